package daemon_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/settlement"
)

// A backup evaluator that posts as soon as the evaluators' deadline has passed is never told that its
// result expired (409 result_expired, final for a client): between the deadline and the finalize that
// activates it, and while the daemon's view trails that activation, it is told to retry (503 with
// Retry-After). Before the daemon's clock reaches the deadline it hears when it may post. Its result is
// then accepted and verifies the job.
func TestBackupEvaluatorIsToldToRetryNotExpired(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	svc := w.startDaemon("")
	terms := seedTerms(t)
	terms.SilenceAction, terms.BackupEvaluator, terms.BackupTimeout, terms.FallbackAction =
		settlement.ActionHoldForBackupEvaluator, w.backup.addr, 3600, settlement.ActionSplit5050
	id := w.createFunded(terms, 5_000_000, []common.Address{w.evals[0].addr}, 1)
	content := w.deliver(id)
	waitFor(t, 10*time.Second, "the daemon to see the submission", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	w.warp(uint64(terms.EvaluateTimeout) + 1)
	body := w.resultBody(id, w.backup, content, "91")
	deadline := time.Now().Add(20 * time.Second)
	var answers []int
	for {
		code, out := post(t, "http://"+svc.Addr()+"/v1/results", body)
		answers = append(answers, code)
		if code == http.StatusAccepted {
			break
		}
		early := code == http.StatusForbidden && strings.Contains(fmt.Sprint(out), "may post once")
		if (code != http.StatusServiceUnavailable && !early) || time.Now().After(deadline) {
			t.Fatalf("backup evaluator's result: %d %v (answers so far %v), want 503 to retry, then 202", code, out, answers)
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Logf("answers before the 202: %v", answers)
	waitFor(t, 20*time.Second, "the backup's result to verify the job", func() bool {
		return settlement.JobStatus(w.job(id).Status) == settlement.JobVerified
	})
}
