package webhook

import (
	"context"
	"sync"
	"testing"

	"github.com/asa-escrow/asa/internal/loop/looptest"
)

// Issue 28: 20,000 start/stop pairs of the outbox (a replica on a flapping lease) with deliveries due:
// no panic, no race, no goroutine left, and every event delivered after (at least once: an attempt a
// stop cut short is made again).
func TestOutboxStartStopPairs(t *testing.T) {
	var mu sync.Mutex
	sent := map[string]int{}
	h := newHarness(t, nil)
	o := h.outbox(t, senderFunc(func(_ context.Context, d Delivery) error {
		mu.Lock()
		defer mu.Unlock()
		sent[d.ID]++
		return nil
	}))
	h.enqueue(t, o, "sub", 3)
	looptest.StartStop(t, o, looptest.Pairs, nil)
	h.clock.Add(h.cfg.Lease) // the claims of ticks cut short by a stop expire
	h.drain(t, o, 10)
	mu.Lock()
	defer mu.Unlock()
	for _, id := range h.ids {
		if sent[id] == 0 {
			t.Errorf("delivery %s was never sent", id)
		}
	}
}
