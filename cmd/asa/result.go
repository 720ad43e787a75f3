package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
)

func init() {
	registerResultSign()
	registerResultPost()
}

func registerResultSign() {
	var ef escrowFlags
	var jf jobFlag
	var keyArg, resultFile, nonceText, out, contractEvaluator, deliverable, agreementFile string
	var deadlineIn time.Duration
	register(&command{
		name:    "result sign",
		summary: "evaluator: bind a Verification Result document to the job's current submission, sign it (EIP-712) and print the POST /v1/results body",
		usage:   "--job ID --result FILE [--agreement FILE] [--deliverable FILE] [--key KEYSTORE|env] [--evaluator CONTRACT] [--nonce N] [--deadline-in 24h] [--out FILE] [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			fs.StringVar(&keyArg, "key", "", "the evaluator's key: a keystore file, or 'env' for ASA_PRIVATE_KEY (default: --keystore, else ASA_PRIVATE_KEY)")
			fs.StringVar(&resultFile, "result", "", "the ASA Verification Result document (JSON)")
			fs.StringVar(&agreementFile, "agreement", "", "the job's agreement document: the result must follow it (composite recomputed from the dimensions, gates, determination), else nothing is signed")
			fs.StringVar(&deliverable, "deliverable", "", "the delivered file that was evaluated: its sha256 fills in the document's evidence_trail.deliverable_hash")
			fs.StringVar(&nonceText, "nonce", "", "the result's nonce (decimal uint256; default random)")
			fs.DurationVar(&deadlineIn, "deadline-in", 24*time.Hour, "the signed result expires this long after the chain's current time")
			fs.StringVar(&out, "out", "", "write the body to this file instead of stdout")
			fs.StringVar(&contractEvaluator, "evaluator", "", "sign for this evaluator contract (ERC-1271) with a key it accepts (default: the key's own address is the evaluator)")
		},
		run: func(ctx context.Context, e *env) error {
			id, err := jf.id()
			if err != nil {
				return err
			}
			if resultFile == "" {
				return usagef("--result FILE (the Verification Result document) is required")
			}
			if deadlineIn <= 0 {
				return usagef("--deadline-in must be positive")
			}
			nonce, err := parseNonce(nonceText)
			if err != nil {
				return err
			}
			var onBehalf common.Address
			if contractEvaluator != "" {
				if !common.IsHexAddress(contractEvaluator) {
					return usagef("--evaluator %q is not a 0x address", contractEvaluator)
				}
				onBehalf = common.HexToAddress(contractEvaluator)
			}
			doc, err := readDocument(resultFile, "verification result")
			if err != nil {
				return err
			}
			if deliverable != "" {
				delivered, err := os.ReadFile(deliverable)
				if err != nil {
					return fmt.Errorf("read the deliverable: %w", err)
				}
				if doc, err = asaclient.BindDeliverable(doc, delivered); err != nil {
					return fmt.Errorf("%s: %w", resultFile, err)
				}
			}
			switch keyArg {
			case "":
			case "env":
				e.keyOverride = func(o *keyOptions) { *o = keyOptions{} }
			default:
				e.keyOverride = func(o *keyOptions) { *o = keyOptions{Keystore: keyArg, PasswordFile: o.PasswordFile} }
			}
			k, s, err := e.signedSession(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			if agreementFile != "" {
				if err := checkAgainstAgreement(ctx, e, s, id, agreementFile, doc); err != nil {
					return err
				}
			} else {
				fmt.Fprintln(e.stderr, "asa result sign: not checked against the job's agreement (pass --agreement FILE to refuse a result that does not follow it)")
			}
			now, err := s.headTime(ctx)
			if err != nil {
				return err
			}
			signed, err := s.esc.SignResult(ctx, k, id, doc, asaclient.ResultOptions{Evaluator: onBehalf, Nonce: nonce, Deadline: uint64(now.Add(deadlineIn).Unix())})
			if err != nil {
				return err
			}
			body, err := json.MarshalIndent(signed.Body, "", "  ")
			if err != nil {
				return fmt.Errorf("encode result body: %w", err)
			}
			body = append(body, '\n')
			if out != "" {
				if err := os.WriteFile(out, body, 0o644); err != nil {
					return fmt.Errorf("write %s: %w", out, err)
				}
				fmt.Fprintf(e.stderr, "signed result for job %s (score %s, digest %s, valid until %s) written to %s\nnext: asa result post --daemon URL --body %s\n",
					id, settlement.FormatAmount(big.NewInt(int64(signed.Result.Score)), 2), signed.Digest.Hex(), whenText(signed.Result.Deadline, now), out, out)
				return nil
			}
			_, err = e.stdout.Write(body)
			return err
		},
	})
}

// checkAgainstAgreement refuses a result that does not follow the job's agreement: the document must be the
// one the job recorded on chain, and the result must pass settlement.CheckVerification.
func checkAgainstAgreement(ctx context.Context, e *env, s *session, id *big.Int, agreementFile string, result []byte) error {
	doc, err := readDocument(agreementFile, "agreement")
	if err != nil {
		return err
	}
	ag, err := s.esc.Agreement(ctx, id, s.fromBlock)
	if err != nil {
		return err
	}
	// The parties as the job was created paying them: an agent's wallet may have moved since.
	agents, err := settlement.ResolveAgents(ctx, doc, s.partiesAt(ag.CreatedBlock))
	if err != nil {
		return fmt.Errorf("%s: %w", agreementFile, err)
	}
	plan, err := settlement.ParseAgreementForResults(doc, s.chainID.Uint64(), agents)
	if err != nil {
		return fmt.Errorf("%s: %w", agreementFile, err)
	}
	if ag.AgreementHash != plan.AgreementHash {
		return fmt.Errorf("%s hashes to %s, but job %s recorded agreement %s: pass the job's own agreement document", agreementFile, plan.AgreementHash.Hex(), id, ag.AgreementHash.Hex())
	}
	outcome, err := settlement.CheckVerification(plan, result)
	if err != nil {
		return fmt.Errorf("the result does not follow job %s's agreement, nothing signed: %w", id, err)
	}
	fmt.Fprintf(e.stderr, "checked against the agreement %s:\n%s\n", plan.AgreementID, outcome.Summary())
	return nil
}

// parseNonce reads --nonce; none (nil) lets asaclient.ResultOptions pick a fresh random one.
func parseNonce(text string) (*big.Int, error) {
	if text == "" {
		return nil, nil
	}
	n, ok := new(big.Int).SetString(text, 10)
	if !ok || n.Sign() < 0 || n.BitLen() > 256 {
		return nil, usagef("--nonce %q is not a decimal uint256", text)
	}
	return n, nil
}

func registerResultPost() {
	var daemonURL, bodyFile string
	var retryFor time.Duration
	var ef escrowFlags
	register(&command{
		name: "result post",
		summary: "send a signed result body (from 'asa result sign') to the daemon's POST /v1/results; prints the result id. " +
			"When the daemon has not seen the job's submission, the chain is read (with --rpc/--rpc-url or ASA_RPC/ETH_RPC_URL and the escrow): " +
			"a job not submitted on chain fails at once, a daemon behind the chain is waited for",
		usage: "--daemon URL --body FILE|- [--retry-for 30s] [--rpc URL --escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			fs.StringVar(&daemonURL, "daemon", "", "settlement daemon URL (e.g. http://127.0.0.1:8080; default $ASA_DAEMON)")
			fs.StringVar(&bodyFile, "body", "", "the signed body; - reads stdin")
			fs.DurationVar(&retryFor, "retry-for", asaclient.DefaultRetryFor, "keep re-sending while the daemon answers that it has not caught up with the chain yet, with backoff, for up to this long (0: no retry)")
		},
		run: func(ctx context.Context, e *env) error {
			daemonURL := e.daemonURL(daemonURL)
			if daemonURL == "" || bodyFile == "" {
				return usagef("--daemon URL (or ASA_DAEMON) and --body FILE are required")
			}
			var body []byte
			var err error
			if bodyFile == "-" {
				body, err = io.ReadAll(io.LimitReader(os.Stdin, 1<<20))
			} else {
				body, err = os.ReadFile(bodyFile)
			}
			if err != nil {
				return fmt.Errorf("read body: %w", err)
			}
			if err := checkJSON(bodyFile, body); err != nil {
				return fmt.Errorf("%w; produce the body with 'asa result sign --out FILE'", err)
			}
			d := &asaclient.Daemon{BaseURL: daemonURL, RetryFor: retryFor}
			if retryFor == 0 {
				d.RetryFor = -1
			}
			// The first time the daemon says it has not seen the job (or its submission), the chain
			// tells whether there is anything to wait for.
			pctx, cancel := context.WithCancel(ctx)
			defer cancel()
			var verdict error
			checked, behind := false, false
			d.OnRetry = func(attempt int, wait time.Duration, err error) {
				if !checked && (asaclient.IsCode(err, wire.CodeNotSubmitted) || asaclient.IsCode(err, wire.CodeUnknownJob)) {
					checked = true
					switch v := e.submittedOnChain(ctx, &ef, body); {
					case v.err != nil:
						verdict = v.err
						cancel()
						return
					case v.known:
						behind = true
						if !e.jsonOut {
							fmt.Fprintf(e.stderr, "asa result post: the chain has job %s %s (block %d) but the daemon has not seen it yet: it is behind; waiting for it\n", v.job, v.status, v.block)
						}
					}
				}
				if !e.jsonOut {
					fmt.Fprintf(e.stderr, "asa result post: %v; retrying in %s\n", err, wait)
				}
			}
			posted, err := d.PostResult(pctx, body)
			if err != nil && !checked && (asaclient.IsCode(err, wire.CodeNotSubmitted) || asaclient.IsCode(err, wire.CodeUnknownJob)) {
				v := e.submittedOnChain(ctx, &ef, body) // no retry (--retry-for 0): still say which it is
				verdict, behind = v.err, v.known
			}
			if verdict != nil {
				return verdict
			}
			if err != nil {
				if behind {
					return withCode(codeDaemonBehind, fmt.Errorf("%w; the job is submitted on chain: the daemon is behind the chain (check its node and GET /readyz), post again later", err))
				}
				return err
			}
			if e.jsonOut {
				return e.printJSON(map[string]any{"id": posted.ID, "jobId": posted.JobID, "digest": posted.Digest, "status": posted.Status,
					"alreadyAccepted": posted.AlreadyAccepted, "message": posted.Message, "attempts": posted.Attempts})
			}
			if posted.AlreadyAccepted {
				fmt.Fprintf(e.stdout, "the daemon already holds this signed result (%s); nothing to do\n", posted.Message)
				return nil
			}
			fmt.Fprintf(e.stdout, "result %s accepted for job %s (%s); the daemon relays it on chain\n", posted.ID, posted.JobID, posted.Status)
			return nil
		},
	})
}

// chainVerdict is what the chain says about a posted result's job.
type chainVerdict struct {
	known  bool // the chain was read and the job has its submission (the daemon is behind)
	job    string
	status settlement.JobStatus
	block  uint64
	err    error // the job is not submitted on chain (or does not exist): nothing to wait for
}

// submittedOnChain reads the posted body's job from the chain, when one is configured (--rpc or ASA_RPC,
// and --escrow, --deployment or ASA_DEPLOYMENT); without one the verdict is unknown.
func (e *env) submittedOnChain(ctx context.Context, ef *escrowFlags, body []byte) chainVerdict {
	var b struct {
		JobID json.RawMessage `json:"jobId"`
	}
	if json.Unmarshal(body, &b) != nil {
		return chainVerdict{}
	}
	var text string
	if json.Unmarshal(b.JobID, &text) != nil {
		text = string(b.JobID)
	}
	id, ok := new(big.Int).SetString(text, 10)
	if !ok {
		return chainVerdict{}
	}
	if u, _ := e.rpcURL(); u == "" && e.networkName == "" {
		return chainVerdict{}
	}
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	s, err := e.openEscrow(cctx, ef)
	if err != nil {
		return chainVerdict{}
	}
	defer s.Close()
	j, err := s.esc.Job(cctx, id)
	if errors.Is(err, asaclient.ErrUnknownJob) {
		return chainVerdict{err: withCode(codeUnknownJob, fmt.Errorf("%w; nothing was stored and there is nothing to wait for", err))}
	}
	if err != nil {
		return chainVerdict{}
	}
	if j.Status < settlement.JobSubmitted {
		return chainVerdict{err: withCode(codeNotSubmitted, fmt.Errorf("job %s is %s on chain: it has no submission yet, so no result can be counted; "+
			"the provider submits first ('asa job submit --job %s --file FILE'), then post again (nothing was stored)", id, j.Status, id))}
	}
	head, _ := s.client.BlockNumber(cctx)
	return chainVerdict{known: true, job: id.String(), status: j.Status, block: head}
}
