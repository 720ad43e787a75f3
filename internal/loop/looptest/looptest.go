// Package looptest checks a component's start/stop lifecycle: pairs of Start and Stop, Stop right
// after Start, as a replica does on a lease that flaps, with no panic, no error and no goroutine left.
package looptest

import (
	"context"
	"net/http"
	"runtime"
	"testing"
	"time"
)

// Pairs is how many start/stop pairs the acceptance of issue 28 asks of every component with a loop.
const Pairs = 20_000

// warmUp is how many pairs run before the goroutines are counted.
const warmUp = 100

// Component is anything started and stopped (the keeper, relayer, scheduler, txmgr, watcher, hooks,
// outbox).
type Component interface {
	Start(ctx context.Context) error
	Stop(ctx context.Context) error
}

// StartStop runs n pairs of Start and Stop on c (each Stop right after its Start, then a second Stop),
// failing on the first error, and checks that no goroutine started after the first pairs outlives the
// last Stop.
// wake, when not nil, is called between Start and Stop (a Wake racing the Stop).
func StartStop(t testing.TB, c Component, n int, wake func()) {
	t.Helper()
	ctx := context.Background()
	before := -1
	for i := range n {
		if i == min(n-1, warmUp) {
			// The first pairs start what the dependencies start lazily and keep (pooled connections,
			// an RPC client's dispatch): counted from here, a goroutine more is the component's.
			before = settled()
		}
		if err := c.Start(ctx); err != nil {
			t.Fatalf("pair %d: start: %v", i, err)
		}
		if wake != nil {
			wake()
		}
		if err := c.Stop(ctx); err != nil {
			t.Fatalf("pair %d: stop: %v", i, err)
		}
		if err := c.Stop(ctx); err != nil {
			t.Fatalf("pair %d: second stop: %v", i, err)
		}
	}
	NoLeak(t, before)
}

// settled counts the goroutines once the idle keep-alive connections of the default HTTP transport (an
// RPC client's, pooled and reused, not leaked: how many stay idle depends on how requests overlapped)
// are closed and their goroutines gone.
func settled() int {
	http.DefaultClient.CloseIdleConnections()
	time.Sleep(50 * time.Millisecond)
	return runtime.NumGoroutine()
}

// NoLeak fails when more goroutines run than before, after giving those that are ending a few seconds
// (idle connections of the default HTTP transport are closed first: see settled).
func NoLeak(t testing.TB, before int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	after := settled()
	for after > before && time.Now().Before(deadline) {
		after = settled()
	}
	if after > before {
		buf := make([]byte, 1<<16)
		buf = buf[:runtime.Stack(buf, true)]
		t.Fatalf("%d goroutines before, %d after: a goroutine leaks\n%s", before, after, buf)
	}
}
