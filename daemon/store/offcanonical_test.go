package store

import (
	"context"
	"database/sql"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/txmgr"
)

// A transaction the manager confirmed in block 137 while a reorg replaced block 137 before the watcher
// reached that height: the watcher never sees the replaced block, so no rewind covers it. Found by the
// reorg campaign (a finalize confirmed in a replaced block was never sent again, and its jobs stayed
// due). When the watcher accepts the canonical block 137, the intent is reopened; an intent whose
// block is the canonical one, or at another height, is left alone.
func TestReopenIntentsOffTheCanonicalBlock(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		sender := common.HexToAddress("0xda")
		replaced, canonical := hashOf("block 137 before the reorg"), hashOf("block 137 after the reorg")
		confirm := func(key string, tx common.Hash, block uint64, blockHash common.Hash) {
			t.Helper()
			if _, _, err := s.CreateIntents(ctx, []txmgr.Record{{Kind: "finalize", Key: key, From: sender, To: common.HexToAddress("0xe5"),
				Data: []byte{1}, Value: new(big.Int), State: txmgr.StatePending}}); err != nil {
				t.Fatal(err)
			}
			if err := s.SaveAttempts(ctx, []txmgr.Attempt{{Key: key, Nonce: block, TxHash: tx, Raw: []byte{1}, GasLimit: 21000,
				GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2), CreatedAt: time.Now()}}); err != nil {
				t.Fatal(err)
			}
			if err := s.MarkMined(ctx, key, tx, block, blockHash); err != nil {
				t.Fatal(err)
			}
			if err := s.MarkConfirmed(ctx, key, blockHash); err != nil {
				t.Fatal(err)
			}
		}
		confirm("finalize:gone", hashOf("finalize tx"), 137, replaced)
		confirm("finalize:kept", hashOf("other tx"), 136, hashOf("block 136"))
		var n int64
		if err := s.inTx(ctx, func(tx *sql.Tx) error {
			var err error
			n, err = s.ReopenOffCanonicalTx(ctx, tx, 137, canonical)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if n != 1 {
			t.Fatalf("reopened %d intents, want 1", n)
		}
		gone, err := s.Intent(ctx, "finalize:gone")
		if err != nil || gone.State != txmgr.StateMined || gone.BlockHash != (common.Hash{}) {
			t.Fatalf("intent confirmed in the replaced block: %+v %v (want mined, no block hash: the manager looks again)", gone, err)
		}
		if kept, err := s.Intent(ctx, "finalize:kept"); err != nil || kept.State != txmgr.StateConfirmed {
			t.Fatalf("intent of another block: %+v %v", kept, err)
		}
		// The canonical block itself reopens nothing.
		if err := s.inTx(ctx, func(tx *sql.Tx) error {
			var err error
			n, err = s.ReopenOffCanonicalTx(ctx, tx, 136, hashOf("block 136"))
			return err
		}); err != nil || n != 0 {
			t.Fatalf("canonical block reopened %d intents: %v", n, err)
		}
	})
}
