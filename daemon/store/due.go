package store

import (
	"context"
	"database/sql"
	"fmt"
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
