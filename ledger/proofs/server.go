package proofs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/ledger"
)

// The errors a Source returns, each with its HTTP status.
var (
	// ErrNotFound: no such epoch, or the account is not registered (404).
	ErrNotFound = errors.New("not found")
	// ErrRejected: the submission can never be valid (400): malformed, not signed by its party, not in the
	// netted subset, or invalid against the ledger's state.
	ErrRejected = errors.New("rejected")
	// ErrReadOnly: the server mirrors a ledger and takes no submissions (405).
	ErrReadOnly = errors.New("this server mirrors the ledger and takes no submissions")
	// ErrFull: the queue for the next epoch is full, or the sender has too many pending messages (429).
	ErrFull = errors.New("queue full")
	// ErrUnavailable: the data is not loaded yet (the operator is starting) or the store failed (503).
	ErrUnavailable = errors.New("unavailable")
)

// Source is what a Handler serves: the operator, or a verifier mirroring one.
type Source interface {
	Info(ctx context.Context) (Info, error)
	Epoch(ctx context.Context, number uint64) (Epoch, error)
	// Transitions returns at most limit transitions of epoch number from index from.
	Transitions(ctx context.Context, number uint64, from uint32, limit int) (Transitions, error)
	// Account returns account's leaf and proofs at epoch (0: the latest final epoch, else the latest).
	Account(ctx context.Context, account common.Address, epoch uint64) (Account, error)
	// Submit queues a signed transition for the next epoch.
	Submit(ctx context.Context, t ledger.Transition) (Receipt, error)
	// SubmitWithdrawal queues a signed withdrawal request: the next epoch counts it with a SYNC.
	SubmitWithdrawal(ctx context.Context, account common.Address, total *big.Int, sig []byte) (Receipt, error)
}

// MessageSource is a Source that also tracks the messages it took (the operator; a mirror does not):
// Message returns what became of the message of digest, ErrNotFound for one it never took.
type MessageSource interface {
	Message(ctx context.Context, digest common.Hash) (Message, error)
}

// JobSource is a Source that also serves netted jobs' leaves (the operator): Job returns the job in slot at
// the latest epoch, ErrNotFound past the last slot.
type JobSource interface {
	Job(ctx context.Context, slot uint32) (Job, error)
}

// Patterns are the mux patterns Handler serves (method and path), for a caller mounting them one by one.
var Patterns = []string{"GET " + RouteInfo, "GET " + RouteEpoch, "GET " + RouteTransitions, "GET " + RouteAccount,
	"POST " + RouteSubmit, "POST " + RouteWithdrawal, "GET " + RouteMessage, "GET " + RouteJob}

// Handler serves src on the routes of this package (Go 1.22 patterns; mount it on the daemon's mux).
func Handler(src Source, log *slog.Logger) http.Handler {
	if log == nil {
		log = slog.Default()
	}
	h := &handler{src: src, log: log.With("component", "ledger-api")}
	mux := http.NewServeMux()
	for i, f := range []http.HandlerFunc{h.info, h.epoch, h.transitions, h.account, h.submit, h.withdrawal, h.message, h.job} {
		mux.HandleFunc(Patterns[i], f)
	}
	return mux
}

type handler struct {
	src Source
	log *slog.Logger
}

func (h *handler) info(w http.ResponseWriter, r *http.Request) {
	v, err := h.src.Info(r.Context())
	h.answer(w, v, err)
}

func (h *handler) epoch(w http.ResponseWriter, r *http.Request) {
	n, ok := h.uintParam(w, r.PathValue("epoch"), "epoch", 64)
	if !ok {
		return
	}
	v, err := h.src.Epoch(r.Context(), n)
	h.answer(w, v, err)
}

func (h *handler) transitions(w http.ResponseWriter, r *http.Request) {
	n, ok := h.uintParam(w, r.PathValue("epoch"), "epoch", 64)
	if !ok {
		return
	}
	from, limit := uint64(0), uint64(MaxTransitionsPage)
	if q := r.URL.Query().Get("from"); q != "" {
		if from, ok = h.uintParam(w, q, "from", 32); !ok {
			return
		}
	}
	if q := r.URL.Query().Get("limit"); q != "" {
		if limit, ok = h.uintParam(w, q, "limit", 32); !ok {
			return
		}
		if limit == 0 || limit > MaxTransitionsPage {
			h.fail(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("limit must be 1..%d", MaxTransitionsPage))
			return
		}
	}
	v, err := h.src.Transitions(r.Context(), n, uint32(from), int(limit))
	h.answer(w, v, err)
}

func (h *handler) account(w http.ResponseWriter, r *http.Request) {
	a := r.PathValue("address")
	if !common.IsHexAddress(a) {
		h.fail(w, http.StatusBadRequest, wire.CodeInvalidField, "address must be a 0x-prefixed 20-byte hex address")
		return
	}
	var epoch uint64
	if q := r.URL.Query().Get("epoch"); q != "" {
		var ok bool
		if epoch, ok = h.uintParam(w, q, "epoch", 64); !ok {
			return
		}
	}
	v, err := h.src.Account(r.Context(), common.HexToAddress(a), epoch)
	h.answer(w, v, err)
}

func (h *handler) message(w http.ResponseWriter, r *http.Request) {
	raw := r.PathValue("digest")
	b, err := hexutil.Decode(raw)
	if err != nil || len(b) != common.HashLength {
		h.fail(w, http.StatusBadRequest, wire.CodeInvalidField, "digest must be a 0x-prefixed 32-byte hex hash (a submission receipt's digest)")
		return
	}
	ms, ok := h.src.(MessageSource)
	if !ok {
		h.fail(w, http.StatusNotFound, wire.CodeNotFound, "this server mirrors the ledger and tracks no messages: ask the operator")
		return
	}
	v, err := ms.Message(r.Context(), common.BytesToHash(b))
	h.answer(w, v, err)
}

func (h *handler) job(w http.ResponseWriter, r *http.Request) {
	slot, ok := h.uintParam(w, r.PathValue("slot"), "slot", 32)
	if !ok {
		return
	}
	js, isJobs := h.src.(JobSource)
	if !isJobs {
		h.fail(w, http.StatusNotFound, wire.CodeNotFound, "this server serves no job leaves: ask the operator")
		return
	}
	v, err := js.Job(r.Context(), uint32(slot))
	h.answer(w, v, err)
}

func (h *handler) submit(w http.ResponseWriter, r *http.Request) {
	var s Submission
	if !h.read(w, r, &s) {
		return
	}
	k := ledger.Kind(s.Kind)
	if k < ledger.KindOpen || k >= ledger.KindForced {
		h.fail(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("kind %d: a party submits OPEN (2), SUBMIT (3), RESULT (4) or EXPIRE (5); withdrawals go to %s", s.Kind, RouteWithdrawal))
		return
	}
	v, err := h.src.Submit(r.Context(), ledger.Transition{Kind: k, Data: s.Data})
	h.answerStatus(w, http.StatusAccepted, v, err)
}

func (h *handler) withdrawal(w http.ResponseWriter, r *http.Request) {
	var q WithdrawalRequest
	if !h.read(w, r, &q) {
		return
	}
	total, err := ParseAmount(q.Total)
	if err != nil {
		h.fail(w, http.StatusBadRequest, wire.CodeInvalidField, "total: "+err.Error())
		return
	}
	if q.Account == (common.Address{}) || len(q.Signature) != 65 {
		h.fail(w, http.StatusBadRequest, wire.CodeInvalidField, "account and a 65-byte signature of Withdrawal(total) are required")
		return
	}
	v, err := h.src.SubmitWithdrawal(r.Context(), q.Account, total, q.Signature)
	h.answerStatus(w, http.StatusAccepted, v, err)
}

// read decodes one JSON body of at most MaxSubmissionBytes with no unknown fields and nothing after it.
func (h *handler) read(w http.ResponseWriter, r *http.Request, dst any) bool {
	body := http.MaxBytesReader(w, r.Body, MaxSubmissionBytes)
	dec := json.NewDecoder(body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			h.fail(w, http.StatusRequestEntityTooLarge, wire.CodeBodyTooLarge, fmt.Sprintf("body larger than %d bytes", MaxSubmissionBytes))
			return false
		}
		h.fail(w, http.StatusBadRequest, wire.CodeMalformedJSON, "body: "+err.Error())
		return false
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		h.fail(w, http.StatusBadRequest, wire.CodeMalformedJSON, "body: one JSON object expected")
		return false
	}
	return true
}

func (h *handler) uintParam(w http.ResponseWriter, s, name string, bits int) (uint64, bool) {
	v, err := strconv.ParseUint(s, 10, bits)
	if err != nil {
		h.fail(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("%s must be a decimal integer below 2^%d", name, bits))
		return 0, false
	}
	return v, true
}

func (h *handler) answer(w http.ResponseWriter, v any, err error) {
	h.answerStatus(w, http.StatusOK, v, err)
}

func (h *handler) answerStatus(w http.ResponseWriter, ok int, v any, err error) {
	if err != nil {
		status, code := http.StatusInternalServerError, wire.CodeInternal
		switch {
		case errors.Is(err, ErrNotFound):
			status, code = http.StatusNotFound, wire.CodeNotFound
		case errors.Is(err, ErrRejected):
			status, code = http.StatusBadRequest, wire.CodeInvalidField
		case errors.Is(err, ErrReadOnly):
			status, code = http.StatusMethodNotAllowed, CodeReadOnly
		case errors.Is(err, ErrFull):
			status, code = http.StatusTooManyRequests, wire.CodeTooManyRequests
		case errors.Is(err, ErrUnavailable):
			status, code = http.StatusServiceUnavailable, wire.CodeUnavailable
		}
		if status == http.StatusInternalServerError {
			// The store's own error stays in the log (it may name the database); the caller learns only that.
			h.log.Error("ledger request failed", "err", err)
			h.fail(w, status, code, "internal error")
			return
		}
		if status == http.StatusServiceUnavailable || status == http.StatusTooManyRequests {
			w.Header().Set("Retry-After", "5")
		}
		h.fail(w, status, code, err.Error())
		return
	}
	writeJSON(w, ok, v)
}

func (h *handler) fail(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, wire.ErrorBody{Error: wire.ErrorDetail{Code: code, Message: msg}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
