package paywall_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
)

type rpcAnswer struct {
	status int
	header http.Header
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code    int              `json:"code"`
		Message string           `json:"message"`
		Data    []map[string]any `json:"data"`
	} `json:"error"`
}

func (a rpcAnswer) code() int {
	if a.Error == nil {
		return 0
	}
	return a.Error.Code
}

// a2aClient calls the agent as a signed-in caller, with the service parameters of A2A 1.0 and the x402
// extension activated; headers overrides them ("" removes one).
type a2aClient struct {
	t       *testing.T
	url     string
	token   string
	headers map[string]string
	hc      *http.Client
}

func signedIn(t *testing.T, r *paywalltest.Rig, p paywalltest.Party) *a2aClient {
	t.Helper()
	return &a2aClient{t: t, url: r.URL + "/a2a", token: r.SignIn(t, p), hc: r.HTTP}
}

func (c *a2aClient) with(k, v string) *a2aClient {
	h := map[string]string{}
	for kk, vv := range c.headers {
		h[kk] = vv
	}
	h[k] = v
	return &a2aClient{t: c.t, url: c.url, token: c.token, headers: h, hc: c.hc}
}

func (c *a2aClient) call(method string, params any) rpcAnswer {
	c.t.Helper()
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 7, "method": method, "params": params})
	return c.post(body)
}

func (c *a2aClient) post(body []byte) rpcAnswer {
	c.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, c.url, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("A2A-Version", "1.0")
	req.Header.Set("A2A-Extensions", paywall.X402ExtensionURI)
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	for k, v := range c.headers {
		if v == "" {
			req.Header.Del(k)
		} else {
			req.Header.Set(k, v)
		}
	}
	hc := c.hc
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	a := rpcAnswer{status: resp.StatusCode, header: resp.Header}
	if err := json.NewDecoder(resp.Body).Decode(&a); err != nil {
		c.t.Fatalf("%s: answer is not JSON: %v", body, err)
	}
	return a
}

// send sends msg and returns the task it answers with.
func (c *a2aClient) send(msg map[string]any) paywall.Task {
	c.t.Helper()
	return c.sendWith(msg, nil)
}

func (c *a2aClient) sendWith(msg map[string]any, config map[string]any) paywall.Task {
	c.t.Helper()
	params := map[string]any{"message": msg}
	if config != nil {
		params["configuration"] = config
	}
	a := c.call("SendMessage", params)
	if a.Error != nil {
		c.t.Fatalf("SendMessage %v: %+v", msg["messageId"], *a.Error)
	}
	var res struct {
		Task *paywall.Task `json:"task"`
	}
	if err := json.Unmarshal(a.Result, &res); err != nil || res.Task == nil {
		c.t.Fatalf("SendMessage result %s: %v", a.Result, err)
	}
	return *res.Task
}

func (c *a2aClient) getTask(id string) (paywall.Task, rpcAnswer) {
	c.t.Helper()
	a := c.call("GetTask", map[string]any{"id": id})
	var tk paywall.Task
	if a.Error == nil {
		if err := json.Unmarshal(a.Result, &tk); err != nil {
			c.t.Fatalf("GetTask result %s: %v", a.Result, err)
		}
	}
	return tk, a
}

func textMsg(id, text string) map[string]any {
	return map[string]any{"messageId": id, "role": "ROLE_USER", "parts": []any{map[string]any{"text": text}}}
}

func payMsg(id, taskID string, pp any) map[string]any {
	return map[string]any{"messageId": id, "taskId": taskID, "role": "ROLE_USER", "parts": []any{map[string]any{"text": "payment authorization"}},
		"metadata": map[string]any{paywall.MetaStatus: paywall.StatusPaymentSubmitted, paywall.MetaPayload: pp}}
}

func statusMeta(t *testing.T, task paywall.Task) map[string]any {
	t.Helper()
	if task.Status.Message == nil {
		t.Fatalf("task %s has no status message", task.ID)
	}
	return task.Status.Message.Metadata
}

func receiptsOf(t *testing.T, task paywall.Task) []x402.SettleResponse {
	t.Helper()
	raw, _ := json.Marshal(statusMeta(t, task)[paywall.MetaReceipts])
	var rs []x402.SettleResponse
	_ = json.Unmarshal(raw, &rs)
	return rs
}

func paymentFor(t *testing.T, task paywall.Task, pay func(x402.PaymentRequirements) (exact.Signed, error)) x402.PaymentPayload {
	t.Helper()
	raw, _ := json.Marshal(statusMeta(t, task)[paywall.MetaRequired])
	var pr x402.PaymentRequired
	if err := json.Unmarshal(raw, &pr); err != nil || len(pr.Accepts) != 1 {
		t.Fatalf("x402.payment.required %s: %v", raw, err)
	}
	s, err := pay(pr.Accepts[0])
	if err != nil {
		t.Fatal(err)
	}
	pp, err := exact.PaymentPayload(s, pr.Accepts[0], pr.Resource)
	if err != nil {
		t.Fatal(err)
	}
	return pp
}

func payerSigns(r *paywalltest.Rig, p paywalltest.Party) func(x402.PaymentRequirements) (exact.Signed, error) {
	return func(req x402.PaymentRequirements) (exact.Signed, error) {
		return exact.NewPayment(p.Key, req, time.Now(), rand.Reader)
	}
}

// The whole flow, raw JSON-RPC: a signed-in caller opens a task for a job, is asked for payment, pays,
// and the job is funded once; the same payment message again answers the same completed task.
func TestA2AFundsJob(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	c := signedIn(t, r, r.Payer)
	const budget = 1_750_000
	id := r.OpenJob(t, r.Payer, budget)
	task := c.send(textMsg("m-open", fmt.Sprintf("fund job %d", id)))
	if task.Status.State != paywall.StateInputRequired || statusMeta(t, task)[paywall.MetaStatus] != paywall.StatusPaymentRequired {
		t.Fatalf("first answer %+v", task)
	}
	// The requirement pays the job's own deposit address, never the escrow.
	raw, _ := json.Marshal(statusMeta(t, task)[paywall.MetaRequired])
	var pr x402.PaymentRequired
	_ = json.Unmarshal(raw, &pr)
	if deposit := escrow.DepositAddress(r.Dep.Escrow, new(big.Int).SetUint64(id)); len(pr.Accepts) != 1 || !strings.EqualFold(pr.Accepts[0].PayTo, deposit.Hex()) {
		t.Fatalf("payTo of the requirement %+v, want job %d's deposit %s", pr.Accepts, id, deposit.Hex())
	}
	pp := paymentFor(t, task, payerSigns(r, r.Payer))
	escrowBefore := r.Balance(t, r.Dep.Escrow)
	done := c.send(payMsg("m-pay", task.ID, pp))
	meta, rc := statusMeta(t, done), receiptsOf(t, done)
	if done.Status.State != paywall.StateCompleted || meta[paywall.MetaStatus] != paywall.StatusPaymentCompleted || len(rc) != 1 || !rc[0].Success || len(done.Artifacts) != 1 {
		t.Fatalf("after payment %+v meta %v", done, meta)
	}
	if r.ChainStatus(t, id) != 1 || new(big.Int).Sub(r.Balance(t, r.Dep.Escrow), escrowBefore).Int64() != budget {
		t.Fatal("job not funded on chain")
	}
	again := c.send(payMsg("m-pay", task.ID, pp)) // the same message again: the same task, no second funding
	if again.ID != done.ID || again.Status.State != paywall.StateCompleted || len(receiptsOf(t, again)) != 1 || receiptsOf(t, again)[0].Transaction != rc[0].Transaction ||
		new(big.Int).Sub(r.Balance(t, r.Dep.Escrow), escrowBefore).Int64() != budget {
		t.Fatalf("retried message: %+v", again)
	}
	if got, a := c.getTask(task.ID); a.Error != nil || got.Status.State != paywall.StateCompleted || len(got.History) != 5 {
		t.Fatalf("GetTask %s %+v", a.Result, a.Error)
	}

	// A payment signed by someone else than the job's client fails the task; nothing moves; the failure
	// is recorded.
	id2 := r.OpenJob(t, r.Payer, budget)
	task2 := c.send(map[string]any{"messageId": "m2-open", "role": "ROLE_USER", "parts": []any{map[string]any{"data": map[string]any{"jobId": fmt.Sprint(id2)}}}})
	pp2 := paymentFor(t, task2, payerSigns(r, r.Provider))
	failed := c.send(payMsg("m2-pay", task2.ID, pp2))
	if failed.Status.State != paywall.StateFailed || statusMeta(t, failed)[paywall.MetaStatus] != paywall.StatusPaymentFailed ||
		statusMeta(t, failed)[paywall.MetaError] != paywall.ErrorSettlementFailed || statusMeta(t, failed)[paywall.MetaErrorReason] != paywall.ReasonPayerNotClient || r.ChainStatus(t, id2) != 0 {
		t.Fatalf("foreign payer: %+v", failed)
	}
	pays, err := r.Svc.Store().A2APayments(context.Background(), task2.ID)
	if err != nil || len(pays) != 1 || pays[0].Status != store.A2APaymentFailed || pays[0].Reason != paywall.ReasonPayerNotClient || pays[0].Payer != r.Provider.Addr {
		t.Fatalf("the failed payment's record: %+v %v", pays, err)
	}

	// An unknown job is rejected; an unknown task is not found.
	if rej := c.send(map[string]any{"messageId": "m3", "role": "ROLE_USER", "parts": []any{map[string]any{"text": "fund it"}},
		"metadata": map[string]any{paywall.MetaJobID: "987654"}}); rej.Status.State != paywall.StateRejected {
		t.Fatalf("unknown job: %+v", rej)
	}
	if _, a := c.getTask("nope"); a.code() != -32001 {
		t.Fatalf("unknown task: %+v", a)
	}
}

// Issue 17, item 1: the agent's only skill moves money, so every call needs the daemon's wallet
// sign-in (declared in the card), and a task is visible only to the address that created it.
func TestA2ACallerAuthentication(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	alice, bob := signedIn(t, r, r.Payer), signedIn(t, r, r.Provider)
	id := r.OpenJob(t, r.Payer, 1_000_000)
	task := alice.send(textMsg("a-open", fmt.Sprintf("fund job %d", id)))

	anonymous := &a2aClient{t: t, url: r.URL + "/a2a"}
	for name, c := range map[string]*a2aClient{"no credential": anonymous, "unknown token": anonymous.with("Authorization", "Bearer asas_forged"),
		"not bearer": anonymous.with("Authorization", "Basic YTpi")} {
		for _, m := range []struct {
			method string
			params any
		}{{"SendMessage", map[string]any{"message": textMsg("x-"+name, fmt.Sprintf("fund job %d", id))}}, {"GetTask", map[string]any{"id": task.ID}},
			{"CancelTask", map[string]any{"id": task.ID}}, {"ListTasks", map[string]any{}}} {
			a := c.call(m.method, m.params)
			if a.status != http.StatusUnauthorized || a.code() != -32000 || !strings.HasPrefix(a.header.Get("WWW-Authenticate"), "Bearer") {
				t.Fatalf("%s %s: HTTP %d %+v, want 401 -32000 with a Bearer challenge", name, m.method, a.status, a.Error)
			}
		}
	}
	// Bob, signed in, cannot see, continue or cancel Alice's task: it does not exist for him.
	if _, a := bob.getTask(task.ID); a.code() != -32001 {
		t.Fatalf("bob reads alice's task: %+v", a.Error)
	}
	if a := bob.call("CancelTask", map[string]any{"id": task.ID}); a.code() != -32001 {
		t.Fatalf("bob cancels alice's task: %+v", a.Error)
	}
	pp := paymentFor(t, task, payerSigns(r, r.Payer))
	if a := bob.call("SendMessage", map[string]any{"message": payMsg("b-pay", task.ID, pp)}); a.code() != -32001 {
		t.Fatalf("bob continues alice's task: %+v", a.Error)
	}
	if a := bob.call("ListTasks", map[string]any{}); a.Error != nil || strings.Contains(string(a.Result), task.ID) {
		t.Fatalf("bob's task list shows alice's task: %s %+v", a.Result, a.Error)
	}
	if r.ChainStatus(t, id) != 0 {
		t.Fatal("bob's attempt funded the job")
	}
	if got, a := alice.getTask(task.ID); a.Error != nil || got.Status.State != paywall.StateInputRequired || len(got.History) != 2 {
		t.Fatalf("alice's task after bob's attempts: %+v %+v", got, a.Error)
	}
	a := alice.call("ListTasks", map[string]any{})
	var list struct {
		Tasks     []paywall.Task `json:"tasks"`
		TotalSize int            `json:"totalSize"`
	}
	if a.Error != nil || json.Unmarshal(a.Result, &list) != nil || list.TotalSize != 1 || len(list.Tasks) != 1 || list.Tasks[0].ID != task.ID {
		t.Fatalf("alice's task list: %s %+v", a.Result, a.Error)
	}
	// A session that ended stops working.
	r.SignOut(t, alice.token)
	if _, a := alice.getTask(task.ID); a.status != http.StatusUnauthorized {
		t.Fatalf("after sign-out: HTTP %d %+v", a.status, a.Error)
	}
}

// Issue 17, item 2: retries are keyed by (caller, messageId). The same id with other content is
// refused with -32602 and changes nothing; a message naming another job than its task's is refused; the
// same id from another caller is another message.
func TestA2ARetryKey(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	alice, bob := signedIn(t, r, r.Payer), signedIn(t, r, r.Provider)
	job1, job3 := r.OpenJob(t, r.Payer, 1_000_000), r.OpenJob(t, r.Payer, 2_000_000)
	t1 := alice.send(textMsg("msg-open-1", fmt.Sprintf("fund job %d", job1)))
	pp := paymentFor(t, t1, payerSigns(r, r.Payer))
	if done := alice.send(payMsg("msg-pay-1", t1.ID, pp)); done.Status.State != paywall.StateCompleted {
		t.Fatalf("funding job %d: %+v", job1, done)
	}
	// msg-open-1 again with other text: refused, nothing recorded.
	a := alice.call("SendMessage", map[string]any{"message": textMsg("msg-open-1", fmt.Sprintf("fund job %d", job3))})
	if a.code() != -32602 || !strings.Contains(a.Error.Message, "different message") {
		t.Fatalf("reused messageId with other content: %+v", a.Error)
	}
	// The same messageId with the same text is the retry: job 1's task, not a new one.
	if again := alice.send(textMsg("msg-open-1", fmt.Sprintf("fund job %d", job1))); again.ID != t1.ID || again.Status.State != paywall.StateCompleted {
		t.Fatalf("retry of msg-open-1: %+v", again)
	}
	// A message to job 3's task that names job 99 is refused, and so is one naming job 1.
	t3 := alice.send(textMsg("msg-open-3", fmt.Sprintf("fund job %d", job3)))
	for i, text := range []string{"fund job 99", fmt.Sprintf("fund job %d", job1)} {
		m := textMsg(fmt.Sprintf("msg-other-%d", i), text)
		m["taskId"] = t3.ID
		if a := alice.call("SendMessage", map[string]any{"message": m}); a.code() != -32602 {
			t.Fatalf("%q on job %d's task: %+v", text, job3, a.Error)
		}
	}
	if got, _ := alice.getTask(t3.ID); len(got.History) != 2 || got.Status.State != paywall.StateInputRequired {
		t.Fatalf("job %d's task after refused messages: %+v", job3, got)
	}
	// Bob's msg-open-1 is his own message: a new task of his.
	if b := bob.send(textMsg("msg-open-1", fmt.Sprintf("fund job %d", job3))); b.ID == t1.ID || b.ID == t3.ID || b.Status.State != paywall.StateInputRequired {
		t.Fatalf("bob's msg-open-1: %+v", b)
	}
	// Concurrent deliveries of one new message make one task.
	ids := make(chan string, 8)
	for i := 0; i < 8; i++ {
		go func() {
			a := alice.call("SendMessage", map[string]any{"message": textMsg("msg-burst", fmt.Sprintf("fund job %d", job3))})
			var res struct{ Task paywall.Task }
			_ = json.Unmarshal(a.Result, &res)
			ids <- res.Task.ID
		}()
	}
	first := <-ids
	for i := 1; i < 8; i++ {
		if id := <-ids; id != first || id == "" {
			t.Fatalf("concurrent deliveries answered tasks %q and %q", first, id)
		}
	}
}

// Issue 17, item 3: a message to a terminal task is refused before anything is recorded: the identical
// retry is refused again and the history does not grow.
func TestA2ATerminalTaskRecordsNothing(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	c := signedIn(t, r, r.Payer)
	id := r.OpenJob(t, r.Payer, 1_000_000)
	task := c.send(textMsg("t-open", fmt.Sprintf("fund job %d", id)))
	pp := paymentFor(t, task, payerSigns(r, r.Payer))
	if done := c.send(payMsg("t-pay", task.ID, pp)); done.Status.State != paywall.StateCompleted {
		t.Fatalf("payment: %+v", done)
	}
	before, _ := c.getTask(task.ID)
	for i := 0; i < 2; i++ {
		if a := c.call("SendMessage", map[string]any{"message": payMsg("t-late", task.ID, pp)}); a.code() != -32004 {
			t.Fatalf("message %d to a completed task: %+v", i, a.Error)
		}
	}
	after, _ := c.getTask(task.ID)
	if len(after.History) != len(before.History) || len(after.History) != 5 {
		t.Fatalf("history grew from %d to %d", len(before.History), len(after.History))
	}
	if _, ok, err := r.Svc.Store().A2AUserMessage(context.Background(), r.Payer.Addr, "t-late"); ok || err != nil {
		t.Fatalf("the refused message was recorded (%v)", err)
	}
}

// Issue 17, item 4: tasks, messages, receipts and failed payments are in the store: after a restart
// GetTask answers, and the retried payment message answers the original receipt (not job_not_open).
func TestA2ARestartKeepsEverything(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	c := signedIn(t, r, r.Payer)
	id := r.OpenJob(t, r.Payer, 1_000_000)
	task := c.send(textMsg("r-open", fmt.Sprintf("fund job %d", id)))
	pp := paymentFor(t, task, payerSigns(r, r.Payer))
	done := c.send(payMsg("r-pay", task.ID, pp))
	rc := receiptsOf(t, done)
	if done.Status.State != paywall.StateCompleted || len(rc) != 1 {
		t.Fatalf("payment: %+v", done)
	}
	failedJob := r.OpenJob(t, r.Payer, 1_000_000)
	ft := c.send(textMsg("r-open-2", fmt.Sprintf("fund job %d", failedJob)))
	failed := c.send(payMsg("r-pay-2", ft.ID, map[string]any{"x402Version": 2, "garbage": true}))
	if failed.Status.State != paywall.StateFailed {
		t.Fatalf("a malformed payment: %+v", failed)
	}

	r.Restart(t)
	c = signedIn(t, r, r.Payer)
	got, a := c.getTask(task.ID)
	if a.Error != nil || got.Status.State != paywall.StateCompleted || len(got.History) != 5 || len(receiptsOf(t, got)) != 1 {
		t.Fatalf("GetTask after restart: %+v %+v", got, a.Error)
	}
	again := c.send(payMsg("r-pay", task.ID, pp))
	if again.ID != task.ID || again.Status.State != paywall.StateCompleted || receiptsOf(t, again)[0].Transaction != rc[0].Transaction {
		t.Fatalf("retried payment after restart: %+v", again)
	}
	if got, _ := c.getTask(ft.ID); got.Status.State != paywall.StateFailed || statusMeta(t, got)[paywall.MetaError] != paywall.ErrorSettlementFailed || statusMeta(t, got)[paywall.MetaErrorReason] != x402.ReasonInvalidPayload {
		t.Fatalf("failed task after restart: %+v", got)
	}
	pays, err := r.Svc.Store().A2APayments(context.Background(), ft.ID)
	if err != nil || len(pays) != 1 || pays[0].Status != store.A2APaymentFailed || pays[0].Reason != x402.ReasonInvalidPayload {
		t.Fatalf("failed payment after restart: %+v %v", pays, err)
	}
	if r.Balance(t, r.Dep.Escrow).Int64() != 1_000_000 {
		t.Fatalf("escrow holds %s, want one budget", r.Balance(t, r.Dep.Escrow))
	}
}

// Issue 17, item 4 (continued): a payment recorded but not settled when the daemon stopped is resumed
// by the next start (returnImmediately answered working; the chain did not mine before the stop).
func TestA2AResumesAfterRestart(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{FundWait: 2 * time.Second})
	ctx := context.Background()
	c := signedIn(t, r, r.Payer)
	id := r.OpenJob(t, r.Payer, 1_000_000)
	task := c.send(textMsg("w-open", fmt.Sprintf("fund job %d", id)))
	pp := paymentFor(t, task, payerSigns(r, r.Payer))
	if err := r.Node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	working := c.sendWith(payMsg("w-pay", task.ID, pp), map[string]any{"returnImmediately": true})
	if working.Status.State != paywall.StateWorking || statusMeta(t, working)[paywall.MetaStatus] != paywall.StatusPaymentSubmitted || len(receiptsOf(t, working)) != 0 {
		t.Fatalf("returnImmediately: %+v", working)
	}
	// A new message to a working task is refused (its payment is being settled), recording nothing.
	if a := c.call("SendMessage", map[string]any{"message": payMsg("w-pay-2", task.ID, pp)}); a.code() != -32004 {
		t.Fatalf("message to a working task: %+v", a.Error)
	}
	if a := c.call("CancelTask", map[string]any{"id": task.ID}); a.code() != -32002 {
		t.Fatalf("cancel of a working task: %+v", a.Error)
	}
	r.Restart(t)
	if err := r.Node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	if err := r.Node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	c = signedIn(t, r, r.Payer)
	deadline := time.Now().Add(30 * time.Second)
	for {
		got, a := c.getTask(task.ID)
		if a.Error != nil {
			t.Fatal(a.Error)
		}
		if got.Status.State == paywall.StateCompleted {
			if rc := receiptsOf(t, got); len(rc) != 1 || !rc[0].Success {
				t.Fatalf("receipts after resuming: %+v", rc)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the working task was not resumed: %+v", got.Status)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if r.ChainStatus(t, id) != 1 || r.Balance(t, r.Dep.Escrow).Int64() != 1_000_000 {
		t.Fatal("the job was not funded exactly once")
	}
}

// Issue 17, item 8: A2A 1.0 strictness. The x402 extension is required (-32008 without it), only
// A2A-Version 1.0 is spoken (-32009 otherwise, a missing header meaning 0.3), CancelTask cancels a task
// waiting for payment and refuses a terminal one (-32002), returnImmediately answers before the
// settlement, and the unsupported capabilities answer their A2A errors.
func TestA2AProtocolStrictness(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	c := signedIn(t, r, r.Payer)
	id := r.OpenJob(t, r.Payer, 1_000_000)
	open := map[string]any{"message": textMsg("s-open", fmt.Sprintf("fund job %d", id))}

	if a := c.with("A2A-Extensions", "").call("SendMessage", open); a.code() != -32008 || a.Error.Data[0]["reason"] != "EXTENSION_SUPPORT_REQUIRED" {
		t.Fatalf("without the x402 extension: %+v", a.Error)
	}
	if a := c.with("A2A-Extensions", paywall.ANSExtensionURI).call("GetTask", map[string]any{"id": "x"}); a.code() != -32008 {
		t.Fatalf("with another extension only: %+v", a.Error)
	}
	for _, v := range []string{"0.2", "0.3", "2.0", "1", "1.0x", ""} {
		if a := c.with("A2A-Version", v).call("SendMessage", open); a.code() != -32009 || a.Error.Data[0]["reason"] != "VERSION_NOT_SUPPORTED" {
			t.Fatalf("A2A-Version %q: %+v", v, a.Error)
		}
	}
	if a := c.with("A2A-Version", "1.0.1").call("ListTasks", map[string]any{}); a.Error != nil {
		t.Fatalf("A2A-Version 1.0.1 (a patch version is ignored): %+v", a.Error)
	}
	// Nothing was recorded by the refused calls.
	if _, ok, _ := r.Svc.Store().A2AUserMessage(context.Background(), r.Payer.Addr, "s-open"); ok {
		t.Fatal("a refused call recorded its message")
	}
	task := c.send(open["message"].(map[string]any))
	if a := c.call("SendMessage", map[string]any{"message": open["message"], "configuration": map[string]any{"returnImmediately": true}}); a.Error != nil {
		t.Fatalf("the retry with returnImmediately: %+v", a.Error)
	}
	canceled := c.call("CancelTask", map[string]any{"id": task.ID})
	var ct paywall.Task
	if canceled.Error != nil || json.Unmarshal(canceled.Result, &ct) != nil || ct.Status.State != paywall.StateCanceled {
		t.Fatalf("CancelTask: %s %+v", canceled.Result, canceled.Error)
	}
	if a := c.call("CancelTask", map[string]any{"id": task.ID}); a.code() != -32002 {
		t.Fatalf("CancelTask of a canceled task: %+v", a.Error)
	}
	pp := paymentFor(t, task, payerSigns(r, r.Payer))
	if a := c.call("SendMessage", map[string]any{"message": payMsg("s-pay", task.ID, pp)}); a.code() != -32004 {
		t.Fatalf("payment to a canceled task: %+v", a.Error)
	}
	if r.ChainStatus(t, id) != 0 {
		t.Fatal("a canceled task funded its job")
	}

	// returnImmediately: the answer comes before the settlement; GetTask shows the outcome.
	id2 := r.OpenJob(t, r.Payer, 1_000_000)
	t2 := c.send(textMsg("s-open-2", fmt.Sprintf("fund job %d", id2)))
	working := c.sendWith(payMsg("s-pay-2", t2.ID, paymentFor(t, t2, payerSigns(r, r.Payer))), map[string]any{"returnImmediately": true, "historyLength": 1})
	if working.Status.State != paywall.StateWorking || len(working.History) != 1 {
		t.Fatalf("returnImmediately answered %s with %d history messages", working.Status.State, len(working.History))
	}
	deadline := time.Now().Add(20 * time.Second)
	for {
		got, _ := c.getTask(t2.ID)
		if got.Status.State == paywall.StateCompleted {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("returnImmediately: the task never completed: %+v", got.Status)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if r.ChainStatus(t, id2) != 1 {
		t.Fatal("job not funded")
	}

	for _, m := range []struct {
		method string
		code   int
	}{{"SendStreamingMessage", -32004}, {"SubscribeToTask", -32004}, {"CreateTaskPushNotificationConfig", -32003}, {"GetExtendedAgentCard", -32004}, {"tasks/cancel", -32601}} {
		if a := c.call(m.method, map[string]any{"id": task.ID}); a.code() != m.code {
			t.Fatalf("%s: %+v, want %d", m.method, a.Error, m.code)
		}
	}
	// Bad input: clear -32602 / -32600 / -32700, never a crash.
	for name, body := range map[string]string{
		"not JSON": `{"jsonrpc":`, "no method": `{"jsonrpc":"2.0","id":1}`, "object id": `{"jsonrpc":"2.0","id":{},"method":"GetTask","params":{"id":"x"}}`,
		"array params": `{"jsonrpc":"2.0","id":1,"method":"GetTask","params":[]}`,
		"no parts":     `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"z","role":"ROLE_USER","parts":[]}}}`,
		"agent role":   `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"z","role":"ROLE_AGENT","parts":[{"text":"x"}]}}}`,
		"two contents": `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"z","role":"ROLE_USER","parts":[{"text":"x","data":{}}]}}}`,
		"file part":    `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"z","role":"ROLE_USER","parts":[{"url":"https://x"}]}}}`,
		"push config":  `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"z","role":"ROLE_USER","parts":[{"text":"x"}]},"configuration":{"taskPushNotificationConfig":{"url":"https://x"}}}}`,
		"bad history":  `{"jsonrpc":"2.0","id":1,"method":"GetTask","params":{"id":"x","historyLength":-1}}`,
	} {
		a := c.post([]byte(body))
		want := map[string]int{"not JSON": -32700, "no method": -32600, "object id": -32600, "file part": -32005, "push config": -32003}[name]
		if want == 0 {
			want = -32602
		}
		if a.code() != want {
			t.Fatalf("%s: %+v, want %d", name, a.Error, want)
		}
	}
	if _, ok, _ := r.Svc.Store().A2AUserMessage(context.Background(), r.Payer.Addr, "z"); ok {
		t.Fatal("a refused message was recorded")
	}
}

// Issue 17, items 5-7: the card carries the configured ANS name, its URLs come from the configuration
// whatever the Host header says, and its x402 extension names no payTo (each requirement pays the job's
// deposit address). The full profile and schema checks are in TestAgentCardConformance.
func TestA2ACardFromConfiguration(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{ANSName: "asa.escrow.test.v1"})
	req, _ := http.NewRequest(http.MethodGet, r.URL+"/.well-known/agent-card.json", nil)
	req.Host = "evil.example"
	req.Header.Set("X-Forwarded-Host", "evil.example")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	raw := new(bytes.Buffer)
	_, _ = raw.ReadFrom(resp.Body)
	resp.Body.Close()
	if strings.Contains(raw.String(), "evil.example") {
		t.Fatalf("the card follows the request's Host: %s", raw)
	}
	var card struct {
		SupportedInterfaces []struct{ URL string } `json:"supportedInterfaces"`
		Capabilities        struct {
			Extensions []struct {
				URI    string         `json:"uri"`
				Params map[string]any `json:"params"`
			} `json:"extensions"`
		} `json:"capabilities"`
	}
	if err := json.Unmarshal(raw.Bytes(), &card); err != nil {
		t.Fatal(err)
	}
	if card.SupportedInterfaces[0].URL != r.URL+"/a2a" {
		t.Fatalf("interface url %q, want %q", card.SupportedInterfaces[0].URL, r.URL+"/a2a")
	}
	uris := []string{}
	for _, e := range card.Capabilities.Extensions {
		uris = append(uris, e.URI)
		switch e.URI {
		case paywall.ANSExtensionURI:
			if e.Params["name"] != "asa.escrow.test.v1" {
				t.Fatalf("ANS params %v", e.Params)
			}
		case paywall.X402ExtensionURI:
			if _, ok := e.Params["payTo"]; ok || e.Params["escrow"] != r.Dep.Escrow.Hex() {
				t.Fatalf("x402 params %v: no payTo, the escrow labelled as such", e.Params)
			}
		}
	}
	if !slices.Contains(uris, paywall.ANSExtensionURI) || !slices.Contains(uris, paywall.X402ExtensionURI) {
		t.Fatalf("extensions %v", uris)
	}
	// The same card answers 304 to its ETag.
	req2, _ := http.NewRequest(http.MethodGet, r.URL+"/.well-known/agent-card.json", nil)
	req2.Header.Set("If-None-Match", resp.Header.Get("ETag"))
	resp2, err := http.DefaultClient.Do(req2)
	if err != nil {
		t.Fatal(err)
	}
	resp2.Body.Close()
	if resp.Header.Get("ETag") == "" || resp2.StatusCode != http.StatusNotModified {
		t.Fatalf("ETag %q, conditional GET %d", resp.Header.Get("ETag"), resp2.StatusCode)
	}
}

// Issue 17, item 6: outside dev chains the daemon refuses to start without a public https URL, with a
// message saying what to set.
func TestA2APublicURLRequiredOffDevChains(t *testing.T) {
	for _, tc := range []struct {
		url     string
		chainID uint64
		ok      bool
	}{
		{"", 31337, true}, {"http://127.0.0.1:8080", 31337, true}, {"", 8453, false}, {"http://escrow.example", 84532, false},
		{"https://escrow.example", 8453, true}, {"https://escrow.example/base", 8453, true}, {"https://u:p@escrow.example", 8453, false},
		{"https://escrow.example?x=1", 8453, false}, {"ftp://escrow.example", 31337, false}, {"escrow.example", 31337, false},
	} {
		err := paywall.CheckPublicURL(tc.url, tc.chainID)
		if (err == nil) != tc.ok {
			t.Fatalf("CheckPublicURL(%q, %d) = %v, want ok=%v", tc.url, tc.chainID, err, tc.ok)
		}
		if err != nil && tc.url == "" && !strings.Contains(err.Error(), "x402PublicUrl is required") {
			t.Fatalf("CheckPublicURL(%q, %d): %v does not say what to set", tc.url, tc.chainID, err)
		}
	}
}

// Issue 17, items 6 and 9: off dev chains (here anvil as Base Sepolia, chain 84532) the daemon needs a
// public https URL and refuses to start without one; it terminates TLS itself with the configured
// certificate, the card names the https URL, a payment runs over TLS, and plain HTTP is refused.
func TestA2AOverTLS(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{ChainID: 84532, TLS: true})
	if !strings.HasPrefix(r.URL, "https://127.0.0.1:") {
		t.Fatalf("daemon URL %s", r.URL)
	}
	cfg := r.Config()
	cfg.X402PublicURL, cfg.TLSCertFile, cfg.TLSKeyFile = "", "", ""
	if _, err := daemon.New(context.Background(), cfg, daemon.Options{Key: signer.FromKey(r.Evaluator.Key)}); err == nil ||
		!strings.Contains(err.Error(), "x402PublicUrl is required on chain 84532") {
		t.Fatalf("a daemon on chain 84532 without a public URL: %v", err)
	}

	resp, err := r.HTTP.Get(r.URL + "/.well-known/agent-card.json")
	if err != nil {
		t.Fatal(err)
	}
	var card struct {
		SupportedInterfaces []struct{ URL string } `json:"supportedInterfaces"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&card)
	resp.Body.Close()
	if resp.TLS == nil || len(card.SupportedInterfaces) != 1 || card.SupportedInterfaces[0].URL != r.URL+"/a2a" {
		t.Fatalf("card over TLS: %+v (TLS %v)", card, resp.TLS != nil)
	}
	plain, err := http.Get("http://" + strings.TrimPrefix(r.URL, "https://") + "/.well-known/agent-card.json")
	if err == nil {
		body, _ := io.ReadAll(plain.Body)
		plain.Body.Close()
		if plain.StatusCode == 200 {
			t.Fatalf("plain HTTP served the card: %s", body)
		}
	}
	if _, err := http.Get(r.URL + "/healthz"); err == nil {
		t.Fatal("a client that does not trust the certificate connected")
	}

	c := signedIn(t, r, r.Payer)
	id := r.OpenJob(t, r.Payer, 1_000_000)
	task := c.send(textMsg("tls-open", fmt.Sprintf("fund job %d", id)))
	if u := statusMeta(t, task)[paywall.MetaRequired].(map[string]any)["resource"].(map[string]any)["url"]; u != fmt.Sprintf("%s/v1/jobs/%d/fund", r.URL, id) {
		t.Fatalf("resource url %v", u)
	}
	done := c.send(payMsg("tls-pay", task.ID, paymentFor(t, task, payerSigns(r, r.Payer))))
	if done.Status.State != paywall.StateCompleted || r.ChainStatus(t, id) != 1 {
		t.Fatalf("payment over TLS: %+v", done.Status)
	}
}
