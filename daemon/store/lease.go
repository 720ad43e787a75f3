package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Leadership among replicas. Several daemons may share one PostgreSQL database; for each signer key
// exactly one of them may send, and exactly one writes chain state. Each of these roles is a lease row:
// a holder, a fencing token that grows by one whenever the lease is taken, and an expiry on the
// database server's clock (the replicas' own clocks never decide who leads). A holder renews its lease
// well before it expires; a replica that dies, is paused or loses its connection stops renewing, and
// another takes the lease once it has expired, with the next token.
//
// A lease alone cannot stop a paused leader that wakes up late and carries on. Fencing does: every
// write the leader's work makes (every journal write of a signer's transaction manager, every commit of
// the chain watcher) runs in a transaction that first reads its lease with the token it was elected
// with, share-locking the row. If the token changed, the write fails with ErrFenced and nothing is
// written, so nothing new can be signed into the journal and broadcast. If the token is still the same,
// the row lock makes a takeover wait until the write has committed, and the new leader reads the journal
// only after that. On SQLite one process holds the file, so its leases are uncontended, and the same code
// runs.

// ErrLeaseLost means the lease is held by someone else now (it expired and was taken, or was released).
var ErrLeaseLost = errors.New("store: lease lost")

// ErrFenced means a write was refused because its leadership term is over: the lease it was made under
// has another holder or token now. Nothing was written.
var ErrFenced = errors.New("store: fenced: the leadership term of this write is over")

// Lease is a leadership lease as stored. Times are the database server's clock.
type Lease struct {
	Name       string
	Holder     string
	Token      uint64 // the fencing token: one more with every acquisition
	ExpiresAt  time.Time
	AcquiredAt time.Time
	RenewedAt  time.Time
}

// Live reports whether the lease had not expired at now (the database clock, as returned by Leases).
func (l Lease) Live(now time.Time) bool { return l.ExpiresAt.After(now) }

// Fence is one leadership term: writes made under it commit only while lease Lease is still held by
// Holder with Token.
type Fence struct {
	Lease  string
	Holder string
	Token  uint64
}

func (f Fence) String() string { return fmt.Sprintf("%s@%s#%d", f.Lease, f.Holder, f.Token) }

// leaseOpTimeout bounds each lease statement: a renewal that cannot reach the database soon is a failed
// renewal, not a wait.
const leaseOpTimeout = 5 * time.Second

// AcquireLease takes lease name for holder with a time to live of ttl if nobody holds it or its
// holder's lease has expired, with the next fencing token. ok is false, and the lease returned is the
// current holder's, when someone else's lease is live (also when it is holder's own from an earlier
// acquisition: a holder name must be unique per process, and a process waits for its predecessor's
// lease to expire or be released). Lease writes bypass the write slot: a renewal never waits behind the
// process's own long writes.
func (s *Store) AcquireLease(ctx context.Context, name, holder string, ttl time.Duration) (Lease, bool, error) {
	if name == "" || holder == "" || ttl <= 0 {
		return Lease{}, false, fmt.Errorf("store: acquire lease: name %q, holder %q and ttl %s must be set", name, holder, ttl)
	}
	ctx, cancel := context.WithTimeout(ctx, leaseOpTimeout)
	defer cancel()
	var (
		l  Lease
		ok bool
	)
	err := s.leaseTx(ctx, func(tx *sql.Tx, now int64) error {
		row := tx.QueryRowContext(ctx, `INSERT INTO leases (name, holder, token, expires_at, acquired_at, renewed_at) VALUES (?, ?, 1, ?, ?, ?)
			ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, token = leases.token + 1, expires_at = excluded.expires_at,
				acquired_at = excluded.acquired_at, renewed_at = excluded.renewed_at
			WHERE leases.expires_at <= excluded.acquired_at
			RETURNING `+leaseColumns, name, holder, now+ttl.Milliseconds(), now, now)
		var err error
		l, err = scanLease(row)
		switch {
		case err == nil:
			ok = true
			return nil
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		l, err = scanLease(tx.QueryRowContext(ctx, `SELECT `+leaseColumns+` FROM leases WHERE name = ?`, name))
		return err
	})
	if err != nil {
		return Lease{}, false, fmt.Errorf("store: acquire lease %s: %w", name, err)
	}
	return l, ok, nil
}

// RenewLease extends holder's lease by ttl from now (the database clock). It fails with ErrLeaseLost when
// the lease has another holder or token, and succeeds for an expired lease nobody took meanwhile (its
// token still says nobody else led).
func (s *Store) RenewLease(ctx context.Context, f Fence, ttl time.Duration) (Lease, error) {
	ctx, cancel := context.WithTimeout(ctx, leaseOpTimeout)
	defer cancel()
	var l Lease
	err := s.leaseTx(ctx, func(tx *sql.Tx, now int64) error {
		tok, err := sqlInt("token", f.Token)
		if err != nil {
			return err
		}
		l, err = scanLease(tx.QueryRowContext(ctx, `UPDATE leases SET expires_at = ?, renewed_at = ?
			WHERE name = ? AND holder = ? AND token = ? RETURNING `+leaseColumns, now+ttl.Milliseconds(), now, f.Lease, f.Holder, tok))
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("%w: %s", ErrLeaseLost, f)
		}
		return err
	})
	if err != nil {
		return Lease{}, fmt.Errorf("store: renew lease: %w", err)
	}
	return l, nil
}

// ReleaseLease ends holder's term at once (graceful shutdown), so that another replica takes over
// without waiting for the expiry. Releasing a lease already lost is not an error.
func (s *Store) ReleaseLease(ctx context.Context, f Fence) error {
	ctx, cancel := context.WithTimeout(ctx, leaseOpTimeout)
	defer cancel()
	err := s.leaseTx(ctx, func(tx *sql.Tx, now int64) error {
		tok, err := sqlInt("token", f.Token)
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE leases SET expires_at = ? WHERE name = ? AND holder = ? AND token = ?`, now, f.Lease, f.Holder, tok)
		return err
	})
	if err != nil {
		return fmt.Errorf("store: release lease %s: %w", f, err)
	}
	return nil
}

// Leases returns every lease and the database clock's now (to tell live leases from expired ones).
func (s *Store) Leases(ctx context.Context) ([]Lease, time.Time, error) {
	var (
		out []Lease
		at  int64
	)
	err := s.leaseDB.QueryRowContext(ctx, `SELECT `+s.d.clockMillis).Scan(&at)
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("store: leases: %w", err)
	}
	rows, err := s.leaseDB.QueryContext(ctx, `SELECT `+leaseColumns+` FROM leases ORDER BY name`)
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("store: leases: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		l, err := scanLease(rows)
		if err != nil {
			return nil, time.Time{}, fmt.Errorf("store: leases: %w", err)
		}
		out = append(out, l)
	}
	if err := rows.Err(); err != nil {
		return nil, time.Time{}, fmt.Errorf("store: leases: %w", err)
	}
	return out, time.UnixMilli(at), nil
}

// leaseTx runs fn in its own transaction (outside the write slot, on the lease pool) with the database
// clock's now.
func (s *Store) leaseTx(ctx context.Context, fn func(tx *sql.Tx, now int64) error) error {
	tx, err := s.leaseDB.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	var now int64
	if err := tx.QueryRowContext(ctx, `SELECT `+s.d.clockMillis).Scan(&now); err != nil {
		_ = tx.Rollback()
		return fmt.Errorf("read the database clock: %w", err)
	}
	if err := fn(tx, now); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

const leaseColumns = `name, holder, token, expires_at, acquired_at, renewed_at`

func scanLease(r rowScanner) (Lease, error) {
	var (
		l                          Lease
		token, exp, acq, renewedAt int64
	)
	if err := r.Scan(&l.Name, &l.Holder, &token, &exp, &acq, &renewedAt); err != nil {
		return Lease{}, err
	}
	l.Token = uint64(token)
	l.ExpiresAt, l.AcquiredAt, l.RenewedAt = time.UnixMilli(exp), time.UnixMilli(acq), time.UnixMilli(renewedAt)
	return l, nil
}

// checkFence reads f's lease inside tx and fails with ErrFenced unless it still has f's holder and
// token. On PostgreSQL the row stays share-locked until tx ends, so a takeover (which updates the row)
// waits for tx; on SQLite the transaction already excludes every other writer.
func (s *Store) checkFence(ctx context.Context, tx *sql.Tx, f *Fence) error {
	if f == nil {
		return nil
	}
	tok, err := sqlInt("token", f.Token)
	if err != nil {
		return err
	}
	var got int64
	err = tx.QueryRowContext(ctx, `SELECT token FROM leases WHERE name = ? AND holder = ? AND token = ?`+s.d.shareLock,
		f.Lease, f.Holder, tok).Scan(&got)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%w (%s)", ErrFenced, f)
	}
	if err != nil {
		return fmt.Errorf("check lease %s: %w", f, err)
	}
	return nil
}

// fencedTx is inTx with f checked first (f nil: not fenced).
func (s *Store) fencedTx(ctx context.Context, f *Fence, fn func(tx *sql.Tx) error) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.checkFence(ctx, tx, f); err != nil {
			return err
		}
		return fn(tx)
	})
}
