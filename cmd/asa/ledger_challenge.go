package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"time"

	"github.com/asa-escrow/asa/daemon/ledgerop"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/signer"
)

func init() { registerLedgerChallenge() }

// ledgerChallenged is `asa ledger challenge --json`.
type ledgerChallenged struct {
	Ledger   string          `json:"ledger"`
	ChainID  uint64          `json:"chainId"`
	Checked  uint64          `json:"checked"` // the last epoch replayed and found right
	Last     uint64          `json:"lastEpoch"`
	Findings []ledgerFinding `json:"findings"`
}

// ledgerFinding is one wrong or unavailable epoch and what was sent about it.
type ledgerFinding struct {
	Epoch       uint64 `json:"epoch"`
	Fault       string `json:"fault,omitempty"` // the fraud proof's kind
	Reason      string `json:"reason"`
	Unavailable bool   `json:"unavailable,omitempty"`
	Challenge   *txRef `json:"challenge,omitempty"`
	Request     *txRef `json:"dataRequest,omitempty"`
}

func registerLedgerChallenge() {
	var lf ledgerFlags
	var watch, dryRun bool
	var from uint64
	var every time.Duration
	register(&command{
		name: "ledger challenge",
		summary: "netted ledger, verifier mode (anyone): replay every posted epoch from the operator's data, checked against the posted roots, and " +
			"challenge the first wrong transition with its fraud proof (the challenger takes the bond); ask for the data on chain when it is not served",
		usage: "--ledger ADDR --operator URL [--from-block N] [--watch [--every 10s]] [--dry-run]",
		flags: func(fs *flag.FlagSet) {
			lf.register(fs, "the operator's API (or any mirror of its data) to read the epochs from")
			fs.Uint64Var(&from, "from-block", 0, "the ledger's deployment block (where its events start)")
			fs.BoolVar(&watch, "watch", false, "keep watching: check every new epoch as it is posted (a watchtower) until interrupted")
			fs.DurationVar(&every, "every", 10*time.Second, "with --watch, how often to look for new epochs")
			fs.BoolVar(&dryRun, "dry-run", false, "report what is wrong without sending anything (no key needed)")
		},
		run: func(ctx context.Context, e *env) error {
			return runLedgerChallenge(ctx, e, &lf, from, watch, every, dryRun)
		},
	})
}

func runLedgerChallenge(ctx context.Context, e *env, lf *ledgerFlags, from uint64, watch bool, every time.Duration, dryRun bool) error {
	if err := lf.validate(); err != nil {
		return err
	}
	if every <= 0 {
		return usagef("--every must be positive")
	}
	l, err := e.openLedger(ctx, lf)
	if err != nil {
		return err
	}
	defer l.Close()
	op, err := l.operator(ctx, lf.operator)
	if err != nil {
		return err
	}
	var key signer.Signer
	if !dryRun {
		if key, err = e.key(ctx); err != nil {
			return err
		}
	}
	reader := ledger.NewReader(l.client, l.dom, ledger.ReaderOptions{FromBlock: from})
	chain := &ledgerop.NodeChain{Node: l.client, Ledger: l.addr, ChainID: l.chainID, FromBlock: from,
		Read: ledgerop.ReadWith(reader)}
	out := ledgerChallenged{Ledger: l.addr.Hex(), ChainID: l.chainID.Uint64(), Findings: []ledgerFinding{}}
	var pending *ledgerFinding // the finding the next callback's transaction belongs to
	cfg := ledgerop.VerifierConfig{Chain: chain, Data: op.c, Interval: every, Logger: slog.New(slog.DiscardHandler)}
	if !dryRun {
		cfg.Challenge = func(ctx context.Context, f *ledger.Fraud) error {
			r, err := l.send(ctx, key, l.c, f.Calldata(), fmt.Sprintf("challenge epoch %d (%s)", f.Epoch, f.Kind))
			if err != nil {
				return err
			}
			pending = &ledgerFinding{Challenge: refOf(r)}
			return nil
		}
		cfg.RequestData = func(ctx context.Context, epoch uint64, index uint32) error {
			fee, err := lread(l, nil, l.L.PackDataRequestFee(), l.L.UnpackDataRequestFee, "dataRequestFee")
			if err != nil {
				return err
			}
			if fee.Sign() > 0 {
				if _, err := l.send(ctx, key, l.tokC, l.tok.PackApprove(l.addr, fee), "approve the data request fee"); err != nil {
					return err
				}
			}
			r, err := l.send(ctx, key, l.c, l.L.PackRequestData(epoch, true, index), fmt.Sprintf("requestData(%d, transition %d)", epoch, index))
			if err != nil {
				return err
			}
			pending = &ledgerFinding{Request: refOf(r)}
			return nil
		}
	}
	v, err := ledgerop.NewVerifier(ctx, cfg)
	if err != nil {
		return err
	}
	w := e.stdout
	for {
		found, err := v.Tick(ctx)
		for _, f := range found {
			lfnd := ledgerFinding{Epoch: f.Epoch}
			if pending != nil {
				lfnd.Challenge, lfnd.Request, pending = pending.Challenge, pending.Request, nil
			}
			switch {
			case f.Fraud != nil:
				lfnd.Fault, lfnd.Reason = f.Fraud.Kind.String(), f.Fraud.Reason
			default:
				lfnd.Unavailable, lfnd.Reason = true, f.Unavailable.Error()
			}
			out.Findings = append(out.Findings, lfnd)
			if !e.jsonOut {
				printFinding(e, lfnd, dryRun)
			}
		}
		if err != nil {
			return err
		}
		out.Checked, _ = v.Checked()
		last, lerr := lread(l, nil, l.L.PackLastEpoch(), l.L.UnpackLastEpoch, "lastEpoch")
		if lerr != nil {
			return lerr
		}
		out.Last = last
		stopped := len(out.Findings) > 0 && out.Findings[len(out.Findings)-1].Fault != ""
		if !watch || stopped {
			break
		}
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(every):
		}
	}
	if e.jsonOut {
		return e.printJSON(out)
	}
	if len(out.Findings) == 0 {
		fmt.Fprintf(w, "ledger %s: epochs 1..%d replayed from %s's data: every transition and root is right, nothing to challenge\n", l.addr.Hex(), out.Checked, op.url)
	}
	return nil
}

func printFinding(e *env, f ledgerFinding, dryRun bool) {
	w := e.stdout
	switch {
	case f.Fault != "":
		fmt.Fprintf(w, "epoch %d is wrong (%s): %s\n", f.Epoch, f.Fault, f.Reason)
		if f.Challenge != nil {
			fmt.Fprintf(w, "  challenged: tx %s (block %d); the epoch and the later ones are void, the bond is the challenger's, the ledger is in exit mode ('asa ledger exit')\n", f.Challenge.Tx, f.Challenge.Block)
		} else if dryRun {
			fmt.Fprintln(w, "  --dry-run: not challenged (run without it, with a key, before the epoch's challenge window ends)")
		}
	default:
		fmt.Fprintf(w, "epoch %d: its data is not available from the operator: %s\n", f.Epoch, f.Reason)
		if f.Request != nil {
			fmt.Fprintf(w, "  asked on chain: tx %s (block %d); unanswered by three quarters of the window, anyone can void the epoch (voidUnanswered)\n", f.Request.Tx, f.Request.Block)
		}
	}
}
