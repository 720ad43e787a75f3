package settlement

import (
	"math/big"
	"math/rand"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// seedTiers are the white paper's default tiers: >=90 -> 100 %, >=75 -> 85 %, >=60 -> 50 %, else 0.
var seedTiers = []Tier{{9000, 10000}, {7500, 8500}, {6000, 5000}}

func mustPack(t testing.TB, tiers []Tier) *big.Int {
	t.Helper()
	p, err := PackTiers(tiers)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func graduated(t testing.TB, fee uint16, tiers []Tier) Terms {
	return Terms{Policy: PolicyGraduated, TierCount: uint8(len(tiers)), Tiers: mustPack(t, tiers), EvaluatorFeeBps: fee,
		SilenceAction: ActionSplit5050, FallbackAction: ActionSplit5050, FundTimeout: 1, EvaluateTimeout: 1}
}

func bi(v int64) *big.Int { return big.NewInt(v) }

func TestSplit(t *testing.T) {
	cases := []struct {
		name                   string
		budget                 int64
		release, fee           uint16
		hasScore               bool
		provider, client, feeV int64
	}{
		{"full release, no fee", 5_000_000, 10000, 0, true, 5_000_000, 0, 0},
		{"nothing released", 5_000_000, 0, 0, true, 0, 5_000_000, 0},
		{"85 percent of 5 USDC", 5_000_000, 8500, 0, true, 4_250_000, 750_000, 0},
		{"one base unit, half", 1, 5000, 0, true, 0, 1, 0},
		{"one base unit, all", 1, 10000, 1000, true, 1, 0, 0},
		{"one base unit, 9999 bps", 1, 9999, 0, true, 0, 1, 0},
		{"rounding remainder to client", 3, 5000, 0, true, 1, 2, 0},
		{"fee floor", 9999, 10000, 1, true, 9999, 0, 0},
		{"fee exact", 10000, 10000, 1, true, 9999, 0, 1},
		{"fee then release floors", 1_000_001, 3333, 250, true, 324_967, 650_034, 25_000},
		{"no score, no fee", 1_000_000, 5000, 1000, false, 500_000, 500_000, 0},
		{"max fee", 5_000_000, 8500, MaxEvaluatorFeeBps, true, 3_825_000, 675_000, 500_000},
		{"zero budget", 0, 10000, 1000, true, 0, 0, 0},
		{"odd budget split", 7, 5000, 0, false, 3, 4, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := Split(bi(c.budget), c.release, c.fee, c.hasScore)
			if err != nil {
				t.Fatal(err)
			}
			if p.Provider.Int64() != c.provider || p.Client.Int64() != c.client || p.Fee.Int64() != c.feeV {
				t.Fatalf("got %v, want provider %d client %d fee %d", p, c.provider, c.client, c.feeV)
			}
			if p.Total().Int64() != c.budget {
				t.Fatalf("total %s != budget %d", p.Total(), c.budget)
			}
		})
	}
}

func TestSplitRejects(t *testing.T) {
	if _, err := Split(bi(-1), 0, 0, true); err == nil {
		t.Error("negative budget accepted")
	}
	if _, err := Split(nil, 0, 0, true); err == nil {
		t.Error("nil budget accepted")
	}
	if _, err := Split(bi(1), 10001, 0, true); err == nil {
		t.Error("releaseBps 10001 accepted")
	}
	if _, err := Split(bi(1), 0, MaxEvaluatorFeeBps+1, true); err == nil {
		t.Error("fee above cap accepted")
	}
	if _, err := Split(new(big.Int).Add(MaxBudget(), bi(1)), 0, 0, true); err == nil {
		t.Error("budget above MaxBudget accepted")
	}
	p, err := Split(MaxBudget(), 9999, MaxEvaluatorFeeBps, true)
	if err != nil {
		t.Fatal(err)
	}
	if p.Total().Cmp(MaxBudget()) != 0 {
		t.Fatalf("max budget not conserved: %v", p)
	}
}

// TestSplitRandomAgainstBigInt checks the decimal-based math against plain big.Int floor division.
func TestSplitRandomAgainstBigInt(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for range 5000 {
		budget := new(big.Int).Rand(r, MaxBudget())
		if r.Intn(2) == 0 {
			budget = bi(r.Int63n(100_000_000))
		}
		release, fee, has := uint16(r.Intn(10001)), uint16(r.Intn(MaxEvaluatorFeeBps+1)), r.Intn(2) == 0
		p, err := Split(budget, release, fee, has)
		if err != nil {
			t.Fatal(err)
		}
		wantFee := new(big.Int)
		if has {
			wantFee.Div(new(big.Int).Mul(budget, bi(int64(fee))), bi(10000))
		}
		dist := new(big.Int).Sub(budget, wantFee)
		wantProv := new(big.Int).Div(new(big.Int).Mul(dist, bi(int64(release))), bi(10000))
		if p.Fee.Cmp(wantFee) != 0 || p.Provider.Cmp(wantProv) != 0 || p.Total().Cmp(budget) != 0 {
			t.Fatalf("budget %s release %d fee %d: got %v", budget, release, fee, p)
		}
	}
}

func TestRefund(t *testing.T) {
	p, err := Refund(bi(5_000_000))
	if err != nil {
		t.Fatal(err)
	}
	if p.Client.Int64() != 5_000_000 || p.Provider.Sign() != 0 || p.Fee.Sign() != 0 {
		t.Fatalf("refund %v", p)
	}
}

func TestGraduatedBoundaries(t *testing.T) {
	terms := graduated(t, 0, seedTiers)
	cases := []struct {
		score uint16
		bps   uint16
	}{
		{10000, 10000}, {9000, 10000}, {8999, 8500}, {8610, 8500}, {7500, 8500}, {7499, 5000},
		{6000, 5000}, {5999, 0}, {1, 0}, {0, 0},
	}
	for _, c := range cases {
		bps, err := terms.PolicyBps(c.score)
		if err != nil {
			t.Fatal(err)
		}
		if bps != c.bps {
			t.Errorf("score %d: %d bps, want %d", c.score, bps, c.bps)
		}
	}
	// A catch-all tier at minScore 0 pays for every score.
	withFloor := graduated(t, 0, []Tier{{9000, 10000}, {0, 1000}})
	if bps, _ := withFloor.PolicyBps(0); bps != 1000 {
		t.Errorf("score 0 with floor tier: %d bps", bps)
	}
}

func TestContinuous(t *testing.T) {
	terms := Terms{Policy: PolicyContinuous, Tiers: new(big.Int)}
	for _, s := range []uint16{0, 1, 5000, 8610, 9999, 10000} {
		bps, err := terms.PolicyBps(s)
		if err != nil || bps != s {
			t.Errorf("score %d: %d bps, %v", s, bps, err)
		}
	}
	if _, err := terms.PolicyBps(10001); err == nil {
		t.Error("score 10001 accepted")
	}
	// 86.1 of 5 USDC: provider 4.305 USDC exactly.
	s, err := terms.FinalizeVerified(bi(5_000_000), 8610, nil)
	if err != nil || s.Payout.Provider.Int64() != 4_305_000 || s.Payout.Client.Int64() != 695_000 {
		t.Fatalf("continuous 86.1: %+v %v", s.Payout, err)
	}
}

func TestRollingAverage(t *testing.T) {
	terms := graduated(t, 0, seedTiers)
	terms.Policy, terms.RollingWindow = PolicyRollingAverage, 3
	cases := []struct {
		name    string
		history []uint16
		score   uint16
		bps     uint16
		next    []uint16
	}{
		{"first job uses its own score", nil, 9000, 10000, []uint16{9000}},
		{"just above the cliff once does not pay", []uint16{6000, 6000}, 7500, 5000, []uint16{7500, 6000, 6000}},
		{"average exactly on a boundary", []uint16{7000, 8000}, 7500, 8500, []uint16{7500, 7000, 8000}},
		{"floor of the average", []uint16{7500, 7499}, 7500, 5000, []uint16{7500, 7500, 7499}}, // 22499/3 -> 7499
		{"only the window counts", []uint16{9000, 9000, 0, 0}, 9000, 10000, []uint16{9000, 9000, 9000, 0, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, err := terms.Verify(c.score, c.history)
			if err != nil {
				t.Fatal(err)
			}
			bps, err := terms.PolicyBps(v.PolicyScore)
			if err != nil {
				t.Fatal(err)
			}
			if bps != c.bps || !slices.Equal(v.History, c.next) || v.Score != c.score {
				t.Fatalf("got %d bps history %v, want %d %v", bps, v.History, c.bps, c.next)
			}
		})
	}
	// The history keeps the 16 most recent scores.
	full := make([]uint16, 16)
	for i := range full {
		full[i] = uint16(i + 1)
	}
	v, _ := terms.Verify(9999, full)
	next := v.History
	if len(next) != 16 || next[0] != 9999 || next[15] != 15 {
		t.Fatalf("history after 17 jobs: %v", next)
	}
	// The caller's slice is never modified.
	if full[0] != 1 {
		t.Fatal("history argument mutated")
	}
	terms.RollingWindow = 16
	fifteen := slices.Repeat([]uint16{8000}, 15)
	v, _ = terms.Verify(10000, fifteen)
	bps, _ := terms.PolicyBps(v.PolicyScore)
	// (10000 + 15*8000) / 16 = 8125 -> 85 %
	if bps != 8500 {
		t.Fatalf("window 16: %d bps", bps)
	}
}

func TestMedian(t *testing.T) {
	cases := []struct {
		in   []uint16
		want uint16
	}{
		{[]uint16{8610}, 8610},
		{[]uint16{9000, 1000, 5000}, 5000},
		{[]uint16{9000, 1000}, 5000},
		{[]uint16{1, 2}, 1},
		{[]uint16{10000, 9999}, 9999},
		{[]uint16{0, 0, 10000, 10000}, 5000},
		{[]uint16{7, 3, 5, 1}, 4},
		{[]uint16{10000, 10000}, 10000},
	}
	for _, c := range cases {
		in := slices.Clone(c.in)
		got, err := Median(c.in)
		if err != nil || got != c.want {
			t.Errorf("Median(%v) = %d, %v; want %d", c.in, got, err, c.want)
		}
		if !slices.Equal(in, c.in) {
			t.Errorf("Median mutated its input")
		}
	}
	if _, err := Median(nil); err == nil {
		t.Error("empty median accepted")
	}
	if _, err := Median([]uint16{10001}); err == nil {
		t.Error("score 10001 accepted")
	}
}

func TestSplitFee(t *testing.T) {
	a, b, c := common.Address{1}, common.Address{2}, common.Address{3}
	shares, err := SplitFee(bi(10), []common.Address{a, b, c})
	if err != nil {
		t.Fatal(err)
	}
	if shares[0].Amount.Int64() != 4 || shares[1].Amount.Int64() != 3 || shares[2].Amount.Int64() != 3 {
		t.Fatalf("shares %v", shares)
	}
	shares, _ = SplitFee(bi(1), []common.Address{a, b})
	if shares[0].Amount.Int64() != 1 || shares[1].Amount.Int64() != 0 || shares[0].Evaluator != a {
		t.Fatalf("1 unit over 2: %v", shares)
	}
	shares, _ = SplitFee(bi(7), []common.Address{c})
	if len(shares) != 1 || shares[0].Amount.Int64() != 7 {
		t.Fatalf("backup alone: %v", shares)
	}
	if s, err := SplitFee(bi(0), nil); err != nil || s != nil {
		t.Fatalf("zero fee, nobody: %v %v", s, err)
	}
	if _, err := SplitFee(bi(1), nil); err == nil {
		t.Fatal("fee without evaluators accepted")
	}
}

func TestFinalizeVerifiedDispute(t *testing.T) {
	terms := graduated(t, 100, seedTiers)
	terms.DisputeThreshold = 6000
	// Without a resolver the threshold does nothing.
	s, err := terms.FinalizeVerified(bi(5_000_000), 5999, nil)
	if err != nil || s.Disputed || s.Payout == nil || s.Payout.Provider.Sign() != 0 || s.Payout.Fee.Int64() != 50_000 {
		t.Fatalf("no resolver: %+v %v", s, err)
	}
	terms.Resolver = common.Address{9}
	terms.DisputeTimeout = 10
	if s, _ := terms.FinalizeVerified(bi(5_000_000), 5999, nil); !s.Disputed || s.Payout != nil {
		t.Fatalf("below threshold with resolver: %+v", s)
	}
	if s, _ := terms.FinalizeVerified(bi(5_000_000), 6000, nil); s.Disputed || s.Payout.Provider.Int64() != 2_475_000 {
		t.Fatalf("at threshold: %+v", s.Payout)
	}
	// Resolver's decision: fee when scored.
	s, err = terms.ResolveDispute(bi(5_000_000), 7000, nil)
	if err != nil || s.Payout.Fee.Int64() != 50_000 || s.Payout.Provider.Int64() != 3_465_000 || s.Payout.Client.Int64() != 1_485_000 {
		t.Fatalf("resolved: %+v %v", s.Payout, err)
	}
	if _, err := terms.ResolveDispute(bi(1), 10001, nil); err == nil {
		t.Fatal("providerBps 10001 accepted")
	}
	// Dispute default: policy outcome over the score, fee included.
	s, err = terms.DisputeDefaultOutcome(bi(5_000_000), 8610, nil)
	if err != nil || s.Payout.ReleaseBps != 8500 || s.Payout.Fee.Int64() != 50_000 {
		t.Fatalf("dispute default policy: %+v %v", s.Payout, err)
	}
	// A fixed dispute default ignores the score: not a scored outcome, so no fee.
	terms.DisputeDefault = ActionReturnToClient
	s, _ = terms.DisputeDefaultOutcome(bi(5_000_000), 8610, nil)
	if s.Payout.ReleaseBps != 0 || s.Payout.Client.Int64() != 5_000_000 || s.Payout.Fee.Sign() != 0 {
		t.Fatalf("dispute default return: %+v", s.Payout)
	}
	terms.DisputeDefault = ActionSplit5050
	s, _ = terms.DisputeDefaultOutcome(bi(5_000_001), 8610, nil)
	if s.Payout.Provider.Int64() != 2_500_000 || s.Payout.Client.Int64() != 2_500_001 || s.Payout.Fee.Sign() != 0 {
		t.Fatalf("dispute default split: %+v", s.Payout)
	}
}

// The collateral rule: on a scored outcome the provider keeps floor(c * releaseBps / 10000) and the rest is
// slashed to the client; otherwise it keeps it all; a provider that never delivered loses it all.
func TestCollateral(t *testing.T) {
	if c := CollateralFor(bi(5_000_001), 5000); c.Int64() != 2_500_000 {
		t.Fatalf("50 %% of 5000001: %s", c)
	}
	if c := CollateralFor(bi(3), 20000); c.Int64() != 6 {
		t.Fatalf("200 %% of 3: %s", c)
	}
	cases := []struct {
		c             int64
		bps           uint16
		scored        bool
		kept, slashed int64
	}{
		{2_500_000, 8500, true, 2_125_000, 375_000},
		{2_500_000, 0, true, 0, 2_500_000},
		{2_500_000, 10000, true, 2_500_000, 0},
		{3, 5000, true, 1, 2}, // the slash rounds up: nothing is created
		{2_500_000, 0, false, 2_500_000, 0},
		{0, 5000, true, 0, 0},
	}
	for _, c := range cases {
		kept, slashed, err := SplitCollateral(bi(c.c), c.bps, c.scored)
		if err != nil || kept.Int64() != c.kept || slashed.Int64() != c.slashed {
			t.Errorf("%+v: kept %s slashed %s %v", c, kept, slashed, err)
		}
	}
	// The white paper's job with 50 % collateral, 72-quality work under the default tiers: 50 % released,
	// half the collateral slashed.
	terms := graduated(t, 100, seedTiers)
	terms.CollateralBps, terms.AcceptanceRequired = 5000, true
	e := terms.Escrow(bi(5_000_000), CollateralFor(bi(5_000_000), 5000))
	v, _ := terms.Verify(7200, nil)
	s, err := e.CloseWindow(v)
	if err != nil {
		t.Fatal(err)
	}
	p := s.Payout
	if p.Fee.Int64() != 50_000 || p.Provider.Int64() != 2_475_000 || p.Client.Int64() != 2_475_000 ||
		p.CollateralKept.Int64() != 1_250_000 || p.CollateralSlashed.Int64() != 1_250_000 {
		t.Fatalf("72 with 50 %% collateral: %v", p)
	}
	if p.ProviderTotal().Int64() != 3_725_000 || p.ClientTotal().Int64() != 3_725_000 {
		t.Fatalf("totals %s %s", p.ProviderTotal(), p.ClientTotal())
	}
	// Evaluators silent: no slash, no fee.
	s, _ = e.EvaluatorSilence(false)
	if s.Payout.CollateralSlashed.Sign() != 0 || s.Payout.CollateralKept.Int64() != 2_500_000 || s.Payout.Fee.Sign() != 0 {
		t.Fatalf("silence: %v", s.Payout)
	}
	// Resolver: scored.
	s, _ = e.ResolveDispute(2000)
	if s.Payout.CollateralKept.Int64() != 500_000 || s.Payout.CollateralSlashed.Int64() != 2_000_000 {
		t.Fatalf("resolved at 20 %%: %v", s.Payout)
	}
	// Provider never delivered: budget back, whole collateral to the client.
	nd, _ := e.NoDelivery()
	if nd.Client.Int64() != 5_000_000 || nd.CollateralSlashed.Int64() != 2_500_000 || nd.ClientTotal().Int64() != 7_500_000 {
		t.Fatalf("no delivery: %v", nd)
	}
}

// Rolling-average payouts depend on the order of verification only: two jobs of one pair verified A then B
// pay the same whichever settles first.
func TestRollingAverageOrderIndependent(t *testing.T) {
	terms := graduated(t, 0, seedTiers)
	terms.Policy, terms.RollingWindow = PolicyRollingAverage, 2
	history := []uint16{9500}
	va, _ := terms.Verify(6000, history)    // A: avg(6000, 9500) = 7750 -> 85 %
	vb, _ := terms.Verify(9000, va.History) // B: avg(9000, 6000) = 7500 -> 85 %
	e := terms.Escrow(bi(1_000_000), nil)
	for _, order := range [][]Verification{{va, vb}, {vb, va}} {
		for _, v := range order {
			s, err := e.CloseWindow(v)
			if err != nil || s.Payout.ReleaseBps != 8500 {
				t.Fatalf("score %d: %v %v", v.Score, s.Payout, err)
			}
		}
	}
	if va.PolicyScore != 7750 || vb.PolicyScore != 7500 {
		t.Fatalf("policy scores %d %d", va.PolicyScore, vb.PolicyScore)
	}
}

func TestEvaluatorSilence(t *testing.T) {
	terms := graduated(t, 500, seedTiers)
	terms.SilenceAction, terms.FallbackAction = ActionHoldForBackupEvaluator, ActionReturnToClient
	terms.BackupEvaluator, terms.BackupTimeout = common.Address{7}, 60
	s, err := terms.EvaluatorSilence(bi(5_000_000), false, nil)
	if err != nil || !s.BackupActivated || s.Payout != nil {
		t.Fatalf("first silence: %+v %v", s, err)
	}
	s, _ = terms.EvaluatorSilence(bi(5_000_000), true, nil)
	if s.Payout.Client.Int64() != 5_000_000 || s.Payout.Fee.Sign() != 0 {
		t.Fatalf("backup silent, return: %+v", s.Payout)
	}
	for _, c := range []struct {
		action           Action
		provider, client int64
	}{
		{ActionSplit5050, 2_500_000, 2_500_001}, {ActionReturnToClient, 0, 5_000_001}, {ActionReleaseToProvider, 5_000_001, 0},
	} {
		terms.SilenceAction = c.action
		s, err := terms.EvaluatorSilence(bi(5_000_001), false, nil)
		if err != nil || s.Payout.Provider.Int64() != c.provider || s.Payout.Client.Int64() != c.client || s.Payout.Fee.Sign() != 0 {
			t.Errorf("%s: %+v %v", c.action, s.Payout, err)
		}
	}
}

func TestPayoutStatus(t *testing.T) {
	p, _ := Split(bi(3), 5000, 0, true) // provider gets 1 of 3
	if p.Status() != JobCompleted {
		t.Fatalf("%v -> %s", p, p.Status())
	}
	p, _ = Split(bi(1), 5000, 0, true) // provider's half of 1 unit rounds to 0
	if p.Status() != JobRejected {
		t.Fatalf("%v -> %s", p, p.Status())
	}
}
