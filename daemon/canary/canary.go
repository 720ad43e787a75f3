// Package canary runs the evaluator pool's canary operator role in the daemon, for a deployment whose pool
// names the daemon's key as its canary operator. The operator hands a canary over once (POST /v1/canaries:
// the canary deliverable's hash and the score and pass/fail an honest evaluator gives it) and needs no
// process of its own afterwards: the daemon draws the salt, commits the commitment to the pool, and, once
// the operator has bound the canary to the canary job it created (POST /v1/canaries/{commitment}/job),
// reveals the answer when the job is over, which scores the evaluators the pool appointed (a miss lowers
// their pass rate, a gross miss slashes them to the burn address).
//
// Like the assigner, the role keeps no state of its own: every canary, with its secret salt, is in the
// store, each commit and reveal is a transaction-manager intent with an idempotency key, prechecked with
// an eth_call, and the pool's assignmentOf says whether a reveal happened. A restart anywhere loses
// nothing; a rewind of a block with a commit or reveal makes the store forget it, and the reopened intent
// is mined again and recorded anew. The salt is never logged and never served.
package canary

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/loop"
	"github.com/asa-escrow/asa/txmgr"
)

// Store is what the role reads and writes (*store.Store).
type Store interface {
	AddCanary(ctx context.Context, c store.Canary, maxPending int) (store.Canary, bool, error)
	Canary(ctx context.Context, commitment common.Hash) (store.Canary, error)
	Canaries(ctx context.Context, limit int, statuses ...store.CanaryStatus) ([]store.Canary, error)
	CanariesToCommit(ctx context.Context, limit int) ([]store.Canary, error)
	CanariesToReveal(ctx context.Context, limit int) ([]store.Canary, error)
	MarkCanaryCommitted(ctx context.Context, commitment common.Hash, key string, block uint64, blockHash common.Hash, blockTime uint64) (bool, error)
	BindCanary(ctx context.Context, commitment common.Hash, seat common.Address, jobID uint64) (store.Canary, error)
	MarkCanaryRevealed(ctx context.Context, commitment common.Hash, key string, block uint64, blockHash common.Hash) (bool, error)
	FailCanary(ctx context.Context, commitment common.Hash, reason string) error
}

// Submitter creates intents and reads them back (*txmgr.Manager of the daemon's key).
type Submitter interface {
	SubmitBatch(ctx context.Context, ins []txmgr.Intent) ([]txmgr.Record, error)
	Get(ctx context.Context, key string) (txmgr.Record, error)
}

// Chain reads block headers (*ethclient.Client).
type Chain interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// DefaultMaxPending is the default bound of pending canaries (committing, committed or bound).
const DefaultMaxPending = 1000

// Config tunes a Role.
type Config struct {
	Store     Store
	Submitter Submitter
	Pool      *intents.Pool
	Chain     Chain
	// Operator is the daemon's key: the address the pool must name as its canary operator, and the only
	// one the canary routes serve.
	Operator common.Address
	// Interval between ticks (default 5 s); Wake runs one at once.
	Interval time.Duration
	// Batch is the most canaries of each kind looked at per tick (default 100).
	Batch int
	// MaxPending bounds the pending canaries: POST /v1/canaries refuses more (default DefaultMaxPending).
	MaxPending int
	Logger     *slog.Logger
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
	if c.Operator == (common.Address{}) {
		missing = append(missing, "Operator")
	}
	if len(missing) > 0 {
		return fmt.Errorf("canary: missing %v", missing)
	}
	return nil
}

// Role is the canary operator role; see the package comment.
type Role struct {
	cfg Config
	log *slog.Logger
	run *loop.Runner
}

// New checks cfg and returns a stopped Role.
func New(cfg Config) (*Role, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if cfg.Interval <= 0 {
		cfg.Interval = 5 * time.Second
	}
	if cfg.Batch <= 0 {
		cfg.Batch = 100
	}
	if cfg.MaxPending <= 0 {
		cfg.MaxPending = DefaultMaxPending
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	r := &Role{cfg: cfg, log: cfg.Logger.With("component", "canary")}
	run, err := loop.New(loop.Config{Name: "canary", Interval: cfg.Interval, Detach: true,
		Tick:   func(ctx context.Context) error { _, err := r.Tick(ctx); return err },
		Report: loop.LogChanges(r.log, "canary tick failed; retrying", "canary tick succeeded again")})
	if err != nil {
		return nil, err
	}
	r.run = run
	return r, nil
}

// CheckOperator reads the pool's canary operator and refuses a pool that names another address than the
// daemon's key: the pool would refuse every commit and reveal.
func (r *Role) CheckOperator(ctx context.Context) error {
	cfg, err := r.cfg.Pool.Config(ctx)
	if err != nil {
		return fmt.Errorf("canary: read the canary operator of pool %s: %w", r.cfg.Pool.Address.Hex(), err)
	}
	if cfg.CanaryOperator != r.cfg.Operator {
		return fmt.Errorf("canary: canaryOperator is set, but the evaluator pool %s names %s as its canary operator, not the daemon's key %s: "+
			"run the daemon with the operator's key, or unset canaryOperator", r.cfg.Pool.Address.Hex(), cfg.CanaryOperator.Hex(), r.cfg.Operator.Hex())
	}
	return nil
}

// Start starts the tick loop.
func (r *Role) Start(ctx context.Context) error { return r.run.Start(ctx) }

// Stop stops the tick loop and waits for a running tick.
func (r *Role) Stop(ctx context.Context) error { return r.run.Stop(ctx) }

// Wake runs the next tick now.
func (r *Role) Wake() { r.run.Wake() }

// Tick records the commits and reveals mined since the last tick and submits those due now; it returns how
// many intents it submitted.
func (r *Role) Tick(ctx context.Context) (int, error) {
	var ins []txmgr.Intent
	toCommit, err := r.cfg.Store.CanariesToCommit(ctx, r.cfg.Batch)
	if err != nil {
		return 0, fmt.Errorf("canary: %w", err)
	}
	for _, c := range toCommit {
		in, err := r.commit(ctx, c)
		if err != nil {
			return 0, err
		}
		if in != nil {
			ins = append(ins, *in)
		}
	}
	toReveal, err := r.cfg.Store.CanariesToReveal(ctx, r.cfg.Batch)
	if err != nil {
		return 0, fmt.Errorf("canary: %w", err)
	}
	for _, c := range toReveal {
		in, err := r.reveal(ctx, c)
		if err != nil {
			return 0, err
		}
		if in != nil {
			ins = append(ins, *in)
		}
	}
	if len(ins) == 0 {
		return 0, nil
	}
	if _, err := r.cfg.Submitter.SubmitBatch(ctx, ins); err != nil {
		return 0, fmt.Errorf("canary: submit %d intents: %w", len(ins), err)
	}
	return len(ins), nil
}

// intent returns the stored record of in's key (ok false: none yet).
func (r *Role) intent(ctx context.Context, key string) (txmgr.Record, bool, error) {
	rec, err := r.cfg.Submitter.Get(ctx, key)
	if errors.Is(err, txmgr.ErrNotFound) {
		return txmgr.Record{}, false, nil
	}
	if err != nil {
		return txmgr.Record{}, false, fmt.Errorf("canary: intent %s: %w", key, err)
	}
	return rec, true, nil
}

// minedAt returns the time of the block a confirmed intent was mined in, and false while that block is not
// the canonical one (a reorg the watcher has not reached yet).
func (r *Role) minedAt(ctx context.Context, rec txmgr.Record) (uint64, bool, error) {
	h, err := r.cfg.Chain.HeaderByNumber(ctx, new(big.Int).SetUint64(rec.BlockNumber))
	if err != nil {
		return 0, false, fmt.Errorf("canary: header %d: %w", rec.BlockNumber, err)
	}
	return h.Time, h.Hash() == rec.BlockHash, nil
}

// commit returns the commit intent of a canary whose commitment is not on chain yet, or records the mined
// one.
func (r *Role) commit(ctx context.Context, c store.Canary) (*txmgr.Intent, error) {
	in := r.cfg.Pool.CommitCanary(c.Commitment)
	rec, ok, err := r.intent(ctx, in.Key)
	if err != nil {
		return nil, err
	}
	switch {
	case !ok:
		if r.viable(ctx, in, c) {
			return &in, nil
		}
	case rec.State == txmgr.StateConfirmed:
		at, canonical, err := r.minedAt(ctx, rec)
		if err != nil || !canonical {
			return nil, err
		}
		wrote, err := r.cfg.Store.MarkCanaryCommitted(ctx, c.Commitment, in.Key, rec.BlockNumber, rec.BlockHash, at)
		if err != nil {
			return nil, fmt.Errorf("canary: %w", err)
		}
		if wrote {
			r.log.Info("canary committed", "canary", c, "block", rec.BlockNumber, "tx", rec.TxHash.Hex())
		}
	case rec.State.Final(): // failed or abandoned: the pool refused it, or it reverted
		r.fail(ctx, c, "the commit transaction failed: "+rec.Reason)
	}
	return nil, nil
}

// reveal returns the reveal intent of a bound canary whose job is over, or records the mined one, or fails
// a canary the pool will never take.
func (r *Role) reveal(ctx context.Context, c store.Canary) (*txmgr.Intent, error) {
	in := r.cfg.Pool.RevealCanary(c.Seat, c.JobID, c.ExpectedScore, c.ExpectedPassed, c.Salt)
	as, err := r.cfg.Pool.AssignmentOf(ctx, c.Seat, c.JobID)
	if err != nil {
		return nil, fmt.Errorf("canary: assignment of %s for job %d: %w", c.Seat.Hex(), c.JobID, err)
	}
	rec, ok, err := r.intent(ctx, in.Key)
	if err != nil {
		return nil, err
	}
	if as.CanaryRevealed {
		switch {
		case ok && rec.State == txmgr.StateConfirmed:
			if _, canonical, err := r.minedAt(ctx, rec); err != nil || !canonical {
				return nil, err
			}
			wrote, err := r.cfg.Store.MarkCanaryRevealed(ctx, c.Commitment, in.Key, rec.BlockNumber, rec.BlockHash)
			if err != nil {
				return nil, fmt.Errorf("canary: %w", err)
			}
			if wrote {
				r.log.Info("canary revealed", "canary", c, "block", rec.BlockNumber, "tx", rec.TxHash.Hex())
			}
		case ok && rec.State.Open():
			// Mined, not confirmed yet.
		default:
			// Revealed by a transaction the daemon did not make (the operator's key used elsewhere): the
			// head stands in for its block, so that a rewind past it looks again.
			h, err := r.cfg.Chain.HeaderByNumber(ctx, nil)
			if err != nil {
				return nil, fmt.Errorf("canary: head: %w", err)
			}
			if _, err := r.cfg.Store.MarkCanaryRevealed(ctx, c.Commitment, "", h.Number.Uint64(), common.Hash{}); err != nil {
				return nil, fmt.Errorf("canary: %w", err)
			}
			r.log.Warn("canary revealed by another transaction than the daemon's", "canary", c)
		}
		return nil, nil
	}
	if ok {
		if rec.State == txmgr.StateFailed || rec.State == txmgr.StateAbandoned {
			r.fail(ctx, c, "the reveal transaction failed: "+rec.Reason)
		}
		return nil, nil // open, or confirmed in a block a rewind is about to undo
	}
	if as.AssignedAt == nil || as.AssignedAt.Sign() == 0 {
		r.fail(ctx, c, fmt.Sprintf("job %d ended without the seat %s appointing its evaluators: there is nobody to score", c.JobID, c.Seat.Hex()))
		return nil, nil
	}
	err = r.cfg.Pool.Simulate(ctx, r.cfg.Operator, in.Data)
	if err == nil {
		return &in, nil
	}
	if txmgr.Classify(err) != txmgr.ClassReverted {
		if !errors.Is(err, context.Canceled) {
			r.log.Warn("cannot precheck a canary reveal; retrying next tick", "canary", c, "err", err)
		}
		return nil, nil
	}
	if re := escrow.DecodeRevert(err); re != nil && re.Name == "NotRecordable" {
		return nil, nil // the chain's job is not over at the latest block yet
	}
	r.fail(ctx, c, "the pool refuses the reveal: "+intents.RevertReason(err))
	return nil, nil
}

// viable prechecks a commit with an eth_call from the operator.
func (r *Role) viable(ctx context.Context, in txmgr.Intent, c store.Canary) bool {
	err := r.cfg.Pool.Simulate(ctx, r.cfg.Operator, in.Data)
	if err == nil {
		return true
	}
	if txmgr.Classify(err) == txmgr.ClassReverted {
		r.fail(ctx, c, "the pool refuses the commit: "+intents.RevertReason(err))
	} else if !errors.Is(err, context.Canceled) {
		r.log.Warn("cannot precheck a canary commit; retrying next tick", "canary", c, "err", err)
	}
	return false
}

// fail marks a canary failed and says so in the log (without its salt).
func (r *Role) fail(ctx context.Context, c store.Canary, reason string) {
	if err := r.cfg.Store.FailCanary(ctx, c.Commitment, reason); err != nil {
		r.log.Warn("cannot mark a canary failed; retrying next tick", "canary", c, "err", err)
		return
	}
	r.log.Warn("canary failed", "canary", c, "reason", reason)
}
