package leader

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/loop/looptest"
)

// memLeases is one lease in memory with the store's rules (the next token on every acquisition, a
// renewal or release only by the current holder and token), for a test of thousands of terms that a
// database's commits would make last minutes.
type memLeases struct {
	mu sync.Mutex
	l  store.Lease
}

func (m *memLeases) AcquireLease(_ context.Context, name, holder string, ttl time.Duration) (store.Lease, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := time.Now()
	if m.l.Token > 0 && m.l.ExpiresAt.After(now) {
		return m.l, false, nil
	}
	m.l = store.Lease{Name: name, Holder: holder, Token: m.l.Token + 1, ExpiresAt: now.Add(ttl), AcquiredAt: now, RenewedAt: now}
	return m.l, true, nil
}

func (m *memLeases) RenewLease(_ context.Context, f store.Fence, ttl time.Duration) (store.Lease, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.l.Holder != f.Holder || m.l.Token != f.Token {
		return store.Lease{}, store.ErrLeaseLost
	}
	m.l.ExpiresAt, m.l.RenewedAt = time.Now().Add(ttl), time.Now()
	return m.l, nil
}

func (m *memLeases) ReleaseLease(_ context.Context, f store.Fence) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.l.Holder == f.Holder && m.l.Token == f.Token {
		m.l.ExpiresAt = time.Now()
	}
	return nil
}

// Issue 28: 20,000 start/stop pairs of an elector (each Start takes the lease, each Stop ends the term
// and releases it): no panic, no race, no goroutine left, every term begun also ended, each with the
// next token. The same pairs on the real SQLite store: TestStartStopPairsSQLite.
func TestStartStopPairs(t *testing.T) {
	startStopTerms(t, &memLeases{}, looptest.Pairs)
}

// TestStartStopPairsSQLite runs pairs on the real store (a few hundred: each term is two commits).
func TestStartStopPairsSQLite(t *testing.T) {
	startStopTerms(t, databases(t, "sqlite", 1)[0], 300)
}

func startStopTerms(t *testing.T, st Store, pairs int) {
	var mu sync.Mutex
	begun, ended := 0, 0
	cfg := Config{Store: st, Lease: "signer:0xabc", Holder: "r1/test", TTL: time.Minute,
		OnElected: func(context.Context, store.Fence) { mu.Lock(); begun++; mu.Unlock() },
		OnDeposed: func(context.Context, store.Fence, string) { mu.Lock(); ended++; mu.Unlock() }}
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	looptest.StartStop(t, e, pairs, nil)
	mu.Lock()
	defer mu.Unlock()
	if begun != pairs || ended != pairs {
		t.Fatalf("%d terms begun and %d ended in %d start/stop pairs, want one each per pair", begun, ended, pairs)
	}
	l, ok, err := st.AcquireLease(context.Background(), cfg.Lease, "r2/test", time.Minute)
	if err != nil || !ok || l.Token != uint64(pairs)+1 {
		t.Fatalf("after the pairs the lease is free with token %d (%v, %v), want %d: one term per pair", l.Token, ok, err, pairs+1)
	}
}
