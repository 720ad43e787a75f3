package daemon_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	_ "modernc.org/sqlite" // read the daemon's journal read-only

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/internal/pgtest"
	"github.com/asa-escrow/asa/settlement"
)

// asaBinary is the `asa` executable, built once per test binary by the first test that needs it.
var asaBinary struct {
	once sync.Once
	dir  string
	path string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if asaBinary.dir != "" {
		os.RemoveAll(asaBinary.dir)
	}
	pgtest.CloseShared()
	os.Exit(code)
}

func buildAsa(t *testing.T) string {
	t.Helper()
	asaBinary.once.Do(func() {
		asaBinary.dir, asaBinary.err = os.MkdirTemp("", "asa-daemon-test-")
		if asaBinary.err != nil {
			return
		}
		asaBinary.path = filepath.Join(asaBinary.dir, "asa")
		cmd := exec.Command("go", "build", "-o", asaBinary.path, "./cmd/asa")
		cmd.Dir = ".."
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			asaBinary.err = fmt.Errorf("go build ./cmd/asa: %v\n%s", err, out)
		}
	})
	if asaBinary.err != nil {
		t.Fatal(asaBinary.err)
	}
	return asaBinary.path
}

// daemonProc is `asa daemon` running as a child process.
type daemonProc struct {
	cmd    *exec.Cmd
	base   string
	output *bytes.Buffer
	outMu  sync.Mutex // guards output while the process writes it (see logs)
}

// procConfig is the daemon's config file for the subprocess tests: fast polls, quick bumps.
const procConfig = `{"pollInterval":"150ms","tickInterval":"150ms","bumpAfter":"2s","txConfirmations":1}`

func freeAddr(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// startProc runs `asa daemon` against the world's chain and waits for /healthz.
func (w *world) startProc(t *testing.T, db, listen, config string) *daemonProc {
	t.Helper()
	return w.startProcWith(t, procOptions{db: db, listen: listen, config: config})
}

// procOptions say how to run `asa daemon`: rpc defaults to the world's node; x402 enables the
// facilitator with dev key 8 as its settlement key.
type procOptions struct {
	db, listen, config, rpc string
	x402                    bool
}

func (w *world) startProcWith(t *testing.T, o procOptions) *daemonProc {
	t.Helper()
	p, err := w.spawnProc(t, o)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// spawnProc starts `asa daemon` and waits for /healthz; it never fails the test itself, so that
// goroutines may restart a killed daemon.
func (w *world) spawnProc(t *testing.T, o procOptions) (*daemonProc, error) {
	db, listen, config := o.db, o.listen, o.config
	rpcURL := o.rpc
	if rpcURL == "" {
		rpcURL = w.node.URL()
	}
	args := []string{"daemon", "--rpc", rpcURL, "--escrow", w.dep.Escrow.Hex(),
		"--start-block", fmt.Sprint(w.dep.DeployBlock), "--db", db, "--listen", listen, "--config", config, "--log-level", "debug"}
	if o.x402 {
		args = append(args, "--x402")
	}
	cmd := exec.Command(buildAsa(t), args...)
	// The offer key signs statements only; a fixed one keeps receipts verifiable across restarts.
	offerKey := crypto.Keccak256([]byte("asa daemon test offer key"))
	cmd.Env = append(os.Environ(), "ASA_PRIVATE_KEY=0x"+devKeyHex(t, 0), "ASA_X402_PRIVATE_KEY=0x"+devKeyHex(t, 8),
		"ASA_OFFER_PRIVATE_KEY=0x"+hex.EncodeToString(offerKey), "ASA_DAEMON_SECRET_KEY="+testSecretKey)
	p := &daemonProc{cmd: cmd, base: "http://" + listen, output: new(bytes.Buffer)}
	out := lockedWriter{mu: &p.outMu, w: p.output}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	t.Cleanup(func() { p.kill() })
	deadline := time.Now().Add(30 * time.Second)
	for {
		resp, err := http.Get(p.base + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return p, nil
			}
		}
		if time.Now().After(deadline) {
			p.kill()
			return nil, fmt.Errorf("asa daemon did not come up:\n%s", p.output)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// lockedWriter serialises writes to w with mu.
type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

// kill sends SIGKILL and reaps the process (no graceful shutdown).
func (p *daemonProc) kill() {
	if p.cmd.ProcessState != nil {
		return
	}
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	_ = p.cmd.Wait()
}

// journalAttempts counts the daemon's persisted transaction attempts whose intent key starts with prefix,
// reading its SQLite file read-only while it runs.
func journalAttempts(t *testing.T, db, prefix string) int {
	conn, err := sql.Open("sqlite", "file:"+db+"?mode=ro&_pragma=busy_timeout(2000)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var n int
	err = conn.QueryRow(`SELECT COUNT(*) FROM txmgr_attempts a JOIN txmgr_intents i ON a.intent_id = i.id WHERE i.key LIKE ? || '%'`, prefix).Scan(&n)
	if err != nil {
		return 0 // tables not created yet
	}
	return n
}

// relayAttempts counts the signed attempts of the relay intent that carries the result with this digest
// (alone, or in a batch).
func relayAttempts(t *testing.T, db, digest string) int {
	conn, err := sql.Open("sqlite", "file:"+db+"?mode=ro&_pragma=busy_timeout(2000)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var n int
	err = conn.QueryRow(`SELECT COUNT(*) FROM txmgr_attempts a JOIN txmgr_intents i ON a.intent_id = i.id
		JOIN results r ON r.relay_key = i.key WHERE r.digest = ?`, strings.ToLower(digest)).Scan(&n)
	if err != nil {
		return 0 // tables not created yet
	}
	return n
}

// TestDaemonProcessSurvivesSIGKILL kills `asa daemon` with SIGKILL right after it acknowledged a result,
// while a relay transaction is in flight, and while a finalizeBatch is in flight; after each restart the
// work completes: every acknowledged result is relayed and counted, every job settles exactly once, and
// the balances are the settlement package's prediction.
func TestDaemonProcessSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the asa binary")
	}
	buildAsa(t)
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	dir := t.TempDir()
	db, listen, config := filepath.Join(dir, "asa.db"), freeAddr(t), filepath.Join(dir, "daemon.json")
	if err := os.WriteFile(config, []byte(procConfig), 0o600); err != nil {
		t.Fatal(err)
	}
	terms := seedTerms(t)
	terms.EvaluatorFeeBps = 150
	cl, pr := w.newParty(1_000_000_000), w.newParty(0)
	scores := []uint16{9400, 8000, 6500}
	budgets := []*big.Int{big.NewInt(3_000_001), big.NewInt(4_000_003), big.NewInt(5_000_007)}
	watched := []common.Address{cl.addr, pr.addr, w.evals[0].addr, w.evals[1].addr, w.evals[2].addr}
	before := map[common.Address]*big.Int{}
	for _, a := range watched {
		before[a] = w.balance(a)
	}
	var ids []*big.Int
	for i := range scores {
		id, err := w.createJob(t, jobSpec{client: cl, provider: pr, terms: terms, budget: budgets[i],
			evaluators: []common.Address{w.evals[i].addr}, quorum: 1, expiresIn: 86_400, fund: true, deliver: true})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	jobView := func(p *daemonProc, id *big.Int) (status string, results []struct{ ID, Status string }) {
		resp, err := http.Get(p.base + "/v1/jobs/" + id.String())
		if err != nil {
			return "", nil
		}
		defer resp.Body.Close()
		var v struct {
			Status  string
			Results []struct{ ID, Status string }
		}
		_ = json.NewDecoder(resp.Body).Decode(&v)
		return v.Status, v.Results
	}
	acked := map[string]*big.Int{} // result id -> job
	postResult := func(p *daemonProc, i int) string {
		code, body := post(t, p.base+"/v1/results", w.resultBody(ids[i], w.evals[i], deliverable(ids[i]), scoreText(scores[i])))
		if code != http.StatusAccepted {
			t.Fatalf("job %s: POST = %d %v\n%s", ids[i], code, body, p.output)
		}
		acked[body["id"].(string)] = ids[i]
		return body["digest"].(string)
	}

	p := w.startProc(t, db, listen, config)
	waitFor(t, 20*time.Second, "daemon indexes the jobs", func() bool {
		for _, id := range ids {
			if st, _ := jobView(p, id); st != "Submitted" {
				return false
			}
		}
		return true
	})

	// 1. SIGKILL right after the 202.
	postResult(p, 0)
	p.kill()
	p = w.startProc(t, db, listen, config)
	w.waitStatus(30*time.Second, settlement.JobVerified, ids[0])

	// 2. SIGKILL while the relay transaction sits unmined in the pool.
	if err := w.node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	digest := postResult(p, 1)
	waitFor(t, 20*time.Second, "relay attempt persisted", func() bool { return relayAttempts(t, db, digest) > 0 })
	p.kill()
	if err := w.node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	p = w.startProc(t, db, listen, config) // re-sends the stored raw transaction ("already known")
	if err := w.node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	w.waitStatus(30*time.Second, settlement.JobVerified, ids[1])
	postResult(p, 2)
	w.waitStatus(30*time.Second, settlement.JobVerified, ids[2])

	// 3. SIGKILL while the finalizeBatch transaction sits unmined in the pool.
	if err := w.node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	w.warp(601)
	waitFor(t, 20*time.Second, "finalize attempt persisted", func() bool { return journalAttempts(t, db, "finalize:") > 0 })
	p.kill()
	if err := w.node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if err := w.node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	p = w.startProc(t, db, listen, config)
	waitTerminal(t, w, 30*time.Second, ids)

	// Every acknowledged result is counted, and every job settled once as predicted.
	waitFor(t, 20*time.Second, "every acknowledged result shows as confirmed", func() bool {
		for rid, id := range acked {
			_, results := jobView(p, id)
			found := false
			for _, r := range results {
				found = found || (r.ID == rid && (r.Status == "confirmed" || r.Status == "relayed"))
			}
			if !found {
				return false
			}
		}
		return true
	})
	if len(acked) != 3 {
		t.Fatalf("%d acknowledged results, want 3", len(acked))
	}
	want := map[common.Address]*big.Int{}
	addTo := func(a common.Address, v *big.Int) {
		if want[a] == nil {
			want[a] = new(big.Int)
		}
		want[a].Add(want[a], v)
	}
	count := map[uint64]int{}
	for _, ev := range w.settledEvents(t) {
		count[ev.JobID]++
	}
	for i, id := range ids {
		if count[id.Uint64()] != 1 {
			t.Errorf("job %s settled %d times", id, count[id.Uint64()])
		}
		if got := w.job(id).Score; got != scores[i] {
			t.Errorf("job %s score %d, want %d", id, got, scores[i])
		}
		st, err := terms.FinalizeVerified(budgets[i], scores[i], nil)
		if err != nil {
			t.Fatal(err)
		}
		addTo(cl.addr, new(big.Int).Sub(st.Payout.Client, budgets[i]))
		addTo(pr.addr, st.Payout.Provider)
		addTo(w.evals[i].addr, st.Payout.Fee)
	}
	for _, a := range watched {
		if got := new(big.Int).Sub(w.balance(a), before[a]); got.Cmp(want[a]) != 0 {
			t.Errorf("balance change of %s = %s, predicted %s", a, got, want[a])
		}
	}
	if t.Failed() {
		t.Logf("last daemon output:\n%s", p.output)
	}
}
