// Package httpx puts x402 on net/http: a middleware that charges for a handler (answers 402 with
// payment requirements, verifies and settles a PAYMENT-SIGNATURE or X-PAYMENT through a
// facilitator, then serves and sets PAYMENT-RESPONSE), and an http.RoundTripper that pays such
// answers with an exact EIP-3009 authorization and retries once.
package httpx

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/asa-escrow/asa/x402"
)

// Facilitator verifies and settles payments; *facilitator.Facilitator (in process) and
// *facilitator.Client (remote, HTTP) implement it.
type Facilitator interface {
	Verify(ctx context.Context, r x402.FacilitatorRequest) (x402.VerifyResponse, error)
	Settle(ctx context.Context, r x402.FacilitatorRequest) (x402.SettleResponse, error)
}

// Price describes what a route charges.
type Price struct {
	// Accepts are the v2 requirements offered; at least one.
	Accepts []x402.PaymentRequirements
	// Resource describes the resource; nil means {url: request URL}.
	Resource *x402.ResourceInfo
	// Description and MimeType fill v1 requirements (v1 requires both fields).
	Description string
	MimeType    string
	// Extensions go into the v2 PaymentRequired (signed offers, payment-identifier, sign-in-with-x,
	// bazaar, ...); v1 answers have no place for them.
	Extensions map[string]any
}

// PriceFunc returns what one request costs (per-request requirements: the price of a job, of an
// item, of a tier). An error of type *Refusal answers the request without asking for payment (nothing
// to sell: 404, 409); any other error answers 503.
type PriceFunc func(r *http.Request) (Price, error)

// Refusal is an answer a PriceFunc gives instead of a price.
type Refusal struct {
	Status int
	Body   any // encoded as JSON
}

func (r *Refusal) Error() string { return fmt.Sprintf("refused with %d", r.Status) }

// Middleware charges price for next. Requests without payment get 402 with PAYMENT-REQUIRED (and,
// for v1 clients, a JSON body {x402Version:1, error, accepts}). A payment is verified, next runs
// into a buffer, and only if it answered < 400 the payment is settled, PAYMENT-RESPONSE (or
// X-PAYMENT-RESPONSE) set and the buffered answer sent. A settle that stays pending after one
// retry (as the TypeScript server does) still serves the answer, with the pending receipt
// carrying the transaction hash: the authorization is spent and must not be paid again.
func Middleware(f Facilitator, price Price, log *slog.Logger) func(http.Handler) http.Handler {
	return MiddlewareFunc(f, func(*http.Request) (Price, error) { return price, nil }, log)
}

// MiddlewareFunc is Middleware with the price decided per request.
func MiddlewareFunc(f Facilitator, price PriceFunc, log *slog.Logger) func(http.Handler) http.Handler {
	if log == nil {
		log = slog.Default()
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			p, err := price(r)
			if err != nil {
				var ref *Refusal
				if errors.As(err, &ref) {
					writeJSON(w, ref.Status, ref.Body)
					return
				}
				log.Error("x402: price", "err", err)
				w.Header().Set("Retry-After", "2")
				http.Error(w, "price unavailable", http.StatusServiceUnavailable)
				return
			}
			m := &metered{f: f, price: p, log: log}
			m.serve(w, r, next)
		})
	}
}

// WritePaymentRequired answers 402 for price as the middleware does (PAYMENT-REQUIRED, and a
// v1-compatible JSON body {x402Version:1, error, accepts}); extra fields are added to the body. For
// handlers that settle a payment themselves.
func WritePaymentRequired(w http.ResponseWriter, r *http.Request, price Price, reason string, extra map[string]any) {
	m := &metered{price: price}
	m.paymentRequiredWith(w, r, reason, extra)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

type metered struct {
	f     Facilitator
	price Price
	log   *slog.Logger
}

func (m *metered) resource(r *http.Request) *x402.ResourceInfo {
	if m.price.Resource != nil {
		return m.price.Resource
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return &x402.ResourceInfo{URL: scheme + "://" + r.Host + r.URL.RequestURI(), Description: m.price.Description, MimeType: m.price.MimeType}
}

func (m *metered) v1Accepts(r *http.Request) []x402.PaymentRequirementsV1 {
	var out []x402.PaymentRequirementsV1
	res := m.resource(r)
	for _, a := range m.price.Accepts {
		chainID, err := x402.ChainID(a.Network)
		if err != nil {
			continue
		}
		name := x402.V1NetworkName(chainID)
		if name == "" {
			continue
		}
		out = append(out, x402.PaymentRequirementsV1{
			Scheme: a.Scheme, Network: name, MaxAmountRequired: a.Amount, Resource: res.URL,
			Description: m.price.Description, MimeType: m.price.MimeType, PayTo: a.PayTo,
			MaxTimeoutSeconds: a.MaxTimeoutSeconds, Asset: a.Asset, Extra: a.Extra,
		})
	}
	return out
}

// paymentRequired answers 402 with PAYMENT-REQUIRED and a v1-compatible body.
func (m *metered) paymentRequired(w http.ResponseWriter, r *http.Request, reason string) {
	m.paymentRequiredWith(w, r, reason, nil)
}

func (m *metered) paymentRequiredWith(w http.ResponseWriter, r *http.Request, reason string, extra map[string]any) {
	pr := x402.PaymentRequired{X402Version: x402.Version2, Error: reason, Resource: m.resource(r), Accepts: m.price.Accepts, Extensions: m.price.Extensions}
	h, err := x402.EncodeHeader(pr)
	if err != nil {
		http.Error(w, "encode payment requirements", http.StatusInternalServerError)
		return
	}
	w.Header().Set(x402.HeaderPaymentRequired, h)
	w.Header().Set("Cache-Control", "no-store")
	v1 := m.v1Accepts(r)
	if len(v1) == 0 {
		// Nothing v1 can name: answer in v2 only (a v1 body with an empty accepts list crashes v1 clients).
		if pr.Error == "" {
			pr.Error = "PAYMENT-SIGNATURE header is required; this offer is x402 v2 only"
		}
		writeJSON(w, http.StatusPaymentRequired, withExtra(pr, extra))
		return
	}
	if reason == "" {
		reason = "X-PAYMENT header is required"
	}
	writeJSON(w, http.StatusPaymentRequired, withExtra(x402.PaymentRequiredV1{X402Version: x402.Version1, Error: reason, Accepts: v1}, extra))
}

// withExtra adds extra top-level fields (a refusal's details) to a 402 body.
func withExtra(body any, extra map[string]any) any {
	if len(extra) == 0 {
		return body
	}
	b, err := json.Marshal(body)
	if err != nil {
		return body
	}
	m := map[string]any{}
	if json.Unmarshal(b, &m) != nil {
		return body
	}
	for k, v := range extra {
		if _, taken := m[k]; !taken {
			m[k] = v
		}
	}
	return m
}

func (m *metered) serve(w http.ResponseWriter, r *http.Request, next http.Handler) {
	var req x402.FacilitatorRequest
	responseHeader := x402.HeaderPaymentResponse
	switch {
	case r.Header.Get(x402.HeaderPaymentSignature) != "":
		p, err := x402.DecodePaymentSignature(r.Header.Get(x402.HeaderPaymentSignature))
		if err != nil {
			m.paymentRequired(w, r, err.Error())
			return
		}
		accepted, ok := m.match(p.Accepted)
		if !ok {
			m.paymentRequired(w, r, "no matching payment requirements")
			return
		}
		req = m.request(x402.Version2, p, accepted)
	case r.Header.Get(x402.HeaderXPayment) != "":
		responseHeader = x402.HeaderXPaymentResponse
		p, err := x402.DecodeXPayment(r.Header.Get(x402.HeaderXPayment))
		if err != nil {
			m.paymentRequired(w, r, err.Error())
			return
		}
		var accepted *x402.PaymentRequirementsV1
		for _, a := range m.v1Accepts(r) {
			if a.Scheme == p.Scheme && a.Network == p.Network {
				accepted = &a
				break
			}
		}
		if accepted == nil {
			m.paymentRequired(w, r, "no matching payment requirements")
			return
		}
		req = m.request(x402.Version1, p, accepted)
	default:
		m.paymentRequired(w, r, "")
		return
	}
	ctx := r.Context()
	vr, err := m.f.Verify(ctx, req)
	if err != nil {
		m.log.Error("x402: verify", "err", err)
		http.Error(w, "payment verification unavailable", http.StatusBadGateway)
		return
	}
	if !vr.IsValid {
		m.paymentRequired(w, r, vr.InvalidReason)
		return
	}
	buf := &bufferedWriter{header: http.Header{}, status: http.StatusOK}
	next.ServeHTTP(buf, r)
	if buf.status >= 400 {
		buf.flush(w) // no charge for a failed answer
		return
	}
	sr, err := m.f.Settle(context.WithoutCancel(ctx), req)
	if err == nil && sr.Pending() {
		sr, err = m.f.Settle(context.WithoutCancel(ctx), req)
	}
	if err != nil {
		m.log.Error("x402: settle", "err", err)
		http.Error(w, "payment settlement unavailable", http.StatusBadGateway)
		return
	}
	if !sr.Success && !sr.Pending() {
		m.paymentRequired(w, r, sr.ErrorReason)
		return
	}
	if sr.Pending() {
		m.log.Warn("x402: settlement pending; serving", "tx", sr.Transaction, "payer", sr.Payer)
	}
	h, err := x402.EncodeHeader(sr)
	if err == nil {
		buf.header.Set(responseHeader, h)
		buf.header.Add("Access-Control-Expose-Headers", responseHeader)
	}
	buf.flush(w)
}

// match finds the offered requirements equal to what the client accepted.
func (m *metered) match(a x402.PaymentRequirements) (x402.PaymentRequirements, bool) {
	for _, o := range m.price.Accepts {
		if o.Scheme == a.Scheme && o.Network == a.Network && o.Amount == a.Amount &&
			equalFoldHex(o.Asset, a.Asset) && equalFoldHex(o.PayTo, a.PayTo) {
			return o, true
		}
	}
	return x402.PaymentRequirements{}, false
}

func equalFoldHex(a, b string) bool { return bytes.EqualFold([]byte(a), []byte(b)) }

func (m *metered) request(version int, payload, requirements any) x402.FacilitatorRequest {
	p, _ := json.Marshal(payload)
	q, _ := json.Marshal(requirements)
	return x402.FacilitatorRequest{X402Version: version, PaymentPayload: p, PaymentRequirements: q}
}

// bufferedWriter holds the handler's answer until the payment is settled.
type bufferedWriter struct {
	header http.Header
	status int
	body   bytes.Buffer
	wrote  bool
}

func (b *bufferedWriter) Header() http.Header { return b.header }

func (b *bufferedWriter) WriteHeader(status int) {
	if !b.wrote {
		b.status, b.wrote = status, true
	}
}

func (b *bufferedWriter) Write(p []byte) (int, error) {
	b.wrote = true
	return b.body.Write(p)
}

func (b *bufferedWriter) flush(w http.ResponseWriter) {
	for k, v := range b.header {
		w.Header()[k] = v
	}
	w.WriteHeader(b.status)
	_, _ = w.Write(b.body.Bytes()) // the client hung up; nothing to do
}
