package ledger

import (
	"context"
	"math/big"
	"sort"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
)

// The exit tests drive the deployed ledger and the Go mirror (State, MemChain) together: every party acts
// with its own key on the simulated chain, and every party's token balance is checked on chain against an
// expectation computed from the jobs' terms and scores (specPayout, not the settlement package).

const (
	xBond     = 5_000_000
	xWindow   = 24 * 3600
	xInterval = 60
	xFee      = 1000 // dataRequestFee
)

// xh is the harness: the chain, the mirror and the expected net token change of every address.
type xh struct {
	t        *testing.T
	oc       *onChain
	ch       *chaintest.Env
	e        *env // e.st is the end state of the newest honest epoch (or the one being built)
	op, chal *chaintest.Account
	c1, c2   party
	parties  []*chaintest.Account // every account that may hold a ledger balance
	initial  map[common.Address]*big.Int
	want     map[common.Address]*big.Int // expected final balance - initial balance
	states   []*State                    // states[n]: the end state of epoch n (0: genesis)
	postedAt []uint64                    // postedAt[n]: when epoch n was posted
	b        *EpochBuilder
	in, out  *big.Int // tracked deposits into and payouts out of the ledger's balances
	bond     *big.Int // tracked bond
}

type xjob struct {
	slot  uint32
	v     Voucher
	terms settlement.Terms
	evals []int // indexes into e.evals, the voucher's evaluators in order
}

// newXH deploys a ledger (livenessTimeout liveness) with the operator's bond posted; accounts: 0 client c1, 1
// provider, 2-4 evaluators, 5 operator, 6 challenger, 7 client c2. c1 deposits 2,000,000 and c2 1,000,000;
// the others register.
func newXH(t *testing.T, liveness int64) *xh {
	t.Helper()
	ch := chaintest.New(t, chaintest.Options{Accounts: 8})
	oc := &onChain{env: ch, L: ledgerbind.NewAsaLedger(), V: ledgerbind.NewAsaLedgerVerifier()}
	oc.verifier = deployCode(t, ch, ledgerbind.AsaLedgerVerifierMetaData.Bin, nil)
	params := [6]*big.Int{big.NewInt(xBond), big.NewInt(xWindow), big.NewInt(xInterval), big.NewInt(liveness), big.NewInt(xFee), big.NewInt(0)}
	oc.ledger = deployCode(t, ch, ledgerbind.AsaLedgerMetaData.Bin, oc.L.PackConstructor(ch.Token, ch.Accounts[5].Address, oc.verifier, params))
	oc.domain = chaintest.Call(t, ch, oc.ledger, oc.L.PackDomainSeparator(), oc.L.UnpackDomainSeparator)
	dom := Domain{ChainID: ch.ChainID, Ledger: oc.ledger}
	pty := func(a *chaintest.Account) party { return party{key: a.Key, addr: a.Address} }
	h := &xh{t: t, oc: oc, ch: ch, op: ch.Accounts[5], chal: ch.Accounts[6], c1: pty(ch.Accounts[0]), c2: pty(ch.Accounts[7]),
		initial: map[common.Address]*big.Int{}, want: map[common.Address]*big.Int{}, states: []*State{NewState()}, postedAt: []uint64{0},
		in: new(big.Int), out: new(big.Int), bond: new(big.Int)}
	h.e = &env{t: t, dom: dom, chain: NewMemChain(dom), st: NewState(), client: h.c1, provider: pty(ch.Accounts[1])}
	for _, a := range ch.Accounts[2:5] {
		h.e.evals = append(h.e.evals, pty(a))
	}
	h.parties = []*chaintest.Account{ch.Accounts[0], ch.Accounts[1], ch.Accounts[2], ch.Accounts[3], ch.Accounts[4], ch.Accounts[7]}
	for _, a := range ch.Accounts {
		h.initial[a.Address] = ch.TokenBalance(t, a.Address)
		h.want[a.Address] = new(big.Int)
	}
	h.tx(h.op, ch.Token, ch.TokenABI.PackApprove(oc.ledger, big.NewInt(xBond)))
	h.bond.SetInt64(xBond)
	h.tx(h.op, oc.ledger, oc.L.PackPostBond(big.NewInt(xBond)))
	h.add(h.op.Address, -xBond)
	h.deposit(ch.Accounts[0], 2_000_000)
	for _, a := range ch.Accounts[1:5] {
		h.tx(a, oc.ledger, oc.L.PackRegister())
		h.e.chain.Register(a.Address)
	}
	h.deposit(ch.Accounts[7], 1_000_000)
	h.inv()
	return h
}

func deployCode(t *testing.T, ch *chaintest.Env, bin string, input []byte) common.Address {
	t.Helper()
	addr, tx, err := bind.DeployContract(ch.Opts(ch.Deployer), common.FromHex(bin), ch.Client, input)
	if err != nil {
		t.Fatalf("deploy: %v", err)
	}
	if _, err := escrow.WaitSuccess(context.Background(), ch.Client, tx); err != nil {
		t.Fatalf("deploy: %v", err)
	}
	return addr
}

func (h *xh) add(addr common.Address, d int64) { h.addBig(addr, big.NewInt(d)) }

func (h *xh) addBig(addr common.Address, d *big.Int) {
	h.want[addr] = new(big.Int).Add(h.want[addr], d)
}

// tx sends a transaction that must succeed, then checks the ledger's money.
func (h *xh) tx(from *chaintest.Account, to common.Address, data []byte) {
	h.t.Helper()
	h.ch.Transact(h.t, from, to, data)
	if to == h.oc.ledger {
		h.inv()
	}
}

func (h *xh) revert(from *chaintest.Account, data []byte, want string) {
	h.t.Helper()
	h.ch.ExpectRevert(h.t, from, h.oc.ledger, data, want)
}

// inv: the ledger holds sum(deposited) - sum(paid) + bond, by its own views and by the harness's tally.
func (h *xh) inv() {
	h.t.Helper()
	L, ch, t := h.oc.L, h.ch, h.t
	n := chaintest.Call(t, ch, h.oc.ledger, L.PackAccountCount(), L.UnpackAccountCount)
	sum := chaintest.Call(t, ch, h.oc.ledger, L.PackBond(), L.UnpackBond)
	if sum.Cmp(h.bond) != 0 {
		t.Fatalf("bond %s on chain, %s expected", sum, h.bond)
	}
	for i := uint32(1); i <= n; i++ {
		sum.Add(sum, chaintest.Call(t, ch, h.oc.ledger, L.PackDeposited(i), L.UnpackDeposited))
		sum.Sub(sum, chaintest.Call(t, ch, h.oc.ledger, L.PackPaid(i), L.UnpackPaid))
	}
	held := ch.TokenBalance(t, h.oc.ledger)
	if held.Cmp(sum) != 0 {
		t.Fatalf("the ledger holds %s, sum(deposited) - sum(paid) + bond is %s", held, sum)
	}
	if tracked := new(big.Int).Add(new(big.Int).Sub(h.in, h.out), h.bond); held.Cmp(tracked) != 0 {
		t.Fatalf("the ledger holds %s, the harness expects %s", held, tracked)
	}
}

func (h *xh) deposit(a *chaintest.Account, amount int64) {
	h.t.Helper()
	h.tx(a, h.ch.Token, h.ch.TokenABI.PackApprove(h.oc.ledger, big.NewInt(amount)))
	h.in.Add(h.in, big.NewInt(amount))
	h.tx(a, h.oc.ledger, h.oc.L.PackDeposit(big.NewInt(amount)))
	h.e.chain.Deposit(a.Address, big.NewInt(amount))
}

func (h *xh) requestWithdrawal(a *chaintest.Account, amount *big.Int) {
	h.t.Helper()
	h.tx(a, h.oc.ledger, h.oc.L.PackRequestWithdrawal(amount))
	h.e.chain.RequestWithdrawal(a.Address, amount)
}

// begin advances the chain by d (at least the epoch interval) and starts the next epoch on e.st with the
// chain's time as its cutoff.
func (h *xh) begin(d time.Duration) {
	h.t.Helper()
	h.ch.Advance(h.t, d+(xInterval+1)*time.Second)
	h.e.now = h.ch.Now(h.t)
	h.b = NewEpoch(h.e.st, uint64(len(h.states)), h.e.now)
}

func (h *xh) apply(trs ...Transition) {
	h.t.Helper()
	for _, tr := range trs {
		if err := h.b.Add(h.e.chain, tr); err != nil {
			h.t.Fatal(err)
		}
	}
}

// post closes the epoch and posts it.
func (h *xh) post() Epoch {
	h.t.Helper()
	ep := h.b.Close()
	h.tx(h.op, h.oc.ledger, h.e.st.PostEpochCalldata(ep))
	h.states = append(h.states, h.e.st.Clone())
	h.postedAt = append(h.postedAt, h.ch.Now(h.t))
	h.b = nil
	return ep
}

// open is the OPEN of a job of client c (budget, quorum of the evaluators evals, expiring after expiry
// seconds) in the next slot of e.st; the job's client is debited its budget in the expectation.
func (h *xh) open(c party, terms settlement.Terms, budget int64, evals []int, quorum uint8, expiry uint64) (xjob, Transition) {
	h.t.Helper()
	e := h.e
	var addrs []common.Address
	for _, i := range evals {
		addrs = append(addrs, e.evals[i].addr)
	}
	v := Voucher{Client: c.addr, Provider: e.provider.addr, Evaluators: addrs, Quorum: quorum,
		TermsHash: settlement.TermsHash(terms), AgreementHash: common.HexToHash("0xa9"), Budget: big.NewInt(budget),
		ExpiredAt: new(big.Int).SetUint64(e.now + expiry), Nonce: new(big.Int).Set(orZero(e.st.Account(e.chain.AccountIndex(c.addr)).Nonce))}
	e.client = c
	tr := e.open(v, terms)
	h.add(c.addr, -budget)
	return xjob{slot: uint32(e.st.Fields().JobCount), v: v, terms: terms, evals: evals}, tr
}

// res is evaluator who's (an index into e.evals) signed result for j as e.st has it.
func (h *xh) res(j xjob, who int, score uint16, passed bool) Transition {
	h.t.Helper()
	l := h.e.st.Job(j.slot)
	r := h.signResult(j, who, l.Deliverable, l.SubmittedAt, score, passed)
	return req(h.t)(EncodeResult(Result{Slot: j.slot, V: j.v, Terms: j.terms, Result: r.Result, Signer: h.e.evals[who].addr, Sig: r.sig}))
}

type signedResult struct {
	settlement.Result
	sig []byte
}

func (h *xh) signResult(j xjob, who int, d common.Hash, submittedAt uint64, score uint16, passed bool) signedResult {
	h.t.Helper()
	id := j.v.JobID(h.e.dom)
	r := settlement.Result{JobID: new(big.Int).SetBytes(id[:]), Deliverable: d, SubmittedAt: submittedAt, Score: score,
		Passed: passed, EvidenceHash: common.HexToHash("0xe1"), Nonce: big.NewInt(int64(who)), Deadline: h.e.now + 4*24*3600}
	sig, err := r.Sign(h.e.dom.Results(), h.e.evals[who].key)
	if err != nil {
		h.t.Fatal(err)
	}
	return signedResult{r, sig}
}

// scored adds to the expectation a job settled by the results of who (indexes into e.evals) through the
// spec's formula: the provider's and client's shares, the fee split over the counted evaluators in the
// voucher's order (the remainder to the first).
func (h *xh) scored(j xjob, who []int, scores []uint16, passed []bool) {
	h.t.Helper()
	prov, cl, fees := specPayout(j.v.Budget, j.terms, scores, passed, len(who))
	h.addBig(j.v.Provider, prov)
	h.addBig(j.v.Client, cl)
	order := append([]int(nil), who...)
	sort.Ints(order)
	for k, i := range order {
		h.addBig(h.e.evals[i].addr, fees[k])
	}
}

func (h *xh) refund(j xjob) { h.addBig(j.v.Client, j.v.Budget) }

// silence5050 adds the silence split of graduated terms: half of the budget (rounded down) to the provider.
func (h *xh) silence5050(j xjob) {
	prov := new(big.Int).Div(new(big.Int).Mul(j.v.Budget, big.NewInt(5000)), big.NewInt(10000))
	h.addBig(j.v.Provider, prov)
	h.addBig(j.v.Client, new(big.Int).Sub(j.v.Budget, prov))
}

func (h *xh) idx(a common.Address) uint32 { return h.e.chain.AccountIndex(a) }

// withdrawAll pays every party what epoch n's leaf counts beyond what it was paid.
func (h *xh) withdrawAll(n uint64) {
	h.t.Helper()
	s := h.states[n]
	for _, a := range h.parties {
		i := h.idx(a.Address)
		leaf, path := s.WithdrawProofBinding(i)
		paid := chaintest.Call(h.t, h.ch, h.oc.ledger, h.oc.L.PackPaid(i), h.oc.L.UnpackPaid)
		amount := new(big.Int).Sub(leaf.Withdrawals, paid)
		if amount.Sign() <= 0 {
			continue
		}
		before := h.ch.TokenBalance(h.t, a.Address)
		h.out.Add(h.out, amount)
		h.tx(h.chal, h.oc.ledger, h.oc.L.PackWithdraw(a.Address, n, leaf, path)) // anyone relays it
		if got := new(big.Int).Sub(h.ch.TokenBalance(h.t, a.Address), before); got.Cmp(amount) != 0 {
			h.t.Fatalf("withdraw %s: paid %s, want %s", a.Address, got, amount)
		}
		h.revert(a, h.oc.L.PackWithdraw(a.Address, n, leaf, path), "NothingToWithdraw")
	}
}

// checkBalances: every address's token balance moved by exactly what the expectation says.
func (h *xh) checkBalances() {
	h.t.Helper()
	for _, a := range h.ch.Accounts {
		got := new(big.Int).Sub(h.ch.TokenBalance(h.t, a.Address), h.initial[a.Address])
		if got.Cmp(h.want[a.Address]) != 0 {
			h.t.Errorf("account %s (index %d): balance moved by %s, want %s", a.Address, h.idx(a.Address), got, h.want[a.Address])
		}
	}
}

// long is graduated terms whose evaluation window (two days) outlasts the challenge window.
func long(t testing.TB) settlement.Terms {
	terms := graduated(t)
	terms.EvaluateTimeout = 2 * 24 * 3600
	return terms
}

// TestExitHonestRun: ten jobs over three epochs (1-of-1, 2-of-3 at the deadline, 3-of-3, a refund, a silence,
// a failed result), then every party withdraws its whole balance, counted by SYNC and paid after the window.
func TestExitHonestRun(t *testing.T) {
	h := newXH(t, 2*24*3600)
	e, gr, co := h.e, graduated(t), continuous()
	d := func(n int64) common.Hash { return common.BigToHash(big.NewInt(n)) }

	// epoch 1
	h.begin(0)
	h.apply(e.sync(h.c1.addr), e.sync(h.c2.addr))
	j0, tr := h.open(h.c1, gr, 100_001, []int{0}, 1, 86400)
	h.apply(tr, e.submit(j0.slot, j0.v, d(1)))
	h.apply(h.res(j0, 0, 9000, true))
	h.scored(j0, []int{0}, []uint16{9000}, []bool{true})
	j1, tr := h.open(h.c1, co, 333_337, []int{0, 1, 2}, 3, 86400)
	h.apply(tr, e.submit(j1.slot, j1.v, d(2)))
	h.apply(h.res(j1, 1, 7001, true), h.res(j1, 0, 6002, true), h.res(j1, 2, 9999, false))
	h.scored(j1, []int{0, 1, 2}, []uint16{7001, 6002, 9999}, []bool{true, true, false})
	j2, tr := h.open(h.c1, gr, 250_003, []int{0, 1, 2}, 2, 86400)
	h.apply(tr, e.submit(j2.slot, j2.v, d(3)))
	h.apply(h.res(j2, 2, 8100, true), h.res(j2, 0, 5200, false))
	h.scored(j2, []int{0, 2}, []uint16{5200, 8100}, []bool{false, true})
	j3, tr := h.open(h.c1, gr, 77_777, []int{1}, 1, 7200)
	h.apply(tr)
	h.refund(j3)
	j4, tr := h.open(h.c2, gr, 90_001, []int{0, 1, 2}, 2, 86400)
	h.apply(tr, e.submit(j4.slot, j4.v, d(4)))
	h.apply(h.res(j4, 1, 100, true))
	h.silence5050(j4)
	j5, tr := h.open(h.c2, co, 55_555, []int{2}, 1, 86400)
	h.apply(tr)
	h.post()

	// epoch 2, two hours later: the deadlines of j2 (quorum met), j3 (no delivery) and j4 (silence)
	h.begin(2 * time.Hour)
	h.apply(e.expire(j2.slot, j2.v, j2.terms), e.expire(j3.slot, j3.v, j3.terms), e.expire(j4.slot, j4.v, j4.terms))
	h.apply(e.submit(j5.slot, j5.v, d(5)))
	h.apply(h.res(j5, 2, 4321, true))
	h.scored(j5, []int{2}, []uint16{4321}, []bool{true})
	j6, tr := h.open(h.c2, gr, 400_009, []int{0, 1, 2}, 3, 86400)
	h.apply(tr, e.submit(j6.slot, j6.v, d(6)))
	h.apply(h.res(j6, 0, 8000, true), h.res(j6, 2, 4999, true), h.res(j6, 1, 6000, true))
	h.scored(j6, []int{0, 1, 2}, []uint16{8000, 4999, 6000}, []bool{true, true, true})
	j7, tr := h.open(h.c1, gr, 12_345, []int{1}, 1, 86400)
	h.apply(tr, e.submit(j7.slot, j7.v, d(7)))
	h.apply(h.res(j7, 1, 9500, false))
	h.scored(j7, []int{1}, []uint16{9500}, []bool{false})
	h.post()

	// epoch 3: two more jobs, then every party asks for its whole balance
	h.begin(time.Hour)
	j8, tr := h.open(h.c1, co, 61_003, []int{0, 2}, 1, 86400)
	h.apply(tr, e.submit(j8.slot, j8.v, d(8)))
	h.apply(h.res(j8, 2, 2500, true), h.res(j8, 0, 7500, true))
	h.scored(j8, []int{0, 2}, []uint16{2500, 7500}, []bool{true, true})
	j9, tr := h.open(h.c2, gr, 20_000, []int{1}, 1, 86400)
	h.apply(tr, e.submit(j9.slot, j9.v, d(9)))
	h.apply(h.res(j9, 1, 5000, true))
	h.scored(j9, []int{1}, []uint16{5000}, []bool{true})
	deposits := map[common.Address]int64{h.c1.addr: 2_000_000, h.c2.addr: 1_000_000}
	for _, a := range h.parties {
		// the whole balance, from the expectation alone: deposits + credits - budgets
		amount := new(big.Int).Add(h.want[a.Address], big.NewInt(deposits[a.Address]))
		h.requestWithdrawal(a, amount)
		h.apply(e.sync(a.Address))
		if got := e.st.Account(h.idx(a.Address)).Balance(); got.Sign() != 0 {
			t.Fatalf("%s: %s left after withdrawing the expected balance", a.Address, got)
		}
	}
	h.post()
	if e.st.Locked().Sign() != 0 {
		t.Fatalf("%s still locked in jobs", e.st.Locked())
	}
	leaf, path := e.st.WithdrawProofBinding(h.idx(h.c1.addr))
	h.revert(h.parties[0], h.oc.L.PackWithdraw(h.c1.addr, 3, leaf, path), "EpochNotFinal")
	h.ch.Advance(t, (xWindow+1)*time.Second)
	h.withdrawAll(3)
	h.checkBalances()
	if held := h.ch.TokenBalance(t, h.oc.ledger); held.Int64() != xBond {
		t.Fatalf("the ledger holds %s after every withdrawal, want the bond %d", held, xBond)
	}
}

// Exit-mode calls: the exit epoch's fields, a job's witness in it, and the contract's structs.

func (h *xh) exitState() *State {
	h.t.Helper()
	n := chaintest.Call(h.t, h.ch, h.oc.ledger, h.oc.L.PackExitEpoch(), h.oc.L.UnpackExitEpoch)
	return h.states[n]
}

// processForced processes, on chain, every forced message the exit epoch did not (exitProcessForced), in order;
// then one more is refused.
func (h *xh) processForced() {
	h.t.Helper()
	s := h.exitState()
	k := s.Fields().ForcedCount
	for ; ; k++ {
		tr, ok := h.e.chain.ForcedTransition(k)
		if !ok {
			break
		}
		var slot uint32
		switch d, _ := Decode(tr); x := d.(type) {
		case Submit:
			slot = x.Slot
		case Result:
			slot = x.Slot
		case Expire:
			slot = x.Slot
		}
		h.tx(h.chal, h.oc.ledger, h.oc.L.PackExitProcessForced(s.StateFieldsBinding(), uint8(tr.Kind), tr.Data, h.jobWitness(s, slot)))
	}
	h.revert(h.chal, h.oc.L.PackExitProcessForced(s.StateFieldsBinding(), 1, nil, h.jobWitness(s, 0)), "UnknownForced")
}

func (h *xh) jobWitness(s *State, slot uint32) ledgerbind.IAsaLedgerTypesJobWitness {
	l, p := s.JobProof(slot)
	return JobWitness{Leaf: l, Path: p}.ToBinding()
}

func (h *xh) exitJob(slot uint32) ledgerbind.IAsaLedgerTypesExitJob {
	return chaintest.Call(h.t, h.ch, h.oc.ledger, h.oc.L.PackExitJobs(slot), h.oc.L.UnpackExitJobs)
}

// exitSubmit delivers j on chain (the provider's signature, sent by the provider).
func (h *xh) exitSubmit(j xjob, d common.Hash) {
	h.t.Helper()
	s := h.exitState()
	sig, err := j.v.SignDelivery(h.e.dom, d, h.e.provider.key)
	if err != nil {
		h.t.Fatal(err)
	}
	h.tx(h.parties[1], h.oc.ledger, h.oc.L.PackExitSubmit(j.slot, s.StateFieldsBinding(), h.jobWitness(s, j.slot), j.v.ToBinding(), d, sig))
	if x := h.exitJob(j.slot); x.Status != StatusSubmitted || x.Deliverable != d {
		h.t.Fatalf("exitSubmit: %+v", x)
	}
}

// exitResult counts evaluator who's result for j on chain (sent by the evaluator), for the delivery the
// exit epoch or exitSubmit recorded.
func (h *xh) exitResult(j xjob, who int, score uint16, passed bool) []byte {
	h.t.Helper()
	s := h.exitState()
	d, at := s.Job(j.slot).Deliverable, s.Job(j.slot).SubmittedAt
	if x := h.exitJob(j.slot); x.Status != 0 {
		d, at = x.Deliverable, x.SubmittedAt
	}
	h.e.now = h.ch.Now(h.t)
	r := h.signResult(j, who, d, at, score, passed)
	data := h.oc.L.PackExitResult(j.slot, s.StateFieldsBinding(), h.jobWitness(s, j.slot), j.v.ToBinding(), TermsBinding(j.terms),
		ResultBinding(r.Result), h.e.evals[who].addr, r.sig)
	h.tx(h.parties[2+who], h.oc.ledger, data)
	return data
}

func (h *xh) exitExpireData(j xjob) []byte {
	s := h.exitState()
	return h.oc.L.PackExitExpire(j.slot, s.StateFieldsBinding(), h.jobWitness(s, j.slot), j.v.ToBinding(), TermsBinding(j.terms))
}

// exitAll: every party exits (the owed amount from the expectation's view: what it gains from now on is
// checked by checkBalances), then a second exit of each is refused.
func (h *xh) exitAll() {
	h.t.Helper()
	s := h.exitState()
	for _, a := range h.parties {
		i := h.idx(a.Address)
		leaf, path := s.WithdrawProofBinding(i)
		data := h.oc.L.PackExitWithdraw(a.Address, leaf, path)
		dep := chaintest.Call(h.t, h.ch, h.oc.ledger, h.oc.L.PackDeposited(i), h.oc.L.UnpackDeposited)
		xc := chaintest.Call(h.t, h.ch, h.oc.ledger, h.oc.L.PackExitCredited(i), h.oc.L.UnpackExitCredited)
		paid := chaintest.Call(h.t, h.ch, h.oc.ledger, h.oc.L.PackPaid(i), h.oc.L.UnpackPaid)
		owed := new(big.Int).Add(dep, leaf.Credited)
		owed.Add(owed, xc).Sub(owed, leaf.Debited).Sub(owed, paid)
		if owed.Sign() <= 0 {
			h.revert(a, data, "NothingToWithdraw")
			continue
		}
		h.out.Add(h.out, owed)
		h.tx(h.chal, h.oc.ledger, data) // anyone sends it; the account is paid
		h.revert(a, data, "NothingToWithdraw")
	}
}

// scene is epoch 1 of the fault tests: A settled (1-of-1); B Funded (c2, 2-of-2, expiring in three days); C
// Funded (expiring in two hours); D Submitted with two results of a 2-of-3 quorum (a two-day evaluation
// window). Then the provider deposits 7,000 on chain that no epoch counts.
type scene struct {
	h          *xh
	A, B, C, D xjob
}

func newScene(t *testing.T) *scene {
	h := newXH(t, 2*24*3600)
	e, gr := h.e, graduated(t)
	sc := &scene{h: h}
	h.begin(0)
	h.apply(e.sync(h.c1.addr), e.sync(h.c2.addr))
	var tr Transition
	sc.A, tr = h.open(h.c1, gr, 100_001, []int{0}, 1, 86400)
	h.apply(tr, e.submit(sc.A.slot, sc.A.v, common.HexToHash("0xa")))
	h.apply(h.res(sc.A, 0, 9000, true))
	h.scored(sc.A, []int{0}, []uint16{9000}, []bool{true})
	sc.B, tr = h.open(h.c2, gr, 300_007, []int{0, 1}, 2, 3*86400)
	h.apply(tr)
	sc.C, tr = h.open(h.c1, gr, 70_001, []int{1}, 1, 7200)
	h.apply(tr)
	sc.D, tr = h.open(h.c1, long(t), 200_003, []int{0, 1, 2}, 2, 86400)
	h.apply(tr, e.submit(sc.D.slot, sc.D.v, common.HexToHash("0xd")))
	h.apply(h.res(sc.D, 0, 8200, true), h.res(sc.D, 1, 6100, true))
	h.post()
	h.deposit(h.parties[1], 7_000)
	return sc
}

// faulty builds a dishonest epoch 2 on a copy of epoch 1's end state: build applies and posts what it wants.
// The budgets of jobs it opens are not owed by anyone in the end (the epoch is voided), so they are put back
// in the expectation.
func (h *xh) faulty(build func(s *State) PostedEpoch) PostedEpoch {
	h.t.Helper()
	h.ch.Advance(h.t, (xInterval+1)*time.Second)
	h.e.now = h.ch.Now(h.t)
	saved, before := h.e.st, copyWant(h.want)
	posted := saved.Clone()
	h.e.st = posted
	p := build(h.e.st)
	h.e.st = saved
	h.want = before
	if posted.Root() != p.StateRoot {
		h.t.Fatal("the faulty epoch's root is not the state it was built on")
	}
	h.tx(h.op, h.oc.ledger, h.oc.L.PackPostEpoch(2, posted.StateFieldsBinding(), p.TransitionsRoot, uint32(len(p.Transitions)), p.Cutoff, posted.Frontier()))
	return p
}

func copyWant(m map[common.Address]*big.Int) map[common.Address]*big.Int {
	out := map[common.Address]*big.Int{}
	for k, v := range m {
		out[k] = new(big.Int).Set(v)
	}
	return out
}

// applyAll applies trs to s at e.now, each valid, and returns the post-states.
func (h *xh) applyAll(s *State, trs ...Transition) []common.Hash {
	h.t.Helper()
	var posts []common.Hash
	for _, tr := range trs {
		if _, err := s.Apply(h.e.chain, h.e.now, tr); err != nil {
			h.t.Fatal(err)
		}
		posts = append(posts, s.Root())
	}
	return posts
}

func postedOf(cutoff uint64, trs []Transition, posts []common.Hash) PostedEpoch {
	return PostedEpoch{Number: 2, Cutoff: cutoff, Transitions: trs, PostStates: posts, StateRoot: posts[len(posts)-1],
		TransitionsRoot: transitionsTree(trs, posts).root}
}

// challenge sends, from the challenger, the fraud proof Check finds in p (epoch 2): epoch 2 is voided and the
// bond paid to the challenger.
func (h *xh) challenge(p PostedEpoch, want FraudKind) {
	h.t.Helper()
	f, _, err := Check(h.states[1], h.e.chain, p)
	if err != nil || f == nil || f.Kind != want {
		h.t.Fatalf("want %s, got %+v, %v", want, f, err)
	}
	h.slashedBy(func() { h.tx(h.chal, h.oc.ledger, f.Calldata()) })
}

func (h *xh) slashedBy(send func()) {
	h.t.Helper()
	before := h.ch.TokenBalance(h.t, h.chal.Address)
	h.bond.SetInt64(0)
	send()
	if got := new(big.Int).Sub(h.ch.TokenBalance(h.t, h.chal.Address), before); got.Int64() != xBond {
		h.t.Fatalf("the challenger got %s, want the bond %d", got, xBond)
	}
	h.add(h.chal.Address, xBond)
	L := h.oc.L
	if last := chaintest.Call(h.t, h.ch, h.oc.ledger, L.PackLastEpoch(), L.UnpackLastEpoch); last != 1 {
		h.t.Fatalf("lastEpoch %d after the void, want 1", last)
	}
	if !chaintest.Call(h.t, h.ch, h.oc.ledger, L.PackExitMode(), L.UnpackExitMode) ||
		!chaintest.Call(h.t, h.ch, h.oc.ledger, L.PackBondSlashed(), L.UnpackBondSlashed) {
		h.t.Fatal("not in exit mode with the bond slashed")
	}
}

// TestExitAfterFault: each operator fault in epoch 2 is proved by a third party, who gets the whole bond
// (5,000,000); epoch 1 becomes final, is fixed as the exit epoch, its open jobs finish on chain, and every
// party exits with exactly an honest settlement of epoch 1's jobs and the on-chain finishes.
func TestExitAfterFault(t *testing.T) {
	cases := []struct {
		name string
		run  func(t *testing.T, sc *scene) // posts epoch 2 and voids it
	}{
		{"wrong root", func(t *testing.T, sc *scene) {
			h := sc.h
			p := h.faulty(func(s *State) PostedEpoch {
				j, tr := h.open(h.c2, graduated(t), 50_000, []int{2}, 1, 86400)
				posts := h.applyAll(s, tr, h.e.submit(j.slot, j.v, common.HexToHash("0xe")))
				r := h.res(j, 2, 9000, true)
				posts = append(posts, h.applyAll(s, r)...)
				// the provider credited one unit more, the client one less: a consistent state, a wrong RESULT
				pi, ci := h.idx(j.v.Provider), h.idx(j.v.Client)
				pl, cl := s.Account(pi), s.Account(ci)
				pl.Credited = new(big.Int).Add(pl.Credited, big.NewInt(1))
				cl.Credited = new(big.Int).Sub(cl.Credited, big.NewInt(1))
				s.setAccount(pi, pl)
				s.setAccount(ci, cl)
				checkConservation(t, s)
				posts[2] = s.Root()
				return postedOf(h.e.now, []Transition{tr, h.e.submit(j.slot, j.v, common.HexToHash("0xe")), r}, posts)
			})
			h.challenge(p, FraudTransition)
		}},
		{"omitted forced result", func(t *testing.T, sc *scene) {
			h := sc.h
			// the third evaluator's result for D, censored, is queued on chain; epoch 2 skips it
			r := h.res(sc.D, 2, 9100, true)
			h.tx(h.parties[4], h.oc.ledger, h.oc.L.PackForceInclude(uint8(r.Kind), r.Data))
			if _, err := h.e.chain.Force(r, h.ch.Now(t)); err != nil {
				t.Fatal(err)
			}
			p := h.faulty(func(s *State) PostedEpoch { return NewEpoch(s, 2, h.e.now).Close().Posted() })
			h.challenge(p, FraudForcedLag)
		}},
		{"reordered vouchers", func(t *testing.T, sc *scene) {
			h := sc.h
			p := h.faulty(func(s *State) PostedEpoch {
				j1, o1 := h.open(h.c1, graduated(t), 10_000, []int{0}, 1, 86400)
				posts := h.applyAll(s, o1)
				j2, o2 := h.open(h.c1, graduated(t), 20_000, []int{0}, 1, 86400)
				if j2.v.Nonce.Cmp(new(big.Int).Add(j1.v.Nonce, big.NewInt(1))) != 0 {
					t.Fatalf("nonces %s, %s", j1.v.Nonce, j2.v.Nonce)
				}
				posts = append(posts, h.applyAll(s, o2)...)
				// nonce n+1 first, then n, with the post-states of the right order
				return postedOf(h.e.now, []Transition{o2, o1}, posts)
			})
			h.challenge(p, FraudTransition)
		}},
		{"withheld data", func(t *testing.T, sc *scene) {
			h := sc.h
			h.faulty(func(s *State) PostedEpoch {
				b := NewEpoch(s, 2, h.e.now)
				_, tr := h.open(h.c2, graduated(t), 40_000, []int{1}, 1, 86400)
				if err := b.Add(h.e.chain, tr); err != nil {
					t.Fatal(err)
				}
				return b.Close().Posted()
			})
			h.tx(h.chal, h.ch.Token, h.ch.TokenABI.PackApprove(h.oc.ledger, big.NewInt(xFee)))
			h.tx(h.chal, h.oc.ledger, h.oc.L.PackRequestData(2, true, 0))
			h.add(h.chal.Address, -xFee)
			h.add(h.op.Address, xFee)
			h.revert(h.chal, h.oc.L.PackVoidUnanswered(2, true, 0), "RequestNotDue")
			h.ch.Advance(t, (xWindow*3/4)*time.Second)
			h.slashedBy(func() { h.tx(h.chal, h.oc.ledger, h.oc.L.PackVoidUnanswered(2, true, 0)) })
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := newScene(t)
			h := sc.h
			tc.run(t, sc)
			L := h.oc.L
			// exit mode: no new epoch, no deposit; epoch 1 is not final yet
			h.revert(h.op, L.PackPostEpoch(2, NewState().StateFieldsBinding(), [32]byte{}, 0, h.ch.Now(t), NewState().Frontier()), "InExitMode")
			h.revert(h.parties[0], L.PackDeposit(big.NewInt(1)), "InExitMode")
			h.revert(h.chal, L.PackFixExitEpoch(), "EpochNotFinal")
			if now := h.ch.Now(t); now < h.postedAt[1]+xWindow {
				h.ch.Advance(t, time.Duration(h.postedAt[1]+xWindow-now)*time.Second)
			}
			h.tx(h.chal, h.oc.ledger, L.PackFixExitEpoch())
			if n := chaintest.Call(t, h.ch, h.oc.ledger, L.PackExitEpoch(), L.UnpackExitEpoch); n != 1 {
				t.Fatalf("exit epoch %d, want 1", n)
			}
			h.revert(h.chal, L.PackFixExitEpoch(), "ExitEpochAlreadyFixed")
			h.revert(h.op, L.PackReclaimBond(), "BondSlashed")
			// the forced messages epoch 1 did not process come first, at their queue times
			if h.e.chain.queue != nil {
				h.revert(h.chal, h.exitExpireData(sc.C), "ForcedPending")
			}
			h.processForced()

			// A closed in epoch 1: nothing to finish
			h.revert(h.chal, h.exitExpireData(sc.A), "JobNotOpen")
			// B, Funded: delivered on chain, then each evaluator's result (one counts once)
			h.exitSubmit(sc.B, common.HexToHash("0xb"))
			h.revert(h.parties[1], h.oc.L.PackExitSubmit(sc.B.slot, h.exitState().StateFieldsBinding(), h.jobWitness(h.exitState(), sc.B.slot),
				sc.B.v.ToBinding(), common.HexToHash("0xb"), nil), "InvalidExitStep")
			again := h.exitResult(sc.B, 0, 8800, true)
			h.revert(h.parties[2], again, "InvalidExitStep")
			again = h.exitResult(sc.B, 1, 7000, true)
			h.scored(sc.B, []int{0, 1}, []uint16{8800, 7000}, []bool{true, true})
			h.revert(h.parties[3], again, "JobNotOpen")
			// C, Funded past expiredAt: refunded
			h.tx(h.chal, h.oc.ledger, h.exitExpireData(sc.C))
			h.refund(sc.C)
			h.revert(h.chal, h.exitExpireData(sc.C), "JobNotOpen")
			// D, Submitted with two results of a quorum of two
			if h.e.chain.queue != nil { // its third result was censored: processed at its queue time, it settled D
				h.scored(sc.D, []int{0, 1, 2}, []uint16{8200, 6100, 9100}, []bool{true, true, true})
			} else {
				h.revert(h.chal, h.exitExpireData(sc.D), "InvalidExitStep") // before its evaluation deadline
				deadline := h.states[1].Job(sc.D.slot).SubmittedAt + uint64(sc.D.terms.EvaluateTimeout)
				h.ch.Advance(t, time.Duration(deadline-h.ch.Now(t))*time.Second)
				h.tx(h.chal, h.oc.ledger, h.exitExpireData(sc.D))
				h.scored(sc.D, []int{0, 1}, []uint16{8200, 6100}, []bool{true, true})
			}
			h.revert(h.chal, h.exitExpireData(sc.D), "JobNotOpen")

			h.exitAll()
			h.checkBalances()
			if held := h.ch.TokenBalance(t, h.oc.ledger); held.Sign() != 0 {
				t.Fatalf("the ledger holds %s after every exit", held)
			}
		})
	}
}

// TestExitOperatorSilent: with a livenessTimeout (12 h) shorter than the challenge window (24 h), the operator
// goes silent with epoch 2 still pending; exit mode starts, epoch 2 still becomes final after its window and is
// the exit epoch, so the provider's credit in it is paid; the bond comes back only after fixExitEpoch.
func TestExitOperatorSilent(t *testing.T) {
	h := newXH(t, 12*3600)
	e, gr, L := h.e, graduated(t), h.oc.L
	h.begin(0)
	h.apply(e.sync(h.c1.addr), e.sync(h.c2.addr))
	p1, tr := h.open(h.c1, gr, 123_457, []int{0}, 1, 86400)
	h.apply(tr, e.submit(p1.slot, p1.v, common.HexToHash("0x1")))
	h.apply(h.res(p1, 0, 8500, true))
	h.scored(p1, []int{0}, []uint16{8500}, []bool{true})
	h.requestWithdrawal(h.parties[5], big.NewInt(100_000))
	h.apply(e.sync(h.c2.addr))
	h.post()

	// epoch 2, 13 hours later: another credit to the provider, and a job left Funded
	h.begin(13 * time.Hour)
	p2, tr := h.open(h.c2, gr, 234_567, []int{1, 2}, 2, 86400)
	h.apply(tr, e.submit(p2.slot, p2.v, common.HexToHash("0x2")))
	h.apply(h.res(p2, 2, 7000, true), h.res(p2, 1, 9000, true))
	h.scored(p2, []int{1, 2}, []uint16{9000, 7000}, []bool{true, true})
	q, tr := h.open(h.c1, gr, 45_679, []int{0}, 1, 7200)
	h.apply(tr)
	h.post()

	// epoch 1 final: c2's counted withdrawal is paid while the operator is still live
	h.ch.Advance(t, time.Duration(h.postedAt[1]+xWindow-h.ch.Now(t))*time.Second)
	h.withdrawAll(1)
	h.revert(h.chal, L.PackDeclareOperatorSilent(), "OperatorNotSilent")
	h.ch.Advance(t, time.Duration(h.postedAt[2]+12*3600-h.ch.Now(t))*time.Second)
	h.tx(h.chal, h.oc.ledger, L.PackDeclareOperatorSilent())
	if chaintest.Call(t, h.ch, h.oc.ledger, L.PackIsFinal(2), L.UnpackIsFinal) {
		t.Fatal("epoch 2 is final at the silence; the test needs it pending")
	}
	h.revert(h.op, L.PackPostEpoch(3, NewState().StateFieldsBinding(), [32]byte{}, 0, h.ch.Now(t), NewState().Frontier()), "InExitMode")
	h.revert(h.chal, L.PackFixExitEpoch(), "EpochNotFinal")
	h.revert(h.op, L.PackReclaimBond(), "ExitEpochNotFixed")
	s2 := h.states[2]
	pleaf, ppath := s2.WithdrawProofBinding(h.idx(h.e.provider.addr))
	h.revert(h.parties[1], L.PackExitWithdraw(h.e.provider.addr, pleaf, ppath), "ExitEpochNotFixed")

	// epoch 2's window ends: it is final though the operator is gone, and it is the exit epoch
	h.ch.Advance(t, time.Duration(h.postedAt[2]+xWindow-h.ch.Now(t))*time.Second)
	h.tx(h.chal, h.oc.ledger, L.PackFixExitEpoch())
	if n := chaintest.Call(t, h.ch, h.oc.ledger, L.PackExitEpoch(), L.UnpackExitEpoch); n != 2 {
		t.Fatalf("exit epoch %d, want 2", n)
	}
	before := h.ch.TokenBalance(t, h.op.Address)
	h.bond.SetInt64(0)
	h.tx(h.op, h.oc.ledger, L.PackReclaimBond())
	if got := new(big.Int).Sub(h.ch.TokenBalance(t, h.op.Address), before); got.Int64() != xBond {
		t.Fatalf("reclaimBond paid %s, want %d", got, xBond)
	}
	h.add(h.op.Address, xBond)
	h.revert(h.op, L.PackReclaimBond(), "ZeroAmount")

	h.tx(h.chal, h.oc.ledger, h.exitExpireData(q))
	h.refund(q)
	// the provider's exit pays both epochs' credits
	pb := h.ch.TokenBalance(t, h.e.provider.addr)
	h.exitAll()
	got := new(big.Int).Sub(h.ch.TokenBalance(t, h.e.provider.addr), pb)
	if got.Cmp(h.want[h.e.provider.addr]) != 0 || got.Cmp(pleaf.Credited) != 0 {
		t.Fatalf("the provider exited with %s, want %s (epoch 2's leaf credits %s)", got, h.want[h.e.provider.addr], pleaf.Credited)
	}
	h.checkBalances()
	if held := h.ch.TokenBalance(t, h.oc.ledger); held.Sign() != 0 {
		t.Fatalf("the ledger holds %s after every exit", held)
	}
}
