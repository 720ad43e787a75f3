// Package escrow is the Go side of the on-chain escrow: deploying it (and the dev token), and typed helpers
// around the generated bindings that the CLI, the daemon and the tests share. It holds no business rules:
// payout math lives in package settlement, transaction sending for the daemon in daemon/txmgr.
package escrow

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
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
	// The ERC-8004 registries that agent-id parties resolve through and outcomes are written to: the dev
	// registries `asa deploy --dev` deploys, or the network profile's published ones. Zero: none.
	IdentityRegistry   common.Address `json:"identityRegistry,omitempty"`
	ReputationRegistry common.Address `json:"reputationRegistry,omitempty"`
	ValidationRegistry common.Address `json:"validationRegistry,omitempty"`
	// EvaluatorPool is the escrow's pool of staked evaluators (issue 23): agreements that draw their
	// evaluators, backup or resolver name one of its seats. Zero: none deployed.
	EvaluatorPool common.Address `json:"evaluatorPool,omitempty"`
	// CanaryOperator is the pool's canary operator (its Config), for the daemon and the CLI.
	CanaryOperator common.Address `json:"canaryOperator,omitempty"`
}

// DevTokenOptions names the EIP-712 domain of the dev token (USDC on Base: "USD Coin"/"2") and its proxy admin.
type DevTokenOptions struct {
	Name    string
	Version string
	Symbol  string
	// ProxyAdmin may upgrade the token's proxy and can do nothing else with the token (as on USDC, the proxy
	// admin cannot call the token through its proxy). It must not be the deployer, who holds every token role.
	// Zero means NoProxyAdmin: nobody can upgrade.
	ProxyAdmin common.Address
}

// DefaultDevToken is the USDC-like domain the dev token uses unless told otherwise.
var DefaultDevToken = DevTokenOptions{Name: "USD Coin", Version: "2", Symbol: "USDC"}

// NoProxyAdmin is the dev token's proxy admin unless one is named: an address whose key nobody holds.
var NoProxyAdmin = common.HexToAddress("0x000000000000000000000000000000000000dEaD")

// DeployEscrow deploys AsaEscrow for `token` and waits until it is mined.
func DeployEscrow(ctx context.Context, b Backend, opts *bind.TransactOpts, token common.Address) (common.Address, *types.Receipt, error) {
	if token == (common.Address{}) {
		return common.Address{}, nil, errors.New("deploy escrow: token address is zero")
	}
	input := bindings.NewAsaEscrow().PackConstructor(token)
	return deploy(ctx, b, opts, bindings.AsaEscrowMetaData.Bin, input, "AsaEscrow")
}

// DeployDevToken deploys the dev token (never for real networks) as USDC is deployed: the signature library,
// the TestUSDC implementation linked to it, and a TestUSDCProxy in front, handed to o.ProxyAdmin. The
// deployer becomes owner, master minter, pauser, blacklister and a minter with an unlimited allowance.
// It returns the proxy, the token's address, once every transaction is mined.
func DeployDevToken(ctx context.Context, b Backend, opts *bind.TransactOpts, o DevTokenOptions) (common.Address, *types.Receipt, error) {
	admin := o.ProxyAdmin
	if admin == (common.Address{}) {
		admin = NoProxyAdmin
	}
	if admin == opts.From {
		return common.Address{}, nil, fmt.Errorf("deploy dev token: the proxy admin %s cannot be the deployer, who holds the token roles (a proxy admin cannot use the token)", admin)
	}
	tok := bindings.NewTestUSDC()
	impl := bindings.TestUSDCMetaData.ID
	res, err := bind.LinkAndDeploy(&bind.DeploymentParams{
		Contracts: []*bind.MetaData{&bindings.TestUSDCMetaData},
		Inputs:    map[string][]byte{impl: tok.PackConstructor(o.Version)},
	}, func(input, code []byte) (common.Address, *types.Transaction, error) {
		addr, tx, err := bind.DeployContract(opts, code, b, input)
		if err != nil {
			return common.Address{}, nil, err
		}
		_, err = WaitSuccess(ctx, b, tx)
		return addr, tx, err
	})
	if err != nil {
		return common.Address{}, nil, fmt.Errorf("deploy TestUSDC implementation: %w", err)
	}
	proxy, rcpt, err := deploy(ctx, b, opts, bindings.TestUSDCProxyMetaData.Bin,
		bindings.NewTestUSDCProxy().PackConstructor(res.Addresses[impl]), "TestUSDCProxy")
	if err != nil {
		return common.Address{}, nil, err
	}
	steps := []struct {
		what string
		data []byte
	}{
		{"hand the proxy to its admin", bindings.NewTestUSDCProxy().PackChangeAdmin(admin)},
		{"initialize", tok.PackInitialize(o.Name, o.Symbol, "USD", 6, opts.From, opts.From, opts.From, opts.From)},
		{"configure the deployer as minter", tok.PackConfigureMinter(opts.From, abi.MaxUint256)},
	}
	c := bind.NewBoundContract(proxy, abi.ABI{}, b, b, b)
	for _, s := range steps {
		tx, err := c.RawTransact(opts, s.data)
		if err != nil {
			return common.Address{}, nil, fmt.Errorf("deploy dev token: %s: %w", s.what, err)
		}
		if _, err := WaitSuccess(ctx, b, tx); err != nil {
			return common.Address{}, nil, fmt.Errorf("deploy dev token: %s: %w", s.what, err)
		}
	}
	return proxy, rcpt, nil
}

// MintDevToken mints `amount` of the dev token to each account, waiting for every transaction; opts must be
// a minter's (the deployer of DeployDevToken is).
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
	rcpt, err := waitMined(ctx, b, tx.Hash())
	if err != nil {
		return nil, fmt.Errorf("wait for %s: %w", tx.Hash(), err)
	}
	if rcpt.Status != types.ReceiptStatusSuccessful {
		return rcpt, fmt.Errorf("transaction %s reverted (block %d)", tx.Hash(), rcpt.BlockNumber)
	}
	return rcpt, nil
}

// waitMined polls for a transaction's receipt, first every 20 ms and backing off to once a second: a local
// chain mines at once but may answer the first receipt query before it has the block, and bind.WaitMined's
// fixed one-second tick then costs a second per transaction.
func waitMined(ctx context.Context, b bind.DeployBackend, hash common.Hash) (*types.Receipt, error) {
	wait := 20 * time.Millisecond
	for {
		rcpt, err := b.TransactionReceipt(ctx, hash)
		if err == nil {
			return rcpt, nil
		}
		timer := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			timer.Stop()
			return nil, ctx.Err()
		case <-timer.C:
		}
		wait = min(2*wait, time.Second)
	}
}
