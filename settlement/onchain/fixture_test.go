package onchain_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"os"
	"testing"
	"time"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// anvil's well-known development keys (public test accounts 0, 1 and 2): the fixture's client,
// provider and evaluator.
var anvilKeys = []string{
	"ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
	"59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
	"5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
}

func anvilKey(t *testing.T, i int) *ecdsa.PrivateKey {
	k, err := crypto.HexToECDSA(anvilKeys[i])
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestFixtureOnChain takes the seed's agreement and Verification Result through the real contract:
// the plan's createAsaJob and fund calls are accepted, the package's signed result is accepted, and
// the payout is the package's prediction (composite 86.1 -> the 85 % tier of 5 USDC).
func TestFixtureOnChain(t *testing.T) {
	raw, err := os.ReadFile("../testdata/agreement_research.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	delete(doc, "expires_at") // the fixture's date lies in the simulated chain's past
	agreement, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	clientKey, providerKey, evaluatorKey := anvilKey(t, 0), anvilKey(t, 1), anvilKey(t, 2)
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
	if plan.Client != addr(clientKey) || plan.Provider != addr(providerKey) || plan.Evaluators[0] != addr(evaluatorKey) {
		t.Fatal("fixture parties are not anvil's accounts 0, 1, 2")
	}

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
			if tb, err := c.abi.UnpackTermsById(c.call(c.abi.PackTermsById(ev.TermsId))); err != nil || tb.TermsHash != plan.TermsHash {
				t.Fatalf("terms hash %x (%v), plan %x", tb.TermsHash, err, plan.TermsHash)
			}
		}
	}
	fund, err := onchain.Fund(jobID, plan)
	if err != nil {
		t.Fatal(err)
	}
	c.send(clientKey, c.escrow, fund, 3_000_000, "fund")
	c.commit()
	// The fixture names no escrow.acceptance: the job waits for its provider's acceptance (the default).
	c.acceptByCall(t, providerKey, plan, jobID, receipts[2])

	vr, err := settlement.ParseVerificationResult(mustRead(t, "../testdata/verification_result.json"))
	if err != nil {
		t.Fatal(err)
	}
	c.send(providerKey, c.escrow, c.abi.PackSubmit(jobID, vr.Deliverable, nil), 3_000_000, "submit")
	submittedAt, _ := c.commit()

	domain := settlement.Domain{ChainID: c.chainID, Escrow: c.escrow}
	result, err := vr.Result(settlement.JobRef{JobID: jobID, Deliverable: vr.Deliverable, SubmittedAt: submittedAt}, big.NewInt(1), submittedAt+3600)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := result.Sign(domain, evaluatorKey)
	if err != nil {
		t.Fatal(err)
	}
	if err := result.Verify(domain, sig, plan.Evaluators[0]); err != nil {
		t.Fatal(err)
	}
	submit, err := onchain.SubmitResult(result, plan.Evaluators[0], sig)
	if err != nil {
		t.Fatal(err)
	}
	c.send(relayer, c.escrow, submit, 3_000_000, "submitResult")
	c.commit()
	job, err := c.abi.UnpackGetJob(c.call(c.abi.PackGetJob(jobID)))
	if err != nil {
		t.Fatal(err)
	}
	if state, _ := settlement.AgreementStateOf(settlement.JobStatus(job.Status)); state != settlement.StateVerified || job.Score != 8610 {
		t.Fatalf("after the result: %s score %d", state, job.Score)
	}
	registered, err := c.abi.UnpackTermsById(c.call(c.abi.PackTermsById(job.TermsId)))
	if err != nil {
		t.Fatal(err)
	}
	if back := onchain.TermsFrom(registered.Terms); !bytes.Equal(back.Words(), plan.Terms.Words()) || registered.TermsHash != plan.TermsHash {
		t.Fatalf("registered terms %+v differ from the plan's %+v", back, plan.Terms)
	}

	c.advance(time.Duration(plan.Terms.ChallengeWindow+1) * time.Second)
	c.send(relayer, c.escrow, c.abi.PackFinalize(jobID), 3_000_000, "finalize")
	c.commit()
	want, err := plan.Terms.FinalizeVerified(plan.Budget, vr.Score, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want.Payout.Provider.Int64() != 4_250_000 || want.Payout.Client.Int64() != 750_000 {
		t.Fatalf("prediction %v", want.Payout)
	}
	if got := c.balance(plan.Provider); got.Cmp(want.Payout.Provider) != 0 {
		t.Fatalf("provider got %s, predicted %s", got, want.Payout.Provider)
	}
	if got := c.balance(plan.Client); got.Cmp(want.Payout.Client) != 0 {
		t.Fatalf("client got %s, predicted %s", got, want.Payout.Client)
	}
	job, _ = c.abi.UnpackGetJob(c.call(c.abi.PackGetJob(jobID)))
	if state, _ := settlement.AgreementStateOf(settlement.JobStatus(job.Status)); state != settlement.StateClosed {
		t.Fatalf("final state %s", state)
	}
}

func mustRead(t *testing.T, path string) []byte {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestContractConstants checks the limits the package copies from the contract.
func TestContractConstants(t *testing.T) {
	c := newTestChain(t, []*ecdsa.PrivateKey{testKey(t, "deployer")})
	lim, err := c.abi.UnpackLimits(c.call(c.abi.PackLimits()))
	if err != nil {
		t.Fatal(err)
	}
	for name, pair := range map[string][2]uint64{
		"BPS":                   {uint64(lim.Bps), settlement.MaxBps},
		"MAX_EVALUATOR_FEE_BPS": {uint64(lim.MaxEvaluatorFeeBps), settlement.MaxEvaluatorFeeBps},
		"MAX_COLLATERAL_BPS":    {uint64(lim.MaxCollateralBps), settlement.MaxCollateralBps},
		"MAX_TIERS":             {uint64(lim.MaxTiers), settlement.MaxTiers},
		"MAX_ROLLING_WINDOW":    {uint64(lim.MaxRollingWindow), settlement.MaxRollingWindow},
		"MAX_EVALUATORS":        {uint64(lim.MaxEvaluators), settlement.MaxEvaluators},
		"MAX_TIMEOUT":           {uint64(lim.MaxTimeout), settlement.MaxTimeout},
		"MAX_EXPIRY_HORIZON":    {lim.MaxExpiryHorizon.Uint64(), settlement.MaxExpiryHorizon},
	} {
		if pair[0] != pair[1] {
			t.Errorf("%s: contract %d, package %d", name, pair[0], pair[1])
		}
	}
}

// acceptByCall is the provider's own acceptJob of a job created from plan (creation is the creation's
// receipt, whose AcceptanceRequired event names the nonce and commitment the job waits for): the acceptance
// the plan gives must be exactly the one the job stored. It checks the job is Open (budget in, not
// accepted) before and Funded after.
func (c *testChain) acceptByCall(t *testing.T, providerKey *ecdsa.PrivateKey, plan *settlement.JobPlan, jobID *big.Int, creation *types.Receipt) {
	t.Helper()
	var a settlement.Acceptance
	found := false
	for _, lg := range creation.Logs {
		if ev, err := c.abi.UnpackAcceptanceRequiredEvent(lg); err == nil && ev.JobId.Cmp(jobID) == 0 {
			a = settlement.AcceptanceOf(plan, ev.Nonce.Uint64(), plan.ExpiredAt)
			if a.Commitment().Hash() != ev.Commitment {
				t.Fatalf("the plan's commitment %x is not the job's %x", a.Commitment().Hash(), ev.Commitment)
			}
			found = true
		}
	}
	if !found {
		t.Fatalf("job %s asks for no acceptance (no AcceptanceRequired event)", jobID)
	}
	if v, err := c.abi.UnpackGetJob(c.call(c.abi.PackGetJob(jobID))); err != nil || settlement.JobStatus(v.Status) != settlement.JobOpen || !v.BudgetFunded || v.Accepted {
		t.Fatalf("job %s before the provider's acceptance: %+v %v", jobID, v, err)
	}
	data, err := onchain.AcceptJob(jobID, a, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.send(providerKey, c.escrow, data, 3_000_000, "acceptJob")
	c.commit()
	if v, err := c.abi.UnpackGetJob(c.call(c.abi.PackGetJob(jobID))); err != nil || settlement.JobStatus(v.Status) != settlement.JobFunded || !v.Accepted {
		t.Fatalf("job %s after the provider's acceptance: %+v %v", jobID, v, err)
	}
}
