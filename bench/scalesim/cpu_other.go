//go:build !unix

package scalesim

import (
	"errors"
	"time"
)

// processCPU is not available on this platform.
func processCPU() (time.Duration, error) {
	return 0, errors.New("scalesim: process CPU time needs a unix system")
}
