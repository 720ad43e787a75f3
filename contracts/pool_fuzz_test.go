package contracts_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
)

// pfPolicy is an opened pool policy and its seats.
type pfPolicy struct {
	pol   settlement.PoolPolicy
	seats settlement.PoolSeats
}

// pfJob is one job of the pool fuzzer: its seats, its canary (if any) and what the pool did with it.
type pfJob struct {
	id               *big.Int
	pol              *pfPolicy
	backup, resolver *pfPolicy // the policies whose backup / resolver seats the terms name (nil: none)
	terms            settlement.Terms
	content          string
	canary           bool
	expScore         uint16
	expPassed        bool
	salt             [32]byte
	// Mutual negotiation as the fuzzer saw it.
	opened                   bool
	deadline                 uint64
	clientRounds, provRounds uint8
	clientProp, provProp     []common.Address
	// requested is each seat's standing draw request block.
	requested map[common.Address]uint64
	done      bool // settled, recorded and revealed
}

// poolFuzzer drives one chain's pool with random actions and checks it against settlement.PoolMirror.
type poolFuzzer struct {
	p        *poolFixture
	rng      *rand.Rand
	mirror   *settlement.PoolMirror
	evs      []*chaintest.Account
	policies []*pfPolicy
	jobs     []*pfJob
	log      []string
	steps    int
	supply   *big.Int
	holders  []common.Address
	opBal    *big.Int // the canary operator's balance: a slash never reaches it
	admins   map[common.Address]bool
	stats    map[string][2]int // per action: succeeded, refused
	ledger   *owedLedger
	nextJob  int
	// forced is the job (and forcedSeat the seat) the next action takes, when drive chose it.
	forced     *pfJob
	forcedSeat common.Address
	// honest makes canary results exact and probation appointments prefer the unqualified (the bootstrap).
	honest bool
}

// pfRules qualify quickly (one evaluation, one canary, a 60 % pass rate), so draws have candidates.
var pfRules = settlement.PoolRules{MinStake: big.NewInt(1_000), MinEvaluations: 1, MinCanaries: 1, MinCanaryPassBps: 6000,
	CanaryToleranceBps: 1000, MaxDeviationBps: 2500, GrossMissBps: 3000, SlashBps: 1000, OverturnBps: 3000,
	UnbondingDelay: 3600, MutualWindow: 600}

func newPoolFuzzer(t testing.TB, seed uint64) *poolFuzzer {
	f := newFixture(t, chaintest.Options{Accounts: 20})
	p := &poolFixture{fixture: f, poolABI: bindings.NewEvaluatorPool(), service: crypto.Keccak256Hash([]byte("research"))}
	rules := pfRules
	rules.CanaryOperator = f.spare.Address
	cfg := bindings.IEvaluatorPoolConfig{MinStake: rules.MinStake, MinEvaluations: rules.MinEvaluations, MinCanaries: rules.MinCanaries,
		MinCanaryPassBps: rules.MinCanaryPassBps, CanaryToleranceBps: rules.CanaryToleranceBps, MaxDeviationBps: rules.MaxDeviationBps,
		GrossMissBps: rules.GrossMissBps, SlashBps: rules.SlashBps, OverturnBps: rules.OverturnBps, UnbondingDelay: rules.UnbondingDelay,
		MutualWindow: rules.MutualWindow, CanaryOperator: rules.CanaryOperator}
	p.pool = f.deploy(t, &bindings.EvaluatorPoolMetaData, p.poolABI.PackConstructor(f.Escrow, cfg))
	m, err := settlement.NewPoolMirror(rules)
	if err != nil {
		t.Fatal(err)
	}
	z := &poolFuzzer{p: p, rng: rand.New(rand.NewPCG(seed, seed^0x5851f42d4c957f2d)), mirror: m, stats: map[string][2]int{},
		ledger: newOwedLedger(f.Escrow)}
	z.evs = append([]*chaintest.Account{f.evaluator, f.eval2, f.eval3}, f.Accounts[9:20]...)
	maxApproval := new(big.Int).Lsh(big.NewInt(1), 200)
	for _, e := range z.evs {
		f.Transact(t, e, f.Token, f.TokenABI.PackApprove(p.pool, maxApproval))
	}
	f.approve(t, f.client, maxApproval)
	z.supply = chaintest.Call(t, f.Env, f.Token, f.TokenABI.PackTotalSupply(), f.TokenABI.UnpackTotalSupply)
	z.holders = []common.Address{f.Deployer.Address, f.ProxyAdmin.Address, f.Escrow, p.pool, settlement.PoolBurn}
	for _, a := range f.Accounts {
		z.holders = append(z.holders, a.Address)
	}
	z.admins = map[common.Address]bool{f.spare.Address: true, f.Deployer.Address: true, f.ProxyAdmin.Address: true, f.stranger.Address: true}
	z.opBal = f.TokenBalance(t, f.spare.Address)
	// A probation policy of each failure action, so entries can qualify from the start.
	z.open(t, settlement.PoolPolicy{ServiceType: p.service, Mode: settlement.SelectProbation, Size: 1, Quorum: 1})
	z.open(t, settlement.PoolPolicy{ServiceType: p.service, Mode: settlement.SelectProbation, Size: 2, Quorum: 1, FailureAction: settlement.RemoveEvaluator})
	z.bootstrap(t)
	return z
}

// bootstrap registers most evaluators and qualifies several through honest probation canaries (every step
// checked as any other), so the random sequences start with a pool to draw from.
func (z *poolFuzzer) bootstrap(t testing.TB) {
	t.Helper()
	for i, e := range z.evs[:10] {
		stake := big.NewInt(int64(1_000 + 200*i))
		z.note(fmt.Sprintf("bootstrap register %s %s", e.Address.Hex()[:8], stake))
		r, why := z.try(e, z.p.pool, z.p.poolABI.PackRegister(z.p.service, stake))
		z.agree(t, "register", why, z.mirror.Register(e.Address, z.p.service, stake))
		z.check(t, r, nil)
	}
	z.honest = true
	for i := 0; i < 400 && len(z.mirror.Qualified(z.p.service)) < 6; i++ {
		z.check(t, z.drive(t), nil)
	}
	z.honest = false
}

func (z *poolFuzzer) note(s string) {
	z.steps++
	z.log = append(z.log, s)
	if len(z.log) > 40 {
		z.log = z.log[1:]
	}
}

func (z *poolFuzzer) fail(t testing.TB, format string, args ...any) {
	t.Helper()
	t.Fatalf("pool invariant broken after step %d: %s\nlast actions:\n  %s", z.steps, fmt.Sprintf(format, args...), strings.Join(z.log, "\n  "))
}

func (z *poolFuzzer) count(name string, ok bool) {
	s := z.stats[name]
	if ok {
		s[0]++
	} else {
		s[1]++
	}
	z.stats[name] = s
}

// try sends a transaction; a revert (at estimation or on chain) is (nil, its name).
func (z *poolFuzzer) try(from *chaintest.Account, to common.Address, data []byte) (*types.Receipt, string) {
	r, err := z.p.TryTransact(from, to, data)
	if err != nil {
		return nil, escrow.Describe(err, "").Error()
	}
	return r, ""
}

func (z *poolFuzzer) blockTime(t testing.TB, r *types.Receipt) uint64 {
	t.Helper()
	h, err := z.p.Client.HeaderByNumber(context.Background(), r.BlockNumber)
	if err != nil {
		t.Fatal(err)
	}
	return h.Time
}

func toPolicy(p settlement.PoolPolicy) bindings.IEvaluatorPoolPolicy {
	return bindings.IEvaluatorPoolPolicy{ServiceType: p.ServiceType, Mode: uint8(p.Mode), Size: p.Size, Quorum: p.Quorum,
		Rounds: p.Rounds, Rotation: p.Rotation, FailureAction: uint8(p.FailureAction), CanaryEvery: p.CanaryEvery}
}

func (z *poolFuzzer) open(t testing.TB, pol settlement.PoolPolicy) {
	t.Helper()
	r, why := z.try(z.p.stranger, z.p.pool, z.p.poolABI.PackOpenPolicy(toPolicy(pol)))
	if (why == "") != (pol.Check() == nil) {
		z.fail(t, "openPolicy %+v: chain %q, settlement.PoolPolicy.Check %v", pol, why, pol.Check())
	}
	if r == nil {
		return
	}
	want := pol.Seats(z.p.pool)
	for _, q := range z.policies {
		if q.pol == pol {
			return // opened again: idempotent
		}
	}
	for _, l := range r.Logs {
		if ev, err := z.p.poolABI.UnpackPolicyOpenedEvent(l); err == nil {
			if got := (settlement.PoolSeats{Evaluators: ev.EvaluatorsSeat, Backup: ev.BackupSeat, Resolver: ev.ResolverSeat}); got != want {
				z.fail(t, "seats of %+v: chain %+v, Go %+v", pol, got, want)
			}
		}
	}
	z.policies = append(z.policies, &pfPolicy{pol: pol, seats: want})
}

func (z *poolFuzzer) ev() *chaintest.Account { return z.evs[z.rng.IntN(len(z.evs))] }

func (z *poolFuzzer) account(a common.Address) *chaintest.Account {
	for _, e := range z.evs {
		if e.Address == a {
			return e
		}
	}
	return nil
}

func (z *poolFuzzer) policyOf(mode settlement.SelectionMode) *pfPolicy {
	var c []*pfPolicy
	for _, p := range z.policies {
		if p.pol.Mode == mode {
			c = append(c, p)
		}
	}
	if len(c) == 0 {
		return nil
	}
	return c[z.rng.IntN(len(c))]
}

func (z *poolFuzzer) nonProbation() *pfPolicy {
	if z.rng.IntN(2) == 0 {
		if p := z.policyOf(settlement.SelectMutual); p != nil {
			return p
		}
	}
	return z.policyOf(settlement.SelectRandom)
}

func (z *poolFuzzer) job() *pfJob {
	if j := z.forced; j != nil {
		z.forced = nil
		return j
	}
	if len(z.jobs) == 0 {
		return nil
	}
	// Recent jobs more often: they are the ones still moving.
	n := len(z.jobs)
	if z.rng.IntN(3) > 0 && n > 6 {
		return z.jobs[n-1-z.rng.IntN(6)]
	}
	return z.jobs[z.rng.IntN(n)]
}

func (z *poolFuzzer) chainJob(t testing.TB, j *pfJob) bindings.IAsaEscrowTypesJobView {
	return z.p.job(t, j.id)
}

func (z *poolFuzzer) tally(t testing.TB, j *pfJob) *big.Int {
	return callT(t, z.p.fixture, z.p.EscrowABI.PackResultTally(j.id), z.p.EscrowABI.UnpackResultTally)
}

// step runs one random action and checks everything after it.
func (z *poolFuzzer) step(t testing.TB) {
	t.Helper()
	var r *types.Receipt
	switch n := z.rng.IntN(100); {
	case n < 45:
		r = z.drive(t)
	case n < 50:
		r = z.register(t)
	case n < 53:
		r = z.addStake(t)
	case n < 54:
		r = z.resign(t)
	case n < 58:
		r = z.withdraw(t)
	case n < 60:
		z.openRandom(t)
	case n < 66:
		r = z.create(t)
	case n < 70:
		r = z.appoint(t)
	case n < 72:
		r = z.submit(t)
	case n < 76:
		r = z.scoreOne(t)
	case n < 80:
		z.note("time")
		z.p.advance(t, int64(60+z.rng.IntN(2000)))
		z.p.Backend.Commit()
	case n < 83:
		r = z.finalize(t)
	case n < 85:
		r = z.challenge(t)
	case n < 88:
		r = z.resolverOrBackupDraw(t)
	case n < 91:
		r = z.resolve(t)
	case n < 95:
		r = z.record(t)
	default:
		r = z.reveal(t)
	}
	z.check(t, r, nil)
}

// drive takes one live job (or a new one) its next useful step, by the role that would take it.
func (z *poolFuzzer) drive(t testing.TB) *types.Receipt {
	var live []*pfJob
	for _, j := range z.jobs {
		if !j.done {
			live = append(live, j)
		}
	}
	if len(live) == 0 || (len(live) < 3 && z.rng.IntN(3) == 0) {
		return z.create(t)
	}
	j := live[z.rng.IntN(len(live))]
	cj := z.chainJob(t, j)
	evSeat := j.pol.seats.Evaluators
	a, assigned := z.mirror.Assignment(evSeat, j.id)
	switch cj.Status {
	case stFunded, stSubmitted:
		if !assigned {
			z.forced = j
			return z.appoint(t)
		}
		if cj.Status == stFunded {
			z.forced = j
			return z.submit(t)
		}
		if cj.BackupActive && j.backup != nil {
			return z.drawFor(t, j, j.backup, settlement.SeatBackup, j.backup.seats.Backup)
		}
		if z.rng.IntN(6) == 0 {
			z.note("time (evaluation)")
			z.p.advance(t, 20_001)
			z.forced = j
			return z.finalize(t)
		}
		z.forced = j
		return z.scoreOne(t)
	case stVerified:
		if j.resolver != nil && z.rng.IntN(2) == 0 {
			z.forced = j
			return z.challenge(t)
		}
		if z.rng.IntN(3) == 0 && assigned && !a.Recorded {
			z.forced = j
			return z.record(t)
		}
		z.note("time (challenge window)")
		z.p.advance(t, 3601)
		z.forced = j
		return z.finalize(t)
	case stDisputed:
		if _, ok := z.mirror.Assignment(j.resolver.seats.Resolver, j.id); !ok {
			return z.drawFor(t, j, j.resolver, settlement.SeatResolver, j.resolver.seats.Resolver)
		}
		if z.rng.IntN(5) == 0 {
			z.note("time (dispute)")
			z.p.advance(t, 20_001)
			z.forced = j
			return z.finalize(t)
		}
		z.forced = j
		return z.resolve(t)
	}
	// Settled: record and reveal what is left, then the job is done.
	if j.canary && assigned && !a.CanaryRevealed && cj.SubmittedAt.Sign() != 0 {
		z.forced = j
		return z.reveal(t)
	}
	for _, seat := range z.seatsOf(j) {
		if a, ok := z.mirror.Assignment(seat, j.id); ok && !a.Recorded {
			z.forced, z.forcedSeat = j, seat
			return z.record(t)
		}
	}
	j.done = true
	return nil
}

func (z *poolFuzzer) seatsOf(j *pfJob) []common.Address {
	seats := []common.Address{j.pol.seats.Evaluators}
	if j.backup != nil {
		seats = append(seats, j.backup.seats.Backup)
	}
	if j.resolver != nil {
		seats = append(seats, j.resolver.seats.Resolver)
	}
	return seats
}

func (z *poolFuzzer) register(t testing.TB) *types.Receipt {
	e := z.ev()
	if z.rng.IntN(5) > 0 { // mostly someone not registered
		for _, c := range z.evs {
			if z.mirror.Entry(c.Address, z.p.service).Status == settlement.PoolNone {
				e = c
				break
			}
		}
	}
	stake := big.NewInt(int64(800 + z.rng.IntN(2500))) // some below the 1000 minimum
	z.note(fmt.Sprintf("register %s %s", e.Address.Hex()[:8], stake))
	r, why := z.try(e, z.p.pool, z.p.poolABI.PackRegister(z.p.service, stake))
	err := z.mirror.Clone().Register(e.Address, z.p.service, stake)
	z.agree(t, "register", why, err)
	if r != nil {
		_ = z.mirror.Register(e.Address, z.p.service, stake)
	}
	return r
}

// agree fails unless the chain and the mirror both accepted or both refused the action.
func (z *poolFuzzer) agree(t testing.TB, name, why string, err error) {
	t.Helper()
	z.count(name, why == "")
	if (why == "") != (err == nil) {
		z.fail(t, "%s: chain says %q, mirror says %v", name, why, err)
	}
}

func (z *poolFuzzer) addStake(t testing.TB) *types.Receipt {
	e := z.ev()
	amount := big.NewInt(int64(1 + z.rng.IntN(1500)))
	z.note(fmt.Sprintf("addStake %s %s", e.Address.Hex()[:8], amount))
	r, why := z.try(e, z.p.pool, z.p.poolABI.PackAddStake(z.p.service, amount))
	z.agree(t, "addStake", why, z.mirror.Clone().AddStake(e.Address, z.p.service, amount))
	if r != nil {
		_ = z.mirror.AddStake(e.Address, z.p.service, amount)
	}
	return r
}

func (z *poolFuzzer) resign(t testing.TB) *types.Receipt {
	e := z.ev()
	z.note("resign " + e.Address.Hex()[:8])
	r, why := z.try(e, z.p.pool, z.p.poolABI.PackResign(z.p.service))
	z.agree(t, "resign", why, z.mirror.Clone().Resign(e.Address, z.p.service, 0))
	if r != nil {
		_ = z.mirror.Resign(e.Address, z.p.service, z.blockTime(t, r))
	}
	return r
}

func (z *poolFuzzer) withdraw(t testing.TB) *types.Receipt {
	e := z.ev()
	z.note("withdraw " + e.Address.Hex()[:8])
	before := z.p.TokenBalance(t, e.Address)
	r, why := z.try(e, z.p.pool, z.p.poolABI.PackWithdraw(z.p.service))
	// A refusal at a later time implies one at the latest block's time (the unbonding only ends).
	now := z.p.Now(t)
	if r != nil {
		now = z.blockTime(t, r)
	}
	_, err := z.mirror.Clone().Withdraw(e.Address, z.p.service, now)
	z.agree(t, "withdraw", why, err)
	if r != nil {
		amount, _ := z.mirror.Withdraw(e.Address, z.p.service, now)
		if got := new(big.Int).Sub(z.p.TokenBalance(t, e.Address), before); got.Cmp(amount) != 0 {
			z.fail(t, "withdraw paid %s, mirror %s", got, amount)
		}
	}
	return r
}

func (z *poolFuzzer) openRandom(t testing.TB) {
	mode := settlement.SelectRandom
	if z.rng.IntN(3) == 0 {
		mode = settlement.SelectMutual
	}
	size := uint8(1 + z.rng.IntN(3))
	pol := settlement.PoolPolicy{ServiceType: z.p.service, Mode: mode, Size: size, Quorum: uint8(1 + z.rng.IntN(int(size))),
		Rotation: uint8(z.rng.IntN(4)), FailureAction: settlement.CanaryFailureAction(z.rng.IntN(2)), CanaryEvery: uint16(z.rng.IntN(10))}
	if mode == settlement.SelectMutual {
		pol.Rounds = uint8(1 + z.rng.IntN(2))
	}
	if z.rng.IntN(10) == 0 { // an invalid one now and then: refused by both
		pol.Quorum = size + 1
	}
	z.note(fmt.Sprintf("openPolicy %+v", pol))
	z.open(t, pol)
}

func (z *poolFuzzer) create(t testing.TB) *types.Receipt {
	var pol *pfPolicy
	if len(z.mirror.Qualified(z.p.service)) < 5 || z.rng.IntN(4) == 0 {
		pol = z.policies[0] // flag-and-continue probation: entries qualify
		if z.rng.IntN(5) == 0 {
			pol = z.policies[1]
		}
	} else {
		pol = z.nonProbation()
	}
	if pol == nil {
		z.openRandom(t)
		return nil
	}
	z.nextJob++
	j := &pfJob{pol: pol, requested: map[common.Address]uint64{}, content: fmt.Sprintf("pool fuzz deliverable %d %d", z.nextJob, z.rng.Uint64())}
	terms := graduatedTerms()
	if z.rng.IntN(2) == 0 {
		terms = continuousTerms()
	}
	// Long evaluation and dispute windows, a short challenge window: one job's time jump rarely ends another's.
	terms.EvaluatorFeeBps, terms.EvaluateTimeout, terms.ChallengeWindow = 500, 20_000, 3_600
	if p := z.nonProbation(); p != nil && z.rng.IntN(2) == 0 {
		j.resolver = p
		terms.Resolver, terms.DisputeTimeout = p.seats.Resolver, 20_000
		if z.rng.IntN(3) == 0 {
			terms.DisputeThreshold = 5000
		}
	}
	if p := z.nonProbation(); p != nil && z.rng.IntN(3) == 0 && pol.pol.Mode != settlement.SelectProbation {
		j.backup = p
		terms.BackupEvaluator, terms.SilenceAction, terms.BackupTimeout = p.seats.Backup, actionBackup, 20_000
	}
	j.canary = pol.pol.Mode == settlement.SelectProbation || z.rng.IntN(3) == 0
	if j.canary {
		j.expScore, j.expPassed = uint16(z.rng.IntN(10_001)), z.rng.IntN(4) > 0
		j.salt = crypto.Keccak256Hash([]byte(j.content), []byte("salt"))
		d := sha256.Sum256([]byte(j.content))
		passed := u64(0)
		if j.expPassed {
			passed = u64(1)
		}
		c := crypto.Keccak256Hash(d[:], u64(uint64(j.expScore)), passed, j.salt[:])
		z.p.Transact(t, z.p.spare, z.p.pool, z.p.poolABI.PackCommitCanaries([][32]byte{c}))
	}
	z.note(fmt.Sprintf("create job (policy %s size %d, resolver %v, backup %v, canary %v)", pol.pol.Mode, pol.pol.Size, j.resolver != nil, j.backup != nil, j.canary))
	budget := int64(1_000 + z.rng.IntN(20_000))
	r := z.p.Transact(t, z.p.client, z.p.Escrow, z.p.EscrowABI.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: z.p.provider.Address,
		Evaluators: []common.Address{pol.seats.Evaluators}, Quorum: 1, ExpiredAt: z.p.expiry(t, 7*86400), Budget: big.NewInt(budget), Description: "pool fuzz job"}, terms))
	j.id = jobIDOf(t, z.p.fixture, r)
	j.terms = settlement.Terms{Policy: settlement.Policy(terms.Policy), TierCount: terms.TierCount, Tiers: terms.Tiers}
	z.jobs = append(z.jobs, j)
	z.count("create", true)
	return r
}

// appoint moves a job's evaluator appointment on: a random draw, a mutual proposal, or a probation appointment.
func (z *poolFuzzer) appoint(t testing.TB) *types.Receipt {
	j := z.job()
	if j == nil {
		return nil
	}
	if _, done := z.mirror.Assignment(j.pol.seats.Evaluators, j.id); done && z.rng.IntN(4) > 0 {
		return nil // mostly skip the appointed: the next call tries again (refused: AlreadyAssigned)
	}
	switch j.pol.pol.Mode {
	case settlement.SelectProbation:
		return z.appointProbation(t, j)
	case settlement.SelectMutual:
		now := z.p.Now(t)
		roundsUsed := j.clientRounds >= j.pol.pol.Rounds && j.provRounds >= j.pol.pol.Rounds
		if j.opened && (roundsUsed || now >= j.deadline) {
			return z.drawFor(t, j, j.pol, settlement.SeatEvaluators, j.pol.seats.Evaluators)
		}
		return z.propose(t, j)
	}
	return z.drawFor(t, j, j.pol, settlement.SeatEvaluators, j.pol.seats.Evaluators)
}

func (z *poolFuzzer) randomChoice(size int, probation bool) []common.Address {
	var cands []common.Address
	for _, e := range z.evs {
		s := z.mirror.Entry(e.Address, z.p.service).Status
		if s == settlement.PoolQualified || (probation && s == settlement.PoolProbation) || z.rng.IntN(15) == 0 {
			cands = append(cands, e.Address)
		}
	}
	z.rng.Shuffle(len(cands), func(a, b int) { cands[a], cands[b] = cands[b], cands[a] })
	if z.honest {
		slices.SortStableFunc(cands, func(a, b common.Address) int {
			return int(z.mirror.Entry(a, z.p.service).Status) - int(z.mirror.Entry(b, z.p.service).Status)
		})
	}
	if len(cands) > size {
		cands = cands[:size]
	}
	return cands
}

func (z *poolFuzzer) appointProbation(t testing.TB, j *pfJob) *types.Receipt {
	evs := z.randomChoice(int(j.pol.pol.Size), true)
	z.note(fmt.Sprintf("appointProbation job %s %v", j.id, short(evs)))
	cj := z.chainJob(t, j)
	r, why := z.try(z.p.spare, z.p.pool, z.p.poolABI.PackAppointProbation(j.pol.seats.Evaluators, j.id, evs))
	var err error
	if _, done := z.mirror.Assignment(j.pol.seats.Evaluators, j.id); done {
		err = fmt.Errorf("already assigned")
	} else if cj.Status != stFunded && cj.Status != stSubmitted {
		err = fmt.Errorf("job status %d", cj.Status)
	} else if cj.BackupActive {
		err = fmt.Errorf("the backup is active: only the backup seat appoints")
	} else {
		err = z.mirror.CheckChosen(j.pol.pol, evs, z.p.client.Address, z.p.provider.Address, true)
	}
	z.agree(t, "appointProbation", why, err)
	if r != nil {
		z.assigned(t, r, j, j.pol, settlement.SeatEvaluators, j.pol.seats.Evaluators, evs, [32]byte{})
	}
	return r
}

func (z *poolFuzzer) propose(t testing.TB, j *pfJob) *types.Receipt {
	byClient := z.rng.IntN(2) == 0
	from := z.p.provider
	other := j.clientProp
	if byClient {
		from, other = z.p.client, j.provProp
	}
	evs := z.randomChoice(int(j.pol.pol.Size), false)
	if other != nil && z.rng.IntN(2) == 0 {
		evs = slices.Clone(other)
	}
	z.note(fmt.Sprintf("propose job %s by client=%v %v", j.id, byClient, short(evs)))
	cj := z.chainJob(t, j)
	r, why := z.try(from, z.p.pool, z.p.poolABI.PackPropose(j.pol.seats.Evaluators, j.id, evs))
	z.count("propose", r != nil)
	if r == nil {
		// Refusals the mirror decides must be refusals on chain too; the negotiation's own refusals are the contract's.
		if (cj.Status == stFunded || cj.Status == stSubmitted) && !cj.BackupActive {
			if _, done := z.mirror.Assignment(j.pol.seats.Evaluators, j.id); !done && z.mirror.CheckChosen(j.pol.pol, evs, z.p.client.Address, z.p.provider.Address, false) == nil &&
				(!j.opened || z.p.Now(t)+1 < j.deadline) && ((byClient && j.clientRounds < j.pol.pol.Rounds) || (!byClient && j.provRounds < j.pol.pol.Rounds)) {
				z.fail(t, "propose refused (%s) though the mirror accepts it", why)
			}
		}
		return nil
	}
	if err := z.mirror.CheckChosen(j.pol.pol, evs, z.p.client.Address, z.p.provider.Address, false); err != nil {
		z.fail(t, "propose accepted on chain, mirror: %v", err)
	}
	for _, l := range r.Logs {
		if ev, err := z.p.poolABI.UnpackNegotiationOpenedEvent(l); err == nil {
			j.opened, j.deadline = true, ev.Deadline.Uint64()
		}
	}
	if byClient {
		j.clientRounds++
		j.clientProp = evs
	} else {
		j.provRounds++
		j.provProp = evs
	}
	match := other != nil && slices.Equal(other, evs)
	if got := z.assigned(t, r, j, j.pol, settlement.SeatEvaluators, j.pol.seats.Evaluators, evs, [32]byte{}); got != match {
		z.fail(t, "propose: appointed %v, the proposals match %v", got, match)
	}
	return r
}

// drawFor requests and makes a random draw for a seat (opening a mutual negotiation first when needed) and
// checks the drawn evaluators are settlement.PoolMirror.Pick's with the seed of the block hash.
func (z *poolFuzzer) drawFor(t testing.TB, j *pfJob, pol *pfPolicy, role settlement.SeatRole, seat common.Address) *types.Receipt {
	z.note(fmt.Sprintf("draw job %s role %s", j.id, role))
	r, why := z.try(z.p.stranger, z.p.pool, z.p.poolABI.PackRequestDraw(seat, j.id))
	z.count("requestDraw", r != nil)
	requestBlock := j.requested[seat]
	if r == nil {
		// A standing request (its draw was refused before): draw on it.
		if !strings.Contains(why, "DrawPending") || requestBlock == 0 {
			if !strings.Contains(why, "NotForSeat") && !strings.Contains(why, "AlreadyAssigned") && !strings.Contains(why, "NegotiationOpen") {
				z.fail(t, "requestDraw refused: %s", why)
			}
			return nil
		}
	} else {
		for _, l := range r.Logs {
			if ev, err := z.p.poolABI.UnpackNegotiationOpenedEvent(l); err == nil {
				j.opened, j.deadline = true, ev.Deadline.Uint64()
				return r // a mutual seat's first request opens the negotiation
			}
		}
		requestBlock = r.BlockNumber.Uint64()
		j.requested[seat] = requestBlock
		z.p.Backend.Commit()
		z.p.Backend.Commit()
	}
	h, err := z.p.Client.HeaderByNumber(context.Background(), new(big.Int).SetUint64(requestBlock+1))
	if err != nil {
		t.Fatal(err)
	}
	seed := settlement.DrawSeed(h.Hash(), seat, j.id)
	cj := z.chainJob(t, j)
	var exclude []common.Address
	count := int(pol.pol.Size)
	if role != settlement.SeatEvaluators {
		exclude = callT(t, z.p.fixture, z.p.EscrowABI.PackEvaluatorsOf(j.id), z.p.EscrowABI.UnpackEvaluatorsOf)
		count = 1
	}
	tallyBefore := z.tally(t, j)
	want, perr := z.mirror.Pick(pol.pol, seed, count, cj.Client, cj.Provider, exclude)
	r, why = z.try(z.p.provider, z.p.pool, z.p.poolABI.PackDraw(seat, j.id))
	if r == nil {
		z.count("draw"+reason(why), false)
	}
	if r == nil && perr != nil && !strings.Contains(why, "NotEnoughEvaluators") {
		z.fail(t, "draw refused with %s, mirror: %v", why, perr)
	}
	if r == nil && perr == nil {
		// The escrow may refuse the appointment itself (the job moved on); anything else is a mismatch.
		if !strings.Contains(why, "InvalidStatus") && !strings.Contains(why, "NotForSeat") && !strings.Contains(why, "InvalidEvaluators") {
			z.fail(t, "draw refused with %s, mirror picks %v", why, short(want))
		}
	}
	z.agreeDraw(t, r, perr)
	if r == nil {
		return nil
	}
	if role == settlement.SeatBackup {
		if primary := z.mirror.EvaluatorsSeat(j.id); primary != (common.Address{}) {
			if err := z.mirror.Record(primary, j.id, tallyBefore, cj.SubmittedAt.Sign() != 0); err != nil {
				z.fail(t, "mirror record before the backup: %v", err)
			}
		}
	}
	if !z.assigned(t, r, j, pol, role, seat, want, seed) {
		z.fail(t, "draw without an Assigned event")
	}
	return r
}

func (z *poolFuzzer) agreeDraw(t testing.TB, r *types.Receipt, perr error) {
	t.Helper()
	z.count("draw", r != nil)
	if r != nil && perr != nil {
		z.fail(t, "draw succeeded on chain, mirror: %v", perr)
	}
}

// assigned checks the receipt's Assigned event against the expected evaluators and applies it to the mirror;
// false when the receipt has none.
func (z *poolFuzzer) assigned(t testing.TB, r *types.Receipt, j *pfJob, pol *pfPolicy, role settlement.SeatRole, seat common.Address, want []common.Address, seed [32]byte) bool {
	t.Helper()
	for _, l := range r.Logs {
		ev, err := z.p.poolABI.UnpackAssignedEvent(l)
		if err != nil {
			continue
		}
		if ev.Seat != seat || ev.JobId.Cmp(j.id) != 0 || ev.Role != uint8(role) || !slices.Equal(ev.Evaluators, want) || ev.Seed != seed {
			z.fail(t, "Assigned %s role %d %v seed %x; mirror: seat %s role %d %v seed %x", ev.Seat.Hex(), ev.Role, short(ev.Evaluators), ev.Seed,
				seat.Hex(), role, short(want), seed)
		}
		if err := z.mirror.Assign(seat, j.id, pol.pol, role, z.p.provider.Address, want); err != nil {
			z.fail(t, "mirror assign: %v", err)
		}
		got := callT(t, z.p.fixture, z.p.EscrowABI.PackEvaluatorsOf(j.id), z.p.EscrowABI.UnpackEvaluatorsOf)
		if role != settlement.SeatResolver && !slices.Equal(got, want) {
			z.fail(t, "escrow's evaluators %v after the appointment of %v", short(got), short(want))
		}
		return true
	}
	return false
}

func (z *poolFuzzer) submit(t testing.TB) *types.Receipt {
	j := z.job()
	if j == nil {
		return nil
	}
	z.note("submit job " + j.id.String())
	r, _ := z.try(z.p.provider, z.p.Escrow, z.p.EscrowABI.PackSubmit(j.id, sha256.Sum256([]byte(j.content)), nil))
	z.count("submit", r != nil)
	return r
}

// scoreOne posts one appointed evaluator's (or the appointed backup's) signed result.
func (z *poolFuzzer) scoreOne(t testing.TB) *types.Receipt {
	j := z.job()
	if j == nil {
		return nil
	}
	cj := z.chainJob(t, j)
	if cj.Status != stSubmitted {
		return nil
	}
	evs := callT(t, z.p.fixture, z.p.EscrowABI.PackEvaluatorsOf(j.id), z.p.EscrowABI.UnpackEvaluatorsOf)
	if j.backup != nil {
		if a, ok := z.mirror.Assignment(j.backup.seats.Backup, j.id); ok {
			evs = a.Evaluators
		}
	}
	by := z.account(evs[z.rng.IntN(len(evs))])
	if by == nil {
		return nil // the seat itself: not appointed yet
	}
	score := uint16(z.rng.IntN(10_001))
	passed := z.rng.IntN(4) > 0
	if j.canary && z.honest {
		score, passed = j.expScore, j.expPassed
	} else if j.canary && z.rng.IntN(8) > 0 { // mostly near the known answer, within the tolerance
		score = uint16(min(10_000, max(0, int(j.expScore)+z.rng.IntN(1800)-900)))
		passed = j.expPassed != (z.rng.IntN(12) == 0)
	} else if z.rng.IntN(2) == 0 { // an honest real job: a high score
		score, passed = uint16(8000+z.rng.IntN(2001)), true
	}
	res := z.p.result(t, j.id, score)
	res.Passed = passed
	z.note(fmt.Sprintf("score job %s by %s: %d passed=%v", j.id, by.Address.Hex()[:8], score, passed))
	r, why := z.try(z.p.stranger, z.p.Escrow, z.p.EscrowABI.PackSubmitResult(res, by.Address, z.p.sign(t, by, res)))
	z.count("score"+reason(why), r != nil)
	return r
}

func (z *poolFuzzer) finalize(t testing.TB) *types.Receipt {
	j := z.job()
	if j == nil {
		return nil
	}
	z.note("finalize job " + j.id.String())
	r, _ := z.try(z.p.stranger, z.p.Escrow, z.p.EscrowABI.PackFinalize(j.id))
	z.count("finalize", r != nil)
	return r
}

func (z *poolFuzzer) challenge(t testing.TB) *types.Receipt {
	j := z.job()
	if j == nil || j.resolver == nil {
		return nil
	}
	z.note("challenge job " + j.id.String())
	r, _ := z.try(z.p.client, z.p.Escrow, z.p.EscrowABI.PackChallenge(j.id, [32]byte{1}))
	z.count("challenge", r != nil)
	return r
}

// resolverOrBackupDraw draws the resolver of a disputed job or the backup of one whose backup is active.
func (z *poolFuzzer) resolverOrBackupDraw(t testing.TB) *types.Receipt {
	j := z.job()
	if j == nil {
		return nil
	}
	cj := z.chainJob(t, j)
	switch {
	case cj.Status == stDisputed && j.resolver != nil:
		return z.drawFor(t, j, j.resolver, settlement.SeatResolver, j.resolver.seats.Resolver)
	case cj.BackupActive && j.backup != nil:
		return z.drawFor(t, j, j.backup, settlement.SeatBackup, j.backup.seats.Backup)
	}
	return nil
}

func (z *poolFuzzer) resolve(t testing.TB) *types.Receipt {
	j := z.job()
	if j == nil || j.resolver == nil {
		return nil
	}
	seat := j.resolver.seats.Resolver
	a, ok := z.mirror.Assignment(seat, j.id)
	if !ok {
		return nil
	}
	resolver := z.account(a.Evaluators[0])
	bps := uint16(z.rng.IntN(10_001))
	z.note(fmt.Sprintf("resolve job %s by %s: %d", j.id, resolver.Address.Hex()[:8], bps))
	cj := z.chainJob(t, j)
	tally := z.tally(t, j)
	r, why := z.try(resolver, z.p.pool, z.p.poolABI.PackResolve(seat, j.id, bps, [32]byte{2}))
	z.count("resolve"+reason(why), r != nil)
	if r == nil {
		if cj.Status == stDisputed && !a.Recorded && z.p.Now(t)+1 < cj.Deadline.Uint64() {
			z.fail(t, "resolve refused in a standing dispute: %s", why)
		}
		return nil
	}
	pb := func(tl *big.Int) uint16 { return settlement.PoolPolicyBps(j.terms, cj.Score, tl) }
	slashes, err := z.mirror.Resolve(seat, j.id, resolver.Address, bps, tally, cj.SubmittedAt.Sign() != 0, pb, cj.Client, cj.Provider)
	if err != nil {
		z.fail(t, "resolve accepted on chain, mirror: %v", err)
	}
	z.check(t, r, slashes)
	return nil
}

func (z *poolFuzzer) record(t testing.TB) *types.Receipt {
	j := z.job()
	if j == nil {
		return nil
	}
	seat, role := j.pol.seats.Evaluators, settlement.SeatEvaluators
	forced := z.forcedSeat
	z.forcedSeat = common.Address{}
	switch n := z.rng.IntN(4); {
	case forced != (common.Address{}):
		seat = forced
		if j.backup != nil && forced == j.backup.seats.Backup {
			role = settlement.SeatBackup
		}
		if j.resolver != nil && forced == j.resolver.seats.Resolver {
			role = settlement.SeatResolver
		}
	case n == 2 && j.backup != nil:
		seat, role = j.backup.seats.Backup, settlement.SeatBackup
	case n == 3 && j.resolver != nil:
		seat, role = j.resolver.seats.Resolver, settlement.SeatResolver
	}
	z.note(fmt.Sprintf("record job %s seat %s", j.id, role))
	cj := z.chainJob(t, j)
	tally := z.tally(t, j)
	r, why := z.try(z.p.stranger, z.p.pool, z.p.poolABI.PackRecord(seat, j.id))
	trial := z.mirror.Clone()
	var err error
	if role == settlement.SeatResolver {
		if cj.Status == stDisputed {
			err = fmt.Errorf("disputed")
		} else {
			err = trial.RecordResolver(seat, j.id)
		}
	} else if cj.Status < stCompleted {
		err = fmt.Errorf("status %d", cj.Status)
	} else {
		err = trial.Record(seat, j.id, tally, cj.SubmittedAt.Sign() != 0)
	}
	z.agree(t, "record", why, err)
	if r != nil {
		z.mirror = trial
	}
	return r
}

func (z *poolFuzzer) reveal(t testing.TB) *types.Receipt {
	j := z.job()
	if j == nil || !j.canary {
		return nil
	}
	seat := j.pol.seats.Evaluators
	z.note(fmt.Sprintf("revealCanary job %s (%d, %v)", j.id, j.expScore, j.expPassed))
	cj := z.chainJob(t, j)
	tally := z.tally(t, j)
	r, why := z.try(z.p.spare, z.p.pool, z.p.poolABI.PackRevealCanary(seat, j.id, j.expScore, j.expPassed, j.salt))
	z.count("revealCanary", r != nil)
	_, assigned := z.mirror.Assignment(seat, j.id)
	if r == nil {
		if cj.Status >= stCompleted && assigned && !strings.Contains(why, "CanaryRevealed") && !strings.Contains(why, "UnknownCanary") {
			z.fail(t, "revealCanary refused: %s", why)
		}
		return nil
	}
	slashes, err := z.mirror.RevealCanary(seat, j.id, j.expScore, j.expPassed, tally, cj.SubmittedAt.Sign() != 0, z.blockTime(t, r))
	if err != nil {
		z.fail(t, "revealCanary accepted on chain, mirror: %v", err)
	}
	z.check(t, r, slashes)
	return nil
}

// reason is a refusal's error name for the statistics ("" for a success).
func reason(why string) string {
	if why == "" {
		return ""
	}
	for _, f := range strings.FieldsFunc(why, func(r rune) bool { return r == ' ' || r == '(' || r == ':' }) {
		if len(f) > 3 && f[0] >= 'A' && f[0] <= 'Z' {
			return ":" + f
		}
	}
	return ":other"
}

func short(as []common.Address) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.Hex()[:8]
	}
	return out
}

// check compares chain and mirror after a step: every entry, the qualified list in order, the pool's balance
// against the stakes, the token's total supply across every holder, and the receipt's slashes against
// `slashes` (the mirror's for that receipt; none for any other action), none ever to the canary operator or
// an admin.
func (z *poolFuzzer) check(t testing.TB, r *types.Receipt, slashes []settlement.PoolSlash) {
	t.Helper()
	p := z.p
	if r != nil {
		var got []settlement.PoolSlash
		for _, l := range r.Logs {
			if ev, err := p.poolABI.UnpackSlashedEvent(l); err == nil {
				got = append(got, settlement.PoolSlash{Evaluator: ev.Evaluator, ServiceType: ev.ServiceType, Amount: ev.Amount, To: ev.To,
					Reason: string(bytes.TrimRight(ev.Reason[:], "\x00"))})
				if z.admins[ev.To] || ev.To == ev.Evaluator {
					z.fail(t, "slash of %s went to %s", ev.Amount, ev.To.Hex())
				}
			}
		}
		if len(got) != len(slashes) {
			z.fail(t, "slashes on chain %+v, mirror %+v", got, slashes)
		}
		for i := range got {
			s := slashes[i]
			if got[i].Evaluator != s.Evaluator || got[i].ServiceType != s.ServiceType || got[i].Amount.Cmp(s.Amount) != 0 || got[i].To != s.To || got[i].Reason != s.Reason {
				z.fail(t, "slash %d on chain %+v, mirror %+v", i, got[i], s)
			}
			z.count("slash:"+s.Reason, true)
		}
	}
	for _, e := range z.evs {
		c := chaintest.Call(t, p.Env, p.pool, p.poolABI.PackEntry(e.Address, p.service), p.poolABI.UnpackEntry)
		m := z.mirror.Entry(e.Address, p.service)
		if c.Stake.Cmp(m.Stake) != 0 || c.Status != uint8(m.Status) || c.Evaluations != m.Evaluations || c.CanaryWindow != m.CanaryWindow ||
			c.CanaryCount != m.CanaryCount || c.ListIndex != m.ListIndex || c.OpenJobs != m.OpenJobs || c.LeaveAt.Uint64() != m.LeaveAt ||
			c.DeviationSum != m.DeviationSum || c.DeviationSamples != m.DeviationSamples || c.CanaryPasses != m.CanaryPasses ||
			c.CanaryMisses != m.CanaryMisses || c.Silences != m.Silences {
			z.fail(t, "entry of %s: chain %+v, mirror %+v", e.Address.Hex(), c, m)
		}
		if q := m.Qualified(z.mirror.Rules()); (m.Status == settlement.PoolQualified) != q && (m.Status == settlement.PoolQualified || m.Status == settlement.PoolProbation) {
			z.fail(t, "entry of %s has status %d but Qualified()=%v", e.Address.Hex(), m.Status, q)
		}
	}
	got := chaintest.Call(t, p.Env, p.pool, p.poolABI.PackQualified(p.service), p.poolABI.UnpackQualified)
	if want := z.mirror.Qualified(p.service); !slices.Equal(got, want) {
		z.fail(t, "qualified list: chain %v, mirror %v", short(got), short(want))
	}
	if bal, held := p.TokenBalance(t, p.pool), z.mirror.Held(); bal.Cmp(held) != 0 {
		z.fail(t, "pool holds %s, the entries' stakes sum to %s", bal, held)
	}
	if bal := p.TokenBalance(t, p.spare.Address); bal.Cmp(z.opBal) != 0 {
		z.fail(t, "canary operator's balance moved: %s -> %s", z.opBal, bal)
	}
	if z.steps%8 == 0 {
		sum := new(big.Int)
		for _, h := range z.holders {
			sum.Add(sum, p.TokenBalance(t, h))
		}
		if sum.Cmp(z.supply) != 0 {
			z.fail(t, "tokens across every holder %s, total supply %s", sum, z.supply)
		}
	}
}

// runPoolSequences runs `count` sequences of 10-30 random actions on one chain, then checks the escrow's
// solvency (its balance against what its events say it owes).
func runPoolSequences(t testing.TB, seed uint64, count int) {
	z := newPoolFuzzer(t, seed)
	start := time.Now()
	chains, steps := 1, 0
	for s := 0; s < count; s++ {
		// A removed entry never comes back under its address: once most are removed, go on on a fresh chain.
		removed := 0
		for _, e := range z.evs {
			if z.mirror.Entry(e.Address, z.p.service).Status == settlement.PoolRemoved {
				removed++
			}
		}
		if removed > len(z.evs)/2 {
			steps += z.steps
			stats := z.stats
			_ = z.p.Backend.Close()
			z = newPoolFuzzer(t, seed+uint64(1_000_003*chains))
			z.stats = stats
			chains++
		}
		z.log = append(z.log, fmt.Sprintf("--- sequence %d", s))
		n := 10 + z.rng.IntN(21)
		for i := 0; i < n; i++ {
			z.step(t)
		}
		if bal, owed := z.p.TokenBalance(t, z.p.Escrow), z.ledger.update(t, z.p.fixture); bal.Cmp(owed) != 0 {
			z.fail(t, "escrow holds %s, owes %s", bal, owed)
		}
		if (s+1)%500 == 0 {
			t.Logf("%d sequences, %d steps, %s", s+1, z.steps, time.Since(start).Round(time.Second))
		}
	}
	var st [5]int
	for _, e := range z.evs {
		st[z.mirror.Entry(e.Address, z.p.service).Status]++
	}
	t.Logf("%d sequences, %d steps on %d chains in %s; last chain: %d jobs, %d policies, entries None..Removed %v; all invariants held",
		count, steps+z.steps, chains, time.Since(start).Round(time.Millisecond), len(z.jobs), len(z.policies), st)
	t.Logf("per action [succeeded refused]: %v", z.stats)
}

// TestPoolInvariants runs random sequences of pool actions (registration, stakes, resignation, withdrawal,
// policies, draws, mutual proposals, probation appointments, results, settlement, records, canaries,
// disputes resolved through the pool) on the simulated chain and after every step checks the contract
// against settlement.PoolMirror (every entry, the qualified list in order, every draw, every slash) and the
// money: the pool holds exactly the stakes, the token supply is conserved, no slash reaches the canary
// operator or an admin. ASA_INVARIANT_SEQUENCES sets the count (default 20; `make fuzz` runs 10,000);
// ASA_INVARIANT_SEED replays a run.
func TestPoolInvariants(t *testing.T) {
	total := 20
	if v := os.Getenv(SequencesEnv); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			t.Fatalf("%s=%q: want a positive integer", SequencesEnv, v)
		}
		total = n
	}
	seed := rand.Uint64()
	if v := os.Getenv(SeedEnv); v != "" {
		s, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("%s=%q: %v", SeedEnv, v, err)
		}
		seed = s
	}
	workers := min(runtime.GOMAXPROCS(0), 4, total)
	t.Logf("%d sequences on %d chains, seed %d (replay with %s=%d)", total, workers, seed, SeedEnv, seed)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		count := total / workers
		if w < total%workers {
			count++
		}
		wg.Add(1)
		go func(w, count int) {
			defer wg.Done()
			t.Run(fmt.Sprintf("chain%d", w), func(t *testing.T) { runPoolSequences(t, seed+uint64(w), count) })
		}(w, count)
	}
	wg.Wait()
}
