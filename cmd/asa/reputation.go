package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/reputation"
)

// maxAnswerSize bounds a daemon's reputation answer (a few KiB).
const maxAnswerSize = 1 << 20

func init() {
	var ef escrowFlags
	var daemon, signer, answerFile string
	var verify bool
	var fromBlock, confirmations uint64
	register(&command{
		name:    "reputation",
		summary: "a provider's and evaluator's track record, recomputed from the escrow's events; --verify checks a daemon's signed answer",
		usage:   "ADDR [--verify [--daemon URL | --answer FILE] [--signer ADDR]] [--escrow ADDR | --deployment FILE] [--from-block N] [--confirmations N] [--json]",
		args:    1,
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			fs.BoolVar(&verify, "verify", false, "check the daemon's signed answer (GET /v1/reputation/ADDR) against the chain, as of the answer's block")
			fs.StringVar(&daemon, "daemon", "", "daemon URL for --verify (default $ASA_DAEMON)")
			fs.StringVar(&answerFile, "answer", "", "with --verify: a saved answer (JSON) instead of asking the daemon")
			fs.StringVar(&signer, "signer", "", "with --verify: the only attestation address to accept (the daemon publishes it)")
			fs.Uint64Var(&fromBlock, "from-block", 0, "first block to read (default: the deployment block)")
			fs.Uint64Var(&confirmations, "confirmations", 0, "without --verify: compute as of this many blocks behind the head")
		},
		run: func(ctx context.Context, e *env) error {
			if len(e.args) == 0 {
				return usagef("missing argument: asa reputation ADDR")
			}
			if !common.IsHexAddress(e.args[0]) {
				return usagef("%q is not an address", e.args[0])
			}
			subject := common.HexToAddress(e.args[0])
			var pinned common.Address
			if signer != "" {
				if !common.IsHexAddress(signer) {
					return usagef("--signer %q is not an address", signer)
				}
				pinned = common.HexToAddress(signer)
			}
			if !verify && (answerFile != "" || signer != "") {
				return usagef("--answer and --signer go with --verify")
			}
			if answerFile != "" && daemon != "" {
				return usagef("give --daemon or --answer, not both")
			}
			var answer *reputation.Answer
			if verify {
				a, err := loadAnswer(ctx, e, answerFile, e.daemonURL(daemon), subject)
				if err != nil {
					return err
				}
				answer = a
			}
			s, err := e.openEscrow(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			opts := reputation.ScanOptions{From: s.deployBlock, Confirmations: confirmations}
			if fromBlock != 0 {
				opts.From = fromBlock
			}
			if answer != nil {
				opts.To = answer.Block.Number
			}
			ledger, err := reputation.Scan(ctx, s.client, s.esc.Address(), opts)
			if err != nil {
				return err
			}
			if answer == nil {
				out, err := reputation.NewAnswer(ledger, s.chainID.Uint64(), subject, nil)
				if err != nil {
					return err
				}
				if e.jsonOut {
					return e.printJSON(out)
				}
				printReputation(e, out, s.profile.Name)
				return nil
			}
			v, err := reputation.Verify(answer, ledger, reputation.VerifyOptions{Signer: pinned, ChainID: s.chainID.Uint64()})
			if err != nil {
				return fmt.Errorf("the daemon's answer is malformed: %w", err)
			}
			if e.jsonOut {
				if err := e.printJSON(struct {
					Answer       *reputation.Answer      `json:"answer"`
					Verification reputation.Verification `json:"verification"`
				}{answer, v}); err != nil {
					return err
				}
			} else {
				printReputation(e, answer, s.profile.Name)
				printVerification(e, answer, v)
			}
			if !v.Valid() {
				return fmt.Errorf("the daemon's answer does not match the chain (%d mismatch(es))", len(v.Mismatches))
			}
			return nil
		},
	})
}

// loadAnswer reads a saved answer or asks the daemon for one.
func loadAnswer(ctx context.Context, e *env, file, daemon string, subject common.Address) (*reputation.Answer, error) {
	var a reputation.Answer
	if file != "" {
		if err := readJSONFile(file, &a); err != nil {
			return nil, err
		}
	} else {
		if daemon == "" {
			return nil, usagef("--verify needs the daemon: --daemon URL (or $ASA_DAEMON), or a saved --answer FILE")
		}
		if err := fetchAnswer(ctx, daemon, subject, &a); err != nil {
			return nil, err
		}
	}
	if a.Subject != subject {
		return nil, fmt.Errorf("the answer is about %s, not %s", a.Subject, subject)
	}
	return &a, nil
}

// fetchAnswer asks the daemon for its signed answer about subject.
func fetchAnswer(ctx context.Context, daemon string, subject common.Address, out *reputation.Answer) error {
	u, err := url.JoinPath(daemon, "/v1/reputation/", subject.Hex())
	if err != nil {
		return usagef("--daemon %q: %v", daemon, err)
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return usagef("--daemon %q: %v", daemon, err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("ask the daemon at %s: %w", daemon, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswerSize+1))
	if err != nil {
		return fmt.Errorf("read the daemon's answer: %w", err)
	}
	if len(body) > maxAnswerSize {
		return errors.New("the daemon's answer is larger than 1 MiB")
	}
	if resp.StatusCode != http.StatusOK {
		var apiErr struct {
			Error struct{ Code, Message string } `json:"error"`
		}
		msg := strings.TrimSpace(string(body))
		if json.Unmarshal(body, &apiErr) == nil && apiErr.Error.Message != "" {
			msg = apiErr.Error.Code + ": " + apiErr.Error.Message
		}
		if resp.StatusCode == http.StatusNotFound && apiErr.Error.Code == "" {
			msg = "this daemon does not serve /v1/reputation (an older version?)"
		}
		return fmt.Errorf("the daemon answered %s: %s", resp.Status, msg)
	}
	if err := json.Unmarshal(body, out); err != nil {
		return fmt.Errorf("the daemon's answer is not a reputation answer: %w", err)
	}
	return nil
}

func printReputation(e *env, a *reputation.Answer, network string) {
	fmt.Fprintf(e.stdout, "reputation of %s on %s (escrow %s), as of block %d (%s)\n", a.Subject.Hex(), network, a.Escrow.Hex(),
		a.Block.Number, time.Unix(int64(a.Block.Time), 0).UTC().Format(time.RFC3339))
	w := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	pct := func(p *string, unit string) string {
		if p == nil {
			return "-"
		}
		return *p + unit
	}
	role := ""
	empty := map[string]bool{} // roles without any job: one line instead of a table of zeros
	for _, r := range a.Reports {
		if r.Window == reputation.AllTime.String() && r.Figures.Jobs == 0 {
			empty[r.Role] = true
		}
	}
	for _, r := range a.Reports {
		if empty[r.Role] {
			if r.Role != role {
				role = r.Role
				fmt.Fprintf(w, "as %s\tno jobs\t\t\t\t\t\t\t\t\n", role)
			}
			continue
		}
		if r.Role != role {
			role = r.Role
			fmt.Fprintf(w, "as %s\tjobs\tscored\tpass rate\tmean score\treleased\tdisputes\ton time\tsilences\t\n", role)
		}
		f, rt := r.Figures, r.Rates
		window := map[string]string{"all": "all time", "90d": "90 days", "30d": "30 days"}[r.Window]
		fmt.Fprintf(w, "%s\t%d\t%d\t%s\t%s\t%s\t%s\t%s\t%d\t\n", window, f.Jobs, f.Scored, pct(rt.PassRate, " %"),
			pct(rt.MeanComposite, ""), pct(rt.MeanReleasedShare, " %"), pct(rt.DisputeRate, " %"),
			fmt.Sprintf("%s (%d/%d)", pct(rt.OnTimeRate, " %"), f.DeliveredOnTime, f.DeliveryDue), f.Silences)
	}
	_ = w.Flush()
	fmt.Fprintln(e.stdout, "pass: the score reaches the job's pass threshold (its lowest paying tier, raised to its dispute threshold);")
	fmt.Fprintln(e.stdout, "released: mean share of the budget released to the provider; windows by job creation, in chain time")
}

func printVerification(e *env, a *reputation.Answer, v reputation.Verification) {
	pin := "not pinned: pass --signer to require the daemon's published address"
	if v.SignerPinned {
		pin = "as required"
	}
	fmt.Fprintf(e.stdout, "signed by %s (%s)\n", a.Signer.Hex(), pin)
	if len(a.ExcludedJobs) > 0 {
		fmt.Fprintf(e.stdout, "excluded by the daemon (their agreements keep results to the parties): jobs %s\n", strings.Join(a.ExcludedJobs, ", "))
	}
	if v.Valid() {
		fmt.Fprintf(e.stdout, "verified: %d signed reports match the chain as of block %d %s\n", v.Reports, a.Block.Number, a.Block.Hash.Hex())
		return
	}
	fmt.Fprintf(e.stdout, "NOT VERIFIED: %d mismatch(es)\n", len(v.Mismatches))
	for _, m := range v.Mismatches {
		fmt.Fprintf(e.stdout, "  %s\n", m)
	}
}
