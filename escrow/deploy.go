// Package escrow is the Go side of the on-chain escrow: deploying it (and the dev token), and typed helpers
// around the generated bindings that the CLI, the daemon and the tests share. It holds no business rules:
// payout math lives in package settlement, transaction sending for the daemon in daemon/txmgr.
package escrow

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
)

// Backend is what deploying and transacting need from a chain client (ethclient.Client and the simulated
// backend's client both satisfy it).
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
}

// Deployment describes a deployed escrow; `asa deploy` prints it as JSON.
type Deployment struct {
	ChainID      uint64         `json:"chainId"`
	Escrow       common.Address `json:"escrow"`
	Token        common.Address `json:"token"`
	DeployBlock  uint64         `json:"deployBlock"`
	TokenName    string         `json:"tokenName,omitempty"`
	TokenVersion string         `json:"tokenVersion,omitempty"`
	DevToken     bool           `json:"devToken"`
}

// DevTokenOptions names the EIP-712 domain of the dev token (USDC on Base: "USD Coin"/"2").
type DevTokenOptions struct {
	Name    string
	Version string
	Symbol  string
}

// DefaultDevToken is the USDC-like domain the dev token uses unless told otherwise.
var DefaultDevToken = DevTokenOptions{Name: "USD Coin", Version: "2", Symbol: "USDC"}

// DeployEscrow deploys AsaEscrow for `token` and waits until it is mined.
func DeployEscrow(ctx context.Context, b Backend, opts *bind.TransactOpts, token common.Address) (common.Address, *types.Receipt, error) {
	if token == (common.Address{}) {
		return common.Address{}, nil, errors.New("deploy escrow: token address is zero")
	}
	input := bindings.NewAsaEscrow().PackConstructor(token)
	return deploy(ctx, b, opts, bindings.AsaEscrowMetaData.Bin, input, "AsaEscrow")
}

// DeployDevToken deploys the TestUSDC dev token (never for real networks) and waits until it is mined.
func DeployDevToken(ctx context.Context, b Backend, opts *bind.TransactOpts, o DevTokenOptions) (common.Address, *types.Receipt, error) {
	input := bindings.NewTestUSDC().PackConstructor(o.Name, o.Version, o.Symbol)
	return deploy(ctx, b, opts, bindings.TestUSDCMetaData.Bin, input, "TestUSDC")
}

// MintDevToken mints `amount` of the dev token to each account, waiting for every transaction.
func MintDevToken(ctx context.Context, b Backend, opts *bind.TransactOpts, token common.Address, amount *big.Int, to ...common.Address) error {
	c := bindings.NewTestUSDC().Instance(b, token)
	for _, a := range to {
		tx, err := bind.Transact(c, opts, bindings.NewTestUSDC().PackMint(a, amount))
		if err != nil {
			return fmt.Errorf("mint to %s: %w", a, err)
		}
		if _, err := WaitSuccess(ctx, b, tx); err != nil {
			return fmt.Errorf("mint to %s: %w", a, err)
		}
	}
	return nil
}

func deploy(ctx context.Context, b Backend, opts *bind.TransactOpts, bin string, input []byte, name string) (common.Address, *types.Receipt, error) {
	addr, tx, err := bind.DeployContract(opts, common.FromHex(bin), b, input)
	if err != nil {
		return common.Address{}, nil, fmt.Errorf("deploy %s: %w", name, err)
	}
	rcpt, err := WaitSuccess(ctx, b, tx)
	if err != nil {
		return common.Address{}, nil, fmt.Errorf("deploy %s: %w", name, err)
	}
	return addr, rcpt, nil
}

// WaitSuccess waits for tx to be mined and fails when it reverted.
func WaitSuccess(ctx context.Context, b bind.DeployBackend, tx *types.Transaction) (*types.Receipt, error) {
	rcpt, err := bind.WaitMined(ctx, b, tx.Hash())
	if err != nil {
		return nil, fmt.Errorf("wait for %s: %w", tx.Hash(), err)
	}
	if rcpt.Status != types.ReceiptStatusSuccessful {
		return rcpt, fmt.Errorf("transaction %s reverted (block %d)", tx.Hash(), rcpt.BlockNumber)
	}
	return rcpt, nil
}
