package settlement

import (
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// SelectionMode is how a pool seat chooses a job's evaluators (IEvaluatorPool.Mode).
type SelectionMode uint8

// The selection modes, in the contract's enum order.
const (
	// SelectRandom draws the evaluators at random from the qualified pool (the white paper's default).
	SelectRandom SelectionMode = iota
	// SelectMutual lets both parties propose; a common proposal is appointed, else a random draw after the
	// rounds or the pool's window.
	SelectMutual
	// SelectProbation lets the canary operator appoint (canary-only bootstrap jobs).
	SelectProbation
)

// String returns the mode's agreement spelling.
func (m SelectionMode) String() string {
	switch m {
	case SelectRandom:
		return "random"
	case SelectMutual:
		return "mutual"
	case SelectProbation:
		return "probation"
	}
	return fmt.Sprintf("mode(%d)", uint8(m))
}

// SeatRole is which of a job's roles a pool seat fills (IEvaluatorPool.Role).
type SeatRole uint8

// The seat roles, in the contract's enum order.
const (
	SeatEvaluators SeatRole = iota
	SeatBackup
	SeatResolver
)

// String returns the role's name.
func (r SeatRole) String() string {
	switch r {
	case SeatEvaluators:
		return "evaluators"
	case SeatBackup:
		return "backup_evaluator"
	case SeatResolver:
		return "resolver"
	}
	return fmt.Sprintf("role(%d)", uint8(r))
}

// CanaryFailureAction is what a missed canary does beyond lowering the pass rate (IEvaluatorPool.FailureAction).
type CanaryFailureAction uint8

// The canary failure actions, in the contract's enum order.
const (
	// FlagAndContinue records the miss; the evaluator leaves the qualified pool only when it no longer
	// qualifies (the white paper's example).
	FlagAndContinue CanaryFailureAction = iota
	// RemoveEvaluator removes the evaluator from the pool at once (its stake unbonds).
	RemoveEvaluator
)

// String returns the action's agreement spelling.
func (a CanaryFailureAction) String() string {
	switch a {
	case FlagAndContinue:
		return "flag_and_continue"
	case RemoveEvaluator:
		return "remove_evaluator"
	}
	return fmt.Sprintf("failure_action(%d)", uint8(a))
}

// ParseCanaryFailureAction reads verification.canary_tasks.failure_action.
func ParseCanaryFailureAction(s string) (CanaryFailureAction, error) {
	switch s {
	case "flag_and_continue":
		return FlagAndContinue, nil
	case "remove_evaluator", "remove":
		return RemoveEvaluator, nil
	}
	return 0, fmt.Errorf("%q is not a canary failure action (flag_and_continue | remove_evaluator)", s)
}

// MaxPoolEvaluators is the pool's MAX_EVALUATORS: the most evaluators one seat appoints.
const MaxPoolEvaluators = 8

// PoolPolicy is a pool selection policy (IEvaluatorPool.Policy): what the parties sign when they name one of
// its seats. It is identified by PolicyID.
type PoolPolicy struct {
	ServiceType   common.Hash // keccak256 of service.type (ServiceTypeHash)
	Mode          SelectionMode
	Size          uint8 // evaluators drawn, 1..8
	Quorum        uint8 // k of them make the score
	Rounds        uint8 // Mutual: proposals per party before the random fallback; else 0
	Rotation      uint8 // at most this many consecutive jobs of one provider per evaluator; 0: no bound
	FailureAction CanaryFailureAction
	CanaryEvery   uint16 // the canary operator's target: 1 canary per this many jobs; 0: none
}

// ServiceTypeHash is the pool's key of a service type: keccak256 of the agreement's service.type.
func ServiceTypeHash(serviceType string) common.Hash {
	return crypto.Keccak256Hash([]byte(serviceType))
}

// Check reports what the pool's openPolicy would refuse.
func (p PoolPolicy) Check() error {
	switch {
	case p.ServiceType == (common.Hash{}):
		return fmt.Errorf("pool policy: no service type")
	case p.Size == 0 || p.Size > MaxPoolEvaluators:
		return fmt.Errorf("pool policy: %d evaluators (want 1..%d)", p.Size, MaxPoolEvaluators)
	case p.Quorum == 0 || p.Quorum > p.Size:
		return fmt.Errorf("pool policy: quorum %d of %d", p.Quorum, p.Size)
	case (p.Mode == SelectMutual) != (p.Rounds != 0):
		return fmt.Errorf("pool policy: rounds %d with mode %s (mutual needs rounds >= 1, the others 0)", p.Rounds, p.Mode)
	case p.Mode > SelectProbation || p.FailureAction > RemoveEvaluator:
		return fmt.Errorf("pool policy: unknown mode or failure action")
	}
	return nil
}

// Encode is abi.encode(policy): eight static words.
func (p PoolPolicy) Encode() []byte {
	out := make([]byte, 0, 8*32)
	out = append(out, p.ServiceType.Bytes()...)
	for _, v := range []uint64{uint64(p.Mode), uint64(p.Size), uint64(p.Quorum), uint64(p.Rounds), uint64(p.Rotation), uint64(p.FailureAction), uint64(p.CanaryEvery)} {
		out = append(out, uword(v)...)
	}
	return out
}

// PolicyID is the pool's id of the policy: keccak256(abi.encode(policy)).
func (p PoolPolicy) PolicyID() common.Hash { return crypto.Keccak256Hash(p.Encode()) }

// PoolSeatCode is the address of the seats' shared code: the pool's first contract creation.
func PoolSeatCode(pool common.Address) common.Address { return crypto.CreateAddress(pool, 1) }

// PoolSeatAddress is where the pool deploys (or has deployed) the seat of `policyID` for `role`: an ERC-1167
// clone with immutable arguments abi.encode(policyID, uint8(role)) created with CREATE2 and salt policyID
// (OpenZeppelin's Clones.predictDeterministicAddressWithImmutableArgs). An agreement can name a seat before
// its policy is opened.
func PoolSeatAddress(pool common.Address, policyID common.Hash, role SeatRole) common.Address {
	args := append(append([]byte{}, policyID.Bytes()...), uword(uint64(role))...)
	code := make([]byte, 0, 55+len(args))
	code = append(code, 0x61, byte((len(args)+0x2d)>>8), byte(len(args)+0x2d))
	code = append(code, common.FromHex("3d81600a3d39f3363d3d373d3d3d363d73")...)
	code = append(code, PoolSeatCode(pool).Bytes()...)
	code = append(code, common.FromHex("5af43d82803e903d91602b57fd5bf3")...)
	code = append(code, args...)
	return crypto.CreateAddress2(pool, policyID, crypto.Keccak256(code))
}

// PoolSeats are the three seats of one policy.
type PoolSeats struct {
	Evaluators, Backup, Resolver common.Address
}

// Seats returns the policy's seat addresses in `pool`.
func (p PoolPolicy) Seats(pool common.Address) PoolSeats {
	id := p.PolicyID()
	return PoolSeats{
		Evaluators: PoolSeatAddress(pool, id, SeatEvaluators),
		Backup:     PoolSeatAddress(pool, id, SeatBackup),
		Resolver:   PoolSeatAddress(pool, id, SeatResolver),
	}
}

// ParseCanaryFrequency reads the white paper's "1_per_N_deliveries" (or a bare N): one canary per N jobs.
func ParseCanaryFrequency(s string) (uint16, error) {
	t := strings.TrimSuffix(strings.TrimPrefix(s, "1_per_"), "_deliveries")
	t = strings.TrimSuffix(t, "_delivery")
	var n uint64
	if _, err := fmt.Sscanf(t, "%d", &n); err != nil || fmt.Sprint(n) != t || n == 0 || n > 65535 {
		return 0, fmt.Errorf("%q is not a canary frequency (want 1_per_N_deliveries, N 1..65535)", s)
	}
	return uint16(n), nil
}

// CanaryCommitment is the evaluator pool's canary commitment: keccak256(abi.encode(deliverable, expectedScore,
// expectedPassed, salt)), each a 32-byte word.
func CanaryCommitment(deliverable common.Hash, expectedScore uint16, expectedPassed bool, salt common.Hash) common.Hash {
	var score, passed [32]byte
	score[30], score[31] = byte(expectedScore>>8), byte(expectedScore)
	if expectedPassed {
		passed[31] = 1
	}
	return crypto.Keccak256Hash(deliverable[:], score[:], passed[:], salt[:])
}
