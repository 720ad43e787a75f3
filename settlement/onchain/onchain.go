// Package onchain converts the settlement package's terms, results and job plans to and from the
// abigen bindings of the escrow, and packs the calls that put them on chain. It does not send
// transactions; the daemon and the CLI do.
package onchain

import (
	"fmt"
	"math/big"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/settlement"
	"github.com/ethereum/go-ethereum/common"
)

// Terms converts terms to the binding's struct.
func Terms(t settlement.Terms) bindings.IAsaEscrowTypesTerms {
	tiers := new(big.Int)
	if t.Tiers != nil {
		tiers.Set(t.Tiers)
	}
	return bindings.IAsaEscrowTypesTerms{
		Policy: uint8(t.Policy), TierCount: t.TierCount, RollingWindow: t.RollingWindow,
		SilenceAction: uint8(t.SilenceAction), FallbackAction: uint8(t.FallbackAction), DisputeDefault: uint8(t.DisputeDefault),
		DisputeThreshold: t.DisputeThreshold, EvaluatorFeeBps: t.EvaluatorFeeBps,
		CollateralBps: t.CollateralBps, AcceptanceRequired: t.AcceptanceRequired,
		FundTimeout: t.FundTimeout, EvaluateTimeout: t.EvaluateTimeout, BackupTimeout: t.BackupTimeout,
		ChallengeWindow: t.ChallengeWindow, DisputeTimeout: t.DisputeTimeout, MinDeliveryTime: t.MinDeliveryTime,
		BackupEvaluator: t.BackupEvaluator, Resolver: t.Resolver, Tiers: tiers,
	}
}

// TermsFrom converts the binding's struct (as termsById returns it) to terms.
func TermsFrom(b bindings.IAsaEscrowTypesTerms) settlement.Terms {
	tiers := new(big.Int)
	if b.Tiers != nil {
		tiers.Set(b.Tiers)
	}
	return settlement.Terms{
		Policy: settlement.Policy(b.Policy), TierCount: b.TierCount, RollingWindow: b.RollingWindow,
		SilenceAction: settlement.Action(b.SilenceAction), FallbackAction: settlement.Action(b.FallbackAction),
		DisputeDefault: settlement.Action(b.DisputeDefault), DisputeThreshold: b.DisputeThreshold, EvaluatorFeeBps: b.EvaluatorFeeBps,
		CollateralBps: b.CollateralBps, AcceptanceRequired: b.AcceptanceRequired,
		FundTimeout: b.FundTimeout, EvaluateTimeout: b.EvaluateTimeout, BackupTimeout: b.BackupTimeout,
		ChallengeWindow: b.ChallengeWindow, DisputeTimeout: b.DisputeTimeout, MinDeliveryTime: b.MinDeliveryTime,
		BackupEvaluator: b.BackupEvaluator, Resolver: b.Resolver, Tiers: tiers,
	}
}

// Result converts a signed result's fields to the binding's struct.
func Result(r settlement.Result) bindings.IAsaEscrowTypesResult {
	cp := func(v *big.Int) *big.Int {
		if v == nil {
			return new(big.Int)
		}
		return new(big.Int).Set(v)
	}
	return bindings.IAsaEscrowTypesResult{
		JobId: cp(r.JobID), Deliverable: r.Deliverable, SubmittedAt: r.SubmittedAt, Score: r.Score, Passed: r.Passed,
		EvidenceHash: r.EvidenceHash, Nonce: cp(r.Nonce), Deadline: r.Deadline,
	}
}

// JobRequest converts a planned job to the binding's createAsaJob request.
func JobRequest(p *settlement.JobPlan) bindings.IAsaEscrowTypesJobRequest {
	return bindings.IAsaEscrowTypesJobRequest{
		Provider: p.Provider, Evaluators: append([]common.Address(nil), p.Evaluators...), Quorum: p.Quorum,
		ExpiredAt: p.ExpiredAtBig(), Budget: new(big.Int).Set(p.Budget), AgreementHash: p.AgreementHash,
		Description: p.Description,
	}
}

// CreateAsaJob packs createAsaJob for a planned job (sent by the plan's client).
func CreateAsaJob(p *settlement.JobPlan) ([]byte, error) {
	data, err := bindings.NewAsaEscrow().TryPackCreateAsaJob(JobRequest(p), Terms(p.Terms))
	if err != nil {
		return nil, fmt.Errorf("pack createAsaJob for agreement %s: %w", p.AgreementID, err)
	}
	return data, nil
}

// CreateAndFundAsaJob packs createAndFundAsaJob for a planned job: created with its budget in, pulled
// from the plan's client (who sends it) in the same transaction. When the terms require the provider's
// acceptance, the job waits for it (see CreateAndFundAcceptedAsaJob).
func CreateAndFundAsaJob(p *settlement.JobPlan) ([]byte, error) {
	data, err := bindings.NewAsaEscrow().TryPackCreateAndFundAsaJob(JobRequest(p), Terms(p.Terms))
	if err != nil {
		return nil, fmt.Errorf("pack createAndFundAsaJob for agreement %s: %w", p.AgreementID, err)
	}
	return data, nil
}

// CreateAndFundAcceptedAsaJob packs createAndFundAcceptedAsaJob: the job is created with the client's
// budget and the provider's collateral in, the provider's EIP-712 acceptance (signature acceptanceSig,
// valid until acceptanceDeadline) relayed by the client, so it starts Funded in one transaction.
func CreateAndFundAcceptedAsaJob(p *settlement.JobPlan, acceptanceDeadline uint64, acceptanceSig []byte) ([]byte, error) {
	data, err := bindings.NewAsaEscrow().TryPackCreateAndFundAcceptedAsaJob(JobRequest(p), Terms(p.Terms),
		new(big.Int).SetUint64(acceptanceDeadline), acceptanceSig)
	if err != nil {
		return nil, fmt.Errorf("pack createAndFundAcceptedAsaJob for agreement %s: %w", p.AgreementID, err)
	}
	return data, nil
}

// CreateAndFundAsaJobs packs createAndFundAsaJobs: many planned jobs under the same terms, created and
// funded in one transaction with one pull of the sum of their budgets.
func CreateAndFundAsaJobs(plans []*settlement.JobPlan) ([]byte, error) {
	if len(plans) == 0 {
		return nil, fmt.Errorf("pack createAndFundAsaJobs: no jobs")
	}
	reqs := make([]bindings.IAsaEscrowTypesJobRequest, len(plans))
	for i, p := range plans {
		if p.TermsHash != plans[0].TermsHash {
			return nil, fmt.Errorf("pack createAndFundAsaJobs: agreement %s has other terms than %s; one call takes one set of terms",
				p.AgreementID, plans[0].AgreementID)
		}
		reqs[i] = JobRequest(p)
	}
	data, err := bindings.NewAsaEscrow().TryPackCreateAndFundAsaJobs(reqs, Terms(plans[0].Terms))
	if err != nil {
		return nil, fmt.Errorf("pack createAndFundAsaJobs: %w", err)
	}
	return data, nil
}

// SubmitResults packs submitResults: many signed results in one transaction; results that can no longer
// count are skipped on chain (ResultSkipped), never reverting the batch.
func SubmitResults(results []settlement.Result, evaluators []common.Address, signatures [][]byte) ([]byte, error) {
	if len(results) != len(evaluators) || len(results) != len(signatures) {
		return nil, fmt.Errorf("pack submitResults: %d results, %d evaluators, %d signatures", len(results), len(evaluators), len(signatures))
	}
	rs := make([]bindings.IAsaEscrowTypesResult, len(results))
	for i, r := range results {
		rs[i] = Result(r)
	}
	data, err := bindings.NewAsaEscrow().TryPackSubmitResults(rs, evaluators, signatures)
	if err != nil {
		return nil, fmt.Errorf("pack submitResults: %w", err)
	}
	return data, nil
}

// Fund packs fund(jobId, budget, abi.encode(termsHash)) for a planned job.
func Fund(jobID *big.Int, p *settlement.JobPlan) ([]byte, error) {
	call := p.Fund()
	data, err := bindings.NewAsaEscrow().TryPackFund(jobID, call.ExpectedBudget, call.OptParams)
	if err != nil {
		return nil, fmt.Errorf("pack fund for job %s: %w", jobID, err)
	}
	return data, nil
}

// SubmitResult packs submitResult for an evaluator's signed result.
func SubmitResult(r settlement.Result, evaluator common.Address, signature []byte) ([]byte, error) {
	data, err := bindings.NewAsaEscrow().TryPackSubmitResult(Result(r), evaluator, signature)
	if err != nil {
		return nil, fmt.Errorf("pack submitResult for job %s: %w", r.JobID, err)
	}
	return data, nil
}

// Acceptance converts a provider's acceptance to the binding's struct.
func Acceptance(a settlement.Acceptance) bindings.IAsaEscrowTypesAcceptance {
	return bindings.IAsaEscrowTypesAcceptance{Commitment: a.Commitment().Hash(), Nonce: new(big.Int).SetUint64(a.Nonce),
		Deadline: new(big.Int).SetUint64(a.Deadline)}
}

// NoAuthorization is an empty EIP-3009 authorization: the collateral comes from the deposit or allowance.
func NoAuthorization() bindings.IAsaEscrowTypesAuthorization {
	return bindings.IAsaEscrowTypesAuthorization{ValidAfter: new(big.Int), ValidBefore: new(big.Int), Signature: []byte{}}
}

// AcceptJob packs acceptJob: the provider's acceptance, relayed with its signature (empty when the
// provider sends the call itself), the collateral from the collateral deposit or the provider's allowance.
func AcceptJob(jobID *big.Int, a settlement.Acceptance, signature []byte) ([]byte, error) {
	data, err := bindings.NewAsaEscrow().TryPackAcceptJob(jobID, Acceptance(a), signature, NoAuthorization())
	if err != nil {
		return nil, fmt.Errorf("pack acceptJob for job %s: %w", jobID, err)
	}
	return data, nil
}

// PoolPolicy converts a pool selection policy to the binding's struct (openPolicy's argument).
func PoolPolicy(p settlement.PoolPolicy) bindings.IEvaluatorPoolPolicy {
	return bindings.IEvaluatorPoolPolicy{
		ServiceType: p.ServiceType, Mode: uint8(p.Mode), Size: p.Size, Quorum: p.Quorum, Rounds: p.Rounds,
		Rotation: p.Rotation, FailureAction: uint8(p.FailureAction), CanaryEvery: p.CanaryEvery,
	}
}

// PoolPolicyFrom converts the binding's struct (policyOf, PolicyOpened) to a pool selection policy.
func PoolPolicyFrom(b bindings.IEvaluatorPoolPolicy) settlement.PoolPolicy {
	return settlement.PoolPolicy{
		ServiceType: b.ServiceType, Mode: settlement.SelectionMode(b.Mode), Size: b.Size, Quorum: b.Quorum, Rounds: b.Rounds,
		Rotation: b.Rotation, FailureAction: settlement.CanaryFailureAction(b.FailureAction), CanaryEvery: b.CanaryEvery,
	}
}
