package demo

import (
	"context"
	"fmt"
	"math/big"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
)

// account is one row of the balance table.
type account struct {
	name   string
	addr   common.Address
	before *big.Int
}

// snapshot records the balances the table compares against.
func (r *runner) snapshot(ctx context.Context) ([]account, error) {
	rows := []account{{name: "client", addr: r.client.addr}, {name: "provider", addr: r.provider.addr},
		{name: "evaluator", addr: r.eval.addr}, {name: "backup evaluator", addr: r.backup.addr},
		{name: "resolver", addr: r.resolver.addr}, {name: "escrow", addr: r.dep.Escrow},
		{name: "canary operator", addr: r.operator.addr}, {name: "canary provider", addr: r.canaryProvider.addr},
		{name: "evaluator pool", addr: r.dep.EvaluatorPool}, {name: "burn (0x…dEaD)", addr: burnAddress}}
	for i := range rows {
		b, err := r.holdings(ctx, rows[i].addr)
		if err != nil {
			return nil, err
		}
		rows[i].before = b
	}
	return rows, nil
}

// holdings is the token balance plus what the escrow credits the account (payouts whose push failed
// are withdrawable, so they count as received). The escrow itself is its plain balance.
func (r *runner) holdings(ctx context.Context, a common.Address) (*big.Int, error) {
	b, err := r.esc.BalanceOf(ctx, a)
	if err != nil {
		return nil, err
	}
	if a == r.dep.Escrow || a == r.dep.EvaluatorPool || a == burnAddress {
		return b, nil
	}
	c, err := r.esc.Credits(ctx, a)
	if err != nil {
		return nil, err
	}
	return b.Add(b, c), nil
}

// timelines prints each job's on-chain history as the daemon indexed it, and its payout next to
// the prediction.
func (r *runner) timelines(ctx context.Context) error {
	r.printf("\n== timelines (from the daemon's GET /v1/jobs/{id}, signed in as each job's client: the agreements keep details to the parties)\n")
	for _, j := range r.jobs {
		viewer, err := r.viewerOf(ctx, j)
		if err != nil {
			return err
		}
		v, err := viewer.Job(ctx, j.id)
		if err != nil {
			return fmt.Errorf("demo: job %s from the daemon: %w", j.id, err)
		}
		r.printf("\njob %s  %s  — %s (ASA %s)\n", j.id, j.title, v.Status, v.ASAState)
		for _, ev := range v.Events {
			r.printf("   block %-4d %s  %-24s %-46s tx %s\n", ev.Block, time.Unix(int64(ev.Time), 0).UTC().Format("15:04:05"),
				ev.Name, asaclient.EventSummary(ev.Name, asaclient.ArgsText(ev.Args)), ev.TxHash[:18]+"…")
		}
		for _, res := range v.Results {
			r.printf("   result %s by %s score %s: %s, relay tx %s\n", res.ID, short(res.Evaluator),
				settlement.FormatAmount(big.NewInt(int64(res.Score)), 2), res.Status, res.RelayTx)
		}
	}
	return nil
}

// balanceTable prints predicted and actual balance changes and reports whether all agree, per job
// (the JobSettled payout) and per account.
func (r *runner) balanceTable(ctx context.Context) (bool, error) {
	ok := true
	r.printf("\n== payouts per job: settlement package prediction vs the escrow's JobSettled\n")
	titleWidth := 0
	for _, j := range r.jobs {
		titleWidth = max(titleWidth, utf8.RuneCountInString(j.title))
	}
	r.printf("   %-4s %-*s %-36s %-36s\n", "job", titleWidth, "", "predicted (provider/client/fee)", "on chain")
	want := map[common.Address]*big.Int{}
	add := func(a common.Address, v *big.Int) {
		if want[a] == nil {
			want[a] = new(big.Int)
		}
		want[a].Add(want[a], v)
	}
	for _, j := range r.jobs {
		v, err := r.api.Job(ctx, j.id)
		if err != nil {
			return false, fmt.Errorf("demo: job %s: %w", j.id, err)
		}
		p := j.predicted
		pred := fmt.Sprintf("%s/%s/%s", units(p.Provider), units(p.Client), units(p.Fee))
		got := "-"
		match := false
		if v.Payouts != nil {
			got = fmt.Sprintf("%s/%s/%s", unitsText(v.Payouts["provider"]), unitsText(v.Payouts["client"]), unitsText(v.Payouts["fee"]))
			match = v.Payouts["provider"] == p.Provider.String() && v.Payouts["client"] == p.Client.String() && v.Payouts["fee"] == p.Fee.String()
		}
		ok = ok && match
		r.printf("   %-4s %-*s %-36s %-36s %s\n", j.id, titleWidth, j.title, pred, got, mark(match))
		add(j.plan.Client, new(big.Int).Neg(j.plan.Budget))
		add(j.plan.Client, p.Client)
		add(j.plan.Provider, p.Provider)
		shares, err := settlement.SplitFee(p.Fee, j.counted)
		if err != nil {
			return false, fmt.Errorf("demo: job %s fee: %w", j.id, err)
		}
		for _, s := range shares {
			add(s.Evaluator, s.Amount)
		}
		collateralDeltas(j, add)
	}
	for _, m := range r.moves {
		add(m.from, new(big.Int).Neg(m.amount))
		add(m.to, m.amount)
	}
	collateralOK, err := r.collateralTable(ctx)
	if err != nil {
		return false, err
	}
	ok = ok && collateralOK

	r.printf("\n== balances (USDC; token balance + escrow credits): predicted change vs actual change\n")
	r.printf("   %-17s %-44s %16s %16s %16s %16s\n", "account", "address", "before", "predicted Δ", "actual Δ", "after")
	for _, row := range r.accounts {
		after, err := r.holdings(ctx, row.addr)
		if err != nil {
			return false, err
		}
		predicted := want[row.addr]
		if predicted == nil {
			predicted = new(big.Int)
		}
		actual := new(big.Int).Sub(after, row.before)
		match := actual.Cmp(predicted) == 0
		ok = ok && match
		r.printf("   %-17s %-44s %16s %16s %16s %16s %s\n", row.name, row.addr.Hex(), units(row.before), signed(predicted), signed(actual), units(after), mark(match))
	}
	held, err := r.esc.BalanceOf(ctx, r.esc.Address())
	if err != nil {
		return false, err
	}
	r.printf("   escrow balance after the scenario: %s (every funded job settled, nothing owed)\n", units(held))
	for _, n := range r.notes {
		r.printf("   note: %s\n", n)
	}
	if ok {
		r.printf("\nALL BALANCES AS PREDICTED by the settlement package\n")
	} else {
		r.printf("\nMISMATCH: some balance differs from the settlement package's prediction\n")
	}
	return ok, nil
}

func unitsText(s string) string {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return s
	}
	return units(v)
}

func signed(v *big.Int) string {
	if v.Sign() > 0 {
		return "+" + units(v)
	}
	if v.Sign() < 0 {
		return "-" + units(new(big.Int).Neg(v))
	}
	return "0"
}

func mark(ok bool) string {
	if ok {
		return "ok"
	}
	return "MISMATCH"
}
