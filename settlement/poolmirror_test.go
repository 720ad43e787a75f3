package settlement

import (
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func testRules() PoolRules {
	return PoolRules{MinStake: big.NewInt(1000), MinEvaluations: 1, MinCanaries: 1, MinCanaryPassBps: 9000,
		CanaryToleranceBps: 1000, MaxDeviationBps: 1500, GrossMissBps: 3000, SlashBps: 1000, OverturnBps: 3000,
		UnbondingDelay: 3600, MutualWindow: 600}
}

func addr(b byte) common.Address { return common.BytesToAddress([]byte{b}) }

// tallyOf packs an escrow result tally: scores[i] < 0 means evaluator i did not score.
func tallyOf(scores []int, failed []bool) *big.Int {
	t := new(big.Int)
	counted := 0
	for i, s := range scores {
		if s < 0 {
			continue
		}
		counted++
		t.SetBit(t, i, 1)
		t.Or(t, new(big.Int).Lsh(big.NewInt(int64(s)), uint(16+16*i)))
		if failed != nil && failed[i] {
			t.SetBit(t, 144+i, 1)
		}
	}
	return t.Or(t, big.NewInt(int64(counted)<<8))
}

func TestPoolEntryQualifiedBoundaries(t *testing.T) {
	r := testRules()
	e := PoolEntry{Stake: big.NewInt(1000), Evaluations: 1, CanaryWindow: 1, CanaryCount: 1}
	if !e.Qualified(r) {
		t.Fatal("entry at every minimum does not qualify")
	}
	for name, mut := range map[string]func(*PoolEntry){
		"stake":       func(e *PoolEntry) { e.Stake = big.NewInt(999) },
		"evaluations": func(e *PoolEntry) { e.Evaluations = 0 },
		"canaries":    func(e *PoolEntry) { e.CanaryCount, e.CanaryWindow = 0, 0 },
		"pass rate":   func(e *PoolEntry) { e.CanaryCount, e.CanaryWindow = 10, 0b0111111110 }, // 8 of 10 < 90 %
		"deviation":   func(e *PoolEntry) { e.DeviationSum, e.DeviationSamples = 3001, 2 },
	} {
		c := e.clone()
		mut(&c)
		if c.Qualified(r) {
			t.Errorf("%s below the rule still qualifies: %+v", name, c)
		}
	}
	c := e.clone()
	c.CanaryCount, c.CanaryWindow, c.DeviationSum, c.DeviationSamples = 10, 0b1111111110, 3000, 2 // 9 of 10, mean 1500
	if !c.Qualified(r) {
		t.Fatalf("entry exactly at 90 %% and the deviation bound does not qualify: %+v", c)
	}
}

func TestMedianOfOthers(t *testing.T) {
	tally := tallyOf([]int{100, 300, -1, 200, 1001}, nil)
	for skip, want := range map[int]uint16{0: 300, 1: 200, 3: 300, 4: 200} {
		if got := MedianOfOthers(tally, 5, skip); got != want {
			t.Errorf("median of others than %d = %d, want %d", skip, got, want)
		}
	}
	if got := MedianOfOthers(tallyOf([]int{1, 2, 4}, nil), 3, 1); got != 2 { // (1+4)/2 rounded down
		t.Errorf("even median %d, want 2", got)
	}
}

// qualifyAll registers and qualifies evaluators through one probation canary job each.
func qualifyAll(t *testing.T, m *PoolMirror, pol PoolPolicy, evs ...common.Address) {
	t.Helper()
	for i, ev := range evs {
		if err := m.Register(ev, pol.ServiceType, big.NewInt(1000)); err != nil {
			t.Fatal(err)
		}
		job := big.NewInt(int64(1000 + i))
		if err := m.Assign(addr(0xee), job, pol, SeatEvaluators, addr(0xf0), []common.Address{ev}); err != nil {
			t.Fatal(err)
		}
		if _, err := m.RevealCanary(addr(0xee), job, 9500, true, tallyOf([]int{9400}, nil), true, 0); err != nil {
			t.Fatal(err)
		}
		if e := m.Entry(ev, pol.ServiceType); e.Status != PoolQualified || int(e.ListIndex) != i+1 {
			t.Fatalf("entry %d after its canary: %+v", i, e)
		}
	}
}

func TestPoolMirrorSwapAndPopAndWithdraw(t *testing.T) {
	m, err := NewPoolMirror(testRules())
	if err != nil {
		t.Fatal(err)
	}
	pol := PoolPolicy{ServiceType: ServiceTypeHash("x"), Mode: SelectProbation, Size: 1, Quorum: 1}
	st := pol.ServiceType
	qualifyAll(t, m, pol, addr(1), addr(2), addr(3), addr(4))
	if err := m.Resign(addr(2), st, 100); err != nil {
		t.Fatal(err)
	}
	if got, want := m.Qualified(st), []common.Address{addr(1), addr(4), addr(3)}; !slices.Equal(got, want) {
		t.Fatalf("after resigning the second: %v, want %v (the last moved into its place)", got, want)
	}
	if e := m.Entry(addr(4), st); e.ListIndex != 2 {
		t.Fatalf("moved entry's index %d, want 2", e.ListIndex)
	}
	if _, err := m.Withdraw(addr(2), st, 3699); err == nil {
		t.Fatal("withdraw before the unbonding delay succeeded")
	}
	got, err := m.Withdraw(addr(2), st, 3700)
	if err != nil || got.Int64() != 1000 {
		t.Fatalf("withdraw = %v, %v; want 1000", got, err)
	}
	if e := m.Entry(addr(2), st); e.Status != PoolNone || m.Held().Int64() != 3000 {
		t.Fatalf("after withdraw: %+v, held %s", e, m.Held())
	}
	if err := m.Register(addr(9), st, big.NewInt(999)); err == nil {
		t.Fatal("a stake below the minimum registered")
	}
}

func TestPoolMirrorPickRotationAndDeterminism(t *testing.T) {
	m, _ := NewPoolMirror(testRules())
	prob := PoolPolicy{ServiceType: ServiceTypeHash("x"), Mode: SelectProbation, Size: 1, Quorum: 1}
	qualifyAll(t, m, prob, addr(1), addr(2), addr(3))
	pol := PoolPolicy{ServiceType: prob.ServiceType, Mode: SelectRandom, Size: 2, Quorum: 2, Rotation: 1}
	client, provider := addr(0xc1), addr(0xb1)
	seed := common.HexToHash("0x1234")
	a, err := m.Pick(pol, seed, 2, client, provider, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := m.Pick(pol, seed, 2, client, provider, nil)
	if !slices.Equal(a, b) || a[0] == a[1] {
		t.Fatalf("pick not deterministic or not distinct: %v %v", a, b)
	}
	// The first uniform index is keccak256(abi.encode(seed, 0, 0)) % 3.
	if a[0] != m.Qualified(pol.ServiceType)[poolDrawIndex(seed, 0, 0, 3)] {
		t.Fatalf("first pick %v is not the first uniform index", a[0])
	}
	if err := m.Assign(addr(0xaa), big.NewInt(1), pol, SeatEvaluators, provider, a); err != nil {
		t.Fatal(err)
	}
	// Rotation 1: the two just drawn may not judge this provider's next job; only one evaluator is left.
	if _, err := m.Pick(pol, seed, 2, client, provider, nil); err == nil {
		t.Fatal("rotation bound allowed a second consecutive job")
	}
	one := pol
	one.Size, one.Quorum = 1, 1
	c, err := m.Pick(one, seed, 1, client, provider, nil)
	if err != nil || slices.Contains(a, c[0]) {
		t.Fatalf("pick after the run: %v, %v; want the third evaluator", c, err)
	}
	// Another provider is not bound.
	if _, err := m.Pick(pol, seed, 2, client, addr(0xb2), nil); err != nil {
		t.Fatal(err)
	}
}

func TestPoolMirrorRecordCanaryAndOverturn(t *testing.T) {
	m, _ := NewPoolMirror(testRules())
	prob := PoolPolicy{ServiceType: ServiceTypeHash("x"), Mode: SelectProbation, Size: 1, Quorum: 1}
	st := prob.ServiceType
	qualifyAll(t, m, prob, addr(1), addr(2), addr(3))
	pol := PoolPolicy{ServiceType: st, Mode: SelectRandom, Size: 3, Quorum: 2, FailureAction: RemoveEvaluator}
	job := big.NewInt(7)
	evs := []common.Address{addr(1), addr(2), addr(3)}
	if err := m.Assign(addr(0xaa), job, pol, SeatEvaluators, addr(0xb1), evs); err != nil {
		t.Fatal(err)
	}
	// Evaluator 3 is silent; 1 and 2 deviate from each other by 1000 (1 had 100 from its probation canary,
	// and 0 from this one).
	slashes, err := m.RevealCanary(addr(0xaa), job, 9000, true, tallyOf([]int{9000, 8000, -1}, []bool{false, false, false}), true, 50)
	if err != nil {
		t.Fatal(err)
	}
	e1, e2, e3 := m.Entry(addr(1), st), m.Entry(addr(2), st), m.Entry(addr(3), st)
	if e1.Evaluations != 2 || e1.DeviationSum != 1100 || e1.DeviationSamples != 3 || e1.Status != PoolQualified {
		t.Fatalf("evaluator 1: %+v", e1)
	}
	if e3.Silences != 1 || e3.Status != PoolRemoved || e3.LeaveAt != 3650 || e3.CanaryMisses != 1 {
		t.Fatalf("silent evaluator 3 under RemoveEvaluator: %+v", e3)
	}
	// Evaluator 2 missed by 1000 (the tolerance): a pass, no slash.
	if len(slashes) != 0 || e2.CanaryPasses != 2 {
		t.Fatalf("slashes %v, evaluator 2 %+v", slashes, e2)
	}
	// A gross miss (wrong pass/fail) slashes 10 % to the burn address.
	job2 := big.NewInt(8)
	m.Assign(addr(0xee), job2, prob, SeatEvaluators, addr(0xb1), []common.Address{addr(1)})
	slashes, _ = m.RevealCanary(addr(0xee), job2, 9000, true, tallyOf([]int{9000}, []bool{true}), true, 60)
	if len(slashes) != 1 || slashes[0].To != PoolBurn || slashes[0].Amount.Int64() != 100 {
		t.Fatalf("gross miss slashes %v", slashes)
	}
	if e := m.Entry(addr(1), st); e.Stake.Int64() != 900 || e.Status != PoolProbation || e.ListIndex != 0 {
		t.Fatalf("slashed below the minimum: %+v", e)
	}
	// Overturn: a resolver seat's decision far from the policy share slashes the counted evaluators.
	job3 := big.NewInt(9)
	one := PoolPolicy{ServiceType: st, Mode: SelectRandom, Size: 1, Quorum: 1}
	m.Assign(addr(0xab), job3, one, SeatEvaluators, addr(0xb1), []common.Address{addr(2)})
	m.Assign(addr(0xac), job3, one, SeatResolver, addr(0xb1), []common.Address{addr(1)})
	cont := Terms{Policy: PolicyContinuous}
	pb := func(tl *big.Int) uint16 { return PoolPolicyBps(cont, 9000, tl) }
	slashes, err = m.Resolve(addr(0xac), job3, addr(1), 2000, tallyOf([]int{9000}, nil), true, pb, addr(0xc1), addr(0xb1))
	if err != nil || len(slashes) != 1 || slashes[0].To != addr(0xc1) || slashes[0].Evaluator != addr(2) || slashes[0].Reason != "overturned" {
		t.Fatalf("overturn slashes %v, %v", slashes, err)
	}
	if e := m.Entry(addr(1), st); e.OpenJobs != 0 {
		t.Fatalf("resolver still has open jobs: %+v", e)
	}
	if got := PoolPolicyBps(cont, 9000, tallyOf([]int{9000, 8000}, []bool{true, false})); got != 0 {
		t.Fatalf("half failed: policy bps %d, want 0", got)
	}
}
