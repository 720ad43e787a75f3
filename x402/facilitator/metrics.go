package facilitator

import "github.com/asa-escrow/asa/x402"

// Metrics receives the outcome of every Verify and Settle (in-process or over HTTP; an answer replayed
// for a repeated payment id is not a new outcome). NoopMetrics discards them.
type Metrics interface {
	// Verified reports a Verify: its answer, or err for a malformed request or an infrastructure failure.
	Verified(res x402.VerifyResponse, err error)
	// Settled reports a Settle: its answer (success, a refusal, or settlement_pending), or err.
	Settled(res x402.SettleResponse, err error)
}

// NoopMetrics discards the facilitator's metrics.
type NoopMetrics struct{}

var _ Metrics = NoopMetrics{}

// Verified implements Metrics.
func (NoopMetrics) Verified(x402.VerifyResponse, error) {}

// Settled implements Metrics.
func (NoopMetrics) Settled(x402.SettleResponse, error) {}

// VerifyOutcome names a Verify's outcome for metrics: "valid", "invalid" or "error".
func VerifyOutcome(res x402.VerifyResponse, err error) string {
	switch {
	case err != nil:
		return "error"
	case res.IsValid:
		return "valid"
	default:
		return "invalid"
	}
}

// SettleOutcome names a Settle's outcome for metrics: "success", "pending" (sent, receipt not seen in
// time), "failed" (refused, or the transaction reverted) or "error".
func SettleOutcome(res x402.SettleResponse, err error) string {
	switch {
	case err != nil:
		return "error"
	case res.Success:
		return "success"
	case res.ErrorReason == x402.ReasonSettlementPending:
		return "pending"
	default:
		return "failed"
	}
}
