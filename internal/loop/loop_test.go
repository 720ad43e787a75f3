package loop

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/asa-escrow/asa/internal/loop/looptest"
)

// pairs is how many start/stop pairs each lifecycle test runs.
const pairs = 5000

func newRunner(t *testing.T, cfg Config) *Runner {
	t.Helper()
	if cfg.Name == "" {
		cfg.Name = "test"
	}
	if cfg.Interval == 0 {
		cfg.Interval = time.Hour
	}
	if cfg.Tick == nil {
		cfg.Tick = func(context.Context) error { return nil }
	}
	r, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// checkNoLeak fails when goroutines started by the test outlive it.
func checkNoLeak(t *testing.T) {
	t.Helper()
	before := runtime.NumGoroutine()
	t.Cleanup(func() { looptest.NoLeak(t, before) })
}

func TestNewRefusesIncompleteConfig(t *testing.T) {
	for _, cfg := range []Config{
		{Interval: time.Second, Tick: func(context.Context) error { return nil }},
		{Name: "x", Interval: time.Second},
		{Name: "x", Tick: func(context.Context) error { return nil }},
		{Name: "x", Interval: -time.Second, Tick: func(context.Context) error { return nil }},
	} {
		if _, err := New(cfg); err == nil {
			t.Errorf("New(%+v) accepted an incomplete config", cfg)
		}
	}
}

func TestStopRightAfterStart(t *testing.T) {
	checkNoLeak(t)
	var ticks atomic.Int64
	r := newRunner(t, Config{Tick: func(context.Context) error { ticks.Add(1); return nil }})
	ctx := context.Background()
	for i := range pairs {
		if err := r.Start(ctx); err != nil {
			t.Fatalf("pair %d: start: %v", i, err)
		}
		if err := r.Stop(ctx); err != nil {
			t.Fatalf("pair %d: stop: %v", i, err)
		}
		if r.Running() {
			t.Fatalf("pair %d: running after Stop", i)
		}
	}
	if ticks.Load() > pairs {
		t.Fatalf("%d ticks for %d starts: an interval of an hour allows one per start", ticks.Load(), pairs)
	}
}

func TestStopTwiceAndBeforeStart(t *testing.T) {
	checkNoLeak(t)
	ctx := context.Background()
	for i := range pairs {
		r := newRunner(t, Config{})
		if err := r.Stop(ctx); err != nil {
			t.Fatalf("stop before start: %v", err)
		}
		if err := r.Start(ctx); err != nil {
			t.Fatalf("pair %d: start: %v", i, err)
		}
		if err := r.Start(ctx); err == nil {
			t.Fatalf("pair %d: a second Start of a running loop succeeded", i)
		}
		if err := r.Stop(ctx); err != nil {
			t.Fatalf("pair %d: stop: %v", i, err)
		}
		if err := r.Stop(ctx); err != nil {
			t.Fatalf("pair %d: second stop: %v", i, err)
		}
	}
}

// TestStartAfterStopTicksAgain: every Start ticks at once, also after a Stop.
func TestStartAfterStopTicksAgain(t *testing.T) {
	checkNoLeak(t)
	ticked := make(chan struct{}, 1)
	r := newRunner(t, Config{Tick: func(context.Context) error {
		select {
		case ticked <- struct{}{}:
		default:
		}
		return nil
	}})
	ctx := context.Background()
	for i := range pairs / 5 {
		if err := r.Start(ctx); err != nil {
			t.Fatalf("pair %d: start: %v", i, err)
		}
		select {
		case <-ticked:
		case <-time.After(5 * time.Second):
			t.Fatalf("pair %d: no tick after Start", i)
		}
		if err := r.Stop(ctx); err != nil {
			t.Fatalf("pair %d: stop: %v", i, err)
		}
	}
}

// TestConcurrentStartStopWake drives Start, Stop and Wake from several goroutines at once (the race
// detector checks the fields) and counts overlapping ticks, which must never happen.
func TestConcurrentStartStopWake(t *testing.T) {
	checkNoLeak(t)
	var inTick, overlaps atomic.Int64
	r := newRunner(t, Config{Interval: time.Millisecond, Tick: func(ctx context.Context) error {
		if inTick.Add(1) > 1 {
			overlaps.Add(1)
		}
		defer inTick.Add(-1)
		return nil
	}})
	ctx := context.Background()
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := range pairs / 4 {
				switch (g + i) % 3 {
				case 0:
					_ = r.Start(ctx)
				case 1:
					if err := r.Stop(ctx); err != nil {
						t.Errorf("stop: %v", err)
					}
				default:
					r.Wake()
				}
			}
		})
	}
	wg.Wait()
	if err := r.Stop(ctx); err != nil {
		t.Fatal(err)
	}
	if overlaps.Load() > 0 {
		t.Fatalf("%d ticks overlapped another tick of the same runner", overlaps.Load())
	}
}

func TestWakeDuringStop(t *testing.T) {
	checkNoLeak(t)
	r := newRunner(t, Config{})
	ctx := context.Background()
	for i := range pairs {
		if err := r.Start(ctx); err != nil {
			t.Fatalf("pair %d: start: %v", i, err)
		}
		var wg sync.WaitGroup
		wg.Go(func() {
			for range 3 {
				r.Wake()
			}
		})
		if err := r.Stop(ctx); err != nil {
			t.Fatalf("pair %d: stop: %v", i, err)
		}
		wg.Wait()
		r.Wake() // after Stop: no loop listens, and none must block or panic
	}
}

func TestWakeTicksNow(t *testing.T) {
	checkNoLeak(t)
	ticks := make(chan struct{}, 16)
	r := newRunner(t, Config{Tick: func(context.Context) error { ticks <- struct{}{}; return nil }})
	ctx := context.Background()
	if err := r.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = r.Stop(ctx) }()
	for i := range 3 {
		select {
		case <-ticks:
		case <-time.After(5 * time.Second):
			t.Fatalf("tick %d did not come (an interval of an hour: only Start and Wake tick)", i)
		}
		r.Wake()
	}
}

// TestTickOutlivesStopContext: a tick that ignores its ctx for a while makes Stop return its ctx's
// error; the next Start waits for that tick, so two ticks never run at once, and nothing leaks.
func TestTickOutlivesStopContext(t *testing.T) {
	checkNoLeak(t)
	var inTick, overlaps atomic.Int64
	release := make(chan struct{})
	r := newRunner(t, Config{Tick: func(ctx context.Context) error {
		if inTick.Add(1) > 1 {
			overlaps.Add(1)
		}
		defer inTick.Add(-1)
		<-ctx.Done()
		<-release // finishes only when the test lets it, after Stop gave up
		return ctx.Err()
	}})
	for i := range pairs / 5 {
		if err := r.Start(context.Background()); err != nil {
			t.Fatalf("pair %d: start: %v", i, err)
		}
		sctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := r.Stop(sctx); !errors.Is(err, context.Canceled) {
			t.Fatalf("pair %d: stop with an ended ctx during a tick = %v, want context.Canceled", i, err)
		}
		// The old tick still runs: a Start whose ctx ends first says so.
		wctx, wcancel := context.WithTimeout(context.Background(), time.Microsecond)
		err := r.Start(wctx)
		wcancel()
		if err == nil {
			t.Fatalf("pair %d: Start succeeded while the stopped loop's tick still ran", i)
		}
		release <- struct{}{} // the stopped tick ends
	}
	close(release)
	if err := r.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := r.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	if overlaps.Load() > 0 {
		t.Fatalf("%d ticks overlapped another tick", overlaps.Load())
	}
}

// TestStartAfterContextEnded: a loop that is not detached ends with Start's ctx, and may be started
// again without a Stop; a detached one does not end with it.
func TestStartAfterContextEnded(t *testing.T) {
	checkNoLeak(t)
	r := newRunner(t, Config{})
	for i := range pairs / 5 {
		ctx, cancel := context.WithCancel(context.Background())
		if err := r.Start(ctx); err != nil {
			t.Fatalf("pair %d: start: %v", i, err)
		}
		cancel()
		deadline := time.Now().Add(5 * time.Second)
		for r.Running() && time.Now().Before(deadline) {
			time.Sleep(50 * time.Microsecond)
		}
		if r.Running() {
			t.Fatalf("pair %d: the loop outlived its ctx", i)
		}
	}
	if err := r.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}

	d := newRunner(t, Config{Detach: true})
	ctx, cancel := context.WithCancel(context.Background())
	if err := d.Start(ctx); err != nil {
		t.Fatal(err)
	}
	cancel()
	time.Sleep(20 * time.Millisecond)
	if !d.Running() {
		t.Fatal("a detached loop ended with Start's ctx")
	}
	if err := d.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// TestReportOncePerChange: Report hears an error when its text changes and the first success after.
func TestReportOncePerChange(t *testing.T) {
	checkNoLeak(t)
	seq := []error{errors.New("a"), errors.New("a"), errors.New("b"), nil, nil, errors.New("b")}
	var (
		mu      sync.Mutex
		n       int
		reports []string
	)
	finished := make(chan struct{})
	r := newRunner(t, Config{Interval: time.Millisecond,
		Tick: func(context.Context) error {
			mu.Lock()
			defer mu.Unlock()
			n++
			switch {
			case n <= len(seq):
				return seq[n-1]
			case n == len(seq)+2: // the tick after the last reported one: every report is in
				close(finished)
			}
			return nil
		},
		Report: func(_ context.Context, err error) {
			mu.Lock()
			defer mu.Unlock()
			if err == nil {
				reports = append(reports, "ok")
				return
			}
			reports = append(reports, err.Error())
		}})
	if err := r.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	<-finished
	if err := r.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	want := []string{"a", "b", "ok", "b", "ok"}
	if len(reports) != len(want) {
		t.Fatalf("reports %v, want %v", reports, want)
	}
	for i := range want {
		if reports[i] != want[i] {
			t.Fatalf("reports %v, want %v", reports, want)
		}
	}
}

// TestSoonerTicksBeforeTheInterval: Sooner brings the next tick forward; without it the interval holds.
func TestSoonerTicksBeforeTheInterval(t *testing.T) {
	checkNoLeak(t)
	var ticks atomic.Int64
	r := newRunner(t, Config{Tick: func(context.Context) error { ticks.Add(1); return nil },
		Sooner: func() (time.Duration, bool) { return time.Millisecond, ticks.Load() < 5 }})
	if err := r.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for ticks.Load() < 5 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	time.Sleep(20 * time.Millisecond)
	if err := r.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := ticks.Load(); got != 5 {
		t.Fatalf("%d ticks, want 5 (Sooner asked for 4 after the first; the interval is an hour)", got)
	}
}

type fakeTicker struct{ c chan time.Time }

func (f fakeTicker) C() <-chan time.Time { return f.c }
func (f fakeTicker) Stop()               {}

// TestNewTickerDrivesTheInterval: a fake clock's ticker replaces the real one.
func TestNewTickerDrivesTheInterval(t *testing.T) {
	checkNoLeak(t)
	ft := fakeTicker{c: make(chan time.Time)}
	var asked atomic.Int64
	ticks := make(chan struct{}, 4)
	r := newRunner(t, Config{Interval: time.Minute,
		Tick:      func(context.Context) error { ticks <- struct{}{}; return nil },
		NewTicker: func(d time.Duration) Ticker { asked.Store(int64(d)); return ft }})
	if err := r.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	<-ticks
	ft.c <- time.Now()
	<-ticks
	if err := r.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	if time.Duration(asked.Load()) != time.Minute {
		t.Fatalf("ticker asked for %s, want the interval", time.Duration(asked.Load()))
	}
}

// TestWaitPacesTheLoop: with Wait, the first tick too waits for it, and each wait is asked anew.
func TestWaitPacesTheLoop(t *testing.T) {
	checkNoLeak(t)
	var ticks, asked atomic.Int64
	r := newRunner(t, Config{Interval: -1, Tick: func(context.Context) error { ticks.Add(1); return nil },
		Wait: func() time.Duration {
			if asked.Add(1) == 1 {
				return time.Hour // before the first tick: only a Wake brings it
			}
			return time.Millisecond
		}})
	if err := r.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	time.Sleep(20 * time.Millisecond)
	if ticks.Load() != 0 {
		t.Fatalf("%d ticks before the first wait ended", ticks.Load())
	}
	r.Wake()
	deadline := time.Now().Add(5 * time.Second)
	for ticks.Load() < 5 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if err := r.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	if ticks.Load() < 5 {
		t.Fatalf("%d ticks: the waits of a millisecond after the first did not pace the loop", ticks.Load())
	}
	looptest.StartStop(t, r, 2000, r.Wake)
}
