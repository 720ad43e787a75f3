package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/asa-escrow/asa/settlement"
)

func init() {
	registerAgreementCheck()
	registerAgreementSign()
	registerVerificationCheck()
}

// errRefused makes the command exit 1 after it printed its report.
var errRefused = errors.New("refused")

func registerAgreementCheck() {
	var chainID uint64
	var at string
	register(&command{
		name:    "agreement check",
		summary: "offline: print every clause of an agreement document as enforced on chain, enforced by the daemon, refused (why) or informational; exit 1 when anything is refused",
		usage:   "FILE [--chain-id N] [--at RFC3339] [--json]",
		args:    1,
		flags: func(fs *flag.FlagSet) {
			fs.Uint64Var(&chainID, "chain-id", 0, "the chain the job would live on (0: the document's)")
			fs.StringVar(&at, "at", "", "check deadlines as of this time (default: now)")
		},
		run: func(ctx context.Context, e *env) error {
			if len(e.args) != 1 {
				return usagef("give the agreement document: asa agreement check FILE")
			}
			now := time.Now()
			if at != "" {
				t, err := time.Parse(time.RFC3339, at)
				if err != nil {
					return usagef("--at %q is not an RFC 3339 time", at)
				}
				now = t
			}
			doc, err := readDocument(e.args[0], "agreement")
			if err != nil {
				return err
			}
			rep := settlement.CheckAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: chainID})
			if e.jsonOut {
				problems := make([]map[string]string, 0, len(rep.Problems))
				for _, p := range rep.Problems {
					problems = append(problems, map[string]string{"path": p.Path, "message": p.Message})
				}
				out := map[string]any{"file": e.args[0], "refused": rep.Refused(), "clauses": rep.Clauses, "problems": problems}
				if rep.Plan != nil {
					out["agreementHash"] = rep.Plan.AgreementHash.Hex()
					out["termsHash"] = rep.Plan.TermsHash.Hex()
				}
				if err := e.printJSON(out); err != nil {
					return err
				}
			} else {
				printAgreementReport(e, rep)
			}
			if rep.Refused() {
				if e.jsonOut {
					return errRefused
				}
				return fmt.Errorf("%s is refused (%d problems): fix or remove the refused clauses above", e.args[0], len(rep.Problems))
			}
			return nil
		},
	})
}

func printAgreementReport(e *env, rep *settlement.AgreementReport) {
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	for _, c := range rep.Clauses {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", c.Path, c.Verdict, c.Detail)
	}
	_ = tw.Flush()
	listed := map[string]bool{}
	for _, c := range rep.Clauses {
		listed[c.Path] = true
	}
	var other []string
	covered := func(path string) bool {
		for l := range listed {
			if path == l || strings.HasPrefix(path, l+".") || strings.HasPrefix(path, l+"[") {
				return true
			}
		}
		return false
	}
	for _, p := range rep.Problems {
		if !covered(p.Path) {
			other = append(other, "  "+p.String())
		}
	}
	if len(other) > 0 {
		fmt.Fprintf(e.stdout, "\nother problems:\n%s\n", strings.Join(other, "\n"))
	}
	if rep.Plan != nil {
		fmt.Fprintf(e.stdout, "\nagreement hash %s, terms hash %s: nothing refused\n", rep.Plan.AgreementHash.Hex(), rep.Plan.TermsHash.Hex())
	}
}

func registerAgreementSign() {
	var party, scheme, out string
	register(&command{
		name:    "agreement sign",
		summary: "sign an agreement document's hash as one of its parties (EIP-712 or EIP-191) into its signatures block",
		usage:   "FILE --as client|provider|evaluator|backup_evaluator|resolver [--scheme eip712|eip191] [--out FILE] [--keystore FILE | ASA_PRIVATE_KEY]",
		args:    1,
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&party, "as", "", "the party the key signs for")
			fs.StringVar(&scheme, "scheme", "eip712", "eip712 (typed data) or eip191 (personal_sign)")
			fs.StringVar(&out, "out", "", "write the signed document here (default: stdout)")
		},
		run: func(ctx context.Context, e *env) error {
			if len(e.args) != 1 || party == "" {
				return usagef("give the agreement document and --as PARTY")
			}
			doc, err := readDocument(e.args[0], "agreement")
			if err != nil {
				return err
			}
			k, err := e.key(ctx)
			if err != nil {
				return err
			}
			signed, err := settlement.SignAgreementWith(ctx, k, doc, party, scheme)
			if err != nil {
				return err
			}
			if out == "" {
				_, err = e.stdout.Write(signed)
				return err
			}
			if err := os.WriteFile(out, signed, 0o644); err != nil {
				return fmt.Errorf("write %s: %w", out, err)
			}
			fmt.Fprintf(e.stderr, "signed as the %s (%s, %s) into %s; check it with: asa agreement check %s\n", party, k.Address().Hex(), scheme, out, out)
			return nil
		},
	})
}

func registerVerificationCheck() {
	var agreementFile string
	register(&command{
		name:    "result check",
		summary: "offline: check a Verification Result document against its agreement (composite recomputed, gates, determination); exit 1 when it is refused",
		usage:   "FILE --agreement FILE [--json]",
		args:    1,
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&agreementFile, "agreement", "", "the agreement document the result is for")
		},
		run: func(ctx context.Context, e *env) error {
			if len(e.args) != 1 || agreementFile == "" {
				return usagef("give the Verification Result document and --agreement FILE")
			}
			doc, err := readDocument(agreementFile, "agreement")
			if err != nil {
				return err
			}
			plan, err := planForCheck(doc)
			if err != nil {
				return err
			}
			vr, err := readDocument(e.args[0], "verification result")
			if err != nil {
				return err
			}
			outcome, err := settlement.CheckVerification(plan, vr)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(outcome)
			}
			fmt.Fprintln(e.stdout, outcome.Summary())
			return nil
		},
	})
}

// planForCheck reads an agreement for an offline result check: deadlines are not judged (the job may have
// been created long ago), every other problem is.
func planForCheck(doc []byte) (*settlement.JobPlan, error) {
	return settlement.ParseAgreementForResults(doc, 0, nil)
}
