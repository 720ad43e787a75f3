package paywall

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/x402"
)

// TaskStore is the agent's record (*store.Store): tasks, their messages and their payments.
type TaskStore interface {
	ApplyA2A(ctx context.Context, c *store.A2AChange) error
	A2ATask(ctx context.Context, id string) (store.A2ATask, error)
	A2AHistory(ctx context.Context, id string) ([]store.A2AMessage, error)
	A2AUserMessage(ctx context.Context, caller common.Address, messageID string) (store.A2AMessage, bool, error)
	A2APayments(ctx context.Context, id string) ([]store.A2APayment, error)
	A2ATasks(ctx context.Context, f store.A2ATaskFilter, limit int) ([]store.A2ATask, int, error)
	A2ATasksInState(ctx context.Context, state string, limit int) ([]string, error)
}

// Limits of what a caller sends.
const (
	maxIDLength     = 128 // messageId, taskId, contextId
	defaultPageSize = 50
	maxPageSize     = 100
	// resumeBatch bounds the working tasks the agent resumes at start.
	resumeBatch = 1000
)

// agent is the A2A agent. Its record is the store; in memory it keeps only per-task locks (which order
// the messages of one task within this process) and the settlements it runs in the background.
type agent struct {
	p     *Paywall
	db    TaskStore
	auth  Authenticator
	locks keyedLocks
	now   func() time.Time

	bgCtx  context.Context
	bgStop context.CancelFunc
	bg     sync.WaitGroup
}

func newAgent(p *Paywall, db TaskStore, auth Authenticator) *agent {
	ctx, cancel := context.WithCancel(context.Background())
	return &agent{p: p, db: db, auth: auth, now: time.Now, bgCtx: ctx, bgStop: cancel, locks: keyedLocks{m: map[string]*keyedLock{}}}
}

// keyedLocks are mutexes by key, dropped when nobody holds or waits for them.
type keyedLocks struct {
	mu sync.Mutex
	m  map[string]*keyedLock
}

type keyedLock struct {
	mu   sync.Mutex
	refs int
}

func (k *keyedLocks) entry(key string) *keyedLock {
	k.mu.Lock()
	defer k.mu.Unlock()
	e := k.m[key]
	if e == nil {
		e = &keyedLock{}
		k.m[key] = e
	}
	e.refs++
	return e
}

func (k *keyedLocks) release(key string, e *keyedLock) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if e.refs--; e.refs == 0 {
		delete(k.m, key)
	}
}

// lock locks key and returns its unlock.
func (k *keyedLocks) lock(key string) func() {
	e := k.entry(key)
	e.mu.Lock()
	return func() { e.mu.Unlock(); k.release(key, e) }
}

// tryLock locks key if nobody holds it.
func (k *keyedLocks) tryLock(key string) (func(), bool) {
	e := k.entry(key)
	if !e.mu.TryLock() {
		k.release(key, e)
		return nil, false
	}
	return func() { e.mu.Unlock(); k.release(key, e) }, true
}

func newID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6], b[8] = b[6]&0x0f|0x40, b[8]&0x3f|0x80 // a version 4 UUID
	h := hex.EncodeToString(b[:])
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// timestamp is an A2A timestamp (ISO 8601, UTC, milliseconds).
func timestamp(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000Z") }

type sendConfig struct {
	AcceptedOutputModes        []string        `json:"acceptedOutputModes"`
	TaskPushNotificationConfig json.RawMessage `json:"taskPushNotificationConfig"`
	HistoryLength              *json.Number    `json:"historyLength"`
	ReturnImmediately          bool            `json:"returnImmediately"`
}

type sendRequest struct {
	Tenant        string         `json:"tenant"`
	Message       *Message       `json:"message"`
	Configuration *sendConfig    `json:"configuration"`
	Metadata      map[string]any `json:"metadata"`
}

// historyLimit reads an optional historyLength (nil: all of the history).
func historyLimit(n *json.Number, field string) (*int, error) {
	if n == nil {
		return nil, nil
	}
	v, err := strconv.ParseInt(n.String(), 10, 32)
	if err != nil || v < 0 {
		return nil, invalidParams(field, "%s must be a non-negative integer, got %s", field, n.String())
	}
	l := int(v)
	return &l, nil
}

func checkTenant(tenant string) error {
	if tenant != "" {
		return invalidParams("tenant", "tenant %q: this agent's interface declares no tenant", tenant)
	}
	return nil
}

func checkID(field, v string) error {
	if len(v) > maxIDLength {
		return invalidParams(field, "%s is longer than %d characters", field, maxIDLength)
	}
	for _, r := range v {
		if r < 0x20 || r == 0x7f {
			return invalidParams(field, "%s contains control characters", field)
		}
	}
	return nil
}

// checkMessage validates a caller's message (A2A §4.1.4, §5.7: required fields present, one content
// per part) and puts its data parts into canonical JSON.
func checkMessage(m *Message) error {
	switch {
	case m.MessageID == "":
		return invalidParams("message.messageId", "message.messageId is required")
	case m.Role != "ROLE_USER":
		return invalidParams("message.role", "message.role %q: a client sends ROLE_USER", m.Role)
	case len(m.Parts) == 0:
		return invalidParams("message.parts", "message.parts: at least one part is required")
	}
	for field, v := range map[string]string{"message.messageId": m.MessageID, "message.taskId": m.TaskID, "message.contextId": m.ContextID} {
		if err := checkID(field, v); err != nil {
			return err
		}
	}
	for i := range m.Parts {
		p := &m.Parts[i]
		n := 0
		for _, set := range []bool{p.Text != nil, p.Raw != nil, p.URL != nil, len(p.Data) > 0} {
			if set {
				n++
			}
		}
		field := fmt.Sprintf("message.parts[%d]", i)
		if n != 1 {
			return invalidParams(field, "%s must have exactly one of text, raw, url and data (has %d)", field, n)
		}
		if p.Raw != nil || p.URL != nil {
			return rpcErr(rpcContentTypeNotSupport, "CONTENT_TYPE_NOT_SUPPORTED", "%s is a file; this agent takes text (text/plain) and data (application/json) parts", field)
		}
		if p.MediaType != "" && ((p.Text != nil && p.MediaType != "text/plain") || (len(p.Data) > 0 && p.MediaType != "application/json")) {
			return rpcErr(rpcContentTypeNotSupport, "CONTENT_TYPE_NOT_SUPPORTED", "%s: media type %q is not supported (text/plain, application/json)", field, p.MediaType)
		}
		if len(p.Data) > 0 {
			c, err := canonicalJSON(p.Data)
			if err != nil {
				return invalidParams(field+".data", "%s.data: %v", field, err)
			}
			p.Data = c
		}
	}
	return nil
}

// sendMessage is SendMessage. A message is known by (caller, messageId): the same message again answers
// the task it went to and changes nothing; the same messageId with other content is refused.
func (a *agent) sendMessage(ctx context.Context, caller common.Address, raw json.RawMessage) (any, error) {
	var req sendRequest
	if err := decodeParams(raw, &req, "SendMessage"); err != nil {
		return nil, err
	}
	if err := checkTenant(req.Tenant); err != nil {
		return nil, err
	}
	if req.Message == nil {
		return nil, invalidParams("message", "params.message is required")
	}
	cfg := req.Configuration
	if cfg == nil {
		cfg = &sendConfig{}
	}
	if p := strings.TrimSpace(string(cfg.TaskPushNotificationConfig)); p != "" && p != "null" && p != "{}" {
		return nil, rpcErr(rpcPushNotSupported, "PUSH_NOTIFICATION_NOT_SUPPORTED", "configuration.taskPushNotificationConfig: this agent sends no push notifications; poll with GetTask")
	}
	history, err := historyLimit(cfg.HistoryLength, "configuration.historyLength")
	if err != nil {
		return nil, err
	}
	m := *req.Message
	if err := checkMessage(&m); err != nil {
		return nil, err
	}
	call := &call{caller: caller, msg: m, digest: m.digest(), history: history, async: cfg.ReturnImmediately}
	prior, ok, err := a.db.A2AUserMessage(ctx, caller, m.MessageID)
	if err != nil {
		return nil, err
	}
	if ok {
		return a.retried(ctx, call, prior)
	}
	// A new message is stored: it costs its caller's quotas first (a retry above stores nothing).
	if err := a.charge(ctx, call); err != nil {
		return nil, err
	}
	if m.TaskID == "" {
		return a.open(ctx, call)
	}
	return a.continueTask(ctx, call)
}

// charge spends the quotas a new message costs: its stored bytes for the signed-in address and for the
// network client (whatever address it signed in with), and a task when it opens one. An *quota.Exceeded
// is answered 429 with Retry-After.
func (a *agent) charge(ctx context.Context, c *call) error {
	q := a.p.deps.Quotas
	if q == nil {
		return nil
	}
	n := len(c.userRecord(&store.A2ATask{}).Message)
	if err := q.AllowKey(quota.A2AMessageBytes, quota.AddressKey(c.caller), n); err != nil {
		return err
	}
	if err := q.AllowKey(quota.A2AClientBytes, quota.ClientOf(ctx), n); err != nil {
		return err
	}
	if c.msg.TaskID == "" {
		return q.AllowKey(quota.A2ATasks, quota.AddressKey(c.caller), 1)
	}
	return nil
}

// call is one SendMessage being answered.
type call struct {
	caller  common.Address
	msg     Message
	digest  [32]byte
	history *int
	async   bool // configuration.returnImmediately
}

// userRecord is the stored form of the caller's message in task t.
func (c *call) userRecord(t *store.A2ATask) store.A2AMessage {
	m := c.msg
	m.TaskID, m.ContextID = t.ID, t.ContextID
	body, _ := json.Marshal(m)
	return store.A2AMessage{TaskID: t.ID, Role: store.A2ARoleUser, MessageID: m.MessageID, Caller: c.caller, Digest: c.digest, Message: body}
}

// setStatus moves task t to state with an agent message carrying meta, and returns that message's record.
func (a *agent) setStatus(t *store.A2ATask, state, msg string, meta map[string]any) store.A2AMessage {
	am := Message{MessageID: newID(), ContextID: t.ContextID, TaskID: t.ID, Role: "ROLE_AGENT", Parts: []Part{text(msg)}, Metadata: meta}
	status, _ := json.Marshal(TaskStatus{State: state, Message: &am, Timestamp: timestamp(a.now())})
	body, _ := json.Marshal(am)
	t.State, t.Status = state, status
	return store.A2AMessage{TaskID: t.ID, Role: store.A2ARoleAgent, MessageID: am.MessageID, Caller: t.Caller, Message: body}
}

// retried answers a message the caller sent before: the task it went to, as it is now (after the first
// delivery finished), provided the content is the same.
func (a *agent) retried(ctx context.Context, c *call, prior store.A2AMessage) (any, error) {
	if prior.Digest != c.digest {
		return nil, invalidParams("message.messageId", "messageId %q was used before by this caller for a different message (task %s): a retry repeats the message exactly; a new message needs a new messageId",
			c.msg.MessageID, prior.TaskID)
	}
	unlock := a.locks.lock(prior.TaskID) // waits for the first delivery to finish
	defer unlock()
	t, err := a.db.A2ATask(ctx, prior.TaskID)
	if err != nil {
		return nil, err
	}
	if t.State == StateWorking {
		if c.async {
			a.background(t.ID)
		} else if err := a.refreshLocked(ctx, &t); err != nil {
			a.p.log.Warn("a2a: resume the payment of a retried message", "task", t.ID, "err", err)
		}
	}
	return a.respond(ctx, t, c.history)
}

// respond is SendMessage's result: the task.
func (a *agent) respond(ctx context.Context, t store.A2ATask, history *int) (any, error) {
	v, err := a.view(ctx, t, history, true)
	if err != nil {
		return nil, err
	}
	return map[string]any{"task": v}, nil
}

// view is the task as A2A shows it: status, artifacts and history (the last *history messages).
func (a *agent) view(ctx context.Context, t store.A2ATask, history *int, artifacts bool) (Task, error) {
	v := Task{ID: t.ID, ContextID: t.ContextID}
	if err := json.Unmarshal(t.Status, &v.Status); err != nil {
		return Task{}, fmt.Errorf("task %s: stored status: %w", t.ID, err)
	}
	if artifacts && len(t.Artifacts) > 0 {
		if err := json.Unmarshal(t.Artifacts, &v.Artifacts); err != nil {
			return Task{}, fmt.Errorf("task %s: stored artifacts: %w", t.ID, err)
		}
	}
	if t.JobID != 0 {
		v.Metadata = map[string]any{MetaJobID: strconv.FormatUint(t.JobID, 10)}
	}
	if history != nil && *history == 0 {
		return v, nil
	}
	msgs, err := a.db.A2AHistory(ctx, t.ID)
	if err != nil {
		return Task{}, err
	}
	if history != nil && len(msgs) > *history {
		msgs = msgs[len(msgs)-*history:]
	}
	for _, m := range msgs {
		var hm Message
		if err := json.Unmarshal(m.Message, &hm); err != nil {
			return Task{}, fmt.Errorf("task %s: stored message %d: %w", t.ID, m.Seq, err)
		}
		v.History = append(v.History, hm)
	}
	return v, nil
}

// open starts a task from a message without taskId: it names the job and asks for payment, or refuses.
// Nothing is recorded when the chain cannot be read (the caller retries the same message).
func (a *agent) open(ctx context.Context, c *call) (any, error) {
	t := store.A2ATask{ID: newID(), ContextID: c.msg.ContextID, Caller: c.caller}
	if t.ContextID == "" {
		t.ContextID = newID()
	}
	var state, msg string
	var meta map[string]any
	id, named, nameErr := jobIDOf(c.msg)
	switch {
	case !named:
		state, msg = StateRejected, `name the job to fund: metadata asa.jobId, a data part {"jobId": ...} or "fund job N" in text`
		meta = map[string]any{"asa.error": "job_not_named"}
	case nameErr != nil:
		state, msg, meta = StateRejected, nameErr.Error(), map[string]any{"asa.error": "bad_job_id"}
	default:
		t.JobID = id
		j, err := a.p.loadJob(ctx, id)
		switch {
		case errors.Is(err, errUnknownJob):
			state, msg, meta = StateRejected, fmt.Sprintf("job %d does not exist on the escrow", id), map[string]any{"asa.error": "job_not_found"}
		case err != nil:
			return nil, fmt.Errorf("load job %d: %w", id, err)
		default:
			if code, why := fundable(j); code != "" {
				state, msg, meta = StateRejected, why, map[string]any{"asa.error": code}
			} else {
				pr, err := a.p.PaymentRequired(ctx, j, a.p.resource(id), "")
				if err != nil {
					return nil, fmt.Errorf("payment requirements of job %d: %w", id, err)
				}
				state = StateInputRequired
				msg = fmt.Sprintf("payment required: %s atomic units of %s from the job's client %s, to job %d's deposit address", j.Budget, a.p.deps.Token.Hex(), j.Client.Hex(), id)
				meta = map[string]any{MetaStatus: StatusPaymentRequired, MetaRequired: pr}
			}
		}
	}
	user := c.userRecord(&t)
	reply := a.setStatus(&t, state, msg, meta)
	err := a.db.ApplyA2A(ctx, &store.A2AChange{NewTask: &t, Messages: []store.A2AMessage{user, reply}})
	if errors.Is(err, store.ErrDuplicate) {
		return a.retryAfterRace(ctx, c)
	}
	if err != nil {
		return nil, err
	}
	return a.respond(ctx, t, c.history)
}

// retryAfterRace answers a message whose retry key another delivery of it stored first.
func (a *agent) retryAfterRace(ctx context.Context, c *call) (any, error) {
	prior, ok, err := a.db.A2AUserMessage(ctx, c.caller, c.msg.MessageID)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("message %q: stored as a duplicate but not found", c.msg.MessageID)
	}
	return a.retried(ctx, c, prior)
}

// loadOwn reads task id for caller: a task of another caller is not found (nothing about it is revealed).
func (a *agent) loadOwn(ctx context.Context, caller common.Address, id string) (store.A2ATask, error) {
	t, err := a.db.A2ATask(ctx, id)
	if errors.Is(err, store.ErrNotFound) || (err == nil && t.Caller != caller) {
		return store.A2ATask{}, taskNotFound(id)
	}
	return t, err
}

// continueTask handles a message to an existing task. Everything that refuses the message is checked
// before anything is recorded.
func (a *agent) continueTask(ctx context.Context, c *call) (any, error) {
	unlock := a.locks.lock(c.msg.TaskID)
	locked := true
	defer func() {
		if locked {
			unlock()
		}
	}()
	// Another delivery of this message may have been recorded while we waited for the lock.
	if prior, ok, err := a.db.A2AUserMessage(ctx, c.caller, c.msg.MessageID); err != nil {
		return nil, err
	} else if ok {
		unlock()
		locked = false
		return a.retried(ctx, c, prior)
	}
	t, err := a.loadOwn(ctx, c.caller, c.msg.TaskID)
	if err != nil {
		return nil, err
	}
	if c.msg.ContextID != "" && c.msg.ContextID != t.ContextID {
		return nil, invalidParams("message.contextId", "task %s belongs to context %q, not %q", t.ID, t.ContextID, c.msg.ContextID)
	}
	if terminal(t.State) {
		return nil, rpcErr(rpcUnsupported, "UNSUPPORTED_OPERATION", "task %s is %s; a terminal task takes no more messages (nothing was recorded); start a new task", t.ID, t.State)
	}
	if id, named, err := jobIDOf(c.msg); named && (err != nil || id != t.JobID) {
		return nil, invalidParams("message", "task %s funds job %d; this message names another job: start a new task (no taskId) for it (nothing was recorded)", t.ID, t.JobID)
	}
	if t.State != StateInputRequired {
		return nil, rpcErr(rpcUnsupported, "UNSUPPORTED_OPERATION", "task %s is %s: its payment is being settled; ask GetTask for the outcome (nothing was recorded)", t.ID, t.State)
	}
	status, _ := c.msg.Metadata[MetaStatus].(string)
	switch status {
	case StatusPaymentSubmitted:
		return a.submit(ctx, c, &t)
	case StatusPaymentRejected:
		user := c.userRecord(&t)
		reply := a.setStatus(&t, StateCanceled, "payment rejected by the client; the job stays unfunded", map[string]any{MetaStatus: StatusPaymentRejected})
		if err := a.db.ApplyA2A(ctx, &store.A2AChange{Task: &t, Messages: []store.A2AMessage{user, reply}}); err != nil {
			return a.afterApplyError(ctx, c, err)
		}
		return a.respond(ctx, t, c.history)
	default:
		var cur TaskStatus
		_ = json.Unmarshal(t.Status, &cur)
		var meta map[string]any
		if cur.Message != nil {
			meta = cur.Message.Metadata
		}
		user := c.userRecord(&t)
		reply := a.setStatus(&t, StateInputRequired, "payment required: send x402.payment.status payment-submitted with x402.payment.payload", meta)
		if err := a.db.ApplyA2A(ctx, &store.A2AChange{Task: &t, Messages: []store.A2AMessage{user, reply}}); err != nil {
			return a.afterApplyError(ctx, c, err)
		}
		return a.respond(ctx, t, c.history)
	}
}

// afterApplyError answers a change that was not stored: a duplicate retry key is a concurrent delivery
// of the same message (answered as a retry), anything else an error.
func (a *agent) afterApplyError(ctx context.Context, c *call, err error) (any, error) {
	if errors.Is(err, store.ErrDuplicate) {
		return a.retryAfterRace(ctx, c)
	}
	return nil, err
}

// submit records a submitted payment (before anything is settled: a crash afterwards leaves a record
// to resume from), then settles it, or leaves that to the background with returnImmediately.
func (a *agent) submit(ctx context.Context, c *call, t *store.A2ATask) (any, error) {
	user := c.userRecord(t)
	pay := store.A2APayment{TaskID: t.ID, MessageID: c.msg.MessageID, JobID: t.JobID, Status: store.A2APaymentSubmitted}
	var bad outcome
	if raw, ok := c.msg.Metadata[MetaPayload]; !ok || raw == nil {
		pay.Payload = json.RawMessage("null")
		bad = rejected(x402.ReasonInvalidPayload, "x402.payment.payload is missing")
	} else {
		pay.Payload, _ = json.Marshal(raw)
		pay.Payer, bad = decodePayment(payloadVersion(pay.Payload), pay.Payload)
	}
	if bad.reason != "" {
		// Refused before settling: the message, the payment and its failure are one record.
		pay.Status, pay.Reason, pay.Detail = store.A2APaymentFailed, bad.reason, bad.message
		reply, err := a.outcomeStatus(ctx, t, pay, bad)
		if err != nil {
			return nil, err
		}
		if err := a.db.ApplyA2A(ctx, &store.A2AChange{Task: t, Messages: []store.A2AMessage{user, reply}, Payments: []store.A2APayment{pay}}); err != nil {
			return a.afterApplyError(ctx, c, err)
		}
		a.p.log.Info("a2a payment refused", "task", t.ID, "job", t.JobID, "caller", c.caller, "reason", bad.reason)
		return a.respond(ctx, *t, c.history)
	}
	reply := a.setStatus(t, StateWorking, fmt.Sprintf("payment from %s received; settling it on chain", pay.Payer.Hex()), map[string]any{MetaStatus: StatusPaymentSubmitted})
	ch := &store.A2AChange{Task: t, Messages: []store.A2AMessage{user, reply}, Payments: []store.A2APayment{pay}}
	if err := a.db.ApplyA2A(ctx, ch); err != nil {
		return a.afterApplyError(ctx, c, err)
	}
	a.p.log.Info("a2a payment submitted", "task", t.ID, "job", t.JobID, "caller", c.caller, "payer", pay.Payer)
	if c.async {
		a.background(t.ID)
		return a.respond(ctx, *t, c.history)
	}
	if err := a.settle(ctx, t, ch.Payments[0]); err != nil {
		// Recorded as submitted: a retry of the message, GetTask or the next start resumes it.
		a.p.log.Warn("a2a: settle a submitted payment", "task", t.ID, "err", err)
	}
	return a.respond(ctx, *t, c.history)
}

func payloadVersion(payload []byte) int {
	var probe struct {
		X402Version int `json:"x402Version"`
	}
	_ = json.Unmarshal(payload, &probe)
	return probe.X402Version
}

// settle settles payment pay of task t (whose lock the caller holds) and records the outcome. A job that
// can no longer be funded is asked about this very authorization (a retry after the funding, or a payment
// the facilitator settled before a crash), never paid again. An error leaves the record as it was.
func (a *agent) settle(ctx context.Context, t *store.A2ATask, pay store.A2APayment) error {
	j, err := a.p.loadJob(ctx, t.JobID)
	if err != nil {
		return fmt.Errorf("load job %d: %w", t.JobID, err)
	}
	// The payment-identifier rule and the funding receipt apply here as on every payment path.
	o, err := a.p.fundOnce(ctx, ScopeA2A, j, payloadVersion(pay.Payload), pay.Payload, a.p.resource(t.JobID))
	if err != nil {
		return err
	}
	switch {
	case o.idRefusal != "":
		o.reason = o.idRefusal
	case o.conflict != "" && o.reason == "":
		o.reason = o.conflict
	}
	if o.pending() && pay.Status == store.A2APaymentPending && pay.TxHash == o.receipt.Transaction {
		return nil // still pending: nothing new to record
	}
	switch {
	case o.funded():
		pay.Status = store.A2APaymentCompleted
	case o.pending():
		pay.Status = store.A2APaymentPending
	default:
		pay.Status = store.A2APaymentFailed
	}
	pay.Reason, pay.Detail, pay.Receipt, pay.TxHash = o.reason, o.message, nil, ""
	if o.receipt != nil {
		pay.Receipt, _ = json.Marshal(o.receipt)
		pay.TxHash = o.receipt.Transaction
	}
	reply, err := a.outcomeStatus(ctx, t, pay, o)
	if err != nil {
		return err
	}
	if err := a.db.ApplyA2A(ctx, &store.A2AChange{Task: t, Messages: []store.A2AMessage{reply}, Payments: []store.A2APayment{pay}}); err != nil {
		return err
	}
	a.p.log.Info("a2a payment "+pay.Status, "task", t.ID, "job", t.JobID, "tx", pay.TxHash, "reason", pay.Reason)
	return nil
}

// receiptOf is the x402 receipt of a settled or refused payment (a refusal without a facilitator answer
// gets one that says why).
func (a *agent) receiptOf(p store.A2APayment) (x402.SettleResponse, bool) {
	if p.Status == store.A2APaymentSubmitted {
		return x402.SettleResponse{}, false
	}
	var r x402.SettleResponse
	if len(p.Receipt) > 0 && json.Unmarshal(p.Receipt, &r) == nil {
		return r, true
	}
	return x402.SettleResponse{ErrorReason: p.Reason, ErrorMessage: p.Detail, Network: x402.CAIP2(a.p.deps.ChainID), Payer: payerText(p.Payer)}, true
}

func payerText(a common.Address) string {
	if a == (common.Address{}) {
		return ""
	}
	return a.Hex()
}

// outcomeStatus moves task t to the state payment pay (with outcome o) leads to, with the receipts of
// all its payments so far, and returns the agent's status message.
func (a *agent) outcomeStatus(ctx context.Context, t *store.A2ATask, pay store.A2APayment, o outcome) (store.A2AMessage, error) {
	prior, err := a.db.A2APayments(ctx, t.ID)
	if err != nil {
		return store.A2AMessage{}, err
	}
	receipts := []x402.SettleResponse{}
	for _, p := range prior {
		if p.Seq == pay.Seq {
			continue
		}
		if r, ok := a.receiptOf(p); ok {
			receipts = append(receipts, r)
		}
	}
	if r, ok := a.receiptOf(pay); ok {
		receipts = append(receipts, r)
	}
	switch pay.Status {
	case store.A2APaymentCompleted:
		art, _ := json.Marshal([]Artifact{{ArtifactID: "funding-" + t.ID, Name: "escrow funding", Parts: []Part{{Data: mustJSON(map[string]any{
			"jobId": strconv.FormatUint(t.JobID, 10), "transaction": pay.TxHash, "network": o.receipt.Network, "payer": o.receipt.Payer,
		})}}}})
		t.Artifacts = art
		return a.setStatus(t, StateCompleted, fmt.Sprintf("job %d funded in %s", t.JobID, pay.TxHash),
			map[string]any{MetaStatus: StatusPaymentCompleted, MetaReceipts: receipts}), nil
	case store.A2APaymentPending:
		return a.setStatus(t, StateWorking, fmt.Sprintf("payment verified; funding transaction %s is pending (ask GetTask again)", pay.TxHash),
			map[string]any{MetaStatus: StatusPaymentVerified, MetaReceipts: receipts}), nil
	default:
		msg := "payment failed: " + pay.Reason
		if pay.Detail != "" {
			msg += ": " + pay.Detail
		}
		return a.setStatus(t, StateFailed, msg, map[string]any{MetaStatus: StatusPaymentFailed,
			MetaError: CommonErrorCode(pay.Reason), MetaErrorReason: pay.Reason, MetaReceipts: receipts}), nil
	}
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// refreshLocked settles the open payment of working task t (the caller holds its lock): a payment
// recorded as submitted but not settled (a crash, or returnImmediately), or one whose transaction was
// pending.
func (a *agent) refreshLocked(ctx context.Context, t *store.A2ATask) error {
	pays, err := a.db.A2APayments(ctx, t.ID)
	if err != nil {
		return err
	}
	for i := len(pays) - 1; i >= 0; i-- {
		if s := pays[i].Status; s == store.A2APaymentSubmitted || s == store.A2APaymentPending {
			return a.settle(ctx, t, pays[i])
		}
	}
	return nil
}

// background settles task id's open payment outside the request (returnImmediately); the record says
// where it is at every step, so a stop in between loses nothing.
func (a *agent) background(id string) {
	a.bg.Add(1)
	go func() {
		defer a.bg.Done()
		if a.bgCtx.Err() != nil {
			return
		}
		unlock := a.locks.lock(id)
		defer unlock()
		t, err := a.db.A2ATask(a.bgCtx, id)
		if err != nil {
			a.p.log.Warn("a2a: background settlement", "task", id, "err", err)
			return
		}
		if t.State != StateWorking {
			return
		}
		if err := a.refreshLocked(a.bgCtx, &t); err != nil {
			a.p.log.Warn("a2a: background settlement", "task", id, "err", err)
		}
	}()
}

// resumeWorking settles the open payments of the tasks a previous run left working.
func (a *agent) resumeWorking(ctx context.Context) error {
	ids, err := a.db.A2ATasksInState(ctx, StateWorking, resumeBatch)
	if err != nil {
		return err
	}
	for _, id := range ids {
		a.background(id)
	}
	if len(ids) > 0 {
		a.p.log.Info("a2a: resuming working tasks", "tasks", len(ids))
	}
	return nil
}

// stop waits for the background settlements (each bounded by FundWait).
func (a *agent) stop(ctx context.Context) error {
	a.bgStop()
	done := make(chan struct{})
	go func() { a.bg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("a2a: background settlements still running: %w", ctx.Err())
	}
}

type taskRequest struct {
	Tenant        string         `json:"tenant"`
	ID            string         `json:"id"`
	HistoryLength *json.Number   `json:"historyLength"`
	Metadata      map[string]any `json:"metadata"`
}

func (a *agent) decodeTaskRequest(raw json.RawMessage, method string) (taskRequest, *int, error) {
	var req taskRequest
	if err := decodeParams(raw, &req, method); err != nil {
		return req, nil, err
	}
	if err := checkTenant(req.Tenant); err != nil {
		return req, nil, err
	}
	if req.ID == "" {
		return req, nil, invalidParams("id", "params.id is required")
	}
	if err := checkID("id", req.ID); err != nil {
		return req, nil, err
	}
	history, err := historyLimit(req.HistoryLength, "historyLength")
	return req, history, err
}

// getTask is GetTask: the caller's task (a working one is settled further first, unless its settlement
// is running right now).
func (a *agent) getTask(ctx context.Context, caller common.Address, raw json.RawMessage) (any, error) {
	req, history, err := a.decodeTaskRequest(raw, "GetTask")
	if err != nil {
		return nil, err
	}
	t, err := a.loadOwn(ctx, caller, req.ID)
	if err != nil {
		return nil, err
	}
	if t.State == StateWorking {
		if unlock, ok := a.locks.tryLock(t.ID); ok {
			if t, err = a.db.A2ATask(ctx, t.ID); err == nil && t.State == StateWorking {
				if err := a.refreshLocked(ctx, &t); err != nil {
					a.p.log.Warn("a2a: settle on GetTask", "task", t.ID, "err", err)
				}
			}
			unlock()
			if err != nil {
				return nil, err
			}
		}
	}
	return a.view(ctx, t, history, true)
}

// cancelTask is CancelTask: a task waiting for its payment is canceled (recorded, with who asked); a
// task whose payment is being settled or that has ended cannot be.
func (a *agent) cancelTask(ctx context.Context, caller common.Address, raw json.RawMessage) (any, error) {
	req, history, err := a.decodeTaskRequest(raw, "CancelTask")
	if err != nil {
		return nil, err
	}
	unlock := a.locks.lock(req.ID)
	defer unlock()
	t, err := a.loadOwn(ctx, caller, req.ID)
	if err != nil {
		return nil, err
	}
	notCancelable := func(why string) error {
		return &rpcError{Code: rpcTaskNotCancelable, Message: fmt.Sprintf("task %s cannot be canceled: %s", t.ID, why),
			Data: []any{errorInfo("TASK_NOT_CANCELABLE", errorDomain, map[string]string{"taskId": t.ID, "state": t.State})}}
	}
	switch {
	case terminal(t.State):
		return nil, notCancelable("it is " + t.State)
	case t.State == StateWorking:
		return nil, notCancelable("its payment is being settled on chain and cannot be called back; ask GetTask for the outcome")
	}
	reply := a.setStatus(&t, StateCanceled, fmt.Sprintf("canceled at the request of %s; the job stays unfunded", caller.Hex()), nil)
	if err := a.db.ApplyA2A(ctx, &store.A2AChange{Task: &t, Messages: []store.A2AMessage{reply}}); err != nil {
		return nil, err
	}
	a.p.log.Info("a2a task canceled", "task", t.ID, "job", t.JobID, "caller", caller)
	return a.view(ctx, t, history, true)
}

type listRequest struct {
	Tenant               string       `json:"tenant"`
	ContextID            string       `json:"contextId"`
	Status               string       `json:"status"`
	PageSize             *json.Number `json:"pageSize"`
	PageToken            string       `json:"pageToken"`
	HistoryLength        *json.Number `json:"historyLength"`
	StatusTimestampAfter string       `json:"statusTimestampAfter"`
	IncludeArtifacts     bool         `json:"includeArtifacts"`
}

type listResponse struct {
	Tasks         []Task `json:"tasks"`
	NextPageToken string `json:"nextPageToken"`
	PageSize      int    `json:"pageSize"`
	TotalSize     int    `json:"totalSize"`
}

// listTasks is ListTasks: the caller's own tasks, most recently updated first, in pages.
func (a *agent) listTasks(ctx context.Context, caller common.Address, raw json.RawMessage) (any, error) {
	var req listRequest
	if err := decodeParams(raw, &req, "ListTasks"); err != nil {
		return nil, err
	}
	if err := checkTenant(req.Tenant); err != nil {
		return nil, err
	}
	f := store.A2ATaskFilter{Caller: caller, ContextID: req.ContextID}
	if err := checkID("contextId", req.ContextID); err != nil {
		return nil, err
	}
	if req.Status != "" && req.Status != "TASK_STATE_UNSPECIFIED" {
		if !validState(req.Status) {
			return nil, invalidParams("status", "status %q is not a task state", req.Status)
		}
		f.State = req.Status
	}
	size := defaultPageSize
	if req.PageSize != nil {
		n, err := strconv.Atoi(req.PageSize.String())
		if err != nil || n < 1 || n > maxPageSize {
			return nil, invalidParams("pageSize", "pageSize must be 1..%d, got %s", maxPageSize, req.PageSize.String())
		}
		size = n
	}
	if req.PageToken != "" {
		b, err := base64.RawURLEncoding.DecodeString(req.PageToken)
		ms, id, ok := strings.Cut(string(b), ":")
		n, perr := strconv.ParseInt(ms, 10, 64)
		if err != nil || !ok || perr != nil || id == "" {
			return nil, invalidParams("pageToken", "pageToken is not one this agent issued")
		}
		f.BeforeUpdated, f.BeforeID = time.UnixMilli(n), id
	}
	if req.StatusTimestampAfter != "" {
		ts, err := time.Parse(time.RFC3339Nano, req.StatusTimestampAfter)
		if err != nil {
			return nil, invalidParams("statusTimestampAfter", "statusTimestampAfter %q is not an ISO 8601 time", req.StatusTimestampAfter)
		}
		f.UpdatedAfter = ts
	}
	history, err := historyLimit(req.HistoryLength, "historyLength")
	if err != nil {
		return nil, err
	}
	tasks, total, err := a.db.A2ATasks(ctx, f, size+1)
	if err != nil {
		return nil, err
	}
	out := listResponse{Tasks: []Task{}, PageSize: size, TotalSize: total}
	if len(tasks) > size {
		last := tasks[size-1]
		out.NextPageToken = base64.RawURLEncoding.EncodeToString([]byte(strconv.FormatInt(last.UpdatedAt.UnixMilli(), 10) + ":" + last.ID))
		tasks = tasks[:size]
	}
	for _, t := range tasks {
		v, err := a.view(ctx, t, history, req.IncludeArtifacts)
		if err != nil {
			return nil, err
		}
		out.Tasks = append(out.Tasks, v)
	}
	return out, nil
}
