package webhook

import (
	"context"
	"errors"
	"fmt"
	"slices"
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
	// delivering with LeaseUntil <= now (their sender died). Each becomes delivering until now+lease with
	// Attempts one higher. Oldest due first.
	Claim(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]Delivery, error)
	// Complete marks the claim (id, attempt) delivered at `at`; ErrStaleClaim when the delivery is not
	// delivering with that attempt number.
	Complete(ctx context.Context, id string, attempt int, at time.Time) error
	// Retry puts the claim back to pending, due at next, recording why it failed; ErrStaleClaim as Complete.
	Retry(ctx context.Context, id string, attempt int, next time.Time, reason string) error
	// Kill marks the claim dead at `at`, recording why; ErrStaleClaim as Complete.
	Kill(ctx context.Context, id string, attempt int, at time.Time, reason string) error
	// Get returns one delivery.
	Get(ctx context.Context, id string) (Delivery, error)
}

// MemoryStore is a Store in memory: for tests, and as the reference the conformance suite describes.
type MemoryStore struct {
	mu sync.Mutex
	m  map[string]*Delivery
}

// NewMemoryStore returns an empty store.
func NewMemoryStore() *MemoryStore { return &MemoryStore{m: map[string]*Delivery{}} }

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
	if limit <= 0 || lease <= 0 {
		return nil, fmt.Errorf("webhook outbox: claim needs a positive limit and lease (got %d, %s)", limit, lease)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var due []*Delivery
	for _, d := range s.m {
		if d.State == Pending && !d.NextAttempt.After(now) || d.State == Delivering && !d.LeaseUntil.After(now) {
			due = append(due, d)
		}
	}
	slices.SortFunc(due, func(a, b *Delivery) int {
		if c := dueAt(a).Compare(dueAt(b)); c != 0 {
			return c
		}
		return a.CreatedAt.Compare(b.CreatedAt)
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
	}
	return out, nil
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
