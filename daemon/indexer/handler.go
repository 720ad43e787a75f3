package indexer

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/watcher"
)

// Handler applies the escrow's logs to the store inside the chain watcher's transaction (it is the
// watcher.Handler of the daemon).
type Handler struct {
	Store  *store.Store
	Escrow common.Address
	// Pool is the deployment's evaluator pool (zero: none); its logs are decoded with DecodePool.
	Pool   common.Address
	Logger *slog.Logger
	// Woken, if set, is called after a rewind or a block that counted results (the daemon's relayer
	// and readiness are interested); it must not block.
	Woken func()
}

var _ watcher.Handler = (*Handler)(nil)

// Apply implements watcher.Handler.
func (h *Handler) Apply(ctx context.Context, tx *sql.Tx, block watcher.BlockRef, logs []types.Log) error {
	var u store.ChainUpdate
	for _, l := range logs {
		var (
			d   Decoded
			err error
		)
		if h.Pool != (common.Address{}) && l.Address == h.Pool {
			d, err = DecodePool(l, block.Time)
		} else {
			d, err = Decode(l, block.Time, h.Escrow)
		}
		if errors.Is(err, ErrUnknownEvent) {
			continue
		}
		if err != nil {
			return fmt.Errorf("decode log %d of block %d: %w", l.Index, block.Number, err)
		}
		if d.Terms != nil {
			u.Terms = append(u.Terms, *d.Terms)
		}
		if d.Event != nil {
			u.Events = append(u.Events, *d.Event)
		}
		u.Deposits = append(u.Deposits, d.Deposits...)
		if d.Accepted != nil {
			u.Accepted = append(u.Accepted, *d.Accepted)
		}
		if d.Skipped != nil {
			u.Skipped = append(u.Skipped, *d.Skipped)
		}
		if d.Credit != nil {
			u.Credits = append(u.Credits, *d.Credit)
		}
		u.PoolSeats = append(u.PoolSeats, d.PoolSeats...)
		if d.PoolAssignment != nil {
			u.PoolAssignments = append(u.PoolAssignments, *d.PoolAssignment)
		}
		if d.PoolRecord != nil {
			u.PoolRecords = append(u.PoolRecords, *d.PoolRecord)
		}
		if d.PoolRegistration != nil {
			u.PoolRegistrations = append(u.PoolRegistrations, *d.PoolRegistration)
		}
	}
	if err := h.Store.ApplyTx(ctx, tx, u, Fold); err != nil {
		return err
	}
	if (len(u.Accepted) > 0 || len(u.Skipped) > 0 || len(u.Credits) > 0 || len(u.PoolSeats) > 0 || len(u.PoolAssignments) > 0 || poolEvents(u.Events)) && h.Woken != nil {
		h.Woken()
	}
	return nil
}

// Canonical implements watcher.CanonicalHandler: a transaction the manager recorded as mined at this
// height in another block is not on the chain; its intent is reopened (the manager re-checks and
// re-sends it).
func (h *Handler) Canonical(ctx context.Context, tx *sql.Tx, block watcher.BlockRef) error {
	n, err := h.Store.ReopenOffCanonicalTx(ctx, tx, block.Number, block.Hash)
	if err != nil {
		return err
	}
	if n > 0 {
		if h.Logger != nil {
			h.Logger.Warn("transactions recorded in a block that is not canonical: reopened", "block", block.Number, "hash", block.Hash, "intents", n)
		}
		if h.Woken != nil {
			h.Woken()
		}
	}
	return nil
}

// Rewind implements watcher.Handler.
func (h *Handler) Rewind(ctx context.Context, tx *sql.Tx, ancestor watcher.BlockRef) error {
	n, err := h.Store.RewindToTx(ctx, tx, ancestor.Number, Fold)
	if err != nil {
		return err
	}
	if h.Logger != nil {
		h.Logger.Warn("chain reorganised: rewound the job view and reopened the transactions above the ancestor", "ancestor", ancestor.Number, "jobsRebuilt", n)
	}
	if h.Woken != nil {
		h.Woken()
	}
	return nil
}

// poolEvents reports whether a block carried job events of the evaluator pool (a draw request: the
// assigner's draw may be due soon).
func poolEvents(evs []store.JobEvent) bool {
	for _, ev := range evs {
		if _, err := poolABI.EventByID(ev.Topics[0]); err == nil {
			return true
		}
	}
	return false
}
