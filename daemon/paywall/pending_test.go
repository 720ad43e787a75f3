package paywall_test

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
)

// A settlement whose receipt does not come in time answers pending with the transaction hash
// (202, PAYMENT-RESPONSE settlement_pending; A2A: working + payment-verified), and paying again
// with the same authorization, or asking GetTask, answers the same transaction once it is mined:
// the client is never told to pay again and nothing is sent twice.
func TestPendingSettlement(t *testing.T) {
	r := paywalltest.Start(t, paywalltest.Options{SettleTimeout: 400 * time.Millisecond})
	ctx := context.Background()
	const budget = 1_000_000
	id := r.OpenJob(t, r.Payer, budget)
	req := requirements(t, r, id)
	h, _ := signed(t, r.Payer.Key, req, nil)

	jobA2A := r.OpenJob(t, r.Payer, budget)
	c := signedIn(t, r, r.Payer)
	task := c.send(textMsg("p-open", fmt.Sprintf("fund job %d", jobA2A)))
	pp := paymentFor(t, task, func(req x402.PaymentRequirements) (exact.Signed, error) {
		return exact.NewPayment(r.Payer.Key, req, time.Now(), rand.Reader)
	})

	if err := r.Node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	a := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h))
	sr, err := x402.DecodePaymentResponse(a.header.Get(x402.HeaderPaymentResponse))
	if a.status != http.StatusAccepted || err != nil || !sr.Pending() || a.body["status"] != "pending" || a.body["transaction"] != sr.Transaction {
		t.Fatalf("unmined settlement: %d %s %+v %v", a.status, a.rawBody, sr, err)
	}
	working := c.send(payMsg("p-pay", task.ID, pp))
	if working.Status.State != "TASK_STATE_WORKING" || statusMeta(t, working)[paywall.MetaStatus] != paywall.StatusPaymentVerified {
		msg, _ := json.Marshal(working.Status.Message)
		t.Fatalf("unmined A2A settlement: %+v %s", working.Status.State, msg)
	}
	if err := r.Node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	if err := r.Node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	again := postFund(t, fundURL(r, id), hdr(x402.HeaderPaymentSignature, h))
	if again.status != 200 || again.body["transaction"] != sr.Transaction {
		t.Fatalf("same payment after mining: %d %s, want 200 with %s", again.status, again.rawBody, sr.Transaction)
	}
	got := c.call("GetTask", map[string]any{"id": task.ID})
	if got.Error != nil || !strings.Contains(string(got.Result), "TASK_STATE_COMPLETED") || !strings.Contains(string(got.Result), paywall.StatusPaymentCompleted) {
		t.Fatalf("GetTask after mining: %s %+v", got.Result, got.Error)
	}
	if r.ChainStatus(t, id) != 1 || r.ChainStatus(t, jobA2A) != 1 {
		t.Fatal("jobs not funded")
	}
}
