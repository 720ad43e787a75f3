package netting

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// Errors a caller can tell apart.
var (
	ErrReplay              = errors.New("netting: job already accepted")
	ErrUnknownJob          = errors.New("netting: no open job with this id")
	ErrInsufficientBalance = errors.New("netting: client balance does not cover the budget")
	ErrBadSigner           = errors.New("netting: message not signed by the party it names")
	ErrNotDue              = errors.New("netting: job not due for this action")
)

// CheckedVoucher is a voucher whose signature has been recovered.
type CheckedVoucher struct {
	Voucher Voucher
	ID      common.Hash
	Signer  common.Address
}

// CheckVoucher recovers the voucher's signer. It reads no ledger state, so callers run it in parallel.
func CheckVoucher(d Domain, v Voucher, sig []byte) (CheckedVoucher, error) {
	id := v.ID(d)
	signer, err := Recover(id, sig)
	if err != nil {
		return CheckedVoucher{}, fmt.Errorf("voucher: %w", err)
	}
	return CheckedVoucher{Voucher: v, ID: id, Signer: signer}, nil
}

// SignedResult is an evaluator's ASA Result (settlement.Result, bound to the ledger's address) and its
// signature.
type SignedResult struct {
	Result    settlement.Result
	Evaluator common.Address
	Signature []byte
}

// Settlement is what settles an open job: the provider's signed delivery and the evaluators' results.
type Settlement struct {
	Delivery    Delivery
	DeliverySig []byte
	Results     []SignedResult
}

// CheckedSettlement is a settlement whose signatures have been recovered.
type CheckedSettlement struct {
	Settlement
	DeliverySigner common.Address
	ResultSigners  []common.Address
}

// CheckSettlement recovers every signer. It reads no ledger state, so callers run it in parallel.
func CheckSettlement(d Domain, results settlement.Domain, s Settlement) (CheckedSettlement, error) {
	out := CheckedSettlement{Settlement: s}
	var err error
	if out.DeliverySigner, err = Recover(d.digest(s.Delivery.StructHash()), s.DeliverySig); err != nil {
		return CheckedSettlement{}, fmt.Errorf("delivery: %w", err)
	}
	for i, r := range s.Results {
		signer, err := r.Result.Recover(results, r.Signature)
		if err != nil {
			return CheckedSettlement{}, fmt.Errorf("result %d: %w", i, err)
		}
		out.ResultSigners = append(out.ResultSigners, signer)
	}
	return out, nil
}

type account struct {
	addr                                    common.Address
	deposited, withdrawn, credited, debited big.Int
	dirty                                   bool
}

func (a *account) available() *big.Int {
	v := new(big.Int).Add(&a.deposited, &a.credited)
	v.Sub(v, &a.debited)
	return v.Sub(v, &a.withdrawn)
}

type openJob struct {
	voucher Voucher
}

// Ledger is the operator's view of the netted ledger: prepaid balances, open jobs (budget locked), and
// every party's cumulative credit and debit, committed to a Merkle root at each epoch. Money is exact
// (big.Int base units). It is not safe for concurrent use: check signatures in parallel, apply in order.
type Ledger struct {
	domain   Domain
	results  settlement.Domain
	terms    map[common.Hash]settlement.Terms
	index    map[common.Address]int
	accounts []*account
	dirty    []int
	open     map[common.Hash]*openJob
	closed   map[common.Hash]struct{}
	history  map[[40]byte][]uint16
	tree     Tree
	epoch    uint64
	locked   big.Int // budgets of open jobs
	credited big.Int // sum of every account's credited
	debited  big.Int // sum of every account's debited
}

// NewLedger returns an empty ledger for the ledger contract in d.
func NewLedger(d Domain) *Ledger {
	return &Ledger{domain: d, results: settlement.Domain{ChainID: d.ChainID, Escrow: d.Ledger},
		terms: map[common.Hash]settlement.Terms{}, index: map[common.Address]int{}, open: map[common.Hash]*openJob{},
		closed: map[common.Hash]struct{}{}, history: map[[40]byte][]uint16{}}
}

// Domain is the ledger's EIP-712 domain; ResultDomain the one evaluators sign results in.
func (l *Ledger) Domain() Domain { return l.domain }

// ResultDomain is the settlement domain of results for this ledger.
func (l *Ledger) ResultDomain() settlement.Domain { return l.results }

// RegisterTerms makes terms usable by vouchers (on chain: registered once, shared by every job).
func (l *Ledger) RegisterTerms(t settlement.Terms) (common.Hash, error) {
	if err := t.Validate(); err != nil {
		return common.Hash{}, fmt.Errorf("register terms: %w", err)
	}
	h := settlement.TermsHash(t)
	l.terms[h] = t
	return h, nil
}

func (l *Ledger) account(a common.Address) *account {
	if i, ok := l.index[a]; ok {
		return l.accounts[i]
	}
	acc := &account{addr: a}
	l.index[a] = len(l.accounts)
	l.accounts = append(l.accounts, acc)
	l.touch(acc)
	return acc
}

func (l *Ledger) touch(a *account) {
	if !a.dirty {
		a.dirty = true
		l.dirty = append(l.dirty, l.index[a.addr])
	}
}

// Deposit records a deposit the chain confirmed (the ledger contract's Deposited event).
func (l *Ledger) Deposit(a common.Address, amount *big.Int) error {
	if amount == nil || amount.Sign() <= 0 {
		return errors.New("deposit: amount must be positive")
	}
	acc := l.account(a)
	acc.deposited.Add(&acc.deposited, amount)
	return nil
}

// Withdrawn records a withdrawal the chain confirmed; it lowers what the party can commit.
func (l *Ledger) Withdrawn(a common.Address, amount *big.Int) error {
	if amount == nil || amount.Sign() <= 0 {
		return errors.New("withdrawn: amount must be positive")
	}
	acc := l.account(a)
	if acc.available().Cmp(amount) < 0 {
		return fmt.Errorf("withdrawn: %s is more than %s has", amount, a)
	}
	acc.withdrawn.Add(&acc.withdrawn, amount)
	return nil
}

// Available is what a party can commit to new jobs or withdraw.
func (l *Ledger) Available(a common.Address) *big.Int {
	if i, ok := l.index[a]; ok {
		return l.accounts[i].available()
	}
	return new(big.Int)
}

// Open accepts a checked voucher at chain time now: the client's signature, a fresh id, a delivery
// deadline still ahead, known terms, independent parties and a balance that covers the budget; the budget
// is debited (locked) at once.
func (l *Ledger) Open(cv CheckedVoucher, now uint64) error {
	v := cv.Voucher
	if cv.Signer != v.Client {
		return fmt.Errorf("%w: voucher signed by %s, client is %s", ErrBadSigner, cv.Signer.Hex(), v.Client.Hex())
	}
	if v.DeliverBy <= now {
		return fmt.Errorf("open: delivery deadline %d already passed at %d", v.DeliverBy, now)
	}
	if _, ok := l.open[cv.ID]; ok {
		return ErrReplay
	}
	if _, ok := l.closed[cv.ID]; ok {
		return ErrReplay
	}
	if _, ok := l.terms[v.TermsHash]; !ok {
		return fmt.Errorf("open: terms %s not registered", v.TermsHash.Hex())
	}
	if v.Budget == nil || v.Budget.Sign() <= 0 || v.Budget.Cmp(settlement.MaxBudget()) > 0 {
		return errors.New("open: budget out of range")
	}
	if err := checkParties(v); err != nil {
		return fmt.Errorf("open: %w", err)
	}
	client := l.account(v.Client)
	if client.available().Cmp(v.Budget) < 0 {
		return fmt.Errorf("%w: %s available, budget %s", ErrInsufficientBalance, client.available(), v.Budget)
	}
	client.debited.Add(&client.debited, v.Budget)
	l.debited.Add(&l.debited, v.Budget)
	l.locked.Add(&l.locked, v.Budget)
	l.touch(client)
	l.open[cv.ID] = &openJob{voucher: v}
	return nil
}

func checkParties(v Voucher) error {
	n := len(v.Evaluators)
	if n == 0 || n > settlement.MaxEvaluators {
		return fmt.Errorf("%d evaluators, want 1..%d", n, settlement.MaxEvaluators)
	}
	if v.Quorum == 0 || int(v.Quorum) > n {
		return fmt.Errorf("quorum %d of %d evaluators", v.Quorum, n)
	}
	if v.Client == v.Provider || v.Provider == (common.Address{}) {
		return errors.New("provider must be set and differ from the client")
	}
	seen := map[common.Address]bool{}
	for _, e := range v.Evaluators {
		if e == v.Client || e == v.Provider || e == (common.Address{}) || seen[e] {
			return fmt.Errorf("evaluator %s is not independent and distinct", e.Hex())
		}
		seen[e] = true
	}
	return nil
}

func pairKey(client, provider common.Address) [40]byte {
	var k [40]byte
	copy(k[:20], client[:])
	copy(k[20:], provider[:])
	return k
}

// Settle settles an open job from its checked delivery and results, at chain time now: the provider
// signed the delivery before the deadline; at least quorum distinct evaluators of the job signed
// results for exactly that delivery, still valid at now; the payout is the settlement package's
// FinalizeVerified over their median score, credited to provider, client and evaluators.
func (l *Ledger) Settle(id common.Hash, cs CheckedSettlement, now uint64) (settlement.Payout, error) {
	job, ok := l.open[id]
	if !ok {
		return settlement.Payout{}, ErrUnknownJob
	}
	v := job.voucher
	dl := cs.Delivery
	if cs.DeliverySigner != v.Provider {
		return settlement.Payout{}, fmt.Errorf("%w: delivery signed by %s, provider is %s", ErrBadSigner, cs.DeliverySigner.Hex(), v.Provider.Hex())
	}
	if dl.Job != id || dl.SubmittedAt > v.DeliverBy {
		return settlement.Payout{}, errors.New("settle: delivery is for another job or after the deadline")
	}
	jobID := new(big.Int).SetBytes(id[:])
	var counted []common.Address
	var scores []uint16
	for i, r := range cs.Results {
		res := r.Result
		if res.JobID == nil || res.JobID.Cmp(jobID) != 0 || res.Deliverable != dl.Deliverable || res.SubmittedAt != dl.SubmittedAt {
			return settlement.Payout{}, fmt.Errorf("settle: result %d is for another job or delivery", i)
		}
		if res.Deadline < now {
			return settlement.Payout{}, fmt.Errorf("settle: result %d expired", i)
		}
		if cs.ResultSigners[i] != r.Evaluator || !slices.Contains(v.Evaluators, r.Evaluator) {
			return settlement.Payout{}, fmt.Errorf("%w: result %d", ErrBadSigner, i)
		}
		if slices.Contains(counted, r.Evaluator) {
			return settlement.Payout{}, fmt.Errorf("settle: evaluator %s counted twice", r.Evaluator.Hex())
		}
		counted = append(counted, r.Evaluator)
		scores = append(scores, res.Score)
	}
	if len(counted) < int(v.Quorum) {
		return settlement.Payout{}, fmt.Errorf("%w: %d results, quorum %d", ErrNotDue, len(counted), v.Quorum)
	}
	score, err := settlement.Median(scores)
	if err != nil {
		return settlement.Payout{}, fmt.Errorf("settle: %w", err)
	}
	terms := l.terms[v.TermsHash]
	key := pairKey(v.Client, v.Provider)
	s, err := terms.FinalizeVerified(v.Budget, score, l.history[key])
	if err != nil {
		return settlement.Payout{}, fmt.Errorf("settle: %w", err)
	}
	if s.Payout == nil {
		return settlement.Payout{}, fmt.Errorf("%w: the score files a dispute (the resolver path is not part of this prototype)", ErrNotDue)
	}
	// Fee shares in the voucher's evaluator order, as the escrow splits them.
	ordered := make([]common.Address, 0, len(counted))
	for _, e := range v.Evaluators {
		if slices.Contains(counted, e) {
			ordered = append(ordered, e)
		}
	}
	shares, err := settlement.SplitFee(s.Payout.Fee, ordered)
	if err != nil {
		return settlement.Payout{}, fmt.Errorf("settle: %w", err)
	}
	l.credit(v.Provider, s.Payout.Provider)
	l.credit(v.Client, s.Payout.Client)
	for _, sh := range shares {
		l.credit(sh.Evaluator, sh.Amount)
	}
	l.history[key] = s.History
	l.locked.Sub(&l.locked, v.Budget)
	delete(l.open, id)
	l.closed[id] = struct{}{}
	return *s.Payout, nil
}

// Refund is the dead-man action of a job nobody delivered by its deadline: the client gets the budget.
func (l *Ledger) Refund(id common.Hash, now uint64) error {
	job, ok := l.open[id]
	if !ok {
		return ErrUnknownJob
	}
	if now <= job.voucher.DeliverBy {
		return fmt.Errorf("%w: delivery deadline %d not passed at %d", ErrNotDue, job.voucher.DeliverBy, now)
	}
	l.credit(job.voucher.Client, job.voucher.Budget)
	l.locked.Sub(&l.locked, job.voucher.Budget)
	delete(l.open, id)
	l.closed[id] = struct{}{}
	return nil
}

func (l *Ledger) credit(a common.Address, amount *big.Int) {
	if amount.Sign() == 0 {
		return
	}
	acc := l.account(a)
	acc.credited.Add(&acc.credited, amount)
	l.credited.Add(&l.credited, amount)
	l.touch(acc)
}

// Locked is the sum of the budgets of open jobs. Conservation: total debited - total credited = Locked.
func (l *Ledger) Locked() *big.Int { return new(big.Int).Set(&l.locked) }

// Totals are the sums of every account's cumulative credit and debit.
func (l *Ledger) Totals() (credited, debited *big.Int) {
	return new(big.Int).Set(&l.credited), new(big.Int).Set(&l.debited)
}

// Accounts is how many parties the ledger knows.
func (l *Ledger) Accounts() int { return len(l.accounts) }

// CloseEpoch writes every changed account into the tree, computes the root and signs it with the
// operator's key. The signed root is what parties check their balance against before it goes on chain.
func (l *Ledger) CloseEpoch(operator *ecdsa.PrivateKey) (EpochRoot, []byte, error) {
	for _, i := range l.dirty { // in index order for new accounts: they were appended as created
		acc := l.accounts[i]
		l.tree.Set(i, LeafHash(acc.addr, &acc.credited, &acc.debited))
		acc.dirty = false
	}
	l.dirty = l.dirty[:0]
	l.epoch++
	r := EpochRoot{Epoch: l.epoch, Root: l.tree.Root(), Accounts: uint64(l.tree.Len()),
		TotalCredited: new(big.Int).Set(&l.credited), TotalDebited: new(big.Int).Set(&l.debited)}
	sig, err := SignRoot(l.domain, r, operator)
	if err != nil {
		return EpochRoot{}, nil, fmt.Errorf("close epoch %d: %w", r.Epoch, err)
	}
	return r, sig, nil
}

// Proof is a party's leaf in the last closed epoch and its Merkle proof: what it hands the ledger
// contract to withdraw.
type Proof struct {
	Account           common.Address
	Credited, Debited *big.Int
	Path              []common.Hash
}

// Leaf is the proof's leaf hash.
func (p Proof) Leaf() common.Hash { return LeafHash(p.Account, p.Credited, p.Debited) }

// ProofOf returns a's proof against the last closed epoch (the account's totals as of that close).
func (l *Ledger) ProofOf(a common.Address) (Proof, error) {
	i, ok := l.index[a]
	if !ok || i >= l.tree.Len() {
		return Proof{}, fmt.Errorf("proof: %s has no leaf in a closed epoch", a.Hex())
	}
	acc := l.accounts[i]
	if acc.dirty {
		return Proof{}, fmt.Errorf("proof: %s changed since the last close; close the epoch first", a.Hex())
	}
	return Proof{Account: a, Credited: new(big.Int).Set(&acc.credited), Debited: new(big.Int).Set(&acc.debited), Path: l.tree.Proof(i)}, nil
}

// InnerHashes is how many inner tree hashes the ledger has computed (for the benchmarks).
func (l *Ledger) InnerHashes() int { return l.tree.hashes }
