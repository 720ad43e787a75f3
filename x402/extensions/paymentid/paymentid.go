// Package paymentid implements the x402 "payment-identifier" extension: a client-chosen id that
// makes a payment idempotent. A server advertises it in PaymentRequired.extensions, the client
// echoes it with an id in PaymentPayload.extensions, and the server (or facilitator) answers a
// repeated payment with the same id from its records instead of paying again.
//
// The wire format (key, info {required, id}, the JSON Schema, the id's alphabet and length) is the
// one of @x402/extensions/payment-identifier 2.x. The package also holds the deduplication rule
// the specification asks for (same id and same payment: the stored answer; same id and another
// payment: a conflict) in Guard, over a Store interface that the daemon implements durably.
package paymentid

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"github.com/asa-escrow/asa/x402/extensions"
)

// Key is the extension's name in an extensions map.
const Key = "payment-identifier"

// Length limits of an id.
const (
	MinLen = 16
	MaxLen = 128
)

// DefaultPrefix starts the ids New generates, as the official client's generatePaymentId does.
const DefaultPrefix = "pay_"

// Schema is the JSON Schema the official package declares for the extension's info, byte for
// byte in content (key order is not significant).
var Schema = json.RawMessage(`{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"required":{"type":"boolean"},"id":{"type":"string","minLength":16,"maxLength":128,"pattern":"^[a-zA-Z0-9_-]+$"}},"required":["required"]}`)

// Info is the extension's info: whether the server requires an id, and (in a payload) the id.
type Info struct {
	Required bool   `json:"required"`
	ID       string `json:"id,omitempty"`
}

// Extension is the payment-identifier extension object.
type Extension struct {
	Info   Info            `json:"info"`
	Schema json.RawMessage `json:"schema"`
}

// Errors that say why an id was refused. Both are client errors (HTTP 400).
var (
	// ErrMissing: the server requires an id and the payment has none.
	ErrMissing = errors.New("payment-identifier: the server requires a payment id and the payment has none")
	// ErrInvalid: the extension or its id is malformed.
	ErrInvalid = errors.New("payment-identifier: invalid extension")
)

// Declare returns the declaration a server puts into PaymentRequired.extensions[Key].
func Declare(required bool) Extension {
	return Extension{Info: Info{Required: required}, Schema: Schema}
}

// New returns a fresh id: DefaultPrefix and a random UUID v4 without dashes (36 characters),
// the form the official client generates.
func New() (string, error) { return NewWithPrefix(DefaultPrefix) }

// NewWithPrefix returns prefix followed by a random UUID v4 without dashes; the result must be a
// valid id.
func NewWithPrefix(prefix string) (string, error) {
	u, err := uuid.NewRandom()
	if err != nil {
		return "", fmt.Errorf("payment id: %w", err)
	}
	id := prefix + strings.ReplaceAll(u.String(), "-", "")
	if !Valid(id) {
		return "", fmt.Errorf("%w: prefix %q makes an invalid id", ErrInvalid, prefix)
	}
	return id, nil
}

// Valid reports whether id has 16..128 characters of [A-Za-z0-9_-].
func Valid(id string) bool {
	if len(id) < MinLen || len(id) > MaxLen {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

func invalidID(id string) error {
	return fmt.Errorf("%w: id %q must be %d-%d characters of letters, digits, '-' and '_'", ErrInvalid, truncate(id, 40), MinLen, MaxLen)
}

// Append adds id to the payment-identifier extension in exts, which must be the extensions of the
// PaymentRequired being paid (or a copy of them): as with the official client, nothing is added
// unless the server declared the extension. It returns whether it added the id.
func Append(exts map[string]any, id string) (bool, error) {
	if !Valid(id) {
		return false, invalidID(id)
	}
	ext, ok, err := extensions.Get(exts, Key)
	if !ok || err != nil {
		return false, nil
	}
	var info map[string]any
	if err := json.Unmarshal(ext.Info, &info); err != nil {
		return false, nil
	}
	if _, isBool := info["required"].(bool); !isBool {
		return false, nil
	}
	info["id"] = id
	obj, _ := exts[Key].(map[string]any)
	if obj == nil {
		obj = map[string]any{}
		if err := remarshal(exts[Key], &obj); err != nil {
			return false, fmt.Errorf("payment-identifier: %w", err)
		}
	}
	obj["info"] = info
	exts[Key] = obj
	return true, nil
}

// Extract returns the payment id of a payment's extensions ("" when it carries none). The
// extension, when present, is checked as the official validatePaymentIdentifier checks it:
// info.required a boolean, info.id (if any) a valid id, and info valid against the extension's
// own schema.
func Extract(exts map[string]any) (string, error) {
	ext, ok, err := extensions.Get(exts, Key)
	if !ok {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	var info map[string]any
	if err := json.Unmarshal(ext.Info, &info); err != nil {
		return "", fmt.Errorf("%w: info: %v", ErrInvalid, err)
	}
	if _, isBool := info["required"].(bool); !isBool {
		return "", fmt.Errorf("%w: info.required must be a boolean", ErrInvalid)
	}
	rawID, present := info["id"]
	id, isString := rawID.(string)
	if present && !isString {
		return "", fmt.Errorf("%w: info.id must be a string", ErrInvalid)
	}
	if present && !Valid(id) {
		return "", invalidID(id)
	}
	if err := extensions.ValidateInfo(ext.Schema, ext.Info); err != nil {
		return "", fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	return id, nil
}

// Require checks a payment's id against the server's declaration: with required set, a payment
// without an id is ErrMissing.
func Require(required bool, id string) error {
	if required && id == "" {
		return ErrMissing
	}
	return nil
}

func remarshal(in, out any) error {
	b, err := json.Marshal(in)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, out)
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
