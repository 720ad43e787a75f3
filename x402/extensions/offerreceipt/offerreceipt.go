// Package offerreceipt implements the x402 "offer-receipt" extension: offers a server signs for
// the payment terms of its 402 answer, and receipts it signs after a successful payment, both as
// EIP-712 artifacts {format, payload, signature} with the canonical types and domains of the
// specification and of @x402/extensions/offer-receipt 2.x (domain {name: "x402 offer" | "x402
// receipt", version "1", chainId 1}). JWS artifacts are recognised and refused: this
// implementation signs and verifies EIP-712 only.
//
// The escrow adds a second pair of EIP-712 artifacts under its own extension key (EscrowKey):
// the standard offer and receipt have fixed types with no room for a job, a terms hash, an
// amount or a block, so the escrow offer commits to the job's terms hash, budget, token, deposit
// address and expiry, and the escrow receipt binds the job, payer, amount, transaction and block.
// Both pairs are signed by the same key; FundingReceipt carries a payment's two receipts.
package offerreceipt

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions"
)

// Key is the extension's name in an extensions map.
const Key = "offer-receipt"

// Artifact formats.
const (
	FormatEIP712 = "eip712"
	FormatJWS    = "jws"
)

// PayloadVersion is the offer and receipt payload version this package signs and accepts.
const PayloadVersion = 1

// Offer is the signed payload of an offer: the terms of one accepts[] entry. ValidUntil (unix
// seconds) 0 means no expiry.
type Offer struct {
	Version     int    `json:"version"`
	ResourceURL string `json:"resourceUrl"`
	Scheme      string `json:"scheme"`
	Network     string `json:"network"`
	Asset       string `json:"asset"`
	PayTo       string `json:"payTo"`
	Amount      string `json:"amount"`
	ValidUntil  int64  `json:"validUntil"`
}

// Receipt is the signed payload of a receipt. Transaction "" means none was disclosed.
type Receipt struct {
	Version     int    `json:"version"`
	Network     string `json:"network"`
	ResourceURL string `json:"resourceUrl"`
	Payer       string `json:"payer"`
	IssuedAt    int64  `json:"issuedAt"`
	Transaction string `json:"transaction"`
}

// Signed is a signed artifact: {format, acceptIndex?, payload, signature}. AcceptIndex (offers
// only) is an unsigned hint into accepts[].
type Signed[P any] struct {
	Format      string `json:"format"`
	AcceptIndex *int   `json:"acceptIndex,omitempty"`
	Payload     *P     `json:"payload,omitempty"`
	Signature   string `json:"signature"`
}

// SignedOffer is a signed offer.
type SignedOffer = Signed[Offer]

// SignedReceipt is a signed receipt.
type SignedReceipt = Signed[Receipt]

var offerFields = []apitypes.Type{
	{Name: "version", Type: "uint256"}, {Name: "resourceUrl", Type: "string"}, {Name: "scheme", Type: "string"},
	{Name: "network", Type: "string"}, {Name: "asset", Type: "string"}, {Name: "payTo", Type: "string"},
	{Name: "amount", Type: "string"}, {Name: "validUntil", Type: "uint256"},
}

var receiptFields = []apitypes.Type{
	{Name: "version", Type: "uint256"}, {Name: "network", Type: "string"}, {Name: "resourceUrl", Type: "string"},
	{Name: "payer", Type: "string"}, {Name: "issuedAt", Type: "uint256"}, {Name: "transaction", Type: "string"},
}

func standardDomain(name string) apitypes.TypedDataDomain {
	return chainDomain(name, big.NewInt(1), "")
}

// Digest returns the offer's EIP-712 digest (domain "x402 offer").
func (o Offer) Digest() ([]byte, error) { return digestOf(o.TypedData()) }

// TypedData is the offer as EIP-712 typed data (what a remote signer is shown).
func (o Offer) TypedData() (apitypes.TypedData, error) {
	if o.Version < 0 || o.ValidUntil < 0 {
		return apitypes.TypedData{}, errors.New("offer: version and validUntil must not be negative")
	}
	return typedData(standardDomain("x402 offer"), domainTypeNameVersionChain, "Offer", offerFields, apitypes.TypedDataMessage{
		"version": strconv.Itoa(o.Version), "resourceUrl": o.ResourceURL, "scheme": o.Scheme, "network": o.Network,
		"asset": o.Asset, "payTo": o.PayTo, "amount": o.Amount, "validUntil": strconv.FormatInt(o.ValidUntil, 10),
	}), nil
}

// Digest returns the receipt's EIP-712 digest (domain "x402 receipt").
func (r Receipt) Digest() ([]byte, error) { return digestOf(r.TypedData()) }

// TypedData is the receipt as EIP-712 typed data (what a remote signer is shown).
func (r Receipt) TypedData() (apitypes.TypedData, error) {
	if r.Version < 0 || r.IssuedAt < 0 {
		return apitypes.TypedData{}, errors.New("receipt: version and issuedAt must not be negative")
	}
	return typedData(standardDomain("x402 receipt"), domainTypeNameVersionChain, "Receipt", receiptFields, apitypes.TypedDataMessage{
		"version": strconv.Itoa(r.Version), "network": r.Network, "resourceUrl": r.ResourceURL,
		"payer": r.Payer, "issuedAt": strconv.FormatInt(r.IssuedAt, 10), "transaction": r.Transaction,
	}), nil
}

// Expired reports whether the offer has an expiry and now is past it.
func (o Offer) Expired(now time.Time) bool { return o.ValidUntil != 0 && now.Unix() > o.ValidUntil }

// caip2 converts a v1 network name to CAIP-2, as the specification requires in payloads.
func caip2(network string) (string, error) {
	if strings.Contains(network, ":") {
		return network, nil
	}
	id, err := x402.ChainIDV1(network)
	if err != nil {
		return "", fmt.Errorf("offer-receipt: %w", err)
	}
	return x402.CAIP2(id), nil
}

// SignOffer signs the offer for accepts[acceptIndex] = r of the resource at resourceURL, valid
// until validUntil (zero time: no expiry). A v1 network name becomes its CAIP-2 id.
func (s *Signer) SignOffer(ctx context.Context, resourceURL string, r x402.PaymentRequirements, acceptIndex int, validUntil time.Time) (SignedOffer, error) {
	network, err := caip2(r.Network)
	if err != nil {
		return SignedOffer{}, err
	}
	o := Offer{Version: PayloadVersion, ResourceURL: resourceURL, Scheme: r.Scheme, Network: network,
		Asset: r.Asset, PayTo: r.PayTo, Amount: r.Amount}
	if !validUntil.IsZero() {
		o.ValidUntil = validUntil.Unix()
	}
	td, err := o.TypedData()
	if err != nil {
		return SignedOffer{}, err
	}
	sig, err := s.sign(ctx, td)
	if err != nil {
		return SignedOffer{}, err
	}
	idx := acceptIndex
	return SignedOffer{Format: FormatEIP712, AcceptIndex: &idx, Payload: &o, Signature: sig}, nil
}

// SignReceipt signs a receipt for payer's payment for resourceURL on network, disclosing
// transaction when it is not "".
func (s *Signer) SignReceipt(ctx context.Context, resourceURL, payer, network, transaction string, issuedAt time.Time) (SignedReceipt, error) {
	network, err := caip2(network)
	if err != nil {
		return SignedReceipt{}, err
	}
	r := Receipt{Version: PayloadVersion, Network: network, ResourceURL: resourceURL, Payer: payer,
		IssuedAt: issuedAt.Unix(), Transaction: transaction}
	td, err := r.TypedData()
	if err != nil {
		return SignedReceipt{}, err
	}
	sig, err := s.sign(ctx, td)
	if err != nil {
		return SignedReceipt{}, err
	}
	return SignedReceipt{Format: FormatEIP712, Payload: &r, Signature: sig}, nil
}

// ErrUnsupportedFormat is returned for an artifact that is not EIP-712 (JWS artifacts included).
var ErrUnsupportedFormat = errors.New("offer-receipt: only eip712 artifacts are supported")

// checkEnvelope checks the format and version of an artifact before its signature.
func checkEnvelope(kind, format string, hasPayload bool, version int) error {
	if format != FormatEIP712 {
		return fmt.Errorf("%w (this %s is %q)", ErrUnsupportedFormat, kind, format)
	}
	if !hasPayload {
		return fmt.Errorf("offer-receipt: eip712 %s has no payload", kind)
	}
	if version != PayloadVersion {
		return fmt.Errorf("offer-receipt: %s payload version %d is not supported (want %d)", kind, version, PayloadVersion)
	}
	return nil
}

// VerifyOffer checks a signed offer's format and version, and returns the address that signed it
// over the payload exactly as transmitted. Whether that address may speak for the resource is
// the caller's decision (the specification leaves it to the verifier).
func VerifyOffer(o SignedOffer) (common.Address, error) {
	if err := checkEnvelope("offer", o.Format, o.Payload != nil, versionOf(o.Payload)); err != nil {
		return common.Address{}, err
	}
	d, err := o.Payload.Digest()
	if err != nil {
		return common.Address{}, fmt.Errorf("offer-receipt: %w", err)
	}
	addr, err := recoverSigner(d, o.Signature)
	if err != nil {
		return common.Address{}, fmt.Errorf("offer-receipt: offer: %w", err)
	}
	return addr, nil
}

// VerifyReceipt checks a signed receipt as VerifyOffer checks an offer.
func VerifyReceipt(r SignedReceipt) (common.Address, error) {
	v := 0
	if r.Payload != nil {
		v = r.Payload.Version
	}
	if err := checkEnvelope("receipt", r.Format, r.Payload != nil, v); err != nil {
		return common.Address{}, err
	}
	d, err := r.Payload.Digest()
	if err != nil {
		return common.Address{}, fmt.Errorf("offer-receipt: %w", err)
	}
	addr, err := recoverSigner(d, r.Signature)
	if err != nil {
		return common.Address{}, fmt.Errorf("offer-receipt: receipt: %w", err)
	}
	return addr, nil
}

func versionOf(o *Offer) int {
	if o == nil {
		return 0
	}
	return o.Version
}

// MatchAccepts returns the index of the accepts[] entry an offer is for: the hinted acceptIndex
// when its terms equal the signed ones, else the first entry whose scheme, network, asset, payTo
// and amount equal the offer's (the official client's findAcceptsObjectFromSignedOffer rule).
func MatchAccepts(o SignedOffer, accepts []x402.PaymentRequirements) (int, bool) {
	if o.Payload == nil {
		return -1, false
	}
	p := o.Payload
	same := func(r x402.PaymentRequirements) bool {
		return r.Network == p.Network && r.Scheme == p.Scheme && r.Asset == p.Asset && r.PayTo == p.PayTo && r.Amount == p.Amount
	}
	if i := o.AcceptIndex; i != nil && *i >= 0 && *i < len(accepts) && same(accepts[*i]) {
		return *i, true
	}
	for i, r := range accepts {
		if same(r) {
			return i, true
		}
	}
	return -1, false
}

// ReceiptMatchesOffer applies the official client's verifyReceiptMatchesOffer rule: same
// resource and network, the payer one of payers (case-insensitive), issued less than maxAge ago.
func ReceiptMatchesOffer(r Receipt, o Offer, payers []string, maxAge time.Duration, now time.Time) bool {
	payer := false
	for _, p := range payers {
		payer = payer || strings.EqualFold(p, r.Payer)
	}
	return r.ResourceURL == o.ResourceURL && r.Network == o.Network && payer && now.Unix()-r.IssuedAt < int64(maxAge/time.Second)
}

// OfferSchema and ReceiptSchema are the JSON Schemas the official server extension attaches to
// the offers and the receipt.
var (
	OfferSchema   = json.RawMessage(`{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"offers":{"type":"array","items":{"type":"object","properties":{"format":{"type":"string"},"acceptIndex":{"type":"integer"},"payload":{"type":"object","properties":{"version":{"type":"integer"},"resourceUrl":{"type":"string"},"scheme":{"type":"string"},"network":{"type":"string"},"asset":{"type":"string"},"payTo":{"type":"string"},"amount":{"type":"string"},"validUntil":{"type":"integer"}},"required":["version","resourceUrl","scheme","network","asset","payTo","amount"]},"signature":{"type":"string"}},"required":["format","signature"]}}},"required":["offers"]}`)
	ReceiptSchema = json.RawMessage(`{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"receipt":{"type":"object","properties":{"format":{"type":"string"},"payload":{"type":"object","properties":{"version":{"type":"integer"},"network":{"type":"string"},"resourceUrl":{"type":"string"},"payer":{"type":"string"},"issuedAt":{"type":"integer"},"transaction":{"type":"string"}},"required":["version","network","resourceUrl","payer","issuedAt"]},"signature":{"type":"string"}},"required":["format","signature"]}},"required":["receipt"]}`)
)

// OfferInfo is the extension's info in a PaymentRequired.
type OfferInfo struct {
	Offers []SignedOffer `json:"offers"`
}

// ReceiptInfo is the extension's info in a SettleResponse.
type ReceiptInfo struct {
	Receipt SignedReceipt `json:"receipt"`
}

// OfferExtension is extensions[Key] of a PaymentRequired.
type OfferExtension struct {
	Info   OfferInfo       `json:"info"`
	Schema json.RawMessage `json:"schema"`
}

// ReceiptExtension is extensions[Key] of a SettleResponse.
type ReceiptExtension struct {
	Info   ReceiptInfo     `json:"info"`
	Schema json.RawMessage `json:"schema"`
}

// NewOfferExtension wraps offers with their schema.
func NewOfferExtension(offers []SignedOffer) OfferExtension {
	return OfferExtension{Info: OfferInfo{Offers: offers}, Schema: OfferSchema}
}

// NewReceiptExtension wraps a receipt with its schema.
func NewReceiptExtension(r SignedReceipt) ReceiptExtension {
	return ReceiptExtension{Info: ReceiptInfo{Receipt: r}, Schema: ReceiptSchema}
}

// Offers returns the signed offers of a PaymentRequired's extensions (none when absent).
func Offers(exts map[string]any) ([]SignedOffer, error) {
	var info OfferInfo
	ok, err := infoOf(exts, Key, &info)
	if !ok || err != nil {
		return nil, err
	}
	return info.Offers, nil
}

// ReceiptOf returns the signed receipt of a SettleResponse's extensions (nil when absent).
func ReceiptOf(exts map[string]any) (*SignedReceipt, error) {
	var info ReceiptInfo
	ok, err := infoOf(exts, Key, &info)
	if !ok || err != nil {
		return nil, err
	}
	return &info.Receipt, nil
}

// infoOf decodes extensions[key].info into out, refusing fields the payloads do not define: a
// field that is not signed must not be read as if it were.
func infoOf(exts map[string]any, key string, out any) (bool, error) {
	ext, ok, err := extensions.Get(exts, key)
	if !ok || err != nil {
		return ok, err
	}
	dec := json.NewDecoder(bytes.NewReader(ext.Info))
	dec.DisallowUnknownFields()
	if err := dec.Decode(out); err != nil {
		return true, fmt.Errorf("extension %q: info: %w", key, err)
	}
	return true, nil
}
