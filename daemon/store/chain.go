package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// JobEvent is one escrow log that belongs to a job, stored raw. (BlockNumber, LogIndex) identifies it
// on the canonical chain. The store does not interpret Topics and Data: the caller's Fold decodes them
// (with the typed bindings) whenever a job is folded or rebuilt.
type JobEvent struct {
	JobID       uint64
	BlockNumber uint64
	BlockHash   common.Hash
	BlockTime   uint64 // block timestamp, unix seconds (e.g. a JobSubmitted event's submission time)
	TxHash      common.Hash
	LogIndex    uint
	Name        string // event name, e.g. "JobFunded"
	Topics      []common.Hash
	Data        []byte
}

// DepositKind says which of a job's two deposit addresses a Deposit is.
type DepositKind string

// The deposit addresses of a job (escrow.DepositAddress and escrow.CollateralAddress).
const (
	DepositBudget     DepositKind = "budget"     // the client's budget: the x402 payTo of funding
	DepositCollateral DepositKind = "collateral" // the provider's collateral: the x402 payTo of acceptance
)

// Deposit maps one of a job's deposit addresses to the job (recorded from its JobCreated event).
type Deposit struct {
	Address     common.Address
	JobID       uint64
	Kind        DepositKind
	BlockNumber uint64
}

// CreditEvent is a Credited or CreditPaid event of the escrow: a payout the token refused was credited
// to Account, or a credit was pushed to it.
type CreditEvent struct {
	Account     common.Address
	Paid        bool // CreditPaid (else Credited)
	Amount      *big.Int
	BlockNumber uint64
	LogIndex    uint
	BlockHash   common.Hash
}

// Acceptance is a ResultAccepted event: the escrow counted the result with this EIP-712 digest.
type Acceptance struct {
	Digest      common.Hash
	JobID       uint64
	Evaluator   common.Address
	BlockNumber uint64
	TxHash      common.Hash
}

// Skip is a ResultSkipped event: a batched relay (submitResults) of the evaluator's result for the job did
// not count it, for Reason (the escrow's custom error, by name). TxHash is the batch's transaction.
type Skip struct {
	JobID       uint64
	Evaluator   common.Address
	Reason      string
	BlockNumber uint64
	TxHash      common.Hash
}

// TermsRecord is a TermsRegistered event: ASA terms shared by the jobs that reference TermsID.
type TermsRecord struct {
	ID          uint64
	Hash        common.Hash
	Terms       json.RawMessage // the watcher's JSON encoding of IAsaEscrow.Terms
	BlockNumber uint64
}

// Job is the daemon's view of one escrow job, as folded from its events.
type Job struct {
	ID           uint64
	Client       common.Address
	Provider     common.Address
	Evaluators   []common.Address // evaluators[0] is the ERC-8183 evaluator
	Quorum       uint8
	Status       settlement.JobStatus
	Budget       *big.Int
	TermsID      uint64 // 0 for plain ERC-8183 jobs
	TermsHash    common.Hash
	Terms        json.RawMessage // read from the terms table by TermsID (nil for plain jobs); not stored per job
	ExpiredAt    uint64
	Deadline     uint64 // deadline of the current waiting state, unix seconds; 0 = none (stored as NULL)
	SubmittedAt  uint64
	Deliverable  common.Hash
	Score        uint16
	ResultCount  uint8
	BackupActive bool
	// BudgetFunded: the budget is in escrow (JobFunded); the job stays Open while it waits for acceptance.
	BudgetFunded bool
	// AcceptanceRequired: the terms ask for the provider's acceptance (AcceptanceRequired, or JobAccepted for a
	// job accepted in the call that created it).
	AcceptanceRequired bool
	// Accepted: the provider accepted and posted its collateral (JobAccepted).
	Accepted bool
	// AgreementID is the escrow's agreement (parties and terms shared by jobs) the job belongs to, and
	// AgreementHash the hash of the agreement document it was created for (AsaJobCreated; zero for plain jobs
	// and documents not named).
	AgreementID   uint64
	AgreementHash common.Hash
	// AcceptanceNonce is the acceptance nonce (its agreement's) the provider's acceptance must carry
	// (AcceptanceRequired or JobAccepted; meaningful only when AcceptanceRequired).
	AcceptanceNonce uint64
	// Collateral is what the terms ask the provider to post (budget * collateralBps / 10000, rounded down,
	// as getJob says); CollateralPosted what it posted with its acceptance (JobAccepted); CollateralKept
	// and CollateralSlashed how it settled (CollateralSettled: kept back to the provider, slashed to the
	// client). Nil reads as zero.
	Collateral        *big.Int
	CollateralPosted  *big.Int
	CollateralKept    *big.Int
	CollateralSlashed *big.Int
	LastBlock         uint64 // block of the last event folded into this view (set by the store)
}

// TermsLookup returns the terms registered under id as visible inside the transaction being applied
// (including terms registered earlier in the same update); ok is false when there are none.
type TermsLookup func(id uint64) (rec TermsRecord, ok bool, err error)

// Fold applies one event to a job's view. It is called in chain order, starting from a zero Job
// (ID set, Budget zero) for a job's first event, and must be deterministic: the same events must always
// produce the same Job, because a reorg rebuilds affected jobs by replaying their remaining events.
// It must not keep job or ev beyond the call.
type Fold func(job *Job, ev JobEvent, terms TermsLookup) error

// ChainUpdate is what the indexer learned from one block's logs, applied atomically by [Store.Apply]
// (or inside the watcher's transaction by [Store.ApplyTx]).
type ChainUpdate struct {
	// Terms are TermsRegistered events.
	Terms []TermsRecord
	// Events are the job events, in chain order (block number, then log index).
	Events []JobEvent
	// Deposits are the deposit addresses of jobs created in the range.
	Deposits []Deposit
	// Accepted are the results the escrow counted (ResultAccepted).
	Accepted []Acceptance
	// Credits are the Credited and CreditPaid events, in chain order.
	Credits []CreditEvent
	// Skipped are the results a batched relay did not count (ResultSkipped).
	Skipped []Skip
	// PoolSeats are the seats of the policies the evaluator pool opened (PolicyOpened).
	PoolSeats []PoolSeat
	// PoolAssignments are the pool's appointments (Assigned), and PoolRecords its Recorded events, in chain
	// order.
	PoolAssignments []PoolAssignment
	PoolRecords     []PoolRecord
	// PoolRegistrations are the pool's Registered events.
	PoolRegistrations []PoolRegistration
}

// Apply records terms, events, deposits and counted results of one scanned range and folds the events
// into the jobs view, all in one transaction. Re-applying an identical event (same block, log index and
// block hash) is skipped, so a re-scan after a crash is harmless; a conflicting event (another hash at
// the same position) fails with ErrBlockMismatch and nothing is written: call RewindTo first. A fold
// error likewise aborts the whole update.
func (s *Store) Apply(ctx context.Context, u ChainUpdate, fold Fold) error {
	if err := checkUpdate(u, fold); err != nil {
		return err
	}
	if err := s.inTx(ctx, func(tx *sql.Tx) error { return applyUpdate(ctx, s.hotTx(tx), u, fold, s.nowMillis()) }); err != nil {
		return fmt.Errorf("store: apply: %w", err)
	}
	return nil
}

// ApplyTx is Apply inside a transaction the caller owns (the chain watcher's, which also carries its
// block checkpoint), so derived jobs and checkpoints commit together.
func (s *Store) ApplyTx(ctx context.Context, tx *sql.Tx, u ChainUpdate, fold Fold) error {
	if err := checkUpdate(u, fold); err != nil {
		return err
	}
	if err := applyUpdate(ctx, s.hotTx(tx), u, fold, s.nowMillis()); err != nil {
		return fmt.Errorf("store: apply: %w", err)
	}
	return nil
}

func applyUpdate(ctx context.Context, tx txq, u ChainUpdate, fold Fold, now int64) error {
	{
		for _, t := range u.Terms {
			if err := putTerms(ctx, tx, t); err != nil {
				return err
			}
		}
		jobs := map[uint64]*Job{}
		before := map[uint64]fundingState{}
		var order []uint64
		lookup := termsLookup(ctx, tx)
		for _, ev := range u.Events {
			fresh, err := putEvent(ctx, tx, ev)
			if err != nil {
				return err
			}
			if !fresh {
				continue
			}
			j, ok := jobs[ev.JobID]
			if !ok {
				loaded, err := getJob(ctx, tx, ev.JobID)
				switch {
				case errors.Is(err, ErrNotFound):
					loaded = Job{ID: ev.JobID, Budget: new(big.Int)}
				case err != nil:
					return err
				}
				j = &loaded
				jobs[ev.JobID] = j
				before[ev.JobID] = fundingOf(loaded)
				order = append(order, ev.JobID)
			}
			if err := fold(j, ev, lookup); err != nil {
				return fmt.Errorf("fold %s of job %d at %d/%d: %w", ev.Name, ev.JobID, ev.BlockNumber, ev.LogIndex, err)
			}
			j.ID = ev.JobID
			j.LastBlock = ev.BlockNumber
		}
		for _, id := range order {
			if err := putJob(ctx, tx, jobs[id]); err != nil {
				return err
			}
			if fundingOf(*jobs[id]) != before[id] {
				// What the job's deposits may do changed: the keeper looks at them again at once.
				if _, err := tx.ExecContext(ctx, `UPDATE deposits SET next_check = 0, checks = 0 WHERE job_id = ?`, int64(id)); err != nil {
					return fmt.Errorf("recheck deposits of job %d: %w", id, err)
				}
			}
		}
		for _, d := range u.Deposits {
			if err := putDeposit(ctx, tx, d); err != nil {
				return err
			}
		}
		for _, a := range u.Accepted {
			if err := acceptResult(ctx, tx, a); err != nil {
				return err
			}
		}
		for _, c := range u.Credits {
			if err := putCreditEvent(ctx, tx, c); err != nil {
				return err
			}
		}
		for _, sk := range u.Skipped {
			if err := skipResult(ctx, tx, sk, now); err != nil {
				return err
			}
		}
		for _, ps := range u.PoolSeats {
			if err := putPoolSeat(ctx, tx, ps); err != nil {
				return err
			}
		}
		for _, a := range u.PoolAssignments {
			if err := putPoolAssignment(ctx, tx, a); err != nil {
				return err
			}
		}
		for _, r := range u.PoolRecords {
			if err := putPoolRecord(ctx, tx, r); err != nil {
				return err
			}
		}
		for _, r := range u.PoolRegistrations {
			if err := putPoolRegistration(ctx, tx, r); err != nil {
				return err
			}
		}
		return nil
	}
}

// fundingState is what decides whether a job's deposits can still serve it: the escrow's returnDeposit
// asks whether the job is Open (and inside its fund window, which the keeper's schedule follows), whether
// the budget is in and whether the provider accepted. A move between other states (Submitted to Verified
// to Settled) changes nothing for the deposits, so it costs the keeper no balance read.
type fundingState struct {
	open, budgetFunded, accepted bool
}

func fundingOf(j Job) fundingState {
	return fundingState{j.Status == settlement.JobOpen, j.BudgetFunded, j.Accepted}
}

// checkUpdate validates an update before anything is written.
func checkUpdate(u ChainUpdate, fold Fold) error {
	if fold == nil {
		return errors.New("store: apply: nil fold")
	}
	for i := 1; i < len(u.Events); i++ {
		a, b := u.Events[i-1], u.Events[i]
		if b.BlockNumber < a.BlockNumber || (b.BlockNumber == a.BlockNumber && b.LogIndex <= a.LogIndex) {
			return fmt.Errorf("store: apply: events out of chain order at %d/%d after %d/%d", b.BlockNumber, b.LogIndex, a.BlockNumber, a.LogIndex)
		}
	}
	for _, ev := range u.Events {
		if ev.Name == "" || len(ev.Topics) == 0 {
			return fmt.Errorf("store: apply: event at %d/%d has no name or no topics", ev.BlockNumber, ev.LogIndex)
		}
	}
	for _, t := range u.Terms {
		if err := validJSON(fmt.Sprintf("terms %d", t.ID), t.Terms); err != nil {
			return fmt.Errorf("store: apply: %w", err)
		}
	}
	return nil
}

// RewindTo undoes everything above block n after a reorg, in one transaction (see RewindToTx).
func (s *Store) RewindTo(ctx context.Context, n uint64, fold Fold) (int, error) {
	var affected int
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		affected, err = s.RewindToTx(ctx, tx, n, fold)
		return err
	})
	return affected, err
}

// RewindToTx undoes everything derived from blocks above n inside the caller's transaction (the chain
// watcher's): it deletes job events, terms, deposits, pool seats and assignments and funding receipts with block
// number > n (and
// reopens the payment answers that carried those receipts), rebuilds every job
// that had such an event from its remaining events (a job with none left is deleted); it reopens every
// transaction-manager intent mined above n (its transaction is no longer on the chain: the manager
// re-checks and re-sends it); and a result whose ResultAccepted was removed is no longer confirmed: it
// waits for its reopened relay, or is queued for a new relay; a canary commit or reveal mined above n is
// no longer counted (rewindCanariesTx). It returns how many jobs were rebuilt.
func (s *Store) RewindToTx(ctx context.Context, tx *sql.Tx, n uint64, fold Fold) (int, error) {
	if fold == nil {
		return 0, errors.New("store: rewind: nil fold")
	}
	bn, err := sqlInt("block number", n)
	if err != nil {
		return 0, fmt.Errorf("store: rewind: %w", err)
	}
	affected, err := rewindTx(ctx, tx, bn, fold, s.nowMillis())
	if err != nil {
		return 0, fmt.Errorf("store: rewind to block %d: %w", n, err)
	}
	return affected, nil
}

// ReopenOffCanonicalTx reopens, inside the caller's transaction (the chain watcher's), every
// transaction-manager intent recorded as mined or confirmed in block number n under another hash than
// the canonical one: a reorg replaced that block before the watcher reached it. The intent goes back
// to mined with no block hash, as a rewind leaves it, and the manager looks for its receipt again. It
// returns how many were reopened.
func (s *Store) ReopenOffCanonicalTx(ctx context.Context, tx *sql.Tx, n uint64, hash common.Hash) (int64, error) {
	bn, err := sqlInt("block number", n)
	if err != nil {
		return 0, fmt.Errorf("store: reopen: %w", err)
	}
	res, err := tx.ExecContext(ctx, `UPDATE txmgr_intents SET state = 'mined', block_hash = '', updated_at = ?
		WHERE state IN ('mined', 'confirmed') AND block_number = ? AND block_hash <> '' AND block_hash <> ?`, s.nowMillis(), bn, hashText(hash))
	if err != nil {
		return 0, fmt.Errorf("store: reopen intents off the canonical block %d: %w", n, err)
	}
	return res.RowsAffected()
}

func rewindTx(ctx context.Context, tx *sql.Tx, bn int64, fold Fold, now int64) (int, error) {
	rows, err := tx.QueryContext(ctx, `SELECT DISTINCT job_id FROM job_events WHERE block_number > ?`, bn)
	if err != nil {
		return 0, err
	}
	affected, err := scanIDs(rows)
	if err != nil {
		return 0, err
	}
	for _, q := range []string{
		`DELETE FROM job_events WHERE block_number > ?`,
		`DELETE FROM terms WHERE block_number > ?`,
		`DELETE FROM deposits WHERE block_number > ?`,
		`DELETE FROM credit_events WHERE block_number > ?`,
	} {
		if _, err := tx.ExecContext(ctx, q, bn); err != nil {
			return 0, err
		}
	}
	if err := rewindPoolTx(ctx, tx, bn); err != nil {
		return 0, err
	}
	if err := rewindCanariesTx(ctx, tx, bn, now); err != nil {
		return 0, err
	}
	if err := rebuild(ctx, tx, affected, fold); err != nil {
		return 0, err
	}
	if err := rewindReceiptsTx(ctx, tx, bn); err != nil {
		return 0, err
	}
	// Intents mined above the ancestor: back to mined with no block hash, so that a confirmation racing
	// this rewind cannot match, and the manager looks for the receipt again.
	if _, err := tx.ExecContext(ctx, `UPDATE txmgr_intents SET state = 'mined', block_hash = '', updated_at = ?
		WHERE state IN ('mined', 'confirmed') AND block_number > ?`, now, bn); err != nil {
		return 0, fmt.Errorf("reopen intents: %w", err)
	}
	// Results whose acceptance was removed: relayed again if their relay intent is open now, otherwise
	// pending for a new relay round.
	if _, err := tx.ExecContext(ctx, `UPDATE results SET status = 'relayed', accepted_block = 0, updated_at = ?
		WHERE status = 'confirmed' AND accepted_block > ?
		AND EXISTS (SELECT 1 FROM txmgr_intents i WHERE i.key = results.relay_key AND i.state IN ('pending', 'inflight', 'mined'))`, now, bn); err != nil {
		return 0, fmt.Errorf("unconfirm results: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE results SET status = 'pending', accepted_block = 0, relay_key = '', relay_round = relay_round + 1, updated_at = ?
		WHERE status = 'confirmed' AND accepted_block > ?`, now, bn); err != nil {
		return 0, fmt.Errorf("unconfirm results: %w", err)
	}
	if err := unskipResults(ctx, tx, bn, now); err != nil {
		return 0, err
	}
	return len(affected), nil
}

// rebuild replaces the view of each job in ids by the fold of its stored events.
func rebuild(ctx context.Context, tx *sql.Tx, ids []uint64, fold Fold) error {
	lookup := termsLookup(ctx, tx)
	for _, id := range ids {
		evs, err := jobEvents(ctx, tx, id)
		if err != nil {
			return err
		}
		if len(evs) == 0 {
			if _, err := tx.ExecContext(ctx, `DELETE FROM jobs WHERE id = ?`, int64(id)); err != nil {
				return fmt.Errorf("delete job %d: %w", id, err)
			}
			continue
		}
		j := &Job{ID: id, Budget: new(big.Int)}
		for _, ev := range evs {
			if err := fold(j, ev, lookup); err != nil {
				return fmt.Errorf("fold %s of job %d at %d/%d: %w", ev.Name, id, ev.BlockNumber, ev.LogIndex, err)
			}
			j.ID = id
			j.LastBlock = ev.BlockNumber
		}
		if err := putJob(ctx, tx, j); err != nil {
			return err
		}
	}
	return nil
}

func scanIDs(rows *sql.Rows) ([]uint64, error) {
	defer rows.Close()
	var ids []uint64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, uint64(id))
	}
	return ids, rows.Err()
}

func putTerms(ctx context.Context, tx txq, t TermsRecord) error {
	bn, err := sqlInt("block number", t.BlockNumber)
	if err != nil {
		return err
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO terms (terms_id, terms_hash, terms, block_number) VALUES (?, ?, ?, ?)
		ON CONFLICT(terms_id) DO NOTHING`, int64(t.ID), hashText(t.Hash), string(t.Terms), bn)
	if err != nil {
		return fmt.Errorf("put terms %d: %w", t.ID, err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return nil
	}
	var have string
	if err := tx.QueryRowContext(ctx, `SELECT terms_hash FROM terms WHERE terms_id = ?`, int64(t.ID)).Scan(&have); err != nil {
		return fmt.Errorf("put terms %d: %w", t.ID, err)
	}
	if have != hashText(t.Hash) {
		return fmt.Errorf("terms %d: stored hash %s, got %s: %w", t.ID, have, hashText(t.Hash), ErrBlockMismatch)
	}
	return nil
}

// putEvent inserts ev; fresh is false when the identical event is already stored.
func putEvent(ctx context.Context, tx txq, ev JobEvent) (fresh bool, err error) {
	bn, err := sqlInt("block number", ev.BlockNumber)
	if err != nil {
		return false, err
	}
	id, err := sqlInt("job id", ev.JobID)
	if err != nil {
		return false, err
	}
	bt, err := sqlInt("block time", ev.BlockTime)
	if err != nil {
		return false, err
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO job_events
		(block_number, log_index, block_hash, block_time, tx_hash, job_id, name, topics, data)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(block_number, log_index) DO NOTHING`,
		bn, int64(ev.LogIndex), hashText(ev.BlockHash), bt, hashText(ev.TxHash), id, ev.Name, topicsBlob(ev.Topics), nonNil(ev.Data))
	if err != nil {
		return false, fmt.Errorf("put event %d/%d: %w", ev.BlockNumber, ev.LogIndex, err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return true, nil
	}
	var have string
	var haveJob int64
	if err := tx.QueryRowContext(ctx, `SELECT block_hash, job_id FROM job_events WHERE block_number = ? AND log_index = ?`,
		bn, int64(ev.LogIndex)).Scan(&have, &haveJob); err != nil {
		return false, fmt.Errorf("put event %d/%d: %w", ev.BlockNumber, ev.LogIndex, err)
	}
	if have != hashText(ev.BlockHash) || haveJob != id {
		return false, fmt.Errorf("event %d/%d: stored block %s, got %s: %w", ev.BlockNumber, ev.LogIndex, have, hashText(ev.BlockHash), ErrBlockMismatch)
	}
	return false, nil
}

const jobColumns = `id, client, provider, evaluators, quorum, status, budget, terms_id, terms_hash,
	expired_at, deadline, submitted_at, deliverable, score, result_count, backup_active, budget_funded,
	acceptance_required, accepted, agreement_id, agreement_hash, acceptance_nonce, collateral, collateral_posted,
	collateral_kept, collateral_slashed, last_block`

// jobSelect reads jobs with their terms JSON joined from the shared terms table.
const jobSelect = `SELECT j.id, j.client, j.provider, j.evaluators, j.quorum, j.status, j.budget, j.terms_id,
	j.terms_hash, j.expired_at, j.deadline, j.submitted_at, j.deliverable, j.score, j.result_count,
	j.backup_active, j.budget_funded, j.acceptance_required, j.accepted, j.agreement_id, j.agreement_hash,
	j.acceptance_nonce, j.collateral, j.collateral_posted, j.collateral_kept, j.collateral_slashed, j.last_block, t.terms
	FROM jobs j LEFT JOIN terms t ON j.terms_id <> 0 AND t.terms_id = j.terms_id `

func putJob(ctx context.Context, tx txq, j *Job) error {
	id, err := sqlInt("job id", j.ID)
	if err != nil {
		return err
	}
	budget, err := bigText(j.Budget)
	if err != nil {
		return fmt.Errorf("job %d budget: %w", j.ID, err)
	}
	evs := make([]string, len(j.Evaluators))
	for i, a := range j.Evaluators {
		evs[i] = addrText(a)
	}
	evJSON, err := json.Marshal(evs)
	if err != nil {
		return fmt.Errorf("job %d evaluators: %w", j.ID, err)
	}
	var deadline any
	if j.Deadline != 0 {
		if deadline, err = sqlInt("deadline", j.Deadline); err != nil {
			return err
		}
	}
	var vals [5]int64
	for i, f := range []struct {
		name string
		v    uint64
	}{{"expiredAt", j.ExpiredAt}, {"submittedAt", j.SubmittedAt}, {"last block", j.LastBlock}, {"agreement id", j.AgreementID}, {"acceptance nonce", j.AcceptanceNonce}} {
		if vals[i], err = sqlInt(f.name, f.v); err != nil {
			return fmt.Errorf("job %d: %w", j.ID, err)
		}
	}
	var amounts [4]string
	for i, v := range []*big.Int{j.Collateral, j.CollateralPosted, j.CollateralKept, j.CollateralSlashed} {
		if amounts[i], err = bigText(v); err != nil {
			return fmt.Errorf("job %d collateral: %w", j.ID, err)
		}
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO jobs (`+jobColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT(id) DO UPDATE SET
			client = excluded.client, provider = excluded.provider, evaluators = excluded.evaluators,
			quorum = excluded.quorum, status = excluded.status, budget = excluded.budget,
			terms_id = excluded.terms_id, terms_hash = excluded.terms_hash,
			expired_at = excluded.expired_at, deadline = excluded.deadline, submitted_at = excluded.submitted_at,
			deliverable = excluded.deliverable, score = excluded.score, result_count = excluded.result_count,
			backup_active = excluded.backup_active, budget_funded = excluded.budget_funded,
			acceptance_required = excluded.acceptance_required, accepted = excluded.accepted,
			agreement_id = excluded.agreement_id, agreement_hash = excluded.agreement_hash,
			acceptance_nonce = excluded.acceptance_nonce, collateral = excluded.collateral,
			collateral_posted = excluded.collateral_posted, collateral_kept = excluded.collateral_kept,
			collateral_slashed = excluded.collateral_slashed, last_block = excluded.last_block`,
		id, addrText(j.Client), addrText(j.Provider), string(evJSON), int64(j.Quorum), int64(j.Status), budget,
		int64(j.TermsID), hashText(j.TermsHash), vals[0], deadline, vals[1], hashText(j.Deliverable),
		int64(j.Score), int64(j.ResultCount), j.BackupActive, j.BudgetFunded, j.AcceptanceRequired, j.Accepted,
		vals[3], hashText(j.AgreementHash), vals[4], amounts[0], amounts[1], amounts[2], amounts[3], vals[2])
	if err != nil {
		return fmt.Errorf("put job %d: %w", j.ID, err)
	}
	return nil
}

type rowScanner interface{ Scan(dest ...any) error }

type queryer interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func scanJob(r rowScanner) (Job, error) {
	var (
		j                                    Job
		id, quorum, status, termsID          int64
		client, provider, evJSON, budget, th string
		terms                                sql.NullString
		expiredAt, submittedAt, lastBlock    int64
		deadline                             sql.NullInt64
		deliverable, agreementHash           string
		score, resultCount                   int64
		backup, funded, acceptance, accepted bool
		agreementID, acceptanceNonce         int64
		collateral                           [4]string
	)
	if err := r.Scan(&id, &client, &provider, &evJSON, &quorum, &status, &budget, &termsID, &th,
		&expiredAt, &deadline, &submittedAt, &deliverable, &score, &resultCount, &backup, &funded, &acceptance, &accepted,
		&agreementID, &agreementHash, &acceptanceNonce, &collateral[0], &collateral[1], &collateral[2], &collateral[3],
		&lastBlock, &terms); err != nil {
		return Job{}, err
	}
	var err error
	j.ID = uint64(id)
	if j.Client, err = parseAddr(client); err != nil {
		return Job{}, err
	}
	if j.Provider, err = parseAddr(provider); err != nil {
		return Job{}, err
	}
	var evs []string
	if err := json.Unmarshal([]byte(evJSON), &evs); err != nil {
		return Job{}, fmt.Errorf("job %d evaluators: %w", id, err)
	}
	for _, e := range evs {
		a, err := parseAddr(e)
		if err != nil {
			return Job{}, err
		}
		j.Evaluators = append(j.Evaluators, a)
	}
	j.Quorum, j.Status, j.TermsID = uint8(quorum), settlement.JobStatus(status), uint64(termsID)
	if j.Budget, err = parseBig(budget); err != nil {
		return Job{}, err
	}
	if j.TermsHash, err = parseHash(th); err != nil {
		return Job{}, err
	}
	if terms.Valid {
		j.Terms = json.RawMessage(terms.String)
	}
	j.ExpiredAt, j.SubmittedAt, j.LastBlock = uint64(expiredAt), uint64(submittedAt), uint64(lastBlock)
	if deadline.Valid {
		j.Deadline = uint64(deadline.Int64)
	}
	if j.Deliverable, err = parseHash(deliverable); err != nil {
		return Job{}, err
	}
	j.Score, j.ResultCount, j.BackupActive = uint16(score), uint8(resultCount), backup
	j.BudgetFunded, j.AcceptanceRequired, j.Accepted = funded, acceptance, accepted
	j.AgreementID, j.AcceptanceNonce = uint64(agreementID), uint64(acceptanceNonce)
	if j.AgreementHash, err = parseHash(agreementHash); err != nil {
		return Job{}, err
	}
	for i, dst := range []**big.Int{&j.Collateral, &j.CollateralPosted, &j.CollateralKept, &j.CollateralSlashed} {
		if *dst, err = parseBig(collateral[i]); err != nil {
			return Job{}, fmt.Errorf("job %d collateral: %w", id, err)
		}
	}
	return j, nil
}

func getJob(ctx context.Context, q queryer, id uint64) (Job, error) {
	sid, err := sqlInt("job id", id)
	if err != nil {
		return Job{}, err
	}
	j, err := scanJob(q.QueryRowContext(ctx, jobSelect+`WHERE j.id = ?`, sid))
	if errors.Is(err, sql.ErrNoRows) {
		return Job{}, fmt.Errorf("job %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return Job{}, fmt.Errorf("get job %d: %w", id, err)
	}
	return j, nil
}

// Job returns the view of job id, or an error wrapping ErrNotFound.
func (s *Store) Job(ctx context.Context, id uint64) (Job, error) {
	j, err := getJob(ctx, s.hot(), id)
	if err != nil {
		return Job{}, fmt.Errorf("store: %w", err)
	}
	return j, nil
}

// ResultJob returns job id with only what the intake checks a result against set: ID, Status, TermsID,
// Deadline, SubmittedAt, Deliverable, Evaluators and BackupActive (Job reads every column, and the terms
// document besides, for each result). The error wraps ErrNotFound for a job the view does not have.
func (s *Store) ResultJob(ctx context.Context, id uint64) (Job, error) {
	sid, err := sqlInt("job id", id)
	if err != nil {
		return Job{}, fmt.Errorf("store: %w", err)
	}
	var (
		j                            Job
		status, termsID, submittedAt int64
		deadline                     sql.NullInt64
		deliverable, evJSON          string
		backup                       bool
	)
	err = s.queryRow(ctx, `SELECT status, terms_id, deadline, submitted_at, deliverable, evaluators, backup_active FROM jobs WHERE id = ?`, sid).
		Scan(&status, &termsID, &deadline, &submittedAt, &deliverable, &evJSON, &backup)
	if errors.Is(err, sql.ErrNoRows) {
		return Job{}, fmt.Errorf("store: job %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return Job{}, fmt.Errorf("store: get job %d: %w", id, err)
	}
	j.ID, j.Status, j.TermsID, j.SubmittedAt, j.BackupActive = id, settlement.JobStatus(status), uint64(termsID), uint64(submittedAt), backup
	if deadline.Valid {
		j.Deadline = uint64(deadline.Int64)
	}
	if j.Deliverable, err = parseHash(deliverable); err != nil {
		return Job{}, fmt.Errorf("store: job %d: %w", id, err)
	}
	var evs []string
	if err := json.Unmarshal([]byte(evJSON), &evs); err != nil {
		return Job{}, fmt.Errorf("store: job %d evaluators: %w", id, err)
	}
	for _, e := range evs {
		a, err := parseAddr(e)
		if err != nil {
			return Job{}, fmt.Errorf("store: job %d: %w", id, err)
		}
		j.Evaluators = append(j.Evaluators, a)
	}
	return j, nil
}

// Jobs returns up to limit jobs with id > afterID in id order (keyset pagination; start with 0).
func (s *Store) Jobs(ctx context.Context, afterID uint64, limit int) ([]Job, error) {
	after, err := sqlInt("job id", afterID)
	if err != nil {
		return nil, fmt.Errorf("store: list jobs: %w", err)
	}
	if limit <= 0 {
		return nil, fmt.Errorf("store: list jobs: limit %d must be positive", limit)
	}
	rows, err := s.db.QueryContext(ctx, jobSelect+`WHERE j.id > ? ORDER BY j.id LIMIT ?`, after, limit)
	if err != nil {
		return nil, fmt.Errorf("store: list jobs: %w", err)
	}
	defer rows.Close()
	var out []Job
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("store: list jobs: %w", err)
		}
		out = append(out, j)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: list jobs: %w", err)
	}
	return out, nil
}

func jobEvents(ctx context.Context, q queryer, id uint64) ([]JobEvent, error) {
	sid, err := sqlInt("job id", id)
	if err != nil {
		return nil, err
	}
	rows, err := q.QueryContext(ctx, `SELECT block_number, log_index, block_hash, block_time, tx_hash, name, topics, data
		FROM job_events WHERE job_id = ? ORDER BY block_number, log_index`, sid)
	if err != nil {
		return nil, fmt.Errorf("events of job %d: %w", id, err)
	}
	defer rows.Close()
	var out []JobEvent
	for rows.Next() {
		var (
			bn, li, bt   int64
			bh, th, name string
			topics, data []byte
		)
		if err := rows.Scan(&bn, &li, &bh, &bt, &th, &name, &topics, &data); err != nil {
			return nil, fmt.Errorf("events of job %d: %w", id, err)
		}
		ev := JobEvent{JobID: id, BlockNumber: uint64(bn), LogIndex: uint(li), BlockTime: uint64(bt), Name: name, Data: data}
		if ev.Topics, err = parseTopics(topics); err != nil {
			return nil, fmt.Errorf("event %d/%d: %w", bn, li, err)
		}
		if ev.BlockHash, err = parseHash(bh); err != nil {
			return nil, err
		}
		if ev.TxHash, err = parseHash(th); err != nil {
			return nil, err
		}
		out = append(out, ev)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("events of job %d: %w", id, err)
	}
	return out, nil
}

// JobEvents returns the events applied to job id in chain order (its timeline); empty if none.
func (s *Store) JobEvents(ctx context.Context, id uint64) ([]JobEvent, error) {
	evs, err := jobEvents(ctx, s.db, id)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	return evs, nil
}

// JobWithEvents returns job id and its timeline as of one moment: both are read in one read-only
// transaction (a repeatable-read snapshot on PostgreSQL; a deferred read transaction on SQLite, which in
// WAL mode reads one snapshot without taking the write lock), so a job's status never trails or leads the
// events it is shown with while the watcher applies blocks.
func (s *Store) JobWithEvents(ctx context.Context, id uint64) (Job, []JobEvent, error) {
	var (
		j   Job
		evs []JobEvent
	)
	read := func(q queryer) error {
		var err error
		if j, err = getJob(ctx, q, id); err != nil {
			return err
		}
		evs, err = jobEvents(ctx, q, id)
		return err
	}
	if err := s.readSnapshot(ctx, read); err != nil {
		return Job{}, nil, fmt.Errorf("store: job %d with its events: %w", id, err)
	}
	return j, evs, nil
}

// readSnapshot runs read inside one read-only transaction. On SQLite the pool's transactions begin
// IMMEDIATE (they would take the write lock), so the snapshot is a plain BEGIN on a connection of its own.
func (s *Store) readSnapshot(ctx context.Context, read func(queryer) error) error {
	if s.d.name == "postgres" {
		tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true, Isolation: sql.LevelRepeatableRead})
		if err != nil {
			return fmt.Errorf("begin: %w", err)
		}
		defer func() { _ = tx.Rollback() }() // read only: nothing to commit
		return read(tx)
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("connection: %w", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN DEFERRED"); err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer func() { _, _ = conn.ExecContext(context.Background(), "ROLLBACK") }()
	return read(conn)
}

func getTerms(ctx context.Context, q queryer, id uint64) (TermsRecord, error) {
	var (
		h, t string
		bn   int64
	)
	err := q.QueryRowContext(ctx, `SELECT terms_hash, terms, block_number FROM terms WHERE terms_id = ?`, int64(id)).Scan(&h, &t, &bn)
	if errors.Is(err, sql.ErrNoRows) {
		return TermsRecord{}, fmt.Errorf("terms %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return TermsRecord{}, fmt.Errorf("get terms %d: %w", id, err)
	}
	hash, err := parseHash(h)
	if err != nil {
		return TermsRecord{}, err
	}
	return TermsRecord{ID: id, Hash: hash, Terms: json.RawMessage(t), BlockNumber: uint64(bn)}, nil
}

func termsLookup(ctx context.Context, q queryer) TermsLookup {
	return func(id uint64) (TermsRecord, bool, error) {
		rec, err := getTerms(ctx, q, id)
		if errors.Is(err, ErrNotFound) {
			return TermsRecord{}, false, nil
		}
		if err != nil {
			return TermsRecord{}, false, err
		}
		return rec, true, nil
	}
}

// Terms returns the terms registered under id, or an error wrapping ErrNotFound.
func (s *Store) Terms(ctx context.Context, id uint64) (TermsRecord, error) {
	rec, err := getTerms(ctx, s.hot(), id)
	if err != nil {
		return TermsRecord{}, fmt.Errorf("store: %w", err)
	}
	return rec, nil
}

// putDeposit records a job's deposit address; the same address for the same job again is a no-op.
func putDeposit(ctx context.Context, tx txq, d Deposit) error {
	bn, err := sqlInt("block number", d.BlockNumber)
	if err != nil {
		return err
	}
	id, err := sqlInt("job id", d.JobID)
	if err != nil {
		return err
	}
	if d.Kind != DepositBudget && d.Kind != DepositCollateral {
		return fmt.Errorf("deposit of job %d: kind %q", d.JobID, d.Kind)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO deposits (address, job_id, kind, block_number) VALUES (?, ?, ?, ?)
		ON CONFLICT(address) DO UPDATE SET job_id = excluded.job_id, kind = excluded.kind, block_number = excluded.block_number`,
		addrText(d.Address), id, string(d.Kind), bn); err != nil {
		return fmt.Errorf("put deposit of job %d: %w", d.JobID, err)
	}
	return nil
}

// DepositAt returns the job deposit at addr; ok is false when no known job has a deposit there.
func (s *Store) DepositAt(ctx context.Context, addr common.Address) (d Deposit, ok bool, err error) {
	var id, bn int64
	var kind string
	err = s.db.QueryRowContext(ctx, `SELECT job_id, kind, block_number FROM deposits WHERE address = ?`, addrText(addr)).Scan(&id, &kind, &bn)
	if errors.Is(err, sql.ErrNoRows) {
		return Deposit{}, false, nil
	}
	if err != nil {
		return Deposit{}, false, fmt.Errorf("store: deposit %s: %w", addr.Hex(), err)
	}
	return Deposit{Address: addr, JobID: uint64(id), Kind: DepositKind(kind), BlockNumber: uint64(bn)}, true, nil
}

// MaxJobID returns the highest job id the store knows (0 when none).
func (s *Store) MaxJobID(ctx context.Context) (uint64, error) {
	var id int64
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM jobs`).Scan(&id); err != nil {
		return 0, fmt.Errorf("store: max job id: %w", err)
	}
	return uint64(id), nil
}

func topicsBlob(ts []common.Hash) []byte {
	b := make([]byte, 0, len(ts)*common.HashLength)
	for _, t := range ts {
		b = append(b, t[:]...)
	}
	return b
}

func parseTopics(b []byte) ([]common.Hash, error) {
	if len(b)%common.HashLength != 0 {
		return nil, fmt.Errorf("stored topics of %d bytes", len(b))
	}
	out := make([]common.Hash, 0, len(b)/common.HashLength)
	for i := 0; i < len(b); i += common.HashLength {
		out = append(out, common.BytesToHash(b[i:i+common.HashLength]))
	}
	return out, nil
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

// metaRebuildJobs is set by a migration whose new job columns only a fold of the stored events can fill.
const metaRebuildJobs = "rebuild_jobs"

// RebuildJobsIfAsked rebuilds every job's view from its stored events when a schema migration asked for it
// (a new column of the view), and clears the request, in one transaction; the daemon calls it at start,
// before the watcher applies anything. It returns how many jobs were rebuilt (0 when nothing was asked).
func (s *Store) RebuildJobsIfAsked(ctx context.Context, fold Fold) (int, error) {
	if fold == nil {
		return 0, errors.New("store: rebuild jobs: nil fold")
	}
	if _, asked, err := s.GetMeta(ctx, metaRebuildJobs); err != nil || !asked {
		return 0, err
	}
	var n int
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT DISTINCT job_id FROM job_events`)
		if err != nil {
			return err
		}
		ids, err := scanIDs(rows)
		if err != nil {
			return err
		}
		if err := rebuild(ctx, tx, ids, fold); err != nil {
			return err
		}
		n = len(ids)
		_, err = tx.ExecContext(ctx, `DELETE FROM meta WHERE key = ?`, metaRebuildJobs)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("store: rebuild jobs: %w", err)
	}
	return n, nil
}
