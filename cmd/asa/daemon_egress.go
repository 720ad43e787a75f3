package main

import (
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/internal/seal"
)

// envSecretKey names the variable that gives the keys sealing webhook secrets at rest (comma-separated
// base64 of 32 bytes each, the first sealing new secrets). It is read from the environment only: a key
// on the command line shows in the process list. (The egress and secret key file options are declared
// with the others in daemon.Config.)
const envSecretKey = "ASA_DAEMON_SECRET_KEY"

// secretKeys loads the keys sealing webhook secrets (nil when none is configured).
func secretKeys(c daemon.Config, getenv func(string) string) (*seal.Keyring, error) {
	return c.SecretKeys(getenv(envSecretKey))
}
