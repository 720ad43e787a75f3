package settlement

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// MaxBps is 100.00 % in basis points; scores use the same 0..10000 scale (0.00..100.00).
const MaxBps = 10000

// MaxTiers is how many tiers fit in Terms.Tiers (8 x 32 bits).
const MaxTiers = 8

// MaxRollingWindow is the longest rolling-average window; the contract keeps 16 scores per pair.
const MaxRollingWindow = 16

// MaxEvaluatorFeeBps is the contract's MAX_EVALUATOR_FEE_BPS: the cap on Terms.EvaluatorFeeBps.
const MaxEvaluatorFeeBps = 1000

// MaxCollateralBps is the contract's MAX_COLLATERAL_BPS: the cap on Terms.CollateralBps (200 %).
const MaxCollateralBps = 20000

// MaxTimeout is the contract's MAX_TIMEOUT: the longest timeout or window, 365 days in seconds.
const MaxTimeout = 365 * 24 * 60 * 60

// MaxExpiryHorizon is the contract's MAX_EXPIRY_HORIZON: expiredAt at most 730 days ahead.
const MaxExpiryHorizon = 730 * 24 * 60 * 60

// Policy says how a score becomes a release share (IAsaEscrow.Policy).
type Policy uint8

// The release policies, in the contract's enum order.
const (
	PolicyNone Policy = iota
	PolicyGraduated
	PolicyContinuous
	PolicyRollingAverage
)

// String returns the policy's name.
func (p Policy) String() string {
	switch p {
	case PolicyNone:
		return "none"
	case PolicyGraduated:
		return "graduated"
	case PolicyContinuous:
		return "continuous"
	case PolicyRollingAverage:
		return "rolling_average"
	}
	return fmt.Sprintf("policy(%d)", uint8(p))
}

// Action is a pre-agreed dead-man or dispute outcome (IAsaEscrow.Action).
type Action uint8

// The actions, in the contract's enum order.
const (
	ActionPolicyOutcome Action = iota
	ActionSplit5050
	ActionReturnToClient
	ActionReleaseToProvider
	ActionHoldForBackupEvaluator
)

// String returns the action's name as the ASA document spells it.
func (a Action) String() string {
	switch a {
	case ActionPolicyOutcome:
		return "policy_outcome"
	case ActionSplit5050:
		return "split_50_50"
	case ActionReturnToClient:
		return "return_to_client"
	case ActionReleaseToProvider:
		return "release_to_provider"
	case ActionHoldForBackupEvaluator:
		return "hold_for_backup_evaluator"
	}
	return fmt.Sprintf("action(%d)", uint8(a))
}

// fixedBps is the provider's share for the actions that do not depend on a score.
func (a Action) fixedBps() (uint16, bool) {
	switch a {
	case ActionSplit5050:
		return 5000, true
	case ActionReturnToClient:
		return 0, true
	case ActionReleaseToProvider:
		return MaxBps, true
	}
	return 0, false
}

// Terms mirrors IAsaEscrowTypes.Terms field for field (same names, same order), so converting to the
// abigen struct is a field-by-field copy (see Terms.Words for the ABI layout).
type Terms struct {
	Policy             Policy
	TierCount          uint8
	RollingWindow      uint8
	SilenceAction      Action
	FallbackAction     Action
	DisputeDefault     Action
	DisputeThreshold   uint16
	EvaluatorFeeBps    uint16
	CollateralBps      uint16 // provider collateral as a share of the budget; 0 = none
	AcceptanceRequired bool   // the provider must accept the agreement (always, with collateral)
	FundTimeout        uint32
	EvaluateTimeout    uint32
	BackupTimeout      uint32
	ChallengeWindow    uint32
	DisputeTimeout     uint32
	MinDeliveryTime    uint32 // activation must leave the provider at least this many seconds before ExpiredAt
	BackupEvaluator    common.Address
	Resolver           common.Address
	Tiers              *big.Int
}

// Tier is one graduated step: scores >= MinScore release ReleaseBps of the distributable amount.
type Tier struct {
	MinScore   uint16
	ReleaseBps uint16
}

// PackTiers packs tiers as the contract stores them: tier i in bits [32i, 32i+32), minScore in the
// high 16 bits, releaseBps in the low 16. It checks the contract's rules: 1..8 tiers, minScore
// strictly descending, both values at most 10000.
func PackTiers(tiers []Tier) (*big.Int, error) {
	if len(tiers) == 0 || len(tiers) > MaxTiers {
		return nil, fmt.Errorf("pack tiers: %d tiers, want 1..%d", len(tiers), MaxTiers)
	}
	packed := new(big.Int)
	for i, t := range tiers {
		if t.MinScore > MaxBps || t.ReleaseBps > MaxBps {
			return nil, fmt.Errorf("pack tiers: tier %d (%d, %d bps) out of range 0..%d", i, t.MinScore, t.ReleaseBps, MaxBps)
		}
		if i > 0 && t.MinScore >= tiers[i-1].MinScore {
			return nil, fmt.Errorf("pack tiers: tier %d minScore %d not below tier %d's %d", i, t.MinScore, i-1, tiers[i-1].MinScore)
		}
		word := new(big.Int).SetUint64(uint64(t.MinScore)<<16 | uint64(t.ReleaseBps))
		packed.Or(packed, word.Lsh(word, uint(32*i)))
	}
	return packed, nil
}

// UnpackTiers returns the first count tiers of a packed tier word.
func UnpackTiers(packed *big.Int, count uint8) ([]Tier, error) {
	if count > MaxTiers {
		return nil, fmt.Errorf("unpack tiers: count %d above %d", count, MaxTiers)
	}
	if packed == nil {
		packed = new(big.Int)
	}
	if packed.Sign() < 0 || packed.BitLen() > 256 {
		return nil, errors.New("unpack tiers: packed value is not a uint256")
	}
	out := make([]Tier, count)
	mask := big.NewInt(0xffffffff)
	for i := range out {
		w := new(big.Int).Rsh(packed, uint(32*i))
		v := w.And(w, mask).Uint64()
		out[i] = Tier{MinScore: uint16(v >> 16), ReleaseBps: uint16(v)}
	}
	return out, nil
}

// TierBps returns the releaseBps of the first tier whose minScore the score reaches, or 0.
// Tiers must be sorted by minScore descending (as PackTiers requires).
func TierBps(tiers []Tier, score uint16) uint16 {
	for _, t := range tiers {
		if score >= t.MinScore {
			return t.ReleaseBps
		}
	}
	return 0
}

// CanStart says whether a job of these terms with delivery deadline expiredAt may start (be funded and
// accepted) at time now: before expiredAt, with at least MinDeliveryTime left (the escrow's
// _checkActivationTime, which every ASA job's creation and activation pass).
func (t Terms) CanStart(expiredAt, now uint64) bool {
	return now < expiredAt && expiredAt-now >= uint64(t.MinDeliveryTime)
}

// FundDeadline is the deadline of an Open job of these terms created at createdAt (the escrow's _fundDeadline):
// the end of its fund window, or the second after the last one at which it could still start, whichever
// comes first. Past it the job can only close (each party gets back what it put in), so finalize closes it.
// Meaningful for a job whose creation passed CanStart.
func (t Terms) FundDeadline(createdAt, expiredAt uint64) uint64 {
	lastStart := expiredAt - max(uint64(t.MinDeliveryTime), 1)
	return min(createdAt+uint64(t.FundTimeout), lastStart+1)
}

// TierList returns the terms' unpacked tiers (empty for Continuous).
func (t Terms) TierList() ([]Tier, error) {
	return UnpackTiers(t.Tiers, t.TierCount)
}

// Validate checks the terms against the rules the contract enforces at createAsaJob and returns every
// problem found, joined. Tiers beyond TierCount must be zero so that equal terms hash equally.
func (t Terms) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	switch t.Policy {
	case PolicyGraduated, PolicyRollingAverage:
		if t.TierCount < 1 || t.TierCount > MaxTiers {
			bad("tierCount %d, want 1..%d for %s", t.TierCount, MaxTiers, t.Policy)
		}
	case PolicyContinuous:
		if t.TierCount != 0 {
			bad("tierCount %d, want 0 for continuous", t.TierCount)
		}
	default:
		bad("policy %s is not an ASA release policy", t.Policy)
	}
	if t.Policy == PolicyRollingAverage {
		if t.RollingWindow < 1 || t.RollingWindow > MaxRollingWindow {
			bad("rollingWindow %d, want 1..%d", t.RollingWindow, MaxRollingWindow)
		}
	} else if t.RollingWindow != 0 {
		bad("rollingWindow %d, want 0 for %s", t.RollingWindow, t.Policy)
	}
	if t.Tiers == nil || t.Tiers.Sign() < 0 || t.Tiers.BitLen() > 256 {
		bad("tiers is not a uint256")
	} else if t.TierCount <= MaxTiers {
		if t.Tiers.BitLen() > 32*int(t.TierCount) {
			bad("tiers has bits set beyond tier %d", t.TierCount)
		}
		tiers, _ := UnpackTiers(t.Tiers, t.TierCount)
		for i, tier := range tiers {
			if tier.MinScore > MaxBps || tier.ReleaseBps > MaxBps {
				bad("tier %d (%d, %d bps) out of range 0..%d", i, tier.MinScore, tier.ReleaseBps, MaxBps)
			}
			if i > 0 && tier.MinScore >= tiers[i-1].MinScore {
				bad("tier %d minScore %d not below tier %d's %d", i, tier.MinScore, i-1, tiers[i-1].MinScore)
			}
		}
	}
	switch t.SilenceAction {
	case ActionHoldForBackupEvaluator:
		if t.BackupEvaluator == (common.Address{}) {
			bad("silenceAction hold_for_backup_evaluator needs a backup evaluator")
		}
		if t.BackupTimeout == 0 {
			bad("silenceAction hold_for_backup_evaluator needs a backupTimeout")
		}
	case ActionSplit5050, ActionReturnToClient, ActionReleaseToProvider:
		if t.BackupEvaluator != (common.Address{}) {
			bad("a backup evaluator is only allowed with silenceAction hold_for_backup_evaluator")
		}
	default:
		bad("silenceAction %s not allowed", t.SilenceAction)
	}
	if _, ok := t.FallbackAction.fixedBps(); !ok {
		bad("fallbackAction %s not allowed", t.FallbackAction)
	}
	if _, ok := t.DisputeDefault.fixedBps(); !ok && t.DisputeDefault != ActionPolicyOutcome {
		bad("disputeDefault %s not allowed", t.DisputeDefault)
	}
	if t.DisputeThreshold > MaxBps {
		bad("disputeThreshold %d above %d", t.DisputeThreshold, MaxBps)
	}
	if t.DisputeThreshold != 0 && t.Resolver == (common.Address{}) {
		bad("disputeThreshold needs a resolver")
	}
	if t.EvaluatorFeeBps > MaxEvaluatorFeeBps {
		bad("evaluatorFeeBps %d above the cap %d", t.EvaluatorFeeBps, MaxEvaluatorFeeBps)
	}
	if t.CollateralBps > MaxCollateralBps {
		bad("collateralBps %d above the cap %d", t.CollateralBps, MaxCollateralBps)
	}
	if t.CollateralBps != 0 && !t.AcceptanceRequired {
		bad("collateral needs the provider's acceptance (acceptanceRequired)")
	}
	if t.FundTimeout == 0 {
		bad("fundTimeout is zero")
	}
	if t.EvaluateTimeout == 0 {
		bad("evaluateTimeout is zero")
	}
	if t.Resolver != (common.Address{}) && t.DisputeTimeout == 0 {
		bad("disputeTimeout is zero with a resolver")
	}
	for _, tm := range []struct {
		name string
		v    uint32
	}{{"fundTimeout", t.FundTimeout}, {"evaluateTimeout", t.EvaluateTimeout}, {"backupTimeout", t.BackupTimeout},
		{"challengeWindow", t.ChallengeWindow}, {"disputeTimeout", t.DisputeTimeout}, {"minDeliveryTime", t.MinDeliveryTime}} {
		if tm.v > MaxTimeout {
			bad("%s %d above %d seconds (365 days)", tm.name, tm.v, MaxTimeout)
		}
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("invalid terms: %w", err)
	}
	return nil
}

// Words returns abi.encode(terms): the 19 static fields as 32-byte words in field order.
func (t Terms) Words() []byte {
	out := make([]byte, 0, 19*32)
	word := func(v uint64) {
		var w [32]byte
		new(big.Int).SetUint64(v).FillBytes(w[:])
		out = append(out, w[:]...)
	}
	addr := func(a common.Address) {
		out = append(out, common.LeftPadBytes(a[:], 32)...)
	}
	word(uint64(t.Policy))
	word(uint64(t.TierCount))
	word(uint64(t.RollingWindow))
	word(uint64(t.SilenceAction))
	word(uint64(t.FallbackAction))
	word(uint64(t.DisputeDefault))
	word(uint64(t.DisputeThreshold))
	word(uint64(t.EvaluatorFeeBps))
	word(uint64(t.CollateralBps))
	if t.AcceptanceRequired {
		word(1)
	} else {
		word(0)
	}
	word(uint64(t.FundTimeout))
	word(uint64(t.EvaluateTimeout))
	word(uint64(t.BackupTimeout))
	word(uint64(t.ChallengeWindow))
	word(uint64(t.DisputeTimeout))
	word(uint64(t.MinDeliveryTime))
	addr(t.BackupEvaluator)
	addr(t.Resolver)
	var w [32]byte
	if t.Tiers != nil && t.Tiers.Sign() >= 0 && t.Tiers.BitLen() <= 256 {
		t.Tiers.FillBytes(w[:])
	}
	return append(out, w[:]...)
}

// TermsHash is keccak256(abi.encode(terms)), the hash the contract registers terms under and that
// fund() and fundWithAuthorization() expect.
func TermsHash(t Terms) common.Hash {
	return crypto.Keccak256Hash(t.Words())
}

// FundOptParams is fund()'s optParams for an ASA job: abi.encode(bytes32 termsHash).
func FundOptParams(termsHash common.Hash) []byte {
	return common.CopyBytes(termsHash[:])
}
