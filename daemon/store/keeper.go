package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// DepositCheck is a job deposit whose balance is due to be checked, with its schedule so far.
type DepositCheck struct {
	Deposit
	Checks int // checks made so far
}

// DueDepositChecks returns up to limit deposits whose next check is at or before now (chain time, unix
// seconds), the most overdue first.
func (s *Store) DueDepositChecks(ctx context.Context, now uint64, limit int) ([]DepositCheck, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("store: due deposit checks: limit %d must be positive", limit)
	}
	n, err := sqlInt("now", now)
	if err != nil {
		return nil, fmt.Errorf("store: due deposit checks: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT address, job_id, kind, block_number, checks FROM deposits
		WHERE next_check >= 0 AND next_check <= ? ORDER BY next_check, job_id LIMIT ?`, n, limit)
	if err != nil {
		return nil, fmt.Errorf("store: due deposit checks: %w", err)
	}
	defer rows.Close()
	var out []DepositCheck
	for rows.Next() {
		var addr, kind string
		var id, bn, checks int64
		if err := rows.Scan(&addr, &id, &kind, &bn, &checks); err != nil {
			return nil, fmt.Errorf("store: due deposit checks: %w", err)
		}
		a, err := parseAddr(addr)
		if err != nil {
			return nil, fmt.Errorf("store: due deposit checks: %w", err)
		}
		out = append(out, DepositCheck{Deposit: Deposit{Address: a, JobID: uint64(id), Kind: DepositKind(kind), BlockNumber: uint64(bn)}, Checks: int(checks)})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: due deposit checks: %w", err)
	}
	return out, nil
}

// NoMoreChecks is the next check of a deposit the keeper has stopped watching.
const NoMoreChecks = -1

// DepositSchedule is a checked deposit's next check.
type DepositSchedule struct {
	Address common.Address
	Next    int64 // chain time, unix seconds; NoMoreChecks for never
	Checks  int   // checks made so far
}

// ScheduleDepositChecks records, in one write transaction, that the deposits were checked (checks so
// far) and when to check each next. One transaction for a keeper tick's checks, not one per deposit: each
// write transaction is a commit in the write slot that the intake's commits queue behind.
func (s *Store) ScheduleDepositChecks(ctx context.Context, scheds []DepositSchedule) error {
	if len(scheds) == 0 {
		return nil
	}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, `UPDATE deposits SET next_check = ?, checks = ? WHERE address = ?`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for _, sc := range scheds {
			if _, err := stmt.ExecContext(ctx, sc.Next, sc.Checks, addrText(sc.Address)); err != nil {
				return fmt.Errorf("deposit %s: %w", sc.Address.Hex(), err)
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: schedule %d deposit checks: %w", len(scheds), err)
	}
	return nil
}

// RecheckDeposits makes every deposit of a job due at once (its job changed state, so what its deposit
// may do changed too), unless the keeper had stopped watching it.
func (s *Store) RecheckDeposits(ctx context.Context, jobID uint64) error {
	id, err := sqlInt("job id", jobID)
	if err != nil {
		return fmt.Errorf("store: recheck deposits: %w", err)
	}
	if _, err := s.exec(ctx, `UPDATE deposits SET next_check = 0 WHERE job_id = ?`, id); err != nil {
		return fmt.Errorf("store: recheck deposits of job %d: %w", jobID, err)
	}
	return nil
}

// DepositReturns counts the DepositReturned events of a job on the canonical chain (a new return intent
// is keyed by the count it saw, so each return is sent once).
func (s *Store) DepositReturns(ctx context.Context, jobID uint64) (int, error) {
	id, err := sqlInt("job id", jobID)
	if err != nil {
		return 0, fmt.Errorf("store: deposit returns: %w", err)
	}
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM job_events WHERE job_id = ? AND name = 'DepositReturned'`, id).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: deposit returns of job %d: %w", jobID, err)
	}
	return n, nil
}

// putCreditEvent records a Credited or CreditPaid event; the same event again is a no-op.
func putCreditEvent(ctx context.Context, tx txq, c CreditEvent) error {
	bn, err := sqlInt("block number", c.BlockNumber)
	if err != nil {
		return err
	}
	amount, err := bigText(c.Amount)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO credit_events (block_number, log_index, block_hash, account, paid, amount)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(block_number, log_index) DO NOTHING`,
		bn, int64(c.LogIndex), hashText(c.BlockHash), addrText(c.Account), c.Paid, amount); err != nil {
		return fmt.Errorf("put credit event %d/%d: %w", c.BlockNumber, c.LogIndex, err)
	}
	return nil
}

// OwedCredit is an account whose latest credit event is Credited: it has a credit to push.
type OwedCredit struct {
	Account common.Address
	// Block and LogIndex locate the latest Credited event (a push intent is keyed by it).
	Block    uint64
	LogIndex uint
}

// OwedCredits returns up to limit accounts with a credit not yet pushed, oldest credit first.
func (s *Store) OwedCredits(ctx context.Context, limit int) ([]OwedCredit, error) {
	if limit <= 0 {
		return nil, errors.New("store: owed credits: limit must be positive")
	}
	rows, err := s.db.QueryContext(ctx, `SELECT c.account, c.block_number, c.log_index FROM credit_events c
		WHERE c.paid = 0 AND NOT EXISTS (SELECT 1 FROM credit_events l WHERE l.account = c.account
			AND (l.block_number > c.block_number OR (l.block_number = c.block_number AND l.log_index > c.log_index)))
		ORDER BY c.block_number, c.log_index LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: owed credits: %w", err)
	}
	defer rows.Close()
	var out []OwedCredit
	for rows.Next() {
		var acct string
		var bn, li int64
		if err := rows.Scan(&acct, &bn, &li); err != nil {
			return nil, fmt.Errorf("store: owed credits: %w", err)
		}
		a, err := parseAddr(acct)
		if err != nil {
			return nil, fmt.Errorf("store: owed credits: %w", err)
		}
		out = append(out, OwedCredit{Account: a, Block: uint64(bn), LogIndex: uint(li)})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: owed credits: %w", err)
	}
	return out, nil
}

// ClaimDueDepositChecks claims up to limit deposits whose check is due at now (chain time, unix
// seconds) by moving their next check hold later, and returns them: replicas check different deposits
// (FOR UPDATE SKIP LOCKED on PostgreSQL, the due condition checked again on the updated row). The
// keeper then schedules each one's real next check (ScheduleDepositChecks), or gives back those it could
// not finish (ReleaseDepositChecks); a crashed keeper's claims come due again after hold.
func (s *Store) ClaimDueDepositChecks(ctx context.Context, now uint64, limit int, hold time.Duration) ([]DepositCheck, error) {
	if limit <= 0 || hold <= 0 {
		return nil, fmt.Errorf("store: claim deposit checks: limit %d and hold %s must be positive", limit, hold)
	}
	n, err := sqlInt("now", now)
	if err != nil {
		return nil, fmt.Errorf("store: claim deposit checks: %w", err)
	}
	// Most ticks find nothing due: a read says so without taking the write slot (a write transaction
	// that the intake's commits queue behind). A deposit due just after it is claimed on the next tick.
	if due, err := s.exists(ctx, `SELECT 1 FROM deposits WHERE next_check >= 0 AND next_check <= ? LIMIT 1`, n); err != nil {
		return nil, fmt.Errorf("store: claim deposit checks: %w", err)
	} else if !due {
		return nil, nil
	}
	var out []DepositCheck
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `UPDATE deposits SET next_check = ?1
			WHERE address IN (SELECT address FROM deposits WHERE next_check >= 0 AND next_check <= ?2 ORDER BY next_check, job_id LIMIT ?3`+s.d.skipLocked+`)
			AND next_check >= 0 AND next_check <= ?2
			RETURNING address, job_id, kind, block_number, checks`, n+int64(hold/time.Second), n, limit)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var addr, kind string
			var id, bn, checks int64
			if err := rows.Scan(&addr, &id, &kind, &bn, &checks); err != nil {
				return err
			}
			a, err := parseAddr(addr)
			if err != nil {
				return err
			}
			out = append(out, DepositCheck{Deposit: Deposit{Address: a, JobID: uint64(id), Kind: DepositKind(kind), BlockNumber: uint64(bn)}, Checks: int(checks)})
		}
		return rows.Err()
	})
	if err != nil {
		return nil, fmt.Errorf("store: claim deposit checks: %w", err)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].JobID < out[j].JobID })
	return out, nil
}

// ReleaseDepositChecks makes claimed deposit checks due at now again (chain time), unless something
// rescheduled them meanwhile.
func (s *Store) ReleaseDepositChecks(ctx context.Context, addrs []common.Address, now uint64) error {
	if len(addrs) == 0 {
		return nil
	}
	n, err := sqlInt("now", now)
	if err != nil {
		return fmt.Errorf("store: release deposit checks: %w", err)
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, `UPDATE deposits SET next_check = ? WHERE address = ? AND next_check > ?`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for _, a := range addrs {
			if _, err := stmt.ExecContext(ctx, n, addrText(a), n); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: release %d deposit checks: %w", len(addrs), err)
	}
	return nil
}
