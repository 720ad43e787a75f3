// Package signin is the daemon's one wallet sign-in: whoever must prove an address to the daemon (a
// client asking for its funding receipt instead of paying again, a party reading party-only job details
// or managing webhooks, an A2A caller of an action skill) signs a Sign-In with Ethereum message
// (EIP-4361; the x402 "sign-in-with-x" extension, CAIP-122) with the wallet of that address: an EOA, a
// deployed smart wallet (ERC-1271) or a counterfactual one (ERC-6492).
//
// Every message names a nonce this daemon issued (GET /v1/signin/nonce, POST /v1/signin/challenge, or
// the sign-in-with-x challenge of a 402), its domain and a URI on its origin, and is refused once its
// nonce was used, after its expiration time, or when issued more than five minutes ago. Nonces and
// sessions live in the daemon's store, so a restart forgets neither which nonces were used nor who is
// signed in.
//
// A request proves an address in one of three ways, read by Authenticate:
//   - Authorization: Bearer <token>, the token POST /v1/signin answered (a session, one hour by default);
//   - the asa_session cookie POST /v1/signin set (the same session, for browsers);
//   - the x402 SIGN-IN-WITH-X header: a signed sign-in for this one request (its nonce is spent).
//
// Components use Authenticate (or the Middleware and Require wrappers and FromContext) and decide
// themselves what the address may do; this package only says who signed in.
package signin

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
)

// Names and defaults.
const (
	// CookieName is the session cookie POST /v1/signin sets.
	CookieName = "asa_session"
	// TokenPrefix starts every session token (so that a leaked one is recognisable in logs and scanners).
	TokenPrefix = "asas_"
	// DefaultSessionTTL is how long a session lasts.
	DefaultSessionTTL = time.Hour
	// DefaultMaxOutstandingNonces bounds the nonces issued and not yet expired: beyond it the nonce and
	// challenge endpoints answer 429 rather than let anonymous callers fill the store.
	DefaultMaxOutstandingNonces = 100_000
	// DefaultStatement is the statement of the daemon's own challenges.
	DefaultStatement = "Sign in to the ASA escrow daemon with this wallet."
	// maxSignInBody bounds POST /v1/signin's body (a message with an ERC-6492 signature is a few KiB).
	maxSignInBody = 64 << 10
)

// Store keeps nonces and sessions (*store.Store).
type Store interface {
	siwx.NonceStore
	OutstandingSignInNonces(ctx context.Context, now time.Time, limit int) (int, error)
	CreateSession(ctx context.Context, key [32]byte, s store.Session) error
	SessionByKey(ctx context.Context, key [32]byte, now time.Time) (store.Session, bool, error)
	DeleteSession(ctx context.Context, key [32]byte) error
}

// Config configures a Service.
type Config struct {
	// Origin returns the daemon's public origin, scheme://host[:port] (a path is ignored): every
	// sign-in must name its host as domain and a URI on it. It is called once, on first use, so that
	// a daemon listening on a port chosen at bind time can pass its bound address.
	Origin func() string
	// ChainID is the chain sign-ins are accepted on (the daemon's).
	ChainID *big.Int
	// Chain answers ERC-1271 and ERC-6492 checks of wallet contracts; nil accepts EOAs only.
	Chain siwx.Chain
	// Store keeps nonces and sessions.
	Store Store
	// SessionTTL is a session's lifetime (default DefaultSessionTTL); ChallengeTTL how long an issued
	// nonce can be used (default 5 minutes); MaxAge how old a message's issuedAt may be (default 5
	// minutes).
	SessionTTL, ChallengeTTL, MaxAge time.Duration
	// MaxOutstandingNonces bounds the nonces issued and not yet expired (default
	// DefaultMaxOutstandingNonces).
	MaxOutstandingNonces int
	// Quotas, when set, bound per client (quota.ClientOf the request's context) the nonces and
	// challenges minted (quota.SignInNonces) and the signed sign-ins checked (quota.SignInAttempts),
	// before the store or the node is asked; nil bounds only the outstanding nonces.
	Quotas *quota.Set
	// Now is the clock (default time.Now).
	Now    func() time.Time
	Logger *slog.Logger
}

// Service issues nonces and challenges, verifies sign-ins, and keeps sessions.
type Service struct {
	cfg Config

	once   sync.Once
	ver    *siwx.Verifier
	origin *url.URL
	verErr error
}

// New checks cfg and returns a Service.
func New(cfg Config) (*Service, error) {
	var problems []string
	if cfg.Origin == nil {
		problems = append(problems, "Origin is required")
	}
	if cfg.ChainID == nil || cfg.ChainID.Sign() <= 0 {
		problems = append(problems, "ChainID is required")
	}
	if cfg.Store == nil {
		problems = append(problems, "Store is required")
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("signin: %s", strings.Join(problems, "; "))
	}
	if cfg.SessionTTL <= 0 {
		cfg.SessionTTL = DefaultSessionTTL
	}
	if cfg.MaxOutstandingNonces <= 0 {
		cfg.MaxOutstandingNonces = DefaultMaxOutstandingNonces
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	return &Service{cfg: cfg}, nil
}

// verifier builds the sign-in verifier on first use (the origin may be known only once the HTTP
// server is bound).
func (s *Service) verifier() (*siwx.Verifier, *url.URL, error) {
	s.once.Do(func() {
		raw := s.cfg.Origin()
		u, err := url.Parse(raw)
		if err != nil || u.Host == "" {
			s.verErr = fmt.Errorf("signin: origin %q is not a URL with a host", raw)
			return
		}
		s.origin = &url.URL{Scheme: u.Scheme, Host: u.Host}
		s.ver, s.verErr = siwx.NewVerifier(siwx.Config{
			Origin: s.origin.String(), Chains: map[string]siwx.Chain{siwx.CAIP2(s.cfg.ChainID.Uint64()): s.cfg.Chain},
			Nonces: s.cfg.Store, MaxAge: s.cfg.MaxAge, ChallengeTTL: s.cfg.ChallengeTTL, Now: s.cfg.Now,
		})
	})
	return s.ver, s.origin, s.verErr
}

// Origin is the origin sign-ins must name (scheme://host[:port]).
func (s *Service) Origin() (string, error) {
	_, o, err := s.verifier()
	if err != nil {
		return "", err
	}
	return o.String(), nil
}

// ChainID is the CAIP-2 chain sign-ins are accepted on.
func (s *Service) ChainID() string { return siwx.CAIP2(s.cfg.ChainID.Uint64()) }

// ErrTooManyNonces means the bound of outstanding nonces is reached (answer 429; it clears as nonces
// expire).
var ErrTooManyNonces = errors.New("signin: too many sign-in nonces outstanding; retry in a minute")

func (s *Service) admitNonce(ctx context.Context) error {
	if err := s.cfg.Quotas.Allow(ctx, quota.SignInNonces); err != nil {
		return err
	}
	n, err := s.cfg.Store.OutstandingSignInNonces(ctx, s.cfg.Now(), s.cfg.MaxOutstandingNonces)
	if err != nil {
		return err
	}
	if n >= s.cfg.MaxOutstandingNonces {
		return ErrTooManyNonces
	}
	return nil
}

// Challenge issues a sign-in-with-x challenge (a stored single-use nonce) for resourceURL, to put into
// a 402's extensions["sign-in-with-x"] or answer a caller who must sign in. statement "" is
// DefaultStatement.
func (s *Service) Challenge(ctx context.Context, resourceURL, statement string) (siwx.Extension, error) {
	v, origin, err := s.verifier()
	if err != nil {
		return siwx.Extension{}, err
	}
	if resourceURL == "" {
		resourceURL = origin.String() + "/"
	}
	if statement == "" {
		statement = DefaultStatement
	}
	if err := s.admitNonce(ctx); err != nil {
		return siwx.Extension{}, err
	}
	return v.Challenge(ctx, resourceURL, statement)
}

// Identity is who a request proved to be.
type Identity struct {
	Address common.Address
	// ChainID is the CAIP-2 chain the address signed in on.
	ChainID string
	// Via is how: ViaSession (a bearer token or the session cookie) or ViaHeader (a SIGN-IN-WITH-X
	// header, good for that request only).
	Via string
	// ExpiresAt is when a session ends (zero for ViaHeader).
	ExpiresAt time.Time
}

// How a request signed in.
const (
	ViaSession = "session"
	ViaHeader  = "sign-in-with-x"
)

// ErrNoCredentials means the request carries no sign-in at all (no Authorization, no SIGN-IN-WITH-X,
// no session cookie).
var ErrNoCredentials = errors.New("signin: the request carries no sign-in")

// Refusal is a sign-in the request presented and that is refused: answer 401 with Code and Message.
// Code is one of the official sign-in-with-x reason codes (invalid_siwx_nonce, invalid_siwx_expired,
// ...) for a refused message, or "unauthorized" for an unknown or expired session.
type Refusal struct {
	Code    string
	Message string
}

func (r *Refusal) Error() string { return "signin: " + r.Code + ": " + r.Message }

// Authenticate returns the address a request proves: from its bearer token, its SIGN-IN-WITH-X header
// or its session cookie, in that order. It returns ErrNoCredentials when there is none, a *Refusal when
// the one presented is refused, and any other error when the store or the chain cannot be asked (answer
// 503). A SIGN-IN-WITH-X header's nonce is spent by this call.
func (s *Service) Authenticate(r *http.Request) (Identity, error) {
	ctx := r.Context()
	if h := r.Header.Get("Authorization"); h != "" {
		scheme, token, _ := strings.Cut(h, " ")
		if !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(token) == "" {
			return Identity{}, &Refusal{Code: wire.CodeUnauthorized, Message: "the Authorization header must be \"Bearer <token>\" with the token POST /v1/signin answered"}
		}
		return s.session(ctx, strings.TrimSpace(token))
	}
	if h := r.Header.Get(siwx.HeaderName); h != "" {
		return s.verifyHeader(ctx, h)
	}
	if c, err := r.Cookie(CookieName); err == nil && c.Value != "" {
		return s.session(ctx, c.Value)
	}
	return Identity{}, ErrNoCredentials
}

func (s *Service) session(ctx context.Context, token string) (Identity, error) {
	sess, ok, err := s.cfg.Store.SessionByKey(ctx, store.SessionKey(token), s.cfg.Now())
	if err != nil {
		return Identity{}, err
	}
	if !ok {
		return Identity{}, &Refusal{Code: wire.CodeUnauthorized, Message: "the session is unknown or has expired: sign in again (POST /v1/signin)"}
	}
	return Identity{Address: sess.Address, ChainID: sess.ChainID, Via: ViaSession, ExpiresAt: sess.ExpiresAt}, nil
}

func (s *Service) verifyHeader(ctx context.Context, header string) (Identity, error) {
	if err := s.cfg.Quotas.Allow(ctx, quota.SignInAttempts); err != nil {
		return Identity{}, err
	}
	p, err := siwx.DecodeHeader(header)
	if err != nil {
		return Identity{}, refusal(err)
	}
	return s.verify(ctx, func(v *siwx.Verifier) (common.Address, error) { return v.Verify(ctx, p) }, p.ChainID)
}

func (s *Service) verify(ctx context.Context, check func(*siwx.Verifier) (common.Address, error), chain string) (Identity, error) {
	v, _, err := s.verifier()
	if err != nil {
		return Identity{}, err
	}
	addr, err := check(v)
	if err != nil {
		return Identity{}, refusal(err)
	}
	return Identity{Address: addr, ChainID: chain, Via: ViaHeader}, nil
}

// refusal turns a sign-in verdict into a *Refusal; infrastructure errors pass through.
func refusal(err error) error {
	var e *siwx.Error
	if errors.As(err, &e) {
		return &Refusal{Code: e.Reason, Message: e.Message}
	}
	return err
}

type ctxKey struct{}

// WithIdentity returns ctx carrying id (FromContext reads it).
func WithIdentity(ctx context.Context, id Identity) context.Context {
	return context.WithValue(ctx, ctxKey{}, id)
}

// FromContext returns the identity Middleware or Require put into a request's context.
func FromContext(ctx context.Context) (Identity, bool) {
	id, ok := ctx.Value(ctxKey{}).(Identity)
	return id, ok
}

// Middleware authenticates requests that carry a sign-in and passes them on with the identity in their
// context (FromContext); requests without one pass unchanged; a refused sign-in is answered 401 and a
// store or chain failure 503, without calling next.
func (s *Service) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := s.Authenticate(r)
		switch {
		case errors.Is(err, ErrNoCredentials):
			next.ServeHTTP(w, r)
		case err != nil:
			s.writeAuthError(w, err)
		default:
			next.ServeHTTP(w, r.WithContext(WithIdentity(r.Context(), id)))
		}
	})
}

// Require is Middleware that also answers 401 to requests without a sign-in.
func (s *Service) Require(next http.Handler) http.Handler {
	return s.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, ok := FromContext(r.Context()); !ok {
			s.writeAuthError(w, &Refusal{Code: wire.CodeUnauthorized,
				Message: "sign in first: POST /v1/signin with a Sign-In with Ethereum message (nonce from GET /v1/signin/nonce), then send Authorization: Bearer <token>"})
			return
		}
		next.ServeHTTP(w, r)
	}))
}

// WriteError answers an Authenticate error: 401 for a *Refusal (with WWW-Authenticate), 429 for
// ErrTooManyNonces and a spent quota (*quota.Exceeded, with its Retry-After), 503 otherwise.
func (s *Service) WriteError(w http.ResponseWriter, err error) { s.writeAuthError(w, err) }

func (s *Service) writeAuthError(w http.ResponseWriter, err error) {
	var rf *Refusal
	switch {
	case quota.WriteHTTP(w, err):
	case errors.As(err, &rf):
		w.Header().Set("WWW-Authenticate", `Bearer realm="asa", error="invalid_token"`)
		writeJSON(w, http.StatusUnauthorized, wire.ErrorBody{Error: wire.ErrorDetail{Code: rf.Code, Message: rf.Message}})
	case errors.Is(err, ErrTooManyNonces):
		w.Header().Set("Retry-After", "60")
		writeJSON(w, http.StatusTooManyRequests, wire.ErrorBody{Error: wire.ErrorDetail{Code: wire.CodeTooManyRequests, Message: err.Error()}})
	default:
		s.cfg.Logger.Error("sign-in: store or chain unavailable", "err", err)
		w.Header().Set("Retry-After", "2")
		writeJSON(w, http.StatusServiceUnavailable, wire.ErrorBody{Error: wire.ErrorDetail{Code: wire.CodeUnavailable,
			Message: "the daemon cannot check sign-ins right now (store or chain unavailable); retry shortly"}})
	}
}

// Handlers are the sign-in routes, by mux pattern:
//   - GET /v1/signin/nonce: a nonce and the domain, URI and chain a message must name (with ?address=,
//     also the message for that address, ready to sign);
//   - POST /v1/signin/challenge: a sign-in-with-x challenge (optional body wire.ChallengeRequest);
//   - POST /v1/signin: a signed message (wire.SignInRequest) or SIGN-IN-WITH-X header -> a session;
//   - GET /v1/signin: the caller's session; DELETE /v1/signin: end it.
func (s *Service) Handlers() map[string]http.Handler {
	return map[string]http.Handler{
		"GET /v1/signin/nonce":      http.HandlerFunc(s.serveNonce),
		"POST /v1/signin/challenge": http.HandlerFunc(s.serveChallenge),
		"POST /v1/signin":           http.HandlerFunc(s.serveSignIn),
		"GET /v1/signin":            http.HandlerFunc(s.serveWhoAmI),
		"DELETE /v1/signin":         http.HandlerFunc(s.serveSignOut),
	}
}

func (s *Service) serveNonce(w http.ResponseWriter, r *http.Request) {
	var addr *common.Address
	if a := r.URL.Query().Get("address"); a != "" {
		if !common.IsHexAddress(a) || !strings.HasPrefix(a, "0x") {
			writeJSON(w, http.StatusBadRequest, wire.ErrorBody{Error: wire.ErrorDetail{Code: wire.CodeInvalidField,
				Message: fmt.Sprintf("query parameter address must be a 0x address, got %q", a)}})
			return
		}
		parsed := common.HexToAddress(a)
		addr = &parsed
	}
	_, origin, err := s.verifier()
	if err != nil {
		s.writeAuthError(w, err)
		return
	}
	if err := s.admitNonce(r.Context()); err != nil {
		s.writeAuthError(w, err)
		return
	}
	nonce, err := siwx.NewNonce()
	if err != nil {
		s.writeAuthError(w, err)
		return
	}
	ttl := s.cfg.ChallengeTTL
	if ttl <= 0 {
		ttl = siwx.DefaultChallengeTTL
	}
	exp := s.cfg.Now().Add(ttl)
	if err := s.cfg.Store.SaveSignInNonce(r.Context(), nonce, exp); err != nil {
		s.writeAuthError(w, err)
		return
	}
	resp := wire.NonceResponse{Nonce: nonce, ExpiresAt: exp.UTC().Format(time.RFC3339), Domain: origin.Host,
		URI: origin.String() + "/", ChainID: s.cfg.ChainID.Uint64()}
	if addr != nil {
		// The message itself, for a browser wallet to personal_sign as it is (a page need not render EIP-4361
		// nor EIP-55 checksum the address itself).
		statement := DefaultStatement
		resp.Message = siwx.Message{Domain: resp.Domain, Address: addr.Hex(), Statement: &statement, URI: resp.URI, Version: "1",
			ChainID: resp.ChainID, Nonce: nonce, IssuedAt: s.cfg.Now().UTC().Format(time.RFC3339), ExpirationTime: resp.ExpiresAt}.String()
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, resp)
}

func (s *Service) serveChallenge(w http.ResponseWriter, r *http.Request) {
	var req wire.ChallengeRequest
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 8<<10))
	if err == nil && len(strings.TrimSpace(string(body))) > 0 {
		err = json.Unmarshal(body, &req)
	}
	if err != nil {
		writeJSON(w, http.StatusBadRequest, wire.ErrorBody{Error: wire.ErrorDetail{Code: wire.CodeMalformedJSON,
			Message: "the body must be empty or {\"resource\": URL, \"statement\": text}: " + err.Error()}})
		return
	}
	if len(req.Statement) > 512 || strings.ContainsAny(req.Statement, "\n\r") {
		writeJSON(w, http.StatusBadRequest, wire.ErrorBody{Error: wire.ErrorDetail{Code: wire.CodeInvalidField, Message: "statement must be one line of at most 512 characters"}})
		return
	}
	ch, err := s.Challenge(r.Context(), req.Resource, req.Statement)
	if err != nil {
		s.writeAuthError(w, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, ch)
}

func (s *Service) serveSignIn(w http.ResponseWriter, r *http.Request) {
	var id Identity
	var err error
	if h := r.Header.Get(siwx.HeaderName); h != "" {
		id, err = s.verifyHeader(r.Context(), h)
	} else {
		var req wire.SignInRequest
		body, rerr := io.ReadAll(http.MaxBytesReader(w, r.Body, maxSignInBody))
		if rerr == nil {
			rerr = json.Unmarshal(body, &req)
		}
		if qerr := s.cfg.Quotas.Allow(r.Context(), quota.SignInAttempts); qerr != nil {
			s.writeAuthError(w, qerr)
			return
		}
		if rerr != nil || req.Message == "" || req.Signature == "" {
			msg := "the body must be {\"message\": EIP-4361 text, \"signature\": 0x hex}, or send the SIGN-IN-WITH-X header"
			if rerr != nil {
				msg += ": " + rerr.Error()
			}
			writeJSON(w, http.StatusBadRequest, wire.ErrorBody{Error: wire.ErrorDetail{Code: wire.CodeMalformedJSON, Message: msg}})
			return
		}
		id, err = s.verify(r.Context(), func(v *siwx.Verifier) (common.Address, error) {
			return v.VerifyMessage(r.Context(), req.Message, req.Signature)
		}, s.ChainID())
	}
	if err != nil {
		s.writeAuthError(w, err)
		return
	}
	token, err := newToken()
	if err != nil {
		s.writeAuthError(w, err)
		return
	}
	now := s.cfg.Now()
	sess := store.Session{Address: id.Address, ChainID: id.ChainID, CreatedAt: now, ExpiresAt: now.Add(s.cfg.SessionTTL)}
	if err := s.cfg.Store.CreateSession(r.Context(), store.SessionKey(token), sess); err != nil {
		s.writeAuthError(w, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: CookieName, Value: token, Path: "/", Expires: sess.ExpiresAt, HttpOnly: true,
		SameSite: http.SameSiteStrictMode, Secure: s.origin != nil && s.origin.Scheme == "https"})
	w.Header().Set("Cache-Control", "no-store")
	s.cfg.Logger.Info("signed in", "address", id.Address, "chain", id.ChainID, "until", sess.ExpiresAt.UTC().Format(time.RFC3339))
	writeJSON(w, http.StatusOK, wire.SessionResponse{Token: token, Address: id.Address, ChainID: id.ChainID, ExpiresAt: sess.ExpiresAt.UTC().Format(time.RFC3339)})
}

func (s *Service) serveWhoAmI(w http.ResponseWriter, r *http.Request) {
	id, err := s.Authenticate(r)
	if errors.Is(err, ErrNoCredentials) {
		err = &Refusal{Code: wire.CodeUnauthorized, Message: "not signed in: POST /v1/signin"}
	}
	if err != nil {
		s.writeAuthError(w, err)
		return
	}
	resp := wire.SessionResponse{Address: id.Address, ChainID: id.ChainID}
	if !id.ExpiresAt.IsZero() {
		resp.ExpiresAt = id.ExpiresAt.UTC().Format(time.RFC3339)
	}
	writeJSON(w, http.StatusOK, resp)
}

func (s *Service) serveSignOut(w http.ResponseWriter, r *http.Request) {
	token := ""
	if h := r.Header.Get("Authorization"); h != "" {
		if scheme, t, _ := strings.Cut(h, " "); strings.EqualFold(scheme, "Bearer") {
			token = strings.TrimSpace(t)
		}
	} else if c, err := r.Cookie(CookieName); err == nil {
		token = c.Value
	}
	if token == "" {
		s.writeAuthError(w, &Refusal{Code: wire.CodeUnauthorized, Message: "no session to end: send Authorization: Bearer <token>"})
		return
	}
	if err := s.cfg.Store.DeleteSession(r.Context(), store.SessionKey(token)); err != nil {
		s.writeAuthError(w, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: CookieName, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteStrictMode})
	w.WriteHeader(http.StatusNoContent)
}

// newToken returns a session token: TokenPrefix and 32 random bytes, base64url.
func newToken() (string, error) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("signin: token: %w", err)
	}
	return TokenPrefix + base64.RawURLEncoding.EncodeToString(b[:]), nil
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
