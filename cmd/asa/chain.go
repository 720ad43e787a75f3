package main

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/asa-escrow/asa/anvil"
)

func init() {
	register(&command{
		name:    "chain warp",
		summary: "anvil only: move the chain's clock forward (evm_increaseTime) and mine a block, so deadlines such as a challenge window pass",
		usage:   "DURATION --rpc URL   (DURATION: 2h, 90m, 1d, 7200)",
		args:    1,
		run: func(ctx context.Context, e *env) error {
			if len(e.args) != 1 {
				return usagef("say how far to move the clock, e.g. 'asa chain warp 2h'")
			}
			d, err := parseDuration(e.args[0])
			if err != nil {
				return usagef("%v", err)
			}
			if d < time.Second {
				return usagef("the duration must be at least one second")
			}
			c, err := e.devChain(ctx, "chain warp")
			if err != nil {
				return err
			}
			defer c.Close()
			before, err := c.client.HeaderByNumber(ctx, nil)
			if err != nil {
				return fmt.Errorf("read the latest block: %w", err)
			}
			block, now, err := anvil.Warp(ctx, c.rpc, d)
			if err != nil {
				return err
			}
			return e.chainMoved(block, time.Unix(int64(before.Time), 0), now)
		},
	})
	register(&command{
		name:    "chain mine",
		summary: "anvil only: mine N blocks (default 1) now",
		usage:   "[N] --rpc URL",
		args:    1,
		run: func(ctx context.Context, e *env) error {
			n := 1
			if len(e.args) == 1 {
				v, err := strconv.Atoi(e.args[0])
				if err != nil || v < 1 || v > 10_000 {
					return usagef("N must be a number of blocks from 1 to 10000, got %q", e.args[0])
				}
				n = v
			}
			c, err := e.devChain(ctx, "chain mine")
			if err != nil {
				return err
			}
			defer c.Close()
			before, err := c.client.HeaderByNumber(ctx, nil)
			if err != nil {
				return fmt.Errorf("read the latest block: %w", err)
			}
			block, now, err := anvil.MineBlocks(ctx, c.rpc, n)
			if err != nil {
				return err
			}
			return e.chainMoved(block, time.Unix(int64(before.Time), 0), now)
		},
	})
}

// devChain dials the chain and refuses anything but anvil: real chains keep their own clock.
func (e *env) devChain(ctx context.Context, what string) (*chain, error) {
	c, err := e.dial(ctx)
	if err != nil {
		return nil, err
	}
	if !c.isAnvil {
		c.Close()
		return nil, fmt.Errorf("%s works on anvil only: chain %s (%s) keeps its own clock and blocks", what, c.chainID, c.profile.Name)
	}
	return c, nil
}

func (e *env) chainMoved(block uint64, before, now time.Time) error {
	if e.jsonOut {
		return e.printJSON(map[string]any{"block": block, "time": now.Unix(), "timeIso": now.UTC().Format(time.RFC3339),
			"advancedSeconds": int64(now.Sub(before) / time.Second)})
	}
	fmt.Fprintf(e.stdout, "block %d at %s (chain clock +%s)\n", block, now.UTC().Format(time.RFC3339), durationText(now.Sub(before)))
	return nil
}
