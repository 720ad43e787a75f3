package siwx

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"
)

// Why a nonce was refused.
var (
	ErrNonceUnknown = errors.New("the nonce was not issued by this server (or has been pruned)")
	ErrNonceUsed    = errors.New("the nonce was used already: a sign-in message is good for one sign-in")
	ErrNonceExpired = errors.New("the nonce has expired: ask for a new challenge")
)

// NonceStore keeps the nonces a server issued until they are used or expire. UseSignInNonce must
// be atomic: of two concurrent uses of one nonce, exactly one succeeds.
type NonceStore interface {
	// SaveSignInNonce records a newly issued nonce, valid until expiresAt.
	SaveSignInNonce(ctx context.Context, nonce string, expiresAt time.Time) error
	// UseSignInNonce marks an issued nonce used; it fails with ErrNonceUnknown, ErrNonceUsed or
	// ErrNonceExpired (wrapped or not).
	UseSignInNonce(ctx context.Context, nonce string, now time.Time) error
	// CheckSignInNonce says, without marking it, whether a nonce could be used now: nil, or the error
	// UseSignInNonce would return. The verifier asks it before any check that costs the node.
	CheckSignInNonce(ctx context.Context, nonce string, now time.Time) error
}

// NewNonce returns 32 hex digits of fresh randomness, the form the official server issues.
func NewNonce() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("sign-in nonce: %w", err)
	}
	return hex.EncodeToString(b[:]), nil
}

// MemoryNonces is a NonceStore in memory, for tests only: a restart would forget which nonces were
// used and accept a replayed sign-in.
type MemoryNonces struct {
	mu     sync.Mutex
	issued map[string]time.Time
	used   map[string]bool
}

// NewMemoryNonces returns an empty MemoryNonces.
func NewMemoryNonces() *MemoryNonces {
	return &MemoryNonces{issued: map[string]time.Time{}, used: map[string]bool{}}
}

// SaveSignInNonce implements NonceStore.
func (m *MemoryNonces) SaveSignInNonce(_ context.Context, nonce string, expiresAt time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.issued[nonce]; ok {
		return fmt.Errorf("nonce %s was issued before", nonce)
	}
	m.issued[nonce] = expiresAt
	return nil
}

// UseSignInNonce implements NonceStore.
func (m *MemoryNonces) UseSignInNonce(_ context.Context, nonce string, now time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usableLocked(nonce, now); err != nil {
		return err
	}
	m.used[nonce] = true
	return nil
}

// CheckSignInNonce implements NonceStore.
func (m *MemoryNonces) CheckSignInNonce(_ context.Context, nonce string, now time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.usableLocked(nonce, now)
}

// usableLocked says why nonce cannot be used at now (nil: it can); m.mu is held.
func (m *MemoryNonces) usableLocked(nonce string, now time.Time) error {
	exp, ok := m.issued[nonce]
	switch {
	case !ok:
		return ErrNonceUnknown
	case m.used[nonce]:
		return ErrNonceUsed
	case now.After(exp):
		return ErrNonceExpired
	}
	return nil
}
