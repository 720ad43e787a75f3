package siwx_test

import (
	"testing"

	"github.com/asa-escrow/asa/x402/extensions/siwx"
	"github.com/asa-escrow/asa/x402/extensions/siwx/siwxtest"
)

func TestMemoryNoncesConformance(t *testing.T) {
	siwxtest.Run(t, func(*testing.T) siwx.NonceStore { return siwx.NewMemoryNonces() }, nil)
}
