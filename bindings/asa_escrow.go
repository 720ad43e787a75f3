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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceNotRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minDeliveryTime\",\"type\":\"uint256\"}],\"name\":\"ActivationTooLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AgreementHashRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyAccepted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"AlreadyCounted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyFunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AsaJobUsesSignedResults\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BatchLengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"bps\",\"type\":\"uint16\"}],\"name\":\"BpsOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"BudgetFixed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"actual\",\"type\":\"uint256\"}],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"EvaluatorNotIndependent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"ExpiryOutOfRange\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"HooksNotSupported\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidEvaluators\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"InvalidStatus\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidTerms\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NoDisputeResolver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"NotAnEvaluator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingToReturn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderAlreadySet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"ResultExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ResultMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"}],\"name\":\"ScoreOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"expected\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"actual\",\"type\":\"bytes32\"}],\"name\":\"TermsHashMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"}],\"name\":\"AcceptanceRequired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"name\":\"AcceptanceWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"AgreementRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fundDeadline\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"AsaJobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"BackupEvaluatorActivated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"CollateralSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"CreditPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Credited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"fromStatus\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"action\",\"type\":\"uint8\"}],\"name\":\"DeadManTriggered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DepositReturned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"automatic\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeFiled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"preExecuted\",\"type\":\"bool\"}],\"name\":\"FundedWithAuthorization\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"name\":\"JobAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"JobDescription\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"releaseBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"providerAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"clientAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"policyScore\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"challengeDeadline\",\"type\":\"uint256\"}],\"name\":\"JobVerified\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"ProviderSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"}],\"name\":\"ResultAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes4\",\"name\":\"reason\",\"type\":\"bytes4\"}],\"name\":\"ResultSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"TermsRegistered\",\"type\":\"event\"},{\"stateMutability\":\"nonpayable\",\"type\":\"fallback\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"claimRefund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"acceptanceDeadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"providerSignature\",\"type\":\"bytes\"}],\"name\":\"createAndFundAcceptedAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAndFundAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest[]\",\"name\":\"jobs\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAndFundAsaJobs\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"firstJobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"extension\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"finalize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"jobIds\",\"type\":\"uint256[]\"}],\"name\":\"finalizeBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"advanced\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isDue\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setProvider\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result[]\",\"name\":\"results\",\"type\":\"tuple[]\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"submitResults\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"counted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structIAsaEscrowTypes.Authorization\",\"name\":\"collateralAuth\",\"type\":\"tuple\"}],\"name\":\"acceptJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"challenge\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"collateralAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"}],\"name\":\"fundFromDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"fundWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"pushCredit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"accounts\",\"type\":\"address[]\"}],\"name\":\"pushCredits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"}],\"name\":\"resultDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"returnDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"toClient\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toProvider\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"withdrawAcceptance\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"acceptanceNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"credits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"evaluatorsOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"submittedAt\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"resultCount\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"backupActive\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"budgetFunded\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"accepted\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.JobView\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"jobCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"limits\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"bps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxEvaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxCollateralBps\",\"type\":\"uint16\"},{\"internalType\":\"uint8\",\"name\":\"maxEvaluators\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"maxTiers\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"maxRollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"maxTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"maxExpiryHorizon\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"pairHistory\",\"outputs\":[{\"internalType\":\"uint16[]\",\"name\":\"scores\",\"type\":\"uint16[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"}],\"name\":\"termsById\",\"outputs\":[{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "AsaEscrow",
	Bin: "0x6101a080604052346102055760208161be7e80380380916100208285610209565b83398101031261020557516001600160a01b038116908181036102055760405161004b604082610209565b600a815260208101906941534120457363726f7760b01b825260405191610073604084610209565b600183526020830191603160f81b835261008c8161022c565b610120526100998461022c565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010260c082610209565b5190206080523060c05281156101f65761016052604051906166a48083016001600160401b038111848210176101e25760209284926157da843981520301905ff080156101d7576001600160a01b0316610180526040516155429081610298823960805181615322015260a051816153d9015260c051816152ec015260e051816153710152610100518161539701526101205181610a7b01526101405181610aa5015261016051818181610166015281816135610152614bf60152610180518181816111c60152818161247a015261350d0152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101e257604052565b601f815111610257576020815191015160208210610248571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60c0604052600436101561005f575b3461005b576001600160e01b03195f35166303b636ff60e31b811490811561004a575b50156135005763472511eb60e11b5f523360045260245ffd5b6359caab9560e11b1490505f610031565b5f80fd5b5f5f3560e01c806305261aea14612abe5780631bbd7229146129f757806320ec7bf7146124a95780632d5537b01461246457806341528812146121d457806341dd26f5146121bc578063437e48e214611c1457806344bc55ca14611ad85780634c5d8a0f14611aba5780635583a93014611a915780635b7baf6414611a7b57806364e303731461127e5780637a60b04914610b5d57806384b0196e14610a61578063917c9b1c146108775780639e63798d146106e1578063c9a84bb91461069c578063d2e13f5014610447578063d75bbdf31461029c578063dd4ae9d4146101985763fc0c546a14610151575061000e565b346101955780600319360112610195576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b5034610195576101a736612bd6565b50506101b2826147e0565b64ffffffffff8154168452600760205260408420805464ffffffffff8160a01c16610288576101e18386614811565b6001600160a01b03163314159081610270575b5061025d576001600160581b038211610249578161023f6020926001600160581b037f869e2577b006bf47ee981cf6fec2e25583548081c14b98deab587f77b5068038951690612cbf565b604051908152a280f35b63e1e293c360e01b84526004829052602484fd5b63472511eb60e11b845233600452602484fd5b600101546001600160a01b031633141590505f6101f4565b637c74270d60e11b86526004859052602486fd5b5034610195576102ab36612bd6565b5050906102b6612f30565b6102bf816147e0565b9182549064ffffffffff821685526007602052604085209164ffffffffff835460a01c166104335760ff855460f01c16600881101561041f5760028103610408575060028301546001600160a01b031633036103f557916020916001600160581b037f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b09460281c1695600360f01b60ff60f01b19825416179055604051908152847f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444843393a3837f64bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d3608060405161271081528886820152896040820152896060820152a2600101546001600160a01b0316936103db8186614841565b604051908152a3805f5160206155025f395f51905f525d80f35b63472511eb60e11b865233600452602486fd5b6301f6ee9360e21b87526004859052602452604486fd5b634e487b7160e01b87526021600452602487fd5b63b5eb26e160e01b86526004849052602486fd5b50346101955761045636612bd6565b909392610461612f30565b61046a816147e0565b91825464ffffffffff8116865260076020526040862096875460018060a01b03811633036106895764ffffffffff889160a01c1680159485159384610634575b50506104b68787614811565b8360f81c946002861661062057808061060b575b6105f7576001600160581b038560281c169889156105e357808a036105cc5750156105ba575087905b8082036105a557505080610592575b610572575082546001600160f81b0316600290911760f81b6001600160f81b031916178255929361055f93610559929060018060a01b03835416815f5160206154825f395f51905f526020604051898152a36150b0565b3361354c565b805f5160206155025f395f51905f525d80f35b63041f95d160e51b8652600483905260a01c63ffffffff16602452604485fd5b5063ffffffff8160a01c16421015610502565b635b81897960e01b8952600452602452604487fd5b8852600b6020526040882054906104f3565b63733580bd60e01b8b52600452602489905260448afd5b63e1e293c360e01b8b5260048b905260248bfd5b63e9dab5e960e01b8a52600487905260248afd5b5060018b01546001600160a01b0316156104ca565b63abbc9c0160e01b8a52600487905260248afd5b909192506020820361066557359060208110610654575b50905f806104aa565b5f199060200360031b1b165f61064b565b828a52600b60205260408a2054635b81897960e01b8b5260045260248a905260448afd5b63472511eb60e11b885233600452602488fd5b5034610195576060366003190112610195576106b6612b7f565b506044356001600160401b0381116106dd576106d6903690600401612ba9565b5050613500565b5080fd5b5034610195576106f036612bd6565b5050906106fc816147e0565b60ff815460f01c166008811015610863576001810361084c5750805464ffffffffff81168552600760205260408520600101549091906001600160a01b03811633036103f55760a01c63ffffffff1691821515908180610839575b6108195750838652600560205284604087205561079661077642615085565b835463ffffffff60c01b191660c09190911b63ffffffff60c01b16178355565b815460ff60f01b1916600160f11b1782556107dd575b50506040519182527f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a380f35b6107f26107ed6108129342612e64565b615085565b815463ffffffff60a01b191660a09190911b63ffffffff60a01b16179055565b5f806107ac565b63041f95d160e51b8752600485905260801c63ffffffff16602452604486fd5b5063ffffffff8160801c16421015610757565b6301f6ee9360e21b85526004839052602452604484fd5b634e487b7160e01b85526021600452602485fd5b503461019557606036600319011261019557600435906001600160401b0382116101955736602383011215610195578160040135906001600160401b038211610195573660248360081b85010111610195576024356001600160401b0381116106dd576108e8903690600401612b0c565b6044949194356001600160401b038111610a5d5761090a903690600401612b0c565b9590610914612f30565b8493868414801590610a53575b610a44576001871180610a2e575b86955b88871015610a015760248760081b840101610956610951898989612c30565b612e71565b8b8910156109ed576109806109708a60051b880188612efe565b9063ffffffff60e01b9385613f0c565b168061099c575050610993600191612c40565b965b0195610932565b91976001929091907fc07330706ce7c5fc6735e9e7cb53548f117058a8c347754ed7fbdb8d88060c0260206001600160a01b036109dd610951878e8e612c30565b16936040519384523592a3610995565b634e487b7160e01b8a52603260045260248afd5b87602092610a21575b5f5160206155025f395f51905f525d604051908152f35b610a29613014565b610a0a565b60015f5160206154c25f395f51905f525d61092f565b6305f8ded760e21b8652600486fd5b5086881415610921565b8380fd5b5034610195578060031936011261019557610b0190610a9f7f0000000000000000000000000000000000000000000000000000000000000000615047565b90610ac97f0000000000000000000000000000000000000000000000000000000000000000615047565b906020610b0f60405193610add8386612c92565b8385525f368137604051968796600f60f81b885260e08589015260e0880190612c0c565b908682036040880152612c0c565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b828110610b4657505050500390f35b835185528695509381019392810192600101610b37565b503461019557610280366003190112610195576004356001600160401b0381116106dd57610b8f903690600401612b0c565b61026036602319011261127a57610ba4612f30565b801561126b5760025491600183018093116112575790839184915b808310610bd45760208587610a0a873361354c565b909192610be2848385612ec5565b610bef6060820135613312565b6080810135158015611243575b61122d576040516020810190610c138260246130bb565b6102608152610c2461028082612c92565b519020610c3082612e71565b610c3c6040840161327f565b610c49602085018561328d565b610c5581949294612ee7565b93610c636040519586612c92565b8185526020850190368360051b820111611229579094939286929091805b8260051b8101821061120357505050610c9b945033614c8e565b9081895260096020526040892054908115611145575b610cbc600254612c40565b928360025561014435151561014435036110165761014435611052575b506101443515916101443561104a575b8261101a575b8215610fe6578a80935b600290606088013563ffffffff16908015610fdf5781935b5015610fd7578d6001915b60405194610d2986612c62565b64ffffffffff87168652602086019160808c01356001600160581b0316835260408701908152606087019163ffffffff168252608087019284845260a088019480865260c0890196610d7b9088612cb3565b60e089019788528c81526004602052604090209751885464ffffffffff191664ffffffffff90911617885551610dba906001600160581b031688612cbf565b518654915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617855551845463ffffffff60c01b191660c09190911b63ffffffff60c01b1617845551835461ffff60e01b191660e09190911b61ffff60e01b16178355516008811015610fc3578291610e4660ff92610e6695612cf1565b5182546001600160f81b0316911660f81b6001600160f81b031916179055565b610e6f85612e71565b610e7c602087018761328d565b15610faf5760408694610f7189610f4164ffffffffff610fa69c9a9860019e9c98610eb45f5160206154a25f395f51905f5299612e71565b88516001600160a01b0391821681526060870135602082015291169033908b905f5160206154e25f395f51905f5290604090a463ffffffff610ef9602086018661328d565b6080529a6080610f0a8a880161327f565b9660ff610f1a60c0830183612efe565b98909f6101008e519e8f9e8f908c8c168252602082015201526101008d01908551906132c2565b981660608b0152013560808901521660a087015260a08c013560c087015285840360e087015260281c1697612d15565b0390a3608060405192013582525f5160206154825f395f51905f5260203393a36080610f9e878688612ec5565b013590612e64565b93019190610bbf565b634e487b7160e01b8d52603260045260248dfd5b634e487b7160e01b8e52602160045260248efd5b8d8091610d1c565b8693610d11565b63ffffffff61016435166101643503611016578a6110106107ed63ffffffff610164351642612e64565b93610cf9565b8a80fd5b63ffffffff610204351661020435036110165761104563ffffffff6102043516606087013586614d1f565b610cef565b8a9250610ce9565b60a08501351561113657835f5160206155225f395f51905f5260608d93338552600f602052886110c96110d7604088209384549461108f86612c40565b90556040519283916020830195888101359160a0608083013592013590889094939260609260808301968352602083015260408201520152565b03601f198101835282612c92565b5190209460408051602081019088825284838201528281526110f98682612c92565b51902086835260056020529120556001600160a01b036111188a612e71565b169460405191825260a08a013560208301526040820152a35f610cd9565b632ace864b60e21b8b5260048bfd5b90506111ea61115384612e71565b6111c4611163602087018761328d565b929060ff6111af61117660408b0161327f565b6040516303b636ff60e31b60208201526001600160a01b0390951660248601526102c0604486015293958694936102e4860191906132c2565b911660648301526110c96084830160246130bb565b7f0000000000000000000000000000000000000000000000000000000000000000614f61565b805160209082018290031261005b576020015190610cb1565b919350919394956020809161121785612b95565b81520192018793919695949296610c81565b8d80fd5b63e1e293c360e01b875260800135600452602486fd5b506001600160581b03608082013511610bfc565b634e487b7160e01b84526011600452602484fd5b6305f8ded760e21b8352600483fd5b8280fd5b5034610195576102c0366003190112610195576001600160401b03600435116101955760e06004353603600319011261019557610260366023190112610195576102a4356001600160401b0381116106dd576112de903690600401612ba9565b916112e7612f30565b610144351591821561014435036106dd5782611a49578193829161131060646004350135613312565b60846004350135158015611a33575b611a1a5760405160208101906113368260246130bb565b610260815261134761028082612c92565b51902094611359600435600401612e71565b61136760446004350161327f565b61137b60246004350160043560040161328d565b61138781949294612ee7565b936113956040519586612c92565b8185526020850190368360051b82011161101657909493928b929091805b8260051b810182106119f4575050506113cd945033614c8e565b958686526009602052604086205491821561199c575b6113ee600254612c40565b9788600255610144356118d8575b505f90156118d0575b8061189e575b801561186b5786905b886004356064013563ffffffff1682156118645780925b1561185c57896001915b6040519461144286612c62565b64ffffffffff891686526020860191600435608401356001600160581b0316835260408701908152606087019163ffffffff168252608087019284845260a088019480865260c08901966114969088612cb3565b60e0890197600689528152600460205260409020975164ffffffffff1664ffffffffff1664ffffffffff19895416178855516001600160581b03166114db9088612cbf565b518654915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617855551845463ffffffff60c01b191660c09190911b63ffffffff60c01b1617845551835461ffff60e01b191660e09190911b61ffff60e01b16178355516008811015611848578291610e4660ff9261156795612cf1565b611575600435600401612e71565b61158960246004350160043560040161328d565b15611834579261168a5f5160206154a25f395f51905f529364ffffffffff936115b28d97612e71565b604080516001600160a01b0392831681526004356064013560208201529290911691339189915f5160206154e25f395f51905f529190a461165361160060246004350160043560040161328d565b95909863ffffffff61161660446004350161327f565b9460ff61162d60c460043501600435600401612efe565b96909d6040519b8c9b8888168d5260208d015261010060408d01526101008c01916132c2565b961660608901526084600435013560808901521660a087015260a4600435013560c087015285840360e087015260281c1697612d15565b0390a3604051608460043501358152855f5160206154825f395f51905f5260203393a36116bb600435600401612e71565b928261178f575050506001600160a01b038116330361177c575b610124359361ffff851694858103610a5d576116fe602096612710925060846004350135612e94565b0490611710608460043501353361354c565b604080519182528682018390526001600160a01b0384169186917f2ad756d0770df457a09aecefbc33f1a8255b9ce3bd77f66b1dfa3d2d322517b691a38061176c575b50505f5160206155025f395f51905f525d604051908152f35b6117759161354c565b5f80611753565b63472511eb60e11b825233600452602482fd5b61028435421161181e57906117f86117fe939260405160208101917f68b04950d7d5b71ad077d48dec11b22edb5ac048400704c008731bd4d9d4419a83528a60408301526060820152610284356080820152608081526117f060a082612c92565b519020614fed565b84614729565b6116d557633615713d60e21b82526001600160a01b031660045260249150fd5b631806671960e31b855261028435600452602485fd5b634e487b7160e01b89526032600452602489fd5b634e487b7160e01b8a52602160045260248afd5b898091611435565b839261142b565b63ffffffff6101643516610164350361189a576118946107ed63ffffffff610164351642612e64565b90611414565b8680fd5b63ffffffff6102043516610204350361189a576118cb63ffffffff6102043516606460043501358a614d1f565b61140b565b506001611405565b9550975060a460043501351561198d57338652600f60205260408620978854986119018a612c40565b9055604080516020810197885260043560a4810135928201929092526084820135606082015260649091013560808201528996906119428160a081016110c9565b51902098885f5160206155225f395f51905f5260606001600160a01b0361196c6004803501612e71565b169360405190815260a4600435013560208201528d6040820152a35f6113fc565b632ace864b60e21b8652600486fd5b91506119db6119af600435600401612e71565b6111c46119c660246004350160043560040161328d565b929060ff6111af61117660446004350161327f565b805160209082018290031261005b5760200151916113e3565b9193509193949560208091611a0885612b95565b81520192018c939196959492966113b3565b63e1e293c360e01b845260048035608401359052602484fd5b506001600160581b03608460043501351161131f565b60248260025460018101809111611a695763fecc541d60e01b8252600452fd5b50634e487b7160e01b81526011600452fd5b5034610195576020366003190112156135005780fd5b5034610195576020366003190112610195576020611ab0600435612d44565b6040519015158152f35b50346101955780600319360112610195576020600254604051908152f35b503461019557366003190161014081126106dd576101001361019557610104356001600160a01b0381169081810361127a57610124356001600160401b038111610a5d57611b2d611b45913690600401612ba9565b90611b36612f30565b6001600160e01b0319936136f9565b1680611b60575b82805f5160206155025f395f51905f525d80f35b60405190637311a1af60e11b60208301526024820152600435604482015260243560648201526044356001600160401b038116809103610a5d57608482015260643561ffff8116809103610a5d5760a4820152608435801515809103610a5d5760c482015260a43560e482015260c43561010482015260e435916001600160401b038316809303610a5d57611c0c9261012483015261014482015261014481526111c461016482612c92565b505f80611b4c565b503461019557611c2336612b3c565b9091611c2d612f30565b606083013592611c3c84613312565b608081013590811580156121ac575b612198576040516020810190611c6182876130bb565b6102608152611c7261028082612c92565b519020611c7e82612e71565b6040830192611c8c8461327f565b916020820192611c9c848461328d565b9290611ca784612ee7565b93611cb56040519586612c92565b808552602085019060051b8201913683116121945790889295949391905b86821061216f575050611ce7945033614c8e565b96878752600960205260408720548015612117575b64ffffffffff811693611d10600254612c40565b998a600255611d226101208501612e57565b9081612041575b5015928315612039575b83612017575b8315611ff2575088925b8a63ffffffff8d1691805f14611feb5782905b15611fe2578b8b6001925b60405195611d6e87612c62565b8b875260208701926001600160581b0316835260408701908152606087019163ffffffff168252608087019284845260a088019480865260c0890196611db49088612cb3565b60e0890197600289528152600460205260409020975164ffffffffff1664ffffffffff1664ffffffffff19895416178855516001600160581b0316611df99088612cbf565b518654915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617855551845463ffffffff60c01b191660c09190911b63ffffffff60c01b1617845551835461ffff60e01b191660e09190911b61ffff60e01b16178355516008811015611fce578291610e4660ff92611e8595612cf1565b611e8e84612e71565b611e98828661328d565b9c909c15611fba578b611eb0819e9d9a9b9c9d612e71565b604080516001600160a01b039283168152602081019490945293169233925f5160206154e25f395f51905f529190a4611ee9908461328d565b939097611ef59061327f565b92611f0360c0830183612efe565b99909560405198899889526020890152604088016101009052610100880190611f2b926132c2565b9360ff16606087015289608087015263ffffffff1660a086015260a0013560c085015283820360e085015260281c64ffffffffff1695611f6a92612d15565b035f5160206154a25f395f51905f5291a360405181815283339160205f5160206154825f395f51905f5291a3611fa0903361354c565b5f5160206155025f395f51905f525d604051908152602090f35b634e487b7160e01b8b52603260045260248bfd5b634e487b7160e01b8c52602160045260248cfd5b8b8b8192611d61565b8590611d56565b6107ed63ffffffff61200a6101406120119401613301565b1642612e64565b92611d43565b61203463ffffffff61202c6101e08401613301565b168d8d614d1f565b611d39565b899350611d33565b60a0860135908115612108575f5160206155225f395f51905f5260608f8f938f908f92338352600f6020526120ae604084209485549561208087612c40565b90556110c96040519384928c6020850197889094939260609260808301968352602083015260408201520152565b5190209060408051602081019084825285838201528281526120d08782612c92565b51902087835260056020529120556001600160a01b036120ef8c612e71565b169560405192835260208301526040820152a35f611d29565b632ace864b60e21b8c5260048cfd5b5061215561212483612e71565b6111c4612131868661328d565b929060ff6121416111768c61327f565b911660648301526110c960848301876130bb565b6020815191818082019384920101031261005b5751611cfc565b81929495969350602091906121848392612b95565b8152019101889295949391611cd3565b8b80fd5b63e1e293c360e01b83526004829052602483fd5b506001600160581b038211611c4b565b5034610195576121cb36612bd6565b50505050613500565b50346101955760a036600319011261019557600435906001600160a01b0382168083036106dd57612203612b7f565b90604435916064356001600160401b03811161246057612227903690600401612ba9565b93909560843560018060a01b03811680910361189a57612451576001600160a01b038316801561244257848114612430575061226282613312565b82339161226e92613374565b60025461227a90612c40565b95866002556040519161228c83612c62565b64ffffffffff16825260208201908082526040830163ffffffff85168152606084018281526080850183815260a086019184835260c087019385855260e08801968688528d8752600460205260408720985164ffffffffff1664ffffffffff1664ffffffffff198a5416178955516001600160581b031661230d9089612cbf565b518754915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617865551855463ffffffff60c01b191660c09190911b63ffffffff60c01b1617855551845461ffff60e01b191660e09190911b61ffff60e01b161784555190600882101561241c57505f5160206154e25f395f51905f526123f98998956123d68660ff60209e9a97610e468e987f6817b8e13069dec319ca883f1f8caafbb89608e819d46a951c3e1fac271d77a69e9b612cf1565b604080516001600160a01b03909616865260208601919091523394918291820190565b0390a461241160405192839288845288840191612d15565b0390a2604051908152f35b634e487b7160e01b81526021600452602490fd5b631d57543d60e21b8752600452602486fd5b63d92e233d60e01b8752600487fd5b630a7cba1360e01b8652600486fd5b8480fd5b50346101955780600319360112610195576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b3461005b576124b736612b3c565b906124c56060820135613312565b60808101351580156129e3575b6129cc5760405160208101906124e882856130bb565b61026081526124f961028082612c92565b5190209061250681612e71565b6125126040830161327f565b61251f602084018461328d565b929061252a84612ee7565b936125386040519586612c92565b808552602085019060051b82019136831161005b5790879295949391905b8682106129a757505061256a945033614c8e565b91825f52600960205260405f2054938415612947575b61258b600254612c40565b938460025561259d6101208301612e57565b612851575b506107ed63ffffffff61200a6101406125bb9401613301565b906040516125c881612c62565b64ffffffffff861681526001600160581b036080850135166020820152604081019063ffffffff6060860135168252606081019163ffffffff8516835260808201905f825260a08301915f835260c084019260085f101561283d576126d663ffffffff61ffff936126b6825f9a8f986126f2998d8c5260e08d019d8e525f5260046020526126806001600160581b03602060405f209e8f64ffffffffff808351161664ffffffffff198254161790550151168d612cbf565b518b54915163ffffffff60a01b90841660a01b16908316608090811b93901b199091169190911763ffffffff60a01b1916178955565b51875463ffffffff60c01b1916911660c01b63ffffffff60c01b16178655565b51845461ffff60e01b1916911660e01b61ffff60e01b16178355565b51600881101561283d5761270c92610e4660ff9284612cf1565b61271583612e71565b90612723602085018561328d565b919091156128295761281e86946127ef64ffffffffff60209a5f5160206154a25f395f51905f52978a8a5f5160206154e25f395f51905f5261279461276960409c612e71565b8c516001600160a01b0391821681526060959095013560208601529094169333939081906040820190565b0390a460a06127a58d8c018c61328d565b82529a63ffffffff6127b88a830161327f565b9660ff6127c860c0850185612efe565b98909f6101008e519e8f9e8f908c8c168252602082015201526101008d01908751906132c2565b981660608b0152608083013560808b01521682890152013560c087015285840360e087015260281c1697612d15565b0390a3604051908152f35b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b60a08401359182156129385761200a61014063ffffffff926125bb95895f5160206155225f395f51905f5260608b6107ed99335f52600f6020526110c96128d760405f20938454946128a286612c40565b905560405192839160208301958b60808a84013593013591889094939260609260808301968352602083015260408201520152565b5190206040516020810190828252836040820152604081526128f98582612c92565b5190205f868152600560205260409020556001600160a01b0361291b8f612e71565b169560405192835260208301526040820152a394505050506125a2565b632ace864b60e21b5f5260045ffd5b935061298c61295583612e71565b6111c4612965602086018661328d565b929060ff61297861117660408a0161327f565b911660648301526110c9608483018a6130bb565b6020815191818082019384920101031261005b575193612580565b81929495969350602091906129bc8392612b95565b8152019101879295949391612556565b60809063e1e293c360e01b5f52013560045260245ffd5b506001600160581b036080820135116124d2565b3461005b57602036600319011261005b576004356001600160401b03811161005b57612a27903690600401612b0c565b612a2f612f30565b5f90600181119081612aa8575b5f5b818110612a735760208484612a66575b5f5f5160206155025f395f51905f525d604051908152f35b612a6e613014565b612a4e565b612a87612a81828488612c30565b35612f65565b612a94575b600101612a3e565b92612aa0600191612c40565b939050612a8c565b60015f5160206154c25f395f51905f525d612a3c565b3461005b57602036600319011261005b57600435612ada612f30565b612ae381612f65565b15612afa575f5f5160206155025f395f51905f525d005b630fddd4dd60e21b5f5260045260245ffd5b9181601f8401121561005b578235916001600160401b03831161005b576020808501948460051b01011161005b57565b9061028060031983011261005b576004356001600160401b03811161005b5760e0818403600319011261005b576102609060040192602319011261005b57602490565b602435906001600160a01b038216820361005b57565b35906001600160a01b038216820361005b57565b9181601f8401121561005b578235916001600160401b03831161005b576020838186019501011161005b57565b606060031982011261005b576004359160243591604435906001600160401b03821161005b57612c0891600401612ba9565b9091565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b91908110156128295760051b0190565b5f198114612c4e5760010190565b634e487b7160e01b5f52601160045260245ffd5b61010081019081106001600160401b03821117612c7e57604052565b634e487b7160e01b5f52604160045260245ffd5b90601f801991011681019081106001600160401b03821117612c7e57604052565b600882101561283d5752565b906fffffffffffffffffffffff000000000082549160281b16906fffffffffffffffffffffff00000000001916179055565b90600881101561283d57815460ff60f01b191660f09190911b60ff60f01b16179055565b908060209392818452848401375f828201840152601f01601f1916010190565b359061ffff8216820361005b57565b5f52600460205260405f205464ffffffffff8116908115612e515760ff8160f01c16915f52600760205264ffffffffff60405f205460a01c1615612e165760a01c63ffffffff16801515919082612e0b575b5081612da0575090565b600881101591508161283d578015918215612dfe575b8215612ded575b8215612ddc575b8215612dcf57505090565b90915061283d5760071490565b80925061283d576006811491612dc4565b80925061283d576002811491612dbd565b506001811491505f612db6565b42101591505f612d96565b600882101561283d5760018214918215612e46575b5081612e35575090565b63ffffffff915060801c1642101590565b60021491505f612e2b565b50505f90565b35801515810361005b5790565b91908201809211612c4e57565b356001600160a01b038116810361005b5790565b3561ffff8116810361005b5790565b81810292918115918404141715612c4e57565b8115612eb1570490565b634e487b7160e01b5f52601260045260245ffd5b91908110156128295760051b8101359060de198136030182121561005b570190565b6001600160401b038111612c7e5760051b60200190565b903590601e198136030182121561005b57018035906001600160401b03821161005b5760200191813603831361005b57565b5f5160206155025f395f51905f525c612f565760015f5160206155025f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b612f6e81612d44565b1561300f57805f52600460205260405f2090815460ff8160f01c16600881101561283d576006149081613000575b5015612fd0578164ffffffffff612fcb9354165f52600760205260405f2090612fc582826148c2565b92614967565b600190565b612ffa9150604051906359caab9560e11b60208301526024820152602481526111c4604482612c92565b50600190565b6008915060f81c16155f612f9c565b505f90565b5f5160206154c25f395f51905f525c5f5f5160206154c25f395f51905f525d60015b818110613041575050565b8061307f6001925f5160206154c25f395f51905f52015f815c915d805f525f5160206154c25f395f51905f5260205260405f20905f825c925d614bce565b01613036565b6004111561283d57565b359060ff8216820361005b57565b90600582101561283d5752565b359063ffffffff8216820361005b57565b8035600481101561005b576130cf81613085565b825260ff6130df6020830161308f565b16602083015260ff6130f36040830161308f565b1660408301526060810135600581101561005b5761311590606084019061309d565b6080810135600581101561005b5761313190608084019061309d565b60a0810135600581101561005b5761314d9060a084019061309d565b61ffff61315c60c08301612d35565b1660c083015261ffff61317160e08301612d35565b1660e083015261ffff6131876101008301612d35565b1661010083015261012081013580151580910361005b5761024091829161012085015263ffffffff6131bc61014083016130aa565b1661014085015263ffffffff6131d561016083016130aa565b1661016085015263ffffffff6131ee61018083016130aa565b1661018085015263ffffffff6132076101a083016130aa565b166101a085015263ffffffff6132206101c083016130aa565b166101c085015263ffffffff6132396101e083016130aa565b166101e08501526001600160a01b036132556102008301612b95565b166102008501526001600160a01b036132716102208301612b95565b166102208501520135910152565b3560ff8116810361005b5790565b903590601e198136030182121561005b57018035906001600160401b03821161005b57602001918160051b3603831361005b57565b916020908281520191905f5b8181106132db5750505090565b909192602080600192838060a01b036132f388612b95565b1681520194019291016132ce565b3563ffffffff8116810361005b5790565b42811180159061334a575b801561333d575b61332b5750565b630cefbea960e31b5f5260045260245ffd5b5063ffffffff8111613324565b506303c267004201804211612c4e57811161331d565b80518210156128295760209160051b010190565b9291909260409081516133878382612c92565b6001815260208101601f198401368237815115612829576001600160a01b038581168252845184821660208201908152918916818701525f606082018190526001608083015260a082810152935160c082018190529193909291839160e0830191905b8181106134de575050613406925003601f198101835282612c92565b51902090815f52600960205264ffffffffff835f205416806134d657506003549364ffffffffff851664ffffffffff8114612c4e5764ffffffffff1990951664ffffffffff60019687019081169182176003555f828152600760209081528782208054600165ff000000000160a01b0319166001600160a01b0397881617600160c81b17815560028101805491909a0180546001600160a01b0319169c88169c909c17909b556001600160a81b0319909a169390941692909217600160a01b179095559181526009909552932055565b955050505050565b84516001600160a01b03168352602094850194869450909201916001016133ea565b604051365f82375f8036837f00000000000000000000000000000000000000000000000000000000000000005af43d5f833e1561353b573d90f35b3d90fd5b91908203918211612c4e57565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa928315613675575f936136b1575b506040516323b872dd60e01b5f9081526001600160a01b039095166004523060245260448690529360209060648180855af19060015f5114821615613692575b50836040525f6060521561368057826024816020936370a0823160e01b82523060048301525afa8015613675575f90613641575b613620925061353f565b9080820361362c575050565b63049c0a1d60e11b5f5260045260245260445ffd5b506020823d60201161366d575b8161365b60209383612c92565b8101031261005b576136209151613616565b3d915061364e565b6040513d5f823e3d90fd5b635274afe760e01b5f5260045260245ffd5b60018215166136a8573b15153d1516165f6135e2565b843d5f823e3d90fd5b9092506020813d6020116136dd575b816136cd60209383612c92565b8101031261005b5751915f6135a2565b3d91506136c0565b356001600160401b038116810361005b5790565b9190916004355f52600460205260405f209182549064ffffffffff8216918215613efa57825f52600760205260405f2095600287015460ff8160c81c1661373f81613085565b15613ee65760ff8360f01c16600881101561283d57600203613ed25763ffffffff8360a01c16421015613ebe576004355f52600560205260405f205460243514801590613e96575b613e825760e435956001600160401b03871680880361005b57804211613e6c576064359161ffff83169586840361005b576127108711613e54578160016137d79260f81c1615998d8b1591614d5d565b949015613e3c5760ff9060a01c16945f9989613e31575b89613dfa575b6044356001600160401b0381169081810361005b57506084359081159a8b159687840361005b576138a3928c61389b9260a43597506040519160208301937f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb80855260043560408501526024356060850152608084015260a08301528a60c08301528760e083015260c43561010083015261012082015261012081526117f061014082612c92565b948587614729565b15613de057506040519388855260208501526040840152606083015260018060a01b0316907fc0a258829c18e5c5adb872b6339635cf842f81037be13cd977a412d1c65b3691608060043592a3958495613cff575b5050505050816002850154600360ff8260c81c1661391581613085565b14613ae0575b5060028501549063ffffffff8260a81c169261393a6107ed8542612e64565b9161ffff80885460f81c97169460d81c168410613ad4575b81613ac9575b8654600360f11b63ffffffff60a01b60a086901b16600167ffffffff0000000160a01b039092166001600160f81b031960f88a901b161761ffff60e01b60e085901b1617919091171787556040805194855261ffff909116602085015290159083015263ffffffff166060820152600435907faba1338c9e11743398f73bbd2ca6e99b89561ad4519371275296f006d0b344eb90608090a2156139fd575b5050505f90565b60081615613aad5764ffffffffff5f925460a01c168252600a602052613a63613a366107ed63ffffffff60016040872001541642612e64565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff60405191600183521660208201528160408201527f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a606060043592a35b5f80806139f6565b81613abb613ac493836148c2565b91600435614967565b613aa5565b601090951794613958565b60088296179550613952565b948094939291505460ff60018601549660d01c16956040519060208201926001600160601b03199060601b1683526001600160601b03199060601b16603482015260288152613b30604882612c92565b51902094855f52600d60205260405f20548060e01c9660018060e01b0397815f52601060205260405f2054438160081c145f14613cf75760ff16905b80821015613cf05781995b613b818b8361353f565b955f198101908111612c4e57808711613ce8575b5061ffff8816945f5b8c888210613cb05750505f5b8c811080613c8c575b15613bc657613bc190612c40565b613baa565b9192939495969798999a9b5081600e0291600e830403612c4e576001821b935f198501948511612c4e57600e830194858411612c4e57816010869310613c7e575b885f52600d60205260e01b95828416851c901b9361ffff8d16901b9216161717161760405f205560ff81105f14613c755760018101809111612c4e57905b5f5260106020524360081b1760405f205560018201809211612c4e5761ffff91613c6e91612ea7565b165f61391b565b5060ff90613c45565b613c8790612c40565b613c07565b5080600e02600e81048203612c4e57613fff61ffff8c1691858516901c1610613bb3565b81613cbd91989298612e64565b80600e0290600e820403612c4e57600191613fff613ce192868616901c1690612e64565b9601613b9e565b95505f613b95565b8099613b77565b505f90613b6c565b809294965060ff9193955060081c169360018501809511612c4e576001600160fc1b0383168303612c4e578260041b60100180601011612c4e571b8460081b179061ff0019906001841b17161793613dc6575b506004355f5260066020528260405f2055808210613dbd57613d778260ff9285614df4565b9260901c16805f915b613da457508060011b9080820460021490151715612c4e5710155f808080806138f8565b90613db3906001831690612e64565b9060011c80613d80565b50505050505f90565b60909391930180609011612c4e576001901b17915f613d52565b50633615713d60e21b9d9c50505050505050505050505050565b99506004355f52600660205260405f2054996001861b8b16156137f4575b50633eebcaad60e01b9c9b505050505050505050505050565b6001871199506137ee565b50631b71941560e21b9b9a5050505050505050505050565b5063ef44ec2f60e01b9b9a5050505050505050505050565b5063fae6f42760e01b9998505050505050505050565b50631084d99960e31b979650505050505050565b506044356001600160401b0381169081810361005b575063ffffffff8460c01c161415613787565b5063041f95d160e51b979650505050505050565b506301f6ee9360e21b979650505050505050565b5063b5eb26e160e01b979650505050505050565b50630510aa5f60e41b95945050505050565b919282355f52600460205260405f209384549164ffffffffff831691821561471657825f52600760205260405f2094600286015460ff8160c81c16613f5081613085565b156147015760ff8660f01c16600881101561283d576002036146ec5763ffffffff8660a01c164210156146d75760208801359588355f52600560205260405f205487148015906146af575b6146995760e08901946001600160401b03613fb5876136e5565b1642116146825760608a019161271061ffff613fd085612e85565b1611613e5457846001613fec9260f81c1615988b8a1591614d5d565b949015613e3c5760ff8b9460a01c16955f9989614677575b89614654575b614016604087016136e5565b61401f86612e85565b608088019761402d89612e57565b60a08201359c61403c906136e5565b926040519460208601967f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb8088528435604088015260608701526001600160401b0316608086015261ffff1660a0850152151560c08401528b60e084015260c001356101008301526001600160401b031661012082015261012081526140c361014082612c92565b5190206140cf90614fed565b926140db918484614729565b1561463c576140ec61414994612e57565b916140f684612e85565b9261ffff604051941684521597881560208501526040840152606083015260018060a01b0316907fc0a258829c18e5c5adb872b6339635cf842f81037be13cd977a412d1c65b369160808c3592a3612e85565b948394614558575b50505050816002840154600360ff8260c81c1661416d81613085565b14614337575b5060028401549063ffffffff8260a81c16926141926107ed8542612e64565b9161ffff808a5460f81c97169460d81c16841061432b575b81614320575b8854600360f11b63ffffffff60a01b60a086901b16600167ffffffff0000000160a01b039092166001600160f81b031960f88a901b161761ffff60e01b60e085901b1617919091171789556040805194855261ffff909116602085015290159083015263ffffffff1660608201528435907faba1338c9e11743398f73bbd2ca6e99b89561ad4519371275296f006d0b344eb90608090a215614255575b505050505f90565b600816156143065760605f939264ffffffffff7f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a935460a01c168552600a6020526142e06142b36107ed63ffffffff600160408a2001541642612e64565b85546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909555565b63ffffffff60405194600186521660208501528460408501523592a35b5f80808061424d565b826143148261431b956148c2565b9235614967565b6142fd565b6010909517946141b0565b600882961795506141aa565b95949380939291505460ff60018501549760d01c16966040519060208201926001600160601b03199060601b1683526001600160601b03199060601b16603482015260288152614388604882612c92565b51902095865f52600d60205260405f20548060e01c9760018060e01b0398815f52601060205260405f2054438160081c145f146145505760ff16905b8082101561454957819a5b6143d98c8361353f565b955f198101908111612c4e57808711614541575b5061ffff8816945f5b8d8882106145095750505f5b8d8110806144e5575b1561441e5761441990612c40565b614402565b9192939495969798999a9b9c5081600e0291600e830403612c4e576001821b935f198501948511612c4e57600e830194858411612c4e578160108693106144d7575b885f52600d60205260e01b95828416851c901b9361ffff8d16901b9216161717161760405f205560ff81105f146144ce5760018101809111612c4e57905b5f5260106020524360081b1760405f205560018201809211612c4e5761ffff916144c791612ea7565b165f614173565b5060ff9061449e565b6144e090612c40565b614460565b5080600e02600e81048203612c4e57613fff61ffff8c1691858516901c161061440b565b8161451691989298612e64565b80600e0290600e820403612c4e57600191613fff61453a92868616901c1690612e64565b96016143f6565b95505f6143ed565b809a6143cf565b505f906143c4565b90919294935060ff8160081c169360018501809511612c4e576001600160fc1b0383168303612c4e578260041b6010019081601011612c4e5761ffff16901b8460081b179061ff0019906001841b17161793614622575b5084355f5260066020528260405f2055808210614618576145d38260ff9285614df4565b9260901c16805f915b6145ff57508060011b9080820460021490151715612c4e5710155f808080614151565b9061460e906001831690612e64565b9060011c806145dc565b5050505050505f90565b60909391930180609011612c4e576001901b17915f6145af565b50633615713d60e21b9b9a5050505050505050505050565b94909950355f52600660205260405f2054986001861b8a16613e18578b9461400a565b600188119950614004565b5063fae6f42760e01b9a9950505050505050505050565b50631084d99960e31b9998505050505050505050565b506146bc60408a016136e5565b6001600160401b0363ffffffff8360c01c1691161415613f9b565b5063041f95d160e51b98975050505050505050565b506301f6ee9360e21b98975050505050505050565b5063b5eb26e160e01b98975050505050505050565b50630510aa5f60e41b9695505050505050565b90929192614738838583615013565b5061474281613085565b1590816147ca575b506147c157813b1561424d5760209361478b5f946110c960405193849289840196630b135d3f60e11b88526024850152604060448501526064840191612d15565b838052519161ea60fa5f513d826147b5575b50816147a7575090565b630b135d3f60e11b14919050565b6020111591505f61479d565b50505050600190565b6001600160a01b0384811691161490505f61474a565b90815f52600460205260405f209164ffffffffff835416156147ff5750565b630510aa5f60e41b5f5260045260245ffd5b905460f01c60ff1690600882101561283d578161482c575050565b6301f6ee9360e21b5f5260045260245260445ffd5b9080156148be575f5160206154c25f395f51905f525c80156148b257825f525f5160206154c25f395f51905f5260205260405f2092835c918215614887575b505001905d565b600191815f5160206154c25f395f51905f52015d015f5160206154c25f395f51905f525d5f80614880565b506148bc91614bce565b565b5050565b5460108160f81c16612e515761ffff9060e01c16600260ff8184015460c81c166148eb81613085565b146149625764ffffffffff825460a01c165f52600a60205260ff6001600360405f20015493015460e01c16915f5b83811061492857505050505f90565b6001600160fb1b0381168103612c4e57818160051b1c61ffff8160101c168410156149565750600101614919565b61ffff16949350505050565b905090565b9290614ad16080614ab585614abb88614ab56149b399986001600160581b03895460281c169089600187019261ffff6127106149a982875460c01c1684612e94565b049e8f809361353f565b931693867f64bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d36149f06127106149e88989612e94565b04809761353f565b9c8d976149fd8d88615162565b95612710614a0b8389612e94565b0499614a178b8961353f565b895463ffffffff60a01b19168a559e8a1580159a90614b8757805460ff60f01b1916600360f01b179055600201546040518481526001600160a01b03919091169087907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b60405192835289602084015260408301526060820152a2546001600160a01b0316958691614b51575b5050614b2057612e64565b90614841565b85546001600160a01b03169280614aef57612e64565b82614add575b50505050565b614ae693615199565b5f808080614ad7565b83897f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c46020604051858152a3612e64565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a3612e64565b7fa044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424604080518781528b6020820152a3848e614aaa565b805460ff60f01b1916600160f21b17905550604051838152339087907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a3614a81565b60405163a9059cbb60e01b5f9081526001600160a01b039092166004819052602484905292917f00000000000000000000000000000000000000000000000000000000000000009060209060448180855af19060015f5114821615614c81575b509060405215614c3c575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f391835f52600e825260405f20614c76828254612e64565b9055604051908152a2565b3b15153d1516165f614c2e565b91909360ff604051948593602085019760c086019660018060a01b0316895260018060a01b03166040860152606085015216608083015260a0808301528051809352602060e083019101925f5b818110614cfd575050614cf7925003601f198101835282612c92565b51902090565b84516001600160a01b0316835260209485019486945090920191600101614cdb565b814210801590614d4b575b614d3357505050565b6323b7cc0360e11b5f5260045260245260445260645ffd5b5082614d57428461353f565b10614d2a565b9091939293614dbe57600282015460a01c60ff16936001600160a01b0316915f5b858110614d91575050505090505f905f90565b836001600160a01b03614da5838587615295565b1614614db357600101614d7e565b945050505060019190565b505460a01c64ffffffffff165f908152600a6020526040808220600101546001600160a01b03948516911c909316929092149190565b919091614e0082612ee7565b92614e0e6040519485612c92565b828452601f19614e1d84612ee7565b013660208601375f5f925b828410614e87575050505060018082811c921614614e75575f19810191818311612c4e57614e67614e6e92614e6061ffff9584613360565b5192613360565b5190612e64565b60011c1690565b614e829061ffff92613360565b511690565b9194936001849792941b831615614f53576001600160fc1b0387168703612c4e578660041b60100180601011612c4e578361ffff911c1695614ec885612c40565b945b8015801580614f35575b15614f14575f19820191808311612c4e57614efa614ef2848b613360565b51918a613360565b5215614eca57634e487b7160e01b5f52601160045260245ffd5b5096614f2a600193979899929695949989613360565b525b01929190614e28565b505f198201828111612c4e57614f4c8a918a613360565b5111614ed4565b939492919095600190614f2c565b905f8091602081519101845af48080614fda575b15614f955750506040513d81523d5f602083013e60203d82010160405290565b15614fba57639996b31560e01b5f9081526001600160a01b0391909116600452602490fd5b3d15614fcb576040513d5f823e3d90fd5b63d6bda27560e01b5f5260045ffd5b503d151580614f755750813b1515614f75565b604290614ff86152e9565b906040519161190160f01b8352600283015260228201522090565b906041830361503d576150369250602081013591604082359201355f1a906153ff565b9192909190565b50505f9160029190565b60ff811690601f82116150765760405191615063604084612c92565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b63ffffffff81116150995763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b91815460f81c6002811615614ad7576001825460f01c1615159081615156575b5061515157815460ff60f01b1916600160f01b1782555460a01c64ffffffffff1690816150fc57505050565b61512e6148bc9363ffffffff835460801c16935f52600a6020528363ffffffff600160405f20015460201c1691614d1f565b805463ffffffff60a01b191660a09290921b63ffffffff60a01b16919091179055565b505050565b6004915016155f6150d0565b549060048260f81c1615612e5157612710916001600160581b0361ffff600161519594015460d01c169160281c16612e94565b0490565b939290916001835460f81c166152625760028101549260ff8460a01c16936001851461524a575064ffffffffff905416945f52600660205260405f2054946151fc60ff8760081c16936151f66151ef8683612ea7565b9586612e94565b9061353f565b905f915b858310615211575050505050509050565b6001831b8816156152415761523590614ab561522e858786615295565b9187612e64565b60015f925b0191615200565b9160019061523a565b92935050506148bc92935060018060a01b0316614841565b6148bc93945064ffffffffff9192505460a01c165f52600a60205260018060a01b03600160405f20015460401c16614841565b909190816152af575050600201546001600160a01b031690565b9091505f52600860205260405f205f198201828111612c4e5781541115612829575f90815260209020015f1901546001600160a01b031690565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031614806153d6575b15615344577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152614cf760c082612c92565b507f0000000000000000000000000000000000000000000000000000000000000000461461531b565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411615476579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15613675575f516001600160a01b0381161561546c57905f905f90565b505f906001905f90565b5050505f916003919056fee3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b31b5018408fe5ec256e772dec4dd28ecb85aac57ab585682b967e77fb27068694d981dce384f5f58077bbc724b32856578a512bfa844e6d897d7428c91078dc63ef137df1d007645178f3f70e5c306d8d0b84bb5c70cabda9bb0f8f3c71932a0f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00c1f26d3dc15df4cb664ab3f66c31af7330598b8c82a7f07e00c3442a7256090f6101a0806040523461021a576020816166a48038038091610020828561021e565b83398101031261021a57516001600160a01b0381169081810361021a5760405161004b60408261021e565b600a815260208101906941534120457363726f7760b01b82526040519161007360408461021e565b600183526020830191603160f81b835261008c81610241565b6101205261009984610241565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010260c08261021e565b5190206080523060c052811561020b5761016052604051906113668083016001600160401b038111848210176101f757602092849261533e843981520301905ff080156101ec576001600160a01b03166101805260405161509190816102ad823960805181614c29015260a05181614ce6015260c05181614bf3015260e05181614c7801526101005181614c9e015261012051815050610140518150506101605181818161015d015281816101d001528181610a3401528181610de1015281816122b7015281816124b8015281816125870152818161285a01526138f10152610180518160200152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101f757604052565b601f81511161026c57602081519101516020821061025d571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610056575b3461005257604051365f82375f8036837f00000000000000000000000000000000000000000000000000000000000000005af43d5f833e1561004e573d90f35b3d90fd5b5f80fd5b5f5f3560e01c806302b2f7c7146111ec57806318b683fb146110665780631db1b7f8146110035780633a3eb6fc14610fa157806341dd26f514610f47578063463a48a514610d3c578063467da4d714610c5257806347c49a5914610bdc5780634c5d8a0f14610bbe5780635b7baf6414610af45780637ba1586c146109b957806384b0196e146109b05780638c08ecd414610983578063b395572a146106c0578063c6af752b146105dd578063c9a84bb9146104a6578063d6da414e14610334578063d75c45ad146102fb578063e933fa2e146102cd578063f29783f51461018f5763fc0c546a14610148575061000e565b3461018c578060031936011261018c576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b503461018c57602036600319011261018c576004356001600160401b0381116102c9576101c09036906004016113ce565b90916101ca6127e6565b809181907f0000000000000000000000000000000000000000000000000000000000000000905b80831061021357602085855f5160206150515f395f51905f525d604051908152f35b90919361022961022486848961169b565b611687565b6001600160a01b038116808652600e6020526040862054909181156102bd578161026191848952600e60205288604081205587614872565b156102a7579161029d917f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020600195604051908152a26126d6565b945b0191906101f1565b60019296918652600e602052604086205561029f565b5050509360019061029f565b5080fd5b503461018c57606036600319011261018c575060206102f36044356024356004356146a4565b604051908152f35b503461018c57602036600319011261018c57602061032261031a6126b0565b600435613acf565b6040516001600160a01b039091168152f35b503461018c57606036600319011261018c576004359060243561ffff8116928382036104a2576103626127e6565b61036b816126e4565b60ff815460f01c16600881101561048e5760078103610472575080549164ffffffffff831685526007602052604085209264ffffffffff845460a01c168652600a60205260018060a01b03600260408820015416330361045f5763ffffffff9060a01c1680421015610447575061271086116104335761042094956040519081526044356020820152817ff1908302396ec6554280fc02ac703633b476b3b26b7ccf223734e0aded75e10c60403393a3613ce9565b805f5160206150515f395f51905f525d80f35b6390d4c9af60e01b85526004869052602485fd5b63041f95d160e51b8652600491909152602452604484fd5b63472511eb60e11b865233600452602486fd5b8461048c604492856301f6ee9360e21b8452600452611e66565bfd5b634e487b7160e01b85526021600452602485fd5b8280fd5b503461018c57606036600319011261018c576024356001600160a01b03811690600435908281036105d9576044356001600160401b0381116105d5576104f090369060040161140c565b50506104fb826126e4565b906105068284612715565b815464ffffffffff16855260076020526040852080546001600160a01b0316330361045f5760018101546001600160a01b03166105c15784156105b257600201546001600160a01b03169084821461059e5764ffffffffff916105699133614522565b1664ffffffffff198254161790557f9a87df076ea1725aba8ba29d32517ce37c9597d88cbf16ec6707892cc330ab698380a380f35b631d57543d60e21b86526004859052602486fd5b63d92e233d60e01b8652600486fd5b638996fa2f60e01b86526004849052602486fd5b8480fd5b8380fd5b503461018c5761010036600319011261018c57604435906001600160401b038216918281036102c957506064359061ffff8216918281036102c95750608435801515908181036104a2575060e4356001600160401b0381169283820361018c5760206102f38787878760405192868401947f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb80865260043560408601526024356060860152608085015260a084015260c083015260a43560e083015260c43561010083015261012082015261012081526106b86101408261163b565b519020614b6b565b503461018c57602036600319011261018c5760043580825260046020526040822080549064ffffffffff82168452600760205260ff604085209260f01c169264ffffffffff835460a01c1680158015610970575b156107665750806107379464ffffffffff855460a01c1661073a575b50506139d8565b80f35b60405f516020614fb15f395f51905f529161075782518092611e74565b60026020820152a2805f610730565b600885101561095c57846108c057505f516020614fb15f395f51905f5260408293949561079582518092611e74565b60026020820152a2600282546107ac600585611e81565b835463ffffffff60a01b19168455827f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92328780a260f81c16156108ae57610803836001600160581b0380855460281c165b169361398e565b9180610852575b5081610817575b50505080f35b61084a926001808060a01b039101541680915f5160206150115f395f51905f5260408051868152886020820152a3613877565b5f8080610811565b6108a89060018060a01b03855416835f5160206150715f395f51905f5260806040518a81528a60208201528560408201528a6060820152a280845f516020614ff15f395f51905f526020604051868152a3613877565b5f61080a565b610803836001600160581b03866107fc565b600285036108d357506107379350613fa3565b600685036108e657506107379350612747565b859392919352600a602052825f516020614fb15f395f51905f52604060ff8189205460281c169661091982518092611e74565b6109266020820189611452565ba2600584101561048e578361094a5761073793506109448282613efe565b92613ce9565b61095661073794613af9565b92613b22565b634e487b7160e01b86526021600452602486fd5b50600885101561095c5760018514610714565b503461018c57602036600319011261018c5760206103226109a26126b0565b600435600160ff1b17613acf565b503461018c5780fd5b503461018c57602036600319011261018c576109d36113a4565b6109db6127e6565b6001600160a01b0316808252600e602052604082205491908215610ae157808252600e602052816040812055807f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020604051868152a27f0000000000000000000000000000000000000000000000000000000000000000906040519063a9059cbb60e01b84526004528360245260208360448180865af1906001845114821615610ac0575b60405215610aa457602083835f5160206150515f395f51905f525d604051908152f35b635274afe760e01b82526001600160a01b031660045260249150fd5b906001811516610ad857823b15153d15161690610a81565b503d83823e3d90fd5b636e34ee0b60e11b825260045260249150fd5b503461018c57602036600319011261018c5760043590610b126127e6565b610b1b826126e4565b80549064ffffffffff821683526007602052604083209160ff8160f01c16600881101561048e57600181148015610ba0575b15610b86575063ffffffff9060801c16804210610b6f575061042092936139d8565b630a476e4560e31b84526004859052602452604483fd5b8461048c604492886301f6ee9360e21b8452600452611e66565b50600281148015610b4d575064ffffffffff845460a01c1615610b4d565b503461018c578060031936011261018c576020600254604051908152f35b503461018c5760c036600319011261018c57606036602319011261018c576084356001600160401b0381116102c957610c1990369060040161140c565b9060a435916001600160401b0383116105d957608060031984360301126105d95761042092610c466127e6565b600401916004356120c5565b503461018c57602036600319011261018c5760043590610c706127e6565b610c79826126e4565b9182549264ffffffffff8416835260076020526040832091610c9b8282612715565b60018301546001600160a01b03169433869003610d295760f81c60041615610d1557846104209495827f63f436701ffabb1b1a21ed9a08b67d647d4e8eb27521dedc92e2b1c2b14fcaa86020610cf1888861398e565b604051908152a3815f516020614fd15f395f51905f526020604051898152a3613784565b636e34ee0b60e11b84526004859052602484fd5b63472511eb60e11b855233600452602485fd5b50346100525760e03660031901126100525760a43560043560c4356001600160401b03811161005257610d7390369060040161140c565b610d7e9291926127e6565b610d87826126e4565b9264ffffffffff8454165f526007602052610db860405f2060018060a01b03815416956044359160243591876135b0565b6040516374a5008160e11b81526001600160a01b038681166004830152602482018890529192917f00000000000000000000000000000000000000000000000000000000000000001690602081604481855afa908115610f0d575f91610f18575b50159384610e70575b5050507feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d891610e55602092868680613743565b60405190158152a4805f5160206150515f395f51905f525d80f35b610e81610e7b6126b0565b87613acf565b91803b15610052575f928389610eb88c956040519889978896879563cf09299560e01b87528d608435926064359260048a0161204b565b03925af18015610f0d57610ece575b8080610e22565b602091965091610eff5f7feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d89461163b565b610e555f9792505091610ec7565b6040513d5f823e3d90fd5b610f3a915060203d602011610f40575b610f32818361163b565b810190612013565b5f610e19565b503d610f28565b34610052576060366003190112610052576044356001600160401b03811161005257610f7790369060040161140c565b5050610f816127e6565b610f8f602435600435611ea5565b5f5f5160206150515f395f51905f525d005b3461005257606036600319011261005257610f8f600435610fc06127e6565b610fc9816126e4565b9064ffffffffff8254165f526007602052610ff160405f2092604435908460243591856135b0565b91546001600160a01b03169080613743565b34610052576102c03660031901126100525761101d6113a4565b6024356001600160401b0381116100525761103c9036906004016113ce565b9091906044359060ff8216820361005257610260366063190112610052576020936102f39361173a565b34610052576020366003190112610052576004356110826127e6565b5f5f61108d836126e4565b5464ffffffffff81165f52600760205260405f20908060f81c9060ff8160f01c1660088110156111d8571590816111a8575b5080918161119c575b8261118b575b8261117f575b501561116e575b15611157575b82158061114f575b61113c57805460409461112092849261110d9087906001600160a01b031684612a36565b600101546001600160a01b031690612a36565b5f5f5160206150515f395f51905f525d82519182526020820152f35b8363773b117d60e11b5f5260045260245ffd5b5081156110e9565b9050611168600160ff1b8417612828565b906110e1565b925061117984612828565b926110db565b600416159150866110d4565b835460f01c600116151592506110ce565b600281161591506110c8565b835460a01c64ffffffffff1615915081156111c5575b50866110bf565b63ffffffff915060a01c164210866111be565b634e487b7160e01b5f52602160045260245ffd5b3461005257604036600319011261005257600435611209816126e4565b9060ff825460f01c1660088110156111d857600681036113895750815464ffffffffff81165f90815260076020526040902080549091336001600160a01b038316141580611372575b61135f5763ffffffff9060a01c1680421015611349575060a01c64ffffffffff165f908152600a60205260409020600201546001600160a01b0316156113365764ffffffffff905460a01c165f52600a6020526112f46112c76112c263ffffffff600160405f20015416426139cb565b614b91565b83546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909355565b63ffffffff604051925f845216602083015260243560408301527f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a60603393a3005b5063745e432360e01b5f5260045260245ffd5b8363041f95d160e51b5f5260045260245260445ffd5b63472511eb60e11b5f523360045260245ffd5b5060018301546001600160a01b0316331415611252565b61139f916301f6ee9360e21b5f52600452611e66565b60445ffd5b600435906001600160a01b038216820361005257565b35906001600160a01b038216820361005257565b9181601f84011215610052578235916001600160401b038311610052576020808501948460051b01011161005257565b359060ff8216820361005257565b9181601f84011215610052578235916001600160401b038311610052576020838186019501011161005257565b359061ffff8216820361005257565b600411156111d857565b9060058210156111d85752565b359063ffffffff8216820361005257565b61026081019291803560048110156100525761148b81611448565b825260ff61149b602083016113fe565b16602083015260ff6114af604083016113fe565b16604083015260608101356005811015610052576114d1906060840190611452565b60808101356005811015610052576114ed906080840190611452565b60a08101356005811015610052576115099060a0840190611452565b61ffff61151860c08301611439565b1660c083015261ffff61152d60e08301611439565b1660e083015261ffff6115436101008301611439565b166101008301526101208101358015158091036100525761024091829161012085015263ffffffff611578610140830161145f565b1661014085015263ffffffff611591610160830161145f565b1661016085015263ffffffff6115aa610180830161145f565b1661018085015263ffffffff6115c36101a0830161145f565b166101a085015263ffffffff6115dc6101c0830161145f565b166101c085015263ffffffff6115f56101e0830161145f565b166101e08501526001600160a01b0361161161020083016113ba565b166102008501526001600160a01b0361162d61022083016113ba565b166102208501520135910152565b90601f801991011681019081106001600160401b0382111761165c57604052565b634e487b7160e01b5f52604160045260245ffd5b6001600160401b03811161165c5760051b60200190565b356001600160a01b03811681036100525790565b91908110156116ab5760051b0190565b634e487b7160e01b5f52603260045260245ffd5b64ffffffffff1664ffffffffff81146116d85760010190565b634e487b7160e01b5f52601160045260245ffd5b3563ffffffff811681036100525790565b3580151581036100525790565b3561ffff811681036100525790565b3560ff811681036100525790565b818102929181159184041417156116d857565b939291604051602081019061176281611754606485611470565b03601f19810183528261163b565b5190209461176f82611670565b61177c604051918261163b565b82815260208101808460051b8601903682116100525786905b828210611e4e57505050906040519081602081019360c082019233865260018060a01b03871660408401528b606084015260ff8a16608084015260a0808401525180935260e0820190925f5b818110611e2c5750506117fd925003601f19810183528261163b565b51902095865f52600960205260405f205480611e23575061181f906064612a83565b916001600160a01b03821615611df3578015808015611e19575b8015611e0e575b8015611e02575b611de457610264356001600160a01b0381168082141591826100525761186d818761355a565b610284356001600160a01b03811681036100525761188b908761355a565b5f5b858110611d7757505050506003549364ffffffffff6118ad8187166116bf565b16809564ffffffffff1916176003556101a4359163ffffffff83168303610052576101843580151581036100525715611d70576001905b6101c4359163ffffffff8316830361005257610144359161ffff8316830361005257610164359361ffff85168503610052576084359160ff83168303610052576116ab576119318b611687565b91610204359363ffffffff8516850361005257600460643510156100525760ff60a4351660a435036100525761ffff610124351661012435036100525760405196876102008101106001600160401b036102008a01111761165c5761ffff8f9763ffffffff60ff968f8f9e60808f8f9299869f899b8e899264ffffffffff82966102008a01604052338a521660208901521660408701521660608501521691015260018060a01b031660a08d01521660c08b01521660e0890152166101008701521661012085015260018060a01b031661014084015260ff851661016084015216610180820152611a23606435611448565b6064356101a082015260a43560ff166101c08201526101243561ffff166101e082019081525f87815260076020908152604091829020845181549286015193860151606087015160808801516001600160f81b03199095166001600160a01b039384161760a096871b64ffffffffff60a01b161760c89290921b60ff60c81b169190911760d09190911b63ffffffff60d01b161760f09390931b60ff60f01b169290921781558285015160018201805460c08801516001600160c01b031990911692909416919091179290931b63ffffffff60a01b1691909117825591929160029160e084810151825461010087015161012088015164ffffffffff60c01b1990921660c09390931b61ffff60c01b169290921760d09290921b61ffff60d01b1691909117911b60ff60e01b16179055610140830151910180546101608401516101808501516001600160c81b03199092166001600160a01b03949094169390931760a09390931b60ff60a01b169290921760a89290921b63ffffffff60a81b16919091178155916101a082015191611bbb83611448565b611bc483611448565b8354906101c060ff60d01b91015160d01b169161ffff60d81b905160d81b169260ff60c81b9060c81b169063ffffffff60c81b1916171717905560018211611cb7575b69ffffffffff00000000008160281b168517985f5260096020528860405f205560ff6040519764ffffffffff60608a019316895216602088015260606040880152526080850193905f5b818110611c91575050506001600160a01b03169233927f7a63e8969f3f71d60834bbc944d0071efb37be61016b48ac8f294f4d7da41782919081900390a4565b909194602080600192838060a01b03611ca98a6113ba565b168152019601929101611c51565b90600111610052575f198201845f52600860205260405f206001600160401b03821161165c5768010000000000000000821161165c578054828255808310611d40575b509083929160208801905f5260205f205f5b838110611d1c5750505050611c07565b82939495506020611d2f60019394611687565b848301558796959401929101611d0c565b815f526001858060205f2001920301905f5b828110611d60575050611cfa565b5f8282015f190155600101611d52565b5f906118e4565b611d8561022482888c61169b565b6001600160a01b038116908115611df357611da0908961355a565b8461005257838114611de4575f5b828110611dbf57505060010161188d565b818b611dd6610224848c60018060a01b039461169b565b1614611de457600101611dae565b6338fcc38760e21b5f5260045ffd5b63d92e233d60e01b5f5260045ffd5b508160ff871611611847565b5060ff861615611840565b5060088211611839565b96505050505050565b84516001600160a01b03168352602094850194869450909201916001016117e1565b60208091611e5b846113ba565b815201910190611795565b60088110156111d857602452565b9060088210156111d85752565b9060088110156111d857815460ff60f01b191660f09190911b60ff60f01b16179055565b611eae816126e4565b9182549064ffffffffff82165f52600760205260ff60405f209260f01c1660088110156111d8578015611fd75764ffffffffff835460a01c16611fc457600181141580611fb9575b611fa1575060028201546001600160a01b0316330361135f575f516020614ff15f395f51905f52916020916001600160581b03865460281c1695600160f21b60ff60f01b19825416179055604051908152845f516020614fd15f395f51905f52843393a3835f5160206150715f395f51905f5260806040515f81525f868201528860408201525f6060820152a2546001600160a01b031693611f988186613877565b604051908152a3565b6301f6ee9360e21b5f52600484905261139f90611e66565b506002811415611ef6565b8363b5eb26e160e01b5f5260045260245ffd5b50815490939192906001600160a01b0316330361135f5761201193604051908152815f516020614fd15f395f51905f5260203393a3613784565b565b90816020910312610052575180151581036100525790565b908060209392818452848401375f828201840152601f01601f1916010190565b93909260e0959261209099979460018060a01b0316865260018060a01b0316602086015260408501526060840152608083015260a08201528160c0820152019161202b565b90565b903590601e198136030182121561005257018035906001600160401b0382116100525760200191813603831361005257565b9091926120d1826126e4565b938454935f9564ffffffffff86165f52600760205260405f209081549660018860f01c161561269d576121048288612715565b8060f81c976004891661268a5763ffffffff8260a01c1680421015612674575064ffffffffff9060a01c165f52600a60205261215a63ffffffff600160405f20015460201c1663ffffffff8360801c168961477d565b865f52600560205260405f205490602435916044359060405160208101908582528360408201526040815261219060608261163b565b5190200361266157600185018054909790966001600160a01b03881692826125ec57505050330361135f5760046127106121e561220d936001600160581b0361ffff61224e9a5b60d01c169160281c16611727565b85546001600160f81b031692909b1760f81b6001600160f81b03191691909117845590980497565b867f2ad756d0770df457a09aecefbc33f1a8255b9ce3bd77f66b1dfa3d2d322517b6604060018060a01b038854169381519081528b6020820152a3856146f3565b83156125e557546001600160a01b031691600160ff1b8117916122786122726126b0565b84613acf565b90606081016122878183612093565b9050151580612554575b6124b6575b50506040516370a0823160e01b81526001600160a01b0391821660048201527f000000000000000000000000000000000000000000000000000000000000000091821690602081602481855afa9081156124ab579087918991612476575b50106123065750506120119450613743565b6040516370a0823160e01b815230600482015293509150602083602481855afa92831561246b578693612437575b50604051936323b872dd60e01b8752600452306024528460445260208660648180855af1906001875114821615612418575b5083604052856060521561240657826024816020936370a0823160e01b82523060048301525afa80156123fb5784906123c7575b6123a4925061281b565b908082036123b157505050565b63049c0a1d60e11b835260045260245260449150fd5b506020823d6020116123f3575b816123e16020938361163b565b81010312610052576123a4915161239a565b3d91506123d4565b6040513d86823e3d90fd5b635274afe760e01b8552600452602484fd5b600182151661242e573b15153d1516165f612366565b843d88823e3d90fd5b9092506020813d602011612463575b816124536020938361163b565b810103126100525751915f612334565b3d9150612446565b6040513d88823e3d90fd5b9150506020813d6020116124a3575b816124926020938361163b565b81010312610052578690515f6122f4565b3d9150612485565b6040513d8a823e3d90fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906124eb9083612093565b929091803b1561005257875f8a61252a88978397604051998a988997889663cf09299560e01b8852604083013593602084013593359260048a0161204b565b03925af18015610f0d5761253f575b80612296565b61254c9196505f9061163b565b5f945f612539565b50604080516374a5008160e11b81526001600160a01b0388166004820152908301356024820152602081806044810103817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa908115610f0d575f916125c6575b5015612291565b6125df915060203d602011610f4057610f32818361163b565b5f6125bf565b5050505050565b6064989495969798359081421161264e5761261393929161260d91896146a4565b846147bb565b1561263c575060046127106121e561224e979695946001600160581b0361ffff61220d966121d7565b633615713d60e21b5f5260045260245ffd5b50631806671960e31b5f5260045260245ffd5b88630c387f5b60e11b5f5260045260245ffd5b8863041f95d160e51b5f5260045260245260445ffd5b87637802729160e11b5f5260045260245ffd5b8663fecc541d60e01b5f5260045260245ffd5b6102226040516126c3602083018261163b565b8181526020810191614d8f833951902090565b5f1981146116d85760010190565b90815f52600460205260405f209164ffffffffff835416156127035750565b630510aa5f60e41b5f5260045260245ffd5b905460f01c60ff169060088210156111d85781612730575050565b6301f6ee9360e21b5f5260045261139f9150611e66565b9060607f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a9164ffffffffff5f955460a01c168552600a6020526127ca61279d6112c263ffffffff600160408a20015416426139cb565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff6040519160018352166020820152846040820152a3565b5f5160206150515f395f51905f525c61280c5760015f5160206150515f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b919082039182116116d857565b6128396128336126b0565b82613acf565b6040516370a0823160e01b81526001600160a01b03828116600483018190527f00000000000000000000000000000000000000000000000000000000000000009091169390929091602081602481885afa908115610f0d575f91612a04575b50156129fc573b156129cb575b506040516370a0823160e01b815230600482015290602082602481865afa918215610f0d575f92612996575b5060205f9160246040518094819362b40d3160e11b83528860048401525af18015610f0d57612965575b506020602492604051938480926370a0823160e01b82523060048301525afa8015610f0d575f90612931575b612090925061281b565b506020823d60201161295d575b8161294b6020938361163b565b81010312610052576120909151612927565b3d915061293e565b6020813d60201161298e575b8161297e6020938361163b565b81010312610052575060206128fb565b3d9150612971565b9091506020813d6020116129c3575b816129b26020938361163b565b8101031261005257519060206128d1565b3d91506129a5565b6040516102228082018281106001600160401b0382111761165c578291614d8f833903905ff515610f0d575f6128a5565b505050505f90565b90506020813d602011612a2e575b81612a1f6020938361163b565b8101031261005257515f612898565b3d9150612a12565b91908115612a7e57604051828152612011936001600160a01b038316917f80da2b855a7afd810e763338ee07bbf6b88883805c91bf3d098618fd46202ca590602090a3613877565b505050565b9190805f52600c60205264ffffffffff60405f2054168061355557508235600481101561005257612ab381611448565b801561352657612ac281611448565b600281036133ba5760ff612ad860208601611719565b16158015906133ac575b613366575b612af081611448565b604084019360ff612b0086611719565b1615156003831414801590613351575b61331a5760608101359460058610156100525785156132e3576080820135916005831015610052575f91831580156132d6575b61329e5760a0820135600581101561005257600481146132665761020083019460048a146001600160a01b03612b7888611687565b16151581149081159161323e575b506132055760c084019561271061ffff612b9f8961170a565b161180156131d2575b613198576102208501916001600160a01b03612bc384611687565b1615158061317e575b6131465760e08601976103e861ffff612be48b61170a565b161161311057610100870195614e2061ffff612bff8961170a565b16116130dd5761ffff612c118861170a565b161515806130c9575b6130835761014088019063ffffffff612c32836116ec565b16158015613069575b613034576301e1338063ffffffff612c52846116ec565b16118015613015575b8015612ff6575b8015612fd7575b8015612fb8575b8015612f99575b612f60576003549b8c60281c64ffffffffff16612c93906116bf565b64ffffffffff81169d8160281b69ffffffffff0000000000169069ffffffffff00000000001916176003559f8d5f52600a60205260405f2099612cd583611448565b8a5492612ce460208e01611719565b60081b61ff001694612cf590611719565b60101b62ff0000169d610052577f44aeb42e1b4a47e45dba7046628c1052a2fd5df69c32d5f70c176312c52361b19e612f5b9e612efe9c8f9961ffff60401b612d5a67ffff000000000000612d5065ff00000000009461170a565b60301b169561170a565b60401b169561ffff60501b90612d6f9061170a565b60501b1697612d816101208d016116fd565b151560601b9a63ffffffff60681b90612d99906116ec565b60681b169b63ffffffff60881b90612db490610160016116ec565b60881b169c64ff0000000063ffffffff60881b199b63ffffffff60681b199a63ff00000060ff60601b199a61ffff60501b199961ffff60401b199767ffff00000000000019958a199388199260ff871992169062ffffff19161716171617169160181b1617169160201b1617169160281b1617161716171617169060ff60601b161717178455612e6a612e4a61018087016116ec565b855463ffffffff60a81b191660a89190911b63ffffffff60a81b16178555565b612e776101a086016116ec565b845463ffffffff60c81b191660c89190911b63ffffffff60c81b16178455600184019063ffffffff612eac6101c088016116ec565b169082549167ffffffff00000000612ec76101e08a016116ec565b60201b169168010000000000000000600160e01b0390612ee690611687565b60401b169263ffffffff60e01b161717179055611687565b600282019060018060a01b03166001600160601b0360a01b8254161790556003610240830135910155835f52600b6020528460405f2055845f52600c60205260405f208464ffffffffff1982541617905560405191829182611470565b0390a3565b60405163f191a03160e01b815260206004820152601060248201526f74696d656f757420746f6f206c6f6e6760801b6044820152606490fd5b506301e1338063ffffffff612fb16101e08c016116ec565b1611612c77565b506301e1338063ffffffff612fd06101c08c016116ec565b1611612c70565b506301e1338063ffffffff612fef6101a08c016116ec565b1611612c69565b506301e1338063ffffffff61300e6101808c016116ec565b1611612c62565b506301e1338063ffffffff61302d6101608c016116ec565b1611612c5b565b60405163f191a03160e01b815260206004820152600c60248201526b1e995c9bc81d1a5b595bdd5d60a21b6044820152606490fd5b5063ffffffff61307c6101608b016116ec565b1615612c3b565b60405163f191a03160e01b815260206004820152601b60248201527f636f6c6c61746572616c206e6565647320616363657074616e636500000000006044820152606490fd5b506130d761012089016116fd565b15612c1a565b60405163f191a03160e01b815260206004820152600a60248201526918dbdb1b185d195c985b60b21b6044820152606490fd5b60405163f191a03160e01b815260206004820152600d60248201526c6576616c7561746f722066656560981b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d19481d1a5b595bdd5d608a1b6044820152606490fd5b5063ffffffff6131916101c088016116ec565b1615612bcc565b60405163f191a03160e01b8152602060048201526011602482015270191a5cdc1d5d19481d1a1c995cda1bdb19607a1b6044820152606490fd5b5061ffff6131df8861170a565b1615158015612ba857506001600160a01b036131fe6102208701611687565b1615612ba8565b60405163f191a03160e01b815260206004820152601060248201526f3130b1b5bab81032bb30b63ab0ba37b960811b6044820152606490fd5b90508061324c575b5f612b86565b5063ffffffff61325f61018086016116ec565b1615613246565b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d1948191959985d5b1d608a1b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e3330b6363130b1b59030b1ba34b7b760891b6044820152606490fd5b505f925060048414612b43565b60405163f191a03160e01b815260206004820152600e60248201526d39b4b632b731b29030b1ba34b7b760911b6044820152606490fd5b60405163f191a03160e01b815260206004820152600e60248201526d726f6c6c696e672077696e646f7760901b6044820152606490fd5b50601060ff61335f87611719565b1611612b10565b60405163f191a03160e01b815260206004820152601960248201527f636f6e74696e756f75732074616b6573206e6f207469657273000000000000006044820152606490fd5b506102408401351515612ae2565b6102408401356133cc60208601611719565b60ff8116908115801561351c575b6134e9576008821090816134cb575b50613492575f915f195b8284106134035750505050612ae7565b6001600160fb1b03841684036116d857818460051b1c61ffff8160101c16916127108311918215613480575b508115613475575b50613447576001909301926133f3565b60405163f191a03160e01b8152602060048201526005602482015264746965727360d81b6044820152606490fd5b90508110155f613437565b61271091925061ffff1611905f61342f565b60405163f191a03160e01b815260206004820152601060248201526f756e757365642074696572206269747360801b6044820152606490fd5b905060ff811682036116d857611fe0839160051b161c15155f6133e9565b60405163f191a03160e01b815260206004820152600a6024820152691d1a595c8818dbdd5b9d60b21b6044820152606490fd5b50600882116133da565b60405163f191a03160e01b8152602060048201526006602482015265706f6c69637960d01b6044820152606490fd5b925050565b6001600160a01b0390911690811515908161358a575b506135785750565b631d57543d60e21b5f5260045260245ffd5b3383149150811561359d575b505f613570565b6001600160a01b0316821490505f613596565b9492936135bd8287612715565b81548060f81c916002831661373057845460a01c64ffffffffff1680159190828061371b575b613708576001600160581b038460281c169889156136f557808a036136de575082156136cc57505f905b8082036136b757505015806136a4575b613684575081546001600160f81b0316600290911760f81b6001600160f81b031916178155929391926120119260018060a01b03835416817fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360206040518a8152a36146f3565b63ffffffff908763041f95d160e51b5f5260045260a01c1660245260445ffd5b5063ffffffff8160a01c1642101561361d565b635b81897960e01b5f5260045260245260445ffd5b5f52600b60205260405f20549061360d565b899063733580bd60e01b5f5260045260245260445ffd5b63e1e293c360e01b5f525f60045260245ffd5b8963e9dab5e960e01b5f5260045260245ffd5b5060018701546001600160a01b0316156135e3565b8763abbc9c0160e01b5f5260045260245ffd5b919061375190949394612828565b9380851061376d5761376790612011949561281b565b91612a36565b849063049c0a1d60e11b5f5260045260245260445ffd5b60028254613793600485611e81565b835463ffffffff60a01b1916845560f81c1615613865576137c4836001600160581b0380855460281c16169361398e565b9180613809575b50816137d657505050565b612011926001808060a01b039101541680915f5160206150115f395f51905f52604080518681525f6020820152a3613877565b61385f9060018060a01b03855416835f5160206150715f395f51905f5260806040515f81525f60208201528560408201525f6060820152a280845f516020614ff15f395f51905f526020604051868152a3613877565b5f6137cb565b6137c4836001600160581b035f6107fc565b90801561396c575f5160206150315f395f51905f525c80156138e857825f525f5160206150315f395f51905f5260205260405f2092835c9182156138bd575b505001905d565b600191815f5160206150315f395f51905f52015d015f5160206150315f395f51905f525d5f806138b6565b509061391582827f0000000000000000000000000000000000000000000000000000000000000000614872565b1561391e575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f39160018060a01b031692835f52600e825260405f206139618282546139cb565b9055604051908152a2565b5050565b811561397a570490565b634e487b7160e01b5f52601260045260245ffd5b549060048260f81c16156139c557612710916001600160581b0361ffff60016139c194015460d01c169160281c16611727565b0490565b50505f90565b919082018092116116d857565b6120119291613a99916001600160581b03825460281c16906139fa858461398e565b83546aff000000000000ffffffff60a01b1916600560f01b1790935560405181905f5160206150715f395f51905f5290608090837f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a25f81525f60208201528560408201525f6060820152a260018060a01b038554169485825f516020614ff15f395f51905f526020604051878152a383613a9f575b50506139cb565b90613877565b6001808060a01b0391015416905f5160206150115f395f51905f52604080515f8152866020820152a35f80613a92565b90600b9160405191604083015260208201523081520160ff8153605590206001600160a01b031690565b60058110156111d85760018114613b1b57600314613b15575f90565b61271090565b5061138890565b81549293909290919060281c6001600160581b031661201194613c2b61ffff613a99951693613a99613b62612710613b5a8888611727565b04809661281b565b94613b6d858461398e565b90895f5160206150715f395f51905f526080613b89858061281b565b875463ffffffff60a01b191688559a841580159890613cb657805460ff60f01b1916600360f01b17905560028a01546040518281526001600160a01b03919091169085907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b6040519081528460208201528a60408201525f6060820152a260018601546001600160a01b03169382613c93575b613c62576139cb565b546001600160a01b031693849082613c445750506139cb565b5f516020614ff15f395f51905f526020604051858152a3835f613a92565b838a7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a36139cb565b848b5f5160206150115f395f51905f52604080518781528d6020820152a3613c22565b805460ff60f01b1916600160f21b179055604051818152339085905f516020614fd15f395f51905f5290602090a3613bf4565b9290613e3a6080613a9985613e2488613a99613d3599986001600160581b03895460281c169089600187019261ffff612710613d2b82875460c01c1684611727565b049e8f809361281b565b931693865f5160206150715f395f51905f52613d5f612710613d578989611727565b04809761281b565b9c8d97613d6c8d8861398e565b95612710613d7a8389611727565b0499613d868b8961281b565b895463ffffffff60a01b19168a559e8a1580159a90613eca57805460ff60f01b1916600360f01b179055600201546040518481526001600160a01b03919091169087907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b60405192835289602084015260408301526060820152a2546001600160a01b0316958691613ea7575b5050613e76576139cb565b85546001600160a01b03169280613e58576139cb565b82613e46575b50505050565b613e4f936148bf565b5f808080613e40565b83895f516020614ff15f395f51905f526020604051858152a36139cb565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a36139cb565b5f5160206150115f395f51905f52604080518781528b6020820152a3848e613e19565b805460ff60f01b1916600160f21b17905550604051838152339087905f516020614fd15f395f51905f5290602090a3613df0565b5460108160f81c166139c55761ffff9060e01c16600260ff8184015460c81c16613f2781611448565b14613f9e5764ffffffffff825460a01c165f52600a60205260ff6001600360405f20015493015460e01c16915f5b838110613f6457505050505f90565b6001600160fb1b03811681036116d857818160051b1c61ffff8160101c16841015613f925750600101613f55565b61ffff16949350505050565b905090565b90916001835460f81c1615600282015460ff8160a01c16908280614504575b61411c575b505064ffffffffff825460a01c165f52600a60205260405f20908080614102575b6140385760ff612011959261095692155f1461402e575460201c165b845f516020614fb15f395f51905f5260408051600281526140286020820186611452565ba2613af9565b5460181c16614004565b507f643bcb0e3b9e600267697c7939397f077c728ccaa7bc95b6f82127ff5f97a3309150806140c46140796112c263ffffffff6020955460a81c16426139cb565b86546001600160f81b03811660f891821c60011790911b6001600160f81b0319161787559586905b805463ffffffff60a01b191660a09290921b63ffffffff60a01b16919091179055565b835f516020614fb15f395f51905f526040805160028152600486820152a2600101546040805163ffffffff90961686521c6001600160a01b031693a3565b5060ff825460181c1660058110156111d857600414613fe8565b845f52600660205260405f20549060ff8260081c169285549060ff8260c81c1685101561414b57505050613fc7565b848495999896506141609160ff9394956149fe565b9360901c1691825f935b6144eb57508260011b92808404600214901517156116d8578391600360ff8360c81c1661419681611448565b146142c2575b505095849596600285969593949501549163ffffffff8360a81c16946141c56112c287426139cb565b9261ffff808c5460f81c99169560d81c1685106142b8575b8a838310156142ac575b805461ffff60e01b60e084901b1660f88b901b6001600160f81b031916600167ffffffff0000000160a01b03909216919091171760a086901b63ffffffff60a01b1617600360f11b1790556040805195865261ffff909116602086015291119083015263ffffffff1660608201527faba1338c9e11743398f73bbd2ca6e99b89561ad4519371275296f006d0b344eb90608090a2156142865750505050565b600816156142985791613e4f92612747565b9082610944826142a795613efe565b613e4f565b601098909817976141e7565b96600817966141dd565b90915060ff60018701549260d01c16916040519060208201926001600160601b03199060601b1683526001600160601b03199060601b1660348201526028815261430d60488261163b565b51902096875f52600d60205260405f2054918260e01c9860018060e01b0399815f52601060205260405f2054438160081c145f146144e35760ff16905b808210156144dc57819b5b61435f8d8361281b565b945f1981019081116116d8578086116144d4575b5061ffff8916965f8e5b87821061449b5750508d5f905b811080614477575b156143a6576143a0906126d6565b8e61438a565b9192939495969798999a9b9c9d5081600e0291600e8304036116d8576001821b935f1985019485116116d857600e8301948584116116d8578c9361ffff836010889510614469575b8a5f52600d60205260e01b97848616831c901b9516901b9216161717161760405f205560ff81105f1461446057600181018091116116d857905b5f5260106020524360081b1760405f2055600181018091116116d85761445261ffff918794613970565b16909695949392915f61419c565b5060ff90614428565b614472906126d6565b6143ee565b5080600e02600e810482036116d857613fff61ffff8d1691858516901c1610614392565b816144a8919a929a6139cb565b80600e0290600e8204036116d857600191613fff6144cc92868616901c16906139cb565b98018e61437d565b94505f614373565b809b614355565b505f9061434a565b926144fa9060018516906139cb565b9260011c8061416a565b5060018211613fc2565b80518210156116ab5760209160051b010190565b929190926040908151614535838261163b565b6001815260208101601f1984013682378151156116ab576001600160a01b038581168252845184821660208201908152918916818701525f606082018190526001608083015260a082810152935160c082018190529193909291839160e0830191905b8181106146825750506145b4925003601f19810183528261163b565b51902090815f52600960205264ffffffffff835f2054168061467a5750600354936145e564ffffffffff86166116bf565b64ffffffffff1990951664ffffffffff86169081176003555f818152600760209081528682208054600165ff000000000160a01b0319166001600160a01b0396871617600160c81b178155600281018054600190920180546001600160a01b0319169c88169c909c17909b556001600160a81b0319169390941692909217600160a01b17909755918252600990522092909255565b955050505050565b84516001600160a01b0316835260209485019486945090920191600101614598565b90612090926040519160208301937f68b04950d7d5b71ad077d48dec11b22edb5ac048400704c008731bd4d9d4419a8552604084015260608301526080820152608081526106b860a08261163b565b91815460f81c6002811615613e40576001825460f01c1615159081614771575b50612a7e57815460ff60f01b1916600160f01b1782555460a01c64ffffffffff16908161473f57505050565b6140a16120119363ffffffff835460801c16935f52600a6020528363ffffffff600160405f20015460201c169161477d565b6004915016155f614713565b8142108015906147a9575b61479157505050565b6323b7cc0360e11b5f5260045260245260445260645ffd5b50826147b5428461281b565b10614788565b909291926147ca838583614bbc565b506147d481611448565b15908161485c575b5061485357813b156129fc5760209361481d5f9461175460405193849289840196630b135d3f60e11b8852602485015260406044850152606484019161202b565b838052519161ea60fa5f513d82614847575b5081614839575090565b630b135d3f60e11b14919050565b6020111591505f61482f565b50505050600190565b6001600160a01b0384811691161490505f6147dc565b92916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180875af19260015f51148416156148ae575b50604052565b3d15903b151516909216915f6148a8565b90916001835460f81c166149cc5760020180549260ff8460a01c1693600185146149b3575064ffffffffff905416915f52600660205260405f20549161492060ff8460081c169561491a6149138883613970565b9788611727565b9061281b565b925f935b8585106149345750505050505050565b6001851b8216156149aa57846149695761495d90613a9960018060a01b03865416915b896139cb565b60015f945b0193614924565b825f52600860205260405f20905f1986018681116116d857825411156116ab5761495d915f52613a9960018060a01b035f198860205f200101541691614957565b93600190614962565b6120119594506001600160a01b03169250613877915050565b61201193925064ffffffffff91505460a01c165f52600a60205260018060a01b03600160405f20015460401c16613877565b919091614a0a82611670565b92614a18604051948561163b565b828452601f19614a2784611670565b013660208601375f5f925b828410614a91575050505060018082811c921614614a7f575f198101918183116116d857614a71614a7892614a6a61ffff958461450e565b519261450e565b51906139cb565b60011c1690565b614a8c9061ffff9261450e565b511690565b9194936001849792941b831615614b5d576001600160fc1b03871687036116d8578660041b601001806010116116d8578361ffff911c1695614ad2856126d6565b945b8015801580614b3f575b15614b1e575f198201918083116116d857614b04614afc848b61450e565b51918a61450e565b5215614ad457634e487b7160e01b5f52601160045260245ffd5b5096614b3460019397989992969594998961450e565b525b01929190614a32565b505f1982018281116116d857614b568a918a61450e565b5111614ade565b939492919095600190614b36565b604290614b76614bf0565b906040519161190160f01b8352600283015260228201522090565b63ffffffff8111614ba55763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b9060418303614be657614bdf9250602081013591604082359201355f1a90614d0c565b9192909190565b50505f9160029190565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480614ce3575b15614c4b577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152614cdd60c08261163b565b51902090565b507f00000000000000000000000000000000000000000000000000000000000000004614614c22565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411614d83579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15610f0d575f516001600160a01b03811615614d7957905f905f90565b505f906001905f90565b5050505f916003919056fe60a08060405234602757336080526101f6908161002c82396080518181816047015260a30152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816301681a621461007a575063e2fdcc1714610032575f80fd5b34610076575f366003190112610076576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610076576020366003190112610076576004356001600160a01b0381169190828103610076577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101e3576370a0823160e01b8252306004830152602082602481865afa9182156101d8575f9261017a575b508161010a575b602082604051908152f35b6040519063a9059cbb60e01b5f52336004528260245260205f60448180855af19060015f511482161561015b575b50906040521561014857816100ff565b50635274afe760e01b5f5260045260245ffd5b6001821516610171573b15153d15161684610138565b823d5f823e3d90fd5b90915060203d6020116101d1575b601f8101601f1916820167ffffffffffffffff8111838210176101bd57602091839160405281010312610076575190836100f8565b634e487b7160e01b5f52604160045260245ffd5b503d610188565b6040513d5f823e3d90fd5b63bc552e7760e01b5f523360045260245ffd7573d4a686001c95795382e83e1e87e7b69cd50abd2762d5e160ba246c8ebd07ae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab2757ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4a044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424d981dce384f5f58077bbc724b32856578a512bfa844e6d897d7428c91078dc639b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0064bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d36101808060405234610168576020816113668038038091610020828561016c565b83398101031261016857516001600160a01b0381168082036101685760405161004a60408261016c565b600a815260208101906941534120457363726f7760b01b82526040519161007260408461016c565b600183526020830191603160f81b835261008b816101a3565b61012052610098846101a3565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010160c08261016c565b5190206080523060c052156101595761016052604051611157908161020f823960805181505060a05181505060c05181505060e051815050610100518150506101205181505061014051815050610160518160f10152f35b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b0382119082101761018f57604052565b634e487b7160e01b5f52604160045260245ffd5b601f8151116101ce5760208151910151602082106101bf571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe6080806040526004361015610012575f80fd5b5f3560e01c908163177a387514610cb55750806343d5b89614610c7d5780634c5d8a0f14610c6057806384b0196e14610c57578063860aefcf14610c01578063bf22c457146108c2578063e1521fd41461055e578063e623435e14610370578063e9adcba914610242578063eb0c735214610120578063fc0c546a146100dc5763fe5ff468146100a0575f80fd5b346100d85760203660031901126100d8576001600160a01b036100c161105d565b165f52600e602052602060405f2054604051908152f35b5f80fd5b346100d8575f3660031901126100d8576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b346100d85760203660031901126100d85764ffffffffff610142600435611126565b5416805f526007602052600260405f20015460ff8160a01c1690610165826110fa565b9261017360405194856110cc565b828452601f19610182846110fa565b013660208601375f5b8381106101ac57604051602080825281906101a890820188611073565b0390f35b806101d9576001906001600160a01b0384165b6101c98288611112565b90838060a01b031690520161018b565b815f52600860205260405f20905f19810181811161022e578254111561021a575f918252602090912081015f190154600191906001600160a01b03166101bf565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b346100d85760403660031901126100d85761025b61105d565b6024356001600160a01b03811681036100d8576040519060208201926bffffffffffffffffffffffff199060601b1683526bffffffffffffffffffffffff199060601b166034820152602881526102b36048826110cc565b5190205f52600d60205260405f20548060e01c6102cf816110fa565b916102dd60405193846110cc565b8183526102e9826110fa565b602084019290601f19013684375f5b818110610347578385604051918291602083019060208452518091526040830191905f5b81811061032a575050500390f35b825161ffff1684528594506020938401939092019160010161031c565b80600e0290600e8204810361022e57613fff846001931c166103698288611112565b52016102f8565b346100d8576101403660031901126100d85760043563ffffffff60e01b81168091036100d8576101003660231901126100d857610124356001600160a01b03811691908290036100d8576024355f818152600460205260409020630510aa5f60e41b831461054b5763b5eb26e160e01b8314610538576301f6ee9360e21b83146104fc5763041f95d160e51b83146104db5750631084d99960e31b82146104c9575063fae6f42760e01b81146104a15763ef44ec2f60e01b811461048057631b71941560e21b811461046d57633eebcaad60e01b1461045b57633615713d60e21b5f5260045260245ffd5b633eebcaad60e01b5f5260045260245ffd5b50631b71941560e21b5f5260045260245ffd5b60843561ffff81168091036100d85763ef44ec2f60e01b5f5260045260245ffd5b6101043567ffffffffffffffff81168091036100d85763fae6f42760e01b5f5260045260245ffd5b631084d99960e31b5f5260045260245ffd5b63ffffffff905460a01c169063041f95d160e51b5f5260045260245260445ffd5b546301f6ee9360e21b5f5260049190915260f01c60ff1660088110156105245760245260445ffd5b634e487b7160e01b5f52602160045260245ffd5b5063b5eb26e160e01b5f5260045260245ffd5b50630510aa5f60e41b5f5260045260245ffd5b346100d8576102a03660031901126100d85761057861105d565b60243567ffffffffffffffff81116100d8578036039160e06003198401126100d8576102603660431901126100d85760048201356001600160a01b03811693908490036100d857604051602081019060443560048110156100d857826105dd91611043565b60643560ff81168091036100d857604082015260843560ff81168091036100d857606082015260a43560058110156100d85761061d906080830190611050565b60c43560058110156100d8576106379060a0830190611050565b60e43560058110156100d8576106519060c0830190611050565b6101043561ffff81168091036100d85760e08201526101243561ffff81168091036100d8576101008201526101443561ffff81168091036100d857610120820152610164358015158091036100d8576101408201526101843563ffffffff81168091036100d8576101608201526101a43563ffffffff81168091036100d8576101808201526101c43563ffffffff81168091036100d8576101a08201526101e43563ffffffff81168091036100d8576101c08201526102043563ffffffff81168091036100d8576101e08201526102243563ffffffff81168091036100d857610200820152610244356001600160a01b038116908190036100d857610220820152610264356001600160a01b038116908190036100d857610240820152610284356102608201526102608152610789610280826110cc565b5190209060448401359060ff82168092036100d857602485013590602219018112156100d85784019060048201359167ffffffffffffffff83116100d857602481018360051b80360382136100d85760046020916107e6876110fa565b966107f460405198896110cc565b875282870194010101903682116100d857915b8183106108a2575050509461084f61085d926020976040519586948a86019860018060a01b0316895260408601526060850152608084015260a08084015260c0830190611073565b03601f1981018352826110cc565b5190209060646040519184830193845260a4810135604084015260848101356060840152013560808201526080815261089760a0826110cc565b519020604051908152f35b82356001600160a01b03811681036100d857815260209283019201610807565b346100d85760203660031901126100d857604051610240810181811067ffffffffffffffff821117610bed576040525f81525f60208201525f60408201525f60608201525f60808201525f60a08201525f60c08201525f60e08201525f6101008201525f6101208201525f6101408201525f6101608201525f6101808201525f6101a08201525f6101c08201525f6101e08201525f6102008201525f61022082015261096f600435611126565b5464ffffffffff81165f52600760205260405f2080549060018060a01b038216845260018101549060018060a01b0382166020860152600260018060a01b0391015416604085015260ff8360f01c1660088110156105245761ffff9260019160608701526affffffffffffffffffffff8560281c16608087015263ffffffff8560801c1660a087015263ffffffff8560a01c1660c087015263ffffffff8560c01c168060e0880152610bd3575b838560e01c1661012087015260ff8160c81c166101408701526004355f52600660205260ff60405f205460081c16610160870152818560f81c16151561018087015264ffffffffff8160a01c166101a087015260028560f81c1615156101c087015260f01c1615156101e085015260048360f81c16151561020085015260d01c16906affffffffffffffffffffff82818360281c160292818360281c168404149160281c1615171561022e5761271090046102208201526040805182516001600160a01b0390811682526020808501518216908301528284015116918101919091526060820151600881101561052457610240926102209160608401526080810151608084015260a081015160a084015260c081015160c084015260e081015160e084015261010081015161010084015261ffff6101208201511661012084015260ff6101408201511661014084015260ff61016082015116610160840152610180810151151561018084015267ffffffffffffffff6101a0820151166101a08401526101c081015115156101c08401526101e081015115156101e084015261020081015115156102008401520151610220820152f35b6004355f52600560205260405f2054610100870152610a1c565b634e487b7160e01b5f52604160045260245ffd5b346100d8575f3660031901126100d85761010060405161271081526103e86020820152614e2060408201526008606082015260086080820152601060a08201526301e1338060c08201526303c2670060e0820152f35b346100d8575f80fd5b346100d8575f3660031901126100d8576020600254604051908152f35b346100d85760203660031901126100d8576001600160a01b03610c9e61105d565b165f52600f602052602060405f2054604051908152f35b346100d85760203660031901126100d8576004359067ffffffffffffffff82168092036100d85761024081610cea5f936110af565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e0820152826102008201528261022082015201528015801561102e575b610ff557805f52600a60205260405f20905f52600b60205260405f205460405190610d92826110af565b825460ff81169360048510156105245763ffffffff60039261028096865260ff8160081c16602087015260ff8160101c166040870152610ddb60ff8260181c16606088016110ee565b610dee60ff8260201c16608088016110ee565b610e0160ff8260281c1660a088016110ee565b61ffff8160301c1660c087015261ffff8160401c1660e087015261ffff8160501c1661010087015260ff8160601c161515610120870152818160681c16610140870152818160881c16610160870152818160a81c1661018087015260c81c166101a0850152600181015463ffffffff81166101c086015263ffffffff8160201c166101e086015260018060a01b039060401c1661020085015260018060a01b03600282015416610220850152015461024083015261024060405192610ec7848251611043565b60ff602082015116602085015260ff6040820151166040850152610ef360608201516060860190611050565b610f0560808201516080860190611050565b610f1760a082015160a0860190611050565b61ffff60c08201511660c085015261ffff60e08201511660e085015261ffff61010082015116610100850152610120810151151561012085015263ffffffff6101408201511661014085015263ffffffff6101608201511661016085015263ffffffff6101808201511661018085015263ffffffff6101a0820151166101a085015263ffffffff6101c0820151166101c085015263ffffffff6101e0820151166101e085015260018060a01b036102008201511661020085015260018060a01b03610220820151166102208501520151610240830152610260820152f35b60405163f191a03160e01b815260206004820152601060248201526f1d5b9adb9bdddb881d195c9b5cc81a5960821b6044820152606490fd5b5064ffffffffff60035460281c168111610d68565b9060048210156105245752565b9060058210156105245752565b600435906001600160a01b03821682036100d857565b90602080835192838152019201905f5b8181106110905750505090565b82516001600160a01b0316845260209384019390920191600101611083565b610260810190811067ffffffffffffffff821117610bed57604052565b90601f8019910116810190811067ffffffffffffffff821117610bed57604052565b60058210156105245752565b67ffffffffffffffff8111610bed5760051b60200190565b805182101561021a5760209160051b010190565b90815f52600460205260405f209164ffffffffff835416156111455750565b630510aa5f60e41b5f5260045260245ffd",
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
// the contract method with ID 0x43d5b896.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptanceNonce(address client) view returns(uint256)
func (asaEscrow *AsaEscrow) PackAcceptanceNonce(client common.Address) []byte {
	enc, err := asaEscrow.abi.Pack("acceptanceNonce", client)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptanceNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43d5b896.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptanceNonce(address client) view returns(uint256)
func (asaEscrow *AsaEscrow) TryPackAcceptanceNonce(client common.Address) ([]byte, error) {
	return asaEscrow.abi.Pack("acceptanceNonce", client)
}

// UnpackAcceptanceNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x43d5b896.
//
// Solidity: function acceptanceNonce(address client) view returns(uint256)
func (asaEscrow *AsaEscrow) UnpackAcceptanceNonce(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("acceptanceNonce", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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
	TermsHash     [32]byte
	Evaluators    []common.Address
	Quorum        uint8
	Budget        *big.Int
	FundDeadline  *big.Int
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
// Solidity: event AsaJobCreated(uint256 indexed jobId, uint64 indexed termsId, uint64 agreementId, bytes32 termsHash, address[] evaluators, uint8 quorum, uint256 budget, uint256 fundDeadline, bytes32 agreementHash, string description)
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
// Solidity: event JobAccepted(uint256 indexed jobId, address indexed provider, bytes32 commitment, uint256 collateral)
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
