package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// CanaryStatus is where a stored canary stands.
type CanaryStatus string

// Canary statuses. Committing, committed and bound are pending (they count against the quota); revealed and
// failed are final.
const (
	// CanaryCommitting: stored; the commit transaction is not mined yet (or a rewind removed it).
	CanaryCommitting CanaryStatus = "committing"
	// CanaryCommitted: the commitment is on chain (CommitBlock, CommitTime); no job is bound yet.
	CanaryCommitted CanaryStatus = "committed"
	// CanaryBound: the operator bound it to a canary job's seat; the daemon reveals once the job is over.
	// CommitBlock is 0 while a rewound commit waits to be mined again.
	CanaryBound CanaryStatus = "bound"
	// CanaryRevealed: the reveal is mined (RevealBlock).
	CanaryRevealed CanaryStatus = "revealed"
	// CanaryFailed: it can never be revealed; Reason says why.
	CanaryFailed CanaryStatus = "failed"
)

// Canary is a canary task's known answer as the daemon keeps it for the pool's canary operator. Salt is
// the secret until the reveal: it is never logged (LogValue and String leave it out) and never served.
type Canary struct {
	Commitment     common.Hash
	Deliverable    common.Hash
	ExpectedScore  uint16 // basis points
	ExpectedPassed bool
	Salt           common.Hash
	Status         CanaryStatus
	Reason         string         // why it failed
	Seat           common.Address // zero until bound
	JobID          uint64         // 0 until bound
	CommitBlock    uint64         // block of the mined commit (0: not mined)
	CommitTime     uint64         // that block's time (the pool compares it with the appointment's)
	RevealBlock    uint64         // block of the mined reveal (0: not revealed)
	CreatedAt      int64          // Unix milliseconds
	UpdatedAt      int64
}

// LogValue leaves the salt out.
func (c Canary) LogValue() slog.Value {
	return slog.GroupValue(slog.String("commitment", c.Commitment.Hex()), slog.String("status", string(c.Status)),
		slog.String("seat", c.Seat.Hex()), slog.Uint64("job", c.JobID))
}

// String leaves the salt out.
func (c Canary) String() string {
	return fmt.Sprintf("canary{%s %s seat %s job %d}", c.Commitment.Hex(), c.Status, c.Seat.Hex(), c.JobID)
}

// Canary errors.
var (
	// ErrCanaryQuota: as many canaries are pending (committing, committed or bound) as the quota allows.
	ErrCanaryQuota = errors.New("store: too many pending canaries")
	// ErrCanaryNotCommitted: the canary's commitment is not mined (yet, or any more after a rewind).
	ErrCanaryNotCommitted = errors.New("store: the canary's commitment is not on chain yet")
	// ErrCanaryBound: the canary is bound to another job, or the job's seat has another canary, or the
	// canary is past binding (revealed or failed).
	ErrCanaryBound = errors.New("store: the canary or the job is bound already")
)

const canaryColumns = `commitment, deliverable, expected_score, expected_passed, salt, status, reason, seat, job_id,
	commit_block, commit_time, reveal_block, created_at, updated_at`

func scanCanary(r rowScanner) (Canary, error) {
	var (
		c                               Canary
		commitment, deliverable, salt   string
		status, seat                    string
		score, passed, id               int64
		commitBlock, commitTime, reveal int64
	)
	if err := r.Scan(&commitment, &deliverable, &score, &passed, &salt, &status, &c.Reason, &seat, &id,
		&commitBlock, &commitTime, &reveal, &c.CreatedAt, &c.UpdatedAt); err != nil {
		return Canary{}, err
	}
	var err error
	if c.Commitment, err = parseHash(commitment); err != nil {
		return Canary{}, err
	}
	if c.Deliverable, err = parseHash(deliverable); err != nil {
		return Canary{}, err
	}
	if c.Salt, err = parseHash(salt); err != nil {
		return Canary{}, err
	}
	if seat != "" {
		if c.Seat, err = parseAddr(seat); err != nil {
			return Canary{}, err
		}
	}
	c.ExpectedScore, c.ExpectedPassed, c.Status = uint16(score), passed != 0, CanaryStatus(status)
	c.JobID, c.CommitBlock, c.CommitTime, c.RevealBlock = uint64(id), uint64(commitBlock), uint64(commitTime), uint64(reveal)
	return c, nil
}

// AddCanary stores a new canary (status committing) unless one with its commitment exists, in which case
// it returns the stored one and created false. A new canary is refused with ErrCanaryQuota when maxPending
// canaries are pending already (maxPending <= 0: no bound).
func (s *Store) AddCanary(ctx context.Context, c Canary, maxPending int) (stored Canary, created bool, err error) {
	if c.ExpectedScore > settlement.MaxBps {
		return Canary{}, false, fmt.Errorf("store: canary expected score %d is above %d", c.ExpectedScore, settlement.MaxBps)
	}
	passed := int64(0)
	if c.ExpectedPassed {
		passed = 1
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		old, err := scanCanary(tx.QueryRowContext(ctx, `SELECT `+canaryColumns+` FROM canaries WHERE commitment = ?`, hashText(c.Commitment)))
		if err == nil {
			stored = old
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if maxPending > 0 {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM canaries WHERE status IN (?, ?, ?)`,
				string(CanaryCommitting), string(CanaryCommitted), string(CanaryBound)).Scan(&n); err != nil {
				return err
			}
			if n >= maxPending {
				return fmt.Errorf("%w: %d of %d", ErrCanaryQuota, n, maxPending)
			}
		}
		now := s.nowMillis()
		if _, err := tx.ExecContext(ctx, `INSERT INTO canaries (commitment, deliverable, expected_score, expected_passed, salt,
			status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, hashText(c.Commitment), hashText(c.Deliverable),
			int64(c.ExpectedScore), passed, hashText(c.Salt), string(CanaryCommitting), now, now); err != nil {
			return err
		}
		stored, created = c, true
		stored.Status, stored.CreatedAt, stored.UpdatedAt = CanaryCommitting, now, now
		return nil
	})
	if err != nil {
		return Canary{}, false, fmt.Errorf("store: add canary %s: %w", c.Commitment.Hex(), err)
	}
	return stored, created, nil
}

// Canary returns the canary with the commitment, or ErrNotFound.
func (s *Store) Canary(ctx context.Context, commitment common.Hash) (Canary, error) {
	c, err := scanCanary(s.db.QueryRowContext(ctx, `SELECT `+canaryColumns+` FROM canaries WHERE commitment = ?`, hashText(commitment)))
	if errors.Is(err, sql.ErrNoRows) {
		return Canary{}, ErrNotFound
	}
	if err != nil {
		return Canary{}, fmt.Errorf("store: canary %s: %w", commitment.Hex(), err)
	}
	return c, nil
}

// Canaries returns up to limit canaries, newest first; with statuses, only those in one of them.
func (s *Store) Canaries(ctx context.Context, limit int, statuses ...CanaryStatus) ([]Canary, error) {
	q, args := `SELECT `+canaryColumns+` FROM canaries`, []any{}
	if len(statuses) > 0 {
		q += ` WHERE status IN (`
		for i, st := range statuses {
			if i > 0 {
				q += ", "
			}
			q += "?"
			args = append(args, string(st))
		}
		q += `)`
	}
	q += ` ORDER BY created_at DESC, commitment LIMIT ?`
	return s.canaries(ctx, q, append(args, limit)...)
}

// CanariesToCommit returns up to limit canaries whose commitment is not mined: committing ones, and bound
// ones whose commit a rewind removed; oldest first.
func (s *Store) CanariesToCommit(ctx context.Context, limit int) ([]Canary, error) {
	return s.canaries(ctx, `SELECT `+canaryColumns+` FROM canaries WHERE status = ? OR (status = ? AND commit_block = 0)
		ORDER BY created_at, commitment LIMIT ?`, string(CanaryCommitting), string(CanaryBound), limit)
}

// CanariesToReveal returns up to limit bound canaries whose commit is mined and whose job the daemon has
// seen end (Completed, Rejected or Expired); oldest first.
func (s *Store) CanariesToReveal(ctx context.Context, limit int) ([]Canary, error) {
	return s.canaries(ctx, `SELECT c.commitment, c.deliverable, c.expected_score, c.expected_passed, c.salt, c.status, c.reason,
		c.seat, c.job_id, c.commit_block, c.commit_time, c.reveal_block, c.created_at, c.updated_at
		FROM canaries c JOIN jobs j ON j.id = c.job_id
		WHERE c.status = ? AND c.commit_block > 0 AND j.status IN (?, ?, ?) ORDER BY c.created_at, c.commitment LIMIT ?`,
		string(CanaryBound), int64(settlement.JobCompleted), int64(settlement.JobRejected), int64(settlement.JobExpired), limit)
}

func (s *Store) canaries(ctx context.Context, q string, args ...any) ([]Canary, error) {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: canaries: %w", err)
	}
	defer rows.Close()
	var out []Canary
	for rows.Next() {
		c, err := scanCanary(rows)
		if err != nil {
			return nil, fmt.Errorf("store: canaries: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// MarkCanaryCommitted records that the canary's commit is mined in block (of time blockTime), only while
// the intent `key` that mined it is still confirmed in that block (blockHash): a rewind racing this call
// reopens the intent, and then nothing is written. A committing canary becomes committed; a bound one
// keeps its binding. It reports whether it wrote.
func (s *Store) MarkCanaryCommitted(ctx context.Context, commitment common.Hash, key string, block uint64, blockHash common.Hash, blockTime uint64) (bool, error) {
	bn, err := sqlInt("block number", block)
	if err != nil {
		return false, err
	}
	bt, err := sqlInt("block time", blockTime)
	if err != nil {
		return false, err
	}
	res, err := s.db.ExecContext(ctx, `UPDATE canaries SET status = CASE WHEN status = ? THEN ? ELSE status END,
		commit_block = ?, commit_time = ?, updated_at = ?
		WHERE commitment = ? AND status IN (?, ?) AND commit_block = 0
		AND EXISTS (SELECT 1 FROM txmgr_intents i WHERE i.key = ? AND i.state = 'confirmed' AND i.block_number = ? AND i.block_hash = ?)`,
		string(CanaryCommitting), string(CanaryCommitted), bn, bt, s.nowMillis(), hashText(commitment),
		string(CanaryCommitting), string(CanaryBound), key, bn, hashText(blockHash))
	if err != nil {
		return false, fmt.Errorf("store: canary %s committed: %w", commitment.Hex(), err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// BindCanary binds a committed canary to the job `jobID` whose evaluators `seat` appoints. Binding it again
// to the same seat and job is a no-op. It fails with ErrNotFound, ErrCanaryNotCommitted (still committing)
// or ErrCanaryBound (bound elsewhere, the seat's job has another canary, or the canary is revealed or
// failed).
func (s *Store) BindCanary(ctx context.Context, commitment common.Hash, seat common.Address, jobID uint64) (Canary, error) {
	id, err := sqlInt("job id", jobID)
	if err != nil {
		return Canary{}, fmt.Errorf("store: bind canary: %w", err)
	}
	var out Canary
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		c, err := scanCanary(tx.QueryRowContext(ctx, `SELECT `+canaryColumns+` FROM canaries WHERE commitment = ?`, hashText(commitment)))
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		switch {
		case c.Status == CanaryBound && c.Seat == seat && c.JobID == jobID:
			out = c
			return nil
		case c.Status == CanaryCommitting:
			return ErrCanaryNotCommitted
		case c.Status != CanaryCommitted:
			return fmt.Errorf("%w: the canary is %s (seat %s, job %d)", ErrCanaryBound, c.Status, c.Seat.Hex(), c.JobID)
		}
		var other string
		err = tx.QueryRowContext(ctx, `SELECT commitment FROM canaries WHERE seat = ? AND job_id = ?`, addrText(seat), id).Scan(&other)
		if err == nil {
			return fmt.Errorf("%w: job %d of seat %s has canary %s", ErrCanaryBound, jobID, seat.Hex(), other)
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		now := s.nowMillis()
		if _, err := tx.ExecContext(ctx, `UPDATE canaries SET status = ?, seat = ?, job_id = ?, updated_at = ? WHERE commitment = ?`,
			string(CanaryBound), addrText(seat), id, now, hashText(commitment)); err != nil {
			return err
		}
		out = c
		out.Status, out.Seat, out.JobID, out.UpdatedAt = CanaryBound, seat, jobID, now
		return nil
	})
	if err != nil {
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrCanaryNotCommitted) || errors.Is(err, ErrCanaryBound) {
			return Canary{}, err
		}
		return Canary{}, fmt.Errorf("store: bind canary %s: %w", commitment.Hex(), err)
	}
	return out, nil
}

// MarkCanaryRevealed records that the bound canary's reveal is mined in block. With key, only while the
// intent `key` is still confirmed in that block (blockHash), as MarkCanaryCommitted; without (the pool
// says it is revealed, by a transaction the daemon does not know), unconditionally. It reports whether it
// wrote.
func (s *Store) MarkCanaryRevealed(ctx context.Context, commitment common.Hash, key string, block uint64, blockHash common.Hash) (bool, error) {
	bn, err := sqlInt("block number", block)
	if err != nil {
		return false, err
	}
	q := `UPDATE canaries SET status = ?, reveal_block = ?, reason = '', updated_at = ? WHERE commitment = ? AND status = ?`
	args := []any{string(CanaryRevealed), bn, s.nowMillis(), hashText(commitment), string(CanaryBound)}
	if key != "" {
		q += ` AND EXISTS (SELECT 1 FROM txmgr_intents i WHERE i.key = ? AND i.state = 'confirmed' AND i.block_number = ? AND i.block_hash = ?)`
		args = append(args, key, bn, hashText(blockHash))
	}
	res, err := s.db.ExecContext(ctx, q, args...)
	if err != nil {
		return false, fmt.Errorf("store: canary %s revealed: %w", commitment.Hex(), err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// FailCanary makes a pending canary failed with a reason (it can never be revealed).
func (s *Store) FailCanary(ctx context.Context, commitment common.Hash, reason string) error {
	if _, err := s.db.ExecContext(ctx, `UPDATE canaries SET status = ?, reason = ?, updated_at = ? WHERE commitment = ? AND status IN (?, ?, ?)`,
		string(CanaryFailed), reason, s.nowMillis(), hashText(commitment),
		string(CanaryCommitting), string(CanaryCommitted), string(CanaryBound)); err != nil {
		return fmt.Errorf("store: fail canary %s: %w", commitment.Hex(), err)
	}
	return nil
}

// rewindCanariesTx undoes the canary progress mined above bn: a reveal there makes the canary bound again,
// a commit there is no longer mined (a committed canary is committing again; a bound one keeps its
// binding). The transaction manager re-sends the reopened intents; the canary role records them anew.
func rewindCanariesTx(ctx context.Context, tx *sql.Tx, bn, now int64) error {
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{`UPDATE canaries SET status = ?, reveal_block = 0, updated_at = ? WHERE status = ? AND reveal_block > ?`,
			[]any{string(CanaryBound), now, string(CanaryRevealed), bn}},
		{`UPDATE canaries SET status = ?, commit_block = 0, commit_time = 0, updated_at = ? WHERE status = ? AND commit_block > ?`,
			[]any{string(CanaryCommitting), now, string(CanaryCommitted), bn}},
		{`UPDATE canaries SET commit_block = 0, commit_time = 0, updated_at = ? WHERE status = ? AND commit_block > ?`,
			[]any{now, string(CanaryBound), bn}},
	} {
		if _, err := tx.ExecContext(ctx, q.sql, q.args...); err != nil {
			return fmt.Errorf("rewind canaries: %w", err)
		}
	}
	return nil
}
