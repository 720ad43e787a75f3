package facilitator

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	_ "modernc.org/sqlite" // database/sql driver "sqlite"
)

// Settlement states in the store.
const (
	// StateClaimed: a settle owns the authorization and is signing its transaction.
	StateClaimed = "claimed"
	// StatePending: the signed transaction is stored (and broadcast, or about to be).
	StatePending = "pending"
	// StateSettled: the transaction is mined and confirmed.
	StateSettled = "settled"
)

// Record is the stored state of one authorization (chain, token, payer, nonce).
type Record struct {
	State     string
	Tx        *types.Transaction
	UpdatedAt time.Time
}

// Key identifies an EIP-3009 authorization: nonces are scoped per token and authorizer.
type Key struct {
	ChainID string
	Token   common.Address
	Payer   common.Address
	Nonce   [32]byte
}

// Store persists which authorizations were claimed, broadcast and settled, so that an
// authorization is never submitted twice, also across restarts.
type Store struct {
	db *sql.DB
}

// OpenStore opens (creating if needed) the SQLite settlement store at path, in WAL mode with
// synchronous=FULL and immediate transactions.
func OpenStore(ctx context.Context, path string) (*Store, error) {
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() +
		"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(5000)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open settlement store %s: %w", path, err)
	}
	const schema = `CREATE TABLE IF NOT EXISTS x402_settlements (
		chain_id   TEXT NOT NULL,
		token      TEXT NOT NULL,
		payer      TEXT NOT NULL,
		nonce      TEXT NOT NULL,
		state      TEXT NOT NULL CHECK (state IN ('claimed','pending','settled')),
		tx_hash    TEXT,
		raw_tx     BLOB,
		created_at INTEGER NOT NULL,
		updated_at INTEGER NOT NULL,
		PRIMARY KEY (chain_id, token, payer, nonce)
	)`
	if _, err := db.ExecContext(ctx, schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("migrate settlement store %s: %w", path, err)
	}
	return &Store{db: db}, nil
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

func keyArgs(k Key) []any {
	return []any{k.ChainID, hexutil.Encode(k.Token[:]), hexutil.Encode(k.Payer[:]), hexutil.Encode(k.Nonce[:])}
}

const keyWhere = `chain_id = ? AND token = ? AND payer = ? AND nonce = ?`

// Get returns the record of k, or (nil, nil) if there is none.
func (s *Store) Get(ctx context.Context, k Key) (*Record, error) {
	var state string
	var raw []byte
	var updated int64
	err := s.db.QueryRowContext(ctx, `SELECT state, raw_tx, updated_at FROM x402_settlements WHERE `+keyWhere, keyArgs(k)...).Scan(&state, &raw, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read settlement: %w", err)
	}
	r := &Record{State: state, UpdatedAt: time.Unix(updated, 0)}
	if len(raw) > 0 {
		r.Tx = new(types.Transaction)
		if err := r.Tx.UnmarshalBinary(raw); err != nil {
			return nil, fmt.Errorf("decode stored settlement transaction: %w", err)
		}
	}
	return r, nil
}

// Claim records that a settle owns k. It returns (nil, true) if the claim is new, or the
// existing record and false if the authorization was already claimed.
func (s *Store) Claim(ctx context.Context, k Key) (*Record, bool, error) {
	now := time.Now().Unix()
	res, err := s.db.ExecContext(ctx, `INSERT INTO x402_settlements (chain_id, token, payer, nonce, state, created_at, updated_at)
		VALUES (?, ?, ?, ?, 'claimed', ?, ?) ON CONFLICT DO NOTHING`, append(keyArgs(k), now, now)...)
	if err != nil {
		return nil, false, fmt.Errorf("claim settlement: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return nil, true, nil
	}
	r, err := s.Get(ctx, k)
	if err != nil {
		return nil, false, err
	}
	if r == nil { // released between the insert and the read
		return s.Claim(ctx, k)
	}
	return r, false, nil
}

// Release drops a claim whose transaction was never broadcast, so a later settle may retry.
func (s *Store) Release(ctx context.Context, k Key) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM x402_settlements WHERE `+keyWhere+` AND state = 'claimed'`, keyArgs(k)...); err != nil {
		return fmt.Errorf("release settlement claim: %w", err)
	}
	return nil
}

// SetPending stores the signed transaction of k before it is broadcast.
func (s *Store) SetPending(ctx context.Context, k Key, tx *types.Transaction) error {
	raw, err := tx.MarshalBinary()
	if err != nil {
		return fmt.Errorf("encode settlement transaction: %w", err)
	}
	_, err = s.db.ExecContext(ctx, `UPDATE x402_settlements SET state = 'pending', tx_hash = ?, raw_tx = ?, updated_at = ? WHERE `+keyWhere,
		append([]any{tx.Hash().Hex(), raw, time.Now().Unix()}, keyArgs(k)...)...)
	if err != nil {
		return fmt.Errorf("store settlement transaction: %w", err)
	}
	return nil
}

// SetSettled marks k settled.
func (s *Store) SetSettled(ctx context.Context, k Key) error {
	_, err := s.db.ExecContext(ctx, `UPDATE x402_settlements SET state = 'settled', updated_at = ? WHERE `+keyWhere,
		append([]any{time.Now().Unix()}, keyArgs(k)...)...)
	if err != nil {
		return fmt.Errorf("mark settlement settled: %w", err)
	}
	return nil
}

// Forget deletes k after its transaction failed on chain (reverted); the token's own nonce
// check still prevents a second transfer.
func (s *Store) Forget(ctx context.Context, k Key) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM x402_settlements WHERE `+keyWhere, keyArgs(k)...); err != nil {
		return fmt.Errorf("forget settlement: %w", err)
	}
	return nil
}
