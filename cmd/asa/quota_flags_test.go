package main

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/internal/settings"
)

// TestQuotaOptions: the quotas read from the config file ("COUNT/PER" or "off"), and the --quota-*
// flags override them as every daemon flag overrides the file; unset ones keep the defaults.
func TestQuotaOptions(t *testing.T) {
	file := filepath.Join(t.TempDir(), "daemon.json")
	if err := os.WriteFile(file, []byte(`{"quotas":{"signinAttempts":"5/1m","a2aTasks":"off","trustForwardedFor":true}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	merged := daemon.DefaultConfig()
	if err := merged.LoadFile(file); err != nil {
		t.Fatal(err)
	}
	defaults := daemon.DefaultConfig()
	fs := flag.NewFlagSet("daemon", flag.ContinueOnError)
	flags := settings.Flags(fs, &defaults)
	if err := fs.Parse([]string{"--quota-x402-requests", "7/1s"}); err != nil {
		t.Fatal(err)
	}
	if err := flags.Apply(&merged); err != nil {
		t.Fatal(err)
	}
	q, def := merged.Quotas, daemon.DefaultQuotas()
	want := map[string]quota.Limit{"signinAttempts": {Count: 5, Per: time.Minute}, "a2aTasks": {}, "x402Requests": {Count: 7, Per: time.Second},
		"signinNonces": def.SignInNonces}
	got := map[string]quota.Limit{"signinAttempts": q.SignInAttempts, "a2aTasks": q.A2ATasks, "x402Requests": q.X402Requests, "signinNonces": q.SignInNonces}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %v, want %v", k, got[k], v)
		}
	}
	if !q.TrustForwardedFor {
		t.Error("trustForwardedFor from the file was lost")
	}
	bad := daemon.DefaultConfig()
	if err := os.WriteFile(file, []byte(`{"quotas":{"signinAttempts":"lots"}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := bad.LoadFile(file); err == nil {
		t.Fatal("a malformed quota was accepted")
	}
}
