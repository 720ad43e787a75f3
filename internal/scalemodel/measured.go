package scalemodel

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
)

// Measured are the on-chain figures other reports build on: `make gas` measures them against the
// committed contracts and writes them next to bench/scale.md (bench/scale.json); `make bench` reads them
// so its gas figures follow the contracts instead of freezing numbers.
type Measured struct {
	// WithdrawGas and DepositGas are the measured primitives of the netted design (NettingInputs).
	WithdrawGas uint64 `json:"withdrawGas"`
	DepositGas  uint64 `json:"depositGas"`
	// Steady is one job of the per-job escrow, every stage its own transaction.
	Steady Footprint `json:"steadyLifecycle"`
	// Batched is the per-job escrow at BatchSize jobs per batch, with every batched entry point the
	// escrow has (BatchedStages names them).
	Batched       Footprint `json:"batchedLifecycle"`
	BatchSize     int       `json:"batchSize"`
	BatchedStages []string  `json:"batchedStages"`
}

// WriteMeasured writes m as indented JSON.
func WriteMeasured(path string, m Measured) error {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return fmt.Errorf("write measured: %w", err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("write measured: %w", err)
	}
	return nil
}

// ReadMeasured reads what WriteMeasured wrote.
func ReadMeasured(path string) (Measured, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Measured{}, fmt.Errorf("read measured figures (run `make gas` to write them): %w", err)
	}
	var m Measured
	if err := json.Unmarshal(b, &m); err != nil {
		return Measured{}, fmt.Errorf("read measured figures %s: %w", path, err)
	}
	if m.WithdrawGas == 0 || m.DepositGas == 0 || m.Steady.Jobs == 0 {
		return Measured{}, errors.New("read measured figures: incomplete (rerun `make gas`)")
	}
	return m, nil
}
