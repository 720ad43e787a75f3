// Package loop runs a component's tick loop: one tick at once and then every interval (or on Wake)
// until Stop, restartable, with every field read under the runner's lock. The keeper, relayer,
// scheduler, transaction manager, watcher, webhook feed and outbox each own one Runner instead of a copy
// of the loop.
package loop

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"
)

// Ticker is the part of *time.Ticker the runner uses (a fake clock's ticker in tests).
type Ticker interface {
	// C delivers the ticks.
	C() <-chan time.Time
	// Stop releases the ticker.
	Stop()
}

// Config describes one loop. Name and Tick are required; the interval must be positive.
type Config struct {
	// Name prefixes the runner's errors ("keeper": "keeper: already started").
	Name string
	// Interval is the time between ticks.
	Interval time.Duration
	// Tick is one pass of the component. Its ctx ends when the loop is stopped; an error is handed to
	// Report (when set), never fatal: the next tick retries.
	Tick func(ctx context.Context) error
	// Report, when set, hears of a tick's error each time it changes (by its text) and of the first
	// success after errors (err nil). Errors of a tick whose ctx has ended (a stop) are not reported.
	Report func(ctx context.Context, err error)
	// Sooner, when set, is asked after each tick whether the next tick is due before the interval's:
	// ok with d schedules one d from now (0: at once). A Wake or the interval may still come first.
	Sooner func() (d time.Duration, ok bool)
	// NewTicker replaces time.NewTicker (a fake clock in tests).
	NewTicker func(d time.Duration) Ticker
	// Wait, when set, paces the loop instead of Interval: every tick, the first too, comes Wait() after
	// the previous one ended (or after Start), or on Wake. For a loop whose pace depends on its state
	// (the leader elector renews on its own schedule) and whose owner runs the first step itself.
	Wait func() time.Duration
	// Detach makes only Stop end the loop: its ctx keeps the values of Start's ctx but not its end.
	Detach bool
}

// Runner owns one loop. The zero value is not usable; make one with New. Its methods are safe for
// concurrent use.
type Runner struct {
	cfg  Config
	wake chan struct{} // never closed: a Wake during or after Stop is harmless

	mu     sync.Mutex
	cancel context.CancelFunc // set while started
	done   chan struct{}      // closed when the last started loop has returned; nil before the first Start
}

// New checks cfg and returns a stopped Runner.
func New(cfg Config) (*Runner, error) {
	if cfg.Name == "" || cfg.Tick == nil {
		return nil, errors.New("loop: a name and a tick function are required")
	}
	if cfg.Interval <= 0 && cfg.Wait == nil {
		return nil, fmt.Errorf("%s: tick interval %s must be positive", cfg.Name, cfg.Interval)
	}
	if cfg.NewTicker == nil {
		cfg.NewTicker = NewSystemTicker
	}
	return &Runner{cfg: cfg, wake: make(chan struct{}, 1)}, nil
}

// Start runs a tick at once and then every interval (or on Wake) in a goroutine until Stop (or until
// ctx ends, unless Config.Detach). It fails when the loop is running. A loop whose Stop gave up waiting
// (a tick outlived Stop's context) is waited for first, on ctx, so two of its ticks never run at once.
func (r *Runner) Start(ctx context.Context) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cancel != nil {
		if !closed(r.done) {
			return fmt.Errorf("%s: already started", r.cfg.Name)
		}
		r.cancel() // the loop ended with its ctx: release it and start again
		r.cancel = nil
	}
	if r.done != nil {
		select {
		case <-r.done:
		case <-ctx.Done():
			return fmt.Errorf("%s: start: the previous loop is still stopping: %w", r.cfg.Name, ctx.Err())
		}
	}
	parent := ctx
	if r.cfg.Detach {
		parent = context.WithoutCancel(ctx)
	}
	lctx, cancel := context.WithCancel(parent)
	done := make(chan struct{})
	r.cancel, r.done = cancel, done
	go func() {
		defer close(done) // the local, never r.done: Stop and Start change the field under the lock
		r.Run(lctx)
	}()
	return nil
}

// Stop ends a started loop and waits for its tick in progress to finish (or for ctx to end: the tick
// then finishes in the background, and the next Start waits for it). Stop before Start and a second
// Stop return nil.
func (r *Runner) Stop(ctx context.Context) error {
	r.mu.Lock()
	cancel, done := r.cancel, r.done
	r.cancel = nil
	r.mu.Unlock()
	if cancel == nil {
		return nil
	}
	cancel()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("%s: stop: %w", r.cfg.Name, ctx.Err())
	}
}

// Running reports whether the loop was started and not stopped since.
func (r *Runner) Running() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.cancel != nil && !closed(r.done)
}

// Wake asks for a tick now. It never blocks; wakes that come while one waits are one.
func (r *Runner) Wake() {
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// Run ticks at once and then every interval, on Wake or when Sooner asks, in the caller's goroutine
// until ctx ends. Start runs it in a goroutine; run it directly only on a Runner that is not started.
func (r *Runner) Run(ctx context.Context) {
	var t Ticker
	if r.cfg.Wait == nil {
		t = r.cfg.NewTicker(r.cfg.Interval)
		defer t.Stop()
	} else if !r.waitPaced(ctx) {
		return
	}
	var last string
	for {
		err := r.cfg.Tick(ctx)
		if ctx.Err() != nil {
			return
		}
		if r.cfg.Report != nil {
			switch {
			case err != nil && err.Error() != last:
				last = err.Error()
				r.cfg.Report(ctx, err)
			case err == nil && last != "":
				last = ""
				r.cfg.Report(ctx, nil)
			}
		}
		if r.cfg.Wait != nil && !r.waitPaced(ctx) || r.cfg.Wait == nil && !r.wait(ctx, t) {
			return
		}
	}
}

// waitPaced blocks for Config.Wait (or a Wake); false when ctx ended.
func (r *Runner) waitPaced(ctx context.Context) bool {
	t := time.NewTimer(r.cfg.Wait())
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
	case <-r.wake:
	}
	return ctx.Err() == nil
}

// wait blocks until the next tick is due; false when ctx ended.
func (r *Runner) wait(ctx context.Context, t Ticker) bool {
	var soon <-chan time.Time
	if r.cfg.Sooner != nil {
		if d, ok := r.cfg.Sooner(); ok {
			st := time.NewTimer(d)
			defer st.Stop()
			soon = st.C
		}
	}
	select {
	case <-ctx.Done():
		return false
	case <-t.C():
	case <-r.wake:
	case <-soon:
	}
	return ctx.Err() == nil
}

// LogChanges is a Config.Report that logs a tick's error as a warning (failed, with the error as
// "err") and the first success after errors as information (recovered).
func LogChanges(log *slog.Logger, failed, recovered string) func(context.Context, error) {
	return func(ctx context.Context, err error) {
		if err != nil {
			log.WarnContext(ctx, failed, "err", err)
			return
		}
		log.InfoContext(ctx, recovered)
	}
}

// closed reports whether ch is closed (nil is not).
func closed(ch chan struct{}) bool {
	if ch == nil {
		return false
	}
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

// NewSystemTicker returns a time.Ticker firing every d as a Ticker (the default Config.NewTicker).
func NewSystemTicker(d time.Duration) Ticker { return systemTicker{time.NewTicker(d)} }

type systemTicker struct{ t *time.Ticker }

func (s systemTicker) C() <-chan time.Time { return s.t.C }
func (s systemTicker) Stop()               { s.t.Stop() }
