package daemon

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/asa-escrow/asa/daemon/api"
	"github.com/asa-escrow/asa/daemon/relayer"
	"github.com/asa-escrow/asa/daemon/scheduler"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/watcher"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// watcherMetrics exports the chain watcher's measurements as asa_watcher_*.
type watcherMetrics struct {
	head, confirmed, processed prometheus.Gauge
	logs, reorgs, failures     prometheus.Counter
	reorgDepth                 prometheus.Histogram
	rangeSize                  prometheus.Gauge
	lag                        prometheus.Gauge

	lagMu              sync.Mutex
	lastHead, lastDone uint64
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
		lag:        g("lag_blocks", "Blocks between the node's head and the highest block committed (confirmations included)."),
	}
	for _, col := range []prometheus.Collector{m.head, m.confirmed, m.processed, m.logs, m.reorgs, m.failures, m.reorgDepth, m.rangeSize, m.lag} {
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
	m.setLag(latest, 0)
}
func (m *watcherMetrics) Processed(n uint64) {
	m.processed.Set(float64(n))
	m.setLag(0, n)
}

// setLag updates the head or the processed block (0 leaves it) and the lag between them.
func (m *watcherMetrics) setLag(head, processed uint64) {
	m.lagMu.Lock()
	defer m.lagMu.Unlock()
	if head > 0 {
		m.lastHead = head
	}
	if processed > 0 {
		m.lastDone = processed
	}
	if m.lastHead >= m.lastDone {
		m.lag.Set(float64(m.lastHead - m.lastDone))
	}
}
func (m *watcherMetrics) LogsApplied(n int)       { m.logs.Add(float64(n)) }
func (m *watcherMetrics) Reorg(depth uint64)      { m.reorgs.Inc(); m.reorgDepth.Observe(float64(depth)) }
func (m *watcherMetrics) RangeShrunk(size uint64) { m.rangeSize.Set(float64(size)) }
func (m *watcherMetrics) PollFailed()             { m.failures.Inc() }

// metrics are the daemon's Prometheus collectors besides the transaction managers' (txmgr) and the
// runtime's: one per component, each behind that component's Metrics interface.
type metrics struct {
	watcher   *watcherMetrics
	store     *storeMetrics
	scheduler *schedulerMetrics
	relayer   *relayerMetrics
	api       *apiMetrics
	x402      *x402Metrics
}

// newMetrics creates and registers every component's collectors.
func newMetrics(reg prometheus.Registerer) (*metrics, error) {
	wm, err := newWatcherMetrics(reg)
	if err != nil {
		return nil, err
	}
	m := &metrics{watcher: wm, store: newStoreMetrics(), scheduler: newSchedulerMetrics(), relayer: newRelayerMetrics(),
		api: newAPIMetrics(), x402: newX402Metrics()}
	for _, c := range []interface{ collectors() []prometheus.Collector }{m.store, m.scheduler, m.relayer, m.api, m.x402} {
		for _, col := range c.collectors() {
			if err := reg.Register(col); err != nil {
				return nil, fmt.Errorf("daemon: register metrics: %w", err)
			}
		}
	}
	return m, nil
}

var latencyBuckets = []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

func counter(sub, name, help string) prometheus.Counter {
	return prometheus.NewCounter(prometheus.CounterOpts{Namespace: "asa", Subsystem: sub, Name: name, Help: help})
}

func counterVec(sub, name, help string, labels ...string) *prometheus.CounterVec {
	return prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: "asa", Subsystem: sub, Name: name, Help: help}, labels)
}

func histogram(sub, name, help string, buckets []float64) prometheus.Histogram {
	return prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: "asa", Subsystem: sub, Name: name, Help: help, Buckets: buckets})
}

// storeMetrics exports the write slot's latencies as asa_store_*.
type storeMetrics struct {
	write, commit prometheus.Histogram
	group         prometheus.Histogram
	failures      prometheus.Counter
}

func newStoreMetrics() *storeMetrics {
	return &storeMetrics{
		write:    histogram("store", "write_seconds", "Latency of a write transaction as its caller sees it: the wait for the write slot plus its group commit.", latencyBuckets),
		commit:   histogram("store", "commit_seconds", "Duration of one group commit, BEGIN to COMMIT.", latencyBuckets),
		group:    histogram("store", "commit_group_size", "Write transactions that shared one commit.", []float64{1, 2, 4, 8, 16, 32, 64, 128}),
		failures: counter("store", "commit_failures_total", "Group commits that failed (I/O, full disk, ...)."),
	}
}

func (m *storeMetrics) collectors() []prometheus.Collector {
	return []prometheus.Collector{m.write, m.commit, m.group, m.failures}
}

var _ store.Metrics = (*storeMetrics)(nil)

func (m *storeMetrics) Write(d time.Duration, _ error) { m.write.Observe(d.Seconds()) }
func (m *storeMetrics) Commit(group int, d time.Duration, err error) {
	m.commit.Observe(d.Seconds())
	m.group.Observe(float64(group))
	if err != nil {
		m.failures.Inc()
	}
}

// schedulerMetrics exports the scheduler's ticks as asa_scheduler_* (the due backlog itself is read from
// the store at scrape time: asa_scheduler_due_jobs).
type schedulerMetrics struct {
	handed   prometheus.Counter
	batch    prometheus.Histogram
	failures prometheus.Counter
}

func newSchedulerMetrics() *schedulerMetrics {
	return &schedulerMetrics{
		handed:   counter("scheduler", "finalize_jobs_total", "Due jobs handed to the finalizer (a finalizeBatch intent queued for them)."),
		batch:    histogram("scheduler", "finalize_batch_jobs", "Jobs per finalizeBatch intent.", []float64{1, 2, 5, 10, 20, 50, 100, 200}),
		failures: counter("scheduler", "tick_failures_total", "Ticks that ended with an error (chain time unknown, store or handler failures)."),
	}
}

func (m *schedulerMetrics) collectors() []prometheus.Collector {
	return []prometheus.Collector{m.handed, m.batch, m.failures}
}

var _ scheduler.Metrics = (*schedulerMetrics)(nil)

func (m *schedulerMetrics) Ticked(_, handed int, err error) {
	m.handed.Add(float64(handed))
	if err != nil {
		m.failures.Inc()
	}
}
func (m *schedulerMetrics) Batch(n int) { m.batch.Observe(float64(n)) }

// relayerMetrics exports the relayer's work as asa_relayer_*.
type relayerMetrics struct {
	intents, results, rejected, failures prometheus.Counter
	batch                                prometheus.Histogram
}

func newRelayerMetrics() *relayerMetrics {
	return &relayerMetrics{
		intents:  counter("relayer", "relay_intents_total", "Relay intents handed to the transaction manager."),
		results:  counter("relayer", "relayed_results_total", "Results handed to the transaction manager in relay intents."),
		rejected: counter("relayer", "rejected_results_total", "Results marked rejected (the escrow refused them)."),
		failures: counter("relayer", "tick_failures_total", "Relay ticks that ended with an error."),
		batch:    histogram("relayer", "batch_results", "Results per relay intent (submitResults batch).", []float64{1, 2, 4, 8, 16, 32, 64, 128, 256}),
	}
}

func (m *relayerMetrics) collectors() []prometheus.Collector {
	return []prometheus.Collector{m.intents, m.results, m.rejected, m.failures, m.batch}
}

var _ relayer.Metrics = (*relayerMetrics)(nil)

func (m *relayerMetrics) Relayed(n int) {
	m.intents.Inc()
	m.results.Add(float64(n))
	m.batch.Observe(float64(n))
}
func (m *relayerMetrics) Rejected()   { m.rejected.Inc() }
func (m *relayerMetrics) TickFailed() { m.failures.Inc() }

// apiMetrics exports the intake's outcomes (asa_intake_*) and every HTTP request (asa_http_*).
type apiMetrics struct {
	accepted prometheus.Counter
	refused  *prometheus.CounterVec
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
}

func newAPIMetrics() *apiMetrics {
	return &apiMetrics{
		accepted: counter("intake", "results_accepted_total", "Signed results the intake stored."),
		refused:  counterVec("intake", "results_refused_total", "Signed results the intake refused, by the refusal's code.", "code"),
		requests: counterVec("http", "requests_total", "HTTP requests, by route (the mux pattern) and status code.", "route", "code"),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: "asa", Subsystem: "http", Name: "request_duration_seconds",
			Help: "HTTP request latency by route (the mux pattern).", Buckets: latencyBuckets}, []string{"route"}),
	}
}

func (m *apiMetrics) collectors() []prometheus.Collector {
	return []prometheus.Collector{m.accepted, m.refused, m.requests, m.duration}
}

var _ api.Metrics = (*apiMetrics)(nil)

func (m *apiMetrics) ResultAccepted()           { m.accepted.Inc() }
func (m *apiMetrics) ResultRefused(code string) { m.refused.WithLabelValues(code).Inc() }
func (m *apiMetrics) Request(pattern string, status int, d time.Duration) {
	if pattern == "" || pattern == "/" {
		pattern = "unmatched" // 404s and 405s: one series, whatever paths scanners try
	}
	m.requests.WithLabelValues(pattern, strconv.Itoa(status)).Inc()
	m.duration.WithLabelValues(pattern).Observe(d.Seconds())
}

// x402Metrics exports the facilitator's verify and settle outcomes (every x402 payment path: the
// facilitator API, the fund and collateral endpoints, the A2A agent) as asa_x402_*.
type x402Metrics struct {
	verify, settle *prometheus.CounterVec
}

func newX402Metrics() *x402Metrics {
	m := &x402Metrics{
		verify: counterVec("x402", "verify_total", "x402 payment verifications, by outcome (valid, invalid, error) and invalid reason.", "outcome", "reason"),
		settle: counterVec("x402", "settle_total", "x402 settlements, by outcome (success, pending, failed, error) and error reason.", "outcome", "reason"),
	}
	// The outcomes exist from the start (at 0), so that rates and alerts work before the first payment.
	for _, o := range []string{"valid", "invalid", "error"} {
		m.verify.WithLabelValues(o, "")
	}
	for _, o := range []string{"success", "pending", "failed", "error"} {
		m.settle.WithLabelValues(o, "")
	}
	return m
}

func (m *x402Metrics) collectors() []prometheus.Collector {
	return []prometheus.Collector{m.verify, m.settle}
}

var _ facilitator.Metrics = (*x402Metrics)(nil)

func (m *x402Metrics) Verified(res x402.VerifyResponse, err error) {
	m.verify.WithLabelValues(facilitator.VerifyOutcome(res, err), res.InvalidReason).Inc()
}

func (m *x402Metrics) Settled(res x402.SettleResponse, err error) {
	outcome := facilitator.SettleOutcome(res, err)
	reason := res.ErrorReason
	if outcome == "pending" {
		reason = ""
	}
	m.settle.WithLabelValues(outcome, reason).Inc()
}

// backlogCollector reads the store's backlog (store.Gauges) at every scrape: the relayer's pending
// results and their age, the scheduler's due jobs, the keeper's deposits and credits, the transaction
// managers' open intents and their age, and the jobs by status. It also times that read
// (asa_store_backlog_query_seconds): a store latency seen from a reader.
type backlogCollector struct {
	store   *store.Store
	now     func() (time.Time, error) // chain time, for due deadlines
	timeout time.Duration
	senders []string // every signer's address: their intent gauges exist (at 0) while nothing is open

	pending, oldestPending, relayed, due, watched, dueChecks, credits, oldestIntent, jobs, query *prometheus.Desc
	hooks, oldestHook                                                                            *prometheus.Desc
	failures                                                                                     prometheus.Counter
}

func newBacklogCollector(st *store.Store, now func() (time.Time, error), timeout time.Duration, signers []*txmgr.Manager) *backlogCollector {
	d := func(sub, name, help string, labels ...string) *prometheus.Desc {
		return prometheus.NewDesc(prometheus.BuildFQName("asa", sub, name), help, labels, nil)
	}
	senders := make([]string, len(signers))
	for i, m := range signers {
		senders[i] = m.From().Hex()
	}
	return &backlogCollector{store: st, now: now, timeout: timeout, senders: senders,
		pending:       d("relayer", "pending_results", "Accepted results without a relay intent yet (from the store)."),
		oldestPending: d("relayer", "oldest_pending_seconds", "Age of the oldest accepted result without a relay intent (0 when none waits)."),
		relayed:       d("relayer", "unconfirmed_results", "Results relayed but not yet counted by the escrow on the canonical chain."),
		due:           d("scheduler", "due_jobs", "Jobs whose deadline passed by chain time and that are not deferred (from the store)."),
		watched:       d("keeper", "watched_deposits", "Deposit addresses the keeper still checks."),
		dueChecks:     d("keeper", "due_deposit_checks", "Deposit checks due now by chain time."),
		credits:       d("keeper", "owed_credits", "Accounts with a credited payout not yet pushed."),
		oldestIntent:  d("txmgr", "oldest_open_intent_seconds", "Age of the sender's oldest intent not yet final.", "sender"),
		jobs:          d("", "jobs", "Jobs in the daemon's view, by on-chain status.", "status"),
		query:         d("store", "backlog_query_seconds", "Duration of this scrape's backlog read from the store."),
		hooks:         d("webhook", "backlog_deliveries", "Webhook deliveries not yet final (pending or being delivered)."),
		oldestHook:    d("webhook", "oldest_backlog_seconds", "Age of the oldest webhook delivery not yet final (0 when none waits)."),
		failures:      counter("store", "backlog_query_failures_total", "Scrapes whose backlog read from the store failed (the backlog gauges are left out)."),
	}
}

func (c *backlogCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{c.pending, c.oldestPending, c.relayed, c.due, c.watched, c.dueChecks, c.credits, c.oldestIntent, c.jobs, c.query, c.hooks, c.oldestHook} {
		ch <- d
	}
	c.failures.Describe(ch)
}

func (c *backlogCollector) Collect(ch chan<- prometheus.Metric) {
	defer c.failures.Collect(ch)
	now, err := c.now()
	chainKnown := err == nil
	if !chainKnown {
		now = time.Time{} // the due gauge is left out: deadlines are chain time, never the wall clock
	}
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
	defer cancel()
	start := time.Now()
	g, err := c.store.Gauges(ctx, now)
	if err != nil {
		c.failures.Inc()
		return
	}
	gauge := func(d *prometheus.Desc, v float64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v, labels...)
	}
	gauge(c.query, time.Since(start).Seconds())
	gauge(c.pending, float64(g.PendingResults))
	age := 0.0
	if !g.OldestPending.IsZero() {
		age = max(time.Since(g.OldestPending).Seconds(), 0)
	}
	gauge(c.oldestPending, age)
	gauge(c.relayed, float64(g.RelayedResults))
	if chainKnown {
		gauge(c.due, float64(g.DueJobs))
	}
	gauge(c.watched, float64(g.WatchedDeposits))
	gauge(c.dueChecks, float64(g.DueDepositChecks))
	gauge(c.credits, float64(g.OwedCredits))
	gauge(c.hooks, float64(g.WebhookBacklog))
	hookAge := 0.0
	if !g.OldestWebhook.IsZero() {
		hookAge = max(time.Since(g.OldestWebhook).Seconds(), 0)
	}
	gauge(c.oldestHook, hookAge)
	for _, sender := range c.senders {
		age := 0.0
		if n := g.OpenIntents[sender]; n > 0 {
			age = max(time.Since(g.OldestOpenIntent[sender]).Seconds(), 0)
		}
		gauge(c.oldestIntent, age, sender)
	}
	for st := settlement.JobOpen; st.Valid(); st++ {
		gauge(c.jobs, float64(g.Jobs[st]), st.String())
	}
}
