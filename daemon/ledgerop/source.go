package ledgerop

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
)

var _ proofs.Source = (*Operator)(nil)

// Info implements proofs.Source.
func (o *Operator) Info(ctx context.Context) (proofs.Info, error) {
	pending, err := o.cfg.Store.LedgerPendingCount(ctx)
	if err != nil {
		return proofs.Info{}, err
	}
	o.mu.RLock()
	defer o.mu.RUnlock()
	return proofs.Info{Ledger: o.dom.Ledger, ChainID: o.dom.ChainID.Uint64(), Operator: o.params.Operator,
		Latest: o.headN, Final: o.finalN, Pending: pending}, nil
}

// Epoch implements proofs.Source.
func (o *Operator) Epoch(ctx context.Context, n uint64) (proofs.Epoch, error) {
	e, err := o.cfg.Store.LedgerEpochAt(ctx, n)
	if errors.Is(err, store.ErrNotFound) {
		return proofs.Epoch{}, fmt.Errorf("epoch %d: %w", n, proofs.ErrNotFound)
	}
	if err != nil {
		return proofs.Epoch{}, err
	}
	return wireEpoch(e), nil
}

func wireEpoch(e store.LedgerEpoch) proofs.Epoch {
	w := proofs.Epoch{Number: e.Number, Cutoff: e.Cutoff, StateRoot: e.StateRoot, PrevRoot: e.PrevRoot,
		TransitionsRoot: e.TransitionsRoot, Count: e.Count, Status: e.Status,
		Fields: proofs.FieldsOf(ledger.StateFields{AccountsRoot: e.AccountsRoot, JobsRoot: e.JobsRoot, JobCount: e.JobCount, ForcedCount: e.ForcedCount})}
	if e.PostedTx != (common.Hash{}) {
		tx := e.PostedTx
		w.PostedTx = &tx
	}
	return w
}

// Transitions implements proofs.Source.
func (o *Operator) Transitions(ctx context.Context, n uint64, from uint32, limit int) (proofs.Transitions, error) {
	e, err := o.Epoch(ctx, n)
	if err != nil {
		return proofs.Transitions{}, err
	}
	trs, err := o.cfg.Store.LedgerTransitions(ctx, n, from, limit)
	if err != nil {
		return proofs.Transitions{}, err
	}
	out := proofs.Transitions{Epoch: n, Count: e.Count, Transitions: make([]proofs.Transition, len(trs))}
	for i, t := range trs {
		out.Transitions[i] = proofs.Transition{Index: t.Index, Kind: t.Kind, Data: t.Data, Post: t.Post}
	}
	return out, nil
}

// Account implements proofs.Source. The operator keeps two states: after the latest epoch and after the
// latest final one (what withdraw takes, and in exit mode what exitWithdraw takes once the exit epoch is
// the last final one); epoch 0 asks for the latest final epoch, or the latest when none is final yet.
func (o *Operator) Account(_ context.Context, account common.Address, epoch uint64) (proofs.Account, error) {
	o.mu.RLock()
	defer o.mu.RUnlock()
	view := o.view.Load()
	if !o.loaded || view == nil {
		return proofs.Account{}, fmt.Errorf("%w: the operator is loading its epochs", proofs.ErrUnavailable)
	}
	st, n, final := o.final, o.finalN, true
	switch {
	case epoch == 0 && o.finalN == 0, epoch != 0 && epoch == o.headN && epoch != o.finalN:
		st, n, final = o.head, o.headN, o.headN == o.finalN
	case epoch != 0 && epoch != o.finalN:
		return proofs.Account{}, fmt.Errorf("%w: proofs are kept at the latest epoch (%d) and the latest final one (%d), not at %d",
			proofs.ErrNotFound, o.headN, o.finalN, epoch)
	}
	i := view.State.AccountIndex(account)
	if i == 0 {
		return proofs.Account{}, fmt.Errorf("%w: %s has no account on the ledger", proofs.ErrNotFound, account)
	}
	return AccountAt(st, n, final, account, i), nil
}

var _ proofs.JobSource = (*Operator)(nil)

// Job implements proofs.JobSource: the job in slot at the latest epoch, with its voucher while it is open.
func (o *Operator) Job(_ context.Context, slot uint32) (proofs.Job, error) {
	o.mu.RLock()
	defer o.mu.RUnlock()
	if !o.loaded || o.head == nil {
		return proofs.Job{}, fmt.Errorf("%w: the operator is loading its epochs", proofs.ErrUnavailable)
	}
	f := o.head.Fields()
	if uint64(slot) >= f.JobCount {
		return proofs.Job{}, fmt.Errorf("%w: the latest epoch (%d) holds %d jobs (slots 0..%d)", proofs.ErrNotFound, o.headN, f.JobCount, int64(f.JobCount)-1)
	}
	leaf, proof := o.head.JobProof(slot)
	var v *ledger.Voucher
	if j, ok := o.jobs[slot]; ok {
		v = &j.v
	}
	return proofs.JobOf(slot, o.headN, leaf, proof[:], f.JobsRoot, v), nil
}

// AccountAt is account's answer from state st (the state after epoch n).
func AccountAt(st *ledger.State, n uint64, final bool, account common.Address, index uint32) proofs.Account {
	leaf, full := st.AccountProof(index)
	a := proofs.Account{Address: account, Index: index, Epoch: n, Final: final, Leaf: proofs.LeafOf(leaf),
		Balance: leaf.Balance().String(), Full: full[:], Path: append([]common.Hash(nil), full[:ledger.FrontierLevel]...),
		AccountsRoot: st.Fields().AccountsRoot}
	return a
}
