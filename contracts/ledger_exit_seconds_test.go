package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/settlement"
)

// The exit-mode job steps at the exact second: exitSubmit, exitResult and exitExpire read block.timestamp in the
// ledger itself (exitSubmit's delivery time is the block's; the other two pass it to the verifier as `now`).
// Each scene posts one epoch whose jobs are Funded or Submitted, lets the operator fall silent for
// livenessTimeout, fixes that epoch as the exit epoch, and then mines each exit step at the second it tests.

// exitEvalTimeout is the evaluation window of the scenes' jobs: three days, so that a job Submitted in the exit
// epoch (at its cutoff) is still being evaluated after the two days of silence that lead to exit mode.
const exitEvalTimeout = 3 * 24 * 3600

// exitScene is a ledger with one epoch being built (b, on st) and, after exit, that epoch fixed as the exit epoch
// (st is then its end state, the one every exit step's witness is against).
type exitScene struct {
	*ledgerFixture
	dom    ledger.Domain
	chain  *ledger.MemChain // the Go mirror of the ledger's on-chain accounts
	st     *ledger.State
	b      *ledger.EpochBuilder
	cutoff uint64 // epoch 1's cutoff: the submittedAt of a job delivered in it
	fixed  uint64 // when the exit epoch was fixed
}

// exitJobT is a job opened in the exit epoch: client lf.client, provider lf.provider.
type exitJobT struct {
	slot  uint32
	v     ledger.Voucher
	terms settlement.Terms
	evals []*chaintest.Account
}

// newExitScene deploys a ledger; the client deposits 2,000,000, the provider and three evaluators register
// (each paying the registration fee), and epoch 1 starts at the chain's time with the client's deposit counted.
func newExitScene(t *testing.T) *exitScene {
	t.Helper()
	sc := &exitScene{ledgerFixture: newLedger(t), st: ledger.NewState()}
	sc.dom = ledger.Domain{ChainID: sc.ChainID, Ledger: sc.ledger}
	sc.chain = ledger.NewMemChain(sc.dom)
	sc.depositL(t, sc.client, 2_000_000)
	sc.chain.Deposit(sc.client.Address, big.NewInt(2_000_000-ledgerRegFee))
	for _, a := range []*chaintest.Account{sc.provider, sc.evaluator, sc.eval2, sc.eval3} {
		sc.approveLedger(t, a, ledgerRegFee)
		sc.Transact(t, a, sc.ledger, sc.L.PackRegister())
		sc.chain.Register(a.Address)
	}
	for _, a := range []*chaintest.Account{sc.client, sc.provider, sc.evaluator, sc.eval2, sc.eval3} {
		if got, want := sc.index(t, a.Address), sc.chain.AccountIndex(a.Address); got != want {
			t.Fatalf("%s: index %d on chain, %d in the mirror", a.Address, got, want)
		}
	}
	if got := sc.deposited(t, sc.client.Address); got != sc.chain.Deposited(1).Int64() {
		t.Fatalf("the client's deposit is %d on chain", got)
	}
	sc.cutoff = sc.Now(t)
	sc.b = ledger.NewEpoch(sc.st, 1, sc.cutoff)
	i := sc.chain.AccountIndex(sc.client.Address)
	sc.add(t, encoded(t)(ledger.EncodeSync(ledger.Sync{Account: i, Deposits: sc.chain.Deposited(i), Withdrawals: sc.chain.Requested(i)})))
	return sc
}

// encoded fails the test on an encoding error and returns the transition.
func encoded(t *testing.T) func(ledger.Transition, error) ledger.Transition {
	return func(tr ledger.Transition, err error) ledger.Transition {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}
}

func (sc *exitScene) add(t *testing.T, tr ledger.Transition) {
	t.Helper()
	if err := sc.b.Add(sc.chain, tr); err != nil {
		t.Fatalf("epoch 1: %v", err)
	}
}

// exitTerms are graduated terms (>= 8000: all, >= 5000: 60%; silence splits 50/50, a 2.5% evaluator fee) with
// the scenes' evaluation window plus extra seconds.
func exitTerms(t *testing.T, extra uint32) settlement.Terms {
	t.Helper()
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 8000, ReleaseBps: 10000}, {MinScore: 5000, ReleaseBps: 6000}})
	if err != nil {
		t.Fatal(err)
	}
	return settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 2, SilenceAction: settlement.ActionSplit5050,
		FallbackAction: settlement.ActionSplit5050, EvaluatorFeeBps: 250, FundTimeout: 3600,
		EvaluateTimeout: exitEvalTimeout + extra, Tiers: tiers}
}

// open adds, to epoch 1, the OPEN of a job expiring at expiredAt with the given evaluators and quorum.
func (sc *exitScene) open(t *testing.T, terms settlement.Terms, budget int64, expiredAt uint64, quorum uint8, evals ...*chaintest.Account) exitJobT {
	t.Helper()
	var addrs []common.Address
	for _, e := range evals {
		addrs = append(addrs, e.Address)
	}
	nonce := sc.st.Account(sc.chain.AccountIndex(sc.client.Address)).Nonce
	if nonce == nil {
		nonce = new(big.Int)
	}
	v := ledger.Voucher{Client: sc.client.Address, Provider: sc.provider.Address, Evaluators: addrs, Quorum: quorum,
		TermsHash: settlement.TermsHash(terms), AgreementHash: common.HexToHash("0xa9"), Budget: big.NewInt(budget),
		ExpiredAt: new(big.Int).SetUint64(expiredAt), Nonce: new(big.Int).Set(nonce)}
	cs, err := v.Sign(sc.dom, sc.client.Key)
	if err != nil {
		t.Fatal(err)
	}
	dl := new(big.Int).SetUint64(sc.cutoff + 600)
	as, err := v.SignAcceptance(sc.dom, dl, sc.provider.Key)
	if err != nil {
		t.Fatal(err)
	}
	j := exitJobT{slot: uint32(sc.st.Fields().JobCount), v: v, terms: terms, evals: evals}
	sc.add(t, encoded(t)(ledger.EncodeOpen(ledger.Open{V: v, ClientSig: cs, AcceptanceDeadline: dl, AcceptanceSig: as, Terms: terms})))
	return j
}

// deliver adds j's delivery of d to epoch 1 (its submittedAt is the cutoff).
func (sc *exitScene) deliver(t *testing.T, j exitJobT, d common.Hash) {
	t.Helper()
	sig, err := j.v.SignDelivery(sc.dom, d, sc.provider.Key)
	if err != nil {
		t.Fatal(err)
	}
	sc.add(t, encoded(t)(ledger.EncodeSubmit(ledger.Submit{Slot: j.slot, V: j.v, Deliverable: d, ProviderSig: sig})))
}

// signResult is evaluator j.evals[who]'s signed result for j's delivery d made at submittedAt.
func (sc *exitScene) signResult(t *testing.T, j exitJobT, who int, d common.Hash, submittedAt uint64, score uint16, passed bool, deadline uint64) (settlement.Result, []byte) {
	t.Helper()
	id := j.v.JobID(sc.dom)
	r := settlement.Result{JobID: new(big.Int).SetBytes(id[:]), Deliverable: d, SubmittedAt: submittedAt, Score: score,
		Passed: passed, EvidenceHash: common.HexToHash("0xe1"), Nonce: big.NewInt(int64(who)), Deadline: deadline}
	sig, err := r.Sign(sc.dom.Results(), j.evals[who].Key)
	if err != nil {
		t.Fatal(err)
	}
	return r, sig
}

// resultInEpoch adds j.evals[who]'s result to epoch 1 (for the delivery epoch 1 holds).
func (sc *exitScene) resultInEpoch(t *testing.T, j exitJobT, who int, score uint16, passed bool) {
	t.Helper()
	l := sc.st.Job(j.slot)
	r, sig := sc.signResult(t, j, who, l.Deliverable, l.SubmittedAt, score, passed, sc.cutoff+exitEvalTimeout)
	sc.add(t, encoded(t)(ledger.EncodeResult(ledger.Result{Slot: j.slot, V: j.v, Terms: j.terms, Result: r, Signer: j.evals[who].Address, Sig: sig})))
}

// exit posts epoch 1, lets livenessTimeout pass without a post, starts exit mode and fixes epoch 1 (final by
// then) as the exit epoch.
func (sc *exitScene) exit(t *testing.T) {
	t.Helper()
	ep := sc.b.Close()
	sc.Transact(t, sc.operator, sc.ledger, sc.st.PostEpochCalldata(ep))
	if got := sc.epochL(t, 1).StateRoot; got != sc.st.Root() {
		t.Fatalf("epoch 1 posted with root %x, the mirror's is %x", got, sc.st.Root())
	}
	sc.advanceL(t, ledgerLiveness)
	sc.Transact(t, sc.stranger, sc.ledger, sc.L.PackDeclareOperatorSilent())
	sc.Transact(t, sc.stranger, sc.ledger, sc.L.PackFixExitEpoch())
	if n := chaintest.Call(t, sc.Env, sc.ledger, sc.L.PackExitEpoch(), sc.L.UnpackExitEpoch); n != 1 {
		t.Fatalf("exit epoch %d, want 1", n)
	}
	sc.fixed = sc.Now(t)
}

func (sc *exitScene) witness(slot uint32) ledgerbind.IAsaLedgerTypesJobWitness {
	l, p := sc.st.JobProof(slot)
	return ledger.JobWitness{Leaf: l, Path: p}.ToBinding()
}

func (sc *exitScene) submitData(t *testing.T, j exitJobT, d common.Hash) []byte {
	t.Helper()
	sig, err := j.v.SignDelivery(sc.dom, d, sc.provider.Key)
	if err != nil {
		t.Fatal(err)
	}
	return sc.L.PackExitSubmit(j.slot, sc.st.StateFieldsBinding(), sc.witness(j.slot), j.v.ToBinding(), d, sig)
}

func (sc *exitScene) resultData(j exitJobT, who int, r settlement.Result, sig []byte) []byte {
	return sc.L.PackExitResult(j.slot, sc.st.StateFieldsBinding(), sc.witness(j.slot), j.v.ToBinding(), ledger.TermsBinding(j.terms),
		ledger.ResultBinding(r), j.evals[who].Address, sig)
}

func (sc *exitScene) expireData(j exitJobT) []byte {
	return sc.L.PackExitExpire(j.slot, sc.st.StateFieldsBinding(), sc.witness(j.slot), j.v.ToBinding(), ledger.TermsBinding(j.terms))
}

// exitJob is j's on-chain progress in exit mode (status 0: none, the exit epoch's leaf stands).
func (sc *exitScene) exitJob(t *testing.T, j exitJobT) ledgerbind.IAsaLedgerTypesExitJob {
	t.Helper()
	return chaintest.Call(t, sc.Env, sc.ledger, sc.L.PackExitJobs(j.slot), sc.L.UnpackExitJobs)
}

// parties are every account a job of the scenes may credit.
func (sc *exitScene) parties() []common.Address {
	return []common.Address{sc.client.Address, sc.provider.Address, sc.evaluator.Address, sc.eval2.Address, sc.eval3.Address}
}

// credits reads exitCredited of every party.
func (sc *exitScene) credits(t *testing.T) map[common.Address]*big.Int {
	t.Helper()
	out := map[common.Address]*big.Int{}
	for _, a := range sc.parties() {
		out[a] = chaintest.Call(t, sc.Env, sc.ledger, sc.L.PackExitCredited(sc.index(t, a)), sc.L.UnpackExitCredited)
	}
	return out
}

// payoutOf is what a payout credits each party.
func payoutOf(v ledger.Voucher, p ledger.Payout) map[common.Address]*big.Int {
	out := map[common.Address]*big.Int{v.Provider: new(big.Int).Set(p.Provider)}
	out[v.Client] = new(big.Int).Add(orNew(out[v.Client]), p.Client)
	for _, f := range p.Fees {
		out[f.Evaluator] = new(big.Int).Add(orNew(out[f.Evaluator]), f.Amount)
	}
	return out
}

func orNew(x *big.Int) *big.Int {
	if x == nil {
		return new(big.Int)
	}
	return x
}

// credited checks that exitCredited moved, since before, by exactly want (every other party by nothing).
func (sc *exitScene) credited(t *testing.T, what string, before map[common.Address]*big.Int, want map[common.Address]*big.Int) {
	t.Helper()
	for a, now := range sc.credits(t) {
		got := new(big.Int).Sub(now, before[a])
		if got.Cmp(orNew(want[a])) != 0 {
			t.Errorf("%s: %s credited %s, want %s", what, a, got, orNew(want[a]))
		}
	}
}

// unchanged checks that a refused step left j's exit progress and every credit as they were.
func (sc *exitScene) unchanged(t *testing.T, what string, j exitJobT, was ledgerbind.IAsaLedgerTypesExitJob, before map[common.Address]*big.Int) {
	t.Helper()
	if x := sc.exitJob(t, j); x.Status != was.Status || x.SubmittedAt != was.SubmittedAt || x.Deliverable != was.Deliverable || x.Votes.Cmp(orNew(was.Votes)) != 0 {
		t.Errorf("%s: the refused step changed the job: %+v, was %+v", what, x, was)
	}
	sc.credited(t, what, before, nil)
}

func wantRevert(t *testing.T, what, got, want string) {
	t.Helper()
	if got != want {
		t.Fatalf("%s: got %q, want %q", what, got, want)
	}
}

// TestLedgerExitStepsAtTheSecond: every time bound of the exit-mode job steps at its last second and its first,
// each refusal replayed in its own block: exitSubmit is accepted at expiredAt - 1 (its submittedAt that second)
// and refused at expiredAt; a result counts at submittedAt + evaluateTimeout - 1 and not at submittedAt +
// evaluateTimeout, at its deadline and not a second after; exitExpire refunds a Funded job at expiredAt and not a
// second before, and settles a Submitted one (silence, or the counted results at quorum) at submittedAt +
// evaluateTimeout and not a second before, crediting exactly what package ledger's payouts say.
func TestLedgerExitStepsAtTheSecond(t *testing.T) {
	t.Run("exitSubmit at expiredAt", func(t *testing.T) {
		sc := newExitScene(t)
		expiredAt := sc.cutoff + 3*24*3600
		terms := exitTerms(t, 0)
		f1 := sc.open(t, terms, 100_001, expiredAt, 1, sc.evaluator, sc.eval2)
		f2 := sc.open(t, terms, 100_003, expiredAt, 1, sc.evaluator, sc.eval2)
		sc.exit(t)
		d := common.HexToHash("0xde")
		before := sc.credits(t)
		wantRevert(t, "exitSubmit at expiredAt - 1", sc.sendAt(t, expiredAt-1, sc.provider, sc.ledger, sc.submitData(t, f1, d)), "")
		if x := sc.exitJob(t, f1); x.Status != ledger.StatusSubmitted || x.Deliverable != d || x.SubmittedAt != expiredAt-1 || x.Votes.Sign() != 0 {
			t.Fatalf("after exitSubmit at expiredAt - 1: %+v, want Submitted at %d", x, expiredAt-1)
		}
		was := sc.exitJob(t, f2)
		wantRevert(t, "exitSubmit at expiredAt", sc.sendAt(t, expiredAt, sc.provider, sc.ledger, sc.submitData(t, f2, d)), "InvalidExitStep")
		sc.unchanged(t, "exitSubmit at expiredAt", f2, was, before)

		// The stored second is the one the evaluation window runs from: f1's first result counts at
		// (expiredAt - 1) + evaluateTimeout - 1, its second is refused at (expiredAt - 1) + evaluateTimeout.
		end := expiredAt - 1 + uint64(terms.EvaluateTimeout)
		r0, s0 := sc.signResult(t, f1, 0, d, expiredAt-1, 9000, true, end+100)
		wantRevert(t, "f1's result at its window's last second", sc.sendAt(t, end-1, sc.evaluator, sc.ledger, sc.resultData(f1, 0, r0, s0)), "")
		x := sc.exitJob(t, f1)
		if votes := ledger.CountResult(new(big.Int), 0, 9000, true); x.Status != ledger.StatusSubmitted || x.SubmittedAt != expiredAt-1 || x.Votes.Cmp(votes) != 0 {
			t.Fatalf("after f1's first result: %+v, want Submitted with votes %s", x, votes)
		}
		r1, s1 := sc.signResult(t, f1, 1, d, expiredAt-1, 7000, true, end+100)
		wantRevert(t, "f1's result as its window closes", sc.sendAt(t, end, sc.eval2, sc.ledger, sc.resultData(f1, 1, r1, s1)), "InvalidExitStep")
		sc.unchanged(t, "f1's result as its window closes", f1, x, before)
		sc.conserved(t, sc.parties()...)
	})

	t.Run("exitResult in the evaluation window", func(t *testing.T) {
		sc := newExitScene(t)
		terms := exitTerms(t, 0)
		expiredAt := sc.cutoff + 24*3600
		r1 := sc.open(t, terms, 200_003, expiredAt, 1, sc.evaluator)
		r2 := sc.open(t, terms, 200_003, expiredAt, 1, sc.evaluator)
		d := common.HexToHash("0xd1")
		sc.deliver(t, r1, d)
		sc.deliver(t, r2, d)
		sc.exit(t)
		end := sc.cutoff + exitEvalTimeout // submittedAt + evaluateTimeout
		deadline := end + 3600             // the results' own deadline is later: only the window binds
		before := sc.credits(t)
		res, sig := sc.signResult(t, r1, 0, d, sc.cutoff, 8500, true, deadline)
		wantRevert(t, "exitResult at submittedAt + evaluateTimeout - 1", sc.sendAt(t, end-1, sc.evaluator, sc.ledger, sc.resultData(r1, 0, res, sig)), "")
		// the only evaluator's result settles the job: the tally's payout
		p, err := ledger.TallyPayout(r1.v, terms, ledger.CountResult(new(big.Int), 0, 8500, true))
		if err != nil {
			t.Fatal(err)
		}
		if p.Provider.Int64() != 195_003 || p.Client.Int64() != 0 || len(p.Fees) != 1 || p.Fees[0].Amount.Int64() != 5_000 {
			t.Fatalf("the tally's payout: %+v", p)
		}
		sc.credited(t, "exitResult at submittedAt + evaluateTimeout - 1", before, payoutOf(r1.v, p))
		if x := sc.exitJob(t, r1); x.Status != ledger.StatusClosed {
			t.Fatalf("after its only result: %+v, want Closed", x)
		}
		before = sc.credits(t)
		was := sc.exitJob(t, r2)
		res, sig = sc.signResult(t, r2, 0, d, sc.cutoff, 8500, true, deadline)
		wantRevert(t, "exitResult at submittedAt + evaluateTimeout", sc.sendAt(t, end, sc.evaluator, sc.ledger, sc.resultData(r2, 0, res, sig)), "InvalidExitStep")
		sc.unchanged(t, "exitResult at submittedAt + evaluateTimeout", r2, was, before)
		sc.conserved(t, sc.parties()...)
	})

	t.Run("exitResult at its deadline", func(t *testing.T) {
		sc := newExitScene(t)
		terms := exitTerms(t, 0)
		expiredAt := sc.cutoff + 24*3600
		d1 := sc.open(t, terms, 150_007, expiredAt, 1, sc.eval2)
		d2 := sc.open(t, terms, 150_007, expiredAt, 1, sc.eval2)
		d := common.HexToHash("0xd2")
		sc.deliver(t, d1, d)
		sc.deliver(t, d2, d)
		sc.exit(t)
		deadline := sc.fixed + 600 // well inside the evaluation window (it ends at cutoff + 3 days)
		if deadline+1 >= sc.cutoff+exitEvalTimeout {
			t.Fatal("setup: the deadline is not inside the evaluation window")
		}
		before := sc.credits(t)
		res, sig := sc.signResult(t, d1, 0, d, sc.cutoff, 6000, true, deadline)
		wantRevert(t, "exitResult at its deadline", sc.sendAt(t, deadline, sc.eval2, sc.ledger, sc.resultData(d1, 0, res, sig)), "")
		p, err := ledger.TallyPayout(d1.v, terms, ledger.CountResult(new(big.Int), 0, 6000, true))
		if err != nil {
			t.Fatal(err)
		}
		// fee 3,750 (2.5%); the tier >= 5000 releases 60% of the rest: 87,754 to the provider, 58,503 back
		if p.Provider.Int64() != 87_754 || p.Client.Int64() != 58_503 || len(p.Fees) != 1 || p.Fees[0].Amount.Int64() != 3_750 {
			t.Fatalf("the tally's payout: %+v", p)
		}
		sc.credited(t, "exitResult at its deadline", before, payoutOf(d1.v, p))
		if x := sc.exitJob(t, d1); x.Status != ledger.StatusClosed {
			t.Fatalf("after its only result: %+v, want Closed", x)
		}
		before = sc.credits(t)
		was := sc.exitJob(t, d2)
		res, sig = sc.signResult(t, d2, 0, d, sc.cutoff, 6000, true, deadline)
		wantRevert(t, "exitResult at its deadline + 1", sc.sendAt(t, deadline+1, sc.eval2, sc.ledger, sc.resultData(d2, 0, res, sig)), "InvalidExitStep")
		sc.unchanged(t, "exitResult at its deadline + 1", d2, was, before)
		sc.conserved(t, sc.parties()...)
	})

	t.Run("exitExpire of a Funded job at expiredAt", func(t *testing.T) {
		sc := newExitScene(t)
		expiredAt := sc.cutoff + 3*24*3600
		g := sc.open(t, exitTerms(t, 0), 333_331, expiredAt, 1, sc.evaluator)
		sc.exit(t)
		// The client's exit before the refund: its balance in the exit epoch, the budget still locked.
		ci := sc.index(t, sc.client.Address)
		leaf, path := sc.st.WithdrawProofBinding(ci)
		exitW := sc.L.PackExitWithdraw(sc.client.Address, leaf, path)
		paid := func(what string, want int64) {
			t.Helper()
			b := sc.TokenBalance(t, sc.client.Address).Int64()
			sc.Transact(t, sc.stranger, sc.ledger, exitW)
			if got := sc.TokenBalance(t, sc.client.Address).Int64() - b; got != want {
				t.Fatalf("%s: exitWithdraw paid the client %d, want %d", what, got, want)
			}
			sc.ExpectRevert(t, sc.stranger, sc.ledger, exitW, "NothingToWithdraw")
		}
		paid("before the refund", 2_000_000-ledgerRegFee-333_331)
		before := sc.credits(t)
		was := sc.exitJob(t, g)
		wantRevert(t, "exitExpire at expiredAt - 1", sc.sendAt(t, expiredAt-1, sc.stranger, sc.ledger, sc.expireData(g)), "InvalidExitStep")
		sc.unchanged(t, "exitExpire at expiredAt - 1", g, was, before)
		wantRevert(t, "exitExpire at expiredAt", sc.sendAt(t, expiredAt, sc.stranger, sc.ledger, sc.expireData(g)), "")
		sc.credited(t, "exitExpire at expiredAt", before, map[common.Address]*big.Int{sc.client.Address: big.NewInt(333_331)})
		if x := sc.exitJob(t, g); x.Status != ledger.StatusClosed {
			t.Fatalf("after the refund: %+v, want Closed", x)
		}
		paid("after the refund", 333_331)
		sc.conserved(t, sc.parties()...)
	})

	t.Run("exitExpire of a Submitted job at the evaluation deadline", func(t *testing.T) {
		sc := newExitScene(t)
		expiredAt := sc.cutoff + 24*3600
		silent := sc.open(t, exitTerms(t, 0), 100_001, expiredAt, 1, sc.evaluator)
		// A second job whose window closes ten minutes later, one result of a 2-of-3 counted in the exit epoch
		// and a second one counted on chain: at quorum.
		quorumTerms := exitTerms(t, 600)
		met := sc.open(t, quorumTerms, 400_009, expiredAt, 2, sc.evaluator, sc.eval2, sc.eval3)
		d := common.HexToHash("0xd3")
		sc.deliver(t, silent, d)
		sc.deliver(t, met, d)
		sc.resultInEpoch(t, met, 2, 9100, true)
		sc.exit(t)
		res, sig := sc.signResult(t, met, 0, d, sc.cutoff, 5500, true, sc.cutoff+exitEvalTimeout)
		sc.Transact(t, sc.evaluator, sc.ledger, sc.resultData(met, 0, res, sig))
		votes := ledger.CountResult(sc.st.Job(met.slot).Votes, 0, 5500, true)
		if x := sc.exitJob(t, met); x.Status != ledger.StatusSubmitted || x.Votes.Cmp(votes) != 0 {
			t.Fatalf("after the on-chain result: %+v, want Submitted with votes %s", x, votes)
		}

		end := sc.cutoff + exitEvalTimeout
		before := sc.credits(t)
		was := sc.exitJob(t, silent)
		wantRevert(t, "silence at submittedAt + evaluateTimeout - 1", sc.sendAt(t, end-1, sc.stranger, sc.ledger, sc.expireData(silent)), "InvalidExitStep")
		sc.unchanged(t, "silence at submittedAt + evaluateTimeout - 1", silent, was, before)
		wantRevert(t, "silence at submittedAt + evaluateTimeout", sc.sendAt(t, end, sc.stranger, sc.ledger, sc.expireData(silent)), "")
		p, err := ledger.SilencePayout(silent.v, silent.terms)
		if err != nil {
			t.Fatal(err)
		}
		if p.Provider.Int64() != 50_000 || p.Client.Int64() != 50_001 || len(p.Fees) != 0 {
			t.Fatalf("the silence payout: %+v", p)
		}
		sc.credited(t, "silence at submittedAt + evaluateTimeout", before, payoutOf(silent.v, p))
		if x := sc.exitJob(t, silent); x.Status != ledger.StatusClosed {
			t.Fatalf("after the silence: %+v, want Closed", x)
		}

		end = sc.cutoff + uint64(quorumTerms.EvaluateTimeout)
		before = sc.credits(t)
		was = sc.exitJob(t, met)
		wantRevert(t, "quorum at submittedAt + evaluateTimeout - 1", sc.sendAt(t, end-1, sc.stranger, sc.ledger, sc.expireData(met)), "InvalidExitStep")
		sc.unchanged(t, "quorum at submittedAt + evaluateTimeout - 1", met, was, before)
		wantRevert(t, "quorum at submittedAt + evaluateTimeout", sc.sendAt(t, end, sc.stranger, sc.ledger, sc.expireData(met)), "")
		p, err = ledger.TallyPayout(met.v, quorumTerms, votes)
		if err != nil {
			t.Fatal(err)
		}
		// median of 5500 and 9100 is 7300: the 60% tier; fee 10,000 split over the two counted evaluators
		if p.Provider.Int64() != 234_005 || p.Client.Int64() != 156_004 || len(p.Fees) != 2 ||
			p.Fees[0].Evaluator != sc.evaluator.Address || p.Fees[0].Amount.Int64() != 5_000 ||
			p.Fees[1].Evaluator != sc.eval3.Address || p.Fees[1].Amount.Int64() != 5_000 {
			t.Fatalf("the tally's payout: %+v", p)
		}
		sc.credited(t, "quorum at submittedAt + evaluateTimeout", before, payoutOf(met.v, p))
		if x := sc.exitJob(t, met); x.Status != ledger.StatusClosed {
			t.Fatalf("after the quorum payout: %+v, want Closed", x)
		}
		sc.conserved(t, sc.parties()...)
	})
}
