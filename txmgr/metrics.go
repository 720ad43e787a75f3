package txmgr

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
)

// Metrics receives one manager's events. NoopMetrics ignores them; PrometheusMetrics.ForSender exports
// them with the sender as a label.
type Metrics interface {
	// IntentSubmitted counts a newly created intent.
	IntentSubmitted(kind Kind)
	// IntentFinished counts an intent reaching a final state.
	IntentFinished(kind Kind, state State)
	// TxBroadcast counts a broadcast; send is "new", "resend" or "bump".
	TxBroadcast(send string)
	// SendError counts a node error by class.
	SendError(class ErrorClass)
	// Reorged counts a mined transaction that a reorg removed.
	Reorged()
	// OpenIntents reports the number of open intents (read from the journal, so it stays true while
	// the node is unreachable).
	OpenIntents(n int)
	// InFlight reports the signed transactions not yet mined.
	InFlight(n int)
	// CapReached counts passes in which intents waited for the in-flight cap.
	CapReached()
	// PassFailed counts passes that ended with an error (node unreachable, timeouts, ...).
	PassFailed()
	// Starved reports whether the sender cannot pay for gas.
	Starved(on bool)
	// Balance reports the sender's balance in wei when the manager reads it.
	Balance(wei *big.Int)
	// GasSpent counts the gas a mined transaction used and the fee it paid (gas used times its effective
	// gas price, in wei), once per transaction the manager is done with (confirmed, reverted, or re-sent
	// after running out of gas).
	GasSpent(kind Kind, gasUsed uint64, feeWei *big.Int)
}

// NoopMetrics discards all metrics.
type NoopMetrics struct{}

var _ Metrics = NoopMetrics{}

// IntentSubmitted implements Metrics.
func (NoopMetrics) IntentSubmitted(Kind) {}

// IntentFinished implements Metrics.
func (NoopMetrics) IntentFinished(Kind, State) {}

// TxBroadcast implements Metrics.
func (NoopMetrics) TxBroadcast(string) {}

// SendError implements Metrics.
func (NoopMetrics) SendError(ErrorClass) {}

// Reorged implements Metrics.
func (NoopMetrics) Reorged() {}

// OpenIntents implements Metrics.
func (NoopMetrics) OpenIntents(int) {}

// InFlight implements Metrics.
func (NoopMetrics) InFlight(int) {}

// CapReached implements Metrics.
func (NoopMetrics) CapReached() {}

// PassFailed implements Metrics.
func (NoopMetrics) PassFailed() {}

// Starved implements Metrics.
func (NoopMetrics) Starved(bool) {}

// Balance implements Metrics.
func (NoopMetrics) Balance(*big.Int) {}

// GasSpent implements Metrics.
func (NoopMetrics) GasSpent(Kind, uint64, *big.Int) {}

// PrometheusMetrics holds the collectors of every manager of a process ("<namespace>_txmgr_*", labelled
// by sender). Create it once per registry and give each manager ForSender(address).
type PrometheusMetrics struct {
	submitted *prometheus.CounterVec
	finished  *prometheus.CounterVec
	broadcast *prometheus.CounterVec
	errors    *prometheus.CounterVec
	reorged   *prometheus.CounterVec
	open      *prometheus.GaugeVec
	inflight  *prometheus.GaugeVec
	capped    *prometheus.CounterVec
	failed    *prometheus.CounterVec
	starved   *prometheus.GaugeVec
	balance   *prometheus.GaugeVec
	gasUsed   *prometheus.CounterVec
	feesPaid  *prometheus.CounterVec
}

// NewPrometheusMetrics creates the collectors and registers them with reg.
func NewPrometheusMetrics(reg prometheus.Registerer, namespace string) (*PrometheusMetrics, error) {
	const sub = "txmgr"
	counter := func(name, help string, labels ...string) *prometheus.CounterVec {
		return prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Subsystem: sub, Name: name, Help: help}, append([]string{"sender"}, labels...))
	}
	gauge := func(name, help string) *prometheus.GaugeVec {
		return prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: namespace, Subsystem: sub, Name: name, Help: help}, []string{"sender"})
	}
	m := &PrometheusMetrics{
		submitted: counter("intents_submitted_total", "Intents created, by kind.", "kind"),
		finished:  counter("intents_finished_total", "Intents that reached a final state, by kind and state.", "kind", "state"),
		broadcast: counter("tx_broadcasts_total", "Transaction broadcasts, by send (new, resend, bump).", "send"),
		errors:    counter("node_errors_total", "Node errors on send or estimate, by class.", "class"),
		reorged:   counter("reorged_total", "Mined transactions removed by a reorg."),
		open:      gauge("open_intents", "Intents not yet final (from the journal)."),
		inflight:  gauge("inflight_transactions", "Signed transactions not yet mined."),
		capped:    counter("inflight_cap_reached_total", "Passes in which intents waited for the in-flight cap."),
		failed:    counter("pass_failures_total", "Passes that ended with an error (node unreachable, timeouts)."),
		starved:   gauge("sender_starved", "1 while the sender cannot pay for gas."),
		balance:   gauge("sender_balance_wei", "The sender's balance when last read, in wei."),
		gasUsed:   counter("gas_used_total", "Gas used by the sender's mined transactions, by intent kind.", "kind"),
		feesPaid:  counter("fees_paid_wei_total", "Fees paid by the sender's mined transactions (gas used times effective gas price), in wei, by intent kind.", "kind"),
	}
	for _, c := range []prometheus.Collector{m.submitted, m.finished, m.broadcast, m.errors, m.reorged, m.open, m.inflight, m.capped, m.failed, m.starved, m.balance, m.gasUsed, m.feesPaid} {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("txmgr: register metrics: %w", err)
		}
	}
	return m, nil
}

// ForSender returns the Metrics of one manager.
func (m *PrometheusMetrics) ForSender(sender common.Address) Metrics {
	s := sender.Hex()
	m.starved.WithLabelValues(s).Set(0)
	m.open.WithLabelValues(s).Set(0)
	m.inflight.WithLabelValues(s).Set(0)
	m.failed.WithLabelValues(s) // at 0 from the start, so that rates and alerts work before the first failure
	return &senderMetrics{m: m, s: s}
}

type senderMetrics struct {
	m *PrometheusMetrics
	s string
}

func (x *senderMetrics) IntentSubmitted(k Kind) { x.m.submitted.WithLabelValues(x.s, string(k)).Inc() }
func (x *senderMetrics) IntentFinished(k Kind, st State) {
	x.m.finished.WithLabelValues(x.s, string(k), string(st)).Inc()
}
func (x *senderMetrics) TxBroadcast(send string) { x.m.broadcast.WithLabelValues(x.s, send).Inc() }
func (x *senderMetrics) SendError(c ErrorClass)  { x.m.errors.WithLabelValues(x.s, c.String()).Inc() }
func (x *senderMetrics) Reorged()                { x.m.reorged.WithLabelValues(x.s).Inc() }
func (x *senderMetrics) OpenIntents(n int)       { x.m.open.WithLabelValues(x.s).Set(float64(n)) }
func (x *senderMetrics) InFlight(n int)          { x.m.inflight.WithLabelValues(x.s).Set(float64(n)) }
func (x *senderMetrics) CapReached()             { x.m.capped.WithLabelValues(x.s).Inc() }
func (x *senderMetrics) PassFailed()             { x.m.failed.WithLabelValues(x.s).Inc() }
func (x *senderMetrics) Balance(wei *big.Int) {
	f, _ := new(big.Float).SetInt(wei).Float64()
	x.m.balance.WithLabelValues(x.s).Set(f)
}
func (x *senderMetrics) GasSpent(k Kind, gasUsed uint64, feeWei *big.Int) {
	x.m.gasUsed.WithLabelValues(x.s, string(k)).Add(float64(gasUsed))
	if feeWei != nil {
		f, _ := new(big.Float).SetInt(feeWei).Float64()
		x.m.feesPaid.WithLabelValues(x.s, string(k)).Add(f)
	}
}
func (x *senderMetrics) Starved(on bool) {
	v := 0.0
	if on {
		v = 1
	}
	x.m.starved.WithLabelValues(x.s).Set(v)
}
