package ledgerop

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/txmgr"
)

// KindPostEpoch posts one epoch: postEpoch(epoch, fields, transitionsRoot, count, cutoff, frontier). Its key
// names the ledger, the epoch and the state root, so that an epoch rebuilt after a refused post is a new
// intent.
const KindPostEpoch txmgr.Kind = "ledger-post-epoch"

// Caller is the eth_call access the precheck needs (*ethclient.Client).
type Caller interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

var (
	lb        = ledgerbind.NewAsaLedger()
	ledgerABI = func() *abi.ABI {
		a, err := ledgerbind.AsaLedgerMetaData.ParseABI()
		if err != nil {
			panic("ledgerop: ledger ABI: " + err.Error())
		}
		return a
	}()
)

// postArgs are the fields of a postEpoch call the precheck and the logs read back.
type postArgs struct {
	Epoch  uint64
	Count  uint32
	Cutoff uint64
}

// unpackPost reads a postEpoch call's arguments with the ledger's ABI.
func unpackPost(data []byte) (postArgs, error) {
	m := ledgerABI.Methods["postEpoch"]
	if len(data) < 4 || !bytes.Equal(data[:4], m.ID) {
		return postArgs{}, errors.New("not a postEpoch call")
	}
	vs, err := m.Inputs.Unpack(data[4:])
	if err != nil {
		return postArgs{}, err
	}
	return postArgs{Epoch: vs[0].(uint64), Count: vs[3].(uint32), Cutoff: vs[4].(uint64)}, nil
}

// Register adds the operator's intent kinds to kinds.
func Register(kinds *txmgr.Kinds, chain Caller) error {
	if err := kinds.Register(KindPostEpoch, txmgr.KindSpec{
		Precheck: func(ctx context.Context, r txmgr.Record) (txmgr.Check, error) { return checkPost(ctx, chain, r) },
		Describe: describePost,
	}); err != nil {
		return err
	}
	return kinds.Register(KindPublish, txmgr.KindSpec{
		// Send while the call would succeed; done when it reverts (the epoch is final or voided, or the
		// data was published already by someone: publishing is open to anyone).
		Precheck: func(ctx context.Context, r txmgr.Record) (txmgr.Check, error) { return intents.Simulate(ctx, chain, r) },
		Describe: func(txmgr.Record) string { return "publish (a data request's answer)" },
	})
}

// checkPost: done once the chain holds the epoch (this post mined, or another one: the operator compares the
// roots), send while the call would succeed, done with the revert's reason when it would not (the operator
// then rebuilds the epoch).
func checkPost(ctx context.Context, chain Caller, r txmgr.Record) (txmgr.Check, error) {
	args, err := unpackPost(r.Data)
	if err != nil {
		return txmgr.Check{Verdict: txmgr.Done, Reason: "undecodable postEpoch: " + err.Error()}, nil
	}
	out, err := chain.CallContract(ctx, ethereum.CallMsg{To: &r.To, Data: lb.PackLastEpoch()}, nil)
	if err != nil {
		return txmgr.Check{}, fmt.Errorf("lastEpoch: %w", err)
	}
	last, err := lb.UnpackLastEpoch(out)
	if err != nil {
		return txmgr.Check{}, fmt.Errorf("lastEpoch: %w", err)
	}
	if last >= args.Epoch {
		return txmgr.Check{Verdict: txmgr.Done, Reason: fmt.Sprintf("the ledger holds epoch %d already", args.Epoch)}, nil
	}
	return intents.Simulate(ctx, chain, r)
}

func describePost(r txmgr.Record) string {
	args, err := unpackPost(r.Data)
	if err != nil {
		return "postEpoch(?)"
	}
	return fmt.Sprintf("postEpoch(%d, %d transitions, cutoff %d)", args.Epoch, args.Count, args.Cutoff)
}
