// Package relayer turns accepted results into relay intents. It holds no queue: on every tick (and
// when the intake wakes it) it claims results the store holds as pending, submits their relay intents
// to the transaction manager, and marks them relayed; results whose relay ended without the escrow
// counting them are marked rejected with the reason. A write that fails is simply retried on the next
// tick, and a restart needs no requeue: the store is the queue. Every replica of the daemon runs a
// relayer; the claim hands each pending result to one of them (store.ClaimPendingResults), and relay
// intents are keyed by result, so even a result relayed twice is sent once.
//
// Results are relayed in batches (submitResults, many results of any jobs in one transaction) of at most
// Config.BatchSize, and a result waits at most Config.BatchWait for others to join its batch; with a batch
// size of 1 each result is relayed alone (submitResult). A batching relayer looks at the pending results
// before it claims any (a read) and claims only those of the batches due now: the intake wakes it after
// every commit of results, and claiming every waiting result only to give it back would rewrite them all
// on each wake, in the one write slot the intake's own commits queue on. How a
// batch went is read from the chain, not from the receipt the manager saw: each result's ResultAccepted
// confirms it and its ResultSkipped rejects it (the indexer applies both, reorg-safe, in the watcher's
// transaction).
package relayer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/loop"
	"github.com/asa-escrow/asa/txmgr"
)

// Store is what the relayer reads and writes (*store.Store).
type Store interface {
	ClaimPendingResults(ctx context.Context, limit int, hold time.Duration) ([]store.Result, error)
	UnclaimedPending(ctx context.Context, limit int) ([]store.PendingRef, error)
	ClaimResults(ctx context.Context, ids []string, hold time.Duration) ([]store.Result, error)
	ReleaseResultClaims(ctx context.Context, digests []common.Hash) error
	MarkRelayed(ctx context.Context, marks []store.RelayMark) error
	StalledRelays(ctx context.Context, limit int) ([]store.StalledRelay, error)
	MarkRejected(ctx context.Context, digest common.Hash, reason string) error
}

// Submitter creates intents (*txmgr.Manager).
type Submitter interface {
	SubmitBatch(ctx context.Context, ins []txmgr.Intent) ([]txmgr.Record, error)
}

// Config tunes a Relayer.
type Config struct {
	Store     Store
	Submitter Submitter
	Escrow    *intents.Escrow
	// Interval between ticks (default 1 s); Wake runs one at once.
	Interval time.Duration
	// Batch is the most results read per tick (default 256).
	Batch int
	// BatchSize is the most results relayed in one transaction (submitResults); 1 relays each result alone
	// (submitResult). Default 1.
	BatchSize int
	// BatchWait is the longest a result waits for others to fill its batch before a smaller batch is sent
	// (the latency bound; 0: send what is pending at once). Only used when BatchSize > 1.
	BatchWait time.Duration
	// Hold is how long a claim on pending results lasts if this relayer dies before relaying them
	// (default 5 s). A claim normally ends within milliseconds (the results are marked relayed); a
	// shorter hold brings a dead replica's results back sooner. A hold that runs out under load only lets
	// another relayer relay the same result again: the escrow counts it once and skips the copy.
	Hold   time.Duration
	Logger *slog.Logger
	// Now is the wall clock that ages pending results (their CreatedAt is the store's wall clock); default
	// time.Now.
	Now func() time.Time
	// Metrics receives the relayer's measurements; default NoopMetrics.
	Metrics Metrics
}

// Metrics receives the relayer's measurements. NoopMetrics discards them; the daemon exports them.
type Metrics interface {
	// Relayed reports one relay intent handed to the transaction manager and how many results it carries.
	Relayed(results int)
	// Rejected reports a result marked rejected (the escrow refused it, or its relay could not be encoded).
	Rejected()
	// TickFailed reports a tick that ended with an error.
	TickFailed()
}

// NoopMetrics discards the relayer's metrics.
type NoopMetrics struct{}

// Relayed implements Metrics.
func (NoopMetrics) Relayed(int) {}

// Rejected implements Metrics.
func (NoopMetrics) Rejected() {}

// TickFailed implements Metrics.
func (NoopMetrics) TickFailed() {}

// Relayer is the loop. Start and Stop may come in any order, any number of times.
type Relayer struct {
	cfg Config
	log *slog.Logger
	run *loop.Runner

	flushMu sync.Mutex
	flushAt time.Time // when the oldest result of a partial batch has waited BatchWait (zero: none waits); pacing only

	stalledMu sync.Mutex
	stalledAt time.Time // the last look for stalled relays (zero: never)
}

// stalledDue reports whether the tick should look for stalled relays, and if so notes that it does: once
// an Interval. A relay stalls when the transaction manager fails or abandons its intent, at the manager's
// pace, while the intake wakes the relayer for every result it accepts: looking on every wake read the
// relayed results joined with their intents hundreds of times a second.
func (r *Relayer) stalledDue() bool {
	now := r.cfg.Now()
	r.stalledMu.Lock()
	defer r.stalledMu.Unlock()
	if !r.stalledAt.IsZero() && now.Sub(r.stalledAt) < r.cfg.Interval && !now.Before(r.stalledAt) {
		return false
	}
	r.stalledAt = now
	return true
}

// New checks cfg and returns a stopped Relayer.
func New(cfg Config) (*Relayer, error) {
	if cfg.Store == nil || cfg.Submitter == nil || cfg.Escrow == nil {
		return nil, errors.New("relayer: Store, Submitter and Escrow are required")
	}
	if cfg.Interval <= 0 {
		cfg.Interval = time.Second
	}
	if cfg.Batch <= 0 {
		cfg.Batch = 256
	}
	if cfg.BatchSize <= 0 {
		cfg.BatchSize = 1
	}
	if cfg.BatchSize > cfg.Batch {
		return nil, fmt.Errorf("relayer: batch size %d exceeds the %d results read per tick", cfg.BatchSize, cfg.Batch)
	}
	if cfg.BatchWait < 0 {
		return nil, fmt.Errorf("relayer: batch wait %s must not be negative", cfg.BatchWait)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Hold <= 0 {
		cfg.Hold = 5 * time.Second
	}
	if cfg.Metrics == nil {
		cfg.Metrics = NoopMetrics{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	r := &Relayer{cfg: cfg, log: cfg.Logger.With("component", "relayer")}
	run, err := loop.New(loop.Config{Name: "relayer", Interval: cfg.Interval, Detach: true, Tick: r.loopTick, Sooner: r.flushIn,
		Report: loop.LogChanges(r.log, "relay tick failed; retrying", "relay tick succeeded again")})
	if err != nil {
		return nil, err
	}
	r.run = run
	return r, nil
}

// Wake asks for a tick now (the intake calls it after a result is durable). It never blocks.
func (r *Relayer) Wake() { r.run.Wake() }

// Tick relays what is pending and records stalled relays. It returns how many results it moved.
func (r *Relayer) Tick(ctx context.Context) (int, error) {
	moved := 0
	r.setFlush(time.Time{})
	for {
		pending, more, err := r.claim(ctx)
		if err != nil {
			return moved, fmt.Errorf("relayer: claim pending results: %w", err)
		}
		if len(pending) == 0 {
			break
		}
		ins, marks, waiting, err := r.intents(ctx, pending)
		if err != nil {
			return moved, errors.Join(err, r.release(ctx, digestsOf(pending)))
		}
		if err := r.relay(ctx, ins, marks); err != nil {
			return moved, errors.Join(err, r.release(ctx, waiting))
		}
		// Results waiting for their batch to fill are given back: when due, any replica's relayer takes them.
		// (Only a claim that got fewer results than it looked at, raced by another relayer, leaves any.)
		if err := r.release(ctx, waiting); err != nil {
			return moved, err
		}
		moved += len(marks)
		if !more || len(marks) == 0 {
			break
		}
	}
	if !r.stalledDue() {
		return moved, nil
	}
	stalled, err := r.cfg.Store.StalledRelays(ctx, r.cfg.Batch)
	if err != nil {
		r.stalledMu.Lock()
		r.stalledAt = time.Time{} // look again on the next tick
		r.stalledMu.Unlock()
		return moved, fmt.Errorf("relayer: read stalled relays: %w", err)
	}
	for _, st := range stalled {
		reason := "the escrow refused the result: " + st.Reason
		if err := r.cfg.Store.MarkRejected(ctx, st.Result.Digest, reason); err != nil {
			return moved, err
		}
		r.cfg.Metrics.Rejected()
		r.log.Warn("result rejected", "id", st.Result.ID, "job", st.Result.JobID, "evaluator", st.Result.Evaluator, "reason", reason)
	}
	return moved, nil
}

// claim claims the pending results to relay now, oldest first; more says there may be others beyond
// what this claim looked at. Relaying one by one, every pending result is due. Batching, it reads the
// unclaimed pending results first and claims only the batches that are due (full, or holding a result
// that has waited BatchWait), remembering when the first waiting batch is due: a result that waits is
// not written until it goes.
func (r *Relayer) claim(ctx context.Context) (pending []store.Result, more bool, err error) {
	if r.cfg.BatchSize <= 1 {
		pending, err = r.cfg.Store.ClaimPendingResults(ctx, r.cfg.Batch, r.cfg.Hold)
		return pending, len(pending) == r.cfg.Batch, err
	}
	refs, err := r.cfg.Store.UnclaimedPending(ctx, r.cfg.Batch)
	if err != nil || len(refs) == 0 {
		return nil, false, err
	}
	now := r.cfg.Now()
	var due []string
	for _, batch := range batches(refs, r.cfg.BatchSize, func(ref store.PendingRef) pair { return pair{ref.JobID, ref.Evaluator} }) {
		if len(batch) < r.cfg.BatchSize {
			if at := batch[0].CreatedAt.Add(r.cfg.BatchWait); now.Before(at) {
				r.setFlush(at)
				break // later batches hold younger results: they wait too
			}
		}
		for _, ref := range batch {
			due = append(due, ref.ID)
		}
	}
	if len(due) == 0 {
		return nil, false, nil
	}
	pending, err = r.cfg.Store.ClaimResults(ctx, due, r.cfg.Hold)
	return pending, len(refs) == r.cfg.Batch, err
}

// relay queues the intents and marks their results relayed; on a failure it gives the claims back, so
// that the next tick (of any replica) takes them at once.
func (r *Relayer) relay(ctx context.Context, ins []txmgr.Intent, marks []store.RelayMark) error {
	if len(ins) == 0 {
		return nil
	}
	err := func() error {
		if _, err := r.cfg.Submitter.SubmitBatch(ctx, ins); err != nil {
			return fmt.Errorf("relayer: submit %d relays: %w", len(ins), err)
		}
		if err := r.cfg.Store.MarkRelayed(ctx, marks); err != nil {
			return fmt.Errorf("relayer: mark %d results relayed: %w", len(marks), err)
		}
		return nil
	}()
	if err != nil {
		digests := make([]common.Hash, len(marks))
		for i, m := range marks {
			digests[i] = m.Digest
		}
		return errors.Join(err, r.release(ctx, digests))
	}
	perIntent := map[string]int{}
	for _, mk := range marks {
		perIntent[mk.Key]++
	}
	for _, n := range perIntent {
		r.cfg.Metrics.Relayed(n)
	}
	return nil
}

// release gives back the claims on results this relayer does not relay now.
func (r *Relayer) release(ctx context.Context, digests []common.Hash) error {
	if err := r.cfg.Store.ReleaseResultClaims(context.WithoutCancel(ctx), digests); err != nil {
		return fmt.Errorf("relayer: %w", err)
	}
	return nil
}

func digestsOf(results []store.Result) []common.Hash {
	out := make([]common.Hash, len(results))
	for i, res := range results {
		out[i] = res.Digest
	}
	return out
}

// intents turns claimed pending results (oldest first) into relay intents: one per result with a batch
// size of 1; otherwise batches of up to BatchSize, each evaluator's result for a job in a batch at most
// once, where a batch that is not full waits until its oldest result has waited BatchWait (the next flush
// is remembered so that the loop wakes for it). waiting are the results left for later. A batch of one
// result is relayed as submitResult: the batch call's arrays and loop cost about 2,500 gas more for it.
func (r *Relayer) intents(ctx context.Context, pending []store.Result) (ins []txmgr.Intent, marks []store.RelayMark, waiting []common.Hash, err error) {
	single := func(res store.Result) error {
		in, err := r.cfg.Escrow.Relay(res)
		if err != nil {
			// Cannot happen for a result the intake accepted; keep it visible instead of looping.
			if merr := r.cfg.Store.MarkRejected(ctx, res.Digest, "cannot encode the relay: "+err.Error()); merr != nil {
				return merr
			}
			r.cfg.Metrics.Rejected()
			return nil
		}
		ins = append(ins, in)
		marks = append(marks, store.RelayMark{Digest: res.Digest, Key: in.Key})
		return nil
	}
	if r.cfg.BatchSize <= 1 {
		for _, res := range pending {
			if err := single(res); err != nil {
				return nil, nil, nil, err
			}
		}
		return ins, marks, nil, nil
	}
	now := r.cfg.Now()
	all := batches(pending, r.cfg.BatchSize, func(res store.Result) pair { return pair{res.JobID, res.Evaluator} })
	for i, batch := range all {
		if len(batch) < r.cfg.BatchSize {
			if due := batch[0].CreatedAt.Add(r.cfg.BatchWait); now.Before(due) {
				r.setFlush(due)
				// Later batches hold younger results: they wait too.
				for _, later := range all[i:] {
					waiting = append(waiting, digestsOf(later)...)
				}
				break
			}
		}
		if len(batch) == 1 {
			if err := single(batch[0]); err != nil {
				return nil, nil, nil, err
			}
			continue
		}
		in, err := r.cfg.Escrow.RelayBatch(batch)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("relayer: %w", err)
		}
		ins = append(ins, in)
		for _, res := range batch {
			marks = append(marks, store.RelayMark{Digest: res.Digest, Key: in.Key})
		}
	}
	return ins, marks, waiting, nil
}

// pair is a job and one of its evaluators.
type pair struct {
	job       uint64
	evaluator common.Address
}

// batches splits results, in order, into batches of at most size. A batch carries at most one result per
// (job, evaluator): the escrow counts one, and the indexer matches a ResultSkipped to its result by them.
func batches[T any](results []T, size int, pairOf func(T) pair) [][]T {
	var out [][]T
	for len(results) > 0 {
		var cur, later []T
		seen := map[pair]bool{}
		for _, res := range results {
			k := pairOf(res)
			if seen[k] || len(cur) == size {
				later = append(later, res)
				continue
			}
			seen[k] = true
			cur = append(cur, res)
		}
		out = append(out, cur)
		results = later
	}
	return out
}

func (r *Relayer) setFlush(t time.Time) {
	r.flushMu.Lock()
	r.flushAt = t
	r.flushMu.Unlock()
}

// flushIn is how long until a waiting partial batch is due (false: none waits).
func (r *Relayer) flushIn() (time.Duration, bool) {
	r.flushMu.Lock()
	defer r.flushMu.Unlock()
	if r.flushAt.IsZero() {
		return 0, false
	}
	return max(r.flushAt.Sub(r.cfg.Now()), 0), true
}

// loopTick is one tick of the loop: failures are counted (the loop logs them once per change).
func (r *Relayer) loopTick(ctx context.Context) error {
	n, err := r.Tick(ctx)
	if err != nil && ctx.Err() == nil {
		r.cfg.Metrics.TickFailed()
	}
	if n > 0 {
		r.log.Debug("results handed to the transaction manager", "results", n)
	}
	return err
}

// Start ticks now and then every Interval (or on Wake, or when a partial batch is due) until Stop.
// Errors are logged once per change and retried on the next tick. ctx is not used after Start returns.
func (r *Relayer) Start(ctx context.Context) error { return r.run.Start(ctx) }

// Stop ends the loop and waits for a tick in progress (or for ctx).
func (r *Relayer) Stop(ctx context.Context) error { return r.run.Stop(ctx) }

var _ Store = (*store.Store)(nil)
