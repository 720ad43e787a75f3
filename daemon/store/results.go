package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// ResultStatus is where an accepted result is on its way to the chain.
type ResultStatus string

// Result statuses.
const (
	ResultPending   ResultStatus = "pending"   // accepted and durable, not yet relayed
	ResultRelayed   ResultStatus = "relayed"   // a relay transaction was sent
	ResultConfirmed ResultStatus = "confirmed" // the escrow counted it (ResultAccepted at confirmation depth)
	ResultRejected  ResultStatus = "rejected"  // the escrow or the daemon refused it (see Reason)
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
	EvidenceHash common.Hash
	Deliverable  common.Hash
	SubmittedAt  uint64
	Nonce        *big.Int
	Deadline     uint64
	Signature    []byte
	Document     json.RawMessage
	Digest       common.Hash
	Status       ResultStatus // set to ResultPending by InsertResult
	RelayTx      common.Hash  // zero until relayed
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

// newID returns a ULID-layout id: 48-bit millisecond time then 80 random bits, Crockford base32.
func newID(t time.Time) (string, error) {
	var b [16]byte
	ms := uint64(t.UnixMilli())
	for i := 5; i >= 0; i-- {
		b[i] = byte(ms)
		ms >>= 8
	}
	if _, err := rand.Read(b[6:]); err != nil {
		return "", fmt.Errorf("random id: %w", err)
	}
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
// digest exists, the error wraps ErrDuplicate and the returned Result is the stored one.
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
			deliverable, submitted_at, nonce, deadline, signature, document, digest, status, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(digest) DO NOTHING`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for i, req := range batch {
			errs[i] = insertResult(ctx, tx, stmt, s.now(), req)
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

func insertResult(ctx context.Context, tx *sql.Tx, stmt *sql.Stmt, now time.Time, req *resultReq) error {
	r := req.r
	id, err := newID(now)
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
		now.UnixMilli(), now.UnixMilli())
	if err != nil {
		return fmt.Errorf("insert result for job %d: %w", r.JobID, err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		req.out = r
		return nil
	}
	existing, err := scanResult(tx.QueryRowContext(ctx, `SELECT `+resultColumns+` FROM results WHERE digest = ?`, hashText(r.Digest)))
	if err != nil {
		return fmt.Errorf("read duplicate of digest %s: %w", r.Digest.Hex(), err)
	}
	req.out = existing
	return fmt.Errorf("digest %s already stored as result %s: %w", r.Digest.Hex(), existing.ID, ErrDuplicate)
}

const resultColumns = `id, job_id, evaluator, score, evidence_hash, deliverable, submitted_at, nonce, deadline,
	signature, document, digest, status, relay_tx, reason, created_at, updated_at`

func scanResult(row rowScanner) (Result, error) {
	var (
		r                                   Result
		jobID, score, subAt, dl, cAt, uAt   int64
		ev, eh, del, nonce, doc, dg, st, rt string
	)
	if err := row.Scan(&r.ID, &jobID, &ev, &score, &eh, &del, &subAt, &nonce, &dl, &r.Signature, &doc, &dg,
		&st, &rt, &r.Reason, &cAt, &uAt); err != nil {
		return Result{}, err
	}
	var err error
	r.JobID, r.Score, r.SubmittedAt, r.Deadline = uint64(jobID), uint16(score), uint64(subAt), uint64(dl)
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
	r.Status = ResultStatus(st)
	r.CreatedAt, r.UpdatedAt = time.UnixMilli(cAt), time.UnixMilli(uAt)
	return r, nil
}

func (s *Store) queryResults(ctx context.Context, what, where string, args ...any) ([]Result, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+resultColumns+` FROM results `+where, args...)
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

// MarkResult sets the status of the result with the given digest; relayTx (zero to keep the stored
// one) is the relay transaction, reason explains a rejection. Unknown digests wrap ErrNotFound.
func (s *Store) MarkResult(ctx context.Context, digest common.Hash, status ResultStatus, relayTx common.Hash, reason string) error {
	if !status.valid() {
		return fmt.Errorf("store: mark result: unknown status %q", status)
	}
	var rt any
	if relayTx != (common.Hash{}) {
		rt = hashText(relayTx)
	}
	res, err := s.exec(ctx, `UPDATE results SET status = ?, relay_tx = COALESCE(?, relay_tx), reason = ?, updated_at = ?
		WHERE digest = ?`, string(status), rt, reason, s.nowMillis(), hashText(digest))
	if err != nil {
		return fmt.Errorf("store: mark result %s %s: %w", digest.Hex(), status, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("store: mark result %s: %w", digest.Hex(), ErrNotFound)
	}
	return nil
}
