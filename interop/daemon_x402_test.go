package interop

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/httpx"
)

func needNodeModules(t testing.TB, mods ...string) {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	for _, m := range mods {
		if _, err := os.Stat(filepath.Join("..", "node_modules", m)); err != nil {
			t.Skipf("node_modules/%s is not installed", m)
		}
	}
}

type fetchResult struct {
	Error            string               `json:"error"`
	Status           int                  `json:"status"`
	Body             json.RawMessage      `json:"body"`
	PaymentResponse  *x402.SettleResponse `json:"paymentResponse"`
	XPaymentResponse *x402.SettleResponse `json:"xPaymentResponse"`
}

// TestDaemonX402Interop runs the official TypeScript clients against a daemon started with x402 on
// anvil (chain 31337): @x402/fetch 2.x funds a job through POST /v1/jobs/{id}/fund (the A2A agent's
// interop with @a2a-js/sdk is TestDaemonA2ASDK), and an @x402/express server
// configured with the daemon's /x402 facilitator URL is paid by @x402/fetch and by the Go
// Transport.
func TestDaemonX402Interop(t *testing.T) {
	needNodeModules(t, "@x402/fetch", "@x402/evm", "x402-fetch")
	r := paywalltest.Start(t, paywalltest.Options{})
	network, asset := "eip155:31337", r.Dep.Token.Hex()

	t.Run("FetchV2FundsJob", func(t *testing.T) {
		const budget = 3_000_000
		id := r.OpenJob(t, r.Payer, budget)
		escrowBefore := r.Balance(t, r.Dep.Escrow)
		var out fetchResult
		runNode(t, "daemon_x402.mjs", r.Payer.Key, map[string]any{"op": "fetchV2",
			"url": fmt.Sprintf("%s/v1/jobs/%d/fund", r.URL, id), "network": network, "asset": asset, "max": "3000000"}, &out)
		if out.Error != "" || out.Status != 200 || out.PaymentResponse == nil || !out.PaymentResponse.Success ||
			out.PaymentResponse.Network != network || !strings.EqualFold(out.PaymentResponse.Payer, r.Payer.Addr.Hex()) {
			t.Fatalf("@x402/fetch paying the fund endpoint: %+v body %s", out, out.Body)
		}
		var fr paywall.FundResponse
		if err := json.Unmarshal(out.Body, &fr); err != nil || fr.Status != "funded" || fr.Transaction != out.PaymentResponse.Transaction {
			t.Fatalf("body %s", out.Body)
		}
		if r.ChainStatus(t, id) != 1 || new(big.Int).Sub(r.Balance(t, r.Dep.Escrow), escrowBefore).Int64() != budget {
			t.Fatalf("job %d not funded on chain", id)
		}
	})

	t.Run("ExpressWithDaemonFacilitator", func(t *testing.T) {
		goPayer, _ := anvil.DevKey(5)
		goAddr := crypto.PubkeyToAddress(goPayer.PublicKey)
		r.Mint(t, goAddr, big.NewInt(10_000_000))
		before := r.Balance(t, merchant)
		url, ts := runExpress(t, map[string]string{
			"FACILITATOR_URL": r.URL + "/x402", "NETWORK": network, "TOKEN": asset, "MERCHANT": merchant.Hex(), "AMOUNT": "1250000",
			"X402_INTEROP_KEY": "0x" + hex.EncodeToString(crypto.FromECDSA(r.Payer.Key)),
		})
		if ts.Status != 200 || ts.PaymentResponse == nil || !ts.PaymentResponse.Success || ts.PaymentResponse.Transaction == "" {
			t.Fatalf("TS client paying express + daemon facilitator: %+v", ts)
		}
		if got := new(big.Int).Sub(r.Balance(t, merchant), before); got.Int64() != 1_250_000 {
			t.Fatalf("merchant received %s after the TS payment", got)
		}
		client := &http.Client{Transport: &httpx.Transport{Key: goPayer,
			Allow: httpx.MaxAmount(big.NewInt(2_000_000), []string{asset}, []string{network})}}
		resp, err := client.Get(url + "/report")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		sr, err := x402.DecodePaymentResponse(resp.Header.Get(x402.HeaderPaymentResponse))
		if resp.StatusCode != 200 || err != nil || !sr.Success {
			t.Fatalf("Go client paying express: %d %s %+v %v", resp.StatusCode, body, sr, err)
		}
		if got := new(big.Int).Sub(r.Balance(t, merchant), before); got.Int64() != 2_500_000 {
			t.Fatalf("merchant received %s after both payments", got)
		}
		if got := r.Balance(t, goAddr); got.Int64() != 8_750_000 {
			t.Fatalf("Go payer has %s", got)
		}
	})
}

// TestDaemonX402V1Interop: the v1 x402-fetch 1.2 client (network "base-sepolia", so anvil runs
// with chain id 84532) funds a job through the daemon's fund endpoint with X-PAYMENT. Off dev chains the
// daemon needs a public https URL, so it serves HTTPS here (node trusts its test certificate).
func TestDaemonX402V1Interop(t *testing.T) {
	needNodeModules(t, "x402-fetch", "x402")
	r := paywalltest.Start(t, paywalltest.Options{ChainID: 84532, TLS: true})
	t.Setenv("NODE_EXTRA_CA_CERTS", r.CertFile)
	const budget = 900_000
	id := r.OpenJob(t, r.Payer, budget)
	var out fetchResult
	runNode(t, "daemon_x402.mjs", r.Payer.Key, map[string]any{"op": "fetchV1",
		"url": fmt.Sprintf("%s/v1/jobs/%d/fund", r.URL, id), "network": "base-sepolia", "max": "900000"}, &out)
	if out.Error != "" || out.Status != 200 || out.XPaymentResponse == nil || !out.XPaymentResponse.Success || out.XPaymentResponse.Network != "base-sepolia" {
		t.Fatalf("x402-fetch v1 paying the fund endpoint: %+v body %s", out, out.Body)
	}
	if r.ChainStatus(t, id) != 1 {
		t.Fatalf("job %d not funded on chain", id)
	}
}

type expressTS struct {
	Status          int                  `json:"status"`
	Body            string               `json:"body"`
	Error           string               `json:"error"`
	PaymentResponse *x402.SettleResponse `json:"paymentResponse"`
}

// runExpress starts x402_express.mjs with env, waits for its report (the TS client's paid
// request) and returns the server URL; the server stops at test cleanup.
func runExpress(t *testing.T, env map[string]string) (string, expressTS) {
	t.Helper()
	node, _ := exec.LookPath("node")
	cmd := exec.Command(node, "x402_express.mjs")
	cmd.Env = os.Environ()
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = &testWriter{t}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stdin.Close()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill() // our own child, by PID
			<-done
		}
	})
	lines := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		if sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
		_, _ = io.Copy(io.Discard, stdout)
	}()
	var first string
	select {
	case first = <-lines:
	case <-time.After(90 * time.Second):
		t.Fatal("express server did not report")
	}
	var res struct {
		URL string    `json:"url"`
		TS  expressTS `json:"ts"`
	}
	if err := json.Unmarshal([]byte(first), &res); err != nil {
		t.Fatalf("express output %q: %v", first, err)
	}
	return res.URL, res.TS
}

// TestDaemonX402MoneySafety runs the official clients against the daemon's money-safety rules (issue
// #10): a job funded by @x402/fetch answers 409 to the next request and the client is never asked to
// sign a second authorization; on a chain that mines slowly the fund endpoint answers 202 with the
// pending transaction hash within its bounded wait (here 3 s, with a settle timeout of 60 s, above the
// server's write timeout), and /x402/settle answers pending within its cap; an authorization made out
// to a deposit address of the escrow, settled through /x402/settle by the official
// HTTPFacilitatorClient without asaJobId in extra, is refused when its job is funded (nothing moves)
// and routed through the escrow's funding path when the job is open.
func TestDaemonX402MoneySafety(t *testing.T) {
	needNodeModules(t, "@x402/fetch", "@x402/evm", "@x402/core")
	r := paywalltest.Start(t, paywalltest.Options{SettleTimeout: 60 * time.Second, FundWait: 3 * time.Second, HTTPSettleWait: 3 * time.Second})
	network, asset := "eip155:31337", r.Dep.Token.Hex()
	ctx := t.Context()
	const budget = 2_000_000
	funded := r.OpenJob(t, r.Payer, budget)

	t.Run("FundedJobAnswers409AndAsksNoSecondPayment", func(t *testing.T) {
		escrowBefore := r.Balance(t, r.Dep.Escrow)
		var out struct {
			Error         string
			First, Second struct {
				Status          int
				Body            json.RawMessage
				PaymentResponse *x402.SettleResponse
			}
			Signatures int
		}
		runNode(t, "daemon_x402.mjs", r.Payer.Key, map[string]any{"op": "fetchTwice",
			"url": fmt.Sprintf("%s/v1/jobs/%d/fund", r.URL, funded), "network": network, "asset": asset, "max": "2000000"}, &out)
		if out.Error != "" || out.First.Status != http.StatusOK || out.First.PaymentResponse == nil || !out.First.PaymentResponse.Success {
			t.Fatalf("first fund: %+v", out)
		}
		if out.Second.Status != http.StatusConflict || !strings.Contains(string(out.Second.Body), "job_not_open") {
			t.Fatalf("fund right after funding: %d %s, want 409 job_not_open", out.Second.Status, out.Second.Body)
		}
		if out.Signatures != 1 {
			t.Fatalf("the client was asked for %d authorizations, want 1", out.Signatures)
		}
		if got := new(big.Int).Sub(r.Balance(t, r.Dep.Escrow), escrowBefore); got.Int64() != budget {
			t.Fatalf("escrow received %s, want the budget once", got)
		}
	})

	t.Run("SecondAuthorizationThroughSettleIsRefused", func(t *testing.T) {
		deposit := escrow.DepositAddress(r.Dep.Escrow, new(big.Int).SetUint64(funded))
		req := x402.PaymentRequirements{Scheme: "exact", Network: network, Amount: "2000000", Asset: asset, PayTo: deposit.Hex(),
			MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
		payerBefore := r.Balance(t, r.Payer.Addr)
		var out struct {
			Error  string
			Settle x402.SettleResponse
		}
		runNode(t, "daemon_x402.mjs", r.Payer.Key, map[string]any{"op": "settle", "facilitator": r.URL + "/x402",
			"requirements": req, "network": network, "asset": asset, "max": "2000000"}, &out)
		if out.Error != "" || out.Settle.Success || out.Settle.ErrorReason != paywall.ReasonDepositAddress || out.Settle.Transaction != "" {
			t.Fatalf("settle of a funded job's deposit: %+v", out)
		}
		if r.Balance(t, r.Payer.Addr).Cmp(payerBefore) != 0 || r.Balance(t, deposit).Sign() != 0 {
			t.Fatal("money moved: the authorization was executed")
		}
	})

	t.Run("AuthorizationToACollateralDepositIsRefused", func(t *testing.T) {
		// A job's collateral deposit takes the provider's collateral with its signed acceptance only.
		open := r.OpenJob(t, r.Payer, budget)
		collateral := escrow.CollateralAddress(r.Dep.Escrow, new(big.Int).SetUint64(open))
		req := x402.PaymentRequirements{Scheme: "exact", Network: network, Amount: "2000000", Asset: asset, PayTo: collateral.Hex(),
			MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
		payerBefore := r.Balance(t, r.Payer.Addr)
		var out struct {
			Error  string
			Settle x402.SettleResponse
		}
		runNode(t, "daemon_x402.mjs", r.Payer.Key, map[string]any{"op": "settle", "facilitator": r.URL + "/x402",
			"requirements": req, "network": network, "asset": asset, "max": "2000000"}, &out)
		if out.Error != "" || out.Settle.Success || out.Settle.ErrorReason != paywall.ReasonDepositAddress || out.Settle.Transaction != "" {
			t.Fatalf("settle to a collateral deposit: %+v", out)
		}
		if r.Balance(t, r.Payer.Addr).Cmp(payerBefore) != 0 || r.Balance(t, collateral).Sign() != 0 {
			t.Fatal("money moved: the authorization was executed")
		}
	})

	t.Run("AuthorizationToAnOpenJobsDepositFundsIt", func(t *testing.T) {
		open := r.OpenJob(t, r.Payer, budget)
		deposit := escrow.DepositAddress(r.Dep.Escrow, new(big.Int).SetUint64(open))
		req := x402.PaymentRequirements{Scheme: "exact", Network: network, Amount: "2000000", Asset: asset, PayTo: deposit.Hex(),
			MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
		var out struct {
			Error  string
			Settle x402.SettleResponse
		}
		runNode(t, "daemon_x402.mjs", r.Payer.Key, map[string]any{"op": "settle", "facilitator": r.URL + "/x402",
			"requirements": req, "network": network, "asset": asset, "max": "2000000"}, &out)
		if out.Error != "" || !out.Settle.Success {
			t.Fatalf("settle to an open job's deposit: %+v", out)
		}
		if r.ChainStatus(t, open) != 1 || r.Balance(t, deposit).Sign() != 0 {
			t.Fatalf("job %d not funded through the escrow (deposit holds %s)", open, r.Balance(t, deposit))
		}
	})

	t.Run("SlowChainAnswers202WithTheHash", func(t *testing.T) {
		slow, open := r.OpenJob(t, r.Payer, budget), r.OpenJob(t, r.Payer, budget)
		if err := r.Node.SetAutomine(ctx, false); err != nil {
			t.Fatal(err)
		}
		defer func() { _ = r.Node.SetAutomine(ctx, true) }()
		var out struct {
			Error           string
			Status          int
			Body            json.RawMessage
			PaymentResponse *x402.SettleResponse
			Ms              int
		}
		runNode(t, "daemon_x402.mjs", r.Payer.Key, map[string]any{"op": "timed",
			"url": fmt.Sprintf("%s/v1/jobs/%d/fund", r.URL, slow), "network": network, "asset": asset, "max": "2000000"}, &out)
		if out.Error != "" || out.Status != http.StatusAccepted || out.PaymentResponse == nil || !out.PaymentResponse.Pending() ||
			out.PaymentResponse.Transaction == "" {
			t.Fatalf("fund on a slow chain: %+v %s", out, out.Body)
		}
		if out.Ms > 10_000 {
			t.Fatalf("the 202 took %d ms (fund wait 3 s, server write timeout 60 s)", out.Ms)
		}
		// The facilitator's own /x402/settle answers pending within its cap, too.
		req := x402.PaymentRequirements{Scheme: "exact", Network: network, Amount: "2000000", Asset: asset,
			PayTo: escrow.DepositAddress(r.Dep.Escrow, new(big.Int).SetUint64(open)).Hex(), MaxTimeoutSeconds: 300,
			Extra: map[string]any{"name": "USD Coin", "version": "2"}}
		start := time.Now()
		var st struct {
			Error  string
			Settle x402.SettleResponse
		}
		runNode(t, "daemon_x402.mjs", r.Payer.Key, map[string]any{"op": "settle", "facilitator": r.URL + "/x402",
			"requirements": req, "network": network, "asset": asset, "max": "2000000"}, &st)
		if st.Error != "" || !st.Settle.Pending() || st.Settle.Transaction == "" {
			t.Fatalf("/x402/settle on a slow chain: %+v", st)
		}
		if took := time.Since(start); took > 10*time.Second {
			t.Fatalf("/x402/settle took %s (cap 3 s)", took)
		}
		if err := r.Node.SetAutomine(ctx, true); err != nil {
			t.Fatal(err)
		}
		if err := r.Node.Mine(ctx, 1); err != nil {
			t.Fatal(err)
		}
		deadline := time.Now().Add(20 * time.Second)
		for r.ChainStatus(t, slow) != 1 || r.ChainStatus(t, open) != 1 {
			if time.Now().After(deadline) {
				t.Fatal("the pending fundings were not mined")
			}
			time.Sleep(100 * time.Millisecond)
		}
	})
}
