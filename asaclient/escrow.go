package asaclient

import (
	"context"
	"errors"
	"fmt"
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
)

// ErrUnknownJob means the escrow has no job with the asked id.
var ErrUnknownJob = errors.New("unknown job")

// Backend is what the client needs of a chain connection. *ethclient.Client and go-ethereum's simulated
// chain (ethclient/simulated) both satisfy it.
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
	ChainID(ctx context.Context) (*big.Int, error)
	BlockNumber(ctx context.Context) (uint64, error)
	BalanceAt(ctx context.Context, account common.Address, block *big.Int) (*big.Int, error)
}

// Escrow is one deployed escrow on one chain, seen from an agent.
type Escrow struct {
	eth     Backend
	chainID *big.Int
	addr    common.Address
	token   common.Address
	esc     *bindings.AsaEscrow
	tok     *bindings.TestUSDC // only its ERC-20 part is used, so any ERC-20 works
	escC    *bind.BoundContract
	tokC    *bind.BoundContract
	pool    common.Address // the deployment's evaluator pool (zero: unknown)
}

// SetEvaluatorPool names the deployment's evaluator pool (escrow.Deployment.EvaluatorPool): an agreement whose
// evaluators, backup evaluator or resolver are drawn names this pool's seats, and CheckJobAgreement computes
// them for it. The escrow cannot tell its pool (the pool knows its escrow, not the reverse), so the deployment
// is the authority: a seat of any other pool is refused.
func (e *Escrow) SetEvaluatorPool(pool common.Address) { e.pool = pool }

// EvaluatorPool is the pool set by SetEvaluatorPool (zero: none).
func (e *Escrow) EvaluatorPool() common.Address { return e.pool }

// Open checks that addr holds an escrow on the chain eth is connected to and reads its payment token.
func Open(ctx context.Context, eth Backend, addr common.Address) (*Escrow, error) {
	chainID, err := eth.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("ask the node for its chain id: %w (is it running?)", err)
	}
	code, err := eth.CodeAt(ctx, addr, nil)
	if err != nil {
		return nil, fmt.Errorf("read code at escrow %s: %w", addr, err)
	}
	if len(code) == 0 {
		return nil, fmt.Errorf("no contract at escrow %s on chain %s; check --escrow/--deployment (and that the chain was not restarted)", addr, chainID)
	}
	e := &Escrow{eth: eth, chainID: chainID, addr: addr, esc: bindings.NewAsaEscrow(), tok: bindings.NewTestUSDC()}
	e.escC = e.esc.Instance(eth, addr)
	if e.token, err = bind.Call(e.escC, &bind.CallOpts{Context: ctx}, e.esc.PackToken(), e.esc.UnpackToken); err != nil {
		return nil, fmt.Errorf("%s does not answer token(): not an AsaEscrow? %w", addr, err)
	}
	e.tokC = e.tok.Instance(eth, e.token)
	return e, nil
}

// Address is the escrow's address.
func (e *Escrow) Address() common.Address { return e.addr }

// Token is the escrow's payment token.
func (e *Escrow) Token() common.Address { return e.token }

// ChainID is the chain's id.
func (e *Escrow) ChainID() *big.Int { return new(big.Int).Set(e.chainID) }

// Domain is the EIP-712 domain of the escrow's signed results.
func (e *Escrow) Domain() settlement.Domain {
	return settlement.Domain{ChainID: new(big.Int).Set(e.chainID), Escrow: e.addr}
}

func (e *Escrow) call(ctx context.Context) *bind.CallOpts { return &bind.CallOpts{Context: ctx} }

// Job is a job as the chain stores it, with its terms.
type Job struct {
	ID         *big.Int
	View       bindings.IAsaEscrowTypesJobView
	Status     settlement.JobStatus
	Evaluators []common.Address
	Terms      *settlement.Terms // nil for plain ERC-8183 jobs
	TermsHash  common.Hash
}

// Job reads a job; ErrUnknownJob (wrapped, with the escrow named) when there is none.
func (e *Escrow) Job(ctx context.Context, id *big.Int) (*Job, error) {
	v, err := bind.Call(e.escC, e.call(ctx), e.esc.PackGetJob(id), e.esc.UnpackGetJob)
	if err != nil {
		if re := escrow.DecodeRevert(err); re != nil && re.Name == "UnknownJob" {
			return nil, fmt.Errorf("%w: no job %s on escrow %s (chain %s); check --escrow/--deployment and the job id", ErrUnknownJob, id, e.addr, e.chainID)
		}
		return nil, fmt.Errorf("read job %s: %w", id, err)
	}
	if v.Client == (common.Address{}) {
		return nil, fmt.Errorf("%w: no job %s on escrow %s (chain %s); check --escrow/--deployment and the job id", ErrUnknownJob, id, e.addr, e.chainID)
	}
	j := &Job{ID: new(big.Int).Set(id), View: v, Status: settlement.JobStatus(v.Status)}
	if j.Evaluators, err = bind.Call(e.escC, e.call(ctx), e.esc.PackEvaluatorsOf(id), e.esc.UnpackEvaluatorsOf); err != nil {
		return nil, fmt.Errorf("read evaluators of job %s: %w", id, err)
	}
	if v.TermsId != 0 {
		tb, err := bind.Call(e.escC, e.call(ctx), e.esc.PackTermsById(v.TermsId), e.esc.UnpackTermsById)
		if err != nil {
			return nil, fmt.Errorf("read terms %d of job %s: %w", v.TermsId, id, err)
		}
		t := onchain.TermsFrom(tb.Terms)
		j.Terms, j.TermsHash = &t, tb.TermsHash
	}
	return j, nil
}

// BalanceOf is an account's balance of the payment token.
func (e *Escrow) BalanceOf(ctx context.Context, a common.Address) (*big.Int, error) {
	b, err := bind.Call(e.tokC, e.call(ctx), e.tok.PackBalanceOf(a), e.tok.UnpackBalanceOf)
	if err != nil {
		return nil, fmt.Errorf("balanceOf(%s): %w", a, err)
	}
	return b, nil
}

// Credits is what the escrow holds for an account (payouts whose push failed), payable to it by pushCredit.
func (e *Escrow) Credits(ctx context.Context, a common.Address) (*big.Int, error) {
	c, err := bind.Call(e.escC, e.call(ctx), e.esc.PackCredits(a), e.esc.UnpackCredits)
	if err != nil {
		return nil, fmt.Errorf("credits(%s): %w", a, err)
	}
	return c, nil
}

// Allowance is what owner allowed the escrow to take.
func (e *Escrow) Allowance(ctx context.Context, owner common.Address) (*big.Int, error) {
	a, err := bind.Call(e.tokC, e.call(ctx), e.tok.PackAllowance(owner, e.addr), e.tok.UnpackAllowance)
	if err != nil {
		return nil, fmt.Errorf("allowance(%s): %w", owner, err)
	}
	return a, nil
}

// send signs data to `to` with key, waits for the receipt and explains a revert.
func (e *Escrow) send(ctx context.Context, key signer.Signer, c *bind.BoundContract, data []byte, what string) (*types.Receipt, error) {
	opts := signer.Transactor(ctx, key, e.chainID)
	// The estimate is the least gas that ran at the estimating block; the including block can differ (its
	// time decides branches, such as where an Open job's fund deadline is cut), and a call sent with the bare
	// estimate then runs out of gas. The same buffer as the daemon's transactions (txmgr's 20 %).
	to := c.Address()
	est, err := e.eth.EstimateGas(ctx, ethereum.CallMsg{From: key.Address(), To: &to, Data: data})
	if err != nil {
		return nil, Explain(fmt.Errorf("%s: %w", what, err))
	}
	opts.GasLimit = est + est*sendGasBufferPercent/100
	tx, err := bind.Transact(c, opts, data)
	if err != nil {
		return nil, Explain(fmt.Errorf("%s: %w", what, err))
	}
	rcpt, err := escrow.WaitSuccess(ctx, e.eth, tx)
	if err != nil {
		if rcpt != nil && rcpt.Status != types.ReceiptStatusSuccessful {
			// Mined but reverted (the estimate passed on an earlier state or time): say why, replaying the
			// call in the block that included it (its timestamp, the state its transactions left).
			msg := ethereum.CallMsg{From: key.Address(), To: tx.To(), Data: data, Gas: tx.Gas()}
			if _, rerr := e.eth.CallContract(ctx, msg, rcpt.BlockNumber); rerr != nil {
				return rcpt, Explain(fmt.Errorf("%s: %w: %w", what, err, rerr))
			}
		}
		return rcpt, fmt.Errorf("%s: %w", what, err)
	}
	return rcpt, nil
}

// sendGasBufferPercent is added to eth_estimateGas for the client's transactions (txmgr's default too).
const sendGasBufferPercent = 20

// Created is the outcome of CreateJob and CreateAndFundJob.
type Created struct {
	JobID     *big.Int
	Budget    *big.Int // the budget the creation stated (base units)
	TermsHash common.Hash
	Approve   *types.Receipt // CreateAndFundJob only: nil when the allowance already covered the budget or approval was skipped
	Receipt   *types.Receipt
}

// CreateJob sends createAsaJob for a planned job from the client's key, which must be the plan's client.
// A job whose terms ask for the provider's acceptance (every agreement's default) starts only once the
// client has funded it and the provider has accepted it, in either order.
func (e *Escrow) CreateJob(ctx context.Context, key signer.Signer, plan *settlement.JobPlan) (*Created, error) {
	if err := e.checkPlan(key.Address(), plan); err != nil {
		return nil, err
	}
	data, err := onchain.CreateAsaJob(plan)
	if err != nil {
		return nil, err
	}
	return e.create(ctx, key, data, plan, "createAsaJob")
}

// CreateOptions are the optional parts of CreateAndFundJob, CreateAndFundJobs and CreateAndFundAccepted.
// The zero value approves the escrow for the budget when the allowance falls short.
type CreateOptions struct {
	// NoApprove skips the approve transaction (the allowance was given some other way).
	NoApprove bool
}

// CreateAndFundJob sends createAndFundAsaJob: the job is created already funded, the budget pulled from the
// client in the same transaction. A job whose terms ask for the provider's acceptance (every agreement's
// default) then waits, Open with the budget in, for the provider to accept it until its fund deadline;
// CreateAgreedJob starts such a job in one transaction with the provider's signed acceptance. It approves
// the escrow for the budget first unless the allowance covers it or opts.NoApprove is set.
func (e *Escrow) CreateAndFundJob(ctx context.Context, key signer.Signer, plan *settlement.JobPlan, opts CreateOptions) (*Created, error) {
	approve := !opts.NoApprove
	from := key.Address()
	if err := e.checkPlan(from, plan); err != nil {
		return nil, err
	}
	data, err := onchain.CreateAndFundAsaJob(plan)
	if err != nil {
		return nil, err
	}
	approval, err := e.cover(ctx, key, plan.Budget, approve, "the new job")
	if err != nil {
		return nil, err
	}
	out, err := e.create(ctx, key, data, plan, "createAndFundAsaJob")
	if err != nil {
		return nil, err
	}
	out.Approve = approval
	return out, nil
}

// CreatedBatch is the outcome of CreateAndFundJobs.
type CreatedBatch struct {
	Jobs    []*Created     // one per plan, in the plans' order (consecutive job ids)
	Budget  *big.Int       // the sum of the budgets, pulled from the client in the one transaction
	Approve *types.Receipt // nil when the allowance already covered the sum or approval was skipped
	Receipt *types.Receipt
}

// CreateAndFundJobs sends createAndFundAsaJobs: every plan becomes a funded job in one transaction, the
// sum of the budgets pulled from the client once. The plans must share one set of terms (one call carries
// one); each keeps its own provider, evaluators, budget and deadlines. It approves the escrow for the sum
// first unless the allowance covers it or opts.NoApprove is set. Nothing is sent when any plan is refused.
func (e *Escrow) CreateAndFundJobs(ctx context.Context, key signer.Signer, plans []*settlement.JobPlan, opts CreateOptions) (*CreatedBatch, error) {
	approve := !opts.NoApprove
	if len(plans) == 0 {
		return nil, errors.New("createAndFundAsaJobs: no agreements given")
	}
	from := key.Address()
	total := new(big.Int)
	for i, p := range plans {
		if err := e.checkPlan(from, p); err != nil {
			return nil, fmt.Errorf("agreement %d (%s): %w", i+1, p.AgreementID, err)
		}
		total.Add(total, p.Budget)
	}
	data, err := onchain.CreateAndFundAsaJobs(plans)
	if err != nil {
		return nil, err
	}
	out := &CreatedBatch{Budget: total}
	if out.Approve, err = e.cover(ctx, key, total, approve, fmt.Sprintf("the %d new jobs", len(plans))); err != nil {
		return nil, err
	}
	for _, p := range plans {
		if _, err := e.OpenPoolPolicy(ctx, key, p); err != nil {
			return nil, err
		}
	}
	if out.Receipt, err = e.send(ctx, key, e.escC, data, "createAndFundAsaJobs"); err != nil {
		return nil, err
	}
	for _, l := range out.Receipt.Logs {
		ev, err := e.esc.UnpackAsaJobCreatedEvent(l)
		if err != nil {
			continue
		}
		i := len(out.Jobs)
		if i >= len(plans) {
			return nil, fmt.Errorf("createAndFundAsaJobs %s: more AsaJobCreated events than the %d jobs sent", out.Receipt.TxHash, len(plans))
		}
		if ev.AgreementHash != plans[i].AgreementHash {
			return nil, fmt.Errorf("createAndFundAsaJobs %s: job %s was created for agreement hash %s, expected %s (agreement %s)",
				out.Receipt.TxHash, ev.JobId, common.Hash(ev.AgreementHash).Hex(), plans[i].AgreementHash.Hex(), plans[i].AgreementID)
		}
		out.Jobs = append(out.Jobs, &Created{JobID: ev.JobId, Budget: new(big.Int).Set(plans[i].Budget), TermsHash: settlement.TermsHash(plans[i].Terms), Receipt: out.Receipt})
	}
	if len(out.Jobs) != len(plans) {
		return nil, fmt.Errorf("createAndFundAsaJobs %s: %d AsaJobCreated events for %d jobs", out.Receipt.TxHash, len(out.Jobs), len(plans))
	}
	return out, nil
}

// checkPlan refuses a plan bound to another client key, escrow or token.
func (e *Escrow) checkPlan(from common.Address, plan *settlement.JobPlan) error {
	if plan.Client != (common.Address{}) && plan.Client != from {
		return fmt.Errorf("the agreement's client is %s but the signing key is %s; use the client's key", plan.Client, from)
	}
	return e.checkPlanBinding(plan)
}

// checkPlanBinding refuses a plan bound to another escrow or token.
func (e *Escrow) checkPlanBinding(plan *settlement.JobPlan) error {
	if plan.Escrow != (common.Address{}) && plan.Escrow != e.addr {
		return fmt.Errorf("the agreement binds escrow %s (escrow.binding.contract_address) but this escrow is %s", plan.Escrow, e.addr)
	}
	if plan.Token != (common.Address{}) && plan.Token != e.token {
		return fmt.Errorf("the agreement pays in %s %s but escrow %s takes token %s", plan.Currency, plan.Token, e.addr, e.token)
	}
	return e.checkPlanPool(plan)
}

// create sends a create call for plan and reads the new job from its AsaJobCreated event; the terms hash is
// the one of the terms the call sent (the escrow's keccak256(abi.encode(terms)), settlement.TermsHash).
// A plan whose judges the evaluator pool draws gets its policy opened first.
func (e *Escrow) create(ctx context.Context, key signer.Signer, data []byte, plan *settlement.JobPlan, what string) (*Created, error) {
	if _, err := e.OpenPoolPolicy(ctx, key, plan); err != nil {
		return nil, err
	}
	rcpt, err := e.send(ctx, key, e.escC, data, what)
	if err != nil {
		return nil, err
	}
	for _, l := range rcpt.Logs {
		if ev, err := e.esc.UnpackAsaJobCreatedEvent(l); err == nil {
			return &Created{JobID: ev.JobId, Budget: new(big.Int).Set(plan.Budget), TermsHash: settlement.TermsHash(plan.Terms), Receipt: rcpt}, nil
		}
	}
	return nil, fmt.Errorf("%s %s: no AsaJobCreated event in the receipt", what, rcpt.TxHash)
}

// Funded is the outcome of Fund.
type Funded struct {
	Budget    *big.Int
	TermsHash common.Hash
	Approve   *types.Receipt // nil when the allowance already covered the budget or approval was skipped
	Fund      *types.Receipt
}

// FundOptions are the optional parts of Fund. The zero value approves the escrow when the allowance falls
// short and names "what the client agreed to" in a refusal.
type FundOptions struct {
	// AgreedFrom says where the agreed terms came from, for a refusal ("the agreement FILE", "the creation").
	AgreedFrom string
	// NoApprove skips the approve transaction (the allowance was given some other way).
	NoApprove bool
}

// Fund funds an open job from the client's key with what the client agreed to (AgreedPlan of the agreement
// document, Created.Agreed, or CreationAgreed). When the chain holds another budget or other terms it sends
// nothing and returns a *RepricedError. It approves the escrow for the budget first unless the allowance
// covers it or opts.NoApprove is set.
func (e *Escrow) Fund(ctx context.Context, key signer.Signer, id *big.Int, agreed Agreed, opts FundOptions) (*Funded, error) {
	from, approve := opts.AgreedFrom, !opts.NoApprove
	if from == "" {
		from = "what the client agreed to"
	}
	j, err := e.Job(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := checkFundable(j, key.Address()); err != nil {
		return nil, err
	}
	if err := checkAgreed(j, agreed, from); err != nil {
		return nil, err
	}
	out := &Funded{Budget: new(big.Int).Set(agreed.Budget), TermsHash: agreed.TermsHash}
	if out.Approve, err = e.cover(ctx, key, agreed.Budget, approve, "job "+id.String()); err != nil {
		return nil, err
	}
	var opt []byte
	if j.Terms != nil {
		opt = settlement.FundOptParams(agreed.TermsHash)
	}
	// The escrow checks the expected budget and terms hash again, so a re-pricing that races this call
	// reverts instead of charging more.
	if out.Fund, err = e.send(ctx, key, e.escC, e.esc.PackFund(id, agreed.Budget, opt), "fund"); err != nil {
		return nil, err
	}
	return out, nil
}

// checkFundable refuses a job the key cannot fund: someone else's, no longer Open, or with its budget already in.
func checkFundable(j *Job, from common.Address) error {
	if j.View.Client != from {
		return refusef(ErrWrongRole, "job %s belongs to client %s, not %s; fund it with the client's key", j.ID, j.View.Client, from)
	}
	if j.Status != settlement.JobOpen {
		return refusef(ErrWrongState, "job %s is %s, not Open: it can be funded only once, before its fund deadline", j.ID, j.Status)
	}
	if j.View.BudgetFunded {
		return fmt.Errorf("job %s's budget is already in escrow: it can be funded only once; the job waits for its provider's acceptance (asa job accept --job %s) until its fund deadline", j.ID, j.ID)
	}
	return nil
}

// cover checks the key's holder has `amount` of the token and, when approve is set and the allowance falls
// short, approves the escrow for it; it returns the approval's receipt, or nil when none was sent.
func (e *Escrow) cover(ctx context.Context, key signer.Signer, amount *big.Int, approve bool, what string) (*types.Receipt, error) {
	from := key.Address()
	bal, err := e.BalanceOf(ctx, from)
	if err != nil {
		return nil, err
	}
	if bal.Cmp(amount) < 0 {
		return nil, fmt.Errorf("%s holds %s base units of token %s but %s needs %s; top up the wallet first", from, bal, e.token, what, amount)
	}
	if !approve {
		return nil, nil
	}
	allowance, err := e.Allowance(ctx, from)
	if err != nil || allowance.Cmp(amount) >= 0 {
		return nil, err
	}
	return e.send(ctx, key, e.tokC, e.tok.PackApprove(e.addr, amount), "approve")
}

// Submit records the deliverable's content hash for the job from the provider's key.
func (e *Escrow) Submit(ctx context.Context, key signer.Signer, id *big.Int, deliverable common.Hash) (*types.Receipt, error) {
	j, err := e.Job(ctx, id)
	if err != nil {
		return nil, err
	}
	if from := key.Address(); j.View.Provider != from {
		return nil, refusef(ErrWrongRole, "job %s's provider is %s, not %s; submit with the provider's key", id, j.View.Provider, from)
	}
	if j.Status != settlement.JobFunded {
		return nil, refusef(ErrWrongState, "job %s is %s: only a Funded job takes a submission", id, j.Status)
	}
	return e.send(ctx, key, e.escC, e.esc.PackSubmit(id, deliverable, nil), "submit")
}

// WithdrawAcceptance withdraws the provider's acceptance of job id while the job is not yet funded: the
// job closes (Rejected) and the provider's collateral comes back (withdrawAcceptance). It refuses, sending
// nothing, a key that is not the provider's, a job that is not Open and accepted, or one already funded.
func (e *Escrow) WithdrawAcceptance(ctx context.Context, key signer.Signer, id *big.Int) (*types.Receipt, error) {
	j, err := e.Job(ctx, id)
	if err != nil {
		return nil, err
	}
	if from := key.Address(); j.View.Provider != from {
		return nil, refusef(ErrWrongRole, "job %s's provider is %s, not %s; withdraw with the provider's key", id, j.View.Provider, from)
	}
	switch {
	case j.Status != settlement.JobOpen:
		return nil, refusef(ErrWrongState, "job %s is %s: an acceptance can only be withdrawn while the job is Open (not yet funded)", id, j.Status)
	case !j.View.Accepted:
		return nil, refusef(ErrWrongState, "job %s: its provider has not accepted it; there is nothing to withdraw", id)
	}
	return e.send(ctx, key, e.escC, e.esc.PackWithdrawAcceptance(id), "withdrawAcceptance")
}

// Finalize performs the action due on a job whose current deadline has passed: close a challenge window,
// a dead-man action, a dispute default, or the expiry of an Open job at its fund deadline (each side gets
// back what it put in). Anyone may send it from any key; the settlement daemon normally does. When nothing
// is due (isDue) it sends nothing and says so.
func (e *Escrow) Finalize(ctx context.Context, key signer.Signer, id *big.Int) (*types.Receipt, error) {
	due, err := bind.Call(e.escC, e.call(ctx), e.esc.PackIsDue(id), e.esc.UnpackIsDue)
	if err != nil {
		return nil, fmt.Errorf("isDue(%s): %w", id, err)
	}
	if !due {
		j, err := e.Job(ctx, id)
		if err != nil {
			return nil, err
		}
		if j.Status.Terminal() {
			return nil, refusef(ErrWrongState, "job %s is %s: it is settled, nothing is due", id, j.Status)
		}
		return nil, refusef(ErrWrongState, "nothing is due on job %s (%s) before its deadline %s", id, j.Status, isoTime(j.View.Deadline.Uint64()))
	}
	return e.send(ctx, key, e.escC, e.esc.PackFinalize(id), "finalize")
}

// PushCredit pays `account` the payouts the escrow credited to it (when a push failed: a paused token, a
// blacklisted account) and returns the amount. Anyone may send it, from any key; the money only ever goes
// to the account itself, never elsewhere.
func (e *Escrow) PushCredit(ctx context.Context, key signer.Signer, account common.Address) (*big.Int, *types.Receipt, error) {
	credit, err := e.Credits(ctx, account)
	if err != nil {
		return nil, nil, err
	}
	if credit.Sign() == 0 {
		return nil, nil, fmt.Errorf("%s has no credited payouts on escrow %s (payouts are normally pushed; credits appear only when a push failed)", account, e.addr)
	}
	rcpt, err := e.send(ctx, key, e.escC, e.esc.PackPushCredit(account), "pushCredit")
	if err != nil {
		return nil, nil, err
	}
	return credit, rcpt, nil
}

// Explain adds what to do next to a transaction error whose revert the escrow or token explains, and names
// the revert once (see escrow.Describe). Tokens revert in two dialects: custom errors (OpenZeppelin 5's
// ERC-20) and USDC's require strings; both get the same hints.
func Explain(err error) error {
	re := escrow.DecodeRevert(err)
	if re == nil {
		return err
	}
	hint := revertHints[re.Name]
	if r := re.Reason(); r != "" {
		hint = revertHints[r]
	}
	return escrow.Describe(err, hint)
}

const (
	hintAllowance = "the escrow may not take the budget yet: run 'asa job fund' without --no-approve, which approves first"
	hintBalance   = "the wallet holds less than the budget: top it up first"
	hintBlacklist = "the token's issuer has blacklisted an address of this transfer (the sender, the recipient or the caller): " +
		"the token moves nothing from or to it, so nothing was sent; a payout to it stays credited in the escrow"
	hintPaused   = "the token is paused by its issuer and moves nothing until it is unpaused: retry later (payouts due meanwhile are credited in the escrow)"
	hintAuthUsed = "this EIP-3009 authorization was already used or cancelled: sign a new one with a fresh nonce"
)

// revertHints maps a custom error name or a token's reason string to what to do next.
var revertHints = map[string]string{
	"ERC20InsufficientAllowance":                     hintAllowance,
	"ERC20: transfer amount exceeds allowance":       hintAllowance,
	"ERC20InsufficientBalance":                       hintBalance,
	"ERC20: transfer amount exceeds balance":         hintBalance,
	"Blacklistable: account is blacklisted":          hintBlacklist,
	"FiatTokenV2_2: Account is blacklisted":          hintBlacklist,
	"Pausable: paused":                               hintPaused,
	"FiatTokenV2: authorization is used or canceled": hintAuthUsed,
	"FiatTokenV2: authorization is expired":          "the EIP-3009 authorization has expired (validBefore passed): sign a new one",
	"FiatTokenV2: authorization is not yet valid":    "the EIP-3009 authorization is not valid yet (validAfter is in the future): wait, or sign one valid now",
	"FiatTokenV2: invalid signature":                 "the authorization is not signed by the payer for this token and chain (wrong key, or the token's EIP-712 name/version differ): sign it again",
	"EIP2612: invalid signature":                     "the permit is not signed by the owner for this token and chain: sign it again",
	"FiatTokenV2: permit is expired":                 "the permit's deadline has passed: sign a new one",
	"UnknownJob":                                     "no such job on this escrow: check --escrow/--deployment and the job id",
	"InvalidStatus":                                  "the job is not in the state this action needs: see 'asa job status'",
	"Unauthorized":                                   "the signing key is not the party this action needs (client, provider, resolver...): check --keystore/ASA_PRIVATE_KEY",
	"BudgetMismatch":                                 "the job's budget or terms differ from what was expected: re-read them with 'asa job status'",
	"TermsHashMismatch":                              "the job's budget or terms differ from what was expected: re-read them with 'asa job status'",
	"DeadlinePassed":                                 "the deadline for this step has passed; the daemon will apply the dead-man action",
	"EvaluatorNotIndependent":                        "the agreement's parties or terms break an escrow rule: fix the agreement document",
	"InvalidEvaluators":                              "the agreement's parties or terms break an escrow rule: fix the agreement document",
	"InvalidTerms":                                   "the agreement's parties or terms break an escrow rule: fix the agreement document",
	"NothingToWithdraw":                              "nothing is credited to this key",
	// The evaluator pool's errors.
	"WrongStatus":         "the pool entry is not in the state this needs: see 'asa evaluator status' (register first; only a left or removed entry withdraws)",
	"StakeTooLow":         "the stake is below the pool's minimum: see 'asa evaluator status' for the rule",
	"StillBonded":         "the stake is still bonded: it may be withdrawn once leaveAt has passed and every job it was appointed to is recorded",
	"UnknownSeat":         "the address is not a seat of this evaluator pool: check the agreement's pool seat",
	"NotForSeat":          "the job does not name this seat in a state that wants it (Funded or Submitted for its evaluators, a dispute for its resolver)",
	"NotEnoughEvaluators": "the pool has too few qualified evaluators eligible for the job (see 'asa evaluator list')",
	"NoDrawRequested":     "request the draw first (requestDraw), then draw from the block after the next",
	"DrawTooEarly":        "the draw's seed block is not mined yet: draw from the second block after the request",
	"DrawWindowMissed":    "the seed block's hash is gone (more than 256 blocks): request the draw again",
	"DrawPending":         "a draw request stands: draw it (it cannot be re-requested while its seed is available)",
	"AlreadyAssigned":     "the seat has appointed this job's evaluators already",
	"NegotiationOpen":     "mutual selection is still open: the random fallback opens at its deadline or once both parties used their rounds",
	"NotAParty":           "only the job's client or provider may propose evaluators",
	"NotEligible":         "a proposed evaluator is not qualified for the service type or not eligible for this job (a party, or past the rotation bound)",
	"InvalidPolicy":       "the selection policy is malformed (service type, size and quorum, rounds only for mutual)",
}

// HeadTime is the latest block's time: deadlines on chain count in block time, which on a local chain may
// run ahead of the wall clock.
func (e *Escrow) HeadTime(ctx context.Context) (time.Time, error) {
	h, err := e.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("read the latest block: %w", err)
	}
	return time.Unix(int64(h.Time), 0), nil
}
