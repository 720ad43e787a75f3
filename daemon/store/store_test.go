package store

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

const crashChildEnv = "ASA_STORE_CRASH_CHILD_DB"

func TestMain(m *testing.M) {
	if path := os.Getenv(crashChildEnv); path != "" {
		crashChild(path)
		return
	}
	os.Exit(m.Run())
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
	if err := s.Apply(ctx, ChainUpdate{Blocks: []Block{c.block(1)}, Events: []JobEvent{ev}}, testFold); err != nil {
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
		JobID: job, Evaluator: crypto.PubkeyToAddress(key.PublicKey), Score: 8750, EvidenceHash: evidence,
		Deliverable: deliverable, SubmittedAt: 1_700_000_000, Nonce: big.NewInt(nonce), Deadline: 1_800_000_000,
		Signature: sig, Document: doc, Digest: digest,
	}
}

func TestMigrationsIdempotent(t *testing.T) {
	ctx := context.Background()
	path := t.TempDir() + "/asa.db"
	for i := 0; i < 3; i++ {
		s, err := Open(ctx, path, Options{})
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
		var n int
		if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != len(migrations) {
			t.Fatalf("open #%d: %d migration rows, want %d", i, n, len(migrations))
		}
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
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
	// A database from a newer build is refused with a clear error.
	s, err := Open(ctx, path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO schema_migrations (version, applied_at) VALUES (999, 0)`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := Open(ctx, path, Options{}); err == nil || !strings.Contains(err.Error(), "newer than this build") {
		t.Fatalf("open newer schema: err = %v, want a 'newer than this build' error", err)
	}
}

func TestCrashSafety(t *testing.T) {
	path := t.TempDir() + "/asa.db"
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), crashChildEnv+"="+path)
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
	s, err := Open(ctx, path, Options{})
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
}

func TestResultsDuplicateAndStatus(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
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

	relay := common.HexToHash("0xabc")
	if err := s.MarkResult(ctx, r.Digest, ResultRelayed, relay, ""); err != nil {
		t.Fatal(err)
	}
	if err := s.MarkResult(ctx, r.Digest, ResultConfirmed, common.Hash{}, ""); err != nil {
		t.Fatal(err)
	}
	got, err = s.Result(ctx, first.ID)
	if err != nil || got.Status != ResultConfirmed || got.RelayTx != relay {
		t.Fatalf("after marks = %+v, %v", got, err)
	}
	if pending, err := s.ResultsByStatus(ctx, ResultPending, 10); err != nil || len(pending) != 0 {
		t.Fatalf("pending = %d, %v", len(pending), err)
	}
	if err := s.MarkResult(ctx, common.HexToHash("0x1"), ResultRejected, common.Hash{}, "x"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("mark unknown: %v", err)
	}
	if err := s.MarkResult(ctx, r.Digest, "lost", common.Hash{}, ""); err == nil {
		t.Fatal("unknown status accepted")
	}
}

func TestConcurrentInserts(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
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
}

func TestResultIDsAreTimeOrdered(t *testing.T) {
	a, err := newID(timeMs(1000))
	if err != nil {
		t.Fatal(err)
	}
	b, err := newID(timeMs(1001))
	if err != nil {
		t.Fatal(err)
	}
	if !(a < b) || len(a) != 26 {
		t.Fatalf("ids %s, %s not ordered by time", a, b)
	}
}

func TestMeta(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
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
}

func TestClosedStoreRefusesResults(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, t.TempDir()+"/asa.db", Options{})
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
}
