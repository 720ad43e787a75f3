package scheduler

import (
	"context"
	"testing"
	"time"

	"github.com/asa-escrow/asa/internal/loop/looptest"
)

// Issue 28: 20,000 start/stop pairs (a replica on a flapping lease) over a real store with due jobs:
// no panic, no race, no goroutine left, and a Start after a Stop runs again (the old scheduler refused
// it: "already started" for ever).
func TestStartStopPairs(t *testing.T) {
	c := newTestChain(t)
	c.setDeadlines(map[uint64]uint64{1: 100, 2: 200})
	s, err := New(c.st, func(context.Context, []uint64) error { return nil }, Config{Interval: time.Hour, Clock: newFakeClock(150)})
	if err != nil {
		t.Fatal(err)
	}
	looptest.StartStop(t, s, looptest.Pairs, nil)
}
