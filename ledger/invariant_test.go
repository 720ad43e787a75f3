package ledger

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand"
	"os"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
)

// TestLedgerInvariants drives random sequences against the deployed ledger and the Go mirror with the exit
// harness (xh): deposits, SYNCs (on-chain requests and withdrawals signed off chain), jobs through OPEN,
// SUBMIT, RESULT and EXPIRE, forced messages, epochs, withdrawals after finality; each sequence ends with one
// operator fault that a challenger proves, or with operator silence, then the exit: the open jobs finish on
// chain and every party exits. After every step: the ledger's money (inv) and the Go state's conservation;
// after every epoch: Check finds no fraud and sampled honest challenges revert; at the end: every address's
// token balance moved by exactly the expectation and the ledger holds 0.
//
// ASA_LEDGER_SEQUENCES sets the number of sequences (default 8), ASA_LEDGER_SEED the first seed (default 1);
// sequence i runs with seed first+i, and a failing sequence reruns alone with ASA_LEDGER_SEED=seed
// ASA_LEDGER_SEQUENCES=1.
func TestLedgerInvariants(t *testing.T) {
	n, first := envInt(t, "ASA_LEDGER_SEQUENCES", 8), envInt(t, "ASA_LEDGER_SEED", 1)
	total := map[string]int{}
	start := time.Now()
	for i := 0; i < n; i++ {
		seed := int64(first + i)
		t.Run(fmt.Sprintf("seed=%d", seed), func(t *testing.T) {
			f := &fz{t: t, seed: seed, r: rand.New(rand.NewSource(seed)), counts: map[string]int{}}
			t.Cleanup(func() {
				if t.Failed() {
					t.Logf("failed: seed %d at step %d (%s); rerun with ASA_LEDGER_SEED=%d ASA_LEDGER_SEQUENCES=1", seed, f.step, f.last, seed)
				}
			})
			f.run()
			for k, v := range f.counts {
				total[k] += v
			}
		})
	}
	keys := make([]string, 0, len(total))
	for k := range total {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := ""
	for _, k := range keys {
		out += fmt.Sprintf(" %s=%d", k, total[k])
	}
	t.Logf("%d sequences in %s; applied steps:%s", n, time.Since(start).Round(time.Millisecond), out)
}

func envInt(t *testing.T, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return v
}

// fjob is a job as the expectation sees it, forced messages included at their queue time.
type fjob struct {
	xjob
	status uint8 // StatusFunded, StatusSubmitted, StatusClosed
	who    []int // the counted evaluators (indexes into e.evals)
	scores []uint16
	passed []bool
	forced bool   // a forced message for it is queued and not yet processed by an epoch
	pos    uint64 // that message's position
}

func (j *fjob) counted(who int) bool {
	for _, w := range j.who {
		if w == who {
			return true
		}
	}
	return false
}

type fz struct {
	*xh
	t      *testing.T
	seed   int64
	live   uint64 // livenessTimeout: 12 h (shorter than the challenge window) or two days
	r      *rand.Rand
	step   int
	last   string
	jobs   []*fjob
	counts map[string]int
	exit   bool // in exit mode: e.st is no longer the ledger's state
}

func (f *fz) fatalf(format string, args ...any) {
	f.t.Helper()
	f.t.Fatalf("seed %d, step %d (%s): %s", f.seed, f.step, f.last, fmt.Sprintf(format, args...))
}

// did records an applied step and checks the invariants.
func (f *fz) did(kind string) {
	f.t.Helper()
	f.step++
	f.last = kind
	f.counts[kind]++
	f.inv()
	s := f.e.st
	if diff := new(big.Int).Sub(s.TotalCredited(), s.TotalDebited()); diff.Cmp(new(big.Int).Neg(s.Locked())) != 0 {
		f.fatalf("conservation: credited - debited = %s, locked %s", diff, s.Locked())
	}
	for _, a := range f.parties {
		if b := s.Account(f.idx(a.Address)).Balance(); b.Sign() < 0 {
			f.fatalf("account %d: negative balance %s", f.idx(a.Address), b)
		}
	}
	if f.exit {
		return
	}
	// every job no forced message waits for is in the state as the expectation has it
	for _, j := range f.jobs {
		if j.forced {
			continue
		}
		l := s.Job(j.slot)
		pos := make([]int, len(j.who))
		for k, w := range j.who {
			pos[k] = sort.SearchInts(j.evals, w)
		}
		if votes := specVotes(pos, j.scores, j.passed); l.Status != j.status || orZero(l.Votes).Cmp(votes) != 0 {
			f.fatalf("job %d: status %d votes %x in the state, expected %d votes %x", j.slot, l.Status, orZero(l.Votes), j.status, votes)
		}
	}
}

func (f *fz) cutoff() uint64 { return f.b.cutoff }

// tryApply adds tr to the open epoch; an invalid transition is refused (state unchanged) and reported.
func (f *fz) tryApply(tr Transition) bool {
	f.t.Helper()
	before := f.e.st.Root()
	if err := f.b.Add(f.e.chain, tr); err != nil {
		if !errors.Is(err, ErrInvalid) {
			f.fatalf("apply %s: %v", tr.Kind, err)
		}
		if f.e.st.Root() != before {
			f.fatalf("a refused %s changed the state", tr.Kind)
		}
		return false
	}
	return true
}

func (f *fz) mustApply(tr Transition) {
	f.t.Helper()
	if !f.tryApply(tr) {
		f.fatalf("%s refused", tr.Kind)
	}
}

func (f *fz) run() {
	f.live = []uint64{12 * 3600, 2 * 24 * 3600}[f.r.Intn(2)]
	f.xh = newXH(f.t, int64(f.live))
	f.last = "setup"
	f.begin(0)
	f.mustApply(f.e.sync(f.c1.addr))
	f.mustApply(f.e.sync(f.c2.addr))
	f.did("sync")
	steps := 25 + f.r.Intn(35)
	for i := 0; i < steps; i++ {
		switch k := f.r.Intn(100); {
		case k < 7:
			f.deposit()
		case k < 14:
			f.sync()
		case k < 18:
			f.signedWithdrawal()
		case k < 21:
			f.requestWithdrawalStep()
		case k < 38:
			f.openJob()
		case k < 50:
			f.submitJob()
		case k < 66:
			f.resultJob()
		case k < 72:
			f.expireJob()
		case k < 79:
			f.forceStep()
		case k < 94:
			f.postEpoch()
		default:
			f.withdrawFinal()
		}
	}
	f.postEpoch0()
	f.exit = true
	if f.r.Intn(10) < 7 {
		f.fault(f.r.Intn(5))
	} else {
		f.silence()
	}
	f.finishJobs()
	f.exitAll()
	f.did("exit")
	f.checkBalances()
	if held := f.ch.TokenBalance(f.t, f.oc.ledger); held.Sign() != 0 {
		f.fatalf("the ledger holds %s after every exit", held)
	}
}

// begin starts the next epoch after a random pause and processes the due forced messages first.
func (f *fz) begin(pause time.Duration) {
	f.t.Helper()
	f.xh.begin(pause)
	n, err := f.b.AddDueForced(f.e.chain, f.e.chain.ForcedTransition)
	if err != nil {
		f.fatalf("forced: %v", err)
	}
	fc := f.e.st.Fields().ForcedCount
	for _, j := range f.jobs {
		if j.forced && j.pos < fc {
			j.forced = false
		}
	}
	if n > 0 {
		f.counts["forced processed"] += n - 1 // did counts one more
		f.did("forced processed")
	}
}

func (f *fz) pause() time.Duration {
	return []time.Duration{0, 10 * time.Minute, time.Hour, 3 * time.Hour, 13 * time.Hour}[f.r.Intn(5)]
}

// postEpoch0 posts the open epoch and checks it as an honest watcher would.
func (f *fz) postEpoch0() {
	f.t.Helper()
	ep := f.post()
	f.did("post")
	f.honest(ep)
}

func (f *fz) postEpoch() {
	f.postEpoch0()
	f.begin(f.pause())
}

// honest: Check finds no fraud in honest epoch ep, and sampled challenges of it revert.
func (f *fz) honest(ep Epoch) {
	f.t.Helper()
	n := ep.Number
	fr, end, err := Check(f.states[n-1], f.e.chain, ep.Posted())
	if err != nil || fr != nil || end.Root() != f.states[n].Root() {
		f.fatalf("Check of honest epoch %d: fraud %+v, err %v", n, fr, err)
	}
	trs := ep.Transitions
	for k := 0; k < 2 && len(trs) > 0; k++ {
		i := f.r.Intn(len(trs))
		s := f.states[n-1].Clone()
		for j := 0; j < i; j++ {
			if _, err := s.Apply(f.e.chain, ep.Cutoff, trs[j]); err != nil {
				f.fatalf("replay: %v", err)
			}
		}
		w, err := s.Apply(f.e.chain, ep.Cutoff, trs[i])
		if err != nil {
			f.fatalf("replay: %v", err)
		}
		c := &Fraud{Kind: FraudTransition, Epoch: n, Index: uint32(i), Claimed: ep.TransitionProof(i),
			Data: trs[i].Data, Pre: w.Pre, Job: w.Job, Accounts: w.Accounts}
		if i > 0 {
			c.Prev = ep.TransitionProof(i - 1)
		}
		f.revert(f.chal, c.Calldata(), "NoFraud")
		f.counts["honest challenge"]++
	}
	c := &Fraud{Kind: FraudEpochEnd, Epoch: n}
	if len(trs) > 0 {
		c.Claimed, c.HasLast, c.Index = ep.TransitionProof(len(trs)-1), true, uint32(len(trs)-1)
	}
	f.revert(f.chal, c.Calldata(), "NoFraud")
	if fc := f.states[n].Fields().ForcedCount; fc > 0 {
		c := &Fraud{Kind: FraudForcedLag, Epoch: n, Forced: uint64(f.r.Int63n(int64(fc))), End: f.states[n].Fields()}
		f.revert(f.chal, c.Calldata(), "NoFraud")
	}
	f.counts["honest challenge"] += 2
}

func (f *fz) anyParty() *chaintest.Account { return f.parties[f.r.Intn(len(f.parties))] }

func (f *fz) balance(a common.Address) *big.Int { return f.e.st.Account(f.idx(a)).Balance() }

func (f *fz) deposit() {
	a := f.anyParty()
	amount := 1 + f.r.Int63n(200_000)
	if f.ch.TokenBalance(f.t, a.Address).Cmp(big.NewInt(amount)) < 0 {
		return
	}
	f.xh.deposit(a, amount)
	f.did("deposit")
}

func (f *fz) sync() {
	a := f.anyParty()
	if f.tryApply(f.e.sync(a.Address)) {
		f.did("sync")
	} else {
		f.did("sync refused")
	}
}

// signedWithdrawal: a party signs a cumulative total off chain; the operator counts it with a SYNC.
func (f *fz) signedWithdrawal() {
	a := f.anyParty()
	bal := f.balance(a.Address)
	if bal.Sign() <= 0 {
		return
	}
	i := f.idx(a.Address)
	l := f.e.st.Account(i)
	total := new(big.Int).Add(orZero(l.Withdrawals), new(big.Int).Add(big.NewInt(1), new(big.Int).Rand(f.r, bal)))
	sig, err := SignWithdrawal(f.e.dom, total, a.Key)
	if err != nil {
		f.fatalf("sign: %v", err)
	}
	f.mustApply(req(f.t)(EncodeSync(Sync{Account: i, Deposits: new(big.Int).Set(orZero(l.Deposits)), Withdrawals: total,
		SignedTotal: total, Sig: sig})))
	f.did("signed withdrawal")
}

func (f *fz) requestWithdrawalStep() {
	a := f.anyParty()
	bal := f.balance(a.Address)
	if bal.Sign() <= 0 {
		return
	}
	f.requestWithdrawal(a, new(big.Int).Add(big.NewInt(1), new(big.Int).Rand(f.r, new(big.Int).Rsh(bal, 1))))
	f.did("request withdrawal")
}

func (f *fz) randTerms() settlement.Terms {
	var terms settlement.Terms
	if f.r.Intn(2) == 0 {
		terms = continuous()
	} else {
		n := 1 + f.r.Intn(3)
		scores := f.r.Perm(10001)[:n]
		sort.Sort(sort.Reverse(sort.IntSlice(scores)))
		var tiers []settlement.Tier
		for _, s := range scores {
			tiers = append(tiers, settlement.Tier{MinScore: uint16(s), ReleaseBps: uint16(f.r.Intn(10001))})
		}
		packed, err := settlement.PackTiers(tiers)
		if err != nil {
			f.fatalf("tiers: %v", err)
		}
		terms = graduated(f.t)
		terms.TierCount, terms.Tiers = uint8(n), packed
	}
	terms.EvaluatorFeeBps = uint16(f.r.Intn(1001))
	terms.SilenceAction = []settlement.Action{settlement.ActionSplit5050, settlement.ActionReturnToClient,
		settlement.ActionReleaseToProvider}[f.r.Intn(3)]
	terms.EvaluateTimeout = []uint32{600, 3600, 2 * 24 * 3600}[f.r.Intn(3)]
	terms.MinDeliveryTime = uint32(f.r.Intn(2) * 60)
	return terms
}

func (f *fz) openJob() {
	c := f.c1
	if f.r.Intn(2) == 0 {
		c = f.c2
	}
	bal := f.balance(c.addr)
	if bal.Sign() <= 0 {
		return
	}
	max := int64(500_000)
	if bal.IsInt64() && bal.Int64() < max {
		max = bal.Int64()
	}
	budget := 1 + f.r.Int63n(max)
	var evals []int
	for len(evals) == 0 {
		evals = evals[:0]
		for i := 0; i < 3; i++ {
			if f.r.Intn(2) == 0 {
				evals = append(evals, i)
			}
		}
	}
	quorum := uint8(1 + f.r.Intn(len(evals)))
	expiry := []uint64{600, 2 * 3600, 86400, 3 * 86400}[f.r.Intn(4)]
	j, tr := f.open(c, f.randTerms(), budget, evals, quorum, expiry)
	f.mustApply(tr)
	f.jobs = append(f.jobs, &fjob{xjob: j, status: StatusFunded})
	f.did("open")
}

// pick is a random job, not locked by a forced message, for which ok holds.
func (f *fz) pick(ok func(j *fjob) bool) *fjob {
	var c []*fjob
	for _, j := range f.jobs {
		if !j.forced && ok(j) {
			c = append(c, j)
		}
	}
	if len(c) == 0 {
		return nil
	}
	return c[f.r.Intn(len(c))]
}

func (f *fz) deliverable() common.Hash { return common.BigToHash(big.NewInt(f.r.Int63())) }

func (f *fz) submitJob() {
	now := f.cutoff()
	j := f.pick(func(j *fjob) bool { return j.status == StatusFunded && now < j.v.ExpiredAt.Uint64() })
	if j == nil {
		return
	}
	f.mustApply(f.e.submit(j.slot, j.v, f.deliverable()))
	j.status = StatusSubmitted
	f.did("submit")
}

func (f *fz) evalOpen(j *fjob, now uint64) bool {
	return now < f.e.st.Job(j.slot).SubmittedAt+uint64(j.terms.EvaluateTimeout)
}

// uncounted is a random evaluator of j whose result was not counted, or -1.
func (f *fz) uncounted(j *fjob) int {
	var c []int
	for _, w := range j.evals {
		if !j.counted(w) {
			c = append(c, w)
		}
	}
	if len(c) == 0 {
		return -1
	}
	return c[f.r.Intn(len(c))]
}

// counted records evaluator who's result for j; the last evaluator's settles it.
func (f *fz) countResult(j *fjob, who int, score uint16, passed bool) {
	j.who, j.scores, j.passed = append(j.who, who), append(j.scores, score), append(j.passed, passed)
	if len(j.who) == len(j.evals) {
		f.scored(j.xjob, j.who, j.scores, j.passed)
		j.status = StatusClosed
	}
}

func (f *fz) randScore() (uint16, bool) { return uint16(f.r.Intn(10001)), f.r.Intn(4) != 0 }

func (f *fz) resultJob() {
	now := f.cutoff()
	j := f.pick(func(j *fjob) bool { return j.status == StatusSubmitted && f.evalOpen(j, now) })
	if j == nil {
		return
	}
	who := f.uncounted(j)
	score, passed := f.randScore()
	f.mustApply(f.res(j.xjob, who, score, passed))
	f.countResult(j, who, score, passed)
	f.did("result")
}

// deadline settles j at its deadline: a refund (Funded), the scored payout on a quorum, else silence.
func (f *fz) deadline(j *fjob) {
	if j.status == StatusFunded {
		f.refund(j.xjob)
	} else if len(j.who) >= int(j.v.Quorum) {
		f.scored(j.xjob, j.who, j.scores, j.passed)
	} else {
		switch j.terms.SilenceAction {
		case settlement.ActionSplit5050:
			f.silence5050(j.xjob)
		case settlement.ActionReturnToClient:
			f.refund(j.xjob)
		case settlement.ActionReleaseToProvider:
			f.addBig(j.v.Provider, j.v.Budget)
		}
	}
	j.status = StatusClosed
}

func (f *fz) expireJob() {
	now := f.cutoff()
	j := f.pick(func(j *fjob) bool {
		return j.status == StatusFunded && now >= j.v.ExpiredAt.Uint64() || j.status == StatusSubmitted && !f.evalOpen(j, now)
	})
	if j == nil {
		return
	}
	f.mustApply(f.e.expire(j.slot, j.v, j.terms))
	f.deadline(j)
	f.did("expire")
}

// forceStep queues a message on chain (forceInclude): a SYNC, or a job's SUBMIT or RESULT, which the next
// epoch must process at its queue time. The expectation takes a job's message at once when it is valid then.
func (f *fz) forceStep() {
	now := f.cutoff()
	var inner Transition
	var j *fjob
	var who int
	var score uint16
	var passed bool
	from := f.anyParty()
	switch f.r.Intn(3) {
	case 0:
		inner = f.e.sync(from.Address)
	case 1:
		if j = f.pick(func(j *fjob) bool { return j.status == StatusFunded }); j == nil {
			return
		}
		inner, from = f.e.submit(j.slot, j.v, f.deliverable()), f.parties[1]
	case 2:
		if j = f.pick(func(j *fjob) bool { return j.status == StatusSubmitted && f.evalOpen(j, now) }); j == nil {
			return
		}
		who = f.uncounted(j)
		score, passed = f.randScore()
		inner, from = f.res(j.xjob, who, score, passed), f.parties[2+who]
	}
	f.tx(from, f.oc.ledger, f.oc.L.PackForceInclude(uint8(inner.Kind), inner.Data))
	at := f.ch.Now(f.t)
	pos, err := f.e.chain.Force(inner, at)
	if err != nil {
		f.fatalf("force: %v", err)
	}
	if j == nil {
		f.did("force sync")
		return
	}
	j.forced, j.pos = true, pos
	if err := f.e.st.Clone().applyKind(f.e.chain, at, inner.Kind, inner.Data, &Witness{}); err != nil {
		f.did("force " + inner.Kind.String() + " (invalid, skipped)")
		return
	}
	if inner.Kind == KindSubmit {
		j.status = StatusSubmitted
	} else {
		f.countResult(j, who, score, passed)
	}
	f.did("force " + inner.Kind.String())
}

// withdrawFinal waits for the newest posted epoch to be final and pays every counted withdrawal.
func (f *fz) withdrawFinal() {
	n := uint64(len(f.states) - 1)
	if n == 0 {
		return
	}
	if now := f.ch.Now(f.t); now < f.postedAt[n]+xWindow {
		f.ch.Advance(f.t, time.Duration(f.postedAt[n]+xWindow-now)*time.Second)
	}
	f.withdrawAll(n)
	f.did("withdraw")
}

// fault posts a dishonest epoch on the newest honest state and proves it: 0 a wrong post-state, 1 an invalid
// transition (a SYNC counting more than was deposited), 2 a skipped forced message, 3 a wrong end root, 4
// an unanswered data request.
func (f *fz) fault(kind int) {
	h := f.xh
	n := uint64(len(f.states))
	a := f.anyParty()
	i := f.idx(a.Address)
	noop := func(s *State) Transition {
		l := s.Account(i)
		return req(f.t)(EncodeSync(Sync{Account: i, Deposits: cp(l.Deposits), Withdrawals: cp(l.Withdrawals)}))
	}
	if kind == 2 {
		inner := noop(f.e.st)
		h.tx(a, f.oc.ledger, f.oc.L.PackForceInclude(uint8(inner.Kind), inner.Data))
		if _, err := f.e.chain.Force(inner, f.ch.Now(f.t)); err != nil {
			f.fatalf("force: %v", err)
		}
	}
	f.ch.Advance(f.t, (xInterval+1)*time.Second)
	now := f.ch.Now(f.t)
	s := f.e.st.Clone()
	b := NewEpoch(s, n, now)
	if kind != 2 {
		if _, err := b.AddDueForced(f.e.chain, f.e.chain.ForcedTransition); err != nil {
			f.fatalf("forced: %v", err)
		}
		if err := b.Add(f.e.chain, noop(s)); err != nil {
			f.fatalf("noop: %v", err)
		}
	}
	p := b.Close().Posted()
	want := FraudTransition
	var name string
	switch kind {
	case 0:
		name = "fault wrong post-state"
		k := f.r.Intn(len(p.PostStates))
		p.PostStates[k] = common.BigToHash(big.NewInt(f.r.Int63())) // the posted fields stay the honest end
	case 1:
		name = "fault invalid transition"
		l := s.Account(i)
		l.Deposits = new(big.Int).Add(f.e.chain.Deposited(i), big.NewInt(1+f.r.Int63n(1_000_000)))
		s.setAccount(i, l)
		p.Transitions = append(p.Transitions, req(f.t)(EncodeSync(Sync{Account: i, Deposits: cp(l.Deposits), Withdrawals: cp(l.Withdrawals)})))
		p.PostStates = append(p.PostStates, s.Root())
		p.StateRoot = s.Root()
	case 2:
		name, want = "fault skipped forced", FraudForcedLag
	case 3:
		name, want = "fault wrong end root", FraudEpochEnd
		l := s.Account(i)
		l.Credited = new(big.Int).Add(orZero(l.Credited), big.NewInt(1+f.r.Int63n(1_000_000)))
		s.setAccount(i, l)
		p.StateRoot = s.Root()
	case 4:
		name = "fault withheld data"
	}
	p.TransitionsRoot = transitionsTree(p.Transitions, p.PostStates).root
	fields := s.StateFieldsBinding()
	h.tx(f.op, f.oc.ledger, f.oc.L.PackPostEpoch(n, fields, p.TransitionsRoot, uint32(len(p.Transitions)), p.Cutoff, s.Frontier()))
	f.did("post faulty")
	before := f.ch.TokenBalance(f.t, f.chal.Address)
	if kind == 4 {
		h.tx(f.chal, f.ch.Token, f.ch.TokenABI.PackApprove(f.oc.ledger, big.NewInt(xFee)))
		h.tx(f.chal, f.oc.ledger, f.oc.L.PackRequestData(n, true, 0))
		f.add(f.chal.Address, -xFee)
		f.add(f.op.Address, xFee)
		before.Sub(before, big.NewInt(xFee))
		f.ch.Advance(f.t, (xWindow*3/4)*time.Second)
		f.bond.SetInt64(0)
		h.tx(f.chal, f.oc.ledger, f.oc.L.PackVoidUnanswered(n, true, 0))
	} else {
		fr, _, err := Check(f.states[n-1], f.e.chain, p)
		if err != nil || fr == nil || fr.Kind != want {
			f.fatalf("%s: want %s, got %+v, %v", name, want, fr, err)
		}
		f.bond.SetInt64(0)
		h.tx(f.chal, f.oc.ledger, fr.Calldata())
	}
	if got := new(big.Int).Sub(f.ch.TokenBalance(f.t, f.chal.Address), before); got.Int64() != xBond {
		f.fatalf("%s: the challenger got %s, want the bond %d", name, got, xBond)
	}
	f.add(f.chal.Address, xBond)
	L := f.oc.L
	if last := chaintest.Call(f.t, f.ch, f.oc.ledger, L.PackLastEpoch(), L.UnpackLastEpoch); last != n-1 {
		f.fatalf("lastEpoch %d after the void, want %d", last, n-1)
	}
	if !chaintest.Call(f.t, f.ch, f.oc.ledger, L.PackExitMode(), L.UnpackExitMode) ||
		!chaintest.Call(f.t, f.ch, f.oc.ledger, L.PackBondSlashed(), L.UnpackBondSlashed) {
		f.fatalf("%s: not in exit mode with the bond slashed", name)
	}
	f.did(name)
	if now := f.ch.Now(f.t); now < f.postedAt[n-1]+xWindow {
		f.ch.Advance(f.t, time.Duration(f.postedAt[n-1]+xWindow-now)*time.Second)
	}
	f.fix(n - 1)
	f.revert(f.op, L.PackReclaimBond(), "BondSlashed")
}

func (f *fz) fix(want uint64) {
	L := f.oc.L
	f.tx(f.chal, f.oc.ledger, L.PackFixExitEpoch())
	if got := chaintest.Call(f.t, f.ch, f.oc.ledger, L.PackExitEpoch(), L.UnpackExitEpoch); got != want {
		f.fatalf("exit epoch %d, want %d", got, want)
	}
	f.did("fix exit epoch")
	f.processForced()
	f.did("exit forced")
}

// silence: no epoch for livenessTimeout; exit mode, the newest epoch (final after its window, if still pending)
// is the exit epoch, and the bond comes back.
func (f *fz) silence() {
	L := f.oc.L
	n := uint64(len(f.states) - 1)
	since := f.postedAt[n] + f.live
	if now := f.ch.Now(f.t); now+1 < since {
		f.revert(f.chal, L.PackDeclareOperatorSilent(), "OperatorNotSilent")
		f.ch.Advance(f.t, time.Duration(since-now)*time.Second)
	}
	f.tx(f.chal, f.oc.ledger, L.PackDeclareOperatorSilent())
	f.did("operator silent")
	f.revert(f.op, L.PackReclaimBond(), "ExitEpochNotFixed")
	if now := f.ch.Now(f.t); now < f.postedAt[n]+xWindow { // the newest epoch is still pending: it becomes final
		f.revert(f.chal, L.PackFixExitEpoch(), "EpochNotFinal")
		f.wait(f.postedAt[n] + xWindow)
	}
	f.fix(n)
	before := f.ch.TokenBalance(f.t, f.op.Address)
	f.bond.SetInt64(0)
	f.tx(f.op, f.oc.ledger, L.PackReclaimBond())
	if got := new(big.Int).Sub(f.ch.TokenBalance(f.t, f.op.Address), before); got.Int64() != xBond {
		f.fatalf("reclaimBond paid %s, want %d", got, xBond)
	}
	f.add(f.op.Address, xBond)
	f.did("reclaim bond")
}

// finishJobs finishes every open job on chain: a delivery while the job is Funded before expiredAt, results
// in the evaluation window, else its deadline.
func (f *fz) finishJobs() {
	for _, j := range f.jobs {
		if j.status == StatusFunded {
			if now := f.ch.Now(f.t); now+5 < j.v.ExpiredAt.Uint64() && f.r.Intn(3) != 0 {
				f.exitSubmit(j.xjob, f.deliverable())
				j.status = StatusSubmitted
				f.did("exit submit")
			} else {
				f.wait(j.v.ExpiredAt.Uint64())
				f.tx(f.chal, f.oc.ledger, f.exitExpireData(j.xjob))
				f.deadline(j)
				f.did("exit expire")
				continue
			}
		}
		if j.status != StatusSubmitted {
			continue
		}
		at := f.exitState().Job(j.slot).SubmittedAt
		if x := f.exitJob(j.slot); x.Status != 0 {
			at = x.SubmittedAt
		}
		end := at + uint64(j.terms.EvaluateTimeout)
		for j.status == StatusSubmitted && f.ch.Now(f.t)+5 < end && f.r.Intn(4) != 0 {
			who := f.uncounted(j)
			score, passed := f.randScore()
			f.exitResult(j.xjob, who, score, passed)
			f.countResult(j, who, score, passed)
			f.did("exit result")
		}
		if j.status == StatusSubmitted {
			f.wait(end)
			f.tx(f.chal, f.oc.ledger, f.exitExpireData(j.xjob))
			f.deadline(j)
			f.did("exit expire")
		}
		if x := f.exitJob(j.slot); x.Status != StatusClosed {
			f.fatalf("job %d not closed on chain: %+v", j.slot, x)
		}
	}
}

func (f *fz) wait(until uint64) {
	if now := f.ch.Now(f.t); now < until {
		f.ch.Advance(f.t, time.Duration(until-now)*time.Second)
	}
}
