package demo

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/reputation"
)

// reputation prints the provider's reputation as the daemon attests it (GET /v1/reputation/{address}),
// after checking the signed answer against a recomputation from the chain's logs, as
// `asa reputation ADDR --verify --signer ADDR` does.
func (r *runner) reputation(ctx context.Context) error {
	signer := crypto.PubkeyToAddress(r.attestKey.PublicKey)
	head, err := r.eth.BlockNumber(ctx)
	if err != nil {
		return err
	}
	// The daemon answers as of the last block it processed: wait until that covers every job above.
	var ans *reputation.Answer
	for start := time.Now(); ; {
		var full *asaclient.ReputationAnswer
		if full, err = r.api.Reputation(ctx, r.provider.addr); err == nil {
			ans = full.Answer
		}
		if err == nil && ans.Block.Number >= head {
			break
		}
		if time.Since(start) > 30*time.Second {
			return fmt.Errorf("demo: the daemon's reputation answer: %v (as of block %d, head %d)", err, blockOf(ans), head)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(150 * time.Millisecond):
		}
	}
	ledger, err := reputation.Scan(ctx, r.eth, r.dep.Escrow, reputation.ScanOptions{From: r.dep.DeployBlock, To: ans.Block.Number})
	if err != nil {
		return fmt.Errorf("demo: recompute reputation from the chain: %w", err)
	}
	v, err := reputation.Verify(ans, ledger, reputation.VerifyOptions{Signer: signer, ChainID: r.dep.ChainID})
	if err != nil {
		return fmt.Errorf("demo: verify the daemon's reputation answer: %w", err)
	}
	r.printf("\n== provider %s's reputation (GET /v1/reputation/%s, as of block %d)\n", short(r.provider.addr), r.provider.addr.Hex(), ans.Block.Number)
	r.printf("   %-9s %5s %7s %10s %11s %10s %9s %14s %9s\n", "window", "jobs", "scored", "pass rate", "mean score", "released", "disputes", "on time", "silences")
	pct := func(p *string, unit string) string {
		if p == nil {
			return "-"
		}
		return *p + unit
	}
	for _, rep := range ans.Reports {
		if rep.Role != reputation.RoleProvider.String() {
			continue
		}
		f, rt := rep.Figures, rep.Rates
		r.printf("   %-9s %5d %7d %10s %11s %10s %9s %14s %9d\n", rep.Window, f.Jobs, f.Scored, pct(rt.PassRate, " %"), pct(rt.MeanComposite, ""),
			pct(rt.MeanReleasedShare, " %"), pct(rt.DisputeRate, " %"), fmt.Sprintf("%s (%d/%d)", pct(rt.OnTimeRate, " %"), f.DeliveredOnTime, f.DeliveryDue), f.Silences)
	}
	if len(ans.ExcludedJobs) > 0 {
		r.printf("   left out (their agreements keep results to the parties): jobs %v\n", ans.ExcludedJobs)
	}
	if !v.Valid() {
		for _, m := range v.Mismatches {
			r.printf("   MISMATCH %s\n", m)
		}
		return fmt.Errorf("demo: the daemon's reputation answer does not match the chain (%d mismatches)", len(v.Mismatches))
	}
	r.printf("   %d reports signed by the daemon's attestation key %s (EIP-712), each checked against a recomputation from the escrow's logs: %s\n",
		v.Reports, signer.Hex(), mark(true))
	r.printf("   check it yourself: bin/asa reputation %s --verify --daemon %s --signer %s --rpc %s --deployment %s/deployment.json\n",
		r.provider.addr.Hex(), r.api.BaseURL, signer.Hex(), r.node.URL(), r.opts.Dir)
	return nil
}

func blockOf(a *reputation.Answer) uint64 {
	if a == nil {
		return 0
	}
	return a.Block.Number
}
