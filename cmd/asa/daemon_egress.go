package main

import (
	"flag"
	"strings"

	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/internal/seal"
)

// envSecretKey names the variable that gives the keys sealing webhook secrets at rest (comma-separated
// base64 of 32 bytes each, the first sealing new secrets). It is read from the environment only: a key
// on the command line shows in the process list.
const envSecretKey = "ASA_DAEMON_SECRET_KEY"

// egressFlags declares the egress policy's and the secret key file's flags.
func egressFlags(fs *flag.FlagSet, cfg *daemon.Config) {
	fs.Func("egress-allow", "comma-separated CIDRs, addresses or host:port pairs webhook deliveries may reach although not public (internal receivers)", func(v string) error {
		cfg.Egress.Allow = append(cfg.Egress.Allow, splitList(v)...)
		return nil
	})
	fs.StringVar(&cfg.Egress.Proxy, "egress-proxy", cfg.Egress.Proxy, "http(s) proxy for every outbound request made on others' behalf (it must enforce the address policy)")
	fs.StringVar(&cfg.SecretKeyFile, "secret-key-file", cfg.SecretKeyFile, "file of the keys sealing webhook secrets at rest (base64 of 32 bytes per line, the first seals); else "+envSecretKey)
}

// applyEgressEnv reads ASA_DAEMON_EGRESS_ALLOW, ASA_DAEMON_EGRESS_PROXY and ASA_DAEMON_SECRET_KEY_FILE.
func applyEgressEnv(c *daemon.Config, getenv func(string) string) {
	if v := getenv("ASA_DAEMON_EGRESS_ALLOW"); v != "" {
		c.Egress.Allow = splitList(v)
	}
	if v := getenv("ASA_DAEMON_EGRESS_PROXY"); v != "" {
		c.Egress.Proxy = v
	}
	if v := getenv("ASA_DAEMON_SECRET_KEY_FILE"); v != "" {
		c.SecretKeyFile = v
	}
}

// overlayEgressFlags re-applies the egress flags set explicitly (see overlayFlags).
func overlayEgressFlags(dst *daemon.Config, flags, defaults daemon.Config) {
	if len(flags.Egress.Allow) > 0 {
		dst.Egress.Allow = flags.Egress.Allow
	}
	if flags.Egress.Proxy != defaults.Egress.Proxy {
		dst.Egress.Proxy = flags.Egress.Proxy
	}
	if flags.SecretKeyFile != defaults.SecretKeyFile {
		dst.SecretKeyFile = flags.SecretKeyFile
	}
}

// secretKeys loads the keys sealing webhook secrets (nil when none is configured).
func secretKeys(c daemon.Config, getenv func(string) string) (*seal.Keyring, error) {
	return c.SecretKeys(getenv(envSecretKey))
}

func splitList(v string) []string {
	return strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' })
}
