package interop

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/facilitator"
	"github.com/asa-escrow/asa/x402/facilitator/facilitatortest"
)

var merchant = common.HexToAddress("0x209693Bc6afc0C5328bA36FaF03C514EF312287C")

// runNode runs interop/<script> with cmd on stdin and decodes its JSON answer into out.
func runNode(t testing.TB, script string, key *ecdsa.PrivateKey, cmd any, out any) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	if _, err := os.Stat(filepath.Join("..", "node_modules", "@x402", "core")); err != nil {
		t.Skip("node_modules/@x402/core is not installed")
	}
	in, _ := json.Marshal(cmd)
	c := exec.Command(node, script)
	c.Stdin = bytes.NewReader(in)
	c.Env = os.Environ()
	if key != nil {
		c.Env = append(c.Env, "X402_INTEROP_KEY=0x"+hex.EncodeToString(crypto.FromECDSA(key)))
	}
	var stdout, stderr bytes.Buffer
	c.Stdout, c.Stderr = &stdout, &stderr
	if err := c.Run(); err != nil {
		t.Fatalf("node %s: %v: %s", script, err, stderr.String())
	}
	if err := json.Unmarshal(stdout.Bytes(), out); err != nil {
		t.Fatalf("node %s answer %q: %v", script, stdout.String(), err)
	}
}

// usdcChain is the dev USDC ("USD Coin"/"2") on a simulated chain (id 1337), mined in the background,
// with each payer holding 10 USDC; it returns a facilitator settling through it, the token and a balance reader.
func usdcChain(t *testing.T, payers ...common.Address) (*facilitator.Facilitator, common.Address, func(common.Address) *big.Int) {
	t.Helper()
	c := facilitatortest.New(t, payers...)
	return c.Facilitator, c.Token, func(who common.Address) *big.Int { return c.Balance(t, who) }
}

// TestTSClientPaysGoFacilitator: @x402/evm's client signs, @x402/core encodes PAYMENT-SIGNATURE;
// Go decodes it, verifies it and settles it on TestUSDC.
func TestTSClientPaysGoFacilitator(t *testing.T) {
	key, _ := crypto.GenerateKey()
	payer := crypto.PubkeyToAddress(key.PublicKey)
	fac, token, balance := usdcChain(t, payer)
	req := x402.PaymentRequirements{Scheme: "exact", Network: "eip155:1337", Amount: "1250000", Asset: token.Hex(),
		PayTo: merchant.Hex(), MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
	pr := x402.PaymentRequired{X402Version: 2, Resource: &x402.ResourceInfo{URL: "http://127.0.0.1/report", Description: "r"},
		Accepts: []x402.PaymentRequirements{req}}
	var out struct {
		Header string `json:"header"`
	}
	before := time.Now().Unix()
	runNode(t, "x402_wire.mjs", key, map[string]any{"op": "pay", "paymentRequired": pr}, &out)

	pp, err := x402.DecodePaymentSignature(out.Header)
	if err != nil {
		t.Fatalf("Go cannot decode the TS header: %v", err)
	}
	if pp.Accepted.Amount != "1250000" || pp.Resource == nil || pp.Resource.URL != "http://127.0.0.1/report" {
		t.Fatalf("envelope: %+v", pp)
	}
	s, err := exact.DecodePayload(pp.Payload)
	if err != nil {
		t.Fatal(err)
	}
	vb := s.Transfer.ValidBefore.Int64()
	if s.Transfer.From != payer || s.Transfer.To != merchant || s.Transfer.ValidAfter.Sign() != 0 ||
		vb < before+300 || vb > time.Now().Unix()+300 {
		t.Fatalf("TS authorization %+v", s.Transfer)
	}
	// Go re-encodes the TS payload byte-identically (field order, checksums, lowercase hex).
	var tsPayload exact.Payload
	_ = json.Unmarshal(pp.Payload, &tsPayload)
	if tsPayload != s.Wire() {
		t.Fatalf("wire form differs:\nTS %+v\nGo %+v", tsPayload, s.Wire())
	}
	fr := x402.FacilitatorRequest{X402Version: 2, PaymentPayload: mustJSON(pp), PaymentRequirements: mustJSON(req)}
	vr, err := fac.Verify(context.Background(), fr)
	if err != nil || !vr.IsValid || vr.Payer != payer.Hex() {
		t.Fatalf("verify TS payment: %+v %v", vr, err)
	}
	sr, err := fac.Settle(context.Background(), fr)
	if err != nil || !sr.Success {
		t.Fatalf("settle TS payment: %+v %v", sr, err)
	}
	if balance(merchant).Int64() != 1_250_000 {
		t.Fatalf("merchant has %s", balance(merchant))
	}
}

// TestGoHeadersDecodeInTS: Go encodes and signs; @x402/core decodes and viem recovers the signer.
func TestGoHeadersDecodeInTS(t *testing.T) {
	key, _ := crypto.GenerateKey()
	req := x402.PaymentRequirements{Scheme: "exact", Network: "eip155:8453", Amount: "10000",
		Asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", PayTo: merchant.Hex(), MaxTimeoutSeconds: 60,
		Extra: map[string]any{"name": "USD Coin", "version": "2"}}
	s, err := exact.NewPayment(key, req, time.Now(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	pp, _ := exact.PaymentPayload(s, req, &x402.ResourceInfo{URL: "http://x/ü"})
	sigH, _ := x402.EncodeHeader(pp)
	pr := x402.PaymentRequired{X402Version: 2, Error: "payment required", Resource: &x402.ResourceInfo{URL: "http://x"},
		Accepts: []x402.PaymentRequirements{req}}
	reqH, _ := x402.EncodeHeader(pr)
	sr := x402.SettleResponse{Success: false, ErrorReason: x402.ReasonSettlementPending, Transaction: "0x" + strings.Repeat("ab", 32), Network: "eip155:8453"}
	resH, _ := x402.EncodeHeader(sr)
	urlSafe := strings.NewReplacer("+", "-", "/", "_").Replace(resH) + "-_"
	if _, err := x402.DecodePaymentResponse(urlSafe); err == nil {
		t.Fatal("Go accepted URL-safe base64")
	}
	type decoded struct {
		OK        bool            `json:"ok"`
		Error     string          `json:"error"`
		Value     json.RawMessage `json:"value"`
		Recovered string          `json:"recovered"`
	}
	var dec []decoded
	runNode(t, "x402_wire.mjs", nil, []map[string]any{
		{"op": "decode", "kind": "signature", "header": sigH},
		{"op": "decode", "kind": "required", "header": reqH},
		{"op": "decode", "kind": "response", "header": resH},
		{"op": "decode", "kind": "response", "header": urlSafe},
	}, &dec)
	if len(dec) != 4 {
		t.Fatalf("answers %+v", dec)
	}
	if !dec[0].OK || dec[0].Recovered != crypto.PubkeyToAddress(key.PublicKey).Hex() {
		t.Fatalf("TS decode of Go PAYMENT-SIGNATURE: %+v", dec[0])
	}
	var back x402.PaymentPayload
	_ = json.Unmarshal(dec[0].Value, &back)
	if back.Resource.URL != "http://x/ü" || back.Accepted.Amount != "10000" {
		t.Fatalf("TS saw %s", dec[0].Value)
	}
	if !dec[1].OK || !strings.Contains(string(dec[1].Value), `"maxTimeoutSeconds":60`) {
		t.Fatalf("TS decode of Go PAYMENT-REQUIRED: %+v", dec[1])
	}
	var srBack x402.SettleResponse
	_ = json.Unmarshal(dec[2].Value, &srBack)
	if !dec[2].OK || srBack.Transaction != sr.Transaction || srBack.ErrorReason != sr.ErrorReason || srBack.Network != sr.Network || srBack.Success {
		t.Fatalf("TS decode of Go PAYMENT-RESPONSE: %+v", dec[2])
	}
	if dec[3].OK {
		t.Fatal("TS accepted URL-safe base64")
	}
}

// TestTSEncodesGoDecodes: headers encoded by @x402/core decode in Go to the same values.
func TestTSEncodesGoDecodes(t *testing.T) {
	pr := x402.PaymentRequired{X402Version: 2, Resource: &x402.ResourceInfo{URL: "http://x", MimeType: "application/json"},
		Accepts: []x402.PaymentRequirements{{Scheme: "exact", Network: "eip155:84532", Amount: "1", Asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
			PayTo: merchant.Hex(), MaxTimeoutSeconds: 30, Extra: map[string]any{"name": "USDC", "version": "2"}}},
		Extensions: map[string]any{"bazaar": map[string]any{"info": "ünïcode ✓"}}}
	var out struct {
		Header string `json:"header"`
	}
	runNode(t, "x402_wire.mjs", nil, map[string]any{"op": "encode", "kind": "required", "value": pr}, &out)
	goH, _ := x402.EncodeHeader(pr)
	if out.Header != goH {
		t.Fatalf("encodings differ:\nTS %s\nGo %s", out.Header, goH)
	}
	got, err := x402.DecodePaymentRequired(out.Header)
	if err != nil || got.Extensions["bazaar"].(map[string]any)["info"] != "ünïcode ✓" {
		t.Fatalf("Go decode of TS PAYMENT-REQUIRED: %+v %v", got, err)
	}
}

// TestTSV1ClientGoVerifies: the v1 scheme of @x402/evm signs for "base-sepolia"; Go decodes the
// X-PAYMENT header and checks the signature and window.
func TestTSV1ClientGoVerifies(t *testing.T) {
	key, _ := crypto.GenerateKey()
	req := x402.PaymentRequirementsV1{Scheme: "exact", Network: "base-sepolia", MaxAmountRequired: "5000", Resource: "http://x/r",
		Description: "r", MimeType: "text/plain", PayTo: merchant.Hex(), MaxTimeoutSeconds: 60,
		Asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e", Extra: map[string]any{"name": "USDC", "version": "2"}}
	var out struct {
		Header string `json:"header"`
	}
	now := time.Now().Unix()
	runNode(t, "x402_wire.mjs", key, map[string]any{"op": "payV1",
		"paymentRequired": x402.PaymentRequiredV1{X402Version: 1, Error: "pay", Accepts: []x402.PaymentRequirementsV1{req}}}, &out)
	pp, err := x402.DecodeXPayment(out.Header)
	if err != nil || pp.Network != "base-sepolia" {
		t.Fatalf("X-PAYMENT: %+v %v", pp, err)
	}
	s, err := exact.DecodePayload(pp.Payload)
	if err != nil {
		t.Fatal(err)
	}
	d, _ := exact.DomainFor(x402.Version1, req.ToV2())
	if err := exact.VerifyEOA(d, s); err != nil {
		t.Fatalf("v1 signature: %v", err)
	}
	if va := s.Transfer.ValidAfter.Int64(); va < now-601 || va > now-590 {
		t.Fatalf("v1 validAfter %d, now %d", va, now)
	}
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}
