package paymentid

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// MemoryStore is a Store in memory, for tests: it forgets everything when the process ends,
// which is exactly what a payment id store must not do in production.
type MemoryStore struct {
	mu   sync.Mutex
	recs map[string]Record
}

// NewMemoryStore returns an empty MemoryStore.
func NewMemoryStore() *MemoryStore { return &MemoryStore{recs: map[string]Record{}} }

// ClaimPaymentID implements Store.
func (m *MemoryStore) ClaimPaymentID(_ context.Context, rec Record) (Record, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	k := liveKey(rec.Scope, rec.ID)
	if old, ok := m.recs[k]; ok {
		return old, false, nil
	}
	rec.Answer = nil
	m.recs[k] = rec
	return rec, true, nil
}

// SavePaymentAnswer implements Store.
func (m *MemoryStore) SavePaymentAnswer(_ context.Context, scope, id string, answer []byte, final bool, at time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	k := liveKey(scope, id)
	rec, ok := m.recs[k]
	if !ok {
		return fmt.Errorf("payment id %q in %q was never claimed", id, scope)
	}
	rec.Answer = append([]byte{}, answer...)
	rec.Final = final
	rec.UpdatedAt = at
	m.recs[k] = rec
	return nil
}

// ReleasePaymentID implements Store.
func (m *MemoryStore) ReleasePaymentID(_ context.Context, scope, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.recs, liveKey(scope, id))
	return nil
}

// PaymentIDRecord implements Store.
func (m *MemoryStore) PaymentIDRecord(_ context.Context, scope, id string) (Record, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	rec, ok := m.recs[liveKey(scope, id)]
	if ok && rec.Answer != nil {
		rec.Answer = append([]byte{}, rec.Answer...)
	}
	return rec, ok, nil
}

// Len is how many ids are stored (for tests that bound what a store keeps).
func (m *MemoryStore) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.recs)
}
