package settlement

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"
)

// maxBudget is the contract's budget limit: budgets are stored as uint88 (2^88-1 base units).
var maxBudget = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 88), big.NewInt(1))

// MaxBudget returns the largest budget the contract accepts (type(uint88).max base units).
func MaxBudget() *big.Int { return new(big.Int).Set(maxBudget) }

// MaxHistory is how many scores the contract keeps per client-provider pair.
const MaxHistory = 16

// Payout is one settlement of a job's budget and of the provider's collateral, in token base units:
// provider + client + fee == budget and collateralKept + collateralSlashed == the posted collateral.
type Payout struct {
	ReleaseBps uint16   // the provider's share of the distributable amount
	Provider   *big.Int // paid to the provider
	Client     *big.Int // refunded to the client (gets the rounding remainder)
	Fee        *big.Int // paid to the evaluators whose results counted
	// CollateralKept goes back to the provider, CollateralSlashed to the client (both zero without collateral).
	CollateralKept    *big.Int
	CollateralSlashed *big.Int
}

// Total returns provider + client + fee: the budget.
func (p Payout) Total() *big.Int {
	t := new(big.Int).Add(p.Provider, p.Client)
	return t.Add(t, p.Fee)
}

// ProviderTotal is what reaches the provider: its share of the budget plus the collateral it keeps.
func (p Payout) ProviderTotal() *big.Int {
	return new(big.Int).Add(p.Provider, orZero(p.CollateralKept))
}

// ClientTotal is what reaches the client: its refund plus the collateral slashed to it.
func (p Payout) ClientTotal() *big.Int {
	return new(big.Int).Add(p.Client, orZero(p.CollateralSlashed))
}

// String formats the payout in base units.
func (p Payout) String() string {
	s := fmt.Sprintf("release %d bps: provider %s, client %s, fee %s", p.ReleaseBps, p.Provider, p.Client, p.Fee)
	if kept, slashed := orZero(p.CollateralKept), orZero(p.CollateralSlashed); kept.Sign() > 0 || slashed.Sign() > 0 {
		s += fmt.Sprintf("; collateral kept %s, slashed %s", kept, slashed)
	}
	return s
}

func orZero(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
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

// Split applies the contract's money rule to the budget:
//
//	fee          = scored ? floor(budget * evaluatorFeeBps / 10000) : 0
//	distributable = budget - fee
//	provider     = floor(distributable * releaseBps / 10000)
//	client       = distributable - provider
//
// An outcome is scored when the payout follows a judgement of the work: the policy over the evaluators'
// score, the policy outcome of an unresolved dispute, or the resolver's decision. Dead-man actions for
// silent evaluators and fixed dispute defaults are not scored. Use SplitCollateral for the collateral.
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
	return Payout{ReleaseBps: releaseBps, Provider: provider, Client: client, Fee: fee,
		CollateralKept: new(big.Int), CollateralSlashed: new(big.Int)}, nil
}

// CollateralFor is the collateral a provider posts for a budget: floor(budget * collateralBps / 10000).
func CollateralFor(budget *big.Int, collateralBps uint16) *big.Int {
	if budget == nil || budget.Sign() <= 0 {
		return new(big.Int)
	}
	return mulDivFloor(budget, int64(collateralBps), MaxBps)
}

// SplitCollateral is the proportional slash of a posted collateral: on a scored outcome the provider keeps
// floor(collateral * releaseBps / 10000) and the rest is slashed to the client; on an outcome that is not
// scored (the provider did not fail) it keeps it all.
func SplitCollateral(collateral *big.Int, releaseBps uint16, scored bool) (kept, slashed *big.Int, err error) {
	if collateral == nil || collateral.Sign() < 0 {
		return nil, nil, errors.New("split collateral: collateral must be a non-negative amount")
	}
	if releaseBps > MaxBps {
		return nil, nil, fmt.Errorf("split collateral: releaseBps %d above %d", releaseBps, MaxBps)
	}
	kept = new(big.Int).Set(collateral)
	if scored {
		kept = mulDivFloor(collateral, int64(releaseBps), MaxBps)
	}
	return kept, new(big.Int).Sub(collateral, kept), nil
}

// withCollateral adds the collateral's split to a budget payout.
func withCollateral(p Payout, collateral *big.Int, scored bool) (Payout, error) {
	kept, slashed, err := SplitCollateral(orZero(collateral), p.ReleaseBps, scored)
	if err != nil {
		return Payout{}, err
	}
	p.CollateralKept, p.CollateralSlashed = kept, slashed
	return p, nil
}

// Refund is the payout of an expired, undelivered job without collateral: the whole budget back to the
// client, no fee. See Escrowed.NoDelivery for a provider that posted collateral.
func Refund(budget *big.Int) (Payout, error) {
	p, err := Split(budget, 0, 0, false)
	if err != nil {
		return Payout{}, fmt.Errorf("refund: %w", err)
	}
	return p, nil
}

// CloseOpen is the payout of an Open job closed before it started: expired at its fund deadline with the
// client's budget or the provider's acceptance missing, or rejected by its client. Each side gets back
// exactly what it put in: the client its budget if it funded it (budgetIn), the provider the collateral it
// posted (posted: zero unless it accepted). No fee, no slash.
func CloseOpen(budget *big.Int, budgetIn bool, posted *big.Int) (Payout, error) {
	if err := checkBudget(budget); err != nil {
		return Payout{}, fmt.Errorf("close open job: %w", err)
	}
	if posted != nil && posted.Sign() < 0 {
		return Payout{}, errors.New("close open job: negative collateral")
	}
	refund := new(big.Int)
	if budgetIn {
		refund.Set(budget)
	}
	return Payout{Provider: new(big.Int), Client: refund, Fee: new(big.Int),
		CollateralKept: new(big.Int).Set(orZero(posted)), CollateralSlashed: new(big.Int)}, nil
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

// Verification is what verifying a job does: its score becomes fixed, and the policy applies PolicyScore
// (the score itself, or for rolling-average terms the average of this score and the pair's scores from
// earlier blocks). The contract records the history when a job is verified, never when it settles, so a
// job's payout depends only on the blocks jobs are verified in, never on who relays or finalizes first.
type Verification struct {
	Score       uint16 // the evaluators' median (or the backup evaluator's score)
	PolicyScore uint16 // what the release policy applies
	AutoDispute bool   // the score is below the dispute threshold: closing the window files a dispute
	// Failed is true when the results said the agreement's gates failed (GatesFailed): the job then
	// releases nothing to the provider whatever the scores (fee and slash as for any scored outcome).
	Failed  bool
	History []uint16 // the client-provider pair's rolling-average history after this verification
}

// GatesFailed is the contract's rule for the counted results' passed flags: a single result fails the
// job when it says failed; several fail it when at least half of them say failed (a tie fails: the
// provider needs a strict majority of passes). It counts, so the order of the results does not matter.
func GatesFailed(passed []bool) bool {
	failed := 0
	for _, p := range passed {
		if !p {
			failed++
		}
	}
	return len(passed) > 0 && 2*failed >= len(passed)
}

// VerifyGated is Verify for results whose passed flags decided failed (GatesFailed).
func (t Terms) VerifyGated(score uint16, failed bool, history []uint16) (Verification, error) {
	v, err := t.Verify(score, history)
	v.Failed = failed
	return v, err
}

// Verify is the verification of a job with the evaluators' score; history is the client-provider pair's
// rolling-average history before it (most recent first, as pairHistory returns it), none of it recorded in
// the block that verifies this job (VerifyInBlock otherwise).
func (t Terms) Verify(score uint16, history []uint16) (Verification, error) {
	return t.VerifyInBlock(score, history, 0)
}

// VerifyInBlock is Verify when the pair's jobs verified earlier in the same block recorded the first
// inBlock entries of history. The contract's rule, which makes the payout independent of who relays first:
// a job's rolling average is this score and the last window-1 scores of the pair from earlier blocks, and a
// block's scores are kept in ascending order in the history (the first inBlock entries).
func (t Terms) VerifyInBlock(score uint16, history []uint16, inBlock int) (Verification, error) {
	if score > MaxBps {
		return Verification{}, fmt.Errorf("verify: score %d above %d", score, MaxBps)
	}
	v := Verification{Score: score, PolicyScore: score, History: slices.Clone(history),
		AutoDispute: t.DisputeThreshold > 0 && score < t.DisputeThreshold && t.Resolver != (common.Address{})}
	if t.Policy == PolicyRollingAverage {
		if t.RollingWindow == 0 {
			return Verification{}, errors.New("verify: rolling average: empty window")
		}
		group := min(max(inBlock, 0), len(history))
		earlier := history[group:]
		used := min(len(earlier), int(t.RollingWindow)-1)
		sum := uint64(score)
		for _, s := range earlier[:used] {
			sum += uint64(s)
		}
		v.PolicyScore = uint16(sum / uint64(used+1))
		p := 0
		for p < group && history[p] < score {
			p++
		}
		next := make([]uint16, 0, len(history)+1)
		next = append(append(append(next, history[:p]...), score), history[p:]...)
		v.History = next[:min(len(next), MaxHistory)]
	}
	return v, nil
}

// PolicyBps is the release share the terms' policy gives a policy score (Verification.PolicyScore).
func (t Terms) PolicyBps(policyScore uint16) (uint16, error) {
	if policyScore > MaxBps {
		return 0, fmt.Errorf("policy: score %d above %d", policyScore, MaxBps)
	}
	switch t.Policy {
	case PolicyContinuous:
		return policyScore, nil
	case PolicyGraduated, PolicyRollingAverage:
		tiers, err := t.TierList()
		if err != nil {
			return 0, fmt.Errorf("policy: %w", err)
		}
		return TierBps(tiers, policyScore), nil
	}
	return 0, fmt.Errorf("policy: %s has no release rule", t.Policy)
}

// Settlement is what one finalize step does to a job.
type Settlement struct {
	// Payout is the split of the budget and collateral; nil when the step moves the job on without paying
	// (a dispute filed, the backup evaluator activated, a verification at the evaluation deadline).
	Payout *Payout
	// Disputed is true when a low score filed a dispute automatically instead of settling.
	Disputed bool
	// BackupActivated is true when evaluator silence handed the job to the backup evaluator.
	BackupActivated bool
	// History is the client-provider pair's rolling-average history after the step.
	History []uint16
}

// Escrowed is what a job holds once it is Funded: the client's budget and the provider's collateral (zero
// when the terms take none). Its methods are the job's possible endings, exactly as the contract settles them.
type Escrowed struct {
	Terms      Terms
	Budget     *big.Int
	Collateral *big.Int
}

// Escrow binds the terms to a funded job's budget and collateral.
func (t Terms) Escrow(budget, collateral *big.Int) Escrowed {
	return Escrowed{Terms: t, Budget: budget, Collateral: orZero(collateral)}
}

func (e Escrowed) settle(bps uint16, scored bool, history []uint16) (Settlement, error) {
	p, err := Split(e.Budget, bps, e.Terms.EvaluatorFeeBps, scored)
	if err != nil {
		return Settlement{}, err
	}
	if p, err = withCollateral(p, e.Collateral, scored); err != nil {
		return Settlement{}, err
	}
	return Settlement{Payout: &p, History: slices.Clone(history)}, nil
}

// CloseWindow is the finalize at the end of the challenge window of a verified job: a score below the
// dispute threshold (with a resolver) files a dispute; otherwise the job settles by its policy (scored:
// fee and proportional slash).
func (e Escrowed) CloseWindow(v Verification) (Settlement, error) {
	if v.AutoDispute {
		return Settlement{Disputed: true, History: slices.Clone(v.History)}, nil
	}
	bps, err := e.Terms.PolicyBps(v.PolicyScore)
	if err != nil {
		return Settlement{}, fmt.Errorf("close window: %w", err)
	}
	if v.Failed {
		bps = 0
	}
	s, err := e.settle(bps, true, v.History)
	if err != nil {
		return Settlement{}, fmt.Errorf("close window: %w", err)
	}
	return s, nil
}

// EvaluatorSilence is the dead-man action when the evaluators (or, with backupActive, the backup
// evaluator) missed their deadline with fewer than quorum results: hold_for_backup_evaluator activates the
// backup once, then the fallback action applies. Not scored: no fee, no slash.
func (e Escrowed) EvaluatorSilence(backupActive bool) (Settlement, error) {
	action := e.Terms.SilenceAction
	if backupActive {
		action = e.Terms.FallbackAction
	} else if action == ActionHoldForBackupEvaluator {
		return Settlement{BackupActivated: true}, nil
	}
	bps, ok := action.fixedBps()
	if !ok {
		return Settlement{}, fmt.Errorf("evaluator silence: action %s not allowed", action)
	}
	s, err := e.settle(bps, false, nil)
	if err != nil {
		return Settlement{}, fmt.Errorf("evaluator silence: %w", err)
	}
	return s, nil
}

// ResolveDispute is the resolver's decision: providerBps of the distributable amount (scored).
func (e Escrowed) ResolveDispute(providerBps uint16) (Settlement, error) {
	if providerBps > MaxBps {
		return Settlement{}, fmt.Errorf("resolve dispute: providerBps %d above %d", providerBps, MaxBps)
	}
	s, err := e.settle(providerBps, true, nil)
	if err != nil {
		return Settlement{}, fmt.Errorf("resolve dispute: %w", err)
	}
	return s, nil
}

// DisputeDefault is the outcome after the resolver's deadline: the policy over the job's policy score
// (scored), or a fixed action (not scored: no fee, no slash). For a job whose results said failed use
// DisputeDefaultOf.
func (e Escrowed) DisputeDefault(policyScore uint16) (Settlement, error) {
	return e.DisputeDefaultOf(Verification{PolicyScore: policyScore})
}

// DisputeDefaultOf is DisputeDefault for the job's verification: the policy outcome of a failed job
// releases 0.
func (e Escrowed) DisputeDefaultOf(v Verification) (Settlement, error) {
	policyScore := v.PolicyScore
	a := e.Terms.DisputeDefault
	if bps, ok := a.fixedBps(); ok {
		s, err := e.settle(bps, false, nil)
		if err != nil {
			return Settlement{}, fmt.Errorf("dispute default: %w", err)
		}
		return s, nil
	}
	if a != ActionPolicyOutcome {
		return Settlement{}, fmt.Errorf("dispute default: action %s has no release share", a)
	}
	bps, err := e.Terms.PolicyBps(policyScore)
	if err != nil {
		return Settlement{}, fmt.Errorf("dispute default: %w", err)
	}
	if v.Failed {
		bps = 0
	}
	s, err := e.settle(bps, true, nil)
	if err != nil {
		return Settlement{}, fmt.Errorf("dispute default: %w", err)
	}
	return s, nil
}

// NoDelivery is the dead-man action when the provider never delivered by expiredAt: the budget back to
// the client and the whole collateral slashed to the client.
func (e Escrowed) NoDelivery() (Payout, error) {
	return e.noDelivery()
}

// WithdrawAcceptance is the provider withdrawing its acceptance of a job not yet funded: the job closes
// and the provider gets its collateral back (the client's budget is not in; see CloseOpen).
func (e Escrowed) WithdrawAcceptance() (Payout, error) {
	return CloseOpen(e.Budget, false, e.Collateral)
}

func (e Escrowed) noDelivery() (Payout, error) {
	p, err := Split(e.Budget, 0, 0, false)
	if err != nil {
		return Payout{}, fmt.Errorf("no delivery: %w", err)
	}
	p.CollateralKept, p.CollateralSlashed = new(big.Int), new(big.Int).Set(e.Collateral)
	return p, nil
}

// FinalizeVerified is Verify followed at once by CloseWindow, for a job without collateral: a score
// below a non-zero dispute threshold with a resolver files a dispute; otherwise the job settles by its
// policy, fee included. history is the pair's rolling-average history before the verification.
func (t Terms) FinalizeVerified(budget *big.Int, score uint16, history []uint16) (Settlement, error) {
	v, err := t.Verify(score, history)
	if err != nil {
		return Settlement{}, fmt.Errorf("finalize verified: %w", err)
	}
	return t.Escrow(budget, nil).CloseWindow(v)
}

// EvaluatorSilence is Escrowed.EvaluatorSilence for a job without collateral; history passes through.
func (t Terms) EvaluatorSilence(budget *big.Int, backupActive bool, history []uint16) (Settlement, error) {
	s, err := t.Escrow(budget, nil).EvaluatorSilence(backupActive)
	s.History = slices.Clone(history)
	return s, err
}

// ResolveDispute is Escrowed.ResolveDispute for a job without collateral; history passes through.
func (t Terms) ResolveDispute(budget *big.Int, providerBps uint16, history []uint16) (Settlement, error) {
	s, err := t.Escrow(budget, nil).ResolveDispute(providerBps)
	s.History = slices.Clone(history)
	return s, err
}

// DisputeDefaultOutcome is Escrowed.DisputeDefault for a job without collateral, given the job's policy
// score; history passes through (it was recorded at verification).
func (t Terms) DisputeDefaultOutcome(budget *big.Int, policyScore uint16, history []uint16) (Settlement, error) {
	s, err := t.Escrow(budget, nil).DisputeDefault(policyScore)
	s.History = slices.Clone(history)
	return s, err
}
