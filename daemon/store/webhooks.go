package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/webhook"
)

// Subscription is a webhook subscription: job events for the jobs its owner may see, POSTed to URL and
// signed with Secret.
type Subscription struct {
	ID        string
	Owner     common.Address
	URL       string
	Secret    string
	CreatedAt time.Time
}

// CreateSubscription stores a new subscription.
func (s *Store) CreateSubscription(ctx context.Context, sub Subscription) error {
	if sub.ID == "" || sub.URL == "" || sub.Secret == "" {
		return errors.New("store: a subscription needs an id, a url and a secret")
	}
	if _, err := s.exec(ctx, `INSERT INTO webhook_subscriptions (id, owner, url, secret, created_at) VALUES (?, ?, ?, ?, ?)`,
		sub.ID, addrText(sub.Owner), sub.URL, sub.Secret, sub.CreatedAt.UnixMilli()); err != nil {
		return fmt.Errorf("store: create subscription: %w", err)
	}
	return nil
}

// Subscriptions lists every subscription (owner zero) or one owner's, oldest first.
func (s *Store) Subscriptions(ctx context.Context, owner common.Address) ([]Subscription, error) {
	q := `SELECT id, owner, url, secret, created_at FROM webhook_subscriptions`
	var args []any
	if owner != (common.Address{}) {
		q += ` WHERE owner = ?`
		args = append(args, addrText(owner))
	}
	rows, err := s.db.QueryContext(ctx, q+` ORDER BY created_at, id`, args...)
	if err != nil {
		return nil, fmt.Errorf("store: subscriptions: %w", err)
	}
	defer rows.Close()
	var out []Subscription
	for rows.Next() {
		var (
			sub   Subscription
			owner string
			at    int64
		)
		if err := rows.Scan(&sub.ID, &owner, &sub.URL, &sub.Secret, &at); err != nil {
			return nil, fmt.Errorf("store: subscriptions: %w", err)
		}
		if sub.Owner, err = parseAddr(owner); err != nil {
			return nil, fmt.Errorf("store: subscription %s: %w", sub.ID, err)
		}
		sub.CreatedAt = time.UnixMilli(at)
		out = append(out, sub)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: subscriptions: %w", err)
	}
	return out, nil
}

// Endpoint implements webhook.Endpoints.
func (s *Store) Endpoint(ctx context.Context, id string) (webhook.Endpoint, error) {
	var ep webhook.Endpoint
	err := s.db.QueryRowContext(ctx, `SELECT url, secret FROM webhook_subscriptions WHERE id = ?`, id).Scan(&ep.URL, &ep.Secret)
	if errors.Is(err, sql.ErrNoRows) {
		return webhook.Endpoint{}, fmt.Errorf("store: subscription %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return webhook.Endpoint{}, fmt.Errorf("store: subscription %s: %w", id, err)
	}
	return ep, nil
}

// webhookCursorKey is the meta key of the webhook feed's position in the event log.
const webhookCursorKey = "webhook_feed_cursor"

// WebhookCursor returns the feed's position ("" before the first event).
func (s *Store) WebhookCursor(ctx context.Context) (string, error) {
	v, _, err := s.GetMeta(ctx, webhookCursorKey)
	return v, err
}

// EnqueueWebhooks stores deliveries (each once: an id already stored is left as it is) and moves the
// feed's cursor, in one transaction: an event is either fanned out and passed, or neither.
func (s *Store) EnqueueWebhooks(ctx context.Context, ds []webhook.Delivery, cursor string) (int, error) {
	added := 0
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		added = 0
		for _, d := range ds {
			ok, err := enqueueDelivery(ctx, tx, d)
			if err != nil {
				return err
			}
			if ok {
				added++
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
			webhookCursorKey, cursor)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("store: enqueue webhooks: %w", err)
	}
	return added, nil
}

// WebhookOutbox is the durable webhook.Store over the daemon's database.
func (s *Store) WebhookOutbox() *WebhookOutbox { return &WebhookOutbox{s: s} }

// WebhookOutbox implements webhook.Store in the webhook_deliveries table.
type WebhookOutbox struct{ s *Store }

var _ webhook.Store = (*WebhookOutbox)(nil)

func enqueueDelivery(ctx context.Context, tx *sql.Tx, d webhook.Delivery) (bool, error) {
	if d.ID == "" || d.Subscription == "" {
		return false, fmt.Errorf("webhook outbox: a delivery needs an id and a subscription (got %q, %q)", d.ID, d.Subscription)
	}
	payload := d.Payload
	if payload == nil {
		payload = []byte{}
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO webhook_deliveries (id, subscription, event_type, payload, state, attempts, next_attempt, created_at)
		VALUES (?, ?, ?, ?, ?, 0, ?, ?) ON CONFLICT(id) DO NOTHING`,
		d.ID, d.Subscription, d.EventType, payload, string(webhook.Pending), d.NextAttempt.UnixMilli(), d.CreatedAt.UnixMilli())
	if err != nil {
		return false, fmt.Errorf("enqueue %s: %w", d.ID, err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Enqueue implements webhook.Store.
func (o *WebhookOutbox) Enqueue(ctx context.Context, d webhook.Delivery) (bool, error) {
	var added bool
	err := o.s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		added, err = enqueueDelivery(ctx, tx, d)
		return err
	})
	if err != nil {
		return false, fmt.Errorf("store: %w", err)
	}
	return added, nil
}

// Claim implements webhook.Store.
func (o *WebhookOutbox) Claim(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]webhook.Delivery, error) {
	if limit <= 0 || lease <= 0 {
		return nil, fmt.Errorf("webhook outbox: claim needs a positive limit and lease (got %d, %s)", limit, lease)
	}
	var out []webhook.Delivery
	err := o.s.inTx(ctx, func(tx *sql.Tx) error {
		out = nil
		n := now.UnixMilli()
		rows, err := tx.QueryContext(ctx, `SELECT `+deliveryColumns+` FROM webhook_deliveries
			WHERE state = 'pending' AND next_attempt <= ? OR state = 'delivering' AND lease_until <= ?
			ORDER BY CASE state WHEN 'delivering' THEN lease_until ELSE next_attempt END, created_at, id LIMIT ?`, n, n, limit)
		if err != nil {
			return err
		}
		for rows.Next() {
			d, err := scanDelivery(rows)
			if err != nil {
				rows.Close()
				return err
			}
			out = append(out, d)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		until := now.Add(lease)
		for i := range out {
			out[i].State, out[i].LeaseUntil = webhook.Delivering, until
			out[i].Attempts++
			if _, err := tx.ExecContext(ctx, `UPDATE webhook_deliveries SET state = 'delivering', lease_until = ?, attempts = ? WHERE id = ?`,
				until.UnixMilli(), out[i].Attempts, out[i].ID); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: claim webhooks: %w", err)
	}
	return out, nil
}

const deliveryColumns = `id, subscription, event_type, payload, state, attempts, next_attempt, lease_until, last_error, created_at, finished_at`

func scanDelivery(r interface{ Scan(...any) error }) (webhook.Delivery, error) {
	var (
		d                              webhook.Delivery
		state                          string
		next, lease, created, finished int64
	)
	if err := r.Scan(&d.ID, &d.Subscription, &d.EventType, &d.Payload, &state, &d.Attempts, &next, &lease, &d.LastError, &created, &finished); err != nil {
		return webhook.Delivery{}, err
	}
	d.State = webhook.State(state)
	d.NextAttempt, d.CreatedAt = time.UnixMilli(next), time.UnixMilli(created)
	if lease != 0 {
		d.LeaseUntil = time.UnixMilli(lease)
	}
	if finished != 0 {
		d.FinishedAt = time.UnixMilli(finished)
	}
	return d, nil
}

// finish moves a held claim (id, attempt) out of delivering.
func (o *WebhookOutbox) finish(ctx context.Context, id string, attempt int, set string, args ...any) error {
	err := o.s.inTx(ctx, func(tx *sql.Tx) error {
		var state string
		var attempts int
		err := tx.QueryRowContext(ctx, `SELECT state, attempts FROM webhook_deliveries WHERE id = ?`, id).Scan(&state, &attempts)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("%w: %s", webhook.ErrUnknownDelivery, id)
		}
		if err != nil {
			return err
		}
		if state != string(webhook.Delivering) || attempts != attempt {
			return fmt.Errorf("%w: %s is %s at attempt %d, not delivering attempt %d", webhook.ErrStaleClaim, id, state, attempts, attempt)
		}
		_, err = tx.ExecContext(ctx, `UPDATE webhook_deliveries SET `+set+` WHERE id = ?`, append(args, id)...)
		return err
	})
	if err != nil {
		return fmt.Errorf("store: webhook %s: %w", id, err)
	}
	return nil
}

// Complete implements webhook.Store.
func (o *WebhookOutbox) Complete(ctx context.Context, id string, attempt int, at time.Time) error {
	return o.finish(ctx, id, attempt, `state = 'delivered', finished_at = ?, lease_until = 0, last_error = ''`, at.UnixMilli())
}

// Retry implements webhook.Store.
func (o *WebhookOutbox) Retry(ctx context.Context, id string, attempt int, next time.Time, reason string) error {
	return o.finish(ctx, id, attempt, `state = 'pending', next_attempt = ?, lease_until = 0, last_error = ?`, next.UnixMilli(), reason)
}

// Kill implements webhook.Store.
func (o *WebhookOutbox) Kill(ctx context.Context, id string, attempt int, at time.Time, reason string) error {
	return o.finish(ctx, id, attempt, `state = 'dead', finished_at = ?, lease_until = 0, last_error = ?`, at.UnixMilli(), reason)
}

// Get implements webhook.Store.
func (o *WebhookOutbox) Get(ctx context.Context, id string) (webhook.Delivery, error) {
	d, err := scanDelivery(o.s.db.QueryRowContext(ctx, `SELECT `+deliveryColumns+` FROM webhook_deliveries WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return webhook.Delivery{}, fmt.Errorf("%w: %s", webhook.ErrUnknownDelivery, id)
	}
	if err != nil {
		return webhook.Delivery{}, fmt.Errorf("store: webhook %s: %w", id, err)
	}
	return d, nil
}

// Deliveries lists a subscription's deliveries, oldest first (operators and tests).
func (o *WebhookOutbox) Deliveries(ctx context.Context, subscription string) ([]webhook.Delivery, error) {
	rows, err := o.s.db.QueryContext(ctx, `SELECT `+deliveryColumns+` FROM webhook_deliveries WHERE subscription = ? ORDER BY created_at, id`, subscription)
	if err != nil {
		return nil, fmt.Errorf("store: deliveries: %w", err)
	}
	defer rows.Close()
	var out []webhook.Delivery
	for rows.Next() {
		d, err := scanDelivery(rows)
		if err != nil {
			return nil, fmt.Errorf("store: deliveries: %w", err)
		}
		out = append(out, d)
	}
	return out, rows.Err()
}
