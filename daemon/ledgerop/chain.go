package ledgerop

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/ledger"
)

// Node is the node access NodeChain needs (*ethclient.Client).
type Node interface {
	Caller
	ethereum.LogFilterer
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	BlockNumber(ctx context.Context) (uint64, error)
}

// ChainState is the ledger's registrations, deposits, requests and forced queue at one block.
type ChainState interface {
	ledger.Chain
	ForcedTransition(k uint64) (ledger.Transition, bool)
}

// NodeChain is Chain on a node: every read at the confirmed head, Confirmations blocks behind the latest.
type NodeChain struct {
	Node          Node
	Ledger        common.Address
	ChainID       *big.Int
	Confirmations uint64
	// FromBlock is the ledger's deployment block (where its events start).
	FromBlock uint64
	// Read reads the ledger's state at a block; prev, when not nil, is the state this NodeChain read last
	// (an incremental reader uses it).
	Read func(ctx context.Context, prev ChainState, block uint64) (ChainState, error)

	last ChainState
}

// Domain implements Chain.
func (n *NodeChain) Domain() ledger.Domain {
	return ledger.Domain{ChainID: n.ChainID, Ledger: n.Ledger}
}

// Params implements Chain.
func (n *NodeChain) Params(ctx context.Context) (Params, error) {
	var p Params
	var err error
	if p.ChallengeWindow, err = call(ctx, n, nil, lb.PackChallengeWindow(), lb.UnpackChallengeWindow); err != nil {
		return Params{}, err
	}
	if p.MinEpochInterval, err = call(ctx, n, nil, lb.PackMinEpochInterval(), lb.UnpackMinEpochInterval); err != nil {
		return Params{}, err
	}
	if p.LivenessTimeout, err = call(ctx, n, nil, lb.PackLivenessTimeout(), lb.UnpackLivenessTimeout); err != nil {
		return Params{}, err
	}
	if p.Operator, err = call(ctx, n, nil, lb.PackOperator(), lb.UnpackOperator); err != nil {
		return Params{}, err
	}
	return p, nil
}

// Confirmed implements Chain.
func (n *NodeChain) Confirmed(ctx context.Context) (View, error) {
	if n.Read == nil {
		return View{}, errors.New("ledgerop: NodeChain.Read is not set")
	}
	latest, err := n.Node.BlockNumber(ctx)
	if err != nil {
		return View{}, fmt.Errorf("block number: %w", err)
	}
	block := uint64(0)
	if latest > n.Confirmations {
		block = latest - n.Confirmations
	}
	h, err := n.Node.HeaderByNumber(ctx, new(big.Int).SetUint64(block))
	if err != nil {
		return View{}, fmt.Errorf("header %d: %w", block, err)
	}
	at := new(big.Int).SetUint64(block)
	v := View{Block: block, Time: h.Time}
	if v.LastEpoch, err = call(ctx, n, at, lb.PackLastEpoch(), lb.UnpackLastEpoch); err != nil {
		return View{}, err
	}
	if v.ExitMode, err = call(ctx, n, at, lb.PackExitMode(), lb.UnpackExitMode); err != nil {
		return View{}, err
	}
	bond, err := call(ctx, n, at, lb.PackBond(), lb.UnpackBond)
	if err != nil {
		return View{}, err
	}
	need, err := call(ctx, n, at, lb.PackBondAmount(), lb.UnpackBondAmount)
	if err != nil {
		return View{}, err
	}
	v.Bonded = bond.Cmp(need) >= 0
	st, err := n.Read(ctx, n.last, block)
	if err != nil {
		return View{}, fmt.Errorf("ledger state at block %d: %w", block, err)
	}
	n.last, v.State = st, st
	return v, nil
}

// ReadWith is a NodeChain.Read over r: a full read the first time, a refresh from the logs after that.
func ReadWith(r *ledger.Reader) func(ctx context.Context, prev ChainState, block uint64) (ChainState, error) {
	return func(ctx context.Context, prev ChainState, block uint64) (ChainState, error) {
		if p, ok := prev.(*ledger.Snapshot); ok && p != nil {
			return r.Refresh(ctx, p, block)
		}
		return r.Read(ctx, block)
	}
}

// FirstBlock implements Chain.
func (n *NodeChain) FirstBlock() uint64 { return n.FromBlock }

// DataRequests implements Chain, 10,000 blocks per log query.
func (n *NodeChain) DataRequests(ctx context.Context, from uint64) ([]DataRequest, uint64, error) {
	head, err := n.Node.BlockNumber(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("block number: %w", err)
	}
	id := ledgerABI.Events["DataRequested"].ID
	var out []DataRequest
	for lo := from; lo <= head; lo += 10_000 {
		hi := min(lo+9_999, head)
		logs, err := n.Node.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(lo), ToBlock: new(big.Int).SetUint64(hi),
			Addresses: []common.Address{n.Ledger}, Topics: [][]common.Hash{{id}}})
		if err != nil {
			return nil, 0, fmt.Errorf("DataRequested logs %d..%d: %w", lo, hi, err)
		}
		for i := range logs {
			ev, err := lb.UnpackDataRequestedEvent(&logs[i])
			if err != nil {
				return nil, 0, fmt.Errorf("DataRequested log: %w", err)
			}
			out = append(out, DataRequest{Epoch: ev.Epoch, IsTransition: ev.IsTransition, Index: ev.Index, Block: logs[i].BlockNumber})
		}
	}
	return out, head, nil
}

// EpochAt implements Chain: the zero OnchainEpoch when the ledger holds no epoch number at block.
func (n *NodeChain) EpochAt(ctx context.Context, number, block uint64) (OnchainEpoch, error) {
	var at *big.Int
	if block != 0 {
		at = new(big.Int).SetUint64(block)
	}
	last, err := call(ctx, n, at, lb.PackLastEpoch(), lb.UnpackLastEpoch)
	if err != nil {
		return OnchainEpoch{}, err
	}
	if number > last || number == 0 {
		return OnchainEpoch{}, nil
	}
	e, err := call(ctx, n, at, lb.PackEpochs(number), lb.UnpackEpochs)
	if err != nil {
		return OnchainEpoch{}, err
	}
	return OnchainEpoch{StateRoot: e.StateRoot, TransitionsRoot: e.TransitionsRoot, Count: e.Count, Cutoff: e.Cutoff, PostedAt: e.PostedAt}, nil
}

func call[T any](ctx context.Context, n *NodeChain, block *big.Int, data []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	out, err := n.Node.CallContract(ctx, ethereum.CallMsg{To: &n.Ledger, Data: data}, block)
	if err != nil {
		return zero, fmt.Errorf("ledger call at block %v: %w", block, err)
	}
	v, err := unpack(out)
	if err != nil {
		return zero, fmt.Errorf("ledger call at block %v: decode: %w", block, err)
	}
	return v, nil
}
