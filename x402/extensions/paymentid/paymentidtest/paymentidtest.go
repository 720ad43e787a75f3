// Package paymentidtest is the conformance test of paymentid.Store implementations: the daemon's
// durable store runs the same checks as the in-memory one. It is for tests only.
package paymentidtest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/asa-escrow/asa/x402/extensions/paymentid"
)

// Run checks that a store claims atomically, keeps answers and fingerprints, separates scopes
// and forgets released ids. open returns a fresh, empty store; reopen, when not nil, returns the
// same store as a restarted process sees it (a durable store must remember everything).
func Run(t *testing.T, open func(t *testing.T) paymentid.Store, reopen func(t *testing.T) paymentid.Store) {
	t.Helper()
	ctx := context.Background()
	at := time.Unix(1_800_000_000, 0).UTC()
	rec := func(scope, id string, fp byte) paymentid.Record {
		return paymentid.Record{Scope: scope, ID: id, Fingerprint: paymentid.Fingerprint{fp}, CreatedAt: at, UpdatedAt: at}
	}

	t.Run("ClaimOnce", func(t *testing.T) {
		s := open(t)
		got, inserted, err := s.ClaimPaymentID(ctx, rec("fund", "pay_0123456789abcdef", 1))
		if err != nil || !inserted || got.Answer != nil {
			t.Fatalf("first claim: %+v %v %v", got, inserted, err)
		}
		got, inserted, err = s.ClaimPaymentID(ctx, rec("fund", "pay_0123456789abcdef", 2))
		if err != nil || inserted || got.Fingerprint != (paymentid.Fingerprint{1}) || !got.CreatedAt.Equal(at) {
			t.Fatalf("second claim: %+v %v %v", got, inserted, err)
		}
		if _, inserted, _ := s.ClaimPaymentID(ctx, rec("settle", "pay_0123456789abcdef", 2)); !inserted {
			t.Fatal("scopes are not separate")
		}
	})

	t.Run("AnswerAndRelease", func(t *testing.T) {
		s := open(t)
		r := rec("fund", "pay_answer_0123456789", 3)
		if _, _, err := s.ClaimPaymentID(ctx, r); err != nil {
			t.Fatal(err)
		}
		if err := s.SavePaymentAnswer(ctx, r.Scope, r.ID, []byte(`{"pending":true}`), false, at.Add(time.Second)); err != nil {
			t.Fatal(err)
		}
		if err := s.SavePaymentAnswer(ctx, r.Scope, r.ID, []byte(`{"ok":true}`), true, at.Add(2*time.Second)); err != nil {
			t.Fatal(err)
		}
		got, _, _ := s.ClaimPaymentID(ctx, r)
		if string(got.Answer) != `{"ok":true}` || !got.Final || !got.UpdatedAt.Equal(at.Add(2*time.Second)) {
			t.Fatalf("stored answer: %+v", got)
		}
		if err := s.ReleasePaymentID(ctx, r.Scope, r.ID); err != nil {
			t.Fatal(err)
		}
		if _, inserted, _ := s.ClaimPaymentID(ctx, rec("fund", r.ID, 4)); !inserted {
			t.Fatal("a released id is still claimed")
		}
		if err := s.SavePaymentAnswer(ctx, "fund", "pay_never_claimed_000", []byte(`1`), true, at); err == nil {
			t.Fatal("saved an answer for an id never claimed")
		}
	})

	t.Run("ConcurrentClaims", func(t *testing.T) {
		s := open(t)
		var wg sync.WaitGroup
		var mu sync.Mutex
		inserted := 0
		for i := 0; i < 16; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				_, ok, err := s.ClaimPaymentID(ctx, rec("fund", "pay_race_0123456789ab", byte(i)))
				if err != nil {
					t.Error(err)
				}
				if ok {
					mu.Lock()
					inserted++
					mu.Unlock()
				}
			}(i)
		}
		wg.Wait()
		if inserted != 1 {
			t.Fatalf("%d concurrent claims inserted", inserted)
		}
	})

	if reopen == nil {
		return
	}
	t.Run("Durable", func(t *testing.T) {
		s := open(t)
		for i := 0; i < 3; i++ {
			r := rec("fund", fmt.Sprintf("pay_durable_%010d", i), byte(i))
			if _, _, err := s.ClaimPaymentID(ctx, r); err != nil {
				t.Fatal(err)
			}
			if i > 0 {
				_ = s.SavePaymentAnswer(ctx, r.Scope, r.ID, []byte(fmt.Sprint(i)), i == 2, at)
			}
		}
		s2 := reopen(t)
		for i := 0; i < 3; i++ {
			got, inserted, err := s2.ClaimPaymentID(ctx, rec("fund", fmt.Sprintf("pay_durable_%010d", i), 9))
			if err != nil || inserted || got.Fingerprint != (paymentid.Fingerprint{byte(i)}) || got.Final != (i == 2) ||
				(i > 0 && string(got.Answer) != fmt.Sprint(i)) || (i == 0 && got.Answer != nil) {
				t.Fatalf("after reopening, id %d: %+v %v %v", i, got, inserted, err)
			}
		}
	})
}
