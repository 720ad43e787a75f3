package main

import (
	"context"
	"flag"
	"fmt"
	"math/big"
	"os"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
)

// devMint is what --dev mints to each well-known anvil account: 1,000,000 USDC.
var devMint = big.NewInt(1_000_000_000_000)

func init() {
	var dev, confirm, force bool
	var token, tokenName, tokenVersion, out, canaryOperator string
	register(&command{
		name:    "deploy",
		summary: "deploy the escrow and its evaluator pool (with --dev also a USDC-like test token minted to anvil's accounts and the ERC-8004 dev registries)",
		usage:   "--rpc URL [--dev] [--token ADDR] [--canary-operator ADDR] [--confirm-real-network] [--out FILE [--force]]",
		flags: func(fs *flag.FlagSet) {
			fs.BoolVar(&dev, "dev", false, "also deploy the TestUSDC dev token and mint 1,000,000 to each well-known anvil account (dev chains only)")
			fs.StringVar(&token, "token", "", "payment token address (default: the network profile's USDC)")
			fs.StringVar(&tokenName, "token-name", "USD Coin", "EIP-712 name of the dev token (--dev)")
			fs.StringVar(&tokenVersion, "token-version", "2", "EIP-712 version of the dev token (--dev)")
			fs.BoolVar(&confirm, "confirm-real-network", false, "required to deploy to a real network (Base, Base Sepolia, any non-dev chain)")
			fs.StringVar(&out, "out", "", "also write the deployment JSON to this file (refused if it exists, unless --force)")
			fs.BoolVar(&force, "force", false, "with --out: replace an existing file")
			fs.StringVar(&canaryOperator, "canary-operator", "", "the evaluator pool's canary operator, fixed for good (default: the deployer); --dev also shortens the pool's bootstrap (2 evaluations, 1 canary)")
		},
		run: func(ctx context.Context, e *env) error {
			if force && out == "" {
				return usagef("--force only applies with --out FILE")
			}
			if out != "" && !force {
				// Checked before anything is deployed: an existing deployment file is what other commands and a
				// running daemon point at.
				if _, err := os.Stat(out); err == nil {
					return fmt.Errorf("%s exists (an earlier deployment?): pass --force to replace it, or choose another --out", out)
				}
			}
			c, err := e.dial(ctx)
			if err != nil {
				return err
			}
			defer c.Close()
			if c.profile.Real && dev {
				return fmt.Errorf("--dev deploys a mintable test token and is refused on %s (chain %d); use it on anvil", c.profile.Name, c.chainID)
			}
			if c.profile.Real && !confirm {
				return fmt.Errorf("chain %d (%s) is a real network: deploying costs real gas and creates a contract that will hold real money; re-run with --confirm-real-network if that is what you want", c.chainID, c.profile.Name)
			}
			if canaryOperator != "" && !common.IsHexAddress(canaryOperator) {
				return usagef("--canary-operator %q is not an address", canaryOperator)
			}
			k, err := e.key(ctx)
			if err != nil {
				return err
			}
			opts := c.transactor(ctx, k)
			d := escrow.Deployment{ChainID: c.chainID.Uint64(), TokenName: c.profile.TokenName, TokenVersion: c.profile.TokenVersion}
			switch {
			case dev:
				o := escrow.DevTokenOptions{Name: tokenName, Version: tokenVersion, Symbol: "USDC"}
				addr, _, err := escrow.DeployDevToken(ctx, c.client, opts, o)
				if err != nil {
					return err
				}
				d.Token, d.TokenName, d.TokenVersion, d.DevToken = addr, o.Name, o.Version, true
			case token != "":
				if !common.IsHexAddress(token) {
					return usagef("--token %q is not an address", token)
				}
				d.Token = common.HexToAddress(token)
			case c.profile.Token != (common.Address{}):
				d.Token = c.profile.Token
			default:
				return usagef("no payment token: pass --token ADDR, or --dev on a local chain")
			}
			addr, rcpt, err := escrow.DeployEscrow(ctx, c.client, opts, d.Token)
			if err != nil {
				return err
			}
			d.Escrow, d.DeployBlock = addr, rcpt.BlockNumber.Uint64()
			d.CanaryOperator = opts.From
			if canaryOperator != "" {
				d.CanaryOperator = common.HexToAddress(canaryOperator)
			}
			poolCfg := escrow.WhitePaperPoolConfig(d.CanaryOperator)
			if dev {
				poolCfg = escrow.DevPoolConfig(d.CanaryOperator)
			}
			if d.EvaluatorPool, _, err = escrow.DeployPool(ctx, c.client, opts, d.Escrow, poolCfg); err != nil {
				return err
			}
			d.IdentityRegistry, d.ReputationRegistry, d.ValidationRegistry = c.profile.IdentityRegistry, c.profile.ReputationRegistry, c.profile.ValidationRegistry
			if dev {
				regs, err := erc8004.Deploy(ctx, c.client, opts)
				if err != nil {
					return err
				}
				d.IdentityRegistry, d.ReputationRegistry, d.ValidationRegistry = regs.Identity, regs.Reputation, regs.Validation
				var accounts []common.Address
				for i := 0; i < anvil.DevKeyCount; i++ {
					key, err := anvil.DevKey(i)
					if err != nil {
						return err
					}
					accounts = append(accounts, crypto.PubkeyToAddress(key.PublicKey))
				}
				if err := escrow.MintDevToken(ctx, c.client, opts, d.Token, devMint, accounts...); err != nil {
					return err
				}
			}
			if out != "" {
				if err := writeJSONFile(out, d); err != nil {
					return err
				}
			}
			return e.printJSON(d)
		},
	})
}
