package anvil

import (
	"context"
	"math/big"
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
