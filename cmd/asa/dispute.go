package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"regexp"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
)

func init() {
	registerJobChallenge()
	registerJobResolve()
	registerJobAgreementRegister()
}

// reasonFlag is a challenge's or resolution's --reason: text whose sha256 goes on chain, or a 0x hash.
func reasonFlag(fs *flag.FlagSet, p *string) {
	fs.StringVar(p, "reason", "", "why, in words (its sha256 is kept on chain as the reason: keep the text where the other parties can read it), or a 0x-prefixed 32-byte hash")
}

func registerJobChallenge() {
	var ef escrowFlags
	var jf jobFlag
	var reason string
	register(&command{
		name: "job challenge",
		summary: "dispute a job's verified score inside its challenge window (the client's or the provider's key): the job becomes Disputed " +
			"and its resolver decides (asa job resolve) before the dispute deadline, else the agreement's dispute default applies",
		usage: "--job ID --reason TEXT [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			reasonFlag(fs, &reason)
		},
		run: func(ctx context.Context, e *env) error {
			id, err := jf.id()
			if err != nil {
				return err
			}
			if reason == "" {
				return usagef("--reason TEXT is required: say why the score is wrong (its hash is kept on chain)")
			}
			k, s, err := e.signedSession(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			hash := asaclient.ReasonHash(reason)
			rcpt, err := s.esc.Challenge(ctx, k, id, hash)
			if err != nil {
				return err
			}
			j, err := s.esc.Job(ctx, id)
			if err != nil {
				return err
			}
			deadline := j.View.Deadline.Uint64()
			if e.jsonOut {
				return e.printJSON(map[string]any{"jobId": id.String(), "status": j.Status.String(), "challenger": k.Address(),
					"reasonHash": hash.Hex(), "resolver": j.Terms.Resolver, "disputeDeadline": deadline, "disputeDeadlineIso": isoUnix(deadline),
					"disputeDefault": j.Terms.DisputeDefault.String(), "tx": rcpt.TxHash.Hex(), "block": rcpt.BlockNumber.Uint64()})
			}
			w := e.stdout
			fmt.Fprintf(w, "job %s challenged by %s: now %s\n", id, k.Address().Hex(), j.Status)
			fmt.Fprintf(w, "  reason      %s (sha256 of the text you gave, on chain)\n", hash.Hex())
			fmt.Fprintf(w, "  %s\n", txLine("challenge", rcpt.TxHash, rcpt.BlockNumber))
			when := isoUnix(deadline)
			if now, err := s.headTime(ctx); err == nil {
				when = whenText(deadline, now)
			}
			fmt.Fprintf(w, "next: the resolver %s decides (asa job resolve --job %s --provider-percent P --reason TEXT) by %s; "+
				"after that the dispute default (%s) applies\n", j.Terms.Resolver.Hex(), id, when, j.Terms.DisputeDefault)
			return nil
		},
	})
}

// percentPattern is a provider share in percent with at most two decimals (basis points are exact).
var percentPattern = regexp.MustCompile(`^[0-9]{1,3}(\.[0-9]{1,2})?$`)

// parsePercent reads --provider-percent as basis points, exactly (no floats).
func parsePercent(text string) (uint16, error) {
	if !percentPattern.MatchString(text) {
		return 0, usagef("--provider-percent %q is not a percentage from 0 to 100 with at most two decimals (85, 85.5, 0.25)", text)
	}
	d, err := decimal.NewFromString(text)
	if err != nil {
		return 0, usagef("--provider-percent %q: %v", text, err)
	}
	bps := d.Shift(2)
	if !bps.IsInteger() || bps.GreaterThan(decimal.NewFromInt(10_000)) {
		return 0, usagef("--provider-percent %q is more than 100", text)
	}
	return uint16(bps.IntPart()), nil
}

func registerJobResolve() {
	var ef escrowFlags
	var jf jobFlag
	var reason, percent string
	register(&command{
		name: "job resolve",
		summary: "decide a disputed job (the resolver's key, the one its terms name, or the evaluator an evaluator pool's resolver seat drew): the provider gets --provider-percent of the budget, " +
			"the client the rest, and the job settles; only before the dispute deadline",
		usage: "--job ID --provider-percent P --reason TEXT [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			fs.StringVar(&percent, "provider-percent", "", "the provider's share of the budget in percent, 0 to 100 with at most two decimals (60 gives the provider 60 % and the client 40 %)")
			reasonFlag(fs, &reason)
		},
		run: func(ctx context.Context, e *env) error {
			id, err := jf.id()
			if err != nil {
				return err
			}
			if percent == "" {
				return usagef("--provider-percent P is required (0 to 100: the provider's share of the budget)")
			}
			bps, err := parsePercent(percent)
			if err != nil {
				return err
			}
			if reason == "" {
				return usagef("--reason TEXT is required: say why (its hash is kept on chain)")
			}
			k, s, err := e.signedSession(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			hash := asaclient.ReasonHash(reason)
			rcpt, err := s.esc.Resolve(ctx, k, id, asaclient.Resolution{ProviderBps: bps, Reason: hash})
			if err != nil {
				return err
			}
			m, err := s.esc.Money(ctx, id, rcpt.BlockNumber.Uint64())
			if err != nil {
				return err
			}
			out := map[string]any{"jobId": id.String(), "status": m.Status.String(), "providerBps": bps, "providerPercent": settlement.FormatAmount(big.NewInt(int64(bps)), 2),
				"reasonHash": hash.Hex(), "tx": rcpt.TxHash.Hex(), "block": rcpt.BlockNumber.Uint64()}
			if m.Settled != nil {
				out["provider"], out["client"], out["fee"] = m.Settled.ProviderTotal().String(), m.Settled.ClientTotal().String(), m.Settled.Fee.String()
			}
			if e.jsonOut {
				return e.printJSON(out)
			}
			w := e.stdout
			fmt.Fprintf(w, "job %s resolved by %s: provider %s %%, now %s\n", id, k.Address().Hex(), settlement.FormatAmount(big.NewInt(int64(bps)), 2), m.Status)
			fmt.Fprintf(w, "  reason      %s (sha256 of the text you gave, on chain)\n", hash.Hex())
			if m.Settled != nil {
				fmt.Fprintf(w, "  payouts     provider %s, client %s, evaluators %s\n", s.amount(m.Settled.ProviderTotal()), s.amount(m.Settled.ClientTotal()), s.amount(m.Settled.Fee))
			}
			fmt.Fprintf(w, "  %s\n", txLine("resolve", rcpt.TxHash, rcpt.BlockNumber))
			return nil
		},
	})
}

func registerJobAgreementRegister() {
	var ef escrowFlags
	var jf jobFlag
	var file, daemonURL string
	var retryFor time.Duration
	register(&command{
		name: "job agreement register",
		summary: "give the settlement daemon a job's agreement document after the job's creation (POST /v1/jobs/{id}/agreement): it then knows the job's " +
			"service type (price check) and result visibility; waits for a daemon that has not seen the new job yet",
		usage: "--job ID --file FILE [--daemon URL] [--retry-for 30s] [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			fs.StringVar(&file, "file", "", "the agreement document the job was created from, byte for byte as hashed at creation")
			fs.StringVar(&daemonURL, "daemon", "", "settlement daemon URL (e.g. http://127.0.0.1:8080; default $ASA_DAEMON)")
			fs.DurationVar(&retryFor, "retry-for", asaclient.DefaultRetryFor, "keep re-sending while the daemon answers that it has not seen the job yet, with backoff, for up to this long (0: no retry)")
		},
		run: func(ctx context.Context, e *env) error {
			id, err := jf.id()
			if err != nil {
				return err
			}
			daemonURL := e.daemonURL(daemonURL)
			if file == "" || daemonURL == "" {
				return usagef("--file FILE and --daemon URL (or ASA_DAEMON) are required")
			}
			doc, err := readDocument(file, "agreement")
			if err != nil {
				return err
			}
			hash, err := settlement.AgreementHash(doc)
			if err != nil {
				return withCode(codeInvalidDocument, fmt.Errorf("%s is not an agreement document: %w", file, err))
			}
			// With an escrow at hand (--escrow, --deployment or ASA_DEPLOYMENT), the chain says first whether
			// this is the job's document: a mismatch is refused here, without asking the daemon.
			if ef.escrow != "" || ef.deployment != "" || e.getenv("ASA_DEPLOYMENT") != "" {
				if err := e.checkJobDocument(ctx, &ef, id, file, hash); err != nil {
					return err
				}
			}
			d := &asaclient.Daemon{BaseURL: daemonURL, RetryFor: retryFor}
			if retryFor == 0 {
				d.RetryFor = -1
			}
			if !e.jsonOut {
				d.OnRetry = func(attempt int, wait time.Duration, err error) {
					fmt.Fprintf(e.stderr, "asa job agreement register: %v; the daemon may not have seen job %s yet: retrying in %s\n", err, id, wait)
				}
			}
			r, err := d.RegisterAgreement(ctx, id, doc)
			if err != nil {
				switch {
				case asaclient.IsCode(err, wire.CodeAgreementMismatch):
					return fmt.Errorf("%w\n(a document rebound at creation with --rebind hashes differently each time it is rebound: register it at creation with 'asa job create --daemon URL')", err)
				case asaclient.IsCode(err, wire.CodeUnknownJob):
					return withCode(codeDaemonBehind, fmt.Errorf("%w: the daemon has not seen job %s (check --job, and that the daemon watches this escrow: GET %s/healthz)", err, id, daemonURL))
				}
				return err
			}
			if e.jsonOut {
				return e.printJSON(r)
			}
			if !r.Created {
				fmt.Fprintf(e.stdout, "job %s: the daemon already held this agreement (hash %s): visibility %s\n", id, r.AgreementHash, r.Visibility)
				return nil
			}
			fmt.Fprintf(e.stdout, "job %s: agreement registered with the daemon (hash %s)\n", id, r.AgreementHash)
			fmt.Fprintf(e.stdout, "  visibility  %s\n  price       %s\n", r.Visibility, r.PriceCheck.Message)
			return nil
		},
	})
}

// checkJobDocument refuses a document whose agreement hash is not the one job id recorded at creation.
func (e *env) checkJobDocument(ctx context.Context, ef *escrowFlags, id *big.Int, file string, hash common.Hash) error {
	s, err := e.openEscrow(ctx, ef)
	if err != nil {
		return err
	}
	defer s.Close()
	ag, err := s.esc.Agreement(ctx, id, s.deployBlock)
	if err != nil {
		if errors.Is(err, asaclient.ErrUnknownJob) {
			return err
		}
		return fmt.Errorf("job %s: %w (a plain ERC-8183 job has no agreement document to register)", id, err)
	}
	if ag.AgreementHash != hash {
		return withCode(codeInvalidDocument, fmt.Errorf("%s hashes to %s, but job %s was created for agreement hash %s: register the exact document the job was created from "+
			"(a document rebound with --rebind hashes differently each time: register it at creation with 'asa job create --daemon URL')", file, hash.Hex(), id, ag.AgreementHash.Hex()))
	}
	return nil
}

func isoUnix(t uint64) string { return time.Unix(int64(t), 0).UTC().Format(time.RFC3339) }
