package main

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// asa canary add|bind|list through the built binary, against a daemon on anvil that is the dev deployment's
// canary operator (the deployer's key): add hashes the deliverable file and prints the commitment of the
// daemon's salt (or of the given one, which no output shows), list shows the canary committed on chain, a
// binding to an address that is no pool seat is refused with the reason, and another key is refused.
func TestCanaryCommandsOnAnvil(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	operator, stranger := devKeyEnv(t, 9), devKeyEnv(t, 1)
	mustRun(t, []string{operator}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	var dep escrow.Deployment
	if err := readJSONFile(depFile, &dep); err != nil {
		t.Fatal(err)
	}
	if dep.EvaluatorPool == (common.Address{}) {
		t.Fatal("the dev deployment has no evaluator pool")
	}
	cfg := daemon.DefaultConfig()
	cfg.RPC, cfg.Escrow, cfg.StartBlock, cfg.DB, cfg.Listen = node.URL(), dep.Escrow.Hex(), dep.DeployBlock, filepath.Join(dir, "asa.db"), "127.0.0.1:0"
	cfg.PollInterval, cfg.TickInterval = daemon.Duration(150*time.Millisecond), daemon.Duration(150*time.Millisecond)
	cfg.EvaluatorPool, cfg.CanaryOperator = dep.EvaluatorPool.Hex(), true
	key, err := anvil.DevKey(9)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	svc, err := daemon.New(ctx, cfg, daemon.Options{Key: signer.FromKey(key), Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = svc.Stop(context.Background()) })
	on := []string{"--daemon", "http://" + svc.Addr()}

	report := filepath.Join(dir, "canary.md")
	content := []byte("# canary report\nA review with a known answer.\n")
	if err := os.WriteFile(report, content, 0o600); err != nil {
		t.Fatal(err)
	}
	out := mustRun(t, []string{operator}, append([]string{"canary", "add", "--deliverable", report, "--expected-score", "92.5", "--expected", "pass", "--json"}, on...)...)
	var added wire.Canary
	if err := json.Unmarshal([]byte(out), &added); err != nil {
		t.Fatalf("canary add --json: %v\n%s", err, out)
	}
	stored, err := svc.Store().Canary(ctx, common.HexToHash(added.Commitment))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(content)
	if want := settlement.CanaryCommitment(sum, 9250, true, stored.Salt); added.Commitment != want.Hex() || added.ExpectedScore != 9250 || !added.ExpectedPassed {
		t.Fatalf("added %+v, want commitment %s of the file's hash at 9250 bps", added, want.Hex())
	}
	salt := "0x" + strings.Repeat("ab", 32)
	out = mustRun(t, []string{operator}, append([]string{"canary", "add", "--deliverable-hash", "sha256:" + strings.Repeat("cd", 32), "--expected-score", "20",
		"--expected", "fail", "--salt", salt}, on...)...)
	want := settlement.CanaryCommitment(common.HexToHash(strings.Repeat("cd", 32)), 2000, false, common.HexToHash(salt))
	if !strings.Contains(out, want.Hex()) || strings.Contains(strings.ToLower(out), strings.Repeat("ab", 32)) {
		t.Fatalf("canary add with a salt printed:\n%s\nwant the commitment %s and no salt", out, want.Hex())
	}

	// Each command signs in, and sign-ins are rate limited: wait on the store, then list once.
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		cs, err := svc.Store().Canaries(ctx, 10, "committed")
		if err == nil && len(cs) == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the daemon did not commit both canaries: %v %v", cs, err)
		}
	}
	listed := mustRun(t, []string{operator}, append([]string{"canary", "list"}, on...)...)
	if strings.Count(listed, " committed in block ") != 2 {
		t.Fatalf("canary list after both commits:\n%s", listed)
	}
	for _, s := range []string{strings.Repeat("ab", 32), strings.ToLower(stored.Salt.Hex()[2:])} {
		if strings.Contains(strings.ToLower(listed), s) {
			t.Fatalf("canary list shows a salt:\n%s", listed)
		}
	}
	if !strings.Contains(listed, added.Commitment+" committed") || !strings.Contains(listed, "expected 92.50 PASS") {
		t.Fatalf("canary list:\n%s", listed)
	}

	notSeat := common.HexToAddress("0x00000000000000000000000000000000000000aa").Hex()
	wantFail(t, 1, []string{"not an evaluators or backup seat"}, []string{operator},
		append([]string{"canary", "bind", added.Commitment, "--seat", notSeat, "--job", "1"}, on...)...)
	wantFail(t, 1, []string{"only the evaluator pool's canary operator"}, []string{stranger},
		append([]string{"canary", "add", "--deliverable", report, "--expected-score", "90", "--expected", "pass"}, on...)...)
	wantFail(t, 2, []string{"--expected pass|fail"}, []string{operator},
		append([]string{"canary", "add", "--deliverable", report, "--expected-score", "90"}, on...)...)
	if cs, err := svc.Store().Canaries(ctx, 10); err != nil || len(cs) != 2 {
		t.Fatalf("stored canaries: %d %v, want the 2 added", len(cs), err)
	}
}
