package paywall

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/asa-escrow/asa/x402"
)

// X402ExtensionURI is the A2A x402 payments extension v0.2 the agent implements (standalone flow).
const X402ExtensionURI = "https://github.com/google-agentic-commerce/a2a-x402/blob/main/spec/v0.2"

// A2A x402 extension metadata keys and payment statuses.
const (
	MetaStatus   = "x402.payment.status"
	MetaRequired = "x402.payment.required"
	MetaPayload  = "x402.payment.payload"
	MetaReceipts = "x402.payment.receipts"
	MetaError    = "x402.payment.error"
	// MetaJobID names the job to fund in the first message's metadata (decimal string or number).
	MetaJobID = "asa.jobId"

	StatusPaymentRequired  = "payment-required"
	StatusPaymentSubmitted = "payment-submitted"
	StatusPaymentVerified  = "payment-verified"
	StatusPaymentCompleted = "payment-completed"
	StatusPaymentRejected  = "payment-rejected"
	StatusPaymentFailed    = "payment-failed"
)

// A2A 1.0 task states (protocol JSON enum names).
const (
	stateWorking       = "TASK_STATE_WORKING"
	stateCompleted     = "TASK_STATE_COMPLETED"
	stateFailed        = "TASK_STATE_FAILED"
	stateCanceled      = "TASK_STATE_CANCELED"
	stateInputRequired = "TASK_STATE_INPUT_REQUIRED"
	stateRejected      = "TASK_STATE_REJECTED"
)

// SkillFundJob is the id of the agent's only skill.
const SkillFundJob = "fund-escrow-job"

// JSON-RPC and A2A error codes.
const (
	rpcParseError     = -32700
	rpcInvalidRequest = -32600
	rpcMethodNotFound = -32601
	rpcInvalidParams  = -32602
	rpcInternal       = -32603
	rpcTaskNotFound   = -32001
	rpcUnsupported    = -32004
)

// maxTasks bounds the tasks kept in memory; the oldest are forgotten first. Funding itself is
// idempotent on chain and in the settlement store, so a forgotten task never funds twice.
const maxTasks = 10_000

// Part is an A2A 1.0 message part (text or data).
type Part struct {
	Text     *string        `json:"text,omitempty"`
	Data     any            `json:"data,omitempty"`
	Metadata map[string]any `json:"metadata,omitempty"`
}

// Message is an A2A 1.0 message.
type Message struct {
	MessageID string         `json:"messageId"`
	ContextID string         `json:"contextId,omitempty"`
	TaskID    string         `json:"taskId,omitempty"`
	Role      string         `json:"role"`
	Parts     []Part         `json:"parts"`
	Metadata  map[string]any `json:"metadata,omitempty"`
}

// TaskStatus is an A2A 1.0 task status.
type TaskStatus struct {
	State     string   `json:"state"`
	Message   *Message `json:"message,omitempty"`
	Timestamp string   `json:"timestamp"`
}

// Artifact is an A2A 1.0 artifact.
type Artifact struct {
	ArtifactID string `json:"artifactId"`
	Name       string `json:"name,omitempty"`
	Parts      []Part `json:"parts"`
}

// Task is an A2A 1.0 task.
type Task struct {
	ID        string     `json:"id"`
	ContextID string     `json:"contextId"`
	Status    TaskStatus `json:"status"`
	Artifacts []Artifact `json:"artifacts,omitempty"`
	History   []Message  `json:"history,omitempty"`
}

type task struct {
	mu       sync.Mutex
	t        Task
	jobID    uint64
	receipts []x402.SettleResponse
}

type agent struct {
	p         *Paywall
	mu        sync.Mutex
	tasks     map[string]*task
	byMessage map[string]string // messageId -> task id: a retried message never acts twice
	order     []string
}

func newAgent(p *Paywall) *agent {
	return &agent{p: p, tasks: map[string]*task{}, byMessage: map[string]string{}}
}

func (a *agent) baseURL(r *http.Request) string {
	if u := strings.TrimRight(a.p.deps.PublicURL, "/"); u != "" {
		return u
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// serveCard answers GET /.well-known/agent-card.json.
func (a *agent) serveCard(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-cache")
	writeJSON(w, http.StatusOK, a.card(a.baseURL(r)))
}

func (a *agent) card(base string) map[string]any {
	url := base + "/a2a"
	return map[string]any{
		"protocolVersion": "1.0.1",
		"name":            "ASA escrow daemon",
		"description":     "Funds open ASA escrow jobs from the job client's x402 (EIP-3009) payment authorization. Does not evaluate or release work.",
		"url":             url,
		"supportedInterfaces": []map[string]any{
			{"url": url, "protocolBinding": "JSONRPC", "protocolVersion": "1.0"},
		},
		"version":  "1.0.0",
		"provider": map[string]any{"organization": "ASA escrow", "url": base},
		"capabilities": map[string]any{
			"streaming": false, "pushNotifications": false,
			"extensions": []map[string]any{{
				"uri":         X402ExtensionURI,
				"description": "x402 payments (standalone flow): the budget of an escrow job is paid with an exact EIP-3009 authorization and settled on chain by escrow.fundWithAuthorization.",
				"required":    true,
				"params": map[string]any{
					"network": x402.CAIP2(a.p.deps.ChainID), "asset": a.p.deps.Token.Hex(), "payTo": a.p.deps.Escrow.Hex(),
				},
			}},
		},
		"defaultInputModes":  []string{"application/json", "text/plain"},
		"defaultOutputModes": []string{"application/json"},
		"skills": []map[string]any{{
			"id":   SkillFundJob,
			"name": "Fund escrow job",
			"description": "Funds an open escrow job with its budget. Send the job id (metadata asa.jobId, a data part {jobId} or the number in text); " +
				"the task asks for payment (input-required, x402.payment.required); answer with x402.payment.payload from the job's client. " +
				"Moves money and cannot be undone by this agent; a retried message (same messageId) never funds twice and a job is funded at most once.",
			"tags":        []string{"chofam:kind/action", "chofam:effect/irreversible", "chofam:scope/party", "x402", "escrow"},
			"examples":    []string{"fund job 42"},
			"inputModes":  []string{"application/json", "text/plain"},
			"outputModes": []string{"application/json"},
		}},
	}
}

type rpcRequest struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

func (e *rpcError) Error() string { return e.Message }

type rpcResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

// serveRPC answers POST /a2a (A2A 1.0 JSON-RPC binding: SendMessage, GetTask). A client that
// activates the x402 extension (A2A-Extensions, or X-A2A-Extensions of earlier drafts) gets it
// echoed as activated.
func (a *agent) serveRPC(w http.ResponseWriter, r *http.Request) {
	for _, h := range []string{"A2A-Extensions", "X-A2A-Extensions"} {
		if strings.Contains(r.Header.Get(h), X402ExtensionURI) {
			w.Header().Set(h, X402ExtensionURI)
		}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 256<<10))
	if err != nil {
		writeJSON(w, http.StatusOK, rpcResponse{JSONRPC: "2.0", ID: json.RawMessage("null"), Error: &rpcError{Code: rpcParseError, Message: "read request: " + err.Error()}})
		return
	}
	var req rpcRequest
	if err := json.Unmarshal(body, &req); err != nil {
		writeJSON(w, http.StatusOK, rpcResponse{JSONRPC: "2.0", ID: json.RawMessage("null"), Error: &rpcError{Code: rpcParseError, Message: "request is not JSON: " + err.Error()}})
		return
	}
	if len(req.ID) == 0 {
		req.ID = json.RawMessage("null")
	}
	if req.JSONRPC != "2.0" || req.Method == "" {
		writeJSON(w, http.StatusOK, rpcResponse{JSONRPC: "2.0", ID: req.ID, Error: &rpcError{Code: rpcInvalidRequest, Message: `not a JSON-RPC 2.0 request (jsonrpc "2.0" and method are required)`}})
		return
	}
	var result any
	switch req.Method {
	case "SendMessage":
		result, err = a.sendMessage(r, req.Params)
	case "GetTask":
		result, err = a.getTask(r.Context(), req.Params)
	default:
		err = &rpcError{Code: rpcMethodNotFound, Message: fmt.Sprintf("method %q is not supported (SendMessage, GetTask)", req.Method)}
	}
	resp := rpcResponse{JSONRPC: "2.0", ID: req.ID, Result: result}
	if err != nil {
		var re *rpcError
		if !errors.As(err, &re) {
			a.p.log.Error("a2a", "method", req.Method, "err", err)
			re = &rpcError{Code: rpcInternal, Message: "internal error: the chain or settlement store did not answer"}
		}
		resp.Result, resp.Error = nil, re
	}
	writeJSON(w, http.StatusOK, resp)
}

func newID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func now() string { return time.Now().UTC().Format(time.RFC3339Nano) }

func text(s string) Part { return Part{Text: &s} }

func (a *agent) sendMessage(r *http.Request, raw json.RawMessage) (any, error) {
	var params struct {
		Message *Message `json:"message"`
	}
	if err := json.Unmarshal(raw, &params); err != nil || params.Message == nil {
		return nil, &rpcError{Code: rpcInvalidParams, Message: "params.message is required"}
	}
	m := *params.Message
	if m.MessageID == "" {
		return nil, &rpcError{Code: rpcInvalidParams, Message: "message.messageId is required"}
	}
	if m.Role != "ROLE_USER" && m.Role != "user" {
		return nil, &rpcError{Code: rpcInvalidParams, Message: fmt.Sprintf("message.role %q: a client sends ROLE_USER", m.Role)}
	}
	a.mu.Lock()
	if id, seen := a.byMessage[m.MessageID]; seen {
		t := a.tasks[id]
		a.mu.Unlock()
		if t == nil {
			return nil, &rpcError{Code: rpcTaskNotFound, Message: "the task of this message was forgotten"}
		}
		t.mu.Lock() // waits for the first delivery to finish
		defer t.mu.Unlock()
		return map[string]any{"task": t.snapshot()}, nil
	}
	var t *task
	if m.TaskID != "" {
		t = a.tasks[m.TaskID]
		if t == nil {
			a.mu.Unlock()
			return nil, &rpcError{Code: rpcTaskNotFound, Message: fmt.Sprintf("task %q not found", m.TaskID)}
		}
	} else {
		ctxID := m.ContextID
		if ctxID == "" {
			ctxID = newID()
		}
		t = &task{t: Task{ID: newID(), ContextID: ctxID, Status: TaskStatus{State: "TASK_STATE_SUBMITTED", Timestamp: now()}}}
		a.tasks[t.t.ID] = t
		a.order = append(a.order, t.t.ID)
		a.evict()
	}
	a.byMessage[m.MessageID] = t.t.ID
	t.mu.Lock()
	a.mu.Unlock()
	defer t.mu.Unlock()
	m.TaskID, m.ContextID = t.t.ID, t.t.ContextID
	t.t.History = append(t.t.History, m)
	var err error
	if len(t.t.History) == 1 {
		err = a.open(r, t, m)
	} else {
		err = a.continueTask(r, t, m)
	}
	if err != nil {
		return nil, err
	}
	return map[string]any{"task": t.snapshot()}, nil
}

// evict forgets the oldest tasks beyond maxTasks (a.mu held).
func (a *agent) evict() {
	for len(a.order) > maxTasks {
		id := a.order[0]
		a.order = a.order[1:]
		delete(a.tasks, id)
		for mid, tid := range a.byMessage {
			if tid == id {
				delete(a.byMessage, mid)
			}
		}
	}
}

func (t *task) snapshot() Task {
	c := t.t
	c.History = append([]Message(nil), t.t.History...)
	c.Artifacts = append([]Artifact(nil), t.t.Artifacts...)
	return c
}

// setStatus moves the task to state with an agent message carrying metadata.
func (t *task) setStatus(state, msg string, meta map[string]any) {
	am := Message{MessageID: newID(), ContextID: t.t.ContextID, TaskID: t.t.ID, Role: "ROLE_AGENT", Parts: []Part{text(msg)}, Metadata: meta}
	t.t.Status = TaskStatus{State: state, Message: &am, Timestamp: now()}
	t.t.History = append(t.t.History, am)
}

var jobNumber = regexp.MustCompile(`\b\d{1,19}\b`)

// jobIDOf finds the job a first message names.
func jobIDOf(m Message) (uint64, bool) {
	parse := func(v any) (uint64, bool) {
		switch x := v.(type) {
		case string:
			n, err := strconv.ParseUint(strings.TrimSpace(x), 10, 64)
			return n, err == nil
		case float64:
			if x >= 0 && x == float64(uint64(x)) {
				return uint64(x), true
			}
		}
		return 0, false
	}
	if v, ok := m.Metadata[MetaJobID]; ok {
		return parse(v)
	}
	for _, p := range m.Parts {
		if d, ok := p.Data.(map[string]any); ok {
			if v, ok := d["jobId"]; ok {
				return parse(v)
			}
		}
	}
	for _, p := range m.Parts {
		if p.Text != nil {
			if s := jobNumber.FindString(*p.Text); s != "" {
				return parse(s)
			}
		}
	}
	return 0, false
}

// open starts a task: it names the job and asks for payment.
func (a *agent) open(r *http.Request, t *task, m Message) error {
	id, ok := jobIDOf(m)
	if !ok {
		t.setStatus(stateRejected, "name the job to fund: metadata asa.jobId, a data part {\"jobId\": ...} or its number in text", nil)
		return nil
	}
	t.jobID = id
	j, err := a.p.loadJob(r.Context(), id)
	if errors.Is(err, errUnknownJob) {
		t.setStatus(stateRejected, fmt.Sprintf("job %d does not exist on the escrow", id), map[string]any{"asa.error": "job_not_found"})
		return nil
	}
	if err != nil {
		return fmt.Errorf("load job %d: %w", id, err)
	}
	if code, why := fundable(j); code != "" {
		t.setStatus(stateRejected, why, map[string]any{"asa.error": code})
		return nil
	}
	pr, err := a.p.PaymentRequired(r.Context(), j, a.p.resource(r, id), "")
	if err != nil {
		return fmt.Errorf("payment requirements of job %d: %w", id, err)
	}
	t.setStatus(stateInputRequired, fmt.Sprintf("payment required: %s atomic units of %s from the job's client %s", j.Budget, a.p.deps.Token.Hex(), j.Client.Hex()),
		map[string]any{MetaStatus: StatusPaymentRequired, MetaRequired: pr})
	return nil
}

// continueTask handles a message on an existing task.
func (a *agent) continueTask(r *http.Request, t *task, m Message) error {
	status, _ := m.Metadata[MetaStatus].(string)
	switch t.t.Status.State {
	case stateInputRequired:
	case stateWorking:
		return a.refresh(r.Context(), t)
	default:
		return &rpcError{Code: rpcUnsupported, Message: fmt.Sprintf("task %s is %s; terminal tasks take no more messages", t.t.ID, t.t.Status.State)}
	}
	switch status {
	case StatusPaymentRejected:
		t.setStatus(stateCanceled, "payment rejected by the client; the job stays unfunded", map[string]any{MetaStatus: StatusPaymentRejected})
		return nil
	case StatusPaymentSubmitted:
	default:
		var meta map[string]any
		if t.t.Status.Message != nil {
			meta = t.t.Status.Message.Metadata
		}
		t.setStatus(stateInputRequired, "payment required: send x402.payment.status payment-submitted with x402.payment.payload", meta)
		return nil
	}
	payload, err := json.Marshal(m.Metadata[MetaPayload])
	if err != nil || string(payload) == "null" {
		a.fail(t, x402.ReasonInvalidPayload, "x402.payment.payload is missing", nil)
		return nil
	}
	var probe struct {
		X402Version int `json:"x402Version"`
	}
	_ = json.Unmarshal(payload, &probe)
	j, err := a.p.loadJob(r.Context(), t.jobID)
	if err != nil {
		return fmt.Errorf("load job %d: %w", t.jobID, err)
	}
	o, err := a.p.fundOnce(r.Context(), ScopeA2A, j, probe.X402Version, payload, a.p.resource(r, t.jobID))
	if err != nil {
		return err
	}
	a.record(t, o)
	return nil
}

// record applies a payment outcome to the task. A funding's receipt (x402.payment.receipts) carries
// the signed funding receipt in its extensions.
func (a *agent) record(t *task, o outcome) {
	switch {
	case o.idRefusal != "":
		o.reason = o.idRefusal
	case o.conflict != "" && o.reason == "":
		o.reason = o.conflict
	}
	switch {
	case o.funded():
		t.receipts = append(t.receipts, *o.receipt)
		t.t.Artifacts = []Artifact{{ArtifactID: "funding-" + t.t.ID, Name: "escrow funding", Parts: []Part{{Data: map[string]any{
			"jobId": strconv.FormatUint(t.jobID, 10), "transaction": o.receipt.Transaction, "network": o.receipt.Network, "payer": o.receipt.Payer,
		}}}}}
		t.setStatus(stateCompleted, fmt.Sprintf("job %d funded in %s", t.jobID, o.receipt.Transaction),
			map[string]any{MetaStatus: StatusPaymentCompleted, MetaReceipts: append([]x402.SettleResponse(nil), t.receipts...)})
	case o.pending():
		t.receipts = append(t.receipts, *o.receipt)
		t.setStatus(stateWorking, fmt.Sprintf("payment verified; funding transaction %s is pending (ask GetTask again)", o.receipt.Transaction),
			map[string]any{MetaStatus: StatusPaymentVerified, MetaReceipts: append([]x402.SettleResponse(nil), t.receipts...)})
	default:
		a.fail(t, o.reason, o.message, o.receipt)
	}
}

func (a *agent) fail(t *task, reason, msg string, receipt *x402.SettleResponse) {
	if receipt == nil {
		receipt = &x402.SettleResponse{ErrorReason: reason, ErrorMessage: msg, Network: x402.CAIP2(a.p.deps.ChainID)}
	}
	t.receipts = append(t.receipts, *receipt)
	text := "payment failed: " + reason
	if msg != "" {
		text += ": " + msg
	}
	t.setStatus(stateFailed, text, map[string]any{MetaStatus: StatusPaymentFailed, MetaError: reason, MetaReceipts: append([]x402.SettleResponse(nil), t.receipts...)})
}

// refresh re-asks the facilitator about a pending funding (it waits on the stored transaction).
func (a *agent) refresh(ctx context.Context, t *task) error {
	var payload []byte
	for i := len(t.t.History) - 1; i >= 0; i-- {
		if s, _ := t.t.History[i].Metadata[MetaStatus].(string); s == StatusPaymentSubmitted && t.t.History[i].Role != "ROLE_AGENT" {
			payload, _ = json.Marshal(t.t.History[i].Metadata[MetaPayload])
			break
		}
	}
	if payload == nil {
		return nil
	}
	var probe struct {
		X402Version int `json:"x402Version"`
	}
	_ = json.Unmarshal(payload, &probe)
	j, err := a.p.loadJob(ctx, t.jobID)
	if err != nil {
		return fmt.Errorf("load job %d: %w", t.jobID, err)
	}
	o, err := a.p.fundOnce(ctx, ScopeA2A, j, probe.X402Version, payload, a.p.resource(nil, t.jobID))
	if err != nil {
		return err
	}
	if o.pending() {
		return nil // still pending: keep the task as is
	}
	a.record(t, o)
	return nil
}

func (a *agent) getTask(ctx context.Context, raw json.RawMessage) (any, error) {
	var params struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(raw, &params); err != nil || params.ID == "" {
		return nil, &rpcError{Code: rpcInvalidParams, Message: "params.id is required"}
	}
	a.mu.Lock()
	t := a.tasks[params.ID]
	a.mu.Unlock()
	if t == nil {
		return nil, &rpcError{Code: rpcTaskNotFound, Message: fmt.Sprintf("task %q not found", params.ID)}
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.t.Status.State == stateWorking {
		if err := a.refresh(ctx, t); err != nil {
			return nil, err
		}
	}
	return t.snapshot(), nil
}
