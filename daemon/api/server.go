package api

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"mime"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/signin"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/daemon/web"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
)

// OpenAPI is the API's OpenAPI 3 document, served at GET /openapi.yaml.
//
//go:embed openapi.yaml
var OpenAPI []byte

// MaxBodyBytes bounds request bodies (a Verification Result document is a few kB).
const MaxBodyBytes = 256 << 10

// Store is what the job queries read.
type Store interface {
	JobSource
	ResultSink
	ResultsForJob(ctx context.Context, jobID uint64) ([]store.Result, error)
	JobEvents(ctx context.Context, id uint64) ([]store.JobEvent, error)
	// JobWithEvents is Job and JobEvents read from one snapshot.
	JobWithEvents(ctx context.Context, id uint64) (store.Job, []store.JobEvent, error)
	ListJobs(ctx context.Context, q store.JobQuery) ([]store.Job, error)
	FundingReceiptOf(ctx context.Context, id uint64, kind string) (store.FundingReceipt, bool, error)
}

// PoolStore is what the job view reads of the evaluator pool (*store.Store).
type PoolStore interface {
	PoolSeat(ctx context.Context, addr common.Address) (store.PoolSeat, bool, error)
	PoolAssignments(ctx context.Context, jobID uint64) ([]store.PoolAssignment, error)
}

// Server serves the daemon API.
type Server struct {
	Store Store
	// Escrow is the escrow the daemon follows (job views name its deposit addresses).
	Escrow common.Address
	Intake *Intake
	// Acceptances relays providers' signed acceptances (POST /v1/acceptances); nil leaves the route out.
	Acceptances *Acceptances
	Gatherer    prometheus.Gatherer
	// Ready reports whether the daemon can take results (store open, watcher caught up); nil = ready.
	Ready func(ctx context.Context) error
	// Replica, if set, describes this replica and which replica leads which role; /readyz includes it
	// under "replica" whether ready or not.
	Replica func(ctx context.Context) any
	Logger  *slog.Logger
	// Extra mounts more handlers (the x402 facilitator, A2A) on the same mux.
	Extra map[string]http.Handler
	// MaxIntake bounds the results being checked and stored at once; beyond it the intake answers 429
	// with Retry-After instead of queueing without bound (default 512).
	MaxIntake int
	// Metrics receives intake outcomes and request timings (default NoopMetrics).
	Metrics Metrics

	// SignIn, when set, tells who a request comes from (the daemon's wallet sign-in): job views are served
	// by the job's result visibility to its parties and to everyone else.
	SignIn *signin.Service
	// Agreements records jobs' agreement documents (POST /v1/jobs/{id}/agreement) and their price checks;
	// nil leaves the routes out and serves every job with an agreement hash as of unknown visibility.
	Agreements Agreements
	// ChainID is the chain agreement documents must name (0: any).
	ChainID uint64
	// EvaluatorPool is the deployment's evaluator pool (zero: none): an agreement whose judges are drawn names
	// its seats.
	EvaluatorPool common.Address
	// PoolFigures reads evaluators' entries in EvaluatorPool as of a block (0: the last the daemon
	// processed), for the service types named (none: those each registered for), at most
	// MaxPoolServiceTypes reads in all; nil (no pool) leaves the reputation answers' "pool" field out.
	PoolFigures func(ctx context.Context, evaluators []common.Address, serviceTypes []string, block uint64) (*wire.PoolReputation, error)
	// Pool gives job views the pool seats among their judges and the seats' appointments (PoolDraws); nil
	// leaves them out.
	Pool PoolStore
	// MarketMinSamples is how many settled jobs of a service type make a median (default market.DefaultMinSamples).
	MarketMinSamples int
	// Reputation answers GET /v1/reputation/{address}; nil leaves the route out.
	Reputation Reputation
	// ChainTime is the time of the chain's latest block (deadlines are block times, not wall time): job
	// views carry it so that a reader counts down by chain time; nil or an error leaves it out.
	ChainTime func() (time.Time, error)
	// Explorer is the block explorer's base URL for transactions and addresses ("" for none: a dev chain).
	Explorer string
	// Ledger is the netted ledger the daemon operates (zero: none); job views name it so that a reader
	// knows to look for its data.
	Ledger common.Address
	// Parties resolves agreement parties named by an ERC-8004 agent id or an A2A card as of a block (the
	// job's creation block); nil refuses such agreements with a message saying so.
	Parties func(block uint64) settlement.AgentResolver
	// AgentReputation answers GET /v1/reputation/{agentId} (a decimal ERC-8004 agent id); nil refuses such
	// requests.
	AgentReputation func(ctx context.Context, agentID *big.Int) (*wire.AgentReputation, error)

	intakeSlots chan struct{}
	routes      []string
}

// Handler returns the routed HTTP handler.
func (s *Server) Handler() http.Handler {
	if s.MaxIntake <= 0 {
		s.MaxIntake = 512
	}
	if s.Metrics == nil {
		s.Metrics = NoopMetrics{}
	}
	s.intakeSlots = make(chan struct{}, s.MaxIntake)
	mux := http.NewServeMux()
	s.routes = nil
	handle := func(pattern string, h http.Handler) {
		mux.Handle(pattern, h)
		s.routes = append(s.routes, pattern)
	}
	handle("POST /v1/results", http.HandlerFunc(s.postResult))
	if s.Acceptances != nil {
		handle("POST /v1/acceptances", http.HandlerFunc(s.postAcceptance))
	}
	handle("GET /v1/jobs/{id}", http.HandlerFunc(s.getJob))
	handle("GET /v1/jobs", http.HandlerFunc(s.listJobs))
	if s.Agreements != nil {
		handle("POST /v1/jobs/{id}/agreement", http.HandlerFunc(s.postAgreement))
		handle("GET /v1/jobs/{id}/agreement", http.HandlerFunc(s.getAgreement))
	}
	if s.Reputation != nil {
		handle("GET /v1/reputation/{address}", http.HandlerFunc(s.getReputation))
	}
	handle("GET /healthz", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	}))
	handle("GET /readyz", http.HandlerFunc(s.readyz))
	handle("GET /openapi.yaml", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/yaml")
		_, _ = w.Write(OpenAPI)
	}))
	if s.Gatherer != nil {
		handle("GET /metrics", promhttp.HandlerFor(s.Gatherer, promhttp.HandlerOpts{}))
	}
	for pattern, h := range s.Extra {
		handle(pattern, h)
	}
	// The read-only job page, on the API's own origin.
	page := web.Handler()
	handle("GET /{$}", page)
	handle("GET "+web.Prefix, page)
	// Anything else: the API's error envelope, 405 for a known path asked with another method.
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if allowed := allowedMethods(mux, r); len(allowed) > 0 {
			w.Header().Set("Allow", strings.Join(allowed, ", "))
			writeError(w, apiErr(http.StatusMethodNotAllowed, wire.CodeMethodNotAllowed, "%s %s: use %s; see /openapi.yaml", r.Method, r.URL.Path, strings.Join(allowed, " or ")))
			return
		}
		writeError(w, apiErr(http.StatusNotFound, wire.CodeNotFound, "no route %s %s; see /openapi.yaml", r.Method, r.URL.Path))
	})
	sort.Strings(s.routes)
	return instrument(mux, s.Metrics)
}

// Routes are the mux patterns Handler registered (every route the daemon serves, including Extra),
// sorted; the catch-all "/" that answers 404 and 405 is not one of them.
func (s *Server) Routes() []string { return append([]string(nil), s.routes...) }

// allowedMethods lists the methods a route serves r's path with, when r's own method has none.
func allowedMethods(mux *http.ServeMux, r *http.Request) []string {
	var out []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		if m == r.Method || (m == http.MethodGet && r.Method == http.MethodHead) {
			continue
		}
		probe := &http.Request{Method: m, URL: r.URL, Host: r.Host, Header: http.Header{}}
		if _, pattern := mux.Handler(probe); pattern != "" && pattern != "/" {
			out = append(out, m)
		}
	}
	return out
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	var replica any
	if s.Replica != nil {
		replica = s.Replica(r.Context())
	}
	if s.Ready != nil {
		if err := s.Ready(r.Context()); err != nil {
			writeJSON(w, http.StatusServiceUnavailable, readyBody{
				Error:   &wire.ErrorDetail{Code: wire.CodeUnavailable, Message: fmt.Sprintf("not ready: %v", err)},
				Replica: replica,
			})
			return
		}
	}
	writeJSON(w, http.StatusOK, readyBody{Status: "ready", Replica: replica})
}

// readyBody is /readyz's answer: "status" when ready, the usual "error" object when not, and the
// replica's view of the leaders either way.
type readyBody struct {
	Status  string            `json:"status,omitempty"`
	Error   *wire.ErrorDetail `json:"error,omitempty"`
	Replica any               `json:"replica,omitempty"`
}

func (s *Server) postResult(w http.ResponseWriter, r *http.Request) {
	select {
	case s.intakeSlots <- struct{}{}:
		defer func() { <-s.intakeSlots }()
	default:
		s.Metrics.ResultRefused(wire.CodeTooManyRequests)
		writeError(w, &Error{Status: http.StatusTooManyRequests, Code: wire.CodeTooManyRequests,
			Message: fmt.Sprintf("more than %d results are being checked now; post again shortly", s.MaxIntake), RetryAfter: 1})
		return
	}
	var sub wire.ResultSubmission
	if err := decodeBody(w, r, &sub); err != nil {
		s.Metrics.ResultRefused(errorCode(err))
		writeError(w, err)
		return
	}
	stored, err := s.Intake.Accept(r.Context(), sub)
	if err != nil {
		s.Metrics.ResultRefused(errorCode(err))
		var ae *Error
		if errors.As(err, &ae) {
			s.Logger.Info("result refused", "code", ae.Code, "job", sub.JobID, "evaluator", sub.Evaluator)
		} else {
			s.Logger.Error("result intake failed", "err", err, "job", sub.JobID)
		}
		writeError(w, err)
		return
	}
	s.Metrics.ResultAccepted()
	s.Logger.Info("result accepted", "id", stored.ID, "job", stored.JobID, "evaluator", stored.Evaluator, "score", stored.Score)
	writeJSON(w, http.StatusAccepted, wire.ResultAccepted{ID: stored.ID, JobID: strconv.FormatUint(stored.JobID, 10),
		Digest: stored.Digest.Hex(), Status: string(stored.Status)})
}

// isVerificationDocument reports whether body is a bare ASA Verification Result document (what an evaluator
// signs) rather than the signed submission that wraps it.
func isVerificationDocument(body []byte) bool {
	var top map[string]json.RawMessage
	if json.Unmarshal(body, &top) != nil {
		return false
	}
	_, hasID := top["verification_id"]
	_, hasSig := top["signature"]
	return hasID && !hasSig
}

// readBody reads a bounded JSON request body, answering the right 4xx for a wrong media type, an oversized
// body or bytes that are not UTF-8.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		if mt, _, err := mime.ParseMediaType(ct); err != nil || mt != "application/json" {
			return nil, apiErr(http.StatusUnsupportedMediaType, wire.CodeUnsupportedMedia, "Content-Type must be application/json, got %q", ct)
		}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, apiErr(http.StatusRequestEntityTooLarge, wire.CodeBodyTooLarge, "body exceeds %d bytes", MaxBodyBytes)
		}
		return nil, apiErr(http.StatusBadRequest, wire.CodeMalformedJSON, "read body: %v", err)
	}
	if !utf8.Valid(body) {
		// encoding/json would silently replace invalid bytes; a signed document must be read as sent.
		return nil, apiErr(http.StatusBadRequest, wire.CodeMalformedJSON, "body is not valid UTF-8")
	}
	return body, nil
}

// decodeBody reads a signed result submission. A bare Verification Result document (its verification_id,
// no signature: what an evaluator signs, posted by mistake) is told apart only when the body does not
// decode to a submission with a signature, so that a signed submission is parsed once.
func decodeBody(w http.ResponseWriter, r *http.Request, sub *wire.ResultSubmission) error {
	body, err := readBody(w, r)
	if err != nil {
		return err
	}
	unsigned := func() error {
		return apiErr(http.StatusBadRequest, wire.CodeInvalidField,
			"the body is an unsigned Verification Result document; sign it for the job first ('asa result sign --job ID --result FILE --out body.json') and post that body")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(sub); err != nil {
		if isVerificationDocument(body) {
			return unsigned()
		}
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return apiErr(http.StatusBadRequest, wire.CodeInvalidField, "field %q must be %s, got JSON %s", te.Field, te.Type, te.Value)
		}
		return apiErr(http.StatusBadRequest, wire.CodeMalformedJSON, "body is not valid JSON: %v", err)
	}
	if dec.More() {
		return apiErr(http.StatusBadRequest, wire.CodeMalformedJSON, "body has trailing data after the JSON object")
	}
	if sub.Signature == "" && isVerificationDocument(body) {
		return unsigned()
	}
	return nil
}

func (s *Server) getJob(w http.ResponseWriter, r *http.Request) {
	id, ok := jobIDParam(w, r)
	if !ok {
		return
	}
	viewer, ok := s.viewer(w, r)
	if !ok {
		return
	}
	resp, err := s.jobResponse(r.Context(), id, viewer)
	if err != nil {
		writeError(w, err)
		return
	}
	resp.Chain = s.chainView()
	if viewer != nil {
		w.Header().Set("Cache-Control", "private, no-store")
	}
	writeJSON(w, http.StatusOK, resp)
}

// jobResponse is job id's view as viewer (nil: not signed in) may see it.
func (s *Server) jobResponse(ctx context.Context, id uint64, viewer *common.Address) (*wire.JobResponse, error) {
	// The job and its timeline from one snapshot: a status never trails the events shown with it.
	j, events, err := s.Store.JobWithEvents(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, apiErr(http.StatusNotFound, wire.CodeUnknownJob, "job %d is not known to this daemon's escrow (yet)", id)
	}
	if err != nil {
		return nil, unavailable(err)
	}
	resp := s.viewJob(j)
	var (
		settled    *bindings.AsaEscrowJobSettled
		collateral *bindings.AsaEscrowCollateralSettled
	)
	for _, ev := range events {
		args, err := indexer.Args(ev)
		if err != nil {
			return nil, fmt.Errorf("render event %s of job %d: %w", ev.Name, id, err)
		}
		resp.Events = append(resp.Events, wire.EventView{Name: ev.Name, Block: ev.BlockNumber, Time: ev.BlockTime, TxHash: ev.TxHash.Hex(), Args: args})
		if typedEv, err := indexer.DecodeEvent(ev); err == nil {
			switch e := typedEv.(type) {
			case *bindings.AsaEscrowJobSettled:
				settled = e
			case *bindings.AsaEscrowCollateralSettled:
				collateral = e
			}
		}
	}
	resp.Payouts = payouts(settled, collateral)
	if collateral != nil && resp.Collateral != nil {
		// The settlement's own event says what the collateral came to (the same snapshot as the job row).
		resp.Collateral.Kept, resp.Collateral.Slashed = collateral.Kept.String(), collateral.Slashed.String()
	}
	results, err := s.Store.ResultsForJob(ctx, id)
	if err != nil {
		return nil, unavailable(err)
	}
	for _, rs := range results {
		v := wire.ResultView{ID: rs.ID, Evaluator: rs.Evaluator, Score: rs.Score, Status: string(rs.Status), Reason: rs.Reason,
			EvidenceHash: rs.EvidenceHash.Hex(), Document: rs.Document}
		if rs.RelayTx != (common.Hash{}) {
			v.RelayTx = rs.RelayTx.Hex()
		}
		resp.Results = append(resp.Results, v)
	}
	if resp.Results == nil {
		resp.Results = []wire.ResultView{}
	}
	fr, ok, err := s.Store.FundingReceiptOf(ctx, id, store.ReceiptBudget)
	if err != nil {
		return nil, unavailable(err)
	}
	if ok {
		var r offerreceipt.FundingReceipt
		if err := json.Unmarshal(fr.Receipt, &r); err != nil {
			return nil, fmt.Errorf("stored funding receipt of job %d: %w", id, err)
		}
		resp.FundingReceipt = &r
	}
	if resp.PoolDraws, err = s.poolDraws(ctx, j); err != nil {
		return nil, unavailable(err)
	}
	acc, err := s.access(ctx, j, viewer)
	if err != nil {
		return nil, err
	}
	if acc.agreement != nil {
		var pc wire.PriceCheckView
		if err := json.Unmarshal(acc.agreement.PriceCheck, &pc); err != nil {
			return nil, fmt.Errorf("stored price check of job %d: %w", id, err)
		}
		resp.PriceCheck = &pc
		if len(acc.agreement.Agents) > 0 {
			if err := json.Unmarshal(acc.agreement.Agents, &resp.Agents); err != nil {
				return nil, fmt.Errorf("stored agents of job %d: %w", id, err)
			}
		}
	}
	redact(resp, acc)
	return resp, nil
}

// payouts is a settled job's payouts from its JobSettled and, with collateral, CollateralSettled events
// (nil before settlement).
func payouts(settled *bindings.AsaEscrowJobSettled, collateral *bindings.AsaEscrowCollateralSettled) map[string]string {
	if settled == nil {
		return nil
	}
	out := map[string]string{"provider": settled.ProviderAmount.String(), "client": settled.ClientAmount.String(), "fee": settled.Fee.String()}
	if collateral != nil {
		out["collateralKept"], out["collateralSlashed"] = collateral.Kept.String(), collateral.Slashed.String()
		out["providerTotal"] = new(big.Int).Add(settled.ProviderAmount, collateral.Kept).String()
		out["clientTotal"] = new(big.Int).Add(settled.ClientAmount, collateral.Slashed).String()
	}
	return out
}

func (s *Server) viewJob(j store.Job) *wire.JobResponse {
	resp := &wire.JobResponse{
		ID: strconv.FormatUint(j.ID, 10), Status: j.Status.String(),
		Client: j.Client, Provider: j.Provider, Evaluators: j.Evaluators, Quorum: j.Quorum,
		Budget: bigString(j.Budget), TermsID: j.TermsID, Terms: j.Terms, ExpiredAt: j.ExpiredAt,
		Deadline: j.Deadline, SubmittedAt: j.SubmittedAt, BackupActive: j.BackupActive, BudgetFunded: j.BudgetFunded,
		AgreementID: j.AgreementID,
	}
	if j.TermsID != 0 {
		resp.Acceptance = &wire.AcceptanceView{Required: j.AcceptanceRequired, Accepted: j.Accepted}
		if j.AgreementHash != (common.Hash{}) {
			resp.Acceptance.AgreementHash = j.AgreementHash.Hex()
		}
		if j.AcceptanceRequired {
			resp.Acceptance.Nonce = strconv.FormatUint(j.AcceptanceNonce, 10)
		}
	}
	if j.Collateral != nil && j.Collateral.Sign() > 0 {
		resp.Collateral = &wire.CollateralView{Required: j.Collateral.String(), Posted: bigString(j.CollateralPosted),
			Kept: bigString(j.CollateralKept), Slashed: bigString(j.CollateralSlashed),
			Deposit: escrow.CollateralAddress(s.Escrow, new(big.Int).SetUint64(j.ID))}
	}
	if st, err := settlement.AgreementStateOf(j.Status); err == nil {
		resp.ASAState = st.String()
	}
	if j.TermsID != 0 {
		resp.TermsHash = j.TermsHash.Hex()
	}
	if j.Deliverable != (common.Hash{}) {
		resp.Deliverable = j.Deliverable.Hex()
	}
	if j.Status == settlement.JobVerified || j.Score != 0 {
		sc := j.Score
		resp.Score = &sc
	}
	return resp
}

func bigString(b *big.Int) string {
	if b == nil {
		return "0"
	}
	return b.String()
}

// listJobs is GET /v1/jobs: a page of jobs, newest first, filtered by party and state; nextBefore is the
// cursor of the next page (absent on the last one).
func (s *Server) listJobs(w http.ResponseWriter, r *http.Request) {
	viewer, ok := s.viewer(w, r)
	if !ok {
		return
	}
	q, err := jobQuery(r)
	if err != nil {
		writeError(w, err)
		return
	}
	jobs, err := s.Store.ListJobs(r.Context(), q)
	if err != nil {
		writeError(w, unavailable(fmt.Errorf("list jobs: %w", err)))
		return
	}
	out := wire.JobList{Jobs: make([]wire.JobResponse, 0, len(jobs)), Chain: s.chainView(), Viewer: viewer}
	for _, j := range jobs {
		v := s.viewJob(j)
		v.Results, v.Events = []wire.ResultView{}, []wire.EventView{}
		acc, err := s.access(r.Context(), j, viewer)
		if err != nil {
			writeError(w, err)
			return
		}
		redact(v, acc)
		out.Jobs = append(out.Jobs, *v)
	}
	if len(jobs) == q.Limit {
		out.NextBefore = strconv.FormatUint(jobs[len(jobs)-1].ID, 10)
	}
	if viewer != nil {
		w.Header().Set("Cache-Control", "private, no-store")
	}
	writeJSON(w, http.StatusOK, out)
}

// jobQuery reads GET /v1/jobs's query: party (0x address), state (comma-separated on-chain states),
// before (a job id: the cursor) and limit (1..1000, default 100).
func jobQuery(r *http.Request) (store.JobQuery, error) {
	q := store.JobQuery{Limit: 100}
	v := r.URL.Query()
	if party := v.Get("party"); party != "" {
		if !common.IsHexAddress(party) {
			return q, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "query parameter party must be a 0x address, got %q", party)
		}
		a := common.HexToAddress(party)
		q.Party = &a
	}
	if states := v.Get("state"); states != "" {
		for _, name := range strings.Split(states, ",") {
			st, ok := jobStatusNamed(strings.TrimSpace(name))
			if !ok {
				return q, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "query parameter state: %q is not a job state (Open, Funded, Submitted, Verified, Disputed, Completed, Rejected, Expired)", name)
			}
			q.Statuses = append(q.Statuses, st)
		}
	}
	if before := v.Get("before"); before != "" {
		n, err := strconv.ParseUint(before, 10, 63)
		if err != nil || n == 0 {
			return q, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "query parameter before must be a job id (the nextBefore of the previous page), got %q", before)
		}
		q.Before = n
	}
	if l := v.Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 1 || n > 1000 {
			return q, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "limit must be 1..1000, got %q", l)
		}
		q.Limit = n
	}
	return q, nil
}

// jobStatusNamed is the on-chain state called name (any case).
func jobStatusNamed(name string) (settlement.JobStatus, bool) {
	for st := settlement.JobOpen; st.Valid(); st++ {
		if strings.EqualFold(st.String(), name) {
			return st, true
		}
	}
	return 0, false
}

// chainView is the chain the daemon follows, its head time and its explorer (nil head time when the
// node cannot be asked: the view still names the chain).
func (s *Server) chainView() *wire.ChainView {
	v := &wire.ChainView{ID: s.ChainID, Explorer: s.Explorer}
	if s.Ledger != (common.Address{}) {
		l := s.Ledger
		v.Ledger = &l
	}
	if s.ChainTime != nil {
		if t, err := s.ChainTime(); err == nil {
			v.HeadTime = uint64(t.Unix())
		}
	}
	return v
}

func backupEvaluator(rec store.TermsRecord) (common.Address, error) {
	t, err := indexer.TermsOf(rec)
	if err != nil {
		return common.Address{}, err
	}
	return common.HexToAddress(t.BackupEvaluator), nil
}

// holdsForBackup reports whether the terms hand a silent job to the backup evaluator.
func holdsForBackup(rec store.TermsRecord) bool {
	t, err := indexer.TermsOf(rec)
	return err == nil && settlement.Action(t.SilenceAction) == settlement.ActionHoldForBackupEvaluator
}
