package leader

import (
	"fmt"

	"github.com/prometheus/client_golang/prometheus"
)

// Metrics receives an elector's events. NoopMetrics ignores them; PrometheusMetrics exports them.
type Metrics interface {
	// Leading reports whether this replica holds the lease now, and its token.
	Leading(lease string, on bool, token uint64)
	// TermStarted counts terms won by this replica.
	TermStarted(lease string)
	// TermEnded counts terms that ended, by reason (EndLost, EndExpired, EndStopped).
	TermEnded(lease, reason string)
	// RenewFailed counts renewals that could not reach the database.
	RenewFailed(lease string)
}

// NoopMetrics discards all metrics.
type NoopMetrics struct{}

var _ Metrics = NoopMetrics{}

// Leading implements Metrics.
func (NoopMetrics) Leading(string, bool, uint64) {}

// TermStarted implements Metrics.
func (NoopMetrics) TermStarted(string) {}

// TermEnded implements Metrics.
func (NoopMetrics) TermEnded(string, string) {}

// RenewFailed implements Metrics.
func (NoopMetrics) RenewFailed(string) {}

// PrometheusMetrics exports "<namespace>_leader_*", labelled by lease, with the replica's id as a constant
// label: summed over replicas, asa_leader_leading says which replica leads which signer.
type PrometheusMetrics struct {
	leading    *prometheus.GaugeVec
	token      *prometheus.GaugeVec
	terms      *prometheus.CounterVec
	ended      *prometheus.CounterVec
	renewFails *prometheus.CounterVec
}

var _ Metrics = (*PrometheusMetrics)(nil)

// NewPrometheusMetrics registers the collectors for replica on reg.
func NewPrometheusMetrics(reg prometheus.Registerer, namespace, replica string) (*PrometheusMetrics, error) {
	labels := prometheus.Labels{"replica": replica}
	m := &PrometheusMetrics{
		leading: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: namespace, Subsystem: "leader", Name: "leading", ConstLabels: labels,
			Help: "1 while this replica holds the lease (sends for the signer, or writes chain state), else 0."}, []string{"lease"}),
		token: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: namespace, Subsystem: "leader", Name: "token", ConstLabels: labels,
			Help: "Fencing token of this replica's current term of the lease (0 while following)."}, []string{"lease"}),
		terms: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: "leader", Name: "terms_total", ConstLabels: labels,
			Help: "Terms of the lease this replica won (each one a takeover or a first election)."}, []string{"lease"}),
		ended: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: "leader", Name: "terms_ended_total", ConstLabels: labels,
			Help: "Terms of this replica that ended, by reason: lost (taken by another), expired (not renewed in time), stopped."}, []string{"lease", "reason"}),
		renewFails: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: "leader", Name: "renew_failures_total", ConstLabels: labels,
			Help: "Lease renewals that could not reach the database."}, []string{"lease"}),
	}
	for _, c := range []prometheus.Collector{m.leading, m.token, m.terms, m.ended, m.renewFails} {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("leader: register metrics: %w", err)
		}
	}
	return m, nil
}

// Leading implements Metrics.
func (m *PrometheusMetrics) Leading(lease string, on bool, token uint64) {
	v := 0.0
	if on {
		v = 1
	}
	m.leading.WithLabelValues(lease).Set(v)
	m.token.WithLabelValues(lease).Set(float64(token))
	// The counters of the lease exist (at 0) from its first report, so that increase() and alerts on them
	// work before the first takeover.
	m.terms.WithLabelValues(lease)
	m.renewFails.WithLabelValues(lease)
	for _, r := range []string{EndLost, EndExpired, EndStopped} {
		m.ended.WithLabelValues(lease, r)
	}
}

// TermStarted implements Metrics.
func (m *PrometheusMetrics) TermStarted(lease string) { m.terms.WithLabelValues(lease).Inc() }

// TermEnded implements Metrics.
func (m *PrometheusMetrics) TermEnded(lease, reason string) {
	m.ended.WithLabelValues(lease, reason).Inc()
}

// RenewFailed implements Metrics.
func (m *PrometheusMetrics) RenewFailed(lease string) { m.renewFails.WithLabelValues(lease).Inc() }
