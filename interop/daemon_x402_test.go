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
// anvil (chain 31337): @x402/fetch 2.x funds a job through POST /v1/jobs/{id}/fund, the
// @a2a-js/sdk 1.3 client funds one through the A2A x402 extension, and an @x402/express server
// configured with the daemon's /x402 facilitator URL is paid by @x402/fetch and by the Go
// Transport.
func TestDaemonX402Interop(t *testing.T) {
	needNodeModules(t, "@x402/fetch", "@x402/evm", "@a2a-js/sdk", "x402-fetch")
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

	t.Run("A2ASDKFundsJob", func(t *testing.T) {
		const budget = 1_500_000
		id := r.OpenJob(t, r.Payer, budget)
		escrowBefore := r.Balance(t, r.Dep.Escrow)
		type task struct {
			ID       string         `json:"id"`
			State    int            `json:"state"`
			Metadata map[string]any `json:"metadata"`
			Arts     int            `json:"artifacts"`
		}
		var out struct {
			Error string `json:"error"`
			Card  struct {
				Extensions []struct {
					URI string `json:"uri"`
				} `json:"extensions"`
				Skills []struct {
					ID   string   `json:"id"`
					Tags []string `json:"tags"`
				} `json:"skills"`
			} `json:"card"`
			First, Paid, Retried, Got task
		}
		runNode(t, "daemon_x402.mjs", r.Payer.Key, map[string]any{"op": "a2a", "base": r.URL, "jobId": fmt.Sprint(id),
			"network": network, "asset": asset, "max": "1500000"}, &out)
		if out.Error != "" {
			t.Fatalf("a2a client: %s", out.Error)
		}
		if len(out.Card.Extensions) != 1 || out.Card.Extensions[0].URI != paywall.X402ExtensionURI || len(out.Card.Skills) != 1 ||
			out.Card.Skills[0].Tags[0] != "chofam:kind/action" {
			t.Fatalf("card as the SDK read it: %+v", out.Card)
		}
		const inputRequired, completed = 6, 3 // the SDK's TaskState enum
		if out.First.State != inputRequired || out.First.Metadata[paywall.MetaStatus] != paywall.StatusPaymentRequired {
			t.Fatalf("first task %+v", out.First)
		}
		for name, tk := range map[string]task{"paid": out.Paid, "retried": out.Retried, "got": out.Got} {
			rc, _ := tk.Metadata[paywall.MetaReceipts].([]any)
			if tk.ID != out.First.ID || tk.State != completed || tk.Metadata[paywall.MetaStatus] != paywall.StatusPaymentCompleted || len(rc) != 1 ||
				rc[0].(map[string]any)["success"] != true || tk.Arts != 1 {
				t.Fatalf("%s task %+v", name, tk)
			}
		}
		if r.ChainStatus(t, id) != 1 || new(big.Int).Sub(r.Balance(t, r.Dep.Escrow), escrowBefore).Int64() != budget {
			t.Fatalf("job %d not funded exactly once on chain", id)
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
// with chain id 84532) funds a job through the daemon's fund endpoint with X-PAYMENT.
func TestDaemonX402V1Interop(t *testing.T) {
	needNodeModules(t, "x402-fetch", "x402")
	r := paywalltest.Start(t, paywalltest.Options{ChainID: 84532})
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
