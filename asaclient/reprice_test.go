package asaclient

import (
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// moneyState is every balance a funding could move.
type moneyState struct{ client, escrow, allowance *big.Int }

func (c *testChain) money(t *testing.T) moneyState {
	t.Helper()
	cl, err1 := c.esc.BalanceOf(c.ctx, c.clientAddr)
	es, err2 := c.esc.BalanceOf(c.ctx, c.esc.Address())
	al, err3 := c.esc.Allowance(c.ctx, c.clientAddr)
	if err := errors.Join(err1, err2, err3); err != nil {
		t.Fatal(err)
	}
	return moneyState{cl, es, al}
}

func (m moneyState) equal(o moneyState) bool {
	return m.client.Cmp(o.client) == 0 && m.escrow.Cmp(o.escrow) == 0 && m.allowance.Cmp(o.allowance) == 0
}

// Issue #10, finding 3: a provider re-prices an open ASA job 10x with setBudget. The client's tools fund
// what the client agreed to (the agreement document, or the creation it sent), so every funding path
// refuses with a message that says the job was re-priced, and no token moves: no approve, no transfer, no
// x402 authorization signed. The escrow refuses the re-pricing itself (ASA budgets are immutable: BudgetFixed);
// the client check is still exercised with an agreement that disagrees with the chain.
func TestFundRefusesARepricedJob(t *testing.T) {
	c := newTestChain(t)
	ctx, e := c.ctx, c.esc
	created, err := e.CreateJob(ctx, signer.FromKey(c.clientKey), c.plan)
	if err != nil {
		t.Fatal(err)
	}
	id := created.JobID
	agreed := AgreedPlan(c.plan)
	if agreed.Budget.Cmp(big.NewInt(5_000_000)) != 0 || agreed.TermsHash != created.TermsHash {
		t.Fatalf("agreed %v, created %v", agreed, created)
	}

	providerKey, _ := anvil.DevKey(1)
	raised := new(big.Int).Mul(agreed.Budget, big.NewInt(10))
	esc := bindings.NewAsaEscrow()
	_, err = bind.Transact(esc.Instance(c.eth, e.Address()), bind.NewKeyedTransactor(providerKey, c.node.ChainID()), esc.PackSetBudget(id, raised, nil))
	// The escrow keeps ASA budgets immutable: the attack cannot start.
	if re := escrow.DecodeRevert(err); re == nil || re.Name != "BudgetFixed" {
		t.Fatalf("the provider's setBudget on an ASA job: %v, want a BudgetFixed revert", err)
	}
	// The client's own check still guards a chain that disagrees with the agreement: exercise it with an
	// agreement that states another budget than the job's.
	agreed = Agreed{Budget: new(big.Int).Div(agreed.Budget, big.NewInt(10)), TermsHash: agreed.TermsHash}
	job, err := e.Job(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if job.View.Budget.Cmp(agreed.Budget) == 0 {
		t.Fatalf("the chain's budget %s equals the agreed one: nothing to refuse", job.View.Budget)
	}

	before := c.money(t)
	_, err = e.Fund(ctx, signer.FromKey(c.clientKey), id, agreed, FundOptions{AgreedFrom: "the agreement"})
	var rp *RepricedError
	if !errors.As(err, &rp) || rp.OnChain.Budget.Cmp(job.View.Budget) != 0 || rp.Agreed.Budget.Cmp(agreed.Budget) != 0 {
		t.Fatalf("Fund of a re-priced job: %v, want a RepricedError", err)
	}
	t.Logf("Fund refused: %v", err)

	// The creation the client sent still says what it agreed to, whatever the job's budget is now.
	fromCreation, err := e.CreationAgreed(ctx, id, 0)
	if err != nil || fromCreation.Budget.Cmp(c.plan.Budget) != 0 || fromCreation.TermsHash != created.TermsHash {
		t.Fatalf("CreationAgreed = %v, %v; want budget %s terms %s", fromCreation, err, c.plan.Budget, created.TermsHash.Hex())
	}

	// The x402 path refuses before it asks the daemon anything, so no authorization is ever signed.
	var asked atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { asked.Add(1); w.WriteHeader(http.StatusPaymentRequired) }))
	defer srv.Close()
	_, err = (&Daemon{BaseURL: srv.URL}).FundX402(ctx, signer.FromKey(c.clientKey), e, id, agreed, X402Options{AgreedFrom: "the agreement"})
	if !errors.As(err, &rp) || asked.Load() != 0 {
		t.Fatalf("FundX402 of a re-priced job: %v (requests to the daemon: %d), want a RepricedError and none", err, asked.Load())
	}

	if after := c.money(t); !after.equal(before) {
		t.Fatalf("money moved: before %+v, after %+v", before, after)
	}
	if j, err := e.Job(ctx, id); err != nil || j.Status != settlement.JobOpen {
		t.Fatalf("job after the refusals: %v %v, want Open", j, err)
	}
	if fromCreation.Budget.Cmp(job.View.Budget) != 0 {
		// And what the creation says is exactly what the refusal protects: funding with it refuses too.
		if _, err := e.Fund(ctx, signer.FromKey(c.clientKey), id, fromCreation, FundOptions{AgreedFrom: "the creation"}); !errors.As(err, &rp) {
			t.Fatalf("Fund with the creation's terms: %v, want a RepricedError", err)
		}
	}
	if after := c.money(t); !after.equal(before) {
		t.Fatalf("money moved: before %+v, after %+v", before, after)
	}
}
