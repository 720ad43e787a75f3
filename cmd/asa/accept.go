package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

func init() {
	registerJobAccept()
}

func registerJobAccept() {
	var ef escrowFlags
	var jf jobFlag
	var agreement, relay, out, providerContract, daemonURL string
	var sign, rebind, noApprove, collateralAuth, viaX402, withdraw bool
	var validFor time.Duration
	register(&command{
		name: "job accept",
		summary: "provider: accept a job's agreement and post its collateral (by call, approving first); --sign prints a signed acceptance " +
			"for the client to relay instead; --relay sends someone's signed acceptance; --x402 pays the collateral through the daemon",
		usage: "--job ID [--agreement FILE [--rebind]] [--no-approve | --collateral-auth] [--escrow ADDR | --deployment FILE]\n" +
			"       asa job accept --sign (--job ID | --agreement FILE) [--valid-for 24h] [--no-approve | --collateral-auth] [--provider-contract ADDR] [--out FILE]\n" +
			"       asa job accept --job ID --relay FILE [--agreement FILE]\n" +
			"       asa job accept --job ID --x402 [--daemon URL] [--agreement FILE]\n" +
			"       asa job accept --job ID --withdraw",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			fs.StringVar(&agreement, "agreement", "", "the agreement document: the job is checked against it before accepting (required with --sign for a job not created yet)")
			fs.BoolVar(&rebind, "rebind", false, "with --agreement: the document was rebound to this chain (as 'asa job create --rebind' does; both sides must rebind the same bytes)")
			fs.BoolVar(&sign, "sign", false, "print a signed acceptance (EIP-712) for the client or anyone to relay, instead of sending acceptJob")
			fs.DurationVar(&validFor, "valid-for", 24*time.Hour, "with --sign: the acceptance (and a collateral authorization) is refused after this long of chain time")
			fs.StringVar(&out, "out", "", "with --sign: write the signed acceptance to this file instead of stdout")
			fs.BoolVar(&noApprove, "no-approve", false, "do not approve the escrow for the collateral first (the allowance or the job's collateral deposit already covers it)")
			fs.BoolVar(&collateralAuth, "collateral-auth", false, "post the collateral by an EIP-3009 authorization to the job's collateral deposit instead of approve (no approve transaction; with --sign it travels in the signed acceptance)")
			fs.StringVar(&providerContract, "provider-contract", "", "with --sign: sign for this provider contract (ERC-1271) with a key it accepts (it must give its collateral allowance itself)")
			fs.StringVar(&relay, "relay", "", "relay this signed acceptance (from 'asa job accept --sign') for --job with any key; the collateral comes from its authorization, the collateral deposit, or the provider's allowance")
			fs.BoolVar(&viaX402, "x402", false, "pay the collateral through the daemon's x402 collateral endpoint (POST /v1/jobs/{id}/collateral; EIP-3009, no approve)")
			fs.StringVar(&daemonURL, "daemon", "", "settlement daemon URL, for --x402 (default $ASA_DAEMON)")
			fs.BoolVar(&withdraw, "withdraw", false, "provider: withdraw the acceptance of --job while it is not yet funded; the job closes and the collateral comes back")
		},
		run: func(ctx context.Context, e *env) error {
			a := acceptRun{e: e, ef: &ef, agreement: agreement, rebind: rebind, noApprove: noApprove, collateralAuth: collateralAuth, validFor: validFor}
			modes := 0
			for _, on := range []bool{sign, relay != "", viaX402, withdraw} {
				if on {
					modes++
				}
			}
			if modes > 1 {
				return usagef("--sign, --relay, --x402 and --withdraw are different actions: pass one")
			}
			if noApprove && collateralAuth {
				return usagef("--no-approve and --collateral-auth both say how the collateral comes: pass one")
			}
			if validFor <= 0 {
				return usagef("--valid-for must be positive")
			}
			if providerContract != "" {
				if !sign {
					return usagef("--provider-contract signs for a contract: use it with --sign (a contract cannot send acceptJob from this key; anyone relays its signature with --relay)")
				}
				if !common.IsHexAddress(providerContract) {
					return usagef("--provider-contract %q is not a 0x address", providerContract)
				}
				a.contract = common.HexToAddress(providerContract)
			}
			if out != "" && !sign {
				return usagef("--out only applies with --sign")
			}
			if rebind && agreement == "" {
				return usagef("--rebind only applies with --agreement")
			}
			if sign {
				if jf.text == "" {
					if agreement == "" {
						return usagef("--sign needs --job ID (a job that exists) or --agreement FILE (a job the client has not created yet)")
					}
					if collateralAuth {
						return usagef("--collateral-auth needs --job: an EIP-3009 authorization is made out to a job's collateral deposit, " +
							"which exists once the job does; for a job not created yet the client's relay takes the collateral from the provider's allowance")
					}
					return a.signPlanned(ctx, out)
				}
			}
			id, err := jf.id()
			if err != nil {
				return err
			}
			a.id = id
			switch {
			case sign:
				return a.signForJob(ctx, out)
			case relay != "":
				return a.relay(ctx, relay)
			case withdraw:
				return a.withdraw(ctx)
			case viaX402:
				url := e.daemonURL(daemonURL)
				if url == "" {
					return usagef("--x402 needs --daemon URL (or ASA_DAEMON): the daemon serves the collateral endpoint")
				}
				return a.x402(ctx, url)
			}
			return a.byCall(ctx)
		},
	})
}

// acceptRun is one `asa job accept` invocation.
type acceptRun struct {
	e                                 *env
	ef                                *escrowFlags
	id                                *big.Int
	agreement                         string
	rebind, noApprove, collateralAuth bool
	validFor                          time.Duration
	contract                          common.Address
	key                               signer.Signer
	s                                 *session
	doc                               []byte // the agreement document as the parties hold it (rebound when asked)
	plan                              *settlement.JobPlan
	now                               time.Time
	collateralMethod                  asaclient.CollateralMethod
	collateralText                    string
}

// open loads the key, opens the escrow and reads the agreement document when one is given.
func (a *acceptRun) open(ctx context.Context) error {
	var err error
	if a.key, a.s, err = a.e.signedSession(ctx, a.ef); err != nil {
		return err
	}
	if a.now, err = a.s.headTime(ctx); err != nil {
		a.s.Close()
		return err
	}
	if a.agreement != "" {
		if a.doc, a.plan, err = a.s.loadAgreement(ctx, a.agreement, a.rebind); err != nil {
			a.s.Close()
			return err
		}
	}
	switch {
	case a.collateralAuth:
		a.collateralMethod, a.collateralText = asaclient.CollateralAuthorization, "an EIP-3009 authorization to the job's collateral deposit"
	case a.noApprove:
		a.collateralMethod, a.collateralText = asaclient.CollateralPrepared, "the collateral deposit or the allowance already given"
	default:
		a.collateralMethod, a.collateralText = asaclient.CollateralApprove, "approve"
	}
	return nil
}

func (a *acceptRun) options() asaclient.AcceptOptions {
	return asaclient.AcceptOptions{FromBlock: a.s.fromBlock, Agreement: a.doc, Collateral: a.collateralMethod, Parties: a.s.partiesAt,
		AuthorizationValidFor: a.validFor, TokenDomain: a.s.domain}
}

// byCall is the provider's own acceptJob.
func (a *acceptRun) byCall(ctx context.Context) error {
	if err := a.open(ctx); err != nil {
		return err
	}
	defer a.s.Close()
	opts := a.options()
	opts.AuthorizationValidFor = time.Hour
	acc, err := a.s.esc.AcceptJob(ctx, a.key, a.id, opts)
	if err != nil {
		return err
	}
	return a.printAccepted(acc, "")
}

// withdraw sends the provider's withdrawAcceptance.
func (a *acceptRun) withdraw(ctx context.Context) error {
	if err := a.open(ctx); err != nil {
		return err
	}
	defer a.s.Close()
	r, err := a.s.esc.WithdrawAcceptance(ctx, a.key, a.id)
	if err != nil {
		return err
	}
	fmt.Fprintf(a.e.stdout, "job %s: acceptance withdrawn (tx %s, block %d); the job is closed and the collateral is back with the provider\n",
		a.id, r.TxHash.Hex(), r.BlockNumber)
	return nil
}

// relay sends someone's signed acceptance.
func (a *acceptRun) relay(ctx context.Context, file string) error {
	signed, err := readSignedAcceptance(file)
	if err != nil {
		return err
	}
	if err := a.open(ctx); err != nil {
		return err
	}
	defer a.s.Close()
	acc, err := a.s.esc.RelayAcceptance(ctx, a.key, a.id, signed, a.options())
	if err != nil {
		return err
	}
	return a.printAccepted(acc, fmt.Sprintf(" (signed by %s, relayed by %s)", signed.Provider.Hex(), a.key.Address().Hex()))
}

func (a *acceptRun) printAccepted(acc *asaclient.Accepted, by string) error {
	e, s := a.e, a.s
	if e.jsonOut {
		out := map[string]any{"jobId": acc.JobID.String(), "status": acc.Status.String(), "collateral": acc.Collateral.String(),
			"collateralVia": acc.Via, "agreementHash": acc.Acceptance.AgreementHash.Hex(), "acceptanceNonce": fmt.Sprint(acc.Acceptance.Nonce),
			"tx": acc.Receipt.TxHash.Hex(), "block": acc.Receipt.BlockNumber.Uint64()}
		if acc.Approve != nil {
			out["approveTx"] = acc.Approve.TxHash.Hex()
		}
		return e.printJSON(out)
	}
	w := e.stdout
	fmt.Fprintf(w, "job %s accepted%s\n", acc.JobID, by)
	fmt.Fprintf(w, "  agreement   %s (acceptance nonce %d)\n", acc.Acceptance.AgreementHash.Hex(), acc.Acceptance.Nonce)
	if acc.Collateral.Sign() > 0 {
		fmt.Fprintf(w, "  collateral  %s posted (from the provider's %s)\n", s.amount(acc.Collateral), viaText(acc.Via))
	} else {
		fmt.Fprintf(w, "  collateral  none (the terms take none)\n")
	}
	if acc.Approve != nil {
		fmt.Fprintf(w, "  %s\n", txLine("approve", acc.Approve.TxHash, acc.Approve.BlockNumber))
	}
	fmt.Fprintf(w, "  %s\n", txLine("acceptJob", acc.Receipt.TxHash, acc.Receipt.BlockNumber))
	if acc.Status == settlement.JobFunded {
		fmt.Fprintf(w, "both sides' money is in: job %s is Funded; next: the provider delivers (asa job submit --job %s)\n", acc.JobID, acc.JobID)
	} else {
		fmt.Fprintf(w, "job %s is %s: it waits for the client's budget (asa job fund --job %s) until its fund deadline; if it does not come, each side gets back what it put in\n",
			acc.JobID, acc.Status, acc.JobID)
	}
	return nil
}

func viaText(via string) string {
	switch via {
	case "allowance":
		return "allowance (approve)"
	case "authorization":
		return "EIP-3009 authorization to the job's collateral deposit"
	case "deposit":
		return "collateral deposit, paid there before"
	}
	return via
}

// signPlanned signs the acceptance of a job the client has not created yet.
func (a *acceptRun) signPlanned(ctx context.Context, out string) error {
	if err := a.open(ctx); err != nil {
		return err
	}
	defer a.s.Close()
	acc, err := a.s.esc.PlannedAcceptance(ctx, a.plan, uint64(a.now.Add(a.validFor).Unix()))
	if err != nil {
		return err
	}
	if err := a.checkProvider(a.plan.Provider, "the agreement's"); err != nil {
		return err
	}
	signed, err := a.s.esc.SignAcceptance(ctx, a.key, acc, asaclient.SignAcceptanceOptions{Provider: a.contract, Collateral: a.plan.Collateral()})
	if err != nil {
		return err
	}
	note, err := a.giveAllowance(ctx, a.plan.Collateral())
	if err != nil {
		return err
	}
	next := fmt.Sprintf("next: the client relays it as it creates and funds the job (asa job create --agreement %s --fund --acceptance %s) before %s; "+
		"it fits the client's next job under this agreement (acceptance nonce %d) only", a.agreement, fileName(out), whenText(acc.Deadline, a.now), acc.Nonce)
	return a.writeSigned(signed, out, note, next)
}

// signForJob signs the acceptance of a job that exists.
func (a *acceptRun) signForJob(ctx context.Context, out string) error {
	if err := a.open(ctx); err != nil {
		return err
	}
	defer a.s.Close()
	opts := a.options()
	opts.Provider, opts.Deadline = a.contract, uint64(a.now.Add(a.validFor).Unix())
	signed, err := a.s.esc.SignAcceptanceForJob(ctx, a.key, a.id, opts)
	if err != nil {
		return err
	}
	note := "the collateral travels in the acceptance (EIP-3009 authorization)"
	if signed.CollateralAuth == nil {
		if note, err = a.giveAllowance(ctx, signed.Collateral); err != nil {
			return err
		}
	}
	next := fmt.Sprintf("next: anyone relays it before %s: asa job accept --job %s --relay %s", whenText(signed.Acceptance.Deadline, a.now), a.id, fileName(out))
	return a.writeSigned(signed, out, note, next)
}

func (a *acceptRun) checkProvider(provider common.Address, whose string) error {
	signer := a.key.Address()
	if a.contract != (common.Address{}) {
		signer = a.contract
	}
	if signer != provider {
		return fmt.Errorf("%s provider is %s, not %s: sign with the provider's key (or --provider-contract for a provider contract)", whose, provider.Hex(), signer.Hex())
	}
	return nil
}

// giveAllowance approves the escrow for the collateral (unless --no-approve, or the provider is a contract,
// which approves by itself) and says what was done.
func (a *acceptRun) giveAllowance(ctx context.Context, collateral *big.Int) (string, error) {
	switch {
	case collateral.Sign() == 0:
		return "the terms take no collateral", nil
	case a.contract != (common.Address{}):
		return fmt.Sprintf("the provider contract %s must allow the escrow %s itself before the relay (or pay its collateral deposit)", a.contract.Hex(), a.s.amount(collateral)), nil
	case a.noApprove:
		return fmt.Sprintf("not approved (--no-approve): the relay needs an allowance of %s, or the collateral at the job's collateral deposit", a.s.amount(collateral)), nil
	}
	rcpt, err := a.s.esc.Approve(ctx, a.key, collateral)
	if err != nil {
		return "", err
	}
	if rcpt == nil {
		return fmt.Sprintf("the escrow may already take the %s collateral (allowance)", a.s.amount(collateral)), nil
	}
	return fmt.Sprintf("approved the escrow for the %s collateral (tx %s)", a.s.amount(collateral), rcpt.TxHash.Hex()), nil
}

// writeSigned prints or writes the signed acceptance; with --out a summary goes to stderr.
func (a *acceptRun) writeSigned(signed *asaclient.SignedAcceptance, out, note, next string) error {
	body, err := json.MarshalIndent(signed.Wire(), "", "  ")
	if err != nil {
		return fmt.Errorf("encode the signed acceptance: %w", err)
	}
	body = append(body, '\n')
	if out == "" {
		_, err = a.e.stdout.Write(body)
		if err == nil && !a.e.jsonOut {
			fmt.Fprintf(a.e.stderr, "%s\n%s\n", note, next)
		}
		return err
	}
	if err := os.WriteFile(out, body, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	what := "a job not created yet"
	if signed.JobID != nil {
		what = "job " + signed.JobID.String()
	}
	fmt.Fprintf(a.e.stderr, "signed acceptance of %s by %s (agreement %s, budget %s, collateral %s, valid until %s) written to %s\n%s\n%s\n",
		what, signed.Provider.Hex(), signed.Acceptance.AgreementHash.Hex(), a.s.amount(signed.Acceptance.Budget), a.s.amount(signed.Collateral),
		whenText(signed.Acceptance.Deadline, a.now), out, note, next)
	return nil
}

// x402 signs the acceptance and pays the collateral through the daemon's x402 endpoint.
func (a *acceptRun) x402(ctx context.Context, daemonURL string) error {
	if err := a.open(ctx); err != nil {
		return err
	}
	defer a.s.Close()
	opts := a.options()
	opts.Collateral = asaclient.CollateralPrepared // the payment header carries the collateral, not the acceptance
	opts.Deadline = uint64(a.now.Add(time.Hour).Unix())
	signed, err := a.s.esc.SignAcceptanceForJob(ctx, a.key, a.id, opts)
	if err != nil {
		return err
	}
	d := &asaclient.Daemon{BaseURL: daemonURL}
	res, err := d.PostCollateralX402(ctx, a.key, a.s.esc, a.id, signed, asaclient.X402Options{FromBlock: a.s.fromBlock, TokenDomain: a.s.domain})
	if err != nil {
		if errors.Is(err, asaclient.ErrX402CollateralUnavailable) {
			return fmt.Errorf("x402 collateral is not available from this daemon: %s answers that it has no POST /v1/jobs/%s/collateral (it sells collateral when started with --x402). "+
				"Nothing was signed for payment or sent; accept by call instead (asa job accept --job %s, approving first, or --collateral-auth for an EIP-3009 authorization without approve)", daemonURL, a.id, a.id)
		}
		return err
	}
	if a.e.jsonOut {
		return a.e.printJSON(map[string]any{"jobId": a.id.String(), "paymentRequired": res.Required, "paymentResponse": res.Settlement})
	}
	fmt.Fprintf(a.e.stdout, "job %s accepted, collateral paid through x402\n", a.id)
	if res.Required != nil && len(res.Required.Accepts) > 0 {
		r := res.Required.Accepts[0]
		fmt.Fprintf(a.e.stdout, "  payment-required   %s %s of %s to %s\n", r.Network, r.Amount, r.Asset, r.PayTo)
	}
	fmt.Fprintf(a.e.stdout, "  payment-completed  tx %s (payer %s)\n", res.Settlement.Transaction, res.Settlement.Payer)
	return nil
}

// readSignedAcceptance reads a file written by 'asa job accept --sign'.
func readSignedAcceptance(path string) (*asaclient.SignedAcceptance, error) {
	data, err := readDocument(path, "signed acceptance")
	if err != nil {
		return nil, err
	}
	s, err := asaclient.ParseSignedAcceptance(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// fileName is the --out file for a hint, or FILE when the output went to stdout.
func fileName(out string) string {
	if out == "" {
		return "FILE"
	}
	return out
}
