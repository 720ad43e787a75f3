package escrow

import (
	"context"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
)

// PoolConfig is the evaluator pool's fixed rules (IEvaluatorPool.Config); a deployed pool never changes them.
type PoolConfig = bindings.IEvaluatorPoolConfig

// WhitePaperPoolConfig is the white paper's qualification rule (section 3.6.1): 50 prior evaluations, a
// canary pass rate of 90 % over the window (at least 5 canaries in it), a mean calibration deviation of at
// most 15 points, a 10 USDC stake (6 decimals), slashes of 10 % for a canary missed by more than 30 points
// or a result the resolver moves by more than 30 points, a 7-day unbonding delay and a 1-day window for
// mutual selection. canaryOperator commits and reveals canaries and appoints probation jobs.
func WhitePaperPoolConfig(canaryOperator common.Address) PoolConfig {
	return PoolConfig{
		MinStake: big.NewInt(10_000_000), MinEvaluations: 50, MinCanaries: 5, MinCanaryPassBps: 9000,
		CanaryToleranceBps: 1000, MaxDeviationBps: 1500, GrossMissBps: 3000, SlashBps: 1000, OverturnBps: 3000,
		UnbondingDelay: 7 * 24 * 3600, MutualWindow: 24 * 3600, CanaryOperator: canaryOperator,
	}
}

// DevPoolConfig is WhitePaperPoolConfig with a bootstrap short enough for a local chain: 2 evaluations and 1
// canary qualify, the unbonding delay is an hour and mutual selection has 10 minutes.
func DevPoolConfig(canaryOperator common.Address) PoolConfig {
	c := WhitePaperPoolConfig(canaryOperator)
	c.MinEvaluations, c.MinCanaries, c.UnbondingDelay, c.MutualWindow = 2, 1, 3600, 600
	return c
}

// DeployPool deploys the EvaluatorPool of `escrowAddr` with the rules `cfg` and waits until it is mined.
func DeployPool(ctx context.Context, b Backend, opts *bind.TransactOpts, escrowAddr common.Address, cfg PoolConfig) (common.Address, *types.Receipt, error) {
	if escrowAddr == (common.Address{}) {
		return common.Address{}, nil, errors.New("deploy evaluator pool: escrow address is zero")
	}
	if cfg.MinStake == nil {
		return common.Address{}, nil, errors.New("deploy evaluator pool: no minimum stake")
	}
	input := bindings.NewEvaluatorPool().PackConstructor(escrowAddr, cfg)
	return deploy(ctx, b, opts, bindings.EvaluatorPoolMetaData.Bin, input, "EvaluatorPool")
}
