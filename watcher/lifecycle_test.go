package watcher_test

import (
	"log/slog"
	"testing"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/internal/loop/looptest"
	"github.com/asa-escrow/asa/watcher"
)

// Issue 28: 20,000 start/stop pairs (a replica on a flapping lease) of a watcher over anvil and a real
// store, each Start polling at once: no panic, no race, no goroutine left, and the state still right.
func TestStartStopPairs(t *testing.T) {
	h := newChain(t, anvil.Options{})
	db := tempDB(t)
	w := newWatcher(t, h, db, &pingHandler{}, setup{mod: func(c *watcher.Config) { c.Logger = slog.New(slog.DiscardHandler) }})
	h.ping(1, 2)
	looptest.StartStop(t, w, looptest.Pairs, nil)
	mustPoll(t, w)
	assertRows(t, "after the pairs", storedPings(t, db), h.reference(h.latest()))
}
