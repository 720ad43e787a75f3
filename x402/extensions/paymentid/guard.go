package paymentid

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// Record is what a Store keeps for one payment id within a scope.
type Record struct {
	// Scope separates independent users of ids (the fund endpoint, a facilitator's settle, ...).
	Scope string
	// ID is the client's payment id.
	ID string
	// Fingerprint identifies the payment first seen with this id.
	Fingerprint Fingerprint
	// Answer is the answer given for the payment (nil while it is being processed).
	Answer []byte
	// Final is set once Answer can no longer change (the payment succeeded, or failed after money
	// may have moved). A non-final answer (a settlement awaiting its receipt) is refreshed by the
	// next attempt.
	Final bool
	// CreatedAt and UpdatedAt are when the id was first claimed and last answered.
	CreatedAt, UpdatedAt time.Time
}

// Store keeps payment ids and their answers. Implementations must make ClaimPaymentID atomic:
// of two concurrent claims of the same (scope, id), exactly one inserts.
type Store interface {
	// ClaimPaymentID inserts rec (with no answer) unless (rec.Scope, rec.ID) exists; it returns the
	// stored record and whether it inserted it.
	ClaimPaymentID(ctx context.Context, rec Record) (stored Record, inserted bool, err error)
	// SavePaymentAnswer stores the answer of a claimed id.
	SavePaymentAnswer(ctx context.Context, scope, id string, answer []byte, final bool, at time.Time) error
	// ReleasePaymentID forgets a claimed id, so that it can be used again.
	ReleasePaymentID(ctx context.Context, scope, id string) error
	// PaymentIDRecord reads the record of (scope, id) without claiming it; ok is false when there is
	// none.
	PaymentIDRecord(ctx context.Context, scope, id string) (rec Record, ok bool, err error)
}

// Outcome says what to do with a payment that carries an id.
type Outcome int

const (
	// Proceed: the id is new; process the payment, then Finish or Release.
	Proceed Outcome = iota
	// Resume: the same payment was seen before and has no final answer (the process stopped while
	// handling it, or its settlement was pending): process it again, which must be idempotent, then
	// Finish or Release.
	Resume
	// Replay: the same payment already has a final answer: return Record.Answer, move nothing.
	Replay
	// Conflict: the id was used for another payment: refuse (HTTP 409), move nothing.
	Conflict
	// Busy: a payment with this id is being processed right now by another request of this
	// process: ask the client to retry shortly (HTTP 409 with Retry-After), move nothing.
	Busy
)

// String names the outcome.
func (o Outcome) String() string {
	switch o {
	case Proceed:
		return "proceed"
	case Resume:
		return "resume"
	case Replay:
		return "replay"
	case Conflict:
		return "conflict"
	case Busy:
		return "busy"
	}
	return fmt.Sprintf("outcome(%d)", int(o))
}

// Decision is Guard.Begin's answer: the outcome, the stored record (for Replay, Resume, Conflict
// and Busy) and, for Conflict and Busy, the reason to give the client.
type Decision struct {
	Outcome Outcome
	Record  Record
	Reason  string
}

// Owns reports whether the caller now handles the payment and must call Finish or Release.
func (d Decision) Owns() bool { return d.Outcome == Proceed || d.Outcome == Resume }

// ErrNotOwned is returned by Finish and Release for an id the caller does not hold.
var ErrNotOwned = errors.New("payment-identifier: the id is not held by this caller")

// Guard applies the idempotency rule of the specification over a Store: a new id is processed,
// the same id with the same payment gets the stored answer, the same id with another payment is a
// conflict. The store keeps ids and answers durably; the guard itself only remembers which ids
// this process is handling right now, so that a stored claim left by a process that stopped
// mid-payment is resumed (the payment paths underneath are idempotent: an authorization funds a
// job once) rather than blocking its id forever.
type Guard struct {
	store Store
	now   func() time.Time

	mu   sync.Mutex
	live map[string]struct{}
}

// NewGuard returns a guard over s; now is the clock (nil: time.Now).
func NewGuard(s Store, now func() time.Time) *Guard {
	if now == nil {
		now = time.Now
	}
	return &Guard{store: s, now: now, live: map[string]struct{}{}}
}

func liveKey(scope, id string) string { return scope + "\x00" + id }

// Begin decides what to do with a payment with id in scope whose fingerprint is fp. When the
// decision Owns the payment, the caller must end it with Finish or Release.
func (g *Guard) Begin(ctx context.Context, scope, id string, fp Fingerprint) (Decision, error) {
	if !Valid(id) {
		return Decision{}, invalidID(id)
	}
	k := liveKey(scope, id)
	g.mu.Lock()
	if _, busy := g.live[k]; busy {
		g.mu.Unlock()
		return Decision{Outcome: Busy, Reason: fmt.Sprintf("payment id %q is being processed by another request; retry shortly", id)}, nil
	}
	g.live[k] = struct{}{} // held while we decide: a concurrent Begin for the id is Busy
	g.mu.Unlock()
	now := g.now()
	stored, inserted, err := g.store.ClaimPaymentID(ctx, Record{Scope: scope, ID: id, Fingerprint: fp, CreatedAt: now, UpdatedAt: now})
	if err != nil {
		g.drop(k)
		return Decision{}, fmt.Errorf("payment-identifier: claim %q: %w", id, err)
	}
	d := Decision{Record: stored}
	switch {
	case inserted:
		d.Outcome = Proceed
	case stored.Fingerprint != fp:
		d.Outcome = Conflict
		d.Reason = fmt.Sprintf("payment id %q was already used for a different payment (first seen %s); a new payment needs a new id",
			id, stored.CreatedAt.UTC().Format(time.RFC3339))
	case stored.Answer != nil && stored.Final:
		d.Outcome = Replay
	default:
		d.Outcome = Resume
	}
	if !d.Owns() {
		g.drop(k)
	}
	return d, nil
}

// Lookup reads what is stored for id in scope without claiming it (a caller that must store nothing,
// such as a verify, answers from it): the record and whether there is one.
func (g *Guard) Lookup(ctx context.Context, scope, id string) (Record, bool, error) {
	if !Valid(id) {
		return Record{}, false, invalidID(id)
	}
	rec, ok, err := g.store.PaymentIDRecord(ctx, scope, id)
	if err != nil {
		return Record{}, false, fmt.Errorf("payment-identifier: look up %q: %w", id, err)
	}
	return rec, ok, nil
}

// Finish stores the answer of a payment the caller owns. A final answer releases the caller's
// hold; a non-final one (pending settlement) keeps the record open for the next attempt.
func (g *Guard) Finish(ctx context.Context, scope, id string, answer []byte, final bool) error {
	k := liveKey(scope, id)
	if !g.holds(k) {
		return ErrNotOwned
	}
	defer g.drop(k)
	if answer == nil {
		answer = []byte{}
	}
	if err := g.store.SavePaymentAnswer(ctx, scope, id, answer, final, g.now()); err != nil {
		return fmt.Errorf("payment-identifier: save answer for %q: %w", id, err)
	}
	return nil
}

// Release forgets an id whose payment was refused before any money could move (a bad signature,
// an unfunded payer), so that the client may use it again, for example after topping up.
func (g *Guard) Release(ctx context.Context, scope, id string) error {
	k := liveKey(scope, id)
	if !g.holds(k) {
		return ErrNotOwned
	}
	defer g.drop(k)
	if err := g.store.ReleasePaymentID(ctx, scope, id); err != nil {
		return fmt.Errorf("payment-identifier: release %q: %w", id, err)
	}
	return nil
}

func (g *Guard) holds(k string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	_, ok := g.live[k]
	return ok
}

func (g *Guard) drop(k string) {
	g.mu.Lock()
	delete(g.live, k)
	g.mu.Unlock()
}
