package txmgr

import (
	"context"
	"log/slog"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/internal/loop/looptest"
)

// Issue 28: 20,000 start/stop pairs of the pass loop (a replica on a flapping lease) on the simulated
// chain with an open intent, each Start running a pass at once: no panic, no race, no goroutine left,
// and the intent still sent once.
func TestStartStopPairs(t *testing.T) {
	key := newKey(t)
	sim := newSim(t, key)
	j := NewMemJournal()
	m := newManager(t, sim.Client(), j, key, Config{Logger: slog.New(slog.DiscardHandler)})
	ctx := context.Background()
	in := Intent{Kind: kindPlain, Key: "lifecycle:1", To: common.HexToAddress("0xa1"), Value: big.NewInt(7)}
	if _, err := m.Submit(ctx, in); err != nil {
		t.Fatal(err)
	}
	looptest.StartStop(t, m, looptest.Pairs, m.Wake)
	drive(t, m, func() { sim.Commit() }, stateIs(t, m, in.Key, StateConfirmed))
	if atts, err := j.Attempts(ctx, in.Key); err != nil || len(atts) != 1 {
		t.Fatalf("attempts %d (%v): the intent was sent %d times, want once", len(atts), err, len(atts))
	}
}
