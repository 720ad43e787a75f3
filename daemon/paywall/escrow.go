package paywall

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// Requirements extra keys that route a payment into the escrow.
const (
	// ExtraJobID is the escrow job id, a decimal string.
	ExtraJobID = "asaJobId"
	// ExtraTermsHash is the job's terms hash, 0x + 64 hex digits (zero hash for plain jobs).
	ExtraTermsHash = "asaTermsHash"
)

// Funding is what fundWithAuthorization needs beyond the authorization.
type Funding struct {
	JobID             *big.Int
	ExpectedBudget    *big.Int
	ExpectedTermsHash [32]byte
}

// FundingFromExtra reads the job funding from requirements: extra.asaJobId, extra.asaTermsHash
// (optional, zero by default), and the amount as the expected budget.
func FundingFromExtra(req x402.PaymentRequirements) (Funding, error) {
	var f Funding
	id, err := x402.ParseAmount(req.ExtraString(ExtraJobID))
	if err != nil {
		return f, fmt.Errorf("extra.%s: %w", ExtraJobID, err)
	}
	budget, err := x402.ParseAmount(req.Amount)
	if err != nil {
		return f, fmt.Errorf("amount: %w", err)
	}
	f.JobID, f.ExpectedBudget = id, budget
	if h := req.ExtraString(ExtraTermsHash); h != "" {
		b := common.FromHex(h)
		if !strings.HasPrefix(h, "0x") || len(b) != 32 || len(h) != 66 {
			return f, fmt.Errorf("extra.%s %q is not 0x + 64 hex digits", ExtraTermsHash, h)
		}
		copy(f.ExpectedTermsHash[:], b)
	}
	return f, nil
}

// escrowSettler settles into the escrow: escrow.fundWithAuthorization(jobId, expectedBudget,
// expectedTermsHash, validAfter, validBefore, nonce, signature), so that the same transfer funds the
// job. The authorization must pay the job's deposit address, which only that job can be funded from.
type escrowSettler struct {
	p       *Paywall
	funding Funding
}

var _ facilitator.Settler = escrowSettler{}

func (e escrowSettler) intent(s facilitator.Settlement) (txmgr.Intent, error) {
	if deposit := escrow.DepositAddress(e.p.deps.Escrow, e.funding.JobID); s.Payment.Transfer.To != deposit {
		return txmgr.Intent{}, fmt.Errorf("authorization pays %s, not job %s's deposit address %s", s.Payment.Transfer.To.Hex(), e.funding.JobID, deposit.Hex())
	}
	a := s.Payment.Transfer
	return e.p.deps.Intents.FundWithAuthorization(s.ChainID, s.Token, e.funding.JobID, e.funding.ExpectedBudget, e.funding.ExpectedTermsHash,
		intents.Authorization{From: a.From, ValidAfter: a.ValidAfter, ValidBefore: a.ValidBefore, Nonce: a.Nonce, Signature: s.Payment.Signature}), nil
}

// Simulate implements facilitator.Settler (an eth_call from the settlement key; the revert reason is
// decoded, never raw bytes).
func (e escrowSettler) Simulate(ctx context.Context, s facilitator.Settlement) error {
	in, err := e.intent(s)
	if err != nil {
		return err
	}
	return e.p.simulate(ctx, in)
}

// simulate runs a settlement's call as an eth_call from the settlement key; a revert is an error with its
// decoded reason, never raw bytes.
func (p *Paywall) simulate(ctx context.Context, in txmgr.Intent) error {
	if _, err := p.deps.Client.CallContract(ctx, ethereum.CallMsg{From: p.deps.Sender.From(), To: &in.To, Data: in.Data}, nil); err != nil {
		if txmgr.Classify(err) == txmgr.ClassReverted {
			return errors.New(intents.RevertReason(err))
		}
		return err
	}
	return nil
}

// Intent implements facilitator.Settler.
func (e escrowSettler) Intent(s facilitator.Settlement) (txmgr.Intent, error) { return e.intent(s) }

// Confirm implements facilitator.Settler. A successful fundWithAuthorization funded the job: the
// escrow reverts otherwise. When the authorization had already been executed on the token, the escrow
// collects it from the deposit address without a new Transfer log, so no log is required.
func (e escrowSettler) Confirm(r *types.Receipt, _ facilitator.Settlement) error {
	if r.ContractAddress != (common.Address{}) {
		return errors.New("unexpected contract creation receipt")
	}
	return nil
}

// route is the facilitator's Route: requirements naming a job (extra.asaJobId) go through the escrow;
// requirements naming the netted ledger, or an authorization paying its signer's deposit address on it, go
// through the ledger (ledgerRoute);
// an authorization made out to a deposit address of this escrow goes through the escrow's funding path
// when it can fund that job now (open, paying the budget, from the client) and is refused otherwise;
// everything else is a plain token transfer.
func (p *Paywall) route(ctx context.Context, s facilitator.Settlement) (facilitator.Settler, error) {
	if raw := s.Requirements.ExtraString(ExtraAcceptance); raw != "" {
		return p.collateralRoute(ctx, s, raw)
	}
	if s.Requirements.ExtraString(ExtraLedger) != "" || p.isLedgerDeposit(s) {
		return p.ledgerRoute(s)
	}
	if s.Requirements.ExtraString(ExtraJobID) != "" {
		f, err := FundingFromExtra(s.Requirements)
		if err != nil {
			return nil, &facilitator.RouteError{Reason: x402.ReasonInvalidPaymentRequirements, Message: err.Error()}
		}
		return escrowSettler{p: p, funding: f}, nil
	}
	dep, ok, err := p.depositAt(ctx, s.Payment.Transfer.To)
	if err != nil {
		return nil, err
	}
	if !ok {
		return p.token, nil
	}
	jobID := dep.JobID
	if dep.Kind == store.DepositCollateral {
		return nil, &facilitator.RouteError{Reason: ReasonDepositAddress, Message: fmt.Sprintf(
			"the authorization pays job %d's collateral deposit address; only the escrow's acceptJob, with the provider's signed acceptance, may execute it", jobID)}
	}
	j, err := p.chainJob(ctx, jobID)
	if err != nil {
		return nil, err
	}
	a := s.Payment.Transfer
	why := ""
	switch {
	case j.Status != settlement.JobOpen:
		why = fmt.Sprintf("job %d is %s", jobID, j.Status)
	case j.BudgetFunded:
		why = fmt.Sprintf("job %d's budget is already in escrow (it waits for its provider's acceptance)", jobID)
	case a.From != j.Client:
		why = fmt.Sprintf("the authorization is from %s, not job %d's client %s", a.From.Hex(), jobID, j.Client.Hex())
	case j.Budget == nil || a.Value.Cmp(j.Budget) != 0:
		why = fmt.Sprintf("the authorization pays %s, job %d's budget is %s", a.Value, jobID, j.Budget)
	}
	if why != "" {
		return nil, &facilitator.RouteError{Reason: ReasonDepositAddress, Message: fmt.Sprintf(
			"the authorization pays job %d's deposit address; only the escrow's funding path may execute it, and it cannot fund the job now: %s", jobID, why)}
	}
	p.log.Info("x402: authorization to a deposit address routed through the escrow's funding path", "job", jobID, "payer", a.From)
	return escrowSettler{p: p, funding: Funding{JobID: new(big.Int).SetUint64(jobID), ExpectedBudget: j.Budget, ExpectedTermsHash: j.TermsHash}}, nil
}

// depositAt finds the job deposit at addr: from the store's map (filled by the indexer), else among the
// budget and collateral deposits of the next DepositLookahead ids past the highest known job (jobs
// created but not indexed yet).
func (p *Paywall) depositAt(ctx context.Context, addr common.Address) (store.Deposit, bool, error) {
	d, ok, err := p.deps.Jobs.DepositAt(ctx, addr)
	if err != nil || ok {
		return d, ok, err
	}
	top, err := p.deps.Jobs.MaxJobID(ctx)
	if err != nil {
		return store.Deposit{}, false, err
	}
	p.lookMu.Lock()
	defer p.lookMu.Unlock()
	if p.lookAt == nil || p.lookFrom != top+1 {
		p.lookFrom, p.lookAt = top+1, make(map[common.Address]store.Deposit, 2*p.deps.DepositLookahead)
		for i := uint64(0); i < uint64(p.deps.DepositLookahead); i++ {
			id := new(big.Int).SetUint64(top + 1 + i)
			for _, d := range []store.Deposit{
				{Address: escrow.DepositAddress(p.deps.Escrow, id), JobID: top + 1 + i, Kind: store.DepositBudget},
				{Address: escrow.CollateralAddress(p.deps.Escrow, id), JobID: top + 1 + i, Kind: store.DepositCollateral},
			} {
				p.lookAt[d.Address] = d
			}
		}
	}
	d, ok = p.lookAt[addr]
	return d, ok, nil
}

// chainJob is a job as the chain has it now (not the daemon's view, which may trail the chain).
type chainJob struct {
	ID        uint64
	Status    settlement.JobStatus
	Client    common.Address
	Provider  common.Address
	Budget    *big.Int
	TermsHash common.Hash
	// BudgetFunded: the budget is in escrow (an Open job then waits for its provider's acceptance).
	BudgetFunded bool
	// AcceptanceRequired and Accepted: the terms ask for the provider's acceptance, and it was given;
	// Collateral is what the provider posts with it.
	AcceptanceRequired, Accepted bool
	Collateral                   *big.Int
}

// chainJob reads job id from the escrow: getJob, and termsById for an ASA job's terms hash. ok is false
// for a job that does not exist.
func (p *Paywall) chainJob(ctx context.Context, id uint64) (chainJob, error) {
	esc := bindings.NewAsaEscrow()
	call := func(data []byte) ([]byte, error) {
		return p.deps.Client.CallContract(ctx, ethereum.CallMsg{To: &p.deps.Escrow, Data: data}, nil)
	}
	out, err := call(esc.PackGetJob(new(big.Int).SetUint64(id)))
	if err != nil {
		if re := escrow.DecodeRevert(err); re != nil && re.Name == "UnknownJob" {
			return chainJob{}, errUnknownJob
		}
		return chainJob{}, fmt.Errorf("getJob(%d): %w", id, err)
	}
	v, err := esc.UnpackGetJob(out)
	if err != nil {
		return chainJob{}, fmt.Errorf("decode getJob(%d): %w", id, err)
	}
	if v.Client == (common.Address{}) {
		return chainJob{}, errUnknownJob
	}
	j := chainJob{ID: id, Status: settlement.JobStatus(v.Status), Client: v.Client, Provider: v.Provider, Budget: v.Budget, BudgetFunded: v.BudgetFunded,
		AcceptanceRequired: v.AcceptanceRequired, Accepted: v.Accepted, Collateral: v.Collateral}
	if v.TermsId != 0 {
		out, err := call(esc.PackTermsById(v.TermsId))
		if err != nil {
			return chainJob{}, fmt.Errorf("termsById(%d): %w", v.TermsId, err)
		}
		t, err := esc.UnpackTermsById(out)
		if err != nil {
			return chainJob{}, fmt.Errorf("decode termsById(%d): %w", v.TermsId, err)
		}
		j.TermsHash = t.TermsHash
	}
	return j, nil
}

var errUnknownJob = errors.New("no such job on the escrow")
