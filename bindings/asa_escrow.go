// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// IAsaEscrowTypesAcceptance is an auto generated low-level Go binding around an user-defined struct.
type IAsaEscrowTypesAcceptance struct {
	Commitment [32]byte
	Nonce      *big.Int
	Deadline   *big.Int
}

// IAsaEscrowTypesAuthorization is an auto generated low-level Go binding around an user-defined struct.
type IAsaEscrowTypesAuthorization struct {
	ValidAfter  *big.Int
	ValidBefore *big.Int
	Nonce       [32]byte
	Signature   []byte
}

// IAsaEscrowTypesJobRequest is an auto generated low-level Go binding around an user-defined struct.
type IAsaEscrowTypesJobRequest struct {
	Provider      common.Address
	Evaluators    []common.Address
	Quorum        uint8
	ExpiredAt     *big.Int
	Budget        *big.Int
	AgreementHash [32]byte
	Description   string
}

// IAsaEscrowTypesJobView is an auto generated low-level Go binding around an user-defined struct.
type IAsaEscrowTypesJobView struct {
	Client             common.Address
	Provider           common.Address
	Evaluator          common.Address
	Status             uint8
	Budget             *big.Int
	ExpiredAt          *big.Int
	Deadline           *big.Int
	SubmittedAt        *big.Int
	Deliverable        [32]byte
	Score              uint16
	Quorum             uint8
	ResultCount        uint8
	BackupActive       bool
	TermsId            uint64
	BudgetFunded       bool
	AcceptanceRequired bool
	Accepted           bool
	Collateral         *big.Int
}

// IAsaEscrowTypesResult is an auto generated low-level Go binding around an user-defined struct.
type IAsaEscrowTypesResult struct {
	JobId        *big.Int
	Deliverable  [32]byte
	SubmittedAt  uint64
	Score        uint16
	Passed       bool
	EvidenceHash [32]byte
	Nonce        *big.Int
	Deadline     uint64
}

// IAsaEscrowTypesTerms is an auto generated low-level Go binding around an user-defined struct.
type IAsaEscrowTypesTerms struct {
	Policy             uint8
	TierCount          uint8
	RollingWindow      uint8
	SilenceAction      uint8
	FallbackAction     uint8
	DisputeDefault     uint8
	DisputeThreshold   uint16
	EvaluatorFeeBps    uint16
	CollateralBps      uint16
	AcceptanceRequired bool
	FundTimeout        uint32
	EvaluateTimeout    uint32
	BackupTimeout      uint32
	ChallengeWindow    uint32
	DisputeTimeout     uint32
	MinDeliveryTime    uint32
	BackupEvaluator    common.Address
	Resolver           common.Address
	Tiers              *big.Int
}

// AsaEscrowMetaData contains all meta data concerning the AsaEscrow contract.
var AsaEscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceNotRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minDeliveryTime\",\"type\":\"uint256\"}],\"name\":\"ActivationTooLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AgreementHashRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyAccepted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"AlreadyCounted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyFunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AsaJobUsesSignedResults\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BatchLengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"bps\",\"type\":\"uint16\"}],\"name\":\"BpsOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"BudgetFixed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"actual\",\"type\":\"uint256\"}],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"EvaluatorNotIndependent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"ExpiryOutOfRange\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"HooksNotSupported\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidEvaluators\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"InvalidStatus\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidTerms\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NoDisputeResolver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"NotAnEvaluator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingToReturn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderAlreadySet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"ResultExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ResultMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"}],\"name\":\"ScoreOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"expected\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"actual\",\"type\":\"bytes32\"}],\"name\":\"TermsHashMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"}],\"name\":\"AcceptanceRequired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"name\":\"AcceptanceWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"AgreementRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"AsaJobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"BackupEvaluatorActivated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"CollateralSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"CreditPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Credited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"fromStatus\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"action\",\"type\":\"uint8\"}],\"name\":\"DeadManTriggered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DepositReturned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"automatic\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeFiled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"backup\",\"type\":\"bool\"}],\"name\":\"EvaluatorsAppointed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"preExecuted\",\"type\":\"bool\"}],\"name\":\"FundedWithAuthorization\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"name\":\"JobAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"JobDescription\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"releaseBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"providerAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"clientAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"policyScore\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"challengeDeadline\",\"type\":\"uint256\"}],\"name\":\"JobVerified\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"ProviderSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"}],\"name\":\"ResultAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes4\",\"name\":\"reason\",\"type\":\"bytes4\"}],\"name\":\"ResultSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"TermsRegistered\",\"type\":\"event\"},{\"stateMutability\":\"nonpayable\",\"type\":\"fallback\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"claimRefund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"acceptanceDeadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"providerSignature\",\"type\":\"bytes\"}],\"name\":\"createAndFundAcceptedAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAndFundAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest[]\",\"name\":\"jobs\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAndFundAsaJobs\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"firstJobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"extension\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"finalize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"jobIds\",\"type\":\"uint256[]\"}],\"name\":\"finalizeBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"advanced\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isDue\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setProvider\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result[]\",\"name\":\"results\",\"type\":\"tuple[]\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"submitResults\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"counted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structIAsaEscrowTypes.Authorization\",\"name\":\"collateralAuth\",\"type\":\"tuple\"}],\"name\":\"acceptJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"}],\"name\":\"appointEvaluators\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"challenge\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"collateralAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"}],\"name\":\"fundFromDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"fundWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"pushCredit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"accounts\",\"type\":\"address[]\"}],\"name\":\"pushCredits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"}],\"name\":\"resultDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"returnDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"toClient\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toProvider\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"withdrawAcceptance\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"agreementKey\",\"type\":\"bytes32\"}],\"name\":\"acceptanceNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"credits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"evaluatorsOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"submittedAt\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"resultCount\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"backupActive\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"budgetFunded\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"accepted\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.JobView\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"jobCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"limits\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"bps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxEvaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxCollateralBps\",\"type\":\"uint16\"},{\"internalType\":\"uint8\",\"name\":\"maxEvaluators\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"maxTiers\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"maxRollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"maxTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"maxExpiryHorizon\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"pairHistory\",\"outputs\":[{\"internalType\":\"uint16[]\",\"name\":\"scores\",\"type\":\"uint16[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"resultTally\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"}],\"name\":\"termsById\",\"outputs\":[{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "AsaEscrow",
	Bin: "0x6101a080604052346102055760208161bfcf80380380916100208285610209565b83398101031261020557516001600160a01b038116908181036102055760405161004b604082610209565b600a815260208101906941534120457363726f7760b01b825260405191610073604084610209565b600183526020830191603160f81b835261008c8161022c565b610120526100998461022c565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010260c082610209565b5190206080523060c05281156101f6576101605260405190616a5f8083016001600160401b038111848210176101e2576020928492615570843981520301905ff080156101d7576001600160a01b0316610180526040516152d890816102988239608051816150d8015260a0518161518f015260c051816150a2015260e051816151270152610100518161514d01526101205181610a9401526101405181610abe0152610160518181816101660152818161336e0152614a220152610180518181816111a3015281816122b3015261331a0152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101e257604052565b601f815111610257576020815191015160208210610248571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe6080604052600436101561005f575b3461005b576001600160e01b03195f35166303b636ff60e31b811490811561004a575b501561330d5763472511eb60e11b5f523360045260245ffd5b6359caab9560e11b1490505f610031565b5f80fd5b5f5f3560e01c806305261aea146128845780631bbd7229146127bd57806320ec7bf7146122e25780632d5537b01461229d57806341528812146120e757806341dd26f5146120cf578063437e48e214611b6457806344bc55ca14611a245780634c5d8a0f14611a065780635583a930146119dd5780635b7baf64146119c757806364e303731461124a5780637a60b04914610b7657806384b0196e14610a7a578063917c9b1c146108905780639e63798d14610703578063c9a84bb9146106be578063d2e13f5014610462578063d75bbdf3146102b7578063dd4ae9d4146101985763fc0c546a14610151575061000e565b346101955780600319360112610195576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b5034610195576101a73661299c565b50506101b282614618565b805464ffffffffff81168552600760205260408520805464ffffffffff8160a01c166102a3576101e28487614649565b6001600160a01b0316331415908161028b575b50610278576001600160581b038311610264576fffffffffffffffffffffff00000000001916602883901b6fffffffffffffffffffffff0000000000161790556040519081527f869e2577b006bf47ee981cf6fec2e25583548081c14b98deab587f77b506803890602090a280f35b63e1e293c360e01b85526004839052602485fd5b63472511eb60e11b855233600452602485fd5b600101546001600160a01b031633141590505f6101f5565b637c74270d60e11b87526004869052602487fd5b5034610195576102c63661299c565b5050906102d1612c9d565b6102da81614618565b9182549064ffffffffff821685526007602052604085209164ffffffffff835460a01c1661044e5760ff855460f01c16600881101561043a5760028103610423575060028301546001600160a01b0316330361041057916020916001600160581b037f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b09460281c1695600360f01b60ff60f01b19825416179055604051908152847f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444843393a3837f64bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d3608060405161271081528886820152896040820152896060820152a2600101546001600160a01b0316936103f68186614679565b604051908152a3805f5160206152b85f395f51905f525d80f35b63472511eb60e11b865233600452602486fd5b6301f6ee9360e21b87526004859052602452604486fd5b634e487b7160e01b87526021600452602487fd5b63b5eb26e160e01b86526004849052602486fd5b5034610195576104713661299c565b90939261047c612c9d565b61048581614618565b9182549064ffffffffff8216865260076020526040862096875460018060a01b03811633036106ab5764ffffffffff889160a01c1680159384159384610656575b50506104d28787614649565b8460f81c936002851661064257808061062d575b610619576001600160581b038660281c1698891561060557808a036105ee5750156105dc575087905b8082036105c7575050806105b4575b610594576001600160f81b03909116600290911760f81b6001600160f81b031916178255845460405184815294956105819561057b94919391926001600160a01b031691905f5160206152385f395f51905f5290602090a3614e9e565b33613359565b805f5160206152b85f395f51905f525d80f35b60448663ffffffff848663041f95d160e51b845260045260a01c16602452fd5b5063ffffffff8260a01c1642101561051e565b635b81897960e01b8952600452602452604487fd5b8852600b60205260408820549061050f565b63733580bd60e01b8b52600452602489905260448afd5b63e1e293c360e01b8b5260048b905260248bfd5b63e9dab5e960e01b8a52600487905260248afd5b5060018b01546001600160a01b0316156104e6565b63abbc9c0160e01b8a52600487905260248afd5b909192506020820361068757359060208110610676575b50905f806104c6565b5f199060200360031b1b165f61066d565b828a52600b60205260408a2054635b81897960e01b8b5260045260248a905260448afd5b63472511eb60e11b885233600452602488fd5b5034610195576060366003190112610195576106d8612945565b506044356001600160401b0381116106ff576106f890369060040161296f565b505061330d565b5080fd5b5034610195576107123661299c565b50509061071e81614618565b60ff815460f01c16600881101561087c57600181036108655750805464ffffffffff81168552600760205260408520600101546001600160a01b03811633036104105760a01c63ffffffff16801515918280610852575b610832575083865260056020526040862085905566ff0000ffffffff60c01b9063ffffffff60c01b6107a642614e73565b60c01b1690600160f11b8217936107f0575b5050198254161790556040519182527f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a380f35b6aff0000ffffffffffffffff60a01b9350600160f11b925063ffffffff60a01b906108249061081f9042612bd1565b614e73565b60a01b161717905f806107b8565b63041f95d160e51b8752600485905260801c63ffffffff16602452604486fd5b5063ffffffff8160801c16421015610775565b6301f6ee9360e21b85526004839052602452604484fd5b634e487b7160e01b85526021600452602485fd5b503461019557606036600319011261019557600435906001600160401b0382116101955736602383011215610195578160040135906001600160401b038211610195573660248360081b85010111610195576024356001600160401b0381116106ff576109019036906004016128d2565b6044949194356001600160401b038111610a76576109239036906004016128d2565b959061092d612c9d565b8493868414801590610a6c575b610a5d576001871180610a47575b86955b88871015610a1a5760248760081b84010161096f61096a8989896129f6565b612bde565b8b891015610a06576109996109898a60051b880188612c6b565b9063ffffffff60e01b9385613d2f565b16806109b55750506109ac600191612a06565b965b019561094b565b91976001929091907fc07330706ce7c5fc6735e9e7cb53548f117058a8c347754ed7fbdb8d88060c0260206001600160a01b036109f661096a878e8e6129f6565b16936040519384523592a36109ae565b634e487b7160e01b8a52603260045260248afd5b87602092610a3a575b5f5160206152b85f395f51905f525d604051908152f35b610a42612d81565b610a23565b60015f5160206152585f395f51905f525d610948565b6305f8ded760e21b8652600486fd5b508688141561093a565b8380fd5b5034610195578060031936011261019557610b1a90610ab87f0000000000000000000000000000000000000000000000000000000000000000614e35565b90610ae27f0000000000000000000000000000000000000000000000000000000000000000614e35565b906020610b2860405193610af68386612a44565b8385525f368137604051968796600f60f81b885260e08589015260e08801906129d2565b9086820360408801526129d2565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b828110610b5f57505050500390f35b835185528695509381019392810192600101610b50565b503461019557610280366003190112610195576004356001600160401b0381116106ff57610ba89036906004016128d2565b9161026036602319011261019557610bbe612c9d565b821561123b576002549160018301831161122757928193829163ffffffff6102043516610204351415915b818410610c185760208686610bfe8a33613359565b5f5160206152b85f395f51905f525d600160405191018152f35b90919295610c27878484612c32565b610c34606082013561307f565b6080810135158015611213575b6111fd576040516020810190610c58826024612e28565b6102608152610c6961028082612a44565b519020610c7582612bde565b90610c8260408401612fec565b90610c906020850185612ffa565b610c9c81959295612c54565b94610caa6040519687612a44565b8186526020860190368360051b8201116111f95780915b8360051b820183106111e1575050505090610cde93929133614aba565b808752600960205260408720548015611123575b610cfd600254612a06565b91826002556101443515156101443503610fcc576101443561101f575b50610144351561014435611018575b87610fcc5760608401354210801590610ff9575b610fd0578015610f2657610ddb9089905b6002858c526004602052610dd160408d20928d63ffffffff60608b01351695825f14610f20575085915b15610f14575063ffffffff6001915b60405196610d9488612a14565b64ffffffffff8a1688526001600160581b0360808d013516602089015260408801521660608601528d60808601528d60a086015260c08501612a65565b60e083015261326d565b610de483612bde565b610df16020850185612ffa565b15610a0657916001959391610e09610f0a9694612bde565b604080516001600160a01b039290921682526060860135602083015260a089901b8990039290921691339185915f5160206152785f395f51905f5291a4815f5160206152985f395f51905f52610e626020860186612ffa565b610ed5610e7160408901612fec565b64ffffffffff610e8460c08b018b612c6b565b91909860ff610ea86040519889988585168a5260c060208b015260c08a019161302f565b9416604087015260808c0135606087015260a08c0135608087015285840360a087015260281c1697612a71565b0390a3608060405192013582525f5160206152385f395f51905f5260203393a36080610f028a8787612c32565b013590612bd1565b9601929190610be9565b63ffffffff9091610d87565b91610d78565b61016435975063ffffffff88168803610fcc575f976102043563ffffffff16610fb657610f6963ffffffff610f6160015b606089013561334c565b921642612bd1565b90808211610f8457509063ffffffff610ddb925b1690610d4e565b9050600181018111610fa2579063ffffffff6001610ddb9301610f7d565b634e487b7160e01b8a52601160045260248afd5b610f6963ffffffff610f61816102043516610f57565b8880fd5b6323b7cc0360e11b8952600483905260608401356024526102043563ffffffff16604452606489fd5b5063ffffffff610204351661101242606087013561334c565b10610d3d565b5087610d29565b60a08401351561111457827fc1f26d3dc15df4cb664ab3f66c31af7330598b8c82a7f07e00c3442a7256090f60608460501c938c604061105e88612bc0565b91838152600960205220556040516110b4816110a660208201948c878101359160a0608083013592013590889094939260609260808301968352602083015260408201520152565b03601f198101835282612a44565b519020938c60408051602081019088825284838201528281526110d78682612a44565b51902086835260056020529120556001600160a01b036110f689612bde565b169460405191825260a089013560208301526040820152a35f610d1a565b632ace864b60e21b8952600489fd5b506111c761113083612bde565b6111a16111406020860186612ffa565b929060ff61118c61115360408a01612fec565b6040516303b636ff60e31b60208201526001600160a01b0390951660248601526102c0604486015293958694936102e48601919061302f565b911660648301526110a6608483016024612e28565b7f0000000000000000000000000000000000000000000000000000000000000000614d4f565b6020815191818082019384920101031261005b5751610cf2565b602080916111ee8561295b565b815201920191610cc1565b8c80fd5b63e1e293c360e01b865260800135600452602485fd5b506001600160581b03608082013511610c41565b634e487b7160e01b82526011600452602482fd5b6305f8ded760e21b8152600490fd5b5034610195576102c0366003190112610195576001600160401b03600435116101955760e06004353603600319011261019557610260366023190112610195576102a4356001600160401b0381116106ff576112aa90369060040161296f565b916112b3612c9d565b610144351591821561014435036106ff578261199557819382906112dc6064600435013561307f565b6084600435013515801561197f575b611966576040516020810190611302826024612e28565b610260815261131361028082612a44565b519020611324600435600401612bde565b90611333604460043501612fec565b90611348602460043501600435600401612ffa565b61135481959295612c54565b946113626040519687612a44565b8186526020860190368360051b8201116119625780915b8360051b8201831061194a57505050509061139693929133614aba565b94858552600960205260408520549081156118f0575b6113b7600254612a06565b968760025561014435611868575b505f9015611860575b63ffffffff610204351661020435036118125760646004350135421080159061183f575b61181657801561176f576114929086905b8888526004602052611486604089209163ffffffff606460043501351693815f14611769575083905b1561175d5763ffffffff6001915b6040519561144787612a14565b64ffffffffff891687526001600160581b036084600435013516602088015260408701521660608501528960808501528960a085015260c08401612a65565b600660e083015261326d565b6114a0600435600401612bde565b6114b4602460043501600435600401612ffa565b15611749576114c290612bde565b604080516001600160a01b0392831681526004356064013560208201529290911691339189915f5160206152785f395f51905f529190a4855f5160206152985f395f51905f5261151c602460043501600435600401612ffa565b61159a61152d604460043501612fec565b64ffffffffff61154760c460043501600435600401612c6b565b91909860ff61156b6040519889988585168a5260c060208b015260c08a019161302f565b941660408701526004356084810135606088015260a40135608087015285840360a087015260281c1697612a71565b0390a3604051608460043501358152855f5160206152385f395f51905f5260203393a36115cb600435600401612bde565b92816116a45750506001600160a01b0382163303611691575b610124359461ffff86169586810361168d5761160d602097612710925060846004350135612c01565b049161161f6084600435013533613359565b60405191825286820152816040820152847fc7dd571013e2329bec1855a2061e298b8dd96c8aed673d08782f0c58dd10c56b606060018060a01b03861693a38061167d575b50505f5160206152b85f395f51905f525d604051908152f35b61168691613359565b5f80611664565b8480fd5b63472511eb60e11b835233600452602483fd5b61028435421161173357906117139161170d60405160208101907f68b04950d7d5b71ad077d48dec11b22edb5ac048400704c008731bd4d9d4419a82528a60408201528660608201526102843560808201526080815261170560a082612a44565b519020614ddb565b85614561565b6115e457633615713d60e21b83526001600160a01b038216600452602483fd5b631806671960e31b855261028435600452602485fd5b634e487b7160e01b87526032600452602487fd5b63ffffffff8a9161143a565b9061142c565b63ffffffff61016435166101643503611812576102043563ffffffff16611800576117a260015b6064600435013561334c565b6117b563ffffffff610164351642612bd1565b908082116117d057509063ffffffff611492925b1690611403565b9050600181018091116117ec579063ffffffff611492926117c9565b634e487b7160e01b87526011600452602487fd5b6117a263ffffffff6102043516611796565b8580fd5b6323b7cc0360e11b86526004878152356064908101356024526102043563ffffffff1660445286fd5b5063ffffffff610204351661185a426064600435013561334c565b106113f2565b5060016113ce565b9350965060a46004350135156118e1578060501c9261188682612bc0565b818752600960205260408720556040516118d7816110a660208201946064600435013590608460043501359060a4600435013590889094939260609260808301968352602083015260408201520152565b519020965f6113c5565b632ace864b60e21b8552600485fd5b905061192f611903600435600401612bde565b6111a161191a602460043501600435600401612ffa565b929060ff61118c611153604460043501612fec565b6020815191818082019384920101031261005b5751906113ac565b602080916119578561295b565b815201920191611379565b8a80fd5b63e1e293c360e01b845260048035608401359052602484fd5b506001600160581b0360846004350135116112eb565b602482600254600181018091116119b55763fecc541d60e01b8252600452fd5b50634e487b7160e01b81526011600452fd5b50346101955760203660031901121561330d5780fd5b50346101955760203660031901126101955760206119fc600435612aa0565b6040519015158152f35b50346101955780600319360112610195576020600254604051908152f35b503461019557366003190161014081126106ff576101001361019557610104356001600160a01b03811690818103611b6057610124356001600160401b038111610a7657611a79611a9191369060040161296f565b90611a82612c9d565b6001600160e01b031993613506565b1680611aac575b82805f5160206152b85f395f51905f525d80f35b60405190637311a1af60e11b60208301526024820152600435604482015260243560648201526044356001600160401b038116809103610a7657608482015260643561ffff8116809103610a765760a4820152608435801515809103610a765760c482015260a43560e482015260c43561010482015260e435916001600160401b038316809303610a7657611b589261012483015261014482015261014481526111a161016482612a44565b505f80611a98565b8280fd5b503461019557611b7336612902565b91611b7c612c9d565b606082013592611b8b8461307f565b608083013590811580156120bf575b6120ab576040516020810190611bb08284612e28565b6102608152611bc161028082612a44565b51902093611bce81612bde565b956040820196611bdd88612fec565b6020840197611bec8986612ffa565b9390611bf785612c54565b94611c056040519687612a44565b808652602086019060051b8201913683116120a757905b82821061208f5750505090611c3393929133614aba565b9586865260096020526040862054918215612034575b64ffffffffff831694611c5d600254612a06565b9889600255611c6f6101208301612bb3565b9081611f4c575b5015908115611f44575b6101e081019063ffffffff611c948361306e565b16844210801590611f32575b611f165750888b89938c93865f14611e725750509063ffffffff611d3295611d269385905b865260046020526040862095898416918315611e6c575081925b15611e5d57506001600160581b036001945b60405198611cfe8a612a14565b895216602088015260408701521660608501528b60808501528b60a085015260c08401612a65565b600260e083015261326d565b611d3b84612bde565b611d458386612ffa565b15611e495760209a95611e0164ffffffffff8c9760a0611dcc5f5160206152985f395f51905f5299611dd499610a239f9e998d5f5160206152785f395f51905f52611dc3611d95611e279d612bde565b604080516001600160a01b03909216825260208201969096525f1960018a1b01909416943394918291820190565b0390a486612ffa565b98909b612fec565b9460ff611de460c0830183612c6b565b96909d6040519b8c9b8c52602060c0908d015260c08c019161302f565b961660408901528c60608901520135608087015285840360a087015260281c1697612a71565b0390a3604051818152845f5160206152385f395f51905f52873393a333613359565b634e487b7160e01b89526032600452602489fd5b6001600160581b039094611cf1565b92611cdf565b611e8d611e8761014063ffffffff930161306e565b9261306e565b1680611f055750611ea863ffffffff610f6160015b8a61334c565b90808211611ec95750611d3295611d26939263ffffffff80935b1690611cc5565b94505050505060018101809111611ef15788611d268963ffffffff611d32958e828d97611ec2565b634e487b7160e01b89526011600452602489fd5b63ffffffff610f61611ea892611ea2565b6323b7cc0360e11b8b5260048c9052602485905260445260648afd5b5080611f3e428761334c565b10611ca0565b889150611c80565b60a0870135908115612025577fc1f26d3dc15df4cb664ab3f66c31af7330598b8c82a7f07e00c3442a7256090f6060888d8f94898f611fcb90611f928660501c96612bc0565b848652600960205260408620556110a66040519384928c6020850197889094939260609260808301968352602083015260408201520152565b519020906040805160208101908482528583820152828152611fed8782612a44565b51902087835260056020529120556001600160a01b0361200c8d612bde565b169560405192835260208301526040820152a35f611c76565b632ace864b60e21b8b5260048bfd5b91506120746111536111a161204886612bde565b8b60ff612060612058888b612ffa565b969093612fec565b911660648301526110a6608483018a612e28565b6020815191818082019384920101031261005b575191611c49565b6020809161209c8461295b565b815201910190611c1c565b8b80fd5b63e1e293c360e01b83526004829052602483fd5b506001600160581b038211611b9a565b5034610195576120de3661299c565b5050505061330d565b50346101955760a0366003190112610195576004356001600160a01b0381169182820361019557612116612945565b92604435936064356001600160401b038111610a765761213a90369060040161296f565b93909460843560018060a01b038116809103611b605761228e576001600160a01b038316801561227f5784811461226d576020612227897f6817b8e13069dec319ca883f1f8caafbb89608e819d46a951c3e1fac271d77a68a8a8a8a8a5f5160206152785f395f51905f5261224a6121bc848e6121b68c61307f565b336130e1565b986121c8600254612a06565b9a8b9a8b958660025586815260048f52604081209064ffffffffff604051936121f085612a14565b1683528f819084015263ffffffff851660408401528060608401528060808401528060a08401528060c084015260e083015261326d565b604080516001600160a01b03909616865260208601919091523394918291820190565b0390a461226260405192839288845288840191612a71565b0390a2604051908152f35b631d57543d60e21b8352600452602482fd5b63d92e233d60e01b8352600483fd5b630a7cba1360e01b8252600482fd5b50346101955780600319360112610195576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b3461005b576122f036612902565b6060820135916122ff8361307f565b6080810135801580156127ad575b61279b5760405160208101906123238286612e28565b610260815261233461028082612a44565b5190209161234181612bde565b604082019061234f82612fec565b602084019561235e8786612ffa565b939061236985612c54565b946123776040519687612a44565b808652602086019060051b82019136831161005b57905b82821061278357505050906123a593929133614aba565b94855f52600960205260405f2054948515612729575b64ffffffffff8616916123cf600254612a06565b97886002556123e16101208301612bb3565b612640575b506101e081019063ffffffff6123fb8361306e565b168a421080159061262e575b6126145750612421611e8761014063ffffffff930161306e565b1680612603575061243c63ffffffff610f6160015b8c61334c565b8181116125d85763ffffffff91505b16875f52600460205260405f209063ffffffff6040519161246b83612a14565b8583526001600160581b03891660208401528b821660408401521660608201525f6080820181905260a08201526124ad915f60c08301525f60e083015261326d565b6124b684612bde565b946124c18286612ffa565b949094156125b057885f5160206152985f395f51905f526020866125a584968f9664ffffffffff8f8f8f8f899e6125529d60a0948e5f5160206152785f395f51905f5261254161251361254a97612bde565b604080516001600160a01b03909216825260208201969096525f1960018b1b01909416943394918291820190565b0390a482612ffa565b9c9095612fec565b9560ff61258061256560c0850185612c6b565b98909f60c06040519e8f9e8f908152015260c08d019161302f565b971660408a015260608901520135608087015285840360a087015260281c1697612a71565b0390a3604051908152f35b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b50600181018091116125ef5763ffffffff9061244b565b634e487b7160e01b5f52601160045260245ffd5b63ffffffff610f6161243c92612436565b8a8a6323b7cc0360e11b5f5260045260245260445260645ffd5b508061263a428d61334c565b10612407565b60a086013590811561271a577fc1f26d3dc15df4cb664ab3f66c31af7330598b8c82a7f07e00c3442a7256090f60608a8c938e6126808360501c93612bc0565b825f52600960205260405f20556126bd8d6110a66040519384928b6020850197889094939260609260808301968352602083015260408201520152565b5190206040516020810190828252836040820152604081526126df8582612a44565b5190205f868152600560205260409020556001600160a01b036127018c612bde565b169560405192835260208301526040820152a3896123e6565b632ace864b60e21b5f5260045ffd5b945061276861273784612bde565b6111a16127448887612ffa565b929060ff61275461115389612fec565b911660648301526110a66084830187612e28565b6020815191818082019384920101031261005b5751946123bb565b602080916127908461295b565b81520191019061238e565b63e1e293c360e01b5f5260045260245ffd5b506001600160581b03811161230d565b3461005b57602036600319011261005b576004356001600160401b03811161005b576127ed9036906004016128d2565b6127f5612c9d565b5f9060018111908161286e575b5f5b818110612839576020848461282c575b5f5f5160206152b85f395f51905f525d604051908152f35b612834612d81565b612814565b61284d6128478284886129f6565b35612cd2565b61285a575b600101612804565b92612866600191612a06565b939050612852565b60015f5160206152585f395f51905f525d612802565b3461005b57602036600319011261005b576004356128a0612c9d565b6128a981612cd2565b156128c0575f5f5160206152b85f395f51905f525d005b630fddd4dd60e21b5f5260045260245ffd5b9181601f8401121561005b578235916001600160401b03831161005b576020808501948460051b01011161005b57565b9061028060031983011261005b576004356001600160401b03811161005b5760e0818403600319011261005b576102609060040192602319011261005b57602490565b602435906001600160a01b038216820361005b57565b35906001600160a01b038216820361005b57565b9181601f8401121561005b578235916001600160401b03831161005b576020838186019501011161005b57565b606060031982011261005b576004359160243591604435906001600160401b03821161005b576129ce9160040161296f565b9091565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b91908110156125b05760051b0190565b5f1981146125ef5760010190565b61010081019081106001600160401b03821117612a3057604052565b634e487b7160e01b5f52604160045260245ffd5b90601f801991011681019081106001600160401b03821117612a3057604052565b60088210156125c45752565b908060209392818452848401375f828201840152601f01601f1916010190565b359061ffff8216820361005b57565b5f52600460205260405f205464ffffffffff8116908115612bad5760ff8160f01c16915f52600760205264ffffffffff60405f205460a01c1615612b725760a01c63ffffffff16801515919082612b67575b5081612afc575090565b60088110159150816125c4578015918215612b5a575b8215612b49575b8215612b38575b8215612b2b57505090565b9091506125c45760071490565b8092506125c4576006811491612b20565b8092506125c4576002811491612b19565b506001811491505f612b12565b42101591505f612af2565b60088210156125c45760018214918215612ba2575b5081612b91575090565b63ffffffff915060801c1642101590565b60021491505f612b87565b50505f90565b35801515810361005b5790565b600160501b8101919082106125ef57565b919082018092116125ef57565b356001600160a01b038116810361005b5790565b3561ffff8116810361005b5790565b818102929181159184041417156125ef57565b8115612c1e570490565b634e487b7160e01b5f52601260045260245ffd5b91908110156125b05760051b8101359060de198136030182121561005b570190565b6001600160401b038111612a305760051b60200190565b903590601e198136030182121561005b57018035906001600160401b03821161005b5760200191813603831361005b57565b5f5160206152b85f395f51905f525c612cc35760015f5160206152b85f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b612cdb81612aa0565b15612d7c57805f52600460205260405f2090815460ff8160f01c1660088110156125c4576006149081612d6d575b5015612d3d578164ffffffffff612d389354165f52600760205260405f2090612d3282826146fa565b9261479f565b600190565b612d679150604051906359caab9560e11b60208301526024820152602481526111a1604482612a44565b50600190565b6008915060f81c16155f612d09565b505f90565b5f5160206152585f395f51905f525c5f5f5160206152585f395f51905f525d60015b818110612dae575050565b80612dec6001925f5160206152585f395f51905f52015f815c915d805f525f5160206152585f395f51905f5260205260405f20905f825c925d6149fa565b01612da3565b600411156125c457565b359060ff8216820361005b57565b9060058210156125c45752565b359063ffffffff8216820361005b57565b8035600481101561005b57612e3c81612df2565b825260ff612e4c60208301612dfc565b16602083015260ff612e6060408301612dfc565b1660408301526060810135600581101561005b57612e82906060840190612e0a565b6080810135600581101561005b57612e9e906080840190612e0a565b60a0810135600581101561005b57612eba9060a0840190612e0a565b61ffff612ec960c08301612a91565b1660c083015261ffff612ede60e08301612a91565b1660e083015261ffff612ef46101008301612a91565b1661010083015261012081013580151580910361005b5761024091829161012085015263ffffffff612f296101408301612e17565b1661014085015263ffffffff612f426101608301612e17565b1661016085015263ffffffff612f5b6101808301612e17565b1661018085015263ffffffff612f746101a08301612e17565b166101a085015263ffffffff612f8d6101c08301612e17565b166101c085015263ffffffff612fa66101e08301612e17565b166101e08501526001600160a01b03612fc2610200830161295b565b166102008501526001600160a01b03612fde610220830161295b565b166102208501520135910152565b3560ff8116810361005b5790565b903590601e198136030182121561005b57018035906001600160401b03821161005b57602001918160051b3603831361005b57565b916020908281520191905f5b8181106130485750505090565b909192602080600192838060a01b036130608861295b565b16815201940192910161303b565b3563ffffffff8116810361005b5790565b4281118015906130b7575b80156130aa575b6130985750565b630cefbea960e31b5f5260045260245ffd5b5063ffffffff8111613091565b506303c2670042018042116125ef57811161308a565b80518210156125b05760209160051b010190565b9291909260409081516130f48382612a44565b6001815260208101601f1984013682378151156125b0576001600160a01b038581168252845184821660208201908152918916818701525f606082018190526001608083015260a082810152935160c082018190529193909291839160e0830191905b81811061324b575050613173925003601f198101835282612a44565b51902090815f52600960205264ffffffffff835f2054168061324357506003549364ffffffffff851664ffffffffff81146125ef5764ffffffffff1990951664ffffffffff60019687019081169182176003555f828152600760209081528782208054600165ff000000000160a01b0319166001600160a01b0397881617600160c81b17815560028101805491909a0180546001600160a01b0319169c88169c909c17909b556001600160a81b0319909a169390941692909217600160a01b179095559181526009909552932055565b955050505050565b84516001600160a01b0316835260209485019486945090920191600101613157565b9064ffffffffff8151166fffffffffffffffffffffff0000000000602083015160281b161763ffffffff60801b604083015160801b161763ffffffff60a01b606083015160a01b161763ffffffff60c01b608083015160c01b161761ffff60e01b60a083015160e01b161760c08201519160088310156125c45760e0015160f09290921b60ff60f01b161760f89190911b6001600160f81b031916179055565b604051365f82375f8036837f00000000000000000000000000000000000000000000000000000000000000005af43d5f833e15613348573d90f35b3d90fd5b919082039182116125ef57565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa928315613482575f936134be575b506040516323b872dd60e01b5f9081526001600160a01b039095166004523060245260448690529360209060648180855af19060015f511482161561349f575b50836040525f6060521561348d57826024816020936370a0823160e01b82523060048301525afa8015613482575f9061344e575b61342d925061334c565b90808203613439575050565b63049c0a1d60e11b5f5260045260245260445ffd5b506020823d60201161347a575b8161346860209383612a44565b8101031261005b5761342d9151613423565b3d915061345b565b6040513d5f823e3d90fd5b635274afe760e01b5f5260045260245ffd5b60018215166134b5573b15153d1516165f6133ef565b843d5f823e3d90fd5b9092506020813d6020116134ea575b816134da60209383612a44565b8101031261005b5751915f6133af565b3d91506134cd565b356001600160401b038116810361005b5790565b91906004355f52600460205260405f209182549064ffffffffff8216928315613d1d57835f52600760205260405f2095600287015460ff8160c81c1661354b81612df2565b15613d095760ff8560f01c1660088110156125c457600203613cf55763ffffffff8560a01c16421015613ce1576004355f52600560205260405f205460243514801590613cb9575b613ca55760e435916001600160401b03831680840361005b57804211613c8f576064359161ffff83169586840361005b576127108711613c77576135e5828d9a60f81c9b60018d16159b8c1591614b4b565b959015613c5e5760ff9060a01c16955f9a8a613c3a575b5089613c03575b6044356001600160401b0381169081810361005b57506084359081159a8b159687840361005b576136b2928c6136aa9260a43597506040519160208301937f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb80855260043560408501526024356060850152608084015260a08301528a60c08301528760e083015260c435610100830152610120820152610120815261170561014082612a44565b948587614561565b15613be957506040519388855260208501526040840152606083015260018060a01b0316907fc0a258829c18e5c5adb872b6339635cf842f81037be13cd977a412d1c65b3691608060043592a3958495613b08575b5050505050816002850154600360ff8260c81c1661372481612df2565b146138e9575b5060028501549063ffffffff8260a81c169261374961081f8542612bd1565b91865461ffff808260f81c98169560d81c1685106138dd575b826138d2575b600167ffffffff0000000160a01b031660f887901b6001600160f81b03191660e083901b61ffff60e01b161760a085901b63ffffffff60a01b161717600360f11b1787556040805194855261ffff909116602085015290159083015263ffffffff166060820152600435907faba1338c9e11743398f73bbd2ca6e99b89561ad4519371275296f006d0b344eb90608090a215613806575b5050505f90565b600816156138b65764ffffffffff5f925460a01c168252600a60205261386c61383f61081f63ffffffff60016040872001541642612bd1565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff60405191600183521660208201528160408201527f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a606060043592a35b5f80806137ff565b816138c46138cd93836146fa565b9160043561479f565b6138ae565b601090961795613768565b60088397179650613762565b948094939291505460ff60018601549660d01c16956040519060208201926001600160601b03199060601b1683526001600160601b03199060601b16603482015260288152613939604882612a44565b51902094855f52600d60205260405f20548060e01c9660018060e01b0397815f52600f60205260405f2054438160081c145f14613b005760ff16905b80821015613af95781995b61398a8b8361334c565b955f1981019081116125ef57808711613af1575b5061ffff8816945f5b8c888210613ab95750505f5b8c811080613a95575b156139cf576139ca90612a06565b6139b3565b9192939495969798999a9b5081600e0291600e8304036125ef576001821b935f1985019485116125ef57600e8301948584116125ef57816010869310613a87575b885f52600d60205260e01b95828416851c901b9361ffff8d16901b9216161717161760405f205560ff81105f14613a7e57600181018091116125ef57905b5f52600f6020524360081b1760405f2055600182018092116125ef5761ffff91613a7791612c14565b165f61372a565b5060ff90613a4e565b613a9090612a06565b613a10565b5080600e02600e810482036125ef57613fff61ffff8c1691858516901c16106139bc565b81613ac691989298612bd1565b80600e0290600e8204036125ef57600191613fff613aea92868616901c1690612bd1565b96016139a7565b95505f61399e565b8099613980565b505f90613975565b809294965060ff9193955060081c1693600185018095116125ef576001600160fc1b03831683036125ef578260041b601001806010116125ef571b8460081b179061ff0019906001841b17161793613bcf575b506004355f5260066020528260405f2055808210613bc657613b808260ff9285614be2565b9260901c16805f915b613bad57508060011b90808204600214901517156125ef5710155f80808080613707565b90613bbc906001831690612bd1565b9060011c80613b89565b50505050505f90565b609093919301806090116125ef576001901b17915f613b5b565b50633615713d60e21b9d9c50505050505050505050505050565b99506004355f52600660205260405f2054996001861b8b1615613603575b50633eebcaad60e01b9c9b505050505050505050505050565b90995060018711908115613c51575b50985f6135fc565b602091501615155f613c49565b50631b71941560e21b9c9b505050505050505050505050565b5063ef44ec2f60e01b9b9a5050505050505050505050565b5063fae6f42760e01b9998505050505050505050565b50631084d99960e31b979650505050505050565b506044356001600160401b0381169081810361005b575063ffffffff8660c01c161415613593565b5063041f95d160e51b979650505050505050565b506301f6ee9360e21b979650505050505050565b5063b5eb26e160e01b979650505050505050565b50630510aa5f60e41b95945050505050565b919082355f52600460205260405f209384549064ffffffffff821691821561454e57825f52600760205260405f2094600286015460ff8160c81c16613d7381612df2565b156145395760ff8360f01c1660088110156125c4576002036145245763ffffffff8360a01c1642101561450f5760208801359288355f52600560205260405f205484148015906144e7575b6144d15760e08901946001600160401b03613dd8876134f2565b1642116144ba5760608a019161271061ffff613df385612bf2565b1611613c775760f81c97613e108160018b1615998c8b1591614b4b565b959015613c5e5760ff8c9560a01c16965f9a8a614496575b5089614473575b613e3b604087016134f2565b613e4486612bf2565b6080880197613e5289612bb3565b60a08201359c613e61906134f2565b926040519460208601967f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb8088528435604088015260608701526001600160401b0316608086015261ffff1660a0850152151560c08401528b60e084015260c001356101008301526001600160401b03166101208201526101208152613ee861014082612a44565b519020613ef490614ddb565b92613f00918484614561565b1561445b57613f11613f6e94612bb3565b91613f1b84612bf2565b9261ffff604051941684521597881560208501526040840152606083015260018060a01b0316907fc0a258829c18e5c5adb872b6339635cf842f81037be13cd977a412d1c65b369160808c3592a3612bf2565b948394614377575b50505050816002840154600360ff8260c81c16613f9281612df2565b14614156575b5060028401549063ffffffff8260a81c1692613fb761081f8542612bd1565b91885461ffff808260f81c98169560d81c16851061414a575b8261413f575b600167ffffffff0000000160a01b031660f887901b6001600160f81b03191660e083901b61ffff60e01b161760a085901b63ffffffff60a01b161717600360f11b1789556040805194855261ffff909116602085015290159083015263ffffffff1660608201528435907faba1338c9e11743398f73bbd2ca6e99b89561ad4519371275296f006d0b344eb90608090a215614074575b505050505f90565b600816156141255760605f939264ffffffffff7f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a935460a01c168552600a6020526140ff6140d261081f63ffffffff600160408a2001541642612bd1565b85546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909555565b63ffffffff60405194600186521660208501528460408501523592a35b5f80808061406c565b826141338261413a956146fa565b923561479f565b61411c565b601090961795613fd6565b60088397179650613fd0565b95949380939291505460ff60018501549760d01c16966040519060208201926001600160601b03199060601b1683526001600160601b03199060601b166034820152602881526141a7604882612a44565b51902095865f52600d60205260405f20548060e01c9760018060e01b0398815f52600f60205260405f2054438160081c145f1461436f5760ff16905b8082101561436857819a5b6141f88c8361334c565b955f1981019081116125ef57808711614360575b5061ffff8816945f5b8d8882106143285750505f5b8d811080614304575b1561423d5761423890612a06565b614221565b9192939495969798999a9b9c5081600e0291600e8304036125ef576001821b935f1985019485116125ef57600e8301948584116125ef578160108693106142f6575b885f52600d60205260e01b95828416851c901b9361ffff8d16901b9216161717161760405f205560ff81105f146142ed57600181018091116125ef57905b5f52600f6020524360081b1760405f2055600182018092116125ef5761ffff916142e691612c14565b165f613f98565b5060ff906142bd565b6142ff90612a06565b61427f565b5080600e02600e810482036125ef57613fff61ffff8c1691858516901c161061422a565b8161433591989298612bd1565b80600e0290600e8204036125ef57600191613fff61435992868616901c1690612bd1565b9601614215565b95505f61420c565b809a6141ee565b505f906141e3565b90919294935060ff8160081c1693600185018095116125ef576001600160fc1b03831683036125ef578260041b60100190816010116125ef5761ffff16901b8460081b179061ff0019906001841b17161793614441575b5084355f5260066020528260405f2055808210614437576143f28260ff9285614be2565b9260901c16805f915b61441e57508060011b90808204600214901517156125ef5710155f808080613f76565b9061442d906001831690612bd1565b9060011c806143fb565b5050505050505f90565b609093919301806090116125ef576001901b17915f6143ce565b50633615713d60e21b9b9a5050505050505050505050565b94909950355f52600660205260405f2054986001861b8a16613c21578b94613e2f565b909950600188119081156144ad575b50985f613e28565b602091501615155f6144a5565b5063fae6f42760e01b9a9950505050505050505050565b50631084d99960e31b9998505050505050505050565b506144f460408a016134f2565b6001600160401b0363ffffffff8360c01c1691161415613dbe565b5063041f95d160e51b98975050505050505050565b506301f6ee9360e21b98975050505050505050565b5063b5eb26e160e01b98975050505050505050565b50630510aa5f60e41b9695505050505050565b90929192614570838583614e01565b5061457a81612df2565b159081614602575b506145f957813b1561406c576020936145c35f946110a660405193849289840196630b135d3f60e11b88526024850152604060448501526064840191612a71565b838052519161ea60fa5f513d826145ed575b50816145df575090565b630b135d3f60e11b14919050565b6020111591505f6145d5565b50505050600190565b6001600160a01b0384811691161490505f614582565b90815f52600460205260405f209164ffffffffff835416156146375750565b630510aa5f60e41b5f5260045260245ffd5b905460f01c60ff169060088210156125c45781614664575050565b6301f6ee9360e21b5f5260045260245260445ffd5b9080156146f6575f5160206152585f395f51905f525c80156146ea57825f525f5160206152585f395f51905f5260205260405f2092835c9182156146bf575b505001905d565b600191815f5160206152585f395f51905f52015d015f5160206152585f395f51905f525d5f806146b8565b506146f4916149fa565b565b5050565b5460108160f81c16612bad5761ffff9060e01c16600182015491600260ff8460e81c1661472681612df2565b146147995764ffffffffff905460a01c165f52600a60205260ff600360405f2001549260e01c16915f5b83811061475f57505050505f90565b6001600160fb1b03811681036125ef57818160051b1c61ffff8160101c1684101561478d5750600101614750565b61ffff16949350505050565b50905090565b92906148f46148336148d8856148de886148d86147eb99986001600160581b03895460281c1690896001870161ffff6127106147e182845460c01c1687612c01565b049e8f809661334c565b931690867f64bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d3608061482a612710614822878a612c01565b04809861334c565b9d8e9c87614f18565b946127106148418288612c01565b049861484d8a8861334c565b9d8915801599906149aa5780546aff000000000000ffffffff60a01b1916600360f01b179055604051838152309087907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b60405192835289602084015260408301526060820152a2546001600160a01b0316958691614974575b505061494357612bd1565b90614679565b85546001600160a01b0316928061491257612bd1565b82614900575b50505050565b61490993614f4f565b5f8080806148fa565b83897f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c46020604051858152a3612bd1565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a3612bd1565b7fa044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424604080518781528b6020820152a3848e6148cd565b80546aff000000000000ffffffff60a01b1916600160f21b179055604051838152339087907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a36148a4565b60405163a9059cbb60e01b5f9081526001600160a01b039092166004819052602484905292917f00000000000000000000000000000000000000000000000000000000000000009060209060448180855af19060015f5114821615614aad575b509060405215614a68575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f391835f52600e825260405f20614aa2828254612bd1565b9055604051908152a2565b3b15153d1516165f614a5a565b91909360ff604051948593602085019760c086019660018060a01b0316895260018060a01b03166040860152606085015216608083015260a0808301528051809352602060e083019101925f5b818110614b29575050614b23925003601f198101835282612a44565b51902090565b84516001600160a01b0316835260209485019486945090920191600101614b07565b9091939293614bac57600282015460a01c60ff16936001600160a01b0316915f5b858110614b7f575050505090505f905f90565b836001600160a01b03614b9383858761504b565b1614614ba157600101614b6c565b945050505060019190565b505460a01c64ffffffffff165f908152600a6020526040808220600101546001600160a01b03948516911c909316929092149190565b919091614bee82612c54565b92614bfc6040519485612a44565b828452601f19614c0b84612c54565b013660208601375f5f925b828410614c75575050505060018082811c921614614c63575f198101918183116125ef57614c55614c5c92614c4e61ffff95846130cd565b51926130cd565b5190612bd1565b60011c1690565b614c709061ffff926130cd565b511690565b9194936001849792941b831615614d41576001600160fc1b03871687036125ef578660041b601001806010116125ef578361ffff911c1695614cb685612a06565b945b8015801580614d23575b15614d02575f198201918083116125ef57614ce8614ce0848b6130cd565b51918a6130cd565b5215614cb857634e487b7160e01b5f52601160045260245ffd5b5096614d186001939798999296959499896130cd565b525b01929190614c16565b505f1982018281116125ef57614d3a8a918a6130cd565b5111614cc2565b939492919095600190614d1a565b905f8091602081519101845af48080614dc8575b15614d835750506040513d81523d5f602083013e60203d82010160405290565b15614da857639996b31560e01b5f9081526001600160a01b0391909116600452602490fd5b3d15614db9576040513d5f823e3d90fd5b63d6bda27560e01b5f5260045ffd5b503d151580614d635750813b1515614d63565b604290614de661509f565b906040519161190160f01b8352600283015260228201522090565b9060418303614e2b57614e249250602081013591604082359201355f1a906151b5565b9192909190565b50505f9160029190565b60ff811690601f8211614e645760405191614e51604084612a44565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b63ffffffff8111614e875763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b90815460f81c6002811615614f13576001825460f01c1615159081614f07575b506146f657815460ff60f01b1916600160f01b1782555460a01c64ffffffffff16614ee65750565b805463ffffffff60a01b19811660209190911b63ffffffff60a01b16179055565b6004915016155f614ebe565b505050565b549060048260f81c1615612bad57612710916001600160581b0361ffff6001614f4b94015460d01c169160281c16612c01565b0490565b939290916001835460f81c166150185760028101549260ff8460a01c169360018514615000575064ffffffffff905416945f52600660205260405f205494614fb260ff8760081c1693614fac614fa58683612c14565b9586612c01565b9061334c565b905f915b858310614fc7575050505050509050565b6001831b881615614ff757614feb906148d8614fe485878661504b565b9187612bd1565b60015f925b0191614fb6565b91600190614ff0565b92935050506146f492935060018060a01b0316614679565b6146f493945064ffffffffff9192505460a01c165f52600a60205260018060a01b03600160405f20015460401c16614679565b90919081615065575050600201546001600160a01b031690565b9091505f52600860205260405f205f1982018281116125ef57815411156125b0575f90815260209020015f1901546001600160a01b031690565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316148061518c575b156150fa577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152614b2360c082612a44565b507f000000000000000000000000000000000000000000000000000000000000000046146150d1565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841161522c579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15613482575f516001600160a01b0381161561522257905f905f90565b505f906001905f90565b5050505f916003919056fee3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b3d981dce384f5f58077bbc724b32856578a512bfa844e6d897d7428c91078dc63ef137df1d007645178f3f70e5c306d8d0b84bb5c70cabda9bb0f8f3c71932a0f30a5b75f3cf0396f11ab127ef40604495ea6a506e22f95add945b415ffbb69609b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f006101a0806040523461021a57602081616a5f8038038091610020828561021e565b83398101031261021a57516001600160a01b0381169081810361021a5760405161004b60408261021e565b600a815260208101906941534120457363726f7760b01b82526040519161007360408461021e565b600183526020830191603160f81b835261008c81610241565b6101205261009984610241565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010260c08261021e565b5190206080523060c052811561020b57610160526040519061138d8083016001600160401b038111848210176101f75760209284926156d2843981520301905ff080156101ec576001600160a01b03166101805260405161542590816102ad823960805181614fc3015260a0518161507a015260c05181614f8d015260e05181615012015261010051816150380152610120518150506101405181505061016051818181610168015281816101db01528181610a310152818161112d0152818161236e0152818161256f0152818161263e015281816129350152613cd70152610180518160200152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101f757604052565b601f81511161026c57602081519101516020821061025d571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60e06040526004361015610056575b3461005257604051365f82375f8036837f00000000000000000000000000000000000000000000000000000000000000005af43d5f833e1561004e573d90f35b3d90fd5b5f80fd5b5f5f3560e01c806302b2f7c71461153357806318b683fb146113ad5780631db1b7f81461134f5780633a3eb6fc146112ed57806341dd26f514611293578063463a48a514611088578063467da4d714610f9e57806347c49a5914610f285780634c5d8a0f14610f0a5780635b7baf6414610e40578063698616a614610af15780637ba1586c146109b657806384b0196e146109ad5780638c08ecd414610980578063b395572a146106cb578063c6af752b146105e8578063c9a84bb9146104b1578063d6da414e1461033f578063d75c45ad14610306578063e933fa2e146102d8578063f29783f51461019a5763fc0c546a14610153575061000e565b346101975780600319360112610197576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b5034610197576020366003190112610197576004356001600160401b0381116102d4576101cb903690600401611715565b90916101d56128c1565b809181907f0000000000000000000000000000000000000000000000000000000000000000905b80831061021e57602085855f5160206153e55f395f51905f525d604051908152f35b90919361023461022f868489611aae565b611a32565b6001600160a01b038116808652600e6020526040862054909181156102c8578161026c91848952600e60205288604081205587614c0c565b156102b257916102a8917f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020600195604051908152a26127b1565b945b0191906101fc565b60019296918652600e60205260408620556102aa565b505050936001906102aa565b5080fd5b5034610197576060366003190112610197575060206102fe604435602435600435614a63565b604051908152f35b503461019757602036600319011261019757602061032d61032561278b565b600435613eb5565b6040516001600160a01b039091168152f35b5034610197576060366003190112610197576004359060243561ffff8116928382036104ad5761036d6128c1565b610376816127bf565b60ff815460f01c166008811015610499576007810361047d575080549164ffffffffff831685526007602052604085209264ffffffffff845460a01c168652600a60205260018060a01b03600260408820015416330361046a5763ffffffff9060a01c16804210156104525750612710861161043e5761042b94956040519081526044356020820152817ff1908302396ec6554280fc02ac703633b476b3b26b7ccf223734e0aded75e10c60403393a36140c5565b805f5160206153e55f395f51905f525d80f35b6390d4c9af60e01b85526004869052602485fd5b63041f95d160e51b8652600491909152602452604484fd5b63472511eb60e11b865233600452602486fd5b84610497604492856301f6ee9360e21b8452600452611f78565bfd5b634e487b7160e01b85526021600452602485fd5b8280fd5b5034610197576060366003190112610197576024356001600160a01b03811690600435908281036105e4576044356001600160401b0381116105e0576104fb903690600401611763565b5050610506826127bf565b9061051182846127f0565b815464ffffffffff16855260076020526040852080546001600160a01b0316330361046a5760018101546001600160a01b03166105cc5784156105bd57600201546001600160a01b0316908482146105a95764ffffffffff9161057491336148e1565b1664ffffffffff198254161790557f9a87df076ea1725aba8ba29d32517ce37c9597d88cbf16ec6707892cc330ab698380a380f35b631d57543d60e21b86526004859052602486fd5b63d92e233d60e01b8652600486fd5b638996fa2f60e01b86526004849052602486fd5b8480fd5b8380fd5b50346101975761010036600319011261019757604435906001600160401b038216918281036102d457506064359061ffff8216918281036102d45750608435801515908181036104ad575060e4356001600160401b038116928382036101975760206102fe8787878760405192868401947f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb80865260043560408601526024356060860152608085015260a084015260c083015260a43560e083015260c43561010083015261012082015261012081526106c361014082611992565b519020614f05565b50346101975760203660031901126101975760043580825260046020526040822080549064ffffffffff82168452600760205260ff604085209260f01c169264ffffffffff835460a01c168015801561096d575b156107715750806107429464ffffffffff855460a01c16610745575b5050613dbe565b80f35b60405f5160206153455f395f51905f529161076282518092611f86565b60026020820152a2805f61073b565b600885101561095957846108bd57505f5160206153455f395f51905f526040829394956107a082518092611f86565b60026020820152a2600282546107b7600585614ab2565b827f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92328780a260f81c16156108ab57610800836001600160581b0380855460281c165b1693613d74565b918061084f575b5081610814575b50505080f35b610847926001808060a01b039101541680915f5160206153a55f395f51905f5260408051868152886020820152a3613c5d565b5f808061080e565b6108a59060018060a01b03855416835f5160206154055f395f51905f5260806040518a81528a60208201528560408201528a6060820152a280845f5160206153855f395f51905f526020604051868152a3613c5d565b5f610807565b610800836001600160581b03866107f9565b600285036108d057506107429350614373565b600685036108e357506107429350612822565b859392919352600a602052825f5160206153455f395f51905f52604060ff8189205460281c169661091682518092611f86565b61092360208201896117a9565ba26005841015610499578361094757610742935061094182826142ce565b926140c5565b61095361074294613edf565b92613f08565b634e487b7160e01b86526021600452602486fd5b506008851015610959576001851461071f565b503461019757602036600319011261019757602061032d61099f61278b565b600435600160ff1b17613eb5565b50346101975780fd5b5034610197576020366003190112610197576109d06116eb565b6109d86128c1565b6001600160a01b0316808252600e602052604082205491908215610ade57808252600e602052816040812055807f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020604051868152a27f0000000000000000000000000000000000000000000000000000000000000000906040519063a9059cbb60e01b84526004528360245260208360448180865af1906001845114821615610abd575b60405215610aa157602083835f5160206153e55f395f51905f525d604051908152f35b635274afe760e01b82526001600160a01b031660045260249150fd5b906001811516610ad557823b15153d15161690610a7e565b503d83823e3d90fd5b636e34ee0b60e11b825260045260249150fd5b5034610197576060366003190112610197576004356024356001600160401b0381116104ad57610b25903690600401611715565b9190610b2f611745565b92610b39836127bf565b9081549064ffffffffff821687526007602052604087209060ff8360f81c9360f01c16946001841615159564ffffffffff845460a01c16908115610e2c576008811015610e1857600181141580610e0d575b610df357508952600a60205260408920938615610da657600185015460401c6001600160a01b03163303610d935760018303610d845760fe606091898c5260066020528b60408120551617975b83546001808601805491909701546001600160a01b03918216928281169264ffffffffff92610c129187918a918a9160401c168888613727565b60a01c16808d52600b6020528c610c3b604082205486610c33368b8b6119de565b918787612b5e565b80915260096020528d64ffffffffff604082205416988915610cc1575b508a5465010000000000600160f81b031660f88f901b6001600160f81b03191664ffffffffff8b16908117919091178c5560408051918252602082018e905233918f917f8bfef0d90359a0fbda9cf655fb9dc8527bdebe63c43a09efac8a6df9f0fc173291a380f35b90919293949596979850600354996040610ce164ffffffffff8d16611a46565b9364ffffffffff8516809d64ffffffffff191617600355849c8152600760205220918a15610d6e579160028a9896949264ffffffffff9d9c9a989694610d29610d5f9d611a32565b918a60c81b60ff60c81b19835416178555546001850155826001600160581b0360a81b91015416908b60a01b1717910155613815565b505f8080808080808d81610c58565b5050634e487b7160e01b8f52603260045260248ffd5b6338fcc38760e21b8a5260048afd5b63472511eb60e11b8a523360045260248afd5b6002840154336001600160a01b0382161480159190610de1575b508015610dd5575b610d935760201797610bd8565b50602081161515610dc8565b60a01c60ff166001141590505f610dc0565b8a6104976044928b6301f6ee9360e21b8452600452611f78565b506002811415610b8b565b634e487b7160e01b8b52602160045260248bfd5b63b5eb26e160e01b8b52600489905260248bfd5b50346101975760203660031901126101975760043590610e5e6128c1565b610e67826127bf565b80549064ffffffffff821683526007602052604083209160ff8160f01c16600881101561049957600181148015610eec575b15610ed2575063ffffffff9060801c16804210610ebb575061042b9293613dbe565b630a476e4560e31b84526004859052602452604483fd5b84610497604492886301f6ee9360e21b8452600452611f78565b50600281148015610e99575064ffffffffff845460a01c1615610e99565b50346101975780600319360112610197576020600254604051908152f35b50346101975760c0366003190112610197576060366023190112610197576084356001600160401b0381116102d457610f65903690600401611763565b9060a435916001600160401b0383116105e457608060031984360301126105e45761042b92610f926128c1565b600401916004356121b0565b50346101975760203660031901126101975760043590610fbc6128c1565b610fc5826127bf565b9182549264ffffffffff8416835260076020526040832091610fe782826127f0565b60018301546001600160a01b031694338690036110755760f81c60041615611061578461042b9495827f63f436701ffabb1b1a21ed9a08b67d647d4e8eb27521dedc92e2b1c2b14fcaa8602061103d8888613d74565b604051908152a3815f5160206153655f395f51905f526020604051898152a3613b78565b636e34ee0b60e11b84526004859052602484fd5b63472511eb60e11b855233600452602485fd5b50346100525760e03660031901126100525760a43560043560c4356001600160401b038111610052576110bf903690600401611763565b6110ca9291926128c1565b6110d3826127bf565b9264ffffffffff8454165f52600760205261110460405f2060018060a01b03815416956044359160243591876139a4565b6040516374a5008160e11b81526001600160a01b038681166004830152602482018890529192917f00000000000000000000000000000000000000000000000000000000000000001690602081604481855afa908115611259575f91611264575b501593846111bc575b5050507feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d8916111a1602092868680613b37565b60405190158152a4805f5160206153e55f395f51905f525d80f35b6111cd6111c761278b565b87613eb5565b91803b15610052575f9283896112048c956040519889978896879563cf09299560e01b87528d608435926064359260048a01612139565b03925af180156112595761121a575b808061116e565b60209196509161124b5f7feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d894611992565b6111a15f9792505091611213565b6040513d5f823e3d90fd5b611286915060203d60201161128c575b61127e8183611992565b810190612101565b5f611165565b503d611274565b34610052576060366003190112610052576044356001600160401b038111610052576112c3903690600401611763565b50506112cd6128c1565b6112db602435600435611f93565b5f5f5160206153e55f395f51905f525d005b34610052576060366003190112610052576112db60043561130c6128c1565b611315816127bf565b9064ffffffffff8254165f52600760205261133d60405f2092604435908460243591856139a4565b91546001600160a01b03169080613b37565b34610052576102c0366003190112610052576113696116eb565b6024356001600160401b03811161005257611388903690600401611715565b611393929192611745565b90610260366063190112610052576020936102fe93611ad2565b34610052576020366003190112610052576004356113c96128c1565b5f5f6113d4836127bf565b5464ffffffffff81165f52600760205260405f20908060f81c9060ff8160f01c16600881101561151f571590816114ef575b508091816114e3575b826114d2575b826114c6575b50156114b5575b1561149e575b821580611496575b6114835780546040946114679284926114549087906001600160a01b031684612b11565b600101546001600160a01b031690612b11565b5f5f5160206153e55f395f51905f525d82519182526020820152f35b8363773b117d60e11b5f5260045260245ffd5b508115611430565b90506114af600160ff1b8417612903565b90611428565b92506114c084612903565b92611422565b6004161591508661141b565b835460f01c60011615159250611415565b6002811615915061140f565b835460a01c64ffffffffff16159150811561150c575b5086611406565b63ffffffff915060a01c16421086611505565b634e487b7160e01b5f52602160045260245ffd5b3461005257604036600319011261005257600435611550816127bf565b9060ff825460f01c16600881101561151f57600681036116d05750815464ffffffffff81165f90815260076020526040902080549091336001600160a01b0383161415806116b9575b6116a65763ffffffff9060a01c1680421015611690575060a01c64ffffffffff165f908152600a60205260409020600201546001600160a01b03161561167d5764ffffffffff905460a01c165f52600a60205261163b61160e61160963ffffffff600160405f2001541642613db1565b614f2b565b83546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909355565b63ffffffff604051925f845216602083015260243560408301527f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a60603393a3005b5063745e432360e01b5f5260045260245ffd5b8363041f95d160e51b5f5260045260245260445ffd5b63472511eb60e11b5f523360045260245ffd5b5060018301546001600160a01b0316331415611599565b6116e6916301f6ee9360e21b5f52600452611f78565b60445ffd5b600435906001600160a01b038216820361005257565b35906001600160a01b038216820361005257565b9181601f84011215610052578235916001600160401b038311610052576020808501948460051b01011161005257565b6044359060ff8216820361005257565b359060ff8216820361005257565b9181601f84011215610052578235916001600160401b038311610052576020838186019501011161005257565b359061ffff8216820361005257565b6004111561151f57565b90600582101561151f5752565b359063ffffffff8216820361005257565b6102608101929180356004811015610052576117e28161179f565b825260ff6117f260208301611755565b16602083015260ff61180660408301611755565b16604083015260608101356005811015610052576118289060608401906117a9565b60808101356005811015610052576118449060808401906117a9565b60a08101356005811015610052576118609060a08401906117a9565b61ffff61186f60c08301611790565b1660c083015261ffff61188460e08301611790565b1660e083015261ffff61189a6101008301611790565b166101008301526101208101358015158091036100525761024091829161012085015263ffffffff6118cf61014083016117b6565b1661014085015263ffffffff6118e861016083016117b6565b1661016085015263ffffffff61190161018083016117b6565b1661018085015263ffffffff61191a6101a083016117b6565b166101a085015263ffffffff6119336101c083016117b6565b166101c085015263ffffffff61194c6101e083016117b6565b166101e08501526001600160a01b036119686102008301611701565b166102008501526001600160a01b036119846102208301611701565b166102208501520135910152565b90601f801991011681019081106001600160401b038211176119b357604052565b634e487b7160e01b5f52604160045260245ffd5b6001600160401b0381116119b35760051b60200190565b9291906119ea816119c7565b936119f86040519586611992565b602085838152019160051b810192831161005257905b828210611a1a57505050565b60208091611a2784611701565b815201910190611a0e565b356001600160a01b03811681036100525790565b64ffffffffff1664ffffffffff8114611a5f5760010190565b634e487b7160e01b5f52601160045260245ffd5b3563ffffffff811681036100525790565b3580151581036100525790565b3561ffff811681036100525790565b3560ff811681036100525790565b9190811015611abe5760051b0190565b634e487b7160e01b5f52603260045260245ffd5b92916080526040516020810190611afc81611aee6064856117c7565b03601f198101835282611992565b51902091611b19611b1036608051856119de565b82858733612b5e565b92835f52600960205260405f205480611f6f5750611b38906064612bef565b936001600160a01b03811615611f6057610264356001600160a01b038116810361005257611b678183336136c6565b610284356001600160a01b038116810361005257611b98918491611b8c9085336136c6565b85608051918533613727565b600354611bab64ffffffffff8216611a46565b64ffffffffff1990911664ffffffffff8216176003556101a4359563ffffffff87168703610052576101843580151581036100525715611f5a5760015b6101c43563ffffffff8116810361005257610144359061ffff82168203610052576101643560c05261ffff60c0511660c05103610052576084359260ff8416840361005257600460643510156100525760805115611abe57611c4989611a32565b610204359063ffffffff821682036100525760a4359360ff851685036100525761ffff610124351661012435036100525760405196610220880160a0528760a051106001600160401b0360a05111176119b35761ffff611f579f9763ffffffff60ff99948f8f9060808f8f929c8f9a879e908c899264ffffffffff829660a051604052338a521660208901521660408701521660608501521691015260018060a01b031660a08d01521660c08b01521660e089015261ffff60c0511661010089015216610120870152611d1d60643561179f565b60643561014087015260018060a01b03166101608601528360805116610180860152166101a0840152611d5160643561179f565b6064356101c0840152166101e08201526101243561ffff1661020082015264ffffffffff83165f90815260076020908152604091829020835181549285015193850151606086015160808701516001600160f81b03199095166001600160a01b039384161760a096871b64ffffffffff60a01b161760c89290921b60ff60c81b169190911760d09190911b63ffffffff60d01b161760f09390931b60ff60f01b169290921781558284015160018201805460c08701516001600160c01b031990911692909416919091179290931b63ffffffff60a01b1691909117825560029160e084015181549061ffff60d01b61010087015160d01b1660ff60e01b61012088015160e01b1691610140880151611e688161179f565b611e718161179f565b65ffffffffffff60c01b1990941660c09190911b61ffff60c01b1617171760e89190911b60ff60e81b16179055610160830151910180546101808401516101a08501516001600160c81b03199092166001600160a01b03949094169390931760a09390931b60ff60a01b169290921760a89290921b63ffffffff60a81b16919091178155906101c081015190611f068261179f565b611f0f8261179f565b825460ff60d01b6101e083015160d01b169161020061ffff60d81b91015160d81b169260ff60c81b9060c81b169063ffffffff60c81b19161717179055608051953392613815565b90565b5f611be8565b63d92e233d60e01b5f5260045ffd5b94505050505090565b600881101561151f57602452565b90600882101561151f5752565b611f9c816127bf565b9182549064ffffffffff82165f52600760205260ff60405f209260f01c16600881101561151f5780156120c55764ffffffffff835460a01c166120b2576001811415806120a7575b61208f575060028201546001600160a01b031633036116a6575f5160206153855f395f51905f52916020916001600160581b03865460281c1695600160f21b60ff60f01b19825416179055604051908152845f5160206153655f395f51905f52843393a3835f5160206154055f395f51905f5260806040515f81525f868201528860408201525f6060820152a2546001600160a01b0316936120868186613c5d565b604051908152a3565b6301f6ee9360e21b5f5260048490526116e690611f78565b506002811415611fe4565b8363b5eb26e160e01b5f5260045260245ffd5b50815490939192906001600160a01b031633036116a6576120ff93604051908152815f5160206153655f395f51905f5260203393a3613b78565b565b90816020910312610052575180151581036100525790565b908060209392818452848401375f828201840152601f01601f1916010190565b93909260e09592611f5799979460018060a01b0316865260018060a01b0316602086015260408501526060840152608083015260a08201528160c08201520191612119565b903590601e198136030182121561005257018035906001600160401b0382116100525760200191813603831361005257565b90926121bb826127bf565b938454935f9564ffffffffff86165f52600760205260405f20906001825460f01c1615612778576121ec81876127f0565b8660f81c96600488166127655763ffffffff8160a01c168042101561274f5750865f52600560205260405f2054906024359060443592604051602081019084825285604082015260408152612242606082611992565b5190200361273c57600185018054909790966001600160a01b03881691816126a357505033036116a657606089926122e360046127106122bb7fc7dd571013e2329bec1855a2061e298b8dd96c8aed673d08782f0c58dd10c56b966001600160581b0361ffff6123059e5b60d01c169160281c16613802565b89546001600160f81b031692909f1760f81b6001600160f81b031916919091178855909c049b565b60018060a01b038954169460405191825260208201528b6040820152a3614ae0565b831561269c57546001600160a01b031691600160ff1b81179161232f61232961278b565b84613eb5565b906060810161233e818361217e565b905015158061260b575b61256d575b50506040516370a0823160e01b81526001600160a01b0391821660048201527f000000000000000000000000000000000000000000000000000000000000000091821690602081602481855afa90811561256257908791899161252d575b50106123bd5750506120ff9450613b37565b6040516370a0823160e01b815230600482015293509150602083602481855afa9283156125225786936124ee575b50604051936323b872dd60e01b8752600452306024528460445260208660648180855af19060018751148216156124cf575b508360405285606052156124bd57826024816020936370a0823160e01b82523060048301525afa80156124b257849061247e575b61245b92506128f6565b9080820361246857505050565b63049c0a1d60e11b835260045260245260449150fd5b506020823d6020116124aa575b8161249860209383611992565b810103126100525761245b9151612451565b3d915061248b565b6040513d86823e3d90fd5b635274afe760e01b8552600452602484fd5b60018215166124e5573b15153d1516165f61241d565b843d88823e3d90fd5b9092506020813d60201161251a575b8161250a60209383611992565b810103126100525751915f6123eb565b3d91506124fd565b6040513d88823e3d90fd5b9150506020813d60201161255a575b8161254960209383611992565b81010312610052578690515f6123ab565b3d915061253c565b6040513d8a823e3d90fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906125a2908361217e565b929091803b1561005257875f8a6125e188978397604051998a988997889663cf09299560e01b8852604083013593602084013593359260048a01612139565b03925af18015611259576125f6575b8061234d565b6126039196505f90611992565b5f945f6125f0565b50604080516374a5008160e11b81526001600160a01b0388166004820152908301356024820152602081806044810103817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa908115611259575f9161267d575b5015612348565b612696915060203d60201161128c5761127e8183611992565b5f612676565b5050505050565b6064989394959697983580421161272a57906126c46126ca93928989614a63565b84614b55565b1561271857506060612305969594936122e360046127106122bb8e976001600160581b0361ffff7fc7dd571013e2329bec1855a2061e298b8dd96c8aed673d08782f0c58dd10c56b996122ad565b633615713d60e21b5f5260045260245ffd5b631806671960e31b5f5260045260245ffd5b88630c387f5b60e11b5f5260045260245ffd5b8763041f95d160e51b5f5260045260245260445ffd5b86637802729160e11b5f5260045260245ffd5b8563fecc541d60e01b5f5260045260245ffd5b61022260405161279e6020830182611992565b8181526020810191615123833951902090565b5f198114611a5f5760010190565b90815f52600460205260405f209164ffffffffff835416156127de5750565b630510aa5f60e41b5f5260045260245ffd5b905460f01c60ff1690600882101561151f578161280b575050565b6301f6ee9360e21b5f526004526116e69150611f78565b9060607f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a9164ffffffffff5f955460a01c168552600a6020526128a561287861160963ffffffff600160408a2001541642613db1565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff6040519160018352166020820152846040820152a3565b5f5160206153e55f395f51905f525c6128e75760015f5160206153e55f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b91908203918211611a5f57565b61291461290e61278b565b82613eb5565b6040516370a0823160e01b81526001600160a01b03828116600483018190527f00000000000000000000000000000000000000000000000000000000000000009091169390929091602081602481885afa908115611259575f91612adf575b5015612ad7573b15612aa6575b506040516370a0823160e01b815230600482015290602082602481865afa918215611259575f92612a71575b5060205f9160246040518094819362b40d3160e11b83528860048401525af1801561125957612a40575b506020602492604051938480926370a0823160e01b82523060048301525afa8015611259575f90612a0c575b611f5792506128f6565b506020823d602011612a38575b81612a2660209383611992565b8101031261005257611f579151612a02565b3d9150612a19565b6020813d602011612a69575b81612a5960209383611992565b81010312610052575060206129d6565b3d9150612a4c565b9091506020813d602011612a9e575b81612a8d60209383611992565b8101031261005257519060206129ac565b3d9150612a80565b6040516102228082018281106001600160401b038211176119b3578291615123833903905ff515611259575f612980565b505050505f90565b90506020813d602011612b09575b81612afa60209383611992565b8101031261005257515f612973565b3d9150612aed565b91908115612b59576040518281526120ff936001600160a01b038316917f80da2b855a7afd810e763338ee07bbf6b88883805c91bf3d098618fd46202ca590602090a3613c5d565b505050565b91909360ff604051948593602085019760c086019660018060a01b0316895260018060a01b03166040860152606085015216608083015260a0808301528051809352602060e083019101925f5b818110612bcd575050612bc7925003601f198101835282611992565b51902090565b84516001600160a01b0316835260209485019486945090920191600101612bab565b9190805f52600c60205264ffffffffff60405f205416806136c157508235600481101561005257612c1f8161179f565b801561369257612c2e8161179f565b600281036135265760ff612c4460208601611aa0565b1615801590613518575b6134d2575b612c5c8161179f565b604084019360ff612c6c86611aa0565b16151560038314148015906134bd575b61348657606081013594600586101561005257851561344f576080820135916005831015610052575f9183158015613442575b61340a5760a0820135600581101561005257600481146133d25761020083019460048a146001600160a01b03612ce488611a32565b1615158114908115916133aa575b506133715760c084019561271061ffff612d0b89611a91565b1611801561333e575b613304576102208501916001600160a01b03612d2f84611a32565b161515806132ea575b6132b25760e08601976103e861ffff612d508b611a91565b161161327c57610100870195614e2061ffff612d6b89611a91565b16116132495761ffff612d7d88611a91565b16151580613235575b6131ef5761014088019063ffffffff612d9e83611a73565b161580156131d5575b6131a0576301e1338063ffffffff612dbe84611a73565b16118015613181575b8015613162575b8015613143575b8015613124575b8015613105575b6130cc576003549b8c60281c64ffffffffff16612dff90611a46565b64ffffffffff81169d8160281b69ffffffffff0000000000169069ffffffffff00000000001916176003559f8d5f52600a60205260405f2099612e418361179f565b8a5492612e5060208e01611aa0565b60081b61ff001694612e6190611aa0565b60101b62ff0000169d610052577f44aeb42e1b4a47e45dba7046628c1052a2fd5df69c32d5f70c176312c52361b19e6130c79e61306a9c8f9961ffff60401b612ec667ffff000000000000612ebc65ff000000000094611a91565b60301b1695611a91565b60401b169561ffff60501b90612edb90611a91565b60501b1697612eed6101208d01611a84565b151560601b9a63ffffffff60681b90612f0590611a73565b60681b169b63ffffffff60881b90612f209061016001611a73565b60881b169c64ff0000000063ffffffff60881b199b63ffffffff60681b199a63ff00000060ff60601b199a61ffff60501b199961ffff60401b199767ffff00000000000019958a199388199260ff871992169062ffffff19161716171617169160181b1617169160201b1617169160281b1617161716171617169060ff60601b161717178455612fd6612fb66101808701611a73565b855463ffffffff60a81b191660a89190911b63ffffffff60a81b16178555565b612fe36101a08601611a73565b845463ffffffff60c81b191660c89190911b63ffffffff60c81b16178455600184019063ffffffff6130186101c08801611a73565b169082549167ffffffff000000006130336101e08a01611a73565b60201b169168010000000000000000600160e01b039061305290611a32565b60401b169263ffffffff60e01b161717179055611a32565b600282019060018060a01b03166001600160601b0360a01b8254161790556003610240830135910155835f52600b6020528460405f2055845f52600c60205260405f208464ffffffffff19825416179055604051918291826117c7565b0390a3565b60405163f191a03160e01b815260206004820152601060248201526f74696d656f757420746f6f206c6f6e6760801b6044820152606490fd5b506301e1338063ffffffff61311d6101e08c01611a73565b1611612de3565b506301e1338063ffffffff61313c6101c08c01611a73565b1611612ddc565b506301e1338063ffffffff61315b6101a08c01611a73565b1611612dd5565b506301e1338063ffffffff61317a6101808c01611a73565b1611612dce565b506301e1338063ffffffff6131996101608c01611a73565b1611612dc7565b60405163f191a03160e01b815260206004820152600c60248201526b1e995c9bc81d1a5b595bdd5d60a21b6044820152606490fd5b5063ffffffff6131e86101608b01611a73565b1615612da7565b60405163f191a03160e01b815260206004820152601b60248201527f636f6c6c61746572616c206e6565647320616363657074616e636500000000006044820152606490fd5b506132436101208901611a84565b15612d86565b60405163f191a03160e01b815260206004820152600a60248201526918dbdb1b185d195c985b60b21b6044820152606490fd5b60405163f191a03160e01b815260206004820152600d60248201526c6576616c7561746f722066656560981b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d19481d1a5b595bdd5d608a1b6044820152606490fd5b5063ffffffff6132fd6101c08801611a73565b1615612d38565b60405163f191a03160e01b8152602060048201526011602482015270191a5cdc1d5d19481d1a1c995cda1bdb19607a1b6044820152606490fd5b5061ffff61334b88611a91565b1615158015612d1457506001600160a01b0361336a6102208701611a32565b1615612d14565b60405163f191a03160e01b815260206004820152601060248201526f3130b1b5bab81032bb30b63ab0ba37b960811b6044820152606490fd5b9050806133b8575b5f612cf2565b5063ffffffff6133cb6101808601611a73565b16156133b2565b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d1948191959985d5b1d608a1b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e3330b6363130b1b59030b1ba34b7b760891b6044820152606490fd5b505f925060048414612caf565b60405163f191a03160e01b815260206004820152600e60248201526d39b4b632b731b29030b1ba34b7b760911b6044820152606490fd5b60405163f191a03160e01b815260206004820152600e60248201526d726f6c6c696e672077696e646f7760901b6044820152606490fd5b50601060ff6134cb87611aa0565b1611612c7c565b60405163f191a03160e01b815260206004820152601960248201527f636f6e74696e756f75732074616b6573206e6f207469657273000000000000006044820152606490fd5b506102408401351515612c4e565b61024084013561353860208601611aa0565b60ff81169081158015613688575b61365557600882109081613637575b506135fe575f915f195b82841061356f5750505050612c53565b6001600160fb1b0384168403611a5f57818460051b1c61ffff8160101c169161271083119182156135ec575b5081156135e1575b506135b35760019093019261355f565b60405163f191a03160e01b8152602060048201526005602482015264746965727360d81b6044820152606490fd5b90508110155f6135a3565b61271091925061ffff1611905f61359b565b60405163f191a03160e01b815260206004820152601060248201526f756e757365642074696572206269747360801b6044820152606490fd5b905060ff81168203611a5f57611fe0839160051b161c15155f613555565b60405163f191a03160e01b815260206004820152600a6024820152691d1a595c8818dbdd5b9d60b21b6044820152606490fd5b5060088211613546565b60405163f191a03160e01b8152602060048201526006602482015265706f6c69637960d01b6044820152606490fd5b925050565b6001600160a01b03909216918215159190826136f8575b50506136e65750565b631d57543d60e21b5f5260045260245ffd5b6001600160a01b0316831491508115613714575b505f806136dd565b6001600160a01b0316821490505f61370c565b90929193948580159182156137f7575b82156137eb575b82156137de575b50506137cf57926001600160a01b03165f5b85811061376657505050505050565b61377461022f828886611aae565b6001600160a01b038116908115611f60576137909086886136c6565b8281146137cf575f5b8281106137aa575050600101613757565b816001600160a01b036137c161022f848c8a611aae565b16146137cf57600101613799565b6338fcc38760e21b5f5260045ffd5b60ff16119050855f613745565b60ff811615925061373e565b600882119250613737565b81810292918115918404141715611a5f57565b968091989796959396949294600182116138e4575b64ffffffffff169469ffffffffff00000000008160281b168617995f5260096020528960405f205560ff6040519564ffffffffff606088019316875216602086015260606040860152526080830194905f5b8181106138be575050506001600160a01b039081169416927f7a63e8969f3f71d60834bbc944d0071efb37be61016b48ac8f294f4d7da41782919081900390a4565b909195602080600192838060a01b036138d68b611701565b16815201970192910161387c565b90600111610052575f19820164ffffffffff82165f52600860205260405f206001600160401b0382116119b3576801000000000000000082116119b3578054828255808310613974575b509083929160208901905f5260205f205f5b838110613950575050505061382a565b8293949550602061396360019394611a32565b848301558796959401929101613940565b815f526001858060205f2001920301905f5b82811061399457505061392e565b5f8282015f190155600101613986565b9492936139b182876127f0565b81548060f81c9160028316613b2457845460a01c64ffffffffff16801591908280613b0f575b613afc576001600160581b038460281c16988915613ae957808a03613ad257508215613ac057505f905b808203613aab5750501580613a98575b613a78575081546001600160f81b0316600290911760f81b6001600160f81b031916178155929391926120ff9260018060a01b03835416907fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b36020604051898152a3614ae0565b63ffffffff908763041f95d160e51b5f5260045260a01c1660245260445ffd5b5063ffffffff8160a01c16421015613a11565b635b81897960e01b5f5260045260245260445ffd5b5f52600b60205260405f205490613a01565b899063733580bd60e01b5f5260045260245260445ffd5b63e1e293c360e01b5f525f60045260245ffd5b8963e9dab5e960e01b5f5260045260245ffd5b5060018701546001600160a01b0316156139d7565b8763abbc9c0160e01b5f5260045260245ffd5b9190613b4590949394612903565b93808510613b6157613b5b906120ff94956128f6565b91612b11565b849063049c0a1d60e11b5f5260045260245260445ffd5b60028254613b87600485614ab2565b60f81c1615613c4b57613baa836001600160581b0380855460281c161693613d74565b9180613bef575b5081613bbc57505050565b6120ff926001808060a01b039101541680915f5160206153a55f395f51905f52604080518681525f6020820152a3613c5d565b613c459060018060a01b03855416835f5160206154055f395f51905f5260806040515f81525f60208201528560408201525f6060820152a280845f5160206153855f395f51905f526020604051868152a3613c5d565b5f613bb1565b613baa836001600160581b035f6107f9565b908015613d52575f5160206153c55f395f51905f525c8015613cce57825f525f5160206153c55f395f51905f5260205260405f2092835c918215613ca3575b505001905d565b600191815f5160206153c55f395f51905f52015d015f5160206153c55f395f51905f525d5f80613c9c565b5090613cfb82827f0000000000000000000000000000000000000000000000000000000000000000614c0c565b15613d04575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f39160018060a01b031692835f52600e825260405f20613d47828254613db1565b9055604051908152a2565b5050565b8115613d60570490565b634e487b7160e01b5f52601260045260245ffd5b549060048260f81c1615613dab57612710916001600160581b0361ffff6001613da794015460d01c169160281c16613802565b0490565b50505f90565b91908201809211611a5f57565b6120ff9291613e7f916001600160581b03825460281c1690613de08584613d74565b83546aff000000000000ffffffff60a01b1916600560f01b1790935560405181905f5160206154055f395f51905f5290608090837f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a25f81525f60208201528560408201525f6060820152a260018060a01b038554169485825f5160206153855f395f51905f526020604051878152a383613e85575b5050613db1565b90613c5d565b6001808060a01b0391015416905f5160206153a55f395f51905f52604080515f8152866020820152a35f80613e78565b90600b9160405191604083015260208201523081520160ff8153605590206001600160a01b031690565b600581101561151f5760018114613f0157600314613efb575f90565b61271090565b5061138890565b81549293909290919060281c6001600160581b03166120ff94613ffd61ffff613e7f951693613e7f613f48612710613f408888613802565b0480966128f6565b94613f538584613d74565b90895f5160206154055f395f51905f526080613f6f85806128f6565b9a8415801598906140885780546aff000000000000ffffffff60a01b1916600360f01b179055604051818152309085907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b6040519081528460208201528a60408201525f6060820152a260018601546001600160a01b03169382614065575b61403457613db1565b546001600160a01b031693849082614016575050613db1565b5f5160206153855f395f51905f526020604051858152a3835f613e78565b838a7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a3613db1565b848b5f5160206153a55f395f51905f52604080518781528d6020820152a3613ff4565b80546aff000000000000ffffffff60a01b1916600160f21b179055604051818152339085905f5160206153655f395f51905f5290602090a3613fc6565b9290614201614146613e7f856141eb88613e7f61411199986001600160581b03895460281c1690896001870161ffff61271061410782845460c01c1687613802565b049e8f80966128f6565b931690865f5160206154055f395f51905f52608061413d612710614135878a613802565b0480986128f6565b9d8e9c87613d74565b946127106141548288613802565b04986141608a886128f6565b9d8915801599906142915780546aff000000000000ffffffff60a01b1916600360f01b179055604051838152309087907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b60405192835289602084015260408301526060820152a2546001600160a01b031695869161426e575b505061423d57613db1565b85546001600160a01b0316928061421f57613db1565b8261420d575b50505050565b61421693614c59565b5f808080614207565b83895f5160206153855f395f51905f526020604051858152a3613db1565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a3613db1565b5f5160206153a55f395f51905f52604080518781528b6020820152a3848e6141e0565b80546aff000000000000ffffffff60a01b1916600160f21b179055604051838152339087905f5160206153655f395f51905f5290602090a36141b7565b5460108160f81c16613dab5761ffff9060e01c16600182015491600260ff8460e81c166142fa8161179f565b1461436d5764ffffffffff905460a01c165f52600a60205260ff600360405f2001549260e01c16915f5b83811061433357505050505f90565b6001600160fb1b0381168103611a5f57818160051b1c61ffff8160101c168410156143615750600101614324565b61ffff16949350505050565b50905090565b90916041835460f81c1615600282015460ff8160a01c169082806148c3575b6144e1575b505064ffffffffff825460a01c165f52600a60205260405f209080806144c7575b6144085760ff6120ff959261095392155f146143fe575460201c165b845f5160206153455f395f51905f5260408051600281526143f860208201866117a9565ba2613edf565b5460181c166143d4565b507f643bcb0e3b9e600267697c7939397f077c728ccaa7bc95b6f82127ff5f97a33091508061448961444961160963ffffffff6020955460a81c1642613db1565b865460f881811c600117901b6001600160f81b03191660016affffffffffffff0000000160a01b039091161760a082901b63ffffffff60a01b1617909655565b835f5160206153455f395f51905f526040805160028152600486820152a2600101546040805163ffffffff90961686521c6001600160a01b031693a3565b5060ff825460181c16600581101561151f576004146143b8565b845f52600660205260405f20549060ff8260081c169285549060ff8260c81c1685101561451057505050614397565b848495999896506145259160ff939495614d98565b9360901c1691825f935b6148aa57508260011b9280840460021490151715611a5f578391600360ff8360c81c1661455b8161179f565b14614681575b505095849596600285969593949501549163ffffffff8360a81c169461458a6116098742613db1565b928a805461ffff808260f81c9b169760d81c168710614677575b8484101561466c575b600167ffffffff0000000160a01b031660f88a901b6001600160f81b03191660e084901b61ffff60e01b161760a087901b63ffffffff60a01b161717600360f11b1790556040805195865261ffff91909116602086015291119083015263ffffffff1660608201527faba1338c9e11743398f73bbd2ca6e99b89561ad4519371275296f006d0b344eb90608090a2156146465750505050565b60081615614658579161421692612822565b908261094182614667956142ce565b614216565b6010909917986145ad565b98600817986145a4565b90915060ff60018701549260d01c16916040519060208201926001600160601b03199060601b1683526001600160601b03199060601b166034820152602881526146cc604882611992565b51902096875f52600d60205260405f2054918260e01c9860018060e01b0399815f52600f60205260405f2054438160081c145f146148a25760ff16905b8082101561489b57819b5b61471e8d836128f6565b945f198101908111611a5f57808611614893575b5061ffff8916965f8e5b87821061485a5750508d5f905b811080614836575b156147655761475f906127b1565b8e614749565b9192939495969798999a9b9c9d5081600e0291600e830403611a5f576001821b935f198501948511611a5f57600e830194858411611a5f578c9361ffff836010889510614828575b8a5f52600d60205260e01b97848616831c901b9516901b9216161717161760405f205560ff81105f1461481f5760018101809111611a5f57905b5f52600f6020524360081b1760405f205560018101809111611a5f5761481161ffff918794613d56565b16909695949392915f614561565b5060ff906147e7565b614831906127b1565b6147ad565b5080600e02600e81048203611a5f57613fff61ffff8d1691858516901c1610614751565b81614867919a929a613db1565b80600e0290600e820403611a5f57600191613fff61488b92868616901c1690613db1565b98018e61473c565b94505f614732565b809b614714565b505f90614709565b926148b9906001851690613db1565b9260011c8061452f565b5060018211614392565b8051821015611abe5760209160051b010190565b9291909260409081516148f48382611992565b6001815260208101601f198401368237815115611abe576001600160a01b038581168252845184821660208201908152918916818701525f606082018190526001608083015260a082810152935160c082018190529193909291839160e0830191905b818110614a41575050614973925003601f198101835282611992565b51902090815f52600960205264ffffffffff835f20541680614a395750600354936149a464ffffffffff8616611a46565b64ffffffffff1990951664ffffffffff86169081176003555f818152600760209081528682208054600165ff000000000160a01b0319166001600160a01b0396871617600160c81b178155600281018054600190920180546001600160a01b0319169c88169c909c17909b556001600160a81b0319169390941692909217600160a01b17909755918252600990522092909255565b955050505050565b84516001600160a01b0316835260209485019486945090920191600101614957565b90611f57926040519160208301937f68b04950d7d5b71ad077d48dec11b22edb5ac048400704c008731bd4d9d4419a8552604084015260608301526080820152608081526106c360a082611992565b90600881101561151f5781546aff000000000000ffffffff60a01b191660f09190911b60ff60f01b16179055565b90815460f81c6002811615612b59576001825460f01c1615159081614b49575b50613d5257815460ff60f01b1916600160f01b1782555460a01c64ffffffffff16614b285750565b805463ffffffff60a01b19811660209190911b63ffffffff60a01b16179055565b6004915016155f614b00565b90929192614b64838583614f56565b50614b6e8161179f565b159081614bf6575b50614bed57813b15612ad757602093614bb75f94611aee60405193849289840196630b135d3f60e11b88526024850152604060448501526064840191612119565b838052519161ea60fa5f513d82614be1575b5081614bd3575090565b630b135d3f60e11b14919050565b6020111591505f614bc9565b50505050600190565b6001600160a01b0384811691161490505f614b76565b92916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180875af19260015f5114841615614c48575b50604052565b3d15903b151516909216915f614c42565b90916001835460f81c16614d665760020180549260ff8460a01c169360018514614d4d575064ffffffffff905416915f52600660205260405f205491614cba60ff8460081c1695614cb4614cad8883613d56565b9788613802565b906128f6565b925f935b858510614cce5750505050505050565b6001851b821615614d445784614d0357614cf790613e7f60018060a01b03865416915b89613db1565b60015f945b0193614cbe565b825f52600860205260405f20905f198601868111611a5f5782541115611abe57614cf7915f52613e7f60018060a01b035f198860205f200101541691614cf1565b93600190614cfc565b6120ff9594506001600160a01b03169250613c5d915050565b6120ff93925064ffffffffff91505460a01c165f52600a60205260018060a01b03600160405f20015460401c16613c5d565b919091614da4826119c7565b92614db26040519485611992565b828452601f19614dc1846119c7565b013660208601375f5f925b828410614e2b575050505060018082811c921614614e19575f19810191818311611a5f57614e0b614e1292614e0461ffff95846148cd565b51926148cd565b5190613db1565b60011c1690565b614e269061ffff926148cd565b511690565b9194936001849792941b831615614ef7576001600160fc1b0387168703611a5f578660041b60100180601011611a5f578361ffff911c1695614e6c856127b1565b945b8015801580614ed9575b15614eb8575f19820191808311611a5f57614e9e614e96848b6148cd565b51918a6148cd565b5215614e6e57634e487b7160e01b5f52601160045260245ffd5b5096614ece6001939798999296959499896148cd565b525b01929190614dcc565b505f198201828111611a5f57614ef08a918a6148cd565b5111614e78565b939492919095600190614ed0565b604290614f10614f8a565b906040519161190160f01b8352600283015260228201522090565b63ffffffff8111614f3f5763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b9060418303614f8057614f799250602081013591604082359201355f1a906150a0565b9192909190565b50505f9160029190565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480615077575b15614fe5577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152612bc760c082611992565b507f00000000000000000000000000000000000000000000000000000000000000004614614fbc565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411615117579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15611259575f516001600160a01b0381161561510d57905f905f90565b505f906001905f90565b5050505f916003919056fe60a08060405234602757336080526101f6908161002c82396080518181816047015260a30152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816301681a621461007a575063e2fdcc1714610032575f80fd5b34610076575f366003190112610076576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610076576020366003190112610076576004356001600160a01b0381169190828103610076577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101e3576370a0823160e01b8252306004830152602082602481865afa9182156101d8575f9261017a575b508161010a575b602082604051908152f35b6040519063a9059cbb60e01b5f52336004528260245260205f60448180855af19060015f511482161561015b575b50906040521561014857816100ff565b50635274afe760e01b5f5260045260245ffd5b6001821516610171573b15153d15161684610138565b823d5f823e3d90fd5b90915060203d6020116101d1575b601f8101601f1916820167ffffffffffffffff8111838210176101bd57602091839160405281010312610076575190836100f8565b634e487b7160e01b5f52604160045260245ffd5b503d610188565b6040513d5f823e3d90fd5b63bc552e7760e01b5f523360045260245ffd7573d4a686001c95795382e83e1e87e7b69cd50abd2762d5e160ba246c8ebd07ae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab2757ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4a044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424d981dce384f5f58077bbc724b32856578a512bfa844e6d897d7428c91078dc639b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0064bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d361018080604052346101685760208161138d8038038091610020828561016c565b83398101031261016857516001600160a01b0381168082036101685760405161004a60408261016c565b600a815260208101906941534120457363726f7760b01b82526040519161007260408461016c565b600183526020830191603160f81b835261008b816101a3565b61012052610098846101a3565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010160c08261016c565b5190206080523060c05215610159576101605260405161117e908161020f823960805181505060a05181505060c05181505060e051815050610100518150506101205181505061014051815050610160518160fc0152f35b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b0382119082101761018f57604052565b634e487b7160e01b5f52604160045260245ffd5b601f8151116101ce5760208151910151602082106101bf571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe6080806040526004361015610012575f80fd5b5f3560e01c908163062bfe521461104157508063177a387514610cb25780634c5d8a0f14610c955780637092df3414610c6b57806384b0196e14610c62578063860aefcf14610c0c578063bf22c457146108cd578063e1521fd414610569578063e623435e1461037b578063e9adcba91461024d578063eb0c73521461012b578063fc0c546a146100e75763fe5ff468146100ab575f80fd5b346100e35760203660031901126100e3576001600160a01b036100cc611084565b165f52600e602052602060405f2054604051908152f35b5f80fd5b346100e3575f3660031901126100e3576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b346100e35760203660031901126100e35764ffffffffff61014d60043561114d565b5416805f526007602052600260405f20015460ff8160a01c169061017082611121565b9261017e60405194856110f3565b828452601f1961018d84611121565b013660208601375f5b8381106101b757604051602080825281906101b39082018861109a565b0390f35b806101e4576001906001600160a01b0384165b6101d48288611139565b90838060a01b0316905201610196565b815f52600860205260405f20905f1981018181116102395782541115610225575f918252602090912081015f190154600191906001600160a01b03166101ca565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b346100e35760403660031901126100e357610266611084565b6024356001600160a01b03811681036100e3576040519060208201926bffffffffffffffffffffffff199060601b1683526bffffffffffffffffffffffff199060601b166034820152602881526102be6048826110f3565b5190205f52600d60205260405f20548060e01c6102da81611121565b916102e860405193846110f3565b8183526102f482611121565b602084019290601f19013684375f5b818110610352578385604051918291602083019060208452518091526040830191905f5b818110610335575050500390f35b825161ffff16845285945060209384019390920191600101610327565b80600e0290600e8204810361023957613fff846001931c166103748288611139565b5201610303565b346100e3576101403660031901126100e35760043563ffffffff60e01b81168091036100e3576101003660231901126100e357610124356001600160a01b03811691908290036100e3576024355f818152600460205260409020630510aa5f60e41b83146105565763b5eb26e160e01b8314610543576301f6ee9360e21b83146105075763041f95d160e51b83146104e65750631084d99960e31b82146104d4575063fae6f42760e01b81146104ac5763ef44ec2f60e01b811461048b57631b71941560e21b811461047857633eebcaad60e01b1461046657633615713d60e21b5f5260045260245ffd5b633eebcaad60e01b5f5260045260245ffd5b50631b71941560e21b5f5260045260245ffd5b60843561ffff81168091036100e35763ef44ec2f60e01b5f5260045260245ffd5b6101043567ffffffffffffffff81168091036100e35763fae6f42760e01b5f5260045260245ffd5b631084d99960e31b5f5260045260245ffd5b63ffffffff905460a01c169063041f95d160e51b5f5260045260245260445ffd5b546301f6ee9360e21b5f5260049190915260f01c60ff16600881101561052f5760245260445ffd5b634e487b7160e01b5f52602160045260245ffd5b5063b5eb26e160e01b5f5260045260245ffd5b50630510aa5f60e41b5f5260045260245ffd5b346100e3576102a03660031901126100e357610583611084565b60243567ffffffffffffffff81116100e3578036039160e06003198401126100e3576102603660431901126100e35760048201356001600160a01b03811693908490036100e357604051602081019060443560048110156100e357826105e89161106a565b60643560ff81168091036100e357604082015260843560ff81168091036100e357606082015260a43560058110156100e357610628906080830190611077565b60c43560058110156100e3576106429060a0830190611077565b60e43560058110156100e35761065c9060c0830190611077565b6101043561ffff81168091036100e35760e08201526101243561ffff81168091036100e3576101008201526101443561ffff81168091036100e357610120820152610164358015158091036100e3576101408201526101843563ffffffff81168091036100e3576101608201526101a43563ffffffff81168091036100e3576101808201526101c43563ffffffff81168091036100e3576101a08201526101e43563ffffffff81168091036100e3576101c08201526102043563ffffffff81168091036100e3576101e08201526102243563ffffffff81168091036100e357610200820152610244356001600160a01b038116908190036100e357610220820152610264356001600160a01b038116908190036100e357610240820152610284356102608201526102608152610794610280826110f3565b5190209060448401359060ff82168092036100e357602485013590602219018112156100e35784019060048201359167ffffffffffffffff83116100e357602481018360051b80360382136100e35760046020916107f187611121565b966107ff60405198896110f3565b875282870194010101903682116100e357915b8183106108ad575050509461085a610868926020976040519586948a86019860018060a01b0316895260408601526060850152608084015260a08084015260c083019061109a565b03601f1981018352826110f3565b5190209060646040519184830193845260a481013560408401526084810135606084015201356080820152608081526108a260a0826110f3565b519020604051908152f35b82356001600160a01b03811681036100e357815260209283019201610812565b346100e35760203660031901126100e357604051610240810181811067ffffffffffffffff821117610bf8576040525f81525f60208201525f60408201525f60608201525f60808201525f60a08201525f60c08201525f60e08201525f6101008201525f6101208201525f6101408201525f6101608201525f6101808201525f6101a08201525f6101c08201525f6101e08201525f6102008201525f61022082015261097a60043561114d565b5464ffffffffff81165f52600760205260405f2080549060018060a01b038216845260018101549060018060a01b0382166020860152600260018060a01b0391015416604085015260ff8360f01c16600881101561052f5761ffff9260019160608701526affffffffffffffffffffff8560281c16608087015263ffffffff8560801c1660a087015263ffffffff8560a01c1660c087015263ffffffff8560c01c168060e0880152610bde575b838560e01c1661012087015260ff8160c81c166101408701526004355f52600660205260ff60405f205460081c16610160870152818560f81c16151561018087015264ffffffffff8160a01c166101a087015260028560f81c1615156101c087015260f01c1615156101e085015260048360f81c16151561020085015260d01c16906affffffffffffffffffffff82818360281c160292818360281c168404149160281c161517156102395761271090046102208201526040805182516001600160a01b0390811682526020808501518216908301528284015116918101919091526060820151600881101561052f57610240926102209160608401526080810151608084015260a081015160a084015260c081015160c084015260e081015160e084015261010081015161010084015261ffff6101208201511661012084015260ff6101408201511661014084015260ff61016082015116610160840152610180810151151561018084015267ffffffffffffffff6101a0820151166101a08401526101c081015115156101c08401526101e081015115156101e084015261020081015115156102008401520151610220820152f35b6004355f52600560205260405f2054610100870152610a27565b634e487b7160e01b5f52604160045260245ffd5b346100e3575f3660031901126100e35761010060405161271081526103e86020820152614e2060408201526008606082015260086080820152601060a08201526301e1338060c08201526303c2670060e0820152f35b346100e3575f80fd5b346100e35760203660031901126100e3576004355f526006602052602060405f2054604051908152f35b346100e3575f3660031901126100e3576020600254604051908152f35b346100e35760203660031901126100e35760043567ffffffffffffffff81168091036100e3575f610240604051610ce8816110d6565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e0820152826102008201528261022082015201528015801561102c575b610ff357805f52600a60205260405f20905f52600b60205260405f205460405190610d90826110d6565b825460ff811693600485101561052f5763ffffffff60039261028096865260ff8160081c16602087015260ff8160101c166040870152610dd960ff8260181c1660608801611115565b610dec60ff8260201c1660808801611115565b610dff60ff8260281c1660a08801611115565b61ffff8160301c1660c087015261ffff8160401c1660e087015261ffff8160501c1661010087015260ff8160601c161515610120870152818160681c16610140870152818160881c16610160870152818160a81c1661018087015260c81c166101a0850152600181015463ffffffff81166101c086015263ffffffff8160201c166101e086015260018060a01b039060401c1661020085015260018060a01b03600282015416610220850152015461024083015261024060405192610ec584825161106a565b60ff602082015116602085015260ff6040820151166040850152610ef160608201516060860190611077565b610f0360808201516080860190611077565b610f1560a082015160a0860190611077565b61ffff60c08201511660c085015261ffff60e08201511660e085015261ffff61010082015116610100850152610120810151151561012085015263ffffffff6101408201511661014085015263ffffffff6101608201511661016085015263ffffffff6101808201511661018085015263ffffffff6101a0820151166101a085015263ffffffff6101c0820151166101c085015263ffffffff6101e0820151166101e085015260018060a01b036102008201511661020085015260018060a01b03610220820151166102208501520151610240830152610260820152f35b60405163f191a03160e01b815260206004820152601060248201526f1d5b9adb9bdddb881d195c9b5cc81a5960821b6044820152606490fd5b5064ffffffffff60035460281c168111610d66565b346100e35760203660031901126100e3576020906004355f526009825260405f205460501c8152f35b90600482101561052f5752565b90600582101561052f5752565b600435906001600160a01b03821682036100e357565b90602080835192838152019201905f5b8181106110b75750505090565b82516001600160a01b03168452602093840193909201916001016110aa565b610260810190811067ffffffffffffffff821117610bf857604052565b90601f8019910116810190811067ffffffffffffffff821117610bf857604052565b600582101561052f5752565b67ffffffffffffffff8111610bf85760051b60200190565b80518210156102255760209160051b010190565b90815f52600460205260405f209164ffffffffff8354161561116c5750565b630510aa5f60e41b5f5260045260245ffd",
}

// AsaEscrow is an auto generated Go binding around an Ethereum contract.
type AsaEscrow struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AsaEscrow) GetABI() abi.ABI {
	return c.abi
}

// NewAsaEscrow creates a new instance of AsaEscrow.
func NewAsaEscrow() *AsaEscrow {
	parsed, err := AsaEscrowMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AsaEscrow{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AsaEscrow) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_) returns()
func (asaEscrow *AsaEscrow) PackConstructor(token_ common.Address) []byte {
	enc, err := asaEscrow.abi.Pack("", token_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAcceptJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47c49a59.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptJob(uint256 jobId, (bytes32,uint256,uint256) acceptance, bytes signature, (uint256,uint256,bytes32,bytes) collateralAuth) returns()
func (asaEscrow *AsaEscrow) PackAcceptJob(jobId *big.Int, acceptance IAsaEscrowTypesAcceptance, signature []byte, collateralAuth IAsaEscrowTypesAuthorization) []byte {
	enc, err := asaEscrow.abi.Pack("acceptJob", jobId, acceptance, signature, collateralAuth)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47c49a59.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptJob(uint256 jobId, (bytes32,uint256,uint256) acceptance, bytes signature, (uint256,uint256,bytes32,bytes) collateralAuth) returns()
func (asaEscrow *AsaEscrow) TryPackAcceptJob(jobId *big.Int, acceptance IAsaEscrowTypesAcceptance, signature []byte, collateralAuth IAsaEscrowTypesAuthorization) ([]byte, error) {
	return asaEscrow.abi.Pack("acceptJob", jobId, acceptance, signature, collateralAuth)
}

// PackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe933fa2e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptanceDigest((bytes32,uint256,uint256) acceptance) view returns(bytes32)
func (asaEscrow *AsaEscrow) PackAcceptanceDigest(acceptance IAsaEscrowTypesAcceptance) []byte {
	enc, err := asaEscrow.abi.Pack("acceptanceDigest", acceptance)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe933fa2e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptanceDigest((bytes32,uint256,uint256) acceptance) view returns(bytes32)
func (asaEscrow *AsaEscrow) TryPackAcceptanceDigest(acceptance IAsaEscrowTypesAcceptance) ([]byte, error) {
	return asaEscrow.abi.Pack("acceptanceDigest", acceptance)
}

// UnpackAcceptanceDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe933fa2e.
//
// Solidity: function acceptanceDigest((bytes32,uint256,uint256) acceptance) view returns(bytes32)
func (asaEscrow *AsaEscrow) UnpackAcceptanceDigest(data []byte) ([32]byte, error) {
	out, err := asaEscrow.abi.Unpack("acceptanceDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAcceptanceNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x062bfe52.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptanceNonce(bytes32 agreementKey) view returns(uint256)
func (asaEscrow *AsaEscrow) PackAcceptanceNonce(agreementKey [32]byte) []byte {
	enc, err := asaEscrow.abi.Pack("acceptanceNonce", agreementKey)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptanceNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x062bfe52.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptanceNonce(bytes32 agreementKey) view returns(uint256)
func (asaEscrow *AsaEscrow) TryPackAcceptanceNonce(agreementKey [32]byte) ([]byte, error) {
	return asaEscrow.abi.Pack("acceptanceNonce", agreementKey)
}

// UnpackAcceptanceNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x062bfe52.
//
// Solidity: function acceptanceNonce(bytes32 agreementKey) view returns(uint256)
func (asaEscrow *AsaEscrow) UnpackAcceptanceNonce(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("acceptanceNonce", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAppointEvaluators is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x698616a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function appointEvaluators(uint256 jobId, address[] evaluators, uint8 quorum) returns()
func (asaEscrow *AsaEscrow) PackAppointEvaluators(jobId *big.Int, evaluators []common.Address, quorum uint8) []byte {
	enc, err := asaEscrow.abi.Pack("appointEvaluators", jobId, evaluators, quorum)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAppointEvaluators is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x698616a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function appointEvaluators(uint256 jobId, address[] evaluators, uint8 quorum) returns()
func (asaEscrow *AsaEscrow) TryPackAppointEvaluators(jobId *big.Int, evaluators []common.Address, quorum uint8) ([]byte, error) {
	return asaEscrow.abi.Pack("appointEvaluators", jobId, evaluators, quorum)
}

// PackChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02b2f7c7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challenge(uint256 jobId, bytes32 reason) returns()
func (asaEscrow *AsaEscrow) PackChallenge(jobId *big.Int, reason [32]byte) []byte {
	enc, err := asaEscrow.abi.Pack("challenge", jobId, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02b2f7c7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challenge(uint256 jobId, bytes32 reason) returns()
func (asaEscrow *AsaEscrow) TryPackChallenge(jobId *big.Int, reason [32]byte) ([]byte, error) {
	return asaEscrow.abi.Pack("challenge", jobId, reason)
}

// PackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b7baf64.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimRefund(uint256 ) returns()
func (asaEscrow *AsaEscrow) PackClaimRefund(arg0 *big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("claimRefund", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b7baf64.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimRefund(uint256 ) returns()
func (asaEscrow *AsaEscrow) TryPackClaimRefund(arg0 *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("claimRefund", arg0)
}

// PackCollateralAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8c08ecd4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function collateralAddress(uint256 jobId) view returns(address)
func (asaEscrow *AsaEscrow) PackCollateralAddress(jobId *big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("collateralAddress", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCollateralAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8c08ecd4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function collateralAddress(uint256 jobId) view returns(address)
func (asaEscrow *AsaEscrow) TryPackCollateralAddress(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("collateralAddress", jobId)
}

// UnpackCollateralAddress is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8c08ecd4.
//
// Solidity: function collateralAddress(uint256 jobId) view returns(address)
func (asaEscrow *AsaEscrow) UnpackCollateralAddress(data []byte) (common.Address, error) {
	out, err := asaEscrow.abi.Unpack("collateralAddress", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackComplete is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd75bbdf3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function complete(uint256 jobId, bytes32 reason, bytes ) returns()
func (asaEscrow *AsaEscrow) PackComplete(jobId *big.Int, reason [32]byte, arg2 []byte) []byte {
	enc, err := asaEscrow.abi.Pack("complete", jobId, reason, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackComplete is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd75bbdf3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function complete(uint256 jobId, bytes32 reason, bytes ) returns()
func (asaEscrow *AsaEscrow) TryPackComplete(jobId *big.Int, reason [32]byte, arg2 []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("complete", jobId, reason, arg2)
}

// PackCreateAndFundAcceptedAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64e30373.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createAndFundAcceptedAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, uint256 acceptanceDeadline, bytes providerSignature) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) PackCreateAndFundAcceptedAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms, acceptanceDeadline *big.Int, providerSignature []byte) []byte {
	enc, err := asaEscrow.abi.Pack("createAndFundAcceptedAsaJob", job, terms, acceptanceDeadline, providerSignature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateAndFundAcceptedAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64e30373.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createAndFundAcceptedAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, uint256 acceptanceDeadline, bytes providerSignature) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) TryPackCreateAndFundAcceptedAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms, acceptanceDeadline *big.Int, providerSignature []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("createAndFundAcceptedAsaJob", job, terms, acceptanceDeadline, providerSignature)
}

// UnpackCreateAndFundAcceptedAsaJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x64e30373.
//
// Solidity: function createAndFundAcceptedAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, uint256 acceptanceDeadline, bytes providerSignature) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackCreateAndFundAcceptedAsaJob(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("createAndFundAcceptedAsaJob", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreateAndFundAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x437e48e2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createAndFundAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) PackCreateAndFundAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) []byte {
	enc, err := asaEscrow.abi.Pack("createAndFundAsaJob", job, terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateAndFundAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x437e48e2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createAndFundAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) TryPackCreateAndFundAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) ([]byte, error) {
	return asaEscrow.abi.Pack("createAndFundAsaJob", job, terms)
}

// UnpackCreateAndFundAsaJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x437e48e2.
//
// Solidity: function createAndFundAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackCreateAndFundAsaJob(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("createAndFundAsaJob", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreateAndFundAsaJobs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a60b049.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createAndFundAsaJobs((address,address[],uint8,uint256,uint256,bytes32,string)[] jobs, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 firstJobId)
func (asaEscrow *AsaEscrow) PackCreateAndFundAsaJobs(jobs []IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) []byte {
	enc, err := asaEscrow.abi.Pack("createAndFundAsaJobs", jobs, terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateAndFundAsaJobs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a60b049.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createAndFundAsaJobs((address,address[],uint8,uint256,uint256,bytes32,string)[] jobs, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 firstJobId)
func (asaEscrow *AsaEscrow) TryPackCreateAndFundAsaJobs(jobs []IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) ([]byte, error) {
	return asaEscrow.abi.Pack("createAndFundAsaJobs", jobs, terms)
}

// UnpackCreateAndFundAsaJobs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7a60b049.
//
// Solidity: function createAndFundAsaJobs((address,address[],uint8,uint256,uint256,bytes32,string)[] jobs, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 firstJobId)
func (asaEscrow *AsaEscrow) UnpackCreateAndFundAsaJobs(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("createAndFundAsaJobs", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreateAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20ec7bf7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) PackCreateAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) []byte {
	enc, err := asaEscrow.abi.Pack("createAsaJob", job, terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20ec7bf7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) TryPackCreateAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) ([]byte, error) {
	return asaEscrow.abi.Pack("createAsaJob", job, terms)
}

// UnpackCreateAsaJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x20ec7bf7.
//
// Solidity: function createAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackCreateAsaJob(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("createAsaJob", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreateJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41528812.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createJob(address provider, address evaluator, uint256 expiredAt, string description, address hook) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) PackCreateJob(provider common.Address, evaluator common.Address, expiredAt *big.Int, description string, hook common.Address) []byte {
	enc, err := asaEscrow.abi.Pack("createJob", provider, evaluator, expiredAt, description, hook)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41528812.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createJob(address provider, address evaluator, uint256 expiredAt, string description, address hook) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) TryPackCreateJob(provider common.Address, evaluator common.Address, expiredAt *big.Int, description string, hook common.Address) ([]byte, error) {
	return asaEscrow.abi.Pack("createJob", provider, evaluator, expiredAt, description, hook)
}

// UnpackCreateJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x41528812.
//
// Solidity: function createJob(address provider, address evaluator, uint256 expiredAt, string description, address hook) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackCreateJob(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("createJob", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCredits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe5ff468.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function credits(address account) view returns(uint256)
func (asaEscrow *AsaEscrow) PackCredits(account common.Address) []byte {
	enc, err := asaEscrow.abi.Pack("credits", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCredits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe5ff468.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function credits(address account) view returns(uint256)
func (asaEscrow *AsaEscrow) TryPackCredits(account common.Address) ([]byte, error) {
	return asaEscrow.abi.Pack("credits", account)
}

// UnpackCredits is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfe5ff468.
//
// Solidity: function credits(address account) view returns(uint256)
func (asaEscrow *AsaEscrow) UnpackCredits(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("credits", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDepositAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd75c45ad.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositAddress(uint256 jobId) view returns(address)
func (asaEscrow *AsaEscrow) PackDepositAddress(jobId *big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("depositAddress", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd75c45ad.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositAddress(uint256 jobId) view returns(address)
func (asaEscrow *AsaEscrow) TryPackDepositAddress(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("depositAddress", jobId)
}

// UnpackDepositAddress is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd75c45ad.
//
// Solidity: function depositAddress(uint256 jobId) view returns(address)
func (asaEscrow *AsaEscrow) UnpackDepositAddress(data []byte) (common.Address, error) {
	out, err := asaEscrow.abi.Unpack("depositAddress", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (asaEscrow *AsaEscrow) PackEip712Domain() []byte {
	enc, err := asaEscrow.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (asaEscrow *AsaEscrow) TryPackEip712Domain() ([]byte, error) {
	return asaEscrow.abi.Pack("eip712Domain")
}

// Eip712DomainOutput serves as a container for the return parameters of contract
// method Eip712Domain.
type Eip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (asaEscrow *AsaEscrow) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := asaEscrow.abi.Unpack("eip712Domain", data)
	outstruct := new(Eip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackEvaluatorsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb0c7352.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function evaluatorsOf(uint256 jobId) view returns(address[])
func (asaEscrow *AsaEscrow) PackEvaluatorsOf(jobId *big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("evaluatorsOf", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEvaluatorsOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb0c7352.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function evaluatorsOf(uint256 jobId) view returns(address[])
func (asaEscrow *AsaEscrow) TryPackEvaluatorsOf(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("evaluatorsOf", jobId)
}

// UnpackEvaluatorsOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeb0c7352.
//
// Solidity: function evaluatorsOf(uint256 jobId) view returns(address[])
func (asaEscrow *AsaEscrow) UnpackEvaluatorsOf(data []byte) ([]common.Address, error) {
	out, err := asaEscrow.abi.Unpack("evaluatorsOf", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackExtension is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d5537b0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function extension() view returns(address)
func (asaEscrow *AsaEscrow) PackExtension() []byte {
	enc, err := asaEscrow.abi.Pack("extension")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExtension is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d5537b0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function extension() view returns(address)
func (asaEscrow *AsaEscrow) TryPackExtension() ([]byte, error) {
	return asaEscrow.abi.Pack("extension")
}

// UnpackExtension is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2d5537b0.
//
// Solidity: function extension() view returns(address)
func (asaEscrow *AsaEscrow) UnpackExtension(data []byte) (common.Address, error) {
	out, err := asaEscrow.abi.Unpack("extension", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05261aea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finalize(uint256 jobId) returns()
func (asaEscrow *AsaEscrow) PackFinalize(jobId *big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("finalize", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05261aea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finalize(uint256 jobId) returns()
func (asaEscrow *AsaEscrow) TryPackFinalize(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("finalize", jobId)
}

// PackFinalizeBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1bbd7229.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finalizeBatch(uint256[] jobIds) returns(uint256 advanced)
func (asaEscrow *AsaEscrow) PackFinalizeBatch(jobIds []*big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("finalizeBatch", jobIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinalizeBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1bbd7229.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finalizeBatch(uint256[] jobIds) returns(uint256 advanced)
func (asaEscrow *AsaEscrow) TryPackFinalizeBatch(jobIds []*big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("finalizeBatch", jobIds)
}

// UnpackFinalizeBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1bbd7229.
//
// Solidity: function finalizeBatch(uint256[] jobIds) returns(uint256 advanced)
func (asaEscrow *AsaEscrow) UnpackFinalizeBatch(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("finalizeBatch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2e13f50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fund(uint256 jobId, uint256 expectedBudget, bytes optParams) returns()
func (asaEscrow *AsaEscrow) PackFund(jobId *big.Int, expectedBudget *big.Int, optParams []byte) []byte {
	enc, err := asaEscrow.abi.Pack("fund", jobId, expectedBudget, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2e13f50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fund(uint256 jobId, uint256 expectedBudget, bytes optParams) returns()
func (asaEscrow *AsaEscrow) TryPackFund(jobId *big.Int, expectedBudget *big.Int, optParams []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("fund", jobId, expectedBudget, optParams)
}

// PackFundFromDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a3eb6fc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fundFromDeposit(uint256 jobId, uint256 expectedBudget, bytes32 expectedTermsHash) returns()
func (asaEscrow *AsaEscrow) PackFundFromDeposit(jobId *big.Int, expectedBudget *big.Int, expectedTermsHash [32]byte) []byte {
	enc, err := asaEscrow.abi.Pack("fundFromDeposit", jobId, expectedBudget, expectedTermsHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFundFromDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a3eb6fc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fundFromDeposit(uint256 jobId, uint256 expectedBudget, bytes32 expectedTermsHash) returns()
func (asaEscrow *AsaEscrow) TryPackFundFromDeposit(jobId *big.Int, expectedBudget *big.Int, expectedTermsHash [32]byte) ([]byte, error) {
	return asaEscrow.abi.Pack("fundFromDeposit", jobId, expectedBudget, expectedTermsHash)
}

// PackFundWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x463a48a5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fundWithAuthorization(uint256 jobId, uint256 expectedBudget, bytes32 expectedTermsHash, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns()
func (asaEscrow *AsaEscrow) PackFundWithAuthorization(jobId *big.Int, expectedBudget *big.Int, expectedTermsHash [32]byte, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) []byte {
	enc, err := asaEscrow.abi.Pack("fundWithAuthorization", jobId, expectedBudget, expectedTermsHash, validAfter, validBefore, nonce, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFundWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x463a48a5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fundWithAuthorization(uint256 jobId, uint256 expectedBudget, bytes32 expectedTermsHash, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns()
func (asaEscrow *AsaEscrow) TryPackFundWithAuthorization(jobId *big.Int, expectedBudget *big.Int, expectedTermsHash [32]byte, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("fundWithAuthorization", jobId, expectedBudget, expectedTermsHash, validAfter, validBefore, nonce, signature)
}

// PackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf22c457.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,uint8,uint256,uint256,uint256,uint256,bytes32,uint16,uint8,uint8,bool,uint64,bool,bool,bool,uint256))
func (asaEscrow *AsaEscrow) PackGetJob(jobId *big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("getJob", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf22c457.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,uint8,uint256,uint256,uint256,uint256,bytes32,uint16,uint8,uint8,bool,uint64,bool,bool,bool,uint256))
func (asaEscrow *AsaEscrow) TryPackGetJob(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("getJob", jobId)
}

// UnpackGetJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf22c457.
//
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,uint8,uint256,uint256,uint256,uint256,bytes32,uint16,uint8,uint8,bool,uint64,bool,bool,bool,uint256))
func (asaEscrow *AsaEscrow) UnpackGetJob(data []byte) (IAsaEscrowTypesJobView, error) {
	out, err := asaEscrow.abi.Unpack("getJob", data)
	if err != nil {
		return *new(IAsaEscrowTypesJobView), err
	}
	out0 := *abi.ConvertType(out[0], new(IAsaEscrowTypesJobView)).(*IAsaEscrowTypesJobView)
	return out0, nil
}

// PackIsDue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5583a930.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isDue(uint256 jobId) view returns(bool)
func (asaEscrow *AsaEscrow) PackIsDue(jobId *big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("isDue", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsDue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5583a930.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isDue(uint256 jobId) view returns(bool)
func (asaEscrow *AsaEscrow) TryPackIsDue(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("isDue", jobId)
}

// UnpackIsDue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5583a930.
//
// Solidity: function isDue(uint256 jobId) view returns(bool)
func (asaEscrow *AsaEscrow) UnpackIsDue(data []byte) (bool, error) {
	out, err := asaEscrow.abi.Unpack("isDue", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackJobCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe1521fd4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobCommitment(address client, (address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) pure returns(bytes32)
func (asaEscrow *AsaEscrow) PackJobCommitment(client common.Address, job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) []byte {
	enc, err := asaEscrow.abi.Pack("jobCommitment", client, job, terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe1521fd4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobCommitment(address client, (address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) pure returns(bytes32)
func (asaEscrow *AsaEscrow) TryPackJobCommitment(client common.Address, job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) ([]byte, error) {
	return asaEscrow.abi.Pack("jobCommitment", client, job, terms)
}

// UnpackJobCommitment is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe1521fd4.
//
// Solidity: function jobCommitment(address client, (address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) pure returns(bytes32)
func (asaEscrow *AsaEscrow) UnpackJobCommitment(data []byte) ([32]byte, error) {
	out, err := asaEscrow.abi.Unpack("jobCommitment", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackJobCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c5d8a0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobCount() view returns(uint256)
func (asaEscrow *AsaEscrow) PackJobCount() []byte {
	enc, err := asaEscrow.abi.Pack("jobCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c5d8a0f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobCount() view returns(uint256)
func (asaEscrow *AsaEscrow) TryPackJobCount() ([]byte, error) {
	return asaEscrow.abi.Pack("jobCount")
}

// UnpackJobCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4c5d8a0f.
//
// Solidity: function jobCount() view returns(uint256)
func (asaEscrow *AsaEscrow) UnpackJobCount(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("jobCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x860aefcf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function limits() pure returns(uint16 bps, uint16 maxEvaluatorFeeBps, uint16 maxCollateralBps, uint8 maxEvaluators, uint8 maxTiers, uint8 maxRollingWindow, uint32 maxTimeout, uint256 maxExpiryHorizon)
func (asaEscrow *AsaEscrow) PackLimits() []byte {
	enc, err := asaEscrow.abi.Pack("limits")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x860aefcf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function limits() pure returns(uint16 bps, uint16 maxEvaluatorFeeBps, uint16 maxCollateralBps, uint8 maxEvaluators, uint8 maxTiers, uint8 maxRollingWindow, uint32 maxTimeout, uint256 maxExpiryHorizon)
func (asaEscrow *AsaEscrow) TryPackLimits() ([]byte, error) {
	return asaEscrow.abi.Pack("limits")
}

// LimitsOutput serves as a container for the return parameters of contract
// method Limits.
type LimitsOutput struct {
	Bps                uint16
	MaxEvaluatorFeeBps uint16
	MaxCollateralBps   uint16
	MaxEvaluators      uint8
	MaxTiers           uint8
	MaxRollingWindow   uint8
	MaxTimeout         uint32
	MaxExpiryHorizon   *big.Int
}

// UnpackLimits is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x860aefcf.
//
// Solidity: function limits() pure returns(uint16 bps, uint16 maxEvaluatorFeeBps, uint16 maxCollateralBps, uint8 maxEvaluators, uint8 maxTiers, uint8 maxRollingWindow, uint32 maxTimeout, uint256 maxExpiryHorizon)
func (asaEscrow *AsaEscrow) UnpackLimits(data []byte) (LimitsOutput, error) {
	out, err := asaEscrow.abi.Unpack("limits", data)
	outstruct := new(LimitsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Bps = *abi.ConvertType(out[0], new(uint16)).(*uint16)
	outstruct.MaxEvaluatorFeeBps = *abi.ConvertType(out[1], new(uint16)).(*uint16)
	outstruct.MaxCollateralBps = *abi.ConvertType(out[2], new(uint16)).(*uint16)
	outstruct.MaxEvaluators = *abi.ConvertType(out[3], new(uint8)).(*uint8)
	outstruct.MaxTiers = *abi.ConvertType(out[4], new(uint8)).(*uint8)
	outstruct.MaxRollingWindow = *abi.ConvertType(out[5], new(uint8)).(*uint8)
	outstruct.MaxTimeout = *abi.ConvertType(out[6], new(uint32)).(*uint32)
	outstruct.MaxExpiryHorizon = abi.ConvertType(out[7], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackPairHistory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9adcba9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pairHistory(address client, address provider) view returns(uint16[] scores)
func (asaEscrow *AsaEscrow) PackPairHistory(client common.Address, provider common.Address) []byte {
	enc, err := asaEscrow.abi.Pack("pairHistory", client, provider)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPairHistory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9adcba9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pairHistory(address client, address provider) view returns(uint16[] scores)
func (asaEscrow *AsaEscrow) TryPackPairHistory(client common.Address, provider common.Address) ([]byte, error) {
	return asaEscrow.abi.Pack("pairHistory", client, provider)
}

// UnpackPairHistory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe9adcba9.
//
// Solidity: function pairHistory(address client, address provider) view returns(uint16[] scores)
func (asaEscrow *AsaEscrow) UnpackPairHistory(data []byte) ([]uint16, error) {
	out, err := asaEscrow.abi.Unpack("pairHistory", data)
	if err != nil {
		return *new([]uint16), err
	}
	out0 := *abi.ConvertType(out[0], new([]uint16)).(*[]uint16)
	return out0, nil
}

// PackPushCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ba1586c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushCredit(address account) returns(uint256 amount)
func (asaEscrow *AsaEscrow) PackPushCredit(account common.Address) []byte {
	enc, err := asaEscrow.abi.Pack("pushCredit", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ba1586c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushCredit(address account) returns(uint256 amount)
func (asaEscrow *AsaEscrow) TryPackPushCredit(account common.Address) ([]byte, error) {
	return asaEscrow.abi.Pack("pushCredit", account)
}

// UnpackPushCredit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ba1586c.
//
// Solidity: function pushCredit(address account) returns(uint256 amount)
func (asaEscrow *AsaEscrow) UnpackPushCredit(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("pushCredit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPushCredits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf29783f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pushCredits(address[] accounts) returns(uint256 paid)
func (asaEscrow *AsaEscrow) PackPushCredits(accounts []common.Address) []byte {
	enc, err := asaEscrow.abi.Pack("pushCredits", accounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPushCredits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf29783f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pushCredits(address[] accounts) returns(uint256 paid)
func (asaEscrow *AsaEscrow) TryPackPushCredits(accounts []common.Address) ([]byte, error) {
	return asaEscrow.abi.Pack("pushCredits", accounts)
}

// UnpackPushCredits is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf29783f5.
//
// Solidity: function pushCredits(address[] accounts) returns(uint256 paid)
func (asaEscrow *AsaEscrow) UnpackPushCredits(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("pushCredits", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41dd26f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reject(uint256 , bytes32 , bytes ) returns()
func (asaEscrow *AsaEscrow) PackReject(arg0 *big.Int, arg1 [32]byte, arg2 []byte) []byte {
	enc, err := asaEscrow.abi.Pack("reject", arg0, arg1, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41dd26f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reject(uint256 , bytes32 , bytes ) returns()
func (asaEscrow *AsaEscrow) TryPackReject(arg0 *big.Int, arg1 [32]byte, arg2 []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("reject", arg0, arg1, arg2)
}

// PackResolveDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd6da414e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolveDispute(uint256 jobId, uint16 providerBps, bytes32 reason) returns()
func (asaEscrow *AsaEscrow) PackResolveDispute(jobId *big.Int, providerBps uint16, reason [32]byte) []byte {
	enc, err := asaEscrow.abi.Pack("resolveDispute", jobId, providerBps, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolveDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd6da414e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolveDispute(uint256 jobId, uint16 providerBps, bytes32 reason) returns()
func (asaEscrow *AsaEscrow) TryPackResolveDispute(jobId *big.Int, providerBps uint16, reason [32]byte) ([]byte, error) {
	return asaEscrow.abi.Pack("resolveDispute", jobId, providerBps, reason)
}

// PackResultDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6af752b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resultDigest((uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64) result) view returns(bytes32)
func (asaEscrow *AsaEscrow) PackResultDigest(result IAsaEscrowTypesResult) []byte {
	enc, err := asaEscrow.abi.Pack("resultDigest", result)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResultDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6af752b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resultDigest((uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64) result) view returns(bytes32)
func (asaEscrow *AsaEscrow) TryPackResultDigest(result IAsaEscrowTypesResult) ([]byte, error) {
	return asaEscrow.abi.Pack("resultDigest", result)
}

// UnpackResultDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc6af752b.
//
// Solidity: function resultDigest((uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64) result) view returns(bytes32)
func (asaEscrow *AsaEscrow) UnpackResultDigest(data []byte) ([32]byte, error) {
	out, err := asaEscrow.abi.Unpack("resultDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackResultTally is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7092df34.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resultTally(uint256 jobId) view returns(uint256)
func (asaEscrow *AsaEscrow) PackResultTally(jobId *big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("resultTally", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResultTally is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7092df34.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resultTally(uint256 jobId) view returns(uint256)
func (asaEscrow *AsaEscrow) TryPackResultTally(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("resultTally", jobId)
}

// UnpackResultTally is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7092df34.
//
// Solidity: function resultTally(uint256 jobId) view returns(uint256)
func (asaEscrow *AsaEscrow) UnpackResultTally(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("resultTally", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReturnDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18b683fb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function returnDeposit(uint256 jobId) returns(uint256 toClient, uint256 toProvider)
func (asaEscrow *AsaEscrow) PackReturnDeposit(jobId *big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("returnDeposit", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReturnDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18b683fb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function returnDeposit(uint256 jobId) returns(uint256 toClient, uint256 toProvider)
func (asaEscrow *AsaEscrow) TryPackReturnDeposit(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("returnDeposit", jobId)
}

// ReturnDepositOutput serves as a container for the return parameters of contract
// method ReturnDeposit.
type ReturnDepositOutput struct {
	ToClient   *big.Int
	ToProvider *big.Int
}

// UnpackReturnDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18b683fb.
//
// Solidity: function returnDeposit(uint256 jobId) returns(uint256 toClient, uint256 toProvider)
func (asaEscrow *AsaEscrow) UnpackReturnDeposit(data []byte) (ReturnDepositOutput, error) {
	out, err := asaEscrow.abi.Unpack("returnDeposit", data)
	outstruct := new(ReturnDepositOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.ToClient = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ToProvider = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackSetBudget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd4ae9d4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBudget(uint256 jobId, uint256 amount, bytes ) returns()
func (asaEscrow *AsaEscrow) PackSetBudget(jobId *big.Int, amount *big.Int, arg2 []byte) []byte {
	enc, err := asaEscrow.abi.Pack("setBudget", jobId, amount, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBudget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd4ae9d4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBudget(uint256 jobId, uint256 amount, bytes ) returns()
func (asaEscrow *AsaEscrow) TryPackSetBudget(jobId *big.Int, amount *big.Int, arg2 []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("setBudget", jobId, amount, arg2)
}

// PackSetProvider is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9a84bb9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setProvider(uint256 , address , bytes ) returns()
func (asaEscrow *AsaEscrow) PackSetProvider(arg0 *big.Int, arg1 common.Address, arg2 []byte) []byte {
	enc, err := asaEscrow.abi.Pack("setProvider", arg0, arg1, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetProvider is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9a84bb9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setProvider(uint256 , address , bytes ) returns()
func (asaEscrow *AsaEscrow) TryPackSetProvider(arg0 *big.Int, arg1 common.Address, arg2 []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("setProvider", arg0, arg1, arg2)
}

// PackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e63798d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submit(uint256 jobId, bytes32 deliverable, bytes ) returns()
func (asaEscrow *AsaEscrow) PackSubmit(jobId *big.Int, deliverable [32]byte, arg2 []byte) []byte {
	enc, err := asaEscrow.abi.Pack("submit", jobId, deliverable, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e63798d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submit(uint256 jobId, bytes32 deliverable, bytes ) returns()
func (asaEscrow *AsaEscrow) TryPackSubmit(jobId *big.Int, deliverable [32]byte, arg2 []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("submit", jobId, deliverable, arg2)
}

// PackSubmitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44bc55ca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitResult((uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64) result, address evaluator, bytes signature) returns()
func (asaEscrow *AsaEscrow) PackSubmitResult(result IAsaEscrowTypesResult, evaluator common.Address, signature []byte) []byte {
	enc, err := asaEscrow.abi.Pack("submitResult", result, evaluator, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44bc55ca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitResult((uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64) result, address evaluator, bytes signature) returns()
func (asaEscrow *AsaEscrow) TryPackSubmitResult(result IAsaEscrowTypesResult, evaluator common.Address, signature []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("submitResult", result, evaluator, signature)
}

// PackSubmitResults is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x917c9b1c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitResults((uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64)[] results, address[] evaluators, bytes[] signatures) returns(uint256 counted)
func (asaEscrow *AsaEscrow) PackSubmitResults(results []IAsaEscrowTypesResult, evaluators []common.Address, signatures [][]byte) []byte {
	enc, err := asaEscrow.abi.Pack("submitResults", results, evaluators, signatures)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitResults is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x917c9b1c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitResults((uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64)[] results, address[] evaluators, bytes[] signatures) returns(uint256 counted)
func (asaEscrow *AsaEscrow) TryPackSubmitResults(results []IAsaEscrowTypesResult, evaluators []common.Address, signatures [][]byte) ([]byte, error) {
	return asaEscrow.abi.Pack("submitResults", results, evaluators, signatures)
}

// UnpackSubmitResults is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x917c9b1c.
//
// Solidity: function submitResults((uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64)[] results, address[] evaluators, bytes[] signatures) returns(uint256 counted)
func (asaEscrow *AsaEscrow) UnpackSubmitResults(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("submitResults", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTermsById is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x177a3875.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function termsById(uint64 termsId) view returns((uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, bytes32 termsHash)
func (asaEscrow *AsaEscrow) PackTermsById(termsId uint64) []byte {
	enc, err := asaEscrow.abi.Pack("termsById", termsId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTermsById is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x177a3875.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function termsById(uint64 termsId) view returns((uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, bytes32 termsHash)
func (asaEscrow *AsaEscrow) TryPackTermsById(termsId uint64) ([]byte, error) {
	return asaEscrow.abi.Pack("termsById", termsId)
}

// TermsByIdOutput serves as a container for the return parameters of contract
// method TermsById.
type TermsByIdOutput struct {
	Terms     IAsaEscrowTypesTerms
	TermsHash [32]byte
}

// UnpackTermsById is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x177a3875.
//
// Solidity: function termsById(uint64 termsId) view returns((uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, bytes32 termsHash)
func (asaEscrow *AsaEscrow) UnpackTermsById(data []byte) (TermsByIdOutput, error) {
	out, err := asaEscrow.abi.Unpack("termsById", data)
	outstruct := new(TermsByIdOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Terms = *abi.ConvertType(out[0], new(IAsaEscrowTypesTerms)).(*IAsaEscrowTypesTerms)
	outstruct.TermsHash = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	return *outstruct, nil
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (asaEscrow *AsaEscrow) PackToken() []byte {
	enc, err := asaEscrow.abi.Pack("token")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token() view returns(address)
func (asaEscrow *AsaEscrow) TryPackToken() ([]byte, error) {
	return asaEscrow.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (asaEscrow *AsaEscrow) UnpackToken(data []byte) (common.Address, error) {
	out, err := asaEscrow.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWithdrawAcceptance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x467da4d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawAcceptance(uint256 jobId) returns()
func (asaEscrow *AsaEscrow) PackWithdrawAcceptance(jobId *big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("withdrawAcceptance", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawAcceptance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x467da4d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawAcceptance(uint256 jobId) returns()
func (asaEscrow *AsaEscrow) TryPackWithdrawAcceptance(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("withdrawAcceptance", jobId)
}

// AsaEscrowAcceptanceRequired represents a AcceptanceRequired event raised by the AsaEscrow contract.
type AsaEscrowAcceptanceRequired struct {
	JobId         *big.Int
	Provider      common.Address
	Nonce         *big.Int
	AgreementHash [32]byte
	Commitment    [32]byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const AsaEscrowAcceptanceRequiredEventName = "AcceptanceRequired"

// ContractEventName returns the user-defined event name.
func (AsaEscrowAcceptanceRequired) ContractEventName() string {
	return AsaEscrowAcceptanceRequiredEventName
}

// UnpackAcceptanceRequiredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AcceptanceRequired(uint256 indexed jobId, address indexed provider, uint256 nonce, bytes32 agreementHash, bytes32 commitment)
func (asaEscrow *AsaEscrow) UnpackAcceptanceRequiredEvent(log *types.Log) (*AsaEscrowAcceptanceRequired, error) {
	event := "AcceptanceRequired"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowAcceptanceRequired)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowAcceptanceWithdrawn represents a AcceptanceWithdrawn event raised by the AsaEscrow contract.
type AsaEscrowAcceptanceWithdrawn struct {
	JobId      *big.Int
	Provider   common.Address
	Collateral *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const AsaEscrowAcceptanceWithdrawnEventName = "AcceptanceWithdrawn"

// ContractEventName returns the user-defined event name.
func (AsaEscrowAcceptanceWithdrawn) ContractEventName() string {
	return AsaEscrowAcceptanceWithdrawnEventName
}

// UnpackAcceptanceWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AcceptanceWithdrawn(uint256 indexed jobId, address indexed provider, uint256 collateral)
func (asaEscrow *AsaEscrow) UnpackAcceptanceWithdrawnEvent(log *types.Log) (*AsaEscrowAcceptanceWithdrawn, error) {
	event := "AcceptanceWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowAcceptanceWithdrawn)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowAgreementRegistered represents a AgreementRegistered event raised by the AsaEscrow contract.
type AsaEscrowAgreementRegistered struct {
	AgreementId uint64
	Client      common.Address
	Provider    common.Address
	TermsId     uint64
	Quorum      uint8
	Evaluators  []common.Address
	Raw         *types.Log // Blockchain specific contextual infos
}

const AsaEscrowAgreementRegisteredEventName = "AgreementRegistered"

// ContractEventName returns the user-defined event name.
func (AsaEscrowAgreementRegistered) ContractEventName() string {
	return AsaEscrowAgreementRegisteredEventName
}

// UnpackAgreementRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AgreementRegistered(uint64 indexed agreementId, address indexed client, address indexed provider, uint64 termsId, uint8 quorum, address[] evaluators)
func (asaEscrow *AsaEscrow) UnpackAgreementRegisteredEvent(log *types.Log) (*AsaEscrowAgreementRegistered, error) {
	event := "AgreementRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowAgreementRegistered)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowAsaJobCreated represents a AsaJobCreated event raised by the AsaEscrow contract.
type AsaEscrowAsaJobCreated struct {
	JobId         *big.Int
	TermsId       uint64
	AgreementId   uint64
	Evaluators    []common.Address
	Quorum        uint8
	Budget        *big.Int
	AgreementHash [32]byte
	Description   string
	Raw           *types.Log // Blockchain specific contextual infos
}

const AsaEscrowAsaJobCreatedEventName = "AsaJobCreated"

// ContractEventName returns the user-defined event name.
func (AsaEscrowAsaJobCreated) ContractEventName() string {
	return AsaEscrowAsaJobCreatedEventName
}

// UnpackAsaJobCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AsaJobCreated(uint256 indexed jobId, uint64 indexed termsId, uint64 agreementId, address[] evaluators, uint8 quorum, uint256 budget, bytes32 agreementHash, string description)
func (asaEscrow *AsaEscrow) UnpackAsaJobCreatedEvent(log *types.Log) (*AsaEscrowAsaJobCreated, error) {
	event := "AsaJobCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowAsaJobCreated)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowBackupEvaluatorActivated represents a BackupEvaluatorActivated event raised by the AsaEscrow contract.
type AsaEscrowBackupEvaluatorActivated struct {
	JobId           *big.Int
	BackupEvaluator common.Address
	Deadline        *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const AsaEscrowBackupEvaluatorActivatedEventName = "BackupEvaluatorActivated"

// ContractEventName returns the user-defined event name.
func (AsaEscrowBackupEvaluatorActivated) ContractEventName() string {
	return AsaEscrowBackupEvaluatorActivatedEventName
}

// UnpackBackupEvaluatorActivatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BackupEvaluatorActivated(uint256 indexed jobId, address indexed backupEvaluator, uint256 deadline)
func (asaEscrow *AsaEscrow) UnpackBackupEvaluatorActivatedEvent(log *types.Log) (*AsaEscrowBackupEvaluatorActivated, error) {
	event := "BackupEvaluatorActivated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowBackupEvaluatorActivated)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowBudgetSet represents a BudgetSet event raised by the AsaEscrow contract.
type AsaEscrowBudgetSet struct {
	JobId  *big.Int
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaEscrowBudgetSetEventName = "BudgetSet"

// ContractEventName returns the user-defined event name.
func (AsaEscrowBudgetSet) ContractEventName() string {
	return AsaEscrowBudgetSetEventName
}

// UnpackBudgetSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BudgetSet(uint256 indexed jobId, uint256 amount)
func (asaEscrow *AsaEscrow) UnpackBudgetSetEvent(log *types.Log) (*AsaEscrowBudgetSet, error) {
	event := "BudgetSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowBudgetSet)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowCollateralSettled represents a CollateralSettled event raised by the AsaEscrow contract.
type AsaEscrowCollateralSettled struct {
	JobId    *big.Int
	Provider common.Address
	Kept     *big.Int
	Slashed  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const AsaEscrowCollateralSettledEventName = "CollateralSettled"

// ContractEventName returns the user-defined event name.
func (AsaEscrowCollateralSettled) ContractEventName() string {
	return AsaEscrowCollateralSettledEventName
}

// UnpackCollateralSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CollateralSettled(uint256 indexed jobId, address indexed provider, uint256 kept, uint256 slashed)
func (asaEscrow *AsaEscrow) UnpackCollateralSettledEvent(log *types.Log) (*AsaEscrowCollateralSettled, error) {
	event := "CollateralSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowCollateralSettled)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowCreditPaid represents a CreditPaid event raised by the AsaEscrow contract.
type AsaEscrowCreditPaid struct {
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const AsaEscrowCreditPaidEventName = "CreditPaid"

// ContractEventName returns the user-defined event name.
func (AsaEscrowCreditPaid) ContractEventName() string {
	return AsaEscrowCreditPaidEventName
}

// UnpackCreditPaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CreditPaid(address indexed account, uint256 amount)
func (asaEscrow *AsaEscrow) UnpackCreditPaidEvent(log *types.Log) (*AsaEscrowCreditPaid, error) {
	event := "CreditPaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowCreditPaid)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowCredited represents a Credited event raised by the AsaEscrow contract.
type AsaEscrowCredited struct {
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const AsaEscrowCreditedEventName = "Credited"

// ContractEventName returns the user-defined event name.
func (AsaEscrowCredited) ContractEventName() string {
	return AsaEscrowCreditedEventName
}

// UnpackCreditedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Credited(address indexed account, uint256 amount)
func (asaEscrow *AsaEscrow) UnpackCreditedEvent(log *types.Log) (*AsaEscrowCredited, error) {
	event := "Credited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowCredited)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowDeadManTriggered represents a DeadManTriggered event raised by the AsaEscrow contract.
type AsaEscrowDeadManTriggered struct {
	JobId      *big.Int
	FromStatus uint8
	Action     uint8
	Raw        *types.Log // Blockchain specific contextual infos
}

const AsaEscrowDeadManTriggeredEventName = "DeadManTriggered"

// ContractEventName returns the user-defined event name.
func (AsaEscrowDeadManTriggered) ContractEventName() string {
	return AsaEscrowDeadManTriggeredEventName
}

// UnpackDeadManTriggeredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DeadManTriggered(uint256 indexed jobId, uint8 fromStatus, uint8 action)
func (asaEscrow *AsaEscrow) UnpackDeadManTriggeredEvent(log *types.Log) (*AsaEscrowDeadManTriggered, error) {
	event := "DeadManTriggered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowDeadManTriggered)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowDepositReturned represents a DepositReturned event raised by the AsaEscrow contract.
type AsaEscrowDepositReturned struct {
	JobId  *big.Int
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaEscrowDepositReturnedEventName = "DepositReturned"

// ContractEventName returns the user-defined event name.
func (AsaEscrowDepositReturned) ContractEventName() string {
	return AsaEscrowDepositReturnedEventName
}

// UnpackDepositReturnedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositReturned(uint256 indexed jobId, address indexed to, uint256 amount)
func (asaEscrow *AsaEscrow) UnpackDepositReturnedEvent(log *types.Log) (*AsaEscrowDepositReturned, error) {
	event := "DepositReturned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowDepositReturned)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowDisputeFiled represents a DisputeFiled event raised by the AsaEscrow contract.
type AsaEscrowDisputeFiled struct {
	JobId     *big.Int
	By        common.Address
	Automatic bool
	Deadline  *big.Int
	Reason    [32]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const AsaEscrowDisputeFiledEventName = "DisputeFiled"

// ContractEventName returns the user-defined event name.
func (AsaEscrowDisputeFiled) ContractEventName() string {
	return AsaEscrowDisputeFiledEventName
}

// UnpackDisputeFiledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DisputeFiled(uint256 indexed jobId, address indexed by, bool automatic, uint256 deadline, bytes32 reason)
func (asaEscrow *AsaEscrow) UnpackDisputeFiledEvent(log *types.Log) (*AsaEscrowDisputeFiled, error) {
	event := "DisputeFiled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowDisputeFiled)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowDisputeResolved represents a DisputeResolved event raised by the AsaEscrow contract.
type AsaEscrowDisputeResolved struct {
	JobId       *big.Int
	Resolver    common.Address
	ProviderBps uint16
	Reason      [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const AsaEscrowDisputeResolvedEventName = "DisputeResolved"

// ContractEventName returns the user-defined event name.
func (AsaEscrowDisputeResolved) ContractEventName() string {
	return AsaEscrowDisputeResolvedEventName
}

// UnpackDisputeResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DisputeResolved(uint256 indexed jobId, address indexed resolver, uint16 providerBps, bytes32 reason)
func (asaEscrow *AsaEscrow) UnpackDisputeResolvedEvent(log *types.Log) (*AsaEscrowDisputeResolved, error) {
	event := "DisputeResolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowDisputeResolved)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowEIP712DomainChanged represents a EIP712DomainChanged event raised by the AsaEscrow contract.
type AsaEscrowEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const AsaEscrowEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (AsaEscrowEIP712DomainChanged) ContractEventName() string {
	return AsaEscrowEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (asaEscrow *AsaEscrow) UnpackEIP712DomainChangedEvent(log *types.Log) (*AsaEscrowEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowEvaluatorsAppointed represents a EvaluatorsAppointed event raised by the AsaEscrow contract.
type AsaEscrowEvaluatorsAppointed struct {
	JobId       *big.Int
	By          common.Address
	AgreementId uint64
	Backup      bool
	Raw         *types.Log // Blockchain specific contextual infos
}

const AsaEscrowEvaluatorsAppointedEventName = "EvaluatorsAppointed"

// ContractEventName returns the user-defined event name.
func (AsaEscrowEvaluatorsAppointed) ContractEventName() string {
	return AsaEscrowEvaluatorsAppointedEventName
}

// UnpackEvaluatorsAppointedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EvaluatorsAppointed(uint256 indexed jobId, address indexed by, uint64 agreementId, bool backup)
func (asaEscrow *AsaEscrow) UnpackEvaluatorsAppointedEvent(log *types.Log) (*AsaEscrowEvaluatorsAppointed, error) {
	event := "EvaluatorsAppointed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowEvaluatorsAppointed)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowFundedWithAuthorization represents a FundedWithAuthorization event raised by the AsaEscrow contract.
type AsaEscrowFundedWithAuthorization struct {
	JobId       *big.Int
	From        common.Address
	Nonce       [32]byte
	PreExecuted bool
	Raw         *types.Log // Blockchain specific contextual infos
}

const AsaEscrowFundedWithAuthorizationEventName = "FundedWithAuthorization"

// ContractEventName returns the user-defined event name.
func (AsaEscrowFundedWithAuthorization) ContractEventName() string {
	return AsaEscrowFundedWithAuthorizationEventName
}

// UnpackFundedWithAuthorizationEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FundedWithAuthorization(uint256 indexed jobId, address indexed from, bytes32 indexed nonce, bool preExecuted)
func (asaEscrow *AsaEscrow) UnpackFundedWithAuthorizationEvent(log *types.Log) (*AsaEscrowFundedWithAuthorization, error) {
	event := "FundedWithAuthorization"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowFundedWithAuthorization)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowJobAccepted represents a JobAccepted event raised by the AsaEscrow contract.
type AsaEscrowJobAccepted struct {
	JobId      *big.Int
	Provider   common.Address
	Commitment [32]byte
	Nonce      *big.Int
	Collateral *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobAcceptedEventName = "JobAccepted"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobAccepted) ContractEventName() string {
	return AsaEscrowJobAcceptedEventName
}

// UnpackJobAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobAccepted(uint256 indexed jobId, address indexed provider, bytes32 commitment, uint256 nonce, uint256 collateral)
func (asaEscrow *AsaEscrow) UnpackJobAcceptedEvent(log *types.Log) (*AsaEscrowJobAccepted, error) {
	event := "JobAccepted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowJobAccepted)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowJobCompleted represents a JobCompleted event raised by the AsaEscrow contract.
type AsaEscrowJobCompleted struct {
	JobId     *big.Int
	Evaluator common.Address
	Reason    [32]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobCompletedEventName = "JobCompleted"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobCompleted) ContractEventName() string {
	return AsaEscrowJobCompletedEventName
}

// UnpackJobCompletedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCompleted(uint256 indexed jobId, address indexed evaluator, bytes32 reason)
func (asaEscrow *AsaEscrow) UnpackJobCompletedEvent(log *types.Log) (*AsaEscrowJobCompleted, error) {
	event := "JobCompleted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowJobCompleted)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowJobCreated represents a JobCreated event raised by the AsaEscrow contract.
type AsaEscrowJobCreated struct {
	JobId     *big.Int
	Client    common.Address
	Provider  common.Address
	Evaluator common.Address
	ExpiredAt *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobCreatedEventName = "JobCreated"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobCreated) ContractEventName() string {
	return AsaEscrowJobCreatedEventName
}

// UnpackJobCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCreated(uint256 indexed jobId, address indexed client, address indexed provider, address evaluator, uint256 expiredAt)
func (asaEscrow *AsaEscrow) UnpackJobCreatedEvent(log *types.Log) (*AsaEscrowJobCreated, error) {
	event := "JobCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowJobCreated)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowJobDescription represents a JobDescription event raised by the AsaEscrow contract.
type AsaEscrowJobDescription struct {
	JobId       *big.Int
	Description string
	Raw         *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobDescriptionEventName = "JobDescription"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobDescription) ContractEventName() string {
	return AsaEscrowJobDescriptionEventName
}

// UnpackJobDescriptionEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobDescription(uint256 indexed jobId, string description)
func (asaEscrow *AsaEscrow) UnpackJobDescriptionEvent(log *types.Log) (*AsaEscrowJobDescription, error) {
	event := "JobDescription"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowJobDescription)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowJobExpired represents a JobExpired event raised by the AsaEscrow contract.
type AsaEscrowJobExpired struct {
	JobId *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobExpiredEventName = "JobExpired"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobExpired) ContractEventName() string {
	return AsaEscrowJobExpiredEventName
}

// UnpackJobExpiredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobExpired(uint256 indexed jobId)
func (asaEscrow *AsaEscrow) UnpackJobExpiredEvent(log *types.Log) (*AsaEscrowJobExpired, error) {
	event := "JobExpired"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowJobExpired)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowJobFunded represents a JobFunded event raised by the AsaEscrow contract.
type AsaEscrowJobFunded struct {
	JobId  *big.Int
	Client common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobFundedEventName = "JobFunded"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobFunded) ContractEventName() string {
	return AsaEscrowJobFundedEventName
}

// UnpackJobFundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobFunded(uint256 indexed jobId, address indexed client, uint256 amount)
func (asaEscrow *AsaEscrow) UnpackJobFundedEvent(log *types.Log) (*AsaEscrowJobFunded, error) {
	event := "JobFunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowJobFunded)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowJobRejected represents a JobRejected event raised by the AsaEscrow contract.
type AsaEscrowJobRejected struct {
	JobId    *big.Int
	Rejector common.Address
	Reason   [32]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobRejectedEventName = "JobRejected"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobRejected) ContractEventName() string {
	return AsaEscrowJobRejectedEventName
}

// UnpackJobRejectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason)
func (asaEscrow *AsaEscrow) UnpackJobRejectedEvent(log *types.Log) (*AsaEscrowJobRejected, error) {
	event := "JobRejected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowJobRejected)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowJobSettled represents a JobSettled event raised by the AsaEscrow contract.
type AsaEscrowJobSettled struct {
	JobId          *big.Int
	ReleaseBps     uint16
	ProviderAmount *big.Int
	ClientAmount   *big.Int
	Fee            *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobSettledEventName = "JobSettled"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobSettled) ContractEventName() string {
	return AsaEscrowJobSettledEventName
}

// UnpackJobSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobSettled(uint256 indexed jobId, uint16 releaseBps, uint256 providerAmount, uint256 clientAmount, uint256 fee)
func (asaEscrow *AsaEscrow) UnpackJobSettledEvent(log *types.Log) (*AsaEscrowJobSettled, error) {
	event := "JobSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowJobSettled)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowJobSubmitted represents a JobSubmitted event raised by the AsaEscrow contract.
type AsaEscrowJobSubmitted struct {
	JobId       *big.Int
	Provider    common.Address
	Deliverable [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobSubmittedEventName = "JobSubmitted"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobSubmitted) ContractEventName() string {
	return AsaEscrowJobSubmittedEventName
}

// UnpackJobSubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobSubmitted(uint256 indexed jobId, address indexed provider, bytes32 deliverable)
func (asaEscrow *AsaEscrow) UnpackJobSubmittedEvent(log *types.Log) (*AsaEscrowJobSubmitted, error) {
	event := "JobSubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowJobSubmitted)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowJobVerified represents a JobVerified event raised by the AsaEscrow contract.
type AsaEscrowJobVerified struct {
	JobId             *big.Int
	Score             uint16
	PolicyScore       uint16
	Passed            bool
	ChallengeDeadline *big.Int
	Raw               *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobVerifiedEventName = "JobVerified"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobVerified) ContractEventName() string {
	return AsaEscrowJobVerifiedEventName
}

// UnpackJobVerifiedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobVerified(uint256 indexed jobId, uint16 score, uint16 policyScore, bool passed, uint256 challengeDeadline)
func (asaEscrow *AsaEscrow) UnpackJobVerifiedEvent(log *types.Log) (*AsaEscrowJobVerified, error) {
	event := "JobVerified"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowJobVerified)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowPaymentReleased represents a PaymentReleased event raised by the AsaEscrow contract.
type AsaEscrowPaymentReleased struct {
	JobId    *big.Int
	Provider common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const AsaEscrowPaymentReleasedEventName = "PaymentReleased"

// ContractEventName returns the user-defined event name.
func (AsaEscrowPaymentReleased) ContractEventName() string {
	return AsaEscrowPaymentReleasedEventName
}

// UnpackPaymentReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentReleased(uint256 indexed jobId, address indexed provider, uint256 amount)
func (asaEscrow *AsaEscrow) UnpackPaymentReleasedEvent(log *types.Log) (*AsaEscrowPaymentReleased, error) {
	event := "PaymentReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowPaymentReleased)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowProviderSet represents a ProviderSet event raised by the AsaEscrow contract.
type AsaEscrowProviderSet struct {
	JobId    *big.Int
	Provider common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const AsaEscrowProviderSetEventName = "ProviderSet"

// ContractEventName returns the user-defined event name.
func (AsaEscrowProviderSet) ContractEventName() string {
	return AsaEscrowProviderSetEventName
}

// UnpackProviderSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProviderSet(uint256 indexed jobId, address indexed provider)
func (asaEscrow *AsaEscrow) UnpackProviderSetEvent(log *types.Log) (*AsaEscrowProviderSet, error) {
	event := "ProviderSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowProviderSet)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowRefunded represents a Refunded event raised by the AsaEscrow contract.
type AsaEscrowRefunded struct {
	JobId  *big.Int
	Client common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaEscrowRefundedEventName = "Refunded"

// ContractEventName returns the user-defined event name.
func (AsaEscrowRefunded) ContractEventName() string {
	return AsaEscrowRefundedEventName
}

// UnpackRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Refunded(uint256 indexed jobId, address indexed client, uint256 amount)
func (asaEscrow *AsaEscrow) UnpackRefundedEvent(log *types.Log) (*AsaEscrowRefunded, error) {
	event := "Refunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowRefunded)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowResultAccepted represents a ResultAccepted event raised by the AsaEscrow contract.
type AsaEscrowResultAccepted struct {
	JobId        *big.Int
	Evaluator    common.Address
	Score        uint16
	Passed       bool
	EvidenceHash [32]byte
	Digest       [32]byte
	Raw          *types.Log // Blockchain specific contextual infos
}

const AsaEscrowResultAcceptedEventName = "ResultAccepted"

// ContractEventName returns the user-defined event name.
func (AsaEscrowResultAccepted) ContractEventName() string {
	return AsaEscrowResultAcceptedEventName
}

// UnpackResultAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ResultAccepted(uint256 indexed jobId, address indexed evaluator, uint16 score, bool passed, bytes32 evidenceHash, bytes32 digest)
func (asaEscrow *AsaEscrow) UnpackResultAcceptedEvent(log *types.Log) (*AsaEscrowResultAccepted, error) {
	event := "ResultAccepted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowResultAccepted)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowResultSkipped represents a ResultSkipped event raised by the AsaEscrow contract.
type AsaEscrowResultSkipped struct {
	JobId     *big.Int
	Evaluator common.Address
	Reason    [4]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const AsaEscrowResultSkippedEventName = "ResultSkipped"

// ContractEventName returns the user-defined event name.
func (AsaEscrowResultSkipped) ContractEventName() string {
	return AsaEscrowResultSkippedEventName
}

// UnpackResultSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ResultSkipped(uint256 indexed jobId, address indexed evaluator, bytes4 reason)
func (asaEscrow *AsaEscrow) UnpackResultSkippedEvent(log *types.Log) (*AsaEscrowResultSkipped, error) {
	event := "ResultSkipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowResultSkipped)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AsaEscrowTermsRegistered represents a TermsRegistered event raised by the AsaEscrow contract.
type AsaEscrowTermsRegistered struct {
	TermsId   uint64
	TermsHash [32]byte
	Terms     IAsaEscrowTypesTerms
	Raw       *types.Log // Blockchain specific contextual infos
}

const AsaEscrowTermsRegisteredEventName = "TermsRegistered"

// ContractEventName returns the user-defined event name.
func (AsaEscrowTermsRegistered) ContractEventName() string {
	return AsaEscrowTermsRegisteredEventName
}

// UnpackTermsRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TermsRegistered(uint64 indexed termsId, bytes32 indexed termsHash, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms)
func (asaEscrow *AsaEscrow) UnpackTermsRegisteredEvent(log *types.Log) (*AsaEscrowTermsRegistered, error) {
	event := "TermsRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowTermsRegistered)
	if len(log.Data) > 0 {
		if err := asaEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (asaEscrow *AsaEscrow) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["AcceptanceExpired"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackAcceptanceExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["AcceptanceMismatch"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackAcceptanceMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["AcceptanceNotRequired"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackAcceptanceNotRequiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["ActivationTooLate"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackActivationTooLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["AddressEmptyCode"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackAddressEmptyCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["AgreementHashRequired"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackAgreementHashRequiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["AlreadyAccepted"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackAlreadyAcceptedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["AlreadyCounted"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackAlreadyCountedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["AlreadyFunded"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackAlreadyFundedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["AsaJobUsesSignedResults"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackAsaJobUsesSignedResultsError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["BatchLengthMismatch"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackBatchLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["BpsOutOfRange"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackBpsOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["BudgetFixed"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackBudgetFixedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["BudgetMismatch"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackBudgetMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["BudgetOutOfRange"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackBudgetOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["DeadlineNotReached"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackDeadlineNotReachedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["DeadlinePassed"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackDeadlinePassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["EvaluatorNotIndependent"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackEvaluatorNotIndependentError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["ExpiryOutOfRange"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackExpiryOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["FundingShortfall"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackFundingShortfallError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["HooksNotSupported"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackHooksNotSupportedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["InvalidEvaluators"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackInvalidEvaluatorsError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["InvalidSignature"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["InvalidStatus"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackInvalidStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["InvalidTerms"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackInvalidTermsError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["NoDisputeResolver"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackNoDisputeResolverError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["NotAnEvaluator"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackNotAnEvaluatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["NothingDue"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackNothingDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["NothingToReturn"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackNothingToReturnError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["NothingToWithdraw"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["ProviderAlreadySet"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackProviderAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["ProviderNotSet"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackProviderNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["ResultExpired"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackResultExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["ResultMismatch"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackResultMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["ScoreOutOfRange"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackScoreOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["TermsHashMismatch"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackTermsHashMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["UnknownJob"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackUnknownJobError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AsaEscrowAcceptanceExpired represents a AcceptanceExpired error raised by the AsaEscrow contract.
type AsaEscrowAcceptanceExpired struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AcceptanceExpired(uint256 deadline)
func AsaEscrowAcceptanceExpiredErrorID() common.Hash {
	return common.HexToHash("0xc03338c8927f847e835259142051383eaba7394d3f2fbba7127c3b80a569a237")
}

// UnpackAcceptanceExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AcceptanceExpired(uint256 deadline)
func (asaEscrow *AsaEscrow) UnpackAcceptanceExpiredError(raw []byte) (*AsaEscrowAcceptanceExpired, error) {
	out := new(AsaEscrowAcceptanceExpired)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "AcceptanceExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowAcceptanceMismatch represents a AcceptanceMismatch error raised by the AsaEscrow contract.
type AsaEscrowAcceptanceMismatch struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AcceptanceMismatch(uint256 jobId)
func AsaEscrowAcceptanceMismatchErrorID() common.Hash {
	return common.HexToHash("0x1870feb6d97854a86134597a279e60f0142f7df0f6420387f3ac1cafc3146c1e")
}

// UnpackAcceptanceMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AcceptanceMismatch(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackAcceptanceMismatchError(raw []byte) (*AsaEscrowAcceptanceMismatch, error) {
	out := new(AsaEscrowAcceptanceMismatch)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "AcceptanceMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowAcceptanceNotRequired represents a AcceptanceNotRequired error raised by the AsaEscrow contract.
type AsaEscrowAcceptanceNotRequired struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AcceptanceNotRequired(uint256 jobId)
func AsaEscrowAcceptanceNotRequiredErrorID() common.Hash {
	return common.HexToHash("0xfecc541dc9461af746f763500891be969c0b209194bef6790d057a7f6dfed490")
}

// UnpackAcceptanceNotRequiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AcceptanceNotRequired(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackAcceptanceNotRequiredError(raw []byte) (*AsaEscrowAcceptanceNotRequired, error) {
	out := new(AsaEscrowAcceptanceNotRequired)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "AcceptanceNotRequired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowActivationTooLate represents a ActivationTooLate error raised by the AsaEscrow contract.
type AsaEscrowActivationTooLate struct {
	JobId           *big.Int
	ExpiredAt       *big.Int
	MinDeliveryTime *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ActivationTooLate(uint256 jobId, uint256 expiredAt, uint256 minDeliveryTime)
func AsaEscrowActivationTooLateErrorID() common.Hash {
	return common.HexToHash("0x476f9806b6530edd51b978af64686d1777b7c1dbb8def2edacf988ee41407755")
}

// UnpackActivationTooLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ActivationTooLate(uint256 jobId, uint256 expiredAt, uint256 minDeliveryTime)
func (asaEscrow *AsaEscrow) UnpackActivationTooLateError(raw []byte) (*AsaEscrowActivationTooLate, error) {
	out := new(AsaEscrowActivationTooLate)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "ActivationTooLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowAddressEmptyCode represents a AddressEmptyCode error raised by the AsaEscrow contract.
type AsaEscrowAddressEmptyCode struct {
	Target common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AddressEmptyCode(address target)
func AsaEscrowAddressEmptyCodeErrorID() common.Hash {
	return common.HexToHash("0x9996b315c842ff135b8fc4a08ad5df1c344efbc03d2687aecc0678050d2aac89")
}

// UnpackAddressEmptyCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AddressEmptyCode(address target)
func (asaEscrow *AsaEscrow) UnpackAddressEmptyCodeError(raw []byte) (*AsaEscrowAddressEmptyCode, error) {
	out := new(AsaEscrowAddressEmptyCode)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "AddressEmptyCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowAgreementHashRequired represents a AgreementHashRequired error raised by the AsaEscrow contract.
type AsaEscrowAgreementHashRequired struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgreementHashRequired()
func AsaEscrowAgreementHashRequiredErrorID() common.Hash {
	return common.HexToHash("0xab3a192c22cd685389c7845264d3aeb73fe89e67de181fce41d1f2725c056dae")
}

// UnpackAgreementHashRequiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgreementHashRequired()
func (asaEscrow *AsaEscrow) UnpackAgreementHashRequiredError(raw []byte) (*AsaEscrowAgreementHashRequired, error) {
	out := new(AsaEscrowAgreementHashRequired)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "AgreementHashRequired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowAlreadyAccepted represents a AlreadyAccepted error raised by the AsaEscrow contract.
type AsaEscrowAlreadyAccepted struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyAccepted(uint256 jobId)
func AsaEscrowAlreadyAcceptedErrorID() common.Hash {
	return common.HexToHash("0xf004e5222e92fc9e202dd0c92a296dc5d8d56e1e165cacb32247f8656c2f85c0")
}

// UnpackAlreadyAcceptedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyAccepted(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackAlreadyAcceptedError(raw []byte) (*AsaEscrowAlreadyAccepted, error) {
	out := new(AsaEscrowAlreadyAccepted)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "AlreadyAccepted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowAlreadyCounted represents a AlreadyCounted error raised by the AsaEscrow contract.
type AsaEscrowAlreadyCounted struct {
	Evaluator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyCounted(address evaluator)
func AsaEscrowAlreadyCountedErrorID() common.Hash {
	return common.HexToHash("0x3eebcaadfe932aefe015f8bd6bf21f493eb4518813b2369c25a55dd3dfa23a24")
}

// UnpackAlreadyCountedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyCounted(address evaluator)
func (asaEscrow *AsaEscrow) UnpackAlreadyCountedError(raw []byte) (*AsaEscrowAlreadyCounted, error) {
	out := new(AsaEscrowAlreadyCounted)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "AlreadyCounted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowAlreadyFunded represents a AlreadyFunded error raised by the AsaEscrow contract.
type AsaEscrowAlreadyFunded struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyFunded(uint256 jobId)
func AsaEscrowAlreadyFundedErrorID() common.Hash {
	return common.HexToHash("0xabbc9c010041a9227075034423eab6751d661eb87b16437e0902e6ebaa728ed6")
}

// UnpackAlreadyFundedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyFunded(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackAlreadyFundedError(raw []byte) (*AsaEscrowAlreadyFunded, error) {
	out := new(AsaEscrowAlreadyFunded)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "AlreadyFunded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowAsaJobUsesSignedResults represents a AsaJobUsesSignedResults error raised by the AsaEscrow contract.
type AsaEscrowAsaJobUsesSignedResults struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AsaJobUsesSignedResults(uint256 jobId)
func AsaEscrowAsaJobUsesSignedResultsErrorID() common.Hash {
	return common.HexToHash("0xb5eb26e1e39e77035fd0f07c420e871136a938c901de34b232aa88426027de9f")
}

// UnpackAsaJobUsesSignedResultsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AsaJobUsesSignedResults(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackAsaJobUsesSignedResultsError(raw []byte) (*AsaEscrowAsaJobUsesSignedResults, error) {
	out := new(AsaEscrowAsaJobUsesSignedResults)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "AsaJobUsesSignedResults", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowBatchLengthMismatch represents a BatchLengthMismatch error raised by the AsaEscrow contract.
type AsaEscrowBatchLengthMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BatchLengthMismatch()
func AsaEscrowBatchLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0x17e37b5cfddf1151103c544dd4f4119825adbb133f678dbedb1eb2dd41390832")
}

// UnpackBatchLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BatchLengthMismatch()
func (asaEscrow *AsaEscrow) UnpackBatchLengthMismatchError(raw []byte) (*AsaEscrowBatchLengthMismatch, error) {
	out := new(AsaEscrowBatchLengthMismatch)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "BatchLengthMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowBpsOutOfRange represents a BpsOutOfRange error raised by the AsaEscrow contract.
type AsaEscrowBpsOutOfRange struct {
	Bps uint16
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BpsOutOfRange(uint16 bps)
func AsaEscrowBpsOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x90d4c9afb5058dc611c062d8011fb1a0818735bc79cd852b5cb57491548e71e0")
}

// UnpackBpsOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BpsOutOfRange(uint16 bps)
func (asaEscrow *AsaEscrow) UnpackBpsOutOfRangeError(raw []byte) (*AsaEscrowBpsOutOfRange, error) {
	out := new(AsaEscrowBpsOutOfRange)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "BpsOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowBudgetFixed represents a BudgetFixed error raised by the AsaEscrow contract.
type AsaEscrowBudgetFixed struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BudgetFixed(uint256 jobId)
func AsaEscrowBudgetFixedErrorID() common.Hash {
	return common.HexToHash("0xf8e84e1adc9ef99379f28ed006a7f2052fc2483008c0070824946874eed240d1")
}

// UnpackBudgetFixedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BudgetFixed(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackBudgetFixedError(raw []byte) (*AsaEscrowBudgetFixed, error) {
	out := new(AsaEscrowBudgetFixed)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "BudgetFixed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowBudgetMismatch represents a BudgetMismatch error raised by the AsaEscrow contract.
type AsaEscrowBudgetMismatch struct {
	Expected *big.Int
	Actual   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BudgetMismatch(uint256 expected, uint256 actual)
func AsaEscrowBudgetMismatchErrorID() common.Hash {
	return common.HexToHash("0x733580bdd9673e94c0e0116aedc5402eab407ab12d9fc5ea918f64e45a9f4921")
}

// UnpackBudgetMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BudgetMismatch(uint256 expected, uint256 actual)
func (asaEscrow *AsaEscrow) UnpackBudgetMismatchError(raw []byte) (*AsaEscrowBudgetMismatch, error) {
	out := new(AsaEscrowBudgetMismatch)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "BudgetMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowBudgetOutOfRange represents a BudgetOutOfRange error raised by the AsaEscrow contract.
type AsaEscrowBudgetOutOfRange struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BudgetOutOfRange(uint256 amount)
func AsaEscrowBudgetOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xe1e293c38546c2641f82185401437e357f613602d07928d014b67f038b5fbf99")
}

// UnpackBudgetOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BudgetOutOfRange(uint256 amount)
func (asaEscrow *AsaEscrow) UnpackBudgetOutOfRangeError(raw []byte) (*AsaEscrowBudgetOutOfRange, error) {
	out := new(AsaEscrowBudgetOutOfRange)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "BudgetOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowDeadlineNotReached represents a DeadlineNotReached error raised by the AsaEscrow contract.
type AsaEscrowDeadlineNotReached struct {
	JobId    *big.Int
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlineNotReached(uint256 jobId, uint256 deadline)
func AsaEscrowDeadlineNotReachedErrorID() common.Hash {
	return common.HexToHash("0x523b7228f899a933c6fb48d8c9fcb0758d81eb12e04fcbd55e55d87e2468d12c")
}

// UnpackDeadlineNotReachedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlineNotReached(uint256 jobId, uint256 deadline)
func (asaEscrow *AsaEscrow) UnpackDeadlineNotReachedError(raw []byte) (*AsaEscrowDeadlineNotReached, error) {
	out := new(AsaEscrowDeadlineNotReached)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "DeadlineNotReached", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowDeadlinePassed represents a DeadlinePassed error raised by the AsaEscrow contract.
type AsaEscrowDeadlinePassed struct {
	JobId    *big.Int
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlinePassed(uint256 jobId, uint256 deadline)
func AsaEscrowDeadlinePassedErrorID() common.Hash {
	return common.HexToHash("0x83f2ba20b77c67656c85ef54103e25e4c03a482a8919c6010a4781ea13974bb7")
}

// UnpackDeadlinePassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlinePassed(uint256 jobId, uint256 deadline)
func (asaEscrow *AsaEscrow) UnpackDeadlinePassedError(raw []byte) (*AsaEscrowDeadlinePassed, error) {
	out := new(AsaEscrowDeadlinePassed)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "DeadlinePassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowEvaluatorNotIndependent represents a EvaluatorNotIndependent error raised by the AsaEscrow contract.
type AsaEscrowEvaluatorNotIndependent struct {
	Evaluator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EvaluatorNotIndependent(address evaluator)
func AsaEscrowEvaluatorNotIndependentErrorID() common.Hash {
	return common.HexToHash("0x755d50f4f2f6c54b13fa62f1089bf34312121b90d9c406b18805e921539f722d")
}

// UnpackEvaluatorNotIndependentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EvaluatorNotIndependent(address evaluator)
func (asaEscrow *AsaEscrow) UnpackEvaluatorNotIndependentError(raw []byte) (*AsaEscrowEvaluatorNotIndependent, error) {
	out := new(AsaEscrowEvaluatorNotIndependent)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "EvaluatorNotIndependent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowExpiryOutOfRange represents a ExpiryOutOfRange error raised by the AsaEscrow contract.
type AsaEscrowExpiryOutOfRange struct {
	ExpiredAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpiryOutOfRange(uint256 expiredAt)
func AsaEscrowExpiryOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x677df548398440137b8c490a956b73a2b64192f8ca43b34a9d91105d65dad523")
}

// UnpackExpiryOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpiryOutOfRange(uint256 expiredAt)
func (asaEscrow *AsaEscrow) UnpackExpiryOutOfRangeError(raw []byte) (*AsaEscrowExpiryOutOfRange, error) {
	out := new(AsaEscrowExpiryOutOfRange)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "ExpiryOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowFailedCall represents a FailedCall error raised by the AsaEscrow contract.
type AsaEscrowFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func AsaEscrowFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (asaEscrow *AsaEscrow) UnpackFailedCallError(raw []byte) (*AsaEscrowFailedCall, error) {
	out := new(AsaEscrowFailedCall)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowFundingShortfall represents a FundingShortfall error raised by the AsaEscrow contract.
type AsaEscrowFundingShortfall struct {
	Expected *big.Int
	Received *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FundingShortfall(uint256 expected, uint256 received)
func AsaEscrowFundingShortfallErrorID() common.Hash {
	return common.HexToHash("0x0938143a879a0138ac2bde40e623c46132f69a015d77c10496357744f556bc8c")
}

// UnpackFundingShortfallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FundingShortfall(uint256 expected, uint256 received)
func (asaEscrow *AsaEscrow) UnpackFundingShortfallError(raw []byte) (*AsaEscrowFundingShortfall, error) {
	out := new(AsaEscrowFundingShortfall)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "FundingShortfall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowHooksNotSupported represents a HooksNotSupported error raised by the AsaEscrow contract.
type AsaEscrowHooksNotSupported struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HooksNotSupported()
func AsaEscrowHooksNotSupportedErrorID() common.Hash {
	return common.HexToHash("0x0a7cba1322d432f1536dee3b77b701d241f588473cc64f161ac00d8428d61bcd")
}

// UnpackHooksNotSupportedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HooksNotSupported()
func (asaEscrow *AsaEscrow) UnpackHooksNotSupportedError(raw []byte) (*AsaEscrowHooksNotSupported, error) {
	out := new(AsaEscrowHooksNotSupported)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "HooksNotSupported", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowInvalidEvaluators represents a InvalidEvaluators error raised by the AsaEscrow contract.
type AsaEscrowInvalidEvaluators struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidEvaluators()
func AsaEscrowInvalidEvaluatorsErrorID() common.Hash {
	return common.HexToHash("0xe3f30e1cccecfa917a74155154ac9f98dc3fe6c28da7d49714b6777dcd4ccb99")
}

// UnpackInvalidEvaluatorsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidEvaluators()
func (asaEscrow *AsaEscrow) UnpackInvalidEvaluatorsError(raw []byte) (*AsaEscrowInvalidEvaluators, error) {
	out := new(AsaEscrowInvalidEvaluators)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "InvalidEvaluators", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowInvalidShortString represents a InvalidShortString error raised by the AsaEscrow contract.
type AsaEscrowInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func AsaEscrowInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (asaEscrow *AsaEscrow) UnpackInvalidShortStringError(raw []byte) (*AsaEscrowInvalidShortString, error) {
	out := new(AsaEscrowInvalidShortString)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowInvalidSignature represents a InvalidSignature error raised by the AsaEscrow contract.
type AsaEscrowInvalidSignature struct {
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSignature(address signer)
func AsaEscrowInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xd855c4f4d7a9aef9d1b6f49c25339cf5cd471e30830c8071f7b5024985e5abcd")
}

// UnpackInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSignature(address signer)
func (asaEscrow *AsaEscrow) UnpackInvalidSignatureError(raw []byte) (*AsaEscrowInvalidSignature, error) {
	out := new(AsaEscrowInvalidSignature)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "InvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowInvalidStatus represents a InvalidStatus error raised by the AsaEscrow contract.
type AsaEscrowInvalidStatus struct {
	JobId  *big.Int
	Status uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidStatus(uint256 jobId, uint8 status)
func AsaEscrowInvalidStatusErrorID() common.Hash {
	return common.HexToHash("0x07dbba4c837d1f7ce93aaf56a4f7ddb2fef74f7511454e59fc0daaf8a79ebe41")
}

// UnpackInvalidStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidStatus(uint256 jobId, uint8 status)
func (asaEscrow *AsaEscrow) UnpackInvalidStatusError(raw []byte) (*AsaEscrowInvalidStatus, error) {
	out := new(AsaEscrowInvalidStatus)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "InvalidStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowInvalidTerms represents a InvalidTerms error raised by the AsaEscrow contract.
type AsaEscrowInvalidTerms struct {
	Reason string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidTerms(string reason)
func AsaEscrowInvalidTermsErrorID() common.Hash {
	return common.HexToHash("0xf191a031a8e2caa80df477b8b01660f0de4259688cef841b71cd05217c53b977")
}

// UnpackInvalidTermsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidTerms(string reason)
func (asaEscrow *AsaEscrow) UnpackInvalidTermsError(raw []byte) (*AsaEscrowInvalidTerms, error) {
	out := new(AsaEscrowInvalidTerms)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "InvalidTerms", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowNoDisputeResolver represents a NoDisputeResolver error raised by the AsaEscrow contract.
type AsaEscrowNoDisputeResolver struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoDisputeResolver(uint256 jobId)
func AsaEscrowNoDisputeResolverErrorID() common.Hash {
	return common.HexToHash("0x745e43230e96aa78f65f0095ea5bf41a00db31bc72ee7c9803b300105311dc28")
}

// UnpackNoDisputeResolverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoDisputeResolver(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackNoDisputeResolverError(raw []byte) (*AsaEscrowNoDisputeResolver, error) {
	out := new(AsaEscrowNoDisputeResolver)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "NoDisputeResolver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowNotAnEvaluator represents a NotAnEvaluator error raised by the AsaEscrow contract.
type AsaEscrowNotAnEvaluator struct {
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAnEvaluator(address signer)
func AsaEscrowNotAnEvaluatorErrorID() common.Hash {
	return common.HexToHash("0x6dc65054f87c67ba48bb42c2d62956fdfd0aa116b94d89815c2e9c33a4b9a9de")
}

// UnpackNotAnEvaluatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAnEvaluator(address signer)
func (asaEscrow *AsaEscrow) UnpackNotAnEvaluatorError(raw []byte) (*AsaEscrowNotAnEvaluator, error) {
	out := new(AsaEscrowNotAnEvaluator)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "NotAnEvaluator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowNothingDue represents a NothingDue error raised by the AsaEscrow contract.
type AsaEscrowNothingDue struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingDue(uint256 jobId)
func AsaEscrowNothingDueErrorID() common.Hash {
	return common.HexToHash("0x3f775374182a123ea5ffcf3f324e18403a7125eadcd0a557a091246cc44609fe")
}

// UnpackNothingDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingDue(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackNothingDueError(raw []byte) (*AsaEscrowNothingDue, error) {
	out := new(AsaEscrowNothingDue)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "NothingDue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowNothingToReturn represents a NothingToReturn error raised by the AsaEscrow contract.
type AsaEscrowNothingToReturn struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToReturn(uint256 jobId)
func AsaEscrowNothingToReturnErrorID() common.Hash {
	return common.HexToHash("0xee7622fab11d8c27f94945a1589daab0af64ef963c11f4bd35f5cf6c7ea8b005")
}

// UnpackNothingToReturnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToReturn(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackNothingToReturnError(raw []byte) (*AsaEscrowNothingToReturn, error) {
	out := new(AsaEscrowNothingToReturn)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "NothingToReturn", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowNothingToWithdraw represents a NothingToWithdraw error raised by the AsaEscrow contract.
type AsaEscrowNothingToWithdraw struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToWithdraw(address account)
func AsaEscrowNothingToWithdrawErrorID() common.Hash {
	return common.HexToHash("0xdc69dc16e4a8405b44139edda9a06ee66b303337358b6f4633533d65de15b7f4")
}

// UnpackNothingToWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToWithdraw(address account)
func (asaEscrow *AsaEscrow) UnpackNothingToWithdrawError(raw []byte) (*AsaEscrowNothingToWithdraw, error) {
	out := new(AsaEscrowNothingToWithdraw)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "NothingToWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowProviderAlreadySet represents a ProviderAlreadySet error raised by the AsaEscrow contract.
type AsaEscrowProviderAlreadySet struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProviderAlreadySet(uint256 jobId)
func AsaEscrowProviderAlreadySetErrorID() common.Hash {
	return common.HexToHash("0x8996fa2f40045125a2cee1afae01616d191def722c61ccd95e12a74087637811")
}

// UnpackProviderAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProviderAlreadySet(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackProviderAlreadySetError(raw []byte) (*AsaEscrowProviderAlreadySet, error) {
	out := new(AsaEscrowProviderAlreadySet)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "ProviderAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowProviderNotSet represents a ProviderNotSet error raised by the AsaEscrow contract.
type AsaEscrowProviderNotSet struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProviderNotSet(uint256 jobId)
func AsaEscrowProviderNotSetErrorID() common.Hash {
	return common.HexToHash("0xe9dab5e95b38f4257e4e50e70f99a71d79b3b7211505ef4219dbbcfce54e7197")
}

// UnpackProviderNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProviderNotSet(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackProviderNotSetError(raw []byte) (*AsaEscrowProviderNotSet, error) {
	out := new(AsaEscrowProviderNotSet)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "ProviderNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the AsaEscrow contract.
type AsaEscrowReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func AsaEscrowReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (asaEscrow *AsaEscrow) UnpackReentrancyGuardReentrantCallError(raw []byte) (*AsaEscrowReentrancyGuardReentrantCall, error) {
	out := new(AsaEscrowReentrancyGuardReentrantCall)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowResultExpired represents a ResultExpired error raised by the AsaEscrow contract.
type AsaEscrowResultExpired struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ResultExpired(uint256 deadline)
func AsaEscrowResultExpiredErrorID() common.Hash {
	return common.HexToHash("0xfae6f42793f95e66951002462aea8ba37c4615758eeb1f4c304575366f69880c")
}

// UnpackResultExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ResultExpired(uint256 deadline)
func (asaEscrow *AsaEscrow) UnpackResultExpiredError(raw []byte) (*AsaEscrowResultExpired, error) {
	out := new(AsaEscrowResultExpired)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "ResultExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowResultMismatch represents a ResultMismatch error raised by the AsaEscrow contract.
type AsaEscrowResultMismatch struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ResultMismatch(uint256 jobId)
func AsaEscrowResultMismatchErrorID() common.Hash {
	return common.HexToHash("0x8426ccc821334059fc24ac239867f5f1b58a200e18d4ed576a4905ab8852c010")
}

// UnpackResultMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ResultMismatch(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackResultMismatchError(raw []byte) (*AsaEscrowResultMismatch, error) {
	out := new(AsaEscrowResultMismatch)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "ResultMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the AsaEscrow contract.
type AsaEscrowSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func AsaEscrowSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (asaEscrow *AsaEscrow) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*AsaEscrowSafeCastOverflowedUintDowncast, error) {
	out := new(AsaEscrowSafeCastOverflowedUintDowncast)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the AsaEscrow contract.
type AsaEscrowSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func AsaEscrowSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (asaEscrow *AsaEscrow) UnpackSafeERC20FailedOperationError(raw []byte) (*AsaEscrowSafeERC20FailedOperation, error) {
	out := new(AsaEscrowSafeERC20FailedOperation)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowScoreOutOfRange represents a ScoreOutOfRange error raised by the AsaEscrow contract.
type AsaEscrowScoreOutOfRange struct {
	Score uint16
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ScoreOutOfRange(uint16 score)
func AsaEscrowScoreOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xef44ec2f93532c3d4970ec9372d0f1eb11229b08b2a5a19f6f8d764b8fa58df7")
}

// UnpackScoreOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ScoreOutOfRange(uint16 score)
func (asaEscrow *AsaEscrow) UnpackScoreOutOfRangeError(raw []byte) (*AsaEscrowScoreOutOfRange, error) {
	out := new(AsaEscrowScoreOutOfRange)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "ScoreOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowStringTooLong represents a StringTooLong error raised by the AsaEscrow contract.
type AsaEscrowStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func AsaEscrowStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (asaEscrow *AsaEscrow) UnpackStringTooLongError(raw []byte) (*AsaEscrowStringTooLong, error) {
	out := new(AsaEscrowStringTooLong)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowTermsHashMismatch represents a TermsHashMismatch error raised by the AsaEscrow contract.
type AsaEscrowTermsHashMismatch struct {
	Expected [32]byte
	Actual   [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TermsHashMismatch(bytes32 expected, bytes32 actual)
func AsaEscrowTermsHashMismatchErrorID() common.Hash {
	return common.HexToHash("0x5b8189796ca3571967e23df71952e7b6449934d7c1e3fe25fbf4134432234ee9")
}

// UnpackTermsHashMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TermsHashMismatch(bytes32 expected, bytes32 actual)
func (asaEscrow *AsaEscrow) UnpackTermsHashMismatchError(raw []byte) (*AsaEscrowTermsHashMismatch, error) {
	out := new(AsaEscrowTermsHashMismatch)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "TermsHashMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowUnauthorized represents a Unauthorized error raised by the AsaEscrow contract.
type AsaEscrowUnauthorized struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized(address caller)
func AsaEscrowUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x8e4a23d6a5d81f013eca4bc92aeb9214ccafcaebd1f097c350c922d6e19122d5")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized(address caller)
func (asaEscrow *AsaEscrow) UnpackUnauthorizedError(raw []byte) (*AsaEscrowUnauthorized, error) {
	out := new(AsaEscrowUnauthorized)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowUnknownJob represents a UnknownJob error raised by the AsaEscrow contract.
type AsaEscrowUnknownJob struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownJob(uint256 jobId)
func AsaEscrowUnknownJobErrorID() common.Hash {
	return common.HexToHash("0x510aa5f06826d740de587fc177250838c7f20674aef37603d5ab5f52cef91ae8")
}

// UnpackUnknownJobError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownJob(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackUnknownJobError(raw []byte) (*AsaEscrowUnknownJob, error) {
	out := new(AsaEscrowUnknownJob)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "UnknownJob", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaEscrowZeroAddress represents a ZeroAddress error raised by the AsaEscrow contract.
type AsaEscrowZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func AsaEscrowZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (asaEscrow *AsaEscrow) UnpackZeroAddressError(raw []byte) (*AsaEscrowZeroAddress, error) {
	out := new(AsaEscrowZeroAddress)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
