package daemon_test

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"net/http"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/settlement"
)

// The daemon benchmarks run the real daemon in-process against anvil; they never run under plain
// `go test` (no -bench). Reproduce the numbers in bench/daemon.md with:
//
//	CGO_ENABLED=0 go test -run '^$' -bench 'Daemon' -benchtime 2000x ./daemon
//
// Each benchmark builds its jobs before the timer starts and reports its own rate metric.

// signerParty makes a key that only signs (no ETH, no tokens).
func signerParty(tb testing.TB) party {
	k, err := crypto.GenerateKey()
	if err != nil {
		tb.Fatal(err)
	}
	return party{key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}
}

// createMany creates jobs from specs, one goroutine per client (each key keeps its own nonces).
func (w *world) createMany(tb testing.TB, specs []jobSpec) []*big.Int {
	ids := make([]*big.Int, len(specs))
	byClient := map[common.Address][]int{}
	for i, s := range specs {
		byClient[s.client.addr] = append(byClient[s.client.addr], i)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	for _, idx := range byClient {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, i := range idx {
				id, err := w.createJob(tb, specs[i])
				if err != nil {
					mu.Lock()
					firstErr = err
					mu.Unlock()
					return
				}
				ids[i] = id
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		tb.Fatal(firstErr)
	}
	return ids
}

// benchPairs makes n funded client-provider pairs.
func (w *world) benchPairs(n int) [][2]party {
	pairs := make([][2]party, n)
	for i := range pairs {
		pairs[i] = [2]party{w.newParty(1_000_000_000_000_000), w.newParty(0)}
	}
	return pairs
}

func benchTerms(tb testing.TB, window uint32) settlement.Terms {
	tm := seedTerms(tb)
	tm.ChallengeWindow, tm.EvaluatorFeeBps, tm.EvaluateTimeout = window, 100, 86_400
	return tm
}

func fastDaemon(c *daemon.Config) {
	c.PollInterval, c.TickInterval = daemon.Duration(50*time.Millisecond), daemon.Duration(50*time.Millisecond)
}

// BenchmarkDaemonResultIntake measures durable results accepted per second through the real HTTP intake:
// 32 concurrent evaluator clients POST signed results (8 evaluators per job, quorum 8, so every result is
// valid); each 202 means the result is committed to SQLite (synchronous=FULL, group commit). The daemon
// relays every accepted result on chain meanwhile, as it does in production.
func BenchmarkDaemonResultIntake(b *testing.B) {
	w := newWorld(b, anvil.Options{})
	const perJob, clients = 8, 32
	evals := make([]party, perJob)
	addrs := make([]common.Address, perJob)
	for i := range evals {
		evals[i] = signerParty(b)
		addrs[i] = evals[i].addr
	}
	pairs := w.benchPairs(4)
	jobs := (b.N + perJob - 1) / perJob
	specs := make([]jobSpec, jobs)
	for i := range specs {
		specs[i] = jobSpec{client: pairs[i%4][0], provider: pairs[i%4][1], terms: benchTerms(b, 600), budget: big.NewInt(1_000_000),
			evaluators: addrs, quorum: perJob, expiresIn: 30 * 86_400, fund: true, deliver: true}
	}
	ids := w.createMany(b, specs)
	svc := w.startDaemonWith("", fastDaemon)
	waitFor(b, 60*time.Second, "daemon indexes the jobs", func() bool {
		j, err := svc.Store().Job(b.Context(), ids[len(ids)-1].Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	bodies := make([][]byte, 0, b.N)
	for i := 0; len(bodies) < b.N; i++ {
		id := ids[i/perJob]
		bodies = append(bodies, w.resultBody(id, evals[i%perJob], deliverable(id), "90"))
	}
	b.ResetTimer()
	refused := postResults([]string{"http://" + svc.Addr() + "/v1/results"}, bodies, clients)
	b.StopTimer()
	if n := refused; n > 0 {
		b.Fatalf("%d of %d results refused", n, b.N)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "results/s")
}

// postResults posts every body to the intake from clients concurrent clients (body i to urls[i mod
// len(urls)]) and returns how many were not answered 202.
func postResults(urls []string, bodies [][]byte, clients int) int64 {
	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}}
	var next, refused atomic.Int64
	var wg sync.WaitGroup
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(bodies) {
					return
				}
				resp, err := hc.Post(urls[i%len(urls)], "application/json", bytes.NewReader(bodies[i]))
				if err != nil {
					refused.Add(1)
					continue
				}
				if resp.StatusCode != http.StatusAccepted {
					refused.Add(1)
				}
				resp.Body.Close()
			}
		}()
	}
	wg.Wait()
	return refused.Load()
}

// relayDirect submits an evaluator's signed result to the escrow from the relayer key (anyone may relay).
func (w *world) relayDirect(tb testing.TB, by party, id *big.Int, score uint16, sender party) error {
	v := w.job(id)
	r := settlement.Result{JobID: id, Deliverable: v.Deliverable, SubmittedAt: v.SubmittedAt.Uint64(), Score: score, Passed: true,
		Nonce: big.NewInt(resultNonce.Add(1)), Deadline: w.now() + 86_400}
	sig, err := r.Sign(settlement.Domain{ChainID: w.node.ChainID(), Escrow: w.dep.Escrow}, by.key)
	if err != nil {
		return err
	}
	data := w.esc.PackSubmitResult(bindings.IAsaEscrowTypesResult{JobId: id, Deliverable: r.Deliverable, SubmittedAt: r.SubmittedAt,
		Score: r.Score, Passed: r.Passed, EvidenceHash: r.EvidenceHash, Nonce: r.Nonce, Deadline: r.Deadline}, by.addr, sig)
	return w.trySend(sender, w.escC, data)
}

// BenchmarkDaemonSettle measures jobs settled per second by the daemon on anvil once their challenge
// windows close: b.N verified jobs, finalized with finalizeBatch (50 per transaction) or one job per
// transaction (batch size 1). The timer runs from the block that closes the windows to the block that
// settles the last job.
func BenchmarkDaemonSettle(b *testing.B) {
	for _, bc := range []struct {
		name  string
		batch int
	}{{"batch-50", 50}, {"one-by-one", 1}} {
		b.Run(bc.name, func(b *testing.B) {
			w := newWorld(b, anvil.Options{})
			pairs := w.benchPairs(4)
			ev := signerParty(b)
			specs := make([]jobSpec, b.N)
			for i := range specs {
				specs[i] = jobSpec{client: pairs[i%4][0], provider: pairs[i%4][1], terms: benchTerms(b, 60), budget: big.NewInt(1_000_000 + int64(i)),
					evaluators: []common.Address{ev.addr}, quorum: 1, expiresIn: 30 * 86_400, fund: true, deliver: true}
			}
			ids := w.createMany(b, specs)
			// Relay the results directly, one goroutine per client key as sender.
			var wg sync.WaitGroup
			errs := make(chan error, 4)
			for p := range 4 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := p; i < len(ids); i += 4 {
						if err := w.relayDirect(b, ev, ids[i], 9500, pairs[p][0]); err != nil {
							errs <- err
							return
						}
					}
				}()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				b.Fatal(err)
			}
			svc := w.startDaemonWith("", func(c *daemon.Config) { fastDaemon(c); c.BatchSize = bc.batch })
			waitFor(b, 60*time.Second, "daemon indexes the verified jobs", func() bool {
				j, err := svc.Store().Job(b.Context(), ids[len(ids)-1].Uint64())
				return err == nil && j.Status == settlement.JobVerified
			})
			b.ResetTimer()
			w.warp(61)
			for w.balance(w.dep.Escrow).Sign() != 0 { // zero once every funded job settled (nobody is credited here)
				time.Sleep(5 * time.Millisecond)
			}
			b.StopTimer()
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "jobs/s")
		})
	}
}

// BenchmarkDaemonAcceptToSettled measures the latency from a result's 202 to the block that settles its
// job (challenge window 0: the relay itself fixes the score and settles), with results arriving at a
// steady 10/s and 50/s. It reports the median and the 99th percentile. Results are relayed one per
// transaction here: batched relays (the default) add at most relayBatchWait to this latency by design, and
// their throughput is measured by bench/settlerate.
func BenchmarkDaemonAcceptToSettled(b *testing.B) {
	for _, rate := range []int{10, 50} {
		b.Run(fmt.Sprintf("rate-%d-per-s", rate), func(b *testing.B) { benchAcceptToSettled(b, rate) })
	}
}

func benchAcceptToSettled(b *testing.B, rate int) {
	w := newWorld(b, anvil.Options{})
	pairs := w.benchPairs(4)
	ev := signerParty(b)
	specs := make([]jobSpec, b.N)
	for i := range specs {
		specs[i] = jobSpec{client: pairs[i%4][0], provider: pairs[i%4][1], terms: benchTerms(b, 0), budget: big.NewInt(1_000_000),
			evaluators: []common.Address{ev.addr}, quorum: 1, expiresIn: 30 * 86_400, fund: true, deliver: true}
	}
	ids := w.createMany(b, specs)
	svc := w.startDaemonWith("", func(c *daemon.Config) { fastDaemon(c); c.RelayBatchSize = 1 })
	waitFor(b, 60*time.Second, "daemon indexes the jobs", func() bool {
		j, err := svc.Store().Job(b.Context(), ids[len(ids)-1].Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	bodies := make([][]byte, len(ids))
	for i, id := range ids {
		bodies[i] = w.resultBody(id, ev, deliverable(id), "95")
	}
	head, err := w.client.BlockNumber(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	settledTopic := crypto.Keccak256Hash([]byte("JobSettled(uint256,uint16,uint256,uint256,uint256)"))
	accepted := make([]time.Time, len(ids))
	var mu sync.Mutex
	latencies := make([]time.Duration, 0, len(ids))
	index := map[uint64]int{}
	for i, id := range ids {
		index[id.Uint64()] = i
	}
	done := make(chan struct{})
	go func() { // watch JobSettled logs as they are mined
		defer close(done)
		from := head + 1
		for len(latencies) < len(ids) {
			logs, err := w.client.FilterLogs(context.Background(), ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from),
				Addresses: []common.Address{w.dep.Escrow}, Topics: [][]common.Hash{{settledTopic}}})
			now := time.Now()
			if err == nil {
				mu.Lock()
				for _, l := range logs {
					i := index[new(big.Int).SetBytes(l.Topics[1].Bytes()).Uint64()]
					latencies = append(latencies, now.Sub(accepted[i]))
					from = max(from, l.BlockNumber+1)
				}
				mu.Unlock()
			}
			time.Sleep(2 * time.Millisecond)
		}
	}()
	b.ResetTimer()
	tick := time.NewTicker(time.Second / time.Duration(rate))
	for i := range bodies {
		<-tick.C
		t0 := time.Now()
		mu.Lock()
		accepted[i] = t0
		mu.Unlock()
		if code, body := post(b, "http://"+svc.Addr()+"/v1/results", bodies[i]); code != http.StatusAccepted {
			b.Fatalf("POST = %d %v", code, body)
		}
	}
	tick.Stop()
	select {
	case <-done:
	case <-time.After(120 * time.Second):
		b.Fatal("not every job settled")
	}
	b.StopTimer()
	sort.Slice(latencies, func(i, j int) bool { return latencies[i] < latencies[j] })
	pct := func(p float64) float64 {
		return float64(latencies[int(p*float64(len(latencies)-1))].Microseconds()) / 1000
	}
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	b.ReportMetric(0, "ns/op")
}
