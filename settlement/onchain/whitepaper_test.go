package onchain_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// TestWhitepaperExampleOnChain settles the white paper's own example (examples/whitepaper) through the real
// contract: the enforceable agreement (the seed's text with only its refused clauses changed), signed by
// client and provider (EIP-712, re-signed here because its expires_at lies in the chain's past and is
// dropped), and the seed's Verification Result corrected to follow its agreement (composite 87.0, release
// 85 %): CheckVerification passes it, the evaluator signs it, and the payout is the 85 % tier of 5 USDC.
//
// The failing result (a gate failed, determination FAIL) is settled the same way on a chain of its own: the
// evaluator's signed Result carries passed=false and the provider receives 0 of the budget, on chain and in
// the settlement mirror.
func TestWhitepaperExampleOnChain(t *testing.T) {
	var doc map[string]any
	dec := json.NewDecoder(bytes.NewReader(mustRead(t, "../../examples/whitepaper/agreement-enforceable.json")))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	delete(doc, "expires_at")
	delete(doc, "signatures")
	unsigned, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	clientKey, providerKey, evaluatorKey := anvilKey(t, 0), anvilKey(t, 1), anvilKey(t, 2)
	agreement, err := settlement.SignAgreement(unsigned, "client", "eip712", clientKey)
	if err != nil {
		t.Fatal(err)
	}
	if agreement, err = settlement.SignAgreement(agreement, "provider", "eip712", providerKey); err != nil {
		t.Fatal(err)
	}
	deployer, relayer := testKey(t, "deployer"), testKey(t, "relayer")
	c := newTestChain(t, []*ecdsa.PrivateKey{deployer, relayer, clientKey, providerKey})
	ctx := context.Background()
	head, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := settlement.ParseAgreement(agreement, settlement.AgreementOptions{Now: time.Unix(int64(head.Time), 0)})
	if err != nil {
		t.Fatal(err)
	}
	if len(plan.Signatures) != 2 || plan.Signatures[0].Signer != addr(clientKey) || plan.Signatures[1].Signer != addr(providerKey) {
		t.Fatalf("signatures %+v", plan.Signatures)
	}

	// The seed's result as written is refused; corrected it passes; the failing one is not passed.
	if _, err := settlement.CheckVerification(plan, mustRead(t, "../../examples/whitepaper/verification-pass.json")); err == nil {
		t.Fatal("the seed's Verification Result (composite 86.1 of dimensions averaging 87.00) was accepted")
	}
	failed, err := settlement.CheckVerification(plan, mustRead(t, "../../examples/whitepaper/verification-fail.json"))
	if err != nil || failed.Passed || failed.ReleaseBps != 0 {
		t.Fatalf("failing result: %+v %v", failed, err)
	}
	vrDoc := mustRead(t, "../../examples/whitepaper/verification-pass-corrected.json")
	outcome, err := settlement.CheckVerification(plan, vrDoc)
	if err != nil {
		t.Fatal(err)
	}
	if !outcome.Passed || outcome.Composite != 8700 || outcome.ReleaseBps != 8500 {
		t.Fatalf("outcome %+v", outcome)
	}

	if prov, cli := settleWhitepaperResult(t, plan, clientKey, providerKey, evaluatorKey, vrDoc); prov.Int64() != 4_250_000 || cli.Int64() != 750_000 {
		t.Fatalf("passing result paid provider %s, client %s (want 4,250,000 / 750,000)", prov, cli)
	}
	if prov, cli := settleWhitepaperResult(t, plan, clientKey, providerKey, evaluatorKey, mustRead(t, "../../examples/whitepaper/verification-fail.json")); prov.Sign() != 0 || cli.Cmp(plan.Budget) != 0 {
		t.Fatalf("failing result paid provider %s, client %s (want 0 / %s)", prov, cli, plan.Budget)
	}
}

// settleWhitepaperResult runs plan's job on a fresh chain to a finalize on the evaluator's signed result
// for vrDoc, checks the balances against the settlement mirror and returns what provider and client hold.
func settleWhitepaperResult(t *testing.T, plan *settlement.JobPlan, clientKey, providerKey, evaluatorKey *ecdsa.PrivateKey, vrDoc []byte) (provider, client *big.Int) {
	t.Helper()
	outcome, err := settlement.CheckVerification(plan, vrDoc)
	if err != nil {
		t.Fatal(err)
	}
	deployer, relayer := testKey(t, "deployer"), testKey(t, "relayer")
	c := newTestChain(t, []*ecdsa.PrivateKey{deployer, relayer, clientKey, providerKey})
	c.send(deployer, c.token, c.usdc.PackMint(plan.Client, plan.Budget), 1_000_000, "mint")
	c.send(clientKey, c.token, c.usdc.PackApprove(c.escrow, plan.Budget), 1_000_000, "approve")
	create, err := onchain.CreateAsaJob(plan)
	if err != nil {
		t.Fatal(err)
	}
	c.send(clientKey, c.escrow, create, 3_000_000, "createAsaJob")
	_, receipts := c.commit()
	var jobID *big.Int
	for _, lg := range receipts[2].Logs {
		if ev, err := c.abi.UnpackAsaJobCreatedEvent(lg); err == nil {
			jobID = ev.JobId
		}
	}
	if jobID == nil {
		t.Fatal("no AsaJobCreated event")
	}
	fund, err := onchain.Fund(jobID, plan)
	if err != nil {
		t.Fatal(err)
	}
	c.send(clientKey, c.escrow, fund, 3_000_000, "fund")
	c.commit()
	// The white paper's agreement names no escrow.acceptance: the provider accepts the job before it starts.
	c.acceptByCall(t, providerKey, plan, jobID, receipts[2])

	vr, err := settlement.ParseVerificationResult(vrDoc)
	if err != nil {
		t.Fatal(err)
	}
	c.send(providerKey, c.escrow, c.abi.PackSubmit(jobID, vr.Deliverable, nil), 3_000_000, "submit")
	submittedAt, _ := c.commit()
	domain := settlement.Domain{ChainID: c.chainID, Escrow: c.escrow}
	result, err := vr.Result(settlement.JobRef{JobID: jobID, Deliverable: vr.Deliverable, SubmittedAt: submittedAt}, big.NewInt(7), submittedAt+3600)
	if err != nil {
		t.Fatal(err)
	}
	if result.Score != outcome.Composite || result.Passed != outcome.Passed {
		t.Fatalf("signed score %d passed %t, checked composite %d passed %t", result.Score, result.Passed, outcome.Composite, outcome.Passed)
	}
	sig, err := result.Sign(domain, evaluatorKey)
	if err != nil {
		t.Fatal(err)
	}
	submit, err := onchain.SubmitResult(result, plan.Evaluators[0], sig)
	if err != nil {
		t.Fatal(err)
	}
	c.send(relayer, c.escrow, submit, 3_000_000, "submitResult")
	c.commit()
	c.advance(time.Duration(plan.Terms.ChallengeWindow+1) * time.Second)
	c.send(relayer, c.escrow, c.abi.PackFinalize(jobID), 3_000_000, "finalize")
	c.commit()

	v, err := plan.Terms.VerifyGated(outcome.Composite, !outcome.Passed, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, err := plan.Terms.Escrow(plan.Budget, nil).CloseWindow(v)
	if err != nil {
		t.Fatal(err)
	}
	if got := c.balance(plan.Provider); got.Cmp(want.Payout.Provider) != 0 {
		t.Fatalf("provider got %s, predicted %s", got, want.Payout.Provider)
	}
	if got := c.balance(plan.Client); got.Cmp(want.Payout.Client) != 0 {
		t.Fatalf("client got %s, predicted %s", got, want.Payout.Client)
	}
	return c.balance(plan.Provider), c.balance(plan.Client)
}
