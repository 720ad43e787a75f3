package settlement

import (
	"math/big"
	"strings"
	"testing"
)

func TestParseAmount(t *testing.T) {
	ok := []struct {
		in   string
		want string
	}{
		{"5.00", "5000000"}, {"5", "5000000"}, {"5.", "5000000"}, {"0.000001", "1"}, {"0.1", "100000"},
		{"123456789.123456", "123456789123456"}, {"007.5", "7500000"},
	}
	for _, c := range ok {
		got, err := ParseAmount(c.in, 6)
		if err != nil || got.String() != c.want {
			t.Errorf("ParseAmount(%q) = %v, %v; want %s", c.in, got, err, c.want)
		}
	}
	bad := []struct{ in, want string }{
		{"", "empty"}, {"-5.00", "negative"}, {"-0", "negative"}, {"0", "zero"}, {"0.000000", "zero"},
		{"0.0000001", "more decimals"}, {"1.1234567", "more decimals"}, {"5e3", "plain decimal"}, {"+5", "plain decimal"},
		{".5", "plain decimal"}, {"5.0.0", "plain decimal"}, {" 5", "plain decimal"}, {"0x10", "plain decimal"},
		{"NaN", "plain decimal"}, {"1" + strings.Repeat("0", 80), "out of range"},
	}
	for _, c := range bad {
		_, err := ParseAmount(c.in, 6)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseAmount(%q) error %v, want %q", c.in, err, c.want)
		}
	}
	// The largest accepted amount is MaxBudget base units.
	maxText := FormatAmount(MaxBudget(), 6)
	if v, err := ParseAmount(maxText, 6); err != nil || v.Cmp(MaxBudget()) != 0 {
		t.Fatalf("max amount %s: %v %v", maxText, v, err)
	}
	over := FormatAmount(new(big.Int).Add(MaxBudget(), big.NewInt(1)), 6)
	if _, err := ParseAmount(over, 6); err == nil {
		t.Fatal("amount above max accepted")
	}
}

func TestFormatAmount(t *testing.T) {
	if got := FormatAmount(big.NewInt(5_000_000), 6); got != "5.000000" {
		t.Fatal(got)
	}
	if got := FormatAmount(big.NewInt(1), 6); got != "0.000001" {
		t.Fatal(got)
	}
}

func TestParseHundredths(t *testing.T) {
	ok := map[string]uint16{"86.1": 8610, "85": 8500, "100": 10000, "0": 0, "0.01": 1, "99.99": 9999, "60.0": 6000, "1e1": 1000}
	for in, want := range ok {
		if got, err := parseHundredths(in); err != nil || got != want {
			t.Errorf("parseHundredths(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"-1", "100.01", "86.123", "abc", "", "1e3", "1e-9999999999"} {
		if _, err := parseHundredths(in); err == nil {
			t.Errorf("parseHundredths(%q) accepted", in)
		}
	}
}
