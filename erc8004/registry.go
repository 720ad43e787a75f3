// Package erc8004 is the Go side of the ERC-8004 ("Trustless Agents") registries: deploying the dev
// registries of contracts/src/erc8004, registering agents, the AgentWalletSet consent (EIP-712) that moves an
// agent's payment wallet, reading agents and feedback, and resolving an agent reference (an agent id, or the
// CAIP-style eip155:<chain>:<registry>:<agentId>) to the wallet the escrow pays.
package erc8004

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/signer"
)

// Registries are the addresses of one chain's ERC-8004 registries.
type Registries struct {
	Identity   common.Address `json:"identityRegistry"`
	Reputation common.Address `json:"reputationRegistry"`
	Validation common.Address `json:"validationRegistry,omitempty"`
}

// Deploy deploys the dev Identity, Reputation and Validation registries and points the latter two at the
// first (ERC-8004's initialize(identityRegistry_)), waiting for every transaction. Dev chains only: real
// networks use the registries their authors deployed (see the network profiles).
func Deploy(ctx context.Context, b escrow.Backend, opts *bind.TransactOpts) (Registries, error) {
	var r Registries
	var err error
	if r.Identity, err = deploy(ctx, b, opts, bindings.IdentityRegistryMetaData.Bin, "IdentityRegistry"); err != nil {
		return r, err
	}
	if r.Reputation, err = deploy(ctx, b, opts, bindings.ReputationRegistryMetaData.Bin, "ReputationRegistry"); err != nil {
		return r, err
	}
	if r.Validation, err = deploy(ctx, b, opts, bindings.ValidationRegistryMetaData.Bin, "ValidationRegistry"); err != nil {
		return r, err
	}
	if err := transact(ctx, b, opts, r.Reputation, bindings.NewReputationRegistry().PackInitialize(r.Identity)); err != nil {
		return r, fmt.Errorf("initialize ReputationRegistry: %w", err)
	}
	if err := transact(ctx, b, opts, r.Validation, bindings.NewValidationRegistry().PackInitialize(r.Identity)); err != nil {
		return r, fmt.Errorf("initialize ValidationRegistry: %w", err)
	}
	return r, nil
}

func deploy(ctx context.Context, b escrow.Backend, opts *bind.TransactOpts, bin, name string) (common.Address, error) {
	addr, tx, err := bind.DeployContract(opts, common.FromHex(bin), b, nil)
	if err != nil {
		return common.Address{}, fmt.Errorf("deploy %s: %w", name, err)
	}
	if _, err := escrow.WaitSuccess(ctx, b, tx); err != nil {
		return common.Address{}, fmt.Errorf("deploy %s: %w", name, err)
	}
	return addr, nil
}

func transact(ctx context.Context, b escrow.Backend, opts *bind.TransactOpts, to common.Address, data []byte) error {
	_, err := transactReceipt(ctx, b, opts, to, data)
	return err
}

func transactReceipt(ctx context.Context, b escrow.Backend, opts *bind.TransactOpts, to common.Address, data []byte) (*types.Receipt, error) {
	c := bind.NewBoundContract(to, abi.ABI{}, b, b, b)
	tx, err := c.RawTransact(opts, data)
	if err != nil {
		return nil, escrow.Describe(err, "")
	}
	return escrow.WaitSuccess(ctx, b, tx)
}

// Register mints an agent to opts.From with the registration file URI (may be empty) and returns its id,
// read from the Registered event.
func Register(ctx context.Context, b escrow.Backend, opts *bind.TransactOpts, identity common.Address, agentURI string) (*big.Int, error) {
	reg := bindings.NewIdentityRegistry()
	data := reg.PackRegister()
	if agentURI != "" {
		data = reg.PackRegister1(agentURI)
	}
	rcpt, err := transactReceipt(ctx, b, opts, identity, data)
	if err != nil {
		return nil, fmt.Errorf("register agent: %w", err)
	}
	for _, l := range rcpt.Logs {
		if l.Address != identity {
			continue
		}
		if ev, err := reg.UnpackRegisteredEvent(l); err == nil {
			return ev.AgentId, nil
		}
	}
	return nil, errors.New("register agent: the receipt has no Registered event")
}

// AgentWalletSetTypeHash is keccak256("AgentWalletSet(uint256 agentId,address newWallet,address owner,uint256 deadline)"),
// the consent a new wallet signs (the ERC authors' reference registry uses this type).
var AgentWalletSetTypeHash = crypto.Keccak256Hash([]byte("AgentWalletSet(uint256 agentId,address newWallet,address owner,uint256 deadline)"))

// domainTypeHash is EIP-712's EIP712Domain(string name,string version,uint256 chainId,address verifyingContract).
var domainTypeHash = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))

// Identity registry EIP-712 domain: name and version.
const (
	DomainName    = "ERC8004IdentityRegistry"
	DomainVersion = "1"
)

// AgentWalletDigest is the EIP-712 digest that `newWallet` signs to consent to become agentID's payment
// wallet at `registry` on chainID, owned by `owner`, until `deadline` (unix seconds, at most 5 minutes ahead
// of the block that includes setAgentWallet).
func AgentWalletDigest(chainID *big.Int, registry common.Address, agentID *big.Int, newWallet, owner common.Address, deadline *big.Int) common.Hash {
	domain := crypto.Keccak256(domainTypeHash[:], crypto.Keccak256([]byte(DomainName)), crypto.Keccak256([]byte(DomainVersion)),
		math.U256Bytes(new(big.Int).Set(chainID)), common.LeftPadBytes(registry[:], 32))
	msg := crypto.Keccak256(AgentWalletSetTypeHash[:], math.U256Bytes(new(big.Int).Set(agentID)), common.LeftPadBytes(newWallet[:], 32),
		common.LeftPadBytes(owner[:], 32), math.U256Bytes(new(big.Int).Set(deadline)))
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, domain, msg)
}

// SignAgentWallet is the new wallet's (an EOA's) consent: a 65-byte signature over AgentWalletDigest.
func SignAgentWallet(key *ecdsa.PrivateKey, chainID *big.Int, registry common.Address, agentID *big.Int, owner common.Address, deadline *big.Int) ([]byte, error) {
	return SignAgentWalletWith(context.Background(), signer.FromKey(key), chainID, registry, agentID, owner, deadline)
}

// SetAgentWallet sends setAgentWallet from the agent's owner or operator (opts) with the new wallet's consent.
func SetAgentWallet(ctx context.Context, b escrow.Backend, opts *bind.TransactOpts, identity common.Address, agentID *big.Int, wallet common.Address, deadline *big.Int, sig []byte) error {
	if err := transact(ctx, b, opts, identity, bindings.NewIdentityRegistry().PackSetAgentWallet(agentID, wallet, deadline, sig)); err != nil {
		return fmt.Errorf("set agent %s wallet: %w", agentID, err)
	}
	return nil
}
