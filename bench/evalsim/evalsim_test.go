package evalsim

import (
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// smallConfig is the short tests' population: 300 evaluators, 2,000 pool jobs a day (20 deliveries per
// evaluator a day with 3 a job), probation canaries every 20 slots (100 a day), sleepers honest for 40
// pool deliveries.
func smallConfig() Config {
	c := DefaultConfig()
	c.Evaluators, c.JobsPerDay, c.Days, c.SleeperDeliveries, c.Seed = 300, 2_000, 20, 40, 7
	return c
}

func simulate(t *testing.T, c Config) *Result {
	t.Helper()
	r, err := Simulate(c)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// window builds an entry whose window holds the given outcomes, oldest first.
func window(outcomes string) Entry {
	e := Entry{Stake: 10_000}
	for _, o := range outcomes {
		e.RecordCanary(o == 'P')
	}
	return e
}

func TestQualifiedBoundaries(t *testing.T) {
	r := DefaultRules()
	pass := func(n int) string { return strings.Repeat("P", n) }
	cases := []struct {
		name string
		e    Entry
		want bool
	}{
		{"20 of 20, 50 evaluations", window(pass(20)), true},
		{"18 of 20 is exactly 90 %", window("MM" + pass(18)), true},
		{"17 of 20", window("MMM" + pass(17)), false},
		{"9 of 10 is exactly 90 %", window("M" + pass(9)), true},
		{"8 of 9", window("M" + pass(8)), false},
		{"5 canaries, all passed", window(pass(5)), true},
		{"4 canaries, all passed", window(pass(4)), false},
		{"4 of 5", window("M" + pass(4)), false},
		{"no deviation samples", window(pass(20)), true},
	}
	for _, c := range cases {
		c.e.Evaluations = 50
		if got := r.Qualified(c.e); got != c.want {
			t.Errorf("%s: Qualified = %v, want %v (window %020b, count %d)", c.name, got, c.want, c.e.CanaryWindow, c.e.CanaryCount())
		}
	}
	e := window(pass(20))
	e.Evaluations = 49
	if r.Qualified(e) {
		t.Error("49 evaluations qualified")
	}
	e.Evaluations = 50
	e.DeviationSamples, e.DeviationSum = 40, 1_500*40
	if !r.Qualified(e) {
		t.Error("mean deviation exactly at 1500 not qualified")
	}
	e.DeviationSum++
	if r.Qualified(e) {
		t.Error("mean deviation 1 bps over the bound in total qualified")
	}
	e.DeviationSum--
	e.Stake = r.MinStake
	if !r.Qualified(e) {
		t.Error("stake exactly at the minimum not qualified")
	}
	e.Stake--
	if r.Qualified(e) {
		t.Error("stake 1 under the minimum qualified")
	}
}

func TestWindowDropsOldOutcomes(t *testing.T) {
	e := window("MMM" + strings.Repeat("P", 17)) // 20 outcomes, three misses: not qualified
	e.Evaluations = 50
	r := DefaultRules()
	if r.Qualified(e) || e.CanaryPasses() != 17 || e.CanaryCount() != 20 {
		t.Fatalf("before: passes %d count %d qualified %v", e.CanaryPasses(), e.CanaryCount(), r.Qualified(e))
	}
	e.RecordCanary(true) // the oldest miss drops out
	if !r.Qualified(e) || e.CanaryPasses() != 18 || e.CanaryCount() != 20 || e.CanaryTotal != 21 {
		t.Fatalf("after one pass: passes %d count %d total %d qualified %v", e.CanaryPasses(), e.CanaryCount(), e.CanaryTotal, r.Qualified(e))
	}
	for range WindowSize {
		e.RecordCanary(false)
	}
	if e.CanaryWindow != 0 || e.CanaryCount() != WindowSize || e.CanaryWindow>>WindowSize != 0 {
		t.Fatalf("20 misses: window %b", e.CanaryWindow)
	}
	e.RecordCanary(true)
	if e.CanaryWindow != 1 {
		t.Fatalf("most recent outcome not in bit 0: %b", e.CanaryWindow)
	}
}

func TestCanaryPassAndGrossMiss(t *testing.T) {
	r := DefaultRules()
	good := Canary{Score: 9_000, Passed: true}
	cases := []struct {
		a           Answer
		pass, gross bool
	}{
		{Answer{Score: 9_000, Passed: true}, true, false},
		{Answer{Score: 8_000, Passed: true}, true, false},  // |diff| = tolerance
		{Answer{Score: 7_999, Passed: true}, false, false}, // 1 over the tolerance
		{Answer{Score: 10_000, Passed: true}, true, false},
		{Answer{Score: 6_000, Passed: true}, false, false}, // |diff| = 3000: a miss, not gross
		{Answer{Score: 5_999, Passed: true}, false, true},  // 3001
		{Answer{Score: 9_000, Passed: false}, false, true}, // the flag wrong
		{Answer{Silent: true}, false, false},
	}
	for _, c := range cases {
		if got := r.CanaryPassed(c.a, good); got != c.pass {
			t.Errorf("%+v: passed %v, want %v", c.a, got, c.pass)
		}
		if got := r.GrossMiss(c.a, good); got != c.gross {
			t.Errorf("%+v: gross %v, want %v", c.a, got, c.gross)
		}
	}
}

func TestScoreCanaryAndRecord(t *testing.T) {
	r := DefaultRules()
	e := Entry{Stake: 10_000}
	c := Canary{Score: 1_000, Passed: false}
	if passed, slashed := r.ScoreCanary(&e, Answer{Score: 9_500, Passed: true}, c); passed || slashed != 1_000 {
		t.Fatalf("lenient answer to a known-bad canary: passed %v slashed %d", passed, slashed)
	}
	if passed, slashed := r.ScoreCanary(&e, Answer{Score: 1_500}, c); !passed || slashed != 0 {
		t.Fatalf("good answer: passed %v slashed %d", passed, slashed)
	}
	if _, slashed := r.ScoreCanary(&e, Answer{Passed: true}, c); slashed != 900 { // 10 % of what is left
		t.Fatalf("second gross miss slashed %d, want 900", slashed)
	}
	if passed, slashed := r.ScoreCanary(&e, Answer{Silent: true}, c); passed || slashed != 0 {
		t.Fatalf("silence: passed %v slashed %d", passed, slashed)
	}
	// Revealing scores the window and the deviation from the expected score; evaluations are recorded.
	want := Entry{CanaryWindow: 0b0100, CanaryTotal: 4, DeviationSum: 8_500 + 500 + 1_000, DeviationSamples: 3, Stake: 8_100}
	if e != want {
		t.Fatalf("entry %+v, want %+v", e, want)
	}
	r.Record(&e, Answer{Silent: true}, 5_000, true)
	r.Record(&e, Answer{Score: 7_000}, 0, false)
	r.Record(&e, Answer{Score: 7_000}, 5_000, true)
	if e.Evaluations != 2 || e.Silences != 1 || e.DeviationSamples != 4 || e.DeviationSum != 12_000 {
		t.Fatalf("after records: %+v", e)
	}
}

func TestMedian(t *testing.T) {
	cases := []struct {
		in   []uint16
		want uint16
		ok   bool
	}{
		{nil, 0, false},
		{[]uint16{7}, 7, true},
		{[]uint16{9_000, 1}, 4_500, true}, // the mean of the middle two, rounded down
		{[]uint16{10_000, 0, 5_000}, 5_000, true},
		{[]uint16{4, 1, 3, 2}, 2, true}, // (2+3)/2 rounded down
		{[]uint16{5, 5, 1}, 5, true},
	}
	for _, c := range cases {
		got, ok := Median(append([]uint16(nil), c.in...))
		if got != c.want || ok != c.ok {
			t.Errorf("Median(%v) = %d, %v; want %d, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestStatusTransitions(t *testing.T) {
	flag, remove := DefaultRules(), DefaultRules()
	remove.Action = RemoveEvaluator
	good := window("MM" + strings.Repeat("P", 18))
	good.Evaluations = 50
	if flag.Refreshed(good) != StatusQualified {
		t.Fatal("a qualifying probationer not listed")
	}
	bad := window(strings.Repeat("P", 17) + "MMM")
	bad.Evaluations, bad.Status = 80, StatusQualified
	if flag.Refreshed(bad) != StatusProbation || flag.AfterCanary(bad, false) != StatusProbation {
		t.Fatal("a qualified entry that fails the predicate not back on probation")
	}
	if remove.AfterCanary(good, false) != StatusRemoved || remove.AfterCanary(good, true) != StatusQualified {
		t.Fatal("remove_evaluator: a miss must remove, a pass refresh")
	}
	young := window("M" + strings.Repeat("P", 4))
	young.Evaluations = 5
	if remove.AfterCanary(young, false) != StatusRemoved {
		t.Fatal("remove_evaluator spares a probationer's miss")
	}
	gone := good
	gone.Status = StatusRemoved
	if flag.Refreshed(gone) != StatusRemoved {
		t.Fatal("a removed entry came back")
	}
	// The operator's probation: at admission it ends at 50 evaluations; judged early also once the window
	// fails with at least 5 canaries.
	atAdmission, early := DefaultConfig(), DefaultConfig()
	early.ProbationJudgedEarly = true
	if atAdmission.ProbationOver(young) || !early.ProbationOver(young) {
		t.Fatal("one miss among the first five canaries")
	}
	four := window(strings.Repeat("M", 4))
	four.Evaluations = 4
	if early.ProbationOver(four) {
		t.Fatal("early judging before MinCanaries")
	}
	nine := window("M" + strings.Repeat("P", 9)) // 9 of 10 is exactly 90 %
	nine.Evaluations = 10
	if early.ProbationOver(nine) {
		t.Fatal("9 of 10 judged failing")
	}
	ended := window(strings.Repeat("P", 20))
	ended.Evaluations = 50
	if !atAdmission.ProbationOver(ended) {
		t.Fatal("probation did not end at 50 evaluations")
	}
}

// TestDrawDistinct: the contract's _pick gives distinct evaluators even when the pool holds exactly as
// many as a job needs (the cyclic scan after the tries), and every qualified evaluator can be drawn.
func TestDrawDistinct(t *testing.T) {
	for _, size := range []int{3, 4, 50} {
		s := &sim{rng: rand.New(rand.NewPCG(1, 2)), picked: make([]int32, 3)}
		for i := range size {
			s.pool = append(s.pool, int32(100+i))
		}
		seen := map[int32]int{}
		for range 2_000 {
			s.draw()
			if s.picked[0] == s.picked[1] || s.picked[0] == s.picked[2] || s.picked[1] == s.picked[2] || slices.Contains(s.picked, -1) {
				t.Fatalf("pool of %d: picked %v", size, s.picked)
			}
			for _, id := range s.picked {
				seen[id]++
			}
		}
		if len(seen) != size {
			t.Fatalf("pool of %d: %d drawn", size, len(seen))
		}
	}
}

func TestConfigRefused(t *testing.T) {
	for _, mutate := range []func(*Config){
		func(c *Config) { c.Evaluators = 0 },
		func(c *Config) { c.EvaluatorsPerJob = c.Evaluators + 1 },
		func(c *Config) { c.ProbationCanariesPerDay = c.JobsPerDay + 1 },
		func(c *Config) { c.NoiseBps = -1 },
		func(c *Config) { c.Rules.MinEvaluations = 0 },
	} {
		c := smallConfig()
		mutate(&c)
		if _, err := Simulate(c); err == nil {
			t.Errorf("%+v accepted", c)
		}
	}
}

// TestBlatantKindsRemovedInProbation: lenient, harsh and random scorers miss canaries from their first
// delivery and never reach the pool. A lenient colluder misses exactly the known-bad canaries (half):
// with remove_evaluator, or judged early, it is out by the first known-bad canary after the fifth
// canary, so 30 canaries suffice but with probability 2^-30 each; judged at admission its probation ends
// unqualified at its 50th delivery unless 18 of its last 20 canaries were known-good (probability
// 211 / 2^20) and its stake survived the gross misses (above 5,000 after at most 6).
func TestBlatantKindsRemovedInProbation(t *testing.T) {
	for _, tc := range []struct {
		action FailureAction
		early  bool
		most   uint32 // canaries until removal, at most
	}{{FlagAndContinue, false, 50}, {FlagAndContinue, true, 30}, {RemoveEvaluator, false, 30}} {
		c := smallConfig()
		c.DishonestBps, c.Days = 3_000, 2
		c.Rules.Action, c.ProbationJudgedEarly = tc.action, tc.early
		r := simulate(t, c)
		seen := 0
		for _, e := range r.Evaluators {
			if e.Kind == Honest || e.Kind == Sleeper {
				continue
			}
			seen++
			if !e.RemovedInProbation || e.RealJobs != 0 || e.DishonestCanaries > tc.most || e.DishonestCanaries != e.Deliveries {
				t.Fatalf("%s early=%v: %s %+v", tc.action, tc.early, e.Kind, e)
			}
			if !tc.early && tc.action == FlagAndContinue && e.Deliveries != 50 {
				t.Fatalf("judged at admission after %d deliveries", e.Deliveries)
			}
			if e.Kind == Lenient && e.GrossMisses == 0 {
				t.Fatalf("a lenient colluder removed without a gross miss: %+v", e)
			}
		}
		if seen != 68 { // 30 % of 300, three kinds of four: 23 + 23 + 22
			t.Fatalf("%d blatant dishonest evaluators", seen)
		}
	}
}

// TestSleeperCaughtAfterTurning: honest noise of +-500 never misses a canary (see
// TestHonestWithinToleranceNeverRemoved), so a sleeper turns lenient with a clean window and then misses
// exactly the known-bad canaries. Under flag_and_continue it leaves at the third known-bad canary after it
// turned, unless its mean deviation crosses the bound first: more than 40 canaries only if 38 of 40 were
// known-good (probability 821 / 2^40). Under remove_evaluator it leaves at the first: more than 30 canaries
// with probability 2^-30.
func TestSleeperCaughtAfterTurning(t *testing.T) {
	for _, tc := range []struct {
		action FailureAction
		misses uint32 // the misses that remove it
		most   uint32
	}{{FlagAndContinue, 3, 40}, {RemoveEvaluator, 1, 30}} {
		c := smallConfig()
		c.DishonestBps, c.Rules.Action = 4_000, tc.action
		r := simulate(t, c)
		n, byDeviation := 0, 0
		for _, e := range r.Evaluators {
			if e.Kind != Sleeper {
				continue
			}
			n++
			if !e.Removed || e.RemovedInProbation || e.OnsetSlot < e.QualifiedSlot || e.Misses != e.GrossMisses ||
				e.DishonestCanaries > tc.most || e.DishonestRealJobs != e.DishonestDeliveries-e.DishonestCanaries ||
				e.Deliveries-e.DishonestDeliveries != c.Rules.MinEvaluations+uint32(c.SleeperDeliveries) {
				t.Fatalf("%s: sleeper %+v", tc.action, e)
			}
			deviationFails := !c.Rules.DeviationWithin(e.Entry)
			switch {
			case e.Misses == tc.misses && e.DishonestCanaries >= tc.misses:
			case e.Misses < tc.misses && deviationFails:
				byDeviation++
			default:
				t.Fatalf("%s: sleeper removed after %d misses, deviation failing %v: %+v", tc.action, e.Misses, deviationFails, e)
			}
		}
		if n != 30 {
			t.Fatalf("%d sleepers", n)
		}
		t.Logf("%s: %d of %d sleepers removed by the deviation bound before the canaries", tc.action, byDeviation, n)
	}
}

// honestSafeNoise is the largest honest noise that can never remove an honest evaluator when every
// co-evaluator is honest: each canary answer within the tolerance (noise <= CanaryToleranceBps) and not a
// gross miss, its flag right (known-good scores stay >= PassThresholdBps, known-bad ones below it), and every
// deviation within MaxDeviationBps: a canary's is at most the noise; on a real job the three clamped
// scores lie in [clamp(q-N), clamp(q+N)], and so does the median of the other two, so the deviation is at most 2N.
func honestSafeNoise(r Rules) int {
	return min(int(r.CanaryToleranceBps), int(r.GrossMissBps), int(r.MaxDeviationBps)/2,
		GoodCanaryMinBps-PassThresholdBps, PassThresholdBps-1-BadCanaryMaxBps)
}

func TestHonestWithinToleranceNeverRemoved(t *testing.T) {
	r := DefaultRules()
	n := honestSafeNoise(r)
	if p, _, _ := honestMissProbability(r, n); p != 0 {
		t.Fatalf("noise %d misses a canary with probability %g", n, p)
	}
	for _, action := range []FailureAction{FlagAndContinue, RemoveEvaluator} {
		c := smallConfig()
		c.DishonestBps, c.NoiseBps, c.Rules.Action = 0, n, action
		res := simulate(t, c)
		for _, e := range res.Evaluators {
			if e.Removed || e.Misses != 0 || e.Slashed != 0 {
				t.Fatalf("%s, noise %d: honest evaluator %+v", action, n, e)
			}
		}
		if res.FinalPool != c.Evaluators || res.Unserved == 0 || res.PoolJobs+res.Unserved != int64(c.Days*c.JobsPerDay) {
			t.Fatalf("%s: pool %d, %d served, %d unserved", action, res.FinalPool, res.PoolJobs, res.Unserved)
		}
	}
}

// TestHonestProbationRemovalMatchesTheory: above the tolerance an honest evaluator misses each canary
// independently with probability p (computed exactly from the distributions), so probation (50 canaries)
// removes it with probability 1-(1-p)^50 under remove_evaluator and P(Bin(20, p) >= 3) under
// flag_and_continue judged at admission. The observed count must lie within 4 standard deviations.
func TestHonestProbationRemovalMatchesTheory(t *testing.T) {
	const noise = 1_100
	r := DefaultRules()
	p, _, _ := honestMissProbability(r, noise)
	if p <= 0 || p > 0.2 {
		t.Fatalf("p = %g", p)
	}
	for _, tc := range []struct {
		action FailureAction
		want   float64
	}{{RemoveEvaluator, 1 - math.Pow(1-p, 50)}, {FlagAndContinue, binomialAtLeast(20, 3, p)}} {
		c := smallConfig()
		c.Evaluators, c.DishonestBps, c.NoiseBps, c.Days, c.Rules.Action = 2_000, 0, noise, 1, tc.action
		res := simulate(t, c)
		removed := 0
		for _, e := range res.Evaluators {
			if e.RemovedInProbation {
				removed++
			} else if e.QualifiedSlot < 0 {
				t.Fatalf("probation unfinished after a day: %+v", e)
			}
		}
		mean := tc.want * float64(c.Evaluators)
		sd := math.Sqrt(mean * (1 - tc.want))
		if math.Abs(float64(removed)-mean) > 4*sd+1 {
			t.Fatalf("%s, p = %.4f: %d removed in probation, expected %.1f +- %.1f", tc.action, p, removed, mean, sd)
		}
		t.Logf("%s, noise %d, p = %.4f: %d of %d removed in probation, expected %.1f", tc.action, noise, p, removed, c.Evaluators, mean)
	}
}

func TestDeterministic(t *testing.T) {
	c := smallConfig()
	c.NoiseBps, c.Days = 1_050, 5
	a, b := simulate(t, c), simulate(t, c)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two runs with one seed differ")
	}
	c.Seed++
	if reflect.DeepEqual(a.Evaluators, simulate(t, c).Evaluators) {
		t.Fatal("another seed, the same run")
	}
}

// TestReportRenders renders the report from small runs of every scenario kind.
func TestReportRenders(t *testing.T) {
	p := reportPlan{base: smallConfig(), fractions: []int{1_000}, noises: []int{500}, sweep: []int{500, 1_100}, sweepBps: 1_000}
	p.base.Evaluators, p.base.Days = 120, 8
	out, err := p.run()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Evaluator pool canaries", "| 10 % | lenient colluder |", "remove_evaluator", "## Honest noise", "## Reading the numbers"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	if strings.Contains(out, "NaN") || strings.Contains(out, "%!") {
		t.Errorf("report has a formatting error:\n%s", out)
	}
}
