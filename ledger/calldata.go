package ledger

import (
	"fmt"
	"math/big"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/settlement"
)

// The conversions to the contract's structs (bindings/ledgerbind), for fraud proofs, withdrawals and exits.

// ToBinding is the leaf as the contract's AccountLeaf.
func (a AccountLeaf) ToBinding() ledgerbind.IAsaLedgerTypesAccountLeaf {
	return ledgerbind.IAsaLedgerTypesAccountLeaf{Credited: cp(a.Credited), Debited: cp(a.Debited), Deposits: cp(a.Deposits),
		Withdrawals: cp(a.Withdrawals), Nonce: cp(a.Nonce)}
}

// ToBinding is the witness as the contract's AccountWitness.
func (w AccountWitness) ToBinding() ledgerbind.IAsaLedgerTypesAccountWitness {
	out := ledgerbind.IAsaLedgerTypesAccountWitness{Leaf: w.Leaf.ToBinding()}
	for i, h := range w.Path {
		out.Path[i] = h
	}
	return out
}

// ToBinding is the leaf as the contract's JobLeaf.
func (j JobLeaf) ToBinding() ledgerbind.IAsaLedgerTypesJobLeaf {
	return ledgerbind.IAsaLedgerTypesJobLeaf{JobId: j.JobID, Status: j.Status, Deliverable: j.Deliverable,
		SubmittedAt: j.SubmittedAt, Votes: cp(j.Votes)}
}

// ToBinding is the witness as the contract's JobWitness.
func (w JobWitness) ToBinding() ledgerbind.IAsaLedgerTypesJobWitness {
	out := ledgerbind.IAsaLedgerTypesJobWitness{Leaf: w.Leaf.ToBinding()}
	for i, h := range w.Path {
		out.Path[i] = h
	}
	return out
}

// ToBinding is the fields as the contract's StateFields.
func (f StateFields) ToBinding() ledgerbind.IAsaLedgerTypesStateFields {
	return ledgerbind.IAsaLedgerTypesStateFields{AccountsRoot: f.AccountsRoot, JobsRoot: f.JobsRoot, JobCount: f.JobCount,
		ForcedCount: f.ForcedCount}
}

// ToBinding is the leaf as the contract's TransitionLeaf.
func (l TransitionLeaf) ToBinding() ledgerbind.IAsaLedgerTypesTransitionLeaf {
	return ledgerbind.IAsaLedgerTypesTransitionLeaf{Kind: l.Kind, DataHash: l.DataHash, PostState: l.PostState}
}

// ToBinding is the witness as the contract's TransitionWitness.
func (w TransitionWitness) ToBinding() ledgerbind.IAsaLedgerTypesTransitionWitness {
	out := ledgerbind.IAsaLedgerTypesTransitionWitness{Leaf: w.Leaf.ToBinding()}
	for i, h := range w.Path {
		out.Path[i] = h
	}
	return out
}

// AccountProofBinding is account index's leaf and path in the contract's types, as withdraw(account,
// epoch, state, leaf, path) and exitWithdraw(account, state, leaf, path) take them with StateFieldsBinding.
func (s *State) AccountProofBinding(index uint32) (ledgerbind.IAsaLedgerTypesAccountLeaf, [AccountsDepth][32]byte) {
	l, p := s.AccountProof(index)
	w := AccountWitness{Leaf: l, Path: p}.ToBinding()
	return w.Leaf, w.Path
}

// StateFieldsBinding is the state's four fields in the contract's StateFields.
func (s *State) StateFieldsBinding() ledgerbind.IAsaLedgerTypesStateFields {
	return s.Fields().ToBinding()
}

func cp(v *big.Int) *big.Int { return new(big.Int).Set(orZero(v)) }

var ledgerABI = ledgerbind.NewAsaLedger()

// Calldata is the calldata (selector and arguments) of the contract call that proves the fraud:
// challengeTransition(epoch, index, prev, claimed, data, pre, job, accounts), challengeEpochEnd(epoch,
// last) or challengeForcedLag(epoch, position, state).
func (f *Fraud) Calldata() []byte {
	switch f.Kind {
	case FraudTransition:
		accounts := make([]ledgerbind.IAsaLedgerTypesAccountWitness, len(f.Accounts))
		for i, a := range f.Accounts {
			accounts[i] = a.ToBinding()
		}
		return ledgerABI.PackChallengeTransition(f.Epoch, f.Index, f.Prev.ToBinding(), f.Claimed.ToBinding(), nonNil(f.Data),
			f.Pre.ToBinding(), f.Job.ToBinding(), accounts)
	case FraudEpochEnd:
		return ledgerABI.PackChallengeEpochEnd(f.Epoch, f.Claimed.ToBinding())
	case FraudForcedLag:
		return ledgerABI.PackChallengeForcedLag(f.Epoch, f.Forced, f.End.ToBinding())
	}
	panic(fmt.Sprintf("ledger: calldata of %s", f.Kind))
}

// FrontierLevel is the accounts tree level whose FrontierSize nodes every epoch stores on chain (postEpoch's
// frontier), so that a withdrawal proves FrontierLevel levels instead of AccountsDepth.
const (
	FrontierLevel = 14
	FrontierSize  = 1 << (AccountsDepth - FrontierLevel)
)

// Frontier is the accounts tree's nodes at FrontierLevel, as postEpoch takes them.
func (s *State) Frontier() [FrontierSize][32]byte {
	var f [FrontierSize][32]byte
	for i := range f {
		f[i] = s.accounts.node(FrontierLevel, uint64(i))
	}
	return f
}

// WithdrawProofBinding is account index's leaf and its FrontierLevel siblings up to the frontier, as withdraw
// and exitWithdraw take them.
func (s *State) WithdrawProofBinding(index uint32) (ledgerbind.IAsaLedgerTypesAccountLeaf, [FrontierLevel][32]byte) {
	l, p := s.AccountProof(index)
	var short [FrontierLevel][32]byte
	for k := range short {
		short[k] = p[k]
	}
	return l.ToBinding(), short
}

// PostEpochCalldata is the operator's postEpoch call for epoch e closed on state s (its end state: the fields
// and the frontier are read from s, which must be the state e ended in).
func (s *State) PostEpochCalldata(e Epoch) []byte {
	return ledgerbind.NewAsaLedger().PackPostEpoch(e.Number, s.StateFieldsBinding(), e.TransitionsRoot,
		uint32(len(e.Transitions)), e.Cutoff, s.Frontier())
}

// ToBinding is the voucher in the contract's struct (exitSubmit, exitResult, exitExpire, the verifier's views).
func (v Voucher) ToBinding() ledgerbind.IAsaLedgerTypesVoucher { return toABIVoucher(v) }

// TermsBinding is the escrow's Terms in the contract's struct.
func TermsBinding(t settlement.Terms) ledgerbind.IAsaEscrowTypesTerms { return toABITerms(t) }

// ResultBinding is a signed result's fields in the contract's struct.
func ResultBinding(r settlement.Result) ledgerbind.IAsaEscrowTypesResult { return toABIResult(r) }
