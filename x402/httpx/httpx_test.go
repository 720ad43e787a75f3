package httpx_test

import (
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/facilitator"
	"github.com/asa-escrow/asa/x402/httpx"
	"github.com/asa-escrow/asa/x402/internal/memchain"
)

var (
	tokenAddr = common.HexToAddress("0x036CbD53842c5426634e7929541eC2318f3dCF7e")
	merchant  = common.HexToAddress("0x209693Bc6afc0C5328bA36FaF03C514EF312287C")
)

func setup(t *testing.T) (*memchain.Token, *httptest.Server, x402.PaymentRequirements) {
	t.Helper()
	d := exact.Domain{Name: "USDC", Version: "2", ChainID: big.NewInt(84532), VerifyingContract: tokenAddr}
	tok := memchain.New(d, func() int64 { return time.Now().Unix() })
	fac, err := facilitator.New(facilitator.Config{
		Networks:     []*facilitator.Network{{ChainID: big.NewInt(84532), Chain: tok, Settler: tok, Sender: tok, Receipts: tok}},
		PollInterval: 5 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	// The resource server talks to the facilitator over HTTP, as it would in production.
	facSrv := httptest.NewServer(fac.Handler("/x402"))
	t.Cleanup(facSrv.Close)
	req := x402.PaymentRequirements{Scheme: "exact", Network: "eip155:84532", Amount: "250000", Asset: tokenAddr.Hex(),
		PayTo: merchant.Hex(), MaxTimeoutSeconds: 120, Extra: map[string]any{"name": "USDC", "version": "2"}}
	calls := 0
	paid := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if r.URL.Path == "/broken" {
			http.Error(w, "boom", http.StatusInternalServerError)
			return
		}
		body, _ := io.ReadAll(r.Body)
		_, _ = w.Write([]byte("report for " + string(body)))
	})
	mw := httpx.Middleware(&facilitator.Client{URL: facSrv.URL + "/x402"}, httpx.Price{Accepts: []x402.PaymentRequirements{req},
		Description: "a report", MimeType: "text/plain"}, nil)
	srv := httptest.NewServer(mw(paid))
	t.Cleanup(srv.Close)
	return tok, srv, req
}

func TestMiddlewareAndTransport(t *testing.T) {
	tok, srv, req := setup(t)
	key, _ := crypto.GenerateKey()
	payer := crypto.PubkeyToAddress(key.PublicKey)
	tok.Mint(payer, 1_000_000)

	// Unpaid: 402 with a decodable PAYMENT-REQUIRED.
	resp, err := http.Get(srv.URL + "/report")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusPaymentRequired {
		t.Fatalf("unpaid: %d", resp.StatusCode)
	}
	pr, err := x402.DecodePaymentRequired(resp.Header.Get(x402.HeaderPaymentRequired))
	if err != nil || pr.Accepts[0].Amount != "250000" || !strings.HasSuffix(pr.Resource.URL, "/report") {
		t.Fatalf("402 header: %+v %v", pr, err)
	}

	client := &http.Client{Transport: &httpx.Transport{Key: key,
		Allow: httpx.MaxAmount(big.NewInt(500_000), []string{tokenAddr.Hex()}, []string{"eip155:84532", "base-sepolia"})}}
	resp, err = client.Post(srv.URL+"/report", "text/plain", strings.NewReader("q3"))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(body) != "report for q3" {
		t.Fatalf("paid: %d %q", resp.StatusCode, body)
	}
	sr, err := x402.DecodePaymentResponse(resp.Header.Get(x402.HeaderPaymentResponse))
	if err != nil || !sr.Success || sr.Transaction == "" || sr.Payer != payer.Hex() {
		t.Fatalf("PAYMENT-RESPONSE %+v %v", sr, err)
	}
	if tok.Balance(merchant).Int64() != 250_000 {
		t.Fatalf("merchant %s", tok.Balance(merchant))
	}

	// Replaying the same PAYMENT-SIGNATURE does not pay twice and is refused.
	s, _ := exact.NewPayment(key, req, time.Now(), strings.NewReader(strings.Repeat("n", 32)))
	pp, _ := exact.PaymentPayload(s, req, nil)
	h, _ := x402.EncodeHeader(pp)
	for i := range 2 {
		r, _ := http.NewRequest(http.MethodGet, srv.URL+"/report", nil)
		r.Header.Set(x402.HeaderPaymentSignature, h)
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if want := []int{200, 402}[i]; resp.StatusCode != want {
			t.Fatalf("replay %d: %d, want %d", i, resp.StatusCode, want)
		}
	}
	if tok.Balance(merchant).Int64() != 500_000 {
		t.Fatalf("merchant %s after replay", tok.Balance(merchant))
	}

	// A failing handler is not charged.
	resp, err = client.Get(srv.URL + "/broken")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 500 || tok.Balance(merchant).Int64() != 500_000 {
		t.Fatalf("broken: %d, merchant %s", resp.StatusCode, tok.Balance(merchant))
	}

	// URL-safe base64 is refused with 402 and a clear error.
	r, _ := http.NewRequest(http.MethodGet, srv.URL+"/report", nil)
	r.Header.Set(x402.HeaderPaymentSignature, strings.NewReplacer("+", "-", "/", "_").Replace(h)+"-_")
	resp, _ = http.DefaultClient.Do(r)
	resp.Body.Close()
	pr, _ = x402.DecodePaymentRequired(resp.Header.Get(x402.HeaderPaymentRequired))
	if resp.StatusCode != 402 || !strings.Contains(pr.Error, "URL-safe") {
		t.Fatalf("URL-safe: %d %q", resp.StatusCode, pr.Error)
	}
}

// stripV2 removes PAYMENT-REQUIRED from answers so that the transport falls back to v1.
type stripV2 struct{}

func (stripV2) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := http.DefaultTransport.RoundTrip(r)
	if resp != nil {
		resp.Header.Del(x402.HeaderPaymentRequired)
	}
	return resp, err
}

func TestTransportV1AndPolicy(t *testing.T) {
	tok, srv, _ := setup(t)
	key, _ := crypto.GenerateKey()
	tok.Mint(crypto.PubkeyToAddress(key.PublicKey), 1_000_000)
	client := &http.Client{Transport: &httpx.Transport{Base: stripV2{}, Key: key,
		Allow: httpx.MaxAmount(big.NewInt(500_000), []string{tokenAddr.Hex()}, []string{"base-sepolia"})}}
	resp, err := client.Get(srv.URL + "/v1")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	sr, err := x402.DecodePaymentResponse(resp.Header.Get(x402.HeaderXPaymentResponse))
	if resp.StatusCode != 200 || err != nil || !sr.Success || sr.Network != "base-sepolia" {
		t.Fatalf("v1: %d %+v %v", resp.StatusCode, sr, err)
	}
	// Over the spending cap: nothing is paid.
	stingy := &http.Client{Transport: &httpx.Transport{Key: key,
		Allow: httpx.MaxAmount(big.NewInt(1), []string{tokenAddr.Hex()}, []string{"eip155:84532"})}}
	if _, err := stingy.Get(srv.URL + "/x"); err == nil || !strings.Contains(err.Error(), "spending policy") {
		t.Fatalf("cap: %v", err)
	}
	if tok.Balance(merchant).Int64() != 250_000 {
		t.Fatalf("merchant %s", tok.Balance(merchant))
	}
}

// Per-request requirements: the price comes from the request (here the item number), and a request
// for nothing to sell is refused without a 402.
func TestMiddlewareFuncPricesPerRequest(t *testing.T) {
	d := exact.Domain{Name: "USDC", Version: "2", ChainID: big.NewInt(84532), VerifyingContract: tokenAddr}
	tok := memchain.New(d, func() int64 { return time.Now().Unix() })
	fac, err := facilitator.New(facilitator.Config{
		Networks:     []*facilitator.Network{{ChainID: big.NewInt(84532), Chain: tok, Settler: tok, Sender: tok, Receipts: tok}},
		PollInterval: 5 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	price := func(r *http.Request) (httpx.Price, error) {
		n, err := strconv.Atoi(r.PathValue("n"))
		if err != nil || n < 1 || n > 9 {
			return httpx.Price{}, &httpx.Refusal{Status: http.StatusNotFound, Body: map[string]string{"error": "no such item"}}
		}
		return httpx.Price{Accepts: []x402.PaymentRequirements{{Scheme: "exact", Network: "eip155:84532", Amount: strconv.Itoa(n * 1000),
			Asset: tokenAddr.Hex(), PayTo: merchant.Hex(), MaxTimeoutSeconds: 60, Extra: map[string]any{"name": "USDC", "version": "2"}}},
			Description: "item", MimeType: "text/plain"}, nil
	}
	mux := http.NewServeMux()
	mux.Handle("GET /items/{n}", httpx.MiddlewareFunc(fac, price, nil)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte("item " + r.PathValue("n")))
	})))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	key, _ := crypto.GenerateKey()
	tok.Mint(crypto.PubkeyToAddress(key.PublicKey), 1_000_000)
	client := &http.Client{Transport: &httpx.Transport{Key: key, Allow: httpx.MaxAmount(big.NewInt(10_000), []string{tokenAddr.Hex()}, []string{"eip155:84532"})}}
	for _, n := range []int{2, 7} {
		resp, err := client.Get(fmt.Sprintf("%s/items/%d", srv.URL, n))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("item %d: %d", n, resp.StatusCode)
		}
	}
	if got := tok.Balance(merchant).Int64(); got != 9_000 {
		t.Fatalf("merchant got %d, want 2000 + 7000", got)
	}
	resp, err := http.Get(srv.URL + "/items/42")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound || resp.Header.Get(x402.HeaderPaymentRequired) != "" {
		t.Fatalf("nothing to sell: %d with PAYMENT-REQUIRED %q", resp.StatusCode, resp.Header.Get(x402.HeaderPaymentRequired))
	}
}
