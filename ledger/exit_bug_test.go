package ledger

import (
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// TestExitBugForcedEntriesLost: a message queued with forceInclude before the job's deadline, which the
// operator had to process (section 5: "it takes effect at the time it was queued") and skipped, is lost in
// exit mode: the exit functions time every step by the exit block, and the wait for the exit epoch (up to a
// challenge window) runs past the job's deadline. Section 8 says a provider or evaluator loses a payout only
// if it did not deliver or sign before the deadline, "on or off chain"; here both did, on chain.
//
// This test fails against the current contract (AsaLedger.exitSubmit, the `block.timestamp >= v.expiredAt`
// check; AsaLedger.exitResult through AsaLedgerVerifier.resultOutcome's evaluation-window check at
// block.timestamp): no exit function reads the forced queue.
func TestExitBugForcedEntriesLost(t *testing.T) {
	t.Run("forced SUBMIT before expiredAt", func(t *testing.T) {
		h := newXH(t, 2*24*3600)
		e, gr := h.e, graduated(t)
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
		if queuedAt >= j.v.ExpiredAt.Uint64() {
			t.Fatal("setup: the delivery is not before expiredAt")
		}
		// epoch 2 skips it; a watcher proves the lag and the ledger enters exit mode with epoch 1
		p := h.faulty(func(s *State) PostedEpoch { return NewEpoch(s, 2, h.e.now).Close().Posted() })
		h.challenge(p, FraudForcedLag)
		h.ch.Advance(t, time.Duration(h.postedAt[1]+xWindow-h.ch.Now(t))*time.Second)
		h.tx(h.chal, h.oc.ledger, h.oc.L.PackFixExitEpoch())

		s := h.exitState()
		sig, err := j.v.SignDelivery(h.e.dom, common.HexToHash("0xde1"), h.e.provider.key)
		if err != nil {
			t.Fatal(err)
		}
		_, err = h.ch.TryTransact(h.parties[1], h.oc.ledger, h.oc.L.PackExitSubmit(j.slot, s.StateFieldsBinding(),
			h.jobWitness(s, j.slot), voucherBinding(j.v), common.HexToHash("0xde1"), sig))
		if err != nil {
			t.Errorf("AsaLedger.exitSubmit(slot %d) of the delivery queued at %d (expiredAt %s, now %d): want the delivery "+
				"counted at its queue time, got revert %v", j.slot, queuedAt, j.v.ExpiredAt, h.ch.Now(t), escrow.DecodeRevert(err))
		}
		// what happens instead: anyone refunds the whole budget to the client
		if _, err := h.ch.TryTransact(h.chal, h.oc.ledger, h.exitExpireData(j)); err == nil {
			L, ci, pi := h.oc.L, h.idx(h.c1.addr), h.idx(h.e.provider.addr)
			refunded := chaintest.Call(t, h.ch, h.oc.ledger, L.PackExitCredited(ci), L.UnpackExitCredited)
			paid := chaintest.Call(t, h.ch, h.oc.ledger, L.PackExitCredited(pi), L.UnpackExitCredited)
			t.Errorf("AsaLedger.exitExpire(slot %d) credited the client %s (the whole budget %s) and the provider %s for a job "+
				"delivered on chain before expiredAt", j.slot, refunded, j.v.Budget, paid)
		}
	})
	t.Run("forced RESULT in the evaluation window", func(t *testing.T) {
		h := newXH(t, 2*24*3600)
		e, gr := h.e, graduated(t) // evaluateTimeout 3600
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

		s := h.exitState()
		h.e.now = h.ch.Now(t)
		sr := h.signResult(j, 0, s.Job(j.slot).Deliverable, s.Job(j.slot).SubmittedAt, 9000, true)
		_, err := h.ch.TryTransact(h.parties[2], h.oc.ledger, h.oc.L.PackExitResult(j.slot, s.StateFieldsBinding(),
			h.jobWitness(s, j.slot), voucherBinding(j.v), termsBinding(j.terms), resultBinding(sr.Result), h.e.evals[0].addr, sr.sig))
		if err != nil {
			prov, _, fees := specPayout(j.v.Budget, j.terms, []uint16{9000}, []bool{true}, 1)
			t.Errorf("AsaLedger.exitResult(slot %d) of the result queued 10 min into the 3600 s window (submittedAt %d, now %d): "+
				"want it counted (provider %s, evaluator fee %s), got revert %v; exitExpire then pays the silence split "+
				"(provider 50%%, no fee)", j.slot, s.Job(j.slot).SubmittedAt, h.ch.Now(t), prov, fees[0], escrow.DecodeRevert(err))
		}
	})
}
