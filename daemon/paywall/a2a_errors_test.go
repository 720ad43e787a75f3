package paywall_test

import (
	"testing"

	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/x402"
)

// TestCommonErrorCode: every detailed reason maps to one of the seven a2a-x402 v0.2 common codes.
func TestCommonErrorCode(t *testing.T) {
	for reason, want := range map[string]string{
		x402.ReasonInsufficientBalance:        paywall.ErrorInsufficientFunds,
		x402.ReasonInvalidSignature:           paywall.ErrorInvalidSignature,
		x402.ReasonTokenNameMismatch:          paywall.ErrorInvalidSignature,
		x402.ReasonValidBeforeExpired:         paywall.ErrorExpiredPayment,
		x402.ReasonNonceAlreadyUsed:           paywall.ErrorDuplicateNonce,
		x402.ReasonNetworkMismatch:            paywall.ErrorNetworkMismatch,
		x402.ReasonInvalidNetwork:             paywall.ErrorNetworkMismatch,
		x402.ReasonAuthorizationValueMismatch: paywall.ErrorInvalidAmount,
		x402.ReasonAuthorizationValueV1:       paywall.ErrorInvalidAmount,
		x402.ReasonTransactionFailed:          paywall.ErrorSettlementFailed,
		x402.ReasonInvalidPayload:             paywall.ErrorSettlementFailed,
		paywall.ReasonPayerNotClient:          paywall.ErrorSettlementFailed,
		"":                                    paywall.ErrorSettlementFailed,
	} {
		if got := paywall.CommonErrorCode(reason); got != want {
			t.Errorf("CommonErrorCode(%q) = %s, want %s", reason, got, want)
		}
	}
}
