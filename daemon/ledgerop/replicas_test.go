package ledgerop_test

import (
	"errors"
	"log/slog"
	"testing"
	"time"

	"github.com/asa-escrow/asa/daemon/ledgerop"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/pgtest"
)

// Two replicas operate one ledger from one PostgreSQL database: only the one in its term of the lease
// builds (the other loads what it stores and serves the same proofs); when the leader's term ends, its
// write is fenced off and stores nothing, and the new leader carries on from the stored epochs; every epoch
// is posted once, with the roots both replicas serve. (The transaction manager is the fixture's, on its own
// store: what is tested here is the operator's leadership and fencing.)
func TestOperatorReplicasOnPostgres(t *testing.T) {
	if !pgtest.Installed() {
		t.Skip("PostgreSQL server binaries not installed (make postgres)")
	}
	f := newFixture(t)
	defer f.stop()
	db := pgtest.Database(t)
	const lease, ttl = "signer:ledger-operator", 2 * time.Second
	open := func() *store.Store {
		st, err := store.Open(f.ctx, db, store.Options{Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = st.Close() })
		return st
	}
	stA, stB := open(), open()
	type replica struct {
		name string
		st   *store.Store
		term *store.Fence
		op   *ledgerop.Operator
	}
	mk := func(name string, st *store.Store) *replica {
		r := &replica{name: name, st: st}
		op, err := ledgerop.New(f.ctx, ledgerop.Config{Store: st, Submitter: f.txm, Chain: f.newChain(), Logger: slog.New(slog.DiscardHandler),
			Term: func() (store.Fence, bool) {
				if r.term == nil {
					return store.Fence{}, false
				}
				return *r.term, true
			}})
		if err != nil {
			t.Fatal(err)
		}
		r.op = op
		return r
	}
	a, b := mk("a", stA), mk("b", stB)
	acquire := func(r *replica) {
		t.Helper()
		l, ok, err := r.st.AcquireLease(f.ctx, lease, r.name, ttl)
		if err != nil || !ok {
			t.Fatalf("%s acquires the lease: %v %v", r.name, ok, err)
		}
		r.term = &store.Fence{Lease: lease, Holder: r.name, Token: l.Token}
	}
	tick := func(r *replica) error {
		err := r.op.Tick(f.ctx)
		for i := 0; i < 3; i++ {
			if perr := f.txm.Process(f.ctx); perr != nil {
				t.Fatal(perr)
			}
		}
		return err
	}
	must := func(r *replica) {
		t.Helper()
		if err := tick(r); err != nil {
			t.Fatalf("%s: %v", r.name, err)
		}
	}
	acquire(a)
	// A leads: epoch 1 (the deposit); B, out of term, builds nothing but loads it.
	must(b)
	if f.lastEpoch() != 0 {
		t.Fatal("a replica out of term posted an epoch")
	}
	must(a)
	must(a)
	must(b)
	if f.lastEpoch() != 1 {
		t.Fatalf("the chain has %d epochs, want 1", f.lastEpoch())
	}
	ia, _ := a.op.Info(f.ctx)
	ib, _ := b.op.Info(f.ctx)
	if ia.Latest != 1 || ib.Latest != 1 {
		t.Fatalf("latest epoch: a %d, b %d, want 1 on both", ia.Latest, ib.Latest)
	}
	accA, err := a.op.Account(f.ctx, f.client.Address, 1)
	if err != nil {
		t.Fatal(err)
	}
	accB, err := b.op.Account(f.ctx, f.client.Address, 1)
	if err != nil || accB.AccountsRoot != accA.AccountsRoot || accB.Leaf != accA.Leaf {
		t.Fatalf("b serves %+v, a %+v (%v)", accB, accA, err)
	}

	// A voucher handed to B (any replica takes messages); A's term ends and B takes the lease.
	_, open1 := f.openJob(0, 10_000_000)
	if _, err := b.op.Submit(f.ctx, open1); err != nil {
		t.Fatal(err)
	}
	time.Sleep(ttl + 200*time.Millisecond)
	acquire(b)
	f.ch.Advance(t, (interval+1)*time.Second)
	// A still believes it leads: its epoch is fenced off and nothing is stored.
	if err := tick(a); err != nil && !errors.Is(err, store.ErrFenced) {
		t.Fatalf("the deposed leader's tick: %v", err)
	}
	if _, err := stA.LedgerEpochAt(f.ctx, 2); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the deposed leader stored epoch 2: %v", err)
	}
	must(b)
	must(b)
	must(a)
	if f.lastEpoch() != 2 {
		t.Fatalf("the chain has %d epochs, want 2", f.lastEpoch())
	}
	e2, err := stA.LedgerEpochAt(f.ctx, 2)
	if err != nil || f.onchainRoot(2) != e2.StateRoot {
		t.Fatalf("epoch 2 stored %+v (%v), on chain %s", e2, err, f.onchainRoot(2))
	}
	la, err := a.op.Account(f.ctx, f.client.Address, 2)
	if err != nil || la.Leaf.Debited != "10000000" {
		t.Fatalf("a serves the client at epoch 2: %+v %v, want debited the budget", la, err)
	}
}
