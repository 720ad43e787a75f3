package relayer_test

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"math/big"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/relayer"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/txmgr"
)

// flaky fails the first n submissions (a full disk, a busy database: any write error), then delegates.
type flaky struct {
	m *txmgr.Manager
	n int
}

func (f *flaky) SubmitBatch(ctx context.Context, ins []txmgr.Intent) ([]txmgr.Record, error) {
	if f.n > 0 {
		f.n--
		return nil, errors.New("disk I/O error (simulated)")
	}
	return f.m.SubmitBatch(ctx, ins)
}

// Defect 8: when creating a result's relay intent failed, the daemon logged "will retry at restart"
// and nothing retried; the result sat unrelayed until the silence action settled the job without it.
// The relayer holds no queue: each tick reads the pending results from the store, so a failed write is
// simply done again on the next tick, without a restart.
func TestFailedRelayIsRetriedWithoutRestart(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "asa.db"), store.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	key, _ := crypto.GenerateKey()
	evaluator, _ := crypto.GenerateKey()
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
	digest := crypto.Keccak256Hash([]byte("result"))
	sig, _ := crypto.Sign(digest[:], evaluator)
	doc, _ := json.Marshal(map[string]any{"composite": map[string]any{"score": 90}})
	res, err := st.InsertResult(ctx, store.Result{JobID: 7, Evaluator: crypto.PubkeyToAddress(evaluator.PublicKey), Score: 9000,
		Deliverable: crypto.Keccak256Hash([]byte("work")), SubmittedAt: 1_700_000_000, Nonce: big.NewInt(1), Deadline: 1_800_000_000,
		Signature: sig, Document: doc, Digest: digest})
	if err != nil {
		t.Fatal(err)
	}
	r, err := relayer.New(relayer.Config{Store: st, Submitter: &flaky{m: m, n: 2}, Escrow: esc, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if _, err := r.Tick(ctx); err == nil {
			t.Fatal("tick with a failing write reported success")
		}
		if got, _ := st.Result(ctx, res.ID); got.Status != store.ResultPending {
			t.Fatalf("after a failed write the result is %s, want pending", got.Status)
		}
	}
	n, err := r.Tick(ctx)
	if err != nil || n != 1 {
		t.Fatalf("tick after the store recovered: %d, %v", n, err)
	}
	got, _ := st.Result(ctx, res.ID)
	if got.Status != store.ResultRelayed || got.RelayKey == "" {
		t.Fatalf("result %+v, want relayed with its intent key", got)
	}
	if rec, err := m.Get(ctx, got.RelayKey); err != nil || rec.Kind != intents.KindRelay {
		t.Fatalf("relay intent %+v, %v", rec, err)
	}
	// Ticks are idempotent: nothing more is submitted.
	if n, err := r.Tick(ctx); err != nil || n != 0 {
		t.Fatalf("idle tick: %d, %v", n, err)
	}
}
