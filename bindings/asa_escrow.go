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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"AcceptanceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AcceptanceNotRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"}],\"name\":\"AgreementAlreadyUsed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"AgreementHashRequired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyAccepted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"AlreadyCounted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyFunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AsaJobUsesSignedResults\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"bps\",\"type\":\"uint16\"}],\"name\":\"BpsOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"BudgetFixed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"actual\",\"type\":\"uint256\"}],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotReached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"EvaluatorNotIndependent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"ExpiryOutOfRange\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"HooksNotSupported\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidEvaluators\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"InvalidStatus\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidTerms\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NoDisputeResolver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"NotAnEvaluator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NothingToReturn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderAlreadySet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"ResultExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"ResultMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"}],\"name\":\"ScoreOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"expected\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"actual\",\"type\":\"bytes32\"}],\"name\":\"TermsHashMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"UnknownJob\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"AgreementRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"agreementId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fundDeadline\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"}],\"name\":\"AsaJobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"BackupEvaluatorActivated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"CreditPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Credited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"fromStatus\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"action\",\"type\":\"uint8\"}],\"name\":\"DeadManTriggered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DepositReturned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"automatic\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeFiled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"EvaluatorFeePaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"preExecuted\",\"type\":\"bool\"}],\"name\":\"FundedWithAuthorization\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"name\":\"JobAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"name\":\"JobDescription\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"releaseBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"providerAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"clientAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateralKept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"collateralSlashed\",\"type\":\"uint256\"}],\"name\":\"JobSettled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"policyScore\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"challengeDeadline\",\"type\":\"uint256\"}],\"name\":\"JobVerified\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"ProviderSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"}],\"name\":\"ResultAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"TermsRegistered\",\"type\":\"event\"},{\"stateMutability\":\"nonpayable\",\"type\":\"fallback\"},{\"inputs\":[],\"name\":\"ACCEPTANCE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_COLLATERAL_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_EVALUATORS\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_EVALUATOR_FEE_BPS\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_EXPIRY_HORIZON\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_ROLLING_WINDOW\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_TIERS\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_TIMEOUT\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RESULT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"claimRefund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"acceptanceDeadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"providerSignature\",\"type\":\"bytes\"}],\"name\":\"createAndFundAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"}],\"internalType\":\"structIAsaEscrowTypes.JobRequest\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"createAsaJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"extension\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"finalize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"jobIds\",\"type\":\"uint256[]\"}],\"name\":\"finalizeBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"advanced\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"enumIAgenticCommerceEvents.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"submittedAt\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"resultCount\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"backupActive\",\"type\":\"bool\"},{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"budgetFunded\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"accepted\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"collateral\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.JobView\",\"name\":\"v\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"isDue\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"setProvider\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structIAsaEscrowTypes.Authorization\",\"name\":\"collateralAuth\",\"type\":\"tuple\"}],\"name\":\"acceptJob\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Acceptance\",\"name\":\"acceptance\",\"type\":\"tuple\"}],\"name\":\"acceptanceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"}],\"name\":\"agreementJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"challenge\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"collateralAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"credits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"evaluatorsOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"}],\"name\":\"fundFromDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"expectedTermsHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"fundWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"pairHistory\",\"outputs\":[{\"internalType\":\"uint16[]\",\"name\":\"scores\",\"type\":\"uint16[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"pushCredit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"accounts\",\"type\":\"address[]\"}],\"name\":\"pushCredits\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"}],\"name\":\"resultDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"returnDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"toClient\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toProvider\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"termsId\",\"type\":\"uint64\"}],\"name\":\"termsById\",\"outputs\":[{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "AsaEscrow",
	Bin: "0x6101a080604052346102045760208161992280380380916100208285610208565b83398101031261020457516001600160a01b038116908181036102045760405161004b604082610208565b600a815260208101906941534120457363726f7760b01b825260405191610073604084610208565b600183526020830191603160f81b835261008c8161022b565b610120526100998461022b565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010260c082610208565b5190206080523060c05281156101f55761016052604051906154fb8083016001600160401b038111848210176101e1576020928492614427843981520301905ff080156101d6576001600160a01b0316610180526040516141909081610297823960805181613e8d015260a05181613f44015260c05181613e57015260e05181613edc01526101005181613f0201526101205181611a3401526101405181611a5d0152610160518181816102140152818161343e015261376b015261018051818181604a015281816110fc0152611ff90152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101e157604052565b601f815111610256576020815191015160208210610247571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe608060405260043610156100b5575b346100b1576001600160e01b03195f35166313f7cf0160e01b81149081156100a0575b811561008f575b5061007c57604051365f82375f8036837f00000000000000000000000000000000000000000000000000000000000000005af43d5f833e15610078573d90f35b3d90fd5b63472511eb60e11b5f523360045260245ffd5b63f312165b60e01b1490505f610038565b6359caab9560e11b81149150610031565b5f80fd5b5f5f3560e01c8063034b9d01146121b757806305261aea1461216957806307c3d4af14611b14578063123f8e9f1461212f5780631bbd72291461207e578063249d39e91461206257806325e546e9146120285780632d5537b014611fe45780634152881214611d5d57806341dd26f514611d2a5780634382e01614611d0c5780634c5d8a0f14611cef578063547dcdce14611cd45780635583a93014611cac5780635b7baf6414611b195780635e621e9a14611b1457806384b0196e14611a1c5780639e63798d14611892578063b7d6e86714611876578063b9385dc214611182578063bdcc7d9514610bbd578063bf22c4571461089d578063c9a84bb914610757578063d2e13f50146104ef578063d75bbdf314610386578063dd4ae9d414610282578063de38eb3a14610263578063f5261b70146102465763fc0c546a146101ff575061000e565b346102435780600319360112610243576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b503461024357806003193601126102435760206040516103e88152f35b503461024357806003193601126102435760206040516301e133808152f35b50346102435761029136612288565b505061029c82612d22565b64ffffffffff8154168452600760205260408420805464ffffffffff8160a01c16610372576102cb8386612d53565b6001600160a01b0316331415908161035a575b50610347576001600160581b03821161033357816103296020926001600160581b037f869e2577b006bf47ee981cf6fec2e25583548081c14b98deab587f77b50680389516906129a7565b604051908152a280f35b63e1e293c360e01b84526004829052602484fd5b63472511eb60e11b845233600452602484fd5b600101546001600160a01b031633141590505f6102de565b637c74270d60e11b86526004859052602486fd5b50346102435761039536612288565b5050906103a0612ced565b6103a981612d22565b9182549064ffffffffff821685526007602052604085209164ffffffffff835460a01c166104db576103db8585612d85565b60028301546001600160a01b031633036104c857916020916001600160581b037f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b09460281c1695600360f01b60ff60f01b19825416179055604051908152847f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f3341444843393a3835f5160206141305f395f51905f5260c0604051612710815288868201528960408201528960608201528960808201528960a0820152a2600101546001600160a01b0316936104ae8186613410565b604051908152a3805f5160206141705f395f51905f525d80f35b63472511eb60e11b865233600452602486fd5b63b5eb26e160e01b86526004849052602486fd5b5034610243576104fe36612288565b909392610509612ced565b61051281612d22565b91825464ffffffffff8116865260076020526040862096875460018060a01b03811633036107445764ffffffffff889160a01c16801594851593846106ef575b505061055e8787612d53565b8360f81c94600286166106db5780806106c6575b6106b2576001600160581b038560281c1698891561069e57808a03610687575015610675575087905b8082036106605750508061064d575b61062d575082546001600160f81b0316600290911760f81b6001600160f81b031916178255929361061a93610614929060018060a01b03835416907fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b36020604051888152a3613dda565b33613756565b805f5160206141705f395f51905f525d80f35b63041f95d160e51b8652600483905260a01c63ffffffff16602452604485fd5b5063ffffffff8160a01c164210156105aa565b635b81897960e01b8952600452602452604487fd5b8852600b60205260408820549061059b565b63733580bd60e01b8b52600452602489905260448afd5b63e1e293c360e01b8b5260048b905260248bfd5b63e9dab5e960e01b8a52600487905260248afd5b5060018b01546001600160a01b031615610572565b63abbc9c0160e01b8a52600487905260248afd5b90919250602082036107205735906020811061070f575b50905f80610552565b5f199060200360031b1b165f610706565b828a52600b60205260408a2054635b81897960e01b8b5260045260248a905260448afd5b63472511eb60e11b885233600452602488fd5b503461024357606036600319011261024357600435610774612216565b906044356001600160401b03811161089957610794903690600401612240565b505061079f81612d22565b6107a98183612d53565b805464ffffffffff16845260076020526040842080549093906001600160a01b031633036108865760018401546001600160a01b0316610872576001600160a01b03811693841561086357600201546001600160a01b03169084821461084f5764ffffffffff9161081a913361317f565b1664ffffffffff198254161790557f9a87df076ea1725aba8ba29d32517ce37c9597d88cbf16ec6707892cc330ab698380a380f35b631d57543d60e21b86526004859052602486fd5b63d92e233d60e01b8652600486fd5b638996fa2f60e01b85526004839052602485fd5b63472511eb60e11b855233600452602485fd5b8380fd5b5034610243576020366003190112610243576040519061024082018281106001600160401b03821117610ba9576040528082528060208301528060408301528060608301528060808301528060a08301528060c08301528060e08301528061010083015280610120830152806101408301528061016083015280610180830152806101a0830152806101c0830152806101e08301528061020083015280610220830152612710610a8c610951600435612d22565b5464ffffffffff8116845260076020526001600160581b0361ffff6040862060018154818060a01b0381168a528183015492828060a01b03841660208c01526002838060a01b039101541660408b01526109b460ff8760f01c1660608c0161299b565b848660281c1660808b015263ffffffff8660801c1660a08b015263ffffffff8660a01c1660c08b015263ffffffff8660c01c1660e08b01526004358952600560205260408920546101008b0152838660e01c166101208b015260ff8160c81c166101408b01526004358952600660205260ff60408a205460081c166101608b0152818660f81c1615156101808b015264ffffffffff8160a01c166101a08b015260028660f81c1615156101c08b015260f81c1615156101e089015260048460f81c16151561020089015260b01c169160281c16612311565b046102208301526040805183516001600160a01b039081168252602080860151821690830152828501511691810191909152606083015190916008821015610b955750610240926102209160608401526080810151608084015260a081015160a084015260c081015160c084015260e081015160e084015261010081015161010084015261ffff6101208201511661012084015260ff6101408201511661014084015260ff6101608201511661016084015261018081015115156101808401526001600160401b036101a0820151166101a08401526101c081015115156101c08401526101e081015115156101e084015261020081015115156102008401520151610220820152f35b634e487b7160e01b81526021600452602490fd5b634e487b7160e01b82526041600452602482fd5b346100b1576102603660031901126100b1576004356001600160401b0381116100b157368190036004820160e06003198301126100b1576102403660231901126100b157606483013592610c1084613131565b60848101359384158015611172575b61115f576040516020810190610c36826024613515565b6102408152610c476102608261297a565b519020610c53846136c0565b6044840192610c61846136d4565b916024860192610c7184896136e2565b9290610c7c84612cb8565b93610c8a604051958661297a565b808552602085019060051b8201913683116100b15790889295949391905b86821061113a575050610cbc945033613c1d565b5f52600960205260405f20548015611074575b64ffffffffff811692610ce3600254612950565b98896002556101443580151581036100b157611000575b6101643563ffffffff81168091036100b157610d19610d1e91426122f0565b613d23565b938a604051610d2c8161295e565b8781526001600160581b038e166020820190815263ffffffff848116604084019081529816606083018181525f6080850181815260a08601918252929a60c0860194919392915f865260e08701975f89525f52600460205260405f20965164ffffffffff1664ffffffffff1664ffffffffff19885416178755516001600160581b0316610db990876129a7565b518554915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617845551835463ffffffff60c01b191660c09190911b63ffffffff60c01b1617835551825461ffff60e01b191660e09190911b61ffff60e01b16178255516008811015610fec57610e6492610e4460ff92846129d9565b5182546001600160f81b0316911660f81b6001600160f81b031916179055565b610e6d8a6136c0565b610e77848c6136e2565b15610fd8577fef137df1d007645178f3f70e5c306d8d0b84bb5c70cabda9bb0f8f3c71932a0f610ed1610eaa8f936136c0565b604080516001600160a01b0392831681526020810197909752941694339490918291820190565b0390a460c488013590602219018112156100b1578701600401803597906001600160401b0389116100b1576020019388360385136100b15760209b60ff610fb07fc8571d01697a8a00d9ef53130ed012d7cce08efb170cf7f42e3ed79e4785ef389a610f898f9d97610f919f8f7f6817b8e13069dec319ca883f1f8caafbb89608e819d46a951c3e1fac271d77a664ffffffffff9d60a49c610f81604051926020928493845260208401916129fd565b0390a26136e2565b9e90916136d4565b9d6040519b8c9b8c5260208c015260e060408c015260e08b0191613717565b9b166060880152608087015260a0860152013560c084015260281c16940390a3604051908152f35b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b60a488013580156110655760405160208101903382528260408201526040815261102b60608261297a565b51902090815f52600f60205260405f205461105357505f52600f6020528960405f2055610cfa565b63490ac19560e11b5f5260045260245ffd5b632ace864b60e21b5f5260045ffd5b50611120611081876136c0565b6110fa61108e858a6136e2565b929060ff6110d761109e8b6136d4565b6040516313f7cf0160e01b60208201526001600160a01b0390951660248601526102a0604486015293958694936102c486019190613717565b911660648301526110ec608483016024613515565b03601f19810183528261297a565b7f0000000000000000000000000000000000000000000000000000000000000000613d4e565b602081519181808201938492010103126100b15751610ccf565b819294959693506020919061114f839261222c565b8152019101889295949391610ca8565b8463e1e293c360e01b5f5260045260245ffd5b506001600160581b038511610c1f565b346100b1576102a03660031901126100b1576001600160401b03600435116100b157600435360360e06003198201126100b1576102403660231901126100b157610284356001600160401b0381116100b1576111e2903690600401612240565b91906111ec612ced565b6111fb60646004350135613131565b60846004350135158015611860575b611847576040516020810190611221826024613515565b61024081526112326102608261297a565b5190206112436004356004016136c0565b6112516044600435016136d4565b6112656024600435016004356004016136e2565b929061127084612cb8565b9361127e604051958661297a565b808552602085019060051b8201913683116100b15790869295949391905b8682106118225750506112b0945033613c1d565b5f52600960205260405f20549283156117c8575b6112cf600254612950565b938460025561014435151561014435036100b15761014435611773575b6101443561174e575f915b6004356064013563ffffffff166101443561174757805b610144356117415760015b604051916113268361295e565b64ffffffffff861683526020830193600435608401356001600160581b0316855260408401918252606084019063ffffffff16815260808401905f825260a08501925f845260c086019461137a908661299b565b60e0860196600288528d5f52600460205260405f20965164ffffffffff1664ffffffffff1664ffffffffff19885416178755516001600160581b03166113c090876129a7565b518554915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b1617845551835463ffffffff60c01b191660c09190911b63ffffffff60c01b1617835551825461ffff60e01b191660e09190911b61ffff60e01b16178255516008811015610fec5761144b92610e4460ff92846129d9565b6114596004356004016136c0565b61146d6024600435016004356004016136e2565b15610fd85761147b906136c0565b604080516001600160a01b0392831681526004356064013560208201529290911691339189917fef137df1d007645178f3f70e5c306d8d0b84bb5c70cabda9bb0f8f3c71932a0f9190a460043560c4013590602219018112156100b15760049081350101908135906001600160401b0382116100b15781360360208401136100b157867f6817b8e13069dec319ca883f1f8caafbb89608e819d46a951c3e1fac271d77a681947fc8571d01697a8a00d9ef53130ed012d7cce08efb170cf7f42e3ed79e4785ef389461155c60405192839260208452602080850192016129fd565b0390a264ffffffffff6115796024600435016004356004016136e2565b91909263ffffffff61158f6044600435016136d4565b9760ff6115b760405197889787871689528d60208a015260e060408a015260e0890191613717565b991660608601526084600435013560808601521660a084015260a4600435013560c084015260281c16940390a3604051608460043501358152837fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b360203393a36116276084600435013533613756565b83611648575b6020835f5f5160206141705f395f51905f525d604051908152f35b610144351561172e576040519360c08501948086106001600160401b0387111761171a576110ec611712946110fa936020986040523384528884019586526040840160a46004350135815260608501608460043501358152608086019060646004350135825260a0870192610264358452604051998a9863f312165b60e01b8f8b01528d60248b015260018060a01b0390511660448a01525160648901525160848801525160a48701525160c48601525160e48501526101006101048501526101248401916129fd565b50828061162d565b634e487b7160e01b5f52604160045260245ffd5b8263fecc541d60e01b5f5260045260245ffd5b5f611319565b839061130e565b6101643563ffffffff81168091036100b157610d1961176d91426122f0565b916112f7565b60a460043501358015611065576040516020810190338252826040820152604081526117a060608261297a565b51902090815f52600f60205260405f205461105357505f52600f6020528460405f20556112ec565b92506118076117db6004356004016136c0565b6110fa6117f26024600435016004356004016136e2565b929060ff6110d761109e6044600435016136d4565b602081519181808201938492010103126100b15751926112c4565b8192949596935060209190611837839261222c565b815201910186929594939161129c565b63e1e293c360e01b5f526084600435013560045260245ffd5b506001600160581b03608460043501351161120a565b346100b1575f3660031901126100b1576020604051614e208152f35b346100b1576118a036612288565b5050906118ac81612d22565b60ff815460f01c166008811015610fec57600181036119ff575080549064ffffffffff82165f52600760205260405f209160018060a01b03600184015416330361007c57825460a01c64ffffffffff1615159081806119ec575b6119cc5750835f5260056020528460405f205561194561192542613d23565b835463ffffffff60c01b191660c09190911b63ffffffff60c01b16178355565b815460ff60f01b1916600160f11b17825561198b575b50506040519182527f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e60203393a3005b6119a5610d1963ffffffff6119c5945460d81c16426122f0565b815463ffffffff60a01b191660a09190911b63ffffffff60a01b16179055565b828061195b565b63ffffffff908563041f95d160e51b5f5260045260801c1660245260445ffd5b5063ffffffff8160801c16421015611906565b6301f6ee9360e21b5f526004839052611a17906122e2565b60445ffd5b346100b1575f3660031901126100b157611ab8611a587f0000000000000000000000000000000000000000000000000000000000000000613ce5565b611a817f0000000000000000000000000000000000000000000000000000000000000000613ce5565b6020611ac660405192611a94838561297a565b5f84525f368137604051958695600f60f81b875260e08588015260e08701906122be565b9085820360408701526122be565b4660608501523060808501525f60a085015283810360c08501528180845192838152019301915f5b828110611afd57505050500390f35b835185528695509381019392810192600101611aee565b61226d565b346100b15760203660031901126100b157600435611b35612ced565b611b3e81612d22565b90815464ffffffffff81165f52600760205260405f209060ff8160f01c166008811015610fec57600181148015611c8e575b15611c76575063ffffffff8160801c16804210611c6057505f5160206141505f395f51905f5291611c47611c416001600160581b0360209460281c1692611bb78189613cae565b88546aff000000000000ffffffff60a01b1916600560f01b1790985560405187905f5160206141305f395f51905f529060c090837f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a25f81525f898201528760408201525f60608201525f60808201528b60a0820152a2546001600160a01b031696836122f0565b86613410565b604051908152a35f5f5160206141705f395f51905f525d005b83630a476e4560e31b5f5260045260245260445ffd5b6301f6ee9360e21b5f526004849052611a17906122e2565b50600281148015611b70575064ffffffffff835460a01c1615611b70565b346100b15760203660031901126100b1576020611cca600435612ba5565b6040519015158152f35b346100b1575f3660031901126100b157602060405160108152f35b346100b1575f3660031901126100b1576020600254604051908152f35b346100b1575f3660031901126100b15760206040516303c267008152f35b346100b157611d4b611d3b36612288565b505090611d46612ced565b612a1d565b5f5f5160206141705f395f51905f525d005b346100b15760a03660031901126100b1576004356001600160a01b0381168082036100b157611d8a612216565b916044356064356001600160401b0381116100b157611dad903690600401612240565b926084356001600160a01b038116908190036100b157611fd5576001600160a01b0386168015611fc657858114611fb45750611de883613131565b853391611df49261317f565b92600254611e0190612950565b948560025560405194611e138661295e565b64ffffffffff16855260208501965f88526040860163ffffffff86168152606087015f8152608088015f815260a08901915f835260c08a01935f855260e08b019a5f8c528c5f52600460205260405f209d8e915164ffffffffff1664ffffffffff1664ffffffffff19835416178255516001600160581b0316611e95916129a7565b518c54915167ffffffffffffffff60801b1990921660809190911b63ffffffff60801b161760a09190911b63ffffffff60a01b16178b55518a5463ffffffff60c01b191660c09190911b63ffffffff60c01b16178a5551895461ffff60e01b191660e09190911b61ffff60e01b1617895551956008871015610fec577fef137df1d007645178f3f70e5c306d8d0b84bb5c70cabda9bb0f8f3c71932a0f611f917f6817b8e13069dec319ca883f1f8caafbb89608e819d46a951c3e1fac271d77a697611f6e8c60ff8d9c9660209f8e98610e44916129d9565b604080516001600160a01b03909616865260208601919091523394918291820190565b0390a4611fa9604051928392888452888401916129fd565b0390a2604051908152f35b631d57543d60e21b5f5260045260245ffd5b63d92e233d60e01b5f5260045ffd5b630a7cba1360e01b5f5260045ffd5b346100b1575f3660031901126100b1576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b346100b1575f3660031901126100b15760206040517fc9eb66858783bc4c67377bdbb2535598e35a860b7e2488b00b5d1769fbeff8318152f35b346100b1575f3660031901126100b15760206040516127108152f35b346100b15760203660031901126100b1576004356001600160401b0381116100b157366023820112156100b15780600401356001600160401b0381116100b1573660248260051b840101116100b1576120d5612ced565b5f915f5b82811015612114576120f360248260051b84010135613088565b612100575b6001016120d9565b9261210c600191612950565b9390506120f8565b6020845f5f5160206141705f395f51905f525d604051908152f35b346100b1575f3660031901126100b15760206040517f8b7cbdbdd7759859bdbcfef862d5ba4a5c4472c74a2f67146821eb9375b331a08152f35b346100b15760203660031901126100b157600435612185612ced565b61218e81613088565b156121a5575f5f5160206141705f395f51905f525d005b630fddd4dd60e21b5f5260045260245ffd5b346100b157366003190161012081126100b15760e0136100b15760e4356001600160a01b03811681036100b15761010435906001600160401b0382116100b157612208611d4b923690600401612240565b91612211612ced565b612324565b602435906001600160a01b03821682036100b157565b35906001600160a01b03821682036100b157565b9181601f840112156100b1578235916001600160401b0383116100b157602083818601950101116100b157565b346100b1575f3660031901126100b157602060405160088152f35b60606003198201126100b1576004359160243591604435906001600160401b0382116100b1576122ba91600401612240565b9091565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b6008811015610fec57602452565b919082018092116122fd57565b634e487b7160e01b5f52601160045260245ffd5b818102929181159184041417156122fd57565b916004359161233283612d22565b93845464ffffffffff8116805f52600760205260405f209485549464ffffffffff8660a01c161561293d576123678989612d85565b63ffffffff8460a01c1680421015612927575060243594885f52600560205260405f205486148015906128ff575b6128ec5760c435926001600160401b038416908185141596876100b1578242116128d9576064359561ffff8716978888141592836100b1576127108a116128c657868e9c9b9a999897969594939260016123f79360f81c16159d8e1591612da3565b99604435926001600160401b038416938481036100b157506100b157608435996100b1576124b7948f9293604294506040519260208401947f8b7cbdbdd7759859bdbcfef862d5ba4a5c4472c74a2f67146821eb9375b331a086526040850152606084015260808301528960a08301528a60c083015260a43560e0830152610100820152610100815261248c6101208261297a565b519020612497613e54565b906040519161190160f01b83526002830152602282015220938484612e62565b156128a65790897fc085faaf0f598198284566a1a8e88827430f0efe6df9fffa754a812181acc8b3606060ff959460018060a01b03169788946040519189835260208301526040820152a39560d01c16938061289c575b6127fa575b505050508083600284018054600360ff8260c01c1661253181612e58565b146126d8575b505463ffffffff8160a01c1692612551610d1985426122f0565b908861ffff80825460f81c98169460d01c1684106126cd575b8054600360f11b63ffffffff60a01b60a086901b16600167ffffffff0000000160a01b039092166001600160f81b031960f88b901b161761ffff60e01b60e086901b1617919091171790557f2eae14a3f2f71cf830006c973bab928636e4470439b32581457e9011233527bf92606092909163ffffffff919061ffff90604051948552166020840152166040820152a215612606575b50505050565b600816156126b45760605f9364ffffffffff7f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a935460a01c168552600a602052612690612663610d1963ffffffff600160408a20015416426122f0565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff6040519160018352166020820152846040820152a35b5f808080612600565b826126c2826126c895613977565b92613a11565b6126ab565b60089096179561256a565b91509150835460ff60018601549260c81c16916040519060208201926bffffffffffffffffffffffff199060601b1683526bffffffffffffffffffffffff199060601b1660348201526028815261273060488261297a565b51902090815f52600d60205260405f2054908160e01c91601083106127ea575b60018060e01b0390614000600160ee1b0390600e1b161661ffff861617925f52600d6020528160e01b831760405f20558082105f146127e1575085915b5f905f905b8382106127b057505061ffff916127a891612ccf565b16915f612537565b919080939450600e02600e810484036122fd57600191613fff846127d6931c16906122f0565b920187939291612792565b9050859161278d565b916127f490612950565b91612750565b9091929350855f52600660205260405f2054906001841b9283831661288a575060ff8260081c1693600185018095116122fd576001600160fc1b03811681036122fd5760041b601001806010116122fd571b8360081b179161ff00199117161791845f5260066020528260405f20558082106128825761287992612f1b565b5f808080612513565b505050505050565b633eebcaad60e01b5f5260045260245ffd5b506001841161250e565b633615713d60e21b5f9081526001600160a01b0391909116600452602490fd5b8963ef44ec2f60e01b5f5260045260245ffd5b8263fae6f42760e01b5f5260045260245ffd5b88631084d99960e31b5f5260045260245ffd5b506044356001600160401b038116908181036100b1575063ffffffff8660c01c161415612395565b8863041f95d160e51b5f5260045260245260445ffd5b8763b5eb26e160e01b5f5260045260245ffd5b5f1981146122fd5760010190565b61010081019081106001600160401b0382111761171a57604052565b90601f801991011681019081106001600160401b0382111761171a57604052565b6008821015610fec5752565b906fffffffffffffffffffffff000000000082549160281b16906fffffffffffffffffffffff00000000001916179055565b906008811015610fec57815460ff60f01b191660f09190911b60ff60f01b16179055565b908060209392818452848401375f828201840152601f01601f1916010190565b612a2681612d22565b9182549064ffffffffff82165f52600760205260ff60405f209260f01c166008811015610fec578015612b565764ffffffffff835460a01c16612b4357600181141580612b38575b611c76575060028201546001600160a01b0316330361007c575f5160206141505f395f51905f52916020916001600160581b03865460281c1695600160f21b60ff60f01b19825416179055604051908152847fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab275843393a3835f5160206141305f395f51905f5260c06040515f81525f868201528860408201525f60608201525f60808201525f60a0820152a2546001600160a01b031693612b2f8186613410565b604051908152a3565b506002811415612a6e565b8363b5eb26e160e01b5f5260045260245ffd5b50815490939192906001600160a01b0316330361007c57612ba393604051908152817fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27560203393a3613300565b565b5f52600460205260405f205464ffffffffff8116908115612cb25760ff8160f01c16915f52600760205264ffffffffff60405f205460a01c1615612c775760a01c63ffffffff16801515919082612c6c575b5081612c01575090565b6008811015915081610fec578015918215612c5f575b8215612c4e575b8215612c3d575b8215612c3057505090565b909150610fec5760071490565b809250610fec576006811491612c25565b809250610fec576002811491612c1e565b506001811491505f612c17565b42101591505f612bf7565b6008821015610fec5760018214918215612ca7575b5081612c96575090565b63ffffffff915060801c1642101590565b60021491505f612c8c565b50505f90565b6001600160401b03811161171a5760051b60200190565b8115612cd9570490565b634e487b7160e01b5f52601260045260245ffd5b5f5160206141705f395f51905f525c612d135760015f5160206141705f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b90815f52600460205260405f209164ffffffffff83541615612d415750565b630510aa5f60e41b5f5260045260245ffd5b905460f01c60ff16906008821015610fec5781612d6e575050565b6301f6ee9360e21b5f52600452611a1791506122e2565b905460f01c60ff16906008821015610fec5760028203612d6e575050565b90939291612e085783546001600160a01b039092169360d09290921c60ff16915f5b838110612ddf5785631b71941560e21b5f5260045260245ffd5b856001600160a01b03612df38385876138ef565b1614612e0157600101612dc5565b9450505050565b50915460a01c64ffffffffff165f908152600a602090815260409091206001015491926001600160a01b039081169290911c168103612e4657505f90565b631b71941560e21b5f5260045260245ffd5b60041115610fec57565b90929192612e71838583613943565b50612e7b81612e58565b159081612ee4575b50612edb576064835f9460209660405194630b135d3f60e11b8652600486015260406024860152816044860152838501378281018201859052601f01601f191601915afa630b135d3f60e11b5f5114601f3d11161690565b50505050600190565b6001600160a01b0384811691161490505f612e83565b919082039182116122fd57565b8051821015610fd85760209160051b010190565b919091612f2782612cb8565b92612f35604051948561297a565b828452601f19612f4484612cb8565b013660208601375f5f925b828410612fae575050505060018082811c921614612f9c575f198101918183116122fd57612f8e612f9592612f8761ffff9584612f07565b5192612f07565b51906122f0565b60011c1690565b612fa99061ffff92612f07565b511690565b9194936001849792941b83161561307a576001600160fc1b03871687036122fd578660041b601001806010116122fd578361ffff911c1695612fef85612950565b945b801580158061305c575b1561303b575f198201918083116122fd57613021613019848b612f07565b51918a612f07565b5215612ff157634e487b7160e01b5f52601160045260245ffd5b5096613051600193979899929695949989612f07565b525b01929190612f4f565b505f1982018281116122fd576130738a918a612f07565b5111612ffb565b939492919095600190613053565b61309181612ba5565b1561312c57805f52600460205260405f2090815460ff8160f01c166008811015610fec57600614908161311d575b50156130ed578164ffffffffff6130e89354165f52600760205260405f20906126c28282613977565b600190565b6131179150604051906359caab9560e11b60208301526024820152602481526110fa60448261297a565b50600190565b6008915060f81c16155f6130bf565b505f90565b428111801590613169575b801561315c575b61314a5750565b630cefbea960e31b5f5260045260245ffd5b5063ffffffff8111613143565b506303c2670042018042116122fd57811161313c565b9092916040908151613191838261297a565b6001815260208101601f198401368237815115610fd8576001600160a01b038381168252845186821660208201908152918916818701525f606082018190526001608083015260a082810152935160c082018190529193909291839160e0830191905b8181106132de575050613210925003601f19810183528261297a565b51902090815f52600960205264ffffffffff835f205416806132d657506003549364ffffffffff85169064ffffffffff82146122fd57600191820164ffffffffff811664ffffffffff199790971687176003555f87815260076020908152878220805461010160c81b6001600160a01b03968716600166ffff000000000160a01b03199092169190911717815594850180549b85166001600160a01b03199c8d161790556002909401805495909316949099169390931790559186526009909152932055565b955050505050565b84516001600160a01b03168352602094850194869450909201916001016131f4565b91815460f81c916133126004826129d9565b805463ffffffff60a01b1916815560028316156133ff578160046001600160581b0380845460281c165b169416156133f65761334d91613cae565b915b80159384806133ee575b6133e757612ba394815f5160206141305f395f51905f5260c06040515f81525f60208201528660408201525f60608201528860808201525f60a0820152a2156133b1575b5050600101546001600160a01b0316613410565b82546001600160a01b0316915f5160206141505f395f51905f52906020906133d98186613410565b604051908152a35f8061339d565b5050505050565b508315613359565b50505f9161334f565b8160046001600160581b035f61333c565b9080156134d65760405163a9059cbb60e01b5f9081526001600160a01b0390931660048190526024839052927f00000000000000000000000000000000000000000000000000000000000000009060209060448180855af19060015f51148216156134c9575b509060405215613484575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f391835f52600e825260405f206134be8282546122f0565b9055604051908152a2565b3b15153d1516165f613476565b5050565b359060ff821682036100b157565b906005821015610fec5752565b359061ffff821682036100b157565b359063ffffffff821682036100b157565b803560048110156100b15761352981612e58565b825260ff613539602083016134da565b16602083015260ff61354d604083016134da565b166040830152606081013560058110156100b15761356f9060608401906134e8565b608081013560058110156100b15761358b9060808401906134e8565b60a081013560058110156100b1576135a79060a08401906134e8565b61ffff6135b660c083016134f5565b1660c083015261ffff6135cb60e083016134f5565b1660e083015261ffff6135e161010083016134f5565b166101008301526101208101358015158091036100b15761022091829161012085015263ffffffff6136166101408301613504565b1661014085015263ffffffff61362f6101608301613504565b1661016085015263ffffffff6136486101808301613504565b1661018085015263ffffffff6136616101a08301613504565b166101a085015263ffffffff61367a6101c08301613504565b166101c08501526001600160a01b036136966101e0830161222c565b166101e08501526001600160a01b036136b2610200830161222c565b166102008501520135910152565b356001600160a01b03811681036100b15790565b3560ff811681036100b15790565b903590601e19813603018212156100b157018035906001600160401b0382116100b157602001918160051b360383136100b157565b916020908281520191905f5b8181106137305750505090565b909192602080600192838060a01b036137488861222c565b168152019401929101613723565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa92831561387f575f936138bb575b506040516323b872dd60e01b5f9081526001600160a01b039095166004523060245260448690529360209060648180855af19060015f511482161561389c575b50836040525f6060521561388a57826024816020936370a0823160e01b82523060048301525afa801561387f575f9061384b575b61382a9250612efa565b90808203613836575050565b63049c0a1d60e11b5f5260045260245260445ffd5b506020823d602011613877575b816138656020938361297a565b810103126100b15761382a9151613820565b3d9150613858565b6040513d5f823e3d90fd5b635274afe760e01b5f5260045260245ffd5b60018215166138b2573b15153d1516165f6137ec565b843d5f823e3d90fd5b9092506020813d6020116138e7575b816138d76020938361297a565b810103126100b15751915f6137ac565b3d91506138ca565b90919081613909575050600201546001600160a01b031690565b9091505f52600860205260405f205f1982018281116122fd5781541115610fd8575f90815260209020015f1901546001600160a01b031690565b906041830361396d576139669250602081013591604082359201355f1a90613f6a565b9192909190565b50505f9160029190565b61ffff905460e01c16600260ff8184015460c01c1661399581612e58565b14613a0c5764ffffffffff825460a01c165f52600a60205260ff6001600360405f20015493015460c01c16915f5b8381106139d257505050505f90565b6001600160fb1b03811681036122fd57818160051b1c61ffff8160101c16841015613a0057506001016139c3565b61ffff16949350505050565b905090565b929190805460281c6001600160581b03169260018301805460a01c61ffff16613a3a9086612311565b6127109004809581613a4b91612efa565b9261ffff169285613a5c8583612311565b61271090049182613a6c91612efa565b9386613a788382613cae565b613a828882612311565b61271090049081613a9291612efa565b9463ffffffff60a01b198354168355801515938d855f1460c0613b739c613b579b613b5d9a613b57995f5160206141305f395f51905f5295613bd657805460ff60f01b1916600360f01b179055600201546040518381526001600160a01b03919091169086907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b6040519182528660208301528d604083015260608201528660808201528a60a0820152a2546001600160a01b031693613ba5576122f0565b90613410565b85546001600160a01b03169280613b87576122f0565b82613b7e5750505050565b6126ab93613fec565b83895f5160206141505f395f51905f526020604051858152a36122f0565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a36122f0565b805460ff60f01b1916600160f21b17905550604051828152339086907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a3613b1f565b91909360ff604051948593602085019760c086019660018060a01b0316895260018060a01b03166040860152606085015216608083015260a0808301528051809352602060e083019101925f5b818110613c8c575050613c86925003601f19810183528261297a565b51902090565b84516001600160a01b0316835260209485019486945090920191600101613c6a565b549060048260f81c1615612cb257612710916001600160581b0361ffff6001613ce194015460b01c169160281c16612311565b0490565b60ff811690601f8211613d145760405191613d0160408461297a565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b63ffffffff8111613d375763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b905f8091602081519101845af48080613dc7575b15613d825750506040513d81523d5f602083013e60203d82010160405290565b15613da757639996b31560e01b5f9081526001600160a01b0391909116600452602490fd5b3d15613db8576040513d5f823e3d90fd5b63d6bda27560e01b5f5260045ffd5b503d151580613d625750813b1515613d62565b90815460f81c6002811615613e4f576001825460f81c1615159081613e43575b506134d657815460ff60f01b1916600160f01b1782555460a01c64ffffffffff16613e225750565b805463ffffffff60a01b19811660209190911b63ffffffff60a01b16179055565b6004915016155f613dfa565b505050565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480613f41575b15613eaf577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152613c8660c08261297a565b507f00000000000000000000000000000000000000000000000000000000000000004614613e86565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411613fe1579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa1561387f575f516001600160a01b03811615613fd757905f905f90565b505f906001905f90565b5050505f9160039190565b909193926001835460f81c166140bf5760ff855460d01c1692600184146140a05764ffffffffff90541694825f52600660205260405f20549561404a60ff8860081c169361404461403d8683612ccf565b9586612311565b90612efa565b905f915b86831061406057505050505050509050565b6001831b8916156140975761408b9061408461407d8587866138ef565b91876122f0565b90876140ed565b60015f925b019161404e565b91600190614090565b506002909401549293612ba3939092506001600160a01b0316906140ed565b915064ffffffffff612ba393945460a01c165f52600a60205260018060a01b03600160405f20015460201c16905b9060207f253dd534010ac976fa263caa123bae79b9c50292adf7ce67bdc5ec309f784e619161411c8582613410565b6040519485526001600160a01b031693a356fe52c3c801d558769f862cba2f3dcb5603fd0f0e628f0760f081e8979d18c221897ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c49b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0061018080604052346101bd576020816154fb803803809161002082856101c1565b8339810103126101bd57516001600160a01b0381168082036101bd5760405161004a6040826101c1565b600a815260208101906941534120457363726f7760b01b8252604051916100726040846101c1565b600183526020830191603160f81b835261008b816101f8565b61012052610098846101f8565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261010160c0826101c1565b5190206080523060c052156101ae57610160526040516152979081610264823960805181614b07015260a05181614bbe015260c05181614ad1015260e05181614b5601526101005181614b7c01526101205181610c7a01526101405181610ca40152610160518181816101d6015281816104fd01528181610e7b0152818161115f015281816127ff0152818161288f0152818161295e0152818161382201528181613cc201526148f50152f35b63d92e233d60e01b5f5260045ffd5b5f80fd5b601f909101601f19168101906001600160401b038211908210176101e457604052565b634e487b7160e01b5f52604160045260245ffd5b601f815111610223576020815191015160208210610214571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f5f3560e01c806302b2f7c71461193957806307c3d4af14610f3b578063123f8e9f146118ff57806313f7cf011461189c578063177a38751461153757806318b683fb146113b1578063249d39e91461139557806325e546e91461135b5780633a3eb6fc146112e75780634382e016146112c9578063463a48a5146110ba5780634909da5914610ff65780634c5d8a0f14610fd8578063547dcdce14610fbc57806358b005f514610f405780635e621e9a14610f3b5780637ba1586c14610e005780637cb1c66114610d5c57806384b0196e14610c605780638c08ecd414610c33578063b395572a146109cb578063b7d6e867146109ae578063d6da414e14610840578063d75c45ad14610807578063de38eb3a146107e8578063dfdc9d32146107ad578063e9adcba9146106a7578063eb0c7352146105f6578063f29783f5146104bc578063f312165b14610222578063f5261b7014610205578063fc0c546a146101c05763fe5ff46814610185575f80fd5b346101bd5760203660031901126101bd576020906040906001600160a01b036101ac611b0c565b168152600e83522054604051908152f35b80fd5b50346101bd57806003193601126101bd576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346101bd57806003193601126101bd5760206040516103e88152f35b50346101bd576101003660031901126101bd5760043560c03660231901126104b85760e4356001600160401b0381116104b457610263903690600401611b8b565b90918084526004602052604084209064ffffffffff82541685526007602052604085209283549060018260f81c16156104a0576102a08484612bf7565b83549160048360f81c1661048c5763ffffffff8360a01c16804210156104755750602883901c6001600160581b0316926001600160a01b038281169190602435908116808203610471578314801594915061044e575b508215610441575b8215610429575b508115610406575b506103f257600185018054909690916001600160a01b038316918161039357505033036103805761034f61035c94939261ffff612710935b60b01c1690611ef2565b0493849260643592613c3d565b80610365578280f35b905461037a91906001600160a01b0316613cad565b5f808280f35b63472511eb60e11b875233600452602487fd5b60c4358042116103e05750906103b3916103ad6024612ada565b846149e9565b156103ce575061034f61035c94939261ffff61271093610345565b633615713d60e21b8852600452602487fd5b631806671960e31b8b5260045260248afd5b630c387f5b60e11b87526004839052602487fd5b610414915060643590614828565b8752600f60205282604088205414155f61030d565b63ffffffff91925060801c1660a4351415905f610305565b60843585141592506102fe565b60a01c64ffffffffff168a52600b60205260408a2054604435141592505f6102f6565b8b80fd5b63041f95d160e51b89526004859052602452604488fd5b637802729160e11b88526004849052602488fd5b63fecc541d60e01b87526004839052602487fd5b8280fd5b5080fd5b50346101bd5760203660031901126101bd576004356001600160401b0381116104b8576104ed903690600401611b36565b90916104f76137ae565b809181907f0000000000000000000000000000000000000000000000000000000000000000905b80831061054057602085855f5160206152775f395f51905f525d604051908152f35b909193610556610551868489611e66565b611e52565b6001600160a01b038116808652600e6020526040862054909181156105ea578161058e91848952600e60205288604081205587614a81565b156105d457916105ca917f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020600195604051908152a2612bb8565b945b01919061051e565b60019296918652600e60205260408620556105cc565b505050936001906105cc565b50346101bd5760203660031901126101bd5764ffffffffff610619600435612bc6565b541680825260076020526040822060ff815460d01c169161063983611e3b565b936106476040519586611e1a565b838552601f1961065685611e3b565b013660208701375b83811061067f576040516020808252819061067b90820188611beb565b0390f35b8061068d6001928585614894565b6106978288612ba4565b90838060a01b031690520161065e565b50346101bd5760403660031901126101bd576106c1611b0c565b6024356001600160a01b03811681036104b4576106dd91614858565b8152600d60205260408120548060e01c906106f782611e3b565b906107056040519283611e1a565b82825261071183611e3b565b602083019390601f1901368537845b8181106107705750505090604051928392602084019060208552518091526040840192915b818110610753575050500390f35b825161ffff16845285945060209384019390920191600101610745565b80600e02600e810482036107995790613fff846001931c166107928287612ba4565b5201610720565b634e487b7160e01b87526011600452602487fd5b50346101bd5760403660031901126101bd5760406020916107d86107cf611b0c565b60243590614828565b8152600f83522054604051908152f35b50346101bd57806003193601126101bd5760206040516301e133808152f35b50346101bd5760203660031901126101bd57602061082e610826612b63565b600435613e61565b6040516001600160a01b039091168152f35b50346101bd5760603660031901126101bd576004359060243561ffff8116928382036104b45761086e6137ae565b61087781612bc6565b60ff815460f01c16600881101561099a576007810361097e575080549164ffffffffff831685526007602052604085209264ffffffffff845460a01c168652600a60205260018060a01b03600260408820015416330361096b5763ffffffff9060a01c16804210156109535750612710861161093f5761092c94956040519081526044356020820152817ff1908302396ec6554280fc02ac703633b476b3b26b7ccf223734e0aded75e10c60403393a3614085565b805f5160206152775f395f51905f525d80f35b6390d4c9af60e01b85526004869052602485fd5b63041f95d160e51b8652600491909152602452604484fd5b63472511eb60e11b865233600452602486fd5b84610998604492856301f6ee9360e21b8452600452612b89565bfd5b634e487b7160e01b85526021600452602485fd5b50346101bd57806003193601126101bd576020604051614e208152f35b50346101bd5760203660031901126101bd5760043580825260046020526040822090815464ffffffffff81168452600760205260ff604085209160f01c1664ffffffffff825460a01c1680158015610c20575b15610b2f5750818360209264ffffffffff5f5160206152575f395f51905f52955460a01c16610b04575b5050610af9610af36001600160581b03875460281c1692610a698189614c22565b88546aff000000000000ffffffff60a01b1916600560f01b1790985560405187905f5160206152375f395f51905f529060c090837f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92328e80a28c81528c898201528760408201528c60608201528c60808201528b60a0820152a2546001600160a01b03169683613eb4565b866148e8565b604051908152a35b80f35b60405f5160206152175f395f51905f5291610b2182518092612b97565b600286820152a2835f610a48565b600882959394921015610c0c5784610b705750805f5160206152175f395f51905f526040610b0196610b6382518092612b97565b60026020820152a26146f5565b60028503610b835750610b01935061432f565b60068503610b965750610b019350612c29565b859392919352600a602052825f5160206152175f395f51905f52604060ff8189205460281c1696610bc982518092612b97565b610bd66020820189611b7e565ba2600584101561099a5783610bfa57610b019350610bf48282614295565b92614085565b610c06610b0194613e8b565b92613ec1565b634e487b7160e01b86526021600452602486fd5b506008821015610c0c5760018214610a1e565b50346101bd5760203660031901126101bd57602061082e610c52612b63565b600435600160ff1b17613e61565b50346101bd57806003193601126101bd57610d0090610c9e7f0000000000000000000000000000000000000000000000000000000000000000614be4565b90610cc87f0000000000000000000000000000000000000000000000000000000000000000614be4565b906020610d0e60405193610cdc8386611e1a565b8385525f368137604051968796600f60f81b885260e08589015260e0880190611bb8565b908682036040880152611bb8565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b828110610d4557505050500390f35b835185528695509381019392810192600101610d36565b50346101bd5760c03660031901126101bd576004356001600160a01b038116918282036101bd576020610df884604051838101917fc9eb66858783bc4c67377bdbb2535598e35a860b7e2488b00b5d1769fbeff831835260408201526024356060820152604435608082015260643560a082015260843560c082015260a43560e082015260e08152610df061010082611e1a565b519020613e3b565b604051908152f35b50346101bd5760203660031901126101bd57610e1a611b0c565b610e226137ae565b6001600160a01b0316808252600e602052604082205491908215610f2857808252600e602052816040812055807f1a65428a5fca65670638119dac650952495292890061fd2fc891fcf2fa3ad5c36020604051868152a27f0000000000000000000000000000000000000000000000000000000000000000906040519063a9059cbb60e01b84526004528360245260208360448180865af1906001845114821615610f07575b60405215610eeb57602083835f5160206152775f395f51905f525d604051908152f35b635274afe760e01b82526001600160a01b031660045260249150fd5b906001811516610f1f57823b15153d15161690610ec8565b503d83823e3d90fd5b636e34ee0b60e11b825260045260249150fd5b611af1565b50346101bd576101203660031901126101bd5760c03660231901126101bd5760e4356001600160401b0381116104b857610f7e903690600401611b8b565b9061010435916001600160401b038311610fb85760806003198436030112610fb85761092c92610fac6137ae565b6004019160043561268d565b8380fd5b50346101bd57806003193601126101bd57602060405160108152f35b50346101bd57806003193601126101bd576020600254604051908152f35b50346101bd5760e03660031901126101bd57604435906001600160401b038216918281036104b857506064359061ffff8216918281036104b8575060c4356001600160401b038116918282036101bd576020610df886868660405191858301937f8b7cbdbdd7759859bdbcfef862d5ba4a5c4472c74a2f67146821eb9375b331a0855260043560408501526024356060850152608084015260a083015260843560c083015260a43560e08301526101008201526101008152610df061012082611e1a565b50346112965760e03660031901126112965760a43560043560c4356001600160401b038111611296576110f1903690600401611b8b565b6110fc9291926137ae565b61110582612bc6565b9264ffffffffff8454165f52600760205261113660405f2060018060a01b0381541695604435916024359187613a4b565b6040516374a5008160e11b81526001600160a01b038681166004830152602482018890529192917f00000000000000000000000000000000000000000000000000000000000000001690602081604481855afa90811561128b575f9161129a575b501593846111ee575b5050507feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d8916111d3602092868680613bde565b60405190158152a4805f5160206152775f395f51905f525d80f35b6111ff6111f9612b63565b87613e61565b91803b15611296575f9283896112368c956040519889978896879563cf09299560e01b87528d608435926064359260048a016125fe565b03925af1801561128b5761124c575b80806111a0565b60209196509161127d5f7feed7b171b61921f62fb3d2b05c7bb66357403887cd63a69e4f08b3dd38ade3d894611e1a565b6111d35f9792505091611245565b6040513d5f823e3d90fd5b5f80fd5b6112bc915060203d6020116112c2575b6112b48183611e1a565b8101906125e6565b5f611197565b503d6112aa565b34611296575f3660031901126112965760206040516303c267008152f35b34611296576060366003190112611296576113496004356113066137ae565b61130f81612bc6565b9064ffffffffff8254165f52600760205261133760405f209260443590846024359185613a4b565b91546001600160a01b03169080613bde565b5f5f5160206152775f395f51905f525d005b34611296575f3660031901126112965760206040517fc9eb66858783bc4c67377bdbb2535598e35a860b7e2488b00b5d1769fbeff8318152f35b34611296575f3660031901126112965760206040516127108152f35b34611296576020366003190112611296576004356113cd6137ae565b5f5f6113d883612bc6565b5464ffffffffff81165f52600760205260405f20908060f81c9060ff8160f01c166008811015611523571590816114f3575b508091816114e7575b826114d6575b826114ca575b50156114b9575b156114a2575b82158061149a575b61148757805460409461146b9284926114589087906001600160a01b0316846139fe565b600101546001600160a01b0316906139fe565b5f5f5160206152775f395f51905f525d82519182526020820152f35b8363773b117d60e11b5f5260045260245ffd5b508115611434565b90506114b3600160ff1b84176137f0565b9061142c565b92506114c4846137f0565b92611426565b6004161591508661141f565b835460f81c60011615159250611419565b60028116159150611413565b835460a01c64ffffffffff161591508115611510575b508661140a565b63ffffffff915060a01c16421086611509565b634e487b7160e01b5f52602160045260245ffd5b34611296576020366003190112611296576004356001600160401b038116809103611296575f61022060405161156c81611dea565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e082015282610200820152015280158015611887575b61184e5780610260915f52600a60205260405f20905f52600b60205260405f205460036040519261161384611dea565b63ffffffff815460ff811661162781611b74565b865260ff8160081c16602087015260ff8160101c16604087015261165460ff8260181c16606088016125da565b61166760ff8260201c16608088016125da565b61167a60ff8260281c1660a088016125da565b61ffff8160301c1660c087015261ffff8160401c1660e087015261ffff8160501c1661010087015260ff8160601c161515610120870152818160681c16610140870152818160881c16610160870152818160a81c1661018087015260c81c166101a0850152600181015463ffffffff81166101c086015260018060a01b039060201c166101e085015260018060a01b03600282015416610200850152015461022083015261022060405192805161173081611b74565b845260ff602082015116602085015260ff604082015116604085015261175e60608201516060860190611b7e565b61177060808201516080860190611b7e565b61178260a082015160a0860190611b7e565b61ffff60c08201511660c085015261ffff60e08201511660e085015261ffff61010082015116610100850152610120810151151561012085015263ffffffff6101408201511661014085015263ffffffff6101608201511661016085015263ffffffff6101808201511661018085015263ffffffff6101a0820151166101a085015263ffffffff6101c0820151166101c085015260018060a01b036101e0820151166101e085015260018060a01b03610200820151166102008501520151610220830152610240820152f35b60405163f191a03160e01b815260206004820152601060248201526f1d5b9adb9bdddb881d195c9b5cc81a5960821b6044820152606490fd5b5064ffffffffff60035460281c1681116115e3565b34611296576102a0366003190112611296576118b6611b0c565b6024356001600160401b038111611296576118d5903690600401611b36565b9091906044359060ff821682036112965761024036606319011261129657602093610df893611f05565b34611296575f3660031901126112965760206040517f8b7cbdbdd7759859bdbcfef862d5ba4a5c4472c74a2f67146821eb9375b331a08152f35b346112965760403660031901126112965760043561195681612bc6565b9060ff825460f01c1660088110156115235760068103611ad65750815464ffffffffff81165f90815260076020526040902080549091336001600160a01b038316141580611abf575b611aac5763ffffffff9060a01c1680421015611a96575060a01c64ffffffffff165f908152600a60205260409020600201546001600160a01b031615611a835764ffffffffff905460a01c165f52600a602052611a41611a14611a0f63ffffffff600160405f2001541642613eb4565b614ed1565b83546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909355565b63ffffffff604051925f845216602083015260243560408301527f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a60603393a3005b5063745e432360e01b5f5260045260245ffd5b8363041f95d160e51b5f5260045260245260445ffd5b63472511eb60e11b5f523360045260245ffd5b5060018301546001600160a01b031633141561199f565b611aec916301f6ee9360e21b5f52600452612b89565b60445ffd5b34611296575f36600319011261129657602060405160088152f35b600435906001600160a01b038216820361129657565b35906001600160a01b038216820361129657565b9181601f84011215611296578235916001600160401b038311611296576020808501948460051b01011161129657565b359060ff8216820361129657565b6004111561152357565b9060058210156115235752565b9181601f84011215611296578235916001600160401b038311611296576020838186019501011161129657565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b359061ffff8216820361129657565b90602080835192838152019201905f5b818110611c085750505090565b82516001600160a01b0316845260209384019390920191600101611bfb565b359063ffffffff8216820361129657565b610240810192918035600481101561129657611c5381611b74565b825260ff611c6360208301611b66565b16602083015260ff611c7760408301611b66565b1660408301526060810135600581101561129657611c99906060840190611b7e565b6080810135600581101561129657611cb5906080840190611b7e565b60a0810135600581101561129657611cd19060a0840190611b7e565b61ffff611ce060c08301611bdc565b1660c083015261ffff611cf560e08301611bdc565b1660e083015261ffff611d0b6101008301611bdc565b166101008301526101208101358015158091036112965761022091829161012085015263ffffffff611d406101408301611c27565b1661014085015263ffffffff611d596101608301611c27565b1661016085015263ffffffff611d726101808301611c27565b1661018085015263ffffffff611d8b6101a08301611c27565b166101a085015263ffffffff611da46101c08301611c27565b166101c08501526001600160a01b03611dc06101e08301611b22565b166101e08501526001600160a01b03611ddc6102008301611b22565b166102008501520135910152565b61024081019081106001600160401b03821117611e0657604052565b634e487b7160e01b5f52604160045260245ffd5b90601f801991011681019081106001600160401b03821117611e0657604052565b6001600160401b038111611e065760051b60200190565b356001600160a01b03811681036112965790565b9190811015611e765760051b0190565b634e487b7160e01b5f52603260045260245ffd5b64ffffffffff1664ffffffffff8114611ea35760010190565b634e487b7160e01b5f52601160045260245ffd5b3563ffffffff811681036112965790565b3580151581036112965790565b3561ffff811681036112965790565b3560ff811681036112965790565b81810292918115918404141715611ea357565b9392916040516020810190611f2d81611f1f606485611c38565b03601f198101835282611e1a565b51902094611f3a82611e3b565b611f476040519182611e1a565b828152602081018360051b8501903682116112965785905b8282106125c257505050604051611fa881611f1f602082019433865260018060a01b03871660408401528b606084015260ff8a16608084015260a08084015260c0830190611beb565b51902095865f52600960205260405f2054806125b95750611fca906064612cc8565b916001600160a01b038216156125895780158080156125af575b80156125a4575b8015612598575b61257a57610244356001600160a01b038116808214159182611296576120188187613758565b610264356001600160a01b0381168103611296576120369087613758565b5f5b85811061250d57505050506003549364ffffffffff612058818716611e8a565b16809564ffffffffff1916176003556101c4359163ffffffff83168303611296576101843580151581036112965715612506576001905b610144359161ffff8316830361129657610164359161ffff83168303611296576084359360ff85168503611296576101a4359163ffffffff8316830361129657611e76576120dc8b611e52565b91610204359363ffffffff8516850361129657600460643510156112965760ff60a4351660a435036112965761ffff610124351661012435036112965760405196876102008101106001600160401b036102008a011117611e065761ffff8f978163ffffffff99968f8f9e8f8f8f92998f60ff9b8c829f958160a09764ffffffffff82986102008c01604052338c521660208b01521660408901521660608701521660808501521691015260018060a01b031660c08d01521660e08b015216610100890152166101208701521661014085015260018060a01b0316610160840152166101808201526121cf606435611b74565b6064356101a0820190815260a43560ff166101c08301526101243561ffff166101e0808401919091525f88815260076020908152604091829020855191860151928601516060870151608088015160a0808a015160c894851b60ff60c81b166001600160a01b0397881698831b64ffffffffff60a01b16989098179790971760d09390931b60ff60d01b169290921760d89190911b63ffffffff60d81b161760f89590951b6001600160f81b03191694909417825560c08088015160018401805460e08b01516101008c01516101208d01516101408e01516001600160e81b0319909416958a1695909517918a1b61ffff60a01b169190911760b09190911b61ffff60b01b16179290931b60ff60c01b16919091179190921b63ffffffff60c81b161790556101608601516002909101805461018088015163ffffffff60a01b951b94909416919092166001600160c01b03199093169290921791909117815591519192909161233e81611b74565b61234781611b74565b83546101c083015161ffff60c01b1990911660c09290921b60ff60c01b169190911760c89190911b60ff60c81b161783550151815461ffff60d01b191660d09190911b61ffff60d01b161790556001821161244d575b69ffffffffff00000000008160281b168517985f5260096020528860405f205560ff6040519764ffffffffff60608a019316895216602088015260606040880152526080850193905f5b818110612427575050506001600160a01b03169233927f7a63e8969f3f71d60834bbc944d0071efb37be61016b48ac8f294f4d7da41782919081900390a4565b909194602080600192838060a01b0361243f8a611b22565b1681520196019291016123e7565b90600111611296575f198201845f52600860205260405f206001600160401b038211611e0657680100000000000000008211611e065780548282558083106124d6575b509083929160208801905f5260205f205f5b8381106124b2575050505061239d565b829394955060206124c560019394611e52565b8483015587969594019291016124a2565b815f526001858060205f2001920301905f5b8281106124f6575050612490565b5f8282015f1901556001016124e8565b5f9061208f565b61251b61055182888c611e66565b6001600160a01b038116908115612589576125369089613758565b846112965783811461257a575f5b828110612555575050600101612038565b818b61256c610551848c60018060a01b0394611e66565b161461257a57600101612544565b6338fcc38760e21b5f5260045ffd5b63d92e233d60e01b5f5260045ffd5b508160ff871611611ff2565b5060ff861615611feb565b5060088211611fe4565b96505050505050565b602080916125cf84611b22565b815201910190611f5f565b60058210156115235752565b90816020910312611296575180151581036112965790565b969390928896939261010099969360018060a01b0316895260018060a01b0316602089015260408801526060870152608086015260a085015260e060c08501528160e0850152848401375f828201840152601f01601f1916010190565b903590601e198136030182121561129657018035906001600160401b0382116112965760200191813603831361129657565b9291909161269a84612bc6565b9283549264ffffffffff5f94165f52600760205260405f20805460018160f81c1615612ac7576126ca8789612bf7565b86549060048260f81c16612ab45763ffffffff8260a01c1680421015612a9e5750602882901c6001600160581b0316916001600160a01b0382811691906024359081168103611296576001600160a01b0316821480159390612a7a575b508215612a6d575b8215612a55575b508115612a32575b50612a1f57600182018054909490936001600160a01b03851691816129c35750503303611aac5761277d6127109161ffff61278b9560b01c1690611ef2565b049586916064359189613c3d565b83156129bc57546001600160a01b031691600160ff1b8517916127b56127af612b63565b84613e61565b90606081016127c4818361265b565b905015158061292b575b61288d575b50506040516370a0823160e01b81526001600160a01b03918216600482015290602090829060249082907f0000000000000000000000000000000000000000000000000000000000000000165afa9182156128815790859261284c575b50106128415761283f93613bde565b565b5061283f9250613cad565b9150506020813d602011612879575b8161286860209383611e1a565b81010312611296578390515f612830565b3d915061285b565b604051903d90823e3d90fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906128c2908361265b565b929091803b1561129657875f8a61290188978397604051998a988997889663cf09299560e01b8852604083013593602084013593359260048a016125fe565b03925af1801561128b57612916575b806127d3565b6129239192505f90611e1a565b5f905f612910565b50604080516374a5008160e11b81526001600160a01b0388166004820152908301356024820152602081806044810103817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa90811561128b575f9161299d575b50156127ce565b6129b6915060203d6020116112c2576112b48183611e1a565b5f612996565b5050505050565b60c49593949535804211612a0d5750906129e1916103ad6024612ada565b156129fb575061277d61278b939261ffff61271093610345565b633615713d60e21b5f5260045260245ffd5b631806671960e31b5f5260045260245ffd5b87630c387f5b60e11b5f5260045260245ffd5b612a40915060643590614828565b5f52600f6020528760405f205414155f61273e565b63ffffffff91925060801c1660a4351415905f612736565b608435841415925061272f565b60a01c64ffffffffff165f908152600b602052604081205460443514159350612727565b8963041f95d160e51b5f5260045260245260445ffd5b88637802729160e11b5f5260045260245ffd5b8763fecc541d60e01b5f5260045260245ffd5b612b6090612ae781611e52565b9060a06040519160208301937fc9eb66858783bc4c67377bdbb2535598e35a860b7e2488b00b5d1769fbeff8318552600180841b031660408401526020810135606084015260408101356080840152606081013582840152608081013560c0840152013560e082015260e08152610df061010082611e1a565b90565b610222604051612b766020830182611e1a565b8181526020810191614ff5833951902090565b600881101561152357602452565b9060088210156115235752565b8051821015611e765760209160051b010190565b5f198114611ea35760010190565b90815f52600460205260405f209164ffffffffff83541615612be55750565b630510aa5f60e41b5f5260045260245ffd5b905460f01c60ff169060088210156115235781612c12575050565b6301f6ee9360e21b5f52600452611aec9150612b89565b9060607f9a8c647dae9a1385b13d4740b983458b077c358353b5691b6d6f890f5d3f034a9164ffffffffff5f955460a01c168552600a602052612cac612c7f611a0f63ffffffff600160408a2001541642613eb4565b82546aff000000000000ffffffff60a01b191660a082901b63ffffffff60a01b1617600760f01b17909255565b63ffffffff6040519160018352166020820152846040820152a3565b9190805f52600c60205264ffffffffff60405f205416806137535750823592600484101561129657612cf984611b74565b831561372457612d0884611b74565b600284036135b85760ff612d1e60208301611ee4565b16158015906135aa575b613564575b612d3684611b74565b604081019360ff612d4686611ee4565b161515600382141480159061354f575b6135185760608201359060058210156112965781156134e1576080830135926005841015611296575f841580156134d5575b61349d5760a08201359360058510156112965760048514613465576101e0830190600481146001600160a01b03612dbe84611e52565b16151581149081159161343d575b506134045760c084019161271061ffff612de585611ed5565b161180156133d1575b613397576102008501916001600160a01b03612e0984611e52565b1615158061337d575b6133455760e08601936103e861ffff612e2a87611ed5565b161161330f57610100870198614e2061ffff612e458c611ed5565b16116132dc5761ffff612e578b611ed5565b161515806132c8575b6132825761014088019a63ffffffff612e788d611eb7565b16158015613268575b613233576301e1338063ffffffff612e988e611eb7565b16118015613214575b80156131f5575b80156131d6575b80156131b7575b61317e576003549b8c60281c64ffffffffff16612ed290611e8a565b64ffffffffff81169d8160281b69ffffffffff0000000000169069ffffffffff00000000001916176003559f8d5f52600a60205260405f2099612f148d611b74565b8a5496612f2360208e01611ee4565b60081b61ff001692612f3490611ee4565b60101b62ff00001691611296577f99000a67e2e9f5f0c8be08d981c570cefc0263c23f6526da2bed54e863a7c3b69e6131799e61311c9c8f99612f9267ffff000000000000612f8861ffff60401b93611ed5565b60301b1692611ed5565b60401b169261ffff60501b90612fa790611ed5565b60501b1694612fb96101208c01611ec8565b151560601b9763ffffffff60681b90612fd190611eb7565b60681b169965ff000000000063ffffffff60881b612ff26101608f01611eb7565b60881b169c63ffffffff60a81b9061300d9061018001611eb7565b60a81b169d63ffffffff60a81b199b64ff0000000063ffffffff60881b199b63ffffffff60681b199a63ff00000060ff60601b199a61ffff60501b199961ffff60401b199767ffff00000000000019958a199388199260ff871992169062ffffff19161716171617169160181b1617169160201b1617169160281b1617161716171617169060ff60601b16171617171784556130cf6130af6101a08701611eb7565b855463ffffffff60c81b191660c89190911b63ffffffff60c81b16178555565b600184019063ffffffff6130e66101c08801611eb7565b835492911690640100000000600160c01b039061310290611e52565b60201b16916001600160401b0360c01b1617179055611e52565b600282019060018060a01b03166001600160601b0360a01b8254161790556003610220830135910155835f52600b6020528460405f2055845f52600c60205260405f208464ffffffffff1982541617905560405191829182611c38565b0390a3565b60405163f191a03160e01b815260206004820152601060248201526f74696d656f757420746f6f206c6f6e6760801b6044820152606490fd5b506301e1338063ffffffff6131cf6101c08c01611eb7565b1611612eb6565b506301e1338063ffffffff6131ee6101a08c01611eb7565b1611612eaf565b506301e1338063ffffffff61320d6101808c01611eb7565b1611612ea8565b506301e1338063ffffffff61322c6101608c01611eb7565b1611612ea1565b60405163f191a03160e01b815260206004820152600c60248201526b1e995c9bc81d1a5b595bdd5d60a21b6044820152606490fd5b5063ffffffff61327b6101608b01611eb7565b1615612e81565b60405163f191a03160e01b815260206004820152601b60248201527f636f6c6c61746572616c206e6565647320616363657074616e636500000000006044820152606490fd5b506132d66101208901611ec8565b15612e60565b60405163f191a03160e01b815260206004820152600a60248201526918dbdb1b185d195c985b60b21b6044820152606490fd5b60405163f191a03160e01b815260206004820152600d60248201526c6576616c7561746f722066656560981b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d19481d1a5b595bdd5d608a1b6044820152606490fd5b5063ffffffff6133906101c08801611eb7565b1615612e12565b60405163f191a03160e01b8152602060048201526011602482015270191a5cdc1d5d19481d1a1c995cda1bdb19607a1b6044820152606490fd5b5061ffff6133de84611ed5565b1615158015612dee57506001600160a01b036133fd6102008701611e52565b1615612dee565b60405163f191a03160e01b815260206004820152601060248201526f3130b1b5bab81032bb30b63ab0ba37b960811b6044820152606490fd5b90508061344b575b5f612dcc565b5063ffffffff61345e6101808601611eb7565b1615613445565b60405163f191a03160e01b815260206004820152600f60248201526e191a5cdc1d5d1948191959985d5b1d608a1b6044820152606490fd5b60405163f191a03160e01b815260206004820152600f60248201526e3330b6363130b1b59030b1ba34b7b760891b6044820152606490fd5b50505f60048514612d88565b60405163f191a03160e01b815260206004820152600e60248201526d39b4b632b731b29030b1ba34b7b760911b6044820152606490fd5b60405163f191a03160e01b815260206004820152600e60248201526d726f6c6c696e672077696e646f7760901b6044820152606490fd5b50601060ff61355d87611ee4565b1611612d56565b60405163f191a03160e01b815260206004820152601960248201527f636f6e74696e756f75732074616b6573206e6f207469657273000000000000006044820152606490fd5b506102208101351515612d28565b6102208101356135ca60208301611ee4565b60ff8116908115801561371a575b6136e7576008821090816136c9575b50613690575f915f195b8284106136015750505050612d2d565b6001600160fb1b0384168403611ea357818460051b1c61ffff8160101c1691612710831191821561367e575b508115613673575b50613645576001909301926135f1565b60405163f191a03160e01b8152602060048201526005602482015264746965727360d81b6044820152606490fd5b90508110155f613635565b61271091925061ffff1611905f61362d565b60405163f191a03160e01b815260206004820152601060248201526f756e757365642074696572206269747360801b6044820152606490fd5b905060ff81168203611ea357611fe0839160051b161c15155f6135e7565b60405163f191a03160e01b815260206004820152600a6024820152691d1a595c8818dbdd5b9d60b21b6044820152606490fd5b50600882116135d8565b60405163f191a03160e01b8152602060048201526006602482015265706f6c69637960d01b6044820152606490fd5b925050565b6001600160a01b03909116908115159081613788575b506137765750565b631d57543d60e21b5f5260045260245ffd5b3383149150811561379b575b505f61376e565b6001600160a01b0316821490505f613794565b5f5160206152775f395f51905f525c6137d45760015f5160206152775f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b91908203918211611ea357565b6138016137fb612b63565b82613e61565b6040516370a0823160e01b81526001600160a01b03828116600483018190527f00000000000000000000000000000000000000000000000000000000000000009091169390929091602081602481885afa90811561128b575f916139cc575b50156139c4573b15613993575b506040516370a0823160e01b815230600482015290602082602481865afa91821561128b575f9261395e575b5060205f9160246040518094819362b40d3160e11b83528860048401525af1801561128b5761392d575b506020602492604051938480926370a0823160e01b82523060048301525afa801561128b575f906138f9575b612b6092506137e3565b506020823d602011613925575b8161391360209383611e1a565b8101031261129657612b6091516138ef565b3d9150613906565b6020813d602011613956575b8161394660209383611e1a565b81010312611296575060206138c3565b3d9150613939565b9091506020813d60201161398b575b8161397a60209383611e1a565b810103126112965751906020613899565b3d915061396d565b6040516102228082018281106001600160401b03821117611e06578291614ff5833903905ff51561128b575f61386d565b505050505f90565b90506020813d6020116139f6575b816139e760209383611e1a565b8101031261129657515f613860565b3d91506139da565b91908115613a465760405182815261283f936001600160a01b038316917f80da2b855a7afd810e763338ee07bbf6b88883805c91bf3d098618fd46202ca590602090a36148e8565b505050565b949293613a588287612bf7565b81548060f81c9160028316613bcb57845460a01c64ffffffffff16801591908280613bb6575b613ba3576001600160581b038460281c16988915613b9057808a03613b7957508215613b6757505f905b808203613b525750501580613b3f575b613b1f575081546001600160f81b0316600290911760f81b6001600160f81b0319161781559293919261283f9260018060a01b03835416907fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b36020604051898152a3614974565b63ffffffff908763041f95d160e51b5f5260045260a01c1660245260445ffd5b5063ffffffff8160a01c16421015613ab8565b635b81897960e01b5f5260045260245260445ffd5b5f52600b60205260405f205490613aa8565b899063733580bd60e01b5f5260045260245260445ffd5b63e1e293c360e01b5f525f60045260245ffd5b8963e9dab5e960e01b5f5260045260245ffd5b5060018701546001600160a01b031615613a7e565b8763abbc9c0160e01b5f5260045260245ffd5b9190613bec909493946137f0565b93808510613c0857613c029061283f94956137e3565b916139fe565b849063049c0a1d60e11b5f5260045260245260445ffd5b8115613c29570490565b634e487b7160e01b5f52601260045260245ffd5b81546001600160f81b03811660f891821c60041790911b6001600160f81b03191617825561283f9492939192917f2ad756d0770df457a09aecefbc33f1a8255b9ce3bd77f66b1dfa3d2d322517b69060409060018060a01b036001880154169482519182526020820152a3614974565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811690602083602481855afa92831561128b575f93613e07575b506040516323b872dd60e01b5f9081526001600160a01b039095166004523060245260448690529360209060648180855af19060015f5114821615613de8575b50836040525f60605215613dd657826024816020936370a0823160e01b82523060048301525afa801561128b575f90613da2575b613d8192506137e3565b90808203613d8d575050565b63049c0a1d60e11b5f5260045260245260445ffd5b506020823d602011613dce575b81613dbc60209383611e1a565b8101031261129657613d819151613d77565b3d9150613daf565b635274afe760e01b5f5260045260245ffd5b6001821516613dfe573b15153d1516165f613d43565b843d5f823e3d90fd5b9092506020813d602011613e33575b81613e2360209383611e1a565b810103126112965751915f613d03565b3d9150613e16565b604290613e46614ace565b906040519161190160f01b8352600283015260228201522090565b90600b9160405191604083015260208201523081520160ff8153605590206001600160a01b031690565b60058110156115235760018114613ead57600314613ea7575f90565b61271090565b5061138890565b91908201809211611ea357565b81549293909290919060281c6001600160581b031661283f94613fd661ffff613fd0951693613fd0613f01612710613ef98888611ef2565b0480966137e3565b94613f0c8584614c22565b90895f5160206152375f395f51905f5260c0613f2885806137e3565b875463ffffffff60a01b191688559a84158015989061403f57805460ff60f01b1916600360f01b17905560028a01546040518281526001600160a01b03919091169085907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b6040519081528460208201528a60408201525f60608201528560808201528b60a0820152a260018601546001600160a01b03169361400e57613eb4565b906148e8565b546001600160a01b031693849082613ff0575b5050613eb4565b5f5160206152575f395f51905f526020604051858152a3835f613fe9565b838a7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a3613eb4565b805460ff60f01b1916600160f21b179055604051818152339085907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a3613f93565b929190805460281c6001600160581b03169260018301805460a01c61ffff166140ae9086611ef2565b61271090048095816140bf916137e3565b9261ffff1692856140d08583611ef2565b612710900491826140e0916137e3565b93866140ec8382614c22565b6140f68882611ef2565b61271090049081614106916137e3565b9463ffffffff60a01b198354168355801515938d855f1460c06141e19c613fd09b6141cb9a613fd0995f5160206152375f395f51905f529561424e57805460ff60f01b1916600360f01b179055600201546040518381526001600160a01b03919091169086907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f334144490602090a35b6040519182528660208301528d604083015260608201528660808201528a60a0820152a2546001600160a01b03169361421d57613eb4565b85546001600160a01b031692806141ff57613eb4565b826141ed575b50505050565b6141f693614c5f565b5f8080806141e7565b83895f5160206152575f395f51905f526020604051858152a3613eb4565b838d7f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b06020604051858152a3613eb4565b805460ff60f01b1916600160f21b17905550604051828152339086907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab27590602090a3614193565b61ffff905460e01c16600260ff8184015460c01c166142b381611b74565b1461432a5764ffffffffff825460a01c165f52600a60205260ff6001600360405f20015493015460c01c16915f5b8381106142f057505050505f90565b6001600160fb1b0381168103611ea357818160051b1c61ffff8160101c1684101561431e57506001016142e1565b61ffff16949350505050565b905090565b90916001835460f81c1615815460ff8160d01c1682806146eb575b614499575b505064ffffffffff825460a01c165f52600a60205260405f2090808061447f575b6143c05760ff61283f9592610c0692155f146143b6575460201c165b845f5160206152175f395f51905f5260408051600281526143b06020820186611b7e565ba2613e8b565b5460181c1661438c565b507f643bcb0e3b9e600267697c7939397f077c728ccaa7bc95b6f82127ff5f97a330915080614441614401611a0f63ffffffff6020955460a81c1642613eb4565b865460f881811c600117901b6001600160f81b03191660016affffffffffffff0000000160a01b039091161760a082901b63ffffffff60a01b1617909655565b835f5160206152175f395f51905f526040805160028152600486820152a26001015460405163ffffffff9095168552811c6001600160a01b031693a3565b5060ff825460181c16600581101561152357600414614370565b845f52600660205260405f20549060ff8260081c169160ff8460c81c168310156144c457505061434f565b6144d2939450959495614d64565b82819260028601908154600360ff8260c01c166144ee81611b74565b146145f4575b50505463ffffffff8160a01c169261450f611a0f8542613eb4565b908861ffff80825460f81c98169460d01c1684106145e9575b8054600360f11b63ffffffff60a01b60a086901b16600167ffffffff0000000160a01b039092166001600160f81b031960f88b901b161760e085901b61ffff60e01b1617919091171790557f2eae14a3f2f71cf830006c973bab928636e4470439b32581457e9011233527bf92606092909163ffffffff919061ffff90604051948552166020840152166040820152a2156145c35750505050565b600816156145d557916141f692612c29565b9082610bf4826145e495614295565b6141f6565b600890961795614528565b6001880154929460c89190911c60ff1693509161461d916001600160a01b039182169116614858565b91825f52600d60205260405f2054918260e01c92601084106146d6575b61ffff9060018060e01b0390614000600160ee1b0390600e1b1616911617925f52600d6020528160e01b831760405f20558082105f146146cd575084915b5f905f905b83821061469c57505061ffff9161469391613c1f565b16915f806144f4565b919080939450600e02600e81048403611ea357600191613fff846146c2931c1690613eb4565b92018693929161467d565b90508491614678565b926146e361ffff91612bb8565b93905061463a565b506001811161434a565b81546aff000000000000ffffffff60a01b198116600560f01b178355909260f89190911c91837f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba92325f80a26002831615614817578160046001600160581b0380845460281c165b1694161561480e5761476c91614c22565b915b8015938480614806575b6129bc5761283f94815f5160206152375f395f51905f5260c06040515f81525f60208201528660408201525f60608201528860808201525f60a0820152a2156147d0575b5050600101546001600160a01b03166148e8565b82546001600160a01b0316915f5160206152575f395f51905f52906020906147f881866148e8565b604051908152a35f806147bc565b508315614778565b50505f9161476e565b8160046001600160581b035f61475b565b604080516001600160a01b0390921660208301908152908201929092526148528160608101611f1f565b51902090565b906040519060208201926001600160601b03199060601b1683526001600160601b03199060601b16603482015260288152614852604882611e1a565b909190816148ae575050600201546001600160a01b031690565b9091505f52600860205260405f205f198201828111611ea35781541115611e76575f90815260209020015f1901546001600160a01b031690565b81156149705761491982827f0000000000000000000000000000000000000000000000000000000000000000614a81565b15614922575050565b60207f9c9e0cdb1670e88302408e5b941dc636f63a3293204694bb68910fcf3d9305f39160018060a01b031692835f52600e825260405f20614965828254613eb4565b9055604051908152a2565b5050565b90815460f81c6002811615613a46576001825460f81c16151590816149dd575b5061497057815460ff60f01b1916600160f01b1782555460a01c64ffffffffff166149bc5750565b805463ffffffff60a01b19811660209190911b63ffffffff60a01b16179055565b6004915016155f614994565b909291926149f8838583614efc565b50614a0281611b74565b159081614a6b575b50614a62576064835f9460209660405194630b135d3f60e11b8652600486015260406024860152816044860152838501378281018201859052601f01601f191601915afa630b135d3f60e11b5f5114601f3d11161690565b50505050600190565b6001600160a01b0384811691161490505f614a0a565b92916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180875af19260015f5114841615614abd575b50604052565b3d15903b151516909216915f614ab7565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480614bbb575b15614b29577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a0815261485260c082611e1a565b507f00000000000000000000000000000000000000000000000000000000000000004614614b00565b60ff811690601f8211614c135760405191614c00604084611e1a565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b549060048260f81c1615614c5957612710916001600160581b0361ffff6001614c5594015460b01c169160281c16611ef2565b0490565b50505f90565b909193926001835460f81c16614d325760ff855460d01c169260018414614d135764ffffffffff90541694825f52600660205260405f205495614cbd60ff8860081c1693614cb7614cb08683613c1f565b9586611ef2565b906137e3565b905f915b868310614cd357505050505050509050565b6001831b891615614d0a57614cfe90614cf7614cf0858786614894565b9187613eb4565b9087614f30565b60015f925b0191614cc1565b91600190614d03565b50600290940154929361283f939092506001600160a01b031690614f30565b915064ffffffffff61283f93945460a01c165f52600a60205260018060a01b03600160405f20015460201c1690614f30565b919091614d7082611e3b565b92614d7e6040519485611e1a565b828452601f19614d8d84611e3b565b013660208601375f5f925b828410614df7575050505060018082811c921614614de5575f19810191818311611ea357614dd7614dde92614dd061ffff9584612ba4565b5192612ba4565b5190613eb4565b60011c1690565b614df29061ffff92612ba4565b511690565b9194936001849792941b831615614ec3576001600160fc1b0387168703611ea3578660041b60100180601011611ea3578361ffff911c1695614e3885612bb8565b945b8015801580614ea5575b15614e84575f19820191808311611ea357614e6a614e62848b612ba4565b51918a612ba4565b5215614e3a57634e487b7160e01b5f52601160045260245ffd5b5096614e9a600193979899929695949989612ba4565b525b01929190614d98565b505f198201828111611ea357614ebc8a918a612ba4565b5111614e44565b939492919095600190614e9c565b63ffffffff8111614ee55763ffffffff1690565b6306dfcc6560e41b5f52602060045260245260445ffd5b9060418303614f2657614f1f9250602081013591604082359201355f1a90614f72565b9192909190565b50505f9160029190565b9060207f253dd534010ac976fa263caa123bae79b9c50292adf7ce67bdc5ec309f784e6191614f5f85826148e8565b6040519485526001600160a01b031693a3565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411614fe9579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa1561128b575f516001600160a01b03811615614fdf57905f905f90565b505f906001905f90565b5050505f916003919056fe60a08060405234602757336080526101f6908161002c82396080518181816047015260a30152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816301681a621461007a575063e2fdcc1714610032575f80fd5b34610076575f366003190112610076576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610076576020366003190112610076576004356001600160a01b0381169190828103610076577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101e3576370a0823160e01b8252306004830152602082602481865afa9182156101d8575f9261017a575b508161010a575b602082604051908152f35b6040519063a9059cbb60e01b5f52336004528260245260205f60448180855af19060015f511482161561015b575b50906040521561014857816100ff565b50635274afe760e01b5f5260045260245ffd5b6001821516610171573b15153d15161684610138565b823d5f823e3d90fd5b90915060203d6020116101d1575b601f8101601f1916820167ffffffffffffffff8111838210176101bd57602091839160405281010312610076575190836100f8565b634e487b7160e01b5f52604160045260245ffd5b503d610188565b6040513d5f823e3d90fd5b63bc552e7760e01b5f523360045260245ffd7573d4a686001c95795382e83e1e87e7b69cd50abd2762d5e160ba246c8ebd0752c3c801d558769f862cba2f3dcb5603fd0f0e628f0760f081e8979d18c221897ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c49b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00",
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
// the contract method with ID 0x58b005f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptJob(uint256 jobId, (address,bytes32,bytes32,uint256,uint256,uint256) acceptance, bytes signature, (uint256,uint256,bytes32,bytes) collateralAuth) returns()
func (asaEscrow *AsaEscrow) PackAcceptJob(jobId *big.Int, acceptance IAsaEscrowTypesAcceptance, signature []byte, collateralAuth IAsaEscrowTypesAuthorization) []byte {
	enc, err := asaEscrow.abi.Pack("acceptJob", jobId, acceptance, signature, collateralAuth)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x58b005f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptJob(uint256 jobId, (address,bytes32,bytes32,uint256,uint256,uint256) acceptance, bytes signature, (uint256,uint256,bytes32,bytes) collateralAuth) returns()
func (asaEscrow *AsaEscrow) TryPackAcceptJob(jobId *big.Int, acceptance IAsaEscrowTypesAcceptance, signature []byte, collateralAuth IAsaEscrowTypesAuthorization) ([]byte, error) {
	return asaEscrow.abi.Pack("acceptJob", jobId, acceptance, signature, collateralAuth)
}

// PackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7cb1c661.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptanceDigest((address,bytes32,bytes32,uint256,uint256,uint256) acceptance) view returns(bytes32)
func (asaEscrow *AsaEscrow) PackAcceptanceDigest(acceptance IAsaEscrowTypesAcceptance) []byte {
	enc, err := asaEscrow.abi.Pack("acceptanceDigest", acceptance)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7cb1c661.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptanceDigest((address,bytes32,bytes32,uint256,uint256,uint256) acceptance) view returns(bytes32)
func (asaEscrow *AsaEscrow) TryPackAcceptanceDigest(acceptance IAsaEscrowTypesAcceptance) ([]byte, error) {
	return asaEscrow.abi.Pack("acceptanceDigest", acceptance)
}

// UnpackAcceptanceDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7cb1c661.
//
// Solidity: function acceptanceDigest((address,bytes32,bytes32,uint256,uint256,uint256) acceptance) view returns(bytes32)
func (asaEscrow *AsaEscrow) UnpackAcceptanceDigest(data []byte) ([32]byte, error) {
	out, err := asaEscrow.abi.Unpack("acceptanceDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAgreementJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdfdc9d32.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function agreementJob(address client, bytes32 agreementHash) view returns(uint256 jobId)
func (asaEscrow *AsaEscrow) PackAgreementJob(client common.Address, agreementHash [32]byte) []byte {
	enc, err := asaEscrow.abi.Pack("agreementJob", client, agreementHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAgreementJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdfdc9d32.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function agreementJob(address client, bytes32 agreementHash) view returns(uint256 jobId)
func (asaEscrow *AsaEscrow) TryPackAgreementJob(client common.Address, agreementHash [32]byte) ([]byte, error) {
	return asaEscrow.abi.Pack("agreementJob", client, agreementHash)
}

// UnpackAgreementJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdfdc9d32.
//
// Solidity: function agreementJob(address client, bytes32 agreementHash) view returns(uint256 jobId)
func (asaEscrow *AsaEscrow) UnpackAgreementJob(data []byte) (*big.Int, error) {
	out, err := asaEscrow.abi.Unpack("agreementJob", data)
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
// Solidity: event AsaJobCreated(uint256 indexed jobId, uint64 indexed termsId, uint64 agreementId, bytes32 termsHash, address[] evaluators, uint8 quorum, uint256 budget, uint256 fundDeadline, bytes32 agreementHash)
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

// AsaEscrowEvaluatorFeePaid represents a EvaluatorFeePaid event raised by the AsaEscrow contract.
type AsaEscrowEvaluatorFeePaid struct {
	JobId     *big.Int
	Evaluator common.Address
	Amount    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const AsaEscrowEvaluatorFeePaidEventName = "EvaluatorFeePaid"

// ContractEventName returns the user-defined event name.
func (AsaEscrowEvaluatorFeePaid) ContractEventName() string {
	return AsaEscrowEvaluatorFeePaidEventName
}

// UnpackEvaluatorFeePaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EvaluatorFeePaid(uint256 indexed jobId, address indexed evaluator, uint256 amount)
func (asaEscrow *AsaEscrow) UnpackEvaluatorFeePaidEvent(log *types.Log) (*AsaEscrowEvaluatorFeePaid, error) {
	event := "EvaluatorFeePaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaEscrowEvaluatorFeePaid)
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
	JobId             *big.Int
	ReleaseBps        uint16
	ProviderAmount    *big.Int
	ClientAmount      *big.Int
	Fee               *big.Int
	CollateralKept    *big.Int
	CollateralSlashed *big.Int
	Raw               *types.Log // Blockchain specific contextual infos
}

const AsaEscrowJobSettledEventName = "JobSettled"

// ContractEventName returns the user-defined event name.
func (AsaEscrowJobSettled) ContractEventName() string {
	return AsaEscrowJobSettledEventName
}

// UnpackJobSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobSettled(uint256 indexed jobId, uint16 releaseBps, uint256 providerAmount, uint256 clientAmount, uint256 fee, uint256 collateralKept, uint256 collateralSlashed)
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
	if bytes.Equal(raw[:4], asaEscrow.abi.Errors["AgreementAlreadyUsed"].ID.Bytes()[:4]) {
		return asaEscrow.UnpackAgreementAlreadyUsedError(raw[4:])
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

// AsaEscrowAgreementAlreadyUsed represents a AgreementAlreadyUsed error raised by the AsaEscrow contract.
type AsaEscrowAgreementAlreadyUsed struct {
	AgreementHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgreementAlreadyUsed(bytes32 agreementHash)
func AsaEscrowAgreementAlreadyUsedErrorID() common.Hash {
	return common.HexToHash("0x9215832ac79f04206f582a7b5f0c04bcf84b2cafc7eb72e5192ddf9e20b79057")
}

// UnpackAgreementAlreadyUsedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgreementAlreadyUsed(bytes32 agreementHash)
func (asaEscrow *AsaEscrow) UnpackAgreementAlreadyUsedError(raw []byte) (*AsaEscrowAgreementAlreadyUsed, error) {
	out := new(AsaEscrowAgreementAlreadyUsed)
	if err := asaEscrow.abi.UnpackIntoInterface(out, "AgreementAlreadyUsed", raw); err != nil {
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
