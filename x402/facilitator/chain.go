package facilitator

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
)

// Chain is the read access to one EVM chain that verification needs.
type Chain interface {
	// BalanceOf returns token.balanceOf(owner).
	BalanceOf(ctx context.Context, token, owner common.Address) (*big.Int, error)
	// AuthorizationState returns token.authorizationState(authorizer, nonce): true once used.
	AuthorizationState(ctx context.Context, token, authorizer common.Address, nonce [32]byte) (bool, error)
	// HasCode reports whether addr holds contract code.
	HasCode(ctx context.Context, addr common.Address) (bool, error)
	// DomainSeparator returns token.DOMAIN_SEPARATOR(), the EIP-712 domain its signature checks use.
	DomainSeparator(ctx context.Context, token common.Address) ([32]byte, error)
}

// Sender executes intents exactly once per key, journaled (*txmgr.Manager of the settlement key): the
// facilitator has no sender of its own, so its settlements get the same persistence, nonce handling,
// fee bumping and crash recovery as every other transaction of the process.
type Sender interface {
	// From is the settlement key's address.
	From() common.Address
	// Submit stores the intent (idempotent per key) and wakes the manager.
	Submit(ctx context.Context, in txmgr.Intent) (txmgr.Record, error)
	// Get returns the stored intent, or an error wrapping txmgr.ErrNotFound.
	Get(ctx context.Context, key string) (txmgr.Record, error)
}

// Receipts reads transaction receipts (*ethclient.Client); a receipt not found is (nil, ethereum.NotFound)
// or (nil, nil).
type Receipts interface {
	TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
}

// Settlement is one verified authorization to execute on chain.
type Settlement struct {
	// ChainID is the chain the payment is on.
	ChainID *big.Int
	// Version is the x402 protocol version of the request.
	Version int
	// Requirements are the (v2-shaped) payment requirements the payment was verified against.
	Requirements x402.PaymentRequirements
	// Token is the EIP-3009 token (requirements.asset).
	Token common.Address
	// Payment is the parsed, signature-checked authorization.
	Payment exact.Signed
}

// Key is the intent key of the settlement: the authorization itself.
func (s Settlement) Key() string {
	return AuthorizationKey(s.ChainID, s.Token, s.Payment.Transfer.From, s.Payment.Transfer.Nonce)
}

// AuthorizationKey is the intent key of anything that executes the EIP-3009 authorization (token,
// payer, nonce) on chain chainID: whichever contract a settlement calls, one intent per authorization,
// ever.
func AuthorizationKey(chainID *big.Int, token, payer common.Address, nonce [32]byte) string {
	return fmt.Sprintf("x402:%s:%s:%s:%x", chainID, strings.ToLower(token.Hex()), strings.ToLower(payer.Hex()), nonce)
}

// Settler turns a verified authorization into the intent that executes it. The token implementation
// calls token.transferWithAuthorization; the daemon's escrow implementation calls
// escrow.fundWithAuthorization so that the same transfer funds a job.
type Settler interface {
	// Simulate dry-runs the settlement with eth_call from the settlement key; nil means it would
	// succeed now.
	Simulate(ctx context.Context, s Settlement) error
	// Intent is the transaction that executes s; its key must be s.Key().
	Intent(s Settlement) (txmgr.Intent, error)
	// Confirm checks that a successful receipt did what the settlement asked (for a token: a
	// Transfer(from, to, value) log of the token). Nil means confirmed.
	Confirm(r *types.Receipt, s Settlement) error
}

// RouteError refuses a payment before anything is sent, with an x402 invalid reason and a message for
// people.
type RouteError struct {
	Reason  string
	Message string
}

func (e *RouteError) Error() string { return e.Reason + ": " + e.Message }

// Network is one chain the facilitator settles on.
type Network struct {
	// ChainID identifies the chain; it serves "eip155:<ChainID>" in v2 and its v1 name, if any.
	ChainID *big.Int
	// Chain reads token state.
	Chain Chain
	// Sender executes settlements (the settlement key's transaction manager).
	Sender Sender
	// Receipts reads settlement receipts.
	Receipts Receipts
	// Settler executes payments that Route does not send elsewhere.
	Settler Settler
	// Route, if set, picks the settler for a payment (for example the escrow's funding path when the
	// authorization pays one of its deposit addresses), or refuses it with a *RouteError; nil means
	// Settler.
	Route func(ctx context.Context, s Settlement) (Settler, error)
}

func (n *Network) settlerFor(ctx context.Context, s Settlement) (Settler, error) {
	if n.Route != nil {
		return n.Route(ctx, s)
	}
	return n.Settler, nil
}
