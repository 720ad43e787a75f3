package watcher

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// SQLCheckpoint is the SQLite Checkpoint. Several watchers may share one
// database: each uses its own name as a key. It works on the *sql.DB the
// caller opened, for example with modernc.org/sqlite and the DSN
// `file:PATH?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(5000)&_txlock=immediate`
// (immediate transactions make concurrent writers wait instead of failing).
type SQLCheckpoint struct {
	db   *sql.DB
	name string
}

var _ Checkpoint = (*SQLCheckpoint)(nil)

const sqlSchema = `
CREATE TABLE IF NOT EXISTS watcher_blocks (
	watcher  TEXT    NOT NULL,
	number   INTEGER NOT NULL,
	hash     BLOB    NOT NULL,
	parent   BLOB    NOT NULL,
	time     INTEGER NOT NULL,
	has_logs INTEGER NOT NULL,
	PRIMARY KEY (watcher, number)
) WITHOUT ROWID;
`

// NewSQLCheckpoint creates the watcher_ tables if they are missing and
// returns the checkpoint of the watcher called name.
func NewSQLCheckpoint(ctx context.Context, db *sql.DB, name string) (*SQLCheckpoint, error) {
	if db == nil {
		return nil, errors.New("watcher: checkpoint needs a database")
	}
	if name == "" {
		return nil, errors.New("watcher: checkpoint needs a name")
	}
	if _, err := db.ExecContext(ctx, sqlSchema); err != nil {
		return nil, fmt.Errorf("watcher: create checkpoint tables: %w", err)
	}
	return &SQLCheckpoint{db: db, name: name}, nil
}

// BeginTx implements Checkpoint.
func (c *SQLCheckpoint) BeginTx(ctx context.Context) (*sql.Tx, error) {
	tx, err := c.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("watcher: begin transaction: %w", err)
	}
	return tx, nil
}

// Tip implements Checkpoint.
func (c *SQLCheckpoint) Tip(ctx context.Context) (BlockRef, bool, error) {
	refs, err := c.Blocks(ctx, maxSQLInt, 1)
	if err != nil || len(refs) == 0 {
		return BlockRef{}, false, err
	}
	return refs[0], true, nil
}

// maxSQLInt is the largest block number SQLite's INTEGER holds.
const maxSQLInt = 1<<63 - 1

// Blocks implements Checkpoint.
func (c *SQLCheckpoint) Blocks(ctx context.Context, atOrBelow uint64, limit int) ([]BlockRef, error) {
	if atOrBelow > maxSQLInt {
		atOrBelow = maxSQLInt
	}
	rows, err := c.db.QueryContext(ctx,
		`SELECT number, hash, parent, time FROM watcher_blocks
		 WHERE watcher = ? AND number <= ? ORDER BY number DESC LIMIT ?`,
		c.name, int64(atOrBelow), limit)
	if err != nil {
		return nil, fmt.Errorf("watcher: read stored blocks: %w", err)
	}
	defer rows.Close()
	var refs []BlockRef
	for rows.Next() {
		var (
			number, tm   int64
			hash, parent []byte
		)
		if err := rows.Scan(&number, &hash, &parent, &tm); err != nil {
			return nil, fmt.Errorf("watcher: read stored block: %w", err)
		}
		if len(hash) != common.HashLength || len(parent) != common.HashLength {
			return nil, fmt.Errorf("watcher: stored block %d has a malformed hash", number)
		}
		refs = append(refs, BlockRef{
			Number: uint64(number),
			Hash:   common.BytesToHash(hash),
			Parent: common.BytesToHash(parent),
			Time:   uint64(tm),
		})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("watcher: read stored blocks: %w", err)
	}
	return refs, nil
}

// SaveBlock implements Checkpoint. Saving a number again replaces the row.
func (c *SQLCheckpoint) SaveBlock(ctx context.Context, tx *sql.Tx, ref BlockRef, hasLogs bool) error {
	if ref.Number > maxSQLInt || ref.Time > maxSQLInt {
		return fmt.Errorf("watcher: block %d out of range for the store", ref.Number)
	}
	_, err := tx.ExecContext(ctx,
		`INSERT INTO watcher_blocks (watcher, number, hash, parent, time, has_logs)
		 VALUES (?, ?, ?, ?, ?, ?)
		 ON CONFLICT (watcher, number) DO UPDATE SET
		   hash = excluded.hash, parent = excluded.parent, time = excluded.time,
		   has_logs = excluded.has_logs`,
		c.name, int64(ref.Number), ref.Hash.Bytes(), ref.Parent.Bytes(), int64(ref.Time), hasLogs)
	if err != nil {
		return fmt.Errorf("watcher: save block %d: %w", ref.Number, err)
	}
	return nil
}

// DeleteAbove implements Checkpoint.
func (c *SQLCheckpoint) DeleteAbove(ctx context.Context, tx *sql.Tx, number uint64) error {
	if number > maxSQLInt {
		return nil
	}
	if _, err := tx.ExecContext(ctx,
		`DELETE FROM watcher_blocks WHERE watcher = ? AND number > ?`, c.name, int64(number)); err != nil {
		return fmt.Errorf("watcher: delete blocks above %d: %w", number, err)
	}
	return nil
}

// Prune implements Checkpoint.
func (c *SQLCheckpoint) Prune(ctx context.Context, tx *sql.Tx, below uint64) error {
	if below > maxSQLInt {
		below = maxSQLInt
	}
	if _, err := tx.ExecContext(ctx,
		`DELETE FROM watcher_blocks WHERE watcher = ? AND number < ? AND has_logs = 0`,
		c.name, int64(below)); err != nil {
		return fmt.Errorf("watcher: prune blocks below %d: %w", below, err)
	}
	return nil
}
