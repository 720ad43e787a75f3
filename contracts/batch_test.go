package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// Batched entry points: many jobs created and funded from one approval, many signed results relayed in one
// transaction with the invalid ones skipped (never reverting the batch).

func (f *fixture) jobRequest(t testing.TB, budget int64) bindings.IAsaEscrowTypesJobRequest {
	return bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(1), Quorum: 1,
		ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(budget), Description: "batched job"}
}

func TestCreateAndFundAsaJobs(t *testing.T) {
	f := newFixture(t)
	terms := graduatedTerms()
	budgets := []int64{1_000, 2_345, 7}
	reqs := make([]bindings.IAsaEscrowTypesJobRequest, len(budgets))
	var total int64
	for i, b := range budgets {
		reqs[i], total = f.jobRequest(t, b), total+b
	}
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJobs(nil, terms), "BatchLengthMismatch")
	f.approve(t, f.client, big.NewInt(total-1))
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJobs(reqs, terms), "ERC20: transfer amount exceeds allowance")
	f.approve(t, f.client, big.NewInt(total))
	w := f.snapshot(t)
	r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJobs(reqs, terms))
	w.expect(t, -total, 0, 0, total)
	first := callT(t, f, f.EscrowABI.PackJobCount(), f.EscrowABI.UnpackJobCount)
	first.Sub(first, big.NewInt(int64(len(budgets)-1)))
	funded := 0
	for _, l := range r.Logs {
		if ev, err := f.EscrowABI.UnpackJobFundedEvent(l); err == nil {
			if want := new(big.Int).Add(first, big.NewInt(int64(funded))); ev.JobId.Cmp(want) != 0 || ev.Amount.Int64() != budgets[funded] {
				t.Fatalf("JobFunded %+v, want job %s of %d", ev, want, budgets[funded])
			}
			funded++
		}
	}
	if funded != len(budgets) {
		t.Fatalf("%d jobs funded, want %d", funded, len(budgets))
	}
	for i := range budgets {
		id := new(big.Int).Add(first, big.NewInt(int64(i)))
		if v := f.job(t, id); v.Status != stFunded || v.Budget.Int64() != budgets[i] || v.Client != f.client.Address {
			t.Fatalf("job %s: %+v", id, v)
		}
	}
	f.solvent(t)
	// One bad job refuses the whole batch (nothing is half-created).
	bad := append(append([]bindings.IAsaEscrowTypesJobRequest{}, reqs...), f.jobRequest(t, 0))
	f.approve(t, f.client, big.NewInt(total))
	before := callT(t, f, f.EscrowABI.PackJobCount(), f.EscrowABI.UnpackJobCount)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJobs(bad, terms), "BudgetOutOfRange")
	if after := callT(t, f, f.EscrowABI.PackJobCount(), f.EscrowABI.UnpackJobCount); after.Cmp(before) != 0 {
		t.Fatal("a refused batch created jobs")
	}
}

// A batch of signed results that mixes valid, stale, duplicate, foreign and malformed ones: the valid ones
// count, each other one is skipped with the reason submitResult would have given, the batch never reverts,
// and jobs it settles (no challenge window) pay each recipient once.
func TestSubmitResultsMixedBatch(t *testing.T) {
	f := newFixture(t)
	instant := graduatedTerms()
	instant.ChallengeWindow = 0
	instant.EvaluatorFeeBps = 100
	a := f.submitted(t, 10_000, instant, f.evals(1), 1)
	b := f.submitted(t, 20_000, instant, f.evals(1), 1)
	multi := f.submitted(t, 30_000, graduatedTerms(), f.evals(3), 2)
	settled := f.submitted(t, 5_000, instant, f.evals(1), 1)
	f.score(t, settled, f.evaluator, 9000)

	type item struct {
		r      bindings.IAsaEscrowTypesResult
		signer *chaintest.Account
		as     common.Address
		want   string // "" counted, else the skipped reason
	}
	resA := f.result(t, a, 9500)
	resMulti := f.result(t, multi, 8000)
	wrongHash := f.result(t, b, 9000)
	wrongHash.Deliverable[0] ^= 1
	otherEscrow := f.result(t, multi, 9000)
	unknown := f.result(t, b, 9000)
	unknown.JobId = big.NewInt(999)
	foreignSig := signDigest(t, f.eval2, resultDigestFor(f.ChainID, common.Address{1}, otherEscrow))
	items := []item{
		{resA, f.evaluator, f.evaluator.Address, ""},
		{resA, f.evaluator, f.evaluator.Address, "InvalidStatus"}, // the same result again: a is settled by now
		{resMulti, f.evaluator, f.evaluator.Address, ""},
		{resMulti, f.evaluator, f.evaluator.Address, "AlreadyCounted"},
		{f.result(t, settled, 100), f.evaluator, f.evaluator.Address, "InvalidStatus"}, // stale: already verified
		{wrongHash, f.evaluator, f.evaluator.Address, "ResultMismatch"},
		{f.result(t, b, 9000), f.stranger, f.stranger.Address, "NotAnEvaluator"},
		{f.result(t, b, 9000), f.stranger, f.evaluator.Address, "InvalidSignature"},
		{unknown, f.evaluator, f.evaluator.Address, "UnknownJob"},
		{f.result(t, b, 9000), f.evaluator, f.evaluator.Address, ""},
	}
	results := make([]bindings.IAsaEscrowTypesResult, 0, len(items)+1)
	evaluators := make([]common.Address, 0, len(items)+1)
	sigs := make([][]byte, 0, len(items)+1)
	for _, it := range items {
		results, evaluators, sigs = append(results, it.r), append(evaluators, it.as), append(sigs, f.sign(t, it.signer, it.r))
	}
	// A result signed for another escrow (replayed here): the signature does not recover to the evaluator.
	results, evaluators, sigs = append(results, otherEscrow), append(evaluators, f.eval2.Address), append(sigs, foreignSig)
	wantReasons := []string{"InvalidStatus", "AlreadyCounted", "InvalidStatus", "ResultMismatch", "NotAnEvaluator", "InvalidSignature", "UnknownJob", "InvalidSignature"}

	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResults(results, evaluators[:1], sigs), "BatchLengthMismatch")
	if n := callT(t, f, f.EscrowABI.PackSubmitResults(results, evaluators, sigs), f.EscrowABI.UnpackSubmitResults); n.Int64() != 3 {
		t.Fatalf("would count %s results, want 3", n)
	}
	w := f.snapshot(t)
	r := f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResults(results, evaluators, sigs))
	var reasons []string
	parsed := f.EscrowABI.GetABI()
	for _, l := range r.Logs {
		if ev, err := f.EscrowABI.UnpackResultSkippedEvent(l); err == nil {
			e, err := parsed.ErrorByID(ev.Reason)
			if err != nil {
				t.Fatalf("skipped with an unknown reason %x", ev.Reason)
			}
			reasons = append(reasons, e.Name)
		}
	}
	if len(reasons) != len(wantReasons) {
		t.Fatalf("skipped %v, want %v", reasons, wantReasons)
	}
	for i := range reasons {
		if reasons[i] != wantReasons[i] {
			t.Fatalf("skip %d: %s, want %s (all %v)", i, reasons[i], wantReasons[i], reasons)
		}
	}
	// a (9500 -> 100 %) and b (9000 -> 100 %) settled on their results: 1 % fee each.
	w.expect(t, 0, 9_900+19_800, 100+200, -30_000)
	transfersTo := map[common.Address]int{}
	for _, l := range r.Logs {
		if l.Address == f.Token && len(l.Topics) == 3 && l.Topics[0] == crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)")) {
			transfersTo[common.BytesToAddress(l.Topics[2].Bytes())]++
		}
	}
	if transfersTo[f.provider.Address] != 1 || transfersTo[f.evaluator.Address] != 1 {
		t.Fatalf("payouts were not pushed once per recipient: %v", transfersTo)
	}
	if v := f.job(t, multi); v.Status != stSubmitted || v.ResultCount != 1 {
		t.Fatalf("2-of-3 job after one result: %+v", v)
	}
	f.solvent(t)
}
