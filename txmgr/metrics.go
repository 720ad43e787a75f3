package txmgr

import (
	"fmt"

	"github.com/prometheus/client_golang/prometheus"
)

// Metrics receives the manager's events. NoopMetrics ignores them;
// PrometheusMetrics exports them.
type Metrics interface {
	// IntentSubmitted counts a newly created intent.
	IntentSubmitted()
	// IntentFinished counts an intent reaching a final state.
	IntentFinished(state State)
	// TxBroadcast counts a broadcast; kind is "new", "resend" or "bump".
	TxBroadcast(kind string)
	// SendError counts a node error by class.
	SendError(class ErrorClass)
	// Reorged counts a mined transaction that a reorg removed.
	Reorged()
	// OpenIntents reports the number of open intents after a pass.
	OpenIntents(n int)
}

// NoopMetrics discards all metrics.
type NoopMetrics struct{}

var _ Metrics = NoopMetrics{}

// IntentSubmitted implements Metrics.
func (NoopMetrics) IntentSubmitted() {}

// IntentFinished implements Metrics.
func (NoopMetrics) IntentFinished(State) {}

// TxBroadcast implements Metrics.
func (NoopMetrics) TxBroadcast(string) {}

// SendError implements Metrics.
func (NoopMetrics) SendError(ErrorClass) {}

// Reorged implements Metrics.
func (NoopMetrics) Reorged() {}

// OpenIntents implements Metrics.
func (NoopMetrics) OpenIntents(int) {}

// PrometheusMetrics exports the manager's metrics with the prefix
// "<namespace>_txmgr_".
type PrometheusMetrics struct {
	submitted prometheus.Counter
	finished  *prometheus.CounterVec
	broadcast *prometheus.CounterVec
	errors    *prometheus.CounterVec
	reorged   prometheus.Counter
	open      prometheus.Gauge
}

var _ Metrics = (*PrometheusMetrics)(nil)

// NewPrometheusMetrics creates the collectors and registers them with reg.
func NewPrometheusMetrics(reg prometheus.Registerer, namespace string) (*PrometheusMetrics, error) {
	const sub = "txmgr"
	m := &PrometheusMetrics{
		submitted: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "intents_submitted_total", Help: "Intents created."}),
		finished: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "intents_finished_total", Help: "Intents that reached a final state, by state."}, []string{"state"}),
		broadcast: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "tx_broadcasts_total", Help: "Transaction broadcasts, by kind (new, resend, bump)."}, []string{"kind"}),
		errors: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "node_errors_total", Help: "Node errors on send or estimate, by class."}, []string{"class"}),
		reorged: prometheus.NewCounter(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub,
			Name: "reorged_total", Help: "Mined transactions removed by a reorg."}),
		open: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: namespace, Subsystem: sub,
			Name: "open_intents", Help: "Intents not yet final."}),
	}
	for _, c := range []prometheus.Collector{m.submitted, m.finished, m.broadcast, m.errors, m.reorged, m.open} {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("txmgr: register metrics: %w", err)
		}
	}
	return m, nil
}

// IntentSubmitted implements Metrics.
func (m *PrometheusMetrics) IntentSubmitted() { m.submitted.Inc() }

// IntentFinished implements Metrics.
func (m *PrometheusMetrics) IntentFinished(s State) { m.finished.WithLabelValues(string(s)).Inc() }

// TxBroadcast implements Metrics.
func (m *PrometheusMetrics) TxBroadcast(kind string) { m.broadcast.WithLabelValues(kind).Inc() }

// SendError implements Metrics.
func (m *PrometheusMetrics) SendError(c ErrorClass) { m.errors.WithLabelValues(c.String()).Inc() }

// Reorged implements Metrics.
func (m *PrometheusMetrics) Reorged() { m.reorged.Inc() }

// OpenIntents implements Metrics.
func (m *PrometheusMetrics) OpenIntents(n int) { m.open.Set(float64(n)) }
