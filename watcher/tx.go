package watcher

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// commit runs fn in one checkpoint transaction and commits it, or rolls it
// back if fn fails.
func (w *Watcher) commit(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := w.cfg.Checkpoint.BeginTx(ctx)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		if rbErr := tx.Rollback(); rbErr != nil && !errors.Is(rbErr, sql.ErrTxDone) {
			return errors.Join(err, fmt.Errorf("watcher: rollback: %w", rbErr))
		}
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("watcher: commit: %w", err)
	}
	return nil
}
