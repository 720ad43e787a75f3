package offerreceipt

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/asa-escrow/asa/x402"
)

// EscrowKey is the extension that carries the escrow's own offer (in a PaymentRequired) and
// receipt (in a SettleResponse).
const EscrowKey = "asa-escrow"

// EscrowOffer commits to funding one escrow job: its terms hash, its budget in the escrow's
// token, the job's deposit address (the payTo of the requirements) and the offer's expiry. The
// EIP-712 domain is {name "ASA escrow offer", version "1", chainId of Network, verifyingContract
// Escrow}.
type EscrowOffer struct {
	Version        int    `json:"version"`
	Network        string `json:"network"`
	Escrow         string `json:"escrow"`
	JobID          string `json:"jobId"`
	TermsHash      string `json:"termsHash"`
	Token          string `json:"token"`
	Amount         string `json:"amount"`
	DepositAddress string `json:"depositAddress"`
	ValidUntil     int64  `json:"validUntil"`
}

// EscrowReceipt states that Payer funded job JobID with Amount in Transaction, mined in block
// BlockNumber with hash BlockHash. Its EIP-712 domain is {name "ASA escrow receipt", version
// "1", chainId of Network, verifyingContract Escrow}.
type EscrowReceipt struct {
	Version     int    `json:"version"`
	Network     string `json:"network"`
	Escrow      string `json:"escrow"`
	JobID       string `json:"jobId"`
	TermsHash   string `json:"termsHash"`
	Payer       string `json:"payer"`
	Amount      string `json:"amount"`
	Transaction string `json:"transaction"`
	BlockNumber uint64 `json:"blockNumber"`
	BlockHash   string `json:"blockHash"`
	IssuedAt    int64  `json:"issuedAt"`
}

// SignedEscrowOffer is a signed escrow offer.
type SignedEscrowOffer = Signed[EscrowOffer]

// SignedEscrowReceipt is a signed escrow receipt.
type SignedEscrowReceipt = Signed[EscrowReceipt]

var domainTypeFull = []apitypes.Type{
	{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"},
	{Name: "verifyingContract", Type: "address"},
}

var escrowOfferFields = []apitypes.Type{
	{Name: "version", Type: "uint256"}, {Name: "jobId", Type: "uint256"}, {Name: "termsHash", Type: "bytes32"},
	{Name: "token", Type: "address"}, {Name: "amount", Type: "uint256"}, {Name: "depositAddress", Type: "address"},
	{Name: "validUntil", Type: "uint256"},
}

var escrowReceiptFields = []apitypes.Type{
	{Name: "version", Type: "uint256"}, {Name: "jobId", Type: "uint256"}, {Name: "termsHash", Type: "bytes32"},
	{Name: "payer", Type: "address"}, {Name: "amount", Type: "uint256"}, {Name: "transaction", Type: "bytes32"},
	{Name: "blockNumber", Type: "uint256"}, {Name: "blockHash", Type: "bytes32"}, {Name: "issuedAt", Type: "uint256"},
}

// EscrowOfferTypes and EscrowReceiptTypes are the EIP-712 type lists (primary type first), for
// external verifiers and wallets.
var (
	EscrowOfferTypes   = map[string][]apitypes.Type{"EIP712Domain": domainTypeFull, "EscrowOffer": escrowOfferFields}
	EscrowReceiptTypes = map[string][]apitypes.Type{"EIP712Domain": domainTypeFull, "EscrowReceipt": escrowReceiptFields}
)

func parseUint(name, s string) (*big.Int, error) {
	v, err := x402.ParseAmount(s)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return v, nil
}

func parseAddr(name, s string) (common.Address, error) {
	if !common.IsHexAddress(s) || !strings.HasPrefix(s, "0x") {
		return common.Address{}, fmt.Errorf("%s %q is not a 0x address", name, s)
	}
	return common.HexToAddress(s), nil
}

func parseHash(name, s string) (common.Hash, error) {
	b, err := hexutil.Decode(s)
	if err != nil || len(b) != 32 {
		return common.Hash{}, fmt.Errorf("%s %q is not a 0x 32-byte hash", name, s)
	}
	return common.BytesToHash(b), nil
}

// escrowDomain is the domain an escrow artifact names through its network and escrow fields.
func escrowDomain(name, network, escrow string) (apitypes.TypedDataDomain, error) {
	chainID, err := x402.ChainID(network)
	if err != nil {
		return apitypes.TypedDataDomain{}, err
	}
	e, err := parseAddr("escrow", escrow)
	if err != nil {
		return apitypes.TypedDataDomain{}, err
	}
	return chainDomain(name, chainID, e.Hex()), nil
}

// Digest returns the escrow offer's EIP-712 digest; it fails on malformed fields.
func (o EscrowOffer) Digest() ([]byte, error) { return digestOf(o.TypedData()) }

// TypedData is the escrow offer as EIP-712 typed data (what a remote signer is shown).
func (o EscrowOffer) TypedData() (apitypes.TypedData, error) {
	dom, err := escrowDomain("ASA escrow offer", o.Network, o.Escrow)
	if err != nil {
		return apitypes.TypedData{}, fmt.Errorf("escrow offer: %w", err)
	}
	msg, err := fields(
		uintField("jobId", o.JobID), hashField("termsHash", o.TermsHash), addrField("token", o.Token),
		uintField("amount", o.Amount), addrField("depositAddress", o.DepositAddress))
	if err != nil {
		return apitypes.TypedData{}, fmt.Errorf("escrow offer: %w", err)
	}
	if o.Version < 0 || o.ValidUntil < 0 {
		return apitypes.TypedData{}, errors.New("escrow offer: version and validUntil must not be negative")
	}
	msg["version"], msg["validUntil"] = strconv.Itoa(o.Version), strconv.FormatInt(o.ValidUntil, 10)
	return typedData(dom, domainTypeFull, "EscrowOffer", escrowOfferFields, msg), nil
}

// Digest returns the escrow receipt's EIP-712 digest; it fails on malformed fields.
func (r EscrowReceipt) Digest() ([]byte, error) { return digestOf(r.TypedData()) }

// TypedData is the escrow receipt as EIP-712 typed data (what a remote signer is shown).
func (r EscrowReceipt) TypedData() (apitypes.TypedData, error) {
	dom, err := escrowDomain("ASA escrow receipt", r.Network, r.Escrow)
	if err != nil {
		return apitypes.TypedData{}, fmt.Errorf("escrow receipt: %w", err)
	}
	msg, err := fields(
		uintField("jobId", r.JobID), hashField("termsHash", r.TermsHash), addrField("payer", r.Payer),
		uintField("amount", r.Amount), hashField("transaction", r.Transaction), hashField("blockHash", r.BlockHash))
	if err != nil {
		return apitypes.TypedData{}, fmt.Errorf("escrow receipt: %w", err)
	}
	if r.Version < 0 || r.IssuedAt < 0 {
		return apitypes.TypedData{}, errors.New("escrow receipt: version and issuedAt must not be negative")
	}
	msg["version"], msg["issuedAt"] = strconv.Itoa(r.Version), strconv.FormatInt(r.IssuedAt, 10)
	msg["blockNumber"] = strconv.FormatUint(r.BlockNumber, 10)
	return typedData(dom, domainTypeFull, "EscrowReceipt", escrowReceiptFields, msg), nil
}

type field struct {
	name string
	val  any
	err  error
}

func uintField(name, s string) field {
	v, err := parseUint(name, s)
	if err != nil {
		return field{name, nil, err}
	}
	return field{name, v.String(), nil}
}

func addrField(name, s string) field {
	a, err := parseAddr(name, s)
	return field{name, a.Hex(), err}
}

func hashField(name, s string) field {
	h, err := parseHash(name, s)
	return field{name, h.Hex(), err}
}

func fields(fs ...field) (apitypes.TypedDataMessage, error) {
	m := apitypes.TypedDataMessage{}
	for _, f := range fs {
		if f.err != nil {
			return nil, f.err
		}
		m[f.name] = f.val
	}
	return m, nil
}

// SignEscrowOffer signs an escrow offer (Version is set to PayloadVersion).
func (s *Signer) SignEscrowOffer(ctx context.Context, o EscrowOffer) (SignedEscrowOffer, error) {
	o.Version = PayloadVersion
	td, err := o.TypedData()
	if err != nil {
		return SignedEscrowOffer{}, err
	}
	sig, err := s.sign(ctx, td)
	if err != nil {
		return SignedEscrowOffer{}, err
	}
	return SignedEscrowOffer{Format: FormatEIP712, Payload: &o, Signature: sig}, nil
}

// SignEscrowReceipt signs an escrow receipt (Version is set to PayloadVersion).
func (s *Signer) SignEscrowReceipt(ctx context.Context, r EscrowReceipt) (SignedEscrowReceipt, error) {
	r.Version = PayloadVersion
	td, err := r.TypedData()
	if err != nil {
		return SignedEscrowReceipt{}, err
	}
	sig, err := s.sign(ctx, td)
	if err != nil {
		return SignedEscrowReceipt{}, err
	}
	return SignedEscrowReceipt{Format: FormatEIP712, Payload: &r, Signature: sig}, nil
}

// VerifyEscrowOffer returns the signer of an escrow offer.
func VerifyEscrowOffer(o SignedEscrowOffer) (common.Address, error) {
	v := 0
	if o.Payload != nil {
		v = o.Payload.Version
	}
	if err := checkEnvelope("escrow offer", o.Format, o.Payload != nil, v); err != nil {
		return common.Address{}, err
	}
	d, err := o.Payload.Digest()
	if err != nil {
		return common.Address{}, err
	}
	return recoverSigner(d, o.Signature)
}

// VerifyEscrowReceipt returns the signer of an escrow receipt.
func VerifyEscrowReceipt(r SignedEscrowReceipt) (common.Address, error) {
	v := 0
	if r.Payload != nil {
		v = r.Payload.Version
	}
	if err := checkEnvelope("escrow receipt", r.Format, r.Payload != nil, v); err != nil {
		return common.Address{}, err
	}
	d, err := r.Payload.Digest()
	if err != nil {
		return common.Address{}, err
	}
	return recoverSigner(d, r.Signature)
}

// Expired reports whether the escrow offer has an expiry and now is past it.
func (o EscrowOffer) Expired(now time.Time) bool {
	return o.ValidUntil != 0 && now.Unix() > o.ValidUntil
}

// MatchesRequirements checks that an escrow offer states the same payment as r (network, token,
// amount, deposit address).
func (o EscrowOffer) MatchesRequirements(r x402.PaymentRequirements) error {
	switch {
	case o.Network != r.Network:
		return fmt.Errorf("escrow offer network %s, requirements %s", o.Network, r.Network)
	case !strings.EqualFold(o.Token, r.Asset):
		return fmt.Errorf("escrow offer token %s, requirements asset %s", o.Token, r.Asset)
	case o.Amount != r.Amount:
		return fmt.Errorf("escrow offer amount %s, requirements amount %s", o.Amount, r.Amount)
	case !strings.EqualFold(o.DepositAddress, r.PayTo):
		return fmt.Errorf("escrow offer deposit address %s, requirements payTo %s", o.DepositAddress, r.PayTo)
	}
	return nil
}

// Schemas of the escrow extension's info in a PaymentRequired and in a SettleResponse.
var (
	EscrowOfferSchema   = json.RawMessage(`{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"offer":{"type":"object","properties":{"format":{"type":"string","const":"eip712"},"payload":{"type":"object","properties":{"version":{"type":"integer"},"network":{"type":"string"},"escrow":{"type":"string"},"jobId":{"type":"string"},"termsHash":{"type":"string"},"token":{"type":"string"},"amount":{"type":"string"},"depositAddress":{"type":"string"},"validUntil":{"type":"integer"}},"required":["version","network","escrow","jobId","termsHash","token","amount","depositAddress","validUntil"],"additionalProperties":false},"signature":{"type":"string"}},"required":["format","payload","signature"]}},"required":["offer"]}`)
	EscrowReceiptSchema = json.RawMessage(`{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"receipt":{"type":"object","properties":{"format":{"type":"string","const":"eip712"},"payload":{"type":"object","properties":{"version":{"type":"integer"},"network":{"type":"string"},"escrow":{"type":"string"},"jobId":{"type":"string"},"termsHash":{"type":"string"},"payer":{"type":"string"},"amount":{"type":"string"},"transaction":{"type":"string"},"blockNumber":{"type":"integer"},"blockHash":{"type":"string"},"issuedAt":{"type":"integer"}},"required":["version","network","escrow","jobId","termsHash","payer","amount","transaction","blockNumber","blockHash","issuedAt"],"additionalProperties":false},"signature":{"type":"string"}},"required":["format","payload","signature"]}},"required":["receipt"]}`)
)

// EscrowOfferInfo and EscrowReceiptInfo are the escrow extension's info objects.
type (
	EscrowOfferInfo struct {
		Offer SignedEscrowOffer `json:"offer"`
	}
	EscrowReceiptInfo struct {
		Receipt SignedEscrowReceipt `json:"receipt"`
	}
)

// EscrowOfferExtension is extensions[EscrowKey] of a PaymentRequired.
type EscrowOfferExtension struct {
	Info   EscrowOfferInfo `json:"info"`
	Schema json.RawMessage `json:"schema"`
}

// EscrowReceiptExtension is extensions[EscrowKey] of a SettleResponse.
type EscrowReceiptExtension struct {
	Info   EscrowReceiptInfo `json:"info"`
	Schema json.RawMessage   `json:"schema"`
}

// NewEscrowOfferExtension wraps an escrow offer with its schema.
func NewEscrowOfferExtension(o SignedEscrowOffer) EscrowOfferExtension {
	return EscrowOfferExtension{Info: EscrowOfferInfo{Offer: o}, Schema: EscrowOfferSchema}
}

// NewEscrowReceiptExtension wraps an escrow receipt with its schema.
func NewEscrowReceiptExtension(r SignedEscrowReceipt) EscrowReceiptExtension {
	return EscrowReceiptExtension{Info: EscrowReceiptInfo{Receipt: r}, Schema: EscrowReceiptSchema}
}

// EscrowOfferOf returns the escrow offer of a PaymentRequired's extensions (nil when absent).
func EscrowOfferOf(exts map[string]any) (*SignedEscrowOffer, error) {
	var info EscrowOfferInfo
	ok, err := infoOf(exts, EscrowKey, &info)
	if !ok || err != nil {
		return nil, err
	}
	return &info.Offer, nil
}

// EscrowReceiptOf returns the escrow receipt of a SettleResponse's extensions (nil when absent).
func EscrowReceiptOf(exts map[string]any) (*SignedEscrowReceipt, error) {
	var info EscrowReceiptInfo
	ok, err := infoOf(exts, EscrowKey, &info)
	if !ok || err != nil {
		return nil, err
	}
	return &info.Receipt, nil
}

// FundingReceipt is the evidence a funded job keeps: the standard x402 receipt and the escrow
// receipt, signed by the same key. It is what the daemon stores with the job and what
// `asa receipt verify` reads.
type FundingReceipt struct {
	Receipt       SignedReceipt       `json:"receipt"`
	EscrowReceipt SignedEscrowReceipt `json:"escrowReceipt"`
}

// FundingReceiptOf collects both receipts from a SettleResponse's extensions; ok is false when
// either is absent.
func FundingReceiptOf(exts map[string]any) (FundingReceipt, bool, error) {
	r, err := ReceiptOf(exts)
	if err != nil {
		return FundingReceipt{}, false, err
	}
	e, err := EscrowReceiptOf(exts)
	if err != nil {
		return FundingReceipt{}, false, err
	}
	if r == nil || e == nil {
		return FundingReceipt{}, false, nil
	}
	return FundingReceipt{Receipt: *r, EscrowReceipt: *e}, true, nil
}

// Verify checks both signatures, that one key signed both, and that the two receipts state the
// same payment (network, payer, transaction). It returns the signer and the escrow receipt's
// payload; what happened on chain is for the caller to check against the payload.
func (f FundingReceipt) Verify() (common.Address, EscrowReceipt, error) {
	s1, err := VerifyReceipt(f.Receipt)
	if err != nil {
		return common.Address{}, EscrowReceipt{}, err
	}
	s2, err := VerifyEscrowReceipt(f.EscrowReceipt)
	if err != nil {
		return common.Address{}, EscrowReceipt{}, err
	}
	if s1 != s2 {
		return common.Address{}, EscrowReceipt{}, fmt.Errorf("receipt signed by %s but escrow receipt by %s", s1.Hex(), s2.Hex())
	}
	r, e := f.Receipt.Payload, f.EscrowReceipt.Payload
	switch {
	case r.Network != e.Network:
		return common.Address{}, EscrowReceipt{}, fmt.Errorf("receipt network %s, escrow receipt network %s", r.Network, e.Network)
	case !strings.EqualFold(r.Payer, e.Payer):
		return common.Address{}, EscrowReceipt{}, fmt.Errorf("receipt payer %s, escrow receipt payer %s", r.Payer, e.Payer)
	case !strings.EqualFold(r.Transaction, e.Transaction):
		return common.Address{}, EscrowReceipt{}, fmt.Errorf("receipt transaction %q, escrow receipt transaction %s", r.Transaction, e.Transaction)
	}
	return s1, *e, nil
}
