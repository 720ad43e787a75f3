package ledger

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
)

// onChain is the deployed AsaLedger and AsaLedgerVerifier the package's transitions are checked against.
type onChain struct {
	env      *chaintest.Env
	L        *ledgerbind.AsaLedger
	V        *ledgerbind.AsaLedgerVerifier
	ledger   common.Address
	verifier common.Address
	domain   [32]byte
}

func deployLedger(t *testing.T) *onChain {
	t.Helper()
	env := chaintest.New(t, chaintest.Options{Accounts: 6})
	oc := &onChain{env: env, L: ledgerbind.NewAsaLedger(), V: ledgerbind.NewAsaLedgerVerifier()}
	deploy := func(md *bind.MetaData, input []byte) common.Address {
		addr, tx, err := bind.DeployContract(env.Opts(env.Deployer), common.FromHex(md.Bin), env.Client, input)
		if err != nil {
			t.Fatalf("deploy: %v", err)
		}
		if _, err := escrow.WaitSuccess(context.Background(), env.Client, tx); err != nil {
			t.Fatalf("deploy: %v", err)
		}
		return addr
	}
	oc.verifier = deploy(&ledgerbind.AsaLedgerVerifierMetaData, nil)
	params := [6]*big.Int{big.NewInt(5_000_000), big.NewInt(24 * 3600), big.NewInt(60), big.NewInt(2 * 24 * 3600), big.NewInt(1000), big.NewInt(0)}
	oc.ledger = deploy(&ledgerbind.AsaLedgerMetaData, oc.L.PackConstructor(env.Token, env.Accounts[5].Address, oc.verifier, params))
	oc.domain = chaintest.Call(t, env, oc.ledger, oc.L.PackDomainSeparator(), oc.L.UnpackDomainSeparator)
	return oc
}

// check runs the verifier on the transition Apply just applied (err its outcome, w its witness, post the
// state root after it) and requires the same validity and post-state.
func (oc *onChain) check(t *testing.T, what string, now uint64, tr Transition, w Witness, err error, post common.Hash) {
	t.Helper()
	accounts := make([]ledgerbind.IAsaLedgerTypesAccountWitness, len(w.Accounts))
	for i, a := range w.Accounts {
		accounts[i] = a.ToBinding()
	}
	out := chaintest.Call(t, oc.env, oc.verifier, oc.V.PackVerify(oc.ledger, oc.domain, new(big.Int).SetUint64(now),
		uint8(tr.Kind), nonNil(tr.Data), w.Pre.ToBinding(), w.Job.ToBinding(), accounts), oc.V.UnpackVerify)
	if out.Valid != (err == nil) {
		t.Fatalf("%s: the contract says valid %v, the package %v", what, out.Valid, err)
	}
	if out.Valid && common.Hash(out.Post) != post {
		t.Fatalf("%s: post-state %s on chain, %s here", what, common.Hash(out.Post).Hex(), post.Hex())
	}
}

// TestAgainstVerifier applies every kind of transition, valid and invalid, here and in the deployed
// AsaLedgerVerifier, and requires the same validity and the same post-state root.
func TestAgainstVerifier(t *testing.T) {
	oc := deployLedger(t)
	ch := oc.env
	dom := Domain{ChainID: ch.ChainID, Ledger: oc.ledger}
	if dom.Results().Separator() != oc.domain {
		t.Fatal("domain separator differs from the ledger's")
	}
	pty := func(a *chaintest.Account) party { return party{key: a.Key, addr: a.Address} }
	e := &env{t: t, dom: dom, chain: NewMemChain(dom), st: NewState(), now: ch.Now(t) + 100,
		client: pty(ch.Accounts[0]), provider: pty(ch.Accounts[1])}
	for _, a := range ch.Accounts[2:5] {
		e.evals = append(e.evals, pty(a))
	}
	// the same registrations, in the same order, on chain and in the mirror
	deposit := int64(50_000_000)
	ch.Transact(t, ch.Accounts[0], ch.Token, ch.TokenABI.PackApprove(oc.ledger, big.NewInt(deposit)))
	ch.Transact(t, ch.Accounts[0], oc.ledger, oc.L.PackDeposit(big.NewInt(deposit)))
	e.chain.Deposit(e.client.addr, big.NewInt(deposit))
	for _, a := range ch.Accounts[1:5] {
		ch.Transact(t, a, oc.ledger, oc.L.PackRegister())
		e.chain.Register(a.Address)
	}
	for _, a := range ch.Accounts[:5] {
		if got := chaintest.Call(t, ch, oc.ledger, oc.L.PackAccountIndex(a.Address), oc.L.UnpackAccountIndex); got != e.chain.AccountIndex(a.Address) {
			t.Fatalf("account index %d on chain, %d here", got, e.chain.AccountIndex(a.Address))
		}
	}
	step := func(what string, tr Transition, valid bool) {
		t.Helper()
		w, err := e.st.Apply(e.chain, e.now, tr)
		if (err == nil) != valid {
			t.Fatalf("%s: want valid %v, got %v", what, valid, err)
		}
		oc.check(t, what, e.now, tr, w, err, e.st.Root())
	}
	step("SYNC", e.sync(e.client.addr), true)
	step("SYNC again", e.sync(e.client.addr), true)
	// A withdrawal counted from a request signed off chain (no requestWithdrawal transaction).
	ci := e.chain.AccountIndex(e.client.addr)
	signed := func(total, withdrawals int64, key party) Transition {
		sig, err := SignWithdrawal(dom, big.NewInt(total), key.key)
		if err != nil {
			t.Fatal(err)
		}
		return req(t)(EncodeSync(Sync{Account: ci, Deposits: e.chain.Deposited(ci), Withdrawals: big.NewInt(withdrawals),
			SignedTotal: big.NewInt(total), Sig: sig}))
	}
	step("SYNC, withdrawal above the signed total", signed(1_000, 1_001, e.client), false)
	step("SYNC, withdrawal signed by another key", signed(1_000, 1_000, e.provider), false)
	step("SYNC, signed total without a signature", req(t)(EncodeSync(Sync{Account: ci, Deposits: e.chain.Deposited(ci),
		Withdrawals: new(big.Int), SignedTotal: big.NewInt(5)})), false)
	step("SYNC, withdrawal signed off chain", signed(1_000, 1_000, e.client), true)
	step("SYNC, the same signature again (cumulative: nothing more)", signed(1_000, 1_000, e.client), true)

	terms := graduated(t)
	// 2-of-3 settled at the deadline on two results
	v := e.voucher(terms, 1_000_003, 2)
	step("OPEN 2-of-3", e.open(v, terms), true)
	step("RESULT before the delivery", e.result(0, v, terms, 0, 9000, true), false)
	step("SUBMIT", e.submit(0, v, common.HexToHash("0xd1")), true)
	step("SUBMIT again", e.submit(0, v, common.HexToHash("0xd1")), false)
	step("RESULT 1 of 3", e.result(0, v, terms, 2, 8100, true), true)
	step("RESULT counted twice", e.result(0, v, terms, 2, 8100, true), false)
	step("RESULT 2 of 3", e.result(0, v, terms, 0, 5200, false), true)
	step("EXPIRE in the window", e.expire(0, v, terms), false)
	e.now = e.st.Job(0).SubmittedAt + uint64(terms.EvaluateTimeout)
	step("RESULT after the deadline", e.result(0, v, terms, 1, 9000, true), false)
	step("EXPIRE at the deadline, quorum met", e.expire(0, v, terms), true)
	if e.st.Job(0).Status != StatusClosed {
		t.Fatal("not closed")
	}

	// 3-of-3 settled on the third result, continuous terms with a fee remainder
	c := continuous()
	v = e.voucher(c, 1_000_001, 3)
	step("OPEN 3-of-3", e.open(v, c), true)
	step("SUBMIT", e.submit(1, v, common.HexToHash("0xd2")), true)
	step("RESULT 1 of 3", e.result(1, v, c, 1, 7001, true), true)
	step("RESULT 2 of 3", e.result(1, v, c, 0, 6002, true), true)
	bad := e.resultData(1, v, c, 2, 9000, true)
	bad.Result.Deadline = e.now - 1
	bad.Sig, _ = bad.Result.Sign(dom.Results(), e.evals[2].key)
	step("RESULT past its deadline", req(t)(EncodeResult(bad)), false)
	step("RESULT 3 of 3", e.result(1, v, c, 2, 9999, false), true)

	// a refund, and silence with one result of a quorum of two
	v = e.voucher(terms, 7_000, 1)
	step("OPEN refund", e.open(v, terms), true)
	step("EXPIRE early", e.expire(2, v, terms), false)
	v2 := e.voucher(c, 9_001, 2)
	v2.Nonce = new(big.Int).Add(v.Nonce, big.NewInt(1))
	step("OPEN silence", e.open(v2, c), true)
	step("SUBMIT", e.submit(3, v2, common.HexToHash("0xd3")), true)
	step("RESULT 1 of 3", e.result(3, v2, c, 1, 100, true), true)
	e.now = v.ExpiredAt.Uint64()
	step("EXPIRE refund", e.expire(2, v, terms), true)
	step("EXPIRE silence", e.expire(3, v2, c), true)
	step("EXPIRE closed", e.expire(3, v2, c), false)

	// a forced SUBMIT queued on chain: the operator's transitions wait for it, it runs at its queue time
	v = e.voucher(terms, 5_000, 1)
	step("OPEN forced", e.open(v, terms), true)
	sub := e.submit(4, v, common.HexToHash("0xd4"))
	ch.Transact(t, ch.Accounts[1], oc.ledger, oc.L.PackForceInclude(uint8(sub.Kind), sub.Data))
	queuedAt := ch.Now(t)
	if _, err := e.chain.Force(sub, queuedAt); err != nil {
		t.Fatal(err)
	}
	e.now = queuedAt
	step("SYNC while a forced entry is queued at now", e.sync(e.client.addr), true)
	step("FORCED SUBMIT not yet due (queued at the cutoff)", req(t)(EncodeForced(sub)), false)
	e.now = queuedAt + 1000
	step("SYNC while a forced entry is due", e.sync(e.client.addr), false)
	step("FORCED SUBMIT", req(t)(EncodeForced(sub)), true)
	if got := e.st.Job(4); got.Status != StatusSubmitted || got.SubmittedAt != queuedAt {
		t.Fatalf("forced SUBMIT: %+v", got)
	}
	step("FORCED beyond the queue", req(t)(EncodeForced(sub)), false)
	step("RESULT", e.result(4, v, terms, 0, 9000, true), true)
}

// TestAgainstVerifierRandom runs a random sequence of transitions (valid and not, deposits, withdrawal
// requests and forced entries on chain) here and through the deployed verifier.
func TestAgainstVerifierRandom(t *testing.T) {
	oc := deployLedger(t)
	ch := oc.env
	dom := Domain{ChainID: ch.ChainID, Ledger: oc.ledger}
	pty := func(a *chaintest.Account) party { return party{key: a.Key, addr: a.Address} }
	e := &env{t: t, dom: dom, chain: NewMemChain(dom), st: NewState(), now: ch.Now(t) + 100,
		client: pty(ch.Accounts[0]), provider: pty(ch.Accounts[1])}
	for _, a := range ch.Accounts[2:5] {
		e.evals = append(e.evals, pty(a))
	}
	depositOn := func(a *chaintest.Account, amount int64) {
		ch.Transact(t, a, ch.Token, ch.TokenABI.PackApprove(oc.ledger, big.NewInt(amount)))
		ch.Transact(t, a, oc.ledger, oc.L.PackDeposit(big.NewInt(amount)))
		e.chain.Deposit(a.Address, big.NewInt(amount))
	}
	depositOn(ch.Accounts[0], 20_000_000)
	for _, a := range ch.Accounts[1:5] {
		ch.Transact(t, a, oc.ledger, oc.L.PackRegister())
		e.chain.Register(a.Address)
	}
	rng := rand.New(rand.NewSource(7))
	type job struct {
		v     Voucher
		terms settlement.Terms
		slot  uint32
	}
	var jobs []job
	applied := map[Kind]int{}
	steps := 1000
	if testing.Short() {
		steps = 60
	}
	for step := 0; step < steps; step++ {
		e.now += uint64(rng.Intn(300))
		var tr Transition
		pick := func() (job, bool) {
			if len(jobs) == 0 {
				return job{}, false
			}
			if rng.Intn(4) != 0 { // mostly one of the latest jobs
				return jobs[len(jobs)-1-rng.Intn(min(3, len(jobs)))], true
			}
			return jobs[rng.Intn(len(jobs))], true
		}
		switch rng.Intn(8) {
		case 0, 1:
			terms := graduated(t)
			if rng.Intn(2) == 0 {
				terms = continuous()
			}
			terms.EvaluatorFeeBps = uint16(rng.Intn(1001))
			terms.SilenceAction = settlement.Action(1 + rng.Intn(3))
			v := e.voucher(terms, 1+rng.Int63n(300_000), uint8(1+rng.Intn(len(e.evals))))
			tr = e.open(v, terms)
			jobs = append(jobs, job{v, terms, uint32(e.st.Fields().JobCount)})
		case 2:
			j, ok := pick()
			if !ok {
				continue
			}
			tr = e.submit(j.slot, j.v, common.BigToHash(big.NewInt(rng.Int63())))
		case 3, 4:
			j, ok := pick()
			if !ok {
				continue
			}
			for _, k := range rng.Perm(len(jobs)) { // mostly a job in its evaluation window
				l := e.st.Job(jobs[k].slot)
				if l.Status == StatusSubmitted && evaluationOpen(e.now, l.SubmittedAt, jobs[k].terms.EvaluateTimeout) && rng.Intn(5) != 0 {
					j = jobs[k]
					break
				}
			}
			l := e.st.Job(j.slot)
			ev := rng.Intn(len(e.evals))
			for _, i := range rng.Perm(len(e.evals)) {
				if orZero(l.Votes).Bit(i) == 0 && rng.Intn(4) != 0 {
					ev = i
					break
				}
			}
			tr = e.result(j.slot, j.v, j.terms, ev, uint16(rng.Intn(10001)), rng.Intn(4) != 0)
		case 5:
			j, ok := pick()
			if !ok {
				continue
			}
			tr = e.expire(j.slot, j.v, j.terms)
		case 6:
			a := ch.Accounts[rng.Intn(2)]
			if rng.Intn(2) == 0 {
				depositOn(a, 1+rng.Int63n(100_000))
			} else {
				amount := big.NewInt(1 + rng.Int63n(200_000))
				ch.Transact(t, a, oc.ledger, oc.L.PackRequestWithdrawal(amount))
				e.chain.RequestWithdrawal(a.Address, amount)
			}
			tr = e.sync(a.Address)
		case 7:
			// a forced copy of a submit or an expiry, queued on chain now and processed at once
			j, ok := pick()
			if !ok {
				continue
			}
			inner := e.expire(j.slot, j.v, j.terms)
			if rng.Intn(2) == 0 {
				inner = e.submit(j.slot, j.v, common.HexToHash("0xf0"))
			}
			if now := ch.Now(t); e.now > now+1 { // the chain's clock follows the epoch's
				ch.Advance(t, time.Duration(e.now-now-1)*time.Second)
			}
			ch.Transact(t, ch.Accounts[1], oc.ledger, oc.L.PackForceInclude(uint8(inner.Kind), inner.Data))
			if _, err := e.chain.Force(inner, ch.Now(t)); err != nil {
				t.Fatal(err)
			}
			tr = req(t)(EncodeForced(inner))
			if e.now <= ch.Now(t) {
				e.now = ch.Now(t) + 1
			}
		}
		w, err := e.st.Apply(e.chain, e.now, tr)
		if err == nil {
			applied[tr.Kind]++
		}
		oc.check(t, fmt.Sprintf("step %d %s", step, tr.Kind), e.now, tr, w, err, e.st.Root())
		checkConservation(t, e.st)
	}
	t.Logf("applied: %v", applied)
}

// fraudSetup deploys a ledger with its operator's bond posted and the test parties registered (the client with
// a deposit), mirrored in e, whose now is the chain's.
func fraudSetup(t *testing.T) (*onChain, *env, *chaintest.Account) {
	t.Helper()
	oc := deployLedger(t)
	ch := oc.env
	op := ch.Accounts[5]
	ch.Transact(t, op, ch.Token, ch.TokenABI.PackApprove(oc.ledger, big.NewInt(5_000_000)))
	ch.Transact(t, op, oc.ledger, oc.L.PackPostBond(big.NewInt(5_000_000)))
	dom := Domain{ChainID: ch.ChainID, Ledger: oc.ledger}
	pty := func(a *chaintest.Account) party { return party{key: a.Key, addr: a.Address} }
	e := &env{t: t, dom: dom, chain: NewMemChain(dom), st: NewState(), client: pty(ch.Accounts[0]), provider: pty(ch.Accounts[1])}
	e.evals = []party{pty(ch.Accounts[2])}
	ch.Transact(t, ch.Accounts[0], ch.Token, ch.TokenABI.PackApprove(oc.ledger, big.NewInt(1_000_000)))
	ch.Transact(t, ch.Accounts[0], oc.ledger, oc.L.PackDeposit(big.NewInt(1_000_000)))
	e.chain.Deposit(e.client.addr, big.NewInt(1_000_000))
	for _, a := range ch.Accounts[1:3] {
		ch.Transact(t, a, oc.ledger, oc.L.PackRegister())
		e.chain.Register(a.Address)
	}
	e.now = ch.Now(t)
	return oc, e, op
}

// postAndChallenge posts p as epoch 1 (with the fields and the frontier of posted, whose root is p.StateRoot)
// and sends the calldata of the fraud Check finds in it from a third party: the challenge must succeed and
// void the epoch.
func postAndChallenge(t *testing.T, oc *onChain, e *env, op *chaintest.Account, p PostedEpoch, posted *State, want FraudKind) {
	t.Helper()
	ch := oc.env
	if posted.Root() != p.StateRoot {
		t.Fatal("the posted state is not the epoch's")
	}
	ch.Transact(t, op, oc.ledger, oc.L.PackPostEpoch(1, posted.StateFieldsBinding(), p.TransitionsRoot, uint32(len(p.Transitions)), p.Cutoff, posted.Frontier()))
	f, _, err := Check(NewState(), e.chain, p)
	if err != nil || f == nil || f.Kind != want {
		t.Fatalf("want %s, got %+v, %v", want, f, err)
	}
	ch.Transact(t, ch.Accounts[4], oc.ledger, f.Calldata())
	if !chaintest.Call(t, ch, oc.ledger, oc.L.PackExitMode(), oc.L.UnpackExitMode) {
		t.Fatalf("%s accepted but the ledger is not in exit mode", want)
	}
}

// TestFraudProofsOnChain: the calldata of each fraud proof, sent to the deployed ledger, voids the epoch.
func TestFraudProofsOnChain(t *testing.T) {
	terms := graduated(t)
	t.Run("transition", func(t *testing.T) {
		oc, e, op := fraudSetup(t)
		v := e.voucher(terms, 100_000, 1)
		trs := []Transition{e.sync(e.client.addr), e.open(v, terms), e.submit(0, v, common.HexToHash("0xd"))}
		s := e.st
		var posts []common.Hash
		for _, tr := range trs {
			if _, err := s.Apply(e.chain, e.now, tr); err != nil {
				t.Fatal(err)
			}
			posts = append(posts, s.Root())
		}
		r := e.result(0, v, terms, 0, 9000, true)
		if _, err := s.Apply(e.chain, e.now, r); err != nil {
			t.Fatal(err)
		}
		// the provider paid one unit more, the client one less
		pi, ci := e.chain.AccountIndex(e.provider.addr), e.chain.AccountIndex(e.client.addr)
		pl, cl := s.Account(pi), s.Account(ci)
		pl.Credited = new(big.Int).Add(pl.Credited, big.NewInt(1))
		cl.Credited = new(big.Int).Sub(cl.Credited, big.NewInt(1))
		s.setAccount(pi, pl)
		s.setAccount(ci, cl)
		trs, posts = append(trs, r), append(posts, s.Root())
		p := PostedEpoch{Number: 1, Cutoff: e.now, Transitions: trs, PostStates: posts, StateRoot: s.Root(),
			TransitionsRoot: transitionsTree(trs, posts).root}
		postAndChallenge(t, oc, e, op, p, s, FraudTransition)
	})
	t.Run("epoch end", func(t *testing.T) {
		oc, e, op := fraudSetup(t)
		b := NewEpoch(e.st, 1, e.now)
		if err := b.Add(e.chain, e.sync(e.client.addr)); err != nil {
			t.Fatal(err)
		}
		p := b.Close().Posted()
		other := NewState() // the root of another state than the last transition's
		p.StateRoot = other.Root()
		postAndChallenge(t, oc, e, op, p, other, FraudEpochEnd)
	})
	t.Run("forced lag", func(t *testing.T) {
		oc, e, op := fraudSetup(t)
		sync := e.sync(e.client.addr)
		oc.env.Transact(t, oc.env.Accounts[2], oc.ledger, oc.L.PackForceInclude(uint8(sync.Kind), sync.Data))
		if _, err := e.chain.Force(sync, oc.env.Now(t)); err != nil {
			t.Fatal(err)
		}
		oc.env.Advance(t, 10*time.Second)
		oc.env.Transact(t, op, oc.env.Token, oc.env.TokenABI.PackApprove(oc.ledger, big.NewInt(0))) // a block after the wait
		p := NewEpoch(e.st, 1, oc.env.Now(t)).Close().Posted()
		postAndChallenge(t, oc, e, op, p, e.st, FraudForcedLag)
	})
	t.Run("operator ahead of a due forced entry", func(t *testing.T) {
		oc, e, op := fraudSetup(t)
		sync := e.sync(e.client.addr)
		oc.env.Transact(t, oc.env.Accounts[2], oc.ledger, oc.L.PackForceInclude(uint8(sync.Kind), sync.Data))
		if _, err := e.chain.Force(sync, oc.env.Now(t)); err != nil {
			t.Fatal(err)
		}
		oc.env.Advance(t, 10*time.Second)
		oc.env.Transact(t, op, oc.env.Token, oc.env.TokenABI.PackApprove(oc.ledger, big.NewInt(0)))
		cutoff := oc.env.Now(t)
		b := NewEpoch(e.st.Clone(), 1, cutoff)
		if err := b.Add(e.chain, sync); !errors.Is(err, ErrForcedDue) {
			t.Fatalf("builder: %v", err)
		}
		// the operator's SYNC first (as if the queue were empty), then the entry
		s := e.st
		noQueue := *e.chain
		noQueue.queue = nil
		if _, err := s.Apply(&noQueue, cutoff, sync); err != nil {
			t.Fatal(err)
		}
		post0 := s.Root()
		forced := req(t)(EncodeForced(sync))
		if _, err := s.Apply(e.chain, cutoff, forced); err != nil {
			t.Fatal(err)
		}
		trs, posts := []Transition{sync, forced}, []common.Hash{post0, s.Root()}
		p := PostedEpoch{Number: 1, Cutoff: cutoff, Transitions: trs, PostStates: posts, StateRoot: s.Root(),
			TransitionsRoot: transitionsTree(trs, posts).root}
		postAndChallenge(t, oc, e, op, p, s, FraudTransition)
	})
}

// TestWithdrawOnChain: a withdrawal counted by a SYNC is paid against the final epoch with the account's proof
// and the state's fields in the contract's types.
func TestWithdrawOnChain(t *testing.T) {
	oc, e, op := fraudSetup(t)
	ch := oc.env
	client := ch.Accounts[0]
	ch.Transact(t, client, oc.ledger, oc.L.PackRequestWithdrawal(big.NewInt(300_000)))
	e.chain.RequestWithdrawal(client.Address, big.NewInt(300_000))
	b := NewEpoch(e.st, 1, ch.Now(t))
	if err := b.Add(e.chain, e.sync(client.Address)); err != nil {
		t.Fatal(err)
	}
	ep := b.Close()
	ch.Transact(t, op, oc.ledger, e.st.PostEpochCalldata(ep))
	ch.Advance(t, 24*time.Hour+time.Minute)
	before := ch.TokenBalance(t, client.Address)
	leaf, path := e.st.WithdrawProofBinding(e.chain.AccountIndex(client.Address))
	ch.Transact(t, client, oc.ledger, oc.L.PackWithdraw(client.Address, 1, leaf, path))
	if got := new(big.Int).Sub(ch.TokenBalance(t, client.Address), before); got.Int64() != 300_000 {
		t.Fatalf("withdrew %s", got)
	}
}
