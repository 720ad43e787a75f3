package ledger

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// Limits of the state and of OPEN.
const (
	// MaxEvaluators is the most evaluators a voucher names.
	MaxEvaluators = 8
	// MaxExpiryHorizon is how far after now a job's expiredAt may be (730 days).
	MaxExpiryHorizon = 730 * 24 * 60 * 60
)

// ErrInvalid marks a transition that is not valid in the state it is applied to.
var ErrInvalid = errors.New("invalid transition")

func invalid(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrInvalid, fmt.Sprintf(format, args...))
}

// State is the ledger's state: the accounts tree, the jobs tree, jobCount and forcedCount. Besides what
// the root commits to it keeps each job's budget, for the conservation checks. Not safe for concurrent use.
type State struct {
	accounts    *tree
	acc         []AccountLeaf // by account index; the used prefix
	jobs        *tree
	jobLeaves   []JobLeaf  // by slot, jobCount of them
	budgets     []*big.Int // by slot
	forcedCount uint64
}

// NewState is the genesis state: both trees empty, both counts 0.
func NewState() *State {
	return &State{accounts: newTree(AccountsDepth, emptyAccountHash), jobs: newTree(JobsDepth, emptyJobHash)}
}

// Clone returns an independent copy of the state.
func (s *State) Clone() *State {
	return &State{accounts: s.accounts.clone(), acc: append([]AccountLeaf(nil), s.acc...), jobs: s.jobs.clone(),
		jobLeaves: append([]JobLeaf(nil), s.jobLeaves...), budgets: append([]*big.Int(nil), s.budgets...),
		forcedCount: s.forcedCount}
}

// Fields returns the four fields the state root commits to.
func (s *State) Fields() StateFields {
	return StateFields{AccountsRoot: s.accounts.root, JobsRoot: s.jobs.root, JobCount: uint64(len(s.jobLeaves)),
		ForcedCount: s.forcedCount}
}

// Root is the state root.
func (s *State) Root() common.Hash { return s.Fields().Root() }

// Account returns account index's leaf (the zero leaf for an account the state has not touched).
func (s *State) Account(index uint32) AccountLeaf {
	if int(index) < len(s.acc) {
		return s.acc[index]
	}
	return AccountLeaf{}
}

// AccountProof returns account index's leaf and its path to the accounts root.
func (s *State) AccountProof(index uint32) (AccountLeaf, [AccountsDepth]common.Hash) {
	var p [AccountsDepth]common.Hash
	copy(p[:], s.accounts.proof(uint64(index)))
	return s.Account(index), p
}

// Job returns slot's leaf (the empty leaf beyond jobCount).
func (s *State) Job(slot uint32) JobLeaf {
	if int(slot) < len(s.jobLeaves) {
		return s.jobLeaves[slot]
	}
	return JobLeaf{}
}

// JobProof returns slot's leaf and its path to the jobs root.
func (s *State) JobProof(slot uint32) (JobLeaf, [JobsDepth]common.Hash) {
	var p [JobsDepth]common.Hash
	copy(p[:], s.jobs.proof(uint64(slot)))
	return s.Job(slot), p
}

func (s *State) setAccount(index uint32, l AccountLeaf) {
	for len(s.acc) <= int(index) {
		s.acc = append(s.acc, AccountLeaf{})
	}
	s.acc[index] = l
	s.accounts.set(uint64(index), l.Hash())
}

func (s *State) setJob(slot uint32, l JobLeaf) {
	s.jobLeaves[slot] = l
	s.jobs.set(uint64(slot), l.Hash())
}

// loadAccounts replaces the accounts with leaves at indexes 0..len-1, hashing the tree once.
func (s *State) loadAccounts(leaves []AccountLeaf) {
	s.acc = append([]AccountLeaf(nil), leaves...)
	hs := make([]common.Hash, len(leaves))
	for i, l := range leaves {
		hs[i] = l.Hash()
	}
	s.accounts.load(hs)
}

// TotalCredited is the sum of every account's credited.
func (s *State) TotalCredited() *big.Int {
	t := new(big.Int)
	for _, a := range s.acc {
		t.Add(t, orZero(a.Credited))
	}
	return t
}

// TotalDebited is the sum of every account's debited.
func (s *State) TotalDebited() *big.Int {
	t := new(big.Int)
	for _, a := range s.acc {
		t.Add(t, orZero(a.Debited))
	}
	return t
}

// Locked is the sum of the budgets of the Funded and Submitted jobs. In every state reached by valid
// transitions TotalCredited - TotalDebited == -Locked.
func (s *State) Locked() *big.Int {
	t := new(big.Int)
	for i, j := range s.jobLeaves {
		if j.Status == StatusFunded || j.Status == StatusSubmitted {
			t.Add(t, s.budgets[i])
		}
	}
	return t
}

// Witness is what the contract's challengeTransition needs besides the transition leaves: the pre-state's
// fields, the job slot's leaf and path against the pre-state's jobs root, and the touched accounts' leaves
// and paths, each against the accounts root after the earlier ones in the list were updated.
type Witness struct {
	Pre            StateFields
	HasJob         bool // false for SYNC, for undecodable data and for a FORCED entry that is skipped unread
	JobSlot        uint32
	Job            JobWitness
	AccountIndexes []uint32 // the account index of each entry of Accounts
	Accounts       []AccountWitness
}

func (s *State) witnessJob(w *Witness, slot uint32) {
	l, p := s.JobProof(slot)
	w.HasJob, w.JobSlot, w.Job = true, slot, JobWitness{Leaf: l, Path: p}
}

func (s *State) witnessAccount(w *Witness, index uint32) {
	l, p := s.AccountProof(index)
	w.AccountIndexes = append(w.AccountIndexes, index)
	w.Accounts = append(w.Accounts, AccountWitness{Leaf: l, Path: p})
}

// credit adds amount to account index's credited, recording its witness first.
func (s *State) credit(w *Witness, index uint32, amount *big.Int) {
	s.witnessAccount(w, index)
	l := s.Account(index)
	l.Credited = new(big.Int).Add(orZero(l.Credited), amount)
	s.setAccount(index, l)
}

// Apply applies one transition at time now (the epoch's cutoff; a FORCED entry's inner transition runs
// at the time it was queued) and returns its witness against the pre-state. An invalid transition returns
// an error wrapping ErrInvalid, the witness the contract needs to see that, and leaves the state unchanged.
// A valid FORCED whose inner transition is invalid succeeds, changing only forcedCount. A transition of
// kinds 1..5 is invalid while the forced queue's entry forcedCount was queued before now.
func (s *State) Apply(c Chain, now uint64, t Transition) (Witness, error) {
	w := Witness{Pre: s.Fields()}
	var err error
	switch {
	case t.Kind == KindForced:
		err = s.applyForced(c, now, t.Data, &w)
	case t.Kind < KindSync || t.Kind > KindExpire:
		err = invalid("kind %d", uint8(t.Kind))
	default:
		if at, ok := c.ForcedAt(s.forcedCount); ok && at < now {
			err = fmt.Errorf("%w: %w", ErrForcedDue, invalid("forced entry %d, queued at %d, comes before it", s.forcedCount, at))
			break
		}
		err = s.applyKind(c, now, t.Kind, t.Data, &w)
	}
	if err != nil {
		return w, fmt.Errorf("apply %s: %w", t.Kind, err)
	}
	return w, nil
}

// ErrForcedDue marks an operator transition placed while a forced entry queued before the epoch's cutoff
// is still to be processed (it also wraps ErrInvalid).
var ErrForcedDue = errors.New("a forced entry is due first")

func (s *State) applyKind(c Chain, now uint64, k Kind, data []byte, w *Witness) error {
	switch k {
	case KindSync:
		return s.applySync(c, data, w)
	case KindOpen:
		return s.applyOpen(c, now, data, w)
	case KindSubmit:
		return s.applySubmit(c, now, data, w)
	case KindResult:
		return s.applyResult(c, now, data, w)
	case KindExpire:
		return s.applyExpire(c, now, data, w)
	}
	return invalid("kind %d", uint8(k))
}

// applyForced applies the forced queue's entry forcedCount; its inner transition runs at the entry's
// queuedAt.
func (s *State) applyForced(c Chain, now uint64, data []byte, w *Witness) error {
	fc := s.forcedCount
	want, ok := c.Forced(fc)
	if !ok {
		return invalid("forced queue has no entry %d", fc)
	}
	if keccak(data) != want {
		return invalid("data is not forced entry %d", fc)
	}
	// Only a due entry (queued before the cutoff) may be processed, so an epoch's times never go back: its
	// forced entries at their queue times, in order, then the operator's transitions at the cutoff.
	queuedAt, _ := c.ForcedAt(fc)
	if queuedAt >= now {
		return invalid("forced entry %d, queued at %d, is not due before the cutoff %d", fc, queuedAt, now)
	}
	f, err := DecodeForced(data)
	if err == nil && f.Kind >= KindSync && f.Kind <= KindExpire {
		_ = s.applyKind(c, queuedAt, f.Kind, f.Data, w) // an invalid inner transition changes nothing
	}
	s.forcedCount++
	return nil
}

func (s *State) applySync(c Chain, data []byte, w *Witness) error {
	d, err := DecodeSync(data)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	if d.Account == 0 || d.Account > c.AccountCount() || uint64(d.Account)>>AccountsDepth != 0 {
		return invalid("account %d is not registered", d.Account)
	}
	s.witnessAccount(w, d.Account)
	l := s.Account(d.Account)
	if d.Deposits.Cmp(orZero(l.Deposits)) < 0 || d.Withdrawals.Cmp(orZero(l.Withdrawals)) < 0 {
		return invalid("account %d: counted deposits or withdrawals would decrease", d.Account)
	}
	if d.Deposits.Cmp(c.Deposited(d.Account)) > 0 {
		return invalid("account %d: deposits %s above the on-chain %s", d.Account, d.Deposits, c.Deposited(d.Account))
	}
	// Withdrawals up to what the account requested on chain, or with its signature up to a total it signed.
	allowed := c.Requested(d.Account)
	switch {
	case len(d.Sig) != 0:
		if !c.ValidSignature(c.AccountAt(d.Account), WithdrawalDigest(c.Domain(), d.SignedTotal), d.Sig) {
			return invalid("account %d: the withdrawal request is not its signature", d.Account)
		}
		if d.SignedTotal.Cmp(allowed) > 0 {
			allowed = d.SignedTotal
		}
	case d.SignedTotal.Sign() != 0:
		return invalid("account %d: a signed total without a signature", d.Account)
	}
	if d.Withdrawals.Cmp(orZero(l.Withdrawals)) > 0 && d.Withdrawals.Cmp(allowed) > 0 { // unchanged is always fine
		return invalid("account %d: withdrawals %s above the requested %s", d.Account, d.Withdrawals, allowed)
	}
	l.Deposits, l.Withdrawals = d.Deposits, d.Withdrawals
	if l.Balance().Sign() < 0 {
		return invalid("account %d: balance would be negative", d.Account)
	}
	s.setAccount(d.Account, l)
	return nil
}

var (
	maxBudget = settlement.MaxBudget()
	bps       = big.NewInt(settlement.MaxBps)
)

// NettedTerms checks that terms are in the netted subset (docs/ledger.md section 4).
func NettedTerms(t settlement.Terms) error {
	tiers := orZero(t.Tiers)
	switch t.Policy {
	case settlement.PolicyGraduated:
		if t.TierCount < 1 || t.TierCount > settlement.MaxTiers {
			return fmt.Errorf("graduated terms with %d tiers", t.TierCount)
		}
		if new(big.Int).Rsh(tiers, 32*uint(t.TierCount)).Sign() != 0 {
			return errors.New("tiers set beyond tierCount")
		}
		list, err := settlement.UnpackTiers(tiers, t.TierCount)
		if err != nil {
			return err
		}
		for i, tr := range list {
			if tr.MinScore > settlement.MaxBps || tr.ReleaseBps > settlement.MaxBps {
				return fmt.Errorf("tier %d out of range", i)
			}
			if i > 0 && tr.MinScore >= list[i-1].MinScore {
				return fmt.Errorf("tier %d minScore not strictly below tier %d's", i, i-1)
			}
		}
	case settlement.PolicyContinuous:
		if t.TierCount != 0 || tiers.Sign() != 0 {
			return errors.New("continuous terms with tiers")
		}
	default:
		return fmt.Errorf("policy %s is not netted", t.Policy)
	}
	switch {
	case t.RollingWindow != 0:
		return errors.New("rollingWindow is not 0")
	case t.CollateralBps != 0:
		return errors.New("collateralBps is not 0")
	case t.Resolver != (common.Address{}):
		return errors.New("a resolver is set")
	case t.DisputeThreshold != 0:
		return errors.New("disputeThreshold is not 0")
	case t.ChallengeWindow != 0:
		return errors.New("challengeWindow is not 0")
	case t.SilenceAction != settlement.ActionSplit5050 && t.SilenceAction != settlement.ActionReturnToClient &&
		t.SilenceAction != settlement.ActionReleaseToProvider:
		return fmt.Errorf("silenceAction %s is not netted", t.SilenceAction)
	case t.EvaluatorFeeBps > settlement.MaxEvaluatorFeeBps:
		return fmt.Errorf("evaluatorFeeBps %d above %d", t.EvaluatorFeeBps, settlement.MaxEvaluatorFeeBps)
	case t.EvaluateTimeout < 1:
		return errors.New("evaluateTimeout is 0")
	}
	return nil
}

func (s *State) applyOpen(c Chain, now uint64, data []byte, w *Witness) error {
	d, err := DecodeOpen(data)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	v := d.V
	slot := uint64(len(s.jobLeaves))
	if slot>>JobsDepth != 0 {
		return invalid("the jobs tree is full")
	}
	ci := accountIndex(c, v.Client)
	if ci != 0 {
		s.witnessAccount(w, ci)
	}
	s.witnessJob(w, uint32(slot))
	if ci == 0 {
		return invalid("client %s is not registered", v.Client.Hex())
	}
	if v.Provider == (common.Address{}) || v.Provider == v.Client {
		return invalid("provider %s is zero or the client", v.Provider.Hex())
	}
	if accountIndex(c, v.Provider) == 0 {
		return invalid("provider %s is not registered", v.Provider.Hex())
	}
	if len(v.Evaluators) < 1 || len(v.Evaluators) > MaxEvaluators {
		return invalid("%d evaluators, want 1..%d", len(v.Evaluators), MaxEvaluators)
	}
	for i, e := range v.Evaluators {
		if e == (common.Address{}) || e == v.Client || e == v.Provider {
			return invalid("evaluator %d is zero, the client or the provider", i)
		}
		for _, f := range v.Evaluators[:i] {
			if f == e {
				return invalid("evaluator %d repeats", i)
			}
		}
		if accountIndex(c, e) == 0 {
			return invalid("evaluator %s is not registered", e.Hex())
		}
	}
	if v.Quorum < 1 || int(v.Quorum) > len(v.Evaluators) {
		return invalid("quorum %d of %d evaluators", v.Quorum, len(v.Evaluators))
	}
	if v.Budget.Sign() < 1 || v.Budget.Cmp(maxBudget) > 0 {
		return invalid("budget %s outside 1..2^88-1", v.Budget)
	}
	if settlement.TermsHash(d.Terms) != v.TermsHash {
		return invalid("terms do not hash to the voucher's termsHash")
	}
	if err := NettedTerms(d.Terms); err != nil {
		return invalid("terms: %v", err)
	}
	bnow := new(big.Int).SetUint64(now)
	if bnow.Cmp(d.AcceptanceDeadline) > 0 {
		return invalid("acceptance deadline %s passed", d.AcceptanceDeadline)
	}
	if bnow.Cmp(v.ExpiredAt) >= 0 {
		return invalid("expiredAt %s is not after now", v.ExpiredAt)
	}
	left := new(big.Int).Sub(v.ExpiredAt, bnow)
	if left.Cmp(big.NewInt(MaxExpiryHorizon)) > 0 {
		return invalid("expiredAt %s more than 730 days ahead", v.ExpiredAt)
	}
	if left.Cmp(new(big.Int).SetUint64(uint64(d.Terms.MinDeliveryTime))) < 0 {
		return invalid("expiredAt %s leaves less than minDeliveryTime", v.ExpiredAt)
	}
	cl := s.Account(ci)
	if v.Nonce.Cmp(orZero(cl.Nonce)) != 0 {
		return invalid("voucher nonce %s, the client's next is %s", v.Nonce, orZero(cl.Nonce))
	}
	dom := c.Domain()
	if !c.ValidSignature(v.Client, v.Digest(dom), d.ClientSig) {
		return invalid("the client's voucher signature is not valid")
	}
	if !c.ValidSignature(v.Provider, v.AcceptanceDigest(dom, d.AcceptanceDeadline), d.AcceptanceSig) {
		return invalid("the provider's acceptance signature is not valid")
	}
	if cl.Balance().Cmp(v.Budget) < 0 {
		return invalid("client balance %s below the budget %s", cl.Balance(), v.Budget)
	}
	cl.Debited = new(big.Int).Add(orZero(cl.Debited), v.Budget)
	cl.Nonce = new(big.Int).Add(orZero(cl.Nonce), big.NewInt(1))
	s.setAccount(ci, cl)
	s.jobLeaves = append(s.jobLeaves, JobLeaf{})
	s.budgets = append(s.budgets, v.Budget)
	s.setJob(uint32(slot), JobLeaf{JobID: v.JobID(dom), Status: StatusFunded})
	return nil
}

// accountIndex is addr's account index, 0 when unregistered (or outside the accounts tree).
func accountIndex(c Chain, addr common.Address) uint32 {
	i := c.AccountIndex(addr)
	if uint64(i)>>AccountsDepth != 0 {
		return 0
	}
	return i
}

// slotJob checks that slot holds the voucher's job and returns its leaf.
func (s *State) slotJob(c Chain, slot uint32, v Voucher, w *Witness) (JobLeaf, common.Hash, error) {
	s.witnessJob(w, slot)
	id := v.JobID(c.Domain())
	if uint64(slot) >= uint64(len(s.jobLeaves)) {
		return JobLeaf{}, id, invalid("slot %d not below jobCount %d", slot, len(s.jobLeaves))
	}
	l := s.jobLeaves[slot]
	if l.JobID != id {
		return JobLeaf{}, id, invalid("slot %d holds another job", slot)
	}
	return l, id, nil
}

func (s *State) applySubmit(c Chain, now uint64, data []byte, w *Witness) error {
	d, err := DecodeSubmit(data)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	l, id, err := s.slotJob(c, d.Slot, d.V, w)
	if err != nil {
		return err
	}
	if l.Status != StatusFunded || l.Deliverable != (common.Hash{}) || l.SubmittedAt != 0 || orZero(l.Votes).Sign() != 0 {
		return invalid("slot %d is not Funded", d.Slot)
	}
	if new(big.Int).SetUint64(now).Cmp(d.V.ExpiredAt) >= 0 {
		return invalid("delivery at %d, the job expired at %s", now, d.V.ExpiredAt)
	}
	if !c.ValidSignature(d.V.Provider, DeliveryDigest(c.Domain(), id, d.Deliverable), d.ProviderSig) {
		return invalid("the provider's delivery signature is not valid")
	}
	s.setJob(d.Slot, JobLeaf{JobID: id, Status: StatusSubmitted, Deliverable: d.Deliverable, SubmittedAt: now})
	return nil
}

// evaluationOpen says now < submittedAt + evaluateTimeout (computed without overflow).
func evaluationOpen(now, submittedAt uint64, timeout uint32) bool {
	return new(big.Int).SetUint64(now).Cmp(new(big.Int).Add(new(big.Int).SetUint64(submittedAt), big.NewInt(int64(timeout)))) < 0
}

// Payout is what a closing job credits: provider, client and each counted evaluator's fee share, in the
// order the credits are applied.
type Payout struct {
	Provider *big.Int
	Client   *big.Int
	Fees     []settlement.FeeShare // counted evaluators in the voucher's order; empty when unscored
}

// ScoredPayout is the payout of a job settled by results (whose signers are counted): the escrow's money
// rule through the settlement package (median, gates, policy, fee split in the voucher's evaluator order).
func ScoredPayout(v Voucher, t settlement.Terms, results []settlement.Result, signers []common.Address) (Payout, error) {
	scores := make([]uint16, len(results))
	passed := make([]bool, len(results))
	for i, r := range results {
		scores[i], passed[i] = r.Score, r.Passed
	}
	score, err := settlement.Median(scores)
	if err != nil {
		return Payout{}, fmt.Errorf("payout: %w", err)
	}
	ver, err := t.VerifyGated(score, settlement.GatesFailed(passed), nil)
	if err != nil {
		return Payout{}, fmt.Errorf("payout: %w", err)
	}
	st, err := t.Escrow(v.Budget, nil).CloseWindow(ver)
	if err != nil {
		return Payout{}, fmt.Errorf("payout: %w", err)
	}
	if st.Payout == nil {
		return Payout{}, errors.New("payout: the terms file a dispute")
	}
	var counted []common.Address
	for _, e := range v.Evaluators {
		for _, sg := range signers {
			if sg == e {
				counted = append(counted, e)
				break
			}
		}
	}
	fees, err := settlement.SplitFee(st.Payout.Fee, counted)
	if err != nil {
		return Payout{}, fmt.Errorf("payout: %w", err)
	}
	return Payout{Provider: st.Payout.Provider, Client: st.Payout.Client, Fees: fees}, nil
}

// SilencePayout is the payout of a submitted job whose evaluators were silent: the silence action's
// split, no fee.
func SilencePayout(v Voucher, t settlement.Terms) (Payout, error) {
	st, err := t.Escrow(v.Budget, nil).EvaluatorSilence(false)
	if err != nil {
		return Payout{}, fmt.Errorf("silence payout: %w", err)
	}
	if st.Payout == nil {
		return Payout{}, errors.New("silence payout: no split")
	}
	return Payout{Provider: st.Payout.Provider, Client: st.Payout.Client}, nil
}

func (s *State) pay(c Chain, w *Witness, v Voucher, p Payout) {
	s.credit(w, c.AccountIndex(v.Provider), p.Provider)
	s.credit(w, c.AccountIndex(v.Client), p.Client)
	for _, f := range p.Fees {
		s.credit(w, c.AccountIndex(f.Evaluator), f.Amount)
	}
}

// TallyPayout is the scored payout over the results counted in votes (ReadTally) through ScoredPayout.
func TallyPayout(v Voucher, t settlement.Terms, votes *big.Int) (Payout, error) {
	tl := ReadTally(votes, len(v.Evaluators))
	results := make([]settlement.Result, len(tl.Counted))
	signers := make([]common.Address, len(tl.Counted))
	for k, i := range tl.Counted {
		results[k] = settlement.Result{Score: tl.Scores[i], Passed: !tl.Failed[i]}
		signers[k] = v.Evaluators[i]
	}
	return ScoredPayout(v, t, results, signers)
}

func (s *State) applyResult(c Chain, now uint64, data []byte, w *Witness) error {
	d, err := DecodeResult(data)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	v, r := d.V, d.Result
	l, id, err := s.slotJob(c, d.Slot, v, w)
	if err != nil {
		return err
	}
	if l.Status != StatusSubmitted {
		return invalid("slot %d is not Submitted", d.Slot)
	}
	if settlement.TermsHash(d.Terms) != v.TermsHash {
		return invalid("terms do not hash to the voucher's termsHash")
	}
	if !evaluationOpen(now, l.SubmittedAt, d.Terms.EvaluateTimeout) {
		return invalid("the evaluation window closed")
	}
	if orZero(r.JobID).Cmp(new(big.Int).SetBytes(id[:])) != 0 || r.Deliverable != l.Deliverable || r.SubmittedAt != l.SubmittedAt {
		return invalid("the result is for another job or submission")
	}
	if r.Score > settlement.MaxBps {
		return invalid("score %d above 10000", r.Score)
	}
	if now > r.Deadline {
		return invalid("result deadline %d passed", r.Deadline)
	}
	pos := -1
	for i, e := range v.Evaluators {
		if e == d.Signer {
			pos = i
			break
		}
	}
	if pos < 0 {
		return invalid("signer %s is not an evaluator", d.Signer.Hex())
	}
	if orZero(l.Votes).Bit(pos) == 1 {
		return invalid("evaluator %d's result is already counted", pos)
	}
	if !c.ValidSignature(d.Signer, r.Digest(c.Domain().Results()), d.Sig) {
		return invalid("the result's signature is not valid")
	}
	l.Votes = CountResult(l.Votes, pos, r.Score, r.Passed)
	if ReadTally(l.Votes, len(v.Evaluators)).Count == len(v.Evaluators) {
		p, err := TallyPayout(v, d.Terms, l.Votes)
		if err != nil {
			return fmt.Errorf("%w: %v", ErrInvalid, err)
		}
		s.pay(c, w, v, p)
		l.Status = StatusClosed
	}
	s.setJob(d.Slot, l)
	return nil
}

func (s *State) applyExpire(c Chain, now uint64, data []byte, w *Witness) error {
	d, err := DecodeExpire(data)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrInvalid, err)
	}
	v := d.V
	l, _, err := s.slotJob(c, d.Slot, v, w)
	if err != nil {
		return err
	}
	if settlement.TermsHash(d.Terms) != v.TermsHash {
		return invalid("terms do not hash to the voucher's termsHash")
	}
	switch {
	case l.Status == StatusFunded && new(big.Int).SetUint64(now).Cmp(v.ExpiredAt) >= 0:
		s.credit(w, c.AccountIndex(v.Client), v.Budget)
	case l.Status == StatusSubmitted && !evaluationOpen(now, l.SubmittedAt, d.Terms.EvaluateTimeout):
		pay := SilencePayout
		if ReadTally(l.Votes, len(v.Evaluators)).Count >= int(v.Quorum) {
			pay = func(v Voucher, t settlement.Terms) (Payout, error) { return TallyPayout(v, t, l.Votes) }
		}
		p, err := pay(v, d.Terms)
		if err != nil {
			return fmt.Errorf("%w: %v", ErrInvalid, err)
		}
		s.pay(c, w, v, p)
	default:
		return invalid("slot %d (status %d) is not due to expire", d.Slot, l.Status)
	}
	l.Status = StatusClosed
	s.setJob(d.Slot, l)
	return nil
}
