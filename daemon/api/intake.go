package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
)

// JobSource is the daemon's chain view of jobs (the store).
type JobSource interface {
	Job(ctx context.Context, id uint64) (store.Job, error)
	// ResultJob is Job with only ID, Status, TermsID, Deadline, SubmittedAt, Deliverable, Evaluators and
	// BackupActive set: what the intake checks a result against.
	ResultJob(ctx context.Context, id uint64) (store.Job, error)
	Terms(ctx context.Context, id uint64) (store.TermsRecord, error)
}

// ResultSink stores accepted results durably.
type ResultSink interface {
	InsertResult(ctx context.Context, r store.Result) (store.Result, error)
	// ResultRefs returns a job's results with their ID, Evaluator, SubmittedAt, Status and Digest.
	ResultRefs(ctx context.Context, jobID uint64) ([]store.Result, error)
}

// ContractSigners checks the signatures of contract evaluators (ERC-1271) against the chain.
type ContractSigners interface {
	// IsValidSignature reports whether signer's isValidSignature(digest, sig) returns the ERC-1271 magic
	// value; an error means the chain could not be asked.
	IsValidSignature(ctx context.Context, signer common.Address, digest common.Hash, sig []byte) (bool, error)
}

// ChainJobs reads a job's state from the chain itself (not the daemon's view, which trails it).
type ChainJobs interface {
	// ChainJob returns the job's status, the deadline of its current waiting state and whether its
	// backup evaluator is active, as the chain has them now.
	ChainJob(ctx context.Context, id uint64) (status settlement.JobStatus, deadline uint64, backupActive bool, err error)
	// ChainEvaluators returns the job's evaluators as the chain has them now (evaluatorsOf).
	ChainEvaluators(ctx context.Context, id uint64) ([]common.Address, error)
}

// PoolSeats tells the evaluator pool's seats apart (the store, from the pool's PolicyOpened events).
type PoolSeats interface {
	PoolSeat(ctx context.Context, addr common.Address) (store.PoolSeat, bool, error)
}

// AgreementSource reads a job's registered agreement document (the store).
type AgreementSource interface {
	Agreement(ctx context.Context, id uint64) (store.JobAgreement, bool, error)
}

// Intake validates signed results against the chain view and stores them.
type Intake struct {
	Jobs    JobSource
	Results ResultSink
	Domain  settlement.Domain
	// Contracts checks signatures that are not the evaluator's ECDSA signature, as the escrow does (ERC-1271);
	// nil accepts ECDSA signers only.
	Contracts ContractSigners
	// Now is chain time (the latest block's timestamp); an error means it is unknown and the intake
	// answers 503 rather than judge deadlines by another clock.
	Now func() (time.Time, error)
	// Chain, when set, is asked before a result is refused for a deadline the daemon's view says has
	// passed: the chain may have moved the job on already (a backup evaluator activated), and the
	// evaluator should then retry rather than give up.
	Chain ChainJobs
	// Seats, when set with Chain, names the pool's seats: a job judged through one (its evaluator or its
	// backup evaluator a seat) gets its evaluators by the seat's appointment, which the daemon's view shows
	// only once it has folded the draw. A result signed by an evaluator the chain has appointed but the view
	// does not show yet is then told to retry (503), not refused.
	Seats PoolSeats
	// Agreements, when set, holds the jobs' registered agreement documents: a result for a job whose
	// agreement is registered must follow it (settlement.CheckVerification: the composite recomputed from the
	// dimensions by the agreement's weights and method, the gates, the determination), else it is refused
	// with 422 agreement_violation and the numbers. A job whose agreement is not registered is not checked.
	Agreements AgreementSource
	// Accepted is called after a result is durable (it wakes the relayer, which reads the result from
	// the store); it must not block.
	Accepted func(store.Result)
}

// Accept checks a submission and stores it. It returns the stored result, or an *Error saying why not.
func (in *Intake) Accept(ctx context.Context, sub wire.ResultSubmission) (store.Result, error) {
	jobID, err := strconv.ParseUint(sub.JobID, 10, 64)
	if err != nil {
		return store.Result{}, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "jobId must be a decimal job id, got %q", sub.JobID)
	}
	if jobID > math.MaxInt64 {
		return store.Result{}, apiErr(http.StatusNotFound, wire.CodeUnknownJob, "job %d does not exist (escrow job ids are a counter)", jobID)
	}
	if !common.IsHexAddress(sub.Evaluator) {
		return store.Result{}, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "evaluator must be a 0x address, got %q", sub.Evaluator)
	}
	evaluator := common.HexToAddress(sub.Evaluator)
	nonce, ok := new(big.Int).SetString(sub.Nonce, 10)
	if !ok || nonce.Sign() < 0 || nonce.BitLen() > 256 {
		return store.Result{}, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "nonce must be a decimal uint256, got %q", sub.Nonce)
	}
	sig, err := hexutil.Decode(sub.Signature)
	if err != nil || len(sig) == 0 {
		return store.Result{}, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "signature must be 0x-prefixed hex")
	}
	if len(sub.Document) == 0 {
		return store.Result{}, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "document (the Verification Result) is required")
	}
	doc, err := settlement.ParseVerificationResult(sub.Document)
	if err != nil {
		return store.Result{}, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "document: %v", err)
	}
	now, err := in.Now()
	if err != nil {
		return store.Result{}, apiErr(http.StatusServiceUnavailable, wire.CodeUnavailable, "the chain's time is unknown (node unreachable): retry shortly")
	}
	if sub.Deadline <= uint64(now.Unix()) {
		return store.Result{}, apiErr(http.StatusUnprocessableEntity, wire.CodeExpired, "result deadline %d has passed (now %d)", sub.Deadline, now.Unix())
	}

	job, err := in.Jobs.ResultJob(ctx, jobID)
	if errors.Is(err, store.ErrNotFound) {
		return store.Result{}, apiErr(http.StatusNotFound, wire.CodeUnknownJob, "job %d is not known to this daemon's escrow (yet)", jobID)
	}
	if err != nil {
		return store.Result{}, unavailable(fmt.Errorf("load job %d: %w", jobID, err))
	}
	if job.TermsID == 0 {
		return store.Result{}, apiErr(http.StatusConflict, wire.CodeWrongState, "job %d is a plain ERC-8183 job: its evaluator calls complete or reject", jobID)
	}
	ref := settlement.JobRef{JobID: new(big.Int).SetUint64(jobID), Deliverable: job.Deliverable, SubmittedAt: job.SubmittedAt}
	prior, err := in.Results.ResultRefs(ctx, job.ID)
	if err != nil {
		return store.Result{}, unavailable(fmt.Errorf("load results of job %d: %w", job.ID, err))
	}
	// Project the document onto this submission once: the digest identifies replays, the result is stored.
	result, projectErr := doc.Result(ref, nonce, sub.Deadline)
	digest := result.Digest(in.Domain)
	if projectErr == nil && job.SubmittedAt != 0 {
		if err := checkReplay(prior, digest); err != nil {
			return store.Result{}, err // a replay says so even after the job moved on
		}
	}
	if st := job.Status; st == settlement.JobOpen || st == settlement.JobFunded {
		return store.Result{}, apiErr(http.StatusConflict, wire.CodeNotSubmitted,
			"job %d is %s in this daemon's view: it has not seen a submission yet (it trails the chain by a poll or two; retry shortly)", jobID, st)
	}
	if job.Status != settlement.JobSubmitted {
		return store.Result{}, apiErr(http.StatusConflict, wire.CodeWrongState, "job %d is %s, not awaiting results", jobID, job.Status)
	}
	if job.Deadline != 0 && uint64(now.Unix()) >= job.Deadline {
		return store.Result{}, in.pastDeadline(ctx, job, evaluator, now)
	}
	if err := in.checkEvaluator(ctx, job, evaluator); err != nil {
		return store.Result{}, err
	}
	if projectErr != nil {
		return store.Result{}, apiErr(http.StatusUnprocessableEntity, wire.CodeHashMismatch, "%v", projectErr)
	}
	if err := in.verify(ctx, result, digest, sig, evaluator); err != nil {
		return store.Result{}, err
	}
	if err := in.checkAgreement(ctx, jobID, sub.Document, result.Passed); err != nil {
		return store.Result{}, err
	}
	if err := checkNotCounted(prior, job, evaluator); err != nil {
		return store.Result{}, err
	}
	stored, err := in.Results.InsertResult(ctx, store.Result{
		JobID: jobID, Evaluator: evaluator, Score: result.Score, Passed: result.Passed, EvidenceHash: result.EvidenceHash,
		Deliverable: result.Deliverable, SubmittedAt: result.SubmittedAt, Nonce: result.Nonce, Deadline: result.Deadline,
		Signature: sig, Document: []byte(sub.Document), Digest: digest,
	})
	switch {
	case errors.Is(err, store.ErrDuplicate):
		return stored, apiErr(http.StatusConflict, wire.CodeDuplicate, "this signed result was already accepted as %s", stored.ID)
	case errors.Is(err, store.ErrAlreadyCounted):
		return stored, apiErr(http.StatusConflict, wire.CodeAlreadyCounted, "evaluator %s already has result %s for this submission of job %d", evaluator, stored.ID, jobID)
	case err != nil:
		return store.Result{}, unavailable(fmt.Errorf("store result: %w", err))
	}
	if in.Accepted != nil {
		in.Accepted(stored)
	}
	return stored, nil
}

// checkAgreement refuses a result that contradicts the job's registered agreement (see Intake.Agreements).
func (in *Intake) checkAgreement(ctx context.Context, jobID uint64, document []byte, passed bool) error {
	if in.Agreements == nil {
		return nil
	}
	a, ok, err := in.Agreements.Agreement(ctx, jobID)
	if err != nil {
		return unavailable(fmt.Errorf("load the agreement of job %d: %w", jobID, err))
	}
	if !ok {
		return nil
	}
	var chainID uint64
	if in.Domain.ChainID != nil {
		chainID = in.Domain.ChainID.Uint64()
	}
	var parties []settlement.PartyAgent
	if len(a.Agents) > 0 {
		if err := json.Unmarshal(a.Agents, &parties); err != nil {
			return unavailable(fmt.Errorf("read the parties job %d resolved at creation: %w", jobID, err))
		}
	}
	plan, err := settlement.ParseAgreementForResults(a.Document, chainID, settlement.AgentsOf(parties))
	if err != nil {
		// Registered under an older, laxer reader: the result cannot be checked against it, so it is refused
		// rather than relayed unchecked (the evaluator may still relay it on chain itself).
		return apiErr(http.StatusUnprocessableEntity, wire.CodeAgreementViolation, "job %d's registered agreement has clauses this daemon refuses, so no result can be checked against it: %v", jobID, err)
	}
	outcome, err := settlement.CheckVerification(plan, document)
	if err != nil {
		return apiErr(http.StatusUnprocessableEntity, wire.CodeAgreementViolation, "the result contradicts job %d's agreement %s: %v", jobID, plan.AgreementID, err)
	}
	if outcome.Passed != passed {
		return apiErr(http.StatusUnprocessableEntity, wire.CodeAgreementViolation, "the signed result says passed=%t, but job %d's agreement %s gives passed=%t (%s)",
			passed, jobID, plan.AgreementID, outcome.Passed, outcome.Summary())
	}
	return nil
}

// pastDeadline answers a result for a job whose waiting state's deadline has passed in the daemon's view.
// The refusal is final (409 result_expired) only when the chain agrees and nothing is still to come for
// this evaluator; while the view trails the chain, or while the backup evaluator waits for the finalize
// that activates it, the answer is a 503 to retry.
func (in *Intake) pastDeadline(ctx context.Context, job store.Job, evaluator common.Address, now time.Time) error {
	retry := func(format string, a ...any) error {
		return &Error{Status: http.StatusServiceUnavailable, Code: wire.CodeUnavailable, Message: fmt.Sprintf(format, a...), RetryAfter: 2}
	}
	if in.Chain != nil {
		st, deadline, _, err := in.Chain.ChainJob(ctx, job.ID)
		if err != nil {
			return retry("cannot read job %d from the chain now: retry shortly", job.ID)
		}
		if st == settlement.JobSubmitted && deadline > uint64(now.Unix()) {
			return retry("the daemon's view of job %d trails the chain (it waits for results until %d there): retry shortly", job.ID, deadline)
		}
	}
	if !job.BackupActive && job.TermsID != 0 {
		rec, err := in.Jobs.Terms(ctx, job.TermsID)
		if err != nil {
			return unavailable(fmt.Errorf("load terms %d: %w", job.TermsID, err))
		}
		if backup, err := backupEvaluator(rec); err == nil && backup == evaluator && backup != (common.Address{}) && holdsForBackup(rec) {
			return retry("job %d's evaluators were silent; its backup evaluator %s may post once the job is finalized (the daemon does it shortly): retry", job.ID, evaluator)
		}
	}
	return apiErr(http.StatusConflict, wire.CodeExpired, "job %d stopped accepting results at %d", job.ID, job.Deadline)
}

// verify accepts the evaluator's ECDSA signature over the result, or (like the escrow) a signature its
// ERC-1271 contract account accepts.
func (in *Intake) verify(ctx context.Context, result settlement.Result, digest common.Hash, sig []byte, evaluator common.Address) error {
	ecdsaErr := result.Verify(in.Domain, sig, evaluator)
	if ecdsaErr == nil {
		return nil
	}
	if in.Contracts != nil {
		ok, err := in.Contracts.IsValidSignature(ctx, evaluator, digest, sig)
		var exceeded *quota.Exceeded
		if errors.As(err, &exceeded) {
			return err // the client's contract-check quota: 429
		}
		if err != nil {
			return apiErr(http.StatusServiceUnavailable, wire.CodeUnavailable, "cannot check the ERC-1271 signature of %s now: %v", evaluator, err)
		}
		if ok {
			return nil
		}
	}
	return apiErr(http.StatusUnprocessableEntity, wire.CodeBadSignature, "signature does not verify for evaluator %s over this result: %v", evaluator, ecdsaErr)
}

// checkReplay answers duplicate_result for a result already accepted for this submission, whatever
// state the job has reached since.
func checkReplay(prior []store.Result, digest common.Hash) error {
	for _, p := range prior {
		if p.Digest == digest {
			return apiErr(http.StatusConflict, wire.CodeDuplicate, "this signed result was already accepted as %s", p.ID)
		}
	}
	return nil
}

// backupSlack: a backup evaluator posting this close to the evaluators' deadline is told to retry (the
// daemon's clock is the last block it saw, and the activation needs a finalize).
const backupSlack = 5 * time.Minute

// checkEvaluator: the signer must be one of the job's evaluators, or its backup once the backup is active.
func (in *Intake) checkEvaluator(ctx context.Context, job store.Job, evaluator common.Address) error {
	if job.BackupActive {
		rec, err := in.Jobs.Terms(ctx, job.TermsID)
		if err != nil {
			return unavailable(fmt.Errorf("load terms %d: %w", job.TermsID, err))
		}
		backup, err := backupEvaluator(rec)
		if err != nil {
			return err
		}
		if backup != evaluator {
			if err := in.appointedOnChain(ctx, job, []common.Address{backup}, evaluator); err != nil {
				return err
			}
			return apiErr(http.StatusForbidden, wire.CodeNotEvaluator, "job %d waits for its backup evaluator %s, not %s", job.ID, backup, evaluator)
		}
		return nil
	}
	for _, e := range job.Evaluators {
		if e == evaluator {
			return nil
		}
	}
	// The judges the job names: its evaluators and its backup (either may be a pool seat, appointing others).
	judges := job.Evaluators
	if job.TermsID != 0 {
		rec, err := in.Jobs.Terms(ctx, job.TermsID)
		if err != nil {
			return unavailable(fmt.Errorf("load terms %d: %w", job.TermsID, err))
		}
		backup, err := backupEvaluator(rec)
		if err == nil {
			judges = append(judges[:len(judges):len(judges)], backup)
		}
		if err == nil && backup == evaluator && holdsForBackup(rec) {
			// The backup evaluator, before the daemon's view shows it active: retry if the chain has
			// activated it already (the view trails), else say when it may post.
			if in.Chain != nil {
				if _, _, active, err := in.Chain.ChainJob(ctx, job.ID); err == nil && active {
					return &Error{Status: http.StatusServiceUnavailable, Code: wire.CodeUnavailable, RetryAfter: 2,
						Message: fmt.Sprintf("the daemon's view of job %d trails the chain (its backup evaluator is active there): retry shortly", job.ID)}
				}
			}
			if now, err := in.Now(); err == nil && uint64(now.Add(backupSlack).Unix()) >= job.Deadline {
				return &Error{Status: http.StatusServiceUnavailable, Code: wire.CodeUnavailable, RetryAfter: 2,
					Message: fmt.Sprintf("job %d's evaluators' deadline (%d) is here: its backup evaluator may post once the job is finalized (the daemon does it shortly): retry", job.ID, job.Deadline)}
			}
			return apiErr(http.StatusForbidden, wire.CodeNotEvaluator,
				"%s is job %d's backup evaluator: it may post once the evaluators' deadline (%d) has passed without enough results and the job is finalized", evaluator, job.ID, job.Deadline)
		}
	}
	if err := in.appointedOnChain(ctx, job, judges, evaluator); err != nil {
		return err
	}
	return apiErr(http.StatusForbidden, wire.CodeNotEvaluator, "%s is not an evaluator of job %d", evaluator, job.ID)
}

// appointedOnChain answers 503 (retry) when the job is judged through one of the pool's seats (one of
// judges, the view's evaluators or backup) and the chain already names evaluator among the job's
// evaluators: the seat appointed it and the daemon's view has not folded the draw yet. It returns nil
// otherwise, also when it cannot tell. Only jobs judged through a seat cost the chain read (spent from the
// caller's contract-check quota), so a stranger's results for other jobs make the daemon call nothing.
func (in *Intake) appointedOnChain(ctx context.Context, job store.Job, judges []common.Address, evaluator common.Address) error {
	if in.Chain == nil || in.Seats == nil {
		return nil
	}
	throughSeat := false
	for _, a := range judges {
		if _, ok, err := in.Seats.PoolSeat(ctx, a); err == nil && ok {
			throughSeat = true
			break
		}
	}
	if !throughSeat {
		return nil
	}
	onChain, err := in.Chain.ChainEvaluators(ctx, job.ID)
	var exceeded *quota.Exceeded
	if errors.As(err, &exceeded) {
		return err // the client's contract-check quota: 429
	}
	if err != nil || !slices.Contains(onChain, evaluator) {
		return nil
	}
	return &Error{Status: http.StatusServiceUnavailable, Code: wire.CodeUnavailable, RetryAfter: 2,
		Message: fmt.Sprintf("the daemon's view of job %d trails the chain (the evaluator pool appointed %s there): retry shortly", job.ID, evaluator)}
}

// checkNotCounted refuses a second result by the same evaluator for the same submission (the contract
// counts one per evaluator), unless the earlier one was rejected. It is the fast, friendly answer; the
// store's insert enforces the same rule atomically for results racing each other. (Replays of the same
// signed result were answered by checkReplay already.)
func checkNotCounted(prior []store.Result, job store.Job, evaluator common.Address) error {
	for _, r := range prior {
		if r.Evaluator == evaluator && r.SubmittedAt == job.SubmittedAt && r.Status != store.ResultRejected {
			return apiErr(http.StatusConflict, wire.CodeAlreadyCounted, "evaluator %s already has result %s for this submission of job %d", evaluator, r.ID, job.ID)
		}
	}
	return nil
}

// unavailable turns a store failure that is not the request's fault (a full disk, an I/O error, a busy
// or closed database) into a 503 with Retry-After: the result was not stored, and the evaluator should
// post it again. Other errors stay internal (500).
// nodeUnavailable is the answer when the chain node did not answer a read the request needs (a timeout or
// a transport failure, not a verdict): 503 with Retry-After, saying what could not be done and that
// nothing was stored. It names no node error: those can carry the node's URL.
func nodeUnavailable(what string) error {
	return &Error{Status: http.StatusServiceUnavailable, Code: wire.CodeUnavailable, RetryAfter: 2,
		Message: "cannot " + what + " now: the chain node did not answer; nothing was stored; retry shortly"}
}

func unavailable(err error) error {
	if store.IsUnavailable(err) {
		msg := "the daemon cannot store results right now: retry shortly"
		if store.IsStorageFull(err) {
			msg = "the daemon's storage is full: nothing was stored; retry shortly"
		}
		return &Error{Status: http.StatusServiceUnavailable, Code: wire.CodeUnavailable, Message: msg, RetryAfter: 5}
	}
	return err
}
