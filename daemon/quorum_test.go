package daemon_test

import (
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
)

// Every evaluator counts (issue #10, item 5): with 2-of-3 evaluators the daemon relays all three results
// it accepted, not only the first two, and the job is verified on the median of the three. A relayer that
// stopped at the quorum would let whoever relays first choose the outcome.
func TestEveryAcceptedResultIsRelayed(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemon("")
	evals := []common.Address{w.evals[0].addr, w.evals[1].addr, w.evals[2].addr}
	id := w.createFunded(seedTerms(t), 5_000_000, evals, 2)
	content := w.deliver(id)
	waitFor(t, 10*time.Second, "the daemon to see the submission", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	for i, score := range []string{"95", "70", "92.5"} {
		if code, body := post(t, "http://"+svc.Addr()+"/v1/results", w.resultBody(id, w.evals[i], content, score)); code != http.StatusAccepted {
			t.Fatalf("post of evaluator %d: %d %v", i, code, body)
		}
	}
	waitFor(t, 20*time.Second, "all three results to be counted", func() bool {
		rs, err := svc.Store().ResultsForJob(t.Context(), id.Uint64())
		if err != nil || len(rs) != 3 {
			return false
		}
		for _, r := range rs {
			if r.Status != store.ResultConfirmed {
				return false
			}
		}
		return true
	})
	v := w.job(id)
	if st := settlement.JobStatus(v.Status); st != settlement.JobVerified {
		t.Fatalf("job is %s after all three results, want Verified", st)
	}
	if v.ResultCount != 3 || v.Score != 9250 {
		t.Fatalf("job counted %d results with score %d, want 3 and the median 9250", v.ResultCount, v.Score)
	}
}

// A plain ERC-8183 job funded and never delivered is refunded by the daemon at its expiry (the
// contract's isDue reads expiredAt for plain jobs).
func TestPlainJobRefundedAtExpiry(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	w.startDaemon("")
	ids := w.plainJobs(t, 1, 1_000_000, 3_600)
	id := ids[0]
	before := w.balance(w.client_.addr)
	w.send(w.client_, w.tokC, w.tok.PackApprove(w.dep.Escrow, big.NewInt(1_000_000)))
	w.send(w.client_, w.escC, w.esc.PackFund(id, big.NewInt(1_000_000), nil))
	w.warp(3_601)
	waitFor(t, 20*time.Second, "the daemon to refund the expired plain job", func() bool {
		return settlement.JobStatus(w.job(id).Status) == settlement.JobExpired
	})
	if got := w.balance(w.client_.addr); got.Cmp(before) != 0 {
		t.Fatalf("client balance %s after the refund, want %s", got, before)
	}
}
