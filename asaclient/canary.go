package asaclient

import (
	"context"
	"crypto/rand"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// Canary is a canary task's known answer: the deliverable the canary provider will submit and the score (and
// pass/fail) an honest evaluator gives it. The canary operator commits to it before any evaluator is
// appointed and reveals it once the job's evaluation is over; the salt keeps the commitment from telling an
// evaluator which deliverable, if any, it belongs to. The salt is a secret until the reveal: keep it in a
// store, never in a log.
type Canary struct {
	Deliverable    common.Hash
	ExpectedScore  uint16 // basis points, 0..10000
	ExpectedPassed bool
	Salt           common.Hash
}

// NewCanary makes a canary for a deliverable with a fresh random salt.
func NewCanary(deliverable common.Hash, expectedScore uint16, expectedPassed bool) (Canary, error) {
	if expectedScore > settlement.MaxBps {
		return Canary{}, fmt.Errorf("canary: expected score %d is above %d basis points", expectedScore, settlement.MaxBps)
	}
	c := Canary{Deliverable: deliverable, ExpectedScore: expectedScore, ExpectedPassed: expectedPassed}
	if _, err := rand.Read(c.Salt[:]); err != nil {
		return Canary{}, fmt.Errorf("canary: salt: %w", err)
	}
	return c, nil
}

// Commitment is what the pool stores: keccak256(abi.encode(deliverable, expectedScore, expectedPassed, salt)).
func (c Canary) Commitment() common.Hash {
	return settlement.CanaryCommitment(c.Deliverable, c.ExpectedScore, c.ExpectedPassed, c.Salt)
}

// String leaves the salt out (it is the secret).
func (c Canary) String() string {
	return fmt.Sprintf("canary{deliverable %s, expected %d bps, passed %t, commitment %s}", c.Deliverable.Hex(), c.ExpectedScore, c.ExpectedPassed, c.Commitment().Hex())
}

// CommitCanaries commits canaries (only the pool's canary operator may): each commitment must be on chain
// before the job it is revealed for appoints its evaluators, or the reveal is refused.
func (p *Pool) CommitCanaries(ctx context.Context, key signer.Signer, commitments ...common.Hash) (*types.Receipt, error) {
	if len(commitments) == 0 {
		return nil, fmt.Errorf("commitCanaries: no commitment")
	}
	if err := p.checkOperator(ctx, key, "commitCanaries"); err != nil {
		return nil, err
	}
	words := make([][32]byte, len(commitments))
	for i, c := range commitments {
		words[i] = c
	}
	return p.esc.send(ctx, key, p.c, p.abi.PackCommitCanaries(words), "commitCanaries")
}

// AppointProbation appoints registered entries (in probation or qualified) as the evaluators of a canary-only
// job whose sole evaluator is a Probation seat: the bootstrap path by which a new service type's first
// evaluators earn their evaluations and canaries. Only the canary operator may.
func (p *Pool) AppointProbation(ctx context.Context, key signer.Signer, seat common.Address, jobID *big.Int, evaluators []common.Address) (*types.Receipt, error) {
	if err := p.checkOperator(ctx, key, "appointProbation"); err != nil {
		return nil, err
	}
	return p.esc.send(ctx, key, p.c, p.abi.PackAppointProbation(seat, jobID, evaluators), "appointProbation")
}

// RevealCanary reveals a canary's answer for job `jobID` (appointed through `seat`) once its evaluation is
// over: the pool records the job if nobody did and scores each appointed evaluator against the answer (a
// miss lowers its pass rate, a gross miss slashes it to the burn address, the seat's failure action
// applies). It returns the pool's verdict per evaluator. Only the canary operator may.
func (p *Pool) RevealCanary(ctx context.Context, key signer.Signer, seat common.Address, jobID *big.Int, c Canary) ([]CanaryVerdict, *types.Receipt, error) {
	if err := p.checkOperator(ctx, key, "revealCanary"); err != nil {
		return nil, nil, err
	}
	rcpt, err := p.esc.send(ctx, key, p.c, p.abi.PackRevealCanary(seat, jobID, c.ExpectedScore, c.ExpectedPassed, c.Salt), "revealCanary")
	if err != nil {
		return nil, nil, err
	}
	var out []CanaryVerdict
	slashed := map[common.Address]*big.Int{}
	for _, l := range rcpt.Logs {
		if ev, err := p.abi.UnpackCanaryScoredEvent(l); err == nil {
			out = append(out, CanaryVerdict{Evaluator: ev.Evaluator, Passed: ev.Passed, DeviationBps: ev.Deviation})
		} else if ev, err := p.abi.UnpackSlashedEvent(l); err == nil {
			slashed[ev.Evaluator] = ev.Amount
		}
	}
	for i := range out {
		out[i].Slashed = bigOrZero(slashed[out[i].Evaluator])
	}
	return out, rcpt, nil
}

// CanaryVerdict is how one appointed evaluator fared on a revealed canary.
type CanaryVerdict struct {
	Evaluator    common.Address
	Passed       bool
	DeviationBps uint16   // |score - expected| (10000 for a silent evaluator)
	Slashed      *big.Int // stake taken to the burn address (0: none)
}

// Record counts the evaluations of a job a seat appointed once its evaluation is over; anyone may send it.
func (p *Pool) Record(ctx context.Context, key signer.Signer, seat common.Address, jobID *big.Int) (*types.Receipt, error) {
	return p.esc.send(ctx, key, p.c, p.abi.PackRecord(seat, jobID), "record")
}

// checkOperator refuses, before sending, a key that is not the pool's canary operator.
func (p *Pool) checkOperator(ctx context.Context, key signer.Signer, what string) error {
	cfg, err := p.Config(ctx)
	if err != nil {
		return err
	}
	if cfg.CanaryOperator != key.Address() {
		return refusef(ErrWrongRole, "%s: only the pool's canary operator %s may, not %s", what, cfg.CanaryOperator, key.Address())
	}
	return nil
}
