// Package api is the settlement daemon's HTTP surface: the signed-result intake (POST /v1/results), job
// queries, health, readiness, Prometheus metrics and the OpenAPI document. Every refusal is a 4xx with a
// machine-readable code and a human message; nothing is stored for a refused request.
package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon/quota"
)

// Error is an API refusal: an HTTP status, a stable code and a message for people.
type Error struct {
	Status  int    `json:"-"`
	Code    string `json:"code"`
	Message string `json:"message"`
	// RetryAfter, when set, is sent as the Retry-After header (seconds).
	RetryAfter int `json:"-"`
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

func apiErr(status int, code, format string, a ...any) *Error {
	return &Error{Status: status, Code: code, Message: fmt.Sprintf(format, a...)}
}

// writeError answers err as JSON; errors that are not *Error become a 500 without internals.
func writeError(w http.ResponseWriter, err error) {
	var ae *Error
	var exceeded *quota.Exceeded
	switch {
	case errors.As(err, &exceeded): // a client's quota (quota.Set): 429 with its Retry-After
		ae = &Error{Status: http.StatusTooManyRequests, Code: wire.CodeTooManyRequests, Message: exceeded.Error(), RetryAfter: exceeded.Seconds()}
	case !errors.As(err, &ae):
		ae = apiErr(http.StatusInternalServerError, wire.CodeInternal, "internal error; see the daemon log")
	}
	retry := ae.RetryAfter
	if retry <= 0 && ae.Status == http.StatusServiceUnavailable {
		retry = 2 // every 503 is a "retry shortly" (the chain or the store did not answer in time)
	}
	if retry > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(retry))
	}
	writeJSON(w, ae.Status, wire.ErrorBody{Error: wire.ErrorDetail{Code: ae.Code, Message: ae.Message}})
}

// errorCode is the code err is answered with (wire.CodeInternal for an error that is not an *Error).
func errorCode(err error) string {
	var ae *Error
	if errors.As(err, &ae) {
		return ae.Code
	}
	return wire.CodeInternal
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
