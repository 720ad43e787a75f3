package store

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strings"
	"time"
)

// dueQuery selects due jobs: a range search of the partial index jobs_deadline, skipping jobs deferred
// for their current deadline (one primary-key probe each). See TestDueQueryPlan.
const dueQuery = `SELECT j.id FROM jobs j
	WHERE j.deadline IS NOT NULL AND j.deadline <= ?1
	AND NOT EXISTS (SELECT 1 FROM job_deferrals d WHERE d.job_id = j.id AND d.deadline = j.deadline AND d.until > ?1)
	ORDER BY j.deadline, j.id LIMIT ?2`

// DueJobs returns up to limit ids of jobs whose deadline is at or before now and that are not deferred
// past now for that deadline, earliest deadline first. It reads the jobs_deadline index range of passed
// deadlines only, so its cost follows the number of due jobs, not of stored jobs.
func (s *Store) DueJobs(ctx context.Context, now time.Time, limit int) ([]uint64, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("store: due jobs: limit %d must be positive", limit)
	}
	rows, err := s.db.QueryContext(ctx, dueQuery, now.Unix(), limit)
	if err != nil {
		return nil, fmt.Errorf("store: due jobs: %w", err)
	}
	ids, err := scanIDs(rows)
	if err != nil {
		return nil, fmt.Errorf("store: due jobs: %w", err)
	}
	return ids, nil
}

// DeferJobs keeps the given jobs from being due again before until, for their current deadline (the
// scheduler calls it once a job's action is queued). A job whose deadline changes afterwards is due at
// its new deadline; jobs without a deadline are ignored. Deferrals that ended at or before now are
// deleted in the same transaction, so the table only holds recent ones.
func (s *Store) DeferJobs(ctx context.Context, ids []uint64, now, until time.Time) error {
	const chunk = 500 // well under SQLite's bound-parameter limit
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM job_deferrals WHERE until <= ?`, now.Unix()); err != nil {
			return err
		}
		for start := 0; start < len(ids); start += chunk {
			part := ids[start:min(start+chunk, len(ids))]
			var sb strings.Builder
			args := make([]any, 0, len(part)+1)
			args = append(args, until.Unix())
			sb.WriteString(`INSERT INTO job_deferrals (job_id, deadline, until)
				SELECT id, deadline, ? FROM jobs WHERE deadline IS NOT NULL AND id IN (`)
			for i, id := range part {
				sid, err := sqlInt("job id", id)
				if err != nil {
					return err
				}
				if i > 0 {
					sb.WriteByte(',')
				}
				sb.WriteByte('?')
				args = append(args, sid)
			}
			sb.WriteString(`) ON CONFLICT(job_id) DO UPDATE SET deadline = excluded.deadline, until = excluded.until`)
			if _, err := tx.ExecContext(ctx, sb.String(), args...); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: defer %d jobs: %w", len(ids), err)
	}
	return nil
}

// ClaimDueJobs claims up to limit jobs due at now, earliest deadline first, by deferring them until
// until for their current deadline, and returns their ids: one statement that only ever hands a job to
// one claimer, on this replica or another. The deferral is written with an upsert whose condition
// (no deferral of this deadline that lasts past now) is checked against the latest committed row, so of
// two claimers racing for a job only the one whose write lands first gets it; on PostgreSQL the
// candidate jobs are also locked with FOR UPDATE SKIP LOCKED, so concurrent claimers take different jobs
// instead of queueing on the same ones. A claimer that cannot hand a job on gives it back with
// ReleaseJobs; one that crashes leaves it deferred until until.
func (s *Store) ClaimDueJobs(ctx context.Context, now time.Time, limit int, until time.Time) ([]uint64, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("store: claim due jobs: limit %d must be positive", limit)
	}
	if !until.After(now) {
		return nil, fmt.Errorf("store: claim due jobs: until %s is not after now %s", until, now)
	}
	lock := ""
	if s.d.skipLocked != "" {
		lock = " FOR UPDATE OF j SKIP LOCKED"
	}
	// Most ticks find nothing due: a read says so without taking the write slot (see ClaimDueDepositChecks).
	if due, err := s.exists(ctx, `SELECT 1 FROM jobs j WHERE j.deadline IS NOT NULL AND j.deadline <= ?1
		AND NOT EXISTS (SELECT 1 FROM job_deferrals d WHERE d.job_id = j.id AND d.deadline = j.deadline AND d.until > ?1) LIMIT 1`, now.Unix()); err != nil {
		return nil, fmt.Errorf("store: claim due jobs: %w", err)
	} else if !due {
		return nil, nil
	}
	type claimed struct{ id, deadline int64 }
	var got []claimed
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `INSERT INTO job_deferrals (job_id, deadline, until)
			SELECT j.id, j.deadline, ?1 FROM jobs j
			WHERE j.deadline IS NOT NULL AND j.deadline <= ?2
			AND NOT EXISTS (SELECT 1 FROM job_deferrals d WHERE d.job_id = j.id AND d.deadline = j.deadline AND d.until > ?2)
			ORDER BY j.deadline, j.id LIMIT ?3`+lock+`
			ON CONFLICT (job_id) DO UPDATE SET deadline = excluded.deadline, until = excluded.until
			WHERE job_deferrals.deadline <> excluded.deadline OR job_deferrals.until <= ?2
			RETURNING job_id, deadline`, until.Unix(), now.Unix(), limit)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var c claimed
			if err := rows.Scan(&c.id, &c.deadline); err != nil {
				return err
			}
			got = append(got, c)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, fmt.Errorf("store: claim due jobs: %w", err)
	}
	sort.Slice(got, func(i, j int) bool {
		if got[i].deadline != got[j].deadline {
			return got[i].deadline < got[j].deadline
		}
		return got[i].id < got[j].id
	})
	ids := make([]uint64, len(got))
	for i, c := range got {
		ids[i] = uint64(c.id)
	}
	return ids, nil
}

// ReleaseJobs gives back jobs claimed with ClaimDueJobs(…, until) that were not handed on: they are
// due again at once (a deferral written by a later claim, with another until, is left alone).
func (s *Store) ReleaseJobs(ctx context.Context, ids []uint64, until time.Time) error {
	if len(ids) == 0 {
		return nil
	}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, `DELETE FROM job_deferrals WHERE job_id = ? AND until = ?`)
		if err != nil {
			return err
		}
		defer stmt.Close()
		for _, id := range ids {
			sid, err := sqlInt("job id", id)
			if err != nil {
				return err
			}
			if _, err := stmt.ExecContext(ctx, sid, until.Unix()); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: release %d jobs: %w", len(ids), err)
	}
	return nil
}
