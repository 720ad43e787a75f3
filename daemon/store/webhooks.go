package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/internal/seal"
	"github.com/asa-escrow/asa/webhook"
)

// Subscription is a webhook subscription: job events for the jobs its owner may see, POSTed to URL and
// signed with Secret. The secret is stored sealed under the operator's key (package seal) and is only
// ever opened to sign a delivery: Subscriptions leaves it empty.
type Subscription struct {
	ID        string
	Owner     common.Address
	URL       string
	Secret    string
	CreatedAt time.Time
	// Health is the receiver's state as the outbox knows it (failures, pause, last error, disabled).
	Health webhook.EndpointHealth
}

// ErrNoSecretKey: the operation needs the operator's secret key (Options.Secrets) and none is configured.
var ErrNoSecretKey = errors.New("store: no secret key configured (set ASA_DAEMON_SECRET_KEY or secretKeyFile) to seal webhook secrets")

// CreateSubscription stores a new subscription, its secret sealed, if its owner holds fewer than max
// subscriptions (0: no limit); ErrQuota otherwise.
func (s *Store) CreateSubscription(ctx context.Context, sub Subscription, max int) error {
	if sub.ID == "" || sub.URL == "" || sub.Secret == "" {
		return errors.New("store: a subscription needs an id, a url and a secret")
	}
	if s.secrets == nil {
		return ErrNoSecretKey
	}
	sealed, err := s.secrets.Seal([]byte(sub.Secret), []byte(sub.ID))
	if err != nil {
		return fmt.Errorf("store: create subscription: %w", err)
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if max > 0 {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM webhook_subscriptions WHERE owner = ?`, addrText(sub.Owner)).Scan(&n); err != nil {
				return err
			}
			if n >= max {
				return fmt.Errorf("%w: %s holds %d webhook subscriptions, the most one address may hold", ErrQuota, sub.Owner.Hex(), n)
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO webhook_subscriptions (id, owner, url, secret, created_at) VALUES (?, ?, ?, ?, ?)`,
			sub.ID, addrText(sub.Owner), sub.URL, sealed, sub.CreatedAt.UnixMilli())
		return err
	})
	if err != nil {
		return fmt.Errorf("store: create subscription: %w", err)
	}
	return nil
}

// ErrQuota: the owner holds as many subscriptions as one address may.
var ErrQuota = errors.New("store: quota reached")

// DeleteSubscription removes owner's subscription id with its pending deliveries and health; ErrNotFound
// when owner holds no such subscription.
func (s *Store) DeleteSubscription(ctx context.Context, owner common.Address, id string) error {
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM webhook_subscriptions WHERE id = ? AND owner = ?`, id, addrText(owner))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(ErrNotFound, err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM webhook_deliveries WHERE subscription = ? AND state IN ('pending', 'delivering')`, id); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM webhook_endpoints WHERE subscription = ?`, id)
		return err
	})
	if err != nil {
		return fmt.Errorf("store: delete subscription %s: %w", id, err)
	}
	return nil
}

// Subscriptions lists every subscription (owner zero) or one owner's, oldest first, with their health
// and without their secrets.
func (s *Store) Subscriptions(ctx context.Context, owner common.Address) ([]Subscription, error) {
	q := `SELECT w.id, w.owner, w.url, w.created_at, COALESCE(e.failures, 0), COALESCE(e.paused_until, 0), COALESCE(e.last_error, ''),
		COALESCE(e.last_success, 0), COALESCE(e.disabled_at, 0)
		FROM webhook_subscriptions w LEFT JOIN webhook_endpoints e ON e.subscription = w.id`
	var args []any
	if owner != (common.Address{}) {
		q += ` WHERE w.owner = ?`
		args = append(args, addrText(owner))
	}
	rows, err := s.db.QueryContext(ctx, q+` ORDER BY w.created_at, w.id`, args...)
	if err != nil {
		return nil, fmt.Errorf("store: subscriptions: %w", err)
	}
	defer rows.Close()
	var out []Subscription
	for rows.Next() {
		var (
			sub                             Subscription
			owner                           string
			at, paused, success, disabledAt int64
		)
		if err := rows.Scan(&sub.ID, &owner, &sub.URL, &at, &sub.Health.Failures, &paused, &sub.Health.LastError, &success, &disabledAt); err != nil {
			return nil, fmt.Errorf("store: subscriptions: %w", err)
		}
		if sub.Owner, err = parseAddr(owner); err != nil {
			return nil, fmt.Errorf("store: subscription %s: %w", sub.ID, err)
		}
		sub.CreatedAt = time.UnixMilli(at)
		sub.Health.PausedUntil, sub.Health.LastSuccess, sub.Health.DisabledAt = millis(paused), millis(success), millis(disabledAt)
		out = append(out, sub)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: subscriptions: %w", err)
	}
	return out, nil
}

// millis is a unix-millisecond column, 0 meaning the zero time.
func millis(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms)
}

// Endpoint implements webhook.Endpoints: the subscription's URL and its secret, opened.
func (s *Store) Endpoint(ctx context.Context, id string) (webhook.Endpoint, error) {
	var ep webhook.Endpoint
	var stored string
	err := s.db.QueryRowContext(ctx, `SELECT url, secret FROM webhook_subscriptions WHERE id = ?`, id).Scan(&ep.URL, &stored)
	if errors.Is(err, sql.ErrNoRows) {
		return webhook.Endpoint{}, fmt.Errorf("store: subscription %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return webhook.Endpoint{}, fmt.Errorf("store: subscription %s: %w", id, err)
	}
	if !seal.IsSealed(stored) {
		// A row of an older build that no key has sealed yet (the daemon runs without a secret key).
		ep.Secret = stored
		return ep, nil
	}
	if s.secrets == nil {
		return webhook.Endpoint{}, fmt.Errorf("store: subscription %s: %w", id, ErrNoSecretKey)
	}
	pt, _, err := s.secrets.Open(stored, []byte(id))
	if err != nil {
		return webhook.Endpoint{}, fmt.Errorf("store: subscription %s secret: %w", id, err)
	}
	ep.Secret = string(pt)
	return ep, nil
}

// sealSecrets runs at Open: it seals every webhook secret stored in clear (rows of older builds) and
// reseals those sealed under a key other than the primary one (rotation), in one transaction. Without
// a key it refuses a database that holds sealed secrets (they could not be opened) and warns about
// secrets in clear.
func (s *Store) sealSecrets(ctx context.Context) error {
	type row struct{ id, secret string }
	rows, err := s.db.QueryContext(ctx, `SELECT id, secret FROM webhook_subscriptions`)
	if err != nil {
		return fmt.Errorf("store: read webhook secrets: %w", err)
	}
	var all []row
	for rows.Next() {
		var r row
		if err := rows.Scan(&r.id, &r.secret); err != nil {
			rows.Close()
			return fmt.Errorf("store: read webhook secrets: %w", err)
		}
		all = append(all, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("store: read webhook secrets: %w", err)
	}
	var sealed, clear int
	var redo []row
	for _, r := range all {
		if !seal.IsSealed(r.secret) {
			clear++
			if s.secrets != nil {
				redo = append(redo, row{r.id, r.secret})
			}
			continue
		}
		sealed++
		if s.secrets == nil {
			continue
		}
		pt, kid, err := s.secrets.Open(r.secret, []byte(r.id))
		if err != nil {
			return fmt.Errorf("store: webhook secret of subscription %s: %w; configure every key still in use (the new one first) and start again", r.id, err)
		}
		if kid != s.secrets.Primary() {
			redo = append(redo, row{r.id, string(pt)})
		}
	}
	if s.secrets == nil {
		if sealed > 0 {
			return fmt.Errorf("store: %s holds %d webhook secrets sealed under a secret key, and no key is configured: set ASA_DAEMON_SECRET_KEY (or secretKeyFile) to the key they were sealed with", s.path, sealed)
		}
		if clear > 0 {
			s.log.Warn("webhook secrets are stored in clear: configure a secret key (ASA_DAEMON_SECRET_KEY or secretKeyFile) and restart to seal them", "subscriptions", clear)
		}
		return nil
	}
	if len(redo) == 0 {
		return nil
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		for _, r := range redo {
			env, err := s.secrets.Seal([]byte(r.secret), []byte(r.id))
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE webhook_subscriptions SET secret = ? WHERE id = ?`, env, r.id); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: seal webhook secrets: %w", err)
	}
	s.log.Info("webhook secrets sealed under the primary secret key", "key", s.secrets.Primary(), "subscriptions", len(redo), "were_clear", clear)
	return nil
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
	return o.claim(ctx, now, lease, limit, false)
}

// ClaimProven implements webhook.Store.
func (o *WebhookOutbox) ClaimProven(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]webhook.Delivery, error) {
	return o.claim(ctx, now, lease, limit, true)
}

// claimQuery takes what is due of subscriptions neither paused nor disabled, ranks each subscription's
// deliveries by age (round robin: every subscription's first before any second), and orders proven
// receivers first, then new ones, then failing ones.
const claimQuery = `SELECT ` + deliveryColumns + `, failures, last_success FROM (
	SELECT d.*, COALESCE(e.failures, 0) AS failures, COALESCE(e.last_success, 0) AS last_success,
		CASE d.state WHEN 'delivering' THEN d.lease_until ELSE d.next_attempt END AS due,
		ROW_NUMBER() OVER (PARTITION BY d.subscription
			ORDER BY CASE d.state WHEN 'delivering' THEN d.lease_until ELSE d.next_attempt END, d.created_at, d.id) AS rn
	FROM webhook_deliveries d LEFT JOIN webhook_endpoints e ON e.subscription = d.subscription
	WHERE (d.state = 'pending' AND d.next_attempt <= ? OR d.state = 'delivering' AND d.lease_until <= ?)
		AND COALESCE(e.paused_until, 0) <= ? AND COALESCE(e.disabled_at, 0) = 0 %s
) q
ORDER BY CASE WHEN failures = 0 AND last_success <> 0 THEN 0 WHEN failures = 0 THEN 1 ELSE 2 END, rn, due, created_at, id LIMIT ?`

func (o *WebhookOutbox) claim(ctx context.Context, now time.Time, lease time.Duration, limit int, provenOnly bool) ([]webhook.Delivery, error) {
	if limit <= 0 || lease <= 0 {
		return nil, fmt.Errorf("webhook outbox: claim needs a positive limit and lease (got %d, %s)", limit, lease)
	}
	filter := ""
	if provenOnly {
		filter = `AND COALESCE(e.failures, 0) = 0 AND COALESCE(e.last_success, 0) <> 0`
	}
	q := fmt.Sprintf(claimQuery, filter)
	var out []webhook.Delivery
	err := o.s.inTx(ctx, func(tx *sql.Tx) error {
		out = nil
		n := now.UnixMilli()
		rows, err := tx.QueryContext(ctx, q, n, n, n, limit)
		if err != nil {
			return err
		}
		for rows.Next() {
			var (
				failures int
				success  int64
			)
			d, err := scanDelivery(rows, &failures, &success)
			if err != nil {
				rows.Close()
				return err
			}
			d.EndpointFailures, d.EndpointProven = failures, failures == 0 && success != 0
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

// scanDelivery reads deliveryColumns, then into extra the columns that follow them.
func scanDelivery(r interface{ Scan(...any) error }, extra ...any) (webhook.Delivery, error) {
	var (
		d                              webhook.Delivery
		state                          string
		next, lease, created, finished int64
	)
	if err := r.Scan(append([]any{&d.ID, &d.Subscription, &d.EventType, &d.Payload, &state, &d.Attempts, &next, &lease, &d.LastError, &created, &finished}, extra...)...); err != nil {
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

// EndpointSucceeded implements webhook.Store.
func (o *WebhookOutbox) EndpointSucceeded(ctx context.Context, subscription string, at time.Time) error {
	_, err := o.s.exec(ctx, `INSERT INTO webhook_endpoints (subscription, last_success) VALUES (?, ?)
		ON CONFLICT(subscription) DO UPDATE SET failures = 0, paused_until = 0, last_success = excluded.last_success
		WHERE webhook_endpoints.disabled_at = 0`, subscription, at.UnixMilli())
	if err != nil {
		return fmt.Errorf("store: webhook endpoint %s: %w", subscription, err)
	}
	return nil
}

// EndpointFailed implements webhook.Store.
func (o *WebhookOutbox) EndpointFailed(ctx context.Context, subscription string, at, pauseUntil time.Time, reason string, disableAfter int) (webhook.EndpointHealth, error) {
	var h webhook.EndpointHealth
	err := o.s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if h, err = health(ctx, tx, subscription); err != nil {
			return err
		}
		switch {
		case h.Disabled():
			return nil
		case h.PausedUntil.After(at):
			h.LastError = reason
		default:
			h.Failures++
			h.PausedUntil, h.LastError = pauseUntil, reason
			if disableAfter > 0 && h.Failures >= disableAfter {
				h.DisabledAt = at
				if _, err := tx.ExecContext(ctx, `UPDATE webhook_deliveries SET state = 'dead', finished_at = ?, lease_until = 0, last_error = ?
					WHERE subscription = ? AND state = 'pending'`, at.UnixMilli(), "subscription disabled: "+reason, subscription); err != nil {
					return err
				}
			}
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO webhook_endpoints (subscription, failures, paused_until, last_error, last_success, disabled_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(subscription) DO UPDATE SET failures = excluded.failures, paused_until = excluded.paused_until,
			last_error = excluded.last_error, disabled_at = excluded.disabled_at`,
			subscription, h.Failures, unixMilli(h.PausedUntil), h.LastError, unixMilli(h.LastSuccess), unixMilli(h.DisabledAt))
		return err
	})
	if err != nil {
		return webhook.EndpointHealth{}, fmt.Errorf("store: webhook endpoint %s: %w", subscription, err)
	}
	return h, nil
}

// Health implements webhook.Store.
func (o *WebhookOutbox) Health(ctx context.Context, subscription string) (webhook.EndpointHealth, error) {
	h, err := health(ctx, o.s.db, subscription)
	if err != nil {
		return webhook.EndpointHealth{}, fmt.Errorf("store: webhook endpoint %s: %w", subscription, err)
	}
	return h, nil
}

func health(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, subscription string) (webhook.EndpointHealth, error) {
	var (
		h                           webhook.EndpointHealth
		paused, success, disabledAt int64
	)
	err := q.QueryRowContext(ctx, `SELECT failures, paused_until, last_error, last_success, disabled_at FROM webhook_endpoints WHERE subscription = ?`,
		subscription).Scan(&h.Failures, &paused, &h.LastError, &success, &disabledAt)
	if errors.Is(err, sql.ErrNoRows) {
		return webhook.EndpointHealth{}, nil
	}
	if err != nil {
		return webhook.EndpointHealth{}, err
	}
	h.PausedUntil, h.LastSuccess, h.DisabledAt = millis(paused), millis(success), millis(disabledAt)
	return h, nil
}

// unixMilli is the column form of t (0 for the zero time).
func unixMilli(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}
