package txmgr

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/params"
)

// fakeChain is a hand-written node for deterministic tests of the manager's rules (in the manner of
// op-service's txmgr tests): one sender, a pool keyed by nonce with geth's replacement rule, and a
// miner that includes a transaction only when its fee cap reaches includeFee. Tests drive blocks by
// hand; nothing sleeps.
type fakeChain struct {
	mu         sync.Mutex
	chainID    *big.Int
	head       uint64
	baseFee    *big.Int
	tip        *big.Int
	includeFee *big.Int // the miner leaves out transactions whose fee cap is below this
	mined      map[common.Address]uint64
	balance    *big.Int
	pool       map[uint64]*types.Transaction
	receipts   map[common.Hash]*types.Receipt
	known      map[common.Hash]bool
	sendErr    func(tx *types.Transaction) error // when set, answers SendTransaction first
	nonceBump  uint64                            // added to the mined nonce on every NonceAt (another process uses the key)
	hang       bool                              // every call blocks until its context ends
	sends      int
	signer     types.Signer
	needGas    uint64 // a transaction with less gas runs out of it when mined (reverts, using all its gas)
	reverts    bool   // every mined transaction reverts (a REVERT, using part of its gas)
}

func newFakeChain() *fakeChain {
	return &fakeChain{chainID: big.NewInt(1337), head: 1, baseFee: big.NewInt(10 * params.GWei), tip: big.NewInt(params.GWei),
		includeFee: new(big.Int), mined: map[common.Address]uint64{}, balance: new(big.Int).Mul(big.NewInt(100), big.NewInt(params.Ether)),
		pool: map[uint64]*types.Transaction{}, receipts: map[common.Hash]*types.Receipt{}, known: map[common.Hash]bool{},
		signer: types.LatestSignerForChainID(big.NewInt(1337))}
}

func (f *fakeChain) wait(ctx context.Context) error {
	f.mu.Lock()
	hang := f.hang
	f.mu.Unlock()
	if hang {
		<-ctx.Done()
		return ctx.Err()
	}
	return nil
}

func (f *fakeChain) ChainID(ctx context.Context) (*big.Int, error) { return f.chainID, f.wait(ctx) }

func (f *fakeChain) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	if err := f.wait(ctx); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	num := f.head
	if n != nil {
		num = n.Uint64()
	}
	return &types.Header{Number: new(big.Int).SetUint64(num), BaseFee: new(big.Int).Set(f.baseFee), Extra: []byte(fmt.Sprint(num))}, nil
}

func (f *fakeChain) NonceAt(ctx context.Context, a common.Address, _ *big.Int) (uint64, error) {
	if err := f.wait(ctx); err != nil {
		return 0, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.mined[a] += f.nonceBump
	return f.mined[a], nil
}

func (f *fakeChain) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	if err := f.wait(ctx); err != nil {
		return 0, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	n := f.mined[a]
	for f.pool[n] != nil {
		n++
	}
	return n, nil
}

func (f *fakeChain) BalanceAt(ctx context.Context, _ common.Address, _ *big.Int) (*big.Int, error) {
	if err := f.wait(ctx); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return new(big.Int).Set(f.balance), nil
}

func (f *fakeChain) SuggestGasTipCap(ctx context.Context) (*big.Int, error) {
	if err := f.wait(ctx); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return new(big.Int).Set(f.tip), nil
}

func (f *fakeChain) EstimateGas(ctx context.Context, _ ethereum.CallMsg) (uint64, error) {
	return 21_000, f.wait(ctx)
}

func (f *fakeChain) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if err := f.wait(ctx); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sends++
	if f.sendErr != nil {
		if err := f.sendErr(tx); err != nil {
			return err
		}
	}
	from, _ := types.Sender(f.signer, tx)
	if f.known[tx.Hash()] {
		return errors.New("already known")
	}
	if tx.Nonce() < f.mined[from] {
		return errors.New("nonce too low")
	}
	cost := new(big.Int).Mul(new(big.Int).SetUint64(tx.Gas()), tx.GasFeeCap())
	if f.balance.Cmp(cost) < 0 {
		return errors.New("insufficient funds for gas * price + value")
	}
	if old := f.pool[tx.Nonce()]; old != nil && (tx.GasFeeCap().Cmp(raise(old.GasFeeCap(), 10)) < 0 || tx.GasTipCap().Cmp(raise(old.GasTipCap(), 10)) < 0) {
		return errors.New("replacement transaction underpriced")
	}
	f.pool[tx.Nonce()] = tx
	f.known[tx.Hash()] = true
	return nil
}

func (f *fakeChain) TransactionReceipt(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	if err := f.wait(ctx); err != nil {
		return nil, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if r, ok := f.receipts[h]; ok {
		return r, nil
	}
	return nil, ethereum.NotFound
}

func (f *fakeChain) TransactionByHash(ctx context.Context, h common.Hash) (*types.Transaction, bool, error) {
	if err := f.wait(ctx); err != nil {
		return nil, false, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.known[h] {
		return nil, true, nil
	}
	return nil, false, ethereum.NotFound
}

// mine makes one block: pool transactions in nonce order from the sender's nonce, while their fee cap
// reaches both the base fee and includeFee.
func (f *fakeChain) mine() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.head++
	for {
		var next *types.Transaction
		var from common.Address
		for _, tx := range f.pool {
			s, _ := types.Sender(f.signer, tx)
			if tx.Nonce() == f.mined[s] {
				next, from = tx, s
			}
		}
		if next == nil || next.GasFeeCap().Cmp(f.baseFee) < 0 || next.GasFeeCap().Cmp(f.includeFee) < 0 {
			return
		}
		delete(f.pool, next.Nonce())
		f.mined[from]++
		hdr := &types.Header{Number: new(big.Int).SetUint64(f.head), BaseFee: f.baseFee, Extra: []byte(fmt.Sprint(f.head))}
		rc := &types.Receipt{Status: types.ReceiptStatusSuccessful, TxHash: next.Hash(), GasUsed: min(next.Gas(), 21_000),
			BlockNumber: new(big.Int).SetUint64(f.head), BlockHash: hdr.Hash()}
		switch {
		case next.Gas() < f.needGas:
			rc.Status, rc.GasUsed = types.ReceiptStatusFailed, next.Gas()
		case f.reverts:
			rc.Status, rc.GasUsed = types.ReceiptStatusFailed, next.Gas()/2
		}
		f.receipts[next.Hash()] = rc
	}
}

func (f *fakeChain) set(fn func(f *fakeChain)) {
	f.mu.Lock()
	fn(f)
	f.mu.Unlock()
}

// fakeManager is a manager of a fresh key over the fake chain with a memory journal.
func fakeManager(t *testing.T, f *fakeChain, cfg Config) (*Manager, *bytes.Buffer) {
	t.Helper()
	logs := &syncBuffer{}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	if cfg.Kinds == nil {
		cfg.Kinds = testKinds(nil, nil)
	}
	if cfg.Confirmations == 0 {
		cfg.Confirmations = 1
	}
	if cfg.BumpAfter == 0 {
		cfg.BumpAfter = -1
	}
	if cfg.BumpAfterBlocks == 0 {
		cfg.BumpAfterBlocks = 1
	}
	cfg.ChainID = f.chainID
	s, err := NewKeySigner(newKey(t), f.chainID)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(context.Background(), cfg, f, NewMemJournal(), s)
	if err != nil {
		t.Fatal(err)
	}
	return m, &logs.Buffer
}

type syncBuffer struct {
	mu sync.Mutex
	bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.Buffer.Write(p)
}

func plain(key string, n int64) Intent {
	return Intent{Kind: kindPlain, Key: key, To: common.BigToAddress(big.NewInt(0x1000 + n)), Value: big.NewInt(n)}
}

// Every fee cap stays within FeeLimitMultiplier times the market: a transaction the miner will not
// take at any sane price is re-priced up to the limit, then left alone (one warning), never beyond.
func TestFeeCapLimitedToMultipleOfMarket(t *testing.T) {
	ctx := context.Background()
	f := newFakeChain()
	f.includeFee = big.NewInt(1_000 * params.GWei) // the miner wants far more than the market
	m, logs := fakeManager(t, f, Config{FeeLimitMultiplier: 3})
	if _, err := m.Submit(ctx, plain("stuck", 1)); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 40; i++ {
		if err := m.Process(ctx); err != nil {
			t.Fatal(err)
		}
		f.mine()
	}
	market := new(big.Int).Add(new(big.Int).Mul(f.baseFee, big.NewInt(2)), f.tip)
	limit := new(big.Int).Mul(market, big.NewInt(3))
	atts, _ := m.Attempts(ctx, "stuck")
	if len(atts) < 3 {
		t.Fatalf("%d attempts: the stuck transaction was not re-priced", len(atts))
	}
	for _, a := range atts {
		if a.GasFeeCap.Cmp(limit) > 0 {
			t.Fatalf("fee cap %s above the limit %s (3 x market %s)", a.GasFeeCap, limit, market)
		}
	}
	if n := strings.Count(logs.String(), "not bumping: the fee cap would exceed the limit"); n != 1 {
		t.Fatalf("%d limit warnings, want 1", n)
	}
	// The market moves up: the limit follows it and the transaction is re-priced again and mined.
	f.set(func(f *fakeChain) {
		f.baseFee = big.NewInt(200 * params.GWei)
		f.includeFee = big.NewInt(400 * params.GWei)
	})
	for i := 0; i < 20 && !stateIs(t, m, "stuck", StateConfirmed)(); i++ {
		if err := m.Process(ctx); err != nil {
			t.Fatal(err)
		}
		f.mine()
	}
	if !stateIs(t, m, "stuck", StateConfirmed)() {
		t.Fatal("not mined after the market rose")
	}
}

// Only the transaction the chain would mine next is re-priced: one waiting behind a nonce gap is never
// bumped (bumping cannot help); the gap is filled and both are mined.
func TestNoBumpBehindANonceGap(t *testing.T) {
	ctx := context.Background()
	f := newFakeChain()
	m, _ := fakeManager(t, f, Config{})
	for i, k := range []string{"a", "b"} {
		if _, err := m.Submit(ctx, plain(k, int64(i+1))); err != nil {
			t.Fatal(err)
		}
	}
	f.set(func(f *fakeChain) { f.includeFee = big.NewInt(1_000 * params.GWei) }) // hold everything
	if err := m.Process(ctx); err != nil {
		t.Fatal(err)
	}
	// a's transaction leaves the pool and a is abandoned (its work was done elsewhere): a gap below b.
	ra, _ := m.Get(ctx, "a")
	f.set(func(f *fakeChain) { delete(f.pool, ra.Nonce); delete(f.known, ra.TxHash) })
	if err := m.journal.MarkFinal(ctx, "a", StateAbandoned, "done elsewhere"); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10; i++ {
		if err := m.Process(ctx); err != nil {
			t.Fatal(err)
		}
		f.mine()
	}
	if atts, _ := m.Attempts(ctx, "b"); len(atts) != 1 {
		t.Fatalf("b behind the gap has %d attempts, want 1 (never re-priced)", len(atts))
	}
	f.set(func(f *fakeChain) { f.includeFee = new(big.Int) })
	for i := 0; i < 10 && !stateIs(t, m, "b", StateConfirmed)(); i++ {
		if err := m.Process(ctx); err != nil {
			t.Fatal(err)
		}
		f.mine()
	}
	if !stateIs(t, m, "b", StateConfirmed)() {
		t.Fatal("b not mined after the gap was filled")
	}
	if n := f.mined[m.From()]; n != 2 {
		t.Fatalf("sender nonce %d, want 2 (fill + b)", n)
	}
}

// A nonce taken again and again by other transactions (the key is used by another process): the intent
// is re-signed with a fresh nonce a bounded number of times, then failed with a reason saying why,
// instead of looping.
func TestGivesUpCleanlyOnRepeatedNonceErrors(t *testing.T) {
	ctx := context.Background()
	f := newFakeChain()
	clock := time.Unix(1_800_000_000, 0)
	var clockMu sync.Mutex
	now := func() time.Time { // every reading is 100 ms later: passes are spread in time as in a real run
		clockMu.Lock()
		defer clockMu.Unlock()
		clock = clock.Add(100 * time.Millisecond)
		return clock
	}
	m, _ := fakeManager(t, f, Config{MaxResigns: 3, SafeAbortNonceTooLowCount: 2, Now: now})
	f.set(func(f *fakeChain) { f.includeFee = big.NewInt(1_000 * params.GWei) })
	if _, err := m.Submit(ctx, plain("x", 1)); err != nil {
		t.Fatal(err)
	}
	if err := m.Process(ctx); err != nil {
		t.Fatal(err)
	}
	f.set(func(f *fakeChain) { f.nonceBump = 1 }) // every read shows the nonce moved on without us
	for i := 0; i < 400; i++ {
		_ = m.Process(ctx)
		if r, _ := m.Get(ctx, "x"); r.State.Final() {
			break
		}
	}
	r, _ := m.Get(ctx, "x")
	if r.State != StateFailed || !strings.Contains(r.Reason, "used by another process") {
		t.Fatalf("intent %s (%s), want failed because the key is used elsewhere", r.State, r.Reason)
	}
	if atts, _ := m.Attempts(ctx, "x"); len(atts) > 4 {
		t.Fatalf("%d attempts, want at most 1 + MaxResigns", len(atts))
	}
}

// At most MaxInFlight transactions are signed and not yet mined; the rest wait as pending.
func TestInFlightCap(t *testing.T) {
	ctx := context.Background()
	f := newFakeChain()
	m, _ := fakeManager(t, f, Config{MaxInFlight: 3})
	f.set(func(f *fakeChain) { f.includeFee = big.NewInt(1_000 * params.GWei) })
	for i := 0; i < 10; i++ {
		if _, err := m.Submit(ctx, plain(fmt.Sprint("k", i), int64(i+1))); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 3; i++ {
		if err := m.Process(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if len(f.pool) != 3 {
		t.Fatalf("%d transactions in the pool, want the cap of 3", len(f.pool))
	}
	f.set(func(f *fakeChain) { f.includeFee = new(big.Int) })
	for i := 0; i < 20; i++ {
		if err := m.Process(ctx); err != nil {
			t.Fatal(err)
		}
		f.mine()
	}
	if n := f.mined[m.From()]; n != 10 {
		t.Fatalf("%d mined, want 10", n)
	}
}

// A transaction that ran out of gas (an estimate made before the transactions ahead of it changed the
// work) is re-sent with twice the gas under a fresh nonce, after its precheck; a transaction that reverted
// for a reason is failed, never re-sent.
func TestOutOfGasIsResentWithMoreGas(t *testing.T) {
	ctx := context.Background()
	f := newFakeChain()
	m, logs := fakeManager(t, f, Config{})
	f.set(func(f *fakeChain) { f.needGas = 40_000 }) // the estimate says 21,000
	if _, err := m.Submit(ctx, plain("oog", 1)); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 12; i++ {
		if err := m.Process(ctx); err != nil {
			t.Fatal(err)
		}
		f.mine()
	}
	r, err := m.Get(ctx, "oog")
	if err != nil || r.State != StateConfirmed {
		t.Fatalf("intent %+v %v, want confirmed after re-sends", r, err)
	}
	atts, _ := m.Attempts(ctx, "oog")
	if len(atts) != 2 || atts[0].Nonce == atts[1].Nonce || atts[1].GasLimit != 2*atts[0].GasLimit {
		t.Fatalf("attempts %+v, want a re-send with a fresh nonce and twice the gas", atts)
	}
	if !strings.Contains(logs.String(), "ran out of gas") {
		t.Error("no log line for the re-send")
	}

	f.set(func(f *fakeChain) { f.needGas, f.reverts = 0, true })
	if _, err := m.Submit(ctx, plain("revert", 2)); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 6; i++ {
		if err := m.Process(ctx); err != nil {
			t.Fatal(err)
		}
		f.mine()
	}
	if r, err := m.Get(ctx, "revert"); err != nil || r.State != StateFailed {
		t.Fatalf("reverted intent %+v %v, want failed", r, err)
	}
	if atts, _ := m.Attempts(ctx, "revert"); len(atts) != 1 {
		t.Fatalf("a reverted transaction was re-sent: %d attempts", len(atts))
	}
}

// A sender that cannot pay: intents wait (nothing is abandoned), one ERROR line, Health says so; after a
// refill the work resumes.
func TestStarvedSenderWaitsAndResumes(t *testing.T) {
	ctx := context.Background()
	f := newFakeChain()
	f.balance = new(big.Int)
	m, logs := fakeManager(t, f, Config{})
	for i := 0; i < 5; i++ {
		if _, err := m.Submit(ctx, plain(fmt.Sprint("s", i), int64(i+1))); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 10; i++ {
		_ = m.Process(ctx)
		f.mine()
	}
	if err := m.Health(); err == nil || !strings.Contains(err.Error(), "cannot pay for gas") {
		t.Fatalf("health %v, want starved", err)
	}
	if n := strings.Count(logs.String(), "level=ERROR"); n != 1 {
		t.Fatalf("%d ERROR lines for 5 intents over 10 passes, want 1", n)
	}
	open, _ := m.journal.ListOpen(ctx, m.From())
	if len(open) != 5 {
		t.Fatalf("%d open intents, want all 5 waiting", len(open))
	}
	f.set(func(f *fakeChain) { f.balance = new(big.Int).Mul(big.NewInt(10), big.NewInt(params.Ether)) })
	for i := 0; i < 20; i++ {
		_ = m.Process(ctx)
		f.mine()
	}
	if n := f.mined[m.From()]; n != 5 {
		t.Fatalf("%d mined after the refill, want 5", n)
	}
	if err := m.Health(); err != nil {
		t.Fatalf("health after the refill: %v", err)
	}
}

// Every RPC has a timeout: a node that accepts and never answers fails the pass quickly (it does not
// wedge the manager), Health says so, and the open-intents gauge still reads the journal.
func TestEveryCallHasATimeout(t *testing.T) {
	ctx := context.Background()
	f := newFakeChain()
	metrics := &gaugeMetrics{}
	m, _ := fakeManager(t, f, Config{NetworkTimeout: 50 * time.Millisecond, Metrics: metrics})
	if _, err := m.Submit(ctx, plain("h", 1)); err != nil {
		t.Fatal(err)
	}
	f.set(func(f *fakeChain) { f.hang = true })
	start := time.Now()
	err := m.Process(ctx)
	if err == nil || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("pass against a hung node: %v, want a deadline error", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Fatalf("the pass took %s against a hung node", took)
	}
	if err := m.Health(); err == nil {
		t.Fatal("health is fine while the node hangs")
	}
	if metrics.open != 1 {
		t.Fatalf("open intents gauge %d during the hang, want 1", metrics.open)
	}
	f.set(func(f *fakeChain) { f.hang = false })
	for i := 0; i < 5; i++ {
		_ = m.Process(ctx)
		f.mine()
	}
	if !stateIs(t, m, "h", StateConfirmed)() {
		t.Fatal("not confirmed after the node answered again")
	}
}

type gaugeMetrics struct {
	NoopMetrics
	open int
}

func (g *gaugeMetrics) OpenIntents(n int) { g.open = n }
