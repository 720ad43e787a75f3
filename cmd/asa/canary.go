package main

import (
	"context"
	"crypto/sha256"
	"flag"
	"fmt"
	"math/big"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
)

// The canary commands talk to a daemon that runs the evaluator pool's canary operator role
// (canaryOperator in its config), signed in with the signing key, which must be the pool's canary operator.

func init() {
	registerCanaryAdd()
	registerCanaryBind()
	registerCanaryList()
}

// operatorDaemon signs in to the daemon at --daemon (or $ASA_DAEMON) with the signing key.
func (e *env) operatorDaemon(ctx context.Context, daemonURL string) (*asaclient.Daemon, error) {
	url := e.daemonURL(daemonURL)
	if url == "" {
		return nil, usagef("--daemon URL (or ASA_DAEMON) is required: the daemon that is the pool's canary operator")
	}
	k, err := e.key(ctx)
	if err != nil {
		return nil, err
	}
	d := &asaclient.Daemon{BaseURL: url}
	if err := d.SignIn(ctx, k); err != nil {
		return nil, fmt.Errorf("sign in to the daemon at %s as %s: %w", url, k.Address().Hex(), err)
	}
	return d, nil
}

func registerCanaryAdd() {
	var daemonURL, file, hash, score, expected, salt string
	register(&command{
		name: "canary add",
		summary: "hand a canary task's known answer to the daemon that is the pool's canary operator: it draws the salt (unless --salt), " +
			"commits the commitment and, once bound to its job ('asa canary bind'), reveals it when the job is over; prints the commitment",
		usage: "--daemon URL (--deliverable FILE | --deliverable-hash HASH) --expected-score SCORE --expected pass|fail [--salt 0x...]",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&daemonURL, "daemon", "", "the settlement daemon that is the pool's canary operator (default $ASA_DAEMON)")
			fs.StringVar(&file, "deliverable", "", "the canary deliverable the canary provider will submit (its sha256 is committed)")
			fs.StringVar(&hash, "deliverable-hash", "", "the canary deliverable's hash instead of the file (sha256:<64 hex> or 0x<64 hex>)")
			fs.StringVar(&score, "expected-score", "", "the score an honest evaluator gives it, 0 to 100 with up to 2 decimals (e.g. 92.5)")
			fs.StringVar(&expected, "expected", "", "the pass/fail an honest evaluator gives it: pass or fail")
			fs.StringVar(&salt, "salt", "", "the commitment's salt (0x<64 hex>); default: the daemon draws one. Keep it secret until the reveal")
		},
		run: func(ctx context.Context, e *env) error {
			req := wire.CanaryRequest{Salt: salt}
			switch {
			case (file == "") == (hash == ""):
				return usagef("give exactly one of --deliverable FILE and --deliverable-hash HASH")
			case file != "":
				content, err := os.ReadFile(file)
				if err != nil {
					return fmt.Errorf("read the canary deliverable: %w", err)
				}
				sum := sha256.Sum256(content)
				req.Deliverable = common.Hash(sum).Hex()
			default:
				req.Deliverable = hash
			}
			if score == "" {
				return usagef("--expected-score SCORE is required (0 to 100, e.g. 92.5)")
			}
			bps, err := settlement.ParseAmount(score, 2)
			if err != nil || bps.Cmp(big.NewInt(settlement.MaxBps)) > 0 {
				return usagef("--expected-score %q: a score from 0 to 100 with up to 2 decimals", score)
			}
			req.ExpectedScore = int(bps.Int64())
			switch strings.ToLower(expected) {
			case "pass":
				req.ExpectedPassed = true
			case "fail":
			default:
				return usagef("--expected pass|fail is required, not %q", expected)
			}
			d, err := e.operatorDaemon(ctx, daemonURL)
			if err != nil {
				return err
			}
			c, err := d.AddCanary(ctx, req)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(c)
			}
			fmt.Fprintf(e.stdout, "canary %s: %s (deliverable %s, expected %s %s)\n", c.Commitment, c.Status, c.Deliverable,
				settlement.FormatAmount(big.NewInt(int64(c.ExpectedScore)), 2), passFail(c.ExpectedPassed))
			fmt.Fprintf(e.stdout, "  create its job (the seat as sole evaluator) once 'asa canary list' shows it committed, then: asa canary bind %s --seat SEAT --job ID\n", c.Commitment)
			return nil
		},
	})
}

func passFail(passed bool) string {
	if passed {
		return "PASS"
	}
	return "FAIL"
}

func registerCanaryBind() {
	var daemonURL, seat, job string
	register(&command{
		name: "canary bind",
		summary: "bind a committed canary to the canary job you created (its evaluator is the pool seat --seat): " +
			"the daemon reveals the answer once the job is over, which scores the evaluators the seat appointed",
		usage: "COMMITMENT --daemon URL --seat ADDR --job ID",
		args:  1,
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&daemonURL, "daemon", "", "the settlement daemon that is the pool's canary operator (default $ASA_DAEMON)")
			fs.StringVar(&seat, "seat", "", "the pool seat that is the canary job's evaluator")
			fs.StringVar(&job, "job", "", "the canary job's id")
		},
		run: func(ctx context.Context, e *env) error {
			if len(e.args) != 1 || len(e.args[0]) != 66 || !strings.HasPrefix(e.args[0], "0x") {
				return usagef("give the canary's commitment (0x<64 hex>, from 'asa canary add' or 'asa canary list')")
			}
			if !common.IsHexAddress(seat) {
				return usagef("--seat %q is not an address (the pool seat that is the canary job's evaluator)", seat)
			}
			id, ok := new(big.Int).SetString(job, 10)
			if !ok || id.Sign() <= 0 {
				return usagef("--job %q is not a job id", job)
			}
			d, err := e.operatorDaemon(ctx, daemonURL)
			if err != nil {
				return err
			}
			c, err := d.BindCanary(ctx, common.HexToHash(e.args[0]), common.HexToAddress(seat), id)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(c)
			}
			fmt.Fprintf(e.stdout, "canary %s bound to job %s of seat %s; the daemon reveals it once the job is over\n", c.Commitment, c.JobID, c.Seat)
			return nil
		},
	})
}

func registerCanaryList() {
	var daemonURL, status string
	register(&command{
		name:    "canary list",
		summary: "list the canaries the daemon keeps as the pool's canary operator, newest first (never their salts)",
		usage:   "--daemon URL [--status committing|committed|bound|revealed|failed]",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&daemonURL, "daemon", "", "the settlement daemon that is the pool's canary operator (default $ASA_DAEMON)")
			fs.StringVar(&status, "status", "", "only canaries in this status")
		},
		run: func(ctx context.Context, e *env) error {
			d, err := e.operatorDaemon(ctx, daemonURL)
			if err != nil {
				return err
			}
			cs, err := d.Canaries(ctx, status)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(wire.CanaryList{Canaries: cs})
			}
			if len(cs) == 0 {
				fmt.Fprintln(e.stdout, "no canaries")
				return nil
			}
			for _, c := range cs {
				line := fmt.Sprintf("%s %-10s expected %s %s", c.Commitment, c.Status, settlement.FormatAmount(big.NewInt(int64(c.ExpectedScore)), 2), passFail(c.ExpectedPassed))
				if c.CommitBlock != 0 {
					line += fmt.Sprintf(" committed in block %d", c.CommitBlock)
				}
				if c.JobID != "" {
					line += fmt.Sprintf(", job %s of seat %s", c.JobID, c.Seat)
				}
				if c.RevealBlock != 0 {
					line += fmt.Sprintf(", revealed in block %d", c.RevealBlock)
				}
				if c.Reason != "" {
					line += ": " + c.Reason
				}
				fmt.Fprintln(e.stdout, line)
			}
			return nil
		},
	})
}
