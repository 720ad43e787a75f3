package paywall

import (
	"fmt"
	"net/http"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// paidHeader is the x402 payment a request to a payment route carries: PAYMENT-SIGNATURE (protocol v2),
// else X-PAYMENT (v1), and the header its receipt goes back in. raw is "" when it carries none.
type paidHeader struct {
	raw, respHeader string
	want            int
}

func paymentOf(r *http.Request) paidHeader {
	if h := r.Header.Get(x402.HeaderPaymentSignature); h != "" || r.Header.Get(x402.HeaderXPayment) == "" {
		return paidHeader{raw: h, respHeader: x402.HeaderPaymentResponse, want: x402.Version2}
	}
	return paidHeader{raw: r.Header.Get(x402.HeaderXPayment), respHeader: x402.HeaderXPaymentResponse, want: x402.Version1}
}

// decode returns the payment's protocol version and payload; bad is the rejection of a malformed header or
// of a version the header's name does not carry (bad.reason is "" otherwise).
func (h paidHeader) decode() (version int, payload []byte, bad outcome) {
	version, payload, err := x402.HeaderVersion(h.raw)
	switch {
	case err != nil:
		return 0, nil, rejected(x402.ReasonInvalidPayload, err.Error())
	case version != h.want:
		return 0, nil, rejected(x402.ReasonInvalidX402Version, fmt.Sprintf("x402Version %d in a header of protocol version %d", version, h.want))
	}
	return version, payload, outcome{}
}

// answerPaidFailure answers what ends a paid request before its outcome: a failure of the chain or the
// store (503: nothing was charged), or a refused payment id (400 malformed, 409 conflicting or busy). It
// reports whether it answered; otherwise it has set the replay header for the caller's answer.
func (p *Paywall) answerPaidFailure(w http.ResponseWriter, o outcome, err error, what string, args ...any) bool {
	if err != nil {
		p.log.Error(what, append(args, "err", err)...)
		w.Header().Set("Retry-After", "2")
		writeJSON(w, http.StatusServiceUnavailable, errorBody{Error: wire.ErrorDetail{Code: "payment_unavailable", Message: "the chain or the daemon's store did not answer; nothing was charged; retry with the same payment"}})
		return true
	}
	if o.replayed {
		w.Header().Set(facilitator.ReplayedHeader, "true")
	}
	switch {
	case o.idRefusal == refusedIDInvalid:
		writeJSON(w, http.StatusBadRequest, errorBody{Error: wire.ErrorDetail{Code: o.idRefusal, Message: o.message}})
		return true
	case o.idRefusal != "":
		if o.idRefusal == refusedIDBusy {
			w.Header().Set("Retry-After", "1")
		}
		writeJSON(w, http.StatusConflict, errorBody{Error: wire.ErrorDetail{Code: o.idRefusal, Message: o.message}})
		return true
	}
	return false
}

// setReceipt puts o's settlement receipt, when it has one, into h's response header.
func setReceipt(w http.ResponseWriter, h paidHeader, o outcome) {
	if o.receipt == nil {
		return
	}
	if enc, err := x402.EncodeHeader(o.receipt); err == nil {
		w.Header().Set(h.respHeader, enc)
		w.Header().Set("Access-Control-Expose-Headers", h.respHeader)
	}
}
