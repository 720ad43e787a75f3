package relayer_test

import (
	"log/slog"
	"testing"

	"github.com/asa-escrow/asa/daemon/intents/intentstest"
	"github.com/asa-escrow/asa/daemon/relayer"
	"github.com/asa-escrow/asa/internal/loop/looptest"
)

// Issue 28: a Stop right after Start panicked the process ("close of nil channel": the loop's goroutine
// closed the field Stop had already cleared), within the first few dozen of 20,000 pairs. The relayer
// runs over a real store and transaction manager on the simulated chain.
func TestStartStopPairs(t *testing.T) {
	env := intentstest.New(t)
	r, err := relayer.New(relayer.Config{Store: env.Store, Submitter: env.Manager, Escrow: env.Escrow, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	looptest.StartStop(t, r, looptest.Pairs, r.Wake)
}
