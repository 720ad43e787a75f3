package paymentid_test

import (
	"testing"

	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/extensions/paymentid/paymentidtest"
)

func TestMemoryStoreConformance(t *testing.T) {
	paymentidtest.Run(t, func(*testing.T) paymentid.Store { return paymentid.NewMemoryStore() }, nil)
}
