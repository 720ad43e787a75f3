package webhook

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
)

// State is where a delivery is in the outbox.
type State string

// The delivery states.
const (
	// Pending: waiting for its next attempt (NextAttempt).
	Pending State = "pending"
	// Delivering: claimed by a sender until LeaseUntil; if the sender dies the lease expires and the
	// delivery is claimed again.
	Delivering State = "delivering"
	// Delivered: a 2xx answer was received. Final.
	Delivered State = "delivered"
	// Dead: every attempt failed (dead-letter). Final; an operator may look at it, nothing retries it.
	Dead State = "dead"
)

// Delivery is one message for one subscription.
type Delivery struct {
	ID           string // the webhook-id: stable, unique (see MessageID)
	Subscription string
	EventType    string
	Payload      []byte // the request body
	State        State
	Attempts     int       // attempts started (counted when claimed)
	NextAttempt  time.Time // when a pending delivery is due
	LeaseUntil   time.Time // when a delivering claim expires
	LastError    string
	CreatedAt    time.Time
	FinishedAt   time.Time // delivered or dead
	// EndpointFailures is the subscription's consecutive failed rounds when the delivery was claimed
	// (filled by Claim; 0 for a healthy endpoint).
	EndpointFailures int
	// EndpointProven says the subscription's receiver took a delivery before and has not failed since
	// (filled by Claim).
	EndpointProven bool
}

// EndpointHealth is what the outbox knows of one subscription's receiver: how many attempts in a row
// failed, until when its deliveries wait (the subscription's own backoff), and since when it is disabled.
type EndpointHealth struct {
	Failures    int
	PausedUntil time.Time
	LastError   string
	LastSuccess time.Time // the last delivery it took (zero: none yet)
	DisabledAt  time.Time // zero: enabled
}

// Disabled reports whether the endpoint was disabled.
func (h EndpointHealth) Disabled() bool { return !h.DisabledAt.IsZero() }

// Proven reports whether the endpoint took a delivery and has not failed since.
func (h EndpointHealth) Proven() bool {
	return h.Failures == 0 && !h.LastSuccess.IsZero() && !h.Disabled()
}

// tier orders claims: proven endpoints first, then new ones, then failing ones.
func (h EndpointHealth) tier() int {
	switch {
	case h.Proven():
		return 0
	case h.Failures == 0:
		return 1
	default:
		return 2
	}
}

// Errors of Store implementations.
var (
	// ErrStaleClaim: the delivery is no longer held by this attempt (its lease expired and it was claimed
	// again, or it already finished); the outcome is dropped.
	ErrStaleClaim = errors.New("webhook outbox: stale claim")
	// ErrUnknownDelivery: no delivery with that id.
	ErrUnknownDelivery = errors.New("webhook outbox: unknown delivery")
)

// Store keeps the outbox durably. Every method is atomic; Claim must never hand the same delivery to two
// callers while a lease runs.
type Store interface {
	// Enqueue adds a pending delivery, due at d.NextAttempt. A delivery with the same id already stored is
	// left as it is (enqueueing is idempotent) and Enqueue reports false.
	Enqueue(ctx context.Context, d Delivery) (added bool, err error)
	// Claim takes up to limit deliveries that are due at now: pending with NextAttempt <= now, or
	// delivering with LeaseUntil <= now (their sender died), of subscriptions neither paused (PausedUntil
	// after now) nor disabled. Each becomes delivering until now+lease with Attempts one higher. The order
	// is fair: subscriptions whose receiver is proven (EndpointHealth.Proven) first, then those without
	// failures, then failing ones; within that, round robin over subscriptions (every subscription's
	// oldest due delivery before any subscription's second), then oldest due first.
	Claim(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]Delivery, error)
	// ClaimProven is Claim restricted to the subscriptions whose receiver is proven: the outbox keeps
	// slots for them that no number of new or failing receivers can take.
	ClaimProven(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]Delivery, error)
	// Complete marks the claim (id, attempt) delivered at `at`; ErrStaleClaim when the delivery is not
	// delivering with that attempt number.
	Complete(ctx context.Context, id string, attempt int, at time.Time) error
	// Retry puts the claim back to pending, due at next, recording why it failed; ErrStaleClaim as Complete.
	Retry(ctx context.Context, id string, attempt int, next time.Time, reason string) error
	// Kill marks the claim dead at `at`, recording why; ErrStaleClaim as Complete.
	Kill(ctx context.Context, id string, attempt int, at time.Time, reason string) error
	// Get returns one delivery.
	Get(ctx context.Context, id string) (Delivery, error)
	// EndpointSucceeded records that the subscription's receiver took a delivery at `at`: its failures and
	// pause are cleared (a disabled subscription stays disabled).
	EndpointSucceeded(ctx context.Context, subscription string, at time.Time) error
	// EndpointFailed records a failed attempt of the subscription at `at`, and why. Outside a pause it
	// counts one more failure in a row and pauses the subscription's deliveries until pauseUntil; during a
	// pause (attempts that were in flight together fail together) it only records the reason, so the
	// count is of failed rounds, whatever the number of deliveries. When the count reaches disableAfter
	// (0: never) the subscription is disabled at `at`: its pending deliveries become dead with the reason,
	// and nothing of it is claimed again. It returns the health after the change.
	EndpointFailed(ctx context.Context, subscription string, at, pauseUntil time.Time, reason string, disableAfter int) (EndpointHealth, error)
	// Health returns a subscription's endpoint health (the zero value when nothing failed).
	Health(ctx context.Context, subscription string) (EndpointHealth, error)
}

// MemoryStore is a Store in memory: for tests, and as the reference the conformance suite describes.
type MemoryStore struct {
	mu     sync.Mutex
	m      map[string]*Delivery
	health map[string]EndpointHealth
}

// NewMemoryStore returns an empty store.
func NewMemoryStore() *MemoryStore {
	return &MemoryStore{m: map[string]*Delivery{}, health: map[string]EndpointHealth{}}
}

// Enqueue implements Store.
func (s *MemoryStore) Enqueue(_ context.Context, d Delivery) (bool, error) {
	if err := checkNew(d); err != nil {
		return false, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.m[d.ID]; ok {
		return false, nil
	}
	d.State, d.Attempts, d.LeaseUntil, d.LastError, d.FinishedAt = Pending, 0, time.Time{}, "", time.Time{}
	d.Payload = slices.Clone(d.Payload)
	s.m[d.ID] = &d
	return true, nil
}

// checkNew refuses deliveries that cannot be stored.
func checkNew(d Delivery) error {
	if d.ID == "" || d.Subscription == "" {
		return fmt.Errorf("webhook outbox: a delivery needs an id and a subscription (got %q, %q)", d.ID, d.Subscription)
	}
	return nil
}

// Claim implements Store.
func (s *MemoryStore) Claim(_ context.Context, now time.Time, lease time.Duration, limit int) ([]Delivery, error) {
	return s.claim(now, lease, limit, false)
}

// ClaimProven implements Store.
func (s *MemoryStore) ClaimProven(_ context.Context, now time.Time, lease time.Duration, limit int) ([]Delivery, error) {
	return s.claim(now, lease, limit, true)
}

func (s *MemoryStore) claim(now time.Time, lease time.Duration, limit int, provenOnly bool) ([]Delivery, error) {
	if limit <= 0 || lease <= 0 {
		return nil, fmt.Errorf("webhook outbox: claim needs a positive limit and lease (got %d, %s)", limit, lease)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var due []*Delivery
	for _, d := range s.m {
		h := s.health[d.Subscription]
		if h.Disabled() || h.PausedUntil.After(now) || provenOnly && !h.Proven() {
			continue
		}
		if d.State == Pending && !d.NextAttempt.After(now) || d.State == Delivering && !d.LeaseUntil.After(now) {
			due = append(due, d)
		}
	}
	byAge := func(a, b *Delivery) int {
		if c := dueAt(a).Compare(dueAt(b)); c != 0 {
			return c
		}
		if c := a.CreatedAt.Compare(b.CreatedAt); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	}
	slices.SortFunc(due, byAge)
	rank := map[*Delivery]int{}
	seen := map[string]int{}
	for _, d := range due {
		rank[d] = seen[d.Subscription]
		seen[d.Subscription]++
	}
	slices.SortStableFunc(due, func(a, b *Delivery) int {
		if ta, tb := s.health[a.Subscription].tier(), s.health[b.Subscription].tier(); ta != tb {
			return ta - tb
		}
		return rank[a] - rank[b]
	})
	if len(due) > limit {
		due = due[:limit]
	}
	out := make([]Delivery, len(due))
	for i, d := range due {
		d.State, d.LeaseUntil = Delivering, now.Add(lease)
		d.Attempts++
		out[i] = *d
		out[i].Payload = slices.Clone(d.Payload)
		out[i].EndpointFailures = s.health[d.Subscription].Failures
		out[i].EndpointProven = s.health[d.Subscription].Proven()
	}
	return out, nil
}

// EndpointSucceeded implements Store.
func (s *MemoryStore) EndpointSucceeded(_ context.Context, subscription string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if h := s.health[subscription]; !h.Disabled() {
		s.health[subscription] = EndpointHealth{LastSuccess: at}
	}
	return nil
}

// EndpointFailed implements Store.
func (s *MemoryStore) EndpointFailed(_ context.Context, subscription string, at, pauseUntil time.Time, reason string, disableAfter int) (EndpointHealth, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	h := s.health[subscription]
	if h.Disabled() {
		return h, nil
	}
	if h.PausedUntil.After(at) {
		h.LastError = reason
		s.health[subscription] = h
		return h, nil
	}
	h.Failures++
	h.PausedUntil, h.LastError = pauseUntil, reason
	if disableAfter > 0 && h.Failures >= disableAfter {
		h.DisabledAt = at
		for _, d := range s.m {
			if d.Subscription == subscription && d.State == Pending {
				d.State, d.FinishedAt, d.LastError = Dead, at, "subscription disabled: "+reason
			}
		}
	}
	s.health[subscription] = h
	return h, nil
}

// Health implements Store.
func (s *MemoryStore) Health(_ context.Context, subscription string) (EndpointHealth, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.health[subscription], nil
}

func dueAt(d *Delivery) time.Time {
	if d.State == Delivering {
		return d.LeaseUntil
	}
	return d.NextAttempt
}

func (s *MemoryStore) held(id string, attempt int) (*Delivery, error) {
	d, ok := s.m[id]
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrUnknownDelivery, id)
	}
	if d.State != Delivering || d.Attempts != attempt {
		return nil, fmt.Errorf("%w: %s is %s at attempt %d, not delivering attempt %d", ErrStaleClaim, id, d.State, d.Attempts, attempt)
	}
	return d, nil
}

// Complete implements Store.
func (s *MemoryStore) Complete(_ context.Context, id string, attempt int, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	d, err := s.held(id, attempt)
	if err != nil {
		return err
	}
	d.State, d.FinishedAt, d.LeaseUntil, d.LastError = Delivered, at, time.Time{}, ""
	return nil
}

// Retry implements Store.
func (s *MemoryStore) Retry(_ context.Context, id string, attempt int, next time.Time, reason string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	d, err := s.held(id, attempt)
	if err != nil {
		return err
	}
	d.State, d.NextAttempt, d.LeaseUntil, d.LastError = Pending, next, time.Time{}, reason
	return nil
}

// Kill implements Store.
func (s *MemoryStore) Kill(_ context.Context, id string, attempt int, at time.Time, reason string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	d, err := s.held(id, attempt)
	if err != nil {
		return err
	}
	d.State, d.FinishedAt, d.LeaseUntil, d.LastError = Dead, at, time.Time{}, reason
	return nil
}

// Get implements Store.
func (s *MemoryStore) Get(_ context.Context, id string) (Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d, ok := s.m[id]
	if !ok {
		return Delivery{}, fmt.Errorf("%w: %s", ErrUnknownDelivery, id)
	}
	out := *d
	out.Payload = slices.Clone(d.Payload)
	return out, nil
}
