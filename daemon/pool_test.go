package daemon_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// poolWorld is a world with an evaluator pool whose evaluators w.evals[0..1] qualified through probation.
type poolWorld struct {
	*world
	pool     common.Address
	poolB    *bindings.EvaluatorPool
	poolC    *bind.BoundContract
	operator party
	service  common.Hash
	// canaries are the probation jobs of newPoolWorld, with the evaluator each was appointed.
	canaries []poolCanary
}

// poolCanary is a probation job and the evaluator the operator appointed for it.
type poolCanary struct {
	id   *big.Int
	seat common.Address
	who  common.Address
}

func newPoolWorld(t *testing.T) *poolWorld { return newPoolWorldOperatedBy(t, 8) }

// newPoolWorldOperatedBy is newPoolWorld whose canary operator is dev account `operator` (0: the daemon's key).
func newPoolWorldOperatedBy(t *testing.T, operator int) *poolWorld {
	w := newWorld(t, anvil.Options{})
	// Its daemons sign reputation answers (GET /v1/reputation carries the pool figures beside them).
	attest, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	w.attest = attest
	ctx := context.Background()
	p := &poolWorld{world: w, poolB: bindings.NewEvaluatorPool(), operator: devParty(t, operator), service: settlement.ServiceTypeHash("code-review")}
	cfg := escrow.DevPoolConfig(p.operator.addr)
	addr, _, err := escrow.DeployPool(ctx, w.client, w.opts(devParty(t, 9)), w.dep.Escrow, cfg)
	if err != nil {
		t.Fatal(err)
	}
	p.pool, p.poolC = addr, p.poolB.Instance(w.client, addr)
	// The canary jobs' client is the operator; the evaluators need their stakes.
	for _, who := range []party{p.operator, w.evals[0], w.evals[1]} {
		if err := escrow.MintDevToken(ctx, w.client, w.opts(devParty(t, 9)), w.dep.Token, big.NewInt(1_000_000_000), who.addr); err != nil {
			t.Fatal(err)
		}
	}
	probation := settlement.PoolPolicy{ServiceType: p.service, Mode: settlement.SelectProbation, Size: 1, Quorum: 1}
	w.send(p.operator, p.poolC, p.poolB.PackOpenPolicy(policyArg(probation)))
	seat := probation.Seats(p.pool).Evaluators
	for _, who := range w.evals[:2] {
		w.send(who, w.tokC, w.tok.PackApprove(p.pool, cfg.MinStake))
		w.send(who, p.poolC, p.poolB.PackRegister(p.service, cfg.MinStake))
		for n := 0; n < 2; n++ {
			p.probationCanary(seat, who, n)
		}
		e, err := bind.Call(p.poolC, nil, p.poolB.PackEntry(who.addr, p.service), p.poolB.UnpackEntry)
		if err != nil {
			t.Fatal(err)
		}
		if e.Status != 2 || e.Evaluations != 2 {
			t.Fatalf("after probation %s: %+v, want qualified with 2 evaluations", who.addr, e)
		}
	}
	return p
}

func policyArg(p settlement.PoolPolicy) bindings.IEvaluatorPoolPolicy {
	return bindings.IEvaluatorPoolPolicy{ServiceType: p.ServiceType, Mode: uint8(p.Mode), Size: p.Size, Quorum: p.Quorum,
		Rounds: p.Rounds, Rotation: p.Rotation, FailureAction: uint8(p.FailureAction), CanaryEvery: p.CanaryEvery}
}

// probationCanary is one canary-only probation job for who (the on-chain steps of contracts/pool_test.go):
// committed answer, appointment by the operator, delivery, the evaluator's score, settlement, reveal.
func (p *poolWorld) probationCanary(seat common.Address, who party, n int) {
	w := p.world
	w.t.Helper()
	content := []byte("canary " + who.addr.Hex() + string(rune('a'+n)))
	deliverable := sha256.Sum256(content)
	salt := crypto.Keccak256Hash(content, []byte("salt"))
	word := func(v uint64) []byte { return common.LeftPadBytes(new(big.Int).SetUint64(v).Bytes(), 32) }
	commitment := crypto.Keccak256Hash(deliverable[:], word(9500), word(1), salt[:])
	w.send(p.operator, p.poolC, p.poolB.PackCommitCanaries([][32]byte{commitment}))
	id := w.createFunded(seedTerms(w.t), 10_000, []common.Address{seat}, 1)
	w.send(p.operator, p.poolC, p.poolB.PackAppointProbation(seat, id, []common.Address{who.addr}))
	w.send(w.provider, w.escC, w.esc.PackSubmit(id, deliverable, nil))
	if err := w.relayDirect(w.t, who, id, 9400, w.relayer); err != nil {
		w.t.Fatal(err)
	}
	w.warp(601)
	w.send(w.relayer, w.escC, w.esc.PackFinalize(id))
	w.send(p.operator, p.poolC, p.poolB.PackRevealCanary(seat, id, 9500, true, salt))
	p.canaries = append(p.canaries, poolCanary{id: id, seat: seat, who: who.addr})
}

func (p *poolWorld) daemonConfig(c *daemon.Config) { c.EvaluatorPool = p.pool.Hex() }

// The daemon alone draws a job's evaluator from the pool (a Random seat is the job's sole evaluator), takes the
// drawn evaluator's signed result, settles the job and records it in the pool; a restart between the draw
// request and the draw loses nothing.
func TestDaemonDrawsEvaluatorsFromThePool(t *testing.T) {
	p := newPoolWorld(t)
	w := p.world
	random := settlement.PoolPolicy{ServiceType: p.service, Mode: settlement.SelectRandom, Size: 1, Quorum: 1}
	w.send(p.operator, p.poolC, p.poolB.PackOpenPolicy(policyArg(random)))
	seat := random.Seats(p.pool).Evaluators

	db := t.TempDir() + "/asa.db"
	svc, err := w.newDaemon(db, p.daemonConfig)
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	id := w.createFunded(seedTerms(t), 1_000_000, []common.Address{seat}, 1)
	assignment := func() bindings.IEvaluatorPoolAssignment {
		a, err := bind.Call(p.poolC, nil, p.poolB.PackAssignmentOf(seat, id), p.poolB.UnpackAssignmentOf)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	// The daemon requests the draw by itself; it is stopped before the draw (no block is mined meanwhile).
	deadline := time.Now().Add(20 * time.Second)
	for assignment().RequestBlock == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the daemon did not request the draw")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err := svc.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	if a := assignment(); a.AssignedAt.Sign() != 0 {
		t.Fatalf("drawn before the seed block: %+v", a)
	}
	stop := w.keepMining(300 * time.Millisecond) // the seed block and the ones after it
	defer stop()
	svc = w.startDaemonWith(db, p.daemonConfig)
	deadline = time.Now().Add(30 * time.Second)
	for assignment().AssignedAt.Sign() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the restarted daemon did not draw")
		}
		time.Sleep(100 * time.Millisecond)
	}
	a := assignment()
	if len(a.Evaluators) != 1 || !slices.Contains([]common.Address{w.evals[0].addr, w.evals[1].addr}, a.Evaluators[0]) {
		t.Fatalf("drawn %v, want one of the qualified evaluators", a.Evaluators)
	}
	drawn := w.evals[0]
	if a.Evaluators[0] == w.evals[1].addr {
		drawn = w.evals[1]
	}
	onChain, err := bind.Call(w.escC, nil, w.esc.PackEvaluatorsOf(id), w.esc.UnpackEvaluatorsOf)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(onChain, a.Evaluators) {
		t.Fatalf("escrow's evaluators %v, pool's %v", onChain, a.Evaluators)
	}
	// The store's view follows: the job's evaluators are the drawn ones.
	deadline = time.Now().Add(20 * time.Second)
	for {
		var view struct {
			Evaluators []string `json:"evaluators"`
		}
		code, raw := getJSON(t, "http://"+svc.Addr()+"/v1/jobs/"+id.String())
		if code == http.StatusOK && json.Unmarshal(raw, &view) == nil &&
			len(view.Evaluators) == 1 && common.HexToAddress(view.Evaluators[0]) == drawn.addr {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the daemon's job view never showed the drawn evaluator %s", drawn.addr)
		}
		time.Sleep(100 * time.Millisecond)
	}
	base := "http://" + svc.Addr()
	// Who was drawn and how: the job view says what the chain's Assigned event says (a random draw has a
	// seed); a probation canary job shows the operator's pick, seed zero.
	draw := p.checkDraw(t, base, id, seat, "random")
	if draw.Seed == (common.Hash{}) || draw.Evaluators[0] != drawn.addr || draw.RecordedBlock != 0 {
		t.Fatalf("random draw %+v: want a seed, the drawn evaluator %s, not recorded yet", draw, drawn.addr)
	}
	canary := p.canaries[0]
	canaryDraw := p.checkDraw(t, base, canary.id, canary.seat, "probation")
	if canaryDraw.Seed != (common.Hash{}) || canaryDraw.Evaluators[0] != canary.who || canaryDraw.RecordedBlock == 0 {
		t.Fatalf("probation draw %+v: want seed zero, evaluator %s, recorded", canaryDraw, canary.who)
	}
	// The job page shows the same, in a browser.
	if pages, ok := pageJudges(t, base, id, canary.id); ok {
		checkPageDraw(t, pages[0], draw)
		checkPageDraw(t, pages[1], canaryDraw)
	}
	// The drawn evaluator's pool figures, named and by its registrations, equal the pool's entry at the
	// answer's block: qualified, 2 probation evaluations, this job open.
	ans, _ := getReputation(t, base, drawn.addr, "?service_type=code-review")
	if f := p.checkFigures(t, ans, drawn.addr, "code-review"); f.Evaluations != 2 || f.OpenJobs != 1 {
		t.Fatalf("drawn evaluator's figures %+v, want 2 evaluations and 1 open job", f)
	}
	ans, _ = getReputation(t, base, drawn.addr, "")
	p.checkFigures(t, ans, drawn.addr, "")
	// The Go client carries the same pool part beside the signed answer, for named service types too.
	api := &asaclient.Daemon{BaseURL: base}
	for _, types := range [][]string{nil, {"code-review"}, {"code-review", "translation"}} {
		got, err := api.Reputation(t.Context(), drawn.addr, types...)
		if err != nil {
			t.Fatal(err)
		}
		query := ""
		if types != nil {
			query = "?service_type=" + strings.Join(types, ",")
		}
		raw, _ := getReputation(t, base, drawn.addr, query)
		if got.Answer == nil || got.Subject != drawn.addr || got.Pool == nil || got.Pool.Pool != p.pool || got.Pool.Block != got.Block.Number ||
			!reflect.DeepEqual(got.Pool.Entries, raw.Pool.Entries) || len(got.Pool.Entries) != max(1, len(types)) {
			t.Fatalf("the Go client's answer for service types %v: %+v, pool %+v; want the HTTP answer's entries %+v", types, got.Answer, got.Pool, raw.Pool.Entries)
		}
	}
	// A service type it never registered for: status None, every rule a shortfall.
	if ans, _ = getReputation(t, base, drawn.addr, "?service_type=translation"); len(ans.Pool.Entries) != 1 ||
		ans.Pool.Entries[0].Status != "None" || ans.Pool.Entries[0].Stake != "0" || len(ans.Pool.Entries[0].Shortfalls) == 0 {
		t.Fatalf("unregistered service type: %+v", ans.Pool)
	}
	// Someone who never registered: no entry read.
	if ans, _ = getReputation(t, base, w.provider.addr, ""); ans.Pool == nil || len(ans.Pool.Entries) != 0 {
		t.Fatalf("provider's pool part %+v, want present and empty", ans.Pool)
	}
	checkBadServiceTypes(t, base, drawn.addr)

	before := map[common.Address]*big.Int{w.provider.addr: w.balance(w.provider.addr), w.client_.addr: w.balance(w.client_.addr)}
	content := w.deliver(id)
	body := w.resultBody(id, drawn, content, "95")
	for deadline = time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		code, resp := post(t, "http://"+svc.Addr()+"/v1/results", body)
		if code == http.StatusAccepted {
			break
		}
		if code != http.StatusConflict || time.Now().After(deadline) { // 409 while the view trails the submission
			t.Fatalf("POST /v1/results by the drawn evaluator = %d %v", code, resp)
		}
	}
	w.settleAtFullRelease(t, id, 1_000_000, before)
	deadline = time.Now().Add(30 * time.Second)
	for !assignment().Recorded {
		if time.Now().After(deadline) {
			t.Fatal("the daemon did not record the job in the pool")
		}
		time.Sleep(100 * time.Millisecond)
	}
	e, err := bind.Call(p.poolC, nil, p.poolB.PackEntry(drawn.addr, p.service), p.poolB.UnpackEntry)
	if err != nil {
		t.Fatal(err)
	}
	if e.Evaluations != 3 {
		t.Fatalf("drawn evaluator's evaluations %d, want 3 (2 probation + this job)", e.Evaluations)
	}
	// Once the daemon has seen the record: the job view names its block, the figures count the job.
	for deadline = time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if v, _ := jobView(t, base, id); len(v.PoolDraws) == 1 && v.PoolDraws[0].RecordedBlock != 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the job view never showed the pool's record")
		}
	}
	ans, _ = getReputation(t, base, drawn.addr, "?service_type=code-review")
	if f := p.checkFigures(t, ans, drawn.addr, "code-review"); f.Evaluations != 3 || f.OpenJobs != 0 {
		t.Fatalf("figures after the record %+v, want 3 evaluations, no open job", f)
	}

	// A daemon of a deployment without a pool: no "pool" field, no pool draws.
	if err := svc.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	plain := w.startDaemonWith(t.TempDir()+"/plain.db", nil)
	plainBase := "http://" + plain.Addr()
	if _, keys := getReputation(t, plainBase, drawn.addr, "?service_type=code-review"); keys["pool"] != nil {
		t.Fatalf("a daemon without a pool answered a pool field: %s", keys["pool"])
	}
	for deadline = time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		code, _ := getJSON(t, plainBase+"/v1/jobs/"+id.String())
		if code == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the daemon without a pool never indexed the job")
		}
	}
	if _, keys := jobView(t, plainBase, id); keys["poolDraws"] != nil {
		t.Fatalf("a daemon without a pool shows pool draws: %s", keys["poolDraws"])
	}
	if pages, ok := pageJudges(t, plainBase, id); ok {
		if pg := pages[0]; pg.Title != "Evaluators named by the agreement" || len(pg.Rows) != 1 || pg.Rows[0].Role != "evaluators" || pg.Rows[0].Cells[1] != "named by the agreement" {
			t.Fatalf("job page of a daemon without a pool: %+v", pg)
		}
	}
}

// The white paper's default for a silent evaluator, hold_for_backup_evaluator with the replacement picked
// from the qualified pool, run by the daemon alone: it draws the job's evaluator through the Evaluators seat;
// that evaluator stays silent past the evaluation deadline; the daemon's finalize activates the backup and
// its assigner draws the backup through the Backup seat (not the silent one, whose silence the pool notes);
// the backup's signed result settles the job, and the daemon records the backup's evaluation. The job view
// shows both draws with their Assigned events.
func TestDaemonDrawsTheBackupFromThePool(t *testing.T) {
	p := newPoolWorld(t)
	w := p.world
	dj := p.startDrawnJob(t, func(terms *settlement.Terms, seats settlement.PoolSeats) {
		terms.SilenceAction, terms.BackupEvaluator, terms.BackupTimeout, terms.FallbackAction =
			settlement.ActionHoldForBackupEvaluator, seats.Backup, 3600, settlement.ActionSplit5050
	}, nil)
	svc, base, seats, terms, id, assignment := dj.svc, dj.base, dj.seats, dj.terms, dj.id, dj.assignment
	silent := assignment(seats.Evaluators).Evaluators[0]
	content := w.deliver(id)
	waitFor(t, 10*time.Second, "the daemon to see the submission", func() bool {
		j, err := svc.Store().Job(t.Context(), id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	// Nobody draws the backup while the evaluator may still score.
	if a := assignment(seats.Backup); a.RequestBlock != 0 {
		t.Fatalf("backup draw requested before the evaluators' deadline: %+v", a)
	}

	w.warp(uint64(terms.EvaluateTimeout) + 1)
	waitFor(t, 30*time.Second, "the daemon to activate the backup and draw it from the pool", func() bool {
		return assignment(seats.Backup).AssignedAt.Sign() != 0
	})
	drawnBackup := assignment(seats.Backup).Evaluators
	if len(drawnBackup) != 1 || drawnBackup[0] == silent || !slices.Contains([]common.Address{w.evals[0].addr, w.evals[1].addr}, drawnBackup[0]) {
		t.Fatalf("backup drawn %v, want the qualified evaluator other than the silent %s", drawnBackup, silent)
	}
	// The escrow took the appointment: the job's evaluator is the drawn backup, with a fresh deadline.
	if j := w.job(id); j.Evaluator != drawnBackup[0] || j.Deadline.Uint64() <= assignment(seats.Backup).AssignedAt.Uint64() {
		t.Fatalf("job after the backup's appointment %+v, want evaluator %s and a deadline after the appointment", j, drawnBackup[0])
	}
	backup := w.evals[0]
	if drawnBackup[0] == w.evals[1].addr {
		backup = w.evals[1]
	}
	if e, err := bind.Call(p.poolC, nil, p.poolB.PackEntry(silent, p.service), p.poolB.UnpackEntry); err != nil || e.Silences != 1 || e.OpenJobs != 0 {
		t.Fatalf("silent evaluator's entry %+v (%v), want one silence and no open job", e, err)
	}

	before := map[common.Address]*big.Int{w.provider.addr: w.balance(w.provider.addr), w.client_.addr: w.balance(w.client_.addr)}
	// A fresh wallet's result for the pool-judged job is refused outright (the chain does not name it either).
	strangerKey, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	stranger := party{key: strangerKey, addr: crypto.PubkeyToAddress(strangerKey.PublicKey)}
	if code, resp := post(t, base+"/v1/results", w.resultBody(id, stranger, content, "99")); code != http.StatusForbidden || !strings.Contains(fmt.Sprint(resp), "not_an_evaluator") {
		t.Fatalf("a fresh wallet's result for the pool-judged job = %d %v, want 403 not_an_evaluator", code, resp)
	}
	// Posted as soon as the chain shows the appointment: while the daemon's view trails it the drawn backup is
	// told to retry (503), never refused (403 not_an_evaluator is final for an evaluator).
	body := w.resultBody(id, backup, content, "95")
	t.Logf("the drawn backup's answers: %v", postResultUntilAccepted(t, base, body, "the drawn backup"))
	w.settleAtFullRelease(t, id, 1_000_000, before)
	waitFor(t, 30*time.Second, "the daemon to record the backup's evaluation", func() bool { return assignment(seats.Backup).Recorded })
	if e, err := bind.Call(p.poolC, nil, p.poolB.PackEntry(backup.addr, p.service), p.poolB.UnpackEntry); err != nil || e.Evaluations != 3 || e.OpenJobs != 0 {
		t.Fatalf("backup's entry %+v (%v), want 3 evaluations (2 probation + this job), none open", e, err)
	}

	// The job view: both draws, each with its Assigned event, the backup's recorded.
	evEvaluators, blockEvaluators := p.assignedEvent(t, seats.Evaluators, id)
	evBackup, blockBackup := p.assignedEvent(t, seats.Backup, id)
	waitFor(t, 20*time.Second, "the job view to show both draws, the backup recorded", func() bool {
		v, _ := jobView(t, base, id)
		if len(v.PoolDraws) != 2 {
			return false
		}
		byRole := map[string]wire.PoolDrawView{}
		for _, d := range v.PoolDraws {
			byRole[d.Role] = d
		}
		e, b := byRole["evaluators"], byRole["backup_evaluator"]
		return e.Seat == seats.Evaluators && e.Drawn && slices.Equal(e.Evaluators, evEvaluators.Evaluators) && e.Block == blockEvaluators &&
			e.Seed == common.Hash(evEvaluators.Seed) && e.Mode == "random" &&
			b.Seat == seats.Backup && b.Drawn && slices.Equal(b.Evaluators, evBackup.Evaluators) && b.Block == blockBackup &&
			b.Seed == common.Hash(evBackup.Seed) && b.Seed != (common.Hash{}) && b.RecordedBlock != 0
	})
}

// The white paper's dispute default (dispute.threshold: 60, no resolver named) with the resolver drawn from
// the qualified pool, run by the daemon: the job's evaluator is drawn through the Evaluators seat and scores
// 40, below the threshold, so the escrow files the dispute; the daemon draws the resolver through the Resolver
// seat (not the job's evaluator); the Go client (asa job resolve) refuses every key but the drawn resolver's,
// sending nothing, and sends the drawn resolver's decision through the pool, which settles the job at 50 %
// and slashes the overturned evaluator's stake to the provider it harmed. The job view shows the resolver draw.
func TestDaemonDrawsTheResolverFromThePool(t *testing.T) {
	p := newPoolWorld(t)
	w := p.world
	ctx := t.Context()
	dj := p.startDrawnJob(t, func(terms *settlement.Terms, seats settlement.PoolSeats) {
		terms.Resolver, terms.DisputeTimeout, terms.DisputeThreshold, terms.DisputeDefault = seats.Resolver, 5000, 6000, settlement.ActionPolicyOutcome
	}, nil)
	base, seats, terms, id, assignment := dj.base, dj.seats, dj.terms, dj.id, dj.assignment
	judge, other := w.evals[0], w.evals[1]
	if assignment(seats.Evaluators).Evaluators[0] == other.addr {
		judge, other = other, judge
	}
	content := w.deliver(id)
	body := w.resultBody(id, judge, content, "40")
	postResultUntilAccepted(t, base, body, "the drawn evaluator")
	// Verified at 40, below the threshold: the dispute is filed when the challenge window closes (the daemon's
	// finalize), and only then may the resolver seat draw.
	w.waitStatus(30*time.Second, settlement.JobVerified, id)
	if a := assignment(seats.Resolver); a.RequestBlock != 0 {
		t.Fatalf("resolver draw requested before the dispute: %+v", a)
	}
	w.warp(uint64(terms.ChallengeWindow) + 1)
	w.waitStatus(30*time.Second, settlement.JobDisputed, id)
	waitFor(t, 30*time.Second, "the daemon to draw the resolver from the pool", func() bool { return assignment(seats.Resolver).AssignedAt.Sign() != 0 })
	if r := assignment(seats.Resolver).Evaluators; len(r) != 1 || r[0] != other.addr {
		t.Fatalf("resolver drawn %v, want %s, the qualified evaluator that did not judge the job", r, other.addr)
	}

	esc, err := asaclient.Open(ctx, w.client, w.dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	decision := asaclient.Resolution{ProviderBps: 5000, Reason: asaclient.ReasonHash("the report covers half the brief")}
	head, err := w.client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, who := range []party{judge, w.client_, w.provider} {
		if _, err := esc.Resolve(ctx, signer.FromKey(who.key), id, decision); !errors.Is(err, asaclient.ErrWrongRole) || !strings.Contains(err.Error(), other.addr.Hex()) {
			t.Fatalf("resolve by %s: %v, want a wrong-role refusal naming the drawn resolver %s", who.addr, err, other.addr)
		}
	}
	nonce, err := w.client.NonceAt(ctx, judge.addr, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sent, _ := w.client.NonceAt(ctx, judge.addr, new(big.Int).SetUint64(head)); sent != nonce {
		t.Fatalf("a refused resolve sent a transaction (nonce %d -> %d)", sent, nonce)
	}

	stakeBefore, err := bind.Call(p.poolC, nil, p.poolB.PackEntry(judge.addr, p.service), p.poolB.UnpackEntry)
	if err != nil {
		t.Fatal(err)
	}
	before := map[common.Address]*big.Int{w.provider.addr: w.balance(w.provider.addr), w.client_.addr: w.balance(w.client_.addr)}
	rcpt, err := esc.Resolve(ctx, signer.FromKey(other.key), id, decision)
	if err != nil {
		t.Fatal(err)
	}
	resolved := false
	for _, l := range rcpt.Logs {
		if e, err := p.poolB.UnpackResolvedThroughPoolEvent(l); err == nil && l.Address == p.pool && e.Resolver == other.addr && e.ProviderBps == 5000 && e.PolicyBps == 0 {
			resolved = true
		}
	}
	if !resolved {
		t.Fatal("the drawn resolver's decision has no ResolvedThroughPool (resolver, 5000 against the policy's 0) from the pool")
	}
	if st := settlement.JobStatus(w.job(id).Status); st != settlement.JobCompleted {
		t.Fatalf("job %s after the decision: %s, want Completed", id, st)
	}
	after, err := bind.Call(p.poolC, nil, p.poolB.PackEntry(judge.addr, p.service), p.poolB.UnpackEntry)
	if err != nil {
		t.Fatal(err)
	}
	slashed := new(big.Int).Sub(stakeBefore.Stake, after.Stake)
	if slashed.Sign() <= 0 {
		t.Fatalf("the overturned evaluator kept its stake %s (score 40 pays 0 %%, the resolver 50 %%)", after.Stake)
	}
	if got, want := new(big.Int).Sub(w.balance(w.provider.addr), before[w.provider.addr]), new(big.Int).Add(big.NewInt(500_000), slashed); got.Cmp(want) != 0 {
		t.Fatalf("provider received %s, want half the budget plus the slash %s = %s", got, slashed, want)
	}
	if got := new(big.Int).Sub(w.balance(w.client_.addr), before[w.client_.addr]); got.Cmp(big.NewInt(500_000)) != 0 {
		t.Fatalf("client received %s, want the other half 500000", got)
	}
	evResolver, blockResolver := p.assignedEvent(t, seats.Resolver, id)
	waitFor(t, 20*time.Second, "the job view to show the resolver draw", func() bool {
		v, _ := jobView(t, base, id)
		for _, d := range v.PoolDraws {
			if d.Role == "resolver" && d.Seat == seats.Resolver && d.Drawn && slices.Equal(d.Evaluators, evResolver.Evaluators) &&
				d.Block == blockResolver && d.Seed == common.Hash(evResolver.Seed) {
				return true
			}
		}
		return false
	})
}

// What a fresh wallet can make the intake do for a pool-judged job: while the daemon's view names a pool seat
// among the job's judges (here its backup evaluator, for the job's whole life), each result from a signer it
// does not show costs one chain read (evaluatorsOf, to tell a trailing view from a stranger), spent from the
// client's contractChecks quota; past it the answer is 429, not a read. A job with a named evaluator costs no
// read at all (a stranger is refused from the view alone, also past the quota), and the drawn evaluator, whom
// the view shows, is still taken.
func TestPoolJudgedIntakeReadsAreBounded(t *testing.T) {
	p := newPoolWorld(t)
	w := p.world
	const reads = 3
	dj := p.startDrawnJob(t, func(terms *settlement.Terms, seats settlement.PoolSeats) {
		terms.SilenceAction, terms.BackupEvaluator, terms.BackupTimeout, terms.FallbackAction =
			settlement.ActionHoldForBackupEvaluator, seats.Backup, 3600, settlement.ActionSplit5050
	}, func(c *daemon.Config) {
		c.Quotas.ContractChecks = quota.Limit{Count: reads, Per: time.Hour}
	})
	drawn := dj.assignment(dj.seats.Evaluators).Evaluators[0]
	judge := w.evals[0]
	if drawn == w.evals[1].addr {
		judge = w.evals[1]
	}
	named := w.createFunded(seedTerms(t), 1_000_000, []common.Address{w.evals[2].addr}, 1)
	poolContent, namedContent := w.deliver(dj.id), w.deliver(named)
	waitFor(t, 20*time.Second, "the daemon's view to show both deliveries and the draw", func() bool {
		a, errA := dj.svc.Store().Job(t.Context(), dj.id.Uint64())
		b, errB := dj.svc.Store().Job(t.Context(), named.Uint64())
		return errA == nil && errB == nil && a.Status == settlement.JobSubmitted && b.Status == settlement.JobSubmitted &&
			slices.Equal(a.Evaluators, []common.Address{drawn})
	})
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	stranger := party{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
	for i := range reads {
		if code, resp := post(t, dj.base+"/v1/results", w.resultBody(dj.id, stranger, poolContent, "99")); code != http.StatusForbidden {
			t.Fatalf("fresh wallet's result %d for the pool-judged job = %d %v, want 403", i+1, code, resp)
		}
	}
	resp, err := http.Post(dj.base+"/v1/results", "application/json", bytes.NewReader(w.resultBody(dj.id, stranger, poolContent, "98")))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" || !strings.Contains(string(body), quota.ContractChecks) {
		t.Fatalf("fresh wallet's result past %d reads = %d (Retry-After %q) %s, want 429 naming %s", reads, resp.StatusCode, resp.Header.Get("Retry-After"), body, quota.ContractChecks)
	}
	if code, resp := post(t, dj.base+"/v1/results", w.resultBody(named, stranger, namedContent, "99")); code != http.StatusForbidden {
		t.Fatalf("fresh wallet's result for the named-evaluator job past the quota = %d %v, want 403 (no chain read)", code, resp)
	}
	if code, resp := post(t, dj.base+"/v1/results", w.resultBody(dj.id, judge, poolContent, "95")); code != http.StatusAccepted {
		t.Fatalf("the drawn evaluator's result past the quota = %d %v, want 202 (the view shows it)", code, resp)
	}
}

// drawnJob is a funded job whose sole evaluator is a Random seat (size 1) of the pool, run by a daemon that
// has drawn its evaluator already; blocks are mined meanwhile (the draws' seed blocks).
type drawnJob struct {
	p     *poolWorld
	svc   *daemon.Service
	base  string
	seats settlement.PoolSeats
	terms settlement.Terms
	id    *big.Int
}

// startDrawnJob opens the Random policy, starts the daemon (its config tuned by `tune` when set), creates and
// funds the job under seedTerms as edited by `edit` (given the policy's seats) and waits for the daemon's draw
// of its evaluator.
func (p *poolWorld) startDrawnJob(t *testing.T, edit func(*settlement.Terms, settlement.PoolSeats), tune func(*daemon.Config)) *drawnJob {
	t.Helper()
	w := p.world
	random := settlement.PoolPolicy{ServiceType: p.service, Mode: settlement.SelectRandom, Size: 1, Quorum: 1}
	w.send(p.operator, p.poolC, p.poolB.PackOpenPolicy(policyArg(random)))
	dj := &drawnJob{p: p, seats: random.Seats(p.pool), terms: seedTerms(t)}
	edit(&dj.terms, dj.seats)
	dj.svc = w.startDaemonWith("", func(c *daemon.Config) {
		p.daemonConfig(c)
		if tune != nil {
			tune(c)
		}
	})
	dj.base = "http://" + dj.svc.Addr()
	t.Cleanup(w.keepMining(300 * time.Millisecond))
	dj.id = w.createFunded(dj.terms, 1_000_000, []common.Address{dj.seats.Evaluators}, 1)
	waitFor(t, 30*time.Second, "the daemon to draw the job's evaluator", func() bool { return dj.assignment(dj.seats.Evaluators).AssignedAt.Sign() != 0 })
	return dj
}

// assignment is the pool's assignment of seat for the job.
func (dj *drawnJob) assignment(seat common.Address) bindings.IEvaluatorPoolAssignment {
	dj.p.t.Helper()
	a, err := bind.Call(dj.p.poolC, nil, dj.p.poolB.PackAssignmentOf(seat, dj.id), dj.p.poolB.UnpackAssignmentOf)
	if err != nil {
		dj.p.t.Fatal(err)
	}
	return a
}

// postResultUntilAccepted posts a signed result until the daemon takes it (202), retrying while it says the
// view trails the chain (503) or the submission (409), and returns the answers; any other answer fails.
func postResultUntilAccepted(t *testing.T, base string, body []byte, who string) []int {
	t.Helper()
	var answers []int
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		code, resp := post(t, base+"/v1/results", body)
		answers = append(answers, code)
		if code == http.StatusAccepted {
			return answers
		}
		if (code != http.StatusServiceUnavailable && code != http.StatusConflict) || time.Now().After(deadline) {
			t.Fatalf("POST /v1/results by %s = %d %v (answers so far %v)", who, code, resp, answers)
		}
	}
}

// settleAtFullRelease waits for a job scored 95 to verify, closes its challenge window (the daemon finalizes)
// and checks the payout: 95 is in seedTerms' first tier, so the provider gets the whole budget and the client
// nothing back. before holds both parties' balances from before the result.
func (w *world) settleAtFullRelease(t *testing.T, id *big.Int, budget int64, before map[common.Address]*big.Int) {
	t.Helper()
	w.waitStatus(30*time.Second, settlement.JobVerified, id)
	w.warp(601)
	w.waitStatus(30*time.Second, settlement.JobCompleted, id)
	if got := new(big.Int).Sub(w.balance(w.provider.addr), before[w.provider.addr]); got.Cmp(big.NewInt(budget)) != 0 {
		t.Fatalf("provider received %s, want the whole budget %d (score 95, first tier)", got, budget)
	}
	if got := w.balance(w.client_.addr); got.Cmp(before[w.client_.addr]) != 0 {
		t.Fatalf("client balance moved from %s to %s", before[w.client_.addr], got)
	}
}
