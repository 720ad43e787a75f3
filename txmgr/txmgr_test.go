package txmgr

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

func TestSubmitIdempotent(t *testing.T) {
	ctx := context.Background()
	key := newKey(t)
	sim := newSim(t, key)
	c := sim.Client()
	j := NewMemJournal()
	m := newManager(t, c, j, key, Config{})
	to := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	in := Intent{Kind: kindPlain, Key: "result:0xabc", To: to, Value: big.NewInt(12345)}

	r1, err := m.Submit(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	r2, err := m.Submit(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if r1.Key != r2.Key || r2.State != StatePending || !r1.CreatedAt.Equal(r2.CreatedAt) {
		t.Fatalf("second submit returned %+v, want the stored %+v", r2, r1)
	}
	if _, err := m.Submit(ctx, Intent{Kind: kindPlain, Key: in.Key, To: to, Value: big.NewInt(1)}); !errors.Is(err, ErrKeyConflict) {
		t.Fatalf("same key, other value: err %v, want ErrKeyConflict", err)
	}
	for _, bad := range []Intent{{Kind: kindPlain, To: to}, {Kind: kindPlain, Key: "k"}, {Kind: kindPlain, Key: "k", To: to, Value: big.NewInt(-1)},
		{Kind: kindPlain, Key: strings.Repeat("k", MaxKeyLength+1), To: to}, {Key: "k", To: to}, {Kind: "unregistered", Key: "k", To: to}} {
		if _, err := m.Submit(ctx, bad); !errors.Is(err, ErrInvalidIntent) {
			t.Fatalf("Submit(%+v): err %v, want ErrInvalidIntent", bad, err)
		}
	}

	drive(t, m, func() { sim.Commit() }, stateIs(t, m, in.Key, StateConfirmed))
	// Submitting again after confirmation changes nothing and sends nothing.
	r3, err := m.Submit(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if r3.State != StateConfirmed {
		t.Fatalf("state after resubmit %s", r3.State)
	}
	for i := 0; i < 3; i++ {
		if err := m.Process(ctx); err != nil {
			t.Fatal(err)
		}
		sim.Commit()
	}
	wantSent(t, c, key, to, 12345, 1)
	atts, err := m.Attempts(ctx, in.Key)
	if err != nil || len(atts) != 1 || atts[0].TxHash != r3.TxHash {
		t.Fatalf("attempts %v (%v), want one matching %s", atts, err, r3.TxHash.Hex())
	}
}

func TestNoncesAreConsecutive(t *testing.T) {
	ctx := context.Background()
	key := newKey(t)
	sim := newSim(t, key)
	c := sim.Client()
	j := NewMemJournal()
	m := newManager(t, c, j, key, Config{Confirmations: 2})
	keys := []string{"finalize:1", "finalize:2,3", "deadman:4"}
	for i, k := range keys {
		if _, err := m.Submit(ctx, Intent{Kind: kindPlain, Key: k, To: common.BigToAddress(big.NewInt(int64(0x100 + i))), Value: big.NewInt(int64(i + 1))}); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Process(ctx); err != nil {
		t.Fatal(err)
	}
	seen := map[uint64]bool{}
	for _, k := range keys {
		r, err := m.Get(ctx, k)
		if err != nil {
			t.Fatal(err)
		}
		if r.State != StateInFlight || !r.HasNonce || r.Nonce > 2 || seen[r.Nonce] {
			t.Fatalf("intent %s: state %s nonce %d (has %v)", k, r.State, r.Nonce, r.HasNonce)
		}
		seen[r.Nonce] = true
	}
	for _, k := range keys {
		drive(t, m, func() { sim.Commit() }, stateIs(t, m, k, StateConfirmed))
	}
	if n := nonceAt(t, c, addr(key)); n != 3 {
		t.Fatalf("sender nonce %d, want 3", n)
	}
}

// A crash after the attempt is persisted but before it is broadcast: the
// next manager on the same database sends the stored raw transaction.
func TestRestartAfterPersistBeforeBroadcast(t *testing.T) {
	ctx := context.Background()
	key := newKey(t)
	sim := newSim(t, key)
	c := sim.Client()
	j1 := NewMemJournal()
	cj := &crashJournal{Journal: j1}
	m1 := newManager(t, c, cj, key, Config{})
	to := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	in := Intent{Kind: kindPlain, Key: "finalize:17,18", To: to, Value: big.NewInt(777)}
	if _, err := m1.Submit(ctx, in); err != nil {
		t.Fatal(err)
	}
	if err := m1.Process(ctx); !errors.Is(err, errCrash) {
		t.Fatalf("pass error %v, want the simulated crash", err)
	}
	if p, _ := c.PendingNonceAt(ctx, addr(key)); p != 0 {
		t.Fatalf("pending nonce %d: the attempt was broadcast despite the crash", p)
	}
	stored, err := j1.Attempts(ctx, in.Key)
	if err != nil || len(stored) != 1 {
		t.Fatalf("stored attempts %d (%v), want 1", len(stored), err)
	}

	j2 := j1 // restart: a new manager on the same journal
	m2 := newManager(t, c, j2, key, Config{})
	drive(t, m2, func() { sim.Commit() }, stateIs(t, m2, in.Key, StateConfirmed))
	r, _ := m2.Get(ctx, in.Key)
	if r.TxHash != stored[0].TxHash {
		t.Fatalf("mined %s, want the stored raw tx %s", r.TxHash.Hex(), stored[0].TxHash.Hex())
	}
	wantSent(t, c, key, to, 777, 1)
}

// A manager stopped after broadcasting, before the tx is mined: the next
// one finds it in the pool and does not send anything new.
func TestRestartAfterBroadcast(t *testing.T) {
	ctx := context.Background()
	key := newKey(t)
	sim := newSim(t, key)
	c := sim.Client()
	j1 := NewMemJournal()
	m1 := newManager(t, c, j1, key, Config{})
	if err := m1.Start(ctx); err != nil {
		t.Fatal(err)
	}
	to := common.HexToAddress("0x00000000000000000000000000000000000000cc")
	in := Intent{Kind: kindPlain, Key: "result:0xfeed", To: to, Value: big.NewInt(999)}
	if _, err := m1.Submit(ctx, in); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		if p, _ := c.PendingNonceAt(ctx, addr(key)); p == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("not broadcast")
		}
		time.Sleep(5 * time.Millisecond)
	}
	_ = m1.Stop(ctx)

	j2 := j1
	metrics := newCountingMetrics()
	m2 := newManager(t, c, j2, key, Config{Metrics: metrics})
	if err := m2.Start(ctx); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-done:
				return
			case <-time.After(30 * time.Millisecond):
				sim.Commit()
			}
		}
	}()
	wctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	r, err := m2.Wait(wctx, in.Key)
	done <- struct{}{}
	<-done
	if err != nil {
		t.Fatal(err)
	}
	if r.State != StateConfirmed {
		t.Fatalf("state %s (%s)", r.State, r.Reason)
	}
	_ = m2.Stop(ctx)
	atts, _ := m2.Attempts(ctx, in.Key)
	if len(atts) != 1 {
		t.Fatalf("%d attempts, want 1", len(atts))
	}
	if got := metrics.get(func(m *countingMetrics) int { return m.broadcasts[sendNew] + m.broadcasts[sendBump] }); got != 0 {
		t.Fatalf("restarted manager signed %d new transactions", got)
	}
	wantSent(t, c, key, to, 999, 1)
}

// The persisted nonce is taken by another transaction of the same key
// before the manager broadcasts: it re-signs with a fresh nonce, once.
func TestNonceTakenResignsFreshNonce(t *testing.T) {
	ctx := context.Background()
	key := newKey(t)
	sim := newSim(t, key)
	c := sim.Client()
	j1 := NewMemJournal()
	m1 := newManager(t, c, &crashJournal{Journal: j1}, key, Config{})
	to := common.HexToAddress("0x00000000000000000000000000000000000000dd")
	in := Intent{Kind: kindPlain, Key: "deadman:9", To: to, Value: big.NewInt(5)}
	if _, err := m1.Submit(ctx, in); err != nil {
		t.Fatal(err)
	}
	if err := m1.Process(ctx); !errors.Is(err, errCrash) {
		t.Fatalf("pass error %v", err)
	}
	// Someone else uses nonce 0 of the same key.
	other := common.HexToAddress("0x00000000000000000000000000000000000000ee")
	sendDirect(t, c, key, &other, nil, big.NewInt(1), func() { sim.Commit() })

	j2 := j1
	m2 := newManager(t, c, j2, key, Config{})
	drive(t, m2, func() { sim.Commit() }, stateIs(t, m2, in.Key, StateConfirmed))
	atts, _ := m2.Attempts(ctx, in.Key)
	if len(atts) != 2 || atts[0].Nonce != 0 || atts[1].Nonce != 1 {
		t.Fatalf("attempts %+v, want nonce 0 then fresh nonce 1", atts)
	}
	if got := balance(t, c, to); got.Cmp(big.NewInt(5)) != 0 {
		t.Fatalf("recipient balance %s, want 5", got)
	}
}

func TestPrecheckAbandons(t *testing.T) {
	ctx := context.Background()
	key, other := newKey(t), newKey(t)
	sim := newSim(t, key, other)
	c := sim.Client()
	s := deploySettler(t, c, other, func() { sim.Commit() })
	sendDirect(t, c, other, &s.addr, s.pack(t, "settle", big.NewInt(7)), nil, func() { sim.Commit() })

	j := NewMemJournal()
	var down atomic.Bool
	down.Store(true)
	m := newManager(t, c, j, key, Config{Kinds: testKinds(s.isDue(c), func() error {
		if down.Load() {
			return errors.New("rpc down")
		}
		return nil
	})})
	// A precheck that errors keeps the intent pending (retried).
	flaky := Intent{Kind: kindFlaky, Key: "finalize:8", To: s.addr, Data: s.pack(t, "settle", big.NewInt(8))}
	if _, err := m.Submit(ctx, flaky); err != nil {
		t.Fatal(err)
	}
	in := Intent{Kind: kindSettle, Key: "finalize:7", To: s.addr, Data: s.pack(t, "settle", big.NewInt(7))}
	if _, err := m.Submit(ctx, in); err != nil {
		t.Fatal(err)
	}
	if err := m.Process(ctx); err == nil || !strings.Contains(err.Error(), "rpc down") {
		t.Fatalf("pass error %v, want the failing precheck", err)
	}
	r, _ := m.Get(ctx, in.Key)
	if r.State != StateAbandoned || !strings.Contains(r.Reason, "already settled") {
		t.Fatalf("state %s (%s), want abandoned", r.State, r.Reason)
	}
	if r, _ := m.Get(ctx, flaky.Key); r.State != StatePending {
		t.Fatalf("flaky precheck: state %s, want pending", r.State)
	}
	if atts, _ := m.Attempts(ctx, in.Key); len(atts) != 0 {
		t.Fatalf("abandoned intent has %d attempts", len(atts))
	}
	// Once the chain answers again the kept intent is sent.
	down.Store(false)
	drive(t, m, func() { sim.Commit() }, stateIs(t, m, flaky.Key, StateConfirmed))
	if n := s.call(t, c, "settleCount")[0].(*big.Int); n.Int64() != 2 {
		t.Fatalf("settleCount %d, want 2 (7 by other, 8 by manager)", n)
	}
	if n := nonceAt(t, c, addr(key)); n != 1 {
		t.Fatalf("manager sent %d transactions, want 1", n)
	}
}

// A precheck that says Later keeps the intent, never abandons it, and sends it once the work can apply
// (daemon defect 7: a finalize queued before the chain reached the deadline was abandoned forever).
func TestPrecheckLaterKeepsIntent(t *testing.T) {
	ctx := context.Background()
	key := newKey(t)
	sim := newSim(t, key)
	c := sim.Client()
	var due atomic.Bool
	kinds := NewKinds()
	kinds.MustRegister("deadline", KindSpec{Precheck: func(context.Context, Record) (Check, error) {
		if !due.Load() {
			return Check{Verdict: Later, Reason: "deadline not reached by chain time"}, nil
		}
		return Check{Verdict: Send}, nil
	}})
	m := newManager(t, c, NewMemJournal(), key, Config{Kinds: kinds, RetryLater: time.Millisecond})
	to := common.HexToAddress("0x00000000000000000000000000000000000000a7")
	in := Intent{Kind: "deadline", Key: "finalize:1@100", To: to, Value: big.NewInt(3)}
	if _, err := m.Submit(ctx, in); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		if err := m.Process(ctx); err != nil {
			t.Fatal(err)
		}
		sim.Commit()
		time.Sleep(2 * time.Millisecond)
	}
	if r, _ := m.Get(ctx, in.Key); r.State != StatePending {
		t.Fatalf("state %s (%s) while not due, want pending", r.State, r.Reason)
	}
	due.Store(true)
	drive(t, m, func() { sim.Commit() }, stateIs(t, m, in.Key, StateConfirmed))
	wantSent(t, c, key, to, 3, 1)
}

func TestEstimateRevertFails(t *testing.T) {
	ctx := context.Background()
	key, other := newKey(t), newKey(t)
	sim := newSim(t, key, other)
	c := sim.Client()
	s := deploySettler(t, c, other, func() { sim.Commit() })
	sendDirect(t, c, other, &s.addr, s.pack(t, "settle", big.NewInt(7)), nil, func() { sim.Commit() })
	j := NewMemJournal()
	m := newManager(t, c, j, key, Config{})
	in := Intent{Kind: kindPlain, Key: "finalize:7", To: s.addr, Data: s.pack(t, "settle", big.NewInt(7))}
	if _, err := m.Submit(ctx, in); err != nil {
		t.Fatal(err)
	}
	if err := m.Process(ctx); err != nil {
		t.Fatal(err)
	}
	r, _ := m.Get(ctx, in.Key)
	if r.State != StateFailed || !strings.Contains(r.Reason, "already settled") {
		t.Fatalf("state %s reason %q, want failed with the revert reason", r.State, r.Reason)
	}
	if n := nonceAt(t, c, addr(key)); n != 0 {
		t.Fatalf("manager sent %d transactions", n)
	}
}
