package daemon_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

var burnAddress = common.HexToAddress("0x000000000000000000000000000000000000dEaD")

// createFundedBy is createFunded by another client and provider (each made by newParty).
func (w *world) createFundedBy(client, provider party, terms settlement.Terms, budget int64, evaluators []common.Address) *big.Int {
	w.t.Helper()
	c, p := w.client_, w.provider
	w.client_, w.provider = client, provider
	defer func() { w.client_, w.provider = c, p }()
	return w.createFunded(terms, budget, evaluators, 1)
}

// The daemon is the pool's canary operator: the operator hands it two canaries over the API and does
// nothing else on chain for them but create their jobs. The daemon commits both, the operator creates each
// canary job through a Random seat (a fresh client and provider each: an ordinary-looking job), binds it,
// the daemon draws the evaluator, takes its signed result, settles the job and, after a restart between
// the binding and the reveal, reveals both. The drawn evaluator scores both deliverables 95: against an
// expected PASS at 95 that is a pass; against an expected FAIL at 20 a gross miss that burns 10 % of the
// stake (1_000_000 of 10_000_000 base units) to 0x...dEaD. A canary committed after its job's appointment
// cannot be bound; an anonymous or non-operator caller is refused and stores nothing; no answer shows a salt.
func TestDaemonRunsTheCanaryOperatorRole(t *testing.T) {
	p := newPoolWorldOperatedBy(t, 0) // the daemon's key is the canary operator
	w := p.world
	ctx := context.Background()
	random := settlement.PoolPolicy{ServiceType: p.service, Mode: settlement.SelectRandom, Size: 1, Quorum: 1}
	w.send(p.operator, p.poolC, p.poolB.PackOpenPolicy(policyArg(random)))
	seat := random.Seats(p.pool).Evaluators
	entry := func(who common.Address) bindings.IEvaluatorPoolEntry {
		e, err := bind.Call(p.poolC, nil, p.poolB.PackEntry(who, p.service), p.poolB.UnpackEntry)
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	before := map[common.Address]bindings.IEvaluatorPoolEntry{}
	for _, e := range w.evals[:2] {
		before[e.addr] = entry(e.addr)
	}
	burnBefore := w.balance(burnAddress)

	logs := &logBuffer{}
	w.logTo = logs // debug level: no line may show a salt
	db := t.TempDir() + "/asa.db"
	tune := func(c *daemon.Config) { p.daemonConfig(c); c.CanaryOperator = true }
	svc := w.startDaemonWith(db, tune)
	base := "http://" + svc.Addr()

	// Refused: anonymous, and signed in as somebody else.
	reqBody := []byte(`{"deliverable":"` + settlementHash(t, []byte("x")).Hex() + `","expectedScore":9500,"expectedPassed":true}`)
	if code, resp := post(t, base+"/v1/canaries", reqBody); code != http.StatusUnauthorized {
		t.Fatalf("anonymous POST /v1/canaries = %d %v, want 401", code, resp)
	}
	other := &asaclient.Daemon{BaseURL: base}
	if err := other.SignIn(ctx, signer.FromKey(w.client_.key)); err != nil {
		t.Fatal(err)
	}
	var ae *asaclient.APIError
	if _, err := other.AddCanary(ctx, wire.CanaryRequest{Deliverable: settlementHash(t, []byte("x")).Hex(), ExpectedScore: 9500, ExpectedPassed: true}); !errors.As(err, &ae) || ae.Status != http.StatusForbidden || ae.Code != wire.CodeNotCanaryOperator {
		t.Fatalf("a client's POST /v1/canaries: %v, want 403 %s", err, wire.CodeNotCanaryOperator)
	}
	if _, err := other.Canaries(ctx, ""); !errors.As(err, &ae) || ae.Status != http.StatusForbidden {
		t.Fatalf("a client's GET /v1/canaries: %v, want 403", err)
	}
	if n, err := svc.Store().Canaries(ctx, 100); err != nil || len(n) != 0 {
		t.Fatalf("refused requests stored canaries: %v %v", n, err)
	}

	op := &asaclient.Daemon{BaseURL: base}
	if err := op.SignIn(ctx, signer.FromKey(w.relayer.key)); err != nil {
		t.Fatal(err)
	}
	contents := [][]byte{[]byte("# canary report: a sound review\n"), []byte("# canary report: a review that misses the bug\n")}
	givenSalt := common.HexToHash("0x5a175a175a175a175a175a175a175a175a175a175a175a175a175a175a175a17")
	pass, err := op.AddCanary(ctx, wire.CanaryRequest{Deliverable: settlement.ContentHash(contents[0]), ExpectedScore: 9500, ExpectedPassed: true})
	if err != nil {
		t.Fatal(err)
	}
	miss, err := op.AddCanary(ctx, wire.CanaryRequest{Deliverable: settlementHash(t, contents[1]).Hex(), ExpectedScore: 2000, ExpectedPassed: false, Salt: givenSalt.Hex()})
	if err != nil {
		t.Fatal(err)
	}
	if want := settlement.CanaryCommitment(settlementHash(t, contents[1]), 2000, false, givenSalt); miss.Commitment != want.Hex() {
		t.Fatalf("commitment %s, want %s", miss.Commitment, want.Hex())
	}
	stored, err := svc.Store().Canary(ctx, common.HexToHash(pass.Commitment))
	if err != nil || stored.Salt == (common.Hash{}) {
		t.Fatalf("the daemon drew no salt: %v", err)
	}
	salts := []string{strings.ToLower(stored.Salt.Hex()[2:]), strings.ToLower(givenSalt.Hex()[2:])}
	noSalt := func(what string, v any) {
		t.Helper()
		raw, _ := json.Marshal(v)
		for _, s := range salts {
			if bytes.Contains(bytes.ToLower(raw), []byte(s)) {
				t.Fatalf("%s shows a salt: %s", what, raw)
			}
		}
	}
	noSalt("POST /v1/canaries", []any{pass, miss})

	list := func() map[string]wire.Canary {
		t.Helper()
		cs, err := op.Canaries(ctx, "")
		if err != nil {
			t.Fatal(err)
		}
		noSalt("GET /v1/canaries", cs)
		out := map[string]wire.Canary{}
		for _, c := range cs {
			out[c.Commitment] = c
		}
		return out
	}
	waitStatus := func(status string, commitments ...string) map[string]wire.Canary {
		t.Helper()
		var got map[string]wire.Canary
		waitFor(t, 30*time.Second, "canaries "+status, func() bool {
			got = list()
			for _, c := range commitments {
				if got[c].Status != status {
					return false
				}
			}
			return true
		})
		return got
	}
	stop := w.keepMining(300 * time.Millisecond) // the draws' seed blocks
	defer stop()
	committed := waitStatus("committed", pass.Commitment, miss.Commitment)
	if len(committed) != 2 || committed[pass.Commitment].CommitBlock == 0 {
		t.Fatalf("after the commits: %+v", committed)
	}

	// The operator creates the canary jobs, each through the Random seat with a fresh client and provider.
	type canaryJob struct {
		id       *big.Int
		provider party
		content  []byte
		c        *wire.Canary
	}
	jobs := []canaryJob{{c: pass, content: contents[0]}, {c: miss, content: contents[1]}}
	for i := range jobs {
		client, provider := w.newParty(1_000_000), w.newParty(0)
		jobs[i].provider = provider
		jobs[i].id = w.createFundedBy(client, provider, seedTerms(t), 1_000_000, []common.Address{seat})
		if _, err := op.BindCanary(ctx, common.HexToHash(jobs[i].c.Commitment), seat, jobs[i].id); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := op.BindCanary(ctx, common.HexToHash(pass.Commitment), seat, jobs[1].id); !errors.As(err, &ae) || ae.Code != wire.CodeCanaryBound {
		t.Fatalf("a bound canary bound to another job: %v", err)
	}
	assignment := func(id *big.Int) bindings.IEvaluatorPoolAssignment {
		a, err := bind.Call(p.poolC, nil, p.poolB.PackAssignmentOf(seat, id), p.poolB.UnpackAssignmentOf)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	drawn := make([]party, len(jobs))
	for i, j := range jobs {
		waitFor(t, 30*time.Second, "the draw of canary job "+j.id.String(), func() bool { return assignment(j.id).AssignedAt.Sign() != 0 })
		a := assignment(j.id)
		for _, e := range w.evals[:2] {
			if len(a.Evaluators) == 1 && a.Evaluators[0] == e.addr {
				drawn[i] = e
			}
		}
		if drawn[i].key == nil {
			t.Fatalf("job %s drew %v, want one of the qualified evaluators", j.id, a.Evaluators)
		}
	}

	// A canary committed after the appointment cannot be bound to that job: the pool would refuse its reveal.
	w.warp(5)
	late, err := op.AddCanary(ctx, wire.CanaryRequest{Deliverable: settlementHash(t, []byte("late")).Hex(), ExpectedScore: 5000, ExpectedPassed: false})
	if err != nil {
		t.Fatal(err)
	}
	waitStatus("committed", late.Commitment)
	if _, err := op.BindCanary(ctx, common.HexToHash(late.Commitment), seat, jobs[0].id); !errors.As(err, &ae) || ae.Code != wire.CodeCanaryTooLate {
		t.Fatalf("binding a canary committed after the appointment: %v, want %s", err, wire.CodeCanaryTooLate)
	}

	// Restart between the binding and the reveal: everything is in the store.
	if err := svc.Stop(ctx); err != nil {
		t.Fatal(err)
	}
	for _, j := range jobs {
		w.send(j.provider, w.escC, w.esc.PackSubmit(j.id, settlementHash(t, j.content), nil))
	}
	svc = w.startDaemonWith(db, tune)
	base = "http://" + svc.Addr()
	op.BaseURL = base // the session is in the store: it survives the restart too
	for i, j := range jobs {
		body := w.resultBody(j.id, drawn[i], j.content, "95")
		for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			code, resp := post(t, base+"/v1/results", body)
			if code == http.StatusAccepted {
				break
			}
			if code != http.StatusConflict || time.Now().After(deadline) {
				t.Fatalf("POST /v1/results for canary job %s = %d %v", j.id, code, resp)
			}
		}
	}
	ids := []*big.Int{jobs[0].id, jobs[1].id}
	w.waitStatus(30*time.Second, settlement.JobVerified, ids...)
	w.warp(601)
	w.waitStatus(30*time.Second, settlement.JobCompleted, ids...)
	revealed := waitStatus("revealed", pass.Commitment, miss.Commitment)
	for _, j := range jobs {
		if a := assignment(j.id); !a.CanaryRevealed || !a.Recorded {
			t.Fatalf("job %s after the reveal: %+v", j.id, a)
		}
		if c := revealed[j.c.Commitment]; c.RevealBlock == 0 || c.JobID != j.id.String() || common.HexToAddress(c.Seat) != seat {
			t.Fatalf("revealed canary %+v", c)
		}
	}
	if c := list()[late.Commitment]; c.Status != "committed" {
		t.Fatalf("the late canary is %s, want committed (never bound)", c.Status)
	}

	// The pool's figures: one pass for the first job's evaluator, one gross miss (slashed) for the second's.
	wantPasses, wantMisses, wantEvals := map[common.Address]uint32{}, map[common.Address]uint32{}, map[common.Address]uint32{}
	wantPasses[drawn[0].addr]++
	wantMisses[drawn[1].addr]++
	wantEvals[drawn[0].addr]++
	wantEvals[drawn[1].addr]++
	slash := new(big.Int).Div(new(big.Int).Mul(before[drawn[1].addr].Stake, big.NewInt(1000)), big.NewInt(10_000))
	if slash.Int64() != 1_000_000 {
		t.Fatalf("slash %s, want 1000000 (10 %% of the 10000000 stake)", slash)
	}
	for _, e := range w.evals[:2] {
		got, was := entry(e.addr), before[e.addr]
		wantStake := new(big.Int).Set(was.Stake)
		if e.addr == drawn[1].addr {
			wantStake.Sub(wantStake, slash)
		}
		if got.CanaryPasses != was.CanaryPasses+wantPasses[e.addr] || got.CanaryMisses != was.CanaryMisses+wantMisses[e.addr] ||
			got.Evaluations != was.Evaluations+wantEvals[e.addr] || got.Stake.Cmp(wantStake) != 0 {
			t.Fatalf("evaluator %s: passes %d misses %d evaluations %d stake %s; want %d %d %d %s", e.addr, got.CanaryPasses, got.CanaryMisses,
				got.Evaluations, got.Stake, was.CanaryPasses+wantPasses[e.addr], was.CanaryMisses+wantMisses[e.addr], was.Evaluations+wantEvals[e.addr], wantStake)
		}
	}
	burned := new(big.Int).Sub(w.balance(burnAddress), burnBefore)
	if burned.Cmp(slash) != 0 {
		t.Fatalf("burned %s, want the slash %s to the unit", burned, slash)
	}
	for i, j := range jobs {
		e := entry(drawn[i].addr)
		t.Logf("canary job %s: drawn %s, revealed in block %d; entry passes %d misses %d evaluations %d stake %s", j.id, drawn[i].addr.Hex(),
			revealed[j.c.Commitment].RevealBlock, e.CanaryPasses, e.CanaryMisses, e.Evaluations, e.Stake)
	}
	t.Logf("burned to 0x...dEaD: %s", burned)
	if n := len(logs.lines("canary")); n == 0 {
		t.Fatal("the daemon logged nothing about canaries")
	}
	for _, s := range salts {
		if lines := logs.lines(s); len(lines) > 0 {
			t.Fatalf("the daemon's log shows a salt: %s", lines[0])
		}
	}
}

// A daemon told it is the canary operator of a pool that names another operator refuses to start, and says
// which address the pool names.
func TestDaemonRefusesCanaryOperatorRoleOfAnotherKey(t *testing.T) {
	p := newPoolWorld(t) // operator: dev account 8, not the daemon's key
	_, err := p.newDaemon("", func(c *daemon.Config) { p.daemonConfig(c); c.CanaryOperator = true })
	if err == nil || !strings.Contains(err.Error(), p.operator.addr.Hex()) || !strings.Contains(err.Error(), p.relayer.addr.Hex()) {
		t.Fatalf("New with a pool of another canary operator: %v", err)
	}
}

// A reorg removes the block with the daemon's canary commit: the watcher's rewind makes the canary
// uncommitted and reopens the commit intent, the transaction manager sends it again, and the daemon records
// the commit in its new, canonical block.
func TestDaemonRedoesACanaryCommitAfterAReorg(t *testing.T) {
	p := newPoolWorldOperatedBy(t, 0)
	w := p.world
	ctx := context.Background()
	svc := w.startDaemonWith("", func(c *daemon.Config) { p.daemonConfig(c); c.CanaryOperator = true })
	op := &asaclient.Daemon{BaseURL: "http://" + svc.Addr()}
	if err := op.SignIn(ctx, signer.FromKey(w.relayer.key)); err != nil {
		t.Fatal(err)
	}
	added, err := op.AddCanary(ctx, wire.CanaryRequest{Deliverable: settlementHash(t, []byte("reorged canary")).Hex(), ExpectedScore: 8000, ExpectedPassed: true})
	if err != nil {
		t.Fatal(err)
	}
	commitment := common.HexToHash(added.Commitment)
	commitData := p.poolB.PackCommitCanaries([][32]byte{commitment})
	holdsCommit := func(n uint64) bool {
		b, err := w.client.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.Fatal(err)
		}
		for _, tx := range b.Transactions() {
			if tx.To() != nil && *tx.To() == p.pool && bytes.Equal(tx.Data(), commitData) {
				return true
			}
		}
		return false
	}
	committedIn := func() uint64 {
		c, err := svc.Store().Canary(ctx, commitment)
		if err != nil {
			t.Fatal(err)
		}
		if c.Status != "committed" {
			return 0
		}
		return c.CommitBlock
	}
	var first uint64
	waitFor(t, 30*time.Second, "the first commit", func() bool { first = committedIn(); return first != 0 })
	if !holdsCommit(first) {
		t.Fatalf("block %d holds no commit of %s", first, commitment.Hex())
	}
	head, err := w.client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.node.Reorg(ctx, int(head-first+1)); err != nil {
		t.Fatal(err)
	}
	if holdsCommit(first) {
		t.Fatalf("block %d still holds the commit after the reorg", first)
	}
	stop := w.keepMining(300 * time.Millisecond)
	defer stop()
	var again uint64
	waitFor(t, 30*time.Second, "the commit redone after the reorg", func() bool {
		again = committedIn()
		return again != 0 && again != first
	})
	if !holdsCommit(again) {
		t.Fatalf("the canary is recorded as committed in block %d, which holds no commit", again)
	}
	t.Logf("commit in block %d, removed by a reorg of depth %d, redone in block %d", first, head-first+1, again)
}
