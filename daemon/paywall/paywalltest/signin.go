package paywalltest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
)

// SignIns is the wallet sign-in of the test daemon's A2A agent: a party answers a sign-in-with-x
// (EIP-4361) challenge of the daemon's origin with its key, the siwx verifier checks it (domain, URI,
// single-use nonce, signature), and the party gets a bearer token. It stands in for the daemon's one
// sign-in (the signin package, on another branch) until that lands, and speaks the same protocol:
// the agent only sees a paywall.Authenticator. Nonces and sessions are in memory: tests only.
type SignIns struct {
	chainID uint64

	mu       sync.Mutex
	ver      *siwx.Verifier
	sessions map[string]common.Address
}

var _ paywall.Authenticator = (*SignIns)(nil)

func newSignIns(chainID uint64) *SignIns {
	return &SignIns{chainID: chainID, sessions: map[string]common.Address{}}
}

// setOrigin points the verifier at the daemon's origin (known once it listens).
func (s *SignIns) setOrigin(origin string) {
	v, err := siwx.NewVerifier(siwx.Config{Origin: origin, Chains: map[string]siwx.Chain{siwx.CAIP2(s.chainID): nil}, Nonces: siwx.NewMemoryNonces()})
	if err != nil {
		panic(err)
	}
	s.mu.Lock()
	s.ver = v
	s.mu.Unlock()
}

// SignIn signs p in and returns its bearer token.
func (r *Rig) SignIn(t testing.TB, p Party) string {
	t.Helper()
	ctx := context.Background()
	s := r.SignIns
	s.mu.Lock()
	v := s.ver
	s.mu.Unlock()
	ch, err := v.Challenge(ctx, r.URL+"/a2a", "Sign in to the ASA escrow daemon with this wallet.")
	if err != nil {
		t.Fatal(err)
	}
	payload, err := siwx.Sign(ch.Info, siwx.CAIP2(s.chainID), p.Addr, "", siwx.KeySigner(p.Key))
	if err != nil {
		t.Fatal(err)
	}
	addr, err := v.Verify(ctx, payload)
	if err != nil || addr != p.Addr {
		t.Fatalf("sign-in of %s: %v (got %s)", p.Addr.Hex(), err, addr.Hex())
	}
	var b [24]byte
	_, _ = rand.Read(b[:])
	token := "asas_" + hex.EncodeToString(b[:])
	s.mu.Lock()
	s.sessions[token] = addr
	s.mu.Unlock()
	return token
}

// SignOut ends the session of token.
func (s *SignIns) SignOut(token string) {
	s.mu.Lock()
	delete(s.sessions, token)
	s.mu.Unlock()
}

// Caller implements paywall.Authenticator.
func (s *SignIns) Caller(r *http.Request) (common.Address, error) {
	h := r.Header.Get("Authorization")
	if h == "" {
		return common.Address{}, paywall.ErrNoCredential
	}
	scheme, token, _ := strings.Cut(h, " ")
	if !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(token) == "" {
		return common.Address{}, &paywall.CredentialError{Reason: `the Authorization header must be "Bearer <token>"`}
	}
	s.mu.Lock()
	a, ok := s.sessions[strings.TrimSpace(token)]
	s.mu.Unlock()
	if !ok {
		return common.Address{}, &paywall.CredentialError{Reason: "the session is unknown or has ended: sign in again"}
	}
	return a, nil
}

// Describe implements paywall.Authenticator.
func (s *SignIns) Describe() string {
	return "Bearer session token of the daemon's wallet sign-in (x402 sign-in-with-x, EIP-4361)."
}
