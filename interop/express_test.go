package interop

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/httpx"
)

// TestExpressServerGoFacilitator: an @x402/express server configured with the Go facilitator's
// URL through the official HTTPFacilitatorClient is paid by the official @x402/fetch client and
// then by the Go Transport; both payments move TestUSDC on the simulated chain.
func TestExpressServerGoFacilitator(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	if _, err := os.Stat(filepath.Join("..", "node_modules", "@x402", "express")); err != nil {
		t.Skip("node_modules/@x402/express is not installed")
	}
	tsKey, _ := crypto.GenerateKey()
	goKey, _ := crypto.GenerateKey()
	fac, token, balance := usdcChain(t, crypto.PubkeyToAddress(tsKey.PublicKey), crypto.PubkeyToAddress(goKey.PublicKey))
	facSrv := httptest.NewServer(fac.Handler("/x402"))
	defer facSrv.Close()

	cmd := exec.Command(node, "x402_express.mjs")
	cmd.Env = append(os.Environ(),
		"FACILITATOR_URL="+facSrv.URL+"/x402", "NETWORK=eip155:1337", "TOKEN="+token.Hex(),
		"MERCHANT="+merchant.Hex(), "AMOUNT=1250000",
		"X402_INTEROP_KEY=0x"+hex.EncodeToString(crypto.FromECDSA(tsKey)))
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = &testWriter{t}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		stdin.Close()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill() // our own child, by PID
			<-done
		}
	}()
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
		URL string `json:"url"`
		TS  struct {
			Status          int                  `json:"status"`
			Body            string               `json:"body"`
			Error           string               `json:"error"`
			PaymentResponse *x402.SettleResponse `json:"paymentResponse"`
		} `json:"ts"`
	}
	if err := json.Unmarshal([]byte(first), &res); err != nil {
		t.Fatalf("express output %q: %v", first, err)
	}
	if res.TS.Status != 200 || res.TS.PaymentResponse == nil || !res.TS.PaymentResponse.Success || res.TS.PaymentResponse.Transaction == "" {
		t.Fatalf("TS client paying express + Go facilitator: %+v", res.TS)
	}
	if got := balance(merchant); got.Int64() != 1_250_000 {
		t.Fatalf("merchant has %s after the TS payment", got)
	}

	client := &http.Client{Transport: &httpx.Transport{Key: goKey,
		Allow: httpx.MaxAmount(big.NewInt(2_000_000), []string{token.Hex()}, []string{"eip155:1337"})}}
	resp, err := client.Get(res.URL + "/report")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	sr, err := x402.DecodePaymentResponse(resp.Header.Get(x402.HeaderPaymentResponse))
	if resp.StatusCode != 200 || err != nil || !sr.Success {
		t.Fatalf("Go client paying express: %d %s %+v %v", resp.StatusCode, body, sr, err)
	}
	if got := balance(merchant); got.Int64() != 2_500_000 {
		t.Fatalf("merchant has %s after the Go payment", got)
	}
	if got := balance(crypto.PubkeyToAddress(goKey.PublicKey)); got.Int64() != 8_750_000 {
		t.Fatalf("Go payer has %s", got)
	}
}

type testWriter struct{ t *testing.T }

func (w *testWriter) Write(p []byte) (int, error) {
	w.t.Logf("node: %s", p)
	return len(p), nil
}
