package hooks

import (
	"fmt"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/asa-escrow/asa/webhook"
)

// Metrics exports the webhook outbox's outcomes and the refused subscriptions as asa_webhook_*. A nil
// *Metrics counts nothing.
type Metrics struct {
	deliveries *prometheus.CounterVec // by outcome: delivered, failed, dead
	disabled   prometheus.Counter
	refusals   *prometheus.CounterVec // by reason: url, quota, client_quota, no_secret_key
}

var _ webhook.Metrics = (*Metrics)(nil)

// NewMetrics registers the webhook metrics on reg.
func NewMetrics(reg prometheus.Registerer) (*Metrics, error) {
	m := &Metrics{
		deliveries: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "asa", Subsystem: "webhook", Name: "deliveries_total",
			Help: "Webhook delivery attempts by outcome: delivered, failed (retried later), dead (the last attempt failed)."}, []string{"outcome"}),
		disabled: prometheus.NewCounter(prometheus.CounterOpts{Namespace: "asa", Subsystem: "webhook", Name: "subscriptions_disabled_total",
			Help: "Subscriptions disabled because their receiver failed too many rounds in a row."}),
		refusals: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "asa", Subsystem: "webhook", Name: "subscriptions_refused_total",
			Help: "Subscriptions refused by reason: url (not an allowed destination), quota (the address holds the most allowed), client_quota (the client created the most allowed, whatever address it signed in with), no_secret_key."}, []string{"reason"}),
	}
	for _, c := range []prometheus.Collector{m.deliveries, m.disabled, m.refusals} {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("hooks: register metrics: %w", err)
		}
	}
	for _, o := range []string{"delivered", "failed", "dead"} {
		m.deliveries.WithLabelValues(o)
	}
	for _, r := range []string{"url", "quota", "client_quota", "no_secret_key"} {
		m.refusals.WithLabelValues(r)
	}
	return m, nil
}

// Delivered implements webhook.Metrics.
func (m *Metrics) Delivered() { m.outcome("delivered") }

// Failed implements webhook.Metrics.
func (m *Metrics) Failed() { m.outcome("failed") }

// Dead implements webhook.Metrics.
func (m *Metrics) Dead() { m.outcome("dead") }

// Disabled implements webhook.Metrics.
func (m *Metrics) Disabled() {
	if m != nil {
		m.disabled.Inc()
	}
}

func (m *Metrics) outcome(o string) {
	if m != nil {
		m.deliveries.WithLabelValues(o).Inc()
	}
}

func (m *Metrics) refused(reason string) {
	if m != nil {
		m.refusals.WithLabelValues(reason).Inc()
	}
}
