package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Identity is what a database belongs to: one escrow deployment on one chain. The deployment block's
// hash tells apart two chains with the same id and the same (deterministic) escrow address, such as a
// fresh anvil after a restart.
type Identity struct {
	ChainID        uint64
	Escrow         common.Address
	StartBlock     uint64
	StartBlockHash common.Hash
}

func (id Identity) String() string {
	return fmt.Sprintf("chain %d, escrow %s, deployment block %d (%s)", id.ChainID, id.Escrow.Hex(), id.StartBlock, id.StartBlockHash.Hex())
}

// IdentityError says the database belongs to another chain or escrow.
type IdentityError struct {
	Path       string
	Stored     Identity
	Configured Identity
}

func (e *IdentityError) Error() string {
	return fmt.Sprintf("store: %s belongs to %s, but the daemon is configured for %s: point --db at a new file for this chain "+
		"(or at the database of that deployment), or fix --rpc/--escrow/--start-block", e.Path, e.Stored, e.Configured)
}

var identityKeys = []string{"identity.chain_id", "identity.escrow", "identity.start_block", "identity.start_block_hash"}

// Bind records id as the database's identity when it has none, and otherwise refuses (*IdentityError)
// unless it is the same. Call it before the watcher, intake or transaction manager touch the database.
func (s *Store) Bind(ctx context.Context, id Identity) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		vals := make([]string, len(identityKeys))
		found := 0
		for i, k := range identityKeys {
			err := tx.QueryRowContext(ctx, `SELECT value FROM meta WHERE key = ?`, k).Scan(&vals[i])
			switch {
			case errors.Is(err, sql.ErrNoRows):
			case err != nil:
				return fmt.Errorf("store: read identity: %w", err)
			default:
				found++
			}
		}
		want := []string{strconv.FormatUint(id.ChainID, 10), addrText(id.Escrow), strconv.FormatUint(id.StartBlock, 10), hashText(id.StartBlockHash)}
		if found == 0 {
			for i, k := range identityKeys {
				if _, err := tx.ExecContext(ctx, `INSERT INTO meta (key, value) VALUES (?, ?)`, k, want[i]); err != nil {
					return fmt.Errorf("store: write identity: %w", err)
				}
			}
			return nil
		}
		if found != len(identityKeys) {
			return fmt.Errorf("store: %s has an incomplete identity (%d of %d keys): it was not written by this daemon", s.path, found, len(identityKeys))
		}
		same := true
		for i := range want {
			same = same && strings.EqualFold(vals[i], want[i])
		}
		if same {
			return nil
		}
		stored := Identity{Escrow: common.HexToAddress(vals[1]), StartBlockHash: common.HexToHash(vals[3])}
		stored.ChainID, _ = strconv.ParseUint(vals[0], 10, 64)
		stored.StartBlock, _ = strconv.ParseUint(vals[2], 10, 64)
		return &IdentityError{Path: s.path, Stored: stored, Configured: id}
	})
}
