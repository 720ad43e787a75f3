package indexer

import (
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
)

// poolBinding holds the evaluator pool's typed unpackers; poolABI names its events by topic.
var (
	poolBinding = bindings.NewEvaluatorPool()
	poolABI     = func() *abi.ABI {
		a, err := bindings.EvaluatorPoolMetaData.ParseABI()
		if err != nil {
			panic("indexer: evaluator pool ABI: " + err.Error())
		}
		return a
	}()
)

// PoolTopics returns the topic-0 hashes of every evaluator pool event (for the watcher's log filter).
func PoolTopics() []common.Hash {
	out := make([]common.Hash, 0, len(poolABI.Events))
	for _, ev := range poolABI.Events {
		out = append(out, ev.ID)
	}
	return out
}

// typedPool unpacks a log of the evaluator pool with the generated binding of its event; ok is false for a
// topic that is not one of the pool's events.
func typedPool(l *types.Log) (v any, ok bool, err error) {
	e, lookupErr := poolABI.EventByID(l.Topics[0])
	if lookupErr != nil {
		return nil, false, nil
	}
	switch e.Name {
	case bindings.EvaluatorPoolPolicyOpenedEventName:
		v, err = poolBinding.UnpackPolicyOpenedEvent(l)
	case bindings.EvaluatorPoolDrawRequestedEventName:
		v, err = poolBinding.UnpackDrawRequestedEvent(l)
	case bindings.EvaluatorPoolNegotiationOpenedEventName:
		v, err = poolBinding.UnpackNegotiationOpenedEvent(l)
	case bindings.EvaluatorPoolProposedEventName:
		v, err = poolBinding.UnpackProposedEvent(l)
	case bindings.EvaluatorPoolAssignedEventName:
		v, err = poolBinding.UnpackAssignedEvent(l)
	case bindings.EvaluatorPoolRecordedEventName:
		v, err = poolBinding.UnpackRecordedEvent(l)
	case bindings.EvaluatorPoolEvaluatedEventName:
		v, err = poolBinding.UnpackEvaluatedEvent(l)
	case bindings.EvaluatorPoolCanaryScoredEventName:
		v, err = poolBinding.UnpackCanaryScoredEvent(l)
	case bindings.EvaluatorPoolResolvedThroughPoolEventName:
		v, err = poolBinding.UnpackResolvedThroughPoolEvent(l)
	default:
		// Registry events (Registered, StakeAdded, Left, Withdrawn, QualificationChanged, CanariesCommitted,
		// Slashed) concern evaluators, not jobs: the job view does not need them.
		return nil, false, nil
	}
	return v, true, err
}

// poolJobOf returns the job a pool event belongs to; ok is false for events of no job.
func poolJobOf(ev any) (*big.Int, bool) {
	switch e := ev.(type) {
	case *bindings.EvaluatorPoolDrawRequested:
		return e.JobId, true
	case *bindings.EvaluatorPoolNegotiationOpened:
		return e.JobId, true
	case *bindings.EvaluatorPoolProposed:
		return e.JobId, true
	case *bindings.EvaluatorPoolAssigned:
		return e.JobId, true
	case *bindings.EvaluatorPoolRecorded:
		return e.JobId, true
	case *bindings.EvaluatorPoolEvaluated:
		return e.JobId, true
	case *bindings.EvaluatorPoolCanaryScored:
		return e.JobId, true
	case *bindings.EvaluatorPoolResolvedThroughPool:
		return e.JobId, true
	}
	return nil, false
}

// DecodePool decodes one log of the evaluator pool found in a block with the given timestamp. Its job events
// (draw requests, proposals, appointments, records, canary scores, resolutions) become job events of the
// job's timeline; PolicyOpened gives the policy's three seats, Assigned an assignment, Recorded a record and
// Registered a registration. The other registry events decode to an empty Decoded; a log that is not a pool event to ErrUnknownEvent.
func DecodePool(l types.Log, blockTime uint64) (Decoded, error) {
	if len(l.Topics) == 0 {
		return Decoded{}, ErrUnknownEvent
	}
	ev, ok, err := typedPool(&l)
	if err != nil {
		return Decoded{}, err
	}
	if !ok {
		e, lookupErr := poolABI.EventByID(l.Topics[0])
		if lookupErr != nil {
			return Decoded{}, ErrUnknownEvent
		}
		if e.Name != bindings.EvaluatorPoolRegisteredEventName {
			return Decoded{}, nil
		}
		// Which service types an evaluator registered for: what GET /v1/reputation reads when asked for none.
		r, err := poolBinding.UnpackRegisteredEvent(&l)
		if err != nil {
			return Decoded{}, err
		}
		return Decoded{PoolRegistration: &store.PoolRegistration{Evaluator: r.Evaluator, ServiceType: r.ServiceType, BlockNumber: l.BlockNumber}}, nil
	}
	var d Decoded
	switch e := ev.(type) {
	case *bindings.EvaluatorPoolPolicyOpened:
		pol := settlement.PoolPolicy{
			ServiceType: e.Policy.ServiceType, Mode: settlement.SelectionMode(e.Policy.Mode), Size: e.Policy.Size,
			Quorum: e.Policy.Quorum, Rounds: e.Policy.Rounds, Rotation: e.Policy.Rotation,
			FailureAction: settlement.CanaryFailureAction(e.Policy.FailureAction), CanaryEvery: e.Policy.CanaryEvery,
		}
		for role, seat := range []common.Address{e.EvaluatorsSeat, e.BackupSeat, e.ResolverSeat} {
			d.PoolSeats = append(d.PoolSeats, store.PoolSeat{
				Seat: seat, PolicyID: e.PolicyId, Role: settlement.SeatRole(role), Policy: pol, Pool: l.Address, BlockNumber: l.BlockNumber,
			})
		}
		return d, nil
	case *bindings.EvaluatorPoolAssigned:
		id, err := jobID(e.JobId)
		if err != nil {
			return Decoded{}, err
		}
		d.PoolAssignment = &store.PoolAssignment{
			Seat: e.Seat, JobID: id, Role: settlement.SeatRole(e.Role), Evaluators: e.Evaluators, Quorum: e.Quorum,
			Seed: e.Seed, BlockNumber: l.BlockNumber,
		}
	case *bindings.EvaluatorPoolRecorded:
		id, err := jobID(e.JobId)
		if err != nil {
			return Decoded{}, err
		}
		d.PoolRecord = &store.PoolRecord{Seat: e.Seat, JobID: id, BlockNumber: l.BlockNumber}
	}
	bigID, ok := poolJobOf(ev)
	if !ok {
		return d, nil
	}
	id, err := jobID(bigID)
	if err != nil {
		return Decoded{}, err
	}
	d.Event = &store.JobEvent{
		JobID: id, BlockNumber: l.BlockNumber, BlockHash: l.BlockHash, BlockTime: blockTime, TxHash: l.TxHash,
		LogIndex: l.Index, Name: eventName(l.Topics[0]), Topics: l.Topics, Data: l.Data,
	}
	return d, nil
}

// foldPool applies a pool event to a job view: an appointment of the job's evaluators or of its backup
// replaces the job's evaluators and quorum (the escrow's EvaluatorsAppointed, earlier in the same
// transaction, already moved the job to the appointed agreement and, for a backup, reset its tally).
func foldPool(job *store.Job, ev any) {
	e, ok := ev.(*bindings.EvaluatorPoolAssigned)
	if !ok {
		return
	}
	switch settlement.SeatRole(e.Role) {
	case settlement.SeatEvaluators, settlement.SeatBackup:
		job.Evaluators = append(job.Evaluators[:0:0], e.Evaluators...)
		job.Quorum = e.Quorum
	}
}
