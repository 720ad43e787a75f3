package store

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// claimers runs fn from workers goroutines on each replica until fn reports nothing left, and returns how
// many times each item was handed out.
func claimers(t *testing.T, stores []*Store, workers int, fn func(s *Store) ([]string, error)) map[string]int {
	t.Helper()
	var (
		mu   sync.Mutex
		seen = map[string]int{}
		wg   sync.WaitGroup
	)
	for _, s := range stores {
		for range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					got, err := fn(s)
					if err != nil {
						t.Error(err)
						return
					}
					if len(got) == 0 {
						return
					}
					mu.Lock()
					for _, k := range got {
						seen[k]++
					}
					mu.Unlock()
				}
			}()
		}
	}
	wg.Wait()
	return seen
}

func checkOnce(t *testing.T, what string, seen map[string]int, want int) {
	t.Helper()
	if len(seen) != want {
		t.Fatalf("%d %s handed out, want %d", len(seen), what, want)
	}
	for k, n := range seen {
		if n != 1 {
			t.Fatalf("%s %s handed out %d times", what, k, n)
		}
	}
}

// Due work is claimed once, however many replicas and workers claim at the same time: pending results
// (relayers), due jobs (schedulers) and due deposit checks (keepers). Each claimer takes small batches
// so that claims interleave; on PostgreSQL three connection pools race (FOR UPDATE SKIP LOCKED).
func TestClaimsAreExclusive(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		stores := replicas(t, b, 3)
		s := stores[0]
		const n = 300
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		c := &chain{t: t}
		var u ChainUpdate
		for i := uint64(1); i <= n; i++ {
			if _, err := s.InsertResult(ctx, signedResult(key, i, int64(i))); err != nil {
				t.Fatal(err)
			}
			u.Events = append(u.Events,
				c.event(10+i, 0, i, "JobCreated", map[string]any{"Client": client, "Provider": provider, "ExpiredAt": 5_000 + i%7}),
				c.event(10+i, 1, i, "JobFunded", map[string]any{"Amount": "1"}))
			u.Deposits = append(u.Deposits, Deposit{Address: common.BigToAddress(big.NewInt(int64(1000 + i))), JobID: i, Kind: DepositBudget, BlockNumber: 10 + i})
		}
		if err := s.Apply(ctx, u, testFold); err != nil {
			t.Fatal(err)
		}

		results := claimers(t, stores, 4, func(s *Store) ([]string, error) {
			rs, err := s.ClaimPendingResults(ctx, 7, time.Minute)
			keys := make([]string, len(rs))
			for i, r := range rs {
				keys[i] = r.ID
			}
			return keys, err
		})
		checkOnce(t, "results", results, n)
		if again, err := s.ClaimPendingResults(ctx, 10, time.Minute); err != nil || len(again) != 0 {
			t.Fatalf("claimed results handed out again: %d %v", len(again), err)
		}

		now, until := time.Unix(10_000, 0), time.Unix(10_060, 0)
		jobs := claimers(t, stores, 4, func(s *Store) ([]string, error) {
			ids, err := s.ClaimDueJobs(ctx, now, 7, until)
			keys := make([]string, len(ids))
			for i, id := range ids {
				keys[i] = fmt.Sprint(id)
			}
			return keys, err
		})
		checkOnce(t, "due jobs", jobs, n)
		if ids, err := s.ClaimDueJobs(ctx, now.Add(30*time.Second), 10, until.Add(30*time.Second)); err != nil || len(ids) != 0 {
			t.Fatalf("claimed jobs due again before their claim ended: %v %v", ids, err)
		}
		// A released job is due at once; the others come back when their claim ends.
		if err := s.ReleaseJobs(ctx, []uint64{5}, until); err != nil {
			t.Fatal(err)
		}
		if ids, _ := s.ClaimDueJobs(ctx, now, 10, until); len(ids) != 1 || ids[0] != 5 {
			t.Fatalf("after releasing job 5: %v", ids)
		}
		if ids, _ := s.ClaimDueJobs(ctx, until, 1000, until.Add(time.Minute)); len(ids) != n {
			t.Fatalf("%d jobs due once the claims ended, want %d", len(ids), n)
		}

		checks := claimers(t, stores, 4, func(s *Store) ([]string, error) {
			cs, err := s.ClaimDueDepositChecks(ctx, 20_000, 7, time.Minute)
			keys := make([]string, len(cs))
			for i, c := range cs {
				keys[i] = c.Address.Hex()
			}
			return keys, err
		})
		checkOnce(t, "deposit checks", checks, n)
		if cs, _ := s.ClaimDueDepositChecks(ctx, 20_030, 10, time.Minute); len(cs) != 0 {
			t.Fatalf("%d claimed deposits due again before their claim ended", len(cs))
		}
		if cs, _ := s.ClaimDueDepositChecks(ctx, 20_060, 1000, time.Minute); len(cs) != n {
			t.Fatalf("%d deposits due once the claims ended, want %d", len(cs), n)
		}
	})
}

// A batching relayer looks before it claims: UnclaimedPending reads the pending results no claim holds,
// oldest first, without writing, and ClaimResults claims the chosen ones by id. Relayers of several replicas
// that look at the same results and claim them at the same time still hand each result out once, and a
// claimed result is no longer unclaimed.
func TestClaimResultsByIDIsExclusive(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		stores := replicas(t, b, 3)
		s := stores[0]
		const n = 120
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for i := uint64(1); i <= n; i++ {
			r, err := s.InsertResult(ctx, signedResult(key, i, int64(i)))
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, r.ID)
		}
		refs, err := s.UnclaimedPending(ctx, 5)
		if err != nil || len(refs) != 5 {
			t.Fatalf("unclaimed pending: %d %v", len(refs), err)
		}
		for i, ref := range refs {
			if ref.ID != ids[i] || ref.JobID != uint64(i+1) || ref.Evaluator != crypto.PubkeyToAddress(key.PublicKey) || ref.CreatedAt.IsZero() {
				t.Fatalf("unclaimed pending #%d is %+v, want result %s of job %d (oldest first)", i, ref, ids[i], i+1)
			}
		}
		results := claimers(t, stores, 4, func(s *Store) ([]string, error) {
			for {
				refs, err := s.UnclaimedPending(ctx, 7)
				if err != nil || len(refs) == 0 {
					return nil, err
				}
				want := make([]string, len(refs))
				for i, ref := range refs {
					want[i] = ref.ID
				}
				rs, err := s.ClaimResults(ctx, want, time.Minute)
				if err != nil {
					return nil, err
				}
				if len(rs) == 0 {
					continue // another relayer claimed them all first: look again
				}
				got := make([]string, len(rs))
				for i, r := range rs {
					got[i] = r.ID
					if i > 0 && rs[i-1].ID > r.ID {
						return nil, fmt.Errorf("claimed results out of order: %s before %s", rs[i-1].ID, r.ID)
					}
				}
				return got, nil
			}
		})
		checkOnce(t, "results", results, n)
		if refs, err := s.UnclaimedPending(ctx, 10); err != nil || len(refs) != 0 {
			t.Fatalf("claimed results still unclaimed: %d %v", len(refs), err)
		}
		if again, err := s.ClaimResults(ctx, ids[:10], time.Minute); err != nil || len(again) != 0 {
			t.Fatalf("claimed results handed out again: %d %v", len(again), err)
		}
		// A released claim makes the result unclaimed again.
		r, err := s.Result(ctx, ids[0])
		if err != nil {
			t.Fatal(err)
		}
		if err := s.ReleaseResultClaims(ctx, []common.Hash{r.Digest}); err != nil {
			t.Fatal(err)
		}
		if refs, err := s.UnclaimedPending(ctx, 10); err != nil || len(refs) != 1 || refs[0].ID != ids[0] {
			t.Fatalf("after a release: %+v %v", refs, err)
		}
	})
}

// A SQLite database has one process: when it opens the file, whoever claimed pending results before is
// gone (a killed daemon), so their claims end at once instead of holding the results back for the claim's
// time, perhaps past an evaluation deadline. (Replicas on PostgreSQL cannot know that of each other:
// there a claim ends when it runs out.)
func TestReopenEndsResultClaimsOnSQLite(t *testing.T) {
	ctx := context.Background()
	path := t.TempDir() + "/asa.db"
	b := backends[0]
	s := b.openAt(t, path)
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.InsertResult(ctx, signedResult(key, 1, 1)); err != nil {
		t.Fatal(err)
	}
	if got, err := s.ClaimPendingResults(ctx, 10, time.Hour); err != nil || len(got) != 1 {
		t.Fatalf("first claim: %d %v", len(got), err)
	}
	if got, _ := s.ClaimPendingResults(ctx, 10, time.Hour); len(got) != 0 {
		t.Fatal("a claimed result was handed out again while its claim lasts")
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s = b.openAt(t, path)
	if got, err := s.ClaimPendingResults(ctx, 10, time.Hour); err != nil || len(got) != 1 {
		t.Fatalf("after a reopen the earlier process's claim still holds the result: %d %v", len(got), err)
	}
}

// Likewise the scheduler's claims on due jobs: they run until a chain time, and a daemon killed between a
// claim and its finalize intents left the jobs deferred until a time that a chain making no new block
// never reaches (found by the crash campaign: 121 due jobs were never finalized after a kill during a
// batch finalize). On PostgreSQL a claim ends when the chain passes it.
func TestReopenEndsDueJobClaimsOnSQLite(t *testing.T) {
	ctx := context.Background()
	path := t.TempDir() + "/asa.db"
	b := backends[0]
	s := b.openAt(t, path)
	applyHistory(t, s, &chain{t: t})
	now := time.Unix(1<<40, 0) // every deadline of the history has passed
	got, err := s.ClaimDueJobs(ctx, now, 10, now.Add(time.Minute))
	if err != nil || len(got) == 0 {
		t.Fatalf("first claim: %v %v", got, err)
	}
	if again, _ := s.ClaimDueJobs(ctx, now, 10, now.Add(time.Minute)); len(again) != 0 {
		t.Fatalf("claimed jobs handed out again while the claim lasts: %v", again)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s = b.openAt(t, path)
	after, err := s.ClaimDueJobs(ctx, now, 10, now.Add(time.Minute))
	if err != nil || len(after) != len(got) {
		t.Fatalf("after a reopen the earlier process's claim still holds jobs: got %v of %v, %v", after, got, err)
	}
}

// writeCount counts the store's write transactions.
type writeCount struct{ n atomic.Int64 }

func (c *writeCount) Write(time.Duration, error)       { c.n.Add(1) }
func (c *writeCount) Commit(int, time.Duration, error) {}

// A keeper tick schedules the next checks of every deposit it looked at in one write transaction (one
// per deposit queued a commit each in the write slot, ahead of the intake's results): each deposit gets
// its own next check and count, and a deposit the keeper stopped watching is never due again.
func TestScheduleDepositChecksInOneWrite(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		writes := &writeCount{}
		s, err := Open(ctx, b.location(t), Options{Logger: slog.New(slog.DiscardHandler), Metrics: writes})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		c := &chain{t: t}
		var u ChainUpdate
		const n = 5
		for i := uint64(1); i <= n; i++ {
			u.Events = append(u.Events, c.event(10+i, 0, i, "JobCreated", map[string]any{"Client": client, "Provider": provider, "ExpiredAt": 5_000}))
			u.Deposits = append(u.Deposits, Deposit{Address: common.BigToAddress(big.NewInt(int64(1000 + i))), JobID: i, Kind: DepositBudget, BlockNumber: 10 + i})
		}
		if err := s.Apply(ctx, u, testFold); err != nil {
			t.Fatal(err)
		}
		checks, err := s.ClaimDueDepositChecks(ctx, 100, 10, time.Minute)
		if err != nil || len(checks) != n {
			t.Fatalf("claimed %d deposit checks, %v; want %d", len(checks), err, n)
		}
		scheds := make([]DepositSchedule, n)
		for i, ch := range checks {
			scheds[i] = DepositSchedule{Address: ch.Address, Next: 200 + int64(i)*100, Checks: ch.Checks + 1 + i}
		}
		scheds[n-1].Next = NoMoreChecks
		before := writes.n.Load()
		if err := s.ScheduleDepositChecks(ctx, scheds); err != nil {
			t.Fatal(err)
		}
		if w := writes.n.Load() - before; w != 1 {
			t.Fatalf("scheduling %d deposit checks took %d write transactions, want 1", n, w)
		}
		due, err := s.DueDepositChecks(ctx, 1_000_000, 10)
		if err != nil || len(due) != n-1 {
			t.Fatalf("due much later: %d, %v; want %d (all but the one no longer watched)", len(due), err, n-1)
		}
		for i, d := range due {
			if d.Address != scheds[i].Address || d.Checks != scheds[i].Checks {
				t.Fatalf("due #%d is %s with %d checks, want %s with %d (earliest next check first)", i, d.Address.Hex(), d.Checks, scheds[i].Address.Hex(), scheds[i].Checks)
			}
		}
		if due, err := s.DueDepositChecks(ctx, 250, 10); err != nil || len(due) != 1 || due[0].Address != scheds[0].Address {
			t.Fatalf("due at 250: %+v, %v; want only the first", due, err)
		}
		if err := s.ScheduleDepositChecks(ctx, nil); err != nil || writes.n.Load()-before != 1 {
			t.Fatalf("scheduling nothing: %v, %d writes", err, writes.n.Load()-before)
		}
	})
}

// A job's deposit is checked again at once when what its deposits may do changes (it leaves Open, its
// budget comes in), and not for the moves between later states (Submitted, Verified, Settled): the escrow's
// returnDeposit asks only whether the job is Open, funded and accepted, and each recheck is a balance read.
func TestDepositRecheckOnlyWhenFundingChanges(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s, err := Open(ctx, b.location(t), Options{Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		c := &chain{t: t}
		addr := common.BigToAddress(big.NewInt(4242))
		if err := s.Apply(ctx, ChainUpdate{
			Events:   []JobEvent{c.event(10, 0, 1, "JobCreated", map[string]any{"Client": client, "Provider": provider, "ExpiredAt": 5_000})},
			Deposits: []Deposit{{Address: addr, JobID: 1, Kind: DepositBudget, BlockNumber: 10}},
		}, testFold); err != nil {
			t.Fatal(err)
		}
		later := func() {
			t.Helper()
			if err := s.ScheduleDepositChecks(ctx, []DepositSchedule{{Address: addr, Next: 9_000, Checks: 3}}); err != nil {
				t.Fatal(err)
			}
		}
		dueNow := func() bool {
			t.Helper()
			due, err := s.DueDepositChecks(ctx, 100, 10)
			if err != nil {
				t.Fatal(err)
			}
			return len(due) == 1
		}
		for i, step := range []struct {
			event string
			args  map[string]any
			due   bool
		}{
			{"JobFunded", map[string]any{"Amount": "100"}, true},
			{"JobSubmitted", map[string]any{}, false},
			{"JobVerified", map[string]any{"Score": 9000, "ChallengeDeadline": 7_000}, false},
			{"JobSettled", map[string]any{}, false},
		} {
			later()
			bn := uint64(11 + i)
			if err := s.Apply(ctx, ChainUpdate{Events: []JobEvent{c.event(bn, 0, 1, step.event, step.args)}}, testFold); err != nil {
				t.Fatal(err)
			}
			if got := dueNow(); got != step.due {
				t.Fatalf("after %s: deposit due now %t, want %t", step.event, got, step.due)
			}
		}
	})
}

// A keeper or scheduler tick that finds nothing due writes nothing: the claims of due deposit checks and
// due jobs take the write slot only when a read says something is due (most ticks), and then claim it.
func TestIdleClaimsDoNotWrite(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		writes := &writeCount{}
		s, err := Open(ctx, b.location(t), Options{Logger: slog.New(slog.DiscardHandler), Metrics: writes})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		c := &chain{t: t}
		if err := s.Apply(ctx, ChainUpdate{
			Events: []JobEvent{c.event(10, 0, 1, "JobCreated", map[string]any{"Client": client, "Provider": provider, "ExpiredAt": 5_000}),
				c.event(10, 1, 1, "JobFunded", map[string]any{"Amount": "1"})},
			Deposits: []Deposit{{Address: common.BigToAddress(big.NewInt(77)), JobID: 1, Kind: DepositBudget, BlockNumber: 10}},
		}, testFold); err != nil {
			t.Fatal(err)
		}
		if err := s.ScheduleDepositChecks(ctx, []DepositSchedule{{Address: common.BigToAddress(big.NewInt(77)), Next: 3_000, Checks: 1}}); err != nil {
			t.Fatal(err)
		}
		before := writes.n.Load()
		if cs, err := s.ClaimDueDepositChecks(ctx, 2_999, 10, time.Minute); err != nil || len(cs) != 0 {
			t.Fatalf("deposit checks claimed before they are due: %d, %v", len(cs), err)
		}
		if ids, err := s.ClaimDueJobs(ctx, time.Unix(4_999, 0), 10, time.Unix(5_100, 0)); err != nil || len(ids) != 0 {
			t.Fatalf("jobs claimed before they are due: %v, %v", ids, err)
		}
		if w := writes.n.Load() - before; w != 0 {
			t.Fatalf("%d write transactions for claims that found nothing due, want 0", w)
		}
		if cs, err := s.ClaimDueDepositChecks(ctx, 3_000, 10, time.Minute); err != nil || len(cs) != 1 {
			t.Fatalf("the due deposit check: %d claimed, %v; want 1", len(cs), err)
		}
		if ids, err := s.ClaimDueJobs(ctx, time.Unix(5_000, 0), 10, time.Unix(5_100, 0)); err != nil || len(ids) != 1 || ids[0] != 1 {
			t.Fatalf("the due job: %v claimed, %v; want [1]", ids, err)
		}
		if ids, err := s.ClaimDueJobs(ctx, time.Unix(5_001, 0), 10, time.Unix(5_100, 0)); err != nil || len(ids) != 0 {
			t.Fatalf("a claimed job claimed again: %v, %v", ids, err)
		}
		if w := writes.n.Load() - before; w != 2 {
			t.Fatalf("%d write transactions, want the 2 claims that found something", w)
		}
	})
}
