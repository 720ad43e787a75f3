// Package siwx implements the x402 "sign-in-with-x" extension (CAIP-122 wallet sign-in; for EVM
// chains, EIP-4361 "Sign-In with Ethereum" messages) as @x402/extensions/sign-in-with-x 2.x
// speaks it: the challenge a server puts into a 402's extensions, the SIGN-IN-WITH-X header a
// client answers with, the message both sides sign and check, and verification of EOA (ECDSA),
// deployed smart wallets (ERC-1271) and counterfactual ones (ERC-6492).
//
// Unlike the official server helper, which accepts any nonce it has not seen used, a Verifier
// accepts only nonces it issued itself, once, before they expire: nonces live in a NonceStore,
// which the daemon implements durably. Only EVM chains (eip155) are supported.
package siwx

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/asa-escrow/asa/x402"
)

// Key is the extension's name in an extensions map; HeaderName is the request header that
// carries a signed sign-in.
const (
	Key        = "sign-in-with-x"
	HeaderName = "SIGN-IN-WITH-X"
)

// Signature types and schemes of a payload.
const (
	TypeEIP191      = "eip191"
	SchemeEIP191    = "eip191"
	SchemeEIP1271   = "eip1271"
	SchemeEIP6492   = "eip6492"
	MessageVersion1 = "1"
)

// Info is the server's challenge: the message fields a client signs, except its address and chain.
// Resources is omitted from JSON when nil and sent as [] when empty, because the two render
// differently in the signed message.
type Info struct {
	Domain         string   `json:"domain"`
	URI            string   `json:"uri"`
	Statement      *string  `json:"statement,omitempty"`
	Version        string   `json:"version"`
	Nonce          string   `json:"nonce"`
	IssuedAt       string   `json:"issuedAt"`
	ExpirationTime string   `json:"expirationTime,omitempty"`
	NotBefore      string   `json:"notBefore,omitempty"`
	RequestID      *string  `json:"requestId,omitempty"`
	Resources      []string `json:"resources,omitzero"`
}

// SupportedChain is a chain a server accepts sign-ins for, with its signature type.
type SupportedChain struct {
	ChainID string `json:"chainId"`
	Type    string `json:"type"`
}

// Extension is extensions[Key] of a 402: the challenge, the chains, and the payload's schema.
type Extension struct {
	Info            Info             `json:"info"`
	SupportedChains []SupportedChain `json:"supportedChains"`
	Schema          json.RawMessage  `json:"schema"`
}

// Schema is the JSON Schema the official package attaches to the challenge (it describes the
// payload a client returns).
var Schema = json.RawMessage(`{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"domain":{"type":"string"},"address":{"type":"string"},"statement":{"type":"string"},"uri":{"type":"string","format":"uri"},"version":{"type":"string"},"chainId":{"type":"string"},"type":{"type":"string"},"nonce":{"type":"string"},"issuedAt":{"type":"string","format":"date-time"},"expirationTime":{"type":"string","format":"date-time"},"notBefore":{"type":"string","format":"date-time"},"requestId":{"type":"string"},"resources":{"type":"array","items":{"type":"string","format":"uri"}},"signature":{"type":"string"}},"required":["domain","address","uri","version","chainId","type","nonce","issuedAt","signature"]}`)

// Payload is the signed sign-in a client sends, base64 JSON, in the SIGN-IN-WITH-X header.
type Payload struct {
	Domain          string   `json:"domain"`
	Address         string   `json:"address"`
	Statement       *string  `json:"statement,omitempty"`
	URI             string   `json:"uri"`
	Version         string   `json:"version"`
	ChainID         string   `json:"chainId"`
	Type            string   `json:"type"`
	Nonce           string   `json:"nonce"`
	IssuedAt        string   `json:"issuedAt"`
	ExpirationTime  string   `json:"expirationTime,omitempty"`
	NotBefore       string   `json:"notBefore,omitempty"`
	RequestID       *string  `json:"requestId,omitempty"`
	Resources       []string `json:"resources,omitzero"`
	SignatureScheme string   `json:"signatureScheme,omitempty"`
	Signature       string   `json:"signature"`
}

// EVMChainID returns the numeric chain of a CAIP-2 "eip155:<id>" chain id.
func EVMChainID(caip2 string) (uint64, error) {
	rest, ok := strings.CutPrefix(caip2, "eip155:")
	if !ok {
		return 0, fmt.Errorf("chain %q is not an eip155:<id> chain; only EVM sign-in is supported", caip2)
	}
	return parseChainID(rest)
}

// Message is the EIP-4361 message the payload's signature is over.
func (p Payload) Message() (Message, error) {
	id, err := EVMChainID(p.ChainID)
	if err != nil {
		return Message{}, err
	}
	m := Message{Domain: p.Domain, Address: p.Address, Statement: p.Statement, URI: p.URI, Version: p.Version,
		ChainID: id, Nonce: p.Nonce, IssuedAt: p.IssuedAt, ExpirationTime: p.ExpirationTime, NotBefore: p.NotBefore,
		RequestID: p.RequestID, Resources: p.Resources}
	if err := m.Validate(); err != nil {
		return Message{}, err
	}
	return m, nil
}

// maxHeader bounds a SIGN-IN-WITH-X header (an ERC-6492 signature with its factory call is the
// largest part).
const maxHeader = 32 << 10

// EncodeHeader returns the header value of p: base64 (standard alphabet) of its JSON.
func EncodeHeader(p Payload) (string, error) {
	return x402.EncodeHeader(p)
}

// DecodeHeader decodes a SIGN-IN-WITH-X header and checks the presence and types of its fields
// (as the official zod schema does); the message itself is checked by Verify.
func DecodeHeader(h string) (Payload, error) {
	var p Payload
	if len(h) > maxHeader {
		return p, &Error{Reason: ReasonMalformed, Message: fmt.Sprintf("header is %d bytes, more than %d", len(h), maxHeader)}
	}
	b, err := decodeBase64(h)
	if err != nil {
		return p, &Error{Reason: ReasonMalformed, Message: "invalid SIWX header: " + err.Error()}
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil || raw == nil {
		return p, &Error{Reason: ReasonMalformed, Message: "invalid SIWX header: not a JSON object"}
	}
	for _, f := range []string{"domain", "address", "uri", "version", "chainId", "type", "nonce", "issuedAt", "signature"} {
		if _, ok := raw[f]; !ok {
			return p, &Error{Reason: ReasonMalformed, Message: "invalid SIWX header: " + f + " is missing"}
		}
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return p, &Error{Reason: ReasonMalformed, Message: "invalid SIWX header: " + err.Error()}
	}
	if p.Type != TypeEIP191 && p.Type != "ed25519" {
		return p, &Error{Reason: ReasonMalformed, Message: fmt.Sprintf("invalid SIWX header: type %q is not eip191 or ed25519", p.Type)}
	}
	switch p.SignatureScheme {
	case "", SchemeEIP191, SchemeEIP1271, SchemeEIP6492, "siws":
	default:
		return p, &Error{Reason: ReasonMalformed, Message: fmt.Sprintf("invalid SIWX header: signatureScheme %q is unknown", p.SignatureScheme)}
	}
	return p, nil
}

func decodeBase64(h string) ([]byte, error) {
	b, err := x402.DecodeHeaderBytes(h)
	if err != nil {
		return nil, err
	}
	return b, nil
}

// Reason codes of a refused sign-in, spelled as the official package spells them.
const (
	ReasonMalformed          = "invalid_siwx_header"
	ReasonMessage            = "invalid_siwx_message"
	ReasonDomainMismatch     = "invalid_siwx_domain_mismatch"
	ReasonURIMismatch        = "invalid_siwx_uri_mismatch"
	ReasonIssuedAt           = "invalid_siwx_issued_at"
	ReasonIssuedAtTooOld     = "invalid_siwx_issued_at_too_old"
	ReasonIssuedAtInFuture   = "invalid_siwx_issued_at_in_future"
	ReasonExpirationTime     = "invalid_siwx_expiration_time"
	ReasonExpired            = "invalid_siwx_expired"
	ReasonNotBefore          = "invalid_siwx_not_before"
	ReasonNotYetValid        = "invalid_siwx_not_yet_valid"
	ReasonNonce              = "invalid_siwx_nonce"
	ReasonChainID            = "invalid_siwx_chain_id"
	ReasonUnsupportedChain   = "invalid_siwx_unsupported_chain"
	ReasonSignature          = "invalid_siwx_signature"
	ReasonMalformedSignature = "invalid_siwx_malformed_signature"
	ReasonVerifierError      = "invalid_siwx_verifier_error"
)

// Error is a refused sign-in: a reason code and a message for the client.
type Error struct {
	Reason  string
	Message string
}

func (e *Error) Error() string { return e.Reason + ": " + e.Message }

// ReasonOf returns the reason code of err ("" when err is not a sign-in refusal).
func ReasonOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Reason
	}
	return ""
}

func refuse(reason, format string, args ...any) error {
	return &Error{Reason: reason, Message: fmt.Sprintf(format, args...)}
}

// CAIP2 returns "eip155:<id>".
func CAIP2(chainID uint64) string { return "eip155:" + strconv.FormatUint(chainID, 10) }
