package asaclient

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// ProviderAcceptance gets the provider's signed acceptance of a job the client is about to create: a, the
// planned job's acceptance (its commitment, the client's acceptance nonce and the deadline), and collateral,
// what the provider must post with it (0: none). A provider that takes collateral must also have approved
// the escrow for it before the client's transaction (createAndFundAcceptedAsaJob pulls it). Over a network
// this is a call to the provider agent, which checks the agreement before it signs; ProviderKey signs with
// a key at hand.
type ProviderAcceptance func(ctx context.Context, a settlement.Acceptance, collateral *big.Int) (*SignedAcceptance, error)

// ProviderKey is the ProviderAcceptance of a provider whose key is at hand (the same operator runs both
// sides, a test, the dev demo): it signs the acceptance with key and approves the escrow for the collateral
// from the provider's account when the job takes any.
func (e *Escrow) ProviderKey(key signer.Signer) ProviderAcceptance {
	return func(ctx context.Context, a settlement.Acceptance, collateral *big.Int) (*SignedAcceptance, error) {
		if who := key.Address(); who != a.Provider {
			return nil, fmt.Errorf("the job's provider is %s, but the key is %s's", a.Provider, who)
		}
		s, err := e.SignAcceptance(ctx, key, a, SignAcceptanceOptions{Collateral: collateral})
		if err != nil {
			return nil, err
		}
		if collateral != nil && collateral.Sign() > 0 {
			if _, err := e.Approve(ctx, key, collateral); err != nil {
				return nil, fmt.Errorf("provider's approval of its collateral: %w", err)
			}
		}
		return s, nil
	}
}

// AgreedJobOptions are the optional parts of CreateAgreedJob. The zero value approves the escrow for the
// budget when the allowance falls short and refuses an agreement that waives the provider's acceptance.
type AgreedJobOptions struct {
	// NoApprove skips the approve transaction (the allowance was given some other way).
	NoApprove bool
	// Waived creates a job whose agreement waives the provider's acceptance, knowingly, without one.
	Waived bool
}

// CreateAgreedJob is the easy path to a job both parties agreed to: the client's key creates and funds it,
// and the provider's acceptance, asked of provider for exactly this plan (the job commitment with the
// client's next acceptance nonce, valid for DefaultAcceptanceValidity), is relayed in the same
// createAndFundAcceptedAsaJob transaction, so the job starts Funded at once. Everything is checked before
// anything is sent (CreateAndFundAccepted). An agreement that waives the provider's acceptance
// (escrow.acceptance.required: false) is refused unless opts.Waived is set, in which case it is created and
// funded without one (createAndFundAsaJob): that job starts with no assent from the provider, a weaker
// guarantee the agreement chose. It approves the escrow for the budget first unless the allowance covers it
// or opts.NoApprove is set.
func (e *Escrow) CreateAgreedJob(ctx context.Context, clientKey signer.Signer, plan *settlement.JobPlan, provider ProviderAcceptance, opts AgreedJobOptions) (*Created, error) {
	if !plan.Terms.AcceptanceRequired {
		if !opts.Waived {
			return nil, fmt.Errorf("agreement %s: %w: it waives the provider's acceptance (escrow.acceptance.required: false); "+
				"create it knowingly (waived) or remove the waiver", plan.AgreementID, ErrNoAcceptance)
		}
		return e.CreateAndFundJob(ctx, clientKey, plan, CreateOptions{NoApprove: opts.NoApprove})
	}
	if provider == nil {
		return nil, errors.New("no way to ask the provider for its acceptance: the agreement requires it")
	}
	now, err := e.HeadTime(ctx)
	if err != nil {
		return nil, err
	}
	a, err := e.PlannedAcceptance(ctx, plan, uint64(now.Add(DefaultAcceptanceValidity).Unix()))
	if err != nil {
		return nil, err
	}
	signed, err := provider(ctx, a, plan.Collateral())
	if err != nil {
		return nil, fmt.Errorf("agreement %s: the provider's acceptance: %w", plan.AgreementID, err)
	}
	return e.CreateAndFundAccepted(ctx, clientKey, plan, signed, CreateOptions{NoApprove: opts.NoApprove})
}
