// Package journaltest checks that a txmgr.Journal implementation keeps the contract the transaction
// manager relies on: idempotent creation, batch writes, the allowed state transitions, attempts stored
// once, nonce release on requeue, and CreateSent's all-or-nothing write of intents already in flight. It is for tests only.
package journaltest

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/txmgr"
)

// Run checks j, which must be empty. reopen, if not nil, returns the same journal after a restart (a
// new connection to the same storage) to check durability.
func Run(t *testing.T, j txmgr.Journal, reopen func() txmgr.Journal) {
	t.Helper()
	ctx := context.Background()
	from := common.HexToAddress("0x01")
	rec := txmgr.Record{Kind: "k", Key: "k1", From: from, To: common.HexToAddress("0x02"), Data: []byte{1, 2}, Value: big.NewInt(3)}
	fill := txmgr.Record{Kind: txmgr.KindFill, Key: "fill", From: from, To: from, Data: []byte{}, Value: new(big.Int), GasLimit: 21000, HasNonce: true, Nonce: 7}
	stored, created, err := j.CreateIntents(ctx, []txmgr.Record{rec, fill})
	if err != nil || !created[0] || !created[1] || stored[0].State != txmgr.StatePending || stored[0].HasNonce {
		t.Fatalf("create: %+v %v %v", stored, created, err)
	}
	if !stored[1].HasNonce || stored[1].Nonce != 7 {
		t.Fatalf("a pinned nonce was not stored: %+v", stored[1])
	}
	if _, created, _ := j.CreateIntents(ctx, []txmgr.Record{rec}); created[0] {
		t.Fatal("second create reported created")
	}
	if _, err := j.Intent(ctx, "missing"); !errors.Is(err, txmgr.ErrNotFound) {
		t.Fatalf("missing intent: %v", err)
	}
	if err := j.MarkConfirmed(ctx, "k1", common.Hash{}); !errors.Is(err, txmgr.ErrStateConflict) {
		t.Fatalf("confirm pending: %v, want ErrStateConflict", err)
	}
	if n, err := j.CountOpen(ctx, from); err != nil || n != 2 {
		t.Fatalf("count open %d %v, want 2", n, err)
	}
	a := txmgr.Attempt{Key: "k1", Nonce: 4, TxHash: common.HexToHash("0xaa"), Raw: []byte{0xde, 0xad}, GasLimit: 21000,
		GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2), HeadBlock: 9}
	if err := j.SaveAttempts(ctx, []txmgr.Attempt{a}); err != nil {
		t.Fatal(err)
	}
	if err := j.SaveAttempts(ctx, []txmgr.Attempt{a}); err != nil { // same hash again: no duplicate
		t.Fatal(err)
	}
	atts, err := j.Attempts(ctx, "k1")
	if err != nil || len(atts) != 1 || atts[0].Nonce != 4 || string(atts[0].Raw) != "\xde\xad" || atts[0].GasFeeCap.Int64() != 2 {
		t.Fatalf("attempts %+v %v", atts, err)
	}
	if err := j.Requeue(ctx, "k1", "nonce taken"); err != nil {
		t.Fatal(err)
	}
	if r, _ := j.Intent(ctx, "k1"); r.State != txmgr.StatePending || r.HasNonce {
		t.Fatalf("after requeue: %+v, want pending without a nonce", r)
	}
	a2 := a
	a2.Nonce, a2.TxHash = 5, common.HexToHash("0xab")
	if err := j.SaveAttempts(ctx, []txmgr.Attempt{a2}); err != nil {
		t.Fatal(err)
	}
	if err := j.MarkMined(ctx, "k1", a2.TxHash, 10, common.HexToHash("0xbb")); err != nil {
		t.Fatal(err)
	}
	if err := j.MarkUnmined(ctx, "k1"); err != nil {
		t.Fatal(err)
	}
	if err := j.MarkMined(ctx, "k1", a2.TxHash, 11, common.HexToHash("0xcc")); err != nil {
		t.Fatal(err)
	}
	// A mined transaction that ran out of gas: back to pending without a nonce, then sent again.
	if err := j.Requeue(ctx, "k1", "ran out of gas"); err != nil {
		t.Fatal(err)
	}
	if r, _ := j.Intent(ctx, "k1"); r.State != txmgr.StatePending || r.HasNonce || r.TxHash != (common.Hash{}) || r.BlockNumber != 0 {
		t.Fatalf("after requeue of a mined intent: %+v, want pending without nonce, tx or block", r)
	}
	a3 := a
	a3.Nonce, a3.TxHash = 6, common.HexToHash("0xac")
	if err := j.SaveAttempts(ctx, []txmgr.Attempt{a3}); err != nil {
		t.Fatal(err)
	}
	if err := j.MarkMined(ctx, "k1", a3.TxHash, 11, common.HexToHash("0xcc")); err != nil {
		t.Fatal(err)
	}
	if err := j.MarkConfirmed(ctx, "k1", common.HexToHash("0xbb")); !errors.Is(err, txmgr.ErrStateConflict) {
		t.Fatalf("confirm with a stale block hash: %v, want ErrStateConflict", err)
	}
	if err := j.MarkConfirmed(ctx, "k1", common.HexToHash("0xcc")); err != nil {
		t.Fatal(err)
	}
	if err := j.MarkFinal(ctx, "k1", txmgr.StateFailed, "x"); !errors.Is(err, txmgr.ErrStateConflict) {
		t.Fatalf("fail a confirmed intent: %v", err)
	}
	if err := j.SaveAttempts(ctx, []txmgr.Attempt{a}); !errors.Is(err, txmgr.ErrStateConflict) {
		t.Fatalf("attempt on a confirmed intent: %v", err)
	}
	if err := j.MarkFinal(ctx, "fill", txmgr.StateAbandoned, "nonce used"); err != nil {
		t.Fatal(err)
	}
	sent := txmgr.Record{Kind: "k", Key: "sent1", From: from, To: common.HexToAddress("0x03"), Data: []byte{9}, Value: big.NewInt(5), HasNonce: true, Nonce: 12}
	sentAtt := txmgr.Attempt{Key: "sent1", Nonce: 12, TxHash: common.HexToHash("0xd1"), Raw: []byte{0xd1}, GasLimit: 30000,
		GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2), HeadBlock: 10}
	// A batch with a key that exists stores nothing, not even its new intents.
	other := sent
	other.Key, other.Nonce = "sent0", 11
	otherAtt := sentAtt
	otherAtt.Key, otherAtt.Nonce, otherAtt.TxHash = "sent0", 11, common.HexToHash("0xd0")
	taken := sent
	taken.Key = "k1"
	takenAtt := sentAtt
	takenAtt.Key, takenAtt.TxHash = "k1", common.HexToHash("0xd2")
	if err := j.CreateSent(ctx, []txmgr.Record{other, taken}, []txmgr.Attempt{otherAtt, takenAtt}); !errors.Is(err, txmgr.ErrKeyExists) {
		t.Fatalf("create sent over an existing key: %v, want ErrKeyExists", err)
	}
	if _, err := j.Intent(ctx, "sent0"); !errors.Is(err, txmgr.ErrNotFound) {
		t.Fatalf("create sent stored part of a refused batch: %v", err)
	}
	if atts, _ := j.Attempts(ctx, "k1"); len(atts) != 3 {
		t.Fatalf("create sent added an attempt to an existing intent: %d attempts", len(atts))
	}
	if err := j.CreateSent(ctx, []txmgr.Record{sent}, []txmgr.Attempt{otherAtt}); err == nil {
		t.Fatal("create sent with an attempt of another intent succeeded")
	}
	if err := j.CreateSent(ctx, []txmgr.Record{sent}, []txmgr.Attempt{sentAtt}); err != nil {
		t.Fatal(err)
	}
	if err := j.MarkMined(ctx, "sent1", sentAtt.TxHash, 12, common.HexToHash("0xdd")); err != nil {
		t.Fatalf("mark a sent intent mined: %v", err)
	}
	if reopen != nil {
		j = reopen()
	}
	if r, _ := j.Intent(ctx, "sent1"); r.State != txmgr.StateMined || !r.HasNonce || r.Nonce != 12 || r.TxHash != sentAtt.TxHash || r.GasLimit != 0 || r.Value.Int64() != 5 {
		t.Fatalf("sent intent: %+v", r)
	}
	if atts, _ := j.Attempts(ctx, "sent1"); len(atts) != 1 || atts[0].TxHash != sentAtt.TxHash || atts[0].GasLimit != 30000 {
		t.Fatalf("sent intent's attempts: %+v", atts)
	}
	if err := j.MarkConfirmed(ctx, "sent1", common.HexToHash("0xdd")); err != nil {
		t.Fatal(err)
	}
	r, err := j.Intent(ctx, "k1")
	if err != nil || r.State != txmgr.StateConfirmed || r.BlockNumber != 11 || r.Nonce != 6 || r.Value.Int64() != 3 ||
		string(r.Data) != "\x01\x02" || r.Kind != "k" {
		t.Fatalf("after reopen: %+v %v", r, err)
	}
	if r, _ := j.Intent(ctx, "fill"); r.State != txmgr.StateAbandoned || r.Reason != "nonce used" {
		t.Fatalf("fill after reopen: %+v", r)
	}
	if atts, _ := j.Attempts(ctx, "k1"); len(atts) != 3 {
		t.Fatalf("%d attempts after reopen, want 3", len(atts))
	}
	open, err := j.ListOpen(ctx, from)
	if err != nil || len(open) != 0 {
		t.Fatalf("open %v %v", open, err)
	}
}
