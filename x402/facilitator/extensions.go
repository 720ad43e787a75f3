package facilitator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions/bazaar"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
)

// Payment-id scopes of the facilitator's HTTP API: an id used at /verify and the same id at /settle
// are independent (a resource server verifies, then settles, the same payment).
const (
	ScopeVerify = "x402-verify"
	ScopeSettle = "x402-settle"
)

// ErrPaymentIDConflict is answered (HTTP 409) for a payment id that was used with another payment or
// other requirements; ErrPaymentIDBusy (HTTP 409 with Retry-After) while the same id is being
// processed by another request.
var (
	ErrPaymentIDConflict = errors.New("payment-identifier conflict")
	ErrPaymentIDBusy     = errors.New("payment-identifier busy")
)

// idError is a refusal of a request's payment id, with the reason for the client.
type idError struct {
	kind   error
	reason string
}

func (e *idError) Error() string { return e.kind.Error() + ": " + e.reason }
func (e *idError) Unwrap() error { return e.kind }

// requestPaymentID returns the payment id of a facilitator request ("" when it carries none) and the
// fingerprint of what it asks: the payment (see paymentid.PaymentFingerprint) and the requirements it
// is checked against, so that the same id with other requirements is a conflict too.
func requestPaymentID(r x402.FacilitatorRequest) (string, paymentid.Fingerprint, error) {
	var pp struct {
		Extensions map[string]any `json:"extensions"`
	}
	if err := json.Unmarshal(r.PaymentPayload, &pp); err != nil {
		return "", paymentid.Fingerprint{}, fmt.Errorf("%w: paymentPayload: %v", ErrBadRequest, err)
	}
	id, err := paymentid.Extract(pp.Extensions)
	if err != nil {
		return "", paymentid.Fingerprint{}, fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	if id == "" {
		return "", paymentid.Fingerprint{}, nil
	}
	paying, err := paymentid.PaymentFingerprint(r.PaymentPayload)
	if err != nil {
		return "", paymentid.Fingerprint{}, fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	doc, _ := json.Marshal(map[string]string{"payment": paying.String()})
	fp, err := paymentid.FingerprintOf(doc, r.PaymentRequirements)
	if err != nil {
		return "", paymentid.Fingerprint{}, fmt.Errorf("%w: paymentRequirements: %v", ErrBadRequest, err)
	}
	return id, fp, nil
}

// idempotent runs call for request r under the payment-identifier rule of the specification when the
// facilitator has a guard and the payment carries an id: a new id runs call and stores its answer; the
// same id with the same payment and requirements answers the stored answer and runs nothing; the same
// id with anything else is refused. final says whether an answer can no longer change (see
// paymentid.Record.Final); release says the call moved nothing and the id may be used again.
func idempotent[T any](ctx context.Context, g *paymentid.Guard, scope string, r x402.FacilitatorRequest,
	call func() (T, error), settle func(T) (final, release bool)) (T, bool, error) {
	var zero T
	if g == nil {
		v, err := call()
		return v, false, err
	}
	id, fp, err := requestPaymentID(r)
	if err != nil || id == "" {
		if err != nil {
			return zero, false, err
		}
		v, err := call()
		return v, false, err
	}
	d, err := g.Begin(ctx, scope, id, fp)
	if err != nil {
		return zero, false, err
	}
	switch d.Outcome {
	case paymentid.Replay:
		var v T
		if err := json.Unmarshal(d.Record.Answer, &v); err != nil {
			return zero, false, fmt.Errorf("stored answer of payment id %q: %w", id, err)
		}
		return v, true, nil
	case paymentid.Conflict:
		return zero, false, &idError{ErrPaymentIDConflict, d.Reason}
	case paymentid.Busy:
		return zero, false, &idError{ErrPaymentIDBusy, d.Reason}
	}
	v, err := call()
	if err != nil {
		// Not a verdict (a node or store failure): hold the id for this payment, so that a retry with it
		// resumes and another payment with it is refused.
		_ = g.Finish(context.WithoutCancel(ctx), scope, id, nil, false)
		return zero, false, err
	}
	final, release := settle(v)
	if release {
		if err := g.Release(context.WithoutCancel(ctx), scope, id); err != nil {
			return zero, false, err
		}
		return v, false, nil
	}
	answer, err := json.Marshal(v)
	if err != nil {
		return zero, false, err
	}
	if err := g.Finish(context.WithoutCancel(ctx), scope, id, answer, final); err != nil {
		return zero, false, err
	}
	return v, false, nil
}

// verifyOnce is Verify under the payment-identifier rule, storing nothing: a verify proves nothing
// and moves nothing, so it is no reason to keep an id (an anonymous caller could otherwise fill the
// store with fresh ids). A payment whose id was settled is answered from its settlement (a resource
// server that retries a request verifies the same payment again and must not be told that its own
// settled authorization is spent); the id with another payment is refused as at settle; anything
// else is verified afresh.
func (f *Facilitator) verifyOnce(ctx context.Context, r x402.FacilitatorRequest) (x402.VerifyResponse, bool, error) {
	g := f.cfg.PaymentIDs
	if g == nil {
		v, err := f.Verify(ctx, r)
		return v, false, err
	}
	id, fp, err := requestPaymentID(r)
	if err != nil {
		return x402.VerifyResponse{}, false, err
	}
	if id == "" {
		v, err := f.Verify(ctx, r)
		return v, false, err
	}
	rec, ok, err := g.Lookup(ctx, ScopeSettle, id)
	if err != nil {
		return x402.VerifyResponse{}, false, err
	}
	if ok && rec.Fingerprint != fp {
		return x402.VerifyResponse{}, false, &idError{ErrPaymentIDConflict, fmt.Sprintf(
			"payment id %q was already used for a different payment (first seen %s); a new payment needs a new id", id, rec.CreatedAt.UTC().Format(time.RFC3339))}
	}
	if ok && rec.Answer != nil {
		var settled x402.SettleResponse
		if err := json.Unmarshal(rec.Answer, &settled); err == nil && (settled.Success || settled.Pending()) {
			return x402.VerifyResponse{IsValid: true, Payer: settled.Payer}, true, nil
		}
	}
	v, err := f.Verify(ctx, r)
	return v, false, err
}

// settleOnce is Settle under the payment-identifier rule: a success, or a failure after a transaction
// was sent, is final; a pending settlement is stored but resumed by the next attempt; a refusal before
// anything was sent releases the id (the client may fix the cause and pay with it again).
func (f *Facilitator) settleOnce(ctx context.Context, r x402.FacilitatorRequest) (x402.SettleResponse, bool, error) {
	return idempotent(ctx, f.cfg.PaymentIDs, ScopeSettle, r,
		func() (x402.SettleResponse, error) { return f.Settle(ctx, r) },
		func(s x402.SettleResponse) (bool, bool) {
			switch {
			case s.Success:
				return true, false
			case s.Pending():
				return false, false
			case s.Transaction != "":
				return true, false
			}
			return false, true
		})
}

// catalog records the discovery info a successfully settled payment carries (its echoed bazaar
// extension) in the catalog. Only paid resources enter it: cataloging costs the payer a payment.
func (f *Facilitator) catalog(ctx context.Context, r x402.FacilitatorRequest) {
	if f.cfg.Catalog == nil {
		return
	}
	var pp x402.PaymentPayload
	if err := json.Unmarshal(r.PaymentPayload, &pp); err != nil || pp.X402Version != x402.Version2 {
		return
	}
	res, ok, err := bazaar.Extract(pp, f.now())
	if !ok {
		return
	}
	if err != nil {
		f.log.Info("x402 bazaar: discovery info not cataloged", "err", err)
		return
	}
	if err := f.cfg.Catalog.UpsertResource(ctx, res); err != nil {
		f.log.Warn("x402 bazaar: catalog", "resource", res.Resource, "err", err)
	}
}

// writeIDError answers a refused payment id with 409 (a conflict, or a busy id with Retry-After: 1) in
// the shape of the endpoint's answer: a VerifyResponse (isValid false) or a SettleResponse (success false)
// whose reason is the refusal's code, which the official HTTPFacilitatorClient reports as a VerifyError or
// SettleError with that reason; the API's error envelope ({error: {code, message}}) stands alongside.
func writeIDError(w http.ResponseWriter, err error, scope string, r x402.FacilitatorRequest) bool {
	var ie *idError
	if !errors.As(err, &ie) {
		return false
	}
	code := "payment_id_conflict"
	if errors.Is(err, ErrPaymentIDBusy) {
		code = "payment_id_busy"
		w.Header().Set("Retry-After", "1")
	}
	detail := wire.ErrorDetail{Code: code, Message: ie.reason}
	if scope == ScopeVerify {
		writeJSON(w, http.StatusConflict, struct {
			x402.VerifyResponse
			Error wire.ErrorDetail `json:"error"`
		}{x402.VerifyResponse{InvalidReason: code, InvalidMessage: ie.reason}, detail})
		return true
	}
	var req struct {
		Network string `json:"network"`
	}
	_ = json.Unmarshal(r.PaymentRequirements, &req)
	writeJSON(w, http.StatusConflict, struct {
		x402.SettleResponse
		Error wire.ErrorDetail `json:"error"`
	}{x402.SettleResponse{ErrorReason: code, ErrorMessage: ie.reason, Network: req.Network}, detail})
	return true
}
