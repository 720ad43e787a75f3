package ledgerop

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// KindPostEpoch posts one epoch: postEpoch(epoch, fields, transitionsRoot, count, cutoff, frontier). Its key
// names the ledger, the epoch and the state root, so that an epoch rebuilt after a refused post is a new
// intent.
const KindPostEpoch txmgr.Kind = "ledger-post-epoch"

// KindDeposit executes a party's x402 deposit into its own balance: depositWithAuthorization(from, amount,
// validAfter, validBefore, nonce, signature), sent by the x402 settlement key (the daemon's paywall). Its key
// is the authorization's (facilitator.AuthorizationKey): one intent per authorization, whatever route it came by.
const KindDeposit txmgr.Kind = "ledger-deposit"

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
	// Sent while the call would succeed; done when it reverts (the authorization is used and its deposit
	// address already swept, the ledger is in exit mode, the deposit does not cover the registration fee).
	if err := kinds.Register(KindDeposit, txmgr.KindSpec{
		Precheck: func(ctx context.Context, r txmgr.Record) (txmgr.Check, error) { return intents.Simulate(ctx, chain, r) },
		Judge:    intents.JudgeSimulation,
		Describe: describeDeposit,
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

// DepositIntent is the intent that executes from's EIP-3009 authorization a into its balance on ledger
// (chainID and token name the authorization's key).
func DepositIntent(chainID *big.Int, token, ledgerAddr common.Address, a intents.Authorization, amount *big.Int) txmgr.Intent {
	return txmgr.Intent{
		Kind: KindDeposit, Key: facilitator.AuthorizationKey(chainID, token, a.From, a.Nonce), To: ledgerAddr,
		Data: lb.PackDepositWithAuthorization(a.From, amount, a.ValidAfter, a.ValidBefore, a.Nonce, a.Signature),
	}
}

// DepositOf reads the account and amount back from depositWithAuthorization calldata; ok is false for any
// other call.
func DepositOf(data []byte) (from common.Address, amount *big.Int, ok bool) {
	m := ledgerABI.Methods["depositWithAuthorization"]
	if len(data) < 4 || !bytes.Equal(data[:4], m.ID) {
		return common.Address{}, nil, false
	}
	vs, err := m.Inputs.Unpack(data[4:])
	if err != nil || len(vs) < 2 {
		return common.Address{}, nil, false
	}
	from, ok1 := vs[0].(common.Address)
	amount, ok2 := vs[1].(*big.Int)
	return from, amount, ok1 && ok2
}

func describeDeposit(r txmgr.Record) string {
	from, amount, ok := DepositOf(r.Data)
	if !ok {
		return "depositWithAuthorization(?)"
	}
	return fmt.Sprintf("depositWithAuthorization(%s, %s)", from.Hex(), amount)
}
