package market

import (
	"math/big"
	"strings"
	"testing"

	"github.com/shopspring/decimal"
)

func bigs(vs ...int64) []*big.Int {
	out := make([]*big.Int, len(vs))
	for i, v := range vs {
		out[i] = big.NewInt(v)
	}
	return out
}

func TestMedian(t *testing.T) {
	cases := []struct {
		budgets []int64
		want    string
	}{
		{[]int64{5}, "5"},
		{[]int64{9, 1, 5}, "5"},
		{[]int64{4, 1, 3, 2}, "2.5"}, // mean of the middle two, exact
		{[]int64{5_000_000, 5_500_000}, "5250000"},
		{[]int64{5_000_000, 5_000_001}, "5000000.5"}, // half a base unit is kept, not rounded
		{[]int64{7, 7, 7, 1, 100}, "7"},
	}
	for _, c := range cases {
		got, err := Median(bigs(c.budgets...))
		if err != nil {
			t.Fatal(err)
		}
		if !got.Equal(decimal.RequireFromString(c.want)) {
			t.Errorf("Median(%v) = %s, want %s", c.budgets, got, c.want)
		}
	}
	for _, bad := range [][]*big.Int{nil, {big.NewInt(0)}, {big.NewInt(-1)}, {nil}} {
		if _, err := Median(bad); err == nil {
			t.Errorf("Median(%v) accepted", bad)
		}
	}
}

// TestCheckBoundaries puts budgets exactly on, and one base unit beside, both ends of the band.
func TestCheckBoundaries(t *testing.T) {
	ref := Reference{ServiceType: "research", Median: decimal.NewFromInt(5_000_000), Samples: 5}
	cases := []struct {
		budget int64
		want   Status
	}{
		{2_499_999, Below},
		{2_500_000, Within}, // exactly 0.5x
		{2_500_001, Within},
		{5_000_000, Within},
		{14_999_999, Within},
		{15_000_000, Within}, // exactly 3.0x
		{15_000_001, Above},
		{1, Below},
	}
	for _, c := range cases {
		a, err := Check(big.NewInt(c.budget), "research", ref, DefaultBand, DefaultMinSamples)
		if err != nil {
			t.Fatal(err)
		}
		if a.Status != c.want || a.Flagged() != (c.want == Below || c.want == Above) {
			t.Errorf("budget %d: %s (flagged %v), want %s", c.budget, a.Status, a.Flagged(), c.want)
		}
	}
	a, _ := Check(big.NewInt(15_000_000), "research", ref, DefaultBand, DefaultMinSamples)
	if a.Ratio.String() != "3" || !a.LowBound.Equal(decimal.NewFromInt(2_500_000)) || !a.HighBound.Equal(decimal.NewFromInt(15_000_000)) {
		t.Errorf("ratio %s, bounds %s..%s", a.Ratio, a.LowBound, a.HighBound)
	}
}

// TestCheckHalfUnitMedian: with a median ending in .5, the bounds are exact and a budget is compared
// with them exactly (no rounding of the median or the bounds).
func TestCheckHalfUnitMedian(t *testing.T) {
	m, err := Median(bigs(3, 4)) // 3.5: bounds 1.75 and 10.5
	if err != nil {
		t.Fatal(err)
	}
	ref := Reference{ServiceType: "x", Median: m, Samples: 2}
	for budget, want := range map[int64]Status{1: Below, 2: Within, 10: Within, 11: Above} {
		a, err := Check(big.NewInt(budget), "x", ref, DefaultBand, 2)
		if err != nil {
			t.Fatal(err)
		}
		if a.Status != want {
			t.Errorf("budget %d against median 3.5: %s, want %s", budget, a.Status, want)
		}
	}
	a, _ := Check(big.NewInt(2), "x", ref, DefaultBand, 2)
	if a.LowBound.String() != "1.75" || a.HighBound.String() != "10.5" {
		t.Errorf("bounds %s..%s", a.LowBound, a.HighBound)
	}
}

func TestCheckNoReference(t *testing.T) {
	ref := Reference{ServiceType: "research", Median: decimal.NewFromInt(100), Samples: 4}
	for name, c := range map[string]struct {
		serviceType string
		ref         Reference
	}{
		"too few samples":    {"research", ref},
		"no service type":    {"", ref},
		"other service type": {"translation", Reference{ServiceType: "research", Median: decimal.NewFromInt(100), Samples: 50}},
		"empty reference":    {"research", Reference{}},
	} {
		a, err := Check(big.NewInt(1), c.serviceType, c.ref, DefaultBand, DefaultMinSamples)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if a.Status != NoReference || a.Flagged() {
			t.Errorf("%s: %s", name, a.Status)
		}
	}
}

func TestCheckBadInput(t *testing.T) {
	ref := Reference{ServiceType: "r", Median: decimal.NewFromInt(100), Samples: 9}
	if _, err := Check(big.NewInt(0), "r", ref, DefaultBand, 1); err == nil {
		t.Error("zero budget accepted")
	}
	if _, err := Check(nil, "r", ref, DefaultBand, 1); err == nil {
		t.Error("nil budget accepted")
	}
	for _, b := range []Band{{Low: decimal.Zero, High: decimal.NewFromInt(3)}, {Low: decimal.NewFromInt(2), High: decimal.NewFromInt(2)}} {
		if _, err := Check(big.NewInt(1), "r", ref, b, 1); err == nil {
			t.Errorf("band %s..%s accepted", b.Low, b.High)
		}
	}
	if _, err := Check(big.NewInt(1), "r", Reference{ServiceType: "r", Median: decimal.Zero, Samples: 9}, DefaultBand, 1); err == nil {
		t.Error("zero median accepted")
	}
}

func TestReferences(t *testing.T) {
	samples := []Sample{
		{"research", big.NewInt(5)}, {"research", big.NewInt(7)}, {"code", big.NewInt(100)},
		{"", big.NewInt(1)}, {"research", big.NewInt(6)},
	}
	refs, err := References(samples)
	if err != nil {
		t.Fatal(err)
	}
	if len(refs) != 2 || refs["research"].Samples != 3 || !refs["research"].Median.Equal(decimal.NewFromInt(6)) || refs["code"].Samples != 1 {
		t.Fatalf("%+v", refs)
	}
	if _, err := References([]Sample{{"x", big.NewInt(0)}}); err == nil || !strings.Contains(err.Error(), `"x"`) {
		t.Errorf("zero budget: %v", err)
	}
}

func TestAssessmentString(t *testing.T) {
	ref := Reference{ServiceType: "research", Median: decimal.NewFromInt(5_000_000), Samples: 6}
	a, _ := Check(big.NewInt(20_000_000), "research", ref, DefaultBand, DefaultMinSamples)
	if s := a.String(); !strings.Contains(s, "FLAGGED above") || !strings.Contains(s, "4x") || !strings.Contains(s, "not blocked") {
		t.Errorf("%q", s)
	}
}
