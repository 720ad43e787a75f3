package httpx_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/httpx"
)

// TestTransportPaymentID: with a PaymentID the transport echoes the 402's extensions with the id
// appended, and re-sends the very same paid request when the server answers 503 (the id makes that
// safe); without an id it never re-sends; Inspect sees the 402 first and can refuse to pay.
func TestTransportPaymentID(t *testing.T) {
	req := x402.PaymentRequirements{Scheme: "exact", Network: "eip155:84532", Amount: "250000", Asset: tokenAddr.Hex(),
		PayTo: merchant.Hex(), MaxTimeoutSeconds: 120, Extra: map[string]any{"name": "USDC", "version": "2"}}
	var mu sync.Mutex
	var paid []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := r.Header.Get(x402.HeaderPaymentSignature)
		if h == "" {
			exts, _ := extensions.Put(nil, paymentid.Key, paymentid.Declare(false))
			exts["other"] = map[string]any{"info": map[string]any{"x": 1}}
			v, _ := x402.EncodeHeader(x402.PaymentRequired{X402Version: 2, Resource: &x402.ResourceInfo{URL: "http://x/y"}, Accepts: []x402.PaymentRequirements{req}, Extensions: exts})
			w.Header().Set(x402.HeaderPaymentRequired, v)
			w.WriteHeader(http.StatusPaymentRequired)
			return
		}
		mu.Lock()
		paid = append(paid, h)
		n := len(paid)
		mu.Unlock()
		if n == 1 {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()
	key, _ := crypto.GenerateKey()
	inspected := 0
	tr := &httpx.Transport{Key: key, Allow: func(x402.PaymentRequirements) bool { return true }, PaymentID: "pay_transport_0123456789", RetryPaid: 2,
		Inspect: func(pr x402.PaymentRequired, a x402.PaymentRequirements) error {
			inspected++
			if pr.Extensions[paymentid.Key] == nil || a.PayTo != req.PayTo {
				t.Errorf("Inspect saw %+v", pr)
			}
			return nil
		}}
	resp, err := (&http.Client{Transport: tr}).Get(srv.URL)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("paid request: %v %v", resp, err)
	}
	resp.Body.Close()
	if len(paid) != 2 || paid[0] != paid[1] || inspected != 1 {
		t.Fatalf("paid requests %d (identical %v), inspected %d", len(paid), len(paid) == 2 && paid[0] == paid[1], inspected)
	}
	pp, err := x402.DecodePaymentSignature(paid[0])
	if err != nil {
		t.Fatal(err)
	}
	if id, err := paymentid.Extract(pp.Extensions); err != nil || id != "pay_transport_0123456789" || pp.Extensions["other"] == nil {
		t.Fatalf("payload extensions %v: id %q %v", pp.Extensions, id, err)
	}

	// Without an id a 503 is returned as it is: a second send could be a second payment.
	paid = nil
	tr.PaymentID = ""
	resp, err = (&http.Client{Transport: tr}).Get(srv.URL)
	if err != nil || resp.StatusCode != http.StatusServiceUnavailable || len(paid) != 1 {
		t.Fatalf("without an id: %v %v, %d paid requests", resp, err, len(paid))
	}
	resp.Body.Close()

	// Inspect refuses: nothing is signed or sent.
	paid = nil
	refused := errors.New("the offer is not signed by the expected key")
	tr.Inspect = func(x402.PaymentRequired, x402.PaymentRequirements) error { return refused }
	if _, err := (&http.Client{Transport: tr}).Get(srv.URL); !errors.Is(err, refused) || len(paid) != 0 {
		t.Fatalf("Inspect refusing: %v, %d paid requests", err, len(paid))
	}
}
