package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
)

func (f *fixture) expectResultRevert(t *testing.T, r bindings.IAsaEscrowTypesResult, signer common.Address, sig []byte, want string) {
	t.Helper()
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(r, signer, sig), want)
}

func TestAttackReplayResultSameJob(t *testing.T) {
	f := newFixture(t)
	id := f.submitted(t, 1_000, graduatedTerms(), f.evals(3), 2)
	r := f.result(t, id, 9000)
	sig := f.sign(t, f.evaluator, r)
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(r, f.evaluator.Address, sig))
	f.expectResultRevert(t, r, f.evaluator.Address, sig, "AlreadyCounted")
	f.score(t, id, f.eval2, 9000)
	f.expectResultRevert(t, r, f.evaluator.Address, sig, "AlreadyCounted")
	f.score(t, id, f.eval3, 9000)
	f.expectResultRevert(t, r, f.evaluator.Address, sig, "InvalidStatus")
}

// A result signed for job A is refused for job B, also when B carries the same deliverable (a resubmitted
// deliverable) and the attacker rewrites jobId and submittedAt.
func TestAttackReplayResultOtherJobAndResubmittedDeliverable(t *testing.T) {
	f := newFixture(t)
	a := f.createASA(t, 1_000, graduatedTerms(), f.evals(1), 1)
	f.fund(t, a)
	f.submit(t, a, "same content")
	b := f.createASA(t, 1_000, graduatedTerms(), f.evals(1), 1)
	f.fund(t, b)
	f.submit(t, b, "same content")
	ra := f.result(t, a, 9000)
	sig := f.sign(t, f.evaluator, ra)
	replay := ra
	replay.JobId = b
	f.expectResultRevert(t, replay, f.evaluator.Address, sig, "ResultMismatch")
	replay.SubmittedAt = f.job(t, b).SubmittedAt.Uint64()
	f.expectResultRevert(t, replay, f.evaluator.Address, sig, "InvalidSignature")
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(ra, f.evaluator.Address, sig))
	f.wantStatus(t, b, stSubmitted)
}

func TestAttackReplayResultOtherChainID(t *testing.T) {
	f := newFixture(t)
	id := f.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	r := f.result(t, id, 9000)
	otherChain := new(big.Int).Add(f.ChainID, big.NewInt(1))
	sig := signDigest(t, f.evaluator, resultDigestFor(otherChain, f.Escrow, r))
	f.expectResultRevert(t, r, f.evaluator.Address, sig, "InvalidSignature")
	// The same result signed for this chain is accepted.
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(r, f.evaluator.Address, signDigest(t, f.evaluator, resultDigestFor(f.ChainID, f.Escrow, r))))
}

func TestAttackReplayResultOtherEscrow(t *testing.T) {
	f := newFixture(t)
	second := f.deployEscrow(t, f.Token)
	// The same job id, deliverable and submission on both escrows: only the domain differs.
	id := f.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	g := *f
	g.Env = &chaintest.Env{}
	*g.Env = *f.Env
	g.Escrow = second
	id2 := g.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	if id.Cmp(id2) != 0 {
		t.Fatalf("job ids differ: %s %s", id, id2)
	}
	r := g.result(t, id2, 9000)
	sigForSecond := signDigest(t, f.evaluator, resultDigestFor(f.ChainID, second, r))
	r1 := f.result(t, id, 9000)
	r1.SubmittedAt, r1.Deliverable, r1.Deadline = r.SubmittedAt, r.Deliverable, r.Deadline
	if f.job(t, id).SubmittedAt.Uint64() == r.SubmittedAt {
		f.expectResultRevert(t, r, f.evaluator.Address, sigForSecond, "InvalidSignature")
	} else {
		f.expectResultRevert(t, r, f.evaluator.Address, sigForSecond, "ResultMismatch")
	}
	// Rebuilt against the first escrow's stored submission, the second escrow's signature still fails.
	own := f.result(t, id, 9000)
	f.expectResultRevert(t, own, f.evaluator.Address, signDigest(t, f.evaluator, resultDigestFor(f.ChainID, second, own)), "InvalidSignature")
	g.Transact(t, f.stranger, second, f.EscrowABI.PackSubmitResult(r, f.evaluator.Address, sigForSecond))
	f.wantStatus(t, id, stSubmitted)
}

func TestAttackResultForDifferentHash(t *testing.T) {
	f := newFixture(t)
	id := f.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	r := f.result(t, id, 9000)
	r.Deliverable = sha256Of("something the provider never delivered")
	f.expectResultRevert(t, r, f.evaluator.Address, f.sign(t, f.evaluator, r), "ResultMismatch")
}

func TestAttackSignatureByNonEvaluator(t *testing.T) {
	f := newFixture(t)
	id := f.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	r := f.result(t, id, 10000)
	f.expectResultRevert(t, r, f.evaluator.Address, f.sign(t, f.provider, r), "InvalidSignature")
	f.expectResultRevert(t, r, f.provider.Address, f.sign(t, f.provider, r), "NotAnEvaluator")
	f.expectResultRevert(t, r, f.backup.Address, f.sign(t, f.backup, r), "NotAnEvaluator")
}

func TestAttackEvaluatorIsClientOrProvider(t *testing.T) {
	f := newFixture(t)
	for _, who := range []common.Address{f.client.Address, f.provider.Address} {
		f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: []common.Address{f.evaluator.Address, who}, Quorum: 1, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(1), Description: "x"}, graduatedTerms()), "EvaluatorNotIndependent")
	}
	// Plain jobs: the provider may not be the evaluator, neither at creation nor through setProvider.
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateJob(f.evaluator.Address, f.evaluator.Address, f.expiry(t, 86400), "x", zeroAddr), "EvaluatorNotIndependent")
	id := f.createPlain(t, zeroAddr, f.evaluator.Address)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackSetProvider(id, f.evaluator.Address, nil), "EvaluatorNotIndependent")
}

func TestAttackExpiredResult(t *testing.T) {
	f := newFixture(t)
	id := f.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	r := f.result(t, id, 9000)
	r.Deadline = f.Now(t) + 10
	sig := f.sign(t, f.evaluator, r)
	f.advance(t, 60)
	f.expectResultRevert(t, r, f.evaluator.Address, sig, "ResultExpired")
}

func TestAttackScoreAbove10000(t *testing.T) {
	f := newFixture(t)
	id := f.submitted(t, 1_000, continuousTerms(), f.evals(1), 1)
	for _, s := range []uint16{10001, 65535} {
		r := f.result(t, id, s)
		f.expectResultRevert(t, r, f.evaluator.Address, f.sign(t, f.evaluator, r), "ScoreOutOfRange")
	}
}

func TestAttackDoubleFinalize(t *testing.T) {
	f := newFixture(t)
	id := f.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	f.score(t, id, f.evaluator, 9000)
	f.advance(t, 7200)
	f.finalize(t, id)
	w := f.snapshot(t)
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id), "NothingDue")
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalizeBatch([]*big.Int{id, id, id}))
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackClaimRefund(id), "InvalidStatus")
	w.expect(t, 0, 0, 0, 0)
	// A batch naming a due job twice settles it once.
	id2 := f.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	f.score(t, id2, f.evaluator, 9000)
	f.advance(t, 7200)
	data := f.EscrowABI.PackFinalizeBatch([]*big.Int{id2, id2})
	if n := callT(t, f, data, f.EscrowABI.UnpackFinalizeBatch); n.Int64() != 1 {
		t.Fatalf("batch advanced %d, want 1", n)
	}
	w = f.snapshot(t)
	f.Transact(t, f.stranger, f.Escrow, data)
	w.expect(t, 0, 1_000, 0, -1_000)
	f.solvent(t)
}

// otherTokenEscrow deploys `md` (a test token), an escrow for it, and mints to the client.
func (f *fixture) otherTokenEscrow(t *testing.T, md *bindings.ReentrantToken) (token, esc common.Address) {
	t.Helper()
	token = f.deploy(t, &bindings.ReentrantTokenMetaData, nil)
	esc = f.deployEscrow(t, token)
	f.Transact(t, f.client, token, md.PackMint(f.client.Address, big.NewInt(1_000_000)))
	f.Transact(t, f.client, token, md.PackApprove(esc, big.NewInt(1_000_000)))
	return token, esc
}

// A token that re-enters the escrow during payouts: every re-entry is refused by the guard, and the
// payouts still add up.
func TestAttackReentrantToken(t *testing.T) {
	for _, target := range []string{"finalize", "pushCredit", "pushCredits", "claimRefund", "finalizeBatch", "returnDeposit", "advanceDue"} {
		t.Run(target, func(t *testing.T) {
			f := newFixture(t)
			rt := bindings.NewReentrantToken()
			token, esc := f.otherTokenEscrow(t, rt)
			g := *f
			env := *f.Env
			g.Env = &env
			g.Escrow = esc
			bal := func(a common.Address) int64 {
				return chaintest.Call(t, f.Env, token, rt.PackBalanceOf(a), rt.UnpackBalanceOf).Int64()
			}
			id := g.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
			h := g.termsHash(t, id)
			g.Transact(t, f.client, esc, f.EscrowABI.PackFund(id, big.NewInt(10_000), h[:]))
			other := g.createASA(t, 5_000, graduatedTerms(), f.evals(1), 1)
			h = g.termsHash(t, other)
			g.Transact(t, f.client, esc, f.EscrowABI.PackFund(other, big.NewInt(5_000), h[:]))
			g.submit(t, id, "work")
			r := g.result(t, id, 7500)
			g.Transact(t, f.stranger, esc, f.EscrowABI.PackSubmitResult(r, f.evaluator.Address, signDigest(t, f.evaluator, resultDigestFor(f.ChainID, esc, r))))
			g.advance(t, 86400) // window closed and `other` expired
			var payload []byte
			switch target {
			case "finalize":
				payload = f.EscrowABI.PackFinalize(other)
			case "pushCredit":
				payload = f.EscrowABI.PackPushCredit(token)
			case "pushCredits":
				payload = f.EscrowABI.PackPushCredits([]common.Address{token, f.client.Address})
			case "returnDeposit":
				payload = f.EscrowABI.PackReturnDeposit(other)
			case "advanceDue":
				// The extension's internal entry point, which the escrow's fallback refuses from outside.
				payload = append(crypto.Keccak256([]byte("advanceDue(uint256)"))[:4], common.LeftPadBytes(other.Bytes(), 32)...)
			case "claimRefund":
				payload = f.EscrowABI.PackClaimRefund(other)
			case "finalizeBatch":
				payload = f.EscrowABI.PackFinalizeBatch([]*big.Int{other, id})
			}
			g.Transact(t, f.stranger, token, rt.PackArm(esc, payload))
			before := []int64{bal(f.client.Address), bal(f.provider.Address), bal(esc)}
			g.Transact(t, f.stranger, esc, f.EscrowABI.PackFinalize(id))
			attempts := chaintest.Call(t, f.Env, token, rt.PackReentryAttempts(), rt.UnpackReentryAttempts)
			ok := chaintest.Call(t, f.Env, token, rt.PackLastReentrySucceeded(), rt.UnpackLastReentrySucceeded)
			if attempts.Sign() == 0 || ok {
				t.Fatalf("re-entry attempts %s, last succeeded %v", attempts, ok)
			}
			if got := []int64{bal(f.client.Address) - before[0], bal(f.provider.Address) - before[1], bal(esc) - before[2]}; got[0] != 1_500 || got[1] != 8_500 || got[2] != -10_000 {
				t.Fatalf("deltas client/provider/escrow %v", got)
			}
			if g.status(t, other) != stFunded {
				t.Fatal("re-entered call changed the other job")
			}
			liab := liabilitiesOf(t, f, esc)
			if liab.Int64() != bal(esc) || liab.Int64() != 5_000 {
				t.Fatalf("liabilities %s, escrow balance %d", liab, bal(esc))
			}
		})
	}
}

// A fee-on-transfer token under-delivers: funding reverts FundingShortfall and nothing is credited.
func TestAttackFeeOnTransferToken(t *testing.T) {
	f := newFixture(t)
	ft := bindings.NewFeeOnTransferToken()
	token := f.deploy(t, &bindings.FeeOnTransferTokenMetaData, nil)
	esc := f.deployEscrow(t, token)
	f.Transact(t, f.client, token, ft.PackMint(f.client.Address, big.NewInt(1_000_000)))
	f.Transact(t, f.client, token, ft.PackApprove(esc, big.NewInt(1_000_000)))
	g := *f
	env := *f.Env
	g.Env = &env
	g.Escrow = esc
	id := g.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	h := g.termsHash(t, id)
	g.ExpectRevert(t, f.client, esc, f.EscrowABI.PackFund(id, big.NewInt(10_000), h[:]), "FundingShortfall")
	plain := g.createPlain(t, f.provider.Address, f.evaluator.Address)
	g.Transact(t, f.client, esc, f.EscrowABI.PackSetBudget(plain, big.NewInt(10_000), nil))
	g.ExpectRevert(t, f.client, esc, f.EscrowABI.PackFund(plain, big.NewInt(10_000), nil), "FundingShortfall")
	g.ExpectRevert(t, f.client, esc, f.EscrowABI.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(1), Quorum: 1, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(10_000), Description: "x"}, graduatedTerms(), new(big.Int), nil), "FundingShortfall")
	if g.status(t, id) != stOpen || g.liabilities(t).Sign() != 0 {
		t.Fatal("under-funded job was credited")
	}
	if b := chaintest.Call(t, f.Env, token, ft.PackBalanceOf(esc), ft.UnpackBalanceOf); b.Sign() != 0 {
		t.Fatalf("escrow holds %s", b)
	}
}

// A recipient whose transfers revert (blacklisted client) cannot block the provider's payout.
func TestAttackRevertingRecipient(t *testing.T) {
	f := newFixture(t)
	terms := graduatedTerms()
	terms.EvaluatorFeeBps = 1000
	id := f.submitted(t, 10_000, terms, f.evals(1), 1)
	f.score(t, id, f.evaluator, 7500)
	f.advance(t, 7200)
	f.Transact(t, f.Deployer, f.Token, f.TokenABI.PackBlacklist(f.client.Address))
	f.Transact(t, f.Deployer, f.Token, f.TokenABI.PackBlacklist(f.evaluator.Address))
	w := f.snapshot(t)
	f.finalize(t, id)
	w.expect(t, 0, 7_650, 0, -7_650)
	if f.credits(t, f.client.Address) != 1_350 || f.credits(t, f.evaluator.Address) != 1_000 {
		t.Fatalf("credits client %d evaluator %d", f.credits(t, f.client.Address), f.credits(t, f.evaluator.Address))
	}
	f.solvent(t)
	// The client's credit stays in escrow while the token refuses the client; the evaluator's is pushed by
	// anyone once the token accepts it again.
	f.Transact(t, f.Deployer, f.Token, f.TokenABI.PackUnBlacklist(f.evaluator.Address))
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackPushCredits([]common.Address{f.client.Address, f.evaluator.Address}))
	if f.credits(t, f.client.Address) != 1_350 || f.credits(t, f.evaluator.Address) != 0 {
		t.Fatalf("after pushCredits: client %d evaluator %d", f.credits(t, f.client.Address), f.credits(t, f.evaluator.Address))
	}
	f.Transact(t, f.Deployer, f.Token, f.TokenABI.PackUnBlacklist(f.client.Address))
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackPushCredit(f.client.Address))
	if f.liabilities(t).Sign() != 0 {
		t.Fatal("liabilities left")
	}
	f.solvent(t)
}

// authorization is an EIP-3009 TransferWithAuthorization of the dev token.
type authorization struct {
	from, to                  common.Address
	value, validAfter, before *big.Int
	nonce                     [32]byte
}

var (
	transferAuthTypeHash = crypto.Keccak256([]byte("TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"))
	cancelAuthTypeHash   = crypto.Keccak256([]byte("CancelAuthorization(address authorizer,bytes32 nonce)"))
)

func (f *fixture) tokenDigest(structHash []byte) [32]byte {
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, domainSeparator("USD Coin", "2", f.ChainID, f.Token).Bytes(), structHash)
}

func (f *fixture) authDigest(a authorization) [32]byte {
	return f.tokenDigest(crypto.Keccak256(transferAuthTypeHash, common.LeftPadBytes(a.from.Bytes(), 32), common.LeftPadBytes(a.to.Bytes(), 32),
		word(a.value), word(a.validAfter), word(a.before), a.nonce[:]))
}

// newAuth is an authorization made out to job id's deposit address (the x402 payTo).
func (f *fixture) newAuth(t testing.TB, id *big.Int, from common.Address, value int64, label string) authorization {
	return authorization{from: from, to: escrow.DepositAddress(f.Escrow, id), value: big.NewInt(value), validAfter: big.NewInt(0),
		before: f.expiry(t, 3600), nonce: crypto.Keccak256Hash([]byte(label))}
}

func (f *fixture) packFundWithAuth(t testing.TB, id *big.Int, a authorization, sig []byte) []byte {
	h := f.termsHash(t, id)
	return f.EscrowABI.PackFundWithAuthorization(id, a.value, h, a.validAfter, a.before, a.nonce, sig)
}

func TestFundWithAuthorization(t *testing.T) {
	f := newFixture(t)
	id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	a := f.newAuth(t, id, f.client.Address, 10_000, "x402-1")
	sig := signDigest(t, f.client, f.authDigest(a))
	w := f.snapshot(t)
	r := f.Transact(t, f.stranger, f.Escrow, f.packFundWithAuth(t, id, a, sig))
	f.hasEvents(t, r, "JobFunded", "FundedWithAuthorization")
	w.expect(t, -10_000, 0, 0, 10_000)
	f.wantStatus(t, id, stFunded)
	f.solvent(t)
	// Wrong budget or terms are refused before anything moves.
	id2 := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	a2 := f.newAuth(t, id2, f.client.Address, 10_000, "x402-2")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFundWithAuthorization(id2, big.NewInt(9_999), f.termsHash(t, id2), a2.validAfter, a2.before, a2.nonce, signDigest(t, f.client, f.authDigest(a2))), "BudgetMismatch")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFundWithAuthorization(id2, a2.value, [32]byte{}, a2.validAfter, a2.before, a2.nonce, signDigest(t, f.client, f.authDigest(a2))), "TermsHashMismatch")
}

// x402 front-run: a third party executes the client's authorization on the token first. The money lands at
// the job's deposit address, the escrow still credits that job exactly once, and the authorization cannot
// fund any other job.
func TestAttackFrontRunAuthorization(t *testing.T) {
	f := newFixture(t)
	id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	a := f.newAuth(t, id, f.client.Address, 10_000, "front-run")
	sig := signDigest(t, f.client, f.authDigest(a))
	f.Transact(t, f.stranger, f.Token, f.TokenABI.PackTransferWithAuthorization(a.from, a.to, a.value, a.validAfter, a.before, a.nonce, sig))
	if f.TokenBalance(t, a.to).Int64() != 10_000 || f.TokenBalance(t, f.Escrow).Sign() != 0 || f.liabilities(t).Sign() != 0 {
		t.Fatal("front-run transfer did not land at the job's deposit address")
	}
	r := f.Transact(t, f.stranger, f.Escrow, f.packFundWithAuth(t, id, a, sig))
	for _, l := range r.Logs {
		if ev, err := f.EscrowABI.UnpackFundedWithAuthorizationEvent(l); err == nil && !ev.PreExecuted {
			t.Fatal("preExecuted = false")
		}
	}
	f.wantStatus(t, id, stFunded)
	if f.liabilities(t).Int64() != 10_000 || f.TokenBalance(t, a.to).Sign() != 0 {
		t.Fatalf("liabilities %s, deposit %s", f.liabilities(t), f.TokenBalance(t, a.to))
	}
	f.solvent(t)
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packFundWithAuth(t, id, a, sig), "InvalidStatus")
	// The used authorization cannot fund another job: that job's deposit address received nothing.
	other := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packFundWithAuth(t, other, a, sig), "FundingShortfall")
	// An authorization made out to the other job's deposit, executed directly, funds that job.
	b := f.newAuth(t, other, f.client.Address, 10_000, "front-run-2")
	bsig := signDigest(t, f.client, f.authDigest(b))
	f.Transact(t, f.stranger, f.Token, f.TokenABI.PackTransferWithAuthorization(b.from, b.to, b.value, b.validAfter, b.before, b.nonce, bsig))
	f.Transact(t, f.stranger, f.Escrow, f.packFundWithAuth(t, other, b, bsig))
	f.wantStatus(t, other, stFunded)
	f.solvent(t)
}

// A cancelled authorization moved nothing: the job's deposit is empty, so it cannot fund the job.
func TestAttackCancelledAuthorization(t *testing.T) {
	f := newFixture(t)
	id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	a := f.newAuth(t, id, f.client.Address, 10_000, "cancelled")
	cancel := signDigest(t, f.client, f.tokenDigest(crypto.Keccak256(cancelAuthTypeHash, common.LeftPadBytes(a.from.Bytes(), 32), a.nonce[:])))
	f.Transact(t, f.stranger, f.Token, f.TokenABI.PackCancelAuthorization0(a.from, a.nonce, cancel))
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packFundWithAuth(t, id, a, signDigest(t, f.client, f.authDigest(a))), "FundingShortfall")
	f.wantStatus(t, id, stOpen)
	f.solvent(t)
}

// Money paid to a job's deposit address by any means funds that job (fundFromDeposit, permissionless);
// an excess is credited to the client, and a short deposit funds nothing.
func TestFundFromDeposit(t *testing.T) {
	f := newFixture(t)
	id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	deposit := escrow.DepositAddress(f.Escrow, id)
	f.Transact(t, f.client, f.Token, f.TokenABI.PackTransfer(deposit, big.NewInt(9_999)))
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFundFromDeposit(id, big.NewInt(10_000), f.termsHash(t, id)), "FundingShortfall")
	f.Transact(t, f.client, f.Token, f.TokenABI.PackTransfer(deposit, big.NewInt(2)))
	before := f.TokenBalance(t, f.client.Address)
	r := f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackFundFromDeposit(id, big.NewInt(10_000), f.termsHash(t, id)))
	f.hasEvents(t, r, "JobFunded", "DepositReturned")
	f.wantStatus(t, id, stFunded)
	// The 1 unit of excess goes straight back to the client.
	if got := diff(f.TokenBalance(t, f.client.Address), before); got != 1 {
		t.Fatalf("client got back %d, want the 1 unit of excess", got)
	}
	f.solvent(t)
}

// ERC-1271 evaluator: a smart-contract wallet's result is accepted when its owner signed the digest.
func TestERC1271Evaluator(t *testing.T) {
	f := newFixture(t)
	wallet := f.deploy(t, &bindings.ERC1271WalletMetaData, bindings.NewERC1271Wallet().PackConstructor(f.evaluator.Address))
	id := f.submitted(t, 10_000, graduatedTerms(), []common.Address{wallet}, 1)
	r := f.result(t, id, 9000)
	f.expectResultRevert(t, r, wallet, f.sign(t, f.stranger, r), "InvalidSignature")
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(r, wallet, f.sign(t, f.evaluator, r)))
	f.wantStatus(t, id, stVerified)
}

// ERC-1271 client: a smart-contract wallet creates a job and funds it with an EIP-3009 authorization its
// owner signed.
func TestERC1271ClientFundWithAuthorization(t *testing.T) {
	f := newFixture(t)
	wb := bindings.NewERC1271Wallet()
	wallet := f.deploy(t, &bindings.ERC1271WalletMetaData, wb.PackConstructor(f.client.Address))
	f.Transact(t, f.client, f.Token, f.TokenABI.PackTransfer(wallet, big.NewInt(50_000)))
	create := f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(1), Quorum: 1, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(10_000), Description: "wallet job"}, graduatedTerms())
	id := jobIDOf(t, f, f.Transact(t, f.client, wallet, wb.PackExecute(f.Escrow, create)))
	if f.job(t, id).Client != wallet {
		t.Fatal("client is not the wallet")
	}
	a := f.newAuth(t, id, wallet, 10_000, "wallet-auth")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packFundWithAuth(t, id, a, signDigest(t, f.stranger, f.authDigest(a))), "FiatTokenV2: invalid signature")
	f.Transact(t, f.stranger, f.Escrow, f.packFundWithAuth(t, id, a, signDigest(t, f.client, f.authDigest(a))))
	f.wantStatus(t, id, stFunded)
	if got := f.TokenBalance(t, wallet).Int64(); got != 40_000 {
		t.Fatalf("wallet balance %d", got)
	}
	f.solvent(t)
}

// A client that cancels its own authorization cannot claim money another client's front-run authorization
// left in escrow: every authorization pays a job's own deposit address, so there is no shared surplus.
func TestAttackCancelledAuthorizationCannotClaimOthersDeposit(t *testing.T) {
	f := newFixture(t)
	victimJob := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	va := f.newAuth(t, victimJob, f.client.Address, 10_000, "victim")
	vsig := signDigest(t, f.client, f.authDigest(va))
	f.Transact(t, f.stranger, f.Token, f.TokenABI.PackTransferWithAuthorization(va.from, va.to, va.value, va.validAfter, va.before, va.nonce, vsig))

	attacker := f.spare
	create := f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.stranger.Address, Evaluators: f.evals(1), Quorum: 1, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(10_000), Description: "x"}, graduatedTerms())
	attackJob := jobIDOf(t, f, f.Transact(t, attacker, f.Escrow, create))
	aa := f.newAuth(t, attackJob, attacker.Address, 10_000, "attacker")
	cancel := signDigest(t, attacker, f.tokenDigest(crypto.Keccak256(cancelAuthTypeHash, common.LeftPadBytes(aa.from.Bytes(), 32), aa.nonce[:])))
	f.Transact(t, attacker, f.Token, f.TokenABI.PackCancelAuthorization0(aa.from, aa.nonce, cancel))
	f.ExpectRevert(t, attacker, f.Escrow, f.packFundWithAuth(t, attackJob, aa, signDigest(t, attacker, f.authDigest(aa))), "FundingShortfall")
	// The victim's money is still there for the victim's job.
	f.Transact(t, f.stranger, f.Escrow, f.packFundWithAuth(t, victimJob, va, vsig))
	f.wantStatus(t, victimJob, stFunded)
	f.solvent(t)
}
