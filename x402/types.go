package x402

import (
	"encoding/json"
)

// Protocol versions.
const (
	// Version1 is the legacy protocol (x402 / x402-fetch 1.x): X-PAYMENT headers, named networks.
	Version1 = 1
	// Version2 is the current protocol (@x402/core 2.x): PAYMENT-* headers, CAIP-2 networks.
	Version2 = 2
)

// SchemeExact is the only payment scheme this package family implements.
const SchemeExact = "exact"

// HTTP header names. Go canonicalises header keys, so lookups are case-insensitive either way;
// these are the spellings the TypeScript SDK writes.
const (
	// HeaderPaymentRequired carries the v2 PaymentRequired on a 402 answer.
	HeaderPaymentRequired = "PAYMENT-REQUIRED"
	// HeaderPaymentSignature carries the v2 PaymentPayload on the paying request.
	HeaderPaymentSignature = "PAYMENT-SIGNATURE"
	// HeaderPaymentResponse carries the v2 SettleResponse on the paid answer.
	HeaderPaymentResponse = "PAYMENT-RESPONSE"
	// HeaderXPayment carries the v1 PaymentPayloadV1 on the paying request.
	HeaderXPayment = "X-PAYMENT"
	// HeaderXPaymentResponse carries the v1 SettleResponse on the paid answer.
	HeaderXPaymentResponse = "X-PAYMENT-RESPONSE"
)

// ResourceInfo describes the paid resource (v2).
type ResourceInfo struct {
	URL         string   `json:"url"`
	Description string   `json:"description,omitempty"`
	MimeType    string   `json:"mimeType,omitempty"`
	ServiceName string   `json:"serviceName,omitempty"`
	Tags        []string `json:"tags,omitempty"`
	IconURL     string   `json:"iconUrl,omitempty"`
}

// PaymentRequirements is one way to pay that a resource server accepts (v2). Amount is a decimal
// string of atomic token units; Extra carries the token's EIP-712 domain as {name, version}.
type PaymentRequirements struct {
	Scheme            string         `json:"scheme"`
	Network           string         `json:"network"`
	Amount            string         `json:"amount"`
	Asset             string         `json:"asset"`
	PayTo             string         `json:"payTo"`
	MaxTimeoutSeconds int64          `json:"maxTimeoutSeconds"`
	Extra             map[string]any `json:"extra,omitempty"`
}

// ExtraString returns Extra[key] when it is a non-empty string, else "".
func (r PaymentRequirements) ExtraString(key string) string {
	s, _ := r.Extra[key].(string)
	return s
}

// PaymentRequired is the body of the PAYMENT-REQUIRED header of a 402 answer (v2).
type PaymentRequired struct {
	X402Version int                   `json:"x402Version"`
	Error       string                `json:"error,omitempty"`
	Resource    *ResourceInfo         `json:"resource"`
	Accepts     []PaymentRequirements `json:"accepts"`
	Extensions  map[string]any        `json:"extensions,omitempty"`
}

// PaymentPayload is what a client sends in PAYMENT-SIGNATURE (v2): the requirements it accepted
// and the scheme-specific payload (for exact EVM: {signature, authorization}).
type PaymentPayload struct {
	X402Version int                 `json:"x402Version"`
	Resource    *ResourceInfo       `json:"resource,omitempty"`
	Accepted    PaymentRequirements `json:"accepted"`
	Payload     json.RawMessage     `json:"payload"`
	Extensions  map[string]any      `json:"extensions,omitempty"`
}

// PaymentRequirementsV1 is one accepted way to pay in protocol version 1.
type PaymentRequirementsV1 struct {
	Scheme            string         `json:"scheme"`
	Network           string         `json:"network"`
	MaxAmountRequired string         `json:"maxAmountRequired"`
	Resource          string         `json:"resource"`
	Description       string         `json:"description"`
	MimeType          string         `json:"mimeType"`
	OutputSchema      map[string]any `json:"outputSchema,omitempty"`
	PayTo             string         `json:"payTo"`
	MaxTimeoutSeconds int64          `json:"maxTimeoutSeconds"`
	Asset             string         `json:"asset"`
	Extra             map[string]any `json:"extra,omitempty"`
}

// ToV2 maps v1 requirements onto the v2 shape (maxAmountRequired becomes amount; the network name
// is kept as is) so one verification path serves both versions.
func (r PaymentRequirementsV1) ToV2() PaymentRequirements {
	return PaymentRequirements{
		Scheme: r.Scheme, Network: r.Network, Amount: r.MaxAmountRequired, Asset: r.Asset,
		PayTo: r.PayTo, MaxTimeoutSeconds: r.MaxTimeoutSeconds, Extra: r.Extra,
	}
}

// PaymentRequiredV1 is the JSON body of a v1 402 answer.
type PaymentRequiredV1 struct {
	X402Version int                     `json:"x402Version"`
	Error       string                  `json:"error"`
	Accepts     []PaymentRequirementsV1 `json:"accepts"`
}

// PaymentPayloadV1 is what a v1 client sends in X-PAYMENT.
type PaymentPayloadV1 struct {
	X402Version int             `json:"x402Version"`
	Scheme      string          `json:"scheme"`
	Network     string          `json:"network"`
	Payload     json.RawMessage `json:"payload"`
}

// VerifyResponse is a facilitator's answer to /verify. A business failure is IsValid=false with
// an InvalidReason code (see the Reason* constants), not an HTTP error.
type VerifyResponse struct {
	IsValid        bool   `json:"isValid"`
	InvalidReason  string `json:"invalidReason,omitempty"`
	InvalidMessage string `json:"invalidMessage,omitempty"`
	Payer          string `json:"payer,omitempty"`
}

// SettleResponse is a facilitator's answer to /settle and the body of PAYMENT-RESPONSE /
// X-PAYMENT-RESPONSE. Transaction and Network are always present ("" when nothing was sent).
//
// A settlement whose transaction was broadcast but whose receipt did not arrive in time is
// Success=false, ErrorReason=ReasonSettlementPending with Transaction set: exactly the shape of
// the official TypeScript facilitator, whose resource server retries the same payload once and
// whose facilitator then waits on the stored transaction instead of sending a second one. It is
// never a plain failure: the authorization is spent and must not be paid again.
type SettleResponse struct {
	Success      bool           `json:"success"`
	ErrorReason  string         `json:"errorReason,omitempty"`
	ErrorMessage string         `json:"errorMessage,omitempty"`
	Payer        string         `json:"payer,omitempty"`
	Transaction  string         `json:"transaction"`
	Network      string         `json:"network"`
	Amount       string         `json:"amount,omitempty"`
	Extensions   map[string]any `json:"extensions,omitempty"`
}

// Pending reports whether the settlement was broadcast and is awaiting its receipt.
func (s SettleResponse) Pending() bool {
	return !s.Success && s.ErrorReason == ReasonSettlementPending && s.Transaction != ""
}

// SupportedKind is one (version, scheme, network) a facilitator serves.
type SupportedKind struct {
	X402Version int            `json:"x402Version"`
	Scheme      string         `json:"scheme"`
	Network     string         `json:"network"`
	Extra       map[string]any `json:"extra,omitempty"`
}

// SupportedResponse is a facilitator's answer to GET /supported. Signers maps a CAIP family
// ("eip155:*") to the addresses that submit settlements.
type SupportedResponse struct {
	Kinds      []SupportedKind     `json:"kinds"`
	Extensions []string            `json:"extensions"`
	Signers    map[string][]string `json:"signers"`
}

// FacilitatorRequest is the body of POST /verify and POST /settle, exactly as the TypeScript
// HTTPFacilitatorClient sends it. The payload and requirements stay raw because their shape
// depends on X402Version.
type FacilitatorRequest struct {
	X402Version         int             `json:"x402Version"`
	PaymentPayload      json.RawMessage `json:"paymentPayload"`
	PaymentRequirements json.RawMessage `json:"paymentRequirements"`
}
