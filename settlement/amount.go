package settlement

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/shopspring/decimal"
)

// ParseAmount converts a token amount written in whole units ("5.00") to base units (5000000 for a
// 6-decimals token), exactly. Only plain decimal notation is accepted ("5", "5.", "0.000001");
// signs, exponents, more fraction digits than the token has, zero and amounts above MaxBudget are
// errors.
func ParseAmount(text string, decimals uint8) (*big.Int, error) {
	if text == "" {
		return nil, errors.New("amount is empty")
	}
	if strings.HasPrefix(text, "-") {
		return nil, fmt.Errorf("amount %q is negative", text)
	}
	intPart, frac, hasDot := strings.Cut(text, ".")
	if intPart == "" || !allDigits(intPart) || (hasDot && !allDigits(frac)) {
		return nil, fmt.Errorf("amount %q is not a plain decimal number", text)
	}
	if len(frac) > int(decimals) {
		return nil, fmt.Errorf("amount %q has more decimals than the token has (%d)", text, decimals)
	}
	d, err := decimal.NewFromString(text)
	if err != nil {
		return nil, fmt.Errorf("amount %q: %w", text, err)
	}
	units := d.Shift(int32(decimals))
	if !units.IsInteger() {
		return nil, fmt.Errorf("amount %q has more decimals than the token has (%d)", text, decimals)
	}
	v := units.BigInt()
	if v.Sign() == 0 {
		return nil, fmt.Errorf("amount %q is zero", text)
	}
	if v.Cmp(maxBudget) > 0 {
		return nil, fmt.Errorf("amount %q is out of range (at most %s base units)", text, maxBudget)
	}
	return v, nil
}

// FormatAmount writes base units as whole token units with all of the token's decimals
// (5000000, 6 -> "5.000000").
func FormatAmount(units *big.Int, decimals uint8) string {
	if units == nil {
		units = new(big.Int)
	}
	return decimal.NewFromBigInt(units, -int32(decimals)).StringFixed(int32(decimals))
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// parseHundredths converts a JSON number literal in 0..100 with at most two decimals (86.1, 85, 100)
// to hundredths (8610, 8500, 10000): the contract's score and basis-point scale.
func parseHundredths(lit string) (uint16, error) { return parseHundredthsUpTo(lit, 100) }

// parseHundredthsUpTo parses a percentage 0..max with at most two decimals into hundredths (basis points).
func parseHundredthsUpTo(lit string, max int64) (uint16, error) {
	if lit == "" {
		return 0, errors.New("empty number")
	}
	if strings.HasPrefix(lit, "-") {
		return 0, fmt.Errorf("%s is negative", lit)
	}
	d, err := decimal.NewFromString(lit)
	if err != nil {
		return 0, fmt.Errorf("%s is not a number", lit)
	}
	if d.GreaterThan(decimal.NewFromInt(max)) {
		return 0, fmt.Errorf("%s is above %d", lit, max)
	}
	h := d.Shift(2)
	if !h.IsInteger() {
		return 0, fmt.Errorf("%s has more than two decimals", lit)
	}
	return uint16(h.IntPart()), nil
}
