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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceNotRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minDeliveryTime\",\"type\":\"uint256\"}],\"name\":\"ActivationTooLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AgreementHashRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyAccepted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"AlreadyCounted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyFunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AsaJobUsesSignedResults\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BatchLengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"bps\",\"type\":\"uint16\"}],\"name\":\"BpsOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"BudgetFixed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"actual\",\"type\":\"uint256\"}],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"EvaluatorNotIndependent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"ExpiryOutOfRange\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"HooksNotSupported\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidEvaluators\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"InvalidStatus\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidTerms\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NoDisputeResolver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"NotAnEvaluator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingToReturn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderAlreadySet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"ResultExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ResultMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"}],\"name\":\"ScoreOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"expected\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"actual\",\"type\":\"bytes32\"}],\"name\":\"TermsHashMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"}],\"name\":\"AcceptanceRequired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"name\":\"AcceptanceWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"AgreementRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"AsaJobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"BackupEvaluatorActivated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"CollateralSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"CreditPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Credited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"fromStatus\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"action\",\"type\":\"uint8\"}],\"name\":\"DeadManTriggered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DepositReturned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"automatic\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeFiled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"preExecuted\",\"type\":\"bool\"}],\"name\":\"FundedWithAuthorization\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"name\":\"JobAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"JobDescription\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"releaseBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"providerAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"clientAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"policyScore\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"challengeDeadline\",\"type\":\"uint256\"}],\"name\":\"JobVerified\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"ProviderSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"}],\"name\":\"ResultAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes4\",\"name\":\"reason\",\"type\":\"bytes4\"}],\"name\":\"ResultSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"TermsRegistered\",\"type\":\"event\"},{\"stateMutability\":\"nonpayable\",\"type\":\"fallback\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"claimRefund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"acceptanceDeadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"providerSignature\",\"type\":\"bytes\"}],\"name\":\"createAndFundAcceptedAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAndFundAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest[]\",\"name\":\"jobs\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAndFundAsaJobs\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"firstJobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"extension\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"finalize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"jobIds\",\"type\":\"uint256[]\"}],\"name\":\"finalizeBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"advanced\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isDue\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setProvider\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result[]\",\"name\":\"results\",\"type\":\"tuple[]\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"submitResults\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"counted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structIAsaEscrowTypes.Authorization\",\"name\":\"collateralAuth\",\"type\":\"tuple\"}],\"name\":\"acceptJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"challenge\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"collateralAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"}],\"name\":\"fundFromDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"fundWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"pushCredit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"accounts\",\"type\":\"address[]\"}],\"name\":\"pushCredits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"}],\"name\":\"resultDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"returnDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"toClient\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toProvider\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"withdrawAcceptance\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"agreementKey\",\"type\":\"bytes32\"}],\"name\":\"acceptanceNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"credits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"evaluatorsOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"submittedAt\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"resultCount\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"backupActive\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"budgetFunded\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"accepted\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.JobView\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"jobCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"limits\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"bps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxEvaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxCollateralBps\",\"type\":\"uint16\"},{\"internalType\":\"uint8\",\"name\":\"maxEvaluators\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"maxTiers\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"maxRollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"maxTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"maxExpiryHorizon\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"pairHistory\",\"outputs\":[{\"internalType\":\"uint16[]\",\"name\":\"scores\",\"type\":\"uint16[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"}],\"name\":\"termsById\",\"outputs\":[{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "AsaEscrow",
	Bin: "0x6101a080604052346102055760208161bba580380380916100208285610209565b83398101031261020557516001600160a01b038116908181036102055760405161004b604082610209565b600a815260208101906941534120457363726f7760b01b825260405191610073604084610209565b600183526020830191603160f81b835261008c8161022c565b610120526100998461022c565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010260c082610209565b5190206080523060c05281156101f65761016052604051906166c28083016001600160401b038111848210176101e25760209284926154e3843981520301905ff080156101d7576001600160a01b03166101805260405161524b908161029882396080518161504b015260a05181615102015260c05181615015015260e0518161509a015261010051816150c001526101205181610a9501526101405181610abf015261016051818181610166015281816132a701526149240152610180518181816111610152818161220601526132530152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101e257604052565b601f815111610257576020815191015160208210610248571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe6080604052600436101561005f575b3461005b576001600160e01b03195f35166303b636ff60e31b811490811561004a575b50156132465763472511eb60e11b5f523360045260245ffd5b6359caab9560e11b1490505f610031565b5f80fd5b5f5f3560e01c806305261aea146127bd5780631bbd7229146126f657806320ec7bf7146122355780632d5537b0146121f0578063415288121461203a57806341dd26f514612022578063437e48e214611add57806344bc55ca1461199d5780634c5d8a0f1461197f5780635583a930146119565780635b7baf641461194057806364e30373146112085780637a60b04914610b7757806384b0196e14610a7b578063917c9b1c146108915780639e63798d14610704578063c9a84bb9146106bf578063d2e13f5014610462578063d75bbdf3146102b7578063dd4ae9d4146101985763fc0c546a14610151575061000e565b346101955780600319360112610195576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b5034610195576101a7366128d5565b50506101b28261451a565b805464ffffffffff81168552600760205260408520805464ffffffffff8160a01c166102a3576101e2848761454b565b6001600160a01b0316331415908161028b575b50610278576001600160581b038311610264576fffffffffffffffffffffff00000000001916602883901b6fffffffffffffffffffffff0000000000161790556040519081527f869e2577b006bf47ee981cf6fec2e25583548081c14b98deab587f77b506803890602090a280f35b63e1e293c360e01b85526004839052602485fd5b63472511eb60e11b855233600452602485fd5b600101546001600160a01b031633141590505f6101f5565b637c74270d60e11b87526004869052602487fd5b5034610195576102c6366128d5565b5050906102d1612bd6565b6102da8161451a565b9182549064ffffffffff821685526007602052604085209164ffffffffff835460a01c1661044e5760ff855460f01c16600881101561043a5760028103610423575060028301546001600160a01b0316330361041057916020916001600160581b037f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b09460281c1695600360f01b60ff60f01b19825416179055604051908152847f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444843393a3837f64bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d3608060405161271081528886820152896040820152896060820152a2600101546001600160a01b0316936103f6818661457b565b604051908152a3805f51602061522b5f395f51905f525d80f35b63472511eb60e11b865233600452602486fd5b6301f6ee9360e21b87526004859052602452604486fd5b634e487b7160e01b87526021600452602487fd5b63b5eb26e160e01b86526004849052602486fd5b503461019557610471366128d5565b90939261047c612bd6565b6104858161451a565b9182549064ffffffffff8216865260076020526040862096875460018060a01b03811633036106ac5764ffffffffff889160a01c1680159384159384610657575b50506104d2878761454b565b8460f81c936002851661064357808061062e575b61061a576001600160581b038660281c1698891561060657808a036105ef5750156105dd575087905b8082036105c8575050806105b5575b610595576001600160f81b03909116600290911760f81b6001600160f81b031916178255845460405184815294956105829561057c94919391926001600160a01b03169082905f5160206151ab5f395f51905f5290602090a3614dde565b33613292565b805f51602061522b5f395f51905f525d80f35b60448663ffffffff848663041f95d160e51b845260045260a01c16602452fd5b5063ffffffff8260a01c1642101561051e565b635b81897960e01b8952600452602452604487fd5b8852600b60205260408820549061050f565b63733580bd60e01b8b52600452602489905260448afd5b63e1e293c360e01b8b5260048b905260248bfd5b63e9dab5e960e01b8a52600487905260248afd5b5060018b01546001600160a01b0316156104e6565b63abbc9c0160e01b8a52600487905260248afd5b909192506020820361068857359060208110610677575b50905f806104c6565b5f199060200360031b1b165f61066e565b828a52600b60205260408a2054635b81897960e01b8b5260045260248a905260448afd5b63472511eb60e11b885233600452602488fd5b5034610195576060366003190112610195576106d961287e565b506044356001600160401b038111610700576106f99036906004016128a8565b5050613246565b5080fd5b503461019557610713366128d5565b50509061071f8161451a565b60ff815460f01c16600881101561087d57600181036108665750805464ffffffffff81168552600760205260408520600101546001600160a01b03811633036104105760a01c63ffffffff16801515918280610853575b610833575083865260056020526040862085905566ff0000ffffffff60c01b9063ffffffff60c01b6107a742614db3565b60c01b1690600160f11b8217936107f1575b5050198254161790556040519182527f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a380f35b6aff0000ffffffffffffffff60a01b9350600160f11b925063ffffffff60a01b90610825906108209042612b0a565b614db3565b60a01b161717905f806107b9565b63041f95d160e51b8752600485905260801c63ffffffff16602452604486fd5b5063ffffffff8160801c16421015610776565b6301f6ee9360e21b85526004839052602452604484fd5b634e487b7160e01b85526021600452602485fd5b503461019557606036600319011261019557600435906001600160401b0382116101955736602383011215610195578160040135906001600160401b038211610195573660248360081b85010111610195576024356001600160401b0381116107005761090290369060040161280b565b6044949194356001600160401b038111610a775761092490369060040161280b565b959061092e612bd6565b8493868414801590610a6d575b610a5e576001871180610a48575b86955b88871015610a1b5760248760081b84010161097061096b89898961292f565b612b17565b8b891015610a075761099a61098a8a60051b880188612ba4565b9063ffffffff60e01b9385613c4c565b16806109b65750506109ad60019161293f565b965b019561094c565b91976001929091907fc07330706ce7c5fc6735e9e7cb53548f117058a8c347754ed7fbdb8d88060c0260206001600160a01b036109f761096b878e8e61292f565b16936040519384523592a36109af565b634e487b7160e01b8a52603260045260248afd5b87602092610a3b575b5f51602061522b5f395f51905f525d604051908152f35b610a43612cba565b610a24565b60015f5160206151cb5f395f51905f525d610949565b6305f8ded760e21b8652600486fd5b508688141561093b565b8380fd5b5034610195578060031936011261019557610b1b90610ab97f0000000000000000000000000000000000000000000000000000000000000000614d75565b90610ae37f0000000000000000000000000000000000000000000000000000000000000000614d75565b906020610b2960405193610af7838661297d565b8385525f368137604051968796600f60f81b885260e08589015260e088019061290b565b90868203604088015261290b565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b828110610b6057505050500390f35b835185528695509381019392810192600101610b51565b503461019557610280366003190112610195576004356001600160401b03811161070057610ba990369060040161280b565b9161026036602319011261019557610bbf612bd6565b82156111f957600254916001830183116111e557928193829163ffffffff6102043516610204351415915b818410610c195760208686610bff8a33613292565b5f51602061522b5f395f51905f525d600160405191018152f35b90919295610c28878484612b6b565b610c356060820135612fb8565b60808101351580156111d1575b6111bb576040516020810190610c59826024612d61565b6102608152610c6a6102808261297d565b519020610c7682612b17565b90610c8360408401612f25565b90610c916020850185612f33565b610c9d81959295612b8d565b94610cab604051968761297d565b8186526020860190368360051b8201116111b75780915b8360051b8201831061119f575050505090610cdf939291336149bc565b8087526009602052604087205480156110e1575b610cfe60025461293f565b91826002556101443515156101443503610fd25761014435610fdd575b50610144351561014435610fd6575b87610fd257610d4763ffffffff6102043516606086013585614a4d565b8015610f2c57610de19089905b6002858c526004602052610dd760408d20928d63ffffffff60608b01351695825f14610f26575085915b15610f1a575063ffffffff6001915b60405196610d9a8861294d565b64ffffffffff8a1688526001600160581b0360808d013516602089015260408801521660608601528d60808601528d60a086015260c0850161299e565b60e08301526131a6565b610dea83612b17565b610df76020850185612f33565b15610a0757916001959391610e0f610f109694612b17565b604080516001600160a01b039290921682526060860135602083015260a089901b8990039290921691339185915f5160206151eb5f395f51905f5291a4815f51602061520b5f395f51905f52610e686020860186612f33565b610edb610e7760408901612f25565b64ffffffffff610e8a60c08b018b612ba4565b91909860ff610eae6040519889988585168a5260c060208b015260c08a0191612f68565b9416604087015260808c0135606087015260a08c0135608087015285840360a087015260281c16976129aa565b0390a3608060405192013582525f5160206151ab5f395f51905f5260203393a36080610f088a8787612b6b565b013590612b0a565b9601929190610bea565b63ffffffff9091610d8d565b91610d7e565b61016435975063ffffffff88168803610fd2575f976102043563ffffffff16610fbc57610f6f63ffffffff610f6760015b6060890135613285565b921642612b0a565b90808211610f8a57509063ffffffff610de1925b1690610d54565b9050600181018111610fa8579063ffffffff6001610de19301610f83565b634e487b7160e01b8a52601160045260248afd5b610f6f63ffffffff610f67816102043516610f5d565b8880fd5b5087610d2a565b60a0840135156110d257827fc1f26d3dc15df4cb664ab3f66c31af7330598b8c82a7f07e00c3442a7256090f60608460501c938c604061101c88612af9565b91838152600960205220556040516110728161106460208201948c878101359160a0608083013592013590889094939260609260808301968352602083015260408201520152565b03601f19810183528261297d565b519020938c6040805160208101908882528483820152828152611095868261297d565b51902086835260056020529120556001600160a01b036110b489612b17565b169460405191825260a089013560208301526040820152a35f610d1b565b632ace864b60e21b8952600489fd5b506111856110ee83612b17565b61115f6110fe6020860186612f33565b929060ff61114a61111160408a01612f25565b6040516303b636ff60e31b60208201526001600160a01b0390951660248601526102c0604486015293958694936102e486019190612f68565b91166064830152611064608483016024612d61565b7f0000000000000000000000000000000000000000000000000000000000000000614c8f565b6020815191818082019384920101031261005b5751610cf3565b602080916111ac85612894565b815201920191610cc2565b8c80fd5b63e1e293c360e01b865260800135600452602485fd5b506001600160581b03608082013511610c42565b634e487b7160e01b82526011600452602482fd5b6305f8ded760e21b8152600490fd5b5034610195576102c0366003190112610195576001600160401b03600435116101955760e06004353603600319011261019557610260366023190112610195576102a4356001600160401b038111610700576112689036906004016128a8565b91611271612bd6565b61014435159182156101443503610700578261190e578193829061129a60646004350135612fb8565b608460043501351580156118f8575b6118df5760405160208101906112c0826024612d61565b61026081526112d16102808261297d565b5190206112e2600435600401612b17565b906112f1604460043501612f25565b90611306602460043501600435600401612f33565b61131281959295612b8d565b94611320604051968761297d565b8186526020860190368360051b8201116118db5780915b8360051b820183106118c3575050505090611354939291336149bc565b9485855260096020526040852054908115611869575b61137560025461293f565b9687600255610144356117e1575b505f90156117d9575b63ffffffff610204351661020435036117d5576113b963ffffffff61020435166064600435013589614a4d565b8015611732576114559086905b8888526004602052611449604089209163ffffffff606460043501351693815f1461172c575083905b156117205763ffffffff6001915b6040519561140a8761294d565b64ffffffffff891687526001600160581b036084600435013516602088015260408701521660608501528960808501528960a085015260c0840161299e565b600660e08301526131a6565b611463600435600401612b17565b611477602460043501600435600401612f33565b1561170c5761148590612b17565b604080516001600160a01b0392831681526004356064013560208201529290911691339189915f5160206151eb5f395f51905f529190a4855f51602061520b5f395f51905f526114df602460043501600435600401612f33565b61155d6114f0604460043501612f25565b64ffffffffff61150a60c460043501600435600401612ba4565b91909860ff61152e6040519889988585168a5260c060208b015260c08a0191612f68565b941660408701526004356084810135606088015260a40135608087015285840360a087015260281c16976129aa565b0390a3604051608460043501358152855f5160206151ab5f395f51905f5260203393a361158e600435600401612b17565b92816116675750506001600160a01b0382163303611654575b610124359461ffff861695868103611650576115d0602097612710925060846004350135612b3a565b04916115e26084600435013533613292565b60405191825286820152816040820152847fc7dd571013e2329bec1855a2061e298b8dd96c8aed673d08782f0c58dd10c56b606060018060a01b03861693a380611640575b50505f51602061522b5f395f51905f525d604051908152f35b61164991613292565b5f80611627565b8480fd5b63472511eb60e11b835233600452602483fd5b6102843542116116f657906116d6916116d060405160208101907f68b04950d7d5b71ad077d48dec11b22edb5ac048400704c008731bd4d9d4419a82528a6040820152866060820152610284356080820152608081526116c860a08261297d565b519020614d1b565b85614463565b6115a757633615713d60e21b83526001600160a01b038216600452602483fd5b631806671960e31b855261028435600452602485fd5b634e487b7160e01b87526032600452602487fd5b63ffffffff8a916113fd565b906113ef565b63ffffffff610164351661016435036117d5576102043563ffffffff166117c35761176560015b60646004350135613285565b61177863ffffffff610164351642612b0a565b9080821161179357509063ffffffff611455925b16906113c6565b9050600181018091116117af579063ffffffff6114559261178c565b634e487b7160e01b87526011600452602487fd5b61176563ffffffff6102043516611759565b8580fd5b50600161138c565b9350965060a460043501351561185a578060501c926117ff82612af9565b818752600960205260408720556040516118508161106460208201946064600435013590608460043501359060a4600435013590889094939260609260808301968352602083015260408201520152565b519020965f611383565b632ace864b60e21b8552600485fd5b90506118a861187c600435600401612b17565b61115f611893602460043501600435600401612f33565b929060ff61114a611111604460043501612f25565b6020815191818082019384920101031261005b57519061136a565b602080916118d085612894565b815201920191611337565b8a80fd5b63e1e293c360e01b845260048035608401359052602484fd5b506001600160581b0360846004350135116112a9565b6024826002546001810180911161192e5763fecc541d60e01b8252600452fd5b50634e487b7160e01b81526011600452fd5b5034610195576020366003190112156132465780fd5b50346101955760203660031901126101955760206119756004356129d9565b6040519015158152f35b50346101955780600319360112610195576020600254604051908152f35b50346101955736600319016101408112610700576101001361019557610104356001600160a01b03811690818103611ad957610124356001600160401b038111610a77576119f2611a0a9136906004016128a8565b906119fb612bd6565b6001600160e01b03199361343f565b1680611a25575b82805f51602061522b5f395f51905f525d80f35b60405190637311a1af60e11b60208301526024820152600435604482015260243560648201526044356001600160401b038116809103610a7757608482015260643561ffff8116809103610a775760a4820152608435801515809103610a775760c482015260a43560e482015260c43561010482015260e435916001600160401b038316809303610a7757611ad192610124830152610144820152610144815261115f6101648261297d565b505f80611a11565b8280fd5b503461019557611aec3661283b565b91611af5612bd6565b606082013592611b0484612fb8565b60808301359081158015612012575b611ffe576040516020810190611b298284612d61565b6102608152611b3a6102808261297d565b51902093611b4781612b17565b956040820196611b5688612f25565b6020840197611b658986612f33565b9390611b7085612b8d565b94611b7e604051968761297d565b808652602086019060051b820191368311611ffa57905b828210611fe25750505090611bac939291336149bc565b9586865260096020526040862054918215611f87575b64ffffffffff831694858888611bd960025461293f565b809c81600255611bec6101208701612aec565b9081611e8f575b5015948515611e86575b6101e0810190611c1c63ffffffff611c1484612fa7565b168985614a4d565b8615611de25750509063ffffffff611ca295611c969385905b865260046020526040862095898416918315611ddc575081925b15611dcd57506001600160581b036001945b60405198611c6e8a61294d565b895216602088015260408701521660608501528b60808501528b60a085015260c0840161299e565b600260e08301526131a6565b611cab84612b17565b611cb58386612f33565b15611db95760209a95611d7164ffffffffff8c9760a0611d3c5f51602061520b5f395f51905f5299611d4499610a249f9e998d5f5160206151eb5f395f51905f52611d33611d05611d979d612b17565b604080516001600160a01b03909216825260208201969096525f1960018a1b01909416943394918291820190565b0390a486612f33565b98909b612f25565b9460ff611d5460c0830183612ba4565b96909d6040519b8c9b8c52602060c0908d015260c08c0191612f68565b961660408901528c60608901520135608087015285840360a087015260281c16976129aa565b0390a3604051818152845f5160206151ab5f395f51905f52873393a333613292565b634e487b7160e01b89526032600452602489fd5b6001600160581b039094611c61565b92611c4f565b611dfd611df761014063ffffffff9301612fa7565b92612fa7565b1680611e755750611e1863ffffffff610f6760015b8a613285565b90808211611e395750611ca295611c96939263ffffffff80935b1690611c35565b94505050505060018101809111611e615788611c968963ffffffff611ca2958e828d97611e32565b634e487b7160e01b89526011600452602489fd5b63ffffffff610f67611e1892611e12565b94508294611bfd565b93509350505060a0870135908115611f78578b89938c93827fc1f26d3dc15df4cb664ab3f66c31af7330598b8c82a7f07e00c3442a7256090f60608f968e8e91611edc8360501c93612af9565b818c52600960205260408c20558d611f1a8b6110646040519384928c6020850197889094939260609260808301968352602083015260408201520152565b51902090604051602081019083825284604082015260408152611f3d868261297d565b519020868c52600560205260408c20556001600160a01b0390611f5f90612b17565b169560405192835260208301526040820152a35f611bf3565b632ace864b60e21b8b5260048bfd5b9150611fc761111161115f611f9b86612b17565b8b60ff611fb3611fab888b612f33565b969093612f25565b91166064830152611064608483018a612d61565b6020815191818082019384920101031261005b575191611bc2565b60208091611fef84612894565b815201910190611b95565b8b80fd5b63e1e293c360e01b83526004829052602483fd5b506001600160581b038211611b13565b503461019557612031366128d5565b50505050613246565b50346101955760a0366003190112610195576004356001600160a01b038116918282036101955761206961287e565b92604435936064356001600160401b038111610a775761208d9036906004016128a8565b93909460843560018060a01b038116809103611ad9576121e1576001600160a01b03831680156121d2578481146121c057602061217a897f6817b8e13069dec319ca883f1f8caafbb89608e819d46a951c3e1fac271d77a68a8a8a8a8a5f5160206151eb5f395f51905f5261219d61210f848e6121098c612fb8565b3361301a565b9861211b60025461293f565b9a8b9a8b958660025586815260048f52604081209064ffffffffff604051936121438561294d565b1683528f819084015263ffffffff851660408401528060608401528060808401528060a08401528060c084015260e08301526131a6565b604080516001600160a01b03909616865260208601919091523394918291820190565b0390a46121b5604051928392888452888401916129aa565b0390a2604051908152f35b631d57543d60e21b8352600452602482fd5b63d92e233d60e01b8352600483fd5b630a7cba1360e01b8252600482fd5b50346101955780600319360112610195576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b3461005b576122433661283b565b60608201359161225283612fb8565b6080810135801580156126e6575b6126d45760405160208101906122768286612d61565b61026081526122876102808261297d565b5190209161229481612b17565b60408201906122a282612f25565b60208401956122b18786612f33565b93906122bc85612b8d565b946122ca604051968761297d565b808652602086019060051b82019136831161005b57905b8282106126bc57505050906122f8939291336149bc565b94855f52600960205260405f2054948515612662575b8764ffffffffff87169261232360025461293f565b98896002556123356101208301612aec565b61255e575b5061236b611df7610140836123658d6101e063ffffffff9701978761235e8a612fa7565b1691614a4d565b01612fa7565b168061254d575061238663ffffffff610f6760015b8c613285565b8181116125225763ffffffff91505b16875f52600460205260405f209063ffffffff604051916123b58361294d565b8583526001600160581b03891660208401528b821660408401521660608201525f6080820181905260a08201526123f7915f60c08301525f60e08301526131a6565b61240084612b17565b9461240b8286612f33565b949094156124fa57885f51602061520b5f395f51905f526020866124ef84968f9664ffffffffff8f8f8f8f899e61249c9d60a0948e5f5160206151eb5f395f51905f5261248b61245d61249497612b17565b604080516001600160a01b03909216825260208201969096525f1960018b1b01909416943394918291820190565b0390a482612f33565b9c9095612f25565b9560ff6124ca6124af60c0850185612ba4565b98909f60c06040519e8f9e8f908152015260c08d0191612f68565b971660408a015260608901520135608087015285840360a087015260281c16976129aa565b0390a3604051908152f35b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b50600181018091116125395763ffffffff90612395565b634e487b7160e01b5f52601160045260245ffd5b63ffffffff610f6761238692612380565b60a0870135925090821561265357611df761014061236b928d958d7fc1f26d3dc15df4cb664ab3f66c31af7330598b8c82a7f07e00c3442a7256090f60608f8f8f909a8c6125f163ffffffff9d6125b88660501c96612af9565b845f52600960205260405f20556110646040519384928c6020850197889094939260609260808301968352602083015260408201520152565b51902090604051602081019083825284604082015260408152612614868261297d565b5190205f878152600560205260409020556001600160a01b039061263790612b17565b169560405192835260208301526040820152a39350505061233a565b632ace864b60e21b5f5260045ffd5b94506126a161267084612b17565b61115f61267d8887612f33565b929060ff61268d61111189612f25565b911660648301526110646084830187612d61565b6020815191818082019384920101031261005b57519461230e565b602080916126c984612894565b8152019101906122e1565b63e1e293c360e01b5f5260045260245ffd5b506001600160581b038111612260565b3461005b57602036600319011261005b576004356001600160401b03811161005b5761272690369060040161280b565b61272e612bd6565b5f906001811190816127a7575b5f5b8181106127725760208484612765575b5f5f51602061522b5f395f51905f525d604051908152f35b61276d612cba565b61274d565b61278661278082848861292f565b35612c0b565b612793575b60010161273d565b9261279f60019161293f565b93905061278b565b60015f5160206151cb5f395f51905f525d61273b565b3461005b57602036600319011261005b576004356127d9612bd6565b6127e281612c0b565b156127f9575f5f51602061522b5f395f51905f525d005b630fddd4dd60e21b5f5260045260245ffd5b9181601f8401121561005b578235916001600160401b03831161005b576020808501948460051b01011161005b57565b9061028060031983011261005b576004356001600160401b03811161005b5760e0818403600319011261005b576102609060040192602319011261005b57602490565b602435906001600160a01b038216820361005b57565b35906001600160a01b038216820361005b57565b9181601f8401121561005b578235916001600160401b03831161005b576020838186019501011161005b57565b606060031982011261005b576004359160243591604435906001600160401b03821161005b57612907916004016128a8565b9091565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b91908110156124fa5760051b0190565b5f1981146125395760010190565b61010081019081106001600160401b0382111761296957604052565b634e487b7160e01b5f52604160045260245ffd5b90601f801991011681019081106001600160401b0382111761296957604052565b600882101561250e5752565b908060209392818452848401375f828201840152601f01601f1916010190565b359061ffff8216820361005b57565b5f52600460205260405f205464ffffffffff8116908115612ae65760ff8160f01c16915f52600760205264ffffffffff60405f205460a01c1615612aab5760a01c63ffffffff16801515919082612aa0575b5081612a35575090565b600881101591508161250e578015918215612a93575b8215612a82575b8215612a71575b8215612a6457505090565b90915061250e5760071490565b80925061250e576006811491612a59565b80925061250e576002811491612a52565b506001811491505f612a4b565b42101591505f612a2b565b600882101561250e5760018214918215612adb575b5081612aca575090565b63ffffffff915060801c1642101590565b60021491505f612ac0565b50505f90565b35801515810361005b5790565b600160501b81019190821061253957565b9190820180921161253957565b356001600160a01b038116810361005b5790565b3561ffff8116810361005b5790565b8181029291811591840414171561253957565b8115612b57570490565b634e487b7160e01b5f52601260045260245ffd5b91908110156124fa5760051b8101359060de198136030182121561005b570190565b6001600160401b0381116129695760051b60200190565b903590601e198136030182121561005b57018035906001600160401b03821161005b5760200191813603831361005b57565b5f51602061522b5f395f51905f525c612bfc5760015f51602061522b5f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b612c14816129d9565b15612cb557805f52600460205260405f2090815460ff8160f01c16600881101561250e576006149081612ca6575b5015612c76578164ffffffffff612c719354165f52600760205260405f2090612c6b82826145fc565b926146a1565b600190565b612ca09150604051906359caab9560e11b602083015260248201526024815261115f60448261297d565b50600190565b6008915060f81c16155f612c42565b505f90565b5f5160206151cb5f395f51905f525c5f5f5160206151cb5f395f51905f525d60015b818110612ce7575050565b80612d256001925f5160206151cb5f395f51905f52015f815c915d805f525f5160206151cb5f395f51905f5260205260405f20905f825c925d6148fc565b01612cdc565b6004111561250e57565b359060ff8216820361005b57565b90600582101561250e5752565b359063ffffffff8216820361005b57565b8035600481101561005b57612d7581612d2b565b825260ff612d8560208301612d35565b16602083015260ff612d9960408301612d35565b1660408301526060810135600581101561005b57612dbb906060840190612d43565b6080810135600581101561005b57612dd7906080840190612d43565b60a0810135600581101561005b57612df39060a0840190612d43565b61ffff612e0260c083016129ca565b1660c083015261ffff612e1760e083016129ca565b1660e083015261ffff612e2d61010083016129ca565b1661010083015261012081013580151580910361005b5761024091829161012085015263ffffffff612e626101408301612d50565b1661014085015263ffffffff612e7b6101608301612d50565b1661016085015263ffffffff612e946101808301612d50565b1661018085015263ffffffff612ead6101a08301612d50565b166101a085015263ffffffff612ec66101c08301612d50565b166101c085015263ffffffff612edf6101e08301612d50565b166101e08501526001600160a01b03612efb6102008301612894565b166102008501526001600160a01b03612f176102208301612894565b166102208501520135910152565b3560ff8116810361005b5790565b903590601e198136030182121561005b57018035906001600160401b03821161005b57602001918160051b3603831361005b57565b916020908281520191905f5b818110612f815750505090565b909192602080600192838060a01b03612f9988612894565b168152019401929101612f74565b3563ffffffff8116810361005b5790565b428111801590612ff0575b8015612fe3575b612fd15750565b630cefbea960e31b5f5260045260245ffd5b5063ffffffff8111612fca565b506303c267004201804211612539578111612fc3565b80518210156124fa5760209160051b010190565b92919092604090815161302d838261297d565b6001815260208101601f1984013682378151156124fa576001600160a01b038581168252845184821660208201908152918916818701525f606082018190526001608083015260a082810152935160c082018190529193909291839160e0830191905b8181106131845750506130ac925003601f19810183528261297d565b51902090815f52600960205264ffffffffff835f2054168061317c57506003549364ffffffffff851664ffffffffff81146125395764ffffffffff1990951664ffffffffff60019687019081169182176003555f828152600760209081528782208054600165ff000000000160a01b0319166001600160a01b0397881617600160c81b17815560028101805491909a0180546001600160a01b0319169c88169c909c17909b556001600160a81b0319909a169390941692909217600160a01b179095559181526009909552932055565b955050505050565b84516001600160a01b0316835260209485019486945090920191600101613090565b9064ffffffffff8151166fffffffffffffffffffffff0000000000602083015160281b161763ffffffff60801b604083015160801b161763ffffffff60a01b606083015160a01b161763ffffffff60c01b608083015160c01b161761ffff60e01b60a083015160e01b161760c082015191600883101561250e5760e0015160f09290921b60ff60f01b161760f89190911b6001600160f81b031916179055565b604051365f82375f8036837f00000000000000000000000000000000000000000000000000000000000000005af43d5f833e15613281573d90f35b3d90fd5b9190820391821161253957565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa9283156133bb575f936133f7575b506040516323b872dd60e01b5f9081526001600160a01b039095166004523060245260448690529360209060648180855af19060015f51148216156133d8575b50836040525f606052156133c657826024816020936370a0823160e01b82523060048301525afa80156133bb575f90613387575b6133669250613285565b90808203613372575050565b63049c0a1d60e11b5f5260045260245260445ffd5b506020823d6020116133b3575b816133a16020938361297d565b8101031261005b57613366915161335c565b3d9150613394565b6040513d5f823e3d90fd5b635274afe760e01b5f5260045260245ffd5b60018215166133ee573b15153d1516165f613328565b843d5f823e3d90fd5b9092506020813d602011613423575b816134136020938361297d565b8101031261005b5751915f6132e8565b3d9150613406565b356001600160401b038116810361005b5790565b9190916004355f52600460205260405f209182549064ffffffffff8216918215613c3a57825f52600760205260405f2095600287015460ff8160c81c1661348581612d2b565b15613c265760ff8360f01c16600881101561250e57600203613c125763ffffffff8360a01c16421015613bfe576004355f52600560205260405f205460243514801590613bd6575b613bc25760e435956001600160401b03871680880361005b57804211613bac576064359161ffff83169586840361005b576127108711613b945781600161351d9260f81c1615998d8b1591614a8b565b949015613b7c5760ff9060a01c16945f9989613b71575b89613b3a575b6044356001600160401b0381169081810361005b57506084359081159a8b159687840361005b576135e9928c6135e19260a43597506040519160208301937f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb80855260043560408501526024356060850152608084015260a08301528a60c08301528760e083015260c43561010083015261012082015261012081526116c86101408261297d565b948587614463565b15613b2057506040519388855260208501526040840152606083015260018060a01b0316907fc0a258829c18e5c5adb872b6339635cf842f81037be13cd977a412d1c65b3691608060043592a3958495613a3f575b5050505050816002850154600360ff8260c81c1661365b81612d2b565b14613820575b5060028501549063ffffffff8260a81c16926136806108208542612b0a565b91865461ffff808260f81c98169560d81c168510613814575b82613809575b600167ffffffff0000000160a01b031660f887901b6001600160f81b03191660e083901b61ffff60e01b161760a085901b63ffffffff60a01b161717600360f11b1787556040805194855261ffff909116602085015290159083015263ffffffff166060820152600435907faba1338c9e11743398f73bbd2ca6e99b89561ad4519371275296f006d0b344eb90608090a21561373d575b5050505f90565b600816156137ed5764ffffffffff5f925460a01c168252600a6020526137a361377661082063ffffffff60016040872001541642612b0a565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff60405191600183521660208201528160408201527f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a606060043592a35b5f8080613736565b816137fb61380493836145fc565b916004356146a1565b6137e5565b60109096179561369f565b60088397179650613699565b948094939291505460ff60018601549660d01c16956040519060208201926001600160601b03199060601b1683526001600160601b03199060601b1660348201526028815261387060488261297d565b51902094855f52600d60205260405f20548060e01c9660018060e01b0397815f52600f60205260405f2054438160081c145f14613a375760ff16905b80821015613a305781995b6138c18b83613285565b955f19810190811161253957808711613a28575b5061ffff8816945f5b8c8882106139f05750505f5b8c8110806139cc575b15613906576139019061293f565b6138ea565b9192939495969798999a9b5081600e0291600e830403612539576001821b935f19850194851161253957600e830194858411612539578160108693106139be575b885f52600d60205260e01b95828416851c901b9361ffff8d16901b9216161717161760405f205560ff81105f146139b5576001810180911161253957905b5f52600f6020524360081b1760405f2055600182018092116125395761ffff916139ae91612b4d565b165f613661565b5060ff90613985565b6139c79061293f565b613947565b5080600e02600e8104820361253957613fff61ffff8c1691858516901c16106138f3565b816139fd91989298612b0a565b80600e0290600e82040361253957600191613fff613a2192868616901c1690612b0a565b96016138de565b95505f6138d5565b80996138b7565b505f906138ac565b809294965060ff9193955060081c169360018501809511612539576001600160fc1b0383168303612539578260041b60100180601011612539571b8460081b179061ff0019906001841b17161793613b06575b506004355f5260066020528260405f2055808210613afd57613ab78260ff9285614b22565b9260901c16805f915b613ae457508060011b90808204600214901517156125395710155f8080808061363e565b90613af3906001831690612b0a565b9060011c80613ac0565b50505050505f90565b60909391930180609011612539576001901b17915f613a92565b50633615713d60e21b9d9c50505050505050505050505050565b99506004355f52600660205260405f2054996001861b8b161561353a575b50633eebcaad60e01b9c9b505050505050505050505050565b600187119950613534565b50631b71941560e21b9b9a5050505050505050505050565b5063ef44ec2f60e01b9b9a5050505050505050505050565b5063fae6f42760e01b9998505050505050505050565b50631084d99960e31b979650505050505050565b506044356001600160401b0381169081810361005b575063ffffffff8460c01c1614156134cd565b5063041f95d160e51b979650505050505050565b506301f6ee9360e21b979650505050505050565b5063b5eb26e160e01b979650505050505050565b50630510aa5f60e41b95945050505050565b919282355f52600460205260405f209384549164ffffffffff831691821561445057825f52600760205260405f2094600286015460ff8160c81c16613c9081612d2b565b1561443b5760ff8660f01c16600881101561250e576002036144265763ffffffff8660a01c164210156144115760208801359588355f52600560205260405f205487148015906143e9575b6143d35760e08901946001600160401b03613cf58761342b565b1642116143bc5760608a019161271061ffff613d1085612b2b565b1611613b9457846001613d2c9260f81c1615988b8a1591614a8b565b949015613b7c5760ff8b9460a01c16955f99896143b1575b8961438e575b613d566040870161342b565b613d5f86612b2b565b6080880197613d6d89612aec565b60a08201359c613d7c9061342b565b926040519460208601967f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb8088528435604088015260608701526001600160401b0316608086015261ffff1660a0850152151560c08401528b60e084015260c001356101008301526001600160401b03166101208201526101208152613e036101408261297d565b519020613e0f90614d1b565b92613e1b918484614463565b1561437657613e2c613e8994612aec565b91613e3684612b2b565b9261ffff604051941684521597881560208501526040840152606083015260018060a01b0316907fc0a258829c18e5c5adb872b6339635cf842f81037be13cd977a412d1c65b369160808c3592a3612b2b565b948394614292575b50505050816002840154600360ff8260c81c16613ead81612d2b565b14614071575b5060028401549063ffffffff8260a81c1692613ed26108208542612b0a565b91885461ffff808260f81c98169560d81c168510614065575b8261405a575b600167ffffffff0000000160a01b031660f887901b6001600160f81b03191660e083901b61ffff60e01b161760a085901b63ffffffff60a01b161717600360f11b1789556040805194855261ffff909116602085015290159083015263ffffffff1660608201528435907faba1338c9e11743398f73bbd2ca6e99b89561ad4519371275296f006d0b344eb90608090a215613f8f575b505050505f90565b600816156140405760605f939264ffffffffff7f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a935460a01c168552600a60205261401a613fed61082063ffffffff600160408a2001541642612b0a565b85546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909555565b63ffffffff60405194600186521660208501528460408501523592a35b5f808080613f87565b8261404e82614055956145fc565b92356146a1565b614037565b601090961795613ef1565b60088397179650613eeb565b95949380939291505460ff60018501549760d01c16966040519060208201926001600160601b03199060601b1683526001600160601b03199060601b166034820152602881526140c260488261297d565b51902095865f52600d60205260405f20548060e01c9760018060e01b0398815f52600f60205260405f2054438160081c145f1461428a5760ff16905b8082101561428357819a5b6141138c83613285565b955f1981019081116125395780871161427b575b5061ffff8816945f5b8d8882106142435750505f5b8d81108061421f575b15614158576141539061293f565b61413c565b9192939495969798999a9b9c5081600e0291600e830403612539576001821b935f19850194851161253957600e83019485841161253957816010869310614211575b885f52600d60205260e01b95828416851c901b9361ffff8d16901b9216161717161760405f205560ff81105f14614208576001810180911161253957905b5f52600f6020524360081b1760405f2055600182018092116125395761ffff9161420191612b4d565b165f613eb3565b5060ff906141d8565b61421a9061293f565b61419a565b5080600e02600e8104820361253957613fff61ffff8c1691858516901c1610614145565b8161425091989298612b0a565b80600e0290600e82040361253957600191613fff61427492868616901c1690612b0a565b9601614130565b95505f614127565b809a614109565b505f906140fe565b90919294935060ff8160081c169360018501809511612539576001600160fc1b0383168303612539578260041b60100190816010116125395761ffff16901b8460081b179061ff0019906001841b1716179361435c575b5084355f5260066020528260405f20558082106143525761430d8260ff9285614b22565b9260901c16805f915b61433957508060011b90808204600214901517156125395710155f808080613e91565b90614348906001831690612b0a565b9060011c80614316565b5050505050505f90565b60909391930180609011612539576001901b17915f6142e9565b50633615713d60e21b9b9a5050505050505050505050565b94909950355f52600660205260405f2054986001861b8a16613b58578b94613d4a565b600188119950613d44565b5063fae6f42760e01b9a9950505050505050505050565b50631084d99960e31b9998505050505050505050565b506143f660408a0161342b565b6001600160401b0363ffffffff8360c01c1691161415613cdb565b5063041f95d160e51b98975050505050505050565b506301f6ee9360e21b98975050505050505050565b5063b5eb26e160e01b98975050505050505050565b50630510aa5f60e41b9695505050505050565b90929192614472838583614d41565b5061447c81612d2b565b159081614504575b506144fb57813b15613f87576020936144c55f9461106460405193849289840196630b135d3f60e11b885260248501526040604485015260648401916129aa565b838052519161ea60fa5f513d826144ef575b50816144e1575090565b630b135d3f60e11b14919050565b6020111591505f6144d7565b50505050600190565b6001600160a01b0384811691161490505f614484565b90815f52600460205260405f209164ffffffffff835416156145395750565b630510aa5f60e41b5f5260045260245ffd5b905460f01c60ff1690600882101561250e5781614566575050565b6301f6ee9360e21b5f5260045260245260445ffd5b9080156145f8575f5160206151cb5f395f51905f525c80156145ec57825f525f5160206151cb5f395f51905f5260205260405f2092835c9182156145c1575b505001905d565b600191815f5160206151cb5f395f51905f52015d015f5160206151cb5f395f51905f525d5f806145ba565b506145f6916148fc565b565b5050565b5460108160f81c16612ae65761ffff9060e01c16600182015491600260ff8460e81c1661462881612d2b565b1461469b5764ffffffffff905460a01c165f52600a60205260ff600360405f2001549260e01c16915f5b83811061466157505050505f90565b6001600160fb1b038116810361253957818160051b1c61ffff8160101c1684101561468f5750600101614652565b61ffff16949350505050565b50905090565b92906147f66147356147da856147e0886147da6146ed99986001600160581b03895460281c1690896001870161ffff6127106146e382845460c01c1687612b3a565b049e8f8096613285565b931690867f64bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d3608061472c612710614724878a612b3a565b048098613285565b9d8e9c87614e8b565b946127106147438288612b3a565b049861474f8a88613285565b9d8915801599906148ac5780546aff000000000000ffffffff60a01b1916600360f01b179055604051838152309087907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b60405192835289602084015260408301526060820152a2546001600160a01b0316958691614876575b505061484557612b0a565b9061457b565b85546001600160a01b0316928061481457612b0a565b82614802575b50505050565b61480b93614ec2565b5f8080806147fc565b83897f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c46020604051858152a3612b0a565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a3612b0a565b7fa044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424604080518781528b6020820152a3848e6147cf565b80546aff000000000000ffffffff60a01b1916600160f21b179055604051838152339087907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a36147a6565b60405163a9059cbb60e01b5f9081526001600160a01b039092166004819052602484905292917f00000000000000000000000000000000000000000000000000000000000000009060209060448180855af19060015f51148216156149af575b50906040521561496a575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f391835f52600e825260405f206149a4828254612b0a565b9055604051908152a2565b3b15153d1516165f61495c565b91909360ff604051948593602085019760c086019660018060a01b0316895260018060a01b03166040860152606085015216608083015260a0808301528051809352602060e083019101925f5b818110614a2b575050614a25925003601f19810183528261297d565b51902090565b84516001600160a01b0316835260209485019486945090920191600101614a09565b814210801590614a79575b614a6157505050565b6323b7cc0360e11b5f5260045260245260445260645ffd5b5082614a854284613285565b10614a58565b9091939293614aec57600282015460a01c60ff16936001600160a01b0316915f5b858110614abf575050505090505f905f90565b836001600160a01b03614ad3838587614fbe565b1614614ae157600101614aac565b945050505060019190565b505460a01c64ffffffffff165f908152600a6020526040808220600101546001600160a01b03948516911c909316929092149190565b919091614b2e82612b8d565b92614b3c604051948561297d565b828452601f19614b4b84612b8d565b013660208601375f5f925b828410614bb5575050505060018082811c921614614ba3575f1981019181831161253957614b95614b9c92614b8e61ffff9584613006565b5192613006565b5190612b0a565b60011c1690565b614bb09061ffff92613006565b511690565b9194936001849792941b831615614c81576001600160fc1b0387168703612539578660041b60100180601011612539578361ffff911c1695614bf68561293f565b945b8015801580614c63575b15614c42575f1982019180831161253957614c28614c20848b613006565b51918a613006565b5215614bf857634e487b7160e01b5f52601160045260245ffd5b5096614c58600193979899929695949989613006565b525b01929190614b56565b505f19820182811161253957614c7a8a918a613006565b5111614c02565b939492919095600190614c5a565b905f8091602081519101845af48080614d08575b15614cc35750506040513d81523d5f602083013e60203d82010160405290565b15614ce857639996b31560e01b5f9081526001600160a01b0391909116600452602490fd5b3d15614cf9576040513d5f823e3d90fd5b63d6bda27560e01b5f5260045ffd5b503d151580614ca35750813b1515614ca3565b604290614d26615012565b906040519161190160f01b8352600283015260228201522090565b9060418303614d6b57614d649250602081013591604082359201355f1a90615128565b9192909190565b50505f9160029190565b60ff811690601f8211614da45760405191614d9160408461297d565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b63ffffffff8111614dc75763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b9091825460f81c60028116156147fc576001825460f01c1615159081614e7f575b50614e7a57825460ff60f01b1916600160f01b1783555460a01c64ffffffffff169081614e2b57505050565b614e5b908354925f52600a60205263ffffffff600160405f20015460201c169063ffffffff8460801c1690614a4d565b63ffffffff60a01b19811660209190911b63ffffffff60a01b16179055565b505050565b6004915016155f614dff565b549060048260f81c1615612ae657612710916001600160581b0361ffff6001614ebe94015460d01c169160281c16612b3a565b0490565b939290916001835460f81c16614f8b5760028101549260ff8460a01c169360018514614f73575064ffffffffff905416945f52600660205260405f205494614f2560ff8760081c1693614f1f614f188683612b4d565b9586612b3a565b90613285565b905f915b858310614f3a575050505050509050565b6001831b881615614f6a57614f5e906147da614f57858786614fbe565b9187612b0a565b60015f925b0191614f29565b91600190614f63565b92935050506145f692935060018060a01b031661457b565b6145f693945064ffffffffff9192505460a01c165f52600a60205260018060a01b03600160405f20015460401c1661457b565b90919081614fd8575050600201546001600160a01b031690565b9091505f52600860205260405f205f19820182811161253957815411156124fa575f90815260209020015f1901546001600160a01b031690565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031614806150ff575b1561506d577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152614a2560c08261297d565b507f00000000000000000000000000000000000000000000000000000000000000004614615044565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841161519f579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa156133bb575f516001600160a01b0381161561519557905f905f90565b505f906001905f90565b5050505f916003919056fee3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b3d981dce384f5f58077bbc724b32856578a512bfa844e6d897d7428c91078dc63ef137df1d007645178f3f70e5c306d8d0b84bb5c70cabda9bb0f8f3c71932a0f30a5b75f3cf0396f11ab127ef40604495ea6a506e22f95add945b415ffbb69609b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f006101a0806040523461021a576020816166c28038038091610020828561021e565b83398101031261021a57516001600160a01b0381169081810361021a5760405161004b60408261021e565b600a815260208101906941534120457363726f7760b01b82526040519161007360408461021e565b600183526020830191603160f81b835261008c81610241565b6101205261009984610241565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010260c08261021e565b5190206080523060c052811561020b5761016052604051906113588083016001600160401b038111848210176101f757602092849261536a843981520301905ff080156101ec576001600160a01b0316610180526040516150bd90816102ad823960805181614c55015260a05181614d12015260c05181614c1f015260e05181614ca401526101005181614cca015261012051815050610140518150506101605181818161015d015281816101d001528181610a2601528181610dd3015281816122bb015281816124bc0152818161258b01528181612882015261390b0152610180518160200152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101f757604052565b601f81511161026c57602081519101516020821061025d571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610056575b3461005257604051365f82375f8036837f00000000000000000000000000000000000000000000000000000000000000005af43d5f833e1561004e573d90f35b3d90fd5b5f80fd5b5f5f3560e01c806302b2f7c7146111de57806318b683fb146110585780631db1b7f814610ff55780633a3eb6fc14610f9357806341dd26f514610f39578063463a48a514610d2e578063467da4d714610c4457806347c49a5914610bce5780634c5d8a0f14610bb05780635b7baf6414610ae65780637ba1586c146109ab57806384b0196e146109a25780638c08ecd414610975578063b395572a146106c0578063c6af752b146105dd578063c9a84bb9146104a6578063d6da414e14610334578063d75c45ad146102fb578063e933fa2e146102cd578063f29783f51461018f5763fc0c546a14610148575061000e565b3461018c578060031936011261018c576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b503461018c57602036600319011261018c576004356001600160401b0381116102c9576101c09036906004016113c0565b90916101ca61280e565b809181907f0000000000000000000000000000000000000000000000000000000000000000905b80831061021357602085855f51602061507d5f395f51905f525d604051908152f35b90919361022961022486848961168d565b611679565b6001600160a01b038116808652600e6020526040862054909181156102bd578161026191848952600e6020528860408120558761489e565b156102a7579161029d917f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020600195604051908152a26126fe565b945b0191906101f1565b60019296918652600e602052604086205561029f565b5050509360019061029f565b5080fd5b503461018c57606036600319011261018c575060206102f36044356024356004356146a2565b604051908152f35b503461018c57602036600319011261018c57602061032261031a6126d8565b600435613ae9565b6040516001600160a01b039091168152f35b503461018c57606036600319011261018c576004359060243561ffff8116928382036104a25761036261280e565b61036b8161270c565b60ff815460f01c16600881101561048e5760078103610472575080549164ffffffffff831685526007602052604085209264ffffffffff845460a01c168652600a60205260018060a01b03600260408820015416330361045f5763ffffffff9060a01c1680421015610447575061271086116104335761042094956040519081526044356020820152817ff1908302396ec6554280fc02ac703633b476b3b26b7ccf223734e0aded75e10c60403393a3613cf9565b805f51602061507d5f395f51905f525d80f35b6390d4c9af60e01b85526004869052602485fd5b63041f95d160e51b8652600491909152602452604484fd5b63472511eb60e11b865233600452602486fd5b8461048c604492856301f6ee9360e21b8452600452611e89565bfd5b634e487b7160e01b85526021600452602485fd5b8280fd5b503461018c57606036600319011261018c576024356001600160a01b03811690600435908281036105d9576044356001600160401b0381116105d5576104f09036906004016113fe565b50506104fb8261270c565b90610506828461273d565b815464ffffffffff16855260076020526040852080546001600160a01b0316330361045f5760018101546001600160a01b03166105c15784156105b257600201546001600160a01b03169084821461059e5764ffffffffff916105699133614520565b1664ffffffffff198254161790557f9a87df076ea1725aba8ba29d32517ce37c9597d88cbf16ec6707892cc330ab698380a380f35b631d57543d60e21b86526004859052602486fd5b63d92e233d60e01b8652600486fd5b638996fa2f60e01b86526004849052602486fd5b8480fd5b8380fd5b503461018c5761010036600319011261018c57604435906001600160401b038216918281036102c957506064359061ffff8216918281036102c95750608435801515908181036104a2575060e4356001600160401b0381169283820361018c5760206102f38787878760405192868401947f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb80865260043560408601526024356060860152608085015260a084015260c083015260a43560e083015260c43561010083015261012082015261012081526106b86101408261162d565b519020614b97565b503461018c57602036600319011261018c5760043580825260046020526040822080549064ffffffffff82168452600760205260ff604085209260f01c169264ffffffffff835460a01c1680158015610962575b156107665750806107379464ffffffffff855460a01c1661073a575b50506139f2565b80f35b60405f516020614fdd5f395f51905f529161075782518092611e97565b60026020820152a2805f610730565b600885101561094e57846108b257505f516020614fdd5f395f51905f5260408293949561079582518092611e97565b60026020820152a2600282546107ac6005856146f1565b827f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92328780a260f81c16156108a0576107f5836001600160581b0380855460281c165b16936139a8565b9180610844575b5081610809575b50505080f35b61083c926001808060a01b039101541680915f51602061503d5f395f51905f5260408051868152886020820152a3613891565b5f8080610803565b61089a9060018060a01b03855416835f51602061509d5f395f51905f5260806040518a81528a60208201528560408201528a6060820152a280845f51602061501d5f395f51905f526020604051868152a3613891565b5f6107fc565b6107f5836001600160581b03866107ee565b600285036108c557506107379350613fa7565b600685036108d85750610737935061276f565b859392919352600a602052825f516020614fdd5f395f51905f52604060ff8189205460281c169661090b82518092611e97565b6109186020820189611444565ba2600584101561048e578361093c5761073793506109368282613f02565b92613cf9565b61094861073794613b13565b92613b3c565b634e487b7160e01b86526021600452602486fd5b50600885101561094e5760018514610714565b503461018c57602036600319011261018c5760206103226109946126d8565b600435600160ff1b17613ae9565b503461018c5780fd5b503461018c57602036600319011261018c576109c5611396565b6109cd61280e565b6001600160a01b0316808252600e602052604082205491908215610ad357808252600e602052816040812055807f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020604051868152a27f0000000000000000000000000000000000000000000000000000000000000000906040519063a9059cbb60e01b84526004528360245260208360448180865af1906001845114821615610ab2575b60405215610a9657602083835f51602061507d5f395f51905f525d604051908152f35b635274afe760e01b82526001600160a01b031660045260249150fd5b906001811516610aca57823b15153d15161690610a73565b503d83823e3d90fd5b636e34ee0b60e11b825260045260249150fd5b503461018c57602036600319011261018c5760043590610b0461280e565b610b0d8261270c565b80549064ffffffffff821683526007602052604083209160ff8160f01c16600881101561048e57600181148015610b92575b15610b78575063ffffffff9060801c16804210610b61575061042092936139f2565b630a476e4560e31b84526004859052602452604483fd5b8461048c604492886301f6ee9360e21b8452600452611e89565b50600281148015610b3f575064ffffffffff845460a01c1615610b3f565b503461018c578060031936011261018c576020600254604051908152f35b503461018c5760c036600319011261018c57606036602319011261018c576084356001600160401b0381116102c957610c0b9036906004016113fe565b9060a435916001600160401b0383116105d957608060031984360301126105d95761042092610c3861280e565b600401916004356120c4565b503461018c57602036600319011261018c5760043590610c6261280e565b610c6b8261270c565b9182549264ffffffffff8416835260076020526040832091610c8d828261273d565b60018301546001600160a01b03169433869003610d1b5760f81c60041615610d0757846104209495827f63f436701ffabb1b1a21ed9a08b67d647d4e8eb27521dedc92e2b1c2b14fcaa86020610ce388886139a8565b604051908152a3815f516020614ffd5f395f51905f526020604051898152a36137ac565b636e34ee0b60e11b84526004859052602484fd5b63472511eb60e11b855233600452602485fd5b50346100525760e03660031901126100525760a43560043560c4356001600160401b03811161005257610d659036906004016113fe565b610d7092919261280e565b610d798261270c565b9264ffffffffff8454165f526007602052610daa60405f2060018060a01b03815416956044359160243591876135d8565b6040516374a5008160e11b81526001600160a01b038681166004830152602482018890529192917f00000000000000000000000000000000000000000000000000000000000000001690602081604481855afa908115610eff575f91610f0a575b50159384610e62575b5050507feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d891610e4760209286868061376b565b60405190158152a4805f51602061507d5f395f51905f525d80f35b610e73610e6d6126d8565b87613ae9565b91803b15610052575f928389610eaa8c956040519889978896879563cf09299560e01b87528d608435926064359260048a0161204a565b03925af18015610eff57610ec0575b8080610e14565b602091965091610ef15f7feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d89461162d565b610e475f9792505091610eb9565b6040513d5f823e3d90fd5b610f2c915060203d602011610f32575b610f24818361162d565b810190612012565b5f610e0b565b503d610f1a565b34610052576060366003190112610052576044356001600160401b03811161005257610f699036906004016113fe565b5050610f7361280e565b610f81602435600435611ea4565b5f5f51602061507d5f395f51905f525d005b3461005257606036600319011261005257610f81600435610fb261280e565b610fbb8161270c565b9064ffffffffff8254165f526007602052610fe360405f2092604435908460243591856135d8565b91546001600160a01b0316908061376b565b34610052576102c03660031901126100525761100f611396565b6024356001600160401b0381116100525761102e9036906004016113c0565b9091906044359060ff8216820361005257610260366063190112610052576020936102f39361172c565b346100525760203660031901126100525760043561107461280e565b5f5f61107f8361270c565b5464ffffffffff81165f52600760205260405f20908060f81c9060ff8160f01c1660088110156111ca5715908161119a575b5080918161118e575b8261117d575b82611171575b5015611160575b15611149575b821580611141575b61112e5780546040946111129284926110ff9087906001600160a01b031684612a5e565b600101546001600160a01b031690612a5e565b5f5f51602061507d5f395f51905f525d82519182526020820152f35b8363773b117d60e11b5f5260045260245ffd5b5081156110db565b905061115a600160ff1b8417612850565b906110d3565b925061116b84612850565b926110cd565b600416159150866110c6565b835460f01c600116151592506110c0565b600281161591506110ba565b835460a01c64ffffffffff1615915081156111b7575b50866110b1565b63ffffffff915060a01c164210866111b0565b634e487b7160e01b5f52602160045260245ffd5b34610052576040366003190112610052576004356111fb8161270c565b9060ff825460f01c1660088110156111ca576006810361137b5750815464ffffffffff81165f90815260076020526040902080549091336001600160a01b038316141580611364575b6113515763ffffffff9060a01c168042101561133b575060a01c64ffffffffff165f908152600a60205260409020600201546001600160a01b0316156113285764ffffffffff905460a01c165f52600a6020526112e66112b96112b463ffffffff600160405f20015416426139e5565b614bbd565b83546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909355565b63ffffffff604051925f845216602083015260243560408301527f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a60603393a3005b5063745e432360e01b5f5260045260245ffd5b8363041f95d160e51b5f5260045260245260445ffd5b63472511eb60e11b5f523360045260245ffd5b5060018301546001600160a01b0316331415611244565b611391916301f6ee9360e21b5f52600452611e89565b60445ffd5b600435906001600160a01b038216820361005257565b35906001600160a01b038216820361005257565b9181601f84011215610052578235916001600160401b038311610052576020808501948460051b01011161005257565b359060ff8216820361005257565b9181601f84011215610052578235916001600160401b038311610052576020838186019501011161005257565b359061ffff8216820361005257565b600411156111ca57565b9060058210156111ca5752565b359063ffffffff8216820361005257565b61026081019291803560048110156100525761147d8161143a565b825260ff61148d602083016113f0565b16602083015260ff6114a1604083016113f0565b16604083015260608101356005811015610052576114c3906060840190611444565b60808101356005811015610052576114df906080840190611444565b60a08101356005811015610052576114fb9060a0840190611444565b61ffff61150a60c0830161142b565b1660c083015261ffff61151f60e0830161142b565b1660e083015261ffff611535610100830161142b565b166101008301526101208101358015158091036100525761024091829161012085015263ffffffff61156a6101408301611451565b1661014085015263ffffffff6115836101608301611451565b1661016085015263ffffffff61159c6101808301611451565b1661018085015263ffffffff6115b56101a08301611451565b166101a085015263ffffffff6115ce6101c08301611451565b166101c085015263ffffffff6115e76101e08301611451565b166101e08501526001600160a01b0361160361020083016113ac565b166102008501526001600160a01b0361161f61022083016113ac565b166102208501520135910152565b90601f801991011681019081106001600160401b0382111761164e57604052565b634e487b7160e01b5f52604160045260245ffd5b6001600160401b03811161164e5760051b60200190565b356001600160a01b03811681036100525790565b919081101561169d5760051b0190565b634e487b7160e01b5f52603260045260245ffd5b64ffffffffff1664ffffffffff81146116ca5760010190565b634e487b7160e01b5f52601160045260245ffd5b3563ffffffff811681036100525790565b3580151581036100525790565b3561ffff811681036100525790565b3560ff811681036100525790565b818102929181159184041417156116ca57565b939291604051602081019061175481611746606485611462565b03601f19810183528261162d565b5190209461176182611662565b61176e604051918261162d565b82815260208101808460051b8601903682116100525786905b828210611e7157505050906040519081602081019360c082019233865260018060a01b03871660408401528b606084015260ff8a16608084015260a0808401525180935260e0820190925f5b818110611e4f5750506117ef925003601f19810183528261162d565b51902095865f52600960205260405f205480611e465750611811906064612aab565b916001600160a01b03821615611e16578015808015611e3c575b8015611e31575b8015611e25575b611e0757610264356001600160a01b0381168082141591826100525761185f8187613582565b610284356001600160a01b03811681036100525761187d9087613582565b5f5b858110611d9a57505050506003549364ffffffffff61189f8187166116b1565b16809564ffffffffff1916176003556101a4359163ffffffff83168303610052576101843580151581036100525715611d93576001905b6101c4359163ffffffff8316830361005257610144359161ffff8316830361005257610164359361ffff85168503610052576084359160ff8316830361005257600460643510156100525761169d5761192e8b611679565b91610204359363ffffffff851685036100525760ff60a4351660a435036100525761ffff610124351661012435036100525760405196876102208101106001600160401b036102208a01111761164e5761ffff8f9763ffffffff60ff968f8f9e60808f8f9299869f899b8e899264ffffffffff82966102208a01604052338a521660208901521660408701521660608501521691015260018060a01b031660a08d01521660c08b01521660e089015216610100870152166101208501526119f660643561143a565b60643561014085015260018060a01b031661016084015260ff8516610180840152166101a0820152611a2960643561143a565b6064356101c082015260a43560ff166101e08201526101243561ffff166102008201525f86815260076020908152604091829020835181549285015193850151606086015160808701516001600160f81b03199095166001600160a01b039384161760a096871b64ffffffffff60a01b161760c89290921b60ff60c81b169190911760d09190911b63ffffffff60d01b161760f09390931b60ff60f01b169290921781558284015160018201805460c08701516001600160c01b031990911692909416919091179290931b63ffffffff60a01b1691909117825560029160e084015181549061ffff60d01b61010087015160d01b1660ff60e01b61012088015160e01b1691610140880151611b3d8161143a565b611b468161143a565b65ffffffffffff60c01b1990941660c09190911b61ffff60c01b1617171760e89190911b60ff60e81b16179055610160830151910180546101808401516101a08501516001600160c81b03199092166001600160a01b03949094169390931760a09390931b60ff60a01b169290921760a89290921b63ffffffff60a81b16919091178155906101c081015190611bdb8261143a565b611be48261143a565b825460ff60d01b6101e083015160d01b169161020061ffff60d81b91015160d81b169260ff60c81b9060c81b169063ffffffff60c81b1916171717905560018211611cda575b69ffffffffff00000000008160281b168517985f5260096020528860405f205560ff6040519764ffffffffff60608a019316895216602088015260606040880152526080850193905f5b818110611cb4575050506001600160a01b03169233927f7a63e8969f3f71d60834bbc944d0071efb37be61016b48ac8f294f4d7da41782919081900390a4565b909194602080600192838060a01b03611ccc8a6113ac565b168152019601929101611c74565b90600111610052575f198201845f52600860205260405f206001600160401b03821161164e5768010000000000000000821161164e578054828255808310611d63575b509083929160208801905f5260205f205f5b838110611d3f5750505050611c2a565b82939495506020611d5260019394611679565b848301558796959401929101611d2f565b815f526001858060205f2001920301905f5b828110611d83575050611d1d565b5f8282015f190155600101611d75565b5f906118d6565b611da861022482888c61168d565b6001600160a01b038116908115611e1657611dc39089613582565b8461005257838114611e07575f5b828110611de257505060010161187f565b818b611df9610224848c60018060a01b039461168d565b1614611e0757600101611dd1565b6338fcc38760e21b5f5260045ffd5b63d92e233d60e01b5f5260045ffd5b508160ff871611611839565b5060ff861615611832565b506008821161182b565b96505050505050565b84516001600160a01b03168352602094850194869450909201916001016117d3565b60208091611e7e846113ac565b815201910190611787565b60088110156111ca57602452565b9060088210156111ca5752565b611ead8161270c565b9182549064ffffffffff82165f52600760205260ff60405f209260f01c1660088110156111ca578015611fd65764ffffffffff835460a01c16611fc357600181141580611fb8575b611fa0575060028201546001600160a01b03163303611351575f51602061501d5f395f51905f52916020916001600160581b03865460281c1695600160f21b60ff60f01b19825416179055604051908152845f516020614ffd5f395f51905f52843393a3835f51602061509d5f395f51905f5260806040515f81525f868201528860408201525f6060820152a2546001600160a01b031693611f978186613891565b604051908152a3565b6301f6ee9360e21b5f52600484905261139190611e89565b506002811415611ef5565b8363b5eb26e160e01b5f5260045260245ffd5b50815490939192906001600160a01b031633036113515761201093604051908152815f516020614ffd5f395f51905f5260203393a36137ac565b565b90816020910312610052575180151581036100525790565b908060209392818452848401375f828201840152601f01601f1916010190565b93909260e0959261208f99979460018060a01b0316865260018060a01b0316602086015260408501526060840152608083015260a08201528160c0820152019161202a565b90565b903590601e198136030182121561005257018035906001600160401b0382116100525760200191813603831361005257565b90926120cf8261270c565b938454935f9564ffffffffff86165f52600760205260405f209081549660018860f01c16156126c557612102828861273d565b8060f81c97600489166126b25763ffffffff8260a01c168042101561269c575064ffffffffff9060a01c165f52600a60205261215863ffffffff600160405f20015460201c1663ffffffff8360801c16896147a9565b865f52600560205260405f205490602435906044359260405160208101908482528560408201526040815261218e60608261162d565b5190200361268957600185018054909790966001600160a01b03881691816125f05750503303611351576060899261222f60046127106122077fc7dd571013e2329bec1855a2061e298b8dd96c8aed673d08782f0c58dd10c56b966001600160581b0361ffff6122529e5b60d01c169160281c16611719565b89546001600160f81b031692909f1760f81b6001600160f81b031916919091178855909c049b565b60018060a01b038954169460405191825260208201528b6040820152a38561471f565b83156125e957546001600160a01b031691600160ff1b81179161227c6122766126d8565b84613ae9565b906060810161228b8183612092565b9050151580612558575b6124ba575b50506040516370a0823160e01b81526001600160a01b0391821660048201527f000000000000000000000000000000000000000000000000000000000000000091821690602081602481855afa9081156124af57908791899161247a575b501061230a575050612010945061376b565b6040516370a0823160e01b815230600482015293509150602083602481855afa92831561246f57869361243b575b50604051936323b872dd60e01b8752600452306024528460445260208660648180855af190600187511482161561241c575b5083604052856060521561240a57826024816020936370a0823160e01b82523060048301525afa80156123ff5784906123cb575b6123a89250612843565b908082036123b557505050565b63049c0a1d60e11b835260045260245260449150fd5b506020823d6020116123f7575b816123e56020938361162d565b81010312610052576123a8915161239e565b3d91506123d8565b6040513d86823e3d90fd5b635274afe760e01b8552600452602484fd5b6001821516612432573b15153d1516165f61236a565b843d88823e3d90fd5b9092506020813d602011612467575b816124576020938361162d565b810103126100525751915f612338565b3d915061244a565b6040513d88823e3d90fd5b9150506020813d6020116124a7575b816124966020938361162d565b81010312610052578690515f6122f8565b3d9150612489565b6040513d8a823e3d90fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906124ef9083612092565b929091803b1561005257875f8a61252e88978397604051998a988997889663cf09299560e01b8852604083013593602084013593359260048a0161204a565b03925af18015610eff57612543575b8061229a565b6125509196505f9061162d565b5f945f61253d565b50604080516374a5008160e11b81526001600160a01b0388166004820152908301356024820152602081806044810103817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa908115610eff575f916125ca575b5015612295565b6125e3915060203d602011610f3257610f24818361162d565b5f6125c3565b5050505050565b606498939495969798358042116126775790612611612617939289896146a2565b846147e7565b15612665575060606122529695949361222f60046127106122078e976001600160581b0361ffff7fc7dd571013e2329bec1855a2061e298b8dd96c8aed673d08782f0c58dd10c56b996121f9565b633615713d60e21b5f5260045260245ffd5b631806671960e31b5f5260045260245ffd5b88630c387f5b60e11b5f5260045260245ffd5b8863041f95d160e51b5f5260045260245260445ffd5b87637802729160e11b5f5260045260245ffd5b8663fecc541d60e01b5f5260045260245ffd5b6102226040516126eb602083018261162d565b8181526020810191614dbb833951902090565b5f1981146116ca5760010190565b90815f52600460205260405f209164ffffffffff8354161561272b5750565b630510aa5f60e41b5f5260045260245ffd5b905460f01c60ff169060088210156111ca5781612758575050565b6301f6ee9360e21b5f526004526113919150611e89565b9060607f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a9164ffffffffff5f955460a01c168552600a6020526127f26127c56112b463ffffffff600160408a20015416426139e5565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff6040519160018352166020820152846040820152a3565b5f51602061507d5f395f51905f525c6128345760015f51602061507d5f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b919082039182116116ca57565b61286161285b6126d8565b82613ae9565b6040516370a0823160e01b81526001600160a01b03828116600483018190527f00000000000000000000000000000000000000000000000000000000000000009091169390929091602081602481885afa908115610eff575f91612a2c575b5015612a24573b156129f3575b506040516370a0823160e01b815230600482015290602082602481865afa918215610eff575f926129be575b5060205f9160246040518094819362b40d3160e11b83528860048401525af18015610eff5761298d575b506020602492604051938480926370a0823160e01b82523060048301525afa8015610eff575f90612959575b61208f9250612843565b506020823d602011612985575b816129736020938361162d565b810103126100525761208f915161294f565b3d9150612966565b6020813d6020116129b6575b816129a66020938361162d565b8101031261005257506020612923565b3d9150612999565b9091506020813d6020116129eb575b816129da6020938361162d565b8101031261005257519060206128f9565b3d91506129cd565b6040516102228082018281106001600160401b0382111761164e578291614dbb833903905ff515610eff575f6128cd565b505050505f90565b90506020813d602011612a56575b81612a476020938361162d565b8101031261005257515f6128c0565b3d9150612a3a565b91908115612aa657604051828152612010936001600160a01b038316917f80da2b855a7afd810e763338ee07bbf6b88883805c91bf3d098618fd46202ca590602090a3613891565b505050565b9190805f52600c60205264ffffffffff60405f2054168061357d57508235600481101561005257612adb8161143a565b801561354e57612aea8161143a565b600281036133e25760ff612b006020860161170b565b16158015906133d4575b61338e575b612b188161143a565b604084019360ff612b288661170b565b1615156003831414801590613379575b61334257606081013594600586101561005257851561330b576080820135916005831015610052575f91831580156132fe575b6132c65760a08201356005811015610052576004811461328e5761020083019460048a146001600160a01b03612ba088611679565b161515811490811591613266575b5061322d5760c084019561271061ffff612bc7896116fc565b161180156131fa575b6131c0576102208501916001600160a01b03612beb84611679565b161515806131a6575b61316e5760e08601976103e861ffff612c0c8b6116fc565b161161313857610100870195614e2061ffff612c27896116fc565b16116131055761ffff612c39886116fc565b161515806130f1575b6130ab5761014088019063ffffffff612c5a836116de565b16158015613091575b61305c576301e1338063ffffffff612c7a846116de565b1611801561303d575b801561301e575b8015612fff575b8015612fe0575b8015612fc1575b612f88576003549b8c60281c64ffffffffff16612cbb906116b1565b64ffffffffff81169d8160281b69ffffffffff0000000000169069ffffffffff00000000001916176003559f8d5f52600a60205260405f2099612cfd8361143a565b8a5492612d0c60208e0161170b565b60081b61ff001694612d1d9061170b565b60101b62ff0000169d610052577f44aeb42e1b4a47e45dba7046628c1052a2fd5df69c32d5f70c176312c52361b19e612f839e612f269c8f9961ffff60401b612d8267ffff000000000000612d7865ff0000000000946116fc565b60301b16956116fc565b60401b169561ffff60501b90612d97906116fc565b60501b1697612da96101208d016116ef565b151560601b9a63ffffffff60681b90612dc1906116de565b60681b169b63ffffffff60881b90612ddc90610160016116de565b60881b169c64ff0000000063ffffffff60881b199b63ffffffff60681b199a63ff00000060ff60601b199a61ffff60501b199961ffff60401b199767ffff00000000000019958a199388199260ff871992169062ffffff19161716171617169160181b1617169160201b1617169160281b1617161716171617169060ff60601b161717178455612e92612e7261018087016116de565b855463ffffffff60a81b191660a89190911b63ffffffff60a81b16178555565b612e9f6101a086016116de565b845463ffffffff60c81b191660c89190911b63ffffffff60c81b16178455600184019063ffffffff612ed46101c088016116de565b169082549167ffffffff00000000612eef6101e08a016116de565b60201b169168010000000000000000600160e01b0390612f0e90611679565b60401b169263ffffffff60e01b161717179055611679565b600282019060018060a01b03166001600160601b0360a01b8254161790556003610240830135910155835f52600b6020528460405f2055845f52600c60205260405f208464ffffffffff1982541617905560405191829182611462565b0390a3565b60405163f191a03160e01b815260206004820152601060248201526f74696d656f757420746f6f206c6f6e6760801b6044820152606490fd5b506301e1338063ffffffff612fd96101e08c016116de565b1611612c9f565b506301e1338063ffffffff612ff86101c08c016116de565b1611612c98565b506301e1338063ffffffff6130176101a08c016116de565b1611612c91565b506301e1338063ffffffff6130366101808c016116de565b1611612c8a565b506301e1338063ffffffff6130556101608c016116de565b1611612c83565b60405163f191a03160e01b815260206004820152600c60248201526b1e995c9bc81d1a5b595bdd5d60a21b6044820152606490fd5b5063ffffffff6130a46101608b016116de565b1615612c63565b60405163f191a03160e01b815260206004820152601b60248201527f636f6c6c61746572616c206e6565647320616363657074616e636500000000006044820152606490fd5b506130ff61012089016116ef565b15612c42565b60405163f191a03160e01b815260206004820152600a60248201526918dbdb1b185d195c985b60b21b6044820152606490fd5b60405163f191a03160e01b815260206004820152600d60248201526c6576616c7561746f722066656560981b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d19481d1a5b595bdd5d608a1b6044820152606490fd5b5063ffffffff6131b96101c088016116de565b1615612bf4565b60405163f191a03160e01b8152602060048201526011602482015270191a5cdc1d5d19481d1a1c995cda1bdb19607a1b6044820152606490fd5b5061ffff613207886116fc565b1615158015612bd057506001600160a01b036132266102208701611679565b1615612bd0565b60405163f191a03160e01b815260206004820152601060248201526f3130b1b5bab81032bb30b63ab0ba37b960811b6044820152606490fd5b905080613274575b5f612bae565b5063ffffffff61328761018086016116de565b161561326e565b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d1948191959985d5b1d608a1b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e3330b6363130b1b59030b1ba34b7b760891b6044820152606490fd5b505f925060048414612b6b565b60405163f191a03160e01b815260206004820152600e60248201526d39b4b632b731b29030b1ba34b7b760911b6044820152606490fd5b60405163f191a03160e01b815260206004820152600e60248201526d726f6c6c696e672077696e646f7760901b6044820152606490fd5b50601060ff6133878761170b565b1611612b38565b60405163f191a03160e01b815260206004820152601960248201527f636f6e74696e756f75732074616b6573206e6f207469657273000000000000006044820152606490fd5b506102408401351515612b0a565b6102408401356133f46020860161170b565b60ff81169081158015613544575b613511576008821090816134f3575b506134ba575f915f195b82841061342b5750505050612b0f565b6001600160fb1b03841684036116ca57818460051b1c61ffff8160101c169161271083119182156134a8575b50811561349d575b5061346f5760019093019261341b565b60405163f191a03160e01b8152602060048201526005602482015264746965727360d81b6044820152606490fd5b90508110155f61345f565b61271091925061ffff1611905f613457565b60405163f191a03160e01b815260206004820152601060248201526f756e757365642074696572206269747360801b6044820152606490fd5b905060ff811682036116ca57611fe0839160051b161c15155f613411565b60405163f191a03160e01b815260206004820152600a6024820152691d1a595c8818dbdd5b9d60b21b6044820152606490fd5b5060088211613402565b60405163f191a03160e01b8152602060048201526006602482015265706f6c69637960d01b6044820152606490fd5b925050565b6001600160a01b039091169081151590816135b2575b506135a05750565b631d57543d60e21b5f5260045260245ffd5b338314915081156135c5575b505f613598565b6001600160a01b0316821490505f6135be565b9492936135e5828761273d565b81548060f81c916002831661375857845460a01c64ffffffffff16801591908280613743575b613730576001600160581b038460281c1698891561371d57808a03613706575082156136f457505f905b8082036136df57505015806136cc575b6136ac575081546001600160f81b0316600290911760f81b6001600160f81b031916178155929391926120109260018060a01b03835416817fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360206040518a8152a361471f565b63ffffffff908763041f95d160e51b5f5260045260a01c1660245260445ffd5b5063ffffffff8160a01c16421015613645565b635b81897960e01b5f5260045260245260445ffd5b5f52600b60205260405f205490613635565b899063733580bd60e01b5f5260045260245260445ffd5b63e1e293c360e01b5f525f60045260245ffd5b8963e9dab5e960e01b5f5260045260245ffd5b5060018701546001600160a01b03161561360b565b8763abbc9c0160e01b5f5260045260245ffd5b919061377990949394612850565b938085106137955761378f906120109495612843565b91612a5e565b849063049c0a1d60e11b5f5260045260245260445ffd5b600282546137bb6004856146f1565b60f81c161561387f576137de836001600160581b0380855460281c1616936139a8565b9180613823575b50816137f057505050565b612010926001808060a01b039101541680915f51602061503d5f395f51905f52604080518681525f6020820152a3613891565b6138799060018060a01b03855416835f51602061509d5f395f51905f5260806040515f81525f60208201528560408201525f6060820152a280845f51602061501d5f395f51905f526020604051868152a3613891565b5f6137e5565b6137de836001600160581b035f6107ee565b908015613986575f51602061505d5f395f51905f525c801561390257825f525f51602061505d5f395f51905f5260205260405f2092835c9182156138d7575b505001905d565b600191815f51602061505d5f395f51905f52015d015f51602061505d5f395f51905f525d5f806138d0565b509061392f82827f000000000000000000000000000000000000000000000000000000000000000061489e565b15613938575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f39160018060a01b031692835f52600e825260405f2061397b8282546139e5565b9055604051908152a2565b5050565b8115613994570490565b634e487b7160e01b5f52601260045260245ffd5b549060048260f81c16156139df57612710916001600160581b0361ffff60016139db94015460d01c169160281c16611719565b0490565b50505f90565b919082018092116116ca57565b6120109291613ab3916001600160581b03825460281c1690613a1485846139a8565b83546aff000000000000ffffffff60a01b1916600560f01b1790935560405181905f51602061509d5f395f51905f5290608090837f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a25f81525f60208201528560408201525f6060820152a260018060a01b038554169485825f51602061501d5f395f51905f526020604051878152a383613ab9575b50506139e5565b90613891565b6001808060a01b0391015416905f51602061503d5f395f51905f52604080515f8152866020820152a35f80613aac565b90600b9160405191604083015260208201523081520160ff8153605590206001600160a01b031690565b60058110156111ca5760018114613b3557600314613b2f575f90565b61271090565b5061138890565b81549293909290919060281c6001600160581b031661201094613c3161ffff613ab3951693613ab3613b7c612710613b748888611719565b048096612843565b94613b8785846139a8565b90895f51602061509d5f395f51905f526080613ba38580612843565b9a841580159890613cbc5780546aff000000000000ffffffff60a01b1916600360f01b179055604051818152309085907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b6040519081528460208201528a60408201525f6060820152a260018601546001600160a01b03169382613c99575b613c68576139e5565b546001600160a01b031693849082613c4a5750506139e5565b5f51602061501d5f395f51905f526020604051858152a3835f613aac565b838a7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a36139e5565b848b5f51602061503d5f395f51905f52604080518781528d6020820152a3613c28565b80546aff000000000000ffffffff60a01b1916600160f21b179055604051818152339085905f516020614ffd5f395f51905f5290602090a3613bfa565b9290613e35613d7a613ab385613e1f88613ab3613d4599986001600160581b03895460281c1690896001870161ffff612710613d3b82845460c01c1687611719565b049e8f8096612843565b931690865f51602061509d5f395f51905f526080613d71612710613d69878a611719565b048098612843565b9d8e9c876139a8565b94612710613d888288611719565b0498613d948a88612843565b9d891580159990613ec55780546aff000000000000ffffffff60a01b1916600360f01b179055604051838152309087907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b60405192835289602084015260408301526060820152a2546001600160a01b0316958691613ea2575b5050613e71576139e5565b85546001600160a01b03169280613e53576139e5565b82613e41575b50505050565b613e4a936148eb565b5f808080613e3b565b83895f51602061501d5f395f51905f526020604051858152a36139e5565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a36139e5565b5f51602061503d5f395f51905f52604080518781528b6020820152a3848e613e14565b80546aff000000000000ffffffff60a01b1916600160f21b179055604051838152339087905f516020614ffd5f395f51905f5290602090a3613deb565b5460108160f81c166139df5761ffff9060e01c16600182015491600260ff8460e81c16613f2e8161143a565b14613fa15764ffffffffff905460a01c165f52600a60205260ff600360405f2001549260e01c16915f5b838110613f6757505050505f90565b6001600160fb1b03811681036116ca57818160051b1c61ffff8160101c16841015613f955750600101613f58565b61ffff16949350505050565b50905090565b90916001835460f81c1615600282015460ff8160a01c16908280614502575b614120575b505064ffffffffff825460a01c165f52600a60205260405f20908080614106575b61403c5760ff612010959261094892155f14614032575460201c165b845f516020614fdd5f395f51905f52604080516002815261402c6020820186611444565ba2613b13565b5460181c16614008565b507f643bcb0e3b9e600267697c7939397f077c728ccaa7bc95b6f82127ff5f97a3309150806140c861407d6112b463ffffffff6020955460a81c16426139e5565b86546001600160f81b03811660f891821c60011790911b6001600160f81b0319161787559586905b805463ffffffff60a01b191660a09290921b63ffffffff60a01b16919091179055565b835f516020614fdd5f395f51905f526040805160028152600486820152a2600101546040805163ffffffff90961686521c6001600160a01b031693a3565b5060ff825460181c1660058110156111ca57600414613fec565b845f52600660205260405f20549060ff8260081c169285549060ff8260c81c1685101561414f57505050613fcb565b848495999896506141649160ff939495614a2a565b9360901c1691825f935b6144e957508260011b92808404600214901517156116ca578391600360ff8360c81c1661419a8161143a565b146142c0575b505095849596600285969593949501549163ffffffff8360a81c16946141c96112b487426139e5565b928a805461ffff808260f81c9b169760d81c1687106142b6575b848410156142ab575b600167ffffffff0000000160a01b031660f88a901b6001600160f81b03191660e084901b61ffff60e01b161760a087901b63ffffffff60a01b161717600360f11b1790556040805195865261ffff91909116602086015291119083015263ffffffff1660608201527faba1338c9e11743398f73bbd2ca6e99b89561ad4519371275296f006d0b344eb90608090a2156142855750505050565b600816156142975791613e4a9261276f565b9082610936826142a695613f02565b613e4a565b6010909917986141ec565b98600817986141e3565b90915060ff60018701549260d01c16916040519060208201926001600160601b03199060601b1683526001600160601b03199060601b1660348201526028815261430b60488261162d565b51902096875f52600d60205260405f2054918260e01c9860018060e01b0399815f52600f60205260405f2054438160081c145f146144e15760ff16905b808210156144da57819b5b61435d8d83612843565b945f1981019081116116ca578086116144d2575b5061ffff8916965f8e5b8782106144995750508d5f905b811080614475575b156143a45761439e906126fe565b8e614388565b9192939495969798999a9b9c9d5081600e0291600e8304036116ca576001821b935f1985019485116116ca57600e8301948584116116ca578c9361ffff836010889510614467575b8a5f52600d60205260e01b97848616831c901b9516901b9216161717161760405f205560ff81105f1461445e57600181018091116116ca57905b5f52600f6020524360081b1760405f2055600181018091116116ca5761445061ffff91879461398a565b16909695949392915f6141a0565b5060ff90614426565b614470906126fe565b6143ec565b5080600e02600e810482036116ca57613fff61ffff8d1691858516901c1610614390565b816144a6919a929a6139e5565b80600e0290600e8204036116ca57600191613fff6144ca92868616901c16906139e5565b98018e61437b565b94505f614371565b809b614353565b505f90614348565b926144f89060018516906139e5565b9260011c8061416e565b5060018211613fc6565b805182101561169d5760209160051b010190565b929190926040908151614533838261162d565b6001815260208101601f19840136823781511561169d576001600160a01b038581168252845184821660208201908152918916818701525f606082018190526001608083015260a082810152935160c082018190529193909291839160e0830191905b8181106146805750506145b2925003601f19810183528261162d565b51902090815f52600960205264ffffffffff835f205416806146785750600354936145e364ffffffffff86166116b1565b64ffffffffff1990951664ffffffffff86169081176003555f818152600760209081528682208054600165ff000000000160a01b0319166001600160a01b0396871617600160c81b178155600281018054600190920180546001600160a01b0319169c88169c909c17909b556001600160a81b0319169390941692909217600160a01b17909755918252600990522092909255565b955050505050565b84516001600160a01b0316835260209485019486945090920191600101614596565b9061208f926040519160208301937f68b04950d7d5b71ad077d48dec11b22edb5ac048400704c008731bd4d9d4419a8552604084015260608301526080820152608081526106b860a08261162d565b9060088110156111ca5781546aff000000000000ffffffff60a01b191660f09190911b60ff60f01b16179055565b91815460f81c6002811615613e3b576001825460f01c161515908161479d575b50612aa657815460ff60f01b1916600160f01b1782555460a01c64ffffffffff16908161476b57505050565b6140a56120109363ffffffff835460801c16935f52600a6020528363ffffffff600160405f20015460201c16916147a9565b6004915016155f61473f565b8142108015906147d5575b6147bd57505050565b6323b7cc0360e11b5f5260045260245260445260645ffd5b50826147e14284612843565b106147b4565b909291926147f6838583614be8565b506148008161143a565b159081614888575b5061487f57813b15612a24576020936148495f9461174660405193849289840196630b135d3f60e11b8852602485015260406044850152606484019161202a565b838052519161ea60fa5f513d82614873575b5081614865575090565b630b135d3f60e11b14919050565b6020111591505f61485b565b50505050600190565b6001600160a01b0384811691161490505f614808565b92916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180875af19260015f51148416156148da575b50604052565b3d15903b151516909216915f6148d4565b90916001835460f81c166149f85760020180549260ff8460a01c1693600185146149df575064ffffffffff905416915f52600660205260405f20549161494c60ff8460081c169561494661493f888361398a565b9788611719565b90612843565b925f935b8585106149605750505050505050565b6001851b8216156149d657846149955761498990613ab360018060a01b03865416915b896139e5565b60015f945b0193614950565b825f52600860205260405f20905f1986018681116116ca578254111561169d57614989915f52613ab360018060a01b035f198860205f200101541691614983565b9360019061498e565b6120109594506001600160a01b03169250613891915050565b61201093925064ffffffffff91505460a01c165f52600a60205260018060a01b03600160405f20015460401c16613891565b919091614a3682611662565b92614a44604051948561162d565b828452601f19614a5384611662565b013660208601375f5f925b828410614abd575050505060018082811c921614614aab575f198101918183116116ca57614a9d614aa492614a9661ffff958461450c565b519261450c565b51906139e5565b60011c1690565b614ab89061ffff9261450c565b511690565b9194936001849792941b831615614b89576001600160fc1b03871687036116ca578660041b601001806010116116ca578361ffff911c1695614afe856126fe565b945b8015801580614b6b575b15614b4a575f198201918083116116ca57614b30614b28848b61450c565b51918a61450c565b5215614b0057634e487b7160e01b5f52601160045260245ffd5b5096614b6060019397989992969594998961450c565b525b01929190614a5e565b505f1982018281116116ca57614b828a918a61450c565b5111614b0a565b939492919095600190614b62565b604290614ba2614c1c565b906040519161190160f01b8352600283015260228201522090565b63ffffffff8111614bd15763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b9060418303614c1257614c0b9250602081013591604082359201355f1a90614d38565b9192909190565b50505f9160029190565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480614d0f575b15614c77577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152614d0960c08261162d565b51902090565b507f00000000000000000000000000000000000000000000000000000000000000004614614c4e565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411614daf579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15610eff575f516001600160a01b03811615614da557905f905f90565b505f906001905f90565b5050505f916003919056fe60a08060405234602757336080526101f6908161002c82396080518181816047015260a30152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816301681a621461007a575063e2fdcc1714610032575f80fd5b34610076575f366003190112610076576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610076576020366003190112610076576004356001600160a01b0381169190828103610076577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101e3576370a0823160e01b8252306004830152602082602481865afa9182156101d8575f9261017a575b508161010a575b602082604051908152f35b6040519063a9059cbb60e01b5f52336004528260245260205f60448180855af19060015f511482161561015b575b50906040521561014857816100ff565b50635274afe760e01b5f5260045260245ffd5b6001821516610171573b15153d15161684610138565b823d5f823e3d90fd5b90915060203d6020116101d1575b601f8101601f1916820167ffffffffffffffff8111838210176101bd57602091839160405281010312610076575190836100f8565b634e487b7160e01b5f52604160045260245ffd5b503d610188565b6040513d5f823e3d90fd5b63bc552e7760e01b5f523360045260245ffd7573d4a686001c95795382e83e1e87e7b69cd50abd2762d5e160ba246c8ebd07ae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab2757ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4a044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424d981dce384f5f58077bbc724b32856578a512bfa844e6d897d7428c91078dc639b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0064bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d36101808060405234610168576020816113588038038091610020828561016c565b83398101031261016857516001600160a01b0381168082036101685760405161004a60408261016c565b600a815260208101906941534120457363726f7760b01b82526040519161007260408461016c565b600183526020830191603160f81b835261008b816101a3565b61012052610098846101a3565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010160c08261016c565b5190206080523060c052156101595761016052604051611149908161020f823960805181505060a05181505060c05181505060e051815050610100518150506101205181505061014051815050610160518160f10152f35b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b0382119082101761018f57604052565b634e487b7160e01b5f52604160045260245ffd5b601f8151116101ce5760208151910151602082106101bf571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe6080806040526004361015610012575f80fd5b5f3560e01c908163062bfe521461100c57508063177a387514610c7d5780634c5d8a0f14610c6057806384b0196e14610c57578063860aefcf14610c01578063bf22c457146108c2578063e1521fd41461055e578063e623435e14610370578063e9adcba914610242578063eb0c735214610120578063fc0c546a146100dc5763fe5ff468146100a0575f80fd5b346100d85760203660031901126100d8576001600160a01b036100c161104f565b165f52600e602052602060405f2054604051908152f35b5f80fd5b346100d8575f3660031901126100d8576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b346100d85760203660031901126100d85764ffffffffff610142600435611118565b5416805f526007602052600260405f20015460ff8160a01c1690610165826110ec565b9261017360405194856110be565b828452601f19610182846110ec565b013660208601375f5b8381106101ac57604051602080825281906101a890820188611065565b0390f35b806101d9576001906001600160a01b0384165b6101c98288611104565b90838060a01b031690520161018b565b815f52600860205260405f20905f19810181811161022e578254111561021a575f918252602090912081015f190154600191906001600160a01b03166101bf565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b346100d85760403660031901126100d85761025b61104f565b6024356001600160a01b03811681036100d8576040519060208201926bffffffffffffffffffffffff199060601b1683526bffffffffffffffffffffffff199060601b166034820152602881526102b36048826110be565b5190205f52600d60205260405f20548060e01c6102cf816110ec565b916102dd60405193846110be565b8183526102e9826110ec565b602084019290601f19013684375f5b818110610347578385604051918291602083019060208452518091526040830191905f5b81811061032a575050500390f35b825161ffff1684528594506020938401939092019160010161031c565b80600e0290600e8204810361022e57613fff846001931c166103698288611104565b52016102f8565b346100d8576101403660031901126100d85760043563ffffffff60e01b81168091036100d8576101003660231901126100d857610124356001600160a01b03811691908290036100d8576024355f818152600460205260409020630510aa5f60e41b831461054b5763b5eb26e160e01b8314610538576301f6ee9360e21b83146104fc5763041f95d160e51b83146104db5750631084d99960e31b82146104c9575063fae6f42760e01b81146104a15763ef44ec2f60e01b811461048057631b71941560e21b811461046d57633eebcaad60e01b1461045b57633615713d60e21b5f5260045260245ffd5b633eebcaad60e01b5f5260045260245ffd5b50631b71941560e21b5f5260045260245ffd5b60843561ffff81168091036100d85763ef44ec2f60e01b5f5260045260245ffd5b6101043567ffffffffffffffff81168091036100d85763fae6f42760e01b5f5260045260245ffd5b631084d99960e31b5f5260045260245ffd5b63ffffffff905460a01c169063041f95d160e51b5f5260045260245260445ffd5b546301f6ee9360e21b5f5260049190915260f01c60ff1660088110156105245760245260445ffd5b634e487b7160e01b5f52602160045260245ffd5b5063b5eb26e160e01b5f5260045260245ffd5b50630510aa5f60e41b5f5260045260245ffd5b346100d8576102a03660031901126100d85761057861104f565b60243567ffffffffffffffff81116100d8578036039160e06003198401126100d8576102603660431901126100d85760048201356001600160a01b03811693908490036100d857604051602081019060443560048110156100d857826105dd91611035565b60643560ff81168091036100d857604082015260843560ff81168091036100d857606082015260a43560058110156100d85761061d906080830190611042565b60c43560058110156100d8576106379060a0830190611042565b60e43560058110156100d8576106519060c0830190611042565b6101043561ffff81168091036100d85760e08201526101243561ffff81168091036100d8576101008201526101443561ffff81168091036100d857610120820152610164358015158091036100d8576101408201526101843563ffffffff81168091036100d8576101608201526101a43563ffffffff81168091036100d8576101808201526101c43563ffffffff81168091036100d8576101a08201526101e43563ffffffff81168091036100d8576101c08201526102043563ffffffff81168091036100d8576101e08201526102243563ffffffff81168091036100d857610200820152610244356001600160a01b038116908190036100d857610220820152610264356001600160a01b038116908190036100d857610240820152610284356102608201526102608152610789610280826110be565b5190209060448401359060ff82168092036100d857602485013590602219018112156100d85784019060048201359167ffffffffffffffff83116100d857602481018360051b80360382136100d85760046020916107e6876110ec565b966107f460405198896110be565b875282870194010101903682116100d857915b8183106108a2575050509461084f61085d926020976040519586948a86019860018060a01b0316895260408601526060850152608084015260a08084015260c0830190611065565b03601f1981018352826110be565b5190209060646040519184830193845260a4810135604084015260848101356060840152013560808201526080815261089760a0826110be565b519020604051908152f35b82356001600160a01b03811681036100d857815260209283019201610807565b346100d85760203660031901126100d857604051610240810181811067ffffffffffffffff821117610bed576040525f81525f60208201525f60408201525f60608201525f60808201525f60a08201525f60c08201525f60e08201525f6101008201525f6101208201525f6101408201525f6101608201525f6101808201525f6101a08201525f6101c08201525f6101e08201525f6102008201525f61022082015261096f600435611118565b5464ffffffffff81165f52600760205260405f2080549060018060a01b038216845260018101549060018060a01b0382166020860152600260018060a01b0391015416604085015260ff8360f01c1660088110156105245761ffff9260019160608701526affffffffffffffffffffff8560281c16608087015263ffffffff8560801c1660a087015263ffffffff8560a01c1660c087015263ffffffff8560c01c168060e0880152610bd3575b838560e01c1661012087015260ff8160c81c166101408701526004355f52600660205260ff60405f205460081c16610160870152818560f81c16151561018087015264ffffffffff8160a01c166101a087015260028560f81c1615156101c087015260f01c1615156101e085015260048360f81c16151561020085015260d01c16906affffffffffffffffffffff82818360281c160292818360281c168404149160281c1615171561022e5761271090046102208201526040805182516001600160a01b0390811682526020808501518216908301528284015116918101919091526060820151600881101561052457610240926102209160608401526080810151608084015260a081015160a084015260c081015160c084015260e081015160e084015261010081015161010084015261ffff6101208201511661012084015260ff6101408201511661014084015260ff61016082015116610160840152610180810151151561018084015267ffffffffffffffff6101a0820151166101a08401526101c081015115156101c08401526101e081015115156101e084015261020081015115156102008401520151610220820152f35b6004355f52600560205260405f2054610100870152610a1c565b634e487b7160e01b5f52604160045260245ffd5b346100d8575f3660031901126100d85761010060405161271081526103e86020820152614e2060408201526008606082015260086080820152601060a08201526301e1338060c08201526303c2670060e0820152f35b346100d8575f80fd5b346100d8575f3660031901126100d8576020600254604051908152f35b346100d85760203660031901126100d85760043567ffffffffffffffff81168091036100d8575f610240604051610cb3816110a1565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e08201528261020082015282610220820152015280158015610ff7575b610fbe57805f52600a60205260405f20905f52600b60205260405f205460405190610d5b826110a1565b825460ff81169360048510156105245763ffffffff60039261028096865260ff8160081c16602087015260ff8160101c166040870152610da460ff8260181c16606088016110e0565b610db760ff8260201c16608088016110e0565b610dca60ff8260281c1660a088016110e0565b61ffff8160301c1660c087015261ffff8160401c1660e087015261ffff8160501c1661010087015260ff8160601c161515610120870152818160681c16610140870152818160881c16610160870152818160a81c1661018087015260c81c166101a0850152600181015463ffffffff81166101c086015263ffffffff8160201c166101e086015260018060a01b039060401c1661020085015260018060a01b03600282015416610220850152015461024083015261024060405192610e90848251611035565b60ff602082015116602085015260ff6040820151166040850152610ebc60608201516060860190611042565b610ece60808201516080860190611042565b610ee060a082015160a0860190611042565b61ffff60c08201511660c085015261ffff60e08201511660e085015261ffff61010082015116610100850152610120810151151561012085015263ffffffff6101408201511661014085015263ffffffff6101608201511661016085015263ffffffff6101808201511661018085015263ffffffff6101a0820151166101a085015263ffffffff6101c0820151166101c085015263ffffffff6101e0820151166101e085015260018060a01b036102008201511661020085015260018060a01b03610220820151166102208501520151610240830152610260820152f35b60405163f191a03160e01b815260206004820152601060248201526f1d5b9adb9bdddb881d195c9b5cc81a5960821b6044820152606490fd5b5064ffffffffff60035460281c168111610d31565b346100d85760203660031901126100d8576020906004355f526009825260405f205460501c8152f35b9060048210156105245752565b9060058210156105245752565b600435906001600160a01b03821682036100d857565b90602080835192838152019201905f5b8181106110825750505090565b82516001600160a01b0316845260209384019390920191600101611075565b610260810190811067ffffffffffffffff821117610bed57604052565b90601f8019910116810190811067ffffffffffffffff821117610bed57604052565b60058210156105245752565b67ffffffffffffffff8111610bed5760051b60200190565b805182101561021a5760209160051b010190565b90815f52600460205260405f209164ffffffffff835416156111375750565b630510aa5f60e41b5f5260045260245ffd",
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
