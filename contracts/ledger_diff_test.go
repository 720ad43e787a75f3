package contracts_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
)

// diffCase is one random agreement of the netted subset and how its job ends.
type diffCase struct {
	terms    bindings.IAsaEscrowTypesTerms
	budget   int64
	evals    []*chaintest.Account
	quorum   uint8
	ending   string // "scored", "silence" or "refund"
	signers  []int  // indexes into evals, in the order the results are relayed
	scores   []uint16
	passed   []bool
	describe string
}

func randomDiffCase(r *rand.Rand, all []*chaintest.Account) diffCase {
	c := diffCase{budget: 1 + r.Int64N(1_000_000_000)}
	t := bindings.IAsaEscrowTypesTerms{SilenceAction: uint8(1 + r.IntN(3)), FallbackAction: actionSplit,
		DisputeDefault: actionPolicy, FundTimeout: 3600, EvaluateTimeout: 3600, EvaluatorFeeBps: uint16(r.IntN(1001)),
		Tiers: new(big.Int)}
	if r.IntN(2) == 0 {
		t.Policy = policyContinuous
	} else {
		t.Policy = policyGraduated
		n := 1 + r.IntN(4)
		min := uint16(10_001)
		var ts []tier
		for i := 0; i < n && min > 0; i++ {
			min = uint16(r.IntN(int(min)))
			ts = append(ts, tier{min, uint16(r.IntN(10_001))})
		}
		t.TierCount, t.Tiers = uint8(len(ts)), packTiers(ts...)
	}
	c.terms = t
	n := 1 + r.IntN(len(all))
	c.evals = all[:n]
	c.quorum = uint8(1 + r.IntN(n))
	switch x := r.IntN(10); {
	case x < 7:
		c.ending = "scored"
		for _, i := range r.Perm(n)[:c.quorum] {
			c.signers = append(c.signers, i)
			c.scores = append(c.scores, uint16(r.IntN(10_001)))
			c.passed = append(c.passed, r.IntN(4) != 0)
		}
	case x < 9:
		c.ending = "silence"
	default:
		c.ending = "refund"
	}
	c.describe = fmt.Sprintf("%s policy %d tiers %d fee %d silence %d budget %d %d-of-%d scores %v passed %v", c.ending,
		t.Policy, t.TierCount, t.EvaluatorFeeBps, t.SilenceAction, c.budget, c.quorum, n, c.scores, c.passed)
	return c
}

// TestLedgerPayoutsEqualEscrow settles the same random agreements twice: through the per-job escrow's whole
// on-chain lifecycle (create and fund, submit, the evaluators' signed results relayed in random order, the
// dead-man paths) and through the ledger's money rule (AsaLedgerVerifier's resultOutcome and expireOutcome,
// the code both its fraud proofs and its exit path run), with results and deliveries signed in the ledger's
// domain by the same keys. Every party's amount must agree to the base unit. ASA_LEDGER_DIFF_CASES sets the
// number of cases (default 40; make fuzz runs more).
func TestLedgerPayoutsEqualEscrow(t *testing.T) {
	cases := 40
	if v, err := strconv.Atoi(os.Getenv("ASA_LEDGER_DIFF_CASES")); err == nil && v > 0 {
		cases = v
	}
	lf := newLedger(t)
	domainSep := chaintest.Call(t, lf.Env, lf.ledger, lf.L.PackDomainSeparator(), lf.L.UnpackDomainSeparator)
	results := settlement.Domain{ChainID: lf.ChainID, Escrow: lf.ledger, Name: "ASA Ledger"}
	all := []*chaintest.Account{lf.evaluator, lf.eval2, lf.eval3}
	r := rand.New(rand.NewPCG(8183, 2026))
	for i := 0; i < cases; i++ {
		c := randomDiffCase(r, all)
		escrowPays := lf.settleInEscrow(t, c)
		ledgerPays := lf.settleInLedger(t, c, domainSep, results)
		for who, want := range escrowPays {
			if got := ledgerPays[who]; got != want {
				t.Fatalf("case %d (%s): %s gets %d from the escrow, %d from the ledger", i, c.describe, who, want, got)
			}
		}
		for who, got := range ledgerPays {
			if _, ok := escrowPays[who]; !ok && got != 0 {
				t.Fatalf("case %d (%s): the ledger credits %s %d, the escrow nothing", i, c.describe, who, got)
			}
		}
	}
}

// settleInEscrow runs the case through the escrow and returns what each party ends up with (the client's
// remainder, not its net change).
func (lf *ledgerFixture) settleInEscrow(t *testing.T, c diffCase) map[common.Address]int64 {
	t.Helper()
	evals := make([]common.Address, len(c.evals))
	for i, e := range c.evals {
		evals[i] = e.Address
	}
	parties := append([]common.Address{lf.client.Address, lf.provider.Address}, evals...)
	before := lf.balances(t, parties...)
	id := lf.createAndFundASA(t, c.budget, c.terms, evals, c.quorum)
	switch c.ending {
	case "refund":
		lf.advance(t, 86_400)
		lf.finalize(t, id)
	case "silence":
		lf.submit(t, id, "delivery")
		lf.advance(t, 3600)
		lf.finalize(t, id)
	default:
		lf.submit(t, id, "delivery")
		for k, i := range c.signers {
			res := lf.result(t, id, c.scores[k])
			res.Passed = c.passed[k]
			lf.postResult(t, c.evals[i], res)
		}
		if lf.status(t, id) == stSubmitted { // fewer results than evaluators: the deadline verifies
			lf.advance(t, 3600)
			lf.finalize(t, id)
		}
		if lf.status(t, id) == stVerified {
			lf.finalize(t, id)
		}
	}
	if st := lf.status(t, id); st != stCompleted && st != stRejected && st != stExpired {
		t.Fatalf("escrow job %s did not settle: status %d (%s)", id, st, c.describe)
	}
	after := lf.balances(t, parties...)
	out := map[common.Address]int64{}
	for i, p := range parties {
		out[p] = diff(after[i], before[i])
	}
	out[lf.client.Address] += c.budget // what came back to the client, as the ledger credits it
	return out
}

// settleInLedger computes the case's credits with the ledger verifier.
func (lf *ledgerFixture) settleInLedger(t *testing.T, c diffCase, domainSep [32]byte, results settlement.Domain) map[common.Address]int64 {
	t.Helper()
	evals := make([]common.Address, len(c.evals))
	for i, e := range c.evals {
		evals[i] = e.Address
	}
	now := lf.Now(t)
	v := ledgerbind.IAsaLedgerTypesVoucher{Client: lf.client.Address, Provider: lf.provider.Address, Evaluators: evals,
		Quorum: c.quorum, TermsHash: termsHashOf(t, lf.fixture, c.terms), AgreementHash: common.Hash{7}, Budget: big.NewInt(c.budget),
		ExpiredAt: new(big.Int).SetUint64(now + 86_400), Nonce: big.NewInt(int64(now))}
	jobID := chaintest.Call(t, lf.Env, lf.verifier, lf.V.PackJobIdOf(domainSep, v), lf.V.UnpackJobIdOf)
	deliverable := sha256Of("delivery")
	submittedAt := now + 10
	leaf := ledgerbind.IAsaLedgerTypesJobLeaf{JobId: jobID, Status: 2, Deliverable: deliverable, SubmittedAt: submittedAt, Votes: new(big.Int)}
	terms := ledgerbind.IAsaEscrowTypesTerms(c.terms)
	var credits []ledgerbind.AsaLedgerVerifierCredit
	var valid bool
	switch c.ending {
	case "refund":
		leaf = ledgerbind.IAsaLedgerTypesJobLeaf{JobId: jobID, Status: 1, Votes: new(big.Int)}
		out := chaintest.Call(t, lf.Env, lf.verifier, lf.V.PackExpireOutcome(domainSep, v.ExpiredAt, leaf, v, terms), lf.V.UnpackExpireOutcome)
		valid, credits = out.Valid, out.Credits
		// One second early it is not due.
		early := chaintest.Call(t, lf.Env, lf.verifier, lf.V.PackExpireOutcome(domainSep, new(big.Int).Sub(v.ExpiredAt, big.NewInt(1)), leaf, v, terms), lf.V.UnpackExpireOutcome)
		if early.Valid {
			t.Fatal("refund valid a second before the deadline")
		}
	case "silence":
		at := new(big.Int).SetUint64(submittedAt + 3600)
		out := chaintest.Call(t, lf.Env, lf.verifier, lf.V.PackExpireOutcome(domainSep, at, leaf, v, terms), lf.V.UnpackExpireOutcome)
		valid, credits = out.Valid, out.Credits
	default:
		// Each result counted as it comes, in the order the escrow got them; the last evaluator's settles,
		// or, with fewer than all of them, the evaluation deadline does.
		valid = true
		for k, i := range c.signers {
			res := settlement.Result{JobID: new(big.Int).SetBytes(jobID[:]), Deliverable: deliverable, SubmittedAt: submittedAt,
				Score: c.scores[k], Passed: c.passed[k], EvidenceHash: crypto.Keccak256Hash([]byte("evidence")),
				Nonce: big.NewInt(1), Deadline: submittedAt + 3600}
			sig, err := res.Sign(results, c.evals[i].Key)
			if err != nil {
				t.Fatal(err)
			}
			br := ledgerbind.IAsaEscrowTypesResult{JobId: res.JobID, Deliverable: res.Deliverable, SubmittedAt: res.SubmittedAt,
				Score: res.Score, Passed: res.Passed, EvidenceHash: res.EvidenceHash, Nonce: res.Nonce, Deadline: res.Deadline}
			at := new(big.Int).SetUint64(submittedAt + 1 + uint64(k))
			// The evaluation deadline is exclusive, as the escrow's.
			late := chaintest.Call(t, lf.Env, lf.verifier, lf.V.PackResultOutcome(domainSep, new(big.Int).SetUint64(submittedAt+3600), leaf, v, terms, br, c.evals[i].Address, sig), lf.V.UnpackResultOutcome)
			if late.Valid {
				t.Fatal("a result counted at the evaluation deadline")
			}
			out := chaintest.Call(t, lf.Env, lf.verifier, lf.V.PackResultOutcome(domainSep, at, leaf, v, terms, br, c.evals[i].Address, sig), lf.V.UnpackResultOutcome)
			if !out.Valid {
				t.Fatalf("result %d refused (%s)", k, c.describe)
			}
			// Counted once: the same result again is refused.
			again := chaintest.Call(t, lf.Env, lf.verifier, lf.V.PackResultOutcome(domainSep, at, out.Next, v, terms, br, c.evals[i].Address, sig), lf.V.UnpackResultOutcome)
			if out.Next.Status == 2 && again.Valid {
				t.Fatal("a result counted twice")
			}
			leaf, credits = out.Next, out.Credits
		}
		if leaf.Status == 2 {
			at := new(big.Int).SetUint64(submittedAt + 3600)
			out := chaintest.Call(t, lf.Env, lf.verifier, lf.V.PackExpireOutcome(domainSep, at, leaf, v, terms), lf.V.UnpackExpireOutcome)
			valid, credits = out.Valid, out.Credits
		}
	}
	if !valid {
		t.Fatalf("the ledger refused the case (%s)", c.describe)
	}
	out := map[common.Address]int64{}
	for _, cr := range credits {
		out[cr.Account] += cr.Amount.Int64()
	}
	return out
}
