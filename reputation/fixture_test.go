package reputation

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// history writes escrow logs as the contract encodes them (packed with the escrow's ABI), one block per
// step, at chosen chain times.
type history struct {
	t      testing.TB
	abi    abi.ABI
	escrow common.Address
	block  uint64
	time   uint64
	index  uint
	events []Event
}

const day = 24 * 60 * 60

// base is the chain time of day 0 of the fixture.
const base = 1_700_000_000

func newHistory(t testing.TB, escrow common.Address) *history {
	return &history{t: t, abi: bindings.NewAsaEscrow().GetABI(), escrow: escrow, block: 100}
}

// at starts a new block at the given fixture day plus seconds.
func (h *history) at(d, seconds uint64) *history {
	h.block++
	h.time = base + d*day + seconds
	h.index = 0
	return h
}

// emit appends one log of the named event with its arguments in declaration order.
func (h *history) emit(name string, args ...any) *history {
	h.t.Helper()
	ev, ok := h.abi.Events[name]
	if !ok {
		h.t.Fatalf("no event %s", name)
	}
	if len(args) != len(ev.Inputs) {
		h.t.Fatalf("%s takes %d arguments, got %d", name, len(ev.Inputs), len(args))
	}
	topics := []common.Hash{ev.ID}
	var data []any
	for i, in := range ev.Inputs {
		if in.Indexed {
			tt, err := abi.MakeTopics([]any{args[i]})
			if err != nil {
				h.t.Fatalf("%s topic %s: %v", name, in.Name, err)
			}
			topics = append(topics, tt[0][0])
		} else {
			data = append(data, args[i])
		}
	}
	packed, err := ev.Inputs.NonIndexed().Pack(data...)
	if err != nil {
		h.t.Fatalf("%s data: %v", name, err)
	}
	lg := types.Log{Address: h.escrow, Topics: topics, Data: packed, BlockNumber: h.block, Index: h.index, BlockHash: common.BigToHash(new(big.Int).SetUint64(h.block))}
	h.index++
	h.events = append(h.events, Event{Log: lg, Time: h.time})
	return h
}

func (h *history) ledger(asOfDay uint64) *Ledger { return h.ledgerAt(base + asOfDay*day) }

// ledgerAt applies the events up to chain time asOf and sets the as-of block right after the last one.
func (h *history) ledgerAt(asOf uint64) *Ledger {
	h.t.Helper()
	l := NewLedger(h.escrow)
	var last uint64
	for _, ev := range h.events {
		if ev.Time > asOf {
			break
		}
		if err := l.Apply(ev); err != nil {
			h.t.Fatal(err)
		}
		last = ev.Log.BlockNumber
	}
	if err := l.AdvanceTo(BlockRef{Number: last + 1, Hash: common.HexToHash("0xa5"), Time: asOf}); err != nil {
		h.t.Fatal(err)
	}
	return l
}

var (
	escrowAddr = common.HexToAddress("0xE5C0000000000000000000000000000000000001")
	client     = common.HexToAddress("0xC100000000000000000000000000000000000001")
	provider   = common.HexToAddress("0xB000000000000000000000000000000000000001")
	provider2  = common.HexToAddress("0xB000000000000000000000000000000000000002")
	eval1      = common.HexToAddress("0xE100000000000000000000000000000000000001")
	eval2      = common.HexToAddress("0xE100000000000000000000000000000000000002")
	eval3      = common.HexToAddress("0xE100000000000000000000000000000000000003")
	backupEval = common.HexToAddress("0xBAC0000000000000000000000000000000000001")
	resolver   = common.HexToAddress("0x5E50000000000000000000000000000000000001")
)

// The JobStatus and Action values the fixture emits.
const (
	stOpen, stFunded, stSubmitted, stDisputed = uint8(0), uint8(1), uint8(2), uint8(7)
	actPolicy, actSplit, actReturn, actHold   = uint8(0), uint8(1), uint8(2), uint8(4)
)

func packTiers(t testing.TB, tiers ...settlement.Tier) *big.Int {
	p, err := settlement.PackTiers(tiers)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// fixtureTerms are the three terms of the fixture:
//
//	1: graduated 90->100 %, 75->85 %, 60->50 %, dispute threshold 60, backup evaluator: pass threshold 6000
//	2: continuous, no dispute threshold, silence returns to the client: pass threshold 1
//	3: pass/fail at 75 (one tier 75 -> 100 %), provider acceptance required: pass threshold 7500
func fixtureTerms(t testing.TB) map[uint64]settlement.Terms {
	return map[uint64]settlement.Terms{
		1: {Policy: settlement.PolicyGraduated, TierCount: 3, SilenceAction: settlement.ActionHoldForBackupEvaluator,
			FallbackAction: settlement.ActionSplit5050, DisputeDefault: settlement.ActionPolicyOutcome, DisputeThreshold: 6000,
			FundTimeout: day, EvaluateTimeout: 3600, BackupTimeout: 3600, ChallengeWindow: 7200, DisputeTimeout: 3 * day,
			BackupEvaluator: backupEval, Resolver: resolver,
			Tiers: packTiers(t, settlement.Tier{MinScore: 9000, ReleaseBps: 10000}, settlement.Tier{MinScore: 7500, ReleaseBps: 8500}, settlement.Tier{MinScore: 6000, ReleaseBps: 5000})},
		2: {Policy: settlement.PolicyContinuous, SilenceAction: settlement.ActionReturnToClient, FallbackAction: settlement.ActionReturnToClient,
			FundTimeout: day, EvaluateTimeout: 3600, ChallengeWindow: 7200, Tiers: new(big.Int)},
		3: {Policy: settlement.PolicyGraduated, TierCount: 1, SilenceAction: settlement.ActionSplit5050, FallbackAction: settlement.ActionSplit5050,
			AcceptanceRequired: true, FundTimeout: day, EvaluateTimeout: 7200, ChallengeWindow: 7200,
			Tiers: packTiers(t, settlement.Tier{MinScore: 7500, ReleaseBps: 10000})},
	}
}

func b(v uint64) *big.Int { return new(big.Int).SetUint64(v) }

var zeroHash [32]byte

// fixture is a hand-written escrow history (see the table in TestFixtureFigures), as of day 200.
func fixture(t testing.TB) *history {
	h := newHistory(t, escrowAddr)
	terms := fixtureTerms(t)
	h.at(0, 0)
	for id := uint64(1); id <= 3; id++ {
		h.emit("TermsRegistered", id, [32]byte{byte(id)}, onchain.Terms(terms[id]))
	}
	budget := b(5_000_000)
	create := func(id, createdDay uint64, who common.Address, termsID uint64, evaluators []common.Address, quorum uint8, funded bool) {
		h.at(createdDay, 0).
			emit("JobCreated", b(id), client, who, evaluators[0], b(base+(createdDay+2)*day)).
			emit("AsaJobCreated", b(id), termsID, termsID, evaluators, quorum, budget, zeroHash, "job")
		if funded {
			h.emit("JobFunded", b(id), client, budget)
		}
	}
	one := func(e common.Address) []common.Address { return []common.Address{e} }
	settle := func(id uint64, bps uint16) { h.emit("JobSettled", b(id), bps, b(0), b(0), b(0)) }

	// Job 1, day 10: 86.10 -> 85 %.
	create(1, 10, provider, 1, one(eval1), 1, true)
	h.at(10, 600).emit("JobSubmitted", b(1), provider, [32]byte{1})
	h.at(10, 900).emit("ResultAccepted", b(1), eval1, uint16(8610), true, zeroHash, zeroHash).emit("JobVerified", b(1), uint16(8610), uint16(8610), true, b(0))
	h.at(10, 9000)
	settle(1, 8500)

	// Job 2, day 150: 55.00, below the dispute threshold: automatic dispute, policy default (0 %).
	create(2, 150, provider, 1, one(eval1), 1, true)
	h.at(150, 600).emit("JobSubmitted", b(2), provider, [32]byte{2})
	h.at(150, 900).emit("ResultAccepted", b(2), eval1, uint16(5500), true, zeroHash, zeroHash).emit("JobVerified", b(2), uint16(5500), uint16(5500), true, b(0))
	h.at(150, 9000).emit("DisputeFiled", b(2), common.Address{}, true, b(0), zeroHash)
	h.at(154, 0).emit("DeadManTriggered", b(2), stDisputed, actPolicy)
	settle(2, 0)

	// Job 11, day 170 (exactly the 30-day window's start): pass/fail at 75, accepted, 74.00 -> 0 %.
	h.at(170, 0).
		emit("AcceptanceRequired", b(11), provider, b(0), zeroHash, zeroHash).
		emit("JobCreated", b(11), client, provider, eval1, b(base+172*day)).
		emit("AsaJobCreated", b(11), uint64(3), uint64(3), one(eval1), uint8(1), budget, zeroHash, "job").
		emit("JobFunded", b(11), client, budget)
	h.at(170, 60).emit("JobAccepted", b(11), provider, zeroHash, b(0), b(0))
	h.at(170, 600).emit("JobSubmitted", b(11), provider, [32]byte{11})
	h.at(170, 900).emit("ResultAccepted", b(11), eval1, uint16(7400), true, zeroHash, zeroHash).emit("JobVerified", b(11), uint16(7400), uint16(7400), true, b(0))
	h.at(170, 9000)
	settle(11, 0)

	// Job 10, day 180: another provider; evaluator 1 scores 90.00 -> 100 %.
	create(10, 180, provider2, 1, one(eval1), 1, true)
	h.at(180, 600).emit("JobSubmitted", b(10), provider2, [32]byte{10})
	h.at(180, 900).emit("ResultAccepted", b(10), eval1, uint16(9000), true, zeroHash, zeroHash).emit("JobVerified", b(10), uint16(9000), uint16(9000), true, b(0))
	h.at(180, 9000)
	settle(10, 10000)

	// Job 3, day 185: continuous, 2 of 3; evaluators 1 and 2 post, 3 is silent; median 75.00.
	create(3, 185, provider, 2, []common.Address{eval1, eval2, eval3}, 2, true)
	h.at(185, 600).emit("JobSubmitted", b(3), provider, [32]byte{3})
	h.at(185, 700).emit("ResultAccepted", b(3), eval1, uint16(7000), true, zeroHash, zeroHash)
	h.at(185, 800).emit("ResultAccepted", b(3), eval2, uint16(8000), true, zeroHash, zeroHash)
	h.at(185, 4200).emit("JobVerified", b(3), uint16(7500), uint16(7500), true, b(0))
	h.at(185, 12000)
	settle(3, 7500)

	// Job 4, day 190: evaluator 2 silent, the backup evaluator scores 95.00 -> 100 %.
	create(4, 190, provider, 1, one(eval2), 1, true)
	h.at(190, 600).emit("JobSubmitted", b(4), provider, [32]byte{4})
	h.at(190, 4200).emit("DeadManTriggered", b(4), stSubmitted, actHold).emit("BackupEvaluatorActivated", b(4), backupEval, b(base+190*day+7800))
	h.at(190, 5000).emit("ResultAccepted", b(4), backupEval, uint16(9500), true, zeroHash, zeroHash).emit("JobVerified", b(4), uint16(9500), uint16(9500), true, b(0))
	h.at(190, 13000)
	settle(4, 10000)

	// Job 5, day 195: funded, never delivered; expired on day 197.
	create(5, 195, provider, 1, one(eval1), 1, true)
	// Job 6, day 196: budget in but never accepted: closed while open on day 197, never started.
	h.at(196, 0).
		emit("AcceptanceRequired", b(6), provider, b(1), zeroHash, zeroHash).
		emit("JobCreated", b(6), client, provider, eval1, b(base+198*day)).
		emit("AsaJobCreated", b(6), uint64(3), uint64(3), one(eval1), uint8(1), budget, zeroHash, "job")
	h.at(196, 60).emit("JobFunded", b(6), client, budget)
	h.at(197, 0).emit("DeadManTriggered", b(5), stFunded, actReturn).emit("JobExpired", b(5))
	settle(5, 0)
	h.at(197, 1).emit("DeadManTriggered", b(6), stOpen, actReturn).emit("JobExpired", b(6))
	settle(6, 0)

	// Job 7, day 198: delivered; the evaluator's hour passed by day 200 and nobody triggered the dead-man.
	create(7, 198, provider, 2, one(eval1), 1, true)
	h.at(198, 600).emit("JobSubmitted", b(7), provider, [32]byte{7})

	// Job 8, day 199: funded, delivery due on day 201 (after the as-of time).
	create(8, 199, provider, 1, one(eval1), 1, true)

	// Job 9, day 199: a plain ERC-8183 job with the same provider: not counted.
	h.at(199, 100).emit("JobCreated", b(9), client, provider, eval1, b(base+201*day)).emit("JobFunded", b(9), client, budget)
	return h
}

// TestFixtureFigures checks the figures of a hand-written history against values computed by hand.
//
// Windows as of day 200: 30 days from day 170 (inclusive), 90 days from day 110.
// Provider jobs: 1 (day 10), 2 (150), 11 (170), 3 (185), 4 (190), 5 (195), 6 (196), 7 (198), 8 (199).
//
//	job  score pass? dispute settled(bps) delivery  silence
//	1    8610  yes   -       8500         on time   -
//	2    5500  no    yes     0            on time   -
//	11   7400  no(75)-       0            on time   -
//	3    7500  yes   -       7500         on time   - (quorum met; evaluator 3 silent)
//	4    9500  yes   -       10000        on time   yes (evaluator 2; backup scored)
//	5    -     -     -       0            late      -
//	6    -     -     -       (not started) -        -
//	7    -     -     -       -            on time   yes (deadline passed, not triggered)
//	8    -     -     -       -            not due   -
func TestFixtureFigures(t *testing.T) {
	l := fixture(t).ledger(200)
	cases := []struct {
		who  common.Address
		role Role
		w    Window
		want Figures
	}{
		{provider, RoleProvider, AllTime, Figures{Jobs: 9, Scored: 5, Passed: 3, CompositeSum: 8610 + 5500 + 7400 + 7500 + 9500,
			Settled: 6, ReleasedBpsSum: 8500 + 0 + 0 + 7500 + 10000 + 0, Disputed: 1, DeliveryDue: 7, DeliveredOnTime: 6, Silences: 2}},
		{provider, RoleProvider, Last90, Figures{Jobs: 8, Scored: 4, Passed: 2, CompositeSum: 5500 + 7400 + 7500 + 9500,
			Settled: 5, ReleasedBpsSum: 17500, Disputed: 1, DeliveryDue: 6, DeliveredOnTime: 5, Silences: 2}},
		{provider, RoleProvider, Last30, Figures{Jobs: 7, Scored: 3, Passed: 2, CompositeSum: 7400 + 7500 + 9500,
			Settled: 4, ReleasedBpsSum: 17500, Disputed: 0, DeliveryDue: 5, DeliveredOnTime: 4, Silences: 2}},
		{provider, RoleEvaluator, AllTime, Figures{}},
		{provider2, RoleProvider, AllTime, Figures{Jobs: 1, Scored: 1, Passed: 1, CompositeSum: 9000, Settled: 1, ReleasedBpsSum: 10000, DeliveryDue: 1, DeliveredOnTime: 1}},
		// Evaluator 1: listed on 1, 2, 11, 10, 3, 5, 6, 7, 8; scored 1, 2, 11, 10, 3; silent on 7.
		{eval1, RoleEvaluator, AllTime, Figures{Jobs: 9, Scored: 5, Passed: 3, CompositeSum: 8610 + 5500 + 7400 + 9000 + 7000,
			Settled: 5, ReleasedBpsSum: 8500 + 0 + 0 + 10000 + 7500, Disputed: 1, DeliveryDue: 6, DeliveredOnTime: 5, Silences: 1}},
		{eval1, RoleEvaluator, Last90, Figures{Jobs: 8, Scored: 4, Passed: 2, CompositeSum: 5500 + 7400 + 9000 + 7000,
			Settled: 4, ReleasedBpsSum: 17500, Disputed: 1, DeliveryDue: 5, DeliveredOnTime: 4, Silences: 1}},
		{eval1, RoleEvaluator, Last30, Figures{Jobs: 7, Scored: 3, Passed: 2, CompositeSum: 7400 + 9000 + 7000,
			Settled: 3, ReleasedBpsSum: 17500, DeliveryDue: 4, DeliveredOnTime: 3, Silences: 1}},
		{eval1, RoleProvider, AllTime, Figures{}},
		// Evaluator 2: scored job 3 (80.00), silent on job 4.
		{eval2, RoleEvaluator, Last30, Figures{Jobs: 2, Scored: 1, Passed: 1, CompositeSum: 8000, Settled: 1, ReleasedBpsSum: 7500, DeliveryDue: 2, DeliveredOnTime: 1, Silences: 1}},
		// Evaluator 3: silent on job 3 (closed by the others' quorum).
		{eval3, RoleEvaluator, AllTime, Figures{Jobs: 1, DeliveryDue: 1, Silences: 1}},
		// The backup evaluator: activated on job 4 only, scored 95.00.
		{backupEval, RoleEvaluator, Last30, Figures{Jobs: 1, Scored: 1, Passed: 1, CompositeSum: 9500, Settled: 1, ReleasedBpsSum: 10000, DeliveryDue: 1, DeliveredOnTime: 1}},
		{client, RoleProvider, AllTime, Figures{}},
	}
	for _, c := range cases {
		if got := l.Figures(c.who, c.role, c.w, nil); got != c.want {
			t.Errorf("%s as %s, %s:\n got %+v\nwant %+v", c.who, c.role, c.w, got, c.want)
		}
	}

	// Rates of the provider, all time: 3/5 passed, mean 77.02, mean released 26000/6 bps = 43.33 %,
	// disputes 1/5, on time 6/7 = 85.714... %.
	r := l.Figures(provider, RoleProvider, AllTime, nil).Rates().Strings()
	for name, got := range map[string]*string{"pass": r.PassRate, "composite": r.MeanComposite, "released": r.MeanReleasedShare, "dispute": r.DisputeRate, "on time": r.OnTimeRate} {
		want := map[string]string{"pass": "60.00", "composite": "77.02", "released": "43.33", "dispute": "20.00", "on time": "85.71"}[name]
		if got == nil || *got != want {
			t.Errorf("%s rate %v, want %s", name, got, want)
		}
	}
	if r := l.Figures(eval3, RoleEvaluator, AllTime, nil).Rates().Strings(); r.PassRate != nil || r.MeanComposite != nil || r.OnTimeRate == nil || *r.OnTimeRate != "0.00" {
		t.Errorf("evaluator 3 rates %+v: undefined rates must be nil, on time 0.00", r)
	}
}

// TestFixtureExclusion leaves job 4 out (its agreement keeps results to the parties).
func TestFixtureExclusion(t *testing.T) {
	l := fixture(t).ledger(200)
	got := l.Figures(provider, RoleProvider, AllTime, ExcludeIDs([]uint64{4}))
	want := Figures{Jobs: 8, Scored: 4, Passed: 2, CompositeSum: 8610 + 5500 + 7400 + 7500, Settled: 5, ReleasedBpsSum: 16000,
		Disputed: 1, DeliveryDue: 6, DeliveredOnTime: 5, Silences: 1}
	if got != want {
		t.Errorf("without job 4:\n got %+v\nwant %+v", got, want)
	}
	if got := l.Figures(backupEval, RoleEvaluator, AllTime, ExcludeIDs([]uint64{4})); got != (Figures{}) {
		t.Errorf("backup evaluator without job 4: %+v", got)
	}
	if jobs := l.JobsOf(provider); len(jobs) != 9 {
		t.Errorf("jobs of the provider %v (the plain job 9 is not an ASA job)", jobs)
	}
}

// TestFixtureTimePasses: the same history as of later days moves jobs out of windows and makes pending
// deadlines due.
func TestFixtureTimePasses(t *testing.T) {
	h := fixture(t)
	// Day 201: job 8's delivery deadline (day 201) has passed: due and late. Job 11 (day 170) has left the
	// 30-day window, which now starts on day 171.
	l := h.ledger(201)
	if f := l.Figures(provider, RoleProvider, AllTime, nil); f.DeliveryDue != 8 || f.DeliveredOnTime != 6 {
		t.Errorf("day 201, all time: due %d on time %d, want 8 and 6", f.DeliveryDue, f.DeliveredOnTime)
	}
	if f := l.Figures(provider, RoleProvider, Last30, nil); f.Jobs != 6 || f.DeliveryDue != 5 || f.DeliveredOnTime != 3 {
		t.Errorf("day 201, 30 days: %+v, want 6 jobs, 5 due, 3 on time", f)
	}
	// Day 200 plus one second: job 11 (created exactly on day 170) leaves the 30-day window.
	if f := h.ledgerAt(base+200*day+1).Figures(provider, RoleProvider, Last30, nil); f.Jobs != 6 {
		t.Errorf("one second later: %d jobs in 30 days, want 6", f.Jobs)
	}
	// One second before job 7's evaluation deadline (submitted at day 198 + 600 s, one hour to evaluate)
	// the evaluator is neither silent nor due; at the deadline it is both.
	deadline := uint64(base + 198*day + 600 + 3600)
	if f := h.ledgerAt(deadline-1).Figures(eval1, RoleEvaluator, AllTime, nil); f.Silences != 0 || f.DeliveryDue != 5 {
		t.Errorf("before the deadline: %+v", f)
	}
	if f := h.ledgerAt(deadline).Figures(eval1, RoleEvaluator, AllTime, nil); f.Silences != 1 || f.DeliveryDue != 6 {
		t.Errorf("at the deadline: %+v", f)
	}
	if f := h.ledgerAt(deadline).Figures(provider, RoleProvider, AllTime, nil); f.Silences != 2 {
		t.Errorf("provider at the deadline: %d silences, want 2", f.Silences)
	}
	if f := h.ledgerAt(deadline-1).Figures(provider, RoleProvider, AllTime, nil); f.Silences != 1 {
		t.Errorf("provider before the deadline: %d silences, want 1", f.Silences)
	}
}

func TestPassThreshold(t *testing.T) {
	terms := fixtureTerms(t)
	for id, want := range map[uint64]uint16{1: 6000, 2: 1, 3: 7500} {
		if got := PassThreshold(terms[id]); got != want {
			t.Errorf("terms %d: %d, want %d", id, got, want)
		}
	}
	// The dispute threshold raises the bar; a non-paying top tier does not lower it.
	t2 := terms[2]
	t2.DisputeThreshold = 4000
	if got := PassThreshold(t2); got != 4000 {
		t.Errorf("continuous with dispute threshold 40: %d", got)
	}
	catchAll := settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 2,
		Tiers: packTiers(t, settlement.Tier{MinScore: 8000, ReleaseBps: 10000}, settlement.Tier{MinScore: 0, ReleaseBps: 1000})}
	if got := PassThreshold(catchAll); got != 0 {
		t.Errorf("a paying catch-all tier: %d, want 0", got)
	}
	none := settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 1, Tiers: packTiers(t, settlement.Tier{MinScore: 5000, ReleaseBps: 0})}
	if got := PassThreshold(none); got != settlement.MaxBps+1 {
		t.Errorf("nothing pays: %d", got)
	}
}

func TestLedgerRefusesBadInput(t *testing.T) {
	h := fixture(t)
	apply := func(l *Ledger, evs []Event) error {
		for _, ev := range evs {
			if err := l.Apply(ev); err != nil {
				return err
			}
		}
		return nil
	}
	// Out of order.
	evs := append([]Event(nil), h.events...)
	evs[3], evs[4] = evs[4], evs[3]
	if err := apply(NewLedger(escrowAddr), evs); err == nil {
		t.Error("logs out of order accepted")
	}
	// Another contract's log.
	other := h.events[0]
	other.Log.Address = common.HexToAddress("0x01")
	if err := NewLedger(escrowAddr).Apply(other); err == nil {
		t.Error("a log of another contract accepted")
	}
	// A history that does not start at the deployment: a job never created.
	if err := apply(NewLedger(escrowAddr), h.events[6:]); err == nil {
		t.Error("events of an unknown job accepted")
	}
	// A removed log.
	removed := h.events[0]
	removed.Log.Removed = true
	if err := NewLedger(escrowAddr).Apply(removed); err == nil {
		t.Error("a removed log accepted")
	}
	// Garbage data under a known topic.
	bad := h.events[1]
	bad.Log.Data = []byte{1, 2, 3}
	if err := NewLedger(escrowAddr).Apply(bad); err == nil {
		t.Error("undecodable data accepted")
	}
	// An as-of block before the last event, and events at or before the as-of block.
	l := h.ledger(200)
	if err := l.AdvanceTo(BlockRef{Number: 1}); err == nil {
		t.Error("as-of block moved backwards")
	}
	late := h.events[len(h.events)-1]
	if err := l.Apply(late); err == nil {
		t.Error("an event at or before the as-of block accepted after AdvanceTo")
	}
}

// TestBackupSilencePending: a backup evaluator whose deadline passed, with nobody triggering the fallback,
// is silent as of any later block.
func TestBackupSilencePending(t *testing.T) {
	h := fixture(t)
	h.at(200, 100).
		emit("JobCreated", b(12), client, provider, eval2, b(base+202*day)).
		emit("AsaJobCreated", b(12), uint64(1), uint64(1), []common.Address{eval2}, uint8(1), b(5_000_000), zeroHash, "job").
		emit("JobFunded", b(12), client, b(5_000_000))
	h.at(200, 700).emit("JobSubmitted", b(12), provider, [32]byte{12})
	deadline := uint64(base + 200*day + 4300 + 3600)
	h.at(200, 4300).emit("DeadManTriggered", b(12), stSubmitted, actHold).emit("BackupEvaluatorActivated", b(12), backupEval, b(deadline))

	before := h.ledgerAt(deadline - 1)
	if f := before.Figures(backupEval, RoleEvaluator, AllTime, nil); f.Jobs != 2 || f.DeliveryDue != 1 || f.Silences != 0 {
		t.Errorf("backup before its deadline: %+v", f)
	}
	at := h.ledgerAt(deadline)
	if f := at.Figures(backupEval, RoleEvaluator, AllTime, nil); f.Jobs != 2 || f.DeliveryDue != 2 || f.DeliveredOnTime != 1 || f.Silences != 1 {
		t.Errorf("backup at its deadline: %+v", f)
	}
	// Evaluator 2 was silent on job 12 as soon as the dead-man action fired, and the provider's job 12 counts
	// one silence however many phases were silent.
	if f := before.Figures(eval2, RoleEvaluator, AllTime, nil); f.Jobs != 3 || f.Silences != 2 {
		t.Errorf("evaluator 2: %+v", f)
	}
	if f := at.Figures(provider, RoleProvider, AllTime, nil); f.Jobs != 10 || f.Silences != 3 {
		t.Errorf("provider: %+v", f)
	}
}
