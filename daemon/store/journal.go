package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/txmgr"
)

// The transaction manager's journal lives in the daemon's database (txmgr_ tables), on the store's
// write slot: intents, results and the job view share one database and one schema. The Store itself is
// the unfenced journal (one process, or a replica queueing intents, which any replica may do); the
// journal of a replica's sending term is FencedJournal, whose every write carries the term's fencing
// token.

var (
	_ txmgr.Journal = (*Store)(nil)
	_ txmgr.Journal = (*FencedJournal)(nil)
)

// FencedJournal is the journal of one leadership term of a signer's transaction manager: reads are the
// store's, and every write (intents, attempts, every state change) first checks, in its own
// transaction, that the term's lease still has its holder and token, failing with ErrFenced otherwise.
// A manager that lost its lease, even one paused and woken late, can therefore journal nothing, and
// since nothing is broadcast before it is journaled, it can sign nothing new that reaches the chain.
// Each attempt row records the term it was signed in.
type FencedJournal struct {
	s *Store
	f Fence
}

// Journal returns the journal of leadership term f (see FencedJournal).
func (s *Store) Journal(f Fence) *FencedJournal { return &FencedJournal{s: s, f: f} }

// Fence is the term the journal writes under.
func (j *FencedJournal) Fence() Fence { return j.f }

// CreateSent implements txmgr.Journal (fenced).
func (j *FencedJournal) CreateSent(ctx context.Context, recs []txmgr.Record, as []txmgr.Attempt) error {
	return j.s.createSent(ctx, &j.f, recs, as)
}

// CreateIntents implements txmgr.Journal (fenced).
func (j *FencedJournal) CreateIntents(ctx context.Context, recs []txmgr.Record) ([]txmgr.Record, []bool, error) {
	return j.s.createIntents(ctx, &j.f, recs)
}

// Intent implements txmgr.Journal.
func (j *FencedJournal) Intent(ctx context.Context, key string) (txmgr.Record, error) {
	return j.s.Intent(ctx, key)
}

// ListOpen implements txmgr.Journal.
func (j *FencedJournal) ListOpen(ctx context.Context, from common.Address) ([]txmgr.Record, error) {
	return j.s.ListOpen(ctx, from)
}

// CountOpen implements txmgr.Journal.
func (j *FencedJournal) CountOpen(ctx context.Context, from common.Address) (int, error) {
	return j.s.CountOpen(ctx, from)
}

// SaveAttempts implements txmgr.Journal (fenced).
func (j *FencedJournal) SaveAttempts(ctx context.Context, as []txmgr.Attempt) error {
	return j.s.saveAttempts(ctx, &j.f, as)
}

// Attempts implements txmgr.Journal.
func (j *FencedJournal) Attempts(ctx context.Context, key string) ([]txmgr.Attempt, error) {
	return j.s.Attempts(ctx, key)
}

// MarkMined implements txmgr.Journal (fenced).
func (j *FencedJournal) MarkMined(ctx context.Context, key string, txHash common.Hash, block uint64, blockHash common.Hash) error {
	return j.s.markMined(ctx, &j.f, key, txHash, block, blockHash)
}

// MarkUnmined implements txmgr.Journal (fenced).
func (j *FencedJournal) MarkUnmined(ctx context.Context, key string) error {
	return j.s.markUnmined(ctx, &j.f, key)
}

// MarkConfirmed implements txmgr.Journal (fenced).
func (j *FencedJournal) MarkConfirmed(ctx context.Context, key string, blockHash common.Hash) error {
	return j.s.markConfirmed(ctx, &j.f, key, blockHash)
}

// MarkFinal implements txmgr.Journal (fenced).
func (j *FencedJournal) MarkFinal(ctx context.Context, key string, state txmgr.State, reason string) error {
	return j.s.markFinal(ctx, &j.f, key, state, reason)
}

// Requeue implements txmgr.Journal (fenced).
func (j *FencedJournal) Requeue(ctx context.Context, key, reason string) error {
	return j.s.requeue(ctx, &j.f, key, reason)
}

const intentColumns = `kind, key, sender, to_addr, data, value, gas_limit, state, nonce, tx_hash, block_number, block_hash, reason, created_at, updated_at`

func scanIntent(s rowScanner) (txmgr.Record, error) {
	var (
		r                               txmgr.Record
		kind, sender, to, value, state  string
		txh, blockh                     string
		gas, blockNum, created, updated int64
		nonce                           sql.NullInt64
	)
	if err := s.Scan(&kind, &r.Key, &sender, &to, &r.Data, &value, &gas, &state, &nonce, &txh, &blockNum, &blockh, &r.Reason, &created, &updated); err != nil {
		return txmgr.Record{}, err
	}
	v, ok := new(big.Int).SetString(value, 10)
	if !ok {
		return txmgr.Record{}, fmt.Errorf("intent %q: bad stored value %q", r.Key, value)
	}
	r.Kind, r.From, r.To, r.Value = txmgr.Kind(kind), common.HexToAddress(sender), common.HexToAddress(to), v
	r.GasLimit, r.State = uint64(gas), txmgr.State(state)
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

// CreateIntents implements txmgr.Journal.
func (s *Store) CreateIntents(ctx context.Context, recs []txmgr.Record) ([]txmgr.Record, []bool, error) {
	return s.createIntents(ctx, nil, recs)
}

func (s *Store) createIntents(ctx context.Context, f *Fence, recs []txmgr.Record) ([]txmgr.Record, []bool, error) {
	stored, created := make([]txmgr.Record, len(recs)), make([]bool, len(recs))
	now := s.nowMillis()
	err := s.fencedTx(ctx, f, func(tx *sql.Tx) error {
		ins, err := tx.PrepareContext(ctx, `INSERT INTO txmgr_intents (kind, key, sender, to_addr, data, value, gas_limit, state, nonce, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?) ON CONFLICT(key) DO NOTHING`)
		if err != nil {
			return err
		}
		defer ins.Close()
		for i, rec := range recs {
			gas, err := sqlInt("gas limit", rec.GasLimit)
			if err != nil {
				return err
			}
			value := rec.Value
			if value == nil {
				value = new(big.Int)
			}
			var nonce any
			if rec.HasNonce {
				if nonce, err = sqlInt("nonce", rec.Nonce); err != nil {
					return err
				}
			}
			res, err := ins.ExecContext(ctx, string(rec.Kind), rec.Key, addrText(rec.From), addrText(rec.To), nonNil(rec.Data), value.String(), gas, nonce, now, now)
			if err != nil {
				return fmt.Errorf("create intent %q: %w", rec.Key, err)
			}
			n, _ := res.RowsAffected()
			created[i] = n == 1
			if stored[i], err = scanIntent(tx.QueryRowContext(ctx, `SELECT `+intentColumns+` FROM txmgr_intents WHERE key = ?`, rec.Key)); err != nil {
				return fmt.Errorf("create intent %q: read back: %w", rec.Key, err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("store: %w", err)
	}
	return stored, created, nil
}

// CreateSent implements txmgr.Journal.
func (s *Store) CreateSent(ctx context.Context, recs []txmgr.Record, as []txmgr.Attempt) error {
	return s.createSent(ctx, nil, recs, as)
}

func (s *Store) createSent(ctx context.Context, f *Fence, recs []txmgr.Record, as []txmgr.Attempt) error {
	if len(recs) != len(as) {
		return fmt.Errorf("store: create sent: %d intents but %d attempts", len(recs), len(as))
	}
	for i, a := range as {
		if a.Key != recs[i].Key || !recs[i].HasNonce || a.Nonce != recs[i].Nonce {
			return fmt.Errorf("store: create sent: attempt %d (%q, nonce %d) does not belong to intent %q", i, a.Key, a.Nonce, recs[i].Key)
		}
		if a.GasTipCap == nil || a.GasFeeCap == nil || len(a.Raw) == 0 {
			return fmt.Errorf("store: create sent: incomplete attempt for %q", a.Key)
		}
	}
	// The send lane's one write before a broadcast: two prepared statements per intent (the intent, in
	// flight at once, and its attempt), on the hot path of every x402 settlement.
	insIntent, err := s.prepared(ctx, `INSERT INTO txmgr_intents (kind, key, sender, to_addr, data, value, gas_limit, state, nonce, tx_hash, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, 'inflight', ?, ?, ?, ?) ON CONFLICT(key) DO NOTHING RETURNING id`)
	if err != nil {
		return fmt.Errorf("store: create sent: %w", err)
	}
	insAttempt, err := s.prepared(ctx, `INSERT INTO txmgr_attempts (intent_id, nonce, tx_hash, raw, gas_limit, gas_tip_cap, gas_fee_cap, head_block, created_at, term)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return fmt.Errorf("store: create sent: %w", err)
	}
	var term int64
	if f != nil {
		term = int64(f.Token)
	}
	now := s.nowMillis()
	err = s.fencedTx(ctx, f, func(tx *sql.Tx) error {
		intentStmt, attemptStmt := tx.StmtContext(ctx, insIntent), tx.StmtContext(ctx, insAttempt)
		for i, rec := range recs {
			a := as[i]
			gas, err := sqlInt("gas limit", rec.GasLimit)
			if err != nil {
				return err
			}
			nonce, err := sqlInt("nonce", a.Nonce)
			if err != nil {
				return err
			}
			attGas, err := sqlInt("gas limit", a.GasLimit)
			if err != nil {
				return err
			}
			head, err := sqlInt("block number", a.HeadBlock)
			if err != nil {
				return err
			}
			value := rec.Value
			if value == nil {
				value = new(big.Int)
			}
			created := a.CreatedAt
			if created.IsZero() {
				created = s.now()
			}
			var id int64
			err = intentStmt.QueryRowContext(ctx, string(rec.Kind), rec.Key, addrText(rec.From), addrText(rec.To), nonNil(rec.Data), value.String(),
				gas, nonce, hashText(a.TxHash), now, now).Scan(&id)
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("%w: %q", txmgr.ErrKeyExists, rec.Key)
			}
			if err != nil {
				return fmt.Errorf("create sent intent %q: %w", rec.Key, err)
			}
			if _, err := attemptStmt.ExecContext(ctx, id, nonce, hashText(a.TxHash), a.Raw, attGas, a.GasTipCap.String(), a.GasFeeCap.String(),
				head, created.UnixMilli(), term); err != nil {
				return fmt.Errorf("create sent attempt of %q: %w", rec.Key, err)
			}
		}
		return nil
	})
	if err != nil {
		if errors.Is(err, txmgr.ErrKeyExists) {
			return err
		}
		return fmt.Errorf("store: %w", err)
	}
	return nil
}

// Intent implements txmgr.Journal.
func (s *Store) Intent(ctx context.Context, key string) (txmgr.Record, error) {
	r, err := scanIntent(s.queryRow(ctx, `SELECT `+intentColumns+` FROM txmgr_intents WHERE key = ?`, key))
	if errors.Is(err, sql.ErrNoRows) {
		return txmgr.Record{}, fmt.Errorf("%w: %q", txmgr.ErrNotFound, key)
	}
	if err != nil {
		return txmgr.Record{}, fmt.Errorf("store: read intent %q: %w", key, err)
	}
	return r, nil
}

// ListOpen implements txmgr.Journal.
func (s *Store) ListOpen(ctx context.Context, from common.Address) ([]txmgr.Record, error) {
	rows, err := s.query(ctx, `SELECT `+intentColumns+` FROM txmgr_intents
		WHERE sender = ? AND state IN ('pending', 'inflight', 'mined') ORDER BY id`, addrText(from))
	if err != nil {
		return nil, fmt.Errorf("store: list open intents: %w", err)
	}
	defer rows.Close()
	var out []txmgr.Record
	for rows.Next() {
		r, err := scanIntent(rows)
		if err != nil {
			return nil, fmt.Errorf("store: list open intents: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: list open intents: %w", err)
	}
	return out, nil
}

// CountOpen implements txmgr.Journal.
func (s *Store) CountOpen(ctx context.Context, from common.Address) (int, error) {
	var n int
	if err := s.queryRow(ctx, `SELECT COUNT(*) FROM txmgr_intents WHERE sender = ? AND state IN ('pending', 'inflight', 'mined')`,
		addrText(from)).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: count open intents: %w", err)
	}
	return n, nil
}

// SaveAttempts implements txmgr.Journal.
func (s *Store) SaveAttempts(ctx context.Context, as []txmgr.Attempt) error {
	return s.saveAttempts(ctx, nil, as)
}

func (s *Store) saveAttempts(ctx context.Context, f *Fence, as []txmgr.Attempt) error {
	now := s.nowMillis()
	var term int64
	if f != nil {
		term = int64(f.Token)
	}
	err := s.fencedTx(ctx, f, func(tx *sql.Tx) error {
		for _, a := range as {
			nonce, err := sqlInt("nonce", a.Nonce)
			if err != nil {
				return err
			}
			gas, err := sqlInt("gas limit", a.GasLimit)
			if err != nil {
				return err
			}
			head, err := sqlInt("block number", a.HeadBlock)
			if err != nil {
				return err
			}
			if a.GasTipCap == nil || a.GasFeeCap == nil || len(a.Raw) == 0 {
				return fmt.Errorf("save attempt for %q: incomplete attempt", a.Key)
			}
			created := a.CreatedAt
			if created.IsZero() {
				created = s.now()
			}
			var id int64
			var state string
			err = tx.QueryRowContext(ctx, `SELECT id, state FROM txmgr_intents WHERE key = ?`, a.Key).Scan(&id, &state)
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("%w: %q", txmgr.ErrNotFound, a.Key)
			}
			if err != nil {
				return fmt.Errorf("save attempt for %q: %w", a.Key, err)
			}
			if txmgr.State(state) != txmgr.StatePending && txmgr.State(state) != txmgr.StateInFlight {
				return fmt.Errorf("%w: save attempt for %q in state %s", txmgr.ErrStateConflict, a.Key, state)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO txmgr_attempts (intent_id, nonce, tx_hash, raw, gas_limit, gas_tip_cap, gas_fee_cap, head_block, created_at, term)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(tx_hash) DO NOTHING`,
				id, nonce, hashText(a.TxHash), a.Raw, gas, a.GasTipCap.String(), a.GasFeeCap.String(), head, created.UnixMilli(), term); err != nil {
				return fmt.Errorf("save attempt for %q: %w", a.Key, err)
			}
			if _, err := tx.ExecContext(ctx, `UPDATE txmgr_intents SET state = 'inflight', nonce = ?, tx_hash = ?, updated_at = ? WHERE id = ?`,
				nonce, hashText(a.TxHash), now, id); err != nil {
				return fmt.Errorf("save attempt for %q: %w", a.Key, err)
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	return nil
}

// Attempts implements txmgr.Journal.
func (s *Store) Attempts(ctx context.Context, key string) ([]txmgr.Attempt, error) {
	rows, err := s.query(ctx, `SELECT a.nonce, a.tx_hash, a.raw, a.gas_limit, a.gas_tip_cap, a.gas_fee_cap, a.head_block, a.created_at
		FROM txmgr_attempts a JOIN txmgr_intents i ON i.id = a.intent_id WHERE i.key = ? ORDER BY a.id`, key)
	if err != nil {
		return nil, fmt.Errorf("store: attempts of %q: %w", key, err)
	}
	defer rows.Close()
	var out []txmgr.Attempt
	for rows.Next() {
		var (
			a                     txmgr.Attempt
			nonce, gas, head, cAt int64
			txh, tip, feeCap      string
		)
		if err := rows.Scan(&nonce, &txh, &a.Raw, &gas, &tip, &feeCap, &head, &cAt); err != nil {
			return nil, fmt.Errorf("store: attempts of %q: %w", key, err)
		}
		var ok1, ok2 bool
		a.GasTipCap, ok1 = new(big.Int).SetString(tip, 10)
		a.GasFeeCap, ok2 = new(big.Int).SetString(feeCap, 10)
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("store: attempts of %q: bad stored fees", key)
		}
		a.Key, a.Nonce, a.TxHash = key, uint64(nonce), common.HexToHash(txh)
		a.GasLimit, a.HeadBlock, a.CreatedAt = uint64(gas), uint64(head), time.UnixMilli(cAt)
		out = append(out, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: attempts of %q: %w", key, err)
	}
	return out, nil
}

// transition updates one intent if its state is one of from, in one transaction under fence f (nil:
// unfenced).
func (s *Store) transition(ctx context.Context, f *Fence, key, op string, from []txmgr.State, set string, args ...any) error {
	q := `UPDATE txmgr_intents SET ` + set + `, updated_at = ? WHERE key = ? AND state IN (`
	args = append(args, s.nowMillis(), key)
	for i, st := range from {
		if i > 0 {
			q += ", "
		}
		q += "?"
		args = append(args, string(st))
	}
	q += ")"
	return s.update(ctx, f, key, op, q, args...)
}

// update runs one intent update under fence f; no row changed is ErrStateConflict with the stored state.
func (s *Store) update(ctx context.Context, f *Fence, key, op, q string, args ...any) error {
	var state, block string
	err := s.fencedTx(ctx, f, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, q, args...)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n > 0 {
			return nil
		}
		err = tx.QueryRowContext(ctx, `SELECT state, block_hash FROM txmgr_intents WHERE key = ?`, key).Scan(&state, &block)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("%w: %q", txmgr.ErrNotFound, key)
		}
		if err != nil {
			return err
		}
		return fmt.Errorf("%w: %s %q in state %s (block %s)", txmgr.ErrStateConflict, op, key, state, block)
	})
	if err != nil {
		if errors.Is(err, txmgr.ErrNotFound) || errors.Is(err, txmgr.ErrStateConflict) {
			return err
		}
		return fmt.Errorf("store: %s %q: %w", op, key, err)
	}
	return nil
}

// MarkMined implements txmgr.Journal.
func (s *Store) MarkMined(ctx context.Context, key string, txHash common.Hash, block uint64, blockHash common.Hash) error {
	return s.markMined(ctx, nil, key, txHash, block, blockHash)
}

func (s *Store) markMined(ctx context.Context, f *Fence, key string, txHash common.Hash, block uint64, blockHash common.Hash) error {
	b, err := sqlInt("block number", block)
	if err != nil {
		return err
	}
	return s.transition(ctx, f, key, "mark mined", []txmgr.State{txmgr.StateInFlight, txmgr.StateMined},
		`state = 'mined', tx_hash = ?, block_number = ?, block_hash = ?`, hashText(txHash), b, hashText(blockHash))
}

// MarkUnmined implements txmgr.Journal.
func (s *Store) MarkUnmined(ctx context.Context, key string) error {
	return s.markUnmined(ctx, nil, key)
}

func (s *Store) markUnmined(ctx context.Context, f *Fence, key string) error {
	return s.transition(ctx, f, key, "mark unmined", []txmgr.State{txmgr.StateMined}, `state = 'inflight', block_number = 0, block_hash = ''`)
}

// MarkConfirmed implements txmgr.Journal. Only a mined intent whose stored block is blockHash is
// confirmed: a chain rewind that reopened it in between clears the hash, so the stale confirmation fails.
func (s *Store) MarkConfirmed(ctx context.Context, key string, blockHash common.Hash) error {
	return s.markConfirmed(ctx, nil, key, blockHash)
}

func (s *Store) markConfirmed(ctx context.Context, f *Fence, key string, blockHash common.Hash) error {
	return s.update(ctx, f, key, "mark confirmed", `UPDATE txmgr_intents SET state = 'confirmed', updated_at = ? WHERE key = ? AND state = 'mined' AND block_hash = ?`,
		s.nowMillis(), key, hashText(blockHash))
}

// MarkFinal implements txmgr.Journal.
func (s *Store) MarkFinal(ctx context.Context, key string, state txmgr.State, reason string) error {
	return s.markFinal(ctx, nil, key, state, reason)
}

func (s *Store) markFinal(ctx context.Context, f *Fence, key string, state txmgr.State, reason string) error {
	if state != txmgr.StateFailed && state != txmgr.StateAbandoned {
		return fmt.Errorf("store: mark final %q with state %s", key, state)
	}
	return s.transition(ctx, f, key, "mark "+string(state), []txmgr.State{txmgr.StatePending, txmgr.StateInFlight, txmgr.StateMined},
		`state = ?, reason = ?`, string(state), reason)
}

// Requeue implements txmgr.Journal.
func (s *Store) Requeue(ctx context.Context, key, reason string) error {
	return s.requeue(ctx, nil, key, reason)
}

func (s *Store) requeue(ctx context.Context, f *Fence, key, reason string) error {
	return s.transition(ctx, f, key, "requeue", []txmgr.State{txmgr.StateInFlight, txmgr.StateMined},
		`state = 'pending', nonce = NULL, tx_hash = '', block_number = 0, block_hash = '', reason = ?`, reason)
}
