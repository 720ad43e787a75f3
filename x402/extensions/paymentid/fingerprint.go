package paymentid

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
)

// Fingerprint identifies one payment: two payloads with the same fingerprint pay the same thing
// with the same authorization.
type Fingerprint [32]byte

// String returns the fingerprint as 64 hex digits.
func (f Fingerprint) String() string { return hex.EncodeToString(f[:]) }

// PaymentFingerprint returns the fingerprint of a JSON PaymentPayload (v2) or PaymentPayloadV1:
// the SHA-256 of the canonical JSON of what pays (x402Version, the accepted requirements or the
// v1 scheme and network, and the scheme payload with its signature). Resource and extensions are
// left out on purpose: an official client echoes every extension of the 402 it answers, and some
// of those change on every 402 (fresh signed offers, sign-in nonces) while the payment does not.
// Key order and whitespace do not matter.
func PaymentFingerprint(payload []byte) (Fingerprint, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(payload, &m); err != nil {
		return Fingerprint{}, fmt.Errorf("payment fingerprint: %w", err)
	}
	if m == nil {
		return Fingerprint{}, errors.New("payment fingerprint: payload is not a JSON object")
	}
	paying := map[string]json.RawMessage{}
	for _, k := range []string{"x402Version", "accepted", "scheme", "network", "payload"} {
		if v, ok := m[k]; ok {
			paying[k] = v
		}
	}
	if paying["payload"] == nil {
		return Fingerprint{}, errors.New("payment fingerprint: payload has no scheme payload")
	}
	b, err := json.Marshal(paying)
	if err != nil {
		return Fingerprint{}, fmt.Errorf("payment fingerprint: %w", err)
	}
	return FingerprintOf(b)
}

// FingerprintOf returns the SHA-256 of the canonical form of one or more JSON documents (object
// keys sorted, no insignificant whitespace, numbers as written), for callers whose notion of "the
// same payment" covers more than the payload (a facilitator also binds the requirements).
func FingerprintOf(docs ...[]byte) (Fingerprint, error) {
	h := sha256.New()
	for i, d := range docs {
		c, err := Canonical(d)
		if err != nil {
			return Fingerprint{}, fmt.Errorf("payment fingerprint: document %d: %w", i, err)
		}
		fmt.Fprintf(h, "%d:", len(c))
		h.Write(c)
	}
	var f Fingerprint
	copy(f[:], h.Sum(nil))
	return f, nil
}

// Canonical re-encodes a JSON document with sorted object keys, no insignificant whitespace, no
// HTML escaping and numbers exactly as written.
func Canonical(doc []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("trailing data after the JSON document")
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil { // maps encode with sorted keys
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}
