package ledger

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
)

var (
	transitionWitnessT = mustType("tuple", []abi.ArgumentMarshaling{
		{Name: "leaf", Type: "tuple", Components: []abi.ArgumentMarshaling{
			{Name: "kind", Type: "uint8"}, {Name: "dataHash", Type: "bytes32"}, {Name: "postState", Type: "bytes32"}}},
		{Name: "path", Type: "bytes32[24]"},
	})
	stateFieldsT = mustType("tuple", []abi.ArgumentMarshaling{
		{Name: "accountsRoot", Type: "bytes32"}, {Name: "jobsRoot", Type: "bytes32"},
		{Name: "jobCount", Type: "uint64"}, {Name: "forcedCount", Type: "uint64"},
	})
	jobWitnessT = mustType("tuple", []abi.ArgumentMarshaling{
		{Name: "leaf", Type: "tuple", Components: []abi.ArgumentMarshaling{
			{Name: "jobId", Type: "bytes32"}, {Name: "status", Type: "uint8"}, {Name: "deliverable", Type: "bytes32"},
			{Name: "submittedAt", Type: "uint64"}}},
		{Name: "path", Type: "bytes32[32]"},
	})
	accountWitnessesT = mustType("tuple[]", []abi.ArgumentMarshaling{
		{Name: "leaf", Type: "tuple", Components: []abi.ArgumentMarshaling{
			{Name: "credited", Type: "uint256"}, {Name: "debited", Type: "uint256"}, {Name: "deposits", Type: "uint256"},
			{Name: "withdrawals", Type: "uint256"}, {Name: "nonce", Type: "uint256"}}},
		{Name: "path", Type: "bytes32[20]"},
	})
	challengeTransitionMethod = abi.NewMethod("challengeTransition", "challengeTransition", abi.Function, "nonpayable",
		false, false, abi.Arguments{
			{Name: "epoch", Type: plain("uint64")}, {Name: "index", Type: plain("uint32")},
			{Name: "prev", Type: transitionWitnessT}, {Name: "claimed", Type: transitionWitnessT},
			{Name: "data", Type: plain("bytes")}, {Name: "pre", Type: stateFieldsT}, {Name: "job", Type: jobWitnessT},
			{Name: "accounts", Type: accountWitnessesT},
		}, nil)
)

type abiTransitionLeaf struct {
	Kind      uint8
	DataHash  [32]byte
	PostState [32]byte
}

type abiTransitionWitness struct {
	Leaf abiTransitionLeaf
	Path [TransitionsDepth][32]byte
}

type abiStateFields struct {
	AccountsRoot [32]byte
	JobsRoot     [32]byte
	JobCount     uint64
	ForcedCount  uint64
}

type abiJobLeaf struct {
	JobId       [32]byte //nolint:revive // the ABI's name
	Status      uint8
	Deliverable [32]byte
	SubmittedAt uint64
}

type abiJobWitness struct {
	Leaf abiJobLeaf
	Path [JobsDepth][32]byte
}

type abiAccountLeaf struct {
	Credited, Debited, Deposits, Withdrawals, Nonce *big.Int
}

type abiAccountWitness struct {
	Leaf abiAccountLeaf
	Path [AccountsDepth][32]byte
}

func toABITransitionWitness(w TransitionWitness) abiTransitionWitness {
	out := abiTransitionWitness{Leaf: abiTransitionLeaf{Kind: w.Leaf.Kind, DataHash: w.Leaf.DataHash, PostState: w.Leaf.PostState}}
	for i, h := range w.Path {
		out.Path[i] = h
	}
	return out
}

// ChallengeSignature is the Solidity signature of the transition fraud proof.
func ChallengeSignature() string { return challengeTransitionMethod.Sig }

// ChallengeTransitionCalldata is the calldata (selector and arguments) of challengeTransition(uint64
// epoch, uint32 index, TransitionWitness prev, TransitionWitness claimed, bytes data, StateFields pre,
// JobWitness job, AccountWitness[] accounts) for a FraudTransition.
func (f *Fraud) ChallengeTransitionCalldata() ([]byte, error) {
	if f == nil || f.Kind != FraudTransition {
		return nil, fmt.Errorf("challengeTransition calldata: not a transition fraud")
	}
	job := abiJobWitness{Leaf: abiJobLeaf{JobId: f.Job.Leaf.JobID, Status: f.Job.Leaf.Status, Deliverable: f.Job.Leaf.Deliverable,
		SubmittedAt: f.Job.Leaf.SubmittedAt}}
	for i, h := range f.Job.Path {
		job.Path[i] = h
	}
	accounts := make([]abiAccountWitness, len(f.Accounts))
	for i, a := range f.Accounts {
		accounts[i].Leaf = abiAccountLeaf{Credited: orZero(a.Leaf.Credited), Debited: orZero(a.Leaf.Debited),
			Deposits: orZero(a.Leaf.Deposits), Withdrawals: orZero(a.Leaf.Withdrawals), Nonce: orZero(a.Leaf.Nonce)}
		for k, h := range a.Path {
			accounts[i].Path[k] = h
		}
	}
	pre := abiStateFields{AccountsRoot: f.Pre.AccountsRoot, JobsRoot: f.Pre.JobsRoot, JobCount: f.Pre.JobCount,
		ForcedCount: f.Pre.ForcedCount}
	args, err := challengeTransitionMethod.Inputs.Pack(f.Epoch, f.Index, toABITransitionWitness(f.Prev),
		toABITransitionWitness(f.Claimed), nonNil(f.Data), pre, job, accounts)
	if err != nil {
		return nil, fmt.Errorf("challengeTransition calldata: %w", err)
	}
	return append(append([]byte(nil), challengeTransitionMethod.ID...), args...), nil
}
