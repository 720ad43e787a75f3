// Package store is the settlement daemon's durable state and its single source of truth. It runs on one
// of two backends behind the same API: a SQLite file (modernc.org/sqlite, no cgo; the default) in WAL
// mode with synchronous=FULL, or a PostgreSQL database (github.com/jackc/pgx/v5) that several daemon
// replicas share. On both, every acknowledged write is committed durably before the call returns.
//
// It holds the daemon's view of on-chain jobs (a fold over the escrow's events), the deposit-address map,
// the evaluators' accepted signed results, the transaction manager's journal (it implements
// txmgr.Journal), the chain watcher's processed blocks (it implements watcher.Checkpoint), the
// database's identity (chain, escrow, deployment block), and the leases that say which replica sends for
// which signer and which one writes chain state. Nothing the daemon must not lose lives anywhere else. It
// is not the place for chain access, signature checks or business rules: callers decide, the store
// remembers.
//
// One schema mechanism: goose migrations embedded from migrations/<dialect>/, version for version. One
// write slot per process: every write transaction of the process (intake, watcher, journal) queues on it
// instead of colliding in SQLite's busy handler or in PostgreSQL's row locks. On SQLite, Open takes an
// exclusive lock on the file, so two daemons can never sign with one key from one journal; on
// PostgreSQL the same guarantee comes from leases with fencing tokens (lease.go).
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"

	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver

	"github.com/asa-escrow/asa/internal/seal"
)

// Errors returned by the store; test with errors.Is.
var (
	// ErrNotFound means the requested row does not exist.
	ErrNotFound = errors.New("store: not found")
	// ErrDuplicate means a result with the same EIP-712 digest was already accepted (a replay).
	ErrDuplicate = errors.New("store: duplicate")
	// ErrAlreadyCounted means the evaluator already has a live result for this submission of the job.
	ErrAlreadyCounted = errors.New("store: evaluator already has a result for this submission")
	// ErrClosed means the store was closed.
	ErrClosed = errors.New("store: closed")
	// ErrBlockMismatch means a block or event conflicts with one already stored at the same height
	// (the chain reorganised and the caller must rewind first).
	ErrBlockMismatch = errors.New("store: block hash mismatch")
	// ErrLocked means another process holds the database.
	ErrLocked = errors.New("store: database is in use by another process")
)

// Options tune a Store. The zero value is ready to use.
type Options struct {
	// Logger receives the store's few log lines; nil means slog.Default().
	Logger *slog.Logger
	// MaxResultBatch caps how many concurrently arriving results share one commit (default 256).
	MaxResultBatch int
	// MaxConns caps the connections to a PostgreSQL database (default DefaultPostgresConns); SQLite
	// ignores it.
	MaxConns int
	// IdleInTxTimeout makes the PostgreSQL server end a session of this store that sits inside a
	// transaction without a statement for this long (default 5 s): a replica paused or cut off in the
	// middle of a transaction must not hold its row locks (a fenced write's lock on its lease, claims)
	// past its lease. Keep it well under the lease time to live. SQLite ignores it.
	IdleInTxTimeout time.Duration
	// Secrets seals the webhook signing secrets at rest (the operator's keys; the first seals). Without
	// it a database holding sealed secrets is refused, and new subscriptions cannot be stored.
	Secrets *seal.Keyring
	// Now is the wall clock used for created/updated timestamps; nil means time.Now.
	Now func() time.Time
	// Metrics receives write latencies; nil means NoopMetrics.
	Metrics Metrics
	// WarmConns is how many SQLite connections Open opens at once and leaves idle (0: none; PostgreSQL
	// ignores it): each new connection reads the whole schema (about a millisecond of CPU), which a burst
	// of concurrent requests on a fresh pool otherwise pays for, one connection per request.
	WarmConns int
}

// Store is the daemon's database. It is safe for concurrent use.
type Store struct {
	db      *sql.DB
	plain   *sql.DB // the migration library's pool: the store's own on SQLite, one without placeholder rewriting on PostgreSQL
	leaseDB *sql.DB // lease operations: the store's own pool on SQLite, two connections of their own on PostgreSQL
	log     *slog.Logger
	now     func() time.Time
	d       *dialect
	path    string // the SQLite file, or the PostgreSQL URL without its password
	maxBat  int
	release func() // releases the SQLite file lock; a no-op on PostgreSQL
	met     Metrics
	secrets *seal.Keyring // nil: no secret key configured

	// txq is the one write slot: every write transaction of this process is handed to one writer
	// goroutine, which commits the writes waiting together as one transaction (each in its own savepoint,
	// so one caller's failure undoes only its own writes). Writers never meet in SQLite's
	// sleep-and-retry busy handler, which under load lets a writer starve past busy_timeout, and
	// concurrent writers share one fsync. busy_timeout still covers readers of other processes.
	txq chan *txReq

	results   chan *resultReq
	ids       idSource      // result ids (used by the result writer)
	pruneTick atomic.Uint64 // writes that may prune expired x402 rows (see pruneNow)
	closing   chan struct{}
	writerWG  sync.WaitGroup
	closeOnce sync.Once

	writeMu  sync.Mutex
	writeErr error // the last write's failure for a reason outside the caller (full disk, I/O); nil after a success

	stmts sync.Map // query text -> *sql.Stmt: the hot reads, prepared once (see prepared)
}

// prepared returns the statement of a hot read, prepared once on the store's pool: parsing the SQL of
// every read cost the transaction manager's passes more CPU than running it.
func (s *Store) prepared(ctx context.Context, query string) (*sql.Stmt, error) {
	if st, ok := s.stmts.Load(query); ok {
		return st.(*sql.Stmt), nil
	}
	st, err := s.db.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	if prev, loaded := s.stmts.LoadOrStore(query, st); loaded {
		_ = st.Close()
		return prev.(*sql.Stmt), nil
	}
	return st, nil
}

// queryRow runs a hot single-row read through its prepared statement.
func (s *Store) queryRow(ctx context.Context, query string, args ...any) *sql.Row {
	st, err := s.prepared(ctx, query)
	if err != nil {
		return s.db.QueryRowContext(ctx, query, args...) // reports the same error when scanned
	}
	return st.QueryRowContext(ctx, args...)
}

// query runs a hot read through its prepared statement.
func (s *Store) query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	st, err := s.prepared(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.QueryContext(ctx, args...)
}

// exists reports whether the hot read query (SELECT 1 ... LIMIT 1) returns a row.
func (s *Store) exists(ctx context.Context, query string, args ...any) (bool, error) {
	var one int
	err := s.queryRow(ctx, query, args...).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// hot is the store's pool as a queryer whose statements are prepared once (see prepared): the reads
// behind every result the intake takes (the job, its results) cost more to parse than to run.
func (s *Store) hot() queryer { return hotPool{s} }

type hotPool struct{ s *Store }

func (h hotPool) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return h.s.query(ctx, query, args...)
}

func (h hotPool) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	return h.s.queryRow(ctx, query, args...)
}

// txq is what the writes of a transaction use of it: *sql.Tx, or hotTx.
type txq interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	queryer
}

// hotTx runs a write transaction's statements through the store's prepared ones (tx.StmtContext: each
// is parsed once per connection, not once per use): the watcher's fold of every block and the result
// writer's commits run the same few statements over and over.
type hotTx struct {
	tx *sql.Tx
	s  *Store
}

// hotTx wraps tx (a transaction of the store's pool) so that its statements are prepared once.
func (s *Store) hotTx(tx *sql.Tx) hotTx { return hotTx{tx: tx, s: s} }

func (h hotTx) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	st, err := h.s.prepared(ctx, query)
	if err != nil {
		return h.tx.ExecContext(ctx, query, args...) // reports the same error
	}
	return h.tx.StmtContext(ctx, st).ExecContext(ctx, args...)
}

func (h hotTx) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	st, err := h.s.prepared(ctx, query)
	if err != nil {
		return h.tx.QueryRowContext(ctx, query, args...)
	}
	return h.tx.StmtContext(ctx, st).QueryRowContext(ctx, args...)
}

// QueryContext is not prepared: a multi-row read's rows may still be open when the same statement runs
// again in the transaction, and the two would share one prepared statement of the connection.
func (h hotTx) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return h.tx.QueryContext(ctx, query, args...)
}

// Open opens the daemon's database and applies pending migrations. location is a SQLite file path
// (created if needed, under an exclusive lock: one daemon per file) or a PostgreSQL URL
// (postgres://user@host/db; any number of daemons may share it, see lease.go). A database written by a
// newer build, or by a daemon from before the goose migrations, is refused with a message saying what to
// do.
func Open(ctx context.Context, location string, opts Options) (*Store, error) {
	if location == "" {
		return nil, errors.New("store: open: empty database path")
	}
	d, ps, release, err := openBackend(ctx, location, opts)
	if err != nil {
		return nil, err
	}
	db := ps.db
	s := &Store{
		db:      db,
		plain:   ps.plain,
		leaseDB: ps.leases,
		d:       d,
		log:     opts.Logger,
		now:     opts.Now,
		path:    RedactURL(location),
		maxBat:  opts.MaxResultBatch,
		release: release,
		secrets: opts.Secrets,
		txq:     make(chan *txReq),
		results: make(chan *resultReq),
		closing: make(chan struct{}),
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
	if s.met = opts.Metrics; s.met == nil {
		s.met = NoopMetrics{}
	}
	if err := s.migrate(ctx); err != nil {
		s.closeDB()
		return nil, err
	}
	if !d.shared {
		// The file lock says no other process uses this database: the holders of any leases in it are
		// gone (a crashed daemon), so its leases end now instead of at their expiry.
		if _, err := db.ExecContext(ctx, `UPDATE leases SET expires_at = 0`); err != nil {
			s.closeDB()
			return nil, fmt.Errorf("store: end the leases of earlier processes: %w", err)
		}
		// Likewise their claims on pending results: a daemon killed between a claim and its relay would
		// otherwise hold those results back for the claim's whole time, past an evaluation deadline.
		if _, err := db.ExecContext(ctx, `UPDATE results SET claimed_until = 0 WHERE claimed_until <> 0`); err != nil {
			s.closeDB()
			return nil, fmt.Errorf("store: end the result claims of earlier processes: %w", err)
		}
		// And their claims on due jobs. A claim runs until a chain time: a scheduler killed between its
		// claim and its finalize intents left the jobs deferred until then, and a chain that makes no
		// new block (a quiet dev chain) never gets there, so the jobs were never handed out again.
		if _, err := db.ExecContext(ctx, `DELETE FROM job_deferrals`); err != nil {
			s.closeDB()
			return nil, fmt.Errorf("store: end the due-job claims of earlier processes: %w", err)
		}
	}
	if !d.shared && opts.WarmConns > 0 {
		if err := warmPool(ctx, db, opts.WarmConns); err != nil {
			s.closeDB()
			return nil, fmt.Errorf("store: open %s: %w", s.path, err)
		}
	}
	s.writerWG.Add(2)
	go s.runTxWriter()
	go s.runResultWriter()
	if err := s.sealSecrets(ctx); err != nil {
		_ = s.Close()
		return nil, err
	}
	return s, nil
}

// warmPool opens n connections of db (holding them all at once, so that each is a new one) and leaves
// them idle in the pool.
func warmPool(ctx context.Context, db *sql.DB, n int) error {
	conns := make([]*sql.Conn, 0, n)
	defer func() {
		for _, c := range conns {
			_ = c.Close()
		}
	}()
	for range n {
		c, err := db.Conn(ctx)
		if err != nil {
			return fmt.Errorf("warm the connection pool: %w", err)
		}
		conns = append(conns, c)
	}
	return nil
}

// pools are a store's connection pools.
type pools struct {
	db     *sql.DB // the store's own
	leases *sql.DB // lease operations
	plain  *sql.DB // the migration library (its own SQL: no placeholder rewriting)
}

// openBackend connects to location with its dialect; release undoes what the dialect holds besides its
// pools (SQLite's file lock). On SQLite every pool is the one pool.
func openBackend(ctx context.Context, location string, opts Options) (d *dialect, p pools, release func(), err error) {
	if IsPostgres(location) {
		p, err := openPostgres(ctx, location, opts.MaxConns, opts.IdleInTxTimeout)
		if err != nil {
			return nil, pools{}, nil, err
		}
		return postgresDialect, p, func() {}, nil
	}
	db, release, err := openSQLite(ctx, location)
	if err != nil {
		return nil, pools{}, nil, err
	}
	return sqliteDialect, pools{db: db, leases: db, plain: db}, release, nil
}

// closeDB closes the pools and releases the backend.
func (s *Store) closeDB() error {
	err := s.db.Close()
	for _, p := range []*sql.DB{s.plain, s.leaseDB} {
		if p != s.db {
			err = errors.Join(err, p.Close())
		}
	}
	s.release()
	return err
}

// migrate applies the embedded goose migrations of the store's dialect.
func (s *Store) migrate(ctx context.Context) error {
	p, err := s.migrations()
	if err != nil {
		return err
	}
	current, target, err := p.GetVersions(ctx)
	if err != nil {
		return fmt.Errorf("store: read schema version of %s: %w", s.path, err)
	}
	if current > target {
		return fmt.Errorf("store: %s has schema version %d, newer than this build's %d; upgrade the daemon", s.path, current, target)
	}
	results, err := p.Up(ctx)
	if err != nil {
		return fmt.Errorf("store: migrate %s: %w", s.path, err)
	}
	for _, r := range results {
		s.log.Info("store: applied schema migration", "version", r.Source.Version, "path", s.path)
	}
	return nil
}

// migrations is the goose provider of the store's dialect. On PostgreSQL goose serialises concurrent
// migrators with a lock of its own, so replicas started together migrate once.
func (s *Store) migrations() (*goose.Provider, error) {
	fsys, err := migrationsFS(s.d)
	if err != nil {
		return nil, fmt.Errorf("store: migrations: %w", err)
	}
	opts := []goose.ProviderOption{goose.WithDisableGlobalRegistry(true)}
	if s.d.shared {
		locker, err := lock.NewPostgresSessionLocker()
		if err != nil {
			return nil, fmt.Errorf("store: migrations: %w", err)
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	p, err := goose.NewProvider(s.d.goose, s.plain, fsys, opts...)
	if err != nil {
		return nil, fmt.Errorf("store: migrations: %w", err)
	}
	return p, nil
}

//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var migrationFiles embed.FS

func migrationsFS(d *dialect) (fs.FS, error) { return fs.Sub(migrationFiles, "migrations/"+d.dir) }

// Version returns the database's applied schema version.
func (s *Store) Version(ctx context.Context) (int64, error) {
	p, err := s.migrations()
	if err != nil {
		return 0, err
	}
	v, err := p.GetDBVersion(ctx)
	if err != nil {
		return 0, fmt.Errorf("store: read schema version: %w", err)
	}
	return v, nil
}

// SchemaVersion is the schema version this build migrates to (the highest embedded migration; both
// dialects have the same versions).
func SchemaVersion() int64 {
	fsys, err := migrationsFS(sqliteDialect)
	if err != nil {
		return 0
	}
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return 0
	}
	var v int64
	for _, e := range entries {
		if n, err := goose.NumericComponent(e.Name()); err == nil && n > v {
			v = n
		}
	}
	return v
}

// Close stops the result writer (inserts already handed to it finish first), closes the database and
// releases its lock. Every write the store acknowledged is already durable; Close adds no durability.
func (s *Store) Close() error {
	var err error
	s.closeOnce.Do(func() {
		close(s.closing)
		s.writerWG.Wait()
		s.stmts.Range(func(_, st any) bool { _ = st.(*sql.Stmt).Close(); return true })
		if e := s.closeDB(); e != nil {
			err = fmt.Errorf("store: close %s: %w", s.path, e)
		}
	})
	return err
}

// Path returns the database file path, or the PostgreSQL URL without its password.
func (s *Store) Path() string { return s.path }

// Ping checks that the database answers (for readiness probes).
func (s *Store) Ping(ctx context.Context) error {
	if err := s.db.PingContext(ctx); err != nil {
		return fmt.Errorf("store: ping: %w", err)
	}
	return nil
}

// exec runs one write statement in the write slot.
func (s *Store) exec(ctx context.Context, query string, args ...any) (sql.Result, error) {
	var res sql.Result
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		res, err = tx.ExecContext(ctx, query, args...)
		return err
	})
	return res, err
}

// noteWrite remembers whether writes work (for WriteHealth).
func (s *Store) noteWrite(err error) {
	if err != nil && !IsUnavailable(err) {
		return // a constraint or a caller's mistake says nothing about the storage
	}
	s.writeMu.Lock()
	s.writeErr = err
	s.writeMu.Unlock()
}

// WriteHealth is nil unless the last write failed for a reason outside the caller (a full disk, an I/O
// error) and none has succeeded since: then nothing can be accepted, and readiness says so.
func (s *Store) WriteHealth() error {
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	if s.writeErr != nil {
		if IsStorageFull(s.writeErr) {
			return fmt.Errorf("store: the disk is full: %w", s.writeErr)
		}
		return fmt.Errorf("store: writes fail: %w", s.writeErr)
	}
	return nil
}

// txReq is one write transaction waiting for the write slot.
type txReq struct {
	ctx  context.Context
	fn   func(tx *sql.Tx) error
	done chan error
}

// maxTxGroup caps how many waiting write transactions share one commit.
const maxTxGroup = 128

// inTx runs fn in the write slot and returns once its writes are committed, or rolled back if fn
// failed. fn must use only tx (calling the store's write methods from fn would wait for itself).
func (s *Store) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	req := &txReq{ctx: ctx, fn: fn, done: make(chan error, 1)}
	start := time.Now()
	select {
	case s.txq <- req:
	case <-s.closing:
		return ErrClosed
	case <-ctx.Done():
		return ctx.Err()
	}
	// Once handed over, wait for the commit even if ctx ends: the caller must learn whether it is stored.
	err := <-req.done
	s.met.Write(time.Since(start), err)
	return err
}

// runTxWriter is the write slot: it takes one waiting transaction, then every one already waiting (up
// to maxTxGroup), and commits them together.
func (s *Store) runTxWriter() {
	defer s.writerWG.Done()
	batch := make([]*txReq, 0, maxTxGroup)
	for {
		select {
		case <-s.closing:
			return
		case req := <-s.txq:
			batch = append(batch[:0], req)
		}
	drain:
		for len(batch) < maxTxGroup {
			select {
			case req := <-s.txq:
				batch = append(batch, req)
			default:
				break drain
			}
		}
		s.commitGroup(batch)
	}
}

// commitGroup runs the batch's functions in one transaction, each inside a savepoint when there are
// several, and commits. A function's error rolls back its own writes only; a failed commit fails all.
func (s *Store) commitGroup(batch []*txReq) {
	errs := make([]error, len(batch))
	start := time.Now()
	finish := func(commitErr error) {
		s.met.Commit(len(batch), time.Since(start), commitErr)
		for i, r := range batch {
			if errs[i] == nil {
				errs[i] = commitErr
			}
			r.done <- errs[i]
		}
	}
	tx, err := s.db.BeginTx(context.Background(), nil)
	if err != nil {
		s.noteWrite(err)
		finish(fmt.Errorf("begin: %w", err))
		return
	}
	if len(batch) == 1 {
		if err := batch[0].fn(tx); err != nil {
			_ = tx.Rollback()
			s.noteWrite(err)
			errs[0] = err
			finish(nil)
			return
		}
	} else {
		hot := s.hotTx(tx) // the savepoint statements, parsed once
		applied := 0
		for i, r := range batch {
			if err := r.ctx.Err(); err != nil {
				errs[i] = err
				continue
			}
			if _, err := hot.ExecContext(context.Background(), `SAVEPOINT grp`); err != nil {
				_ = tx.Rollback()
				s.noteWrite(err)
				finish(fmt.Errorf("savepoint: %w", err))
				return
			}
			if err := r.fn(tx); err != nil {
				errs[i] = err
				s.noteWrite(err)
				if _, rerr := hot.ExecContext(context.Background(), `ROLLBACK TO grp`); rerr != nil {
					_ = tx.Rollback()
					finish(fmt.Errorf("roll back to savepoint: %w", rerr))
					return
				}
			} else {
				applied++
			}
			if _, err := hot.ExecContext(context.Background(), `RELEASE grp`); err != nil {
				_ = tx.Rollback()
				s.noteWrite(err)
				finish(fmt.Errorf("release savepoint: %w", err))
				return
			}
		}
		if applied == 0 {
			_ = tx.Rollback()
			finish(nil)
			return
		}
	}
	if err := tx.Commit(); err != nil {
		s.noteWrite(err)
		finish(fmt.Errorf("commit: %w", err))
		return
	}
	s.noteWrite(nil)
	finish(nil)
}

func (s *Store) nowMillis() int64 { return s.now().UnixMilli() }
