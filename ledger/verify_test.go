package ledger

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
)

// honestEpoch builds an epoch of every kind on e's state: a forced SUBMIT queued before the cutoff (first,
// as it is due), a SUBMIT, a SYNC and the RESULT that settles a 1-of-1 job.
func honestEpoch(t *testing.T, e *env) (prev *State, ep Epoch, settleIndex int) {
	t.Helper()
	terms := graduated(t)
	v1 := e.voucher(terms, 10_000, 1)
	e.mustApply(e.open(v1, terms))
	v2 := e.voucher(terms, 7_000, 1)
	e.mustApply(e.open(v2, terms))
	e.now += 10
	prev = e.st.Clone()

	sub := e.submit(1, v2, common.HexToHash("0x2"))
	if _, err := e.chain.Force(sub, e.now-5); err != nil {
		t.Fatal(err)
	}
	e.chain.Deposit(e.provider.addr, big.NewInt(5))
	b := NewEpoch(e.st, 1, e.now)
	add := func(tr Transition) {
		t.Helper()
		if err := b.Add(e.chain, tr); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Add(e.chain, e.submit(0, v1, common.HexToHash("0x1"))); !errors.Is(err, ErrForcedDue) {
		t.Fatalf("builder took an operator transition ahead of a due forced entry: %v", err)
	}
	if n, err := b.AddDueForced(e.chain, e.chain.ForcedTransition); err != nil || n != 1 {
		t.Fatalf("due forced entries: %d, %v", n, err)
	}
	if got := e.st.Job(1); got.Status != StatusSubmitted || got.SubmittedAt != e.now-5 {
		t.Fatalf("forced SUBMIT not applied at its queue time: %+v", got)
	}
	add(e.submit(0, v1, common.HexToHash("0x1")))
	add(e.sync(e.provider.addr))
	add(e.result(0, v1, terms, 0, 9000, true))
	settleIndex = b.Len() - 1
	if err := b.Add(e.chain, e.open(v1, terms)); err == nil {
		t.Fatal("builder took a replayed voucher")
	}
	return prev, b.Close(), settleIndex
}

func checkTransitionFraud(t *testing.T, f *Fraud, ep PostedEpoch, prevRoot common.Hash, index int) {
	t.Helper()
	if f == nil || f.Kind != FraudTransition || int(f.Index) != index {
		t.Fatalf("want transition fraud at %d, got %+v", index, f)
	}
	if verifyPath(f.Claimed.Leaf.Hash(), uint64(index), f.Claimed.Path[:]) != ep.TransitionsRoot {
		t.Fatal("claimed witness does not open the transitions root")
	}
	pre := prevRoot
	if index > 0 {
		if verifyPath(f.Prev.Leaf.Hash(), uint64(index-1), f.Prev.Path[:]) != ep.TransitionsRoot {
			t.Fatal("prev witness does not open the transitions root")
		}
		pre = f.Prev.Leaf.PostState
	}
	if f.Pre.Root() != pre {
		t.Fatal("pre-state fields do not open the pre-state root")
	}
	if f.Claimed.Leaf.DataHash != keccak(f.Data) {
		t.Fatal("data is not the claimed leaf's")
	}
}

func TestVerifierHonest(t *testing.T) {
	e := newEnv(t, 1)
	prev, ep, _ := honestEpoch(t, e)
	for i := range ep.Transitions {
		w := ep.TransitionProof(i)
		if verifyPath(w.Leaf.Hash(), uint64(i), w.Path[:]) != ep.TransitionsRoot {
			t.Fatalf("transition %d's path does not verify", i)
		}
	}
	f, end, err := Check(prev, e.chain, ep.Posted())
	if err != nil || f != nil {
		t.Fatalf("honest epoch: fraud %+v, err %v", f, err)
	}
	if end.Root() != ep.StateRoot || end.Root() != e.st.Root() || prev.Root() != ep.PrevRoot {
		t.Fatal("replayed end state differs")
	}
	checkConservation(t, end)
	// an empty epoch after it is honest too
	f, _, err = Check(end, e.chain, NewEpoch(end.Clone(), 2, e.now).Close().Posted())
	if err != nil || f != nil {
		t.Fatalf("empty epoch: fraud %+v, err %v", f, err)
	}
}

func TestVerifierFindsFraud(t *testing.T) {
	t.Run("tampered post-state", func(t *testing.T) {
		e := newEnv(t, 1)
		prev, ep, _ := honestEpoch(t, e)
		p := ep.Posted()
		p.PostStates = append([]common.Hash(nil), p.PostStates...)
		p.PostStates[2] = common.HexToHash("0xbad")
		p.TransitionsRoot = transitionsTree(p.Transitions, p.PostStates).root
		f, _, err := Check(prev, e.chain, p)
		if err != nil {
			t.Fatal(err)
		}
		checkTransitionFraud(t, f, p, prev.Root(), 2)
		if len(f.Accounts) != 1 {
			t.Fatal("SYNC fraud: want the account witness")
		}
	})
	t.Run("wrong payout", func(t *testing.T) {
		e := newEnv(t, 1)
		prev, honest, si := honestEpoch(t, e)
		// rebuild the epoch with an apply that pays the provider one unit more and the client one less
		s := prev.Clone()
		b := NewEpoch(s, 1, honest.Cutoff)
		for i, tr := range honest.Transitions {
			if _, err := s.Apply(e.chain, b.cutoff, tr); err != nil {
				t.Fatal(err)
			}
			if i == si {
				pi, ci := e.chain.AccountIndex(e.provider.addr), e.chain.AccountIndex(e.client.addr)
				pl, cl := s.Account(pi), s.Account(ci)
				pl.Credited = new(big.Int).Add(pl.Credited, big.NewInt(1))
				cl.Credited = new(big.Int).Sub(cl.Credited, big.NewInt(1))
				s.setAccount(pi, pl)
				s.setAccount(ci, cl)
			}
			b.record(tr)
		}
		p := b.Close().Posted()
		f, _, err := Check(prev, e.chain, p)
		if err != nil {
			t.Fatal(err)
		}
		checkTransitionFraud(t, f, p, prev.Root(), si)
		checkCalldata(t, f)
		if len(f.Accounts) != 3 {
			t.Fatalf("RESULT fraud: %d account witnesses, want provider, client, evaluator", len(f.Accounts))
		}
		if verifyPath(f.Job.Leaf.Hash(), 0, f.Job.Path[:]) != f.Pre.JobsRoot {
			t.Fatal("job witness does not open the pre-state")
		}
	})
	t.Run("invalid transition", func(t *testing.T) {
		e := newEnv(t, 1)
		prev, honest, _ := honestEpoch(t, e)
		// append a second SUBMIT of slot 0 (the builder would refuse it) with some post-state
		trs := append(append([]Transition(nil), honest.Transitions...), honest.Transitions[0])
		posts := append(append([]common.Hash(nil), honest.PostStates...), honest.StateRoot)
		p := PostedEpoch{Number: 1, Cutoff: honest.Cutoff, Transitions: trs, PostStates: posts, StateRoot: honest.StateRoot,
			TransitionsRoot: transitionsTree(trs, posts).root}
		f, _, err := Check(prev, e.chain, p)
		if err != nil {
			t.Fatal(err)
		}
		checkTransitionFraud(t, f, p, prev.Root(), len(trs)-1)
		if len(f.Accounts) != 0 {
			t.Fatal("invalid SUBMIT: want no account witnesses")
		}
	})
	t.Run("invalid OPEN", func(t *testing.T) {
		e := newEnv(t, 1)
		prev, honest, _ := honestEpoch(t, e)
		terms := graduated(t)
		v := e.voucher(terms, 10, 1)
		v.Nonce = big.NewInt(0) // a nonce the client already used
		trs := append(append([]Transition(nil), honest.Transitions...), e.open(v, terms))
		posts := append(append([]common.Hash(nil), honest.PostStates...), honest.StateRoot)
		p := PostedEpoch{Number: 1, Cutoff: honest.Cutoff, Transitions: trs, PostStates: posts, StateRoot: honest.StateRoot,
			TransitionsRoot: transitionsTree(trs, posts).root}
		f, _, err := Check(prev, e.chain, p)
		if err != nil {
			t.Fatal(err)
		}
		checkTransitionFraud(t, f, p, prev.Root(), len(trs)-1)
		ci := e.chain.AccountIndex(e.client.addr)
		if len(f.Accounts) != 1 || verifyPath(f.Accounts[0].Leaf.Hash(), uint64(ci), f.Accounts[0].Path[:]) != f.Pre.AccountsRoot {
			t.Fatal("invalid OPEN: want the client's witness against the pre-state")
		}
	})
	t.Run("omitted forced entry", func(t *testing.T) {
		e := newEnv(t, 1)
		prev, honest, _ := honestEpoch(t, e)
		// an epoch without the forced SUBMIT queued before its cutoff: forced lag
		p := NewEpoch(prev.Clone(), 1, honest.Cutoff).Close().Posted()
		f, _, err := Check(prev, e.chain, p)
		if err != nil {
			t.Fatal(err)
		}
		if f == nil || f.Kind != FraudForcedLag || f.Forced != 0 || f.End != prev.Fields() {
			t.Fatalf("want forced lag at 0, got %+v", f)
		}
		checkCalldata(t, f)
		// queued at the cutoff: not yet due
		f, _, _ = Check(prev, e.chain, NewEpoch(prev.Clone(), 1, honest.Cutoff-5).Close().Posted())
		if f != nil {
			t.Fatalf("entry not yet due reported: %+v", f)
		}
		// the operator's transitions ahead of it are invalid
		s := prev.Clone()
		noQueue := *e.chain
		noQueue.queue = nil
		var trs []Transition
		var posts []common.Hash
		for _, tr := range honest.Transitions {
			if tr.Kind == KindForced {
				continue
			}
			if _, err := s.Apply(&noQueue, honest.Cutoff, tr); err != nil {
				t.Fatal(err)
			}
			trs, posts = append(trs, tr), append(posts, s.Root())
		}
		p = PostedEpoch{Number: 1, Cutoff: honest.Cutoff, Transitions: trs, PostStates: posts, StateRoot: s.Root(),
			TransitionsRoot: transitionsTree(trs, posts).root}
		f, _, err = Check(prev, e.chain, p)
		if err != nil {
			t.Fatal(err)
		}
		checkTransitionFraud(t, f, p, prev.Root(), 0)
		checkCalldata(t, f)
	})
	t.Run("wrong end root", func(t *testing.T) {
		e := newEnv(t, 1)
		prev, honest, _ := honestEpoch(t, e)
		p := honest.Posted()
		p.StateRoot = common.HexToHash("0xbad")
		f, _, err := Check(prev, e.chain, p)
		if err != nil {
			t.Fatal(err)
		}
		n := len(p.Transitions)
		if f == nil || f.Kind != FraudEpochEnd || !f.HasLast || int(f.Index) != n-1 ||
			verifyPath(f.Claimed.Leaf.Hash(), uint64(n-1), f.Claimed.Path[:]) != p.TransitionsRoot {
			t.Fatalf("want epoch-end fraud with the last witness, got %+v", f)
		}
		empty := NewEpoch(prev.Clone(), 1, honest.Cutoff).Close().Posted()
		empty.StateRoot = common.HexToHash("0xbad")
		checkCalldata(t, f)
		empty.Cutoff = honest.Cutoff - 5 // the forced entry not yet due
		if f, _, _ := Check(prev, e.chain, empty); f == nil || f.Kind != FraudEpochEnd || f.HasLast {
			t.Fatalf("empty epoch with a wrong root: %+v", f)
		} else {
			checkCalldata(t, f)
		}
	})
	t.Run("data not matching the root", func(t *testing.T) {
		e := newEnv(t, 1)
		prev, honest, _ := honestEpoch(t, e)
		p := honest.Posted()
		p.TransitionsRoot = common.HexToHash("0x1")
		if _, _, err := Check(prev, e.chain, p); !errors.Is(err, ErrUnavailable) {
			t.Fatalf("want ErrUnavailable, got %v", err)
		}
	})
}

// checkCalldata decodes a fraud's calldata with the contract's ABI and compares every argument with the
// fraud's witnesses.
func checkCalldata(t *testing.T, f *Fraud) {
	t.Helper()
	cd := f.Calldata()
	contract := ledgerbind.NewAsaLedger().GetABI()
	m, err := contract.MethodById(cd[:4])
	if err != nil || m.Name != f.Kind.String() {
		t.Fatalf("calldata selector: %v %v", m, err)
	}
	args, err := m.Inputs.Unpack(cd[4:])
	if err != nil {
		t.Fatal(err)
	}
	var want []any
	switch f.Kind {
	case FraudTransition:
		accounts := make([]ledgerbind.IAsaLedgerTypesAccountWitness, len(f.Accounts))
		for i, a := range f.Accounts {
			accounts[i] = a.ToBinding()
		}
		want = []any{f.Epoch, f.Index, f.Prev.ToBinding(), f.Claimed.ToBinding(), nonNil(f.Data), f.Pre.ToBinding(),
			f.Job.ToBinding(), accounts}
	case FraudEpochEnd:
		want = []any{f.Epoch, f.Claimed.ToBinding()}
	case FraudForcedLag:
		want = []any{f.Epoch, f.Forced, f.End.ToBinding()}
	}
	if len(args) != len(want) {
		t.Fatalf("%s: %d arguments", m.Name, len(args))
	}
	again, err := m.Inputs.Pack(want...)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, cd[4:]) {
		t.Fatalf("%s calldata is not the ABI encoding of the fraud's witnesses", m.Name)
	}
	if f.Kind == FraudTransition {
		if got := new(big.Int).SetBytes(cd[4+32 : 4+64]).Int64(); got != int64(f.Index) {
			t.Fatalf("calldata index %d", got)
		}
		if !bytes.Equal(cd[4+2*32+27*32:4+2*32+27*32+32], common.LeftPadBytes([]byte{f.Claimed.Leaf.Kind}, 32)) {
			t.Fatal("claimed leaf not where the ABI puts it")
		}
	}
}

// TestForcedAtQueueTime: a forced SUBMIT queued before expiredAt is executed at its queue time although the
// epoch's cutoff is after expiredAt; the builder refuses the operator's EXPIRE ahead of it, the verifier
// proves such an EXPIRE invalid, and an epoch that processes only part of the due entries lags.
func TestForcedAtQueueTime(t *testing.T) {
	setup := func(t *testing.T) (*env, Voucher, Transition, *State, uint64) {
		e := newEnv(t, 1)
		terms := graduated(t)
		v := e.voucher(terms, 4_000, 1)
		e.mustApply(e.open(v, terms))
		sub := e.submit(0, v, common.HexToHash("0x50b"))
		queuedAt := v.ExpiredAt.Uint64() - 10
		if _, err := e.chain.Force(sub, queuedAt); err != nil {
			t.Fatal(err)
		}
		return e, v, sub, e.st.Clone(), v.ExpiredAt.Uint64() + 100
	}
	terms := graduated(t)

	t.Run("builder", func(t *testing.T) {
		e, v, _, prev, cutoff := setup(t)
		b := NewEpoch(e.st, 1, cutoff)
		before := e.st.Root()
		err := b.Add(e.chain, e.expire(0, v, terms))
		if !errors.Is(err, ErrForcedDue) || e.st.Root() != before || b.Len() != 0 {
			t.Fatalf("operator EXPIRE ahead of a due forced SUBMIT: %v", err)
		}
		if n, err := b.AddDueForced(e.chain, e.chain.ForcedTransition); err != nil || n != 1 {
			t.Fatalf("due forced entries: %d, %v", n, err)
		}
		job := e.st.Job(0)
		if job.Status != StatusSubmitted || job.SubmittedAt != v.ExpiredAt.Uint64()-10 {
			t.Fatalf("forced SUBMIT not executed at its queue time: %+v", job)
		}
		if n, err := b.AddDueForced(e.chain, e.chain.ForcedTransition); err != nil || n != 0 {
			t.Fatalf("second pass: %d, %v", n, err)
		}
		// the job is now in its evaluation window at the cutoff: no refund, the evaluator's result counts
		if err := b.Add(e.chain, e.expire(0, v, terms)); err == nil || errors.Is(err, ErrForcedDue) {
			t.Fatalf("EXPIRE of a submitted job in its window: %v", err)
		}
		e.now = cutoff
		if err := b.Add(e.chain, e.result(0, v, terms, 0, 9000, true)); err != nil {
			t.Fatal(err)
		}
		if e.st.Job(0).Status != StatusClosed || credited(e, e.provider.addr).Sign() == 0 {
			t.Fatal("result did not settle the job")
		}
		f, end, err := Check(prev, e.chain, b.Close().Posted())
		if err != nil || f != nil || end.Root() != e.st.Root() {
			t.Fatalf("honest epoch: %+v, %v", f, err)
		}
	})

	t.Run("verifier", func(t *testing.T) {
		e, v, sub, prev, cutoff := setup(t)
		// the operator refunds at the cutoff ahead of the forced delivery (as if the queue were empty),
		// then processes the entry, skipped as the job is closed
		s := prev.Clone()
		noQueue := *e.chain
		noQueue.queue = nil
		exp := e.expire(0, v, terms)
		if _, err := s.Apply(&noQueue, cutoff, exp); err != nil {
			t.Fatal(err)
		}
		post0 := s.Root()
		forced := req(t)(EncodeForced(sub))
		if _, err := s.Apply(e.chain, cutoff, forced); err != nil {
			t.Fatal(err)
		}
		trs, posts := []Transition{exp, forced}, []common.Hash{post0, s.Root()}
		p := PostedEpoch{Number: 1, Cutoff: cutoff, Transitions: trs, PostStates: posts, StateRoot: s.Root(),
			TransitionsRoot: transitionsTree(trs, posts).root}
		f, _, err := Check(prev, e.chain, p)
		if err != nil {
			t.Fatal(err)
		}
		checkTransitionFraud(t, f, p, prev.Root(), 0)
		if !bytes.Contains([]byte(f.Reason), []byte("forced entry 0")) {
			t.Fatalf("reason: %s", f.Reason)
		}
		checkCalldata(t, f)
	})

	t.Run("forced lag", func(t *testing.T) {
		e, _, sub, prev, cutoff := setup(t)
		second := e.sync(e.provider.addr)
		if _, err := e.chain.Force(second, cutoff-1); err != nil {
			t.Fatal(err)
		}
		// only the first of the two due entries
		s := prev.Clone()
		b := NewEpoch(s, 1, cutoff)
		if err := b.Add(e.chain, req(t)(EncodeForced(sub))); err != nil {
			t.Fatal(err)
		}
		f, _, err := Check(prev, e.chain, b.Close().Posted())
		if err != nil {
			t.Fatal(err)
		}
		if f == nil || f.Kind != FraudForcedLag || f.Forced != 1 || f.End != s.Fields() || f.End.ForcedCount != 1 {
			t.Fatalf("want forced lag at 1, got %+v", f)
		}
		checkCalldata(t, f)
		// both: honest
		if n, err := b.AddDueForced(e.chain, e.chain.ForcedTransition); err != nil || n != 1 {
			t.Fatalf("due forced entries: %d, %v", n, err)
		}
		if f, _, err := Check(prev, e.chain, b.Close().Posted()); err != nil || f != nil {
			t.Fatalf("all entries processed: %+v, %v", f, err)
		}
	})
}
