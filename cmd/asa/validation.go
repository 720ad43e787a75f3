package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"os"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/settlement"
)

// ERC-8004 Validation Registry: the agent's owner asks one of a job's evaluators to validate the job
// (asa agent validation-request), and that evaluator answers with its own key from its signed result
// (asa agent validation-respond). The ERC lets only the validator a request names respond, so the daemon
// cannot post these for an evaluator. Opt-in per agreement: its provider must be named by the agent id,
// and a parties-only agreement writes nothing public.

func init() {
	var ef escrowFlags
	var job jobFlag
	var agentText, validatorText, agreementFile, bodyFile string
	flags := func(fs *flag.FlagSet) {
		ef.register(fs)
		job.register(fs)
		fs.StringVar(&agreementFile, "agreement", "", "the job's agreement document (its provider must be named by the agent id; a parties-only agreement writes nothing public)")
	}
	register(&command{
		name:    "agent validation-request",
		summary: "as the agent's owner, ask one of job N's evaluators to validate it in the ERC-8004 Validation Registry (requestURI and requestHash name the job on chain)",
		usage:   "--agent ID --validator ADDR --job N --agreement FILE [--deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			flags(fs)
			fs.StringVar(&agentText, "agent", "", "the provider's ERC-8004 agent id")
			fs.StringVar(&validatorText, "validator", "", "the evaluator asked to validate (one of the job's evaluators)")
		},
		run: func(ctx context.Context, e *env) error {
			ref, err := erc8004.ParseAgentRef(agentText)
			if agentText == "" || err != nil || ref.ChainID != 0 {
				return usagef("--agent ID (a decimal ERC-8004 agent id) is required")
			}
			if !common.IsHexAddress(validatorText) {
				return usagef("--validator ADDR (the evaluator's address) is required")
			}
			validator := common.HexToAddress(validatorText)
			id, err := job.id()
			if err != nil {
				return err
			}
			k, s, err := e.signedSession(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			registry, plan, err := validationJob(ctx, s, id, agreementFile)
			if err != nil {
				return err
			}
			if p, ok := plan.AgentFor("parties.provider"); !ok || p.Scheme != settlement.SchemeERC8004 || p.AgentID != ref.ID.String() {
				return fmt.Errorf("%s does not name agent %s as its provider: validation requests are opt-in per agreement, for a provider named by its agent id", agreementFile, ref.ID)
			}
			j, err := s.esc.Job(ctx, id)
			if err != nil {
				return err
			}
			if !slices.Contains(j.Evaluators, validator) && (j.Terms == nil || j.Terms.BackupEvaluator != validator) {
				return fmt.Errorf("%s is not an evaluator of job %s (evaluators: %s): the validator asked is the one whose signed result answers", validator.Hex(), id, joinAddrs(j.Evaluators))
			}
			chainID := s.chainID.Uint64()
			hash, uri := erc8004.ValidationRequestHash(chainID, s.esc.Address(), id, validator), erc8004.JobURI(chainID, s.esc.Address(), id)
			if st, err := erc8004.ReadValidation(ctx, s.client, registry, hash); err == nil {
				return printValidation(e, "already requested", registry, st)
			} else if !errors.Is(err, erc8004.ErrUnknownRequest) {
				return err
			}
			if err := erc8004.RequestValidation(ctx, s.client, s.transactor(ctx, k), registry, validator, ref.ID, uri, hash); err != nil {
				return err
			}
			st, err := erc8004.ReadValidation(ctx, s.client, registry, hash)
			if err != nil {
				return err
			}
			return printValidation(e, "requested ("+uri+")", registry, st)
		},
	})
	register(&command{
		name:    "agent validation-respond",
		summary: "as the evaluator a validation request names, answer it from your signed result of job N: 0-100 from its composite, responseURI and responseHash naming the result",
		usage:   "--job N --body FILE --agreement FILE [--deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			flags(fs)
			fs.StringVar(&bodyFile, "body", "", "your signed result of the job (the body 'asa result sign --out' wrote)")
		},
		run: func(ctx context.Context, e *env) error {
			id, err := job.id()
			if err != nil {
				return err
			}
			if bodyFile == "" {
				return usagef("--body FILE (your signed result, from 'asa result sign --out') is required")
			}
			raw, err := os.ReadFile(bodyFile)
			if err != nil {
				return fmt.Errorf("read %s: %w", bodyFile, err)
			}
			var body wire.ResultSubmission
			if err := json.Unmarshal(raw, &body); err != nil {
				return fmt.Errorf("%s is not a signed result body: %w", bodyFile, err)
			}
			k, s, err := e.signedSession(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			registry, plan, err := validationJob(ctx, s, id, agreementFile)
			if err != nil {
				return err
			}
			if body.JobID != id.String() || !common.IsHexAddress(body.Evaluator) || common.HexToAddress(body.Evaluator) != k.Address() {
				return fmt.Errorf("%s is job %s's result by %s; answer with your own signed result of job %s (signed by %s)", bodyFile, body.JobID, body.Evaluator, id, k.Address().Hex())
			}
			result, digest, err := s.checkSignedResult(ctx, id, body)
			if err != nil {
				return fmt.Errorf("%s: %w", bodyFile, err)
			}
			chainID := s.chainID.Uint64()
			hash := erc8004.ValidationRequestHash(chainID, s.esc.Address(), id, k.Address())
			if _, err := erc8004.ReadValidation(ctx, s.client, registry, hash); errors.Is(err, erc8004.ErrUnknownRequest) {
				return fmt.Errorf("no validation request names you for job %s (request hash %s): the agent's owner asks first (asa agent validation-request --agent ID --validator %s --job %s)", id, hash.Hex(), k.Address().Hex(), id)
			} else if err != nil {
				return err
			}
			score := erc8004.ResponseScore(result.Score)
			if err := erc8004.RespondValidation(ctx, s.client, s.transactor(ctx, k), registry, hash, score,
				erc8004.ResultURI(chainID, s.esc.Address(), id, digest), digest, plan.ServiceType); err != nil {
				return err
			}
			st, err := erc8004.ReadValidation(ctx, s.client, registry, hash)
			if err != nil {
				return err
			}
			return printValidation(e, fmt.Sprintf("answered %d (composite %s)", score, settlement.FormatAmount(big.NewInt(int64(result.Score)), 2)), registry, st)
		},
	})
}

// validationJob reads what both validation commands need: the deployment's Validation Registry and the
// job's agreement (the document the job recorded, its parties resolved at the job's creation block),
// refused when parties-only.
func validationJob(ctx context.Context, s *session, id *big.Int, agreementFile string) (common.Address, *settlement.JobPlan, error) {
	registry := s.registries.Validation
	if registry == (common.Address{}) {
		return registry, nil, fmt.Errorf("no ERC-8004 validation registry: the deployment file names none ('asa deploy --dev' deploys one) and network %s's profile names none", s.profile.Name)
	}
	if agreementFile == "" {
		return registry, nil, usagef("--agreement FILE (the job's agreement document) is required")
	}
	doc, err := readDocument(agreementFile, "agreement")
	if err != nil {
		return registry, nil, err
	}
	ag, err := s.esc.Agreement(ctx, id, s.fromBlock)
	if err != nil {
		return registry, nil, err
	}
	agents, err := settlement.ResolveAgents(ctx, doc, s.partiesAt(ag.CreatedBlock))
	if err != nil {
		return registry, nil, fmt.Errorf("%s: %w", agreementFile, err)
	}
	plan, err := settlement.ParseAgreementForResults(doc, s.chainID.Uint64(), agents)
	if err != nil {
		return registry, nil, fmt.Errorf("%s: %w", agreementFile, err)
	}
	if ag.AgreementHash != plan.AgreementHash {
		return registry, nil, fmt.Errorf("%s hashes to %s, but job %s recorded agreement %s: pass the job's own agreement document", agreementFile, plan.AgreementHash.Hex(), id, ag.AgreementHash.Hex())
	}
	if plan.Visibility == settlement.VisibilityParties {
		return registry, nil, fmt.Errorf("job %s's agreement is parties-only (visibility %q): nothing about it is written to a public registry", id, plan.Visibility)
	}
	return registry, plan, nil
}

// checkSignedResult checks a signed result body against job id as it stands on chain: the document
// scores the job's current submission and the signature is the evaluator's. It returns the result and
// its EIP-712 digest (the result's reference).
func (s *session) checkSignedResult(ctx context.Context, id *big.Int, body wire.ResultSubmission) (settlement.Result, common.Hash, error) {
	j, err := s.esc.Job(ctx, id)
	if err != nil {
		return settlement.Result{}, common.Hash{}, err
	}
	vr, err := settlement.ParseVerificationResult(body.Document)
	if err != nil {
		return settlement.Result{}, common.Hash{}, err
	}
	nonce, ok := new(big.Int).SetString(body.Nonce, 10)
	if !ok {
		return settlement.Result{}, common.Hash{}, fmt.Errorf("nonce %q is not a decimal number", body.Nonce)
	}
	var submittedAt uint64
	if j.View.SubmittedAt != nil {
		submittedAt = j.View.SubmittedAt.Uint64()
	}
	r, err := vr.Result(settlement.JobRef{JobID: id, Deliverable: j.View.Deliverable, SubmittedAt: submittedAt}, nonce, body.Deadline)
	if err != nil {
		return settlement.Result{}, common.Hash{}, err
	}
	domain := s.esc.Domain()
	if err := r.Verify(domain, common.FromHex(body.Signature), common.HexToAddress(body.Evaluator)); err != nil {
		return settlement.Result{}, common.Hash{}, fmt.Errorf("not %s's signed result of job %s's current submission: %w", body.Evaluator, id, err)
	}
	return r, r.Digest(domain), nil
}

func printValidation(e *env, what string, registry common.Address, st erc8004.ValidationStatus) error {
	if e.jsonOut {
		return e.printJSON(map[string]any{"validationRegistry": registry, "status": st, "outcome": what})
	}
	fmt.Fprintf(e.stdout, "validation %s\n  registry     %s\n  requestHash  %s\n  validator    %s\n  agent        %s\n  response     %d (responseHash %s, tag %q)\n",
		what, registry.Hex(), st.RequestHash.Hex(), st.Validator.Hex(), st.AgentID, st.Response, st.ResponseHash.Hex(), st.Tag)
	return nil
}
