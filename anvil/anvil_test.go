package anvil

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
)

func TestStartMineReorgStop(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	n, err := Start(ctx, Options{ChainID: 84532})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = n.Stop() })
	c, err := n.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	id, err := c.ChainID(ctx)
	if err != nil || id.Uint64() != 84532 {
		t.Fatalf("chain id %v, %v", id, err)
	}
	key, err := DevKey(0)
	if err != nil {
		t.Fatal(err)
	}
	bal, err := c.BalanceAt(ctx, crypto.PubkeyToAddress(key.PublicKey), nil)
	if err != nil {
		t.Fatal(err)
	}
	if bal.Cmp(new(big.Int).Mul(big.NewInt(10000), big.NewInt(1e18))) != 0 {
		t.Fatalf("dev account 0 balance %v, want 10000 ETH", bal)
	}
	if err := n.Mine(ctx, 3); err != nil {
		t.Fatal(err)
	}
	h3, err := c.HeaderByNumber(ctx, big.NewInt(3))
	if err != nil {
		t.Fatal(err)
	}
	if err := n.Reorg(ctx, 2); err != nil {
		t.Fatal(err)
	}
	h3b, err := c.HeaderByNumber(ctx, big.NewInt(3))
	if err != nil {
		t.Fatal(err)
	}
	if h3.Hash() == h3b.Hash() {
		t.Fatal("block 3 unchanged after anvil_reorg depth 2")
	}
	if err := n.Stop(); err != nil {
		t.Fatal(err)
	}
	if err := n.Stop(); err != nil {
		t.Fatalf("second Stop: %v", err)
	}
	if _, err := c.BlockNumber(ctx); err == nil {
		t.Fatal("node still answers after Stop")
	}
}

func TestDevKeyRange(t *testing.T) {
	if _, err := DevKey(DevKeyCount); err == nil {
		t.Fatal("DevKey out of range gave no error")
	}
	k, err := DevKey(0)
	if err != nil {
		t.Fatal(err)
	}
	if got := crypto.PubkeyToAddress(k.PublicKey).Hex(); got != "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" {
		t.Fatalf("dev key 0 address %s", got)
	}
}

// FindBinary: $ANVIL_BIN first, then the pinned node_modules/.bin/anvil above the working directory, then
// the anvil on $PATH; with none of them the error names all three.
func TestFindBinaryOrder(t *testing.T) {
	pinned, err := FindBinary()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(pinned, filepath.Join("node_modules", ".bin", "anvil")) {
		t.Fatalf("inside the repository FindBinary gave %s, want the pinned node_modules/.bin/anvil", pinned)
	}
	// Outside the repository (no node_modules above), an anvil on PATH is found; it really runs.
	outside, onPath := t.TempDir(), t.TempDir()
	if err := os.Symlink(pinned, filepath.Join(onPath, "anvil")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(outside)
	t.Setenv(BinaryEnv, "")
	t.Setenv("PATH", onPath)
	got, err := FindBinary()
	if err != nil || got != filepath.Join(onPath, "anvil") {
		t.Fatalf("outside the repository with anvil on PATH: %q, %v", got, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	n, err := Start(ctx, Options{})
	if err != nil {
		t.Fatalf("start the anvil found on PATH: %v", err)
	}
	_ = n.Stop()
	// $ANVIL_BIN wins over PATH.
	t.Setenv(BinaryEnv, pinned)
	if got, err := FindBinary(); err != nil || got != pinned {
		t.Fatalf("with %s set: %q, %v", BinaryEnv, got, err)
	}
	t.Setenv(BinaryEnv, "")
	t.Setenv("PATH", t.TempDir())
	if _, err := FindBinary(); err == nil || !strings.Contains(err.Error(), BinaryEnv) || !strings.Contains(err.Error(), "node_modules") || !strings.Contains(err.Error(), "PATH") {
		t.Fatalf("no anvil anywhere: %v", err)
	}
}
