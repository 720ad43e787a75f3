// Package seal encrypts small secrets the daemon must keep at rest (webhook signing secrets) under the
// operator's keys: AES-256-GCM with a random nonce, bound to the row it belongs to by additional data,
// in a self-describing text envelope that names the key it was sealed with, so keys can be rotated.
//
// An envelope is "asa-seal:v1:<key id>:<base64url(nonce || ciphertext)>". The key id is the first 8
// bytes, in hex, of SHA-256 over a label and the key: it names a key without revealing it.
package seal

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
)

// Prefix starts every envelope.
const Prefix = "asa-seal:v1:"

// KeyBytes is the size of a key (AES-256).
const KeyBytes = 32

// ErrUnknownKey: the envelope was sealed with a key the keyring does not hold.
var ErrUnknownKey = errors.New("seal: sealed with a key that is not configured")

// Keyring holds the operator's keys: the first seals, every one opens.
type Keyring struct {
	keys []key
}

type key struct {
	id   string
	aead cipher.AEAD
}

// ParseKeys reads keys separated by commas, spaces or newlines, each the base64 (standard or URL
// alphabet, padded or not) of 32 random bytes; the first is the one new secrets are sealed with. Errors
// name a key by its position, never by its value.
func ParseKeys(s string) (*Keyring, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\n' || r == '\r' || r == '\t' })
	if len(fields) == 0 {
		return nil, errors.New("seal: no key given")
	}
	k := &Keyring{}
	seen := map[string]bool{}
	for i, f := range fields {
		raw, err := decodeKey(f)
		if err != nil || len(raw) != KeyBytes {
			return nil, fmt.Errorf("seal: key %d of %d is not the base64 of %d bytes (make one with: openssl rand -base64 32)", i+1, len(fields), KeyBytes)
		}
		block, err := aes.NewCipher(raw)
		if err != nil {
			return nil, fmt.Errorf("seal: key %d: %w", i+1, err)
		}
		aead, err := cipher.NewGCM(block)
		if err != nil {
			return nil, fmt.Errorf("seal: key %d: %w", i+1, err)
		}
		id := keyID(raw)
		if seen[id] {
			return nil, fmt.Errorf("seal: key %d repeats an earlier key (id %s)", i+1, id)
		}
		seen[id] = true
		k.keys = append(k.keys, key{id: id, aead: aead})
	}
	return k, nil
}

func decodeKey(s string) ([]byte, error) {
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil {
			return b, nil
		}
	}
	return nil, errors.New("not base64")
}

func keyID(raw []byte) string {
	h := sha256.New()
	h.Write([]byte("asa-seal key id\x00"))
	h.Write(raw)
	return hex.EncodeToString(h.Sum(nil)[:8])
}

// Primary is the id of the key new secrets are sealed with.
func (k *Keyring) Primary() string { return k.keys[0].id }

// IDs lists the keys' ids, the primary first.
func (k *Keyring) IDs() []string {
	out := make([]string, len(k.keys))
	for i, x := range k.keys {
		out[i] = x.id
	}
	return out
}

// Seal encrypts plaintext under the primary key, bound to aad (e.g. the row's id: an envelope copied to
// another row does not open there).
func (k *Keyring) Seal(plaintext, aad []byte) (string, error) {
	p := k.keys[0]
	nonce := make([]byte, p.aead.NonceSize(), p.aead.NonceSize()+len(plaintext)+p.aead.Overhead())
	if _, err := rand.Read(nonce); err != nil {
		return "", fmt.Errorf("seal: nonce: %w", err)
	}
	ct := p.aead.Seal(nonce, nonce, plaintext, aad)
	return Prefix + p.id + ":" + base64.RawURLEncoding.EncodeToString(ct), nil
}

// Open decrypts an envelope made by Seal with the same aad, returning the plaintext and the id of the
// key that opened it.
func (k *Keyring) Open(envelope string, aad []byte) ([]byte, string, error) {
	id, body, ok := split(envelope)
	if !ok {
		return nil, "", errors.New("seal: not an envelope")
	}
	for _, x := range k.keys {
		if x.id != id {
			continue
		}
		ct, err := base64.RawURLEncoding.DecodeString(body)
		if err != nil || len(ct) < x.aead.NonceSize()+x.aead.Overhead() {
			return nil, id, errors.New("seal: a damaged envelope")
		}
		pt, err := x.aead.Open(nil, ct[:x.aead.NonceSize()], ct[x.aead.NonceSize():], aad)
		if err != nil {
			return nil, id, fmt.Errorf("seal: the envelope does not open under key %s (damaged, or moved from another row)", id)
		}
		return pt, id, nil
	}
	return nil, id, fmt.Errorf("%w: key id %s (configured: %s)", ErrUnknownKey, id, strings.Join(k.IDs(), ", "))
}

// IsSealed reports whether s is an envelope (as opposed to a secret stored in clear by an older build).
func IsSealed(s string) bool { return strings.HasPrefix(s, Prefix) }

// KeyID returns the id of the key an envelope names.
func KeyID(envelope string) (string, bool) {
	id, _, ok := split(envelope)
	return id, ok
}

func split(envelope string) (id, body string, ok bool) {
	rest, ok := strings.CutPrefix(envelope, Prefix)
	if !ok {
		return "", "", false
	}
	id, body, ok = strings.Cut(rest, ":")
	return id, body, ok && len(id) == 16
}
