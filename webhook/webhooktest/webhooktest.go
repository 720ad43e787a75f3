// Package webhooktest is the conformance test of webhook.Store implementations: the daemon's durable
// outbox runs the same checks as the in-memory one. It is for tests only.
package webhooktest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/asa-escrow/asa/webhook"
)

// Run checks the outbox state machine of a store: idempotent enqueue, claims of what is due only (oldest
// first), attempts counted at the claim, expired leases reclaimed, outcomes fenced by the attempt number,
// final states never claimed again, one claimer per delivery under concurrency, and (when reopen is not
// nil) every state surviving a reopen. open returns a fresh store; reopen the same store as a restarted
// process sees it.
func Run(t *testing.T, open func(t *testing.T) webhook.Store, reopen func(t *testing.T) webhook.Store) {
	t.Helper()
	ctx := context.Background()
	t0 := time.Unix(1_800_000_000, 0).UTC()
	lease := time.Minute
	enqueue := func(t *testing.T, s webhook.Store, id string, due time.Time) {
		t.Helper()
		added, err := s.Enqueue(ctx, webhook.Delivery{ID: id, Subscription: "sub-1", EventType: "job.settled", Payload: []byte(`{"id":"` + id + `"}`), NextAttempt: due, CreatedAt: due})
		if err != nil || !added {
			t.Fatalf("enqueue %s: added %v, %v", id, added, err)
		}
	}
	claimIDs := func(t *testing.T, s webhook.Store, now time.Time, limit int) []webhook.Delivery {
		t.Helper()
		ds, err := s.Claim(ctx, now, lease, limit)
		if err != nil {
			t.Fatal(err)
		}
		return ds
	}

	t.Run("EnqueueIsIdempotent", func(t *testing.T) {
		s := open(t)
		enqueue(t, s, "msg_a", t0)
		added, err := s.Enqueue(ctx, webhook.Delivery{ID: "msg_a", Subscription: "sub-2", Payload: []byte("other"), NextAttempt: t0})
		if err != nil || added {
			t.Fatalf("second enqueue: added %v, %v", added, err)
		}
		d, err := s.Get(ctx, "msg_a")
		if err != nil || d.Subscription != "sub-1" || string(d.Payload) != `{"id":"msg_a"}` || d.State != webhook.Pending || d.Attempts != 0 {
			t.Fatalf("stored %+v, %v", d, err)
		}
		if _, err := s.Enqueue(ctx, webhook.Delivery{Subscription: "sub-1"}); err == nil {
			t.Fatal("a delivery without an id was stored")
		}
		if _, err := s.Get(ctx, "msg_none"); !errors.Is(err, webhook.ErrUnknownDelivery) {
			t.Fatalf("unknown id: %v", err)
		}
	})

	t.Run("ClaimsWhatIsDueOldestFirst", func(t *testing.T) {
		s := open(t)
		enqueue(t, s, "msg_late", t0.Add(time.Hour))
		enqueue(t, s, "msg_2", t0.Add(2*time.Second))
		enqueue(t, s, "msg_1", t0.Add(time.Second))
		if ds := claimIDs(t, s, t0, 10); len(ds) != 0 {
			t.Fatalf("claimed %d deliveries not yet due", len(ds))
		}
		ds := claimIDs(t, s, t0.Add(5*time.Second), 1)
		if len(ds) != 1 || ds[0].ID != "msg_1" || ds[0].State != webhook.Delivering || ds[0].Attempts != 1 || !ds[0].LeaseUntil.Equal(t0.Add(5*time.Second+lease)) {
			t.Fatalf("first claim %+v", ds)
		}
		ds = claimIDs(t, s, t0.Add(5*time.Second), 10)
		if len(ds) != 1 || ds[0].ID != "msg_2" {
			t.Fatalf("second claim %+v (msg_1 is leased, msg_late not due)", ds)
		}
		if _, err := s.Claim(ctx, t0, 0, 1); err == nil {
			t.Fatal("a claim without a lease was accepted")
		}
	})

	t.Run("ExpiredLeaseIsReclaimedAndFenced", func(t *testing.T) {
		s := open(t)
		enqueue(t, s, "msg_x", t0)
		first := claimIDs(t, s, t0, 1)[0]
		if ds := claimIDs(t, s, t0.Add(lease-time.Second), 1); len(ds) != 0 {
			t.Fatal("claimed while the lease runs")
		}
		second := claimIDs(t, s, t0.Add(lease), 1)
		if len(second) != 1 || second[0].Attempts != 2 {
			t.Fatalf("reclaim after the lease: %+v", second)
		}
		for name, err := range map[string]error{
			"complete": s.Complete(ctx, "msg_x", first.Attempts, t0),
			"retry":    s.Retry(ctx, "msg_x", first.Attempts, t0, "late"),
			"kill":     s.Kill(ctx, "msg_x", first.Attempts, t0, "late"),
		} {
			if !errors.Is(err, webhook.ErrStaleClaim) {
				t.Errorf("%s by the stale claim: %v", name, err)
			}
		}
		if err := s.Complete(ctx, "msg_x", second[0].Attempts, t0.Add(lease)); err != nil {
			t.Fatal(err)
		}
		if err := s.Complete(ctx, "msg_x", second[0].Attempts, t0.Add(lease)); !errors.Is(err, webhook.ErrStaleClaim) {
			t.Fatalf("completing twice: %v", err)
		}
		if err := s.Complete(ctx, "msg_nope", 1, t0); !errors.Is(err, webhook.ErrUnknownDelivery) {
			t.Fatalf("unknown: %v", err)
		}
	})

	t.Run("RetryKillComplete", func(t *testing.T) {
		s := open(t)
		enqueue(t, s, "msg_r", t0)
		d := claimIDs(t, s, t0, 1)[0]
		if err := s.Retry(ctx, d.ID, d.Attempts, t0.Add(10*time.Second), "500 Internal Server Error"); err != nil {
			t.Fatal(err)
		}
		got, _ := s.Get(ctx, d.ID)
		if got.State != webhook.Pending || got.Attempts != 1 || !got.NextAttempt.Equal(t0.Add(10*time.Second)) || got.LastError != "500 Internal Server Error" {
			t.Fatalf("after retry %+v", got)
		}
		if ds := claimIDs(t, s, t0.Add(9*time.Second), 1); len(ds) != 0 {
			t.Fatal("claimed before the backoff ended")
		}
		d = claimIDs(t, s, t0.Add(10*time.Second), 1)[0]
		if err := s.Kill(ctx, d.ID, d.Attempts, t0.Add(11*time.Second), "gave up"); err != nil {
			t.Fatal(err)
		}
		got, _ = s.Get(ctx, d.ID)
		if got.State != webhook.Dead || got.Attempts != 2 || got.LastError != "gave up" || !got.FinishedAt.Equal(t0.Add(11*time.Second)) {
			t.Fatalf("after kill %+v", got)
		}
		enqueue(t, s, "msg_ok", t0)
		d = claimIDs(t, s, t0.Add(20*time.Second), 5)[0]
		if d.ID != "msg_ok" {
			t.Fatalf("claimed %s (dead deliveries are never claimed)", d.ID)
		}
		if err := s.Complete(ctx, d.ID, d.Attempts, t0.Add(21*time.Second)); err != nil {
			t.Fatal(err)
		}
		if ds := claimIDs(t, s, t0.Add(24*time.Hour), 5); len(ds) != 0 {
			t.Fatalf("final deliveries claimed again: %+v", ds)
		}
		got, _ = s.Get(ctx, "msg_ok")
		if got.State != webhook.Delivered || !got.FinishedAt.Equal(t0.Add(21*time.Second)) {
			t.Fatalf("after complete %+v", got)
		}
	})

	t.Run("ConcurrentClaimsTakeEachDeliveryOnce", func(t *testing.T) {
		s := open(t)
		const n = 64
		for i := range n {
			enqueue(t, s, fmt.Sprintf("msg_c%02d", i), t0)
		}
		var mu sync.Mutex
		seen := map[string]int{}
		var wg sync.WaitGroup
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					ds, err := s.Claim(ctx, t0, lease, 3)
					if err != nil {
						t.Error(err)
						return
					}
					if len(ds) == 0 {
						return
					}
					mu.Lock()
					for _, d := range ds {
						seen[d.ID]++
					}
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if len(seen) != n {
			t.Fatalf("%d deliveries claimed, want %d", len(seen), n)
		}
		for id, c := range seen {
			if c != 1 {
				t.Errorf("%s claimed %d times", id, c)
			}
		}
	})

	t.Run("FairClaimsAndEndpointHealth", func(t *testing.T) {
		s := open(t)
		add := func(id, sub string, due time.Time) {
			t.Helper()
			if _, err := s.Enqueue(ctx, webhook.Delivery{ID: id, Subscription: sub, Payload: []byte("{}"), NextAttempt: due, CreatedAt: due}); err != nil {
				t.Fatal(err)
			}
		}
		for i := range 4 {
			add(fmt.Sprintf("msg_a%d", i), "sub-a", t0.Add(time.Duration(i)*time.Second))
		}
		add("msg_d0", "sub-d", t0.Add(2500*time.Millisecond))
		add("msg_b0", "sub-b", t0)
		add("msg_c0", "sub-c", t0)
		// sub-b is paused past the claim; sub-c failed once but its pause is over: claimed, after the healthy ones.
		if _, err := s.EndpointFailed(ctx, "sub-b", t0, t0.Add(time.Hour), "refused", 5); err != nil {
			t.Fatal(err)
		}
		h, err := s.EndpointFailed(ctx, "sub-c", t0, t0.Add(time.Second), "timeout", 5)
		if err != nil || h.Failures != 1 || h.Disabled() || h.LastError != "timeout" {
			t.Fatalf("health after a failure: %+v, %v", h, err)
		}
		// A failure during the pause (an attempt that was in flight with the first) is no second round.
		h, err = s.EndpointFailed(ctx, "sub-c", t0.Add(500*time.Millisecond), t0.Add(time.Hour), "timeout too", 1)
		if err != nil || h.Failures != 1 || h.Disabled() || h.LastError != "timeout too" || !h.PausedUntil.Equal(t0.Add(time.Second)) {
			t.Fatalf("health after a failure during the pause: %+v, %v", h, err)
		}
		var got []string
		for _, d := range claimIDs(t, s, t0.Add(time.Minute), 10) {
			got = append(got, d.ID)
			if (d.Subscription == "sub-c") != (d.EndpointFailures == 1) {
				t.Errorf("%s claimed with endpoint failures %d", d.ID, d.EndpointFailures)
			}
		}
		want := []string{"msg_a0", "msg_d0", "msg_a1", "msg_a2", "msg_a3", "msg_c0"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("claim order %v, want %v (round robin, healthy first, paused left out)", got, want)
		}
		if err := s.EndpointSucceeded(ctx, "sub-c", t0.Add(2*time.Minute)); err != nil {
			t.Fatal(err)
		}
		if h, err := s.Health(ctx, "sub-c"); err != nil || !h.Proven() || h.Failures != 0 || !h.PausedUntil.IsZero() || !h.LastSuccess.Equal(t0.Add(2*time.Minute)) {
			t.Fatalf("health after a success: %+v, %v", h, err)
		}
		// sub-c is now proven: its deliveries come first, and ClaimProven takes only them.
		add("msg_c1", "sub-c", t0.Add(time.Hour))
		add("msg_a9", "sub-a", t0.Add(time.Minute))
		ds, err := s.ClaimProven(ctx, t0.Add(2*time.Hour), lease, 10)
		if err != nil || len(ds) != 2 { // msg_c1, and msg_c0 whose lease ran out
			t.Fatalf("ClaimProven: %+v, %v", ds, err)
		}
		for _, d := range ds {
			if d.Subscription != "sub-c" || !d.EndpointProven {
				t.Fatalf("ClaimProven took %+v", d)
			}
		}
		// The second failure in a row of sub-b reaches disableAfter 2: its pending delivery dies, nothing
		// of it is claimed again, and a later success does not enable it.
		add("msg_b1", "sub-b", t0)
		h, err = s.EndpointFailed(ctx, "sub-b", t0.Add(2*time.Hour), t0.Add(3*time.Hour), "refused again", 2)
		if err != nil || !h.Disabled() || h.Failures != 2 || !h.DisabledAt.Equal(t0.Add(2*time.Hour)) {
			t.Fatalf("health after the last failure: %+v, %v", h, err)
		}
		for _, id := range []string{"msg_b0", "msg_b1"} {
			if d, err := s.Get(ctx, id); err != nil || d.State != webhook.Dead || !strings.Contains(d.LastError, "disabled") {
				t.Errorf("%s of the disabled subscription: %+v, %v", id, d, err)
			}
		}
		if ds := claimIDs(t, s, t0.Add(10*time.Hour), 10); len(ds) != 0 {
			for _, d := range ds {
				if d.Subscription == "sub-b" {
					t.Errorf("claimed %s of the disabled subscription", d.ID)
				}
			}
		}
		_ = s.EndpointSucceeded(ctx, "sub-b", t0.Add(11*time.Hour))
		if h, err := s.Health(ctx, "sub-b"); err != nil || !h.Disabled() {
			t.Fatalf("a success re-enabled a disabled subscription: %+v, %v", h, err)
		}
	})

	if reopen == nil {
		return
	}
	t.Run("SurvivesReopen", func(t *testing.T) {
		s := open(t)
		enqueue(t, s, "msg_p", t0)
		enqueue(t, s, "msg_d", t0)
		enqueue(t, s, "msg_l", t0)
		for _, d := range claimIDs(t, s, t0, 3) {
			switch d.ID {
			case "msg_p":
				if err := s.Retry(ctx, d.ID, d.Attempts, t0.Add(time.Minute), "boom"); err != nil {
					t.Fatal(err)
				}
			case "msg_d":
				if err := s.Complete(ctx, d.ID, d.Attempts, t0); err != nil {
					t.Fatal(err)
				}
			}
		}
		r := reopen(t)
		for id, want := range map[string]webhook.State{"msg_p": webhook.Pending, "msg_d": webhook.Delivered, "msg_l": webhook.Delivering} {
			d, err := r.Get(ctx, id)
			if err != nil || d.State != want || d.Attempts != 1 {
				t.Errorf("%s after reopen: %+v, %v", id, d, err)
			}
		}
		// The delivery claimed by the process that went away is claimed again once its lease ends.
		ds, err := r.Claim(ctx, t0.Add(lease), lease, 10)
		if err != nil || len(ds) != 2 {
			t.Fatalf("claims after reopen: %+v, %v", ds, err)
		}
	})
}
