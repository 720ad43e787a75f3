package asaclient

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// An agreement that names no evaluator has its evaluators drawn from the deployment's pool: creating the
// job opens the policy first (once), so the seat the job names exists and can draw; a plan for another pool,
// or with no pool known, is refused before anything is sent.
func TestCreatingAPoolJobOpensItsPolicy(t *testing.T) {
	c := newTestChain(t)
	ctx := c.ctx
	pool, _, err := escrow.DeployPool(ctx, c.eth, c.deployer, c.esc.Address(), escrow.DevPoolConfig(c.deployer.From))
	if err != nil {
		t.Fatal(err)
	}
	doc := poolDocument(t, c)
	head, err := c.esc.HeadTime(ctx)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: head, ChainID: 31337, EvaluatorPool: pool})
	if err != nil {
		t.Fatal(err)
	}
	key := signer.FromKey(c.clientKey)

	// Without the deployment's pool set the escrow still refuses a plan for another pool.
	c.esc.SetEvaluatorPool(common.HexToAddress("0x00000000000000000000000000000000000000bb"))
	if _, err := c.esc.CreateAndFundJob(ctx, key, plan, CreateOptions{}); err == nil || !strings.Contains(err.Error(), "but the deployment's is") {
		t.Fatalf("another pool: %v", err)
	}
	pending := *plan
	pending.Pool = &settlement.PoolPlan{Pending: true, Evaluators: true}
	if _, err := c.esc.CreateJob(ctx, key, &pending); err == nil || !strings.Contains(err.Error(), "no pool is known") {
		t.Fatalf("pending pool: %v", err)
	}

	c.esc.SetEvaluatorPool(pool)
	p := bindings.NewEvaluatorPool()
	pc := p.Instance(c.eth, pool)
	seatKnown := func() bool {
		info, err := bind.Call(pc, nil, p.PackSeatInfo(plan.Pool.Seats.Evaluators), p.UnpackSeatInfo)
		if err != nil {
			t.Fatal(err)
		}
		return info.Known && info.PolicyId == plan.Pool.PolicyID
	}
	if seatKnown() {
		t.Fatal("seat known before any job")
	}
	created, err := c.esc.CreateAndFundJob(ctx, key, plan, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !seatKnown() {
		t.Fatal("creating the job did not open its policy")
	}
	job, err := c.esc.Job(ctx, created.JobID)
	if err != nil {
		t.Fatal(err)
	}
	if len(job.Evaluators) != 1 || job.Evaluators[0] != plan.Pool.Seats.Evaluators || job.Terms.BackupEvaluator != plan.Pool.Seats.Backup {
		t.Fatalf("job evaluators %v backup %s, want the seats %+v", job.Evaluators, job.Terms.BackupEvaluator, plan.Pool.Seats)
	}
	// The policy is open: a second job sends no openPolicy.
	if rcpt, err := c.esc.OpenPoolPolicy(ctx, key, plan); err != nil || rcpt != nil {
		t.Fatalf("second open: %v %v", rcpt, err)
	}
}

// poolDocument is the test chain's seed agreement with its evaluator and backup evaluator left to the pool.
func poolDocument(t *testing.T, c *testChain) []byte {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(mustRebound(t, c)))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	parties := m["parties"].(map[string]any)
	delete(parties, "evaluator")
	delete(parties, "backup_evaluator")
	dms := m["escrow"].(map[string]any)["dead_mans_switch"].(map[string]any)
	dms["timeout_action"] = "hold_for_backup_evaluator"
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func mustRebound(t *testing.T, c *testChain) []byte {
	t.Helper()
	seed, err := os.ReadFile(filepath.Join("..", "settlement", "testdata", "agreement_research.json"))
	if err != nil {
		t.Fatal(err)
	}
	head, err := c.esc.HeadTime(c.ctx)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := Rebind(seed, 31337, c.esc.Address(), head.Add(-time.Second))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}
