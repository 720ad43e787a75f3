// Package l1fee computes what an OP Stack chain such as Base charges a transaction for posting its data
// to Ethereum (the "L1 data fee", Fjord formula, in force on Base since July 2024) and the data-
// availability footprint Jovian counts against the block gas limit (Base, since November 2025).
//
// Both rest on one size estimate: the transaction's signed EIP-2718 bytes compressed with FastLZ
// (Compress, implemented here from the format), fed through the linear regression the OP Stack fitted
// against Brotli batch compression. anvil and go-ethereum's simulated chain charge no L1 fee, so callers
// use this package to compute it from the transactions they send; it does not observe any chain.
//
// All arithmetic is on integers (big.Int), as the execution engine does it.
package l1fee

import (
	"errors"
	"fmt"
	"math/big"
)

// The Fjord regression constants, scaled by 1e6 (OP Stack specs, protocol/fjord/exec-engine.md).
const (
	Intercept          = -42_585_600 // can be negative
	FastLZCoef         = 836_500
	MinTransactionSize = 100 // bytes; the estimate never goes below it
	scale              = 1_000_000
)

// DefaultDAFootprintGasScalar is the Jovian default (a zero SystemConfig value means 400). A chain may set
// its own; read daFootprintGasScalar() on the L1Block predeploy 0x4200000000000000000000000000000000000015.
const DefaultDAFootprintGasScalar = 400

// EstimatedSizeScaled is the Fjord size estimate of a transaction whose signed bytes compress to
// fastlzSize bytes, scaled by 1e6: max(MinTransactionSize*1e6, Intercept + FastLZCoef*fastlzSize).
func EstimatedSizeScaled(fastlzSize int) *big.Int {
	est := big.NewInt(int64(fastlzSize))
	est.Mul(est, big.NewInt(FastLZCoef))
	est.Add(est, big.NewInt(Intercept))
	if floor := big.NewInt(MinTransactionSize * scale); est.Cmp(floor) < 0 {
		return floor
	}
	return est
}

// EstimatedSize is the size estimate in whole bytes, rounded down, as Jovian's DA footprint uses it:
// max(MinTransactionSize, (Intercept + FastLZCoef*fastlzSize) / 1e6).
func EstimatedSize(fastlzSize int) int64 {
	return new(big.Int).Quo(EstimatedSizeScaled(fastlzSize), big.NewInt(scale)).Int64()
}

// DAFootprint is the gas-denominated DA footprint of a transaction under Jovian: its estimated size
// times the chain's daFootprintGasScalar. A block's total DA footprint must stay below its gas limit, and
// the base fee follows max(gas used, DA footprint), so this competes for block space as gas does.
func DAFootprint(fastlzSize int, gasScalar uint16) uint64 {
	return uint64(EstimatedSize(fastlzSize)) * uint64(gasScalar)
}

// Params are the L1 fee inputs of one L2 block: the L1 origin's base fee and blob base fee (wei) as the
// L1Block predeploy records them, and the chain's two fee scalars (scaled by 1e6, set in SystemConfig).
type Params struct {
	L1BaseFee         *big.Int
	L1BlobBaseFee     *big.Int
	BaseFeeScalar     uint32
	BlobBaseFeeScalar uint32
}

// Check reports missing or negative fees.
func (p Params) Check() error {
	var errs []error
	if p.L1BaseFee == nil || p.L1BaseFee.Sign() < 0 {
		errs = append(errs, errors.New("l1 fee params: L1 base fee must be a non-negative wei amount"))
	}
	if p.L1BlobBaseFee == nil || p.L1BlobBaseFee.Sign() < 0 {
		errs = append(errs, errors.New("l1 fee params: L1 blob base fee must be a non-negative wei amount"))
	}
	return errors.Join(errs...)
}

// FeeScaled is l1FeeScaled = BaseFeeScalar*L1BaseFee*16 + BlobBaseFeeScalar*L1BlobBaseFee: the wei an
// estimated byte costs, times 1e6.
func (p Params) FeeScaled() *big.Int {
	calldata := new(big.Int).Mul(p.L1BaseFee, big.NewInt(int64(p.BaseFeeScalar)))
	calldata.Mul(calldata, big.NewInt(16))
	blob := new(big.Int).Mul(p.L1BlobBaseFee, big.NewInt(int64(p.BlobBaseFeeScalar)))
	return calldata.Add(calldata, blob)
}

// FeeForSize is the L1 data fee in wei of a transaction whose signed bytes compress to fastlzSize bytes:
// EstimatedSizeScaled(fastlzSize) * FeeScaled() / 1e12, rounded down.
func (p Params) FeeForSize(fastlzSize int) (*big.Int, error) {
	if err := p.Check(); err != nil {
		return nil, err
	}
	fee := new(big.Int).Mul(EstimatedSizeScaled(fastlzSize), p.FeeScaled())
	return fee.Quo(fee, big.NewInt(scale*scale)), nil
}

// Fee is the L1 data fee in wei of a signed transaction given as its EIP-2718 binary encoding (what
// types.Transaction.MarshalBinary returns). Deposit transactions (type 0x7e) pay none.
func (p Params) Fee(signedTx []byte) (*big.Int, error) {
	if len(signedTx) == 0 {
		return nil, errors.New("l1 fee: empty transaction")
	}
	if signedTx[0] == 0x7e {
		return new(big.Int), nil
	}
	fee, err := p.FeeForSize(CompressedLen(signedTx))
	if err != nil {
		return nil, fmt.Errorf("l1 fee: %w", err)
	}
	return fee, nil
}
