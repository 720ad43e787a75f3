package store

import (
	"database/sql"
)

// DB is the underlying database, for components that keep their own tables in the same file (the chain
// watcher's checkpoints, the transaction manager's journal) and share transactions with ApplyTx.
func (s *Store) DB() *sql.DB { return s.db }
