package store

import (
	"context"
	"errors"
	"math/big"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

var (
	client   = common.HexToAddress("0x00000000000000000000000000000000000c1e01")
	provider = common.HexToAddress("0x00000000000000000000000000000000000b0b02")
)

// applyHistory applies: block 1 terms 1; block 2 job 1 created+funded; block 3 job 1 submitted,
// job 2 created; block 4 job 1 verified, job 3 created; block 5 job 2 funded.
func applyHistory(t *testing.T, s *Store, c *chain) {
	t.Helper()
	ctx := context.Background()
	created := func(id uint64) map[string]any {
		return map[string]any{"Client": client, "Provider": provider, "ExpiredAt": 2_000_000 + id}
	}
	updates := []ChainUpdate{
		{Terms: []TermsRecord{{ID: 1, Hash: hashOf("terms", 1), Terms: []byte(`{"EvaluateTimeout":3600}`), BlockNumber: 1}}},
		{Events: []JobEvent{
			c.event(2, 0, 1, "JobCreated", created(1)),
			c.event(2, 1, 1, "AsaJobCreated", map[string]any{"TermsID": 1}),
			c.event(2, 5, 1, "JobFunded", map[string]any{"Amount": "1000000000000000000000000"}),
		}},
		{Events: []JobEvent{
			c.event(3, 0, 1, "JobSubmitted", map[string]any{"Deliverable": hashOf("work")}),
			c.event(3, 1, 2, "JobCreated", created(2)),
		}},
		{Events: []JobEvent{
			c.event(4, 0, 1, "JobVerified", map[string]any{"Score": 9100, "ChallengeDeadline": 1_100_000}),
			c.event(4, 1, 3, "JobCreated", created(3)),
			c.event(5, 0, 2, "JobFunded", map[string]any{"Amount": "5"}),
		}},
	}
	for i, u := range updates {
		if err := s.Apply(ctx, u, testFold); err != nil {
			t.Fatalf("apply update %d: %v", i, err)
		}
	}
}

func allJobs(t *testing.T, s *Store) []Job {
	t.Helper()
	js, err := s.Jobs(context.Background(), 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	return js
}

func TestApplyFoldsEvents(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		c := &chain{t: t}
		applyHistory(t, s, c)

		j, err := s.Job(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		budget, _ := new(big.Int).SetString("1000000000000000000000000", 10)
		if j.Status != 6 || j.Score != 9100 || j.Deadline != 1_100_000 || j.Budget.Cmp(budget) != 0 ||
			j.TermsID != 1 || string(j.Terms) != `{"EvaluateTimeout":3600}` || j.SubmittedAt != c.block(3).Time ||
			j.Deliverable != hashOf("work") || j.Client != client || j.LastBlock != 4 {
			t.Fatalf("job 1 = %+v", j)
		}
		evs, err := s.JobEvents(ctx, 1)
		if err != nil || len(evs) != 5 || evs[4].Name != "JobVerified" || evs[0].TxHash != hashOf("tx", uint64(2), uint(0), byte(0)) {
			t.Fatalf("timeline = %+v, %v", evs, err)
		}
		if _, err := s.Job(ctx, 99); !errors.Is(err, ErrNotFound) {
			t.Fatalf("missing job: %v", err)
		}

		// Re-applying an identical range (a re-scan after a crash) changes nothing.
		before := allJobs(t, s)
		if err := s.Apply(ctx, ChainUpdate{Events: []JobEvent{
			c.event(5, 0, 2, "JobFunded", map[string]any{"Amount": "5"}),
		}}, testFold); err != nil {
			t.Fatal(err)
		}
		if after := allJobs(t, s); !reflect.DeepEqual(before, after) {
			t.Fatalf("re-apply changed jobs:\n%+v\n%+v", before, after)
		}

		// The same position with another block hash is a reorg the caller must rewind first; nothing is
		// written.
		fork := &chain{t: t, fork: 1}
		err = s.Apply(ctx, ChainUpdate{Events: []JobEvent{
			fork.event(4, 2, 2, "JobFunded", map[string]any{"Amount": "7"}),
			fork.event(5, 0, 2, "JobFunded", map[string]any{"Amount": "5"}),
		}}, testFold)
		if !errors.Is(err, ErrBlockMismatch) {
			t.Fatalf("conflicting block: err = %v, want ErrBlockMismatch", err)
		}
		if after := allJobs(t, s); !reflect.DeepEqual(before, after) {
			t.Fatal("failed apply left changes behind")
		}

		// Events out of order and bad JSON are refused up front.
		if err := s.Apply(ctx, ChainUpdate{Events: []JobEvent{c.event(7, 1, 1, "JobSettled", map[string]any{}), c.event(7, 0, 1, "JobSettled", map[string]any{})}}, testFold); err == nil {
			t.Fatal("out-of-order events accepted")
		}
		bad := c.event(7, 0, 1, "JobSettled", map[string]any{})
		bad.Data = []byte("{")
		if err := s.Apply(ctx, ChainUpdate{Events: []JobEvent{bad}}, testFold); err == nil {
			t.Fatal("an event the fold cannot decode was accepted")
		}
	})
}

func TestRewindRebuildsJobsFromRemainingEvents(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		c := &chain{t: t}
		applyHistory(t, s, c)

		// Reference: a store that only ever saw blocks 1..3 of the same chain.
		ref := b.open(t)
		applyHistory(t, ref, c)
		if _, err := ref.RewindTo(ctx, 3, testFold); err != nil {
			t.Fatal(err)
		}

		n, err := s.RewindTo(ctx, 3, testFold)
		if err != nil {
			t.Fatal(err)
		}
		if n != 3 { // jobs 1, 2 rebuilt, job 3 deleted
			t.Fatalf("rewind touched %d jobs, want 3", n)
		}
		if _, err := s.Job(ctx, 3); !errors.Is(err, ErrNotFound) {
			t.Fatalf("job created in an orphaned block survived: %v", err)
		}
		j1, err := s.Job(ctx, 1)
		if err != nil || j1.Status != 2 || j1.Score != 0 || j1.Deadline != c.block(3).Time+3600 || j1.LastBlock != 3 {
			t.Fatalf("job 1 after rewind = %+v, %v", j1, err)
		}
		j2, err := s.Job(ctx, 2)
		if err != nil || j2.Status != 0 || j2.Budget.Sign() != 0 || j2.Deadline != 0 {
			t.Fatalf("job 2 after rewind = %+v, %v", j2, err)
		}
		if evs, _ := s.JobEvents(ctx, 1); len(evs) != 4 {
			t.Fatalf("job 1 has %d events after rewind, want 4", len(evs))
		}

		// The new branch applies cleanly on top of the common ancestor.
		fork := &chain{t: t, fork: 1}
		ev := fork.event(4, 0, 1, "JobSettled", map[string]any{})
		if err := s.Apply(ctx, ChainUpdate{Events: []JobEvent{ev}}, testFold); err != nil {
			t.Fatal(err)
		}
		if j, _ := s.Job(ctx, 1); j.Status != 3 || j.Deadline != 0 {
			t.Fatalf("job 1 on the new branch = %+v", j)
		}

		// Rewinding to genesis removes every job, event and terms registration.
		if _, err := s.RewindTo(ctx, 0, testFold); err != nil {
			t.Fatal(err)
		}
		if js := allJobs(t, s); len(js) != 0 {
			t.Fatalf("jobs after rewind to genesis: %+v", js)
		}
		if _, err := s.Terms(ctx, 1); !errors.Is(err, ErrNotFound) {
			t.Fatalf("terms after rewind: %v", err)
		}
	})
}

func TestDueJobsAndDefer(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		c := &chain{t: t}
		applyHistory(t, s, c)
		// job 1: Verified, deadline 1_100_000; job 2: funded, deadline = expiredAt 2_000_002; job 3: none.
		due, err := s.DueJobs(ctx, time.Unix(1_100_000, 0), 10)
		if err != nil || !reflect.DeepEqual(due, []uint64{1}) {
			t.Fatalf("due at 1_100_000 = %v, %v", due, err)
		}
		if due, _ := s.DueJobs(ctx, time.Unix(1_099_999, 0), 10); len(due) != 0 {
			t.Fatalf("due before the deadline = %v", due)
		}
		if due, _ := s.DueJobs(ctx, time.Unix(3_000_000, 0), 10); !reflect.DeepEqual(due, []uint64{1, 2}) {
			t.Fatalf("due later = %v, want [1 2] in deadline order", due)
		}
		if err := s.DeferJobs(ctx, []uint64{1, 3}, time.Unix(1_100_000, 0), time.Unix(1_100_060, 0)); err != nil {
			t.Fatal(err)
		}
		if due, _ := s.DueJobs(ctx, time.Unix(1_100_030, 0), 10); len(due) != 0 {
			t.Fatalf("deferred job handed out again: %v", due)
		}
		if due, _ := s.DueJobs(ctx, time.Unix(1_100_060, 0), 10); !reflect.DeepEqual(due, []uint64{1}) {
			t.Fatalf("due after back-off = %v", due)
		}
		// Job 3 has no deadline: deferring it did not make it due.
		if due, _ := s.DueJobs(ctx, time.Unix(1<<40, 0), 10); !reflect.DeepEqual(due, []uint64{1, 2}) {
			t.Fatalf("due far in the future = %v", due)
		}
		// A new deadline from the chain resets the back-off; an event that keeps the deadline does not.
		if err := s.DeferJobs(ctx, []uint64{2}, time.Unix(1_100_060, 0), time.Unix(9_000_000, 0)); err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(ctx, ChainUpdate{Events: []JobEvent{c.event(6, 0, 2, "JobSubmitted", map[string]any{"Deliverable": hashOf("w2")})}}, testFold); err != nil {
			t.Fatal(err)
		}
		if due, _ := s.DueJobs(ctx, time.Unix(int64(c.block(6).Time), 0), 10); !reflect.DeepEqual(due, []uint64{2}) {
			t.Fatalf("due after new deadline = %v", due)
		}
		if err := s.Apply(ctx, ChainUpdate{Events: []JobEvent{c.event(7, 0, 1, "JobSettled", map[string]any{})}}, testFold); err != nil {
			t.Fatal(err)
		}
		if due, _ := s.DueJobs(ctx, time.Unix(1<<40, 0), 10); !reflect.DeepEqual(due, []uint64{2}) {
			t.Fatalf("settled job still due: %v", due)
		}
		if _, err := s.DueJobs(ctx, time.Unix(0, 0), 0); err == nil {
			t.Fatal("limit 0 accepted")
		}
	})
}

func TestDueQueryPlan(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	rows, err := s.db.QueryContext(ctx, `EXPLAIN QUERY PLAN `+dueQuery, 0, 50)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, notused int
		var detail string
		if err := rows.Scan(&id, &parent, &notused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	joined := strings.Join(plan, "; ")
	// A range search of the partial deadline index (which also gives the ORDER BY, so no temporary
	// sort) and a primary-key probe of the deferrals per candidate: no SCAN of any table.
	if !strings.HasPrefix(joined, "SEARCH j USING COVERING INDEX jobs_deadline (deadline") ||
		!strings.Contains(joined, "SEARCH d USING INTEGER PRIMARY KEY (rowid=?)") ||
		strings.Contains(joined, "SCAN") || strings.Contains(joined, "TEMP B-TREE") {
		t.Fatalf("due query plan = %q, want an index search", joined)
	}
}

// A migration that adds a column of the job view asks for a rebuild: RebuildJobsIfAsked folds every job
// again from its stored events once (with the fold it is given), then forgets the request.
func TestRebuildJobsIfAsked(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	if n, err := s.RebuildJobsIfAsked(ctx, testFold); err != nil || n != 0 {
		t.Fatalf("fresh database: rebuilt %d, %v", n, err)
	}
	c := &chain{t: t}
	applyHistory(t, s, c)
	if err := s.SetMeta(ctx, metaRebuildJobs, "1"); err != nil {
		t.Fatal(err)
	}
	marked := func(j *Job, ev JobEvent, terms TermsLookup) error {
		if err := testFold(j, ev, terms); err != nil {
			return err
		}
		j.AgreementID = 77 // stands for a column the old fold did not fill
		return nil
	}
	if n, err := s.RebuildJobsIfAsked(ctx, marked); err != nil || n != 3 {
		t.Fatalf("rebuilt %d jobs, %v; want 3", n, err)
	}
	for _, j := range allJobs(t, s) {
		if j.AgreementID != 77 {
			t.Fatalf("job %d not rebuilt: %+v", j.ID, j)
		}
	}
	if n, err := s.RebuildJobsIfAsked(ctx, testFold); err != nil || n != 0 {
		t.Fatalf("asked once, rebuilt again: %d, %v", n, err)
	}
}

// JobWithEvents reads a job and its timeline from one snapshot: a block applied between the two reads is
// in neither (the job view never shows a status ahead of or behind its events), and is in both after.
func TestJobWithEventsIsOneSnapshot(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		c := &chain{t: t}
		applyHistory(t, s, c)
		j, evs, err := s.JobWithEvents(ctx, 1)
		if err != nil || j.Status != 6 || len(evs) != 5 || evs[4].Name != "JobVerified" {
			t.Fatalf("job 1 with its events: %+v %d %v", j, len(evs), err)
		}
		if _, _, err := s.JobWithEvents(ctx, 99); !errors.Is(err, ErrNotFound) {
			t.Fatalf("missing job: %v", err)
		}

		var inside Job
		var insideEvents []JobEvent
		err = s.readSnapshot(ctx, func(q queryer) error {
			var err error
			if inside, err = getJob(ctx, q, 2); err != nil {
				return err
			}
			// The watcher applies the next block while the snapshot is open.
			if err := s.Apply(ctx, ChainUpdate{Events: []JobEvent{
				c.event(6, 0, 2, "JobSubmitted", map[string]any{"Deliverable": hashOf("work 2")}),
			}}, testFold); err != nil {
				return err
			}
			insideEvents, err = jobEvents(ctx, q, 2)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if inside.Deliverable != (common.Hash{}) || len(insideEvents) != 2 || insideEvents[len(insideEvents)-1].Name != "JobFunded" {
			t.Fatalf("inside the snapshot: deliverable %s, events %d (want the state before block 6 in both reads)", inside.Deliverable.Hex(), len(insideEvents))
		}
		after, afterEvents, err := s.JobWithEvents(ctx, 2)
		if err != nil || after.Deliverable != hashOf("work 2") || len(afterEvents) != 3 || afterEvents[2].Name != "JobSubmitted" {
			t.Fatalf("after the block: %+v %d %v", after, len(afterEvents), err)
		}
	})
}

// ResultJob reads the fields of a job the intake checks a result against, the same as Job has them.
func TestResultJob(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		c := &chain{t: t}
		applyHistory(t, s, c)
		evaluators := []common.Address{common.HexToAddress("0xe1"), common.HexToAddress("0xe2")}
		if err := s.Apply(ctx, ChainUpdate{Events: []JobEvent{c.event(9, 0, 7, "JobCreated", map[string]any{"Client": client, "Provider": provider, "ExpiredAt": 5_000})}},
			func(j *Job, ev JobEvent, terms TermsLookup) error {
				if err := testFold(j, ev, terms); err != nil {
					return err
				}
				j.Evaluators, j.BackupActive, j.Deadline = evaluators, true, 4_000
				return nil
			}); err != nil {
			t.Fatal(err)
		}
		for _, full := range allJobs(t, s) {
			got, err := s.ResultJob(ctx, full.ID)
			if err != nil {
				t.Fatal(err)
			}
			want := Job{ID: full.ID, Status: full.Status, TermsID: full.TermsID, Deadline: full.Deadline, SubmittedAt: full.SubmittedAt,
				Deliverable: full.Deliverable, Evaluators: full.Evaluators, BackupActive: full.BackupActive}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("job %d: ResultJob %+v, want %+v", full.ID, got, want)
			}
		}
		if j, err := s.ResultJob(ctx, 7); err != nil || !reflect.DeepEqual(j.Evaluators, evaluators) || !j.BackupActive || j.Deadline != 4_000 {
			t.Fatalf("job 7: %+v, %v", j, err)
		}
		if _, err := s.ResultJob(ctx, 99); !errors.Is(err, ErrNotFound) {
			t.Fatalf("missing job: %v", err)
		}
	})
}
