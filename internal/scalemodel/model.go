// Package scalemodel turns measured per-job chain footprints into what a deployment at the ASA white
// paper's tiers would use of Base: L2 execution gas against the chain's gas target, the Jovian DA
// footprint against the same target, and the L1 data fee and L2 execution fee per job and per day.
//
// It computes; it observes nothing. Footprints come from real transactions (the contract tests measure
// them on go-ethereum's simulated chain); the chain parameters are assumptions a caller states and can
// replace (Base2025 names the defaults and where to read today's values). Rates and shares are exact
// decimals; fees are integer wei until they are converted to dollars for display.
package scalemodel

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/shopspring/decimal"

	"github.com/asa-escrow/asa/internal/l1fee"
)

// SecondsPerDay converts daily volumes to rates.
const SecondsPerDay = 86_400

// PeakFactor is the ratio of the peak job rate to the daily mean the tables assume (see docs/scale.md):
// agent traffic is bursty (a launch, a batch job fanning out to many providers), and Base itself has
// seen bursts near ten times its usual transaction rate. What is posted to the chain can be smoothed
// over the challenge window; what the daemon accepts cannot.
const PeakFactor = 10

// Tier is a deployment size from the white paper's resource table.
type Tier struct {
	Name       string
	Agents     int64
	JobsPerDay int64
}

// Tiers are the white paper's small, medium and large deployments (agreements per day).
func Tiers() []Tier {
	return []Tier{
		{Name: "small", Agents: 100, JobsPerDay: 1_000},
		{Name: "medium", Agents: 10_000, JobsPerDay: 100_000},
		{Name: "large", Agents: 1_000_000, JobsPerDay: 10_000_000},
	}
}

// MeanRate is the tier's mean jobs per second.
func (t Tier) MeanRate() decimal.Decimal {
	return decimal.NewFromInt(t.JobsPerDay).Div(decimal.NewFromInt(SecondsPerDay))
}

// PeakRate is MeanRate times PeakFactor.
func (t Tier) PeakRate() decimal.Decimal { return t.MeanRate().Mul(decimal.NewFromInt(PeakFactor)) }

// Chain is what the model assumes about the chain and the L1 below it.
type Chain struct {
	Name string
	// GasTargetPerSecond is the sustained gas rate at which the base fee stays flat. Above it the base
	// fee rises block after block; the gas limit (a multiple of the target) only bounds short bursts.
	GasTargetPerSecond uint64
	// DAFootprintGasScalar is Jovian's gas per estimated byte (0 = no DA footprint accounting).
	DAFootprintGasScalar uint16
	// L2BaseFee is the execution base fee in wei per gas.
	L2BaseFee *big.Int
	// L1 are the L1 data fee inputs.
	L1 l1fee.Params
	// ETHPriceUSD converts wei to dollars for display.
	ETHPriceUSD decimal.Decimal
}

// Check reports every missing or impossible parameter.
func (c Chain) Check() error {
	var errs []error
	if c.GasTargetPerSecond == 0 {
		errs = append(errs, errors.New("chain: gas target must be positive"))
	}
	if c.L2BaseFee == nil || c.L2BaseFee.Sign() < 0 {
		errs = append(errs, errors.New("chain: L2 base fee must be a non-negative wei amount"))
	}
	if err := c.L1.Check(); err != nil {
		errs = append(errs, err)
	}
	if !c.ETHPriceUSD.IsPositive() {
		errs = append(errs, errors.New("chain: ETH price must be positive"))
	}
	return errors.Join(errs...)
}

func gwei(milli int64) *big.Int { // milli-gwei to wei
	return new(big.Int).Mul(big.NewInt(milli), big.NewInt(1_000_000))
}

// Base2025 is the model's default Base mainnet, with every value an assumption to replace by today's:
//   - gas target 30 Mgas/s (Base raised it to 30 Mgas/s in March 2025; the gas limit is a multiple);
//   - DA footprint scalar 400 (the Jovian default and the OP Stack's recommended value; read
//     daFootprintGasScalar() on 0x4200000000000000000000000000000000000015);
//   - L2 base fee 0.005 gwei (typical of 2025 outside congestion);
//   - L1 fee scalars 2269 and 1055762 (the values Base set in SystemConfig after Fjord; read
//     baseFeeScalar() and blobBaseFeeScalar() on the GasPriceOracle 0x420000000000000000000000000000000000000F);
//   - the L1 base fee and blob base fee of the scenario (QuietL1 or BusyL1);
//   - ETH at 3,000 USD.
func Base2025(l1BaseFee, l1BlobBaseFee *big.Int) Chain {
	return Chain{
		Name:                 "Base (2025 assumptions)",
		GasTargetPerSecond:   30_000_000,
		DAFootprintGasScalar: l1fee.DefaultDAFootprintGasScalar,
		L2BaseFee:            gwei(5),
		L1:                   l1fee.Params{L1BaseFee: l1BaseFee, L1BlobBaseFee: l1BlobBaseFee, BaseFeeScalar: 2269, BlobBaseFeeScalar: 1_055_762},
		ETHPriceUSD:          decimal.NewFromInt(3000),
	}
}

// Scenario is one named set of L1 prices.
type Scenario struct {
	Name  string
	Chain Chain
}

// Scenarios are a quiet L1 (base fee 0.5 gwei; blob base fee at EIP-7918's reserve price of 1/16 of the
// base fee, where it sits when blobs are not scarce) and a busy one (base fee 20 gwei, blob base fee
// 5 gwei, as in the blob congestion episodes of 2024).
func Scenarios() []Scenario {
	return []Scenario{
		{Name: "quiet L1", Chain: Base2025(gwei(500), new(big.Int).Div(gwei(500), big.NewInt(16)))},
		{Name: "busy L1", Chain: Base2025(gwei(20_000), gwei(5_000))},
	}
}

// Footprint is what some number of jobs put on chain, summed over their transactions.
type Footprint struct {
	Jobs          int64    `json:"jobs"`
	Txs           int64    `json:"txs"`
	ExecGas       uint64   `json:"execGas"`       // gasUsed
	CalldataBytes int64    `json:"calldataBytes"` // the transactions' input
	EnvelopeBytes int64    `json:"envelopeBytes"` // the signed EIP-2718 encodings
	FastLZBytes   int64    `json:"fastlzBytes"`   // their FastLZ sizes, summed per transaction
	EstSizeScaled *big.Int `json:"estSizeScaled"` // Fjord size estimates x 1e6, summed per transaction
	DABytes       int64    `json:"daBytes"`       // Jovian estimated bytes (whole bytes per transaction)
}

// AddTx adds one transaction: its gasUsed, its input length and its signed EIP-2718 bytes.
func (f *Footprint) AddTx(gasUsed uint64, calldata int, signedTx []byte) {
	n := l1fee.CompressedLen(signedTx)
	f.Txs++
	f.ExecGas += gasUsed
	f.CalldataBytes += int64(calldata)
	f.EnvelopeBytes += int64(len(signedTx))
	f.FastLZBytes += int64(n)
	if f.EstSizeScaled == nil {
		f.EstSizeScaled = new(big.Int)
	}
	f.EstSizeScaled.Add(f.EstSizeScaled, l1fee.EstimatedSizeScaled(n))
	f.DABytes += l1fee.EstimatedSize(n)
}

// Plus returns the footprint of both.
func (f Footprint) Plus(g Footprint) Footprint {
	est := new(big.Int)
	for _, v := range []*big.Int{f.EstSizeScaled, g.EstSizeScaled} {
		if v != nil {
			est.Add(est, v)
		}
	}
	return Footprint{Jobs: f.Jobs + g.Jobs, Txs: f.Txs + g.Txs, ExecGas: f.ExecGas + g.ExecGas,
		CalldataBytes: f.CalldataBytes + g.CalldataBytes, EnvelopeBytes: f.EnvelopeBytes + g.EnvelopeBytes,
		FastLZBytes: f.FastLZBytes + g.FastLZBytes, EstSizeScaled: est, DABytes: f.DABytes + g.DABytes}
}

func (f Footprint) perJob(v int64) decimal.Decimal {
	if f.Jobs == 0 {
		return decimal.Zero
	}
	return decimal.NewFromInt(v).Div(decimal.NewFromInt(f.Jobs))
}

// GasPerJob is execution gas per job.
func (f Footprint) GasPerJob() decimal.Decimal { return f.perJob(int64(f.ExecGas)) }

// CalldataPerJob, EnvelopePerJob, FastLZPerJob and DABytesPerJob are bytes per job.
func (f Footprint) CalldataPerJob() decimal.Decimal { return f.perJob(f.CalldataBytes) }

// EnvelopePerJob is signed transaction bytes per job.
func (f Footprint) EnvelopePerJob() decimal.Decimal { return f.perJob(f.EnvelopeBytes) }

// FastLZPerJob is FastLZ-compressed bytes per job.
func (f Footprint) FastLZPerJob() decimal.Decimal { return f.perJob(f.FastLZBytes) }

// DABytesPerJob is the Fjord/Jovian size estimate per job.
func (f Footprint) DABytesPerJob() decimal.Decimal { return f.perJob(f.DABytes) }

// Usage is a footprint at a job rate on a chain.
type Usage struct {
	JobsPerSecond    decimal.Decimal
	ExecGasPerSecond decimal.Decimal
	ExecShare        decimal.Decimal // of the gas target, as a fraction
	DAGasPerSecond   decimal.Decimal // Jovian DA footprint
	DAShare          decimal.Decimal
}

// Usage is what f's jobs at jobsPerSecond use of the chain.
func (c Chain) Usage(f Footprint, jobsPerSecond decimal.Decimal) Usage {
	target := decimal.NewFromInt(int64(c.GasTargetPerSecond))
	exec := f.GasPerJob().Mul(jobsPerSecond)
	da := f.DABytesPerJob().Mul(decimal.NewFromInt(int64(c.DAFootprintGasScalar))).Mul(jobsPerSecond)
	return Usage{JobsPerSecond: jobsPerSecond, ExecGasPerSecond: exec, ExecShare: exec.Div(target),
		DAGasPerSecond: da, DAShare: da.Div(target)}
}

// Cost is what a footprint costs per job.
type Cost struct {
	L2ExecWei decimal.Decimal // execution gas times the L2 base fee
	L1DataWei decimal.Decimal // the Fjord L1 data fee
}

// TotalWei is L2 execution plus L1 data.
func (c Cost) TotalWei() decimal.Decimal { return c.L2ExecWei.Add(c.L1DataWei) }

// CostPerJob is the fee of f's transactions divided by its jobs (no priority fee, no operator fee).
func (c Chain) CostPerJob(f Footprint) (Cost, error) {
	if err := c.Check(); err != nil {
		return Cost{}, err
	}
	if f.Jobs == 0 {
		return Cost{}, errors.New("cost per job: a footprint of no jobs")
	}
	jobs := decimal.NewFromInt(f.Jobs)
	exec := decimal.NewFromBigInt(new(big.Int).Mul(new(big.Int).SetUint64(f.ExecGas), c.L2BaseFee), 0)
	est := f.EstSizeScaled
	if est == nil {
		est = new(big.Int)
	}
	// Sum over transactions of est_i * feeScaled / 1e12 equals (sum est_i) * feeScaled / 1e12 up to the
	// per-transaction rounding of a wei or less.
	l1 := decimal.NewFromBigInt(new(big.Int).Mul(est, c.L1.FeeScaled()), -12)
	return Cost{L2ExecWei: exec.Div(jobs), L1DataWei: l1.Div(jobs)}, nil
}

// USD converts wei to dollars at the chain's ETH price.
func (c Chain) USD(wei decimal.Decimal) decimal.Decimal {
	return wei.Shift(-18).Mul(c.ETHPriceUSD)
}

// Percent formats a fraction as a percentage with the given decimals.
func Percent(frac decimal.Decimal, places int32) string {
	return frac.Mul(decimal.NewFromInt(100)).StringFixed(places) + " %"
}

// Mgas formats gas per second in millions.
func Mgas(gasPerSecond decimal.Decimal) string {
	return gasPerSecond.Shift(-6).StringFixed(2)
}

// MaxJobsPerSecond is the job rate at which f would use share (a fraction) of the chain's gas target,
// counting execution gas or the DA footprint, whichever binds first.
func (c Chain) MaxJobsPerSecond(f Footprint, share decimal.Decimal) (decimal.Decimal, error) {
	per := f.GasPerJob()
	if da := f.DABytesPerJob().Mul(decimal.NewFromInt(int64(c.DAFootprintGasScalar))); da.GreaterThan(per) {
		per = da
	}
	if !per.IsPositive() {
		return decimal.Zero, fmt.Errorf("max jobs per second: %d jobs use no gas", f.Jobs)
	}
	return decimal.NewFromInt(int64(c.GasTargetPerSecond)).Mul(share).Div(per), nil
}
