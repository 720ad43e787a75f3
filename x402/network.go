package x402

import (
	"fmt"
	"math/big"
	"strings"
)

// v1Networks is the closed list of v1 EVM network names and their chain ids, as @x402/evm 2.x
// maps them for its v1 scheme (a superset of the x402 1.x package's list).
var v1Networks = map[string]int64{
	"ethereum": 1, "sepolia": 11155111, "abstract": 2741, "abstract-testnet": 11124,
	"base-sepolia": 84532, "base": 8453, "avalanche-fuji": 43113, "avalanche": 43114,
	"iotex": 4689, "sei": 1329, "sei-testnet": 1328, "polygon": 137, "polygon-amoy": 80002,
	"peaq": 3338, "story": 1514, "educhain": 41923, "skale-base-sepolia": 324705682,
	"megaeth": 4326, "monad": 143, "stable": 988, "stable-testnet": 2201, "celo": 42220, "flare": 14,
}

// ChainID returns the EVM chain id of a v2 CAIP-2 network ("eip155:8453").
func ChainID(network string) (*big.Int, error) {
	rest, ok := strings.CutPrefix(network, "eip155:")
	if !ok {
		return nil, fmt.Errorf("network %q is not an eip155:<chainId> CAIP-2 id", network)
	}
	if rest == "" || len(rest) > 18 {
		return nil, fmt.Errorf("network %q has an invalid chain id", network)
	}
	for i := 0; i < len(rest); i++ {
		if rest[i] < '0' || rest[i] > '9' {
			return nil, fmt.Errorf("network %q has an invalid chain id", network)
		}
	}
	id, _ := new(big.Int).SetString(rest, 10)
	return id, nil
}

// ChainIDV1 returns the chain id of a v1 network name ("base-sepolia").
func ChainIDV1(network string) (*big.Int, error) {
	id, ok := v1Networks[network]
	if !ok {
		return nil, fmt.Errorf("unsupported v1 network %q", network)
	}
	return big.NewInt(id), nil
}

// NetworkChainID returns the chain id of a network in the given protocol version.
func NetworkChainID(version int, network string) (*big.Int, error) {
	if version == Version1 {
		return ChainIDV1(network)
	}
	return ChainID(network)
}

// CAIP2 returns "eip155:<chainId>".
func CAIP2(chainID *big.Int) string { return "eip155:" + chainID.String() }

// V1NetworkName returns the v1 name of a chain id, or "" if v1 has none.
func V1NetworkName(chainID *big.Int) string {
	if !chainID.IsInt64() {
		return ""
	}
	for name, id := range v1Networks {
		if id == chainID.Int64() {
			return name
		}
	}
	return ""
}
