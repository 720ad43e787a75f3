package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
)

func init() {
	registerJobCreate()
	registerJobFund()
	registerJobSubmit()
	registerWithdraw()
}

func registerJobCreate() {
	var ef escrowFlags
	var agreements repeatedFlag
	var acceptance, daemonURL string
	var rebind, fundNow, noApprove bool
	register(&command{
		name: "job create",
		summary: "create the escrow job an ASA agreement document describes (client's key); prints the job id and terms hash; with --fund it is funded in the same transaction, " +
			"and with --acceptance also accepted by the provider (its signed acceptance relayed): the job starts at once; " +
			"several --agreement with --fund create and fund them all in one transaction (createAndFundAsaJobs: one set of terms, one token pull)",
		usage: "--agreement FILE [--agreement FILE ...] [--fund [--no-approve] [--acceptance FILE]] [--daemon URL] [--escrow ADDR | --deployment FILE] [--rebind]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			fs.Var(&agreements, "agreement", "the ASA agreement document (JSON); repeat it with --fund to create several jobs in one transaction")
			fs.BoolVar(&fundNow, "fund", false, "create the job already funded (createAndFundAsaJob: one transaction, the budget pulled from the client)")
			fs.BoolVar(&noApprove, "no-approve", false, "with --fund: do not send approve first (the allowance was given some other way)")
			fs.StringVar(&acceptance, "acceptance", "", "with --fund: the provider's signed acceptance ('asa job accept --sign --agreement FILE'), relayed in the same transaction with the provider's collateral")
			fs.BoolVar(&rebind, "rebind", false, "dev chains only: rewrite the document's chain, escrow address and past dates to this chain and escrow (to try a document written for Base on anvil)")
			fs.StringVar(&daemonURL, "daemon", "", "give the settlement daemon the agreement document (POST /v1/jobs/{id}/agreement): it then knows the job's service type (price check) and result visibility (default $ASA_DAEMON)")
		},
		run: func(ctx context.Context, e *env) error {
			if len(agreements) == 0 {
				return usagef("--agreement FILE is required")
			}
			if len(agreements) > 1 {
				if !fundNow {
					return usagef("several --agreement need --fund: they are created and funded in one transaction (createAndFundAsaJobs); create unfunded jobs one at a time")
				}
				if acceptance != "" {
					return usagef("--acceptance takes one agreement: a signed acceptance is relayed with the one job it binds (createAndFundAcceptedAsaJob)")
				}
				return createJobBatch(ctx, e, &ef, agreements, rebind, !noApprove)
			}
			agreement := agreements[0]
			if noApprove && !fundNow {
				return usagef("--no-approve only applies with --fund")
			}
			if acceptance != "" && !fundNow {
				return usagef("--acceptance needs --fund: the acceptance is relayed in the create-and-fund transaction; " +
					"for a job created unfunded, relay it with 'asa job accept --job ID --relay FILE'")
			}
			var signed *asaclient.SignedAcceptance
			if acceptance != "" {
				var err error
				if signed, err = readSignedAcceptance(acceptance); err != nil {
					return err
				}
			}
			k, s, err := e.signedSession(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			doc, plan, err := s.loadAgreement(ctx, agreement, rebind)
			if err != nil {
				return err
			}
			var created *asaclient.Created
			switch {
			case signed != nil:
				created, err = s.esc.CreateAndFundAccepted(ctx, k, plan, signed, asaclient.CreateOptions{NoApprove: noApprove})
				if err == nil {
					plan.ExpiredAt = signed.Acceptance.ExpiredAt // the provider's, which the job took
				}
			case fundNow:
				created, err = s.esc.CreateAndFundJob(ctx, k, plan, asaclient.CreateOptions{NoApprove: noApprove})
			default:
				created, err = s.esc.CreateJob(ctx, k, plan)
			}
			if err != nil {
				return err
			}
			registered, regErr := registerAgreement(ctx, e.daemonURL(daemonURL), created.JobID, doc)
			if e.jsonOut {
				return e.printJSON(map[string]any{
					"daemonAgreement": registered, "daemonAgreementError": errText(regErr),
					"jobId": created.JobID.String(), "termsHash": created.TermsHash.Hex(), "agreementId": plan.AgreementID,
					"escrow": s.esc.Address(), "budget": plan.Budget.String(), "budgetFormatted": s.amount(plan.Budget),
					"policy": plan.Terms.Policy.String(), "provider": plan.Provider, "evaluators": plan.Evaluators,
					"expiredAt": plan.ExpiredAt, "expiredAtIso": time.Unix(int64(plan.ExpiredAt), 0).UTC().Format(time.RFC3339), "tx": created.Receipt.TxHash.Hex(), "block": created.Receipt.BlockNumber.Uint64(),
					"funded": fundNow, "acceptanceRequired": plan.Terms.AcceptanceRequired, "accepted": signed != nil, "collateral": plan.Collateral().String(),
					"agents": plan.Agents,
				})
			}
			w := e.stdout
			fmt.Fprintf(w, "job %s created on escrow %s (chain %s)\n", created.JobID, s.esc.Address(), s.chainID)
			fmt.Fprintf(w, "  agreement   %s\n", plan.AgreementID)
			fmt.Fprintf(w, "  terms hash  %s\n", created.TermsHash.Hex())
			fmt.Fprintf(w, "  budget      %s (%s base units), policy %s\n", s.amount(plan.Budget), plan.Budget, plan.Terms.Policy)
			fmt.Fprintf(w, "  provider    %s\n  evaluators  %s (quorum %d)\n", plan.Provider.Hex(), joinAddrs(plan.Evaluators), plan.Quorum)
			for _, a := range plan.Agents {
				fmt.Fprintf(w, "  agent       %s: %s %s -> %s%s (resolved now; a later registry change does not move this job's payout)\n", a.Path, a.Scheme, a.Ref, a.Wallet.Hex(), agentIDText(a))
			}
			if now, err := s.headTime(ctx); err == nil {
				fmt.Fprintf(w, "  deliver by  %s\n", whenText(plan.ExpiredAt, now))
			}
			if created.Approve != nil {
				fmt.Fprintf(w, "  %s\n", txLine("approve", created.Approve.TxHash, created.Approve.BlockNumber))
			}
			switch {
			case regErr != nil && rebind:
				fmt.Fprintf(w, "  daemon      the agreement was NOT registered: %v (the job exists, created from the document as rebound now, which hashes differently "+
					"each time it is rebound: the file alone cannot be registered later)\n", regErr)
			case regErr != nil:
				fmt.Fprintf(w, "  daemon      the agreement was NOT registered: %v (the job exists; register it later: asa job agreement register --job %s --file %s)\n", regErr, created.JobID, agreement)
			case registered != nil:
				fmt.Fprintf(w, "  daemon      agreement registered: visibility %s; %s\n", registered.Visibility, registered.PriceCheck.Message)
			}
			switch c := plan.Collateral(); {
			case plan.Terms.AcceptanceRequired && c.Sign() > 0:
				fmt.Fprintf(w, "  acceptance  required, with %s of provider collateral\n", s.amount(c))
			case plan.Terms.AcceptanceRequired:
				fmt.Fprintf(w, "  acceptance  required (the job starts only once its provider accepts it)\n")
			default:
				fmt.Fprintf(w, "  acceptance  waived by the agreement: the job starts without its provider's assent (a weaker guarantee)\n")
			}
			switch {
			case signed != nil:
				fmt.Fprintf(w, "  %s\n", txLine("create+fund", created.Receipt.TxHash, created.Receipt.BlockNumber))
				if plan.Collateral().Sign() == 0 {
					fmt.Fprintf(w, "funded and accepted in that one transaction: %s from the client held in escrow, the acceptance signed by the provider %s; next: the provider delivers (asa job submit --job %s)\n",
						s.amount(plan.Budget), signed.Provider.Hex(), created.JobID)
					return nil
				}
				fmt.Fprintf(w, "funded and accepted in that one transaction: %s from the client and %s of collateral from the provider %s held in escrow; next: the provider delivers (asa job submit --job %s)\n",
					s.amount(plan.Budget), s.amount(plan.Collateral()), signed.Provider.Hex(), created.JobID)
				return nil
			case fundNow && plan.Terms.AcceptanceRequired:
				fmt.Fprintf(w, "  %s\n", txLine("create+fund", created.Receipt.TxHash, created.Receipt.BlockNumber))
				fmt.Fprintf(w, "funded: %s held in escrow; the job waits, Open, for the provider's acceptance (asa job accept --job %s) until its fund deadline; "+
					"without it each side gets back what it put in\n", s.amount(plan.Budget), created.JobID)
				return nil
			case fundNow:
				fmt.Fprintf(w, "  %s\n", txLine("create+fund", created.Receipt.TxHash, created.Receipt.BlockNumber))
				fmt.Fprintf(w, "funded: %s held in escrow; next: the provider delivers (asa job submit --job %s)\n", s.amount(plan.Budget), created.JobID)
				return nil
			}
			fmt.Fprintf(w, "  %s\n", txLine("create", created.Receipt.TxHash, created.Receipt.BlockNumber))
			if plan.Terms.AcceptanceRequired {
				fmt.Fprintf(w, "next: the client funds it (asa job fund --job %s) and the provider accepts it (asa job accept --job %s), in either order, before its fund deadline\n",
					created.JobID, created.JobID)
				return nil
			}
			fmt.Fprintf(w, "next: asa job fund --job %s\n", created.JobID)
			return nil
		},
	})
}

// createJobBatch creates and funds every agreement in one createAndFundAsaJobs transaction.
func createJobBatch(ctx context.Context, e *env, ef *escrowFlags, files []string, rebind, approve bool) error {
	k, s, err := e.signedSession(ctx, ef)
	if err != nil {
		return err
	}
	defer s.Close()
	plans := make([]*settlement.JobPlan, len(files))
	for i, f := range files {
		if plans[i], err = s.loadPlan(ctx, f, rebind); err != nil {
			return err
		}
		if plans[i].TermsHash != plans[0].TermsHash {
			return fmt.Errorf("%s has other escrow terms (terms hash %s) than %s (%s): one transaction carries one set of terms; "+
				"create them in separate calls", f, plans[i].TermsHash.Hex(), files[0], plans[0].TermsHash.Hex())
		}
	}
	batch, err := s.esc.CreateAndFundJobs(ctx, k, plans, asaclient.CreateOptions{NoApprove: !approve})
	if err != nil {
		return err
	}
	if e.jsonOut {
		jobs := make([]map[string]any, len(batch.Jobs))
		for i, c := range batch.Jobs {
			p := plans[i]
			jobs[i] = map[string]any{
				"jobId": c.JobID.String(), "agreementId": p.AgreementID, "agreementFile": files[i], "budget": p.Budget.String(),
				"budgetFormatted": s.amount(p.Budget), "provider": p.Provider, "evaluators": p.Evaluators, "expiredAt": p.ExpiredAt,
				"acceptanceRequired": p.Terms.AcceptanceRequired, "collateral": p.Collateral().String(),
			}
		}
		return e.printJSON(map[string]any{
			"escrow": s.esc.Address(), "termsHash": plans[0].TermsHash.Hex(), "policy": plans[0].Terms.Policy.String(),
			"total": batch.Budget.String(), "totalFormatted": s.amount(batch.Budget), "funded": true,
			"tx": batch.Receipt.TxHash.Hex(), "block": batch.Receipt.BlockNumber.Uint64(), "gasUsed": batch.Receipt.GasUsed, "jobs": jobs,
		})
	}
	w := e.stdout
	fmt.Fprintf(w, "%d jobs created and funded on escrow %s (chain %s) in one transaction\n", len(batch.Jobs), s.esc.Address(), s.chainID)
	fmt.Fprintf(w, "  terms hash  %s, policy %s\n", plans[0].TermsHash.Hex(), plans[0].Terms.Policy)
	for i, c := range batch.Jobs {
		p := plans[i]
		fmt.Fprintf(w, "  job %-8s %s  %s to provider %s\n", c.JobID, p.AgreementID, s.amount(p.Budget), p.Provider.Hex())
	}
	if batch.Approve != nil {
		fmt.Fprintf(w, "  %s\n", txLine("approve", batch.Approve.TxHash, batch.Approve.BlockNumber))
	}
	fmt.Fprintf(w, "  %s (gas %d, %d per job)\n", txLine("create+fund", batch.Receipt.TxHash, batch.Receipt.BlockNumber),
		batch.Receipt.GasUsed, batch.Receipt.GasUsed/uint64(len(batch.Jobs)))
	fmt.Fprintf(w, "funded: %s held in escrow in total\n", s.amount(batch.Budget))
	if plans[0].Terms.AcceptanceRequired {
		fmt.Fprintf(w, "each job waits, Open, for its provider's acceptance (asa job accept --job ID) until its fund deadline; without it each side gets back what it put in\n")
		return nil
	}
	fmt.Fprintf(w, "next: each provider delivers (asa job submit --job ID)\n")
	return nil
}

// repeatedFlag collects every value of a flag given more than once.
type repeatedFlag []string

func (r *repeatedFlag) String() string { return strings.Join(*r, ",") }

// Set appends one value.
func (r *repeatedFlag) Set(v string) error {
	if v == "" {
		return errors.New("empty value")
	}
	*r = append(*r, v)
	return nil
}

func registerJobFund() {
	var ef escrowFlags
	var jf jobFlag
	var noApprove, viaX402, rebind bool
	var daemonURL, agreement, offerSigner, receiptOut string
	register(&command{
		name:    "job fund",
		summary: "fund an open job (client's key) with the budget the client agreed to: approve the escrow, then fund with the terms hash; or pay through the daemon's x402 endpoint",
		usage:   "--job ID [--agreement FILE [--rebind]] [--no-approve] [--x402 --daemon URL [--offer-signer ADDR] [--receipt-out FILE]] [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			fs.BoolVar(&noApprove, "no-approve", false, "do not send approve first (the allowance was given some other way)")
			fs.BoolVar(&viaX402, "x402", false, "pay through the daemon's x402 endpoint (EIP-3009 authorization) instead of approve + fund")
			fs.StringVar(&daemonURL, "daemon", "", "settlement daemon URL, for --x402 (e.g. http://127.0.0.1:8080; default $ASA_DAEMON)")
			fs.StringVar(&agreement, "agreement", "", "the agreement document the job was created from: fund exactly its budget and terms (default: what the job's creation transaction stated)")
			fs.BoolVar(&rebind, "rebind", false, "with --agreement: the document was rebound to this chain at creation (asa job create --rebind)")
			fs.StringVar(&offerSigner, "offer-signer", "", "with --x402: pay only an offer, and accept only a receipt, signed by this address (the daemon's offer signer)")
			fs.StringVar(&receiptOut, "receipt-out", "", "with --x402: write the signed funding receipt to FILE (asa receipt verify FILE checks it)")
		},
		run: func(ctx context.Context, e *env) error {
			id, err := jf.id()
			if err != nil {
				return err
			}
			daemonURL := e.daemonURL(daemonURL)
			if viaX402 && daemonURL == "" {
				return usagef("--x402 needs --daemon URL (the daemon that serves POST /v1/jobs/{id}/fund)")
			}
			if (offerSigner != "" || receiptOut != "") && !viaX402 {
				return usagef("--offer-signer and --receipt-out go with --x402")
			}
			if offerSigner != "" && !common.IsHexAddress(offerSigner) {
				return usagef("--offer-signer %q is not an address", offerSigner)
			}
			k, s, err := e.signedSession(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			agreed, from, err := s.agreed(ctx, id, agreement, rebind)
			if err != nil {
				return err
			}
			if viaX402 {
				d := &asaclient.Daemon{BaseURL: daemonURL}
				if offerSigner != "" {
					d.OfferSigner = common.HexToAddress(offerSigner)
				}
				res, err := d.FundX402(ctx, k, s.esc, id, agreed, asaclient.X402Options{AgreedFrom: from, TokenDomain: s.domain})
				if err != nil {
					if errors.Is(err, asaclient.ErrX402Unavailable) {
						return fmt.Errorf("x402 funding is not available yet on %s: %w", daemonURL, err)
					}
					return err
				}
				if receiptOut != "" && res.Receipt != nil {
					b, _ := json.MarshalIndent(res.Receipt, "", "  ")
					if err := os.WriteFile(receiptOut, append(b, '\n'), 0o644); err != nil {
						return fmt.Errorf("write the receipt: %w", err)
					}
				}
				if e.jsonOut {
					return e.printJSON(map[string]any{"jobId": id.String(), "paymentRequired": res.Required, "paymentResponse": res.Settlement,
						"paymentId": res.PaymentID, "receipt": res.Receipt})
				}
				fmt.Fprintf(e.stdout, "job %s funded through x402\n", id)
				if res.Required != nil && len(res.Required.Accepts) > 0 {
					a := res.Required.Accepts[0]
					fmt.Fprintf(e.stdout, "  payment-required   %s %s of %s to %s\n", a.Network, a.Amount, a.Asset, a.PayTo)
				}
				if res.Offer != nil {
					fmt.Fprintf(e.stdout, "  offer              signed by %s, valid until %s\n", res.OfferSigner.Hex(), time.Unix(res.Offer.Payload.ValidUntil, 0).UTC().Format(time.RFC3339))
				}
				fmt.Fprintf(e.stdout, "  payment-completed  tx %s (payer %s, payment id %s)\n", res.Settlement.Transaction, res.Settlement.Payer, res.PaymentID)
				if res.Receipt != nil {
					er := res.Receipt.EscrowReceipt.Payload
					where := ""
					if receiptOut != "" {
						where = ", written to " + receiptOut
					}
					fmt.Fprintf(e.stdout, "  receipt            signed by %s: job %s, %s base units, block %d%s\n", res.OfferSigner.Hex(), er.JobID, er.Amount, er.BlockNumber, where)
				}
				return nil
			}
			f, err := s.esc.Fund(ctx, k, id, agreed, asaclient.FundOptions{AgreedFrom: from, NoApprove: noApprove})
			if err != nil {
				return err
			}
			if e.jsonOut {
				out := map[string]any{"jobId": id.String(), "budget": f.Budget.String(), "termsHash": f.TermsHash.Hex(),
					"fundTx": f.Fund.TxHash.Hex(), "block": f.Fund.BlockNumber.Uint64()}
				if f.Approve != nil {
					out["approveTx"] = f.Approve.TxHash.Hex()
				}
				return e.printJSON(out)
			}
			fmt.Fprintf(e.stdout, "job %s funded with %s (terms %s)\n", id, s.amount(f.Budget), f.TermsHash.Hex())
			if f.Approve != nil {
				fmt.Fprintf(e.stdout, "  %s\n", txLine("approve", f.Approve.TxHash, f.Approve.BlockNumber))
			}
			fmt.Fprintf(e.stdout, "  %s\n", txLine("fund", f.Fund.TxHash, f.Fund.BlockNumber))
			if j, err := s.esc.Job(ctx, id); err == nil && j.Status == settlement.JobOpen && j.View.AcceptanceRequired && !j.View.Accepted {
				fmt.Fprintf(e.stdout, "the job waits, Open, for the provider's acceptance (asa job accept --job %s) until its fund deadline; without it each side gets back what it put in\n", id)
			}
			return nil
		},
	})
}

func registerJobSubmit() {
	var ef escrowFlags
	var jf jobFlag
	var file, hash string
	register(&command{
		name:    "job submit",
		summary: "submit a delivery (provider's key): the sha256 of the file becomes the job's deliverable hash",
		usage:   "--job ID (--file FILE | --hash sha256:HEX) [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			fs.StringVar(&file, "file", "", "the delivered file; its sha256 is committed on chain")
			fs.StringVar(&hash, "hash", "", "the content hash (sha256:<64 hex>) instead of --file")
		},
		run: func(ctx context.Context, e *env) error {
			id, err := jf.id()
			if err != nil {
				return err
			}
			if (file == "") == (hash == "") {
				return usagef("pass exactly one of --file FILE or --hash sha256:HEX")
			}
			if file != "" {
				data, err := os.ReadFile(file)
				if err != nil {
					return fmt.Errorf("read delivery: %w", err)
				}
				hash = settlement.ContentHash(data)
			}
			deliverable, err := settlement.ParseContentHash(hash)
			if err != nil {
				return usagef("%v", err)
			}
			k, s, err := e.signedSession(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			rcpt, err := s.esc.Submit(ctx, k, id, deliverable)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(map[string]any{"jobId": id.String(), "contentHash": hash, "deliverable": deliverable.Hex(),
					"tx": rcpt.TxHash.Hex(), "block": rcpt.BlockNumber.Uint64()})
			}
			fmt.Fprintf(e.stdout, "job %s delivered: %s\n  %s\n", id, hash, txLine("submit", rcpt.TxHash, rcpt.BlockNumber))
			fmt.Fprintf(e.stdout, "next: the evaluator signs a Verification Result whose evidence_trail.deliverable_hash is %s\n", hash)
			return nil
		},
	})
}

func registerWithdraw() {
	var ef escrowFlags
	var account, to string
	register(&command{
		name:    "withdraw",
		summary: "pay an account the payouts the escrow credited to it when a push failed (default: the key's own account)",
		usage:   "[--credited ADDR] [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			fs.StringVar(&account, "credited", "", "the credited account to pay (default: the signing key's address); anyone may push it (--account names the signing account)")
			fs.StringVar(&to, "to", "", "refused: a credit is only ever paid to its own account")
		},
		run: func(ctx context.Context, e *env) error {
			if to != "" {
				return usagef("--to is gone: the escrow pays a credit only to the account it belongs to, so an account " +
					"the token refuses (a blacklisted address) cannot route its payout around the token; use --credited")
			}
			k, err := e.key(ctx)
			if err != nil {
				return err
			}
			owner := k.Address()
			if account != "" {
				if !common.IsHexAddress(account) {
					return usagef("--credited %q is not an address", account)
				}
				owner = common.HexToAddress(account)
			}
			s, err := e.openEscrow(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			amount, rcpt, err := s.esc.PushCredit(ctx, k, owner)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(map[string]any{"account": owner, "amount": amount.String(),
					"tx": rcpt.TxHash.Hex(), "block": rcpt.BlockNumber.Uint64()})
			}
			fmt.Fprintf(e.stdout, "paid %s to %s\n  %s\n", s.amount(amount), owner.Hex(), txLine("pushCredit", rcpt.TxHash, rcpt.BlockNumber))
			return nil
		},
	})
}

// registerAgreement gives the daemon at url (none: nothing to do) the job's agreement document; the
// client waits (asaclient.DefaultRetryFor) for a daemon that has not indexed the new job yet.
func registerAgreement(ctx context.Context, url string, id *big.Int, doc []byte) (*wire.AgreementRegistered, error) {
	if url == "" {
		return nil, nil
	}
	return (&asaclient.Daemon{BaseURL: url}).RegisterAgreement(ctx, id, doc)
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// agentIDText names the ERC-8004 agent id behind a resolved party, when there is one.
func agentIDText(a settlement.PartyAgent) string {
	switch {
	case a.AgentID != "":
		return fmt.Sprintf(" (ERC-8004 agent %s of %s)", a.AgentID, a.Registry.Hex())
	case a.Proof == settlement.ProofCardSignature:
		return " (the card is signed by this wallet)"
	}
	return ""
}
