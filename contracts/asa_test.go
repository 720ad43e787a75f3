package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
)

func (f *fixture) expectCreateRevert(t *testing.T, terms bindings.IAsaEscrowTypesTerms, evaluators []common.Address, quorum uint8, want string, reason string) {
	t.Helper()
	_, err := f.TryTransact(f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: evaluators, Quorum: quorum, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(1000), Description: "x"}, terms))
	re := escrow.DecodeRevert(err)
	if err == nil || re == nil || re.Name != want {
		t.Fatalf("want %s(%q), got %v", want, reason, err)
	}
	if reason != "" && (len(re.Args) != 1 || re.Args[0] != reason) {
		t.Fatalf("want %s(%q), got %v", want, reason, re)
	}
}

func TestCreateAsaJobInvalidTerms(t *testing.T) {
	f := newFixture(t)
	one := f.evals(1)
	mod := func(m func(*bindings.IAsaEscrowTypesTerms)) bindings.IAsaEscrowTypesTerms {
		terms := f.withResolver(graduatedTerms(), 0, actionPolicy)
		m(&terms)
		return terms
	}
	cases := []struct {
		reason string
		terms  bindings.IAsaEscrowTypesTerms
	}{
		{"policy", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.Policy = 0 })},
		{"continuous takes no tiers", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.Policy = policyContinuous })},
		{"continuous takes no tiers", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.Policy, t.TierCount = policyContinuous, 0 })},
		{"tier count", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.TierCount = 0 })},
		{"tier count", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.TierCount = 9 })},
		{"unused tier bits", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.TierCount = 2 })},
		{"tiers", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.Tiers = packTiers(tier{6000, 5000}, tier{9000, 10000}) })},
		{"tiers", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.Tiers = packTiers(tier{9000, 10000}, tier{9000, 5000}) })},
		{"tiers", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.TierCount, t.Tiers = 1, packTiers(tier{10001, 10000}) })},
		{"tiers", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.TierCount, t.Tiers = 1, packTiers(tier{9000, 10001}) })},
		{"rolling window", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.RollingWindow = 3 })},
		{"rolling window", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.Policy = policyRolling })},
		{"rolling window", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.Policy, t.RollingWindow = policyRolling, 17 })},
		{"silence action", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.SilenceAction = actionPolicy })},
		{"fallback action", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.FallbackAction = actionPolicy })},
		{"fallback action", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.FallbackAction = actionBackup })},
		{"dispute default", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.DisputeDefault = actionBackup })},
		{"backup evaluator", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.SilenceAction, t.BackupTimeout = actionBackup, 60 })},
		{"backup evaluator", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.BackupEvaluator = f.backup.Address })},
		{"backup evaluator", mod(func(t *bindings.IAsaEscrowTypesTerms) {
			t.SilenceAction, t.BackupEvaluator = actionBackup, f.backup.Address
		})},
		{"dispute threshold", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.DisputeThreshold = 10001 })},
		{"dispute threshold", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.DisputeThreshold, t.Resolver = 5000, zeroAddr })},
		{"dispute timeout", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.DisputeTimeout = 0 })},
		{"evaluator fee", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.EvaluatorFeeBps = 1001 })},
		{"zero timeout", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.FundTimeout = 0 })},
		{"zero timeout", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.EvaluateTimeout = 0 })},
		{"timeout too long", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.FundTimeout = 365*86400 + 1 })},
		{"timeout too long", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.EvaluateTimeout = 365*86400 + 1 })},
		{"timeout too long", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.ChallengeWindow = 365*86400 + 1 })},
		{"timeout too long", mod(func(t *bindings.IAsaEscrowTypesTerms) { t.DisputeTimeout = 365*86400 + 1 })},
		{"timeout too long", mod(func(t *bindings.IAsaEscrowTypesTerms) {
			*t = f.withBackup(*t, actionSplit)
			t.BackupTimeout = 365*86400 + 1
		})},
	}
	for _, c := range cases {
		t.Run(c.reason, func(t *testing.T) { f.expectCreateRevert(t, c.terms, one, 1, "InvalidTerms", c.reason) })
	}
	// The limits themselves are accepted.
	ok := mod(func(t *bindings.IAsaEscrowTypesTerms) {
		t.EvaluatorFeeBps, t.FundTimeout, t.DisputeThreshold = 1000, 365*86400, 10000
		t.Policy, t.RollingWindow, t.TierCount = policyRolling, 16, 8
		ts := make([]tier, 8)
		for i := range ts {
			ts[i] = tier{uint16(8000 - 1000*i), uint16(10000 - 1000*i)}
		}
		t.Tiers = packTiers(ts...)
	})
	f.createASA(t, 1000, ok, one, 1)
}

func TestCreateAsaJobInvalidParties(t *testing.T) {
	f := newFixture(t)
	terms := f.withBackup(f.withResolver(graduatedTerms(), 0, actionPolicy), actionSplit)
	e := f.evals(3)
	many := make([]common.Address, 9)
	for i := range many {
		many[i] = common.BigToAddress(big.NewInt(int64(1000 + i)))
	}
	f.expectCreateRevert(t, terms, nil, 1, "InvalidEvaluators", "")
	f.expectCreateRevert(t, terms, many, 1, "InvalidEvaluators", "")
	f.expectCreateRevert(t, terms, e, 0, "InvalidEvaluators", "")
	f.expectCreateRevert(t, terms, e, 4, "InvalidEvaluators", "")
	f.expectCreateRevert(t, terms, []common.Address{e[0], e[1], e[0]}, 2, "InvalidEvaluators", "")
	f.expectCreateRevert(t, terms, []common.Address{e[0], f.backup.Address}, 1, "InvalidEvaluators", "")
	f.expectCreateRevert(t, terms, []common.Address{e[0], zeroAddr}, 1, "ZeroAddress", "")
	f.expectCreateRevert(t, terms, []common.Address{f.client.Address}, 1, "EvaluatorNotIndependent", "")
	f.expectCreateRevert(t, terms, []common.Address{e[0], f.provider.Address}, 1, "EvaluatorNotIndependent", "")
	bad := terms
	bad.BackupEvaluator = f.provider.Address
	f.expectCreateRevert(t, bad, e[:1], 1, "EvaluatorNotIndependent", "")
	bad = terms
	bad.Resolver = f.client.Address
	f.expectCreateRevert(t, bad, e[:1], 1, "EvaluatorNotIndependent", "")

	pack := func(provider common.Address, expiry, budget *big.Int) []byte {
		return f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: provider, Evaluators: e[:1], Quorum: 1, ExpiredAt: expiry, Budget: budget, Description: "x"}, terms)
	}
	day := f.expiry(t, 86400)
	f.ExpectRevert(t, f.client, f.Escrow, pack(zeroAddr, day, big.NewInt(1)), "ZeroAddress")
	f.ExpectRevert(t, f.client, f.Escrow, pack(f.provider.Address, day, big.NewInt(0)), "BudgetOutOfRange")
	f.ExpectRevert(t, f.client, f.Escrow, pack(f.provider.Address, day, new(big.Int).Lsh(big.NewInt(1), 96)), "BudgetOutOfRange")
	f.ExpectRevert(t, f.client, f.Escrow, pack(f.provider.Address, big.NewInt(1), big.NewInt(1)), "ExpiryOutOfRange")
}

// Identical terms share one registration; termsById returns them with keccak256(abi.encode(terms)).
func TestTermsRegistry(t *testing.T) {
	f := newFixture(t)
	terms := graduatedTerms()
	r1 := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(3), Quorum: 2, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(1000), Description: "a"}, terms))
	f.hasEvents(t, r1, "TermsRegistered", "AgreementRegistered", "JobCreated", "AsaJobCreated")
	r2 := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(1), Quorum: 1, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(1000), Description: "b"}, terms))
	for _, n := range f.eventNames(r2) {
		if n == "TermsRegistered" {
			t.Fatal("identical terms registered twice")
		}
	}
	id1, id2 := jobIDOf(t, f, r1), jobIDOf(t, f, r2)
	j1, j2 := f.job(t, id1), f.job(t, id2)
	if j1.TermsId == 0 || j1.TermsId != j2.TermsId || j1.Quorum != 2 || j1.Status != stOpen || j1.Budget.Int64() != 1000 {
		t.Fatalf("jobs %+v %+v", j1, j2)
	}
	evs := callT(t, f, f.EscrowABI.PackEvaluatorsOf(id1), f.EscrowABI.UnpackEvaluatorsOf)
	if len(evs) != 3 || evs[0] != f.evaluator.Address || evs[2] != f.eval3.Address {
		t.Fatalf("evaluatorsOf = %v", evs)
	}
	out := callT(t, f, f.EscrowABI.PackTermsById(j1.TermsId), f.EscrowABI.UnpackTermsById)
	if out.Terms.Tiers.Cmp(terms.Tiers) != 0 || out.Terms.ChallengeWindow != terms.ChallengeWindow || out.Terms.Policy != terms.Policy {
		t.Fatalf("termsById = %+v", out.Terms)
	}
	if want := termsHashOf(t, f, terms); out.TermsHash != want {
		t.Fatalf("terms hash %x, want keccak256(abi.encode(terms)) %x", out.TermsHash, want)
	}
	for _, ev := range r1.Logs {
		if c, err := f.EscrowABI.UnpackAsaJobCreatedEvent(ev); err == nil {
			if c.TermsId != j1.TermsId || len(c.Evaluators) != 3 || c.Quorum != 2 {
				t.Fatalf("AsaJobCreated %+v", c)
			}
		}
	}
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackTermsById(0), "InvalidTerms")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackTermsById(99), "InvalidTerms")
}

// termsHashOf computes keccak256(abi.encode(terms)) in Go.
func termsHashOf(t testing.TB, f *fixture, terms bindings.IAsaEscrowTypesTerms) [32]byte {
	t.Helper()
	m, ok := f.abi.Methods["createAsaJob"]
	if !ok {
		t.Fatal("no createAsaJob in ABI")
	}
	args := abi.Arguments{m.Inputs[1]}
	enc, err := args.Pack(terms)
	if err != nil {
		t.Fatal(err)
	}
	return crypto.Keccak256Hash(enc)
}

// createAndFundAsaJob creates the job already funded: the budget moves in the same call, the events are
// createAsaJob's followed by JobFunded, and the job then runs like one funded with fund.
func TestCreateAndFundAsaJob(t *testing.T) {
	f := newFixture(t)
	terms := graduatedTerms()
	exp := f.expiry(t, 86400)
	pack := func(budget int64) []byte {
		return f.EscrowABI.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(1), Quorum: 1, ExpiredAt: exp, Budget: big.NewInt(budget), Description: "paid up front"}, terms)
	}
	f.ExpectRevert(t, f.client, f.Escrow, pack(0), "BudgetOutOfRange")
	if _, err := f.TryTransact(f.client, f.Escrow, pack(5_000)); err == nil {
		t.Fatal("created and funded without an allowance")
	}
	f.approve(t, f.client, big.NewInt(5_000))
	w := f.snapshot(t)
	r := f.Transact(t, f.client, f.Escrow, pack(5_000))
	f.hasEvents(t, r, "TermsRegistered", "AgreementRegistered", "JobCreated", "AsaJobCreated", "JobFunded")
	id := jobIDOf(t, f, r)
	j := f.job(t, id)
	if j.Status != stFunded || j.Budget.Int64() != 5_000 || j.Deadline.Cmp(exp) != 0 || j.Client != f.client.Address {
		t.Fatalf("job %+v", j)
	}
	w.expect(t, -5_000, 0, 0, 5_000)
	f.solvent(t)
	h := f.termsHash(t, id)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(5_000), h[:]), "InvalidStatus")
	f.submit(t, id, "report")
	f.score(t, id, f.evaluator, 8610)
	f.advance(t, int64(terms.ChallengeWindow))
	f.finalize(t, id)
	f.wantStatus(t, id, stCompleted)
	w.expect(t, -5_000+750, 4_250, 0, 0)
	f.solvent(t)
}

// Jobs between the same parties under the same terms share one agreement; every job still reads back its
// own parties, and a new tuple (another client, provider or evaluator set) is checked before it is stored.
func TestAgreementsAreSharedAndChecked(t *testing.T) {
	f := newFixture(t)
	terms := f.withBackup(f.withResolver(graduatedTerms(), 0, actionPolicy), actionSplit)
	a := f.createASA(t, 1_000, terms, f.evals(3), 2)
	b := f.createASA(t, 2_000, terms, f.evals(3), 2)
	r := f.Transact(t, f.spare, f.Escrow, f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(3), Quorum: 2, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(3_000), Description: "y"}, terms))
	c := jobIDOf(t, f, r)
	for _, tc := range []struct {
		id     *big.Int
		client common.Address
		budget int64
	}{{a, f.client.Address, 1_000}, {b, f.client.Address, 2_000}, {c, f.spare.Address, 3_000}} {
		j := f.job(t, tc.id)
		evs := callT(t, f, f.EscrowABI.PackEvaluatorsOf(tc.id), f.EscrowABI.UnpackEvaluatorsOf)
		if j.Client != tc.client || j.Provider != f.provider.Address || j.Evaluator != f.evaluator.Address ||
			j.Budget.Int64() != tc.budget || j.Quorum != 2 || len(evs) != 3 || evs[1] != f.eval2.Address || evs[2] != f.eval3.Address {
			t.Fatalf("job %s: %+v evaluators %v", tc.id, j, evs)
		}
	}
	// Terms and a valid agreement are registered now; a new party tuple is still refused when invalid.
	e := f.evals(2)
	f.expectCreateRevert(t, terms, []common.Address{e[0], f.client.Address}, 1, "EvaluatorNotIndependent", "")
	f.expectCreateRevert(t, terms, []common.Address{e[0], e[0]}, 1, "InvalidEvaluators", "")
	f.expectCreateRevert(t, terms, []common.Address{e[0], f.backup.Address}, 1, "InvalidEvaluators", "")
	f.expectCreateRevert(t, terms, e, 3, "InvalidEvaluators", "")
	f.ExpectRevert(t, f.evaluator, f.Escrow, f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(3), Quorum: 2, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(1), Description: "z"}, terms), "EvaluatorNotIndependent")
	f.ExpectRevert(t, f.resolver, f.Escrow, f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(1), Quorum: 1, ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(1), Description: "z"}, terms), "EvaluatorNotIndependent")
}

// Times are stored as uint32 seconds. Near the limit (year 2106) the escrow refuses a time that would not
// fit, with a clear error, instead of wrapping around; a job whose deadlines all fit still works.
func TestTimesBeyondUint32(t *testing.T) {
	f := newFixture(t)
	const limit = int64(1)<<32 - 1
	f.advance(t, limit-3600-int64(f.Now(t))) // one hour before the last uint32 second
	now := int64(f.Now(t))
	create := func(expiredAt int64, terms bindings.IAsaEscrowTypesTerms) []byte {
		return f.EscrowABI.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(1), Quorum: 1, ExpiredAt: big.NewInt(expiredAt), Budget: big.NewInt(1_000), Description: "x"}, terms)
	}
	f.ExpectRevert(t, f.client, f.Escrow, create(limit+1, graduatedTerms()), "ExpiryOutOfRange")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateJob(f.provider.Address, f.evaluator.Address, big.NewInt(limit+1), "x", zeroAddr), "ExpiryOutOfRange")
	// A fund window reaching past the limit is cut where the job could no longer start (before expiredAt,
	// which fits): the job is created with that deadline instead of overflowing.
	late := graduatedTerms()
	late.FundTimeout = uint32(limit-now) + 1
	cut := jobIDOf(t, f, f.Transact(t, f.client, f.Escrow, create(now+600, late)))
	if j := f.job(t, cut); j.Deadline.Int64() != now+600 {
		t.Fatalf("a fund window past the limit: deadline %s, want expiredAt %d", j.Deadline, now+600)
	}
	short := graduatedTerms()
	short.FundTimeout, short.EvaluateTimeout, short.ChallengeWindow = 60, 60, 60
	id := jobIDOf(t, f, f.Transact(t, f.client, f.Escrow, create(now+600, short)))
	f.fund(t, id)
	f.submit(t, id, "on time")
	f.score(t, id, f.evaluator, 9_500)
	if j := f.job(t, id); j.Status != stVerified || j.Deadline.Int64() > limit {
		t.Fatalf("job near the limit: %+v", j)
	}
}

func TestAsaFundChecks(t *testing.T) {
	f := newFixture(t)
	id := f.createASA(t, 5_000, graduatedTerms(), f.evals(1), 1)
	h := f.termsHash(t, id)
	f.approve(t, f.client, big.NewInt(5_000))
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(5_000), nil), "TermsHashMismatch")
	other := h
	other[0] ^= 1
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(5_000), other[:]), "TermsHashMismatch")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(4_999), h[:]), "BudgetMismatch")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(5_000), h[:]), "Unauthorized")
	f.advance(t, 3600)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackFund(id, big.NewInt(5_000), h[:]), "DeadlinePassed")
}

// Dead-man: an ASA job not funded within fundTimeout expires (nothing to refund).
func TestDeadManOpenExpires(t *testing.T) {
	f := newFixture(t)
	id := f.createASA(t, 5_000, graduatedTerms(), f.evals(1), 1)
	if f.isDue(t, id) {
		t.Fatal("due at once")
	}
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id), "NothingDue")
	f.advance(t, 3600)
	if !f.isDue(t, id) {
		t.Fatal("not due after fund timeout")
	}
	w := f.snapshot(t)
	r := f.finalize(t, id)
	f.hasEvents(t, r, "DeadManTriggered", "JobExpired")
	w.expect(t, 0, 0, 0, 0)
	f.wantStatus(t, id, stExpired)
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id), "NothingDue")
}

// Client may withdraw an open ASA job (ERC-8183 reject while Open).
func TestAsaRejectWhileOpen(t *testing.T) {
	f := newFixture(t)
	id := f.createASA(t, 5_000, graduatedTerms(), f.evals(1), 1)
	f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackReject(id, [32]byte{}, nil))
	f.wantStatus(t, id, stRejected)
	if f.isDue(t, id) {
		t.Fatal("rejected job due")
	}
}

// Dead-man: funded but not delivered by expiredAt -> the client is refunded (finalize or claimRefund).
func TestDeadManNoDeliveryRefunds(t *testing.T) {
	f := newFixture(t)
	a := f.createASA(t, 5_000, graduatedTerms(), f.evals(1), 1)
	f.fund(t, a)
	b := f.createASA(t, 7_000, graduatedTerms(), f.evals(1), 1)
	f.fund(t, b)
	if f.job(t, a).Deadline.Cmp(f.job(t, a).ExpiredAt) != 0 {
		t.Fatal("funded job deadline is not expiredAt")
	}
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackClaimRefund(a), "DeadlineNotReached")
	f.advance(t, 86400)
	f.ExpectRevert(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(a, [32]byte{1}, nil), "DeadlinePassed")
	w := f.snapshot(t)
	f.hasEvents(t, f.finalize(t, a), "JobExpired", "JobSettled", "Refunded")
	f.hasEvents(t, f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackClaimRefund(b)), "JobExpired", "Refunded")
	w.expect(t, 12_000, 0, 0, -12_000)
	f.wantStatus(t, a, stExpired)
	f.wantStatus(t, b, stExpired)
	f.solvent(t)
}

func TestSubmitResultReverts(t *testing.T) {
	f := newFixture(t)
	id := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	f.fund(t, id)
	early := bindings.IAsaEscrowTypesResult{JobId: id, Nonce: big.NewInt(1), Deadline: f.Now(t) + 3600}
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(early, f.evaluator.Address, f.sign(t, f.evaluator, early)), "InvalidStatus")
	if _, err := f.TryTransact(f.provider, f.Escrow, f.EscrowABI.PackSubmit(id, [32]byte{1}, nil)); err != nil {
		t.Fatal(err)
	}
	good := f.result(t, id, 9000)
	post := func(r bindings.IAsaEscrowTypesResult, signer common.Address, sig []byte, want string) {
		t.Helper()
		f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(r, signer, sig), want)
	}
	unknown := good
	unknown.JobId = big.NewInt(404)
	post(unknown, f.evaluator.Address, f.sign(t, f.evaluator, unknown), "UnknownJob")
	wrongHash := good
	wrongHash.Deliverable = [32]byte{2}
	post(wrongHash, f.evaluator.Address, f.sign(t, f.evaluator, wrongHash), "ResultMismatch")
	wrongTime := good
	wrongTime.SubmittedAt++
	post(wrongTime, f.evaluator.Address, f.sign(t, f.evaluator, wrongTime), "ResultMismatch")
	expired := good
	expired.Deadline = f.Now(t) - 1
	post(expired, f.evaluator.Address, f.sign(t, f.evaluator, expired), "ResultExpired")
	high := good
	high.Score = 10001
	post(high, f.evaluator.Address, f.sign(t, f.evaluator, high), "ScoreOutOfRange")
	post(good, f.stranger.Address, f.sign(t, f.stranger, good), "NotAnEvaluator")
	post(good, f.client.Address, f.sign(t, f.client, good), "NotAnEvaluator")
	post(good, f.provider.Address, f.sign(t, f.provider, good), "NotAnEvaluator")
	post(good, f.evaluator.Address, f.sign(t, f.stranger, good), "InvalidSignature")
	tampered := good
	tampered.Score = 10000
	post(tampered, f.evaluator.Address, f.sign(t, f.evaluator, good), "InvalidSignature")
	post(good, f.evaluator.Address, []byte{1, 2, 3}, "InvalidSignature")

	// The Go digest (what the daemon and evaluators compute) equals the contract's.
	onchain := callT(t, f, f.EscrowABI.PackResultDigest(good), f.EscrowABI.UnpackResultDigest)
	if onchain != resultDigestFor(f.ChainID, f.Escrow, good) {
		t.Fatal("Go EIP-712 digest differs from resultDigest")
	}
	r := f.postResult(t, f.evaluator, good)
	f.hasEvents(t, r, "ResultAccepted", "JobVerified")
	for _, l := range r.Logs {
		if ev, err := f.EscrowABI.UnpackResultAcceptedEvent(l); err == nil {
			if ev.Evaluator != f.evaluator.Address || ev.Score != 9000 || ev.Digest != onchain || ev.EvidenceHash != good.EvidenceHash {
				t.Fatalf("ResultAccepted %+v", ev)
			}
		}
	}
	j := f.job(t, id)
	if j.Status != stVerified || j.Score != 9000 {
		t.Fatalf("after result %+v", j)
	}
	post(good, f.evaluator.Address, f.sign(t, f.evaluator, good), "InvalidStatus")

	// After the evaluation window no result counts.
	late := f.submitted(t, 10_000, graduatedTerms(), f.evals(1), 1)
	lr := f.result(t, late, 9000)
	lr.Deadline += 86400
	f.advance(t, 3600)
	post(lr, f.evaluator.Address, f.sign(t, f.evaluator, lr), "DeadlinePassed")
}

// k-of-n: every evaluator who posts before the evaluation deadline counts. The job is verified when all n
// have posted (the median of all of them, whatever the relay order) or, by finalize at the deadline, with at
// least k (the median of all received; the mean of the middle two for an even count, rounded down). The fee
// is split equally among the counted evaluators, the first counted (lowest index) gets the remainder.
func TestKofNMedianAndFeeSplit(t *testing.T) {
	f := newFixture(t)
	terms := graduatedTerms()
	terms.EvaluatorFeeBps = 1000
	t.Run("2 of 3, two by the deadline: verified at the deadline on their median", func(t *testing.T) {
		id := f.submitted(t, 1_000_110, terms, f.evals(3), 2)
		f.score(t, id, f.eval3, 9101)
		if j := f.job(t, id); j.Status != stSubmitted || j.ResultCount != 1 {
			t.Fatalf("after 1 of 2: %+v", j)
		}
		f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(f.result(t, id, 1), f.eval3.Address, f.sign(t, f.eval3, f.result(t, id, 1))), "AlreadyCounted")
		f.hasEvents(t, f.score(t, id, f.eval2, 7000), "ResultAccepted")
		if j := f.job(t, id); j.Status != stSubmitted || j.ResultCount != 2 {
			t.Fatalf("a quorum is not the end: the third evaluator still counts until the deadline: %+v", j)
		}
		f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id), "NothingDue")
		f.advance(t, 3600)
		f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(f.result(t, id, 1), f.evaluator.Address, f.sign(t, f.evaluator, f.result(t, id, 1))), "DeadlinePassed")
		f.hasEvents(t, f.finalize(t, id), "JobVerified")
		j := f.job(t, id)
		if j.Status != stVerified || j.Score != 8050 || j.ResultCount != 2 {
			t.Fatalf("median of 7000 and 9101 = %d, want 8050 (count %d, status %d)", j.Score, j.ResultCount, j.Status)
		}
		f.advance(t, 7200)
		w := f.snapshot(t)
		f.finalize(t, id)
		// fee 100011; distributable 900099; 85% -> 765084 (rounded down), client 135015.
		d := w.deltas(t)
		if d[1] != 765_084 || d[0] != 135_015 || d[2] != 0 || d[3] != 50_006 || d[4] != 50_005 {
			t.Fatalf("deltas %v", d)
		}
	})
	t.Run("2 of 3, all three posted: the median of all, in every relay order", func(t *testing.T) {
		scores := map[*chaintest.Account]uint16{f.evaluator: 9250, f.eval2: 7000, f.eval3: 9100}
		for _, order := range [][]*chaintest.Account{{f.evaluator, f.eval2, f.eval3}, {f.eval2, f.eval3, f.evaluator}, {f.eval3, f.evaluator, f.eval2}} {
			id := f.submitted(t, 1_000_000, terms, f.evals(3), 2)
			var last *types.Receipt
			for _, e := range order {
				last = f.score(t, id, e, scores[e])
			}
			f.hasEvents(t, last, "ResultAccepted", "JobVerified")
			if j := f.job(t, id); j.Status != stVerified || j.Score != 9100 || j.ResultCount != 3 {
				t.Fatalf("order %v: %+v, want the median 9100 of all three", order, j)
			}
			f.advance(t, 7200)
			w := f.snapshot(t)
			f.finalize(t, id)
			// fee 100000 -> 33334 / 33333 / 33333; 900000 at 100 % (9100 >= 9000).
			if d := w.deltas(t); d[1] != 900_000 || d[0] != 0 || d[2] != 33_334 || d[3] != 33_333 || d[4] != 33_333 {
				t.Fatalf("deltas %v", d)
			}
		}
	})
	t.Run("2 of 3, one by the deadline: evaluator silence", func(t *testing.T) {
		id := f.submitted(t, 1_000_000, terms, f.evals(3), 2)
		f.score(t, id, f.eval2, 9999)
		f.advance(t, 3600)
		w := f.snapshot(t)
		f.hasEvents(t, f.finalize(t, id), "DeadManTriggered", "JobSettled")
		// graduatedTerms: silence splits 50/50, not scored: no fee.
		if d := w.deltas(t); d[0] != 500_000 || d[1] != 500_000 || d[3] != 0 {
			t.Fatalf("deltas %v", d)
		}
	})
	t.Run("3 of 3, odd median", func(t *testing.T) {
		id := f.submitted(t, 1_000_000, terms, f.evals(3), 3)
		f.score(t, id, f.evaluator, 5000)
		f.score(t, id, f.eval2, 9500)
		f.score(t, id, f.eval3, 7600)
		if s := f.job(t, id).Score; s != 7600 {
			t.Fatalf("median = %d, want 7600", s)
		}
		f.advance(t, 7200)
		w := f.snapshot(t)
		f.finalize(t, id)
		d := w.deltas(t)
		// fee 100000 -> 33334 / 33333 / 33333; 900000 * 85% = 765000.
		if d[1] != 765_000 || d[0] != 135_000 || d[2] != 33_334 || d[3] != 33_333 || d[4] != 33_333 {
			t.Fatalf("deltas %v", d)
		}
	})
}

// The policies' money rule: fee first, provider share of the rest rounded down, remainder to the client.
func TestPolicies(t *testing.T) {
	f := newFixture(t)
	cases := []struct {
		name                 string
		terms                bindings.IAsaEscrowTypesTerms
		score                uint16
		budget, client, prov int64
	}{
		{"graduated top tier", graduatedTerms(), 9000, 1_000_000, 0, 1_000_000},
		{"graduated 85%", graduatedTerms(), 8999, 1_000_001, 150_001, 850_000},
		{"graduated 50%", graduatedTerms(), 6000, 999, 500, 499},
		{"graduated below all tiers", graduatedTerms(), 5999, 1_000_000, 1_000_000, 0},
		{"continuous 73.33%", continuousTerms(), 7333, 1_000_003, 266_701, 733_302},
		{"continuous 0", continuousTerms(), 0, 1_000, 1_000, 0},
		{"continuous 100", continuousTerms(), 10000, 1_000, 0, 1_000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			id := f.submitted(t, c.budget, c.terms, f.evals(1), 1)
			f.score(t, id, f.evaluator, c.score)
			f.advance(t, 7200)
			w := f.snapshot(t)
			r := f.finalize(t, id)
			w.expect(t, c.client, c.prov, 0, -c.budget)
			s := f.settlement(t, r)
			if s.ProviderAmount.Int64() != c.prov || s.ClientAmount.Int64() != c.client || s.Fee.Sign() != 0 {
				t.Fatalf("JobSettled %+v", s)
			}
			want := uint8(stCompleted)
			if c.prov == 0 {
				want = stRejected
			}
			f.wantStatus(t, id, want)
		})
	}
}

// Rolling average: the tier comes from the mean of the pair's last N scores, this one included.
func TestRollingAverageHistory(t *testing.T) {
	f := newFixture(t)
	terms := rollingTerms(3)
	wantBps := []int64{10000, 10000, 8500, 5000, 5000}
	scores := []uint16{9500, 9500, 6000, 6000, 9000}
	// averages: 9500, 9500, 8333, 7166, 7000 -> 100, 100, 85, 50, 50 %.
	for i, s := range scores {
		id := f.submitted(t, 10_000, terms, f.evals(1), 1)
		f.score(t, id, f.evaluator, s)
		f.advance(t, 7200)
		st := f.settlement(t, f.finalize(t, id))
		if int64(st.ReleaseBps) != wantBps[i] {
			t.Fatalf("job %d: releaseBps %d, want %d", i, st.ReleaseBps, wantBps[i])
		}
	}
	h := callT(t, f, f.EscrowABI.PackPairHistory(f.client.Address, f.provider.Address), f.EscrowABI.UnpackPairHistory)
	want := []uint16{9000, 6000, 6000, 9500, 9500}
	if len(h) != len(want) {
		t.Fatalf("pairHistory = %v, want %v", h, want)
	}
	for i := range want {
		if h[i] != want[i] {
			t.Fatalf("pairHistory = %v, want %v", h, want)
		}
	}
	if other := callT(t, f, f.EscrowABI.PackPairHistory(f.provider.Address, f.client.Address), f.EscrowABI.UnpackPairHistory); len(other) != 0 {
		t.Fatalf("reversed pair has history %v", other)
	}
	// The history keeps the last 16 scores.
	for i := 0; i < 13; i++ {
		id := f.submitted(t, 100, terms, f.evals(1), 1)
		f.score(t, id, f.evaluator, uint16(100+i))
		f.advance(t, 7200)
		f.finalize(t, id)
	}
	h = callT(t, f, f.EscrowABI.PackPairHistory(f.client.Address, f.provider.Address), f.EscrowABI.UnpackPairHistory)
	if len(h) != 16 || h[0] != 112 || h[15] != 6000 {
		t.Fatalf("pairHistory after 18 jobs = %v", h)
	}
}

func TestChallengeAndResolve(t *testing.T) {
	f := newFixture(t)
	terms := f.withResolver(graduatedTerms(), 0, actionPolicy)
	terms.EvaluatorFeeBps = 500
	id := f.submitted(t, 1_000_000, terms, f.evals(1), 1)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackChallenge(id, [32]byte{}), "InvalidStatus")
	f.score(t, id, f.evaluator, 9500)
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackChallenge(id, [32]byte{}), "Unauthorized")
	f.ExpectRevert(t, f.evaluator, f.Escrow, f.EscrowABI.PackChallenge(id, [32]byte{}), "Unauthorized")
	f.ExpectRevert(t, f.resolver, f.Escrow, f.EscrowABI.PackResolveDispute(id, 1, [32]byte{}), "InvalidStatus")
	r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackChallenge(id, [32]byte{7}))
	f.hasEvents(t, r, "DisputeFiled")
	f.wantStatus(t, id, stDisputed)
	f.ExpectRevert(t, f.provider, f.Escrow, f.EscrowABI.PackChallenge(id, [32]byte{}), "InvalidStatus")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackResolveDispute(id, 1, [32]byte{}), "Unauthorized")
	f.ExpectRevert(t, f.resolver, f.Escrow, f.EscrowABI.PackResolveDispute(id, 10001, [32]byte{}), "BpsOutOfRange")
	w := f.snapshot(t)
	r = f.Transact(t, f.resolver, f.Escrow, f.EscrowABI.PackResolveDispute(id, 3333, [32]byte{8}))
	f.hasEvents(t, r, "DisputeResolved", "JobCompleted", "JobSettled", "PaymentReleased", "Refunded")
	// fee 50000; 950000 * 33.33% = 316635; client 633365.
	w.expect(t, 633_365, 316_635, 50_000, -1_000_000)

	// The provider may challenge too; a late challenge is refused; no resolver, no challenge.
	id2 := f.submitted(t, 1_000, terms, f.evals(1), 1)
	f.score(t, id2, f.evaluator, 1000)
	f.Transact(t, f.provider, f.Escrow, f.EscrowABI.PackChallenge(id2, [32]byte{}))
	f.advance(t, 5000)
	f.ExpectRevert(t, f.resolver, f.Escrow, f.EscrowABI.PackResolveDispute(id2, 1, [32]byte{}), "DeadlinePassed")
	id3 := f.submitted(t, 1_000, terms, f.evals(1), 1)
	f.score(t, id3, f.evaluator, 1000)
	f.advance(t, 7200)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackChallenge(id3, [32]byte{}), "DeadlinePassed")
	id4 := f.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	f.score(t, id4, f.evaluator, 1000)
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackChallenge(id4, [32]byte{}), "NoDisputeResolver")
}

// A final score below the dispute threshold files a dispute at the end of the window; unresolved, the
// dispute default applies (PolicyOutcome pays by the score, Split5050 halves).
func TestAutoDisputeAndDefault(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		name                 string
		def                  uint8
		client, provider, fe int64
	}{
		// Only the policy outcome uses the score, so only it pays the evaluator fee (the README's rule); a
		// fixed default ignores the score and charges no fee.
		{"policy outcome", actionPolicy, 9_900, 0, 100},
		{"split", actionSplit, 5_000, 5_000, 0},
		{"release", actionRelease, 0, 10_000, 0},
		{"return", actionReturn, 10_000, 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			terms := f.withResolver(graduatedTerms(), 6000, c.def)
			terms.EvaluatorFeeBps = 100
			id := f.submitted(t, 10_000, terms, f.evals(1), 1)
			f.score(t, id, f.evaluator, 5999)
			f.advance(t, 7200)
			r := f.finalize(t, id)
			f.hasEvents(t, r, "DisputeFiled")
			for _, l := range r.Logs {
				if ev, err := f.EscrowABI.UnpackDisputeFiledEvent(l); err == nil && (!ev.Automatic || ev.By != zeroAddr) {
					t.Fatalf("DisputeFiled %+v", ev)
				}
			}
			f.wantStatus(t, id, stDisputed)
			f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id), "NothingDue")
			f.advance(t, 5000)
			w := f.snapshot(t)
			r = f.finalize(t, id)
			f.hasEvents(t, r, "DeadManTriggered", "JobSettled")
			w.expect(t, c.client, c.provider, c.fe, -10_000)
		})
	}
	// At or above the threshold the policy pays without a dispute.
	terms := f.withResolver(graduatedTerms(), 6000, actionSplit)
	id := f.submitted(t, 10_000, terms, f.evals(1), 1)
	f.score(t, id, f.evaluator, 6000)
	f.advance(t, 7200)
	w := f.snapshot(t)
	f.finalize(t, id)
	w.expect(t, 5_000, 5_000, 0, -10_000)
}

// challengeWindow 0 settles in the result's transaction (and a low score disputes at once).
func TestChallengeWindowZero(t *testing.T) {
	f := newFixture(t)
	terms := graduatedTerms()
	terms.ChallengeWindow = 0
	id := f.submitted(t, 10_000, terms, f.evals(1), 1)
	w := f.snapshot(t)
	r := f.score(t, id, f.evaluator, 7500)
	f.hasEvents(t, r, "ResultAccepted", "JobVerified", "JobCompleted", "JobSettled", "PaymentReleased", "Refunded")
	w.expect(t, 1_500, 8_500, 0, -10_000)
	f.wantStatus(t, id, stCompleted)

	disp := f.withResolver(terms, 6000, actionPolicy)
	id2 := f.submitted(t, 10_000, disp, f.evals(1), 1)
	f.hasEvents(t, f.score(t, id2, f.evaluator, 100), "JobVerified", "DisputeFiled")
	f.wantStatus(t, id2, stDisputed)
}

// Dead-man on evaluator silence without a backup: the silence action settles without a fee.
func TestDeadManEvaluatorSilence(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		name             string
		action           uint8
		client, provider int64
	}{{"split", actionSplit, 5_000, 5_000}, {"return", actionReturn, 10_000, 0}, {"release", actionRelease, 0, 10_000}} {
		t.Run(c.name, func(t *testing.T) {
			terms := graduatedTerms()
			terms.SilenceAction, terms.EvaluatorFeeBps = c.action, 1000
			id := f.submitted(t, 10_000, terms, f.evals(1), 1)
			f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id), "NothingDue")
			f.advance(t, 3600)
			w := f.snapshot(t)
			r := f.finalize(t, id)
			f.hasEvents(t, r, "DeadManTriggered", "JobSettled")
			w.expect(t, c.client, c.provider, 0, -10_000)
		})
	}
}

// hold_for_backup: the backup evaluator gets backupTimeout; its score settles (fee to the backup), or
// when it is silent too the fallback action applies.
func TestDeadManBackupEvaluator(t *testing.T) {
	f := newFixture(t)
	t.Run("backup scores", func(t *testing.T) {
		terms := f.withBackup(graduatedTerms(), actionSplit)
		terms.EvaluatorFeeBps = 1000
		id := f.submitted(t, 10_000, terms, f.evals(3), 2)
		f.score(t, id, f.evaluator, 9000) // one of two: no quorum
		f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(f.result(t, id, 1), f.backup.Address, f.sign(t, f.backup, f.result(t, id, 1))), "NotAnEvaluator")
		f.advance(t, 3600)
		r := f.finalize(t, id)
		f.hasEvents(t, r, "DeadManTriggered", "BackupEvaluatorActivated")
		j := f.job(t, id)
		if !j.BackupActive || j.Status != stSubmitted {
			t.Fatalf("after silence %+v", j)
		}
		f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(f.result(t, id, 1), f.eval2.Address, f.sign(t, f.eval2, f.result(t, id, 1))), "NotAnEvaluator")
		f.score(t, id, f.backup, 6000)
		f.advance(t, 7200)
		w := f.snapshot(t)
		f.finalize(t, id)
		w.expect(t, 4_500, 4_500, 1_000, -10_000)
		if d := w.deltas(t); d[5] != 1_000 {
			t.Fatalf("backup fee %d, want 1000", d[5])
		}
	})
	for _, c := range []struct {
		name             string
		fallback         uint8
		client, provider int64
	}{{"backup silent: split", actionSplit, 5_000, 5_000}, {"backup silent: return", actionReturn, 10_000, 0}, {"backup silent: release", actionRelease, 0, 10_000}} {
		t.Run(c.name, func(t *testing.T) {
			terms := f.withBackup(graduatedTerms(), c.fallback)
			terms.EvaluatorFeeBps = 1000
			id := f.submitted(t, 10_000, terms, f.evals(1), 1)
			f.advance(t, 3600)
			f.finalize(t, id)
			f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id), "NothingDue")
			f.advance(t, 1800)
			late := f.result(t, id, 9000)
			f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackSubmitResult(late, f.backup.Address, f.sign(t, f.backup, late)), "DeadlinePassed")
			w := f.snapshot(t)
			f.hasEvents(t, f.finalize(t, id), "DeadManTriggered", "JobSettled")
			w.expect(t, c.client, c.provider, 0, -10_000)
		})
	}
}

// A blacklisted provider cannot block the client's refund; its share is credited, pushable to it alone once
// the token accepts it again, and movable nowhere else.
func TestPushCredits(t *testing.T) {
	f := newFixture(t)
	id := f.submitted(t, 10_000, graduatedTerms(), f.evals(1), 1)
	f.score(t, id, f.evaluator, 7500)
	f.advance(t, 7200)
	f.Transact(t, f.Deployer, f.Token, f.TokenABI.PackBlacklist(f.provider.Address))
	w := f.snapshot(t)
	r := f.finalize(t, id)
	f.hasEvents(t, r, "JobCompleted", "JobSettled", "PaymentReleased", "Credited", "Refunded")
	w.expect(t, 1_500, 0, 0, -1_500)
	if c := f.credits(t, f.provider.Address); c != 8_500 {
		t.Fatalf("provider credit %d", c)
	}
	f.solvent(t)
	if l := f.liabilities(t).Int64(); l != 8_500 {
		t.Fatalf("liabilities %d", l)
	}
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackPushCredit(f.stranger.Address), "NothingToWithdraw")
	// While the token refuses the provider, nobody can push its credit, and it can go nowhere else.
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackPushCredit(f.provider.Address), "Blacklistable: account is blacklisted")
	if n := callT(t, f, f.EscrowABI.PackPushCredits([]common.Address{f.provider.Address, f.stranger.Address}), f.EscrowABI.UnpackPushCredits); n.Sign() != 0 {
		t.Fatalf("pushCredits paid %s accounts while the token refuses them", n)
	}
	// Cleared by the token: anyone pushes it, to the provider only.
	f.Transact(t, f.Deployer, f.Token, f.TokenABI.PackUnBlacklist(f.provider.Address))
	before := f.TokenBalance(t, f.provider.Address)
	r = f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackPushCredit(f.provider.Address))
	f.hasEvents(t, r, "CreditPaid")
	if got := diff(f.TokenBalance(t, f.provider.Address), before); got != 8_500 {
		t.Fatalf("pushed %d", got)
	}
	if f.credits(t, f.provider.Address) != 0 || f.liabilities(t).Sign() != 0 {
		t.Fatal("credit not cleared")
	}
	f.solvent(t)
	f.ExpectRevert(t, f.provider, f.Escrow, f.EscrowABI.PackPushCredit(f.provider.Address), "NothingToWithdraw")
}

// finalizeBatch advances the due jobs and skips the rest (unknown ids, not due, already settled).
func TestFinalizeBatchSkipsNotDue(t *testing.T) {
	f := newFixture(t)
	due := f.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	f.score(t, due, f.evaluator, 9000)
	open := f.createASA(t, 1_000, graduatedTerms(), f.evals(1), 1)
	f.advance(t, 3599) // open's fund deadline not reached yet (3600 from its creation)
	notDue := f.submitted(t, 1_000, graduatedTerms(), f.evals(1), 1)
	f.score(t, notDue, f.evaluator, 9000)
	f.advance(t, 3601)
	ids := []*big.Int{due, notDue, big.NewInt(12345), open}
	data := f.EscrowABI.PackFinalizeBatch(ids)
	if n := callT(t, f, data, f.EscrowABI.UnpackFinalizeBatch); n.Int64() != 2 {
		t.Fatalf("finalizeBatch would advance %d, want 2", n)
	}
	f.Transact(t, f.stranger, f.Escrow, data)
	f.wantStatus(t, due, stCompleted)
	f.wantStatus(t, open, stExpired)
	f.wantStatus(t, notDue, stVerified)
	if n := callT(t, f, data, f.EscrowABI.UnpackFinalizeBatch); n.Sign() != 0 {
		t.Fatalf("second batch would advance %d", n)
	}
	f.Transact(t, f.stranger, f.Escrow, data) // nothing due: still succeeds
	f.solvent(t)
}
