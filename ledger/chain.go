package ledger

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/settlement"
)

func keccak(b []byte) common.Hash { return crypto.Keccak256Hash(b) }

// Chain is the ledger contract's on-chain state that transitions read. Every value only grows or is
// fixed once set (registrations, cumulative deposits and requests, queue entries), so a transition valid
// at one time stays valid later.
type Chain interface {
	// Domain is the ledger's EIP-712 domain (its chain id and address).
	Domain() Domain
	// AccountIndex is the account index registered for addr; 0 means unregistered.
	AccountIndex(addr common.Address) uint32
	// AccountCount is the number of registered accounts (indexes 1..AccountCount are registered).
	AccountCount() uint32
	// Deposited is the account's cumulative on-chain deposits.
	Deposited(account uint32) *big.Int
	// Requested is the account's cumulative withdrawal requests.
	Requested(account uint32) *big.Int
	// AccountAt is the address registered at an index (zero when none).
	AccountAt(account uint32) common.Address
	// Forced is forced-queue entry k: keccak256 of its FORCED data; ok is false past the queue's end.
	Forced(k uint64) (hash common.Hash, ok bool)
	// ForcedAt is the time entry k was queued; ok is false past the queue's end.
	ForcedAt(k uint64) (queuedAt uint64, ok bool)
	// ValidSignature says whether sig is signer's valid EOA signature of digest, as the verifier's
	// ECDSA.tryRecover decides (the ledger accepts no ERC-1271 signature: ValidEOASignature).
	ValidSignature(signer common.Address, digest common.Hash, sig []byte) bool
}

// ValidEOASignature is SignatureChecker's rule for an account without code: 65 bytes r ‖ s ‖ v, v 27 or
// 28, s in the lower half of the curve order, and the recovered address (never zero) is signer.
func ValidEOASignature(signer common.Address, digest common.Hash, sig []byte) bool {
	if len(sig) != 65 || (sig[64] != 27 && sig[64] != 28) || signer == (common.Address{}) {
		return false
	}
	got, err := settlement.RecoverDigest(digest, sig)
	return err == nil && got == signer
}

type forcedEntry struct {
	hash     common.Hash
	queuedAt uint64
	inner    Transition
}

// MemChain is an in-memory Chain for tests and simulations: every signer is an EOA. Its methods mutate it
// as the contract's register, deposit, requestWithdrawal and forceInclude would. Not safe for concurrent use.
type MemChain struct {
	domain    Domain
	index     map[common.Address]uint32
	addrs     []common.Address // by account index (0 unused)
	deposited []*big.Int       // by account index (0 unused)
	requested []*big.Int
	queue     []forcedEntry
}

// NewMemChain returns an empty chain for the ledger of domain d.
func NewMemChain(d Domain) *MemChain {
	return &MemChain{domain: d, index: map[common.Address]uint32{}, addrs: []common.Address{{}}, deposited: []*big.Int{nil},
		requested: []*big.Int{nil}}
}

// Register gives addr the next account index (or returns the one it has).
func (c *MemChain) Register(addr common.Address) uint32 {
	if i, ok := c.index[addr]; ok {
		return i
	}
	i := uint32(len(c.deposited))
	c.index[addr] = i
	c.addrs = append(c.addrs, addr)
	c.deposited = append(c.deposited, new(big.Int))
	c.requested = append(c.requested, new(big.Int))
	return i
}

// Deposit adds amount to addr's cumulative deposits, registering it if needed, and returns its index.
func (c *MemChain) Deposit(addr common.Address, amount *big.Int) uint32 {
	i := c.Register(addr)
	c.deposited[i] = new(big.Int).Add(c.deposited[i], amount)
	return i
}

// RequestWithdrawal adds amount to the registered addr's cumulative withdrawal requests.
func (c *MemChain) RequestWithdrawal(addr common.Address, amount *big.Int) {
	i := c.Register(addr)
	c.requested[i] = new(big.Int).Add(c.requested[i], amount)
}

// Force queues a transition at time queuedAt (forceInclude) and returns its position.
func (c *MemChain) Force(inner Transition, queuedAt uint64) (uint64, error) {
	h, err := ForcedHash(inner)
	if err != nil {
		return 0, err
	}
	c.queue = append(c.queue, forcedEntry{hash: h, queuedAt: queuedAt,
		inner: Transition{Kind: inner.Kind, Data: append([]byte(nil), inner.Data...)}})
	return uint64(len(c.queue) - 1), nil
}

// Domain implements Chain.
func (c *MemChain) Domain() Domain { return c.domain }

// AccountIndex implements Chain.
func (c *MemChain) AccountIndex(addr common.Address) uint32 { return c.index[addr] }

// AccountAt is the address at an index (zero when none).
func (c *MemChain) AccountAt(account uint32) common.Address {
	if int(account) >= len(c.addrs) {
		return common.Address{}
	}
	return c.addrs[account]
}

// AccountCount implements Chain.
func (c *MemChain) AccountCount() uint32 { return uint32(len(c.deposited) - 1) }

// Deposited implements Chain.
func (c *MemChain) Deposited(account uint32) *big.Int {
	if account == 0 || int(account) >= len(c.deposited) {
		return new(big.Int)
	}
	return new(big.Int).Set(c.deposited[account])
}

// Requested implements Chain.
func (c *MemChain) Requested(account uint32) *big.Int {
	if account == 0 || int(account) >= len(c.requested) {
		return new(big.Int)
	}
	return new(big.Int).Set(c.requested[account])
}

// Forced implements Chain.
func (c *MemChain) Forced(k uint64) (common.Hash, bool) {
	if k >= uint64(len(c.queue)) {
		return common.Hash{}, false
	}
	return c.queue[k].hash, true
}

// ForcedAt implements Chain.
func (c *MemChain) ForcedAt(k uint64) (uint64, bool) {
	if k >= uint64(len(c.queue)) {
		return 0, false
	}
	return c.queue[k].queuedAt, true
}

// ForcedTransition is the inner transition queued at position k (a ForcedSource).
func (c *MemChain) ForcedTransition(k uint64) (Transition, bool) {
	if k >= uint64(len(c.queue)) {
		return Transition{}, false
	}
	return c.queue[k].inner, true
}

// ValidSignature implements Chain with ValidEOASignature.
func (c *MemChain) ValidSignature(signer common.Address, digest common.Hash, sig []byte) bool {
	return ValidEOASignature(signer, digest, sig)
}
