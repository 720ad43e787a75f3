package store

import (
	"context"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// The A2A agent's record: tasks, their messages and their payments. The agent decides; the store
// remembers, in one transaction per change, so that a task, the message that moved it and the payment
// outcome it records are either all stored or none is.

// ErrConflict means a task changed since the caller read it (its version moved on).
var ErrConflict = errors.New("store: the record changed since it was read")

// A2A message roles as stored.
const (
	A2ARoleUser  = "user"
	A2ARoleAgent = "agent"
)

// A2A payment statuses as stored.
const (
	A2APaymentSubmitted = "submitted" // recorded, not settled yet
	A2APaymentPending   = "pending"   // its funding transaction is not mined yet
	A2APaymentCompleted = "completed" // funded
	A2APaymentFailed    = "failed"    // refused or failed (Reason, Detail)
)

// A2ATask is an A2A task as stored.
type A2ATask struct {
	ID        string
	ContextID string
	// Caller is the address that created the task; only it may read, continue or cancel it.
	Caller common.Address
	// JobID is the escrow job the task funds (0 when the first message named none).
	JobID uint64
	// State is the A2A task state (TASK_STATE_...).
	State string
	// Status is the task's A2A TaskStatus JSON; Artifacts its artifacts (a JSON array).
	Status    json.RawMessage
	Artifacts json.RawMessage
	// Version counts the task's updates (1 after creation).
	Version   int64
	CreatedAt time.Time
	UpdatedAt time.Time
}

// A2AMessage is a message of a task's history.
type A2AMessage struct {
	TaskID string
	Seq    int // position in the history, from 1; assigned by ApplyA2A
	Role   string
	// MessageID is the message's messageId; Caller its sender (the task's caller for agent messages).
	MessageID string
	Caller    common.Address
	// Digest is the SHA-256 of a user message's canonical content (zero for agent messages).
	Digest    [32]byte
	Message   json.RawMessage
	CreatedAt time.Time
}

// A2APayment is a payment submitted to a task and its outcome.
type A2APayment struct {
	TaskID    string
	Seq       int // the task's payments in order, from 1; assigned by ApplyA2A for a new payment
	MessageID string
	JobID     uint64
	Payer     common.Address // the authorization's signer (zero when the payload could not be read)
	Status    string
	Reason    string
	Detail    string
	TxHash    string
	Payload   json.RawMessage // the x402 payment payload as submitted
	Receipt   json.RawMessage // the facilitator's settle answer (nil when none)
	CreatedAt time.Time
	UpdatedAt time.Time
}

// A2AChange is one atomic change of the A2A record.
type A2AChange struct {
	// NewTask, when set, is inserted (ID must be unused).
	NewTask *A2ATask
	// Task, when set, replaces the stored task's state, job, status and artifacts, provided its stored
	// version is still Task.Version (the version read); the stored version becomes Version+1.
	Task *A2ATask
	// Messages are appended to the history of their task, in order. A user message whose (caller,
	// messageId) is already stored makes the whole change fail with ErrDuplicate.
	Messages []A2AMessage
	// Payments are inserted when Seq is 0 (the next seq of the task is assigned) and updated otherwise
	// (status, reason, detail, transaction and receipt).
	Payments []A2APayment
}

// ApplyA2A applies c in one transaction and returns the assigned sequence numbers: c.Messages and
// c.Payments are updated in place.
func (s *Store) ApplyA2A(ctx context.Context, c *A2AChange) error {
	now := s.nowMillis()
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if t := c.NewTask; t != nil {
			if err := checkA2ATask(t); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO a2a_tasks (id, context_id, caller, job_id, state, status, artifacts, version, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`, t.ID, t.ContextID, addrText(t.Caller), int64(t.JobID), t.State, string(t.Status), artifactsText(t.Artifacts), now, now); err != nil {
				return fmt.Errorf("insert task %s: %w", t.ID, err)
			}
			t.Version, t.CreatedAt, t.UpdatedAt = 1, time.UnixMilli(now), time.UnixMilli(now)
		}
		if t := c.Task; t != nil {
			if err := checkA2ATask(t); err != nil {
				return err
			}
			res, err := tx.ExecContext(ctx, `UPDATE a2a_tasks SET job_id = ?, state = ?, status = ?, artifacts = ?, version = version + 1, updated_at = ?
				WHERE id = ? AND version = ?`, int64(t.JobID), t.State, string(t.Status), artifactsText(t.Artifacts), now, t.ID, t.Version)
			if err != nil {
				return fmt.Errorf("update task %s: %w", t.ID, err)
			}
			if n, err := res.RowsAffected(); err != nil || n != 1 {
				return fmt.Errorf("task %s at version %d: %w", t.ID, t.Version, ErrConflict)
			}
			t.Version++
			t.UpdatedAt = time.UnixMilli(now)
		}
		for i := range c.Messages {
			if err := insertA2AMessage(ctx, tx, &c.Messages[i], now); err != nil {
				return err
			}
		}
		for i := range c.Payments {
			if err := putA2APayment(ctx, tx, &c.Payments[i], now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: a2a: %w", err)
	}
	if c.NewTask != nil && s.pruneNow() {
		if _, err := s.PruneA2ATasks(ctx, s.now().Add(-A2AUnpaidRetention)); err != nil {
			s.log.Warn("store: prune unpaid A2A tasks", "err", err)
		}
	}
	return nil
}

// A2AUnpaidRetention is how long an A2A task that never received a payment is kept after its last
// update (any free wallet can open one): now and then a new task prunes older ones (PruneA2ATasks).
const A2AUnpaidRetention = 7 * 24 * time.Hour

// PruneA2ATasks deletes up to pruneBatch tasks last updated before before that hold no payment, and
// are not being worked on, with their messages; it returns how many tasks went. A task with a payment is
// a record of money and stays.
func (s *Store) PruneA2ATasks(ctx context.Context, before time.Time) (int64, error) {
	var n int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT id FROM a2a_tasks t WHERE t.updated_at < ? AND t.state <> 'TASK_STATE_WORKING'
			AND NOT EXISTS (SELECT 1 FROM a2a_payments p WHERE p.task_id = t.id) LIMIT ?`, before.UnixMilli(), pruneBatch)
		if err != nil {
			return err
		}
		var ids []string
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return err
			}
			ids = append(ids, id)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, id := range ids {
			if _, err := tx.ExecContext(ctx, `DELETE FROM a2a_messages WHERE task_id = ?`, id); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `DELETE FROM a2a_tasks WHERE id = ?`, id); err != nil {
				return err
			}
		}
		n = int64(len(ids))
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("store: prune A2A tasks: %w", err)
	}
	return n, nil
}

func checkA2ATask(t *A2ATask) error {
	switch {
	case t.ID == "" || t.State == "":
		return errors.New("task without id or state")
	case !json.Valid(t.Status):
		return fmt.Errorf("task %s: status is not JSON", t.ID)
	case len(t.Artifacts) > 0 && !json.Valid(t.Artifacts):
		return fmt.Errorf("task %s: artifacts are not JSON", t.ID)
	}
	_, err := sqlInt("job id", t.JobID)
	return err
}

func artifactsText(a json.RawMessage) string {
	if len(a) == 0 {
		return "[]"
	}
	return string(a)
}

func insertA2AMessage(ctx context.Context, tx *sql.Tx, m *A2AMessage, now int64) error {
	if m.Role != A2ARoleUser && m.Role != A2ARoleAgent {
		return fmt.Errorf("message %q: role %q", m.MessageID, m.Role)
	}
	if m.MessageID == "" || !json.Valid(m.Message) {
		return errors.New("message without id or with a body that is not JSON")
	}
	if m.Role == A2ARoleUser {
		// The retry key first: a duplicate is the caller's retry, reported as such (the unique index
		// stays the guarantee).
		var task string
		err := tx.QueryRowContext(ctx, `SELECT task_id FROM a2a_messages WHERE caller = ? AND message_id = ? AND role = 'user'`,
			addrText(m.Caller), m.MessageID).Scan(&task)
		if err == nil {
			return fmt.Errorf("message %q of %s is stored in task %s: %w", m.MessageID, m.Caller.Hex(), task, ErrDuplicate)
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
	}
	var seq int
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM a2a_messages WHERE task_id = ?`, m.TaskID).Scan(&seq); err != nil {
		return fmt.Errorf("next message of task %s: %w", m.TaskID, err)
	}
	digest := ""
	if m.Role == A2ARoleUser {
		digest = hex.EncodeToString(m.Digest[:])
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO a2a_messages (task_id, seq, role, message_id, caller, digest, message, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, m.TaskID, seq, m.Role, m.MessageID, addrText(m.Caller), digest, string(m.Message), now); err != nil {
		return fmt.Errorf("insert message %q of task %s: %w", m.MessageID, m.TaskID, err)
	}
	m.Seq, m.CreatedAt = seq, time.UnixMilli(now)
	return nil
}

func putA2APayment(ctx context.Context, tx *sql.Tx, p *A2APayment, now int64) error {
	switch p.Status {
	case A2APaymentSubmitted, A2APaymentPending, A2APaymentCompleted, A2APaymentFailed:
	default:
		return fmt.Errorf("payment of task %s: status %q", p.TaskID, p.Status)
	}
	if len(p.Receipt) > 0 && !json.Valid(p.Receipt) {
		return fmt.Errorf("payment of task %s: receipt is not JSON", p.TaskID)
	}
	if p.Seq != 0 {
		res, err := tx.ExecContext(ctx, `UPDATE a2a_payments SET status = ?, reason = ?, detail = ?, tx_hash = ?, receipt = ?, updated_at = ?
			WHERE task_id = ? AND seq = ?`, p.Status, p.Reason, p.Detail, p.TxHash, string(p.Receipt), now, p.TaskID, p.Seq)
		if err != nil {
			return fmt.Errorf("update payment %d of task %s: %w", p.Seq, p.TaskID, err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return fmt.Errorf("payment %d of task %s: %w", p.Seq, p.TaskID, ErrNotFound)
		}
		p.UpdatedAt = time.UnixMilli(now)
		return nil
	}
	if _, err := sqlInt("job id", p.JobID); err != nil {
		return err
	}
	payload := string(p.Payload)
	if !json.Valid(p.Payload) {
		// A payload that is not JSON is kept as a JSON string: the record shows what was sent.
		b, _ := json.Marshal(payload)
		payload = string(b)
	}
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM a2a_payments WHERE task_id = ?`, p.TaskID).Scan(&p.Seq); err != nil {
		return fmt.Errorf("next payment of task %s: %w", p.TaskID, err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO a2a_payments (task_id, seq, message_id, job_id, payer, status, reason, detail, tx_hash, payload, receipt, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, p.TaskID, p.Seq, p.MessageID, int64(p.JobID), addrText(p.Payer), p.Status, p.Reason, p.Detail,
		p.TxHash, payload, string(p.Receipt), now, now); err != nil {
		return fmt.Errorf("insert payment of task %s: %w", p.TaskID, err)
	}
	p.CreatedAt, p.UpdatedAt = time.UnixMilli(now), time.UnixMilli(now)
	return nil
}

const a2aTaskColumns = `id, context_id, caller, job_id, state, status, artifacts, version, created_at, updated_at`

func scanA2ATask(row interface{ Scan(...any) error }) (A2ATask, error) {
	var t A2ATask
	var caller, status, artifacts string
	var job, created, updated int64
	if err := row.Scan(&t.ID, &t.ContextID, &caller, &job, &t.State, &status, &artifacts, &t.Version, &created, &updated); err != nil {
		return t, err
	}
	a, err := parseAddr(caller)
	if err != nil {
		return t, err
	}
	t.Caller, t.JobID, t.Status, t.Artifacts = a, uint64(job), json.RawMessage(status), json.RawMessage(artifacts)
	t.CreatedAt, t.UpdatedAt = time.UnixMilli(created), time.UnixMilli(updated)
	return t, nil
}

// A2ATask returns task id; ErrNotFound when there is none.
func (s *Store) A2ATask(ctx context.Context, id string) (A2ATask, error) {
	t, err := scanA2ATask(s.db.QueryRowContext(ctx, `SELECT `+a2aTaskColumns+` FROM a2a_tasks WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return A2ATask{}, fmt.Errorf("store: a2a task %q: %w", id, ErrNotFound)
	}
	if err != nil {
		return A2ATask{}, fmt.Errorf("store: a2a task %q: %w", id, err)
	}
	return t, nil
}

// A2AHistory returns task id's messages in order.
func (s *Store) A2AHistory(ctx context.Context, id string) ([]A2AMessage, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT task_id, seq, role, message_id, caller, digest, message, created_at
		FROM a2a_messages WHERE task_id = ? ORDER BY seq`, id)
	if err != nil {
		return nil, fmt.Errorf("store: a2a history of %q: %w", id, err)
	}
	defer rows.Close()
	var out []A2AMessage
	for rows.Next() {
		m, err := scanA2AMessage(rows)
		if err != nil {
			return nil, fmt.Errorf("store: a2a history of %q: %w", id, err)
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: a2a history of %q: %w", id, err)
	}
	return out, nil
}

func scanA2AMessage(row interface{ Scan(...any) error }) (A2AMessage, error) {
	var m A2AMessage
	var caller, digest, body string
	var created int64
	if err := row.Scan(&m.TaskID, &m.Seq, &m.Role, &m.MessageID, &caller, &digest, &body, &created); err != nil {
		return m, err
	}
	a, err := parseAddr(caller)
	if err != nil {
		return m, err
	}
	if digest != "" {
		b, err := hex.DecodeString(digest)
		if err != nil || len(b) != len(m.Digest) {
			return m, fmt.Errorf("bad message digest %q", digest)
		}
		copy(m.Digest[:], b)
	}
	m.Caller, m.Message, m.CreatedAt = a, json.RawMessage(body), time.UnixMilli(created)
	return m, nil
}

// A2AUserMessage finds the user message caller sent with messageID; ok is false when there is none.
func (s *Store) A2AUserMessage(ctx context.Context, caller common.Address, messageID string) (m A2AMessage, ok bool, err error) {
	m, err = scanA2AMessage(s.db.QueryRowContext(ctx, `SELECT task_id, seq, role, message_id, caller, digest, message, created_at
		FROM a2a_messages WHERE caller = ? AND message_id = ? AND role = 'user'`, addrText(caller), messageID))
	if errors.Is(err, sql.ErrNoRows) {
		return A2AMessage{}, false, nil
	}
	if err != nil {
		return A2AMessage{}, false, fmt.Errorf("store: a2a message %q of %s: %w", messageID, caller.Hex(), err)
	}
	return m, true, nil
}

// A2APayments returns task id's payments in order.
func (s *Store) A2APayments(ctx context.Context, id string) ([]A2APayment, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT task_id, seq, message_id, job_id, payer, status, reason, detail, tx_hash, payload, receipt, created_at, updated_at
		FROM a2a_payments WHERE task_id = ? ORDER BY seq`, id)
	if err != nil {
		return nil, fmt.Errorf("store: a2a payments of %q: %w", id, err)
	}
	defer rows.Close()
	var out []A2APayment
	for rows.Next() {
		var p A2APayment
		var job, created, updated int64
		var payer, payload, receipt string
		if err := rows.Scan(&p.TaskID, &p.Seq, &p.MessageID, &job, &payer, &p.Status, &p.Reason, &p.Detail, &p.TxHash, &payload, &receipt, &created, &updated); err != nil {
			return nil, fmt.Errorf("store: a2a payments of %q: %w", id, err)
		}
		a, err := parseAddr(payer)
		if err != nil {
			return nil, fmt.Errorf("store: a2a payments of %q: %w", id, err)
		}
		p.JobID, p.Payer, p.Payload = uint64(job), a, json.RawMessage(payload)
		if receipt != "" {
			p.Receipt = json.RawMessage(receipt)
		}
		p.CreatedAt, p.UpdatedAt = time.UnixMilli(created), time.UnixMilli(updated)
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: a2a payments of %q: %w", id, err)
	}
	return out, nil
}

// A2ATaskFilter selects a caller's tasks (ListTasks).
type A2ATaskFilter struct {
	Caller common.Address
	// State and ContextID, when set, keep only tasks in that state or context.
	State     string
	ContextID string
	// UpdatedAfter, when set, keeps only tasks updated at or after it.
	UpdatedAfter time.Time
	// BeforeUpdated and BeforeID, when BeforeUpdated is set, keep only tasks after that one in the
	// order of A2ATasks (the cursor of the next page).
	BeforeUpdated time.Time
	BeforeID      string
}

func (f A2ATaskFilter) where(cursor bool) (string, []any) {
	q := strings.Builder{}
	q.WriteString(` WHERE caller = ?`)
	args := []any{addrText(f.Caller)}
	if f.State != "" {
		q.WriteString(` AND state = ?`)
		args = append(args, f.State)
	}
	if f.ContextID != "" {
		q.WriteString(` AND context_id = ?`)
		args = append(args, f.ContextID)
	}
	if !f.UpdatedAfter.IsZero() {
		q.WriteString(` AND updated_at >= ?`)
		args = append(args, f.UpdatedAfter.UnixMilli())
	}
	if cursor && !f.BeforeUpdated.IsZero() {
		ms := f.BeforeUpdated.UnixMilli()
		q.WriteString(` AND (updated_at < ? OR (updated_at = ? AND id < ?))`)
		args = append(args, ms, ms, f.BeforeID)
	}
	return q.String(), args
}

// A2ATasks returns up to limit of the filter's tasks, most recently updated first (ties by id,
// descending), and how many tasks the filter selects without its cursor.
func (s *Store) A2ATasks(ctx context.Context, f A2ATaskFilter, limit int) ([]A2ATask, int, error) {
	if limit <= 0 {
		return nil, 0, fmt.Errorf("store: a2a tasks: limit %d must be positive", limit)
	}
	where, args := f.where(false)
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM a2a_tasks`+where, args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("store: a2a tasks of %s: %w", f.Caller.Hex(), err)
	}
	where, args = f.where(true)
	rows, err := s.db.QueryContext(ctx, `SELECT `+a2aTaskColumns+` FROM a2a_tasks`+where+` ORDER BY updated_at DESC, id DESC LIMIT ?`, append(args, limit)...)
	if err != nil {
		return nil, 0, fmt.Errorf("store: a2a tasks of %s: %w", f.Caller.Hex(), err)
	}
	defer rows.Close()
	var out []A2ATask
	for rows.Next() {
		t, err := scanA2ATask(rows)
		if err != nil {
			return nil, 0, fmt.Errorf("store: a2a tasks of %s: %w", f.Caller.Hex(), err)
		}
		out = append(out, t)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("store: a2a tasks of %s: %w", f.Caller.Hex(), err)
	}
	return out, total, nil
}

// A2ATasksInState returns the ids of up to limit tasks in state (the agent resumes its working tasks at
// start).
func (s *Store) A2ATasksInState(ctx context.Context, state string, limit int) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id FROM a2a_tasks WHERE state = ? ORDER BY updated_at LIMIT ?`, state, limit)
	if err != nil {
		return nil, fmt.Errorf("store: a2a tasks in %s: %w", state, err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("store: a2a tasks in %s: %w", state, err)
		}
		out = append(out, id)
	}
	return out, rows.Err()
}
