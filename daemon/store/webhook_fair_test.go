package store

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/asa-escrow/asa/internal/egress"
	"github.com/asa-escrow/asa/webhook"
)

// endpoints maps subscriptions to receivers (the test's; the daemon's come from webhook_subscriptions).
type endpoints map[string]webhook.Endpoint

func (e endpoints) Endpoint(_ context.Context, id string) (webhook.Endpoint, error) {
	return e[id], nil
}

// failures counts failed attempts.
type failures struct {
	webhook.NopMetrics
	n atomic.Int64
}

func (f *failures) Failed() { f.n.Add(1) }

// TestWebhookOutboxFairUnderBlackholes is the starvation on the daemon's own outbox tables (the
// SQL claim): 300 subscriptions to a loopback blackhole enqueued before a proven legitimate receiver's
// delivery; it arrives before any blackhole attempt has timed out.
func TestWebhookOutboxFairUnderBlackholes(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := t.Context()
		s, err := Open(ctx, b.location(t), Options{Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		secret, _ := webhook.NewSecret()
		got := make(chan time.Time, 4)
		legit := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusNoContent)
			got <- time.Now()
		}))
		defer legit.Close()
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		var mu sync.Mutex
		var held []net.Conn
		go func() {
			for {
				c, err := ln.Accept()
				if err != nil {
					return
				}
				mu.Lock()
				held = append(held, c)
				mu.Unlock()
			}
		}()
		defer func() {
			_ = ln.Close()
			mu.Lock()
			for _, c := range held {
				_ = c.Close()
			}
			mu.Unlock()
		}()
		eps := endpoints{"legit": {URL: legit.URL, Secret: secret}}
		for i := range 300 {
			eps[fmt.Sprintf("hole-%03d", i)] = webhook.Endpoint{URL: "http://" + ln.Addr().String() + "/hook", Secret: secret}
		}
		client := egress.Policy{Allow: []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}}.Client()
		m := &failures{}
		const timeout = 5 * time.Second
		o, err := webhook.NewOutbox(s.WebhookOutbox(), &webhook.HTTPSender{Endpoints: eps, Client: client},
			webhook.Config{Timeout: timeout, Lease: 4 * timeout, PollInterval: 20 * time.Millisecond}, webhook.WithMetrics(m))
		if err != nil {
			t.Fatal(err)
		}
		if err := o.Start(ctx); err != nil {
			t.Fatal(err)
		}
		defer func() { _ = o.Stop(context.Background()) }()
		deliver := func(event string) time.Duration {
			t0 := time.Now()
			if _, err := o.Enqueue(ctx, webhook.MessageID("legit", event), "legit", "job.settled", []byte(`{}`)); err != nil {
				t.Fatal(err)
			}
			select {
			case at := <-got:
				return at.Sub(t0)
			case <-time.After(time.Minute):
				t.Fatalf("the legitimate receiver got nothing in a minute (%d attempts failed)", m.n.Load())
				return 0
			}
		}
		normal := deliver("alone")
		var ds []webhook.Delivery
		now := time.Now()
		for i := range 300 {
			sub := fmt.Sprintf("hole-%03d", i)
			ds = append(ds, webhook.Delivery{ID: webhook.MessageID(sub, "flood"), Subscription: sub, Payload: []byte(`{}`), NextAttempt: now, CreatedAt: now})
		}
		if _, err := s.EnqueueWebhooks(ctx, ds, "test"); err != nil {
			t.Fatal(err)
		}
		flooded := deliver("flood")
		if f := m.n.Load(); f != 0 {
			t.Fatalf("the legitimate delivery came after %d blackhole attempts timed out (%s; %s alone)", f, flooded, normal)
		}
		t.Logf("%s: legitimate delivery %s alone, %s behind 300 blackholes", b.name, normal, flooded)
	})
}
