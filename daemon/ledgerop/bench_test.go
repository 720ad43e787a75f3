package ledgerop_test

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/daemon/ledgerop"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
)

// memLedger is the ledger contract as the operator reads it, in memory (ledger.MemChain): the scale
// benchmark needs a million registered accounts, which no test chain holds in reasonable time. accept
// plays the chain taking the operator's post.
type memLedger struct {
	mem    *ledger.MemChain
	dom    ledger.Domain
	time   uint64
	last   uint64
	epochs map[uint64]ledgerop.OnchainEpoch
}

func (m *memLedger) Domain() ledger.Domain { return m.dom }
func (m *memLedger) Params(context.Context) (ledgerop.Params, error) {
	return ledgerop.Params{ChallengeWindow: window, MinEpochInterval: interval, LivenessTimeout: liveness}, nil
}
func (m *memLedger) Confirmed(context.Context) (ledgerop.View, error) {
	return ledgerop.View{Block: m.last + 1, Time: m.time, State: m.mem, LastEpoch: m.last, Bonded: true}, nil
}
func (m *memLedger) DataRequests(context.Context, uint64) ([]ledgerop.DataRequest, uint64, error) {
	return nil, m.last + 1, nil
}
func (m *memLedger) FirstBlock() uint64 { return 0 }
func (m *memLedger) EpochAt(_ context.Context, n, _ uint64) (ledgerop.OnchainEpoch, error) {
	return m.epochs[n], nil
}

func (m *memLedger) accept(t testing.TB, st *store.Store, n uint64) {
	e, err := st.LedgerEpochAt(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	m.epochs[n] = ledgerop.OnchainEpoch{StateRoot: e.StateRoot, TransitionsRoot: e.TransitionsRoot, Count: e.Count, Cutoff: e.Cutoff, PostedAt: m.time}
	m.last = n
}

// journal is a Submitter that only records (the benchmark measures the operator, not the node).
type journal struct {
	mu  sync.Mutex
	ins map[string]txmgr.Intent
}

func (j *journal) SubmitBatch(_ context.Context, ins []txmgr.Intent) ([]txmgr.Record, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	for _, in := range ins {
		j.ins[in.Key] = in
	}
	return nil, nil
}

func (j *journal) Get(_ context.Context, key string) (txmgr.Record, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if _, ok := j.ins[key]; ok {
		return txmgr.Record{Key: key, State: txmgr.StateInFlight}, nil
	}
	return txmgr.Record{}, txmgr.ErrNotFound
}

func envInt(b testing.TB, name string, def int) int {
	if v := os.Getenv(name); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			b.Fatalf("%s: %v", name, err)
		}
		return n
	}
	return def
}

// scaleFigures are what operatorScale measured.
type scaleFigures struct {
	first, intake, settle, replay time.Duration
	messages                      int
	settled                       uint32
}

// BenchmarkOperatorEpoch measures the operator at scale on its real store (SQLite): the first epoch of a
// ledger with ASA_LEDGER_ACCOUNTS accounts (default 2,000; `make bench` runs 1,000,000), which counts every
// account's deposit; the intake of ASA_LEDGER_JOBS jobs' signed messages over the operator's Submit
// (default 100; `make bench` runs the large tier's 69,444 per 600-second epoch: an OPEN, a SUBMIT and one
// RESULT each, from 32 goroutines); the epoch that settles them, built, stored and journaled; and a
// restart that replays both epochs from the store. With ASA_LEDGER_OPERATOR_REPORT set it writes the
// figures there.
func BenchmarkOperatorEpoch(b *testing.B) {
	accounts, jobs := envInt(b, "ASA_LEDGER_ACCOUNTS", 2_000), envInt(b, "ASA_LEDGER_JOBS", 100)
	for i := 0; i < b.N; i++ {
		f := operatorScale(b, accounts, jobs)
		b.ReportMetric(f.first.Seconds(), "first-epoch-s")
		b.ReportMetric(float64(f.messages)/f.intake.Seconds(), "intake-msg/s")
		b.ReportMetric(f.settle.Seconds(), "settle-epoch-s")
		b.ReportMetric(f.replay.Seconds(), "replay-s")
		if path := os.Getenv("ASA_LEDGER_OPERATOR_REPORT"); path != "" {
			writeScaleReport(b, path, accounts, jobs, f)
		}
	}
}

// TestOperatorScaleShort is the benchmark's short form in make test: every message of 50 jobs settles in
// one epoch however the 32 goroutines raced, and a restart replays both epochs.
func TestOperatorScaleShort(t *testing.T) {
	if f := operatorScale(t, 500, 50); f.settled != 150 {
		t.Fatalf("the settling epoch took %d transitions, want 150", f.settled)
	}
}

// operatorScale runs the scale scenario once.
func operatorScale(b testing.TB, accounts, jobs int) scaleFigures {
	ctx := context.Background()
	var fig scaleFigures
	dom := ledger.Domain{ChainID: big.NewInt(84532), Ledger: common.HexToAddress("0x1ed6e7")}
	mk := func(label string) (common.Address, *big.Int, func([]byte) []byte) {
		k, _ := crypto.ToECDSA(crypto.Keccak256([]byte("operator bench " + label)))
		return crypto.PubkeyToAddress(k.PublicKey), nil, func(d []byte) []byte {
			s, err := crypto.Sign(d, k)
			if err != nil {
				b.Fatal(err)
			}
			s[64] += 27
			return s
		}
	}
	clientAddr, _, clientSign := mk("client")
	provAddr, _, provSign := mk("provider")
	evalAddr, _, evalSign := mk("evaluator")
	ml := &memLedger{mem: ledger.NewMemChain(dom), dom: dom, time: 1_700_000_000, epochs: map[uint64]ledgerop.OnchainEpoch{}}
	ml.mem.Deposit(clientAddr, big.NewInt(1_000_000_000_000))
	ml.mem.Register(provAddr)
	ml.mem.Register(evalAddr)
	for a := 3; a < accounts; a++ {
		ml.mem.Deposit(common.BigToAddress(big.NewInt(int64(a)+1<<40)), big.NewInt(1000))
	}
	db := filepath.Join(b.TempDir(), "asa.db")
	st, err := store.Open(ctx, db, store.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		b.Fatal(err)
	}
	j := &journal{ins: map[string]txmgr.Intent{}}
	newOp := func() *ledgerop.Operator {
		op, err := ledgerop.New(ctx, ledgerop.Config{Store: st, Submitter: j, Chain: ml, Logger: slog.New(slog.DiscardHandler),
			MaxMessages: 4 * jobs, Limits: store.LedgerLimits{PerSender: 4 * jobs, Total: 4 * jobs}})
		if err != nil {
			b.Fatal(err)
		}
		return op
	}
	op := newOp()
	start := time.Now()
	if err := op.Tick(ctx); err != nil {
		b.Fatal(err)
	}
	first := time.Since(start)
	ml.accept(b, st, 1)

	// The jobs, signed (not timed), then handed in over Submit from 32 goroutines (timed).
	ml.time += interval + 1
	cutoff := ml.time + interval + 1
	terms := settlement.Terms{Policy: settlement.PolicyContinuous, SilenceAction: settlement.ActionReturnToClient,
		FallbackAction: settlement.ActionSplit5050, EvaluatorFeeBps: 1000, FundTimeout: 3600, EvaluateTimeout: 600, Tiers: new(big.Int)}
	msgs := make([]ledger.Transition, 0, 3*jobs)
	for k := 0; k < jobs; k++ {
		v := ledger.Voucher{Client: clientAddr, Provider: provAddr, Evaluators: []common.Address{evalAddr}, Quorum: 1,
			TermsHash: settlement.TermsHash(terms), AgreementHash: common.HexToHash("0xa9"), Budget: big.NewInt(1_000_000),
			ExpiredAt: new(big.Int).SetUint64(cutoff + 86400), Nonce: big.NewInt(int64(k))}
		dl := new(big.Int).SetUint64(cutoff + 600)
		d := common.BigToHash(big.NewInt(int64(k) + 1))
		id := v.JobID(dom)
		r := settlement.Result{JobID: new(big.Int).SetBytes(id[:]), Deliverable: d, SubmittedAt: cutoff, Score: 9000, Passed: true,
			Nonce: new(big.Int), Deadline: cutoff + 100}
		rd := r.Digest(dom.Results())
		open, err := ledger.EncodeOpen(ledger.Open{V: v, ClientSig: clientSign(v.Digest(dom).Bytes()), AcceptanceDeadline: dl,
			AcceptanceSig: provSign(v.AcceptanceDigest(dom, dl).Bytes()), Terms: terms})
		if err != nil {
			b.Fatal(err)
		}
		sub, err := ledger.EncodeSubmit(ledger.Submit{Slot: uint32(k), V: v, Deliverable: d, ProviderSig: provSign(ledger.DeliveryDigest(dom, id, d).Bytes())})
		if err != nil {
			b.Fatal(err)
		}
		res, err := ledger.EncodeResult(ledger.Result{Slot: uint32(k), V: v, Terms: terms, Result: r, Signer: evalAddr, Sig: evalSign(rd.Bytes())})
		if err != nil {
			b.Fatal(err)
		}
		msgs = append(msgs, open, sub, res)
	}
	if err := op.Tick(ctx); err != nil { // sees epoch 1 posted
		b.Fatal(err)
	}
	start = time.Now()
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 32)
	for w := 0; w < 32; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				k := int(next.Add(1)) - 1
				if k >= len(msgs) {
					return
				}
				if _, err := op.Submit(ctx, msgs[k]); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		b.Fatal(err)
	}
	intake := time.Since(start)
	ml.time = cutoff
	start = time.Now()
	if err := op.Tick(ctx); err != nil {
		b.Fatal(err)
	}
	settle := time.Since(start)
	ml.accept(b, st, 2)
	e2, err := st.LedgerEpochAt(ctx, 2)
	if err != nil {
		b.Fatal(err)
	}
	// Arrival order across 32 goroutines is not dependency order: the build orders vouchers by nonce, then deliveries, then results.
	if int(e2.Count) != 3*jobs {
		b.Fatalf("epoch 2 took %d transitions, want %d", e2.Count, 3*jobs)
	}
	start = time.Now()
	if err := newOp().Tick(ctx); err != nil {
		b.Fatal(err)
	}
	replay := time.Since(start)
	_ = st.Close()
	fig.first, fig.intake, fig.settle, fig.replay, fig.messages, fig.settled = first, intake, settle, replay, len(msgs), e2.Count
	return fig
}

// writeScaleReport writes bench/ledger-operator.md.
func writeScaleReport(b testing.TB, path string, accounts, jobs int, f scaleFigures) {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	report := fmt.Sprintf(`# The netted ledger's operator at scale: measured

Generated by `+"`make bench`"+` (`+"`ASA_LEDGER_ACCOUNTS=%d ASA_LEDGER_JOBS=%d go test -run '^$' -bench '^BenchmarkOperatorEpoch$' -benchtime 1x ./daemon/ledgerop/`"+`)
on this machine (%d CPUs, Go %s): the operator (daemon/ledgerop) on its real SQLite store, the ledger's on-chain
state in memory (ledger.MemChain: no test chain holds a million registered accounts), the post journaled, not sent.

| step | figure |
|---|---:|
| accounts | %d |
| first epoch: a SYNC for every account's deposit, built, stored (%d transitions) | %.1f s |
| intake: %d signed messages (OPEN, SUBMIT, RESULT of %d jobs) through Submit, 32 goroutines | %.0f messages/s |
| the epoch that settles them: built, stored with its transitions, journaled (%d transitions) | %.1f s |
| a restart: both epochs replayed from the store, every post-state checked | %.1f s |
| heap in use after the run | %d MiB |

The large tier's epoch is 600 s (144 a day, docs/scale.md): the settling epoch at %d jobs took %.1f s of it.
`, accounts, jobs, runtime.NumCPU(), runtime.Version(), accounts, accounts, f.first.Seconds(), f.messages, jobs,
		float64(f.messages)/f.intake.Seconds(), f.settled, f.settle.Seconds(), f.replay.Seconds(), ms.HeapInuse>>20, jobs, f.settle.Seconds())
	if err := os.WriteFile(path, []byte(report), 0o644); err != nil {
		b.Fatal(err)
	}
}
