package signer_test

import (
	"context"
	"crypto/ecdsa"
	"io"
	"log/slog"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/cleftest"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// An outside module (examples/clef-agent, its own go.mod with a replace directive to this repository)
// runs the full job with every key in Clef: it is built with the go tool as a user builds it, the
// client, provider and evaluator sign through Clef, the daemon's key is in Clef too, and the job
// settles on anvil with the payout on chain.
func TestOutsideModuleRunsAJobWithKeysInClef(t *testing.T) {
	if testing.Short() {
		t.Skip("builds an outside module and Clef")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go tool to build examples/clef-agent: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "clef-agent")
	build := exec.Command(goTool, "build", "-o", bin, ".")
	build.Dir = filepath.Join("..", "examples", "clef-agent")
	build.Env = append(os.Environ(), "GOWORK=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build examples/clef-agent (its own module): %v\n%s", err, out)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	node, err := anvil.Start(ctx, anvil.Options{})
	if err != nil {
		t.Fatalf("start anvil: %v", err)
	}
	t.Cleanup(func() { _ = node.Stop() })
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	keys := make([]*ecdsa.PrivateKey, 4) // client, provider, evaluator, daemon
	for i, dev := range []int{0, 1, 2, 8} {
		if keys[i], err = anvil.DevKey(dev); err != nil {
			t.Fatal(err)
		}
	}
	addr := func(i int) common.Address { return crypto.PubkeyToAddress(keys[i].PublicKey) }
	deploy := bind.NewKeyedTransactor(devKey(t, 9).PrivateKey(), node.ChainID())
	token, _, err := escrow.DeployDevToken(ctx, eth, deploy, escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	escrowAddr, _, err := escrow.DeployEscrow(ctx, eth, deploy, token)
	if err != nil {
		t.Fatal(err)
	}
	if err := escrow.MintDevToken(ctx, eth, deploy, token, big.NewInt(100_000_000), addr(0)); err != nil {
		t.Fatal(err)
	}
	escrowABI, err := bindings.AsaEscrowMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	tokenABI, err := bindings.TestUSDCMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	clef := cleftest.Start(t, cleftest.Options{ChainID: node.ChainID().Uint64(), Keys: keys, ABIs: []*abi.ABI{escrowABI, tokenABI},
		Rules: clefRules([]common.Address{addr(0), addr(1), addr(3)}, []common.Address{escrowAddr, token}, []common.Address{addr(1), addr(2)})})

	clefDaemon, err := signer.DialClef(ctx, clef.URL, addr(3))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(clefDaemon.Close)
	cfg := daemon.DefaultConfig()
	cfg.RPC, cfg.Escrow, cfg.DB, cfg.Listen = node.URL(), escrowAddr.Hex(), filepath.Join(t.TempDir(), "asa.db"), "127.0.0.1:0"
	cfg.PollInterval, cfg.TickInterval = daemon.Duration(200*time.Millisecond), daemon.Duration(200*time.Millisecond)
	svc, err := daemon.New(ctx, cfg, daemon.Options{Key: clefDaemon, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = svc.Stop(context.Background()) })

	ex := func(name string) string { return filepath.Join("..", "examples", name) }
	agent := exec.CommandContext(ctx, bin, "--rpc", node.URL(), "--escrow", escrowAddr.Hex(), "--daemon", "http://"+svc.Addr(), "--clef", clef.URL,
		"--client", addr(0).Hex(), "--provider", addr(1).Hex(), "--evaluator", addr(2).Hex(),
		"--agreement", ex("agreement.json"), "--report", ex("report.md"), "--verdict", ex("verification.json"))
	out, err := agent.CombinedOutput()
	if err != nil {
		t.Fatalf("clef-agent: %v\n%s\nclef:\n%s", err, out, clef.Log())
	}
	for _, want := range []string{"created and funded job 1", "submitted its delivery", "signed score 8610", "job 1 verified"} {
		if !strings.Contains(string(out), want) {
			t.Fatalf("clef-agent did not say %q:\n%s", want, out)
		}
	}
	esc, err := asaclient.Open(ctx, eth, escrowAddr)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := anvil.Warp(ctx, node.RPC(), 2*time.Hour+time.Minute); err != nil {
		t.Fatal(err)
	}
	waitStatus(t, ctx, esc, big.NewInt(1), settlement.JobCompleted, &syncBuffer{}, clef)
	if bal, err := esc.BalanceOf(ctx, addr(1)); err != nil || bal.Cmp(big.NewInt(4_250_000)) != 0 {
		t.Fatalf("provider balance %v (%v), want 4250000", bal, err)
	}
	// Clef signed the client's approval and creation, the provider's submission, the daemon's relay and
	// finalization, and the evaluator's typed data.
	if audit := clef.Audit(); strings.Count(audit, "SignTransaction") < 5 || !strings.Contains(audit, "SignTypedData") {
		t.Fatalf("Clef's audit log lacks the job's signatures:\n%s", audit)
	}
}
