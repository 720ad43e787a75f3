package ledger

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/internal/chaintest"
)

// TestExitProcessesForcedEntries: a message queued with forceInclude before the job's deadline, which the
// operator had to process and skipped, still takes effect in exit mode, at the time it was queued: every other
// exit step waits for the queue (ForcedPending), so the wait for the exit epoch (up to a challenge window)
// cannot run the job past its deadline and hand the money to the other side.
func TestExitProcessesForcedEntries(t *testing.T) {
	t.Run("forced SUBMIT before expiredAt", func(t *testing.T) {
		h := newXH(t, 2*24*3600)
		e, gr := h.e, graduated(t) // silence: split 50/50
		h.begin(0)
		h.apply(e.sync(h.c1.addr))
		j, tr := h.open(h.c1, gr, 100_000, []int{0}, 1, 2*3600) // expires 2 h after epoch 1's cutoff
		h.apply(tr)
		h.post()
		// one hour later the provider, censored, queues its delivery on chain: an hour before expiredAt
		h.ch.Advance(t, time.Hour)
		sub := e.submit(j.slot, j.v, common.HexToHash("0xde1"))
		h.tx(h.parties[1], h.oc.ledger, h.oc.L.PackForceInclude(uint8(sub.Kind), sub.Data))
		queuedAt := h.ch.Now(t)
		if _, err := e.chain.Force(sub, queuedAt); err != nil {
			t.Fatal(err)
		}
		// epoch 2 skips it; a watcher proves the lag and the ledger enters exit mode with epoch 1
		p := h.faulty(func(s *State) PostedEpoch { return NewEpoch(s, 2, h.e.now).Close().Posted() })
		h.challenge(p, FraudForcedLag)
		h.ch.Advance(t, time.Duration(h.postedAt[1]+xWindow-h.ch.Now(t))*time.Second)
		h.tx(h.chal, h.oc.ledger, h.oc.L.PackFixExitEpoch())
		if h.ch.Now(t) < j.v.ExpiredAt.Uint64() {
			t.Fatal("setup: the exit is not after expiredAt")
		}
		// the client's refund must wait for the queue; the delivery counts at its queue time
		h.revert(h.chal, h.exitExpireData(j), "ForcedPending")
		h.processForced()
		if x := h.exitJob(j.slot); x.Status != StatusSubmitted || x.SubmittedAt != queuedAt {
			t.Fatalf("after the forced delivery: %+v, want Submitted at %d", x, queuedAt)
		}
		// no evaluator came: at the evaluation deadline the silence split, not a refund
		h.tx(h.chal, h.oc.ledger, h.exitExpireData(j))
		L := h.oc.L
		pc := chaintest.Call(t, h.ch, h.oc.ledger, L.PackExitCredited(h.idx(h.e.provider.addr)), L.UnpackExitCredited)
		cc := chaintest.Call(t, h.ch, h.oc.ledger, L.PackExitCredited(h.idx(h.c1.addr)), L.UnpackExitCredited)
		if pc.Cmp(big.NewInt(50_000)) != 0 || cc.Cmp(big.NewInt(50_000)) != 0 {
			t.Fatalf("silence split: provider %s, client %s, want 50000 each", pc, cc)
		}
	})
	t.Run("forced RESULT in the evaluation window", func(t *testing.T) {
		h := newXH(t, 2*24*3600)
		e, gr := h.e, graduated(t) // evaluateTimeout 3600, fee 250 bps
		h.begin(0)
		h.apply(e.sync(h.c1.addr))
		j, tr := h.open(h.c1, gr, 100_000, []int{0}, 1, 86400)
		h.apply(tr, e.submit(j.slot, j.v, common.HexToHash("0xde2")))
		h.post()
		// ten minutes into the evaluation window the evaluator, censored, queues its result (score 9000, passed)
		h.ch.Advance(t, 10*time.Minute)
		r := h.res(j, 0, 9000, true)
		h.tx(h.parties[2], h.oc.ledger, h.oc.L.PackForceInclude(uint8(r.Kind), r.Data))
		if _, err := e.chain.Force(r, h.ch.Now(t)); err != nil {
			t.Fatal(err)
		}
		p := h.faulty(func(s *State) PostedEpoch { return NewEpoch(s, 2, h.e.now).Close().Posted() })
		h.challenge(p, FraudForcedLag)
		h.ch.Advance(t, time.Duration(h.postedAt[1]+xWindow-h.ch.Now(t))*time.Second)
		h.tx(h.chal, h.oc.ledger, h.oc.L.PackFixExitEpoch())
		h.revert(h.chal, h.exitExpireData(j), "ForcedPending")
		h.processForced() // the result counts at its queue time: the 1-of-1 job settles, scored
		prov, _, fees := specPayout(j.v.Budget, j.terms, []uint16{9000}, []bool{true}, 1)
		L := h.oc.L
		pc := chaintest.Call(t, h.ch, h.oc.ledger, L.PackExitCredited(h.idx(h.e.provider.addr)), L.UnpackExitCredited)
		ec := chaintest.Call(t, h.ch, h.oc.ledger, L.PackExitCredited(h.idx(h.e.evals[0].addr)), L.UnpackExitCredited)
		if pc.Cmp(prov) != 0 || ec.Cmp(fees[0]) != 0 || pc.Int64() != 97_500 || ec.Int64() != 2_500 {
			t.Fatalf("forced result: provider %s (want %s), evaluator %s (want %s)", pc, prov, ec, fees[0])
		}
		if x := h.exitJob(j.slot); x.Status != StatusClosed {
			t.Fatalf("job not closed: %+v", x)
		}
		h.revert(h.chal, h.exitExpireData(j), "JobNotOpen")
	})
}
