package ledgerop

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Metrics is what the operator reports; NoopMetrics for tests, NewPrometheusMetrics for the daemon.
type Metrics interface {
	// Epochs reports the last epoch stored, on chain (at the confirmed head) and final.
	Epochs(stored, onchain, final uint64)
	// Built counts an epoch built: its transitions, the messages dropped and how long building took.
	Built(transitions, dropped int, took time.Duration)
	// Posted counts an epoch seen on chain.
	Posted(transitions uint32)
	// Accepted counts a message taken, by kind; Refused one refused, by reason.
	Accepted(kind string)
	Refused(reason string)
	// Rebuilt counts built epochs discarded because the chain refused their post.
	Rebuilt()
	// Conflict counts an epoch the chain holds with another root than the operator's.
	Conflict()
	// Unbonded counts ticks that could not build for want of the bond.
	Unbonded()
	// Answered counts answers to on-chain data requests journaled.
	Answered(n int)
}

// NoopMetrics discards everything.
type NoopMetrics struct{}

func (NoopMetrics) Epochs(uint64, uint64, uint64) {}
func (NoopMetrics) Built(int, int, time.Duration) {}
func (NoopMetrics) Posted(uint32)                 {}
func (NoopMetrics) Accepted(string)               {}
func (NoopMetrics) Refused(string)                {}
func (NoopMetrics) Rebuilt()                      {}
func (NoopMetrics) Conflict()                     {}
func (NoopMetrics) Unbonded()                     {}
func (NoopMetrics) Answered(int)                  {}

// PrometheusMetrics is Metrics on a Prometheus registry (asa_ledger_*).
type PrometheusMetrics struct {
	epoch       *prometheus.GaugeVec
	built       prometheus.Counter
	transitions prometheus.Counter
	dropped     prometheus.Counter
	buildTime   prometheus.Histogram
	posted      prometheus.Counter
	messages    *prometheus.CounterVec
	refused     *prometheus.CounterVec
	rebuilt     prometheus.Counter
	conflicts   prometheus.Counter
	unbonded    prometheus.Counter
	answered    prometheus.Counter
}

// NewPrometheusMetrics registers the operator's metrics on reg. The daemon registers them whether it
// operates a ledger or not, so that the alert rules name only metrics every daemon exports.
func NewPrometheusMetrics(reg prometheus.Registerer) *PrometheusMetrics {
	m := &PrometheusMetrics{
		epoch: prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "asa_ledger_epoch",
			Help: "The netted ledger's last epoch: stored (built by this operator), onchain (at the confirmed head), final."}, []string{"stage"}),
		built:       prometheus.NewCounter(prometheus.CounterOpts{Name: "asa_ledger_epochs_built_total", Help: "Epochs the operator built and stored."}),
		transitions: prometheus.NewCounter(prometheus.CounterOpts{Name: "asa_ledger_transitions_total", Help: "Transitions in the epochs built."}),
		dropped:     prometheus.NewCounter(prometheus.CounterOpts{Name: "asa_ledger_messages_dropped_total", Help: "Messages found invalid when their epoch was built."}),
		buildTime: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "asa_ledger_epoch_build_seconds",
			Help: "Time to build one epoch (apply every transition, hash the trees).", Buckets: prometheus.ExponentialBuckets(0.001, 4, 10)}),
		posted: prometheus.NewCounter(prometheus.CounterOpts{Name: "asa_ledger_epochs_posted_total", Help: "Epochs seen posted on chain."}),
		messages: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "asa_ledger_messages_total",
			Help: "Signed messages the operator accepted, by kind."}, []string{"kind"}),
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "asa_ledger_messages_refused_total",
			Help: "Messages refused at intake, by reason."}, []string{"reason"}),
		rebuilt: prometheus.NewCounter(prometheus.CounterOpts{Name: "asa_ledger_epochs_rebuilt_total",
			Help: "Built epochs discarded because the chain refused their post (rebuilt from their messages)."}),
		conflicts: prometheus.NewCounter(prometheus.CounterOpts{Name: "asa_ledger_conflicts_total",
			Help: "Ticks that found an epoch on chain with another root than the operator built: another key posts for the ledger."}),
		unbonded: prometheus.NewCounter(prometheus.CounterOpts{Name: "asa_ledger_unbonded_ticks_total",
			Help: "Ticks that could not build an epoch because the operator's bond is missing."}),
		answered: prometheus.NewCounter(prometheus.CounterOpts{Name: "asa_ledger_data_answers_total",
			Help: "Answers to on-chain data requests (publishTransition, publishAccount) journaled; each request unanswered by 3/4 of the window voids its epoch."}),
	}
	for _, stage := range []string{"stored", "onchain", "final"} {
		m.epoch.WithLabelValues(stage) // exported at 0 before the first tick (and by a daemon operating no ledger)
	}
	reg.MustRegister(m.epoch, m.built, m.transitions, m.dropped, m.buildTime, m.posted, m.messages, m.refused, m.rebuilt, m.conflicts, m.unbonded, m.answered)
	return m
}

// Epochs implements Metrics.
func (m *PrometheusMetrics) Epochs(stored, onchain, final uint64) {
	m.epoch.WithLabelValues("stored").Set(float64(stored))
	m.epoch.WithLabelValues("onchain").Set(float64(onchain))
	m.epoch.WithLabelValues("final").Set(float64(final))
}

// Built implements Metrics.
func (m *PrometheusMetrics) Built(transitions, dropped int, took time.Duration) {
	m.built.Inc()
	m.transitions.Add(float64(transitions))
	m.dropped.Add(float64(dropped))
	m.buildTime.Observe(took.Seconds())
}

// Posted implements Metrics.
func (m *PrometheusMetrics) Posted(uint32) { m.posted.Inc() }

// Accepted implements Metrics.
func (m *PrometheusMetrics) Accepted(kind string) { m.messages.WithLabelValues(kind).Inc() }

// Refused implements Metrics.
func (m *PrometheusMetrics) Refused(reason string) { m.refused.WithLabelValues(reason).Inc() }

// Rebuilt implements Metrics.
func (m *PrometheusMetrics) Rebuilt() { m.rebuilt.Inc() }

// Conflict implements Metrics.
func (m *PrometheusMetrics) Conflict() { m.conflicts.Inc() }

// Unbonded implements Metrics.
func (m *PrometheusMetrics) Unbonded() { m.unbonded.Inc() }

// Answered implements Metrics.
func (m *PrometheusMetrics) Answered(n int) { m.answered.Add(float64(n)) }
