package x402

import (
	"errors"
	"fmt"
	"math/big"
)

// maxUint256 is 2^256-1, the largest token amount an EVM chain can hold.
var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// ParseAmount parses a decimal string of atomic units (as x402 writes amounts, validAfter,
// validBefore and values) into a non-negative *big.Int no larger than 2^256-1. Signs, spaces,
// hex, exponents and fractions are rejected.
func ParseAmount(s string) (*big.Int, error) {
	if s == "" {
		return nil, errors.New("amount is empty")
	}
	if len(s) > 78 {
		return nil, fmt.Errorf("amount has %d digits, more than a uint256 holds", len(s))
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return nil, fmt.Errorf("amount %q is not a decimal integer string", s)
		}
	}
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return nil, fmt.Errorf("amount %q is not a decimal integer string", s)
	}
	if v.Cmp(maxUint256) > 0 {
		return nil, fmt.Errorf("amount %q exceeds 2^256-1", s)
	}
	return v, nil
}
