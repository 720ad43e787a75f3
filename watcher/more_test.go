package watcher_test

import (
	"context"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/watcher"
)

func storedBlocks(t *testing.T, h *chainHarness, w *watcher.Watcher, cp watcher.Checkpoint) []uint64 {
	t.Helper()
	refs, err := cp.Blocks(t.Context(), h.latest()+100, 1000)
	if err != nil {
		t.Fatalf("stored blocks: %v", err)
	}
	var nums []uint64
	for _, r := range refs {
		if r.Hash != h.blockHash(r.Number) {
			t.Fatalf("stored block %d has hash %s, chain has %s", r.Number, r.Hash, h.blockHash(r.Number))
		}
		nums = append(nums, r.Number)
	}
	slices.Sort(nums)
	return nums
}

// Only blocks with logs and the newest MaxReorgDepth blocks stay stored, and
// a reorg inside that window of quiet blocks still finds its ancestor.
func TestPrunesQuietBlocks(t *testing.T) {
	h := newChain(t, anvil.Options{})
	db := tempDB(t)
	handler := &pingHandler{}
	const keep = 4
	w := newWatcher(t, h, db, handler, setup{mod: func(c *watcher.Config) {
		c.MaxReorgDepth = keep
		c.MaxRange = 5
	}})
	cp := db.Checkpoint("test")
	h.ping(1, 1)
	first := h.latest()
	h.mine(20)
	h.ping(2, 1)
	second := h.latest()
	h.mine(10)
	mustPoll(t, w)

	tip := h.latest()
	want := []uint64{first, second}
	for n := tip - keep + 1; n <= tip; n++ {
		want = append(want, n)
	}
	if got := storedBlocks(t, h, w, cp); !slices.Equal(got, want) {
		t.Fatalf("stored blocks %v, want %v", got, want)
	}

	h.reorg(3, h.reorgTx(3, 2, 1))
	mustPoll(t, w)
	if r := handler.rewound(); len(r) != 1 || r[0].Number != tip-3 {
		t.Fatalf("rewinds %+v, want one to %d", r, tip-3)
	}
	assertRows(t, "after reorg over quiet blocks", storedPings(t, db), freshScan(t, h))
}

// plainClient hides ethclient's raw RPC client, forcing the one-header-at-a-
// time path with locally computed hashes.
type plainClient struct{ ec *ethclient.Client }

func (p plainClient) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	return p.ec.HeaderByNumber(ctx, n)
}

func (p plainClient) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	return p.ec.FilterLogs(ctx, q)
}

func TestClientWithoutBatches(t *testing.T) {
	h := newChain(t, anvil.Options{})
	db := tempDB(t)
	handler := &pingHandler{}
	w := newWatcher(t, h, db, handler, setup{client: plainClient{h.ec}, mod: func(c *watcher.Config) { c.MaxRange = 4 }})
	for i := uint64(1); i <= 5; i++ {
		h.ping(i, 1)
	}
	mustPoll(t, w)
	h.reorg(2, h.reorgTx(9, 1, 0))
	h.mine(1)
	mustPoll(t, w)
	if n := len(handler.rewound()); n != 1 {
		t.Fatalf("Rewind called %d times, want 1", n)
	}
	assertRows(t, "header-by-header", storedPings(t, db), freshScan(t, h))
}

// A start block the chain has not reached (or not confirmed) yet is waited
// for, not an error.
func TestStartBlockAheadOfChain(t *testing.T) {
	h := newChain(t, anvil.Options{})
	db := tempDB(t)
	start := h.latest() + 3
	w := newWatcher(t, h, db, &pingHandler{}, setup{mod: func(c *watcher.Config) { c.StartBlock = start }})
	h.ping(1, 1) // before the start block: must not be delivered
	mustPoll(t, w)
	if _, ok, err := w.Tip(t.Context()); ok || err != nil {
		t.Fatalf("checkpoint anchored before the start block existed (err %v)", err)
	}
	h.mine(1)
	h.ping(2, 1) // in block start
	h.ping(3, 1)
	mustPoll(t, w)
	rows := storedPings(t, db)
	if len(rows) != 2 || rows[0].Block != start || rows[0].Tag != 2 {
		t.Fatalf("from start block %d derived %+v", start, rows)
	}
}

// HeadSafe and HeadFinalized follow the node's tags (anvil: latest-32 and
// latest-64), on both header paths; confirmations count below them.
func TestFollowsSafeAndFinalizedHeads(t *testing.T) {
	h := newChain(t, anvil.Options{})
	for i := uint64(1); i <= 3; i++ {
		h.ping(i, 1)
		h.mine(30)
	}
	latest := h.latest()
	for _, tc := range []struct {
		tag    string
		client watcher.Client
		conf   uint64
		want   uint64
	}{
		{watcher.HeadSafe, h.ec, 0, latest - 32},
		{watcher.HeadFinalized, plainClient{h.ec}, 0, latest - 64},
		{watcher.HeadSafe, plainClient{h.ec}, 5, latest - 37},
	} {
		db := tempDB(t)
		w := newWatcher(t, h, db, &pingHandler{}, setup{client: tc.client, mod: func(c *watcher.Config) {
			c.HeadTag = tc.tag
			c.Confirmations = tc.conf
		}})
		mustPoll(t, w)
		tip, ok, err := w.Tip(t.Context())
		if err != nil || !ok || tip.Number != tc.want {
			t.Fatalf("%s-%d: tip %d (ok %v, err %v), want %d", tc.tag, tc.conf, tip.Number, ok, err, tc.want)
		}
		assertRows(t, tc.tag, storedPings(t, db), h.reference(tc.want))
	}
}
