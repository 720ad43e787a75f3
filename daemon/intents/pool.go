package intents

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
)

// KindPool is the kind of the evaluator pool's calls the daemon makes (openPolicy, requestDraw, draw, record,
// and, as its canary operator, commitCanaries and revealCanary): each is prechecked with an eth_call.
const KindPool txmgr.Kind = "evaluator-pool"

var poolB = bindings.NewEvaluatorPool()

// Pool builds and prechecks the daemon's calls to the evaluator pool at Address.
type Pool struct {
	Chain   Chain
	Address common.Address
}

// Register registers the pool's kind with the transaction manager.
func (p *Pool) Register(kinds *txmgr.Kinds) error {
	return kinds.Register(KindPool, txmgr.KindSpec{Precheck: p.check, Describe: func(r txmgr.Record) string { return r.Key }})
}

// check simulates the call at the latest block: a call the pool refuses is abandoned (the assigner decides
// afresh on its next tick, under another key if the state moved), except a draw that is only early.
func (p *Pool) check(ctx context.Context, r txmgr.Record) (txmgr.Check, error) {
	if err := p.Simulate(ctx, r.From, r.Data); err != nil {
		if txmgr.Classify(err) != txmgr.ClassReverted {
			return txmgr.Check{}, err
		}
		if re := escrow.DecodeRevert(err); re != nil && re.Name == "DrawTooEarly" {
			return txmgr.Check{Verdict: txmgr.Later, Reason: "the draw's seed block is not mined yet"}, nil
		}
		return txmgr.Check{Verdict: txmgr.Done, Reason: "the evaluator pool refuses the call: " + RevertReason(err)}, nil
	}
	return txmgr.Check{Verdict: txmgr.Send}, nil
}

// Simulate eth_calls calldata on the pool from `from` at the latest block.
func (p *Pool) Simulate(ctx context.Context, from common.Address, data []byte) error {
	_, err := p.Chain.CallContract(ctx, ethereum.CallMsg{From: from, To: &p.Address, Data: data}, nil)
	return err
}

func (p *Pool) intent(key string, data []byte) txmgr.Intent {
	return txmgr.Intent{Kind: KindPool, Key: key, To: p.Address, Data: data}
}

// OpenPolicy opens a policy (idempotent on chain; one intent per policy id).
func (p *Pool) OpenPolicy(pol settlement.PoolPolicy) txmgr.Intent {
	return p.intent("pool-open:"+pol.PolicyID().Hex(), poolB.PackOpenPolicy(PoolPolicyArg(pol)))
}

// RequestDraw requests the draw of seat for job; previous is the request block it replaces (0: the first).
func (p *Pool) RequestDraw(seat common.Address, jobID, previous uint64) txmgr.Intent {
	return p.intent(fmt.Sprintf("pool-request:%s:%d:%d", seat.Hex(), jobID, previous), poolB.PackRequestDraw(seat, new(big.Int).SetUint64(jobID)))
}

// Draw makes the draw requested in requestBlock.
func (p *Pool) Draw(seat common.Address, jobID, requestBlock uint64) txmgr.Intent {
	return p.intent(fmt.Sprintf("pool-draw:%s:%d:%d", seat.Hex(), jobID, requestBlock), poolB.PackDraw(seat, new(big.Int).SetUint64(jobID)))
}

// Record counts the evaluations of the seat's job.
func (p *Pool) Record(seat common.Address, jobID uint64) txmgr.Intent {
	return p.intent(fmt.Sprintf("pool-record:%s:%d", seat.Hex(), jobID), poolB.PackRecord(seat, new(big.Int).SetUint64(jobID)))
}

// PoolPolicyArg converts a policy to the binding's struct.
func PoolPolicyArg(pol settlement.PoolPolicy) bindings.IEvaluatorPoolPolicy {
	return bindings.IEvaluatorPoolPolicy{
		ServiceType: pol.ServiceType, Mode: uint8(pol.Mode), Size: pol.Size, Quorum: pol.Quorum, Rounds: pol.Rounds,
		Rotation: pol.Rotation, FailureAction: uint8(pol.FailureAction), CanaryEvery: pol.CanaryEvery,
	}
}

func callPool[T any](ctx context.Context, p *Pool, data []byte, unpack func([]byte) (T, error)) (T, error) {
	return callEscrow(ctx, boundEscrow{chain: p.Chain, addr: p.Address}, data, unpack)
}

// SeatInfo reads whether seat is one of the pool's opened seats.
func (p *Pool) SeatInfo(ctx context.Context, seat common.Address) (bindings.SeatInfoOutput, error) {
	return callPool(ctx, p, poolB.PackSeatInfo(seat), poolB.UnpackSeatInfo)
}

// AssignmentOf reads the seat's assignment for the job.
func (p *Pool) AssignmentOf(ctx context.Context, seat common.Address, jobID uint64) (bindings.IEvaluatorPoolAssignment, error) {
	return callPool(ctx, p, poolB.PackAssignmentOf(seat, new(big.Int).SetUint64(jobID)), poolB.UnpackAssignmentOf)
}

// NegotiationOf reads a mutual seat's negotiation for the job.
func (p *Pool) NegotiationOf(ctx context.Context, seat common.Address, jobID uint64) (bindings.IEvaluatorPoolNegotiation, error) {
	return callPool(ctx, p, poolB.PackNegotiationOf(seat, new(big.Int).SetUint64(jobID)), poolB.UnpackNegotiationOf)
}

// Config reads the pool's fixed rules (its canary operator among them).
func (p *Pool) Config(ctx context.Context) (bindings.IEvaluatorPoolConfig, error) {
	return callPool(ctx, p, poolB.PackConfig(), poolB.UnpackConfig)
}

// CommitCanary commits one canary's commitment (only the canary operator may; idempotent on chain: the
// first commit's time stays).
func (p *Pool) CommitCanary(commitment common.Hash) txmgr.Intent {
	return p.intent("canary-commit:"+commitment.Hex(), poolB.PackCommitCanaries([][32]byte{commitment}))
}

// RevealCanary reveals the known answer of the canary bound to the seat's job (only the canary operator
// may, once; the pool refuses a second reveal).
func (p *Pool) RevealCanary(seat common.Address, jobID uint64, expectedScore uint16, expectedPassed bool, salt common.Hash) txmgr.Intent {
	return p.intent(fmt.Sprintf("canary-reveal:%s:%d", seat.Hex(), jobID),
		poolB.PackRevealCanary(seat, new(big.Int).SetUint64(jobID), expectedScore, expectedPassed, salt))
}
