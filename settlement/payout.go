package settlement

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"
)

// maxBudget is the contract's budget limit: budgets are stored as uint96 (2^96-1 base units).
var maxBudget = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 96), big.NewInt(1))

// MaxBudget returns the largest budget the contract accepts (type(uint96).max base units).
func MaxBudget() *big.Int { return new(big.Int).Set(maxBudget) }

// MaxHistory is how many scores the contract keeps per client-provider pair.
const MaxHistory = 16

// Payout is one settlement of a job's budget, in token base units: provider + client + fee == budget.
type Payout struct {
	ReleaseBps uint16   // the provider's share of the distributable amount
	Provider   *big.Int // paid to the provider
	Client     *big.Int // refunded to the client (gets the rounding remainder)
	Fee        *big.Int // paid to the evaluators whose results counted
}

// Total returns provider + client + fee.
func (p Payout) Total() *big.Int {
	t := new(big.Int).Add(p.Provider, p.Client)
	return t.Add(t, p.Fee)
}

// String formats the payout in base units.
func (p Payout) String() string {
	return fmt.Sprintf("release %d bps: provider %s, client %s, fee %s", p.ReleaseBps, p.Provider, p.Client, p.Fee)
}

// Status is the job state the contract leaves after this payout: Completed when the provider gets
// anything, Rejected otherwise (an expiry refund leaves Expired; see Refund).
func (p Payout) Status() JobStatus {
	if p.Provider.Sign() > 0 {
		return JobCompleted
	}
	return JobRejected
}

// mulDivFloor returns floor(a * num / den) for a >= 0, computed exactly with decimal integers.
func mulDivFloor(a *big.Int, num, den int64) *big.Int {
	q, _ := decimal.NewFromBigInt(a, 0).Mul(decimal.NewFromInt(num)).QuoRem(decimal.NewFromInt(den), 0)
	return q.BigInt()
}

func checkBudget(budget *big.Int) error {
	if budget == nil || budget.Sign() < 0 {
		return errors.New("budget must be a non-negative amount")
	}
	if budget.Cmp(maxBudget) > 0 {
		return fmt.Errorf("budget %s above the settlable maximum %s", budget, maxBudget)
	}
	return nil
}

// Split applies the contract's money rule:
//
//	fee          = hasScore ? floor(budget * evaluatorFeeBps / 10000) : 0
//	distributable = budget - fee
//	provider     = floor(distributable * releaseBps / 10000)
//	client       = distributable - provider
func Split(budget *big.Int, releaseBps, evaluatorFeeBps uint16, hasScore bool) (Payout, error) {
	if err := checkBudget(budget); err != nil {
		return Payout{}, fmt.Errorf("split: %w", err)
	}
	if releaseBps > MaxBps {
		return Payout{}, fmt.Errorf("split: releaseBps %d above %d", releaseBps, MaxBps)
	}
	if evaluatorFeeBps > MaxEvaluatorFeeBps {
		return Payout{}, fmt.Errorf("split: evaluatorFeeBps %d above the cap %d", evaluatorFeeBps, MaxEvaluatorFeeBps)
	}
	fee := new(big.Int)
	if hasScore {
		fee = mulDivFloor(budget, int64(evaluatorFeeBps), MaxBps)
	}
	distributable := new(big.Int).Sub(budget, fee)
	provider := mulDivFloor(distributable, int64(releaseBps), MaxBps)
	client := new(big.Int).Sub(distributable, provider)
	return Payout{ReleaseBps: releaseBps, Provider: provider, Client: client, Fee: fee}, nil
}

// Refund is the payout of an expired, undelivered job: the whole budget back to the client, no fee.
func Refund(budget *big.Int) (Payout, error) {
	p, err := Split(budget, 0, 0, false)
	if err != nil {
		return Payout{}, fmt.Errorf("refund: %w", err)
	}
	return p, nil
}

// FeeShare is one evaluator's part of the evaluator fee.
type FeeShare struct {
	Evaluator common.Address
	Amount    *big.Int
}

// SplitFee divides the fee equally among the evaluators whose results counted, given in the job's
// evaluator-list order (or the backup evaluator alone); the remainder (fee mod k) goes to the first.
func SplitFee(fee *big.Int, counted []common.Address) ([]FeeShare, error) {
	if fee == nil || fee.Sign() < 0 {
		return nil, errors.New("split fee: fee must be a non-negative amount")
	}
	if len(counted) == 0 {
		if fee.Sign() == 0 {
			return nil, nil
		}
		return nil, errors.New("split fee: a fee but no counted evaluator")
	}
	k := big.NewInt(int64(len(counted)))
	each, rem := new(big.Int).QuoRem(fee, k, new(big.Int))
	out := make([]FeeShare, len(counted))
	for i, e := range counted {
		out[i] = FeeShare{Evaluator: e, Amount: new(big.Int).Set(each)}
	}
	out[0].Amount.Add(out[0].Amount, rem)
	return out, nil
}

// Median is the k-of-n consensus score: the middle of the sorted scores for odd k, the floor of the
// mean of the two middle scores for even k.
func Median(scores []uint16) (uint16, error) {
	if len(scores) == 0 {
		return 0, errors.New("median: no scores")
	}
	s := slices.Clone(scores)
	for _, v := range s {
		if v > MaxBps {
			return 0, fmt.Errorf("median: score %d above %d", v, MaxBps)
		}
	}
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2], nil
	}
	return uint16((uint32(s[n/2-1]) + uint32(s[n/2])) / 2), nil
}

// PushHistory returns the pair history after a rolling-average job with this score settles: the
// score first (most recent first), at most MaxHistory entries.
func PushHistory(history []uint16, score uint16) []uint16 {
	n := min(len(history), MaxHistory-1)
	next := make([]uint16, 0, n+1)
	next = append(next, score)
	return append(next, history[:n]...)
}

// RollingAverage is floor(sum of the first min(len(history), window) scores / that count); history
// is most recent first and must include the current score.
func RollingAverage(history []uint16, window uint8) (uint16, error) {
	n := min(len(history), int(window))
	if n == 0 {
		return 0, errors.New("rolling average: empty history or window")
	}
	var sum uint64
	for _, v := range history[:n] {
		sum += uint64(v)
	}
	return uint16(sum / uint64(n)), nil
}

// PolicyBps is the release share the terms' policy gives a score. history is the client-provider
// pair's rolling-average history before this job (most recent first, as pairHistory returns it); the
// returned history is the pair's history after this job (unchanged for other policies).
func (t Terms) PolicyBps(score uint16, history []uint16) (bps uint16, next []uint16, err error) {
	if score > MaxBps {
		return 0, nil, fmt.Errorf("policy: score %d above %d", score, MaxBps)
	}
	switch t.Policy {
	case PolicyContinuous:
		return score, slices.Clone(history), nil
	case PolicyGraduated:
		tiers, err := t.TierList()
		if err != nil {
			return 0, nil, fmt.Errorf("policy: %w", err)
		}
		return TierBps(tiers, score), slices.Clone(history), nil
	case PolicyRollingAverage:
		tiers, err := t.TierList()
		if err != nil {
			return 0, nil, fmt.Errorf("policy: %w", err)
		}
		next = PushHistory(history, score)
		avg, err := RollingAverage(next, t.RollingWindow)
		if err != nil {
			return 0, nil, fmt.Errorf("policy: %w", err)
		}
		return TierBps(tiers, avg), next, nil
	}
	return 0, nil, fmt.Errorf("policy: %s has no release rule", t.Policy)
}

// ActionBps is the release share of a dead-man or dispute action: Split5050 5000, ReturnToClient 0,
// ReleaseToProvider 10000, PolicyOutcome the policy over the score (which then must exist).
func (t Terms) ActionBps(a Action, score uint16, hasScore bool, history []uint16) (bps uint16, next []uint16, err error) {
	if v, ok := a.fixedBps(); ok {
		return v, slices.Clone(history), nil
	}
	if a == ActionPolicyOutcome {
		if !hasScore {
			return 0, nil, errors.New("action policy_outcome: no score")
		}
		return t.PolicyBps(score, history)
	}
	return 0, nil, fmt.Errorf("action %s has no release share", a)
}

// Settlement is what one finalize step does to a job.
type Settlement struct {
	// Payout is the split of the budget; nil when the step moves the job on without paying
	// (a dispute filed, the backup evaluator activated).
	Payout *Payout
	// Disputed is true when a low score filed a dispute automatically instead of settling.
	Disputed bool
	// BackupActivated is true when evaluator silence handed the job to the backup evaluator.
	BackupActivated bool
	// History is the client-provider pair's rolling-average history after the step.
	History []uint16
}

func (t Terms) settle(budget *big.Int, bps uint16, hasScore bool, history []uint16) (Settlement, error) {
	p, err := Split(budget, bps, t.EvaluatorFeeBps, hasScore)
	if err != nil {
		return Settlement{}, err
	}
	return Settlement{Payout: &p, History: history}, nil
}

// FinalizeVerified is the finalize at the end of the challenge window of a job whose score is fixed:
// a score below a non-zero dispute threshold with a resolver set files a dispute; otherwise the job
// settles by its policy, fee included.
func (t Terms) FinalizeVerified(budget *big.Int, score uint16, history []uint16) (Settlement, error) {
	if score > MaxBps {
		return Settlement{}, fmt.Errorf("finalize verified: score %d above %d", score, MaxBps)
	}
	if t.DisputeThreshold > 0 && score < t.DisputeThreshold && t.Resolver != (common.Address{}) {
		return Settlement{Disputed: true, History: slices.Clone(history)}, nil
	}
	bps, next, err := t.PolicyBps(score, history)
	if err != nil {
		return Settlement{}, fmt.Errorf("finalize verified: %w", err)
	}
	s, err := t.settle(budget, bps, true, next)
	if err != nil {
		return Settlement{}, fmt.Errorf("finalize verified: %w", err)
	}
	return s, nil
}

// EvaluatorSilence is the dead-man action when the evaluators (or, with backupActive, the backup
// evaluator) missed their deadline: hold_for_backup_evaluator activates the backup once, then the
// fallback action applies; no score, so no fee.
func (t Terms) EvaluatorSilence(budget *big.Int, backupActive bool, history []uint16) (Settlement, error) {
	action := t.SilenceAction
	if backupActive {
		action = t.FallbackAction
	} else if action == ActionHoldForBackupEvaluator {
		return Settlement{BackupActivated: true, History: slices.Clone(history)}, nil
	}
	bps, ok := action.fixedBps()
	if !ok {
		return Settlement{}, fmt.Errorf("evaluator silence: action %s not allowed", action)
	}
	s, err := t.settle(budget, bps, false, slices.Clone(history))
	if err != nil {
		return Settlement{}, fmt.Errorf("evaluator silence: %w", err)
	}
	return s, nil
}

// ResolveDispute is the resolver's decision: providerBps of the distributable amount. A disputed job
// always has a score, so the evaluator fee applies.
func (t Terms) ResolveDispute(budget *big.Int, providerBps uint16, history []uint16) (Settlement, error) {
	if providerBps > MaxBps {
		return Settlement{}, fmt.Errorf("resolve dispute: providerBps %d above %d", providerBps, MaxBps)
	}
	s, err := t.settle(budget, providerBps, true, slices.Clone(history))
	if err != nil {
		return Settlement{}, fmt.Errorf("resolve dispute: %w", err)
	}
	return s, nil
}

// DisputeDefaultOutcome is the dispute default after the resolver's deadline: the policy over the
// job's score (recording rolling-average history) or a fixed action. A disputed job always has a
// score, so the evaluator fee applies.
func (t Terms) DisputeDefaultOutcome(budget *big.Int, score uint16, history []uint16) (Settlement, error) {
	bps, next, err := t.ActionBps(t.DisputeDefault, score, true, history)
	if err != nil {
		return Settlement{}, fmt.Errorf("dispute default: %w", err)
	}
	s, err := t.settle(budget, bps, true, next)
	if err != nil {
		return Settlement{}, fmt.Errorf("dispute default: %w", err)
	}
	return s, nil
}
