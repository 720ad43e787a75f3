package l1fee

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
)

// The scale report computes the L1 data fee because the local chain does not charge it: anvil, even
// started as an OP Stack chain (--network optimism), debits exactly gasUsed x gas price. If this ever
// fails, anvil charges an L1 fee and the report could observe it instead of computing it.
func TestAnvilChargesNoL1Fee(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	node, err := anvil.Start(ctx, anvil.Options{ExtraArgs: []string{"--network", "optimism"}})
	if err != nil {
		t.Fatalf("start anvil: %v", err)
	}
	defer func() { _ = node.Stop() }()
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()
	key, err := anvil.DevKey(0)
	if err != nil {
		t.Fatal(err)
	}
	from := crypto.PubkeyToAddress(key.PublicKey)
	to := common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")
	var data []byte // 1,024 pseudo-random bytes: FastLZ cannot shrink them, so Base would charge for all
	for h := crypto.Keccak256([]byte("l1 fee probe")); len(data) < 1024; h = crypto.Keccak256(h) {
		data = append(data, h...)
	}
	before, err := eth.BalanceAt(ctx, from, nil)
	if err != nil {
		t.Fatal(err)
	}
	head, err := eth.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	gas, err := eth.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &to, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: node.ChainID(), Nonce: 0, GasTipCap: big.NewInt(1),
		GasFeeCap: new(big.Int).Mul(head.BaseFee, big.NewInt(2)), Gas: gas, To: &to, Data: data}), types.LatestSignerForChainID(node.ChainID()), key)
	if err != nil {
		t.Fatal(err)
	}
	if err := eth.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	var r *types.Receipt
	for r == nil {
		if r, err = eth.TransactionReceipt(ctx, tx.Hash()); err != nil && ctx.Err() != nil {
			t.Fatal(err)
		}
		time.Sleep(5 * time.Millisecond)
	}
	after, err := eth.BalanceAt(ctx, from, nil)
	if err != nil {
		t.Fatal(err)
	}
	paid := new(big.Int).Sub(before, after)
	execution := new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
	if paid.Cmp(execution) != 0 {
		t.Fatalf("anvil --network optimism debited %s wei, gasUsed x price is %s: it charges something else now", paid, execution)
	}
	raw, err := tx.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("anvil debited exactly gasUsed x price (%s wei); Base would add an L1 fee over %d FastLZ bytes (%d estimated)",
		paid, CompressedLen(raw), EstimatedSize(CompressedLen(raw)))
}
