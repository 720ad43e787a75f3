package main

import (
	"context"
	"errors"
	"flag"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/wallet"
)

func init() {
	var ef escrowFlags
	register(&command{
		name:    "balance",
		summary: "show an account's payment-token balance, what the escrow credits it (payouts whose push failed) and its ether for gas",
		usage:   "[ADDR] [--escrow ADDR | --deployment FILE]   (default ADDR: the signing key's address)",
		args:    1,
		flags:   func(fs *flag.FlagSet) { ef.register(fs) },
		run:     func(ctx context.Context, e *env) error { return runBalance(ctx, e, &ef) },
	})
}

func runBalance(ctx context.Context, e *env, ef *escrowFlags) error {
	var addr common.Address
	switch {
	case len(e.args) == 1:
		if !common.IsHexAddress(e.args[0]) {
			return usagef("%q is not a 0x address", e.args[0])
		}
		addr = common.HexToAddress(e.args[0])
	default:
		k, err := e.key(ctx)
		if errors.Is(err, wallet.ErrNoKey) {
			return usagef("name the account (asa balance 0x...) or give a signer (--account NAME, --keystore FILE, --clef URL or ASA_PRIVATE_KEY)")
		}
		if err != nil {
			return err
		}
		addr = k.Address()
	}
	s, err := e.openEscrow(ctx, ef)
	if err != nil {
		return err
	}
	defer s.Close()
	tokens, err := s.esc.BalanceOf(ctx, addr)
	if err != nil {
		return err
	}
	credits, err := s.esc.Credits(ctx, addr)
	if err != nil {
		return err
	}
	wei, err := s.client.BalanceAt(ctx, addr, nil)
	if err != nil {
		return fmt.Errorf("ether balance of %s: %w", addr, err)
	}
	if e.jsonOut {
		return e.printJSON(map[string]any{"address": addr.Hex(), "token": s.esc.Token().Hex(), "escrow": s.esc.Address().Hex(),
			"balance": tokens.String(), "balanceFormatted": s.amount(tokens), "credits": credits.String(), "creditsFormatted": s.amount(credits),
			"ether": wei.String()})
	}
	w := e.stdout
	fmt.Fprintf(w, "%s on chain %s\n", addr.Hex(), s.chainID)
	fmt.Fprintf(w, "  %-9s %s (%s base units, token %s)\n", "balance", s.amount(tokens), tokens, s.esc.Token().Hex())
	fmt.Fprintf(w, "  %-9s %s held by escrow %s%s\n", "credits", s.amount(credits), s.esc.Address().Hex(), creditHint(credits.Sign() > 0))
	fmt.Fprintf(w, "  %-9s %s ETH (for gas)\n", "ether", settlement.FormatAmount(wei, 18))
	return nil
}

func creditHint(has bool) string {
	if has {
		return " (a payout whose push failed; 'asa withdraw' moves it out)"
	}
	return ""
}
