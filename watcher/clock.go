package watcher

import "time"

// Clock makes the poll ticker replaceable in tests.
type Clock interface {
	// NewTicker returns a ticker firing every d.
	NewTicker(d time.Duration) Ticker
}

// Ticker is the part of *time.Ticker the watcher uses.
type Ticker interface {
	// C delivers the ticks.
	C() <-chan time.Time
	// Stop releases the ticker.
	Stop()
}

// SystemClock is the real Clock.
type SystemClock struct{}

// NewTicker implements Clock with time.NewTicker.
func (SystemClock) NewTicker(d time.Duration) Ticker { return systemTicker{time.NewTicker(d)} }

type systemTicker struct{ t *time.Ticker }

func (s systemTicker) C() <-chan time.Time { return s.t.C }
func (s systemTicker) Stop()               { s.t.Stop() }
