package paywall

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
)

// TokenDomain is the EIP-712 domain name and version of an EIP-3009 token, as x402 requirements
// carry them in extra {name, version}.
type TokenDomain struct {
	Name    string
	Version string
}

// DefaultDomainVersion is the version used when the token does not publish eip712Domain() (USDC
// "FiatTokenV2" and most EIP-3009 tokens sign with version "2").
const DefaultDomainVersion = "2"

var domainABI = mustABI(`[
 {"type":"function","name":"name","stateMutability":"view","inputs":[],"outputs":[{"type":"string"}]},
 {"type":"function","name":"eip712Domain","stateMutability":"view","inputs":[],"outputs":[
  {"name":"fields","type":"bytes1"},{"name":"name","type":"string"},{"name":"version","type":"string"},
  {"name":"chainId","type":"uint256"},{"name":"verifyingContract","type":"address"},{"name":"salt","type":"bytes32"},
  {"name":"extensions","type":"uint256[]"}]}
]`)

func mustABI(s string) abi.ABI {
	a, err := abi.JSON(strings.NewReader(s))
	if err != nil {
		panic(err)
	}
	return a
}

// Caller is the read access ReadTokenDomain needs (an *ethclient.Client).
type Caller interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// ReadTokenDomain reads the token's EIP-712 domain: name and version from eip712Domain()
// (ERC-5267) when the token has it, else name() and DefaultDomainVersion.
func ReadTokenDomain(ctx context.Context, c Caller, token common.Address) (TokenDomain, error) {
	call := func(method string) ([]any, error) {
		data, err := domainABI.Pack(method)
		if err != nil {
			return nil, err
		}
		out, err := c.CallContract(ctx, ethereum.CallMsg{To: &token, Data: data}, nil)
		if err != nil {
			return nil, err
		}
		return domainABI.Unpack(method, out)
	}
	if v, err := call("eip712Domain"); err == nil && len(v) >= 3 {
		name, _ := v[1].(string)
		version, _ := v[2].(string)
		if name != "" && version != "" {
			return TokenDomain{Name: name, Version: version}, nil
		}
	}
	v, err := call("name")
	if err != nil {
		return TokenDomain{}, fmt.Errorf("read name() of token %s: %w", token.Hex(), err)
	}
	name, _ := v[0].(string)
	if name == "" {
		return TokenDomain{}, fmt.Errorf("token %s has an empty name()", token.Hex())
	}
	return TokenDomain{Name: name, Version: DefaultDomainVersion}, nil
}
