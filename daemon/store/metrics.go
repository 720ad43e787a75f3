package store

import "time"

// Metrics receives the store's write latencies. NoopMetrics discards them; the daemon exports them to
// Prometheus.
type Metrics interface {
	// Write reports one write transaction as its caller saw it: the wait for the write slot plus the
	// group commit it joined (err is the caller's outcome).
	Write(d time.Duration, err error)
	// Commit reports one group commit: how many write transactions shared it and how long it took from
	// BEGIN to COMMIT.
	Commit(group int, d time.Duration, err error)
}

// NoopMetrics discards the store's metrics.
type NoopMetrics struct{}

var _ Metrics = NoopMetrics{}

// Write implements Metrics.
func (NoopMetrics) Write(time.Duration, error) {}

// Commit implements Metrics.
func (NoopMetrics) Commit(int, time.Duration, error) {}
