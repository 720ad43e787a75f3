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

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
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
	var at, deployment string
	register(&command{
		name:    "agreement check",
		summary: "offline: print every clause of an agreement document as enforced on chain, enforced by the daemon, refused (why) or informational, and how each party resolves; exit 1 when anything is refused",
		usage:   "FILE [--chain-id N] [--at RFC3339] [--rpc-url URL [--deployment FILE]] [--json]",
		args:    1,
		flags: func(fs *flag.FlagSet) {
			fs.Uint64Var(&chainID, "chain-id", 0, "the chain the job would live on (0: the document's)")
			fs.StringVar(&at, "at", "", "check deadlines as of this time (default: now)")
			fs.StringVar(&deployment, "deployment", "", "with --rpc-url: the deployment JSON naming the identityRegistry (else the network profile's)")
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
			// Offline, agent ids and cards are reported as resolved at creation; given --rpc/--rpc-url they
			// are resolved now, through the chain's Identity Registry and the egress policy.
			opts := settlement.AgreementOptions{Now: now, ChainID: chainID, Offline: true}
			if e.rpcFlags != nil && e.rpcFlags.Set("rpc") {
				agents, chain, pool, err := e.resolveParties(ctx, doc, deployment)
				if err != nil {
					return err
				}
				if chainID != 0 && chainID != chain {
					return fmt.Errorf("--chain-id %d, but the RPC endpoint is chain %d", chainID, chain)
				}
				opts = settlement.AgreementOptions{Now: now, ChainID: chain, Agents: agents, EvaluatorPool: pool, Offline: pool == (common.Address{})}
			}
			rep := settlement.CheckAgreement(doc, opts)
			if e.jsonOut {
				problems := make([]map[string]string, 0, len(rep.Problems))
				for _, p := range rep.Problems {
					problems = append(problems, map[string]string{"path": p.Path, "message": p.Message})
				}
				out := map[string]any{"file": e.args[0], "refused": rep.Refused(), "clauses": rep.Clauses, "problems": problems, "agents": agentLines(rep.Agents)}
				if rep.Plan != nil {
					out["agreementHash"] = rep.Plan.AgreementHash.Hex()
					if p := rep.Plan.Pool; p != nil && p.Pending {
						out["termsHash"] = nil // the seats are computed for the deployment's pool at creation
						out["poolPolicy"] = p.PolicyID.Hex()
					} else {
						out["termsHash"] = rep.Plan.TermsHash.Hex()
						if p != nil {
							out["poolPolicy"], out["evaluatorPool"] = p.PolicyID.Hex(), p.Pool.Hex()
						}
					}
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
	if len(rep.Agents) > 0 {
		fmt.Fprintln(e.stdout, "\nparties named through an identity system:")
		tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
		for _, a := range agentLines(rep.Agents) {
			fmt.Fprintf(tw, "  %s\t%s %s\t%s\n", a["path"], a["scheme"], a["ref"], a["resolution"])
		}
		_ = tw.Flush()
	}
	switch {
	case rep.Plan != nil && rep.Plan.Pool != nil && rep.Plan.Pool.Pending:
		// The terms name the pool's seats, whose addresses depend on the pool: known with --rpc --deployment.
		fmt.Fprintf(e.stdout, "\nagreement hash %s, pool policy %s (the terms hash follows from the deployment's pool: check with --rpc and --deployment): nothing refused\n",
			rep.Plan.AgreementHash.Hex(), rep.Plan.Pool.PolicyID.Hex())
	case rep.Plan != nil:
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

// agentLines says how each party named through an identity system resolved, for people and --json.
func agentLines(agents []settlement.PartyAgent) []map[string]string {
	out := make([]map[string]string, 0, len(agents))
	for _, a := range agents {
		var how string
		switch {
		case a.Pending && a.Scheme == settlement.SchemeA2A:
			how = "resolved at creation (needs its card fetched: pass --rpc-url to resolve now)"
		case a.Pending:
			how = "resolved at creation (needs the chain: pass --rpc-url to resolve now)"
		case a.AgentID != "":
			how = fmt.Sprintf("agent %s in %s: agentWallet %s", a.AgentID, a.Registry.Hex(), a.Wallet.Hex())
		case a.Proof == settlement.ProofCardSignature:
			how = "card signed by its wallet " + a.Wallet.Hex()
		default:
			how = "pays " + a.Wallet.Hex()
		}
		line := map[string]string{"path": a.Path, "scheme": a.Scheme, "ref": a.Ref, "resolution": how}
		if !a.Pending {
			line["wallet"] = a.Wallet.Hex()
		}
		if a.Proof != "" {
			line["proof"] = a.Proof
		}
		out = append(out, line)
	}
	return out
}

// resolveParties resolves an agreement's agent-id and card parties now: through the Identity Registry of
// the chain at --rpc (the deployment's, else the network profile's) and cards through the egress policy.
// It returns the resolutions and the chain id.
func (e *env) resolveParties(ctx context.Context, doc []byte, deployment string) (settlement.Agents, uint64, common.Address, error) {
	c, err := e.dial(ctx)
	if err != nil {
		return nil, 0, common.Address{}, err
	}
	defer c.Close()
	if deployment == "" {
		deployment = e.getenv("ASA_DEPLOYMENT")
	}
	registry := c.profile.IdentityRegistry
	var pool common.Address
	if deployment != "" {
		var d escrow.Deployment
		if err := readJSONFile(deployment, &d); err != nil {
			return nil, 0, common.Address{}, err
		}
		if d.ChainID != 0 && d.ChainID != c.chainID.Uint64() {
			return nil, 0, common.Address{}, fmt.Errorf("wrong network: %s is a deployment on chain %d, but the RPC endpoint is chain %s", deployment, d.ChainID, c.chainID)
		}
		if d.IdentityRegistry != (common.Address{}) {
			registry = d.IdentityRegistry
		}
		pool = d.EvaluatorPool
	}
	cards, err := e.cards()
	if err != nil {
		return nil, 0, common.Address{}, err
	}
	r := erc8004.PartyResolver{Agents: erc8004.ChainResolver{Caller: c.client}, ChainID: c.chainID.Uint64(), Registry: registry, Cards: cards}
	agents, err := settlement.ResolveAgents(ctx, doc, r)
	if err != nil {
		return nil, 0, common.Address{}, err
	}
	return agents, c.chainID.Uint64(), pool, nil
}
