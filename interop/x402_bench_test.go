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

// BenchmarkX402VerifyGoVsTS compares the verify throughput of the Go facilitator
// (x402/facilitator with its settlement store, eth_call simulation and FastChain, as
// the daemon's paywall runs it)
// with the official TypeScript facilitator logic (@x402/evm ExactEvmScheme with a viem client,
// default simulation) on the same anvil node and the same signed payloads, sequentially and with
// 16 requests in flight. It reports the medians of benchRounds rounds as go-verify/s, ts-verify/s
// and the ratio go/ts. Gated: set ASA_BENCH_X402=1 (it needs anvil and node_modules).
//
//	ASA_BENCH_X402=1 go test -run '^$' -bench X402VerifyGoVsTS -benchtime 1x ./interop/
func BenchmarkX402VerifyGoVsTS(b *testing.B) {
	if os.Getenv("ASA_BENCH_X402") == "" {
		b.Skip("set ASA_BENCH_X402=1 to run the Go vs TypeScript facilitator benchmark")
	}
	ctx := context.Background()
	node, err := anvil.Start(ctx, anvil.Options{})
	if err != nil {
		b.Skipf("anvil: %v", err)
	}
	defer node.Stop()
	client, err := node.Dial(ctx)
	if err != nil {
		b.Fatal(err)
	}
	defer client.Close()
	deployerKey, _ := anvil.DevKey(9)
	payerKey, _ := anvil.DevKey(1)
	goSettler, _ := anvil.DevKey(8)
	tsSettler, _ := anvil.DevKey(7)
	opts := bind.NewKeyedTransactor(deployerKey, node.ChainID())
	token, _, err := escrow.DeployDevToken(ctx, client, opts, escrow.DefaultDevToken)
	if err != nil {
		b.Fatal(err)
	}
	payer := crypto.PubkeyToAddress(payerKey.PublicKey)
	if err := escrow.MintDevToken(ctx, client, opts, token, big.NewInt(1_000_000_000_000), payer); err != nil {
		b.Fatal(err)
	}
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
	fac := journaledFacilitator(b, client, node.ChainID(), goSettler)
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
	ts := startTSBench(b, tsSettler, map[string]any{"rpc": node.URL(), "chainId": node.ChainID().Uint64(), "requests": reqs,
		"op": "verify", "interactive": true})
	defer ts.close()

	b.Run("settle", func(b *testing.B) { benchSettle(b, fac, node, payerKey, tsSettler, req) })
	for _, concurrency := range []int{1, 16} {
		b.Run(fmt.Sprintf("inflight=%d", concurrency), func(b *testing.B) {
			goRound(50, concurrency) // warm up
			// Rounds alternate Go, TypeScript, Go, ... so that both see the same machine load.
			var goRates, tsRates []float64
			for i := 0; i < benchRounds; i++ {
				goRates = append(goRates, goRound(benchPerRound, concurrency))
				tsRates = append(tsRates, ts.round(benchPerRound, concurrency))
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

// settleRounds x settlePerRound fresh authorizations are settled by each side.
const (
	settleRounds   = 3
	settlePerRound = 25
)

// benchSettle compares settle throughput (one request in flight; each settlement sends a
// transferWithAuthorization and waits for its receipt; anvil mines every transaction at once;
// both sides poll receipts every 20 ms).
func benchSettle(b *testing.B, fac *facilitator.Facilitator, node *anvil.Node, payerKey, tsSettler *ecdsa.PrivateKey, req x402.PaymentRequirements) {
	fresh := func(n int) ([]benchReq, []x402.FacilitatorRequest) {
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
	_, goWire := fresh(settleRounds * settlePerRound)
	tsReqs, _ := fresh(settleRounds * settlePerRound)
	ctx := context.Background()
	var goRates []float64
	for r := 0; r < settleRounds; r++ {
		start := time.Now()
		for i := 0; i < settlePerRound; i++ {
			res, err := fac.Settle(ctx, goWire[r*settlePerRound+i])
			if err != nil || !res.Success {
				b.Fatalf("Go settle: %+v %v", res, err)
			}
		}
		goRates = append(goRates, settlePerRound/time.Since(start).Seconds())
	}
	var out struct {
		Rounds []float64 `json:"rounds"`
		Error  string    `json:"error"`
	}
	runNode(b, "bench_verify.mjs", tsSettler, map[string]any{"rpc": node.URL(), "chainId": node.ChainID().Uint64(), "requests": tsReqs,
		"rounds": settleRounds, "perRound": settlePerRound, "concurrency": 1, "op": "settle", "pollingMs": 20}, &out)
	if out.Error != "" || len(out.Rounds) != settleRounds {
		b.Fatalf("TypeScript facilitator settle: %s", out.Error)
	}
	b.Logf("settle go rounds %v ts rounds %v", rounded(goRates), rounded(out.Rounds))
	goMed, tsMed := median(goRates), median(out.Rounds)
	b.ReportMetric(goMed, "go-settle/s")
	b.ReportMetric(tsMed, "ts-settle/s")
	b.ReportMetric(goMed/tsMed, "go/ts")
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

func (t *tsBench) round(n, concurrency int) float64 {
	t.b.Helper()
	fmt.Fprintf(t.in, "%d %d\n", n, concurrency)
	var r struct {
		Rate  float64 `json:"rate"`
		Error string  `json:"error"`
	}
	t.read(&r)
	if r.Rate == 0 {
		t.b.Fatalf("TypeScript round: %s", r.Error)
	}
	return r.Rate
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

// journaledFacilitator is the Go facilitator as the daemon runs it: settlements are intents of a
// transaction manager of the settlement key whose journal is the daemon's store (SQLite, WAL,
// synchronous=FULL), verification reads through paywall.FastChain.
func journaledFacilitator(b testing.TB, client *ethclient.Client, chainID *big.Int, key *ecdsa.PrivateKey) *facilitator.Facilitator {
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
	m, err := txmgr.New(ctx, txmgr.Config{ChainID: chainID, Kinds: kinds, PollInterval: 20 * time.Millisecond, Confirmations: 1,
		Logger: slog.New(slog.DiscardHandler)}, client, st, signer)
	if err != nil {
		b.Fatal(err)
	}
	if err := m.Start(ctx); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = m.Stop(context.Background()) })
	fac, err := facilitator.New(facilitator.Config{
		Networks: []*facilitator.Network{{ChainID: chainID, Chain: paywall.FastChain(chain), Sender: m, Receipts: client,
			Settler: facilitator.NewTokenSettler(client, signer.Address())}},
		SimulateInVerify: true, PollInterval: 20 * time.Millisecond,
	})
	if err != nil {
		b.Fatal(err)
	}
	return fac
}
