package store

import (
	"context"
	"testing"

	"github.com/asa-escrow/asa/webhook"
	"github.com/asa-escrow/asa/webhook/webhooktest"
)

// TestWebhookOutboxConformance runs the webhook outbox's conformance suite against the daemon's store on
// both backends, including every state surviving a reopen.
func TestWebhookOutboxConformance(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		var (
			location string
			current  *Store
		)
		// openAt opens the location, closing the store opened before (a reopen is a restarted process).
		openAt := func(t *testing.T) webhook.Store {
			t.Helper()
			if current != nil {
				_ = current.Close()
			}
			s, err := Open(context.Background(), location, Options{})
			if err != nil {
				t.Fatal(err)
			}
			current = s
			t.Cleanup(func() { _ = s.Close() })
			return s.WebhookOutbox()
		}
		open := func(t *testing.T) webhook.Store {
			location, current = b.location(t), nil
			return openAt(t)
		}
		webhooktest.Run(t, open, openAt)
	})
}
