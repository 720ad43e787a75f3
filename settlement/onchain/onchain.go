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
func Terms(t settlement.Terms) bindings.IAsaEscrowTerms {
	tiers := new(big.Int)
	if t.Tiers != nil {
		tiers.Set(t.Tiers)
	}
	return bindings.IAsaEscrowTerms{
		Policy: uint8(t.Policy), TierCount: t.TierCount, RollingWindow: t.RollingWindow,
		SilenceAction: uint8(t.SilenceAction), FallbackAction: uint8(t.FallbackAction), DisputeDefault: uint8(t.DisputeDefault),
		DisputeThreshold: t.DisputeThreshold, EvaluatorFeeBps: t.EvaluatorFeeBps,
		FundTimeout: t.FundTimeout, EvaluateTimeout: t.EvaluateTimeout, BackupTimeout: t.BackupTimeout,
		ChallengeWindow: t.ChallengeWindow, DisputeTimeout: t.DisputeTimeout,
		BackupEvaluator: t.BackupEvaluator, Resolver: t.Resolver, Tiers: tiers,
	}
}

// TermsFrom converts the binding's struct (as termsById returns it) to terms.
func TermsFrom(b bindings.IAsaEscrowTerms) settlement.Terms {
	tiers := new(big.Int)
	if b.Tiers != nil {
		tiers.Set(b.Tiers)
	}
	return settlement.Terms{
		Policy: settlement.Policy(b.Policy), TierCount: b.TierCount, RollingWindow: b.RollingWindow,
		SilenceAction: settlement.Action(b.SilenceAction), FallbackAction: settlement.Action(b.FallbackAction),
		DisputeDefault: settlement.Action(b.DisputeDefault), DisputeThreshold: b.DisputeThreshold, EvaluatorFeeBps: b.EvaluatorFeeBps,
		FundTimeout: b.FundTimeout, EvaluateTimeout: b.EvaluateTimeout, BackupTimeout: b.BackupTimeout,
		ChallengeWindow: b.ChallengeWindow, DisputeTimeout: b.DisputeTimeout,
		BackupEvaluator: b.BackupEvaluator, Resolver: b.Resolver, Tiers: tiers,
	}
}

// Result converts a signed result's fields to the binding's struct.
func Result(r settlement.Result) bindings.IAsaEscrowResult {
	cp := func(v *big.Int) *big.Int {
		if v == nil {
			return new(big.Int)
		}
		return new(big.Int).Set(v)
	}
	return bindings.IAsaEscrowResult{
		JobId: cp(r.JobID), Deliverable: r.Deliverable, SubmittedAt: r.SubmittedAt, Score: r.Score,
		EvidenceHash: r.EvidenceHash, Nonce: cp(r.Nonce), Deadline: r.Deadline,
	}
}

// CreateAsaJob packs createAsaJob for a planned job (sent by the plan's client).
func CreateAsaJob(p *settlement.JobPlan) ([]byte, error) {
	data, err := bindings.NewAsaEscrow().TryPackCreateAsaJob(p.Provider, p.Evaluators, p.Quorum, p.ExpiredAtBig(),
		new(big.Int).Set(p.Budget), p.Description, Terms(p.Terms))
	if err != nil {
		return nil, fmt.Errorf("pack createAsaJob for agreement %s: %w", p.AgreementID, err)
	}
	return data, nil
}

// CreateAndFundAsaJob packs createAndFundAsaJob for a planned job: created already funded, the budget
// pulled from the plan's client (who sends it) in the same transaction.
func CreateAndFundAsaJob(p *settlement.JobPlan) ([]byte, error) {
	data, err := bindings.NewAsaEscrow().TryPackCreateAndFundAsaJob(p.Provider, p.Evaluators, p.Quorum, p.ExpiredAtBig(),
		new(big.Int).Set(p.Budget), p.Description, Terms(p.Terms))
	if err != nil {
		return nil, fmt.Errorf("pack createAndFundAsaJob for agreement %s: %w", p.AgreementID, err)
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
