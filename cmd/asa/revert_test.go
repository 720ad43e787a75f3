package main

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
)

// assertOneRevert fails when a CLI error names its revert more than once or carries raw bytes.
func assertOneRevert(t *testing.T, stderr string) {
	t.Helper()
	if n := strings.Count(stderr, "execution reverted"); n > 1 {
		t.Errorf("the revert is named %d times:\n%s", n, stderr)
	}
	if strings.ContainsRune(stderr, 0) {
		t.Errorf("stderr holds NUL bytes: %q", stderr)
	}
}

// USDC reverts with strings. The CLI names each reason once and gives the same what-to-do hints as for
// custom errors: a missing allowance, a paused token, a blacklisted payer.
func TestTokenRevertsNamedOnceWithHints(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	deployer, client := devKeyEnv(t, 9), devKeyEnv(t, 0)
	mustRun(t, []string{deployer}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	var dep escrow.Deployment
	if err := readJSONFile(depFile, &dep); err != nil {
		t.Fatal(err)
	}
	on := []string{"--rpc", node.URL(), "--deployment", depFile}
	seed := filepath.Join("..", "..", "settlement", "testdata", "agreement_research.json")
	mustRun(t, []string{client}, append([]string{"job", "create", "--agreement", seed, "--rebind"}, on...)...)
	fund := append([]string{"job", "fund", "--job", "1"}, on...)

	once := func(args []string, reason, hint string) {
		t.Helper()
		for _, jsonOut := range []bool{false, true} {
			a := args
			if jsonOut {
				a = append(append([]string{}, args...), "--json")
			}
			_, stderr, code := runAsa(t, []string{client}, a...)
			if code != 1 {
				t.Fatalf("asa %v: exit %d, want 1:\n%s", a, code, stderr)
			}
			if jsonOut {
				var e struct{ Error string }
				if err := json.Unmarshal([]byte(stderr), &e); err != nil {
					t.Fatalf("--json error is not JSON: %v\n%s", err, stderr)
				}
				stderr = e.Error
			}
			if n := strings.Count(stderr, reason); n != 1 {
				t.Errorf("asa %v: %q appears %d times, want once:\n%s", a, reason, n, stderr)
			}
			if !strings.Contains(stderr, hint) {
				t.Errorf("asa %v: no hint %q:\n%s", a, hint, stderr)
			}
			assertOneRevert(t, stderr)
		}
	}
	once(append(fund, "--no-approve"), "ERC20: transfer amount exceeds allowance", "approves first")

	ctx := context.Background()
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tok := bindings.NewTestUSDC()
	admin := bind.NewKeyedTransactor(mustKey(t, 9), node.ChainID())
	asAdmin := func(data []byte) {
		t.Helper()
		tx, err := bind.Transact(tok.Instance(eth, dep.Token), admin, data)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := escrow.WaitSuccess(ctx, eth, tx); err != nil {
			t.Fatal(err)
		}
	}
	asAdmin(tok.PackPause())
	once(fund, "Pausable: paused", "paused by its issuer")
	asAdmin(tok.PackUnpause())
	asAdmin(tok.PackBlacklist(crypto.PubkeyToAddress(mustKey(t, 0).PublicKey)))
	once(fund, "Blacklistable: account is blacklisted", "blacklisted an address of this transfer")
}
