package daemon_test

// Issue 28: replicas start a component when they gain a lease and stop it when they lose it, so a lease
// that flaps starts and stops them again and again; a Stop right after a Start used to panic the
// process. Here two daemons share one PostgreSQL database while a thief takes both leases (the daemon
// key's and chain state's) from whoever holds them every few hundred milliseconds, for a few seconds in
// make test and for a minute in make reliability (ASA_RELIABILITY=long).

import (
	"context"
	"database/sql"
	"fmt"
	"math/big"
	"math/rand/v2"
	"net/http"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/internal/loop/looptest"
	"github.com/asa-escrow/asa/internal/pgtest"
	"github.com/asa-escrow/asa/settlement"
)

// flapParams size the flap test.
type flapParams struct {
	duration time.Duration // how long the leases flap
	rounds   int           // rounds of jobs settled while they do
	jobs     int           // jobs per round
}

func flapCampaign() flapParams {
	if os.Getenv("ASA_RELIABILITY") == "long" {
		return flapParams{duration: time.Minute, rounds: 6, jobs: 6}
	}
	return flapParams{duration: 4 * time.Second, rounds: 3, jobs: 2}
}

// steal is one term the thief took: the lease, its token, and when the taking had committed (this
// process's clock, read after the database answered).
type steal struct {
	lease     string
	token     int64
	committed time.Time
}

// stealLeases gives every lease to a thief for a moment (it expires at once): the holder's next renewal
// finds the lease lost and its term ends; after the thief's moment a replica takes the lease again,
// with the next token.
func stealLeases(ctx context.Context, db *sql.DB, hold time.Duration) ([]steal, error) {
	rows, err := db.QueryContext(ctx, `UPDATE leases SET holder = 'thief/' || token, token = token + 1,
		acquired_at = CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT),
		expires_at = CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT) + $1 RETURNING name, token`, hold.Milliseconds())
	if err != nil {
		return nil, fmt.Errorf("steal leases: %w", err)
	}
	var out []steal
	for rows.Next() {
		var st steal
		if err := rows.Scan(&st.lease, &st.token); err != nil {
			rows.Close()
			return nil, fmt.Errorf("steal leases: %w", err)
		}
		out = append(out, st)
	}
	if err := rows.Close(); err != nil {
		return nil, fmt.Errorf("steal leases: %w", err)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("steal leases: %w", err)
	}
	now := time.Now() // the statement has committed: the term before each token is over from here on
	for i := range out {
		out[i].committed = now
	}
	return out, nil
}

// lateAfterSteals counts the attempts of lease's terms journaled after the thief's taking of the next
// term had committed. An attempt's time is taken before its fenced write, so a count above zero is a
// write that committed after its term ended: the fencing let a stopped term send. (The database's
// acquired_at cannot serve: it is read before the thief's update waits for a fenced write's row lock.)
func lateAfterSteals(j *journal, lease string, steals []steal) int {
	next := map[int64]time.Time{}
	for _, st := range steals {
		if st.lease == lease {
			next[st.token] = st.committed
		}
	}
	late := 0
	for _, a := range j.attempts {
		if at, ok := next[a.term+1]; ok && a.created.After(at.Add(time.Millisecond)) {
			late++
		}
	}
	return late
}

func TestLeadershipFlap(t *testing.T) {
	if testing.Short() {
		t.Skip("runs anvil, PostgreSQL and two daemons")
	}
	if !pgtest.Installed() {
		t.Skip(pgtest.ErrNotInstalled.Error())
	}
	p := flapCampaign()
	dbURL := pgtest.Database(t)
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	terms := seedTerms(t)
	terms.ChallengeWindow = 0 // the relay itself settles
	pairs := w.benchPairs(3)
	specs := make([]jobSpec, p.rounds*p.jobs)
	for i := range specs {
		specs[i] = jobSpec{client: pairs[i%3][0], provider: pairs[i%3][1], terms: terms, budget: big.NewInt(1_000_000 + int64(i)),
			evaluators: []common.Address{w.evals[i%3].addr}, quorum: 1, expiresIn: 86_400, fund: true, deliver: true, oneCall: true}
	}
	ids := w.createMany(t, specs)
	w.waitStatus(60*time.Second, settlement.JobSubmitted, ids...)

	mon, err := sql.Open("pgx", dbURL)
	if err != nil {
		t.Fatal(err)
	}
	defer mon.Close()
	monitor := &leaseMonitor{db: mon, terms: map[string][]leaseRecord{}, live: map[string]leaseRecord{}}
	http.DefaultClient.CloseIdleConnections()
	before := runtime.NumGoroutine()

	const n = 2
	svcs := make([]*daemon.Service, n)
	for i := range svcs {
		svc, err := w.newDaemon(dbURL, func(c *daemon.Config) {
			c.Replica, c.LeaseTTL = fmt.Sprintf("r%d", i+1), daemon.Duration(time.Second)
			c.RelayBatchSize = 1 // a transaction per result: more sends, in more terms
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := svc.Start(ctx); err != nil {
			t.Fatal(err)
		}
		svcs[i] = svc
		t.Cleanup(func() {
			if svcs[i] != nil {
				_ = svcs[i].Stop(context.Background())
			}
		})
	}
	waitFor(t, 30*time.Second, "the replicas index the jobs", func() bool {
		for _, s := range svcs {
			j, err := s.Store().Job(ctx, ids[len(ids)-1].Uint64())
			if err != nil || j.Status != settlement.JobSubmitted {
				return false
			}
		}
		return true
	})

	// The thief and the monitor run while the leases flap; results are posted meanwhile, round by round.
	mctx, stopMonitor := context.WithCancel(ctx)
	var bg sync.WaitGroup
	bg.Go(func() { monitor.run(mctx) })
	var steals []steal // written by the thief until bg.Wait
	flapUntil := time.Now().Add(p.duration)
	bg.Go(func() {
		for time.Now().Before(flapUntil) && mctx.Err() == nil {
			time.Sleep(200*time.Millisecond + rand.N(200*time.Millisecond))
			taken, err := stealLeases(mctx, mon, 50*time.Millisecond)
			if err != nil && mctx.Err() == nil {
				t.Errorf("thief: %v", err)
				return
			}
			steals = append(steals, taken...)
		}
	})
	for r := range p.rounds {
		for i := r * p.jobs; i < (r+1)*p.jobs; i++ {
			id, s := ids[i], svcs[i%n]
			if code, out := post(t, "http://"+s.Addr()+"/v1/results", w.resultBody(id, w.evals[i%3], deliverable(id), "90")); code != http.StatusAccepted {
				t.Fatalf("POST to replica %s: %d %v", s.Addr(), code, out)
			}
		}
		if wait := time.Until(flapUntil) / time.Duration(p.rounds-r); r < p.rounds-1 && wait > 0 {
			time.Sleep(wait)
		}
	}
	for time.Now().Before(flapUntil) {
		time.Sleep(50 * time.Millisecond)
	}
	// The leases settle down: the replicas finish the work with whoever leads now.
	waitTerminal(t, w, 90*time.Second, ids)
	stopMonitor()
	bg.Wait()
	monitor.poll(ctx)

	// Every acknowledged result settled once, by transactions of live terms only, never two per intent.
	settled := map[uint64]int{}
	for _, ev := range w.settledEvents(t) {
		settled[ev.JobID]++
	}
	for _, id := range ids {
		if c := settled[id.Uint64()]; c != 1 {
			t.Errorf("job %s settled %d times, want once", id, c)
		}
		if st := settlement.JobStatus(w.job(id).Status); st != settlement.JobCompleted {
			t.Errorf("job %s is %s, want completed", id, st)
		}
	}
	j := journalOf(t, dbURL)
	signer := "signer:" + strings.ToLower(w.relayer.addr.Hex())
	if late := lateAfterSteals(j, signer, steals); late > 0 {
		t.Errorf("%d attempts were journaled after their term had been taken (a stopped term sent)", late)
	}
	if f := w.sendAnalysis(t, j); f.doubleSends > 0 || f.mined != f.minedJournaled {
		t.Errorf("sends: %d mined, %d of them journaled, %d intents with two effective transactions", f.mined, f.minedJournaled, f.doubleSends)
	}
	monitor.mu.Lock()
	termCount := 0
	for _, ts := range monitor.terms {
		termCount += len(ts)
	}
	monitor.mu.Unlock()
	if len(steals) < 4 {
		t.Fatalf("the thief took a lease %d times; the test wants them to flap", len(steals))
	}

	// No goroutine outlives the replicas.
	for i, s := range svcs {
		svcs[i] = nil
		if err := s.Stop(ctx); err != nil {
			t.Fatalf("stop replica %d: %v", i, err)
		}
	}
	http.DefaultClient.CloseIdleConnections()
	looptest.NoLeak(t, before)
	t.Logf("%s of flapping: the thief took a lease %d times, the monitor saw %d terms, %d jobs settled once each, %d attempts journaled",
		p.duration, len(steals), termCount, len(ids), len(j.attempts))
}
