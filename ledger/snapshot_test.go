package ledger

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// The Snapshot tests read the real AsaLedger on the simulated chain and compare what a Reader returns with a
// MemChain that saw the same calls and with the contract's own views, called at the same block.

// snapFix is a deployed ledger, a MemChain following it, and the inner transitions queued so far.
type snapFix struct {
	t      *testing.T
	ch     *chaintest.Env
	oc     *onChain
	dom    Domain
	mc     *MemChain
	queued []Transition
	deploy uint64 // the ledger's deployment block
}

func newSnapFix(t *testing.T) *snapFix {
	t.Helper()
	ch := chaintest.New(t, chaintest.Options{Accounts: 6})
	oc := &onChain{env: ch, L: ledgerbind.NewAsaLedger(), V: ledgerbind.NewAsaLedgerVerifier()}
	oc.verifier = deployCode(t, ch, ledgerbind.AsaLedgerVerifierMetaData.Bin, nil)
	params := [6]*big.Int{big.NewInt(xBond), big.NewInt(xWindow), big.NewInt(xInterval), big.NewInt(2 * 24 * 3600), big.NewInt(xFee), big.NewInt(0)}
	oc.ledger = deployCode(t, ch, ledgerbind.AsaLedgerMetaData.Bin, oc.L.PackConstructor(ch.Token, ch.Accounts[5].Address, oc.verifier, params))
	dom := Domain{ChainID: ch.ChainID, Ledger: oc.ledger}
	f := &snapFix{t: t, ch: ch, oc: oc, dom: dom, mc: NewMemChain(dom)}
	f.deploy = f.head()
	return f
}

func (f *snapFix) reader(opts ...ReaderOptions) *Reader {
	if len(opts) == 0 {
		opts = []ReaderOptions{{FromBlock: f.deploy}}
	}
	return NewReader(f.ch.Client, f.dom, opts...)
}

func (f *snapFix) head() uint64 {
	f.t.Helper()
	n, err := f.ch.Client.BlockNumber(context.Background())
	if err != nil {
		f.t.Fatal(err)
	}
	return n
}

func (f *snapFix) header(n uint64) *types.Header {
	f.t.Helper()
	h, err := f.ch.Client.HeaderByNumber(context.Background(), new(big.Int).SetUint64(n))
	if err != nil {
		f.t.Fatal(err)
	}
	return h
}

func (f *snapFix) approve(a *chaintest.Account, amount int64) {
	f.t.Helper()
	f.ch.Transact(f.t, a, f.ch.Token, f.ch.TokenABI.PackApprove(f.oc.ledger, big.NewInt(amount)))
}

// depositApproved deposits what a approved beforehand.
func (f *snapFix) depositApproved(a *chaintest.Account, amount int64) {
	f.t.Helper()
	f.ch.Transact(f.t, a, f.oc.ledger, f.oc.L.PackDeposit(big.NewInt(amount)))
	f.mc.Deposit(a.Address, big.NewInt(amount))
}

func (f *snapFix) deposit(a *chaintest.Account, amount int64) {
	f.t.Helper()
	f.approve(a, amount)
	f.depositApproved(a, amount)
}

func (f *snapFix) register(a *chaintest.Account) {
	f.t.Helper()
	f.ch.Transact(f.t, a, f.oc.ledger, f.oc.L.PackRegister())
	f.mc.Register(a.Address)
}

func (f *snapFix) request(a *chaintest.Account, amount int64) {
	f.t.Helper()
	f.ch.Transact(f.t, a, f.oc.ledger, f.oc.L.PackRequestWithdrawal(big.NewInt(amount)))
	f.mc.RequestWithdrawal(a.Address, big.NewInt(amount))
}

// force queues inner with forceInclude from a; its queue time is its block's.
func (f *snapFix) force(a *chaintest.Account, inner Transition) {
	f.t.Helper()
	r := f.ch.Transact(f.t, a, f.oc.ledger, f.oc.L.PackForceInclude(uint8(inner.Kind), inner.Data))
	if _, err := f.mc.Force(inner, f.header(r.BlockNumber.Uint64()).Time); err != nil {
		f.t.Fatal(err)
	}
	f.queued = append(f.queued, inner)
}

// forceSync queues the SYNC of a's deposits and requests as the MemChain has them.
func (f *snapFix) forceSync(from, of *chaintest.Account) {
	f.t.Helper()
	i := f.mc.AccountIndex(of.Address)
	f.force(from, req(f.t)(EncodeSync(Sync{Account: i, Deposits: f.mc.Deposited(i), Withdrawals: f.mc.Requested(i)})))
}

func (f *snapFix) read(r *Reader, block uint64) *Snapshot {
	f.t.Helper()
	s, err := r.Read(context.Background(), block)
	if err != nil {
		f.t.Fatalf("read at block %d: %v", block, err)
	}
	return s
}

// snapChain is a Chain that also knows the forced entries' inner transitions.
type snapChain interface {
	Chain
	ForcedTransition(k uint64) (Transition, bool)
}

// snapDump is everything a snapChain says, one line per account (0 to one past the last) and forced entry.
func snapDump(t *testing.T, c snapChain) []string {
	t.Helper()
	d := c.Domain()
	n := c.AccountCount()
	out := []string{fmt.Sprintf("ledger %s chain %s: %d accounts", d.Ledger, d.ChainID, n)}
	for i := uint32(0); i <= n+1; i++ {
		a := c.AccountAt(i)
		out = append(out, fmt.Sprintf("account %d: %s index %d deposited %s requested %s", i, a.Hex(), c.AccountIndex(a), c.Deposited(i), c.Requested(i)))
	}
	for k := uint64(0); ; k++ {
		h, ok := c.Forced(k)
		at, okAt := c.ForcedAt(k)
		tr, okTr := c.ForcedTransition(k)
		if ok != okAt || ok != okTr {
			t.Fatalf("forced entry %d: Forced %v, ForcedAt %v, ForcedTransition %v", k, ok, okAt, okTr)
		}
		if !ok {
			return append(out, fmt.Sprintf("forced queue: %d entries", k))
		}
		out = append(out, fmt.Sprintf("forced %d: %s at %d: %s %x", k, h.Hex(), at, tr.Kind, tr.Data))
	}
}

func viewCall[T any](t *testing.T, c *bind.BoundContract, block uint64, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	v, err := bind.Call(c, &bind.CallOpts{BlockNumber: new(big.Int).SetUint64(block)}, data, unpack)
	if err != nil {
		t.Fatalf("call at block %d: %v", block, err)
	}
	return v
}

// contractDump is snapDump of what the contract's views say at block (the inner transitions are the ones the
// test queued).
func (f *snapFix) contractDump(block uint64) []string {
	t, L := f.t, f.oc.L
	t.Helper()
	c := L.Instance(f.ch.Client, f.oc.ledger)
	n := viewCall(t, c, block, L.PackAccountCount(), L.UnpackAccountCount)
	out := []string{fmt.Sprintf("ledger %s chain %s: %d accounts", f.dom.Ledger, f.dom.ChainID, n)}
	for i := uint32(0); i <= n+1; i++ {
		a := viewCall(t, c, block, L.PackAccountAt(i), L.UnpackAccountAt)
		out = append(out, fmt.Sprintf("account %d: %s index %d deposited %s requested %s", i, a.Hex(),
			viewCall(t, c, block, L.PackAccountIndex(a), L.UnpackAccountIndex),
			viewCall(t, c, block, L.PackDeposited(i), L.UnpackDeposited), viewCall(t, c, block, L.PackRequested(i), L.UnpackRequested)))
	}
	k := viewCall(t, c, block, L.PackForcedLength(), L.UnpackForcedLength)
	for i := uint64(0); i < k; i++ {
		e := viewCall(t, c, block, L.PackForcedEntry(i), L.UnpackForcedEntry)
		out = append(out, fmt.Sprintf("forced %d: %s at %d: %s %x", i, common.Hash(e.DataHash).Hex(), e.QueuedAt, f.queued[i].Kind, f.queued[i].Data))
	}
	return append(out, fmt.Sprintf("forced queue: %d entries", k))
}

func sameDump(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Fatalf("%s:\n got %s\nwant %s", what, strings.Join(got, "\n     "), strings.Join(want, "\n     "))
	}
}

// snapHistory is the fixture's history: mid is the block after account 0 deposited, accounts 1 and 2
// registered, account 3 deposited and asked to withdraw, and account 0 queued account 3's SYNC; after it
// account 4 deposits (a new account), account 1 deposits, account 0 asks to withdraw and account 2 queues a
// malformed EXPIRE. memMid is what the MemChain said at mid.
func snapHistory(t *testing.T) (f *snapFix, mid uint64, memMid []string) {
	f = newSnapFix(t)
	a := f.ch.Accounts
	f.deposit(a[0], 2_000_000)
	f.register(a[1])
	f.register(a[2])
	f.deposit(a[3], 500_000)
	f.request(a[3], 100_000)
	f.forceSync(a[0], a[3])
	mid, memMid = f.head(), snapDump(t, f.mc)
	f.deposit(a[4], 300_000)
	f.deposit(a[1], 50_000)
	f.request(a[0], 10_000)
	f.force(a[2], Transition{Kind: KindExpire, Data: []byte{1, 2, 3}})
	return f, mid, memMid
}

// TestSnapshotRead: a Read at the head and at an older block says what the MemChain said then and what the
// contract's views say at that block; the later registrations, deposits, requests and forced entries are not
// in the older one.
func TestSnapshotRead(t *testing.T) {
	f, mid, memMid := snapHistory(t)
	r, end := f.reader(), f.head()
	s := f.read(r, end)
	if h := f.header(end); s.Block() != end || s.BlockHash() != h.Hash() || s.BlockTime() != h.Time {
		t.Fatalf("snapshot of block %d %s at %d, want %d %s at %d", s.Block(), s.BlockHash().Hex(), s.BlockTime(), end, h.Hash().Hex(), h.Time)
	}
	sameDump(t, "snapshot at the head vs MemChain", snapDump(t, s), snapDump(t, f.mc))
	sameDump(t, "snapshot at the head vs the contract", snapDump(t, s), f.contractDump(end))
	if s.ForcedLength() != 2 || s.AccountCount() != 5 {
		t.Fatalf("%d forced entries, %d accounts; want 2, 5", s.ForcedLength(), s.AccountCount())
	}
	rec := &snapRecorder{ReaderBackend: f.ch.Client}
	old := f.read(NewReader(rec, f.dom, ReaderOptions{FromBlock: f.deploy, MaxLogRange: 4}), mid)
	if n := rec.count(t, mid, f.oc.L.PackAccountAt(1)); n != 4 {
		t.Fatalf("%d accountAt calls for the 4 accounts at the older block", n)
	}
	rec.checkRanges(t, f.oc.ledger, f.deploy, mid, 4)
	if h := f.header(mid); old.Block() != mid || old.BlockHash() != h.Hash() || old.BlockTime() != h.Time {
		t.Fatalf("snapshot of block %d %s, want %d", old.Block(), old.BlockHash().Hex(), mid)
	}
	sameDump(t, "snapshot at the older block vs MemChain then", snapDump(t, old), memMid)
	sameDump(t, "snapshot at the older block vs the contract at it", snapDump(t, old), f.contractDump(mid))
	a := f.ch.Accounts
	if old.AccountIndex(a[4].Address) != 0 || old.Deposited(s.AccountIndex(a[1].Address)).Sign() != 0 || old.ForcedLength() != 1 ||
		old.Requested(1).Sign() != 0 {
		t.Fatal("the older snapshot sees what happened after its block")
	}
	// the signature rule is the EOA one
	digest := common.HexToHash("0xd1")
	if s.ValidSignature(a[0].Address, digest, bytes.Repeat([]byte{27}, 65)) {
		t.Fatal("garbage accepted as a signature")
	}
	good := signDigest(t, a[0], digest)
	if !s.ValidSignature(a[0].Address, digest, good) || s.ValidSignature(a[1].Address, digest, good) {
		t.Fatal("ValidSignature is not the EOA rule")
	}

	// before the ledger existed there is nothing to read; a wrong domain is refused
	if _, err := r.Read(context.Background(), f.deploy-1); !errors.Is(err, bind.ErrNoCode) {
		t.Fatalf("read before the deployment: %v, want ErrNoCode", err)
	}
	wrong := NewReader(f.ch.Client, Domain{ChainID: big.NewInt(1), Ledger: f.dom.Ledger})
	if _, err := wrong.Read(context.Background(), end); err == nil || !strings.Contains(err.Error(), "domain separator") {
		t.Fatalf("read with another chain id: %v", err)
	}
	// logs searched from after the first forceInclude: its entry has no data
	late := f.reader(ReaderOptions{FromBlock: mid + 1})
	if _, err := late.Read(context.Background(), end); err == nil || !strings.Contains(err.Error(), "no ForcedQueued log") {
		t.Fatalf("read with FromBlock after a forceInclude: %v", err)
	}
}

func signDigest(t *testing.T, a *chaintest.Account, digest common.Hash) []byte {
	t.Helper()
	sig, err := crypto.Sign(digest[:], a.Key)
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	return sig
}

// snapRecorder is the simulated node with a record of what a Reader asked it, and optionally a change to the
// logs it returns (a lying node).
type snapRecorder struct {
	ReaderBackend
	mu      sync.Mutex
	calls   []snapCall
	queries []ethereum.FilterQuery
	tamper  func([]types.Log) []types.Log
	before  func() // runs once, before the first log query is answered
}

type snapCall struct {
	data  []byte
	block *big.Int
}

func (b *snapRecorder) CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	b.mu.Lock()
	b.calls = append(b.calls, snapCall{data: bytes.Clone(msg.Data), block: block})
	b.mu.Unlock()
	return b.ReaderBackend.CallContract(ctx, msg, block)
}

func (b *snapRecorder) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	b.mu.Lock()
	b.queries = append(b.queries, q)
	before := b.before
	b.before = nil
	b.mu.Unlock()
	if before != nil {
		before()
	}
	logs, err := b.ReaderBackend.FilterLogs(ctx, q)
	if err == nil && b.tamper != nil {
		logs = b.tamper(logs)
	}
	return logs, err
}

// count is how many calls of data's method the reader made; every call must be at block.
func (b *snapRecorder) count(t *testing.T, block uint64, data []byte) int {
	t.Helper()
	n := 0
	for _, c := range b.calls {
		if c.block == nil || c.block.Uint64() != block {
			t.Fatalf("a call at block %v, want %d", c.block, block)
		}
		if bytes.Equal(c.data[:4], data[:4]) {
			n++
		}
	}
	return n
}

// made says whether the reader made exactly this call.
func (b *snapRecorder) made(data []byte) bool {
	return slices.ContainsFunc(b.calls, func(c snapCall) bool { return bytes.Equal(c.data, data) })
}

// checkRanges: the log queries cover from..to exactly, in order, each at most max blocks, for the ledger only.
func (b *snapRecorder) checkRanges(t *testing.T, ledger common.Address, from, to, maxBlocks uint64) {
	t.Helper()
	next := from
	for _, q := range b.queries {
		if q.FromBlock == nil || q.ToBlock == nil || q.FromBlock.Uint64() != next || q.ToBlock.Uint64() < next ||
			q.ToBlock.Uint64()-next+1 > maxBlocks || len(q.Addresses) != 1 || q.Addresses[0] != ledger {
			t.Fatalf("log query %v..%v for %v, want one from %d, at most %d blocks, for %s", q.FromBlock, q.ToBlock, q.Addresses, next, maxBlocks, ledger)
		}
		next = q.ToBlock.Uint64() + 1
	}
	if next != to+1 {
		t.Fatalf("log queries end at block %d, want %d", next-1, to)
	}
}

// TestSnapshotRefresh: a Refresh from an older snapshot equals a fresh Read at the new block, reads only the
// accounts the logs name (every call at the new block, log queries chunked), and leaves the old snapshot as
// it was.
func TestSnapshotRefresh(t *testing.T) {
	f, mid, memMid := snapHistory(t)
	ctx := context.Background()
	prev := f.read(f.reader(), mid)
	end := f.head()
	rec := &snapRecorder{ReaderBackend: f.ch.Client}
	got, err := NewReader(rec, f.dom, ReaderOptions{FromBlock: f.deploy, MaxLogRange: 3}).Refresh(ctx, prev, end)
	if err != nil {
		t.Fatal(err)
	}
	if h := f.header(end); got.Block() != end || got.BlockHash() != h.Hash() || got.BlockTime() != h.Time {
		t.Fatalf("refreshed to block %d, want %d", got.Block(), end)
	}
	fresh := f.read(f.reader(), end)
	sameDump(t, "refresh vs read", snapDump(t, got), snapDump(t, fresh))
	sameDump(t, "refresh vs MemChain", snapDump(t, got), snapDump(t, f.mc))
	sameDump(t, "the previous snapshot after the refresh", snapDump(t, prev), memMid)

	L, a := f.oc.L, f.ch.Accounts
	rec.checkRanges(t, f.oc.ledger, mid+1, end, 3)
	if len(rec.queries) < 2 {
		t.Fatalf("%d log queries over %d blocks, max 3 each", len(rec.queries), end-mid)
	}
	// changed since mid: account 4 (new), account 1 (deposit), account 0 (request); one forced entry
	if n := rec.count(t, end, L.PackAccountAt(1)); n != 0 {
		t.Fatalf("refresh called accountAt %d times", n)
	}
	if n := rec.count(t, end, L.PackDeposited(1)); n != 3 {
		t.Fatalf("refresh read %d accounts' deposits, want 3", n)
	}
	if n := rec.count(t, end, L.PackRequested(1)); n != 3 {
		t.Fatalf("refresh read %d accounts' requests, want 3", n)
	}
	for _, p := range []*chaintest.Account{a[0], a[1], a[4]} {
		if i := got.AccountIndex(p.Address); !rec.made(L.PackDeposited(i)) || !rec.made(L.PackRequested(i)) {
			t.Fatalf("refresh did not read account %d", i)
		}
	}
	if n := rec.count(t, end, L.PackForcedEntry(0)); n != 1 || !rec.made(L.PackForcedEntry(1)) {
		t.Fatalf("refresh read %d forced entries, want entry 1", n)
	}

	// at its own block Refresh is the snapshot itself; a second refresh from prev is as good as the first
	if same, err := f.reader().Refresh(ctx, got, end); err != nil || same != got {
		t.Fatalf("refresh at the same block: %p %v, want %p", same, err, got)
	}
	again, err := f.reader().Refresh(ctx, prev, end)
	if err != nil {
		t.Fatal(err)
	}
	sameDump(t, "second refresh from the same snapshot", snapDump(t, again), snapDump(t, fresh))

	// more of everything, then a refresh of the refreshed snapshot
	f.register(a[5])
	f.deposit(a[2], 7)
	f.request(a[1], 50_000)
	f.forceSync(a[1], a[1])
	f.forceSync(a[4], a[4])
	end2 := f.head()
	got2, err := f.reader().Refresh(ctx, got, end2)
	if err != nil {
		t.Fatal(err)
	}
	sameDump(t, "second refresh vs read", snapDump(t, got2), snapDump(t, f.read(f.reader(), end2)))
	sameDump(t, "second refresh vs the contract", snapDump(t, got2), f.contractDump(end2))
	sameDump(t, "the first refresh after the second", snapDump(t, got), snapDump(t, fresh))
	// a refresh to an older block is a read there
	back, err := f.reader().Refresh(ctx, got2, mid)
	if err != nil {
		t.Fatal(err)
	}
	sameDump(t, "refresh back to the older block", snapDump(t, back), memMid)
	if _, err := NewReader(f.ch.Client, Domain{ChainID: f.dom.ChainID, Ledger: common.HexToAddress("0x1")}).Refresh(ctx, got, end2); err == nil {
		t.Fatal("a snapshot refreshed by the reader of another ledger")
	}
}

// snapReplacement is a transaction of the new branch that takes the nonce of one the reorg took out.
type snapReplacement struct {
	from  *chaintest.Account
	nonce uint64
	data  []byte // to the ledger
}

// replace sends the replacements, paying more than the transactions the reorg took out, and mines them in
// one block, so that those cannot come back. Until the node's pool has moved to the new head it refuses them
// (nonce too low); once it has, it has put the taken-out transactions back, and a replacement replaces one.
func (f *snapFix) replace(reps ...snapReplacement) {
	f.t.Helper()
	ctx := context.Background()
	node := f.ch.Client.Client // not the auto-miner: every replacement goes in the same block
	var txs []*types.Transaction
	for _, r := range reps {
		opts := f.ch.Opts(r.from)
		opts.Nonce = new(big.Int).SetUint64(r.nonce)
		opts.GasTipCap, opts.GasFeeCap = big.NewInt(100_000_000_000), big.NewInt(1_000_000_000_000)
		opts.GasLimit, opts.NoSend = 500_000, true
		tx, err := bind.NewBoundContract(f.oc.ledger, f.oc.L.GetABI(), node, node, node).RawTransact(opts, r.data)
		if err != nil {
			f.t.Fatalf("replacement: %v", err)
		}
		for i := 0; ; i++ {
			err = node.SendTransaction(ctx, tx)
			if err == nil || !strings.Contains(err.Error(), "nonce too low") || i == 500 {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
		if err != nil {
			f.t.Fatalf("replacement: %v", err)
		}
		for i := 0; i < 500 && f.nonce(r.from) <= r.nonce; i++ {
			time.Sleep(time.Millisecond)
		}
		txs = append(txs, tx)
	}
	f.ch.Backend.Commit()
	for _, tx := range txs {
		if _, err := escrow.WaitSuccess(ctx, f.ch.Client, tx); err != nil {
			f.t.Fatalf("replacement: %v", err)
		}
	}
}

func (f *snapFix) nonce(a *chaintest.Account) uint64 {
	f.t.Helper()
	n, err := f.ch.Client.PendingNonceAt(context.Background(), a.Address)
	if err != nil {
		f.t.Fatal(err)
	}
	return n
}

// TestSnapshotRefreshAfterReorg: the blocks after a snapshot's are replaced (the simulated backend's Fork) by
// others where its deposit and withdrawal request never happened; Refresh sees the snapshot's block hash is
// no longer canonical and reads everything again.
func TestSnapshotRefreshAfterReorg(t *testing.T) {
	f := newSnapFix(t)
	ctx := context.Background()
	a := f.ch.Accounts
	f.approve(a[0], 2_100_000)
	f.depositApproved(a[0], 2_000_000)
	f.register(a[1])
	f.approve(a[3], 400_000)
	parent := f.header(f.head())
	fork := NewMemChain(f.dom) // the chain as the fork will have it
	fork.Deposit(a[0].Address, big.NewInt(2_000_000))
	fork.Register(a[1].Address)

	// the old branch: account 3 deposits (a new account), account 0 asks to withdraw
	n3, n0 := f.nonce(a[3]), f.nonce(a[0])
	f.depositApproved(a[3], 400_000)
	f.request(a[0], 5)
	prev := f.read(f.reader(), f.head())
	sameDump(t, "snapshot on the old branch", snapDump(t, prev), snapDump(t, f.mc))

	// the new branch from parent: account 3 only registers, account 0 deposits instead, account 4 registers
	// and account 1 queues a SYNC of account 0
	if err := f.ch.Backend.Fork(parent.Hash()); err != nil {
		t.Fatal(err)
	}
	f.replace(snapReplacement{a[3], n3, f.oc.L.PackRegister()}, snapReplacement{a[0], n0, f.oc.L.PackDeposit(big.NewInt(100_000))})
	fork.Register(a[3].Address)
	fork.Deposit(a[0].Address, big.NewInt(100_000))
	f.mc = fork
	f.register(a[4])
	f.forceSync(a[1], a[0])
	head := f.head()
	if head <= prev.Block() {
		t.Fatalf("the new branch's head %d is not after the snapshot's block %d", head, prev.Block())
	}
	if f.header(prev.Block()).Hash() == prev.BlockHash() {
		t.Fatal("setup: the snapshot's block is still canonical")
	}
	rec := &snapRecorder{ReaderBackend: f.ch.Client}
	got, err := NewReader(rec, f.dom, ReaderOptions{FromBlock: f.deploy}).Refresh(ctx, prev, head)
	if err != nil {
		t.Fatal(err)
	}
	if rec.count(t, head, f.oc.L.PackAccountAt(1)) != 4 {
		t.Fatal("the refresh after a reorg did not read every account")
	}
	sameDump(t, "refresh after the reorg vs read", snapDump(t, got), snapDump(t, f.read(f.reader(), head)))
	sameDump(t, "refresh after the reorg vs the new branch", snapDump(t, got), snapDump(t, fork))
	sameDump(t, "refresh after the reorg vs the contract", snapDump(t, got), f.contractDump(head))
	i3 := got.AccountIndex(a[3].Address)
	if got.Deposited(i3).Sign() != 0 || got.Requested(1).Sign() != 0 || got.Deposited(1).Cmp(big.NewInt(2_100_000)) != 0 {
		t.Fatalf("after the reorg: account 3 deposited %s, account 0 requested %s and deposited %s", got.Deposited(i3), got.Requested(1), got.Deposited(1))
	}
}

// TestSnapshotReadDuringReorg: the block being read is replaced while the reader queries its logs (the
// forceInclude it held is replaced by a transaction of the same nonce that queues nothing); the reader sees
// its hash change and reads the new block at that number.
func TestSnapshotReadDuringReorg(t *testing.T) {
	f, _, _ := snapHistory(t)
	a, end := f.ch.Accounts, f.head()
	nonce := f.nonce(a[2]) - 1 // its forceInclude, the last transaction of the history
	parent := f.header(end - 1).Hash()
	old := f.header(end).Hash()
	rec := &snapRecorder{ReaderBackend: f.ch.Client, before: func() {
		if err := f.ch.Backend.Fork(parent); err != nil {
			t.Error(err)
			return
		}
		f.replace(snapReplacement{a[2], nonce, f.oc.L.PackRegister()})
	}}
	s, err := NewReader(rec, f.dom, ReaderOptions{FromBlock: f.deploy}).Read(context.Background(), end)
	if err != nil {
		t.Fatal(err)
	}
	if s.BlockHash() == old || s.BlockHash() != f.header(end).Hash() {
		t.Fatalf("read block %s; it was %s, it is %s", s.BlockHash().Hex(), old.Hex(), f.header(end).Hash().Hex())
	}
	if n := rec.count(t, end, f.oc.L.PackDomainSeparator()); n != 2 {
		t.Fatalf("%d reads, want 2 (the first one straddled the reorg)", n)
	}
	if s.ForcedLength() != 1 {
		t.Fatalf("%d forced entries on the new branch, want 1", s.ForcedLength())
	}
	sameDump(t, "read during the reorg vs read after it", snapDump(t, s), snapDump(t, f.read(f.reader(), end)))
	sameDump(t, "read during the reorg vs the contract", snapDump(t, s), f.contractDump(end))
}

// TestSnapshotRefreshStaleHash: a snapshot whose block hash is not the canonical one at its number (as after
// a reorg) is not built on: Refresh reads everything again.
func TestSnapshotRefreshStaleHash(t *testing.T) {
	f, mid, _ := snapHistory(t)
	prev := f.read(f.reader(), mid)
	stale := prev.clone()
	stale.hash = common.HexToHash("0x5ca1ab1e")
	stale.deposited[1] = big.NewInt(123) // what the lost branch said
	end := f.head()
	rec := &snapRecorder{ReaderBackend: f.ch.Client}
	got, err := NewReader(rec, f.dom, ReaderOptions{FromBlock: f.deploy}).Refresh(context.Background(), stale, end)
	if err != nil {
		t.Fatal(err)
	}
	if n := rec.count(t, end, f.oc.L.PackAccountAt(1)); n != int(got.AccountCount()) {
		t.Fatalf("%d accountAt calls for %d accounts: not a full read", n, got.AccountCount())
	}
	rec.checkRanges(t, f.oc.ledger, f.deploy, end, DefaultMaxLogRange)
	sameDump(t, "refresh of a stale snapshot vs read", snapDump(t, got), snapDump(t, f.read(f.reader(), end)))
	sameDump(t, "refresh of a stale snapshot vs MemChain", snapDump(t, got), snapDump(t, f.mc))
}

// TestSnapshotRejectsLyingLogs: a ForcedQueued log whose data does not hash to the entry's dataHash, or a
// missing one, is an error, not a snapshot.
func TestSnapshotRejectsLyingLogs(t *testing.T) {
	f, mid, _ := snapHistory(t)
	ctx := context.Background()
	end := f.head()
	flip := func(logs []types.Log) []types.Log {
		out := make([]types.Log, len(logs))
		queued := f.oc.L.GetABI().Events[ledgerbind.AsaLedgerForcedQueuedEventName].ID
		for i, l := range logs {
			if l.Topics[0] == queued {
				l.Data = bytes.Clone(l.Data)
				l.Data[31] ^= 1 // the kind
			}
			out[i] = l
		}
		return out
	}
	drop := func(logs []types.Log) []types.Log {
		queued := f.oc.L.GetABI().Events[ledgerbind.AsaLedgerForcedQueuedEventName].ID
		return slices.DeleteFunc(logs, func(l types.Log) bool { return l.Topics[0] == queued })
	}
	for _, c := range []struct {
		name   string
		tamper func([]types.Log) []types.Log
		want   string
	}{{"changed data", flip, "hashes to"}, {"no log", drop, "no ForcedQueued log"}} {
		rec := &snapRecorder{ReaderBackend: f.ch.Client, tamper: c.tamper}
		r := NewReader(rec, f.dom, ReaderOptions{FromBlock: f.deploy})
		if _, err := r.Read(ctx, end); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Fatalf("%s: read: %v, want %q", c.name, err, c.want)
		}
		prev := f.read(f.reader(), mid)
		if _, err := r.Refresh(ctx, prev, end); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Fatalf("%s: refresh: %v, want %q", c.name, err, c.want)
		}
	}
}

// TestSnapshotEpoch: the Snapshot is the Chain of an epoch: EpochBuilder.AddDueForced takes the forced entries'
// data from it (the SYNC applies, the malformed EXPIRE is skipped), the SYNCs count what it says, the end
// state is the one the same epoch has on the MemChain, Check finds no fraud, the contract takes the post,
// and Check of an epoch that skips the queue reports the lag.
func TestSnapshotEpoch(t *testing.T) {
	f, _, _ := snapHistory(t)
	a, op := f.ch.Accounts, f.ch.Accounts[5]
	f.approve(op, xBond)
	f.ch.Transact(t, op, f.oc.ledger, f.oc.L.PackPostBond(big.NewInt(xBond)))
	f.ch.Advance(t, (xInterval+1)*time.Second)
	s := f.read(f.reader(), f.head())
	cutoff := s.BlockTime() // every forced entry queued before it is in s
	if cutoff != f.ch.Now(t) {
		t.Fatalf("snapshot time %d, chain time %d", cutoff, f.ch.Now(t))
	}

	build := func(c snapChain) Epoch {
		b := NewEpoch(NewState(), 1, cutoff)
		if err := b.Add(c, req(t)(EncodeSync(Sync{Account: 1, Deposits: c.Deposited(1), Withdrawals: new(big.Int)}))); !errors.Is(err, ErrForcedDue) {
			t.Fatalf("a SYNC before the due forced entries: %v, want ErrForcedDue", err)
		}
		n, err := b.AddDueForced(c, c.ForcedTransition)
		if err != nil || n != 2 {
			t.Fatalf("AddDueForced: %d, %v; want 2", n, err)
		}
		for _, p := range a[:5] {
			i := c.AccountIndex(p.Address)
			if err := b.Add(c, req(t)(EncodeSync(Sync{Account: i, Deposits: c.Deposited(i), Withdrawals: c.Requested(i)}))); err != nil {
				t.Fatal(err)
			}
		}
		return b.Close()
	}
	ep, want := build(s), build(f.mc)
	if ep.StateRoot != want.StateRoot || ep.TransitionsRoot != want.TransitionsRoot {
		t.Fatalf("the epoch on the snapshot ends at %s, on the MemChain at %s", ep.StateRoot.Hex(), want.StateRoot.Hex())
	}
	fraud, end, err := Check(NewState(), s, ep.Posted())
	if err != nil || fraud != nil {
		t.Fatalf("check of the honest epoch: %+v, %v", fraud, err)
	}
	if end.Root() != ep.StateRoot || end.Fields().ForcedCount != 2 {
		t.Fatalf("checked end state %s (forced count %d), posted %s", end.Root().Hex(), end.Fields().ForcedCount, ep.StateRoot.Hex())
	}
	if i := end.Account(s.AccountIndex(a[3].Address)); i.Deposits.Cmp(big.NewInt(500_000)) != 0 || i.Withdrawals.Cmp(big.NewInt(100_000)) != 0 {
		t.Fatalf("account 3 counts %s deposited, %s withdrawn", i.Deposits, i.Withdrawals)
	}
	f.ch.Transact(t, op, f.oc.ledger, end.PostEpochCalldata(ep))
	if n := chaintest.Call(t, f.ch, f.oc.ledger, f.oc.L.PackLastEpoch(), f.oc.L.UnpackLastEpoch); n != 1 {
		t.Fatalf("last epoch %d after the post", n)
	}
	lag, _, err := Check(NewState(), s, NewEpoch(NewState(), 1, cutoff).Close().Posted())
	if err != nil || lag == nil || lag.Kind != FraudForcedLag || lag.Forced != 0 {
		t.Fatalf("check of an epoch skipping the queue: %+v, %v", lag, err)
	}
}
