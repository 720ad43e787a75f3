package webhook

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/asa-escrow/asa/internal/egress"
)

// names answers a test's host names without any real lookup.
type names map[string][]netip.Addr

func (n names) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, ok := n[host]; ok {
		return a, nil
	}
	return nil, fmt.Errorf("no such host %s", host)
}

// TestDeliveryRefusesForbiddenDestinations registers a subscription at every forbidden address class
// (and a redirect from an allowed receiver to a forbidden one) and runs the outbox with the default
// egress policy: every delivery fails with the refusal and its class recorded on it, and the loopback
// listeners behind the loopback URLs never see a connection.
func TestDeliveryRefusesForbiddenDestinations(t *testing.T) {
	secret, _ := NewSecret()
	var conns atomic.Int64
	internal := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	internal.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			conns.Add(1)
		}
	}
	internal.Start()
	defer internal.Close()
	_, port, _ := net.SplitHostPort(internal.Listener.Addr().String())
	redirector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, internal.URL+"/internal/admin", http.StatusTemporaryRedirect)
	}))
	defer redirector.Close()
	allowed := strings.TrimPrefix(redirector.URL, "http://")

	urls := map[string]string{ // subscription -> URL; the class its refusal names
		"loopback":   "http://127.0.0.1:" + port + "/internal/admin?action=drop&all=1",
		"localhost":  "http://localhost:" + port + "/",
		"mapped":     "http://[::ffff:127.0.0.1]:" + port + "/",
		"loopback6":  "http://[::1]:" + port + "/",
		"metadata":   "http://169.254.169.254/latest/meta-data/iam/",
		"private":    "http://10.0.0.1/",
		"rebinding":  "http://hooks.attacker.test:" + port + "/",
		"redirected": redirector.URL + "/hook",
	}
	classes := map[string]string{"loopback": "loopback", "localhost": "loopback", "mapped": "IPv4-mapped", "loopback6": "loopback",
		"metadata": "metadata", "private": "private", "rebinding": "loopback", "redirected": "redirect"}
	eps := staticEndpoints{}
	for sub, u := range urls {
		eps[sub] = Endpoint{URL: u, Secret: secret}
	}
	client := egress.Policy{AllowHostPorts: []string{allowed}, Resolver: names{
		"localhost":           {netip.MustParseAddr("127.0.0.1"), netip.MustParseAddr("::1")},
		"hooks.attacker.test": {netip.MustParseAddr("127.0.0.1")},
	}}.Client()
	store := NewMemoryStore()
	o, err := NewOutbox(store, &HTTPSender{Endpoints: eps, Client: client}, Config{MaxAttempts: 3, Timeout: 2 * time.Second, Lease: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	for sub := range urls {
		if _, err := o.Enqueue(t.Context(), MessageID(sub, "ev"), sub, "job.settled", []byte(`{}`)); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := o.Tick(t.Context()); err != nil || n != len(urls) {
		t.Fatalf("tick: %d attempts, %v", n, err)
	}
	for sub, class := range classes {
		d, err := store.Get(t.Context(), MessageID(sub, "ev"))
		if err != nil {
			t.Fatal(err)
		}
		if d.State != Pending || !strings.Contains(d.LastError, "egress refused") || !strings.Contains(d.LastError, class) {
			t.Errorf("%s (%s): %s, %q; want refused as %s", sub, urls[sub], d.State, d.LastError, class)
		}
		if h, _ := store.Health(t.Context(), sub); h.Failures != 1 {
			t.Errorf("%s: endpoint failures %d, want 1", sub, h.Failures)
		}
	}
	if n := conns.Load(); n != 0 {
		t.Fatalf("the internal listener accepted %d connections", n)
	}
}

// countingMetrics counts outcomes.
type countingMetrics struct{ delivered, failed, dead, disabled atomic.Int64 }

func (m *countingMetrics) Delivered() { m.delivered.Add(1) }
func (m *countingMetrics) Failed()    { m.failed.Add(1) }
func (m *countingMetrics) Dead()      { m.dead.Add(1) }
func (m *countingMetrics) Disabled()  { m.disabled.Add(1) }

// blackhole accepts connections on loopback and never answers.
func blackhole(t *testing.T) string {
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
	t.Cleanup(func() {
		_ = ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range held {
			_ = c.Close()
		}
	})
	return "http://" + ln.Addr().String() + "/hook"
}

// TestBlackholesDoNotStarveASubscriber is the starvation: 300 subscriptions to a blackhole (a
// loopback listener that accepts and never answers, let through by the allow-list) registered before a
// legitimate subscriber. The legitimate delivery must arrive while every blackhole attempt is still
// hanging (no attempt has timed out yet), i.e. without waiting behind any of them; the delays before
// and after are logged. The old outbox (8 attempts at a time, each tick waiting for its slowest) took
// 300/8 timeouts.
func TestBlackholesDoNotStarveASubscriber(t *testing.T) {
	secret, _ := NewSecret()
	got := make(chan time.Time, 4)
	legit := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		w.WriteHeader(http.StatusNoContent)
		got <- time.Now()
	}))
	defer legit.Close()
	hole := blackhole(t)
	eps := staticEndpoints{"legit": {URL: legit.URL, Secret: secret}}
	for i := range 300 {
		eps[fmt.Sprintf("hole-%03d", i)] = Endpoint{URL: hole, Secret: secret}
	}
	m := &countingMetrics{}
	const timeout = 5 * time.Second
	o, err := NewOutbox(NewMemoryStore(), &HTTPSender{Endpoints: eps, Client: loopbackClient()},
		Config{Timeout: timeout, Lease: 4 * timeout, PollInterval: 20 * time.Millisecond}, WithMetrics(m))
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	if err := o.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = o.Stop(context.Background()) }()
	deliver := func(event string) time.Duration {
		t0 := time.Now()
		if _, err := o.Enqueue(ctx, MessageID("legit", event), "legit", "job.settled", []byte(`{}`)); err != nil {
			t.Fatal(err)
		}
		select {
		case at := <-got:
			return at.Sub(t0)
		case <-time.After(2 * time.Minute):
			t.Fatalf("the legitimate subscriber got nothing in 2 minutes (%d attempts failed)", m.failed.Load())
			return 0
		}
	}
	normal := deliver("alone")
	for i := range 300 {
		sub := fmt.Sprintf("hole-%03d", i)
		if _, err := o.Enqueue(ctx, MessageID(sub, "flood"), sub, "job.settled", []byte(`{}`)); err != nil {
			t.Fatal(err)
		}
	}
	flooded := deliver("flood")
	if f := m.failed.Load(); f != 0 {
		t.Fatalf("the legitimate delivery came after %d blackhole attempts had timed out (%s; %s alone)", f, flooded, normal)
	}
	t.Logf("legitimate delivery: %s alone, %s behind 300 blackholes (attempt timeout %s)", normal, flooded, timeout)
}
