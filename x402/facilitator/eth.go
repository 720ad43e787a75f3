package facilitator

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/txmgr"
)

// tokenABIJSON is the part of an EIP-3009 token (USDC v2.2, TestUSDC) the facilitator uses.
const tokenABIJSON = `[
{"type":"function","name":"DOMAIN_SEPARATOR","stateMutability":"view","inputs":[],"outputs":[{"name":"","type":"bytes32"}]},
{"type":"function","name":"balanceOf","stateMutability":"view","inputs":[{"name":"account","type":"address"}],"outputs":[{"name":"","type":"uint256"}]},
{"type":"function","name":"authorizationState","stateMutability":"view","inputs":[{"name":"authorizer","type":"address"},{"name":"nonce","type":"bytes32"}],"outputs":[{"name":"","type":"bool"}]},
{"type":"function","name":"transferWithAuthorization","stateMutability":"nonpayable","inputs":[{"name":"from","type":"address"},{"name":"to","type":"address"},{"name":"value","type":"uint256"},{"name":"validAfter","type":"uint256"},{"name":"validBefore","type":"uint256"},{"name":"nonce","type":"bytes32"},{"name":"signature","type":"bytes"}],"outputs":[]},
{"type":"event","name":"Transfer","anonymous":false,"inputs":[{"name":"from","type":"address","indexed":true},{"name":"to","type":"address","indexed":true},{"name":"value","type":"uint256","indexed":false}]}
]`

var (
	tokenABI    = mustABI(tokenABIJSON)
	transferSig = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))
)

func mustABI(s string) abi.ABI {
	a, err := abi.JSON(strings.NewReader(s))
	if err != nil {
		panic(fmt.Sprintf("x402 facilitator: bad built-in ABI: %v", err))
	}
	return a
}

// Backend is what the ethclient-based implementations need from a node connection;
// *ethclient.Client and ethclient/simulated clients satisfy it.
type Backend interface {
	bind.ContractBackend
	TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
}

// EthChain reads token state through a Backend.
type EthChain struct {
	backend Backend
}

// NewEthChain returns a Chain over backend.
func NewEthChain(backend Backend) *EthChain { return &EthChain{backend: backend} }

func (c *EthChain) call(ctx context.Context, token common.Address, method string, args ...any) ([]any, error) {
	data, err := tokenABI.Pack(method, args...)
	if err != nil {
		return nil, fmt.Errorf("pack %s: %w", method, err)
	}
	out, err := c.backend.CallContract(ctx, ethereum.CallMsg{To: &token, Data: data}, nil)
	if err != nil {
		return nil, fmt.Errorf("call %s on %s: %w", method, token.Hex(), err)
	}
	res, err := tokenABI.Unpack(method, out)
	if err != nil {
		return nil, fmt.Errorf("decode %s result from %s: %w", method, token.Hex(), err)
	}
	return res, nil
}

// DomainSeparator implements Chain.
func (c *EthChain) DomainSeparator(ctx context.Context, token common.Address) ([32]byte, error) {
	res, err := c.call(ctx, token, "DOMAIN_SEPARATOR")
	if err != nil {
		return [32]byte{}, err
	}
	sep, ok := res[0].([32]byte)
	if !ok {
		return [32]byte{}, fmt.Errorf("DOMAIN_SEPARATOR of %s: unexpected %T", token.Hex(), res[0])
	}
	return sep, nil
}

// BalanceOf implements Chain.
func (c *EthChain) BalanceOf(ctx context.Context, token, owner common.Address) (*big.Int, error) {
	res, err := c.call(ctx, token, "balanceOf", owner)
	if err != nil {
		return nil, err
	}
	return res[0].(*big.Int), nil
}

// AuthorizationState implements Chain.
func (c *EthChain) AuthorizationState(ctx context.Context, token, authorizer common.Address, nonce [32]byte) (bool, error) {
	res, err := c.call(ctx, token, "authorizationState", authorizer, nonce)
	if err != nil {
		return false, err
	}
	return res[0].(bool), nil
}

// HasCode implements Chain.
func (c *EthChain) HasCode(ctx context.Context, addr common.Address) (bool, error) {
	code, err := c.backend.CodeAt(ctx, addr, nil)
	if err != nil {
		return false, fmt.Errorf("read code of %s: %w", addr.Hex(), err)
	}
	return len(code) > 0, nil
}

// KindTransfer is the transaction-manager kind of a plain settlement: token.transferWithAuthorization.
const KindTransfer txmgr.Kind = "x402-transfer"

// RegisterKinds registers the facilitator's kinds with a transaction manager's registry. chain answers
// the precheck: an authorization already used on the token (by anyone) is never sent again.
func RegisterKinds(kinds *txmgr.Kinds, chain Chain) error {
	return kinds.Register(KindTransfer, txmgr.KindSpec{
		Precheck: func(ctx context.Context, r txmgr.Record) (txmgr.Check, error) {
			args, err := decodeTransfer(r.Data)
			if err != nil {
				return txmgr.Check{}, err
			}
			used, err := chain.AuthorizationState(ctx, r.To, args.from, args.nonce)
			if err != nil {
				return txmgr.Check{}, fmt.Errorf("authorizationState: %w", err)
			}
			if used {
				return txmgr.Check{Verdict: txmgr.Done, Reason: "authorization already used on the token"}, nil
			}
			return txmgr.Check{Verdict: txmgr.Send}, nil
		},
		Describe: func(r txmgr.Record) string {
			args, err := decodeTransfer(r.Data)
			if err != nil {
				return "transferWithAuthorization(?)"
			}
			return fmt.Sprintf("transferWithAuthorization(from %s, nonce %x)", args.from.Hex(), args.nonce[:4])
		},
	})
}

type transferArgs struct {
	from  common.Address
	nonce [32]byte
}

// decodeTransfer reads transferWithAuthorization calldata back with the token ABI.
func decodeTransfer(data []byte) (transferArgs, error) {
	m := tokenABI.Methods["transferWithAuthorization"]
	if len(data) < 4 || string(data[:4]) != string(m.ID) {
		return transferArgs{}, errors.New("calldata is not transferWithAuthorization")
	}
	vals, err := m.Inputs.Unpack(data[4:])
	if err != nil {
		return transferArgs{}, fmt.Errorf("decode transferWithAuthorization: %w", err)
	}
	from, _ := vals[0].(common.Address)
	nonce, _ := vals[5].([32]byte)
	return transferArgs{from: from, nonce: nonce}, nil
}

// Caller runs eth_call (*ethclient.Client).
type Caller interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// TokenSettler settles by calling token.transferWithAuthorization(from, to, value, validAfter,
// validBefore, nonce, signature) (the bytes-signature form of USDC v2.2 and TestUSDC), sent by the
// settlement key's transaction manager.
type TokenSettler struct {
	caller Caller
	from   common.Address
}

// NewTokenSettler returns a settler whose simulations run from the settlement key from.
func NewTokenSettler(caller Caller, from common.Address) *TokenSettler {
	return &TokenSettler{caller: caller, from: from}
}

func (t *TokenSettler) calldata(s Settlement) ([]byte, error) {
	a := s.Payment.Transfer
	data, err := tokenABI.Pack("transferWithAuthorization", a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce, s.Payment.Signature)
	if err != nil {
		return nil, fmt.Errorf("pack transferWithAuthorization: %w", err)
	}
	return data, nil
}

// Simulate implements Settler.
func (t *TokenSettler) Simulate(ctx context.Context, s Settlement) error {
	data, err := t.calldata(s)
	if err != nil {
		return err
	}
	_, err = t.caller.CallContract(ctx, ethereum.CallMsg{From: t.from, To: &s.Token, Data: data}, nil)
	return err
}

// Intent implements Settler.
func (t *TokenSettler) Intent(s Settlement) (txmgr.Intent, error) {
	data, err := t.calldata(s)
	if err != nil {
		return txmgr.Intent{}, err
	}
	return txmgr.Intent{Kind: KindTransfer, Key: s.Key(), To: s.Token, Data: data}, nil
}

// Confirm implements Settler: the receipt must hold the token's Transfer(from, to, value).
func (t *TokenSettler) Confirm(r *types.Receipt, s Settlement) error {
	return ConfirmTransfer(r, s.Token, s.Payment.Transfer.From, s.Payment.Transfer.To, s.Payment.Transfer.Value)
}

// ConfirmTransfer checks that receipt r holds token's Transfer(from, to, value) log.
func ConfirmTransfer(r *types.Receipt, token, from, to common.Address, value *big.Int) error {
	for _, l := range r.Logs {
		if l.Address != token || len(l.Topics) != 3 || l.Topics[0] != transferSig {
			continue
		}
		if common.BytesToAddress(l.Topics[1][:]) == from && common.BytesToAddress(l.Topics[2][:]) == to &&
			new(big.Int).SetBytes(l.Data).Cmp(value) == 0 {
			return nil
		}
	}
	return fmt.Errorf("no Transfer(%s, %s, %s) log of token %s in transaction %s", from.Hex(), to.Hex(), value, token.Hex(), r.TxHash.Hex())
}
