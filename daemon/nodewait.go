package daemon

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/asa-escrow/asa/internal/nodeconn"
	"github.com/asa-escrow/asa/internal/redact"
)

// ErrNodeWait is the error of a request's chain read that the node did not answer within the daemon's
// nodeWait: the API answers it with 503 and Retry-After (the caller retries; nothing was stored or sent).
var ErrNodeWait = errors.New("the chain node did not answer in time")

// nodeMetrics count what the node made HTTP requests wait for; newNodeMetrics also exports readiness and
// the node's liveness as seen by the daemon's own calls. None of them asks the node at scrape time.
type nodeMetrics struct {
	timeouts *prometheus.CounterVec // asa_node_wait_timeouts_total{call}
}

func newNodeMetrics(reg prometheus.Registerer, s *Service) (*nodeMetrics, error) {
	m := &nodeMetrics{
		timeouts: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "asa", Subsystem: "node", Name: "wait_timeouts_total",
			Help: "Chain reads of HTTP requests cut at nodeWait (each answered 503 with Retry-After), by call."}, []string{"call"}),
	}
	ready := prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: "asa", Name: "ready",
		Help: "1 when /readyz would answer 200 now, 0 when 503 (the same checks; the node is judged by its answers to the daemon's own calls)."},
		func() float64 {
			ctx, cancel := context.WithTimeout(context.Background(), s.cfg.nodeWait())
			defer cancel()
			if s.ready(ctx) != nil {
				return 0
			}
			return 1
		})
	answering := prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: "asa", Subsystem: "node", Name: "answering",
		Help: "1 unless the chain node has left every call unanswered, or failed every call, for longer than nodeWait."},
		func() float64 {
			if s.nodeReady() != nil {
				return 0
			}
			return 1
		})
	answer := prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: "asa", Subsystem: "node", Name: "last_answer_timestamp_seconds",
		Help: "Unix time of the chain node's last answer to any of the daemon's calls over HTTP (0 before the first)."},
		func() float64 {
			t := s.nodeHealth.LastAnswer()
			if t.IsZero() {
				return 0
			}
			return float64(t.UnixNano()) / 1e9
		})
	for _, c := range []prometheus.Collector{m.timeouts, ready, answering, answer} {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("daemon: metrics: %w", err)
		}
	}
	for _, call := range []string{"chain_time", "eth_call", "eth_getCode", "header", "receipt", "transaction"} {
		m.timeouts.WithLabelValues(call)
	}
	return m, nil
}

// headCache is the single flight of the chain-head read behind chainTime: one read at a time, its
// answer or its failure remembered briefly, and no caller waits for it longer than nodeWait.
type headCache struct {
	mu     sync.Mutex
	flight chan struct{} // open while a read runs; closed when it ends
	time   time.Time     // the last head's timestamp
	at     time.Time     // when it was read
	err    error         // the last read's failure (nil after a success)
	errAt  time.Time
}

// chainTime is the latest block's time: deadlines on chain are block timestamps, not wall time. The
// watcher's last head serves while it is fresh; otherwise one read of the node runs at a time (bounded by
// the RPC timeout) and every caller shares it, waiting at most nodeWait; an answer and a failure are both
// remembered briefly, so callers do not queue behind a hung node one timeout after another. An
// unreachable node is an error, never the wall clock.
func (s *Service) chainTime() (time.Time, error) {
	fresh := max(2*time.Duration(s.cfg.PollInterval), time.Second)
	if w := s.writer.current(); w != nil {
		if head, at, ok := w.Head(); ok && time.Since(at) < fresh {
			return time.Unix(int64(head.Time), 0), nil
		}
	}
	keep := min(time.Duration(s.cfg.PollInterval), time.Second)
	h := &s.head
	h.mu.Lock()
	switch {
	case !h.at.IsZero() && time.Since(h.at) < keep:
		t := h.time
		h.mu.Unlock()
		return t, nil
	case h.err != nil && time.Since(h.errAt) < keep:
		err := h.err
		h.mu.Unlock()
		return time.Time{}, err
	}
	if h.flight == nil {
		h.flight = make(chan struct{})
		go s.readHead(h.flight)
	} else if err := nodeStalled(s.nodeHealth, s.cfg.nodeWait()); err != nil {
		h.mu.Unlock()
		s.nodeM.timeouts.WithLabelValues("chain_time").Inc()
		return time.Time{}, fmt.Errorf("chain head: %w", err)
	}
	flight := h.flight
	h.mu.Unlock()
	timer := time.NewTimer(s.cfg.nodeWait())
	defer timer.Stop()
	select {
	case <-flight:
	case <-timer.C:
		s.nodeM.timeouts.WithLabelValues("chain_time").Inc()
		return time.Time{}, fmt.Errorf("chain head: %w within %s: %w", ErrNodeWait, s.cfg.nodeWait(), context.DeadlineExceeded)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.err != nil && h.errAt.After(h.at) {
		return time.Time{}, h.err
	}
	return h.time, nil
}

// readHead is the one read of the chain head in flight; it closes flight when done.
func (s *Service) readHead(flight chan struct{}) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(s.cfg.RPCTimeout))
	defer cancel()
	hdr, err := s.client.HeaderByNumber(ctx, nil)
	h := &s.head
	h.mu.Lock()
	defer h.mu.Unlock()
	if err != nil {
		h.err, h.errAt = fmt.Errorf("chain head: %w", redact.Error(err, s.cfg.RPC)), time.Now()
	} else {
		h.time, h.at, h.err = time.Unix(int64(hdr.Time), 0), time.Now(), nil
	}
	h.flight = nil
	close(flight)
}

// cachedChainTime is the newest chain time the daemon already knows (the watcher's head, or the last
// chainTime read) if it is at most maxAge old; it never asks the node (for /metrics).
func (s *Service) cachedChainTime(maxAge time.Duration) (time.Time, error) {
	var best time.Time
	var bestAt time.Time
	if w := s.writer.current(); w != nil {
		if head, at, ok := w.Head(); ok {
			best, bestAt = time.Unix(int64(head.Time), 0), at
		}
	}
	s.head.mu.Lock()
	if s.head.at.After(bestAt) {
		best, bestAt = s.head.time, s.head.at
	}
	s.head.mu.Unlock()
	if bestAt.IsZero() || time.Since(bestAt) > maxAge {
		return time.Time{}, errors.New("chain time not known lately")
	}
	return best, nil
}

// nodeReady reports whether the node answers the daemon's own calls (nodeconn.Health): a node that
// leaves every call unanswered, or fails every call, for longer than nodeWait is not ready.
func (s *Service) nodeReady() error {
	return s.nodeHealth.Check(s.cfg.nodeWait())
}

// publicReason is what /readyz tells an outsider about err, a check's failure: a short reason, never a
// URL, a node's error text or a database's.
func publicReason(check string, err error) error {
	msg := err.Error()
	switch {
	case check == "node":
		return errors.New("the chain node is not answering")
	case check == "store":
		return errors.New("the store is unavailable")
	case check == "store-write":
		return errors.New("the store refuses writes")
	case check == "watcher":
		return errors.New("the chain view is behind (the node's answers are missing)")
	case check == "chain-lease":
		return errors.New("no replica keeps the chain view")
	case check == "signer" && strings.Contains(msg, "cannot pay for gas"):
		// txmgr's Health: "sender 0x... cannot pay for gas: ..." (the address is public).
		return fmt.Errorf("transaction manager: %s (fund it)", strings.SplitN(msg, ":", 2)[0])
	case check == "signer":
		return errors.New("the transaction manager cannot reach the chain")
	default:
		return fmt.Errorf("the %s cannot work now", check)
	}
}

// nodeStalled is ErrNodeWait while the node is known not to answer (a call has waited longer than wait with
// no answer since, or every call has failed that long) and another call is already waiting for it: that
// call is the probe whose answer ends the stall, and nobody else waits behind it. With no call in flight
// the next one goes through (and is the probe).
func nodeStalled(h *nodeconn.Health, wait time.Duration) error {
	if err := h.Check(wait); err != nil && h.InFlight() > 0 {
		return fmt.Errorf("%w (%w): %w", ErrNodeWait, err, context.DeadlineExceeded)
	}
	return nil
}

// boundedNode is the node as HTTP handlers reach it: every read is cut at nodeWait (ErrNodeWait,
// counted), and every eth_call made for a caller runs with an explicit gas cap, so a contract wallet
// whose isValidSignature burns gas costs the node at most that much. It satisfies the paywall's Backend
// (reads other than these go through the embedded client with the RPC timeout).
type boundedNode struct {
	*ethclient.Client
	wait   time.Duration
	gas    uint64
	m      *nodeMetrics
	health *nodeconn.Health
	raw    string // the RPC URL, whose secrets no error may show
}

// bound gives a call nodeWait; while the node is known not to answer (see nodeStalled), it fails the
// call at once: a request's second read does not wait again behind a hung node, nor do other requests.
func (b boundedNode) bound(ctx context.Context, call string) (context.Context, context.CancelFunc, error) {
	if err := nodeStalled(b.health, b.wait); err != nil {
		b.m.timeouts.WithLabelValues(call).Inc()
		return nil, nil, fmt.Errorf("%s: %w", call, err)
	}
	ctx, cancel := context.WithTimeout(ctx, b.wait)
	return ctx, cancel, nil
}

// done turns the bound's deadline into ErrNodeWait, which also matches context.DeadlineExceeded (the
// caller's own cancellation stays what it is).
func (b boundedNode) done(ctx context.Context, call string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		b.m.timeouts.WithLabelValues(call).Inc()
		return fmt.Errorf("%s: %w within %s: %w", call, ErrNodeWait, b.wait, context.DeadlineExceeded)
	}
	return redact.Error(err, b.raw)
}

// CallContract runs eth_call with at most the gas cap (a caller's larger or unset gas is lowered to it).
func (b boundedNode) CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	if msg.Gas == 0 || msg.Gas > b.gas {
		msg.Gas = b.gas
	}
	ctx, cancel, err := b.bound(ctx, "eth_call")
	if err != nil {
		return nil, err
	}
	defer cancel()
	out, err := b.Client.CallContract(ctx, msg, block)
	return out, b.done(ctx, "eth_call", err)
}

// CodeAt reads a contract's code within nodeWait.
func (b boundedNode) CodeAt(ctx context.Context, a common.Address, block *big.Int) ([]byte, error) {
	ctx, cancel, err := b.bound(ctx, "eth_getCode")
	if err != nil {
		return nil, err
	}
	defer cancel()
	out, err := b.Client.CodeAt(ctx, a, block)
	return out, b.done(ctx, "eth_getCode", err)
}

// HeaderByNumber reads a header within nodeWait.
func (b boundedNode) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	ctx, cancel, err := b.bound(ctx, "header")
	if err != nil {
		return nil, err
	}
	defer cancel()
	h, err := b.Client.HeaderByNumber(ctx, n)
	return h, b.done(ctx, "header", err)
}

// TransactionReceipt reads a receipt within nodeWait.
func (b boundedNode) TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	ctx, cancel, err := b.bound(ctx, "receipt")
	if err != nil {
		return nil, err
	}
	defer cancel()
	r, err := b.Client.TransactionReceipt(ctx, hash)
	return r, b.done(ctx, "receipt", err)
}

// TransactionByHash reads a transaction within nodeWait.
func (b boundedNode) TransactionByHash(ctx context.Context, hash common.Hash) (*types.Transaction, bool, error) {
	ctx, cancel, err := b.bound(ctx, "transaction")
	if err != nil {
		return nil, false, err
	}
	defer cancel()
	tx, pending, err := b.Client.TransactionByHash(ctx, hash)
	return tx, pending, b.done(ctx, "transaction", err)
}
