package evalsim

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// EvalSimReportEnv names the file TestEvaluatorSimReport writes (`make bench` sets bench/evaluators.md).
const EvalSimReportEnv = "ASA_EVALSIM_REPORT"

// reportSeed seeds every run of the report: runs differ only by their parameters.
const reportSeed = 2026

// reportDays are the days at which the report reads the share removed.
func reportDays() []int { return []int{1, 7, 30} }

// TestEvaluatorSimReport writes bench/evaluators.md; it is a benchmark, so it skips unless asked.
func TestEvaluatorSimReport(t *testing.T) {
	path := os.Getenv(EvalSimReportEnv)
	if path == "" {
		t.Skipf("set %s=bench/evaluators.md to run the evaluator pool simulation and write its report", EvalSimReportEnv)
	}
	if !filepath.IsAbs(path) {
		path = filepath.Join("..", "..", path) // tests run in bench/evalsim
	}
	start := time.Now()
	out, err := defaultPlan().run()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s in %s", path, time.Since(start).Round(time.Millisecond))
}

// reportPlan is what the report runs: the main grid (every dishonest share x noise x failure action,
// probation judged at admission), the same grid under flag_and_continue with probation judged early, and
// a sweep of honest noise at one dishonest share under the three probation/failure policies.
type reportPlan struct {
	base      Config
	fractions []int // dishonest shares, bps
	noises    []int // honest noise levels, bps
	sweep     []int // noise levels of the sweep
	sweepBps  int   // the sweep's dishonest share
}

func defaultPlan() reportPlan {
	base := DefaultConfig()
	base.Seed = reportSeed
	return reportPlan{base: base, fractions: []int{500, 1_000, 3_000}, noises: []int{500, 900, 1_050},
		sweep: []int{500, 900, 1_000, 1_020, 1_050, 1_100, 1_200}, sweepBps: 1_000}
}

// scenario is one run's varying parameters.
type scenario struct {
	dishonestBps, noise int
	action              FailureAction
	early               bool
}

// policies are the probation/failure combinations the sweep compares.
func policies() []scenario {
	return []scenario{{action: FlagAndContinue}, {action: FlagAndContinue, early: true}, {action: RemoveEvaluator}}
}

func (s scenario) policy() string {
	if s.early {
		return s.action.String() + ", probation judged early"
	}
	return s.action.String()
}

func (p reportPlan) config(s scenario) Config {
	c := p.base
	c.DishonestBps, c.NoiseBps, c.Rules.Action, c.ProbationJudgedEarly = s.dishonestBps, s.noise, s.action, s.early
	return c
}

func (p reportPlan) scenarios() []scenario {
	var out []scenario
	add := func(s scenario) {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	for _, action := range []FailureAction{FlagAndContinue, RemoveEvaluator} {
		for _, n := range p.noises {
			for _, f := range p.fractions {
				add(scenario{f, n, action, false})
			}
		}
	}
	for _, n := range p.noises {
		for _, f := range p.fractions {
			add(scenario{f, n, FlagAndContinue, true})
		}
	}
	for _, n := range p.sweep {
		for _, pol := range policies() {
			add(scenario{p.sweepBps, n, pol.action, pol.early})
		}
	}
	return out
}

// run simulates every scenario (in parallel; each run is deterministic on its own) and renders the report.
func (p reportPlan) run() (string, error) {
	list := p.scenarios()
	results := make([]*Result, len(list))
	errs := make([]error, len(list))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				results[i], errs[i] = Simulate(p.config(list[i]))
			}
		})
	}
	for i := range list {
		next <- i
	}
	close(next)
	wg.Wait()
	byScenario := make(map[scenario]*summary, len(list))
	for i, s := range list {
		if errs[i] != nil {
			return "", errs[i]
		}
		byScenario[s] = summarize(results[i])
	}
	return p.render(byScenario), nil
}

// kindStats summarizes the evaluators of one kind in one run.
type kindStats struct {
	n, removed, inProbation, misbehaved, byDeviation, qualified int
	byDay                                                       []int
	// deliveries, canaries and real jobs from the onset of misbehaviour to removal, one per evaluator that
	// misbehaved; notRemoved for those still in the pool at the end.
	deliveries, canaries, real []uint32
	slashed                    uint64
	// deviationSum and deviationSamples over the kind's entries.
	deviationSum, deviationSamples uint64
}

const notRemoved = math.MaxUint32

// summary is one run, summarized.
type summary struct {
	r     *Result
	kinds map[Kind]*kindStats
}

func summarize(r *Result) *summary {
	s := &summary{r: r, kinds: map[Kind]*kindStats{}}
	rules := r.Config.Rules
	for _, e := range r.Evaluators {
		k := s.kinds[e.Kind]
		if k == nil {
			k = &kindStats{byDay: make([]int, len(reportDays()))}
			s.kinds[e.Kind] = k
		}
		k.n++
		k.slashed += e.Slashed
		if e.QualifiedSlot >= 0 {
			k.qualified++
		}
		k.deviationSum += e.Entry.DeviationSum
		k.deviationSamples += uint64(e.Entry.DeviationSamples)
		if e.Removed {
			k.removed++
			if e.RemovedInProbation {
				k.inProbation++
			}
			for i, d := range reportDays() {
				if e.RemovedSlot < int64(d)*int64(r.Config.JobsPerDay) {
					k.byDay[i]++
				}
			}
			if rules.WindowPasses(e.Entry) && !rules.DeviationWithin(e.Entry) && (rules.Action == FlagAndContinue || e.Misses == 0) {
				k.byDeviation++
			}
		}
		if e.OnsetSlot >= 0 {
			k.misbehaved++
			d, c, j := e.DishonestDeliveries, e.DishonestCanaries, e.DishonestRealJobs
			if !e.Removed {
				d, c = notRemoved, notRemoved
			}
			k.deliveries, k.canaries, k.real = append(k.deliveries, d), append(k.canaries, c), append(k.real, j)
		}
	}
	return s
}

func (s *summary) kind(k Kind) *kindStats {
	if ks := s.kinds[k]; ks != nil {
		return ks
	}
	return &kindStats{byDay: make([]int, len(reportDays()))}
}

// quantile is the nearest-rank q-quantile of vs as text: "–" for none, "not removed" when it falls on an
// evaluator still in the pool.
func quantile(vs []uint32, q float64) string {
	if len(vs) == 0 {
		return "–"
	}
	s := slices.Clone(vs)
	slices.Sort(s)
	v := s[max(int(math.Ceil(q*float64(len(s))))-1, 0)]
	if v == notRemoved {
		return "not removed"
	}
	return strconv.FormatUint(uint64(v), 10)
}

// honestMissProbability is, exactly, the probability that an honest evaluator with uniform noise
// +-noise misses a canary (and the same for known-good and known-bad canaries alone), from enumerating
// every expected score and every noise value through the rules.
func honestMissProbability(r Rules, noise int) (p, good, bad float64) {
	count := func(lo, hi int, passed bool) float64 {
		misses := 0
		for e := lo; e <= hi; e++ {
			c := Canary{Score: uint16(e), Passed: passed}
			for n := -noise; n <= noise; n++ {
				if !r.CanaryPassed(honestAnswer(c.Score, n), c) {
					misses++
				}
			}
		}
		return float64(misses) / float64((hi-lo+1)*(2*noise+1))
	}
	good, bad = count(GoodCanaryMinBps, GoodCanaryMaxBps, true), count(BadCanaryMinBps, BadCanaryMaxBps, false)
	return (good + bad) / 2, good, bad
}

// binomialAtLeast is P(Bin(n, p) >= k).
func binomialAtLeast(n, k int, p float64) float64 {
	below, term := 0.0, math.Pow(1-p, float64(n)) // term = P(Bin = i)
	for i := 0; i < k && i <= n; i++ {
		below += term
		term *= float64(n-i) / float64(i+1) * p / (1 - p)
	}
	return max(0, 1-below)
}

// negBinQuantile is the least number of trials by which the k-th success (probability p each) has
// happened with probability at least q.
func negBinQuantile(k int, p, q float64) int {
	n := k
	for binomialAtLeast(n, k, p) < q {
		n++
	}
	return n
}

func thousands(v int64) string {
	s := strconv.FormatInt(v, 10)
	var parts []string
	for len(s) > 3 {
		parts = append([]string{s[len(s)-3:]}, parts...)
		s = s[:len(s)-3]
	}
	return strings.Join(append([]string{s}, parts...), ",")
}

func share(a, b int64) string {
	if b == 0 {
		return "–"
	}
	return fmt.Sprintf("%.2f %%", 100*float64(a)/float64(b))
}

func pctBps(bps int) string {
	if bps%100 == 0 {
		return fmt.Sprintf("%d %%", bps/100)
	}
	return fmt.Sprintf("%.1f %%", float64(bps)/100)
}

func (p reportPlan) days() []int {
	var out []int
	for _, d := range reportDays() {
		if d <= p.base.Days {
			out = append(out, d)
		}
	}
	return out
}

func (p reportPlan) render(res map[scenario]*summary) string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	c, r := p.base, p.base.Rules
	slotsPerDay := float64(c.JobsPerDay)
	k := c.EvaluatorsPerJob
	w("# Evaluator pool canaries: how fast dishonest evaluators leave, what honest noise costs\n\n")
	w("Generated by `make bench` (`ASA_EVALSIM_REPORT=bench/evaluators.md go test -run '^TestEvaluatorSimReport$' ./bench/evalsim`).\n")
	w("A simulation of the canary mechanism of the EvaluatorPool contract (`contracts/src/pool/EvaluatorPool.sol`) in package\n")
	w("`bench/evalsim`: the rules are mirrored in integers (basis points, no floats), the randomness is a seeded\n")
	w("`math/rand/v2` PCG, so this file is reproduced byte for byte by running it again. Floats appear only in the statistics.\n\n")

	w("## Parameters\n\n")
	w("**Rules** (the contract's; the values are the defaults of `evalsim.DefaultRules`). An entry keeps evaluations, a\n")
	w("%d-bit window of its last canary outcomes (canaryCount = min(canaries, %d)), deviationSum, deviationSamples and its\n", WindowSize, WindowSize)
	w("stake. Qualified = evaluations >= %d AND canaryCount >= %d AND passes x 10000 >= %d x canaryCount AND\n", r.MinEvaluations, r.MinCanaries, r.MinCanaryPassBps)
	w("(deviationSamples = 0 OR deviationSum <= %d x deviationSamples) AND stake >= minStake (%s, half the starting stake of\n", r.MaxDeviationBps, thousands(int64(r.MinStake)))
	w("%s: below it after 7 gross misses). Each job's answers are *recorded* when its evaluation is over: an evaluation\n", thousands(int64(c.Stake)))
	w("each, and with several evaluators a deviation sample from the median of the others' scores (%d others: the\n", k-1)
	w("mean of the two rounded down, the pool's `_medianOfOthers`). A canary is then *revealed*: each answer passes when its flag is the\n")
	w("expected one and |score - expected| <= %d (silence misses; nobody is silent in these runs), the outcome enters\n", r.CanaryToleranceBps)
	w("the window and |score - expected| is one more deviation sample (a pool canary gives two, a probation canary, judged\n")
	w("alone, one). A gross miss (flag wrong, or |score - expected| > %d) slashes %s of the current stake, rounded down;\n", r.GrossMissBps, pctBps(int(r.SlashBps)))
	w("only canaries can be gross misses. After every record and reveal the qualification rule moves the entry: a\n")
	w("probationer that qualifies joins the qualified list, a qualified entry that does not goes back to probation (off the\n")
	w("list). Failure actions: under `flag_and_continue` that is all a miss does; under `remove_evaluator` a missed canary\n")
	w("removes the entry (status Removed, for good), in probation too.\n\n")
	w("**Probation and the canary operator.** Every evaluator registers on probation at time 0. The operator gives each\n")
	w("probationer %d probation jobs a day (canaries it judges alone; one every %d pool slots, %.1f min, random phase) on\n", c.ProbationCanariesPerDay, c.ProbationPeriod(), 1440/float64(c.ProbationCanariesPerDay))
	w("top of the pool's jobs, %d in all (\"judged at admission\": it qualifies at its %s evaluation or never). The variant\n", r.MinEvaluations, ordinal(int(r.MinEvaluations)))
	w("\"probation judged early\" stops a probationer's jobs as soon as its window or deviation fails the predicate's terms\n")
	w("from its %s canary on. The operator gives no probation jobs to an entry that dropped out of the qualified list, so\n", ordinal(int(r.MinCanaries)))
	w("here leaving the list is for good under both actions (the contract would let such an entry requalify through\n")
	w("probation jobs; an operator that grants them lets a demoted sleeper come back). \"Removed in probation\" = never\n")
	w("qualified at the end of a job.\n\n")
	w("**Pool traffic.** %s evaluators; %s pool jobs a day (one per slot; %.1f s apart) for %d days, each drawn to %d\n", thousands(int64(c.Evaluators)), thousands(int64(c.JobsPerDay)), 86400/slotsPerDay, c.Days, k)
	w("distinct qualified evaluators (the pool's `_pick`: a uniform index, retried up to %d times on one already picked, then\n", drawTries)
	w("the next one cyclically; the PCG stands for the block hash; client, provider and rotation exclusions are not\n")
	w("modelled). A job that finds fewer than %d qualified is unserved. Each job is a\n", k)
	w("canary with probability 1/%d (1 per %d deliveries, %s, independently, so canaries cannot be told apart). About %.0f\n", c.CanaryEvery, c.CanaryEvery, pctBps(MaxBps/c.CanaryEvery), float64(c.JobsPerDay*k)/float64(c.Evaluators))
	w("deliveries per qualified evaluator a day while the pool is whole.\n\n")
	w("**Canaries**: half known-good (expected score uniform in %d..%d, passed true), half known-bad (uniform in %d..%d,\n", GoodCanaryMinBps, GoodCanaryMaxBps, BadCanaryMinBps, BadCanaryMaxBps)
	w("passed false). **Real jobs**: true quality uniform in 0..%d.\n\n", MaxBps)
	w("**Behaviours.** Honest: the true quality (a canary's expected score) + noise uniform in [-N, +N] (integers), clamped to\n")
	w("0..%d, passed = score >= %d. Lenient colluder: score uniform in %d..%d, always passed. Harsh: score uniform in 0..%d,\n", MaxBps, PassThresholdBps, LenientMinBps, MaxBps, HarshMaxBps)
	w("always failed. Random scorer: score uniform in 0..%d, passed = score >= %d. Sleeper: honest (with the population's\n", MaxBps, PassThresholdBps)
	w("noise) through probation and for K = %d pool deliveries after qualifying, then lenient. The dishonest share (%s)\n", c.SleeperDeliveries, p.fractionList())
	w("is split evenly over the four kinds; noise levels N = %s bps.\n\n", p.noiseList(p.noises))
	w("**Seeds.** Every run uses `rand.NewPCG(%d, 0x6576616c73696d)`; runs differ by their parameters only.\n\n", reportSeed)
	w("**Counting.** \"Deliveries to removal\" counts the jobs given to a dishonest evaluator from the onset of its\n")
	w("misbehaviour (registration for lenient, harsh and random; the first lenient delivery for a sleeper) up to and\n")
	w("including the job it was removed at (probation canaries included); \"canaries\" the canaries among them; \"real jobs\n")
	w("scored\" the real jobs it answered while misbehaving. Median and p90 are nearest-rank over every evaluator of the\n")
	w("kind that misbehaved (\"not removed\" when the rank falls on one still qualified at the end). \"Removed by day d\" is the\n")
	w("share of the kind removed within the first d days. False removals are removed honest evaluators.\n\n")

	p.renderReading(&b, res)

	for _, action := range []FailureAction{FlagAndContinue, RemoveEvaluator} {
		w("\n## Dishonest evaluators under %s\n", action)
		for _, n := range p.noises {
			w("\n### Honest noise +-%d bps\n\n", n)
			w("| dishonest | kind | evaluators | removed in probation |")
			for _, d := range p.days() {
				w(" removed by day %d |", d)
			}
			w(" deliveries to removal p50 / p90 | canaries p50 / p90 | real jobs scored p50 / p90 | slashed, mean |\n|---|---|---:|---:|")
			for range p.days() {
				w("---:|")
			}
			w("---:|---:|---:|---:|\n")
			for _, f := range p.fractions {
				s := res[scenario{f, n, action, false}]
				for _, kind := range append(DishonestKinds(), Honest) {
					ks := s.kind(kind)
					name := kind.String()
					if kind == Honest {
						name = "honest (false removals)"
					} else if ks.misbehaved < ks.n {
						name = fmt.Sprintf("%s (%d turned)", name, ks.misbehaved)
					}
					w("| %s | %s | %s | %s |", pctBps(f), name, thousands(int64(ks.n)), share(int64(ks.inProbation), int64(ks.n)))
					for i := range p.days() {
						w(" %s |", share(int64(ks.byDay[i]), int64(ks.n)))
					}
					if kind == Honest {
						w(" – | – | – | %s |\n", mean(ks.slashed, ks.n))
						continue
					}
					w(" %s / %s | %s / %s | %s / %s | %s |\n", quantile(ks.deliveries, 0.5), quantile(ks.deliveries, 0.9),
						quantile(ks.canaries, 0.5), quantile(ks.canaries, 0.9), quantile(ks.real, 0.5), quantile(ks.real, 0.9), mean(ks.slashed, ks.n))
				}
			}
		}
	}

	w("\n## Pool totals: false removals, slashing, real jobs a dishonest evaluator touched\n\n")
	w("Real-job shares are of the served real jobs: with at least one dishonest answer, with a dishonest majority (%d or\n", k/2+1)
	w("more of %d: they set the median), and the dishonest share of all real-job answers. \"Sleepers caught by deviation\"\n", k)
	w("left with their canary window still passing, on the deviation bound. Unserved: jobs that found fewer than %d qualified\n", k)
	w("evaluators (the first hours, before anyone finished probation, and a pool emptied by false removals).\n\n")
	w("| action | noise | dishonest | honest false removals (in probation) | slashed: honest / dishonest | real jobs served | unserved | with a dishonest answer | dishonest majority | dishonest answers | sleepers caught by deviation | qualified at the end |\n")
	w("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, action := range []FailureAction{FlagAndContinue, RemoveEvaluator} {
		for _, n := range p.noises {
			for _, f := range p.fractions {
				s := res[scenario{f, n, action, false}]
				p.totalsRow(&b, s, action.String(), n, f)
			}
		}
	}

	w("\n## Variant: probation judged early (flag_and_continue)\n\n")
	w("The window and deviation terms judged after every probation canary from the %s: with %d..%d canaries no miss is\n", ordinal(int(r.MinCanaries)), r.MinCanaries, minCount(r, 1)-1)
	w("allowed, with %d..%d one, with %d two (passes x 10000 >= %d x canaryCount).\n\n", minCount(r, 1), minCount(r, 2)-1, WindowSize, r.MinCanaryPassBps)
	w("| noise | dishonest | honest false removals (in probation) | lenient: canaries to removal p50 / p90 | harsh | random | slashed: dishonest, mean | same at admission: honest false removals | lenient canaries p50 / p90 | slashed: dishonest, mean |\n")
	w("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, n := range p.noises {
		for _, f := range p.fractions {
			e, a := res[scenario{f, n, FlagAndContinue, true}], res[scenario{f, n, FlagAndContinue, false}]
			h, ha := e.kind(Honest), a.kind(Honest)
			w("| +-%d | %s | %s (%s) | %s / %s | %s / %s | %s / %s | %s | %s (%s) | %s / %s | %s |\n", n, pctBps(f),
				share(int64(h.removed), int64(h.n)), share(int64(h.inProbation), int64(h.n)),
				quantile(e.kind(Lenient).canaries, 0.5), quantile(e.kind(Lenient).canaries, 0.9),
				quantile(e.kind(Harsh).canaries, 0.5), quantile(e.kind(Harsh).canaries, 0.9),
				quantile(e.kind(RandomScorer).canaries, 0.5), quantile(e.kind(RandomScorer).canaries, 0.9), dishonestMeanSlash(e),
				share(int64(ha.removed), int64(ha.n)), share(int64(ha.inProbation), int64(ha.n)),
				quantile(a.kind(Lenient).canaries, 0.5), quantile(a.kind(Lenient).canaries, 0.9), dishonestMeanSlash(a))
		}
	}

	w("\n## Honest noise: the false-removal cliff (%s dishonest)\n\n", pctBps(p.sweepBps))
	w("p = an honest evaluator's chance to miss one canary, exact (every expected score x every noise value through the\n")
	w("rules; known-good / known-bad in brackets). Theory for probation: `remove_evaluator` removes with probability\n")
	w("1 - (1 - p)^%d, judging at admission with P(Bin(%d, p) >= %d) (the last %d of %d canaries). Simulated: honest\n", r.MinEvaluations, WindowSize, maxMisses(r, WindowSize)+1, WindowSize, r.MinEvaluations)
	w("evaluators removed in probation / removed by the end of day %d, and the qualified pool at the end (with fewer than\n", c.Days)
	w("%d left the pool serves nothing, so the last few are never judged again).\n\n", c.EvaluatorsPerJob)
	w("| noise | p (good / bad) | policy | probation removal, theory | in probation, simulated | all false removals | qualified at the end | unserved jobs |\n")
	w("|---:|---|---|---:|---:|---:|---:|---:|\n")
	for _, n := range p.sweep {
		prob, good, bad := honestMissProbability(r, n)
		for _, pol := range policies() {
			s := res[scenario{p.sweepBps, n, pol.action, pol.early}]
			h := s.kind(Honest)
			theory := "–"
			switch {
			case pol.action == RemoveEvaluator:
				theory = fmt.Sprintf("%.2f %%", 100*(1-math.Pow(1-prob, float64(r.MinEvaluations))))
			case !pol.early:
				theory = fmt.Sprintf("%.2f %%", 100*binomialAtLeast(WindowSize, maxMisses(r, WindowSize)+1, prob))
			}
			w("| +-%d | %.4f (%.4f / %.4f) | %s | %s | %s | %s | %s | %s |\n", n, prob, good, bad, pol.policy(), theory,
				share(int64(h.inProbation), int64(h.n)), share(int64(h.removed), int64(h.n)), thousands(int64(s.r.FinalPool)), thousands(s.r.Unserved))
		}
	}
	return b.String()
}

func (p reportPlan) totalsRow(b *strings.Builder, s *summary, policy string, noise, f int) {
	h := s.kind(Honest)
	var dishonestSlash uint64
	for _, kind := range DishonestKinds() {
		dishonestSlash += s.kind(kind).slashed
	}
	sl := s.kind(Sleeper)
	fmt.Fprintf(b, "| %s | +-%d | %s | %d = %s (%d) | %s / %s | %s | %s | %s | %s | %s | %d of %d | %s |\n", policy, noise, pctBps(f),
		h.removed, share(int64(h.removed), int64(h.n)), h.inProbation, thousands(int64(h.slashed)), thousands(int64(dishonestSlash)),
		thousands(s.r.RealJobs), thousands(s.r.Unserved), share(s.r.RealJobsWithDishonest, s.r.RealJobs), share(s.r.RealJobsDishonestMajority, s.r.RealJobs),
		share(s.r.DishonestRealEvaluations, s.r.RealEvaluations), sl.byDeviation, sl.removed, thousands(int64(s.r.FinalPool)))
}

func (p reportPlan) renderReading(b *strings.Builder, res map[scenario]*summary) {
	w := func(format string, a ...any) { fmt.Fprintf(b, format, a...) }
	c, r := p.base, p.base.Rules
	ce := float64(c.CanaryEvery)
	need := maxMisses(r, WindowSize) + 1 // misses in a full window that fail it
	pBadCanary, pBadDelivery := 0.5, 0.5/ce
	w("## Reading the numbers\n\n")
	w("**The window of %d and the %s threshold** allow %d misses in a full window; the %s miss within %d canaries\n", WindowSize, pctBps(int(r.MinCanaryPassBps)), need-1, ordinal(need), WindowSize)
	w("fails it. A lenient colluder misses exactly the known-bad canaries, half of them, so once qualified with a clean\n")
	w("window it is out at its %s known-bad canary under `flag_and_continue`: after a negative-binomial number of canaries,\n", ordinal(need))
	w("median %d, p90 %d, mean %.0f, i.e. (at 1 canary in %d deliveries, a known-bad one in %.0f) median %d, p90 %d, mean %.0f\n",
		negBinQuantile(need, pBadCanary, 0.5), negBinQuantile(need, pBadCanary, 0.9), float64(need)/pBadCanary, c.CanaryEvery, 1/pBadDelivery,
		negBinQuantile(need, pBadDelivery, 0.5), negBinQuantile(need, pBadDelivery, 0.9), float64(need)/pBadDelivery)
	w("deliveries, of which about %.0f %% are real jobs it scores leniently. `remove_evaluator` takes the first known-bad\n", 100*(1-1/ce))
	w("canary: median %d, p90 %d canaries; median %d, p90 %d, mean %.0f deliveries.\n", negBinQuantile(1, pBadCanary, 0.5), negBinQuantile(1, pBadCanary, 0.9),
		negBinQuantile(1, pBadDelivery, 0.5), negBinQuantile(1, pBadDelivery, 0.9), 1/pBadDelivery)
	ref := scenario{p.fractions[min(1, len(p.fractions)-1)], p.noises[0], FlagAndContinue, false}
	if s := res[ref]; s != nil {
		sl := s.kind(Sleeper)
		w("The sleepers, who turn exactly so, match it (%s dishonest, noise +-%d, `flag_and_continue`):\n", pctBps(ref.dishonestBps), ref.noise)
		w("median %s, p90 %s canaries, %s / %s deliveries, %s / %s real jobs scored",
			quantile(sl.canaries, 0.5), quantile(sl.canaries, 0.9), quantile(sl.deliveries, 0.5), quantile(sl.deliveries, 0.9), quantile(sl.real, 0.5), quantile(sl.real, 0.9))
		ref.action = RemoveEvaluator
		if s := res[ref]; s != nil {
			sl := s.kind(Sleeper)
			w(";\nunder `remove_evaluator` %s / %s canaries, %s / %s deliveries", quantile(sl.canaries, 0.5), quantile(sl.canaries, 0.9),
				quantile(sl.deliveries, 0.5), quantile(sl.deliveries, 0.9))
		}
		w(".")
	}
	w(" The deviation bound is a backstop here, not the detector:\n")
	w("a sleeper's honest history (%d probation canaries and K = %d deliveries near the true score) keeps its mean deviation\n", r.MinEvaluations, c.SleeperDeliveries)
	w("under %d for dozens of lenient answers, so the window nearly always fires first.\n\n", r.MaxDeviationBps)
	blatant, qualified := 0, 0
	for _, s := range res {
		for _, kind := range []Kind{Lenient, Harsh, RandomScorer} {
			blatant += s.kind(kind).n
			qualified += s.kind(kind).qualified
		}
	}
	w("**Blatant kinds never reach the pool.** Lenient, harsh and random scorers miss canaries from their first one, and\n")
	w("probation is canary-only: of the %s such evaluators in all runs, %d qualified. Judged at admission they are removed at their\n", thousands(int64(blatant)), qualified)
	w("%s probation canary, after about %d gross misses for a lenient colluder (its stake falls to about %s of\n", ordinal(int(r.MinEvaluations)), int(r.MinEvaluations)/2, thousands(int64(float64(c.Stake)*math.Pow(1-float64(r.SlashBps)/MaxBps, float64(r.MinEvaluations)/2))))
	w("%s); judged early or under `remove_evaluator` within a handful of canaries, losing much less stake: slashing is\n", thousands(int64(c.Stake)))
	w("heavier the longer probation lets a cheater keep answering. Since probation hands out %d canaries, every qualified\n", r.MinEvaluations)
	w("evaluator has canaryCount = %d and minCanaries = %d never binds, except under early judging (where, with %d..%d\n", WindowSize, r.MinCanaries, r.MinCanaries, minCount(r, 1)-1)
	w("canaries, one miss removes). What reaches real jobs is only a cheater that behaves until it qualifies, the sleeper.\n\n")
	w("**Honest noise.** An honest evaluator never misses while its noise stays within the tolerance (N <= %d: its flag\n", r.CanaryToleranceBps)
	w("cannot flip either, known-good canaries expect >= %d and known-bad <= %d around the %d pass line), and with\n", GoodCanaryMinBps, BadCanaryMaxBps, PassThresholdBps)
	w("N <= %d not one deviation sample from a fellow honest median can exceed %d; above that only the mean counts.\n", int(r.MaxDeviationBps)/2, r.MaxDeviationBps)
	w("Honest false removals in the main runs, the worst over the dishonest shares:\n")
	for i, n := range p.noises {
		worst := map[FailureAction]float64{}
		dev := "–"
		for _, f := range p.fractions {
			for _, action := range []FailureAction{FlagAndContinue, RemoveEvaluator} {
				if s := res[scenario{f, n, action, false}]; s != nil {
					h := s.kind(Honest)
					worst[action] = max(worst[action], float64(h.removed)/float64(max(h.n, 1)))
					if dev == "–" && h.deviationSamples > 0 {
						dev = fmt.Sprintf("%.0f", float64(h.deviationSum)/float64(h.deviationSamples))
					}
				}
			}
		}
		sep := ";"
		if i == len(p.noises)-1 {
			sep = "."
		}
		w("at +-%d, %.2f %% under `flag_and_continue` and %.2f %% under `remove_evaluator` (mean honest deviation %s bps)%s\n", n, 100*worst[FlagAndContinue], 100*worst[RemoveEvaluator], dev, sep)
	}
	w("Past the tolerance the rules are a cliff: every %d canaries are a fresh\n", WindowSize)
	w("chance of %d misses, a qualified evaluator sees about %.0f canaries in %d days, and each removal loads the rest of\n", need, float64(c.JobsPerDay*c.EvaluatorsPerJob*c.Days)/float64(c.Evaluators)/ce, c.Days)
	w("the pool with more deliveries: the sweep at the end shows how fast the pool empties.")
	for _, n := range p.sweep {
		if n <= int(r.CanaryToleranceBps) {
			continue
		}
		prob, _, _ := honestMissProbability(r, n)
		flag, early, remove := res[scenario{p.sweepBps, n, FlagAndContinue, false}], res[scenario{p.sweepBps, n, FlagAndContinue, true}],
			res[scenario{p.sweepBps, n, RemoveEvaluator, false}]
		if flag == nil || early == nil || remove == nil {
			break
		}
		hf, he, hr := flag.kind(Honest), early.kind(Honest), remove.kind(Honest)
		w(" Already at +-%d (a miss\nprobability of %.2f %% per canary) `remove_evaluator` removes %s of the honest evaluators in probation and %s within\n", n, 100*prob,
			share(int64(hr.inProbation), int64(hr.n)), share(int64(hr.removed), int64(hr.n)))
		w("%d days, leaving %d qualified; `flag_and_continue` removes %s (%s when probation is judged early).", c.Days, remove.r.FinalPool,
			share(int64(hf.removed), int64(hf.n)), share(int64(he.removed), int64(he.n)))
		break
	}
	w(" The\ntolerance must sit above the honest evaluators' worst-case disagreement with the reference, not their typical one;\n")
	w("`remove_evaluator` only works with honest scorers that never leave it.\n")
}

// ordinal is 1st, 2nd, 3rd, 4th, ...
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// maxMisses is the most misses a window of n canaries may hold and pass.
func maxMisses(r Rules, n int) int {
	m := 0
	for uint64(n-m-1)*MaxBps >= uint64(r.MinCanaryPassBps)*uint64(n) {
		m++
	}
	return m
}

// minCount is the least canary count (>= MinCanaries) at which the window tolerates m misses.
func minCount(r Rules, m int) int {
	for n := int(r.MinCanaries); n <= WindowSize; n++ {
		if maxMisses(r, n) >= m {
			return n
		}
	}
	return WindowSize + 1
}

func mean(total uint64, n int) string {
	if n == 0 {
		return "–"
	}
	return thousands(int64(math.Round(float64(total) / float64(n))))
}

func dishonestMeanSlash(s *summary) string {
	var total uint64
	n := 0
	for _, kind := range DishonestKinds() {
		total += s.kind(kind).slashed
		n += s.kind(kind).n
	}
	return mean(total, n)
}

func (p reportPlan) fractionList() string {
	var s []string
	for _, f := range p.fractions {
		s = append(s, pctBps(f))
	}
	return strings.Join(s, ", ")
}

func (p reportPlan) noiseList(ns []int) string {
	var s []string
	for _, n := range ns {
		s = append(s, fmt.Sprintf("+-%d", n))
	}
	return strings.Join(s, ", ")
}
