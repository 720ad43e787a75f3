// Package memchain is an in-memory EIP-3009 token for the x402 packages' pure logic tests
// (verification rules, settlement answers). It implements facilitator.Chain, Settler, Sender and
// Receipts with the token's rules (signature, time window, nonce, balance) and one intent per key; tests
// against the real TestUSDC contract on a simulated chain, with the real transaction manager, cover the
// real path.
package memchain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// Token is one in-memory EIP-3009 token on one chain.
type Token struct {
	mu       sync.Mutex
	Address  common.Address
	Domain   exact.Domain
	balances map[common.Address]*big.Int
	used     map[[52]byte]bool
	pending  map[common.Hash]*types.Receipt // broadcast, not yet mined
	mined    map[common.Hash]*types.Receipt

	settlements map[string]facilitator.Settlement // built by Intent, by key
	intents     map[string]*txmgr.Record          // submitted, by key
	// HoldReceipts keeps broadcast transactions unmined until Mine is called.
	HoldReceipts bool
	// Sent counts transactions sent (one per submitted intent that passed the token's checks).
	Sent       int
	SignerAddr common.Address
	nonce      uint64
	// Now is the block time used for validAfter/validBefore (unix seconds).
	Now func() int64
}

// New returns a token with the EIP-712 domain d at d.VerifyingContract.
func New(d exact.Domain, now func() int64) *Token {
	return &Token{Address: d.VerifyingContract, Domain: d, balances: map[common.Address]*big.Int{},
		used: map[[52]byte]bool{}, pending: map[common.Hash]*types.Receipt{}, mined: map[common.Hash]*types.Receipt{},
		settlements: map[string]facilitator.Settlement{}, intents: map[string]*txmgr.Record{},
		SignerAddr: common.HexToAddress("0x00000000000000000000000000000000000fac11"), Now: now}
}

// Mint credits amount to owner.
func (t *Token) Mint(owner common.Address, amount int64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.balanceLocked(owner).Add(t.balanceLocked(owner), big.NewInt(amount))
}

func (t *Token) balanceLocked(a common.Address) *big.Int {
	if t.balances[a] == nil {
		t.balances[a] = new(big.Int)
	}
	return t.balances[a]
}

// Balance returns owner's balance.
func (t *Token) Balance(owner common.Address) *big.Int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return new(big.Int).Set(t.balanceLocked(owner))
}

func key(a common.Address, n [32]byte) (k [52]byte) {
	copy(k[:20], a[:])
	copy(k[20:], n[:])
	return k
}

// BalanceOf implements facilitator.Chain.
func (t *Token) BalanceOf(_ context.Context, token, owner common.Address) (*big.Int, error) {
	if token != t.Address {
		return nil, fmt.Errorf("no token at %s", token.Hex())
	}
	return t.Balance(owner), nil
}

// AuthorizationState implements facilitator.Chain.
// DomainSeparator implements facilitator.Chain: the separator of the token's domain.
func (t *Token) DomainSeparator(_ context.Context, token common.Address) ([32]byte, error) {
	if token != t.Address {
		return [32]byte{}, fmt.Errorf("memchain: no token at %s", token.Hex())
	}
	return t.Domain.Separator(), nil
}

func (t *Token) AuthorizationState(_ context.Context, token, from common.Address, nonce [32]byte) (bool, error) {
	if token != t.Address {
		return false, fmt.Errorf("no token at %s", token.Hex())
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.used[key(from, nonce)], nil
}

// HasCode implements facilitator.Chain.
func (t *Token) HasCode(_ context.Context, a common.Address) (bool, error) {
	return a == t.Address, nil
}

// apply executes the transfer with the token's rules.
func (t *Token) apply(s facilitator.Settlement, commit bool) error {
	a := s.Payment.Transfer
	if err := exact.VerifyEOA(t.Domain, s.Payment); err != nil {
		return errors.New("FiatTokenV2: invalid signature")
	}
	now := big.NewInt(t.Now())
	if now.Cmp(a.ValidAfter) <= 0 {
		return errors.New("FiatTokenV2: authorization is not yet valid")
	}
	if now.Cmp(a.ValidBefore) >= 0 {
		return errors.New("FiatTokenV2: authorization is expired")
	}
	if t.used[key(a.From, a.Nonce)] {
		return errors.New("FiatTokenV2: authorization is used or canceled")
	}
	if t.balanceLocked(a.From).Cmp(a.Value) < 0 {
		return errors.New("ERC20: transfer amount exceeds balance")
	}
	if commit {
		t.used[key(a.From, a.Nonce)] = true
		t.balanceLocked(a.From).Sub(t.balanceLocked(a.From), a.Value)
		t.balanceLocked(a.To).Add(t.balanceLocked(a.To), a.Value)
	}
	return nil
}

// Simulate implements facilitator.Settler.
func (t *Token) Simulate(_ context.Context, s facilitator.Settlement) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.apply(s, false)
}

// Intent implements facilitator.Settler: the intent carries the settlement's signature as calldata;
// Submit executes the settlement it remembers under the key.
func (t *Token) Intent(s facilitator.Settlement) (txmgr.Intent, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.settlements[s.Key()] = s
	return txmgr.Intent{Kind: facilitator.KindTransfer, Key: s.Key(), To: t.Address, Data: crypto.Keccak256(s.Payment.Signature)}, nil
}

// From implements facilitator.Sender.
func (t *Token) From() common.Address { return t.SignerAddr }

// Submit implements facilitator.Sender: once per key, it checks the settlement with the token's rules
// (a failure makes the intent failed with the token's message), then "broadcasts" and mines it (or holds
// it until Mine with HoldReceipts).
func (t *Token) Submit(_ context.Context, in txmgr.Intent) (txmgr.Record, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if r, ok := t.intents[in.Key]; ok {
		return *r, nil
	}
	s, ok := t.settlements[in.Key]
	if !ok {
		return txmgr.Record{}, fmt.Errorf("%w: no settlement built for %q", txmgr.ErrInvalidIntent, in.Key)
	}
	rec := &txmgr.Record{Kind: in.Kind, Key: in.Key, From: t.SignerAddr, To: in.To, Data: in.Data, Value: new(big.Int)}
	t.intents[in.Key] = rec
	if err := t.apply(s, false); err != nil {
		rec.State, rec.Reason = txmgr.StateFailed, "estimate gas: execution reverted: "+err.Error()
		return *rec, nil
	}
	tx := types.NewTx(&types.LegacyTx{Nonce: t.nonce, To: &t.Address, Gas: 100000, GasPrice: big.NewInt(1), Data: in.Data})
	t.nonce++
	_ = t.apply(s, true)
	a := s.Payment.Transfer
	r := &types.Receipt{Status: types.ReceiptStatusSuccessful, TxHash: tx.Hash(), Logs: []*types.Log{{
		Address: t.Address,
		Topics: []common.Hash{crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)")),
			common.BytesToHash(a.From[:]), common.BytesToHash(a.To[:])},
		Data: common.LeftPadBytes(a.Value.Bytes(), 32),
	}}}
	t.Sent++
	rec.State, rec.TxHash, rec.HasNonce, rec.Nonce = txmgr.StateInFlight, tx.Hash(), true, tx.Nonce()
	if t.HoldReceipts {
		t.pending[tx.Hash()] = r
	} else {
		t.mined[tx.Hash()] = r
		rec.State = txmgr.StateMined
	}
	return *rec, nil
}

// Get implements facilitator.Sender.
func (t *Token) Get(_ context.Context, key string) (txmgr.Record, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	r, ok := t.intents[key]
	if !ok {
		return txmgr.Record{}, fmt.Errorf("%w: %q", txmgr.ErrNotFound, key)
	}
	return *r, nil
}

// Mine mines all held transactions.
func (t *Token) Mine() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for h, r := range t.pending {
		t.mined[h] = r
		delete(t.pending, h)
		for _, rec := range t.intents {
			if rec.TxHash == h {
				rec.State = txmgr.StateMined
			}
		}
	}
}

// TransactionReceipt implements facilitator.Receipts.
func (t *Token) TransactionReceipt(_ context.Context, h common.Hash) (*types.Receipt, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if r, ok := t.mined[h]; ok {
		return r, nil
	}
	return nil, ethereum.NotFound
}

// Confirm implements facilitator.Settler.
func (t *Token) Confirm(r *types.Receipt, s facilitator.Settlement) error {
	if len(r.Logs) == 0 {
		return errors.New("no Transfer log")
	}
	return nil
}
