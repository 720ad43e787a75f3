package interop

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
)

// The SDK's TaskState enum values.
const (
	sdkWorking       = 2
	sdkCompleted     = 3
	sdkCanceled      = 5
	sdkInputRequired = 6
)

type sdkTask struct {
	ID        string         `json:"id"`
	ContextID string         `json:"contextId"`
	State     int            `json:"state"`
	Metadata  map[string]any `json:"metadata"`
	Artifacts int            `json:"artifacts"`
	History   int            `json:"history"`
	Required  any            `json:"required"`
}

type sdkError struct {
	Name    string `json:"name"`
	Code    *int   `json:"code"`
	Message string `json:"message"`
}

func a2aCmd(r *paywalltest.Rig, token string, cmd map[string]any) map[string]any {
	cmd["base"], cmd["token"], cmd["extension"] = r.URL, token, paywall.X402ExtensionURI
	cmd["network"], cmd["asset"] = fmt.Sprintf("eip155:%d", r.Node.ChainID()), r.Dep.Token.Hex()
	return cmd
}

func receiptTx(t *testing.T, tk sdkTask) string {
	t.Helper()
	rc, _ := tk.Metadata[paywall.MetaReceipts].([]any)
	if len(rc) != 1 {
		t.Fatalf("task %s has %d receipts: %v", tk.ID, len(rc), tk.Metadata)
	}
	m, _ := rc[0].(map[string]any)
	if m["success"] != true {
		t.Fatalf("receipt %v", m)
	}
	tx, _ := m["transaction"].(string)
	return tx
}

// TestDaemonA2ASDK drives the daemon's A2A agent with the official client, @a2a-js/sdk 1.3 (A2A 1.0),
// over HTTPS (the daemon terminates TLS with its configured certificate; node trusts it through
// NODE_EXTRA_CA_CERTS), each caller signed in with the daemon's wallet sign-in:
//   - item 1: the SDK reads the card's security scheme and requirement (card and skill); a call without
//     the credential is refused, and another signed-in caller does not find the task (TaskNotFoundError);
//   - item 2: the same messageId with other content is refused (-32602); the same message again answers
//     the same task, and the job is funded once;
//   - item 3: a message to the completed task is refused (UnsupportedOperationError);
//   - items 5-7: the card the SDK parsed has the ANS name, the https interface url, and no payTo;
//   - item 8: without the required x402 extension the SDK gets ExtensionSupportRequiredError; CancelTask
//     cancels a task waiting for payment and refuses a completed one (TaskNotCancelableError);
//     returnImmediately answers working before the settlement;
//   - item 4: after a restart the SDK's GetTask answers, and the retried payment message answers the
//     original receipt.
//
// The SDK always sends A2A-Version from the interface it picked, so the A2A-Version refusal (-32009)
// is tested with raw JSON-RPC in daemon/paywall (TestA2AProtocolStrictness).
func TestDaemonA2ASDK(t *testing.T) {
	needNodeModules(t, "@a2a-js/sdk", "@x402/core", "@x402/evm")
	r := paywalltest.Start(t, paywalltest.Options{TLS: true, ANSName: "asa.escrow.interop.v1"})
	t.Setenv("NODE_EXTRA_CA_CERTS", r.CertFile)
	alice, bob := r.SignIn(t, r.Payer), r.SignIn(t, r.Provider)

	t.Run("Fund", func(t *testing.T) {
		const budget = 1_500_000
		id := r.OpenJob(t, r.Payer, budget)
		escrowBefore := r.Balance(t, r.Dep.Escrow)
		var out struct {
			Error string `json:"error"`
			Card  struct {
				Extensions []struct {
					URI      string         `json:"uri"`
					Required bool           `json:"required"`
					Params   map[string]any `json:"params"`
				} `json:"extensions"`
				Skills []struct {
					ID                   string            `json:"id"`
					Tags                 []string          `json:"tags"`
					SecurityRequirements []json.RawMessage `json:"securityRequirements"`
				} `json:"skills"`
				SecuritySchemes      map[string]json.RawMessage `json:"securitySchemes"`
				SecurityRequirements []json.RawMessage          `json:"securityRequirements"`
				Interfaces           []struct {
					URL             string `json:"url"`
					ProtocolVersion string `json:"protocolVersion"`
				} `json:"interfaces"`
			} `json:"card"`
			First, Paid, Retried, Got sdkTask
			Errors                    map[string]sdkError `json:"errors"`
		}
		runNode(t, "daemon_a2a.mjs", r.Payer.Key, a2aCmd(r, alice, map[string]any{"op": "fund", "jobId": fmt.Sprint(id), "max": "1500000", "otherToken": bob}), &out)
		if out.Error != "" {
			t.Fatalf("a2a client: %s", out.Error)
		}
		// The card as the SDK parsed it.
		scheme, ok := out.Card.SecuritySchemes[paywall.ActionScheme]
		if !ok || !strings.Contains(string(scheme), "httpAuthSecurityScheme") || !strings.Contains(string(scheme), "Bearer") ||
			len(out.Card.SecurityRequirements) != 1 || !strings.Contains(string(out.Card.SecurityRequirements[0]), paywall.ActionScheme) {
			t.Fatalf("security as the SDK read it: schemes %s, requirements %s", out.Card.SecuritySchemes, out.Card.SecurityRequirements)
		}
		if len(out.Card.Skills) != 1 || out.Card.Skills[0].Tags[0] != "chofam:kind/action" || len(out.Card.Skills[0].SecurityRequirements) != 1 {
			t.Fatalf("skills as the SDK read them: %+v", out.Card.Skills)
		}
		if len(out.Card.Interfaces) != 1 || out.Card.Interfaces[0].URL != r.URL+"/a2a" || !strings.HasPrefix(r.URL, "https://") || out.Card.Interfaces[0].ProtocolVersion != "1.0" {
			t.Fatalf("interfaces as the SDK read them: %+v", out.Card.Interfaces)
		}
		var ans, x402ext bool
		for _, e := range out.Card.Extensions {
			switch e.URI {
			case paywall.ANSExtensionURI:
				ans = e.Params["name"] == "asa.escrow.interop.v1" && !e.Required
			case paywall.X402ExtensionURI:
				_, payTo := e.Params["payTo"]
				x402ext = e.Required && !payTo
			}
		}
		if !ans || !x402ext {
			t.Fatalf("extensions as the SDK read them: %+v", out.Card.Extensions)
		}
		// The flow.
		if out.First.State != sdkInputRequired || out.First.Metadata[paywall.MetaStatus] != paywall.StatusPaymentRequired {
			t.Fatalf("first task %+v", out.First)
		}
		tx := receiptTx(t, out.Paid)
		for name, tk := range map[string]sdkTask{"paid": out.Paid, "retried": out.Retried, "got": out.Got} {
			if tk.ID != out.First.ID || tk.State != sdkCompleted || tk.Metadata[paywall.MetaStatus] != paywall.StatusPaymentCompleted || receiptTx(t, tk) != tx || tk.Artifacts != 1 {
				t.Fatalf("%s task %+v", name, tk)
			}
		}
		if r.ChainStatus(t, id) != 1 || new(big.Int).Sub(r.Balance(t, r.Dep.Escrow), escrowBefore).Int64() != budget {
			t.Fatalf("job %d not funded exactly once on chain", id)
		}
		for name, want := range map[string]string{
			"otherContent": "RequestMalformedError", "terminal": "UnsupportedOperationError", "cancelCompleted": "TaskNotCancelableError",
			"noExtension": "ExtensionSupportRequiredError", "otherGet": "TaskNotFoundError", "otherCancel": "TaskNotFoundError",
		} {
			if got := out.Errors[name]; got.Name != want {
				t.Fatalf("%s: the SDK got %+v, want %s", name, got, want)
			}
		}
		if a := out.Errors["anonymous"]; a.Name == "none" || !strings.Contains(a.Message, "-32000") && (a.Code == nil || *a.Code != -32000) {
			t.Fatalf("a call without a credential: %+v", a)
		}
	})

	t.Run("CancelAndReturnImmediately", func(t *testing.T) {
		id := r.OpenJob(t, r.Payer, 1_000_000)
		var opened struct {
			Error string
			Task  sdkTask
		}
		runNode(t, "daemon_a2a.mjs", nil, a2aCmd(r, alice, map[string]any{"op": "open", "jobId": fmt.Sprint(id)}), &opened)
		var canceled, again struct {
			Error any
			Task  sdkTask
		}
		runNode(t, "daemon_a2a.mjs", nil, a2aCmd(r, alice, map[string]any{"op": "cancel", "id": opened.Task.ID}), &canceled)
		runNode(t, "daemon_a2a.mjs", nil, a2aCmd(r, alice, map[string]any{"op": "cancel", "id": opened.Task.ID}), &again)
		if opened.Error != "" || canceled.Task.State != sdkCanceled || !strings.Contains(fmt.Sprint(again.Error), "TaskNotCancelableError") {
			t.Fatalf("cancel: opened %+v, canceled %+v, again %+v", opened, canceled, again)
		}
		id2 := r.OpenJob(t, r.Payer, 1_000_000)
		runNode(t, "daemon_a2a.mjs", nil, a2aCmd(r, alice, map[string]any{"op": "open", "jobId": fmt.Sprint(id2)}), &opened)
		var paid struct {
			Error string
			Task  sdkTask
		}
		runNode(t, "daemon_a2a.mjs", r.Payer.Key, a2aCmd(r, alice, map[string]any{"op": "pay", "task": opened.Task, "max": "1000000", "returnImmediately": true}), &paid)
		if paid.Error != "" || paid.Task.State != sdkWorking {
			t.Fatalf("returnImmediately: %+v", paid)
		}
		var got struct{ Task sdkTask }
		for i := 0; i < 100 && got.Task.State != sdkCompleted; i++ {
			runNode(t, "daemon_a2a.mjs", nil, a2aCmd(r, alice, map[string]any{"op": "get", "id": paid.Task.ID}), &got)
		}
		if got.Task.State != sdkCompleted || r.ChainStatus(t, id2) != 1 {
			t.Fatalf("after returnImmediately: %+v", got.Task)
		}
	})

	// A client written to the a2a-x402 v0.2 text activates the extension with X-A2A-Extensions (the SDK's
	// calls, their header renamed): the agent accepts it and answers in that spelling; a payment one unit
	// short fails with the v0.2 common code INVALID_AMOUNT and the detailed x402 reason alongside.
	t.Run("LegacyHeaderAndCommonErrorCode", func(t *testing.T) {
		id := r.OpenJob(t, r.Payer, 1_000_000)
		var opened struct {
			Error  string
			Task   sdkTask
			Echoed *string
		}
		runNode(t, "daemon_a2a.mjs", nil, a2aCmd(r, alice, map[string]any{"op": "open", "jobId": fmt.Sprint(id), "legacyHeader": true}), &opened)
		if opened.Error != "" || opened.Task.State != sdkInputRequired || opened.Echoed == nil || *opened.Echoed != paywall.X402ExtensionURI {
			t.Fatalf("open with X-A2A-Extensions: %+v (echoed %v)", opened, opened.Echoed)
		}
		var paid struct {
			Error  string
			Task   sdkTask
			Echoed *string
		}
		runNode(t, "daemon_a2a.mjs", r.Payer.Key, a2aCmd(r, alice, map[string]any{"op": "underpay", "task": opened.Task, "max": "1000000", "legacyHeader": true}), &paid)
		if paid.Error != "" || paid.Task.Metadata[paywall.MetaStatus] != paywall.StatusPaymentFailed {
			t.Fatalf("underpaid: %+v", paid)
		}
		if got := paid.Task.Metadata[paywall.MetaError]; got != paywall.ErrorInvalidAmount {
			t.Fatalf("x402.payment.error = %v, want %s (metadata %v)", got, paywall.ErrorInvalidAmount, paid.Task.Metadata)
		}
		if detail, _ := paid.Task.Metadata[paywall.MetaErrorReason].(string); !strings.HasPrefix(detail, "invalid_exact_evm_") || !strings.Contains(detail, "value") {
			t.Fatalf("%s = %q, want the detailed x402 reason", paywall.MetaErrorReason, detail)
		}
		if r.ChainStatus(t, id) != 0 {
			t.Fatalf("job %d funded by an underpayment", id)
		}
	})

	t.Run("RetryAfterRestart", func(t *testing.T) {
		id := r.OpenJob(t, r.Payer, 1_000_000)
		var opened struct{ Task sdkTask }
		runNode(t, "daemon_a2a.mjs", nil, a2aCmd(r, alice, map[string]any{"op": "open", "jobId": fmt.Sprint(id)}), &opened)
		var paid struct {
			Error  string
			Task   sdkTask
			Submit json.RawMessage
		}
		runNode(t, "daemon_a2a.mjs", r.Payer.Key, a2aCmd(r, alice, map[string]any{"op": "pay", "task": opened.Task, "max": "1000000"}), &paid)
		if paid.Error != "" || paid.Task.State != sdkCompleted {
			t.Fatalf("pay: %+v", paid)
		}
		tx := receiptTx(t, paid.Task)
		r.Restart(t)
		t.Setenv("NODE_EXTRA_CA_CERTS", r.CertFile)
		token := r.SignIn(t, r.Payer)
		var got, resent struct {
			Error string
			Task  sdkTask
		}
		runNode(t, "daemon_a2a.mjs", nil, a2aCmd(r, token, map[string]any{"op": "get", "id": paid.Task.ID}), &got)
		runNode(t, "daemon_a2a.mjs", nil, a2aCmd(r, token, map[string]any{"op": "resend", "message": paid.Submit}), &resent)
		if got.Error != "" || resent.Error != "" || got.Task.State != sdkCompleted || resent.Task.ID != paid.Task.ID || resent.Task.State != sdkCompleted ||
			receiptTx(t, got.Task) != tx || receiptTx(t, resent.Task) != tx {
			t.Fatalf("after restart: got %+v, resent %+v (original transaction %s)", got, resent, tx)
		}
		if r.Balance(t, r.Dep.Escrow).Int64() != 1_500_000+1_000_000+1_000_000 {
			t.Fatalf("escrow holds %s", r.Balance(t, r.Dep.Escrow))
		}
	})
}
