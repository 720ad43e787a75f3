package asaclient

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// CreateAndFundJobs funds every plan in one transaction, each job with its own budget and agreement hash,
// and refuses, before sending anything, a batch it cannot send whole. The jobs start when their provider
// accepts them.
func TestCreateAndFundJobsOnAnvil(t *testing.T) {
	c := newAcceptChain(t)
	ctx := c.ctx
	_, a := c.agreement(t, nil)
	_, b := c.agreement(t, func(m map[string]any) {
		m["service"].(map[string]any)["description"] = "a second report"
	})
	b.Budget = big.NewInt(1_250_000)
	_, otherTerms := c.agreement(t, withCollateral("10"))
	nonce := func() uint64 {
		t.Helper()
		n, err := c.eth.NonceAt(ctx, c.clientAddr, nil)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	sent := nonce()
	before := c.balances(t)

	_, err := c.esc.CreateAndFundJobs(ctx, signer.FromKey(c.clientKey), nil, CreateOptions{})
	wantErr(t, err, "no agreements given")
	_, err = c.esc.CreateAndFundJobs(ctx, signer.FromKey(c.clientKey), []*settlement.JobPlan{a, otherTerms}, CreateOptions{})
	wantErr(t, err, "other terms", "one call takes one set of terms")
	_, err = c.esc.CreateAndFundJobs(ctx, signer.FromKey(c.providerKey), []*settlement.JobPlan{a, b}, CreateOptions{})
	wantErr(t, err, "agreement 1", "use the client's key")
	if nonce() != sent {
		t.Fatalf("a refused batch sent %d transactions", nonce()-sent)
	}
	c.expectMoved(t, before, 0, 0, 0)

	batch, err := c.esc.CreateAndFundJobs(ctx, signer.FromKey(c.clientKey), []*settlement.JobPlan{a, b, a}, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if batch.Budget.Int64() != 11_250_000 || len(batch.Jobs) != 3 || batch.Approve == nil {
		t.Fatalf("batch: budget %s, %d jobs, approve %v", batch.Budget, len(batch.Jobs), batch.Approve != nil)
	}
	c.expectMoved(t, before, -11_250_000, 0, 11_250_000)
	for i, want := range []*settlement.JobPlan{a, b, a} {
		created := batch.Jobs[i]
		if created.Receipt.TxHash != batch.Receipt.TxHash || created.TermsHash != want.TermsHash {
			t.Errorf("job %d: %+v", i, created)
		}
		j, err := c.esc.Job(ctx, created.JobID)
		if err != nil {
			t.Fatal(err)
		}
		// The agreements ask for the provider's acceptance (the default): the budget is in, the job waits.
		if j.Status != settlement.JobOpen || !j.View.BudgetFunded || !j.View.AcceptanceRequired || j.View.Accepted ||
			j.View.Budget.Cmp(want.Budget) != 0 || j.View.Provider != want.Provider ||
			j.View.Client != crypto.PubkeyToAddress(c.clientKey.PublicKey) || j.TermsHash != want.TermsHash {
			t.Errorf("job %s on chain: %s, budget %s (in %v), acceptance required %v, accepted %v, provider %s", created.JobID, j.Status,
				j.View.Budget, j.View.BudgetFunded, j.View.AcceptanceRequired, j.View.Accepted, j.View.Provider.Hex())
		}
	}
	// Each job starts when its provider accepts it.
	for _, created := range batch.Jobs {
		accepted, err := c.esc.AcceptJob(ctx, signer.FromKey(c.providerKey), created.JobID, AcceptOptions{})
		if err != nil || accepted.Status != settlement.JobFunded {
			t.Fatalf("provider's acceptance of job %s: %+v %v", created.JobID, accepted, err)
		}
	}
	if got := new(big.Int).Sub(batch.Jobs[2].JobID, batch.Jobs[0].JobID); got.Int64() != 2 {
		t.Errorf("job ids %s..%s are not consecutive", batch.Jobs[0].JobID, batch.Jobs[2].JobID)
	}
	// The allowance now covers nothing more: a second batch approves again, for its own sum only.
	again, err := c.esc.CreateAndFundJobs(ctx, signer.FromKey(c.clientKey), []*settlement.JobPlan{b}, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if again.Approve == nil || len(again.Jobs) != 1 {
		t.Fatalf("second batch: approve %v, %d jobs", again.Approve != nil, len(again.Jobs))
	}
	c.expectMoved(t, before, -12_500_000, 0, 12_500_000)
}
