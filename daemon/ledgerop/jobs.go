package ledgerop

import (
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/ledger"
)

// openings are the vouchers (with their terms) of an epoch's OPENs, a forced one unwrapped, by job id: what
// updateJobs needs to track a job the epoch opened. An OPEN that did not apply is collected too and simply
// matches no slot.
type openings map[common.Hash]openJob

// add collects t's voucher if t is an OPEN (or a FORCED one).
func (op openings) add(dom ledger.Domain, t ledger.Transition) {
	if t.Kind == ledger.KindForced {
		f, err := ledger.DecodeForced(t.Data)
		if err != nil {
			return
		}
		t = ledger.Transition{Kind: f.Kind, Data: f.Data}
	}
	if t.Kind != ledger.KindOpen {
		return
	}
	if d, err := ledger.DecodeOpen(t.Data); err == nil {
		op[d.V.JobID(dom)] = openJob{v: d.V, terms: d.Terms}
	}
}

// updateJobs brings jobs, the jobs open before an epoch that took the jobs tree from jc0 slots to st's, to
// after it: each slot the epoch added enters with its voucher, and every job the epoch closed leaves.
func updateJobs(jobs map[uint32]openJob, st *ledger.State, jc0 uint64, opened openings) {
	for slot := jc0; slot < st.Fields().JobCount; slot++ {
		if j, ok := opened[st.Job(uint32(slot)).JobID]; ok {
			jobs[uint32(slot)] = j
		}
	}
	for slot := range jobs {
		if st.Job(slot).Status == ledger.StatusClosed {
			delete(jobs, slot)
		}
	}
}
