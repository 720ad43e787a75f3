package httpx

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"time"

	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
)

// MaxRequestBodyReplay bounds a request body the transport buffers to retry it with payment.
const MaxRequestBodyReplay = 1 << 20

// Transport is an http.RoundTripper that pays x402 answers. On a 402 it reads the requirements
// (v2 PAYMENT-REQUIRED header, else a v1 JSON body), picks the first exact EVM option that
// Allow accepts, signs an EIP-3009 authorization with Signer (or Key), and retries once with
// PAYMENT-SIGNATURE (v2) or X-PAYMENT (v1). Any other answer is returned unchanged.
type Transport struct {
	// Base sends the requests (default http.DefaultTransport).
	Base http.RoundTripper
	// Signer signs the authorizations (a local key, a keystore account, Clef, an agent's own KMS).
	Signer signer.Signer
	// Key is a local key to sign with when Signer is nil.
	Key *ecdsa.PrivateKey
	// Allow is the spending policy: it sees each offered option (v1 options mapped to the v2
	// shape) and returns whether to pay it. Nil pays nothing, so that a misconfigured client
	// never pays an arbitrary server.
	Allow func(req x402.PaymentRequirements) bool
	// Now and Rand default to time.Now and crypto/rand.
	Now  func() time.Time
	Rand io.Reader
	// Inspect, when set, sees the whole v2 402 answer and the option about to be paid before anything
	// is signed (to check the server's signed offers, say); an error refuses to pay and is returned.
	Inspect func(pr x402.PaymentRequired, option x402.PaymentRequirements) error
	// PaymentID, when set, is sent as the payment-identifier of a v2 payment whose 402 declares the
	// extension (as the official client's hook does), which makes the paid request idempotent: the
	// server answers a repeated payment with that id from its records. The payload echoes the 402's
	// extensions, as the official client does.
	PaymentID string
	// RetryPaid is how many times the paid request is sent again, with the same payment, when it fails
	// in transit or answers 502, 503 or 504 (default 0). It applies only to payments that carry
	// PaymentID: without an id a server cannot tell a retry from a second payment.
	RetryPaid int
}

// MaxAmount returns an Allow policy paying up to max atomic units of the given assets (any
// case) on the given networks (v2 CAIP-2 or v1 names).
func MaxAmount(max *big.Int, assets []string, networks []string) func(x402.PaymentRequirements) bool {
	return func(r x402.PaymentRequirements) bool {
		v, err := x402.ParseAmount(r.Amount)
		if err != nil || v.Cmp(max) > 0 {
			return false
		}
		return containsFold(assets, r.Asset) && containsFold(networks, r.Network)
	}
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// ErrNoPayableOption is returned when a 402 offers nothing the policy allows.
var ErrNoPayableOption = errors.New("x402: no offered payment option is allowed by the spending policy")

// RoundTrip implements http.RoundTripper.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	base := t.Base
	if base == nil {
		base = http.DefaultTransport
	}
	var body []byte
	if req.Body != nil && req.Body != http.NoBody {
		b, err := io.ReadAll(io.LimitReader(req.Body, MaxRequestBodyReplay+1))
		req.Body.Close()
		if err != nil {
			return nil, fmt.Errorf("x402: buffer request body: %w", err)
		}
		if len(b) > MaxRequestBodyReplay {
			return nil, fmt.Errorf("x402: request body over %d bytes cannot be replayed with payment", MaxRequestBodyReplay)
		}
		body = b
	}
	first := req.Clone(req.Context())
	setBody(first, body)
	resp, err := base.RoundTrip(first)
	if err != nil || resp.StatusCode != http.StatusPaymentRequired {
		return resp, err
	}
	name, value, idempotent, err := t.pay(resp)
	resp.Body.Close()
	if err != nil {
		return nil, err
	}
	retries := 0
	if idempotent {
		retries = t.RetryPaid
	}
	for attempt := 0; ; attempt++ {
		second := req.Clone(req.Context())
		setBody(second, body)
		second.Header.Set(name, value)
		resp, err := base.RoundTrip(second)
		retryable := err != nil || resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusServiceUnavailable ||
			resp.StatusCode == http.StatusGatewayTimeout
		if !retryable || attempt >= retries || req.Context().Err() != nil {
			return resp, err
		}
		if resp != nil {
			_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
			resp.Body.Close()
		}
		select {
		case <-req.Context().Done():
			return nil, req.Context().Err()
		case <-time.After(time.Duration(attempt+1) * 500 * time.Millisecond):
		}
	}
}

func setBody(r *http.Request, body []byte) {
	if body == nil {
		r.Body, r.ContentLength = http.NoBody, 0
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	r.ContentLength = int64(len(body))
	r.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
}

// pay builds the payment header (name, value) for a 402 answer; the flag says the payment carries a
// payment id.
func (t *Transport) pay(resp *http.Response) (string, string, bool, error) {
	var s signer.Signer = t.Signer
	if s == nil && t.Key != nil {
		s = signer.FromKey(t.Key)
	}
	if s == nil {
		return "", "", false, errors.New("x402: transport has no signer")
	}
	ctx := context.Background()
	if resp.Request != nil {
		ctx = resp.Request.Context()
	}
	now, rnd := time.Now, t.Rand
	if t.Now != nil {
		now = t.Now
	}
	if rnd == nil {
		rnd = rand.Reader
	}
	allow := t.Allow
	if allow == nil {
		allow = func(x402.PaymentRequirements) bool { return false }
	}
	if h := resp.Header.Get(x402.HeaderPaymentRequired); h != "" {
		pr, err := x402.DecodePaymentRequired(h)
		if err != nil {
			return "", "", false, fmt.Errorf("x402: %w", err)
		}
		for _, a := range pr.Accepts {
			if a.Scheme != x402.SchemeExact || !strings.HasPrefix(a.Network, "eip155:") || !allow(a) {
				continue
			}
			if t.Inspect != nil {
				if err := t.Inspect(pr, a); err != nil {
					return "", "", false, err
				}
			}
			signed, err := exact.NewPaymentWith(ctx, s, a, now(), rnd)
			if err != nil {
				return "", "", false, fmt.Errorf("x402: sign payment: %w", err)
			}
			pp, err := exact.PaymentPayload(signed, a, pr.Resource)
			if err != nil {
				return "", "", false, err
			}
			idempotent := false
			if len(pr.Extensions) > 0 {
				// Echo the extensions (a copy: they are the server's) as the official client does.
				raw, err := json.Marshal(pr.Extensions)
				if err != nil {
					return "", "", false, fmt.Errorf("x402: extensions: %w", err)
				}
				if err := json.Unmarshal(raw, &pp.Extensions); err != nil {
					return "", "", false, fmt.Errorf("x402: extensions: %w", err)
				}
				if t.PaymentID != "" {
					if idempotent, err = paymentid.Append(pp.Extensions, t.PaymentID); err != nil {
						return "", "", false, fmt.Errorf("x402: %w", err)
					}
				}
			}
			v, err := x402.EncodeHeader(pp)
			return x402.HeaderPaymentSignature, v, idempotent, err
		}
		return "", "", false, ErrNoPayableOption
	}
	var pr x402.PaymentRequiredV1
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&pr); err != nil || pr.X402Version != x402.Version1 {
		return "", "", false, errors.New("x402: 402 answer has neither PAYMENT-REQUIRED nor a v1 JSON body")
	}
	for _, a := range pr.Accepts {
		if a.Scheme != x402.SchemeExact || a.Validate() != nil || !allow(a.ToV2()) {
			continue
		}
		if _, err := x402.ChainIDV1(a.Network); err != nil {
			continue
		}
		signed, err := exact.NewPaymentV1With(ctx, s, a, now(), rnd)
		if err != nil {
			return "", "", false, fmt.Errorf("x402: sign v1 payment: %w", err)
		}
		pp, err := exact.PaymentPayloadV1(signed, a)
		if err != nil {
			return "", "", false, err
		}
		v, err := x402.EncodeHeader(pp)
		return x402.HeaderXPayment, v, false, err
	}
	return "", "", false, ErrNoPayableOption
}
