package reputation_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/reputation"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// The scenario plays 100 ASA jobs on the simulated chain (the real escrow, real signatures), spread over
// about 120 days of chain time, with every outcome the figures distinguish: scores on both sides of each
// pass threshold, k-of-n verification with a silent evaluator, automatic and manual disputes (resolved and
// defaulted), evaluator silence handed to the backup evaluator (who scores or is silent too), jobs never
// delivered, never funded or never accepted, and jobs still running at the end (one past its evaluation
// deadline that nobody triggered). The driver records what it did to each job; an independent
// recomputation from the raw logs must agree with the driver, and the package's figures with the
// recomputation, for every subject, role and window.

type termsKind int

const (
	kindGraduated   termsKind = iota // seed tiers, dispute threshold 65, resolver, backup evaluator: pass at 65
	kindContinuous3                  // continuous, 2 of 3 evaluators, no challenge window, silence returns: pass at 0.01
	kindAccepted                     // pass/fail at 75, provider acceptance with 20 % collateral, resolver: pass at 75
)

type outcome int

const (
	outScored        outcome = iota // every evaluator (or the quorum) scores; the window closes
	outChallenged                   // scored, then the client challenges; the resolver decides or times out
	outSilent                       // the evaluators are silent (the backup scores or is silent too)
	outNotDelivered                 // funded, never delivered
	outNeverStarted                 // never funded (or, with acceptance, never accepted)
	outPendingSilent                // delivered; the evaluation deadline passes and nobody triggers it (last jobs)
	outPendingWork                  // funded, the delivery deadline not yet passed (last jobs)
)

// model is what the driver knows it did to one job.
type model struct {
	id         uint64
	kind       termsKind
	provider   common.Address
	evaluators []common.Address
	started    bool
	delivered  bool
	// results counted, by evaluator (the backup's included)
	results   map[common.Address]uint16
	verified  bool
	composite uint16
	disputed  bool
	silent    bool // the evaluation window closed without a quorum (primary or backup)
	backup    bool // the backup evaluator was activated
	settled   bool
	release   uint16
}

type scenario struct {
	t          *testing.T
	env        *chaintest.Env
	rng        *rand.Rand
	clients    []*chaintest.Account
	providers  []*chaintest.Account
	evaluators []*chaintest.Account
	backup     *chaintest.Account
	resolver   *chaintest.Account
	relayer    *chaintest.Account
	terms      map[termsKind]bindings.IAsaEscrowTypesTerms
	jobs       []*model
	deployed   uint64
}

func newScenario(t *testing.T) *scenario {
	env := chaintest.New(t, chaintest.Options{Accounts: 11})
	a := env.Accounts
	s := &scenario{t: t, env: env, rng: rand.New(rand.NewPCG(16, 2026)),
		clients: a[0:2], providers: a[2:5], evaluators: a[5:8], backup: a[8], resolver: a[9], relayer: a[10]}
	head, err := env.Client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	s.deployed = head.Number.Uint64()
	tiers := func(ts ...settlement.Tier) *big.Int {
		p, err := settlement.PackTiers(ts)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	s.terms = map[termsKind]bindings.IAsaEscrowTypesTerms{
		kindGraduated: onchain.Terms(settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 3,
			Tiers:         tiers(settlement.Tier{MinScore: 9000, ReleaseBps: 10000}, settlement.Tier{MinScore: 7500, ReleaseBps: 8500}, settlement.Tier{MinScore: 6000, ReleaseBps: 5000}),
			SilenceAction: settlement.ActionHoldForBackupEvaluator, FallbackAction: settlement.ActionSplit5050, DisputeDefault: settlement.ActionPolicyOutcome,
			DisputeThreshold: 6500, FundTimeout: 3600, EvaluateTimeout: 3600, BackupTimeout: 3600, ChallengeWindow: 3600, DisputeTimeout: 3600,
			BackupEvaluator: s.backup.Address, Resolver: s.resolver.Address}),
		kindContinuous3: onchain.Terms(settlement.Terms{Policy: settlement.PolicyContinuous, Tiers: new(big.Int),
			SilenceAction: settlement.ActionReturnToClient, FallbackAction: settlement.ActionReturnToClient,
			FundTimeout: 3600, EvaluateTimeout: 3600}),
		kindAccepted: onchain.Terms(settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 1,
			Tiers:         tiers(settlement.Tier{MinScore: 7500, ReleaseBps: 10000}),
			SilenceAction: settlement.ActionSplit5050, FallbackAction: settlement.ActionSplit5050, DisputeDefault: settlement.ActionReturnToClient,
			CollateralBps: 2000, AcceptanceRequired: true, FundTimeout: 3600, EvaluateTimeout: 3600, ChallengeWindow: 1800, DisputeTimeout: 3600,
			Resolver: s.resolver.Address}),
	}
	return s
}

func (s *scenario) escrow() *bindings.AsaEscrow { return s.env.EscrowABI }

func (s *scenario) send(from *chaintest.Account, data []byte) *types.Receipt {
	s.t.Helper()
	return s.env.Transact(s.t, from, s.env.Escrow, data)
}

func (s *scenario) approve(from *chaintest.Account, amount *big.Int) {
	s.t.Helper()
	s.env.Transact(s.t, from, s.env.Token, s.env.TokenABI.PackApprove(s.env.Escrow, amount))
}

// advance moves chain time and mines a block (retrying while the simulated pool still settles).
func (s *scenario) advance(seconds int64) {
	s.t.Helper()
	var err error
	for range 20 {
		if err = s.env.Backend.AdjustTime(time.Duration(seconds) * time.Second); err == nil {
			return
		}
		s.env.Backend.Commit()
		time.Sleep(5 * time.Millisecond)
	}
	s.t.Fatalf("adjust time: %v", err)
}

func (s *scenario) view(id uint64) bindings.IAsaEscrowTypesJobView {
	s.t.Helper()
	return chaintest.Call(s.t, s.env, s.env.Escrow, s.escrow().PackGetJob(new(big.Int).SetUint64(id)), s.escrow().UnpackGetJob)
}

func (s *scenario) finalize(id uint64) {
	s.t.Helper()
	s.send(s.relayer, s.escrow().PackFinalize(new(big.Int).SetUint64(id)))
}

// post relays evaluator e's signed score for the job's current submission.
func (s *scenario) post(m *model, e *chaintest.Account, score uint16) {
	s.t.Helper()
	v := s.view(m.id)
	r := settlement.Result{JobID: new(big.Int).SetUint64(m.id), Deliverable: v.Deliverable, SubmittedAt: v.SubmittedAt.Uint64(),
		Score: score, Passed: true, EvidenceHash: crypto.Keccak256Hash([]byte(fmt.Sprintf("evidence %d %s", m.id, e.Address))),
		Nonce: big.NewInt(1), Deadline: s.env.Now(s.t) + 3600}
	sig, err := r.Sign(settlement.Domain{ChainID: s.env.ChainID, Escrow: s.env.Escrow}, e.Key)
	if err != nil {
		s.t.Fatal(err)
	}
	s.send(s.relayer, s.escrow().PackSubmitResult(onchain.Result(r), e.Address, sig))
	m.results[e.Address] = score
}

// score picks a score, often right at a threshold.
func (s *scenario) score() uint16 {
	edges := []uint16{6499, 6500, 5999, 6000, 7499, 7500, 8999, 9000, 0, 10000}
	if s.rng.IntN(3) == 0 {
		return edges[s.rng.IntN(len(edges))]
	}
	return uint16(s.rng.IntN(10001))
}

// create makes job number n of the given kind, funded (and accepted) unless neverStarted.
func (s *scenario) create(kind termsKind, neverStarted bool) *model {
	s.t.Helper()
	client := s.clients[s.rng.IntN(len(s.clients))]
	provider := s.providers[s.rng.IntN(len(s.providers))]
	m := &model{kind: kind, provider: provider.Address, results: map[common.Address]uint16{}}
	quorum := uint8(1)
	if kind == kindContinuous3 {
		for _, e := range s.evaluators {
			m.evaluators = append(m.evaluators, e.Address)
		}
		quorum = 2
	} else {
		m.evaluators = []common.Address{s.evaluators[s.rng.IntN(len(s.evaluators))].Address}
	}
	budget := big.NewInt(int64(1_000_000 + s.rng.IntN(9_000_000)))
	req := bindings.IAsaEscrowTypesJobRequest{Provider: provider.Address, Evaluators: m.evaluators, Quorum: quorum,
		ExpiredAt: new(big.Int).SetUint64(s.env.Now(s.t) + 86400), Budget: budget, Description: "scenario job"}
	terms := s.terms[kind]
	if kind == kindAccepted {
		req.AgreementHash = crypto.Keccak256Hash([]byte(fmt.Sprintf("agreement %d", len(s.jobs))))
	}
	var r *types.Receipt
	if neverStarted && kind != kindAccepted {
		r = s.send(client, s.escrow().PackCreateAsaJob(req, terms))
	} else {
		s.approve(client, budget)
		r = s.send(client, s.escrow().PackCreateAndFundAsaJob(req, terms))
	}
	var nonce *big.Int
	for _, lg := range r.Logs {
		if ev, err := s.escrow().UnpackJobCreatedEvent(lg); err == nil {
			m.id = ev.JobId.Uint64()
		}
		if ev, err := s.escrow().UnpackAcceptanceRequiredEvent(lg); err == nil {
			nonce = ev.Nonce
		}
	}
	if kind == kindAccepted && !neverStarted {
		v := s.view(m.id)
		_, termsHash := s.termsByID(v.TermsId)
		acc := settlement.Acceptance{Client: client.Address, Provider: req.Provider, Evaluators: req.Evaluators, Quorum: req.Quorum,
			Nonce: nonce.Uint64(), TermsHash: termsHash, AgreementHash: req.AgreementHash,
			Budget: budget, ExpiredAt: req.ExpiredAt.Uint64(), Deadline: s.env.Now(s.t) + 600}
		s.approve(provider, v.Collateral)
		s.send(provider, s.escrow().PackAcceptJob(new(big.Int).SetUint64(m.id), onchain.Acceptance(acc), nil, onchain.NoAuthorization()))
	}
	m.started = !neverStarted
	s.jobs = append(s.jobs, m)
	return m
}

func (s *scenario) termsByID(id uint64) (bindings.IAsaEscrowTypesTerms, common.Hash) {
	s.t.Helper()
	out := chaintest.Call(s.t, s.env, s.env.Escrow, s.escrow().PackTermsById(id), s.escrow().UnpackTermsById)
	return out.Terms, out.TermsHash
}

func (s *scenario) providerOf(m *model) *chaintest.Account {
	for _, p := range s.providers {
		if p.Address == m.provider {
			return p
		}
	}
	s.t.Fatal("unknown provider")
	return nil
}

func (s *scenario) evaluatorAccount(a common.Address) *chaintest.Account {
	for _, e := range s.evaluators {
		if e.Address == a {
			return e
		}
	}
	s.t.Fatalf("unknown evaluator %s", a)
	return nil
}

func (s *scenario) deliver(m *model) {
	s.t.Helper()
	s.advance(int64(60 + s.rng.IntN(600)))
	h := sha256.Sum256([]byte(fmt.Sprintf("deliverable %d", m.id)))
	s.send(s.providerOf(m), s.escrow().PackSubmit(new(big.Int).SetUint64(m.id), h, nil))
	m.delivered = true
}

// play runs one job to its end (or leaves it pending) and records the driver's expectations.
func (s *scenario) play(kind termsKind, out outcome) {
	s.t.Helper()
	m := s.create(kind, out == outNeverStarted)
	tb, _ := s.termsByID(s.view(m.id).TermsId)
	terms := onchain.TermsFrom(tb)
	switch out {
	case outNeverStarted:
		s.advance(3601)
		s.finalize(m.id)
		// Closed while open: a budget that was in (the acceptance kind) is refunded with a JobSettled.
		m.settled = kind == kindAccepted
		return
	case outNotDelivered:
		s.advance(86401)
		s.finalize(m.id)
		m.settled, m.release = true, 0
		return
	case outPendingWork:
		return
	}
	s.deliver(m)
	switch out {
	case outPendingSilent:
		s.advance(3601) // no result by the deadline; nobody triggers the dead-man action
		m.silent = true
		return
	case outSilent:
		s.silence(m, terms)
		return
	}
	// Scored (and maybe challenged).
	s.evaluate(m, terms)
	if !m.verified {
		return
	}
	if kind == kindContinuous3 { // no challenge window: settled at verification
		m.settled, m.release = true, m.composite
		return
	}
	policy, err := terms.PolicyBps(m.composite)
	if err != nil {
		s.t.Fatal(err)
	}
	if out == outChallenged {
		s.advance(60)
		s.send(s.clientOf(m), s.escrow().PackChallenge(new(big.Int).SetUint64(m.id), [32]byte{1}))
		m.disputed = true
		s.resolveOrDefault(m, terms, policy)
		return
	}
	s.advance(int64(terms.ChallengeWindow) + 1)
	s.finalize(m.id)
	if m.composite < terms.DisputeThreshold {
		m.disputed = true
		s.resolveOrDefault(m, terms, policy)
		return
	}
	m.settled, m.release = true, policy
}

func (s *scenario) clientOf(m *model) *chaintest.Account {
	v := s.view(m.id)
	for _, c := range s.clients {
		if c.Address == v.Client {
			return c
		}
	}
	s.t.Fatal("unknown client")
	return nil
}

// resolveOrDefault lets the resolver decide, or lets the dispute time out to the terms' default.
func (s *scenario) resolveOrDefault(m *model, terms settlement.Terms, policy uint16) {
	s.t.Helper()
	if s.rng.IntN(2) == 0 {
		bps := uint16(s.rng.IntN(10001))
		s.send(s.resolver, s.escrow().PackResolveDispute(new(big.Int).SetUint64(m.id), bps, [32]byte{2}))
		m.settled, m.release = true, bps
		return
	}
	s.advance(int64(terms.DisputeTimeout) + 1)
	s.finalize(m.id)
	m.settled = true
	switch terms.DisputeDefault {
	case settlement.ActionPolicyOutcome:
		m.release = policy
	case settlement.ActionReturnToClient:
		m.release = 0
	default:
		s.t.Fatalf("dispute default %s not modelled", terms.DisputeDefault)
	}
}

// evaluate posts the evaluators' scores: all of them, or for 2-of-3 jobs sometimes only two (the third
// silent, verified at the deadline) or only one (quorum missed: silence).
func (s *scenario) evaluate(m *model, terms settlement.Terms) {
	s.t.Helper()
	posting := m.evaluators
	if m.kind == kindContinuous3 {
		switch s.rng.IntN(4) {
		case 0:
			posting = m.evaluators[:2]
		case 1:
			posting = m.evaluators[1:2]
		}
	}
	var scores []uint16
	for _, e := range posting {
		sc := s.score()
		s.advance(int64(10 + s.rng.IntN(300)))
		s.post(m, s.evaluatorAccount(e), sc)
		scores = append(scores, sc)
	}
	if len(posting) < len(m.evaluators) {
		s.advance(int64(terms.EvaluateTimeout) + 1)
		s.finalize(m.id)
		if len(posting) < 2 { // below the quorum of 2: silence returns the budget
			m.silent, m.settled, m.release = true, true, 0
			return
		}
	}
	median, err := settlement.Median(scores)
	if err != nil {
		s.t.Fatal(err)
	}
	m.verified, m.composite = true, median
}

// silence lets the evaluators miss their deadline; for graduated terms the backup evaluator then scores
// or is silent too.
func (s *scenario) silence(m *model, terms settlement.Terms) {
	s.t.Helper()
	s.advance(int64(terms.EvaluateTimeout) + 1)
	s.finalize(m.id)
	m.silent = true
	if terms.SilenceAction != settlement.ActionHoldForBackupEvaluator {
		bps, _ := fixedBps(terms.SilenceAction)
		m.settled, m.release = true, bps
		return
	}
	m.backup = true
	if s.rng.IntN(2) == 0 {
		sc := s.score()
		s.advance(120)
		s.post(m, s.backup, sc)
		m.verified, m.composite = true, sc
		policy, err := terms.PolicyBps(sc)
		if err != nil {
			s.t.Fatal(err)
		}
		s.advance(int64(terms.ChallengeWindow) + 1)
		s.finalize(m.id)
		if sc < terms.DisputeThreshold {
			m.disputed = true
			s.resolveOrDefault(m, terms, policy)
			return
		}
		m.settled, m.release = true, policy
		return
	}
	s.advance(int64(terms.BackupTimeout) + 1)
	s.finalize(m.id)
	bps, _ := fixedBps(terms.FallbackAction)
	m.settled, m.release = true, bps
}

func fixedBps(a settlement.Action) (uint16, bool) {
	switch a {
	case settlement.ActionSplit5050:
		return 5000, true
	case settlement.ActionReturnToClient:
		return 0, true
	case settlement.ActionReleaseToProvider:
		return 10000, true
	}
	return 0, false
}

// run plays the 100 jobs: 94 that end, then 6 left running.
func (s *scenario) run() {
	kinds := []termsKind{kindGraduated, kindContinuous3, kindAccepted}
	for i := range 100 {
		s.advance(int64(86400 + s.rng.IntN(43200))) // about 1.25 days between jobs
		kind := kinds[s.rng.IntN(len(kinds))]
		var out outcome
		switch {
		case i >= 94:
			out = []outcome{outPendingSilent, outPendingWork}[i%2] // the last job's delivery is not yet due
		default:
			r := s.rng.IntN(20)
			switch {
			case r < 10:
				out = outScored
			case r < 13:
				out = outChallenged
			case r < 16:
				out = outSilent
			case r < 18:
				out = outNotDelivered
			default:
				out = outNeverStarted
			}
			if out == outChallenged && kind == kindContinuous3 {
				out = outScored // no window to challenge in
			}
		}
		s.play(kind, out)
	}
}

func TestScenario100Jobs(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 100 jobs on the simulated chain")
	}
	s := newScenario(t)
	s.run()
	ctx := context.Background()
	ledger, err := reputation.Scan(ctx, s.env.Client, s.env.Escrow, reputation.ScanOptions{From: s.deployed, Step: 64})
	if err != nil {
		t.Fatal(err)
	}
	facts := recompute(t, s.env, s.deployed, ledger.AsOf())
	checkDriver(t, s.jobs, facts)

	// Every subject, role and window: the package's figures equal the recomputation's.
	subjects := []common.Address{s.backup.Address, s.resolver.Address, s.clients[0].Address}
	for _, a := range append(s.providers, s.evaluators...) {
		subjects = append(subjects, a.Address)
	}
	excluded := []uint64{s.jobs[3].id, s.jobs[50].id, s.jobs[97].id}
	nonzero := 0
	for _, who := range subjects {
		for _, role := range reputation.Roles() {
			for _, w := range reputation.Windows() {
				for _, ex := range [][]uint64{nil, excluded} {
					got := ledger.Figures(who, role, w, reputation.ExcludeIDs(ex))
					want := facts.figures(who, role, w, ex)
					if got != want {
						t.Errorf("%s as %s, %s, excluding %v:\n package %+v\n   logs  %+v", who, role, w, ex, got, want)
					}
					if got.Jobs > 0 {
						nonzero++
					}
				}
			}
		}
	}
	// The scenario must exercise what it claims: windows that differ, every kind of figure non-zero.
	all := ledger.Figures(s.providers[0].Address, reputation.RoleProvider, reputation.AllTime, nil)
	last30 := ledger.Figures(s.providers[0].Address, reputation.RoleProvider, reputation.Last30, nil)
	if all.Jobs <= last30.Jobs || last30.Jobs == 0 {
		t.Errorf("windows do not differ: all %d jobs, 30 days %d", all.Jobs, last30.Jobs)
	}
	var total reputation.Figures
	for _, p := range s.providers {
		f := ledger.Figures(p.Address, reputation.RoleProvider, reputation.AllTime, nil)
		total.Jobs += f.Jobs
		total.Scored += f.Scored
		total.Passed += f.Passed
		total.Disputed += f.Disputed
		total.Silences += f.Silences
		total.Settled += f.Settled
		total.DeliveryDue += f.DeliveryDue
		total.DeliveredOnTime += f.DeliveredOnTime
	}
	if total.Jobs != 100 || total.Passed == 0 || total.Passed == total.Scored || total.Disputed == 0 || total.Silences == 0 ||
		total.DeliveredOnTime == total.DeliveryDue {
		t.Errorf("the scenario misses an outcome: %+v", total)
	}
	t.Logf("100 jobs as of block %d: providers' total %+v; %d non-empty reports compared", ledger.AsOf().Number, total, nonzero)

	// A signed answer verifies against a fresh scan as of its block.
	key, _ := crypto.GenerateKey()
	signer, _ := reputation.NewSigner(key)
	answer, err := reputation.NewAnswer(ledger, s.env.ChainID.Uint64(), s.providers[1].Address, excluded)
	if err != nil {
		t.Fatal(err)
	}
	if err := signer.SignAnswer(context.Background(), answer); err != nil {
		t.Fatal(err)
	}
	s.advance(3600) // the chain moves on; the answer stays verifiable as of its block
	again, err := reputation.Scan(ctx, s.env.Client, s.env.Escrow, reputation.ScanOptions{From: s.deployed, To: answer.Block.Number})
	if err != nil {
		t.Fatal(err)
	}
	v, err := reputation.Verify(answer, again, reputation.VerifyOptions{Signer: signer.Address(), ChainID: s.env.ChainID.Uint64()})
	if err != nil || !v.Valid() {
		t.Fatalf("verify: %v %+v", err, v.Mismatches)
	}
}

// checkDriver compares what the driver did to each job with what the raw logs say.
func checkDriver(t *testing.T, jobs []*model, facts *logFacts) {
	t.Helper()
	if len(facts.jobs) != len(jobs) {
		t.Fatalf("logs show %d jobs, the driver made %d", len(facts.jobs), len(jobs))
	}
	for _, m := range jobs {
		j := facts.jobs[m.id]
		if j == nil {
			t.Fatalf("job %d not in the logs", m.id)
		}
		started := j.budgetIn && (j.accepted || !facts.terms[j.termsID].AcceptanceRequired)
		results := map[common.Address]uint16{}
		for _, r := range j.results {
			results[r.evaluator] = r.score
		}
		silent := len(j.silences) > 0 || j.pendingSilence(facts)
		got := fmt.Sprintf("provider %s evaluators %v started %v delivered %v results %v verified %v composite %d disputed %v silent %v backup %v settled %v release %d",
			j.provider, j.evaluators, started, j.submitted, results, j.verified, j.composite, j.disputed, silent, j.backup != (common.Address{}), j.settled, j.release)
		want := fmt.Sprintf("provider %s evaluators %v started %v delivered %v results %v verified %v composite %d disputed %v silent %v backup %v settled %v release %d",
			m.provider, m.evaluators, m.started, m.delivered, m.results, m.verified, m.composite, m.disputed, m.silent, m.backup, m.settled, m.release)
		if got != want {
			t.Errorf("job %d:\n logs   %s\n driver %s", m.id, got, want)
		}
	}
}
