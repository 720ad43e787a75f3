package store

import (
	"context"
	"database/sql"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/txmgr/journaltest"
)

// replicas opens n stores on one new database of b, as n daemon replicas would: on PostgreSQL n
// connection pools, on SQLite (one process per file) the one store n times.
func replicas(t *testing.T, b backend, n int) []*Store {
	t.Helper()
	location := b.location(t)
	first := b.openAt(t, location)
	out := []*Store{first}
	for len(out) < n {
		if b.name == "sqlite" {
			out = append(out, first)
			continue
		}
		out = append(out, b.openAt(t, location))
	}
	return out
}

// A lease goes to one holder at a time, with a new token at every acquisition; it is renewed by its
// holder, taken by another only once expired (on the database's clock), released at once on request.
func TestLeaseLifecycle(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		rs := replicas(t, b, 2)
		a, c := rs[0], rs[1]
		const ttl = 400 * time.Millisecond
		la, ok, err := a.AcquireLease(ctx, "signer:x", "a", ttl)
		if err != nil || !ok || la.Token != 1 || la.Holder != "a" {
			t.Fatalf("first acquire: %+v %v %v", la, ok, err)
		}
		if l, ok, err := c.AcquireLease(ctx, "signer:x", "c", ttl); err != nil || ok || l.Holder != "a" || l.Token != 1 {
			t.Fatalf("acquire of a live lease: %+v %v %v, want refused, held by a#1", l, ok, err)
		}
		if _, ok, _ := a.AcquireLease(ctx, "signer:x", "a", ttl); ok {
			t.Fatal("a holder acquired its own live lease again (a new term must wait for the old one to end)")
		}
		fa := Fence{Lease: "signer:x", Holder: "a", Token: 1}
		for range 3 {
			time.Sleep(ttl / 3)
			if _, err := a.RenewLease(ctx, fa, ttl); err != nil {
				t.Fatalf("renew: %v", err)
			}
		}
		if _, ok, _ := c.AcquireLease(ctx, "signer:x", "c", ttl); ok {
			t.Fatal("a renewed lease was taken")
		}
		time.Sleep(ttl + 50*time.Millisecond)
		lc, ok, err := c.AcquireLease(ctx, "signer:x", "c", ttl)
		if err != nil || !ok || lc.Token != 2 || lc.Holder != "c" {
			t.Fatalf("acquire after expiry: %+v %v %v, want c#2", lc, ok, err)
		}
		if _, err := a.RenewLease(ctx, fa, ttl); !errors.Is(err, ErrLeaseLost) {
			t.Fatalf("renew by the deposed holder: %v, want ErrLeaseLost", err)
		}
		fc := Fence{Lease: "signer:x", Holder: "c", Token: 2}
		if err := c.ReleaseLease(ctx, fc); err != nil {
			t.Fatal(err)
		}
		if l, ok, err := a.AcquireLease(ctx, "signer:x", "a2", time.Minute); err != nil || !ok || l.Token != 3 {
			t.Fatalf("acquire after release: %+v %v %v, want token 3 at once", l, ok, err)
		}
		leases, now, err := c.Leases(ctx)
		if err != nil || len(leases) != 1 || leases[0].Holder != "a2" || !leases[0].Live(now) {
			t.Fatalf("leases: %+v at %s, %v", leases, now, err)
		}
	})
}

// A deposed term's journal writes nothing: every write fails with ErrFenced and leaves the journal as
// it was, while the new term's journal works. The fenced journal also keeps the journal contract.
func TestFencedJournal(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		rs := replicas(t, b, 2)
		a, c := rs[0], rs[1]
		const ttl = 300 * time.Millisecond
		if _, ok, err := a.AcquireLease(ctx, "signer:conformance", "a", time.Hour); err != nil || !ok {
			t.Fatal(ok, err)
		}
		journaltest.Run(t, a.Journal(Fence{Lease: "signer:conformance", Holder: "a", Token: 1}), nil)

		if _, ok, err := a.AcquireLease(ctx, "signer:y", "a", ttl); err != nil || !ok {
			t.Fatal(ok, err)
		}
		old := a.Journal(Fence{Lease: "signer:y", Holder: "a", Token: 1})
		from := common.HexToAddress("0xf1")
		rec := txmgr.Record{Kind: "k", Key: "relay:1", From: from, To: common.HexToAddress("0x02"), Data: []byte{1}, Value: new(big.Int)}
		if _, _, err := old.CreateIntents(ctx, []txmgr.Record{rec}); err != nil {
			t.Fatal(err)
		}
		att := txmgr.Attempt{Key: "relay:1", Nonce: 7, TxHash: common.HexToHash("0x77"), Raw: []byte{7}, GasLimit: 21000,
			GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2), HeadBlock: 1}
		if err := old.SaveAttempts(ctx, []txmgr.Attempt{att}); err != nil {
			t.Fatal(err)
		}
		time.Sleep(ttl + 50*time.Millisecond)
		if _, ok, err := c.AcquireLease(ctx, "signer:y", "c", time.Hour); err != nil || !ok {
			t.Fatal("takeover:", ok, err)
		}
		// The deposed term tries everything a late pass could do.
		second := att
		second.Nonce, second.TxHash = 8, common.HexToHash("0x88")
		fill := txmgr.Record{Kind: txmgr.KindFill, Key: "fill:8", From: from, To: from, Data: []byte{}, Value: new(big.Int), GasLimit: 21000, HasNonce: true, Nonce: 8}
		for name, write := range map[string]func() error{
			"save attempts": func() error { return old.SaveAttempts(ctx, []txmgr.Attempt{second}) },
			"create fill":   func() error { _, _, err := old.CreateIntents(ctx, []txmgr.Record{fill}); return err },
			"create sent": func() error {
				sent := txmgr.Record{Kind: "k", Key: "relay:9", From: from, To: common.HexToAddress("0x02"), Data: []byte{9}, Value: new(big.Int), HasNonce: true, Nonce: 9}
				a := second
				a.Key, a.Nonce, a.TxHash = "relay:9", 9, common.HexToHash("0x99")
				return old.CreateSent(ctx, []txmgr.Record{sent}, []txmgr.Attempt{a})
			},
			"mark mined": func() error { return old.MarkMined(ctx, "relay:1", att.TxHash, 5, common.HexToHash("0xb5")) },
			"mark final": func() error { return old.MarkFinal(ctx, "relay:1", txmgr.StateFailed, "x") },
			"requeue":    func() error { return old.Requeue(ctx, "relay:1", "x") },
		} {
			if err := write(); !errors.Is(err, ErrFenced) {
				t.Errorf("%s by the deposed term: %v, want ErrFenced", name, err)
			}
		}
		r, err := c.Intent(ctx, "relay:1")
		if err != nil || r.State != txmgr.StateInFlight || r.Nonce != 7 {
			t.Fatalf("intent after the deposed term's writes: %+v %v", r, err)
		}
		if atts, _ := c.Attempts(ctx, "relay:1"); len(atts) != 1 {
			t.Fatalf("%d attempts, want only the one signed in term 1", len(atts))
		}
		if _, err := c.Intent(ctx, "relay:9"); !errors.Is(err, txmgr.ErrNotFound) {
			t.Fatalf("intent sent by the deposed term: %v", err)
		}
		if _, err := c.Intent(ctx, "fill:8"); !errors.Is(err, txmgr.ErrNotFound) {
			t.Fatalf("fill created by the deposed term: %v", err)
		}
		cur := c.Journal(Fence{Lease: "signer:y", Holder: "c", Token: 2})
		if err := cur.MarkMined(ctx, "relay:1", att.TxHash, 5, common.HexToHash("0xb5")); err != nil {
			t.Fatalf("the new term's write: %v", err)
		}
		var term int64
		if err := c.db.QueryRowContext(ctx, `SELECT term FROM txmgr_attempts WHERE tx_hash = ?`, hashText(att.TxHash)).Scan(&term); err != nil || term != 1 {
			t.Fatalf("attempt's recorded term %d %v, want 1", term, err)
		}
		// The watcher's checkpoint is fenced the same way.
		if err := a.Checkpoint("w").Fenced(Fence{Lease: "signer:y", Holder: "a", Token: 1}).Update(ctx, func(*sql.Tx) error { return nil }); !errors.Is(err, ErrFenced) {
			t.Fatalf("deposed checkpoint update: %v, want ErrFenced", err)
		}
	})
}

// The fence and a takeover are ordered by the lease row's lock: a takeover that starts while a fenced
// write of the current term is in progress waits until that write commits, and the old term's next write
// is refused. (PostgreSQL: SQLite serialises its one process's writers anyway.)
func TestTakeoverWaitsForFencedWrite(t *testing.T) {
	b := backends[1]
	ctx := context.Background()
	rs := replicas(t, b, 2)
	a, c := rs[0], rs[1]
	const ttl = 300 * time.Millisecond
	if _, ok, err := a.AcquireLease(ctx, "watcher:z", "a", ttl); err != nil || !ok {
		t.Fatal(ok, err)
	}
	cp := a.Checkpoint("z").Fenced(Fence{Lease: "watcher:z", Holder: "a", Token: 1})
	inside, release := make(chan struct{}), make(chan struct{})
	var committedAt time.Time
	done := make(chan error, 1)
	go func() {
		done <- cp.Update(ctx, func(tx *sql.Tx) error {
			close(inside)
			<-release
			_, err := tx.ExecContext(ctx, `INSERT INTO meta (key, value) VALUES ('late', 'write')`)
			committedAt = time.Now()
			return err
		})
	}()
	<-inside
	time.Sleep(ttl + 100*time.Millisecond) // the lease expires while the write is open
	took := make(chan time.Time, 1)
	go func() {
		if _, ok, err := c.AcquireLease(ctx, "watcher:z", "c", time.Hour); err != nil || !ok {
			t.Errorf("takeover: %v %v", ok, err)
		}
		took <- time.Now()
	}()
	select {
	case at := <-took:
		t.Fatalf("the takeover finished at %s while the fenced write was open", at)
	case <-time.After(500 * time.Millisecond):
	}
	close(release)
	if err := <-done; err != nil {
		t.Fatalf("the write that held the lease row: %v", err)
	}
	at := <-took
	if at.Before(committedAt) {
		t.Fatalf("takeover at %s before the fenced write committed at %s", at, committedAt)
	}
	if v, ok, _ := c.GetMeta(ctx, "late"); !ok || v != "write" {
		t.Fatal("the fenced write of the old term is not visible to the new term")
	}
	if err := cp.Update(ctx, func(*sql.Tx) error { return nil }); !errors.Is(err, ErrFenced) {
		t.Fatalf("the old term's next write: %v, want ErrFenced", err)
	}
}

// A replica paused in the middle of a fenced write (SIGSTOP between two statements) would hold its
// lease row's lock for as long as it is paused; the server ends such a session after IdleInTxTimeout,
// so the takeover proceeds, and the paused write fails when the replica runs again. (PostgreSQL.)
func TestPausedWriterDoesNotBlockTakeover(t *testing.T) {
	ctx := context.Background()
	location := backends[1].location(t)
	a, err := Open(ctx, location, Options{IdleInTxTimeout: 400 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	c := backends[1].openAt(t, location)
	const ttl = 300 * time.Millisecond
	if _, ok, err := a.AcquireLease(ctx, "signer:p", "a", ttl); err != nil || !ok {
		t.Fatal(ok, err)
	}
	inside, wake := make(chan struct{}), make(chan struct{})
	done := make(chan error, 1)
	go func() {
		done <- a.Checkpoint("p").Fenced(Fence{Lease: "signer:p", Holder: "a", Token: 1}).Update(ctx, func(tx *sql.Tx) error {
			close(inside)
			<-wake // paused between statements
			_, err := tx.ExecContext(ctx, `INSERT INTO meta (key, value) VALUES ('paused', 'write')`)
			return err
		})
	}()
	<-inside
	time.Sleep(ttl + 50*time.Millisecond)
	start := time.Now()
	var took time.Duration
	for {
		l, ok, err := c.AcquireLease(ctx, "signer:p", "c", time.Hour)
		if err == nil && ok {
			took = time.Since(start)
			if l.Token != 2 {
				t.Fatalf("token %d, want 2", l.Token)
			}
			break
		}
		if time.Since(start) > 8*time.Second {
			t.Fatalf("no takeover while the old term's session is paused in a transaction: %v %v", ok, err)
		}
	}
	if took > 3*time.Second {
		t.Fatalf("takeover took %s, want about the idle-in-transaction timeout", took)
	}
	close(wake)
	if err := <-done; err == nil {
		t.Fatal("the paused write committed after its session was ended")
	}
	if _, ok, _ := c.GetMeta(ctx, "paused"); ok {
		t.Fatal("the paused write is visible")
	}
}
