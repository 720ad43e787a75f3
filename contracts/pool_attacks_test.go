package contracts_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// The attack tests of issue #23 against the evaluator pool: each attack is refused or harmless, shown on
// chain state and exact balances. Canary and draw basics are in pool_test.go.

// createAndFundFor is createAndFundASA with any client and provider; it returns the id and the receipt.
func (p *poolFixture) createAndFundFor(t testing.TB, client, provider *chaintest.Account, budget int64, terms bindings.IAsaEscrowTypesTerms, evaluators []common.Address, quorum uint8) (*big.Int, *types.Receipt) {
	t.Helper()
	p.Transact(t, client, p.Token, p.TokenABI.PackApprove(p.Escrow, big.NewInt(budget)))
	r := p.Transact(t, client, p.Escrow, p.EscrowABI.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: provider.Address,
		Evaluators: evaluators, Quorum: quorum, ExpiredAt: p.expiry(t, 86400), Budget: big.NewInt(budget), Description: "funded job"}, terms))
	return jobIDOf(t, p.fixture, r), r
}

// submitBy submits sha256(content) as `provider`.
func (p *poolFixture) submitBy(t testing.TB, provider *chaintest.Account, id *big.Int, content string) {
	t.Helper()
	p.Transact(t, provider, p.Escrow, p.EscrowABI.PackSubmit(id, sha256.Sum256([]byte(content)), nil))
}

// drawReceipt requests a draw, lets the seed's block pass and draws (both from a stranger); the draw's receipt.
func (p *poolFixture) drawReceipt(t testing.TB, seat common.Address, id *big.Int) *types.Receipt {
	t.Helper()
	p.Transact(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seat, id))
	p.Backend.Commit()
	p.Backend.Commit()
	return p.Transact(t, p.stranger, p.pool, p.poolABI.PackDraw(seat, id))
}

// assigned is the pool's Assigned event of a receipt.
func (p *poolFixture) assigned(t testing.TB, r *types.Receipt) *bindings.EvaluatorPoolAssigned {
	t.Helper()
	for _, l := range r.Logs {
		if ev, err := p.poolABI.UnpackAssignedEvent(l); err == nil && l.Address == p.pool {
			return ev
		}
	}
	t.Fatal("no Assigned event")
	return nil
}

func (p *poolFixture) assignment(t testing.TB, seat common.Address, id *big.Int) bindings.IEvaluatorPoolAssignment {
	t.Helper()
	return chaintest.Call(t, p.Env, p.pool, p.poolABI.PackAssignmentOf(seat, id), p.poolABI.UnpackAssignmentOf)
}

func (p *poolFixture) qualifiedList(t testing.TB) []common.Address {
	t.Helper()
	return chaintest.Call(t, p.Env, p.pool, p.poolABI.PackQualified(p.service), p.poolABI.UnpackQualified)
}

// judgeOf is the account of the job's only appointed evaluator.
func (p *poolFixture) judgeOf(t testing.TB, id *big.Int) *chaintest.Account {
	t.Helper()
	evs := chaintest.Call(t, p.Env, p.Escrow, p.EscrowABI.PackEvaluatorsOf(id), p.EscrowABI.UnpackEvaluatorsOf)
	if len(evs) != 1 || p.account(evs[0]) == nil {
		t.Fatalf("job %s evaluators %v, want one of the qualified three", id, evs)
	}
	return p.account(evs[0])
}

// expectStillBonded expects withdraw to be refused with StillBonded carrying `openJobs`.
func (p *poolFixture) expectStillBonded(t testing.TB, who *chaintest.Account, openJobs uint32) {
	t.Helper()
	_, err := p.TryTransact(who, p.pool, p.poolABI.PackWithdraw(p.service))
	re := escrow.DecodeRevert(err)
	if re == nil || re.Name != "StillBonded" || len(re.Args) != 2 {
		t.Fatalf("withdraw: %v, want StillBonded", err)
	}
	if got := re.Args[1].(uint32); got != openJobs {
		t.Fatalf("StillBonded open jobs %d, want %d", got, openJobs)
	}
}

// predictPick is the pool's first pick from a seed when every listed evaluator is eligible (no rotation bound,
// no party in the list): list[keccak256(abi.encode(seed, 0, 0)) % len].
func predictPick(list []common.Address, seed [32]byte) common.Address {
	h := crypto.Keccak256(seed[:], u64(0), u64(0))
	i := new(big.Int).Mod(new(big.Int).SetBytes(h), big.NewInt(int64(len(list))))
	return list[i.Int64()]
}

// TestPoolAttackClientCannotRerollTheDraw: a client who funds a job naming a Random seat and dislikes the drawn
// evaluator cannot redraw it. What the escrow enforces: the request stands (DrawPending) until the seed's hash is
// gone, and anyone, the provider included, can draw in between; the seed is keccak256(blockhash(requestBlock+1),
// seat, jobId), a hash that does not exist when the request is sent, and the pick follows from it alone, not from
// who draws or when; once drawn the seat is no longer the job's evaluator (NotForSeat). A funded ASA job cannot be
// rejected or refunded before its expiry (AsaJobUsesSignedResults, DeadlineNotReached); until then the provider can
// deliver and the drawn evaluator judges it. At expiry an undelivered job refunds the full budget, so getting out
// costs the client its budget locked for the job's whole term, and the expired job is never redrawn. A second job
// is a second budget locked and a fresh, equally unknown seed.
func TestPoolAttackClientCannotRerollTheDraw(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	seats := p.openPolicy(t, modeRandom, 1, 1, 0)
	w := p.snapshot(t)
	id := p.createAndFundASA(t, 10_000, feeTerms(), seats[:1], 1)
	r := p.Transact(t, p.client, p.pool, p.poolABI.PackRequestDraw(seats[0], id))
	requested := r.BlockNumber.Uint64()
	// The transaction that would draw in block requested+1 runs while that block is built: too early.
	p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackDraw(seats[0], id), "DrawTooEarly")
	p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackRequestDraw(seats[0], id), "DrawPending")
	p.ExpectRevert(t, p.client, p.Escrow, p.EscrowABI.PackReject(id, [32]byte{}, nil), "AsaJobUsesSignedResults")
	p.ExpectRevert(t, p.client, p.Escrow, p.EscrowABI.PackClaimRefund(id), "DeadlineNotReached")
	p.Backend.Commit()
	// The seed's block now exists: the client can compute the pick, but it cannot change it. It stays silent,
	// and the provider draws later: the same pick.
	seedBlock, err := p.Client.HeaderByNumber(context.Background(), new(big.Int).SetUint64(requested+1))
	if err != nil {
		t.Fatal(err)
	}
	seed := crypto.Keccak256Hash(seedBlock.Hash().Bytes(), common.LeftPadBytes(seats[0].Bytes(), 32), word(id))
	predicted := predictPick(p.qualifiedList(t), seed)
	for i := 0; i < 5; i++ {
		p.Backend.Commit()
		p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackRequestDraw(seats[0], id), "DrawPending")
	}
	ev := p.assigned(t, p.Transact(t, p.provider, p.pool, p.poolABI.PackDraw(seats[0], id)))
	if ev.Seed != seed || len(ev.Evaluators) != 1 || ev.Evaluators[0] != predicted || ev.Role != roleEvaluators {
		t.Fatalf("Assigned %+v, want seed %x (blockhash(%d)) and pick %s", ev, seed, requested+1, predicted.Hex())
	}
	p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackRequestDraw(seats[0], id), "NotForSeat")
	p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackDraw(seats[0], id), "NotForSeat")
	// The appointed evaluator cannot hand the job on either.
	judge := p.account(predicted)
	p.ExpectRevert(t, judge, p.Escrow, p.EscrowABI.PackAppointEvaluators(id, []common.Address{p.stranger.Address}, 1), "Unauthorized")

	// A second job: another budget locked, its own draw.
	id2 := p.createAndFundASA(t, 10_000, feeTerms(), seats[:1], 1)
	p.drawFor(t, seats[0], id2)
	if d := w.deltas(t); d[0] != -20_000 || d[6] != 20_000 {
		t.Fatalf("client %d, escrow %d, want both budgets (20000) locked", d[0], d[6])
	}
	// The provider delivers the first job: the drawn evaluator judges it and it settles on that score.
	p.submit(t, id, "delivered")
	p.score(t, id, judge, 9500)
	p.advance(t, 7201)
	p.finalize(t, id)
	p.wantStatus(t, id, stCompleted)
	// The second job is never delivered: the client gets out only at its expiry, with the budget back.
	p.advance(t, 86401)
	p.Transact(t, p.client, p.Escrow, p.EscrowABI.PackClaimRefund(id2))
	p.wantStatus(t, id2, stExpired)
	p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackRequestDraw(seats[0], id2), "NotForSeat")
	// Client: -10000 for the settled job (100 % to the provider), the refunded one back in full.
	w.expect(t, -10_000, 9_500, 500, 0)
	p.solvent(t)
}

// TestPoolAttackMutualCollusionPastTheRotationBound: a provider and a colluding client (or the provider's own
// client account) agree on the same friendly evaluator for consecutive jobs of the provider through Mutual
// selection. With rotation 2 the third consecutive proposal of that evaluator is refused (NotEligible) for both
// parties, the random fallback does not draw it either, and once another evaluator judged a job in between it
// may be proposed again (the bound is on consecutive jobs).
func TestPoolAttackMutualCollusionPastTheRotationBound(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	seats, _ := p.openPolicyWith(t, bindings.IEvaluatorPoolPolicy{ServiceType: p.service, Mode: modeMutual, Size: 1, Quorum: 1,
		Rounds: 1, Rotation: 2, CanaryEvery: 5})
	friend := []common.Address{p.eval2.Address}
	for i := 0; i < 2; i++ {
		id := p.createAndFundASA(t, 1_000, feeTerms(), seats[:1], 1)
		p.Transact(t, p.client, p.pool, p.poolABI.PackPropose(seats[0], id, friend))
		ev := p.assigned(t, p.Transact(t, p.provider, p.pool, p.poolABI.PackPropose(seats[0], id, friend)))
		if ev.Evaluators[0] != friend[0] || ev.Seed != ([32]byte{}) {
			t.Fatalf("job %d: Assigned %+v, want the friend with seed 0", i, ev)
		}
	}
	id := p.createAndFundASA(t, 1_000, feeTerms(), seats[:1], 1)
	p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackPropose(seats[0], id, friend), "NotEligible")
	p.ExpectRevert(t, p.provider, p.pool, p.poolABI.PackPropose(seats[0], id, friend), "NotEligible")
	// They disagree on the others (one round each): the random fallback skips the friend.
	p.Transact(t, p.client, p.pool, p.poolABI.PackPropose(seats[0], id, []common.Address{p.evaluator.Address}))
	p.Transact(t, p.provider, p.pool, p.poolABI.PackPropose(seats[0], id, []common.Address{p.eval3.Address}))
	ev := p.assigned(t, p.drawReceipt(t, seats[0], id))
	if ev.Evaluators[0] == friend[0] || ev.Seed == ([32]byte{}) {
		t.Fatalf("fallback draw %+v: drew the friend past the rotation bound", ev)
	}
	// The run is broken: the friend may judge the next job.
	id = p.createAndFundASA(t, 1_000, feeTerms(), seats[:1], 1)
	p.Transact(t, p.client, p.pool, p.poolABI.PackPropose(seats[0], id, friend))
	p.Transact(t, p.provider, p.pool, p.poolABI.PackPropose(seats[0], id, friend))
	if got := p.judgeOf(t, id).Address; got != friend[0] {
		t.Fatalf("after a break the friend was not appointed (got %s)", got.Hex())
	}
}

// TestPoolAttackCanariesLookLikeRealJobs: an evaluator that could tell a canary from a real job could be honest
// on canaries only. A canary created through the same Random seat by fresh client and provider accounts, with the
// same terms and budget, shows the evaluator the same thing as a real job in everything it can read on chain
// before scoring: getJob (all fields but the parties, the evaluator drawn and the creation-relative times compared
// relative), the terms, the events of its creation and its draw (Assigned: seat, role, quorum, one evaluator, a
// non-zero seed) and assignmentOf. The canary's commitment is a salted hash committed before the job existed, one
// of a batch of anonymous hashes (CanariesCommitted carries a count only): without the salt no expected score and
// verdict match it. A reveal before the evaluation is over (funded, or submitted and unscored) is refused
// (NotRecordable); a commitment made after the
// assignment cannot be revealed (CanaryCommittedLate), so the operator cannot pick the answer after seeing a score.
// Operationally the fresh accounts must not be traceably funded by the canary operator's address.
func TestPoolAttackCanariesLookLikeRealJobs(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	seats := p.openPolicy(t, modeRandom, 1, 1, 0)
	canaryContent := "canary deliverable"
	deliverable := sha256.Sum256([]byte(canaryContent))
	salt := crypto.Keccak256Hash([]byte("operator secret"))
	commitment := canaryCommitment(t, deliverable, 9000, true, salt)
	rc := p.Transact(t, p.spare, p.pool, p.poolABI.PackCommitCanaries([][32]byte{commitment, crypto.Keccak256Hash([]byte("decoy"))}))
	for _, l := range rc.Logs {
		if ev, err := p.poolABI.UnpackCanariesCommittedEvent(l); err == nil && ev.Count.Int64() != 2 {
			t.Fatalf("CanariesCommitted count %s, want 2", ev.Count)
		}
	}
	canaryClient, canaryProvider := p.freshAccount(t, 100_000), p.freshAccount(t, 0)

	real, realCreate := p.createAndFundFor(t, p.client, p.provider, 10_000, feeTerms(), seats[:1], 1)
	canary, canaryCreate := p.createAndFundFor(t, canaryClient, canaryProvider, 10_000, feeTerms(), seats[:1], 1)
	realDraw, canaryDraw := p.drawReceipt(t, seats[0], real), p.drawReceipt(t, seats[0], canary)

	created := func(r *types.Receipt) uint64 {
		h, err := p.Client.HeaderByNumber(context.Background(), r.BlockNumber)
		if err != nil {
			t.Fatal(err)
		}
		return h.Time
	}
	jr, jc := p.job(t, real), p.job(t, canary)
	rel := func(v *big.Int, at uint64) int64 {
		if v.Sign() == 0 {
			return -1
		}
		return v.Int64() - int64(at)
	}
	if rel(jr.ExpiredAt, created(realCreate)) != rel(jc.ExpiredAt, created(canaryCreate)) ||
		rel(jr.Deadline, created(realCreate)) != rel(jc.Deadline, created(canaryCreate)) {
		t.Fatalf("times differ: real %v/%v, canary %v/%v", jr.ExpiredAt, jr.Deadline, jc.ExpiredAt, jc.Deadline)
	}
	if p.account(jr.Evaluator) == nil || p.account(jc.Evaluator) == nil {
		t.Fatalf("appointed %s / %s, want qualified evaluators", jr.Evaluator.Hex(), jc.Evaluator.Hex())
	}
	// Everything else field by field.
	type shape struct {
		status, quorum, results       uint8
		budget, collateral, submitted string
		deliverable                   [32]byte
		score                         uint16
		backup, funded, acc, accepted bool
		termsID                       uint64
	}
	of := func(j bindings.IAsaEscrowTypesJobView) shape {
		return shape{j.Status, j.Quorum, j.ResultCount, j.Budget.String(), j.Collateral.String(), j.SubmittedAt.String(),
			j.Deliverable, j.Score, j.BackupActive, j.BudgetFunded, j.AcceptanceRequired, j.Accepted, j.TermsId}
	}
	if of(jr) != of(jc) {
		t.Fatalf("getJob differs:\nreal   %+v\ncanary %+v", of(jr), of(jc))
	}
	if p.termsHash(t, real) != p.termsHash(t, canary) {
		t.Fatal("terms differ")
	}
	// The escrow's events of creation and draw, by name and (AsaJobCreated) content. AgreementRegistered is left
	// out: it says whether these parties used this evaluator (or seat) before, which is the parties' public
	// history and differs among real jobs too (the real pair here met every evaluator in probation; a real
	// first-time pair registers its agreements exactly as the fresh canary accounts do).
	names := func(r *types.Receipt) []string {
		var out []string
		for _, n := range p.eventNames(r) {
			if n != "AgreementRegistered" {
				out = append(out, n)
			}
		}
		return out
	}
	for _, pair := range [][2]*types.Receipt{{realCreate, canaryCreate}, {realDraw, canaryDraw}} {
		a, b := names(pair[0]), names(pair[1])
		if len(a) != len(b) {
			t.Fatalf("events %v vs %v", a, b)
		}
		for i := range a {
			if a[i] != b[i] {
				t.Fatalf("events %v vs %v", a, b)
			}
		}
	}
	jobCreated := func(r *types.Receipt) *bindings.AsaEscrowAsaJobCreated {
		for _, l := range r.Logs {
			if ev, err := p.EscrowABI.UnpackAsaJobCreatedEvent(l); err == nil {
				return ev
			}
		}
		t.Fatal("no AsaJobCreated")
		return nil
	}
	cr, cc := jobCreated(realCreate), jobCreated(canaryCreate)
	if cr.TermsId != cc.TermsId || cr.Quorum != cc.Quorum || cr.Budget.Cmp(cc.Budget) != 0 || cr.Description != cc.Description ||
		cr.AgreementHash != cc.AgreementHash || len(cr.Evaluators) != 1 || len(cc.Evaluators) != 1 || cr.Evaluators[0] != cc.Evaluators[0] {
		t.Fatalf("AsaJobCreated differs:\nreal   %+v\ncanary %+v", cr, cc)
	}
	ar, ac := p.assigned(t, realDraw), p.assigned(t, canaryDraw)
	if ar.Seat != ac.Seat || ar.Role != ac.Role || ar.Quorum != ac.Quorum || len(ar.Evaluators) != len(ac.Evaluators) ||
		ar.Seed == ([32]byte{}) || ac.Seed == ([32]byte{}) {
		t.Fatalf("Assigned differs:\nreal   %+v\ncanary %+v", ar, ac)
	}
	for _, id := range []*big.Int{real, canary} {
		a := p.assignment(t, seats[0], id)
		if a.RequestBlock == 0 || a.AssignedAt.Sign() == 0 || a.Recorded || a.CanaryRevealed || a.Tally.Sign() != 0 || len(a.Evaluators) != 1 {
			t.Fatalf("assignmentOf(%s) = %+v", id, a)
		}
	}
	// Without the salt, no (expected score, verdict) for the canary's deliverable gives the commitment.
	for s := 0; s <= 10_000; s++ {
		for _, passed := range []bool{true, false} {
			if c := canaryCommitment(t, deliverable, uint16(s), passed, [32]byte{}); bytes.Equal(c[:], commitment[:]) {
				t.Fatalf("commitment opened without the salt at score %d", s)
			}
		}
	}

	// Before the evaluation is over (funded, then submitted and unscored) the answer stays secret.
	p.ExpectRevert(t, p.spare, p.pool, p.poolABI.PackRevealCanary(seats[0], canary, 9000, true, salt), "NotRecordable")
	p.submit(t, real, "real work")
	p.submitBy(t, canaryProvider, canary, canaryContent)
	p.ExpectRevert(t, p.spare, p.pool, p.poolABI.PackRevealCanary(seats[0], canary, 9000, true, salt), "NotRecordable")
	canaryJudge := p.account(jc.Evaluator)
	p.score(t, real, p.account(jr.Evaluator), 9300)
	p.score(t, canary, canaryJudge, 9100)
	before := p.entry(t, canaryJudge.Address)
	p.advance(t, 7201)
	p.finalize(t, real)
	p.finalize(t, canary)
	r := p.Transact(t, p.spare, p.pool, p.poolABI.PackRevealCanary(seats[0], canary, 9000, true, salt))
	scored := false
	for _, l := range r.Logs {
		if ev, err := p.poolABI.UnpackCanaryScoredEvent(l); err == nil {
			scored = ev.Evaluator == canaryJudge.Address && ev.Passed && ev.Deviation == 100
		}
	}
	if after := p.entry(t, canaryJudge.Address); !scored || after.CanaryPasses != before.CanaryPasses+1 || after.Evaluations != before.Evaluations+1 {
		t.Fatalf("canary not scored as a pass: %+v -> %+v", before, after)
	}

	// A canary whose answer is committed after the draw is refused at the reveal.
	late, _ := p.createAndFundFor(t, canaryClient, canaryProvider, 10_000, feeTerms(), seats[:1], 1)
	p.drawReceipt(t, seats[0], late)
	lateSalt := crypto.Keccak256Hash([]byte("late salt"))
	p.submitBy(t, canaryProvider, late, "late canary")
	p.Transact(t, p.spare, p.pool, p.poolABI.PackCommitCanaries([][32]byte{canaryCommitment(t, sha256.Sum256([]byte("late canary")), 2000, false, lateSalt)}))
	p.score(t, late, p.judgeOf(t, late), 9900)
	p.advance(t, 7201)
	p.finalize(t, late)
	p.ExpectRevert(t, p.spare, p.pool, p.poolABI.PackRevealCanary(seats[0], late, 2000, false, lateSalt), "CanaryCommittedLate")
	p.solvent(t)
}

// TestPoolAttackEvaluatorLeavesMidJob: an evaluator drawn for a job (a canary, as it happens) resigns at once.
// It is out of the qualified list and never drawn again; the result it still signs counts and earns the fee; its
// stake cannot be withdrawn while the job is not recorded or the unbonding delay runs (StillBonded); the grossly
// missed canary revealed after its resignation slashes it; withdraw then pays exactly the stake minus the slash.
func TestPoolAttackEvaluatorLeavesMidJob(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	seats := p.openPolicy(t, modeRandom, 1, 1, 0)
	content := "known bad"
	salt := crypto.Keccak256Hash([]byte("leaver salt"))
	p.Transact(t, p.spare, p.pool, p.poolABI.PackCommitCanaries([][32]byte{canaryCommitment(t, sha256.Sum256([]byte(content)), 1000, false, salt)}))
	id := p.createAndFundASA(t, 10_000, feeTerms(), seats[:1], 1)
	p.drawFor(t, seats[0], id)
	leaver := p.judgeOf(t, id)
	p.Transact(t, leaver, p.pool, p.poolABI.PackResign(p.service))
	if e := p.entry(t, leaver.Address); e.Status != 3 || e.OpenJobs != 1 || e.ListIndex != 0 {
		t.Fatalf("after resign: %+v, want Leaving with one open job, unlisted", e)
	}
	for _, q := range p.qualifiedList(t) {
		if q == leaver.Address {
			t.Fatal("a leaving evaluator is still listed")
		}
	}
	p.expectStillBonded(t, leaver, 1)
	p.ExpectRevert(t, leaver, p.pool, p.poolABI.PackRegister(p.service, big.NewInt(1_000)), "WrongStatus")

	w := p.snapshot(t)
	p.submit(t, id, content)
	p.score(t, id, leaver, 9800) // a known-bad deliverable passed with a high score: a gross miss
	p.advance(t, 7201)           // past the unbonding delay (3600) too
	p.finalize(t, id)
	w.expect(t, 0, 9_500, 500, -10_000)
	if j := p.job(t, id); j.Score != 9800 {
		t.Fatalf("job score %d, want the leaver's 9800", j.Score)
	}
	// The delay has passed, the job is not recorded: still bonded.
	p.expectStillBonded(t, leaver, 1)
	burn := common.HexToAddress("0x000000000000000000000000000000000000dEaD")
	burned := p.TokenBalance(t, burn)
	p.Transact(t, p.spare, p.pool, p.poolABI.PackRevealCanary(seats[0], id, 1000, false, salt))
	if got := diff(p.TokenBalance(t, burn), burned); got != 100 {
		t.Fatalf("slashed %d to burn, want 10 %% of 1000", got)
	}
	e := p.entry(t, leaver.Address)
	if e.Stake.Int64() != 900 || e.OpenJobs != 0 || e.Evaluations != 3 || e.CanaryMisses != 1 || e.Status != 3 {
		t.Fatalf("after reveal: %+v, want stake 900, recorded, one miss, still Leaving", e)
	}
	// Never drawn again.
	for i := 0; i < 4; i++ {
		next := p.createAndFundASA(t, 1_000, feeTerms(), seats[:1], 1)
		if p.drawFor(t, seats[0], next)[0] == leaver.Address {
			t.Fatal("a leaving evaluator was drawn")
		}
	}
	poolBefore, mine := p.TokenBalance(t, p.pool), p.TokenBalance(t, leaver.Address)
	p.Transact(t, leaver, p.pool, p.poolABI.PackWithdraw(p.service))
	if got := diff(p.TokenBalance(t, leaver.Address), mine); got != 900 {
		t.Fatalf("withdrew %d, want 900 (stake 1000 minus the 100 slash)", got)
	}
	if got := diff(p.TokenBalance(t, p.pool), poolBefore); got != -900 {
		t.Fatalf("pool paid out %d", got)
	}
	if bal := p.TokenBalance(t, p.pool); bal.Int64() != 2_000 {
		t.Fatalf("pool holds %s, want the other two stakes", bal)
	}
	if e := p.entry(t, leaver.Address); e.Status != 0 || e.Stake.Sign() != 0 {
		t.Fatalf("after withdraw: %+v, want the entry deleted", e)
	}
}

// TestPoolMutualSelectionEndToEnd: a common proposal is appointed (seed 0); parties that disagree use up their
// rounds, after which the draw falls back to random; a party that stays silent is outwaited by the window; a
// stranger cannot propose (NotAParty); the draw cannot be requested while the negotiation is open.
func TestPoolMutualSelectionEndToEnd(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	seats, _ := p.openPolicyWith(t, bindings.IEvaluatorPoolPolicy{ServiceType: p.service, Mode: modeMutual, Size: 1, Quorum: 1, Rounds: 2, CanaryEvery: 5})
	a, b, c := []common.Address{p.evaluator.Address}, []common.Address{p.eval2.Address}, []common.Address{p.eval3.Address}

	// Agreement.
	id := p.createAndFundASA(t, 10_000, feeTerms(), seats[:1], 1)
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackPropose(seats[0], id, a), "NotAParty")
	p.Transact(t, p.client, p.pool, p.poolABI.PackPropose(seats[0], id, a))
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackPropose(seats[0], id, a), "NotAParty")
	ev := p.assigned(t, p.Transact(t, p.provider, p.pool, p.poolABI.PackPropose(seats[0], id, a)))
	if ev.Seed != ([32]byte{}) || ev.Role != roleEvaluators || len(ev.Evaluators) != 1 || ev.Evaluators[0] != a[0] || ev.Quorum != 1 {
		t.Fatalf("Assigned %+v, want the common proposal with seed 0", ev)
	}
	if p.judgeOf(t, id).Address != a[0] {
		t.Fatal("the escrow does not show the agreed evaluator")
	}
	p.submit(t, id, "agreed")
	w := p.snapshot(t)
	p.score(t, id, p.evaluator, 9500)
	p.advance(t, 7201)
	p.finalize(t, id)
	w.expect(t, 0, 9_500, 500, -10_000)

	// Disagreement: two rounds each, never the same list; then the random fallback.
	id = p.createAndFundASA(t, 10_000, feeTerms(), seats[:1], 1)
	for _, step := range []struct {
		by   *chaintest.Account
		list []common.Address
	}{{p.client, a}, {p.provider, c}, {p.client, b}, {p.provider, a}} {
		p.Transact(t, step.by, p.pool, p.poolABI.PackPropose(seats[0], id, step.list))
	}
	p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackPropose(seats[0], id, c), "NegotiationOver")
	n := chaintest.Call(t, p.Env, p.pool, p.poolABI.PackNegotiationOf(seats[0], id), p.poolABI.UnpackNegotiationOf)
	if n.ClientRounds != 2 || n.ProviderRounds != 2 || n.Deadline.Sign() == 0 {
		t.Fatalf("negotiation %+v, want both rounds used", n)
	}
	if a := p.assignment(t, seats[0], id); a.AssignedAt.Sign() != 0 {
		t.Fatal("appointed without agreement")
	}
	ev = p.assigned(t, p.drawReceipt(t, seats[0], id))
	if ev.Seed == ([32]byte{}) || p.account(ev.Evaluators[0]) == nil {
		t.Fatalf("fallback Assigned %+v, want a random draw", ev)
	}

	// Silence: the first call opens the negotiation; the draw waits for the window.
	id = p.createAndFundASA(t, 10_000, feeTerms(), seats[:1], 1)
	r := p.Transact(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seats[0], id))
	opened := false
	for _, l := range r.Logs {
		if _, err := p.poolABI.UnpackNegotiationOpenedEvent(l); err == nil {
			opened = true
		}
		if _, err := p.poolABI.UnpackDrawRequestedEvent(l); err == nil {
			t.Fatal("a mutual seat's first request drew at once")
		}
	}
	if !opened {
		t.Fatal("no NegotiationOpened")
	}
	p.Transact(t, p.client, p.pool, p.poolABI.PackPropose(seats[0], id, b))
	p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackRequestDraw(seats[0], id), "NegotiationOpen")
	p.advance(t, 601)
	p.ExpectRevert(t, p.provider, p.pool, p.poolABI.PackPropose(seats[0], id, b), "NegotiationOver")
	ev = p.assigned(t, p.drawReceipt(t, seats[0], id))
	if ev.Seed == ([32]byte{}) || p.account(ev.Evaluators[0]) == nil {
		t.Fatalf("window fallback Assigned %+v, want a random draw", ev)
	}
	p.solvent(t)
}

// TestPoolOnlyTheSeatAppointsOnce: a job's evaluators are appointed only by its seat, and the seat acts only for
// its pool: nobody else calls appointEvaluators (Unauthorized) or the seat's appoint and resolve (OnlyPool); a
// second appointment is refused by the pool (NotForSeat, the seat is no longer the job's evaluator) and by the
// escrow (Unauthorized, for the appointed evaluator and for another seat).
func TestPoolOnlyTheSeatAppointsOnce(t *testing.T) {
	p := newPoolFixture(t)
	probation := p.qualify(t)
	seats := p.openPolicy(t, modeRandom, 1, 1, 0)
	other := p.openPolicy(t, modeRandom, 1, 1, 1)
	seatABI := bindings.NewPoolSeat()
	id := p.createAndFundASA(t, 10_000, feeTerms(), seats[:1], 1)
	friend := []common.Address{p.eval2.Address}
	for _, who := range []*chaintest.Account{p.client, p.provider, p.stranger, p.eval2} {
		p.ExpectRevert(t, who, p.Escrow, p.EscrowABI.PackAppointEvaluators(id, friend, 1), "Unauthorized")
		p.ExpectRevert(t, who, seats[0], seatABI.PackAppoint(id, friend, 1), "OnlyPool")
		p.ExpectRevert(t, who, seats[2], seatABI.PackResolve(id, 10_000, [32]byte{}), "OnlyPool")
	}
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(other[0], id), "NotForSeat")
	p.ExpectRevert(t, p.spare, p.pool, p.poolABI.PackAppointProbation(probation[0], id, friend), "NotForSeat")
	p.ExpectRevert(t, p.client, p.pool, p.poolABI.PackPropose(seats[0], id, friend), "WrongMode")
	drawn := p.drawFor(t, seats[0], id)
	judge := p.account(drawn[0])
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seats[0], id), "NotForSeat")
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackDraw(seats[0], id), "NotForSeat")
	p.ExpectRevert(t, judge, p.Escrow, p.EscrowABI.PackAppointEvaluators(id, friend, 1), "Unauthorized")
	p.ExpectRevert(t, p.stranger, seats[0], seatABI.PackAppoint(id, friend, 1), "OnlyPool")
	if got := chaintest.Call(t, p.Env, p.Escrow, p.EscrowABI.PackEvaluatorsOf(id), p.EscrowABI.UnpackEvaluatorsOf); len(got) != 1 || got[0] != drawn[0] {
		t.Fatalf("evaluators %v, want the one drawn", got)
	}
	if a := p.assignment(t, seats[0], id); len(a.Evaluators) != 1 || a.Evaluators[0] != drawn[0] {
		t.Fatalf("assignmentOf %+v", a)
	}
}

// TestPoolBackupDrawReplacesSilentEvaluators: a job whose backup evaluator is the pool's Backup seat and whose
// drawn evaluator stays silent: the backup seat cannot act before the backup is activated (NotForSeat); once the
// deadline passed and the backup is active, a draw appoints one backup other than the silent evaluator, notes the
// silence, and the backup's score settles the job and earns the fee.
func TestPoolBackupDrawReplacesSilentEvaluators(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	seats := p.openPolicy(t, modeRandom, 1, 1, 0)
	terms := feeTerms()
	terms.SilenceAction, terms.FallbackAction, terms.BackupEvaluator, terms.BackupTimeout = actionBackup, actionSplit, seats[1], 1800
	w := p.snapshot(t)
	id := p.createAndFundASA(t, 10_000, terms, seats[:1], 1)
	silent := p.account(p.drawFor(t, seats[0], id)[0])
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seats[1], id), "NotForSeat")
	p.submit(t, id, "nobody looks at this")
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seats[1], id), "NotForSeat")
	p.advance(t, 3601)
	p.finalize(t, id)
	if j := p.job(t, id); !j.BackupActive || j.Status != stSubmitted {
		t.Fatalf("job %+v, want Submitted with the backup active", j)
	}
	r := p.drawReceipt(t, seats[1], id)
	ev := p.assigned(t, r)
	if ev.Role != roleBackup || ev.Quorum != 1 || len(ev.Evaluators) != 1 || ev.Evaluators[0] == silent.Address || p.account(ev.Evaluators[0]) == nil {
		t.Fatalf("backup Assigned %+v, want one qualified evaluator other than %s", ev, silent.Address.Hex())
	}
	noted := false
	for _, l := range r.Logs {
		if e, err := p.poolABI.UnpackEvaluatedEvent(l); err == nil && e.Evaluator == silent.Address && !e.Counted {
			noted = true
		}
	}
	if e := p.entry(t, silent.Address); !noted || e.Silences != 1 || e.OpenJobs != 0 || e.Evaluations != 2 {
		t.Fatalf("silent evaluator %+v (Evaluated noted: %v), want one silence, recorded", e, noted)
	}
	backup := p.account(ev.Evaluators[0])
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seats[1], id), "NotForSeat")
	p.ExpectRevert(t, silent, p.Escrow, p.EscrowABI.PackSubmitResult(p.result(t, id, 9500), silent.Address, p.sign(t, silent, p.result(t, id, 9500))), "NotAnEvaluator")
	p.score(t, id, backup, 9500)
	p.advance(t, 7201)
	p.finalize(t, id)
	p.wantStatus(t, id, stCompleted)
	w.expect(t, -10_000, 9_500, 500, 0)
	if got := diff(p.TokenBalance(t, backup.Address), w.before[indexOf(w.addrs, backup.Address)]); got != 500 {
		t.Fatalf("backup got %d, want the 500 fee", got)
	}
	p.Transact(t, p.stranger, p.pool, p.poolABI.PackRecord(seats[1], id))
	if e := p.entry(t, backup.Address); e.Evaluations != 3 || e.OpenJobs != 0 {
		t.Fatalf("backup after record: %+v", e)
	}
	p.solvent(t)
}

// TestPoolEvaluatorsSeatStopsOnceTheBackupIsActive: nobody drew the job's evaluators before their deadline, so
// the escrow activated the backup. The evaluators seat may no longer draw (NotForSeat, before the escrow would
// refuse the appointment): only the backup seat appoints, and its drawn backup settles the job. Found by
// TestPoolInvariants (the pool let the request through and the escrow reverted the draw).
func TestPoolEvaluatorsSeatStopsOnceTheBackupIsActive(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	seats := p.openPolicy(t, modeRandom, 1, 1, 0)
	terms := feeTerms()
	terms.SilenceAction, terms.FallbackAction, terms.BackupEvaluator, terms.BackupTimeout = actionBackup, actionSplit, seats[1], 1800
	w := p.snapshot(t)
	id := p.createAndFundASA(t, 10_000, terms, seats[:1], 1)
	p.submit(t, id, "nobody drew a judge")
	p.advance(t, 3601)
	p.finalize(t, id)
	if j := p.job(t, id); !j.BackupActive || j.Status != stSubmitted {
		t.Fatalf("job %+v, want Submitted with the backup active", j)
	}
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seats[0], id), "NotForSeat")
	ev := p.assigned(t, p.drawReceipt(t, seats[1], id))
	if ev.Role != roleBackup || len(ev.Evaluators) != 1 {
		t.Fatalf("backup Assigned %+v", ev)
	}
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seats[0], id), "NotForSeat")
	p.score(t, id, p.account(ev.Evaluators[0]), 9500)
	p.advance(t, 7201)
	p.finalize(t, id)
	p.wantStatus(t, id, stCompleted)
	w.expect(t, -10_000, 9_500, 500, 0)
	p.solvent(t)
}

func indexOf(addrs []common.Address, a common.Address) int {
	for i, x := range addrs {
		if x == a {
			return i
		}
	}
	return -1
}

// TestPoolResolverDrawSlashesOverturnedEvaluators: a disputed job whose resolver is the pool's Resolver seat. The
// resolver is drawn (not one of the job's evaluators); before the draw and for anyone but the drawn resolver
// pool.resolve is refused (NotTheResolver), and the escrow takes no decision from the resolver directly. The drawn
// resolver gives the provider 20 % where the evaluators' score implied 100 %: past overturnBps (30 %), so both
// counted evaluators lose 10 % of their stake to the client, whom their result harmed. Balances exact.
func TestPoolResolverDrawSlashesOverturnedEvaluators(t *testing.T) {
	p := newPoolFixture(t)
	p.qualify(t)
	seats := p.openPolicy(t, modeRandom, 2, 2, 0)
	terms := feeTerms()
	terms.Resolver, terms.DisputeTimeout, terms.DisputeDefault = seats[2], 5000, actionPolicy
	id := p.createAndFundASA(t, 10_000, terms, seats[:1], 1) // the seat is the sole named evaluator; it appoints 2-of-2
	drawn := p.drawFor(t, seats[0], id)
	p.submit(t, id, "contested")
	for _, d := range drawn {
		p.score(t, id, p.account(d), 9500)
	}
	p.wantStatus(t, id, stVerified)
	p.ExpectRevert(t, p.stranger, p.pool, p.poolABI.PackRequestDraw(seats[2], id), "NotForSeat")
	p.Transact(t, p.client, p.Escrow, p.EscrowABI.PackChallenge(id, [32]byte{1}))
	p.wantStatus(t, id, stDisputed)
	p.ExpectRevert(t, p.account(drawn[0]), p.pool, p.poolABI.PackResolve(seats[2], id, 2000, [32]byte{}), "NotTheResolver")
	ev := p.assigned(t, p.drawReceipt(t, seats[2], id))
	if ev.Role != roleResolver || len(ev.Evaluators) != 1 || ev.Evaluators[0] == drawn[0] || ev.Evaluators[0] == drawn[1] {
		t.Fatalf("resolver Assigned %+v, want an evaluator other than the job's %v", ev, drawn)
	}
	resolver := p.account(ev.Evaluators[0])
	for _, who := range []*chaintest.Account{p.stranger, p.client, p.provider, p.account(drawn[0]), p.account(drawn[1])} {
		p.ExpectRevert(t, who, p.pool, p.poolABI.PackResolve(seats[2], id, 2000, [32]byte{}), "NotTheResolver")
	}
	p.ExpectRevert(t, resolver, p.Escrow, p.EscrowABI.PackResolveDispute(id, 2000, [32]byte{}), "Unauthorized")

	w := p.snapshot(t)
	poolBefore := p.TokenBalance(t, p.pool)
	r := p.Transact(t, resolver, p.pool, p.poolABI.PackResolve(seats[2], id, 2000, [32]byte{2}))
	p.wantStatus(t, id, stCompleted)
	// Budget 10000: fee 500 (250 to each counted evaluator), provider 20 % of 9500 = 1900, client 7600 plus the
	// two slashes of 100.
	w.expect(t, 7_600+200, 1_900, 500, -10_000)
	if got := diff(p.TokenBalance(t, p.pool), poolBefore); got != -200 {
		t.Fatalf("pool paid %d, want the two slashes (200)", got)
	}
	slashes := 0
	for _, l := range r.Logs {
		if s, err := p.poolABI.UnpackSlashedEvent(l); err == nil {
			if s.To != p.client.Address || s.Amount.Int64() != 100 {
				t.Fatalf("Slashed %+v, want 100 to the client", s)
			}
			slashes++
		}
		if e, err := p.poolABI.UnpackResolvedThroughPoolEvent(l); err == nil && (e.PolicyBps != 10_000 || e.ProviderBps != 2000 || e.Resolver != resolver.Address) {
			t.Fatalf("ResolvedThroughPool %+v", e)
		}
	}
	if slashes != 2 {
		t.Fatalf("%d slashes, want 2", slashes)
	}
	for _, d := range drawn {
		if e := p.entry(t, d); e.Stake.Int64() != 900 || e.Status != entryProbation || e.OpenJobs != 0 {
			t.Fatalf("overturned evaluator %+v, want stake 900, out of the qualified list, recorded", e)
		}
	}
	if e := p.entry(t, resolver.Address); e.OpenJobs != 0 || e.Stake.Int64() != 1_000 {
		t.Fatalf("resolver %+v", e)
	}
	if _, err := p.TryTransact(resolver, p.pool, p.poolABI.PackResolve(seats[2], id, 2000, [32]byte{})); err == nil {
		t.Fatal("a second decision succeeded")
	}
	p.solvent(t)
}
