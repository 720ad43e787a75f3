// Package network holds the built-in chain profiles (anvil, Base Sepolia, Base): chain id, CAIP-2 name,
// USDC address and its EIP-712 domain, and whether the chain is a real network that needs explicit
// confirmation before deploying. A JSON file can override or add profiles.
package network

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Profile describes one chain.
type Profile struct {
	Name         string         `json:"name"`
	ChainID      uint64         `json:"chainId"`
	RPC          string         `json:"rpc,omitempty"`
	Token        common.Address `json:"token,omitempty"`        // the payment token (USDC); zero on dev chains until deployed
	TokenName    string         `json:"tokenName,omitempty"`    // EIP-712 domain name of the token
	TokenVersion string         `json:"tokenVersion,omitempty"` // EIP-712 domain version of the token
	TokenSymbol  string         `json:"tokenSymbol,omitempty"`
	Decimals     int32          `json:"decimals"`
	Escrow       common.Address `json:"escrow,omitempty"` // a known escrow deployment, if any
	Real         bool           `json:"real"`             // real money: deploying needs --confirm-real-network
	X402Network  string         `json:"x402Network,omitempty"`
	// The ERC-8004 registries on this chain (zero where none is published; see README "ERC-8004 agents").
	IdentityRegistry   common.Address `json:"identityRegistry,omitempty"`
	ReputationRegistry common.Address `json:"reputationRegistry,omitempty"`
	ValidationRegistry common.Address `json:"validationRegistry,omitempty"`
}

// CAIP2 is the chain's CAIP-2 id, e.g. "eip155:8453".
func (p Profile) CAIP2() string { return fmt.Sprintf("eip155:%d", p.ChainID) }

// Built-in profiles.
var builtins = map[string]Profile{
	"anvil": {
		Name: "anvil", ChainID: 31337, RPC: "http://127.0.0.1:8545", TokenName: "USD Coin", TokenVersion: "2",
		TokenSymbol: "USDC", Decimals: 6,
	},
	"base-sepolia": {
		Name: "base-sepolia", ChainID: 84532, RPC: "https://sepolia.base.org",
		Token:     common.HexToAddress("0x036CbD53842c5426634e7929541eC2318f3dCF7e"),
		TokenName: "USDC", TokenVersion: "2", TokenSymbol: "USDC", Decimals: 6, Real: true, X402Network: "base-sepolia",
		// ERC-8004 registries as published by the ERC's authors (github.com/erc-8004/erc-8004-contracts README);
		// no Validation Registry is published for Base Sepolia.
		IdentityRegistry:   common.HexToAddress("0x8004A818BFB912233c491871b3d84c89A494BD9e"),
		ReputationRegistry: common.HexToAddress("0x8004B663056A597Dffe9eCcC1965A193B7388713"),
	},
	"base": {
		Name: "base", ChainID: 8453, RPC: "https://mainnet.base.org",
		Token:     common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"),
		TokenName: "USD Coin", TokenVersion: "2", TokenSymbol: "USDC", Decimals: 6, Real: true, X402Network: "base",
		// ERC-8004 registries as published by the ERC's authors (github.com/erc-8004/erc-8004-contracts README);
		// no Validation Registry is published for Base.
		IdentityRegistry:   common.HexToAddress("0x8004A169FB4a3325136EB29fA0ceB6D2e539a432"),
		ReputationRegistry: common.HexToAddress("0x8004BAa17C55a88189AE136b182e5fdA19dE9b63"),
	},
}

// Registry is a set of profiles: the built-ins, possibly overridden by a file.
type Registry struct {
	profiles map[string]Profile
}

// Builtin returns a registry with only the built-in profiles.
func Builtin() *Registry {
	r := &Registry{profiles: map[string]Profile{}}
	for k, v := range builtins {
		r.profiles[k] = v
	}
	return r
}

// LoadFile returns the built-ins overridden field by field by a JSON file of the form
// {"profiles": {"base": {"rpc": "https://..."}, "my-chain": {...}}}. Unknown fields are errors.
func LoadFile(path string) (*Registry, error) {
	r := Builtin()
	if path == "" {
		return r, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read network file: %w", err)
	}
	var doc struct {
		Profiles map[string]json.RawMessage `json:"profiles"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("network file %s: %w", path, err)
	}
	for name, raw := range doc.Profiles {
		p := r.profiles[name]
		dec := json.NewDecoder(strings.NewReader(string(raw)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&p); err != nil {
			return nil, fmt.Errorf("network file %s: profile %q: %w", path, name, err)
		}
		p.Name = name
		if p.ChainID == 0 {
			return nil, fmt.Errorf("network file %s: profile %q has no chainId", path, name)
		}
		if p.Decimals == 0 {
			p.Decimals = 6
		}
		r.profiles[name] = p
	}
	return r, nil
}

// Get returns the named profile.
func (r *Registry) Get(name string) (Profile, error) {
	p, ok := r.profiles[name]
	if !ok {
		return Profile{}, fmt.Errorf("unknown network %q (known: %s)", name, strings.Join(r.Names(), ", "))
	}
	return p, nil
}

// ByChainID returns the profile for a chain id, if one is known.
func (r *Registry) ByChainID(id uint64) (Profile, bool) {
	for _, n := range r.Names() {
		if p := r.profiles[n]; p.ChainID == id {
			return p, true
		}
	}
	return Profile{}, false
}

// Names lists the profile names, sorted.
func (r *Registry) Names() []string {
	out := make([]string, 0, len(r.profiles))
	for k := range r.profiles {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// IsDevChain reports whether a chain id is a local development chain (anvil 31337, geth simulated 1337).
func IsDevChain(id uint64) bool { return id == 31337 || id == 1337 }
