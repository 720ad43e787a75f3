package webhook

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/asa-escrow/asa/internal/egress"
)

// clock is a settable time for the outbox's schedule (HTTP timeouts run on real time).
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// receiver is a subscriber's endpoint: it verifies every request, records what it processed (duplicates
// included), deduplicates on webhook-id, and misbehaves on each message's first attempts as told.
type receiver struct {
	t        testing.TB
	verifier *Verifier
	// script[n] is what the n-th request for one message id gets: "drop" (connection closed without an
	// answer), "500", "hang" (processed, answered only after the sender gave up), "ok".
	script []string

	mu        sync.Mutex
	requests  map[string]int // per id
	processed []string       // every processed request's id, duplicates included
	unique    map[string]bool
	bad       int // requests that failed verification
}

func newReceiver(t testing.TB, secret string, script ...string) *receiver {
	v, err := NewVerifier(secret, 0)
	if err != nil {
		t.Fatal(err)
	}
	return &receiver{t: t, verifier: v, script: script, requests: map[string]int{}, unique: map[string]bool{}}
}

func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	m, err := rc.verifier.Verify(r)
	if err != nil {
		rc.mu.Lock()
		rc.bad++
		rc.mu.Unlock()
		http.Error(w, err.Error(), http.StatusUnauthorized)
		return
	}
	rc.mu.Lock()
	n := rc.requests[m.ID]
	rc.requests[m.ID]++
	action := "ok"
	if n < len(rc.script) {
		action = rc.script[n]
	}
	if action == "ok" || action == "hang" {
		rc.processed = append(rc.processed, m.ID)
		rc.unique[m.ID] = true // deduplication: a repeat is acknowledged and not processed again
	}
	rc.mu.Unlock()
	switch action {
	case "drop":
		hj, ok := w.(http.Hijacker)
		if !ok {
			rc.t.Error("cannot hijack")
			return
		}
		conn, _, err := hj.Hijack()
		if err == nil {
			_ = conn.Close()
		}
	case "500":
		http.Error(w, "boom", http.StatusInternalServerError)
	case "hang":
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}

func (rc *receiver) stats() (unique int, processed int, bad int) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return len(rc.unique), len(rc.processed), rc.bad
}

type harness struct {
	store  *MemoryStore
	clock  *clock
	cfg    Config
	sender *HTTPSender
	ids    []string
}

func newHarness(t testing.TB, endpoints staticEndpoints) *harness {
	return &harness{
		store: NewMemoryStore(),
		clock: &clock{t: time.Unix(1_800_000_000, 0)},
		cfg: Config{MaxAttempts: 6, InitialBackoff: time.Second, MaxBackoff: 8 * time.Second, Timeout: time.Second,
			Lease: 5 * time.Second, Batch: 8, Concurrency: 4, PollInterval: 10 * time.Millisecond},
		sender: &HTTPSender{Endpoints: endpoints, Client: loopbackClient()},
	}
}

func (h *harness) outbox(t testing.TB, sender Sender) *Outbox {
	t.Helper()
	o, err := NewOutbox(h.store, sender, h.cfg, WithClock(h.clock.Now))
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func (h *harness) enqueue(t testing.TB, o *Outbox, sub string, n int) {
	t.Helper()
	for i := range n {
		id := MessageID(sub, fmt.Sprintf("job:%d:JobSettled", i))
		added, err := o.Enqueue(t.Context(), id, sub, "job.settled", []byte(fmt.Sprintf(`{"type":"job.settled","data":{"jobId":"%d"}}`, i)))
		if err != nil || !added {
			t.Fatalf("enqueue: %v %v", added, err)
		}
		again, err := o.Enqueue(t.Context(), id, sub, "job.settled", []byte("other"))
		if err != nil || again {
			t.Fatalf("enqueue again: %v %v", again, err)
		}
		h.ids = append(h.ids, id)
	}
}

// drain ticks, moving the outbox's clock past every backoff, until nothing is pending or delivering.
func (h *harness) drain(t testing.TB, o *Outbox, rounds int) {
	t.Helper()
	for range rounds {
		if _, err := o.Tick(t.Context()); err != nil {
			t.Fatal(err)
		}
		if h.open(t) == 0 {
			return
		}
		h.clock.Add(h.cfg.MaxBackoff)
	}
	t.Fatalf("%d deliveries still open after %d rounds", h.open(t), rounds)
}

func (h *harness) open(t testing.TB) int {
	n := 0
	for _, id := range h.ids {
		d, err := h.store.Get(t.Context(), id)
		if err != nil {
			t.Fatal(err)
		}
		if d.State == Pending || d.State == Delivering {
			n++
		}
	}
	return n
}

// A receiver whose connection drops, then answers 500, then times out (having processed the message),
// and only then acknowledges, still ends with every event exactly once after deduplication.
func TestOutboxDeliversThroughFailures(t *testing.T) {
	secret, _ := NewSecret()
	rc := newReceiver(t, secret, "drop", "500", "hang", "ok")
	srv := httptest.NewServer(rc)
	defer srv.Close()
	h := newHarness(t, staticEndpoints{"sub": {URL: srv.URL, Secret: secret}})
	o := h.outbox(t, h.sender)
	h.enqueue(t, o, "sub", 12)
	h.drain(t, o, 20)

	unique, processed, bad := rc.stats()
	if unique != 12 || bad != 0 {
		t.Fatalf("receiver: %d unique events (want 12), %d bad requests", unique, bad)
	}
	if processed != 24 { // each event processed on the "hang" attempt (unacknowledged) and again on "ok"
		t.Fatalf("processed %d requests, want 24 (the duplicates deduplication removes)", processed)
	}
	for _, id := range h.ids {
		d, _ := h.store.Get(t.Context(), id)
		if d.State != Delivered || d.Attempts != 4 || d.LastError != "" {
			t.Errorf("%s: %s after %d attempts (%s), want delivered after 4", id, d.State, d.Attempts, d.LastError)
		}
	}
}

// A subscriber that always fails goes dead after MaxAttempts, with its last error kept, and does not hold up
// another subscriber.
func TestOutboxDeadLetter(t *testing.T) {
	secret, _ := NewSecret()
	failing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "down", http.StatusInternalServerError)
	}))
	defer failing.Close()
	good := newReceiver(t, secret)
	goodSrv := httptest.NewServer(good)
	defer goodSrv.Close()
	h := newHarness(t, staticEndpoints{"bad": {URL: failing.URL, Secret: secret}, "good": {URL: goodSrv.URL, Secret: secret}})
	h.cfg.MaxAttempts = 3
	o := h.outbox(t, h.sender)
	h.enqueue(t, o, "bad", 2)
	h.enqueue(t, o, "good", 3)
	start := h.clock.Now()
	h.drain(t, o, 10)
	for _, id := range h.ids {
		d, _ := h.store.Get(t.Context(), id)
		switch d.Subscription {
		case "bad":
			if d.State != Dead || d.Attempts != 3 || !strings.Contains(d.LastError, "500") || d.FinishedAt.Before(start) {
				t.Errorf("failing subscription: %+v", d)
			}
		case "good":
			if d.State != Delivered || d.Attempts != 1 {
				t.Errorf("working subscription: %s after %d attempts", d.State, d.Attempts)
			}
		}
	}
	if u, _, _ := good.stats(); u != 3 {
		t.Errorf("the working subscriber got %d events", u)
	}
}

// The backoff schedule: a failed attempt is retried only once its backoff has passed on the outbox's clock.
func TestOutboxBackoffSchedule(t *testing.T) {
	secret, _ := NewSecret()
	var mu sync.Mutex
	var at []time.Duration
	h := newHarness(t, nil)
	start := h.clock.Now()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		at = append(at, h.clock.Now().Sub(start))
		mu.Unlock()
		http.Error(w, "no", http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	h.sender.Endpoints = staticEndpoints{"s": {URL: srv.URL, Secret: secret}}
	h.cfg.MaxAttempts = 5
	o := h.outbox(t, h.sender)
	h.enqueue(t, o, "s", 1)
	for range 40 { // one-second steps
		if _, err := o.Tick(t.Context()); err != nil {
			t.Fatal(err)
		}
		h.clock.Add(time.Second)
	}
	want := []time.Duration{0, 1 * time.Second, 3 * time.Second, 7 * time.Second, 15 * time.Second} // waits 1, 2, 4, 8
	if fmt.Sprint(at) != fmt.Sprint(want) {
		t.Fatalf("attempts at %v, want %v", at, want)
	}
}

// A sender that dies after the receiver processed a delivery but before recording it (SIGKILL between the
// answer and the store) leaves a lease; a new outbox over the same store delivers again, with the same id,
// once the lease ends, and the receiver deduplicates.
func TestOutboxRecoversAfterCrash(t *testing.T) {
	secret, _ := NewSecret()
	rc := newReceiver(t, secret)
	srv := httptest.NewServer(rc)
	defer srv.Close()
	h := newHarness(t, staticEndpoints{"sub": {URL: srv.URL, Secret: secret}})
	h.cfg.Batch = 4 // the dying process claims four of the five
	crashing := &dieAfterSend{inner: h.sender, sent: make(chan struct{}, 16)}
	a := h.outbox(t, crashing)
	h.enqueue(t, a, "sub", 5)

	ctx, kill := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { _, err := a.Tick(ctx); done <- err }()
	for range 4 { // four sent, then the process dies
		<-crashing.sent
	}
	kill()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if u, _, _ := rc.stats(); u != 4 {
		t.Fatalf("before the crash the receiver processed %d", u)
	}

	b := h.outbox(t, h.sender) // the restarted process
	if n, err := b.Tick(t.Context()); err != nil || n != 1 {
		t.Fatalf("while the dead process's leases run, only the unclaimed delivery goes: %d, %v", n, err)
	}
	h.clock.Add(h.cfg.Lease)
	h.drain(t, b, 5)
	unique, processed, bad := rc.stats()
	if unique != 5 || processed != 9 || bad != 0 {
		t.Fatalf("receiver: %d unique, %d processed, %d bad; want 5, 9 (4 repeats), 0", unique, processed, bad)
	}
	for _, id := range h.ids {
		d, _ := h.store.Get(t.Context(), id)
		if d.State != Delivered {
			t.Errorf("%s is %s", id, d.State)
		}
	}
}

// dieAfterSend delivers, then never returns until its context ends: the process died before recording.
type dieAfterSend struct {
	inner Sender
	sent  chan struct{}
}

func (d *dieAfterSend) Send(ctx context.Context, del Delivery) error {
	err := d.inner.Send(context.WithoutCancel(ctx), del)
	d.sent <- struct{}{}
	<-ctx.Done()
	return err
}

// An attempt that outlives its lease loses the delivery to another claim; its late outcome is dropped.
func TestOutboxStaleOutcomeDropped(t *testing.T) {
	h := newHarness(t, nil)
	release := make(chan struct{})
	slow := senderFunc(func(ctx context.Context, d Delivery) error {
		<-release
		return fmt.Errorf("late failure")
	})
	h.cfg.Timeout, h.cfg.Lease = time.Minute, 2*time.Minute
	a := h.outbox(t, slow)
	h.enqueue(t, a, "s", 1)
	done := make(chan error, 1)
	go func() { _, err := a.Tick(t.Context()); done <- err }()
	// While a's attempt hangs, its lease runs out and b takes and delivers the message.
	deadline := time.Now().Add(5 * time.Second)
	for {
		d, _ := h.store.Get(t.Context(), h.ids[0])
		if d.State == Delivering || time.Now().After(deadline) {
			break
		}
		time.Sleep(time.Millisecond)
	}
	h.clock.Add(h.cfg.Lease)
	b := h.outbox(t, senderFunc(func(context.Context, Delivery) error { return nil }))
	if n, err := b.Tick(t.Context()); err != nil || n != 1 {
		t.Fatalf("b: %d, %v", n, err)
	}
	close(release)
	if err := <-done; err != nil {
		t.Fatalf("a's stale outcome: %v", err)
	}
	d, _ := h.store.Get(t.Context(), h.ids[0])
	if d.State != Delivered || d.Attempts != 2 || d.LastError != "" {
		t.Fatalf("after the stale outcome: %+v", d)
	}
}

type senderFunc func(ctx context.Context, d Delivery) error

func (f senderFunc) Send(ctx context.Context, d Delivery) error { return f(ctx, d) }

func TestOutboxStartStop(t *testing.T) {
	secret, _ := NewSecret()
	rc := newReceiver(t, secret)
	srv := httptest.NewServer(rc)
	defer srv.Close()
	h := newHarness(t, staticEndpoints{"sub": {URL: srv.URL, Secret: secret}})
	o := h.outbox(t, h.sender)
	h.enqueue(t, o, "sub", 3)
	if err := o.Start(t.Context()); err != nil {
		t.Fatal(err)
	}
	if err := o.Start(t.Context()); err == nil {
		t.Fatal("started twice")
	}
	deadline := time.Now().Add(5 * time.Second)
	for h.open(t) > 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if err := o.Stop(t.Context()); err != nil {
		t.Fatal(err)
	}
	if err := o.Stop(t.Context()); err != nil {
		t.Fatal(err)
	}
	if u, _, _ := rc.stats(); u != 3 {
		t.Fatalf("delivered %d", u)
	}
	if _, err := NewOutbox(nil, h.sender, Config{}); err == nil {
		t.Fatal("an outbox without a store")
	}
	if _, err := NewOutbox(h.store, h.sender, Config{Lease: time.Second, Timeout: time.Minute}); err == nil {
		t.Fatal("a lease shorter than the timeout")
	}
}

// loopbackClient is the egress policy's client with the test receivers' loopback network allowed.
func loopbackClient() *http.Client {
	return egress.Policy{Allow: []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}}.Client()
}
