package erc8004

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
)

// AgentRef names one agent: its registry on a chain and its id there. ChainID 0 and a zero Registry mean
// "the deployment's chain and Identity Registry".
type AgentRef struct {
	ChainID  uint64
	Registry common.Address
	ID       *big.Int
}

// String is the CAIP-style form eip155:<chain>:<registry>:<agentId>, or the bare id when chain and registry
// are left to the deployment.
func (r AgentRef) String() string {
	if r.ChainID == 0 && r.Registry == (common.Address{}) {
		return r.ID.String()
	}
	return fmt.Sprintf("eip155:%d:%s:%s", r.ChainID, r.Registry.Hex(), r.ID)
}

// ParseAgentRef parses a decimal agent id ("42") or eip155:<chain>:<identityRegistry>:<agentId>.
func ParseAgentRef(s string) (AgentRef, error) {
	s = strings.TrimSpace(s)
	parts := strings.Split(s, ":")
	var r AgentRef
	idText := s
	switch len(parts) {
	case 1:
	case 4:
		if parts[0] != "eip155" {
			return r, fmt.Errorf("agent %q: namespace %q is not eip155", s, parts[0])
		}
		chain, err := strconv.ParseUint(parts[1], 10, 64)
		if err != nil || chain == 0 {
			return r, fmt.Errorf("agent %q: chain id %q is not a positive decimal number", s, parts[1])
		}
		if !common.IsHexAddress(parts[2]) {
			return r, fmt.Errorf("agent %q: identity registry %q is not an address", s, parts[2])
		}
		r.ChainID, r.Registry, idText = chain, common.HexToAddress(parts[2]), parts[3]
	default:
		return r, fmt.Errorf("agent %q: want a decimal agent id or eip155:<chainId>:<identityRegistry>:<agentId>", s)
	}
	id, ok := new(big.Int).SetString(idText, 10)
	if !ok || id.Sign() < 0 || id.BitLen() > 256 || (len(idText) > 1 && idText[0] == '0') || strings.HasPrefix(idText, "+") {
		return r, fmt.Errorf("agent %q: agent id %q is not a decimal uint256", s, idText)
	}
	r.ID = id
	return r, nil
}

// ErrRegistryUnreadable wraps a registry read that says nothing about the agent: the node did not answer
// (a timeout, a transport failure; escrow.Unanswered), not the registry answering or reverting. A caller
// answers it "retry shortly", never as a party that does not resolve.
var ErrRegistryUnreadable = errors.New("the identity registry could not be read now (the node did not answer)")

// ErrUnknownAgent is returned when the Identity Registry has no such agent id.
var ErrUnknownAgent = errors.New("no such agent in the identity registry")

// ErrNoAgentWallet is returned when the agent exists but has no payment wallet (cleared by a transfer or by
// unsetAgentWallet): its owner must set one with setAgentWallet before it can be paid.
var ErrNoAgentWallet = errors.New("the agent has no agentWallet (cleared on transfer or unset): its owner must set one with setAgentWallet")

// Agent is what the Identity Registry says about an agent.
type Agent struct {
	ID       string         `json:"agentId"`
	Registry common.Address `json:"identityRegistry"`
	Owner    common.Address `json:"owner"`
	Wallet   common.Address `json:"agentWallet"`
	URI      string         `json:"agentURI"`
}

// Resolver reads agents from an Identity Registry. The escrow is offline from the parser's point of view;
// the code that turns an agreement into a createJob call resolves its ERC-8004 parties through a Resolver.
type Resolver interface {
	// Agent returns the agent, ErrUnknownAgent when the id is not registered.
	Agent(ctx context.Context, registry common.Address, id *big.Int) (Agent, error)
}

// ChainResolver is the on-chain Resolver.
type ChainResolver struct {
	Caller bind.ContractCaller
	// Block, when set, is the block the registry is read at (a job's creation block: what the job was
	// created paying); nil reads the latest block.
	Block *big.Int
}

// Agent reads owner, wallet and URI of the agent at c.Block (default the latest block).
func (c ChainResolver) Agent(ctx context.Context, registry common.Address, id *big.Int) (Agent, error) {
	reg := bindings.NewIdentityRegistry()
	bc := bind.NewBoundContract(registry, abi.ABI{}, c.Caller, nil, nil)
	opts := &bind.CallOpts{Context: ctx, BlockNumber: c.Block}
	a := Agent{ID: id.String(), Registry: registry}
	owner, err := bind.Call(bc, opts, reg.PackOwnerOf(id), reg.UnpackOwnerOf)
	if err != nil {
		if re := escrow.DecodeRevert(err); re != nil && re.Name == "ERC721NonexistentToken" {
			return a, fmt.Errorf("agent %s at %s: %w", id, registry.Hex(), ErrUnknownAgent)
		}
		return a, readError(id, registry, "ownerOf", escrow.Describe(err, ""))
	}
	a.Owner = owner
	if a.Wallet, err = bind.Call(bc, opts, reg.PackGetAgentWallet(id), reg.UnpackGetAgentWallet); err != nil {
		return a, readError(id, registry, "getAgentWallet", err)
	}
	if a.URI, err = bind.Call(bc, opts, reg.PackTokenURI(id), reg.UnpackTokenURI); err != nil {
		return a, readError(id, registry, "tokenURI", err)
	}
	return a, nil
}

// readError describes a failed registry call, marked ErrRegistryUnreadable when the node did not answer.
func readError(id *big.Int, registry common.Address, call string, err error) error {
	if escrow.Unanswered(err) {
		return fmt.Errorf("agent %s at %s: %s: %w: %w", id, registry.Hex(), call, ErrRegistryUnreadable, err)
	}
	return fmt.Errorf("agent %s at %s: %s: %w", id, registry.Hex(), call, err)
}

// ResolveWallet resolves ref to the agent's payment wallet through r, refusing an unknown agent, an agent
// without a wallet, and a reference to another chain or registry than the deployment's (chainID, registry).
func ResolveWallet(ctx context.Context, r Resolver, chainID uint64, registry common.Address, ref AgentRef) (Agent, error) {
	if registry == (common.Address{}) {
		return Agent{}, fmt.Errorf("agent %s: no identityRegistry is configured (the deployment file names none and so does the network profile, or the daemon's identityRegistry setting is empty; deploy with --dev, or use a network that carries the ERC-8004 addresses)", ref)
	}
	if ref.ChainID != 0 && ref.ChainID != chainID {
		return Agent{}, fmt.Errorf("agent %s: registered on chain %d, the escrow is on chain %d", ref, ref.ChainID, chainID)
	}
	if ref.Registry != (common.Address{}) && ref.Registry != registry {
		return Agent{}, fmt.Errorf("agent %s: identity registry %s is not the deployment's %s", ref, ref.Registry.Hex(), registry.Hex())
	}
	a, err := r.Agent(ctx, registry, ref.ID)
	if err != nil {
		return a, err
	}
	if a.Wallet == (common.Address{}) {
		return a, fmt.Errorf("agent %s: %w", ref, ErrNoAgentWallet)
	}
	return a, nil
}
