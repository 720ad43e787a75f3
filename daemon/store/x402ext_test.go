package store

import (
	"context"
	"encoding/json"
	"log/slog"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions/bazaar"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/extensions/paymentid/paymentidtest"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
	"github.com/asa-escrow/asa/x402/extensions/siwx/siwxtest"
)

// reopenable opens a fresh database of its backend per open and the same database, closed and opened
// again as a restarted daemon does, per reopen.
type reopenable struct {
	backend backend
	path    string
	last    *Store
}

func (r *reopenable) open(t *testing.T) *Store {
	t.Helper()
	r.path = r.backend.location(t)
	return r.reopen(t)
}

func (r *reopenable) reopen(t *testing.T) *Store {
	t.Helper()
	if r.last != nil {
		_ = r.last.Close()
	}
	s, err := Open(context.Background(), r.path, Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	r.last = s
	return s
}

func TestPaymentIDStoreConformance(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		r := reopenable{backend: b}
		paymentidtest.Run(t, func(t *testing.T) paymentid.Store { return r.open(t) }, func(t *testing.T) paymentid.Store { return r.reopen(t) })
	})
}

func TestSignInNonceStoreConformance(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		r := reopenable{backend: b}
		siwxtest.Run(t, func(t *testing.T) siwx.NonceStore { return r.open(t) }, func(t *testing.T) siwx.NonceStore { return r.reopen(t) })
	})
}

func TestSignInNoncesIssuedOnceAndCounted(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		r := reopenable{backend: b}
		s := r.open(t)
		ctx := context.Background()
		now := time.Now()
		for i, exp := range []time.Duration{-2 * time.Minute, time.Minute, 2 * time.Minute} {
			if err := s.SaveSignInNonce(ctx, "nonce000000000"+string(rune('a'+i)), now.Add(exp)); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.SaveSignInNonce(ctx, "nonce000000000a", now.Add(time.Hour)); err == nil {
			t.Fatal("a nonce was issued twice")
		}
		if n, err := s.OutstandingSignInNonces(ctx, now, 100); err != nil || n != 2 {
			t.Fatalf("outstanding: %d %v", n, err)
		}
		if n, _ := s.OutstandingSignInNonces(ctx, now, 1); n != 1 {
			t.Fatalf("the count does not stop at its limit: %d", n)
		}
	})
}

func TestSessions(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		r := reopenable{backend: b}
		s := r.open(t)
		ctx := context.Background()
		now := time.Now().Truncate(time.Millisecond)
		key := SessionKey("token-1")
		addr := common.HexToAddress("0x00000000000000000000000000000000000000a1")
		if err := s.CreateSession(ctx, key, Session{Address: addr, ChainID: "eip155:31337", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		s = r.reopen(t)
		got, ok, err := s.SessionByKey(ctx, key, now.Add(time.Minute))
		if err != nil || !ok || got.Address != addr || got.ChainID != "eip155:31337" || !got.ExpiresAt.Equal(now.Add(time.Hour)) {
			t.Fatalf("session after a restart: %+v %v %v", got, ok, err)
		}
		if _, ok, _ := s.SessionByKey(ctx, key, now.Add(time.Hour)); ok {
			t.Fatal("an expired session is valid")
		}
		if _, ok, _ := s.SessionByKey(ctx, SessionKey("token-2"), now); ok {
			t.Fatal("an unknown token has a session")
		}
		if err := s.DeleteSession(ctx, key); err != nil {
			t.Fatal(err)
		}
		if _, ok, _ := s.SessionByKey(ctx, key, now); ok {
			t.Fatal("a deleted session is valid")
		}
	})
}

// TestFundingReceiptsFollowReorgs: a receipt is stored with its block; a rewind below that block
// deletes it and reopens the payment answer that carried it, and leaves receipts below alone.
func TestFundingReceiptsFollowReorgs(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		r := reopenable{backend: b}
		s := r.open(t)
		ctx := context.Background()
		at := time.Unix(1_800_000_000, 0)
		for _, id := range []string{"pay_low_0000000000000", "pay_high_000000000000"} {
			if _, _, err := s.ClaimPaymentID(ctx, paymentid.Record{Scope: "fund", ID: id, CreatedAt: at, UpdatedAt: at}); err != nil {
				t.Fatal(err)
			}
			if err := s.SavePaymentAnswer(ctx, "fund", id, []byte(`{"status":200}`), true, at); err != nil {
				t.Fatal(err)
			}
		}
		put := func(job, block uint64, pid string) {
			t.Helper()
			if err := s.PutFundingReceipt(ctx, FundingReceipt{JobID: job, Kind: ReceiptBudget, TxHash: common.Hash{byte(job)}, BlockNumber: block,
				BlockHash: common.Hash{byte(block)}, Receipt: json.RawMessage(`{"receipt":{},"escrowReceipt":{}}`), PaymentScope: "fund", PaymentID: pid, CreatedAt: at}); err != nil {
				t.Fatal(err)
			}
		}
		put(1, 10, "pay_low_0000000000000")
		put(2, 20, "pay_high_000000000000")
		put(2, 21, "pay_high_000000000000") // replaced: one receipt per job and kind
		if got, ok, err := s.FundingReceiptOf(ctx, 2, ReceiptBudget); err != nil || !ok || got.BlockNumber != 21 || got.PaymentID != "pay_high_000000000000" {
			t.Fatalf("stored receipt: %+v %v %v", got, ok, err)
		}
		if _, err := s.RewindTo(ctx, 15, func(*Job, JobEvent, TermsLookup) error { return nil }); err != nil {
			t.Fatal(err)
		}
		if _, ok, _ := s.FundingReceiptOf(ctx, 2, ReceiptBudget); ok {
			t.Fatal("a receipt above the ancestor survived the rewind")
		}
		if _, ok, _ := s.FundingReceiptOf(ctx, 1, ReceiptBudget); !ok {
			t.Fatal("a receipt below the ancestor was deleted")
		}
		low, _, _ := s.ClaimPaymentID(ctx, paymentid.Record{Scope: "fund", ID: "pay_low_0000000000000", CreatedAt: at, UpdatedAt: at})
		high, _, _ := s.ClaimPaymentID(ctx, paymentid.Record{Scope: "fund", ID: "pay_high_000000000000", CreatedAt: at, UpdatedAt: at})
		if !low.Final || high.Final || string(high.Answer) != `{"status":200}` {
			t.Fatalf("payment answers after the rewind: low %+v, high %+v", low, high)
		}
	})
}

func TestDiscoveryCatalog(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		r := reopenable{backend: b}
		s := r.open(t)
		ctx := context.Background()
		req := func(payTo string) []x402.PaymentRequirements {
			return []x402.PaymentRequirements{{Scheme: "exact", Network: "eip155:31337", Amount: "1", Asset: "0x01", PayTo: payTo}}
		}
		for _, e := range []bazaar.Resource{
			{Resource: "http://d/v1/jobs/:id/fund", Type: "http", Method: "POST", X402Version: 2, Accepts: req("0xaa")},
			{Resource: "http://d/v1/jobs/:id/fund", Type: "http", Method: "POST", X402Version: 2, Accepts: req("0xbb")},
			{Resource: "http://d/report", Type: "http", Method: "GET", X402Version: 2, Accepts: req("0xcc")},
		} {
			if err := s.UpsertResource(ctx, e); err != nil {
				t.Fatal(err)
			}
		}
		s = r.reopen(t)
		items, total, err := s.ListResources(ctx, bazaar.Filter{Limit: 10})
		if err != nil || total != 2 || len(items) != 2 || items[0].Method != "GET" || items[1].Accepts[0].PayTo != "0xbb" {
			t.Fatalf("catalog: %+v %d %v", items, total, err)
		}
		if items, total, _ := s.ListResources(ctx, bazaar.Filter{PayTo: "0xBB", Limit: 10}); total != 1 || items[0].Method != "POST" {
			t.Fatalf("filtered by payTo: %+v", items)
		}
		if items, total, _ := s.ListResources(ctx, bazaar.Filter{Limit: 1, Offset: 1}); total != 2 || len(items) != 1 || items[0].Method != "POST" {
			t.Fatalf("second page: %+v", items)
		}
	})
}

// TestPrunePaymentIDs: final answers older than the cut go; open claims and recent answers stay.
func TestPrunePaymentIDs(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		r := reopenable{backend: b}
		s := r.open(t)
		ctx := context.Background()
		old, recent := time.Unix(1_700_000_000, 0), time.Unix(1_800_000_000, 0)
		for i, c := range []struct {
			at    time.Time
			final bool
		}{{old, true}, {old, false}, {recent, true}} {
			id := "pay_prune_00000000000" + string(rune('a'+i))
			if _, _, err := s.ClaimPaymentID(ctx, paymentid.Record{Scope: "fund", ID: id, CreatedAt: c.at, UpdatedAt: c.at}); err != nil {
				t.Fatal(err)
			}
			if err := s.SavePaymentAnswer(ctx, "fund", id, []byte(`{}`), c.final, c.at); err != nil {
				t.Fatal(err)
			}
		}
		n, err := s.PrunePaymentIDs(ctx, old.Add(time.Hour))
		if err != nil || n != 1 {
			t.Fatalf("pruned %d %v, want the one old final answer", n, err)
		}
		for i, wantKept := range []bool{false, true, true} {
			_, inserted, _ := s.ClaimPaymentID(ctx, paymentid.Record{Scope: "fund", ID: "pay_prune_00000000000" + string(rune('a'+i)), CreatedAt: recent, UpdatedAt: recent})
			if inserted == wantKept {
				t.Errorf("id %d: kept %v, want %v", i, !inserted, wantKept)
			}
		}
	})
}
