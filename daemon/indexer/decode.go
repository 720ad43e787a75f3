// Package indexer turns the escrow's logs into the daemon's job view. It decodes each log with the
// typed event unpackers of the generated bindings, folds a job's events, in chain order, into a
// store.Job (mirroring the contract's state machine and deadlines, so the view rebuilt from events alone
// matches getJob() on chain), records deposit addresses and counted results, and renders events as JSON
// for the API's timeline. Its Handler applies a block's logs to the store inside the chain watcher's
// transaction. Apart from that Handler it does no I/O.
package indexer

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
)

// esc holds the escrow's typed unpackers; eventABI names events by topic.
var (
	esc      = bindings.NewAsaEscrow()
	eventABI = func() *abi.ABI {
		a, err := bindings.AsaEscrowMetaData.ParseABI()
		if err != nil {
			panic("indexer: escrow ABI: " + err.Error())
		}
		return a
	}()
)

// Topics returns the topic-0 hashes of every escrow event (for the watcher's log filter).
func Topics() []common.Hash {
	out := make([]common.Hash, 0, len(eventABI.Events))
	for _, ev := range eventABI.Events {
		out = append(out, ev.ID)
	}
	return out
}

// ErrUnknownEvent is returned for a log that is not an escrow event.
var ErrUnknownEvent = errors.New("not an escrow event")

// Decoded is what one escrow log contributes to the store.
type Decoded struct {
	Event    *store.JobEvent    // the raw log, when it belongs to a job
	Terms    *store.TermsRecord // TermsRegistered
	Deposits []store.Deposit    // JobCreated: the job's budget and collateral deposit addresses
	Accepted *store.Acceptance  // ResultAccepted
	Skipped  *store.Skip        // ResultSkipped
	Credit   *store.CreditEvent // Credited, CreditPaid
	// The evaluator pool's (DecodePool): a policy's seats (PolicyOpened), an appointment (Assigned) and a
	// record (Recorded), an evaluator's registration (Registered).
	PoolSeats        []store.PoolSeat
	PoolAssignment   *store.PoolAssignment
	PoolRecord       *store.PoolRecord
	PoolRegistration *store.PoolRegistration
}

// Decode decodes one log of the escrow at escrowAddr found in a block with the given timestamp. Logs of
// other events that belong to no job (AgreementRegistered, EIP712DomainChanged) decode to an empty Decoded.
func Decode(l types.Log, blockTime uint64, escrowAddr common.Address) (Decoded, error) {
	ev, err := typed(&l)
	if err != nil {
		return Decoded{}, err
	}
	var d Decoded
	switch e := ev.(type) {
	case *bindings.AsaEscrowTermsRegistered:
		terms, err := termsJSON(e.Terms)
		if err != nil {
			return Decoded{}, err
		}
		d.Terms = &store.TermsRecord{ID: e.TermsId, Hash: e.TermsHash, Terms: terms, BlockNumber: l.BlockNumber}
		return d, nil
	case *bindings.AsaEscrowJobCreated:
		id, err := jobID(e.JobId)
		if err != nil {
			return Decoded{}, err
		}
		d.Deposits = []store.Deposit{
			{Address: escrow.DepositAddress(escrowAddr, e.JobId), JobID: id, Kind: store.DepositBudget, BlockNumber: l.BlockNumber},
			{Address: escrow.CollateralAddress(escrowAddr, e.JobId), JobID: id, Kind: store.DepositCollateral, BlockNumber: l.BlockNumber},
		}
	case *bindings.AsaEscrowResultAccepted:
		id, err := jobID(e.JobId)
		if err != nil {
			return Decoded{}, err
		}
		d.Accepted = &store.Acceptance{Digest: e.Digest, JobID: id, Evaluator: e.Evaluator, BlockNumber: l.BlockNumber, TxHash: l.TxHash}
	case *bindings.AsaEscrowResultSkipped:
		id, err := jobID(e.JobId)
		if err != nil {
			return Decoded{}, err
		}
		d.Skipped = &store.Skip{JobID: id, Evaluator: e.Evaluator, Reason: SkipReason(e.Reason), BlockNumber: l.BlockNumber, TxHash: l.TxHash}
	case *bindings.AsaEscrowCredited:
		d.Credit = &store.CreditEvent{Account: e.Account, Amount: e.Amount, BlockNumber: l.BlockNumber, LogIndex: l.Index, BlockHash: l.BlockHash}
		return d, nil
	case *bindings.AsaEscrowCreditPaid:
		d.Credit = &store.CreditEvent{Account: e.Account, Paid: true, Amount: e.Amount, BlockNumber: l.BlockNumber, LogIndex: l.Index, BlockHash: l.BlockHash}
		return d, nil
	}
	id, ok, err := jobOf(ev)
	if err != nil || !ok {
		return d, err
	}
	d.Event = &store.JobEvent{
		JobID: id, BlockNumber: l.BlockNumber, BlockHash: l.BlockHash, BlockTime: blockTime, TxHash: l.TxHash,
		LogIndex: l.Index, Name: eventName(l.Topics[0]), Topics: l.Topics, Data: l.Data,
	}
	return d, nil
}

// DecodeEvent decodes a stored job event back into its typed binding (a pointer to one of the
// bindings.AsaEscrow* event structs).
func DecodeEvent(ev store.JobEvent) (any, error) {
	l := types.Log{Topics: ev.Topics, Data: ev.Data, BlockNumber: ev.BlockNumber, BlockHash: ev.BlockHash, TxHash: ev.TxHash, Index: ev.LogIndex}
	return typed(&l)
}

func eventName(topic common.Hash) string {
	if e, err := eventABI.EventByID(topic); err == nil {
		return e.Name
	}
	if e, err := poolABI.EventByID(topic); err == nil {
		return e.Name
	}
	return ""
}

// typed unpacks a log with the generated binding of its event.
func typed(l *types.Log) (any, error) {
	if len(l.Topics) == 0 {
		return nil, ErrUnknownEvent
	}
	name := eventName(l.Topics[0])
	var (
		v   any
		err error
	)
	switch name {
	case bindings.AsaEscrowJobCreatedEventName:
		v, err = esc.UnpackJobCreatedEvent(l)
	case bindings.AsaEscrowAsaJobCreatedEventName:
		v, err = esc.UnpackAsaJobCreatedEvent(l)
	case bindings.AsaEscrowJobDescriptionEventName:
		v, err = esc.UnpackJobDescriptionEvent(l)
	case bindings.AsaEscrowProviderSetEventName:
		v, err = esc.UnpackProviderSetEvent(l)
	case bindings.AsaEscrowBudgetSetEventName:
		v, err = esc.UnpackBudgetSetEvent(l)
	case bindings.AsaEscrowJobFundedEventName:
		v, err = esc.UnpackJobFundedEvent(l)
	case bindings.AsaEscrowFundedWithAuthorizationEventName:
		v, err = esc.UnpackFundedWithAuthorizationEvent(l)
	case bindings.AsaEscrowJobSubmittedEventName:
		v, err = esc.UnpackJobSubmittedEvent(l)
	case bindings.AsaEscrowResultAcceptedEventName:
		v, err = esc.UnpackResultAcceptedEvent(l)
	case bindings.AsaEscrowResultSkippedEventName:
		v, err = esc.UnpackResultSkippedEvent(l)
	case bindings.AsaEscrowJobVerifiedEventName:
		v, err = esc.UnpackJobVerifiedEvent(l)
	case bindings.AsaEscrowBackupEvaluatorActivatedEventName:
		v, err = esc.UnpackBackupEvaluatorActivatedEvent(l)
	case bindings.AsaEscrowDeadManTriggeredEventName:
		v, err = esc.UnpackDeadManTriggeredEvent(l)
	case bindings.AsaEscrowDisputeFiledEventName:
		v, err = esc.UnpackDisputeFiledEvent(l)
	case bindings.AsaEscrowDisputeResolvedEventName:
		v, err = esc.UnpackDisputeResolvedEvent(l)
	case bindings.AsaEscrowJobSettledEventName:
		v, err = esc.UnpackJobSettledEvent(l)
	case bindings.AsaEscrowCollateralSettledEventName:
		v, err = esc.UnpackCollateralSettledEvent(l)
	case bindings.AsaEscrowJobCompletedEventName:
		v, err = esc.UnpackJobCompletedEvent(l)
	case bindings.AsaEscrowJobRejectedEventName:
		v, err = esc.UnpackJobRejectedEvent(l)
	case bindings.AsaEscrowJobExpiredEventName:
		v, err = esc.UnpackJobExpiredEvent(l)
	case bindings.AsaEscrowPaymentReleasedEventName:
		v, err = esc.UnpackPaymentReleasedEvent(l)
	case bindings.AsaEscrowRefundedEventName:
		v, err = esc.UnpackRefundedEvent(l)
	case bindings.AsaEscrowTermsRegisteredEventName:
		v, err = esc.UnpackTermsRegisteredEvent(l)
	case bindings.AsaEscrowCreditedEventName:
		v, err = esc.UnpackCreditedEvent(l)
	case bindings.AsaEscrowCreditPaidEventName:
		v, err = esc.UnpackCreditPaidEvent(l)
	case bindings.AsaEscrowAgreementRegisteredEventName:
		v, err = esc.UnpackAgreementRegisteredEvent(l)
	case bindings.AsaEscrowAcceptanceRequiredEventName:
		v, err = esc.UnpackAcceptanceRequiredEvent(l)
	case bindings.AsaEscrowJobAcceptedEventName:
		v, err = esc.UnpackJobAcceptedEvent(l)
	case bindings.AsaEscrowDepositReturnedEventName:
		v, err = esc.UnpackDepositReturnedEvent(l)
	case bindings.AsaEscrowEvaluatorsAppointedEventName:
		v, err = esc.UnpackEvaluatorsAppointedEvent(l)
	default:
		// A job's stored events include the evaluator pool's (DecodePool); topics of the two contracts differ.
		pv, ok, perr := typedPool(l)
		if !ok {
			return nil, ErrUnknownEvent
		}
		v, err = pv, perr
	}
	if err != nil {
		return nil, fmt.Errorf("decode %s: %w", name, err)
	}
	return v, nil
}

// jobOf returns the job an event belongs to; ok is false for account-level events.
func jobOf(ev any) (uint64, bool, error) {
	var id *big.Int
	switch e := ev.(type) {
	case *bindings.AsaEscrowJobCreated:
		id = e.JobId
	case *bindings.AsaEscrowAsaJobCreated:
		id = e.JobId
	case *bindings.AsaEscrowJobDescription:
		id = e.JobId
	case *bindings.AsaEscrowProviderSet:
		id = e.JobId
	case *bindings.AsaEscrowBudgetSet:
		id = e.JobId
	case *bindings.AsaEscrowJobFunded:
		id = e.JobId
	case *bindings.AsaEscrowFundedWithAuthorization:
		id = e.JobId
	case *bindings.AsaEscrowJobSubmitted:
		id = e.JobId
	case *bindings.AsaEscrowResultAccepted:
		id = e.JobId
	case *bindings.AsaEscrowResultSkipped:
		id = e.JobId
	case *bindings.AsaEscrowJobVerified:
		id = e.JobId
	case *bindings.AsaEscrowBackupEvaluatorActivated:
		id = e.JobId
	case *bindings.AsaEscrowDeadManTriggered:
		id = e.JobId
	case *bindings.AsaEscrowDisputeFiled:
		id = e.JobId
	case *bindings.AsaEscrowDisputeResolved:
		id = e.JobId
	case *bindings.AsaEscrowJobSettled:
		id = e.JobId
	case *bindings.AsaEscrowCollateralSettled:
		id = e.JobId
	case *bindings.AsaEscrowAcceptanceRequired:
		id = e.JobId
	case *bindings.AsaEscrowJobAccepted:
		id = e.JobId
	case *bindings.AsaEscrowDepositReturned:
		id = e.JobId
	case *bindings.AsaEscrowJobCompleted:
		id = e.JobId
	case *bindings.AsaEscrowJobRejected:
		id = e.JobId
	case *bindings.AsaEscrowJobExpired:
		id = e.JobId
	case *bindings.AsaEscrowPaymentReleased:
		id = e.JobId
	case *bindings.AsaEscrowRefunded:
		id = e.JobId
	case *bindings.AsaEscrowEvaluatorsAppointed:
		id = e.JobId
	default:
		return 0, false, nil
	}
	n, err := jobID(id)
	return n, err == nil, err
}

// SkipReason names the escrow's custom error whose selector a ResultSkipped event carries ("ResultExpired"),
// or shows the selector in hex when it is not one of the escrow's errors.
func SkipReason(selector [4]byte) string {
	if re := escrow.DecodeRevertData(selector[:]); re.Name != "" {
		return re.Name
	}
	return fmt.Sprintf("0x%x", selector[:])
}

func jobID(id *big.Int) (uint64, error) {
	n, err := store.JobIDFromBig(id)
	if err != nil {
		return 0, fmt.Errorf("indexer: %w", err)
	}
	return n, nil
}
