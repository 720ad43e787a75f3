package asaclient

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402/exact"
)

// ErrNoAcceptance means the job's terms take no provider acceptance (a plain ERC-8183 job, or terms
// without acceptanceRequired): there is nothing to accept and no collateral to post.
var ErrNoAcceptance = errors.New("the job takes no provider acceptance")

// DeliverySlack is how much earlier than its agreement allows a job's delivery deadline may be before a
// provider refuses to accept it: the client plans the deadline from the chain's time just before its creation
// transaction is mined, so an honest job's deadline trails the agreement's by a block or a few.
const DeliverySlack = 10 * time.Minute

// SignedAcceptance is a provider's signed acceptance of one agreement and what it binds (its wire form is
// wire.SignedAcceptance, see Wire and ParseSignedAcceptance).
type SignedAcceptance struct {
	Acceptance settlement.Acceptance
	ChainID    *big.Int
	Escrow     common.Address
	JobID      *big.Int       // nil: a job the client has not created yet (it relays the acceptance in CreateAndFundAccepted)
	Provider   common.Address // the signer: the provider's EOA or its ERC-1271 contract
	Signature  []byte
	Digest     common.Hash
	Collateral *big.Int // what the provider posts with it (0: none)
	// CollateralAuth, when set, is the provider's EIP-3009 authorization of the collateral to the job's
	// collateral deposit: whoever relays the acceptance moves the collateral with it (jobs that exist only).
	CollateralAuth *exact.Signed
}

// PlannedAcceptance is the acceptance a provider signs for a job the client has not created yet: the planned
// job's client, terms, agreement document, budget and delivery deadline, with its agreement's next acceptance
// nonce (acceptanceNonce(agreementKey) now), valid until deadline (unix seconds). If the client creates
// another job under the same agreement (same parties and terms) first, the nonce moves on and this acceptance
// no longer fits; jobs under other agreements leave it alone.
func (e *Escrow) PlannedAcceptance(ctx context.Context, plan *settlement.JobPlan, deadline uint64) (settlement.Acceptance, error) {
	if !plan.Terms.AcceptanceRequired {
		return settlement.Acceptance{}, fmt.Errorf("agreement %s: %w (escrow.acceptance.required is false and it takes no collateral)", plan.AgreementID, ErrNoAcceptance)
	}
	if plan.Client == (common.Address{}) {
		return settlement.Acceptance{}, fmt.Errorf("agreement %s names no client: the acceptance binds the client's address", plan.AgreementID)
	}
	if err := e.checkPlanBinding(plan); err != nil {
		return settlement.Acceptance{}, err
	}
	nonce, err := e.AcceptanceNonce(ctx, settlement.CommitmentOf(plan).AgreementKey())
	if err != nil {
		return settlement.Acceptance{}, err
	}
	return settlement.AcceptanceOf(plan, nonce, deadline), nil
}

// AcceptanceNonce is the acceptance nonce the next job of the agreement with this key takes
// (settlement.Commitment.AgreementKey: client, provider, terms hash, quorum, evaluators); 0 for an agreement
// the escrow has not registered yet.
func (e *Escrow) AcceptanceNonce(ctx context.Context, agreementKey common.Hash) (uint64, error) {
	n, err := bind.Call(e.escC, e.call(ctx), e.esc.PackAcceptanceNonce(agreementKey), e.esc.UnpackAcceptanceNonce)
	if err != nil {
		return 0, fmt.Errorf("acceptanceNonce(agreement key %s): %w", agreementKey, err)
	}
	if !n.IsUint64() {
		return 0, fmt.Errorf("acceptanceNonce(agreement key %s) is %s, beyond any real count", agreementKey, n)
	}
	return n.Uint64(), nil
}

// JobAgreement is what an ASA job recorded at its creation about its agreement, from its AsaJobCreated and
// AcceptanceRequired events (JobAccepted for a job accepted in the call that created it).
type JobAgreement struct {
	AgreementHash   common.Hash
	AcceptanceNonce *big.Int    // nil when the job asks for no acceptance
	Commitment      common.Hash // the job commitment its provider's acceptance must sign (zero without acceptance)
	CreatedAt       uint64      // the creation block's time
	CreatedBlock    uint64
}

// Agreement reads what job id recorded about its agreement at creation, from the escrow's logs from block
// `from` on (the deployment block, or any block before the job's creation).
func (e *Escrow) Agreement(ctx context.Context, id *big.Int, from uint64) (*JobAgreement, error) {
	events := e.esc.GetABI().Events
	created, required, accepted := events["AsaJobCreated"].ID, events["AcceptanceRequired"].ID, events["JobAccepted"].ID
	logs, err := e.eth.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{e.addr},
		Topics: [][]common.Hash{{created, required, accepted}, {common.BigToHash(id)}},
	})
	if err != nil {
		return nil, fmt.Errorf("read the creation of job %s from block %d: %w", id, from, err)
	}
	var out *JobAgreement
	for i := range logs {
		l := &logs[i]
		if ev, err := e.esc.UnpackAsaJobCreatedEvent(l); err == nil {
			if out == nil {
				out = &JobAgreement{}
			}
			out.AgreementHash, out.CreatedBlock = ev.AgreementHash, l.BlockNumber
			h, err := e.eth.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber))
			if err != nil {
				return nil, fmt.Errorf("read block %d: %w", l.BlockNumber, err)
			}
			out.CreatedAt = h.Time
		} else if ev, err := e.esc.UnpackAcceptanceRequiredEvent(l); err == nil {
			if out == nil {
				out = &JobAgreement{}
			}
			out.AcceptanceNonce, out.Commitment = ev.Nonce, ev.Commitment
		} else if ev, err := e.esc.UnpackJobAcceptedEvent(l); err == nil && out != nil {
			// Accepted in the creating call: no AcceptanceRequired, and JobAccepted carries the same.
			out.AcceptanceNonce, out.Commitment = ev.Nonce, ev.Commitment
		}
	}
	if out == nil {
		return nil, e.noCreation(ctx, id, from, "pass an earlier block")
	}
	return out, nil
}

// JobAcceptance is the acceptance job id waits for, valid until deadline (unix seconds): the job's client,
// terms hash, budget and delivery deadline as the chain holds them, its agreement hash and acceptance nonce
// from its creation events (searched from block `from`). It refuses a job that takes no acceptance, is already
// accepted, is no longer Open or is past its fund deadline, each saying why.
func (e *Escrow) JobAcceptance(ctx context.Context, id *big.Int, from, deadline uint64) (settlement.Acceptance, *Job, error) {
	j, err := e.Job(ctx, id)
	if err != nil {
		return settlement.Acceptance{}, nil, err
	}
	if err := e.checkAcceptable(ctx, j); err != nil {
		return settlement.Acceptance{}, j, err
	}
	ag, err := e.Agreement(ctx, id, from)
	if err != nil {
		return settlement.Acceptance{}, j, err
	}
	if ag.AcceptanceNonce == nil || !ag.AcceptanceNonce.IsUint64() {
		return settlement.Acceptance{}, j, fmt.Errorf("job %s asks for acceptance but no AcceptanceRequired event of it was found from block %d on", id, from)
	}
	a := settlement.Acceptance{Client: j.View.Client, Provider: j.View.Provider, Evaluators: append([]common.Address(nil), j.Evaluators...),
		Quorum: j.View.Quorum, Nonce: ag.AcceptanceNonce.Uint64(), TermsHash: j.TermsHash, AgreementHash: ag.AgreementHash,
		Budget: new(big.Int).Set(j.View.Budget), ExpiredAt: j.View.ExpiredAt.Uint64(), Deadline: deadline}
	if c := a.Commitment().Hash(); c != ag.Commitment {
		return settlement.Acceptance{}, j, fmt.Errorf("job %s: the commitment of its fields as the chain holds them is %s, its AcceptanceRequired event says %s; refusing to sign", id, c.Hex(), ag.Commitment.Hex())
	}
	return a, j, nil
}

// checkAcceptable says why job j cannot be accepted now, if it cannot.
func (e *Escrow) checkAcceptable(ctx context.Context, j *Job) error {
	if j.Terms == nil || !j.View.AcceptanceRequired {
		return fmt.Errorf("job %s: %w: its terms do not ask for the provider's acceptance, so it starts once funded and takes no collateral", j.ID, ErrNoAcceptance)
	}
	if j.View.Accepted {
		return fmt.Errorf("job %s is already accepted by its provider %s (collateral %s base units posted); nothing to do", j.ID, j.View.Provider, j.View.Collateral)
	}
	if j.Status != settlement.JobOpen {
		return fmt.Errorf("job %s is %s: only an Open job can be accepted", j.ID, j.Status)
	}
	now, err := e.HeadTime(ctx)
	if err != nil {
		return err
	}
	if fd := j.View.Deadline.Uint64(); fd != 0 && uint64(now.Unix()) >= fd {
		return fmt.Errorf("job %s's fund deadline passed at %s (chain time %s): it can no longer be accepted; "+
			"it expires (anyone may finalize it) and each side gets back what it put in", j.ID, isoTime(fd), now.UTC().Format(time.RFC3339))
	}
	return nil
}

// CheckJobAgreement is the provider's check, before it accepts job j, that the job is the one the agreement
// document (plan) describes: the same client, provider, evaluators and quorum, terms, budget and agreement
// hash, and a delivery deadline no earlier than the document allows (counted from the job's creation, less
// DeliverySlack). doc is the document plan was parsed from; it is parsed again with the job's creation time
// and agents, the resolutions of its identity-named parties at the job's creation block (settlement.ResolveAgents;
// none needed when every party names a wallet).
func (e *Escrow) CheckJobAgreement(ctx context.Context, j *Job, ag *JobAgreement, doc []byte, agents ...settlement.Agents) error {
	var resolved settlement.Agents
	if len(agents) > 0 {
		resolved = agents[0]
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: time.Unix(int64(ag.CreatedAt), 0), ChainID: e.chainID.Uint64(), Agents: resolved, EvaluatorPool: e.pool})
	if err != nil {
		return fmt.Errorf("the agreement, as of job %s's creation: %w", j.ID, err)
	}
	mismatch := func(what string, job, doc any) error {
		return fmt.Errorf("job %s is not the job the agreement %s describes: its %s is %v, the agreement's %v; do not accept it", j.ID, plan.AgreementID, what, job, doc)
	}
	switch {
	case ag.AgreementHash != plan.AgreementHash:
		return mismatch("agreement hash", ag.AgreementHash.Hex(), plan.AgreementHash.Hex()+" (another document, or the same one edited)")
	case j.View.Client != plan.Client:
		return mismatch("client", j.View.Client.Hex(), plan.Client.Hex())
	case j.View.Provider != plan.Provider:
		return mismatch("provider", j.View.Provider.Hex(), plan.Provider.Hex())
	case j.TermsHash != plan.TermsHash:
		return mismatch("terms hash", j.TermsHash.Hex(), plan.TermsHash.Hex())
	case j.View.Budget.Cmp(plan.Budget) != 0:
		return mismatch("budget (base units)", j.View.Budget, plan.Budget)
	case j.View.Quorum != plan.Quorum || !sameAddresses(j.Evaluators, plan.Evaluators):
		return mismatch("evaluators", fmt.Sprintf("%v (quorum %d)", j.Evaluators, j.View.Quorum), fmt.Sprintf("%v (quorum %d)", plan.Evaluators, plan.Quorum))
	}
	if got, least := j.View.ExpiredAt.Uint64(), plan.ExpiredAt-uint64(DeliverySlack/time.Second); plan.ExpiredAt > uint64(DeliverySlack/time.Second) && got < least {
		return mismatch("delivery deadline", isoTime(got), fmt.Sprintf("%s or later (the agreement's timeouts from the job's creation)", isoTime(plan.ExpiredAt)))
	}
	return nil
}

func sameAddresses(a, b []common.Address) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// SignAcceptanceOptions are the optional parts of SignAcceptance. The zero value signs for the key's own
// address, for a job the client has not created yet, posting no collateral.
type SignAcceptanceOptions struct {
	// Provider is the provider's address when it is a contract account (ERC-1271): the key signs for it,
	// and the contract must accept that signature (checked on chain before it is returned). Zero means the
	// key's own address is the provider.
	Provider common.Address
	// JobID is the job the acceptance is for; nil for a job the client has not created yet (the planned
	// job of PlannedAcceptance).
	JobID *big.Int
	// Collateral is the provider's collateral the acceptance comes with (nil: none).
	Collateral *big.Int
}

// SignAcceptance signs acceptance a with the provider's key (see SignAcceptanceOptions for a provider
// contract, the job and the collateral).
func (e *Escrow) SignAcceptance(ctx context.Context, key signer.Signer, a settlement.Acceptance, opts SignAcceptanceOptions) (*SignedAcceptance, error) {
	contractProvider, id, collateral := opts.Provider, opts.JobID, opts.Collateral
	provider := key.Address()
	if contractProvider != (common.Address{}) {
		provider = contractProvider
	}
	now, err := e.HeadTime(ctx)
	if err != nil {
		return nil, err
	}
	if a.Deadline <= uint64(now.Unix()) {
		return nil, fmt.Errorf("the acceptance's deadline %s is not after the chain's time %s: give it time to be relayed", isoTime(a.Deadline), now.UTC().Format(time.RFC3339))
	}
	sig, err := signer.SignTypedDataFor(ctx, key, a.TypedData(e.Domain()), a.Digest(e.Domain()))
	if err != nil {
		return nil, fmt.Errorf("sign acceptance: %w", err)
	}
	s := &SignedAcceptance{Acceptance: a, ChainID: e.ChainID(), Escrow: e.addr, Provider: provider, Signature: sig,
		Digest: a.Digest(e.Domain()), Collateral: new(big.Int)}
	if collateral != nil {
		s.Collateral.Set(collateral)
	}
	if id != nil {
		s.JobID = new(big.Int).Set(id)
	}
	if contractProvider != (common.Address{}) {
		if err := e.verifyProviderSignature(ctx, s); err != nil {
			return nil, fmt.Errorf("%w (is %s a key the provider contract accepts?)", err, key.Address())
		}
	}
	return s, nil
}

// verifyProviderSignature checks the signature as the escrow's SignatureChecker will: ECDSA for an account
// without code, ERC-1271 isValidSignature for a contract.
func (e *Escrow) verifyProviderSignature(ctx context.Context, s *SignedAcceptance) error {
	code, err := e.eth.CodeAt(ctx, s.Provider, nil)
	if err != nil {
		return fmt.Errorf("read code at provider %s: %w", s.Provider, err)
	}
	digest := s.Acceptance.Digest(e.Domain())
	if len(code) > 0 {
		ok, err := escrow.IsValidERC1271Signature(ctx, e.eth, s.Provider, digest, s.Signature)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("provider contract %s does not accept the acceptance's signature (its isValidSignature did not return the ERC-1271 magic value)", s.Provider)
		}
		return nil
	}
	who, err := s.Acceptance.Recover(e.Domain(), s.Signature)
	if err != nil {
		return err
	}
	if who != s.Provider {
		return fmt.Errorf("the acceptance is signed by %s, not by the provider %s (or it was signed for another escrow, chain or set of fields)", who, s.Provider)
	}
	return nil
}

// checkSignedFor refuses a signed acceptance made for another chain or escrow, or past its deadline.
func (e *Escrow) checkSignedFor(ctx context.Context, s *SignedAcceptance) error {
	if s.ChainID != nil && s.ChainID.Cmp(e.chainID) != 0 {
		return fmt.Errorf("the acceptance was signed for chain %s, but this is chain %s", s.ChainID, e.chainID)
	}
	if s.Escrow != (common.Address{}) && s.Escrow != e.addr {
		return fmt.Errorf("the acceptance was signed for escrow %s, but this is escrow %s", s.Escrow, e.addr)
	}
	now, err := e.HeadTime(ctx)
	if err != nil {
		return err
	}
	if uint64(now.Unix()) > s.Acceptance.Deadline {
		return fmt.Errorf("the acceptance expired at %s (chain time %s): the escrow refuses it; ask the provider to sign a new one",
			isoTime(s.Acceptance.Deadline), now.UTC().Format(time.RFC3339))
	}
	return nil
}

// CreateAndFundAccepted is the client's side of a fully agreed job: it creates the job the plan describes,
// already funded (the budget pulled from the client) and already accepted (the provider's signed acceptance
// relayed, its collateral pulled from the provider's allowance), in one createAndFundAcceptedAsaJob transaction, so
// the job starts Funded. The acceptance must be the provider's for exactly this plan and the client's current
// acceptance nonce; its delivery deadline, which the provider fixed when it signed, becomes the job's (it may
// be earlier than the client's plan, never later). Everything is checked before anything is sent, the
// provider's collateral included. It approves the escrow for the budget first unless the allowance covers it
// or opts.NoApprove is set.
func (e *Escrow) CreateAndFundAccepted(ctx context.Context, key signer.Signer, plan *settlement.JobPlan, s *SignedAcceptance, opts CreateOptions) (*Created, error) {
	approve := !opts.NoApprove
	from := key.Address()
	if err := e.checkPlan(from, plan); err != nil {
		return nil, err
	}
	if s.JobID != nil {
		return nil, fmt.Errorf("the acceptance was signed for job %s, a job that exists: relay it with acceptJob (asa job accept --job %s --relay FILE), not at creation", s.JobID, s.JobID)
	}
	if !plan.Terms.AcceptanceRequired {
		return nil, fmt.Errorf("agreement %s: %w; create and fund it without an acceptance", plan.AgreementID, ErrNoAcceptance)
	}
	if err := e.checkSignedFor(ctx, s); err != nil {
		return nil, err
	}
	a := s.Acceptance
	nonce, err := e.AcceptanceNonce(ctx, settlement.CommitmentOf(plan).AgreementKey())
	if err != nil {
		return nil, err
	}
	now, err := e.HeadTime(ctx)
	if err != nil {
		return nil, err
	}
	switch {
	case s.Provider != plan.Provider:
		return nil, fmt.Errorf("the acceptance is signed by %s, but the agreement's provider is %s", s.Provider, plan.Provider)
	case a.Client != from:
		return nil, fmt.Errorf("the acceptance is for client %s, not %s", a.Client, from)
	case a.AgreementHash != plan.AgreementHash:
		return nil, fmt.Errorf("the acceptance binds agreement hash %s, but the agreement hashes to %s: the provider signed another document (or this one was edited, or rebound differently)",
			a.AgreementHash.Hex(), plan.AgreementHash.Hex())
	case a.TermsHash != plan.TermsHash:
		return nil, fmt.Errorf("the acceptance binds terms %s, but the agreement's terms hash to %s", a.TermsHash.Hex(), plan.TermsHash.Hex())
	case a.Budget == nil || a.Budget.Cmp(plan.Budget) != 0:
		return nil, fmt.Errorf("the acceptance binds a budget of %v base units, but the agreement's is %s", a.Budget, plan.Budget)
	case a.Provider != plan.Provider:
		return nil, fmt.Errorf("the acceptance binds provider %s, but the agreement's provider is %s", a.Provider, plan.Provider)
	case a.Quorum != plan.Quorum || !sameAddresses(a.Evaluators, plan.Evaluators):
		return nil, fmt.Errorf("the acceptance binds evaluators %v (quorum %d), but the agreement names %v (quorum %d)", a.Evaluators, a.Quorum, plan.Evaluators, plan.Quorum)
	case a.Nonce != nonce:
		return nil, fmt.Errorf("the acceptance was signed for the client's acceptance nonce %d, but the next job takes nonce %d "+
			"(the client created another job that asks for acceptance since): ask the provider to sign again", a.Nonce, nonce)
	case a.ExpiredAt > plan.ExpiredAt:
		return nil, fmt.Errorf("the acceptance's delivery deadline %s is later than the agreement allows (%s)", isoTime(a.ExpiredAt), isoTime(plan.ExpiredAt))
	case a.ExpiredAt <= uint64(now.Unix()):
		return nil, fmt.Errorf("the acceptance's delivery deadline %s has passed: ask the provider to sign again", isoTime(a.ExpiredAt))
	}
	if err := e.verifyProviderSignature(ctx, s); err != nil {
		return nil, err
	}
	collateral := plan.Collateral()
	if err := e.checkProviderAllowance(ctx, plan.Provider, collateral, "the relayed acceptance"); err != nil {
		return nil, err
	}
	agreed := *plan
	agreed.ExpiredAt = a.ExpiredAt
	data, err := onchain.CreateAndFundAcceptedAsaJob(&agreed, a.Deadline, s.Signature)
	if err != nil {
		return nil, err
	}
	approval, err := e.cover(ctx, key, plan.Budget, approve, "the new job")
	if err != nil {
		return nil, err
	}
	out, err := e.create(ctx, key, data, plan, "createAndFundAcceptedAsaJob")
	if err != nil {
		return nil, err
	}
	out.Approve = approval
	if !hasEvent(e.esc.GetABI().Events["JobAccepted"].ID, out.Receipt) {
		return out, fmt.Errorf("createAndFundAcceptedAsaJob %s created job %s but logged no JobAccepted", out.Receipt.TxHash, out.JobID)
	}
	return out, nil
}

// Approve lets the escrow take `amount` of the token from the key's account (a provider's collateral before
// the client relays its acceptance, say). It checks the balance covers it first, and sends nothing (nil
// receipt) when the allowance already does.
func (e *Escrow) Approve(ctx context.Context, key signer.Signer, amount *big.Int) (*types.Receipt, error) {
	return e.cover(ctx, key, amount, true, "the approval")
}

// checkProviderAllowance makes sure the escrow can pull `collateral` from the provider: its balance and its
// allowance to the escrow both cover it.
func (e *Escrow) checkProviderAllowance(ctx context.Context, provider common.Address, collateral *big.Int, what string) error {
	if collateral.Sign() == 0 {
		return nil
	}
	bal, err := e.BalanceOf(ctx, provider)
	if err != nil {
		return err
	}
	if bal.Cmp(collateral) < 0 {
		return fmt.Errorf("the provider %s holds %s base units of token %s but its collateral is %s: it must top up before %s can go through", provider, bal, e.token, collateral, what)
	}
	allowance, err := e.Allowance(ctx, provider)
	if err != nil {
		return err
	}
	if allowance.Cmp(collateral) < 0 {
		return fmt.Errorf("the provider %s allows the escrow %s base units but its collateral is %s: the provider must approve the escrow for its collateral "+
			"before %s can go through ('asa job accept --sign' approves unless --no-approve)", provider, allowance, collateral, what)
	}
	return nil
}

// CollateralMethod says how a provider posts its collateral when it accepts a job.
type CollateralMethod int

const (
	// CollateralApprove approves the escrow for the collateral (unless the allowance covers it), then
	// acceptJob pulls it from the provider.
	CollateralApprove CollateralMethod = iota
	// CollateralAuthorization signs an EIP-3009 TransferWithAuthorization of the collateral to the job's
	// collateral deposit and hands it to acceptJob, which executes it: no approve transaction, the x402 way.
	CollateralAuthorization
	// CollateralPrepared sends nothing first: the collateral deposit already holds the collateral (paid there
	// by any means), or the allowance already covers it.
	CollateralPrepared
)

// AcceptOptions tune AcceptJob, SignAcceptanceForJob and RelayAcceptance (each field says which it applies to
// when not all).
type AcceptOptions struct {
	// FromBlock is where the job's creation events are searched from (the escrow's deployment block).
	FromBlock uint64
	// Agreement, when set, is the agreement document the provider checks the job against before it accepts
	// (CheckJobAgreement); without it the provider accepts whatever agreement hash the job recorded.
	Agreement []byte
	// Collateral says how the collateral is posted (AcceptJob only; a relay takes it from the signed
	// acceptance's authorization, else the collateral deposit, else the provider's allowance).
	Collateral CollateralMethod
	// AuthorizationValidFor bounds a CollateralAuthorization (default one hour of chain time).
	AuthorizationValidFor time.Duration
	// TokenDomain is the token's EIP-712 domain for a CollateralAuthorization (default: read from the token).
	TokenDomain TokenDomain
	// Provider is the provider's address when it is a contract account (ERC-1271), for
	// SignAcceptanceForJob: the key signs for it. Zero means the key's own address.
	Provider common.Address
	// Deadline is the last chain time (unix seconds) at which a signed acceptance can be relayed
	// (SignAcceptanceForJob); 0 means DefaultAcceptanceValidity from the latest block.
	Deadline uint64
	// Parties resolves the document's parties named by an ERC-8004 agent id (or an A2A card) as of a block:
	// the check resolves them at the job's creation block, what the job was created paying. Nil: such a
	// document cannot be checked (the refusal says so).
	Parties func(block uint64) settlement.AgentResolver
}

// Accepted is the outcome of AcceptJob and RelayAcceptance.
type Accepted struct {
	JobID      *big.Int
	Acceptance settlement.Acceptance
	Collateral *big.Int       // posted with the acceptance (0: none)
	Via        string         // how the collateral came: "allowance", "authorization", "deposit" or "" without collateral
	Approve    *types.Receipt // nil when no approval was sent
	Receipt    *types.Receipt
	Status     settlement.JobStatus // after acceptance: Funded, or still Open while the budget is missing
}

// AcceptJob is the provider's own acceptance of job id (acceptJob sent from the provider's key, no
// signature): the job's agreement as recorded at creation (checked against opts.Agreement when given), its
// collateral posted as opts.Collateral says. The job becomes Funded if the client's budget is in, else it
// waits for it until the fund deadline.
func (e *Escrow) AcceptJob(ctx context.Context, key signer.Signer, id *big.Int, opts AcceptOptions) (*Accepted, error) {
	from := key.Address()
	a, j, err := e.JobAcceptance(ctx, id, opts.FromBlock, 0)
	if err != nil {
		return nil, err
	}
	if j.View.Provider != from {
		return nil, fmt.Errorf("job %s's provider is %s, not %s: accept with the provider's key (a provider contract signs an acceptance for a relay instead)", id, j.View.Provider, from)
	}
	if err := e.checkAgainstDocument(ctx, j, opts); err != nil {
		return nil, err
	}
	now, err := e.HeadTime(ctx)
	if err != nil {
		return nil, err
	}
	a.Deadline = uint64(now.Add(time.Hour).Unix()) // not checked for the provider's own call; kept meaningful
	out := &Accepted{JobID: new(big.Int).Set(id), Acceptance: a, Collateral: new(big.Int).Set(j.View.Collateral)}
	auth := onchain.NoAuthorization()
	if c := out.Collateral; c.Sign() > 0 {
		deposit := escrow.CollateralAddress(e.addr, id)
		held, err := e.BalanceOf(ctx, deposit)
		if err != nil {
			return nil, err
		}
		switch {
		case held.Cmp(c) >= 0:
			out.Via = "deposit"
		case opts.Collateral == CollateralAuthorization:
			signed, err := e.SignCollateralAuthorization(ctx, key, id, c, CollateralAuthOptions{ValidFor: opts.AuthorizationValidFor, TokenDomain: opts.TokenDomain})
			if err != nil {
				return nil, err
			}
			auth, out.Via = authorizationArg(signed), "authorization"
		case opts.Collateral == CollateralApprove:
			if out.Approve, err = e.cover(ctx, key, c, true, "job "+id.String()+"'s collateral"); err != nil {
				return nil, err
			}
			out.Via = "allowance"
		default:
			if err := e.checkProviderAllowance(ctx, from, c, "the acceptance"); err != nil {
				return nil, err
			}
			out.Via = "allowance"
		}
	}
	data, err := e.esc.TryPackAcceptJob(id, onchain.Acceptance(a), []byte{}, auth)
	if err != nil {
		return nil, fmt.Errorf("pack acceptJob for job %s: %w", id, err)
	}
	if out.Receipt, err = e.send(ctx, key, e.escC, data, "acceptJob"); err != nil {
		return out, err
	}
	return e.finishAccepted(ctx, out)
}

func (e *Escrow) checkAgainstDocument(ctx context.Context, j *Job, opts AcceptOptions) error {
	if opts.Agreement == nil {
		return nil
	}
	ag, err := e.Agreement(ctx, j.ID, opts.FromBlock)
	if err != nil {
		return err
	}
	var agents settlement.Agents
	var resolver settlement.AgentResolver
	if opts.Parties != nil {
		resolver = opts.Parties(ag.CreatedBlock)
	}
	if agents, err = settlement.ResolveAgents(ctx, opts.Agreement, resolver); err != nil {
		return fmt.Errorf("the agreement, as of job %s's creation: %w", j.ID, err)
	}
	return e.CheckJobAgreement(ctx, j, ag, opts.Agreement, agents)
}

func (e *Escrow) finishAccepted(ctx context.Context, out *Accepted) (*Accepted, error) {
	if !hasEvent(e.esc.GetABI().Events["JobAccepted"].ID, out.Receipt) {
		return out, fmt.Errorf("acceptJob %s logged no JobAccepted for job %s", out.Receipt.TxHash, out.JobID)
	}
	j, err := e.Job(ctx, out.JobID)
	if err != nil {
		return out, err
	}
	out.Status = j.Status
	return out, nil
}

// DefaultAcceptanceValidity is how long a provider's signed acceptance stays valid when no deadline is
// given (AcceptOptions.Deadline zero, and CreateAgreedJob's): an hour of chain time from the latest block,
// long enough to be relayed, short enough that a stale one cannot be used much later.
const DefaultAcceptanceValidity = time.Hour

// SignAcceptanceForJob is the provider's signed acceptance of job id, valid until opts.Deadline (unix
// seconds; 0: DefaultAcceptanceValidity of chain time), for anyone to relay (RelayAcceptance). With
// opts.Agreement the job is checked against the agreement document first. With opts.Collateral ==
// CollateralAuthorization the provider also signs an EIP-3009 authorization of its collateral to the job's
// collateral deposit, carried in the signed acceptance, so the relay posts the collateral too; otherwise the
// relay takes it from the collateral deposit or the provider's allowance (which this function does not give:
// approve separately). opts.Provider names a provider contract as in SignAcceptanceOptions.
func (e *Escrow) SignAcceptanceForJob(ctx context.Context, key signer.Signer, id *big.Int, opts AcceptOptions) (*SignedAcceptance, error) {
	contractProvider, deadline := opts.Provider, opts.Deadline
	if deadline == 0 {
		now, err := e.HeadTime(ctx)
		if err != nil {
			return nil, err
		}
		deadline = uint64(now.Add(DefaultAcceptanceValidity).Unix())
	}
	a, j, err := e.JobAcceptance(ctx, id, opts.FromBlock, deadline)
	if err != nil {
		return nil, err
	}
	signer := key.Address()
	if contractProvider != (common.Address{}) {
		signer = contractProvider
	}
	if j.View.Provider != signer {
		return nil, fmt.Errorf("job %s's provider is %s, not %s: sign with the provider's key (or --provider-contract for a provider contract)", id, j.View.Provider, signer)
	}
	if err := e.checkAgainstDocument(ctx, j, opts); err != nil {
		return nil, err
	}
	s, err := e.SignAcceptance(ctx, key, a, SignAcceptanceOptions{Provider: contractProvider, JobID: id, Collateral: j.View.Collateral})
	if err != nil {
		return nil, err
	}
	if opts.Collateral == CollateralAuthorization && j.View.Collateral.Sign() > 0 {
		if s.CollateralAuth, err = e.SignCollateralAuthorization(ctx, key, id, j.View.Collateral,
			CollateralAuthOptions{Provider: contractProvider, ValidFor: opts.AuthorizationValidFor, TokenDomain: opts.TokenDomain}); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// RelayAcceptance sends acceptJob for job id with a provider's signed acceptance, from any key (the client
// or anyone else pays the gas). The acceptance must fit the job (signed for it, or for the client's nonce the
// job took), be unexpired and carry the provider's valid signature (EOA or ERC-1271); the collateral comes
// from the acceptance's EIP-3009 authorization, else the job's collateral deposit, else the provider's
// allowance, and is checked to be available before anything is sent.
func (e *Escrow) RelayAcceptance(ctx context.Context, key signer.Signer, id *big.Int, s *SignedAcceptance, opts AcceptOptions) (*Accepted, error) {
	if s.JobID != nil && s.JobID.Cmp(id) != 0 {
		return nil, fmt.Errorf("the acceptance was signed for job %s, not job %s", s.JobID, id)
	}
	if err := e.checkSignedFor(ctx, s); err != nil {
		return nil, err
	}
	want, j, err := e.JobAcceptance(ctx, id, opts.FromBlock, s.Acceptance.Deadline)
	if err != nil {
		return nil, err
	}
	if err := e.checkAgainstDocument(ctx, j, opts); err != nil {
		return nil, err
	}
	if err := sameAcceptance(id, s.Acceptance, want); err != nil {
		return nil, err
	}
	if s.Provider != j.View.Provider {
		return nil, fmt.Errorf("the acceptance is signed by %s, but job %s's provider is %s", s.Provider, id, j.View.Provider)
	}
	if err := e.verifyProviderSignature(ctx, s); err != nil {
		return nil, err
	}
	out := &Accepted{JobID: new(big.Int).Set(id), Acceptance: s.Acceptance, Collateral: new(big.Int).Set(j.View.Collateral)}
	auth := onchain.NoAuthorization()
	if c := out.Collateral; c.Sign() > 0 {
		deposit := escrow.CollateralAddress(e.addr, id)
		held, err := e.BalanceOf(ctx, deposit)
		if err != nil {
			return nil, err
		}
		switch {
		case s.CollateralAuth != nil:
			if err := e.checkCollateralAuth(ctx, s.CollateralAuth, j, c); err != nil {
				return nil, err
			}
			auth, out.Via = authorizationArg(s.CollateralAuth), "authorization"
		case held.Cmp(c) >= 0:
			out.Via = "deposit"
		default:
			if err := e.checkProviderAllowance(ctx, j.View.Provider, c, "the relayed acceptance"); err != nil {
				return nil, fmt.Errorf("%w (or the provider pays its collateral deposit %s, or signs an EIP-3009 authorization with 'asa job accept --sign --collateral authorization')", err, deposit)
			}
			out.Via = "allowance"
		}
	}
	data, err := e.esc.TryPackAcceptJob(id, onchain.Acceptance(s.Acceptance), s.Signature, auth)
	if err != nil {
		return nil, fmt.Errorf("pack acceptJob for job %s: %w", id, err)
	}
	if out.Receipt, err = e.send(ctx, key, e.escC, data, "acceptJob"); err != nil {
		return out, err
	}
	return e.finishAccepted(ctx, out)
}

// sameAcceptance compares a signed acceptance with the one job id waits for, naming the first difference.
func sameAcceptance(id *big.Int, got, want settlement.Acceptance) error {
	diff := func(what string, g, w any) error {
		return fmt.Errorf("the acceptance does not fit job %s: it binds %s %v, the job %v", id, what, g, w)
	}
	switch {
	case got.Client != want.Client:
		return diff("client", got.Client.Hex(), want.Client.Hex())
	case got.Nonce != want.Nonce:
		return diff("acceptance nonce", got.Nonce, fmt.Sprintf("%d (it was signed for another job of this client)", want.Nonce))
	case got.AgreementHash != want.AgreementHash:
		return diff("agreement hash", got.AgreementHash.Hex(), want.AgreementHash.Hex())
	case got.TermsHash != want.TermsHash:
		return diff("terms hash", got.TermsHash.Hex(), want.TermsHash.Hex())
	case got.Budget == nil || got.Budget.Cmp(want.Budget) != 0:
		return diff("budget (base units)", got.Budget, want.Budget)
	case got.ExpiredAt != want.ExpiredAt:
		return diff("delivery deadline", isoTime(got.ExpiredAt), isoTime(want.ExpiredAt))
	case got.Provider != want.Provider:
		return diff("provider", got.Provider.Hex(), want.Provider.Hex())
	case got.Quorum != want.Quorum || !sameAddresses(got.Evaluators, want.Evaluators):
		return diff("evaluators", fmt.Sprintf("%v (quorum %d)", got.Evaluators, got.Quorum), fmt.Sprintf("%v (quorum %d)", want.Evaluators, want.Quorum))
	case got.Commitment().Hash() != want.Commitment().Hash():
		return diff("job commitment", got.Commitment().Hash().Hex(), want.Commitment().Hash().Hex())
	}
	return nil
}

// checkCollateralAuth refuses an EIP-3009 authorization that cannot post job j's collateral.
func (e *Escrow) checkCollateralAuth(ctx context.Context, s *exact.Signed, j *Job, collateral *big.Int) error {
	t := s.Transfer
	deposit := escrow.CollateralAddress(e.addr, j.ID)
	switch {
	case t.From != j.View.Provider:
		return fmt.Errorf("the collateral authorization is from %s, not the job's provider %s", t.From, j.View.Provider)
	case t.To != deposit:
		return fmt.Errorf("the collateral authorization pays %s, not job %s's collateral deposit %s", t.To, j.ID, deposit)
	case t.Value == nil || t.Value.Cmp(collateral) != 0:
		return fmt.Errorf("the collateral authorization moves %v base units, but job %s's collateral is %s", t.Value, j.ID, collateral)
	}
	now, err := e.HeadTime(ctx)
	if err != nil {
		return err
	}
	if t.ValidBefore == nil || t.ValidBefore.Cmp(big.NewInt(now.Unix())) <= 0 {
		return fmt.Errorf("the collateral authorization expired (validBefore %v, chain time %s): ask the provider to sign a new one", t.ValidBefore, now.UTC().Format(time.RFC3339))
	}
	used, err := bind.Call(e.tokC, e.call(ctx), e.tok.PackAuthorizationState(t.From, t.Nonce), e.tok.UnpackAuthorizationState)
	if err != nil {
		return fmt.Errorf("authorizationState on token %s: %w", e.token, err)
	}
	if used {
		// Executed already (by anyone, straight on the token): the money then sits at the deposit, which
		// acceptJob collects; a cancelled one moved nothing.
		held, err := e.BalanceOf(ctx, deposit)
		if err != nil {
			return err
		}
		if held.Cmp(collateral) < 0 {
			return fmt.Errorf("the collateral authorization was already used or cancelled and the collateral deposit holds only %s of %s base units: ask the provider to sign a new one", held, collateral)
		}
	}
	return nil
}

func authorizationArg(s *exact.Signed) bindings.IAsaEscrowTypesAuthorization {
	return bindings.IAsaEscrowTypesAuthorization{ValidAfter: new(big.Int).Set(s.Transfer.ValidAfter), ValidBefore: new(big.Int).Set(s.Transfer.ValidBefore),
		Nonce: s.Transfer.Nonce, Signature: s.Signature}
}

// CollateralAuthOptions are the optional parts of SignCollateralAuthorization.
type CollateralAuthOptions struct {
	// Provider is the provider contract (ERC-1271) the key signs for; the token must accept contract
	// signatures (USDC v2.2 does). Zero means the key's own address.
	Provider common.Address
	// ValidFor is how long the authorization is valid, in chain time from now; 0 means one hour.
	ValidFor time.Duration
	// TokenDomain is the token's EIP-712 domain; empty, it is read from the token and checked against its
	// DOMAIN_SEPARATOR.
	TokenDomain TokenDomain
}

// SignCollateralAuthorization signs an EIP-3009 TransferWithAuthorization of `amount` from the provider to
// job id's collateral deposit, valid from now (see CollateralAuthOptions), with a random nonce: what
// acceptJob executes to post the collateral without an approve transaction.
func (e *Escrow) SignCollateralAuthorization(ctx context.Context, key signer.Signer, id, amount *big.Int, opts CollateralAuthOptions) (*exact.Signed, error) {
	return e.signAuthorization(ctx, key, opts.Provider, escrow.CollateralAddress(e.addr, id), amount, opts.ValidFor, opts.TokenDomain, rand.Reader)
}

func (e *Escrow) signAuthorization(ctx context.Context, key signer.Signer, from, to common.Address, amount *big.Int, validFor time.Duration, domain TokenDomain, rnd io.Reader) (*exact.Signed, error) {
	if from == (common.Address{}) {
		from = key.Address()
	}
	if validFor <= 0 {
		validFor = time.Hour
	}
	d, err := e.tokenDomain(ctx, domain)
	if err != nil {
		return nil, err
	}
	now, err := e.HeadTime(ctx)
	if err != nil {
		return nil, err
	}
	t := exact.Transfer{From: from, To: to, Value: new(big.Int).Set(amount), ValidAfter: new(big.Int),
		ValidBefore: big.NewInt(now.Add(validFor).Unix())}
	if _, err := io.ReadFull(rnd, t.Nonce[:]); err != nil {
		return nil, fmt.Errorf("random authorization nonce: %w", err)
	}
	sig, err := exact.SignWith(ctx, key, d, t)
	if err != nil {
		return nil, err
	}
	return &exact.Signed{Transfer: t, Signature: sig}, nil
}

// tokenDomain is the payment token's EIP-712 domain: the given name and version, else the token's own
// name() and version(); either way checked against the token's DOMAIN_SEPARATOR, so a wrong domain is found
// before anything is signed.
func (e *Escrow) tokenDomain(ctx context.Context, want TokenDomain) (exact.Domain, error) {
	d := exact.Domain{Name: want.Name, Version: want.Version, ChainID: e.ChainID(), VerifyingContract: e.token}
	var err error
	if d.Name == "" {
		if d.Name, err = bind.Call(e.tokC, e.call(ctx), e.tok.PackName(), e.tok.UnpackName); err != nil {
			return exact.Domain{}, fmt.Errorf("token %s has no name(): %w", e.token, err)
		}
	}
	if d.Version == "" {
		if d.Version, err = bind.Call(e.tokC, e.call(ctx), e.tok.PackVersion(), e.tok.UnpackVersion); err != nil {
			return exact.Domain{}, fmt.Errorf("token %s has no EIP-712 version(): it may not support EIP-3009 authorizations; post the collateral by approve instead (%w)", e.token, err)
		}
	}
	sep, err := bind.Call(e.tokC, e.call(ctx), e.tok.PackDOMAINSEPARATOR(), e.tok.UnpackDOMAINSEPARATOR)
	if err != nil {
		return exact.Domain{}, fmt.Errorf("token %s has no DOMAIN_SEPARATOR(): it may not support EIP-3009 authorizations; post the collateral by approve instead (%w)", e.token, err)
	}
	if d.Separator() != sep {
		return exact.Domain{}, fmt.Errorf("token %s's EIP-712 domain is not %q version %q on chain %s: its DOMAIN_SEPARATOR differs, so an authorization signed so would be refused",
			e.token, d.Name, d.Version, e.chainID)
	}
	return d, nil
}

func hasEvent(id common.Hash, r *types.Receipt) bool {
	for _, l := range r.Logs {
		if len(l.Topics) > 0 && l.Topics[0] == id {
			return true
		}
	}
	return false
}

func isoTime(unix uint64) string { return time.Unix(int64(unix), 0).UTC().Format(time.RFC3339) }
