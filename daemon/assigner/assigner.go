// Package assigner drives the evaluator pool's draws for the jobs that name one of its seats. An agreement
// may name a pool seat (a PoolSeat clone the pool deploys per policy) as its evaluator, backup evaluator or
// resolver; the pool then draws real evaluators and appoints them through the escrow, but only when someone
// asks it to: requestDraw fixes the seed block, draw (two blocks later) picks and appoints, record counts the
// evaluations once the job's evaluation is over. Anyone may make these calls and their outcome does not
// depend on who makes them, so the daemon makes them for the jobs it indexes.
//
// On every tick the assigner reads its candidates from the store (jobs whose sole evaluator is an
// Evaluators seat and that have no appointment yet, jobs whose backup window is open and whose backup
// evaluator is a Backup seat, disputed jobs whose resolver is a Resolver seat, and appointments not yet
// recorded of jobs whose evaluation is over), reads the seat's assignment on chain and hands the
// transaction manager the next call, each with an idempotency key and prechecked with an eth_call. Mutual
// seats are left to the parties until their negotiation's window closed (the daemon never proposes for a
// party); probation seats are the canary operator's. The assigner keeps no state of its own: a restart
// between a request and its draw finds the request on chain and draws.
package assigner

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/loop"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
)

// Store is what the assigner reads (*store.Store).
type Store interface {
	PoolSeats(ctx context.Context) ([]store.PoolSeat, error)
	PoolSeatJobs(ctx context.Context, seat common.Address, statuses []settlement.JobStatus, limit int) ([]store.Job, error)
	JobsInState(ctx context.Context, status settlement.JobStatus, backupActive bool, afterID uint64, limit int) ([]store.Job, error)
	UnrecordedPoolAssignments(ctx context.Context, limit int) ([]store.PoolAssignment, error)
}

// Submitter creates intents (*txmgr.Manager).
type Submitter interface {
	SubmitBatch(ctx context.Context, ins []txmgr.Intent) ([]txmgr.Record, error)
}

// Chain reads the head block (*ethclient.Client).
type Chain interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// Config tunes an Assigner.
type Config struct {
	Store     Store
	Submitter Submitter
	Pool      *intents.Pool
	Chain     Chain
	// Interval between ticks (default 5 s); Wake runs one at once.
	Interval time.Duration
	// Batch is the most jobs of each kind looked at per tick (default 100).
	Batch  int
	Logger *slog.Logger
}

// Check reports what is missing from the configuration.
func (c Config) Check() error {
	var missing []string
	if c.Store == nil {
		missing = append(missing, "Store")
	}
	if c.Submitter == nil {
		missing = append(missing, "Submitter")
	}
	if c.Pool == nil || c.Pool.Address == (common.Address{}) {
		missing = append(missing, "Pool (with the pool's address)")
	}
	if c.Chain == nil {
		missing = append(missing, "Chain")
	}
	if len(missing) > 0 {
		return fmt.Errorf("assigner: missing %v", missing)
	}
	return nil
}

// Assigner is the pool's driver; see the package comment.
type Assigner struct {
	cfg Config
	log *slog.Logger
	run *loop.Runner
}

// New checks cfg and returns a stopped Assigner.
func New(cfg Config) (*Assigner, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if cfg.Interval <= 0 {
		cfg.Interval = 5 * time.Second
	}
	if cfg.Batch <= 0 {
		cfg.Batch = 100
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	a := &Assigner{cfg: cfg, log: cfg.Logger.With("component", "assigner")}
	run, err := loop.New(loop.Config{Name: "assigner", Interval: cfg.Interval, Detach: true,
		Tick:   func(ctx context.Context) error { _, err := a.Tick(ctx); return err },
		Report: loop.LogChanges(a.log, "assigner tick failed; retrying", "assigner tick succeeded again")})
	if err != nil {
		return nil, err
	}
	a.run = run
	return a, nil
}

// Start starts the tick loop.
func (a *Assigner) Start(ctx context.Context) error { return a.run.Start(ctx) }

// Stop stops the tick loop and waits for a running tick.
func (a *Assigner) Stop(ctx context.Context) error { return a.run.Stop(ctx) }

// Wake runs the next tick now.
func (a *Assigner) Wake() { a.run.Wake() }

// duty is one seat's work for one job.
type duty struct {
	seat store.PoolSeat
	job  store.Job
}

// Tick submits the pool calls due now and returns how many intents it submitted.
func (a *Assigner) Tick(ctx context.Context) (int, error) {
	seats, err := a.cfg.Store.PoolSeats(ctx)
	if err != nil {
		return 0, fmt.Errorf("assigner: %w", err)
	}
	bySeat := make(map[common.Address]store.PoolSeat, len(seats))
	for _, s := range seats {
		bySeat[s.Seat] = s
	}
	var duties []duty
	for _, s := range seats {
		if s.Role != settlement.SeatEvaluators || s.Policy.Mode == settlement.SelectProbation {
			continue // probation jobs are the canary operator's
		}
		jobs, err := a.cfg.Store.PoolSeatJobs(ctx, s.Seat, []settlement.JobStatus{settlement.JobFunded, settlement.JobSubmitted}, a.cfg.Batch)
		if err != nil {
			return 0, fmt.Errorf("assigner: %w", err)
		}
		for _, j := range jobs {
			duties = append(duties, duty{s, j})
		}
	}
	backups, err := a.cfg.Store.JobsInState(ctx, 0, true, 0, a.cfg.Batch)
	if err != nil {
		return 0, fmt.Errorf("assigner: %w", err)
	}
	disputed, err := a.cfg.Store.JobsInState(ctx, settlement.JobDisputed, false, 0, a.cfg.Batch)
	if err != nil {
		return 0, fmt.Errorf("assigner: %w", err)
	}
	for _, group := range []struct {
		jobs []store.Job
		role settlement.SeatRole
	}{{backups, settlement.SeatBackup}, {disputed, settlement.SeatResolver}} {
		for _, j := range group.jobs {
			if s, ok := termsSeat(j, group.role, bySeat); ok {
				duties = append(duties, duty{s, j})
			}
		}
	}
	var head *types.Header
	if len(duties) > 0 {
		if head, err = a.cfg.Chain.HeaderByNumber(ctx, nil); err != nil {
			return 0, fmt.Errorf("assigner: head block: %w", err)
		}
	}
	var ins []txmgr.Intent
	for _, d := range duties {
		in, err := a.next(ctx, d, head)
		if err != nil {
			return 0, err
		}
		if in != nil {
			ins = append(ins, *in)
		}
	}
	unrecorded, err := a.cfg.Store.UnrecordedPoolAssignments(ctx, a.cfg.Batch)
	if err != nil {
		return 0, fmt.Errorf("assigner: %w", err)
	}
	for _, r := range unrecorded {
		if in := a.cfg.Pool.Record(r.Seat, r.JobID); a.viable(ctx, in, r.JobID) {
			ins = append(ins, in)
		}
	}
	if len(ins) == 0 {
		return 0, nil
	}
	if _, err := a.cfg.Submitter.SubmitBatch(ctx, ins); err != nil {
		return 0, fmt.Errorf("assigner: submit %d intents: %w", len(ins), err)
	}
	return len(ins), nil
}

// termsSeat returns the seat the job's terms name in role (its backup evaluator or resolver), if it is one.
func termsSeat(j store.Job, role settlement.SeatRole, seats map[common.Address]store.PoolSeat) (store.PoolSeat, bool) {
	if j.TermsID == 0 || len(j.Terms) == 0 {
		return store.PoolSeat{}, false
	}
	t, err := indexer.TermsOf(store.TermsRecord{ID: j.TermsID, Terms: j.Terms})
	if err != nil {
		return store.PoolSeat{}, false
	}
	addr := t.BackupEvaluator
	if role == settlement.SeatResolver {
		addr = t.Resolver
	}
	if !common.IsHexAddress(addr) {
		return store.PoolSeat{}, false
	}
	s, ok := seats[common.HexToAddress(addr)]
	return s, ok && s.Role == role
}

// drawWindow is how many blocks after its request a draw's seed hash stays readable: the pool refuses a new
// request while requestBlock + 257 >= the block (blockhash reaches back 256 blocks from the draw's block).
const drawWindow = 257

// next returns the pool call due for one seat's job, or nil.
func (a *Assigner) next(ctx context.Context, d duty, head *types.Header) (*txmgr.Intent, error) {
	seat, id := d.seat.Seat, d.job.ID
	as, err := a.cfg.Pool.AssignmentOf(ctx, seat, id)
	if err != nil {
		return nil, fmt.Errorf("assigner: assignment of %s for job %d: %w", seat, id, err)
	}
	if as.AssignedAt != nil && as.AssignedAt.Sign() != 0 {
		return nil, nil // appointed: the indexer shows it shortly
	}
	if d.seat.Role == settlement.SeatEvaluators && d.seat.Policy.Mode == settlement.SelectMutual && as.RequestBlock == 0 {
		n, err := a.cfg.Pool.NegotiationOf(ctx, seat, id)
		if err != nil {
			return nil, fmt.Errorf("assigner: negotiation of %s for job %d: %w", seat, id, err)
		}
		if n.Deadline == nil || n.Deadline.Sign() == 0 {
			// Open the window (the parties' proposals, else the random fallback at its end); the first
			// requestDraw does that and nothing more.
			in := a.cfg.Pool.RequestDraw(seat, id, 0)
			in.Key = fmt.Sprintf("pool-negotiate:%s:%d", seat.Hex(), id)
			return a.keep(ctx, in, id), nil
		}
		roundsUsed := n.ClientRounds >= d.seat.Policy.Rounds && n.ProviderRounds >= d.seat.Policy.Rounds
		if !roundsUsed && head.Time < n.Deadline.Uint64() {
			return nil, nil // the parties' turn
		}
	}
	bn := head.Number.Uint64()
	var in txmgr.Intent
	switch {
	case as.RequestBlock == 0:
		in = a.cfg.Pool.RequestDraw(seat, id, 0)
	case bn > as.RequestBlock+drawWindow:
		// The seed block's hash is gone: the standing request can no longer be drawn; a fresh one can.
		in = a.cfg.Pool.RequestDraw(seat, id, as.RequestBlock)
	case bn >= as.RequestBlock+1:
		// The draw's transaction lands in a later block than the head: from requestBlock + 2 the seed is there.
		in = a.cfg.Pool.Draw(seat, id, as.RequestBlock)
	default:
		return nil, nil
	}
	return a.keep(ctx, in, id), nil
}

// keep returns &in when the pool would accept the call now, else nil.
func (a *Assigner) keep(ctx context.Context, in txmgr.Intent, jobID uint64) *txmgr.Intent {
	if !a.viable(ctx, in, jobID) {
		return nil
	}
	return &in
}

// viable prechecks a call with an eth_call so that a doomed intent is never created.
func (a *Assigner) viable(ctx context.Context, in txmgr.Intent, jobID uint64) bool {
	err := a.cfg.Pool.Simulate(ctx, common.Address{}, in.Data)
	if err == nil {
		return true
	}
	if txmgr.Classify(err) == txmgr.ClassReverted {
		a.log.Debug("the pool refuses the call now; not sent", "key", in.Key, "job", jobID, "reason", intents.RevertReason(err))
	} else if !errors.Is(err, context.Canceled) {
		a.log.Warn("cannot precheck a pool call; retrying next tick", "key", in.Key, "job", jobID, "err", err)
	}
	return false
}
