package reputation

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// Event is one escrow log with the time of its block.
type Event struct {
	Log  types.Log
	Time uint64 // the block's timestamp (chain time)
}

// BlockRef names the block figures are computed as of.
type BlockRef struct {
	Number uint64      `json:"number"`
	Hash   common.Hash `json:"hash"`
	Time   uint64      `json:"time"`
}

// jobStatusSubmitted is IAgenticCommerceEvents.JobStatus.Submitted, the fromStatus of an evaluator-silence
// dead-man action.
const jobStatusSubmitted = 2

// job is what the events say about one job.
type job struct {
	id         uint64
	created    uint64 // chain time of creation
	asa        bool
	provider   common.Address
	evaluators []common.Address
	quorum     uint8
	termsID    uint64
	expiredAt  uint64

	budgetIn, accepted bool
	submitted          bool
	submittedAt        uint64 // chain time of JobSubmitted

	primary        map[common.Address]uint16 // results counted before the backup evaluator was activated
	primarySilent  bool                      // the evaluation deadline passed without a quorum (dead-man fired)
	backup         common.Address            // the activated backup evaluator (zero until then)
	backupDeadline uint64
	backupScored   bool
	backupScore    uint16
	backupSilent   bool

	verified  bool
	composite uint16 // JobVerified.score
	disputed  bool

	settled            bool
	releaseBps         uint16
	startedWhenSettled bool
}

// Ledger folds an escrow's events into what reputation needs about every job. Apply events in chain
// order, then AdvanceTo the block the figures are as of. A Ledger is not safe for concurrent use.
type Ledger struct {
	escrow common.Address
	abi    *bindings.AsaEscrow
	topics map[common.Hash]string
	terms  map[uint64]settlement.Terms
	jobs   map[uint64]*job
	order  []uint64 // job ids in creation order

	lastBlock uint64 // block of the last applied log
	lastIndex uint   // its index in the block
	lastTime  uint64 // its block's time
	applied   bool
	asOf      BlockRef
	advanced  bool
}

// eventNames are the escrow events the ledger reads.
var eventNames = []string{
	"TermsRegistered", "JobCreated", "AsaJobCreated", "JobFunded", "JobAccepted", "JobSubmitted",
	"ResultAccepted", "JobVerified", "BackupEvaluatorActivated", "DeadManTriggered", "DisputeFiled", "JobSettled",
}

// NewLedger returns an empty ledger for the escrow at escrow.
func NewLedger(escrow common.Address) *Ledger {
	a := bindings.NewAsaEscrow()
	abi := a.GetABI()
	topics := make(map[common.Hash]string, len(eventNames))
	for _, n := range eventNames {
		topics[abi.Events[n].ID] = n
	}
	return &Ledger{escrow: escrow, abi: a, topics: topics, terms: map[uint64]settlement.Terms{}, jobs: map[uint64]*job{}}
}

// Topics are the topic0 values of the events the ledger reads (for log filters).
func (l *Ledger) Topics() []common.Hash {
	out := make([]common.Hash, 0, len(l.topics))
	for t := range l.topics {
		out = append(out, t)
	}
	slices.SortFunc(out, func(a, b common.Hash) int { return a.Cmp(b) })
	return out
}

// Escrow is the escrow whose events the ledger reads.
func (l *Ledger) Escrow() common.Address { return l.escrow }

// AsOf is the block the ledger's figures are as of (zero until AdvanceTo).
func (l *Ledger) AsOf() BlockRef { return l.asOf }

// Apply folds one event. Events must come in chain order (block, then log index); a log of another
// contract, a removed log or one out of order is refused. Events the ledger does not read are skipped.
func (l *Ledger) Apply(ev Event) error {
	lg := &ev.Log
	if lg.Address != l.escrow {
		return fmt.Errorf("reputation: log of %s, want the escrow %s", lg.Address, l.escrow)
	}
	if lg.Removed {
		return fmt.Errorf("reputation: log %d of block %d was removed by a reorganization", lg.Index, lg.BlockNumber)
	}
	if l.applied && (lg.BlockNumber < l.lastBlock || lg.BlockNumber == l.lastBlock && lg.Index <= l.lastIndex) {
		return fmt.Errorf("reputation: log %d of block %d applied after log %d of block %d", lg.Index, lg.BlockNumber, l.lastIndex, l.lastBlock)
	}
	if l.advanced && lg.BlockNumber <= l.asOf.Number {
		return fmt.Errorf("reputation: log of block %d at or before the as-of block %d", lg.BlockNumber, l.asOf.Number)
	}
	if ev.Time < l.lastTime {
		return fmt.Errorf("reputation: block %d has time %d, before the previous block's %d", lg.BlockNumber, ev.Time, l.lastTime)
	}
	l.lastBlock, l.lastIndex, l.lastTime, l.applied = lg.BlockNumber, lg.Index, ev.Time, true
	if len(lg.Topics) == 0 {
		return nil
	}
	name, ok := l.topics[lg.Topics[0]]
	if !ok {
		return nil
	}
	if err := l.apply(name, lg, ev.Time); err != nil {
		return fmt.Errorf("reputation: %s in block %d (tx %s): %w", name, lg.BlockNumber, lg.TxHash, err)
	}
	return nil
}

// RegisterTerms records terms registered under id, for a caller that keeps TermsRegistered decoded (the
// daemon's store) rather than as logs. Terms never change once registered: registering other terms under
// a known id is an error, the same terms again is a no-op.
func (l *Ledger) RegisterTerms(id uint64, t settlement.Terms) error {
	if old, ok := l.terms[id]; ok {
		if settlement.TermsHash(old) != settlement.TermsHash(t) {
			return fmt.Errorf("reputation: terms %d registered twice with different terms", id)
		}
		return nil
	}
	l.terms[id] = t
	return nil
}

// AdvanceTo sets the block the figures are as of. It must not be before the last applied event.
func (l *Ledger) AdvanceTo(b BlockRef) error {
	if l.applied && b.Number < l.lastBlock {
		return fmt.Errorf("reputation: as-of block %d is before the last applied event (block %d)", b.Number, l.lastBlock)
	}
	if l.applied && b.Time < l.lastTime {
		return fmt.Errorf("reputation: as-of time %d is before the last applied event's block time %d", b.Time, l.lastTime)
	}
	if l.advanced && b.Number < l.asOf.Number {
		return fmt.Errorf("reputation: as-of block %d is before the current one (%d)", b.Number, l.asOf.Number)
	}
	l.asOf, l.advanced = b, true
	return nil
}

func jobID(v *big.Int) (uint64, error) {
	if v == nil || v.Sign() < 0 || !v.IsUint64() {
		return 0, fmt.Errorf("job id %v does not fit 64 bits", v)
	}
	return v.Uint64(), nil
}

// known returns the job the event is about; an event for a job the ledger never saw created means the
// events did not start at the escrow's deployment.
func (l *Ledger) known(id *big.Int) (*job, error) {
	n, err := jobID(id)
	if err != nil {
		return nil, err
	}
	j, ok := l.jobs[n]
	if !ok {
		return nil, fmt.Errorf("job %d was never created in the events applied (start at the escrow's deployment block)", n)
	}
	return j, nil
}

func (l *Ledger) apply(name string, lg *types.Log, t uint64) error {
	a := l.abi
	switch name {
	case "TermsRegistered":
		ev, err := a.UnpackTermsRegisteredEvent(lg)
		if err != nil {
			return err
		}
		l.terms[ev.TermsId] = onchain.TermsFrom(ev.Terms)
	case "JobCreated":
		ev, err := a.UnpackJobCreatedEvent(lg)
		if err != nil {
			return err
		}
		id, err := jobID(ev.JobId)
		if err != nil {
			return err
		}
		if _, dup := l.jobs[id]; dup {
			return fmt.Errorf("job %d created twice", id)
		}
		if !ev.ExpiredAt.IsUint64() {
			return fmt.Errorf("job %d: expiredAt %s out of range", id, ev.ExpiredAt)
		}
		l.jobs[id] = &job{id: id, created: t, provider: ev.Provider, expiredAt: ev.ExpiredAt.Uint64(), primary: map[common.Address]uint16{}}
		l.order = append(l.order, id)
	case "AsaJobCreated":
		ev, err := a.UnpackAsaJobCreatedEvent(lg)
		if err != nil {
			return err
		}
		j, err := l.known(ev.JobId)
		if err != nil {
			return err
		}
		if _, ok := l.terms[ev.TermsId]; !ok {
			return fmt.Errorf("job %d names terms %d, never registered in the events applied", j.id, ev.TermsId)
		}
		j.asa, j.termsID, j.quorum = true, ev.TermsId, ev.Quorum
		j.evaluators = append([]common.Address(nil), ev.Evaluators...)
	case "JobFunded":
		ev, err := a.UnpackJobFundedEvent(lg)
		if err != nil {
			return err
		}
		j, err := l.known(ev.JobId)
		if err != nil {
			return err
		}
		j.budgetIn = true
	case "JobAccepted":
		ev, err := a.UnpackJobAcceptedEvent(lg)
		if err != nil {
			return err
		}
		j, err := l.known(ev.JobId)
		if err != nil {
			return err
		}
		j.accepted = true
	case "JobSubmitted":
		ev, err := a.UnpackJobSubmittedEvent(lg)
		if err != nil {
			return err
		}
		j, err := l.known(ev.JobId)
		if err != nil {
			return err
		}
		j.submitted, j.submittedAt = true, t
	case "ResultAccepted":
		ev, err := a.UnpackResultAcceptedEvent(lg)
		if err != nil {
			return err
		}
		j, err := l.known(ev.JobId)
		if err != nil {
			return err
		}
		if j.backup != (common.Address{}) {
			if ev.Evaluator == j.backup {
				j.backupScored, j.backupScore = true, ev.Score
			}
		} else {
			j.primary[ev.Evaluator] = ev.Score
		}
	case "JobVerified":
		ev, err := a.UnpackJobVerifiedEvent(lg)
		if err != nil {
			return err
		}
		j, err := l.known(ev.JobId)
		if err != nil {
			return err
		}
		j.verified, j.composite = true, ev.Score
	case "BackupEvaluatorActivated":
		ev, err := a.UnpackBackupEvaluatorActivatedEvent(lg)
		if err != nil {
			return err
		}
		j, err := l.known(ev.JobId)
		if err != nil {
			return err
		}
		if !ev.Deadline.IsUint64() {
			return fmt.Errorf("job %d: backup deadline %s out of range", j.id, ev.Deadline)
		}
		j.backup, j.backupDeadline = ev.BackupEvaluator, ev.Deadline.Uint64()
		if j.backup == (common.Address{}) {
			return errors.New("backup evaluator is the zero address")
		}
	case "DeadManTriggered":
		ev, err := a.UnpackDeadManTriggeredEvent(lg)
		if err != nil {
			return err
		}
		j, err := l.known(ev.JobId)
		if err != nil {
			return err
		}
		if ev.FromStatus == jobStatusSubmitted {
			// Evaluator silence: the primary evaluators' (the backup is activated after this event when the
			// action holds for it), or the backup's once it was active.
			if j.backup != (common.Address{}) {
				j.backupSilent = true
			} else {
				j.primarySilent = true
			}
		}
	case "DisputeFiled":
		ev, err := a.UnpackDisputeFiledEvent(lg)
		if err != nil {
			return err
		}
		j, err := l.known(ev.JobId)
		if err != nil {
			return err
		}
		j.disputed = true
	case "JobSettled":
		ev, err := a.UnpackJobSettledEvent(lg)
		if err != nil {
			return err
		}
		j, err := l.known(ev.JobId)
		if err != nil {
			return err
		}
		j.settled, j.releaseBps, j.startedWhenSettled = true, ev.ReleaseBps, l.started(j)
	}
	return nil
}

// started reports whether the job reached Funded: the budget is in, and the provider accepted when the
// terms ask for it.
func (l *Ledger) started(j *job) bool {
	if !j.budgetIn {
		return false
	}
	return j.accepted || !l.terms[j.termsID].AcceptanceRequired
}
