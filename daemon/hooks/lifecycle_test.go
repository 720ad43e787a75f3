package hooks_test

import (
	"context"
	"log/slog"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/asa-escrow/asa/daemon/hooks"
	"github.com/asa-escrow/asa/daemon/signin"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/loop/looptest"
)

// Issue 28: 20,000 start/stop pairs of the webhook feed and outbox (a replica on a flapping lease) over
// a real store: no panic, no race, no goroutine left.
func TestStartStopPairs(t *testing.T) {
	ctx := context.Background()
	log := slog.New(slog.DiscardHandler)
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "asa.db"), store.Options{Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	si, err := signin.New(signin.Config{Origin: func() string { return "http://127.0.0.1" }, ChainID: big.NewInt(1337), Store: st, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	s, err := hooks.New(hooks.Config{Store: st, SignIn: si, FeedInterval: time.Hour, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	looptest.StartStop(t, s, looptest.Pairs, nil)
}
