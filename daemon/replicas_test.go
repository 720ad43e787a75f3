package daemon_test

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/internal/pgtest"
	"github.com/asa-escrow/asa/settlement"
)

// replicaView is /readyz's answer.
type replicaView struct {
	Status  string                    `json:"status"`
	Replica daemon.ReplicaView        `json:"replica"`
	Error   *struct{ Message string } `json:"error"`
}

func readyzView(t testing.TB, base string) (int, replicaView) {
	t.Helper()
	resp, err := http.Get(base + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	var v replicaView
	if err := jsonDecode(resp, &v); err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, v
}

// leaderOf returns the index of the service that leads lease, or -1.
func leaderOf(svcs []*daemon.Service, lease string) int {
	found := -1
	for i, s := range svcs {
		if s == nil {
			continue
		}
		for _, l := range s.Replica(context.Background()).Leads {
			if l == lease {
				if found >= 0 {
					return -2 // two leaders: never
				}
				found = i
			}
		}
	}
	return found
}

// Three daemons share one PostgreSQL database: each serves the API and accepts results, exactly one
// sends for the daemon key and one writes chain state, /readyz and /metrics say which; results posted
// to any replica are relayed once and settle; when the leader stops, another takes over and the rest
// settles.
func TestReplicasShareOnePostgresDatabase(t *testing.T) {
	if testing.Short() {
		t.Skip("runs anvil, PostgreSQL and three daemons")
	}
	db := pgtest.Database(t)
	w := newWorld(t, anvil.Options{})
	const n = 3
	svcs := make([]*daemon.Service, n)
	for i := range svcs {
		svc, err := w.newDaemon(db, func(c *daemon.Config) {
			c.Replica, c.LeaseTTL = fmt.Sprintf("r%d", i+1), daemon.Duration(time.Second)
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := svc.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		svcs[i] = svc
		t.Cleanup(func() {
			if svcs[i] != nil {
				_ = svcs[i].Stop(context.Background())
			}
		})
	}
	signer := "signer:" + strings.ToLower(w.relayer.addr.Hex())
	chain := "watcher:" + strings.ToLower(w.dep.Escrow.Hex())
	lead, writer := leaderOf(svcs, signer), leaderOf(svcs, chain)
	if lead < 0 || writer < 0 {
		t.Fatalf("leaders: signer %d, chain state %d; want one each", lead, writer)
	}
	for i, s := range svcs {
		code, v := readyzView(t, "http://"+s.Addr())
		if code != http.StatusOK || v.Replica.Replica != fmt.Sprintf("r%d", i+1) || v.Replica.Backend != "postgres" {
			t.Fatalf("replica %d readyz: %d %+v", i, code, v)
		}
		holders := map[string]string{}
		for _, l := range v.Replica.Leases {
			holders[l.Lease] = l.Holder
		}
		if !strings.HasPrefix(holders[signer], fmt.Sprintf("r%d/", lead+1)) || !strings.HasPrefix(holders[chain], fmt.Sprintf("r%d/", writer+1)) {
			t.Fatalf("replica %d sees leases %v; want signer r%d, chain r%d", i, holders, lead+1, writer+1)
		}
		resp, err := http.Get("http://" + s.Addr() + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		want := fmt.Sprintf(`asa_leader_leading{lease=%q,replica="r%d"} %d`, signer, i+1, map[bool]int{true: 1}[i == lead])
		if !strings.Contains(string(body), want) {
			t.Fatalf("replica %d metrics lack %s", i, want)
		}
	}

	terms := seedTerms(t)
	terms.ChallengeWindow = 0 // the relay itself settles
	pairs := w.benchPairs(3)
	settleRound := func(jobs int, posters []*daemon.Service) {
		t.Helper()
		specs := make([]jobSpec, jobs)
		for i := range specs {
			specs[i] = jobSpec{client: pairs[i%3][0], provider: pairs[i%3][1], terms: terms, budget: big.NewInt(1_000_000 + int64(i)),
				evaluators: []common.Address{w.evals[i%3].addr}, quorum: 1, expiresIn: 86_400, fund: true, deliver: true, oneCall: true}
		}
		ids := w.createMany(t, specs)
		w.waitStatus(60*time.Second, settlement.JobSubmitted, ids...)
		waitFor(t, 30*time.Second, "the replicas index the jobs", func() bool {
			j, err := posters[0].Store().Job(context.Background(), ids[len(ids)-1].Uint64())
			return err == nil && j.Status == settlement.JobSubmitted
		})
		for i, id := range ids {
			s := posters[i%len(posters)]
			body := w.resultBody(id, w.evals[i%3], deliverable(id), "90")
			// A replica that trails the chain answers 409 job_not_submitted for a job it has not seen
			// submitted yet; a client retries that (asaclient.Daemon.PostResult does), so the test does too.
			var code int
			var out map[string]any
			waitFor(t, 30*time.Second, "replica "+s.Addr()+" to take the result of job "+id.String(), func() bool {
				code, out = post(t, "http://"+s.Addr()+"/v1/results", body)
				e, _ := out["error"].(map[string]any)
				return code != http.StatusConflict || e["code"] != wire.CodeNotSubmitted
			})
			if code != http.StatusAccepted {
				t.Fatalf("POST to replica %s: %d %v", s.Addr(), code, out)
			}
		}
		waitTerminal(t, w, 60*time.Second, ids)
	}
	settleRound(12, svcs)

	// The leader stops (gracefully: it releases its leases); another takes over at once.
	old := svcs[lead]
	if err := old.Stop(context.Background()); err != nil {
		t.Fatal(err)
	}
	svcs[lead] = nil
	var rest []*daemon.Service
	for _, s := range svcs {
		if s != nil {
			rest = append(rest, s)
		}
	}
	waitFor(t, 5*time.Second, "a new leader for the daemon key and for chain state", func() bool {
		return leaderOf(svcs, signer) >= 0 && leaderOf(svcs, chain) >= 0
	})
	settleRound(6, rest)

	// Every relay was sent once: one mined transaction per relay intent, never two nonces.
	for _, s := range rest {
		rows, err := s.Store().DB().QueryContext(context.Background(), `SELECT i.key, COUNT(DISTINCT a.nonce), MAX(a.term)
			FROM txmgr_intents i JOIN txmgr_attempts a ON a.intent_id = i.id GROUP BY i.key`)
		if err != nil {
			t.Fatal(err)
		}
		terms := map[int64]bool{}
		for rows.Next() {
			var key string
			var nonces, term int64
			if err := rows.Scan(&key, &nonces, &term); err != nil {
				t.Fatal(err)
			}
			if nonces != 1 {
				t.Errorf("intent %s was signed with %d nonces", key, nonces)
			}
			terms[term] = true
		}
		rows.Close()
		if len(terms) < 2 {
			t.Errorf("attempts were signed in terms %v; want the first leader's and its successor's", terms)
		}
		break
	}
}
