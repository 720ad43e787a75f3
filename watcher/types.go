package watcher

import (
	"context"
	"database/sql"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// BlockRef identifies a block as the node reported it.
type BlockRef struct {
	Number uint64
	Hash   common.Hash
	Parent common.Hash
	// Time is the block timestamp in seconds since the Unix epoch.
	Time uint64
}

// Handler turns logs into derived state. Both methods run inside the
// watcher's database transaction; they must use tx for every write and must
// not commit or roll it back.
type Handler interface {
	// Apply receives the logs of one block, in log-index order. It is only
	// called for blocks that carry matching logs, in increasing block order,
	// exactly once per canonical block (again only after a Rewind removed it).
	Apply(ctx context.Context, tx *sql.Tx, block BlockRef, logs []types.Log) error
	// Rewind removes every derived row that came from a block numbered
	// above ancestor.Number. ancestor is the newest block still canonical.
	Rewind(ctx context.Context, tx *sql.Tx, ancestor BlockRef) error
}

// CanonicalHandler is a Handler that also hears of every block the watcher accepts as canonical, with
// or without matching logs, in increasing order inside the same transaction as Apply. A process that
// records blocks of its own (a transaction manager confirming its transactions) learns here that the
// canonical block at a height is another one than it recorded: a reorg that replaced that block before
// the watcher reached its height is no Rewind, since the watcher never saw the replaced block.
type CanonicalHandler interface {
	Canonical(ctx context.Context, tx *sql.Tx, block BlockRef) error
}

// Checkpoint persists the processed blocks. Reads run outside transactions;
// writes take the transaction that also carries the Handler's changes.
type Checkpoint interface {
	// Update runs fn in one write transaction of the store that owns the
	// database (on its write slot), committing if fn succeeds and rolling
	// back otherwise. A range or a rewind is one Update.
	Update(ctx context.Context, fn func(tx *sql.Tx) error) error
	// Tip returns the highest stored block; ok is false when none is stored.
	Tip(ctx context.Context) (ref BlockRef, ok bool, err error)
	// Blocks returns up to limit stored blocks numbered at most atOrBelow,
	// highest first.
	Blocks(ctx context.Context, atOrBelow uint64, limit int) ([]BlockRef, error)
	// SaveBlock records a processed block; hasLogs marks blocks kept forever.
	SaveBlock(ctx context.Context, tx *sql.Tx, ref BlockRef, hasLogs bool) error
	// DeleteAbove removes the stored blocks numbered above number.
	DeleteAbove(ctx context.Context, tx *sql.Tx, number uint64) error
	// Prune removes stored blocks numbered below number that carried no logs.
	Prune(ctx context.Context, tx *sql.Tx, below uint64) error
}
