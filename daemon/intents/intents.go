// Package intents is the registry of what the daemon sends to the escrow: each on-chain action is one
// txmgr kind, registered here once with its precheck (an eth_call that says send, done, or not yet) and
// its decoding (the calldata read back with the escrow's ABI, never by hand), plus the builder that
// turns a store row into an intent. A new on-chain action is one more registration in Register.
package intents

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// The escrow kinds.
const (
	// KindRelay relays one evaluator's signed result: submitResult(result, evaluator, signature).
	KindRelay txmgr.Kind = "relay"
	// KindRelayBatch relays many signed results, of any jobs, in one transaction: submitResults(results,
	// evaluators, signatures). A result that can no longer count is skipped on chain (ResultSkipped), never
	// reverting the batch.
	KindRelayBatch txmgr.Kind = "relay-batch"
	// KindFinalize performs what is due on a batch of jobs: finalizeBatch(jobIds), or finalize(jobId) for one
	// job (about 800 gas less than a batch of one).
	KindFinalize txmgr.Kind = "finalize"
	// KindFundWithAuthorization funds a job from its client's EIP-3009 authorization (x402).
	KindFundWithAuthorization txmgr.Kind = "fund-with-authorization"
	// KindFundFromDeposit funds an open job from money already at its deposit address.
	KindFundFromDeposit txmgr.Kind = "fund-from-deposit"
	// KindReturnDeposit moves what sits at a job's deposit addresses, once it can no longer serve the
	// job, to its owners: returnDeposit(jobId).
	KindReturnDeposit txmgr.Kind = "return-deposit"
	// KindPushCredit pays an account its credited payouts, to that account only: pushCredit(account).
	KindPushCredit txmgr.Kind = "push-credit"
	// KindAcceptJob relays a provider's signed acceptance of a job, with its collateral from the provider's
	// allowance or an EIP-3009 authorization (x402): acceptJob(jobId, acceptance, signature, collateralAuth).
	KindAcceptJob txmgr.Kind = "accept-job"
)

// Chain is the read access the prechecks need (*ethclient.Client).
type Chain interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

var (
	esc       = bindings.NewAsaEscrow()
	escrowABI = func() *abi.ABI {
		a, err := bindings.AsaEscrowMetaData.ParseABI()
		if err != nil {
			panic("intents: escrow ABI: " + err.Error())
		}
		return a
	}()
)

// relayGasHeadroom is added to a relay's gas estimate: relays of one job are sent in a pipeline, each
// estimated before the ones ahead of it are mined, so a relay estimated as one more result (about 65k
// gas) may be mined as the one that completes the job, which verifies it and, with no challenge window,
// settles it with a push to every party and evaluator (up to about 350k with eight evaluators). Unused
// gas is not paid for; the manager re-sends a relay that still runs out of gas.
const relayGasHeadroom = 300_000

// Escrow builds and checks the intents of one escrow.
type Escrow struct {
	Chain   Chain
	Address common.Address
}

// Register adds every escrow kind to kinds.
func (e *Escrow) Register(kinds *txmgr.Kinds) error {
	for _, k := range []struct {
		kind txmgr.Kind
		spec txmgr.KindSpec
	}{
		{KindRelay, txmgr.KindSpec{Precheck: e.simulate, Judge: JudgeSimulation, Describe: describe("submitResult"), GasHeadroom: relayGasHeadroom}},
		{KindRelayBatch, txmgr.KindSpec{Precheck: e.checkRelayBatch, Judge: judgeRelayBatch, Describe: describeBatch, GasHeadroom: relayGasHeadroom}},
		{KindFinalize, txmgr.KindSpec{Precheck: e.checkFinalize, Describe: describeFinalize}},
		{KindFundWithAuthorization, txmgr.KindSpec{Precheck: e.simulate, Judge: JudgeSimulation, Describe: describe("fundWithAuthorization")}},
		{KindFundFromDeposit, txmgr.KindSpec{Precheck: e.simulate, Judge: JudgeSimulation, Describe: describe("fundFromDeposit")}},
		{KindReturnDeposit, txmgr.KindSpec{Precheck: e.simulate, Judge: JudgeSimulation, Describe: describe("returnDeposit")}},
		{KindPushCredit, txmgr.KindSpec{Precheck: e.checkPushCredit, Describe: describe("pushCredit")}},
		{KindAcceptJob, txmgr.KindSpec{Precheck: e.checkAccept, Describe: describe("acceptJob")}},
	} {
		if err := kinds.Register(k.kind, k.spec); err != nil {
			return err
		}
	}
	return nil
}

// decodeCall reads calldata of an escrow method back with the ABI.
func decodeCall(method string, data []byte) ([]any, error) {
	m, ok := escrowABI.Methods[method]
	if !ok {
		return nil, fmt.Errorf("escrow has no method %s", method)
	}
	if len(data) < 4 || string(data[:4]) != string(m.ID) {
		return nil, fmt.Errorf("calldata is not %s", method)
	}
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil {
		return nil, fmt.Errorf("decode %s calldata: %w", method, err)
	}
	return args, nil
}

// describe renders an intent's call with its decoded job ids, for logs.
func describe(method string) func(txmgr.Record) string {
	return func(r txmgr.Record) string {
		args, err := decodeCall(method, r.Data)
		if err != nil {
			return method + "(?)"
		}
		var parts []string
		switch v := args[0].(type) {
		case []*big.Int:
			for _, id := range v {
				parts = append(parts, id.String())
			}
		case *big.Int:
			parts = append(parts, v.String())
		case common.Address:
			parts = append(parts, v.Hex())
		default:
			if res, ok := resultArg(args[0]); ok {
				parts = append(parts, "job "+res.JobId.String())
			}
		}
		return method + "(" + strings.Join(parts, ", ") + ")"
	}
}

// resultArg converts the decoded Result tuple into the binding struct.
func resultArg(v any) (bindings.IAsaEscrowTypesResult, bool) {
	r, ok := abi.ConvertType(v, new(bindings.IAsaEscrowTypesResult)).(*bindings.IAsaEscrowTypesResult)
	if !ok || r == nil {
		return bindings.IAsaEscrowTypesResult{}, false
	}
	return *r, true
}

// simulate is the precheck of one-shot actions: an eth_call of the very calldata from the sender. A
// revert means the action can never apply (already counted, already funded, deadline passed...): Done,
// with the decoded reason.
func (e *Escrow) simulate(ctx context.Context, r txmgr.Record) (txmgr.Check, error) {
	return Simulate(ctx, e.Chain, r)
}

// Simulate is the precheck of an intent that is needed exactly while its own call would succeed: an
// eth_call of its calldata and value from its sender; a revert is Done, with the revert's reason.
func Simulate(ctx context.Context, chain interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}, r txmgr.Record) (txmgr.Check, error) {
	out, err := chain.CallContract(ctx, ethereum.CallMsg{From: r.From, To: &r.To, Data: r.Data, Value: r.Value}, nil)
	return JudgeSimulation(r, out, err)
}

// JudgeSimulation is Simulate's verdict from the call's answer (txmgr.KindSpec.Judge).
func JudgeSimulation(_ txmgr.Record, _ []byte, err error) (txmgr.Check, error) {
	if err == nil {
		return txmgr.Check{Verdict: txmgr.Send}, nil
	}
	if txmgr.Classify(err) == txmgr.ClassReverted {
		return txmgr.Check{Verdict: txmgr.Done, Reason: RevertReason(err)}, nil
	}
	return txmgr.Check{}, err
}

// checkRelayBatch: send while at least one result of the batch would still count (an eth_call of the very
// submitResults returns how many would); done when none would (each was counted, expired, or its job moved
// on). Results that can no longer count ride along and are skipped on chain with ResultSkipped, which the
// indexer records against them.
func (e *Escrow) checkRelayBatch(ctx context.Context, r txmgr.Record) (txmgr.Check, error) {
	out, err := e.Chain.CallContract(ctx, ethereum.CallMsg{From: r.From, To: &r.To, Data: r.Data}, nil)
	return judgeRelayBatch(r, out, err)
}

// judgeRelayBatch is checkRelayBatch's verdict from the call's answer (txmgr.KindSpec.Judge).
func judgeRelayBatch(r txmgr.Record, out []byte, err error) (txmgr.Check, error) {
	if err != nil {
		if txmgr.Classify(err) == txmgr.ClassReverted {
			return txmgr.Check{Verdict: txmgr.Done, Reason: RevertReason(err)}, nil
		}
		return txmgr.Check{}, err
	}
	counted, err := esc.UnpackSubmitResults(out)
	if err != nil {
		return txmgr.Check{}, fmt.Errorf("decode submitResults: %w", err)
	}
	if counted.Sign() == 0 {
		n := 0
		if args, err := decodeCall("submitResults", r.Data); err == nil {
			n = reflect.ValueOf(args[0]).Len()
		}
		return txmgr.Check{Verdict: txmgr.Done, Reason: fmt.Sprintf("none of the batch's %d results can count any more (counted, expired, or their jobs moved on)", n)}, nil
	}
	return txmgr.Check{Verdict: txmgr.Send}, nil
}

// describeBatch renders a submitResults intent as its jobs, for logs.
func describeBatch(r txmgr.Record) string {
	args, err := decodeCall("submitResults", r.Data)
	if err != nil {
		return "submitResults(?)"
	}
	rv := reflect.ValueOf(args[0])
	parts := make([]string, 0, rv.Len())
	for i := 0; i < rv.Len(); i++ {
		if res, ok := resultArg(rv.Index(i).Interface()); ok {
			parts = append(parts, "job "+res.JobId.String())
		}
	}
	return "submitResults(" + strings.Join(parts, ", ") + ")"
}

// checkFinalize: send while any job of the batch is due; wait (never abandon) while a job still waits
// for a deadline the chain has not reached; done when every job moved on.
func (e *Escrow) checkFinalize(ctx context.Context, r txmgr.Record) (txmgr.Check, error) {
	ids, _, err := finalizeIDs(r.Data)
	if err != nil {
		return txmgr.Check{}, err
	}
	c := e.bound()
	for _, id := range ids {
		due, err := callEscrow(ctx, c, esc.PackIsDue(id), esc.UnpackIsDue)
		if err != nil {
			return txmgr.Check{}, fmt.Errorf("isDue(%s): %w", id, err)
		}
		if due {
			return txmgr.Check{Verdict: txmgr.Send}, nil
		}
	}
	head, err := e.Chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return txmgr.Check{}, fmt.Errorf("chain head: %w", err)
	}
	for _, id := range ids {
		v, err := callEscrow(ctx, c, esc.PackGetJob(id), esc.UnpackGetJob)
		if err != nil {
			return txmgr.Check{}, fmt.Errorf("getJob(%s): %w", id, err)
		}
		if !settlement.JobStatus(v.Status).Terminal() && v.Deadline.Sign() > 0 && v.Deadline.Uint64() >= head.Time {
			return txmgr.Check{Verdict: txmgr.Later, Reason: fmt.Sprintf("job %s is due at %s, the chain is at %d", id, v.Deadline, head.Time)}, nil
		}
	}
	return txmgr.Check{Verdict: txmgr.Done, Reason: "nothing due on any job of the batch"}, nil
}

// checkPushCredit: done when the account has no credit left (pushed by anyone); later while the token
// still refuses the payment (a pause, a blacklist: the credit waits for its owner, never moves
// elsewhere); send otherwise.
func (e *Escrow) checkPushCredit(ctx context.Context, r txmgr.Record) (txmgr.Check, error) {
	args, err := decodeCall("pushCredit", r.Data)
	if err != nil {
		return txmgr.Check{}, err
	}
	account := args[0].(common.Address)
	owed, err := callEscrow(ctx, e.bound(), esc.PackCredits(account), esc.UnpackCredits)
	if err != nil {
		return txmgr.Check{}, fmt.Errorf("credits(%s): %w", account.Hex(), err)
	}
	if owed.Sign() == 0 {
		return txmgr.Check{Verdict: txmgr.Done, Reason: "no credit left to push"}, nil
	}
	_, err = e.Chain.CallContract(ctx, ethereum.CallMsg{From: r.From, To: &r.To, Data: r.Data}, nil)
	if err == nil {
		return txmgr.Check{Verdict: txmgr.Send}, nil
	}
	if txmgr.Classify(err) == txmgr.ClassReverted {
		return txmgr.Check{Verdict: txmgr.Later, Reason: "the token refuses the payment for now: " + RevertReason(err)}, nil
	}
	return txmgr.Check{}, err
}

// checkAccept: send while the escrow would take the acceptance; wait (never abandon) while only the token
// refuses the collateral (the provider may still raise its allowance or balance before the fund deadline);
// done when the escrow itself refuses it (already accepted, expired, past the fund deadline, mismatched), with
// the decoded reason.
func (e *Escrow) checkAccept(ctx context.Context, r txmgr.Record) (txmgr.Check, error) {
	_, err := e.Chain.CallContract(ctx, ethereum.CallMsg{From: r.From, To: &r.To, Data: r.Data}, nil)
	if err == nil {
		return txmgr.Check{Verdict: txmgr.Send}, nil
	}
	if txmgr.Classify(err) != txmgr.ClassReverted {
		return txmgr.Check{}, err
	}
	if re := escrow.DecodeRevert(err); re != nil && isEscrowError(re.Name) {
		return txmgr.Check{Verdict: txmgr.Done, Reason: re.Error()}, nil
	}
	return txmgr.Check{Verdict: txmgr.Later, Reason: "the token refuses the collateral for now: " + RevertReason(err)}, nil
}

// isEscrowError reports whether name is one of the escrow's own custom errors (not SafeERC20's report of a
// token that refused a transfer).
func isEscrowError(name string) bool {
	_, ok := escrowABI.Errors[name]
	return ok && name != "SafeERC20FailedOperation"
}

// AcceptJob is the intent relaying a provider's signed acceptance of job jobID with acceptJob; auth, when
// set, is the provider's EIP-3009 authorization of the collateral to the job's collateral deposit (else the
// escrow pulls the collateral from the provider's allowance). key names the intent: the acceptance's digest
// for a relay, the authorization for an x402 payment (see AcceptKey).
func (e *Escrow) AcceptJob(key string, jobID uint64, a settlement.Acceptance, signature []byte, auth *Authorization) txmgr.Intent {
	collateral := bindings.IAsaEscrowTypesAuthorization{ValidAfter: new(big.Int), ValidBefore: new(big.Int), Signature: []byte{}}
	if auth != nil {
		collateral = bindings.IAsaEscrowTypesAuthorization{ValidAfter: auth.ValidAfter, ValidBefore: auth.ValidBefore, Nonce: auth.Nonce, Signature: auth.Signature}
	}
	data := esc.PackAcceptJob(new(big.Int).SetUint64(jobID), onchain.Acceptance(a), signature, collateral)
	return txmgr.Intent{Kind: KindAcceptJob, Key: key, To: e.Address, Data: data}
}

// AcceptKey is the key of the relay of a signed acceptance (by its EIP-712 digest): the same acceptance
// posted twice is one intent.
func AcceptKey(jobID uint64, digest common.Hash) string {
	return fmt.Sprintf("accept:%d:%s", jobID, digest.Hex())
}

// Relay is the intent relaying a stored result. Its key names the result's digest and relay round (a
// reorg that removed the result's acceptance starts a new round).
func (e *Escrow) Relay(r store.Result) (txmgr.Intent, error) {
	data, err := esc.TryPackSubmitResult(bindings.IAsaEscrowTypesResult{
		JobId: new(big.Int).SetUint64(r.JobID), Deliverable: r.Deliverable, SubmittedAt: r.SubmittedAt, Score: r.Score, Passed: r.Passed,
		EvidenceHash: r.EvidenceHash, Nonce: r.Nonce, Deadline: r.Deadline,
	}, r.Evaluator, r.Signature)
	if err != nil {
		return txmgr.Intent{}, fmt.Errorf("encode result %s: %w", r.ID, err)
	}
	key := "relay:" + r.Digest.Hex()
	if r.RelayRound > 0 {
		key += fmt.Sprintf(":%d", r.RelayRound)
	}
	return txmgr.Intent{Kind: KindRelay, Key: key, To: e.Address, Data: data}, nil
}

// RelayBatch is the intent relaying stored results, in order, in one submitResults transaction. Its key names
// the batch by a hash of its results' digests and relay rounds (keys are at most 256 bytes): the same results
// always make the same intent, and a result a reorg sent back for a new round makes a new one.
func (e *Escrow) RelayBatch(rs []store.Result) (txmgr.Intent, error) {
	if len(rs) == 0 {
		return txmgr.Intent{}, errors.New("relay batch: no results")
	}
	results := make([]bindings.IAsaEscrowTypesResult, len(rs))
	evaluators := make([]common.Address, len(rs))
	sigs := make([][]byte, len(rs))
	h := sha256.New()
	for i, r := range rs {
		results[i] = bindings.IAsaEscrowTypesResult{JobId: new(big.Int).SetUint64(r.JobID), Deliverable: r.Deliverable, SubmittedAt: r.SubmittedAt,
			Score: r.Score, Passed: r.Passed, EvidenceHash: r.EvidenceHash, Nonce: r.Nonce, Deadline: r.Deadline}
		evaluators[i], sigs[i] = r.Evaluator, r.Signature
		fmt.Fprintf(h, "%s:%d,", r.Digest.Hex(), r.RelayRound)
	}
	data, err := esc.TryPackSubmitResults(results, evaluators, sigs)
	if err != nil {
		return txmgr.Intent{}, fmt.Errorf("encode a batch of %d results: %w", len(rs), err)
	}
	key := fmt.Sprintf("relay-batch:%d:%x", len(rs), h.Sum(nil)[:16])
	return txmgr.Intent{Kind: KindRelayBatch, Key: key, To: e.Address, Data: data}, nil
}

// JobDeadline is a job and the deadline the finalize is for.
type JobDeadline struct {
	JobID    uint64
	Deadline uint64
}

// Finalize is the finalizeBatch intent of jobs at their current deadlines, sorted by id. Its key names
// the batch by a hash of its job@deadline list (keys are at most 256 bytes), so the same action is
// never queued twice while a new deadline is.
func (e *Escrow) Finalize(jobs []JobDeadline) (txmgr.Intent, error) {
	if len(jobs) == 0 {
		return txmgr.Intent{}, errors.New("finalize: no jobs")
	}
	h := sha256.New()
	ids := make([]*big.Int, len(jobs))
	for i, j := range jobs {
		fmt.Fprintf(h, "%d@%d,", j.JobID, j.Deadline)
		ids[i] = new(big.Int).SetUint64(j.JobID)
	}
	key := fmt.Sprintf("finalize:%d-%d:%x", jobs[0].JobID, jobs[len(jobs)-1].JobID, h.Sum(nil)[:16])
	data := esc.PackFinalizeBatch(ids)
	if len(ids) == 1 {
		// One job: finalize(id). It reverts with NothingDue where a batch would skip the job, which the
		// precheck (isDue) rules out before the transaction is sent.
		data = esc.PackFinalize(ids[0])
	}
	return txmgr.Intent{Kind: KindFinalize, Key: key, To: e.Address, Data: data}, nil
}

// finalizeIDs decodes a finalize intent's calldata, finalizeBatch(ids) or finalize(id), into its job ids
// and the method.
func finalizeIDs(data []byte) ([]*big.Int, string, error) {
	if args, err := decodeCall("finalize", data); err == nil {
		return []*big.Int{args[0].(*big.Int)}, "finalize", nil
	}
	args, err := decodeCall("finalizeBatch", data)
	if err != nil {
		return nil, "", err
	}
	return args[0].([]*big.Int), "finalizeBatch", nil
}

// describeFinalize names a finalize intent's method and jobs.
func describeFinalize(r txmgr.Record) string {
	_, method, err := finalizeIDs(r.Data)
	if err != nil {
		return "finalizeBatch(?)"
	}
	return describe(method)(r)
}

// Authorization is a signed EIP-3009 TransferWithAuthorization to a job's deposit address.
type Authorization struct {
	From        common.Address
	ValidAfter  *big.Int
	ValidBefore *big.Int
	Nonce       [32]byte
	Signature   []byte
}

// FundWithAuthorization is the intent funding job jobID with the client's authorization. Its key is the
// authorization itself (token, payer, nonce): an authorization is executed at most once, whichever job
// a request names.
func (e *Escrow) FundWithAuthorization(chainID *big.Int, token common.Address, jobID, budget *big.Int, termsHash [32]byte, a Authorization) txmgr.Intent {
	return txmgr.Intent{
		Kind: KindFundWithAuthorization, Key: facilitator.AuthorizationKey(chainID, token, a.From, a.Nonce), To: e.Address,
		Data: esc.PackFundWithAuthorization(jobID, budget, termsHash, a.ValidAfter, a.ValidBefore, a.Nonce, a.Signature),
	}
}

// FundFromDeposit is the intent funding an open job from the money at its deposit address. The key
// names the job and the deposit's balance when it was seen (a job is funded once; a deposit topped up
// after a refused attempt is a new attempt).
func (e *Escrow) FundFromDeposit(jobID, budget *big.Int, termsHash [32]byte, seen *big.Int) txmgr.Intent {
	return txmgr.Intent{
		Kind: KindFundFromDeposit, Key: fmt.Sprintf("fund-from-deposit:%s:%s", jobID, seen), To: e.Address,
		Data: esc.PackFundFromDeposit(jobID, budget, termsHash),
	}
}

// ReturnDeposit is the intent returning what sits at job jobID's deposits to their owners. The key names
// the job and how many returns the chain has seen for it (money may arrive again after a return).
func (e *Escrow) ReturnDeposit(jobID uint64, returnsSoFar int) txmgr.Intent {
	return txmgr.Intent{
		Kind: KindReturnDeposit, Key: fmt.Sprintf("return-deposit:%d:%d", jobID, returnsSoFar), To: e.Address,
		Data: esc.PackReturnDeposit(new(big.Int).SetUint64(jobID)),
	}
}

// PushCredit is the intent pushing account's credit to it. The key names the account and the Credited
// event it answers (a later credit is a new push).
func (e *Escrow) PushCredit(c store.OwedCredit) txmgr.Intent {
	return txmgr.Intent{
		Kind: KindPushCredit, Key: fmt.Sprintf("push-credit:%s:%d:%d", c.Account.Hex(), c.Block, c.LogIndex), To: e.Address,
		Data: esc.PackPushCredit(c.Account),
	}
}

// DepositAddress is job id's deposit address on this escrow.
func (e *Escrow) DepositAddress(jobID uint64) common.Address {
	return escrow.DepositAddress(e.Address, new(big.Int).SetUint64(jobID))
}

// RevertReason renders a revert error with the escrow's and the token's custom errors decoded
// ("InvalidStatus(5, Funded)"), never raw bytes.
func RevertReason(err error) string {
	if re := escrow.DecodeRevert(err); re != nil {
		return re.Error()
	}
	return txmgr.RevertReason(err)
}
