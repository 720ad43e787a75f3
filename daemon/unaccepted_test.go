package daemon_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// Attack (issue 22, "the provider need not agree at all"): a client creates and funds a job for a provider who
// never accepted it, under an agreement that says nothing about acceptance (the default). Before the fix such a
// job went Funded (the white paper's ACTIVE) with no assent from the provider. Now it never starts: the
// provider's submit reverts on chain, the daemon takes no result for it and relays none, an acceptance the
// client signs itself is refused, and the client's budget comes back in full, by cancelling the Open job or at
// the fund deadline through the daemon's own finalization, never settled as delivered. Checked on chain
// (state and balances) and in the daemon's job view.
func TestAttackUnacceptedJobNeverStarts(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	esc, err := asaclient.Open(ctx, w.client, w.dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	// The client creates and funds two jobs of a default agreement without any acceptance.
	create := func(id string) (*big.Int, *settlement.JobPlan) {
		t.Helper()
		doc := testAgreement(t, agreementSpec{id: id, amount: "5.00", client: w.client_.addr, provider: w.provider.addr, evaluator: w.evals[0].addr,
			token: w.dep.Token}, w.dep.ChainID, w.dep.Escrow)
		plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: time.Unix(int64(w.now()), 0), ChainID: w.dep.ChainID})
		if err != nil {
			t.Fatal(err)
		}
		if !plan.Terms.AcceptanceRequired {
			t.Fatalf("an agreement that names no escrow.acceptance does not ask for the provider's acceptance: %+v", plan.Terms)
		}
		c, err := esc.CreateAndFundJob(ctx, signer.FromKey(w.client_.key), plan, asaclient.CreateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		return c.JobID, plan
	}
	clientBefore, providerBefore, escrowBefore := w.balance(w.client_.addr), w.balance(w.provider.addr), w.balance(w.dep.Escrow)
	cancelled, plan := create("never-accepted-cancelled")
	expired, _ := create("never-accepted-expired")
	budget := plan.Budget.Int64()
	if d := new(big.Int).Sub(clientBefore, w.balance(w.client_.addr)); d.Int64() != 2*budget {
		t.Fatalf("the client paid %s, want %d", d, 2*budget)
	}
	for _, id := range []*big.Int{cancelled, expired} {
		if v := w.job(id); settlement.JobStatus(v.Status) != settlement.JobOpen || !v.BudgetFunded || !v.AcceptanceRequired || v.Accepted {
			t.Fatalf("job %s after create-and-fund: %+v", id, v)
		}
	}
	waitFor(t, 10*time.Second, "the daemon sees both jobs waiting for acceptance", func() bool {
		for _, id := range []*big.Int{cancelled, expired} {
			j, err := svc.Store().Job(ctx, id.Uint64())
			if err != nil || j.Status != settlement.JobOpen || !j.AcceptanceRequired || j.Accepted || !j.BudgetFunded {
				return false
			}
		}
		return true
	})

	// The provider cannot deliver: submit, mined with a fixed gas limit (no estimate to stop it first), reverts.
	content := []byte("a delivery nobody agreed to")
	opts := w.opts(w.provider)
	opts.GasLimit = 300_000
	tx, err := bind.Transact(w.escC, opts, w.esc.PackSubmit(expired, settlementHash(t, content), nil))
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := w.waitMined(ctx, tx); r == nil || r.Status != types.ReceiptStatusFailed {
		t.Fatalf("submit of a job its provider never accepted: receipt %+v", r)
	}
	if v := w.job(expired); settlement.JobStatus(v.Status) != settlement.JobOpen || v.SubmittedAt.Sign() != 0 || v.Deliverable != [32]byte{} {
		t.Fatalf("job after the refused submit: %+v", v)
	}
	// The daemon takes no result for it: an evaluator's signed result for the delivery that never landed.
	doc := []byte(fmt.Sprintf(`{"verification_id":"v-unaccepted","composite":{"score":95,"method":"weighted_average"},"evidence_trail":{"deliverable_hash":%q}}`,
		settlement.ContentHash(content)))
	vr, err := settlement.ParseVerificationResult(doc)
	if err != nil {
		t.Fatal(err)
	}
	result, err := vr.Result(settlement.JobRef{JobID: expired, Deliverable: settlementHash(t, content), SubmittedAt: w.now()}, big.NewInt(1), w.now()+86400)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := result.Sign(settlement.Domain{ChainID: w.node.ChainID(), Escrow: w.dep.Escrow}, w.evals[0].key)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(map[string]any{"jobId": expired.String(), "evaluator": w.evals[0].addr.Hex(), "nonce": "1", "deadline": w.now() + 86400,
		"signature": "0x" + common.Bytes2Hex(sig), "document": json.RawMessage(doc)})
	if code, answer := post(t, base+"/v1/results", body); code != http.StatusConflict || answer["error"].(map[string]any)["code"] != wire.CodeNotSubmitted {
		t.Fatalf("a result for the unaccepted job: %d %v", code, answer)
	}
	// An "acceptance" signed by the client itself is no acceptance: the daemon refuses to relay it.
	a, _, err := esc.JobAcceptance(ctx, expired, w.dep.DeployBlock, w.now()+3600)
	if err != nil {
		t.Fatal(err)
	}
	self, err := esc.SignAcceptance(ctx, signer.FromKey(w.client_.key), a, asaclient.SignAcceptanceOptions{JobID: expired, Collateral: new(big.Int)})
	if err != nil {
		t.Fatal(err)
	}
	forged := self.Wire()
	forged.Provider = w.provider.addr
	raw, _ := json.Marshal(forged)
	if status, e, body := postJSON(t, base+"/v1/acceptances", raw); status != 422 || e.Error.Code != wire.CodeBadSignature {
		t.Fatalf("the client's own acceptance: %d %s", status, body)
	}

	// Cancel path: the client rejects its Open job and gets its budget back at once.
	w.send(w.client_, w.escC, w.esc.PackReject(cancelled, [32]byte{}, nil))
	if v := w.job(cancelled); settlement.JobStatus(v.Status) != settlement.JobRejected {
		t.Fatalf("job %s after the client's reject: %+v", cancelled, v)
	}
	if d := new(big.Int).Sub(clientBefore, w.balance(w.client_.addr)); d.Int64() != budget {
		t.Fatalf("after the cancel the client is out %s, want one budget %d (the other job's)", d, budget)
	}

	// Deadline path: at the fund deadline the daemon finalizes the other job (expired, budget back).
	w.warp(uint64(plan.Terms.FundTimeout) + 1)
	waitFor(t, 30*time.Second, "the daemon expires the job at its fund deadline", func() bool {
		return settlement.JobStatus(w.job(expired).Status) == settlement.JobExpired
	})
	if got := w.balance(w.client_.addr); got.Cmp(clientBefore) != 0 {
		t.Fatalf("client balance %s, want all of it back (%s)", got, clientBefore)
	}
	if got := w.balance(w.provider.addr); got.Cmp(providerBefore) != 0 {
		t.Fatalf("provider balance %s, want unchanged %s", got, providerBefore)
	}
	if got := w.balance(w.dep.Escrow); got.Cmp(escrowBefore) != 0 {
		t.Fatalf("escrow holds %s, want %s: nothing of these jobs left in it", got, escrowBefore)
	}
	// The daemon's view: expired and rejected, nothing delivered, no result, nothing paid to the provider.
	for _, c := range []struct {
		id     *big.Int
		status settlement.JobStatus
	}{{cancelled, settlement.JobRejected}, {expired, settlement.JobExpired}} {
		var view wire.JobResponse
		waitFor(t, 10*time.Second, "the daemon's view of job "+c.id.String(), func() bool {
			resp, err := http.Get(base + "/v1/jobs/" + c.id.String())
			if err != nil {
				return false
			}
			defer resp.Body.Close()
			return json.NewDecoder(resp.Body).Decode(&view) == nil && view.Status == c.status.String()
		})
		if len(view.Results) != 0 || view.Acceptance == nil || !view.Acceptance.Required || view.Acceptance.Accepted {
			t.Errorf("job %s view: results %v, acceptance %+v", c.id, view.Results, view.Acceptance)
		}
		if p := view.Payouts["provider"]; p != "" && p != "0" {
			t.Errorf("job %s paid the provider %s", c.id, p)
		}
	}
}
