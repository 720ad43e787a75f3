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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceNotRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AgreementHashRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyAccepted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"AlreadyCounted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyFunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AsaJobUsesSignedResults\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"bps\",\"type\":\"uint16\"}],\"name\":\"BpsOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"BudgetFixed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"actual\",\"type\":\"uint256\"}],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"EvaluatorNotIndependent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"ExpiryOutOfRange\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"HooksNotSupported\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidEvaluators\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"InvalidStatus\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidTerms\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NoDisputeResolver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"NotAnEvaluator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingToReturn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderAlreadySet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"ResultExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ResultMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"}],\"name\":\"ScoreOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"expected\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"actual\",\"type\":\"bytes32\"}],\"name\":\"TermsHashMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"}],\"name\":\"AcceptanceRequired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"AgreementRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fundDeadline\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"AsaJobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"BackupEvaluatorActivated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"CollateralSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"CreditPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Credited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"fromStatus\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"action\",\"type\":\"uint8\"}],\"name\":\"DeadManTriggered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DepositReturned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"automatic\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeFiled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"preExecuted\",\"type\":\"bool\"}],\"name\":\"FundedWithAuthorization\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"name\":\"JobAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"JobDescription\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"releaseBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"providerAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"clientAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"JobSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"policyScore\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"challengeDeadline\",\"type\":\"uint256\"}],\"name\":\"JobVerified\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"ProviderSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"}],\"name\":\"ResultAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"TermsRegistered\",\"type\":\"event\"},{\"stateMutability\":\"nonpayable\",\"type\":\"fallback\"},{\"inputs\":[],\"name\":\"ACCEPTANCE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_COLLATERAL_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_EVALUATORS\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_EVALUATOR_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_EXPIRY_HORIZON\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_ROLLING_WINDOW\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_TIERS\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_TIMEOUT\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RESULT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"}],\"name\":\"acceptanceNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"claimRefund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"acceptanceDeadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"providerSignature\",\"type\":\"bytes\"}],\"name\":\"createAndFundAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"credits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"evaluatorsOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"extension\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"finalize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"jobIds\",\"type\":\"uint256[]\"}],\"name\":\"finalizeBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"advanced\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"submittedAt\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"resultCount\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"backupActive\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"budgetFunded\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"accepted\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.JobView\",\"name\":\"v\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isDue\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"pairHistory\",\"outputs\":[{\"internalType\":\"uint16[]\",\"name\":\"scores\",\"type\":\"uint16[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"}],\"name\":\"resultDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setProvider\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structIAsaEscrowTypes.Authorization\",\"name\":\"collateralAuth\",\"type\":\"tuple\"}],\"name\":\"acceptJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"challenge\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"collateralAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"}],\"name\":\"fundFromDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"fundWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"pushCredit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"accounts\",\"type\":\"address[]\"}],\"name\":\"pushCredits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"returnDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"toClient\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toProvider\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"}],\"name\":\"termsById\",\"outputs\":[{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "AsaEscrow",
	Bin: "0x6101a0806040523461020457602081619bc680380380916100208285610208565b83398101031261020457516001600160a01b038116908181036102045760405161004b604082610208565b600a815260208101906941534120457363726f7760b01b825260405191610073604084610208565b600183526020830191603160f81b835261008c8161022b565b610120526100998461022b565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010260c082610208565b5190206080523060c05281156101f55761016052604051906152828083016001600160401b038111848210176101e1576020928492614944843981520301905ff080156101d6576001600160a01b0316610180526040516146ad90816102978239608051816143d1015260a05181614488015260c0518161439b015260e051816144200152610100518161444601526101205181611cc601526101405181611cef01526101605181818161028701528181613bbc0152614111015261018051818181604a0152818161130601526123ca0152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101e157604052565b601f815111610256576020815191015160208210610247571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe608060405260043610156100b5575b346100b1576001600160e01b03195f35166313f7cf0160e01b81149081156100a0575b811561008f575b5061007c57604051365f82375f8036837f00000000000000000000000000000000000000000000000000000000000000005af43d5f833e15610078573d90f35b3d90fd5b63472511eb60e11b5f523360045260245ffd5b6375354bd360e11b1490505f610038565b6359caab9560e11b81149150610031565b5f80fd5b5f5f3560e01c8063034b9d011461260757806305261aea146125b957806307c3d4af14611da6578063123f8e9f1461257f5780631bbd72291461244f578063249d39e91461243357806325e546e9146123f95780632d5537b0146123b5578063415288121461212d57806341dd26f51461210c5780634382e016146120ee57806343d5b896146120b65780634909da5914611fc95780634c5d8a0f14611fac578063547dcdce14611f915780635583a93014611f695780635b7baf6414611dab5780635e621e9a14611da657806384b0196e14611cae5780639e63798d14611b30578063b7d6e86714611b14578063b9385dc21461138d578063bdcc7d9514610db8578063bf22c45714610a8d578063c9a84bb914610947578063d2e13f50146106df578063d75bbdf314610582578063dd4ae9d41461047e578063de38eb3a1461045f578063e9adcba914610364578063eb0c7352146102d3578063f5261b70146102b6578063fc0c546a146102715763fe5ff46814610236575061000e565b3461026e57602036600319011261026e576020906040906001600160a01b0361025d612666565b168152600e83522054604051908152f35b80fd5b503461026e578060031936011261026e576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b503461026e578060031936011261026e5760206040516103e88152f35b503461026e57602036600319011261026e5764ffffffffff6102f660043561333b565b541680825260076020526040822060ff600282015460a01c1691610319836132a2565b935b83811061033c576040516020808252819061033890820188612756565b0390f35b8061034a6001928585613d8c565b61035482886132f2565b90838060a01b031690520161031b565b503461026e57604036600319011261026e5761038f610381612666565b61038961267c565b90613d40565b8152600d60205260408120548060e01c906103a98261328b565b906103b76040519283612e40565b8282526103c38361328b565b602083019390601f1901368537845b8181106104225750505090604051928392602084019060208552518091526040840192915b818110610405575050500390f35b825161ffff168452859450602093840193909201916001016103f7565b80600e02600e8104820361044b5790613fff846001931c1661044482876132f2565b52016103d2565b634e487b7160e01b87526011600452602487fd5b503461026e578060031936011261026e5760206040516301e133808152f35b503461026e5761048d366126ee565b50506104988261333b565b64ffffffffff8154168452600760205260408420805464ffffffffff8160a01c1661056e576104c7838661336c565b6001600160a01b03163314159081610556575b50610543576001600160581b03821161052f57816105256020926001600160581b037f869e2577b006bf47ee981cf6fec2e25583548081c14b98deab587f77b5068038951690612e6d565b604051908152a280f35b63e1e293c360e01b84526004829052602484fd5b63472511eb60e11b845233600452602484fd5b600101546001600160a01b031633141590505f6104da565b637c74270d60e11b86526004859052602486fd5b503461026e57610591366126ee565b50509061059c613306565b6105a58161333b565b9182549064ffffffffff821685526007602052604085209164ffffffffff835460a01c166106cb576105d7858561339e565b60028301546001600160a01b031633036106b857916020916001600160581b037f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b09460281c1695600360f01b60ff60f01b19825416179055604051908152847f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444843393a3835f51602061468d5f395f51905f52608060405161271081528886820152896040820152896060820152a2600101546001600160a01b03169361069e81866138ac565b604051908152a3805f51602061466d5f395f51905f525d80f35b63472511eb60e11b865233600452602486fd5b63b5eb26e160e01b86526004849052602486fd5b503461026e576106ee366126ee565b9093926106f9613306565b6107028161333b565b91825464ffffffffff8116865260076020526040862096875460018060a01b03811633036109345764ffffffffff889160a01c16801594851593846108df575b505061074e878761336c565b8360f81c94600286166108cb5780806108b6575b6108a2576001600160581b038560281c1698891561088e57808a03610877575015610865575087905b8082036108505750508061083d575b61081d575082546001600160f81b0316600290911760f81b6001600160f81b031916178255929361080a93610804929060018060a01b03835416907fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b36020604051888152a361431e565b33613ba7565b805f51602061466d5f395f51905f525d80f35b63041f95d160e51b8652600483905260a01c63ffffffff16602452604485fd5b5063ffffffff8160a01c1642101561079a565b635b81897960e01b8952600452602452604487fd5b8852600b60205260408820549061078b565b63733580bd60e01b8b52600452602489905260448afd5b63e1e293c360e01b8b5260048b905260248bfd5b63e9dab5e960e01b8a52600487905260248afd5b5060018b01546001600160a01b031615610762565b63abbc9c0160e01b8a52600487905260248afd5b9091925060208203610910573590602081106108ff575b50905f80610742565b5f199060200360031b1b165f6108f6565b828a52600b60205260408a2054635b81897960e01b8b5260045260248a905260448afd5b63472511eb60e11b885233600452602488fd5b503461026e57606036600319011261026e5760043561096461267c565b906044356001600160401b038111610a89576109849036906004016126a6565b505061098f8161333b565b610999818361336c565b805464ffffffffff16845260076020526040842080549093906001600160a01b03163303610a765760018401546001600160a01b0316610a62576001600160a01b038116938415610a5357600201546001600160a01b031690848214610a3f5764ffffffffff91610a0a9133613760565b1664ffffffffff198254161790557f9a87df076ea1725aba8ba29d32517ce37c9597d88cbf16ec6707892cc330ab698380a380f35b631d57543d60e21b86526004859052602486fd5b63d92e233d60e01b8652600486fd5b638996fa2f60e01b85526004839052602485fd5b63472511eb60e11b855233600452602485fd5b8380fd5b503461026e57602036600319011261026e576040519061024082018281106001600160401b03821117610da4576040528082528060208301528060408301528060608301528060808301528060a08301528060c08301528060e08301528061010083015280610120830152806101408301528061016083015280610180830152806101a0830152806101c0830152806101e08301528061020083015280610220830152612710610c6d610b4160043561333b565b5464ffffffffff8116845260076020526001600160581b0361ffff6040862060018154818060a01b0381168a528183015492828060a01b03841660208c01526002838060a01b039101541660408b0152610ba460ff8760f01c1660608c01612e61565b848660281c1660808b015263ffffffff8660801c1660a08b015263ffffffff8660a01c1660c08b015263ffffffff8660c01c168060e08c0152610d8a575b838660e01c166101208b015260ff8160c81c166101408b01526004358952600660205260ff60408a205460081c166101608b0152818660f81c1615156101808b015264ffffffffff8160a01c166101a08b015260028660f81c1615156101c08b015260f01c1615156101e089015260048460f81c16151561020089015260d01c169160281c166127a9565b046102208301526040805183516001600160a01b039081168252602080860151821690830152828501511691810191909152606083015190916008821015610d765750610240926102209160608401526080810151608084015260a081015160a084015260c081015160c084015260e081015160e084015261010081015161010084015261ffff6101208201511661012084015260ff6101408201511661014084015260ff6101608201511661016084015261018081015115156101808401526001600160401b036101a0820151166101a08401526101c081015115156101c08401526101e081015115156101e084015261020081015115156102008401520151610220820152f35b634e487b7160e01b81526021600452602490fd5b6004358952600560205260408920546101008b0152610be2565b634e487b7160e01b82526041600452602482fd5b346100b1576102603660031901126100b1576004356001600160401b0381116100b157368190036004820160e06003198301126100b1576102403660231901126100b157606483013592610e0b84613712565b6084810135928315801561137d575b61136a576040516020810190610e31826024613966565b6102408152610e4261026082612e40565b51902091610e4f84613b11565b916044820191610e5e83613b25565b936024820194610e6e8689613b33565b9290610e798461328b565b93610e876040519586612e40565b808552602085019060051b8201913683116100b157908a9295949391905b868210611345575050610eb99450336141a9565b5f52600960205260405f205490811561127d575b64ffffffffff821694610ee1600254612e16565b998a6002556101443580151581036100b1576111d6575b6101643563ffffffff81168091036100b157610f17610f1c914261279c565b614267565b918b604051610f2a81612e24565b8981526001600160581b038d166020820190815263ffffffff858116604084019081529616606083018181525f6080850181815260a08601918252929860c0860194919392915f865260e08701975f89525f52600460205260405f20965164ffffffffff1664ffffffffff1664ffffffffff19885416178755516001600160581b0316610fb79087612e6d565b518554915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617845551835463ffffffff60c01b191660c09190911b63ffffffff60c01b1617835551825461ffff60e01b191660e09190911b61ffff60e01b161782555160088110156111c2576110629261104260ff9284612e9f565b5182546001600160f81b0316911660f81b6001600160f81b031916179055565b61106b8a613b11565b996110768282613b33565b939093156111ae576110ea9b8e7fef137df1d007645178f3f70e5c306d8d0b84bb5c70cabda9bb0f8f3c71932a0f6110da6110b36110e298613b11565b604080516001600160a01b0392831681526020810197909752941694339490918291820190565b0390a4613b33565b989095613b25565b9360c483013590602219018112156100b1578201600401803599906001600160401b038b116100b157602001958a360387136100b1578b99604051998a998a5260208a015260408901610100905261010089019061114792613b68565b9460ff166060880152608087015260a086015260a4013560c085015283820360e085015260281c64ffffffffff169561117f92612ec3565b037f1b5018408fe5ec256e772dec4dd28ecb85aac57ab585682b967e77fb2706869491a3604051908152602090f35b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b60a4830135801561126e57335f52600f6020528b7fdf3ff087aa01fad1891d2086ced43323316fb2ad394b5e125350463a3bec59596040805f2080549061121c82612e16565b905581516020810190868252828482015283815261123b606082612e40565b5190205f8581526005602052839020556001600160a01b0361125c8f613b11565b169482519182526020820152a3610ef8565b632ace864b60e21b5f5260045ffd5b905061132a61128b87613b11565b611304611298878a613b33565b929060ff6112e16112a88a613b25565b6040516313f7cf0160e01b60208201526001600160a01b0390951660248601526102a0604486015293958694936102c486019190613b68565b911660648301526112f6608483016024613966565b03601f198101835282612e40565b7f0000000000000000000000000000000000000000000000000000000000000000614292565b602081519181808201938492010103126100b1575190610ecd565b819294959693506020919061135a8392612692565b81520191018a9295949391610ea5565b8363e1e293c360e01b5f5260045260245ffd5b506001600160581b038411610e1a565b346100b1576102a03660031901126100b1576001600160401b03600435116100b15760e0600435360360031901126100b1576102403660231901126100b157610284356001600160401b0381116100b1576113ec9036906004016126a6565b6113f4613306565b801515908180611afe575b611aca575f61141360646004350135613712565b60846004350135158015611ab4575b611a9b576040516020810190611439826024613966565b610240815261144a61026082612e40565b5190209061145c600435600401613b11565b61146a604460043501613b25565b61147e602460043501600435600401613b33565b61148a8194929461328b565b936114986040519586612e40565b8185526020850190368360051b8201116100b1579094939287929091805b8260051b81018210611a75575050506114d09450336141a9565b5f52600960205260405f2054938415611a1b575b6114ef600254612e16565b94856002556101443580151581036100b1578061195d575b8061193257865f915b6004356064013563ffffffff16908061192b5781905b611924576001905b6040519261153b84612e24565b64ffffffffff871684526020840191600435608401356001600160581b0316835260408501918252606085019063ffffffff16815260808501915f835260a08601935f855260c087019561158f9087612e61565b60e0870197600289525f52600460205260405f20965164ffffffffff1664ffffffffff1664ffffffffff19885416178755516001600160581b03166115d49087612e6d565b518554915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617845551835463ffffffff60c01b191660c09190911b63ffffffff60c01b1617835551825461ffff60e01b191660e09190911b61ffff60e01b161782555160088110156111c25761165f9261104260ff9284612e9f565b61166d600435600401613b11565b611681602460043501600435600401613b33565b156111ae5761168f90613b11565b604080516001600160a01b039283168152600435606401356020820152929091169133918a917fef137df1d007645178f3f70e5c306d8d0b84bb5c70cabda9bb0f8f3c71932a0f9190a46116ed602460043501600435600401613b33565b6116fe604460049493943501613b25565b9360043560c4810135903603602219018112156100b15760049081350101938435946001600160401b0386116100b1576020019585360387136100b1578b9564ffffffffff8b9463ffffffff7f1b5018408fe5ec256e772dec4dd28ecb85aac57ab585682b967e77fb270686949860ff6117986117cf986040519b8c9b8888168d5260208d015261010060408d01526101008c0191613b68565b961660608901526084600435013560808901521660a087015260a4600435013560c087015285840360e087015260281c1697612ec3565b0390a3604051608460043501358152857fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360203393a36118156084600435013533613ba7565b611835575b6020845f5f51602061466d5f395f51905f525d604051908152f35b6040519160e083018381106001600160401b0382111761191057602096611907956113049488946112f6946040523388528a8801918252604088019081526060880160a460043501358152608089019060846004350135825260a08a019260646004350135845260c08b01946102643586526040519b8c9a6375354bd360e11b60208d015260248c015260018060a01b0390511660448b01525160648a01525160848901525160a48801525160c48701525160e486015251610104850152610120610124850152610144840191612ec3565b5082808061181a565b634e487b7160e01b5f52604160045260245ffd5b5f9061152e565b8390611526565b6101643563ffffffff811681036100b157611957610f1763ffffffff8a93164261279c565b91611510565b925060a460043501351561126e57335f52600f60205260405f209283549361198485612e16565b90558386156119e0575b877fdf3ff087aa01fad1891d2086ced43323316fb2ad394b5e125350463a3bec595960406001600160a01b036119c76004803501613b11565b1693815190815260a460043501356020820152a3611507565b604051602081019060a46004350135825282604082015260408152611a06606082612e40565b519020885f52600560205260405f205561198e565b9350611a5a611a2e600435600401613b11565b611304611a45602460043501600435600401613b33565b929060ff6112e16112a8604460043501613b25565b602081519181808201938492010103126100b15751936114e4565b9193509193949560208091611a8985612692565b815201920188939196959492966114b6565b63e1e293c360e01b5f526084600435013560045260245ffd5b506001600160581b036084600435013511611422565b60025460018101809111611aea5763fecc541d60e01b5f5260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b5061014435801590811581036100b157506113ff565b346100b1575f3660031901126100b1576020604051614e208152f35b346100b157611b3e366126ee565b505090611b4a8161333b565b60ff815460f01c1660088110156111c25760018103611c91575080549064ffffffffff82165f526007602052600160405f20015460018060a01b038116330361007c5760a01c63ffffffff1691821515908180611c7e575b611c5e5750835f5260056020528460405f2055611be1611bc142614267565b835463ffffffff60c01b191660c09190911b63ffffffff60c01b16178355565b815460ff60f01b1916600160f11b178255611c27575b50506040519182527f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a3005b611c37610f17611c57934261279c565b815463ffffffff60a01b191660a09190911b63ffffffff60a01b16179055565b8280611bf7565b63ffffffff908563041f95d160e51b5f5260045260801c1660245260445ffd5b5063ffffffff8160801c16421015611ba2565b6301f6ee9360e21b5f526004839052611ca990612748565b60445ffd5b346100b1575f3660031901126100b157611d4a611cea7f0000000000000000000000000000000000000000000000000000000000000000614229565b611d137f0000000000000000000000000000000000000000000000000000000000000000614229565b6020611d5860405192611d268385612e40565b5f84525f368137604051958695600f60f81b875260e08588015260e0870190612724565b908582036040870152612724565b4660608501523060808501525f60a085015283810360c08501528180845192838152019301915f5b828110611d8f57505050500390f35b835185528695509381019392810192600101611d80565b6126d3565b346100b15760203660031901126100b157600435611dc7613306565b611dd08161333b565b9081549064ffffffffff82165f52600760205260405f209160ff8160f01c1660088110156111c257600181148015611f4b575b15611c91575063ffffffff8160801c16804210611f35575092611eda916001600160581b03611ee09560281c1690611e3b85846141f2565b83546aff000000000000ffffffff60a01b1916600560f01b1790935560405181905f51602061468d5f395f51905f5290608090837f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a25f81525f60208201528560408201525f6060820152a260018060a01b038554169485825f51602061462d5f395f51905f526020604051878152a383611ef2575b505061279c565b906138ac565b5f5f51602061466d5f395f51905f525d005b6001808060a01b0391015416907fa044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424604080515f8152866020820152a38580611ed3565b82630a476e4560e31b5f5260045260245260445ffd5b50600281148015611e03575064ffffffffff845460a01c1615611e03565b346100b15760203660031901126100b1576020611f87600435613178565b6040519015158152f35b346100b1575f3660031901126100b157602060405160108152f35b346100b1575f3660031901126100b1576020600254604051908152f35b346100b15760e03660031901126100b1576044356001600160401b038116908181036100b157506064359061ffff8216918281036100b1575060c435906001600160401b038216928383036100b1576020936042935060405191858301937f8b7cbdbdd7759859bdbcfef862d5ba4a5c4472c74a2f67146821eb9375b331a0855260043560408501526024356060850152608084015260a083015260843560c083015260a43560e0830152610100820152610100815261208b61012082612e40565b519020612096614398565b906040519161190160f01b83526002830152602282015220604051908152f35b346100b15760203660031901126100b1576001600160a01b036120d7612666565b165f52600f602052602060405f2054604051908152f35b346100b1575f3660031901126100b15760206040516303c267008152f35b346100b157611ee061211d366126ee565b505090612128613306565b612ee3565b346100b15760a03660031901126100b157612146612666565b61214e61267c565b906044356064356001600160401b0381116100b1576121719036906004016126a6565b91906084356001600160a01b038116908190036100b1576123a6576001600160a01b038516938415612397576001600160a01b0381169480861461238557506121b983613712565b8533916121c592613760565b926002546121d290612e16565b9485600255604051946121e486612e24565b64ffffffffff16855260208501965f88526040860163ffffffff86168152606087015f8152608088015f815260a08901915f835260c08a01935f855260e08b019a5f8c528c5f52600460205260405f209d8e915164ffffffffff1664ffffffffff1664ffffffffff19835416178255516001600160581b031661226691612e6d565b518c54915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b16178b55518a5463ffffffff60c01b191660c09190911b63ffffffff60c01b16178a5551895461ffff60e01b191660e09190911b61ffff60e01b16178955519560088710156111c2577fef137df1d007645178f3f70e5c306d8d0b84bb5c70cabda9bb0f8f3c71932a0f6123627f6817b8e13069dec319ca883f1f8caafbb89608e819d46a951c3e1fac271d77a69761233f8c60ff8d9c9660209f8e9861104291612e9f565b604080516001600160a01b03909616865260208601919091523394918291820190565b0390a461237a60405192839288845288840191612ec3565b0390a2604051908152f35b631d57543d60e21b5f5260045260245ffd5b63d92e233d60e01b5f5260045ffd5b630a7cba1360e01b5f5260045ffd5b346100b1575f3660031901126100b1576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b346100b1575f3660031901126100b15760206040517f36f9c5aa212fa501dee5249ca04b3ea5bac2275098ca3ffa444f12306c4c64c28152f35b346100b1575f3660031901126100b15760206040516127108152f35b346100b15760203660031901126100b1576004356001600160401b0381116100b157366023820112156100b15780600401356001600160401b0381116100b1573660248260051b840101116100b1576124a6613306565b5f9160015f51602061464d5f395f51905f525d5f5b828110156124f6576124d560248260051b84010135613663565b6124e2575b6001016124bb565b926124ee600191612e16565b9390506124da565b835f51602061464d5f395f51905f525c5f5f51602061464d5f395f51905f525d60015b81811061253b576020835f5f51602061466d5f395f51905f525d604051908152f35b806125796001925f51602061464d5f395f51905f52015f815c915d805f525f51602061464d5f395f51905f5260205260405f20905f825c925d6140e9565b01612519565b346100b1575f3660031901126100b15760206040517f8b7cbdbdd7759859bdbcfef862d5ba4a5c4472c74a2f67146821eb9375b331a08152f35b346100b15760203660031901126100b1576004356125d5613306565b6125de81613663565b156125f5575f5f51602061466d5f395f51905f525d005b630fddd4dd60e21b5f5260045260245ffd5b346100b157366003190161012081126100b15760e0136100b15760e4356001600160a01b03811681036100b15761010435906001600160401b0382116100b157612658611ee09236906004016126a6565b91612661613306565b6127bc565b600435906001600160a01b03821682036100b157565b602435906001600160a01b03821682036100b157565b35906001600160a01b03821682036100b157565b9181601f840112156100b1578235916001600160401b0383116100b157602083818601950101116100b157565b346100b1575f3660031901126100b157602060405160088152f35b60606003198201126100b1576004359160243591604435906001600160401b0382116100b157612720916004016126a6565b9091565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b60088110156111c257602452565b90602080835192838152019201905f5b8181106127735750505090565b82516001600160a01b0316845260209384019390920191600101612766565b600411156111c257565b91908201809211611aea57565b81810292918115918404141715611aea57565b91906127c960043561333b565b9182549064ffffffffff821692835f52600760205260405f209560028701549460ff8660c81c166127f981612792565b15612e015761280a8760043561339e565b63ffffffff8560a01c1680421015612de957506024356004355f52600560205260405f20548114801590612dc1575b612dac576001600160401b0360c4351660c435036100b1576001600160401b0360c435164211612d8e5760643561ffff8116141591826100b15761271061ffff6064351611612d755783612897918b60018a60f81c161515916133bc565b946001600160401b0360443516604435036100b15761ffff60643516606435036100b1576001600160401b0360c4351660c435036100b15760426129889260405160208101917f8b7cbdbdd7759859bdbcfef862d5ba4a5c4472c74a2f67146821eb9375b331a08352600435604083015260608201526001600160401b0360443516608082015261ffff6064351660a082015260843560c082015260a43560e08201526001600160401b0360c43516610100820152610100815261295d61012082612e40565b519020612968614398565b906040519161190160f01b83526002830152602282015220948585613474565b15612d54576100b15760018060a01b031680916040519061ffff606435168252608435602083015260408201527fc085faaf0f598198284566a1a8e88827430f0efe6df9fffa754a812181acc8b3606060043592a36064359360a01c60ff169260f81c6001161580612d4a575b612ca0575b505050806002840154600360ff8260c81c16612a1581612792565b14612bba575b50600284015463ffffffff8160a81c1691612a39610f17844261279c565b9061ffff80875460f81c96169360d81c168310612baf575b855460e082901b61ffff60e01b1660f887901b6001600160f81b031916600167ffffffff0000000160a01b03909216919091171760a083901b63ffffffff60a01b1617600360f11b1786556040805193845261ffff909116602084015263ffffffff90911690820152600435907f2eae14a3f2f71cf830006c973bab928636e4470439b32581457e9011233527bf90606090a215612aee57505050565b60081615612b985764ffffffffff5f925460a01c168252600a602052612b54612b27610f1763ffffffff6001604087200154164261279c565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff60405191600183521660208201528160408201527f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a606060043592a35b565b81612ba6612b969383613e14565b91600435613eae565b600890941793612a51565b8454600186015460d09290921c60ff169250612be2916001600160a01b039081169116613d40565b90815f52600d60205260405f2054908160e01c9160108310612c90575b60018060e01b0390614000600160ee1b0390600e1b161661ffff851617925f52600d6020528160e01b831760405f20558082105f14612c885750905b5f905f905b838210612c5d57505061ffff91612c56916132d4565b165f612a1b565b909182600e02600e81048403611aea57600191613fff84612c80931c169061279c565b920190612c40565b905090612c3b565b91612c9a90612e16565b91612bff565b909192506004355f52600660205260405f20546001831b91828216612d38575060ff8160081c169260018401809411611aea576001600160fc1b0381168103611aea5760041b60100180601011611aea5761ffff60643516901b8360081b179161ff001991171617916004355f5260066020528260405f2055808210612d3157612d2992613519565b5f80806129fa565b5050505050565b633eebcaad60e01b5f5260045260245ffd5b50600183116129f5565b50633615713d60e21b5f9081526001600160a01b0391909116600452602490fd5b63ef44ec2f60e01b5f5261ffff6064351660045260245ffd5b63fae6f42760e01b5f526001600160401b0360c4351660045260245ffd5b631084d99960e31b5f5260043560045260245ffd5b506044356001600160401b038116908181036100b1575063ffffffff8760c01c161415612839565b63041f95d160e51b5f5260043560045260245260445ffd5b63b5eb26e160e01b5f5260043560045260245ffd5b5f198114611aea5760010190565b61010081019081106001600160401b0382111761191057604052565b90601f801991011681019081106001600160401b0382111761191057604052565b60088210156111c25752565b906fffffffffffffffffffffff000000000082549160281b16906fffffffffffffffffffffff00000000001916179055565b9060088110156111c257815460ff60f01b191660f09190911b60ff60f01b16179055565b908060209392818452848401375f828201840152601f01601f1916010190565b612eec8161333b565b9182549064ffffffffff82165f52600760205260405f209160ff8160f01c169060088210156111c257811561302b575064ffffffffff835460a01c166130185760018114158061300d575b612ff5575060028201546001600160a01b0316330361007c575f51602061462d5f395f51905f52916020916001600160581b03865460281c1695600160f21b60ff60f01b19825416179055604051908152847fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab275843393a3835f51602061468d5f395f51905f5260806040515f81525f868201528860408201525f6060820152a2546001600160a01b031693612fec81866138ac565b604051908152a3565b6301f6ee9360e21b5f526004849052611ca990612748565b506002811415612f37565b8363b5eb26e160e01b5f5260045260245ffd5b8354939594939091506001600160a01b0316330361007c57600291604051908152837fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a383546aff000000000000ffffffff60a01b1916600160f21b17845560f81c1615613166576130b2836001600160581b0380855460281c165b16936141f2565b918061310a575b50816130c457505050565b612b96926001808060a01b039101541680917fa044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424604080518681525f6020820152a36138ac565b6131609060018060a01b03855416835f51602061468d5f395f51905f5260806040515f81525f60208201528560408201525f6060820152a280845f51602061462d5f395f51905f526020604051868152a36138ac565b5f6130b9565b6130b2836001600160581b035f6130ab565b5f52600460205260405f205464ffffffffff81169081156132855760ff8160f01c16915f52600760205264ffffffffff60405f205460a01c161561324a5760a01c63ffffffff1680151591908261323f575b50816131d4575090565b60088110159150816111c2578015918215613232575b8215613221575b8215613210575b821561320357505090565b9091506111c25760071490565b8092506111c25760068114916131f8565b8092506111c25760028114916131f1565b506001811491505f6131ea565b42101591505f6131ca565b60088210156111c2576001821491821561327a575b5081613269575090565b63ffffffff915060801c1642101590565b60021491505f61325f565b50505f90565b6001600160401b0381116119105760051b60200190565b906132ac8261328b565b6132b96040519182612e40565b82815280926132ca601f199161328b565b0190602036910137565b81156132de570490565b634e487b7160e01b5f52601260045260245ffd5b80518210156111ae5760209160051b010190565b5f51602061466d5f395f51905f525c61332c5760015f51602061466d5f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b90815f52600460205260405f209164ffffffffff8354161561335a5750565b630510aa5f60e41b5f5260045260245ffd5b905460f01c60ff169060088210156111c25781613387575050565b6301f6ee9360e21b5f52600452611ca99150612748565b905460f01c60ff169060088210156111c25760028203613387575050565b909392916134245760028401546001600160a01b039092169360a09290921c60ff16915f5b8381106133fb5785631b71941560e21b5f5260045260245ffd5b856001600160a01b0361340f838587613d8c565b161461341d576001016133e1565b9450505050565b50915460a01c64ffffffffff165f908152600a602090815260409091206001015491926001600160a01b039081169290911c16810361346257505f90565b631b71941560e21b5f5260045260245ffd5b90929192613483838583613de0565b5061348d81612792565b1590816134f6575b506134ed576064835f9460209660405194630b135d3f60e11b8652600486015260406024860152816044860152838501378281018201859052601f01601f191601915afa630b135d3f60e11b5f5114601f3d11161690565b50505050600190565b6001600160a01b0384811691161490505f613495565b91908203918211611aea57565b919091613525826132a2565b925f5f925b828410613589575050505060018082811c921614613577575f19810191818311611aea576135696135709261356261ffff95846132f2565b51926132f2565b519061279c565b60011c1690565b6135849061ffff926132f2565b511690565b9194936001849792941b831615613655576001600160fc1b0387168703611aea578660041b60100180601011611aea578361ffff911c16956135ca85612e16565b945b8015801580613637575b15613616575f19820191808311611aea576135fc6135f4848b6132f2565b51918a6132f2565b52156135cc57634e487b7160e01b5f52601160045260245ffd5b509661362c6001939798999296959499896132f2565b525b0192919061352a565b505f198201828111611aea5761364e8a918a6132f2565b51116135d6565b93949291909560019061362e565b61366c81613178565b1561370d57805f52600460205260405f2090815460ff8160f01c1660088110156111c25760061490816136fe575b50156136ce578164ffffffffff6136c99354165f52600760205260405f20906136c38282613e14565b92613eae565b600190565b6136f89150604051906359caab9560e11b6020830152602482015260248152611304604482612e40565b50600190565b6008915060f81c16155f61369a565b505f90565b42811180159061374a575b801561373d575b61372b5750565b630cefbea960e31b5f5260045260245ffd5b5063ffffffff8111613724565b506303c267004201804211611aea57811161371d565b9291909260409081516137738382612e40565b6001815260208101601f1984013682378151156111ae576001600160a01b03858116909152835183821660208201908152918816818601525f60608201526001608082015260a08181015290916137d49082906112f69060c0830190612756565b51902090815f52600960205264ffffffffff835f205416806138a457506003549364ffffffffff851664ffffffffff8114611aea5764ffffffffff1990951664ffffffffff60019687019081169182176003555f828152600760209081528782208054600165ff000000000160a01b0319166001600160a01b0397881617600160c81b17815560028101805491909a0180546001600160a01b0319169c88169c909c17909b556001600160a81b0319909a169390941692909217600160a01b179095559181526009909552932055565b955050505050565b908015613927575f51602061464d5f395f51905f525c801561391d57825f525f51602061464d5f395f51905f5260205260405f2092835c9182156138f2575b505001905d565b600191815f51602061464d5f395f51905f52015d015f51602061464d5f395f51905f525d5f806138eb565b50612b96916140e9565b5050565b359060ff821682036100b157565b9060058210156111c25752565b359061ffff821682036100b157565b359063ffffffff821682036100b157565b803560048110156100b15761397a81612792565b825260ff61398a6020830161392b565b16602083015260ff61399e6040830161392b565b166040830152606081013560058110156100b1576139c0906060840190613939565b608081013560058110156100b1576139dc906080840190613939565b60a081013560058110156100b1576139f89060a0840190613939565b61ffff613a0760c08301613946565b1660c083015261ffff613a1c60e08301613946565b1660e083015261ffff613a326101008301613946565b166101008301526101208101358015158091036100b15761022091829161012085015263ffffffff613a676101408301613955565b1661014085015263ffffffff613a806101608301613955565b1661016085015263ffffffff613a996101808301613955565b1661018085015263ffffffff613ab26101a08301613955565b166101a085015263ffffffff613acb6101c08301613955565b166101c08501526001600160a01b03613ae76101e08301612692565b166101e08501526001600160a01b03613b036102008301612692565b166102008501520135910152565b356001600160a01b03811681036100b15790565b3560ff811681036100b15790565b903590601e19813603018212156100b157018035906001600160401b0382116100b157602001918160051b360383136100b157565b916020908281520191905f5b818110613b815750505090565b909192602080600192838060a01b03613b9988612692565b168152019401929101613b74565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa928315613cd0575f93613d0c575b506040516323b872dd60e01b5f9081526001600160a01b039095166004523060245260448690529360209060648180855af19060015f5114821615613ced575b50836040525f60605215613cdb57826024816020936370a0823160e01b82523060048301525afa8015613cd0575f90613c9c575b613c7b925061350c565b90808203613c87575050565b63049c0a1d60e11b5f5260045260245260445ffd5b506020823d602011613cc8575b81613cb660209383612e40565b810103126100b157613c7b9151613c71565b3d9150613ca9565b6040513d5f823e3d90fd5b635274afe760e01b5f5260045260245ffd5b6001821516613d03573b15153d1516165f613c3d565b843d5f823e3d90fd5b9092506020813d602011613d38575b81613d2860209383612e40565b810103126100b15751915f613bfd565b3d9150613d1b565b906040519060208201926bffffffffffffffffffffffff199060601b1683526bffffffffffffffffffffffff199060601b16603482015260288152613d86604882612e40565b51902090565b90919081613da6575050600201546001600160a01b031690565b9091505f52600860205260405f205f198201828111611aea57815411156111ae575f90815260209020015f1901546001600160a01b031690565b9060418303613e0a57613e039250602081013591604082359201355f1a906144ae565b9192909190565b50505f9160029190565b61ffff905460e01c16600260ff8184015460c81c16613e3281612792565b14613ea95764ffffffffff825460a01c165f52600a60205260ff6001600360405f20015493015460e01c16915f5b838110613e6f57505050505f90565b6001600160fb1b0381168103611aea57818160051b1c61ffff8160101c16841015613e9d5750600101613e60565b61ffff16949350505050565b905090565b9290613fff6080611eda85613fe988611eda613efa99986001600160581b03895460281c169089600187019261ffff612710613ef082875460c01c16846127a9565b049e8f809361350c565b931693865f51602061468d5f395f51905f52613f24612710613f1c89896127a9565b04809761350c565b9c8d97613f318d886141f2565b95612710613f3f83896127a9565b0499613f4b8b8961350c565b895463ffffffff60a01b19168a559e8a1580159a906140a257805460ff60f01b1916600360f01b179055600201546040518481526001600160a01b03919091169087907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b60405192835289602084015260408301526060820152a2546001600160a01b031695869161406c575b505061403b5761279c565b85546001600160a01b0316928061401d5761279c565b8261400b575b50505050565b61401493614530565b5f808080614005565b83895f51602061462d5f395f51905f526020604051858152a361279c565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a361279c565b7fa044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424604080518781528b6020820152a3848e613fde565b805460ff60f01b1916600160f21b17905550604051838152339087907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a3613fb5565b60405163a9059cbb60e01b5f9081526001600160a01b039092166004819052602484905292917f00000000000000000000000000000000000000000000000000000000000000009060209060448180855af19060015f511482161561419c575b509060405215614157575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f391835f52600e825260405f2061419182825461279c565b9055604051908152a2565b3b15153d1516165f614149565b936112f69060ff613d869495604051968795602087019960018060a01b03168a5260018060a01b03166040870152606086015216608084015260a08084015260c0830190612756565b549060048260f81c161561328557612710916001600160581b0361ffff600161422594015460d01c169160281c166127a9565b0490565b60ff811690601f82116142585760405191614245604084612e40565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b63ffffffff811161427b5763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b905f8091602081519101845af4808061430b575b156142c65750506040513d81523d5f602083013e60203d82010160405290565b156142eb57639996b31560e01b5f9081526001600160a01b0391909116600452602490fd5b3d156142fc576040513d5f823e3d90fd5b63d6bda27560e01b5f5260045ffd5b503d1515806142a65750813b15156142a6565b90815460f81c6002811615614393576001825460f01c1615159081614387575b5061392757815460ff60f01b1916600160f01b1782555460a01c64ffffffffff166143665750565b805463ffffffff60a01b19811660209190911b63ffffffff60a01b16179055565b6004915016155f61433e565b505050565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480614485575b156143f3577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152613d8660c082612e40565b507f000000000000000000000000000000000000000000000000000000000000000046146143ca565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411614525579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15613cd0575f516001600160a01b0381161561451b57905f905f90565b505f906001905f90565b5050505f9160039190565b939290916001835460f81c166145f95760028101549260ff8460a01c1693600185146145e1575064ffffffffff905416945f52600660205260405f20549461459360ff8760081c169361458d61458686836132d4565b95866127a9565b9061350c565b905f915b8583106145a8575050505050509050565b6001831b8816156145d8576145cc90611eda6145c5858786613d8c565b918761279c565b60015f925b0191614597565b916001906145d1565b9293505050612b9692935060018060a01b03166138ac565b612b9693945064ffffffffff9192505460a01c165f52600a60205260018060a01b03600160405f20015460201c166138ac56fe7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4d981dce384f5f58077bbc724b32856578a512bfa844e6d897d7428c91078dc639b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0064bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d361018080604052346101bd57602081615282803803809161002082856101c1565b8339810103126101bd57516001600160a01b0381168082036101bd5760405161004a6040826101c1565b600a815260208101906941534120457363726f7760b01b8252604051916100726040846101c1565b600183526020830191603160f81b835261008b816101f8565b61012052610098846101f8565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010160c0826101c1565b5190206080523060c052156101ae576101605260405161501e908161026482396080518161487a015260a05181614937015260c05181614844015260e051816148c9015261010051816148ef01526101205181610c1101526101405181610c3b015261016051818181610163015281816101f301528181610d6e01528181610f1201528181612649015281816126d9015281816127a8015281816136a301528181613972015261462a0152f35b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101e457604052565b634e487b7160e01b5f52604160045260245ffd5b601f815111610223576020815191015160208210610214571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f5f3560e01c806302b2f7c71461176c57806307c3d4af14610e2e578063123f8e9f1461173257806313f7cf01146116c7578063177a38751461136257806318b683fb146111dc578063249d39e9146111c057806325e546e91461118657806337c3698a1461110e5780633a3eb6fc1461109a5780634382e0161461107c578063463a48a514610e6d5780634c5d8a0f14610e4f578063547dcdce14610e335780635e621e9a14610e2e5780637ba1586c14610cf357806384b0196e14610bf75780638c08ecd414610bca578063ad3be50f14610b02578063b395572a1461074f578063b7d6e86714610732578063d6da414e146105c4578063d75c45ad1461058b578063de38eb3a1461056c578063ea6a97a6146102f0578063f29783f5146101b2578063f5261b70146101955763fc0c546a1461014e575f80fd5b346101925780600319360112610192576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b503461019257806003193601126101925760206040516103e88152f35b5034610192576020366003190112610192576004356001600160401b0381116102ec576101e3903690600401611969565b90916101ed61362f565b809181907f0000000000000000000000000000000000000000000000000000000000000000905b80831061023657602085855f516020614fde5f395f51905f525d604051908152f35b90919361024c610247868489611c5d565b611c49565b6001600160a01b038116808652600e6020526040862054909181156102e0578161028491848952600e602052886040812055876147b6565b156102ca57916102c0917f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020600195604051908152a2612a34565b945b019190610214565b60019296918652600e60205260408620556102c2565b505050936001906102c2565b5080fd5b5034610192576101203660031901126101925760043560e03660231901126102ec57610104356001600160401b038111610568576103329036906004016119be565b90918084526004602052604084209064ffffffffff82541685526007602052604085209283549060018260f01c16156105545761036f8484612a73565b83549160048360f81c166105405763ffffffff8360a01c168042101561052957506001600160581b03602884901c16926024356001600160a01b0381169081810361052557506001600160a01b0383161480159290610502575b5081156104f5575b81156104df575b5080156104d8575b6104c457600185018054909690916001600160a01b038316918161046557505033036104525761042161042e94939261ffff612710935b60d01c1690611ce9565b04938492608435926138ed565b80610437578280f35b905461044c91906001600160a01b031661395d565b5f808280f35b63472511eb60e11b875233600452602487fd5b60e4358042116104b25750906104859161047f6024612961565b846146a9565b156104a0575061042161042e94939261ffff61271093610417565b633615713d60e21b8852600452602487fd5b631806671960e31b8b5260045260248afd5b630c387f5b60e11b87526004839052602487fd5b50866103e0565b63ffffffff915060801c1660c43514155f6103d8565b60a43584141591506103d1565b60a01c64ffffffffff168952600b6020526040892054606435141591505f6103c9565b8a80fd5b63041f95d160e51b89526004859052602452604488fd5b637802729160e11b88526004849052602488fd5b63fecc541d60e01b87526004839052602487fd5b8280fd5b503461019257806003193601126101925760206040516301e133808152f35b50346101925760203660031901126101925760206105b26105aa61293b565b600435613cbf565b6040516001600160a01b039091168152f35b5034610192576060366003190112610192576004359060243561ffff811692838203610568576105f261362f565b6105fb81612a42565b60ff815460f01c16600881101561071e5760078103610702575080549164ffffffffff831685526007602052604085209264ffffffffff845460a01c168652600a60205260018060a01b0360026040882001541633036106ef5763ffffffff9060a01c16804210156106d7575061271086116106c3576106b094956040519081526044356020820152817ff1908302396ec6554280fc02ac703633b476b3b26b7ccf223734e0aded75e10c60403393a3613ef9565b805f516020614fde5f395f51905f525d80f35b6390d4c9af60e01b85526004869052602485fd5b63041f95d160e51b8652600491909152602452604484fd5b63472511eb60e11b865233600452602486fd5b8461071c604492856301f6ee9360e21b8452600452612a19565bfd5b634e487b7160e01b85526021600452602485fd5b50346101925780600319360112610192576020604051614e208152f35b50346101925760203660031901126101925760043580825260046020526040822080549064ffffffffff82168452600760205260ff604085209260f01c169264ffffffffff835460a01c1680158015610aef575b156108e35750908161087e926108849564ffffffffff865460a01c166108b7575b50506001600160581b03825460281c16906107df858461495d565b83546aff000000000000ffffffff60a01b1916600560f01b1790935560405181905f516020614ffe5f395f51905f5290608090837f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92328c80a28a81528a60208201528560408201528a6060820152a260018060a01b038554169485825f516020614f7e5f395f51905f526020604051878152a383610887575b5050613d12565b906145b0565b80f35b6001808060a01b0391015416905f516020614f9e5f395f51905f52604080518a8152866020820152a35f80610877565b60405f516020614f5e5f395f51905f52916108d482518092612a27565b60026020820152a2805f6107c4565b6008851015610adb5784610a3f57505f516020614f5e5f395f51905f5260408293949561091282518092612a27565b60026020820152a281546aff000000000000ffffffff60a01b198116600560f01b17835560029060f81c827f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92328780a21615610a2d57610982836001600160581b0380855460281c165b169361495d565b91806109d1575b5081610996575b50505080f35b6109c9926001808060a01b039101541680915f516020614f9e5f395f51905f5260408051868152886020820152a36145b0565b5f8080610990565b610a279060018060a01b03855416835f516020614ffe5f395f51905f5260806040518a81528a60208201528560408201528a6060820152a280845f516020614f7e5f395f51905f526020604051868152a36145b0565b5f610989565b610982836001600160581b038661097b565b60028503610a52575061088493506141bb565b60068503610a6557506108849350612aa5565b859392919352600a602052825f516020614f5e5f395f51905f52604060ff8189205460281c1696610a9882518092612a27565b610aa560208201896119b1565ba2600584101561071e5783610ac9576108849350610ac38282614121565b92613ef9565b610ad561088494613ce9565b92613d1f565b634e487b7160e01b86526021600452602486fd5b506008851015610adb57600185146107a3565b50346101925760e0366003190112610192576004356001600160a01b03811691828203610192576020604284604051838101917f36f9c5aa212fa501dee5249ca04b3ea5bac2275098ca3ffa444f12306c4c64c2835260408201526024356060820152604435608082015260643560a082015260843560c082015260a43560e082015260c4356101008201526101008152610b9f61012082611c11565b519020610baa614841565b906040519161190160f01b83526002830152602282015220604051908152f35b50346101925760203660031901126101925760206105b2610be961293b565b600435600160ff1b17613cbf565b5034610192578060031936011261019257610c9790610c357f0000000000000000000000000000000000000000000000000000000000000000614803565b90610c5f7f0000000000000000000000000000000000000000000000000000000000000000614803565b906020610ca560405193610c738386611c11565b8385525f368137604051968796600f60f81b885260e08589015260e08801906119eb565b9086820360408801526119eb565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b828110610cdc57505050500390f35b835185528695509381019392810192600101610ccd565b503461019257602036600319011261019257610d0d61193f565b610d1561362f565b6001600160a01b0316808252600e602052604082205491908215610e1b57808252600e602052816040812055807f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020604051868152a27f0000000000000000000000000000000000000000000000000000000000000000906040519063a9059cbb60e01b84526004528360245260208360448180865af1906001845114821615610dfa575b60405215610dde57602083835f516020614fde5f395f51905f525d604051908152f35b635274afe760e01b82526001600160a01b031660045260249150fd5b906001811516610e1257823b15153d15161690610dbb565b503d83823e3d90fd5b636e34ee0b60e11b825260045260249150fd5b611924565b5034610192578060031936011261019257602060405160108152f35b50346101925780600319360112610192576020600254604051908152f35b50346110495760e03660031901126110495760a43560043560c4356001600160401b03811161104957610ea49036906004016119be565b610eaf92919261362f565b610eb882612a42565b9264ffffffffff8454165f526007602052610ee960405f2060018060a01b0381541695604435916024359187613b2c565b6040516374a5008160e11b81526001600160a01b038681166004830152602482018890529192917f00000000000000000000000000000000000000000000000000000000000000001690602081604481855afa90811561103e575f9161104d575b50159384610fa1575b5050507feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d891610f86602092868680613aeb565b60405190158152a4805f516020614fde5f395f51905f525d80f35b610fb2610fac61293b565b87613cbf565b91803b15611049575f928389610fe98c956040519889978896879563cf09299560e01b87528d608435926064359260048a0161247e565b03925af1801561103e57610fff575b8080610f53565b6020919650916110305f7feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d894611c11565b610f865f9792505091610ff8565b6040513d5f823e3d90fd5b5f80fd5b61106f915060203d602011611075575b6110678183611c11565b810190612466565b5f610f4a565b503d61105d565b34611049575f3660031901126110495760206040516303c267008152f35b34611049576060366003190112611049576110fc6004356110b961362f565b6110c281612a42565b9064ffffffffff8254165f5260076020526110ea60405f209260443590846024359185613b2c565b91546001600160a01b03169080613aeb565b5f5f516020614fde5f395f51905f525d005b34611049576101403660031901126110495760e036602319011261104957610104356001600160401b0381116110495761114c9036906004016119be565b9061012435916001600160401b0383116110495760806003198436030112611049576110fc9261117a61362f565b600401916004356124db565b34611049575f3660031901126110495760206040517f36f9c5aa212fa501dee5249ca04b3ea5bac2275098ca3ffa444f12306c4c64c28152f35b34611049575f3660031901126110495760206040516127108152f35b34611049576020366003190112611049576004356111f861362f565b5f5f61120383612a42565b5464ffffffffff81165f52600760205260405f20908060f81c9060ff8160f01c16600881101561134e5715908161131e575b50809181611312575b82611301575b826112f5575b50156112e4575b156112cd575b8215806112c5575b6112b25780546040946112969284926112839087906001600160a01b031684613882565b600101546001600160a01b031690613882565b5f5f516020614fde5f395f51905f525d82519182526020820152f35b8363773b117d60e11b5f5260045260245ffd5b50811561125f565b90506112de600160ff1b8417613671565b90611257565b92506112ef84613671565b92611251565b6004161591508661124a565b835460f01c60011615159250611244565b6002811615915061123e565b835460a01c64ffffffffff16159150811561133b575b5086611235565b63ffffffff915060a01c16421086611334565b634e487b7160e01b5f52602160045260245ffd5b34611049576020366003190112611049576004356001600160401b038116809103611049575f61022060405161139781611be1565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e0820152826102008201520152801580156116b2575b6116795780610260915f52600a60205260405f20905f52600b60205260405f205460036040519261143e84611be1565b63ffffffff815460ff8116611452816119a7565b865260ff8160081c16602087015260ff8160101c16604087015261147f60ff8260181c1660608801612428565b61149260ff8260201c1660808801612428565b6114a560ff8260281c1660a08801612428565b61ffff8160301c1660c087015261ffff8160401c1660e087015261ffff8160501c1661010087015260ff8160601c161515610120870152818160681c16610140870152818160881c16610160870152818160a81c1661018087015260c81c166101a0850152600181015463ffffffff81166101c086015260018060a01b039060201c166101e085015260018060a01b03600282015416610200850152015461022083015261022060405192805161155b816119a7565b845260ff602082015116602085015260ff6040820151166040850152611589606082015160608601906119b1565b61159b608082015160808601906119b1565b6115ad60a082015160a08601906119b1565b61ffff60c08201511660c085015261ffff60e08201511660e085015261ffff61010082015116610100850152610120810151151561012085015263ffffffff6101408201511661014085015263ffffffff6101608201511661016085015263ffffffff6101808201511661018085015263ffffffff6101a0820151166101a085015263ffffffff6101c0820151166101c085015260018060a01b036101e0820151166101e085015260018060a01b03610200820151166102008501520151610220830152610240820152f35b60405163f191a03160e01b815260206004820152601060248201526f1d5b9adb9bdddb881d195c9b5cc81a5960821b6044820152606490fd5b5064ffffffffff60035460281c16811161140e565b34611049576102a0366003190112611049576116e161193f565b6024356001600160401b03811161104957611700903690600401611969565b9091906044359060ff82168203611049576102403660631901126110495760209361172a93611cfc565b604051908152f35b34611049575f3660031901126110495760206040517f8b7cbdbdd7759859bdbcfef862d5ba4a5c4472c74a2f67146821eb9375b331a08152f35b346110495760403660031901126110495760043561178981612a42565b9060ff825460f01c16600881101561134e57600681036119095750815464ffffffffff81165f90815260076020526040902080549091336001600160a01b0383161415806118f2575b6118df5763ffffffff9060a01c16804210156118c9575060a01c64ffffffffff165f908152600a60205260409020600201546001600160a01b0316156118b65764ffffffffff905460a01c165f52600a60205261187461184761184263ffffffff600160405f2001541642613d12565b614c5a565b83546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909355565b63ffffffff604051925f845216602083015260243560408301527f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a60603393a3005b5063745e432360e01b5f5260045260245ffd5b8363041f95d160e51b5f5260045260245260445ffd5b63472511eb60e11b5f523360045260245ffd5b5060018301546001600160a01b03163314156117d2565b61191f916301f6ee9360e21b5f52600452612a19565b60445ffd5b34611049575f36600319011261104957602060405160088152f35b600435906001600160a01b038216820361104957565b35906001600160a01b038216820361104957565b9181601f84011215611049578235916001600160401b038311611049576020808501948460051b01011161104957565b359060ff8216820361104957565b6004111561134e57565b90600582101561134e5752565b9181601f84011215611049578235916001600160401b038311611049576020838186019501011161104957565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b359061ffff8216820361104957565b359063ffffffff8216820361104957565b610240810192918035600481101561104957611a4a816119a7565b825260ff611a5a60208301611999565b16602083015260ff611a6e60408301611999565b1660408301526060810135600581101561104957611a909060608401906119b1565b6080810135600581101561104957611aac9060808401906119b1565b60a0810135600581101561104957611ac89060a08401906119b1565b61ffff611ad760c08301611a0f565b1660c083015261ffff611aec60e08301611a0f565b1660e083015261ffff611b026101008301611a0f565b166101008301526101208101358015158091036110495761022091829161012085015263ffffffff611b376101408301611a1e565b1661014085015263ffffffff611b506101608301611a1e565b1661016085015263ffffffff611b696101808301611a1e565b1661018085015263ffffffff611b826101a08301611a1e565b166101a085015263ffffffff611b9b6101c08301611a1e565b166101c08501526001600160a01b03611bb76101e08301611955565b166101e08501526001600160a01b03611bd36102008301611955565b166102008501520135910152565b61024081019081106001600160401b03821117611bfd57604052565b634e487b7160e01b5f52604160045260245ffd5b90601f801991011681019081106001600160401b03821117611bfd57604052565b6001600160401b038111611bfd5760051b60200190565b356001600160a01b03811681036110495790565b9190811015611c6d5760051b0190565b634e487b7160e01b5f52603260045260245ffd5b64ffffffffff1664ffffffffff8114611c9a5760010190565b634e487b7160e01b5f52601160045260245ffd5b3563ffffffff811681036110495790565b3580151581036110495790565b3561ffff811681036110495790565b3560ff811681036110495790565b81810292918115918404141715611c9a57565b9392916040516020810190611d2481611d16606485611a2f565b03601f198101835282611c11565b51902094611d3182611c32565b611d3e6040519182611c11565b82815260208101808460051b8601903682116110495786905b82821061241057505050906040519081602081019360c082019233865260018060a01b03871660408401528b606084015260ff8a16608084015260a0808401525180935260e0820190925f5b8181106123ee575050611dbf925003601f198101835282611c11565b51902095865f52600960205260405f2054806123e55750611de1906064612b44565b916001600160a01b038216156123b55780158080156123db575b80156123d0575b80156123c4575b6123a657610244356001600160a01b03811680821415918261104957611e2f81876135d9565b610264356001600160a01b038116810361104957611e4d90876135d9565b5f5b85811061233957505050506003549364ffffffffff611e6f818716611c81565b16809564ffffffffff1916176003556101a4359163ffffffff83168303611049576101843580151581036110495715612332576001905b6101c4359163ffffffff8316830361104957610144359161ffff8316830361104957610164359361ffff85168503611049576084359160ff8316830361104957611c6d57611ef38b611c49565b91610204359363ffffffff8516850361104957600460643510156110495760ff60a4351660a435036110495761ffff610124351661012435036110495760405196876102008101106001600160401b036102008a011117611bfd5761ffff8f9763ffffffff60ff968f8f9e60808f8f9299869f899b8e899264ffffffffff82966102008a01604052338a521660208901521660408701521660608501521691015260018060a01b031660a08d01521660c08b01521660e0890152166101008701521661012085015260018060a01b031661014084015260ff851661016084015216610180820152611fe56064356119a7565b6064356101a082015260a43560ff166101c08201526101243561ffff166101e082019081525f87815260076020908152604091829020845181549286015193860151606087015160808801516001600160f81b03199095166001600160a01b039384161760a096871b64ffffffffff60a01b161760c89290921b60ff60c81b169190911760d09190911b63ffffffff60d01b161760f09390931b60ff60f01b169290921781558285015160018201805460c08801516001600160c01b031990911692909416919091179290931b63ffffffff60a01b1691909117825591929160029160e084810151825461010087015161012088015164ffffffffff60c01b1990921660c09390931b61ffff60c01b169290921760d09290921b61ffff60d01b1691909117911b60ff60e01b16179055610140830151910180546101608401516101808501516001600160c81b03199092166001600160a01b03949094169390931760a09390931b60ff60a01b169290921760a89290921b63ffffffff60a81b16919091178155916101a08201519161217d836119a7565b612186836119a7565b8354906101c060ff60d01b91015160d01b169161ffff60d81b905160d81b169260ff60c81b9060c81b169063ffffffff60c81b1916171717905560018211612279575b69ffffffffff00000000008160281b168517985f5260096020528860405f205560ff6040519764ffffffffff60608a019316895216602088015260606040880152526080850193905f5b818110612253575050506001600160a01b03169233927f7a63e8969f3f71d60834bbc944d0071efb37be61016b48ac8f294f4d7da41782919081900390a4565b909194602080600192838060a01b0361226b8a611955565b168152019601929101612213565b90600111611049575f198201845f52600860205260405f206001600160401b038211611bfd57680100000000000000008211611bfd578054828255808310612302575b509083929160208801905f5260205f205f5b8381106122de57505050506121c9565b829394955060206122f160019394611c49565b8483015587969594019291016122ce565b815f526001858060205f2001920301905f5b8281106123225750506122bc565b5f8282015f190155600101612314565b5f90611ea6565b61234761024782888c611c5d565b6001600160a01b0381169081156123b55761236290896135d9565b84611049578381146123a6575f5b828110612381575050600101611e4f565b818b612398610247848c60018060a01b0394611c5d565b16146123a657600101612370565b6338fcc38760e21b5f5260045ffd5b63d92e233d60e01b5f5260045ffd5b508160ff871611611e09565b5060ff861615611e02565b5060088211611dfb565b96505050505050565b84516001600160a01b0316835260209485019486945090920191600101611da3565b6020809161241d84611955565b815201910190611d57565b600582101561134e5752565b903590601e198136030182121561104957018035906001600160401b0382116110495760200191813603831361104957565b90816020910312611049575180151581036110495790565b969390928896939261010099969360018060a01b0316895260018060a01b0316602089015260408801526060870152608086015260a085015260e060c08501528160e0850152848401375f828201840152601f01601f1916010190565b929190916124e884612a42565b9283549264ffffffffff5f94165f52600760205260405f20805460018160f01c1615612928576125188789612a73565b86549060048260f81c166129155763ffffffff8260a01c16804210156128ff5750602882901c6001600160581b0316916024356001600160a01b0381168103611049576001600160a01b03838116911614801592906128db575b5081156128ce575b81156128b8575b50801561287c575b61286957600182018054909490936001600160a01b038516918161280d57505033036118df576125c76127109161ffff6125d59560d01c1690611ce9565b0495869160843591896138ed565b831561280657546001600160a01b031691600160ff1b8517916125ff6125f961293b565b84613cbf565b906060810161260e8183612434565b9050151580612775575b6126d7575b50506040516370a0823160e01b81526001600160a01b03918216600482015290602090829060249082907f0000000000000000000000000000000000000000000000000000000000000000165afa9182156126cb57908592612696575b501061268b5761268993613aeb565b565b50612689925061395d565b9150506020813d6020116126c3575b816126b260209383611c11565b81010312611049578390515f61267a565b3d91506126a5565b604051903d90823e3d90fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169061270c9083612434565b929091803b1561104957875f8a61274b88978397604051998a988997889663cf09299560e01b8852604083013593602084013593359260048a0161247e565b03925af1801561103e57612760575b8061261d565b61276d9192505f90611c11565b5f905f61275a565b50604080516374a5008160e11b81526001600160a01b0388166004820152908301356024820152602081806044810103817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa90811561103e575f916127e7575b5015612618565b612800915060203d602011611075576110678183611c11565b5f6127e0565b5050505050565b60e4959394953580421161285757509061282b9161047f6024612961565b1561284557506125c76125d5939261ffff61271093610417565b633615713d60e21b5f5260045260245ffd5b631806671960e31b5f5260045260245ffd5b87630c387f5b60e11b5f5260045260245ffd5b50875f52600560205260405f2054604051602081019060843582526044356040820152604081526128ae606082611c11565b5190201415612589565b63ffffffff915060801c1660c43514155f612581565b60a435831415915061257a565b60a01c64ffffffffff165f908152600b602052604081205460643514159250612572565b8963041f95d160e51b5f5260045260245260445ffd5b88637802729160e11b5f5260045260245ffd5b8763fecc541d60e01b5f5260045260245ffd5b61022260405161294e6020830182611c11565b8181526020810191614d3c833951902090565b60429061296d81611c49565b9060c06040519160208301937f36f9c5aa212fa501dee5249ca04b3ea5bac2275098ca3ffa444f12306c4c64c2855260018060a01b031660408401526020810135606084015260408101356080840152606081013560a084015260808101358284015260a081013560e0840152013561010082015261010081526129f361012082611c11565b5190206129fe614841565b906040519161190160f01b8352600283015260228201522090565b600881101561134e57602452565b90600882101561134e5752565b5f198114611c9a5760010190565b90815f52600460205260405f209164ffffffffff83541615612a615750565b630510aa5f60e41b5f5260045260245ffd5b905460f01c60ff1690600882101561134e5781612a8e575050565b6301f6ee9360e21b5f5260045261191f9150612a19565b9060607f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a9164ffffffffff5f955460a01c168552600a602052612b28612afb61184263ffffffff600160408a2001541642613d12565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff6040519160018352166020820152846040820152a3565b9190805f52600c60205264ffffffffff60405f205416806135d457508235600481101561104957612b74816119a7565b80156135a557612b83816119a7565b600281036134395760ff612b9960208601611cdb565b161580159061342b575b6133e5575b612bb1816119a7565b604084019360ff612bc186611cdb565b16151560038314148015906133d0575b613399576060810135946005861015611049578515613362576080820135916005831015611049575f9183158015613355575b61331d5760a0820135600581101561104957600481146132e5576101e083019460048a146001600160a01b03612c3988611c49565b1615158114908115916132bd575b506132845760c084019561271061ffff612c6089611ccc565b16118015613251575b613217576102008501916001600160a01b03612c8484611c49565b161515806131fd575b6131c55760e08601976103e861ffff612ca58b611ccc565b161161318f57610100870195614e2061ffff612cc089611ccc565b161161315c5761ffff612cd288611ccc565b16151580613148575b6131025761014088019063ffffffff612cf383611cae565b161580156130e8575b6130b3576301e1338063ffffffff612d1384611cae565b16118015613094575b8015613075575b8015613056575b8015613037575b612ffe576003549b8c60281c64ffffffffff16612d4d90611c81565b64ffffffffff81169d8160281b69ffffffffff0000000000169069ffffffffff00000000001916176003559f8d5f52600a60205260405f2099612d8f836119a7565b8a5492612d9e60208e01611cdb565b60081b61ff001694612daf90611cdb565b60101b62ff0000169d611049577f99000a67e2e9f5f0c8be08d981c570cefc0263c23f6526da2bed54e863a7c3b69e612ff99e612f9c9c8f9961ffff60401b612e1467ffff000000000000612e0a65ff000000000094611ccc565b60301b1695611ccc565b60401b169561ffff60501b90612e2990611ccc565b60501b1697612e3b6101208d01611cbf565b151560601b9a63ffffffff60681b90612e5390611cae565b60681b169b63ffffffff60881b90612e6e9061016001611cae565b60881b169c64ff0000000063ffffffff60881b199b63ffffffff60681b199a63ff00000060ff60601b199a61ffff60501b199961ffff60401b199767ffff00000000000019958a199388199260ff871992169062ffffff19161716171617169160181b1617169160201b1617169160281b1617161716171617169060ff60601b161717178455612f24612f046101808701611cae565b855463ffffffff60a81b191660a89190911b63ffffffff60a81b16178555565b612f316101a08601611cae565b845463ffffffff60c81b191660c89190911b63ffffffff60c81b16178455600184019063ffffffff612f666101c08801611cae565b835492911690640100000000600160c01b0390612f8290611c49565b60201b16916001600160401b0360c01b1617179055611c49565b600282019060018060a01b03166001600160601b0360a01b8254161790556003610220830135910155835f52600b6020528460405f2055845f52600c60205260405f208464ffffffffff1982541617905560405191829182611a2f565b0390a3565b60405163f191a03160e01b815260206004820152601060248201526f74696d656f757420746f6f206c6f6e6760801b6044820152606490fd5b506301e1338063ffffffff61304f6101c08c01611cae565b1611612d31565b506301e1338063ffffffff61306e6101a08c01611cae565b1611612d2a565b506301e1338063ffffffff61308d6101808c01611cae565b1611612d23565b506301e1338063ffffffff6130ac6101608c01611cae565b1611612d1c565b60405163f191a03160e01b815260206004820152600c60248201526b1e995c9bc81d1a5b595bdd5d60a21b6044820152606490fd5b5063ffffffff6130fb6101608b01611cae565b1615612cfc565b60405163f191a03160e01b815260206004820152601b60248201527f636f6c6c61746572616c206e6565647320616363657074616e636500000000006044820152606490fd5b506131566101208901611cbf565b15612cdb565b60405163f191a03160e01b815260206004820152600a60248201526918dbdb1b185d195c985b60b21b6044820152606490fd5b60405163f191a03160e01b815260206004820152600d60248201526c6576616c7561746f722066656560981b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d19481d1a5b595bdd5d608a1b6044820152606490fd5b5063ffffffff6132106101c08801611cae565b1615612c8d565b60405163f191a03160e01b8152602060048201526011602482015270191a5cdc1d5d19481d1a1c995cda1bdb19607a1b6044820152606490fd5b5061ffff61325e88611ccc565b1615158015612c6957506001600160a01b0361327d6102008701611c49565b1615612c69565b60405163f191a03160e01b815260206004820152601060248201526f3130b1b5bab81032bb30b63ab0ba37b960811b6044820152606490fd5b9050806132cb575b5f612c47565b5063ffffffff6132de6101808601611cae565b16156132c5565b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d1948191959985d5b1d608a1b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e3330b6363130b1b59030b1ba34b7b760891b6044820152606490fd5b505f925060048414612c04565b60405163f191a03160e01b815260206004820152600e60248201526d39b4b632b731b29030b1ba34b7b760911b6044820152606490fd5b60405163f191a03160e01b815260206004820152600e60248201526d726f6c6c696e672077696e646f7760901b6044820152606490fd5b50601060ff6133de87611cdb565b1611612bd1565b60405163f191a03160e01b815260206004820152601960248201527f636f6e74696e756f75732074616b6573206e6f207469657273000000000000006044820152606490fd5b506102208401351515612ba3565b61022084013561344b60208601611cdb565b60ff8116908115801561359b575b6135685760088210908161354a575b50613511575f915f195b8284106134825750505050612ba8565b6001600160fb1b0384168403611c9a57818460051b1c61ffff8160101c169161271083119182156134ff575b5081156134f4575b506134c657600190930192613472565b60405163f191a03160e01b8152602060048201526005602482015264746965727360d81b6044820152606490fd5b90508110155f6134b6565b61271091925061ffff1611905f6134ae565b60405163f191a03160e01b815260206004820152601060248201526f756e757365642074696572206269747360801b6044820152606490fd5b905060ff81168203611c9a57611fe0839160051b161c15155f613468565b60405163f191a03160e01b815260206004820152600a6024820152691d1a595c8818dbdd5b9d60b21b6044820152606490fd5b5060088211613459565b60405163f191a03160e01b8152602060048201526006602482015265706f6c69637960d01b6044820152606490fd5b925050565b6001600160a01b03909116908115159081613609575b506135f75750565b631d57543d60e21b5f5260045260245ffd5b3383149150811561361c575b505f6135ef565b6001600160a01b0316821490505f613615565b5f516020614fde5f395f51905f525c6136555760015f516020614fde5f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b91908203918211611c9a57565b61368261367c61293b565b82613cbf565b6040516370a0823160e01b81526001600160a01b03828116600483018190527f00000000000000000000000000000000000000000000000000000000000000009091169390929091602081602481885afa90811561103e575f91613850575b5015613848573b15613817575b506040516370a0823160e01b815230600482015290602082602481865afa91821561103e575f926137e2575b5060205f9160246040518094819362b40d3160e11b83528860048401525af1801561103e576137b1575b506020602492604051938480926370a0823160e01b82523060048301525afa801561103e575f9061377d575b61377a9250613664565b90565b506020823d6020116137a9575b8161379760209383611c11565b810103126110495761377a9151613770565b3d915061378a565b6020813d6020116137da575b816137ca60209383611c11565b8101031261104957506020613744565b3d91506137bd565b9091506020813d60201161380f575b816137fe60209383611c11565b81010312611049575190602061371a565b3d91506137f1565b6040516102228082018281106001600160401b03821117611bfd578291614d3c833903905ff51561103e575f6136ee565b505050505f90565b90506020813d60201161387a575b8161386b60209383611c11565b8101031261104957515f6136e1565b3d915061385e565b919081156138ca57604051828152612689936001600160a01b038316917f80da2b855a7afd810e763338ee07bbf6b88883805c91bf3d098618fd46202ca590602090a36145b0565b505050565b81156138d9570490565b634e487b7160e01b5f52601260045260245ffd5b81546001600160f81b03811660f891821c60041790911b6001600160f81b0319161782556126899492939192917f2ad756d0770df457a09aecefbc33f1a8255b9ce3bd77f66b1dfa3d2d322517b69060409060018060a01b036001880154169482519182526020820152a3614741565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa92831561103e575f93613ab7575b506040516323b872dd60e01b5f9081526001600160a01b039095166004523060245260448690529360209060648180855af19060015f5114821615613a98575b50836040525f60605215613a8657826024816020936370a0823160e01b82523060048301525afa801561103e575f90613a52575b613a319250613664565b90808203613a3d575050565b63049c0a1d60e11b5f5260045260245260445ffd5b506020823d602011613a7e575b81613a6c60209383611c11565b8101031261104957613a319151613a27565b3d9150613a5f565b635274afe760e01b5f5260045260245ffd5b6001821516613aae573b15153d1516165f6139f3565b843d5f823e3d90fd5b9092506020813d602011613ae3575b81613ad360209383611c11565b810103126110495751915f6139b3565b3d9150613ac6565b9190613af990949394613671565b93808510613b1557613b0f906126899495613664565b91613882565b849063049c0a1d60e11b5f5260045260245260445ffd5b949293613b398287612a73565b81548060f81c9160028316613cac57845460a01c64ffffffffff16801591908280613c97575b613c84576001600160581b038460281c16988915613c7157808a03613c5a57508215613c4857505f905b808203613c335750501580613c20575b613c00575081546001600160f81b0316600290911760f81b6001600160f81b031916178155929391926126899260018060a01b03835416907fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b36020604051898152a3614741565b63ffffffff908763041f95d160e51b5f5260045260a01c1660245260445ffd5b5063ffffffff8160a01c16421015613b99565b635b81897960e01b5f5260045260245260445ffd5b5f52600b60205260405f205490613b89565b899063733580bd60e01b5f5260045260245260445ffd5b63e1e293c360e01b5f525f60045260245ffd5b8963e9dab5e960e01b5f5260045260245ffd5b5060018701546001600160a01b031615613b5f565b8763abbc9c0160e01b5f5260045260245ffd5b90600b9160405191604083015260208201523081520160ff8153605590206001600160a01b031690565b600581101561134e5760018114613d0b57600314613d05575f90565b61271090565b5061138890565b91908201809211611c9a57565b81549293909290919060281c6001600160581b031661268994613e2861ffff61087e95169361087e613d5f612710613d578888611ce9565b048096613664565b94613d6a858461495d565b90895f516020614ffe5f395f51905f526080613d868580613664565b875463ffffffff60a01b191688559a841580159890613eb357805460ff60f01b1916600360f01b17905560028a01546040518281526001600160a01b03919091169085907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b6040519081528460208201528a60408201525f6060820152a260018601546001600160a01b03169382613e90575b613e5f57613d12565b546001600160a01b031693849082613e41575050613d12565b5f516020614f7e5f395f51905f526020604051858152a3835f610877565b838a7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a3613d12565b848b5f516020614f9e5f395f51905f52604080518781528d6020820152a3613e1f565b805460ff60f01b1916600160f21b179055604051818152339085907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a3613df1565b929061404a608061087e856140348861087e613f4599986001600160581b03895460281c169089600187019261ffff612710613f3b82875460c01c1684611ce9565b049e8f8093613664565b931693865f516020614ffe5f395f51905f52613f6f612710613f678989611ce9565b048097613664565b9c8d97613f7c8d8861495d565b95612710613f8a8389611ce9565b0499613f968b89613664565b895463ffffffff60a01b19168a559e8a1580159a906140da57805460ff60f01b1916600360f01b179055600201546040518481526001600160a01b03919091169087907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b60405192835289602084015260408301526060820152a2546001600160a01b03169586916140b7575b505061408657613d12565b85546001600160a01b0316928061406857613d12565b82614056575b50505050565b61405f9361499a565b5f808080614050565b83895f516020614f7e5f395f51905f526020604051858152a3613d12565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a3613d12565b5f516020614f9e5f395f51905f52604080518781528b6020820152a3848e614029565b805460ff60f01b1916600160f21b17905550604051838152339087907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a3614000565b61ffff905460e01c16600260ff8184015460c81c1661413f816119a7565b146141b65764ffffffffff825460a01c165f52600a60205260ff6001600360405f20015493015460e01c16915f5b83811061417c57505050505f90565b6001600160fb1b0381168103611c9a57818160051b1c61ffff8160101c168410156141aa575060010161416d565b61ffff16949350505050565b905090565b90916001835460f81c161560028201805460ff8160a01c169183806145a6575b61432b575b50505064ffffffffff825460a01c165f52600a60205260405f20908080614311575b6142525760ff6126899592610ad592155f14614248575460201c165b845f516020614f5e5f395f51905f52604080516002815261424260208201866119b1565ba2613ce9565b5460181c1661421e565b507f643bcb0e3b9e600267697c7939397f077c728ccaa7bc95b6f82127ff5f97a3309150806142d361429361184263ffffffff6020955460a81c1642613d12565b865460f881811c600117901b6001600160f81b03191660016affffffffffffff0000000160a01b039091161760a082901b63ffffffff60a01b1617909655565b835f516020614f5e5f395f51905f526040805160028152600486820152a26001015460405163ffffffff9095168552811c6001600160a01b031693a3565b5060ff825460181c16600581101561134e57600414614202565b855f52600660205260405f20549260ff8460081c169086549460ff8660c81c1683101561435a575050506141e0565b889798949596509061436c9291614aed565b928394600360ff8360c81c16614381816119a7565b14614487575b50505463ffffffff8160a81c16926143a26118428542613d12565b908861ffff80825460f81c98169460d81c16841061447c575b8054600360f11b63ffffffff60a01b60a086901b16600167ffffffff0000000160a01b039092166001600160f81b031960f88b901b161760e085901b61ffff60e01b1617919091171790557f2eae14a3f2f71cf830006c973bab928636e4470439b32581457e9011233527bf92606092909163ffffffff919061ffff90604051948552166020840152166040820152a2156144565750505050565b60081615614468579161405f92612aa5565b9082610ac38261447795614121565b61405f565b6008909617956143bb565b90925060ff60018895939501549360d01c16926040519060208201926001600160601b03199060601b1683526001600160601b03199060601b166034820152602881526144d5604882611c11565b51902091825f52600d60205260405f2054918260e01c9260108410614591575b61ffff9060018060e01b0390614000600160ee1b0390600e1b1616911617925f52600d6020528160e01b831760405f20558082105f14614588575084915b5f905f905b83821061455757505061ffff9161454e916138cf565b16915f80614387565b919080939450600e02600e81048403611c9a57600191613fff8461457d931c1690613d12565b920186939291614538565b90508491614533565b9261459e61ffff91612a34565b9390506144f5565b50600183116141db565b9080156146a5575f516020614fbe5f395f51905f525c801561462157825f525f516020614fbe5f395f51905f5260205260405f2092835c9182156145f6575b505001905d565b600191815f516020614fbe5f395f51905f52015d015f516020614fbe5f395f51905f525d5f806145ef565b509061464e82827f00000000000000000000000000000000000000000000000000000000000000006147b6565b15614657575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f39160018060a01b031692835f52600e825260405f2061469a828254613d12565b9055604051908152a2565b5050565b909291926146b8838583614c85565b506146c2816119a7565b15908161472b575b50614722576064835f9460209660405194630b135d3f60e11b8652600486015260406024860152816044860152838501378281018201859052601f01601f191601915afa630b135d3f60e11b5f5114601f3d11161690565b50505050600190565b6001600160a01b0384811691161490505f6146ca565b90815460f81c60028116156138ca576001825460f01c16151590816147aa575b506146a557815460ff60f01b1916600160f01b1782555460a01c64ffffffffff166147895750565b805463ffffffff60a01b19811660209190911b63ffffffff60a01b16179055565b6004915016155f614761565b92916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180875af19260015f51148416156147f2575b50604052565b3d15903b151516909216915f6147ec565b60ff811690601f8211614832576040519161481f604084611c11565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480614934575b1561489c577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a0815261492e60c082611c11565b51902090565b507f00000000000000000000000000000000000000000000000000000000000000004614614873565b549060048260f81c161561499457612710916001600160581b0361ffff600161499094015460d01c169160281c16611ce9565b0490565b50505f90565b90916001835460f81c16614aa75760020180549260ff8460a01c169360018514614a8e575064ffffffffff905416915f52600660205260405f2054916149fb60ff8460081c16956149f56149ee88836138cf565b9788611ce9565b90613664565b925f935b858510614a0f5750505050505050565b6001851b821615614a855784614a4457614a389061087e60018060a01b03865416915b89613d12565b60015f945b01936149ff565b825f52600860205260405f20905f198601868111611c9a5782541115611c6d57614a38915f5261087e60018060a01b035f198860205f200101541691614a32565b93600190614a3d565b6126899594506001600160a01b031692506145b0915050565b61268993925064ffffffffff91505460a01c165f52600a60205260018060a01b03600160405f20015460201c166145b0565b8051821015611c6d5760209160051b010190565b919091614af982611c32565b92614b076040519485611c11565b828452601f19614b1684611c32565b013660208601375f5f925b828410614b80575050505060018082811c921614614b6e575f19810191818311611c9a57614b60614b6792614b5961ffff9584614ad9565b5192614ad9565b5190613d12565b60011c1690565b614b7b9061ffff92614ad9565b511690565b9194936001849792941b831615614c4c576001600160fc1b0387168703611c9a578660041b60100180601011611c9a578361ffff911c1695614bc185612a34565b945b8015801580614c2e575b15614c0d575f19820191808311611c9a57614bf3614beb848b614ad9565b51918a614ad9565b5215614bc357634e487b7160e01b5f52601160045260245ffd5b5096614c23600193979899929695949989614ad9565b525b01929190614b21565b505f198201828111611c9a57614c458a918a614ad9565b5111614bcd565b939492919095600190614c25565b63ffffffff8111614c6e5763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b9060418303614caf57614ca89250602081013591604082359201355f1a90614cb9565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411614d30579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa1561103e575f516001600160a01b03811615614d2657905f905f90565b505f906001905f90565b5050505f916003919056fe60a08060405234602757336080526101f6908161002c82396080518181816047015260a30152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816301681a621461007a575063e2fdcc1714610032575f80fd5b34610076575f366003190112610076576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610076576020366003190112610076576004356001600160a01b0381169190828103610076577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101e3576370a0823160e01b8252306004830152602082602481865afa9182156101d8575f9261017a575b508161010a575b602082604051908152f35b6040519063a9059cbb60e01b5f52336004528260245260205f60448180855af19060015f511482161561015b575b50906040521561014857816100ff565b50635274afe760e01b5f5260045260245ffd5b6001821516610171573b15153d15161684610138565b823d5f823e3d90fd5b90915060203d6020116101d1575b601f8101601f1916820167ffffffffffffffff8111838210176101bd57602091839160405281010312610076575190836100f8565b634e487b7160e01b5f52604160045260245ffd5b503d610188565b6040513d5f823e3d90fd5b63bc552e7760e01b5f523360045260245ffd7573d4a686001c95795382e83e1e87e7b69cd50abd2762d5e160ba246c8ebd077ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4a044e0aa8127bff2a1e5f6546317a491b9a16a5291035a7c1a4b426db6b6e424d981dce384f5f58077bbc724b32856578a512bfa844e6d897d7428c91078dc639b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0064bec1fa6a184558f2e03b07f3e1598aeb141fc03524c53876b2875482bb89d3",
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

// PackACCEPTANCETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25e546e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ACCEPTANCE_TYPEHASH() view returns(bytes32)
func (asaEscrow *AsaEscrow) PackACCEPTANCETYPEHASH() []byte {
	enc, err := asaEscrow.abi.Pack("ACCEPTANCE_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackACCEPTANCETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25e546e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ACCEPTANCE_TYPEHASH() view returns(bytes32)
func (asaEscrow *AsaEscrow) TryPackACCEPTANCETYPEHASH() ([]byte, error) {
	return asaEscrow.abi.Pack("ACCEPTANCE_TYPEHASH")
}

// UnpackACCEPTANCETYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x25e546e9.
//
// Solidity: function ACCEPTANCE_TYPEHASH() view returns(bytes32)
func (asaEscrow *AsaEscrow) UnpackACCEPTANCETYPEHASH(data []byte) ([32]byte, error) {
	out, err := asaEscrow.abi.Unpack("ACCEPTANCE_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x249d39e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BPS() view returns(uint16)
func (asaEscrow *AsaEscrow) PackBPS() []byte {
	enc, err := asaEscrow.abi.Pack("BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x249d39e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BPS() view returns(uint16)
func (asaEscrow *AsaEscrow) TryPackBPS() ([]byte, error) {
	return asaEscrow.abi.Pack("BPS")
}

// UnpackBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x249d39e9.
//
// Solidity: function BPS() view returns(uint16)
func (asaEscrow *AsaEscrow) UnpackBPS(data []byte) (uint16, error) {
	out, err := asaEscrow.abi.Unpack("BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXCOLLATERALBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7d6e867.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_COLLATERAL_BPS() view returns(uint16)
func (asaEscrow *AsaEscrow) PackMAXCOLLATERALBPS() []byte {
	enc, err := asaEscrow.abi.Pack("MAX_COLLATERAL_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCOLLATERALBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7d6e867.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_COLLATERAL_BPS() view returns(uint16)
func (asaEscrow *AsaEscrow) TryPackMAXCOLLATERALBPS() ([]byte, error) {
	return asaEscrow.abi.Pack("MAX_COLLATERAL_BPS")
}

// UnpackMAXCOLLATERALBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb7d6e867.
//
// Solidity: function MAX_COLLATERAL_BPS() view returns(uint16)
func (asaEscrow *AsaEscrow) UnpackMAXCOLLATERALBPS(data []byte) (uint16, error) {
	out, err := asaEscrow.abi.Unpack("MAX_COLLATERAL_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXEVALUATORS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e621e9a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_EVALUATORS() view returns(uint8)
func (asaEscrow *AsaEscrow) PackMAXEVALUATORS() []byte {
	enc, err := asaEscrow.abi.Pack("MAX_EVALUATORS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXEVALUATORS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e621e9a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_EVALUATORS() view returns(uint8)
func (asaEscrow *AsaEscrow) TryPackMAXEVALUATORS() ([]byte, error) {
	return asaEscrow.abi.Pack("MAX_EVALUATORS")
}

// UnpackMAXEVALUATORS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e621e9a.
//
// Solidity: function MAX_EVALUATORS() view returns(uint8)
func (asaEscrow *AsaEscrow) UnpackMAXEVALUATORS(data []byte) (uint8, error) {
	out, err := asaEscrow.abi.Unpack("MAX_EVALUATORS", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMAXEVALUATORFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5261b70.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_EVALUATOR_FEE_BPS() view returns(uint16)
func (asaEscrow *AsaEscrow) PackMAXEVALUATORFEEBPS() []byte {
	enc, err := asaEscrow.abi.Pack("MAX_EVALUATOR_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXEVALUATORFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5261b70.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_EVALUATOR_FEE_BPS() view returns(uint16)
func (asaEscrow *AsaEscrow) TryPackMAXEVALUATORFEEBPS() ([]byte, error) {
	return asaEscrow.abi.Pack("MAX_EVALUATOR_FEE_BPS")
}

// UnpackMAXEVALUATORFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5261b70.
//
// Solidity: function MAX_EVALUATOR_FEE_BPS() view returns(uint16)
func (asaEscrow *AsaEscrow) UnpackMAXEVALUATORFEEBPS(data []byte) (uint16, error) {
	out, err := asaEscrow.abi.Unpack("MAX_EVALUATOR_FEE_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXEXPIRYHORIZON is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4382e016.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_EXPIRY_HORIZON() view returns(uint256)
func (asaEscrow *AsaEscrow) PackMAXEXPIRYHORIZON() []byte {
	enc, err := asaEscrow.abi.Pack("MAX_EXPIRY_HORIZON")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXEXPIRYHORIZON is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4382e016.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_EXPIRY_HORIZON() view returns(uint256)
func (asaEscrow *AsaEscrow) TryPackMAXEXPIRYHORIZON() ([]byte, error) {
	return asaEscrow.abi.Pack("MAX_EXPIRY_HORIZON")
}

// UnpackMAXEXPIRYHORIZON is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4382e016.
//
// Solidity: function MAX_EXPIRY_HORIZON() view returns(uint256)
func (asaEscrow *AsaEscrow) UnpackMAXEXPIRYHORIZON(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("MAX_EXPIRY_HORIZON", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXROLLINGWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x547dcdce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_ROLLING_WINDOW() view returns(uint8)
func (asaEscrow *AsaEscrow) PackMAXROLLINGWINDOW() []byte {
	enc, err := asaEscrow.abi.Pack("MAX_ROLLING_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXROLLINGWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x547dcdce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_ROLLING_WINDOW() view returns(uint8)
func (asaEscrow *AsaEscrow) TryPackMAXROLLINGWINDOW() ([]byte, error) {
	return asaEscrow.abi.Pack("MAX_ROLLING_WINDOW")
}

// UnpackMAXROLLINGWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x547dcdce.
//
// Solidity: function MAX_ROLLING_WINDOW() view returns(uint8)
func (asaEscrow *AsaEscrow) UnpackMAXROLLINGWINDOW(data []byte) (uint8, error) {
	out, err := asaEscrow.abi.Unpack("MAX_ROLLING_WINDOW", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMAXTIERS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07c3d4af.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_TIERS() view returns(uint8)
func (asaEscrow *AsaEscrow) PackMAXTIERS() []byte {
	enc, err := asaEscrow.abi.Pack("MAX_TIERS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXTIERS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07c3d4af.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_TIERS() view returns(uint8)
func (asaEscrow *AsaEscrow) TryPackMAXTIERS() ([]byte, error) {
	return asaEscrow.abi.Pack("MAX_TIERS")
}

// UnpackMAXTIERS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x07c3d4af.
//
// Solidity: function MAX_TIERS() view returns(uint8)
func (asaEscrow *AsaEscrow) UnpackMAXTIERS(data []byte) (uint8, error) {
	out, err := asaEscrow.abi.Unpack("MAX_TIERS", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMAXTIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde38eb3a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_TIMEOUT() view returns(uint32)
func (asaEscrow *AsaEscrow) PackMAXTIMEOUT() []byte {
	enc, err := asaEscrow.abi.Pack("MAX_TIMEOUT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXTIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde38eb3a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_TIMEOUT() view returns(uint32)
func (asaEscrow *AsaEscrow) TryPackMAXTIMEOUT() ([]byte, error) {
	return asaEscrow.abi.Pack("MAX_TIMEOUT")
}

// UnpackMAXTIMEOUT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xde38eb3a.
//
// Solidity: function MAX_TIMEOUT() view returns(uint32)
func (asaEscrow *AsaEscrow) UnpackMAXTIMEOUT(data []byte) (uint32, error) {
	out, err := asaEscrow.abi.Unpack("MAX_TIMEOUT", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackRESULTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x123f8e9f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function RESULT_TYPEHASH() view returns(bytes32)
func (asaEscrow *AsaEscrow) PackRESULTTYPEHASH() []byte {
	enc, err := asaEscrow.abi.Pack("RESULT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRESULTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x123f8e9f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function RESULT_TYPEHASH() view returns(bytes32)
func (asaEscrow *AsaEscrow) TryPackRESULTTYPEHASH() ([]byte, error) {
	return asaEscrow.abi.Pack("RESULT_TYPEHASH")
}

// UnpackRESULTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x123f8e9f.
//
// Solidity: function RESULT_TYPEHASH() view returns(bytes32)
func (asaEscrow *AsaEscrow) UnpackRESULTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := asaEscrow.abi.Unpack("RESULT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
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

// PackCreateAndFundAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9385dc2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createAndFundAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, uint256 acceptanceDeadline, bytes providerSignature) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) PackCreateAndFundAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms, acceptanceDeadline *big.Int, providerSignature []byte) []byte {
	enc, err := asaEscrow.abi.Pack("createAndFundAsaJob", job, terms, acceptanceDeadline, providerSignature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateAndFundAsaJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9385dc2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createAndFundAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, uint256 acceptanceDeadline, bytes providerSignature) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) TryPackCreateAndFundAsaJob(job IAsaEscrowTypesJobRequest, terms IAsaEscrowTypesTerms, acceptanceDeadline *big.Int, providerSignature []byte) ([]byte, error) {
	return asaEscrow.abi.Pack("createAndFundAsaJob", job, terms, acceptanceDeadline, providerSignature)
}

// UnpackCreateAndFundAsaJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb9385dc2.
//
// Solidity: function createAndFundAsaJob((address,address[],uint8,uint256,uint256,bytes32,string) job, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, uint256 acceptanceDeadline, bytes providerSignature) returns(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackCreateAndFundAsaJob(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("createAndFundAsaJob", data)
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
// Solidity: function evaluatorsOf(uint256 jobId) view returns(address[] evaluators)
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
// Solidity: function evaluatorsOf(uint256 jobId) view returns(address[] evaluators)
func (asaEscrow *AsaEscrow) TryPackEvaluatorsOf(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("evaluatorsOf", jobId)
}

// UnpackEvaluatorsOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeb0c7352.
//
// Solidity: function evaluatorsOf(uint256 jobId) view returns(address[] evaluators)
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
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,uint8,uint256,uint256,uint256,uint256,bytes32,uint16,uint8,uint8,bool,uint64,bool,bool,bool,uint256) v)
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
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,uint8,uint256,uint256,uint256,uint256,bytes32,uint16,uint8,uint8,bool,uint64,bool,bool,bool,uint256) v)
func (asaEscrow *AsaEscrow) TryPackGetJob(jobId *big.Int) ([]byte, error) {
	return asaEscrow.abi.Pack("getJob", jobId)
}

// UnpackGetJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf22c457.
//
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,uint8,uint256,uint256,uint256,uint256,bytes32,uint16,uint8,uint8,bool,uint64,bool,bool,bool,uint256) v)
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
