package demo

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// collateralTerms are the agreement edits of a job whose provider accepts with 50 % collateral.
var collateralTerms = map[string]any{"escrow.collateral": map[string]any{"percent": json.Number("50")}}

// 7. The white paper's bonding: the provider accepts the agreement with 50 % collateral (it signs, the client
// relays the acceptance in the create-and-fund transaction, the job starts at once), delivers 72-quality
// work, and under the default tiers 50 % of the budget is released and half the collateral slashed.
func (r *runner) collateralJob(ctx context.Context) error {
	j := &jobRun{title: "accepted with 50% collateral, score 72: slashed in proportion"}
	r.printf("\n== job: %s\n", j.title)
	doc, err := r.agreement(ctx, "asa-demo-collateral", collateralTerms)
	if err != nil {
		return err
	}
	if err := r.plan(ctx, j, doc); err != nil {
		return err
	}
	now, err := r.chainNow(ctx)
	if err != nil {
		return err
	}
	// Provider: sign the acceptance of the planned job, as 'asa job accept --sign' does, and let the escrow
	// take the collateral when the client relays it.
	a, err := r.esc.PlannedAcceptance(ctx, j.plan, uint64(now.Add(time.Hour).Unix()))
	if err != nil {
		return fmt.Errorf("demo: %s: %w", j.title, err)
	}
	signed, err := r.esc.SignAcceptance(ctx, signer.FromKey(r.provider.key), a, asaclient.SignAcceptanceOptions{Collateral: j.plan.Collateral()})
	if err != nil {
		return fmt.Errorf("demo: %s: %w", j.title, err)
	}
	if _, err := r.esc.Approve(ctx, signer.FromKey(r.provider.key), j.plan.Collateral()); err != nil {
		return fmt.Errorf("demo: %s: provider approval: %w", j.title, err)
	}
	r.printf("   provider signed its EIP-712 acceptance of agreement %s… (client nonce %d) and approved its %s USDC collateral\n",
		j.plan.AgreementHash.Hex()[:12], a.Nonce, units(j.plan.Collateral()))
	// Client: relay it while creating and funding the job, as 'asa job create --fund --acceptance' does.
	c, err := r.esc.CreateAndFundAccepted(ctx, signer.FromKey(r.client.key), j.plan, signed, asaclient.CreateOptions{})
	if err != nil {
		return fmt.Errorf("demo: %s: %w", j.title, err)
	}
	j.id, j.collateral = c.JobID, j.plan.Collateral()
	r.jobs = append(r.jobs, j)
	if err := r.register(ctx, j, doc); err != nil {
		return err
	}
	m, err := r.esc.Money(ctx, j.id, r.dep.DeployBlock)
	if err != nil {
		return fmt.Errorf("demo: job %s: %w", j.id, err)
	}
	r.printf("   client   created, funded and accepted job %s in one transaction: %s, budget %s + collateral %s USDC in escrow  (tx %s)\n",
		j.id, m.Status, units(m.Budget), units(m.CollateralPosted), c.Receipt.TxHash.Hex())
	hash, err := r.deliver(ctx, j)
	if err != nil {
		return err
	}
	return r.scoreAndSettle(ctx, j, r.eval, hash, "72")
}

// 8. The provider never accepts a default agreement (which asks for its acceptance): the client's budget
// waits in escrow, the job never starts (the provider cannot deliver), and at the fund deadline the job
// expires and each side gets back exactly what it put in (the client its budget; the provider nothing).
func (r *runner) neverAcceptedJob(ctx context.Context) error {
	j := &jobRun{title: "provider never accepts: the budget goes back at the fund deadline", oneCall: true, unaccepted: true}
	r.printf("\n== job: %s\n", j.title)
	// No expires_at: the delivery deadline is then the fund deadline plus the delivery time, well after the
	// fund deadline this job expires at.
	doc, err := r.agreement(ctx, "asa-demo-unaccepted", map[string]any{"expires_at": nil})
	if err != nil {
		return err
	}
	if err := r.createFunded(ctx, j, doc); err != nil {
		return err
	}
	m, err := r.esc.Money(ctx, j.id, r.dep.DeployBlock)
	if err != nil {
		return fmt.Errorf("demo: job %s: %w", j.id, err)
	}
	r.printf("   job %s is %s: budget in %v, waiting for the provider's acceptance until %s\n",
		j.id, m.Status, m.BudgetIn, time.Unix(int64(m.FundDeadline), 0).UTC().Format(time.RFC3339))
	r.printf("   provider never accepts\n")
	if err := r.warp(ctx, uint64(j.plan.Terms.FundTimeout)+1, "letting the fund deadline pass"); err != nil {
		return err
	}
	// The daemon's job view follows acceptance: the job is Open until its fund deadline, and the daemon
	// finalizes it then (expiry, each side's money back), as it settles every other job.
	if err := r.waitDaemon(ctx, j, "the daemon to expire the job at its fund deadline", func(v *wire.JobResponse) bool {
		return v.Status == settlement.JobExpired.String()
	}); err != nil {
		return err
	}
	r.printf("   daemon   finalized the job at its fund deadline: never accepted, it expired\n")
	if err := r.settled(ctx, j); err != nil {
		return err
	}
	p, err := settlement.CloseOpen(j.plan.Budget, true, nil)
	return r.predict(j, settlement.Settlement{Payout: &p}, err)
}

// collateralTable prints, for the jobs whose provider posted collateral, the settlement package's kept and
// slashed amounts next to the escrow's CollateralSettled, and reports whether all agree.
func (r *runner) collateralTable(ctx context.Context) (bool, error) {
	ok, shown := true, false
	for _, j := range r.jobs {
		if j.collateral == nil || j.collateral.Sign() == 0 {
			continue
		}
		if !shown {
			r.printf("\n== collateral per job: settlement package prediction vs the escrow's CollateralSettled\n")
			r.printf("   %-4s %-12s %-28s %-28s\n", "job", "posted", "predicted (kept/slashed)", "on chain")
			shown = true
		}
		m, err := r.esc.Money(ctx, j.id, r.dep.DeployBlock)
		if err != nil {
			return false, fmt.Errorf("demo: job %s: %w", j.id, err)
		}
		p := j.predicted
		pred := fmt.Sprintf("%s/%s", units(p.CollateralKept), units(p.CollateralSlashed))
		got, match := "-", false
		if s := m.Settled; s != nil {
			got = fmt.Sprintf("%s/%s", units(s.CollateralKept), units(s.CollateralSlashed))
			match = s.CollateralKept.Cmp(p.CollateralKept) == 0 && s.CollateralSlashed.Cmp(p.CollateralSlashed) == 0 && m.CollateralPosted.Cmp(j.collateral) == 0
		}
		ok = ok && match
		r.printf("   %-4s %-12s %-28s %-28s %s\n", j.id, units(m.CollateralPosted), pred, got, mark(match))
	}
	return ok, nil
}

// collateralDeltas adds a job's collateral flows to the predicted balance changes: the provider posts it,
// keeps its kept part, and the client receives the slashed part.
func collateralDeltas(j *jobRun, add func(common.Address, *big.Int)) {
	if j.collateral == nil || j.collateral.Sign() == 0 {
		return
	}
	add(j.plan.Provider, new(big.Int).Neg(j.collateral))
	add(j.plan.Provider, j.predicted.CollateralKept)
	add(j.plan.Client, j.predicted.CollateralSlashed)
}
