package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// This file holds what is specific to SQLite, the default backend: the driver and its data source name,
// the pragmas checked at open, the database file's process lock, and how the driver reports a full disk
// or a busy database.

// driverName is the database/sql driver (modernc.org/sqlite, pure Go).
const driverName = "sqlite"

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

// openSQLite opens the SQLite file at path under its exclusive process lock.
func openSQLite(ctx context.Context, path string) (*sql.DB, func(), error) {
	lock, err := lockFile(path + ".lock")
	if err != nil {
		return nil, nil, err
	}
	db, err := sql.Open(driverName, DSN(path))
	if err != nil {
		unlockFile(lock)
		return nil, nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	// database/sql keeps only 2 idle connections by default: under concurrent readers every extra one
	// opened a new SQLite connection (WAL index mapping, pragmas) and closed it again, which cut the
	// daemon's intake from thousands to tens of results per second. Keep a pool's worth open, and bound
	// it: SQLite serialises writers anyway, and each connection holds file descriptors.
	db.SetMaxIdleConns(64)
	db.SetMaxOpenConns(128)
	release := func() { unlockFile(lock) }
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		release()
		return nil, nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	if err := checkSQLite(ctx, db); err != nil {
		db.Close()
		release()
		return nil, nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	legacy, err := legacySchema(ctx, db)
	if err == nil && legacy {
		err = fmt.Errorf("store: %s was written by a daemon before version 2 (its schema is not managed by migrations); "+
			"start with a new --db file: the daemon rebuilds its job view from the chain (results it accepted but had not relayed are in that file's results table)", path)
	}
	if err != nil {
		db.Close()
		release()
		return nil, nil, err
	}
	return db, release, nil
}

// checkSQLite verifies what the DSN asked for took effect.
func checkSQLite(ctx context.Context, db *sql.DB) error {
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
	if err != nil {
		return false, fmt.Errorf("store: read schema: %w", err)
	}
	return n > 0, nil
}

// sqliteFull reports whether err is SQLite saying the disk (or the database's size limit) is full.
func sqliteFull(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		code := se.Code() & 0xff
		return code == sqlite3.SQLITE_FULL || se.Code() == sqlite3.SQLITE_IOERR_WRITE || se.Code() == sqlite3.SQLITE_IOERR_FSYNC
	}
	return false
}

// sqliteUnavailable reports whether err is SQLite failing for a reason outside the request.
func sqliteUnavailable(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY:
			return true
		}
	}
	return false
}
