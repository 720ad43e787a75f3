// Package webhook is the "custom HTTP" escrow binding of the ASA white paper: job events pushed to
// subscribers' URLs, signed per the Standard Webhooks specification, delivered at least once from a
// durable outbox.
//
// Signing and verification use the specification's own Go library
// (github.com/standard-webhooks/standard-webhooks/libraries): each request carries webhook-id (stable
// per message, so receivers deduplicate on it), webhook-timestamp (the attempt's time, unix seconds) and
// webhook-signature ("v1," + base64 HMAC-SHA256 of "id.timestamp.body" under the subscriber's secret,
// "whsec_" + base64 of 24..64 random bytes).
//
// The outbox is a state machine over a Store: pending -> delivering (claimed under a lease, the attempt
// counted) -> delivered, or back to pending after an exponential backoff, or dead (dead-letter) after
// the last attempt. A sender that dies mid-delivery leaves a lease that expires; the delivery is claimed
// again with the same id. Store implementations run the conformance suite in webhooktest.
//
// Receivers use Verifier: it bounds the body, checks the headers, the signature and the timestamp's
// freshness, and returns the message id to deduplicate on.
package webhook

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// The Standard Webhooks headers.
const (
	HeaderID        = standardwebhooks.HeaderWebhookID
	HeaderTimestamp = standardwebhooks.HeaderWebhookTimestamp
	HeaderSignature = standardwebhooks.HeaderWebhookSignature
)

// SecretPrefix starts every secret.
const SecretPrefix = "whsec_"

// The secret sizes the specification allows, in bytes; NewSecret makes 32.
const (
	MinSecretBytes = 24
	MaxSecretBytes = 64
	secretBytes    = 32
)

// NewSecret makes a fresh signing secret: "whsec_" + base64 of 32 random bytes.
func NewSecret() (string, error) {
	b := make([]byte, secretBytes)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("webhook secret: %w", err)
	}
	return SecretPrefix + base64.StdEncoding.EncodeToString(b), nil
}

// CheckSecret reports what is wrong with a secret (never echoing it).
func CheckSecret(secret string) error {
	if !strings.HasPrefix(secret, SecretPrefix) {
		return fmt.Errorf("webhook secret must start with %q", SecretPrefix)
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, SecretPrefix))
	if err != nil {
		return errors.New("webhook secret is not base64 after its prefix")
	}
	if len(key) < MinSecretBytes || len(key) > MaxSecretBytes {
		return fmt.Errorf("webhook secret is %d bytes, want %d..%d", len(key), MinSecretBytes, MaxSecretBytes)
	}
	return nil
}

func newWebhook(secret string) (*standardwebhooks.Webhook, error) {
	if err := CheckSecret(secret); err != nil {
		return nil, err
	}
	wh, err := standardwebhooks.NewWebhook(secret)
	if err != nil {
		return nil, errors.New("webhook secret is not usable") // the library's error may quote the secret
	}
	return wh, nil
}

// Sign returns the headers of one attempt to deliver message id with body at time at.
func Sign(secret, id string, at time.Time, body []byte) (http.Header, error) {
	if id == "" || strings.ContainsAny(id, ", \r\n") {
		return nil, fmt.Errorf("webhook message id %q is empty or has a comma, space or newline", id)
	}
	wh, err := newWebhook(secret)
	if err != nil {
		return nil, err
	}
	sig, err := wh.Sign(id, at, body)
	if err != nil {
		return nil, fmt.Errorf("webhook sign: %w", err)
	}
	h := http.Header{}
	h.Set(HeaderID, id)
	h.Set(HeaderTimestamp, strconv.FormatInt(at.Unix(), 10))
	h.Set(HeaderSignature, sig)
	return h, nil
}

// MessageID is the stable id of one event for one subscription: "msg_" + 26 base32 characters of
// sha256(subscription, event key). The same event enqueued twice (a restart, a re-scan) gets the same
// id, so the outbox stores it once and receivers see one id however often it is delivered.
func MessageID(subscription, eventKey string) string {
	sum := sha256.Sum256([]byte(strconv.Itoa(len(subscription)) + ":" + subscription + "|" + eventKey))
	enc := base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(sum[:16])
	return "msg_" + strings.ToLower(enc)
}
