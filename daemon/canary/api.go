package canary

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon/signin"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
)

// maxBody bounds the canary routes' request bodies (a few hashes and numbers).
const maxBody = 4 << 10

// Default and largest page of GET /v1/canaries.
const (
	defaultList = 100
	maxList     = 1000
)

// Handlers are the canary operator's routes, by mux pattern. Each needs a sign-in (signin.Require) as the
// daemon's key, the pool's canary operator: anybody else is answered 401 or 403 and nothing is stored.
func (r *Role) Handlers(s *signin.Service) map[string]http.Handler {
	guard := func(h http.HandlerFunc) http.Handler { return s.Require(r.operatorOnly(h)) }
	return map[string]http.Handler{
		"POST /v1/canaries":                  guard(r.postCanary),
		"POST /v1/canaries/{commitment}/job": guard(r.bindCanary),
		"GET /v1/canaries":                   guard(r.listCanaries),
	}
}

// Patterns are the canary routes' mux patterns.
var Patterns = []string{"POST /v1/canaries", "POST /v1/canaries/{commitment}/job", "GET /v1/canaries"}

// Unserved answers the canary routes of a daemon that does not run the role: 404 with the reason, so that a
// caller learns the daemon is not the canary operator rather than that the route does not exist.
func Unserved() map[string]http.Handler {
	h := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		writeErr(w, http.StatusNotFound, wire.CodeNotFound,
			"this daemon does not run the evaluator pool's canary operator role: start it with canaryOperator (its key must be the pool's canary operator) and evaluatorPool")
	})
	out := map[string]http.Handler{}
	for _, p := range Patterns {
		out[p] = h
	}
	return out
}

// operatorOnly answers 403 to a signed-in caller that is not the canary operator.
func (r *Role) operatorOnly(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		id, ok := signin.FromContext(req.Context())
		if !ok || id.Address != r.cfg.Operator {
			who := "nobody"
			if ok {
				who = id.Address.Hex()
			}
			writeErr(w, http.StatusForbidden, wire.CodeNotCanaryOperator,
				fmt.Sprintf("only the evaluator pool's canary operator %s may manage canaries; signed in as %s", r.cfg.Operator.Hex(), who))
			return
		}
		w.Header().Set("Cache-Control", "private, no-store")
		next(w, req)
	}
}

// decode reads a bounded JSON body into v, refusing unknown fields and trailing data.
func decode(w http.ResponseWriter, req *http.Request, v any) bool {
	body, err := io.ReadAll(http.MaxBytesReader(w, req.Body, maxBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			writeErr(w, http.StatusRequestEntityTooLarge, wire.CodeBodyTooLarge, fmt.Sprintf("body exceeds %d bytes", maxBody))
		} else {
			writeErr(w, http.StatusBadRequest, wire.CodeMalformedJSON, "read body: "+err.Error())
		}
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		writeErr(w, http.StatusBadRequest, wire.CodeMalformedJSON, "body is not the expected JSON object: "+err.Error())
		return false
	}
	if dec.More() {
		writeErr(w, http.StatusBadRequest, wire.CodeMalformedJSON, "body has trailing data after the JSON object")
		return false
	}
	return true
}

// parseWord reads a 32-byte value as 0x and 64 hex digits (or, with content, sha256:<64 hex>).
func parseWord(s string, content bool) (common.Hash, error) {
	if content && strings.HasPrefix(s, "sha256:") {
		return settlement.ParseContentHash(s)
	}
	if len(s) != 66 || !strings.HasPrefix(s, "0x") {
		return common.Hash{}, fmt.Errorf("%q is not 0x and 64 hex digits", s)
	}
	b := common.FromHex(s)
	if len(b) != 32 || !strings.EqualFold(common.BytesToHash(b).Hex(), s) {
		return common.Hash{}, fmt.Errorf("%q is not hex", s)
	}
	return common.BytesToHash(b), nil
}

func (r *Role) postCanary(w http.ResponseWriter, req *http.Request) {
	var body wire.CanaryRequest
	if !decode(w, req, &body) {
		return
	}
	deliverable, err := parseWord(body.Deliverable, true)
	if err != nil || deliverable == (common.Hash{}) {
		writeErr(w, http.StatusBadRequest, wire.CodeInvalidField, "deliverable: the canary deliverable's hash (0x and 64 hex digits, or sha256:<64 hex>), not zero")
		return
	}
	if body.ExpectedScore < 0 || body.ExpectedScore > settlement.MaxBps {
		writeErr(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("expectedScore: %d is not 0..%d basis points", body.ExpectedScore, settlement.MaxBps))
		return
	}
	c := store.Canary{Deliverable: deliverable, ExpectedScore: uint16(body.ExpectedScore), ExpectedPassed: body.ExpectedPassed}
	if body.Salt != "" {
		if c.Salt, err = parseWord(body.Salt, false); err != nil || c.Salt == (common.Hash{}) {
			// The given salt is not echoed: it is the secret.
			writeErr(w, http.StatusBadRequest, wire.CodeInvalidField, "salt: 0x and 64 hex digits, not zero (or leave it out: the daemon draws one)")
			return
		}
	} else if _, err := rand.Read(c.Salt[:]); err != nil {
		writeErr(w, http.StatusInternalServerError, wire.CodeInternal, "could not draw a salt")
		return
	}
	c.Commitment = settlement.CanaryCommitment(c.Deliverable, c.ExpectedScore, c.ExpectedPassed, c.Salt)
	stored, created, err := r.cfg.Store.AddCanary(req.Context(), c, r.cfg.MaxPending)
	switch {
	case errors.Is(err, store.ErrCanaryQuota):
		writeErr(w, http.StatusTooManyRequests, wire.CodeCanaryQuota,
			fmt.Sprintf("%d canaries are pending (committing, committed or bound), the most this daemon keeps: bind and reveal some first", r.cfg.MaxPending))
		return
	case err != nil:
		r.log.Error("cannot store a canary", "err", err)
		writeErr(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "the store cannot take the canary right now; retry shortly")
		return
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
		r.log.Info("canary added", "canary", stored)
		r.Wake()
	}
	writeJSON(w, status, view(stored))
}

func (r *Role) bindCanary(w http.ResponseWriter, req *http.Request) {
	commitment, err := parseWord(req.PathValue("commitment"), false)
	if err != nil {
		writeErr(w, http.StatusBadRequest, wire.CodeInvalidField, "commitment: "+err.Error())
		return
	}
	var body wire.CanaryBinding
	if !decode(w, req, &body) {
		return
	}
	if !common.IsHexAddress(body.Seat) {
		writeErr(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("seat: %q is not an address (the pool seat that is the canary job's evaluator)", body.Seat))
		return
	}
	seat := common.HexToAddress(body.Seat)
	jobID, err := strconv.ParseUint(body.JobID, 10, 63)
	if err != nil || jobID == 0 {
		writeErr(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("jobId: %q is not a job id (decimal)", body.JobID))
		return
	}
	ctx := req.Context()
	c, err := r.cfg.Store.Canary(ctx, commitment)
	if errors.Is(err, store.ErrNotFound) {
		writeErr(w, http.StatusNotFound, wire.CodeNotFound, fmt.Sprintf("no canary %s: POST /v1/canaries first", commitment.Hex()))
		return
	}
	if err != nil {
		r.unavailable(w, err)
		return
	}
	info, err := r.cfg.Pool.SeatInfo(ctx, seat)
	if err != nil {
		r.unavailable(w, err)
		return
	}
	if !info.Known || settlement.SeatRole(info.Role) == settlement.SeatResolver {
		writeErr(w, http.StatusBadRequest, wire.CodeInvalidField,
			fmt.Sprintf("seat: %s is not an evaluators or backup seat of the pool %s: the pool reveals canaries only for the evaluators a seat appointed", seat.Hex(), r.cfg.Pool.Address.Hex()))
		return
	}
	as, err := r.cfg.Pool.AssignmentOf(ctx, seat, jobID)
	if err != nil {
		r.unavailable(w, err)
		return
	}
	if as.CanaryRevealed {
		writeErr(w, http.StatusConflict, wire.CodeCanaryBound, fmt.Sprintf("job %d of seat %s has a revealed canary already", jobID, seat.Hex()))
		return
	}
	if c.CommitTime != 0 && as.AssignedAt != nil && as.AssignedAt.Sign() != 0 && c.CommitTime > as.AssignedAt.Uint64() {
		writeErr(w, http.StatusConflict, wire.CodeCanaryTooLate, fmt.Sprintf(
			"canary %s was committed at %d, after seat %s appointed job %d's evaluators at %d: the pool would refuse the reveal; add a new canary before creating the job",
			commitment.Hex(), c.CommitTime, seat.Hex(), jobID, as.AssignedAt.Uint64()))
		return
	}
	bound, err := r.cfg.Store.BindCanary(ctx, commitment, seat, jobID)
	switch {
	case errors.Is(err, store.ErrCanaryNotCommitted):
		writeErr(w, http.StatusConflict, wire.CodeCanaryNotCommitted, fmt.Sprintf(
			"canary %s is not committed on chain yet: wait until GET /v1/canaries shows it committed, and create its job only then (a commit after the appointment is refused)", commitment.Hex()))
		return
	case errors.Is(err, store.ErrCanaryBound):
		writeErr(w, http.StatusConflict, wire.CodeCanaryBound, err.Error())
		return
	case err != nil:
		r.unavailable(w, err)
		return
	}
	r.log.Info("canary bound", "canary", bound)
	r.Wake()
	writeJSON(w, http.StatusOK, view(bound))
}

func (r *Role) listCanaries(w http.ResponseWriter, req *http.Request) {
	limit := defaultList
	if s := req.URL.Query().Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > maxList {
			writeErr(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("limit: %q is not 1..%d", s, maxList))
			return
		}
		limit = n
	}
	var statuses []store.CanaryStatus
	if s := req.URL.Query().Get("status"); s != "" {
		switch st := store.CanaryStatus(s); st {
		case store.CanaryCommitting, store.CanaryCommitted, store.CanaryBound, store.CanaryRevealed, store.CanaryFailed:
			statuses = append(statuses, st)
		default:
			writeErr(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("status: %q is not committing, committed, bound, revealed or failed", s))
			return
		}
	}
	cs, err := r.cfg.Store.Canaries(req.Context(), limit, statuses...)
	if err != nil {
		r.unavailable(w, err)
		return
	}
	out := wire.CanaryList{Canaries: []wire.Canary{}}
	for _, c := range cs {
		out.Canaries = append(out.Canaries, view(c))
	}
	writeJSON(w, http.StatusOK, out)
}

// view is a canary as the routes answer it: without its salt.
func view(c store.Canary) wire.Canary {
	v := wire.Canary{Commitment: c.Commitment.Hex(), Deliverable: c.Deliverable.Hex(), ExpectedScore: int(c.ExpectedScore),
		ExpectedPassed: c.ExpectedPassed, Status: string(c.Status), Reason: c.Reason, CommitBlock: c.CommitBlock, CommitTime: c.CommitTime,
		RevealBlock: c.RevealBlock, CreatedAt: time.UnixMilli(c.CreatedAt).UTC().Format(time.RFC3339)}
	if c.Seat != (common.Address{}) {
		v.Seat, v.JobID = c.Seat.Hex(), strconv.FormatUint(c.JobID, 10)
	}
	return v
}

func (r *Role) unavailable(w http.ResponseWriter, err error) {
	r.log.Warn("canary route: store or chain unavailable", "err", err)
	w.Header().Set("Retry-After", "2")
	writeErr(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "the store or the chain cannot be read right now; retry shortly")
}

func writeErr(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, wire.ErrorBody{Error: wire.ErrorDetail{Code: code, Message: msg}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
