package webhook

import (
	"net/http/httptest"
	"testing"

	"github.com/asa-escrow/asa/internal/loop/looptest"
)

// Issue 28: 20,000 start/stop pairs of the outbox (a replica on a flapping lease) with deliveries due
// to a real HTTP receiver: no panic, no race, no goroutine left, and every event delivered after.
func TestOutboxStartStopPairs(t *testing.T) {
	secret, _ := NewSecret()
	rc := newReceiver(t, secret)
	srv := httptest.NewServer(rc)
	defer srv.Close()
	h := newHarness(t, staticEndpoints{"sub": {URL: srv.URL, Secret: secret}})
	o := h.outbox(t, h.sender)
	h.enqueue(t, o, "sub", 3)
	looptest.StartStop(t, o, looptest.Pairs, nil)
	h.clock.Add(h.cfg.Lease) // claims a stopped tick left behind expire
	h.drain(t, o, 10)
	if u, _, _ := rc.stats(); u != 3 {
		t.Fatalf("%d events delivered, want 3", u)
	}
}
