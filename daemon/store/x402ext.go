package store

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/x402/extensions/bazaar"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
)

// The store keeps the x402 extensions' state durably: it is the paymentid.Store of the daemon's
// payment-identifier guards, the siwx.NonceStore of its sign-in, the session table of its sign-in, the
// table of signed funding receipts and the bazaar.Catalog of its facilitator.
var (
	_ paymentid.Store = (*Store)(nil)
	_ siwx.NonceStore = (*Store)(nil)
	_ bazaar.Catalog  = (*Store)(nil)
)

// pruneEvery: about one write in this many also deletes expired rows of its table (a bounded batch),
// so that expired nonces, sessions and old payment answers do not accumulate without a janitor.
const (
	pruneEvery = 64
	pruneBatch = 1000
)

// pruneNow says whether this write also prunes expired rows: every pruneEvery-th write of this store
// does (counted, not drawn at random, so that what a write does is reproducible).
func (s *Store) pruneNow() bool { return s.pruneTick.Add(1)%pruneEvery == 0 }

// ClaimPaymentID implements paymentid.Store: of concurrent claims of one (scope, id) exactly one
// inserts (the primary key decides, on the store's single write slot).
func (s *Store) ClaimPaymentID(ctx context.Context, rec paymentid.Record) (paymentid.Record, bool, error) {
	if rec.Scope == "" || rec.ID == "" {
		return paymentid.Record{}, false, errors.New("store: claim payment id: empty scope or id")
	}
	var stored paymentid.Record
	inserted := false
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO payment_ids (scope, id, fingerprint, answer, final, created_at, updated_at)
			VALUES (?, ?, ?, NULL, 0, ?, ?) ON CONFLICT (scope, id) DO NOTHING`,
			rec.Scope, rec.ID, rec.Fingerprint[:], rec.CreatedAt.UnixMilli(), rec.UpdatedAt.UnixMilli())
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 1 {
			inserted = true
			stored = rec
			stored.Answer, stored.Final = nil, false
			if s.pruneNow() {
				_, err := tx.ExecContext(ctx, `DELETE FROM payment_ids WHERE (scope, id) IN
					(SELECT scope, id FROM payment_ids WHERE final = 1 AND updated_at < ? LIMIT ?)`, s.now().Add(-PaymentIDRetention).UnixMilli(), pruneBatch)
				return err
			}
			return nil
		}
		stored, err = scanPaymentID(tx.QueryRowContext(ctx, `SELECT scope, id, fingerprint, answer, final, created_at, updated_at
			FROM payment_ids WHERE scope = ? AND id = ?`, rec.Scope, rec.ID))
		return err
	})
	if err != nil {
		return paymentid.Record{}, false, fmt.Errorf("store: claim payment id %q in %q: %w", rec.ID, rec.Scope, err)
	}
	return stored, inserted, nil
}

func scanPaymentID(row *sql.Row) (paymentid.Record, error) {
	var r paymentid.Record
	var fp, answer []byte
	var final int
	var created, updated int64
	if err := row.Scan(&r.Scope, &r.ID, &fp, &answer, &final, &created, &updated); err != nil {
		return r, err
	}
	if len(fp) != len(r.Fingerprint) {
		return r, fmt.Errorf("stored fingerprint has %d bytes", len(fp))
	}
	copy(r.Fingerprint[:], fp)
	if answer != nil {
		r.Answer = append([]byte{}, answer...)
	}
	r.Final = final != 0
	r.CreatedAt, r.UpdatedAt = time.UnixMilli(created).UTC(), time.UnixMilli(updated).UTC()
	return r, nil
}

// SavePaymentAnswer implements paymentid.Store.
func (s *Store) SavePaymentAnswer(ctx context.Context, scope, id string, answer []byte, final bool, at time.Time) error {
	if answer == nil {
		answer = []byte{}
	}
	res, err := s.exec(ctx, `UPDATE payment_ids SET answer = ?, final = ?, updated_at = ? WHERE scope = ? AND id = ?`,
		answer, boolInt(final), at.UnixMilli(), scope, id)
	if err != nil {
		return fmt.Errorf("store: save payment answer %q in %q: %w", id, scope, err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return fmt.Errorf("store: save payment answer: payment id %q in %q was never claimed", id, scope)
	}
	return nil
}

// PaymentIDRecord implements paymentid.Store.
func (s *Store) PaymentIDRecord(ctx context.Context, scope, id string) (paymentid.Record, bool, error) {
	rec, err := scanPaymentID(s.db.QueryRowContext(ctx, `SELECT scope, id, fingerprint, answer, final, created_at, updated_at
		FROM payment_ids WHERE scope = ? AND id = ?`, scope, id))
	if errors.Is(err, sql.ErrNoRows) {
		return paymentid.Record{}, false, nil
	}
	if err != nil {
		return paymentid.Record{}, false, fmt.Errorf("store: read payment id %q in %q: %w", id, scope, err)
	}
	return rec, true, nil
}

// CountPaymentIDs is how many payment ids are stored in scope (for bounds and tests).
func (s *Store) CountPaymentIDs(ctx context.Context, scope string) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM payment_ids WHERE scope = ?`, scope).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: count payment ids: %w", err)
	}
	return n, nil
}

// ReleasePaymentID implements paymentid.Store.
func (s *Store) ReleasePaymentID(ctx context.Context, scope, id string) error {
	if _, err := s.exec(ctx, `DELETE FROM payment_ids WHERE scope = ? AND id = ?`, scope, id); err != nil {
		return fmt.Errorf("store: release payment id %q in %q: %w", id, scope, err)
	}
	return nil
}

// PaymentIDRetention is how long a final payment answer is kept after it was last given: now and then
// a claim deletes older ones (see PrunePaymentIDs).
const PaymentIDRetention = 30 * 24 * time.Hour

// PrunePaymentIDs deletes final payment answers last updated before before (at most pruneBatch rows)
// and returns how many went. Forgetting an old id is safe for money: the facilitator keys every
// settlement by its authorization (payer, nonce) in the transaction journal, so a payment sent again
// after its id was pruned is answered from that settlement, never executed twice.
func (s *Store) PrunePaymentIDs(ctx context.Context, before time.Time) (int64, error) {
	res, err := s.exec(ctx, `DELETE FROM payment_ids WHERE (scope, id) IN
		(SELECT scope, id FROM payment_ids WHERE final = 1 AND updated_at < ? LIMIT ?)`, before.UnixMilli(), pruneBatch)
	if err != nil {
		return 0, fmt.Errorf("store: prune payment ids: %w", err)
	}
	n, _ := res.RowsAffected()
	return n, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// SaveSignInNonce implements siwx.NonceStore. Now and then it also deletes nonces that expired a
// minute ago or more: an expired nonce is refused whether it is stored or not.
func (s *Store) SaveSignInNonce(ctx context.Context, nonce string, expiresAt time.Time) error {
	if nonce == "" {
		return errors.New("store: save sign-in nonce: empty nonce")
	}
	res, err := s.exec(ctx, `INSERT INTO signin_nonces (nonce, expires_at) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING`, nonce, expiresAt.UnixMilli())
	if err != nil {
		return fmt.Errorf("store: save sign-in nonce: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return fmt.Errorf("store: sign-in nonce %s was issued before", nonce)
	}
	if s.pruneNow() {
		if _, err := s.exec(ctx, `DELETE FROM signin_nonces WHERE nonce IN
			(SELECT nonce FROM signin_nonces WHERE expires_at < ? LIMIT ?)`, s.now().Add(-time.Minute).UnixMilli(), pruneBatch); err != nil {
			s.log.Warn("store: prune sign-in nonces", "err", err)
		}
	}
	return nil
}

// UseSignInNonce implements siwx.NonceStore: the check and the mark are one transaction on the
// write slot, so of concurrent uses of one nonce exactly one succeeds.
func (s *Store) UseSignInNonce(ctx context.Context, nonce string, now time.Time) error {
	var verdict error
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var exp int64
		var used sql.NullInt64
		err := tx.QueryRowContext(ctx, `SELECT expires_at, used_at FROM signin_nonces WHERE nonce = ?`, nonce).Scan(&exp, &used)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			verdict = siwx.ErrNonceUnknown
			return nil
		case err != nil:
			return err
		case used.Valid:
			verdict = siwx.ErrNonceUsed
			return nil
		case now.UnixMilli() > exp:
			verdict = siwx.ErrNonceExpired
			return nil
		}
		_, err = tx.ExecContext(ctx, `UPDATE signin_nonces SET used_at = ? WHERE nonce = ?`, now.UnixMilli(), nonce)
		return err
	})
	if err != nil {
		return fmt.Errorf("store: use sign-in nonce: %w", err)
	}
	return verdict
}

// CheckSignInNonce implements siwx.NonceStore: the verdict UseSignInNonce would give now, without
// marking the nonce (one read).
func (s *Store) CheckSignInNonce(ctx context.Context, nonce string, now time.Time) error {
	var exp int64
	var used sql.NullInt64
	err := s.db.QueryRowContext(ctx, `SELECT expires_at, used_at FROM signin_nonces WHERE nonce = ?`, nonce).Scan(&exp, &used)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return siwx.ErrNonceUnknown
	case err != nil:
		return fmt.Errorf("store: check sign-in nonce: %w", err)
	case used.Valid:
		return siwx.ErrNonceUsed
	case now.UnixMilli() > exp:
		return siwx.ErrNonceExpired
	}
	return nil
}

// OutstandingSignInNonces counts the nonces issued and not yet expired at now, up to limit (the
// count stops there: it bounds issuance, it is not a statistic).
func (s *Store) OutstandingSignInNonces(ctx context.Context, now time.Time, limit int) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM (SELECT 1 FROM signin_nonces WHERE expires_at >= ? LIMIT ?) AS outstanding`,
		now.UnixMilli(), limit).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("store: count sign-in nonces: %w", err)
	}
	return n, nil
}

// Session is a signed-in address's session.
type Session struct {
	Address   common.Address
	ChainID   string // CAIP-2 chain the address signed in on
	CreatedAt time.Time
	ExpiresAt time.Time
}

// SessionKey is the stored key of a bearer token: its SHA-256 (a database that leaks does not leak
// usable tokens).
func SessionKey(token string) [32]byte { return sha256.Sum256([]byte(token)) }

// CreateSession stores a session under key.
func (s *Store) CreateSession(ctx context.Context, key [32]byte, sess Session) error {
	if _, err := s.exec(ctx, `INSERT INTO signin_sessions (token_hash, address, chain_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
		key[:], addrText(sess.Address), sess.ChainID, sess.CreatedAt.UnixMilli(), sess.ExpiresAt.UnixMilli()); err != nil {
		return fmt.Errorf("store: create session: %w", err)
	}
	if s.pruneNow() {
		if _, err := s.exec(ctx, `DELETE FROM signin_sessions WHERE token_hash IN
			(SELECT token_hash FROM signin_sessions WHERE expires_at < ? LIMIT ?)`, s.now().UnixMilli(), pruneBatch); err != nil {
			s.log.Warn("store: prune sessions", "err", err)
		}
	}
	return nil
}

// SessionByKey returns the session stored under key; ok is false when there is none or it expired
// before now.
func (s *Store) SessionByKey(ctx context.Context, key [32]byte, now time.Time) (sess Session, ok bool, err error) {
	var addr string
	var created, expires int64
	err = s.db.QueryRowContext(ctx, `SELECT address, chain_id, created_at, expires_at FROM signin_sessions WHERE token_hash = ?`, key[:]).
		Scan(&addr, &sess.ChainID, &created, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, false, nil
	}
	if err != nil {
		return Session{}, false, fmt.Errorf("store: read session: %w", err)
	}
	if sess.Address, err = parseAddr(addr); err != nil {
		return Session{}, false, fmt.Errorf("store: read session: %w", err)
	}
	sess.CreatedAt, sess.ExpiresAt = time.UnixMilli(created).UTC(), time.UnixMilli(expires).UTC()
	if !now.Before(sess.ExpiresAt) {
		return Session{}, false, nil
	}
	return sess, true, nil
}

// DeleteSession ends the session stored under key (a missing one is not an error).
func (s *Store) DeleteSession(ctx context.Context, key [32]byte) error {
	if _, err := s.exec(ctx, `DELETE FROM signin_sessions WHERE token_hash = ?`, key[:]); err != nil {
		return fmt.Errorf("store: delete session: %w", err)
	}
	return nil
}

// ReceiptBudget is the kind of a job's budget funding receipt.
const ReceiptBudget = "budget"

// FundingReceipt is a job's signed funding receipt as stored: the receipt JSON ({receipt,
// escrowReceipt}) and the transaction and block it names, and the payment id whose answer carries it.
type FundingReceipt struct {
	JobID        uint64
	Kind         string
	TxHash       common.Hash
	BlockNumber  uint64
	BlockHash    common.Hash
	Receipt      json.RawMessage
	PaymentScope string
	PaymentID    string
	CreatedAt    time.Time
}

// PutFundingReceipt stores (or replaces) the receipt of job r.JobID's funding of kind r.Kind.
func (s *Store) PutFundingReceipt(ctx context.Context, r FundingReceipt) error {
	if err := validJSON("receipt", r.Receipt); err != nil {
		return fmt.Errorf("store: put funding receipt: %w", err)
	}
	id, err := sqlInt("job id", r.JobID)
	if err != nil {
		return fmt.Errorf("store: put funding receipt: %w", err)
	}
	bn, err := sqlInt("block number", r.BlockNumber)
	if err != nil {
		return fmt.Errorf("store: put funding receipt: %w", err)
	}
	if _, err := s.exec(ctx, `INSERT INTO funding_receipts (job_id, kind, tx_hash, block_number, block_hash, receipt, payment_scope, payment_id, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (job_id, kind) DO UPDATE SET tx_hash = excluded.tx_hash, block_number = excluded.block_number,
			block_hash = excluded.block_hash, receipt = excluded.receipt, payment_scope = excluded.payment_scope,
			payment_id = excluded.payment_id, created_at = excluded.created_at`,
		id, r.Kind, hashText(r.TxHash), bn, hashText(r.BlockHash), string(r.Receipt), r.PaymentScope, r.PaymentID, r.CreatedAt.UnixMilli()); err != nil {
		return fmt.Errorf("store: put funding receipt of job %d: %w", r.JobID, err)
	}
	return nil
}

// FundingReceiptOf returns job id's stored receipt of kind; ok is false when there is none.
func (s *Store) FundingReceiptOf(ctx context.Context, id uint64, kind string) (r FundingReceipt, ok bool, err error) {
	jid, err := sqlInt("job id", id)
	if err != nil {
		return r, false, fmt.Errorf("store: funding receipt: %w", err)
	}
	var tx, bh, receipt string
	var bn, created int64
	err = s.db.QueryRowContext(ctx, `SELECT tx_hash, block_number, block_hash, receipt, payment_scope, payment_id, created_at
		FROM funding_receipts WHERE job_id = ? AND kind = ?`, jid, kind).Scan(&tx, &bn, &bh, &receipt, &r.PaymentScope, &r.PaymentID, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return FundingReceipt{}, false, nil
	}
	if err != nil {
		return FundingReceipt{}, false, fmt.Errorf("store: funding receipt of job %d: %w", id, err)
	}
	r.JobID, r.Kind, r.BlockNumber, r.Receipt = id, kind, uint64(bn), json.RawMessage(receipt)
	if r.TxHash, err = parseHash(tx); err == nil {
		r.BlockHash, err = parseHash(bh)
	}
	if err != nil {
		return FundingReceipt{}, false, fmt.Errorf("store: funding receipt of job %d: %w", id, err)
	}
	r.CreatedAt = time.UnixMilli(created).UTC()
	return r, true, nil
}

// rewindReceiptsTx undoes the receipts of fundings mined above block bn (part of a rewind): the
// payment answers that carry them are no longer final, so the next retry of the payment resumes it
// (and is answered with the funding's transaction once it is mined again) instead of replaying a
// receipt that names a block no longer on the chain.
func rewindReceiptsTx(ctx context.Context, tx *sql.Tx, bn int64) error {
	if _, err := tx.ExecContext(ctx, `UPDATE payment_ids SET final = 0 WHERE final = 1 AND EXISTS
		(SELECT 1 FROM funding_receipts f WHERE f.block_number > ? AND f.payment_id <> ''
		 AND f.payment_scope = payment_ids.scope AND f.payment_id = payment_ids.id)`, bn); err != nil {
		return fmt.Errorf("reopen payment answers: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM funding_receipts WHERE block_number > ?`, bn); err != nil {
		return fmt.Errorf("delete receipts: %w", err)
	}
	return nil
}

// UpsertResource implements bazaar.Catalog.
func (s *Store) UpsertResource(ctx context.Context, r bazaar.Resource) error {
	entry, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("store: catalog entry: %w", err)
	}
	if _, err := s.exec(ctx, `INSERT INTO discovery_resources (method, resource, type, entry, updated_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (method, resource) DO UPDATE SET type = excluded.type, entry = excluded.entry, updated_at = excluded.updated_at`,
		r.Method, r.Resource, r.Type, string(entry), s.nowMillis()); err != nil {
		return fmt.Errorf("store: catalog %s %s: %w", r.Method, r.Resource, err)
	}
	return nil
}

// ListResources implements bazaar.Catalog (entries in resource and method order).
func (s *Store) ListResources(ctx context.Context, f bazaar.Filter) ([]bazaar.Resource, int, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT method, entry FROM discovery_resources ORDER BY resource, method`)
	if err != nil {
		return nil, 0, fmt.Errorf("store: list catalog: %w", err)
	}
	defer rows.Close()
	var all []bazaar.Resource
	for rows.Next() {
		var method, entry string
		if err := rows.Scan(&method, &entry); err != nil {
			return nil, 0, fmt.Errorf("store: list catalog: %w", err)
		}
		var r bazaar.Resource
		if err := json.Unmarshal([]byte(entry), &r); err != nil {
			return nil, 0, fmt.Errorf("store: catalog entry: %w", err)
		}
		r.Method = method
		if bazaar.Matches(r, f) {
			all = append(all, r)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("store: list catalog: %w", err)
	}
	total := len(all)
	if f.Offset >= total {
		return nil, total, nil
	}
	return all[f.Offset:min(total, f.Offset+max(f.Limit, 0))], total, nil
}
