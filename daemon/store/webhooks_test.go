package store

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/asa-escrow/asa/webhook"
	"github.com/asa-escrow/asa/webhook/webhooktest"
)

// TestWebhookOutboxConformance runs the webhook outbox's conformance suite against the daemon's store,
// including every state surviving a reopen.
func TestWebhookOutboxConformance(t *testing.T) {
	var (
		path    string
		current *Store
	)
	// openAt opens path, closing the store opened before (a reopen is a restarted process).
	openAt := func(t *testing.T) webhook.Store {
		t.Helper()
		if current != nil {
			_ = current.Close()
		}
		s, err := Open(context.Background(), path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		current = s
		t.Cleanup(func() { _ = s.Close() })
		return s.WebhookOutbox()
	}
	open := func(t *testing.T) webhook.Store {
		path, current = filepath.Join(t.TempDir(), "asa.db"), nil
		return openAt(t)
	}
	webhooktest.Run(t, open, openAt)
}
