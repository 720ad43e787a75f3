package reputation

import (
	"fmt"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/asa-escrow/asa/settlement"
)

// Role is the part a subject played in the jobs counted.
type Role uint8

// The roles (their values are signed in attestations).
const (
	RoleProvider  Role = 1
	RoleEvaluator Role = 2
)

// Roles lists the roles in report order.
func Roles() []Role { return []Role{RoleProvider, RoleEvaluator} }

// String names the role.
func (r Role) String() string {
	switch r {
	case RoleProvider:
		return "provider"
	case RoleEvaluator:
		return "evaluator"
	}
	return fmt.Sprintf("role(%d)", uint8(r))
}

// ParseRole reads a role name.
func ParseRole(s string) (Role, error) {
	for _, r := range Roles() {
		if r.String() == s {
			return r, nil
		}
	}
	return 0, fmt.Errorf("role %q is not provider or evaluator", s)
}

// Window is a span of chain time before the as-of block, in days; 0 is all time.
type Window uint32

// The windows every answer carries.
const (
	AllTime Window = 0
	Last90  Window = 90
	Last30  Window = 30
)

// Windows lists the windows in report order.
func Windows() []Window { return []Window{AllTime, Last90, Last30} }

// String names the window: "all", "90d", "30d".
func (w Window) String() string {
	if w == AllTime {
		return "all"
	}
	return fmt.Sprintf("%dd", uint32(w))
}

// ParseWindow reads a window name.
func ParseWindow(s string) (Window, error) {
	for _, w := range Windows() {
		if w.String() == s {
			return w, nil
		}
	}
	return 0, fmt.Errorf("window %q is not one of all, 90d, 30d", s)
}

// Start is the first chain time inside the window as of asOf (0 for all time, or when the window reaches
// back before time 0).
func (w Window) Start(asOf uint64) uint64 {
	span := uint64(w) * 24 * 60 * 60
	if w == AllTime || span > asOf {
		return 0
	}
	return asOf - span
}

// Figures are a subject's exact counts and sums in one role and window (see the package doc for each).
type Figures struct {
	Jobs            uint64 `json:"jobs"`
	Scored          uint64 `json:"scored"`
	Passed          uint64 `json:"passed"`
	CompositeSum    uint64 `json:"compositeSum"` // basis points
	Settled         uint64 `json:"settled"`
	ReleasedBpsSum  uint64 `json:"releasedBpsSum"`
	Disputed        uint64 `json:"disputed"`
	DeliveryDue     uint64 `json:"deliveryDue"`
	DeliveredOnTime uint64 `json:"deliveredOnTime"`
	Silences        uint64 `json:"silences"`
}

// Rates are the figures' ratios as decimals (nil when the denominator is zero), exact until rounded for
// display by Rates.Strings.
type Rates struct {
	PassRate          *decimal.Decimal // percent of Scored that Passed
	MeanComposite     *decimal.Decimal // mean score, 0..100
	MeanReleasedShare *decimal.Decimal // mean percent of the distributable budget released to the provider
	DisputeRate       *decimal.Decimal // percent of Scored that were Disputed
	OnTimeRate        *decimal.Decimal // percent of DeliveryDue delivered on time
}

// ratioPrecision is how many decimal places a rate keeps before display rounding: far beyond what any
// count can distinguish, so display rounding is the only rounding that shows.
const ratioPrecision = 16

func ratio(num, den uint64, scale int64) *decimal.Decimal {
	if den == 0 {
		return nil
	}
	d := decimal.NewFromUint64(num).Mul(decimal.NewFromInt(scale)).DivRound(decimal.NewFromUint64(den), ratioPrecision)
	return &d
}

// Rates derives the ratios.
func (f Figures) Rates() Rates {
	return Rates{
		PassRate:          ratio(f.Passed, f.Scored, 100),
		MeanComposite:     ratio(f.CompositeSum, f.Scored*100, 1),
		MeanReleasedShare: ratio(f.ReleasedBpsSum, f.Settled*100, 1),
		DisputeRate:       ratio(f.Disputed, f.Scored, 100),
		OnTimeRate:        ratio(f.DeliveredOnTime, f.DeliveryDue, 100),
	}
}

// RateStrings are the rates for display: percent or score with two decimals, rounded half up; nil when
// undefined (nothing to divide by).
type RateStrings struct {
	PassRate          *string `json:"passRate"`
	MeanComposite     *string `json:"meanComposite"`
	MeanReleasedShare *string `json:"meanReleasedShare"`
	DisputeRate       *string `json:"disputeRate"`
	OnTimeRate        *string `json:"onTimeRate"`
}

func fixed2(d *decimal.Decimal) *string {
	if d == nil {
		return nil
	}
	s := d.Round(2).StringFixed(2)
	return &s
}

// Strings rounds the rates for display.
func (r Rates) Strings() RateStrings {
	return RateStrings{
		PassRate: fixed2(r.PassRate), MeanComposite: fixed2(r.MeanComposite), MeanReleasedShare: fixed2(r.MeanReleasedShare),
		DisputeRate: fixed2(r.DisputeRate), OnTimeRate: fixed2(r.OnTimeRate),
	}
}

// PassThreshold is the lowest score (basis points) that passes under terms: the lowest score at which the
// policy releases anything (the lowest minScore of a paying tier; 1 for continuous terms), raised to the
// dispute threshold when there is one. Terms under which no score pays give 10001: nothing passes.
func PassThreshold(t settlement.Terms) uint16 {
	const nothingPasses = settlement.MaxBps + 1
	threshold := uint16(nothingPasses)
	switch t.Policy {
	case settlement.PolicyContinuous:
		threshold = 1
	case settlement.PolicyGraduated, settlement.PolicyRollingAverage:
		tiers, err := t.TierList()
		if err != nil {
			return nothingPasses
		}
		for _, tier := range tiers {
			if tier.ReleaseBps > 0 && tier.MinScore < threshold {
				threshold = tier.MinScore
			}
		}
	}
	if threshold != nothingPasses && t.DisputeThreshold > threshold {
		threshold = t.DisputeThreshold
	}
	return threshold
}

// Exclusion says which jobs to leave out (nil: none).
type Exclusion func(jobID uint64) bool

// ExcludeIDs is an Exclusion of the given job ids.
func ExcludeIDs(ids []uint64) Exclusion {
	if len(ids) == 0 {
		return nil
	}
	set := make(map[uint64]bool, len(ids))
	for _, id := range ids {
		set[id] = true
	}
	return func(id uint64) bool { return set[id] }
}

// Figures computes subject's figures in role over window, as of the ledger's as-of block, leaving out
// the jobs exclude names.
func (l *Ledger) Figures(subject common.Address, role Role, w Window, exclude Exclusion) Figures {
	var f Figures
	now := l.asOf.Time
	from := w.Start(now)
	for _, id := range l.order {
		j := l.jobs[id]
		if !j.asa || j.created < from || exclude != nil && exclude(id) {
			continue
		}
		switch role {
		case RoleProvider:
			if j.provider == subject {
				l.addProvider(&f, j, now)
			}
		case RoleEvaluator:
			l.addEvaluator(&f, j, subject, now)
		}
	}
	return f
}

func (l *Ledger) addProvider(f *Figures, j *job, now uint64) {
	terms := l.terms[j.termsID]
	f.Jobs++
	if j.verified {
		f.Scored++
		f.CompositeSum += uint64(j.composite)
		if j.composite >= PassThreshold(terms) {
			f.Passed++
		}
		if j.disputed {
			f.Disputed++
		}
	}
	if j.settled && j.startedWhenSettled {
		f.Settled++
		f.ReleasedBpsSum += uint64(j.releaseBps)
	}
	if l.started(j) {
		switch {
		case j.submitted:
			f.DeliveryDue++
			if j.submittedAt < j.expiredAt {
				f.DeliveredOnTime++
			}
		case now >= j.expiredAt:
			f.DeliveryDue++
		}
	}
	if l.primaryPhaseSilent(j, terms, now) || l.backupPhaseSilent(j, now) {
		f.Silences++
	}
}

func (l *Ledger) addEvaluator(f *Figures, j *job, subject common.Address, now uint64) {
	terms := l.terms[j.termsID]
	listed := slices.Contains(j.evaluators, subject)
	isBackup := j.backup != (common.Address{}) && j.backup == subject
	if !listed && !isBackup {
		return
	}
	f.Jobs++
	score, scored := j.primary[subject]
	if isBackup && j.backupScored {
		score, scored = j.backupScore, true
	}
	if scored {
		f.Scored++
		f.CompositeSum += uint64(score)
		if score >= PassThreshold(terms) {
			f.Passed++
		}
		if j.disputed {
			f.Disputed++
		}
		if j.settled && j.startedWhenSettled {
			f.Settled++
			f.ReleasedBpsSum += uint64(j.releaseBps)
		}
	}
	if listed {
		_, posted := j.primary[subject]
		switch {
		case posted:
			f.DeliveryDue++
			f.DeliveredOnTime++
		case l.primaryPhaseClosed(j, terms, now):
			f.DeliveryDue++
			f.Silences++
		}
	}
	if isBackup {
		switch {
		case j.backupScored:
			f.DeliveryDue++
			f.DeliveredOnTime++
		case j.backupSilent || now >= j.backupDeadline:
			f.DeliveryDue++
			f.Silences++
		}
	}
}

// evaluationDeadline is when the listed evaluators' window closes: submission + evaluateTimeout.
func evaluationDeadline(j *job, terms settlement.Terms) uint64 {
	return j.submittedAt + uint64(terms.EvaluateTimeout)
}

// primaryPhaseClosed reports whether the listed evaluators can no longer post: the job was verified on
// their results, the dead-man action fired, the backup took over, or the evaluation deadline passed.
func (l *Ledger) primaryPhaseClosed(j *job, terms settlement.Terms, now uint64) bool {
	if !j.submitted {
		return false
	}
	return j.verified || j.primarySilent || j.backup != (common.Address{}) || now >= evaluationDeadline(j, terms)
}

// primaryPhaseSilent reports whether the listed evaluators went silent: the dead-man action fired, or
// the evaluation deadline passed with fewer results than the quorum and nobody triggered it yet.
func (l *Ledger) primaryPhaseSilent(j *job, terms settlement.Terms, now uint64) bool {
	if j.primarySilent {
		return true
	}
	if !j.submitted || j.verified || j.backup != (common.Address{}) {
		return false
	}
	return now >= evaluationDeadline(j, terms) && len(j.primary) < int(j.quorum)
}

// backupPhaseSilent reports whether the activated backup evaluator went silent.
func (l *Ledger) backupPhaseSilent(j *job, now uint64) bool {
	if j.backup == (common.Address{}) || j.backupScored {
		return false
	}
	return j.backupSilent || now >= j.backupDeadline
}

// JobsOf lists the ASA jobs in which subject was the provider, a listed evaluator or the activated backup
// evaluator, in creation order.
func (l *Ledger) JobsOf(subject common.Address) []uint64 {
	var out []uint64
	for _, id := range l.order {
		j := l.jobs[id]
		if j.asa && (j.provider == subject || slices.Contains(j.evaluators, subject) || j.backup == subject && subject != (common.Address{})) {
			out = append(out, id)
		}
	}
	return out
}
