package anvil

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// Warp moves the chain's clock forward by d and mines one block stamped with the new time
// (evm_increaseTime, then evm_mine), so that deadlines compared with block time pass at once. It works
// on any anvil (or hardhat-compatible) node; it returns the new block's number and time.
func Warp(ctx context.Context, c *rpc.Client, d time.Duration) (uint64, time.Time, error) {
	secs := int64(d / time.Second)
	if secs <= 0 {
		return 0, time.Time{}, errors.New("warp: the duration must be at least one second")
	}
	if err := c.CallContext(ctx, nil, "evm_increaseTime", secs); err != nil {
		return 0, time.Time{}, fmt.Errorf("evm_increaseTime: %w (is this anvil? real chains cannot move their clock)", err)
	}
	return MineBlocks(ctx, c, 1)
}

// MineBlocks mines count blocks (evm_mine) and returns the last one's number and time.
func MineBlocks(ctx context.Context, c *rpc.Client, count int) (uint64, time.Time, error) {
	if count < 1 {
		return 0, time.Time{}, errors.New("mine: count must be at least 1")
	}
	for i := 0; i < count; i++ {
		if err := c.CallContext(ctx, nil, "evm_mine"); err != nil {
			return 0, time.Time{}, fmt.Errorf("evm_mine: %w (is this anvil? real chains mine by themselves)", err)
		}
	}
	var head struct {
		Number    hexutil.Big    `json:"number"`
		Timestamp hexutil.Uint64 `json:"timestamp"`
	}
	if err := c.CallContext(ctx, &head, "eth_getBlockByNumber", "latest", false); err != nil {
		return 0, time.Time{}, fmt.Errorf("read the new head: %w", err)
	}
	n := (*big.Int)(&head.Number)
	return n.Uint64(), time.Unix(int64(head.Timestamp), 0), nil
}
