// Package quota bounds what one outsider can make the daemon do or store: named limits, each a token
// bucket per client (a signed-in address, or an anonymous caller's network address), refused with
// HTTP 429 and a Retry-After, and counted in metrics by limit name (never by client).
//
// A Set holds the daemon's limits. Its Middleware records who a request comes from (the remote IP, or
// with TrustForwardedFor the address the proxy in front appended to X-Forwarded-For; IPv6 clients are
// keyed by their /64) in the request's context; components ask Allow with that context, or AllowKey
// with a key of their own (an address). A nil *Set allows everything.
//
// The buckets live in memory: a restart forgives every client, which costs nothing durable (what a
// client stored stays counted where it is stored). The number of buckets per limit is bounded; when
// it is reached, buckets that are full again (idle clients) are dropped first.
package quota

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net"
	"net/http"
	"net/netip"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/time/rate"

	"github.com/asa-escrow/asa/api/wire"
)

// Limit allows Count events per Per for one client, as a token bucket of Count tokens refilled at
// Count/Per (a client may spend the whole Count at once, then one more every Per/Count). The zero
// Limit is off (no bound). Its text form is "COUNT/PER" ("20/1m", "4194304/1h") or "off".
type Limit struct {
	Count int
	Per   time.Duration
}

// Off reports whether the limit bounds nothing.
func (l Limit) Off() bool { return l.Count <= 0 || l.Per <= 0 }

// String is the text form.
func (l Limit) String() string {
	if l.Off() {
		return "off"
	}
	return strconv.Itoa(l.Count) + "/" + l.Per.String()
}

// ParseLimit reads "COUNT/PER" (PER a Go duration such as 1m or 1h) or "off".
func ParseLimit(s string) (Limit, error) {
	s = strings.TrimSpace(s)
	if s == "off" || s == "" {
		return Limit{}, nil
	}
	n, per, ok := strings.Cut(s, "/")
	if !ok {
		return Limit{}, fmt.Errorf("quota %q: want COUNT/PER such as 20/1m, or off", s)
	}
	count, err := strconv.Atoi(strings.TrimSpace(n))
	if err != nil || count <= 0 {
		return Limit{}, fmt.Errorf("quota %q: COUNT must be a positive integer", s)
	}
	d, err := time.ParseDuration(strings.TrimSpace(per))
	if err != nil || d <= 0 {
		return Limit{}, fmt.Errorf("quota %q: PER must be a positive duration such as 1m", s)
	}
	return Limit{Count: count, Per: d}, nil
}

// MarshalJSON writes the text form.
func (l Limit) MarshalJSON() ([]byte, error) { return json.Marshal(l.String()) }

// UnmarshalJSON reads the text form.
func (l *Limit) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("quota: want a string such as \"20/1m\" or \"off\", got %s", b)
	}
	v, err := ParseLimit(s)
	if err != nil {
		return err
	}
	*l = v
	return nil
}

// Set implements flag.Value.
func (l *Limit) Set(s string) error {
	v, err := ParseLimit(s)
	if err != nil {
		return err
	}
	*l = v
	return nil
}

// Exceeded is a refusal: the client spent its Limit; it may try again after RetryAfter.
type Exceeded struct {
	Limit      string
	RetryAfter time.Duration
	// Never means the request alone is larger than the limit's whole bucket (RetryAfter is then the
	// limit's period: waiting does not help a request this size).
	Never bool
}

func (e *Exceeded) Error() string {
	if e.Never {
		return fmt.Sprintf("quota %s: this request alone exceeds the limit", e.Limit)
	}
	return fmt.Sprintf("quota %s exceeded: retry in %d s", e.Limit, e.Seconds())
}

// Seconds is RetryAfter in whole seconds, rounded up, at least 1 (the Retry-After value).
func (e *Exceeded) Seconds() int {
	s := int(math.Ceil(e.RetryAfter.Seconds()))
	return max(s, 1)
}

// WriteHTTP answers err with 429, Retry-After and the API's error envelope when it is an *Exceeded,
// and reports whether it did.
func WriteHTTP(w http.ResponseWriter, err error) bool {
	var e *Exceeded
	if !errors.As(err, &e) {
		return false
	}
	w.Header().Set("Retry-After", strconv.Itoa(e.Seconds()))
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusTooManyRequests)
	_ = json.NewEncoder(w).Encode(wire.ErrorBody{Error: wire.ErrorDetail{Code: wire.CodeTooManyRequests, Message: e.Error()}})
	return true
}

// DefaultMaxKeys bounds the clients one limit tracks at once.
const DefaultMaxKeys = 100_000

// Options configure a Set.
type Options struct {
	// Limits by name; a name without an entry (or with an Off limit) is not bounded.
	Limits map[string]Limit
	// TrustForwardedFor keys anonymous clients by the last address of X-Forwarded-For (the one the
	// proxy in front appended) instead of the connection's remote address. Only behind a proxy that
	// always sets it: otherwise every caller can name any address and escape its bucket.
	TrustForwardedFor bool
	// MaxKeys bounds the clients tracked per limit (default DefaultMaxKeys).
	MaxKeys int
	// Registerer, when set, gets asa_quota_refused_total{limit} and asa_quota_admitted_total{limit}.
	Registerer prometheus.Registerer
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Set is the daemon's limits.
type Set struct {
	opts     Options
	limiters map[string]*limiter
	refused  *prometheus.CounterVec
	admitted *prometheus.CounterVec
}

// New returns the Set of o's limits, registering its metrics.
func New(o Options) (*Set, error) {
	if o.MaxKeys <= 0 {
		o.MaxKeys = DefaultMaxKeys
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	s := &Set{opts: o, limiters: map[string]*limiter{},
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "asa", Subsystem: "quota", Name: "refused_total",
			Help: "Requests refused (429) by a quota, by limit name."}, []string{"limit"}),
		admitted: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "asa", Subsystem: "quota", Name: "admitted_total",
			Help: "Requests a quota admitted, by limit name."}, []string{"limit"}),
	}
	names := make([]string, 0, len(o.Limits))
	for name := range o.Limits {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		l := o.Limits[name]
		if l.Off() {
			continue
		}
		s.limiters[name] = &limiter{limit: l, max: o.MaxKeys, buckets: map[string]*rate.Limiter{}}
		s.refused.WithLabelValues(name)
		s.admitted.WithLabelValues(name)
	}
	if o.Registerer != nil {
		for _, c := range []prometheus.Collector{s.refused, s.admitted} {
			if err := o.Registerer.Register(c); err != nil {
				return nil, fmt.Errorf("quota: register metrics: %w", err)
			}
		}
	}
	return s, nil
}

// Limit returns the limit named name (Off when unset).
func (s *Set) Limit(name string) Limit {
	if s == nil || s.limiters[name] == nil {
		return Limit{}
	}
	return s.limiters[name].limit
}

// AllowKey spends n tokens of key's bucket of the limit name: nil, or an *Exceeded (nothing spent).
func (s *Set) AllowKey(name, key string, n int) error {
	if s == nil || n <= 0 {
		return nil
	}
	l := s.limiters[name]
	if l == nil {
		return nil
	}
	retry, never := l.take(key, n, s.opts.Now())
	if retry == 0 && !never {
		s.admitted.WithLabelValues(name).Inc()
		return nil
	}
	s.refused.WithLabelValues(name).Inc()
	if never {
		return &Exceeded{Limit: name, RetryAfter: l.limit.Per, Never: true}
	}
	return &Exceeded{Limit: name, RetryAfter: retry}
}

// Allow spends one token of the limit name for the client Middleware found in ctx (a context without
// one is the client "unknown": such callers share one bucket).
func (s *Set) Allow(ctx context.Context, name string) error {
	return s.AllowKey(name, ClientOf(ctx), 1)
}

type ctxKey struct{}

// WithClient returns ctx naming its client key.
func WithClient(ctx context.Context, key string) context.Context {
	return context.WithValue(ctx, ctxKey{}, key)
}

// ClientOf is the client key Middleware put into ctx ("unknown" when none).
func ClientOf(ctx context.Context) string {
	if k, ok := ctx.Value(ctxKey{}).(string); ok && k != "" {
		return k
	}
	return "unknown"
}

// Middleware puts the request's client key (ClientKey) into its context.
func (s *Set) Middleware(next http.Handler) http.Handler {
	trust := s != nil && s.opts.TrustForwardedFor
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(WithClient(r.Context(), ClientKey(r, trust))))
	})
}

// Guard is a handler that spends one token of the limit name for the request's client before next
// runs, answering 429 when it is spent.
func (s *Set) Guard(name string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := s.Allow(r.Context(), name); err != nil {
			WriteHTTP(w, err)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// ClientKey names an anonymous request's client: "ip:" and its remote address (its /64 for IPv6, which
// one subscriber usually holds whole). With trustForwardedFor the last X-Forwarded-For address is used
// when it parses.
func ClientKey(r *http.Request, trustForwardedFor bool) string {
	raw := r.RemoteAddr
	if host, _, err := net.SplitHostPort(raw); err == nil {
		raw = host
	}
	if trustForwardedFor {
		if xff := r.Header.Values("X-Forwarded-For"); len(xff) > 0 {
			parts := strings.Split(xff[len(xff)-1], ",")
			if last := strings.TrimSpace(parts[len(parts)-1]); last != "" {
				if _, err := netip.ParseAddr(last); err == nil {
					raw = last
				}
			}
		}
	}
	a, err := netip.ParseAddr(raw)
	if err != nil {
		return "ip:" + raw
	}
	a = a.Unmap()
	if a.Is6() {
		p, _ := a.Prefix(64)
		return "ip:" + p.String()
	}
	return "ip:" + a.String()
}

// limiter is one limit's buckets.
type limiter struct {
	limit   Limit
	max     int
	mu      sync.Mutex
	buckets map[string]*rate.Limiter
}

// take spends n tokens of key's bucket at now; it returns 0 when they were spent, else how long until
// they could be (nothing is spent), and never when n exceeds the bucket.
func (l *limiter) take(key string, n int, now time.Time) (retry time.Duration, never bool) {
	if n > l.limit.Count {
		return 0, true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[key]
	if b == nil {
		if len(l.buckets) >= l.max {
			l.evict(now)
		}
		b = rate.NewLimiter(rate.Limit(float64(l.limit.Count)/l.limit.Per.Seconds()), l.limit.Count)
		b.SetLimitAt(now, b.Limit()) // start the bucket's clock at now (full)
		l.buckets[key] = b
	}
	res := b.ReserveN(now, n)
	if !res.OK() {
		return 0, true
	}
	if d := res.DelayFrom(now); d > 0 {
		res.CancelAt(now)
		return d, false
	}
	return 0, false
}

// evict drops the buckets that are full again (their clients idle long enough to be forgiven
// entirely); if none is, it drops a tenth of the buckets, arbitrary ones.
func (l *limiter) evict(now time.Time) {
	burst := float64(l.limit.Count)
	for k, b := range l.buckets {
		if b.TokensAt(now) >= burst {
			delete(l.buckets, k)
		}
	}
	if len(l.buckets) < l.max {
		return
	}
	drop := max(l.max/10, 1)
	for k := range l.buckets {
		if drop == 0 {
			break
		}
		delete(l.buckets, k)
		drop--
	}
}

// The daemon's limit names (the limit label of the metrics). "Per client" is an anonymous caller's
// network address (ClientKey); "per address" a signed-in address.
const (
	// SignInNonces: sign-in nonces and challenges minted per client (GET /v1/signin/nonce, POST
	// /v1/signin/challenge, the sign-in-with-x challenge of a 402).
	SignInNonces = "signin_nonces"
	// SignInAttempts: signed sign-ins checked per client (POST /v1/signin, a SIGN-IN-WITH-X header).
	SignInAttempts = "signin_attempts"
	// X402Requests: facilitator calls per client (POST /x402/verify, /x402/settle), and every request of a
	// payment route (fund, collateral, a ledger deposit), with a payment or without (its 402 reads the chain).
	X402Requests = "x402_requests"
	// A2ARequests: A2A JSON-RPC calls per client (POST /a2a).
	A2ARequests = "a2a_requests"
	// A2AMessageBytes: bytes of A2A messages stored per signed-in address.
	A2AMessageBytes = "a2a_message_bytes"
	// A2AClientBytes: bytes of A2A messages stored per client, whatever address it signed in with (a
	// client that signs in with fresh wallets shares one bound).
	A2AClientBytes = "a2a_client_bytes"
	// A2ATasks: A2A tasks created per signed-in address.
	A2ATasks = "a2a_tasks"
	// ContractChecks: ERC-1271 signature checks (an eth_call each) per client, for signatures posted to
	// the result intake and the acceptance relay that are not their signer's ECDSA signature; and the
	// intake's reads of a pool-judged job's evaluators on chain, for a signer the daemon's view does not
	// show as one (an appointment it has not folded yet).
	ContractChecks = "contract_checks"
	// CardFetches: A2A Agent Card fetches per client, made when a posted agreement names a party by its
	// card (POST /v1/jobs/{id}/agreement): each is a request to a host the document names.
	CardFetches = "card_fetches"
	// AgentReads: GET /v1/reputation/{agentId} per client: each reads the ERC-8004 registries on chain
	// (the agent, its feedback clients and summaries) and signs an answer per wallet the agent was paid at.
	AgentReads = "agent_reads"
	// PoolReads: evaluator pool reads (an eth_call each: an entry per evaluator and service type, and the
	// pool's rules) per client, made by GET /v1/reputation answers of a daemon whose deployment has a pool.
	PoolReads = "pool_reads"
	// WebhookCreates: requests to create a webhook subscription per client, whatever address it signed in
	// with (the per-address cap alone lets a client that signs in with fresh wallets store subscriptions
	// without end).
	WebhookCreates = "webhook_creates"
)

// AddressKey is the key of a signed-in address's buckets.
func AddressKey(addr fmt.Stringer) string { return "addr:" + strings.ToLower(addr.String()) }
