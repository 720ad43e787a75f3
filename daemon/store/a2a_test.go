package store

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// The A2A record: a task with its messages and payments is stored in one change, survives a reopen,
// refuses a second user message with the same (caller, messageId) as a whole (nothing of that change is
// kept), and refuses an update that did not read the latest version.
func TestA2ARecord(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		path := b.location(t)
		s, err := Open(ctx, path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		alice, bob := common.HexToAddress("0xa11ce00000000000000000000000000000000001"), common.HexToAddress("0xb0b0000000000000000000000000000000000002")
		task := A2ATask{ID: "t1", ContextID: "c1", Caller: alice, JobID: 7, State: "TASK_STATE_INPUT_REQUIRED", Status: json.RawMessage(`{"state":"TASK_STATE_INPUT_REQUIRED"}`)}
		first := &A2AChange{NewTask: &task, Messages: []A2AMessage{
			{TaskID: "t1", Role: A2ARoleUser, MessageID: "m1", Caller: alice, Digest: [32]byte{1}, Message: json.RawMessage(`{"messageId":"m1"}`)},
			{TaskID: "t1", Role: A2ARoleAgent, MessageID: "a1", Caller: alice, Message: json.RawMessage(`{"messageId":"a1"}`)},
		}}
		if err := s.ApplyA2A(ctx, first); err != nil {
			t.Fatal(err)
		}
		if first.Messages[0].Seq != 1 || first.Messages[1].Seq != 2 || task.Version != 1 {
			t.Fatalf("seqs %d %d version %d", first.Messages[0].Seq, first.Messages[1].Seq, task.Version)
		}

		// The same messageId from the same caller, in a change that would also create a task: nothing is kept.
		dup := &A2AChange{NewTask: &A2ATask{ID: "t2", ContextID: "c2", Caller: alice, State: "TASK_STATE_REJECTED", Status: json.RawMessage(`{}`)},
			Messages: []A2AMessage{{TaskID: "t2", Role: A2ARoleUser, MessageID: "m1", Caller: alice, Message: json.RawMessage(`{}`)}}}
		if err := s.ApplyA2A(ctx, dup); !errors.Is(err, ErrDuplicate) {
			t.Fatalf("duplicate retry key: %v, want ErrDuplicate", err)
		}
		if _, err := s.A2ATask(ctx, "t2"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("the refused change left task t2: %v", err)
		}
		// Another caller may use the same messageId.
		other := &A2AChange{NewTask: &A2ATask{ID: "t3", ContextID: "c3", Caller: bob, State: "TASK_STATE_REJECTED", Status: json.RawMessage(`{}`)},
			Messages: []A2AMessage{{TaskID: "t3", Role: A2ARoleUser, MessageID: "m1", Caller: bob, Message: json.RawMessage(`{}`)}}}
		if err := s.ApplyA2A(ctx, other); err != nil {
			t.Fatal(err)
		}

		// A payment, recorded before settling, then its outcome; the task moves with it.
		pay := A2APayment{TaskID: "t1", MessageID: "m2", JobID: 7, Payer: alice, Status: A2APaymentSubmitted, Payload: json.RawMessage(`{"x402Version":2}`)}
		task.State, task.Status = "TASK_STATE_WORKING", json.RawMessage(`{"state":"TASK_STATE_WORKING"}`)
		submit := &A2AChange{Task: &task, Payments: []A2APayment{pay},
			Messages: []A2AMessage{{TaskID: "t1", Role: A2ARoleUser, MessageID: "m2", Caller: alice, Digest: [32]byte{2}, Message: json.RawMessage(`{"messageId":"m2"}`)}}}
		if err := s.ApplyA2A(ctx, submit); err != nil {
			t.Fatal(err)
		}
		if submit.Payments[0].Seq != 1 || task.Version != 2 {
			t.Fatalf("payment seq %d, task version %d", submit.Payments[0].Seq, task.Version)
		}
		stale := task
		stale.Version = 1
		if err := s.ApplyA2A(ctx, &A2AChange{Task: &stale}); !errors.Is(err, ErrConflict) {
			t.Fatalf("update from a stale read: %v, want ErrConflict", err)
		}
		done := submit.Payments[0]
		done.Status, done.TxHash, done.Receipt = A2APaymentCompleted, "0xabc", json.RawMessage(`{"success":true}`)
		task.State = "TASK_STATE_COMPLETED"
		if err := s.ApplyA2A(ctx, &A2AChange{Task: &task, Payments: []A2APayment{done}}); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}

		// Everything is there after a reopen.
		s, err = Open(ctx, path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		got, err := s.A2ATask(ctx, "t1")
		if err != nil || got.State != "TASK_STATE_COMPLETED" || got.Caller != alice || got.JobID != 7 || got.Version != 3 {
			t.Fatalf("task after reopen: %+v %v", got, err)
		}
		hist, err := s.A2AHistory(ctx, "t1")
		if err != nil || len(hist) != 3 || hist[0].MessageID != "m1" || hist[1].Role != A2ARoleAgent || hist[2].MessageID != "m2" || hist[2].Digest != [32]byte{2} {
			t.Fatalf("history after reopen: %+v %v", hist, err)
		}
		m, ok, err := s.A2AUserMessage(ctx, alice, "m2")
		if err != nil || !ok || m.TaskID != "t1" {
			t.Fatalf("retry lookup: %+v %v %v", m, ok, err)
		}
		if _, ok, _ := s.A2AUserMessage(ctx, bob, "m2"); ok {
			t.Fatal("another caller's message found")
		}
		pays, err := s.A2APayments(ctx, "t1")
		if err != nil || len(pays) != 1 || pays[0].Status != A2APaymentCompleted || pays[0].TxHash != "0xabc" || string(pays[0].Receipt) != `{"success":true}` || pays[0].Payer != alice {
			t.Fatalf("payments after reopen: %+v %v", pays, err)
		}
		list, total, err := s.A2ATasks(ctx, A2ATaskFilter{Caller: alice}, 10)
		if err != nil || len(list) != 1 || list[0].ID != "t1" || total != 1 {
			t.Fatalf("alice's tasks: %+v %d %v", list, total, err)
		}
		if list, total, _ := s.A2ATasks(ctx, A2ATaskFilter{Caller: alice, State: "TASK_STATE_WORKING"}, 10); len(list) != 0 || total != 0 {
			t.Fatalf("alice's working tasks: %+v", list)
		}
		if list, _, _ := s.A2ATasks(ctx, A2ATaskFilter{Caller: alice, BeforeUpdated: got.UpdatedAt, BeforeID: got.ID}, 10); len(list) != 0 {
			t.Fatalf("the page after alice's only task: %+v", list)
		}
	})
}

// TestA2AUnpaidTasksExpire: a task no payment reached is pruned once it was idle for
// A2AUnpaidRetention (any free wallet can open tasks); a task with a payment, or one being worked on,
// stays.
func TestA2AUnpaidTasksExpire(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		now := time.Unix(1_800_000_000, 0)
		s, err := Open(ctx, b.location(t), Options{Now: func() time.Time { return now }})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		caller := common.HexToAddress("0xa11ce00000000000000000000000000000000001")
		open := func(id, state string, paid bool) {
			t.Helper()
			c := &A2AChange{NewTask: &A2ATask{ID: id, ContextID: "c-" + id, Caller: caller, JobID: 1, State: state, Status: json.RawMessage(`{}`)},
				Messages: []A2AMessage{{TaskID: id, Role: A2ARoleUser, MessageID: "m-" + id, Caller: caller, Message: json.RawMessage(`{"pad":"` + strings.Repeat("x", 1000) + `"}`)}}}
			if paid {
				c.Payments = []A2APayment{{TaskID: id, MessageID: "m-" + id, JobID: 1, Payer: caller, Status: A2APaymentCompleted, Payload: json.RawMessage(`{}`)}}
			}
			if err := s.ApplyA2A(ctx, c); err != nil {
				t.Fatal(err)
			}
		}
		open("rejected", "TASK_STATE_REJECTED", false)
		open("waiting", "TASK_STATE_INPUT_REQUIRED", false)
		open("paid", "TASK_STATE_COMPLETED", true)
		open("working", "TASK_STATE_WORKING", false)
		now = now.Add(A2AUnpaidRetention - time.Minute)
		if n, err := s.PruneA2ATasks(ctx, now.Add(-A2AUnpaidRetention)); err != nil || n != 0 {
			t.Fatalf("before the retention: pruned %d (%v)", n, err)
		}
		now = now.Add(2 * time.Minute)
		if n, err := s.PruneA2ATasks(ctx, now.Add(-A2AUnpaidRetention)); err != nil || n != 2 {
			t.Fatalf("after the retention: pruned %d (%v), want the 2 unpaid idle tasks", n, err)
		}
		for id, kept := range map[string]bool{"rejected": false, "waiting": false, "paid": true, "working": true} {
			_, err := s.A2ATask(ctx, id)
			if kept != (err == nil) {
				t.Errorf("task %s: %v (kept: %v)", id, err, kept)
			}
			h, _ := s.A2AHistory(ctx, id)
			if !kept && len(h) != 0 {
				t.Errorf("task %s pruned but %d messages stay", id, len(h))
			}
		}
	})
}
