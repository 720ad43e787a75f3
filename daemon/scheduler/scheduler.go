// Package scheduler hands the daemon the jobs whose on-chain deadline has passed by chain time, so that
// it can queue their finalize (dead-man, challenge-window close, dispute default, expiry) transactions.
// It never falls back to the wall clock: when the chain's time is unknown, the tick does nothing.
//
// Deadlines live in the store's jobs table under a partial index; each tick asks only for the due rows,
// so its cost grows with what is due, not with how many jobs are stored. A job handed to the handler is
// deferred by a back-off (Config.Retry) and not handed out again until then, unless the chain gives it
// a new deadline first. The scheduler does not send transactions and does not decide what finalizing
// means: the handler does (typically by creating a finalizeBatch intent for the transaction manager).
package scheduler

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/asa-escrow/asa/internal/loop"
)

// Store is the part of the daemon store the scheduler uses (implemented by *store.Store).
type Store interface {
	// ClaimDueJobs claims up to limit jobs due at or before now, earliest first, by deferring them until
	// until (unless their deadline changes); a job is claimed by one scheduler only, of however many
	// replicas.
	ClaimDueJobs(ctx context.Context, now time.Time, limit int, until time.Time) ([]uint64, error)
	// ReleaseJobs makes jobs claimed until until due again at once.
	ReleaseJobs(ctx context.Context, ids []uint64, until time.Time) error
}

// Handler receives due job ids, at most Config.BatchSize at a time. It must be idempotent (a crash
// between the handler and the deferral hands the same jobs out again) and should only queue work,
// not wait for it. An error leaves the batch due, to be retried on the next tick.
type Handler func(ctx context.Context, jobIDs []uint64) error

// Ticker is a running ticker of a Clock.
type Ticker = loop.Ticker

// Clock is the scheduler's time source. Deadlines are chain time: the daemon's clock reads the latest
// block's timestamp and answers an error when it does not know it (the node is unreachable), in which
// case nothing is handed out.
type Clock interface {
	Now() (time.Time, error)
	NewTicker(d time.Duration) Ticker
}

// SystemClock is the wall clock (for tests and tools; the daemon uses chain time).
type SystemClock struct{}

// Now returns time.Now().
func (SystemClock) Now() (time.Time, error) { return time.Now(), nil }

// NewTicker returns a time.Ticker.
func (SystemClock) NewTicker(d time.Duration) Ticker { return loop.NewSystemTicker(d) }

// Config tunes a Scheduler. Zero fields take the defaults shown.
type Config struct {
	Interval   time.Duration // time between ticks (default 5s)
	Retry      time.Duration // back-off before a handed-out job is due again (default 1m)
	BatchSize  int           // most job ids per Handler call (default 50)
	MaxPerTick int           // most job ids handed out per tick (default 1000)
	Clock      Clock         // default SystemClock
	Logger     *slog.Logger  // default slog.Default()
	Metrics    Metrics       // default NoopMetrics
}

// Metrics receives the scheduler's measurements. NoopMetrics discards them; the daemon exports them.
type Metrics interface {
	// Ticked reports a tick: the due jobs it found (at most MaxPerTick), how many it handed out, and
	// whether it failed.
	Ticked(due, handed int, err error)
	// Batch reports one batch of job ids the handler took.
	Batch(size int)
}

// NoopMetrics discards the scheduler's metrics.
type NoopMetrics struct{}

// Ticked implements Metrics.
func (NoopMetrics) Ticked(int, int, error) {}

// Batch implements Metrics.
func (NoopMetrics) Batch(int) {}

// Scheduler ticks and hands due jobs to its Handler. Start and Stop may come in any order, any number of times.
type Scheduler struct {
	store  Store
	handle Handler
	cfg    Config
	run    *loop.Runner
}

// New checks cfg and returns a stopped Scheduler.
func New(st Store, handle Handler, cfg Config) (*Scheduler, error) {
	if st == nil || handle == nil {
		return nil, errors.New("scheduler: store and handler are required")
	}
	if cfg.Interval == 0 {
		cfg.Interval = 5 * time.Second
	}
	if cfg.Retry == 0 {
		cfg.Retry = time.Minute
	}
	if cfg.BatchSize == 0 {
		cfg.BatchSize = 50
	}
	if cfg.MaxPerTick == 0 {
		cfg.MaxPerTick = 1000
	}
	switch {
	case cfg.Interval < 0:
		return nil, fmt.Errorf("scheduler: interval %s must be positive", cfg.Interval)
	case cfg.Retry < time.Second:
		return nil, fmt.Errorf("scheduler: retry back-off %s must be at least 1s (deadlines have second resolution)", cfg.Retry)
	case cfg.BatchSize < 0:
		return nil, fmt.Errorf("scheduler: batch size %d must be positive", cfg.BatchSize)
	case cfg.MaxPerTick < cfg.BatchSize:
		return nil, fmt.Errorf("scheduler: max per tick %d must be at least the batch size %d", cfg.MaxPerTick, cfg.BatchSize)
	}
	if cfg.Clock == nil {
		cfg.Clock = SystemClock{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Metrics == nil {
		cfg.Metrics = NoopMetrics{}
	}
	s := &Scheduler{store: st, handle: handle, cfg: cfg}
	run, err := loop.New(loop.Config{Name: "scheduler", Interval: cfg.Interval, Detach: true, Tick: s.loopTick,
		NewTicker: cfg.Clock.NewTicker,
		Report:    loop.LogChanges(cfg.Logger, "scheduler tick failed; retrying", "scheduler tick succeeded again")})
	if err != nil {
		return nil, err
	}
	s.run = run
	return s, nil
}

// Tick hands out what is due now: one indexed statement claims up to MaxPerTick due jobs (deferring
// them by Retry), then Handler calls of up to BatchSize ids. It returns how many jobs were handed out.
// On a Handler error the jobs handed out before it stay deferred and the rest are released, due again
// at once. A scheduler that dies between the claim and the handler leaves its jobs deferred for Retry:
// then any replica's scheduler hands them out.
func (s *Scheduler) Tick(ctx context.Context) (int, error) {
	due, handed, err := s.tick(ctx)
	s.cfg.Metrics.Ticked(due, handed, err)
	return handed, err
}

func (s *Scheduler) tick(ctx context.Context) (int, int, error) {
	now, err := s.cfg.Clock.Now()
	if err != nil {
		return 0, 0, fmt.Errorf("scheduler: chain time unknown, nothing handed out: %w", err)
	}
	until := now.Add(s.cfg.Retry)
	due, err := s.store.ClaimDueJobs(ctx, now, s.cfg.MaxPerTick, until)
	if err != nil {
		return 0, 0, fmt.Errorf("scheduler: tick: %w", err)
	}
	handed := 0
	var handleErr error
	for handed < len(due) {
		batch := due[handed:min(handed+s.cfg.BatchSize, len(due))]
		if err := s.handle(ctx, batch); err != nil {
			handleErr = fmt.Errorf("scheduler: handler refused %d due jobs: %w", len(batch), err)
			break
		}
		s.cfg.Metrics.Batch(len(batch))
		handed += len(batch)
	}
	if handed < len(due) {
		if err := s.store.ReleaseJobs(context.WithoutCancel(ctx), due[handed:], until); err != nil {
			return len(due), handed, errors.Join(handleErr, fmt.Errorf("scheduler: release %d jobs not handed out: %w", len(due)-handed, err))
		}
	}
	return len(due), handed, handleErr
}

// Start runs a tick now and then every Interval until Stop. Tick errors are logged once per change,
// never fatal: the next tick retries. ctx is not used after Start returns.
func (s *Scheduler) Start(ctx context.Context) error { return s.run.Start(ctx) }

// loopTick is one tick of the loop (which logs its errors once per change).
func (s *Scheduler) loopTick(ctx context.Context) error {
	n, err := s.Tick(ctx)
	if n > 0 {
		s.cfg.Logger.Info("scheduler handed out due jobs", "jobs", n)
	}
	return err
}

// Stop stops the ticking and waits for a tick in progress to finish (or for ctx). It is safe to call
// more than once and before Start; a stopped Scheduler may be started again.
func (s *Scheduler) Stop(ctx context.Context) error { return s.run.Stop(ctx) }
