package daemon_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/faultproxy"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
)

// startProxy puts a fault proxy between the daemon and the world's node.
func (w *world) startProxy(t *testing.T) *faultproxy.Proxy {
	t.Helper()
	p, err := faultproxy.Start(w.node.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = p.Close() })
	return p
}

func readyz(base string) (int, string) {
	c := http.Client{Timeout: 5 * time.Second}
	resp, err := c.Get(base + "/readyz")
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	var b struct {
		Error struct{ Message string }
	}
	_ = json.NewDecoder(resp.Body).Decode(&b)
	return resp.StatusCode, b.Error.Message
}

// Defect 6: nothing had a timeout. A node that accepted connections but never answered wedged the
// watcher and the transaction manager for good, with no WARN line and /readyz at 200; only a restart
// helped. Now every call times out: /readyz says 503 within seconds, a WARN line says why, the intake
// answers at once (202, or a documented 503 while the chain's time is unknown), and after the node
// answers again everything completes without a restart.
func TestRegressionHungNode(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	proxy := w.startProxy(t)
	logs := &logBuffer{}
	w.logTo = logs
	svc := w.startDaemonWith("", func(c *daemon.Config) { c.RPC = proxy.URL(); c.RPCTimeout = daemon.Duration(time.Second) })
	base := "http://" + svc.Addr()
	a := w.submittedJob(t, svc, 0, 86_400)
	b := w.submittedJob(t, svc, 1, 86_400)
	waitFor(t, 10*time.Second, "ready", func() bool { code, _ := readyz(base); return code == http.StatusOK })

	proxy.Hang()
	hungAt := time.Now()
	waitFor(t, 10*time.Second, "/readyz reports the hung node", func() bool { code, _ := readyz(base); return code == http.StatusServiceUnavailable })
	start := time.Now()
	codeA, bodyA := post(t, base+"/v1/results", w.resultBody(a, w.evals[0], deliverable(a), "80.00"))
	if took := time.Since(start); took > 5*time.Second {
		t.Fatalf("the intake took %s while the node hung", took)
	}
	if codeA != http.StatusAccepted && codeA != http.StatusServiceUnavailable {
		t.Fatalf("POST during the hang = %d %v, want 202 or 503", codeA, bodyA)
	}
	waitFor(t, 10*time.Second, "a WARN line about the node", func() bool { return len(logs.lines("level=WARN")) > 0 })
	time.Sleep(time.Until(hungAt.Add(6 * time.Second)))
	proxy.Heal()

	waitFor(t, 20*time.Second, "ready again without a restart", func() bool { code, _ := readyz(base); return code == http.StatusOK })
	if codeA != http.StatusAccepted {
		if code, body := post(t, base+"/v1/results", w.resultBody(a, w.evals[0], deliverable(a), "80.00")); code != http.StatusAccepted {
			t.Fatalf("POST after the hang = %d %v", code, body)
		}
	}
	if code, body := post(t, base+"/v1/results", w.resultBody(b, w.evals[1], deliverable(b), "70.00")); code != http.StatusAccepted {
		t.Fatalf("POST after the hang = %d %v", code, body)
	}
	w.waitStatus(30*time.Second, settlement.JobVerified, a, b)
	w.warp(601)
	w.waitStatus(30*time.Second, settlement.JobCompleted, a, b)
}

// Defect 7: when reading the chain head failed, the scheduler fell back to the wall clock, queued a
// finalize before the chain had passed the deadline, the precheck abandoned it, and the same key was
// reused on every later attempt: the job stayed due forever. Here the chain's clock lags the wall clock
// by years and half of the head reads fail: the daemon decides by chain time only, never abandons a
// finalize that is not due yet, and expires the job once the chain passes its deadline.
func TestRegressionFinalizeWaitsForChainTime(t *testing.T) {
	past := time.Now().Add(-5 * 365 * 24 * time.Hour).Unix()
	w := newWorld(t, anvil.Options{ExtraArgs: []string{"--timestamp", fmt.Sprint(past)}})
	if now := w.now(); now > uint64(time.Now().Add(-365*24*time.Hour).Unix()) {
		t.Fatalf("chain time %d does not lag the wall clock", now)
	}
	proxy := w.startProxy(t)
	proxy.Match(func(method string, params json.RawMessage) bool {
		return method == "eth_getBlockByNumber" && strings.Contains(string(params), `"latest"`)
	})
	proxy.SetFaults(0.5, faultproxy.Reset)
	svc := w.startDaemonWith("", func(c *daemon.Config) { c.RPC = proxy.URL(); c.RPCTimeout = daemon.Duration(time.Second) })
	cl, pr := w.newParty(1_000_000_000), w.newParty(0)
	id, err := w.createJob(t, jobSpec{client: cl, provider: pr, terms: seedTerms(t), budget: big.NewInt(4_000_001),
		evaluators: []common.Address{w.evals[2].addr}, quorum: 1, expiresIn: 3600, fund: true})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 20*time.Second, "the daemon indexes the funding", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobFunded
	})
	time.Sleep(3 * time.Second) // many scheduler ticks, with the wall clock far past the deadline
	if st := settlement.JobStatus(w.job(id).Status); st != settlement.JobFunded {
		t.Fatalf("job is %s before its deadline by chain time", st)
	}
	before := w.balance(cl.addr)
	w.warp(3601)
	stop := w.keepMining(500 * time.Millisecond)
	defer stop()
	waitTerminal(t, w, 60*time.Second, []*big.Int{id})
	if got := new(big.Int).Sub(w.balance(cl.addr), before); got.Cmp(big.NewInt(4_000_001)) != 0 {
		t.Fatalf("client refunded %s, want the whole budget", got)
	}
}

// Defect 10 (monitoring): a drained key logged an ERROR per intent twice a second, /readyz ignored a
// signer without gas, and the open-intents gauge read 0 during an outage. Now: one ERROR line per change,
// /readyz and asa_txmgr_sender_starved say so, the gauge reads the journal during an outage, nothing is
// abandoned, and the work resumes after a refill.
func TestRegressionDrainedKeyAndOutage(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	proxy := w.startProxy(t)
	logs := &logBuffer{}
	w.logTo = logs
	// One relay per result, so that three results are three open intents.
	svc := w.startDaemonWith("", func(c *daemon.Config) {
		c.RPC = proxy.URL()
		c.RPCTimeout = daemon.Duration(time.Second)
		c.RelayBatchSize = 1
	})
	base := "http://" + svc.Addr()
	ids := []*big.Int{w.submittedJob(t, svc, 0, 86_400), w.submittedJob(t, svc, 1, 86_400), w.submittedJob(t, svc, 2, 86_400)}
	ctx := context.Background()
	saved, err := w.client.BalanceAt(ctx, w.relayer.addr, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.node.SetBalance(ctx, w.relayer.addr, new(big.Int)); err != nil {
		t.Fatal(err)
	}
	for i, id := range ids {
		if code, body := post(t, base+"/v1/results", w.resultBody(id, w.evals[i], deliverable(id), "85.00")); code != http.StatusAccepted {
			t.Fatalf("POST = %d %v", code, body)
		}
	}
	waitFor(t, 10*time.Second, "/readyz reports the drained signer", func() bool {
		code, msg := readyz(base)
		return code == http.StatusServiceUnavailable && strings.Contains(msg, "cannot pay for gas")
	})
	if metric(t, base, "asa_txmgr_sender_starved") != 1 {
		t.Fatal("asa_txmgr_sender_starved is not 1")
	}
	time.Sleep(4 * time.Second)
	if n := len(logs.lines("level=ERROR")); n > 1 {
		t.Fatalf("%d ERROR lines in 4 s with a drained key, want one per change:\n%s", n, strings.Join(logs.lines("level=ERROR"), "\n"))
	}
	if n := metric(t, base, "asa_txmgr_open_intents"); n < 3 {
		t.Fatalf("open intents gauge %v, want the 3 waiting relays", n)
	}

	proxy.Outage()
	time.Sleep(3 * time.Second)
	if n := metric(t, base, "asa_txmgr_open_intents"); n < 3 {
		t.Fatalf("open intents gauge %v during the outage, want the 3 waiting relays", n)
	}
	if code, _ := readyz(base); code != http.StatusServiceUnavailable {
		t.Fatalf("/readyz %d during the outage", code)
	}
	proxy.Heal()
	if err := w.node.SetBalance(ctx, w.relayer.addr, saved); err != nil {
		t.Fatal(err)
	}
	w.waitStatus(30*time.Second, settlement.JobVerified, ids...)
	waitFor(t, 20*time.Second, "ready again", func() bool { code, _ := readyz(base); return code == http.StatusOK })
	waitFor(t, 20*time.Second, "every result confirmed", func() bool {
		for _, id := range ids {
			if rs := jobResults(t, base, id); len(rs) != 1 || rs[0].Status != "confirmed" {
				return false
			}
		}
		return true
	})
	if metric(t, base, `asa_txmgr_intents_finished_total{state="abandoned"}`) != 0 || metric(t, base, `asa_txmgr_intents_finished_total{state="failed"}`) != 0 {
		t.Fatal("intents were abandoned or failed while the key was drained")
	}
}

// Defect 10 (edges): 21,000 idle connections exhausted the daemon's file descriptors, so its own RPC
// dials failed. The server now holds at most maxConnections (idle ones are closed after the header
// timeout), and the daemon keeps settling through a flood.
func TestRegressionIdleConnectionFlood(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemonWith("", func(c *daemon.Config) { c.MaxConnections = 64 })
	base := "http://" + svc.Addr()
	id := w.submittedJob(t, svc, 0, 86_400)
	ctx := context.Background()
	if err := w.node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	if code, body := post(t, base+"/v1/results", w.resultBody(id, w.evals[0], deliverable(id), "95.00")); code != http.StatusAccepted {
		t.Fatalf("POST = %d %v", code, body)
	}
	fdsBefore := openFDs(t)
	const flood = 1500
	var conns []net.Conn
	for i := 0; i < flood; i++ {
		c, err := net.Dial("tcp", svc.Addr())
		if err != nil {
			t.Fatalf("dial %d: %v", i, err)
		}
		conns = append(conns, c)
	}
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	time.Sleep(time.Second)
	// The test's own client sockets are flood descriptors; the daemon accepted at most 64 more.
	if grown := openFDs(t) - fdsBefore; grown > flood+64+64 {
		t.Fatalf("descriptors grew by %d for %d idle connections: the server accepts without bound", grown, flood)
	}
	if err := w.node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	stop := w.keepMining(300 * time.Millisecond)
	defer stop()
	w.waitStatus(20*time.Second, settlement.JobVerified, id)
}

func openFDs(t *testing.T) int {
	t.Helper()
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skipf("cannot count descriptors: %v", err)
	}
	return len(ents)
}

// relayCalldata is submitResult calldata of a result signed by the evaluator for the job's current
// submission.
func (w *world) relayCalldata(t *testing.T, id *big.Int, by party, score uint16) []byte {
	t.Helper()
	v := w.job(id)
	r := settlement.Result{JobID: id, Deliverable: v.Deliverable, SubmittedAt: v.SubmittedAt.Uint64(), Score: score, Passed: true,
		Nonce: big.NewInt(resultNonce.Add(1)), Deadline: w.now() + 86_400}
	sig, err := r.Sign(settlement.Domain{ChainID: w.node.ChainID(), Escrow: w.dep.Escrow}, by.key)
	if err != nil {
		t.Fatal(err)
	}
	return w.esc.PackSubmitResult(bindings.IAsaEscrowTypesResult{JobId: id, Deliverable: r.Deliverable, SubmittedAt: r.SubmittedAt, Score: score, Passed: r.Passed,
		EvidenceHash: r.EvidenceHash, Nonce: r.Nonce, Deadline: r.Deadline}, by.addr, sig)
}

// Defect 1: the daemon's restart precheck simulated every intent against the escrow, so the
// transaction manager's own fill intents "reverted" and were abandoned, and the intents behind the gap
// stayed stuck (and were bumped again and again). This is the state a crash right after a fill was
// journaled leaves (the key's nonce n is free, a relay waits in the pool at n+1, the journal holds the
// fill for n and the relay), with no other work for the daemon: the restarted daemon sends the fill and
// the relay is mined.
func TestRegressionFillIntentSurvivesRestart(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	db := filepath.Join(t.TempDir(), "asa.db")
	svc := w.startDaemon(db) // binds the database to the deployment
	id := w.submittedJob(t, svc, 0, 86_400)
	if err := svc.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	n, err := w.client.PendingNonceAt(ctx, w.relayer.addr)
	if err != nil {
		t.Fatal(err)
	}
	data := w.relayCalldata(t, id, w.evals[0], 9300)
	head, err := w.client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignNewTx(w.relayer.key, types.LatestSignerForChainID(w.node.ChainID()), &types.DynamicFeeTx{
		ChainID: w.node.ChainID(), Nonce: n + 1, Gas: 500_000, GasTipCap: big.NewInt(1e9),
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(1e9)), To: &w.dep.Escrow, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.client.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	raw, _ := tx.MarshalBinary()
	st, err := store.Open(ctx, db, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	fill := txmgr.Record{Kind: txmgr.KindFill, Key: fmt.Sprintf("fill:%s:%d:1", w.relayer.addr.Hex(), n), From: w.relayer.addr, To: w.relayer.addr,
		Data: []byte{}, Value: new(big.Int), GasLimit: 21_000, HasNonce: true, Nonce: n}
	relay := txmgr.Record{Kind: intents.KindRelay, Key: "relay:seeded", From: w.relayer.addr, To: w.dep.Escrow, Data: data, Value: new(big.Int)}
	if _, _, err := st.CreateIntents(ctx, []txmgr.Record{fill, relay}); err != nil {
		t.Fatal(err)
	}
	if err := st.SaveAttempts(ctx, []txmgr.Attempt{{Key: relay.Key, Nonce: n + 1, TxHash: tx.Hash(), Raw: raw, GasLimit: tx.Gas(),
		GasTipCap: tx.GasTipCap(), GasFeeCap: tx.GasFeeCap(), HeadBlock: head.Number.Uint64(), CreatedAt: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	st.Close()

	svc = w.startDaemon(db) // the restart
	w.waitStatus(20*time.Second, settlement.JobVerified, id)
	if _, err := w.client.TransactionReceipt(ctx, tx.Hash()); err != nil {
		t.Fatalf("the relay behind the gap is not the mined one: %v", err)
	}
	waitFor(t, 10*time.Second, "the fill is confirmed", func() bool {
		r, err := svc.TxManager().Get(ctx, fill.Key)
		return err == nil && r.State == txmgr.StateConfirmed
	})
}
