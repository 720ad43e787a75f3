package watcher

// Metrics receives the watcher's measurements. Implementations must be safe
// for use from the watcher's goroutine; a Prometheus one lives with the
// daemon, NoopMetrics serves tests and tools.
type Metrics interface {
	// Heads reports the chain head the poll saw and the confirmed head it
	// scanned towards.
	Heads(latest, confirmed uint64)
	// Processed reports the highest block committed to the checkpoint.
	Processed(number uint64)
	// LogsApplied counts logs handed to the Handler.
	LogsApplied(n int)
	// Reorg reports a rewind of depth blocks (tip minus ancestor).
	Reorg(depth uint64)
	// RangeShrunk reports that the node refused a range and the next
	// eth_getLogs range is size blocks.
	RangeShrunk(size uint64)
	// PollFailed counts polls that ended with an error.
	PollFailed()
}

// NoopMetrics discards every measurement.
type NoopMetrics struct{}

var _ Metrics = NoopMetrics{}

// Heads implements Metrics.
func (NoopMetrics) Heads(uint64, uint64) {}

// Processed implements Metrics.
func (NoopMetrics) Processed(uint64) {}

// LogsApplied implements Metrics.
func (NoopMetrics) LogsApplied(int) {}

// Reorg implements Metrics.
func (NoopMetrics) Reorg(uint64) {}

// RangeShrunk implements Metrics.
func (NoopMetrics) RangeShrunk(uint64) {}

// PollFailed implements Metrics.
func (NoopMetrics) PollFailed() {}
