package asaclient

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/httpx"
)

// ErrLedgerX402Unavailable means the daemon sells no x402 deposits into a ledger balance (it operates no
// ledger, runs without --x402, or is a version without the route).
var ErrLedgerX402Unavailable = errors.New("the daemon sells no x402 deposits into a ledger balance (POST /v1/ledger/accounts/{address}/deposit): " +
	"it must operate the ledger and run with --x402; or deposit without --x402 (approve + deposit)")

// LedgerDeposit is a deposit into the signing key's balance on a netted ledger, paid by x402.
type LedgerDeposit struct {
	// Ledger is the AsaLedger, Token its token (the x402 asset) and ChainID its chain.
	Ledger, Token common.Address
	ChainID       *big.Int
	// Amount is the deposit in the token's base units.
	Amount *big.Int
	// TokenDomain is the token's EIP-712 domain the requirements must name; empty fields are not checked.
	TokenDomain TokenDomain
}

// DepositLedgerX402 pays dep into key's own balance through the daemon's x402 route: the first POST answers
// 402 with the requirements, key signs an EIP-3009 authorization of exactly dep.Amount of the ledger's token
// to its own deposit address on the ledger (the only payment the spending policy allows), and the retried
// POST answers with the settlement of depositWithAuthorization. The balance shows in the ledger once the
// operator counts the deposit in an epoch.
func (d *Daemon) DepositLedgerX402(ctx context.Context, key signer.Signer, dep LedgerDeposit) (*X402Funding, error) {
	if dep.Amount == nil || dep.Amount.Sign() <= 0 {
		return nil, errors.New("x402 ledger deposit: the amount must be positive")
	}
	account := key.Address()
	payTo := ledger.DepositAddress(dep.Ledger, account)
	allow := func(r x402.PaymentRequirements) bool {
		amount, err := x402.ParseAmount(r.Amount)
		return err == nil && r.Scheme == x402.SchemeExact && amount.Cmp(dep.Amount) == 0 &&
			strings.EqualFold(r.Asset, dep.Token.Hex()) && strings.EqualFold(r.PayTo, payTo.Hex()) &&
			r.Network == x402.CAIP2(dep.ChainID) &&
			(dep.TokenDomain.Name == "" || r.ExtraString("name") == dep.TokenDomain.Name) &&
			(dep.TokenDomain.Version == "" || r.ExtraString("version") == dep.TokenDomain.Version)
	}
	path := fmt.Sprintf("/v1/ledger/accounts/%s/deposit?amount=%s", account.Hex(), dep.Amount)
	out, err := d.payX402(ctx, key, path, nil, allow, nil, ErrLedgerX402Unavailable)
	switch {
	case err == nil:
		return out, nil
	case errors.Is(err, ErrLedgerX402Unavailable):
		return nil, err
	case errors.Is(err, ErrSettlementPending):
		return out, fmt.Errorf("x402 ledger deposit: %w; 'asa ledger status' shows it in %s's on-chain deposited total once mined", err, account.Hex())
	case errors.Is(err, httpx.ErrNoPayableOption):
		return out, fmt.Errorf("x402 ledger deposit: the daemon asked for a payment this client refuses (not %s of token %s to %s's deposit address %s on ledger %s, %s): %w",
			dep.Amount, dep.Token.Hex(), account.Hex(), payTo.Hex(), dep.Ledger.Hex(), x402.CAIP2(dep.ChainID), err)
	}
	return out, fmt.Errorf("x402 ledger deposit: %w", err)
}
