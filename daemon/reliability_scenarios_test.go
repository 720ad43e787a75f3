package daemon_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
)

func jsonDecode(resp *http.Response, v any) error {
	defer resp.Body.Close()
	return json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(v)
}

// escrowLogs is every log of the escrow on the canonical chain.
func (w *world) escrowLogs(t *testing.T) []types.Log {
	t.Helper()
	logs, err := w.client.FilterLogs(context.Background(), ethereum.FilterQuery{Addresses: []common.Address{w.dep.Escrow},
		FromBlock: new(big.Int).SetUint64(w.dep.DeployBlock)})
	if err != nil {
		t.Fatal(err)
	}
	return logs
}

// mixedRun is the 100-jobs-per-mix lifecycle of TestDaemonSettlesHundredMixedJobs, driven against a
// daemon that may be down at any moment (base says where it listens now).
type mixedRun struct {
	w       *world
	scen    []*scenario
	pairs   [][2]party
	watched []common.Address
	before  map[common.Address]*big.Int
	acked   map[common.Hash]bool
	codes   map[int]int
	after   func(i int) // called after the i-th acknowledged result
	others  []*big.Int  // jobs created beside the scenarios (x402 plain jobs), checked by the caller
}

func newMixedRun(t *testing.T, w *world, mixes int) *mixedRun {
	r := &mixedRun{w: w, before: map[common.Address]*big.Int{}, acked: map[common.Hash]bool{}, codes: map[int]int{}}
	r.pairs = make([][2]party, 4*mixes)
	for i := range r.pairs {
		r.pairs[i] = [2]party{w.newParty(1_000_000_000_000), w.newParty(0)}
	}
	for k := 0; k < mixes; k++ {
		for _, s := range w.mixScenarios(t, r.pairs[k*4:(k+1)*4]) {
			s.pair += k * 4
			r.scen = append(r.scen, s)
		}
	}
	r.watched = []common.Address{w.evals[0].addr, w.evals[1].addr, w.evals[2].addr, w.backup.addr, w.resolver.addr}
	for _, p := range r.pairs {
		r.watched = append(r.watched, p[0].addr, p[1].addr)
	}
	for _, a := range r.watched {
		r.before[a] = w.balance(a)
	}
	w.createScenarios(t, r.scen)
	return r
}

// run drives every phase; base is read on every request.
func (r *mixedRun) run(t *testing.T, base func() string, timeout time.Duration) {
	w, scen := r.w, r.scen
	w.waitStatus(timeout, settlement.JobSubmitted, scenarioIDs(scen, kindScore, kindChallenge, kindAutoDispute)...)
	n := 0
	for _, s := range scen {
		for idx, score := range s.scores {
			body, digest := w.signedResult(s.id, evalByAddr(w, s.spec.evaluators[idx]), deliverable(s.id), scoreText(score))
			_, codes := postUntilAccepted(t, base, body, timeout)
			mergeCodes(r.codes, codes)
			r.acked[digest] = true
			n++
			if r.after != nil {
				r.after(n)
			}
		}
	}
	w.waitStatus(timeout, settlement.JobVerified, scenarioIDs(scen, kindScore, kindChallenge, kindAutoDispute)...)
	for _, s := range scen {
		if s.kind != kindChallenge {
			continue
		}
		by := s.spec.client
		if s.challenger == 1 {
			by = s.spec.provider
		}
		w.send(by, w.escC, w.esc.PackChallenge(s.id, [32]byte{1}))
		w.send(w.resolver, w.escC, w.esc.PackResolveDispute(s.id, s.resolveBps, [32]byte{2}))
	}
	w.warpBy(mixChallengeWindow + 1_000)
	w.waitStatus(timeout, settlement.JobDisputed, scenarioIDs(scen, kindAutoDispute)...)
	w.waitStatus(timeout, settlement.JobExpired, scenarioIDs(scen, kindOpen)...)
	waitTerminal(t, w, timeout, scenarioIDs(scen, kindScore, kindChallenge))
	w.warpBy(20_000)
	w.waitStatus(timeout, settlement.JobExpired, scenarioIDs(scen, kindUndelivered)...)
	w.warpBy(4_000)
	waitTerminal(t, w, timeout, scenarioIDs(scen, kindSilent))
	for _, id := range scenarioIDs(scen, kindBackupScore, kindBackupQuiet) {
		waitFor(t, timeout, "backup evaluators activated", func() bool { return w.job(id).BackupActive })
	}
	for _, s := range scen {
		if s.kind == kindBackupScore {
			body, digest := w.signedResult(s.id, w.backup, deliverable(s.id), scoreText(s.backup))
			_, codes := postUntilAccepted(t, base, body, timeout)
			mergeCodes(r.codes, codes)
			r.acked[digest] = true
		}
	}
	w.waitStatus(timeout, settlement.JobVerified, scenarioIDs(scen, kindBackupScore)...)
	w.warpBy(mixChallengeWindow + 1_000)
	waitTerminal(t, w, timeout, scenarioIDs(scen, kindBackupScore))
	w.warpBy(14_000)
	waitTerminal(t, w, timeout, scenarioIDs(scen))
}

// check compares the outcome with the prediction and reports the figures.
func (r *mixedRun) check(t *testing.T, f *relFigures) {
	accepted := r.w.acceptedDigests(t)
	lost := 0
	for d := range r.acked {
		if !accepted[d] {
			lost++
		}
	}
	settled := map[uint64]int{}
	for _, ev := range r.w.settledEvents(t) {
		settled[ev.JobID]++
	}
	twice, terminal := 0, 0
	for _, s := range r.scen {
		if settled[s.id.Uint64()] > 1 {
			twice++
		}
		if settlement.JobStatus(r.w.job(s.id).Status).Terminal() {
			terminal++
		}
	}
	failedBefore := t.Failed()
	r.w.checkMixedOutcome(t, r.scen, r.watched, r.before, r.others...)
	f.row("jobs (every policy and dead-man path)", "%d", len(r.scen))
	f.row("acknowledged results (202)", "%d", len(r.acked))
	f.row("acknowledged results lost", "**%d**", lost)
	f.row("jobs paid twice", "**%d**", twice)
	f.row("jobs settled (terminal)", "%d of %d", terminal, len(r.scen))
	f.row("final balances equal the settlement package's prediction", "%v", !t.Failed() || failedBefore)
	if lost != 0 || twice != 0 || terminal != len(r.scen) {
		t.Errorf("lost %d acknowledged results, %d jobs paid twice, %d of %d terminal", lost, twice, terminal, len(r.scen))
	}
}

// openIntents counts the daemon's open intents whose key starts with prefix (reading its database
// read-only while it runs).
func openIntents(db, prefix string) int {
	conn, err := sql.Open("sqlite", store.ReadOnlyDSN(db))
	if err != nil {
		return 0
	}
	defer conn.Close()
	var n int
	_ = conn.QueryRow(`SELECT COUNT(*) FROM txmgr_intents WHERE key LIKE ? || '%' AND state IN ('pending', 'inflight', 'mined')`, prefix).Scan(&n)
	return n
}

// openIntentKeys lists the keys of the daemon's open intents whose key starts with prefix (read-only
// while it runs).
func openIntentKeys(db, prefix string) []string {
	conn, err := sql.Open("sqlite", store.ReadOnlyDSN(db))
	if err != nil {
		return nil
	}
	defer conn.Close()
	rows, err := conn.Query(`SELECT key FROM txmgr_intents WHERE key LIKE ? || '%' AND state IN ('pending', 'inflight', 'mined')`, prefix)
	if err != nil {
		return nil
	}
	defer rows.Close()
	var keys []string
	for rows.Next() {
		var k string
		if rows.Scan(&k) == nil {
			keys = append(keys, k)
		}
	}
	return keys
}

// killOncePerIntent reports whether one of keys has not been killed on yet, and marks them all: a
// killer that strikes whenever an intent of a kind is open must let the restarted daemon finish that
// intent, or on a slow machine (a restart and a send taking longer than the killer's pause) it kills
// the same intent forever and the run never settles.
func killOncePerIntent(killed map[string]bool, keys []string) bool {
	fresh := false
	for _, k := range keys {
		if !killed[k] {
			killed[k], fresh = true, true
		}
	}
	return fresh
}

// dumpIntents lists the daemon's open intents (key, state, nonce, reason), read-only while it runs.
func dumpIntents(db string) string {
	conn, err := sql.Open("sqlite", store.ReadOnlyDSN(db))
	if err != nil {
		return err.Error()
	}
	defer conn.Close()
	rows, err := conn.Query(`SELECT key, state, COALESCE(nonce, -1), reason FROM txmgr_intents WHERE state IN ('pending', 'inflight', 'mined')`)
	if err != nil {
		return err.Error()
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var key, state, reason string
		var nonce int64
		if rows.Scan(&key, &state, &nonce, &reason) == nil {
			out = append(out, fmt.Sprintf("%s %s nonce %d %q", key, state, nonce, reason))
		}
	}
	return strings.Join(out, "; ")
}

// unbroadcastAttempts counts in-flight attempts of intents with the prefix that the node does not know
// (journaled, not broadcast).
func (w *world) unbroadcastAttempts(db, prefix string) int {
	conn, err := sql.Open("sqlite", store.ReadOnlyDSN(db))
	if err != nil {
		return 0
	}
	defer conn.Close()
	rows, err := conn.Query(`SELECT a.tx_hash FROM txmgr_attempts a JOIN txmgr_intents i ON i.id = a.intent_id
		WHERE i.key LIKE ? || '%' AND i.state = 'inflight'`, prefix)
	if err != nil {
		return 0
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var h string
		if rows.Scan(&h) == nil {
			if _, _, err := w.client.TransactionByHash(context.Background(), common.HexToHash(h)); err != nil {
				n++
			}
		}
	}
	return n
}

// relCrash: SIGKILL of the daemon process, at random and at chosen moments.
func relCrash(t *testing.T, p relParams, f *relFigures) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("needs the go tool to build asa")
	}
	buildAsa(t)
	w := newWorld(t, anvil.Options{})
	run := newMixedRun(t, w, p.crashMixes)
	x402Jobs := w.plainJobs(t, p.crashX402, 1_000_000, mixUndelivered)
	run.others = x402Jobs
	clientBefore := w.balance(w.client_.addr)
	proxy := w.startProxy(t)
	dir := t.TempDir()
	opts := procOptions{db: filepath.Join(dir, "asa.db"), listen: freeAddr(t), config: filepath.Join(dir, "daemon.json"), rpc: proxy.URL(), x402: true}
	if err := os.WriteFile(opts.config, []byte(procConfig), 0o600); err != nil {
		t.Fatal(err)
	}
	var (
		mu     sync.Mutex
		proc   = w.startProcWith(t, opts)
		kills  = map[string]int{}
		failed atomic.Value
	)
	base := func() string { mu.Lock(); defer mu.Unlock(); return proc.base }
	kill := func(cause string) {
		mu.Lock()
		defer mu.Unlock()
		proc.kill()
		kills[cause]++
		t.Logf("%s SIGKILL %s", time.Now().Format("15:04:05.000"), cause)
		next, err := w.spawnProc(t, opts)
		if err != nil {
			failed.Store(err)
			return
		}
		proc = next
	}
	total := func() int {
		mu.Lock()
		defer mu.Unlock()
		n := 0
		for _, v := range kills {
			n += v
		}
		return n
	}
	start := time.Now()
	// Random kills through the whole run (at least half the budget), every 1-3 s.
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for total() < p.crashKills {
			select {
			case <-stop:
				return
			case <-time.After(time.Duration(1000+rand.IntN(2000)) * time.Millisecond):
				kill("at a random moment")
			}
		}
	}()
	// Right after a 202: every eighth acknowledged result.
	run.after = func(i int) {
		if i%8 == 0 {
			kill("right after a 202")
		}
	}
	// During x402 settles: fund the plain jobs while killing as soon as a settlement intent is open.
	wg.Add(1)
	go func() {
		defer wg.Done()
		killed := map[string]bool{}
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
				if killOncePerIntent(killed, openIntentKeys(opts.db, "x402:")) {
					kill("during an x402 settle")
					time.Sleep(2 * time.Second)
				}
			}
		}
	}()
	x402Codes := map[int]int{}
	for _, id := range x402Jobs {
		mergeCodes(x402Codes, w.fundX402(t, base, id, 2*time.Minute))
	}
	// Between the journal write and the broadcast: the node stops taking transactions (the send hangs)
	// after the attempt is journaled; the daemon dies; the node comes back; the restart re-sends.
	proxy.Match(func(method string, _ json.RawMessage) bool { return method == "eth_sendRawTransaction" })
	proxy.Hang()
	go func() {
		deadline := time.Now().Add(30 * time.Second)
		for time.Now().Before(deadline) {
			if w.unbroadcastAttempts(opts.db, "") > 0 {
				kill("between the journal write and the broadcast")
				proxy.Heal()
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
		proxy.Heal()
	}()
	// During a batch finalize: kill whenever a finalize intent is open.
	wg.Add(1)
	go func() {
		defer wg.Done()
		killed := map[string]bool{}
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
				if killOncePerIntent(killed, openIntentKeys(opts.db, "finalize:")) {
					kill("during a batch finalize")
					time.Sleep(1500 * time.Millisecond)
				}
			}
		}
	}()
	run.run(t, base, 5*time.Minute)
	for _, id := range x402Jobs {
		waitFor(t, 2*time.Minute, "x402 jobs refunded at expiry", func() bool { return settlement.JobStatus(w.job(id).Status) == settlement.JobExpired })
	}
	for total() < p.crashKills { // the budget is spent even if the run was fast
		kill("at a random moment")
		time.Sleep(500 * time.Millisecond)
	}
	close(stop)
	wg.Wait()
	if err, _ := failed.Load().(error); err != nil {
		t.Fatalf("a restart failed: %v", err)
	}
	time.Sleep(2 * time.Second) // the last restarted daemon indexes the final state
	run.check(t, f)
	funded := w.fundingCount(t)
	once := 0
	for _, id := range x402Jobs {
		if funded[id.Uint64()] == 1 {
			once++
		}
	}
	if once != len(x402Jobs) || w.balance(w.client_.addr).Cmp(clientBefore) != 0 {
		t.Errorf("x402 jobs funded exactly once: %d of %d; client balance change %s (want 0 after the refunds)",
			once, len(x402Jobs), new(big.Int).Sub(w.balance(w.client_.addr), clientBefore))
	}
	mu.Lock()
	var causes []string
	n := 0
	for _, c := range []string{"at a random moment", "right after a 202", "between the journal write and the broadcast", "during a batch finalize", "during an x402 settle"} {
		causes = append(causes, fmt.Sprintf("%s: %d", c, kills[c]))
		n += kills[c]
	}
	mu.Unlock()
	f.row("SIGKILLs", "%d (%s)", n, strings.Join(causes, "; "))
	f.row("x402-funded jobs, funded exactly once (then refunded at expiry)", "%d of %d", once, len(x402Jobs))
	f.row("intake answers while the daemon died and restarted", "%s", codesString(run.codes))
	f.row("fund endpoint answers", "%s", codesString(x402Codes))
	f.row("duration of the run under kills (job creation excluded)", "%s", time.Since(start).Round(time.Second))
	if n < p.crashKills {
		t.Errorf("only %d kills, want %d", n, p.crashKills)
	}
}

// reorgRemoves tells which kinds of daemon transactions the last depth blocks hold.
func (w *world) reorgRemoves(t *testing.T, depth int) map[string]int {
	t.Helper()
	out := map[string]int{}
	head, err := w.client.BlockNumber(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	sel := func(data []byte) string {
		if len(data) < 4 {
			return ""
		}
		m, err := escrowABI().MethodById(data[:4])
		if err != nil {
			return ""
		}
		return m.Name
	}
	for n := head; n+uint64(depth) > head && n > 0; n-- {
		b, err := w.client.BlockByNumber(context.Background(), new(big.Int).SetUint64(n))
		if err != nil {
			t.Fatal(err)
		}
		for _, tx := range b.Transactions() {
			switch sel(tx.Data()) {
			case "submitResult", "submitResults": // one result, or a batch of them (the relayer batches)
				out["relay"]++
			case "finalize", "finalizeBatch": // one due job, or a batch of them
				out["finalize"]++
			case "fundWithAuthorization":
				out["x402 funding"]++
			}
		}
	}
	return out
}

// relReorg: anvil_reorg of depth 1-5 while the daemon's relays, finalizes and x402 fundings are in
// flight, with the default txConfirmations.
func relReorg(t *testing.T, p relParams, f *relFigures) {
	w := newWorld(t, anvil.Options{})
	w.x402 = true
	pairs := [][2]party{{w.newParty(1_000_000_000_000), w.newParty(0)}, {w.newParty(1_000_000_000_000), w.newParty(0)}}
	scen := w.scoreScenarios(t, pairs, p.reorgJobs)
	watched := []common.Address{w.evals[0].addr, w.evals[1].addr, w.evals[2].addr, pairs[0][0].addr, pairs[0][1].addr, pairs[1][0].addr, pairs[1][1].addr}
	before := map[common.Address]*big.Int{}
	for _, a := range watched {
		before[a] = w.balance(a)
	}
	w.createScenarios(t, scen)
	x402Jobs := w.plainJobs(t, p.reorgX402, 1_000_000, mixLongExpiry)
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	if err := w.node.Mine(context.Background(), 6); err != nil { // the test's own transactions stay out of reach
		t.Fatal(err)
	}
	removed := map[string]int{}
	depths := map[int]int{}
	reorgs := 0
	// reorg removes the last depth blocks (1..5, random, or deep enough to take out the most recent
	// daemon transaction of kind when one is within 5 blocks).
	reorg := func(kind string) {
		depth := 1 + rand.IntN(5)
		if kind != "" {
			deadline := time.Now().Add(5 * time.Second)
			for d := 0; d == 0 && time.Now().Before(deadline); {
				for k := 1; k <= 5; k++ {
					if w.reorgRemoves(t, k)[kind] > 0 {
						d = k
						break
					}
				}
				if d == 0 {
					time.Sleep(100 * time.Millisecond)
				} else {
					depth = d
				}
			}
		}
		for k, v := range w.reorgRemoves(t, depth) {
			removed[k] += v
		}
		if err := w.node.Reorg(context.Background(), depth); err != nil {
			t.Fatal(err)
		}
		depths[depth]++
		reorgs++
	}
	stopMining := w.keepMining(250 * time.Millisecond)
	defer stopMining()
	defer func() {
		if t.Failed() { // what the chain and the daemon's journal say, for the report of a failed run
			for _, s := range scen {
				v := w.job(s.id)
				t.Logf("job %s: %s, deadline %s, chain time %d", s.id, settlement.JobStatus(v.Status), v.Deadline, w.now())
			}
			t.Logf("open intents: %s", dumpIntents(svc.Store().Path()))
		}
	}()
	// Fundings: each is reorged out right after it is mined, at least once.
	for _, id := range x402Jobs {
		w.fundX402(t, func() string { return base }, id, time.Minute)
		reorg("x402 funding")
	}
	// The fundings settle again and are buried below the reorgs to come: a reorg after the time warps
	// below could take out a funding whose authorization has expired by then (anvil's time jumps; a
	// real chain's does not), and that payment would rightly never be made.
	for _, id := range x402Jobs {
		waitFor(t, time.Minute, "x402 jobs funded again after their reorgs", func() bool { return settlement.JobStatus(w.job(id).Status) == settlement.JobFunded })
	}
	waitFor(t, time.Minute, "the funding intents confirmed", func() bool { return openIntents(svc.Store().Path(), "x402:") == 0 })
	if err := w.node.Mine(context.Background(), 6); err != nil {
		t.Fatal(err)
	}
	// Relays: results posted in a burst, reorgs while they are relayed and confirmed.
	for _, s := range scen {
		body, _ := w.signedResult(s.id, evalByAddr(w, s.spec.evaluators[0]), deliverable(s.id), scoreText(s.scores[0]))
		postUntilAccepted(t, func() string { return base }, body, time.Minute)
	}
	for i := 0; i < p.reorgs/2; i++ {
		time.Sleep(300 * time.Millisecond)
		reorg([]string{"relay", ""}[i%2])
	}
	w.waitStatus(2*time.Minute, settlement.JobVerified, scenarioIDs(scen)...)
	// Finalizes: the windows close; reorgs while the batches are mined. The block that moves the clock
	// is buried at once: a reorg that removed it would move anvil's clock back (a real chain's never
	// goes back), and the daemon would rightly wait for the deadline again.
	w.warpBy(mixChallengeWindow + 1_000)
	if err := w.node.Mine(context.Background(), 6); err != nil {
		t.Fatal(err)
	}
	for i := 0; reorgs < p.reorgs+len(x402Jobs); i++ {
		time.Sleep(300 * time.Millisecond)
		reorg([]string{"finalize", ""}[i%2])
	}
	waitTerminal(t, w, 2*time.Minute, scenarioIDs(scen))
	for _, id := range x402Jobs {
		waitFor(t, time.Minute, "x402 jobs funded again after the reorgs", func() bool { return settlement.JobStatus(w.job(id).Status) == settlement.JobFunded })
	}
	time.Sleep(2 * time.Second)
	failedBefore := t.Failed()
	w.checkMixedOutcome(t, scen, watched, before)
	funded := w.fundingCount(t)
	once := 0
	for _, id := range x402Jobs {
		if funded[id.Uint64()] == 1 {
			once++
		}
	}
	if once != len(x402Jobs) {
		t.Errorf("x402 jobs funded exactly once on the canonical chain: %d of %d", once, len(x402Jobs))
	}
	var ds []string
	for d := 1; d <= 5; d++ {
		ds = append(ds, fmt.Sprintf("depth %d: %d", d, depths[d]))
	}
	f.row("reorgs", "%d (%s)", reorgs, strings.Join(ds, ", "))
	f.row("daemon transactions the reorgs removed", "relays %d, finalizes %d, x402 fundings %d", removed["relay"], removed["finalize"], removed["x402 funding"])
	f.row("txConfirmations", "1 (the default)")
	f.row("scored jobs settled exactly once, as predicted", "%d of %d: %v", len(scen), len(scen), !t.Failed() || failedBefore)
	f.row("x402 fundings exactly once on the canonical chain", "%d of %d", once, len(x402Jobs))
	f.row("mined transactions the daemon saw vanish (asa_txmgr_reorged_total)", "%v", metric(t, base, "asa_txmgr_reorged_total"))
	if removed["relay"] == 0 || removed["finalize"] == 0 || removed["x402 funding"] == 0 {
		f.note("Not every kind was hit by a reorg in this run: %v.", removed)
		if p.long {
			t.Errorf("the reorgs did not remove every kind of daemon transaction: %v", removed)
		}
	}
}

// relFaults: 30 % faulty answers and an outage between the daemon and its node.
func relFaults(t *testing.T, p relParams, f *relFigures) {
	w := newWorld(t, anvil.Options{})
	pairs := [][2]party{{w.newParty(1_000_000_000_000), w.newParty(0)}, {w.newParty(1_000_000_000_000), w.newParty(0)}}
	scen := w.scoreScenarios(t, pairs, p.faultJobs)
	watched := []common.Address{w.evals[0].addr, w.evals[1].addr, w.evals[2].addr, pairs[0][0].addr, pairs[0][1].addr, pairs[1][0].addr, pairs[1][1].addr}
	before := map[common.Address]*big.Int{}
	for _, a := range watched {
		before[a] = w.balance(a)
	}
	w.createScenarios(t, scen)
	proxy := w.startProxy(t)
	svc := w.startDaemonWith("", func(c *daemon.Config) { c.RPC = proxy.URL(); c.RPCTimeout = daemon.Duration(2 * time.Second) })
	base := "http://" + svc.Addr()
	proxy.SetDelay(3 * time.Second)
	proxy.SetFaults(0.3)
	// Readiness sampled all along: during the outage it must say 503.
	var rmu sync.Mutex
	ready := map[string]map[int]int{"faults": {}, "outage": {}, "grace": {}, "after": {}}
	phase := "faults"
	var outageStart time.Time
	const grace = 2*2*time.Second + 3*150*time.Millisecond + time.Second // 2 RPC timeouts + 3 polls + a margin
	stopSampling := make(chan struct{})
	go func() {
		for {
			select {
			case <-stopSampling:
				return
			case <-time.After(500 * time.Millisecond):
				code, _ := readyz(base)
				rmu.Lock()
				ph := phase
				if ph == "outage" && time.Since(outageStart) < grace {
					ph = "grace"
				}
				ready[ph][code]++
				rmu.Unlock()
			}
		}
	}()
	codes := map[int]int{}
	half := len(scen) / 2
	post := func(ss []*scenario) {
		for _, s := range ss {
			body, _ := w.signedResult(s.id, evalByAddr(w, s.spec.evaluators[0]), deliverable(s.id), scoreText(s.scores[0]))
			_, c := postUntilAccepted(t, func() string { return base }, body, 3*time.Minute)
			mergeCodes(codes, c)
		}
	}
	waitFor(t, 2*time.Minute, "the daemon indexes the jobs through the faults", func() bool {
		j, err := svc.Store().Job(t.Context(), scen[len(scen)-1].id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	post(scen[:half])
	w.waitStatus(3*time.Minute, settlement.JobVerified, scenarioIDs(scen[:half])...)
	// The outage: the node is gone (every connection reset).
	rmu.Lock()
	phase, outageStart = "outage", time.Now()
	rmu.Unlock()
	proxy.Outage()
	go post(scen[half : half+1]) // posted during the outage: a documented 503 until the node is back
	time.Sleep(p.faultOutage)
	proxy.Heal()
	proxy.SetFaults(0.3)
	rmu.Lock()
	phase = "after"
	rmu.Unlock()
	recoveredIn := time.Duration(0)
	waitFor(t, 2*time.Minute, "ready after the outage", func() bool {
		code, _ := readyz(base)
		if code == http.StatusOK && recoveredIn == 0 {
			recoveredIn = time.Since(outageStart) - p.faultOutage
		}
		return code == http.StatusOK
	})
	post(scen[half+1:])
	w.waitStatus(3*time.Minute, settlement.JobVerified, scenarioIDs(scen)...)
	w.warpBy(mixChallengeWindow + 1_000)
	stopMining := w.keepMining(time.Second)
	waitTerminal(t, w, 3*time.Minute, scenarioIDs(scen))
	stopMining()
	close(stopSampling)
	time.Sleep(time.Second)
	failedBefore := t.Failed()
	w.checkMixedOutcome(t, scen, watched, before)
	rmu.Lock()
	defer rmu.Unlock()
	bad := 0
	for c, n := range codes {
		if c >= 500 && c != http.StatusServiceUnavailable {
			bad += n
		}
	}
	f.row("jobs", "%d, all settled as predicted without a restart: %v", len(scen), !t.Failed() || failedBefore)
	f.row("requests through the proxy", "%v", proxy.Counts())
	f.row("intake answers", "%s (5xx other than the documented 503: **%d**)", codesString(codes), bad)
	f.row("/readyz during the faults (30 %)", "%s", codesString(ready["faults"]))
	f.row("/readyz in the outage's first "+grace.String()+" (two RPC timeouts and three polls: a node this quiet may only be slow)", "%s", codesString(ready["grace"]))
	f.row("/readyz during the rest of the outage", "%s", codesString(ready["outage"]))
	f.row("/readyz after the outage", "%s", codesString(ready["after"]))
	f.row("outage", "%s; ready again %s after the node came back", p.faultOutage, recoveredIn.Round(100*time.Millisecond))
	f.note("/readyz is 200 while polls and transaction-manager passes keep getting through (under 30 %% faults some calls of every pass fail and are retried; the work goes on), and 503 once the node has failed every call, or left one unanswered, for nodeWait (or no poll has succeeded for two RPC timeouts and three polls).")
	if ready["outage"][http.StatusOK] > 0 {
		t.Errorf("/readyz said ready during the outage: %v", ready["outage"])
	}
	if bad > 0 {
		t.Errorf("%d intake answers were 5xx other than 503", bad)
	}
}

// relStarve: the daemon key is drained mid-run and refilled.
func relStarve(t *testing.T, p relParams, f *relFigures) {
	w := newWorld(t, anvil.Options{})
	logs := &logBuffer{}
	w.logTo = logs
	pairs := [][2]party{{w.newParty(1_000_000_000_000), w.newParty(0)}}
	scen := w.scoreScenarios(t, pairs, p.starveJobs)
	watched := []common.Address{w.evals[0].addr, w.evals[1].addr, w.evals[2].addr, pairs[0][0].addr, pairs[0][1].addr}
	before := map[common.Address]*big.Int{}
	for _, a := range watched {
		before[a] = w.balance(a)
	}
	w.createScenarios(t, scen)
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	ctx := context.Background()
	saved, err := w.client.BalanceAt(ctx, w.relayer.addr, nil)
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, time.Minute, "indexed", func() bool {
		j, err := svc.Store().Job(t.Context(), scen[len(scen)-1].id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	// The first half relays normally; then the key is drained and the rest waits.
	var drained time.Time
	for i, s := range scen {
		if i == len(scen)/2 {
			w.waitStatus(time.Minute, settlement.JobVerified, scenarioIDs(scen[:i])...)
			if err := w.node.SetBalance(ctx, w.relayer.addr, new(big.Int)); err != nil {
				t.Fatal(err)
			}
			drained = time.Now()
		}
		body, _ := w.signedResult(s.id, evalByAddr(w, s.spec.evaluators[0]), deliverable(s.id), scoreText(s.scores[0]))
		postUntilAccepted(t, func() string { return base }, body, time.Minute)
	}
	var noticed time.Duration
	waitFor(t, 30*time.Second, "the drained key is reported", func() bool {
		code, msg := readyz(base)
		if code == http.StatusServiceUnavailable && strings.Contains(msg, "cannot pay for gas") && metric(t, base, "asa_txmgr_sender_starved") == 1 {
			noticed = time.Since(drained)
			return true
		}
		return false
	})
	time.Sleep(p.starveFor)
	errorLines := len(logs.lines("level=ERROR"))
	openWhileDrained := metric(t, base, "asa_txmgr_open_intents")
	if err := w.node.SetBalance(ctx, w.relayer.addr, saved); err != nil {
		t.Fatal(err)
	}
	refilled := time.Now()
	w.waitStatus(time.Minute, settlement.JobVerified, scenarioIDs(scen)...)
	resumed := time.Since(refilled)
	w.warpBy(mixChallengeWindow + 1_000)
	waitTerminal(t, w, time.Minute, scenarioIDs(scen))
	time.Sleep(time.Second)
	failedBefore := t.Failed()
	w.checkMixedOutcome(t, scen, watched, before)
	abandoned := metric(t, base, `asa_txmgr_intents_finished_total{state="abandoned"}`) + metric(t, base, `asa_txmgr_intents_finished_total{state="failed"}`)
	f.row("drained for", "%s with %v intents waiting", p.starveFor+noticed, openWhileDrained)
	f.row("noticed (readyz 503 \"cannot pay for gas\", asa_txmgr_sender_starved 1)", "after %s", noticed.Round(100*time.Millisecond))
	f.row("ERROR log lines while drained", "%d (one per change, not per intent)", errorLines)
	f.row("intents abandoned or failed", "**%v**", abandoned)
	f.row("work resumed after the refill", "all relays mined %s after it", resumed.Round(100*time.Millisecond))
	f.row("jobs settled as predicted", "%d: %v", len(scen), !t.Failed() || failedBefore)
	if abandoned != 0 || errorLines > 2 {
		t.Errorf("abandoned/failed %v, error lines %d", abandoned, errorLines)
	}
}

// relDiskFull: the database on a small tmpfs that fills up.
func relDiskFull(t *testing.T, p relParams, f *relFigures) {
	dir := t.TempDir()
	mnt := filepath.Join(dir, "tmpfs")
	if err := os.Mkdir(mnt, 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=6m", "tmpfs", mnt).CombinedOutput(); err != nil {
		f.note("Not run: mounting a tmpfs failed (%v: %s). It needs root (or CAP_SYS_ADMIN) to mount.", err, strings.TrimSpace(string(out)))
		t.Skipf("cannot mount a tmpfs: %v %s", err, out)
	}
	t.Cleanup(func() { _ = exec.Command("umount", "-l", mnt).Run() })
	w := newWorld(t, anvil.Options{})
	// Jobs with 8 evaluators each: many distinct valid results.
	evals := make([]party, 8)
	addrs := make([]common.Address, 8)
	for i := range evals {
		evals[i] = signerParty(t)
		addrs[i] = evals[i].addr
	}
	pairs := w.benchPairs(2)
	specs := make([]jobSpec, p.diskJobs)
	for i := range specs {
		specs[i] = jobSpec{client: pairs[i%2][0], provider: pairs[i%2][1], terms: benchTerms(t, 600), budget: big.NewInt(1_000_000),
			evaluators: addrs, quorum: 8, expiresIn: 30 * 86_400, fund: true, deliver: true}
	}
	ids := w.createMany(t, specs)
	svc := w.startDaemon(filepath.Join(mnt, "asa.db"))
	base := "http://" + svc.Addr()
	waitFor(t, time.Minute, "indexed", func() bool {
		j, err := svc.Store().Job(t.Context(), ids[len(ids)-1].Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	type post struct {
		body   []byte
		digest common.Hash
	}
	var posts []post
	for _, id := range ids {
		for _, e := range evals {
			body, d := w.signedResult(id, e, deliverable(id), "77.00")
			posts = append(posts, post{body, d})
		}
	}
	// Fill the file system.
	filler, err := os.Create(filepath.Join(mnt, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, 64<<10)
	for {
		if _, err := filler.Write(chunk); err != nil {
			break
		}
	}
	_ = filler.Sync()
	full := map[int]int{}
	acked := map[common.Hash]bool{}
	fullPosts := len(posts) / 2
	for _, ps := range posts[:fullPosts] {
		code, body := postRaw(t, base, ps.body)
		full[code]++
		if code == http.StatusAccepted {
			acked[ps.digest] = true
		}
		if code >= 500 && code != http.StatusServiceUnavailable {
			t.Errorf("disk full: answer %d %s", code, body)
		}
	}
	readyFull, _ := readyz(base)
	// Space returns.
	filler.Close()
	if err := os.Remove(filepath.Join(mnt, "filler")); err != nil {
		t.Fatal(err)
	}
	after := map[int]int{}
	for _, ps := range posts {
		if acked[ps.digest] {
			continue
		}
		_, codes := postUntilAccepted(t, func() string { return base }, ps.body, time.Minute)
		mergeCodes(after, codes)
		acked[ps.digest] = true
	}
	w.waitStatus(2*time.Minute, settlement.JobVerified, ids...)
	time.Sleep(time.Second)
	accepted := w.acceptedDigests(t)
	lost := 0
	for d := range acked {
		if !accepted[d] {
			lost++
		}
	}
	f.row("file system", "tmpfs of 6 MB holding the database, filled with a filler file")
	f.row("results posted while full", "%d: %s", fullPosts, codesString(full))
	f.row("/readyz while full", "%d", readyFull)
	f.row("answers after the space returned", "%s", codesString(after))
	f.row("acknowledged results (202)", "%d", len(acked))
	f.row("acknowledged results lost", "**%d**", lost)
	f.note("A 202 while the disk is full is possible and kept: SQLite reuses the write-ahead log's space after a checkpoint, so some commits still fit; every one of them is counted on chain.")
	if lost != 0 {
		t.Errorf("%d acknowledged results lost", lost)
	}
	if full[http.StatusInternalServerError] > 0 {
		t.Errorf("500 while the disk was full: %v", full)
	}
}

func postRaw(t *testing.T, base string, body []byte) (int, string) {
	c := &http.Client{Timeout: 20 * time.Second}
	resp, err := c.Post(base+"/v1/results", "application/json", bytes.NewReader(body))
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// procRSS reads a process's resident set size in kB.
func procRSS(pid int) int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			n, _ := strconv.Atoi(strings.Fields(l)[1])
			return n
		}
	}
	return 0
}

// relLoad: many concurrent evaluators for a fixed time, with x402 payments alongside.
func relLoad(t *testing.T, p relParams, f *relFigures) {
	buildAsa(t)
	w := newWorld(t, anvil.Options{})
	evaluators := make([]party, p.loadEvaluators)
	for i := range evaluators {
		evaluators[i] = signerParty(t)
	}
	pairs := w.benchPairs(4)
	specs := make([]jobSpec, p.loadJobs)
	groups := max(len(evaluators)/8, 1)
	for i := range specs {
		g := i % groups
		var addrs []common.Address
		for k := 0; k < 8 && g*8+k < len(evaluators); k++ {
			addrs = append(addrs, evaluators[g*8+k].addr)
		}
		specs[i] = jobSpec{client: pairs[i%4][0], provider: pairs[i%4][1], terms: benchTerms(t, 600), budget: big.NewInt(1_000_000),
			evaluators: addrs, quorum: uint8(len(addrs)), expiresIn: 30 * 86_400, fund: true, deliver: true}
	}
	ids := w.createMany(t, specs)
	x402Jobs := w.plainJobs(t, p.loadX402, 1_000_000, mixLongExpiry)
	dir := t.TempDir()
	opts := procOptions{db: filepath.Join(dir, "asa.db"), listen: freeAddr(t), config: filepath.Join(dir, "daemon.json"), x402: true}
	if err := os.WriteFile(opts.config, []byte(`{"pollInterval":"150ms","tickInterval":"150ms","txConfirmations":1}`), 0o600); err != nil {
		t.Fatal(err)
	}
	proc := w.startProcWith(t, opts)
	base := proc.base
	waitFor(t, 2*time.Minute, "indexed", func() bool {
		resp, err := http.Get(fmt.Sprintf("%s/v1/jobs/%s", base, ids[len(ids)-1]))
		if err != nil {
			return false
		}
		var v struct{ Status string }
		_ = jsonDecode(resp, &v)
		return v.Status == "Submitted"
	})
	// Every evaluator's queue of results: its jobs, in order; when they run out it replays (409).
	queues := make([][][]byte, len(evaluators))
	digests := make([][]common.Hash, len(evaluators))
	for i, id := range ids {
		g := i % groups
		for k := 0; k < 8 && g*8+k < len(evaluators); k++ {
			body, d := w.signedResult(id, evaluators[g*8+k], deliverable(id), fmt.Sprintf("%d.00", 50+(i+k)%50))
			queues[g*8+k] = append(queues[g*8+k], body)
			digests[g*8+k] = append(digests[g*8+k], d)
		}
	}
	var (
		mu        sync.Mutex
		codes     = map[int]int{}
		acked     = map[common.Hash]bool{}
		noRetry   int
		maxRSS    int
		latencies []time.Duration
	)
	stop := time.Now().Add(p.loadFor)
	var wg sync.WaitGroup
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: p.loadEvaluators}}
	for e := range evaluators {
		wg.Add(1)
		go func(e int) {
			defer wg.Done()
			for i := 0; time.Now().Before(stop); {
				idx := i % max(len(queues[e]), 1)
				if len(queues[e]) == 0 {
					return
				}
				start := time.Now()
				resp, err := client.Post(base+"/v1/results", "application/json", bytes.NewReader(queues[e][idx]))
				took := time.Since(start)
				mu.Lock()
				if err != nil {
					codes[0]++
					mu.Unlock()
					continue
				}
				codes[resp.StatusCode]++
				latencies = append(latencies, took)
				if resp.StatusCode == http.StatusAccepted {
					acked[digests[e][idx]] = true
				}
				if resp.StatusCode == http.StatusTooManyRequests && resp.Header.Get("Retry-After") == "" {
					noRetry++
				}
				mu.Unlock()
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != http.StatusTooManyRequests {
					i++
				}
			}
		}(e)
	}
	// x402 payments alongside.
	x402Codes := map[int]int{}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for _, id := range x402Jobs {
			c := w.fundX402(t, func() string { return base }, id, time.Minute)
			mu.Lock()
			mergeCodes(x402Codes, c)
			mu.Unlock()
		}
	}()
	wg.Add(1)
	go func() {
		defer wg.Done()
		for time.Now().Before(stop) {
			if rss := procRSS(proc.cmd.Process.Pid); rss > 0 {
				mu.Lock()
				maxRSS = max(maxRSS, rss)
				mu.Unlock()
			}
			time.Sleep(500 * time.Millisecond)
		}
	}()
	wg.Wait()
	// Everything acknowledged is relayed and counted.
	defer func() {
		if t.Failed() {
			accepted := w.acceptedDigests(t)
			missing := 0
			for d := range acked {
				if !accepted[d] {
					missing++
					if missing < 4 {
						conn, _ := sql.Open("sqlite", store.ReadOnlyDSN(opts.db))
						var st, reason, key string
						var job int
						_ = conn.QueryRow(`SELECT job_id, status, reason, relay_key FROM results WHERE digest = ?`, strings.ToLower(d.Hex())).Scan(&job, &st, &reason, &key)
						var ist, ireason string
						_ = conn.QueryRow(`SELECT state, reason FROM txmgr_intents WHERE key = ?`, key).Scan(&ist, &ireason)
						conn.Close()
						t.Logf("missing %s: job %d result %s %q intent %s %q", d.Hex(), job, st, reason, ist, ireason)
					}
				}
			}
			t.Logf("acked %d, accepted on chain %d, missing %d", len(acked), len(accepted), missing)
			for _, id := range ids[:min(3, len(ids))] {
				t.Logf("job %s results %+v", id, jobResults(t, base, id))
			}
			out := proc.output.String()
			t.Logf("daemon output tail:\n%s", out[max(0, len(out)-6000):])
		}
	}()
	waitFor(t, 3*time.Minute, "every acknowledged result counted on chain", func() bool {
		accepted := w.acceptedDigests(t)
		for d := range acked {
			if !accepted[d] {
				return false
			}
		}
		return true
	})
	sortDurations(latencies)
	total := 0
	bad := 0
	for c, n := range codes {
		total += n
		if c >= 500 {
			bad += n
		}
	}
	funded := w.fundingCount(t)
	once := 0
	for _, id := range x402Jobs {
		if funded[id.Uint64()] == 1 {
			once++
		}
	}
	f.row("concurrent evaluators", "%d for %s (%d jobs of 8 evaluators; once an evaluator's results run out it replays them: 409)", p.loadEvaluators, p.loadFor, len(ids))
	f.row("requests", "%d (%.0f/s): %s", total, float64(total)/p.loadFor.Seconds(), codesString(codes))
	f.row("5xx answers", "**%d**; 429 without Retry-After: %d", bad, noRetry)
	f.row("latency p50 / p99", "%s / %s", pct(latencies, 50), pct(latencies, 99))
	f.row("acknowledged results (202), all counted on chain", "%d", len(acked))
	f.row("x402 fundings alongside, funded exactly once", "%d of %d (%s)", once, len(x402Jobs), codesString(x402Codes))
	f.row("daemon resident memory, max", "%d MB", maxRSS/1024)
	if bad > 0 || noRetry > 0 || once != len(x402Jobs) {
		t.Errorf("5xx %d, 429 without Retry-After %d, x402 funded once %d of %d", bad, noRetry, once, len(x402Jobs))
	}
	if maxRSS > 512*1024 {
		t.Errorf("daemon RSS %d MB", maxRSS/1024)
	}
}

func sortDurations(d []time.Duration) {
	for i := 1; i < len(d); i++ {
		for j := i; j > 0 && d[j] < d[j-1]; j-- {
			d[j], d[j-1] = d[j-1], d[j]
		}
	}
}

func pct(d []time.Duration, p int) string {
	if len(d) == 0 {
		return "-"
	}
	return d[min(len(d)*p/100, len(d)-1)].Round(100 * time.Microsecond).String()
}

// relHostile: hostile HTTP clients.
func relHostile(t *testing.T, p relParams, f *relFigures) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	id := w.submittedJob(t, svc, 0, 86_400)
	check := func(what string, code int, want ...int) {
		ok := false
		for _, c := range want {
			ok = ok || code == c
		}
		f.row(what, "%d", code)
		if !ok {
			t.Errorf("%s: %d, want %v", what, code, want)
		}
	}
	big10 := bytes.Repeat([]byte("a"), 10<<20)
	code, _ := postRaw(t, base, append(append([]byte(`{"jobId":"`), big10...), []byte(`"}`)...))
	check("10 MB body", code, http.StatusRequestEntityTooLarge)
	deep := append(bytes.Repeat([]byte("["), 100_000), bytes.Repeat([]byte("]"), 100_000)...)
	code, _ = postRaw(t, base, deep)
	check("100,000 levels of nesting", code, http.StatusBadRequest)
	valid, _ := w.signedResult(id, w.evals[0], deliverable(id), "88.00")
	invalid := bytes.Replace(valid, []byte(`"verification_id":"`), []byte("\"verification_id\":\"\xff\xfe"), 1)
	code, _ = postRaw(t, base, invalid)
	check("invalid UTF-8 in the document", code, http.StatusBadRequest)

	// Slow-loris clients: they trickle headers; others are still served.
	var slow []net.Conn
	for i := 0; i < p.hostileSlow; i++ {
		c, err := net.Dial("tcp", svc.Addr())
		if err != nil {
			break
		}
		fmt.Fprintf(c, "POST /v1/results HTTP/1.1\r\nHost: x\r\n")
		slow = append(slow, c)
	}
	stopTrickle := make(chan struct{})
	go func() {
		for {
			select {
			case <-stopTrickle:
				return
			case <-time.After(time.Second):
				for _, c := range slow {
					_, _ = c.Write([]byte("X-Slow: 1\r\n"))
				}
			}
		}
	}()
	var served []time.Duration
	for i := 0; i < 20; i++ {
		start := time.Now()
		resp, err := http.Get(base + "/v1/jobs/" + id.String())
		if err != nil {
			t.Errorf("a normal client was not served during the slow-loris attack: %v", err)
			break
		}
		resp.Body.Close()
		served = append(served, time.Since(start))
		time.Sleep(100 * time.Millisecond)
	}
	close(stopTrickle)
	cut := 0
	for _, c := range slow {
		_ = c.SetReadDeadline(time.Now().Add(15 * time.Second))
	}
	var wgCut sync.WaitGroup
	var cutN atomic.Int64
	for _, c := range slow {
		wgCut.Add(1)
		go func(c net.Conn) {
			defer wgCut.Done()
			buf := make([]byte, 512)
			if _, err := c.Read(buf); err != nil && !isTimeout(err) {
				cutN.Add(1)
			}
			c.Close()
		}(c)
	}
	wgCut.Wait()
	cut = int(cutN.Load())
	sortDurations(served)
	f.row("slow-loris connections (a header line per second)", "%d; normal requests meanwhile: %d served, p50 %s, max %s", len(slow), len(served), pct(served, 50), pct(served, 100))
	f.row("slow-loris connections closed by the server (header timeout 10 s)", "%d of %d", cut, len(slow))

	// The same signed result, p.hostileSame times at once.
	var wg sync.WaitGroup
	var mu sync.Mutex
	same := map[int]int{}
	for i := 0; i < p.hostileSame; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, _ := postRaw(t, base, valid)
			mu.Lock()
			same[code]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	rs, err := svc.Store().ResultsForJob(t.Context(), id.Uint64())
	if err != nil {
		t.Fatal(err)
	}
	f.row(fmt.Sprintf("one signed result posted %d times at once", p.hostileSame), "%s; stored %d time(s)", codesString(same), len(rs))
	if same[http.StatusAccepted] != 1 || len(rs) != 1 {
		t.Errorf("same result %d times: %v, stored %d", p.hostileSame, same, len(rs))
	}
	w.waitStatus(30*time.Second, settlement.JobVerified, id)
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

var escrowABI = sync.OnceValue(func() *abi.ABI {
	a, err := bindings.AsaEscrowMetaData.ParseABI()
	if err != nil {
		panic(err)
	}
	return a
})
