package txmgr

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"math/big"
	"net/url"
	"time"

	"github.com/ethereum/go-ethereum/common"
	_ "modernc.org/sqlite" // registers the "sqlite" driver (pure Go)
)

// OpenSQLite opens (creating if needed) a SQLite database at path with the
// project's settings: WAL, synchronous=FULL, a 5 s busy timeout and
// immediate write transactions. The daemon normally opens its database
// once and passes the *sql.DB to NewSQLiteJournal.
func OpenSQLite(path string) (*sql.DB, error) {
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() +
		"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(5000)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("txmgr: open sqlite %s: %w", path, err)
	}
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, fmt.Errorf("txmgr: open sqlite %s: %w", path, err)
	}
	return db, nil
}

// SQLiteJournal is a Journal in SQLite. Its tables are prefixed txmgr_ so
// it can share the daemon's database file.
type SQLiteJournal struct {
	db   *sql.DB
	now  func() time.Time
	gate func(ctx context.Context) (release func(), err error)
}

// SetWriteGate makes every write wait for gate first. Give it the owner's write lock when the journal
// shares a database with another writer (the daemon's store): queueing in process is far cheaper than
// colliding in SQLite's busy handler, which sleeps.
func (j *SQLiteJournal) SetWriteGate(gate func(ctx context.Context) (release func(), err error)) {
	j.gate = gate
}

// lock takes the write gate, if any.
func (j *SQLiteJournal) lock(ctx context.Context) (func(), error) {
	if j.gate == nil {
		return func() {}, nil
	}
	return j.gate(ctx)
}

var _ Journal = (*SQLiteJournal)(nil)

// migrations are applied in order; txmgr_schema records how many ran.
var migrations = []string{
	`CREATE TABLE txmgr_intents (
		id           INTEGER PRIMARY KEY AUTOINCREMENT,
		key          TEXT    NOT NULL UNIQUE,
		sender       TEXT    NOT NULL,
		to_addr      TEXT    NOT NULL,
		data         BLOB    NOT NULL,
		value        TEXT    NOT NULL,
		gas_limit    INTEGER NOT NULL,
		state        TEXT    NOT NULL,
		nonce        INTEGER,
		tx_hash      TEXT    NOT NULL DEFAULT '',
		block_number INTEGER NOT NULL DEFAULT 0,
		block_hash   TEXT    NOT NULL DEFAULT '',
		reason       TEXT    NOT NULL DEFAULT '',
		created_at   INTEGER NOT NULL,
		updated_at   INTEGER NOT NULL
	);
	CREATE INDEX txmgr_intents_open ON txmgr_intents(sender, state);
	CREATE TABLE txmgr_attempts (
		id          INTEGER PRIMARY KEY AUTOINCREMENT,
		intent_id   INTEGER NOT NULL REFERENCES txmgr_intents(id),
		nonce       INTEGER NOT NULL,
		tx_hash     TEXT    NOT NULL UNIQUE,
		raw         BLOB    NOT NULL,
		gas_limit   INTEGER NOT NULL,
		gas_tip_cap TEXT    NOT NULL,
		gas_fee_cap TEXT    NOT NULL,
		head_block  INTEGER NOT NULL,
		created_at  INTEGER NOT NULL
	);
	CREATE INDEX txmgr_attempts_intent ON txmgr_attempts(intent_id);`,
}

// NewSQLiteJournal migrates the txmgr_ tables in db and returns the journal.
// db is not closed by the journal.
func NewSQLiteJournal(ctx context.Context, db *sql.DB) (*SQLiteJournal, error) {
	j := &SQLiteJournal{db: db, now: time.Now}
	if err := j.migrate(ctx); err != nil {
		return nil, err
	}
	return j, nil
}

func (j *SQLiteJournal) migrate(ctx context.Context) error {
	tx, err := j.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("txmgr: migrate: begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS txmgr_schema (version INTEGER NOT NULL)`); err != nil {
		return fmt.Errorf("txmgr: migrate: %w", err)
	}
	var version int
	err = tx.QueryRowContext(ctx, `SELECT version FROM txmgr_schema`).Scan(&version)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		if _, err := tx.ExecContext(ctx, `INSERT INTO txmgr_schema(version) VALUES (0)`); err != nil {
			return fmt.Errorf("txmgr: migrate: %w", err)
		}
	case err != nil:
		return fmt.Errorf("txmgr: migrate: read version: %w", err)
	}
	if version > len(migrations) {
		return fmt.Errorf("txmgr: migrate: database schema version %d is newer than this binary (%d)", version, len(migrations))
	}
	for i := version; i < len(migrations); i++ {
		if _, err := tx.ExecContext(ctx, migrations[i]); err != nil {
			return fmt.Errorf("txmgr: migrate: step %d: %w", i+1, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE txmgr_schema SET version = ?`, len(migrations)); err != nil {
		return fmt.Errorf("txmgr: migrate: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("txmgr: migrate: commit: %w", err)
	}
	return nil
}

const intentColumns = `key, sender, to_addr, data, value, gas_limit, state, nonce, tx_hash, block_number, block_hash, reason, created_at, updated_at`

type rowScanner interface{ Scan(dest ...any) error }

func scanRecord(s rowScanner) (Record, error) {
	var (
		r                                     Record
		sender, to, value, state, txh, blockh string
		gas, blockNum, created, updated       int64
		nonce                                 sql.NullInt64
	)
	if err := s.Scan(&r.Key, &sender, &to, &r.Data, &value, &gas, &state, &nonce, &txh, &blockNum, &blockh, &r.Reason, &created, &updated); err != nil {
		return Record{}, err
	}
	v, ok := new(big.Int).SetString(value, 10)
	if !ok {
		return Record{}, fmt.Errorf("txmgr: intent %q: bad stored value %q", r.Key, value)
	}
	r.From, r.To, r.Value = common.HexToAddress(sender), common.HexToAddress(to), v
	r.GasLimit, r.State = uint64(gas), State(state)
	if nonce.Valid {
		r.HasNonce, r.Nonce = true, uint64(nonce.Int64)
	}
	if txh != "" {
		r.TxHash = common.HexToHash(txh)
	}
	if blockh != "" {
		r.BlockHash = common.HexToHash(blockh)
	}
	r.BlockNumber = uint64(blockNum)
	r.CreatedAt, r.UpdatedAt = time.UnixMilli(created), time.UnixMilli(updated)
	return r, nil
}

func toInt64(v uint64, what string) (int64, error) {
	if v > math.MaxInt64 {
		return 0, fmt.Errorf("txmgr: %s %d does not fit the database", what, v)
	}
	return int64(v), nil
}

// CreateIntent implements Journal.
func (j *SQLiteJournal) CreateIntent(ctx context.Context, rec Record) (Record, bool, error) {
	gas, err := toInt64(rec.GasLimit, "gas limit")
	if err != nil {
		return Record{}, false, err
	}
	value := rec.Value
	if value == nil {
		value = new(big.Int)
	}
	data := rec.Data
	if data == nil {
		data = []byte{}
	}
	now := j.now().UnixMilli()
	release, err := j.lock(ctx)
	if err != nil {
		return Record{}, false, fmt.Errorf("txmgr: create intent %q: %w", rec.Key, err)
	}
	defer release()
	tx, err := j.db.BeginTx(ctx, nil)
	if err != nil {
		return Record{}, false, fmt.Errorf("txmgr: create intent %q: %w", rec.Key, err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO txmgr_intents (key, sender, to_addr, data, value, gas_limit, state, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(key) DO NOTHING`,
		rec.Key, rec.From.Hex(), rec.To.Hex(), data, value.String(), gas, string(StatePending), now, now)
	if err != nil {
		return Record{}, false, fmt.Errorf("txmgr: create intent %q: %w", rec.Key, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return Record{}, false, fmt.Errorf("txmgr: create intent %q: %w", rec.Key, err)
	}
	stored, err := scanRecord(tx.QueryRowContext(ctx, `SELECT `+intentColumns+` FROM txmgr_intents WHERE key = ?`, rec.Key))
	if err != nil {
		return Record{}, false, fmt.Errorf("txmgr: create intent %q: read back: %w", rec.Key, err)
	}
	if err := tx.Commit(); err != nil {
		return Record{}, false, fmt.Errorf("txmgr: create intent %q: commit: %w", rec.Key, err)
	}
	return stored, n == 1, nil
}

// Intent implements Journal.
func (j *SQLiteJournal) Intent(ctx context.Context, key string) (Record, error) {
	r, err := scanRecord(j.db.QueryRowContext(ctx, `SELECT `+intentColumns+` FROM txmgr_intents WHERE key = ?`, key))
	if errors.Is(err, sql.ErrNoRows) {
		return Record{}, fmt.Errorf("%w: %q", ErrNotFound, key)
	}
	if err != nil {
		return Record{}, fmt.Errorf("txmgr: read intent %q: %w", key, err)
	}
	return r, nil
}

// ListOpen implements Journal.
func (j *SQLiteJournal) ListOpen(ctx context.Context, from common.Address) ([]Record, error) {
	rows, err := j.db.QueryContext(ctx, `SELECT `+intentColumns+` FROM txmgr_intents
		WHERE sender = ? AND state IN (?, ?, ?) ORDER BY id`,
		from.Hex(), string(StatePending), string(StateInFlight), string(StateMined))
	if err != nil {
		return nil, fmt.Errorf("txmgr: list open intents: %w", err)
	}
	defer rows.Close()
	var out []Record
	for rows.Next() {
		r, err := scanRecord(rows)
		if err != nil {
			return nil, fmt.Errorf("txmgr: list open intents: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("txmgr: list open intents: %w", err)
	}
	return out, nil
}

// SaveAttempt implements Journal.
func (j *SQLiteJournal) SaveAttempt(ctx context.Context, a Attempt) error {
	nonce, err := toInt64(a.Nonce, "nonce")
	if err != nil {
		return err
	}
	gas, err := toInt64(a.GasLimit, "gas limit")
	if err != nil {
		return err
	}
	head, err := toInt64(a.HeadBlock, "block number")
	if err != nil {
		return err
	}
	if a.GasTipCap == nil || a.GasFeeCap == nil || len(a.Raw) == 0 {
		return fmt.Errorf("txmgr: save attempt for %q: incomplete attempt", a.Key)
	}
	created := a.CreatedAt
	if created.IsZero() {
		created = j.now()
	}
	release, err := j.lock(ctx)
	if err != nil {
		return fmt.Errorf("txmgr: save attempt for %q: %w", a.Key, err)
	}
	defer release()
	tx, err := j.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("txmgr: save attempt for %q: %w", a.Key, err)
	}
	defer tx.Rollback()
	var id int64
	var state string
	err = tx.QueryRowContext(ctx, `SELECT id, state FROM txmgr_intents WHERE key = ?`, a.Key).Scan(&id, &state)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%w: %q", ErrNotFound, a.Key)
	}
	if err != nil {
		return fmt.Errorf("txmgr: save attempt for %q: %w", a.Key, err)
	}
	if State(state) != StatePending && State(state) != StateInFlight {
		return fmt.Errorf("%w: save attempt for %q in state %s", ErrStateConflict, a.Key, state)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO txmgr_attempts (intent_id, nonce, tx_hash, raw, gas_limit, gas_tip_cap, gas_fee_cap, head_block, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(tx_hash) DO NOTHING`,
		id, nonce, a.TxHash.Hex(), a.Raw, gas, a.GasTipCap.String(), a.GasFeeCap.String(), head, created.UnixMilli()); err != nil {
		return fmt.Errorf("txmgr: save attempt for %q: %w", a.Key, err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE txmgr_intents SET state = ?, nonce = ?, tx_hash = ?, updated_at = ? WHERE id = ?`,
		string(StateInFlight), nonce, a.TxHash.Hex(), j.now().UnixMilli(), id); err != nil {
		return fmt.Errorf("txmgr: save attempt for %q: %w", a.Key, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("txmgr: save attempt for %q: commit: %w", a.Key, err)
	}
	return nil
}

// Attempts implements Journal.
func (j *SQLiteJournal) Attempts(ctx context.Context, key string) ([]Attempt, error) {
	rows, err := j.db.QueryContext(ctx, `SELECT a.nonce, a.tx_hash, a.raw, a.gas_limit, a.gas_tip_cap, a.gas_fee_cap, a.head_block, a.created_at
		FROM txmgr_attempts a JOIN txmgr_intents i ON i.id = a.intent_id WHERE i.key = ? ORDER BY a.id`, key)
	if err != nil {
		return nil, fmt.Errorf("txmgr: attempts of %q: %w", key, err)
	}
	defer rows.Close()
	var out []Attempt
	for rows.Next() {
		var (
			a                Attempt
			nonce, gas, head int64
			created          int64
			txh, tip, feeCap string
		)
		if err := rows.Scan(&nonce, &txh, &a.Raw, &gas, &tip, &feeCap, &head, &created); err != nil {
			return nil, fmt.Errorf("txmgr: attempts of %q: %w", key, err)
		}
		var ok1, ok2 bool
		a.GasTipCap, ok1 = new(big.Int).SetString(tip, 10)
		a.GasFeeCap, ok2 = new(big.Int).SetString(feeCap, 10)
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("txmgr: attempts of %q: bad stored fees", key)
		}
		a.Key, a.Nonce, a.TxHash = key, uint64(nonce), common.HexToHash(txh)
		a.GasLimit, a.HeadBlock, a.CreatedAt = uint64(gas), uint64(head), time.UnixMilli(created)
		out = append(out, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("txmgr: attempts of %q: %w", key, err)
	}
	return out, nil
}

// transition updates one intent if its state is one of from.
func (j *SQLiteJournal) transition(ctx context.Context, key, op string, from []State, set string, args ...any) error {
	q := `UPDATE txmgr_intents SET ` + set + `, updated_at = ? WHERE key = ? AND state IN (`
	args = append(args, j.now().UnixMilli(), key)
	for i, s := range from {
		if i > 0 {
			q += ", "
		}
		q += "?"
		args = append(args, string(s))
	}
	q += ")"
	release, err := j.lock(ctx)
	if err != nil {
		return fmt.Errorf("txmgr: %s %q: %w", op, key, err)
	}
	res, err := j.db.ExecContext(ctx, q, args...)
	release()
	if err != nil {
		return fmt.Errorf("txmgr: %s %q: %w", op, key, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("txmgr: %s %q: %w", op, key, err)
	}
	if n == 0 {
		r, err := j.Intent(ctx, key)
		if err != nil {
			return err
		}
		return fmt.Errorf("%w: %s %q in state %s", ErrStateConflict, op, key, r.State)
	}
	return nil
}

// MarkMined implements Journal.
func (j *SQLiteJournal) MarkMined(ctx context.Context, key string, txHash common.Hash, block uint64, blockHash common.Hash) error {
	b, err := toInt64(block, "block number")
	if err != nil {
		return err
	}
	return j.transition(ctx, key, "mark mined", []State{StateInFlight, StateMined},
		`state = ?, tx_hash = ?, block_number = ?, block_hash = ?`, string(StateMined), txHash.Hex(), b, blockHash.Hex())
}

// MarkUnmined implements Journal.
func (j *SQLiteJournal) MarkUnmined(ctx context.Context, key string) error {
	return j.transition(ctx, key, "mark unmined", []State{StateMined},
		`state = ?, block_number = 0, block_hash = ''`, string(StateInFlight))
}

// MarkConfirmed implements Journal.
func (j *SQLiteJournal) MarkConfirmed(ctx context.Context, key string) error {
	return j.transition(ctx, key, "mark confirmed", []State{StateMined}, `state = ?`, string(StateConfirmed))
}

// MarkFailed implements Journal.
func (j *SQLiteJournal) MarkFailed(ctx context.Context, key, reason string) error {
	return j.transition(ctx, key, "mark failed", []State{StatePending, StateInFlight, StateMined},
		`state = ?, reason = ?`, string(StateFailed), reason)
}

// MarkAbandoned implements Journal.
func (j *SQLiteJournal) MarkAbandoned(ctx context.Context, key, reason string) error {
	return j.transition(ctx, key, "mark abandoned", []State{StatePending, StateInFlight, StateMined},
		`state = ?, reason = ?`, string(StateAbandoned), reason)
}
