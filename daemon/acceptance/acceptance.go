// Package acceptance checks a provider's signed acceptance of a job (the wire.SignedAcceptance body of POST
// /v1/acceptances and POST /v1/jobs/{id}/collateral) before the daemon relays it with acceptJob: the
// escrow's domain, the acceptance's fields against the daemon's job view (the client, the acceptance nonce
// and agreement hash the job committed to, the terms, budget and delivery deadline), the deadlines by chain
// time, the provider's signature (ECDSA, or ERC-1271 asked of the provider contract, as the escrow does) and
// the collateral the job needs. Every refusal is a *Refusal with an HTTP status and a stable code, so that
// nothing is sent for bad input; the escrow's own check is the last word (the relay's precheck simulates the
// call), this package makes the refusals early and clear.
//
// It sends nothing and stores nothing: the api and paywall packages decide what to do with a checked
// acceptance.
package acceptance

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// Refusal is a checked acceptance's refusal: the HTTP status and stable code to answer with, and why.
type Refusal struct {
	Status  int
	Code    string
	Message string
}

func (r *Refusal) Error() string { return r.Code + ": " + r.Message }

func refuse(status int, code, format string, a ...any) *Refusal {
	return &Refusal{Status: status, Code: code, Message: fmt.Sprintf(format, a...)}
}

// Jobs is the daemon's job view (*store.Store).
type Jobs interface {
	Job(ctx context.Context, id uint64) (store.Job, error)
}

// Chain is the read access the checks need (*ethclient.Client): token balance and allowance, and eth_call.
type Chain interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// ContractSigners asks provider contracts whether they accept a signature (ERC-1271).
type ContractSigners interface {
	IsValidSignature(ctx context.Context, signer common.Address, digest common.Hash, sig []byte) (bool, error)
}

// Checker checks signed acceptances for one escrow.
type Checker struct {
	Jobs      Jobs
	Chain     Chain
	Contracts ContractSigners // nil accepts ECDSA providers only
	Domain    settlement.Domain
	Token     common.Address
	// Now is chain time; an error means it is unknown (the check answers 503 rather than use another clock).
	Now func() (time.Time, error)
}

// Collateral says where the collateral of a checked acceptance comes from.
type Collateral int

const (
	// FromProvider: the escrow takes it with acceptJob, from the provider's allowance or from the EIP-3009
	// authorization the acceptance carries (POST /v1/acceptances). Both are checked.
	FromProvider Collateral = iota
	// FromPayment: an x402 payment brings it (POST /v1/jobs/{id}/collateral); the body must carry no
	// authorization of its own.
	FromPayment
)

// Checked is an acceptance that passed every check, with what its relay needs.
type Checked struct {
	JobID      uint64
	Job        store.Job
	Signed     *asaclient.SignedAcceptance
	Collateral *big.Int // what the job needs posted (0: none)
}

// Parse reads a signed acceptance body; a malformed one is a 400 Refusal naming every bad field.
func Parse(body []byte) (*asaclient.SignedAcceptance, error) {
	s, err := asaclient.ParseSignedAcceptance(body)
	if err != nil {
		return nil, refuse(http.StatusBadRequest, wire.CodeInvalidField, "%v", err)
	}
	return s, nil
}

// Check checks s as an acceptance of job jobID (for a body that names no job, the job it is posted for),
// with its collateral from the given source. The error is a *Refusal for anything the client can fix or
// should retry; other errors are the daemon's own (its store or the node failing).
func (c *Checker) Check(ctx context.Context, s *asaclient.SignedAcceptance, jobID uint64, from Collateral) (*Checked, error) {
	if s.ChainID != nil && s.ChainID.Cmp(c.Domain.ChainID) != 0 {
		return nil, refuse(http.StatusUnprocessableEntity, wire.CodeWrongDomain, "the acceptance is signed for chain %s; this daemon's escrow is on chain %s", s.ChainID, c.Domain.ChainID)
	}
	if s.Escrow != c.Domain.Escrow {
		return nil, refuse(http.StatusUnprocessableEntity, wire.CodeWrongDomain, "the acceptance is signed for escrow %s; this daemon follows escrow %s", s.Escrow.Hex(), c.Domain.Escrow.Hex())
	}
	if s.JobID != nil && (!s.JobID.IsUint64() || s.JobID.Uint64() != jobID) {
		return nil, refuse(http.StatusUnprocessableEntity, wire.CodeAcceptanceMismatch, "the acceptance names job %s, not job %d", s.JobID, jobID)
	}
	if from == FromPayment && s.CollateralAuth != nil {
		return nil, refuse(http.StatusBadRequest, wire.CodeInvalidField, "collateralAuthorization: the x402 payment carries the collateral here; send the acceptance without it")
	}
	now, err := c.Now()
	if err != nil {
		return nil, refuse(http.StatusServiceUnavailable, wire.CodeUnavailable, "the chain's time is unknown (node unreachable): retry shortly")
	}
	a := s.Acceptance
	if a.Deadline <= uint64(now.Unix()) {
		return nil, refuse(http.StatusUnprocessableEntity, wire.CodeAcceptanceExpired, "the acceptance expired at %d (chain time %d): the escrow refuses it; the provider must sign a new one", a.Deadline, now.Unix())
	}
	job, err := c.Jobs.Job(ctx, jobID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, refuse(http.StatusNotFound, wire.CodeUnknownJob, "job %d is not known to this daemon's escrow (yet)", jobID)
	}
	if err != nil {
		return nil, fmt.Errorf("load job %d: %w", jobID, err)
	}
	if err := checkJob(job, now); err != nil {
		return nil, err
	}
	if err := checkFields(job, s); err != nil {
		return nil, err
	}
	if err := c.checkSignature(ctx, s); err != nil {
		return nil, err
	}
	need := job.Collateral
	if need == nil {
		need = new(big.Int)
	}
	if s.Collateral != nil && s.Collateral.Sign() != 0 && s.Collateral.Cmp(need) != 0 {
		return nil, refuse(http.StatusUnprocessableEntity, wire.CodeAcceptanceMismatch, "the acceptance says it posts %s base units of collateral; job %d takes %s", s.Collateral, jobID, need)
	}
	out := &Checked{JobID: jobID, Job: job, Signed: s, Collateral: new(big.Int).Set(need)}
	if from == FromProvider && need.Sign() > 0 {
		if err := c.checkCollateral(ctx, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// checkJob refuses a job that cannot be accepted now (by the daemon's view; the view may trail the chain, and
// the relay's precheck asks the chain again).
func checkJob(job store.Job, now time.Time) error {
	switch {
	case job.TermsID == 0 || !job.AcceptanceRequired:
		return refuse(http.StatusConflict, wire.CodeAcceptanceNotRequired, "job %d's terms do not ask for the provider's acceptance: it starts once funded and takes no collateral", job.ID)
	case job.Accepted:
		return refuse(http.StatusConflict, wire.CodeAlreadyAccepted, "job %d is already accepted by its provider %s; nothing to relay and nothing to pay", job.ID, job.Provider.Hex())
	case job.Status != settlement.JobOpen:
		return refuse(http.StatusConflict, wire.CodeJobNotOpen, "job %d is %s: only an Open job can be accepted", job.ID, job.Status)
	case job.Deadline != 0 && uint64(now.Unix()) >= job.Deadline:
		return refuse(http.StatusConflict, wire.CodeJobNotOpen, "job %d's fund deadline passed at %d (chain time %d): it can no longer be accepted; it expires and each side gets back what it put in",
			job.ID, job.Deadline, now.Unix())
	}
	return nil
}

// checkFields compares what the acceptance binds with what the job committed to at creation.
func checkFields(job store.Job, s *asaclient.SignedAcceptance) error {
	a := s.Acceptance
	mismatch := func(what string, got, want any) error {
		return refuse(http.StatusUnprocessableEntity, wire.CodeAcceptanceMismatch,
			"the acceptance binds %s %v, but job %d's is %v: it was signed for another job or agreement; the escrow would refuse it", what, got, job.ID, want)
	}
	switch {
	case s.Provider != job.Provider:
		return mismatch("provider (signer)", s.Provider.Hex(), job.Provider.Hex())
	case a.Client != job.Client:
		return mismatch("client", a.Client.Hex(), job.Client.Hex())
	case a.Nonce != job.AcceptanceNonce:
		return mismatch("acceptance nonce", a.Nonce, job.AcceptanceNonce)
	case a.AgreementHash != job.AgreementHash:
		return mismatch("agreement hash", a.AgreementHash.Hex(), job.AgreementHash.Hex())
	case a.TermsHash != job.TermsHash:
		return mismatch("terms hash", a.TermsHash.Hex(), job.TermsHash.Hex())
	case a.Budget == nil || job.Budget == nil || a.Budget.Cmp(job.Budget) != 0:
		return mismatch("budget (base units)", a.Budget, job.Budget)
	case a.ExpiredAt != job.ExpiredAt:
		return mismatch("delivery deadline", a.ExpiredAt, job.ExpiredAt)
	case a.Provider != job.Provider:
		return mismatch("provider", a.Provider.Hex(), job.Provider.Hex())
	case a.Quorum != job.Quorum || !slices.Equal(a.Evaluators, job.Evaluators):
		return mismatch("evaluators", fmt.Sprintf("%v (quorum %d)", a.Evaluators, a.Quorum), fmt.Sprintf("%v (quorum %d)", job.Evaluators, job.Quorum))
	}
	return nil
}

// checkSignature accepts the provider's ECDSA signature, or one its ERC-1271 contract accepts.
func (c *Checker) checkSignature(ctx context.Context, s *asaclient.SignedAcceptance) error {
	digest := s.Acceptance.Digest(c.Domain)
	who, ecdsaErr := s.Acceptance.Recover(c.Domain, s.Signature)
	if ecdsaErr == nil && who == s.Provider {
		return nil
	}
	if c.Contracts != nil {
		ok, err := c.Contracts.IsValidSignature(ctx, s.Provider, digest, s.Signature)
		var exceeded *quota.Exceeded
		if errors.As(err, &exceeded) {
			return err // the client's contract-check quota: answered 429
		}
		if err != nil {
			return refuse(http.StatusServiceUnavailable, wire.CodeUnavailable, "cannot ask provider %s about its signature now: %v", s.Provider.Hex(), err)
		}
		if ok {
			return nil
		}
	}
	if ecdsaErr == nil {
		return refuse(http.StatusUnprocessableEntity, wire.CodeBadSignature, "the acceptance is signed by %s, not by the provider %s", who.Hex(), s.Provider.Hex())
	}
	return refuse(http.StatusUnprocessableEntity, wire.CodeBadSignature, "the signature does not verify for provider %s over this acceptance: %v", s.Provider.Hex(), ecdsaErr)
}

// checkCollateral: the acceptance's EIP-3009 authorization pays exactly the collateral from the provider to the
// job's collateral deposit, or else the provider's balance and allowance to the escrow cover it.
func (c *Checker) checkCollateral(ctx context.Context, out *Checked) error {
	s, need := out.Signed, out.Collateral
	if auth := s.CollateralAuth; auth != nil {
		deposit := escrow.CollateralAddress(c.Domain.Escrow, new(big.Int).SetUint64(out.JobID))
		t := auth.Transfer
		switch {
		case t.From != s.Provider:
			return refuse(http.StatusUnprocessableEntity, wire.CodeCollateralNotCovered, "collateralAuthorization is from %s, not from the provider %s", t.From.Hex(), s.Provider.Hex())
		case t.To != deposit:
			return refuse(http.StatusUnprocessableEntity, wire.CodeCollateralNotCovered, "collateralAuthorization pays %s, not job %d's collateral deposit %s", t.To.Hex(), out.JobID, deposit.Hex())
		case t.Value == nil || t.Value.Cmp(need) != 0:
			return refuse(http.StatusUnprocessableEntity, wire.CodeCollateralNotCovered, "collateralAuthorization pays %v base units; job %d's collateral is %s", t.Value, out.JobID, need)
		}
		return nil
	}
	tok := bindings.NewTestUSDC() // the ERC-20 surface every token shares
	read := func(what string, data []byte) (*big.Int, error) {
		raw, err := c.Chain.CallContract(ctx, ethereum.CallMsg{To: &c.Token, Data: data}, nil)
		if err != nil {
			return nil, refuse(http.StatusServiceUnavailable, wire.CodeUnavailable, "cannot read the provider's token %s now: %v", what, err)
		}
		v, err := tok.UnpackBalanceOf(raw)
		if err != nil {
			return nil, fmt.Errorf("decode %s: %w", what, err)
		}
		return v, nil
	}
	bal, err := read("balance", tok.PackBalanceOf(s.Provider))
	if err != nil {
		return err
	}
	if bal.Cmp(need) < 0 {
		return refuse(http.StatusUnprocessableEntity, wire.CodeCollateralNotCovered, "the provider %s holds %s base units; job %d's collateral is %s", s.Provider.Hex(), bal, out.JobID, need)
	}
	allowance, err := read("allowance", tok.PackAllowance(s.Provider, c.Domain.Escrow))
	if err != nil {
		return err
	}
	if allowance.Cmp(need) < 0 {
		return refuse(http.StatusUnprocessableEntity, wire.CodeCollateralNotCovered,
			"the provider %s allows the escrow %s base units; job %d's collateral is %s: approve it first, include a collateralAuthorization, or pay it through POST /v1/jobs/%d/collateral (x402)",
			s.Provider.Hex(), allowance, out.JobID, need, out.JobID)
	}
	return nil
}
