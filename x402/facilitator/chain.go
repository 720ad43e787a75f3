package facilitator

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

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
}

// Settlement is one verified authorization to execute on chain.
type Settlement struct {
	// Version is the x402 protocol version of the request.
	Version int
	// Requirements are the (v2-shaped) payment requirements the payment was verified against.
	Requirements x402.PaymentRequirements
	// Token is the EIP-3009 token (requirements.asset).
	Token common.Address
	// Payment is the parsed, signature-checked authorization.
	Payment exact.Signed
}

// Settler turns a verified authorization into a transaction. The token implementation calls
// token.transferWithAuthorization; the escrow implementation calls
// escrow.fundWithAuthorization so that the same transfer credits a job.
type Settler interface {
	// Simulate dry-runs the settlement with eth_call from the settler's signer; nil means it
	// would succeed now.
	Simulate(ctx context.Context, s Settlement) error
	// Submit signs the settlement transaction, hands the signed transaction to persist, and only
	// when persist succeeded broadcasts it. Submissions of one signer are serialised.
	Submit(ctx context.Context, s Settlement, persist func(tx *types.Transaction) error) (*types.Transaction, error)
	// Rebroadcast re-sends a stored signed transaction; "already known" counts as success.
	Rebroadcast(ctx context.Context, tx *types.Transaction) error
	// Receipt returns the receipt of hash, or (nil, nil) while it is not mined.
	Receipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
	// Confirm checks that a successful receipt did what the settlement asked (for a token: a
	// Transfer(from, to, value) log of the token). Nil means confirmed.
	Confirm(r *types.Receipt, s Settlement) error
	// Signer is the address that sends settlement transactions.
	Signer() common.Address
}

// Network is one chain the facilitator settles on.
type Network struct {
	// ChainID identifies the chain; it serves "eip155:<ChainID>" in v2 and its v1 name, if any.
	ChainID *big.Int
	// Chain reads token state.
	Chain Chain
	// Settler executes payments whose requirements Route does not send elsewhere.
	Settler Settler
	// Route, if set, picks the settler for given requirements (for example the escrow settler
	// when requirements.extra names a job); nil means Settler.
	Route func(req x402.PaymentRequirements) (Settler, error)
}

func (n *Network) settlerFor(req x402.PaymentRequirements) (Settler, error) {
	if n.Route != nil {
		return n.Route(req)
	}
	return n.Settler, nil
}
