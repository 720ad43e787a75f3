// Package intentstest builds what the daemon's loops hand their intents to, for their tests: a real
// store on SQLite, the simulated chain with a funded sender, and a transaction manager that sends the
// escrow's intents from that sender.
package intentstest

import (
	"context"
	"log/slog"
	"math/big"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/txmgr"
)

// Env is one test's store, chain and transaction manager; New closes them when the test ends.
type Env struct {
	Store   *store.Store
	Sim     *simulated.Backend
	Escrow  *intents.Escrow // the escrow's intents at a made-up address (nothing is deployed)
	Manager *txmgr.Manager  // journals in Store, sends on Sim (chain id 1337)
}

// New opens the store in the test's temporary directory and starts the simulated chain.
func New(t testing.TB) *Env {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "asa.db"), store.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	sim := simulated.NewBackend(types.GenesisAlloc{crypto.PubkeyToAddress(key.PublicKey): {Balance: big.NewInt(1e18)}})
	t.Cleanup(func() { _ = sim.Close() })
	esc := &intents.Escrow{Chain: sim.Client(), Address: common.HexToAddress("0xe5c0")}
	kinds := txmgr.NewKinds()
	if err := esc.Register(kinds); err != nil {
		t.Fatal(err)
	}
	signer, err := txmgr.NewKeySigner(key, big.NewInt(1337))
	if err != nil {
		t.Fatal(err)
	}
	m, err := txmgr.New(ctx, txmgr.Config{ChainID: big.NewInt(1337), Kinds: kinds, Logger: slog.New(slog.DiscardHandler)}, sim.Client(), st, signer)
	if err != nil {
		t.Fatal(err)
	}
	return &Env{Store: st, Sim: sim, Escrow: esc, Manager: m}
}
