package keeper_test

import (
	"log/slog"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/intents/intentstest"
	"github.com/asa-escrow/asa/daemon/keeper"
	"github.com/asa-escrow/asa/internal/loop/looptest"
)

type wallClock struct{}

func (wallClock) Now() (time.Time, error) { return time.Now(), nil }

// Issue 28: a Stop right after Start panicked the process ("close of nil channel": the loop's goroutine
// closed the field Stop had already cleared). The keeper runs over a real store and transaction manager
// on the simulated chain.
func TestStartStopPairs(t *testing.T) {
	env := intentstest.New(t)
	k, err := keeper.New(keeper.Config{Store: env.Store, Submitter: env.Manager, Escrow: env.Escrow, Chain: env.Sim.Client(), Clock: wallClock{},
		Token: common.HexToAddress("0x70c3"), Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	looptest.StartStop(t, k, looptest.Pairs, k.Wake)
}
