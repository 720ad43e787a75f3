//go:build !unix

package store

import "os"

// lockFile is a no-op where flock is unavailable: the daemon runs on unix systems.
func lockFile(string) (*os.File, error) { return nil, nil }

func unlockFile(*os.File) {}
