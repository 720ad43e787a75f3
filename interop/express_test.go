package interop

import (
	"encoding/hex"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/httpx"
)

// TestExpressServerGoFacilitator: an @x402/express server configured with the Go facilitator's
// URL through the official HTTPFacilitatorClient is paid by the official @x402/fetch client and
// then by the Go Transport; both payments move TestUSDC on the simulated chain.
func TestExpressServerGoFacilitator(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
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

	url, ts := runExpress(t, map[string]string{
		"FACILITATOR_URL": facSrv.URL + "/x402", "NETWORK": "eip155:1337", "TOKEN": token.Hex(),
		"MERCHANT": merchant.Hex(), "AMOUNT": "1250000",
		"X402_INTEROP_KEY": "0x" + hex.EncodeToString(crypto.FromECDSA(tsKey)),
	})
	if ts.Status != 200 || ts.PaymentResponse == nil || !ts.PaymentResponse.Success || ts.PaymentResponse.Transaction == "" {
		t.Fatalf("TS client paying express + Go facilitator: %+v", ts)
	}
	if got := balance(merchant); got.Int64() != 1_250_000 {
		t.Fatalf("merchant has %s after the TS payment", got)
	}

	client := &http.Client{Transport: &httpx.Transport{Key: goKey,
		Allow: httpx.MaxAmount(big.NewInt(2_000_000), []string{token.Hex()}, []string{"eip155:1337"})}}
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
