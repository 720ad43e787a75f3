package keeper_test

import (
	"context"
	"log/slog"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/keeper"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/loop/looptest"
	"github.com/asa-escrow/asa/txmgr"
)

type wallClock struct{}

func (wallClock) Now() (time.Time, error) { return time.Now(), nil }

// Issue 28: a Stop right after Start panicked the process ("close of nil channel": the loop's goroutine
// closed the field Stop had already cleared). The keeper runs over a real store and transaction manager
// on the simulated chain.
func TestStartStopPairs(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "asa.db"), store.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	key, _ := crypto.GenerateKey()
	sim := simulated.NewBackend(types.GenesisAlloc{crypto.PubkeyToAddress(key.PublicKey): {Balance: big.NewInt(1e18)}})
	defer sim.Close()
	esc := &intents.Escrow{Chain: sim.Client(), Address: common.HexToAddress("0xe5c0")}
	kinds := txmgr.NewKinds()
	if err := esc.Register(kinds); err != nil {
		t.Fatal(err)
	}
	signer, _ := txmgr.NewKeySigner(key, big.NewInt(1337))
	m, err := txmgr.New(ctx, txmgr.Config{ChainID: big.NewInt(1337), Kinds: kinds}, sim.Client(), st, signer)
	if err != nil {
		t.Fatal(err)
	}
	k, err := keeper.New(keeper.Config{Store: st, Submitter: m, Escrow: esc, Chain: sim.Client(), Clock: wallClock{},
		Token: common.HexToAddress("0x70c3"), Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	looptest.StartStop(t, k, looptest.Pairs, k.Wake)
}
