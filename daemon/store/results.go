package store

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// ResultStatus is where an accepted result is on its way to the chain.
type ResultStatus string

// Result statuses.
const (
	ResultPending   ResultStatus = "pending"   // accepted and durable, no relay intent yet
	ResultRelayed   ResultStatus = "relayed"   // its relay intent exists (RelayKey)
	ResultConfirmed ResultStatus = "confirmed" // the escrow counted it: its ResultAccepted is on the canonical chain
	ResultRejected  ResultStatus = "rejected"  // the escrow can never count it (see Reason)
)

func (st ResultStatus) valid() bool {
	switch st {
	case ResultPending, ResultRelayed, ResultConfirmed, ResultRejected:
		return true
	}
	return false
}

// Result is an evaluator's signed result as accepted by the intake API. The fields mirror the EIP-712
// Result struct; Document is the original Verification Result JSON and Digest the EIP-712 digest, which
// is unique: storing the same digest twice is a replay and fails with ErrDuplicate.
type Result struct {
	ID           string // assigned by InsertResult: 26-character time-ordered id (ULID layout)
	JobID        uint64
	Evaluator    common.Address
	Score        uint16
	Passed       bool // the signed Result.passed: the agreement's gates passed and the determination is not FAIL
	EvidenceHash common.Hash
	Deliverable  common.Hash
	SubmittedAt  uint64
	Nonce        *big.Int
	Deadline     uint64
	Signature    []byte
	Document     json.RawMessage
	Digest       common.Hash
	Status       ResultStatus // set to ResultPending by InsertResult
	RelayKey     string       // the relay intent's key once one exists
	RelayRound   int          // relays so far that a reorg undid (part of the next relay's key)
	RelayTx      common.Hash  // the transaction in which the escrow counted it (its ResultAccepted)
	Reason       string       // why it was rejected, if it was
	CreatedAt    time.Time    // millisecond precision
	UpdatedAt    time.Time
}

func (r *Result) check() error {
	switch {
	case r.Evaluator == (common.Address{}):
		return errors.New("result has no evaluator")
	case r.Score > 10000:
		return fmt.Errorf("result score %d out of range 0..10000", r.Score)
	case r.Nonce == nil || r.Nonce.Sign() < 0:
		return errors.New("result nonce missing or negative")
	case len(r.Signature) == 0:
		return errors.New("result has no signature")
	case r.Digest == (common.Hash{}):
		return errors.New("result has no digest")
	}
	if err := validJSON("result document", r.Document); err != nil {
		return err
	}
	for _, f := range []struct {
		name string
		v    uint64
	}{{"job id", r.JobID}, {"submittedAt", r.SubmittedAt}, {"deadline", r.Deadline}} {
		if _, err := sqlInt(f.name, f.v); err != nil {
			return err
		}
	}
	return nil
}

// idSource makes result ids: ULID layout (48-bit millisecond time, then 80 bits), Crockford base32. An id
// of the same millisecond as the last one continues from it (its low 80 bits plus one) instead of drawing
// new random bits, so ids grow strictly in the order results were accepted and (created_at, id) is that
// order, which oldest-first relaying and batching rely on.
type idSource struct {
	mu   sync.Mutex
	last [16]byte
}

func (g *idSource) next(t time.Time) (string, error) {
	var b [16]byte
	ms := uint64(t.UnixMilli())
	for i := 5; i >= 0; i-- {
		b[i] = byte(ms)
		ms >>= 8
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if bytes.Compare(b[:6], g.last[:6]) <= 0 {
		// The same millisecond (or a clock step back): one more than the last id.
		b = g.last
		for i := 15; i >= 0; i-- {
			b[i]++
			if b[i] != 0 {
				break
			}
		}
	} else if _, err := rand.Read(b[6:]); err != nil {
		return "", fmt.Errorf("random id: %w", err)
	}
	g.last = b
	const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	n := new(big.Int).SetBytes(b[:])
	out := make([]byte, 26)
	mask := big.NewInt(31)
	for i := 25; i >= 0; i-- {
		out[i] = alphabet[new(big.Int).And(n, mask).Int64()]
		n.Rsh(n, 5)
	}
	return string(out), nil
}

type resultReq struct {
	r    Result
	out  Result
	done chan error
}

// InsertResult stores r durably as a pending result and returns it with ID, Status and timestamps set.
// When it returns nil the row is on stable storage (synchronous=FULL commit), so the caller may answer
// 202. Concurrent calls are group-committed: results arriving while a commit is in progress share the
// next transaction and fsync, and each caller still gets its own outcome. If a result with the same
// digest exists, the error wraps ErrDuplicate; if the evaluator already has a live (not rejected) result
// for the same submission of the job, ErrAlreadyCounted: both checks are the insert itself (unique
// indexes), so of concurrent results exactly one is accepted. The returned Result is the stored one.
func (s *Store) InsertResult(ctx context.Context, r Result) (Result, error) {
	if err := r.check(); err != nil {
		return Result{}, fmt.Errorf("store: insert result: %w", err)
	}
	req := &resultReq{r: r, done: make(chan error, 1)}
	select {
	case s.results <- req:
	case <-s.closing:
		return Result{}, fmt.Errorf("store: insert result: %w", ErrClosed)
	case <-ctx.Done():
		return Result{}, fmt.Errorf("store: insert result: %w", ctx.Err())
	}
	// Once handed over, wait for the commit even if ctx ends: the caller must learn whether it is stored.
	if err := <-req.done; err != nil {
		return req.out, fmt.Errorf("store: insert result: %w", err)
	}
	return req.out, nil
}

// runResultWriter is the group-commit loop: it takes one waiting insert, then every insert already
// waiting (up to maxBat), and commits them in one transaction.
func (s *Store) runResultWriter() {
	defer s.writerWG.Done()
	batch := make([]*resultReq, 0, s.maxBat)
	for {
		select {
		case <-s.closing:
			return
		case req := <-s.results:
			batch = append(batch[:0], req)
		}
	drain:
		for len(batch) < s.maxBat {
			select {
			case req := <-s.results:
				batch = append(batch, req)
			default:
				break drain
			}
		}
		s.commitResults(batch)
	}
}

// commitResults inserts a batch in one transaction and reports each request's outcome.
func (s *Store) commitResults(batch []*resultReq) {
	ctx := context.Background()
	errs := make([]error, len(batch))
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, `INSERT INTO results (id, job_id, evaluator, score, evidence_hash,
			deliverable, submitted_at, nonce, deadline, signature, document, digest, status, created_at, updated_at, passed)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for i, req := range batch {
			errs[i] = insertResult(ctx, tx, stmt, &s.ids, s.now(), req)
		}
		return nil
	})
	for i, req := range batch {
		switch {
		case err != nil:
			req.done <- err
		default:
			req.done <- errs[i]
		}
	}
}

func insertResult(ctx context.Context, tx *sql.Tx, stmt *sql.Stmt, ids *idSource, now time.Time, req *resultReq) error {
	r := req.r
	id, err := ids.next(now)
	if err != nil {
		return err
	}
	r.ID, r.Status = id, ResultPending
	r.CreatedAt = time.UnixMilli(now.UnixMilli())
	r.UpdatedAt = r.CreatedAt
	r.RelayTx, r.Reason = common.Hash{}, ""
	res, err := stmt.ExecContext(ctx, r.ID, int64(r.JobID), addrText(r.Evaluator), int64(r.Score),
		hashText(r.EvidenceHash), hashText(r.Deliverable), int64(r.SubmittedAt), r.Nonce.String(),
		int64(r.Deadline), r.Signature, string(r.Document), hashText(r.Digest), string(r.Status),
		now.UnixMilli(), now.UnixMilli(), boolInt(r.Passed))
	if err != nil {
		return fmt.Errorf("insert result for job %d: %w", r.JobID, err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		req.out = r
		return nil
	}
	existing, err := scanResult(tx.QueryRowContext(ctx, `SELECT `+resultColumns+` FROM results WHERE digest = ?`, hashText(r.Digest)))
	if err == nil {
		req.out = existing
		return fmt.Errorf("digest %s already stored as result %s: %w", r.Digest.Hex(), existing.ID, ErrDuplicate)
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("read duplicate of digest %s: %w", r.Digest.Hex(), err)
	}
	live, err := scanResult(tx.QueryRowContext(ctx, `SELECT `+resultColumns+` FROM results
		WHERE job_id = ? AND evaluator = ? AND submitted_at = ? AND status <> 'rejected'`, int64(r.JobID), addrText(r.Evaluator), int64(r.SubmittedAt)))
	if err != nil {
		return fmt.Errorf("insert result for job %d refused, and no conflicting row found: %w", r.JobID, err)
	}
	req.out = live
	return fmt.Errorf("evaluator %s has result %s for this submission of job %d: %w", r.Evaluator.Hex(), live.ID, r.JobID, ErrAlreadyCounted)
}

const resultColumns = `id, job_id, evaluator, score, evidence_hash, deliverable, submitted_at, nonce, deadline,
	signature, document, digest, status, relay_key, relay_round, relay_tx, reason, created_at, updated_at, passed`

func scanResult(row rowScanner) (Result, error) {
	var (
		r                                        Result
		jobID, score, subAt, dl, cAt, uAt, round int64
		passed                                   int64
		ev, eh, del, nonce, doc, dg, st, rt      string
	)
	if err := row.Scan(&r.ID, &jobID, &ev, &score, &eh, &del, &subAt, &nonce, &dl, &r.Signature, &doc, &dg,
		&st, &r.RelayKey, &round, &rt, &r.Reason, &cAt, &uAt, &passed); err != nil {
		return Result{}, err
	}
	var err error
	r.JobID, r.Score, r.SubmittedAt, r.Deadline = uint64(jobID), uint16(score), uint64(subAt), uint64(dl)
	r.Passed = passed != 0
	if r.Evaluator, err = parseAddr(ev); err != nil {
		return Result{}, err
	}
	if r.EvidenceHash, err = parseHash(eh); err != nil {
		return Result{}, err
	}
	if r.Deliverable, err = parseHash(del); err != nil {
		return Result{}, err
	}
	if r.Nonce, err = parseBig(nonce); err != nil {
		return Result{}, err
	}
	if r.Digest, err = parseHash(dg); err != nil {
		return Result{}, err
	}
	if r.RelayTx, err = parseHash(rt); err != nil {
		return Result{}, err
	}
	r.Document = json.RawMessage(doc)
	r.RelayRound = int(round)
	r.Status = ResultStatus(st)
	r.CreatedAt, r.UpdatedAt = time.UnixMilli(cAt), time.UnixMilli(uAt)
	return r, nil
}

func (s *Store) queryResults(ctx context.Context, what, where string, args ...any) ([]Result, error) {
	rows, err := s.query(ctx, `SELECT `+resultColumns+` FROM results `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	defer rows.Close()
	var out []Result
	for rows.Next() {
		r, err := scanResult(rows)
		if err != nil {
			return nil, fmt.Errorf("store: %s: %w", what, err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	return out, nil
}

func (s *Store) oneResult(ctx context.Context, what, where string, args ...any) (Result, error) {
	rs, err := s.queryResults(ctx, what, where, args...)
	if err != nil {
		return Result{}, err
	}
	if len(rs) == 0 {
		return Result{}, fmt.Errorf("store: %s: %w", what, ErrNotFound)
	}
	return rs[0], nil
}

// Result returns the result with the given id, or an error wrapping ErrNotFound.
func (s *Store) Result(ctx context.Context, id string) (Result, error) {
	return s.oneResult(ctx, "result "+id, `WHERE id = ?`, id)
}

// ResultByDigest returns the result with the given EIP-712 digest, or an error wrapping ErrNotFound.
func (s *Store) ResultByDigest(ctx context.Context, digest common.Hash) (Result, error) {
	return s.oneResult(ctx, "result with digest "+digest.Hex(), `WHERE digest = ?`, hashText(digest))
}

// ResultsForJob returns a job's results, oldest first.
func (s *Store) ResultsForJob(ctx context.Context, jobID uint64) ([]Result, error) {
	id, err := sqlInt("job id", jobID)
	if err != nil {
		return nil, fmt.Errorf("store: results for job: %w", err)
	}
	return s.queryResults(ctx, fmt.Sprintf("results for job %d", jobID), `WHERE job_id = ? ORDER BY created_at, id`, id)
}

// ResultRefs returns a job's results, oldest first, with only ID, JobID, Evaluator, SubmittedAt, Status
// and Digest set: what the intake checks a new result against (a replay, a second result of the same
// evaluator), without reading every stored document and signature again for each result it takes.
func (s *Store) ResultRefs(ctx context.Context, jobID uint64) ([]Result, error) {
	id, err := sqlInt("job id", jobID)
	if err != nil {
		return nil, fmt.Errorf("store: result refs: %w", err)
	}
	rows, err := s.query(ctx, `SELECT id, evaluator, submitted_at, status, digest FROM results WHERE job_id = ? ORDER BY created_at, id`, id)
	if err != nil {
		return nil, fmt.Errorf("store: results of job %d: %w", jobID, err)
	}
	defer rows.Close()
	var out []Result
	for rows.Next() {
		var (
			r           Result
			ev, st, dg  string
			submittedAt int64
		)
		if err := rows.Scan(&r.ID, &ev, &submittedAt, &st, &dg); err != nil {
			return nil, fmt.Errorf("store: results of job %d: %w", jobID, err)
		}
		if r.Evaluator, err = parseAddr(ev); err != nil {
			return nil, fmt.Errorf("store: results of job %d: %w", jobID, err)
		}
		if r.Digest, err = parseHash(dg); err != nil {
			return nil, fmt.Errorf("store: results of job %d: %w", jobID, err)
		}
		r.JobID, r.SubmittedAt, r.Status = jobID, uint64(submittedAt), ResultStatus(st)
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: results of job %d: %w", jobID, err)
	}
	return out, nil
}

// ResultsByStatus returns up to limit results in status, oldest first (e.g. pending ones to relay).
func (s *Store) ResultsByStatus(ctx context.Context, status ResultStatus, limit int) ([]Result, error) {
	if !status.valid() {
		return nil, fmt.Errorf("store: results by status: unknown status %q", status)
	}
	if limit <= 0 {
		return nil, fmt.Errorf("store: results by status: limit %d must be positive", limit)
	}
	return s.queryResults(ctx, "results "+string(status), `WHERE status = ? ORDER BY created_at, id LIMIT ?`, string(status), limit)
}

// MarkRejected makes a result rejected with a reason (its relay can never apply), unless the escrow has
// counted it meanwhile.
func (s *Store) MarkRejected(ctx context.Context, digest common.Hash, reason string) error {
	res, err := s.exec(ctx, `UPDATE results SET status = 'rejected', reason = ?, updated_at = ? WHERE digest = ? AND status <> 'confirmed'`,
		reason, s.nowMillis(), hashText(digest))
	if err != nil {
		return fmt.Errorf("store: reject result %s: %w", digest.Hex(), err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		if _, err := s.ResultByDigest(ctx, digest); err != nil {
			return err
		}
	}
	return nil
}

// RelayMark records that a result's relay intent exists under Key.
type RelayMark struct {
	Digest common.Hash
	Key    string
}

// MarkRelayed moves pending results to relayed with their relay intent keys, in one transaction.
// Results no longer pending (confirmed meanwhile) are left alone.
func (s *Store) MarkRelayed(ctx context.Context, marks []RelayMark) error {
	if len(marks) == 0 {
		return nil
	}
	now := s.nowMillis()
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, `UPDATE results SET status = 'relayed', relay_key = ?, updated_at = ? WHERE digest = ? AND status = 'pending'`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for _, m := range marks {
			if _, err := stmt.ExecContext(ctx, m.Key, now, hashText(m.Digest)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: mark %d results relayed: %w", len(marks), err)
	}
	return nil
}

// StalledRelay is a relayed result whose relay intent ended without the escrow counting it.
type StalledRelay struct {
	Result      Result
	IntentState string
	Reason      string
}

// StalledRelays returns up to limit relayed results whose relay intent is failed or abandoned.
func (s *Store) StalledRelays(ctx context.Context, limit int) ([]StalledRelay, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT r.id, r.job_id, r.evaluator, r.score, r.evidence_hash, r.deliverable, r.submitted_at,
		r.nonce, r.deadline, r.signature, r.document, r.digest, r.status, r.relay_key, r.relay_round, r.relay_tx, r.reason,
		r.created_at, r.updated_at, r.passed, i.state, i.reason
		FROM results r JOIN txmgr_intents i ON i.key = r.relay_key
		WHERE r.status = 'relayed' AND i.state IN ('failed', 'abandoned') ORDER BY r.created_at LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: stalled relays: %w", err)
	}
	defer rows.Close()
	var out []StalledRelay
	for rows.Next() {
		var st StalledRelay
		sc := &extraScanner{rows: rows, extra: []any{&st.IntentState, &st.Reason}}
		if st.Result, err = scanResult(sc); err != nil {
			return nil, fmt.Errorf("store: stalled relays: %w", err)
		}
		out = append(out, st)
	}
	return out, rows.Err()
}

// extraScanner scans a result row followed by extra columns.
type extraScanner struct {
	rows  *sql.Rows
	extra []any
}

func (e *extraScanner) Scan(dest ...any) error { return e.rows.Scan(append(dest, e.extra...)...) }

// acceptResult records a ResultAccepted event: the result with that digest is confirmed (the escrow
// counted it, so any other live result of the same evaluator for the same submission never will be).
func acceptResult(ctx context.Context, tx txq, a Acceptance) error {
	bn, err := sqlInt("block number", a.BlockNumber)
	if err != nil {
		return err
	}
	var job, subAt int64
	var evaluator string
	err = tx.QueryRowContext(ctx, `SELECT job_id, evaluator, submitted_at FROM results WHERE digest = ?`, hashText(a.Digest)).Scan(&job, &evaluator, &subAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil // relayed by someone else; the daemon never accepted it
	}
	if err != nil {
		return fmt.Errorf("accept result %s: %w", a.Digest.Hex(), err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE results SET status = 'rejected', reason = 'another result of this evaluator was counted for this submission', updated_at = updated_at
		WHERE job_id = ? AND evaluator = ? AND submitted_at = ? AND digest <> ? AND status <> 'rejected'`, job, evaluator, subAt, hashText(a.Digest)); err != nil {
		return fmt.Errorf("accept result %s: %w", a.Digest.Hex(), err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE results SET status = 'confirmed', relay_tx = ?, accepted_block = ?, reason = '' WHERE digest = ?`,
		hashText(a.TxHash), bn, hashText(a.Digest)); err != nil {
		return fmt.Errorf("accept result %s: %w", a.Digest.Hex(), err)
	}
	return nil
}

// skipResult records a ResultSkipped event of one of the daemon's own batched relays: the evaluator's live
// result for the job (the one the batch carried: an evaluator has at most one live result per submission,
// and a job is submitted once) is rejected with the escrow's reason. The skip is remembered by block
// (skipped_block) so that a reorg removing it puts the result back on its way. A skip in a transaction that
// is not the daemon's (no attempt of its journal has that hash) is not about a result it holds.
func skipResult(ctx context.Context, tx txq, sk Skip, now int64) error {
	bn, err := sqlInt("block number", sk.BlockNumber)
	if err != nil {
		return err
	}
	job, err := sqlInt("job id", sk.JobID)
	if err != nil {
		return err
	}
	reason := fmt.Sprintf("the escrow skipped it in batched relay %s: %s", sk.TxHash.Hex(), sk.Reason)
	if _, err := tx.ExecContext(ctx, `UPDATE results SET status = 'rejected', reason = ?, skipped_block = ?, updated_at = ?
		WHERE job_id = ? AND evaluator = ? AND status IN ('pending', 'relayed')
		AND EXISTS (SELECT 1 FROM txmgr_attempts a WHERE a.tx_hash = ?)`,
		reason, bn, now, job, addrText(sk.Evaluator), hashText(sk.TxHash)); err != nil {
		return fmt.Errorf("skip result of job %d by %s: %w", sk.JobID, sk.Evaluator.Hex(), err)
	}
	return nil
}

// unskipResults undoes skips recorded above block bn (a reorg removed their ResultSkipped): the result is
// relayed again while its relay intent is open (the rewind reopened it), otherwise pending for a new relay
// round. A result whose evaluator has since got another live result for the submission stays rejected (an
// evaluator has one live result per submission), with its reason saying so.
func unskipResults(ctx context.Context, tx *sql.Tx, bn, now int64) error {
	// Only the evaluator's latest skipped result of a submission may come back (two live ones would break
	// the one-live-result rule), and only while no other is live.
	const noOtherLive = `NOT EXISTS (SELECT 1 FROM results o WHERE o.job_id = results.job_id AND o.evaluator = results.evaluator
		AND o.submitted_at = results.submitted_at AND o.status <> 'rejected')
		AND results.id = (SELECT MAX(l.id) FROM results l WHERE l.job_id = results.job_id AND l.evaluator = results.evaluator
		AND l.submitted_at = results.submitted_at AND l.status = 'rejected' AND l.skipped_block > ?2)`
	for _, q := range []string{
		`UPDATE results SET status = 'relayed', skipped_block = 0, reason = '', updated_at = ?1
		WHERE status = 'rejected' AND skipped_block > ?2 AND ` + noOtherLive + `
		AND EXISTS (SELECT 1 FROM txmgr_intents i WHERE i.key = results.relay_key AND i.state IN ('pending', 'inflight', 'mined'))`,
		`UPDATE results SET status = 'pending', skipped_block = 0, reason = '', relay_key = '', relay_round = relay_round + 1, claimed_until = 0, updated_at = ?1
		WHERE status = 'rejected' AND skipped_block > ?2 AND ` + noOtherLive,
		`UPDATE results SET skipped_block = 0, reason = reason || ' (that block was reorganised away; another result of this evaluator for the submission is live)', updated_at = ?1
		WHERE status = 'rejected' AND skipped_block > ?2`,
	} {
		if _, err := tx.ExecContext(ctx, q, now, bn); err != nil {
			return fmt.Errorf("undo skipped results: %w", err)
		}
	}
	return nil
}

// ClaimPendingResults claims up to limit pending results for hold (on the database clock), oldest
// first, and returns them: a result claimed by one relayer (of this or another replica) is skipped by
// the others until its claim ends. On PostgreSQL the candidates are locked with FOR UPDATE SKIP LOCKED,
// so concurrent claimers take different rows instead of waiting; the claim condition is checked again
// on the row being updated, so a row claimed by a transaction that committed meanwhile is not taken
// twice. A claim needs no release on success (the result leaves pending); ReleaseResultClaims gives back
// those a relayer could not hand on, and a crashed relayer's claims simply expire.
func (s *Store) ClaimPendingResults(ctx context.Context, limit int, hold time.Duration) ([]Result, error) {
	if limit <= 0 || hold <= 0 {
		return nil, fmt.Errorf("store: claim pending results: limit %d and hold %s must be positive", limit, hold)
	}
	out, err := s.claimResults(ctx, hold, `ORDER BY created_at, id LIMIT ?3`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: claim pending results: %w", err)
	}
	return out, nil
}

// PendingRef is a pending result's place in the relay queue: what a relayer needs to form batches,
// without the result's document and signature.
type PendingRef struct {
	ID        string
	JobID     uint64
	Evaluator common.Address
	CreatedAt time.Time // millisecond precision, as stored
}

// UnclaimedPending returns up to limit pending results that no relayer holds a claim on (by the database
// clock), oldest first. It only reads: a relayer that batches looks first and claims only the results it
// relays now (ClaimResults), so results waiting for their batch to fill are not written on every wake.
func (s *Store) UnclaimedPending(ctx context.Context, limit int) ([]PendingRef, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("store: unclaimed pending results: limit %d must be positive", limit)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id, job_id, evaluator, created_at FROM results
		WHERE status = 'pending' AND claimed_until <= `+s.d.clockMillis+` ORDER BY created_at, id LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unclaimed pending results: %w", err)
	}
	defer rows.Close()
	var out []PendingRef
	for rows.Next() {
		var (
			ref       PendingRef
			job, at   int64
			evaluator string
		)
		if err := rows.Scan(&ref.ID, &job, &evaluator, &at); err != nil {
			return nil, fmt.Errorf("store: unclaimed pending results: %w", err)
		}
		if ref.Evaluator, err = parseAddr(evaluator); err != nil {
			return nil, fmt.Errorf("store: unclaimed pending results: %w", err)
		}
		ref.JobID, ref.CreatedAt = uint64(job), time.UnixMilli(at)
		out = append(out, ref)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unclaimed pending results: %w", err)
	}
	return out, nil
}

// maxClaimIDs bounds the ids of one ClaimResults call (well under SQLite's bound-parameter limit).
const maxClaimIDs = 1000

// ClaimResults claims the given pending results (by id) for hold, as ClaimPendingResults does, and returns
// those it claimed, oldest first. A result that is no longer pending, or that another relayer claimed
// meanwhile, is left out.
func (s *Store) ClaimResults(ctx context.Context, ids []string, hold time.Duration) ([]Result, error) {
	if hold <= 0 || len(ids) > maxClaimIDs {
		return nil, fmt.Errorf("store: claim results: hold %s must be positive and at most %d ids given (got %d)", hold, maxClaimIDs, len(ids))
	}
	if len(ids) == 0 {
		return nil, nil
	}
	var in strings.Builder
	args := make([]any, len(ids))
	for i, id := range ids {
		if i > 0 {
			in.WriteByte(',')
		}
		fmt.Fprintf(&in, "?%d", i+3)
		args[i] = id
	}
	out, err := s.claimResults(ctx, hold, `AND id IN (`+in.String()+`)`, args...)
	if err != nil {
		return nil, fmt.Errorf("store: claim %d results: %w", len(ids), err)
	}
	return out, nil
}

// claimResults claims the pending, unclaimed results that the rest of the candidate query selects (its
// parameters start at ?3; ?1 is the claim's end and ?2 the database clock's now) and returns them, oldest
// first.
func (s *Store) claimResults(ctx context.Context, hold time.Duration, candidates string, args ...any) ([]Result, error) {
	var out []Result
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		out = out[:0]
		var now int64
		if err := tx.QueryRowContext(ctx, `SELECT `+s.d.clockMillis).Scan(&now); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, `UPDATE results SET claimed_until = ?1
			WHERE id IN (SELECT id FROM results WHERE status = 'pending' AND claimed_until <= ?2 `+candidates+s.d.skipLocked+`)
			AND status = 'pending' AND claimed_until <= ?2
			RETURNING `+resultColumns, append([]any{now + hold.Milliseconds(), now}, args...)...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			r, err := scanResult(rows)
			if err != nil {
				return err
			}
			out = append(out, r)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].CreatedAt.Equal(out[j].CreatedAt) {
			return out[i].CreatedAt.Before(out[j].CreatedAt)
		}
		return out[i].ID < out[j].ID
	})
	return out, nil
}

// ReleaseResultClaims ends the claims on the given pending results (their relay could not be queued),
// so that the next claim takes them at once.
func (s *Store) ReleaseResultClaims(ctx context.Context, digests []common.Hash) error {
	if len(digests) == 0 {
		return nil
	}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, `UPDATE results SET claimed_until = 0 WHERE digest = ? AND status = 'pending'`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for _, d := range digests {
			if _, err := stmt.ExecContext(ctx, hashText(d)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: release %d result claims: %w", len(digests), err)
	}
	return nil
}
