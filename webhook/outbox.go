package webhook

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/asa-escrow/asa/internal/egress"
	"github.com/asa-escrow/asa/internal/loop"
)

// Sender makes one delivery attempt. A nil error means the receiver answered 2xx.
type Sender interface {
	Send(ctx context.Context, d Delivery) error
}

// Endpoint is where a subscription's deliveries go, and the secret they are signed with.
type Endpoint struct {
	URL    string
	Secret string
}

// Endpoints looks up a subscription's endpoint (the daemon's subscription table).
type Endpoints interface {
	Endpoint(ctx context.Context, subscription string) (Endpoint, error)
}

// HTTPSender POSTs deliveries as JSON, signed per Standard Webhooks at the moment of each attempt.
type HTTPSender struct {
	Client    *http.Client // nil: the default egress policy's (public addresses only, no redirects)
	Endpoints Endpoints
	Now       func() time.Time // nil: time.Now

	once sync.Once
	def  *http.Client
}

// maxResponseRead is how much of a receiver's answer is read (and discarded) so the connection can be reused.
const maxResponseRead = 64 << 10

// Send implements Sender. Only a 2xx answer is a success; redirects are not followed (a 3xx is a failure).
// Errors name the status or the transport failure, never the secret.
func (s *HTTPSender) Send(ctx context.Context, d Delivery) error {
	ep, err := s.Endpoints.Endpoint(ctx, d.Subscription)
	if err != nil {
		return fmt.Errorf("endpoint of subscription %s: %w", d.Subscription, err)
	}
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	h, err := Sign(ep.Secret, d.ID, now(), d.Payload)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, ep.URL, bytes.NewReader(d.Payload))
	if err != nil {
		return fmt.Errorf("request to subscription %s: %w", d.Subscription, err)
	}
	for k, v := range h {
		req.Header[k] = v
	}
	req.Header.Set("Content-Type", "application/json")
	c := s.Client
	if c == nil {
		s.once.Do(func() { s.def = egress.Policy{}.Client() })
		c = s.def
	}
	resp, err := c.Do(req)
	if err != nil {
		return fmt.Errorf("post to subscription %s: %w", d.Subscription, err)
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, maxResponseRead))
	_ = resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return fmt.Errorf("subscription %s answered %s", d.Subscription, resp.Status)
	}
	return nil
}

// Config tunes an Outbox.
type Config struct {
	MaxAttempts    int           // attempts before a delivery is dead (default 10)
	InitialBackoff time.Duration // wait after the first failure; doubles per failure (default 5s)
	MaxBackoff     time.Duration // longest wait between attempts (default 1h)
	Timeout        time.Duration // one attempt's time limit (default 10s)
	Lease          time.Duration // how long a claim holds a delivery; must exceed Timeout (default 1m)
	Batch          int           // most deliveries claimed per claim (a tick claims until its slots are full; default 32)
	Concurrency    int           // most attempts in flight (default 256; a slow receiver holds its slots, not the tick)
	// Reserved is how many more attempts may be in flight for proven receivers only (those that took a
	// delivery and have not failed since; default 64): no number of new or failing receivers, however
	// slow, can take these slots.
	Reserved     int
	PollInterval time.Duration // time between ticks (default 1s)
	// DisableAfter is how many failed attempts in a row disable a subscription (default 20; with the
	// default backoff about ten hours of failures). Its pending deliveries die and its owner sees why.
	DisableAfter int
}

// withDefaults fills zero fields.
func (c Config) withDefaults() Config {
	def := func(v *time.Duration, d time.Duration) {
		if *v == 0 {
			*v = d
		}
	}
	if c.MaxAttempts == 0 {
		c.MaxAttempts = 10
	}
	def(&c.InitialBackoff, 5*time.Second)
	def(&c.MaxBackoff, time.Hour)
	def(&c.Timeout, 10*time.Second)
	def(&c.Lease, time.Minute)
	def(&c.PollInterval, time.Second)
	if c.Batch == 0 {
		c.Batch = 32
	}
	if c.Concurrency == 0 {
		c.Concurrency = 256
	}
	if c.DisableAfter == 0 {
		c.DisableAfter = 20
	}
	if c.Reserved == 0 {
		c.Reserved = 64
	}
	return c
}

// Check reports every problem of the configuration (after defaults).
func (c Config) Check() error {
	c = c.withDefaults()
	var errs []error
	if c.MaxAttempts < 1 {
		errs = append(errs, fmt.Errorf("webhook maxAttempts %d: want at least 1", c.MaxAttempts))
	}
	if c.InitialBackoff < 0 || c.MaxBackoff < c.InitialBackoff {
		errs = append(errs, fmt.Errorf("webhook backoff %s..%s: want 0 <= initial <= max", c.InitialBackoff, c.MaxBackoff))
	}
	if c.Timeout <= 0 || c.Lease <= c.Timeout {
		errs = append(errs, fmt.Errorf("webhook lease %s must exceed the attempt timeout %s (> 0), or a slow attempt is claimed twice", c.Lease, c.Timeout))
	}
	if c.Batch < 1 || c.Concurrency < 1 || c.Reserved < 1 || c.PollInterval <= 0 || c.DisableAfter < 1 {
		errs = append(errs, fmt.Errorf("webhook batch %d, concurrency %d, reserved %d, poll interval %s, disableAfter %d: want positive",
			c.Batch, c.Concurrency, c.Reserved, c.PollInterval, c.DisableAfter))
	}
	return errors.Join(errs...)
}

// Backoff is the wait after the attempt-th failed attempt: InitialBackoff * 2^(attempt-1), at most
// MaxBackoff.
func (c Config) Backoff(attempt int) time.Duration {
	c = c.withDefaults()
	d := c.InitialBackoff
	for i := 1; i < attempt; i++ {
		if d >= c.MaxBackoff/2 {
			return c.MaxBackoff
		}
		d *= 2
	}
	return min(d, c.MaxBackoff)
}

// Metrics counts outcomes; NopMetrics discards them.
type Metrics interface {
	Delivered()
	Failed()
	Dead()
	// Disabled counts subscriptions disabled after DisableAfter failed attempts in a row.
	Disabled()
}

// NopMetrics is a Metrics that does nothing.
type NopMetrics struct{}

// Delivered implements Metrics.
func (NopMetrics) Delivered() {}

// Failed implements Metrics.
func (NopMetrics) Failed() {}

// Dead implements Metrics.
func (NopMetrics) Dead() {}

// Disabled implements Metrics.
func (NopMetrics) Disabled() {}

// Outbox delivers what its Store holds: at least once per delivery, with exponential backoff and a
// dead-letter state. Every state lives in the Store, so a new Outbox over the same store carries on where
// a killed one stopped.
type Outbox struct {
	store   Store
	sender  Sender
	cfg     Config
	now     func() time.Time
	log     *slog.Logger
	metrics Metrics
	run     *loop.Runner

	slots    chan struct{}  // one per attempt in flight, Concurrency in all
	reserved chan struct{}  // one per attempt in flight for a proven receiver beyond slots, Reserved in all
	inflight sync.WaitGroup // attempts in flight (Stop waits for them)
}

// Option adjusts an Outbox.
type Option func(*Outbox)

// WithClock replaces time.Now (tests).
func WithClock(now func() time.Time) Option { return func(o *Outbox) { o.now = now } }

// WithLogger sets the logger (default: discard).
func WithLogger(l *slog.Logger) Option { return func(o *Outbox) { o.log = l } }

// WithMetrics sets the metrics (default: NopMetrics).
func WithMetrics(m Metrics) Option { return func(o *Outbox) { o.metrics = m } }

// NewOutbox checks the configuration and returns an outbox.
func NewOutbox(store Store, sender Sender, cfg Config, opts ...Option) (*Outbox, error) {
	if store == nil || sender == nil {
		return nil, errors.New("webhook outbox: a store and a sender are required")
	}
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	o := &Outbox{store: store, sender: sender, cfg: cfg.withDefaults(), now: time.Now,
		log: slog.New(slog.NewTextHandler(io.Discard, nil)), metrics: NopMetrics{}}
	o.slots = make(chan struct{}, o.cfg.Concurrency)
	o.reserved = make(chan struct{}, o.cfg.Reserved)
	for _, opt := range opts {
		opt(o)
	}
	run, err := loop.New(loop.Config{Name: "webhook outbox", Interval: o.cfg.PollInterval, Tick: func(ctx context.Context) error {
		if _, _, err := o.dispatch(ctx); err != nil && ctx.Err() == nil {
			o.log.Error("webhook tick", "error", err)
		}
		return nil
	}})
	if err != nil {
		return nil, err
	}
	o.run = run
	return o, nil
}

// Enqueue stores a new delivery of payload for subscription, due now. The id must be stable for the
// event (MessageID): enqueueing the same id again changes nothing and reports false.
func (o *Outbox) Enqueue(ctx context.Context, id, subscription, eventType string, payload []byte) (bool, error) {
	now := o.now()
	added, err := o.store.Enqueue(ctx, Delivery{ID: id, Subscription: subscription, EventType: eventType, Payload: payload,
		NextAttempt: now, CreatedAt: now})
	if err != nil {
		return false, fmt.Errorf("webhook enqueue %s: %w", id, err)
	}
	return added, nil
}

// Tick claims what is due and attempts it, at most Concurrency in flight, recording each outcome, and
// waits for the attempts it started; it returns how many it made. An attempt whose claim went stale (its
// lease expired meanwhile and another sender took it) records nothing.
func (o *Outbox) Tick(ctx context.Context) (int, error) {
	n, wait, err := o.dispatch(ctx)
	return n, errors.Join(err, wait())
}

// dispatch claims what is due while attempt slots are free and starts each attempt on its own; it does
// not wait for them (wait does). A receiver that hangs until the timeout holds one slot, never the
// loop: the next tick claims and sends other subscribers' deliveries meanwhile. When the shared slots
// are all taken (by slow receivers), proven receivers still get the reserved ones.
func (o *Outbox) dispatch(ctx context.Context) (int, func() error, error) {
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		errs  []error
		total int
	)
	wait := func() error { wg.Wait(); mu.Lock(); defer mu.Unlock(); return errors.Join(errs...) }
	for _, pool := range []struct {
		slots chan struct{}
		claim func(context.Context, time.Time, time.Duration, int) ([]Delivery, error)
	}{{o.slots, o.store.Claim}, {o.reserved, o.store.ClaimProven}} {
		for ctx.Err() == nil {
			limit := min(cap(pool.slots)-len(pool.slots), o.cfg.Batch)
			if limit <= 0 {
				break
			}
			claimed, err := pool.claim(ctx, o.now(), o.cfg.Lease, limit)
			if err != nil {
				return total, wait, fmt.Errorf("webhook claim: %w", err)
			}
			for _, d := range claimed {
				select {
				case pool.slots <- struct{}{}:
				case <-ctx.Done():
					// Shutting down: the claims not attempted expire and are attempted again.
					return total, wait, nil
				}
				total++
				wg.Add(1)
				o.inflight.Add(1)
				go func(d Delivery, slots chan struct{}) {
					defer o.inflight.Done()
					defer wg.Done()
					defer func() { <-slots }()
					if err := o.attempt(ctx, d); err != nil {
						o.log.Error("webhook attempt", "id", d.ID, "error", err)
						mu.Lock()
						errs = append(errs, err)
						mu.Unlock()
					}
				}(d, pool.slots)
			}
			if len(claimed) < limit {
				break
			}
		}
	}
	return total, wait, nil
}

// attempt sends one claimed delivery and records the outcome. It returns only store errors.
func (o *Outbox) attempt(ctx context.Context, d Delivery) error {
	actx, cancel := context.WithTimeout(ctx, o.cfg.Timeout)
	sendErr := o.sender.Send(actx, d)
	cancel()
	if ctx.Err() != nil {
		// Shutting down: leave the claim; its lease expires and the delivery is attempted again.
		return nil
	}
	now := o.now()
	var err error
	switch {
	case sendErr == nil:
		err = o.store.Complete(ctx, d.ID, d.Attempts, now)
		if err == nil {
			o.metrics.Delivered()
			o.log.Debug("webhook delivered", "id", d.ID, "subscription", d.Subscription, "attempt", d.Attempts)
		}
	case d.Attempts >= o.cfg.MaxAttempts:
		err = o.store.Kill(ctx, d.ID, d.Attempts, now, sendErr.Error())
		if err == nil {
			o.metrics.Dead()
			o.log.Warn("webhook dead after its last attempt", "id", d.ID, "subscription", d.Subscription, "attempts", d.Attempts, "error", sendErr)
		}
	default:
		next := now.Add(o.cfg.Backoff(d.Attempts))
		err = o.store.Retry(ctx, d.ID, d.Attempts, next, sendErr.Error())
		if err == nil {
			o.metrics.Failed()
			o.log.Info("webhook attempt failed", "id", d.ID, "subscription", d.Subscription, "attempt", d.Attempts, "next", next, "error", sendErr)
		}
	}
	if errors.Is(err, ErrStaleClaim) || errors.Is(err, ErrUnknownDelivery) {
		// Its lease went to another claim, or the subscription was deleted meanwhile.
		o.log.Info("webhook outcome dropped: the claim went stale", "id", d.ID, "attempt", d.Attempts)
		return nil
	}
	if err != nil {
		return fmt.Errorf("webhook record %s: %w", d.ID, err)
	}
	return o.recordEndpoint(ctx, d, now, sendErr)
}

// recordEndpoint keeps the subscription's health: a success clears its failures; a failure pauses all
// its deliveries for the backoff of its failures in a row (a dead receiver is tried less and less
// often, whatever the number of its deliveries) and disables it after DisableAfter.
func (o *Outbox) recordEndpoint(ctx context.Context, d Delivery, now time.Time, sendErr error) error {
	if sendErr == nil {
		if d.EndpointProven {
			return nil // nothing to change: one write per delivery is enough
		}
		if err := o.store.EndpointSucceeded(ctx, d.Subscription, now); err != nil {
			return fmt.Errorf("webhook endpoint of %s: %w", d.Subscription, err)
		}
		return nil
	}
	h, err := o.store.EndpointFailed(ctx, d.Subscription, now, now.Add(o.cfg.Backoff(d.EndpointFailures+1)), sendErr.Error(), o.cfg.DisableAfter)
	if err != nil {
		return fmt.Errorf("webhook endpoint of %s: %w", d.Subscription, err)
	}
	if h.Disabled() && h.DisabledAt.Equal(now) {
		o.metrics.Disabled()
		o.log.Warn("webhook subscription disabled: its receiver failed every attempt", "subscription", d.Subscription, "failures", h.Failures, "error", sendErr)
	}
	return nil
}

// Start runs ticks every PollInterval until Stop or ctx ends.
func (o *Outbox) Start(ctx context.Context) error { return o.run.Start(ctx) }

// Stop ends the loop and waits for attempts in flight (or ctx).
func (o *Outbox) Stop(ctx context.Context) error {
	if err := o.run.Stop(ctx); err != nil {
		return err
	}
	waited := make(chan struct{})
	go func() { o.inflight.Wait(); close(waited) }()
	select {
	case <-waited:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("webhook outbox stop: attempts in flight: %w", ctx.Err())
	}
}
