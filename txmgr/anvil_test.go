package txmgr

import (
	"context"
	"math/big"
	"testing"

	"github.com/asa-escrow/asa/anvil"
	"github.com/ethereum/go-ethereum/common"
)

// A transaction priced below the base fee stays in the pool; the manager
// bumps it (same nonce, higher fees, new attempt persisted) and it is mined.
func TestStuckTxIsBumped(t *testing.T) {
	ctx := context.Background()
	node, c := startAnvil(t, anvil.Options{NoMining: true})
	key := devKey(t, 0)
	j := NewMemJournal()
	metrics := newCountingMetrics()
	m := newManager(t, c, j, key, Config{BumpAfterBlocks: 1, Metrics: metrics})
	to := common.HexToAddress("0x00000000000000000000000000000000000000f1")
	in := Intent{Kind: kindPlain, Key: "finalize:42", To: to, Value: big.NewInt(4242)}
	if _, err := m.Submit(ctx, in); err != nil {
		t.Fatal(err)
	}
	if err := m.Process(ctx); err != nil {
		t.Fatal(err)
	}
	first, _ := m.Attempts(ctx, in.Key)
	if len(first) != 1 {
		t.Fatalf("%d attempts after first pass", len(first))
	}
	// The base fee jumps far above the attempt's fee cap: the block leaves it out.
	high := new(big.Int).Mul(first[0].GasFeeCap, big.NewInt(5))
	if err := node.SetNextBlockBaseFee(ctx, high); err != nil {
		t.Fatal(err)
	}
	if err := node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := c.TransactionReceipt(ctx, first[0].TxHash); err == nil {
		t.Fatal("underpriced transaction was mined")
	}
	drive(t, m, func() { _ = node.Mine(ctx, 1) }, stateIs(t, m, in.Key, StateConfirmed))

	atts, _ := m.Attempts(ctx, in.Key)
	r, _ := m.Get(ctx, in.Key)
	last := atts[len(atts)-1]
	if len(atts) < 2 || r.TxHash != last.TxHash || r.TxHash == first[0].TxHash {
		t.Fatalf("mined %s after %d attempts, want a bumped attempt", r.TxHash.Hex(), len(atts))
	}
	for i := 1; i < len(atts); i++ {
		prev, cur := atts[i-1], atts[i]
		if cur.Nonce != prev.Nonce || cur.GasFeeCap.Cmp(raise(prev.GasFeeCap, 10)) < 0 || cur.GasTipCap.Cmp(raise(prev.GasTipCap, 10)) < 0 {
			t.Fatalf("attempt %d (nonce %d tip %s cap %s) is not a >=10%% bump of %d (nonce %d tip %s cap %s)",
				i, cur.Nonce, cur.GasTipCap, cur.GasFeeCap, i-1, prev.Nonce, prev.GasTipCap, prev.GasFeeCap)
		}
	}
	if last.GasFeeCap.Cmp(high) < 0 {
		t.Fatalf("bumped fee cap %s below the base fee %s", last.GasFeeCap, high)
	}
	if metrics.get(func(m *countingMetrics) int { return m.broadcasts[sendBump] }) < 1 {
		t.Fatal("no bump broadcast counted")
	}
	if got := balance(t, c, to); got.Cmp(big.NewInt(4242)) != 0 {
		t.Fatalf("recipient balance %s, want 4242", got)
	}
	// The gas counted is the mined transaction's, once: a plain transfer uses 21000.
	rc, err := c.TransactionReceipt(ctx, r.TxHash)
	if err != nil {
		t.Fatal(err)
	}
	if got := metrics.get(func(m *countingMetrics) int { return int(m.gas) }); uint64(got) != rc.GasUsed || got != 21000 {
		t.Fatalf("gas counted %d, want the receipt's %d (21000)", got, rc.GasUsed)
	}
}

// A reorg drops the mined transaction (anvil does not return it to the
// pool); the manager notices, re-checks that the job is still due and
// re-sends the stored raw transaction. The job is settled exactly once.
func TestReorgResendsStoredTx(t *testing.T) {
	ctx := context.Background()
	node, c := startAnvil(t, anvil.Options{})
	key, deployer := devKey(t, 0), devKey(t, 1)
	s := deploySettler(t, c, deployer, nil)
	j := NewMemJournal()
	metrics := newCountingMetrics()
	m := newManager(t, c, j, key, Config{Confirmations: 3, Metrics: metrics, Kinds: testKinds(s.isDue(c), nil)})
	in := Intent{Kind: kindSettle, Key: "finalize:5", To: s.addr, Data: s.pack(t, "settle", big.NewInt(5))}
	if _, err := m.Submit(ctx, in); err != nil {
		t.Fatal(err)
	}
	drive(t, m, nil, stateIs(t, m, in.Key, StateMined))
	mined, _ := m.Get(ctx, in.Key)
	head, err := c.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := node.Reorg(ctx, int(head-mined.BlockNumber+1)); err != nil {
		t.Fatal(err)
	}
	if due := s.call(t, c, "isDue", big.NewInt(5))[0].(bool); !due {
		t.Fatal("job still settled after the reorg")
	}
	drive(t, m, nil, func() bool {
		r, _ := m.Get(ctx, in.Key)
		return r.State == StateMined && r.BlockHash != mined.BlockHash
	})
	if metrics.get(func(m *countingMetrics) int { return m.reorgs }) != 1 {
		t.Fatal("reorg not noticed")
	}
	again, _ := m.Get(ctx, in.Key)
	if again.TxHash != mined.TxHash || again.BlockHash == mined.BlockHash {
		t.Fatalf("after reorg: tx %s block %s; want the same tx in a new block", again.TxHash.Hex(), again.BlockHash.Hex())
	}
	drive(t, m, func() { _ = node.Mine(ctx, 1) }, stateIs(t, m, in.Key, StateConfirmed))
	atts, _ := m.Attempts(ctx, in.Key)
	if len(atts) != 1 {
		t.Fatalf("%d attempts, want the one stored raw tx re-sent", len(atts))
	}
	if n := s.call(t, c, "settleCount")[0].(*big.Int); n.Int64() != 1 {
		t.Fatalf("settleCount %d, want 1", n)
	}
	if metrics.get(func(m *countingMetrics) int { return m.broadcasts[sendResend] }) != 1 {
		t.Fatal("want exactly one re-send")
	}
}

// After the reorg someone else settles the job before the manager
// re-sends: the precheck abandons the intent instead of sending it again.
func TestReorgThenDoneElsewhereAbandons(t *testing.T) {
	ctx := context.Background()
	node, c := startAnvil(t, anvil.Options{})
	key, other := devKey(t, 0), devKey(t, 1)
	s := deploySettler(t, c, other, nil)
	j := NewMemJournal()
	m := newManager(t, c, j, key, Config{Confirmations: 3, Kinds: testKinds(s.isDue(c), nil)})
	in := Intent{Kind: kindSettle, Key: "finalize:6", To: s.addr, Data: s.pack(t, "settle", big.NewInt(6))}
	if _, err := m.Submit(ctx, in); err != nil {
		t.Fatal(err)
	}
	drive(t, m, nil, stateIs(t, m, in.Key, StateMined))
	mined, _ := m.Get(ctx, in.Key)
	head, _ := c.BlockNumber(ctx)
	if err := node.Reorg(ctx, int(head-mined.BlockNumber+1)); err != nil {
		t.Fatal(err)
	}
	sendDirect(t, c, other, &s.addr, s.pack(t, "settle", big.NewInt(6)), nil, nil)
	drive(t, m, nil, stateIs(t, m, in.Key, StateAbandoned))
	if n := s.call(t, c, "settleCount")[0].(*big.Int); n.Int64() != 1 {
		t.Fatalf("settleCount %d, want 1", n)
	}
	if n := nonceAt(t, c, addr(key)); n != 0 {
		t.Fatalf("manager's reorged-out tx was re-sent (nonce %d)", n)
	}
}

// Two intents are reorged out; one job was meanwhile settled by someone
// else, so its intent is abandoned and its nonce would leave a gap. The
// manager fills the gap with a self-transfer so the other intent is mined.
func TestReorgAbandonFillsNonceGap(t *testing.T) {
	ctx := context.Background()
	node, c := startAnvil(t, anvil.Options{})
	key, other := devKey(t, 0), devKey(t, 1)
	s := deploySettler(t, c, other, nil)
	j := NewMemJournal()
	m := newManager(t, c, j, key, Config{Confirmations: 4, Kinds: testKinds(s.isDue(c), nil)})
	a := Intent{Kind: kindSettle, Key: "finalize:10", To: s.addr, Data: s.pack(t, "settle", big.NewInt(10))}
	b := Intent{Kind: kindSettle, Key: "finalize:11", To: s.addr, Data: s.pack(t, "settle", big.NewInt(11))}
	for _, in := range []Intent{a, b} {
		if _, err := m.Submit(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	drive(t, m, nil, func() bool { return stateIs(t, m, a.Key, StateMined)() && stateIs(t, m, b.Key, StateMined)() })
	ra, _ := m.Get(ctx, a.Key)
	rb, _ := m.Get(ctx, b.Key)
	if ra.Nonce != 0 || rb.Nonce != 1 {
		t.Fatalf("nonces %d, %d; want 0, 1", ra.Nonce, rb.Nonce)
	}
	head, _ := c.BlockNumber(ctx)
	if err := node.Reorg(ctx, int(head-ra.BlockNumber+1)); err != nil {
		t.Fatal(err)
	}
	if n := nonceAt(t, c, addr(key)); n != 0 {
		t.Fatalf("nonce after reorg %d, want 0", n)
	}
	sendDirect(t, c, other, &s.addr, s.pack(t, "settle", big.NewInt(10)), nil, nil)
	drive(t, m, func() { _ = node.Mine(ctx, 1) }, stateIs(t, m, b.Key, StateConfirmed))
	if atts, _ := m.Attempts(ctx, b.Key); len(atts) != 1 || atts[0].Nonce != 1 {
		t.Fatalf("intent b attempts %+v, want its stored nonce-1 tx re-sent", atts)
	}
	if r, _ := m.Get(ctx, a.Key); r.State != StateAbandoned {
		t.Fatalf("intent a: %s, want abandoned", r.State)
	}
	if n := nonceAt(t, c, addr(key)); n != 2 {
		t.Fatalf("sender nonce %d, want 2 (gap filled, b mined)", n)
	}
	if n := s.call(t, c, "settleCount")[0].(*big.Int); n.Int64() != 2 {
		t.Fatalf("settleCount %d, want 2", n)
	}
}
