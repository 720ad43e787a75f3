package indexer

import (
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
)

// Terms is the JSON form of IAsaEscrow.Terms as the indexer stores it (and the API serves it).
type Terms struct {
	Policy           uint8  `json:"policy"`
	TierCount        uint8  `json:"tierCount"`
	RollingWindow    uint8  `json:"rollingWindow"`
	SilenceAction    uint8  `json:"silenceAction"`
	FallbackAction   uint8  `json:"fallbackAction"`
	DisputeDefault   uint8  `json:"disputeDefault"`
	DisputeThreshold uint16 `json:"disputeThreshold"`
	EvaluatorFeeBps  uint16 `json:"evaluatorFeeBps"`
	CollateralBps    uint16 `json:"collateralBps"`
	// AcceptanceRequired: the provider must accept the agreement (always when CollateralBps > 0).
	AcceptanceRequired bool   `json:"acceptanceRequired"`
	FundTimeout        uint32 `json:"fundTimeout"`
	EvaluateTimeout    uint32 `json:"evaluateTimeout"`
	BackupTimeout      uint32 `json:"backupTimeout"`
	ChallengeWindow    uint32 `json:"challengeWindow"`
	DisputeTimeout     uint32 `json:"disputeTimeout"`
	MinDeliveryTime    uint32 `json:"minDeliveryTime"`
	BackupEvaluator    string `json:"backupEvaluator"`
	Resolver           string `json:"resolver"`
	Tiers              string `json:"tiers"` // decimal: the packed tiers exceed JSON's safe integers
}

func termsJSON(t bindings.IAsaEscrowTypesTerms) (json.RawMessage, error) {
	tiers := "0"
	if t.Tiers != nil {
		tiers = t.Tiers.String()
	}
	b, err := json.Marshal(Terms{
		Policy: t.Policy, TierCount: t.TierCount, RollingWindow: t.RollingWindow, SilenceAction: t.SilenceAction,
		FallbackAction: t.FallbackAction, DisputeDefault: t.DisputeDefault, DisputeThreshold: t.DisputeThreshold,
		EvaluatorFeeBps: t.EvaluatorFeeBps, CollateralBps: t.CollateralBps, AcceptanceRequired: t.AcceptanceRequired, FundTimeout: t.FundTimeout, EvaluateTimeout: t.EvaluateTimeout,
		BackupTimeout: t.BackupTimeout, ChallengeWindow: t.ChallengeWindow, DisputeTimeout: t.DisputeTimeout, MinDeliveryTime: t.MinDeliveryTime,
		BackupEvaluator: t.BackupEvaluator.Hex(), Resolver: t.Resolver.Hex(), Tiers: tiers,
	})
	if err != nil {
		return nil, fmt.Errorf("encode terms: %w", err)
	}
	return b, nil
}

// TermsOf decodes a stored terms record.
func TermsOf(rec store.TermsRecord) (Terms, error) {
	var t Terms
	if err := json.Unmarshal(rec.Terms, &t); err != nil {
		return Terms{}, fmt.Errorf("terms %d: %w", rec.ID, err)
	}
	return t, nil
}

// Fold applies one escrow event to a job view (store.Fold). It mirrors the contract's state machine:
// an Open job becomes Funded once its budget is in and, when its terms ask for it, the provider has
// accepted; deadlines follow the contract: Open ASA jobs until the fund deadline, Funded jobs (and plain
// Submitted jobs) until expiredAt, Submitted ASA jobs until submission + evaluateTimeout, then the
// challenge, backup and dispute deadlines the events carry.
func Fold(job *store.Job, ev store.JobEvent, terms store.TermsLookup) error {
	typedEv, err := DecodeEvent(ev)
	if err != nil {
		return err
	}
	switch e := typedEv.(type) {
	case *bindings.AsaEscrowJobCreated:
		job.Client, job.Provider = e.Client, e.Provider
		job.Evaluators = []common.Address{e.Evaluator}
		job.ExpiredAt = e.ExpiredAt.Uint64()
		job.Quorum = 1
		job.Status = settlement.JobOpen
		if job.Budget == nil {
			job.Budget = new(big.Int)
		}
	case *bindings.AsaEscrowAsaJobCreated:
		t, hash, err := lookupTermsHash(terms, e.TermsId)
		if err != nil {
			return err
		}
		job.TermsID, job.TermsHash = e.TermsId, hash
		job.AgreementID, job.AgreementHash = e.AgreementId, e.AgreementHash
		job.Evaluators = append(job.Evaluators[:0], e.Evaluators...)
		job.Quorum = e.Quorum
		job.Budget = new(big.Int).Set(e.Budget)
		// Open until its budget (and acceptance) is in, with the escrow's fund deadline (the event no longer
		// repeats it: the terms and the creation block decide it); JobFunded or JobAccepted that starts the
		// job follows and sets the delivery deadline.
		job.Deadline = settlement.Terms{FundTimeout: t.FundTimeout, MinDeliveryTime: t.MinDeliveryTime}.FundDeadline(ev.BlockTime, job.ExpiredAt)
		// getJob's collateral: budget * collateralBps / 10000, rounded down.
		job.Collateral = new(big.Int).Div(new(big.Int).Mul(e.Budget, big.NewInt(int64(t.CollateralBps))), big.NewInt(10000))
	case *bindings.AsaEscrowAcceptanceRequired:
		job.AcceptanceRequired = true
		if !e.Nonce.IsUint64() {
			return fmt.Errorf("acceptance nonce %s out of range", e.Nonce)
		}
		job.AcceptanceNonce = e.Nonce.Uint64()
		job.AgreementHash = e.AgreementHash
	case *bindings.AsaEscrowProviderSet:
		job.Provider = e.Provider
	case *bindings.AsaEscrowBudgetSet:
		job.Budget = new(big.Int).Set(e.Amount)
	case *bindings.AsaEscrowJobFunded:
		job.BudgetFunded = true
		activate(job)
	case *bindings.AsaEscrowJobAccepted:
		// A job accepted in the call that created it has no AcceptanceRequired: JobAccepted carries its nonce.
		if !e.Nonce.IsUint64() {
			return fmt.Errorf("acceptance nonce %s out of range", e.Nonce)
		}
		job.AcceptanceRequired, job.AcceptanceNonce = true, e.Nonce.Uint64()
		job.Accepted = true
		job.CollateralPosted = new(big.Int).Set(e.Collateral)
		activate(job)
	case *bindings.AsaEscrowCollateralSettled:
		job.CollateralKept, job.CollateralSlashed = new(big.Int).Set(e.Kept), new(big.Int).Set(e.Slashed)
	case *bindings.AsaEscrowJobSubmitted:
		job.Status = settlement.JobSubmitted
		job.Deliverable = e.Deliverable
		job.SubmittedAt = ev.BlockTime
		job.Deadline = job.ExpiredAt
		if job.TermsID != 0 {
			t, err := lookupTerms(terms, job.TermsID)
			if err != nil {
				return err
			}
			job.Deadline = ev.BlockTime + uint64(t.EvaluateTimeout)
		}
	case *bindings.AsaEscrowResultAccepted:
		// The contract tallies results only for multi-evaluator jobs before a backup takes over.
		if len(job.Evaluators) > 1 && !job.BackupActive {
			job.ResultCount++
		}
	case *bindings.AsaEscrowJobVerified:
		job.Status = settlement.JobVerified
		job.Score = e.PolicyScore // what the contract stores: the score its policy applies
		job.Deadline = e.ChallengeDeadline.Uint64()
	case *bindings.AsaEscrowBackupEvaluatorActivated:
		job.BackupActive = true
		job.Deadline = e.Deadline.Uint64()
	case *bindings.AsaEscrowDisputeFiled:
		job.Status = settlement.JobDisputed
		job.Deadline = e.Deadline.Uint64()
	case *bindings.AsaEscrowJobCompleted:
		job.Status, job.Deadline = settlement.JobCompleted, 0
	case *bindings.AsaEscrowJobRejected:
		job.Status, job.Deadline = settlement.JobRejected, 0
	case *bindings.AsaEscrowJobExpired:
		job.Status, job.Deadline = settlement.JobExpired, 0
	case *bindings.AsaEscrowEvaluatorsAppointed:
		// The job moved to the agreement with the appointed evaluators (the pool's Assigned, earlier in the
		// same transaction, names them). A backup appointment ends the backup window as the escrow does
		// (BACKUP_ACTIVE cleared) and drops the silent evaluators' tally: the backup judges alone.
		job.AgreementID = e.AgreementId
		if e.Backup {
			job.BackupActive = false
			job.ResultCount = 0
		}
	default:
		foldPool(job, typedEv)
	}
	return nil
}

// activate makes an Open job Funded once its budget is in and any acceptance it needs was given (the
// contract's _activate); it then waits for delivery until expiredAt (for a plain job that is when it
// becomes due: the contract's isDue reads expiredAt).
func activate(job *store.Job) {
	if job.Status != settlement.JobOpen || !job.BudgetFunded || (job.AcceptanceRequired && !job.Accepted) {
		return
	}
	job.Status = settlement.JobFunded
	job.Deadline = job.ExpiredAt
}

func lookupTerms(lookup store.TermsLookup, id uint64) (Terms, error) {
	t, _, err := lookupTermsHash(lookup, id)
	return t, err
}

// lookupTermsHash is lookupTerms with the terms' hash (TermsRegistered's).
func lookupTermsHash(lookup store.TermsLookup, id uint64) (Terms, common.Hash, error) {
	rec, ok, err := lookup(id)
	if err != nil {
		return Terms{}, common.Hash{}, fmt.Errorf("terms %d: %w", id, err)
	}
	if !ok {
		return Terms{}, common.Hash{}, fmt.Errorf("terms %d not registered", id)
	}
	t, err := TermsOf(rec)
	return t, rec.Hash, err
}

// Settlement converts the stored terms back to the escrow's terms (the inverse of the indexer's encoding).
func (t Terms) Settlement() (settlement.Terms, error) {
	tiers, ok := new(big.Int).SetString(t.Tiers, 10)
	if !ok {
		return settlement.Terms{}, fmt.Errorf("terms: tiers %q is not a decimal", t.Tiers)
	}
	if !common.IsHexAddress(t.BackupEvaluator) || !common.IsHexAddress(t.Resolver) {
		return settlement.Terms{}, fmt.Errorf("terms: backup evaluator %q or resolver %q is not an address", t.BackupEvaluator, t.Resolver)
	}
	return settlement.Terms{
		Policy: settlement.Policy(t.Policy), TierCount: t.TierCount, RollingWindow: t.RollingWindow,
		SilenceAction: settlement.Action(t.SilenceAction), FallbackAction: settlement.Action(t.FallbackAction),
		DisputeDefault: settlement.Action(t.DisputeDefault), DisputeThreshold: t.DisputeThreshold, EvaluatorFeeBps: t.EvaluatorFeeBps,
		CollateralBps: t.CollateralBps, AcceptanceRequired: t.AcceptanceRequired,
		FundTimeout: t.FundTimeout, EvaluateTimeout: t.EvaluateTimeout, BackupTimeout: t.BackupTimeout,
		ChallengeWindow: t.ChallengeWindow, DisputeTimeout: t.DisputeTimeout, MinDeliveryTime: t.MinDeliveryTime,
		BackupEvaluator: common.HexToAddress(t.BackupEvaluator), Resolver: common.HexToAddress(t.Resolver), Tiers: tiers,
	}, nil
}
