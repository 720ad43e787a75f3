package scalemodel

import (
	"math/big"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/asa-escrow/asa/internal/l1fee"
)

func dec(s string) decimal.Decimal { return decimal.RequireFromString(s) }

func TestTierRates(t *testing.T) {
	large := Tiers()[2]
	if got := large.MeanRate().StringFixed(4); got != "115.7407" {
		t.Errorf("large mean rate = %s, want 115.7407 jobs/s", got)
	}
	if got := large.PeakRate().StringFixed(3); got != "1157.407" {
		t.Errorf("large peak rate = %s, want 1157.407 jobs/s", got)
	}
}

// The arithmetic: 284.6k gas per job at the large tier's 116 jobs/s is about Base's whole target.
func TestUsageOfTheLargeTier(t *testing.T) {
	c := Base2025(big.NewInt(1), big.NewInt(1))
	f := Footprint{Jobs: 1, ExecGas: 284_614, DABytes: 600}
	u := c.Usage(f, Tiers()[2].MeanRate())
	// 284,614 * 10,000,000 / 86,400 = 32,941,435.18... gas/s; / 30,000,000 = 109.80 %.
	if got := Mgas(u.ExecGasPerSecond); got != "32.94" {
		t.Errorf("exec = %s Mgas/s, want 32.94", got)
	}
	if got := Percent(u.ExecShare, 2); got != "109.80 %" {
		t.Errorf("exec share = %s, want 109.80 %%", got)
	}
	// 600 bytes * 400 gas/byte * 115.74 jobs/s = 27.78 Mgas/s of DA footprint.
	if got := Mgas(u.DAGasPerSecond); got != "27.78" {
		t.Errorf("DA = %s Mgas/s, want 27.78", got)
	}
}

func TestCostPerJob(t *testing.T) {
	c := Base2025(big.NewInt(1_000_000_000), big.NewInt(1))
	var f Footprint
	f.Jobs = 2
	f.AddTx(100_000, 0, make([]byte, 10)) // 10 zero bytes: FastLZ 11 bytes, under the 100-byte floor
	f.AddTx(100_000, 0, make([]byte, 10))
	got, err := c.CostPerJob(f)
	if err != nil {
		t.Fatal(err)
	}
	// L2: 200,000 gas * 0.005 gwei / 2 jobs = 500,000,000,000 wei per job.
	if !got.L2ExecWei.Equal(dec("500000000000")) {
		t.Errorf("L2 per job = %s", got.L2ExecWei)
	}
	// L1: 2 txs at the floor (100 bytes) = 200e6 scaled; feeScaled = 2269*1e9*16 + 1055762*1 =
	// 36,304,001,055,762; * 200e6 / 1e12 = 7,260,800,211.1524 wei for two jobs.
	if !got.L1DataWei.Equal(dec("3630400105.5762")) {
		t.Errorf("L1 per job = %s", got.L1DataWei)
	}
	if usd := c.USD(dec("1000000000000000000")); !usd.Equal(dec("3000")) {
		t.Errorf("1 ETH = %s USD", usd)
	}
	if _, err := c.CostPerJob(Footprint{}); err == nil {
		t.Error("cost of no jobs accepted")
	}
}

func TestChainCheck(t *testing.T) {
	if err := (Chain{}).Check(); err == nil {
		t.Fatal("empty chain accepted")
	}
	for _, s := range Scenarios() {
		if err := s.Chain.Check(); err != nil {
			t.Errorf("%s: %v", s.Name, err)
		}
	}
}

func TestMaxJobsPerSecond(t *testing.T) {
	c := Base2025(big.NewInt(1), big.NewInt(1))
	// Execution binds: 300k gas vs 100 bytes * 400 = 40k. 5 % of 30M = 1.5M gas/s -> 5 jobs/s.
	got, err := c.MaxJobsPerSecond(Footprint{Jobs: 1, ExecGas: 300_000, DABytes: 100}, dec("0.05"))
	if err != nil || !got.Equal(dec("5")) {
		t.Errorf("exec-bound max = %s %v, want 5", got, err)
	}
	// DA binds: 10k gas vs 1000 bytes * 400 = 400k.
	got, _ = c.MaxJobsPerSecond(Footprint{Jobs: 1, ExecGas: 10_000, DABytes: 1000}, dec("0.05"))
	if !got.Equal(dec("3.75")) {
		t.Errorf("DA-bound max = %s, want 3.75", got)
	}
	if _, err := c.MaxJobsPerSecond(Footprint{Jobs: 1}, dec("0.05")); err == nil {
		t.Error("a footprint without gas accepted")
	}
}

func TestProofDepth(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want int
	}{{1, 1}, {2, 1}, {3, 2}, {1024, 10}, {1025, 11}, {1_000_000, 20}} {
		if got := ProofDepth(c.n); got != c.want {
			t.Errorf("ProofDepth(%d) = %d, want %d", c.n, got, c.want)
		}
	}
}

func TestNettingModel(t *testing.T) {
	n, err := NewNetting(NettingInputs{WithdrawGas: 50_000, DepositGas: 56_000, Accounts: 1_000_000}, 600, 1)
	if err != nil {
		t.Fatal(err)
	}
	if want := uint64(50_000 + 20*ProofLevelGas + 2*ColdSload + 3*32*16); n.Claim.ExecGas != want {
		t.Errorf("claim gas = %d, want %d", n.Claim.ExecGas, want)
	}
	// A claim carries 20 random proof nodes: it cannot compress below them.
	if n.Claim.FastLZBytes < 20*32 || n.Claim.EnvelopeBytes <= n.Claim.CalldataBytes {
		t.Errorf("claim sizes: calldata %d, envelope %d, fastlz %d", n.Claim.CalldataBytes, n.Claim.EnvelopeBytes, n.Claim.FastLZBytes)
	}
	large := Tiers()[2]
	d := n.Daily(large)
	// 144 roots + 1,000,000 party transactions a day.
	if d.Txs != 144+1_000_000 || d.Jobs != large.JobsPerDay {
		t.Errorf("daily: %d txs, %d jobs", d.Txs, d.Jobs)
	}
	u := Base2025(big.NewInt(1), big.NewInt(1)).Usage(d, large.MeanRate())
	if u.ExecShare.GreaterThan(dec("0.05")) {
		t.Errorf("netting at the large tier uses %s of the target, want a few percent", Percent(u.ExecShare, 2))
	}
	if _, err := NewNetting(NettingInputs{}, 600, 1); err == nil {
		t.Error("missing inputs accepted")
	}
	if _, err := NewNetting(NettingInputs{WithdrawGas: 1, DepositGas: 1, Accounts: 1}, 0, 1); err == nil {
		t.Error("zero epoch accepted")
	}
}

func TestFootprintPlusAndScale(t *testing.T) {
	var a Footprint
	a.Jobs = 1
	a.AddTx(50_000, 36, make([]byte, 120))
	b := a.Scale(3)
	s := a.Plus(b)
	if s.Jobs != 4 || s.Txs != 4 || s.ExecGas != 200_000 || s.CalldataBytes != 144 {
		t.Errorf("sum = %+v", s)
	}
	want := new(big.Int).Mul(l1fee.EstimatedSizeScaled(l1fee.CompressedLen(make([]byte, 120))), big.NewInt(4))
	if s.EstSizeScaled.Cmp(want) != 0 {
		t.Errorf("estimated size %s, want %s", s.EstSizeScaled, want)
	}
	if !s.GasPerJob().Equal(dec("50000")) {
		t.Errorf("gas per job = %s", s.GasPerJob())
	}
}
