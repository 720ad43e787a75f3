// Package siwxtest is the conformance test of siwx.NonceStore implementations: the daemon's
// durable store runs the same checks as the in-memory one. It is for tests only.
package siwxtest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/asa-escrow/asa/x402/extensions/siwx"
)

// Run checks that a nonce store accepts only issued nonces, each once, before they expire, also
// under concurrent use. open returns a fresh store; reopen, when not nil, returns the same store
// as a restarted process sees it.
func Run(t *testing.T, open func(t *testing.T) siwx.NonceStore, reopen func(t *testing.T) siwx.NonceStore) {
	t.Helper()
	ctx := context.Background()
	now := time.Unix(1_800_000_000, 0)

	t.Run("SingleUse", func(t *testing.T) {
		s := open(t)
		if err := s.SaveSignInNonce(ctx, "aaaaaaaaaaaaaaaa", now.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		if err := s.UseSignInNonce(ctx, "bbbbbbbbbbbbbbbb", now); !errors.Is(err, siwx.ErrNonceUnknown) {
			t.Fatalf("unknown nonce: %v", err)
		}
		if err := s.UseSignInNonce(ctx, "aaaaaaaaaaaaaaaa", now); err != nil {
			t.Fatalf("first use: %v", err)
		}
		if err := s.UseSignInNonce(ctx, "aaaaaaaaaaaaaaaa", now); !errors.Is(err, siwx.ErrNonceUsed) {
			t.Fatalf("second use: %v", err)
		}
		if err := s.SaveSignInNonce(ctx, "cccccccccccccccc", now.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		if err := s.UseSignInNonce(ctx, "cccccccccccccccc", now.Add(2*time.Minute)); !errors.Is(err, siwx.ErrNonceExpired) {
			t.Fatalf("expired nonce: %v", err)
		}
	})

	t.Run("ConcurrentUse", func(t *testing.T) {
		s := open(t)
		if err := s.SaveSignInNonce(ctx, "dddddddddddddddd", now.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		ok := 0
		for i := 0; i < 16; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if s.UseSignInNonce(ctx, "dddddddddddddddd", now) == nil {
					mu.Lock()
					ok++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if ok != 1 {
			t.Fatalf("%d concurrent uses succeeded", ok)
		}
	})

	if reopen == nil {
		return
	}
	t.Run("Durable", func(t *testing.T) {
		s := open(t)
		_ = s.SaveSignInNonce(ctx, "eeeeeeeeeeeeeeee", now.Add(time.Minute))
		_ = s.SaveSignInNonce(ctx, "ffffffffffffffff", now.Add(time.Minute))
		if err := s.UseSignInNonce(ctx, "eeeeeeeeeeeeeeee", now); err != nil {
			t.Fatal(err)
		}
		s2 := reopen(t)
		if err := s2.UseSignInNonce(ctx, "eeeeeeeeeeeeeeee", now); !errors.Is(err, siwx.ErrNonceUsed) {
			t.Fatalf("a used nonce after a restart: %v", err)
		}
		if err := s2.UseSignInNonce(ctx, "ffffffffffffffff", now); err != nil {
			t.Fatalf("an issued nonce after a restart: %v", err)
		}
	})
}
