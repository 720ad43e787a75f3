package watcher

import (
	"context"
	"database/sql"
)

// commit runs fn in one checkpoint transaction (the owner's write slot).
func (w *Watcher) commit(ctx context.Context, fn func(tx *sql.Tx) error) error {
	return w.cfg.Checkpoint.Update(ctx, fn)
}
