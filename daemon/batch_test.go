package daemon_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
)

// resultBodyUntil is resultBody with the signed result valid until deadline (unix seconds).
func (w *world) resultBodyUntil(id *big.Int, by party, content []byte, scoreText string, deadline uint64) []byte {
	w.t.Helper()
	doc := []byte(fmt.Sprintf(`{"verification_id":"v-%s-%s","composite":{"score":%s,"method":"weighted_average"},"evidence_trail":{"deliverable_hash":%q}}`,
		id, by.addr.Hex()[:8], scoreText, settlement.ContentHash(content)))
	vr, err := settlement.ParseVerificationResult(doc)
	if err != nil {
		w.t.Fatal(err)
	}
	v := w.job(id)
	nonce := big.NewInt(resultNonce.Add(1))
	r, err := vr.Result(settlement.JobRef{JobID: id, Deliverable: v.Deliverable, SubmittedAt: v.SubmittedAt.Uint64()}, nonce, deadline)
	if err != nil {
		w.t.Fatal(err)
	}
	sig, err := r.Sign(settlement.Domain{ChainID: w.node.ChainID(), Escrow: w.dep.Escrow}, by.key)
	if err != nil {
		w.t.Fatal(err)
	}
	body, _ := json.Marshal(map[string]any{"jobId": id.String(), "evaluator": by.addr.Hex(), "nonce": nonce.String(),
		"deadline": deadline, "signature": "0x" + common.Bytes2Hex(sig), "document": json.RawMessage(doc)})
	return body
}

// Batched result relays on anvil, with the same results relayed one per transaction as the reference: three
// valid results and two stale ones (a result that expired while it waited, a result for a job whose evaluation
// window closed meanwhile) are posted; batched, all five go in one submitResults transaction whose receipt
// counts three and skips two (ResultSkipped with the escrow's reason), and the daemon's bookkeeping says exactly
// that: the three confirmed by that transaction, the two rejected with the reason and the transaction.
// Unbatched, the stale results are never sent (their relay's precheck finds they cannot count) and are rejected
// with the escrow's reason. Either way the valid jobs settle with the payouts the settlement package predicts.
func TestDaemonBatchedRelays(t *testing.T) {
	for _, mode := range []struct {
		name  string
		tune  func(*daemon.Config)
		batch bool
	}{
		// Five results fill the batch; the wait is long, so it goes when the fifth arrives.
		{"batched", func(c *daemon.Config) { c.RelayBatchSize, c.RelayBatchWait = 5, daemon.Duration(time.Minute) }, true},
		{"one per transaction", func(c *daemon.Config) { c.RelayBatchSize = 1 }, false},
	} {
		t.Run(mode.name, func(t *testing.T) { testBatchedRelays(t, mode.tune, mode.batch) })
	}
}

func testBatchedRelays(t *testing.T, tune func(*daemon.Config), batched bool) {
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	svc := w.startDaemonWith("", tune)
	base := "http://" + svc.Addr()
	terms := seedTerms(t)
	short := terms
	short.EvaluateTimeout = 120 // its evaluation window closes while its result waits
	ev := w.evals[0]
	var ids []*big.Int
	contents := map[string][]byte{}
	for i := 0; i < 4; i++ {
		id := w.createFunded(terms, 5_000_000, []common.Address{ev.addr}, 1)
		ids = append(ids, id)
	}
	late := w.createFunded(short, 5_000_000, []common.Address{ev.addr}, 1)
	for _, id := range append(append([]*big.Int{}, ids...), late) {
		contents[id.String()] = w.deliver(id)
	}
	waitFor(t, 10*time.Second, "the daemon sees every submission", func() bool {
		j, err := svc.Store().Job(ctx, late.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	expiring := ids[3]
	postOK := func(body []byte) string {
		t.Helper()
		code, out := post(t, base+"/v1/results", body)
		if code != http.StatusAccepted {
			t.Fatalf("POST /v1/results = %d %v", code, out)
		}
		return out["id"].(string)
	}
	// The stale ones first, while they are still valid; then chain time moves past their deadlines. Blocks
	// are mined only by the warp meanwhile: a relay the daemon sends at once (one per transaction) lands
	// after the deadlines, as one held for its batch does, however fast the daemon is.
	if err := w.node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	staleIDs := []string{
		postOK(w.resultBodyUntil(expiring, ev, contents[expiring.String()], "91", w.now()+60)),
		postOK(w.resultBodyUntil(late, ev, contents[late.String()], "91", w.now()+86_400)),
	}
	w.warp(200)
	if err := w.node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	head, err := w.client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var validIDs []string
	for i, id := range ids[:3] {
		validIDs = append(validIDs, postOK(w.resultBody(id, ev, contents[id.String()], []string{"95", "86.1", "72"}[i])))
	}
	result := func(id string) store.Result {
		t.Helper()
		r, err := svc.Store().Result(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	waitFor(t, 30*time.Second, "every result confirmed or rejected", func() bool {
		for _, id := range append(append([]string{}, validIDs...), staleIDs...) {
			if st := result(id).Status; st != store.ResultConfirmed && st != store.ResultRejected {
				return false
			}
		}
		return true
	})
	var relayTx common.Hash
	for i, id := range validIDs {
		r := result(id)
		if r.Status != store.ResultConfirmed {
			t.Fatalf("valid result %d: %s %q", i, r.Status, r.Reason)
		}
		if st := settlement.JobStatus(w.job(ids[i]).Status); st != settlement.JobVerified {
			t.Fatalf("job %s is %s", ids[i], st)
		}
		if batched && i > 0 && r.RelayTx != relayTx {
			t.Fatalf("batched results counted in %s and %s", relayTx, r.RelayTx)
		}
		relayTx = r.RelayTx
	}
	for i, id := range staleIDs {
		r := result(id)
		if r.Status != store.ResultRejected {
			t.Fatalf("stale result %d: %s", i, r.Status)
		}
		if batched && (!strings.Contains(r.Reason, "skipped it in batched relay "+relayTx.Hex()) || (i == 0 && !strings.Contains(r.Reason, "ResultExpired"))) {
			t.Errorf("stale result %d's reason: %q", i, r.Reason)
		}
		if !batched && (r.Reason == "" || (i == 0 && !strings.Contains(r.Reason, "ResultExpired"))) {
			t.Errorf("stale result %d's reason: %q", i, r.Reason)
		}
	}
	// What the chain says about the relays: batched, one transaction with three counted and two skipped.
	logs, err := w.client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(head + 1), Addresses: []common.Address{w.dep.Escrow}})
	if err != nil {
		t.Fatal(err)
	}
	accepted, skipped := map[common.Hash]int{}, map[common.Hash]int{}
	for i := range logs {
		if _, err := w.esc.UnpackResultAcceptedEvent(&logs[i]); err == nil {
			accepted[logs[i].TxHash]++
		}
		if e, err := w.esc.UnpackResultSkippedEvent(&logs[i]); err == nil {
			skipped[logs[i].TxHash]++
			if e.Evaluator != ev.addr || (e.JobId.Cmp(expiring) != 0 && e.JobId.Cmp(late) != 0) {
				t.Errorf("skipped %s of job %s", e.Evaluator, e.JobId)
			}
		}
	}
	if batched && (len(accepted) != 1 || accepted[relayTx] != 3 || len(skipped) != 1 || skipped[relayTx] != 2) {
		t.Fatalf("batched: ResultAccepted per tx %v, ResultSkipped per tx %v (relay %s)", accepted, skipped, relayTx)
	}
	if !batched && (len(accepted) != 3 || len(skipped) != 0) {
		t.Fatalf("one per transaction: ResultAccepted per tx %v, ResultSkipped per tx %v", accepted, skipped)
	}
	// The job whose window closed is settled by its silence action (the daemon finalizes it); then the valid
	// jobs settle as the settlement package predicts.
	waitFor(t, 30*time.Second, "the silent job settled", func() bool { return settlement.JobStatus(w.job(late).Status).Terminal() })
	before := w.balance(w.provider.addr)
	w.warp(601)
	waitFor(t, 30*time.Second, "the verified jobs settled", func() bool {
		for _, id := range ids[:3] {
			if settlement.JobStatus(w.job(id).Status) != settlement.JobCompleted {
				return false
			}
		}
		return true
	})
	want := new(big.Int)
	for _, score := range []uint16{9500, 8610, 7200} {
		s, err := terms.FinalizeVerified(big.NewInt(5_000_000), score, nil)
		if err != nil {
			t.Fatal(err)
		}
		want.Add(want, s.Payout.Provider)
	}
	if got := new(big.Int).Sub(w.balance(w.provider.addr), before); got.Cmp(want) != 0 {
		t.Errorf("provider received %s for the three jobs, want %s", got, want)
	}
}
