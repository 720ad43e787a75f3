package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/watcher"
)

// Checkpoint is the chain watcher's record of processed blocks in the daemon's database
// (watcher_blocks), under one watcher name. Its writes run on the store's write slot, in the same
// transaction as the handler's derived rows. A fenced checkpoint (Fenced) commits only while its
// leadership term lasts: with replicas, one writes chain state and a deposed writer's late commit is
// refused with ErrFenced.
type Checkpoint struct {
	s     *Store
	name  string
	fence *Fence
}

var _ watcher.Checkpoint = (*Checkpoint)(nil)

// Checkpoint returns the checkpoint of the watcher called name (the daemon names it by the contract it
// follows, so that a database never mixes two contracts' blocks).
func (s *Store) Checkpoint(name string) *Checkpoint { return &Checkpoint{s: s, name: name} }

// maxSQLInt is the largest value SQLite's INTEGER holds.
const maxSQLInt = 1<<63 - 1

// Fenced returns the checkpoint whose updates are fenced by leadership term f.
func (c *Checkpoint) Fenced(f Fence) *Checkpoint {
	return &Checkpoint{s: c.s, name: c.name, fence: &f}
}

// Update implements watcher.Checkpoint.
func (c *Checkpoint) Update(ctx context.Context, fn func(tx *sql.Tx) error) error {
	return c.s.fencedTx(ctx, c.fence, fn)
}

// Tip implements watcher.Checkpoint.
func (c *Checkpoint) Tip(ctx context.Context) (watcher.BlockRef, bool, error) {
	refs, err := c.Blocks(ctx, maxSQLInt, 1)
	if err != nil || len(refs) == 0 {
		return watcher.BlockRef{}, false, err
	}
	return refs[0], true, nil
}

// Blocks implements watcher.Checkpoint.
func (c *Checkpoint) Blocks(ctx context.Context, atOrBelow uint64, limit int) ([]watcher.BlockRef, error) {
	if atOrBelow > maxSQLInt {
		atOrBelow = maxSQLInt
	}
	rows, err := c.s.db.QueryContext(ctx,
		`SELECT number, hash, parent, time FROM watcher_blocks WHERE watcher = ? AND number <= ? ORDER BY number DESC LIMIT ?`,
		c.name, int64(atOrBelow), limit)
	if err != nil {
		return nil, fmt.Errorf("store: read watcher blocks: %w", err)
	}
	defer rows.Close()
	var refs []watcher.BlockRef
	for rows.Next() {
		var (
			number, tm   int64
			hash, parent []byte
		)
		if err := rows.Scan(&number, &hash, &parent, &tm); err != nil {
			return nil, fmt.Errorf("store: read watcher block: %w", err)
		}
		if len(hash) != common.HashLength || len(parent) != common.HashLength {
			return nil, fmt.Errorf("store: watcher block %d has a malformed hash", number)
		}
		refs = append(refs, watcher.BlockRef{Number: uint64(number), Hash: common.BytesToHash(hash), Parent: common.BytesToHash(parent), Time: uint64(tm)})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: read watcher blocks: %w", err)
	}
	return refs, nil
}

// SaveBlock implements watcher.Checkpoint. Saving a number again replaces the row.
func (c *Checkpoint) SaveBlock(ctx context.Context, tx *sql.Tx, ref watcher.BlockRef, hasLogs bool) error {
	if ref.Number > maxSQLInt || ref.Time > maxSQLInt {
		return fmt.Errorf("store: block %d out of range", ref.Number)
	}
	if tx == nil {
		return errors.New("store: save block outside a transaction")
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO watcher_blocks (watcher, number, hash, parent, time, has_logs) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (watcher, number) DO UPDATE SET hash = excluded.hash, parent = excluded.parent, time = excluded.time, has_logs = excluded.has_logs`,
		c.name, int64(ref.Number), ref.Hash.Bytes(), ref.Parent.Bytes(), int64(ref.Time), hasLogs)
	if err != nil {
		return fmt.Errorf("store: save watcher block %d: %w", ref.Number, err)
	}
	return nil
}

// DeleteAbove implements watcher.Checkpoint.
func (c *Checkpoint) DeleteAbove(ctx context.Context, tx *sql.Tx, number uint64) error {
	if number > maxSQLInt {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM watcher_blocks WHERE watcher = ? AND number > ?`, c.name, int64(number)); err != nil {
		return fmt.Errorf("store: delete watcher blocks above %d: %w", number, err)
	}
	return nil
}

// Prune implements watcher.Checkpoint.
func (c *Checkpoint) Prune(ctx context.Context, tx *sql.Tx, below uint64) error {
	if below > maxSQLInt {
		below = maxSQLInt
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM watcher_blocks WHERE watcher = ? AND number < ? AND has_logs = 0`, c.name, int64(below)); err != nil {
		return fmt.Errorf("store: prune watcher blocks below %d: %w", below, err)
	}
	return nil
}
