package relayer_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"log/slog"
	"math/big"
	"path/filepath"
	"reflect"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/intents/intentstest"
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
	env := intentstest.New(t)
	st, esc, m := env.Store, env.Escrow, env.Manager
	evaluator, _ := crypto.GenerateKey()
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

// countingMetrics keeps the relayer's reports.
type countingMetrics struct {
	batches  []int
	rejected int
}

func (m *countingMetrics) Relayed(n int) { m.batches = append(m.batches, n) }
func (m *countingMetrics) Rejected()     { m.rejected++ }
func (m *countingMetrics) TickFailed()   {}

// Batched relays: full batches go at once, one submitResults intent each, with at most one result per (job,
// evaluator) in a batch; a partial batch waits until its oldest result has waited BatchWait, then goes as it
// is; ticks are idempotent.
func TestBatchesBySizeAndWait(t *testing.T) {
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
	evA, _ := crypto.GenerateKey()
	evB, _ := crypto.GenerateKey()
	insert := func(job uint64, ev *ecdsa.PrivateKey, submittedAt uint64) store.Result {
		t.Helper()
		digest := crypto.Keccak256Hash([]byte{byte(job)}, crypto.FromECDSA(ev), big.NewInt(int64(submittedAt)).Bytes())
		sig, _ := crypto.Sign(digest[:], ev)
		doc, _ := json.Marshal(map[string]any{"composite": map[string]any{"score": 90}})
		r, err := st.InsertResult(ctx, store.Result{JobID: job, Evaluator: crypto.PubkeyToAddress(ev.PublicKey), Score: 9000,
			Deliverable: crypto.Keccak256Hash([]byte("work")), SubmittedAt: submittedAt, Nonce: big.NewInt(1), Deadline: 1_800_000_000,
			Signature: sig, Document: doc, Digest: digest})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	// Oldest first: job 1 by A twice (two submissions), then jobs 2, 3 by A and job 1 by B.
	rs := []store.Result{insert(1, evA, 1_700_000_000), insert(1, evA, 1_700_000_001), insert(2, evA, 1_700_000_000),
		insert(3, evA, 1_700_000_000), insert(1, evB, 1_700_000_000)}
	now := time.Now()
	met := &countingMetrics{}
	r, err := relayer.New(relayer.Config{Store: st, Submitter: m, Escrow: esc, BatchSize: 3, BatchWait: time.Second,
		Now: func() time.Time { return now }, Logger: slog.New(slog.DiscardHandler), Metrics: met})
	if err != nil {
		t.Fatal(err)
	}
	keyOf := func(r store.Result) string {
		t.Helper()
		got, err := st.Result(ctx, r.ID)
		if err != nil {
			t.Fatal(err)
		}
		return got.RelayKey
	}
	// One full batch: job 1 by A (the older submission), jobs 2 and 3; the rest waits.
	if n, err := r.Tick(ctx); err != nil || n != 3 {
		t.Fatalf("first tick moved %d, %v; want the full batch of 3", n, err)
	}
	first := keyOf(rs[0])
	if first == "" || keyOf(rs[2]) != first || keyOf(rs[3]) != first || keyOf(rs[1]) != "" || keyOf(rs[4]) != "" {
		t.Fatalf("relay keys %q %q %q %q %q", keyOf(rs[0]), keyOf(rs[1]), keyOf(rs[2]), keyOf(rs[3]), keyOf(rs[4]))
	}
	if rec, err := m.Get(ctx, first); err != nil || rec.Kind != intents.KindRelayBatch {
		t.Fatalf("batch intent %+v, %v", rec, err)
	}
	if n, err := r.Tick(ctx); err != nil || n != 0 {
		t.Fatalf("tick before the wait is over moved %d, %v", n, err)
	}
	now = now.Add(1100 * time.Millisecond)
	if n, err := r.Tick(ctx); err != nil || n != 2 {
		t.Fatalf("tick after the wait moved %d, %v; want the partial batch of 2", n, err)
	}
	if second := keyOf(rs[1]); second == "" || second == first || keyOf(rs[4]) != second {
		t.Fatalf("second batch keys %q %q", keyOf(rs[1]), keyOf(rs[4]))
	}
	if n, err := r.Tick(ctx); err != nil || n != 0 {
		t.Fatalf("idle tick: %d, %v", n, err)
	}
	if !reflect.DeepEqual(met.batches, []int{3, 2}) || met.rejected != 0 {
		t.Fatalf("relay metrics: batches %v rejected %d, want [3 2] and 0", met.batches, met.rejected)
	}
}

// writeCounter counts the store's write transactions.
type writeCounter struct{ writes atomic.Int64 }

func (c *writeCounter) Write(time.Duration, error)       { c.writes.Add(1) }
func (c *writeCounter) Commit(int, time.Duration, error) {}

// A batching relayer claims only what it relays now. The intake wakes it after every commit of results;
// before, each wake claimed every pending result and gave back those still waiting for their batch, so
// every waiting result was rewritten twice per wake in the write slot the intake's commits queue on (seen
// in the durable intake benchmark: about 200 claim and release transactions per 2,000 results). A tick
// that finds only a partial batch that is not due yet writes nothing, and a full batch is claimed and
// relayed without touching the results that keep waiting.
func TestBatchingTickWritesOnlyWhatItRelays(t *testing.T) {
	ctx := context.Background()
	writes := &writeCounter{}
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "asa.db"), store.Options{Logger: slog.New(slog.DiscardHandler), Metrics: writes})
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
	ev, _ := crypto.GenerateKey()
	insert := func(job uint64) store.Result {
		t.Helper()
		digest := crypto.Keccak256Hash([]byte{byte(job)}, crypto.FromECDSA(ev))
		sig, _ := crypto.Sign(digest[:], ev)
		doc, _ := json.Marshal(map[string]any{"composite": map[string]any{"score": 90}})
		r, err := st.InsertResult(ctx, store.Result{JobID: job, Evaluator: crypto.PubkeyToAddress(ev.PublicKey), Score: 9000,
			Deliverable: crypto.Keccak256Hash([]byte("work")), SubmittedAt: 1_700_000_000, Nonce: big.NewInt(1), Deadline: 1_800_000_000,
			Signature: sig, Document: doc, Digest: digest})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	now := time.Now()
	r, err := relayer.New(relayer.Config{Store: st, Submitter: m, Escrow: esc, BatchSize: 3, BatchWait: time.Second,
		Now: func() time.Time { return now }, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	rs := []store.Result{insert(1), insert(2)}
	before := writes.writes.Load()
	for range 3 {
		if n, err := r.Tick(ctx); err != nil || n != 0 {
			t.Fatalf("tick with a partial batch that is not due moved %d, %v", n, err)
		}
	}
	if w := writes.writes.Load() - before; w != 0 {
		t.Fatalf("ticks that relayed nothing wrote %d transactions, want 0", w)
	}
	rs = append(rs, insert(3), insert(4))
	if n, err := r.Tick(ctx); err != nil || n != 3 {
		t.Fatalf("tick with a full batch moved %d, %v; want 3", n, err)
	}
	for i, res := range rs {
		got, err := st.Result(ctx, res.ID)
		if err != nil {
			t.Fatal(err)
		}
		want := store.ResultRelayed
		if i == 3 {
			want = store.ResultPending
		}
		if got.Status != want {
			t.Fatalf("result %d is %s, want %s", i, got.Status, want)
		}
	}
	// The one that waits was never claimed: it is still there for any relayer to look at.
	if refs, err := st.UnclaimedPending(ctx, 10); err != nil || len(refs) != 1 || refs[0].ID != rs[3].ID {
		t.Fatalf("unclaimed pending after the full batch: %+v, %v; want only result 3", refs, err)
	}
	// Past the wait of result 3, whose CreatedAt is the store's clock: counted from the clock now, not from
	// the test's start (under -race on a loaded machine its insert came over 100 ms after that).
	now = time.Now().Add(1100 * time.Millisecond)
	if n, err := r.Tick(ctx); err != nil || n != 1 {
		t.Fatalf("tick after the wait moved %d, %v; want the partial batch of 1", n, err)
	}
}

// A relay whose intent the transaction manager abandoned is rejected by the relayer's next look for
// stalled relays, which comes once an Interval: the wakes of the intake (one per accepted result) do not
// each read the relayed results joined with their intents.
func TestStalledRelaysLookedForOnceAnInterval(t *testing.T) {
	ctx := context.Background()
	env := intentstest.New(t)
	st := env.Store
	evaluator, _ := crypto.GenerateKey()
	stall := func(name string) store.Result {
		t.Helper()
		digest := crypto.Keccak256Hash([]byte(name))
		sig, _ := crypto.Sign(digest[:], evaluator)
		res, err := st.InsertResult(ctx, store.Result{JobID: 7, Evaluator: crypto.PubkeyToAddress(evaluator.PublicKey), Score: 9000,
			Deliverable: crypto.Keccak256Hash([]byte(name + " work")), SubmittedAt: 1_700_000_000, Nonce: big.NewInt(1), Deadline: 1_800_000_000,
			Signature: sig, Document: []byte(`{"composite":{"score":90}}`), Digest: digest})
		if err != nil {
			t.Fatal(err)
		}
		key := "relay:" + digest.Hex()
		if _, _, err := st.CreateIntents(ctx, []txmgr.Record{{Kind: intents.KindRelay, Key: key, From: common.HexToAddress("0xfeed"),
			To: env.Escrow.Address, Data: []byte{1}, Value: new(big.Int), State: txmgr.StatePending}}); err != nil {
			t.Fatal(err)
		}
		if err := st.MarkRelayed(ctx, []store.RelayMark{{Digest: digest, Key: key}}); err != nil {
			t.Fatal(err)
		}
		if err := st.MarkFinal(ctx, key, txmgr.StateAbandoned, "no longer needed (precheck): counted elsewhere"); err != nil {
			t.Fatal(err)
		}
		return res
	}
	status := func(res store.Result) store.ResultStatus {
		t.Helper()
		got, err := st.Result(ctx, res.ID)
		if err != nil {
			t.Fatal(err)
		}
		return got.Status
	}
	now := time.Unix(1_700_000_000, 0)
	r, err := relayer.New(relayer.Config{Store: st, Submitter: env.Manager, Escrow: env.Escrow, Interval: time.Second,
		Now: func() time.Time { return now }, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	first := stall("first")
	if _, err := r.Tick(ctx); err != nil {
		t.Fatal(err)
	}
	if s := status(first); s != store.ResultRejected {
		t.Fatalf("a stalled relay after the first tick: %s, want rejected", s)
	}
	second := stall("second")
	now = now.Add(500 * time.Millisecond)
	if _, err := r.Tick(ctx); err != nil {
		t.Fatal(err)
	}
	if s := status(second); s != store.ResultRelayed {
		t.Fatalf("a stalled relay half an interval after the last look: %s, want still relayed", s)
	}
	now = now.Add(500 * time.Millisecond)
	if _, err := r.Tick(ctx); err != nil {
		t.Fatal(err)
	}
	if s := status(second); s != store.ResultRejected {
		t.Fatalf("a stalled relay an interval after the last look: %s, want rejected", s)
	}
}
