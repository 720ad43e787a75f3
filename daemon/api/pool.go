package api

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
)

// poolDraws are the job's judges that are seats of the evaluator pool, in role order, with the seat's
// policy and its appointment (nil when the agreement named every judge). The seats come from the
// appointments and from what the job still names: its sole evaluator before the draw (the draw replaces
// it with the drawn ones), and the terms' backup evaluator and resolver.
func (s *Server) poolDraws(ctx context.Context, j store.Job) ([]wire.PoolDrawView, error) {
	if s.Pool == nil {
		return nil, nil
	}
	assigned, err := s.Pool.PoolAssignments(ctx, j.ID)
	if err != nil {
		return nil, fmt.Errorf("pool assignments of job %d: %w", j.ID, err)
	}
	bySeat := make(map[common.Address]store.PoolAssignment, len(assigned))
	seats := make([]common.Address, 0, len(assigned)+3)
	for _, a := range assigned {
		bySeat[a.Seat] = a
		seats = append(seats, a.Seat)
	}
	named := []common.Address{}
	if len(j.Evaluators) == 1 {
		named = append(named, j.Evaluators[0])
	}
	if len(j.Terms) > 0 {
		var t indexer.Terms
		if err := json.Unmarshal(j.Terms, &t); err != nil {
			return nil, fmt.Errorf("terms of job %d: %w", j.ID, err)
		}
		for _, a := range []string{t.BackupEvaluator, t.Resolver} {
			if common.IsHexAddress(a) && common.HexToAddress(a) != (common.Address{}) {
				named = append(named, common.HexToAddress(a))
			}
		}
	}
	for _, a := range named {
		if !slices.Contains(seats, a) {
			seats = append(seats, a)
		}
	}
	type draw struct {
		role settlement.SeatRole
		view wire.PoolDrawView
	}
	var out []draw
	for _, addr := range seats {
		seat, ok, err := s.Pool.PoolSeat(ctx, addr)
		if err != nil {
			return nil, fmt.Errorf("pool seat %s of job %d: %w", addr, j.ID, err)
		}
		if !ok {
			continue // an address the agreement named, not a seat
		}
		v := wire.PoolDrawView{Seat: addr, Role: seat.Role.String(), Mode: seat.Policy.Mode.String(),
			ServiceTypeHash: seat.Policy.ServiceType, Size: seat.Policy.Size, PolicyQuorum: seat.Policy.Quorum,
			Rotation: seat.Policy.Rotation, Evaluators: []common.Address{}}
		if a, drawn := bySeat[addr]; drawn {
			v.Drawn, v.Evaluators, v.Quorum, v.Seed = true, a.Evaluators, a.Quorum, a.Seed
			v.Block, v.RecordedBlock = a.BlockNumber, a.RecordedBlock
		}
		out = append(out, draw{seat.Role, v})
	}
	// Role order: evaluators, backup evaluator, resolver.
	slices.SortStableFunc(out, func(a, b draw) int { return cmp.Compare(a.role, b.role) })
	var views []wire.PoolDrawView
	for _, d := range out {
		views = append(views, d.view)
	}
	return views, nil
}
