package store

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// DB is the underlying database, for components that keep their own tables in the same file (the chain
// watcher's checkpoints, the transaction manager's journal) and share transactions with ApplyTx.
func (s *Store) DB() *sql.DB { return s.db }

// RecentJobs returns up to limit jobs, newest first (the job page's list).
func (s *Store) RecentJobs(ctx context.Context, limit int) ([]Job, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("store: recent jobs: limit %d must be positive", limit)
	}
	rows, err := s.db.QueryContext(ctx, jobSelect+`ORDER BY j.id DESC LIMIT ?1`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: recent jobs: %w", err)
	}
	defer rows.Close()
	var out []Job
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("store: recent jobs: %w", err)
		}
		out = append(out, j)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: recent jobs: %w", err)
	}
	return out, nil
}

// JobsByParty returns up to limit jobs, newest first, in which party is the client, the provider or one
// of the evaluators. Client and provider use indexes; the evaluator match scans the evaluator lists.
func (s *Store) JobsByParty(ctx context.Context, party common.Address, limit int) ([]Job, error) {
	if limit <= 0 {
		return nil, fmt.Errorf("store: jobs by party: limit %d must be positive", limit)
	}
	addr := addrText(party)
	rows, err := s.db.QueryContext(ctx, jobSelect+`WHERE j.client = ?1 OR j.provider = ?1 OR instr(lower(j.evaluators), ?1) > 0
		ORDER BY j.id DESC LIMIT ?2`, addr, limit)
	if err != nil {
		return nil, fmt.Errorf("store: jobs by party: %w", err)
	}
	defer rows.Close()
	var out []Job
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("store: jobs by party: %w", err)
		}
		out = append(out, j)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: jobs by party: %w", err)
	}
	return out, nil
}
