package store

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/txmgr"
)

// A canary through the store: the quota bounds the pending ones; its commit and reveal count only while
// the intents that mined them are confirmed in those blocks; a rewind above the reveal makes it bound
// again, a rewind above the commit makes the commit unmined (the binding stays) and reopens its intent,
// and the re-mined commit is recorded anew.
func TestCanaryStoreLifecycleAndRewind(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		sender := common.HexToAddress("0xda")
		mine := func(key string, block uint64, blockHash common.Hash, create bool) {
			t.Helper()
			if create {
				if _, _, err := s.CreateIntents(ctx, []txmgr.Record{{Kind: "evaluator-pool", Key: key, From: sender, To: common.HexToAddress("0xe5"),
					Data: []byte{1}, Value: new(big.Int), State: txmgr.StatePending}}); err != nil {
					t.Fatal(err)
				}
				if err := s.SaveAttempts(ctx, []txmgr.Attempt{{Key: key, Nonce: block, TxHash: hashOf(key), Raw: []byte{1}, GasLimit: 21000,
					GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2), CreatedAt: time.Now()}}); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.MarkMined(ctx, key, hashOf(key), block, blockHash); err != nil {
				t.Fatal(err)
			}
			if err := s.MarkConfirmed(ctx, key, blockHash); err != nil {
				t.Fatal(err)
			}
		}
		c := Canary{Commitment: hashOf("commitment"), Deliverable: hashOf("deliverable"), ExpectedScore: 9500, ExpectedPassed: true, Salt: hashOf("salt")}
		got, created, err := s.AddCanary(ctx, c, 2)
		if err != nil || !created || got.Status != CanaryCommitting {
			t.Fatalf("add: %+v %t %v", got, created, err)
		}
		if _, created, err := s.AddCanary(ctx, c, 2); err != nil || created {
			t.Fatalf("adding it again: created %t %v", created, err)
		}
		if _, _, err := s.AddCanary(ctx, Canary{Commitment: hashOf("second"), Deliverable: hashOf("d2"), Salt: hashOf("s2")}, 2); err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.AddCanary(ctx, Canary{Commitment: hashOf("third"), Deliverable: hashOf("d3"), Salt: hashOf("s3")}, 2); !errors.Is(err, ErrCanaryQuota) {
			t.Fatalf("a third pending canary with a quota of 2: %v", err)
		}
		seat := common.HexToAddress("0x5ea7")
		if _, err := s.BindCanary(ctx, c.Commitment, seat, 7); !errors.Is(err, ErrCanaryNotCommitted) {
			t.Fatalf("binding an uncommitted canary: %v", err)
		}
		commitKey, revealKey := "canary-commit:x", "canary-reveal:x"
		// Not confirmed in that block: nothing is written.
		if wrote, err := s.MarkCanaryCommitted(ctx, c.Commitment, commitKey, 10, hashOf("b10"), 1000); err != nil || wrote {
			t.Fatalf("committed without a confirmed intent: %t %v", wrote, err)
		}
		mine(commitKey, 10, hashOf("b10"), true)
		if wrote, err := s.MarkCanaryCommitted(ctx, c.Commitment, commitKey, 10, hashOf("b10"), 1000); err != nil || !wrote {
			t.Fatalf("committed: %t %v", wrote, err)
		}
		if _, err := s.BindCanary(ctx, c.Commitment, seat, 7); err != nil {
			t.Fatal(err)
		}
		if _, err := s.BindCanary(ctx, c.Commitment, seat, 7); err != nil {
			t.Fatalf("binding again to the same job: %v", err)
		}
		if _, err := s.BindCanary(ctx, c.Commitment, seat, 8); !errors.Is(err, ErrCanaryBound) {
			t.Fatalf("binding to another job: %v", err)
		}
		mine(revealKey, 12, hashOf("b12"), true)
		if wrote, err := s.MarkCanaryRevealed(ctx, c.Commitment, revealKey, 12, hashOf("b12")); err != nil || !wrote {
			t.Fatalf("revealed: %t %v", wrote, err)
		}
		check := func(what string, status CanaryStatus, commitBlock, revealBlock uint64) {
			t.Helper()
			got, err := s.Canary(ctx, c.Commitment)
			if err != nil || got.Status != status || got.CommitBlock != commitBlock || got.RevealBlock != revealBlock || got.Seat != seat || got.JobID != 7 {
				t.Fatalf("%s: %+v %v; want %s, commit %d, reveal %d, bound to job 7", what, got, err, status, commitBlock, revealBlock)
			}
		}
		check("revealed", CanaryRevealed, 10, 12)

		if _, err := s.RewindTo(ctx, 11, testFold); err != nil {
			t.Fatal(err)
		}
		check("after a rewind above the reveal", CanaryBound, 10, 0)
		if wrote, _ := s.MarkCanaryRevealed(ctx, c.Commitment, revealKey, 12, hashOf("b12")); wrote {
			t.Fatal("the reopened reveal intent still counted")
		}
		if _, err := s.RewindTo(ctx, 9, testFold); err != nil {
			t.Fatal(err)
		}
		check("after a rewind above the commit", CanaryBound, 0, 0)
		if rec, err := s.Intent(ctx, commitKey); err != nil || rec.State != txmgr.StateMined {
			t.Fatalf("the commit intent after the rewind: %+v %v (want reopened)", rec, err)
		}
		todo, err := s.CanariesToCommit(ctx, 10)
		if err != nil || len(todo) != 2 || (todo[0].Commitment != c.Commitment && todo[1].Commitment != c.Commitment) {
			t.Fatalf("to commit after the rewind: %v %v (want the rewound one and the second)", todo, err)
		}
		mine(commitKey, 11, hashOf("b11 after the reorg"), false)
		if wrote, err := s.MarkCanaryCommitted(ctx, c.Commitment, commitKey, 11, hashOf("b11 after the reorg"), 1001); err != nil || !wrote {
			t.Fatalf("re-committed: %t %v", wrote, err)
		}
		check("re-committed", CanaryBound, 11, 0)
		if err := s.FailCanary(ctx, hashOf("second"), "the pool refuses the reveal"); err != nil {
			t.Fatal(err)
		}
		if cs, err := s.Canaries(ctx, 10, CanaryFailed); err != nil || len(cs) != 1 || cs[0].Reason != "the pool refuses the reveal" {
			t.Fatalf("failed canaries: %v %v", cs, err)
		}
	})
}
