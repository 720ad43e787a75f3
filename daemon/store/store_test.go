package store

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"database/sql"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/internal/pgtest"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/txmgr/journaltest"
)

const crashChildEnv = "ASA_STORE_CRASH_CHILD_DB"

func TestMain(m *testing.M) {
	if path := os.Getenv(crashChildEnv); path != "" {
		crashChild(path)
		return
	}
	os.Exit(pgtest.Main(m))
}

// crashChild writes through the store, reports success, then waits to be killed without Close.
func crashChild(path string) {
	ctx := context.Background()
	fail := func(err error) {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	s, err := Open(ctx, path, Options{})
	if err != nil {
		fail(err)
	}
	key, err := crypto.GenerateKey()
	if err != nil {
		fail(err)
	}
	r := signedResult(key, 7, 1)
	if _, err := s.InsertResult(ctx, r); err != nil {
		fail(err)
	}
	if err := s.SetMeta(ctx, "start_block", "42"); err != nil {
		fail(err)
	}
	c := &chain{}
	ev := c.event(1, 0, 7, "JobCreated", map[string]any{"Client": common.Address{1}, "Provider": common.Address{2}, "ExpiredAt": 5000})
	if err := s.Apply(ctx, ChainUpdate{Events: []JobEvent{ev}}, testFold); err != nil {
		fail(err)
	}
	fmt.Println("committed", r.Digest.Hex())
	select {} // the parent kills this process with SIGKILL
}

// signedResult builds a result for (job, nonce) signed with a real secp256k1 key. The digest is a
// keccak256 stand-in for the EIP-712 digest (the store treats it as an opaque unique key).
func signedResult(key *ecdsa.PrivateKey, job uint64, nonce int64) Result {
	deliverable := crypto.Keccak256Hash([]byte(fmt.Sprint("deliverable", job)))
	evidence := crypto.Keccak256Hash([]byte(fmt.Sprint("evidence", job, nonce)))
	digest := crypto.Keccak256Hash(big.NewInt(int64(job)).Bytes(), deliverable[:], evidence[:], big.NewInt(nonce).Bytes())
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		panic(err)
	}
	doc, _ := json.Marshal(map[string]any{"job_id": job, "score": 87.5, "evidence": evidence.Hex(), "nonce": nonce})
	return Result{
		JobID: job, Evaluator: crypto.PubkeyToAddress(key.PublicKey), Score: 8750, Passed: true, EvidenceHash: evidence,
		Deliverable: deliverable, SubmittedAt: 1_700_000_000 + uint64(nonce), Nonce: big.NewInt(nonce), Deadline: 1_800_000_000,
		Signature: sig, Document: doc, Digest: digest,
	}
}

func TestMigrationsIdempotent(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		location := b.location(t)
		for i := 0; i < 3; i++ {
			s, err := Open(ctx, location, Options{})
			if err != nil {
				t.Fatalf("open #%d: %v", i, err)
			}
			v, err := s.Version(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if v != SchemaVersion() {
				t.Fatalf("open #%d: version %d, want %d", i, v, SchemaVersion())
			}
			var n int64
			if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM goose_db_version WHERE version_id > 0`).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n != SchemaVersion() {
				t.Fatalf("open #%d: %d migration rows, want %d", i, n, SchemaVersion())
			}
			checkDurableSettings(t, s)
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
		}
		// A database from a newer build is refused with a clear error.
		s, err := Open(ctx, location, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.db.ExecContext(ctx, `INSERT INTO goose_db_version (version_id, is_applied) VALUES (999, true)`); err != nil {
			t.Fatal(err)
		}
		s.Close()
		if _, err := Open(ctx, location, Options{}); err == nil || !strings.Contains(err.Error(), "newer than this build") {
			t.Fatalf("open newer schema: err = %v, want a 'newer than this build' error", err)
		}
	})
}

// checkDurableSettings asserts that a commit is on stable storage before it returns: WAL with
// synchronous=FULL on SQLite, fsync and synchronous_commit on PostgreSQL.
func checkDurableSettings(t *testing.T, s *Store) {
	t.Helper()
	ctx := context.Background()
	switch s.d {
	case sqliteDialect:
		var mode string
		var sync int
		if err := s.db.QueryRowContext(ctx, `PRAGMA journal_mode`).Scan(&mode); err != nil {
			t.Fatal(err)
		}
		if err := s.db.QueryRowContext(ctx, `PRAGMA synchronous`).Scan(&sync); err != nil {
			t.Fatal(err)
		}
		if mode != "wal" || sync != 2 {
			t.Fatalf("journal_mode %q synchronous %d, want wal and 2 (FULL)", mode, sync)
		}
	case postgresDialect:
		var fsync, commit string
		if err := s.db.QueryRowContext(ctx, `SELECT current_setting('fsync'), current_setting('synchronous_commit')`).Scan(&fsync, &commit); err != nil {
			t.Fatal(err)
		}
		if fsync != "on" || commit != "on" {
			t.Fatalf("fsync %q synchronous_commit %q, want on and on", fsync, commit)
		}
	}
}

// One schema mechanism: every table of the database is created by the goose migrations (defect 11:
// four mechanisms with two DSNs), the same tables on both backends, and a SQLite database from before
// them is refused, not misread.
func TestOneSchemaMechanism(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`
		if s.d == postgresDialect {
			q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`
		}
		rows, err := s.db.QueryContext(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		var tables []string
		for rows.Next() {
			var n string
			if err := rows.Scan(&n); err != nil {
				t.Fatal(err)
			}
			tables = append(tables, n)
		}
		rows.Close()
		if got := strings.Join(tables, " "); got != schemaTables {
			t.Fatalf("tables %q, want %q", got, schemaTables)
		}
		if s.d != sqliteDialect {
			return
		}
		legacy := t.TempDir() + "/old.db"
		db, err := sql.Open(driverName, DSN(legacy))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.ExecContext(ctx, `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)`); err != nil {
			t.Fatal(err)
		}
		db.Close()
		if _, err := Open(ctx, legacy, Options{}); err == nil || !strings.Contains(err.Error(), "before version 2") {
			t.Fatalf("legacy database: %v, want a refusal saying what to do", err)
		}
	})
}

// schemaTables lists every table the migrations create, in name order.
const schemaTables = "a2a_messages a2a_payments a2a_tasks agent_wallets canaries credit_events deposits discovery_resources funding_receipts goose_db_version job_agreements job_deferrals job_events jobs leases ledger_epochs ledger_messages ledger_pending ledger_senders ledger_transitions meta payment_ids pool_assignments pool_registrations pool_seats results signin_nonces signin_sessions terms txmgr_attempts txmgr_intents watcher_blocks webhook_deliveries webhook_endpoints webhook_subscriptions"

// Two daemons can never share one SQLite file (defect 5): the second Open is refused while the first
// holds it, and allowed once it is closed. A PostgreSQL database is made to be shared by replicas: both
// open it (leases decide who sends; lease_test.go).
func TestOpenIsExclusive(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		location := b.location(t)
		a, err := Open(ctx, location, Options{})
		if err != nil {
			t.Fatal(err)
		}
		second, err := Open(ctx, location, Options{})
		switch {
		case b.name == "postgres" && err != nil:
			t.Fatalf("a second replica on the PostgreSQL database: %v", err)
		case b.name == "postgres":
			second.Close()
		case !errors.Is(err, ErrLocked) || !strings.Contains(err.Error(), "another asa daemon"):
			t.Fatalf("second open: %v, want ErrLocked", err)
		}
		if err := a.Close(); err != nil {
			t.Fatal(err)
		}
		c, err := Open(ctx, location, Options{})
		if err != nil {
			t.Fatalf("open after close: %v", err)
		}
		c.Close()
	})
}

// The database knows which chain and escrow it belongs to (defect 4).
func TestIdentity(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		id := Identity{ChainID: 31337, Escrow: common.HexToAddress("0xe5"), StartBlock: 3, StartBlockHash: common.HexToHash("0xb3")}
		for i := 0; i < 2; i++ {
			if err := s.Bind(ctx, id); err != nil {
				t.Fatalf("bind #%d: %v", i, err)
			}
		}
		for _, other := range []Identity{
			{ChainID: 8453, Escrow: id.Escrow, StartBlock: 3, StartBlockHash: id.StartBlockHash},
			{ChainID: 31337, Escrow: common.HexToAddress("0xe6"), StartBlock: 3, StartBlockHash: id.StartBlockHash},
			{ChainID: 31337, Escrow: id.Escrow, StartBlock: 3, StartBlockHash: common.HexToHash("0xb4")},
		} {
			var ie *IdentityError
			if err := s.Bind(ctx, other); !errors.As(err, &ie) || !strings.Contains(err.Error(), "new file") {
				t.Fatalf("bind %v: %v, want an IdentityError that says what to do", other, err)
			}
		}
	})
}

func TestJournalConformance(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		location := b.location(t)
		s, err := Open(context.Background(), location, Options{})
		if err != nil {
			t.Fatal(err)
		}
		journaltest.Run(t, s, func() txmgr.Journal {
			s.Close()
			again, err := Open(context.Background(), location, Options{})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { again.Close() })
			return again
		})
	})
}

// What the store acknowledged survives SIGKILL of its process (no Close, no deferred cleanup): on
// SQLite the file, on PostgreSQL the server, holds every committed write.
func TestCrashSafety(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		location := b.location(t)
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+location)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, err := bufio.NewReader(out).ReadString('\n')
		if err != nil {
			t.Fatalf("child: %v (output %q)", err, line)
		}
		fields := strings.Fields(line)
		if len(fields) != 2 || fields[0] != "committed" {
			t.Fatalf("child said %q", line)
		}
		if err := cmd.Process.Kill(); err != nil { // SIGKILL: no Close, no deferred cleanup
			t.Fatal(err)
		}
		_ = cmd.Wait()

		ctx := context.Background()
		s, err := Open(ctx, location, Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		r, err := s.ResultByDigest(ctx, common.HexToHash(fields[1]))
		if err != nil {
			t.Fatalf("result accepted before the crash is lost: %v", err)
		}
		if r.JobID != 7 || r.Status != ResultPending || r.Score != 8750 {
			t.Fatalf("result after crash = %+v", r)
		}
		if v, ok, err := s.GetMeta(ctx, "start_block"); err != nil || !ok || v != "42" {
			t.Fatalf("meta after crash = %q %v %v", v, ok, err)
		}
		j, err := s.Job(ctx, 7)
		if err != nil || j.ExpiredAt != 5000 {
			t.Fatalf("job after crash = %+v, %v", j, err)
		}
	})
}

func TestResultsDuplicateAndStatus(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		r := signedResult(key, 3, 1)
		first, err := s.InsertResult(ctx, r)
		if err != nil {
			t.Fatal(err)
		}
		if len(first.ID) != 26 || first.Status != ResultPending || first.CreatedAt.IsZero() {
			t.Fatalf("inserted = %+v", first)
		}
		replay := r
		replay.Document = json.RawMessage(`{"replayed":true}`)
		got, err := s.InsertResult(ctx, replay)
		if !errors.Is(err, ErrDuplicate) {
			t.Fatalf("replay: err = %v, want ErrDuplicate", err)
		}
		if got.ID != first.ID || string(got.Document) != string(r.Document) {
			t.Fatalf("replay returned %+v, want the stored original %s", got, first.ID)
		}
		// Bad input is refused with a clear error, and nothing is stored.
		bad := signedResult(key, 3, 2)
		bad.Document = json.RawMessage(`{not json`)
		if _, err := s.InsertResult(ctx, bad); err == nil || !strings.Contains(err.Error(), "document") {
			t.Fatalf("bad document: err = %v", err)
		}
		bad = signedResult(key, 3, 3)
		bad.Score = 10001
		if _, err := s.InsertResult(ctx, bad); err == nil || !strings.Contains(err.Error(), "score") {
			t.Fatalf("bad score: err = %v", err)
		}
		rs, err := s.ResultsForJob(ctx, 3)
		if err != nil || len(rs) != 1 {
			t.Fatalf("results for job 3 = %d, %v", len(rs), err)
		}
		if !crypto.VerifySignature(crypto.FromECDSAPub(&key.PublicKey), rs[0].Digest[:], rs[0].Signature[:64]) {
			t.Fatal("stored signature does not verify against the stored digest")
		}
		if rs[0].Nonce.Cmp(big.NewInt(1)) != 0 || rs[0].Evaluator != crypto.PubkeyToAddress(key.PublicKey) {
			t.Fatalf("stored result = %+v", rs[0])
		}

		// Relayed, then counted by the escrow (its ResultAccepted), then unconfirmed by a reorg.
		if err := s.MarkRelayed(ctx, []RelayMark{{Digest: r.Digest, Key: "relay:x"}}); err != nil {
			t.Fatal(err)
		}
		if got, _ := s.Result(ctx, first.ID); got.Status != ResultRelayed || got.RelayKey != "relay:x" {
			t.Fatalf("after relay = %+v", got)
		}
		relay := common.HexToHash("0xabc")
		if err := s.Apply(ctx, ChainUpdate{Accepted: []Acceptance{{Digest: r.Digest, JobID: 3, BlockNumber: 9, TxHash: relay}}}, testFold); err != nil {
			t.Fatal(err)
		}
		got, err = s.Result(ctx, first.ID)
		if err != nil || got.Status != ResultConfirmed || got.RelayTx != relay {
			t.Fatalf("after acceptance = %+v, %v", got, err)
		}
		if _, err := s.RewindTo(ctx, 8, testFold); err != nil {
			t.Fatal(err)
		}
		got, _ = s.Result(ctx, first.ID)
		if got.Status != ResultPending || got.RelayKey != "" || got.RelayRound != 1 {
			t.Fatalf("after the acceptance was reorged out (no open relay intent) = %+v, want pending for round 1", got)
		}
		if pending, err := s.ResultsByStatus(ctx, ResultPending, 10); err != nil || len(pending) != 1 {
			t.Fatalf("pending = %d, %v", len(pending), err)
		}
		if err := s.MarkRejected(ctx, common.HexToHash("0x1"), "x"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("reject unknown: %v", err)
		}
	})
}

// Of many results of one evaluator for one submission, exactly one is accepted, however they race
// (defect 9); a rejected one makes room for another.
func TestOneLiveResultPerEvaluator(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		var (
			wg       sync.WaitGroup
			mu       sync.Mutex
			accepted []Result
			counted  int
		)
		for i := 0; i < 20; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				r := signedResult(key, 5, int64(i))
				r.SubmittedAt = 1_700_000_000
				got, err := s.InsertResult(ctx, r)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					accepted = append(accepted, got)
				case errors.Is(err, ErrAlreadyCounted):
					counted++
				default:
					t.Error(err)
				}
			}(i)
		}
		wg.Wait()
		if len(accepted) != 1 || counted != 19 {
			t.Fatalf("%d accepted, %d already counted; want 1 and 19", len(accepted), counted)
		}
		if err := s.MarkRejected(ctx, accepted[0].Digest, "escrow refused it"); err != nil {
			t.Fatal(err)
		}
		r := signedResult(key, 5, 99)
		r.SubmittedAt = 1_700_000_000
		if _, err := s.InsertResult(ctx, r); err != nil {
			t.Fatalf("after the first was rejected: %v", err)
		}
	})
}

func TestConcurrentInserts(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		const workers, each = 16, 10
		var wg sync.WaitGroup
		errs := make(chan error, workers*each*2)
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for i := 0; i < each; i++ {
					r := signedResult(key, uint64(w), int64(i))
					if _, err := s.InsertResult(ctx, r); err != nil {
						errs <- err
					}
					// The same digest raced from two goroutines: exactly one wins.
					if i == 0 {
						if _, err := s.InsertResult(ctx, r); !errors.Is(err, ErrDuplicate) {
							errs <- fmt.Errorf("replay: %v", err)
						}
					}
					// Writers outside the group-commit path contend for the lock too (busy_timeout).
					if err := s.SetMeta(ctx, fmt.Sprint("w", w), fmt.Sprint(i)); err != nil {
						errs <- err
					}
				}
			}(w)
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
		var n int
		if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM results`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != workers*each {
			t.Fatalf("%d results stored, want %d", n, workers*each)
		}
	})
}

// Result ids grow with time, and strictly within one millisecond too (the order results were accepted
// in: oldest-first relaying and batching sort by (created_at, id)).
func TestResultIDsAreTimeOrdered(t *testing.T) {
	var ids idSource
	var prev string
	for i, ms := range []int64{1000, 1000, 1000, 1001, 1001, 999, 1002} {
		id, err := ids.next(timeMs(ms))
		if err != nil {
			t.Fatal(err)
		}
		if len(id) != 26 || id <= prev {
			t.Fatalf("id %d (ms %d) %s does not follow %s", i, ms, id, prev)
		}
		prev = id
	}
}

func TestMeta(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		if _, ok, err := s.GetMeta(ctx, "nonce"); err != nil || ok {
			t.Fatalf("missing key: ok=%v err=%v", ok, err)
		}
		for _, v := range []string{"1", "2"} {
			if err := s.SetMeta(ctx, "nonce", v); err != nil {
				t.Fatal(err)
			}
		}
		if v, ok, err := s.GetMeta(ctx, "nonce"); err != nil || !ok || v != "2" {
			t.Fatalf("nonce = %q %v %v", v, ok, err)
		}
		if err := s.DeleteMeta(ctx, "nonce"); err != nil {
			t.Fatal(err)
		}
		if _, ok, _ := s.GetMeta(ctx, "nonce"); ok {
			t.Fatal("deleted key still there")
		}
	})
}

func TestClosedStoreRefusesResults(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s, err := Open(ctx, b.location(t), Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Fatalf("second Close: %v", err)
		}
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.InsertResult(ctx, signedResult(key, 1, 1)); !errors.Is(err, ErrClosed) {
			t.Fatalf("insert after Close: %v, want ErrClosed", err)
		}
		if _, err := Open(ctx, "", Options{}); err == nil {
			t.Fatal("empty path accepted")
		}
	})
}

// Defect 11: the chain watcher's transactions bypassed the store's write slot and met the intake in
// SQLite's busy handler, which gives up after busy_timeout (5 s). Both now queue on the one write slot:
// a result posted while a watcher transaction runs longer than the busy timeout waits and is stored.
func TestWatcherAndIntakeShareTheWriteSlot(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		inTx := make(chan struct{})
		release := make(chan struct{})
		done := make(chan error, 1)
		go func() {
			done <- s.Checkpoint("escrow:test").Update(ctx, func(tx *sql.Tx) error {
				close(inTx)
				<-release
				_, err := tx.ExecContext(ctx, `INSERT INTO watcher_blocks (watcher, number, hash, parent, time, has_logs) VALUES ('escrow:test', 1, ?, ?, 0, 0)`, []byte{0}, []byte{0})
				return err
			})
		}()
		<-inTx
		inserted := make(chan error, 1)
		go func() {
			_, err := s.InsertResult(ctx, signedResult(key, 9, 1))
			inserted <- err
		}()
		select {
		case err := <-inserted:
			t.Fatalf("the insert finished (%v) while the watcher held the write slot", err)
		case <-time.After(busyWait(b)): // longer than SQLite's busy_timeout
		}
		close(release)
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		if err := <-inserted; err != nil {
			t.Fatalf("the insert that waited for the watcher failed: %v", err)
		}
	})
}

// busyWait is how long TestWatcherAndIntakeShareTheWriteSlot holds the slot: past SQLite's busy_timeout
// (5 s), and a second on PostgreSQL (whose writers would otherwise run at once).
func busyWait(b backend) time.Duration {
	if b.name == "sqlite" {
		return 5500 * time.Millisecond
	}
	return time.Second
}

// Write transactions waiting together share one commit, each in its own savepoint: one that fails
// (here a unique-key violation) undoes only its own writes and reports its error; the others commit.
func TestGroupCommitIsolatesFailures(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, t.TempDir()+"/asa.db", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.exec(ctx, `INSERT INTO meta (key, value) VALUES ('taken', 'x')`); err != nil {
		t.Fatal(err)
	}
	const n = 64
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			errs[i] = s.inTx(ctx, func(tx *sql.Tx) error {
				if _, err := tx.ExecContext(ctx, `INSERT INTO meta (key, value) VALUES (?, 'v')`, fmt.Sprintf("k%d", i)); err != nil {
					return err
				}
				if i%4 == 0 { // a second write that fails: the first must be undone too
					_, err := tx.ExecContext(ctx, `INSERT INTO meta (key, value) VALUES ('taken', 'y')`)
					return err
				}
				return nil
			})
		}(i)
	}
	wg.Wait()
	for i := 0; i < n; i++ {
		var v string
		err := s.db.QueryRowContext(ctx, `SELECT value FROM meta WHERE key = ?`, fmt.Sprintf("k%d", i)).Scan(&v)
		switch {
		case i%4 == 0 && (errs[i] == nil || !errors.Is(err, sql.ErrNoRows)):
			t.Errorf("transaction %d failed its second write: error %v, first write %v (want an error and no row)", i, errs[i], err)
		case i%4 != 0 && (errs[i] != nil || err != nil):
			t.Errorf("transaction %d: error %v, row %v (want committed)", i, errs[i], err)
		}
	}
	var taken string
	if err := s.db.QueryRowContext(ctx, `SELECT value FROM meta WHERE key = 'taken'`).Scan(&taken); err != nil || taken != "x" {
		t.Fatalf("the existing row changed: %q %v", taken, err)
	}
}

// Open with WarmConns leaves that many SQLite connections open and idle, so that the first concurrent
// readers find them.
func TestWarmConns(t *testing.T) {
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "warm.db"), Options{Logger: slog.New(slog.DiscardHandler), WarmConns: 12})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if st := s.db.Stats(); st.OpenConnections < 12 || st.Idle < 12 {
		t.Fatalf("after Open: %d connections open, %d idle; want at least 12 of each", st.OpenConnections, st.Idle)
	}
	if _, err := s.Job(context.Background(), 1); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a read on the warm pool: %v, want ErrNotFound", err)
	}
}

// ResultRefs lists a job's results like ResultsForJob, in the same order, with the fields the intake
// checks (id, evaluator, submission, status, digest) and nothing of their documents and signatures.
func TestResultRefs(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s, err := Open(ctx, b.location(t), Options{Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		for i := range 3 {
			k, _ := crypto.GenerateKey()
			if _, err := s.InsertResult(ctx, signedResult(k, 9, int64(i))); err != nil {
				t.Fatal(err)
			}
		}
		k, _ := crypto.GenerateKey()
		if _, err := s.InsertResult(ctx, signedResult(k, 10, 1)); err != nil { // another job's
			t.Fatal(err)
		}
		full, err := s.ResultsForJob(ctx, 9)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.MarkRejected(ctx, full[1].Digest, "test"); err != nil {
			t.Fatal(err)
		}
		if full, err = s.ResultsForJob(ctx, 9); err != nil {
			t.Fatal(err)
		}
		refs, err := s.ResultRefs(ctx, 9)
		if err != nil || len(refs) != len(full) || len(full) != 3 {
			t.Fatalf("refs %d (%v), full %d; want 3 each", len(refs), err, len(full))
		}
		for i, f := range full {
			r := refs[i]
			if r.ID != f.ID || r.JobID != 9 || r.Evaluator != f.Evaluator || r.SubmittedAt != f.SubmittedAt || r.Status != f.Status || r.Digest != f.Digest {
				t.Fatalf("ref %d: %+v, want the fields of %+v", i, r, f)
			}
			if r.Document != nil || r.Signature != nil {
				t.Fatalf("ref %d carries its document or signature", i)
			}
		}
		if refs[1].Status != ResultRejected {
			t.Fatalf("the rejected result's ref: status %s", refs[1].Status)
		}
	})
}
