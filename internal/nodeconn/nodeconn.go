// Package nodeconn dials the chain's JSON-RPC node so that its URL's credentials never leave the process
// and so that the node's liveness is known without asking it. Over HTTP the RPC client is given only
// scheme://host:port; the transport puts the real path, query and basic-auth userinfo back on each
// request, so go-ethereum's errors (`Post "https://host": ...`) cannot quote an API key or a password, and
// an error status's body is scrubbed of them too. The same transport times every call into Health, which
// tells a hung node (calls in flight, none answered) from a quiet one within a bound.
package nodeconn

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/rpc"

	"github.com/asa-escrow/asa/internal/redact"
)

// Options tune Dial.
type Options struct {
	// Timeout bounds every HTTP request to the node (and the dial of a websocket).
	Timeout time.Duration
	// Health, when set, is told of every HTTP call's start and end.
	Health *Health
}

// Dial connects to the node at raw (http, https, ws, wss or an IPC path). No error it returns, and no
// error of the client's calls over HTTP, shows raw's credentials (see package redact). The function it
// returns closes the client and its idle HTTP connections (rpc.Client.Close leaves them open for
// IdleConnTimeout, two goroutines each: a stopped replica would keep them).
func Dial(ctx context.Context, raw string, o Options) (*rpc.Client, func(), error) {
	if o.Timeout <= 0 {
		o.Timeout = 10 * time.Second
	}
	lower := strings.ToLower(raw)
	if !strings.HasPrefix(lower, "http://") && !strings.HasPrefix(lower, "https://") {
		dctx, cancel := context.WithTimeout(ctx, o.Timeout)
		defer cancel()
		c, err := rpc.DialContext(dctx, raw)
		if err != nil {
			return nil, nil, redact.Error(fmt.Errorf("connect %s: %w", redact.URL(raw), err), raw)
		}
		return c, c.Close, nil
	}
	target, err := url.Parse(raw)
	if err != nil || target.Host == "" {
		return nil, nil, fmt.Errorf("rpc URL %s is not a valid URL", redact.URL(raw))
	}
	endpoint := target.Scheme + "://" + target.Host
	base := &http.Transport{
		Proxy:               http.ProxyFromEnvironment,
		DialContext:         (&net.Dialer{Timeout: min(o.Timeout, 5*time.Second), KeepAlive: 30 * time.Second}).DialContext,
		MaxIdleConns:        64,
		MaxIdleConnsPerHost: 64,
		MaxConnsPerHost:     128,
		IdleConnTimeout:     90 * time.Second,
	}
	hc := &http.Client{Timeout: o.Timeout, Transport: &transport{base: base, endpoint: endpoint, target: target, raw: raw, health: o.Health},
		// A redirect would carry the credentials to another address: the node's URL is the one configured.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	c, err := rpc.DialOptions(ctx, endpoint, rpc.WithHTTPClient(hc))
	if err != nil {
		return nil, nil, redact.Error(fmt.Errorf("connect %s: %w", endpoint, err), raw)
	}
	return c, func() { c.Close(); base.CloseIdleConnections() }, nil
}

// transport sends the RPC client's requests for endpoint to target (with its path, query and userinfo).
type transport struct {
	base     http.RoundTripper
	endpoint string
	target   *url.URL
	raw      string
	health   *Health
}

// maxErrorBody bounds the error body kept for the RPC client's HTTPError (go-ethereum reads it whole).
const maxErrorBody = 4 << 10

func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	out := req
	if strings.TrimSuffix(req.URL.String(), "/") == t.endpoint {
		out = req.Clone(req.Context())
		u := *t.target
		u.User = nil
		out.URL = &u
		out.Host = ""
		if t.target.User != nil && out.Header.Get("Authorization") == "" {
			pass, _ := t.target.User.Password()
			out.SetBasicAuth(t.target.User.Username(), pass)
		}
	}
	call := t.health.begin()
	resp, err := t.base.RoundTrip(out)
	if err != nil {
		t.health.end(call, false)
		return nil, redact.Error(err, t.raw)
	}
	if resp.StatusCode < 200 || resp.StatusCode >= 300 {
		t.health.end(call, false)
		body, _ := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
		_ = resp.Body.Close()
		resp.Body = io.NopCloser(bytes.NewReader([]byte(redact.Text(string(body), t.raw))))
		resp.ContentLength = -1
		return resp, nil
	}
	resp.Body = &trackedBody{ReadCloser: resp.Body, done: func(ok bool) { t.health.end(call, ok) }}
	return resp, nil
}

// trackedBody reports the call's end when the answer has been read (EOF: answered) or abandoned.
type trackedBody struct {
	io.ReadCloser
	once sync.Once
	done func(ok bool)
}

func (b *trackedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF {
		b.once.Do(func() { b.done(true) })
	} else if err != nil {
		b.once.Do(func() { b.done(false) })
	}
	return n, err
}

func (b *trackedBody) Close() error {
	// A body closed before EOF is still an answer when the client has decoded it (go-ethereum decodes
	// one JSON value and closes): the node answered.
	b.once.Do(func() { b.done(true) })
	return b.ReadCloser.Close()
}

// Health is the node's liveness as the daemon's own calls see it: no call of its own is made. Its zero
// value is not usable; create it with NewHealth. A nil *Health ignores every report.
type Health struct {
	mu           sync.Mutex
	now          func() time.Time
	inflight     map[uint64]time.Time
	next         uint64
	lastOK       time.Time // when the last successful call ended
	failingSince time.Time // the start of the first failed call since the last success (zero: none)
}

// NewHealth returns a Health on the wall clock.
func NewHealth() *Health {
	return &Health{now: time.Now, inflight: map[uint64]time.Time{}}
}

func (h *Health) begin() uint64 {
	if h == nil {
		return 0
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.next++
	h.inflight[h.next] = h.now()
	return h.next
}

func (h *Health) end(id uint64, ok bool) {
	if h == nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	start, known := h.inflight[id]
	delete(h.inflight, id)
	if !known {
		return
	}
	if ok {
		h.lastOK, h.failingSince = h.now(), time.Time{}
	} else if h.failingSince.IsZero() {
		h.failingSince = start
	}
}

// ErrNoAnswer is the error Check wraps when the node has answered nothing for longer than the bound.
var ErrNoAnswer = errors.New("the chain node is not answering")

// Check reports ErrNoAnswer when, for longer than bound, a call has been in flight without any call being
// answered since it began (a hung node), or every call has failed (a node that refuses or errs). A node
// the daemon has not called lately is not judged.
func (h *Health) Check(bound time.Duration) error {
	if h == nil {
		return nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	now := h.now()
	if !h.failingSince.IsZero() && now.Sub(h.failingSince) > bound {
		return fmt.Errorf("%w: every call failed for %s", ErrNoAnswer, now.Sub(h.failingSince).Round(100*time.Millisecond))
	}
	for _, start := range h.inflight {
		if now.Sub(start) > bound && h.lastOK.Before(start) {
			return fmt.Errorf("%w: a call has waited %s", ErrNoAnswer, now.Sub(start).Round(100*time.Millisecond))
		}
	}
	return nil
}

// InFlight is how many calls are waiting for the node now.
func (h *Health) InFlight() int {
	if h == nil {
		return 0
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.inflight)
}

// LastAnswer is when the node last answered a call (zero before the first).
func (h *Health) LastAnswer() time.Time {
	if h == nil {
		return time.Time{}
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.lastOK
}
