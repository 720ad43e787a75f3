// Package relayer turns accepted results into relay intents. It holds no queue: on every tick (and
// when the intake wakes it) it claims results the store holds as pending, submits their relay intents
// to the transaction manager in one batch, and marks them relayed; results whose relay ended without
// the escrow counting them are marked rejected with the reason. A write that fails is simply retried on
// the next tick, and a restart needs no requeue: the store is the queue. Every replica of the daemon
// runs a relayer; the claim hands each pending result to one of them (store.ClaimPendingResults), and
// relay intents are keyed by result, so even a result relayed twice is sent once.
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
	"github.com/asa-escrow/asa/txmgr"
)

// Store is what the relayer reads and writes (*store.Store).
type Store interface {
	ClaimPendingResults(ctx context.Context, limit int, hold time.Duration) ([]store.Result, error)
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
	// Batch is the most results handled per tick (default 256).
	Batch int
	// Hold is how long a claim on pending results lasts if this relayer dies before relaying them
	// (default 15 s).
	Hold   time.Duration
	Logger *slog.Logger
}

// Relayer is the loop. Start it once; Stop it once.
type Relayer struct {
	cfg    Config
	log    *slog.Logger
	wake   chan struct{}
	mu     sync.Mutex
	cancel context.CancelFunc
	done   chan struct{}
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
	if cfg.Hold <= 0 {
		cfg.Hold = 15 * time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	return &Relayer{cfg: cfg, log: cfg.Logger.With("component", "relayer"), wake: make(chan struct{}, 1)}, nil
}

// Wake asks for a tick now (the intake calls it after a result is durable). It never blocks.
func (r *Relayer) Wake() {
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// Tick relays what is pending and records stalled relays. It returns how many results it moved.
func (r *Relayer) Tick(ctx context.Context) (int, error) {
	moved := 0
	for {
		pending, err := r.cfg.Store.ClaimPendingResults(ctx, r.cfg.Batch, r.cfg.Hold)
		if err != nil {
			return moved, fmt.Errorf("relayer: claim pending results: %w", err)
		}
		if len(pending) == 0 {
			break
		}
		ins := make([]txmgr.Intent, 0, len(pending))
		marks := make([]store.RelayMark, 0, len(pending))
		for _, res := range pending {
			in, err := r.cfg.Escrow.Relay(res)
			if err != nil {
				// Cannot happen for a result the intake accepted; keep it visible instead of looping.
				if merr := r.cfg.Store.MarkRejected(ctx, res.Digest, "cannot encode the relay: "+err.Error()); merr != nil {
					return moved, merr
				}
				continue
			}
			ins = append(ins, in)
			marks = append(marks, store.RelayMark{Digest: res.Digest, Key: in.Key})
		}
		if err := r.relay(ctx, ins, marks); err != nil {
			return moved, err
		}
		moved += len(marks)
		if len(pending) < r.cfg.Batch {
			break
		}
	}
	stalled, err := r.cfg.Store.StalledRelays(ctx, r.cfg.Batch)
	if err != nil {
		return moved, fmt.Errorf("relayer: read stalled relays: %w", err)
	}
	for _, st := range stalled {
		reason := "the escrow refused the result: " + st.Reason
		if err := r.cfg.Store.MarkRejected(ctx, st.Result.Digest, reason); err != nil {
			return moved, err
		}
		r.log.Warn("result rejected", "id", st.Result.ID, "job", st.Result.JobID, "evaluator", st.Result.Evaluator, "reason", reason)
	}
	return moved, nil
}

// relay queues the intents and marks their results relayed; on a failure it gives the claims back, so
// that the next tick (of any replica) takes them at once.
func (r *Relayer) relay(ctx context.Context, ins []txmgr.Intent, marks []store.RelayMark) error {
	err := func() error {
		if len(ins) == 0 {
			return nil
		}
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
		if rerr := r.cfg.Store.ReleaseResultClaims(context.WithoutCancel(ctx), digests); rerr != nil {
			return errors.Join(err, rerr)
		}
	}
	return err
}

// Start ticks now and then every Interval (or on Wake) until Stop. Errors are logged once per change
// and retried on the next tick. ctx is not used after Start returns.
func (r *Relayer) Start(ctx context.Context) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cancel != nil {
		return errors.New("relayer: already started")
	}
	rctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	r.cancel, r.done = cancel, make(chan struct{})
	go func() {
		defer close(r.done)
		t := time.NewTicker(r.cfg.Interval)
		defer t.Stop()
		var last string
		for {
			n, err := r.Tick(rctx)
			switch {
			case rctx.Err() != nil:
				return
			case err != nil && err.Error() != last:
				r.log.Warn("relay tick failed; retrying", "err", err)
				last = err.Error()
			case err == nil && last != "":
				r.log.Info("relay tick succeeded again")
				last = ""
			}
			if n > 0 {
				r.log.Debug("results handed to the transaction manager", "results", n)
			}
			select {
			case <-rctx.Done():
				return
			case <-t.C:
			case <-r.wake:
			}
		}
	}()
	return nil
}

// Stop ends the loop and waits for a tick in progress (or for ctx).
func (r *Relayer) Stop(ctx context.Context) error {
	r.mu.Lock()
	cancel, done := r.cancel, r.done
	r.cancel, r.done = nil, nil
	r.mu.Unlock()
	if cancel == nil {
		return nil
	}
	cancel()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("relayer: stop: %w", ctx.Err())
	}
}

var _ Store = (*store.Store)(nil)
