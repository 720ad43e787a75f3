package store

import (
	"context"
	"database/sql"
	"fmt"
)

// migrations are applied in order, each in its own transaction, and recorded in schema_migrations.
// Never edit a released migration: append a new one.
var migrations = []string{
	// 1: initial schema.
	`
CREATE TABLE meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
) WITHOUT ROWID;

-- Processed block headers, for reorg detection by the chain watcher.
CREATE TABLE blocks (
	number      INTEGER PRIMARY KEY,
	hash        TEXT NOT NULL,
	parent_hash TEXT NOT NULL,
	time        INTEGER NOT NULL
);

-- ASA terms registrations (TermsRegistered), shared by jobs; the terms JSON is the watcher's encoding.
CREATE TABLE terms (
	terms_id     INTEGER PRIMARY KEY,
	terms_hash   TEXT NOT NULL,
	terms        TEXT NOT NULL,
	block_number INTEGER NOT NULL
);
CREATE INDEX terms_block ON terms(block_number);

-- Every escrow event applied to a job, in chain order. jobs is a fold over these rows.
CREATE TABLE job_events (
	block_number INTEGER NOT NULL,
	log_index    INTEGER NOT NULL,
	block_hash   TEXT NOT NULL,
	block_time   INTEGER NOT NULL,
	tx_hash      TEXT NOT NULL,
	job_id       INTEGER NOT NULL,
	name         TEXT NOT NULL,
	args         TEXT NOT NULL,
	PRIMARY KEY (block_number, log_index)
) WITHOUT ROWID;
CREATE INDEX job_events_job ON job_events(job_id, block_number, log_index);

-- The daemon's view of each job. deadline is the chain's deadline of the current waiting state (NULL
-- when none, so terminal jobs stay out of the jobs_deadline index).
CREATE TABLE jobs (
	id            INTEGER PRIMARY KEY,
	client        TEXT NOT NULL,
	provider      TEXT NOT NULL,
	evaluators    TEXT NOT NULL,
	quorum        INTEGER NOT NULL,
	status        INTEGER NOT NULL,
	budget        TEXT NOT NULL,
	terms_id      INTEGER NOT NULL,
	terms_hash    TEXT NOT NULL,
	expired_at    INTEGER NOT NULL,
	deadline      INTEGER,
	submitted_at  INTEGER NOT NULL,
	deliverable   TEXT NOT NULL,
	score         INTEGER NOT NULL,
	result_count  INTEGER NOT NULL,
	backup_active INTEGER NOT NULL,
	last_block    INTEGER NOT NULL
);
CREATE INDEX jobs_deadline ON jobs(deadline) WHERE deadline IS NOT NULL;
CREATE INDEX jobs_client ON jobs(client);
CREATE INDEX jobs_provider ON jobs(provider);

-- Scheduler back-off: a job handed out for its deadline is not handed out again before until. A row
-- counts only while the job's deadline still equals deadline (a new waiting state is due at once).
-- Kept apart from jobs so that deferring touches a few pages of a small table, not scattered job rows.
CREATE TABLE job_deferrals (
	job_id   INTEGER PRIMARY KEY,
	deadline INTEGER NOT NULL,
	until    INTEGER NOT NULL
);
CREATE INDEX job_deferrals_until ON job_deferrals(until);

-- Evaluators' accepted signed results.
CREATE TABLE results (
	id            TEXT PRIMARY KEY,
	job_id        INTEGER NOT NULL,
	evaluator     TEXT NOT NULL,
	score         INTEGER NOT NULL,
	evidence_hash TEXT NOT NULL,
	deliverable   TEXT NOT NULL,
	submitted_at  INTEGER NOT NULL,
	nonce         TEXT NOT NULL,
	deadline      INTEGER NOT NULL,
	signature     BLOB NOT NULL,
	document      TEXT NOT NULL,
	digest        TEXT NOT NULL UNIQUE,
	status        TEXT NOT NULL CHECK (status IN ('pending','relayed','confirmed','rejected')),
	relay_tx      TEXT NOT NULL DEFAULT '',
	reason        TEXT NOT NULL DEFAULT '',
	created_at    INTEGER NOT NULL,
	updated_at    INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX results_job ON results(job_id);
CREATE INDEX results_status ON results(status, created_at);
`,
}

// SchemaVersion is the schema version this build writes (the number of migrations).
func SchemaVersion() int { return len(migrations) }

// migrate brings the schema to SchemaVersion. It is idempotent; a database written by a newer build is
// refused rather than silently misread.
func (s *Store) migrate(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		applied_at INTEGER NOT NULL
	)`); err != nil {
		return fmt.Errorf("store: migrate: create schema_migrations: %w", err)
	}
	for i, m := range migrations {
		version := i + 1
		applied := false
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations WHERE version = ?`, version).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				return nil
			}
			if _, err := tx.ExecContext(ctx, m); err != nil {
				return err
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`, version, s.nowMillis())
			applied = err == nil
			return err
		})
		if err != nil {
			return fmt.Errorf("store: migrate to version %d: %w", version, err)
		}
		if applied {
			s.log.Info("store: applied schema migration", "version", version, "path", s.path)
		}
	}
	var maxVersion int
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&maxVersion); err != nil {
		return fmt.Errorf("store: migrate: read version: %w", err)
	}
	if maxVersion > len(migrations) {
		return fmt.Errorf("store: database schema version %d is newer than this build's %d; upgrade the daemon", maxVersion, len(migrations))
	}
	return nil
}

// Version returns the database's applied schema version.
func (s *Store) Version(ctx context.Context) (int, error) {
	var v int
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&v); err != nil {
		return 0, fmt.Errorf("store: read schema version: %w", err)
	}
	return v, nil
}
