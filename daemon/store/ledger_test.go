package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// The ledger operator's tables on both backends: a message is stored once (its digest), the per-sender and
// total limits refuse more, an epoch is saved with its transitions and its messages' fates in one
// transaction, a second save of the same number is refused (another replica built it), a save under a
// term that ended is refused and stores nothing, and a discard puts the epoch's messages back to pending.
func TestLedgerTables(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		alice, bob := common.HexToAddress("0xa1"), common.HexToAddress("0xb0")
		lim := LedgerLimits{PerSender: 2, Total: 3}
		msg := func(from common.Address, body string) LedgerMessage {
			return LedgerMessage{Kind: 2, Data: []byte(body), Sender: from, Digest: crypto.Keccak256Hash([]byte(body))}
		}
		id1, dup, err := s.AddLedgerMessage(ctx, msg(alice, "a1"), lim)
		if err != nil || dup || id1 == 0 {
			t.Fatalf("first message: %d %v %v", id1, dup, err)
		}
		if again, dup, err := s.AddLedgerMessage(ctx, msg(alice, "a1"), lim); err != nil || !dup || again != id1 {
			t.Fatalf("the same message again: %d %v %v, want the stored id %d", again, dup, err, id1)
		}
		id2, _, err := s.AddLedgerMessage(ctx, msg(alice, "a2"), lim)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.AddLedgerMessage(ctx, msg(alice, "a3"), lim); !errors.Is(err, ErrLedgerQueueFull) {
			t.Fatalf("a third pending message of one sender: %v, want ErrLedgerQueueFull", err)
		}
		id3, _, err := s.AddLedgerMessage(ctx, msg(bob, "b1"), lim)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.AddLedgerMessage(ctx, msg(bob, "b2"), lim); !errors.Is(err, ErrLedgerQueueFull) {
			t.Fatalf("a fourth pending message in all: %v, want ErrLedgerQueueFull", err)
		}
		pending, err := s.PendingLedgerMessages(ctx, 10)
		if err != nil || len(pending) != 3 || pending[0].ID != id1 || pending[2].Sender != bob || string(pending[1].Data) != "a2" {
			t.Fatalf("pending: %+v %v", pending, err)
		}
		e := LedgerEpoch{Number: 1, Cutoff: 100, PrevRoot: common.HexToHash("0x01"), StateRoot: common.HexToHash("0x02"),
			TransitionsRoot: common.HexToHash("0x03"), AccountsRoot: common.HexToHash("0x04"), JobsRoot: common.HexToHash("0x05"),
			JobCount: 1, ForcedCount: 0, Count: 2, PostKey: "ledger-post:1"}
		trs := []LedgerTransition{{Index: 0, Kind: 1, Data: []byte{1}, Post: common.HexToHash("0x10")},
			{Index: 1, Kind: 2, Data: []byte("a1"), Post: common.HexToHash("0x02")}}
		// A term that ended stores nothing.
		stale := &Fence{Lease: "signer:ledger", Holder: "gone", Token: 7}
		if err := s.SaveLedgerEpoch(ctx, stale, e, trs, []uint64{id1}, nil); !errors.Is(err, ErrFenced) {
			t.Fatalf("a save under an ended term: %v, want ErrFenced", err)
		}
		if _, err := s.LedgerEpochAt(ctx, 1); !errors.Is(err, ErrNotFound) {
			t.Fatalf("a fenced save left epoch 1: %v", err)
		}
		lease, ok, err := s.AcquireLease(ctx, "signer:ledger", "me", time.Minute)
		if err != nil || !ok {
			t.Fatal(err)
		}
		term := &Fence{Lease: "signer:ledger", Holder: "me", Token: lease.Token}
		if err := s.SaveLedgerEpoch(ctx, term, e, trs, []uint64{id1}, map[uint64]string{id2: "nonce 5, the client's next is 0"}); err != nil {
			t.Fatal(err)
		}
		if err := s.SaveLedgerEpoch(ctx, nil, e, trs, nil, nil); !errors.Is(err, ErrLedgerEpochExists) {
			t.Fatalf("epoch 1 again: %v, want ErrLedgerEpochExists", err)
		}
		got, err := s.LedgerEpochAt(ctx, 1)
		if err != nil || got.StateRoot != e.StateRoot || got.Count != 2 || got.Status != EpochBuilt || got.PostKey != e.PostKey || got.JobCount != 1 {
			t.Fatalf("epoch 1: %+v %v", got, err)
		}
		stored, err := s.LedgerTransitions(ctx, 1, 1, 10)
		if err != nil || len(stored) != 1 || string(stored[0].Data) != "a1" || stored[0].Post != trs[1].Post {
			t.Fatalf("transitions from 1: %+v %v", stored, err)
		}
		if m, err := s.LedgerMessage(ctx, id2); err != nil || m.Status != LedgerDropped || m.Reason == "" || m.Epoch != 1 {
			t.Fatalf("the dropped message: %+v %v", m, err)
		}
		if pending, _ = s.PendingLedgerMessages(ctx, 10); len(pending) != 1 || pending[0].ID != id3 {
			t.Fatalf("pending after the epoch: %+v", pending)
		}
		if _, _, err := s.AddLedgerMessage(ctx, msg(alice, "a5"), lim); err != nil {
			t.Fatalf("alice has nothing pending after the epoch: %v", err)
		}
		if n, err := s.LedgerPendingCount(ctx); err != nil || n != 2 {
			t.Fatalf("pending count %d %v", n, err)
		}
		tx := common.HexToHash("0x7e")
		if err := s.MarkLedgerEpoch(ctx, 1, EpochPosted, tx, 123); err != nil {
			t.Fatal(err)
		}
		if err := s.MarkLedgerEpoch(ctx, 1, EpochFinal, common.Hash{}, 0); err != nil {
			t.Fatal(err)
		}
		if got, _ = s.LedgerEpochAt(ctx, 1); got.Status != EpochFinal || got.PostedTx != tx || got.PostedAt != 123 {
			t.Fatalf("marked epoch: %+v (a later mark without a tx must keep the tx and time)", got)
		}
		// A discard: the epoch and its transitions go, its messages are pending again.
		if err := s.DiscardLedgerEpochs(ctx, term, 1); err != nil {
			t.Fatal(err)
		}
		if all, err := s.LedgerEpochs(ctx, 1); err != nil || len(all) != 0 {
			t.Fatalf("epochs after the discard: %+v %v", all, err)
		}
		if rest, _ := s.LedgerTransitions(ctx, 1, 0, 10); len(rest) != 0 {
			t.Fatalf("transitions after the discard: %+v", rest)
		}
		if pending, _ = s.PendingLedgerMessages(ctx, 10); len(pending) != 4 || pending[0].ID != id1 || pending[1].Reason != "" {
			t.Fatalf("pending after the discard: %+v", pending)
		}
		if n, err := s.LedgerPendingCount(ctx); err != nil || n != 4 {
			t.Fatalf("pending count after the discard %d %v, want 4 (the count is kept in the same writes)", n, err)
		}
		if _, _, err := s.AddLedgerMessage(ctx, msg(alice, "a4"), LedgerLimits{PerSender: 2}); !errors.Is(err, ErrLedgerQueueFull) {
			t.Fatalf("alice's messages are pending again: one more must be refused, got %v", err)
		}
	})
}
