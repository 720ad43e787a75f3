package contracts_test

import (
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// Issue 22: the agreement the parties sign is the agreement the escrow enforces. Each test is the attack
// as it was measured against the escrow before the job commitment, activation-time and gate rules, and
// shows that it now fails without moving anyone's money.

// The client relays a provider's genuine acceptance into a job judged by the client's own stand-in
// evaluator. Before the job commitment the Acceptance bound neither evaluators nor quorum: with budget
// 10,000 and 100 % collateral the provider lost 10,000 to the client (the stand-in scored 0). Now the
// signature covers the commitment, so both paths refuse it.
func TestAttackAcceptanceRelayedToStandInEvaluator(t *testing.T) {
	f := newFixture(t)
	terms := collateralTerms(10_000)
	standIn := f.spare // the client's own "evaluator"
	f.approve(t, f.provider, big.NewInt(20_000))

	t.Run("createAndFundAcceptedAsaJob", func(t *testing.T) {
		honest := f.agreedRequest(t, 10_000, "stand-in one call")
		nonce := f.nextNonce(t, f.client.Address, honest, terms)
		a := f.acceptanceOfRequest(t, honest, terms, nonce, f.Now(t)+600)
		sig := f.signAcceptance(t, a, f.provider)
		rigged := honest
		rigged.Evaluators = []common.Address{standIn.Address}
		f.approve(t, f.client, big.NewInt(10_000))
		w := f.snapshot(t)
		f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAcceptedAsaJob(rigged, terms, new(big.Int).SetUint64(a.Deadline), sig), "InvalidSignature")
		// A rigged quorum or provider is refused the same way; the honest job starts with the same signature.
		rigged = honest
		rigged.Evaluators, rigged.Quorum = f.evals(2), 1
		f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAcceptedAsaJob(rigged, terms, new(big.Int).SetUint64(a.Deadline), sig), "InvalidSignature")
		w.expect(t, 0, 0, 0, 0)
		r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAcceptedAsaJob(honest, terms, new(big.Int).SetUint64(a.Deadline), sig))
		f.wantStatus(t, jobIDOf(t, f, r), stFunded)
	})

	t.Run("acceptJob with an acceptance signed before the job existed", func(t *testing.T) {
		honest := f.agreedRequest(t, 10_000, "stand-in relayed")
		rigged := honest
		rigged.Evaluators = []common.Address{standIn.Address}
		// The provider's acceptance carries the nonce the rigged job will take (the client's best case): only
		// the commitment tells the two jobs apart.
		nonce := f.nextNonce(t, f.client.Address, rigged, terms)
		a := f.acceptanceOfRequest(t, honest, terms, nonce, f.Now(t)+600)
		sig := f.signAcceptance(t, a, f.provider)
		id := jobIDOf(t, f, f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(rigged, terms)))
		if got := f.acceptanceNonceOf(t, id); got != nonce {
			t.Fatalf("the rigged job took nonce %d, want %d (the one the provider signed)", got, nonce)
		}
		w := f.snapshot(t)
		f.ExpectRevert(t, f.client, f.Escrow, f.packAccept(id, a, sig), "AcceptanceMismatch")
		w.expect(t, 0, 0, 0, 0)
		if v := f.job(t, id); v.Accepted {
			t.Fatal("the rigged job counts as accepted")
		}
	})
}

// Funding after the delivery deadline. Before, the fund window (creation + fundTimeout) could outlast
// expiredAt and nothing checked it: the provider accepted early with 100 % collateral, the client funded
// after expiredAt, submit reverted and the whole collateral (10,000 of 10,000) went to the client. Now no
// path activates a job at or after expiredAt, nor with less than minDeliveryTime before it (an Open job's
// deadline is cut at the last second it could start: later funding or acceptance is refused as past it), and
// the provider can withdraw its acceptance while the job is unfunded.
func TestAttackLateActivation(t *testing.T) {
	f := newFixture(t)
	late := collateralTerms(10_000)
	late.FundTimeout = 7200 // outlasts the hour to expiry

	t.Run("fund after expiredAt", func(t *testing.T) {
		req := f.agreedRequest(t, 10_000, "late fund")
		req.ExpiredAt = f.expiry(t, 3600)
		id := jobIDOf(t, f, f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(req, late)))
		a := f.acceptanceFor(t, id, "late fund")
		f.approve(t, f.provider, big.NewInt(10_000))
		f.Transact(t, f.provider, f.Escrow, f.packAccept(id, a, nil))
		f.advance(t, 3700)
		f.approve(t, f.client, big.NewInt(10_000))
		h := f.termsHash(t, id)
		w := f.snapshot(t)
		f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(10_000), h[:]), "DeadlinePassed")
		w.expect(t, 0, 0, 0, 0)
		// The provider takes its acceptance and collateral back.
		r := f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackWithdrawAcceptance(id))
		f.hasEvents(t, r, "AcceptanceWithdrawn", "JobRejected", "CollateralSettled")
		w.expect(t, 0, 10_000, 0, -10_000)
		f.wantStatus(t, id, stRejected)
		f.solvent(t)
	})

	t.Run("relayed acceptance after expiredAt", func(t *testing.T) {
		req := f.agreedRequest(t, 10_000, "late accept")
		req.ExpiredAt = f.expiry(t, 3600)
		f.approve(t, f.client, big.NewInt(10_000))
		id := jobIDOf(t, f, f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJob(req, late)))
		a := f.acceptanceFor(t, id, "late accept")
		a.Deadline = f.Now(t) + 7200
		sig := f.signAcceptance(t, a, f.provider) // signed in time, relayed late
		f.approve(t, f.provider, big.NewInt(10_000))
		f.advance(t, 3700)
		w := f.snapshot(t)
		f.ExpectRevert(t, f.client, f.Escrow, f.packAccept(id, a, sig), "DeadlinePassed")
		f.ExpectRevert(t, f.provider, f.Escrow, f.packAccept(id, a, nil), "DeadlinePassed")
		w.expect(t, 0, 0, 0, 0)
	})

	// The dead zone: a job waiting for acceptance whose fund window (7 days) outlasts the last second it
	// could start (expiredAt - minDeliveryTime, two hours in) could neither start nor close until the window
	// ended, holding the client's budget for a week. Its deadline is now that last second: a job that cannot
	// start any more is due, and finalize gives the budget back.
	t.Run("a job that can no longer start closes then, not at the end of its fund window", func(t *testing.T) {
		week := collateralTerms(5_000)
		week.FundTimeout, week.MinDeliveryTime = 7*86400, 3600
		req := f.agreedRequest(t, 10_000, "dead zone")
		req.ExpiredAt = f.expiry(t, 3*3600)
		f.approve(t, f.client, big.NewInt(10_000))
		id := jobIDOf(t, f, f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJob(req, week)))
		if j := f.job(t, id); j.Deadline.Uint64() != req.ExpiredAt.Uint64()-3600+1 {
			t.Fatalf("deadline %s, want the second after the last start %d", j.Deadline, req.ExpiredAt.Uint64()-3600)
		}
		f.advance(t, int64(req.ExpiredAt.Uint64()-3600-f.Now(t))+1)
		if !callT(t, f, f.EscrowABI.PackIsDue(id), f.EscrowABI.UnpackIsDue) {
			t.Fatal("a job that can no longer start is not due")
		}
		a := f.acceptanceFor(t, id, "dead zone")
		f.approve(t, f.provider, big.NewInt(5_000))
		f.ExpectRevert(t, f.provider, f.Escrow, f.packAccept(id, a, nil), "DeadlinePassed")
		w := f.snapshot(t)
		r := f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id))
		f.hasEvents(t, r, "JobExpired", "Refunded")
		w.expect(t, 10_000, 0, 0, -10_000)
		f.wantStatus(t, id, stExpired)
		f.solvent(t)
	})

	// The boundary second of the cut deadline: an acceptance mined at expiredAt - minDeliveryTime starts the
	// job with exactly the delivery time left; one mined a second later, at the job's deadline, is refused
	// (DeadlinePassed), and the job is due and refunds. The simulated chain mines the next block one second
	// after the head; each side is read from its own receipt's block.
	t.Run("the last second a job can start, and its deadline", func(t *testing.T) {
		week := collateralTerms(5_000)
		week.FundTimeout, week.MinDeliveryTime = 7*86400, 3600
		expiredAt := f.expiry(t, 3*3600)
		var ids []*big.Int
		for _, label := range []string{"last second", "deadline second"} {
			req := f.agreedRequest(t, 10_000, label)
			req.ExpiredAt = expiredAt
			f.approve(t, f.client, big.NewInt(10_000))
			ids = append(ids, jobIDOf(t, f, f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJob(req, week))))
		}
		lastStart := expiredAt.Uint64() - 3600
		for _, id := range ids {
			if d := f.job(t, id).Deadline.Uint64(); d != lastStart+1 {
				t.Fatalf("job %s deadline %d, want %d", id, d, lastStart+1)
			}
		}
		f.approve(t, f.provider, big.NewInt(10_000))
		f.advance(t, int64(lastStart-1-f.Now(t)))
		blockTime := func(r *types.Receipt) uint64 {
			h, err := f.Client.HeaderByNumber(t.Context(), r.BlockNumber)
			if err != nil {
				t.Fatal(err)
			}
			return h.Time
		}
		r := f.Transact(t, f.provider, f.Escrow, f.packAccept(ids[0], f.acceptanceFor(t, ids[0], "last second"), nil))
		if at := blockTime(r); at != lastStart {
			t.Fatalf("the first acceptance was mined at %d, want the last start second %d", at, lastStart)
		}
		f.wantStatus(t, ids[0], stFunded)
		w := f.snapshot(t)
		r, err := f.TryTransact(f.provider, f.Escrow, f.packAccept(ids[1], f.acceptanceFor(t, ids[1], "deadline second"), nil))
		if err == nil {
			t.Fatal("an acceptance mined at the job's deadline started it")
		}
		if r != nil && blockTime(r) != lastStart+1 {
			t.Fatalf("the refused acceptance was mined at %d, want the deadline %d", blockTime(r), lastStart+1)
		}
		w.expect(t, 0, 0, 0, 0)
		f.wantStatus(t, ids[1], stOpen)
		if !callT(t, f, f.EscrowABI.PackIsDue(ids[1]), f.EscrowABI.UnpackIsDue) {
			t.Fatal("a job at its deadline is not due")
		}
		f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(ids[1]))
		w.expect(t, 10_000, 0, 0, -10_000)
		f.wantStatus(t, ids[1], stExpired)
		f.solvent(t)
	})

	t.Run("a job that could never start is refused at creation", func(t *testing.T) {
		terms := collateralTerms(5_000)
		terms.MinDeliveryTime = 7200
		req := f.agreedRequest(t, 10_000, "never")
		req.ExpiredAt = f.expiry(t, 3600)
		f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(req, terms), "ActivationTooLate")
	})

	t.Run("less than the minimum delivery time left", func(t *testing.T) {
		terms := collateralTerms(10_000)
		terms.MinDeliveryTime = 7200
		req := f.agreedRequest(t, 10_000, "short")
		req.ExpiredAt = f.expiry(t, 3600)
		nonce := f.nextNonce(t, f.client.Address, req, terms)
		a := f.acceptanceOfRequest(t, req, terms, nonce, f.Now(t)+600)
		f.approve(t, f.client, big.NewInt(10_000))
		f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAcceptedAsaJob(req, terms, new(big.Int).SetUint64(a.Deadline), f.signAcceptance(t, a, f.provider)), "ActivationTooLate")
		plain := graduatedTerms()
		plain.MinDeliveryTime = 7200
		f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJob(req, plain), "ActivationTooLate")
		// With the time the terms promise, the same job starts.
		req.ExpiredAt = f.expiry(t, 7300)
		f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJob(req, plain))
	})

	// The boundary second: the simulated chain mines the next block one second after the head, so a job
	// whose expiredAt leaves exactly minDeliveryTime at that block starts, and one second less is refused.
	// (The gas estimate runs at the head's time, a second earlier, so the short one is mined and reverts
	// there: the revert is read from its receipt, the rule from the next job starting with 7,200 s left.)
	t.Run("exactly the minimum delivery time left", func(t *testing.T) {
		plain := graduatedTerms()
		plain.MinDeliveryTime = 7200
		req := f.agreedRequest(t, 10_000, "boundary")
		f.approve(t, f.client, big.NewInt(20_000))
		w := f.snapshot(t)
		req.ExpiredAt = f.expiry(t, 1+7200-1)
		if _, err := f.TryTransact(f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJob(req, plain)); err == nil {
			t.Fatal("a job with 7,199 s left of a 7,200 s minimum delivery time started")
		}
		w.expect(t, 0, 0, 0, 0)
		req.ExpiredAt = f.expiry(t, 1+7200)
		r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJob(req, plain))
		if h, err := f.Client.HeaderByNumber(t.Context(), r.BlockNumber); err != nil || req.ExpiredAt.Uint64()-h.Time != 7200 {
			t.Fatalf("the job started with %d s left, want exactly 7200 (%v)", req.ExpiredAt.Uint64()-h.Time, err)
		}
	})
}

// The provider's acceptance withdrawal: only the provider, only while the job is not funded; its signature
// can never be used for the job again.
func TestWithdrawAcceptance(t *testing.T) {
	f := newFixture(t)
	terms := collateralTerms(5_000)
	id := f.createAgreed(t, 10_000, terms, "withdraw")
	f.ExpectRevert(t, f.provider, f.Escrow, f.EscrowABI.PackWithdrawAcceptance(id), "NothingToWithdraw")
	a := f.acceptanceFor(t, id, "withdraw")
	sig := f.signAcceptance(t, a, f.provider)
	f.approve(t, f.provider, big.NewInt(5_000))
	w := f.snapshot(t)
	f.Transact(t, f.stranger, f.Escrow, f.packAccept(id, a, sig))
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackWithdrawAcceptance(id), "Unauthorized")
	f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackWithdrawAcceptance(id))
	w.expect(t, 0, 0, 0, 0)
	f.wantStatus(t, id, stRejected)
	f.approve(t, f.provider, big.NewInt(5_000))
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(id, a, sig), "InvalidStatus")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(10_000), func() []byte { h := f.termsHash(t, id); return h[:] }()), "InvalidStatus")

	// Once funded the job is active: no withdrawal.
	funded := f.createAgreed(t, 10_000, terms, "funded")
	fa := f.acceptanceFor(t, funded, "funded")
	f.Transact(t, f.provider, f.Escrow, f.packAccept(funded, fa, nil))
	f.fund(t, funded)
	f.ExpectRevert(t, f.provider, f.Escrow, f.EscrowABI.PackWithdrawAcceptance(funded), "InvalidStatus")
	f.solvent(t)
}

// Gates decide money on chain: a verified job whose results say failed releases 0 to the provider whatever
// the scores; the fee is paid (a scored outcome) and the collateral is slashed in full. The settlement
// mirror computes the same split.
func TestGatesFailedPaysProviderNothing(t *testing.T) {
	f := newFixture(t)
	terms := collateralTerms(10_000)
	terms.ChallengeWindow, terms.EvaluatorFeeBps = 0, 100
	mirror := onchain.TermsFrom(terms)
	for _, passed := range []bool{true, false} {
		id := f.createAgreed(t, 10_000, terms, "gate "+map[bool]string{true: "pass", false: "fail"}[passed])
		f.approve(t, f.provider, big.NewInt(10_000))
		f.Transact(t, f.provider, f.Escrow, f.packAccept(id, f.acceptanceFor(t, id, "gate "+map[bool]string{true: "pass", false: "fail"}[passed]), nil))
		f.fund(t, id)
		f.submit(t, id, "work")
		res := f.result(t, id, 9500)
		res.Passed = passed
		w := f.snapshot(t)
		r := f.postResult(t, f.evaluator, res)
		want, err := mirror.Escrow(big.NewInt(10_000), big.NewInt(10_000)).CloseWindow(settlement.Verification{Score: 9500, PolicyScore: 9500, Failed: !passed})
		if err != nil {
			t.Fatal(err)
		}
		p := want.Payout
		w.expect(t, p.ClientTotal().Int64(), p.ProviderTotal().Int64(), p.Fee.Int64(), -20_000)
		s := f.settlement(t, r)
		if passed && (s.ReleaseBps != 10_000 || s.ProviderAmount.Int64() != 9_900) {
			t.Fatalf("passed: %+v", s)
		}
		if !passed && (s.ReleaseBps != 0 || s.ProviderAmount.Sign() != 0 || s.Fee.Int64() != 100 || p.ProviderTotal().Sign() != 0) {
			t.Fatalf("failed gate: settled %+v, mirror %+v", s, p)
		}
	}
	f.solvent(t)
}

// Several evaluators: the job fails when at least half of the counted results say failed (a tie fails), in
// whatever order they are relayed, one by one or in one batch.
func TestGatesMultiEvaluatorRuleIsOrderIndependent(t *testing.T) {
	f := newFixture(t)
	terms := graduatedTerms()
	terms.ChallengeWindow = 0
	signers := []*chaintest.Account{f.evaluator, f.eval2, f.eval3}
	cases := []struct {
		passed []bool
		failed bool
	}{
		{[]bool{true, true, false}, false},
		{[]bool{true, false, false}, true},
		{[]bool{false, true}, true}, // a tie fails
		{[]bool{true, true}, false},
	}
	for _, c := range cases {
		if settlement.GatesFailed(c.passed) != c.failed {
			t.Fatalf("mirror GatesFailed(%v) = %v, want %v", c.passed, !c.failed, c.failed)
		}
		n := len(c.passed)
		for _, order := range [][]int{{0, 1, 2}, {2, 1, 0}, {1, 2, 0}} {
			id := f.submitted(t, 10_000, terms, f.evals(n), uint8(n))
			var results []bindings.IAsaEscrowTypesResult
			var evaluators []common.Address
			var sigs [][]byte
			for _, i := range order {
				if i >= n {
					continue
				}
				r := f.result(t, id, uint16(9000+i))
				r.Passed = c.passed[i]
				results, evaluators, sigs = append(results, r), append(evaluators, signers[i].Address), append(sigs, f.sign(t, signers[i], r))
			}
			rc := f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResults(results, evaluators, sigs))
			s := f.settlement(t, rc)
			if failed := s.ProviderAmount.Sign() == 0; failed != c.failed {
				t.Fatalf("passed %v in order %v: provider got %s, want failed=%v", c.passed, order, s.ProviderAmount, c.failed)
			}
		}
	}
}

// A batch is isolated from its items: an "evaluator" wallet that burns all the gas it is given, or one
// that changed its answer after the daemon's intake, is skipped with ResultSkipped and the rest counts,
// at a bounded cost. Before, the ERC-1271 check ran with all remaining gas: the honest results after the
// burner ran out of gas (the batch reverted, or needed about 49 times its gas).
func TestBatchIsolatedFromHostileWallets(t *testing.T) {
	f := newFixture(t)
	fw := bindings.NewFickleWallet()
	burner := f.deploy(t, &bindings.FickleWalletMetaData, fw.PackConstructor(f.spare.Address))
	fickle := f.deploy(t, &bindings.FickleWalletMetaData, fw.PackConstructor(f.spare.Address))
	f.Transact(t, f.spare, burner, fw.PackSetMode(2))
	instant := graduatedTerms()
	instant.ChallengeWindow = 0
	jobFor := func(ev common.Address) *big.Int {
		f.approve(t, f.client, big.NewInt(1))
		r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address,
			Evaluators: []common.Address{ev}, Quorum: 1, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(1), Description: "hostile"}, instant))
		id := jobIDOf(t, f, r)
		f.submit(t, id, "work "+id.String())
		return id
	}
	bad, flipped, good := jobFor(burner), jobFor(fickle), jobFor(f.evaluator.Address)
	rBad, rFlip, rGood := f.result(t, bad, 9500), f.result(t, flipped, 9500), f.result(t, good, 9500)
	sigBad, sigFlip, sigGood := f.sign(t, f.spare, rBad), f.sign(t, f.spare, rFlip), f.sign(t, f.evaluator, rGood)
	// The fickle wallet accepted its result at intake (a view call now), then refuses before the relay.
	if n := callT(t, f, f.EscrowABI.PackSubmitResults([]bindings.IAsaEscrowTypesResult{rFlip}, []common.Address{fickle}, [][]byte{sigFlip}), f.EscrowABI.UnpackSubmitResults); n.Int64() != 1 {
		t.Fatalf("the honest fickle wallet's result would count %s", n)
	}
	f.Transact(t, f.spare, fickle, fw.PackSetMode(1))
	r := f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResults(
		[]bindings.IAsaEscrowTypesResult{rBad, rFlip, rGood}, []common.Address{burner, fickle, f.evaluator.Address}, [][]byte{sigBad, sigFlip, sigGood}))
	var skipped int
	for _, l := range r.Logs {
		if ev, err := f.EscrowABI.UnpackResultSkippedEvent(l); err == nil {
			if ev.Reason != [4]byte(crypto.Keccak256([]byte("InvalidSignature(address)"))[:4]) {
				t.Fatalf("skipped with %x", ev.Reason)
			}
			skipped++
		}
	}
	if skipped != 2 {
		t.Fatalf("%d results skipped, want 2", skipped)
	}
	f.wantStatus(t, good, stCompleted)
	f.wantStatus(t, bad, stSubmitted)
	if r.GasUsed > 400_000 {
		t.Fatalf("the batch cost %d gas: the burner's check is not bounded", r.GasUsed)
	}
	t.Logf("batch of a gas burner, a flipped wallet and an honest result: %d gas", r.GasUsed)
}

// Rolling averages do not depend on who relays first. Two results of one client-provider pair in one
// submitResults batch (one block), in either order: each job averages its own score with the pair's
// scores from earlier blocks (9500 here), the payouts are the same, and the history records the block's
// scores in ascending order either way. Before, the first relayed fixed the second's average (A first:
// 7750 and 7500, both 40 %; B first: B 9250, 100 %, and A 7500): the relayer chose who got 100 %.
func TestRollingAverageOrderIndependentInOneBatch(t *testing.T) {
	terms := rollingTerms(2)
	terms.ChallengeWindow = 0
	terms.Tiers, terms.TierCount = packTiers(tier{8000, 10000}, tier{5000, 4000}), 2
	run := func(bFirst bool) (a, b int64, history []uint16) {
		f := newFixture(t)
		warm := f.submitted(t, 1_000_000, terms, f.evals(1), 1)
		f.score(t, warm, f.evaluator, 9500)
		ja := f.submitted(t, 1_000_000, terms, f.evals(1), 1)
		jb := f.submitted(t, 1_000_000, terms, f.evals(1), 1)
		ra, rb := f.result(t, ja, 6000), f.result(t, jb, 9000)
		results := []bindings.IAsaEscrowTypesResult{ra, rb}
		if bFirst {
			results = []bindings.IAsaEscrowTypesResult{rb, ra}
		}
		sigs := [][]byte{f.sign(t, f.evaluator, results[0]), f.sign(t, f.evaluator, results[1])}
		r := f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResults(results, []common.Address{f.evaluator.Address, f.evaluator.Address}, sigs))
		paid := map[string]int64{}
		for _, l := range r.Logs {
			if ev, err := f.EscrowABI.UnpackJobSettledEvent(l); err == nil {
				paid[ev.JobId.String()] = ev.ProviderAmount.Int64()
			}
		}
		h := callT(t, f, f.EscrowABI.PackPairHistory(f.client.Address, f.provider.Address), f.EscrowABI.UnpackPairHistory)
		return paid[ja.String()], paid[jb.String()], h
	}
	a1, b1, h1 := run(false)
	a2, b2, h2 := run(true)
	if a1 != a2 || b1 != b2 || !slices.Equal(h1, h2) {
		t.Fatalf("relay order decides: A-first %d/%d history %v, B-first %d/%d history %v", a1, b1, h1, a2, b2, h2)
	}
	// The mirror: both average with 9500 only (avg 7750 -> 40 %, 9250 -> 100 %), recorded ascending.
	mirror := onchain.TermsFrom(terms)
	va, _ := mirror.VerifyInBlock(6000, []uint16{9500}, 0)
	vb, _ := mirror.VerifyInBlock(9000, va.History, 1)
	if va.PolicyScore != 7750 || vb.PolicyScore != 9250 || !slices.Equal(vb.History, h1) || !slices.Equal(h1, []uint16{6000, 9000, 9500}) {
		t.Fatalf("mirror %d %d %v, chain history %v", va.PolicyScore, vb.PolicyScore, vb.History, h1)
	}
	for _, c := range []struct {
		v    settlement.Verification
		paid int64
	}{{va, a1}, {vb, b1}} {
		s, err := mirror.Escrow(big.NewInt(1_000_000), nil).CloseWindow(c.v)
		if err != nil || s.Payout.Provider.Int64() != c.paid {
			t.Fatalf("score %d: chain paid %d, mirror %v (%v)", c.v.Score, c.paid, s.Payout, err)
		}
	}
}
