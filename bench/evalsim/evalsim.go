// Package evalsim simulates the canary mechanism of an on-chain evaluator pool with the EvaluatorPool
// contract's rules (contracts/src/pool/EvaluatorPool.sol). Every evaluator registers on probation and the
// canary operator gives it canary-only probation jobs; it joins the qualified list as soon as its record
// satisfies the qualification predicate, which needs MinEvaluations evaluations. Qualified evaluators are
// drawn uniformly at random for the pool's jobs, a fifth of which are canaries the evaluator cannot tell
// apart from real work. Each entry keeps what the contract keeps: evaluations, a 20-bit window of its last
// canary outcomes, the sum and count of its deviations from the reference score (a canary's expected score,
// or the median of the other counted scores of a job), and its stake, which a gross miss on a canary
// slashes. An entry that stops qualifying goes back to probation (off the list); with failure action
// remove_evaluator a missed canary removes it. The simulated canary operator gives no further probation
// jobs to an entry that left the list or did not qualify by the end of its probation, so in the
// simulation leaving the list is for good.
//
// The rules (Rules, Entry and their methods, Median) use integers only, scores in basis points, and
// are deterministic, as the contract computes them. The randomness (which jobs are canaries, the canaries'
// expected scores, which evaluators are drawn, what each evaluator answers) is the simulation's: one
// math/rand/v2 PCG per run, seeded from Config.Seed, so a run is reproducible. TestEvaluatorSimReport
// (skipped unless ASA_EVALSIM_REPORT names the output) writes bench/evaluators.md.
package evalsim

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
)

// MaxBps is a score of 100 %: scores are basis points 0..MaxBps.
const MaxBps = 10_000

// WindowSize is how many of an evaluator's most recent canary outcomes its entry keeps.
const WindowSize = 20

const windowMask = 1<<WindowSize - 1

// The canaries' expected answers: a known-good canary expects a score uniform in
// [GoodCanaryMinBps, GoodCanaryMaxBps] and passed = true; a known-bad one a score uniform in
// [BadCanaryMinBps, BadCanaryMaxBps] and passed = false. Half of the canaries are known-good.
const (
	GoodCanaryMinBps = 9_000
	GoodCanaryMaxBps = 10_000
	BadCanaryMinBps  = 0
	BadCanaryMaxBps  = 3_000
)

// The evaluators' answers. An honest evaluator (and a sleeper while it behaves) scores the true quality
// plus integer noise uniform in [-Config.NoiseBps, +Config.NoiseBps], clamped to 0..MaxBps, and says
// passed when its score is at least PassThresholdBps. A lenient colluder scores uniformly in
// [LenientMinBps, MaxBps] and always says passed; a harsh one scores uniformly in [0, HarshMaxBps] and
// always says failed; a random scorer scores uniformly in [0, MaxBps] and says passed at PassThresholdBps.
// A real job's true quality is uniform in [0, MaxBps]; a canary's is its expected score.
const (
	PassThresholdBps = 5_000
	LenientMinBps    = 9_000
	HarshMaxBps      = 1_000
)

// FailureAction is what a missed canary does to the evaluator beyond lowering its pass rate.
type FailureAction uint8

const (
	// FlagAndContinue records the miss; the evaluator leaves the qualified list only when the
	// qualification predicate fails.
	FlagAndContinue FailureAction = iota
	// RemoveEvaluator removes the evaluator at its first missed canary, in probation too (and, as with
	// FlagAndContinue, unlists it when the predicate fails).
	RemoveEvaluator
)

// String is the action's name in an agreement's verification.canary_tasks.failure_action.
func (a FailureAction) String() string {
	switch a {
	case FlagAndContinue:
		return "flag_and_continue"
	case RemoveEvaluator:
		return "remove_evaluator"
	}
	return fmt.Sprintf("FailureAction(%d)", uint8(a))
}

// Status is an entry's standing, as the contract's (Leaving, voluntary exit, is not simulated).
type Status uint8

const (
	// StatusProbation is registered and staked, not (or no longer) qualified: never drawn for a real job.
	StatusProbation Status = iota
	// StatusQualified is in the qualified list, the draw's candidates.
	StatusQualified
	// StatusRemoved is removed by the remove_evaluator failure action, for good.
	StatusRemoved
)

// Rules are the pool's fixed parameters (the contract's Config), in basis points where they are rates or
// scores, and a seat's failure action.
type Rules struct {
	// MinStake is the stake an entry needs to qualify, in stake units.
	MinStake uint64
	// MinEvaluations is how many evaluations qualify (default 50).
	MinEvaluations uint32
	// MinCanaries is the least canary count (min(canaries, WindowSize)) that qualifies (default 5).
	MinCanaries uint32
	// MinCanaryPassBps is the least share of passes in the window that qualifies (default 9000).
	MinCanaryPassBps uint32
	// MaxDeviationBps is the most mean deviation from the reference that qualifies (default 1500).
	MaxDeviationBps uint32
	// CanaryToleranceBps is the most |score - expected| of a passed canary (default 1000).
	CanaryToleranceBps uint32
	// GrossMissBps: a canary answered with |score - expected| above it is a gross miss (default 3000).
	GrossMissBps uint32
	// SlashBps is the share of the current stake a gross miss slashes (default 1000, 10 %).
	SlashBps uint32
	// Action is the seat's failure action (default FlagAndContinue).
	Action FailureAction
}

// DefaultRules are the contract's defaults, with failure action flag_and_continue and a minimum stake of
// 5,000 stake units (half of DefaultConfig's starting stake).
func DefaultRules() Rules {
	return Rules{MinStake: 5_000, MinEvaluations: 50, MinCanaries: 5, MinCanaryPassBps: 9_000, MaxDeviationBps: 1_500,
		CanaryToleranceBps: 1_000, GrossMissBps: 3_000, SlashBps: 1_000, Action: FlagAndContinue}
}

// Entry is an evaluator's record in the pool, as the contract stores it (the fields the rules read).
type Entry struct {
	// Status is the entry's standing.
	Status Status
	// Evaluations counts the jobs (canaries included) the evaluator scored.
	Evaluations uint32
	// CanaryWindow holds the outcomes of the last WindowSize canaries, the most recent in bit 0; a set
	// bit is a pass.
	CanaryWindow uint32
	// CanaryTotal counts every canary the evaluator was scored on, answered or not.
	CanaryTotal uint32
	// DeviationSum is the sum of |score - reference| in basis points over DeviationSamples samples.
	DeviationSum uint64
	// DeviationSamples counts the deviation samples.
	DeviationSamples uint32
	// Silences counts the jobs it was appointed to and did not score.
	Silences uint32
	// Stake is the evaluator's remaining stake, in stake units.
	Stake uint64
}

// CanaryCount is min(CanaryTotal, WindowSize): how many outcomes the window holds.
func (e Entry) CanaryCount() uint32 { return min(e.CanaryTotal, WindowSize) }

// CanaryPasses is how many of the outcomes in the window are passes.
func (e Entry) CanaryPasses() uint32 { return uint32(bits.OnesCount32(e.CanaryWindow & windowMask)) }

// RecordCanary shifts one canary outcome into the window, dropping the oldest beyond WindowSize.
func (e *Entry) RecordCanary(passed bool) {
	e.CanaryWindow <<= 1
	if passed {
		e.CanaryWindow |= 1
	}
	e.CanaryWindow &= windowMask
	e.CanaryTotal++
}

// RecordDeviation adds one deviation sample, |score - reference|.
func (e *Entry) RecordDeviation(score, reference uint16) {
	e.DeviationSum += uint64(absDiff(score, reference))
	e.DeviationSamples++
}

// Qualified is the qualification predicate: evaluations >= MinEvaluations, canaryCount >= MinCanaries,
// passes * 10000 >= MinCanaryPassBps * canaryCount, no deviation samples or
// deviationSum <= MaxDeviationBps * deviationSamples, and stake >= MinStake.
func (r Rules) Qualified(e Entry) bool {
	return e.Evaluations >= r.MinEvaluations && e.Stake >= r.MinStake && r.WindowPasses(e) && r.DeviationWithin(e)
}

// WindowPasses is the predicate's canary terms: canaryCount >= MinCanaries and
// passes * 10000 >= MinCanaryPassBps * canaryCount.
func (r Rules) WindowPasses(e Entry) bool {
	n := uint64(e.CanaryCount())
	return n >= uint64(r.MinCanaries) && uint64(e.CanaryPasses())*MaxBps >= uint64(r.MinCanaryPassBps)*n
}

// DeviationWithin is the predicate's deviation term: no samples, or deviationSum <= MaxDeviationBps *
// deviationSamples.
func (r Rules) DeviationWithin(e Entry) bool {
	return e.DeviationSamples == 0 || e.DeviationSum <= uint64(r.MaxDeviationBps)*uint64(e.DeviationSamples)
}

// Answer is one evaluator's result for a job.
type Answer struct {
	// Silent is an evaluator that posted no result; Score and Passed are then meaningless.
	Silent bool
	// Score in basis points.
	Score uint16
	// Passed is the evaluator's pass/fail flag.
	Passed bool
}

// Canary is a known-answer task's expected result.
type Canary struct {
	// Score is the expected score in basis points.
	Score uint16
	// Passed is the expected flag.
	Passed bool
}

// CanaryPassed is whether an answer passes a canary: not silent, the expected flag, and
// |score - expected| <= CanaryToleranceBps.
func (r Rules) CanaryPassed(a Answer, c Canary) bool {
	return !a.Silent && a.Passed == c.Passed && absDiff(a.Score, c.Score) <= r.CanaryToleranceBps
}

// GrossMiss is whether an answer to a canary is slashed: the flag wrong or |score - expected| above
// GrossMissBps. Silence misses the canary but is not a gross miss (there is no answer to judge).
func (r Rules) GrossMiss(a Answer, c Canary) bool {
	return !a.Silent && (a.Passed != c.Passed || absDiff(a.Score, c.Score) > r.GrossMissBps)
}

// Record counts one job's answer on e once the job's evaluation is over (the contract's record, for
// every job, canaries included): one more evaluation and, when the job has a reference (the median
// of the other counted scores; hasReference false when nobody else scored), a deviation sample; a silent
// answer is a silence. The caller then applies Refreshed.
func (r Rules) Record(e *Entry, a Answer, reference uint16, hasReference bool) {
	if a.Silent {
		e.Silences++
		return
	}
	e.Evaluations++
	if hasReference {
		e.RecordDeviation(a.Score, reference)
	}
}

// ScoreCanary scores a recorded job's answer against its revealed canary (the contract's revealCanary):
// the outcome into the window, a deviation sample from the expected score unless silent, and a gross
// miss's slash (SlashBps of the current stake, rounded down). It returns whether the canary passed and
// the stake slashed; the caller then applies AfterCanary.
func (r Rules) ScoreCanary(e *Entry, a Answer, c Canary) (passed bool, slashed uint64) {
	passed = r.CanaryPassed(a, c)
	e.RecordCanary(passed)
	if !a.Silent {
		e.RecordDeviation(a.Score, c.Score)
	}
	if r.GrossMiss(a, c) {
		slashed = e.Stake * uint64(r.SlashBps) / MaxBps
		e.Stake -= slashed
	}
	return passed, slashed
}

// Refreshed is the status the qualification rule gives e (the contract's _refresh): a probationer that
// qualifies joins the list, a qualified entry that does not qualify goes back to probation; a removed
// entry stays removed.
func (r Rules) Refreshed(e Entry) Status {
	if e.Status == StatusRemoved {
		return StatusRemoved
	}
	if r.Qualified(e) {
		return StatusQualified
	}
	return StatusProbation
}

// AfterCanary is the status after ScoreCanary: removed at a miss under RemoveEvaluator, else Refreshed.
func (r Rules) AfterCanary(e Entry, passed bool) Status {
	if !passed && r.Action == RemoveEvaluator {
		return StatusRemoved
	}
	return r.Refreshed(e)
}

// Median is the median of the counted scores, for an even count the mean of the middle two rounded down (the
// pool's _medianOfOthers, as the escrow's _median); ok is false for no scores. It sorts scores in place.
func Median(scores []uint16) (median uint16, ok bool) {
	n := len(scores)
	if n == 0 {
		return 0, false
	}
	for i := 1; i < n; i++ { // insertion sort, as the contract: a job has at most 8 evaluators
		for j := i; j > 0 && scores[j-1] > scores[j]; j-- {
			scores[j-1], scores[j] = scores[j], scores[j-1]
		}
	}
	if n%2 == 1 {
		return scores[n/2], true
	}
	return uint16((uint32(scores[n/2-1]) + uint32(scores[n/2])) / 2), true
}

func absDiff(a, b uint16) uint32 {
	if a > b {
		return uint32(a - b)
	}
	return uint32(b - a)
}

// Kind is an evaluator's behaviour.
type Kind uint8

const (
	// Honest scores the true quality with noise.
	Honest Kind = iota
	// Lenient passes everything with a high score.
	Lenient
	// Harsh fails everything with a low score.
	Harsh
	// RandomScorer scores uniformly at random.
	RandomScorer
	// Sleeper is honest through probation and for Config.SleeperDeliveries pool deliveries after
	// qualifying, then lenient.
	Sleeper
)

// DishonestKinds are the dishonest behaviours, in the order the report lists them.
func DishonestKinds() []Kind { return []Kind{Lenient, Harsh, RandomScorer, Sleeper} }

// String is the kind's name in the report.
func (k Kind) String() string {
	switch k {
	case Honest:
		return "honest"
	case Lenient:
		return "lenient colluder"
	case Harsh:
		return "harsh"
	case RandomScorer:
		return "random scorer"
	case Sleeper:
		return "sleeper"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Config is one simulated population, its traffic and the canary operator's probation policy.
type Config struct {
	// Rules are the pool's.
	Rules Rules
	// Evaluators is the population; all register on probation at time 0.
	Evaluators int
	// DishonestBps is the dishonest share of the population, split evenly over DishonestKinds (the
	// first kinds take the remainder).
	DishonestBps int
	// NoiseBps is the honest evaluators' noise: uniform in [-NoiseBps, +NoiseBps].
	NoiseBps int
	// JobsPerDay is the pool's jobs a day, canaries included (one job per time slot).
	JobsPerDay int
	// Days is how long the run lasts.
	Days int
	// EvaluatorsPerJob is how many distinct qualified evaluators are drawn for each pool job (the seat's
	// size; every answer counts).
	EvaluatorsPerJob int
	// CanaryEvery: each pool job is a canary with probability 1/CanaryEvery (5: 1 per 5 deliveries).
	CanaryEvery int
	// ProbationCanariesPerDay is how many probation jobs (canaries, one evaluator each) the operator gives
	// each probationer a day, evenly spaced with a random phase, on top of the pool's jobs.
	ProbationCanariesPerDay int
	// ProbationJudgedEarly: the operator stops giving probation jobs to a probationer whose canary window
	// or deviation fails the predicate's terms once it has MinCanaries canaries. Otherwise (the default)
	// it gives every probationer MinEvaluations probation jobs and stops there.
	ProbationJudgedEarly bool
	// SleeperDeliveries is K: a sleeper's honest pool deliveries after qualifying.
	SleeperDeliveries int
	// Stake is every evaluator's starting stake, in stake units.
	Stake uint64
	// Seed seeds the run's PCG.
	Seed uint64
}

// DefaultConfig is the report's base configuration: 5,000 evaluators, 10 % dishonest, noise +-500 bps,
// 50,000 jobs a day for 30 days, 3 evaluators a job, 1 canary per 5 jobs, 100 probation canaries a day,
// sleepers honest for 150 pool deliveries, a stake of 10,000.
func DefaultConfig() Config {
	return Config{Rules: DefaultRules(), Evaluators: 5_000, DishonestBps: 1_000, NoiseBps: 500, JobsPerDay: 50_000, Days: 30,
		EvaluatorsPerJob: 3, CanaryEvery: 5, ProbationCanariesPerDay: 100, SleeperDeliveries: 150, Stake: 10_000, Seed: 1}
}

// ProbationPeriod is the slots between two of a probationer's canaries.
func (c Config) ProbationPeriod() int { return c.JobsPerDay / c.ProbationCanariesPerDay }

// ProbationOver is whether the canary operator gives e no more probation jobs: it has MinEvaluations
// evaluations (a probationer that qualified has left probation already), or, judged early, its window or
// deviation fails once it has MinCanaries canaries.
func (c Config) ProbationOver(e Entry) bool {
	r := c.Rules
	return e.Evaluations >= r.MinEvaluations ||
		(c.ProbationJudgedEarly && e.CanaryCount() >= r.MinCanaries && !(r.WindowPasses(e) && r.DeviationWithin(e)))
}

func (c Config) validate() error {
	switch {
	case c.Evaluators < 1 || c.Evaluators > 1<<30:
		return errors.New("evalsim: Evaluators out of range")
	case c.DishonestBps < 0 || c.DishonestBps > MaxBps:
		return errors.New("evalsim: DishonestBps out of 0..10000")
	case c.NoiseBps < 0 || c.NoiseBps > MaxBps:
		return errors.New("evalsim: NoiseBps out of 0..10000")
	case c.JobsPerDay < 1 || c.Days < 1:
		return errors.New("evalsim: JobsPerDay and Days must be positive")
	case c.EvaluatorsPerJob < 1 || c.EvaluatorsPerJob > maxEvaluatorsPerJob || c.EvaluatorsPerJob > c.Evaluators:
		return errors.New("evalsim: EvaluatorsPerJob out of 1..min(8, Evaluators)")
	case c.CanaryEvery < 1:
		return errors.New("evalsim: CanaryEvery must be positive")
	case c.ProbationCanariesPerDay < 1 || c.ProbationPeriod() < 1:
		return errors.New("evalsim: ProbationCanariesPerDay out of 1..JobsPerDay")
	case c.SleeperDeliveries < 0:
		return errors.New("evalsim: SleeperDeliveries negative")
	case c.Rules.MinEvaluations < 1:
		return errors.New("evalsim: MinEvaluations must be positive (probation must end)")
	case c.Rules.MinCanaries > WindowSize:
		return errors.New("evalsim: MinCanaries above the window")
	}
	return nil
}

// maxEvaluatorsPerJob is the contract's MAX_EVALUATORS; drawTries its _DRAW_TRIES.
const (
	maxEvaluatorsPerJob = 8
	drawTries           = 8
)

// EvaluatorStats is one evaluator's history in a run. Slots are pool-job indexes (day = slot / JobsPerDay).
type EvaluatorStats struct {
	// Kind is the evaluator's behaviour.
	Kind Kind
	// Removed is whether it left the qualified list for good, or never joined it (status Removed, or
	// Probation with the operator giving it no more probation jobs); RemovedSlot when; RemovedInProbation
	// whether it was never qualified at the end of a job.
	Removed            bool
	RemovedInProbation bool
	RemovedSlot        int64
	// QualifiedSlot is when it joined the pool, -1 if never.
	QualifiedSlot int64
	// OnsetSlot is when it started misbehaving (0 for lenient, harsh and random; a sleeper's first lenient
	// delivery), -1 for honest evaluators and sleepers that never turned.
	OnsetSlot int64
	// Deliveries, Canaries and RealJobs count every job it was given (probation canaries included), the
	// canaries among them, and the real jobs.
	Deliveries, Canaries, RealJobs uint32
	// DishonestDeliveries, DishonestCanaries and DishonestRealJobs count the same from OnsetSlot on, the
	// job it was removed at included.
	DishonestDeliveries, DishonestCanaries, DishonestRealJobs uint32
	// Misses counts its missed canaries, GrossMisses the gross ones.
	Misses, GrossMisses uint32
	// Slashed is the stake it lost.
	Slashed uint64
	// Entry is its record at the end of the run (or at removal).
	Entry Entry
}

// Result is a run's outcome.
type Result struct {
	// Config is what ran.
	Config Config
	// Evaluators are every evaluator's stats, by id.
	Evaluators []EvaluatorStats
	// PoolJobs counts the pool's jobs that were served (EvaluatorsPerJob qualified evaluators drawn);
	// CanaryJobs and RealJobs split them; Unserved counts jobs that found fewer qualified evaluators.
	PoolJobs, CanaryJobs, RealJobs, Unserved int64
	// ProbationCanaries counts the canaries given to probationers.
	ProbationCanaries int64
	// RealEvaluations counts real-job answers; DishonestRealEvaluations those by an evaluator that was
	// misbehaving. RealJobsWithDishonest counts real jobs with at least one such answer,
	// RealJobsDishonestMajority those where they were more than half (they set the median).
	RealEvaluations, DishonestRealEvaluations, RealJobsWithDishonest, RealJobsDishonestMajority int64
	// FinalPool is how many evaluators are qualified at the end.
	FinalPool int
}

type evaluator struct {
	poolPos        int32 // index in sim.pool while qualified, else -1
	poolDeliveries uint32
	stats          EvaluatorStats
}

// sim is one run's mutable state; nothing outlives Simulate.
type sim struct {
	cfg    Config
	rng    *rand.Rand
	evs    []evaluator
	pool   []int32 // the qualified list, in the contract's order (push on qualifying, swap-remove on leaving)
	res    *Result
	picked []int32
	answer []Answer
	passed []bool
	bad    []bool
	others []uint16
}

// Simulate runs cfg: it returns every evaluator's history and the pool's totals.
func Simulate(cfg Config) (*Result, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	k := cfg.EvaluatorsPerJob
	s := &sim{cfg: cfg, rng: rand.New(rand.NewPCG(cfg.Seed, 0x6576616c73696d)), evs: make([]evaluator, cfg.Evaluators),
		pool: make([]int32, 0, cfg.Evaluators), res: &Result{Config: cfg}, picked: make([]int32, k), answer: make([]Answer, k),
		passed: make([]bool, k), bad: make([]bool, k), others: make([]uint16, 0, k)}
	dishonest := (cfg.Evaluators*cfg.DishonestBps + MaxBps/2) / MaxBps
	kinds := DishonestKinds()
	id := 0
	for i, kind := range kinds {
		n := dishonest / len(kinds)
		if i < dishonest%len(kinds) {
			n++
		}
		for range n {
			s.evs[id].stats.Kind = kind
			id++
		}
	}
	period := cfg.ProbationPeriod()
	buckets := make([][]int32, period)
	for i := range s.evs {
		ev := &s.evs[i]
		st := &ev.stats
		ev.poolPos = -1
		st.QualifiedSlot, st.RemovedSlot, st.OnsetSlot = -1, -1, -1
		if st.Kind != Honest && st.Kind != Sleeper {
			st.OnsetSlot = 0
		}
		st.Entry.Stake, st.Entry.Status = cfg.Stake, StatusProbation
		b := s.rng.IntN(period)
		buckets[b] = append(buckets[b], int32(i))
	}
	probationers := cfg.Evaluators
	total := int64(cfg.Days) * int64(cfg.JobsPerDay)
	for t := range total {
		if probationers > 0 {
			b := &buckets[t%int64(period)]
			keep := (*b)[:0]
			for _, id := range *b {
				if s.probationCanary(id, t) {
					keep = append(keep, id)
				} else {
					probationers--
				}
			}
			*b = keep
		}
		s.poolJob(t)
	}
	s.res.Evaluators = make([]EvaluatorStats, len(s.evs))
	for i := range s.evs {
		s.res.Evaluators[i] = s.evs[i].stats
	}
	s.res.FinalPool = len(s.pool)
	return s.res, nil
}

// drawCanary draws a canary: known-good or known-bad with equal odds, its expected score uniform in range.
func (s *sim) drawCanary() Canary {
	if s.rng.IntN(2) == 0 {
		return Canary{Score: uint16(GoodCanaryMinBps + s.rng.IntN(GoodCanaryMaxBps-GoodCanaryMinBps+1)), Passed: true}
	}
	return Canary{Score: uint16(BadCanaryMinBps + s.rng.IntN(BadCanaryMaxBps-BadCanaryMinBps+1)), Passed: false}
}

// honestAnswer is an honest evaluator's answer to a job of true quality truth with the given noise.
func honestAnswer(truth uint16, noise int) Answer {
	score := uint16(min(max(int(truth)+noise, 0), MaxBps))
	return Answer{Score: score, Passed: score >= PassThresholdBps}
}

// respond is evaluator id's answer to a job of true quality truth; misbehaving says whether it was one of
// its dishonest answers.
func (s *sim) respond(id int32, truth uint16) (a Answer, misbehaving bool) {
	ev := &s.evs[id]
	kind := ev.stats.Kind
	if kind == Sleeper && ev.stats.QualifiedSlot >= 0 && ev.poolDeliveries >= uint32(s.cfg.SleeperDeliveries) {
		kind = Lenient
	}
	switch kind {
	case Lenient:
		return Answer{Score: uint16(LenientMinBps + s.rng.IntN(MaxBps-LenientMinBps+1)), Passed: true}, true
	case Harsh:
		return Answer{Score: uint16(s.rng.IntN(HarshMaxBps + 1)), Passed: false}, true
	case RandomScorer:
		score := uint16(s.rng.IntN(MaxBps + 1))
		return Answer{Score: score, Passed: score >= PassThresholdBps}, true
	}
	return honestAnswer(truth, s.rng.IntN(2*s.cfg.NoiseBps+1)-s.cfg.NoiseBps), false
}

// deliver counts a job given to evaluator id at slot t.
func (s *sim) deliver(id int32, t int64, canary, misbehaving bool) {
	st := &s.evs[id].stats
	st.Deliveries++
	if canary {
		st.Canaries++
	} else {
		st.RealJobs++
	}
	if !misbehaving {
		return
	}
	if st.OnsetSlot < 0 {
		st.OnsetSlot = t
	}
	st.DishonestDeliveries++
	if canary {
		st.DishonestCanaries++
	} else {
		st.DishonestRealJobs++
	}
}

// setStatus moves evaluator id to status, listing or unlisting it as the contract does.
func (s *sim) setStatus(id int32, status Status) {
	ev := &s.evs[id]
	e := &ev.stats.Entry
	if status == StatusQualified && ev.poolPos < 0 {
		ev.poolPos = int32(len(s.pool))
		s.pool = append(s.pool, id)
	} else if status != StatusQualified && ev.poolPos >= 0 {
		last := s.pool[len(s.pool)-1]
		s.pool[ev.poolPos] = last
		s.evs[last].poolPos = ev.poolPos
		s.pool = s.pool[:len(s.pool)-1]
		ev.poolPos = -1
	}
	e.Status = status
}

// reveal scores evaluator id's answer against canary c and applies the failure action or the refresh.
func (s *sim) reveal(id int32, a Answer, c Canary) (passed bool) {
	st := &s.evs[id].stats
	passed, slashed := s.cfg.Rules.ScoreCanary(&st.Entry, a, c)
	st.Slashed += slashed
	if !passed {
		st.Misses++
	}
	if s.cfg.Rules.GrossMiss(a, c) {
		st.GrossMisses++
	}
	s.setStatus(id, s.cfg.Rules.AfterCanary(st.Entry, passed))
	return passed
}

// probationCanary gives probationer id its next probation job (a canary it judges alone) at slot t:
// recorded, then revealed, as the contract's revealCanary does. It returns whether id stays on probation.
func (s *sim) probationCanary(id int32, t int64) bool {
	ev := &s.evs[id]
	r := s.cfg.Rules
	c := s.drawCanary()
	a, bad := s.respond(id, c.Score)
	s.deliver(id, t, true, bad)
	s.res.ProbationCanaries++
	r.Record(&ev.stats.Entry, a, 0, false)
	s.setStatus(id, r.Refreshed(ev.stats.Entry))
	s.reveal(id, a, c)
	switch e := ev.stats.Entry; {
	case e.Status == StatusQualified:
		ev.stats.QualifiedSlot = t
		return false
	case e.Status == StatusRemoved || s.cfg.ProbationOver(e):
		ev.stats.Removed, ev.stats.RemovedInProbation, ev.stats.RemovedSlot = true, true, t
		return false
	}
	return true
}

// draw picks EvaluatorsPerJob distinct qualified evaluators as the contract's _pick: each a uniform index,
// retried up to drawTries times on one already picked, then the first acceptable one after the last index
// (cyclically). The contract's index is keccak256(seed, k, t) mod len; here it is the PCG's.
func (s *sim) draw() {
	n := len(s.pool)
	for j := range s.picked {
		index, found := 0, int32(-1)
		for range drawTries {
			index = s.rng.IntN(n)
			if c := s.pool[index]; !slices.Contains(s.picked[:j], c) {
				found = c
				break
			}
		}
		for step := 1; step < n && found < 0; step++ {
			if c := s.pool[(index+step)%n]; !slices.Contains(s.picked[:j], c) {
				found = c
			}
		}
		s.picked[j] = found
	}
}

// poolJob serves the pool's job at slot t: EvaluatorsPerJob qualified evaluators drawn, a canary with
// probability 1/CanaryEvery; every answer recorded (an evaluation and the deviation from the median
// of the others), then for a canary revealed; an evaluator that is not qualified at the end of the job
// has left the pool (the operator gives it no probation jobs again).
func (s *sim) poolJob(t int64) {
	k := s.cfg.EvaluatorsPerJob
	r := s.cfg.Rules
	if len(s.pool) < k {
		s.res.Unserved++
		return
	}
	s.draw()
	s.res.PoolJobs++
	canary := s.rng.IntN(s.cfg.CanaryEvery) == 0
	var c Canary
	var truth uint16
	if canary {
		c = s.drawCanary()
		truth = c.Score
		s.res.CanaryJobs++
	} else {
		truth = uint16(s.rng.IntN(MaxBps + 1))
		s.res.RealJobs++
	}
	nbad := 0
	for j, id := range s.picked {
		s.answer[j], s.bad[j] = s.respond(id, truth)
		s.evs[id].poolDeliveries++
		s.deliver(id, t, canary, s.bad[j])
		if s.bad[j] {
			nbad++
		}
	}
	for j, id := range s.picked {
		e := &s.evs[id].stats.Entry
		s.others = s.others[:0]
		for i, a := range s.answer {
			if i != j && !a.Silent {
				s.others = append(s.others, a.Score)
			}
		}
		ref, ok := Median(s.others)
		r.Record(e, s.answer[j], ref, ok)
		s.setStatus(id, r.Refreshed(*e))
	}
	if canary {
		for j, id := range s.picked {
			s.reveal(id, s.answer[j], c)
		}
	} else {
		s.res.RealEvaluations += int64(k)
		s.res.DishonestRealEvaluations += int64(nbad)
		if nbad > 0 {
			s.res.RealJobsWithDishonest++
		}
		if 2*nbad > k {
			s.res.RealJobsDishonestMajority++
		}
	}
	for _, id := range s.picked {
		ev := &s.evs[id]
		if ev.stats.Entry.Status != StatusQualified {
			ev.stats.Removed, ev.stats.RemovedSlot = true, t
		}
	}
}
