package interop

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/extensions"
	"github.com/asa-escrow/asa/x402/extensions/bazaar"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// extServer is a paid resource assembled from this repository's extension libraries and its
// facilitator, the way the daemon's paywall uses them: every 402 carries a required
// payment-identifier, signed offers, a sign-in challenge and bazaar metadata; a payment is
// deduplicated by its id, verified and settled on chain, and answered with a signed receipt.
type extServer struct {
	url      string
	path     string
	req      x402.PaymentRequirements
	fac      *facilitator.Facilitator
	offers   *offerreceipt.Signer
	guard    *paymentid.Guard
	verifier *siwx.Verifier
}

// storedAnswer is what the payment-id store keeps for a paid request: enough to answer again.
type storedAnswer struct {
	Status int                 `json:"status"`
	Body   json.RawMessage     `json:"body"`
	Settle x402.SettleResponse `json:"settle"`
}

func newExtServer(t *testing.T, fac *facilitator.Facilitator, token common.Address, offerKey *ecdsa.PrivateKey) *extServer {
	t.Helper()
	signer, err := offerreceipt.NewSigner(offerKey)
	if err != nil {
		t.Fatal(err)
	}
	s := &extServer{path: "/v1/jobs/7/fund", fac: fac, offers: signer, guard: paymentid.NewGuard(paymentid.NewMemoryStore(), nil)}
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+s.path, s.serve)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	s.url = srv.URL
	s.req = x402.PaymentRequirements{Scheme: "exact", Network: "eip155:1337", Amount: "1250000", Asset: token.Hex(),
		PayTo: merchant.Hex(), MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USD Coin", "version": "2"}}
	s.verifier, err = siwx.NewVerifier(siwx.Config{Origin: srv.URL, Chains: map[string]siwx.Chain{"eip155:1337": nil}, Nonces: siwx.NewMemoryNonces()})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func (s *extServer) resource() string { return s.url + s.path }

func writeJSONStatus(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func (s *extServer) paymentRequired(ctx context.Context, reason string) (x402.PaymentRequired, error) {
	offer, err := s.offers.SignOffer(context.Background(), s.resource(), s.req, 0, time.Now().Add(5*time.Minute))
	if err != nil {
		return x402.PaymentRequired{}, err
	}
	challenge, err := s.verifier.Challenge(ctx, s.resource(), "Sign in to the escrow daemon")
	if err != nil {
		return x402.PaymentRequired{}, err
	}
	disc, err := bazaar.FundJob(7)
	if err != nil {
		return x402.PaymentRequired{}, err
	}
	exts := map[string]any{}
	for key, v := range map[string]any{paymentid.Key: paymentid.Declare(true), offerreceipt.Key: offerreceipt.NewOfferExtension([]offerreceipt.SignedOffer{offer}),
		siwx.Key: challenge, bazaar.Key: disc} {
		if exts, err = extensions.Put(exts, key, v); err != nil {
			return x402.PaymentRequired{}, err
		}
	}
	return x402.PaymentRequired{X402Version: 2, Error: reason, Resource: &x402.ResourceInfo{URL: s.resource(), Description: "fund escrow job 7", MimeType: "application/json"},
		Accepts: []x402.PaymentRequirements{s.req}, Extensions: exts}, nil
}

func (s *extServer) send402(w http.ResponseWriter, r *http.Request, reason string) {
	pr, err := s.paymentRequired(r.Context(), reason)
	if err != nil {
		writeJSONStatus(w, http.StatusInternalServerError, map[string]string{"error": err.Error()})
		return
	}
	h, _ := x402.EncodeHeader(pr)
	w.Header().Set(x402.HeaderPaymentRequired, h)
	writeJSONStatus(w, http.StatusPaymentRequired, map[string]string{"error": reason})
}

func (s *extServer) replay(w http.ResponseWriter, raw []byte) {
	var a storedAnswer
	if err := json.Unmarshal(raw, &a); err != nil {
		writeJSONStatus(w, http.StatusInternalServerError, map[string]string{"error": "stored answer unreadable"})
		return
	}
	h, _ := x402.EncodeHeader(a.Settle)
	w.Header().Set(x402.HeaderPaymentResponse, h)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(a.Status)
	_, _ = w.Write(a.Body)
}

func (s *extServer) serve(w http.ResponseWriter, r *http.Request) {
	_, _ = io.Copy(io.Discard, io.LimitReader(r.Body, 1<<16))
	header := r.Header.Get(x402.HeaderPaymentSignature)
	if header == "" {
		s.send402(w, r, "payment required")
		return
	}
	raw, err := x402.DecodeHeaderBytes(header)
	if err != nil {
		writeJSONStatus(w, http.StatusBadRequest, map[string]string{"error": "invalid_payment", "message": err.Error()})
		return
	}
	pp, err := x402.DecodePaymentSignature(header)
	if err != nil {
		writeJSONStatus(w, http.StatusBadRequest, map[string]string{"error": "invalid_payment", "message": err.Error()})
		return
	}
	id, err := paymentid.Extract(pp.Extensions)
	if err == nil {
		err = paymentid.Require(true, id)
	}
	if err != nil {
		writeJSONStatus(w, http.StatusBadRequest, map[string]string{"error": "invalid_payment_id", "message": err.Error()})
		return
	}
	fp, err := paymentid.PaymentFingerprint(raw)
	if err != nil {
		writeJSONStatus(w, http.StatusBadRequest, map[string]string{"error": "invalid_payment", "message": err.Error()})
		return
	}
	d, err := s.guard.Begin(r.Context(), "fund", id, fp)
	if err != nil {
		writeJSONStatus(w, http.StatusServiceUnavailable, map[string]string{"error": "store_unavailable"})
		return
	}
	switch d.Outcome {
	case paymentid.Replay:
		s.replay(w, d.Record.Answer)
		return
	case paymentid.Conflict, paymentid.Busy:
		if d.Outcome == paymentid.Busy {
			w.Header().Set("Retry-After", "1")
		}
		writeJSONStatus(w, http.StatusConflict, map[string]string{"error": "payment_id_" + d.Outcome.String(), "message": d.Reason})
		return
	}
	fr := x402.FacilitatorRequest{X402Version: 2, PaymentPayload: raw, PaymentRequirements: mustJSON(s.req)}
	vr, err := s.fac.Verify(r.Context(), fr)
	if err != nil || !vr.IsValid {
		_ = s.guard.Release(r.Context(), "fund", id)
		s.send402(w, r, fmt.Sprintf("payment refused: %s %s", vr.InvalidReason, vr.InvalidMessage))
		return
	}
	sr, err := s.fac.Settle(r.Context(), fr)
	if err != nil || !sr.Success {
		_ = s.guard.Release(r.Context(), "fund", id)
		writeJSONStatus(w, http.StatusPaymentRequired, map[string]any{"error": "settlement failed", "settle": sr})
		return
	}
	signed, _ := exact.DecodePayload(pp.Payload)
	receipt, err := s.offers.SignReceipt(context.Background(), s.resource(), signed.Transfer.From.Hex(), sr.Network, sr.Transaction, time.Now())
	if err != nil {
		writeJSONStatus(w, http.StatusInternalServerError, map[string]string{"error": err.Error()})
		return
	}
	sr.Extensions, _ = extensions.Put(sr.Extensions, offerreceipt.Key, offerreceipt.NewReceiptExtension(receipt))
	body, _ := json.Marshal(map[string]any{"jobId": "7", "status": "funded", "transaction": sr.Transaction, "network": sr.Network, "payer": sr.Payer})
	answer, _ := json.Marshal(storedAnswer{Status: http.StatusOK, Body: body, Settle: sr})
	if err := s.guard.Finish(r.Context(), "fund", id, answer, true); err != nil {
		writeJSONStatus(w, http.StatusInternalServerError, map[string]string{"error": err.Error()})
		return
	}
	s.replay(w, answer)
}

func callTo(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}
