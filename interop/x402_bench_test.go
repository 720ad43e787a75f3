package interop

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// benchRounds and benchPerRound shape the side-by-side comparison: each side runs benchRounds
// timed rounds of benchPerRound operations; the report compares the medians.
const (
	benchRounds   = 7
	benchPerRound = 400
)

type benchReq struct {
	PaymentPayload      x402.PaymentPayload      `json:"paymentPayload"`
	PaymentRequirements x402.PaymentRequirements `json:"paymentRequirements"`
}

// BenchmarkX402VerifyGoVsTS compares the Go facilitator (x402/facilitator as the daemon runs it: its
// settlements are intents of the settlement key's journaled transaction manager, SQLite journal,
// eth_call simulation in verify, FastChain) with the official TypeScript facilitator logic (@x402/evm
// ExactEvmScheme with a viem client, default simulation, viem's nonce manager) on the same anvil node:
// verify of the same signed payloads with 1 and 16 in flight (medians of benchRounds alternating rounds;
// go-verify/s, ts-verify/s, go/ts), and settle of fresh authorizations with 1, 8 and 32 in flight on the
// Go side against 8 on the TypeScript side (medians of settleRounds alternating rounds; every Go
// settlement must succeed). Gated: set ASA_BENCH_X402=1 (it needs anvil and node_modules).
//
//	ASA_BENCH_X402=1 go test -run '^$' -bench X402VerifyGoVsTS -benchtime 1x ./interop/
func BenchmarkX402VerifyGoVsTS(b *testing.B) {
	if os.Getenv("ASA_BENCH_X402") == "" {
		b.Skip("set ASA_BENCH_X402=1 to run the Go vs TypeScript facilitator benchmark")
	}
	ctx := context.Background()
	payerKey, _ := anvil.DevKey(1)
	goSettler, _ := anvil.DevKey(8)
	tsSettler, _ := anvil.DevKey(7)
	payer := crypto.PubkeyToAddress(payerKey.PublicKey)
	node, client, token := startBenchChain(b, payer)
	network := x402.CAIP2(node.ChainID())
	req := x402.PaymentRequirements{Scheme: "exact", Network: network, Amount: "1000", Asset: token.Hex(), PayTo: merchant.Hex(),
		MaxTimeoutSeconds: 3600, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
	reqs := make([]benchReq, 256)
	for i := range reqs {
		s, err := exact.NewPayment(payerKey, req, time.Now(), rand.Reader)
		if err != nil {
			b.Fatal(err)
		}
		pp, _ := exact.PaymentPayload(s, req, &x402.ResourceInfo{URL: "http://bench/"})
		reqs[i] = benchReq{pp, req}
	}
	wire := make([]x402.FacilitatorRequest, len(reqs))
	for i, r := range reqs {
		p, _ := json.Marshal(r.PaymentPayload)
		q, _ := json.Marshal(r.PaymentRequirements)
		wire[i] = x402.FacilitatorRequest{X402Version: 2, PaymentPayload: p, PaymentRequirements: q}
	}
	var fac *facilitator.Facilitator // verify's, on the node of the verify rounds
	verify := func(i int) {
		res, err := fac.Verify(ctx, wire[i%len(wire)])
		if err != nil || !res.IsValid {
			b.Fatalf("Go verify: %+v %v", res, err)
		}
	}
	goRound := func(n, concurrency int) float64 {
		var wg sync.WaitGroup
		var mu sync.Mutex
		next := 0
		start := time.Now()
		for w := 0; w < concurrency; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					mu.Lock()
					i := next
					next++
					mu.Unlock()
					if i >= n {
						return
					}
					verify(i)
				}
			}()
		}
		wg.Wait()
		return float64(n) / time.Since(start).Seconds()
	}
	_, goSettles := freshPayments(b, payerKey, req, settleRounds*(settleGo1+settleGo8+settleGo32)+settleWarm)
	tsSettles, _ := freshPayments(b, payerKey, req, settleRounds*settleTS8+settleWarm)
	ts := startTSBench(b, tsSettler, map[string]any{"rpc": node.URL(), "chainId": node.ChainID().Uint64(), "requests": reqs,
		"settles": tsSettles, "warmSettles": settleWarm, "op": "verify", "interactive": true, "pollingMs": 20, "nonceManager": true})
	defer ts.close()

	// Each timed settle round runs on a fresh node (anvil answers more slowly as its chain grows, on both
	// sides alike; a fresh node per round keeps every round on the same short chain).
	fresh := func() (*facilitator.Facilitator, string, func()) {
		n, c, tok := startBenchChain(b, payer)
		if tok != token {
			b.Fatalf("token deployed at %s on a fresh node, %s on the first", tok.Hex(), token.Hex())
		}
		f, stop := journaledFacilitator(b, c, n.ChainID(), goSettler)
		return f, n.URL(), func() { stop(); c.Close(); _ = n.Stop() }
	}
	b.Run("settle", func(b *testing.B) { benchSettle(b, fresh, ts, goSettles) })
	f, stopVerify := journaledFacilitator(b, client, node.ChainID(), goSettler)
	defer stopVerify()
	fac = f
	ts.rpc(node.URL())
	for _, concurrency := range []int{1, 16} {
		b.Run(fmt.Sprintf("inflight=%d", concurrency), func(b *testing.B) {
			goRound(50, concurrency) // warm up
			// Rounds alternate Go, TypeScript, Go, ... so that both see the same machine load.
			var goRates, tsRates []float64
			for i := 0; i < benchRounds; i++ {
				goRates = append(goRates, goRound(benchPerRound, concurrency))
				rate, _ := ts.round("verify", benchPerRound, concurrency)
				tsRates = append(tsRates, rate)
			}
			goMed, tsMed := median(goRates), median(tsRates)
			b.Logf("inflight=%d go rounds %v ts rounds %v", concurrency, rounded(goRates), rounded(tsRates))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				verify(i)
			}
			b.ReportMetric(goMed, "go-verify/s")
			b.ReportMetric(tsMed, "ts-verify/s")
			b.ReportMetric(goMed/tsMed, "go/ts")
		})
	}
}

// Settle rounds: each round settles fresh authorizations on the Go side with 1, 8 and 32 settlements in
// flight and on the TypeScript side with 8 (the comparison point), alternating; settleWarm more per side
// warm up first.
const (
	settleRounds = 5
	settleGo1    = 60
	settleGo8    = 120
	settleGo32   = 240
	settleTS8    = 120
	settleWarm   = 10
)

// freshPayments signs n distinct exact payments for req (each can be settled once), as the TypeScript
// side reads them and as the Go facilitator's wire requests.
func freshPayments(b testing.TB, payerKey *ecdsa.PrivateKey, req x402.PaymentRequirements, n int) ([]benchReq, []x402.FacilitatorRequest) {
	b.Helper()
	out, wire := make([]benchReq, n), make([]x402.FacilitatorRequest, n)
	for i := range out {
		s, err := exact.NewPayment(payerKey, req, time.Now(), rand.Reader)
		if err != nil {
			b.Fatal(err)
		}
		pp, _ := exact.PaymentPayload(s, req, &x402.ResourceInfo{URL: "http://bench/"})
		out[i] = benchReq{pp, req}
		p, _ := json.Marshal(pp)
		q, _ := json.Marshal(req)
		wire[i] = x402.FacilitatorRequest{X402Version: 2, PaymentPayload: p, PaymentRequirements: q}
	}
	return out, wire
}

// benchSettle compares settle throughput: each settlement sends its transferWithAuthorization and
// answers once the receipt is seen (anvil mines every transaction at once). The Go facilitator settles
// through the journaled transaction manager with pipelined nonces; the TypeScript facilitator uses
// viem's nonce manager and polls receipts every 20 ms. Every timed measurement runs on a fresh node
// (fresh returns the Go facilitator on it, its URL for the TypeScript side, and a stop). Every Go
// settlement must succeed.
func benchSettle(b *testing.B, fresh func() (*facilitator.Facilitator, string, func()), ts *tsBench, goPay []x402.FacilitatorRequest) {
	ctx := context.Background()
	next, failed := 0, 0
	var mu sync.Mutex
	goRound := func(n, concurrency int) float64 {
		fac, _, stop := fresh()
		defer stop()
		start := time.Now()
		var wg sync.WaitGroup
		left := n
		for w := 0; w < concurrency; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					mu.Lock()
					if left == 0 {
						mu.Unlock()
						return
					}
					left--
					i := next
					next++
					mu.Unlock()
					res, err := fac.Settle(ctx, goPay[i])
					if err != nil || !res.Success {
						mu.Lock()
						failed++
						mu.Unlock()
						b.Logf("Go settle failed: %+v %v", res, err)
					}
				}
			}()
		}
		wg.Wait()
		return float64(n) / time.Since(start).Seconds()
	}
	tsRound := func(n, concurrency int) (float64, int) {
		_, url, stop := fresh()
		defer stop()
		ts.rpc(url)
		return ts.round("settle", n, concurrency)
	}
	goRound(settleWarm, 1)
	go1, go8, go32, ts8 := []float64{}, []float64{}, []float64{}, []float64{}
	tsFailed := 0
	for r := 0; r < settleRounds; r++ {
		go1 = append(go1, goRound(settleGo1, 1))
		rate, f := tsRound(settleTS8, 8)
		ts8, tsFailed = append(ts8, rate), tsFailed+f
		go8 = append(go8, goRound(settleGo8, 8))
		go32 = append(go32, goRound(settleGo32, 32))
	}
	b.Logf("settle rounds: go@1 %v go@8 %v go@32 %v ts@8 %v; failed: go %d ts %d", rounded(go1), rounded(go8), rounded(go32), rounded(ts8), failed, tsFailed)
	tsMed := median(ts8)
	for _, m := range []struct {
		name  string
		rates []float64
	}{{"1", go1}, {"8", go8}, {"32", go32}} {
		b.ReportMetric(median(m.rates), "go-settle@"+m.name+"/s")
		b.ReportMetric(median(m.rates)/tsMed, "go@"+m.name+"/ts@8")
	}
	b.ReportMetric(tsMed, "ts-settle@8/s")
	b.ReportMetric(float64(failed), "go-failed")
	b.ReportMetric(float64(tsFailed), "ts-failed")
	if failed > 0 {
		b.Errorf("%d Go settlements failed", failed)
	}
}

// tsBench is a running bench_verify.mjs in interactive mode.
type tsBench struct {
	b     testing.TB
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines *bufio.Scanner
}

func startTSBench(b testing.TB, key *ecdsa.PrivateKey, cmd map[string]any) *tsBench {
	b.Helper()
	needNodeModules(b, "@x402/evm", "viem")
	node, _ := exec.LookPath("node")
	c := exec.Command(node, "bench_verify.mjs")
	c.Env = append(os.Environ(), "X402_INTEROP_KEY=0x"+hex.EncodeToString(crypto.FromECDSA(key)))
	c.Stderr = os.Stderr
	in, _ := c.StdinPipe()
	out, _ := c.StdoutPipe()
	if err := c.Start(); err != nil {
		b.Fatal(err)
	}
	t := &tsBench{b: b, cmd: c, in: in, lines: bufio.NewScanner(out)}
	first, _ := json.Marshal(cmd)
	if _, err := in.Write(append(first, '\n')); err != nil {
		b.Fatal(err)
	}
	var ready struct {
		Ready bool   `json:"ready"`
		Error string `json:"error"`
	}
	t.read(&ready)
	if !ready.Ready {
		b.Fatalf("bench_verify.mjs: %s", ready.Error)
	}
	return t
}

func (t *tsBench) read(v any) {
	t.b.Helper()
	if !t.lines.Scan() {
		t.b.Fatalf("bench_verify.mjs stopped: %v", t.lines.Err())
	}
	if err := json.Unmarshal(t.lines.Bytes(), v); err != nil {
		t.b.Fatalf("bench_verify.mjs answer %q: %v", t.lines.Text(), err)
	}
}

// round runs one timed round of op ("verify" or "settle") on the TypeScript side: its rate and how many
// operations failed.
func (t *tsBench) round(op string, n, concurrency int) (float64, int) {
	t.b.Helper()
	fmt.Fprintf(t.in, "%s %d %d\n", op, n, concurrency)
	var r struct {
		Rate   float64 `json:"rate"`
		Failed int     `json:"failed"`
		Error  string  `json:"error"`
	}
	t.read(&r)
	if r.Rate == 0 {
		t.b.Fatalf("TypeScript round: %s", r.Error)
	}
	return r.Rate, r.Failed
}

// rpc moves the TypeScript side to the node at url.
func (t *tsBench) rpc(url string) {
	t.b.Helper()
	fmt.Fprintf(t.in, "rpc %s\n", url)
	var ready struct {
		Ready bool   `json:"ready"`
		Error string `json:"error"`
	}
	t.read(&ready)
	if !ready.Ready {
		t.b.Fatalf("bench_verify.mjs: rpc %s: %s", url, ready.Error)
	}
}

func (t *tsBench) close() {
	t.in.Close()
	done := make(chan struct{})
	go func() { _ = t.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = t.cmd.Process.Kill() // our own child, by PID
		<-done
	}
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func rounded(xs []float64) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = int(x + 0.5)
	}
	return out
}

// startBenchChain starts a node (stopped when the benchmark ends), deploys the dev token from the
// deployer's first nonce (so at the same address on every fresh node) and funds payer.
func startBenchChain(b testing.TB, payer common.Address) (*anvil.Node, *ethclient.Client, common.Address) {
	b.Helper()
	ctx := context.Background()
	node, err := anvil.Start(ctx, anvil.Options{})
	if err != nil {
		b.Skipf("anvil: %v", err)
	}
	b.Cleanup(func() { _ = node.Stop() })
	client, err := node.Dial(ctx)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(client.Close)
	deployerKey, _ := anvil.DevKey(9)
	opts := bind.NewKeyedTransactor(deployerKey, node.ChainID())
	token, _, err := escrow.DeployDevToken(ctx, client, opts, escrow.DefaultDevToken)
	if err != nil {
		b.Fatal(err)
	}
	if err := escrow.MintDevToken(ctx, client, opts, token, big.NewInt(1_000_000_000_000), payer); err != nil {
		b.Fatal(err)
	}
	return node, client, token
}

// journaledFacilitator is the Go facilitator as the daemon runs it: settlements are intents of a
// transaction manager of the settlement key whose journal is the daemon's store (SQLite, WAL,
// synchronous=FULL), verification reads through paywall.FastChain.
func journaledFacilitator(b testing.TB, client *ethclient.Client, chainID *big.Int, key *ecdsa.PrivateKey) (*facilitator.Facilitator, func()) {
	b.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(b.TempDir(), "asa.db"), store.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = st.Close() })
	chain := facilitator.NewEthChain(client)
	kinds := txmgr.NewKinds()
	if err := facilitator.RegisterKinds(kinds, chain); err != nil {
		b.Fatal(err)
	}
	signer, err := txmgr.NewKeySigner(key, chainID)
	if err != nil {
		b.Fatal(err)
	}
	logger := slog.New(slog.DiscardHandler)
	if path := os.Getenv("ASA_BENCH_LOG"); path != "" { // the transaction manager's debug log, for a run that went wrong
		f, err := os.Create(path)
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { _ = f.Close() })
		logger = slog.New(slog.NewTextHandler(f, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	// The daemon's defaults: a pass a second (the send lane answers settlements; passes record them).
	m, err := txmgr.New(ctx, txmgr.Config{ChainID: chainID, Kinds: kinds, PollInterval: time.Second, Confirmations: 1,
		Logger: logger}, client, st, signer)
	if err != nil {
		b.Fatal(err)
	}
	if err := m.Start(ctx); err != nil {
		b.Fatal(err)
	}
	stop := func() { _ = m.Stop(context.Background()) }
	b.Cleanup(stop)
	fac, err := facilitator.New(facilitator.Config{
		Networks: []*facilitator.Network{{ChainID: chainID, Chain: paywall.FastChain(chain), Sender: m, Receipts: client,
			Settler: facilitator.NewTokenSettler(client, signer.Address())}},
		SimulateInVerify: true, PollInterval: 20 * time.Millisecond,
	})
	if err != nil {
		b.Fatal(err)
	}
	return fac, stop
}
