package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/asa-escrow/asa/settlement"
)

// Gauges is the daemon's backlog as the store holds it, read in one go for /metrics: what the relayer,
// the scheduler, the keeper and the transaction managers still have to do, and how long the oldest item
// has waited. Read from the store, it stays true across restarts and while a component is stuck.
type Gauges struct {
	// PendingResults are accepted results without a relay intent yet; OldestPending is when the oldest
	// was accepted (zero when none waits).
	PendingResults int
	OldestPending  time.Time
	// RelayedResults are results whose relay intent exists but whose ResultAccepted is not yet seen.
	RelayedResults int
	// DueJobs are jobs whose deadline passed by now and that are not deferred (what the scheduler
	// hands out next).
	DueJobs int
	// WatchedDeposits are deposit addresses the keeper still checks; DueDepositChecks are those due now.
	WatchedDeposits, DueDepositChecks int
	// OwedCredits are accounts with a credit not yet pushed.
	OwedCredits int
	// OpenIntents counts the transaction managers' intents that are not final, by sender address (hex,
	// as stored); OldestOpenIntent is when the oldest of each was created.
	OpenIntents      map[string]int
	OldestOpenIntent map[string]time.Time
	// Jobs counts the jobs of the view by on-chain status.
	Jobs map[settlement.JobStatus]int
	// WebhookBacklog counts the webhook deliveries not yet final (pending or being delivered);
	// OldestWebhook is when the oldest of them was enqueued (zero when none waits).
	WebhookBacklog int
	OldestWebhook  time.Time
}

// Gauges reads the backlog. now is chain time (deadlines are block timestamps).
func (s *Store) Gauges(ctx context.Context, now time.Time) (Gauges, error) {
	g := Gauges{OpenIntents: map[string]int{}, OldestOpenIntent: map[string]time.Time{}, Jobs: map[settlement.JobStatus]int{}}
	var oldest sql.NullInt64
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*), MIN(created_at) FROM results WHERE status = 'pending'`).Scan(&g.PendingResults, &oldest); err != nil {
		return g, fmt.Errorf("store: gauges: pending results: %w", err)
	}
	if oldest.Valid {
		g.OldestPending = time.UnixMilli(oldest.Int64)
	}
	var oldestHook sql.NullInt64
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*), MIN(created_at) FROM webhook_deliveries WHERE state IN ('pending','delivering')`).Scan(&g.WebhookBacklog, &oldestHook); err != nil {
		return g, fmt.Errorf("store: gauges: webhook backlog: %w", err)
	}
	if oldestHook.Valid {
		g.OldestWebhook = time.UnixMilli(oldestHook.Int64)
	}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM results WHERE status = 'relayed'`).Scan(&g.RelayedResults); err != nil {
		return g, fmt.Errorf("store: gauges: relayed results: %w", err)
	}
	t := now.Unix()
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM jobs j WHERE j.deadline IS NOT NULL AND j.deadline <= ?
		AND NOT EXISTS (SELECT 1 FROM job_deferrals d WHERE d.job_id = j.id AND d.deadline = j.deadline AND d.until > ?)`, t, t).Scan(&g.DueJobs); err != nil {
		return g, fmt.Errorf("store: gauges: due jobs: %w", err)
	}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*), COALESCE(SUM(CASE WHEN next_check <= ? THEN 1 ELSE 0 END), 0)
		FROM deposits WHERE next_check >= 0`, t).Scan(&g.WatchedDeposits, &g.DueDepositChecks); err != nil {
		return g, fmt.Errorf("store: gauges: deposits: %w", err)
	}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM credit_events c
		WHERE c.paid = 0 AND NOT EXISTS (SELECT 1 FROM credit_events l WHERE l.account = c.account
			AND (l.block_number > c.block_number OR (l.block_number = c.block_number AND l.log_index > c.log_index)))`).Scan(&g.OwedCredits); err != nil {
		return g, fmt.Errorf("store: gauges: owed credits: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT sender, COUNT(*), MIN(created_at) FROM txmgr_intents
		WHERE state IN ('pending','inflight','mined') GROUP BY sender`)
	if err != nil {
		return g, fmt.Errorf("store: gauges: open intents: %w", err)
	}
	for rows.Next() {
		var sender string
		var n int
		var created int64
		if err := rows.Scan(&sender, &n, &created); err != nil {
			rows.Close()
			return g, fmt.Errorf("store: gauges: open intents: %w", err)
		}
		a, err := parseAddr(sender)
		if err != nil {
			rows.Close()
			return g, fmt.Errorf("store: gauges: open intents: %w", err)
		}
		g.OpenIntents[a.Hex()], g.OldestOpenIntent[a.Hex()] = n, time.UnixMilli(created)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return g, fmt.Errorf("store: gauges: open intents: %w", err)
	}
	rows, err = s.db.QueryContext(ctx, `SELECT status, COUNT(*) FROM jobs GROUP BY status`)
	if err != nil {
		return g, fmt.Errorf("store: gauges: jobs: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var st, n int
		if err := rows.Scan(&st, &n); err != nil {
			return g, fmt.Errorf("store: gauges: jobs: %w", err)
		}
		g.Jobs[settlement.JobStatus(st)] = n
	}
	if err := rows.Err(); err != nil {
		return g, fmt.Errorf("store: gauges: jobs: %w", err)
	}
	return g, nil
}
