// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package ledgerbind

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

// AsaLedgerVerifierCredit is an auto generated low-level Go binding around an user-defined struct.
type AsaLedgerVerifierCredit struct {
	Account common.Address
	Amount  *big.Int
}

// AsaLedgerVerifierOpenData is an auto generated low-level Go binding around an user-defined struct.
type AsaLedgerVerifierOpenData struct {
	V                  IAsaLedgerTypesVoucher
	ClientSig          []byte
	AcceptanceDeadline *big.Int
	AcceptanceSig      []byte
	Terms              IAsaEscrowTypesTerms
}

// AsaLedgerVerifierResultData is an auto generated low-level Go binding around an user-defined struct.
type AsaLedgerVerifierResultData struct {
	Slot   uint32
	V      IAsaLedgerTypesVoucher
	Terms  IAsaEscrowTypesTerms
	Result IAsaEscrowTypesResult
	Signer common.Address
	Sig    []byte
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

// IAsaLedgerTypesAccountLeaf is an auto generated low-level Go binding around an user-defined struct.
type IAsaLedgerTypesAccountLeaf struct {
	Credited    *big.Int
	Debited     *big.Int
	Deposits    *big.Int
	Withdrawals *big.Int
	Nonce       *big.Int
}

// IAsaLedgerTypesAccountWitness is an auto generated low-level Go binding around an user-defined struct.
type IAsaLedgerTypesAccountWitness struct {
	Leaf IAsaLedgerTypesAccountLeaf
	Path [20][32]byte
}

// IAsaLedgerTypesEpoch is an auto generated low-level Go binding around an user-defined struct.
type IAsaLedgerTypesEpoch struct {
	StateRoot       [32]byte
	TransitionsRoot [32]byte
	Count           uint32
	Cutoff          uint64
	PostedAt        uint64
}

// IAsaLedgerTypesExitJob is an auto generated low-level Go binding around an user-defined struct.
type IAsaLedgerTypesExitJob struct {
	Status      uint8
	Deliverable [32]byte
	SubmittedAt uint64
	Votes       *big.Int
}

// IAsaLedgerTypesJobLeaf is an auto generated low-level Go binding around an user-defined struct.
type IAsaLedgerTypesJobLeaf struct {
	JobId       [32]byte
	Status      uint8
	Deliverable [32]byte
	SubmittedAt uint64
	Votes       *big.Int
}

// IAsaLedgerTypesJobWitness is an auto generated low-level Go binding around an user-defined struct.
type IAsaLedgerTypesJobWitness struct {
	Leaf IAsaLedgerTypesJobLeaf
	Path [32][32]byte
}

// IAsaLedgerTypesStateFields is an auto generated low-level Go binding around an user-defined struct.
type IAsaLedgerTypesStateFields struct {
	AccountsRoot [32]byte
	JobsRoot     [32]byte
	JobCount     uint64
	ForcedCount  uint64
}

// IAsaLedgerTypesTransitionLeaf is an auto generated low-level Go binding around an user-defined struct.
type IAsaLedgerTypesTransitionLeaf struct {
	Kind      uint8
	DataHash  [32]byte
	PostState [32]byte
}

// IAsaLedgerTypesTransitionWitness is an auto generated low-level Go binding around an user-defined struct.
type IAsaLedgerTypesTransitionWitness struct {
	Leaf IAsaLedgerTypesTransitionLeaf
	Path [24][32]byte
}

// IAsaLedgerTypesVoucher is an auto generated low-level Go binding around an user-defined struct.
type IAsaLedgerTypesVoucher struct {
	Client        common.Address
	Provider      common.Address
	Evaluators    []common.Address
	Quorum        uint8
	TermsHash     [32]byte
	AgreementHash [32]byte
	Budget        *big.Int
	ExpiredAt     *big.Int
	Nonce         *big.Int
}

// AsaLedgerMetaData contains all meta data concerning the AsaLedger contract.
var AsaLedgerMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"operator_\",\"type\":\"address\"},{\"internalType\":\"contractAsaLedgerVerifier\",\"name\":\"verifier_\",\"type\":\"address\"},{\"internalType\":\"uint256[6]\",\"name\":\"params\",\"type\":\"uint256[6]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"BadWitness\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"}],\"name\":\"BondMissing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BondSlashed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Create2EmptyBytecode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"CutoffOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochNotFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expected\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"given\",\"type\":\"uint64\"}],\"name\":\"EpochOutOfOrder\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"next\",\"type\":\"uint256\"}],\"name\":\"EpochTooSoon\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochAlreadyFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochNotFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedDeployment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"ForcedNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"InvalidExitStep\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"InvalidKind\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"JobNotOpen\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFraud\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoPendingRequest\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"since\",\"type\":\"uint256\"}],\"name\":\"OperatorNotSilent\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"due\",\"type\":\"uint256\"}],\"name\":\"RequestNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"RequestWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyAccounts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"}],\"name\":\"TooManyTransitions\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"UnknownEpoch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"UnknownForced\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"AccountPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"AccountRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"}],\"name\":\"BondPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BondReclaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"DataRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"viaAddress\",\"type\":\"bool\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"EpochPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"enumIAsaLedgerTypes.Fault\",\"name\":\"fault\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"EpochVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ExitCredited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"ExitEpochFixed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"ExitJobProgressed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"silent\",\"type\":\"bool\"}],\"name\":\"ExitModeStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"ForcedQueued\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"TransitionPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"WithdrawalRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"exit\",\"type\":\"bool\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"accountAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"accountCount\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"accountIndex\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondAmount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondSlashed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"last\",\"type\":\"tuple\"}],\"name\":\"challengeEpochEnd\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"}],\"name\":\"challengeForcedLag\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"prev\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"claimed\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"pre\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"internalType\":\"structIAsaLedgerTypes.AccountWitness[]\",\"name\":\"accounts\",\"type\":\"tuple[]\"}],\"name\":\"challengeTransition\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"dataRequestFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"declareOperatorSilent\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"depositWithAuthorization\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"swept\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"deposited\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"epochs\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"postedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.Epoch\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitAt\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"exitCredited\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitEpoch\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitEpochFixed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"exitExpire\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"exitJobs\",\"outputs\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.ExitJob\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitMode\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"sig\",\"type\":\"bytes\"}],\"name\":\"exitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"name\":\"exitSubmit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"exitWithdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"fixExitEpoch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"forceInclude\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"forcedEntry\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"queuedAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"forcedLength\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"isFinal\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastEpoch\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"livenessTimeout\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minEpochInterval\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"operator\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"paid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"pendingRequest\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"postBond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"postEpoch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"publishAccount\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"w\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"publishTransition\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reclaimBond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"register\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registrationFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"requestData\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"requestWithdrawal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"requested\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"sweepDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"swept\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifier\",\"outputs\":[{\"internalType\":\"contractAsaLedgerVerifier\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"voidUnanswered\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"withdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "fa6634bcfd5d7645890b41eeffc92e3e23",
	Bin: "0x61028080604052346105ca57615503803803809161001d82856105ce565b8339810190610120818303126105ca578051916001600160a01b038316908184036105ca576020830151906001600160a01b038216908183036105ca576040850151936001600160a01b038516918286036105ca5780607f880112156105ca576040519660c088016001600160401b0381118982101761055957604052879061012081019283116105ca57606001905b8282106105ba575050506040516100c56040826105ce565b600a815260208101906920a9a0902632b233b2b960b11b8252604051916100ed6040846105ce565b600183526020830191603160f81b8352610106816105f1565b61012052610113846105f1565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261017c60c0826105ce565b5190206080523060c05260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055159182156105b1575b5081156105a8575b506105955760a09361016052610180526101a05280516101c05260018060401b036020820151166101e05260018060401b036040820151166102005260018060401b036060820151166102205260808101516102405201516102605260405160208101905f82525f60408201525f60608201525f60808201525f60a082015260a0815261024960c0826105ce565b5190205f5b60148110610581575060405160208101905f82525f60408201525f60608201525f60808201525f60a082015260a0815261028960c0826105ce565b5190205f5b6020811061056d5750604051906020820192835260408201525f60608201525f6080820152608081526102c260a0826105ce565b51902060405190426001600160401b03908116919060a08401908111848210176105595760409081529083525f6020808501828152858401838152606080880187815260808901978852948052600b845296517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f765590517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f7755517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f788054935195516001600160a01b031990941663ffffffff92909216919091179490911b6bffffffffffffffff000000001693909317931b73ffffffffffffffff0000000000000000000000001692909217905551614ea6908161065d82396080518161496c015260a05181614a23015260c05181614936015260e051816149bb015261010051816149e101526101205181611cea01526101405181611d140152610160518181816105ec01528181610a2201528181610e9001528181611382015281816115d701528181611b41015281816127d501528181612bc001528181612d2901528181612ff3015281816138940152614428015261018051818181611360015281816117450152818161215b01528181612b3f0152818161332a0152818161387201526145f401526101a05181818161050e01528181610c8a01528181611146015281816124c30152612af601526101c051818181611de4015261336501526101e0518181816112630152818161147001528181611cac0152613e1d0152610200518181816118480152818161351b01526135720152610220518181816118e80152612e2b0152610240518181816112e2015261323b0152610260518181816116f60152818161327501528181613845015261457e0152f35b634e487b7160e01b5f52604160045260245ffd5b90805f52602052600160405f20910161028e565b90805f52602052600160405f20910161024e565b63472511eb60e11b5f525f60045260245ffd5b9050155f6101bb565b1591505f6101b3565b81518152602091820191016100ad565b5f80fd5b601f909101601f19168101906001600160401b0382119082101761055957604052565b601f81511161061c57602081519101516020821061060d571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe6080806040526004361015610012575f80fd5b5f905f3560e01c90816301f550321461362057508063052afed4146132e357806306a4c983146132bd5780630bcfedc01461329857806314c44e091461325e57806317a32385146132245780631aa3a008146131e35780631c04dde31461310c5780631cfb47a614612ef65780631f08c87614612ec157806322a23b4514612ddf57806324e07e2014612c6057806328e18a8914612c3e57806329b52bd714612b255780632b7ac3f314612ae157806335abda66146129d05780634bd2d7f9146129015780634d41299c1461275f57806350e940b1146121b1578063562dd6491461218a578063570ca735146121455780635a3a53a314611fd15780635e90064e14611e2557806364c9ec6f14611e0757806380f323a714611dcc57806384b0196e14611cd0578063861a141214611c8c578063866b013814611c4c578063872f6e9b146119f95780639ee679e81461196f578063a0d7031a14611941578063a450529c1461190c578063a4b4063b146118c8578063a71d5f2d146118a2578063b00425e11461186c578063b18d108e14611828578063b6b55f2514611597578063bdc6881c146113fc578063c10f51a714611216578063cb649f511461103e578063d858dbfe14611014578063d89b73d014610e58578063db5dabe014610e13578063e248dd8914610ba5578063e4af29fc14610b81578063ec1a02b114610b52578063f4ede5bd14610b1d578063f5c4732e14610a74578063f698da2514610a51578063fc0c546a14610a0c578063fceb8d7c14610991578063fd22798d1461080a578063fd2a56b1146107d5578063fde1ee20146107ab5763ff093d611461027b575f80fd5b346107a857610c603660031901126107a857610295613695565b61029d61366f565b6103603660431901126107a657610360366103a31901126107a657610704356001600160401b0381116107a2576102d8903690600401613716565b9060803661072319011261079e576104a0366107a319011261079e57610c4435906001600160401b03821161079a573660238301121561079a578160040135906001600160401b038211610796573660246103208402850101116107965761033e613f13565b610347866140c9565b93600285015463ffffffff87169563ffffffff82168710156106d15760010154906103a4359760ff891692838a03610792578b986103c435826103e4359b8c60405160208101918a83528560408301526060820152606081526103ab6080826137ff565b51902090805b6018821061071e5750500361070f576103cb36888a613cd3565b6020815191012003610700576106e05750506001600160401b036103ee8a6138d5565b168a52600b60205260408a20545b604051602081019061040d82613d58565b6080815261041c60a0826137ff565b519020036106d157906001600160401b0361047794939261043b614933565b9950604051996312a00cc160e21b8b523060048c015260248b015260201c16604489015260648801526105e060848801526105e4870191613937565b61048360a48601613d58565b6107a4356101248601526107c43560ff81168091036106cd576020869493926024926101448701526107e4356101648701526001600160401b036104c56136c1565b16610184870152610824356101a48701526104006108446101c4880137858103600319016105c487015283815201920190875b81811061067c57506040939283900391508290507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa8015610671578492859161063c575b5082610632575b5050610623576001600160401b03610565826138d5565b166001600160401b0319600a541617600a55600954908260095560ff600f5461010061ff0019821617600f551615610616575b6040516105a484613b03565b8381528260208201525f516020614e665f395f51905f5260406001600160401b0333941692a3806105e5575b5060015f516020614e865f395f51905f525580f35b61061090337f000000000000000000000000000000000000000000000000000000000000000061435e565b5f6105d0565b61061e6141eb565b610598565b63bb6a9cb560e01b8252600482fd5b1490505f8061054e565b905061066191925060403d60401161066a575b61065981836137ff565b810190613ea9565b9190915f610547565b503d61064f565b6040513d86823e3d90fd5b9193509161032080600192863581526020870135602082015260408701356040820152606087013560608201526080870135608082015261028060a0880160a08301370194019101918593926104f8565b8780fd5b6342525deb60e11b8a5260048afd5b63ffffffff6106f16106f8936138bd565b1690614142565b6084356103fc565b6342525deb60e11b8d5260048dfd5b6342525deb60e11b8e5260048efd5b5091505f19600185841c160161076e57601882101561075a578f6040906001928460051b61040401358252602052205b9101908f9185926103b1565b634e487b7160e01b5f52603260045260245ffd5b601882101561075a578f52610404600582901b013560205260408f2060019061074e565b8b80fd5b8680fd5b8580fd5b8480fd5b8380fd5b825b80fd5b50346107a857806003193601126107a85760206001600160401b03600f5460581c16604051908152f35b50346107a85760203660031901126107a857604060209163ffffffff6107f961365c565b168152600783522054604051908152f35b50346107a85760403660031901126107a8576004359060ff82169182810361098d576024356001600160401b0381116107a65761084b903690600401613716565b93610854613ef8565b80158015610983575b6109725750600c54926001600160401b038416936040516020810190610897816108898a888a87613ede565b03601f1981018352826137ff565b51902090600160401b81101561095e578060016108b79201600c55613ec6565b819291549060031b91821b915f19901b1916179055600d5490600160401b82101561094a575060209484926109138360017f15c039d3021a7426a02a8951ba67428475c5c775936a666cb6727b98b37f38479501600d55613d18565b81549060031b906001600160401b03804216831b921b191617905561093f604051928392339784613ede565b0390a3604051908152f35b634e487b7160e01b81526041600452602490fd5b634e487b7160e01b83526041600452602483fd5b62240c1960e51b8452600452602483fd5b506005811161085d565b5080fd5b50346107a85760203660031901126107a8576109ab613695565b90600c546001600160401b038316908110156109f9576040836001600160401b036109e56109d883613ec6565b90549060031b1c92613d18565b90549060031b1c1682519182526020820152f35b630b2afe1b60e01b825260045260249150fd5b50346107a857806003193601126107a8576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346107a857806003193601126107a8576020610a6c614933565b604051908152f35b50346107a85760203660031901126107a857604060809163ffffffff610a9861365c565b8260608551610aa6816137e4565b82815282602082015282878201520152168152601060205220604051610acb816137e4565b6001600160401b0360ff83541692838352600181015460208401908152606060038460028501541693604087019485520154940193845260405194855251602085015251166040830152516060820152f35b50346107a85760203660031901126107a857604060209163ffffffff610b4161365c565b168152600683522054604051908152f35b50346107a85760203660031901126107a85760ff60406020926004358152600e84522054166040519015158152f35b50346107a857806003193601126107a857602063ffffffff60025416604051908152f35b50346107a8576105a03660031901126107a857610bc061365c565b608036602319011261098d576104a03660a319011261098d5761054435906001600160401b0382116107a65761012060031983360301126107a6576105643590610584356001600160401b03811161079e57610c20903690600401613716565b9093610c2a613f13565b6040610c358461476c565b92610c3e614933565b610c868351988993849363425b2b2f60e01b8552600485015260806024850152610c6e6084850188600401613a07565b918a6044860152600319858403016064860152613937565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa948515610e085786908796610de4575b5015918215610dd8575b8215610dc5575b508115610db6575b50610d9e57600360405191610cf1836137e4565b60028352602083019384526001600160401b0360408401814216815263ffffffff60608601938985521695868952601060205260ff60408a2096511660ff1987541617865551600186015551166001600160401b036002850191166001600160401b0319825416179055519101557fd7b5b464729b47cc2cf9613ebd7ce7039d59b2e32853463ef1f363cb418c9ae6602060405160028152a360015f516020614e865f395f51905f525580f35b63512cf55360e01b845263ffffffff16600452602483fd5b60e4915001354210155f610cdd565b6020015160ff166001141591505f610cd5565b80518614159250610cce565b9050610e0091955060403d60401161066a5761065981836137ff565b94905f610cc4565b6040513d88823e3d90fd5b50346107a85760203660031901126107a8576020610e3f610e326136ec565b610e3a613f13565b6143f3565b60015f516020614e865f395f51905f5255604051908152f35b50346107a85760203660031901126107a857600435610e75613f13565b8015611005576040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811691602081602481865afa918215610ffa5784918693610fc1575b5092610ee760209260249530903390614037565b6040516370a0823160e01b815230600482015293849182905afa8015610671578490610f89575b610f1892506138f3565b818103610f735750604081610f507f644d2aa06d4f63348089f9438ef6246ed82252dd0eb4b3104a0679250983c574936009546137a8565b8060095582519182526020820152a160015f516020614e865f395f51905f525580f35b6044929163049c0a1d60e11b8352600452602452fd5b506020823d602011610fb9575b81610fa3602093836137ff565b81010312610fb557610f189151610f0e565b5f80fd5b3d9150610f96565b915091506020813d602011610ff2575b81610fde602093836137ff565b81010312610fb55751908390610ee7610ed3565b3d9150610fd1565b6040513d87823e3d90fd5b631f2a200560e01b8252600482fd5b50346107a857806003193601126107a85760206001600160401b03600f5460181c16604051908152f35b50346107a8576107c03660031901126107a85761105961365c565b9060803660231901126107a8576104a03660a31901126107a857610544356001600160401b03811161098d57610120600319823603011261098d576102603661056319011261098d57611135906110ae613f13565b826110b88561476c565b916110c1614933565b60405194859283926305855ee760e21b8452600484015242602484015261111f6044840187608080918051845260ff6020820151166020850152604081015160408501526001600160401b0360608201511660608501520151910152565b61036060e4840152610364830190600401613a07565b6111426101048301613b1a565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa91821561120b57839084936111bd575b50156111a4576111909293614a5d565b60015f516020614e865f395f51905f525580f35b63512cf55360e01b835263ffffffff8416600452602483fd5b9250503d8084843e6111cf81846137ff565b82016040838203126107a2576111e48361392a565b926020810151906001600160401b03821161079a57611204929101613957565b915f611180565b6040513d85823e3d90fd5b50346107a85760603660031901126107a857611230613695565b611238613767565b611240613682565b611248613f13565b6002611253846140c9565b0154611298677fffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000060011c166001600160401b038360601c166137a8565b4210156113e05782156113bb5763ffffffff1663ffffffff821610155b6113ac57806112ca63ffffffff9284866143b6565b8552600e60205260408520805460ff191660011790557f00000000000000000000000000000000000000000000000000000000000000008061135a575b5060405192151583521660208201527f3135da1d95d54b5867da2083da669c673f31301e285ed82e5769aada37dd4a7060406001600160401b0333941692a360015f516020614e865f395f51905f525580f35b6113a6907f0000000000000000000000000000000000000000000000000000000000000000337f0000000000000000000000000000000000000000000000000000000000000000614037565b5f611307565b6342525deb60e11b8452600484fd5b5063ffffffff811680159081156113d3575b506112b5565b620fffff9150115f6113cd565b633b524a1f60e21b85526001600160401b038416600452602485fd5b50346107a85760603660031901126107a857611416613695565b61141e613767565b611441611429613682565b611431613f13565b61143a846140c9565b92846143b6565b8352600e60205260ff604084205416156115885760026001600160401b0391015460601c166001600160401b037f00000000000000000000000000000000000000000000000000000000000000001660038102908082046003149015171561157457906114b19160021c906137a8565b80421061156257506001600160401b036114ca826138d5565b166001600160401b0319600a541617600a55600954908260095560ff600f5461010061ff0019821617600f551615611555575b604051600381528260208201525f516020614e665f395f51905f5260406001600160401b0333941692a3806105e5575060015f516020614e865f395f51905f525580f35b634e487b7160e01b5f52602160045260245ffd5b61155d6141eb565b6114fd565b63e7e3e4a960e01b8352600452602482fd5b634e487b7160e01b84526011600452602484fd5b63198580dd60e31b8352600483fd5b50346107a85760203660031901126107a8576004356115b4613f13565b6115bc613ef8565b8015611005576040516370a0823160e01b81523060048201527f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216602082602481845afa918215610ffa5785926117f3575b5090602060249261162b86303388614037565b6040516370a0823160e01b815230600482015293849182905afa8015610ffa5785906117bf575b61165c92506138f3565b8281036117a8575081338452600360205263ffffffff6040852054169182156116e6575b505063ffffffff16825260056020526040822061169e8282546137a8565b90556040519081528160208201527f35dbbfd0d3585577ae3feb7437be44befd94c36d05e086795fa0016e0d22d49660403392a260015f516020614e865f395f51905f525580f35b91509291506116f433613f4b565b7f000000000000000000000000000000000000000000000000000000000000000091828511156117715761172f8363ffffffff9495966138f3565b938061173f575b50819250611680565b61176a917f00000000000000000000000000000000000000000000000000000000000000009061435e565b5f80611736565b505091600183018093116117945760449263049c0a1d60e11b8352600452602452fd5b634e487b7160e01b82526011600452602482fd5b63049c0a1d60e11b84526004839052602452604483fd5b506020823d6020116117eb575b816117d9602093836137ff565b81010312610fb55761165c9151611652565b3d91506117cc565b91506020823d602011611820575b8161180e602093836137ff565b81010312610fb5579051906020611618565b3d9150611801565b50346107a857806003193601126107a85760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346107a85760203660031901126107a857602061189061188b6136ec565b613e54565b6040516001600160a01b039091168152f35b50346107a857806003193601126107a857602060ff600f5460101c166040519015158152f35b50346107a857806003193601126107a85760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346107a85760203660031901126107a857604060209163ffffffff61193061365c565b168152600583522054604051908152f35b50346107a85760203660031901126107a8576020611965611960613695565b613dd9565b6040519015158152f35b50346107a85760203660031901126107a85760043561198c613ef8565b80156110055763ffffffff6119a033614241565b1680835260066020526119b78260408520546137a8565b908352600660205280604084205560405191825260208201527f24b91f4f47caf44230a57777a9be744924e82bf666f2d5702faf97df35e60f9f60403392a280f35b50346107a8576103c03660031901126107a857611a146136ec565b608036602319011261098d5760a03660a319011261098d57366103c41161098d57611a3d613f13565b611a4681614241565b90611a4f614bd1565b6040516020810190611a62826024613d9d565b60808152611a7160a0826137ff565b51902003611c3d5760a43560c43590604051602081019082825283604082015260e43560608201526101043560808201526101243560a082015260a08152611aba60c0826137ff565b51902063ffffffff869516945b60148110611be6575060243503611bd75790611b08611af5611b0d93868852600560205260408820546137a8565b85875260086020526040872054906137a8565b6138f3565b8284526007602052604084205480821115611bbb57602094611b31604092846138f3565b948152600786522055611b6582827f000000000000000000000000000000000000000000000000000000000000000061435e565b604080518381526001858201526001600160a01b03909216917f2fd83d5e9f5d240bed47a97a24cf354e4047e25edc2da27b01fd95e5e8a0c9a59190a260015f516020614e865f395f51905f5255604051908152f35b636e34ee0b60e11b85526001600160a01b038316600452602485fd5b6342525deb60e11b8552600485fd5b9060018087841c16145f14611c1a57601482101561075a578160051b610144013587526020526001604087205b9101611ac7565b601482101561075a578160051b6101440190875235602052600160408720611c13565b6342525deb60e11b8352600483fd5b50346107a85760203660031901126107a85760209063ffffffff906040906001600160a01b03611c7a6136ec565b16815260038452205416604051908152f35b50346107a857806003193601126107a85760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346107a857806003193601126107a857611d7090611d0e7f0000000000000000000000000000000000000000000000000000000000000000614c05565b90611d387f0000000000000000000000000000000000000000000000000000000000000000614c05565b906020611d7e60405193611d4c83866137ff565b8385525f368137604051968796600f60f81b885260e08589015260e0880190613743565b908682036040880152613743565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b828110611db557505050500390f35b835185528695509381019392810192600101611da6565b50346107a857806003193601126107a85760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b50346107a857806003193601126107a8576020600954604051908152f35b50346107a85760c03660031901126107a857611e3f613695565b611e476136ab565b60803660431901126107a657611e5b613f13565b611e64826140c9565b600d54916001600160401b03811692831015611fbd57611e8b6001600160401b0391613d18565b90549060031b1c166001600160401b03600283015460201c161115611fa957604051906020820190604435825260643560408401526084356001600160401b03811680910361079657606084015260a435916001600160401b038316938484036106cd5784608082015260808152611f0460a0826137ff565b519020905403611bd7575011610623576001600160401b03611f25826138d5565b166001600160401b0319600a541617600a55600954908260095560ff600f5461010061ff0019821617600f551615611f9c575b604051600281528260208201525f516020614e665f395f51905f5260406001600160401b0333941692a3806105e5575060015f516020614e865f395f51905f525580f35b611fa46141eb565b611f58565b6371f32d3360e01b84526004829052602484fd5b630b2afe1b60e01b85526004839052602485fd5b50346107a8576103c03660031901126107a857611fec613695565b611ff461366f565b906103603660431901126107a6576103a4356001600160401b0381116107a257612022903690600401613716565b906001600160401b0380600a5416931692831161213157828552600b6020526040852063ffffffff8060028301541695169485101561212257846001612069920154614142565b606435612077368484613cd3565b60208151910120810361212257604051602081019085825260016040820152866060820152606081526120ab6080826137ff565b5190208652600e6020526040862060ff198154169055604051916044359060ff82168092036106cd577fc28f7149c0310fd185887522b747587689d348a218dccd27b531ccc0b0ab064194849361211c93855260208501526084356040850152608060608501526080840191613937565b0390a380f35b6342525deb60e11b8652600486fd5b632938879b60e21b85526004839052602485fd5b50346107a857806003193601126107a8576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346107a857806003193601126107a85760206001600160401b03600c5416604051908152f35b50346107a8576109003660031901126107a8576121cc61365c565b608036602319011261098d573660a31901906104a082126107a65761054435916001600160401b0383116107a25761012060031984360301126107a257610260366105631901126107a257610100366107c31901126107a2576108c4356001600160a01b0381169081900361079e576108e4356001600160401b03811161079a5761225b903690600401613716565b612266929192613f13565b61226e613900565b50612277614bd1565b604051602081019061228a826024613d9d565b6080815261229960a0826137ff565b519020036127505763ffffffff85169560a4359460c43560ff81169182820361274c5760e4359261010435916001600160401b03831691828403612748578a8e9161012435946040519160208301938452604083015288606083015260808201528460a082015260a0815261230f60c0826137ff565b5190208d825b602084106126ee5750509050604435036107005760a0136107925760ff93604051996123408b6137b5565b8a5260208a0193845260408a0190815260608a0192835260808a019182528b8d52601060205260408d208581541693846126c5575b50505050505116600181141590816126b9575b506126a5579061240d889493926123f76123a0614933565b604080516262907d60e51b815260048101929092524260248301528951604483015260208a015160ff166064830152890151608482015260608901516001600160401b031660a482015260809098015160c4890152565b6104a060e48801526104a4870190600401613a07565b61241a6101048701613b1a565b6107c4356103648701526107e4356103848701526001600160401b0361243e6136c1565b166103a48701526108243561ffff811680910361079a576103c48701526108443580151580910361079a576103e487015261086435610404870152610884356104248701526108a435916001600160401b03831680930361079a57869485946124bf9461044487015261046486015260031985840301610484860152613937565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa9182156106715784859286946125f2575b50156125de57602082019360ff855116600381145f146125245750506111909350614a5d565b60ff91945060209250927fd7b5b464729b47cc2cf9613ebd7ce7039d59b2e32853463ef1f363cb418c9ae6936003886001600160401b036040850151816060870151169087604060808901519581519861257d8a6137e4565b89528b8901938452818901948552606089019687528d815260108c5220965116881987541617865551600186015551166001600160401b036002850191166001600160401b03198254161790555191015551945116604051908152a3611190565b63512cf55360e01b85526004849052602485fd5b92505091503d8085833e61260681836137ff565b8101918183039160e0831261079a5760a06126208261392a565b93601f19011261079a5760405193612637856137b5565b60208201518552604082015160ff811681036106cd5760208601526060820151604086015260808201516001600160401b03811681036106cd57606086015260a0820151608086015260c08201516001600160401b0381116106cd5761269d9201613957565b92915f6124fe565b637350147f60e11b88526004879052602488fd5b6002915014155f612388565b60018201549360036001600160401b036002850154169301549052525281525f80808080612375565b50821c60019081160361272457602082101561075a5760408f6001928460051b61014401358252602052205b9101908d8f612315565b602082101561075a5760408f6001928460051b61014401908252356020522061271a565b8d80fd5b8a80fd5b6342525deb60e11b8752600487fd5b34610fb55760c0366003190112610fb5576127786136ec565b6084359060a4356001600160401b038111610fb55761279b903690600401613716565b926127a4613f13565b6127ac613ef8565b6040516374a5008160e11b81526001600160a01b038481166004830181905260248301849052937f000000000000000000000000000000000000000000000000000000000000000090911691602081604481865afa9081156128bc575f916128c7575b5015612821575b6020610e3f866143f3565b61282a85613e54565b90823b15610fb5575f9461288d8692604051998a978896879563cf09299560e01b8752600487015260018060a01b0316602486015260243560448601526044356064860152606435608486015260a485015260e060c485015260e4840191613937565b03925af19081156128bc57602092610e3f926128ac575b819281612816565b5f6128b6916137ff565b5f6128a4565b6040513d5f823e3d90fd5b90506020813d6020116128f9575b816128e2602093836137ff565b81010312610fb5576128f39061392a565b8761280f565b3d91506128d5565b34610fb5576020366003190112610fb55761291a613695565b612922613900565b506001600160401b0380600a541691169081116129be575f52600b60205260a060405f206001600160401b036040519161295b836137b5565b8181549384815263ffffffff600260018501549460208401958652015493604083019082861682528460806060860195828960201c168752019660601c168652604051978852516020880152511660408601525116606084015251166080820152f35b632938879b60e21b5f5260045260245ffd5b34610fb5576103e0366003190112610fb5576129ea613695565b6129f261366f565b906080366043190112610fb55760a03660c3190112610fb557366103e411610fb5576001600160401b0380600a541691169081116129be57805f52600b602052612a408260405f205461427b565b6040519163ffffffff60208401918383525f6040860152169283606082015260608152612a6e6080826137ff565b5190205f52600e60205260405f2060ff1981541690557f44ea3e5beb44ea3ea90da6037e567dfe6b0c37722fa1e60b435475c050a5ce9161032060405160c435815260e435602082015261010435604082015261012435606082015261014435608082015261028061016460a0830137a3005b34610fb5575f366003190112610fb5576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b34610fb5575f366003190112610fb557612b3d613f13565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0381163303612c2b57600f5460ff8160081c16612c1c5760101c60ff1615612c0d57600954908115612bfe5781612be47f0693debc661ba0b6fa6985694ed2d1e018fcbac46275653715f2409ea135471a936020935f6009557f000000000000000000000000000000000000000000000000000000000000000061435e565b604051908152a160015f516020614e865f395f51905f5255005b631f2a200560e01b5f5260045ffd5b6370858df160e01b5f5260045ffd5b6323777ded60e11b5f5260045ffd5b63472511eb60e11b5f523360045260245ffd5b34610fb5575f366003190112610fb557602060ff600f54166040519015158152f35b34610fb5576103e0366003190112610fb557612c7a6136ec565b612c826136ab565b6080366043190112610fb55760a03660c3190112610fb557366103e411610fb557612cab613f13565b612cb3613ef8565b612cbc81613dd9565b15612dc35763ffffffff906001600160401b03612cd884614241565b91165f52600b602052612cef8160405f205461427b565b16805f52600760205260405f2054916101243583811115612da257612d16602094826138f3565b925f526007845260405f2055612d4d82827f000000000000000000000000000000000000000000000000000000000000000061435e565b604080518381525f858201526001600160a01b03909216917f2fd83d5e9f5d240bed47a97a24cf354e4047e25edc2da27b01fd95e5e8a0c9a59190a260015f516020614e865f395f51905f5255604051908152f35b50636e34ee0b60e11b5f9081526001600160a01b0391909116600452602490fd5b6001600160401b039063691cc9a560e01b5f521660045260245ffd5b34610fb5575f366003190112610fb557612df7613ef8565b6001600160401b03600a54165f52600b602052612e516001600160401b03600260405f20015460601c166001600160401b037f000000000000000000000000000000000000000000000000000000000000000016906137a8565b804210612eaf576001600f546affffffffffffffff0000004260181b16906affffffffffffffff0000ff19161717600f557f1a1e11968afa77413a98237726dbff2cac92504c19cd2c3aa7d29bfb3f7741ca602060405160018152a1005b6328dbcc8f60e21b5f5260045260245ffd5b34610fb5576020366003190112610fb55763ffffffff612edf61365c565b165f526008602052602060405f2054604051908152f35b34610fb557610380366003190112610fb557612f10613695565b610360366023190112610fb557612f25613f13565b612f2e816140c9565b600281015463ffffffff168061303957506001600160401b03612f50836138d5565b165f52600b60205260405f2054905b541461302a576001600160401b03612f76826138d5565b166001600160401b0319600a541617600a55600954905f60095560ff600f5461010061ff0019821617600f55161561301d575b604051600181528260208201525f516020614e665f395f51905f5260406001600160401b0333941692a380612fec575b60015f516020614e865f395f51905f5255005b61301790337f000000000000000000000000000000000000000000000000000000000000000061435e565b80612fd9565b6130256141eb565b612fa9565b63bb6a9cb560e01b5f5260045ffd5b63ffffffff61304c6001840154926138bd565b16906024359160ff831692838103610fb55750606435926040516020810191825260443560408201528460608201526060815261308a6080826137ff565b519020905f905b601882106130b5575050036130a65790612f5f565b6342525deb60e11b5f5260045ffd5b909160018083851c16145f146130ea57601883101561075a578260051b608401355f52602052600160405f205b920190613091565b601883101561075a578260051b608401905f5235602052600160405f206130e2565b34610fb5575f366003190112610fb557600f5460ff8116156131d45760ff8160101c166131c557600a54906001600160401b0382169161314b83613dd9565b156131b25772ffffffffffffffff0000000000000000ff00001990911660589190911b67ffffffffffffffff60581b16176201000017600f556040519081527f119fca767239dfbe400acfa805fa52c52bafaab7956b03581dc6d396915c8bec90602090a1005b8263691cc9a560e01b5f5260045260245ffd5b63ad2f380d60e01b5f5260045ffd5b6311465c5d60e21b5f5260045ffd5b34610fb5575f366003190112610fb5576131fb613f13565b6020613205613820565b60015f516020614e865f395f51905f525563ffffffff60405191168152f35b34610fb5575f366003190112610fb55760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34610fb5575f366003190112610fb55760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34610fb5575f366003190112610fb557602060ff600f5460081c166040519015158152f35b34610fb5575f366003190112610fb55760206001600160401b03600a5416604051908152f35b34610fb55760a0366003190112610fb5576132fc613695565b60243560443560643563ffffffff8116809103610fb557608435916001600160401b038316809303610fb5577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03163303612c2b57613360613ef8565b6009547f00000000000000000000000000000000000000000000000000000000000000009081811061360b5750506001600160401b03600a54166001600160401b03806133ac83613776565b1696169586036135e357805f52600b60205260405f209042851180156135ca575b80156135b1575b61359f57151580613553575b6134fd5750630100000082116134ea57917f36e53da0386c5054da6b8c32c811d09e286bc72808c198ce3566971d7ea99e789391608093604051613423816137b5565b848152876020820183815263ffffffff806002604086019588875260608101948a86528c8201966001600160401b03421688525f52600b60205260405f2091518255516001820155019451161663ffffffff1984541617835551906bffffffffffffffff000000008354916001600160401b0360601b905160601b169260201b169073ffffffffffffffffffffffffffffffff00000000191617179055866001600160401b0319600a541617600a55604051938452602084015260408301526060820152a2005b5063e59fdd3160e01b5f5260045260245ffd5b6001600160401b03600261354192015460601c166001600160401b037f000000000000000000000000000000000000000000000000000000000000000016906137a8565b6311d945e760e11b5f5260045260245ffd5b506135986001600160401b03600283015460601c166001600160401b037f000000000000000000000000000000000000000000000000000000000000000016906137a8565b42106133e0565b8462b0811560e51b5f5260045260245ffd5b506001600160401b03600283015460201c1685106133d4565b506001600160401b03600283015460601c1685106133cd565b6001600160401b036135f58792613776565b632abeb08d60e21b5f521660045260245260445ffd5b63059d2d8360e11b5f5260045260245260445ffd5b34610fb5576020366003190112610fb55760209063ffffffff61364161365c565b165f9081526004835260409020546001600160a01b03168152f35b6004359063ffffffff82168203610fb557565b6024359063ffffffff82168203610fb557565b6044359063ffffffff82168203610fb557565b600435906001600160401b0382168203610fb557565b602435906001600160401b0382168203610fb557565b61080435906001600160401b0382168203610fb557565b35906001600160401b0382168203610fb557565b600435906001600160a01b0382168203610fb557565b35906001600160a01b0382168203610fb557565b9181601f84011215610fb5578235916001600160401b038311610fb55760208381860195010111610fb557565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b602435908115158203610fb557565b6001600160401b036001911601906001600160401b03821161379457565b634e487b7160e01b5f52601160045260245ffd5b9190820180921161379457565b60a081019081106001600160401b038211176137d057604052565b634e487b7160e01b5f52604160045260245ffd5b608081019081106001600160401b038211176137d057604052565b90601f801991011681019081106001600160401b038211176137d057604052565b335f52600360205263ffffffff60405f205416806138ba575061384233613f4b565b907f00000000000000000000000000000000000000000000000000000000000000008061386c5750565b6138b8907f0000000000000000000000000000000000000000000000000000000000000000337f0000000000000000000000000000000000000000000000000000000000000000614037565b565b90565b63ffffffff5f199116019063ffffffff821161379457565b6001600160401b035f19911601906001600160401b03821161379457565b9190820391821161379457565b6040519061390d826137b5565b5f6080838281528260208201528260408201528260608201520152565b51908115158203610fb557565b908060209392818452848401375f828201840152601f01601f1916010190565b81601f82011215610fb5578051906001600160401b0382116137d05760208260051b019261398860405194856137ff565b82845260208085019360061b83010191818311610fb557602001925b8284106139b2575050505090565b604084830312610fb55760405190604082018281106001600160401b038211176137d0576040528451906001600160a01b0382168203610fb557826020926040945282870151838201528152019301926139a4565b610120820191906001600160a01b03613a1f82613702565b1682526001600160a01b03613a3660208301613702565b1660208301526040810135601e1982360301811215610fb5578101602081359101936001600160401b038211610fb5578160051b36038513610fb5578190610120604086015252610140830193905f5b818110613add57505050606081013560ff81168103610fb5576101009160ff83921660608501526080810135608085015260a081013560a085015260c081013560c085015260e081013560e0850152013591015290565b909194602080600192838060a01b03613af58a613702565b168152019601929101613a86565b6004111561154157565b9060058210156115415752565b610564356004811015610fb557613b3081613b03565b81526105843560ff8116809103610fb55760208201526105a43560ff8116809103610fb55760408201526105c4356005811015610fb557613b75906060830190613b0d565b6105e4356005811015610fb557613b90906080830190613b0d565b610604356005811015610fb557613bab9060a0830190613b0d565b6106243561ffff8116809103610fb55760c08201526106443561ffff8116809103610fb55760e08201526106643561ffff8116809103610fb55761010082015261068435801515809103610fb5576101208201526106a43563ffffffff8116809103610fb5576101408201526106c43563ffffffff8116809103610fb5576101608201526106e43563ffffffff8116809103610fb5576101808201526107043563ffffffff8116809103610fb5576101a08201526107243563ffffffff8116809103610fb5576101c08201526107443563ffffffff8116809103610fb5576101e0820152610764356001600160a01b03811690819003610fb557610200820152610784356001600160a01b03811690819003610fb5576102208201526102406107a435910152565b9291926001600160401b0382116137d05760405191613cfc601f8201601f1916602001846137ff565b829481845281830111610fb5578281602093845f960137010152565b90600d5482101561075a57600d5f52600282901c7fd7b6990105719101dabeb77144f2a3385c8033acd3af97e9423a695e81ad1eb5019160031b60181690565b610724358152610744356020820152610764356001600160401b038116809103610fb557604082015261078435906001600160401b038216809203610fb55760600152565b6001600160401b03613dd360608093803586526020810135602087015283613dc7604083016136d8565b166040870152016136d8565b16910152565b6001600160401b0380600a54169116908111613e4f578015613e49575f52600b602052613e436001600160401b03600260405f20015460601c166001600160401b037f000000000000000000000000000000000000000000000000000000000000000016906137a8565b42101590565b50600190565b505f90565b600b90610222604051613e6a60208301826137ff565b8181526020810191614c4483395190209060405191604083015260018060a01b031660208201523081520160ff8153605590206001600160a01b031690565b9190826040910312610fb5576020613ec08361392a565b92015190565b600c5481101561075a57600c5f5260205f2001905f90565b60409060ff6138ba95931681528160208201520191613937565b60ff600f5416613f0457565b6325de280960e11b5f5260045ffd5b60025f516020614e865f395f51905f525414613f3c5760025f516020614e865f395f51905f5255565b633ee5aeb560e01b5f5260045ffd5b6001600160a01b03165f8181526003602052604090205490919063ffffffff1680614033575081156140205760025463ffffffff8116620fffff8110156140115763ffffffff81146137945760010163ffffffff8116809263ffffffff19161760025592805f52600360205260405f208263ffffffff19825416179055815f52600460205260405f20816bffffffffffffffffffffffff60a01b8254161790557f7d263e6f741197e6aa54802bf9dc0302242dba5461171a0abd1a431c66b46f965f80a3565b639ed3ecbb60e01b5f5260045ffd5b5063bfc6c33760e01b5f5260045260245ffd5b9150565b6040516323b872dd60e01b5f9081526001600160a01b039384166004529290931660245260449390935260209060648180865af19060015f51148216156140a8575b6040525f606052156140885750565b635274afe760e01b5f9081526001600160a01b0391909116600452602490fd5b9060018115166140c057823b15153d15161690614079565b503d5f823e3d90fd5b60ff600f5460101c16613f04576001600160401b038116908115801561412e575b61411b576140f790613dd9565b614109575f52600b60205260405f2090565b634e974da560e01b5f5260045260245ffd5b50632938879b60e21b5f5260045260245ffd5b506001600160401b03600a541682116140ea565b9060443560ff811690818103610fb5575060405160208101918252606435604082015260843560608201526060815261417c6080826137ff565b519020905f905b60188210614194575050036130a657565b909160018083851c16145f146141c957601883101561075a578260051b60a401355f52602052600160405f205b920190614183565b601883101561075a578260051b60a401905f5235602052600160405f206141c1565b6001600f546affffffffffffffff0000004260181b16906affffffffffffffff0000ff19161717600f557f1a1e11968afa77413a98237726dbff2cac92504c19cd2c3aa7d29bfb3f7741ca60206040515f8152a1565b6001600160a01b03165f8181526003602052604090205463ffffffff16919082156142695750565b63bfc6c33760e01b5f5260045260245ffd5b604051602081019061428e826044613d9d565b6080815261429d60a0826137ff565b519020036130a657604051602081019060c435825260e43560408201526101043560608201526101243560808201526101443560a082015260a081526142e460c0826137ff565b5190209063ffffffff5f91165b60148210614305575050604435036130a657565b909160018083851c16145f1461433b57601483101561075a578260051b61016401355f52602052600160405f205b9201906142f1565b601483101561075a578260051b61016401905f5235602052600160405f20614333565b916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180865af19060015f511482161561439e575b604052156140885750565b9060018115166140c057823b15153d15161690614393565b9163ffffffff90604051926001600160401b03602085019516855215156040840152166060820152606081526143ed6080826137ff565b51902090565b906001600160a01b03821661440783613e54565b6040516370a0823160e01b81526001600160a01b03808316600483018190527f00000000000000000000000000000000000000000000000000000000000000009391841692909190602081602481875afa9081156128bc575f9161473a575b5015612bfe573b156146db575b6040516370a0823160e01b815230600482015290602082602481865afa9182156128bc575f926146a6575b5060205f9160246040518094819362b40d3160e11b83528860048401525af180156128bc57614675575b506020602492604051938480926370a0823160e01b82523060048301525afa80156128bc575f90614641575b6144fe92506138f3565b938491835f52600360205263ffffffff60405f20541691821561456f575b50507f35dbbfd0d3585577ae3feb7437be44befd94c36d05e086795fa0016e0d22d4969163ffffffff604092165f526005602052815f2061455e8282546137a8565b9055815190815260016020820152a2565b90925061457c9150613f4b565b7f00000000000000000000000000000000000000000000000000000000000000009182861115614620579163ffffffff6040927f35dbbfd0d3585577ae3feb7437be44befd94c36d05e086795fa0016e0d22d496946145db848a6138f3565b93806145ee575b5050925081935061451c565b614619917f00000000000000000000000000000000000000000000000000000000000000009061435e565b5f806145e2565b85600184018085116137945763049c0a1d60e11b5f5260045260245260445ffd5b506020823d60201161466d575b8161465b602093836137ff565b81010312610fb5576144fe91516144f4565b3d915061464e565b6020813d60201161469e575b8161468e602093836137ff565b81010312610fb5575060206144c8565b3d9150614681565b9091506020813d6020116146d3575b816146c2602093836137ff565b81010312610fb5575190602061449e565b3d91506146b5565b6040516102226146ee60208201836137ff565b8082526020820190614c44823981511561472b5790516001600160a01b03918691905ff516614473573d6128bc5763b06ebf3d60e01b5f5260045ffd5b631328927760e21b5f5260045ffd5b90506020813d602011614764575b81614755602093836137ff565b81010312610fb557515f614466565b3d9150614748565b614774613900565b5061477d614bd1565b6040516020810190614790826024613d9d565b6080815261479f60a0826137ff565b519020036130a65763ffffffff169060a4359160c4359260ff841693848103610fb55760e4359461010435906001600160401b03821690818303610fb5576101243591604051906020820192878452604083015289606083015260808201528260a082015260a0815261481360c0826137ff565b5190205f5b602081106148dc5750604435036130a65760a03660a3190112610fb55760405160ff94614844826137b5565b81526020810193845260408101978852606081019283526080810191825296855f52601060205260405f208581541693846148b3575b50505050505116600181141590816148a7575b506148955750565b637350147f60e11b5f5260045260245ffd5b6002915014155f61488d565b60018201549360036001600160401b036002850154169301549052525281525f8080808061487a565b9060018088841c16145f1461491057602082101561075a578160051b61014401355f52602052600160405f205b9101614818565b602082101561075a578160051b61014401905f5235602052600160405f20614909565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480614a20575b1561498e577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a081526143ed60c0826137ff565b507f00000000000000000000000000000000000000000000000000000000000000004614614965565b805182101561075a5760209160051b010190565b91909160408301519060036001600160401b036060860151166001600160401b0360808701519163ffffffff60405195614a96876137e4565b8587526020870197885260408701928352606087019485521695865f52601060205260ff60405f2096511660ff1987541617865551600186015551166001600160401b036002850191166001600160401b0319825416179055519101555f5b8251811015614b9e57600190614b1e6001600160a01b03614b168387614a49565b515116614241565b63ffffffff6020614b2f8488614a49565b51015191165f526008602052614b4a60405f209182546137a8565b9055818060a01b03614b5c8286614a49565b515116837f832034bd5b640a6a427f57429221868982608aad95465de4800590969fc7c940602080614b8e868a614a49565b510151604051908152a301614af5565b5091905051907fd7b5b464729b47cc2cf9613ebd7ce7039d59b2e32853463ef1f363cb418c9ae6602060405160038152a3565b600f5460ff8116156131d45760ff8160101c1615612c0d576001600160401b039060581c165f52600b60205260405f205490565b60ff811690601f8211614c345760405191614c216040846137ff565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffdfe60a08060405234602757336080526101f6908161002c82396080518181816047015260a30152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816301681a621461007a575063e2fdcc1714610032575f80fd5b34610076575f366003190112610076576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610076576020366003190112610076576004356001600160a01b0381169190828103610076577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101e3576370a0823160e01b8252306004830152602082602481865afa9182156101d8575f9261017a575b508161010a575b602082604051908152f35b6040519063a9059cbb60e01b5f52336004528260245260205f60448180855af19060015f511482161561015b575b50906040521561014857816100ff565b50635274afe760e01b5f5260045260245ffd5b6001821516610171573b15153d15161684610138565b823d5f823e3d90fd5b90915060203d6020116101d1575b601f8101601f1916820167ffffffffffffffff8111838210176101bd57602091839160405281010312610076575190836100f8565b634e487b7160e01b5f52604160045260245ffd5b503d610188565b6040513d5f823e3d90fd5b63bc552e7760e01b5f523360045260245ffda4808c6e656c5f32e8ff92935228192c7c338fa9f1ba92b70a37ff4b5865885b9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00",
}

// AsaLedger is an auto generated Go binding around an Ethereum contract.
type AsaLedger struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AsaLedger) GetABI() abi.ABI {
	return c.abi
}

// NewAsaLedger creates a new instance of AsaLedger.
func NewAsaLedger() *AsaLedger {
	parsed, err := AsaLedgerMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AsaLedger{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AsaLedger) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token_, address operator_, address verifier_, uint256[6] params) returns()
func (asaLedger *AsaLedger) PackConstructor(token_ common.Address, operator_ common.Address, verifier_ common.Address, params [6]*big.Int) []byte {
	enc, err := asaLedger.abi.Pack("", token_, operator_, verifier_, params)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAccountAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01f55032.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accountAt(uint32 index) view returns(address)
func (asaLedger *AsaLedger) PackAccountAt(index uint32) []byte {
	enc, err := asaLedger.abi.Pack("accountAt", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccountAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01f55032.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accountAt(uint32 index) view returns(address)
func (asaLedger *AsaLedger) TryPackAccountAt(index uint32) ([]byte, error) {
	return asaLedger.abi.Pack("accountAt", index)
}

// UnpackAccountAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01f55032.
//
// Solidity: function accountAt(uint32 index) view returns(address)
func (asaLedger *AsaLedger) UnpackAccountAt(data []byte) (common.Address, error) {
	out, err := asaLedger.abi.Unpack("accountAt", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAccountCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4af29fc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accountCount() view returns(uint32)
func (asaLedger *AsaLedger) PackAccountCount() []byte {
	enc, err := asaLedger.abi.Pack("accountCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccountCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4af29fc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accountCount() view returns(uint32)
func (asaLedger *AsaLedger) TryPackAccountCount() ([]byte, error) {
	return asaLedger.abi.Pack("accountCount")
}

// UnpackAccountCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe4af29fc.
//
// Solidity: function accountCount() view returns(uint32)
func (asaLedger *AsaLedger) UnpackAccountCount(data []byte) (uint32, error) {
	out, err := asaLedger.abi.Unpack("accountCount", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackAccountIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x866b0138.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accountIndex(address account) view returns(uint32)
func (asaLedger *AsaLedger) PackAccountIndex(account common.Address) []byte {
	enc, err := asaLedger.abi.Pack("accountIndex", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccountIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x866b0138.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accountIndex(address account) view returns(uint32)
func (asaLedger *AsaLedger) TryPackAccountIndex(account common.Address) ([]byte, error) {
	return asaLedger.abi.Pack("accountIndex", account)
}

// UnpackAccountIndex is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x866b0138.
//
// Solidity: function accountIndex(address account) view returns(uint32)
func (asaLedger *AsaLedger) UnpackAccountIndex(data []byte) (uint32, error) {
	out, err := asaLedger.abi.Unpack("accountIndex", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64c9ec6f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bond() view returns(uint256)
func (asaLedger *AsaLedger) PackBond() []byte {
	enc, err := asaLedger.abi.Pack("bond")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64c9ec6f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bond() view returns(uint256)
func (asaLedger *AsaLedger) TryPackBond() ([]byte, error) {
	return asaLedger.abi.Pack("bond")
}

// UnpackBond is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x64c9ec6f.
//
// Solidity: function bond() view returns(uint256)
func (asaLedger *AsaLedger) UnpackBond(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("bond", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBondAmount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80f323a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bondAmount() view returns(uint256)
func (asaLedger *AsaLedger) PackBondAmount() []byte {
	enc, err := asaLedger.abi.Pack("bondAmount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBondAmount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80f323a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bondAmount() view returns(uint256)
func (asaLedger *AsaLedger) TryPackBondAmount() ([]byte, error) {
	return asaLedger.abi.Pack("bondAmount")
}

// UnpackBondAmount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x80f323a7.
//
// Solidity: function bondAmount() view returns(uint256)
func (asaLedger *AsaLedger) UnpackBondAmount(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("bondAmount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBondSlashed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0bcfedc0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bondSlashed() view returns(bool)
func (asaLedger *AsaLedger) PackBondSlashed() []byte {
	enc, err := asaLedger.abi.Pack("bondSlashed")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBondSlashed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0bcfedc0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bondSlashed() view returns(bool)
func (asaLedger *AsaLedger) TryPackBondSlashed() ([]byte, error) {
	return asaLedger.abi.Pack("bondSlashed")
}

// UnpackBondSlashed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0bcfedc0.
//
// Solidity: function bondSlashed() view returns(bool)
func (asaLedger *AsaLedger) UnpackBondSlashed(data []byte) (bool, error) {
	out, err := asaLedger.abi.Unpack("bondSlashed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackChallengeEpochEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cfb47a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeEpochEnd(uint64 epoch, ((uint8,bytes32,bytes32),bytes32[24]) last) returns()
func (asaLedger *AsaLedger) PackChallengeEpochEnd(epoch uint64, last IAsaLedgerTypesTransitionWitness) []byte {
	enc, err := asaLedger.abi.Pack("challengeEpochEnd", epoch, last)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeEpochEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cfb47a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeEpochEnd(uint64 epoch, ((uint8,bytes32,bytes32),bytes32[24]) last) returns()
func (asaLedger *AsaLedger) TryPackChallengeEpochEnd(epoch uint64, last IAsaLedgerTypesTransitionWitness) ([]byte, error) {
	return asaLedger.abi.Pack("challengeEpochEnd", epoch, last)
}

// PackChallengeForcedLag is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e90064e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeForcedLag(uint64 epoch, uint64 position, (bytes32,bytes32,uint64,uint64) state) returns()
func (asaLedger *AsaLedger) PackChallengeForcedLag(epoch uint64, position uint64, state IAsaLedgerTypesStateFields) []byte {
	enc, err := asaLedger.abi.Pack("challengeForcedLag", epoch, position, state)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeForcedLag is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e90064e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeForcedLag(uint64 epoch, uint64 position, (bytes32,bytes32,uint64,uint64) state) returns()
func (asaLedger *AsaLedger) TryPackChallengeForcedLag(epoch uint64, position uint64, state IAsaLedgerTypesStateFields) ([]byte, error) {
	return asaLedger.abi.Pack("challengeForcedLag", epoch, position, state)
}

// PackChallengeTransition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff093d61.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeTransition(uint64 epoch, uint32 index, ((uint8,bytes32,bytes32),bytes32[24]) prev, ((uint8,bytes32,bytes32),bytes32[24]) claimed, bytes data, (bytes32,bytes32,uint64,uint64) pre, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job, ((uint256,uint256,uint256,uint256,uint256),bytes32[20])[] accounts) returns()
func (asaLedger *AsaLedger) PackChallengeTransition(epoch uint64, index uint32, prev IAsaLedgerTypesTransitionWitness, claimed IAsaLedgerTypesTransitionWitness, data []byte, pre IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, accounts []IAsaLedgerTypesAccountWitness) []byte {
	enc, err := asaLedger.abi.Pack("challengeTransition", epoch, index, prev, claimed, data, pre, job, accounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeTransition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff093d61.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeTransition(uint64 epoch, uint32 index, ((uint8,bytes32,bytes32),bytes32[24]) prev, ((uint8,bytes32,bytes32),bytes32[24]) claimed, bytes data, (bytes32,bytes32,uint64,uint64) pre, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job, ((uint256,uint256,uint256,uint256,uint256),bytes32[20])[] accounts) returns()
func (asaLedger *AsaLedger) TryPackChallengeTransition(epoch uint64, index uint32, prev IAsaLedgerTypesTransitionWitness, claimed IAsaLedgerTypesTransitionWitness, data []byte, pre IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, accounts []IAsaLedgerTypesAccountWitness) ([]byte, error) {
	return asaLedger.abi.Pack("challengeTransition", epoch, index, prev, claimed, data, pre, job, accounts)
}

// PackChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x861a1412.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeWindow() view returns(uint64)
func (asaLedger *AsaLedger) PackChallengeWindow() []byte {
	enc, err := asaLedger.abi.Pack("challengeWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x861a1412.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeWindow() view returns(uint64)
func (asaLedger *AsaLedger) TryPackChallengeWindow() ([]byte, error) {
	return asaLedger.abi.Pack("challengeWindow")
}

// UnpackChallengeWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x861a1412.
//
// Solidity: function challengeWindow() view returns(uint64)
func (asaLedger *AsaLedger) UnpackChallengeWindow(data []byte) (uint64, error) {
	out, err := asaLedger.abi.Unpack("challengeWindow", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackDataRequestFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17a32385.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dataRequestFee() view returns(uint256)
func (asaLedger *AsaLedger) PackDataRequestFee() []byte {
	enc, err := asaLedger.abi.Pack("dataRequestFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDataRequestFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17a32385.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dataRequestFee() view returns(uint256)
func (asaLedger *AsaLedger) TryPackDataRequestFee() ([]byte, error) {
	return asaLedger.abi.Pack("dataRequestFee")
}

// UnpackDataRequestFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x17a32385.
//
// Solidity: function dataRequestFee() view returns(uint256)
func (asaLedger *AsaLedger) UnpackDataRequestFee(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("dataRequestFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDeclareOperatorSilent is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22a23b45.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function declareOperatorSilent() returns()
func (asaLedger *AsaLedger) PackDeclareOperatorSilent() []byte {
	enc, err := asaLedger.abi.Pack("declareOperatorSilent")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeclareOperatorSilent is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22a23b45.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function declareOperatorSilent() returns()
func (asaLedger *AsaLedger) TryPackDeclareOperatorSilent() ([]byte, error) {
	return asaLedger.abi.Pack("declareOperatorSilent")
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6b55f25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(uint256 amount) returns()
func (asaLedger *AsaLedger) PackDeposit(amount *big.Int) []byte {
	enc, err := asaLedger.abi.Pack("deposit", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6b55f25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(uint256 amount) returns()
func (asaLedger *AsaLedger) TryPackDeposit(amount *big.Int) ([]byte, error) {
	return asaLedger.abi.Pack("deposit", amount)
}

// PackDepositAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb00425e1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositAddress(address account) view returns(address)
func (asaLedger *AsaLedger) PackDepositAddress(account common.Address) []byte {
	enc, err := asaLedger.abi.Pack("depositAddress", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb00425e1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositAddress(address account) view returns(address)
func (asaLedger *AsaLedger) TryPackDepositAddress(account common.Address) ([]byte, error) {
	return asaLedger.abi.Pack("depositAddress", account)
}

// UnpackDepositAddress is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb00425e1.
//
// Solidity: function depositAddress(address account) view returns(address)
func (asaLedger *AsaLedger) UnpackDepositAddress(data []byte) (common.Address, error) {
	out, err := asaLedger.abi.Unpack("depositAddress", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDepositWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d41299c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositWithAuthorization(address from, uint256 amount, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns(uint256 swept)
func (asaLedger *AsaLedger) PackDepositWithAuthorization(from common.Address, amount *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) []byte {
	enc, err := asaLedger.abi.Pack("depositWithAuthorization", from, amount, validAfter, validBefore, nonce, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d41299c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositWithAuthorization(address from, uint256 amount, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns(uint256 swept)
func (asaLedger *AsaLedger) TryPackDepositWithAuthorization(from common.Address, amount *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) ([]byte, error) {
	return asaLedger.abi.Pack("depositWithAuthorization", from, amount, validAfter, validBefore, nonce, signature)
}

// UnpackDepositWithAuthorization is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d41299c.
//
// Solidity: function depositWithAuthorization(address from, uint256 amount, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns(uint256 swept)
func (asaLedger *AsaLedger) UnpackDepositWithAuthorization(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("depositWithAuthorization", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDeposited is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa450529c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposited(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) PackDeposited(index uint32) []byte {
	enc, err := asaLedger.abi.Pack("deposited", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposited is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa450529c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposited(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) TryPackDeposited(index uint32) ([]byte, error) {
	return asaLedger.abi.Pack("deposited", index)
}

// UnpackDeposited is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa450529c.
//
// Solidity: function deposited(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) UnpackDeposited(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("deposited", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (asaLedger *AsaLedger) PackDomainSeparator() []byte {
	enc, err := asaLedger.abi.Pack("domainSeparator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (asaLedger *AsaLedger) TryPackDomainSeparator() ([]byte, error) {
	return asaLedger.abi.Pack("domainSeparator")
}

// UnpackDomainSeparator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (asaLedger *AsaLedger) UnpackDomainSeparator(data []byte) ([32]byte, error) {
	out, err := asaLedger.abi.Unpack("domainSeparator", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLedgerEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (asaLedger *AsaLedger) PackLedgerEip712Domain() []byte {
	enc, err := asaLedger.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLedgerEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (asaLedger *AsaLedger) TryPackLedgerEip712Domain() ([]byte, error) {
	return asaLedger.abi.Pack("eip712Domain")
}

// LedgerEip712DomainOutput serves as a container for the return parameters of contract
// method LedgerEip712Domain.
type LedgerEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackLedgerEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (asaLedger *AsaLedger) UnpackLedgerEip712Domain(data []byte) (LedgerEip712DomainOutput, error) {
	out, err := asaLedger.abi.Unpack("eip712Domain", data)
	outstruct := new(LedgerEip712DomainOutput)
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

// PackEpochs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bd2d7f9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function epochs(uint64 epoch) view returns((bytes32,bytes32,uint32,uint64,uint64))
func (asaLedger *AsaLedger) PackEpochs(epoch uint64) []byte {
	enc, err := asaLedger.abi.Pack("epochs", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEpochs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bd2d7f9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function epochs(uint64 epoch) view returns((bytes32,bytes32,uint32,uint64,uint64))
func (asaLedger *AsaLedger) TryPackEpochs(epoch uint64) ([]byte, error) {
	return asaLedger.abi.Pack("epochs", epoch)
}

// UnpackEpochs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4bd2d7f9.
//
// Solidity: function epochs(uint64 epoch) view returns((bytes32,bytes32,uint32,uint64,uint64))
func (asaLedger *AsaLedger) UnpackEpochs(data []byte) (IAsaLedgerTypesEpoch, error) {
	out, err := asaLedger.abi.Unpack("epochs", data)
	if err != nil {
		return *new(IAsaLedgerTypesEpoch), err
	}
	out0 := *abi.ConvertType(out[0], new(IAsaLedgerTypesEpoch)).(*IAsaLedgerTypesEpoch)
	return out0, nil
}

// PackExitAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd858dbfe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitAt() view returns(uint64)
func (asaLedger *AsaLedger) PackExitAt() []byte {
	enc, err := asaLedger.abi.Pack("exitAt")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd858dbfe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitAt() view returns(uint64)
func (asaLedger *AsaLedger) TryPackExitAt() ([]byte, error) {
	return asaLedger.abi.Pack("exitAt")
}

// UnpackExitAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd858dbfe.
//
// Solidity: function exitAt() view returns(uint64)
func (asaLedger *AsaLedger) UnpackExitAt(data []byte) (uint64, error) {
	out, err := asaLedger.abi.Unpack("exitAt", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackExitCredited is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f08c876.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitCredited(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) PackExitCredited(index uint32) []byte {
	enc, err := asaLedger.abi.Pack("exitCredited", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitCredited is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f08c876.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitCredited(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) TryPackExitCredited(index uint32) ([]byte, error) {
	return asaLedger.abi.Pack("exitCredited", index)
}

// UnpackExitCredited is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1f08c876.
//
// Solidity: function exitCredited(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) UnpackExitCredited(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("exitCredited", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackExitEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfde1ee20.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitEpoch() view returns(uint64)
func (asaLedger *AsaLedger) PackExitEpoch() []byte {
	enc, err := asaLedger.abi.Pack("exitEpoch")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfde1ee20.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitEpoch() view returns(uint64)
func (asaLedger *AsaLedger) TryPackExitEpoch() ([]byte, error) {
	return asaLedger.abi.Pack("exitEpoch")
}

// UnpackExitEpoch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfde1ee20.
//
// Solidity: function exitEpoch() view returns(uint64)
func (asaLedger *AsaLedger) UnpackExitEpoch(data []byte) (uint64, error) {
	out, err := asaLedger.abi.Unpack("exitEpoch", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackExitEpochFixed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa71d5f2d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitEpochFixed() view returns(bool)
func (asaLedger *AsaLedger) PackExitEpochFixed() []byte {
	enc, err := asaLedger.abi.Pack("exitEpochFixed")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitEpochFixed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa71d5f2d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitEpochFixed() view returns(bool)
func (asaLedger *AsaLedger) TryPackExitEpochFixed() ([]byte, error) {
	return asaLedger.abi.Pack("exitEpochFixed")
}

// UnpackExitEpochFixed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa71d5f2d.
//
// Solidity: function exitEpochFixed() view returns(bool)
func (asaLedger *AsaLedger) UnpackExitEpochFixed(data []byte) (bool, error) {
	out, err := asaLedger.abi.Unpack("exitEpochFixed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackExitExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb649f51.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitExpire(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns()
func (asaLedger *AsaLedger) PackExitExpire(slot uint32, state IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms) []byte {
	enc, err := asaLedger.abi.Pack("exitExpire", slot, state, job, v, terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb649f51.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitExpire(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns()
func (asaLedger *AsaLedger) TryPackExitExpire(slot uint32, state IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms) ([]byte, error) {
	return asaLedger.abi.Pack("exitExpire", slot, state, job, v, terms)
}

// PackExitJobs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5c4732e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitJobs(uint32 slot) view returns((uint8,bytes32,uint64,uint256))
func (asaLedger *AsaLedger) PackExitJobs(slot uint32) []byte {
	enc, err := asaLedger.abi.Pack("exitJobs", slot)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitJobs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5c4732e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitJobs(uint32 slot) view returns((uint8,bytes32,uint64,uint256))
func (asaLedger *AsaLedger) TryPackExitJobs(slot uint32) ([]byte, error) {
	return asaLedger.abi.Pack("exitJobs", slot)
}

// UnpackExitJobs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5c4732e.
//
// Solidity: function exitJobs(uint32 slot) view returns((uint8,bytes32,uint64,uint256))
func (asaLedger *AsaLedger) UnpackExitJobs(data []byte) (IAsaLedgerTypesExitJob, error) {
	out, err := asaLedger.abi.Unpack("exitJobs", data)
	if err != nil {
		return *new(IAsaLedgerTypesExitJob), err
	}
	out0 := *abi.ConvertType(out[0], new(IAsaLedgerTypesExitJob)).(*IAsaLedgerTypesExitJob)
	return out0, nil
}

// PackExitMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28e18a89.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitMode() view returns(bool)
func (asaLedger *AsaLedger) PackExitMode() []byte {
	enc, err := asaLedger.abi.Pack("exitMode")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28e18a89.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitMode() view returns(bool)
func (asaLedger *AsaLedger) TryPackExitMode() ([]byte, error) {
	return asaLedger.abi.Pack("exitMode")
}

// UnpackExitMode is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x28e18a89.
//
// Solidity: function exitMode() view returns(bool)
func (asaLedger *AsaLedger) UnpackExitMode(data []byte) (bool, error) {
	out, err := asaLedger.abi.Unpack("exitMode", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackExitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50e940b1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitResult(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, (uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64) result, address signer, bytes sig) returns()
func (asaLedger *AsaLedger) PackExitResult(slot uint32, state IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms, result IAsaEscrowTypesResult, signer common.Address, sig []byte) []byte {
	enc, err := asaLedger.abi.Pack("exitResult", slot, state, job, v, terms, result, signer, sig)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50e940b1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitResult(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, (uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64) result, address signer, bytes sig) returns()
func (asaLedger *AsaLedger) TryPackExitResult(slot uint32, state IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms, result IAsaEscrowTypesResult, signer common.Address, sig []byte) ([]byte, error) {
	return asaLedger.abi.Pack("exitResult", slot, state, job, v, terms, result, signer, sig)
}

// PackExitSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe248dd89.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitSubmit(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, bytes32 deliverable, bytes providerSig) returns()
func (asaLedger *AsaLedger) PackExitSubmit(slot uint32, state IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, v IAsaLedgerTypesVoucher, deliverable [32]byte, providerSig []byte) []byte {
	enc, err := asaLedger.abi.Pack("exitSubmit", slot, state, job, v, deliverable, providerSig)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe248dd89.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitSubmit(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, bytes32 deliverable, bytes providerSig) returns()
func (asaLedger *AsaLedger) TryPackExitSubmit(slot uint32, state IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, v IAsaLedgerTypesVoucher, deliverable [32]byte, providerSig []byte) ([]byte, error) {
	return asaLedger.abi.Pack("exitSubmit", slot, state, job, v, deliverable, providerSig)
}

// PackExitWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x872f6e9b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitWithdraw(address account, (bytes32,bytes32,uint64,uint64) state, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[20] path) returns(uint256 amount)
func (asaLedger *AsaLedger) PackExitWithdraw(account common.Address, state IAsaLedgerTypesStateFields, leaf IAsaLedgerTypesAccountLeaf, path [20][32]byte) []byte {
	enc, err := asaLedger.abi.Pack("exitWithdraw", account, state, leaf, path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x872f6e9b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitWithdraw(address account, (bytes32,bytes32,uint64,uint64) state, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[20] path) returns(uint256 amount)
func (asaLedger *AsaLedger) TryPackExitWithdraw(account common.Address, state IAsaLedgerTypesStateFields, leaf IAsaLedgerTypesAccountLeaf, path [20][32]byte) ([]byte, error) {
	return asaLedger.abi.Pack("exitWithdraw", account, state, leaf, path)
}

// UnpackExitWithdraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x872f6e9b.
//
// Solidity: function exitWithdraw(address account, (bytes32,bytes32,uint64,uint64) state, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[20] path) returns(uint256 amount)
func (asaLedger *AsaLedger) UnpackExitWithdraw(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("exitWithdraw", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFixExitEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c04dde3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fixExitEpoch() returns()
func (asaLedger *AsaLedger) PackFixExitEpoch() []byte {
	enc, err := asaLedger.abi.Pack("fixExitEpoch")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFixExitEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c04dde3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fixExitEpoch() returns()
func (asaLedger *AsaLedger) TryPackFixExitEpoch() ([]byte, error) {
	return asaLedger.abi.Pack("fixExitEpoch")
}

// PackForceInclude is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd22798d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forceInclude(uint8 kind, bytes data) returns(uint64 position)
func (asaLedger *AsaLedger) PackForceInclude(kind uint8, data []byte) []byte {
	enc, err := asaLedger.abi.Pack("forceInclude", kind, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForceInclude is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd22798d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forceInclude(uint8 kind, bytes data) returns(uint64 position)
func (asaLedger *AsaLedger) TryPackForceInclude(kind uint8, data []byte) ([]byte, error) {
	return asaLedger.abi.Pack("forceInclude", kind, data)
}

// UnpackForceInclude is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfd22798d.
//
// Solidity: function forceInclude(uint8 kind, bytes data) returns(uint64 position)
func (asaLedger *AsaLedger) UnpackForceInclude(data []byte) (uint64, error) {
	out, err := asaLedger.abi.Unpack("forceInclude", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackForcedEntry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfceb8d7c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forcedEntry(uint64 position) view returns(bytes32 dataHash, uint64 queuedAt)
func (asaLedger *AsaLedger) PackForcedEntry(position uint64) []byte {
	enc, err := asaLedger.abi.Pack("forcedEntry", position)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForcedEntry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfceb8d7c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forcedEntry(uint64 position) view returns(bytes32 dataHash, uint64 queuedAt)
func (asaLedger *AsaLedger) TryPackForcedEntry(position uint64) ([]byte, error) {
	return asaLedger.abi.Pack("forcedEntry", position)
}

// ForcedEntryOutput serves as a container for the return parameters of contract
// method ForcedEntry.
type ForcedEntryOutput struct {
	DataHash [32]byte
	QueuedAt uint64
}

// UnpackForcedEntry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfceb8d7c.
//
// Solidity: function forcedEntry(uint64 position) view returns(bytes32 dataHash, uint64 queuedAt)
func (asaLedger *AsaLedger) UnpackForcedEntry(data []byte) (ForcedEntryOutput, error) {
	out, err := asaLedger.abi.Unpack("forcedEntry", data)
	outstruct := new(ForcedEntryOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.DataHash = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.QueuedAt = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	return *outstruct, nil
}

// PackForcedLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x562dd649.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forcedLength() view returns(uint64)
func (asaLedger *AsaLedger) PackForcedLength() []byte {
	enc, err := asaLedger.abi.Pack("forcedLength")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForcedLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x562dd649.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forcedLength() view returns(uint64)
func (asaLedger *AsaLedger) TryPackForcedLength() ([]byte, error) {
	return asaLedger.abi.Pack("forcedLength")
}

// UnpackForcedLength is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x562dd649.
//
// Solidity: function forcedLength() view returns(uint64)
func (asaLedger *AsaLedger) UnpackForcedLength(data []byte) (uint64, error) {
	out, err := asaLedger.abi.Unpack("forcedLength", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackIsFinal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0d7031a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isFinal(uint64 epoch) view returns(bool)
func (asaLedger *AsaLedger) PackIsFinal(epoch uint64) []byte {
	enc, err := asaLedger.abi.Pack("isFinal", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsFinal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0d7031a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isFinal(uint64 epoch) view returns(bool)
func (asaLedger *AsaLedger) TryPackIsFinal(epoch uint64) ([]byte, error) {
	return asaLedger.abi.Pack("isFinal", epoch)
}

// UnpackIsFinal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa0d7031a.
//
// Solidity: function isFinal(uint64 epoch) view returns(bool)
func (asaLedger *AsaLedger) UnpackIsFinal(data []byte) (bool, error) {
	out, err := asaLedger.abi.Unpack("isFinal", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLastEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06a4c983.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lastEpoch() view returns(uint64)
func (asaLedger *AsaLedger) PackLastEpoch() []byte {
	enc, err := asaLedger.abi.Pack("lastEpoch")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLastEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06a4c983.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lastEpoch() view returns(uint64)
func (asaLedger *AsaLedger) TryPackLastEpoch() ([]byte, error) {
	return asaLedger.abi.Pack("lastEpoch")
}

// UnpackLastEpoch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06a4c983.
//
// Solidity: function lastEpoch() view returns(uint64)
func (asaLedger *AsaLedger) UnpackLastEpoch(data []byte) (uint64, error) {
	out, err := asaLedger.abi.Unpack("lastEpoch", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackLivenessTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa4b4063b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function livenessTimeout() view returns(uint64)
func (asaLedger *AsaLedger) PackLivenessTimeout() []byte {
	enc, err := asaLedger.abi.Pack("livenessTimeout")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLivenessTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa4b4063b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function livenessTimeout() view returns(uint64)
func (asaLedger *AsaLedger) TryPackLivenessTimeout() ([]byte, error) {
	return asaLedger.abi.Pack("livenessTimeout")
}

// UnpackLivenessTimeout is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa4b4063b.
//
// Solidity: function livenessTimeout() view returns(uint64)
func (asaLedger *AsaLedger) UnpackLivenessTimeout(data []byte) (uint64, error) {
	out, err := asaLedger.abi.Unpack("livenessTimeout", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMinEpochInterval is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb18d108e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minEpochInterval() view returns(uint64)
func (asaLedger *AsaLedger) PackMinEpochInterval() []byte {
	enc, err := asaLedger.abi.Pack("minEpochInterval")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinEpochInterval is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb18d108e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minEpochInterval() view returns(uint64)
func (asaLedger *AsaLedger) TryPackMinEpochInterval() ([]byte, error) {
	return asaLedger.abi.Pack("minEpochInterval")
}

// UnpackMinEpochInterval is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb18d108e.
//
// Solidity: function minEpochInterval() view returns(uint64)
func (asaLedger *AsaLedger) UnpackMinEpochInterval(data []byte) (uint64, error) {
	out, err := asaLedger.abi.Unpack("minEpochInterval", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x570ca735.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function operator() view returns(address)
func (asaLedger *AsaLedger) PackOperator() []byte {
	enc, err := asaLedger.abi.Pack("operator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x570ca735.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function operator() view returns(address)
func (asaLedger *AsaLedger) TryPackOperator() ([]byte, error) {
	return asaLedger.abi.Pack("operator")
}

// UnpackOperator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x570ca735.
//
// Solidity: function operator() view returns(address)
func (asaLedger *AsaLedger) UnpackOperator(data []byte) (common.Address, error) {
	out, err := asaLedger.abi.Unpack("operator", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd2a56b1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paid(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) PackPaid(index uint32) []byte {
	enc, err := asaLedger.abi.Pack("paid", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd2a56b1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paid(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) TryPackPaid(index uint32) ([]byte, error) {
	return asaLedger.abi.Pack("paid", index)
}

// UnpackPaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfd2a56b1.
//
// Solidity: function paid(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) UnpackPaid(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("paid", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPendingRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec1a02b1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingRequest(bytes32 key) view returns(bool)
func (asaLedger *AsaLedger) PackPendingRequest(key [32]byte) []byte {
	enc, err := asaLedger.abi.Pack("pendingRequest", key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec1a02b1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingRequest(bytes32 key) view returns(bool)
func (asaLedger *AsaLedger) TryPackPendingRequest(key [32]byte) ([]byte, error) {
	return asaLedger.abi.Pack("pendingRequest", key)
}

// UnpackPendingRequest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xec1a02b1.
//
// Solidity: function pendingRequest(bytes32 key) view returns(bool)
func (asaLedger *AsaLedger) UnpackPendingRequest(data []byte) (bool, error) {
	out, err := asaLedger.abi.Unpack("pendingRequest", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackPostBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd89b73d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function postBond(uint256 amount) returns()
func (asaLedger *AsaLedger) PackPostBond(amount *big.Int) []byte {
	enc, err := asaLedger.abi.Pack("postBond", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPostBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd89b73d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function postBond(uint256 amount) returns()
func (asaLedger *AsaLedger) TryPackPostBond(amount *big.Int) ([]byte, error) {
	return asaLedger.abi.Pack("postBond", amount)
}

// PackPostEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x052afed4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function postEpoch(uint64 epoch, bytes32 stateRoot, bytes32 transitionsRoot, uint32 count, uint64 cutoff) returns()
func (asaLedger *AsaLedger) PackPostEpoch(epoch uint64, stateRoot [32]byte, transitionsRoot [32]byte, count uint32, cutoff uint64) []byte {
	enc, err := asaLedger.abi.Pack("postEpoch", epoch, stateRoot, transitionsRoot, count, cutoff)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPostEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x052afed4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function postEpoch(uint64 epoch, bytes32 stateRoot, bytes32 transitionsRoot, uint32 count, uint64 cutoff) returns()
func (asaLedger *AsaLedger) TryPackPostEpoch(epoch uint64, stateRoot [32]byte, transitionsRoot [32]byte, count uint32, cutoff uint64) ([]byte, error) {
	return asaLedger.abi.Pack("postEpoch", epoch, stateRoot, transitionsRoot, count, cutoff)
}

// PackPublishAccount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35abda66.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function publishAccount(uint64 epoch, uint32 index, (bytes32,bytes32,uint64,uint64) state, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[20] path) returns()
func (asaLedger *AsaLedger) PackPublishAccount(epoch uint64, index uint32, state IAsaLedgerTypesStateFields, leaf IAsaLedgerTypesAccountLeaf, path [20][32]byte) []byte {
	enc, err := asaLedger.abi.Pack("publishAccount", epoch, index, state, leaf, path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPublishAccount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35abda66.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function publishAccount(uint64 epoch, uint32 index, (bytes32,bytes32,uint64,uint64) state, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[20] path) returns()
func (asaLedger *AsaLedger) TryPackPublishAccount(epoch uint64, index uint32, state IAsaLedgerTypesStateFields, leaf IAsaLedgerTypesAccountLeaf, path [20][32]byte) ([]byte, error) {
	return asaLedger.abi.Pack("publishAccount", epoch, index, state, leaf, path)
}

// PackPublishTransition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a3a53a3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function publishTransition(uint64 epoch, uint32 index, ((uint8,bytes32,bytes32),bytes32[24]) w, bytes data) returns()
func (asaLedger *AsaLedger) PackPublishTransition(epoch uint64, index uint32, w IAsaLedgerTypesTransitionWitness, data []byte) []byte {
	enc, err := asaLedger.abi.Pack("publishTransition", epoch, index, w, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPublishTransition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a3a53a3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function publishTransition(uint64 epoch, uint32 index, ((uint8,bytes32,bytes32),bytes32[24]) w, bytes data) returns()
func (asaLedger *AsaLedger) TryPackPublishTransition(epoch uint64, index uint32, w IAsaLedgerTypesTransitionWitness, data []byte) ([]byte, error) {
	return asaLedger.abi.Pack("publishTransition", epoch, index, w, data)
}

// PackReclaimBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29b52bd7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reclaimBond() returns()
func (asaLedger *AsaLedger) PackReclaimBond() []byte {
	enc, err := asaLedger.abi.Pack("reclaimBond")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReclaimBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29b52bd7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reclaimBond() returns()
func (asaLedger *AsaLedger) TryPackReclaimBond() ([]byte, error) {
	return asaLedger.abi.Pack("reclaimBond")
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1aa3a008.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register() returns(uint32 index)
func (asaLedger *AsaLedger) PackRegister() []byte {
	enc, err := asaLedger.abi.Pack("register")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1aa3a008.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register() returns(uint32 index)
func (asaLedger *AsaLedger) TryPackRegister() ([]byte, error) {
	return asaLedger.abi.Pack("register")
}

// UnpackRegister is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1aa3a008.
//
// Solidity: function register() returns(uint32 index)
func (asaLedger *AsaLedger) UnpackRegister(data []byte) (uint32, error) {
	out, err := asaLedger.abi.Unpack("register", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackRegistrationFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14c44e09.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registrationFee() view returns(uint256)
func (asaLedger *AsaLedger) PackRegistrationFee() []byte {
	enc, err := asaLedger.abi.Pack("registrationFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistrationFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14c44e09.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registrationFee() view returns(uint256)
func (asaLedger *AsaLedger) TryPackRegistrationFee() ([]byte, error) {
	return asaLedger.abi.Pack("registrationFee")
}

// UnpackRegistrationFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x14c44e09.
//
// Solidity: function registrationFee() view returns(uint256)
func (asaLedger *AsaLedger) UnpackRegistrationFee(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("registrationFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRequestData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc10f51a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestData(uint64 epoch, bool isTransition, uint32 index) returns()
func (asaLedger *AsaLedger) PackRequestData(epoch uint64, isTransition bool, index uint32) []byte {
	enc, err := asaLedger.abi.Pack("requestData", epoch, isTransition, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc10f51a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestData(uint64 epoch, bool isTransition, uint32 index) returns()
func (asaLedger *AsaLedger) TryPackRequestData(epoch uint64, isTransition bool, index uint32) ([]byte, error) {
	return asaLedger.abi.Pack("requestData", epoch, isTransition, index)
}

// PackRequestWithdrawal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ee679e8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestWithdrawal(uint256 amount) returns()
func (asaLedger *AsaLedger) PackRequestWithdrawal(amount *big.Int) []byte {
	enc, err := asaLedger.abi.Pack("requestWithdrawal", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestWithdrawal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ee679e8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestWithdrawal(uint256 amount) returns()
func (asaLedger *AsaLedger) TryPackRequestWithdrawal(amount *big.Int) ([]byte, error) {
	return asaLedger.abi.Pack("requestWithdrawal", amount)
}

// PackRequested is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf4ede5bd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requested(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) PackRequested(index uint32) []byte {
	enc, err := asaLedger.abi.Pack("requested", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequested is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf4ede5bd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requested(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) TryPackRequested(index uint32) ([]byte, error) {
	return asaLedger.abi.Pack("requested", index)
}

// UnpackRequested is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf4ede5bd.
//
// Solidity: function requested(uint32 index) view returns(uint256)
func (asaLedger *AsaLedger) UnpackRequested(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("requested", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSweepDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb5dabe0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sweepDeposit(address account) returns(uint256 swept)
func (asaLedger *AsaLedger) PackSweepDeposit(account common.Address) []byte {
	enc, err := asaLedger.abi.Pack("sweepDeposit", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSweepDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb5dabe0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sweepDeposit(address account) returns(uint256 swept)
func (asaLedger *AsaLedger) TryPackSweepDeposit(account common.Address) ([]byte, error) {
	return asaLedger.abi.Pack("sweepDeposit", account)
}

// UnpackSweepDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdb5dabe0.
//
// Solidity: function sweepDeposit(address account) returns(uint256 swept)
func (asaLedger *AsaLedger) UnpackSweepDeposit(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("sweepDeposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (asaLedger *AsaLedger) PackToken() []byte {
	enc, err := asaLedger.abi.Pack("token")
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
func (asaLedger *AsaLedger) TryPackToken() ([]byte, error) {
	return asaLedger.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (asaLedger *AsaLedger) UnpackToken(data []byte) (common.Address, error) {
	out, err := asaLedger.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b7ac3f3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifier() view returns(address)
func (asaLedger *AsaLedger) PackVerifier() []byte {
	enc, err := asaLedger.abi.Pack("verifier")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b7ac3f3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifier() view returns(address)
func (asaLedger *AsaLedger) TryPackVerifier() ([]byte, error) {
	return asaLedger.abi.Pack("verifier")
}

// UnpackVerifier is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b7ac3f3.
//
// Solidity: function verifier() view returns(address)
func (asaLedger *AsaLedger) UnpackVerifier(data []byte) (common.Address, error) {
	out, err := asaLedger.abi.Unpack("verifier", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackVoidUnanswered is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbdc6881c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voidUnanswered(uint64 epoch, bool isTransition, uint32 index) returns()
func (asaLedger *AsaLedger) PackVoidUnanswered(epoch uint64, isTransition bool, index uint32) []byte {
	enc, err := asaLedger.abi.Pack("voidUnanswered", epoch, isTransition, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoidUnanswered is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbdc6881c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voidUnanswered(uint64 epoch, bool isTransition, uint32 index) returns()
func (asaLedger *AsaLedger) TryPackVoidUnanswered(epoch uint64, isTransition bool, index uint32) ([]byte, error) {
	return asaLedger.abi.Pack("voidUnanswered", epoch, isTransition, index)
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24e07e20.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(address account, uint64 epoch, (bytes32,bytes32,uint64,uint64) state, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[20] path) returns(uint256 amount)
func (asaLedger *AsaLedger) PackWithdraw(account common.Address, epoch uint64, state IAsaLedgerTypesStateFields, leaf IAsaLedgerTypesAccountLeaf, path [20][32]byte) []byte {
	enc, err := asaLedger.abi.Pack("withdraw", account, epoch, state, leaf, path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24e07e20.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(address account, uint64 epoch, (bytes32,bytes32,uint64,uint64) state, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[20] path) returns(uint256 amount)
func (asaLedger *AsaLedger) TryPackWithdraw(account common.Address, epoch uint64, state IAsaLedgerTypesStateFields, leaf IAsaLedgerTypesAccountLeaf, path [20][32]byte) ([]byte, error) {
	return asaLedger.abi.Pack("withdraw", account, epoch, state, leaf, path)
}

// UnpackWithdraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24e07e20.
//
// Solidity: function withdraw(address account, uint64 epoch, (bytes32,bytes32,uint64,uint64) state, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[20] path) returns(uint256 amount)
func (asaLedger *AsaLedger) UnpackWithdraw(data []byte) (*big.Int, error) {
	out, err := asaLedger.abi.Unpack("withdraw", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// AsaLedgerAccountPublished represents a AccountPublished event raised by the AsaLedger contract.
type AsaLedgerAccountPublished struct {
	Epoch   uint64
	Account uint32
	Leaf    IAsaLedgerTypesAccountLeaf
	Path    [20][32]byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const AsaLedgerAccountPublishedEventName = "AccountPublished"

// ContractEventName returns the user-defined event name.
func (AsaLedgerAccountPublished) ContractEventName() string {
	return AsaLedgerAccountPublishedEventName
}

// UnpackAccountPublishedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AccountPublished(uint64 indexed epoch, uint32 indexed account, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[20] path)
func (asaLedger *AsaLedger) UnpackAccountPublishedEvent(log *types.Log) (*AsaLedgerAccountPublished, error) {
	event := "AccountPublished"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerAccountPublished)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerAccountRegistered represents a AccountRegistered event raised by the AsaLedger contract.
type AsaLedgerAccountRegistered struct {
	Account common.Address
	Index   uint32
	Raw     *types.Log // Blockchain specific contextual infos
}

const AsaLedgerAccountRegisteredEventName = "AccountRegistered"

// ContractEventName returns the user-defined event name.
func (AsaLedgerAccountRegistered) ContractEventName() string {
	return AsaLedgerAccountRegisteredEventName
}

// UnpackAccountRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AccountRegistered(address indexed account, uint32 indexed index)
func (asaLedger *AsaLedger) UnpackAccountRegisteredEvent(log *types.Log) (*AsaLedgerAccountRegistered, error) {
	event := "AccountRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerAccountRegistered)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerBondPosted represents a BondPosted event raised by the AsaLedger contract.
type AsaLedgerBondPosted struct {
	Amount *big.Int
	Bond   *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaLedgerBondPostedEventName = "BondPosted"

// ContractEventName returns the user-defined event name.
func (AsaLedgerBondPosted) ContractEventName() string {
	return AsaLedgerBondPostedEventName
}

// UnpackBondPostedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BondPosted(uint256 amount, uint256 bond)
func (asaLedger *AsaLedger) UnpackBondPostedEvent(log *types.Log) (*AsaLedgerBondPosted, error) {
	event := "BondPosted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerBondPosted)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerBondReclaimed represents a BondReclaimed event raised by the AsaLedger contract.
type AsaLedgerBondReclaimed struct {
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaLedgerBondReclaimedEventName = "BondReclaimed"

// ContractEventName returns the user-defined event name.
func (AsaLedgerBondReclaimed) ContractEventName() string {
	return AsaLedgerBondReclaimedEventName
}

// UnpackBondReclaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BondReclaimed(uint256 amount)
func (asaLedger *AsaLedger) UnpackBondReclaimedEvent(log *types.Log) (*AsaLedgerBondReclaimed, error) {
	event := "BondReclaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerBondReclaimed)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerDataRequested represents a DataRequested event raised by the AsaLedger contract.
type AsaLedgerDataRequested struct {
	Epoch        uint64
	IsTransition bool
	Index        uint32
	By           common.Address
	Raw          *types.Log // Blockchain specific contextual infos
}

const AsaLedgerDataRequestedEventName = "DataRequested"

// ContractEventName returns the user-defined event name.
func (AsaLedgerDataRequested) ContractEventName() string {
	return AsaLedgerDataRequestedEventName
}

// UnpackDataRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DataRequested(uint64 indexed epoch, bool isTransition, uint32 index, address indexed by)
func (asaLedger *AsaLedger) UnpackDataRequestedEvent(log *types.Log) (*AsaLedgerDataRequested, error) {
	event := "DataRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerDataRequested)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerDeposited represents a Deposited event raised by the AsaLedger contract.
type AsaLedgerDeposited struct {
	Account    common.Address
	Amount     *big.Int
	ViaAddress bool
	Raw        *types.Log // Blockchain specific contextual infos
}

const AsaLedgerDepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (AsaLedgerDeposited) ContractEventName() string {
	return AsaLedgerDepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(address indexed account, uint256 amount, bool viaAddress)
func (asaLedger *AsaLedger) UnpackDepositedEvent(log *types.Log) (*AsaLedgerDeposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerDeposited)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerEIP712DomainChanged represents a EIP712DomainChanged event raised by the AsaLedger contract.
type AsaLedgerEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const AsaLedgerEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (AsaLedgerEIP712DomainChanged) ContractEventName() string {
	return AsaLedgerEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (asaLedger *AsaLedger) UnpackEIP712DomainChangedEvent(log *types.Log) (*AsaLedgerEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerEpochPosted represents a EpochPosted event raised by the AsaLedger contract.
type AsaLedgerEpochPosted struct {
	Epoch           uint64
	StateRoot       [32]byte
	TransitionsRoot [32]byte
	Count           uint32
	Cutoff          uint64
	Raw             *types.Log // Blockchain specific contextual infos
}

const AsaLedgerEpochPostedEventName = "EpochPosted"

// ContractEventName returns the user-defined event name.
func (AsaLedgerEpochPosted) ContractEventName() string {
	return AsaLedgerEpochPostedEventName
}

// UnpackEpochPostedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EpochPosted(uint64 indexed epoch, bytes32 stateRoot, bytes32 transitionsRoot, uint32 count, uint64 cutoff)
func (asaLedger *AsaLedger) UnpackEpochPostedEvent(log *types.Log) (*AsaLedgerEpochPosted, error) {
	event := "EpochPosted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerEpochPosted)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerEpochVoided represents a EpochVoided event raised by the AsaLedger contract.
type AsaLedgerEpochVoided struct {
	Epoch      uint64
	Fault      uint8
	Challenger common.Address
	Slashed    *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const AsaLedgerEpochVoidedEventName = "EpochVoided"

// ContractEventName returns the user-defined event name.
func (AsaLedgerEpochVoided) ContractEventName() string {
	return AsaLedgerEpochVoidedEventName
}

// UnpackEpochVoidedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EpochVoided(uint64 indexed epoch, uint8 fault, address indexed challenger, uint256 slashed)
func (asaLedger *AsaLedger) UnpackEpochVoidedEvent(log *types.Log) (*AsaLedgerEpochVoided, error) {
	event := "EpochVoided"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerEpochVoided)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerExitCredited represents a ExitCredited event raised by the AsaLedger contract.
type AsaLedgerExitCredited struct {
	Slot    uint32
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const AsaLedgerExitCreditedEventName = "ExitCredited"

// ContractEventName returns the user-defined event name.
func (AsaLedgerExitCredited) ContractEventName() string {
	return AsaLedgerExitCreditedEventName
}

// UnpackExitCreditedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitCredited(uint32 indexed slot, address indexed account, uint256 amount)
func (asaLedger *AsaLedger) UnpackExitCreditedEvent(log *types.Log) (*AsaLedgerExitCredited, error) {
	event := "ExitCredited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerExitCredited)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerExitEpochFixed represents a ExitEpochFixed event raised by the AsaLedger contract.
type AsaLedgerExitEpochFixed struct {
	Epoch uint64
	Raw   *types.Log // Blockchain specific contextual infos
}

const AsaLedgerExitEpochFixedEventName = "ExitEpochFixed"

// ContractEventName returns the user-defined event name.
func (AsaLedgerExitEpochFixed) ContractEventName() string {
	return AsaLedgerExitEpochFixedEventName
}

// UnpackExitEpochFixedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitEpochFixed(uint64 epoch)
func (asaLedger *AsaLedger) UnpackExitEpochFixedEvent(log *types.Log) (*AsaLedgerExitEpochFixed, error) {
	event := "ExitEpochFixed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerExitEpochFixed)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerExitJobProgressed represents a ExitJobProgressed event raised by the AsaLedger contract.
type AsaLedgerExitJobProgressed struct {
	Slot   uint32
	JobId  [32]byte
	Status uint8
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaLedgerExitJobProgressedEventName = "ExitJobProgressed"

// ContractEventName returns the user-defined event name.
func (AsaLedgerExitJobProgressed) ContractEventName() string {
	return AsaLedgerExitJobProgressedEventName
}

// UnpackExitJobProgressedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitJobProgressed(uint32 indexed slot, bytes32 indexed jobId, uint8 status)
func (asaLedger *AsaLedger) UnpackExitJobProgressedEvent(log *types.Log) (*AsaLedgerExitJobProgressed, error) {
	event := "ExitJobProgressed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerExitJobProgressed)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerExitModeStarted represents a ExitModeStarted event raised by the AsaLedger contract.
type AsaLedgerExitModeStarted struct {
	Silent bool
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaLedgerExitModeStartedEventName = "ExitModeStarted"

// ContractEventName returns the user-defined event name.
func (AsaLedgerExitModeStarted) ContractEventName() string {
	return AsaLedgerExitModeStartedEventName
}

// UnpackExitModeStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitModeStarted(bool silent)
func (asaLedger *AsaLedger) UnpackExitModeStartedEvent(log *types.Log) (*AsaLedgerExitModeStarted, error) {
	event := "ExitModeStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerExitModeStarted)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerForcedQueued represents a ForcedQueued event raised by the AsaLedger contract.
type AsaLedgerForcedQueued struct {
	Position uint64
	Kind     uint8
	Data     []byte
	By       common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const AsaLedgerForcedQueuedEventName = "ForcedQueued"

// ContractEventName returns the user-defined event name.
func (AsaLedgerForcedQueued) ContractEventName() string {
	return AsaLedgerForcedQueuedEventName
}

// UnpackForcedQueuedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ForcedQueued(uint64 indexed position, uint8 kind, bytes data, address indexed by)
func (asaLedger *AsaLedger) UnpackForcedQueuedEvent(log *types.Log) (*AsaLedgerForcedQueued, error) {
	event := "ForcedQueued"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerForcedQueued)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerTransitionPublished represents a TransitionPublished event raised by the AsaLedger contract.
type AsaLedgerTransitionPublished struct {
	Epoch uint64
	Index uint32
	Leaf  IAsaLedgerTypesTransitionLeaf
	Data  []byte
	Raw   *types.Log // Blockchain specific contextual infos
}

const AsaLedgerTransitionPublishedEventName = "TransitionPublished"

// ContractEventName returns the user-defined event name.
func (AsaLedgerTransitionPublished) ContractEventName() string {
	return AsaLedgerTransitionPublishedEventName
}

// UnpackTransitionPublishedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TransitionPublished(uint64 indexed epoch, uint32 indexed index, (uint8,bytes32,bytes32) leaf, bytes data)
func (asaLedger *AsaLedger) UnpackTransitionPublishedEvent(log *types.Log) (*AsaLedgerTransitionPublished, error) {
	event := "TransitionPublished"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerTransitionPublished)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerWithdrawalRequested represents a WithdrawalRequested event raised by the AsaLedger contract.
type AsaLedgerWithdrawalRequested struct {
	Account   common.Address
	Amount    *big.Int
	Requested *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const AsaLedgerWithdrawalRequestedEventName = "WithdrawalRequested"

// ContractEventName returns the user-defined event name.
func (AsaLedgerWithdrawalRequested) ContractEventName() string {
	return AsaLedgerWithdrawalRequestedEventName
}

// UnpackWithdrawalRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WithdrawalRequested(address indexed account, uint256 amount, uint256 requested)
func (asaLedger *AsaLedger) UnpackWithdrawalRequestedEvent(log *types.Log) (*AsaLedgerWithdrawalRequested, error) {
	event := "WithdrawalRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerWithdrawalRequested)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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

// AsaLedgerWithdrawn represents a Withdrawn event raised by the AsaLedger contract.
type AsaLedgerWithdrawn struct {
	Account common.Address
	Amount  *big.Int
	Exit    bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const AsaLedgerWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (AsaLedgerWithdrawn) ContractEventName() string {
	return AsaLedgerWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed account, uint256 amount, bool exit)
func (asaLedger *AsaLedger) UnpackWithdrawnEvent(log *types.Log) (*AsaLedgerWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerWithdrawn)
	if len(log.Data) > 0 {
		if err := asaLedger.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedger.abi.Events[event].Inputs {
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
func (asaLedger *AsaLedger) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["BadWitness"].ID.Bytes()[:4]) {
		return asaLedger.UnpackBadWitnessError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["BondMissing"].ID.Bytes()[:4]) {
		return asaLedger.UnpackBondMissingError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["BondSlashed"].ID.Bytes()[:4]) {
		return asaLedger.UnpackBondSlashedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["Create2EmptyBytecode"].ID.Bytes()[:4]) {
		return asaLedger.UnpackCreate2EmptyBytecodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["CutoffOutOfRange"].ID.Bytes()[:4]) {
		return asaLedger.UnpackCutoffOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["EpochFinal"].ID.Bytes()[:4]) {
		return asaLedger.UnpackEpochFinalError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["EpochNotFinal"].ID.Bytes()[:4]) {
		return asaLedger.UnpackEpochNotFinalError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["EpochOutOfOrder"].ID.Bytes()[:4]) {
		return asaLedger.UnpackEpochOutOfOrderError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["EpochTooSoon"].ID.Bytes()[:4]) {
		return asaLedger.UnpackEpochTooSoonError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["ExitEpochAlreadyFixed"].ID.Bytes()[:4]) {
		return asaLedger.UnpackExitEpochAlreadyFixedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["ExitEpochNotFixed"].ID.Bytes()[:4]) {
		return asaLedger.UnpackExitEpochNotFixedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["FailedDeployment"].ID.Bytes()[:4]) {
		return asaLedger.UnpackFailedDeploymentError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["ForcedNotDue"].ID.Bytes()[:4]) {
		return asaLedger.UnpackForcedNotDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["FundingShortfall"].ID.Bytes()[:4]) {
		return asaLedger.UnpackFundingShortfallError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["InExitMode"].ID.Bytes()[:4]) {
		return asaLedger.UnpackInExitModeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["InsufficientBalance"].ID.Bytes()[:4]) {
		return asaLedger.UnpackInsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["InsufficientGas"].ID.Bytes()[:4]) {
		return asaLedger.UnpackInsufficientGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["InvalidExitStep"].ID.Bytes()[:4]) {
		return asaLedger.UnpackInvalidExitStepError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["InvalidKind"].ID.Bytes()[:4]) {
		return asaLedger.UnpackInvalidKindError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return asaLedger.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["JobNotOpen"].ID.Bytes()[:4]) {
		return asaLedger.UnpackJobNotOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["NoFraud"].ID.Bytes()[:4]) {
		return asaLedger.UnpackNoFraudError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["NoPendingRequest"].ID.Bytes()[:4]) {
		return asaLedger.UnpackNoPendingRequestError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["NotInExitMode"].ID.Bytes()[:4]) {
		return asaLedger.UnpackNotInExitModeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["NotRegistered"].ID.Bytes()[:4]) {
		return asaLedger.UnpackNotRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["NothingToWithdraw"].ID.Bytes()[:4]) {
		return asaLedger.UnpackNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["OperatorNotSilent"].ID.Bytes()[:4]) {
		return asaLedger.UnpackOperatorNotSilentError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return asaLedger.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["RequestNotDue"].ID.Bytes()[:4]) {
		return asaLedger.UnpackRequestNotDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["RequestWindowClosed"].ID.Bytes()[:4]) {
		return asaLedger.UnpackRequestWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return asaLedger.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return asaLedger.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["TooManyAccounts"].ID.Bytes()[:4]) {
		return asaLedger.UnpackTooManyAccountsError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["TooManyTransitions"].ID.Bytes()[:4]) {
		return asaLedger.UnpackTooManyTransitionsError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return asaLedger.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["UnknownEpoch"].ID.Bytes()[:4]) {
		return asaLedger.UnpackUnknownEpochError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["UnknownForced"].ID.Bytes()[:4]) {
		return asaLedger.UnpackUnknownForcedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return asaLedger.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AsaLedgerBadWitness represents a BadWitness error raised by the AsaLedger contract.
type AsaLedgerBadWitness struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadWitness()
func AsaLedgerBadWitnessErrorID() common.Hash {
	return common.HexToHash("0x84a4bbd6a4fcfdb66091f36770616ed92934e66fbc0768fecee7b3b52f8f1aba")
}

// UnpackBadWitnessError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadWitness()
func (asaLedger *AsaLedger) UnpackBadWitnessError(raw []byte) (*AsaLedgerBadWitness, error) {
	out := new(AsaLedgerBadWitness)
	if err := asaLedger.abi.UnpackIntoInterface(out, "BadWitness", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerBondMissing represents a BondMissing error raised by the AsaLedger contract.
type AsaLedgerBondMissing struct {
	Bond     *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BondMissing(uint256 bond, uint256 required)
func AsaLedgerBondMissingErrorID() common.Hash {
	return common.HexToHash("0x0b3a5b06b9f0ea79ba7358eb4e3914e7b40a827627a3163ba2b751610473e8b3")
}

// UnpackBondMissingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BondMissing(uint256 bond, uint256 required)
func (asaLedger *AsaLedger) UnpackBondMissingError(raw []byte) (*AsaLedgerBondMissing, error) {
	out := new(AsaLedgerBondMissing)
	if err := asaLedger.abi.UnpackIntoInterface(out, "BondMissing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerBondSlashed represents a BondSlashed error raised by the AsaLedger contract.
type AsaLedgerBondSlashed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BondSlashed()
func AsaLedgerBondSlashedErrorID() common.Hash {
	return common.HexToHash("0x46eefbdaa0d196c79ce1608fe8ad0db678b4f4cef381d2c337fbf23e1e237447")
}

// UnpackBondSlashedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BondSlashed()
func (asaLedger *AsaLedger) UnpackBondSlashedError(raw []byte) (*AsaLedgerBondSlashed, error) {
	out := new(AsaLedgerBondSlashed)
	if err := asaLedger.abi.UnpackIntoInterface(out, "BondSlashed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerCreate2EmptyBytecode represents a Create2EmptyBytecode error raised by the AsaLedger contract.
type AsaLedgerCreate2EmptyBytecode struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Create2EmptyBytecode()
func AsaLedgerCreate2EmptyBytecodeErrorID() common.Hash {
	return common.HexToHash("0x4ca249dcffe41558ef8b961d71c905e4fa4317a1663f377b9610642e4e0abdb6")
}

// UnpackCreate2EmptyBytecodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Create2EmptyBytecode()
func (asaLedger *AsaLedger) UnpackCreate2EmptyBytecodeError(raw []byte) (*AsaLedgerCreate2EmptyBytecode, error) {
	out := new(AsaLedgerCreate2EmptyBytecode)
	if err := asaLedger.abi.UnpackIntoInterface(out, "Create2EmptyBytecode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerCutoffOutOfRange represents a CutoffOutOfRange error raised by the AsaLedger contract.
type AsaLedgerCutoffOutOfRange struct {
	Cutoff uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CutoffOutOfRange(uint64 cutoff)
func AsaLedgerCutoffOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x161022a0f1425e8d47e605ddf649012e724c9980ceb3e3ce525340ad54b31dcc")
}

// UnpackCutoffOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CutoffOutOfRange(uint64 cutoff)
func (asaLedger *AsaLedger) UnpackCutoffOutOfRangeError(raw []byte) (*AsaLedgerCutoffOutOfRange, error) {
	out := new(AsaLedgerCutoffOutOfRange)
	if err := asaLedger.abi.UnpackIntoInterface(out, "CutoffOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerEpochFinal represents a EpochFinal error raised by the AsaLedger contract.
type AsaLedgerEpochFinal struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EpochFinal(uint64 epoch)
func AsaLedgerEpochFinalErrorID() common.Hash {
	return common.HexToHash("0x4e974da5be590b8105516c0b3894eddfcb5c398dd7ad673fb76e7bc51fd27a00")
}

// UnpackEpochFinalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EpochFinal(uint64 epoch)
func (asaLedger *AsaLedger) UnpackEpochFinalError(raw []byte) (*AsaLedgerEpochFinal, error) {
	out := new(AsaLedgerEpochFinal)
	if err := asaLedger.abi.UnpackIntoInterface(out, "EpochFinal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerEpochNotFinal represents a EpochNotFinal error raised by the AsaLedger contract.
type AsaLedgerEpochNotFinal struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EpochNotFinal(uint64 epoch)
func AsaLedgerEpochNotFinalErrorID() common.Hash {
	return common.HexToHash("0x691cc9a598f2e2a03f5106bf67bd1dfe5438bfd27d2e5553c87cdb270b8540ad")
}

// UnpackEpochNotFinalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EpochNotFinal(uint64 epoch)
func (asaLedger *AsaLedger) UnpackEpochNotFinalError(raw []byte) (*AsaLedgerEpochNotFinal, error) {
	out := new(AsaLedgerEpochNotFinal)
	if err := asaLedger.abi.UnpackIntoInterface(out, "EpochNotFinal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerEpochOutOfOrder represents a EpochOutOfOrder error raised by the AsaLedger contract.
type AsaLedgerEpochOutOfOrder struct {
	Expected uint64
	Given    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EpochOutOfOrder(uint64 expected, uint64 given)
func AsaLedgerEpochOutOfOrderErrorID() common.Hash {
	return common.HexToHash("0xaafac234781fe28ed2d4f94a073c37ac514846bc5412616578ec644fcd9a2f7f")
}

// UnpackEpochOutOfOrderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EpochOutOfOrder(uint64 expected, uint64 given)
func (asaLedger *AsaLedger) UnpackEpochOutOfOrderError(raw []byte) (*AsaLedgerEpochOutOfOrder, error) {
	out := new(AsaLedgerEpochOutOfOrder)
	if err := asaLedger.abi.UnpackIntoInterface(out, "EpochOutOfOrder", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerEpochTooSoon represents a EpochTooSoon error raised by the AsaLedger contract.
type AsaLedgerEpochTooSoon struct {
	Next *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EpochTooSoon(uint256 next)
func AsaLedgerEpochTooSoonErrorID() common.Hash {
	return common.HexToHash("0x23b28bcec929bec50711602cc0fc8dfbc086cc3deb4379f9aa10cf5d4d4346c1")
}

// UnpackEpochTooSoonError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EpochTooSoon(uint256 next)
func (asaLedger *AsaLedger) UnpackEpochTooSoonError(raw []byte) (*AsaLedgerEpochTooSoon, error) {
	out := new(AsaLedgerEpochTooSoon)
	if err := asaLedger.abi.UnpackIntoInterface(out, "EpochTooSoon", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerExitEpochAlreadyFixed represents a ExitEpochAlreadyFixed error raised by the AsaLedger contract.
type AsaLedgerExitEpochAlreadyFixed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExitEpochAlreadyFixed()
func AsaLedgerExitEpochAlreadyFixedErrorID() common.Hash {
	return common.HexToHash("0xad2f380d4cd4ce143e9c95720830f8ba3fb449dd9c71259b9007091ccfb879f7")
}

// UnpackExitEpochAlreadyFixedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExitEpochAlreadyFixed()
func (asaLedger *AsaLedger) UnpackExitEpochAlreadyFixedError(raw []byte) (*AsaLedgerExitEpochAlreadyFixed, error) {
	out := new(AsaLedgerExitEpochAlreadyFixed)
	if err := asaLedger.abi.UnpackIntoInterface(out, "ExitEpochAlreadyFixed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerExitEpochNotFixed represents a ExitEpochNotFixed error raised by the AsaLedger contract.
type AsaLedgerExitEpochNotFixed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExitEpochNotFixed()
func AsaLedgerExitEpochNotFixedErrorID() common.Hash {
	return common.HexToHash("0x70858df155238a23c1b066c5e2b59cd0c8435ed5311e111f837b6715181ea4f5")
}

// UnpackExitEpochNotFixedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExitEpochNotFixed()
func (asaLedger *AsaLedger) UnpackExitEpochNotFixedError(raw []byte) (*AsaLedgerExitEpochNotFixed, error) {
	out := new(AsaLedgerExitEpochNotFixed)
	if err := asaLedger.abi.UnpackIntoInterface(out, "ExitEpochNotFixed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerFailedDeployment represents a FailedDeployment error raised by the AsaLedger contract.
type AsaLedgerFailedDeployment struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedDeployment()
func AsaLedgerFailedDeploymentErrorID() common.Hash {
	return common.HexToHash("0xb06ebf3d5067824a3fe5d5ba19471e035a7de6c88dac362c77b162830a5b9093")
}

// UnpackFailedDeploymentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedDeployment()
func (asaLedger *AsaLedger) UnpackFailedDeploymentError(raw []byte) (*AsaLedgerFailedDeployment, error) {
	out := new(AsaLedgerFailedDeployment)
	if err := asaLedger.abi.UnpackIntoInterface(out, "FailedDeployment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerForcedNotDue represents a ForcedNotDue error raised by the AsaLedger contract.
type AsaLedgerForcedNotDue struct {
	Position uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ForcedNotDue(uint64 position)
func AsaLedgerForcedNotDueErrorID() common.Hash {
	return common.HexToHash("0x71f32d33cb73a16cdea782fd0e41bd06ee2bb32bfc4c7cfe08085326967d7639")
}

// UnpackForcedNotDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ForcedNotDue(uint64 position)
func (asaLedger *AsaLedger) UnpackForcedNotDueError(raw []byte) (*AsaLedgerForcedNotDue, error) {
	out := new(AsaLedgerForcedNotDue)
	if err := asaLedger.abi.UnpackIntoInterface(out, "ForcedNotDue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerFundingShortfall represents a FundingShortfall error raised by the AsaLedger contract.
type AsaLedgerFundingShortfall struct {
	Expected *big.Int
	Received *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FundingShortfall(uint256 expected, uint256 received)
func AsaLedgerFundingShortfallErrorID() common.Hash {
	return common.HexToHash("0x0938143a879a0138ac2bde40e623c46132f69a015d77c10496357744f556bc8c")
}

// UnpackFundingShortfallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FundingShortfall(uint256 expected, uint256 received)
func (asaLedger *AsaLedger) UnpackFundingShortfallError(raw []byte) (*AsaLedgerFundingShortfall, error) {
	out := new(AsaLedgerFundingShortfall)
	if err := asaLedger.abi.UnpackIntoInterface(out, "FundingShortfall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerInExitMode represents a InExitMode error raised by the AsaLedger contract.
type AsaLedgerInExitMode struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InExitMode()
func AsaLedgerInExitModeErrorID() common.Hash {
	return common.HexToHash("0x4bbc501215390553693411783a7c2531b7e467c2558d97cda5718694545ead50")
}

// UnpackInExitModeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InExitMode()
func (asaLedger *AsaLedger) UnpackInExitModeError(raw []byte) (*AsaLedgerInExitMode, error) {
	out := new(AsaLedgerInExitMode)
	if err := asaLedger.abi.UnpackIntoInterface(out, "InExitMode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerInsufficientBalance represents a InsufficientBalance error raised by the AsaLedger contract.
type AsaLedgerInsufficientBalance struct {
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func AsaLedgerInsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xcf4791818fba6e019216eb4864093b4947f674afada5d305e57d598b641dad1d")
}

// UnpackInsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func (asaLedger *AsaLedger) UnpackInsufficientBalanceError(raw []byte) (*AsaLedgerInsufficientBalance, error) {
	out := new(AsaLedgerInsufficientBalance)
	if err := asaLedger.abi.UnpackIntoInterface(out, "InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerInsufficientGas represents a InsufficientGas error raised by the AsaLedger contract.
type AsaLedgerInsufficientGas struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientGas()
func AsaLedgerInsufficientGasErrorID() common.Hash {
	return common.HexToHash("0x1c26714c035362f785e44b6773a87881da86705e5698c55bb550907617bb1353")
}

// UnpackInsufficientGasError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientGas()
func (asaLedger *AsaLedger) UnpackInsufficientGasError(raw []byte) (*AsaLedgerInsufficientGas, error) {
	out := new(AsaLedgerInsufficientGas)
	if err := asaLedger.abi.UnpackIntoInterface(out, "InsufficientGas", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerInvalidExitStep represents a InvalidExitStep error raised by the AsaLedger contract.
type AsaLedgerInvalidExitStep struct {
	Slot uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidExitStep(uint32 slot)
func AsaLedgerInvalidExitStepErrorID() common.Hash {
	return common.HexToHash("0x512cf553025cc3c40c2237052bc2c86e7d8e66065ed695d3d95a64169c68d0cd")
}

// UnpackInvalidExitStepError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidExitStep(uint32 slot)
func (asaLedger *AsaLedger) UnpackInvalidExitStepError(raw []byte) (*AsaLedgerInvalidExitStep, error) {
	out := new(AsaLedgerInvalidExitStep)
	if err := asaLedger.abi.UnpackIntoInterface(out, "InvalidExitStep", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerInvalidKind represents a InvalidKind error raised by the AsaLedger contract.
type AsaLedgerInvalidKind struct {
	Kind uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidKind(uint8 kind)
func AsaLedgerInvalidKindErrorID() common.Hash {
	return common.HexToHash("0x04818320379d24ecb3568e5322b502c61e7a61c3f98708123d1dbd91b8d72785")
}

// UnpackInvalidKindError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidKind(uint8 kind)
func (asaLedger *AsaLedger) UnpackInvalidKindError(raw []byte) (*AsaLedgerInvalidKind, error) {
	out := new(AsaLedgerInvalidKind)
	if err := asaLedger.abi.UnpackIntoInterface(out, "InvalidKind", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerInvalidShortString represents a InvalidShortString error raised by the AsaLedger contract.
type AsaLedgerInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func AsaLedgerInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (asaLedger *AsaLedger) UnpackInvalidShortStringError(raw []byte) (*AsaLedgerInvalidShortString, error) {
	out := new(AsaLedgerInvalidShortString)
	if err := asaLedger.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerJobNotOpen represents a JobNotOpen error raised by the AsaLedger contract.
type AsaLedgerJobNotOpen struct {
	Slot uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobNotOpen(uint32 slot)
func AsaLedgerJobNotOpenErrorID() common.Hash {
	return common.HexToHash("0xe6a028fe57c3fc906359a39d1e7b166c8116ef575e3bb100ebb53e37075ac3f9")
}

// UnpackJobNotOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobNotOpen(uint32 slot)
func (asaLedger *AsaLedger) UnpackJobNotOpenError(raw []byte) (*AsaLedgerJobNotOpen, error) {
	out := new(AsaLedgerJobNotOpen)
	if err := asaLedger.abi.UnpackIntoInterface(out, "JobNotOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerNoFraud represents a NoFraud error raised by the AsaLedger contract.
type AsaLedgerNoFraud struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoFraud()
func AsaLedgerNoFraudErrorID() common.Hash {
	return common.HexToHash("0xbb6a9cb54cbbbf928521eb87c047d0a049a304ad79d8a9ea5b254b1787818fe4")
}

// UnpackNoFraudError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoFraud()
func (asaLedger *AsaLedger) UnpackNoFraudError(raw []byte) (*AsaLedgerNoFraud, error) {
	out := new(AsaLedgerNoFraud)
	if err := asaLedger.abi.UnpackIntoInterface(out, "NoFraud", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerNoPendingRequest represents a NoPendingRequest error raised by the AsaLedger contract.
type AsaLedgerNoPendingRequest struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoPendingRequest()
func AsaLedgerNoPendingRequestErrorID() common.Hash {
	return common.HexToHash("0xcc2c06e8c2af211800a3dfb77a73c9668872a3581c024937769881bba2e6596e")
}

// UnpackNoPendingRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoPendingRequest()
func (asaLedger *AsaLedger) UnpackNoPendingRequestError(raw []byte) (*AsaLedgerNoPendingRequest, error) {
	out := new(AsaLedgerNoPendingRequest)
	if err := asaLedger.abi.UnpackIntoInterface(out, "NoPendingRequest", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerNotInExitMode represents a NotInExitMode error raised by the AsaLedger contract.
type AsaLedgerNotInExitMode struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotInExitMode()
func AsaLedgerNotInExitModeErrorID() common.Hash {
	return common.HexToHash("0x4519717481713439f59a0958986bdbdf2b76884bb68ac88aa09532f23089a1e6")
}

// UnpackNotInExitModeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotInExitMode()
func (asaLedger *AsaLedger) UnpackNotInExitModeError(raw []byte) (*AsaLedgerNotInExitMode, error) {
	out := new(AsaLedgerNotInExitMode)
	if err := asaLedger.abi.UnpackIntoInterface(out, "NotInExitMode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerNotRegistered represents a NotRegistered error raised by the AsaLedger contract.
type AsaLedgerNotRegistered struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRegistered(address account)
func AsaLedgerNotRegisteredErrorID() common.Hash {
	return common.HexToHash("0xbfc6c337a80b7b8201f77f0a2a54c6e5f7c6fd9124a749804a482fa16ee8a895")
}

// UnpackNotRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRegistered(address account)
func (asaLedger *AsaLedger) UnpackNotRegisteredError(raw []byte) (*AsaLedgerNotRegistered, error) {
	out := new(AsaLedgerNotRegistered)
	if err := asaLedger.abi.UnpackIntoInterface(out, "NotRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerNothingToWithdraw represents a NothingToWithdraw error raised by the AsaLedger contract.
type AsaLedgerNothingToWithdraw struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToWithdraw(address account)
func AsaLedgerNothingToWithdrawErrorID() common.Hash {
	return common.HexToHash("0xdc69dc16e4a8405b44139edda9a06ee66b303337358b6f4633533d65de15b7f4")
}

// UnpackNothingToWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToWithdraw(address account)
func (asaLedger *AsaLedger) UnpackNothingToWithdrawError(raw []byte) (*AsaLedgerNothingToWithdraw, error) {
	out := new(AsaLedgerNothingToWithdraw)
	if err := asaLedger.abi.UnpackIntoInterface(out, "NothingToWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerOperatorNotSilent represents a OperatorNotSilent error raised by the AsaLedger contract.
type AsaLedgerOperatorNotSilent struct {
	Since *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OperatorNotSilent(uint256 since)
func AsaLedgerOperatorNotSilentErrorID() common.Hash {
	return common.HexToHash("0xa36f323c40c6cb9c5aa618a2072f5cffaa1546be11875b7433926a2ad0ee9aa0")
}

// UnpackOperatorNotSilentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OperatorNotSilent(uint256 since)
func (asaLedger *AsaLedger) UnpackOperatorNotSilentError(raw []byte) (*AsaLedgerOperatorNotSilent, error) {
	out := new(AsaLedgerOperatorNotSilent)
	if err := asaLedger.abi.UnpackIntoInterface(out, "OperatorNotSilent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the AsaLedger contract.
type AsaLedgerReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func AsaLedgerReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (asaLedger *AsaLedger) UnpackReentrancyGuardReentrantCallError(raw []byte) (*AsaLedgerReentrancyGuardReentrantCall, error) {
	out := new(AsaLedgerReentrancyGuardReentrantCall)
	if err := asaLedger.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerRequestNotDue represents a RequestNotDue error raised by the AsaLedger contract.
type AsaLedgerRequestNotDue struct {
	Due *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RequestNotDue(uint256 due)
func AsaLedgerRequestNotDueErrorID() common.Hash {
	return common.HexToHash("0xe7e3e4a95ee64afaf343c41779236e0cc6c88dc53b14d92e0b394f35a97a16d7")
}

// UnpackRequestNotDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RequestNotDue(uint256 due)
func (asaLedger *AsaLedger) UnpackRequestNotDueError(raw []byte) (*AsaLedgerRequestNotDue, error) {
	out := new(AsaLedgerRequestNotDue)
	if err := asaLedger.abi.UnpackIntoInterface(out, "RequestNotDue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerRequestWindowClosed represents a RequestWindowClosed error raised by the AsaLedger contract.
type AsaLedgerRequestWindowClosed struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RequestWindowClosed(uint64 epoch)
func AsaLedgerRequestWindowClosedErrorID() common.Hash {
	return common.HexToHash("0xed49287c045b2b6b755b2e13f48825080b662ec2c7b1a6c00d8b8ab76084ddb0")
}

// UnpackRequestWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RequestWindowClosed(uint64 epoch)
func (asaLedger *AsaLedger) UnpackRequestWindowClosedError(raw []byte) (*AsaLedgerRequestWindowClosed, error) {
	out := new(AsaLedgerRequestWindowClosed)
	if err := asaLedger.abi.UnpackIntoInterface(out, "RequestWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the AsaLedger contract.
type AsaLedgerSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func AsaLedgerSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (asaLedger *AsaLedger) UnpackSafeERC20FailedOperationError(raw []byte) (*AsaLedgerSafeERC20FailedOperation, error) {
	out := new(AsaLedgerSafeERC20FailedOperation)
	if err := asaLedger.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerStringTooLong represents a StringTooLong error raised by the AsaLedger contract.
type AsaLedgerStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func AsaLedgerStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (asaLedger *AsaLedger) UnpackStringTooLongError(raw []byte) (*AsaLedgerStringTooLong, error) {
	out := new(AsaLedgerStringTooLong)
	if err := asaLedger.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerTooManyAccounts represents a TooManyAccounts error raised by the AsaLedger contract.
type AsaLedgerTooManyAccounts struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyAccounts()
func AsaLedgerTooManyAccountsErrorID() common.Hash {
	return common.HexToHash("0x9ed3ecbbefc4eb82e1ef8119e34c00207eae764e9499e81d06b99cb617329140")
}

// UnpackTooManyAccountsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyAccounts()
func (asaLedger *AsaLedger) UnpackTooManyAccountsError(raw []byte) (*AsaLedgerTooManyAccounts, error) {
	out := new(AsaLedgerTooManyAccounts)
	if err := asaLedger.abi.UnpackIntoInterface(out, "TooManyAccounts", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerTooManyTransitions represents a TooManyTransitions error raised by the AsaLedger contract.
type AsaLedgerTooManyTransitions struct {
	Count uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyTransitions(uint32 count)
func AsaLedgerTooManyTransitionsErrorID() common.Hash {
	return common.HexToHash("0xe59fdd3105c5ffad17a4372e2d26cbe84bf232f49778d6cdc35130fb0e5e3848")
}

// UnpackTooManyTransitionsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyTransitions(uint32 count)
func (asaLedger *AsaLedger) UnpackTooManyTransitionsError(raw []byte) (*AsaLedgerTooManyTransitions, error) {
	out := new(AsaLedgerTooManyTransitions)
	if err := asaLedger.abi.UnpackIntoInterface(out, "TooManyTransitions", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerUnauthorized represents a Unauthorized error raised by the AsaLedger contract.
type AsaLedgerUnauthorized struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized(address caller)
func AsaLedgerUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x8e4a23d6a5d81f013eca4bc92aeb9214ccafcaebd1f097c350c922d6e19122d5")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized(address caller)
func (asaLedger *AsaLedger) UnpackUnauthorizedError(raw []byte) (*AsaLedgerUnauthorized, error) {
	out := new(AsaLedgerUnauthorized)
	if err := asaLedger.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerUnknownEpoch represents a UnknownEpoch error raised by the AsaLedger contract.
type AsaLedgerUnknownEpoch struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownEpoch(uint64 epoch)
func AsaLedgerUnknownEpochErrorID() common.Hash {
	return common.HexToHash("0xa4e21e6c8f881eff51b5764f98a67304231c1cb1ba8af636f941098552d2bd6c")
}

// UnpackUnknownEpochError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownEpoch(uint64 epoch)
func (asaLedger *AsaLedger) UnpackUnknownEpochError(raw []byte) (*AsaLedgerUnknownEpoch, error) {
	out := new(AsaLedgerUnknownEpoch)
	if err := asaLedger.abi.UnpackIntoInterface(out, "UnknownEpoch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerUnknownForced represents a UnknownForced error raised by the AsaLedger contract.
type AsaLedgerUnknownForced struct {
	Position uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownForced(uint64 position)
func AsaLedgerUnknownForcedErrorID() common.Hash {
	return common.HexToHash("0x0b2afe1ba057bbf32acfedcf00419e5d2bb3ed19d24f661e56f088934833b548")
}

// UnpackUnknownForcedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownForced(uint64 position)
func (asaLedger *AsaLedger) UnpackUnknownForcedError(raw []byte) (*AsaLedgerUnknownForced, error) {
	out := new(AsaLedgerUnknownForced)
	if err := asaLedger.abi.UnpackIntoInterface(out, "UnknownForced", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerZeroAmount represents a ZeroAmount error raised by the AsaLedger contract.
type AsaLedgerZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func AsaLedgerZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (asaLedger *AsaLedger) UnpackZeroAmountError(raw []byte) (*AsaLedgerZeroAmount, error) {
	out := new(AsaLedgerZeroAmount)
	if err := asaLedger.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierMetaData contains all meta data concerning the AsaLedgerVerifier contract.
var AsaLedgerVerifierMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"name\":\"BadWitness\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"}],\"name\":\"BondMissing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BondSlashed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"CutoffOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochNotFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expected\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"given\",\"type\":\"uint64\"}],\"name\":\"EpochOutOfOrder\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"next\",\"type\":\"uint256\"}],\"name\":\"EpochTooSoon\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochAlreadyFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochNotFixed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"ForcedNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InExitMode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"InvalidExitStep\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"InvalidKind\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"JobNotOpen\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFraud\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoPendingRequest\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"since\",\"type\":\"uint256\"}],\"name\":\"OperatorNotSilent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"due\",\"type\":\"uint256\"}],\"name\":\"RequestNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"RequestWindowClosed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyAccounts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"}],\"name\":\"TooManyTransitions\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"UnknownEpoch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"UnknownForced\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"AccountPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"AccountRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"}],\"name\":\"BondPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BondReclaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"DataRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"viaAddress\",\"type\":\"bool\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"EpochPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"enumIAsaLedgerTypes.Fault\",\"name\":\"fault\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"EpochVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ExitCredited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"ExitEpochFixed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"ExitJobProgressed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"silent\",\"type\":\"bool\"}],\"name\":\"ExitModeStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"ForcedQueued\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"TransitionPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"WithdrawalRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"exit\",\"type\":\"bool\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeExpire\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeForced\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"inner\",\"type\":\"bytes\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeOpen\",\"outputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"clientSig\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"acceptanceDeadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"acceptanceSig\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"internalType\":\"structAsaLedgerVerifier.OpenData\",\"name\":\"o\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeResult\",\"outputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"sig\",\"type\":\"bytes\"}],\"internalType\":\"structAsaLedgerVerifier.ResultData\",\"name\":\"d\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeSubmit\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeSync\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"name\":\"deliveryValid\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"expireOutcome\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structAsaLedgerVerifier.Credit[]\",\"name\":\"credits\",\"type\":\"tuple[]\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"}],\"name\":\"jobIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"sig\",\"type\":\"bytes\"}],\"name\":\"resultOutcome\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"next\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structAsaLedgerVerifier.Credit[]\",\"name\":\"credits\",\"type\":\"tuple[]\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"contractIAsaLedgerChain\",\"name\":\"chain\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"pre\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"internalType\":\"structIAsaLedgerTypes.AccountWitness[]\",\"name\":\"accounts\",\"type\":\"tuple[]\"}],\"name\":\"verify\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"post\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "fe70009d107d990aec7c819f2934c1e9a8",
	Bin: "0x608080604052346015576143dd908161001a8239f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c80630c520fa014610a4e57806316157b9c146109b35780632a70062e1461095f5780633a2da2961461089d578063425b2b2f1461078e5780634a803304146106b5578063709bb23f146104fa5780637ecc184d14610298578063ac20c593146101ef578063c043d9b81461013d5763e7df744814610092575f80fd5b34610139576020366003190112610139576004356001600160401b038111610139576100c2903690600401610c43565b90818101604082820312610139576100d982610dbf565b9160208101356001600160401b03811161013957610126926100fc918301611683565b936040519161012183610113888860208401610fbd565b03601f198101855284611090565b612283565b61013560405192839283610fbd565b0390f35b5f80fd5b34610139576020366003190112610139576004356001600160401b0381116101395761016d903690600401610c43565b61017561163f565b5061017e611abf565b50808201916102a0818403126101395761019781611209565b9160208201356001600160401b03811161013957826101cb6101c1876101e39461013597016110f2565b96604083016113bb565b926040519161012183610113878b8b60208501610f8b565b60405193849384610f8b565b34610139576020366003190112610139576004356001600160401b0381116101395761021f903690600401610c43565b60608282810103126101395761013561023783611209565b916102756020850135946040810135926040519161012183610113878b8b6020850160409194939263ffffffff606083019616825260208201520152565b6040519384938460409194939263ffffffff606083019616825260208201520152565b34610139576020366003190112610139576004356001600160401b038111610139576102c8903690600401610c43565b6102d0611b82565b9080830190838203906103e08212610139576102eb85611209565b9460208101356001600160401b038111610139578461030b9183016110f2565b9261010061031c86604085016113bb565b9161029f1901126101395760405161033381611059565b6102a083013581526102c083013560208201526103536102e0840161152b565b604082015261036561030084016111ed565b606082015261037761032084016111fc565b608082015261034083013560a082015261036083013560c082015261039f610380840161152b565b60e08201526103a0830135956001600160a01b0387168703610139576103c0840135926001600160401b03841161013957886104799861045863ffffffff6101359d8b60206103f6610113996101219c8e01611683565b968760a082015260018060a01b03871660808201528a606082015288604082015201521695868d5261044d6104426040519c8d9960208b01526103e060408b01526104008a0190610cb8565b956060890190610df8565b6102c0870190610f2f565b6001600160a01b03166103c0850152838203601f19016103e0850152610d62565b6040519182916020835263ffffffff815116602084015260a06104ad60208301516103e06040870152610400860190610cb8565b916104c060408201516060870190610df8565b6104d360608201516102c0870190610f2f565b60808101515f196001841b01166103c08601520151838203601f19016103e0850152610d62565b34610139576020366003190112610139576004356001600160401b0381116101395761052a903690600401610c43565b90610533611b48565b90828101926102e0828503126101395781356001600160401b038111610139578461055f9184016110f2565b9360208301356001600160401b038111610139578161057f918501611683565b9260408101359360608201356001600160401b038111610139576105a69084908401611683565b926105b490608084016113bb565b9360208701976040880195606089019560808a0198828a52818852808952858c52838b52604051958694602086016102e0905261030086016105f591610cb8565b858103601f1901604087015261060a91610d62565b906060850152601f1984820301608085015261062591610d62565b9060a0830161063391610df8565b03601f19810183526106459083611090565b61064e92612283565b6040519485946020865251602086016102e09052610300860161067091610cb8565b9051858203601f190160408701526106889190610d62565b9151606085015251838203601f190160808501526106a69190610d62565b905160a0830161013591610df8565b34610139576105e0366003190112610139576004356001600160a01b03811681036101395760643560ff81168103610139576084356001600160401b03811161013957610706903690600401610c43565b90929060803660a3190112610139576104a036610123190112610139576105c435936001600160401b0385116101395736602386011215610139578460040135936001600160401b0385116101395736602461032087028801011161013957602461077a9601936044359060243590611712565b604080519215158352602083019190915290f35b34610139576080366003190112610139576024356004356001600160401b038211610139576101206003198336030112610139576064356001600160401b038111610139576107e1903690600401610c43565b60246107fc6107f694939436876004016110f2565b8461220f565b940135916001600160a01b03831683036101395761088a9360426108849260405160208101907fdc9baeab6d1cb3c28d4be02717514c4f42f3fb30536f7b467a2d5b62aaef9cbc8252896040820152604435606082015260608152610862608082611090565b5190206040519161190160f01b8352600283015260228201522092369161155a565b916122a4565b6040805191151582526020820192909252f35b34610139576020366003190112610139576004356001600160401b038111610139576108cd903690600401610c43565b6108d561163f565b5080820191608081840312610139576108ed81611209565b9160208201356001600160401b038111610139578461090d9184016110f2565b936040830135906060840135936001600160401b0385116101395761093a61095392610135968301611683565b93604051916101218361011388888d8d60208601610d86565b60405194859485610d86565b34610139576040366003190112610139576024356001600160401b038111610139576101206003198236030112610139576109ab6109a360209236906004016110f2565b60043561220f565b604051908152f35b34610139576103603660031901126101395760a03660431901126101395760e4356001600160401b038111610139576101206003198236030112610139576102603661010319011261013957610a2f90610a1a610a0f36611590565b9136906004016110f2565b610a233661121a565b91602435600435611f98565b9061013560405192839215158352604060208401526040830190610c70565b34610139576104a03660031901126101395760a03660431901126101395760e4356001600160401b0381116101395761012060031982360301126101395761026036610103190112610139576101003661036319011261013957610464356001600160a01b038116919082900361013957610484356001600160401b03811161013957610adf903690600401610c43565b610aea9291926110b1565b50610b0860405192610afb84610fd7565b5f845236906004016110f2565b6020830152610b163661121a565b604083015260405192610b2884611059565b6103643584526103843560208501526103a4356001600160401b03811681036101395760408501526103c43561ffff811681036101395760608501526103e43580151581036101395760808501526104043560a08501526104243560c085015261044435916001600160401b0383168303610139576101359585610bbf9460e0610bd898015260608601526080850152369161155a565b60a0820152610bcd36611590565b602435600435611c16565b6080604094929451948594151585528051602086015260ff6020820151166040860152604081015160608601526001600160401b0360608201511682860152015160a084015260e060c084015260e0830190610c70565b35906001600160a01b038216820361013957565b9181601f84011215610139578235916001600160401b038311610139576020838186019501011161013957565b90602080835192838152019201905f5b818110610c8d5750505090565b825180516001600160a01b031685526020908101518186015260409094019390920191600101610c80565b80516001600160a01b039081168352602080830151909116818401526040808301516101209185018290528051918501829052610140850194939201905f5b818110610d43575050506101008160ff6060839401511660608501526080810151608085015260a081015160a085015260c081015160c085015260e081015160e0850152015191015290565b82516001600160a01b0316865260209586019590920191600101610cf7565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b90610dbc949263ffffffff610da992168352608060208401526080830190610cb8565b9260408201526060818403910152610d62565b90565b359060ff8216820361013957565b60041115610dd757565b634e487b7160e01b5f52602160045260245ffd5b906005821015610dd75752565b61024080918051610e0881610dcd565b845260ff602082015116602085015260ff6040820151166040850152610e3660608201516060860190610deb565b610e4860808201516080860190610deb565b610e5a60a082015160a0860190610deb565b61ffff60c08201511660c085015261ffff60e08201511660e085015261ffff61010082015116610100850152610120810151151561012085015263ffffffff6101408201511661014085015263ffffffff6101608201511661016085015263ffffffff6101808201511661018085015263ffffffff6101a0820151166101a085015263ffffffff6101c0820151166101c085015263ffffffff6101e0820151166101e085015260018060a01b036102008201511661020085015260018060a01b03610220820151166102208501520151910152565b6001600160401b0360e08092805185526020810151602086015282604082015116604086015261ffff606082015116606086015260808101511515608086015260a081015160a086015260c081015160c0860152015116910152565b939290610fb3610fbb9363ffffffff6040931687526102a060208801526102a0870190610cb8565b940190610df8565b565b60409060ff610dbc94931681528160208201520190610d62565b60c081019081106001600160401b03821117610ff257604052565b634e487b7160e01b5f52604160045260245ffd5b60a081019081106001600160401b03821117610ff257604052565b61012081019081106001600160401b03821117610ff257604052565b61026081019081106001600160401b03821117610ff257604052565b61010081019081106001600160401b03821117610ff257604052565b604081019081106001600160401b03821117610ff257604052565b90601f801991011681019081106001600160401b03821117610ff257604052565b604051906110be82611006565b5f6080838281528260208201528260408201528260608201520152565b6001600160401b038111610ff25760051b60200190565b91909161012081840312610139576040519061110d82611021565b819361111882610c2f565b835261112660208301610c2f565b602084015260408201356001600160401b0381116101395782019080601f83011215610139578135611157816110db565b926111656040519485611090565b81845260208085019260051b82010192831161013957602001905b8282106111d55750505061010091829160408501526111a160608201610dbf565b60608501526080810135608085015260a081013560a085015260c081013560c085015260e081013560e08501520135910152565b602080916111e284610c2f565b815201910190611180565b359061ffff8216820361013957565b3590811515820361013957565b359063ffffffff8216820361013957565b6102609061010319011261013957604051906112358261103d565b816101043560048110156101395781526101243560ff811681036101395760208201526101443560ff811681036101395760408201526101643560058110156101395760608201526101843560058110156101395760808201526101a43560058110156101395760a08201526101c43561ffff811681036101395760c08201526101e43561ffff811681036101395760e08201526102043561ffff8116810361013957610100820152610224358015158103610139576101208201526102443563ffffffff81168103610139576101408201526102643563ffffffff81168103610139576101608201526102843563ffffffff81168103610139576101808201526102a43563ffffffff81168103610139576101a08201526102c43563ffffffff81168103610139576101c08201526102e43563ffffffff81168103610139576101e0820152610304356001600160a01b038116810361013957610200820152610324356001600160a01b03811681036101395761022082015261024061034435910152565b919082610260910312610139576040516113d48161103d565b8092803560048110156101395782526113ef60208201610dbf565b602083015261140060408201610dbf565b6040830152606081013560058110156101395760608301526080810135600581101561013957608083015260a081013560058110156101395761024091829160a085015261145060c082016111ed565b60c085015261146160e082016111ed565b60e085015261147361010082016111ed565b61010085015261148661012082016111fc565b6101208501526114996101408201611209565b6101408501526114ac6101608201611209565b6101608501526114bf6101808201611209565b6101808501526114d26101a08201611209565b6101a08501526114e56101c08201611209565b6101c08501526114f86101e08201611209565b6101e085015261150b6102008201610c2f565b61020085015261151e6102208201610c2f565b6102208501520135910152565b35906001600160401b038216820361013957565b6001600160401b038111610ff257601f01601f191660200190565b9291926115668261153f565b916115746040519384611090565b829481845281830111610139578281602093845f960137010152565b60a090604319011261013957604051906115a982611006565b81604435815260643560ff81168103610139576020820152608435604082015260a4356001600160401b0381168103610139576060820152608060c435910152565b91908260a09103126101395760405161160381611006565b60808082948035845261161860208201610dbf565b6020850152604081013560408501526116336060820161152b565b60608501520135910152565b6040519061164c82611021565b5f61010083828152826020820152606060408201528260608201528260808201528260a08201528260c08201528260e08201520152565b9080601f8301121561013957816020610dbc9335910161155a565b356001600160401b03811681036101395790565b51906001600160401b038216820361013957565b919082604091031261013957610dbc6020835193016116b2565b6001600160401b036001911601906001600160401b0382116116fe57565b634e487b7160e01b5f52601160045260245ffd5b9291969495939560405193606085018581106001600160401b03821117610ff25760405260018060a01b0316918285526020850152604084019780895260e435926001600160401b03841693848103610139575061010435996001600160401b038b169a8b810361013957506040519461178b86611006565b60a4358652602086019560c43587526040810191825260608101908d82525f6080820152809d60405163562dd64960e01b81526020816004818a5afa80156118d6575f90611a7f575b6001600160401b03915016119760ff8a1694600686146118fc575050505050600181109081156118f1575b506118e1578993611842575b50509061182261182897610124959493369161155a565b926123f5565b1561183b5761183690612454565b600191565b505f905f90565b90919493926001600160401b0360606040920151166024825180948193633f3ae35f60e21b835260048301525afa80156118d6576001600160401b03915f916118a5575b50161061189857909186905f8061180b565b505050505050505f905f90565b6118c7915060403d6040116118cf575b6118bf8183611090565b8101906116c6565b90505f611886565b503d6118b5565b6040513d5f823e3d90fd5b505050505050505050505f905f90565b60059150115f6117ff565b95929b9950969350969c9b919a98949c15611a4a5760406001600160401b038b51166024825180948193633f3ae35f60e21b835260048301525afa9081156118d6575f905f92611a5d575b5061195336858561155a565b6020815191012003611a4a576001600160401b03169b8c1015611a38576118369b61197e935261232b565b939092909180611a2a575b80611a1d575b6119bd575b505050505050505050606081016001600160401b036119b5818351166116e0565b169052612454565b611a03976001600160401b0380610124975194519b5116915116906040519a8b946119e786611006565b85526020850152604084015260608301525f60808301526123f5565b611a15575b8080808080808080611994565b90505f611a08565b50600660ff84161061198f565b50600160ff84161015611989565b5050505050505050505050505f905f90565b505050505050505050505050505f905f90565b9050611a78915060403d6040116118cf576118bf8183611090565b905f611947565b506020813d602011611ab7575b81611a9960209383611090565b8101031261013957611ab26001600160401b03916116b2565b6117d4565b3d9150611a8c565b60405190611acc8261103d565b5f610240838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e082015282610200820152826102208201520152565b60405190611b5582611006565b81611b5e61163f565b8152606060208201525f60408201526060808201526080611b7d611abf565b910152565b60405190611b8f82610fd7565b606060a0835f8152611b9f61163f565b6020820152611bac611abf565b6040820152604051611bbd81611059565b5f81525f60208201525f60408201525f848201525f60808201525f838201525f60c08201525f60e0820152838201525f60808201520152565b919082018092116116fe57565b818102929181159184041417156116fe57565b90939193611c226110b1565b50606093602081015191611c36838561220f565b9384885114801590611f34575b611f295760408301928351604051611c5f602082018093610df8565b6102608152611c7061028082611090565b519020608086015103611eca5760608901611ca26001600160401b0382511663ffffffff610160885101511690611bf6565b841015611f1c5760608201519687511490811591611f09575b8115611eed575b50611eca57606086019261271061ffff85511611908115611ed6575b50611eca5760408501918251611d02608084019160018060a01b03835116906124a2565b9160808c01938451925f1985148015611ebc575b611eab57600160a01b60019003905116918a5160208c015160408d01516001600160401b03168a5161ffff169d608081019e8f51151560a08301519160c08401519360e001516001600160401b0316946040519660208801987f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb808a5260408901526060880152608087015260a086015260c085015260e08401526101008301526101208201526101208152611dcd61014082611090565b5190206040519161190160f01b835260028301526022820152604290209060a0015190611df9926122a4565b15611e9d5760ff8160081c1694600186018096116116fe575161ffff166001600160fc1b03831683036116fe578260041b601001806010116116fe571b8560081b179061ff0019906001841b171617965115611e83575b50859052515114611e66575b5050506001929190565b611e7393945051906124f5565b90600360208401525f8080611e5c565b609096919601806090116116fe576001901b17945f611e50565b50505050505050505f929190565b50505050505050505050505f929190565b506001851b84161515611d16565b5050505050505f929190565b90506001600160401b0360e088015116105f611cde565b90506001600160401b038060408901511691511614155f611cc2565b602088015160408c015114159150611cbb565b505050505050505f929190565b50505050505f929190565b50600260ff60208a0151161415611c43565b805115611f535760200190565b634e487b7160e01b5f52603260045260245ffd5b805160011015611f535760400190565b8051821015611f535760209160051b010190565b919082039182116116fe57565b9094939294606091611fac8785519261220f565b03612205576040516020810190611fc38287610df8565b6102608152611fd461028082611090565b5190206080870151036122055760208301600160ff82511614612171575160ff1660021480159190612145575b5061213c57506080015160ff60608501511660ff8260081c161015612131575060600180516005811015610dd75760010361211257506113885b61271061204d60c08501928351611c03565b0460405193606061205e8187611090565b60028652601f19015f5b8181106120ef57505060208101516040516120c19392916001600160a01b031661209182611075565b81528260208201526120a287611f46565b526120ac86611f46565b505192516001600160a01b0390931692611f8b565b604051916120ce83611075565b825260208201526120de83611f67565b526120e882611f67565b5060019190565b6020906040516120fe81611075565b5f81525f8382015282828a01015201612068565b516005811015610dd75760030361212b5761271061203b565b5f61203b565b9061183692936124f5565b935050505f9190565b905061216a6001600160401b0360608501511663ffffffff6101608701511690611bf6565b115f612001565b509150915060e0840151116121ff57506040805192906121918185611090565b60018452601f19015f5b8181106121dc575050805160c090910151604051916001600160a01b03166121c283611075565b825260208201526121d283611f46565b526120e882611f46565b6020906040516121eb81611075565b5f81525f838201528282880101520161219b565b5f925090565b50935050505f9190565b60429161010061221e826127dd565b9101516040519060208201927f0c8c62838fe6659579e92e4c4dbee10cf3fcd9ba2ad5499806b2c781f1fced5184526040830152606082015260608152612266608082611090565b5190206040519161190160f01b8352600283015260228201522090565b61228e91369161155a565b6020815191012090602081519101200361013957565b916122ae916128bc565b506122b881610dcd565b1591826122c457505090565b6001600160a01b03918216911614919050565b519060ff8216820361013957565b81601f82011215610139578051906122fc8261153f565b9261230a6040519485611090565b8284526020838301011161013957815f9260208093018386015e8301015290565b905f8160445a946040519485938492631cfbee8960e31b845260206004850152816024850152848401378181018301859052601f01601f19168101030181305afa805f925f926123a7575b5061239e575050612386906128f6565b5f905f90604051612398602082611090565b5f815290565b60019391925090565b925090503d805f843e6123ba8184611090565b820191604081840312610139576123d0816122d7565b9260208201516001600160401b038111610139576123ee92016122e5565b905f612376565b959493929160ff1660018114612447576002811461243d576003811461242e5760041461242557610dbc95613804565b610dbc956135cc565b509193509150610dbc9361333b565b50610dbc95612e84565b50909150610dbc94612922565b8051906020810151906001600160401b03606081604084015116920151169060405192602084019485526040840152606083015260808201526080815261249c60a082611090565b51902090565b906001600160a01b03165f5b82518110156124df57816001600160a01b036124ca8386611f77565b5116146124d9576001016124ae565b91505090565b5050505f1990565b5f1981146116fe5760010190565b929160408401908151519260ff8260081c16612510816110db565b61251d6040519182611090565b818152601f1961252c836110db565b013660208301375f905f5f5b8881106127585750508160011b91808304600214901517156116fe578891831161272f575061271061258e8161257d61ffff60e060c05f975b01519801511687611c03565b04926125898487611f8b565b611c03565b04928260020193846002116116fe576125a6856110db565b946125b46040519687611090565b8086526125c3601f19916110db565b015f5b81811061270c5750506126249061261f84879c60018060a01b03602082015116604051906125f382611075565b81528460208201526126048a611f46565b5261260e89611f46565b50516001600160a01b031694611f8b565b611f8b565b6040519161263183611075565b8252602082015261264184611f67565b5261264b83611f67565b5081156126f857806126668361266c93979697049384611c03565b90611f8b565b926002945f955b878710612684575050505050505050565b6001871b8216156126ee576126e0906126b160018060a01b036126a88a8751611f77565b51169786611bf6565b604051976126be89611075565b885260208801526126ce816124e7565b966126d98288611f77565b5285611f77565b5060015f965b019594612673565b94956001906126e6565b634e487b7160e01b5f52601260045260245ffd5b60209060405161271b81611075565b5f81525f8382015282828a010152016125c6565b61258e61271061257d61ffff60e060c061275261274c8698613995565b8b613a96565b97612571565b6001811b8716156127d5576001600160fc1b03811681036116fe578060041b60100191826010116116fe5761279d61ffff89612793846124e7565b951c169185611f77565b5280609001806090116116fe5760018881921c16146127c1575b6001905b01612538565b926127cd6001916124e7565b9390506127b7565b6001906127bb565b60018060a01b0381511660018060a01b036020830151169060808301519060ff606085015116916040850151604051938492602084019660c0850195885260408501526060840152608083015260a0808301528051809352602060e083019101925f5b81811061289a57505061285c925003601f198101835282611090565b5190209060a08101519060e060c08201519101519060405192602084019485526040840152606083015260808201526080815261249c60a082611090565b84516001600160a01b0316835260209485019486945090920191600101612840565b81519190604183036128ec576128e59250602082015190606060408401519301515f1a90613b18565b9192909190565b50505f9160029190565b5a9060051c1161290257565b6307099c5360e21b5f5260045ffd5b519063ffffffff8216820361013957565b9361294f91929360605a956040518095819263ac20c59360e01b8352602060048401526024830190610d62565b0381305afa935f94805f955f92612b8f575b5061297a5750505050505061297691506128f6565b5f90565b939550919290919063ffffffff851680158015612b10575b612b04576129a286868686613bf1565b966040880198895182108015612a8f575b612a8157606089019283518510918215612a09575b50506129fc576129d9885182611bf6565b6129e78460208b0151611bf6565b116129fc576129f7985252613c47565b600190565b5050505050505050505f90565b5160405163f4ede5bd60e01b81526004810192909252909150602090829060249082906001600160a01b03165afa9081156118d6575f91612a4f575b5083115f806129c8565b90506020813d602011612a79575b81612a6a60209383611090565b8101031261013957515f612a45565b3d9150612a5d565b505050505050505050505f90565b50805160405163291414a760e21b81526004810185905290602090829060249082906001600160a01b03165afa9081156118d6575f91612ad2575b5082116129b3565b90506020813d602011612afc575b81612aed60209383611090565b8101031261013957515f612aca565b3d9150612ae0565b50505050505050505f90565b50875160405163392bca7f60e21b815290602090829060049082906001600160a01b03165afa80156118d6575f90612b52575b63ffffffff9150168111612992565b506020813d602011612b87575b81612b6c60209383611090565b8101031261013957612b8263ffffffff91612911565b612b43565b3d9150612b5f565b96509450506060853d606011612bd3575b81612bad60609383611090565b8101031261013957612bbe85612911565b9360406020870151960151949594905f612961565b3d9150612ba0565b51906001600160a01b038216820361013957565b919091610120818403126101395760405190612c0a82611021565b8193612c1582612bdb565b8352612c2360208301612bdb565b602084015260408201516001600160401b0381116101395782019080601f83011215610139578151612c54816110db565b92612c626040519485611090565b81845260208085019260051b82010192831161013957602001905b828210612cd2575050506101009182916040850152612c9e606082016122d7565b60608501526080810151608085015260a081015160a085015260c081015160c085015260e081015160e08501520151910152565b60208091612cdf84612bdb565b815201910190612c7d565b519061ffff8216820361013957565b5190811515820361013957565b91908261026091031261013957604051612d1f8161103d565b809280516004811015610139578252612d3a602082016122d7565b6020830152612d4b604082016122d7565b6040830152606081015160058110156101395760608301526080810151600581101561013957608083015260a081015160058110156101395761024091829160a0850152612d9b60c08201612cea565b60c0850152612dac60e08201612cea565b60e0850152612dbe6101008201612cea565b610100850152612dd16101208201612cf9565b610120850152612de46101408201612911565b610140850152612df76101608201612911565b610160850152612e0a6101808201612911565b610180850152612e1d6101a08201612911565b6101a0850152612e306101c08201612911565b6101c0850152612e436101e08201612911565b6101e0850152612e566102008201612bdb565b610200850152612e696102208201612bdb565b6102208501520151910152565b3560ff811681036101395790565b93909193612eb95f5a96612e96611b48565b506040518093819263709bb23f60e01b8352602060048401526024830190610d62565b0381305afa5f918161326a575b50612eda57505050505061297691506128f6565b909192939450805160018060a01b03835116602060018060a01b038351166024604051809481936310cd602760e31b835260048301525afa9081156118d6575f91613230575b5063ffffffff811615801561321f575b612b04576020612f3f836127dd565b9401938451936042610100850195865160405160208101917f0c8c62838fe6659579e92e4c4dbee10cf3fcd9ba2ad5499806b2c781f1fced518352866040830152606082015260608152612f94608082611090565b5190206040519161190160f01b8352600283015260228201522095612fc860018060a01b03865116886020850151916122a4565b156131ad57613059926042915190875160408501516040519160208301937f68b04950d7d5b71ad077d48dec11b22edb5ac048400704c008731bd4d9d4419a85526040840152606083015260808201526080815261302760a082611090565b5190206040519161190160f01b83526002830152602282015220606060018060a01b03602087015116920151916122a4565b15612b045760408601976001600160401b038951169563ffffffff871015612a815761309360a08a01809861308e368d6115eb565b613f85565b9860208901998a510361321057803515908115916131f7575b81156131e9575b81156131ca575b81156131bc575b50612a81576130d28383838b613bf1565b93608085019586519051036131ad576130f16040860151865190611bf6565b90602086019161311760c061310c855160608b015190611bf6565b930192835190611bf6565b1161319d5761312890518251611bf6565b9052845197600189018099116116fe5761317f986131469652613c47565b6040519061315382611006565b8152600160208201525f60408201525f60608201525f60808201526001600160401b0385511690613f85565b90526001600160401b03613195818351166116e0565b169052600190565b5050505050505050505050505f90565b50505050505050505050505f90565b60809150013515155f6130c1565b90506001600160401b036131e06060830161169e565b161515906130ba565b6040810135151591506130b3565b905060ff61320760208301612e76565b161515906130ac565b6342525deb60e11b5f5260045ffd5b5061322a8385613c82565b15612f30565b90506020813d602011613262575b8161324b60209383611090565b810103126101395761325c90612911565b5f612f20565b3d915061323e565b9091503d805f833e61327c8183611090565b810190602081830312610139578051906001600160401b03821161013957016102e08183031261013957604051916132b383611006565b81516001600160401b03811161013957816132cf918401612bef565b835260208201516001600160401b03811161013957816132f09184016122e5565b60208401526040820151604084015260608201516001600160401b03811161013957826133248360809361332f96016122e5565b606086015201612d06565b6080820152905f612ec6565b9261336f91935f5a9461334c61163f565b5060405180958192631d16d14b60e11b8352602060048401526024830190610d62565b0381305afa905f915f90805f965f92613553575b506133985750505050505061297691506128f6565b90919293949550949063ffffffff6001600160401b036040890151169416938410156135485760208301956133ce82885161220f565b9360a087019660206133e5898961308e36866115eb565b9a01998a510361321057858135149081159161352d575b811561351f575b8115613500575b81156134f2575b506129fc5760400196875160e084015111156129fc5760426134a293602060018060a01b0391015116915160405160208101907fdc9baeab6d1cb3c28d4be02717514c4f42f3fb30536f7b467a2d5b62aaef9cbc825288604082015287606082015260608152613482608082611090565b5190206040519161190160f01b83526002830152602282015220906122a4565b156134e8576001600160401b036134e195511690604051926134c384611006565b835260026020840152604083015260608201525f6080820152613f85565b9052600190565b5050505050505f90565b60809150013515155f613411565b90506001600160401b036135166060830161169e565b1615159061340a565b604081013515159150613403565b9050600160ff61353f60208401612e76565b161415906133fc565b505050505050505f90565b9450955050503d805f843e6135688184611090565b82016080838203126101395761357d83612911565b9460208401516001600160401b038111610139578261359d918601612bef565b9360408101519260608201516001600160401b038111610139576135c192016122e5565b95939195905f613383565b91939294906136025f5a966135df611b82565b5060405180938192637ecc184d60e01b8352602060048401526024830190610d62565b0381305afa5f91816136ac575b5061362357505050505061297691506128f6565b90919293945063ffffffff815116936001600160401b036040840151168510156135485761365a60a08801809661308e368b6115eb565b96602084019788510361321057826136889160208401519061368260408601519136906115eb565b91611c16565b91959095156129fc576134e19763ffffffff956136a49461403e565b511690613f85565b9091503d805f833e6136be8183611090565b810190602081830312610139578051906001600160401b0382116101395701808203916103e0831261013957604051926136f784610fd7565b61370083612911565b84526020830151906001600160401b0382116101395761372583610100938601612bef565b60208601526137378360408601612d06565b604086015261029f1901126101395760405161375281611059565b6102a083015181526102c083015160208201526137726102e084016116b2565b60408201526137846103008401612cea565b60608201526137966103208401612cf9565b608082015261034083015160a082015261036083015160c08201526137be61038084016116b2565b60e082015260608401526137d56103a08301612bdb565b60808401526103c08201516001600160401b038111610139576137f892016122e5565b60a0820152905f61360f565b926138459591939492945f5a9661381961163f565b50613822611abf565b50604051809981926318087b3760e31b8352602060048401526024830190610d62565b0381305afa935f94805f995f92613933575b5061386d575050505050505061297691506128f6565b909192939495965096949363ffffffff6001600160401b03604089015116951694851015612b045760a08401956138a9878761308e36896115eb565b9860208901998a5103613210576138d491602086015160408701516138ce368a6115eb565b91611f98565b9290156129fc576134e1976138e89461403e565b60806138f66060830161169e565b916001600160401b036040519361390c85611006565b82358552600360208601526040830135604086015216606084015201356080820152613f85565b96509850503d805f873e6139478187611090565b8501976102a0868a03126101395761395e86612911565b986020870151906001600160401b0382116101395760406139848261398b948b01612bef565b9801612d06565b989598905f613857565b80519060015b8281106139fb575060018083811c9316146139e9575f198201908282116116fe5761ffff6139da8194826139d26139e29686611f77565b511693611f77565b511690611bf6565b60011c1690565b61ffff916139f691611f77565b511690565b9261ffff613a098584611f77565b511692845b8015801580613a74575b15613a5c575f198201918083116116fe57613a4261ffff613a398589611f77565b51169187611f77565b5215613a0e57634e487b7160e01b5f52601160045260245ffd5b5093613a6d60019396929585611f77565b520161399b565b505f1982018281116116fe5761ffff613a8e889288611f77565b511611613a18565b60028151613aa381610dcd565b613aac81610dcd565b14613b1057602081019161ffff1690610240015f5b60ff845116811015613b085781516001600160fb1b03821682036116fe578160051b1c61ffff8160101c16841015613afc5750600101613ac1565b61ffff16949350505050565b505050505f90565b5061ffff1690565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411613b8f579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa156118d6575f516001600160a01b03811615613b8557905f905f90565b505f906001905f90565b5050505f9160039190565b9190811015611f5357610320020190565b91908260a091031261013957604051613bc381611006565b6080808294803584526020810135602085015260408101356040850152606081013560608501520135910152565b9190613bfb6110b1565b506080830190828251101561321057613c3592613c19925191613b9a565b92613c243685613bab565b63ffffffff60a0860192169061412c565b90510361321057610dbc903690613bab565b92909363ffffffff60a0613c66613c6f95976080880198895191613b9a565b0192169061412c565b9052805190600182018092116116fe5752565b81516020810180519192916001600160a01b031680158015613f61575b613f585782516040516310cd602760e31b81526004810192909252602090829060249082906001600160a01b03165afa80156118d6575f90613f1b575b63ffffffff91501615613b085760408301908151519182158015613f11575b8015613f02575b8015613ef2575b6134e8575f5b838110613dea575050505060c08201518015908115613dd5575b50613db7576040015160408301518111613db75760e08201805182811190811591613dbe575b50613b0857608091613d619151611f8b565b92019182519063ffffffff6101e08301511611613db757608090604051613d8c602082018093610df8565b6102608152613d9d61028082611090565b51902091015103613db257610dbc90516141d9565b505f90565b5050505f90565b6303c26700840191508184116116fe57115f613d4f565b6affffffffffffffffffffff9150115f613d29565b81516001600160a01b0390613e00908390611f77565b511680158015613edf575b8015613ecc575b612b04575f5b828110613eaa575085516040516310cd602760e31b81526004810192909252602090829060249082906001600160a01b03165afa80156118d6575f90613e6e575b63ffffffff9150161561354857600101613d0f565b506020813d8211613ea2575b81613e8760209383611090565b8101031261013957613e9d63ffffffff91612911565b613e59565b3d9150613e7a565b8160018060a01b03613ebd838751611f77565b5116146129fc57600101613e18565b5083516001600160a01b03168114613e12565b5086516001600160a01b03168114613e0b565b508260ff60608701511611613d09565b5060ff60608601511615613d02565b5060088311613cfb565b506020813d602011613f50575b81613f3560209383611090565b8101031261013957613f4b63ffffffff91612911565b613cdc565b3d9150613f28565b50505050505f90565b5083516001600160a01b03168114613c9f565b906020811015611f535760051b0190565b9291909280519060ff6020820151169060408101519060806001600160401b0360608301511691015191604051936020850195865260408501526060840152608083015260a082015260a08152613fdd60c082611090565b519020925f915b60208310613ff157505050565b90919360018084871c16145f146140225761400c8583613f74565b355f52602052600160405f205b94019190613fe4565b61402c8583613f74565b35905f52602052600160405f20614019565b9493929091945f5b84518110156141125781516001600160a01b03908116919060209061406b8389611f77565b5151166024604051809581936310cd602760e31b835260048301525afa9182156118d6575f926140d3575b506140cd826140a9600194878c8a613bf1565b906140c360206140b9868c611f77565b5101518351611bf6565b8252868b89613c47565b01614046565b91506020823d821161410a575b816140ed60209383611090565b81010312610139576140cd614103600193612911565b9250614096565b3d91506140e0565b50505050509050565b906014811015611f535760051b0190565b929190928051906020810151906040810151906080606082015191015191604051936020850195865260408501526060840152608083015260a082015260a0815261417860c082611090565b519020925f915b6014831061418c57505050565b90919360018084871c16145f146141bd576141a7858361411b565b355f52602052600160405f205b9401919061417f565b6141c7858361411b565b35905f52602052600160405f206141b4565b60ff604082015116158015906143cb575b80156143b4575b613db25761ffff60c082015116158015906143a0575b801561438d575b613db2576103e861ffff60e08301511611613db25760608101516005811015610dd7576001811415905f8261437f575b8261436d575b5050613db2576002815161425781610dcd565b61426081610dcd565b1461434f576001815161427281610dcd565b61427b81610dcd565b03613db257602081015160ff8116908115908115614344575b8115614322575b5061431c57905f90610240015f195b8383106142ba5750505050600190565b81516001600160fb1b03841684036116fe578360051b1c61ffff8160101c1691612710831191821561430a575b5081156142ff575b50613b08576001909201916142aa565b90508110155f6142ef565b61271091925061ffff1611905f6142e7565b50505f90565b610240840151915060ff811683036116fe5760051b611fe0161c15155f61429b565b600883119150614294565b60ff602082015116159081614362575090565b610240915001511590565b909150610dd757600314155f80614244565b50600281141591505f61423e565b5063ffffffff610160820151161561420e565b5063ffffffff6101a0820151161515614207565b506102208101516001600160a01b031615156141f1565b5061ffff6101008201511615156141ea56",
}

// AsaLedgerVerifier is an auto generated Go binding around an Ethereum contract.
type AsaLedgerVerifier struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AsaLedgerVerifier) GetABI() abi.ABI {
	return c.abi
}

// NewAsaLedgerVerifier creates a new instance of AsaLedgerVerifier.
func NewAsaLedgerVerifier() *AsaLedgerVerifier {
	parsed, err := AsaLedgerVerifierMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AsaLedgerVerifier{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AsaLedgerVerifier) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDecodeExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc043d9b8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decodeExpire(bytes data) pure returns(uint32 slot, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms)
func (asaLedgerVerifier *AsaLedgerVerifier) PackDecodeExpire(data []byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("decodeExpire", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecodeExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc043d9b8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decodeExpire(bytes data) pure returns(uint32 slot, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackDecodeExpire(data []byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("decodeExpire", data)
}

// DecodeExpireOutput serves as a container for the return parameters of contract
// method DecodeExpire.
type DecodeExpireOutput struct {
	Slot  uint32
	V     IAsaLedgerTypesVoucher
	Terms IAsaEscrowTypesTerms
}

// UnpackDecodeExpire is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc043d9b8.
//
// Solidity: function decodeExpire(bytes data) pure returns(uint32 slot, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackDecodeExpire(data []byte) (DecodeExpireOutput, error) {
	out, err := asaLedgerVerifier.abi.Unpack("decodeExpire", data)
	outstruct := new(DecodeExpireOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Slot = *abi.ConvertType(out[0], new(uint32)).(*uint32)
	outstruct.V = *abi.ConvertType(out[1], new(IAsaLedgerTypesVoucher)).(*IAsaLedgerTypesVoucher)
	outstruct.Terms = *abi.ConvertType(out[2], new(IAsaEscrowTypesTerms)).(*IAsaEscrowTypesTerms)
	return *outstruct, nil
}

// PackDecodeForced is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7df7448.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decodeForced(bytes data) pure returns(uint8 kind, bytes inner)
func (asaLedgerVerifier *AsaLedgerVerifier) PackDecodeForced(data []byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("decodeForced", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecodeForced is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7df7448.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decodeForced(bytes data) pure returns(uint8 kind, bytes inner)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackDecodeForced(data []byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("decodeForced", data)
}

// DecodeForcedOutput serves as a container for the return parameters of contract
// method DecodeForced.
type DecodeForcedOutput struct {
	Kind  uint8
	Inner []byte
}

// UnpackDecodeForced is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe7df7448.
//
// Solidity: function decodeForced(bytes data) pure returns(uint8 kind, bytes inner)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackDecodeForced(data []byte) (DecodeForcedOutput, error) {
	out, err := asaLedgerVerifier.abi.Unpack("decodeForced", data)
	outstruct := new(DecodeForcedOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Kind = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Inner = *abi.ConvertType(out[1], new([]byte)).(*[]byte)
	return *outstruct, nil
}

// PackDecodeOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x709bb23f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decodeOpen(bytes data) pure returns(((address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256),bytes,uint256,bytes,(uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256)) o)
func (asaLedgerVerifier *AsaLedgerVerifier) PackDecodeOpen(data []byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("decodeOpen", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecodeOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x709bb23f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decodeOpen(bytes data) pure returns(((address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256),bytes,uint256,bytes,(uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256)) o)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackDecodeOpen(data []byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("decodeOpen", data)
}

// UnpackDecodeOpen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x709bb23f.
//
// Solidity: function decodeOpen(bytes data) pure returns(((address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256),bytes,uint256,bytes,(uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256)) o)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackDecodeOpen(data []byte) (AsaLedgerVerifierOpenData, error) {
	out, err := asaLedgerVerifier.abi.Unpack("decodeOpen", data)
	if err != nil {
		return *new(AsaLedgerVerifierOpenData), err
	}
	out0 := *abi.ConvertType(out[0], new(AsaLedgerVerifierOpenData)).(*AsaLedgerVerifierOpenData)
	return out0, nil
}

// PackDecodeResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecc184d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decodeResult(bytes data) pure returns((uint32,(address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256),(uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256),(uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64),address,bytes) d)
func (asaLedgerVerifier *AsaLedgerVerifier) PackDecodeResult(data []byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("decodeResult", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecodeResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecc184d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decodeResult(bytes data) pure returns((uint32,(address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256),(uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256),(uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64),address,bytes) d)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackDecodeResult(data []byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("decodeResult", data)
}

// UnpackDecodeResult is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ecc184d.
//
// Solidity: function decodeResult(bytes data) pure returns((uint32,(address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256),(uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256),(uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64),address,bytes) d)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackDecodeResult(data []byte) (AsaLedgerVerifierResultData, error) {
	out, err := asaLedgerVerifier.abi.Unpack("decodeResult", data)
	if err != nil {
		return *new(AsaLedgerVerifierResultData), err
	}
	out0 := *abi.ConvertType(out[0], new(AsaLedgerVerifierResultData)).(*AsaLedgerVerifierResultData)
	return out0, nil
}

// PackDecodeSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a2da296.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decodeSubmit(bytes data) pure returns(uint32 slot, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, bytes32 deliverable, bytes providerSig)
func (asaLedgerVerifier *AsaLedgerVerifier) PackDecodeSubmit(data []byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("decodeSubmit", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecodeSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a2da296.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decodeSubmit(bytes data) pure returns(uint32 slot, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, bytes32 deliverable, bytes providerSig)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackDecodeSubmit(data []byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("decodeSubmit", data)
}

// DecodeSubmitOutput serves as a container for the return parameters of contract
// method DecodeSubmit.
type DecodeSubmitOutput struct {
	Slot        uint32
	V           IAsaLedgerTypesVoucher
	Deliverable [32]byte
	ProviderSig []byte
}

// UnpackDecodeSubmit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3a2da296.
//
// Solidity: function decodeSubmit(bytes data) pure returns(uint32 slot, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, bytes32 deliverable, bytes providerSig)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackDecodeSubmit(data []byte) (DecodeSubmitOutput, error) {
	out, err := asaLedgerVerifier.abi.Unpack("decodeSubmit", data)
	outstruct := new(DecodeSubmitOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Slot = *abi.ConvertType(out[0], new(uint32)).(*uint32)
	outstruct.V = *abi.ConvertType(out[1], new(IAsaLedgerTypesVoucher)).(*IAsaLedgerTypesVoucher)
	outstruct.Deliverable = *abi.ConvertType(out[2], new([32]byte)).(*[32]byte)
	outstruct.ProviderSig = *abi.ConvertType(out[3], new([]byte)).(*[]byte)
	return *outstruct, nil
}

// PackDecodeSync is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac20c593.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decodeSync(bytes data) pure returns(uint32 account, uint256 deposits, uint256 withdrawals)
func (asaLedgerVerifier *AsaLedgerVerifier) PackDecodeSync(data []byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("decodeSync", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecodeSync is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xac20c593.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decodeSync(bytes data) pure returns(uint32 account, uint256 deposits, uint256 withdrawals)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackDecodeSync(data []byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("decodeSync", data)
}

// DecodeSyncOutput serves as a container for the return parameters of contract
// method DecodeSync.
type DecodeSyncOutput struct {
	Account     uint32
	Deposits    *big.Int
	Withdrawals *big.Int
}

// UnpackDecodeSync is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xac20c593.
//
// Solidity: function decodeSync(bytes data) pure returns(uint32 account, uint256 deposits, uint256 withdrawals)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackDecodeSync(data []byte) (DecodeSyncOutput, error) {
	out, err := asaLedgerVerifier.abi.Unpack("decodeSync", data)
	outstruct := new(DecodeSyncOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Account = *abi.ConvertType(out[0], new(uint32)).(*uint32)
	outstruct.Deposits = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Withdrawals = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackDeliveryValid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x425b2b2f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deliveryValid(bytes32 domain, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, bytes32 deliverable, bytes providerSig) pure returns(bool valid, bytes32 jobId)
func (asaLedgerVerifier *AsaLedgerVerifier) PackDeliveryValid(domain [32]byte, v IAsaLedgerTypesVoucher, deliverable [32]byte, providerSig []byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("deliveryValid", domain, v, deliverable, providerSig)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeliveryValid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x425b2b2f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deliveryValid(bytes32 domain, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, bytes32 deliverable, bytes providerSig) pure returns(bool valid, bytes32 jobId)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackDeliveryValid(domain [32]byte, v IAsaLedgerTypesVoucher, deliverable [32]byte, providerSig []byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("deliveryValid", domain, v, deliverable, providerSig)
}

// DeliveryValidOutput serves as a container for the return parameters of contract
// method DeliveryValid.
type DeliveryValidOutput struct {
	Valid bool
	JobId [32]byte
}

// UnpackDeliveryValid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x425b2b2f.
//
// Solidity: function deliveryValid(bytes32 domain, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, bytes32 deliverable, bytes providerSig) pure returns(bool valid, bytes32 jobId)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackDeliveryValid(data []byte) (DeliveryValidOutput, error) {
	out, err := asaLedgerVerifier.abi.Unpack("deliveryValid", data)
	outstruct := new(DeliveryValidOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Valid = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.JobId = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	return *outstruct, nil
}

// PackExpireOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16157b9c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function expireOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64,uint256) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) pure returns(bool valid, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) PackExpireOutcome(domain [32]byte, now *big.Int, leaf IAsaLedgerTypesJobLeaf, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("expireOutcome", domain, now, leaf, v, terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExpireOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16157b9c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function expireOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64,uint256) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) pure returns(bool valid, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackExpireOutcome(domain [32]byte, now *big.Int, leaf IAsaLedgerTypesJobLeaf, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("expireOutcome", domain, now, leaf, v, terms)
}

// ExpireOutcomeOutput serves as a container for the return parameters of contract
// method ExpireOutcome.
type ExpireOutcomeOutput struct {
	Valid   bool
	Credits []AsaLedgerVerifierCredit
}

// UnpackExpireOutcome is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x16157b9c.
//
// Solidity: function expireOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64,uint256) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) pure returns(bool valid, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackExpireOutcome(data []byte) (ExpireOutcomeOutput, error) {
	out, err := asaLedgerVerifier.abi.Unpack("expireOutcome", data)
	outstruct := new(ExpireOutcomeOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Valid = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Credits = *abi.ConvertType(out[1], new([]AsaLedgerVerifierCredit)).(*[]AsaLedgerVerifierCredit)
	return *outstruct, nil
}

// PackJobIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a70062e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobIdOf(bytes32 domain, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v) pure returns(bytes32)
func (asaLedgerVerifier *AsaLedgerVerifier) PackJobIdOf(domain [32]byte, v IAsaLedgerTypesVoucher) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("jobIdOf", domain, v)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a70062e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobIdOf(bytes32 domain, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v) pure returns(bytes32)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackJobIdOf(domain [32]byte, v IAsaLedgerTypesVoucher) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("jobIdOf", domain, v)
}

// UnpackJobIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2a70062e.
//
// Solidity: function jobIdOf(bytes32 domain, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v) pure returns(bytes32)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackJobIdOf(data []byte) ([32]byte, error) {
	out, err := asaLedgerVerifier.abi.Unpack("jobIdOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackResultOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c520fa0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resultOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64,uint256) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, (uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64) result, address signer, bytes sig) pure returns(bool valid, (bytes32,uint8,bytes32,uint64,uint256) next, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) PackResultOutcome(domain [32]byte, now *big.Int, leaf IAsaLedgerTypesJobLeaf, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms, result IAsaEscrowTypesResult, signer common.Address, sig []byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("resultOutcome", domain, now, leaf, v, terms, result, signer, sig)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResultOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c520fa0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resultOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64,uint256) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, (uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64) result, address signer, bytes sig) pure returns(bool valid, (bytes32,uint8,bytes32,uint64,uint256) next, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackResultOutcome(domain [32]byte, now *big.Int, leaf IAsaLedgerTypesJobLeaf, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms, result IAsaEscrowTypesResult, signer common.Address, sig []byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("resultOutcome", domain, now, leaf, v, terms, result, signer, sig)
}

// ResultOutcomeOutput serves as a container for the return parameters of contract
// method ResultOutcome.
type ResultOutcomeOutput struct {
	Valid   bool
	Next    IAsaLedgerTypesJobLeaf
	Credits []AsaLedgerVerifierCredit
}

// UnpackResultOutcome is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0c520fa0.
//
// Solidity: function resultOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64,uint256) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, (uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64) result, address signer, bytes sig) pure returns(bool valid, (bytes32,uint8,bytes32,uint64,uint256) next, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackResultOutcome(data []byte) (ResultOutcomeOutput, error) {
	out, err := asaLedgerVerifier.abi.Unpack("resultOutcome", data)
	outstruct := new(ResultOutcomeOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Valid = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Next = *abi.ConvertType(out[1], new(IAsaLedgerTypesJobLeaf)).(*IAsaLedgerTypesJobLeaf)
	outstruct.Credits = *abi.ConvertType(out[2], new([]AsaLedgerVerifierCredit)).(*[]AsaLedgerVerifierCredit)
	return *outstruct, nil
}

// PackVerify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a803304.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verify(address chain, bytes32 domain, uint256 now_, uint8 kind, bytes data, (bytes32,bytes32,uint64,uint64) pre, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job, ((uint256,uint256,uint256,uint256,uint256),bytes32[20])[] accounts) view returns(bool valid, bytes32 post)
func (asaLedgerVerifier *AsaLedgerVerifier) PackVerify(chain common.Address, domain [32]byte, now *big.Int, kind uint8, data []byte, pre IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, accounts []IAsaLedgerTypesAccountWitness) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("verify", chain, domain, now, kind, data, pre, job, accounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a803304.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verify(address chain, bytes32 domain, uint256 now_, uint8 kind, bytes data, (bytes32,bytes32,uint64,uint64) pre, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job, ((uint256,uint256,uint256,uint256,uint256),bytes32[20])[] accounts) view returns(bool valid, bytes32 post)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackVerify(chain common.Address, domain [32]byte, now *big.Int, kind uint8, data []byte, pre IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, accounts []IAsaLedgerTypesAccountWitness) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("verify", chain, domain, now, kind, data, pre, job, accounts)
}

// VerifyOutput serves as a container for the return parameters of contract
// method Verify.
type VerifyOutput struct {
	Valid bool
	Post  [32]byte
}

// UnpackVerify is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4a803304.
//
// Solidity: function verify(address chain, bytes32 domain, uint256 now_, uint8 kind, bytes data, (bytes32,bytes32,uint64,uint64) pre, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job, ((uint256,uint256,uint256,uint256,uint256),bytes32[20])[] accounts) view returns(bool valid, bytes32 post)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackVerify(data []byte) (VerifyOutput, error) {
	out, err := asaLedgerVerifier.abi.Unpack("verify", data)
	outstruct := new(VerifyOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Valid = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Post = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	return *outstruct, nil
}

// AsaLedgerVerifierAccountPublished represents a AccountPublished event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierAccountPublished struct {
	Epoch   uint64
	Account uint32
	Leaf    IAsaLedgerTypesAccountLeaf
	Path    [20][32]byte
	Raw     *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierAccountPublishedEventName = "AccountPublished"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierAccountPublished) ContractEventName() string {
	return AsaLedgerVerifierAccountPublishedEventName
}

// UnpackAccountPublishedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AccountPublished(uint64 indexed epoch, uint32 indexed account, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[20] path)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackAccountPublishedEvent(log *types.Log) (*AsaLedgerVerifierAccountPublished, error) {
	event := "AccountPublished"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierAccountPublished)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierAccountRegistered represents a AccountRegistered event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierAccountRegistered struct {
	Account common.Address
	Index   uint32
	Raw     *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierAccountRegisteredEventName = "AccountRegistered"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierAccountRegistered) ContractEventName() string {
	return AsaLedgerVerifierAccountRegisteredEventName
}

// UnpackAccountRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AccountRegistered(address indexed account, uint32 indexed index)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackAccountRegisteredEvent(log *types.Log) (*AsaLedgerVerifierAccountRegistered, error) {
	event := "AccountRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierAccountRegistered)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierBondPosted represents a BondPosted event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierBondPosted struct {
	Amount *big.Int
	Bond   *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierBondPostedEventName = "BondPosted"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierBondPosted) ContractEventName() string {
	return AsaLedgerVerifierBondPostedEventName
}

// UnpackBondPostedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BondPosted(uint256 amount, uint256 bond)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackBondPostedEvent(log *types.Log) (*AsaLedgerVerifierBondPosted, error) {
	event := "BondPosted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierBondPosted)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierBondReclaimed represents a BondReclaimed event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierBondReclaimed struct {
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierBondReclaimedEventName = "BondReclaimed"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierBondReclaimed) ContractEventName() string {
	return AsaLedgerVerifierBondReclaimedEventName
}

// UnpackBondReclaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BondReclaimed(uint256 amount)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackBondReclaimedEvent(log *types.Log) (*AsaLedgerVerifierBondReclaimed, error) {
	event := "BondReclaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierBondReclaimed)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierDataRequested represents a DataRequested event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierDataRequested struct {
	Epoch        uint64
	IsTransition bool
	Index        uint32
	By           common.Address
	Raw          *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierDataRequestedEventName = "DataRequested"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierDataRequested) ContractEventName() string {
	return AsaLedgerVerifierDataRequestedEventName
}

// UnpackDataRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DataRequested(uint64 indexed epoch, bool isTransition, uint32 index, address indexed by)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackDataRequestedEvent(log *types.Log) (*AsaLedgerVerifierDataRequested, error) {
	event := "DataRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierDataRequested)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierDeposited represents a Deposited event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierDeposited struct {
	Account    common.Address
	Amount     *big.Int
	ViaAddress bool
	Raw        *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierDepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierDeposited) ContractEventName() string {
	return AsaLedgerVerifierDepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(address indexed account, uint256 amount, bool viaAddress)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackDepositedEvent(log *types.Log) (*AsaLedgerVerifierDeposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierDeposited)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierEpochPosted represents a EpochPosted event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierEpochPosted struct {
	Epoch           uint64
	StateRoot       [32]byte
	TransitionsRoot [32]byte
	Count           uint32
	Cutoff          uint64
	Raw             *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierEpochPostedEventName = "EpochPosted"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierEpochPosted) ContractEventName() string {
	return AsaLedgerVerifierEpochPostedEventName
}

// UnpackEpochPostedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EpochPosted(uint64 indexed epoch, bytes32 stateRoot, bytes32 transitionsRoot, uint32 count, uint64 cutoff)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackEpochPostedEvent(log *types.Log) (*AsaLedgerVerifierEpochPosted, error) {
	event := "EpochPosted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierEpochPosted)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierEpochVoided represents a EpochVoided event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierEpochVoided struct {
	Epoch      uint64
	Fault      uint8
	Challenger common.Address
	Slashed    *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierEpochVoidedEventName = "EpochVoided"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierEpochVoided) ContractEventName() string {
	return AsaLedgerVerifierEpochVoidedEventName
}

// UnpackEpochVoidedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EpochVoided(uint64 indexed epoch, uint8 fault, address indexed challenger, uint256 slashed)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackEpochVoidedEvent(log *types.Log) (*AsaLedgerVerifierEpochVoided, error) {
	event := "EpochVoided"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierEpochVoided)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierExitCredited represents a ExitCredited event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierExitCredited struct {
	Slot    uint32
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierExitCreditedEventName = "ExitCredited"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierExitCredited) ContractEventName() string {
	return AsaLedgerVerifierExitCreditedEventName
}

// UnpackExitCreditedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitCredited(uint32 indexed slot, address indexed account, uint256 amount)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackExitCreditedEvent(log *types.Log) (*AsaLedgerVerifierExitCredited, error) {
	event := "ExitCredited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierExitCredited)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierExitEpochFixed represents a ExitEpochFixed event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierExitEpochFixed struct {
	Epoch uint64
	Raw   *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierExitEpochFixedEventName = "ExitEpochFixed"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierExitEpochFixed) ContractEventName() string {
	return AsaLedgerVerifierExitEpochFixedEventName
}

// UnpackExitEpochFixedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitEpochFixed(uint64 epoch)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackExitEpochFixedEvent(log *types.Log) (*AsaLedgerVerifierExitEpochFixed, error) {
	event := "ExitEpochFixed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierExitEpochFixed)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierExitJobProgressed represents a ExitJobProgressed event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierExitJobProgressed struct {
	Slot   uint32
	JobId  [32]byte
	Status uint8
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierExitJobProgressedEventName = "ExitJobProgressed"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierExitJobProgressed) ContractEventName() string {
	return AsaLedgerVerifierExitJobProgressedEventName
}

// UnpackExitJobProgressedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitJobProgressed(uint32 indexed slot, bytes32 indexed jobId, uint8 status)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackExitJobProgressedEvent(log *types.Log) (*AsaLedgerVerifierExitJobProgressed, error) {
	event := "ExitJobProgressed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierExitJobProgressed)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierExitModeStarted represents a ExitModeStarted event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierExitModeStarted struct {
	Silent bool
	Raw    *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierExitModeStartedEventName = "ExitModeStarted"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierExitModeStarted) ContractEventName() string {
	return AsaLedgerVerifierExitModeStartedEventName
}

// UnpackExitModeStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitModeStarted(bool silent)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackExitModeStartedEvent(log *types.Log) (*AsaLedgerVerifierExitModeStarted, error) {
	event := "ExitModeStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierExitModeStarted)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierForcedQueued represents a ForcedQueued event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierForcedQueued struct {
	Position uint64
	Kind     uint8
	Data     []byte
	By       common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierForcedQueuedEventName = "ForcedQueued"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierForcedQueued) ContractEventName() string {
	return AsaLedgerVerifierForcedQueuedEventName
}

// UnpackForcedQueuedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ForcedQueued(uint64 indexed position, uint8 kind, bytes data, address indexed by)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackForcedQueuedEvent(log *types.Log) (*AsaLedgerVerifierForcedQueued, error) {
	event := "ForcedQueued"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierForcedQueued)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierTransitionPublished represents a TransitionPublished event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierTransitionPublished struct {
	Epoch uint64
	Index uint32
	Leaf  IAsaLedgerTypesTransitionLeaf
	Data  []byte
	Raw   *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierTransitionPublishedEventName = "TransitionPublished"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierTransitionPublished) ContractEventName() string {
	return AsaLedgerVerifierTransitionPublishedEventName
}

// UnpackTransitionPublishedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TransitionPublished(uint64 indexed epoch, uint32 indexed index, (uint8,bytes32,bytes32) leaf, bytes data)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackTransitionPublishedEvent(log *types.Log) (*AsaLedgerVerifierTransitionPublished, error) {
	event := "TransitionPublished"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierTransitionPublished)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierWithdrawalRequested represents a WithdrawalRequested event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierWithdrawalRequested struct {
	Account   common.Address
	Amount    *big.Int
	Requested *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierWithdrawalRequestedEventName = "WithdrawalRequested"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierWithdrawalRequested) ContractEventName() string {
	return AsaLedgerVerifierWithdrawalRequestedEventName
}

// UnpackWithdrawalRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WithdrawalRequested(address indexed account, uint256 amount, uint256 requested)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackWithdrawalRequestedEvent(log *types.Log) (*AsaLedgerVerifierWithdrawalRequested, error) {
	event := "WithdrawalRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierWithdrawalRequested)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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

// AsaLedgerVerifierWithdrawn represents a Withdrawn event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierWithdrawn struct {
	Account common.Address
	Amount  *big.Int
	Exit    bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierWithdrawn) ContractEventName() string {
	return AsaLedgerVerifierWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed account, uint256 amount, bool exit)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackWithdrawnEvent(log *types.Log) (*AsaLedgerVerifierWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierWithdrawn)
	if len(log.Data) > 0 {
		if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range asaLedgerVerifier.abi.Events[event].Inputs {
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
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["BadWitness"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackBadWitnessError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["BondMissing"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackBondMissingError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["BondSlashed"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackBondSlashedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["CutoffOutOfRange"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackCutoffOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["EpochFinal"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackEpochFinalError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["EpochNotFinal"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackEpochNotFinalError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["EpochOutOfOrder"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackEpochOutOfOrderError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["EpochTooSoon"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackEpochTooSoonError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["ExitEpochAlreadyFixed"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackExitEpochAlreadyFixedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["ExitEpochNotFixed"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackExitEpochNotFixedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["ForcedNotDue"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackForcedNotDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["FundingShortfall"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackFundingShortfallError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["InExitMode"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackInExitModeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["InsufficientGas"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackInsufficientGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["InvalidExitStep"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackInvalidExitStepError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["InvalidKind"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackInvalidKindError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["JobNotOpen"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackJobNotOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["NoFraud"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackNoFraudError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["NoPendingRequest"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackNoPendingRequestError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["NotInExitMode"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackNotInExitModeError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["NotRegistered"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackNotRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["NothingToWithdraw"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["OperatorNotSilent"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackOperatorNotSilentError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["RequestNotDue"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackRequestNotDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["RequestWindowClosed"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackRequestWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["TooManyAccounts"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackTooManyAccountsError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["TooManyTransitions"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackTooManyTransitionsError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["UnknownEpoch"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackUnknownEpochError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["UnknownForced"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackUnknownForcedError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AsaLedgerVerifierBadWitness represents a BadWitness error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierBadWitness struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadWitness()
func AsaLedgerVerifierBadWitnessErrorID() common.Hash {
	return common.HexToHash("0x84a4bbd6a4fcfdb66091f36770616ed92934e66fbc0768fecee7b3b52f8f1aba")
}

// UnpackBadWitnessError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadWitness()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackBadWitnessError(raw []byte) (*AsaLedgerVerifierBadWitness, error) {
	out := new(AsaLedgerVerifierBadWitness)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "BadWitness", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierBondMissing represents a BondMissing error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierBondMissing struct {
	Bond     *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BondMissing(uint256 bond, uint256 required)
func AsaLedgerVerifierBondMissingErrorID() common.Hash {
	return common.HexToHash("0x0b3a5b06b9f0ea79ba7358eb4e3914e7b40a827627a3163ba2b751610473e8b3")
}

// UnpackBondMissingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BondMissing(uint256 bond, uint256 required)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackBondMissingError(raw []byte) (*AsaLedgerVerifierBondMissing, error) {
	out := new(AsaLedgerVerifierBondMissing)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "BondMissing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierBondSlashed represents a BondSlashed error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierBondSlashed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BondSlashed()
func AsaLedgerVerifierBondSlashedErrorID() common.Hash {
	return common.HexToHash("0x46eefbdaa0d196c79ce1608fe8ad0db678b4f4cef381d2c337fbf23e1e237447")
}

// UnpackBondSlashedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BondSlashed()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackBondSlashedError(raw []byte) (*AsaLedgerVerifierBondSlashed, error) {
	out := new(AsaLedgerVerifierBondSlashed)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "BondSlashed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierCutoffOutOfRange represents a CutoffOutOfRange error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierCutoffOutOfRange struct {
	Cutoff uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CutoffOutOfRange(uint64 cutoff)
func AsaLedgerVerifierCutoffOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x161022a0f1425e8d47e605ddf649012e724c9980ceb3e3ce525340ad54b31dcc")
}

// UnpackCutoffOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CutoffOutOfRange(uint64 cutoff)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackCutoffOutOfRangeError(raw []byte) (*AsaLedgerVerifierCutoffOutOfRange, error) {
	out := new(AsaLedgerVerifierCutoffOutOfRange)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "CutoffOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierEpochFinal represents a EpochFinal error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierEpochFinal struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EpochFinal(uint64 epoch)
func AsaLedgerVerifierEpochFinalErrorID() common.Hash {
	return common.HexToHash("0x4e974da5be590b8105516c0b3894eddfcb5c398dd7ad673fb76e7bc51fd27a00")
}

// UnpackEpochFinalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EpochFinal(uint64 epoch)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackEpochFinalError(raw []byte) (*AsaLedgerVerifierEpochFinal, error) {
	out := new(AsaLedgerVerifierEpochFinal)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "EpochFinal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierEpochNotFinal represents a EpochNotFinal error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierEpochNotFinal struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EpochNotFinal(uint64 epoch)
func AsaLedgerVerifierEpochNotFinalErrorID() common.Hash {
	return common.HexToHash("0x691cc9a598f2e2a03f5106bf67bd1dfe5438bfd27d2e5553c87cdb270b8540ad")
}

// UnpackEpochNotFinalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EpochNotFinal(uint64 epoch)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackEpochNotFinalError(raw []byte) (*AsaLedgerVerifierEpochNotFinal, error) {
	out := new(AsaLedgerVerifierEpochNotFinal)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "EpochNotFinal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierEpochOutOfOrder represents a EpochOutOfOrder error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierEpochOutOfOrder struct {
	Expected uint64
	Given    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EpochOutOfOrder(uint64 expected, uint64 given)
func AsaLedgerVerifierEpochOutOfOrderErrorID() common.Hash {
	return common.HexToHash("0xaafac234781fe28ed2d4f94a073c37ac514846bc5412616578ec644fcd9a2f7f")
}

// UnpackEpochOutOfOrderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EpochOutOfOrder(uint64 expected, uint64 given)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackEpochOutOfOrderError(raw []byte) (*AsaLedgerVerifierEpochOutOfOrder, error) {
	out := new(AsaLedgerVerifierEpochOutOfOrder)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "EpochOutOfOrder", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierEpochTooSoon represents a EpochTooSoon error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierEpochTooSoon struct {
	Next *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EpochTooSoon(uint256 next)
func AsaLedgerVerifierEpochTooSoonErrorID() common.Hash {
	return common.HexToHash("0x23b28bcec929bec50711602cc0fc8dfbc086cc3deb4379f9aa10cf5d4d4346c1")
}

// UnpackEpochTooSoonError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EpochTooSoon(uint256 next)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackEpochTooSoonError(raw []byte) (*AsaLedgerVerifierEpochTooSoon, error) {
	out := new(AsaLedgerVerifierEpochTooSoon)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "EpochTooSoon", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierExitEpochAlreadyFixed represents a ExitEpochAlreadyFixed error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierExitEpochAlreadyFixed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExitEpochAlreadyFixed()
func AsaLedgerVerifierExitEpochAlreadyFixedErrorID() common.Hash {
	return common.HexToHash("0xad2f380d4cd4ce143e9c95720830f8ba3fb449dd9c71259b9007091ccfb879f7")
}

// UnpackExitEpochAlreadyFixedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExitEpochAlreadyFixed()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackExitEpochAlreadyFixedError(raw []byte) (*AsaLedgerVerifierExitEpochAlreadyFixed, error) {
	out := new(AsaLedgerVerifierExitEpochAlreadyFixed)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "ExitEpochAlreadyFixed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierExitEpochNotFixed represents a ExitEpochNotFixed error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierExitEpochNotFixed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExitEpochNotFixed()
func AsaLedgerVerifierExitEpochNotFixedErrorID() common.Hash {
	return common.HexToHash("0x70858df155238a23c1b066c5e2b59cd0c8435ed5311e111f837b6715181ea4f5")
}

// UnpackExitEpochNotFixedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExitEpochNotFixed()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackExitEpochNotFixedError(raw []byte) (*AsaLedgerVerifierExitEpochNotFixed, error) {
	out := new(AsaLedgerVerifierExitEpochNotFixed)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "ExitEpochNotFixed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierForcedNotDue represents a ForcedNotDue error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierForcedNotDue struct {
	Position uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ForcedNotDue(uint64 position)
func AsaLedgerVerifierForcedNotDueErrorID() common.Hash {
	return common.HexToHash("0x71f32d33cb73a16cdea782fd0e41bd06ee2bb32bfc4c7cfe08085326967d7639")
}

// UnpackForcedNotDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ForcedNotDue(uint64 position)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackForcedNotDueError(raw []byte) (*AsaLedgerVerifierForcedNotDue, error) {
	out := new(AsaLedgerVerifierForcedNotDue)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "ForcedNotDue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierFundingShortfall represents a FundingShortfall error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierFundingShortfall struct {
	Expected *big.Int
	Received *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FundingShortfall(uint256 expected, uint256 received)
func AsaLedgerVerifierFundingShortfallErrorID() common.Hash {
	return common.HexToHash("0x0938143a879a0138ac2bde40e623c46132f69a015d77c10496357744f556bc8c")
}

// UnpackFundingShortfallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FundingShortfall(uint256 expected, uint256 received)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackFundingShortfallError(raw []byte) (*AsaLedgerVerifierFundingShortfall, error) {
	out := new(AsaLedgerVerifierFundingShortfall)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "FundingShortfall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierInExitMode represents a InExitMode error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierInExitMode struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InExitMode()
func AsaLedgerVerifierInExitModeErrorID() common.Hash {
	return common.HexToHash("0x4bbc501215390553693411783a7c2531b7e467c2558d97cda5718694545ead50")
}

// UnpackInExitModeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InExitMode()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackInExitModeError(raw []byte) (*AsaLedgerVerifierInExitMode, error) {
	out := new(AsaLedgerVerifierInExitMode)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "InExitMode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierInsufficientGas represents a InsufficientGas error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierInsufficientGas struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientGas()
func AsaLedgerVerifierInsufficientGasErrorID() common.Hash {
	return common.HexToHash("0x1c26714c035362f785e44b6773a87881da86705e5698c55bb550907617bb1353")
}

// UnpackInsufficientGasError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientGas()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackInsufficientGasError(raw []byte) (*AsaLedgerVerifierInsufficientGas, error) {
	out := new(AsaLedgerVerifierInsufficientGas)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "InsufficientGas", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierInvalidExitStep represents a InvalidExitStep error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierInvalidExitStep struct {
	Slot uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidExitStep(uint32 slot)
func AsaLedgerVerifierInvalidExitStepErrorID() common.Hash {
	return common.HexToHash("0x512cf553025cc3c40c2237052bc2c86e7d8e66065ed695d3d95a64169c68d0cd")
}

// UnpackInvalidExitStepError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidExitStep(uint32 slot)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackInvalidExitStepError(raw []byte) (*AsaLedgerVerifierInvalidExitStep, error) {
	out := new(AsaLedgerVerifierInvalidExitStep)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "InvalidExitStep", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierInvalidKind represents a InvalidKind error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierInvalidKind struct {
	Kind uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidKind(uint8 kind)
func AsaLedgerVerifierInvalidKindErrorID() common.Hash {
	return common.HexToHash("0x04818320379d24ecb3568e5322b502c61e7a61c3f98708123d1dbd91b8d72785")
}

// UnpackInvalidKindError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidKind(uint8 kind)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackInvalidKindError(raw []byte) (*AsaLedgerVerifierInvalidKind, error) {
	out := new(AsaLedgerVerifierInvalidKind)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "InvalidKind", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierJobNotOpen represents a JobNotOpen error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierJobNotOpen struct {
	Slot uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobNotOpen(uint32 slot)
func AsaLedgerVerifierJobNotOpenErrorID() common.Hash {
	return common.HexToHash("0xe6a028fe57c3fc906359a39d1e7b166c8116ef575e3bb100ebb53e37075ac3f9")
}

// UnpackJobNotOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobNotOpen(uint32 slot)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackJobNotOpenError(raw []byte) (*AsaLedgerVerifierJobNotOpen, error) {
	out := new(AsaLedgerVerifierJobNotOpen)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "JobNotOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierNoFraud represents a NoFraud error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierNoFraud struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoFraud()
func AsaLedgerVerifierNoFraudErrorID() common.Hash {
	return common.HexToHash("0xbb6a9cb54cbbbf928521eb87c047d0a049a304ad79d8a9ea5b254b1787818fe4")
}

// UnpackNoFraudError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoFraud()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackNoFraudError(raw []byte) (*AsaLedgerVerifierNoFraud, error) {
	out := new(AsaLedgerVerifierNoFraud)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "NoFraud", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierNoPendingRequest represents a NoPendingRequest error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierNoPendingRequest struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoPendingRequest()
func AsaLedgerVerifierNoPendingRequestErrorID() common.Hash {
	return common.HexToHash("0xcc2c06e8c2af211800a3dfb77a73c9668872a3581c024937769881bba2e6596e")
}

// UnpackNoPendingRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoPendingRequest()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackNoPendingRequestError(raw []byte) (*AsaLedgerVerifierNoPendingRequest, error) {
	out := new(AsaLedgerVerifierNoPendingRequest)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "NoPendingRequest", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierNotInExitMode represents a NotInExitMode error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierNotInExitMode struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotInExitMode()
func AsaLedgerVerifierNotInExitModeErrorID() common.Hash {
	return common.HexToHash("0x4519717481713439f59a0958986bdbdf2b76884bb68ac88aa09532f23089a1e6")
}

// UnpackNotInExitModeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotInExitMode()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackNotInExitModeError(raw []byte) (*AsaLedgerVerifierNotInExitMode, error) {
	out := new(AsaLedgerVerifierNotInExitMode)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "NotInExitMode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierNotRegistered represents a NotRegistered error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierNotRegistered struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRegistered(address account)
func AsaLedgerVerifierNotRegisteredErrorID() common.Hash {
	return common.HexToHash("0xbfc6c337a80b7b8201f77f0a2a54c6e5f7c6fd9124a749804a482fa16ee8a895")
}

// UnpackNotRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRegistered(address account)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackNotRegisteredError(raw []byte) (*AsaLedgerVerifierNotRegistered, error) {
	out := new(AsaLedgerVerifierNotRegistered)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "NotRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierNothingToWithdraw represents a NothingToWithdraw error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierNothingToWithdraw struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToWithdraw(address account)
func AsaLedgerVerifierNothingToWithdrawErrorID() common.Hash {
	return common.HexToHash("0xdc69dc16e4a8405b44139edda9a06ee66b303337358b6f4633533d65de15b7f4")
}

// UnpackNothingToWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToWithdraw(address account)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackNothingToWithdrawError(raw []byte) (*AsaLedgerVerifierNothingToWithdraw, error) {
	out := new(AsaLedgerVerifierNothingToWithdraw)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "NothingToWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierOperatorNotSilent represents a OperatorNotSilent error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierOperatorNotSilent struct {
	Since *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OperatorNotSilent(uint256 since)
func AsaLedgerVerifierOperatorNotSilentErrorID() common.Hash {
	return common.HexToHash("0xa36f323c40c6cb9c5aa618a2072f5cffaa1546be11875b7433926a2ad0ee9aa0")
}

// UnpackOperatorNotSilentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OperatorNotSilent(uint256 since)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackOperatorNotSilentError(raw []byte) (*AsaLedgerVerifierOperatorNotSilent, error) {
	out := new(AsaLedgerVerifierOperatorNotSilent)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "OperatorNotSilent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierRequestNotDue represents a RequestNotDue error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierRequestNotDue struct {
	Due *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RequestNotDue(uint256 due)
func AsaLedgerVerifierRequestNotDueErrorID() common.Hash {
	return common.HexToHash("0xe7e3e4a95ee64afaf343c41779236e0cc6c88dc53b14d92e0b394f35a97a16d7")
}

// UnpackRequestNotDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RequestNotDue(uint256 due)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackRequestNotDueError(raw []byte) (*AsaLedgerVerifierRequestNotDue, error) {
	out := new(AsaLedgerVerifierRequestNotDue)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "RequestNotDue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierRequestWindowClosed represents a RequestWindowClosed error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierRequestWindowClosed struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RequestWindowClosed(uint64 epoch)
func AsaLedgerVerifierRequestWindowClosedErrorID() common.Hash {
	return common.HexToHash("0xed49287c045b2b6b755b2e13f48825080b662ec2c7b1a6c00d8b8ab76084ddb0")
}

// UnpackRequestWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RequestWindowClosed(uint64 epoch)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackRequestWindowClosedError(raw []byte) (*AsaLedgerVerifierRequestWindowClosed, error) {
	out := new(AsaLedgerVerifierRequestWindowClosed)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "RequestWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierTooManyAccounts represents a TooManyAccounts error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierTooManyAccounts struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyAccounts()
func AsaLedgerVerifierTooManyAccountsErrorID() common.Hash {
	return common.HexToHash("0x9ed3ecbbefc4eb82e1ef8119e34c00207eae764e9499e81d06b99cb617329140")
}

// UnpackTooManyAccountsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyAccounts()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackTooManyAccountsError(raw []byte) (*AsaLedgerVerifierTooManyAccounts, error) {
	out := new(AsaLedgerVerifierTooManyAccounts)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "TooManyAccounts", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierTooManyTransitions represents a TooManyTransitions error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierTooManyTransitions struct {
	Count uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyTransitions(uint32 count)
func AsaLedgerVerifierTooManyTransitionsErrorID() common.Hash {
	return common.HexToHash("0xe59fdd3105c5ffad17a4372e2d26cbe84bf232f49778d6cdc35130fb0e5e3848")
}

// UnpackTooManyTransitionsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyTransitions(uint32 count)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackTooManyTransitionsError(raw []byte) (*AsaLedgerVerifierTooManyTransitions, error) {
	out := new(AsaLedgerVerifierTooManyTransitions)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "TooManyTransitions", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierUnauthorized represents a Unauthorized error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierUnauthorized struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized(address caller)
func AsaLedgerVerifierUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x8e4a23d6a5d81f013eca4bc92aeb9214ccafcaebd1f097c350c922d6e19122d5")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized(address caller)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackUnauthorizedError(raw []byte) (*AsaLedgerVerifierUnauthorized, error) {
	out := new(AsaLedgerVerifierUnauthorized)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierUnknownEpoch represents a UnknownEpoch error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierUnknownEpoch struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownEpoch(uint64 epoch)
func AsaLedgerVerifierUnknownEpochErrorID() common.Hash {
	return common.HexToHash("0xa4e21e6c8f881eff51b5764f98a67304231c1cb1ba8af636f941098552d2bd6c")
}

// UnpackUnknownEpochError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownEpoch(uint64 epoch)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackUnknownEpochError(raw []byte) (*AsaLedgerVerifierUnknownEpoch, error) {
	out := new(AsaLedgerVerifierUnknownEpoch)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "UnknownEpoch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierUnknownForced represents a UnknownForced error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierUnknownForced struct {
	Position uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownForced(uint64 position)
func AsaLedgerVerifierUnknownForcedErrorID() common.Hash {
	return common.HexToHash("0x0b2afe1ba057bbf32acfedcf00419e5d2bb3ed19d24f661e56f088934833b548")
}

// UnpackUnknownForcedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownForced(uint64 position)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackUnknownForcedError(raw []byte) (*AsaLedgerVerifierUnknownForced, error) {
	out := new(AsaLedgerVerifierUnknownForced)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "UnknownForced", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierZeroAmount represents a ZeroAmount error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func AsaLedgerVerifierZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackZeroAmountError(raw []byte) (*AsaLedgerVerifierZeroAmount, error) {
	out := new(AsaLedgerVerifierZeroAmount)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
