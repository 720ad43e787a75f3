package daemon_test

// The replica campaign (issue #14): three `asa daemon` processes share one PostgreSQL database under
// concurrent evaluators, while the replica that sends for the daemon key is killed (SIGKILL) or paused
// (SIGSTOP, woken later with SIGCONT) again and again, and PostgreSQL itself is crashed (immediate
// shutdown) and restarted once. The short form runs in `make test` (TestReplicaFailover); the long form
// is scenario 8 of `make reliability` and writes its figures to bench/reliability.md.

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/internal/pgtest"
	"github.com/asa-escrow/asa/settlement"
)

// replicaParams size the campaign.
type replicaParams struct {
	evaluators, jobsPerEvaluator int
	events                       int           // leader kills and pauses, alternating
	spacing                      time.Duration // between two events
	leaseTTL                     time.Duration
	restartPostgres              bool
}

func replicaCampaign(long bool) replicaParams {
	if long {
		return replicaParams{evaluators: 200, jobsPerEvaluator: 3, events: 12, spacing: 9 * time.Second, leaseTTL: 3 * time.Second, restartPostgres: true}
	}
	return replicaParams{evaluators: 16, jobsPerEvaluator: 2, events: 2, spacing: 5 * time.Second, leaseTTL: 2 * time.Second, restartPostgres: true}
}

// TestReplicaFailover is the campaign's short form (make test). make reliability runs the long form as
// scenario 8 of TestReliability instead.
func TestReplicaFailover(t *testing.T) {
	if testing.Short() {
		t.Skip("runs PostgreSQL, anvil and three daemon processes for a minute")
	}
	if os.Getenv("ASA_RELIABILITY") != "" {
		t.Skip("TestReliability runs the campaign (scenario 8)")
	}
	if !pgtest.Installed() {
		t.Skip(pgtest.ErrNotInstalled.Error())
	}
	f := &relFigures{}
	relReplicas(t, relParams{}, f)
	for _, r := range f.sec.rows {
		t.Logf("%s: %s", r[0], r[1])
	}
}

// leaseRecord is one term of a lease as the monitor saw it.
type leaseRecord struct {
	lease, holder string
	token         int64
	acquired      time.Time // database clock
}

// leaseMonitor polls the leases table and keeps every term it saw.
type leaseMonitor struct {
	db *sql.DB
	mu sync.Mutex
	// terms by lease, in token order.
	terms map[string][]leaseRecord
	live  map[string]leaseRecord // the latest live term of each lease
}

func (m *leaseMonitor) run(ctx context.Context) {
	t := time.NewTicker(20 * time.Millisecond)
	defer t.Stop()
	for {
		m.poll(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (m *leaseMonitor) poll(ctx context.Context) {
	qctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	rows, err := m.db.QueryContext(qctx, `SELECT name, holder, token, acquired_at, expires_at > CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT) FROM leases`)
	if err != nil {
		return // PostgreSQL is down: nothing changes hands meanwhile
	}
	defer rows.Close()
	m.mu.Lock()
	defer m.mu.Unlock()
	for rows.Next() {
		var r leaseRecord
		var acq int64
		var live bool
		if err := rows.Scan(&r.lease, &r.holder, &r.token, &acq, &live); err != nil {
			return
		}
		r.acquired = time.UnixMilli(acq)
		ts := m.terms[r.lease]
		if len(ts) == 0 || ts[len(ts)-1].token != r.token {
			m.terms[r.lease] = append(ts, r)
		}
		if live {
			m.live[r.lease] = r
		} else {
			delete(m.live, r.lease)
		}
	}
}

// holder returns the live holder of lease ("" when none).
func (m *leaseMonitor) holder(lease string) leaseRecord {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.live[lease]
}

// termAfter waits for a term of lease acquired after t and returns it.
func (m *leaseMonitor) termAfter(lease string, t time.Time, timeout time.Duration) (leaseRecord, bool) {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		m.mu.Lock()
		ts := m.terms[lease]
		for i := len(ts) - 1; i >= 0; i-- {
			if ts[i].acquired.After(t) {
				r := ts[i]
				m.mu.Unlock()
				return r, true
			}
		}
		m.mu.Unlock()
		time.Sleep(10 * time.Millisecond)
	}
	return leaseRecord{}, false
}

// replicaSet is the three `asa daemon` processes.
type replicaSet struct {
	w     *world
	t     *testing.T
	mu    sync.Mutex
	procs []*daemonProc
	opts  []procOptions
}

func (s *replicaSet) base(i int) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.procs[i].base
}

// index maps a lease holder ("r2/5f3a...") to its process.
func (s *replicaSet) index(holder string) int {
	var i int
	if _, err := fmt.Sscanf(holder, "r%d/", &i); err != nil {
		return -1
	}
	return i - 1
}

func (s *replicaSet) restart(i int) error {
	p, err := s.w.spawnProc(s.t, s.opts[i])
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.procs[i] = p
	s.mu.Unlock()
	return nil
}

// post sends one signed result until a replica acknowledges it (202) or says it has it already (409
// duplicate_result: a 202 lost on the way, to a replica killed or paused after its commit). Replicas that
// do not answer (killed, paused) or answer 503 (PostgreSQL down) are left for the next one.
func (s *replicaSet) post(c *http.Client, start int, body []byte, codes *sync.Map, stop <-chan struct{}) bool {
	for i := start; ; i++ {
		select {
		case <-stop:
			return false
		default:
		}
		resp, err := c.Post(s.base(i%len(s.procs))+"/v1/results", "application/json", bytes.NewReader(body))
		code := 0
		var out struct{ Error struct{ Code string } }
		if err == nil {
			code = resp.StatusCode
			_ = jsonDecode(resp, &out)
		}
		n, _ := codes.LoadOrStore(code, new(atomic.Int64))
		n.(*atomic.Int64).Add(1)
		switch {
		case code == http.StatusAccepted:
			return true
		case code == http.StatusConflict && out.Error.Code == "duplicate_result":
			return true
		case code == 0 || code == http.StatusServiceUnavailable || code == http.StatusTooManyRequests:
			time.Sleep(100 * time.Millisecond)
		default:
			s.t.Errorf("POST result: %d %s", code, out.Error.Code)
			return false
		}
	}
}

// relReplicas runs the campaign.
func relReplicas(t *testing.T, rp relParams, f *relFigures) {
	p := replicaCampaign(rp.long)
	ctx := context.Background()
	buildAsa(t)
	srv, err := pgtest.Start(ctx, pgtest.Options{})
	if errors.Is(err, pgtest.ErrNotInstalled) {
		t.Skip(err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	dbURL, err := srv.CreateDatabase(ctx, "asa")
	if err != nil {
		t.Fatal(err)
	}
	w := newWorld(t, anvil.Options{})

	// Jobs: each evaluator has its own; half settle on the relay itself (challenge window 0), half by
	// the schedulers' finalizeBatch once their window has passed.
	evals := make([]party, p.evaluators)
	for i := range evals {
		evals[i] = signerParty(t)
	}
	pairs := w.benchPairs(8)
	var specs []jobSpec
	var owner []int
	for e := range evals {
		for k := 0; k < p.jobsPerEvaluator; k++ {
			tm := seedTerms(t)
			tm.ChallengeWindow = uint32(30 * ((e + k) % 2))
			i := len(specs)
			specs = append(specs, jobSpec{client: pairs[i%8][0], provider: pairs[i%8][1], terms: tm, budget: big.NewInt(1_000_000 + int64(i)),
				evaluators: []common.Address{evals[e].addr}, quorum: 1, expiresIn: 30 * 86_400, fund: true, deliver: true, oneCall: true})
			owner = append(owner, e)
		}
	}
	created := time.Now()
	ids := w.createMany(t, specs)
	w.waitStatus(120*time.Second, settlement.JobSubmitted, ids...)
	bodies := make([][]byte, len(ids))
	digests := make([]common.Hash, len(ids))
	for i, id := range ids {
		bodies[i], digests[i] = w.signedResult(id, evals[owner[i]], deliverable(id), fmt.Sprintf("%d", 60+i%40))
	}
	t.Logf("%d jobs created and delivered in %s", len(ids), time.Since(created).Round(time.Second))

	// Three replicas.
	dir := t.TempDir()
	set := &replicaSet{w: w, t: t}
	for i := 0; i < 3; i++ {
		cfg := fmt.Sprintf(`{"pollInterval":"150ms","tickInterval":"150ms","bumpAfter":"2s","txConfirmations":1,"replica":"r%d","leaseTTL":%q}`,
			i+1, p.leaseTTL.String())
		file := filepath.Join(dir, fmt.Sprintf("r%d.json", i+1))
		if err := os.WriteFile(file, []byte(cfg), 0o600); err != nil {
			t.Fatal(err)
		}
		o := procOptions{db: dbURL, listen: freeAddr(t), config: file}
		set.opts = append(set.opts, o)
		set.procs = append(set.procs, w.startProcWith(t, o))
	}
	monDB, err := sql.Open("pgx", dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer monDB.Close()
	mon := &leaseMonitor{db: monDB, terms: map[string][]leaseRecord{}, live: map[string]leaseRecord{}}
	monCtx, stopMon := context.WithCancel(ctx)
	defer stopMon()
	go mon.run(monCtx)
	signer := "signer:" + strings.ToLower(w.relayer.addr.Hex())
	chainLease := "watcher:" + strings.ToLower(w.dep.Escrow.Hex())
	waitFor(t, 30*time.Second, "a leader for the daemon key and for chain state", func() bool {
		return mon.holder(signer).holder != "" && mon.holder(chainLease).holder != ""
	})
	waitFor(t, 60*time.Second, "the replicas index the jobs", func() bool {
		var n int
		err := monDB.QueryRow(`SELECT COUNT(*) FROM jobs WHERE status = $1`, int(settlement.JobSubmitted)).Scan(&n)
		return err == nil && n == len(ids)
	})

	// The evaluators post while the chaos runs: each result at a random moment of the window.
	window := time.Duration(p.events+1) * p.spacing
	var (
		codes    sync.Map
		acked    = make([]bool, len(ids))
		posting  sync.WaitGroup
		stopPost = make(chan struct{})
	)
	hc := &http.Client{Timeout: 3 * time.Second}
	byEval := map[int][]int{}
	for i, e := range owner {
		byEval[e] = append(byEval[e], i)
	}
	postStart := time.Now()
	for e, jobs := range byEval {
		posting.Add(1)
		go func() {
			defer posting.Done()
			rng := rand.New(rand.NewPCG(uint64(e), 7))
			at := make([]time.Duration, len(jobs))
			for k := range at {
				at[k] = time.Duration(rng.Int64N(int64(window)))
			}
			sort.Slice(at, func(a, b int) bool { return at[a] < at[b] })
			for k, i := range jobs {
				time.Sleep(time.Until(postStart.Add(at[k])))
				acked[i] = set.post(hc, e, bodies[i], &codes, stopPost)
			}
		}()
	}

	// The chaos: kill or pause the daemon key's sender, one event per spacing; crash PostgreSQL once, in
	// the middle.
	type failover struct {
		kind  string
		took  time.Duration
		chain time.Duration // the chain-state lease's takeover, when the same replica held it (else 0)
	}
	var (
		failovers           []failover
		pgOutage, pgRecover time.Duration
		woken, steppedDown  int
	)
	for ev := 0; ev < p.events; ev++ {
		time.Sleep(p.spacing / 2)
		if p.restartPostgres && ev == p.events/2 {
			down := time.Now()
			if err := srv.Kill(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(2 * time.Second)
			if err := srv.Restart(ctx); err != nil {
				t.Fatal(err)
			}
			pgOutage = time.Since(down)
			r, ok := mon.termAfter(signer, down, 30*time.Second)
			if !ok {
				t.Fatal("no replica sends for the daemon key after PostgreSQL came back")
			}
			pgRecover = r.acquired.Sub(down)
			t.Logf("PostgreSQL crashed and restarted: down %s, a sender again %s after the crash (%s)", pgOutage.Round(time.Millisecond), pgRecover.Round(time.Millisecond), r.holder)
			time.Sleep(p.spacing / 2)
		}
		cur := mon.holder(signer)
		i := set.index(cur.holder)
		if i < 0 {
			t.Fatalf("event %d: no live sender (holder %q)", ev, cur.holder)
		}
		chainHolder := mon.holder(chainLease).holder
		kind := "SIGKILL"
		if ev%2 == 1 {
			kind = "SIGSTOP"
		}
		set.mu.Lock()
		proc := set.procs[i]
		set.mu.Unlock()
		hit := time.Now()
		if kind == "SIGKILL" {
			proc.kill()
		} else {
			_ = proc.cmd.Process.Signal(syscall.SIGSTOP)
		}
		next, ok := mon.termAfter(signer, hit, 4*p.leaseTTL+5*time.Second)
		if !ok {
			t.Fatalf("event %d (%s of %s): no takeover", ev, kind, cur.holder)
		}
		fo := failover{kind: kind, took: next.acquired.Sub(hit)}
		if strings.HasPrefix(chainHolder, fmt.Sprintf("r%d/", i+1)) {
			if c, ok := mon.termAfter(chainLease, hit, 4*p.leaseTTL+5*time.Second); ok {
				fo.chain = c.acquired.Sub(hit)
			} else {
				t.Errorf("event %d: nobody took over chain state from %s", ev, chainHolder)
			}
		}
		failovers = append(failovers, fo)
		t.Logf("event %d: %s of %s (token %d) -> %s (token %d) after %s", ev, kind, cur.holder, cur.token, next.holder, next.token, fo.took.Round(time.Millisecond))
		if kind == "SIGKILL" {
			time.Sleep(time.Second)
			if err := set.restart(i); err != nil {
				t.Fatal(err)
			}
		} else {
			// Wake it late: well after its lease ended and another took over. It must step down at once,
			// saying so in its log, and write nothing (counted at the end from the journal).
			time.Sleep(p.leaseTTL)
			before := strings.Count(proc.logs(), `msg="term over`)
			_ = proc.cmd.Process.Signal(syscall.SIGCONT)
			woken++
			if waitCond(5*time.Second, func() bool { return strings.Count(proc.logs(), `msg="term over`) > before }) {
				steppedDown++
			}
		}
		time.Sleep(p.spacing / 2)
	}
	posting.Wait()
	close(stopPost)
	nAcked := 0
	for _, a := range acked {
		if a {
			nAcked++
		}
	}

	// Settle what is left: the challenge windows pass, the schedulers finalize.
	w.warpBy(60)
	waitTerminal(t, w, 5*time.Minute, ids)
	stopMon()
	for i := range set.procs {
		set.mu.Lock()
		proc := set.procs[i]
		set.mu.Unlock()
		_ = proc.cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = proc.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			proc.kill()
		}
	}

	// Figures.
	accepted := w.acceptedDigests(t)
	lost := 0
	for i, d := range digests {
		if acked[i] && !accepted[d] {
			lost++
		}
	}
	settled := map[uint64]int{}
	for _, e := range w.settledEvents(t) {
		settled[e.JobID]++
	}
	paidTwice, terminal := 0, 0
	for _, id := range ids {
		if settled[id.Uint64()] > 1 {
			paidTwice++
		}
		if settlement.JobStatus(w.job(id).Status).Terminal() {
			terminal++
		}
	}
	j := journalOf(t, dbURL)
	sends := w.sendAnalysis(t, j)
	late := j.lateAttempts(mon)
	var kills, pauses, chains []time.Duration
	for _, fo := range failovers {
		if fo.kind == "SIGKILL" {
			kills = append(kills, fo.took)
		} else {
			pauses = append(pauses, fo.took)
		}
		if fo.chain > 0 {
			chains = append(chains, fo.chain)
		}
	}
	all := append(append([]time.Duration(nil), kills...), pauses...)
	f.row("replicas, evaluators posting concurrently, jobs", "3, %d, %d", p.evaluators, len(ids))
	f.row("lease time to live (failover bound: ttl + ttl/5 + one poll)", "%s (bound %s)", p.leaseTTL, p.leaseTTL+p.leaseTTL/5+150*time.Millisecond)
	f.row("leader SIGKILLed, SIGSTOPped (woken after another took over)", "%d, %d", len(kills), len(pauses))
	f.row("paused leaders that, woken, logged the end of their term at once", "%d of %d", steppedDown, woken)
	f.row("failover, leader killed: p50 / p99 / max", "%s", durations(kills))
	f.row("failover, leader paused: p50 / p99 / max", "%s", durations(pauses))
	f.row("failover, all: p50 / p99 / max", "%s", durations(all))
	f.row("chain-state writer taken over (events where the sender held it too): p50 / p99 / max", "%d events: %s", len(chains), durations(chains))
	if p.restartPostgres {
		f.row("PostgreSQL crashed (immediate shutdown) and restarted", "down %s; a sender again %s after the crash", pgOutage.Round(time.Millisecond), pgRecover.Round(time.Millisecond))
	}
	f.row("results acknowledged (202, or 409 duplicate after a lost 202)", "%d of %d", nAcked, len(ids))
	f.row("answers on the way", "%s", syncCodes(&codes))
	f.row("acknowledged results lost", "**%d**", lost)
	f.row("double sends (intents with two mined transactions)", "**%d**", sends.doubleSends)
	f.row("intents signed under more than one nonce", "%d (%s)", sends.multiNonce, sends.multiNonceWhy)
	f.row("transactions mined from the daemon key / journaled", "%d / %d", sends.mined, sends.minedJournaled)
	f.row("attempts journaled by a term after it ended", "**%d**", late)
	forced := int64(1 + p.events)
	if p.restartPostgres {
		forced++
	}
	f.row("terms of the daemon key: all / forced by the campaign (first, one per event, one after the crash)", "%d / %d", j.maxTerm, forced)
	f.row("jobs settled (terminal)", "%d of %d", terminal, len(ids))
	f.row("jobs paid twice", "**%d**", paidTwice)
	if lost != 0 || sends.doubleSends != 0 || late != 0 || paidTwice != 0 || steppedDown != woken || terminal != len(ids) || sends.mined != sends.minedJournaled || nAcked != len(ids) {
		t.Errorf("lost %d, double sends %d, late attempts %d, paid twice %d, terminal %d of %d, mined %d journaled %d, acked %d of %d",
			lost, sends.doubleSends, late, paidTwice, terminal, len(ids), sends.mined, sends.minedJournaled, nAcked, len(ids))
	}
	bound := p.leaseTTL + p.leaseTTL/5 + time.Second
	for _, d := range append(all, chains...) {
		if d > bound {
			t.Errorf("a failover took %s, more than the stated bound plus a second of slack (%s)", d, bound)
		}
	}
}

// logs is what the process has written so far (its output buffer is written by the exec package's copier).
func (p *daemonProc) logs() string {
	p.outMu.Lock()
	defer p.outMu.Unlock()
	return p.output.String()
}

func waitCond(d time.Duration, cond func() bool) bool {
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(50 * time.Millisecond)
	}
	return true
}

// durations renders p50 / p99 / max.
func durations(ds []time.Duration) string {
	if len(ds) == 0 {
		return "none"
	}
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	pct := func(q float64) time.Duration { return s[int(q*float64(len(s)-1)+0.5)] }
	return fmt.Sprintf("%s / %s / %s", pct(0.5).Round(time.Millisecond), pct(0.99).Round(time.Millisecond), s[len(s)-1].Round(time.Millisecond))
}

func syncCodes(m *sync.Map) string {
	codes := map[int]int{}
	m.Range(func(k, v any) bool {
		codes[k.(int)] = int(v.(*atomic.Int64).Load())
		return true
	})
	return codesString(codes)
}

// attemptRow is one journaled attempt of the daemon key.
type attemptRow struct {
	key     string
	nonce   uint64
	tx      common.Hash
	gas     uint64
	term    int64
	created time.Time
}

type journal struct {
	attempts []attemptRow
	byHash   map[common.Hash]attemptRow
	maxTerm  int64
}

// journalOf reads every attempt from the shared database.
func journalOf(t *testing.T, dbURL string) *journal {
	t.Helper()
	db, err := sql.Open("pgx", dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT i.key, a.nonce, a.tx_hash, a.gas_limit, a.term, a.created_at FROM txmgr_attempts a JOIN txmgr_intents i ON i.id = a.intent_id ORDER BY a.id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	j := &journal{byHash: map[common.Hash]attemptRow{}}
	for rows.Next() {
		var a attemptRow
		var h string
		var nonce, gas, created int64
		if err := rows.Scan(&a.key, &nonce, &h, &gas, &a.term, &created); err != nil {
			t.Fatal(err)
		}
		a.nonce, a.gas, a.tx, a.created = uint64(nonce), uint64(gas), common.HexToHash(h), time.UnixMilli(created)
		j.attempts = append(j.attempts, a)
		j.byHash[a.tx] = a
		j.maxTerm = max(j.maxTerm, a.term)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return j
}

// lateAttempts counts attempts journaled after the next term of the daemon key began (fencing makes
// that impossible: such a write fails).
func (j *journal) lateAttempts(m *leaseMonitor) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	var terms []leaseRecord
	for lease, ts := range m.terms {
		if strings.HasPrefix(lease, "signer:") {
			terms = append(terms, ts...)
		}
	}
	late := 0
	for _, a := range j.attempts {
		for _, next := range terms {
			// A term's successor began at next.acquired; allow the replicas' and the database's clocks a
			// few milliseconds (one host).
			if next.token == a.term+1 && a.created.After(next.acquired.Add(20*time.Millisecond)) {
				late++
			}
		}
	}
	return late
}

type sendFigures struct {
	mined, minedJournaled   int
	doubleSends, multiNonce int
	multiNonceWhy           string
}

// sendAnalysis reads every transaction the daemon key got mined and matches them with the journal:
// every mined transaction must be a journaled attempt, and no intent may have two transactions mined
// (one that ran out of gas and was re-sent with more is not a double send: the first did nothing).
func (w *world) sendAnalysis(t *testing.T, j *journal) sendFigures {
	t.Helper()
	ctx := context.Background()
	head, err := w.client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var f sendFigures
	minedBy := map[string][]*types.Receipt{}
	for n := w.dep.DeployBlock; n <= head; n++ {
		b, err := w.client.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.Fatal(err)
		}
		for _, tx := range b.Transactions() {
			from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
			if err != nil || from != w.relayer.addr {
				continue
			}
			f.mined++
			a, ok := j.byHash[tx.Hash()]
			if !ok {
				continue
			}
			f.minedJournaled++
			rc, err := w.client.TransactionReceipt(ctx, tx.Hash())
			if err != nil {
				t.Fatal(err)
			}
			minedBy[a.key] = append(minedBy[a.key], rc)
		}
	}
	for key, rcs := range minedBy {
		effective := 0
		for _, rc := range rcs {
			a := j.byHash[rc.TxHash]
			if rc.Status == types.ReceiptStatusSuccessful || rc.GasUsed < a.gas {
				effective++ // succeeded, or reverted for a reason other than gas
			}
		}
		if len(rcs) > 1 && effective > 1 {
			f.doubleSends++
			t.Logf("intent %s has %d mined transactions", key, len(rcs))
		}
	}
	nonces := map[string]map[uint64]bool{}
	for _, a := range j.attempts {
		if nonces[a.key] == nil {
			nonces[a.key] = map[uint64]bool{}
		}
		nonces[a.key][a.nonce] = true
	}
	var why []string
	for key, ns := range nonces {
		if len(ns) > 1 {
			f.multiNonce++
			why = append(why, fmt.Sprintf("%s: %d mined", key, len(minedBy[key])))
		}
	}
	f.multiNonceWhy = "none"
	if len(why) > 0 {
		sort.Strings(why)
		f.multiNonceWhy = "each with at most one effective transaction mined: " + strings.Join(why[:min(len(why), 3)], "; ")
	}
	return f
}
