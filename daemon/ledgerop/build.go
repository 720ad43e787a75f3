package ledgerop

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"time"

	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/ledger"
)

// KindWithdrawal is the store's kind of a withdrawal request (data: the 32-byte total, then the 65-byte
// signature); kinds 2..5 are transitions.
const KindWithdrawal = uint8(ledger.KindSync)

// maybeBuild builds, stores and posts the next epoch once minEpochInterval passed since the last post and
// there is something to count (or the liveness deadline calls for an empty epoch).
func (o *Operator) maybeBuild(ctx context.Context, view View) error {
	if o.headN < view.LastEpoch {
		return fmt.Errorf("ledgerop: the chain holds %d epochs and this store %d: the store is not this ledger's (or was restored from an old backup); restore it, or mirror the epochs from a verifier", view.LastEpoch, o.headN)
	}
	var lastPosted uint64
	if o.headN > 0 {
		lastPosted = o.epochs[o.headN-1].PostedAt
		if o.epochs[o.headN-1].Status == store.EpochBuilt {
			return nil // posted on chain but not yet at the confirmed head
		}
	}
	if o.headN > 0 && view.Time < lastPosted+o.params.MinEpochInterval {
		return nil
	}
	fence, leading := o.term()
	if !leading {
		return nil // a follower serves what the leader stores
	}
	msgs, err := o.cfg.Store.PendingLedgerMessages(ctx, o.cfg.MaxMessages)
	if err != nil {
		return fmt.Errorf("ledgerop: %w", err)
	}
	// quiet: no epoch is owed for liveness (the first one, or one at EmptyAfter of livenessTimeout).
	quiet := o.headN > 0 && view.Time < lastPosted+uint64(float64(o.params.LivenessTimeout)*o.cfg.EmptyAfter)
	if len(msgs) == 0 && quiet && !o.chainWork(view) {
		return nil // nothing to count: no clone of the state, no epoch
	}
	start := time.Now()
	n := o.headN + 1
	st := o.head.Clone()
	b := ledger.NewEpoch(st, n, view.Time)
	c := view.State
	jobs := make(map[uint32]openJob, len(o.jobs))
	for k, v := range o.jobs {
		jobs[k] = v
	}
	bl := &builder{o: o, b: b, st: st, c: c, jobs: jobs, now: view.Time, dropped: map[uint64]string{}}
	jc0 := st.Fields().JobCount
	if _, err := b.AddDueForced(c, c.ForcedTransition); err != nil {
		return fmt.Errorf("ledgerop: epoch %d: forced entries: %w", n, err)
	}
	// Deposits first, so that a voucher can spend them in the same epoch.
	bl.syncDeposits()
	// The parties' messages: vouchers by nonce, then deliveries, results and expiries, each in arrival
	// order (every transition of an epoch runs at its cutoff, so this order loses nothing; it puts what a
	// message needs before it however the parties' requests raced), each failure tried once more after the
	// others (a voucher paid from a payout of the same epoch).
	ordered(msgs)
	var withdrawals []store.LedgerMessage
	var retry []store.LedgerMessage
	for _, m := range msgs {
		if m.Kind == KindWithdrawal {
			withdrawals = append(withdrawals, m)
			continue
		}
		if err := bl.add(ledger.Transition{Kind: ledger.Kind(m.Kind), Data: m.Data}); err != nil {
			retry = append(retry, m)
			continue
		}
		bl.included = append(bl.included, m.ID)
	}
	for _, m := range retry {
		if err := bl.add(ledger.Transition{Kind: ledger.Kind(m.Kind), Data: m.Data}); err != nil {
			bl.dropped[m.ID] = err.Error()
			continue
		}
		bl.included = append(bl.included, m.ID)
	}
	bl.expireDue()
	bl.syncWithdrawals(withdrawals)
	if b.Len() == 0 && len(bl.dropped) == 0 && quiet {
		return nil // nothing to post yet
	}
	e := b.Close()
	// The open jobs after the epoch: none it opened can be due at its own cutoff (expiredAt is after it and
	// evaluateTimeout at least a second), so expireDue worked from those before it.
	opened := openings{}
	for _, t := range e.Transitions {
		opened.add(o.dom, t)
	}
	updateJobs(jobs, st, jc0, opened)
	fields := st.Fields()
	rec := store.LedgerEpoch{Number: n, Cutoff: e.Cutoff, PrevRoot: e.PrevRoot, StateRoot: e.StateRoot,
		TransitionsRoot: e.TransitionsRoot, AccountsRoot: fields.AccountsRoot, JobsRoot: fields.JobsRoot,
		JobCount: fields.JobCount, ForcedCount: fields.ForcedCount, Count: uint32(len(e.Transitions)), Status: store.EpochBuilt,
		PostKey: fmt.Sprintf("ledger-post:%s:%d:%s", o.dom.Ledger.Hex(), n, e.StateRoot.Hex())}
	trs := make([]store.LedgerTransition, len(e.Transitions))
	for i, t := range e.Transitions {
		trs[i] = store.LedgerTransition{Index: uint32(i), Kind: uint8(t.Kind), Data: t.Data, Post: e.PostStates[i]}
	}
	if err := o.cfg.Store.SaveLedgerEpoch(ctx, fence, rec, trs, bl.included, bl.dropped); err != nil {
		if errors.Is(err, store.ErrLedgerEpochExists) || errors.Is(err, store.ErrFenced) {
			o.log.Info("another replica built this epoch first (or this one's term ended); loading what is stored", "epoch", n, "err", err)
			return nil // the next tick's catchUp loads it
		}
		return fmt.Errorf("ledgerop: %w", err)
	}
	o.mu.Lock()
	o.head, o.headN, o.jobs = st, n, jobs
	o.epochs = append(o.epochs, rec)
	o.mu.Unlock()
	o.cfg.Metrics.Built(len(e.Transitions), len(bl.dropped), time.Since(start))
	o.log.Info("ledger epoch built", "epoch", n, "transitions", len(e.Transitions), "messages", len(bl.included),
		"dropped", len(bl.dropped), "cutoff", e.Cutoff, "state_root", e.StateRoot, "took", time.Since(start))
	return o.submitPost(ctx, n)
}

// builder is one epoch in the making.
type builder struct {
	o        *Operator
	b        *ledger.EpochBuilder
	st       *ledger.State
	c        ChainState
	jobs     map[uint32]openJob
	now      uint64
	included []uint64
	dropped  map[uint64]string
}

// chainWork says whether the chain gives the next epoch something to count without any message: a due
// forced entry, a deposit or an on-chain withdrawal request not counted yet, a job due to expire. It reads
// the head state without copying it (an idle ledger's tick must not clone a million accounts).
func (o *Operator) chainWork(view View) bool {
	c := view.State
	if at, ok := c.ForcedAt(o.head.Fields().ForcedCount); ok && at < view.Time {
		return true
	}
	for slot, j := range o.jobs {
		if j.due(o.head.Job(slot), view.Time) {
			return true
		}
	}
	for i := uint32(1); i <= c.AccountCount(); i++ {
		l := o.head.Account(i)
		if c.Deposited(i).Cmp(orZero(l.Deposits)) > 0 || (c.Requested(i).Cmp(orZero(l.Withdrawals)) > 0 && l.Balance().Sign() > 0) {
			return true
		}
	}
	return false
}

// due says whether the job, whose leaf is l, is due to expire at now: undelivered at its expiredAt, delivered
// once its evaluation window closed.
func (j openJob) due(l ledger.JobLeaf, now uint64) bool {
	return (l.Status == ledger.StatusFunded && new(big.Int).SetUint64(now).Cmp(j.v.ExpiredAt) >= 0) ||
		(l.Status == ledger.StatusSubmitted && now >= l.SubmittedAt+uint64(j.terms.EvaluateTimeout))
}

// add applies t.
func (bl *builder) add(t ledger.Transition) error { return bl.b.Add(bl.c, t) }

// syncDeposits counts every account's new on-chain deposits.
func (bl *builder) syncDeposits() {
	for i := uint32(1); i <= bl.c.AccountCount(); i++ {
		l := bl.st.Account(i)
		dep := bl.c.Deposited(i)
		if dep.Cmp(orZero(l.Deposits)) <= 0 {
			continue
		}
		t, err := ledger.EncodeSync(ledger.Sync{Account: i, Deposits: dep, Withdrawals: orZero(l.Withdrawals), SignedTotal: new(big.Int)})
		if err == nil {
			err = bl.add(t)
		}
		if err != nil {
			bl.o.log.Warn("could not count a deposit", "account", i, "err", err)
		}
	}
}

// expireDue adds the expiry of every open job whose deadline passed at the cutoff: an undelivered job at
// expiredAt, a delivered one once its evaluation window closed.
func (bl *builder) expireDue() {
	for slot, j := range bl.jobs {
		if !j.due(bl.st.Job(slot), bl.now) {
			continue
		}
		t, err := ledger.EncodeExpire(ledger.Expire{Slot: slot, V: j.v, Terms: j.terms})
		if err == nil {
			err = bl.add(t)
		}
		if err != nil {
			bl.o.log.Warn("could not expire a due job", "slot", slot, "err", err)
		}
	}
}

// syncWithdrawals counts what each account asked to withdraw (on chain with requestWithdrawal, or signed
// off chain: the highest total it signed), as far as its balance covers, after the epoch's payouts.
func (bl *builder) syncWithdrawals(reqs []store.LedgerMessage) {
	type signed struct {
		total *big.Int
		sig   []byte
		ids   []uint64
	}
	byAccount := map[uint32]*signed{}
	for _, m := range reqs {
		total, sig := new(big.Int).SetBytes(m.Data[:32]), m.Data[32:]
		i := bl.c.AccountIndex(m.Sender)
		if i == 0 {
			bl.dropped[m.ID] = "the account is not registered"
			continue
		}
		s := byAccount[i]
		if s == nil {
			s = &signed{total: total, sig: sig}
			byAccount[i] = s
		} else if total.Cmp(s.total) > 0 {
			s.total, s.sig = total, sig
		}
		s.ids = append(s.ids, m.ID)
	}
	for i := uint32(1); i <= bl.c.AccountCount(); i++ {
		l := bl.st.Account(i)
		counted := orZero(l.Withdrawals)
		allowed := bl.c.Requested(i)
		s := byAccount[i]
		sync := ledger.Sync{Account: i, Deposits: orZero(l.Deposits), SignedTotal: new(big.Int)}
		if s != nil && s.total.Cmp(allowed) > 0 {
			allowed, sync.SignedTotal, sync.Sig = s.total, s.total, s.sig
		}
		if allowed.Cmp(counted) <= 0 {
			if s != nil {
				bl.included = append(bl.included, s.ids...) // already counted: nothing to do
			}
			continue
		}
		more := new(big.Int).Sub(allowed, counted)
		if bal := l.Balance(); more.Cmp(bal) > 0 {
			more = bal // the rest is counted once the balance covers it
		}
		if more.Sign() <= 0 {
			continue // a request waits, pending, for a balance
		}
		sync.Withdrawals = new(big.Int).Add(counted, more)
		t, err := ledger.EncodeSync(sync)
		if err == nil {
			err = bl.add(t)
		}
		if s == nil {
			if err != nil {
				bl.o.log.Warn("could not count an on-chain withdrawal request", "account", i, "err", err)
			}
			continue
		}
		if err != nil {
			for _, id := range s.ids {
				bl.dropped[id] = err.Error()
			}
			continue
		}
		if sync.Withdrawals.Cmp(s.total) >= 0 || sync.Sig == nil {
			bl.included = append(bl.included, s.ids...)
		}
		// A signed total only partly counted stays pending: the next epoch counts more of it.
	}
}

// ordered sorts messages for the build: OPENs by voucher nonce, then SUBMIT, RESULT, EXPIRE, withdrawals;
// stable, so arrival order holds within each.
func ordered(msgs []store.LedgerMessage) {
	nonce := func(m store.LedgerMessage) *big.Int {
		if m.Kind != uint8(ledger.KindOpen) {
			return new(big.Int)
		}
		d, err := ledger.DecodeOpen(m.Data)
		if err != nil || d.V.Nonce == nil {
			return new(big.Int)
		}
		return d.V.Nonce
	}
	keys := make(map[uint64]*big.Int, len(msgs))
	for _, m := range msgs {
		keys[m.ID] = nonce(m)
	}
	rank := func(k uint8) int {
		if k == KindWithdrawal {
			return int(ledger.KindForced) // after the transitions
		}
		return int(k)
	}
	sort.SliceStable(msgs, func(i, j int) bool {
		a, b := msgs[i], msgs[j]
		if ra, rb := rank(a.Kind), rank(b.Kind); ra != rb {
			return ra < rb
		}
		return keys[a.ID].Cmp(keys[b.ID]) < 0
	})
}

func orZero(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}
