package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/cleftest"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
	"github.com/asa-escrow/asa/signer"
)

// The `asa ledger` commands through the built binary against a real AsaLedger (and its verifier) on anvil.
// The operator's side is the test itself: it builds epochs with the ledger package from what the chain says,
// posts them with the operator's key, and serves them with a real proofs.Handler over a small Source, which
// can be made to lie.

// Ledger parameters of the tests: a one-hour challenge window, epochs a minute apart, silence after two hours.
const (
	tlBond     = 5_000_000
	tlWindow   = 3600
	tlInterval = 60
	tlLiveness = 7200
	tlRegFee   = 10_000 // 0.01 USDC
)

// ledgerFixture is anvil with the dev token, a ledger whose operator (dev key 5) posted its bond, and the
// test's operator: its state per epoch, served over HTTP.
type ledgerFixture struct {
	t        *testing.T
	node     *anvil.Node
	eth      *ethclient.Client
	token    common.Address
	ledger   common.Address
	L        *ledgerbind.AsaLedger
	opKey    *ecdsa.PrivateKey
	operator common.Address
	view     *chainView
	src      *ledgerSource
	api      *httptest.Server
	on       []string // --rpc URL --ledger ADDR
}

func newLedgerFixture(t *testing.T) *ledgerFixture {
	t.Helper()
	ctx := context.Background()
	node := startAnvil(t, anvil.Options{})
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	deployer := bind.NewKeyedTransactor(mustKey(t, 9), node.ChainID())
	token, _, err := escrow.DeployDevToken(ctx, eth, deployer, escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	f := &ledgerFixture{t: t, node: node, eth: eth, token: token, L: ledgerbind.NewAsaLedger(), opKey: mustKey(t, 5)}
	f.operator = crypto.PubkeyToAddress(f.opKey.PublicKey)
	var holders []common.Address
	for _, i := range []int{0, 1, 2, 5} {
		holders = append(holders, crypto.PubkeyToAddress(mustKey(t, i).PublicKey))
	}
	if err := escrow.MintDevToken(ctx, eth, deployer, token, big.NewInt(1_000_000_000), holders...); err != nil {
		t.Fatal(err)
	}
	verifier := f.deploy(deployer, ledgerbind.AsaLedgerVerifierMetaData.Bin, nil)
	params := [6]*big.Int{big.NewInt(tlBond), big.NewInt(tlWindow), big.NewInt(tlInterval), big.NewInt(tlLiveness), big.NewInt(0), big.NewInt(tlRegFee)}
	f.ledger = f.deploy(deployer, ledgerbind.AsaLedgerMetaData.Bin, f.L.PackConstructor(token, f.operator, verifier, params))
	f.transact(f.opKey, token, bindings.NewTestUSDC().PackApprove(f.ledger, big.NewInt(tlBond)))
	f.transact(f.opKey, f.ledger, f.L.PackPostBond(big.NewInt(tlBond)))

	dom := ledger.Domain{ChainID: node.ChainID(), Ledger: f.ledger}
	f.view = &chainView{t: t, eth: eth, L: f.L, c: f.L.Instance(eth, f.ledger), dom: dom}
	genesis := f.view.epoch(0)
	if got := ledger.NewState().Root(); got != common.Hash(genesis.StateRoot) {
		t.Fatalf("genesis: the ledger's root is %x, ledger.NewState's %s", genesis.StateRoot, got)
	}
	f.src = &ledgerSource{ledger: f.ledger, chainID: node.ChainID().Uint64(), operator: f.operator, index: map[common.Address]uint32{},
		states: []*ledger.State{ledger.NewState()}, epochs: []ledger.Epoch{{StateRoot: ledger.NewState().Root()}}}
	f.api = httptest.NewServer(proofs.Handler(f.src, nil))
	t.Cleanup(f.api.Close)
	f.on = []string{"--rpc", node.URL(), "--ledger", f.ledger.Hex()}
	return f
}

func (f *ledgerFixture) deploy(opts *bind.TransactOpts, bin string, input []byte) common.Address {
	f.t.Helper()
	addr, tx, err := bind.DeployContract(opts, common.FromHex(bin), f.eth, input)
	if err != nil {
		f.t.Fatalf("deploy: %v", err)
	}
	if _, err := escrow.WaitSuccess(context.Background(), f.eth, tx); err != nil {
		f.t.Fatalf("deploy: %v", err)
	}
	return addr
}

// transact sends data from key to `to` and waits for success.
func (f *ledgerFixture) transact(key *ecdsa.PrivateKey, to common.Address, data []byte) {
	f.t.Helper()
	opts := bind.NewKeyedTransactor(key, f.node.ChainID())
	tx, err := bind.Transact(bind.NewBoundContract(to, f.L.GetABI(), f.eth, f.eth, f.eth), opts, data)
	if err != nil {
		f.t.Fatal(ledgerExplain(err))
	}
	if _, err := escrow.WaitSuccess(context.Background(), f.eth, tx); err != nil {
		f.t.Fatal(err)
	}
}

func (f *ledgerFixture) warp(d time.Duration) {
	f.t.Helper()
	if _, _, err := anvil.Warp(context.Background(), f.node.RPC(), d); err != nil {
		f.t.Fatal(err)
	}
}

func (f *ledgerFixture) now() uint64 {
	f.t.Helper()
	h, err := f.eth.HeaderByNumber(context.Background(), nil)
	if err != nil {
		f.t.Fatal(err)
	}
	return h.Time
}

// sync counts addr's on-chain deposits and withdrawals up to `withdrawals` (signed for signedTotal by sig, or
// requested on chain when sig is nil).
func (f *ledgerFixture) sync(addr common.Address, withdrawals, signedTotal *big.Int, sig []byte) ledger.Transition {
	f.t.Helper()
	i := f.view.AccountIndex(addr)
	tr, err := ledger.EncodeSync(ledger.Sync{Account: i, Deposits: f.view.Deposited(i), Withdrawals: withdrawals, SignedTotal: signedTotal, Sig: sig})
	if err != nil {
		f.t.Fatal(err)
	}
	return tr
}

// postEpoch builds the next epoch on the latest state with the chain's time as its cutoff, posts it with the
// operator's key and serves it.
func (f *ledgerFixture) postEpoch(trs ...ledger.Transition) {
	f.t.Helper()
	st, n := f.src.next()
	b := ledger.NewEpoch(st, n, f.now())
	for _, tr := range trs {
		if err := b.Add(f.view, tr); err != nil {
			f.t.Fatal(err)
		}
	}
	ep := b.Close()
	f.transact(f.opKey, f.ledger, st.PostEpochCalldata(ep))
	if got := f.view.epoch(n); common.Hash(got.StateRoot) != ep.StateRoot {
		f.t.Fatalf("epoch %d posted with root %x, built %s", n, got.StateRoot, ep.StateRoot)
	}
	f.src.add(st, ep)
}

// index tells the source an account's on-chain index.
func (f *ledgerFixture) index(addr common.Address) uint32 {
	f.t.Helper()
	i := f.view.AccountIndex(addr)
	f.src.mu.Lock()
	f.src.index[addr] = i
	f.src.mu.Unlock()
	return i
}

func (f *ledgerFixture) balance(a common.Address) *big.Int {
	f.t.Helper()
	return tokenBalance(f.t, f.eth, f.token, a)
}

// chainView is the ledger's on-chain state as the ledger package reads it (ledger.Chain), by eth_call.
type chainView struct {
	t   *testing.T
	eth *ethclient.Client
	L   *ledgerbind.AsaLedger
	c   *bind.BoundContract
	dom ledger.Domain
}

func viewCall[T any](v *chainView, data []byte, unpack func([]byte) (T, error)) T {
	v.t.Helper()
	out, err := bind.Call(v.c, nil, data, unpack)
	if err != nil {
		v.t.Fatal(err)
	}
	return out
}

func (v *chainView) Domain() ledger.Domain { return v.dom }
func (v *chainView) AccountIndex(a common.Address) uint32 {
	return viewCall(v, v.L.PackAccountIndex(a), v.L.UnpackAccountIndex)
}
func (v *chainView) AccountCount() uint32 {
	return viewCall(v, v.L.PackAccountCount(), v.L.UnpackAccountCount)
}
func (v *chainView) Deposited(i uint32) *big.Int {
	return viewCall(v, v.L.PackDeposited(i), v.L.UnpackDeposited)
}
func (v *chainView) Requested(i uint32) *big.Int {
	return viewCall(v, v.L.PackRequested(i), v.L.UnpackRequested)
}
func (v *chainView) Paid(i uint32) *big.Int { return viewCall(v, v.L.PackPaid(i), v.L.UnpackPaid) }
func (v *chainView) AccountAt(i uint32) common.Address {
	return viewCall(v, v.L.PackAccountAt(i), v.L.UnpackAccountAt)
}
func (v *chainView) Forced(k uint64) (common.Hash, bool) {
	if k >= viewCall(v, v.L.PackForcedLength(), v.L.UnpackForcedLength) {
		return common.Hash{}, false
	}
	e := viewCall(v, v.L.PackForcedEntry(k), v.L.UnpackForcedEntry)
	return e.DataHash, true
}
func (v *chainView) ForcedAt(k uint64) (uint64, bool) {
	if k >= viewCall(v, v.L.PackForcedLength(), v.L.UnpackForcedLength) {
		return 0, false
	}
	return viewCall(v, v.L.PackForcedEntry(k), v.L.UnpackForcedEntry).QueuedAt, true
}
func (v *chainView) ValidSignature(signer common.Address, digest common.Hash, sig []byte) bool {
	return ledger.ValidEOASignature(signer, digest, sig)
}
func (v *chainView) epoch(n uint64) ledgerbind.IAsaLedgerTypesEpoch {
	return viewCall(v, v.L.PackEpochs(n), v.L.UnpackEpochs)
}

// ledgerSource is the test's operator as proofs.Handler serves it: the end state of every epoch it posted,
// the epoch it says is final (set by the test, to make it claim more than the chain), and the withdrawal
// requests it received. lie corrupts every leaf it serves (the proofs then open to nothing).
type ledgerSource struct {
	mu       sync.Mutex
	ledger   common.Address
	chainID  uint64
	operator common.Address
	index    map[common.Address]uint32
	states   []*ledger.State // states[n]: the end state of epoch n (0: genesis)
	epochs   []ledger.Epoch
	final    uint64
	lie      bool
	requests []proofs.WithdrawalRequest
}

func (s *ledgerSource) next() (*ledger.State, uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.states[len(s.states)-1].Clone(), uint64(len(s.states))
}

func (s *ledgerSource) add(st *ledger.State, e ledger.Epoch) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.states, s.epochs = append(s.states, st), append(s.epochs, e)
}

func (s *ledgerSource) set(final uint64, lie bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.final, s.lie = final, lie
}

func (s *ledgerSource) received() []proofs.WithdrawalRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]proofs.WithdrawalRequest(nil), s.requests...)
}

func (s *ledgerSource) Info(context.Context) (proofs.Info, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return proofs.Info{Ledger: s.ledger, ChainID: s.chainID, Operator: s.operator, Latest: uint64(len(s.states) - 1), Final: s.final}, nil
}

func (s *ledgerSource) Epoch(_ context.Context, n uint64) (proofs.Epoch, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n >= uint64(len(s.states)) {
		return proofs.Epoch{}, proofs.ErrNotFound
	}
	fields, e := s.states[n].Fields(), s.epochs[n]
	status := "posted"
	if n <= s.final {
		status = "final"
	}
	return proofs.Epoch{Number: n, Cutoff: e.Cutoff, Fields: proofs.FieldsOf(fields), StateRoot: fields.Root(), PrevRoot: e.PrevRoot,
		TransitionsRoot: e.TransitionsRoot, Count: uint32(len(e.Transitions)), Status: status}, nil
}

func (s *ledgerSource) Transitions(_ context.Context, n uint64, from uint32, limit int) (proofs.Transitions, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n >= uint64(len(s.states)) {
		return proofs.Transitions{}, proofs.ErrNotFound
	}
	e := s.epochs[n]
	out := proofs.Transitions{Epoch: n, Count: uint32(len(e.Transitions)), Transitions: []proofs.Transition{}}
	for i := int(from); i < len(e.Transitions) && len(out.Transitions) < limit; i++ {
		out.Transitions = append(out.Transitions, proofs.Transition{Index: uint32(i), Kind: uint8(e.Transitions[i].Kind), Data: e.Transitions[i].Data, Post: e.PostStates[i]})
	}
	return out, nil
}

func (s *ledgerSource) Account(_ context.Context, addr common.Address, epoch uint64) (proofs.Account, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if epoch == 0 {
		epoch = s.final
	}
	i := s.index[addr]
	if i == 0 || epoch >= uint64(len(s.states)) {
		return proofs.Account{}, proofs.ErrNotFound
	}
	st := s.states[epoch]
	leaf, full := st.AccountProof(i)
	if s.lie { // more withdrawals than the state counts, with the real path: it opens to no root
		leaf.Withdrawals = new(big.Int).Add(orZero(leaf.Withdrawals), big.NewInt(1_000_000))
	}
	return proofs.Account{Address: addr, Index: i, Epoch: epoch, Final: epoch <= s.final, Leaf: proofs.LeafOf(leaf), Balance: leaf.Balance().String(),
		Path: append([]common.Hash(nil), full[:ledger.FrontierLevel]...), Full: full[:], AccountsRoot: st.Fields().AccountsRoot}, nil
}

func (s *ledgerSource) Submit(context.Context, ledger.Transition) (proofs.Receipt, error) {
	return proofs.Receipt{}, proofs.ErrReadOnly
}

func (s *ledgerSource) SubmitWithdrawal(_ context.Context, account common.Address, total *big.Int, sig []byte) (proofs.Receipt, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = append(s.requests, proofs.WithdrawalRequest{Account: account, Total: total.String(), Signature: sig})
	data := append(common.LeftPadBytes(total.Bytes(), 32), sig...)
	return proofs.Receipt{ID: uint64(len(s.requests)), Accepted: true, Digest: proofs.MessageDigest(1, data)}, nil
}

// wrongChainSource is an operator of the same ledger address on another chain.
type wrongChainSource struct{ *ledgerSource }

func (w wrongChainSource) Info(ctx context.Context) (proofs.Info, error) {
	i, err := w.ledgerSource.Info(ctx)
	i.ChainID = 8453
	return i, err
}

// ledgerJSON runs asa with --json, which must succeed, and decodes its output.
func ledgerJSON[T any](t *testing.T, env []string, args ...string) T {
	t.Helper()
	out := mustRun(t, env, append(args, "--json")...)
	var v T
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("asa %v: %v\n%s", args, err, out)
	}
	return v
}

// wantCode runs asa with --json expecting exit code exit, a JSON error with code `code` and a message with
// every `want`.
func wantCode(t *testing.T, exit int, code string, want []string, env []string, args ...string) {
	t.Helper()
	out, errOut, got := runAsa(t, env, append(args, "--json")...)
	var e map[string]string
	if got != exit || out != "" || json.Unmarshal([]byte(errOut), &e) != nil || e["code"] != code {
		t.Errorf("asa %v: exit %d, stdout %q, stderr %s; want exit %d and code %q", args, got, out, errOut, exit, code)
		return
	}
	for _, w := range want {
		if !strings.Contains(e["error"], w) {
			t.Errorf("asa %v: the error does not say %q: %s", args, w, e["error"])
		}
	}
}

func units(v int64) *big.Int { return big.NewInt(v) }

// A party's whole life on a netted ledger through the binary: deposit (register + deposit, again, and a
// sweep of its deposit address), status against the chain and the leaves, a signed withdrawal request the
// operator receives and counts, the claim refused while its epoch is not final and when nothing is payable,
// refused when the operator's proof does not open to the root (nothing sent), then paid; an on-chain request;
// and the exit, refused while the operator is not silent, then after declareOperatorSilent paying each
// account its leaf's balance.
func TestLedgerCommandsOnAnvil(t *testing.T) {
	f := newLedgerFixture(t)
	ctx := context.Background()
	keyA, keyB, keyC := devKeyEnv(t, 0), devKeyEnv(t, 1), devKeyEnv(t, 2)
	a, b := crypto.PubkeyToAddress(mustKey(t, 0).PublicKey), crypto.PubkeyToAddress(mustKey(t, 1).PublicKey)
	on := f.on
	op := append(append([]string(nil), on...), "--operator", f.api.URL)
	args := func(base []string, cmd ...string) []string { return append(append([]string(nil), cmd...), base...) }

	// Bad input, refused before anything is sent.
	wantFail(t, 2, []string{`--ledger "nope" is not an address`}, []string{keyA}, "ledger", "deposit", "--rpc", f.node.URL(), "--ledger", "nope", "--amount", "1")
	wantFail(t, 2, []string{"--ledger ADDR is required"}, []string{keyA}, "ledger", "status", "--rpc", f.node.URL())
	wantFail(t, 2, []string{"more decimals than the token has (6)"}, []string{keyA}, args(on, "ledger", "deposit", "--amount", "1.0000001")...)
	wantFail(t, 2, []string{`amount "0" is zero`}, []string{keyA}, args(on, "ledger", "deposit", "--amount", "0")...)
	wantFail(t, 2, []string{"--sweep", "no --amount"}, []string{keyA}, args(on, "ledger", "deposit", "--amount", "1", "--sweep")...)
	wantFail(t, 2, []string{"give one of them"}, []string{keyA}, args(op, "ledger", "withdraw", "--onchain", "--claim")...)
	wantFail(t, 2, []string{"--operator URL is required"}, []string{keyA}, args(on, "ledger", "withdraw", "--amount", "1")...)
	wantFail(t, 1, []string{"no contract at " + a.Hex()}, []string{keyA}, "ledger", "deposit", "--rpc", f.node.URL(), "--ledger", a.Hex(), "--amount", "1")
	wantFail(t, 1, []string{"wrong network", "expects chain id 84532"}, []string{keyA}, args(on, "ledger", "deposit", "--amount", "1", "--network", "base-sepolia")...)
	wrong := httptest.NewServer(proofs.Handler(wrongChainSource{f.src}, nil))
	defer wrong.Close()
	wantFail(t, 1, []string{"wrong chain", "chain 8453", "chain 31337"}, []string{keyA}, args(on, "ledger", "status", "--operator", wrong.URL)...)
	wantCode(t, 1, codeWrongState, []string{"not registered", "asa ledger deposit"}, []string{keyC}, args(on, "ledger", "withdraw", "--onchain", "--amount", "1")...)

	// deposit: register (the fee approved with the amount) + deposit; again (no registration); a sweep.
	a0, op0 := f.balance(a), f.balance(f.operator)
	d := ledgerJSON[ledgerDeposited](t, []string{keyA}, args(on, "ledger", "deposit", "--amount", "25")...)
	if d.Index != 1 || !d.Registered || d.Amount != "25000000" || d.Deposited != "25000000" || d.RegistrationFee != fmt.Sprint(tlRegFee) ||
		d.Approve == nil || d.Register == nil || d.Deposit == nil || d.DepositAddress != ledger.DepositAddress(f.ledger, a).Hex() {
		t.Fatalf("first deposit: %+v", d)
	}
	if got := new(big.Int).Sub(a0, f.balance(a)); got.Cmp(units(25_000_000+tlRegFee)) != 0 {
		t.Fatalf("the first deposit took %s from the wallet, want the amount and the fee", got)
	}
	if got := new(big.Int).Sub(f.balance(f.operator), op0); got.Cmp(units(tlRegFee)) != 0 {
		t.Fatalf("the operator got %s of registration fee", got)
	}
	d = ledgerJSON[ledgerDeposited](t, []string{keyA}, args(on, "ledger", "deposit", "--amount", "5")...)
	if d.Index != 1 || d.Registered || d.Register != nil || d.Deposited != "30000000" {
		t.Fatalf("second deposit: %+v", d)
	}
	out := mustRun(t, []string{keyB}, args(on, "ledger", "deposit", "--amount", "10")...)
	for _, w := range []string{"deposited 10.000000 USDC", "account index 2", "registered at index 2", "deposit address " + ledger.DepositAddress(f.ledger, b).Hex()} {
		if !strings.Contains(out, w) {
			t.Errorf("deposit output lacks %q:\n%s", w, out)
		}
	}
	wantCode(t, 1, codeWrongState, []string{"nothing to sweep"}, []string{keyA}, args(on, "ledger", "deposit", "--sweep")...)
	f.transact(mustKey(t, 0), f.token, bindings.NewTestUSDC().PackTransfer(ledger.DepositAddress(f.ledger, a), units(2_000_000)))
	d = ledgerJSON[ledgerDeposited](t, []string{keyA}, args(on, "ledger", "deposit", "--sweep")...)
	if d.Sweep == nil || d.Amount != "2000000" || d.Deposited != "32000000" {
		t.Fatalf("sweep: %+v", d)
	}
	ia, ib := f.index(a), f.index(b)
	if ia != 1 || ib != 2 || f.view.Deposited(ia).Cmp(units(32_000_000)) != 0 || f.view.Deposited(ib).Cmp(units(10_000_000)) != 0 {
		t.Fatalf("on chain: indexes %d %d, deposited %s %s", ia, ib, f.view.Deposited(ia), f.view.Deposited(ib))
	}

	// A revert the commands' checks would not let through, sent in process: the node's revert data decoded
	// against the ledger's custom errors (escrow/errors.go), named once, with the ledger's hint.
	e := &env{getenv: func(k string) string {
		if k == "ASA_RPC" {
			return f.node.URL()
		}
		return ""
	}}
	ls, err := e.openLedger(ctx, &ledgerFlags{ledger: f.ledger.Hex()})
	if err != nil {
		t.Fatal(err)
	}
	_, err = ls.send(ctx, signer.FromKey(mustKey(t, 0)), ls.c, f.L.PackWithdraw(a, 9, ledger.AccountLeaf{}.ToBinding(), [ledger.FrontierLevel][32]byte{}), "withdraw")
	ls.Close()
	if msg := escrow.Describe(err, "").Error(); err == nil || errorCode(err) != codeReverted || strings.Count(msg, "execution reverted") != 1 ||
		!strings.Contains(msg, "EpochNotFinal(9)") || !strings.Contains(msg, ledgerHints["EpochNotFinal"]) {
		t.Fatalf("a withdrawal against an unposted epoch: %v", err)
	}

	// Epoch 1 counts both deposits; status shows the chain and both leaves.
	f.postEpoch(f.sync(a, new(big.Int), new(big.Int), nil), f.sync(b, new(big.Int), new(big.Int), nil))
	st := ledgerJSON[ledgerStatusView](t, []string{keyA}, args(op, "ledger", "status")...)
	if st.Index != 1 || st.Deposited != "32000000" || st.Requested != "0" || st.Paid != "0" || st.LastEpoch != 1 || st.LastFinal || st.ExitMode ||
		st.Operator != f.operator.Hex() || st.Bond != fmt.Sprint(tlBond) || st.RegistrationFee != fmt.Sprint(tlRegFee) || st.Withdrawable != "0" ||
		st.FinalLeaf == nil || st.FinalLeaf.Epoch != 0 || !st.FinalLeaf.Final || st.FinalLeaf.Balance != "0" ||
		st.LatestLeaf == nil || st.LatestLeaf.Epoch != 1 || !st.LatestLeaf.Posted || st.LatestLeaf.Final || st.LatestLeaf.Deposits != "32000000" ||
		st.LatestLeaf.Balance != "32000000" || st.LatestLeaf.Withdrawals != "0" || st.LastFinalAt != st.LastPostedAt+tlWindow {
		t.Fatalf("status after epoch 1: %+v final %+v latest %+v", st, st.FinalLeaf, st.LatestLeaf)
	}
	// Someone else's status, by address (no key), for a human.
	out = mustRun(t, []string{"ASA_PRIVATE_KEY="}, args(op, "ledger", "status", "--account", b.Hex())...)
	for _, w := range []string{"index 2", "deposited 10.000000 USDC", "latest epoch 1 (posted, final at", "balance 10.000000 USDC", "withdrawable now: 0.000000 USDC"} {
		if !strings.Contains(out, w) {
			t.Errorf("status of b lacks %q:\n%s", w, out)
		}
	}

	// withdraw: a signed request for 7 (the cumulative total: 0 counted + 7) reaches the operator.
	wantCode(t, 1, codeWrongState, []string{"can withdraw at most 32.000000 USDC"}, []string{keyA}, args(op, "ledger", "withdraw", "--amount", "40")...)
	w := ledgerJSON[ledgerWithdrawal](t, []string{keyA}, args(op, "ledger", "withdraw", "--amount", "7")...)
	if w.Mode != "signed" || w.Total != "7000000" || w.CountedBefore != "0" || w.Epoch != 1 || w.RequestID == nil {
		t.Fatalf("signed withdrawal: %+v", w)
	}
	reqs := f.src.received()
	if len(reqs) != 1 || reqs[0].Account != a || reqs[0].Total != "7000000" {
		t.Fatalf("the operator received %+v", reqs)
	}
	// The digest the operator answers what became of the request for: the request's own.
	if want := proofs.MessageDigest(1, append(common.LeftPadBytes(big.NewInt(7_000_000).Bytes(), 32), reqs[0].Signature...)); w.MessageDigest != want.Hex() {
		t.Fatalf("signed withdrawal's message digest %s, want %s", w.MessageDigest, want.Hex())
	}
	total := units(7_000_000)
	if !ledger.ValidEOASignature(a, ledger.WithdrawalDigest(f.view.dom, total), reqs[0].Signature) {
		t.Fatalf("the request's signature does not verify for Withdrawal(%s) in the ledger's domain", total)
	}

	// Epoch 2 counts it with a SYNC. Its claim: refused while the epoch is not final on chain (the operator
	// says it is), refused against epoch 1 (nothing counted), refused on a proof that opens to nothing, paid.
	f.warp((tlInterval + 1) * time.Second)
	f.postEpoch(f.sync(a, total, total, reqs[0].Signature))
	f.src.set(2, false)
	wantCode(t, 1, codeWrongState, []string{"epoch 2 is not final on chain yet", "claim again then"}, []string{keyA}, args(op, "ledger", "withdraw", "--claim")...)
	f.warp((tlWindow + 1) * time.Second)
	f.src.set(1, false)
	wantCode(t, 1, codeWrongState, []string{"nothing to withdraw", "final epoch 1 counts 0.000000 USDC", "epoch 2 counts 7.000000 USDC"}, []string{keyA},
		args(op, "ledger", "withdraw", "--claim")...)
	f.src.set(2, true)
	nonce, err := f.eth.PendingNonceAt(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	wantFail(t, 1, []string{"does not open to the accounts root", "nothing was sent"}, []string{keyA}, args(op, "ledger", "withdraw", "--claim")...)
	if after, _ := f.eth.PendingNonceAt(ctx, a); after != nonce {
		t.Fatalf("a transaction was sent on a lying proof (nonce %d -> %d)", nonce, after)
	}
	f.src.set(2, false)
	a1 := f.balance(a)
	w = ledgerJSON[ledgerWithdrawal](t, []string{keyA}, args(op, "ledger", "withdraw", "--claim")...)
	if w.Mode != "claim" || w.Amount != "7000000" || w.Epoch != 2 || w.Paid != "7000000" || w.Tx == nil {
		t.Fatalf("claim: %+v", w)
	}
	if got := new(big.Int).Sub(f.balance(a), a1); got.Cmp(total) != 0 || f.view.Paid(ia).Cmp(total) != 0 {
		t.Fatalf("the claim paid %s to the wallet (paid on chain %s), want %s", got, f.view.Paid(ia), total)
	}
	wantCode(t, 1, codeWrongState, []string{"nothing to withdraw", "7.000000 USDC was paid already"}, []string{keyA}, args(op, "ledger", "withdraw", "--claim")...)
	st = ledgerJSON[ledgerStatusView](t, []string{keyA}, args(op, "ledger", "status")...)
	if st.Paid != "7000000" || st.Withdrawable != "0" || st.FinalLeaf.Epoch != 2 || !st.FinalLeaf.Final || st.FinalLeaf.Withdrawals != "7000000" ||
		st.FinalLeaf.Balance != "25000000" || !st.LastFinal {
		t.Fatalf("status after the claim: %+v final %+v", st, st.FinalLeaf)
	}

	// An on-chain request, with the SYNC that forces it in.
	w = ledgerJSON[ledgerWithdrawal](t, []string{keyB}, args(op, "ledger", "withdraw", "--onchain", "--amount", "3")...)
	if w.Mode != "onchain" || w.Requested != "3000000" || w.RequestedAmount != "3000000" || w.ForceIncludeKind != uint8(ledger.KindSync) || w.Tx == nil {
		t.Fatalf("on-chain request: %+v", w)
	}
	if sy, err := ledger.DecodeSync(common.FromHex(w.ForceIncludeData)); err != nil || sy.Account != ib || sy.Withdrawals.Cmp(units(3_000_000)) != 0 ||
		sy.Deposits.Cmp(units(10_000_000)) != 0 || len(sy.Sig) != 0 {
		t.Fatalf("the SYNC to force in: %+v %v", sy, err)
	}
	if f.view.Requested(ib).Cmp(units(3_000_000)) != 0 {
		t.Fatalf("requested on chain: %s", f.view.Requested(ib))
	}
	// a's withdrawals counted from its signed request (7) are above its requested total (0), and a request
	// counts only above them: with --operator its request of 2 more asks for 9.
	w = ledgerJSON[ledgerWithdrawal](t, []string{keyA}, args(op, "ledger", "withdraw", "--onchain", "--amount", "2")...)
	if w.Amount != "2000000" || w.RequestedAmount != "9000000" || w.Requested != "9000000" || f.view.Requested(ia).Cmp(units(9_000_000)) != 0 {
		t.Fatalf("on-chain request above signed withdrawals: %+v", w)
	}
	out = mustRun(t, []string{keyB}, args(on, "ledger", "withdraw", "--onchain", "--amount", "1")...)
	if !strings.Contains(out, "forceInclude(1, 0x") || !strings.Contains(out, "requested total 4.000000 USDC") {
		t.Errorf("on-chain request output:\n%s", out)
	}

	// exit: refused while the operator is not silent, saying when it is; then a declareOperatorSilent, the exit
	// epoch fixed (epoch 2 is final) and the leaf's balance paid; the next party only exits.
	wantCode(t, 1, codeWrongState, []string{"not in exit mode", "counts as silent only from"}, []string{keyB}, args(op, "ledger", "exit")...)
	f.warp((tlLiveness - tlWindow) * time.Second)
	a2 := f.balance(a)
	x := ledgerJSON[ledgerExited](t, []string{keyA}, args(op, "ledger", "exit")...)
	if x.Declare == nil || x.Fix == nil || x.Tx == nil || x.ExitEpoch != 2 || x.Amount != "25000000" || x.Paid != "32000000" {
		t.Fatalf("exit of a: %+v", x)
	}
	if got := new(big.Int).Sub(f.balance(a), a2); got.Cmp(units(25_000_000)) != 0 {
		t.Fatalf("the exit paid a %s, want its leaf's balance 25", got)
	}
	b2 := f.balance(b)
	out = mustRun(t, []string{keyB}, args(op, "ledger", "exit")...)
	if !strings.Contains(out, "paid 10.000000 USDC") || strings.Contains(out, "silent ") {
		t.Errorf("exit of b:\n%s", out)
	}
	if got := new(big.Int).Sub(f.balance(b), b2); got.Cmp(units(10_000_000)) != 0 {
		t.Fatalf("the exit paid b %s, want 10", got)
	}
	wantCode(t, 1, codeWrongState, []string{"nothing to withdraw"}, []string{keyA}, args(op, "ledger", "exit")...)
	wantCode(t, 1, codeWrongState, []string{"exit mode", "no deposits"}, []string{keyA}, args(on, "ledger", "deposit", "--amount", "1")...)
	wantCode(t, 1, codeWrongState, []string{"exit mode"}, []string{keyA}, args(op, "ledger", "withdraw", "--claim")...)
	st = ledgerJSON[ledgerStatusView](t, []string{keyA}, args(op, "ledger", "status")...)
	if !st.ExitMode || !st.ExitEpochFixed || st.ExitEpoch == nil || *st.ExitEpoch != 2 || st.ExitPayable != "0" || st.Paid != "32000000" {
		t.Fatalf("status in exit mode: %+v", st)
	}
}

// A withdrawal request signed through Clef (--clef URL --account ADDRESS): the EIP-712 typed data Clef shows
// and its rules approve, whose signature the operator receives and verifies with ledger.WithdrawalDigest.
func TestLedgerWithdrawThroughClef(t *testing.T) {
	f := newLedgerFixture(t)
	k := mustKey(t, 1)
	addr := crypto.PubkeyToAddress(k.PublicKey)
	mustRun(t, []string{devKeyEnv(t, 1)}, append([]string{"ledger", "deposit", "--amount", "10"}, f.on...)...)
	f.index(addr)
	f.postEpoch(f.sync(addr, new(big.Int), new(big.Int), nil))
	rules := fmt.Sprintf(`
var SIGNER = %q;
function lc(a) { return a ? String(a).toLowerCase() : ""; }
function ApproveListing() { return "Approve"; }
function ApproveTx(r) { return "Reject"; }
function ApproveSignData(r) { return r.content_type === "data/typed" && lc(r.address) === SIGNER ? "Approve" : "Reject"; }
function OnSignerStartup(info) {}
function OnApprovedTx(tx) {}
`, strings.ToLower(addr.Hex()))
	clef := cleftest.Start(t, cleftest.Options{ChainID: f.node.ChainID().Uint64(), Keys: []*ecdsa.PrivateKey{k}, Rules: rules})
	w := ledgerJSON[ledgerWithdrawal](t, []string{"ASA_PRIVATE_KEY="},
		append([]string{"ledger", "withdraw", "--amount", "4", "--operator", f.api.URL, "--clef", clef.URL, "--account", addr.Hex()}, f.on...)...)
	reqs := f.src.received()
	if w.Total != "4000000" || len(reqs) != 1 || reqs[0].Account != addr || reqs[0].Total != "4000000" ||
		!ledger.ValidEOASignature(addr, ledger.WithdrawalDigest(f.view.dom, units(4_000_000)), reqs[0].Signature) {
		t.Fatalf("a withdrawal signed through Clef: %+v, the operator received %+v", w, reqs)
	}
	if !strings.Contains(clef.Audit(), "SignTypedData") {
		t.Fatalf("Clef's audit log has no typed-data signature:\n%s", clef.Audit())
	}
}

// The ledger group's help, usage lines and suggestions, as every command's (no chain needed).
func TestLedgerHelpAndUsage(t *testing.T) {
	for _, c := range []struct {
		args   []string
		code   int
		stdout []string
		stderr []string
	}{
		{args: []string{"ledger", "--help"}, stdout: []string{"usage: asa ledger <command>", "ledger deposit", "ledger status", "ledger withdraw", "ledger exit"}},
		{args: []string{"help", "ledger", "withdraw"}, stdout: []string{"usage: asa ledger withdraw --ledger ADDR", "-onchain", "-claim", "-operator", "exit codes"}},
		{args: []string{"ledger", "exit", "--help"}, stdout: []string{"usage: asa ledger exit --ledger ADDR --operator URL", "declareOperatorSilent"}},
		{args: []string{"ledger", "withdrw"}, code: 2, stderr: []string{`unknown command "withdrw"; did you mean ledger withdraw?`}},
		{args: []string{"ledger", "deposit", "--amont", "1"}, code: 2, stderr: []string{"unknown flag --amont; did you mean --amount?", "usage: asa ledger deposit --ledger ADDR"}},
		{args: []string{"ledger", "exit", "--ledger", "0x196dBCBb54b8ec4958c959D8949EBFE87aC2Aaaf"}, code: 2, stderr: []string{"--operator URL is required"}},
		{args: []string{"ledger", "withdraw", "--ledger", "0x196dBCBb54b8ec4958c959D8949EBFE87aC2Aaaf", "--claim", "--amount", "1", "--operator", "http://127.0.0.1:1"},
			code: 2, stderr: []string{"--claim pays whatever the final epoch counted"}},
	} {
		out, errOut, code := runAsa(t, nil, c.args...)
		if code != c.code {
			t.Errorf("asa %v: exit %d, want %d\nstdout: %s\nstderr: %s", c.args, code, c.code, out, errOut)
			continue
		}
		for _, w := range c.stdout {
			if !strings.Contains(out, w) {
				t.Errorf("asa %v: stdout lacks %q:\n%s", c.args, w, out)
			}
		}
		for _, w := range c.stderr {
			if !strings.Contains(errOut, w) {
				t.Errorf("asa %v: stderr lacks %q:\n%s", c.args, w, errOut)
			}
		}
	}
	wantCode(t, 2, codeUsage, []string{"--amount USDC is required"}, nil, "ledger", "deposit", "--ledger", "0x196dBCBb54b8ec4958c959D8949EBFE87aC2Aaaf")
}
