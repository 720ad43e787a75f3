// Package store is the settlement daemon's durable state: one SQLite file (modernc.org/sqlite, no cgo)
// in WAL mode with synchronous=FULL, so that every committed transaction survives a crash or power loss.
//
// It holds the daemon's view of on-chain jobs (rebuilt from escrow events), the processed block headers
// the reorg-safe chain watcher needs, the evaluators' accepted signed results, the transaction manager's
// intents and attempts, and a small key-value table. It is not the place for chain access, signature
// checks or business rules: callers decide, the store remembers.
//
// The jobs view is a fold over job_events: jobs rows are only ever written by [Store.Apply],
// [Store.RewindTo] and [Store.RebuildJobs], which run a caller-supplied [Fold] over each job's events in
// chain order. A reorg therefore never needs job-specific undo logic: [Store.RewindTo] deletes the
// orphaned blocks, events and terms and replays the remaining events of every affected job.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"sync"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)

// Errors returned by the store; test with errors.Is.
var (
	// ErrNotFound means the requested row does not exist.
	ErrNotFound = errors.New("store: not found")
	// ErrDuplicate means a result with the same EIP-712 digest was already accepted (a replay).
	ErrDuplicate = errors.New("store: duplicate")
	// ErrClosed means the store was closed.
	ErrClosed = errors.New("store: closed")
	// ErrBlockMismatch means a block or event conflicts with one already stored at the same height
	// (the chain reorganised and the caller must rewind first).
	ErrBlockMismatch = errors.New("store: block hash mismatch")
)

// Options tune a Store. The zero value is ready to use.
type Options struct {
	// Logger receives the store's few log lines; nil means slog.Default().
	Logger *slog.Logger
	// MaxResultBatch caps how many concurrently arriving results share one commit (default 256).
	MaxResultBatch int
	// Now is the wall clock used for created/updated timestamps; nil means time.Now.
	Now func() time.Time
}

// Store is the daemon's SQLite database. It is safe for concurrent use.
type Store struct {
	db     *sql.DB
	log    *slog.Logger
	now    func() time.Time
	path   string
	maxBat int

	// writeSem serialises this process's write transactions in Go (FIFO-ish, context-aware) instead of
	// leaving many writers to SQLite's sleep-and-retry busy handler, which under load lets a writer
	// starve past busy_timeout. busy_timeout still covers other processes.
	writeSem chan struct{}

	results   chan *resultReq
	closing   chan struct{}
	writerWG  sync.WaitGroup
	closeOnce sync.Once
}

// DSN returns the modernc.org/sqlite data source name used for path: WAL journal, synchronous=FULL
// (a commit is on stable storage before it returns), a 5 s busy timeout, foreign keys on, and
// BEGIN IMMEDIATE for every transaction (a writer takes the write lock up front, so two writers never
// deadlock upgrading read locks).
func DSN(path string) string {
	return "file:" + (&url.URL{Path: path}).EscapedPath() +
		"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(5000)" +
		"&_pragma=foreign_keys(1)&_txlock=immediate"
}

// Open opens (creating if needed) the database at path and applies pending migrations.
func Open(ctx context.Context, path string, opts Options) (*Store, error) {
	if path == "" {
		return nil, errors.New("store: open: empty database path")
	}
	db, err := sql.Open("sqlite", DSN(path))
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	// database/sql keeps only 2 idle connections by default: under concurrent readers every extra one
	// opened a new SQLite connection (WAL index mapping, pragmas) and closed it again, which cut the
	// daemon's intake from thousands to tens of results per second. Keep a pool's worth open.
	db.SetMaxIdleConns(64)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	var mode string
	if err := db.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: open %s: read journal mode: %w", path, err)
	}
	if mode != "wal" {
		db.Close()
		return nil, fmt.Errorf("store: open %s: journal mode is %q, want wal (is the file on a filesystem without shared memory?)", path, mode)
	}
	s := &Store{
		db:       db,
		log:      opts.Logger,
		now:      opts.Now,
		path:     path,
		maxBat:   opts.MaxResultBatch,
		writeSem: make(chan struct{}, 1),
		results:  make(chan *resultReq),
		closing:  make(chan struct{}),
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.maxBat <= 0 {
		s.maxBat = 256
	}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	s.writerWG.Add(1)
	go s.runResultWriter()
	return s, nil
}

// Close stops the result writer (inserts already handed to it finish first) and closes the database.
// Every write the store acknowledged is already durable; Close adds no durability.
func (s *Store) Close() error {
	var err error
	s.closeOnce.Do(func() {
		close(s.closing)
		s.writerWG.Wait()
		if e := s.db.Close(); e != nil {
			err = fmt.Errorf("store: close %s: %w", s.path, e)
		}
	})
	return err
}

// Path returns the database file path.
func (s *Store) Path() string { return s.path }

// Ping checks that the database answers (for readiness probes).
func (s *Store) Ping(ctx context.Context) error {
	if err := s.db.PingContext(ctx); err != nil {
		return fmt.Errorf("store: ping: %w", err)
	}
	return nil
}

// lockWrite takes the process-wide write slot; the returned func releases it.
// LockWrite takes the store's single write slot, for other writers that share its database file (the
// transaction manager's journal): writers queue here instead of colliding in SQLite's busy handler.
// Call the returned release when the write transaction has ended.
func (s *Store) LockWrite(ctx context.Context) (release func(), err error) { return s.lockWrite(ctx) }

func (s *Store) lockWrite(ctx context.Context) (func(), error) {
	select {
	case s.writeSem <- struct{}{}:
		return func() { <-s.writeSem }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// exec runs one write statement as its own transaction.
func (s *Store) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	unlock, err := s.lockWrite(ctx)
	if err != nil {
		return nil, err
	}
	defer unlock()
	return s.db.ExecContext(ctx, query, args...)
}

// inTx runs fn in one immediate transaction and commits it, or rolls back if fn fails.
func (s *Store) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	unlock, err := s.lockWrite(ctx)
	if err != nil {
		return err
	}
	defer unlock()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

func (s *Store) nowMillis() int64 { return s.now().UnixMilli() }
