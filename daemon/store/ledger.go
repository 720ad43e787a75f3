package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// The netted ledger operator's tables (migration 00014): the messages parties hand it, the epochs it builds
// and their transitions. The operator's state is a function of these rows: a restarted operator replays the
// stored epochs and carries on, with nothing kept only in memory.

// Ledger message statuses.
const (
	LedgerPending  = "pending"
	LedgerIncluded = "included"
	LedgerDropped  = "dropped"
)

// Ledger epoch statuses.
const (
	EpochBuilt  = "built"
	EpochPosted = "posted"
	EpochFinal  = "final"
	EpochVoided = "voided"
)

// ErrLedgerQueueFull means a message was refused because its sender already has LedgerLimits.PerSender
// pending messages, or LedgerLimits.Total are pending in all.
var ErrLedgerQueueFull = errors.New("store: ledger queue full")

// ErrLedgerEpochExists means an epoch of that number is already stored (another replica built it first).
var ErrLedgerEpochExists = errors.New("store: ledger epoch already stored")

// LedgerMessage is one accepted message (see the migration for Kind and Data).
type LedgerMessage struct {
	ID        uint64
	Kind      uint8
	Data      []byte
	Sender    common.Address
	Digest    common.Hash
	Status    string
	Epoch     uint64
	Reason    string
	CreatedAt int64 // Unix milliseconds
}

// LedgerLimits bound what outsiders can make the operator store.
type LedgerLimits struct {
	PerSender int // pending messages of one sender
	Total     int // pending messages in all
}

// LedgerEpoch is one stored epoch.
type LedgerEpoch struct {
	Number          uint64
	Cutoff          uint64
	PrevRoot        common.Hash
	StateRoot       common.Hash
	TransitionsRoot common.Hash
	AccountsRoot    common.Hash
	JobsRoot        common.Hash
	JobCount        uint64
	ForcedCount     uint64
	Count           uint32
	Status          string
	PostKey         string
	PostedTx        common.Hash
	PostedAt        uint64
}

// LedgerTransition is one transition of a stored epoch.
type LedgerTransition struct {
	Index uint32
	Kind  uint8
	Data  []byte
	Post  common.Hash
}

// AddLedgerMessage stores m as pending unless a message with its digest is stored already (dup true, the
// stored id returned) or the limits refuse it (ErrLedgerQueueFull).
func (s *Store) AddLedgerMessage(ctx context.Context, m LedgerMessage, lim LedgerLimits) (id uint64, dup bool, err error) {
	err = s.inTx(ctx, func(sqlTx *sql.Tx) error {
		// The intake's hot path (every signed message of every party): its statements are prepared once
		// per connection.
		tx := s.hotTx(sqlTx)
		id, dup = 0, false
		if err := tx.QueryRowContext(ctx, `SELECT id FROM ledger_messages WHERE digest = ?`, hashText(m.Digest)).Scan(&id); err == nil {
			dup = true
			return nil
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		var mine, all int
		if err := tx.QueryRowContext(ctx, `SELECT pending FROM ledger_senders WHERE sender = ?`, addrText(m.Sender)).Scan(&mine); err != nil &&
			!errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if lim.PerSender > 0 && mine >= lim.PerSender {
			return fmt.Errorf("%w: %s has %d pending messages (at most %d)", ErrLedgerQueueFull, m.Sender, mine, lim.PerSender)
		}
		if err := tx.QueryRowContext(ctx, `SELECT count FROM ledger_pending WHERE id = 1`).Scan(&all); err != nil {
			return err
		}
		if lim.Total > 0 && all >= lim.Total {
			return fmt.Errorf("%w: %d messages pending (at most %d)", ErrLedgerQueueFull, all, lim.Total)
		}
		if err := tx.QueryRowContext(ctx, `INSERT INTO ledger_messages (kind, data, sender, digest, status, created_at)
			VALUES (?, ?, ?, ?, 'pending', ?) RETURNING id`, int64(m.Kind), m.Data, addrText(m.Sender), hashText(m.Digest),
			s.now().UnixMilli()).Scan(&id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE ledger_pending SET count = count + 1 WHERE id = 1`); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO ledger_senders (sender, pending) VALUES (?, 1)
			ON CONFLICT (sender) DO UPDATE SET pending = ledger_senders.pending + 1`, addrText(m.Sender))
		return err
	})
	if err != nil && !errors.Is(err, ErrLedgerQueueFull) {
		return 0, false, fmt.Errorf("store: add ledger message: %w", err)
	}
	return id, dup, err
}

// LedgerMessageByDigest returns the message of digest (its current status, epoch and reason); ok is false
// when none is stored.
func (s *Store) LedgerMessageByDigest(ctx context.Context, digest common.Hash) (m LedgerMessage, ok bool, err error) {
	m, err = scanLedgerMessage(s.hot().QueryRowContext(ctx, `SELECT `+ledgerMessageColumns+` FROM ledger_messages WHERE digest = ?`, hashText(digest)))
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return LedgerMessage{}, false, nil
	case err != nil:
		return LedgerMessage{}, false, fmt.Errorf("store: ledger message %s: %w", digest, err)
	}
	return m, true, nil
}

// PendingLedgerMessages returns at most limit pending messages, oldest first.
func (s *Store) PendingLedgerMessages(ctx context.Context, limit int) ([]LedgerMessage, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+ledgerMessageColumns+` FROM ledger_messages WHERE status = 'pending' ORDER BY id LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: pending ledger messages: %w", err)
	}
	defer rows.Close()
	var out []LedgerMessage
	for rows.Next() {
		m, err := scanLedgerMessage(rows)
		if err != nil {
			return nil, fmt.Errorf("store: pending ledger messages: %w", err)
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: pending ledger messages: %w", err)
	}
	return out, nil
}

// LedgerMessage returns one message by id.
func (s *Store) LedgerMessage(ctx context.Context, id uint64) (LedgerMessage, error) {
	m, err := scanLedgerMessage(s.db.QueryRowContext(ctx, `SELECT `+ledgerMessageColumns+` FROM ledger_messages WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return LedgerMessage{}, fmt.Errorf("ledger message %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return LedgerMessage{}, fmt.Errorf("store: ledger message %d: %w", id, err)
	}
	return m, nil
}

const ledgerMessageColumns = `id, kind, data, sender, digest, status, epoch, reason, created_at`

func scanLedgerMessage(r rowScanner) (LedgerMessage, error) {
	var m LedgerMessage
	var kind int64
	var sender, digest string
	if err := r.Scan(&m.ID, &kind, &m.Data, &sender, &digest, &m.Status, &m.Epoch, &m.Reason, &m.CreatedAt); err != nil {
		return LedgerMessage{}, err
	}
	m.Kind = uint8(kind)
	var err error
	if m.Sender, err = parseAddr(sender); err != nil {
		return LedgerMessage{}, fmt.Errorf("ledger message %d: %w", m.ID, err)
	}
	if m.Digest, err = parseHash(digest); err != nil {
		return LedgerMessage{}, fmt.Errorf("ledger message %d: %w", m.ID, err)
	}
	return m, nil
}

// LedgerPendingCount is how many messages are pending.
func (s *Store) LedgerPendingCount(ctx context.Context) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT count FROM ledger_pending WHERE id = 1`).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: count pending ledger messages: %w", err)
	}
	return n, nil
}

// SaveLedgerEpoch stores a built epoch, its transitions, and what became of the messages it considered
// (included, or dropped with a reason), in one transaction under leadership term f (nil: not fenced; a
// term that ended fails with ErrFenced): ErrLedgerEpochExists if its number is taken.
func (s *Store) SaveLedgerEpoch(ctx context.Context, f *Fence, e LedgerEpoch, trs []LedgerTransition, included []uint64, dropped map[uint64]string) error {
	err := s.fencedTx(ctx, f, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM ledger_epochs WHERE number = ?`, e.Number).Scan(&n); err != nil {
			return err
		}
		if n != 0 {
			return fmt.Errorf("%w: epoch %d", ErrLedgerEpochExists, e.Number)
		}
		now := s.now().UnixMilli()
		if _, err := tx.ExecContext(ctx, `INSERT INTO ledger_epochs (number, cutoff, prev_root, state_root, transitions_root, accounts_root,
			jobs_root, job_count, forced_count, count, status, post_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'built', ?, ?, ?)`,
			e.Number, e.Cutoff, hashText(e.PrevRoot), hashText(e.StateRoot), hashText(e.TransitionsRoot), hashText(e.AccountsRoot),
			hashText(e.JobsRoot), e.JobCount, e.ForcedCount, e.Count, e.PostKey, now, now); err != nil {
			return err
		}
		ins, err := tx.PrepareContext(ctx, `INSERT INTO ledger_transitions (epoch, idx, kind, data, post) VALUES (?, ?, ?, ?, ?)`)
		if err != nil {
			return err
		}
		defer ins.Close()
		for _, t := range trs {
			if _, err := ins.ExecContext(ctx, e.Number, t.Index, int64(t.Kind), t.Data, hashText(t.Post)); err != nil {
				return err
			}
		}
		// Each message leaves the queue once; its sender's count and the total follow in the same write.
		senders := map[string]int64{}
		take := func(q string, args ...any) error {
			var sender string
			err := tx.QueryRowContext(ctx, q, args...).Scan(&sender)
			if errors.Is(err, sql.ErrNoRows) {
				return nil // not pending (a replayed save)
			}
			senders[sender]++
			return err
		}
		for _, id := range included {
			if err := take(`UPDATE ledger_messages SET status = 'included', epoch = ? WHERE id = ? AND status = 'pending' RETURNING sender`, e.Number, id); err != nil {
				return err
			}
		}
		for id, why := range dropped {
			if err := take(`UPDATE ledger_messages SET status = 'dropped', epoch = ?, reason = ? WHERE id = ? AND status = 'pending' RETURNING sender`, e.Number, why, id); err != nil {
				return err
			}
		}
		return adjustPending(ctx, tx, senders, -1)
	})
	if err != nil && !errors.Is(err, ErrLedgerEpochExists) && !errors.Is(err, ErrFenced) {
		return fmt.Errorf("store: save ledger epoch %d: %w", e.Number, err)
	}
	return err
}

// adjustPending adds sign × n to each sender's pending count and the total.
func adjustPending(ctx context.Context, tx *sql.Tx, senders map[string]int64, sign int64) error {
	total := int64(0)
	for sender, n := range senders {
		if _, err := tx.ExecContext(ctx, `UPDATE ledger_senders SET pending = pending + ? WHERE sender = ?`, sign*n, sender); err != nil {
			return err
		}
		total += n
	}
	_, err := tx.ExecContext(ctx, `UPDATE ledger_pending SET count = count + ? WHERE id = 1`, sign*total)
	return err
}

const ledgerEpochColumns = `number, cutoff, prev_root, state_root, transitions_root, accounts_root, jobs_root, job_count,
	forced_count, count, status, post_key, posted_tx, posted_at`

// LedgerEpochs returns the stored epochs numbered from `from` on, in order.
func (s *Store) LedgerEpochs(ctx context.Context, from uint64) ([]LedgerEpoch, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+ledgerEpochColumns+` FROM ledger_epochs WHERE number >= ? ORDER BY number`, from)
	if err != nil {
		return nil, fmt.Errorf("store: ledger epochs: %w", err)
	}
	defer rows.Close()
	var out []LedgerEpoch
	for rows.Next() {
		e, err := scanLedgerEpoch(rows)
		if err != nil {
			return nil, fmt.Errorf("store: ledger epochs: %w", err)
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: ledger epochs: %w", err)
	}
	return out, nil
}

// LedgerEpochAt returns epoch n (ErrNotFound if it is not stored).
func (s *Store) LedgerEpochAt(ctx context.Context, n uint64) (LedgerEpoch, error) {
	e, err := scanLedgerEpoch(s.db.QueryRowContext(ctx, `SELECT `+ledgerEpochColumns+` FROM ledger_epochs WHERE number = ?`, n))
	if errors.Is(err, sql.ErrNoRows) {
		return LedgerEpoch{}, fmt.Errorf("ledger epoch %d: %w", n, ErrNotFound)
	}
	if err != nil {
		return LedgerEpoch{}, fmt.Errorf("store: ledger epoch %d: %w", n, err)
	}
	return e, nil
}

func scanLedgerEpoch(r rowScanner) (LedgerEpoch, error) {
	var e LedgerEpoch
	var prev, state, trs, acc, jobs, tx string
	if err := r.Scan(&e.Number, &e.Cutoff, &prev, &state, &trs, &acc, &jobs, &e.JobCount, &e.ForcedCount, &e.Count,
		&e.Status, &e.PostKey, &tx, &e.PostedAt); err != nil {
		return LedgerEpoch{}, err
	}
	for _, f := range []struct {
		in  string
		dst *common.Hash
	}{{prev, &e.PrevRoot}, {state, &e.StateRoot}, {trs, &e.TransitionsRoot}, {acc, &e.AccountsRoot}, {jobs, &e.JobsRoot}} {
		h, err := parseHash(f.in)
		if err != nil {
			return LedgerEpoch{}, err
		}
		*f.dst = h
	}
	if tx != "" {
		h, err := parseHash(tx)
		if err != nil {
			return LedgerEpoch{}, err
		}
		e.PostedTx = h
	}
	return e, nil
}

// LedgerTransitions returns at most limit transitions of epoch n from index from, in order.
func (s *Store) LedgerTransitions(ctx context.Context, n uint64, from uint32, limit int) ([]LedgerTransition, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT idx, kind, data, post FROM ledger_transitions WHERE epoch = ? AND idx >= ? ORDER BY idx LIMIT ?`, n, from, limit)
	if err != nil {
		return nil, fmt.Errorf("store: ledger transitions of epoch %d: %w", n, err)
	}
	defer rows.Close()
	var out []LedgerTransition
	for rows.Next() {
		var t LedgerTransition
		var kind int64
		var post string
		if err := rows.Scan(&t.Index, &kind, &t.Data, &post); err != nil {
			return nil, fmt.Errorf("store: ledger transitions of epoch %d: %w", n, err)
		}
		t.Kind = uint8(kind)
		if t.Post, err = parseHash(post); err != nil {
			return nil, fmt.Errorf("store: ledger transition %d/%d: %w", n, t.Index, err)
		}
		out = append(out, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: ledger transitions of epoch %d: %w", n, err)
	}
	return out, nil
}

// MarkLedgerEpoch sets epoch n's status (posted with its transaction and block time, final, voided).
func (s *Store) MarkLedgerEpoch(ctx context.Context, n uint64, status string, tx common.Hash, postedAt uint64) error {
	err := s.inTx(ctx, func(t *sql.Tx) error {
		txt := ""
		if tx != (common.Hash{}) {
			txt = hashText(tx)
		}
		_, err := t.ExecContext(ctx, `UPDATE ledger_epochs SET status = ?, posted_tx = CASE WHEN ? = '' THEN posted_tx ELSE ? END,
			posted_at = CASE WHEN ? = 0 THEN posted_at ELSE ? END, updated_at = ? WHERE number = ?`,
			status, txt, txt, postedAt, postedAt, s.now().UnixMilli(), n)
		return err
	})
	if err != nil {
		return fmt.Errorf("store: mark ledger epoch %d %s: %w", n, status, err)
	}
	return nil
}

// DiscardLedgerEpochs deletes the epochs numbered from `from` on (built, never accepted on chain) with their
// transitions, and makes the messages they took or dropped pending again, in one transaction under
// leadership term f (nil: not fenced).
func (s *Store) DiscardLedgerEpochs(ctx context.Context, f *Fence, from uint64) error {
	err := s.fencedTx(ctx, f, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM ledger_transitions WHERE epoch >= ?`, from); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM ledger_epochs WHERE number >= ?`, from); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, `UPDATE ledger_messages SET status = 'pending', epoch = 0, reason = '' WHERE epoch >= ? RETURNING sender`, from)
		if err != nil {
			return err
		}
		senders := map[string]int64{}
		for rows.Next() {
			var sender string
			if err := rows.Scan(&sender); err != nil {
				rows.Close()
				return err
			}
			senders[sender]++
		}
		if err := rows.Close(); err != nil {
			return err
		}
		return adjustPending(ctx, tx, senders, 1)
	})
	if err != nil {
		return fmt.Errorf("store: discard ledger epochs from %d: %w", from, err)
	}
	return nil
}
