package scheduler

import (
	"bufio"
	"context"
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/asa-escrow/asa/daemon/store"
)

// The scale benchmarks share one database of benchJobs jobs, built once per `go test -bench` run in a
// temporary directory by a child process (so that the memory of building it is not counted in the
// benchmark process's RSS). Reproduce with:
//
//	CGO_ENABLED=0 go test -run '^$' -bench 'Scheduler' -benchtime 200x ./daemon/scheduler
//
// They never run under plain `go test` (no -bench).
const (
	benchJobs    = 1_000_000
	benchDue     = 100
	benchNow     = 1_800_000_000 // unix seconds: "now" of the benchmark clock
	populateEnv  = "ASA_SCHEDULER_POPULATE_DB"
	dueEveryNth  = benchJobs / benchDue
	benchTermsJS = `{"policy":1,"tierCount":4,"rollingWindow":0,"silenceAction":4,"fallbackAction":1,` +
		`"disputeDefault":0,"disputeThreshold":6000,"evaluatorFeeBps":100,"fundTimeout":86400,` +
		`"evaluateTimeout":86400,"backupTimeout":86400,"challengeWindow":86400,"disputeTimeout":604800,` +
		`"backupEvaluator":"0x00000000000000000000000000000000000bac01","resolver":"0x000000000000000000000000000000000000de5a",` +
		`"tiers":"0x2328271022f8213417701388"}`
)

var fixture struct {
	once sync.Once
	dir  string
	path string
	err  error
	took time.Duration
}

func TestMain(m *testing.M) {
	if path := os.Getenv(populateEnv); path != "" {
		if err := populate(path); err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		fmt.Println("populated")
		os.Exit(0)
	}
	code := m.Run()
	if fixture.dir != "" {
		os.RemoveAll(fixture.dir)
	}
	os.Exit(code)
}

// dueID reports whether job id is one of the benchDue jobs that are due at benchNow.
func dueID(id int64) bool { return id%dueEveryNth == 0 }

// populate creates the schema and inserts benchJobs jobs in one transaction with a prepared statement.
// Every job has a deadline (the worst case for the index); benchDue of them are in the past.
func populate(path string) error {
	ctx := context.Background()
	st, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		return err
	}
	if err := st.Close(); err != nil {
		return err
	}
	db, err := sql.Open("sqlite", store.DSN(path))
	if err != nil {
		return err
	}
	defer db.Close()
	// Building the fixture need not be durable: write pages straight into the file (no WAL copy and
	// checkpoint of 300 MB), with a 64 MB page cache for the index inserts; WAL comes back after.
	db.SetMaxOpenConns(1)
	for _, p := range []string{"PRAGMA journal_mode = OFF", "PRAGMA synchronous = OFF", "PRAGMA cache_size = -65536"} {
		if _, err := db.ExecContext(ctx, p); err != nil {
			return err
		}
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	stmt, err := tx.PrepareContext(ctx, `INSERT INTO jobs (id, client, provider, evaluators, quorum, status,
		budget, terms_id, terms_hash, expired_at, deadline, submitted_at, deliverable, score, result_count,
		backup_active, last_block) VALUES (?, ?, ?, ?, 1, 2, '25000000', 1, ?, ?, ?, ?, ?, 0, 0, 0, ?)`)
	if err != nil {
		return err
	}
	defer stmt.Close()
	if _, err := tx.ExecContext(ctx, `INSERT INTO terms (terms_id, terms_hash, terms, block_number) VALUES (1, ?, ?, 1)`,
		fmt.Sprintf("0x%064x", 1), benchTermsJS); err != nil {
		return err
	}
	hex40 := func(tag, id int64) string { return fmt.Sprintf("0x%08x%032x", tag, id) }
	hex64 := func(tag, id int64) string { return fmt.Sprintf("0x%032x%032x", tag, id) }
	for id := int64(1); id <= benchJobs; id++ {
		deadline := int64(benchNow + 3600 + (id*7919)%benchJobs) // future, scattered over ~11 days
		if dueID(id) {
			deadline = benchNow - id%3600
		}
		if _, err := stmt.ExecContext(ctx, id, hex40(1, id%5000), hex40(2, id%700),
			`["`+hex40(3, id%50)+`"]`, hex64(4, 1), benchNow+86400,
			deadline, deadline-86400, hex64(5, id), id/10); err != nil {
			return fmt.Errorf("insert job %d: %w", id, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, "PRAGMA journal_mode = WAL")
	return err
}

// benchStore returns the populated database path, building it on first use.
func benchStore(b *testing.B) string {
	fixture.once.Do(func() {
		fixture.dir, fixture.err = os.MkdirTemp("", "asa-scheduler-bench-")
		if fixture.err != nil {
			return
		}
		fixture.path = fixture.dir + "/asa.db"
		start := time.Now()
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), populateEnv+"="+fixture.path)
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "populated") {
			fixture.err = fmt.Errorf("populate: %v: %s", err, out)
		}
		fixture.took = time.Since(start)
	})
	if fixture.err != nil {
		b.Fatal(fixture.err)
	}
	return fixture.path
}

// procStatusKB reads a field such as VmRSS or VmHWM from /proc/self/status, in kB.
func procStatusKB(b *testing.B, field string) float64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			kb, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
			if err != nil {
				b.Fatal(err)
			}
			return kb
		}
	}
	b.Fatalf("%s not in /proc/self/status", field)
	return 0
}

// benchDueIDs are the ids of the jobs whose deadline is before benchNow.
func benchDueIDs() []uint64 {
	var ids []uint64
	for id := int64(dueEveryNth); id <= benchJobs; id += dueEveryNth {
		ids = append(ids, uint64(id))
	}
	return ids
}

type fixedClock struct{ now time.Time }

func (c fixedClock) Now() (time.Time, error)        { return c.now, nil }
func (c fixedClock) NewTicker(time.Duration) Ticker { return fakeTicker{make(chan time.Time)} }

// BenchmarkSchedulerTick is one scheduler tick over benchJobs stored jobs of which benchDue are due:
// the indexed due query, two handler batches of 50, and the deferral transaction (one fsync).
// Reports ms/tick, the process's resident memory holding the open store (RSS-MB, peak HWM-MB) and how
// long building the database took (populate-s).
func BenchmarkSchedulerTick(b *testing.B) {
	path := benchStore(b)
	ctx := context.Background()
	st, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	dueIDs := benchDueIDs()
	handed := 0
	s, err := New(st, func(_ context.Context, ids []uint64) error {
		handed += len(ids)
		return nil
	}, Config{Clock: fixedClock{time.Unix(benchNow, 0)}})
	if err != nil {
		b.Fatal(err)
	}
	now, past := time.Unix(benchNow, 0), time.Unix(benchNow-60, 0)
	runtime.GC()
	debug.FreeOSMemory()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		if err := st.DeferJobs(ctx, dueIDs, now, past); err != nil { // make the same 100 jobs due again
			b.Fatal(err)
		}
		b.StartTimer()
		n, err := s.Tick(ctx)
		if err != nil {
			b.Fatal(err)
		}
		if n != benchDue {
			b.Fatalf("tick handed %d jobs, want %d", n, benchDue)
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/tick")
	b.ReportMetric(procStatusKB(b, "VmRSS")/1024, "RSS-MB")
	b.ReportMetric(procStatusKB(b, "VmHWM")/1024, "HWM-MB")
	b.ReportMetric(fixture.took.Seconds(), "populate-s")
	if handed != benchDue*b.N {
		b.Fatalf("handed %d, want %d", handed, benchDue*b.N)
	}
}

// BenchmarkSchedulerDueQuery is the read side alone: the indexed query for due jobs among benchJobs.
func BenchmarkSchedulerDueQuery(b *testing.B) {
	path := benchStore(b)
	ctx := context.Background()
	st, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	now := time.Unix(benchNow, 0)
	if err := st.DeferJobs(ctx, benchDueIDs(), now, now.Add(-time.Minute)); err != nil { // undo earlier ticks
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ids, err := st.DueJobs(ctx, now, 1000)
		if err != nil {
			b.Fatal(err)
		}
		if len(ids) != benchDue {
			b.Fatalf("due = %d, want %d", len(ids), benchDue)
		}
	}
}
