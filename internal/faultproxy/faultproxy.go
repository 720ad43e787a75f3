// Package faultproxy is a loopback JSON-RPC proxy that misbehaves on purpose, for reliability tests:
// placed between the daemon and its node it passes requests through, or drops the connection, delays,
// resets (TCP RST), answers 5xx or malformed JSON for a share of them, hangs (accepts and never
// answers), or fails everything for an outage. Faults can be limited to some JSON-RPC methods. It is for
// tests and benchmarks only.
package faultproxy

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"sync"
	"time"
)

// Fault is one kind of misbehaviour.
type Fault string

// The faults.
const (
	Drop      Fault = "drop"      // close the connection without an answer
	Delay     Fault = "delay"     // answer after Config.Delay
	Reset     Fault = "reset"     // TCP RST
	Status5xx Fault = "5xx"       // HTTP 502 or 503
	Malformed Fault = "malformed" // HTTP 200 with a body that is not JSON
)

// AllFaults are the faults of the random mix.
var AllFaults = []Fault{Drop, Delay, Reset, Status5xx, Malformed}

// Proxy is a running fault proxy.
type Proxy struct {
	target string
	ln     net.Listener
	srv    *http.Server
	client *http.Client

	mu     sync.Mutex
	rate   float64
	kinds  []Fault
	delay  time.Duration
	match  func(method string, params json.RawMessage) bool
	hang   chan struct{} // closed to release hung requests; nil when not hanging
	outage bool
	rnd    *rand.Rand
	counts map[string]int
}

// Start listens on a free loopback port and forwards to target (an http:// JSON-RPC URL).
func Start(target string) (*Proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("faultproxy: listen: %w", err)
	}
	p := &Proxy{target: target, ln: ln, delay: 2 * time.Second, counts: map[string]int{},
		rnd:    rand.New(rand.NewPCG(1, 2)),
		client: &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}}
	p.srv = &http.Server{Handler: http.HandlerFunc(p.serve), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = p.srv.Serve(ln) }()
	return p, nil
}

// URL is the proxy's JSON-RPC endpoint.
func (p *Proxy) URL() string { return "http://" + p.ln.Addr().String() }

// SetFaults makes a share rate (0..1) of the matching requests misbehave, each with a fault drawn from
// kinds (AllFaults when empty). Rate 0 heals.
func (p *Proxy) SetFaults(rate float64, kinds ...Fault) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(kinds) == 0 {
		kinds = AllFaults
	}
	p.rate, p.kinds = rate, kinds
}

// SetDelay is how long a Delay fault waits (default 2 s).
func (p *Proxy) SetDelay(d time.Duration) {
	p.mu.Lock()
	p.delay = d
	p.mu.Unlock()
}

// Match limits faults, hangs and outages to requests for which match(method, params) holds (for a
// batch: any element); nil matches everything.
func (p *Proxy) Match(match func(method string, params json.RawMessage) bool) {
	p.mu.Lock()
	p.match = match
	p.mu.Unlock()
}

// Hang makes matching requests wait without an answer until Release (or until the client gives up).
func (p *Proxy) Hang() {
	p.mu.Lock()
	if p.hang == nil {
		p.hang = make(chan struct{})
	}
	p.mu.Unlock()
}

// Release answers the hung requests (passing them through) and stops hanging.
func (p *Proxy) Release() {
	p.mu.Lock()
	if p.hang != nil {
		close(p.hang)
		p.hang = nil
	}
	p.mu.Unlock()
}

// Outage resets every matching connection (the node is down) until Heal.
func (p *Proxy) Outage() {
	p.mu.Lock()
	p.outage = true
	p.mu.Unlock()
}

// Heal ends faults, hangs and outages.
func (p *Proxy) Heal() {
	p.mu.Lock()
	p.rate, p.outage = 0, false
	p.mu.Unlock()
	p.Release()
}

// Counts returns how many requests met each fate ("pass", "hang", "outage" and the faults).
func (p *Proxy) Counts() map[string]int {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make(map[string]int, len(p.counts))
	for k, v := range p.counts {
		out[k] = v
	}
	return out
}

// Close stops the proxy (hung requests are released).
func (p *Proxy) Close() error {
	p.Heal()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	err := p.srv.Shutdown(ctx)
	if err != nil {
		_ = p.srv.Close()
	}
	return nil
}

type rpcCall struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

func (p *Proxy) matches(body []byte) bool {
	p.mu.Lock()
	match := p.match
	p.mu.Unlock()
	if match == nil {
		return true
	}
	var calls []rpcCall
	if len(body) > 0 && body[0] == '[' {
		_ = json.Unmarshal(body, &calls)
	} else {
		var c rpcCall
		if json.Unmarshal(body, &c) == nil {
			calls = []rpcCall{c}
		}
	}
	for _, c := range calls {
		if match(c.Method, c.Params) {
			return true
		}
	}
	return false
}

// fate decides what happens to a matching request.
func (p *Proxy) fate() (string, chan struct{}, time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case p.outage:
		return "outage", nil, 0
	case p.hang != nil:
		return "hang", p.hang, 0
	case p.rate > 0 && p.rnd.Float64() < p.rate:
		return string(p.kinds[p.rnd.IntN(len(p.kinds))]), nil, p.delay
	}
	return "pass", nil, 0
}

func (p *Proxy) count(what string) {
	p.mu.Lock()
	p.counts[what]++
	p.mu.Unlock()
}

func (p *Proxy) serve(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 64<<20))
	if err != nil {
		return
	}
	what, hang, delay := "pass", (chan struct{})(nil), time.Duration(0)
	if p.matches(body) {
		what, hang, delay = p.fate()
	}
	p.count(what)
	switch Fault(what) {
	case Drop:
		closeConn(w, false)
		return
	case Reset:
		closeConn(w, true)
		return
	case Status5xx:
		code := http.StatusBadGateway
		if len(body)%2 == 0 {
			code = http.StatusServiceUnavailable
		}
		http.Error(w, "upstream unavailable", code)
		return
	case Malformed:
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":1,"result":`))
		return
	case Delay:
		select {
		case <-time.After(delay):
		case <-r.Context().Done():
			return
		}
	}
	switch what {
	case "outage":
		closeConn(w, true)
		return
	case "hang":
		select {
		case <-hang:
		case <-r.Context().Done():
			return
		}
	}
	p.forward(w, r, body)
}

func (p *Proxy) forward(w http.ResponseWriter, r *http.Request, body []byte) {
	req, err := http.NewRequestWithContext(r.Context(), http.MethodPost, p.target, bytes.NewReader(body))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := p.client.Do(req)
	if err != nil {
		http.Error(w, "node: "+err.Error(), http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	for k, v := range resp.Header {
		w.Header()[k] = v
	}
	w.WriteHeader(resp.StatusCode)
	_, _ = io.Copy(w, resp.Body)
}

// closeConn ends the connection without an answer; reset sends a TCP RST instead of a FIN.
func closeConn(w http.ResponseWriter, reset bool) {
	hj, ok := w.(http.Hijacker)
	if !ok {
		return
	}
	conn, _, err := hj.Hijack()
	if err != nil {
		return
	}
	if tc, ok := conn.(*net.TCPConn); ok && reset {
		_ = tc.SetLinger(0)
	}
	_ = conn.Close()
}
