package daemon_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/reputation"
)

// TestReputationHundredJobsFromLogs drives 100 jobs on anvil through the daemon over about 150 days of
// chain time (scored at every tier, unscored with a silent evaluator, never delivered, kept to the
// parties, public, evaluated by different evaluators), then checks the daemon's signed answers about every
// party against a recomputation from the chain's logs (reputation.Scan and Verify), and once through the
// CLI: `asa reputation ADDR --verify --daemon URL --signer ADDR`.
func TestReputationHundredJobsFromLogs(t *testing.T) {
	if testing.Short() {
		t.Skip("anvil scenario")
	}
	w := newPartyWorld(t)
	ctx := context.Background()
	short := w.createAgreed(agreementSpec{id: "terms-short", amount: "1.00", serviceType: "research_synthesis", visibility: "public",
		challengeWindow: 120, evaluateWithin: 600})
	long := w.createAgreed(agreementSpec{id: "terms-long", amount: "1.00", serviceType: "research_synthesis", visibility: "public"})
	w.register(short)
	w.register(long)
	jobs := 2
	// Three batches, 100 jobs with the two above, created 150, 50 and 0 days before the end.
	for batch, size := range []int{33, 33, 32} {
		type pending struct {
			id      *big.Int
			content []byte
			by      party
			score   string
		}
		var toScore []pending
		for i := range size {
			n := batch*100 + i
			terms := short.plan.Terms
			if n%2 == 1 {
				terms = long.plan.Terms
			}
			evaluator := w.evals[n%2]
			var id *big.Int
			if n%7 == 3 {
				// An agreement document registered with the daemon, kept to the parties or public.
				vis := map[bool]string{true: "parties", false: "public"}[n%14 == 3]
				j := w.createAgreed(agreementSpec{id: fmt.Sprintf("scenario-%d", n), amount: "2.00", serviceType: "research_synthesis",
					visibility: vis, client: w.client_.addr, provider: w.provider.addr, evaluator: evaluator.addr})
				w.register(j)
				id = j.id
			} else {
				// A job with no agreement document: only terms that waive the provider's acceptance allow
				// one (a job that asks for acceptance records its agreement's hash, and the daemon keeps a job
				// whose document it was never given out of public reputation).
				terms.AcceptanceRequired = false
				id = w.createFunded(terms, int64(1_000_000+n*10_000), []common.Address{evaluator.addr}, 1)
			}
			jobs++
			switch n % 5 {
			case 0, 1, 2: // delivered and scored, across the tiers
				content := w.deliver(id)
				score := fmt.Sprintf("%d.%02d", 40+(n*37)%60, n%100) // 40.00 .. 99.99
				toScore = append(toScore, pending{id, content, evaluator, score})
			case 3: // delivered, the evaluator stays silent
				w.deliver(id)
			case 4: // never delivered
			}
		}
		for _, p := range toScore {
			waitFor(t, 30*time.Second, "the daemon to see job "+p.id.String()+" submitted", func() bool {
				j, err := w.svc.Store().Job(ctx, p.id.Uint64())
				return err == nil && j.SubmittedAt != 0
			})
			if code, body := post(t, w.base+"/v1/results", w.resultBody(p.id, p.by, p.content, p.score)); code != http.StatusAccepted {
				t.Fatalf("post result of job %s: %d %v", p.id, code, body)
			}
		}
		for _, p := range toScore {
			w.waitEvent(p.id, "JobVerified")
		}
		days := []uint64{100, 50, 0}[batch]
		if days > 0 {
			w.warp(days * 86400)
			// The daemon settles what the time passed allows (windows closed, silent evaluators, missed deliveries).
			time.Sleep(2 * time.Second)
		}
	}
	if jobs != 100 {
		t.Fatalf("%d jobs", jobs)
	}
	// Let the daemon settle what the last batch's scores allow, then take its answers.
	w.warp(200)
	waitFor(t, 60*time.Second, "the daemon to settle the scored jobs", func() bool {
		n := 0
		for id := uint64(1); id <= 100; id++ {
			j, err := w.svc.Store().Job(ctx, id)
			if err == nil && j.Status.Terminal() {
				n++
			}
		}
		return n >= 40
	})
	head, err := w.client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 30*time.Second, "the daemon to process the head", func() bool {
		ans, err := w.api.Reputation(ctx, w.provider.addr)
		return err == nil && ans.Block.Number >= head
	})

	checked := 0
	for _, subject := range []party{w.provider, w.evals[0], w.evals[1], w.evals[2], w.client_} {
		ans, err := w.api.Reputation(ctx, subject.addr)
		if err != nil {
			t.Fatal(err)
		}
		ledger, err := reputation.Scan(ctx, w.client, w.dep.Escrow, reputation.ScanOptions{From: w.dep.DeployBlock, To: ans.Block.Number})
		if err != nil {
			t.Fatal(err)
		}
		v, err := reputation.Verify(ans.Answer, ledger, reputation.VerifyOptions{Signer: w.att, ChainID: w.dep.ChainID})
		if err != nil || !v.Valid() {
			t.Fatalf("the daemon's answer about %s does not match the chain: %v %v", subject.addr, err, v.Mismatches)
		}
		// What the daemon left out is exactly the jobs kept to the parties (every other job has a public
		// agreement or none): recomputed without them, and with them the figures differ.
		for _, r := range ans.Reports {
			if r.Figures.Jobs > 0 {
				checked++
			}
		}
		if subject.addr == w.provider.addr {
			all := ledger.Figures(subject.addr, reputation.RoleProvider, reputation.AllTime, nil)
			signed := ans.Reports[0].Figures
			if len(ans.ExcludedJobs) == 0 || all.Jobs != signed.Jobs+uint64(len(ans.ExcludedJobs)) || all.Jobs != 100 {
				t.Errorf("provider: %d jobs on chain, %d signed, %d excluded", all.Jobs, signed.Jobs, len(ans.ExcludedJobs))
			}
			w30 := ans.Reports[2].Figures
			w90 := ans.Reports[1].Figures
			if !(w30.Jobs < w90.Jobs && w90.Jobs < signed.Jobs) || signed.Scored == 0 || signed.Silences == 0 || signed.DeliveryDue == signed.DeliveredOnTime {
				t.Errorf("provider: the scenario lacks variety: all %+v, 90d %+v, 30d %+v", signed, w90, w30)
			}
			t.Logf("provider, all time: %+v (excluded %d); 90 days: %d jobs; 30 days: %d jobs", signed, len(ans.ExcludedJobs), w90.Jobs, w30.Jobs)
		}
	}
	if checked < 9 {
		t.Errorf("only %d non-empty reports checked", checked)
	}

	// The CLI does the same against the running daemon.
	bin := buildAsa(t)
	dep := filepath.Join(t.TempDir(), "deployment.json")
	b, _ := json.Marshal(w.dep)
	if err := os.WriteFile(dep, b, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "reputation", w.provider.addr.Hex(), "--verify", "--daemon", w.base, "--signer", w.att.Hex(),
		"--rpc", w.node.URL(), "--deployment", dep).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "verified: 6 signed reports match the chain") {
		t.Fatalf("asa reputation --verify: %v\n%s", err, out)
	}
	// A pinned signer that is not the daemon's is refused.
	out, err = exec.Command(bin, "reputation", w.provider.addr.Hex(), "--verify", "--daemon", w.base, "--signer", w.provider.addr.Hex(),
		"--rpc", w.node.URL(), "--deployment", dep).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "NOT VERIFIED") {
		t.Errorf("another pinned signer: %v\n%s", err, out)
	}
}
