package indexer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/store"
)

// JobStatus ordinals of IAgenticCommerce.JobStatus.
const (
	StatusOpen uint8 = iota
	StatusFunded
	StatusSubmitted
	StatusCompleted
	StatusRejected
	StatusExpired
	StatusVerified
	StatusDisputed
)

// Terms is the JSON form of IAsaEscrow.Terms as Decode writes it.
type Terms struct {
	Policy             uint8  `json:"policy"`
	TierCount          uint8  `json:"tierCount"`
	RollingWindow      uint8  `json:"rollingWindow"`
	SilenceAction      uint8  `json:"silenceAction"`
	FallbackAction     uint8  `json:"fallbackAction"`
	DisputeDefault     uint8  `json:"disputeDefault"`
	DisputeThreshold   uint16 `json:"disputeThreshold"`
	EvaluatorFeeBps    uint16 `json:"evaluatorFeeBps"`
	CollateralBps      uint16 `json:"collateralBps"`
	AcceptanceRequired bool   `json:"acceptanceRequired"`
	FundTimeout        uint32 `json:"fundTimeout"`
	EvaluateTimeout    uint32 `json:"evaluateTimeout"`
	BackupTimeout      uint32 `json:"backupTimeout"`
	ChallengeWindow    uint32 `json:"challengeWindow"`
	DisputeTimeout     uint32 `json:"disputeTimeout"`
	BackupEvaluator    string `json:"backupEvaluator"`
	Resolver           string `json:"resolver"`
	Tiers              any    `json:"tiers"` // number, or decimal string when above 2^64
}

// eventArgs is the union of the argument names of the escrow events the fold reads.
type eventArgs struct {
	Client            string   `json:"client"`
	Provider          string   `json:"provider"`
	Evaluator         string   `json:"evaluator"`
	Evaluators        []string `json:"evaluators"`
	ExpiredAt         uint64   `json:"expiredAt"`
	Amount            any      `json:"amount"`
	Deliverable       string   `json:"deliverable"`
	TermsID           uint32   `json:"termsId"`
	TermsHash         string   `json:"termsHash"`
	Quorum            uint8    `json:"quorum"`
	FundDeadline      uint64   `json:"fundDeadline"`
	Score             uint16   `json:"score"`
	PolicyScore       uint16   `json:"policyScore"`
	Budget            any      `json:"budget"`
	ChallengeDeadline uint64   `json:"challengeDeadline"`
	Deadline          uint64   `json:"deadline"`
}

// Fold applies one escrow event to a job view (store.Fold). Deadlines follow the contract: Open ASA jobs
// until the fund deadline, Funded jobs (and plain Submitted jobs) until expiredAt, Submitted ASA jobs
// until submission + evaluateTimeout, then the challenge, backup and dispute deadlines the events carry.
func Fold(job *store.Job, ev store.JobEvent, terms store.TermsLookup) error {
	var a eventArgs
	dec := json.NewDecoder(bytes.NewReader(ev.Args))
	dec.UseNumber()
	if err := dec.Decode(&a); err != nil {
		return fmt.Errorf("args: %w", err)
	}
	switch ev.Name {
	case "JobCreated":
		job.Client = common.HexToAddress(a.Client)
		job.Provider = common.HexToAddress(a.Provider)
		job.Evaluators = []common.Address{common.HexToAddress(a.Evaluator)}
		job.ExpiredAt = a.ExpiredAt
		job.Quorum = 1
		job.Status = StatusOpen
		if job.Budget == nil {
			job.Budget = new(big.Int)
		}
	case "AsaJobCreated":
		job.TermsID = a.TermsID
		job.TermsHash = common.HexToHash(a.TermsHash)
		job.Evaluators = job.Evaluators[:0]
		for _, e := range a.Evaluators {
			job.Evaluators = append(job.Evaluators, common.HexToAddress(e))
		}
		job.Quorum = a.Quorum
		job.Deadline = a.FundDeadline
		b, err := bigArg(a.Budget)
		if err != nil {
			return err
		}
		job.Budget = b
	case "ProviderSet":
		job.Provider = common.HexToAddress(a.Provider)
	case "BudgetSet":
		b, err := bigArg(a.Amount)
		if err != nil {
			return err
		}
		job.Budget = b
	case "JobFunded":
		job.Status = StatusFunded
		job.Deadline = job.ExpiredAt
	case "JobSubmitted":
		job.Status = StatusSubmitted
		job.Deliverable = common.HexToHash(a.Deliverable)
		job.SubmittedAt = ev.BlockTime
		job.Deadline = job.ExpiredAt
		if job.TermsID != 0 {
			t, err := lookupTerms(terms, job.TermsID)
			if err != nil {
				return err
			}
			job.Deadline = ev.BlockTime + uint64(t.EvaluateTimeout)
		}
	case "ResultAccepted":
		// The contract tallies results only for multi-evaluator jobs before a backup takes over.
		if len(job.Evaluators) > 1 && !job.BackupActive {
			job.ResultCount++
		}
	case "JobVerified":
		job.Status = StatusVerified
		job.Score = a.PolicyScore // what the contract stores: the score its policy applies
		job.Deadline = a.ChallengeDeadline
	case "BackupEvaluatorActivated":
		job.BackupActive = true
		job.Deadline = a.Deadline
	case "DisputeFiled":
		job.Status = StatusDisputed
		job.Deadline = a.Deadline
	case "JobCompleted":
		job.Status, job.Deadline = StatusCompleted, 0
	case "JobRejected":
		job.Status, job.Deadline = StatusRejected, 0
	case "JobExpired":
		job.Status, job.Deadline = StatusExpired, 0
	}
	return nil
}

func lookupTerms(lookup store.TermsLookup, id uint32) (Terms, error) {
	rec, ok, err := lookup(id)
	if err != nil {
		return Terms{}, fmt.Errorf("terms %d: %w", id, err)
	}
	if !ok {
		return Terms{}, fmt.Errorf("terms %d not registered", id)
	}
	var t Terms
	if err := json.Unmarshal(rec.Terms, &t); err != nil {
		return Terms{}, fmt.Errorf("terms %d: %w", id, err)
	}
	return t, nil
}

// bigArg reads an integer argument encoded as a JSON number or a decimal string.
func bigArg(v any) (*big.Int, error) {
	switch x := v.(type) {
	case float64:
		return nil, fmt.Errorf("amount %v decoded as a float: decode args with UseNumber", x)
	case json.Number:
		b, ok := new(big.Int).SetString(x.String(), 10)
		if !ok {
			return nil, fmt.Errorf("amount %q is not an integer", x)
		}
		return b, nil
	case string:
		b, ok := new(big.Int).SetString(x, 10)
		if !ok {
			return nil, fmt.Errorf("amount %q is not an integer", x)
		}
		return b, nil
	case nil:
		return new(big.Int), nil
	}
	return nil, fmt.Errorf("amount has type %T", v)
}
