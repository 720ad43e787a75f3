package ledgerop_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/daemon/ledgerop"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/txmgr"
)

const (
	bondAmount = 5_000_000
	window     = 3600
	interval   = 60
	liveness   = 2 * 24 * 3600
)

// fixture is a deployed ledger on the simulated chain, its operator's store and transaction manager, and
// an operator serving over HTTP.
type fixture struct {
	t                                    *testing.T
	ctx                                  context.Context
	ch                                   *chaintest.Env
	L                                    *ledgerbind.AsaLedger
	ledger                               common.Address
	dom                                  ledger.Domain
	opKey                                *chaintest.Account
	db                                   string
	st                                   *store.Store
	kinds                                *txmgr.Kinds
	txm                                  *txmgr.Manager
	sub                                  ledgerop.Submitter // what the operator submits through (txm, or a fault wrapper)
	op                                   *ledgerop.Operator
	srv                                  *httptest.Server
	cl                                   *proofs.Client
	client, provider, ev1, ev2, stranger *chaintest.Account
	// confirmations is the operator's and the verifier's depth behind the head (default 0: the simulated
	// chain does not reorg unless a test forks it).
	confirmations uint64
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	ctx := context.Background()
	ch := chaintest.New(t, chaintest.Options{Accounts: 8})
	f := &fixture{t: t, ctx: ctx, ch: ch, L: ledgerbind.NewAsaLedger(), opKey: ch.Accounts[5],
		client: ch.Accounts[0], provider: ch.Accounts[1], ev1: ch.Accounts[2], ev2: ch.Accounts[3], stranger: ch.Accounts[6]}
	deploy := func(md *bind.MetaData, input []byte) common.Address {
		addr, tx, err := bind.DeployContract(ch.Opts(ch.Deployer), common.FromHex(md.Bin), ch.Client, input)
		if err != nil {
			t.Fatalf("deploy: %v", err)
		}
		if _, err := escrow.WaitSuccess(ctx, ch.Client, tx); err != nil {
			t.Fatalf("deploy: %v", err)
		}
		return addr
	}
	verifier := deploy(&ledgerbind.AsaLedgerVerifierMetaData, nil)
	params := [6]*big.Int{big.NewInt(bondAmount), big.NewInt(window), big.NewInt(interval), big.NewInt(liveness), big.NewInt(1000), big.NewInt(0)}
	f.ledger = deploy(&ledgerbind.AsaLedgerMetaData, f.L.PackConstructor(ch.Token, f.opKey.Address, verifier, params))
	f.dom = ledger.Domain{ChainID: ch.ChainID, Ledger: f.ledger}
	ch.Transact(t, f.opKey, ch.Token, ch.TokenABI.PackApprove(f.ledger, big.NewInt(bondAmount)))
	ch.Transact(t, f.opKey, f.ledger, f.L.PackPostBond(big.NewInt(bondAmount)))
	f.deposit(f.client, 100_000_000)
	for _, a := range []*chaintest.Account{f.provider, f.ev1, f.ev2} {
		ch.Transact(t, a, f.ledger, f.L.PackRegister())
	}
	f.db = filepath.Join(t.TempDir(), "asa.db")
	f.start()
	return f
}

func (f *fixture) deposit(a *chaintest.Account, amount int64) {
	f.t.Helper()
	f.ch.Transact(f.t, a, f.ch.Token, f.ch.TokenABI.PackApprove(f.ledger, big.NewInt(amount)))
	f.ch.Transact(f.t, a, f.ledger, f.L.PackDeposit(big.NewInt(amount)))
}

// start opens the store and starts a transaction manager and an operator on it (again after stop: a restart).
func (f *fixture) start() {
	f.t.Helper()
	var err error
	if f.st, err = store.Open(f.ctx, f.db, store.Options{Logger: slog.New(slog.DiscardHandler)}); err != nil {
		f.t.Fatal(err)
	}
	f.kinds = txmgr.NewKinds()
	if err := ledgerop.Register(f.kinds, f.ch.Client); err != nil {
		f.t.Fatal(err)
	}
	signer, _ := txmgr.NewKeySigner(f.opKey.Key, f.ch.ChainID)
	if f.txm, err = txmgr.New(f.ctx, txmgr.Config{ChainID: f.ch.ChainID, Kinds: f.kinds, Logger: slog.New(slog.DiscardHandler)}, f.ch.Client, f.st, signer); err != nil {
		f.t.Fatal(err)
	}
	if f.sub == nil {
		f.sub = f.txm
	}
	if f.op, err = ledgerop.New(f.ctx, ledgerop.Config{Store: f.st, Submitter: f.sub, Chain: f.newChain(),
		Logger: slog.New(slog.DiscardHandler)}); err != nil {
		f.t.Fatal(err)
	}
	f.srv = httptest.NewServer(proofs.Handler(f.op, slog.New(slog.DiscardHandler)))
	if f.cl, err = proofs.NewClient(f.srv.URL, nil); err != nil {
		f.t.Fatal(err)
	}
}

// newChain is the ledger on the simulated chain, read at the head (no confirmations: the simulated chain
// does not reorg unless a test forks it).
func (f *fixture) newChain() *ledgerop.NodeChain {
	reader := ledger.NewReader(f.ch.Client, f.dom)
	return &ledgerop.NodeChain{Node: f.ch.Client, Ledger: f.ledger, ChainID: f.ch.ChainID, FromBlock: 0, Confirmations: f.confirmations,
		Read: ledgerop.ReadWith(reader)}
}

func (f *fixture) stop() {
	f.srv.Close()
	_ = f.st.Close()
	f.sub = nil
}

// tick runs one operator round and lets the transaction manager send and see what it journaled.
func (f *fixture) tick() error {
	f.t.Helper()
	err := f.op.Tick(f.ctx)
	for i := 0; i < 3; i++ {
		if perr := f.txm.Process(f.ctx); perr != nil {
			f.t.Fatalf("txmgr: %v", perr)
		}
	}
	return err
}

func (f *fixture) mustTick() {
	f.t.Helper()
	if err := f.tick(); err != nil {
		f.t.Fatalf("tick: %v", err)
	}
}

// epoch advances past the epoch interval and runs the operator until the chain has one more epoch.
func (f *fixture) epoch() uint64 {
	f.t.Helper()
	before := f.lastEpoch()
	f.ch.Advance(f.t, (interval+1)*time.Second)
	f.mustTick() // builds and posts
	f.mustTick() // sees it posted
	if got := f.lastEpoch(); got != before+1 {
		f.t.Fatalf("the chain has epoch %d after a round, want %d", got, before+1)
	}
	return before + 1
}

func (f *fixture) lastEpoch() uint64 {
	return chaintest.Call(f.t, f.ch, f.ledger, f.L.PackLastEpoch(), f.L.UnpackLastEpoch)
}

func (f *fixture) onchainRoot(n uint64) common.Hash {
	return chaintest.Call(f.t, f.ch, f.ledger, f.L.PackEpochs(n), f.L.UnpackEpochs).StateRoot
}

func graduated(t *testing.T) settlement.Terms {
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 8000, ReleaseBps: 10000}, {MinScore: 5000, ReleaseBps: 6000}})
	if err != nil {
		t.Fatal(err)
	}
	return settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 2, SilenceAction: settlement.ActionSplit5050,
		FallbackAction: settlement.ActionSplit5050, EvaluatorFeeBps: 250, FundTimeout: 3600, EvaluateTimeout: 3600,
		MinDeliveryTime: 60, Tiers: tiers}
}

type job struct {
	v     ledger.Voucher
	terms settlement.Terms
	slot  uint32
}

func (f *fixture) openJob(nonce int64, budget int64) (job, ledger.Transition) {
	f.t.Helper()
	now := f.ch.Now(f.t)
	terms := graduated(f.t)
	v := ledger.Voucher{Client: f.client.Address, Provider: f.provider.Address, Evaluators: []common.Address{f.ev1.Address, f.ev2.Address},
		Quorum: 2, TermsHash: settlement.TermsHash(terms), AgreementHash: crypto.Keccak256Hash([]byte("operator test")),
		Budget: big.NewInt(budget), ExpiredAt: new(big.Int).SetUint64(now + 86400), Nonce: big.NewInt(nonce)}
	cs, err := v.Sign(f.dom, f.client.Key)
	if err != nil {
		f.t.Fatal(err)
	}
	dl := new(big.Int).SetUint64(now + 3600)
	as, err := v.SignAcceptance(f.dom, dl, f.provider.Key)
	if err != nil {
		f.t.Fatal(err)
	}
	tr, err := ledger.EncodeOpen(ledger.Open{V: v, ClientSig: cs, AcceptanceDeadline: dl, AcceptanceSig: as, Terms: terms})
	if err != nil {
		f.t.Fatal(err)
	}
	return job{v: v, terms: terms}, tr
}

func (f *fixture) submitJob(j job, deliverable common.Hash) ledger.Transition {
	sig, err := j.v.SignDelivery(f.dom, deliverable, f.provider.Key)
	if err != nil {
		f.t.Fatal(err)
	}
	tr, err := ledger.EncodeSubmit(ledger.Submit{Slot: j.slot, V: j.v, Deliverable: deliverable, ProviderSig: sig})
	if err != nil {
		f.t.Fatal(err)
	}
	return tr
}

func (f *fixture) result(j job, ev *chaintest.Account, deliverable common.Hash, submittedAt uint64, score uint16) ledger.Transition {
	id := j.v.JobID(f.dom)
	r := settlement.Result{JobID: new(big.Int).SetBytes(id[:]), Deliverable: deliverable, SubmittedAt: submittedAt, Score: score,
		Passed: true, EvidenceHash: common.HexToHash("0xe1"), Nonce: big.NewInt(1), Deadline: submittedAt + 7200}
	sig, err := r.Sign(f.dom.Results(), ev.Key)
	if err != nil {
		f.t.Fatal(err)
	}
	tr, err := ledger.EncodeResult(ledger.Result{Slot: j.slot, V: j.v, Terms: j.terms, Result: r, Signer: ev.Address, Sig: sig})
	if err != nil {
		f.t.Fatal(err)
	}
	return tr
}

func (f *fixture) send(tr ledger.Transition) proofs.Receipt {
	f.t.Helper()
	r, err := f.cl.Submit(f.ctx, tr)
	if err != nil {
		f.t.Fatalf("submit %s: %v", tr.Kind, err)
	}
	return r
}

// account is a's leaf at epoch n through the HTTP API, its proof checked by the client and its epoch's
// accounts root checked against the state root the chain holds.
func (f *fixture) account(a common.Address, n uint64) (proofs.Account, ledger.AccountLeaf) {
	f.t.Helper()
	acc, leaf, err := f.cl.Account(f.ctx, a, n)
	if err != nil {
		f.t.Fatalf("account %s: %v", a, err)
	}
	e, err := f.cl.Epoch(f.ctx, acc.Epoch)
	if err != nil {
		f.t.Fatal(err)
	}
	if e.Fields.AccountsRoot != acc.AccountsRoot || f.onchainRoot(acc.Epoch) != e.StateRoot {
		f.t.Fatalf("account %s at epoch %d: its accounts root is not the one of the state root on chain", a, acc.Epoch)
	}
	return acc, leaf
}

// A party asks on chain for a transition of an epoch and for account leaves of an older epoch that is
// neither the latest nor final (the operator rebuilds that state from the store): the operator answers each
// with publishTransition and publishAccount, so voidUnanswered at three quarters of the window finds nothing
// pending and the bond stays.
func TestOperatorAnswersDataRequests(t *testing.T) {
	f := newFixture(t)
	defer f.stop()
	f.mustTick()
	f.mustTick() // epoch 1: the deposit
	_, open := f.openJob(0, 10_000_000)
	f.send(open)
	f.epoch() // epoch 2: the voucher
	f.deposit(f.stranger, 5_000_000)
	f.epoch() // epoch 3: the stranger's deposit
	// The stranger pays the data request fee and asks for transition 0 of epoch 3 and for accounts of epoch 2.
	f.ch.Transact(t, f.stranger, f.ch.Token, f.ch.TokenABI.PackApprove(f.ledger, big.NewInt(3000)))
	f.ch.Transact(t, f.stranger, f.ledger, f.L.PackRequestData(3, true, 0))
	f.ch.Transact(t, f.stranger, f.ledger, f.L.PackRequestData(2, false, 1))
	f.ch.Transact(t, f.stranger, f.ledger, f.L.PackRequestData(2, false, 4))
	f.mustTick()
	for _, r := range []struct {
		epoch uint64
		tr    bool
		index uint32
	}{{3, true, 0}, {2, false, 1}, {2, false, 4}} {
		key := chaintest.Call(t, f.ch, f.ledger, f.L.PackPendingRequest(requestKey(r.epoch, r.tr, r.index)), f.L.UnpackPendingRequest)
		if key {
			t.Fatalf("request %+v is still pending after the operator's tick", r)
		}
	}
	f.ch.Advance(t, window*3/4*time.Second)
	for _, r := range [][3]any{{uint64(3), true, uint32(0)}, {uint64(2), false, uint32(1)}} {
		if _, err := f.ch.TryTransact(f.stranger, f.ledger, f.L.PackVoidUnanswered(r[0].(uint64), r[1].(bool), r[2].(uint32))); err == nil {
			t.Fatalf("voidUnanswered%v succeeded on an answered request", r)
		}
	}
	if b := chaintest.Call(t, f.ch, f.ledger, f.L.PackBond(), f.L.UnpackBond); b.Int64() != bondAmount {
		t.Fatalf("the bond is %s, want it whole", b)
	}
}

// A voucher the client forces in on chain (a censoring operator's way round) is processed first in the
// next epoch; the operator tracks the job it opened like its own, and once expiredAt passes undelivered it
// expires it by itself: the client is refunded in full, with no message from anyone.
func TestOperatorProcessesForcedAndExpiresOnItsOwn(t *testing.T) {
	f := newFixture(t)
	defer f.stop()
	f.mustTick()
	f.mustTick() // epoch 1: the deposit
	_, open := f.openJob(0, 10_000_000)
	f.ch.Transact(t, f.client, f.ledger, f.L.PackForceInclude(uint8(open.Kind), open.Data))
	n := f.epoch()
	e, err := f.cl.Epoch(f.ctx, n)
	if err != nil {
		t.Fatal(err)
	}
	if e.Fields.ForcedCount != 1 || e.Fields.JobCount != 1 {
		t.Fatalf("epoch %d: forced %d, jobs %d; want the forced voucher processed", n, e.Fields.ForcedCount, e.Fields.JobCount)
	}
	if _, l := f.account(f.client.Address, n); l.Debited.Int64() != 10_000_000 {
		t.Fatalf("the client is debited %s, want the forced voucher's budget", l.Debited)
	}
	f.ch.Advance(t, 86400*time.Second)
	n = f.epoch()
	if _, l := f.account(f.client.Address, n); l.Credited.Int64() != 10_000_000 {
		t.Fatalf("after expiredAt the client is credited %s, want the budget back", l.Credited)
	}
	verifyAll(t, f)
}

// requestKey is the contract's key of a data request.
func requestKey(epoch uint64, isTransition bool, index uint32) [32]byte {
	var tr byte
	if isTransition {
		tr = 1
	}
	return crypto.Keccak256Hash(common.LeftPadBytes(new(big.Int).SetUint64(epoch).Bytes(), 32), common.LeftPadBytes([]byte{tr}, 32),
		common.LeftPadBytes(new(big.Int).SetUint64(uint64(index)).Bytes(), 32))
}

// TestOperatorLifecycle: the operator counts deposits, takes a job's voucher, delivery and results over
// HTTP into three epochs it posts on chain, counts a signed withdrawal, serves the proofs, and the
// provider withdraws exactly its payout with the served proof once the epoch is final. A verifier
// replaying every epoch from the served data finds nothing to challenge.
func TestOperatorLifecycle(t *testing.T) {
	f := newFixture(t)
	defer f.stop()
	// The first epoch goes at once (the ledger bounds only the time between epochs), counting the deposit.
	f.mustTick()
	f.mustTick()
	n := f.lastEpoch()
	if n != 1 {
		t.Fatalf("the chain has %d epochs after the first round, want 1", n)
	}
	f.mustTick()
	if f.lastEpoch() != 1 {
		t.Fatal("a second epoch was posted before the interval")
	}
	_, leaf := f.account(f.client.Address, n)
	if leaf.Deposits.Int64() != 100_000_000 {
		t.Fatalf("the client's counted deposits are %s, want 100000000", leaf.Deposits)
	}

	j, open := f.openJob(0, 10_000_000)
	f.send(open)
	n = f.epoch()
	j.slot = 0
	if _, leaf = f.account(f.client.Address, n); leaf.Debited.Int64() != 10_000_000 {
		t.Fatalf("the client is debited %s, want the budget", leaf.Debited)
	}
	deliverable := crypto.Keccak256Hash([]byte("the work"))
	f.send(f.submitJob(j, deliverable))
	n = f.epoch()
	e, err := f.cl.Epoch(f.ctx, n)
	if err != nil {
		t.Fatal(err)
	}
	f.send(f.result(j, f.ev1, deliverable, e.Cutoff, 9000))
	f.send(f.result(j, f.ev2, deliverable, e.Cutoff, 8500))
	n = f.epoch()
	// Score 8750 ≥ 8000: the whole budget less the 2.5 % fee to the provider; the fee split between the two.
	_, pl := f.account(f.provider.Address, n)
	if pl.Credited.Int64() != 9_750_000 {
		t.Fatalf("the provider is credited %s, want 9750000", pl.Credited)
	}
	for _, ev := range []*chaintest.Account{f.ev1, f.ev2} {
		if _, l := f.account(ev.Address, n); l.Credited.Int64() != 125_000 {
			t.Fatalf("evaluator %s is credited %s, want 125000", ev.Address, l.Credited)
		}
	}

	// The provider asks for its payout with a signed Withdrawal; the next epoch counts it.
	total := big.NewInt(9_750_000)
	sig, err := ledger.SignWithdrawal(f.dom, total, f.provider.Key)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.cl.SubmitWithdrawal(f.ctx, f.provider.Address, total, sig); err != nil {
		t.Fatal(err)
	}
	n = f.epoch()
	if _, l := f.account(f.provider.Address, n); l.Withdrawals.Cmp(total) != 0 {
		t.Fatalf("the provider's counted withdrawals are %s, want %s", l.Withdrawals, total)
	}
	// Final after the window: the operator serves the final epoch's proof, which withdraw accepts.
	f.ch.Advance(t, (window+1)*time.Second)
	f.mustTick()
	info, err := f.cl.Info(f.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.Final != n || info.Latest != n {
		t.Fatalf("info: final %d latest %d, want %d", info.Final, info.Latest, n)
	}
	acc, leaf := f.account(f.provider.Address, 0)
	if !acc.Final || acc.Epoch != n {
		t.Fatalf("the default proof is at epoch %d (final %v), want final epoch %d", acc.Epoch, acc.Final, n)
	}
	var path [ledger.FrontierLevel][32]byte
	for i := range path {
		path[i] = acc.Path[i]
	}
	before := f.ch.TokenBalance(t, f.provider.Address)
	f.ch.Transact(t, f.provider, f.ledger, f.L.PackWithdraw(f.provider.Address, acc.Epoch, leaf.ToBinding(), path))
	if got := new(big.Int).Sub(f.ch.TokenBalance(t, f.provider.Address), before); got.Cmp(total) != 0 {
		t.Fatalf("withdraw paid %s, want %s", got, total)
	}

	// A verifier replays every epoch from the served data against the chain: no fraud.
	verifyAll(t, f)
}

// verifyAll replays every posted epoch from the operator's served data (checked against the chain's roots)
// with a Verifier and fails on any finding.
func verifyAll(t *testing.T, f *fixture) {
	t.Helper()
	v, err := ledgerop.NewVerifier(f.ctx, ledgerop.VerifierConfig{Chain: f.newChain(), Data: f.cl, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	found, err := v.Tick(f.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) != 0 {
		t.Fatalf("the verifier found %+v", found)
	}
	if n, st := v.Checked(); n != f.lastEpoch() || st.Root() != f.onchainRoot(n) {
		t.Fatalf("the verifier checked up to epoch %d of %d", n, f.lastEpoch())
	}
}

// faultySubmitter fails the next SubmitBatch calls (a crash between the epoch's store write and its
// journaling), or reports the post's intent failed (the chain refused it for good).
type faultySubmitter struct {
	ledgerop.Submitter
	failSubmits int
	failed      map[string]bool
}

func (s *faultySubmitter) SubmitBatch(ctx context.Context, ins []txmgr.Intent) ([]txmgr.Record, error) {
	if s.failSubmits > 0 {
		s.failSubmits--
		return nil, errors.New("injected: the process died before journaling")
	}
	return s.Submitter.SubmitBatch(ctx, ins)
}

func (s *faultySubmitter) Get(ctx context.Context, key string) (txmgr.Record, error) {
	if s.failed[key] {
		return txmgr.Record{Key: key, State: txmgr.StateFailed, Reason: "injected: refused"}, nil
	}
	return s.Submitter.Get(ctx, key)
}

// An epoch stored but not journaled (the daemon died in between) is journaled by the restarted operator
// and posted once; an epoch whose post the chain refused for good is discarded, its messages go back to
// pending, and the rebuilt epoch (another state root, so another intent) carries them; nothing is counted
// twice and the chain's roots are the operator's throughout.
func TestOperatorRecoversFromCrashAndRefusedPost(t *testing.T) {
	f := newFixture(t)
	defer func() { f.stop() }()
	f.ch.Advance(t, time.Second)
	f.epoch()

	// 1. Stored, then the "crash" before the intent: nothing on chain yet.
	j, open := f.openJob(0, 10_000_000)
	faulty := &faultySubmitter{Submitter: f.txm, failSubmits: 1}
	f.stop()
	f.sub = faulty
	f.start()
	faulty.Submitter = f.txm
	f.ch.Advance(t, (interval+1)*time.Second)
	f.mustTick()
	f.send(open)
	f.ch.Advance(t, (interval+1)*time.Second)
	if err := f.tick(); err == nil || !strings.Contains(err.Error(), "injected") {
		t.Fatalf("the tick that stores epoch 2: %v, want the injected failure", err)
	}
	if f.lastEpoch() != 1 {
		t.Fatalf("the chain has epoch %d before the post was journaled", f.lastEpoch())
	}
	stored, err := f.st.LedgerEpochAt(f.ctx, 2)
	if err != nil || stored.Status != store.EpochBuilt {
		t.Fatalf("epoch 2 is not stored as built: %+v %v", stored, err)
	}
	// The restart: a new operator on the same store journals the post and sees it on chain.
	f.stop()
	f.start()
	f.mustTick()
	f.mustTick()
	if f.lastEpoch() != 2 || f.onchainRoot(2) != stored.StateRoot {
		t.Fatalf("after the restart the chain has epoch %d (root %s), want 2 with the stored root %s", f.lastEpoch(), f.onchainRoot(2), stored.StateRoot)
	}
	if _, leaf := f.account(f.client.Address, 2); leaf.Debited.Int64() != 10_000_000 {
		t.Fatalf("the client is debited %s after the restart, want the budget once", leaf.Debited)
	}

	// 2. The chain refuses the post of epoch 3 for good: discarded and rebuilt with its messages.
	j.slot = 0
	deliverable := crypto.Keccak256Hash([]byte("the work"))
	f.send(f.submitJob(j, deliverable))
	f.ch.Advance(t, (interval+1)*time.Second)
	refused := &faultySubmitter{Submitter: f.txm, failSubmits: 1, failed: map[string]bool{}}
	f.stop()
	f.sub = refused
	f.start()
	refused.Submitter = f.txm
	_ = f.tick() // stores epoch 3, the journaling fails
	first, err := f.st.LedgerEpochAt(f.ctx, 3)
	if err != nil {
		t.Fatal(err)
	}
	refused.failed[first.PostKey] = true // as if its intent had failed
	f.mustTick()                         // discards epoch 3
	if _, err := f.st.LedgerEpochAt(f.ctx, 3); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the refused epoch 3 is still stored: %v", err)
	}
	if n, _ := f.st.LedgerPendingCount(f.ctx); n != 1 {
		t.Fatalf("%d messages pending after the discard, want the delivery", n)
	}
	f.ch.Advance(t, time.Second) // a later cutoff: another root, another intent
	f.mustTick()
	f.mustTick()
	rebuilt, err := f.st.LedgerEpochAt(f.ctx, 3)
	if err != nil || rebuilt.PostKey == first.PostKey || f.lastEpoch() != 3 || f.onchainRoot(3) != rebuilt.StateRoot {
		t.Fatalf("rebuilt epoch 3: %+v %v; chain last %d", rebuilt, err, f.lastEpoch())
	}
	if _, err := f.cl.Epoch(f.ctx, 3); err != nil {
		t.Fatal(err)
	}
	verifyAll(t, f)
}

// What an anonymous caller or a fresh wallet can make the operator store: nothing. An unregistered
// client's voucher, a delivery signed by someone else than the provider, a result by a non-evaluator, a
// withdrawal signed by another key, oversized data and terms outside the netted subset are refused with
// 400 and store nothing; a sender's pending messages are capped (429); the same message twice is stored
// once.
func TestOperatorIntakeRefusesWhatCannotCount(t *testing.T) {
	f := newFixture(t)
	defer f.stop()
	f.mustTick() // reads the chain (registrations)
	stranger := f.stranger
	reject := func(what string, tr ledger.Transition) {
		t.Helper()
		if _, err := f.cl.Submit(f.ctx, tr); !errors.Is(err, proofs.ErrRejected) {
			t.Fatalf("%s: %v, want rejected", what, err)
		}
	}
	j, open := f.openJob(0, 10_000_000)
	// An unregistered client (the stranger signs a voucher of its own).
	v := j.v
	v.Client = stranger.Address
	cs, _ := v.Sign(f.dom, stranger.Key)
	dl := new(big.Int).SetUint64(f.ch.Now(t) + 3600)
	as, _ := v.SignAcceptance(f.dom, dl, f.provider.Key)
	tr, err := ledger.EncodeOpen(ledger.Open{V: v, ClientSig: cs, AcceptanceDeadline: dl, AcceptanceSig: as, Terms: j.terms})
	if err != nil {
		t.Fatal(err)
	}
	reject("an unregistered client's voucher", tr)
	// The client's voucher with the acceptance signed by the stranger.
	d, _ := ledger.DecodeOpen(open.Data)
	d.AcceptanceSig, _ = j.v.SignAcceptance(f.dom, d.AcceptanceDeadline, stranger.Key)
	tr, _ = ledger.EncodeOpen(d)
	reject("an acceptance not by the provider", tr)
	// Terms outside the netted subset (a challenge window), hashed into the voucher.
	bad := j.terms
	bad.ChallengeWindow = 3600
	d, _ = ledger.DecodeOpen(open.Data)
	d.Terms, d.V.TermsHash = bad, settlement.TermsHash(bad)
	d.ClientSig, _ = d.V.Sign(f.dom, f.client.Key)
	d.AcceptanceSig, _ = d.V.SignAcceptance(f.dom, d.AcceptanceDeadline, f.provider.Key)
	tr, _ = ledger.EncodeOpen(d)
	reject("terms outside the netted subset", tr)
	// A delivery signed by the stranger, a result by a non-evaluator.
	sig, _ := j.v.SignDelivery(f.dom, common.HexToHash("0x01"), stranger.Key)
	tr, _ = ledger.EncodeSubmit(ledger.Submit{V: j.v, Deliverable: common.HexToHash("0x01"), ProviderSig: sig})
	reject("a delivery not by the provider", tr)
	res, _ := ledger.DecodeResult(f.result(j, f.ev1, common.HexToHash("0x01"), 1, 9000).Data)
	res.Signer = stranger.Address
	res.Sig, _ = res.Result.Sign(f.dom.Results(), stranger.Key)
	tr, _ = ledger.EncodeResult(res)
	reject("a result by a non-evaluator", tr)
	reject("oversized data", ledger.Transition{Kind: ledger.KindSubmit, Data: make([]byte, 4097)})
	reject("undecodable data", ledger.Transition{Kind: ledger.KindOpen, Data: []byte{1, 2, 3}})
	wsig, _ := ledger.SignWithdrawal(f.dom, big.NewInt(5), stranger.Key)
	if _, err := f.cl.SubmitWithdrawal(f.ctx, f.client.Address, big.NewInt(5), wsig); !errors.Is(err, proofs.ErrRejected) {
		t.Fatalf("a withdrawal signed by another key: %v, want rejected", err)
	}
	// Registrations are checked before any signature is recovered: a fresh wallet's messages are refused as
	// unregistered whatever they carry as signatures (no ECDSA is spent on them).
	junk := bytes.Repeat([]byte{7}, 65)
	if _, err := f.cl.SubmitWithdrawal(f.ctx, stranger.Address, big.NewInt(5), junk); !errors.Is(err, proofs.ErrRejected) || !strings.Contains(err.Error(), "no account") {
		t.Fatalf("a fresh wallet's withdrawal with a junk signature: %v, want refused as unregistered", err)
	}
	tr, err = ledger.EncodeOpen(ledger.Open{V: v, ClientSig: junk, AcceptanceDeadline: dl, AcceptanceSig: junk, Terms: j.terms})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.cl.Submit(f.ctx, tr); !errors.Is(err, proofs.ErrRejected) || !strings.Contains(err.Error(), "no account") {
		t.Fatalf("a fresh wallet's voucher with junk signatures: %v, want refused as unregistered", err)
	}
	if n, _ := f.st.LedgerPendingCount(f.ctx); n != 0 {
		t.Fatalf("%d refused messages were stored", n)
	}
	// The same message twice: one row, the same id.
	r1, r2 := f.send(open), f.send(open)
	if r1.ID != r2.ID {
		t.Fatalf("the same voucher twice got ids %d and %d", r1.ID, r2.ID)
	}
	// The per-sender cap.
	f.stop()
	f.start()
	capped, err := ledgerop.New(f.ctx, ledgerop.Config{Store: f.st, Submitter: f.txm, Chain: f.newChain(), Limits: store.LedgerLimits{PerSender: 2},
		Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	if err := capped.Tick(f.ctx); err != nil {
		t.Fatal(err)
	}
	_, open1 := f.openJob(1, 1)
	if _, err := capped.Submit(f.ctx, open1); err != nil {
		t.Fatal(err)
	}
	_, open2 := f.openJob(2, 1)
	if _, err := capped.Submit(f.ctx, open2); !errors.Is(err, proofs.ErrFull) {
		t.Fatalf("a third pending message of the client: %v, want ErrFull", err)
	}
}

// A party learns what became of its message: the receipt's digest answers pending until an epoch is built,
// then included by that epoch, or dropped by it with the reason (a voucher the client's balance does not
// cover). The digest is the message's own, an unknown one is 404, a malformed one 400, and the answer
// outlives a restart (it is the store's).
func TestOperatorAnswersWhatBecameOfAMessage(t *testing.T) {
	f := newFixture(t)
	defer f.stop()
	f.mustTick()
	f.mustTick() // the first epoch, counting the deposit
	_, open := f.openJob(0, 10_000_000)
	_, tooBig := f.openJob(1, 1_000_000_000) // the client deposited 100 USDC
	r1, r2 := f.send(open), f.send(tooBig)
	if r1.Digest != proofs.MessageDigest(uint8(open.Kind), open.Data) || r2.Digest != proofs.MessageDigest(uint8(tooBig.Kind), tooBig.Data) {
		t.Fatalf("receipts %+v %+v do not carry their messages' digests", r1, r2)
	}
	m, err := f.cl.Message(f.ctx, r1.Digest)
	if err != nil || m.Status != proofs.MessagePending || m.Epoch != 0 || m.ID != r1.ID || m.Sender != f.client.Address || m.Kind != uint8(ledger.KindOpen) {
		t.Fatalf("before the epoch: %+v %v", m, err)
	}
	n := f.epoch()
	if m, err = f.cl.Message(f.ctx, r1.Digest); err != nil || m.Status != proofs.MessageIncluded || m.Epoch != n || m.Reason != "" {
		t.Fatalf("the counted voucher: %+v %v, want included by epoch %d", m, err, n)
	}
	m, err = f.cl.Message(f.ctx, r2.Digest)
	if err != nil || m.Status != proofs.MessageDropped || m.Epoch != n || m.Reason == "" {
		t.Fatalf("the voucher over the balance: %+v %v, want dropped by epoch %d with a reason", m, err, n)
	}
	t.Logf("dropped: %s", m.Reason)
	if _, err := f.cl.Message(f.ctx, common.HexToHash("0x1234")); !errors.Is(err, proofs.ErrNotFound) {
		t.Fatalf("an unknown digest: %v, want not found", err)
	}
	res, err := http.Get(f.srv.URL + "/v1/ledger/messages/0x12")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusBadRequest {
		t.Fatalf("a malformed digest: %d, want 400", res.StatusCode)
	}
	f.stop()
	f.start()
	f.mustTick()
	if again, err := f.cl.Message(f.ctx, r2.Digest); err != nil || again != m {
		t.Fatalf("after a restart: %+v %v, want %+v", again, err, m)
	}
}

// The operator serves each netted job's leaf with its proof (checked by the client against the jobs root)
// and, while the job is open, its voucher: open after its OPEN, submitted with the deliverable after the
// SUBMIT, closed (no voucher) once the results settled it; past the last slot is 404.
func TestOperatorServesJobs(t *testing.T) {
	f := newFixture(t)
	defer f.stop()
	f.mustTick()
	f.mustTick()
	if _, err := f.cl.Job(f.ctx, 0); !errors.Is(err, proofs.ErrNotFound) {
		t.Fatalf("a slot before any job: %v, want not found", err)
	}
	j, open := f.openJob(0, 10_000_000)
	f.send(open)
	n := f.epoch()
	got, err := f.cl.Job(f.ctx, 0)
	if err != nil || got.Status != "open" || got.Epoch != n || got.Voucher == nil || got.Voucher.Client != f.client.Address ||
		got.Voucher.Provider != f.provider.Address || got.Voucher.Budget != "10000000" || got.Voucher.Results != 0 || got.Deliverable != nil ||
		got.JobID != j.v.JobID(f.dom) {
		t.Fatalf("the opened job: %+v %v", got, err)
	}
	deliverable := crypto.Keccak256Hash([]byte("the work"))
	f.send(f.submitJob(j, deliverable))
	n = f.epoch()
	if got, err = f.cl.Job(f.ctx, 0); err != nil || got.Status != "submitted" || got.Deliverable == nil || *got.Deliverable != deliverable || got.SubmittedAt == 0 {
		t.Fatalf("the delivered job: %+v %v", got, err)
	}
	e, err := f.cl.Epoch(f.ctx, n)
	if err != nil {
		t.Fatal(err)
	}
	f.send(f.result(j, f.ev1, deliverable, e.Cutoff, 9000))
	f.send(f.result(j, f.ev2, deliverable, e.Cutoff, 8500))
	f.epoch()
	if got, err = f.cl.Job(f.ctx, 0); err != nil || got.Status != "closed" || got.Voucher != nil {
		t.Fatalf("the settled job: %+v %v", got, err)
	}
	if _, err := f.cl.Job(f.ctx, 1); !errors.Is(err, proofs.ErrNotFound) {
		t.Fatalf("past the last slot: %v, want not found", err)
	}
	for _, bad := range []string{"x", "-1", "4294967296"} {
		res, err := http.Get(f.srv.URL + "/v1/ledger/jobs/" + bad)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusBadRequest {
			t.Fatalf("slot %q: %d, want 400", bad, res.StatusCode)
		}
	}
}
