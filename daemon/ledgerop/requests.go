package ledgerop

import (
	"context"
	"fmt"

	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/txmgr"
)

// KindPublish answers a data request on chain: publishTransition(epoch, index, witness, data) or
// publishAccount(epoch, index, fields, leaf, path). An unanswered request voids the epoch at three quarters
// of the challenge window and takes the whole bond, so the operator answers every one, at once.
const KindPublish txmgr.Kind = "ledger-publish"

// DataRequest is one DataRequested event: a party asked on chain for a transition or an account leaf of an
// epoch.
type DataRequest struct {
	Epoch        uint64
	IsTransition bool
	Index        uint32
	Block        uint64
}

// answerRequests journals an answer to every data request made since the last scan, for the epochs this
// operator stored. It reads up to the latest block (an answer sent early is only gas; one sent late is the
// bond), from the earliest epoch not yet final when the operator starts.
func (o *Operator) answerRequests(ctx context.Context) error {
	from := o.scanned + 1
	if o.scanned == 0 {
		from = o.firstUnfinalBlock(ctx)
	}
	reqs, head, err := o.cfg.Chain.DataRequests(ctx, from)
	if err != nil {
		return fmt.Errorf("ledgerop: data requests: %w", err)
	}
	var ins []txmgr.Intent
	accounts := map[uint64][]uint32{} // epoch -> account indexes asked for
	for _, r := range reqs {
		if r.Epoch == 0 || r.Epoch > o.headN {
			continue // not an epoch of this store
		}
		if r.IsTransition {
			in, err := o.publishTransition(ctx, r)
			if err != nil {
				return err
			}
			ins = append(ins, in)
			continue
		}
		accounts[r.Epoch] = append(accounts[r.Epoch], r.Index)
	}
	for epoch, idx := range accounts {
		more, err := o.publishAccounts(ctx, epoch, idx)
		if err != nil {
			return err
		}
		ins = append(ins, more...)
	}
	if len(ins) > 0 {
		if _, err := o.cfg.Submitter.SubmitBatch(ctx, ins); err != nil {
			return fmt.Errorf("ledgerop: journal %d data answers: %w", len(ins), err)
		}
		o.cfg.Metrics.Answered(len(ins))
		o.log.Warn("answered data requests on chain", "answers", len(ins))
	}
	o.scanned = head
	return nil
}

// firstUnfinalBlock is the block of the post of the earliest stored epoch not yet final (the journal knows
// it), or the ledger's first block.
func (o *Operator) firstUnfinalBlock(ctx context.Context) uint64 {
	for _, e := range o.epochs {
		if e.Status == store.EpochFinal {
			continue
		}
		if rec, err := o.cfg.Submitter.Get(ctx, e.PostKey); err == nil && rec.BlockNumber > 0 {
			return rec.BlockNumber
		}
		break
	}
	return o.cfg.Chain.FirstBlock()
}

func (o *Operator) publishTransition(ctx context.Context, r DataRequest) (txmgr.Intent, error) {
	p, err := o.stored(ctx, r.Epoch)
	if err != nil {
		return txmgr.Intent{}, err
	}
	if int(r.Index) >= len(p.Transitions) {
		return txmgr.Intent{}, fmt.Errorf("ledgerop: a request for transition %d of epoch %d, which has %d", r.Index, r.Epoch, len(p.Transitions))
	}
	w := p.TransitionProof(int(r.Index))
	return txmgr.Intent{Kind: KindPublish, Key: fmt.Sprintf("ledger-publish:%s:%d:t%d", o.dom.Ledger.Hex(), r.Epoch, r.Index),
		To: o.dom.Ledger, Data: lb.PackPublishTransition(r.Epoch, r.Index, w.ToBinding(), p.Transitions[r.Index].Data)}, nil
}

// publishAccounts answers the account requests of one epoch from its end state: the head or final state
// when it is one of those, else the final state replayed through the stored epochs up to it (once for all
// the epoch's requests).
func (o *Operator) publishAccounts(ctx context.Context, epoch uint64, idx []uint32) ([]txmgr.Intent, error) {
	var st *ledger.State
	switch epoch {
	case o.headN:
		st = o.head
	case o.finalN:
		st = o.final
	default:
		if epoch < o.finalN {
			return nil, nil // final: no request can be pending for it
		}
		st = o.final.Clone()
		view := o.view.Load()
		for n := o.finalN + 1; n <= epoch; n++ {
			if err := o.replay(ctx, st, view.State, o.epochs[n-1], nil); err != nil {
				return nil, err
			}
		}
	}
	fields := st.StateFieldsBinding()
	var ins []txmgr.Intent
	for _, i := range idx {
		leaf, path := st.AccountProof(i)
		var p [ledger.AccountsDepth][32]byte
		for k := range p {
			p[k] = path[k]
		}
		ins = append(ins, txmgr.Intent{Kind: KindPublish, Key: fmt.Sprintf("ledger-publish:%s:%d:a%d", o.dom.Ledger.Hex(), epoch, i),
			To: o.dom.Ledger, Data: lb.PackPublishAccount(epoch, i, fields, leaf.ToBinding(), p)})
	}
	return ins, nil
}

// stored is epoch n's data as stored.
func (o *Operator) stored(ctx context.Context, n uint64) (ledger.PostedEpoch, error) {
	e := o.epochs[n-1]
	p := ledger.PostedEpoch{Number: n, Cutoff: e.Cutoff, StateRoot: e.StateRoot, TransitionsRoot: e.TransitionsRoot}
	err := o.eachStored(ctx, e, func(t store.LedgerTransition) error {
		p.Transitions = append(p.Transitions, ledger.Transition{Kind: ledger.Kind(t.Kind), Data: t.Data})
		p.PostStates = append(p.PostStates, t.Post)
		return nil
	})
	return p, err
}
