// Package market is the price check of ASA agreements: the median budget per service type over settled
// jobs, and the flag for a job priced outside a band around it (the white paper's default: 0.5x to
// 3.0x of the median). A flag informs both parties and is recorded with the job; it never blocks.
//
// The package is pure and exact: budgets are token base units (big.Int), the median and the bounds are
// decimals (shopspring/decimal), never floats. Budgets of one escrow are in one token, so medians of
// different escrows must not be mixed.
package market

import (
	"errors"
	"fmt"
	"math/big"
	"sort"

	"github.com/shopspring/decimal"
)

// Band is the range of budgets, as multiples of the median, that is not flagged. Both ends are inside.
type Band struct {
	Low, High decimal.Decimal
}

// DefaultBand is the white paper's default: 0.5x to 3.0x of the median.
var DefaultBand = Band{Low: decimal.RequireFromString("0.5"), High: decimal.RequireFromString("3.0")}

// DefaultMinSamples is how many settled jobs of a service type make a median worth comparing with; with
// fewer there is no reference and nothing is flagged.
const DefaultMinSamples = 5

// Check reports what is wrong with the band.
func (b Band) Check() error {
	if !b.Low.IsPositive() {
		return fmt.Errorf("market band: low multiple %s must be positive", b.Low)
	}
	if b.High.LessThanOrEqual(b.Low) {
		return fmt.Errorf("market band: high multiple %s must be above the low multiple %s", b.High, b.Low)
	}
	return nil
}

// Sample is one settled job's price.
type Sample struct {
	ServiceType string
	Budget      *big.Int // token base units
}

// Reference is the market price of one service type.
type Reference struct {
	ServiceType string
	Median      decimal.Decimal // base units; a half unit when the middle two budgets differ by an odd amount
	Samples     int
}

// Median is the median of budgets: the middle one, or the mean of the middle two (exact, so possibly
// ending in .5). Budgets must be positive.
func Median(budgets []*big.Int) (decimal.Decimal, error) {
	if len(budgets) == 0 {
		return decimal.Decimal{}, errors.New("median of no budgets")
	}
	sorted := make([]*big.Int, len(budgets))
	for i, b := range budgets {
		if b == nil || b.Sign() <= 0 {
			return decimal.Decimal{}, fmt.Errorf("budget %d is %v, want a positive amount", i, b)
		}
		sorted[i] = b
	}
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Cmp(sorted[j]) < 0 })
	n := len(sorted)
	if n%2 == 1 {
		return decimal.NewFromBigInt(sorted[n/2], 0), nil
	}
	sum := new(big.Int).Add(sorted[n/2-1], sorted[n/2])
	return decimal.NewFromBigInt(sum, 0).Div(decimal.NewFromInt(2)), nil
}

// References computes the reference of every service type in samples. Samples without a service type
// are skipped.
func References(samples []Sample) (map[string]Reference, error) {
	byType := map[string][]*big.Int{}
	for _, s := range samples {
		if s.ServiceType == "" {
			continue
		}
		byType[s.ServiceType] = append(byType[s.ServiceType], s.Budget)
	}
	out := make(map[string]Reference, len(byType))
	for st, budgets := range byType {
		m, err := Median(budgets)
		if err != nil {
			return nil, fmt.Errorf("service type %q: %w", st, err)
		}
		out[st] = Reference{ServiceType: st, Median: m, Samples: len(budgets)}
	}
	return out, nil
}

// Status is the outcome of a price check.
type Status string

// The statuses.
const (
	// NoReference: no service type, or fewer settled jobs of it than the minimum.
	NoReference Status = "no_reference"
	// Within: the budget is inside the band (both ends included).
	Within Status = "within"
	// Below: the budget is under Low x median. Flagged.
	Below Status = "below"
	// Above: the budget is over High x median. Flagged.
	Above Status = "above"
)

// Assessment is the price check of one job, as stored with it and shown to both parties.
type Assessment struct {
	Status      Status
	ServiceType string
	Budget      *big.Int
	Median      decimal.Decimal // zero with NoReference
	Samples     int
	// LowBound and HighBound are the band's ends in base units (Low x median, High x median).
	LowBound, HighBound decimal.Decimal
	// Ratio is budget / median rounded half up to 4 decimals, for display; the status is decided exactly.
	Ratio decimal.Decimal
}

// Flagged reports whether the budget is outside the band.
func (a Assessment) Flagged() bool { return a.Status == Below || a.Status == Above }

// Check compares a job's budget with its service type's reference. A reference with fewer than
// minSamples samples (or for another service type, or none) gives NoReference. The band's ends are
// inside: exactly Low x median and exactly High x median are Within.
func Check(budget *big.Int, serviceType string, ref Reference, band Band, minSamples int) (Assessment, error) {
	if budget == nil || budget.Sign() <= 0 {
		return Assessment{}, fmt.Errorf("price check: budget %v, want a positive amount", budget)
	}
	if err := band.Check(); err != nil {
		return Assessment{}, err
	}
	a := Assessment{Status: NoReference, ServiceType: serviceType, Budget: new(big.Int).Set(budget)}
	if serviceType == "" || ref.ServiceType != serviceType || ref.Samples < minSamples || ref.Samples == 0 {
		return a, nil
	}
	if !ref.Median.IsPositive() {
		return Assessment{}, fmt.Errorf("price check: median %s of %q is not positive", ref.Median, serviceType)
	}
	b := decimal.NewFromBigInt(budget, 0)
	a.Median, a.Samples = ref.Median, ref.Samples
	a.LowBound, a.HighBound = band.Low.Mul(ref.Median), band.High.Mul(ref.Median)
	a.Ratio = b.DivRound(ref.Median, 4)
	switch {
	case b.LessThan(a.LowBound):
		a.Status = Below
	case b.GreaterThan(a.HighBound):
		a.Status = Above
	default:
		a.Status = Within
	}
	return a, nil
}

// String describes the assessment for people.
func (a Assessment) String() string {
	switch a.Status {
	case NoReference:
		if a.ServiceType == "" {
			return "no price check: the agreement names no service type"
		}
		return fmt.Sprintf("no price check: too few settled %s jobs for a median", a.ServiceType)
	case Within:
		return fmt.Sprintf("priced %sx the median %s of %d settled %s jobs (within %s..%s)", a.Ratio, a.Median, a.Samples, a.ServiceType, a.LowBound, a.HighBound)
	}
	return fmt.Sprintf("FLAGGED %s market: priced %sx the median %s of %d settled %s jobs (band %s..%s); flagged, not blocked",
		a.Status, a.Ratio, a.Median, a.Samples, a.ServiceType, a.LowBound, a.HighBound)
}
