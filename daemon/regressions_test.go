package daemon_test

// Regression tests for the defects of the daemon v2 issue, one test per defect (each fails on the
// daemon before v2 in the way its comment says).

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// submittedJob creates a funded, delivered single-evaluator job (evaluator evals[i]) and waits until
// the daemon indexed it.
func (w *world) submittedJob(t *testing.T, svc *daemon.Service, i int, expiresIn uint64) *big.Int {
	t.Helper()
	cl, pr := w.newParty(1_000_000_000), w.newParty(0)
	id, err := w.createJob(t, jobSpec{client: cl, provider: pr, terms: seedTerms(t), budget: big.NewInt(2_000_003),
		evaluators: []common.Address{w.evals[i].addr}, quorum: 1, expiresIn: expiresIn, fund: true, deliver: true})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 20*time.Second, "the daemon indexes the submission", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	return id
}

// resultAcceptedCount counts the job's ResultAccepted logs on the canonical chain.
func (w *world) resultAcceptedCount(t *testing.T, id *big.Int) int {
	t.Helper()
	logs, err := w.client.FilterLogs(context.Background(), ethereum.FilterQuery{Addresses: []common.Address{w.dep.Escrow},
		FromBlock: new(big.Int).SetUint64(w.dep.DeployBlock), Topics: [][]common.Hash{nil, {common.BigToHash(id)}}})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range logs {
		if _, err := w.esc.UnpackResultAcceptedEvent(&l); err == nil {
			n++
		}
	}
	return n
}

// resultView is a result as GET /v1/jobs/{id} shows it.
type resultView struct {
	ID, Status, RelayTx, Reason string
}

func jobResults(t *testing.T, base string, id *big.Int) []resultView {
	t.Helper()
	resp, err := http.Get(base + "/v1/jobs/" + id.String())
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var v struct{ Results []resultView }
	_ = json.NewDecoder(resp.Body).Decode(&v)
	return v.Results
}

// Defect 2: a relay or finalize mined in a block that a reorg later removes was left "confirmed" with
// the default txConfirmations of 1, and nothing re-sent it (the old reorg test passed only with 3).
// Here the relay and then the finalize are confirmed, a reorg removes each, and the daemon re-sends
// both: the result counts once on the canonical chain and the job settles once, as predicted.
func TestRegressionReorgAfterConfirmation(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	id := w.submittedJob(t, svc, 0, 86_400)
	before := w.balance(w.evals[0].addr)

	code, body := post(t, base+"/v1/results", w.resultBody(id, w.evals[0], deliverable(id), "91.25"))
	if code != http.StatusAccepted {
		t.Fatalf("POST = %d %v", code, body)
	}
	var relayTx common.Hash
	waitFor(t, 20*time.Second, "the relay is confirmed", func() bool {
		rs := jobResults(t, base, id)
		if len(rs) == 1 && rs[0].Status == "confirmed" && rs[0].RelayTx != "" {
			relayTx = common.HexToHash(rs[0].RelayTx)
			return true
		}
		return false
	})
	time.Sleep(500 * time.Millisecond) // a few transaction-manager passes after its confirmation
	reorgOut := func(tx common.Hash) {
		t.Helper()
		rc, err := w.client.TransactionReceipt(context.Background(), tx)
		if err != nil {
			t.Fatal(err)
		}
		head, err := w.client.BlockNumber(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if err := w.node.Reorg(context.Background(), int(head-rc.BlockNumber.Uint64()+1)); err != nil {
			t.Fatal(err)
		}
	}
	reorgOut(relayTx)
	if st := settlement.JobStatus(w.job(id).Status); st != settlement.JobSubmitted {
		t.Fatalf("after the reorg the job is %s, want Submitted", st)
	}
	stop := w.keepMining(300 * time.Millisecond)
	w.waitStatus(30*time.Second, settlement.JobVerified, id)
	stop()
	if n := w.resultAcceptedCount(t, id); n != 1 {
		t.Fatalf("%d ResultAccepted on the canonical chain, want 1", n)
	}
	waitFor(t, 20*time.Second, "the result shows confirmed again", func() bool {
		rs := jobResults(t, base, id)
		return len(rs) == 1 && rs[0].Status == "confirmed"
	})

	// The finalize, confirmed, then reorged out.
	w.warp(601)
	w.waitStatus(20*time.Second, settlement.JobCompleted, id)
	time.Sleep(500 * time.Millisecond)
	var settleTx common.Hash
	for _, ev := range w.settledEvents(t) {
		if ev.JobID == id.Uint64() {
			settleTx = ev.TxHash
		}
	}
	reorgOut(settleTx)
	if st := settlement.JobStatus(w.job(id).Status); st != settlement.JobVerified {
		t.Fatalf("after the second reorg the job is %s, want Verified", st)
	}
	stop = w.keepMining(300 * time.Millisecond)
	w.waitStatus(30*time.Second, settlement.JobCompleted, id)
	stop()
	n := 0
	for _, ev := range w.settledEvents(t) {
		if ev.JobID == id.Uint64() {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("job settled %d times on the canonical chain", n)
	}
	st, err := seedTerms(t).FinalizeVerified(big.NewInt(2_000_003), 9125, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(w.balance(w.evals[0].addr), before); got.Cmp(st.Payout.Fee) != 0 {
		t.Fatalf("evaluator got %s, predicted %s", got, st.Payout.Fee)
	}
}

// Defect 4: the database did not know which chain it belonged to: on a fresh chain with a database from
// another it served the old chain's jobs and looped on "reorg deeper than the allowed depth"; pointed at
// another escrow it started without complaint. Both are now refused at start with a message that says
// what to do.
func TestRegressionDatabaseBelongsToOneDeployment(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	db := filepath.Join(t.TempDir(), "asa.db")
	svc := w.startDaemon(db)
	if err := svc.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	// A fresh chain: same chain id, and the same deterministic token and escrow addresses, started later
	// (as after an anvil restart). Two anvils started in the same second with the same transactions are
	// the same chain block for block, and the database would rightly fit both: the later genesis time
	// makes this one another chain, as a real restart does.
	later := strconv.FormatInt(time.Now().Add(time.Hour).Unix(), 10)
	w2 := newWorld(t, anvil.Options{ExtraArgs: []string{"--timestamp", later}})
	if w2.dep.Escrow != w.dep.Escrow {
		t.Fatalf("the fresh chain deployed the escrow at %s, not %s: the test needs the same address", w2.dep.Escrow, w.dep.Escrow)
	}
	h1, err := w.client.HeaderByNumber(context.Background(), new(big.Int).SetUint64(w.dep.DeployBlock))
	if err != nil {
		t.Fatal(err)
	}
	h2, err := w2.client.HeaderByNumber(context.Background(), new(big.Int).SetUint64(w2.dep.DeployBlock))
	if err != nil {
		t.Fatal(err)
	}
	if h1.Hash() == h2.Hash() {
		t.Fatalf("the fresh chain's deployment block %d has the old chain's hash: the test needs two chains", w.dep.DeployBlock)
	}
	if svc2, err := w2.newDaemon(db, nil); err == nil {
		_ = svc2.Stop(context.Background())
		t.Fatal("a database of another chain was accepted")
	} else if !strings.Contains(err.Error(), "belongs to") || !strings.Contains(err.Error(), "--db") {
		t.Fatalf("refusal %q does not say what to do", err)
	}
	// Another escrow on the original chain with the same database.
	other, _, err := deployEscrow(t, w)
	if err != nil {
		t.Fatal(err)
	}
	if svc3, err := w.newDaemon(db, func(c *daemon.Config) { c.Escrow = other.Hex() }); err == nil {
		_ = svc3.Stop(context.Background())
		t.Fatal("a database of another escrow was accepted")
	} else if !strings.Contains(err.Error(), "belongs to") {
		t.Fatalf("refusal %q", err)
	}
	// The right deployment still opens it.
	svc4, err := w.newDaemon(db, nil)
	if err != nil {
		t.Fatalf("the database's own deployment was refused: %v", err)
	}
	_ = svc4.Stop(context.Background())
}

// deployEscrow deploys one more escrow of the world's token.
func deployEscrow(t *testing.T, w *world) (common.Address, uint64, error) {
	t.Helper()
	addr, r, err := escrow.DeployEscrow(context.Background(), w.client, w.opts(devParty(t, 9)), w.dep.Token)
	if err != nil {
		return common.Address{}, 0, err
	}
	return addr, r.BlockNumber.Uint64(), nil
}

// Defect 5: two daemons could run on one database, signing with one key from one journal. The second
// is now refused with a clear message while the first runs.
func TestRegressionOneDaemonPerDatabase(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	db := filepath.Join(t.TempDir(), "asa.db")
	w.startDaemon(db)
	svc2, err := w.newDaemon(db, nil)
	if err == nil {
		_ = svc2.Stop(context.Background())
		t.Fatal("a second daemon on the same database was accepted")
	}
	if !strings.Contains(err.Error(), "another asa daemon") {
		t.Fatalf("refusal %q does not say what is wrong", err)
	}
}

// Defect 9: 20 different signed results from one evaluator for one job, posted at once, got 12 answers
// of 202 (11 of which the escrow later refused). Exactly one is accepted now; the others get 409.
func TestRegressionOneResultPerEvaluatorUnderRace(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	id := w.submittedJob(t, svc, 1, 86_400)
	bodies := make([][]byte, 20)
	for i := range bodies {
		bodies[i] = w.resultBody(id, w.evals[1], deliverable(id), fmt.Sprintf("%d.5", 60+i))
	}
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		codes = map[int]int{}
	)
	for _, b := range bodies {
		wg.Add(1)
		go func(b []byte) {
			defer wg.Done()
			code, _ := post(t, base+"/v1/results", b)
			mu.Lock()
			codes[code]++
			mu.Unlock()
		}(b)
	}
	wg.Wait()
	if codes[http.StatusAccepted] != 1 || codes[http.StatusConflict] != 19 {
		t.Fatalf("answers %v, want one 202 and nineteen 409", codes)
	}
	w.waitStatus(20*time.Second, settlement.JobVerified, id)
	waitFor(t, 10*time.Second, "the accepted result is confirmed", func() bool {
		rs := jobResults(t, base, id)
		return len(rs) == 1 && rs[0].Status == "confirmed"
	})
}

// Defect 10 (edges): job ids of 2^63 and above got a 500; they are unknown jobs (404) now, on every
// endpoint that takes one.
func TestRegressionHugeJobIDs(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	for _, id := range []string{"9223372036854775808", "18446744073709551615"} {
		resp, err := http.Get(base + "/v1/jobs/" + id)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET /v1/jobs/%s = %d, want 404", id, resp.StatusCode)
		}
		body, _ := json.Marshal(map[string]any{"jobId": id, "evaluator": w.evals[0].addr.Hex(), "nonce": "1",
			"deadline": w.now() + 3600, "signature": "0x01", "document": json.RawMessage(`{"composite":{"score":50}}`)})
		if code, _ := post(t, base+"/v1/results", body); code != http.StatusNotFound && code != http.StatusBadRequest {
			t.Errorf("POST /v1/results for job %s = %d, want 404 or 400", id, code)
		}
	}
	if got := len(jobResults(t, base, big.NewInt(1))); got != 0 {
		t.Fatalf("unexpected results %d", got)
	}
	_ = store.ErrNotFound
}
