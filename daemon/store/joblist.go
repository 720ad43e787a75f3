package store

import (
	"context"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// JobQuery selects a page of jobs for a list (GET /v1/jobs and the job page), newest first.
type JobQuery struct {
	// Party, when set, keeps the jobs in which it is the client, the provider or one of the evaluators.
	Party *common.Address
	// Statuses, when not empty, keeps the jobs in one of these on-chain states.
	Statuses []settlement.JobStatus
	// Before, when not zero, keeps the jobs with an id below it: the cursor of the next page is the last
	// id of the previous one, so that pages stay stable while new jobs arrive.
	Before uint64
	// Limit is the page size (at least 1).
	Limit int
}

// ListJobs returns up to q.Limit jobs matching q, newest first.
func (s *Store) ListJobs(ctx context.Context, q JobQuery) ([]Job, error) {
	if q.Limit <= 0 {
		return nil, fmt.Errorf("store: list jobs: limit %d must be positive", q.Limit)
	}
	var where []string
	var args []any
	if q.Party != nil {
		addr := addrText(*q.Party)
		where = append(where, "(j.client = ? OR j.provider = ? OR instr(lower(j.evaluators), ?) > 0)")
		args = append(args, addr, addr, addr)
	}
	if len(q.Statuses) > 0 {
		marks := make([]string, len(q.Statuses))
		for i, st := range q.Statuses {
			marks[i] = "?"
			args = append(args, int64(st))
		}
		where = append(where, "j.status IN ("+strings.Join(marks, ", ")+")")
	}
	if q.Before > 0 {
		before, err := sqlInt("cursor", q.Before)
		if err != nil {
			return nil, fmt.Errorf("store: list jobs: %w", err)
		}
		where = append(where, "j.id < ?")
		args = append(args, before)
	}
	query := jobSelect
	if len(where) > 0 {
		query += "WHERE " + strings.Join(where, " AND ") + " "
	}
	query += "ORDER BY j.id DESC LIMIT ?"
	args = append(args, q.Limit)
	rows, err := s.db.QueryContext(ctx, query, args...)
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
