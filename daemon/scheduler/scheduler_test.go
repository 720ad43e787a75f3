package scheduler

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/asa-escrow/asa/daemon/store"
	"github.com/ethereum/go-ethereum/common"
)

// deadlineFold is a minimal fold for these tests: a "Deadline" event sets the job's deadline.
func deadlineFold(job *store.Job, ev store.JobEvent, _ store.TermsLookup) error {
	var a struct{ Deadline uint64 }
	if err := json.Unmarshal(ev.Data, &a); err != nil {
		return err
	}
	job.Deadline = a.Deadline
	job.Budget = big.NewInt(1)
	return nil
}

type testChain struct {
	t     *testing.T
	st    *store.Store
	block uint64
}

func newTestChain(t *testing.T) *testChain {
	st, err := store.Open(context.Background(), t.TempDir()+"/asa.db", store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return &testChain{t: t, st: st}
}

// setDeadlines applies one block setting each job's deadline (0 = none).
func (c *testChain) setDeadlines(deadlines map[uint64]uint64) {
	c.t.Helper()
	c.block++
	bh := common.BytesToHash([]byte(fmt.Sprint("block", c.block)))
	var evs []store.JobEvent
	ids := make([]uint64, 0, len(deadlines))
	for id := range deadlines {
		ids = append(ids, id)
	}
	for i := range ids { // deterministic log order
		for j := i + 1; j < len(ids); j++ {
			if ids[j] < ids[i] {
				ids[i], ids[j] = ids[j], ids[i]
			}
		}
	}
	for i, id := range ids {
		args, _ := json.Marshal(map[string]uint64{"Deadline": deadlines[id]})
		evs = append(evs, store.JobEvent{JobID: id, BlockNumber: c.block, BlockHash: bh, LogIndex: uint(i), Name: "Deadline", Topics: []common.Hash{{1}}, Data: args})
	}
	if err := c.st.Apply(context.Background(), store.ChainUpdate{Events: evs}, deadlineFold); err != nil {
		c.t.Fatal(err)
	}
}

type fakeClock struct {
	mu    sync.Mutex
	now   time.Time
	ticks chan time.Time
}

func newFakeClock(unix int64) *fakeClock {
	return &fakeClock{now: time.Unix(unix, 0), ticks: make(chan time.Time)}
}

func (c *fakeClock) Now() (time.Time, error) {
	return c.current(), nil
}

func (c *fakeClock) current() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) set(unix int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = time.Unix(unix, 0)
}

func (c *fakeClock) NewTicker(time.Duration) Ticker { return fakeTicker{c.ticks} }

type fakeTicker struct{ c chan time.Time }

func (t fakeTicker) C() <-chan time.Time { return t.c }
func (t fakeTicker) Stop()               {}

// recorder is a Handler that remembers the batches it got.
type recorder struct {
	mu      sync.Mutex
	batches [][]uint64
	failAt  int // fail the failAt-th call (1-based); 0 never
	calls   int
}

func (r *recorder) handle(_ context.Context, ids []uint64) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.calls++
	if r.calls == r.failAt {
		return errors.New("intent queue unavailable")
	}
	r.batches = append(r.batches, append([]uint64(nil), ids...))
	return nil
}

func (r *recorder) take() [][]uint64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	b := r.batches
	r.batches = nil
	return b
}

func TestTickBatchesAndBacksOff(t *testing.T) {
	ctx := context.Background()
	c := newTestChain(t)
	deadlines := map[uint64]uint64{}
	for id := uint64(1); id <= 120; id++ {
		deadlines[id] = 1000 + id // all due at 2000
	}
	deadlines[500] = 5000 // not yet due
	deadlines[501] = 0    // no deadline
	c.setDeadlines(deadlines)

	clock := newFakeClock(2000)
	rec := &recorder{}
	met := &countingMetrics{}
	s, err := New(c.st, rec.handle, Config{BatchSize: 50, MaxPerTick: 100, Retry: time.Minute, Clock: clock, Metrics: met})
	if err != nil {
		t.Fatal(err)
	}
	n, err := s.Tick(ctx)
	if err != nil || n != 100 {
		t.Fatalf("tick 1 handed %d, %v; want 100", n, err)
	}
	if met.due != 100 || met.handed != 100 || !reflect.DeepEqual(met.batches, []int{50, 50}) {
		t.Fatalf("metrics after tick 1: due %d handed %d batches %v", met.due, met.handed, met.batches)
	}
	got := rec.take()
	if len(got) != 2 || len(got[0]) != 50 || len(got[1]) != 50 || got[0][0] != 1 || got[1][49] != 100 {
		t.Fatalf("tick 1 batches = %v", got)
	}
	n, err = s.Tick(ctx)
	if err != nil || n != 20 {
		t.Fatalf("tick 2 handed %d, %v; want the remaining 20", n, err)
	}
	if got := rec.take(); len(got) != 1 || got[0][0] != 101 || got[0][19] != 120 {
		t.Fatalf("tick 2 batches = %v", got)
	}
	// Everything due is queued: nothing is handed out again before the back-off.
	if n, err := s.Tick(ctx); err != nil || n != 0 {
		t.Fatalf("tick 3 handed %d, %v; want 0", n, err)
	}
	clock.set(2059)
	if n, _ := s.Tick(ctx); n != 0 {
		t.Fatalf("handed %d jobs before the back-off ended", n)
	}
	// After the back-off, jobs still due are retried (their finalize did not land).
	clock.set(2060)
	if n, err := s.Tick(ctx); err != nil || n != 100 {
		t.Fatalf("retry tick handed %d, %v; want 100", n, err)
	}
	rec.take()
	// A new deadline from the chain makes a job due at that deadline, back-off or not.
	c.setDeadlines(map[uint64]uint64{7: 2061, 8: 0})
	clock.set(2061)
	if n, _ := s.Tick(ctx); n != 21 { // job 7 (new deadline) + jobs 101..120 (back-off over)
		t.Fatalf("handed %d, want 21", n)
	}
	// Earliest due first: 101..120 (due since 2060), then job 7 (2061); job 8 lost its deadline.
	if got := rec.take(); len(got) != 1 || got[0][0] != 101 || got[0][20] != 7 {
		t.Fatalf("batches = %v, want 101..120 then 7", got)
	}
}

// countingMetrics keeps the last tick's counts and every batch size.
type countingMetrics struct {
	due, handed int
	batches     []int
}

func (m *countingMetrics) Ticked(due, handed int, _ error) { m.due, m.handed = due, handed }
func (m *countingMetrics) Batch(n int)                     { m.batches = append(m.batches, n) }

func TestTickHandlerErrorLeavesRestDue(t *testing.T) {
	ctx := context.Background()
	c := newTestChain(t)
	deadlines := map[uint64]uint64{}
	for id := uint64(1); id <= 30; id++ {
		deadlines[id] = 100
	}
	c.setDeadlines(deadlines)
	rec := &recorder{failAt: 2}
	s, err := New(c.st, rec.handle, Config{BatchSize: 10, Clock: newFakeClock(100)})
	if err != nil {
		t.Fatal(err)
	}
	n, err := s.Tick(ctx)
	if err == nil || n != 10 {
		t.Fatalf("tick = %d, %v; want 10 handed and an error", n, err)
	}
	rec.take()
	n, err = s.Tick(ctx)
	if err != nil || n != 20 {
		t.Fatalf("retry tick = %d, %v; want the 20 refused jobs", n, err)
	}
	if got := rec.take(); got[0][0] != 11 || got[1][9] != 30 {
		t.Fatalf("retried batches = %v", got)
	}
}

func TestStartStopWithFakeClock(t *testing.T) {
	c := newTestChain(t)
	c.setDeadlines(map[uint64]uint64{1: 100, 2: 200, 3: 300})
	clock := newFakeClock(150)
	got := make(chan []uint64)
	handle := func(ctx context.Context, ids []uint64) error {
		select {
		case got <- ids:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	s, err := New(c.st, handle, Config{Interval: time.Second, Retry: time.Hour, Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a guard, not a wait
	defer cancel()
	if err := s.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if err := s.Start(ctx); err == nil {
		t.Fatal("second Start accepted")
	}
	recv := func() []uint64 {
		select {
		case ids := <-got:
			return ids
		case <-ctx.Done():
			t.Fatal("no batch handed out")
			return nil
		}
	}
	if ids := recv(); !reflect.DeepEqual(ids, []uint64{1}) { // the tick at Start
		t.Fatalf("start tick = %v", ids)
	}
	tick := func() { // accepted only once the previous tick has finished
		select {
		case clock.ticks <- clock.current():
		case <-ctx.Done():
			t.Fatal("scheduler loop stuck")
		}
	}
	clock.set(350)
	tick()
	if ids := recv(); !reflect.DeepEqual(ids, []uint64{2, 3}) {
		t.Fatalf("second tick = %v", ids)
	}
	tick()
	tick() // the previous (empty) tick finished without handing anything out: jobs 1..3 backed off
	_ = s.Stop(context.Background())
	_ = s.Stop(context.Background())
	select {
	case ids := <-got:
		t.Fatalf("handed %v after Stop", ids)
	default:
	}
}

func TestConfigChecks(t *testing.T) {
	c := newTestChain(t)
	noop := func(context.Context, []uint64) error { return nil }
	for _, cfg := range []Config{
		{Retry: time.Millisecond},
		{BatchSize: 100, MaxPerTick: 10},
		{Interval: -time.Second},
	} {
		if _, err := New(c.st, noop, cfg); err == nil {
			t.Errorf("config %+v accepted", cfg)
		}
	}
	if _, err := New(nil, noop, Config{}); err == nil {
		t.Error("nil store accepted")
	}
}
