package store

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Addresses and hashes are stored as lowercase 0x-prefixed hex so that equality queries are exact.

func addrText(a common.Address) string { return "0x" + hex.EncodeToString(a[:]) }

func hashText(h common.Hash) string { return "0x" + hex.EncodeToString(h[:]) }

func parseAddr(s string) (common.Address, error) {
	if !common.IsHexAddress(s) {
		return common.Address{}, fmt.Errorf("bad address %q", s)
	}
	return common.HexToAddress(s), nil
}

func parseHash(s string) (common.Hash, error) {
	if s == "" {
		return common.Hash{}, nil
	}
	b, err := hex.DecodeString(strings.TrimPrefix(s, "0x"))
	if err != nil || len(b) != common.HashLength {
		return common.Hash{}, fmt.Errorf("bad hash %q", s)
	}
	return common.BytesToHash(b), nil
}

// bigText renders a non-negative integer as a decimal string; nil is zero.
func bigText(v *big.Int) (string, error) {
	if v == nil {
		return "0", nil
	}
	if v.Sign() < 0 {
		return "", fmt.Errorf("negative amount %s", v)
	}
	return v.String(), nil
}

func parseBig(s string) (*big.Int, error) {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		return nil, fmt.Errorf("bad decimal integer %q", s)
	}
	return v, nil
}

// sqlInt converts an unsigned value to SQLite's signed 64-bit integer, refusing overflow.
func sqlInt(what string, v uint64) (int64, error) {
	if v > math.MaxInt64 {
		return 0, fmt.Errorf("%s %d exceeds the store's 63-bit range", what, v)
	}
	return int64(v), nil
}

// JobIDFromBig converts an on-chain uint256 job id to the store's job id. Escrow job ids are a counter,
// so anything above 2^63-1 is refused as bad input rather than truncated.
func JobIDFromBig(id *big.Int) (uint64, error) {
	if id == nil || id.Sign() < 0 || !id.IsInt64() {
		return 0, fmt.Errorf("store: job id %v out of range", id)
	}
	return id.Uint64(), nil
}

func validJSON(what string, raw json.RawMessage) error {
	if len(raw) == 0 || !json.Valid(raw) {
		return fmt.Errorf("%s is not valid JSON", what)
	}
	return nil
}
