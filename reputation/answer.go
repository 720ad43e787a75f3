package reputation

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// Answer is the reputation of one subject as a daemon serves it (GET /v1/reputation/{address}): every
// role and window, as of one block, each report signed as an EIP-712 attestation.
type Answer struct {
	Subject common.Address `json:"subject"`
	ChainID uint64         `json:"chainId"`
	Escrow  common.Address `json:"escrow"`
	Block   BlockRef       `json:"block"`
	// ExcludedJobs are the subject's jobs left out (their agreements keep results to the parties), as
	// decimal ids, ascending.
	ExcludedJobs []string `json:"excludedJobs"`
	// Signer is the address whose key signed the reports (zero in an unsigned answer).
	Signer  common.Address `json:"signer"`
	Reports []Report       `json:"reports"`
}

// Report is one role and window of an Answer.
type Report struct {
	Role        string      `json:"role"`   // provider | evaluator
	Window      string      `json:"window"` // all | 90d | 30d
	WindowStart uint64      `json:"windowStart"`
	Figures     Figures     `json:"figures"`
	Rates       RateStrings `json:"rates"` // derived from Figures; not signed, checked by Verify
	Signature   string      `json:"signature,omitempty"`
}

// NewAnswer computes the unsigned answer about subject from the ledger (as of its as-of block), leaving
// out the excluded jobs.
func NewAnswer(l *Ledger, chainID uint64, subject common.Address, excluded []uint64) (*Answer, error) {
	if !l.advanced {
		return nil, errors.New("reputation: the ledger has no as-of block (AdvanceTo)")
	}
	ex := slices.Clone(excluded)
	slices.Sort(ex)
	ex = slices.Compact(ex)
	a := &Answer{Subject: subject, ChainID: chainID, Escrow: l.escrow, Block: l.asOf, ExcludedJobs: make([]string, len(ex))}
	for i, id := range ex {
		a.ExcludedJobs[i] = strconv.FormatUint(id, 10)
	}
	skip := ExcludeIDs(ex)
	for _, r := range Roles() {
		for _, w := range Windows() {
			f := l.Figures(subject, r, w, skip)
			a.Reports = append(a.Reports, Report{
				Role: r.String(), Window: w.String(), WindowStart: w.Start(l.asOf.Time),
				Figures: f, Rates: f.Rates().Strings(),
			})
		}
	}
	return a, nil
}

// Domain is the answer's EIP-712 domain.
func (a *Answer) Domain() Domain {
	return Domain{ChainID: new(big.Int).SetUint64(a.ChainID), Escrow: a.Escrow}
}

// excluded parses ExcludedJobs.
func (a *Answer) excluded() ([]uint64, error) {
	out := make([]uint64, len(a.ExcludedJobs))
	for i, s := range a.ExcludedJobs {
		id, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("excluded job %q is not a decimal job id", s)
		}
		out[i] = id
	}
	return out, nil
}

// Attestation is report i as the struct its signature covers.
func (a *Answer) Attestation(i int) (Attestation, error) {
	if i < 0 || i >= len(a.Reports) {
		return Attestation{}, fmt.Errorf("no report %d", i)
	}
	r := a.Reports[i]
	role, err := ParseRole(r.Role)
	if err != nil {
		return Attestation{}, err
	}
	w, err := ParseWindow(r.Window)
	if err != nil {
		return Attestation{}, err
	}
	ex, err := a.excluded()
	if err != nil {
		return Attestation{}, err
	}
	return Attestation{Subject: a.Subject, Role: role, Window: w, WindowStart: r.WindowStart, Block: a.Block, ExcludedJobs: ex, Figures: r.Figures}, nil
}

// SignAnswer signs every report with s and names s as the answer's signer.
func (s *Signer) SignAnswer(ctx context.Context, a *Answer) error {
	a.Signer = s.Address()
	for i := range a.Reports {
		att, err := a.Attestation(i)
		if err != nil {
			return fmt.Errorf("sign report %d: %w", i, err)
		}
		sig, err := s.Sign(ctx, a.Domain(), att)
		if err != nil {
			return fmt.Errorf("sign report %d: %w", i, err)
		}
		a.Reports[i].Signature = hexutil.Encode(sig)
	}
	return nil
}

// Mismatch is one difference between an answer and a recomputation.
type Mismatch struct {
	Report string `json:"report"` // "provider/30d", or "" for the answer as a whole
	Field  string `json:"field"`
	Signed string `json:"signed"`
	Chain  string `json:"chain"` // what the recomputation from the chain gives
}

// String describes the mismatch.
func (m Mismatch) String() string {
	where := m.Field
	if m.Report != "" {
		where = m.Report + " " + m.Field
	}
	return fmt.Sprintf("%s: answer says %s, the chain says %s", where, m.Signed, m.Chain)
}

// VerifyOptions pin what the verifier insists on.
type VerifyOptions struct {
	// Signer, when set, is the only acceptable signer (the daemon's published attestation address).
	Signer common.Address
	// ChainID is the chain the verifier reads (the answer must name it).
	ChainID uint64
}

// Verification is the outcome of Verify.
type Verification struct {
	Signer       common.Address `json:"signer"`
	SignerPinned bool           `json:"signerPinned"`
	Block        BlockRef       `json:"block"`
	Reports      int            `json:"reports"`
	Excluded     int            `json:"excluded"`
	Mismatches   []Mismatch     `json:"mismatches"`
}

// Valid reports whether the answer is signed and every figure matches the chain.
func (v Verification) Valid() bool { return len(v.Mismatches) == 0 }

// Verify checks a signed answer against a ledger recomputed from the chain as of the answer's block:
// every report present exactly once, each signature by one signer (the pinned one when given) over its
// figures, the figures equal to the recomputation without the answer's excluded jobs, and the displayed
// rates derived from them. A malformed answer is an error; a wrong one comes back as mismatches.
func Verify(a *Answer, l *Ledger, o VerifyOptions) (Verification, error) {
	v := Verification{Signer: a.Signer, SignerPinned: o.Signer != (common.Address{}), Block: a.Block, Reports: len(a.Reports), Excluded: len(a.ExcludedJobs)}
	bad := func(report, field string, signed, chain any) {
		v.Mismatches = append(v.Mismatches, Mismatch{Report: report, Field: field, Signed: fmt.Sprint(signed), Chain: fmt.Sprint(chain)})
	}
	if !l.advanced {
		return v, errors.New("verify: the ledger has no as-of block")
	}
	if a.Escrow != l.escrow {
		bad("", "escrow", a.Escrow.Hex(), l.escrow.Hex())
	}
	if o.ChainID != 0 && a.ChainID != o.ChainID {
		bad("", "chainId", a.ChainID, o.ChainID)
	}
	if a.Block != l.asOf {
		bad("", "block", fmt.Sprintf("%d %s (time %d)", a.Block.Number, a.Block.Hash.Hex(), a.Block.Time), fmt.Sprintf("%d %s (time %d)", l.asOf.Number, l.asOf.Hash.Hex(), l.asOf.Time))
	}
	if v.SignerPinned && a.Signer != o.Signer {
		bad("", "signer", a.Signer.Hex(), "the pinned "+o.Signer.Hex())
	}
	excluded, err := a.excluded()
	if err != nil {
		return v, fmt.Errorf("verify: %w", err)
	}
	skip := ExcludeIDs(excluded)
	seen := map[string]bool{}
	for i, r := range a.Reports {
		name := r.Role + "/" + r.Window
		att, err := a.Attestation(i)
		if err != nil {
			return v, fmt.Errorf("verify: report %d: %w", i, err)
		}
		if seen[name] {
			return v, fmt.Errorf("verify: report %s appears twice", name)
		}
		seen[name] = true
		sig, err := hexutil.Decode(r.Signature)
		if err != nil {
			bad(name, "signature", fmt.Sprintf("%q (not hex)", r.Signature), "a signature by the signer")
			continue
		}
		signer, err := Recover(a.Domain(), att, sig)
		switch {
		case err != nil:
			bad(name, "signature", "an invalid one ("+err.Error()+")", "a signature by the signer")
		case signer != a.Signer:
			bad(name, "signer", a.Signer.Hex(), "recovered "+signer.Hex())
		}
		if a.Block == l.asOf {
			want := l.Figures(a.Subject, att.Role, att.Window, skip)
			compareFigures(name, att.Figures, want, bad)
		}
		if got, want := r.Rates, att.Figures.Rates().Strings(); !equalRates(got, want) {
			bad(name, "rates", rateText(got), rateText(want))
		}
	}
	for _, r := range Roles() {
		for _, w := range Windows() {
			if name := r.String() + "/" + w.String(); !seen[name] {
				bad(name, "report", "missing", "required")
			}
		}
	}
	return v, nil
}

func compareFigures(report string, got, want Figures, bad func(report, field string, signed, chain any)) {
	fields := []struct {
		name string
		g, w uint64
	}{
		{"jobs", got.Jobs, want.Jobs}, {"scored", got.Scored, want.Scored}, {"passed", got.Passed, want.Passed},
		{"compositeSum", got.CompositeSum, want.CompositeSum}, {"settled", got.Settled, want.Settled},
		{"releasedBpsSum", got.ReleasedBpsSum, want.ReleasedBpsSum}, {"disputed", got.Disputed, want.Disputed},
		{"deliveryDue", got.DeliveryDue, want.DeliveryDue}, {"deliveredOnTime", got.DeliveredOnTime, want.DeliveredOnTime},
		{"silences", got.Silences, want.Silences},
	}
	for _, f := range fields {
		if f.g != f.w {
			bad(report, f.name, f.g, f.w)
		}
	}
}

func equalRates(a, b RateStrings) bool {
	eq := func(x, y *string) bool { return x == nil && y == nil || x != nil && y != nil && *x == *y }
	return eq(a.PassRate, b.PassRate) && eq(a.MeanComposite, b.MeanComposite) && eq(a.MeanReleasedShare, b.MeanReleasedShare) &&
		eq(a.DisputeRate, b.DisputeRate) && eq(a.OnTimeRate, b.OnTimeRate)
}

func rateText(r RateStrings) string {
	s := func(p *string) string {
		if p == nil {
			return "-"
		}
		return *p
	}
	return fmt.Sprintf("pass %s, composite %s, released %s, disputes %s, on time %s",
		s(r.PassRate), s(r.MeanComposite), s(r.MeanReleasedShare), s(r.DisputeRate), s(r.OnTimeRate))
}
