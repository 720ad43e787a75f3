package daemon_test

import (
	"context"
	"io"
	"math/big"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
)

// metric sums the samples of a metric of the daemon's /metrics (0 when absent). name may carry label
// filters, `asa_txmgr_tx_broadcasts_total{send="bump"}`: samples must have those labels (others, such
// as the sender, are summed over).
func metric(t *testing.T, base, name string) float64 {
	t.Helper()
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	text, _ := io.ReadAll(resp.Body)
	metricName, filters := name, []string(nil)
	if i := strings.IndexByte(name, '{'); i >= 0 {
		metricName = name[:i]
		filters = strings.Split(strings.TrimSuffix(name[i+1:], "}"), ",")
	}
	sum := 0.0
	for _, m := range regexp.MustCompile(`(?m)^`+regexp.QuoteMeta(metricName)+`(\{[^}]*\})? ([0-9.e+-]+)$`).FindAllSubmatch(text, -1) {
		ok := true
		for _, f := range filters {
			ok = ok && strings.Contains(string(m[1]), f)
		}
		if ok {
			v, _ := strconv.ParseFloat(string(m[2]), 64)
			sum += v
		}
	}
	return sum
}

// settledOnce checks one canonical JobSettled for the job, one in the daemon's store, and the predicted
// balance changes.
func (w *world) settledOnce(t *testing.T, svc *daemon.Service, id *big.Int, st settlement.Settlement, parties map[common.Address]*big.Int, before map[common.Address]*big.Int) {
	t.Helper()
	n := 0
	for _, ev := range w.settledEvents(t) {
		if ev.JobID == id.Uint64() {
			n++
			if ev.Provider.Cmp(st.Payout.Provider) != 0 || ev.Client.Cmp(st.Payout.Client) != 0 || ev.Fee.Cmp(st.Payout.Fee) != 0 {
				t.Errorf("settled %s/%s/%s, predicted %s", ev.Provider, ev.Client, ev.Fee, st.Payout)
			}
		}
	}
	if n != 1 {
		t.Errorf("job %s has %d JobSettled on the canonical chain, want 1", id, n)
	}
	waitFor(t, 20*time.Second, "store shows exactly one settlement", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		if err != nil || j.Status != settlement.JobCompleted {
			return false
		}
		evs, err := svc.Store().JobEvents(t.Context(), id.Uint64())
		if err != nil {
			return false
		}
		k := 0
		for _, e := range evs {
			if e.Name == "JobSettled" {
				k++
			}
		}
		return k == 1
	})
	for a, want := range parties {
		if got := new(big.Int).Sub(w.balance(a), before[a]); got.Cmp(want) != 0 {
			t.Errorf("balance change of %s = %s, predicted %s", a, got, want)
		}
	}
}

// keepMining mines a block every interval until stop is closed (so transactions reach their
// confirmation depth on an otherwise idle automining chain).
func (w *world) keepMining(interval time.Duration) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		for {
			select {
			case <-done:
				return
			case <-time.After(interval):
				_ = w.node.Mine(context.Background(), 1)
			}
		}
	}()
	return func() { close(done); <-finished }
}

// TestDaemonRecoversFromReorgs drops the daemon's relay transaction and then its finalize transaction
// with anvil_reorg after they were mined (before their confirmation depth): the watcher rewinds the
// job view, the transaction manager re-checks and re-sends, and the job settles once, as predicted.
func TestDaemonRecoversFromReorgs(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	svc := w.startDaemonWith("", func(c *daemon.Config) { c.TxConfirm = 3 })
	base := "http://" + svc.Addr()
	terms := seedTerms(t)
	terms.EvaluatorFeeBps = 300
	cl, pr := w.newParty(1_000_000_000), w.newParty(0)
	budget := big.NewInt(9_876_543)
	before := map[common.Address]*big.Int{cl.addr: w.balance(cl.addr), pr.addr: w.balance(pr.addr), w.evals[1].addr: w.balance(w.evals[1].addr)}
	id, err := w.createJob(t, jobSpec{client: cl, provider: pr, terms: terms, budget: budget,
		evaluators: []common.Address{w.evals[1].addr}, quorum: 1, expiresIn: 86_400, fund: true, deliver: true})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 10*time.Second, "daemon indexes the submission", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})

	// The relay is mined; a one-block reorg removes it.
	code, body := post(t, base+"/v1/results", w.resultBody(id, w.evals[1], deliverable(id), "88.8"))
	if code != http.StatusAccepted {
		t.Fatalf("POST = %d %v", code, body)
	}
	w.waitStatus(20*time.Second, settlement.JobVerified, id)
	waitFor(t, 10*time.Second, "store sees Verified", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobVerified
	})
	// The transaction manager must have seen its relay mined (journaled with its block) for the reorg to
	// remove a transaction it knows of: on a loaded machine its receipt poll can trail the watcher.
	waitFor(t, 20*time.Second, "the relay journaled as mined", func() bool {
		rs, err := svc.Store().ResultsForJob(t.Context(), id.Uint64())
		if err != nil || len(rs) != 1 || rs[0].RelayKey == "" {
			return false
		}
		r, err := svc.Store().Intent(t.Context(), rs[0].RelayKey)
		return err == nil && r.BlockNumber != 0
	})
	if err := w.node.Reorg(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if st := settlement.JobStatus(w.job(id).Status); st != settlement.JobSubmitted {
		t.Fatalf("after the reorg the job is %s, want Submitted", st)
	}
	stop := w.keepMining(300 * time.Millisecond)
	w.waitStatus(30*time.Second, settlement.JobVerified, id)
	waitFor(t, 30*time.Second, "relay re-sent and confirmed", func() bool {
		rs, err := svc.Store().ResultsForJob(t.Context(), id.Uint64())
		return err == nil && len(rs) == 1 && rs[0].Status == store.ResultConfirmed
	})
	stop()
	if metric(t, base, "asa_txmgr_reorged_total") < 1 {
		t.Errorf("asa_txmgr_reorged_total did not count the dropped relay")
	}

	// The finalize is mined; a one-block reorg removes it.
	w.warp(601)
	w.waitStatus(20*time.Second, settlement.JobCompleted, id)
	if err := w.node.Reorg(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if st := settlement.JobStatus(w.job(id).Status); st != settlement.JobVerified {
		t.Fatalf("after the second reorg the job is %s, want Verified", st)
	}
	stop = w.keepMining(300 * time.Millisecond)
	w.waitStatus(30*time.Second, settlement.JobCompleted, id)
	// The dropped finalize is re-sent (whether the manager had seen it mined or not) and confirmed.
	defer func() {
		if !t.Failed() {
			return
		}
		t.Logf("resend %v bump %v new %v confirmed %v open %v reorged %v", metric(t, base, `asa_txmgr_tx_broadcasts_total{send="resend"}`), metric(t, base, `asa_txmgr_tx_broadcasts_total{send="bump"}`), metric(t, base, `asa_txmgr_tx_broadcasts_total{send="new"}`), metric(t, base, `asa_txmgr_intents_finished_total{state="confirmed"}`), metric(t, base, "asa_txmgr_open_intents"), metric(t, base, "asa_txmgr_reorged_total"))
	}()
	waitFor(t, 30*time.Second, "finalize re-sent and confirmed", func() bool {
		return metric(t, base, `asa_txmgr_tx_broadcasts_total{send="resend"}`) >= 2 &&
			metric(t, base, `asa_txmgr_intents_finished_total{state="confirmed"}`) >= 2 && metric(t, base, "asa_txmgr_open_intents") == 0
	})
	stop()

	st, err := terms.FinalizeVerified(budget, 8880, nil)
	if err != nil {
		t.Fatal(err)
	}
	w.settledOnce(t, svc, id, st, map[common.Address]*big.Int{
		cl.addr: new(big.Int).Sub(st.Payout.Client, budget), pr.addr: st.Payout.Provider, w.evals[1].addr: st.Payout.Fee,
	}, before)
}

// TestDaemonBumpsStuckTransaction prices the daemon's relay below the base fee (the next blocks' base
// fee is raised after it signed): the transaction manager re-signs it with higher fees after BumpAfter,
// the replacement is mined, and the job settles as predicted.
func TestDaemonBumpsStuckTransaction(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	svc := w.startDaemonWith("", func(c *daemon.Config) { c.BumpAfter = daemon.Duration(time.Second) })
	base := "http://" + svc.Addr()
	terms := seedTerms(t)
	cl, pr := w.newParty(1_000_000_000), w.newParty(0)
	budget := big.NewInt(2_500_001)
	before := map[common.Address]*big.Int{cl.addr: w.balance(cl.addr), pr.addr: w.balance(pr.addr)}
	id, err := w.createJob(t, jobSpec{client: cl, provider: pr, terms: terms, budget: budget,
		evaluators: []common.Address{w.evals[0].addr}, quorum: 1, expiresIn: 86_400, fund: true, deliver: true})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 10*time.Second, "daemon indexes the submission", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	if err := w.node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	code, body := post(t, base+"/v1/results", w.resultBody(id, w.evals[0], deliverable(id), "77.7"))
	if code != http.StatusAccepted {
		t.Fatalf("POST = %d %v", code, body)
	}
	var key string // the result's relay intent (a batch of one, or its own relay when batching is off)
	var first []byte
	waitFor(t, 10*time.Second, "relay signed", func() bool {
		if key == "" {
			r, err := svc.Store().ResultByDigest(ctx, common.HexToHash(body["digest"].(string)))
			if err != nil || r.RelayKey == "" {
				return false
			}
			key = r.RelayKey
		}
		atts, err := svc.TxManager().Attempts(ctx, key)
		if err != nil || len(atts) == 0 {
			return false
		}
		first = atts[0].TxHash.Bytes()
		return true
	})
	atts, _ := svc.TxManager().Attempts(ctx, key)
	high := new(big.Int).Mul(atts[0].GasFeeCap, big.NewInt(4))
	waitFor(t, 20*time.Second, "the manager bumps the under-priced relay", func() bool {
		if err := w.node.SetNextBlockBaseFee(ctx, high); err != nil {
			t.Fatal(err)
		}
		if err := w.node.Mine(ctx, 1); err != nil {
			t.Fatal(err)
		}
		atts, err := svc.TxManager().Attempts(ctx, key)
		return err == nil && len(atts) >= 2
	})
	if err := w.node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	stop := w.keepMining(200 * time.Millisecond)
	w.waitStatus(20*time.Second, settlement.JobVerified, id)
	stop()
	rec, err := svc.TxManager().Wait(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	atts, _ = svc.TxManager().Attempts(ctx, key)
	if rec.TxHash == common.BytesToHash(first) || rec.TxHash != atts[len(atts)-1].TxHash {
		t.Errorf("mined %s; first attempt %x, latest %s", rec.TxHash, first, atts[len(atts)-1].TxHash)
	}
	if r, err := w.client.TransactionReceipt(ctx, common.BytesToHash(first)); err == nil {
		t.Errorf("the under-priced first attempt was mined in block %s", r.BlockNumber)
	}
	if atts[len(atts)-1].GasFeeCap.Cmp(high) <= 0 {
		t.Errorf("bumped fee cap %s not above the raised base fee %s", atts[len(atts)-1].GasFeeCap, high)
	}
	if metric(t, base, `asa_txmgr_tx_broadcasts_total{send="bump"}`) < 1 {
		t.Errorf("no bump counted in metrics")
	}
	w.warp(601)
	w.waitStatus(20*time.Second, settlement.JobCompleted, id)
	st, err := terms.FinalizeVerified(budget, 7770, nil)
	if err != nil {
		t.Fatal(err)
	}
	w.settledOnce(t, svc, id, st, map[common.Address]*big.Int{cl.addr: new(big.Int).Sub(st.Payout.Client, budget), pr.addr: st.Payout.Provider}, before)
}
