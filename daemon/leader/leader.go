// Package leader runs one replica's side of a leadership lease (store.Lease): it takes the lease when it
// is free, renews it while it holds it, and steps down when it cannot renew in time or finds it taken.
// What a term allows (sending for a signer key, writing chain state) is the caller's: it asks Term
// before doing it and writes under the term's fence, which the store checks in every write's
// transaction.
//
// The lease expires on the database's clock; the elector keeps its own, conservative, view of how long
// its term lasts on the process's monotonic clock: from the start of the last successful acquire or
// renew call, the lease's time to live minus a margin. Term answers false as soon as that view runs
// out, so a process paused past its lease (SIGSTOP, a long GC, a VM freeze) stops acting the moment it
// runs again, before its elector goroutine has even asked the database; and whatever it had already
// started writing is refused by the fence.
package leader

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/loop"
)

// Store is the lease part of the daemon's store (*store.Store).
type Store interface {
	AcquireLease(ctx context.Context, name, holder string, ttl time.Duration) (store.Lease, bool, error)
	RenewLease(ctx context.Context, f store.Fence, ttl time.Duration) (store.Lease, error)
	ReleaseLease(ctx context.Context, f store.Fence) error
}

// Reasons a term ends, for logs and metrics.
const (
	EndLost    = "lost"    // the lease has another holder or token (taken after it expired)
	EndExpired = "expired" // it could not be renewed before this process's view of it ran out
	EndStopped = "stopped" // the replica is shutting down (the lease is released)
)

// Config tunes an Elector. Zero durations take the defaults shown.
type Config struct {
	Store Store
	// Lease is the lease's name ("signer:0x…", "watcher:0x…").
	Lease string
	// Holder names this process; it must be unique per process (replica id plus an instance id).
	Holder string
	// TTL is the lease's time to live (default 5 s). A dead or paused leader is replaced after at most
	// TTL plus RetryEvery.
	TTL time.Duration
	// RenewEvery is how often the holder renews (default TTL/3).
	RenewEvery time.Duration
	// RetryEvery is how often a follower tries to take the lease (default TTL/5).
	RetryEvery time.Duration
	// Margin is taken off the lease's time to live in this process's view of its term (default TTL/5):
	// it covers the time a renewal takes to reach the database and a difference in clock rates.
	Margin time.Duration
	// OnElected, if set, is called when a term begins (from the elector's goroutine; it should not block
	// long). OnDeposed is called when it ends, with the reason.
	OnElected func(ctx context.Context, f store.Fence)
	OnDeposed func(ctx context.Context, f store.Fence, reason string)
	Logger    *slog.Logger
	Metrics   Metrics
	// Now is the clock (monotonic; default time.Now).
	Now func() time.Time
}

// Check explains what is wrong with a configuration (after defaults).
func (c *Config) Check() error {
	var errs []error
	if c.Store == nil {
		errs = append(errs, errors.New("no store"))
	}
	if c.Lease == "" || c.Holder == "" {
		errs = append(errs, errors.New("lease name and holder are required"))
	}
	if c.TTL < 100*time.Millisecond {
		errs = append(errs, fmt.Errorf("ttl %s is below 100ms", c.TTL))
	}
	if c.RenewEvery <= 0 || c.RenewEvery >= c.TTL-c.Margin {
		errs = append(errs, fmt.Errorf("renew interval %s must be positive and below ttl minus margin (%s)", c.RenewEvery, c.TTL-c.Margin))
	}
	if c.RetryEvery <= 0 || c.Margin < 0 || c.Margin >= c.TTL {
		errs = append(errs, errors.New("retry interval must be positive and the margin within the ttl"))
	}
	if len(errs) > 0 {
		return fmt.Errorf("leader: config: %w", errors.Join(errs...))
	}
	return nil
}

func (c *Config) setDefaults() {
	if c.TTL == 0 {
		c.TTL = 5 * time.Second
	}
	if c.RenewEvery == 0 {
		c.RenewEvery = c.TTL / 3
	}
	if c.RetryEvery == 0 {
		c.RetryEvery = c.TTL / 5
	}
	if c.Margin == 0 {
		c.Margin = c.TTL / 5
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	if c.Metrics == nil {
		c.Metrics = NoopMetrics{}
	}
	if c.Now == nil {
		c.Now = time.Now
	}
}

// Elector is one replica's side of one lease. Start and Stop may come in any order, any number of times.
type Elector struct {
	cfg Config
	log *slog.Logger
	run *loop.Runner

	life sync.Mutex // serializes Start and Stop (the first step, the loop, the step-down)

	mu         sync.Mutex
	fence      store.Fence
	leading    bool
	validUntil time.Time // this process's view of its term's end (monotonic)
	elected    time.Time
	stepFailed bool // the loop's last step failed: retry soon
}

// New checks cfg and returns a stopped Elector.
func New(cfg Config) (*Elector, error) {
	cfg.setDefaults()
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	e := &Elector{cfg: cfg, log: cfg.Logger.With("component", "leader", "lease", cfg.Lease)}
	run, err := loop.New(loop.Config{Name: "leader", Detach: true, Tick: e.loopStep, Wait: e.nextWait,
		Report: loop.LogChanges(e.log, "lease operation failed; retrying", "lease operations work again")})
	if err != nil {
		return nil, err
	}
	e.run = run
	return e, nil
}

// Lease is the lease's name.
func (e *Elector) Lease() string { return e.cfg.Lease }

// Term returns the current term's fence while this process leads and its view of the term has not run
// out; ok is false otherwise (also when the elector has not yet noticed that the term is over).
func (e *Elector) Term() (store.Fence, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if !e.leading || !e.cfg.Now().Before(e.validUntil) {
		return store.Fence{}, false
	}
	return e.fence, true
}

// Start makes a first attempt to take the lease (OnElected runs before Start returns when it succeeds),
// then runs the election loop until Stop. ctx is not used after Start returns.
func (e *Elector) Start(ctx context.Context) error {
	e.life.Lock()
	defer e.life.Unlock()
	if e.run.Running() {
		return errors.New("leader: already started")
	}
	e.cfg.Metrics.Leading(e.cfg.Lease, false, 0)
	e.mu.Lock()
	e.stepFailed = false
	e.mu.Unlock()
	// The first attempt runs before Start returns: a replica that can lead at once (a single daemon)
	// starts its term's work during its own start-up.
	if err := e.step(context.WithoutCancel(ctx)); err != nil {
		e.log.Warn("lease operation failed; retrying", "err", err)
	}
	return e.run.Start(ctx)
}

// Stop ends the loop; a term in progress ends (OnDeposed with EndStopped) and the lease is released,
// so that another replica takes over at once instead of after the lease's expiry.
func (e *Elector) Stop(ctx context.Context) error {
	e.life.Lock()
	defer e.life.Unlock()
	if !e.run.Running() {
		return nil
	}
	if err := e.run.Stop(ctx); err != nil {
		return fmt.Errorf("leader: stop %s: %w", e.cfg.Lease, err)
	}
	if f, was := e.stepDown(ctx, EndStopped); was {
		if err := e.cfg.Store.ReleaseLease(ctx, f); err != nil {
			e.log.Warn("could not release the lease; another replica takes over when it expires", "err", err)
		}
	}
	return nil
}

// loopStep is one step of the election loop.
func (e *Elector) loopStep(ctx context.Context) error {
	err := e.step(ctx)
	e.mu.Lock()
	e.stepFailed = err != nil
	e.mu.Unlock()
	return err
}

// nextWait is how long the loop waits for its next step: a follower retries every RetryEvery; a leader
// renews on schedule, retries a failed renewal soon, and never sleeps past its term's end.
func (e *Elector) nextWait() time.Duration {
	e.mu.Lock()
	defer e.mu.Unlock()
	if !e.leading {
		return e.cfg.RetryEvery
	}
	wait := min(e.cfg.RenewEvery, max(e.validUntil.Sub(e.cfg.Now()), time.Millisecond))
	if e.stepFailed {
		wait = min(wait, e.cfg.RetryEvery)
	}
	return wait
}

// step takes the lease (follower) or renews it (leader), stepping down when the term is over.
func (e *Elector) step(ctx context.Context) error {
	e.mu.Lock()
	leading, f, validUntil := e.leading, e.fence, e.validUntil
	e.mu.Unlock()
	start := e.cfg.Now()
	if !leading {
		l, ok, err := e.cfg.Store.AcquireLease(ctx, e.cfg.Lease, e.cfg.Holder, e.cfg.TTL)
		if err != nil || !ok || ctx.Err() != nil {
			return err
		}
		f = store.Fence{Lease: e.cfg.Lease, Holder: e.cfg.Holder, Token: l.Token}
		e.mu.Lock()
		e.fence, e.leading, e.validUntil, e.elected = f, true, start.Add(e.cfg.TTL-e.cfg.Margin), e.cfg.Now()
		e.mu.Unlock()
		e.cfg.Metrics.Leading(e.cfg.Lease, true, f.Token)
		e.cfg.Metrics.TermStarted(e.cfg.Lease)
		e.log.Info("elected: this replica holds the lease", "token", f.Token, "holder", e.cfg.Holder)
		if e.cfg.OnElected != nil {
			e.cfg.OnElected(ctx, f)
		}
		return nil
	}
	if !start.Before(validUntil) {
		// Paused or cut off past the term's end: over, whatever the database says now.
		e.stepDown(ctx, EndExpired)
		return nil
	}
	_, err := e.cfg.Store.RenewLease(ctx, f, e.cfg.TTL)
	switch {
	case errors.Is(err, store.ErrLeaseLost):
		e.stepDown(ctx, EndLost)
		return nil
	case err != nil:
		e.cfg.Metrics.RenewFailed(e.cfg.Lease)
		if !e.cfg.Now().Before(validUntil) {
			e.stepDown(ctx, EndExpired)
		}
		return err
	}
	e.mu.Lock()
	if e.leading && e.fence == f {
		e.validUntil = start.Add(e.cfg.TTL - e.cfg.Margin)
	}
	e.mu.Unlock()
	return nil
}

// stepDown ends the current term, if any, and reports it.
func (e *Elector) stepDown(ctx context.Context, reason string) (store.Fence, bool) {
	e.mu.Lock()
	f, was, since := e.fence, e.leading, e.elected
	e.leading = false
	e.mu.Unlock()
	if !was {
		return store.Fence{}, false
	}
	e.cfg.Metrics.Leading(e.cfg.Lease, false, 0)
	e.cfg.Metrics.TermEnded(e.cfg.Lease, reason)
	level := slog.LevelWarn
	if reason == EndStopped {
		level = slog.LevelInfo
	}
	e.log.Log(ctx, level, "term over: this replica no longer holds the lease", "token", f.Token, "reason", reason,
		"held_for", e.cfg.Now().Sub(since).Round(time.Millisecond))
	if e.cfg.OnDeposed != nil {
		e.cfg.OnDeposed(ctx, f, reason)
	}
	return f, true
}
