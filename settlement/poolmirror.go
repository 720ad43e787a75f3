package settlement

import (
	"errors"
	"fmt"
	"maps"
	"math/big"
	"math/bits"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// The pool's constants (contracts/src/pool/EvaluatorPool.sol).
const (
	// PoolCanaryWindow is CANARY_WINDOW: canary outcomes kept per entry.
	PoolCanaryWindow = 20
	// PoolDrawTries is _DRAW_TRIES: uniform picks tried per seat before the cyclic scan.
	PoolDrawTries = 8
)

// PoolBurn is the pool's BURN address: slashed canary stakes go there.
var PoolBurn = common.HexToAddress("0x000000000000000000000000000000000000dEaD")

// PoolStatus is an entry's standing (IEvaluatorPool.Status).
type PoolStatus uint8

// The entry statuses, in the contract's enum order.
const (
	PoolNone PoolStatus = iota
	PoolProbation
	PoolQualified
	PoolLeaving
	PoolRemoved
)

// PoolRules are the pool's fixed rules (IEvaluatorPool.Config) with Go types. MinStake is a token amount
// (uint96 on chain), so a *big.Int.
type PoolRules struct {
	MinStake           *big.Int
	MinEvaluations     uint32
	MinCanaries        uint8
	MinCanaryPassBps   uint16
	CanaryToleranceBps uint16
	MaxDeviationBps    uint16
	GrossMissBps       uint16
	SlashBps           uint16
	OverturnBps        uint16
	UnbondingDelay     uint32
	MutualWindow       uint32
	CanaryOperator     common.Address
}

// PoolEntry is one staked entry (IEvaluatorPool.Entry): an evaluator for one service type.
type PoolEntry struct {
	Stake            *big.Int
	Status           PoolStatus
	Evaluations      uint32
	CanaryWindow     uint32 // the last PoolCanaryWindow outcomes, most recent in bit 0 (1 = pass)
	CanaryCount      uint8
	ListIndex        uint32 // 1 + position in the qualified list; 0 when not listed
	OpenJobs         uint32
	LeaveAt          uint64 // uint40 on chain
	DeviationSum     uint64
	DeviationSamples uint32
	CanaryPasses     uint32
	CanaryMisses     uint32
	Silences         uint32
}

func (e PoolEntry) clone() PoolEntry {
	if e.Stake == nil {
		e.Stake = new(big.Int)
	} else {
		e.Stake = new(big.Int).Set(e.Stake)
	}
	return e
}

// Qualified is the pool's _qualifies: the qualification rule of IEvaluatorPool.
func (e PoolEntry) Qualified(r PoolRules) bool {
	stake := e.Stake
	if stake == nil {
		stake = new(big.Int)
	}
	count := uint64(e.CanaryCount)
	passes := uint64(bits.OnesCount32(e.CanaryWindow))
	return stake.Cmp(r.MinStake) >= 0 && e.Evaluations >= r.MinEvaluations && e.CanaryCount >= r.MinCanaries &&
		passes*MaxBps >= uint64(r.MinCanaryPassBps)*count &&
		(e.DeviationSamples == 0 || e.DeviationSum <= uint64(r.MaxDeviationBps)*uint64(e.DeviationSamples))
}

// PoolSlash is one slash the pool made (its Slashed event).
type PoolSlash struct {
	Evaluator   common.Address
	ServiceType common.Hash
	Amount      *big.Int
	To          common.Address
	Reason      string // "canary" or "overturned"
}

// PoolAssignment is a seat's appointment for one job, as the mirror keeps it.
type PoolAssignment struct {
	Policy         PoolPolicy
	Role           SeatRole
	Evaluators     []common.Address
	Recorded       bool
	CanaryRevealed bool
	Tally          *big.Int // the escrow's result tally when recorded
}

type poolKey struct {
	ev common.Address
	st common.Hash
}

type seatJob struct {
	seat common.Address
	job  string
}

type poolStreak struct {
	last uint64 // the provider's assignment number of the evaluator's last assignment
	run  uint32 // its run of consecutive assignments
}

// PoolMirror is the off-chain mirror of the EvaluatorPool's state: entries, qualified lists, rotation runs
// and assignments. contracts/src/pool/EvaluatorPool.sol is normative; this mirror must agree with it exactly
// (contracts/pool_fuzz_test.go checks it against the contract). Like the rest of settlement it is pure: the
// caller passes in the block time and the escrow's state (tallies, job fields). A method that returns an error
// changed nothing, as a reverted transaction.
type PoolMirror struct {
	rules       PoolRules
	entries     map[poolKey]*PoolEntry
	qualified   map[common.Hash][]common.Address
	providerSeq map[common.Address]uint64
	streaks     map[common.Address]map[common.Address]poolStreak
	assignments map[seatJob]*PoolAssignment
	// evaluatorsSeat is the seat that appointed a job's evaluators.
	evaluatorsSeat map[string]common.Address
}

// NewPoolMirror returns an empty pool with the rules r.
func NewPoolMirror(r PoolRules) (*PoolMirror, error) {
	if r.MinStake == nil || r.MinStake.Sign() <= 0 {
		return nil, errors.New("pool mirror: min stake must be positive")
	}
	if r.MinCanaries > PoolCanaryWindow {
		return nil, fmt.Errorf("pool mirror: min canaries %d above the window %d", r.MinCanaries, PoolCanaryWindow)
	}
	r.MinStake = new(big.Int).Set(r.MinStake)
	return &PoolMirror{rules: r, entries: map[poolKey]*PoolEntry{}, qualified: map[common.Hash][]common.Address{},
		providerSeq: map[common.Address]uint64{}, streaks: map[common.Address]map[common.Address]poolStreak{},
		assignments: map[seatJob]*PoolAssignment{}, evaluatorsSeat: map[string]common.Address{}}, nil
}

// Rules returns the pool's rules.
func (m *PoolMirror) Rules() PoolRules {
	r := m.rules
	r.MinStake = new(big.Int).Set(r.MinStake)
	return r
}

func (m *PoolMirror) entry(ev common.Address, st common.Hash) *PoolEntry {
	k := poolKey{ev, st}
	e := m.entries[k]
	if e == nil {
		e = &PoolEntry{Stake: new(big.Int)}
		m.entries[k] = e
	}
	return e
}

// Entry returns a copy of the entry of (ev, st); an unknown one is the zero entry (status PoolNone).
func (m *PoolMirror) Entry(ev common.Address, st common.Hash) PoolEntry {
	if e := m.entries[poolKey{ev, st}]; e != nil {
		return e.clone()
	}
	return PoolEntry{Stake: new(big.Int)}
}

// Qualified returns the qualified list of st in the contract's order.
func (m *PoolMirror) Qualified(st common.Hash) []common.Address {
	return slices.Clone(m.qualified[st])
}

// Held is the sum of every entry's stake: what the pool's token balance must be.
func (m *PoolMirror) Held() *big.Int {
	sum := new(big.Int)
	for _, e := range m.entries {
		sum.Add(sum, e.Stake)
	}
	return sum
}

// Assignment returns a copy of the seat's assignment for the job (false: none).
func (m *PoolMirror) Assignment(seat common.Address, jobID *big.Int) (PoolAssignment, bool) {
	a := m.assignments[seatJob{seat, jobID.String()}]
	if a == nil {
		return PoolAssignment{}, false
	}
	out := *a
	out.Evaluators = slices.Clone(a.Evaluators)
	if a.Tally != nil {
		out.Tally = new(big.Int).Set(a.Tally)
	}
	return out, true
}

// EvaluatorsSeat is the seat that appointed the job's evaluators (zero: none of this pool).
func (m *PoolMirror) EvaluatorsSeat(jobID *big.Int) common.Address {
	return m.evaluatorsSeat[jobID.String()]
}

// Register is register(st, stake) by ev.
func (m *PoolMirror) Register(ev common.Address, st common.Hash, stake *big.Int) error {
	if e := m.entries[poolKey{ev, st}]; e != nil && e.Status != PoolNone {
		return fmt.Errorf("pool register: WrongStatus %d", e.Status)
	}
	if stake.Cmp(m.rules.MinStake) < 0 {
		return fmt.Errorf("pool register: StakeTooLow %s < %s", stake, m.rules.MinStake)
	}
	e := m.entry(ev, st)
	e.Stake = new(big.Int).Set(stake)
	e.Status = PoolProbation
	return nil
}

// AddStake is addStake(st, amount) by ev.
func (m *PoolMirror) AddStake(ev common.Address, st common.Hash, amount *big.Int) error {
	e := m.entries[poolKey{ev, st}]
	if e == nil || (e.Status != PoolProbation && e.Status != PoolQualified) {
		return fmt.Errorf("pool add stake: WrongStatus")
	}
	e.Stake = new(big.Int).Add(e.Stake, amount)
	m.refresh(ev, st, e)
	return nil
}

// Resign is resign(st) by ev at block time now.
func (m *PoolMirror) Resign(ev common.Address, st common.Hash, now uint64) error {
	e := m.entries[poolKey{ev, st}]
	if e == nil || (e.Status != PoolProbation && e.Status != PoolQualified) {
		return fmt.Errorf("pool resign: WrongStatus")
	}
	m.unlist(st, e)
	e.Status = PoolLeaving
	e.LeaveAt = now + uint64(m.rules.UnbondingDelay)
	return nil
}

// Withdraw is withdraw(st) by ev at block time now; it returns the amount paid to ev.
func (m *PoolMirror) Withdraw(ev common.Address, st common.Hash, now uint64) (*big.Int, error) {
	e := m.entries[poolKey{ev, st}]
	if e == nil || (e.Status != PoolLeaving && e.Status != PoolRemoved) {
		return nil, fmt.Errorf("pool withdraw: WrongStatus")
	}
	if now < e.LeaveAt || e.OpenJobs != 0 {
		return nil, fmt.Errorf("pool withdraw: StillBonded until %d, %d open jobs", e.LeaveAt, e.OpenJobs)
	}
	if e.Stake.Sign() == 0 {
		return nil, fmt.Errorf("pool withdraw: StakeTooLow (nothing staked)")
	}
	amount := e.Stake
	e.Stake = new(big.Int)
	if e.Status == PoolLeaving {
		delete(m.entries, poolKey{ev, st})
	}
	return amount, nil
}

// Eligible is _eligible: independent of the parties and within the policy's rotation bound for the provider.
func (m *PoolMirror) Eligible(policy PoolPolicy, e, client, provider common.Address) bool {
	return e != client && e != provider && e != (common.Address{}) && m.rotationAllows(provider, e, policy.Rotation)
}

func (m *PoolMirror) rotationAllows(provider, e common.Address, rotation uint8) bool {
	if rotation == 0 {
		return true
	}
	s := m.streaks[provider][e]
	seq := m.providerSeq[provider]
	return s.last != seq || s.run < uint32(rotation) || seq == 0
}

// poolDrawIndex is uint256(keccak256(abi.encode(seed, k, t))) % n.
func poolDrawIndex(seed common.Hash, k, t uint64, n int) int {
	h := crypto.Keccak256(seed.Bytes(), uword(k), uword(t))
	return int(new(big.Int).Mod(new(big.Int).SetBytes(h), big.NewInt(int64(n))).Int64())
}

// Pick is _pick: `count` distinct eligible qualified evaluators of the policy's service type, each a uniform
// index keccak256(abi.encode(seed, k, t)) % len for t < PoolDrawTries, then the first acceptable one after the
// last index tried, cyclically. An error is the contract's NotEnoughEvaluators.
func (m *PoolMirror) Pick(policy PoolPolicy, seed common.Hash, count int, client, provider common.Address, exclude []common.Address) ([]common.Address, error) {
	list := m.qualified[policy.ServiceType]
	n := len(list)
	picked := make([]common.Address, count)
	acceptable := func(c common.Address, k int) bool {
		return m.Eligible(policy, c, client, provider) && !slices.Contains(picked[:k], c) && !slices.Contains(exclude, c)
	}
	for k := 0; k < count; k++ {
		var found common.Address
		index := 0
		for t := 0; t < PoolDrawTries && found == (common.Address{}); t++ {
			if n == 0 {
				break
			}
			index = poolDrawIndex(seed, uint64(k), uint64(t), n)
			if c := list[index]; acceptable(c, k) {
				found = c
			}
		}
		for j := 1; j < n && found == (common.Address{}); j++ {
			if c := list[(index+j)%n]; acceptable(c, k) {
				found = c
			}
		}
		if found == (common.Address{}) {
			return nil, fmt.Errorf("pool pick: NotEnoughEvaluators (%d wanted of %d qualified)", count, n)
		}
		picked[k] = found
	}
	return picked, nil
}

// DrawSeed is the seed of a random draw: keccak256(abi.encode(blockhash(requestBlock + 1), seat, jobId)).
func DrawSeed(hash common.Hash, seat common.Address, jobID *big.Int) common.Hash {
	return crypto.Keccak256Hash(hash.Bytes(), common.LeftPadBytes(seat.Bytes(), 32), word(jobID))
}

// CheckChosen is _checkChosen: a list the parties (or, probation, the canary operator) chose.
func (m *PoolMirror) CheckChosen(policy PoolPolicy, evaluators []common.Address, client, provider common.Address, probation bool) error {
	if len(evaluators) != int(policy.Size) {
		return errors.New("pool: InvalidPolicy(size)")
	}
	for i, e := range evaluators {
		s := m.Entry(e, policy.ServiceType).Status
		standing := s == PoolQualified || (probation && s == PoolProbation)
		if !standing || !m.Eligible(policy, e, client, provider) || slices.Contains(evaluators[:i], e) {
			return fmt.Errorf("pool: NotEligible(%s)", e.Hex())
		}
	}
	return nil
}

// Assign is _assign's bookkeeping: the assignment, the provider's rotation runs (not for a resolver) and the
// evaluators' open jobs. For a backup the caller records the primary seat first when the contract does
// (Record with the escrow's tally before the backup's appointment dropped it).
func (m *PoolMirror) Assign(seat common.Address, jobID *big.Int, policy PoolPolicy, role SeatRole, provider common.Address, evaluators []common.Address) error {
	k := seatJob{seat, jobID.String()}
	if m.assignments[k] != nil {
		return errors.New("pool assign: AlreadyAssigned")
	}
	m.assignments[k] = &PoolAssignment{Policy: policy, Role: role, Evaluators: slices.Clone(evaluators)}
	if role != SeatResolver {
		seq := m.providerSeq[provider]
		next := seq + 1
		m.providerSeq[provider] = next
		runs := m.streaks[provider]
		if runs == nil {
			runs = map[common.Address]poolStreak{}
			m.streaks[provider] = runs
		}
		for _, e := range evaluators {
			s := runs[e]
			run := uint32(1)
			if s.last == seq && seq != 0 {
				run = s.run + 1
			}
			runs[e] = poolStreak{last: next, run: run}
		}
	}
	for _, e := range evaluators {
		m.entry(e, policy.ServiceType).OpenJobs++
	}
	if role == SeatEvaluators {
		m.evaluatorsSeat[jobID.String()] = seat
	}
	return nil
}

// Tally fields of the escrow's result tally (AsaEscrow._votes): scored mask in bits 0..7, the counted
// count in bits 8..15, score i at 16+16i, failed flag i at 144+i.
func tallyScored(t *big.Int, i int) bool { return t.Bit(i) == 1 }
func tallyCounted(t *big.Int) uint64 {
	return new(big.Int).And(new(big.Int).Rsh(t, 8), big.NewInt(0xff)).Uint64()
}
func tallyScore(t *big.Int, i int) uint16 {
	return uint16(new(big.Int).Rsh(t, uint(16+16*i)).Uint64() & 0xffff)
}
func tallyFailed(t *big.Int, i int) bool { return t.Bit(144+i) == 1 }

// MedianOfOthers is _medianOfOthers: the median of the tally's counted scores of n evaluators other than
// index skip (an even count: the mean of the middle two, rounded down).
func MedianOfOthers(tally *big.Int, n, skip int) uint16 {
	var s []uint16
	for i := 0; i < n; i++ {
		if i == skip || !tallyScored(tally, i) {
			continue
		}
		s = append(s, tallyScore(tally, i))
	}
	slices.Sort(s)
	mid := len(s) / 2
	if len(s)%2 == 1 {
		return s[mid]
	}
	return uint16((uint32(s[mid-1]) + uint32(s[mid])) / 2)
}

func absDiff(a, b uint16) uint16 {
	if a > b {
		return a - b
	}
	return b - a
}

// Record is _record: counts the seat's appointed evaluators' results from the escrow's tally (delivered:
// the job's submittedAt was set, so a non-scorer was silent). A recorded assignment is left alone.
func (m *PoolMirror) Record(seat common.Address, jobID *big.Int, tally *big.Int, delivered bool) error {
	a := m.assignments[seatJob{seat, jobID.String()}]
	if a == nil {
		return errors.New("pool record: NoDrawRequested")
	}
	if a.Recorded {
		return nil
	}
	st := a.Policy.ServiceType
	for _, ev := range a.Evaluators {
		if m.Entry(ev, st).OpenJobs == 0 {
			return fmt.Errorf("pool record: open jobs of %s underflow", ev.Hex())
		}
	}
	a.Recorded = true
	a.Tally = new(big.Int).Set(tally)
	n := len(a.Evaluators)
	counted := tallyCounted(tally)
	for i, ev := range a.Evaluators {
		e := m.entry(ev, st)
		e.OpenJobs--
		if tallyScored(tally, i) {
			e.Evaluations++
			if counted > 1 {
				d := absDiff(tallyScore(tally, i), MedianOfOthers(tally, n, i))
				e.DeviationSum += uint64(d)
				e.DeviationSamples++
			}
		} else if delivered {
			e.Silences++
		}
		m.refresh(ev, st, e)
	}
	return nil
}

// RecordResolver is record() on a resolver seat: the drawn resolver's dispute ended without its decision.
func (m *PoolMirror) RecordResolver(seat common.Address, jobID *big.Int) error {
	a := m.assignments[seatJob{seat, jobID.String()}]
	if a == nil || a.Recorded {
		return errors.New("pool record: NotRecordable")
	}
	e := m.entry(a.Evaluators[0], a.Policy.ServiceType)
	if e.OpenJobs == 0 {
		return errors.New("pool record: open jobs underflow")
	}
	a.Recorded = true
	e.OpenJobs--
	e.Silences++
	return nil
}

// RevealCanary is revealCanary's scoring at block time now: records the assignment first when it is not
// (with tally and delivered, as Record), then scores each appointed evaluator against the expected answer.
// The caller checks the commitment (known, before the appointment, not revealed).
func (m *PoolMirror) RevealCanary(seat common.Address, jobID *big.Int, expectedScore uint16, expectedPassed bool, tally *big.Int, delivered bool, now uint64) ([]PoolSlash, error) {
	a := m.assignments[seatJob{seat, jobID.String()}]
	if a == nil {
		return nil, errors.New("pool reveal: CanaryCommittedLate (not assigned)")
	}
	if a.Role == SeatResolver {
		return nil, errors.New("pool reveal: WrongMode")
	}
	if a.CanaryRevealed {
		return nil, errors.New("pool reveal: CanaryRevealed")
	}
	if err := m.Record(seat, jobID, tally, delivered); err != nil {
		return nil, err
	}
	a.CanaryRevealed = true
	var slashes []PoolSlash
	for i, ev := range a.Evaluators {
		slashes = append(slashes, m.scoreCanary(ev, a.Policy.ServiceType, a.Policy.FailureAction, a.Tally, i, expectedScore, expectedPassed, now)...)
	}
	return slashes, nil
}

func (m *PoolMirror) scoreCanary(ev common.Address, st common.Hash, action CanaryFailureAction, tally *big.Int, i int, expectedScore uint16, expectedPassed bool, now uint64) []PoolSlash {
	e := m.entry(ev, st)
	scored := tallyScored(tally, i)
	deviation := uint16(MaxBps)
	if scored {
		deviation = absDiff(tallyScore(tally, i), expectedScore)
	}
	flagRight := scored && !tallyFailed(tally, i) == expectedPassed
	pass := flagRight && deviation <= m.rules.CanaryToleranceBps
	e.CanaryWindow <<= 1
	if pass {
		e.CanaryWindow |= 1
	}
	e.CanaryWindow &= 1<<PoolCanaryWindow - 1
	if e.CanaryCount < PoolCanaryWindow {
		e.CanaryCount++
	}
	if pass {
		e.CanaryPasses++
	} else {
		e.CanaryMisses++
	}
	if scored {
		e.DeviationSum += uint64(deviation)
		e.DeviationSamples++
	}
	var slashes []PoolSlash
	if scored && (!flagRight || deviation > m.rules.GrossMissBps) {
		if s, ok := m.slash(ev, st, PoolBurn, "canary"); ok {
			slashes = append(slashes, s)
		}
	}
	if !pass && action == RemoveEvaluator && e.Status != PoolLeaving && e.Status != PoolRemoved {
		m.unlist(st, e)
		e.Status = PoolRemoved
		e.LeaveAt = now + uint64(m.rules.UnbondingDelay)
		return slashes
	}
	m.refresh(ev, st, e)
	return slashes
}

// SlashAmount is what one slash takes of a stake: stake * slashBps / 10000, rounded down.
func (m *PoolMirror) SlashAmount(stake *big.Int) *big.Int {
	a := new(big.Int).Mul(stake, big.NewInt(int64(m.rules.SlashBps)))
	return a.Quo(a, big.NewInt(MaxBps))
}

func (m *PoolMirror) slash(ev common.Address, st common.Hash, to common.Address, reason string) (PoolSlash, bool) {
	e := m.entry(ev, st)
	amount := m.SlashAmount(e.Stake)
	if amount.Sign() == 0 {
		return PoolSlash{}, false
	}
	e.Stake = new(big.Int).Sub(e.Stake, amount)
	m.refresh(ev, st, e)
	return PoolSlash{Evaluator: ev, ServiceType: st, Amount: amount, To: to, Reason: reason}, true
}

// PoolPolicyBps is the pool's _policyBps: the provider's share the evaluators' result implied, 0 when at least
// half of the tally's counted results failed, else the terms' policy over the job's score.
func PoolPolicyBps(terms Terms, jobScore uint16, tally *big.Int) uint16 {
	counted := tallyCounted(tally)
	failed := uint64(bits.OnesCount64(new(big.Int).Rsh(tally, 144).Uint64() & 0xff))
	if counted > 0 && failed*2 >= counted {
		return 0
	}
	if terms.Policy == PolicyContinuous {
		return jobScore
	}
	tiers := terms.Tiers
	if tiers == nil {
		tiers = new(big.Int)
	}
	for i := 0; i < int(terms.TierCount); i++ {
		tier := new(big.Int).Rsh(tiers, uint(32*i)).Uint64()
		if jobScore >= uint16(tier>>16) {
			return uint16(tier)
		}
	}
	return 0
}

// Resolve is resolve() by the drawn resolver of the resolver seat: it closes the resolver's job, records the
// job's pool-appointed evaluators when not yet (tally, delivered: the escrow's before the decision), and when
// providerBps departs from their policy share (policyBps, see PoolPolicyBps, of the recorded tally) by more
// than the overturn bound slashes each counted evaluator to the harmed party. It returns the slashes.
// policyBps is a function of the recorded tally, since a recorded assignment keeps its earlier tally.
func (m *PoolMirror) Resolve(seat common.Address, jobID *big.Int, resolver common.Address, providerBps uint16, tally *big.Int, delivered bool, policyBps func(tally *big.Int) uint16, client, provider common.Address) ([]PoolSlash, error) {
	a := m.assignments[seatJob{seat, jobID.String()}]
	if a == nil || a.Role != SeatResolver || a.Evaluators[0] != resolver {
		return nil, errors.New("pool resolve: NotTheResolver")
	}
	r := m.entry(resolver, a.Policy.ServiceType)
	if r.OpenJobs == 0 {
		return nil, errors.New("pool resolve: open jobs underflow")
	}
	a.Recorded = true
	r.OpenJobs--
	primarySeat, ok := m.evaluatorsSeat[jobID.String()]
	if !ok {
		return nil, nil
	}
	if err := m.Record(primarySeat, jobID, tally, delivered); err != nil {
		return nil, err
	}
	primary := m.assignments[seatJob{primarySeat, jobID.String()}]
	pb := policyBps(primary.Tally)
	if absDiff(providerBps, pb) <= m.rules.OverturnBps {
		return nil, nil
	}
	harmed := client
	if providerBps > pb {
		harmed = provider
	}
	var slashes []PoolSlash
	for i, ev := range primary.Evaluators {
		if tallyScored(primary.Tally, i) {
			if s, ok := m.slash(ev, primary.Policy.ServiceType, harmed, "overturned"); ok {
				slashes = append(slashes, s)
			}
		}
	}
	return slashes, nil
}

// refresh is _refresh: moves an active entry in or out of the qualified list by the qualification rule.
func (m *PoolMirror) refresh(ev common.Address, st common.Hash, e *PoolEntry) {
	if e.Status != PoolProbation && e.Status != PoolQualified {
		return
	}
	q := e.Qualified(m.rules)
	switch {
	case q && e.Status == PoolProbation:
		m.qualified[st] = append(m.qualified[st], ev)
		e.ListIndex = uint32(len(m.qualified[st]))
		e.Status = PoolQualified
	case !q && e.Status == PoolQualified:
		m.unlist(st, e)
		e.Status = PoolProbation
	}
}

// unlist is _unlist: swap with the last and pop.
func (m *PoolMirror) unlist(st common.Hash, e *PoolEntry) {
	index := e.ListIndex
	if index == 0 {
		return
	}
	list := m.qualified[st]
	last := list[len(list)-1]
	list[index-1] = last
	m.entry(last, st).ListIndex = index
	m.qualified[st] = list[:len(list)-1]
	e.ListIndex = 0
}

// Clone returns an independent copy of the mirror (to try an action without applying it).
func (m *PoolMirror) Clone() *PoolMirror {
	c, _ := NewPoolMirror(m.rules)
	for k, e := range m.entries {
		ce := e.clone()
		c.entries[k] = &ce
	}
	for st, l := range m.qualified {
		c.qualified[st] = slices.Clone(l)
	}
	for p, s := range m.providerSeq {
		c.providerSeq[p] = s
	}
	for p, runs := range m.streaks {
		c.streaks[p] = maps.Clone(runs)
	}
	for k, a := range m.assignments {
		ca := *a
		ca.Evaluators = slices.Clone(a.Evaluators)
		c.assignments[k] = &ca
	}
	c.evaluatorsSeat = maps.Clone(m.evaluatorsSeat)
	return c
}
