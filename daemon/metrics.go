package daemon

import (
	"fmt"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/asa-escrow/asa/watcher"
)

// watcherMetrics exports the chain watcher's measurements as asa_watcher_*.
type watcherMetrics struct {
	head, confirmed, processed prometheus.Gauge
	logs, reorgs, failures     prometheus.Counter
	reorgDepth                 prometheus.Histogram
	rangeSize                  prometheus.Gauge
}

func newWatcherMetrics(reg prometheus.Registerer) (*watcherMetrics, error) {
	g := func(name, help string) prometheus.Gauge {
		return prometheus.NewGauge(prometheus.GaugeOpts{Namespace: "asa", Subsystem: "watcher", Name: name, Help: help})
	}
	c := func(name, help string) prometheus.Counter {
		return prometheus.NewCounter(prometheus.CounterOpts{Namespace: "asa", Subsystem: "watcher", Name: name, Help: help})
	}
	m := &watcherMetrics{
		head:       g("head_block", "The node's head block at the last poll."),
		confirmed:  g("confirmed_block", "The head minus the configured confirmations."),
		processed:  g("processed_block", "The highest block committed to the checkpoint."),
		logs:       c("logs_applied_total", "Escrow logs applied to the job view."),
		reorgs:     c("reorgs_total", "Reorganisations rewound."),
		failures:   c("poll_failures_total", "Polls that ended with an error (node unreachable, timeouts)."),
		reorgDepth: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: "asa", Subsystem: "watcher", Name: "reorg_depth_blocks", Help: "Depth of rewound reorganisations.", Buckets: []float64{1, 2, 3, 5, 8, 13, 32, 64, 128}}),
		rangeSize:  g("log_range_blocks", "The eth_getLogs range after the node last refused a larger one."),
	}
	for _, col := range []prometheus.Collector{m.head, m.confirmed, m.processed, m.logs, m.reorgs, m.failures, m.reorgDepth, m.rangeSize} {
		if err := reg.Register(col); err != nil {
			return nil, fmt.Errorf("daemon: register watcher metrics: %w", err)
		}
	}
	return m, nil
}

var _ watcher.Metrics = (*watcherMetrics)(nil)

func (m *watcherMetrics) Heads(latest, confirmed uint64) {
	m.head.Set(float64(latest))
	m.confirmed.Set(float64(confirmed))
}
func (m *watcherMetrics) Processed(n uint64)      { m.processed.Set(float64(n)) }
func (m *watcherMetrics) LogsApplied(n int)       { m.logs.Add(float64(n)) }
func (m *watcherMetrics) Reorg(depth uint64)      { m.reorgs.Inc(); m.reorgDepth.Observe(float64(depth)) }
func (m *watcherMetrics) RangeShrunk(size uint64) { m.rangeSize.Set(float64(size)) }
func (m *watcherMetrics) PollFailed()             { m.failures.Inc() }
