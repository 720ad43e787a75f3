package contracts_test

import (
	"crypto/sha256"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// poolGasRow is one evaluator pool call measured several times (gasUsed of each transaction).
type poolGasRow struct {
	name    string
	samples []uint64
}

func (r poolGasRow) minMax() (uint64, uint64) {
	return slices.Min(r.samples), slices.Max(r.samples)
}

// poolGas is the evaluator pool section of the gas report.
type poolGas struct {
	rows  []poolGasRow
	flows []gasFlow // the pool-drawn lifecycle and the named-evaluator one, same terms and parties
}

func (g *poolGas) add(name string, r *types.Receipt) {
	for i := range g.rows {
		if g.rows[i].name == name {
			g.rows[i].samples = append(g.rows[i].samples, r.GasUsed)
			return
		}
	}
	g.rows = append(g.rows, poolGasRow{name, []uint64{r.GasUsed}})
}

// registersAgreement reports whether a receipt registered an escrow agreement (an appointment of a
// client-provider-evaluators combination the escrow had not seen).
func (f *fixture) registersAgreement(r *types.Receipt) bool {
	return slices.Contains(f.eventNames(r), "AgreementRegistered")
}

// poolGasReport measures the evaluator pool on the gas report's chain (after its other flows): a pool with the
// test configuration, five evaluators qualified through probation canaries, random draws of one and of three,
// mutual proposals, and the pool-drawn lifecycle next to the named-evaluator one.
func poolGasReport(t testing.TB, f *fixture, terms bindings.IAsaEscrowTypesTerms, budget int64) poolGas {
	t.Helper()
	var g poolGas
	p := newPoolOn(t, f)
	policy := func(mode, size, quorum, rounds uint8) bindings.IEvaluatorPoolPolicy {
		return bindings.IEvaluatorPoolPolicy{ServiceType: p.service, Mode: mode, Size: size, Quorum: quorum, Rounds: rounds, CanaryEvery: 5}
	}
	open := func(pol bindings.IEvaluatorPoolPolicy) [3]common.Address {
		seats, r := p.openPolicyWith(t, pol)
		g.add("openPolicy (deploys its three seats)", r)
		return seats
	}
	probation := open(policy(modeProbation, 1, 1, 0))
	random1 := open(policy(modeRandom, 1, 1, 0))
	random3 := open(policy(modeRandom, 3, 2, 0))
	mutual := open(policy(modeMutual, 1, 1, 1))

	evaluators := make([]*chaintest.Account, 5)
	for i := range evaluators {
		evaluators[i] = f.freshAccount(t, 10_000)
		p.Transact(t, evaluators[i], p.Token, p.TokenABI.PackApprove(p.pool, big.NewInt(1_000)))
		g.add("register (stake 1,000)", p.Transact(t, evaluators[i], p.pool, p.poolABI.PackRegister(p.service, big.NewInt(1_000))))
	}
	account := func(a common.Address) *chaintest.Account {
		for _, e := range evaluators {
			if e.Address == a {
				return e
			}
		}
		t.Fatalf("%s is not a pool evaluator", a.Hex())
		return nil
	}
	// Probation: two canary rounds each, the same budget and terms as the lifecycles.
	for n := 0; n < 2; n++ {
		for _, who := range evaluators {
			content := fmt.Sprintf("gas canary %s %d", who.Address.Hex(), n)
			salt := crypto.Keccak256Hash([]byte(content))
			g.add("commitCanaries (1 commitment)", p.Transact(t, p.spare, p.pool, p.poolABI.PackCommitCanaries([][32]byte{canaryCommitment(t, sha256.Sum256([]byte(content)), 9500, true, salt)})))
			id := p.createAndFundASA(t, budget, terms, probation[:1], 1)
			g.add("appointProbation (1 evaluator)", p.Transact(t, p.spare, p.pool, p.poolABI.PackAppointProbation(probation[0], id, []common.Address{who.Address})))
			p.submit(t, id, content)
			p.score(t, id, who, 9400)
			p.advance(t, int64(terms.ChallengeWindow))
			p.finalize(t, id)
			g.add("revealCanary (1 evaluator, records it too)", p.Transact(t, p.spare, p.pool, p.poolABI.PackRevealCanary(probation[0], id, 9500, true, salt)))
		}
	}
	if got := p.qualifiedList(t); len(got) != len(evaluators) {
		t.Fatalf("qualified %d of %d", len(got), len(evaluators))
	}

	// Random draws of one and of three (jobs left funded).
	for _, d := range []struct {
		seat common.Address
		size int
	}{{random1[0], 1}, {random3[0], 3}} {
		for i := 0; i < 8; i++ {
			id := p.createAndFundASA(t, budget, terms, []common.Address{d.seat}, 1)
			g.add("requestDraw", p.Transact(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(d.seat, id)))
			p.Backend.Commit()
			p.Backend.Commit()
			r := p.Transact(t, p.stranger, p.pool, p.poolABI.PackDraw(d.seat, id))
			kind := "appointed agreement known"
			if f.registersAgreement(r) {
				kind = "registers the appointed agreement"
			}
			g.add(fmt.Sprintf("draw, size %d (%s)", d.size, kind), r)
		}
	}
	// Mutual: the client's proposal opens the negotiation, the provider's matching one appoints.
	for i := 0; i < 4; i++ {
		id := p.createAndFundASA(t, budget, terms, mutual[:1], 1)
		list := []common.Address{evaluators[i].Address}
		g.add("propose (first: opens the negotiation)", p.Transact(t, p.client, p.pool, p.poolABI.PackPropose(mutual[0], id, list)))
		r := p.Transact(t, p.provider, p.pool, p.poolABI.PackPropose(mutual[0], id, list))
		kind := "appointed agreement known"
		if f.registersAgreement(r) {
			kind = "registers the appointed agreement"
		}
		g.add(fmt.Sprintf("propose (matching: appoints; %s)", kind), r)
	}

	// The pool-drawn lifecycle, until a run whose appointed agreement (client, provider, drawn evaluator) is
	// already registered: the steady state of a pair that has met every evaluator once.
	var steady *gasFlow
	for i := 0; i < 40 && steady == nil; i++ {
		flow := gasFlow{name: "steady: graduated, 1-of-1, evaluator drawn by the pool"}
		add := func(op string, r *types.Receipt) {
			flow.ops = append(flow.ops, gasOp{op, r.GasUsed, meter.of(r.TxHash)})
		}
		p.approve(t, p.client, big.NewInt(budget))
		r := p.Transact(t, p.client, p.Escrow, p.EscrowABI.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: p.provider.Address,
			Evaluators: random1[:1], Quorum: 1, ExpiredAt: p.expiry(t, 86400), Budget: big.NewInt(budget), Description: "gas job"}, terms))
		add("createAndFundAsaJob", r)
		id := jobIDOf(t, f, r)
		add("requestDraw", p.Transact(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(random1[0], id)))
		p.Backend.Commit()
		p.Backend.Commit()
		draw := p.Transact(t, p.stranger, p.pool, p.poolABI.PackDraw(random1[0], id))
		add("draw", draw)
		add("submit", p.Transact(t, p.provider, p.Escrow, p.EscrowABI.PackSubmit(id, [32]byte{1, 2, 3}, nil)))
		judge := account(p.judgeOfAny(t, id))
		res := p.result(t, id, 8610)
		add("submitResult 1/1", p.Transact(t, p.stranger, p.Escrow, p.EscrowABI.PackSubmitResult(res, judge.Address, p.sign(t, judge, res))))
		p.advance(t, int64(terms.ChallengeWindow))
		add("finalize", p.finalize(t, id))
		add("record", p.Transact(t, p.stranger, p.pool, p.poolABI.PackRecord(random1[0], id)))
		if st := p.status(t, id); st != stCompleted {
			t.Fatalf("pool lifecycle: job ended in status %d", st)
		}
		if i > 0 && !f.registersAgreement(draw) {
			steady = &flow
		}
	}
	if steady == nil {
		t.Fatal("no steady pool-drawn lifecycle in 40 runs")
	}
	named := parties{client: p.client, provider: p.provider, evaluators: evaluators[:1]}
	f.asaLifecycleGas(t, "warm-up", named, terms, 1, budget, true)
	g.flows = []gasFlow{*steady, f.asaLifecycleGas(t, "steady: graduated, 1-of-1, evaluator named", named, terms, 1, budget, true)}
	return g
}

// judgeOfAny is the job's only appointed evaluator, whoever it is.
func (p *poolFixture) judgeOfAny(t testing.TB, id *big.Int) common.Address {
	t.Helper()
	evs := chaintest.Call(t, p.Env, p.Escrow, p.EscrowABI.PackEvaluatorsOf(id), p.EscrowABI.UnpackEvaluatorsOf)
	if len(evs) != 1 {
		t.Fatalf("job %s evaluators %v, want one", id, evs)
	}
	return evs[0]
}

// renderPoolGas writes the evaluator pool section of bench/gas.md.
func renderPoolGas(b *strings.Builder, g poolGas) {
	b.WriteString("## Evaluator pool\n\n")
	b.WriteString("contracts/src/pool (issue #23) on the same chain, after the flows above: a pool with five evaluators of\n")
	b.WriteString("one service type, qualified through two probation canaries each (minimum stake 1,000, every other rule\n")
	b.WriteString("as the contract tests' pool). Jobs: the ASA flows' terms (graduated, 1 % fee, 2 h window) and budget, the\n")
	b.WriteString("steady client and provider, naming a pool seat as the sole evaluator. Each call is its own transaction\n")
	b.WriteString("(`gasUsed`); a call measured several times shows the lowest and highest. A draw's cost depends on its\n")
	b.WriteString("seed (a pick that repeats an earlier one or is ineligible is drawn again) and on whether the escrow has\n")
	b.WriteString("seen the appointed (client, provider, evaluators) agreement before: a new one is registered by the\n")
	b.WriteString("appointment. `revealCanary` records the job's evaluation too (an evaluator that qualifies on it is\n")
	b.WriteString("listed in that call).\n\n")
	b.WriteString("| call | gasUsed (min) | gasUsed (max) | samples |\n|---|---:|---:|---:|\n")
	for _, r := range g.rows {
		lo, hi := r.minMax()
		fmt.Fprintf(b, "| %s | %d | %d | %d |\n", r.name, lo, hi, len(r.samples))
	}
	b.WriteString("\nThe lifecycle with a pool-drawn evaluator (create and fund, requestDraw, draw, submit, the drawn\n")
	b.WriteString("evaluator's signed result, finalize, record) next to the same lifecycle with the evaluator named in the\n")
	b.WriteString("agreement, same terms, budget and parties, both steady (the appointed agreement already registered):\n\n")
	b.WriteString("| flow | operations (gasUsed) | total |\n|---|---|---:|\n")
	for _, f := range g.flows {
		parts := make([]string, len(f.ops))
		for i, o := range f.ops {
			parts[i] = fmt.Sprintf("%s %d", o.name, o.gas)
		}
		fmt.Fprintf(b, "| %s | %s | %d |\n", f.name, strings.Join(parts, ", "), f.total())
	}
	if len(g.flows) == 2 {
		d := int64(g.flows[0].total()) - int64(g.flows[1].total())
		fmt.Fprintf(b, "\nThe pool costs the lifecycle %d gas more (%d transactions instead of %d): requestDraw, draw (the pick and the\n", d, len(g.flows[0].ops), len(g.flows[1].ops))
		b.WriteString("appointment through the seat) and record (the evaluation counted into the evaluator's entry), and a dearer\n")
		b.WriteString("signed result: an appointed job keeps its result tally (one more storage slot), which record reads.\n")
	}
	b.WriteString("\n")
}
