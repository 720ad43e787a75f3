package asaclient

import (
	"errors"
	"testing"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// CreateAgreedJob, the easy path: the provider's acceptance is asked for and relayed in the client's one
// create-and-fund transaction, so a default agreement's job starts Funded and accepted, with the provider's
// collateral posted when it takes any. An agreement that waives the acceptance is refused unless the
// caller says it knows; nothing is sent for a refusal.
func TestCreateAgreedJobOnAnvil(t *testing.T) {
	c := newAcceptChain(t)
	ctx := c.ctx
	before := c.balances(t)

	_, plan := c.agreement(t, nil)
	created, err := c.esc.CreateAgreedJob(ctx, signer.FromKey(c.clientKey), plan, c.esc.ProviderKey(signer.FromKey(c.providerKey)), AgreedJobOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := c.esc.Money(ctx, created.JobID, 0)
	if err != nil || m.Status != settlement.JobFunded || !m.AcceptanceRequired || !m.Accepted || !m.BudgetIn {
		t.Fatalf("default agreement: %+v %v", m, err)
	}
	c.expectMoved(t, before, -5_000_000, 0, 5_000_000)

	// With collateral: ProviderKey approves it, the escrow pulls it in the same transaction.
	_, collateral := c.agreement(t, withCollateral("50"))
	created, err = c.esc.CreateAgreedJob(ctx, signer.FromKey(c.clientKey), collateral, c.esc.ProviderKey(signer.FromKey(c.providerKey)), AgreedJobOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if m, err = c.esc.Money(ctx, created.JobID, 0); err != nil || m.Status != settlement.JobFunded || m.CollateralPosted.Int64() != 2_500_000 {
		t.Fatalf("with collateral: %+v %v", m, err)
	}
	c.expectMoved(t, before, -10_000_000, -2_500_000, 12_500_000)

	// A key that is not the provider's signs nothing.
	_, err = c.esc.CreateAgreedJob(ctx, signer.FromKey(c.clientKey), plan, c.esc.ProviderKey(signer.FromKey(c.strangerKey)), AgreedJobOptions{})
	wantErr(t, err, "the provider's acceptance", "the job's provider is")
	// No way to ask the provider.
	_, err = c.esc.CreateAgreedJob(ctx, signer.FromKey(c.clientKey), plan, nil, AgreedJobOptions{})
	wantErr(t, err, "the agreement requires it")

	// A waiver is refused unless the caller knowingly creates it; then the job starts without the provider.
	_, waived := c.agreement(t, waiveAcceptance)
	if _, err = c.esc.CreateAgreedJob(ctx, signer.FromKey(c.clientKey), waived, c.esc.ProviderKey(signer.FromKey(c.providerKey)), AgreedJobOptions{}); !errors.Is(err, ErrNoAcceptance) {
		t.Fatalf("a waiver created without saying so: %v", err)
	}
	c.expectMoved(t, before, -10_000_000, -2_500_000, 12_500_000)
	created, err = c.esc.CreateAgreedJob(ctx, signer.FromKey(c.clientKey), waived, nil, AgreedJobOptions{Waived: true})
	if err != nil {
		t.Fatal(err)
	}
	if m, err = c.esc.Money(ctx, created.JobID, 0); err != nil || m.Status != settlement.JobFunded || m.AcceptanceRequired || m.Accepted {
		t.Fatalf("waived agreement: %+v %v", m, err)
	}
	c.expectMoved(t, before, -15_000_000, -2_500_000, 17_500_000)
}
