package facilitator

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions/bazaar"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
)

// MaxRequestBody bounds the body of POST /verify and /settle.
const MaxRequestBody = 64 << 10

// Supported lists the kinds served: exact on every network, in v2 (CAIP-2) and, where the chain
// has a v1 name, in v1; signers are the settlers' addresses under "eip155:*".
func (f *Facilitator) Supported(context.Context) (x402.SupportedResponse, error) {
	res := x402.SupportedResponse{Kinds: []x402.SupportedKind{}, Extensions: []string{}, Signers: map[string][]string{}}
	seen := map[string]bool{}
	var signers []string
	for _, n := range f.cfg.Networks {
		res.Kinds = append(res.Kinds, x402.SupportedKind{X402Version: x402.Version2, Scheme: x402.SchemeExact, Network: x402.CAIP2(n.ChainID)})
		if name := x402.V1NetworkName(n.ChainID); name != "" {
			res.Kinds = append(res.Kinds, x402.SupportedKind{X402Version: x402.Version1, Scheme: x402.SchemeExact, Network: name})
		}
		if a := n.Sender.From().Hex(); !seen[a] {
			seen[a] = true
			signers = append(signers, a)
		}
	}
	if len(signers) > 0 {
		res.Signers["eip155:*"] = signers
	}
	if f.cfg.PaymentIDs != nil {
		res.Extensions = append(res.Extensions, paymentid.Key)
	}
	if f.cfg.Catalog != nil {
		res.Extensions = append(res.Extensions, bazaar.Key)
	}
	return res, nil
}

// Handler serves the facilitator API under prefix (for example "/x402"): POST prefix/verify,
// POST prefix/settle, GET prefix/supported, and with a Catalog GET prefix/discovery/resources and
// prefix/discovery/search. A client configured with the URL
// "http://host/x402" (the TypeScript HTTPFacilitatorClient appends /verify etc.) talks to it.
//
// Business failures are HTTP 200 with isValid:false / success:false (the x402 protocol's answers). A
// body that is not JSON of the expected shape is 400, an oversized body 413, a node failure (or one slower than the daemon's nodeWait) 503 with Retry-After, each
// in the daemon API's error envelope {"error": {"code": ..., "message": ...}} (x402 leaves the format
// of transport errors to the server).
func (f *Facilitator) Handler(prefix string) http.Handler {
	prefix = strings.TrimRight(prefix, "/")
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+prefix+"/verify", func(w http.ResponseWriter, r *http.Request) {
		req, ok := readRequest(w, r)
		if !ok {
			return
		}
		res, replayed, err := f.verifyOnce(r.Context(), req)
		if err != nil {
			writeError(w, err, ScopeVerify, req)
			return
		}
		markReplayed(w, replayed)
		writeJSON(w, http.StatusOK, res)
	})
	mux.HandleFunc("POST "+prefix+"/settle", func(w http.ResponseWriter, r *http.Request) {
		req, ok := readRequest(w, r)
		if !ok {
			return
		}
		// A settlement is not abandoned because the caller hung up (the intent is journaled either way);
		// the answer comes within SettleTimeout and HTTPSettleWait, pending with the transaction hash if
		// the chain is slow.
		ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), min(f.timeout, f.cfg.HTTPSettleWait)+250*time.Millisecond)
		defer cancel()
		res, replayed, err := f.settleOnce(ctx, req)
		if err != nil {
			writeError(w, err, ScopeSettle, req)
			return
		}
		if res.Success && !replayed {
			f.catalog(ctx, req)
		}
		markReplayed(w, replayed)
		writeJSON(w, http.StatusOK, res)
	})
	if f.cfg.Catalog != nil {
		mux.Handle("GET "+prefix+"/discovery/resources", bazaar.Handler(f.cfg.Catalog))
		mux.Handle("GET "+prefix+"/discovery/search", bazaar.SearchHandler(f.cfg.Catalog))
	}
	mux.HandleFunc("GET "+prefix+"/supported", func(w http.ResponseWriter, r *http.Request) {
		res, _ := f.Supported(r.Context())
		writeJSON(w, http.StatusOK, res)
	})
	return mux
}

func readRequest(w http.ResponseWriter, r *http.Request) (x402.FacilitatorRequest, bool) {
	var req x402.FacilitatorRequest
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxRequestBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeFailure(w, http.StatusRequestEntityTooLarge, wire.CodeBodyTooLarge, fmt.Sprintf("request body exceeds %d bytes", MaxRequestBody))
			return req, false
		}
		writeFailure(w, http.StatusBadRequest, wire.CodeMalformedJSON, "read request body: "+err.Error())
		return req, false
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&req); err != nil {
		writeFailure(w, http.StatusBadRequest, wire.CodeMalformedJSON, "request body is not valid JSON: "+err.Error())
		return req, false
	}
	if dec.More() {
		writeFailure(w, http.StatusBadRequest, wire.CodeMalformedJSON, "request body has data after the JSON object")
		return req, false
	}
	if len(req.PaymentPayload) == 0 || string(req.PaymentPayload) == "null" ||
		len(req.PaymentRequirements) == 0 || string(req.PaymentRequirements) == "null" {
		writeFailure(w, http.StatusBadRequest, wire.CodeInvalidField, "request body needs paymentPayload and paymentRequirements")
		return req, false
	}
	return req, true
}

// writeFailure answers a transport-level failure in the API's error envelope.
func writeFailure(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, wire.ErrorBody{Error: wire.ErrorDetail{Code: code, Message: msg}})
}

// ReplayedHeader marks an answer given again from the store for a repeated payment id (the answer
// is the one the first request got; nothing was done again).
const ReplayedHeader = "Idempotent-Replayed"

func markReplayed(w http.ResponseWriter, replayed bool) {
	if replayed {
		w.Header().Set(ReplayedHeader, "true")
	}
}

func writeError(w http.ResponseWriter, err error, scope string, r x402.FacilitatorRequest) {
	if writeIDError(w, err, scope, r) {
		return
	}
	if errors.Is(err, ErrBadRequest) {
		writeFailure(w, http.StatusBadRequest, wire.CodeInvalidField, err.Error())
		return
	}
	// The chain or the store did not answer (in time): nothing was done; the caller retries shortly.
	w.Header().Set("Retry-After", "2")
	writeFailure(w, http.StatusServiceUnavailable, wire.CodeUnavailable, err.Error())
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
