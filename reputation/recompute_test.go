package reputation_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/reputation"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// An independent recomputation of the figures, written apart from the package: every escrow log is read
// with one unfiltered query and decoded generically (abi.UnpackIntoMap, not the typed bindings), terms
// come from the termsById view rather than from events, block times from headers, the pass threshold
// from its own bit unpacking, and each figure is counted straight from its definition in the package doc.

type logResult struct {
	evaluator   common.Address
	score       uint16
	backupPhase bool // posted after the backup evaluator was activated
}

type logJob struct {
	id, created, expiredAt, termsID uint64
	asa                             bool
	provider                        common.Address
	evaluators                      []common.Address
	quorum                          uint8
	budgetIn, accepted, submitted   bool
	submittedAt                     uint64
	results                         []logResult
	backup                          common.Address
	backupDeadline                  uint64
	silences                        []bool // one per evaluator-silence dead-man action: true when the backup's
	verified                        bool
	composite                       uint16
	disputed                        bool
	settled, startedAtSettle        bool
	release                         uint16
}

type logFacts struct {
	jobs  map[uint64]*logJob
	order []uint64
	terms map[uint64]settlement.Terms
	asOf  reputation.BlockRef
}

func (f *logFacts) started(j *logJob) bool {
	return j.budgetIn && (j.accepted || !f.terms[j.termsID].AcceptanceRequired)
}

// recompute reads every log of the escrow from the deployment to asOf.
func recompute(t *testing.T, env *chaintest.Env, from uint64, asOf reputation.BlockRef) *logFacts {
	t.Helper()
	ctx := context.Background()
	parsed := env.EscrowABI.GetABI()
	logs, err := env.Client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(asOf.Number), Addresses: []common.Address{env.Escrow}})
	if err != nil {
		t.Fatal(err)
	}
	facts := &logFacts{jobs: map[uint64]*logJob{}, terms: map[uint64]settlement.Terms{}, asOf: asOf}
	times := map[uint64]uint64{}
	blockTime := func(n uint64) uint64 {
		if tm, ok := times[n]; ok {
			return tm
		}
		h, err := env.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
		if err != nil {
			t.Fatal(err)
		}
		times[n] = h.Time
		return h.Time
	}
	for _, lg := range logs {
		ev, err := parsed.EventByID(lg.Topics[0])
		if err != nil {
			t.Fatalf("unknown event in block %d: %v", lg.BlockNumber, err)
		}
		args := map[string]any{}
		if err := parsed.UnpackIntoMap(args, ev.Name, lg.Data); err != nil {
			t.Fatal(err)
		}
		var indexed abi.Arguments
		for _, in := range ev.Inputs {
			if in.Indexed {
				indexed = append(indexed, in)
			}
		}
		if err := abi.ParseTopicsIntoMap(args, indexed, lg.Topics[1:]); err != nil {
			t.Fatal(err)
		}
		var j *logJob
		if id, ok := args["jobId"].(*big.Int); ok {
			j = facts.jobs[id.Uint64()]
			// AcceptanceRequired comes before its job's JobCreated; every event used below comes after.
			if j == nil && ev.Name != "JobCreated" && ev.Name != "AcceptanceRequired" {
				t.Fatalf("%s for unknown job %s", ev.Name, id)
			}
		}
		switch ev.Name {
		case "JobCreated":
			id := args["jobId"].(*big.Int).Uint64()
			j = &logJob{id: id, created: blockTime(lg.BlockNumber), provider: args["provider"].(common.Address), expiredAt: args["expiredAt"].(*big.Int).Uint64()}
			facts.jobs[id] = j
			facts.order = append(facts.order, id)
		case "AsaJobCreated":
			j.asa, j.termsID, j.quorum = true, args["termsId"].(uint64), args["quorum"].(uint8)
			j.evaluators = args["evaluators"].([]common.Address)
			if _, ok := facts.terms[j.termsID]; !ok {
				out := chaintest.Call(t, env, env.Escrow, env.EscrowABI.PackTermsById(j.termsID), env.EscrowABI.UnpackTermsById)
				facts.terms[j.termsID] = onchain.TermsFrom(out.Terms)
			}
		case "JobFunded":
			j.budgetIn = true
		case "JobAccepted":
			j.accepted = true
		case "JobSubmitted":
			j.submitted, j.submittedAt = true, blockTime(lg.BlockNumber)
		case "ResultAccepted":
			j.results = append(j.results, logResult{evaluator: args["evaluator"].(common.Address), score: args["score"].(uint16), backupPhase: j.backup != common.Address{}})
		case "BackupEvaluatorActivated":
			j.backup, j.backupDeadline = args["backupEvaluator"].(common.Address), args["deadline"].(*big.Int).Uint64()
		case "DeadManTriggered":
			if args["fromStatus"].(uint8) == 2 { // Submitted: the evaluators were silent
				j.silences = append(j.silences, j.backup != common.Address{})
			}
		case "JobVerified":
			j.verified, j.composite = true, args["score"].(uint16)
		case "DisputeFiled":
			j.disputed = true
		case "JobSettled":
			j.settled, j.release, j.startedAtSettle = true, args["releaseBps"].(uint16), facts.started(j)
		}
	}
	return facts
}

// passThreshold: the lowest minScore of a paying tier (tier i in bits 32i..32i+31: minScore high half,
// releaseBps low half), 1 for continuous terms, raised to the dispute threshold.
func passThreshold(t settlement.Terms) uint16 {
	best := uint32(10001)
	if t.Policy == settlement.PolicyContinuous {
		best = 1
	} else {
		for i := 0; i < int(t.TierCount); i++ {
			word := new(big.Int).Rsh(t.Tiers, uint(32*i)).Uint64() & 0xffffffff
			if word&0xffff > 0 && uint32(word>>16) < best {
				best = uint32(word >> 16)
			}
		}
	}
	if best <= 10000 && uint32(t.DisputeThreshold) > best {
		best = uint32(t.DisputeThreshold)
	}
	return uint16(best)
}

// pendingSilence: the listed evaluators' deadline passed with fewer results than the quorum, and neither
// a dead-man action nor a verification followed yet.
func (j *logJob) pendingSilence(f *logFacts) bool {
	if !j.submitted || j.verified || len(j.silences) > 0 || j.backup != (common.Address{}) {
		return false
	}
	return f.asOf.Time >= j.submittedAt+uint64(f.terms[j.termsID].EvaluateTimeout) && len(j.results) < int(j.quorum)
}

func (f *logFacts) figures(who common.Address, role reputation.Role, w reputation.Window, excluded []uint64) reputation.Figures {
	var out reputation.Figures
	start := uint64(0)
	if days := uint64(w); days > 0 && f.asOf.Time > days*86400 {
		start = f.asOf.Time - days*86400
	}
	skip := map[uint64]bool{}
	for _, id := range excluded {
		skip[id] = true
	}
	now := f.asOf.Time
	for _, id := range f.order {
		j := f.jobs[id]
		if !j.asa || j.created < start || skip[id] {
			continue
		}
		terms := f.terms[j.termsID]
		pass := passThreshold(terms)
		if role == reputation.RoleProvider {
			if j.provider != who {
				continue
			}
			out.Jobs++
			if j.verified {
				out.Scored++
				out.CompositeSum += uint64(j.composite)
				if j.composite >= pass {
					out.Passed++
				}
				if j.disputed {
					out.Disputed++
				}
			}
			if j.settled && j.startedAtSettle {
				out.Settled++
				out.ReleasedBpsSum += uint64(j.release)
			}
			if f.started(j) && (j.submitted || now >= j.expiredAt) {
				out.DeliveryDue++
				if j.submitted && j.submittedAt < j.expiredAt {
					out.DeliveredOnTime++
				}
			}
			backupSilent := j.backup != (common.Address{}) && !j.hasResult(j.backup, true) && now >= j.backupDeadline
			if len(j.silences) > 0 || j.pendingSilence(f) || backupSilent {
				out.Silences++
			}
			continue
		}
		listed := false
		for _, e := range j.evaluators {
			listed = listed || e == who
		}
		isBackup := j.backup == who && who != (common.Address{})
		if !listed && !isBackup {
			continue
		}
		out.Jobs++
		for _, r := range j.results {
			if r.evaluator != who {
				continue
			}
			out.Scored++
			out.CompositeSum += uint64(r.score)
			if r.score >= pass {
				out.Passed++
			}
			if j.disputed {
				out.Disputed++
			}
			if j.settled && j.startedAtSettle {
				out.Settled++
				out.ReleasedBpsSum += uint64(j.release)
			}
		}
		if listed {
			closed := j.submitted && (j.verified || len(j.silences) > 0 || j.backup != (common.Address{}) ||
				now >= j.submittedAt+uint64(terms.EvaluateTimeout))
			if j.hasResult(who, false) {
				out.DeliveryDue++
				out.DeliveredOnTime++
			} else if closed {
				out.DeliveryDue++
				out.Silences++
			}
		}
		if isBackup {
			if j.hasResult(who, true) {
				out.DeliveryDue++
				out.DeliveredOnTime++
			} else if now >= j.backupDeadline {
				out.DeliveryDue++
				out.Silences++
			}
		}
	}
	return out
}

func (j *logJob) hasResult(e common.Address, backupPhase bool) bool {
	for _, r := range j.results {
		if r.evaluator == e && r.backupPhase == backupPhase {
			return true
		}
	}
	return false
}
