package watcher_test

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/watcher"
)

// Logs arrive exactly once and in order across many polls and small ranges,
// with empty blocks in between and header batches smaller than a range.
func TestDeliversEachLogOnceInOrder(t *testing.T) {
	h := newChain(t, anvil.Options{})
	db := tempDB(t)
	handler := &pingHandler{}
	m := &recMetrics{}
	w := newWatcher(t, h, db, handler, setup{metrics: m, mod: func(c *watcher.Config) {
		c.MaxRange = 3
		c.HeaderBatch = 2
	}})

	mustPoll(t, w) // nothing but the deployment block yet
	for round := uint64(1); round <= 4; round++ {
		for i := uint64(0); i < round; i++ {
			h.ping(round*10+i, 1+i%3)
		}
		h.mine(int(round)) // empty blocks between the logs
		mustPoll(t, w)
		mustPoll(t, w) // a poll with nothing new changes nothing
		assertRows(t, "after round", storedPings(t, db), h.reference(h.latest()))
	}

	rows := storedPings(t, db)
	for i, r := range rows {
		if r.Seq != uint64(i+1) {
			t.Fatalf("ping %d has seq %d: a log was lost, repeated or reordered", i, r.Seq)
		}
	}
	applied := handler.appliedBlocks()
	if !slices.IsSorted(applied) || len(slices.Compact(slices.Clone(applied))) != len(applied) {
		t.Fatalf("Apply calls not once per block in increasing order: %v", applied)
	}
	if m.logs != len(rows) {
		t.Fatalf("metrics counted %d logs, stored %d", m.logs, len(rows))
	}
	tip, ok, err := w.Tip(t.Context())
	if err != nil || !ok || tip.Number != h.latest() || tip.Hash != h.blockHash(tip.Number) {
		t.Fatalf("tip %+v ok=%v err=%v, chain head %d", tip, ok, err, h.latest())
	}
}

// With mining off (blocks only via evm_mine) several transactions share a
// block, so Apply gets many logs of one block, and confirmations hold back
// the newest blocks.
func TestManualMiningAndConfirmations(t *testing.T) {
	h := newChain(t, anvil.Options{NoMining: true})
	db := tempDB(t)
	handler := &pingHandler{}
	const confirmations = 2
	w := newWatcher(t, h, db, handler, setup{mod: func(c *watcher.Config) { c.Confirmations = confirmations }})

	for blk := uint64(0); blk < 4; blk++ {
		for i := uint64(0); i < 3; i++ {
			h.ping(blk, 2) // three transactions, six logs per block
		}
		h.mine(1)
	}
	mustPoll(t, w)
	confirmed := h.latest() - confirmations
	assertRows(t, "confirmed only", storedPings(t, db), h.reference(confirmed))
	if got := len(storedPings(t, db)); got != 6*int(confirmed-h.deploy) {
		t.Fatalf("stored %d pings below the confirmed head %d", got, confirmed)
	}

	h.mine(confirmations)
	mustPoll(t, w)
	assertRows(t, "all confirmed", storedPings(t, db), h.reference(h.latest()-confirmations))
	if got := len(storedPings(t, db)); got != 24 {
		t.Fatalf("stored %d pings, want 24", got)
	}
}

// anvil_reorg replaces the last blocks at the same height: the watcher sees
// the stored tip's hash change, rewinds to the ancestor and re-scans.
func TestReorgSameHeight(t *testing.T) {
	h := newChain(t, anvil.Options{})
	db := tempDB(t)
	handler := &pingHandler{}
	m := &recMetrics{}
	w := newWatcher(t, h, db, handler, setup{metrics: m})

	for i := uint64(1); i <= 6; i++ {
		h.ping(i, 1)
	}
	mustPoll(t, w)
	before := h.latest()
	oldTipHash := h.blockHash(before)

	const depth = 3
	h.reorg(depth, h.reorgTx(99, 2, 0), h.reorgTx(98, 1, 2))
	if h.latest() != before || h.blockHash(before) == oldTipHash {
		t.Fatalf("anvil_reorg did not replace the tip")
	}
	mustPoll(t, w)

	rewinds := handler.rewound()
	if len(rewinds) != 1 {
		t.Fatalf("Rewind called %d times, want 1", len(rewinds))
	}
	ancestor := rewinds[0]
	if ancestor.Number != before-depth || ancestor.Hash != h.blockHash(before-depth) {
		t.Fatalf("rewound to %d/%s, want %d/%s", ancestor.Number, ancestor.Hash, before-depth, h.blockHash(before-depth))
	}
	if !slices.Equal(m.reorgs, []uint64{depth}) {
		t.Fatalf("reorg metrics %v, want [%d]", m.reorgs, depth)
	}
	got := storedPings(t, db)
	assertRows(t, "after reorg", got, h.reference(h.latest()))
	assertRows(t, "versus fresh scan", got, freshScan(t, h))
	tags := map[uint64]int{}
	for _, r := range got {
		tags[r.Tag]++
	}
	if tags[99] != 2 || tags[98] != 1 || tags[4] != 0 || tags[6] != 0 {
		t.Fatalf("derived tags %v: the replaced blocks' logs must be gone and the new ones present", tags)
	}
}

// A reorg followed by new blocks is caught by the parent check of the next
// range, and the rewind and re-scan happen in the same poll.
func TestReorgThenGrowth(t *testing.T) {
	h := newChain(t, anvil.Options{})
	db := tempDB(t)
	handler := &pingHandler{}
	w := newWatcher(t, h, db, handler, setup{mod: func(c *watcher.Config) { c.MaxRange = 2 }})

	for i := uint64(1); i <= 5; i++ {
		h.ping(i, 2)
	}
	mustPoll(t, w)
	h.reorg(2, h.reorgTx(50, 3, 1))
	h.ping(60, 1)
	h.mine(2)
	h.ping(61, 1)
	mustPoll(t, w)

	if n := len(handler.rewound()); n != 1 {
		t.Fatalf("Rewind called %d times, want 1", n)
	}
	got := storedPings(t, db)
	assertRows(t, "after reorg", got, h.reference(h.latest()))
	assertRows(t, "versus fresh scan", got, freshScan(t, h))

	// The rolled-back blocks must not be applied twice on the next poll.
	mustPoll(t, w)
	assertRows(t, "idle poll", storedPings(t, db), got)
}

// A reorg deeper than MaxReorgDepth stops the watcher with ErrReorgTooDeep
// and leaves the derived state as it was.
func TestReorgTooDeep(t *testing.T) {
	h := newChain(t, anvil.Options{})
	db := tempDB(t)
	handler := &pingHandler{}
	w := newWatcher(t, h, db, handler, setup{mod: func(c *watcher.Config) { c.MaxReorgDepth = 2 }})
	for i := uint64(1); i <= 6; i++ {
		h.ping(i, 1)
	}
	mustPoll(t, w)
	before := storedPings(t, db)

	h.reorg(4, h.reorgTx(7, 1, 0))
	err := w.Poll(t.Context())
	if !errors.Is(err, watcher.ErrReorgTooDeep) {
		t.Fatalf("poll after a 4-block reorg with max depth 2: %v, want ErrReorgTooDeep", err)
	}
	if !errors.Is(w.LastError(), watcher.ErrReorgTooDeep) {
		t.Fatalf("LastError = %v", w.LastError())
	}
	assertRows(t, "untouched", storedPings(t, db), before)
	if n := len(handler.rewound()); n != 0 {
		t.Fatalf("Rewind called %d times", n)
	}
}

// A node that shrinks its chain (anvil_rollback) is not a reorg by itself:
// the stored blocks it still has match, so nothing is rewound until new,
// different blocks appear at the old heights.
func TestChainShrinksThenDiverges(t *testing.T) {
	h := newChain(t, anvil.Options{})
	db := tempDB(t)
	handler := &pingHandler{}
	w := newWatcher(t, h, db, handler, setup{})
	for i := uint64(1); i <= 4; i++ {
		h.ping(i, 1)
	}
	mustPoll(t, w)
	tip := h.latest()
	if err := h.node.RPC().CallContext(t.Context(), nil, "anvil_rollback", 2); err != nil {
		t.Fatalf("anvil_rollback: %v", err)
	}
	if h.latest() != tip-2 {
		t.Fatalf("rollback left head at %d, want %d", h.latest(), tip-2)
	}
	mustPoll(t, w)
	if n := len(handler.rewound()); n != 0 {
		t.Fatalf("Rewind called %d times while the node was merely shorter", n)
	}
	h.ping(70, 1)
	h.ping(71, 1)
	h.ping(72, 1)
	mustPoll(t, w)
	if r := handler.rewound(); len(r) != 1 || r[0].Number != tip-2 {
		t.Fatalf("rewinds %+v, want one to block %d", r, tip-2)
	}
	assertRows(t, "after divergence", storedPings(t, db), freshScan(t, h))
}

// A new watcher over the same database resumes after the checkpoint: the
// handler's primary key would reject any log delivered twice.
func TestRestartResumesFromCheckpoint(t *testing.T) {
	h := newChain(t, anvil.Options{})
	db := tempDB(t)
	first := &pingHandler{}
	w1 := newWatcher(t, h, db, first, setup{})
	for i := uint64(1); i <= 3; i++ {
		h.ping(i, 2)
	}
	mustPoll(t, w1)
	stopAt, ok, err := w1.Tip(t.Context())
	if err != nil || !ok {
		t.Fatalf("tip: %+v %v %v", stopAt, ok, err)
	}

	for i := uint64(4); i <= 6; i++ {
		h.ping(i, 1)
	}
	second := &pingHandler{}
	w2 := newWatcher(t, h, db, second, setup{mod: func(c *watcher.Config) { c.StartBlock = 0 }}) // ignored: checkpoint exists
	mustPoll(t, w2)

	applied := second.appliedBlocks()
	if len(applied) != 3 || applied[0] <= stopAt.Number {
		t.Fatalf("after restart Apply ran for blocks %v; checkpoint was %d", applied, stopAt.Number)
	}
	assertRows(t, "after restart", storedPings(t, db), h.reference(h.latest()))
}

// refusingClient is a real client whose eth_getLogs refuses ranges wider
// than limit blocks, as hosted providers do.
type refusingClient struct {
	*ethclient.Client
	limit uint64

	mu     sync.Mutex
	widest uint64 // widest range answered
}

func (c *refusingClient) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	span := q.ToBlock.Uint64() - q.FromBlock.Uint64() + 1
	if span > c.limit {
		return nil, errors.New("query returned more than 10000 results. Try with this block range [0x1, 0x2]")
	}
	c.mu.Lock()
	c.widest = max(c.widest, span)
	c.mu.Unlock()
	return c.Client.FilterLogs(ctx, q)
}

func TestHalvesRangeWhenRefused(t *testing.T) {
	h := newChain(t, anvil.Options{})
	for i := uint64(1); i <= 5; i++ {
		h.ping(i, 1)
		h.mine(3)
	}
	db := tempDB(t)
	m := &recMetrics{}
	client := &refusingClient{Client: h.ec, limit: 3}
	w := newWatcher(t, h, db, &pingHandler{}, setup{client: client, metrics: m, mod: func(c *watcher.Config) { c.MaxRange = 16 }})
	mustPoll(t, w)

	assertRows(t, "with refusals", storedPings(t, db), h.reference(h.latest()))
	if !slices.Equal(m.shrunk, []uint64{8, 4, 2}) {
		t.Fatalf("range shrank as %v, want [8 4 2]", m.shrunk)
	}
	if client.widest > client.limit {
		t.Fatalf("answered a range of %d blocks", client.widest)
	}
}

// Other eth_getLogs errors are not range refusals: the poll fails, nothing
// is applied, and the next poll succeeds.
type failingClient struct {
	*ethclient.Client
	fail bool
}

func (c *failingClient) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	if c.fail {
		return nil, errors.New("connection reset by peer")
	}
	return c.Client.FilterLogs(ctx, q)
}

func TestRPCErrorLosesNothing(t *testing.T) {
	h := newChain(t, anvil.Options{})
	h.ping(1, 3)
	db := tempDB(t)
	client := &failingClient{Client: h.ec, fail: true}
	m := &recMetrics{}
	w := newWatcher(t, h, db, &pingHandler{}, setup{client: client, metrics: m})
	if err := w.Poll(t.Context()); err == nil || !strings.Contains(err.Error(), "connection reset") {
		t.Fatalf("poll with a failing node: %v", err)
	}
	if len(storedPings(t, db)) != 0 || m.failures != 1 {
		t.Fatalf("failed poll stored %d pings, %d failures counted", len(storedPings(t, db)), m.failures)
	}
	client.fail = false
	mustPoll(t, w)
	assertRows(t, "after recovery", storedPings(t, db), h.reference(h.latest()))
	if w.LastError() != nil {
		t.Fatalf("LastError after a good poll: %v", w.LastError())
	}
}

// A handler error rolls back the block checkpoint with it.
type failOnceHandler struct {
	*pingHandler
	failed bool
}

func (f *failOnceHandler) Apply(ctx context.Context, tx *sql.Tx, b watcher.BlockRef, logs []types.Log) error {
	if err := f.pingHandler.Apply(ctx, tx, b, logs); err != nil {
		return err
	}
	if !f.failed {
		f.failed = true
		return errors.New("handler refuses")
	}
	return nil
}

func TestHandlerErrorRollsBackCheckpoint(t *testing.T) {
	h := newChain(t, anvil.Options{})
	h.ping(1, 2)
	h.ping(2, 2)
	db := tempDB(t)
	handler := &failOnceHandler{pingHandler: &pingHandler{}}
	w := newWatcher(t, h, db, handler, setup{})
	if err := w.Poll(t.Context()); err == nil || !strings.Contains(err.Error(), "handler refuses") {
		t.Fatalf("poll: %v, want the handler's error", err)
	}
	if n := len(storedPings(t, db)); n != 0 {
		t.Fatalf("%d pings survived a failed transaction", n)
	}
	tip, ok, err := w.Tip(t.Context())
	if err != nil || !ok || tip.Number != h.deploy-1 {
		t.Fatalf("checkpoint moved past the failed range: %+v %v %v", tip, ok, err)
	}
	mustPoll(t, w)
	assertRows(t, "after retry", storedPings(t, db), h.reference(h.latest()))
}

// fakeClock hands out one ticker whose ticks the test sends.
type fakeClock struct{ ticks chan time.Time }

func (c fakeClock) NewTicker(time.Duration) watcher.Ticker { return fakeTicker(c) }

type fakeTicker struct{ ticks chan time.Time }

func (f fakeTicker) C() <-chan time.Time { return f.ticks }
func (f fakeTicker) Stop()               {}

func TestStartPollsOnTicksUntilStop(t *testing.T) {
	h := newChain(t, anvil.Options{})
	db := tempDB(t)
	clock := fakeClock{ticks: make(chan time.Time)}
	w := newWatcher(t, h, db, &pingHandler{}, setup{mod: func(c *watcher.Config) { c.Clock = clock }})
	h.ping(1, 1)
	if err := w.Start(t.Context()); err != nil {
		t.Fatalf("start: %v", err)
	}
	if err := w.Start(t.Context()); err == nil {
		t.Fatal("second Start succeeded")
	}
	waitFor(t, func() bool { return len(storedPings(t, db)) == 1 }) // the immediate first poll

	h.ping(2, 2)
	clock.ticks <- time.Now() // received only once the loop waits again
	waitFor(t, func() bool { return len(storedPings(t, db)) == 3 })
	_ = w.Stop(t.Context())
	_ = w.Stop(t.Context())

	h.ping(3, 1)
	select {
	case clock.ticks <- time.Now():
		t.Fatal("a stopped watcher still takes ticks")
	case <-time.After(50 * time.Millisecond):
	}
	assertRows(t, "after stop", storedPings(t, db), h.reference(h.latest()-1))
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached in 10 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestConfigCheck(t *testing.T) {
	_, err := watcher.New(watcher.Config{MaxRange: 1_000_000, HeadTag: "pending"})
	if err == nil {
		t.Fatal("empty config accepted")
	}
	for _, want := range []string{"no RPC client", "no checkpoint store", "no handler", "no contract addresses", "head tag", "max range"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("config error %q does not mention %q", err, want)
		}
	}

}
