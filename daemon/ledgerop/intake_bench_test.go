package ledgerop_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/daemon/ledgerop"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
)

// BenchmarkLedgerResultIntakeHTTP is the netted ledger's answer to the large tier's result rate: evaluators'
// signed RESULTs POSTed to /v1/ledger/transitions over HTTP by 32 concurrent clients, each checked (its
// encoding, its signature against its evaluator, the evaluator's registration) and committed to the
// operator's SQLite store before its 202. Reported as results/s (b.N results per run).
func BenchmarkLedgerResultIntakeHTTP(b *testing.B) {
	ctx := context.Background()
	dom := ledger.Domain{ChainID: big.NewInt(84532), Ledger: common.HexToAddress("0x1ed6e7")}
	ml := &memLedger{mem: ledger.NewMemChain(dom), dom: dom, time: 1_700_000_000, epochs: map[uint64]ledgerop.OnchainEpoch{}}
	evKey, _ := crypto.ToECDSA(crypto.Keccak256([]byte("intake bench evaluator")))
	ev := crypto.PubkeyToAddress(evKey.PublicKey)
	client, provider := common.HexToAddress("0xc1"), common.HexToAddress("0x9e")
	ml.mem.Deposit(client, big.NewInt(1_000_000_000))
	ml.mem.Register(provider)
	ml.mem.Register(ev)
	st, err := store.Open(ctx, filepath.Join(b.TempDir(), "asa.db"), store.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	op, err := ledgerop.New(ctx, ledgerop.Config{Store: st, Submitter: &journal{ins: map[string]txmgr.Intent{}}, Chain: ml,
		Logger: slog.New(slog.DiscardHandler), Limits: store.LedgerLimits{PerSender: b.N + 1, Total: b.N + 1}})
	if err != nil {
		b.Fatal(err)
	}
	if err := op.Tick(ctx); err != nil { // reads the registrations
		b.Fatal(err)
	}
	srv := httptest.NewServer(proofs.Handler(op, slog.New(slog.DiscardHandler)))
	defer srv.Close()
	terms := settlement.Terms{Policy: settlement.PolicyContinuous, SilenceAction: settlement.ActionReturnToClient,
		FallbackAction: settlement.ActionSplit5050, EvaluatorFeeBps: 1000, FundTimeout: 3600, EvaluateTimeout: 600, Tiers: new(big.Int)}
	bodies := make([][]byte, b.N)
	for i := range bodies {
		v := ledger.Voucher{Client: client, Provider: provider, Evaluators: []common.Address{ev}, Quorum: 1, TermsHash: settlement.TermsHash(terms),
			AgreementHash: common.HexToHash("0xa9"), Budget: big.NewInt(1000), ExpiredAt: big.NewInt(1_800_000_000), Nonce: big.NewInt(int64(i))}
		id := v.JobID(dom)
		r := settlement.Result{JobID: new(big.Int).SetBytes(id[:]), Deliverable: common.BigToHash(big.NewInt(int64(i))), SubmittedAt: ml.time,
			Score: 9000, Passed: true, Nonce: new(big.Int), Deadline: ml.time + 600}
		sig, err := r.Sign(dom.Results(), evKey)
		if err != nil {
			b.Fatal(err)
		}
		tr, err := ledger.EncodeResult(ledger.Result{Slot: uint32(i), V: v, Terms: terms, Result: r, Signer: ev, Sig: sig})
		if err != nil {
			b.Fatal(err)
		}
		bodies[i], _ = json.Marshal(proofs.Submission{Kind: uint8(tr.Kind), Data: hexutil.Bytes(tr.Data)})
	}
	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	var next atomic.Int64
	var wg sync.WaitGroup
	var failed atomic.Int64
	b.ResetTimer()
	for w := 0; w < 32; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				k := int(next.Add(1)) - 1
				if k >= len(bodies) {
					return
				}
				res, err := hc.Post(srv.URL+proofs.RouteSubmit, "application/json", bytes.NewReader(bodies[k]))
				if err != nil {
					failed.Add(1)
					continue
				}
				_, _ = new(bytes.Buffer).ReadFrom(res.Body)
				res.Body.Close()
				if res.StatusCode != http.StatusAccepted {
					failed.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	b.StopTimer()
	if n := failed.Load(); n != 0 {
		b.Fatalf("%d of %d results were not accepted", n, b.N)
	}
	if n, err := st.LedgerPendingCount(ctx); err != nil || n != b.N {
		b.Fatalf("%d results stored (%v), want %d", n, err, b.N)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "results/s")
}
