package store

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/txmgr"
)

// A batched relay's ResultSkipped rejects the evaluator's result it carried (only in the daemon's own
// transactions), its ResultAccepted confirms the other; a reorg that removes the block puts both back on their
// way (relayed while the batch intent is open again), and a skip undone after the evaluator got a newer live
// result leaves the older one rejected instead of breaking the one-live-result rule.
func TestSkippedResultsAndReorg(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		keyA, _ := crypto.GenerateKey()
		keyB, _ := crypto.GenerateKey()
		const job = 9
		ra, rb := signedResult(keyA, job, 1), signedResult(keyB, job, 2)
		rb.SubmittedAt = ra.SubmittedAt
		for _, r := range []Result{ra, rb} {
			if _, err := s.InsertResult(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
		sender, batchTx, foreignTx := common.HexToAddress("0xda"), hashOf("batch tx"), hashOf("someone else's tx")
		const key = "relay-batch:test"
		if _, _, err := s.CreateIntents(ctx, []txmgr.Record{{Kind: "relay-batch", Key: key, From: sender, To: common.HexToAddress("0xe5"),
			Data: []byte{1}, Value: new(big.Int), State: txmgr.StatePending}}); err != nil {
			t.Fatal(err)
		}
		if err := s.SaveAttempts(ctx, []txmgr.Attempt{{Key: key, Nonce: 0, TxHash: batchTx, Raw: []byte{1}, GasLimit: 21000,
			GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2), CreatedAt: time.Now()}}); err != nil {
			t.Fatal(err)
		}
		if err := s.MarkRelayed(ctx, []RelayMark{{Digest: ra.Digest, Key: key}, {Digest: rb.Digest, Key: key}}); err != nil {
			t.Fatal(err)
		}
		status := func(r Result) Result {
			t.Helper()
			got, err := s.ResultByDigest(ctx, r.Digest)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		// A skip in a transaction the daemon did not send changes nothing.
		if err := s.Apply(ctx, ChainUpdate{Skipped: []Skip{{JobID: job, Evaluator: ra.Evaluator, Reason: "AlreadyCounted", BlockNumber: 6, TxHash: foreignTx}}}, testFold); err != nil {
			t.Fatal(err)
		}
		if got := status(ra); got.Status != ResultRelayed {
			t.Fatalf("after a foreign skip: %s %q", got.Status, got.Reason)
		}
		skipped := ChainUpdate{
			Accepted: []Acceptance{{Digest: rb.Digest, JobID: job, Evaluator: rb.Evaluator, BlockNumber: 7, TxHash: batchTx}},
			Skipped:  []Skip{{JobID: job, Evaluator: ra.Evaluator, Reason: "ResultExpired", BlockNumber: 7, TxHash: batchTx}},
		}
		if err := s.Apply(ctx, skipped, testFold); err != nil {
			t.Fatal(err)
		}
		if got := status(ra); got.Status != ResultRejected || !strings.Contains(got.Reason, "ResultExpired") || !strings.Contains(got.Reason, batchTx.Hex()) {
			t.Fatalf("skipped result: %s %q", got.Status, got.Reason)
		}
		if got := status(rb); got.Status != ResultConfirmed || got.RelayTx != batchTx {
			t.Fatalf("counted result: %s %s", got.Status, got.RelayTx)
		}
		// The block goes away: the batch's intent is reopened and both results wait for it again.
		if _, err := s.RewindTo(ctx, 6, testFold); err != nil {
			t.Fatal(err)
		}
		for _, r := range []Result{ra, rb} {
			if got := status(r); got.Status != ResultRelayed || got.Reason != "" || got.RelayKey != key {
				t.Fatalf("after the rewind: %s %q %q", got.Status, got.Reason, got.RelayKey)
			}
		}
		// Skipped again; the evaluator posts a newer result, then the skip is reorganised away once more.
		if err := s.Apply(ctx, skipped, testFold); err != nil {
			t.Fatal(err)
		}
		newer := signedResult(keyA, job, 3)
		newer.SubmittedAt = ra.SubmittedAt
		if _, err := s.InsertResult(ctx, newer); err != nil {
			t.Fatal(err)
		}
		if _, err := s.RewindTo(ctx, 6, testFold); err != nil {
			t.Fatalf("rewind with a newer live result: %v", err)
		}
		if got := status(ra); got.Status != ResultRejected || !strings.Contains(got.Reason, "reorganised away") {
			t.Fatalf("older result after the second rewind: %s %q", got.Status, got.Reason)
		}
		if got := status(newer); got.Status != ResultPending {
			t.Fatalf("newer result: %s", got.Status)
		}
	})
}
