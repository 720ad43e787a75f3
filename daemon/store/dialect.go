package store

import (
	"database/sql"
	"errors"
	"strings"

	"github.com/pressly/goose/v3"
)

// dialect is what differs between the two backends. Everything else in this package is one SQL text for
// both: '?' placeholders (the PostgreSQL driver wrapper rewrites them to $n), integers 0/1 for booleans
// (the wrapper turns Go bools into integers), 64-bit integers, TEXT and binary columns, ON CONFLICT
// upserts and RETURNING. The schema is one goose migration sequence per dialect, version for version
// (migrations/sqlite and migrations/postgres; TestMigrationsHaveBothDialects keeps them paired).
type dialect struct {
	// name is "sqlite" or "postgres".
	name string
	// goose is the migration library's dialect.
	goose goose.Dialect
	// dir is the directory of this dialect's migrations under migrations/.
	dir string
	// shared says several processes may use the database at once (replicas on PostgreSQL); on SQLite
	// one process holds the file's lock.
	shared bool
	// skipLocked ends a SELECT that claims rows: concurrent claimers skip the rows it locked instead of
	// waiting for them. Empty on SQLite, where one writer runs at a time.
	skipLocked string
	// shareLock ends the SELECT that reads a lease to fence a write: the lease row stays share-locked to
	// the end of the transaction, so that a takeover waits until the fenced write commits or rolls back.
	// Empty on SQLite (its writers are serialised by the database lock).
	shareLock string
	// clockMillis is an SQL expression for the database server's clock, in unix milliseconds: leases
	// are timed by one clock, whatever the replicas' clocks say.
	clockMillis string
}

var sqliteDialect = &dialect{
	name:        "sqlite",
	goose:       goose.DialectSQLite3,
	dir:         "sqlite",
	clockMillis: `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`,
}

var postgresDialect = &dialect{
	name:        "postgres",
	goose:       goose.DialectPostgres,
	dir:         "postgres",
	shared:      true,
	skipLocked:  " FOR UPDATE SKIP LOCKED",
	shareLock:   " FOR SHARE",
	clockMillis: `CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)`,
}

// IsPostgres reports whether location names a PostgreSQL database (a postgres:// or postgresql:// URL)
// rather than a SQLite file.
func IsPostgres(location string) bool {
	return strings.HasPrefix(location, "postgres://") || strings.HasPrefix(location, "postgresql://")
}

// IsStorageFull reports whether err says the disk (or the database's size limit) is full.
func IsStorageFull(err error) bool { return sqliteFull(err) || pgFull(err) }

// IsUnavailable reports whether err is the database failing to write or read for a reason outside the
// request (full disk, I/O error, busy beyond the timeout, closed, a lost connection to PostgreSQL, a
// server restarting): the caller should answer 503 and the client retry, never 500.
func IsUnavailable(err error) bool {
	if errors.Is(err, ErrClosed) || errors.Is(err, sql.ErrConnDone) {
		return true
	}
	return sqliteUnavailable(err) || pgUnavailable(err)
}
