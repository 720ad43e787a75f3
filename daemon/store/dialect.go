package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"

	"github.com/pressly/goose/v3"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// This file holds everything that is specific to SQLite: the driver and its data source name, the
// migrations directory, the pragmas checked at open, and how the driver reports a full disk or a busy
// database. A PostgreSQL backend replaces this file's contents, not the rest of the package.

// driverName is the database/sql driver (modernc.org/sqlite, pure Go).
const driverName = "sqlite"

// gooseDialect is the migration dialect of the driver.
const gooseDialect = goose.DialectSQLite3

//go:embed migrations/sqlite/*.sql
var migrationFiles embed.FS

func migrationsFS() (fs.FS, error) { return fs.Sub(migrationFiles, "migrations/sqlite") }

// DSN returns the data source name used for path: WAL journal, synchronous=FULL (a commit is on stable
// storage before it returns), a 5 s busy timeout, foreign keys on, and BEGIN IMMEDIATE for every
// transaction (a writer takes the write lock up front, so two writers never deadlock upgrading read
// locks). It is the only DSN of the daemon's database.
func DSN(path string) string {
	return "file:" + (&url.URL{Path: path}).EscapedPath() +
		"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(5000)" +
		"&_pragma=foreign_keys(1)&_txlock=immediate"
}

// ReadOnlyDSN opens path for reading only (tools and tests that inspect a running daemon's database).
func ReadOnlyDSN(path string) string {
	return "file:" + (&url.URL{Path: path}).EscapedPath() + "?mode=ro&_pragma=busy_timeout(5000)"
}

// checkSettings verifies what the DSN asked for took effect.
func checkSettings(ctx context.Context, db *sql.DB) error {
	var mode string
	if err := db.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil {
		return fmt.Errorf("read journal mode: %w", err)
	}
	if mode != "wal" {
		return fmt.Errorf("journal mode is %q, want wal (is the file on a filesystem without shared memory?)", mode)
	}
	return nil
}

// legacySchema reports whether the database was written by a daemon before schema migrations moved to
// goose (it has the old schema_migrations or txmgr_schema tables).
func legacySchema(ctx context.Context, db *sql.DB) (bool, error) {
	var n int
	err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN ('schema_migrations', 'txmgr_schema')`).Scan(&n)
	return n > 0, err
}

// IsStorageFull reports whether err says the disk (or the database's size limit) is full.
func IsStorageFull(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		code := se.Code() & 0xff
		return code == sqlite3.SQLITE_FULL || se.Code() == sqlite3.SQLITE_IOERR_WRITE || se.Code() == sqlite3.SQLITE_IOERR_FSYNC
	}
	return false
}

// IsUnavailable reports whether err is the database failing to write or read for a reason outside the
// request (full disk, I/O error, busy beyond the timeout, closed): the caller should answer 503 and the
// client retry, never 500.
func IsUnavailable(err error) bool {
	if errors.Is(err, ErrClosed) || errors.Is(err, sql.ErrConnDone) {
		return true
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY:
			return true
		}
	}
	return false
}
