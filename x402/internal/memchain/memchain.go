// Package memchain is an in-memory EIP-3009 token for the x402 packages' pure logic tests
// (verification rules, settlement state machine). It implements facilitator.Chain and
// facilitator.Settler with the token's rules (signature, time window, nonce, balance); tests
// against the real TestUSDC contract on a simulated chain cover the real path.
package memchain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

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
	// HoldReceipts keeps broadcast transactions unmined until Mine is called.
	HoldReceipts bool
	// Sent counts broadcasts (Submit and Rebroadcast of new hashes).
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

// Submit implements facilitator.Settler: checks, builds a transaction, persists, "broadcasts".
func (t *Token) Submit(_ context.Context, s facilitator.Settlement, persist func(*types.Transaction) error) (*types.Transaction, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := t.apply(s, false); err != nil {
		return nil, fmt.Errorf("execution reverted: %w", err)
	}
	tx := types.NewTx(&types.LegacyTx{Nonce: t.nonce, To: &t.Address, Gas: 100000, GasPrice: big.NewInt(1),
		Data: crypto.Keccak256(s.Payment.Signature)})
	t.nonce++
	if err := persist(tx); err != nil {
		return nil, err
	}
	_ = t.apply(s, true)
	a := s.Payment.Transfer
	r := &types.Receipt{Status: types.ReceiptStatusSuccessful, TxHash: tx.Hash(), Logs: []*types.Log{{
		Address: t.Address,
		Topics: []common.Hash{crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)")),
			common.BytesToHash(a.From[:]), common.BytesToHash(a.To[:])},
		Data: common.LeftPadBytes(a.Value.Bytes(), 32),
	}}}
	t.Sent++
	if t.HoldReceipts {
		t.pending[tx.Hash()] = r
	} else {
		t.mined[tx.Hash()] = r
	}
	return tx, nil
}

// Mine mines all held transactions.
func (t *Token) Mine() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for h, r := range t.pending {
		t.mined[h] = r
		delete(t.pending, h)
	}
}

// Rebroadcast implements facilitator.Settler.
func (t *Token) Rebroadcast(context.Context, *types.Transaction) error { return nil }

// Receipt implements facilitator.Settler.
func (t *Token) Receipt(_ context.Context, h common.Hash) (*types.Receipt, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.mined[h], nil
}

// Confirm implements facilitator.Settler.
func (t *Token) Confirm(r *types.Receipt, s facilitator.Settlement) error {
	if len(r.Logs) == 0 {
		return errors.New("no Transfer log")
	}
	return nil
}

// Signer implements facilitator.Settler.
func (t *Token) Signer() common.Address { return t.SignerAddr }
