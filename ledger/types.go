package ledger

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/settlement"
)

// EIP-712 names of the ledger's own messages (the acceptance and the result are the escrow's types).
const (
	DomainName   = "ASA Ledger"
	VoucherType  = "Voucher(bytes32 commitment,uint256 nonce)"
	DeliveryType = "Delivery(uint256 jobId,bytes32 deliverable)"
	// WithdrawalType is a party's off-chain withdrawal request: the cumulative total it may be paid out.
	WithdrawalType = "Withdrawal(uint256 total)"
)

var (
	voucherTypeHash    = crypto.Keccak256Hash([]byte(VoucherType))
	deliveryTypeHash   = crypto.Keccak256Hash([]byte(DeliveryType))
	withdrawalTypeHash = crypto.Keccak256Hash([]byte(WithdrawalType))
	acceptanceTypeHash = crypto.Keccak256Hash([]byte(settlement.AcceptanceType))
)

// Job statuses in a job leaf (0 is the empty slot).
const (
	StatusEmpty     uint8 = 0
	StatusFunded    uint8 = 1
	StatusSubmitted uint8 = 2
	StatusClosed    uint8 = 3
)

// Domain is the ledger's EIP-712 domain: one AsaLedger contract on one chain.
type Domain struct {
	ChainID *big.Int
	Ledger  common.Address
}

// Results is the domain as the settlement package names it, for the escrow's Result and Acceptance types
// signed in the ledger's domain.
func (d Domain) Results() settlement.Domain {
	return settlement.Domain{ChainID: d.ChainID, Escrow: d.Ledger, Name: DomainName}
}

// digest is keccak256("\x19\x01" ‖ domainSeparator ‖ structHash).
func (d Domain) digest(structHash common.Hash) common.Hash {
	sep := d.Results().Separator()
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], structHash[:])
}

// u256 is a uint256 word (nil is 0; the value must be in range, as decoded data always is).
func u256(v *big.Int) []byte {
	if v == nil {
		return make([]byte, 32)
	}
	return math.U256Bytes(new(big.Int).Set(v))
}

func u64w(v uint64) []byte { return u256(new(big.Int).SetUint64(v)) }

// Voucher is a client's signed job: the job commitment's fields and the client's ledger nonce.
type Voucher struct {
	Client        common.Address
	Provider      common.Address
	Evaluators    []common.Address
	Quorum        uint8
	TermsHash     common.Hash
	AgreementHash common.Hash
	Budget        *big.Int
	ExpiredAt     *big.Int
	Nonce         *big.Int
}

// Commitment is the escrow's job commitment of the voucher's fields. ExpiredAt must fit in 64 bits for
// this form; CommitmentHash computes the hash for any uint256 expiry.
func (v Voucher) Commitment() settlement.Commitment {
	return settlement.Commitment{Client: v.Client, Provider: v.Provider, Evaluators: v.Evaluators, Quorum: v.Quorum,
		TermsHash: v.TermsHash, AgreementHash: v.AgreementHash, Budget: v.Budget, ExpiredAt: orZero(v.ExpiredAt).Uint64()}
}

// CommitmentHash is keccak256(abi.encode(agreementKey, agreementHash, budget, expiredAt)) with expiredAt
// as the full uint256 (settlement.Commitment.Hash for expiries that fit in 64 bits).
func (v Voucher) CommitmentHash() common.Hash {
	key := v.Commitment().AgreementKey()
	return crypto.Keccak256Hash(key[:], v.AgreementHash[:], u256(v.Budget), u256(v.ExpiredAt))
}

// Digest is the voucher's EIP-712 digest, Voucher(bytes32 commitment,uint256 nonce), which the client signs.
func (v Voucher) Digest(d Domain) common.Hash {
	c := v.CommitmentHash()
	return d.digest(crypto.Keccak256Hash(voucherTypeHash[:], c[:], u256(v.Nonce)))
}

// JobID is the job's id: the voucher's digest (as uint256 in results and deliveries).
func (v Voucher) JobID(d Domain) common.Hash { return v.Digest(d) }

// AcceptanceDigest is the provider's acceptance of the voucher's job: the escrow's Acceptance(commitment,
// nonce, deadline) with the voucher's nonce, in the ledger's domain (settlement.Acceptance.Digest for
// values that fit in 64 bits).
func (v Voucher) AcceptanceDigest(d Domain, deadline *big.Int) common.Hash {
	c := v.CommitmentHash()
	return d.digest(crypto.Keccak256Hash(acceptanceTypeHash[:], c[:], u256(v.Nonce), u256(deadline)))
}

// DeliveryDigest is the provider's signed delivery of a job: Delivery(uint256 jobId,bytes32 deliverable).
func DeliveryDigest(d Domain, jobID, deliverable common.Hash) common.Hash {
	return d.digest(crypto.Keccak256Hash(deliveryTypeHash[:], jobID[:], deliverable[:]))
}

// SignDigest signs an EIP-712 digest: 65 bytes r ‖ s ‖ v with v = 27 or 28 and low s.
func SignDigest(digest common.Hash, key *ecdsa.PrivateKey) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("sign digest: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// Sign is the client's signature of the voucher.
func (v Voucher) Sign(d Domain, key *ecdsa.PrivateKey) ([]byte, error) {
	sig, err := SignDigest(v.Digest(d), key)
	if err != nil {
		return nil, fmt.Errorf("sign voucher: %w", err)
	}
	return sig, nil
}

// SignAcceptance is the provider's acceptance of the voucher's job, valid until deadline.
func (v Voucher) SignAcceptance(d Domain, deadline *big.Int, key *ecdsa.PrivateKey) ([]byte, error) {
	sig, err := SignDigest(v.AcceptanceDigest(d, deadline), key)
	if err != nil {
		return nil, fmt.Errorf("sign acceptance: %w", err)
	}
	return sig, nil
}

// SignDelivery is the provider's signed delivery of deliverable for the voucher's job.
func (v Voucher) SignDelivery(d Domain, deliverable common.Hash, key *ecdsa.PrivateKey) ([]byte, error) {
	sig, err := SignDigest(DeliveryDigest(d, v.JobID(d), deliverable), key)
	if err != nil {
		return nil, fmt.Errorf("sign delivery: %w", err)
	}
	return sig, nil
}

func orZero(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}

// AccountLeaf is one account's leaf. Its values are never changed in place (a nil field is 0), so leaves
// may share their big.Ints.
type AccountLeaf struct {
	Credited    *big.Int // cumulative payouts
	Debited     *big.Int // cumulative budgets locked by vouchers
	Deposits    *big.Int // how much of the on-chain deposited the state counts
	Withdrawals *big.Int // how much of the on-chain requested the state counts
	Nonce       *big.Int // the next voucher nonce
}

// Hash is keccak256(abi.encode(credited, debited, deposits, withdrawals, nonce)).
func (a AccountLeaf) Hash() common.Hash {
	return crypto.Keccak256Hash(u256(a.Credited), u256(a.Debited), u256(a.Deposits), u256(a.Withdrawals), u256(a.Nonce))
}

// Balance is deposits + credited - debited - withdrawals (never negative in a valid state).
func (a AccountLeaf) Balance() *big.Int {
	b := new(big.Int).Add(orZero(a.Deposits), orZero(a.Credited))
	b.Sub(b, orZero(a.Debited))
	return b.Sub(b, orZero(a.Withdrawals))
}

// JobLeaf is one job slot's leaf. Votes is the escrow's tally of the results counted so far (nil is 0;
// never changed in place): bit i (i < 8) evaluator i counted, bits 8..15 the count, bits 16+16i evaluator
// i's score, bit 144+i evaluator i said failed.
type JobLeaf struct {
	JobID       common.Hash
	Status      uint8
	Deliverable common.Hash
	SubmittedAt uint64
	Votes       *big.Int
}

// Hash is keccak256(abi.encode(jobId, uint8 status, deliverable, uint64 submittedAt, uint256 votes)).
func (j JobLeaf) Hash() common.Hash {
	return crypto.Keccak256Hash(j.JobID[:], u64w(uint64(j.Status)), j.Deliverable[:], u64w(j.SubmittedAt), u256(j.Votes))
}

// Tally is a job's votes read in the escrow's layout.
type Tally struct {
	Count   int            // results counted
	Counted []int          // the counted evaluators' positions, in voucher order
	Scores  map[int]uint16 // by position
	Failed  map[int]bool   // by position
}

// ReadTally reads votes for a job of n evaluators.
func ReadTally(votes *big.Int, n int) Tally {
	v := orZero(votes)
	t := Tally{Count: int(new(big.Int).Rsh(v, 8).Uint64() & 0xff), Scores: map[int]uint16{}, Failed: map[int]bool{}}
	for i := 0; i < n && i < MaxEvaluators; i++ {
		if v.Bit(i) == 0 {
			continue
		}
		t.Counted = append(t.Counted, i)
		t.Scores[i] = uint16(new(big.Int).Rsh(v, uint(16+16*i)).Uint64() & 0xffff)
		t.Failed[i] = v.Bit(144+i) == 1
	}
	return t
}

// CountResult is the escrow's _countResult on a tally: evaluator position's result (score, passed)
// counted. votes is not changed.
func CountResult(votes *big.Int, position int, score uint16, passed bool) *big.Int {
	v := orZero(votes)
	count := new(big.Int).Rsh(v, 8).Uint64()&0xff + 1
	out := new(big.Int).SetBit(v, position, 1)
	mask := new(big.Int).Lsh(big.NewInt(0xff), 8)
	out.AndNot(out, mask)
	out.Or(out, new(big.Int).Lsh(new(big.Int).SetUint64(count), 8))
	out.Or(out, new(big.Int).Lsh(new(big.Int).SetUint64(uint64(score)), uint(16+16*position)))
	if !passed {
		out.SetBit(out, 144+position, 1)
	}
	return out
}

// StateFields are the four fields the state root commits to.
type StateFields struct {
	AccountsRoot common.Hash
	JobsRoot     common.Hash
	JobCount     uint64
	ForcedCount  uint64
}

// Root is keccak256(abi.encode(accountsRoot, jobsRoot, uint64 jobCount, uint64 forcedCount)).
func (f StateFields) Root() common.Hash {
	return crypto.Keccak256Hash(f.AccountsRoot[:], f.JobsRoot[:], u64w(f.JobCount), u64w(f.ForcedCount))
}

// TransitionLeaf is one transition's leaf in an epoch's transitions tree.
type TransitionLeaf struct {
	Kind      uint8
	DataHash  common.Hash
	PostState common.Hash
}

// Hash is keccak256(abi.encode(uint8 kind, bytes32 dataHash, bytes32 postState)).
func (l TransitionLeaf) Hash() common.Hash {
	return crypto.Keccak256Hash(u64w(uint64(l.Kind)), l.DataHash[:], l.PostState[:])
}

// AccountWitness is an account leaf and its path in the accounts tree (the contract's AccountWitness).
type AccountWitness struct {
	Leaf AccountLeaf
	Path [AccountsDepth]common.Hash
}

// JobWitness is a job leaf and its path in the jobs tree (the contract's JobWitness).
type JobWitness struct {
	Leaf JobLeaf
	Path [JobsDepth]common.Hash
}

// TransitionWitness is a transition leaf and its path in the epoch's transitions tree.
type TransitionWitness struct {
	Leaf TransitionLeaf
	Path [TransitionsDepth]common.Hash
}

var (
	emptyAccountHash = AccountLeaf{}.Hash() // keccak256 of 160 zero bytes
	emptyJobHash     = JobLeaf{}.Hash()     // keccak256 of 160 zero bytes
)

// WithdrawalDigest is the EIP-712 digest of a withdrawal request for a cumulative total: what a SYNC may count
// into the account's withdrawals without an on-chain requestWithdrawal.
func WithdrawalDigest(d Domain, total *big.Int) common.Hash {
	return d.digest(crypto.Keccak256Hash(withdrawalTypeHash[:], u256(total)))
}

// SignWithdrawal signs a withdrawal request for a cumulative total with the account's key.
func SignWithdrawal(d Domain, total *big.Int, key *ecdsa.PrivateKey) ([]byte, error) {
	return SignDigest(WithdrawalDigest(d, total), key)
}
