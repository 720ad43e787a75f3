package leader

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// databases opens n stores on one new database, as n replicas would: on PostgreSQL n pools, on SQLite
// the one store (one process per file).
func databases(t *testing.T, backend string, n int) []*store.Store {
	t.Helper()
	location := t.TempDir() + "/asa.db"
	if backend == "postgres" {
		location = pgtest.Database(t)
	}
	var out []*store.Store
	for len(out) < n {
		if backend == "sqlite" && len(out) > 0 {
			out = append(out, out[0])
			continue
		}
		s, err := store.Open(context.Background(), location, store.Options{Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		out = append(out, s)
	}
	return out
}

func eachBackend(t *testing.T, fn func(t *testing.T, backend string)) {
	for _, b := range []string{"sqlite", "postgres"} {
		t.Run(b, func(t *testing.T) { fn(t, b) })
	}
}

// events records terms as they begin and end.
type events struct {
	mu    sync.Mutex
	begun map[string]time.Time
	ended map[string]time.Time
	why   map[string]string
}

func newEvents() *events {
	return &events{begun: map[string]time.Time{}, ended: map[string]time.Time{}, why: map[string]string{}}
}

func (ev *events) config(st Store, holder string, ttl time.Duration) Config {
	return Config{Store: st, Lease: "signer:0xabc", Holder: holder, TTL: ttl, Logger: slog.New(slog.DiscardHandler),
		OnElected: func(_ context.Context, f store.Fence) {
			ev.mu.Lock()
			ev.begun[holder] = time.Now()
			ev.mu.Unlock()
		},
		OnDeposed: func(_ context.Context, f store.Fence, reason string) {
			ev.mu.Lock()
			ev.ended[holder], ev.why[holder] = time.Now(), reason
			ev.mu.Unlock()
		}}
}

func waitUntil(t *testing.T, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %s", what, d)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// One replica leads; a graceful stop hands over at once (the lease is released), with a new token. The
// lease lives 30 s while the replicas renew and retry every 100 ms: a takeover within seconds can only
// come from the release, never from an expiry, whatever the machine's load.
func TestOneLeaderAndHandOver(t *testing.T) {
	eachBackend(t, func(t *testing.T, backend string) {
		ctx := context.Background()
		dbs := databases(t, backend, 2)
		ev := newEvents()
		const ttl = 30 * time.Second
		fast := func(c Config) Config {
			c.RenewEvery, c.RetryEvery = 100*time.Millisecond, 100*time.Millisecond
			return c
		}
		a, err := New(fast(ev.config(dbs[0], "a", ttl)))
		if err != nil {
			t.Fatal(err)
		}
		b, err := New(fast(ev.config(dbs[1], "b", ttl)))
		if err != nil {
			t.Fatal(err)
		}
		if err := a.Start(ctx); err != nil {
			t.Fatal(err)
		}
		if f, ok := a.Term(); !ok || f.Token != 1 {
			t.Fatalf("the first replica did not lead after Start: %+v %v", f, ok)
		}
		if err := b.Start(ctx); err != nil {
			t.Fatal(err)
		}
		defer b.Stop(ctx)
		time.Sleep(time.Second) // several renewals and retries
		if _, ok := b.Term(); ok {
			t.Fatal("two leaders")
		}
		if _, ok := a.Term(); !ok {
			t.Fatal("the leader lost its lease while renewing it")
		}
		if err := a.Stop(ctx); err != nil {
			t.Fatal(err)
		}
		waitUntil(t, ttl/3, "takeover after a release (well before the lease could expire)", func() bool { _, ok := b.Term(); return ok })
		if f, _ := b.Term(); f.Token != 2 {
			t.Fatalf("token after takeover %d, want 2", f.Token)
		}
		if ev.why["a"] != EndStopped {
			t.Fatalf("a's term ended with %q, want %q", ev.why["a"], EndStopped)
		}
	})
}

// flakyStore fails every call while down (a replica cut off from the database).
type flakyStore struct {
	Store
	down atomic.Bool
}

var errDown = errors.New("connection refused")

func (f *flakyStore) AcquireLease(ctx context.Context, name, holder string, ttl time.Duration) (store.Lease, bool, error) {
	if f.down.Load() {
		return store.Lease{}, false, errDown
	}
	return f.Store.AcquireLease(ctx, name, holder, ttl)
}

func (f *flakyStore) RenewLease(ctx context.Context, fe store.Fence, ttl time.Duration) (store.Lease, error) {
	if f.down.Load() {
		return store.Lease{}, errDown
	}
	return f.Store.RenewLease(ctx, fe, ttl)
}

// A leader cut off from the database steps down on its own before its lease expires, and another replica
// takes over after the expiry: the two terms never overlap. How soon the takeover comes (the lease's time
// to live plus one retry interval) is a figure of the failover campaign (bench/reliability.md, scenario
// 8), not of this test: a loaded machine may delay any goroutine past a wall-clock bound.
func TestCutOffLeaderStepsDownBeforeTakeover(t *testing.T) {
	eachBackend(t, func(t *testing.T, backend string) {
		ctx := context.Background()
		dbs := databases(t, backend, 2)
		ev := newEvents()
		const ttl = 800 * time.Millisecond
		fa := &flakyStore{Store: dbs[0]}
		a, err := New(ev.config(fa, "a", ttl))
		if err != nil {
			t.Fatal(err)
		}
		b, err := New(ev.config(dbs[1], "b", ttl))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range []*Elector{a, b} {
			if err := e.Start(ctx); err != nil {
				t.Fatal(err)
			}
			defer e.Stop(ctx)
		}
		if _, ok := a.Term(); !ok {
			t.Fatal("a does not lead")
		}
		time.Sleep(300 * time.Millisecond)
		cut := time.Now()
		fa.down.Store(true)
		waitUntil(t, 3*ttl, "takeover", func() bool { _, ok := b.Term(); return ok })
		ev.mu.Lock()
		aEnded, bBegun, why := ev.ended["a"], ev.begun["b"], ev.why["a"]
		ev.mu.Unlock()
		if aEnded.IsZero() || why != EndExpired {
			t.Fatalf("a's term: ended %v (%q), want ended as expired", aEnded, why)
		}
		if !aEnded.Before(bBegun) {
			t.Fatalf("terms overlap: a ended %s after b began", aEnded.Sub(bBegun))
		}
		t.Logf("takeover %s after the cut (ttl %s)", bBegun.Sub(cut), ttl)
		// Back online, a follows (the lease is b's).
		fa.down.Store(false)
		time.Sleep(ttl / 2)
		if _, ok := a.Term(); ok {
			t.Fatal("a leads again while b holds the lease")
		}
	})
}

// A leader whose process was paused past its term (SIGSTOP, a VM freeze) no longer leads the moment it
// runs again, before its elector goroutine asks the database: Term reads the monotonic clock.
func TestPausedLeaderStopsAtOnce(t *testing.T) {
	ctx := context.Background()
	dbs := databases(t, "sqlite", 1)
	var offset atomic.Int64
	cfg := newEvents().config(dbs[0], "a", time.Second)
	cfg.Now = func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
	cfg.RenewEvery = time.Hour / 2 // no renewal during the test: the pause is all that happens
	cfg.TTL = time.Hour
	a, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer a.Stop(ctx)
	if _, ok := a.Term(); !ok {
		t.Fatal("not leading")
	}
	offset.Store(int64(50 * time.Minute)) // woken 50 minutes later: past TTL minus the margin
	if _, ok := a.Term(); ok {
		t.Fatal("a paused leader still leads when it wakes")
	}
}
