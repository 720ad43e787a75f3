package ledger

import (
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/settlement"
)

type party struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// partyOf derives a real secp256k1 key from a label (deterministic, so seeded fuzzing repeats).
func partyOf(t testing.TB, label string) party {
	t.Helper()
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("ledger test " + label)))
	if err != nil {
		t.Fatal(err)
	}
	return party{key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}
}

const t0 = 1_700_000_000

type env struct {
	t        testing.TB
	dom      Domain
	chain    *MemChain
	st       *State
	now      uint64
	client   party
	provider party
	evals    []party
}

func newEnv(t testing.TB, nEvals int) *env {
	t.Helper()
	dom := Domain{ChainID: big.NewInt(84532), Ledger: common.HexToAddress("0x1ed6e7000000000000000000000000000000beef")}
	e := &env{t: t, dom: dom, chain: NewMemChain(dom), st: NewState(), now: t0,
		client: partyOf(t, "client"), provider: partyOf(t, "provider")}
	for i := 0; i < nEvals; i++ {
		e.evals = append(e.evals, partyOf(t, "evaluator"+string(rune('a'+i))))
	}
	e.chain.Deposit(e.client.addr, big.NewInt(1_000_000_000))
	e.chain.Register(e.provider.addr)
	for _, p := range e.evals {
		e.chain.Register(p.addr)
	}
	e.mustApply(e.sync(e.client.addr))
	return e
}

func (e *env) evalAddrs() []common.Address {
	out := make([]common.Address, len(e.evals))
	for i, p := range e.evals {
		out[i] = p.addr
	}
	return out
}

func graduated(t testing.TB) settlement.Terms {
	t.Helper()
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 8000, ReleaseBps: 10000}, {MinScore: 5000, ReleaseBps: 6000}})
	if err != nil {
		t.Fatal(err)
	}
	return settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 2, SilenceAction: settlement.ActionSplit5050,
		FallbackAction: settlement.ActionSplit5050, EvaluatorFeeBps: 250, FundTimeout: 3600, EvaluateTimeout: 3600,
		MinDeliveryTime: 60, Tiers: tiers}
}

func continuous() settlement.Terms {
	return settlement.Terms{Policy: settlement.PolicyContinuous, SilenceAction: settlement.ActionReturnToClient,
		FallbackAction: settlement.ActionSplit5050, EvaluatorFeeBps: 1000, FundTimeout: 3600, EvaluateTimeout: 600,
		Tiers: new(big.Int)}
}

// sync counts addr's whole on-chain deposits and requests.
func (e *env) sync(addr common.Address) Transition {
	i := e.chain.AccountIndex(addr)
	w := e.chain.Requested(i)
	if counted := orZero(e.st.Account(i).Withdrawals); counted.Cmp(w) > 0 { // counted from a signed request
		w = counted
	}
	tr, err := EncodeSync(Sync{Account: i, Deposits: e.chain.Deposited(i), Withdrawals: w})
	if err != nil {
		e.t.Fatal(err)
	}
	return tr
}

func (e *env) voucher(terms settlement.Terms, budget int64, quorum uint8) Voucher {
	nonce := orZero(e.st.Account(e.chain.AccountIndex(e.client.addr)).Nonce)
	return Voucher{Client: e.client.addr, Provider: e.provider.addr, Evaluators: e.evalAddrs(), Quorum: quorum,
		TermsHash: settlement.TermsHash(terms), AgreementHash: common.HexToHash("0xa9"), Budget: big.NewInt(budget),
		ExpiredAt: new(big.Int).SetUint64(e.now + 86400), Nonce: new(big.Int).Set(nonce)}
}

func (e *env) openData(v Voucher, terms settlement.Terms) Open {
	cs, err := v.Sign(e.dom, e.client.key)
	if err != nil {
		e.t.Fatal(err)
	}
	dl := new(big.Int).SetUint64(e.now + 600)
	as, err := v.SignAcceptance(e.dom, dl, e.provider.key)
	if err != nil {
		e.t.Fatal(err)
	}
	return Open{V: v, ClientSig: cs, AcceptanceDeadline: dl, AcceptanceSig: as, Terms: terms}
}

// req returns a function that fails the test on an encoding error and returns the transition.
func req(t testing.TB) func(Transition, error) Transition {
	return func(tr Transition, err error) Transition {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}
}

func (e *env) open(v Voucher, terms settlement.Terms) Transition {
	tr, err := EncodeOpen(e.openData(v, terms))
	return req(e.t)(tr, err)
}

func (e *env) submitData(slot uint32, v Voucher, d common.Hash) Submit {
	sig, err := v.SignDelivery(e.dom, d, e.provider.key)
	if err != nil {
		e.t.Fatal(err)
	}
	return Submit{Slot: slot, V: v, Deliverable: d, ProviderSig: sig}
}

func (e *env) submit(slot uint32, v Voucher, d common.Hash) Transition {
	tr, err := EncodeSubmit(e.submitData(slot, v, d))
	return req(e.t)(tr, err)
}

// resultData is evaluator who's (an index into e.evals) result for the job in slot.
func (e *env) resultData(slot uint32, v Voucher, terms settlement.Terms, who int, score uint16, passed bool) Result {
	job := e.st.Job(slot)
	r := settlement.Result{JobID: new(big.Int).SetBytes(job.JobID[:]), Deliverable: job.Deliverable,
		SubmittedAt: job.SubmittedAt, Score: score, Passed: passed, EvidenceHash: common.HexToHash("0xe1"),
		Nonce: big.NewInt(int64(who)), Deadline: e.now + 3000}
	sig, err := r.Sign(e.dom.Results(), e.evals[who].key)
	if err != nil {
		e.t.Fatal(err)
	}
	return Result{Slot: slot, V: v, Terms: terms, Result: r, Signer: e.evals[who].addr, Sig: sig}
}

func (e *env) result(slot uint32, v Voucher, terms settlement.Terms, who int, score uint16, passed bool) Transition {
	return req(e.t)(EncodeResult(e.resultData(slot, v, terms, who, score, passed)))
}

// results is one RESULT for each evaluator of who (indexes into e.evals), in that order.
func (e *env) results(slot uint32, v Voucher, terms settlement.Terms, who []int, scores []uint16, passed []bool) []Transition {
	out := make([]Transition, len(who))
	for i, w := range who {
		out[i] = e.result(slot, v, terms, w, scores[i], passed[i])
	}
	return out
}

// settle applies the results of who and, when they are not all of the job's evaluators, EXPIRE at the
// evaluation deadline; it returns the witness of the transition that closed the job.
func (e *env) settle(slot uint32, v Voucher, terms settlement.Terms, who []int, scores []uint16, passed []bool) Witness {
	e.t.Helper()
	var w Witness
	for i, tr := range e.results(slot, v, terms, who, scores, passed) {
		w = e.mustApply(tr)
		if last := i == len(v.Evaluators)-1; !last && (len(w.Accounts) != 0 || e.st.Job(slot).Status != StatusSubmitted) {
			e.t.Fatalf("result %d of %d: %d account witnesses, status %d", i+1, len(v.Evaluators), len(w.Accounts), e.st.Job(slot).Status)
		}
	}
	if len(who) < len(v.Evaluators) {
		e.now = e.st.Job(slot).SubmittedAt + uint64(terms.EvaluateTimeout)
		w = e.mustApply(e.expire(slot, v, terms))
	}
	return w
}

func (e *env) expire(slot uint32, v Voucher, terms settlement.Terms) Transition {
	tr, err := EncodeExpire(Expire{Slot: slot, V: v, Terms: terms})
	return req(e.t)(tr, err)
}

// mustApply applies a valid transition and checks its witness against the pre- and post-state.
func (e *env) mustApply(tr Transition) Witness {
	e.t.Helper()
	w, err := e.st.Apply(e.chain, e.now, tr)
	if err != nil {
		e.t.Fatalf("apply %s: %v", tr.Kind, err)
	}
	checkWitness(e.t, w, e.st)
	return w
}

// mustRefuse applies an invalid transition: refused, state unchanged.
func (e *env) mustRefuse(tr Transition, what string) Witness {
	e.t.Helper()
	before := e.st.Root()
	w, err := e.st.Apply(e.chain, e.now, tr)
	if err == nil || !errors.Is(err, ErrInvalid) {
		e.t.Fatalf("%s: want ErrInvalid, got %v", what, err)
	}
	if e.st.Root() != before {
		e.t.Fatalf("%s: refused transition changed the state", what)
	}
	if w.Pre.Root() != before {
		e.t.Fatalf("%s: witness pre-state is not the state", what)
	}
	return w
}

// verifyPath is an independent Merkle path check: the root from a leaf, its index and its siblings.
func verifyPath(leaf common.Hash, index uint64, path []common.Hash) common.Hash {
	node := leaf.Bytes()
	for level := 0; level < len(path); level++ {
		if index%2 == 1 {
			node = crypto.Keccak256(path[level].Bytes(), node)
		} else {
			node = crypto.Keccak256(node, path[level].Bytes())
		}
		index /= 2
	}
	return common.BytesToHash(node)
}

// checkWitness checks a valid transition's witness: the job path opens the pre-state's jobs root and, with
// the new leaf, the post-state's; each account path opens the accounts root after the earlier updates,
// and the last update gives the post-state's accounts root.
func checkWitness(t testing.TB, w Witness, post *State) {
	t.Helper()
	pf := post.Fields()
	if w.HasJob {
		if got := verifyPath(w.Job.Leaf.Hash(), uint64(w.JobSlot), w.Job.Path[:]); got != w.Pre.JobsRoot {
			t.Fatalf("job witness does not open the pre-state's jobs root")
		}
		if got := verifyPath(post.Job(w.JobSlot).Hash(), uint64(w.JobSlot), w.Job.Path[:]); got != pf.JobsRoot {
			t.Fatalf("job witness with the new leaf does not give the post-state's jobs root")
		}
	}
	root := w.Pre.AccountsRoot
	for i, a := range w.Accounts {
		idx := uint64(w.AccountIndexes[i])
		if got := verifyPath(a.Leaf.Hash(), idx, a.Path[:]); got != root {
			t.Fatalf("account witness %d does not open the accounts root after the earlier updates", i)
		}
		root = verifyPath(post.Account(w.AccountIndexes[i]).Hash(), idx, a.Path[:])
	}
	if root != pf.AccountsRoot {
		t.Fatalf("account witnesses do not lead to the post-state's accounts root")
	}
}

// specPayout is the spec's payout formula, written out independently of the settlement package.
func specPayout(budget *big.Int, t settlement.Terms, scores []uint16, passed []bool, counted int) (prov, cl *big.Int, fees []*big.Int) {
	s := append([]uint16(nil), scores...)
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	n := len(s)
	var score int64
	if n%2 == 1 {
		score = int64(s[n/2])
	} else {
		score = (int64(s[n/2-1]) + int64(s[n/2])) / 2
	}
	nf := 0
	for _, p := range passed {
		if !p {
			nf++
		}
	}
	var release int64
	if 2*nf < n {
		if t.Policy == settlement.PolicyContinuous {
			release = score
		} else {
			for i := 0; i < int(t.TierCount); i++ {
				w := new(big.Int).Rsh(t.Tiers, uint(32*i)).Uint64() & 0xffffffff
				if score >= int64(w>>16) {
					release = int64(w & 0xffff)
					break
				}
			}
		}
	}
	fee := new(big.Int).Div(new(big.Int).Mul(budget, big.NewInt(int64(t.EvaluatorFeeBps))), big.NewInt(10000))
	dist := new(big.Int).Sub(budget, fee)
	prov = new(big.Int).Div(new(big.Int).Mul(dist, big.NewInt(release)), big.NewInt(10000))
	cl = new(big.Int).Sub(dist, prov)
	each := new(big.Int).Div(fee, big.NewInt(int64(counted)))
	for i := 0; i < counted; i++ {
		f := new(big.Int).Set(each)
		if i == 0 {
			f.Add(f, new(big.Int).Sub(fee, new(big.Int).Mul(each, big.NewInt(int64(counted)))))
		}
		fees = append(fees, f)
	}
	return prov, cl, fees
}

func credited(e *env, addr common.Address) *big.Int {
	return orZero(e.st.Account(e.chain.AccountIndex(addr)).Credited)
}

func checkConservation(t testing.TB, s *State) {
	t.Helper()
	diff := new(big.Int).Sub(s.TotalCredited(), s.TotalDebited())
	if diff.Cmp(new(big.Int).Neg(s.Locked())) != 0 {
		t.Fatalf("credited - debited = %s, locked %s", diff, s.Locked())
	}
}

// specVotes is the escrow's tally of the results of who (indexes into the voucher's evaluators), written
// out from the layout: bit i counted, bits 8..15 the count, bits 16+16i the score, bit 144+i failed.
func specVotes(who []int, scores []uint16, passed []bool) *big.Int {
	v := new(big.Int)
	for k, i := range who {
		v.Or(v, new(big.Int).Lsh(big.NewInt(1), uint(i)))
		v.Or(v, new(big.Int).Lsh(big.NewInt(int64(scores[k])), uint(16+16*i)))
		if !passed[k] {
			v.Or(v, new(big.Int).Lsh(big.NewInt(1), uint(144+i)))
		}
	}
	return v.Or(v, big.NewInt(int64(len(who))<<8))
}
