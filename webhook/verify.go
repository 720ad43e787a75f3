package webhook

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// DefaultMaxBody is the largest body a Verifier reads by default (1 MiB).
const DefaultMaxBody = 1 << 20

// Errors a receiver can tell apart (wrapped with details).
var (
	ErrMissingHeaders = errors.New("webhook: missing webhook-id, webhook-timestamp or webhook-signature")
	ErrBadSignature   = errors.New("webhook: no signature matches")
	ErrStale          = errors.New("webhook: timestamp outside the 5-minute tolerance")
	ErrTooLarge       = errors.New("webhook: body too large")
)

// Message is a verified delivery.
type Message struct {
	ID        string // deduplicate on it: a retried delivery carries the same id
	Timestamp time.Time
	Body      []byte
}

// Verifier checks deliveries signed with one subscription's secret.
type Verifier struct {
	wh      *standardwebhooks.Webhook
	maxBody int64
}

// NewVerifier returns a verifier for secret; maxBody <= 0 means DefaultMaxBody.
func NewVerifier(secret string, maxBody int64) (*Verifier, error) {
	wh, err := newWebhook(secret)
	if err != nil {
		return nil, err
	}
	if maxBody <= 0 {
		maxBody = DefaultMaxBody
	}
	return &Verifier{wh: wh, maxBody: maxBody}, nil
}

// Verify reads r's body (at most the verifier's limit) and checks its signature and that its timestamp is
// within five minutes of now (the specification's library tolerance, against replays). On success the
// receiver should answer 2xx, once it has durably taken the message, and drop repeats of Message.ID.
func (v *Verifier) Verify(r *http.Request) (*Message, error) {
	if r.Header.Get(HeaderID) == "" || r.Header.Get(HeaderTimestamp) == "" || r.Header.Get(HeaderSignature) == "" {
		return nil, ErrMissingHeaders
	}
	ts, err := strconv.ParseInt(r.Header.Get(HeaderTimestamp), 10, 64)
	if err != nil {
		return nil, fmt.Errorf("%w: webhook-timestamp %q is not unix seconds", ErrMissingHeaders, r.Header.Get(HeaderTimestamp))
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, v.maxBody+1))
	if err != nil {
		return nil, fmt.Errorf("webhook: read body: %w", err)
	}
	if int64(len(body)) > v.maxBody {
		return nil, fmt.Errorf("%w: more than %d bytes", ErrTooLarge, v.maxBody)
	}
	if err := v.wh.Verify(body, r.Header); err != nil {
		switch {
		case errors.Is(err, standardwebhooks.ErrMessageTooOld), errors.Is(err, standardwebhooks.ErrMessageTooNew):
			return nil, fmt.Errorf("%w (sent at %s)", ErrStale, time.Unix(ts, 0).UTC().Format(time.RFC3339))
		case errors.Is(err, standardwebhooks.ErrRequiredHeaders), errors.Is(err, standardwebhooks.ErrInvalidHeaders):
			return nil, ErrMissingHeaders
		}
		return nil, ErrBadSignature
	}
	return &Message{ID: r.Header.Get(HeaderID), Timestamp: time.Unix(ts, 0), Body: body}, nil
}
