package daemon_test

import (
	"strings"
	"testing"

	"github.com/asa-escrow/asa/daemon"
)

// The explorer the job page links to: Base's and Base Sepolia's by chain id, none on a dev chain, and a
// configured one (checked to be an http(s) base URL) everywhere.
func TestExplorerByChainAndConfig(t *testing.T) {
	cfg := daemon.DefaultConfig()
	for chain, want := range map[uint64]string{8453: "https://basescan.org", 84532: "https://sepolia.basescan.org", 31337: "", 1: ""} {
		if got := cfg.Explorer(chain); got != want {
			t.Errorf("chain %d: explorer %q, want %q", chain, got, want)
		}
	}
	cfg.ExplorerURL = "https://explorer.example/"
	if got := cfg.Explorer(31337); got != "https://explorer.example" {
		t.Errorf("configured explorer: %q", got)
	}
	cfg.RPC, cfg.Escrow = "http://127.0.0.1:8545", "0x5FbDB2315678afecb367f032d93F642f64180aa3"
	if err := cfg.Check(); err != nil && strings.Contains(err.Error(), "explorerUrl") {
		t.Errorf("a good explorer URL is refused: %v", err)
	}
	for _, bad := range []string{"explorer.example", "ftp://explorer.example", "https://", "https://explorer.example/?q=1", "javascript:alert(1)"} {
		cfg.ExplorerURL = bad
		if err := cfg.Check(); err == nil || !strings.Contains(err.Error(), "explorerUrl") {
			t.Errorf("explorer URL %q: %v, want refused", bad, err)
		}
	}
}
