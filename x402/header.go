package x402

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// MaxHeaderLen bounds an encoded x402 header; real payloads are well under 4 KiB.
const MaxHeaderLen = 16 << 10

// ErrURLSafeBase64 is returned for a header in the URL-safe base64 alphabet ('-' or '_'): the
// TypeScript SDK only accepts the standard alphabet, so such a header would fail there too.
var ErrURLSafeBase64 = errors.New("x402 header uses URL-safe base64 ('-' or '_'); the standard alphabet (+ /) with padding is required")

// EncodeHeader returns base64(JSON(v)) in the standard alphabet with padding, as the TypeScript
// safeBase64Encode does.
func EncodeHeader(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("encode x402 header: %w", err)
	}
	return base64.StdEncoding.EncodeToString(b), nil
}

// DecodeHeaderBytes checks and decodes a base64 header to its JSON bytes. It accepts what the
// TypeScript decoder accepts (standard alphabet, /^[A-Za-z0-9+/]*={0,2}$/, padding optional as
// for atob) and rejects the rest, URL-safe base64 with ErrURLSafeBase64.
func DecodeHeaderBytes(h string) ([]byte, error) {
	if h == "" {
		return nil, errors.New("x402 header is empty")
	}
	if len(h) > MaxHeaderLen {
		return nil, fmt.Errorf("x402 header is %d bytes, more than the %d allowed", len(h), MaxHeaderLen)
	}
	body := strings.TrimRight(h, "=")
	if pad := len(h) - len(body); pad > 2 {
		return nil, errors.New("x402 header is not base64: more than two '=' of padding")
	}
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch {
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '+', c == '/':
		case c == '-' || c == '_':
			return nil, ErrURLSafeBase64
		default:
			return nil, fmt.Errorf("x402 header is not base64: invalid character %q at offset %d", c, i)
		}
	}
	// atob forgives missing padding but not a wrong amount of it, nor a dangling sextet.
	if len(h) != len(body) && len(h)%4 != 0 {
		return nil, errors.New("x402 header is not base64: wrong padding")
	}
	b, err := base64.RawStdEncoding.DecodeString(body)
	if err != nil {
		return nil, fmt.Errorf("x402 header is not base64: %w", err)
	}
	return b, nil
}

// DecodeHeader decodes a base64 JSON header into v. Unknown JSON fields are ignored.
func DecodeHeader(h string, v any) error {
	b, err := DecodeHeaderBytes(h)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("x402 header is not valid JSON: %w", err)
	}
	return nil
}

// HeaderVersion decodes a header and returns its x402Version without decoding the rest.
func HeaderVersion(h string) (int, []byte, error) {
	b, err := DecodeHeaderBytes(h)
	if err != nil {
		return 0, nil, err
	}
	var probe struct {
		X402Version *int `json:"x402Version"`
	}
	if err := json.Unmarshal(b, &probe); err != nil {
		return 0, nil, fmt.Errorf("x402 header is not valid JSON: %w", err)
	}
	if probe.X402Version == nil {
		return 0, nil, errors.New("x402 header has no x402Version")
	}
	return *probe.X402Version, b, nil
}

// DecodePaymentRequired decodes a v2 PAYMENT-REQUIRED header and checks its shape.
func DecodePaymentRequired(h string) (PaymentRequired, error) {
	var pr PaymentRequired
	if err := DecodeHeader(h, &pr); err != nil {
		return pr, fmt.Errorf("decode %s: %w", HeaderPaymentRequired, err)
	}
	if pr.X402Version != Version2 {
		return pr, fmt.Errorf("decode %s: x402Version %d, want %d", HeaderPaymentRequired, pr.X402Version, Version2)
	}
	if pr.Resource == nil || pr.Resource.URL == "" {
		return pr, fmt.Errorf("decode %s: resource.url is missing", HeaderPaymentRequired)
	}
	if len(pr.Accepts) == 0 {
		return pr, fmt.Errorf("decode %s: accepts is empty", HeaderPaymentRequired)
	}
	for i, r := range pr.Accepts {
		if err := r.Validate(); err != nil {
			return pr, fmt.Errorf("decode %s: accepts[%d]: %w", HeaderPaymentRequired, i, err)
		}
	}
	return pr, nil
}

// DecodePaymentSignature decodes a v2 PAYMENT-SIGNATURE header and checks its shape.
func DecodePaymentSignature(h string) (PaymentPayload, error) {
	return decodeValidated[PaymentPayload](HeaderPaymentSignature, h)
}

// DecodeXPayment decodes a v1 X-PAYMENT header and checks its shape.
func DecodeXPayment(h string) (PaymentPayloadV1, error) {
	return decodeValidated[PaymentPayloadV1](HeaderXPayment, h)
}

// decodeValidated decodes header `name` into a T and runs its Validate.
func decodeValidated[T any, PT interface {
	*T
	Validate() error
}](name, h string) (T, error) {
	var v T
	if err := DecodeHeader(h, &v); err != nil {
		return v, fmt.Errorf("decode %s: %w", name, err)
	}
	if err := PT(&v).Validate(); err != nil {
		return v, fmt.Errorf("decode %s: %w", name, err)
	}
	return v, nil
}

// DecodePaymentResponse decodes a PAYMENT-RESPONSE or X-PAYMENT-RESPONSE header.
func DecodePaymentResponse(h string) (SettleResponse, error) {
	var s SettleResponse
	if err := DecodeHeader(h, &s); err != nil {
		return s, fmt.Errorf("decode payment response: %w", err)
	}
	return s, nil
}

// Validate checks the fields the TypeScript schema requires of v2 requirements, and that the
// amount is a valid atomic amount.
func (r PaymentRequirements) Validate() error {
	switch {
	case r.Scheme == "":
		return errors.New("scheme is missing")
	case len(r.Network) < 3 || !strings.Contains(r.Network, ":"):
		return fmt.Errorf("network %q is not a CAIP-2 id (e.g. eip155:8453)", r.Network)
	case r.Asset == "":
		return errors.New("asset is missing")
	case r.PayTo == "":
		return errors.New("payTo is missing")
	case r.MaxTimeoutSeconds <= 0:
		return fmt.Errorf("maxTimeoutSeconds %d is not positive", r.MaxTimeoutSeconds)
	}
	if _, err := ParseAmount(r.Amount); err != nil {
		return fmt.Errorf("amount: %w", err)
	}
	return nil
}

// Validate checks the fields the TypeScript schema requires of v1 requirements.
func (r PaymentRequirementsV1) Validate() error {
	switch {
	case r.Scheme == "":
		return errors.New("scheme is missing")
	case r.Network == "":
		return errors.New("network is missing")
	case r.Asset == "":
		return errors.New("asset is missing")
	case r.PayTo == "":
		return errors.New("payTo is missing")
	case r.MaxTimeoutSeconds <= 0:
		return fmt.Errorf("maxTimeoutSeconds %d is not positive", r.MaxTimeoutSeconds)
	}
	if _, err := ParseAmount(r.MaxAmountRequired); err != nil {
		return fmt.Errorf("maxAmountRequired: %w", err)
	}
	return nil
}

// Validate checks a v2 payment payload's envelope (not the scheme payload's content).
func (p PaymentPayload) Validate() error {
	if p.X402Version != Version2 {
		return fmt.Errorf("x402Version %d, want %d", p.X402Version, Version2)
	}
	if err := p.Accepted.Validate(); err != nil {
		return fmt.Errorf("accepted: %w", err)
	}
	if !isJSONObject(p.Payload) {
		return errors.New("payload is not a JSON object")
	}
	return nil
}

// Validate checks a v1 payment payload's envelope.
func (p PaymentPayloadV1) Validate() error {
	if p.X402Version != Version1 {
		return fmt.Errorf("x402Version %d, want %d", p.X402Version, Version1)
	}
	if p.Scheme == "" || p.Network == "" {
		return errors.New("scheme or network is missing")
	}
	if !isJSONObject(p.Payload) {
		return errors.New("payload is not a JSON object")
	}
	return nil
}

func isJSONObject(b json.RawMessage) bool {
	s := strings.TrimLeft(string(b), " \t\r\n")
	return strings.HasPrefix(s, "{")
}
