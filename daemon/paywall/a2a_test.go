package paywall_test

import (
	"bytes"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
)

type rpcAnswer struct {
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func rpc(t *testing.T, url, method string, params any) rpcAnswer {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 7, "method": method, "params": params})
	resp, err := http.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var a rpcAnswer
	if err := json.NewDecoder(resp.Body).Decode(&a); err != nil {
		t.Fatal(err)
	}
	return a
}

func sendTask(t *testing.T, url string, msg map[string]any) paywall.Task {
	t.Helper()
	a := rpc(t, url, "SendMessage", map[string]any{"message": msg})
	if a.Error != nil {
		t.Fatalf("SendMessage: %+v", a.Error)
	}
	var res struct {
		Task *paywall.Task `json:"task"`
	}
	if err := json.Unmarshal(a.Result, &res); err != nil || res.Task == nil {
		t.Fatalf("SendMessage result %s: %v", a.Result, err)
	}
	return *res.Task
}

func statusMeta(t *testing.T, task paywall.Task) map[string]any {
	t.Helper()
	if task.Status.Message == nil {
		t.Fatalf("task %s has no status message", task.ID)
	}
	return task.Status.Message.Metadata
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

func TestA2AFundsJob(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{})
	a2a := r.URL + "/a2a"

	resp, err := http.Get(r.URL + "/.well-known/agent-card.json")
	if err != nil {
		t.Fatal(err)
	}
	var card struct {
		SupportedInterfaces []struct{ URL, ProtocolBinding, ProtocolVersion string } `json:"supportedInterfaces"`
		Capabilities        struct {
			Extensions []struct {
				URI      string `json:"uri"`
				Required bool   `json:"required"`
			} `json:"extensions"`
		} `json:"capabilities"`
		Skills []struct {
			ID   string   `json:"id"`
			Tags []string `json:"tags"`
		} `json:"skills"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&card)
	resp.Body.Close()
	if len(card.SupportedInterfaces) != 1 || card.SupportedInterfaces[0].URL != a2a || card.SupportedInterfaces[0].ProtocolBinding != "JSONRPC" ||
		len(card.Capabilities.Extensions) != 1 || card.Capabilities.Extensions[0].URI != paywall.X402ExtensionURI ||
		len(card.Skills) != 1 || card.Skills[0].ID != paywall.SkillFundJob || !slices.Contains(card.Skills[0].Tags, "chofam:kind/action") {
		t.Fatalf("agent card %+v", card)
	}

	const budget = 1_750_000
	id := r.OpenJob(t, r.Payer, budget)
	task := sendTask(t, a2a, map[string]any{"messageId": "m-open", "role": "ROLE_USER", "parts": []any{map[string]any{"text": fmt.Sprintf("fund job %d", id)}}})
	if task.Status.State != "TASK_STATE_INPUT_REQUIRED" || statusMeta(t, task)[paywall.MetaStatus] != paywall.StatusPaymentRequired {
		t.Fatalf("first answer %+v", task)
	}
	pp := paymentFor(t, task, func(req x402.PaymentRequirements) (exact.Signed, error) {
		return exact.NewPayment(r.Payer.Key, req, time.Now(), rand.Reader)
	})
	escrowBefore := r.Balance(t, r.Dep.Escrow)
	submit := map[string]any{"messageId": "m-pay", "taskId": task.ID, "role": "ROLE_USER", "parts": []any{map[string]any{"text": "payment"}},
		"metadata": map[string]any{paywall.MetaStatus: paywall.StatusPaymentSubmitted, paywall.MetaPayload: pp}}
	done := sendTask(t, a2a, submit)
	meta := statusMeta(t, done)
	receipts, _ := meta[paywall.MetaReceipts].([]any)
	if done.Status.State != "TASK_STATE_COMPLETED" || meta[paywall.MetaStatus] != paywall.StatusPaymentCompleted || len(receipts) != 1 ||
		receipts[0].(map[string]any)["success"] != true || len(done.Artifacts) != 1 {
		t.Fatalf("after payment %+v meta %v", done, meta)
	}
	if r.ChainStatus(t, id) != 1 || new(big.Int).Sub(r.Balance(t, r.Dep.Escrow), escrowBefore).Int64() != budget {
		t.Fatal("job not funded on chain")
	}
	again := sendTask(t, a2a, submit) // the same messageId again: no second funding, same task
	if again.ID != done.ID || again.Status.State != "TASK_STATE_COMPLETED" || len(statusMeta(t, again)[paywall.MetaReceipts].([]any)) != 1 ||
		new(big.Int).Sub(r.Balance(t, r.Dep.Escrow), escrowBefore).Int64() != budget {
		t.Fatalf("retried message: %+v", again)
	}
	got := rpc(t, a2a, "GetTask", map[string]any{"id": task.ID})
	var gt paywall.Task
	if got.Error != nil || json.Unmarshal(got.Result, &gt) != nil || gt.Status.State != "TASK_STATE_COMPLETED" {
		t.Fatalf("GetTask %s %+v", got.Result, got.Error)
	}
	if a := rpc(t, a2a, "SendMessage", map[string]any{"message": map[string]any{"messageId": "m-late", "taskId": task.ID, "role": "ROLE_USER",
		"metadata": map[string]any{paywall.MetaStatus: paywall.StatusPaymentSubmitted, paywall.MetaPayload: pp}}}); a.Error == nil {
		t.Fatalf("a terminal task took a new message: %s", a.Result)
	}

	// A payment signed by someone else than the job's client fails the task; nothing moves.
	id2 := r.OpenJob(t, r.Payer, budget)
	task2 := sendTask(t, a2a, map[string]any{"messageId": "m2-open", "role": "ROLE_USER", "parts": []any{map[string]any{"data": map[string]any{"jobId": fmt.Sprint(id2)}}}})
	pp2 := paymentFor(t, task2, func(req x402.PaymentRequirements) (exact.Signed, error) {
		return exact.NewPayment(r.Provider.Key, req, time.Now(), rand.Reader)
	})
	failed := sendTask(t, a2a, map[string]any{"messageId": "m2-pay", "taskId": task2.ID, "role": "ROLE_USER",
		"metadata": map[string]any{paywall.MetaStatus: paywall.StatusPaymentSubmitted, paywall.MetaPayload: pp2}})
	if failed.Status.State != "TASK_STATE_FAILED" || statusMeta(t, failed)[paywall.MetaStatus] != paywall.StatusPaymentFailed ||
		statusMeta(t, failed)[paywall.MetaError] != paywall.ReasonPayerNotClient || r.ChainStatus(t, id2) != 0 {
		t.Fatalf("foreign payer: %+v", failed)
	}

	// Unknown job, unknown task, unknown method.
	if rej := sendTask(t, a2a, map[string]any{"messageId": "m3", "role": "ROLE_USER", "metadata": map[string]any{paywall.MetaJobID: "987654"}}); rej.Status.State != "TASK_STATE_REJECTED" {
		t.Fatalf("unknown job: %+v", rej)
	}
	if a := rpc(t, a2a, "GetTask", map[string]any{"id": "nope"}); a.Error == nil || a.Error.Code != -32001 {
		t.Fatalf("unknown task: %+v", a)
	}
	if a := rpc(t, a2a, "tasks/cancel", map[string]any{}); a.Error == nil || a.Error.Code != -32601 {
		t.Fatalf("unknown method: %+v", a)
	}
}
