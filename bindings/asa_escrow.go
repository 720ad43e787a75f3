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
	Client        common.Address
	Nonce         *big.Int
	TermsHash     [32]byte
	AgreementHash [32]byte
	Budget        *big.Int
	ExpiredAt     *big.Int
	Deadline      *big.Int
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
	BackupEvaluator    common.Address
	Resolver           common.Address
	Tiers              *big.Int
}

// AsaEscrowMetaData contains all meta data concerning the AsaEscrow contract.
var AsaEscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceNotRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AgreementHashRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyAccepted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"AlreadyCounted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyFunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AsaJobUsesSignedResults\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BatchLengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"bps\",\"type\":\"uint16\"}],\"name\":\"BpsOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"BudgetFixed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"actual\",\"type\":\"uint256\"}],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"EvaluatorNotIndependent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"ExpiryOutOfRange\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"HooksNotSupported\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidEvaluators\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"InvalidStatus\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidTerms\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NoDisputeResolver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"NotAnEvaluator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingToReturn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderAlreadySet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"ResultExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ResultMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"}],\"name\":\"ScoreOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"expected\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"actual\",\"type\":\"bytes32\"}],\"name\":\"TermsHashMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"}],\"name\":\"AcceptanceRequired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"AgreementRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fundDeadline\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"AsaJobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"BackupEvaluatorActivated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"CollateralSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"CreditPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Credited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"fromStatus\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"action\",\"type\":\"uint8\"}],\"name\":\"DeadManTriggered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DepositReturned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"automatic\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeFiled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"preExecuted\",\"type\":\"bool\"}],\"name\":\"FundedWithAuthorization\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"name\":\"JobAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"JobDescription\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"releaseBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"providerAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"clientAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"policyScore\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"challengeDeadline\",\"type\":\"uint256\"}],\"name\":\"JobVerified\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"ProviderSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"}],\"name\":\"ResultAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes4\",\"name\":\"reason\",\"type\":\"bytes4\"}],\"name\":\"ResultSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"TermsRegistered\",\"type\":\"event\"},{\"stateMutability\":\"nonpayable\",\"type\":\"fallback\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"acceptanceNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"claimRefund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"acceptanceDeadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"providerSignature\",\"type\":\"bytes\"}],\"name\":\"createAndFundAcceptedAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAndFundAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest[]\",\"name\":\"jobs\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAndFundAsaJobs\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"firstJobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"credits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"extension\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"finalize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"jobIds\",\"type\":\"uint256[]\"}],\"name\":\"finalizeBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"advanced\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isDue\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"}],\"name\":\"resultDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setProvider\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result[]\",\"name\":\"results\",\"type\":\"tuple[]\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"submitResults\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"counted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structIAsaEscrowTypes.Authorization\",\"name\":\"collateralAuth\",\"type\":\"tuple\"}],\"name\":\"acceptJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"challenge\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"collateralAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"evaluatorsOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"}],\"name\":\"fundFromDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"fundWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"submittedAt\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"resultCount\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"backupActive\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"budgetFunded\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"accepted\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.JobView\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"limits\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"bps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxEvaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxCollateralBps\",\"type\":\"uint16\"},{\"internalType\":\"uint8\",\"name\":\"maxEvaluators\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"maxTiers\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"maxRollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"maxTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"maxExpiryHorizon\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"pairHistory\",\"outputs\":[{\"internalType\":\"uint16[]\",\"name\":\"scores\",\"type\":\"uint16[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"pushCredit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"accounts\",\"type\":\"address[]\"}],\"name\":\"pushCredits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"returnDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"toClient\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toProvider\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"}],\"name\":\"termsById\",\"outputs\":[{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "AsaEscrow",
	Bin: "0x6101a080604052346102045760208161aafa80380380916100208285610208565b83398101031261020457516001600160a01b038116908181036102045760405161004b604082610208565b600a815260208101906941534120457363726f7760b01b825260405191610073604084610208565b600183526020830191603160f81b835261008c8161022b565b610120526100998461022b565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010260c082610208565b5190206080523060c05281156101f55761016052604051906155da8083016001600160401b038111848210176101e1576020928492615520843981520301905ff080156101d6576001600160a01b0316610180526040516152899081610297823960805181615029015260a051816150e0015260c05181614ff3015260e051816150780152610100518161509e015261012051816114e20152610140518161150c015261016051818181610219015281816144320152614b9d015261018051818181604a01528181610d8f01526129170152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101e157604052565b601f815111610256576020815191015160208210610247571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe608060405260043610156100b5575b346100b1576001600160e01b03195f35166313f7cf0160e01b81149081156100a0575b811561008f575b5061007c57604051365f82375f8036837f00000000000000000000000000000000000000000000000000000000000000005af43d5f833e15610078573d90f35b3d90fd5b63472511eb60e11b5f523360045260245ffd5b6375354bd360e11b1490505f610038565b6359caab9560e11b81149150610031565b5f80fd5b5f5f3560e01c8063034b9d0114612a2957806305261aea146129db5780631bbd7229146129465780632d5537b014612902578063415288121461268d57806341dd26f51461266c57806343d5b896146126345780634909da59146125475780634c5d8a0f1461252a5780634fea901514611fbf5780635583a93014611f975780635b7baf6414611dc25780636819c22f14611795578063827f979c146115c457806384b0196e146114c85780638ad5fd5314610fab5780639e63798d14610e1b578063bdcc7d9514610881578063c9a84bb91461073b578063d2e13f50146104e6578063d75bbdf31461034c578063dd4ae9d414610248578063fc0c546a146102035763fe5ff468146101c8575061000e565b34610200576020366003190112610200576020906040906001600160a01b036101ef612c30565b168152600e83522054604051908152f35b80fd5b50346102005780600319360112610200576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346102005761025736612ccd565b505061026282614029565b64ffffffffff8154168452600760205260408420805464ffffffffff8160a01c166103385761029183866145b6565b6001600160a01b03163314159081610320575b5061030d576001600160581b0382116102f957816102ef6020926001600160581b037f869e2577b006bf47ee981cf6fec2e25583548081c14b98deab587f77b5068038951690612dd1565b604051908152a280f35b63e1e293c360e01b84526004829052602484fd5b63472511eb60e11b845233600452602484fd5b600101546001600160a01b031633141590505f6102a4565b637c74270d60e11b86526004859052602486fd5b50346102005761035b36612ccd565b50509061036661329b565b61036f81614029565b9182549064ffffffffff821685526007602052604085209164ffffffffff835460a01c166104d25760ff855460f01c1660088110156104be57600281036104a5575060028301546001600160a01b0316330361049257916020916001600160581b037f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b09460281c1695600360f01b60ff60f01b19825416179055604051908152847f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444843393a3835f5160206152695f395f51905f52608060405161271081528886820152896040820152896060820152a2600101546001600160a01b031693610478818661405a565b604051908152a3805f5160206152295f395f51905f525d80f35b63472511eb60e11b865233600452602486fd5b6301f6ee9360e21b875286906104bb9086612e47565b90fd5b634e487b7160e01b87526021600452602487fd5b63b5eb26e160e01b86526004849052602486fd5b5034610200576104f536612ccd565b90939261050061329b565b61050981614029565b91825464ffffffffff8116865260076020526040862096875460018060a01b03811633036107285764ffffffffff889160a01c16801594851593846106d3575b505061055587876145b6565b8360f81c94600286166106bf5780806106aa575b610696576001600160581b038560281c1698891561068257808a0361066b575015610659575087905b80820361064457505080610631575b610611575082546001600160f81b0316600290911760f81b6001600160f81b03191617825592936105fe936105f8929060018060a01b03835416905f5160206151895f395f51905f526020604051888152a3614df2565b3361441d565b805f5160206152295f395f51905f525d80f35b63041f95d160e51b8652600483905260a01c63ffffffff16602452604485fd5b5063ffffffff8160a01c164210156105a1565b635b81897960e01b8952600452602452604487fd5b8852600b602052604088205490610592565b63733580bd60e01b8b52600452602489905260448afd5b63e1e293c360e01b8b5260048b905260248bfd5b63e9dab5e960e01b8a52600487905260248afd5b5060018b01546001600160a01b031615610569565b63abbc9c0160e01b8a52600487905260248afd5b9091925060208203610704573590602081106106f3575b50905f80610549565b5f199060200360031b1b165f6106ea565b828a52600b60205260408a2054635b81897960e01b8b5260045260248a905260448afd5b63472511eb60e11b885233600452602488fd5b503461020057606036600319011261020057600435610758612c46565b906044356001600160401b03811161087d57610778903690600401612c70565b505061078381614029565b61078d81836145b6565b805464ffffffffff16845260076020526040842080549093906001600160a01b0316330361086a5760018401546001600160a01b0316610856576001600160a01b03811693841561084757600201546001600160a01b0316908482146108335764ffffffffff916107fe9133613e9d565b1664ffffffffff198254161790557f9a87df076ea1725aba8ba29d32517ce37c9597d88cbf16ec6707892cc330ab698380a380f35b631d57543d60e21b86526004859052602486fd5b63d92e233d60e01b8652600486fd5b638996fa2f60e01b85526004839052602485fd5b63472511eb60e11b855233600452602485fd5b8380fd5b50346102005761089036612d27565b90916060830135926108a184613e3b565b60808101359081158015610e0b575b610df75760405160208101906108c682876141e3565b61024081526108d761026082612da4565b5190206108e38261323e565b60408301926108f18461438e565b916020820192610901848461439c565b929061090c84613284565b9361091a6040519586612da4565b808552602085019060051b820191368311610df35790889295949391905b868210610dce57505061094c945033614c35565b865260096020526040862054918215610d07575b64ffffffffff831692610974600254612d7a565b97886002556109866101208b01613231565b610c6d575b80610140915099013563ffffffff81168091036100b1576109af6109b491426130ef565b614dc7565b9163ffffffff8b168a15610c665789815b8c15610c5d578c8b6001925b604051956109de87612d88565b8b875260208701926001600160581b0316835260408701908152606087019163ffffffff168252608087019284845260a088019480865260c0890196610a249088612dc5565b60e089018181529781526004602052604090209751885464ffffffffff191664ffffffffff90911617885551610a63906001600160581b031688612dd1565b518654915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617855551845463ffffffff60c01b191660c09190911b63ffffffff60c01b1617845551835461ffff60e01b191660e09190911b61ffff60e01b16178355516008811015610c49578291610aef60ff92610b0f95612e03565b5182546001600160f81b0316911660f81b6001600160f81b031916179055565b610b188461323e565b610b22828661439c565b9c909c15610c35578a610b3a819d9e9c9a9b9c61323e565b604080516001600160a01b039283168152602081019490945293169233925f5160206152095f395f51905f529190a4610b73908461439c565b939097610b7f9061438e565b92610b8d60c0830183613252565b99909560405198899889526020890152604088016101009052610100880190610bb5926143d1565b9360ff16606087015289608087015263ffffffff1660a086015260a0013560c085015283820360e085015260281c64ffffffffff1695610bf492612e27565b035f5160206151c95f395f51905f5291a3602092610c16575b50604051908152f35b604051908152815f5160206151895f395f51905f52843393a35f610c0d565b634e487b7160e01b8c52603260045260248cfd5b634e487b7160e01b8d52602160045260248dfd5b8c8b5f926109d1565b89846109c5565b60a08401358015610cf8579061014091338252600f6020528a5f5160206152495f395f51905f526040808520805490610ca582612d7a565b9055815160208101908682528284820152838152610cc4606082612da4565b5190208487526005602052828720556001600160a01b03610ce48b61323e565b169482519182526020820152a3905061098b565b632ace864b60e21b8252600482fd5b9150610db3610d158261323e565b610d8d610d22858561439c565b929060ff610d6b610d328b61438e565b6040516313f7cf0160e01b60208201526001600160a01b0390951660248601526102a0604486015293958694936102c4860191906143d1565b91166064830152610d7f608483018d6141e3565b03601f198101835282612da4565b7f0000000000000000000000000000000000000000000000000000000000000000614cfd565b602081519181808201938492010103126100b1575191610960565b8192949596935060209190610de38392612c5c565b8152019101889295949391610938565b8b80fd5b63e1e293c360e01b83526004829052602483fd5b506001600160581b0382116108b0565b503461020057610e2a36612ccd565b505090610e3681614029565b60ff815460f01c166008811015610f975760018103610f815750805464ffffffffff81168552600760205260408520600101549091906001600160a01b03811633036104925760a01c63ffffffff1691821515908180610f6e575b610f4e57508386526005602052846040872055610ed0610eb042614dc7565b835463ffffffff60c01b191660c09190911b63ffffffff60c01b16178355565b815460ff60f01b1916600160f11b178255610f17575b50506040519182527f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a380f35b610f276109af610f4793426130ef565b815463ffffffff60a01b191660a09190911b63ffffffff60a01b16179055565b5f80610ee6565b63041f95d160e51b8752600485905260801c63ffffffff16602452604486fd5b5063ffffffff8160801c16421015610e91565b6301f6ee9360e21b855284906104bb9084612e47565b634e487b7160e01b85526021600452602485fd5b503461020057610fba36612d27565b9091610fc461329b565b606083013592610fd384613e3b565b608081013590811580156114b8575b610df7576040516020810190610ff882876141e3565b610240815261100961026082612da4565b5190206110158261323e565b9460408301926110248461438e565b966020820197611034898461439c565b929061103f84613284565b9361104d6040519586612da4565b808552602085019060051b820191368311610df35790889295949391905b86821061149357505061107f945033614c35565b865260096020526040862054918215611439575b64ffffffffff8316926110a7600254612d7a565b98896002556110b96101208401613231565b806113a4575b1592831561137a575088925b8a63ffffffff8d1691805f146113735782905b1561136a578b8b6001925b604051956110f687612d88565b8b875260208701926001600160581b0316835260408701908152606087019163ffffffff168252608087019284845260a088019480865260c089019661113c9088612dc5565b60e0890197600289528152600460205260409020975164ffffffffff1664ffffffffff1664ffffffffff19895416178855516001600160581b03166111819088612dd1565b518654915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617855551845463ffffffff60c01b191660c09190911b63ffffffff60c01b1617845551835461ffff60e01b191660e09190911b61ffff60e01b16178355516008811015611356578291610aef60ff9261120d95612e03565b6112168461323e565b611220828661439c565b9c909c15611342578b611238819e9d9a9b9c9d61323e565b604080516001600160a01b039283168152602081019490945293169233925f5160206152095f395f51905f529190a4611271908461439c565b93909761127d9061438e565b9261128b60c0830183613252565b999095604051988998895260208901526040880161010090526101008801906112b3926143d1565b9360ff16606087015289608087015263ffffffff1660a086015260a0013560c085015283820360e085015260281c64ffffffffff16956112f292612e27565b035f5160206151c95f395f51905f5291a360405181815283339160205f5160206151895f395f51905f5291a3611328903361441d565b5f5160206152295f395f51905f525d604051908152602090f35b634e487b7160e01b8b52603260045260248bfd5b634e487b7160e01b8c52602160045260248cfd5b8b8b81926110e9565b85906110de565b610140013563ffffffff81168091036113a0576109af61139a91426130ef565b926110cb565b8980fd5b60a0850135801561142a57338b52600f6020528b5f5160206152495f395f51905f5260408d818120908154916113d983612d7a565b9055828051602081019088825284838201528281526113f9606082612da4565b51902086835260056020529120556001600160a01b036114188b61323e565b169482519182526020820152a36110bf565b632ace864b60e21b8b5260048bfd5b91506114786114478261323e565b610d8d6114548a8561439c565b929060ff611464610d328b61438e565b91166064830152610d7f60848301886141e3565b602081519181808201938492010103126100b1575191611093565b81929495969350602091906114a88392612c5c565b815201910188929594939161106b565b506001600160581b038211610fe2565b5034610200578060031936011261020057611568906115067f0000000000000000000000000000000000000000000000000000000000000000614d89565b906115307f0000000000000000000000000000000000000000000000000000000000000000614d89565b906020611576604051936115448386612da4565b83855283368137604051968796600f60f81b885260e08589015260e0880190612d03565b908682036040880152612d03565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b8281106115ad57505050500390f35b83518552869550938101939281019260010161159e565b503461020057606036600319011261020057600435906001600160401b0382116102005736602383011215610200578160040135906001600160401b0382116102005736602460e0840285010111610200576024356001600160401b03811161179157611635903690600401612c9d565b6044949194356001600160401b03811161087d57611657903690600401612c9d565b959061166161329b565b8493868414801590611787575b6117785760015f5160206151e95f395f51905f525d85945b8786101561175557602460e087028301016116aa6116a5888888612d6a565b61323e565b8a881015611741576116d46116c48960051b870187613252565b9063ffffffff60e01b93856138fa565b16806116f05750506116e7600191612d7a565b955b0194611686565b91966001929091907fc07330706ce7c5fc6735e9e7cb53548f117058a8c347754ed7fbdb8d88060c0260206001600160a01b036117316116a5878d8d612d6a565b16936040519384523592a36116e9565b634e487b7160e01b89526032600452602489fd5b60209087611761613dca565b5f5160206152295f395f51905f525d604051908152f35b6305f8ded760e21b8652600486fd5b508688141561166e565b5080fd5b346100b1576102a03660031901126100b1576004356001600160401b0381116100b157806004019060e060031982360301126100b1576102403660231901126100b157610284356001600160401b0381116100b1576117f8903690600401612c70565b61180061329b565b61014435928315801585036100b157611d8e576064810135945f61182387613e3b565b60848301359485158015611d7e575b611d6b5760405160208101906118498260246141e3565b610240815261185a61026082612da4565b519020926118678161323e565b604486016118748161438e565b916024880192611884848661439c565b929061188f84613284565b9361189d6040519586612da4565b808552602085019060051b8201913683116100b157908b9295949391905b868210611d465750506118cf945033614c35565b5f52600960205260405f2054908115611ceb575b64ffffffffff8216906118f7600254612d7a565b9b8c600255611c7f575b610164359463ffffffff86168096036100b1578c6119248f976109af90426130ef565b968d6040519161193383612d88565b8683526001600160581b03602084019216825263ffffffff604084019116815263ffffffff606084019a16998a815260808401905f825260a08501925f845260c086019460085f1015611c6b575f865260e0870197600289525f52600460205260405f20965164ffffffffff1664ffffffffff1664ffffffffff19885416178755516001600160581b03166119c89087612dd1565b518554915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617845551835463ffffffff60c01b191660c09190911b63ffffffff60c01b1617835551825461ffff60e01b191660e09190911b61ffff60e01b16178255516008811015611c6b57611a5392610aef60ff9284612e03565b611a5c8161323e565b94611a67818361439c565b96909615611c57578f8f611a7b819961323e565b604080516001600160a01b039283168152602081019490945293169233925f5160206152095f395f51905f529190a4611ab4908261439c565b949092611ac09061438e565b9160c48c01611ace91613252565b97909360405196879687528c6020880152604087016101009052610100870190611af7926143d1565b9260ff1660608601528d608086015260a085015260a48b013560c085015283820360e085015260281c64ffffffffff1695611b3192612e27565b035f5160206151c95f395f51905f5291a360405186815287339160205f5160206151895f395f51905f5291a3611b67863361441d565b6040519460e08601928684106001600160401b03851117611c4357602099611c2a98610d8d978b97610d7f97604052338b528d8b0194855260408b0190815260a460608c01920135825260808b0192835260a08b0193845260c08b01946102643586526040519b8c9a6375354bd360e11b60208d015260248c015260018060a01b0390511660448b01525160648a01525160848901525160a48801525160c48701525160e486015251610104850152610120610124850152610144840191612e27565b505f5f5160206152295f395f51905f525d604051908152f35b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b60a489013596508615611cdc57335f52600f60205260405f2096875497611ca589612d7a565b90558c5f5160206152495f395f51905f5260408a6001600160a01b03611cca8b61323e565b169482519182526020820152a3611901565b632ace864b60e21b5f5260045ffd5b9050611d2b611cf98461323e565b610d8d611d06858761439c565b929060ff611d16610d328861438e565b91166064830152610d7f6084830160246141e3565b602081519181808201938492010103126100b15751906118e3565b8192949596935060209190611d5b8392612c5c565b81520191018b92959493916118bb565b8563e1e293c360e01b5f5260045260245ffd5b506001600160581b038611611832565b60025460018101809111611dae5763fecc541d60e01b5f5260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b346100b15760203660031901126100b157600435611dde61329b565b611de781614029565b9081549064ffffffffff82165f52600760205260405f209160ff8160f01c166008811015611c6b57600181148015611f79575b15611f62575063ffffffff8160801c16804210611f4c575092611ef1916001600160581b03611ef79560281c1690611e528584614cc6565b83546aff000000000000ffffffff60a01b1916600560f01b1790935560405181905f5160206152695f395f51905f5290608090837f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a25f81525f60208201528560408201525f6060820152a260018060a01b038554169485825f5160206151a95f395f51905f526020604051878152a383611f09575b50506130ef565b9061405a565b5f5f5160206152295f395f51905f525d005b6001808060a01b0391015416907fa044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424604080515f8152866020820152a38580611eea565b82630a476e4560e31b5f5260045260245260445ffd5b6301f6ee9360e21b5f52611f769083612e47565b5ffd5b50600281148015611e1a575064ffffffffff845460a01c1615611e1a565b346100b15760203660031901126100b1576020611fb560043561311e565b6040519015158152f35b346100b1576102603660031901126100b1576004356001600160401b0381116100b157611ff0903690600401612c9d565b906102403660231901126100b15761200661329b565b811561251b576002549160018301809311611dae5791905f925f9161014435918215908115841415935b81861061205c576020876120448a3361441d565b5f5f5160206152295f395f51905f525d604051908152f35b90919293949661206d8884876130fc565b60608101359061207c82613e3b565b6080810135918215801561250b575b6124f85760405160208101906120a28260246141e3565b61024081526120b361026082612da4565b5190206120bf8361323e565b60408401936120cd8561438e565b9160208201926120dd848461439c565b92906120e884613284565b936120f66040519586612da4565b808552602085019060051b8201913683116100b157905b8282106124e057505050919e9f9e61212d918f9897968096959433614c35565b5f52600960205260405f2054918215612495575b64ffffffffff831692612155600254612d7a565b97886002556100b1578a612410575b8c156123eb575f915b8d63ffffffff881681156123e45780915b156123de5760015b8b8d6002946040519461219886612d88565b8b865260208601926001600160581b0316835260408601908152606086019163ffffffff16825260808601925f845260a08701945f865260c08801966121de9088612dc5565b60e088019889525f52600460205260405f20965164ffffffffff1664ffffffffff1664ffffffffff19885416178755516001600160581b03166122219087612dd1565b518554915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617845551835463ffffffff60c01b191660c09190911b63ffffffff60c01b1617835551825461ffff60e01b191660e09190911b61ffff60e01b16178255516008811015611c6b576122ac92610aef60ff9284612e03565b6122b58461323e565b6122bf828661439c565b98909815611c57578a6122d2819a61323e565b604080516001600160a01b039283168152602081019490945293169233925f5160206152095f395f51905f529190a461230b908461439c565b9390976123179061438e565b9261232560c0830183613252565b9990956040519889988952602089015260408801610100905261010088019061234d926143d1565b9360ff1660608701528a608087015263ffffffff1660a086015260a0013560c085015283820360e085015260281c64ffffffffff169561238c92612e27565b035f5160206151c95f395f51905f5291a3604051918252339160205f5160206151895f395f51905f5291a36123c28784876130fc565b608001356123cf916130ef565b96956001019493929190612030565b5f612186565b849161217e565b6101643563ffffffff81168091036100b1576109af61240a91426130ef565b9161216d565b60a08301358015611cdc57335f52600f602052885f5160206152495f395f51905f526040805f2080549061244382612d7a565b9055815160208101908682528284820152838152612462606082612da4565b5190205f8581526005602052839020556001600160a01b036124838961323e565b169482519182526020820152a3612164565b915094506124c26124a58661323e565b610d8d6124b2848961439c565b929060ff611d16610d328b61438e565b94602086519681808201988992010103126100b1578c955191612141565b602080916124ed84612c5c565b81520191019061210d565b8263e1e293c360e01b5f5260045260245ffd5b506001600160581b03831161208b565b6305f8ded760e21b5f5260045ffd5b346100b1575f3660031901126100b1576020600254604051908152f35b346100b15760e03660031901126100b1576044356001600160401b038116908181036100b157506064359061ffff8216918281036100b1575060c435906001600160401b038216928383036100b1576020936042935060405191858301937f8b7cbdbdd7759859bdbcfef862d5ba4a5c4472c74a2f67146821eb9375b331a0855260043560408501526024356060850152608084015260a083015260843560c083015260a43560e0830152610100820152610100815261260961012082612da4565b519020612614614ff0565b906040519161190160f01b83526002830152602282015220604051908152f35b346100b15760203660031901126100b1576001600160a01b03612655612c30565b165f52600f602052602060405f2054604051908152f35b346100b157611ef761267d36612ccd565b50509061268861329b565b612e5c565b346100b15760a03660031901126100b1576126a6612c30565b6126ae612c46565b906044356064356001600160401b0381116100b1576126d1903690600401612c70565b91906084356001600160a01b038116908190036100b1576128f3576001600160a01b0385169384156128e4576001600160a01b038116948086146128d2575061271983613e3b565b85339161272592613e9d565b9260025461273290612d7a565b94856002556040519461274486612d88565b64ffffffffff16855260208501965f88526040860163ffffffff86168152606087015f8152608088015f815260a08901915f835260c08a01935f855260e08b019a5f8c528c5f52600460205260405f209d8e915164ffffffffff1664ffffffffff1664ffffffffff19835416178255516001600160581b03166127c691612dd1565b518c54915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b16178b55518a5463ffffffff60c01b191660c09190911b63ffffffff60c01b16178a5551895461ffff60e01b191660e09190911b61ffff60e01b1617895551956008871015611c6b575f5160206152095f395f51905f526128af7f6817b8e13069dec319ca883f1f8caafbb89608e819d46a951c3e1fac271d77a69761288c8c60ff8d9c9660209f8e98610aef91612e03565b604080516001600160a01b03909616865260208601919091523394918291820190565b0390a46128c760405192839288845288840191612e27565b0390a2604051908152f35b631d57543d60e21b5f5260045260245ffd5b63d92e233d60e01b5f5260045ffd5b630a7cba1360e01b5f5260045ffd5b346100b1575f3660031901126100b1576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b346100b15760203660031901126100b1576004356001600160401b0381116100b157612976903690600401612c9d565b9061297f61329b565b5f9160015f5160206151e95f395f51905f525d5f5b8181106129a657602084612044613dca565b6129ba6129b4828486612d6a565b35613d21565b6129c7575b600101612994565b926129d3600191612d7a565b9390506129bf565b346100b15760203660031901126100b1576004356129f761329b565b612a0081613d21565b15612a17575f5f5160206152295f395f51905f525d005b630fddd4dd60e21b5f5260045260245ffd5b346100b157366003190161012081126100b15760e0136100b15760e4356001600160a01b038116908181036100b157610104356001600160401b0381116100b157612a7b612a93913690600401612c70565b90612a8461329b565b6001600160e01b031993613310565b1680612aab575f5f5160206152295f395f51905f525d005b600435805f52600460205260405f20630510aa5f60e41b8314612c1d5763b5eb26e160e01b8314612c0a576301f6ee9360e21b8314612bee5763041f95d160e51b8314612bcd5750631084d99960e31b8214612bbb575063fae6f42760e01b8114612b935763ef44ec2f60e01b8114612b7057631b71941560e21b8114612b5d57633eebcaad60e01b14612b4b57633615713d60e21b5f5260045260245ffd5b633eebcaad60e01b5f5260045260245ffd5b50631b71941560e21b5f5260045260245ffd5b60643561ffff8116908181036100b1575063ef44ec2f60e01b5f5260045260245ffd5b60c4356001600160401b038116908181036100b1575063fae6f42760e01b5f5260045260245ffd5b631084d99960e31b5f5260045260245ffd5b63ffffffff905460a01c169063041f95d160e51b5f5260045260245260445ffd5b9060ff611f76925460f01c16906301f6ee9360e21b5f52612e47565b5063b5eb26e160e01b5f5260045260245ffd5b50630510aa5f60e41b5f5260045260245ffd5b600435906001600160a01b03821682036100b157565b602435906001600160a01b03821682036100b157565b35906001600160a01b03821682036100b157565b9181601f840112156100b1578235916001600160401b0383116100b157602083818601950101116100b157565b9181601f840112156100b1578235916001600160401b0383116100b1576020808501948460051b0101116100b157565b60606003198201126100b1576004359160243591604435906001600160401b0382116100b157612cff91600401612c70565b9091565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b906102606003198301126100b1576004356001600160401b0381116100b15760e081840360031901126100b157610240906004019260231901126100b157602490565b9190811015611c575760051b0190565b5f198114611dae5760010190565b61010081019081106001600160401b03821117611c4357604052565b90601f801991011681019081106001600160401b03821117611c4357604052565b6008821015611c6b5752565b906fffffffffffffffffffffff000000000082549160281b16906fffffffffffffffffffffff00000000001916179055565b906008811015611c6b57815460ff60f01b191660f09190911b60ff60f01b16179055565b908060209392818452848401375f828201840152601f01601f1916010190565b600452604491906008811015611c6b57602452565b612e6581614029565b9182549064ffffffffff82165f52600760205260405f209160ff8160f01c16906008821015611c6b578115612fa0575064ffffffffff835460a01c16612f8d57600181141580612f82575b612f6e575060028201546001600160a01b0316330361007c575f5160206151a95f395f51905f52916020916001600160581b03865460281c1695600160f21b60ff60f01b19825416179055604051908152847fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab275843393a3835f5160206152695f395f51905f5260806040515f81525f868201528860408201525f6060820152a2546001600160a01b031693612f65818661405a565b604051908152a3565b6301f6ee9360e21b5f52611f769084612e47565b506002811415612eb0565b8363b5eb26e160e01b5f5260045260245ffd5b8354939594939091506001600160a01b0316330361007c57600291604051908152837fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a383546aff000000000000ffffffff60a01b1916600160f21b17845560f81c16156130dd57613027836001600160581b0380855460281c165b1693614cc6565b9180613081575b508161303957505050565b61307f926001808060a01b039101541680917fa044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424604080518681525f6020820152a361405a565b565b6130d79060018060a01b03855416835f5160206152695f395f51905f5260806040515f81525f60208201528560408201525f6060820152a280845f5160206151a95f395f51905f526020604051868152a361405a565b5f61302e565b613027836001600160581b035f613020565b91908201809211611dae57565b9190811015611c575760051b8101359060de19813603018212156100b1570190565b5f52600460205260405f205464ffffffffff811690811561322b5760ff8160f01c16915f52600760205264ffffffffff60405f205460a01c16156131f05760a01c63ffffffff168015159190826131e5575b508161317a575090565b6008811015915081611c6b5780159182156131d8575b82156131c7575b82156131b6575b82156131a957505090565b909150611c6b5760071490565b809250611c6b57600681149161319e565b809250611c6b576002811491613197565b506001811491505f613190565b42101591505f613170565b6008821015611c6b5760018214918215613220575b508161320f575090565b63ffffffff915060801c1642101590565b60021491505f613205565b50505f90565b3580151581036100b15790565b356001600160a01b03811681036100b15790565b903590601e19813603018212156100b157018035906001600160401b0382116100b1576020019181360383136100b157565b6001600160401b038111611c435760051b60200190565b5f5160206152295f395f51905f525c6132c15760015f5160206152295f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b60041115611c6b57565b356001600160401b03811681036100b15790565b3561ffff811681036100b15790565b81810292918115918404141715611dae57565b909160043591825f52600460205260405f209384549164ffffffffff83169283156138e757835f52600760205260405f2094600286019384549060ff8260c81c1661335a816132d0565b156138d15760ff8460f01c166008811015611c6b576002036138bb5763ffffffff8460a01c164210156138a557885f52600560205260405f20546024351480159061387d575b6138675760c4356001600160401b038116908181036100b157504211613851576064359061ffff8216948583036100b1576127108611613839578660016133f09260f81c1615998b8b15916145e5565b9390156138215760a01c60ff16955f9489613816575b896137e2575b6134229061341a60046140d9565b93848461467d565b156137ca577fc085faaf0f598198284566a1a8e88827430f0efe6df9fffa754a812181acc8b360608c92604051948986526084356020870152604086015260018060a01b031693a39561374c575b505050508382918054600360ff8260c81c1661348b816132d0565b14613634575b505463ffffffff8160a81c16926134ab6109af85426130ef565b908861ffff80825460f81c98169460d81c168410613629575b8054600360f11b63ffffffff60a01b60a086901b16600167ffffffff0000000160a01b039092166001600160f81b031960f88b901b161761ffff60e01b60e086901b1617919091171790557f2eae14a3f2f71cf830006c973bab928636e4470439b32581457e9011233527bf92606092909163ffffffff919061ffff90604051948552166020840152166040820152a215613562575b505050505f90565b600816156136105760605f9364ffffffffff7f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a935460a01c168552600a6020526135ec6135bf6109af63ffffffff600160408a20015416426130ef565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff6040519160018352166020820152846040820152a35b5f80808061355a565b8261361e82613624956148a0565b9261493a565b613607565b6008909617956134c4565b91509150835460ff60018601549260d01c16916040519060208201926001600160601b03199060601b1683526001600160601b03199060601b16603482015260288152613682604882612da4565b51902090815f52600d60205260405f2054908160e01c916010831061373c575b60018060e01b0390614000600160ee1b0390600e1b161661ffff861617925f52600d6020528160e01b831760405f20558082105f14613733575085915b5f905f905b83821061370257505061ffff916136fa91614715565b16915f613491565b919080939450600e02600e81048403611dae57600191613fff84613728931c16906130ef565b9201879392916136e4565b905085916136df565b9161374690612d7a565b916136a2565b90919293945060ff8260081c169260018401809411611dae576001600160fc1b0382168203611dae578160041b60100180601011611dae571b8360081b1791600161ff0019921b17161791855f5260066020528260405f20558082106137bf576137b592614733565b905f808080613470565b505050505050505f90565b50633615713d60e21b9b9a5050505050505050505050565b94508a5f52600660205260405f2054946001851b86161561340c5750633eebcaad60e01b9c9b505050505050505050505050565b600188119950613406565b50631b71941560e21b9b9a5050505050505050505050565b5063ef44ec2f60e01b9b9a5050505050505050505050565b5063fae6f42760e01b9998505050505050505050565b50631084d99960e31b9998505050505050505050565b506044356001600160401b038116908181036100b1575063ffffffff8560c01c1614156133a0565b5063041f95d160e51b9998505050505050505050565b506301f6ee9360e21b9998505050505050505050565b5063b5eb26e160e01b9998505050505050505050565b50630510aa5f60e41b9695505050505050565b929192803592835f52600460205260405f209485549164ffffffffff8316938415613d0d57845f52600760205260405f2095600287019485549260ff8460c81c16613944816132d0565b15613cf65760ff8260f01c166008811015611c6b57600203613cdf5763ffffffff8260a01c16421015613cc857895f52600560205260405f2054602082013514801590613ca0575b613c89576001600160401b036139a460c083016132da565b164211613c7257606081019161271061ffff6139bf856132ee565b1611613839578360016139db9260f81c1615998b8b15916145e5565b9490156138215760a01c60ff16955f9589613c67575b89613c33575b613a0c90613a04846140d9565b92838761467d565b156137ca577fc085faaf0f598198284566a1a8e88827430f0efe6df9fffa754a812181acc8b36060613a6e958d936080613a45886132ee565b6040805161ffff9092168252919097013560208801528601526001600160a01b031693a36132ee565b94613bbd575b5050508382918054600360ff8260c81c16613a8e816132d0565b14613aad57505463ffffffff8160a81c16926134ab6109af85426130ef565b91509150835460ff60018601549260d01c16916040519060208201926001600160601b03199060601b1683526001600160601b03199060601b16603482015260288152613afb604882612da4565b51902090815f52600d60205260405f2054908160e01c9160108310613bad575b60018060e01b0390614000600160ee1b0390600e1b161661ffff861617925f52600d6020528160e01b831760405f20558082105f14613ba4575085915b5f905f905b838210613b7357505061ffff916136fa91614715565b919080939450600e02600e81048403611dae57600191613fff84613b99931c16906130ef565b920187939291613b5d565b90508591613b58565b91613bb790612d7a565b91613b1b565b60ff826008969495961c169260018401809411611dae576001600160fc1b0382168203611dae578160041b6010019081601011611dae5761ffff16901b8360081b1791600161ff0019921b17161791855f5260066020528260405f20558082106137bf57613c2a92614733565b905f8080613a74565b95508a5f52600660205260405f2054956001861b8716156139f75750633eebcaad60e01b9c9b505050505050505050505050565b6001881199506139f1565b5063fae6f42760e01b9a9950505050505050505050565b50631084d99960e31b9a9950505050505050505050565b50613cad604082016132da565b6001600160401b0363ffffffff8460c01c169116141561398c565b5063041f95d160e51b9a9950505050505050505050565b506301f6ee9360e21b9a9950505050505050505050565b5063b5eb26e160e01b9a9950505050505050505050565b50630510aa5f60e41b979650505050505050565b613d2a8161311e565b15613dc557805f52600460205260405f2090815460ff8160f01c166008811015611c6b576006149081613db6575b5015613d86578164ffffffffff613d819354165f52600760205260405f209061361e82826148a0565b600190565b613db09150604051906359caab9560e11b6020830152602482015260248152610d8d604482612da4565b50600190565b6008915060f81c16155f613d58565b505f90565b5f5160206151e95f395f51905f525c5f5f5160206151e95f395f51905f525d60015b818110613df7575050565b80613e356001925f5160206151e95f395f51905f52015f815c915d805f525f5160206151e95f395f51905f5260205260405f20905f825c925d614b75565b01613dec565b428111801590613e73575b8015613e66575b613e545750565b630cefbea960e31b5f5260045260245ffd5b5063ffffffff8111613e4d565b506303c267004201804211611dae578111613e46565b8051821015611c575760209160051b010190565b929190926040908151613eb08382612da4565b6001815260208101601f198401368237815115611c57576001600160a01b038581168252845184821660208201908152918916818701525f606082018190526001608083015260a082810152935160c082018190529193909291839160e0830191905b818110614007575050613f2f925003601f198101835282612da4565b51902090815f52600960205264ffffffffff835f20541680613fff57506003549364ffffffffff851664ffffffffff8114611dae5764ffffffffff1990951664ffffffffff60019687019081169182176003555f828152600760209081528782208054600165ff000000000160a01b0319166001600160a01b0397881617600160c81b17815560028101805491909a0180546001600160a01b0319169c88169c909c17909b556001600160a81b0319909a169390941692909217600160a01b179095559181526009909552932055565b955050505050565b84516001600160a01b0316835260209485019486945090920191600101613f13565b90815f52600460205260405f209164ffffffffff835416156140485750565b630510aa5f60e41b5f5260045260245ffd5b9080156140d5575f5160206151e95f395f51905f525c80156140cb57825f525f5160206151e95f395f51905f5260205260405f2092835c9182156140a0575b505001905d565b600191815f5160206151e95f395f51905f52015d015f5160206151e95f395f51905f525d5f80614099565b5061307f91614b75565b5050565b6042906140e8604082016132da565b906001600160401b036140fd606083016132ee565b9160a061410c60c083016132da565b9161ffff604051958560208801987f8b7cbdbdd7759859bdbcfef862d5ba4a5c4472c74a2f67146821eb9375b331a08a52843560408a0152602085013560608a01521660808801521682860152608081013560c0860152013560e084015216610100820152610100815261418261012082612da4565b51902061418d614ff0565b906040519161190160f01b8352600283015260228201522090565b359060ff821682036100b157565b906005821015611c6b5752565b359061ffff821682036100b157565b359063ffffffff821682036100b157565b803560048110156100b1576141f7816132d0565b825260ff614207602083016141a8565b16602083015260ff61421b604083016141a8565b166040830152606081013560058110156100b15761423d9060608401906141b6565b608081013560058110156100b1576142599060808401906141b6565b60a081013560058110156100b1576142759060a08401906141b6565b61ffff61428460c083016141c3565b1660c083015261ffff61429960e083016141c3565b1660e083015261ffff6142af61010083016141c3565b166101008301526101208101358015158091036100b15761022091829161012085015263ffffffff6142e461014083016141d2565b1661014085015263ffffffff6142fd61016083016141d2565b1661016085015263ffffffff61431661018083016141d2565b1661018085015263ffffffff61432f6101a083016141d2565b166101a085015263ffffffff6143486101c083016141d2565b166101c08501526001600160a01b036143646101e08301612c5c565b166101e08501526001600160a01b036143806102008301612c5c565b166102008501520135910152565b3560ff811681036100b15790565b903590601e19813603018212156100b157018035906001600160401b0382116100b157602001918160051b360383136100b157565b916020908281520191905f5b8181106143ea5750505090565b909192602080600192838060a01b0361440288612c5c565b1681520194019291016143dd565b91908203918211611dae57565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa928315614546575f93614582575b506040516323b872dd60e01b5f9081526001600160a01b039095166004523060245260448690529360209060648180855af19060015f5114821615614563575b50836040525f6060521561455157826024816020936370a0823160e01b82523060048301525afa8015614546575f90614512575b6144f19250614410565b908082036144fd575050565b63049c0a1d60e11b5f5260045260245260445ffd5b506020823d60201161453e575b8161452c60209383612da4565b810103126100b1576144f191516144e7565b3d915061451f565b6040513d5f823e3d90fd5b635274afe760e01b5f5260045260245ffd5b6001821516614579573b15153d1516165f6144b3565b843d5f823e3d90fd5b9092506020813d6020116145ae575b8161459e60209383612da4565b810103126100b15751915f614473565b3d9150614591565b905460f01c60ff16906008821015611c6b57816145d1575050565b6301f6ee9360e21b5f52611f769250612e47565b909193929361464657600282015460a01c60ff16936001600160a01b0316915f5b858110614619575050505090505f905f90565b836001600160a01b0361462d838587614e6c565b161461463b57600101614606565b945050505060019190565b505460a01c64ffffffffff165f908152600a602090815260408220600101546001600160a01b03948516911c909316929092149190565b9092919261468c838583614ec0565b50614696816132d0565b1590816146ff575b506146f6576064835f9460209660405194630b135d3f60e11b8652600486015260406024860152816044860152838501378281018201859052601f01601f191601915afa630b135d3f60e11b5f5114601f3d11161690565b50505050600190565b6001600160a01b0384811691161490505f61469e565b811561471f570490565b634e487b7160e01b5f52601260045260245ffd5b91909161473f82613284565b9261474d6040519485612da4565b828452601f1961475c84613284565b013660208601375f5f925b8284106147c6575050505060018082811c9216146147b4575f19810191818311611dae576147a66147ad9261479f61ffff9584613e89565b5192613e89565b51906130ef565b60011c1690565b6147c19061ffff92613e89565b511690565b9194936001849792941b831615614892576001600160fc1b0387168703611dae578660041b60100180601011611dae578361ffff911c169561480785612d7a565b945b8015801580614874575b15614853575f19820191808311611dae57614839614831848b613e89565b51918a613e89565b521561480957634e487b7160e01b5f52601160045260245ffd5b5096614869600193979899929695949989613e89565b525b01929190614767565b505f198201828111611dae5761488b8a918a613e89565b5111614813565b93949291909560019061486b565b61ffff905460e01c16600260ff8184015460c81c166148be816132d0565b146149355764ffffffffff825460a01c165f52600a60205260ff6001600360405f20015493015460e01c16915f5b8381106148fb57505050505f90565b6001600160fb1b0381168103611dae57818160051b1c61ffff8160101c1684101561492957506001016148ec565b61ffff16949350505050565b905090565b9290614a8b6080611ef185614a7588611ef161498699986001600160581b03895460281c169089600187019261ffff61271061497c82875460c01c16846132fd565b049e8f8093614410565b931693865f5160206152695f395f51905f526149b06127106149a889896132fd565b048097614410565b9c8d976149bd8d88614cc6565b956127106149cb83896132fd565b04996149d78b89614410565b895463ffffffff60a01b19168a559e8a1580159a90614b2e57805460ff60f01b1916600360f01b179055600201546040518481526001600160a01b03919091169087907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b60405192835289602084015260408301526060820152a2546001600160a01b0316958691614af8575b5050614ac7576130ef565b85546001600160a01b03169280614aa9576130ef565b82614a97575b50505050565b614aa093614ef4565b5f808080614a91565b83895f5160206151a95f395f51905f526020604051858152a36130ef565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a36130ef565b7fa044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424604080518781528b6020820152a3848e614a6a565b805460ff60f01b1916600160f21b17905550604051838152339087907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a3614a41565b60405163a9059cbb60e01b5f9081526001600160a01b039092166004819052602484905292917f00000000000000000000000000000000000000000000000000000000000000009060209060448180855af19060015f5114821615614c28575b509060405215614be3575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f391835f52600e825260405f20614c1d8282546130ef565b9055604051908152a2565b3b15153d1516165f614bd5565b91909360ff604051948593602085019760c086019660018060a01b0316895260018060a01b03166040860152606085015216608083015260a0808301528051809352602060e083019101925f5b818110614ca4575050614c9e925003601f198101835282612da4565b51902090565b84516001600160a01b0316835260209485019486945090920191600101614c82565b549060048260f81c161561322b57612710916001600160581b0361ffff6001614cf994015460d01c169160281c166132fd565b0490565b905f8091602081519101845af48080614d76575b15614d315750506040513d81523d5f602083013e60203d82010160405290565b15614d5657639996b31560e01b5f9081526001600160a01b0391909116600452602490fd5b3d15614d67576040513d5f823e3d90fd5b63d6bda27560e01b5f5260045ffd5b503d151580614d115750813b1515614d11565b60ff811690601f8211614db85760405191614da5604084612da4565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b63ffffffff8111614ddb5763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b90815460f81c6002811615614e67576001825460f01c1615159081614e5b575b506140d557815460ff60f01b1916600160f01b1782555460a01c64ffffffffff16614e3a5750565b805463ffffffff60a01b19811660209190911b63ffffffff60a01b16179055565b6004915016155f614e12565b505050565b90919081614e86575050600201546001600160a01b031690565b9091505f52600860205260405f205f198201828111611dae5781541115611c57575f90815260209020015f1901546001600160a01b031690565b9060418303614eea57614ee39250602081013591604082359201355f1a90615106565b9192909190565b50505f9160029190565b939290916001835460f81c16614fbd5760028101549260ff8460a01c169360018514614fa5575064ffffffffff905416945f52600660205260405f205494614f5760ff8760081c1693614f51614f4a8683614715565b95866132fd565b90614410565b905f915b858310614f6c575050505050509050565b6001831b881615614f9c57614f9090611ef1614f89858786614e6c565b91876130ef565b60015f925b0191614f5b565b91600190614f95565b929350505061307f92935060018060a01b031661405a565b61307f93945064ffffffffff9192505460a01c165f52600a60205260018060a01b03600160405f20015460201c1661405a565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031614806150dd575b1561504b577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152614c9e60c082612da4565b507f00000000000000000000000000000000000000000000000000000000000000004614615022565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841161517d579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15614546575f516001600160a01b0381161561517357905f905f90565b505f906001905f90565b5050505f916003919056fee3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b37ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c41b5018408fe5ec256e772dec4dd28ecb85aac57ab585682b967e77fb27068694d981dce384f5f58077bbc724b32856578a512bfa844e6d897d7428c91078dc63ef137df1d007645178f3f70e5c306d8d0b84bb5c70cabda9bb0f8f3c71932a0f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00df3ff087aa01fad1891d2086ced43323316fb2ad394b5e125350463a3bec595964bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d361018080604052346101bd576020816155da803803809161002082856101c1565b8339810103126101bd57516001600160a01b0381168082036101bd5760405161004a6040826101c1565b600a815260208101906941534120457363726f7760b01b8252604051916100726040846101c1565b600183526020830191603160f81b835261008b816101f8565b61012052610098846101f8565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010160c0826101c1565b5190206080523060c052156101ae57610160526040516153769081610264823960805181614c2f015260a05181614ce6015260c05181614bf9015260e05181614c7e01526101005181614ca401526101205181611026015261014051816110500152610160518181816101210152818161019401528181611183015281816113060152818161299601528181612a2601528181612af501528181613a0701528181613cb801526149df0152f35b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101e457604052565b634e487b7160e01b5f52604160045260245ffd5b601f815111610223576020815191015160208210610214571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f5f3560e01c806302b2f7c714611a3d57806313f7cf01146119d2578063177a3875146116e257806318b683fb1461155c57806337c3698a146114e45780633a3eb6fc14611470578063463a48a5146112615780634c5d8a0f146112435780637ba1586c1461110857806384b0196e1461100c578063860aefcf14610fb55780638c08ecd414610f88578063ad3be50f14610ec0578063b395572a14610b0d578063bf22c4571461086e578063d6da414e14610700578063d75c45ad146106c7578063e9adcba9146105c1578063ea6a97a614610345578063eb0c735214610291578063f29783f5146101535763fc0c546a1461010c575f80fd5b346101505780600319360112610150576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b5034610150576020366003190112610150576004356001600160401b03811161028d57610184903690600401611c1f565b909161018e613993565b809181907f0000000000000000000000000000000000000000000000000000000000000000905b8083106101d757602085855f5160206153365f395f51905f525d604051908152f35b9091936101ed6101e8868489611f6a565b611f56565b6001600160a01b038116808652600e602052604086205490918115610281578161022591848952600e60205288604081205587614b6b565b1561026b5791610261917f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020600195604051908152a2612d98565b945b0191906101b5565b60019296918652600e6020526040862055610263565b50505093600190610263565b5080fd5b50346101505760203660031901126101505764ffffffffff6102b4600435612da6565b541680825260076020526040822060ff600282015460a01c16916102d783611f3f565b936102e56040519586611f1e565b838552601f196102f485611f3f565b013660208701375b83811061031d576040516020808252819061031990820188611cef565b0390f35b8061032b6001928585614911565b6103358288612d84565b90838060a01b03169052016102fc565b5034610150576101203660031901126101505760043560e036602319011261028d57610104356001600160401b0381116105bd57610387903690600401611c74565b90918084526004602052604084209064ffffffffff82541685526007602052604085209283549060018260f01c16156105a9576103c48484612dd7565b83549160048360f81c166105955763ffffffff8360a01c168042101561057e57506001600160581b03602884901c16926024356001600160a01b0381169081810361057a57506001600160a01b0383161480159290610557575b50811561054a575b8115610534575b50801561052d575b61051957600185018054909690916001600160a01b03831691816104ba57505033036104a75761047661048394939261ffff612710935b60d01c1690611ff6565b0493849260843592613c33565b8061048c578280f35b90546104a191906001600160a01b0316613ca3565b5f808280f35b63472511eb60e11b875233600452602487fd5b60e4358042116105075750906104da916104d46024612cae565b84614a5e565b156104f5575061047661048394939261ffff6127109361046c565b633615713d60e21b8852600452602487fd5b631806671960e31b8b5260045260248afd5b630c387f5b60e11b87526004839052602487fd5b5086610435565b63ffffffff915060801c1660c43514155f61042d565b60a4358414159150610426565b60a01c64ffffffffff168952600b6020526040892054606435141591505f61041e565b8a80fd5b63041f95d160e51b89526004859052602452604488fd5b637802729160e11b88526004849052602488fd5b63fecc541d60e01b87526004839052602487fd5b8280fd5b5034610150576040366003190112610150576105db611bf5565b6024356001600160a01b03811681036105bd576105f7916148cf565b8152600d60205260408120548060e01c9061061182611f3f565b9061061f6040519283611f1e565b82825261062b83611f3f565b602083019390601f1901368537845b81811061068a5750505090604051928392602084019060208552518091526040840192915b81811061066d575050500390f35b825161ffff1684528594506020938401939092019160010161065f565b80600e02600e810482036106b35790613fff846001931c166106ac8287612d84565b520161063a565b634e487b7160e01b87526011600452602487fd5b50346101505760203660031901126101505760206106ee6106e6612c88565b600435614005565b6040516001600160a01b039091168152f35b5034610150576060366003190112610150576004359060243561ffff8116928382036105bd5761072e613993565b61073781612da6565b60ff815460f01c16600881101561085a576007810361083e575080549164ffffffffff831685526007602052604085209264ffffffffff845460a01c168652600a60205260018060a01b03600260408820015416330361082b5763ffffffff9060a01c1680421015610813575061271086116107ff576107ec94956040519081526044356020820152817ff1908302396ec6554280fc02ac703633b476b3b26b7ccf223734e0aded75e10c60403393a361423f565b805f5160206153365f395f51905f525d80f35b6390d4c9af60e01b85526004869052602485fd5b63041f95d160e51b8652600491909152602452604484fd5b63472511eb60e11b865233600452602486fd5b84610858604492856301f6ee9360e21b8452600452611cc5565bfd5b634e487b7160e01b85526021600452602485fd5b50346101505760203660031901126101505760043561088b6126f3565b9061089581612da6565b549064ffffffffff821684526007602052604084209081549060018060a01b038216855260018301549260018060a01b0384166020870152600260018060a01b0391015416604086015260ff8460f01c166008811015610af95761ffff610240979460016109d69561271098956001600160581b039560608c0152858760281c1660808c015263ffffffff8760801c1660a08c015263ffffffff8760a01c1660c08c015263ffffffff8760c01c168060e08d0152610ae1575b848760e01c166101208c015260ff8260c81c166101408c01528852600660205260ff604089205460081c166101608b0152818660f81c1615156101808b015264ffffffffff8160a01c166101a08b015260028660f81c1615156101c08b015260f01c1615156101e089015260048460f81c16151561020089015260d01c169160281c16611ff6565b9050046102208201526102206040519160018060a01b03815116835260018060a01b03602082015116602084015260018060a01b036040820151166040840152610a2860608201516060850190611cd3565b6080810151608084015260a081015160a084015260c081015160c084015260e081015160e084015261010081015161010084015261ffff6101208201511661012084015260ff6101408201511661014084015260ff6101608201511661016084015261018081015115156101808401526001600160401b036101a0820151166101a08401526101c081015115156101c08401526101e081015115156101e084015261020081015115156102008401520151610220820152f35b808952600560205260408920546101008c015261094e565b634e487b7160e01b87526021600452602487fd5b50346101505760203660031901126101505760043580825260046020526040822080549064ffffffffff82168452600760205260ff604085209260f01c169264ffffffffff835460a01c1680158015610ead575b15610ca157509081610c3c92610c429564ffffffffff865460a01c16610c75575b50506001600160581b03825460281c1690610b9d8584614d0c565b83546aff000000000000ffffffff60a01b1916600560f01b1790935560405181905f5160206153565f395f51905f5290608090837f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92328c80a28a81528a60208201528560408201528a6060820152a260018060a01b038554169485825f5160206152d65f395f51905f526020604051878152a383610c45575b5050614058565b90614965565b80f35b6001808060a01b0391015416905f5160206152f65f395f51905f52604080518a8152866020820152a35f80610c35565b60405f5160206152b65f395f51905f5291610c9282518092611cd3565b60026020820152a2805f610b82565b6008851015610e995784610dfd57505f5160206152b65f395f51905f52604082939495610cd082518092611cd3565b60026020820152a281546aff000000000000ffffffff60a01b198116600560f01b17835560029060f81c827f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92328780a21615610deb57610d40836001600160581b0380855460281c165b1693614d0c565b9180610d8f575b5081610d54575b50505080f35b610d87926001808060a01b039101541680915f5160206152f65f395f51905f5260408051868152886020820152a3614965565b5f8080610d4e565b610de59060018060a01b03855416835f5160206153565f395f51905f5260806040518a81528a60208201528560408201528a6060820152a280845f5160206152d65f395f51905f526020604051868152a3614965565b5f610d47565b610d40836001600160581b0386610d39565b60028503610e105750610c429350614501565b60068503610e235750610c429350612e09565b859392919352600a602052825f5160206152b65f395f51905f52604060ff8189205460281c1696610e5682518092611cd3565b610e636020820189611c67565ba2600584101561085a5783610e8757610c429350610e818282614467565b9261423f565b610e93610c429461402f565b92614065565b634e487b7160e01b86526021600452602486fd5b506008851015610e995760018514610b61565b50346101505760e0366003190112610150576004356001600160a01b03811691828203610150576020604284604051838101917f36f9c5aa212fa501dee5249ca04b3ea5bac2275098ca3ffa444f12306c4c64c2835260408201526024356060820152604435608082015260643560a082015260843560c082015260a43560e082015260c4356101008201526101008152610f5d61012082611f1e565b519020610f68614bf6565b906040519161190160f01b83526002830152602282015220604051908152f35b50346101505760203660031901126101505760206106ee610fa7612c88565b600435600160ff1b17614005565b503461015057806003193601126101505761010060405161271081526103e86020820152614e2060408201526008606082015260086080820152601060a08201526301e1338060c08201526303c2670060e0820152f35b50346101505780600319360112610150576110ac9061104a7f0000000000000000000000000000000000000000000000000000000000000000614bb8565b906110747f0000000000000000000000000000000000000000000000000000000000000000614bb8565b9060206110ba604051936110888386611f1e565b8385525f368137604051968796600f60f81b885260e08589015260e0880190611ca1565b908682036040880152611ca1565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b8281106110f157505050500390f35b8351855286955093810193928101926001016110e2565b503461015057602036600319011261015057611122611bf5565b61112a613993565b6001600160a01b0316808252600e60205260408220549190821561123057808252600e602052816040812055807f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020604051868152a27f0000000000000000000000000000000000000000000000000000000000000000906040519063a9059cbb60e01b84526004528360245260208360448180865af190600184511482161561120f575b604052156111f357602083835f5160206153365f395f51905f525d604051908152f35b635274afe760e01b82526001600160a01b031660045260249150fd5b90600181151661122757823b15153d151616906111d0565b503d83823e3d90fd5b636e34ee0b60e11b825260045260249150fd5b50346101505780600319360112610150576020600254604051908152f35b503461143d5760e036600319011261143d5760a43560043560c4356001600160401b03811161143d57611298903690600401611c74565b6112a3929192613993565b6112ac82612da6565b9264ffffffffff8454165f5260076020526112dd60405f2060018060a01b0381541695604435916024359187613e72565b6040516374a5008160e11b81526001600160a01b038681166004830152602482018890529192917f00000000000000000000000000000000000000000000000000000000000000001690602081604481855afa908115611432575f91611441575b50159384611395575b5050507feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d89161137a602092868680613e31565b60405190158152a4805f5160206153365f395f51905f525d80f35b6113a66113a0612c88565b87614005565b91803b1561143d575f9283896113dd8c956040519889978896879563cf09299560e01b87528d608435926064359260048a016127cb565b03925af18015611432576113f3575b8080611347565b6020919650916114245f7feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d894611f1e565b61137a5f97925050916113ec565b6040513d5f823e3d90fd5b5f80fd5b611463915060203d602011611469575b61145b8183611f1e565b8101906127b3565b5f61133e565b503d611451565b3461143d57606036600319011261143d576114d260043561148f613993565b61149881612da6565b9064ffffffffff8254165f5260076020526114c060405f209260443590846024359185613e72565b91546001600160a01b03169080613e31565b5f5f5160206153365f395f51905f525d005b3461143d5761014036600319011261143d5760e036602319011261143d57610104356001600160401b03811161143d57611522903690600401611c74565b9061012435916001600160401b03831161143d576080600319843603011261143d576114d292611550613993565b60040191600435612828565b3461143d57602036600319011261143d57600435611578613993565b5f5f61158383612da6565b5464ffffffffff81165f52600760205260405f20908060f81c9060ff8160f01c1660088110156116ce5715908161169e575b50809181611692575b82611681575b82611675575b5015611664575b1561164d575b821580611645575b6116325780546040946116169284926116039087906001600160a01b031684613be6565b600101546001600160a01b031690613be6565b5f5f5160206153365f395f51905f525d82519182526020820152f35b8363773b117d60e11b5f5260045260245ffd5b5081156115df565b905061165e600160ff1b84176139d5565b906115d7565b925061166f846139d5565b926115d1565b600416159150866115ca565b835460f01c600116151592506115c4565b600281161591506115be565b835460a01c64ffffffffff1615915081156116bb575b50866115b5565b63ffffffff915060a01c164210866116b4565b634e487b7160e01b5f52602160045260245ffd5b3461143d57602036600319011261143d576004356001600160401b03811680910361143d5761170f6126f3565b50801580156119bd575b6119845780610260915f52600a60205260405f20905f52600b60205260405f205460036040519261174984611eee565b63ffffffff815460ff811661175d81611c5d565b865260ff8160081c16602087015260ff8160101c16604087015261178a60ff8260181c1660608801612775565b61179d60ff8260201c1660808801612775565b6117b060ff8260281c1660a08801612775565b61ffff8160301c1660c087015261ffff8160401c1660e087015261ffff8160501c1661010087015260ff8160601c161515610120870152818160681c16610140870152818160881c16610160870152818160a81c1661018087015260c81c166101a0850152600181015463ffffffff81166101c086015260018060a01b039060201c166101e085015260018060a01b03600282015416610200850152015461022083015261022060405192805161186681611c5d565b845260ff602082015116602085015260ff604082015116604085015261189460608201516060860190611c67565b6118a660808201516080860190611c67565b6118b860a082015160a0860190611c67565b61ffff60c08201511660c085015261ffff60e08201511660e085015261ffff61010082015116610100850152610120810151151561012085015263ffffffff6101408201511661014085015263ffffffff6101608201511661016085015263ffffffff6101808201511661018085015263ffffffff6101a0820151166101a085015263ffffffff6101c0820151166101c085015260018060a01b036101e0820151166101e085015260018060a01b03610200820151166102008501520151610220830152610240820152f35b60405163f191a03160e01b815260206004820152601060248201526f1d5b9adb9bdddb881d195c9b5cc81a5960821b6044820152606490fd5b5064ffffffffff60035460281c168111611719565b3461143d576102a036600319011261143d576119ec611bf5565b6024356001600160401b03811161143d57611a0b903690600401611c1f565b9091906044359060ff8216820361143d5761024036606319011261143d57602093611a3593612009565b604051908152f35b3461143d57604036600319011261143d57600435611a5a81612da6565b9060ff825460f01c1660088110156116ce5760068103611bda5750815464ffffffffff81165f90815260076020526040902080549091336001600160a01b038316141580611bc3575b611bb05763ffffffff9060a01c1680421015611b9a575060a01c64ffffffffff165f908152600a60205260409020600201546001600160a01b031615611b875764ffffffffff905460a01c165f52600a602052611b45611b18611b1363ffffffff600160405f2001541642614058565b614fb2565b83546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909355565b63ffffffff604051925f845216602083015260243560408301527f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a60603393a3005b5063745e432360e01b5f5260045260245ffd5b8363041f95d160e51b5f5260045260245260445ffd5b63472511eb60e11b5f523360045260245ffd5b5060018301546001600160a01b0316331415611aa3565b611bf0916301f6ee9360e21b5f52600452611cc5565b60445ffd5b600435906001600160a01b038216820361143d57565b35906001600160a01b038216820361143d57565b9181601f8401121561143d578235916001600160401b03831161143d576020808501948460051b01011161143d57565b359060ff8216820361143d57565b600411156116ce57565b9060058210156116ce5752565b9181601f8401121561143d578235916001600160401b03831161143d576020838186019501011161143d57565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b60088110156116ce57602452565b9060088210156116ce5752565b359061ffff8216820361143d57565b90602080835192838152019201905f5b818110611d0c5750505090565b82516001600160a01b0316845260209384019390920191600101611cff565b359063ffffffff8216820361143d57565b610240810192918035600481101561143d57611d5781611c5d565b825260ff611d6760208301611c4f565b16602083015260ff611d7b60408301611c4f565b1660408301526060810135600581101561143d57611d9d906060840190611c67565b6080810135600581101561143d57611db9906080840190611c67565b60a0810135600581101561143d57611dd59060a0840190611c67565b61ffff611de460c08301611ce0565b1660c083015261ffff611df960e08301611ce0565b1660e083015261ffff611e0f6101008301611ce0565b1661010083015261012081013580151580910361143d5761022091829161012085015263ffffffff611e446101408301611d2b565b1661014085015263ffffffff611e5d6101608301611d2b565b1661016085015263ffffffff611e766101808301611d2b565b1661018085015263ffffffff611e8f6101a08301611d2b565b166101a085015263ffffffff611ea86101c08301611d2b565b166101c08501526001600160a01b03611ec46101e08301611c0b565b166101e08501526001600160a01b03611ee06102008301611c0b565b166102008501520135910152565b61024081019081106001600160401b03821117611f0a57604052565b634e487b7160e01b5f52604160045260245ffd5b90601f801991011681019081106001600160401b03821117611f0a57604052565b6001600160401b038111611f0a5760051b60200190565b356001600160a01b038116810361143d5790565b9190811015611f7a5760051b0190565b634e487b7160e01b5f52603260045260245ffd5b64ffffffffff1664ffffffffff8114611fa75760010190565b634e487b7160e01b5f52601160045260245ffd5b3563ffffffff8116810361143d5790565b35801515810361143d5790565b3561ffff8116810361143d5790565b3560ff8116810361143d5790565b81810292918115918404141715611fa757565b939291604051602081019061203181612023606485611d3c565b03601f198101835282611f1e565b5190209461203e82611f3f565b61204b6040519182611f1e565b828152602081018360051b85019036821161143d5785905b8282106126db575050506040516120ac81612023602082019433865260018060a01b03871660408401528b606084015260ff8a16608084015260a08084015260c0830190611cef565b51902095865f52600960205260405f2054806126d257506120ce906064612ea8565b916001600160a01b038216156126a25780158080156126c8575b80156126bd575b80156126b1575b61269357610244356001600160a01b03811680821415918261143d5761211c818761393d565b610264356001600160a01b038116810361143d5761213a908761393d565b5f5b85811061262657505050506003549364ffffffffff61215c818716611f8e565b16809564ffffffffff1916176003556101a4359163ffffffff8316830361143d5761018435801515810361143d571561261f576001905b6101c4359163ffffffff8316830361143d57610144359161ffff8316830361143d57610164359361ffff8516850361143d576084359160ff8316830361143d57611f7a576121e08b611f56565b91610204359363ffffffff8516850361143d576004606435101561143d5760ff60a4351660a4350361143d5761ffff6101243516610124350361143d5760405196876102008101106001600160401b036102008a011117611f0a5761ffff8f9763ffffffff60ff968f8f9e60808f8f9299869f899b8e899264ffffffffff82966102008a01604052338a521660208901521660408701521660608501521691015260018060a01b031660a08d01521660c08b01521660e0890152166101008701521661012085015260018060a01b031661014084015260ff8516610160840152166101808201526122d2606435611c5d565b6064356101a082015260a43560ff166101c08201526101243561ffff166101e082019081525f87815260076020908152604091829020845181549286015193860151606087015160808801516001600160f81b03199095166001600160a01b039384161760a096871b64ffffffffff60a01b161760c89290921b60ff60c81b169190911760d09190911b63ffffffff60d01b161760f09390931b60ff60f01b169290921781558285015160018201805460c08801516001600160c01b031990911692909416919091179290931b63ffffffff60a01b1691909117825591929160029160e084810151825461010087015161012088015164ffffffffff60c01b1990921660c09390931b61ffff60c01b169290921760d09290921b61ffff60d01b1691909117911b60ff60e01b16179055610140830151910180546101608401516101808501516001600160c81b03199092166001600160a01b03949094169390931760a09390931b60ff60a01b169290921760a89290921b63ffffffff60a81b16919091178155916101a08201519161246a83611c5d565b61247383611c5d565b8354906101c060ff60d01b91015160d01b169161ffff60d81b905160d81b169260ff60c81b9060c81b169063ffffffff60c81b1916171717905560018211612566575b69ffffffffff00000000008160281b168517985f5260096020528860405f205560ff6040519764ffffffffff60608a019316895216602088015260606040880152526080850193905f5b818110612540575050506001600160a01b03169233927f7a63e8969f3f71d60834bbc944d0071efb37be61016b48ac8f294f4d7da41782919081900390a4565b909194602080600192838060a01b036125588a611c0b565b168152019601929101612500565b9060011161143d575f198201845f52600860205260405f206001600160401b038211611f0a57680100000000000000008211611f0a5780548282558083106125ef575b509083929160208801905f5260205f205f5b8381106125cb57505050506124b6565b829394955060206125de60019394611f56565b8483015587969594019291016125bb565b815f526001858060205f2001920301905f5b82811061260f5750506125a9565b5f8282015f190155600101612601565b5f90612193565b6126346101e882888c611f6a565b6001600160a01b0381169081156126a25761264f908961393d565b8461143d57838114612693575f5b82811061266e57505060010161213c565b818b6126856101e8848c60018060a01b0394611f6a565b16146126935760010161265d565b6338fcc38760e21b5f5260045ffd5b63d92e233d60e01b5f5260045ffd5b508160ff8716116120f6565b5060ff8616156120ef565b50600882116120e8565b96505050505050565b602080916126e884611c0b565b815201910190612063565b6040519061270082611eee565b5f610220838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e0820152826102008201520152565b60058210156116ce5752565b903590601e198136030182121561143d57018035906001600160401b03821161143d5760200191813603831361143d57565b9081602091031261143d5751801515810361143d5790565b969390928896939261010099969360018060a01b0316895260018060a01b0316602089015260408801526060870152608086015260a085015260e060c08501528160e0850152848401375f828201840152601f01601f1916010190565b9291909161283584612da6565b9283549264ffffffffff5f94165f52600760205260405f20805460018160f01c1615612c75576128658789612dd7565b86549060048260f81c16612c625763ffffffff8260a01c1680421015612c4c5750602882901c6001600160581b0316916024356001600160a01b038116810361143d576001600160a01b0383811691161480159290612c28575b508115612c1b575b8115612c05575b508015612bc9575b612bb657600182018054909490936001600160a01b0385169181612b5a5750503303611bb0576129146127109161ffff6129229560d01c1690611ff6565b049586916084359189613c33565b8315612b5357546001600160a01b031691600160ff1b85179161294c612946612c88565b84614005565b906060810161295b8183612781565b9050151580612ac2575b612a24575b50506040516370a0823160e01b81526001600160a01b03918216600482015290602090829060249082907f0000000000000000000000000000000000000000000000000000000000000000165afa918215612a18579085926129e3575b50106129d8576129d693613e31565b565b506129d69250613ca3565b9150506020813d602011612a10575b816129ff60209383611f1e565b8101031261143d578390515f6129c7565b3d91506129f2565b604051903d90823e3d90fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690612a599083612781565b929091803b1561143d57875f8a612a9888978397604051998a988997889663cf09299560e01b8852604083013593602084013593359260048a016127cb565b03925af1801561143257612aad575b8061296a565b612aba9192505f90611f1e565b5f905f612aa7565b50604080516374a5008160e11b81526001600160a01b0388166004820152908301356024820152602081806044810103817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa908115611432575f91612b34575b5015612965565b612b4d915060203d6020116114695761145b8183611f1e565b5f612b2d565b5050505050565b60e49593949535804211612ba4575090612b78916104d46024612cae565b15612b925750612914612922939261ffff6127109361046c565b633615713d60e21b5f5260045260245ffd5b631806671960e31b5f5260045260245ffd5b87630c387f5b60e11b5f5260045260245ffd5b50875f52600560205260405f205460405160208101906084358252604435604082015260408152612bfb606082611f1e565b51902014156128d6565b63ffffffff915060801c1660c43514155f6128ce565b60a43583141591506128c7565b60a01c64ffffffffff165f908152600b6020526040812054606435141592506128bf565b8963041f95d160e51b5f5260045260245260445ffd5b88637802729160e11b5f5260045260245ffd5b8763fecc541d60e01b5f5260045260245ffd5b610222604051612c9b6020830182611f1e565b8181526020810191615094833951902090565b604290612cba81611f56565b9060c06040519160208301937f36f9c5aa212fa501dee5249ca04b3ea5bac2275098ca3ffa444f12306c4c64c2855260018060a01b031660408401526020810135606084015260408101356080840152606081013560a084015260808101358284015260a081013560e084015201356101008201526101008152612d4061012082611f1e565b519020612d4b614bf6565b906040519161190160f01b8352600283015260228201522090565b8115612d70570490565b634e487b7160e01b5f52601260045260245ffd5b8051821015611f7a5760209160051b010190565b5f198114611fa75760010190565b90815f52600460205260405f209164ffffffffff83541615612dc55750565b630510aa5f60e41b5f5260045260245ffd5b905460f01c60ff169060088210156116ce5781612df2575050565b6301f6ee9360e21b5f52600452611bf09150611cc5565b9060607f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a9164ffffffffff5f955460a01c168552600a602052612e8c612e5f611b1363ffffffff600160408a2001541642614058565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff6040519160018352166020820152846040820152a3565b9190805f52600c60205264ffffffffff60405f2054168061393857508235600481101561143d57612ed881611c5d565b801561390957612ee781611c5d565b6002810361379d5760ff612efd60208601611fe8565b161580159061378f575b613749575b612f1581611c5d565b604084019360ff612f2586611fe8565b1615156003831414801590613734575b6136fd57606081013594600586101561143d5785156136c657608082013591600583101561143d575f91831580156136b9575b6136815760a0820135600581101561143d5760048114613649576101e083019460048a146001600160a01b03612f9d88611f56565b161515811490811591613621575b506135e85760c084019561271061ffff612fc489611fd9565b161180156135b5575b61357b576102008501916001600160a01b03612fe884611f56565b16151580613561575b6135295760e08601976103e861ffff6130098b611fd9565b16116134f357610100870195614e2061ffff61302489611fd9565b16116134c05761ffff61303688611fd9565b161515806134ac575b6134665761014088019063ffffffff61305783611fbb565b1615801561344c575b613417576301e1338063ffffffff61307784611fbb565b161180156133f8575b80156133d9575b80156133ba575b801561339b575b613362576003549b8c60281c64ffffffffff166130b190611f8e565b64ffffffffff81169d8160281b69ffffffffff0000000000169069ffffffffff00000000001916176003559f8d5f52600a60205260405f20996130f383611c5d565b8a549261310260208e01611fe8565b60081b61ff00169461311390611fe8565b60101b62ff0000169d61143d577f99000a67e2e9f5f0c8be08d981c570cefc0263c23f6526da2bed54e863a7c3b69e61335d9e6133009c8f9961ffff60401b61317867ffff00000000000061316e65ff000000000094611fd9565b60301b1695611fd9565b60401b169561ffff60501b9061318d90611fd9565b60501b169761319f6101208d01611fcc565b151560601b9a63ffffffff60681b906131b790611fbb565b60681b169b63ffffffff60881b906131d29061016001611fbb565b60881b169c64ff0000000063ffffffff60881b199b63ffffffff60681b199a63ff00000060ff60601b199a61ffff60501b199961ffff60401b199767ffff00000000000019958a199388199260ff871992169062ffffff19161716171617169160181b1617169160201b1617169160281b1617161716171617169060ff60601b1617171784556132886132686101808701611fbb565b855463ffffffff60a81b191660a89190911b63ffffffff60a81b16178555565b6132956101a08601611fbb565b845463ffffffff60c81b191660c89190911b63ffffffff60c81b16178455600184019063ffffffff6132ca6101c08801611fbb565b835492911690640100000000600160c01b03906132e690611f56565b60201b16916001600160401b0360c01b1617179055611f56565b600282019060018060a01b03166001600160601b0360a01b8254161790556003610220830135910155835f52600b6020528460405f2055845f52600c60205260405f208464ffffffffff1982541617905560405191829182611d3c565b0390a3565b60405163f191a03160e01b815260206004820152601060248201526f74696d656f757420746f6f206c6f6e6760801b6044820152606490fd5b506301e1338063ffffffff6133b36101c08c01611fbb565b1611613095565b506301e1338063ffffffff6133d26101a08c01611fbb565b161161308e565b506301e1338063ffffffff6133f16101808c01611fbb565b1611613087565b506301e1338063ffffffff6134106101608c01611fbb565b1611613080565b60405163f191a03160e01b815260206004820152600c60248201526b1e995c9bc81d1a5b595bdd5d60a21b6044820152606490fd5b5063ffffffff61345f6101608b01611fbb565b1615613060565b60405163f191a03160e01b815260206004820152601b60248201527f636f6c6c61746572616c206e6565647320616363657074616e636500000000006044820152606490fd5b506134ba6101208901611fcc565b1561303f565b60405163f191a03160e01b815260206004820152600a60248201526918dbdb1b185d195c985b60b21b6044820152606490fd5b60405163f191a03160e01b815260206004820152600d60248201526c6576616c7561746f722066656560981b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d19481d1a5b595bdd5d608a1b6044820152606490fd5b5063ffffffff6135746101c08801611fbb565b1615612ff1565b60405163f191a03160e01b8152602060048201526011602482015270191a5cdc1d5d19481d1a1c995cda1bdb19607a1b6044820152606490fd5b5061ffff6135c288611fd9565b1615158015612fcd57506001600160a01b036135e16102008701611f56565b1615612fcd565b60405163f191a03160e01b815260206004820152601060248201526f3130b1b5bab81032bb30b63ab0ba37b960811b6044820152606490fd5b90508061362f575b5f612fab565b5063ffffffff6136426101808601611fbb565b1615613629565b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d1948191959985d5b1d608a1b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e3330b6363130b1b59030b1ba34b7b760891b6044820152606490fd5b505f925060048414612f68565b60405163f191a03160e01b815260206004820152600e60248201526d39b4b632b731b29030b1ba34b7b760911b6044820152606490fd5b60405163f191a03160e01b815260206004820152600e60248201526d726f6c6c696e672077696e646f7760901b6044820152606490fd5b50601060ff61374287611fe8565b1611612f35565b60405163f191a03160e01b815260206004820152601960248201527f636f6e74696e756f75732074616b6573206e6f207469657273000000000000006044820152606490fd5b506102208401351515612f07565b6102208401356137af60208601611fe8565b60ff811690811580156138ff575b6138cc576008821090816138ae575b50613875575f915f195b8284106137e65750505050612f0c565b6001600160fb1b0384168403611fa757818460051b1c61ffff8160101c16916127108311918215613863575b508115613858575b5061382a576001909301926137d6565b60405163f191a03160e01b8152602060048201526005602482015264746965727360d81b6044820152606490fd5b90508110155f61381a565b61271091925061ffff1611905f613812565b60405163f191a03160e01b815260206004820152601060248201526f756e757365642074696572206269747360801b6044820152606490fd5b905060ff81168203611fa757611fe0839160051b161c15155f6137cc565b60405163f191a03160e01b815260206004820152600a6024820152691d1a595c8818dbdd5b9d60b21b6044820152606490fd5b50600882116137bd565b60405163f191a03160e01b8152602060048201526006602482015265706f6c69637960d01b6044820152606490fd5b925050565b6001600160a01b0390911690811515908161396d575b5061395b5750565b631d57543d60e21b5f5260045260245ffd5b33831491508115613980575b505f613953565b6001600160a01b0316821490505f613979565b5f5160206153365f395f51905f525c6139b95760015f5160206153365f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b91908203918211611fa757565b6139e66139e0612c88565b82614005565b6040516370a0823160e01b81526001600160a01b03828116600483018190527f00000000000000000000000000000000000000000000000000000000000000009091169390929091602081602481885afa908115611432575f91613bb4575b5015613bac573b15613b7b575b506040516370a0823160e01b815230600482015290602082602481865afa918215611432575f92613b46575b5060205f9160246040518094819362b40d3160e11b83528860048401525af1801561143257613b15575b506020602492604051938480926370a0823160e01b82523060048301525afa8015611432575f90613ae1575b613ade92506139c8565b90565b506020823d602011613b0d575b81613afb60209383611f1e565b8101031261143d57613ade9151613ad4565b3d9150613aee565b6020813d602011613b3e575b81613b2e60209383611f1e565b8101031261143d57506020613aa8565b3d9150613b21565b9091506020813d602011613b73575b81613b6260209383611f1e565b8101031261143d5751906020613a7e565b3d9150613b55565b6040516102228082018281106001600160401b03821117611f0a578291615094833903905ff515611432575f613a52565b505050505f90565b90506020813d602011613bde575b81613bcf60209383611f1e565b8101031261143d57515f613a45565b3d9150613bc2565b91908115613c2e576040518281526129d6936001600160a01b038316917f80da2b855a7afd810e763338ee07bbf6b88883805c91bf3d098618fd46202ca590602090a3614965565b505050565b81546001600160f81b03811660f891821c60041790911b6001600160f81b0319161782556129d69492939192917f2ad756d0770df457a09aecefbc33f1a8255b9ce3bd77f66b1dfa3d2d322517b69060409060018060a01b036001880154169482519182526020820152a3614af6565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa928315611432575f93613dfd575b506040516323b872dd60e01b5f9081526001600160a01b039095166004523060245260448690529360209060648180855af19060015f5114821615613dde575b50836040525f60605215613dcc57826024816020936370a0823160e01b82523060048301525afa8015611432575f90613d98575b613d7792506139c8565b90808203613d83575050565b63049c0a1d60e11b5f5260045260245260445ffd5b506020823d602011613dc4575b81613db260209383611f1e565b8101031261143d57613d779151613d6d565b3d9150613da5565b635274afe760e01b5f5260045260245ffd5b6001821516613df4573b15153d1516165f613d39565b843d5f823e3d90fd5b9092506020813d602011613e29575b81613e1960209383611f1e565b8101031261143d5751915f613cf9565b3d9150613e0c565b9190613e3f909493946139d5565b93808510613e5b57613e55906129d694956139c8565b91613be6565b849063049c0a1d60e11b5f5260045260245260445ffd5b949293613e7f8287612dd7565b81548060f81c9160028316613ff257845460a01c64ffffffffff16801591908280613fdd575b613fca576001600160581b038460281c16988915613fb757808a03613fa057508215613f8e57505f905b808203613f795750501580613f66575b613f46575081546001600160f81b0316600290911760f81b6001600160f81b031916178155929391926129d69260018060a01b03835416907fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b36020604051898152a3614af6565b63ffffffff908763041f95d160e51b5f5260045260a01c1660245260445ffd5b5063ffffffff8160a01c16421015613edf565b635b81897960e01b5f5260045260245260445ffd5b5f52600b60205260405f205490613ecf565b899063733580bd60e01b5f5260045260245260445ffd5b63e1e293c360e01b5f525f60045260245ffd5b8963e9dab5e960e01b5f5260045260245ffd5b5060018701546001600160a01b031615613ea5565b8763abbc9c0160e01b5f5260045260245ffd5b90600b9160405191604083015260208201523081520160ff8153605590206001600160a01b031690565b60058110156116ce57600181146140515760031461404b575f90565b61271090565b5061138890565b91908201809211611fa757565b81549293909290919060281c6001600160581b03166129d69461416e61ffff610c3c951693610c3c6140a561271061409d8888611ff6565b0480966139c8565b946140b08584614d0c565b90895f5160206153565f395f51905f5260806140cc85806139c8565b875463ffffffff60a01b191688559a8415801598906141f957805460ff60f01b1916600360f01b17905560028a01546040518281526001600160a01b03919091169085907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b6040519081528460208201528a60408201525f6060820152a260018601546001600160a01b031693826141d6575b6141a557614058565b546001600160a01b031693849082614187575050614058565b5f5160206152d65f395f51905f526020604051858152a3835f610c35565b838a7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a3614058565b848b5f5160206152f65f395f51905f52604080518781528d6020820152a3614165565b805460ff60f01b1916600160f21b179055604051818152339085907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a3614137565b92906143906080610c3c8561437a88610c3c61428b99986001600160581b03895460281c169089600187019261ffff61271061428182875460c01c1684611ff6565b049e8f80936139c8565b931693865f5160206153565f395f51905f526142b56127106142ad8989611ff6565b0480976139c8565b9c8d976142c28d88614d0c565b956127106142d08389611ff6565b04996142dc8b896139c8565b895463ffffffff60a01b19168a559e8a1580159a9061442057805460ff60f01b1916600360f01b179055600201546040518481526001600160a01b03919091169087907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b60405192835289602084015260408301526060820152a2546001600160a01b03169586916143fd575b50506143cc57614058565b85546001600160a01b031692806143ae57614058565b8261439c575b50505050565b6143a593614d49565b5f808080614396565b83895f5160206152d65f395f51905f526020604051858152a3614058565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a3614058565b5f5160206152f65f395f51905f52604080518781528b6020820152a3848e61436f565b805460ff60f01b1916600160f21b17905550604051838152339087907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a3614346565b61ffff905460e01c16600260ff8184015460c81c1661448581611c5d565b146144fc5764ffffffffff825460a01c165f52600a60205260ff6001600360405f20015493015460e01c16915f5b8381106144c257505050505f90565b6001600160fb1b0381168103611fa757818160051b1c61ffff8160101c168410156144f057506001016144b3565b61ffff16949350505050565b905090565b90916001835460f81c16156002820180549060ff8260a01c169083806148c5575b614672575b50505064ffffffffff825460a01c165f52600a60205260405f20908080614658575b6145995760ff6129d69592610e9392155f1461458f575460201c165b845f5160206152b65f395f51905f5260408051600281526145896020820186611c67565ba261402f565b5460181c16614565565b507f643bcb0e3b9e600267697c7939397f077c728ccaa7bc95b6f82127ff5f97a33091508061461a6145da611b1363ffffffff6020955460a81c1642614058565b865460f881811c600117901b6001600160f81b03191660016affffffffffffff0000000160a01b039091161760a082901b63ffffffff60a01b1617909655565b835f5160206152b65f395f51905f526040805160028152600486820152a26001015460405163ffffffff9095168552811c6001600160a01b031693a3565b5060ff825460181c1660058110156116ce57600414614549565b855f52600660205260405f20549160ff8360081c169086549360ff8560c81c168310156146a157505050614527565b88979894959650906146b39291614e45565b928394600360ff8260c81c166146c881611c5d565b146147ce575b50505463ffffffff8160a81c16926146e9611b138542614058565b908861ffff80825460f81c98169460d81c1684106147c3575b8054600360f11b63ffffffff60a01b60a086901b16600167ffffffff0000000160a01b039092166001600160f81b031960f88b901b161760e085901b61ffff60e01b1617919091171790557f2eae14a3f2f71cf830006c973bab928636e4470439b32581457e9011233527bf92606092909163ffffffff919061ffff90604051948552166020840152166040820152a21561479d5750505050565b600816156147af57916143a592612e09565b9082610e81826147be95614467565b6143a5565b600890961795614702565b6001880154929460d09190911c60ff169350916147f7916001600160a01b0391821691166148cf565b91825f52600d60205260405f2054918260e01c92601084106148b0575b61ffff9060018060e01b0390614000600160ee1b0390600e1b1616911617925f52600d6020528160e01b831760405f20558082105f146148a7575084915b5f905f905b83821061487657505061ffff9161486d91612d66565b16915f806146ce565b919080939450600e02600e81048403611fa757600191613fff8461489c931c1690614058565b920186939291614857565b90508491614852565b926148bd61ffff91612d98565b939050614814565b5060018211614522565b906040519060208201926001600160601b03199060601b1683526001600160601b03199060601b1660348201526028815261490b604882611f1e565b51902090565b9091908161492b575050600201546001600160a01b031690565b9091505f52600860205260405f205f198201828111611fa75781541115611f7a575f90815260209020015f1901546001600160a01b031690565b908015614a5a575f5160206153165f395f51905f525c80156149d657825f525f5160206153165f395f51905f5260205260405f2092835c9182156149ab575b505001905d565b600191815f5160206153165f395f51905f52015d015f5160206153165f395f51905f525d5f806149a4565b5090614a0382827f0000000000000000000000000000000000000000000000000000000000000000614b6b565b15614a0c575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f39160018060a01b031692835f52600e825260405f20614a4f828254614058565b9055604051908152a2565b5050565b90929192614a6d838583614fdd565b50614a7781611c5d565b159081614ae0575b50614ad7576064835f9460209660405194630b135d3f60e11b8652600486015260406024860152816044860152838501378281018201859052601f01601f191601915afa630b135d3f60e11b5f5114601f3d11161690565b50505050600190565b6001600160a01b0384811691161490505f614a7f565b90815460f81c6002811615613c2e576001825460f01c1615159081614b5f575b50614a5a57815460ff60f01b1916600160f01b1782555460a01c64ffffffffff16614b3e5750565b805463ffffffff60a01b19811660209190911b63ffffffff60a01b16179055565b6004915016155f614b16565b92916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180875af19260015f5114841615614ba7575b50604052565b3d15903b151516909216915f614ba1565b60ff811690601f8211614be75760405191614bd4604084611f1e565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480614ce3575b15614c51577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a0815261490b60c082611f1e565b507f00000000000000000000000000000000000000000000000000000000000000004614614c28565b549060048260f81c1615614d4357612710916001600160581b0361ffff6001614d3f94015460d01c169160281c16611ff6565b0490565b50505f90565b939290916001835460f81c16614e125760028101549260ff8460a01c169360018514614dfa575064ffffffffff905416945f52600660205260405f205494614dac60ff8760081c1693614da6614d9f8683612d66565b9586611ff6565b906139c8565b905f915b858310614dc1575050505050509050565b6001831b881615614df157614de590610c3c614dde858786614911565b9187614058565b60015f925b0191614db0565b91600190614dea565b92935050506129d692935060018060a01b0316614965565b6129d693945064ffffffffff9192505460a01c165f52600a60205260018060a01b03600160405f20015460201c16614965565b919091614e5182611f3f565b92614e5f6040519485611f1e565b828452601f19614e6e84611f3f565b013660208601375f5f925b828410614ed8575050505060018082811c921614614ec6575f19810191818311611fa757614eb8614ebf92614eb161ffff9584612d84565b5192612d84565b5190614058565b60011c1690565b614ed39061ffff92612d84565b511690565b9194936001849792941b831615614fa4576001600160fc1b0387168703611fa7578660041b60100180601011611fa7578361ffff911c1695614f1985612d98565b945b8015801580614f86575b15614f65575f19820191808311611fa757614f4b614f43848b612d84565b51918a612d84565b5215614f1b57634e487b7160e01b5f52601160045260245ffd5b5096614f7b600193979899929695949989612d84565b525b01929190614e79565b505f198201828111611fa757614f9d8a918a612d84565b5111614f25565b939492919095600190614f7d565b63ffffffff8111614fc65763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b9060418303615007576150009250602081013591604082359201355f1a90615011565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411615088579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15611432575f516001600160a01b0381161561507e57905f905f90565b505f906001905f90565b5050505f916003919056fe60a08060405234602757336080526101f6908161002c82396080518181816047015260a30152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816301681a621461007a575063e2fdcc1714610032575f80fd5b34610076575f366003190112610076576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610076576020366003190112610076576004356001600160a01b0381169190828103610076577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101e3576370a0823160e01b8252306004830152602082602481865afa9182156101d8575f9261017a575b508161010a575b602082604051908152f35b6040519063a9059cbb60e01b5f52336004528260245260205f60448180855af19060015f511482161561015b575b50906040521561014857816100ff565b50635274afe760e01b5f5260045260245ffd5b6001821516610171573b15153d15161684610138565b823d5f823e3d90fd5b90915060203d6020116101d1575b601f8101601f1916820167ffffffffffffffff8111838210176101bd57602091839160405281010312610076575190836100f8565b634e487b7160e01b5f52604160045260245ffd5b503d610188565b6040513d5f823e3d90fd5b63bc552e7760e01b5f523360045260245ffd7573d4a686001c95795382e83e1e87e7b69cd50abd2762d5e160ba246c8ebd077ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4a044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424d981dce384f5f58077bbc724b32856578a512bfa844e6d897d7428c91078dc639b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0064bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d3",
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
// the contract method with ID 0x37c3698a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptJob(uint256 jobId, (address,uint256,bytes32,bytes32,uint256,uint256,uint256) acceptance, bytes signature, (uint256,uint256,bytes32,bytes) collateralAuth) returns()
func (asaEscrow *AsaEscrow) PackAcceptJob(jobId *big.Int, acceptance IAsaEscrowTypesAcceptance, signature []byte, collateralAuth IAsaEscrowTypesAuthorization) []byte {
	enc, err := asaEscrow.abi.Pack("acceptJob", jobId, acceptance, signature, collateralAuth)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37c3698a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptJob(uint256 jobId, (address,uint256,bytes32,bytes32,uint256,uint256,uint256) acceptance, bytes signature, (uint256,uint256,bytes32,bytes) collateralAuth) returns()
func (asaEscrow *AsaEscrow) TryPackAcceptJob(jobId *big.Int, acceptance IAsaEscrowTypesAcceptance, signature []byte, collateralAuth IAsaEscrowTypesAuthorization) ([]byte, error) {
	return asaEscrow.abi.Pack("acceptJob", jobId, acceptance, signature, collateralAuth)
}

// PackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3be50f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptanceDigest((address,uint256,bytes32,bytes32,uint256,uint256,uint256) acceptance) view returns(bytes32)
func (asaEscrow *AsaEscrow) PackAcceptanceDigest(acceptance IAsaEscrowTypesAcceptance) []byte {
	enc, err := asaEscrow.abi.Pack("acceptanceDigest", acceptance)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3be50f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptanceDigest((address,uint256,bytes32,bytes32,uint256,uint256,uint256) acceptance) view returns(bytes32)
func (asaEscrow *AsaEscrow) TryPackAcceptanceDigest(acceptance IAsaEscrowTypesAcceptance) ([]byte, error) {
	return asaEscrow.abi.Pack("acceptanceDigest", acceptance)
}

// UnpackAcceptanceDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xad3be50f.
//
// Solidity: function acceptanceDigest((address,uint256,bytes32,bytes32,uint256,uint256,uint256) acceptance) view returns(bytes32)
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
// Solidity: function claimRefund(uint256 jobId) returns()
func (asaEscrow *AsaEscrow) PackClaimRefund(jobId *big.Int) []byte {
	enc, err := asaEscrow.abi.Pack("claimRefund", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b7baf64.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimRefund(uint256 jobId) returns()
func (asaEscrow *AsaEscrow) TryPackClaimRefund(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("claimRefund", jobId)
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
// the contract method with ID 0x6819c22f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createAndFundAcceptedAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, uint256 acceptanceDeadline, bytes providerSignature) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) PackCreateAndFundAcceptedAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms, acceptanceDeadline *big.Int, providerSignature []byte) []byte {
	enc, err := asaEscrow.abi.Pack("createAndFundAcceptedAsaJob", job, terms, acceptanceDeadline, providerSignature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateAndFundAcceptedAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6819c22f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createAndFundAcceptedAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, uint256 acceptanceDeadline, bytes providerSignature) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) TryPackCreateAndFundAcceptedAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms, acceptanceDeadline *big.Int, providerSignature []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("createAndFundAcceptedAsaJob", job, terms, acceptanceDeadline, providerSignature)
}

// UnpackCreateAndFundAcceptedAsaJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6819c22f.
//
// Solidity: function createAndFundAcceptedAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, uint256 acceptanceDeadline, bytes providerSignature) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackCreateAndFundAcceptedAsaJob(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("createAndFundAcceptedAsaJob", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreateAndFundAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ad5fd53.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createAndFundAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) PackCreateAndFundAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) []byte {
	enc, err := asaEscrow.abi.Pack("createAndFundAsaJob", job, terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateAndFundAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ad5fd53.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createAndFundAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) TryPackCreateAndFundAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) ([]byte, error) {
	return asaEscrow.abi.Pack("createAndFundAsaJob", job, terms)
}

// UnpackCreateAndFundAsaJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8ad5fd53.
//
// Solidity: function createAndFundAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackCreateAndFundAsaJob(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("createAndFundAsaJob", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreateAndFundAsaJobs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fea9015.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createAndFundAsaJobs((address,address[],uint8,uint256,uint256,bytes32,string)[] jobs, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 firstJobId)
func (asaEscrow *AsaEscrow) PackCreateAndFundAsaJobs(jobs []IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) []byte {
	enc, err := asaEscrow.abi.Pack("createAndFundAsaJobs", jobs, terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateAndFundAsaJobs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fea9015.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createAndFundAsaJobs((address,address[],uint8,uint256,uint256,bytes32,string)[] jobs, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 firstJobId)
func (asaEscrow *AsaEscrow) TryPackCreateAndFundAsaJobs(jobs []IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) ([]byte, error) {
	return asaEscrow.abi.Pack("createAndFundAsaJobs", jobs, terms)
}

// UnpackCreateAndFundAsaJobs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4fea9015.
//
// Solidity: function createAndFundAsaJobs((address,address[],uint8,uint256,uint256,bytes32,string)[] jobs, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 firstJobId)
func (asaEscrow *AsaEscrow) UnpackCreateAndFundAsaJobs(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("createAndFundAsaJobs", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreateAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbdcc7d95.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) PackCreateAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) []byte {
	enc, err := asaEscrow.abi.Pack("createAsaJob", job, terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbdcc7d95.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) TryPackCreateAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms) ([]byte, error) {
	return asaEscrow.abi.Pack("createAsaJob", job, terms)
}

// UnpackCreateAsaJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbdcc7d95.
//
// Solidity: function createAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns(uint256 jobId)
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
// Solidity: function reject(uint256 jobId, bytes32 reason, bytes ) returns()
func (asaEscrow *AsaEscrow) PackReject(jobId *big.Int, reason [32]byte, arg2 []byte) []byte {
	enc, err := asaEscrow.abi.Pack("reject", jobId, reason, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41dd26f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reject(uint256 jobId, bytes32 reason, bytes ) returns()
func (asaEscrow *AsaEscrow) TryPackReject(jobId *big.Int, reason [32]byte, arg2 []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("reject", jobId, reason, arg2)
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
// the contract method with ID 0x4909da59.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resultDigest((uint256,bytes32,uint64,uint16,bytes32,uint256,uint64) result) view returns(bytes32)
func (asaEscrow *AsaEscrow) PackResultDigest(result IAsaEscrowTypesResult) []byte {
	enc, err := asaEscrow.abi.Pack("resultDigest", result)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResultDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4909da59.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resultDigest((uint256,bytes32,uint64,uint16,bytes32,uint256,uint64) result) view returns(bytes32)
func (asaEscrow *AsaEscrow) TryPackResultDigest(result IAsaEscrowTypesResult) ([]byte, error) {
	return asaEscrow.abi.Pack("resultDigest", result)
}

// UnpackResultDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4909da59.
//
// Solidity: function resultDigest((uint256,bytes32,uint64,uint16,bytes32,uint256,uint64) result) view returns(bytes32)
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
// Solidity: function setProvider(uint256 jobId, address provider, bytes ) returns()
func (asaEscrow *AsaEscrow) PackSetProvider(jobId *big.Int, provider common.Address, arg2 []byte) []byte {
	enc, err := asaEscrow.abi.Pack("setProvider", jobId, provider, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetProvider is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9a84bb9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setProvider(uint256 jobId, address provider, bytes ) returns()
func (asaEscrow *AsaEscrow) TryPackSetProvider(jobId *big.Int, provider common.Address, arg2 []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("setProvider", jobId, provider, arg2)
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
// the contract method with ID 0x034b9d01.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitResult((uint256,bytes32,uint64,uint16,bytes32,uint256,uint64) result, address evaluator, bytes signature) returns()
func (asaEscrow *AsaEscrow) PackSubmitResult(result IAsaEscrowTypesResult, evaluator common.Address, signature []byte) []byte {
	enc, err := asaEscrow.abi.Pack("submitResult", result, evaluator, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x034b9d01.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitResult((uint256,bytes32,uint64,uint16,bytes32,uint256,uint64) result, address evaluator, bytes signature) returns()
func (asaEscrow *AsaEscrow) TryPackSubmitResult(result IAsaEscrowTypesResult, evaluator common.Address, signature []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("submitResult", result, evaluator, signature)
}

// PackSubmitResults is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x827f979c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitResults((uint256,bytes32,uint64,uint16,bytes32,uint256,uint64)[] results, address[] evaluators, bytes[] signatures) returns(uint256 counted)
func (asaEscrow *AsaEscrow) PackSubmitResults(results []IAsaEscrowTypesResult, evaluators []common.Address, signatures [][]byte) []byte {
	enc, err := asaEscrow.abi.Pack("submitResults", results, evaluators, signatures)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitResults is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x827f979c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitResults((uint256,bytes32,uint64,uint16,bytes32,uint256,uint64)[] results, address[] evaluators, bytes[] signatures) returns(uint256 counted)
func (asaEscrow *AsaEscrow) TryPackSubmitResults(results []IAsaEscrowTypesResult, evaluators []common.Address, signatures [][]byte) ([]byte, error) {
	return asaEscrow.abi.Pack("submitResults", results, evaluators, signatures)
}

// UnpackSubmitResults is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x827f979c.
//
// Solidity: function submitResults((uint256,bytes32,uint64,uint16,bytes32,uint256,uint64)[] results, address[] evaluators, bytes[] signatures) returns(uint256 counted)
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
// Solidity: function termsById(uint64 termsId) view returns((uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, bytes32 termsHash)
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
// Solidity: function termsById(uint64 termsId) view returns((uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, bytes32 termsHash)
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
// Solidity: function termsById(uint64 termsId) view returns((uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, bytes32 termsHash)
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

// AsaEscrowAcceptanceRequired represents a AcceptanceRequired event raised by the AsaEscrow contract.
type AsaEscrowAcceptanceRequired struct {
	JobId         *big.Int
	Provider      common.Address
	Nonce         *big.Int
	AgreementHash [32]byte
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
// Solidity: event AcceptanceRequired(uint256 indexed jobId, address indexed provider, uint256 nonce, bytes32 agreementHash)
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
	JobId         *big.Int
	Provider      common.Address
	AgreementHash [32]byte
	Collateral    *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobAcceptedEventName = "JobAccepted"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobAccepted) ContractEventName() string {
	return AsaEscrowJobAcceptedEventName
}

// UnpackJobAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobAccepted(uint256 indexed jobId, address indexed provider, bytes32 agreementHash, uint256 collateral)
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
// Solidity: event JobVerified(uint256 indexed jobId, uint16 score, uint16 policyScore, uint256 challengeDeadline)
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
// Solidity: event ResultAccepted(uint256 indexed jobId, address indexed evaluator, uint16 score, bytes32 evidenceHash, bytes32 digest)
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
// Solidity: event TermsRegistered(uint64 indexed termsId, bytes32 indexed termsHash, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms)
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
