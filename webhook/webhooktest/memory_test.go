package webhooktest

import (
	"testing"

	"github.com/asa-escrow/asa/webhook"
)

func TestMemoryStore(t *testing.T) {
	Run(t, func(*testing.T) webhook.Store { return webhook.NewMemoryStore() }, nil)
}
