package watcher

import (
	"time"

	"github.com/asa-escrow/asa/internal/loop"
)

// Clock makes the poll ticker replaceable in tests.
type Clock interface {
	// NewTicker returns a ticker firing every d.
	NewTicker(d time.Duration) Ticker
}

// Ticker is the part of *time.Ticker the watcher uses.
type Ticker = loop.Ticker

// SystemClock is the real Clock.
type SystemClock struct{}

// NewTicker implements Clock with time.NewTicker.
func (SystemClock) NewTicker(d time.Duration) Ticker { return loop.NewSystemTicker(d) }
