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

// AsaLedgerVerifierSyncData is an auto generated low-level Go binding around an user-defined struct.
type AsaLedgerVerifierSyncData struct {
	Account     uint32
	Deposits    *big.Int
	Withdrawals *big.Int
	SignedTotal *big.Int
	Sig         []byte
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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"operator_\",\"type\":\"address\"},{\"internalType\":\"contractAsaLedgerVerifier\",\"name\":\"verifier_\",\"type\":\"address\"},{\"internalType\":\"uint256[6]\",\"name\":\"params\",\"type\":\"uint256[6]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"BadWitness\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"}],\"name\":\"BondMissing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BondSlashed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Create2EmptyBytecode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"CutoffOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochNotFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expected\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"given\",\"type\":\"uint64\"}],\"name\":\"EpochOutOfOrder\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"next\",\"type\":\"uint256\"}],\"name\":\"EpochTooSoon\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochAlreadyFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochNotFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedDeployment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"ForcedNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"FrontierGone\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"InvalidExitStep\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"InvalidKind\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidParameters\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"JobNotOpen\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFraud\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoPendingRequest\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"since\",\"type\":\"uint256\"}],\"name\":\"OperatorNotSilent\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"due\",\"type\":\"uint256\"}],\"name\":\"RequestNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"RequestWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyAccounts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"}],\"name\":\"TooManyTransitions\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"UnknownEpoch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"UnknownForced\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"AccountPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"AccountRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"}],\"name\":\"BondPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BondReclaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"DataRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"viaAddress\",\"type\":\"bool\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"EpochPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"enumIAsaLedgerTypes.Fault\",\"name\":\"fault\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"EpochVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ExitCredited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"ExitEpochFixed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"ExitJobProgressed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"silent\",\"type\":\"bool\"}],\"name\":\"ExitModeStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"ForcedQueued\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"TransitionPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"WithdrawalRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"exit\",\"type\":\"bool\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"accountAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"accountCount\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"accountIndex\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondAmount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondSlashed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"last\",\"type\":\"tuple\"}],\"name\":\"challengeEpochEnd\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"}],\"name\":\"challengeForcedLag\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"prev\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"claimed\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"pre\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"internalType\":\"structIAsaLedgerTypes.AccountWitness[]\",\"name\":\"accounts\",\"type\":\"tuple[]\"}],\"name\":\"challengeTransition\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"dataRequestFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"declareOperatorSilent\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"depositWithAuthorization\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"swept\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"deposited\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"epochs\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"postedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.Epoch\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitAt\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"exitCredited\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitEpoch\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitEpochFixed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"exitExpire\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"exitJobs\",\"outputs\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.ExitJob\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitMode\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"sig\",\"type\":\"bytes\"}],\"name\":\"exitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"name\":\"exitSubmit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[14]\",\"name\":\"path\",\"type\":\"bytes32[14]\"}],\"name\":\"exitWithdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"fixExitEpoch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"forceInclude\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"forcedEntry\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"queuedAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"forcedLength\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"isFinal\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastEpoch\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"livenessTimeout\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minEpochInterval\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"operator\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"paid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"pendingRequest\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"postBond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"fields\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"},{\"internalType\":\"bytes32[64]\",\"name\":\"frontier\",\"type\":\"bytes32[64]\"}],\"name\":\"postEpoch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"publishAccount\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"w\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"publishTransition\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reclaimBond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"register\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registrationFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"requestData\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"requestWithdrawal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"requested\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"sweepDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"swept\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifier\",\"outputs\":[{\"internalType\":\"contractAsaLedgerVerifier\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"voidUnanswered\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[14]\",\"name\":\"path\",\"type\":\"bytes32[14]\"}],\"name\":\"withdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "fa6634bcfd5d7645890b41eeffc92e3e23",
	Bin: "0x6102a0806040523461065a57615789803803809161001d828561065e565b833981016101208282031261065a5781516001600160a01b038116919082810361065a576020840151916001600160a01b0383169081840361065a576040860151946001600160a01b0386169182870361065a5780607f8901121561065a576040519760c089016001600160401b0381118a82101761057e576040528890610120810192831161065a57606001905b82821061064a575050506040516100c460408261065e565b600a815260208101906920a9a0902632b233b2b960b11b8252604051916100ec60408461065e565b600183526020830191603160f81b835261010581610681565b6101205261011284610681565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261017b60c08261065e565b5190206080523060c05260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005515918215610641575b508115610638575b506106255761016052610180526101a05280516101c0526020810180516001600160401b039081166101e05260408301805182166102005260608401519091166102205260808301516102405260a09092015161026052815115919082156105da575b50506105cb575f60405160208101905f82525f60408201525f60608201525f60808201525f60a082015260a0815261025660c08261065e565b5190205f5b601481106105a6575060405160208101905f82525f60408201525f60608201525f60808201525f60a082015260a0815261029660c08261065e565b5190205f5b602081106105925750604051906020820192835260408201525f60608201525f6080820152608081526102cf60a08261065e565b5190206102809190915260405190426001600160401b03908116919060a084019081118482101761057e5760409081529083525f6020808501828152858401838152606080880187815260808901978852948052600b845296517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f765590517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f7755517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f788054935195516001600160a01b031990941663ffffffff92909216919091179490911b6bffffffffffffffff000000001693909317931b73ffffffffffffffff000000000000000000000000169290921790555161509c90816106ed823960805181614b28015260a05181614bdf015260c05181614af2015260e05181614b7701526101005181614b9d01526101205181611d5301526101405181611d7d0152610160518181816105ec01528181610a2201528181610ceb0152818161116001528181611652015281816118930152818161252901528181612e6a0152818161331e015281816135d201528181613a7d01526145ac01526101805181818161163001528181611a0101528181611ecc015281816129c40152818161329d01528181613a5b015261477801526101a05181818161050e01528181610f5a0152818161141601528181612c08015261325401526101c051818181611e4d0152611f0701526101e0518181816115330152818161174001528181611d1501526140ab015261020051818181611b04015281816122a601526122fa015261022051818181611ba4015261340a0152610240518181816115b2015261380b0152610260518181816119b20152818161384501528181613a2e0152614702015261028051818181610c6d015261249a0152f35b634e487b7160e01b5f52604160045260245ffd5b90805f52602052600160405f20910161029b565b90600e82146105c3575b805f52602052600160405f20910161025b565b9150816105b0565b630e52390960e41b5f5260045ffd5b519051915081156106115704600881018091116105fd5761080011155f8061021d565b634e487b7160e01b5f52601160045260245ffd5b634e487b7160e01b5f52601260045260245ffd5b63472511eb60e11b5f525f60045260245ffd5b9050155f6101ba565b1591505f6101b2565b81518152602091820191016100ac565b5f80fd5b601f909101601f19168101906001600160401b0382119082101761057e57604052565b601f8151116106ac57602081519101516020821061069d571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe6080806040526004361015610012575f80fd5b5f905f3560e01c90816301f55032146138b35750806306a4c9831461388d5780630bcfedc01461386857806314c44e091461382e57806317a32385146137f45780631aa3a008146137b35780631c04dde3146136dc5780631cfb47a6146134d55780631f08c876146134a057806322a23b45146133be57806328e18a891461339c57806329b52bd7146132835780632b7ac3f31461323f57806335abda66146130655780634bd2d7f914612f965780634d41299c14612df457806350e940b114612a1a578063562dd649146129f3578063570ca735146129ae5780635a3a53a31461283a5780635e90064e146126a457806364c9ec6f1461268657806371334227146123bc57806372f2a4d514611e7057806380f323a714611e3557806384b0196e14611d39578063861a141214611cf5578063866b013814611cb55780639ee679e814611c2b578063a0d7031a14611bfd578063a450529c14611bc8578063a4b4063b14611b84578063a71d5f2d14611b5e578063b00425e114611b28578063b18d108e14611ae4578063b6b55f2514611853578063bdc6881c146116cc578063c10f51a7146114e6578063cb649f511461130e578063d858dbfe146112e4578063d89b73d014611128578063db5dabe0146110e3578063e248dd8914610e75578063e4af29fc14610e51578063eb04224f14610b81578063ec1a02b114610b52578063f4ede5bd14610b1d578063f5c4732e14610a74578063f698da2514610a51578063fc0c546a14610a0c578063fceb8d7c14610991578063fd22798d1461080a578063fd2a56b1146107d5578063fde1ee20146107ab5763ff093d611461027b575f80fd5b346107a857610c603660031901126107a857610295613928565b61029d613902565b6103603660431901126107a657610360366103a31901126107a657610704356001600160401b0381116107a2576102d89036906004016139a9565b9060803661072319011261079e576104a0366107a319011261079e57610c4435906001600160401b03821161079a573660238301121561079a578160040135906001600160401b038211610796573660246103208402850101116107965761033e614186565b6103478661433c565b93600285015463ffffffff87169563ffffffff82168710156106d15760010154906103a4359760ff891692838a03610792578b986103c435826103e4359b8c60405160208101918a83528560408301526060820152606081526103ab608082613b1f565b51902090805b6018821061071e5750500361070f576103cb36888a613f1e565b6020815191012003610700576106e05750506001600160401b036103ee8a613abe565b168a52600b60205260408a20545b604051602081019061040d82613fe4565b6080815261041c60a082613b1f565b519020036106d157906001600160401b0361047794939261043b614aef565b9950604051996312a00cc160e21b8b523060048c015260248b015260201c16604489015260648801526105e060848801526105e4870191613b77565b61048360a48601613fe4565b6107a4356101248601526107c43560ff81168091036106cd576020869493926024926101448701526107e4356101648701526001600160401b036104c561393e565b16610184870152610824356101a48701526104006108446101c4880137858103600319016105c487015283815201920190875b81811061067c57506040939283900391508290507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa8015610671578492859161063c575b5082610632575b5050610623576001600160401b0361056582613abe565b166001600160401b0319600a541617600a55600954908260095560ff60105461010061ff00198216176010551615610616575b6040516105a484613d4e565b8381528260208201525f51602061505c5f395f51905f5260406001600160401b0333941692a3806105e5575b5060015f51602061507c5f395f51905f525580f35b61061090337f00000000000000000000000000000000000000000000000000000000000000006144cf565b5f6105d0565b61061e614479565b610598565b63bb6a9cb560e01b8252600482fd5b1490505f8061054e565b905061066191925060403d60401161066a575b6106598183613b1f565b810190614137565b9190915f610547565b503d61064f565b6040513d86823e3d90fd5b9193509161032080600192863581526020870135602082015260408701356040820152606087013560608201526080870135608082015261028060a0880160a08301370194019101918593926104f8565b8780fd5b6342525deb60e11b8a5260048afd5b63ffffffff6106f16106f893613aa6565b16906143c4565b6084356103fc565b6342525deb60e11b8d5260048dfd5b6342525deb60e11b8e5260048efd5b5091505f19600185841c160161076e57601882101561075a578f6040906001928460051b61040401358252602052205b9101908f9185926103b1565b634e487b7160e01b5f52603260045260245ffd5b601882101561075a578f52610404600582901b013560205260408f2060019061074e565b8b80fd5b8680fd5b8580fd5b8480fd5b8380fd5b825b80fd5b50346107a857806003193601126107a85760206001600160401b0360105460581c16604051908152f35b50346107a85760203660031901126107a857604060209163ffffffff6107f96138ef565b168152600783522054604051908152f35b50346107a85760403660031901126107a8576004359060ff82169182810361098d576024356001600160401b0381116107a65761084b9036906004016139a9565b9361085461446d565b80158015610983575b6109725750600d54926001600160401b038416936040516020810190610897816108898a888a8761416c565b03601f198101835282613b1f565b51902090600160401b81101561095e578060016108b79201600d55614154565b819291549060031b91821b915f19901b1916179055600e5490600160401b82101561094a575060209484926109138360017f15c039d3021a7426a02a8951ba67428475c5c775936a666cb6727b98b37f38479501600e55613f63565b81549060031b906001600160401b03804216831b921b191617905561093f60405192839233978461416c565b0390a3604051908152f35b634e487b7160e01b81526041600452602490fd5b634e487b7160e01b83526041600452602483fd5b62240c1960e51b8452600452602483fd5b506005811161085d565b5080fd5b50346107a85760203660031901126107a8576109ab613928565b90600d546001600160401b038316908110156109f9576040836001600160401b036109e56109d883614154565b90549060031b1c92613f63565b90549060031b1c1682519182526020820152f35b630b2afe1b60e01b825260045260249150fd5b50346107a857806003193601126107a8576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346107a857806003193601126107a8576020610a6c614aef565b604051908152f35b50346107a85760203660031901126107a857604060809163ffffffff610a986138ef565b8260608551610aa681613b04565b82815282602082015282878201520152168152601160205220604051610acb81613b04565b6001600160401b0360ff83541692838352600181015460208401908152606060038460028501541693604087019485520154940193845260405194855251602085015251166040830152516060820152f35b50346107a85760203660031901126107a857604060209163ffffffff610b416138ef565b168152600683522054604051908152f35b50346107a85760203660031901126107a85760ff60406020926004358152600f84522054166040519015158152f35b50346107a8576102a03660031901126107a857610b9c61397f565b90610ba5613955565b9060a03660431901126107a857366102a4116107a857610bc3614186565b610bcb61446d565b610bd482614067565b15610e3657610be283614d8d565b6001600160401b038316926108008401808511610e22576001600160401b03600a54161015610e0e57604080516044356020820190815260643592820192909252608435606082015260a4356080820181905260c43560a0830152939190610c4d8160c08101610889565b51902091849563ffffffff8316965b600e8110610db95750610d6a5750507f0000000000000000000000000000000000000000000000000000000000000000905b03610d5b578282526007602052604082205480821115610d3f5760209482610cd96040937f2fd83d5e9f5d240bed47a97a24cf354e4047e25edc2da27b01fd95e5e8a0c9a595614029565b9585526007875282852055610d0f85827f00000000000000000000000000000000000000000000000000000000000000006144cf565b8151858152868101949094526001600160a01b031692a260015f51602061507c5f395f51905f5255604051908152f35b636e34ee0b60e11b83526001600160a01b038516600452602483fd5b6342525deb60e11b8252600482fd5b6107ff16604081029080820460401490151715610da5576203ffff610d9392600e1c1690613adc565b8352600c602052604083205490610c8e565b634e487b7160e01b5f52601160045260245ffd5b9360018089871c16145f14610dec57600e85101561075a578460051b60e4013587526020526001604087205b9401610c5c565b600e85101561075a578460051b60e40190875235602052600160408720610de5565b6303eda36160e11b83526004849052602483fd5b634e487b7160e01b84526011600452602484fd5b6001600160401b0360249263691cc9a560e01b835216600452fd5b50346107a857806003193601126107a857602063ffffffff60025416604051908152f35b50346107a8576105a03660031901126107a857610e906138ef565b608036602319011261098d576104a03660a319011261098d5761054435906001600160401b0382116107a65761012060031983360301126107a6576105643590610584356001600160401b03811161079e57610ef09036906004016139a9565b9093610efa614186565b6040610f05846148f0565b92610f0e614aef565b610f568351988993849363425b2b2f60e01b8552600485015260806024850152610f3e6084850188600401613c52565b918a6044860152600319858403016064860152613b77565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa9485156110d857869087966110b4575b50159182156110a8575b8215611095575b508115611086575b5061106e57600360405191610fc183613b04565b60028352602083019384526001600160401b0360408401814216815263ffffffff60608601938985521695868952601160205260ff60408a2096511660ff1987541617865551600186015551166001600160401b036002850191166001600160401b0319825416179055519101557fd7b5b464729b47cc2cf9613ebd7ce7039d59b2e32853463ef1f363cb418c9ae6602060405160028152a360015f51602061507c5f395f51905f525580f35b63512cf55360e01b845263ffffffff16600452602483fd5b60e4915001354210155f610fad565b6020015160ff166001141591505f610fa5565b80518614159250610f9e565b90506110d091955060403d60401161066a576106598183613b1f565b94905f610f94565b6040513d88823e3d90fd5b50346107a85760203660031901126107a857602061110f61110261397f565b61110a614186565b614577565b60015f51602061507c5f395f51905f5255604051908152f35b50346107a85760203660031901126107a857600435611145614186565b80156112d5576040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811691602081602481865afa9182156112ca5784918693611291575b50926111b7602092602495309033906142aa565b6040516370a0823160e01b815230600482015293849182905afa8015610671578490611259575b6111e89250614029565b81810361124357506040816112207f644d2aa06d4f63348089f9438ef6246ed82252dd0eb4b3104a0679250983c57493600954613adc565b8060095582519182526020820152a160015f51602061507c5f395f51905f525580f35b6044929163049c0a1d60e11b8352600452602452fd5b506020823d602011611289575b8161127360209383613b1f565b81010312611285576111e891516111de565b5f80fd5b3d9150611266565b915091506020813d6020116112c2575b816112ae60209383613b1f565b8101031261128557519083906111b76111a3565b3d91506112a1565b6040513d87823e3d90fd5b631f2a200560e01b8252600482fd5b50346107a857806003193601126107a85760206001600160401b0360105460181c16604051908152f35b50346107a8576107c03660031901126107a8576113296138ef565b9060803660231901126107a8576104a03660a31901126107a857610544356001600160401b03811161098d57610120600319823603011261098d576102603661056319011261098d576114059061137e614186565b82611388856148f0565b91611391614aef565b60405194859283926305855ee760e21b845260048401524260248401526113ef6044840187608080918051845260ff6020820151166020850152604081015160408501526001600160401b0360608201511660608501520151910152565b61036060e4840152610364830190600401613c52565b6114126101048301613d65565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa9182156114db578390849361148d575b5015611474576114609293614c19565b60015f51602061507c5f395f51905f525580f35b63512cf55360e01b835263ffffffff8416600452602483fd5b9250503d8084843e61149f8184613b1f565b82016040838203126107a2576114b483613b6a565b926020810151906001600160401b03821161079a576114d4929101613bae565b915f611450565b6040513d85823e3d90fd5b50346107a85760603660031901126107a857611500613928565b6115086139fa565b611510613915565b611518614186565b60026115238461433c565b0154611568677fffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000060011c166001600160401b038360601c16613adc565b4210156116b057821561168b5763ffffffff1663ffffffff821610155b61167c578061159a63ffffffff92848661453a565b8552600f60205260408520805460ff191660011790557f00000000000000000000000000000000000000000000000000000000000000008061162a575b5060405192151583521660208201527f3135da1d95d54b5867da2083da669c673f31301e285ed82e5769aada37dd4a7060406001600160401b0333941692a360015f51602061507c5f395f51905f525580f35b611676907f0000000000000000000000000000000000000000000000000000000000000000337f00000000000000000000000000000000000000000000000000000000000000006142aa565b5f6115d7565b6342525deb60e11b8452600484fd5b5063ffffffff811680159081156116a3575b50611585565b620fffff9150115f61169d565b633b524a1f60e21b85526001600160401b038416600452602485fd5b50346107a85760603660031901126107a8576116e6613928565b6116ee6139fa565b6117116116f9613915565b611701614186565b61170a8461433c565b928461453a565b8352600f60205260ff604084205416156118445760026001600160401b0391015460601c166001600160401b037f000000000000000000000000000000000000000000000000000000000000000016600381029080820460031490151715610e2257906117819160021c90613adc565b80421061183257506001600160401b0361179a82613abe565b166001600160401b0319600a541617600a55600954908260095560ff60105461010061ff00198216176010551615611825575b604051600381528260208201525f51602061505c5f395f51905f5260406001600160401b0333941692a3806105e5575060015f51602061507c5f395f51905f525580f35b634e487b7160e01b5f52602160045260245ffd5b61182d614479565b6117cd565b63e7e3e4a960e01b8352600452602482fd5b63198580dd60e31b8352600483fd5b50346107a85760203660031901126107a857600435611870614186565b61187861446d565b80156112d5576040516370a0823160e01b81523060048201527f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216602082602481845afa9182156112ca578592611aaf575b509060206024926118e7863033886142aa565b6040516370a0823160e01b815230600482015293849182905afa80156112ca578590611a7b575b6119189250614029565b828103611a64575081338452600360205263ffffffff6040852054169182156119a2575b505063ffffffff16825260056020526040822061195a828254613adc565b90556040519081528160208201527f35dbbfd0d3585577ae3feb7437be44befd94c36d05e086795fa0016e0d22d49660403392a260015f51602061507c5f395f51905f525580f35b91509291506119b0336141be565b7f00000000000000000000000000000000000000000000000000000000000000009182851115611a2d576119eb8363ffffffff949596614029565b93806119fb575b5081925061193c565b611a26917f0000000000000000000000000000000000000000000000000000000000000000906144cf565b5f806119f2565b50509160018301809311611a505760449263049c0a1d60e11b8352600452602452fd5b634e487b7160e01b82526011600452602482fd5b63049c0a1d60e11b84526004839052602452604483fd5b506020823d602011611aa7575b81611a9560209383613b1f565b8101031261128557611918915161190e565b3d9150611a88565b91506020823d602011611adc575b81611aca60209383613b1f565b810103126112855790519060206118d4565b3d9150611abd565b50346107a857806003193601126107a85760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346107a85760203660031901126107a8576020611b4c611b4761397f565b6140e2565b6040516001600160a01b039091168152f35b50346107a857806003193601126107a857602060ff60105460101c166040519015158152f35b50346107a857806003193601126107a85760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346107a85760203660031901126107a857604060209163ffffffff611bec6138ef565b168152600583522054604051908152f35b50346107a85760203660031901126107a8576020611c21611c1c613928565b614067565b6040519015158152f35b50346107a85760203660031901126107a857600435611c4861446d565b80156112d55763ffffffff611c5c33614d8d565b168083526006602052611c73826040852054613adc565b908352600660205280604084205560405191825260208201527f24b91f4f47caf44230a57777a9be744924e82bf666f2d5702faf97df35e60f9f60403392a280f35b50346107a85760203660031901126107a85760209063ffffffff906040906001600160a01b03611ce361397f565b16815260038452205416604051908152f35b50346107a857806003193601126107a85760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346107a857806003193601126107a857611dd990611d777f0000000000000000000000000000000000000000000000000000000000000000614dfb565b90611da17f0000000000000000000000000000000000000000000000000000000000000000614dfb565b906020611de760405193611db58386613b1f565b8385525f368137604051968796600f60f81b885260e08589015260e08801906139d6565b9086820360408801526139d6565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b828110611e1e57505050500390f35b835185528695509381019392810192600101611e0f565b50346107a857806003193601126107a85760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b50346107a8576109003660031901126107a857611e8b613928565b608036602319011261098d5760a4359060c43563ffffffff81168091036107a25760e435906001600160401b03821680920361079e57366109041161079e577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036123a957611f0261446d565b6009547f0000000000000000000000000000000000000000000000000000000000000000908181106123945750506001600160401b03600a5416936001600160401b03611f4e86614036565b16946001600160401b03851695860361236c57808752600b60205260408720904285118015612353575b801561233a575b612327571515806122db575b612285575063010000008211612271576040805190919061082090611fb08282613b1f565b8381526001600160401b03841161225d576020810191601f1901368337885b84811061223f57506020805b6121af5750511561219b575160243580910361218c5782519060208201908152604435848301526064356001600160401b038116809103612188576060830152608435916001600160401b038316809303612188576107ff9260808201526080815261204860a082613b1f565b519020951682810290808204841490151715610da557875b83811061216057505091817f36e53da0386c5054da6b8c32c811d09e286bc72808c198ce3566971d7ea99e789593608095935161209c81613ae9565b858152888a63ffffffff8060026020860195878752888101968a88528960608301968d88528f8401986001600160401b0342168a528152600b6020522091518255516001820155019451161663ffffffff1984541617835551906bffffffffffffffff000000008354916001600160401b0360601b905160601b169260201b169073ffffffffffffffffffffffffffffffff00000000191617179055876001600160401b0319600a541617600a55815194855260208501528301526060820152a280f35b8061216c600192614054565b356121778285613adc565b8b52600c602052858b205501612060565b8980fd5b6342525deb60e11b8852600488fd5b634e487b7160e01b88526032600452602488fd5b895b8181106121c2575060011c80611fdb565b600181901b6001600160ff1b038216820361222b576121e18185614c05565b51906001810180911161221757906121fc6001939286614c05565b51908d52602052868c206122108286614c05565b52016121b1565b634e487b7160e01b8d52601160045260248dfd5b634e487b7160e01b8c52601160045260248cfd5b8061224b600192614054565b356122568285614c05565b5201611fcf565b634e487b7160e01b5f52604160045260245ffd5b63e59fdd3160e01b86526004829052602486fd5b866122cc6001600160401b036002602494015460601c166001600160401b037f00000000000000000000000000000000000000000000000000000000000000001690613adc565b6311d945e760e11b8252600452fd5b506123206001600160401b03600283015460601c166001600160401b037f00000000000000000000000000000000000000000000000000000000000000001690613adc565b4210611f8b565b62b0811560e51b88526004859052602488fd5b506001600160401b03600283015460201c168510611f7f565b506001600160401b03600283015460601c168510611f78565b86866001600160401b03612381604494614036565b632abeb08d60e21b845216600452602452fd5b63059d2d8360e11b8752600452602452604485fd5b63472511eb60e11b855233600452602485fd5b50346107a8576102803660031901126107a8576123d761397f565b60a036602319011261098d57366102841161098d576123f4614186565b6123fd81614d8d565b90612406614dc7565b5060105460581c916001600160401b038316926108008401808511612672576001600160401b03600a5416101561265e5760408051602435602082018181526044359383018490526064356060840152608435608084015260a43560a08401529294909392909161247a8160c08101610889565b51902091879663ffffffff8316975b600e811061260957506125ce5750507f0000000000000000000000000000000000000000000000000000000000000000905b036125bf57906124f06124dd6124f59386885260056020526040882054613adc565b8587526008602052604087205490613adc565b614029565b82845260076020526040842054808211156125a35760209461251960409284614029565b94815260078652205561254d82827f00000000000000000000000000000000000000000000000000000000000000006144cf565b604080518381526001858201526001600160a01b03909216917f2fd83d5e9f5d240bed47a97a24cf354e4047e25edc2da27b01fd95e5e8a0c9a59190a260015f51602061507c5f395f51905f5255604051908152f35b636e34ee0b60e11b85526001600160a01b038316600452602485fd5b6342525deb60e11b8552600485fd5b6107ff16604081029080820460401490151715610da5576203ffff6125f792600e1c1690613adc565b8652600c6020526040862054906124bb565b936001808a871c16145f1461263c57600e85101561075a578460051b60c401358a52602052600160408a205b9401612489565b600e85101561075a578460051b60c401908a5235602052600160408a20612635565b6303eda36160e11b85526004849052602485fd5b634e487b7160e01b86526011600452602486fd5b50346107a857806003193601126107a8576020600954604051908152f35b50346107a85760c03660031901126107a8576126be613928565b6126c6613955565b60803660431901126107a6576126da614186565b6126e38261433c565b600e54916001600160401b038116928310156128265761270a6001600160401b0391613f63565b90549060031b1c166001600160401b03600283015460201c16111561281257604051602081019061273a82613fa3565b6080815261274960a082613b1f565b5190209054036128035760a4356001600160401b0381169081810361079e575011610623576001600160401b0361277f82613abe565b166001600160401b0319600a541617600a55600954908260095560ff60105461010061ff001982161760105516156127f6575b604051600281528260208201525f51602061505c5f395f51905f5260406001600160401b0333941692a3806105e5575060015f51602061507c5f395f51905f525580f35b6127fe614479565b6127b2565b6342525deb60e11b8352600483fd5b6371f32d3360e01b84526004829052602484fd5b630b2afe1b60e01b85526004839052602485fd5b50346107a8576103c03660031901126107a857612855613928565b61285d613902565b906103603660431901126107a6576103a4356001600160401b0381116107a25761288b9036906004016139a9565b906001600160401b0380600a5416931692831161299a57828552600b6020526040852063ffffffff8060028301541695169485101561298b578460016128d29201546143c4565b6064356128e0368484613f1e565b60208151910120810361298b5760405160208101908582526001604082015286606082015260608152612914608082613b1f565b5190208652600f6020526040862060ff198154169055604051916044359060ff82168092036106cd577fc28f7149c0310fd185887522b747587689d348a218dccd27b531ccc0b0ab064194849361298593855260208501526084356040850152608060608501526080840191613b77565b0390a380f35b6342525deb60e11b8652600486fd5b632938879b60e21b85526004839052602485fd5b50346107a857806003193601126107a8576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346107a857806003193601126107a85760206001600160401b03600d5416604051908152f35b50346107a8576109003660031901126107a857612a356138ef565b608036602319011261098d576104a03660a319011261098d57610544356001600160401b0381116107a65761012060031982360301126107a657610260366105631901126107a657610100366107c31901126107a657826108c4356001600160a01b0381169081900361098d576108e4356001600160401b0381116107a657612ac29036906004016139a9565b612acd929192614186565b612b52612ad9876148f0565b95612b3c612ae5614aef565b604080516262907d60e51b815260048101929092524260248301528951604483015260208a015160ff166064830152890151608482015260608901516001600160401b031660a482015260809098015160c4890152565b6104a060e48801526104a4870190600401613c52565b612b5f6101048701613d65565b6107c4356103648701526107e4356103848701526001600160401b03612b8361393e565b166103a48701526108243561ffff811680910361079a576103c48701526108443580151580910361079a576103e487015261086435610404870152610884356104248701526108a435916001600160401b03831680930361079a5786948594612c049461044487015261046486015260031985840301610484860152613b77565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa9081156114db578384918593612d42575b5015612d295760208101928460ff855116600381145f14612c6a5750506114609350614c19565b60ff919450927fd7b5b464729b47cc2cf9613ebd7ce7039d59b2e32853463ef1f363cb418c9ae69360036020946001600160401b036040850151816060870151169087604063ffffffff60808a015196825199612cc68b613b04565b8a528c8a01948552828a0195865260608a01978852169c8d815260118c5220965116881987541617865551600186015551166001600160401b036002850191166001600160401b03198254161790555191015551945116604051908152a3611460565b63512cf55360e01b845263ffffffff8316600452602484fd5b925050503d8084833e612d558183613b1f565b8101908082039060e0821261079e5760a0612d6f82613b6a565b92601f19011261079e5760405192612d8684613ae9565b60208201518452604082015160ff811681036107965760208501526060820151604085015260808201516001600160401b038116810361079657606085015260a0820151608085015260c08201516001600160401b03811161079657612dec9201613bae565b91905f612c43565b346112855760c036600319011261128557612e0d61397f565b6084359060a4356001600160401b03811161128557612e309036906004016139a9565b92612e39614186565b612e4161446d565b6040516374a5008160e11b81526001600160a01b038481166004830181905260248301849052937f000000000000000000000000000000000000000000000000000000000000000090911691602081604481865afa908115612f51575f91612f5c575b5015612eb6575b602061110f86614577565b612ebf856140e2565b90823b15611285575f94612f228692604051998a978896879563cf09299560e01b8752600487015260018060a01b0316602486015260243560448601526044356064860152606435608486015260a485015260e060c485015260e4840191613b77565b03925af1908115612f515760209261110f92612f41575b819281612eab565b5f612f4b91613b1f565b5f612f39565b6040513d5f823e3d90fd5b90506020813d602011612f8e575b81612f7760209383613b1f565b8101031261128557612f8890613b6a565b87612ea4565b3d9150612f6a565b3461128557602036600319011261128557612faf613928565b612fb7613b40565b506001600160401b0380600a54169116908111613053575f52600b60205260a060405f206001600160401b0360405191612ff083613ae9565b8181549384815263ffffffff600260018501549460208401958652015493604083019082861682528460806060860195828960201c168752019660601c168652604051978852516020880152511660408601525116606084015251166080820152f35b632938879b60e21b5f5260045260245ffd5b34611285576103e03660031901126112855761307f613928565b613087613902565b9060803660431901126112855760a03660c319011261128557366103e411611285576001600160401b0380600a5416911690811161305357805f52600b60205260405f205460405160208101906130dd82613fa3565b608081526130ec60a082613b1f565b519020036131e95760c43560e435610104359161012435610144359060405160208101906131418161088986868b8b8b899192608093969594919660a084019784526020840152604083015260608201520152565b51902063ffffffff5f9816975b601481106131f85750604435036131e9577f44ea3e5beb44ea3ea90da6037e567dfe6b0c37722fa1e60b435475c050a5ce91946103209460405160208101908982525f60408201528a6060820152606081526131ab608082613b1f565b5190205f52600f60205260405f2060ff198154169055604051948552602085015260408401526060830152608082015261028061016460a0830137a3005b6342525deb60e11b5f5260045ffd5b906001808a841c16145f146132245761321082614527565b355f52602052600160405f205b910161314e565b61322d82614527565b35905f52602052600160405f2061321d565b34611285575f366003190112611285576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b34611285575f3660031901126112855761329b614186565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811633036133895760105460ff8160081c1661337a5760101c60ff161561336b5760095490811561335c57816133427f0693debc661ba0b6fa6985694ed2d1e018fcbac46275653715f2409ea135471a936020935f6009557f00000000000000000000000000000000000000000000000000000000000000006144cf565b604051908152a160015f51602061507c5f395f51905f5255005b631f2a200560e01b5f5260045ffd5b6370858df160e01b5f5260045ffd5b6323777ded60e11b5f5260045ffd5b63472511eb60e11b5f523360045260245ffd5b34611285575f36600319011261128557602060ff601054166040519015158152f35b34611285575f366003190112611285576133d661446d565b6001600160401b03600a54165f52600b6020526134306001600160401b03600260405f20015460601c166001600160401b037f00000000000000000000000000000000000000000000000000000000000000001690613adc565b80421061348e5760016010546affffffffffffffff0000004260181b16906affffffffffffffff0000ff191617176010557f1a1e11968afa77413a98237726dbff2cac92504c19cd2c3aa7d29bfb3f7741ca602060405160018152a1005b6328dbcc8f60e21b5f5260045260245ffd5b346112855760203660031901126112855763ffffffff6134be6138ef565b165f526008602052602060405f2054604051908152f35b3461128557610380366003190112611285576134ef613928565b61036036602319011261128557613504614186565b61350d8161433c565b600281015463ffffffff168061361857506001600160401b0361352f83613abe565b165f52600b60205260405f2054905b5414613609576001600160401b0361355582613abe565b166001600160401b0319600a541617600a55600954905f60095560ff60105461010061ff001982161760105516156135fc575b604051600181528260208201525f51602061505c5f395f51905f5260406001600160401b0333941692a3806135cb575b60015f51602061507c5f395f51905f5255005b6135f690337f00000000000000000000000000000000000000000000000000000000000000006144cf565b806135b8565b613604614479565b613588565b63bb6a9cb560e01b5f5260045ffd5b63ffffffff61362b600184015492613aa6565b16906024359160ff83169283810361128557506064359260405160208101918252604435604082015284606082015260608152613669608082613b1f565b519020905f905b60188210613685575050036131e9579061353e565b909160018083851c16145f146136ba57601883101561075a578260051b608401355f52602052600160405f205b920190613670565b601883101561075a578260051b608401905f5235602052600160405f206136b2565b34611285575f3660031901126112855760105460ff8116156137a45760ff8160101c1661379557600a54906001600160401b0382169161371b83614067565b156137825772ffffffffffffffff0000000000000000ff00001990911660589190911b67ffffffffffffffff60581b161762010000176010556040519081527f119fca767239dfbe400acfa805fa52c52bafaab7956b03581dc6d396915c8bec90602090a1005b8263691cc9a560e01b5f5260045260245ffd5b63ad2f380d60e01b5f5260045ffd5b6311465c5d60e21b5f5260045ffd5b34611285575f366003190112611285576137cb614186565b60206137d5613a09565b60015f51602061507c5f395f51905f525563ffffffff60405191168152f35b34611285575f3660031901126112855760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34611285575f3660031901126112855760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34611285575f36600319011261128557602060ff60105460081c166040519015158152f35b34611285575f3660031901126112855760206001600160401b03600a5416604051908152f35b346112855760203660031901126112855760209063ffffffff6138d46138ef565b165f9081526004835260409020546001600160a01b03168152f35b6004359063ffffffff8216820361128557565b6024359063ffffffff8216820361128557565b6044359063ffffffff8216820361128557565b600435906001600160401b038216820361128557565b61080435906001600160401b038216820361128557565b602435906001600160401b038216820361128557565b35906001600160401b038216820361128557565b600435906001600160a01b038216820361128557565b35906001600160a01b038216820361128557565b9181601f84011215611285578235916001600160401b038311611285576020838186019501011161128557565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b60243590811515820361128557565b335f52600360205263ffffffff60405f20541680613aa35750613a2b336141be565b907f000000000000000000000000000000000000000000000000000000000000000080613a555750565b613aa1907f0000000000000000000000000000000000000000000000000000000000000000337f00000000000000000000000000000000000000000000000000000000000000006142aa565b565b90565b63ffffffff5f199116019063ffffffff8211610da557565b6001600160401b035f19911601906001600160401b038211610da557565b91908201809211610da557565b60a081019081106001600160401b0382111761225d57604052565b608081019081106001600160401b0382111761225d57604052565b90601f801991011681019081106001600160401b0382111761225d57604052565b60405190613b4d82613ae9565b5f6080838281528260208201528260408201528260608201520152565b5190811515820361128557565b908060209392818452848401375f828201840152601f01601f1916010190565b6001600160401b03811161225d5760051b60200190565b81601f8201121561128557805190613bc582613b97565b92613bd36040519485613b1f565b82845260208085019360061b8301019181831161128557602001925b828410613bfd575050505090565b6040848303126112855760405190604082018281106001600160401b0382111761225d576040528451906001600160a01b03821682036112855782602092604094528287015183820152815201930192613bef565b610120820191906001600160a01b03613c6a82613995565b1682526001600160a01b03613c8160208301613995565b1660208301526040810135601e1982360301811215611285578101602081359101936001600160401b038211611285578160051b36038513611285578190610120604086015252610140830193905f5b818110613d2857505050606081013560ff81168103611285576101009160ff83921660608501526080810135608085015260a081013560a085015260c081013560c085015260e081013560e0850152013591015290565b909194602080600192838060a01b03613d408a613995565b168152019601929101613cd1565b6004111561181157565b9060058210156118115752565b61056435600481101561128557613d7b81613d4e565b81526105843560ff81168091036112855760208201526105a43560ff81168091036112855760408201526105c435600581101561128557613dc0906060830190613d58565b6105e435600581101561128557613ddb906080830190613d58565b61060435600581101561128557613df69060a0830190613d58565b6106243561ffff81168091036112855760c08201526106443561ffff81168091036112855760e08201526106643561ffff81168091036112855761010082015261068435801515809103611285576101208201526106a43563ffffffff8116809103611285576101408201526106c43563ffffffff8116809103611285576101608201526106e43563ffffffff8116809103611285576101808201526107043563ffffffff8116809103611285576101a08201526107243563ffffffff8116809103611285576101c08201526107443563ffffffff8116809103611285576101e0820152610764356001600160a01b0381169081900361128557610200820152610784356001600160a01b03811690819003611285576102208201526102406107a435910152565b9291926001600160401b03821161225d5760405191613f47601f8201601f191660200184613b1f565b829481845281830111611285578281602093845f960137010152565b90600e5482101561075a57600e5f52600282901c7fbb7b4a454dc3493923482f07822329ed19e8244eff582cc204f8554c3620c3fd019160031b60181690565b604435815260643560208201526084356001600160401b03811680910361128557604082015260a435906001600160401b0382168092036112855760600152565b610724358152610744356020820152610764356001600160401b03811680910361128557604082015261078435906001600160401b0382168092036112855760600152565b91908203918211610da557565b6001600160401b036001911601906001600160401b038211610da557565b604081101561075a5760051b6101040190565b6001600160401b0380600a541691169081116140dd5780156140d7575f52600b6020526140d16001600160401b03600260405f20015460601c166001600160401b037f00000000000000000000000000000000000000000000000000000000000000001690613adc565b42101590565b50600190565b505f90565b600b906102226040516140f86020830182613b1f565b8181526020810191614e3a83395190209060405191604083015260018060a01b031660208201523081520160ff8153605590206001600160a01b031690565b919082604091031261128557602061414e83613b6a565b92015190565b600d5481101561075a57600d5f5260205f2001905f90565b60409060ff613aa395931681528160208201520191613b77565b60025f51602061507c5f395f51905f5254146141af5760025f51602061507c5f395f51905f5255565b633ee5aeb560e01b5f5260045ffd5b6001600160a01b03165f8181526003602052604090205490919063ffffffff16806142a6575081156142935760025463ffffffff8116620fffff8110156142845763ffffffff8114610da55760010163ffffffff8116809263ffffffff19161760025592805f52600360205260405f208263ffffffff19825416179055815f52600460205260405f20816bffffffffffffffffffffffff60a01b8254161790557f7d263e6f741197e6aa54802bf9dc0302242dba5461171a0abd1a431c66b46f965f80a3565b639ed3ecbb60e01b5f5260045ffd5b5063bfc6c33760e01b5f5260045260245ffd5b9150565b6040516323b872dd60e01b5f9081526001600160a01b039384166004529290931660245260449390935260209060648180865af19060015f511482161561431b575b6040525f606052156142fb5750565b635274afe760e01b5f9081526001600160a01b0391909116600452602490fd5b90600181151661433357823b15153d151616906142ec565b503d5f823e3d90fd5b60ff60105460101c166143b5576001600160401b03811690811580156143a1575b61438e5761436a90614067565b61437c575f52600b60205260405f2090565b634e974da560e01b5f5260045260245ffd5b50632938879b60e21b5f5260045260245ffd5b506001600160401b03600a5416821161435d565b6325de280960e11b5f5260045ffd5b9060443560ff81169081810361128557506040516020810191825260643560408201526084356060820152606081526143fe608082613b1f565b519020905f905b60188210614416575050036131e957565b909160018083851c16145f1461444b57601883101561075a578260051b60a401355f52602052600160405f205b920190614405565b601883101561075a578260051b60a401905f5235602052600160405f20614443565b60ff601054166143b557565b60016010546affffffffffffffff0000004260181b16906affffffffffffffff0000ff191617176010557f1a1e11968afa77413a98237726dbff2cac92504c19cd2c3aa7d29bfb3f7741ca60206040515f8152a1565b916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180865af19060015f511482161561450f575b604052156142fb5750565b90600181151661433357823b15153d15161690614504565b601481101561075a5760051b6101640190565b9163ffffffff90604051926001600160401b0360208501951685521515604084015216606082015260608152614571608082613b1f565b51902090565b906001600160a01b03821661458b836140e2565b6040516370a0823160e01b81526001600160a01b03808316600483018190527f00000000000000000000000000000000000000000000000000000000000000009391841692909190602081602481875afa908115612f51575f916148be575b501561335c573b1561485f575b6040516370a0823160e01b815230600482015290602082602481865afa918215612f51575f9261482a575b5060205f9160246040518094819362b40d3160e11b83528860048401525af18015612f51576147f9575b506020602492604051938480926370a0823160e01b82523060048301525afa8015612f51575f906147c5575b6146829250614029565b938491835f52600360205263ffffffff60405f2054169182156146f3575b50507f35dbbfd0d3585577ae3feb7437be44befd94c36d05e086795fa0016e0d22d4969163ffffffff604092165f526005602052815f206146e2828254613adc565b9055815190815260016020820152a2565b90925061470091506141be565b7f000000000000000000000000000000000000000000000000000000000000000091828611156147a4579163ffffffff6040927f35dbbfd0d3585577ae3feb7437be44befd94c36d05e086795fa0016e0d22d4969461475f848a614029565b9380614772575b505092508193506146a0565b61479d917f0000000000000000000000000000000000000000000000000000000000000000906144cf565b5f80614766565b8560018401808511610da55763049c0a1d60e11b5f5260045260245260445ffd5b506020823d6020116147f1575b816147df60209383613b1f565b81010312611285576146829151614678565b3d91506147d2565b6020813d602011614822575b8161481260209383613b1f565b810103126112855750602061464c565b3d9150614805565b9091506020813d602011614857575b8161484660209383613b1f565b810103126112855751906020614622565b3d9150614839565b6040516102226148726020820183613b1f565b8082526020820190614e3a82398151156148af5790516001600160a01b03918691905ff5166145f7573d612f515763b06ebf3d60e01b5f5260045ffd5b631328927760e21b5f5260045ffd5b90506020813d6020116148e8575b816148d960209383613b1f565b8101031261128557515f6145ea565b3d91506148cc565b6148f8613b40565b50614901614dc7565b6040516020810190602435825260206024013560208301526001600160401b0361492e604060240161396b565b1660408301526001600160401b03614946608461396b565b1660608301526080815261495b60a082613b1f565b519020036131e95763ffffffff169060a4359160c4359260ff8416938481036112855760e4359461010435906001600160401b03821690818303611285576101243591604051906020820192878452604083015289606083015260808201528260a082015260a081526149cf60c082613b1f565b5190205f5b60208110614a985750604435036131e95760a03660a31901126112855760405160ff94614a0082613ae9565b81526020810193845260408101978852606081019283526080810191825296855f52601160205260405f20858154169384614a6f575b5050505050511660018114159081614a63575b50614a515750565b637350147f60e11b5f5260045260245ffd5b6002915014155f614a49565b60018201549360036001600160401b036002850154169301549052525281525f80808080614a36565b9060018088841c16145f14614acc57602082101561075a578160051b61014401355f52602052600160405f205b91016149d4565b602082101561075a578160051b61014401905f5235602052600160405f20614ac5565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480614bdc575b15614b4a577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a0815261457160c082613b1f565b507f00000000000000000000000000000000000000000000000000000000000000004614614b21565b805182101561075a5760209160051b010190565b91909160408301519060036001600160401b036060860151166001600160401b0360808701519163ffffffff60405195614c5287613b04565b8587526020870197885260408701928352606087019485521695865f52601160205260ff60405f2096511660ff1987541617865551600186015551166001600160401b036002850191166001600160401b0319825416179055519101555f5b8251811015614d5a57600190614cda6001600160a01b03614cd28387614c05565b515116614d8d565b63ffffffff6020614ceb8488614c05565b51015191165f526008602052614d0660405f20918254613adc565b9055818060a01b03614d188286614c05565b515116837f832034bd5b640a6a427f57429221868982608aad95465de4800590969fc7c940602080614d4a868a614c05565b510151604051908152a301614cb1565b5091905051907fd7b5b464729b47cc2cf9613ebd7ce7039d59b2e32853463ef1f363cb418c9ae6602060405160038152a3565b6001600160a01b03165f8181526003602052604090205463ffffffff1691908215614db55750565b63bfc6c33760e01b5f5260045260245ffd5b60105460ff8116156137a45760ff8160101c161561336b576001600160401b039060581c165f52600b60205260405f205490565b60ff811690601f8211614e2a5760405191614e17604084613b1f565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffdfe60a08060405234602757336080526101f6908161002c82396080518181816047015260a30152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816301681a621461007a575063e2fdcc1714610032575f80fd5b34610076575f366003190112610076576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610076576020366003190112610076576004356001600160a01b0381169190828103610076577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101e3576370a0823160e01b8252306004830152602082602481865afa9182156101d8575f9261017a575b508161010a575b602082604051908152f35b6040519063a9059cbb60e01b5f52336004528260245260205f60448180855af19060015f511482161561015b575b50906040521561014857816100ff565b50635274afe760e01b5f5260045260245ffd5b6001821516610171573b15153d15161684610138565b823d5f823e3d90fd5b90915060203d6020116101d1575b601f8101601f1916820167ffffffffffffffff8111838210176101bd57602091839160405281010312610076575190836100f8565b634e487b7160e01b5f52604160045260245ffd5b503d610188565b6040513d5f823e3d90fd5b63bc552e7760e01b5f523360045260245ffda4808c6e656c5f32e8ff92935228192c7c338fa9f1ba92b70a37ff4b5865885b9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00",
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
// the contract method with ID 0x71334227.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitWithdraw(address account, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[14] path) returns(uint256 amount)
func (asaLedger *AsaLedger) PackExitWithdraw(account common.Address, leaf IAsaLedgerTypesAccountLeaf, path [14][32]byte) []byte {
	enc, err := asaLedger.abi.Pack("exitWithdraw", account, leaf, path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x71334227.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitWithdraw(address account, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[14] path) returns(uint256 amount)
func (asaLedger *AsaLedger) TryPackExitWithdraw(account common.Address, leaf IAsaLedgerTypesAccountLeaf, path [14][32]byte) ([]byte, error) {
	return asaLedger.abi.Pack("exitWithdraw", account, leaf, path)
}

// UnpackExitWithdraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x71334227.
//
// Solidity: function exitWithdraw(address account, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[14] path) returns(uint256 amount)
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
// the contract method with ID 0x72f2a4d5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function postEpoch(uint64 epoch, (bytes32,bytes32,uint64,uint64) fields, bytes32 transitionsRoot, uint32 count, uint64 cutoff, bytes32[64] frontier) returns()
func (asaLedger *AsaLedger) PackPostEpoch(epoch uint64, fields IAsaLedgerTypesStateFields, transitionsRoot [32]byte, count uint32, cutoff uint64, frontier [64][32]byte) []byte {
	enc, err := asaLedger.abi.Pack("postEpoch", epoch, fields, transitionsRoot, count, cutoff, frontier)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPostEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72f2a4d5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function postEpoch(uint64 epoch, (bytes32,bytes32,uint64,uint64) fields, bytes32 transitionsRoot, uint32 count, uint64 cutoff, bytes32[64] frontier) returns()
func (asaLedger *AsaLedger) TryPackPostEpoch(epoch uint64, fields IAsaLedgerTypesStateFields, transitionsRoot [32]byte, count uint32, cutoff uint64, frontier [64][32]byte) ([]byte, error) {
	return asaLedger.abi.Pack("postEpoch", epoch, fields, transitionsRoot, count, cutoff, frontier)
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
// the contract method with ID 0xeb04224f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(address account, uint64 epoch, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[14] path) returns(uint256 amount)
func (asaLedger *AsaLedger) PackWithdraw(account common.Address, epoch uint64, leaf IAsaLedgerTypesAccountLeaf, path [14][32]byte) []byte {
	enc, err := asaLedger.abi.Pack("withdraw", account, epoch, leaf, path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeb04224f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(address account, uint64 epoch, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[14] path) returns(uint256 amount)
func (asaLedger *AsaLedger) TryPackWithdraw(account common.Address, epoch uint64, leaf IAsaLedgerTypesAccountLeaf, path [14][32]byte) ([]byte, error) {
	return asaLedger.abi.Pack("withdraw", account, epoch, leaf, path)
}

// UnpackWithdraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeb04224f.
//
// Solidity: function withdraw(address account, uint64 epoch, (uint256,uint256,uint256,uint256,uint256) leaf, bytes32[14] path) returns(uint256 amount)
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
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["FrontierGone"].ID.Bytes()[:4]) {
		return asaLedger.UnpackFrontierGoneError(raw[4:])
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
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["InvalidParameters"].ID.Bytes()[:4]) {
		return asaLedger.UnpackInvalidParametersError(raw[4:])
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

// AsaLedgerFrontierGone represents a FrontierGone error raised by the AsaLedger contract.
type AsaLedgerFrontierGone struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FrontierGone(uint64 epoch)
func AsaLedgerFrontierGoneErrorID() common.Hash {
	return common.HexToHash("0x07db46c2085fb29aab24f47ab839fc8934e9c806b0a8d61c06a28c3412705189")
}

// UnpackFrontierGoneError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FrontierGone(uint64 epoch)
func (asaLedger *AsaLedger) UnpackFrontierGoneError(raw []byte) (*AsaLedgerFrontierGone, error) {
	out := new(AsaLedgerFrontierGone)
	if err := asaLedger.abi.UnpackIntoInterface(out, "FrontierGone", raw); err != nil {
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

// AsaLedgerInvalidParameters represents a InvalidParameters error raised by the AsaLedger contract.
type AsaLedgerInvalidParameters struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidParameters()
func AsaLedgerInvalidParametersErrorID() common.Hash {
	return common.HexToHash("0xe52390909f87229f872871b8ab57a0e139663fb951ac6346f3852d332ca460b7")
}

// UnpackInvalidParametersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidParameters()
func (asaLedger *AsaLedger) UnpackInvalidParametersError(raw []byte) (*AsaLedgerInvalidParameters, error) {
	out := new(AsaLedgerInvalidParameters)
	if err := asaLedger.abi.UnpackIntoInterface(out, "InvalidParameters", raw); err != nil {
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
	ABI: "[{\"inputs\":[],\"name\":\"BadWitness\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"}],\"name\":\"BondMissing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BondSlashed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"CutoffOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochNotFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expected\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"given\",\"type\":\"uint64\"}],\"name\":\"EpochOutOfOrder\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"next\",\"type\":\"uint256\"}],\"name\":\"EpochTooSoon\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochAlreadyFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochNotFixed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"ForcedNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"FrontierGone\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InExitMode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"InvalidExitStep\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"InvalidKind\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidParameters\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"JobNotOpen\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFraud\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoPendingRequest\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"since\",\"type\":\"uint256\"}],\"name\":\"OperatorNotSilent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"due\",\"type\":\"uint256\"}],\"name\":\"RequestNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"RequestWindowClosed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyAccounts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"}],\"name\":\"TooManyTransitions\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"UnknownEpoch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"UnknownForced\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"AccountPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"AccountRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"}],\"name\":\"BondPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BondReclaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"DataRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"viaAddress\",\"type\":\"bool\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"EpochPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"enumIAsaLedgerTypes.Fault\",\"name\":\"fault\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"EpochVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ExitCredited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"ExitEpochFixed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"ExitJobProgressed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"silent\",\"type\":\"bool\"}],\"name\":\"ExitModeStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"ForcedQueued\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"TransitionPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"WithdrawalRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"exit\",\"type\":\"bool\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeExpire\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeForced\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"inner\",\"type\":\"bytes\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeOpen\",\"outputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"clientSig\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"acceptanceDeadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"acceptanceSig\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"internalType\":\"structAsaLedgerVerifier.OpenData\",\"name\":\"o\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeResult\",\"outputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"sig\",\"type\":\"bytes\"}],\"internalType\":\"structAsaLedgerVerifier.ResultData\",\"name\":\"d\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeSubmit\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeSync\",\"outputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"signedTotal\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"sig\",\"type\":\"bytes\"}],\"internalType\":\"structAsaLedgerVerifier.SyncData\",\"name\":\"d\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"name\":\"deliveryValid\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"expireOutcome\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structAsaLedgerVerifier.Credit[]\",\"name\":\"credits\",\"type\":\"tuple[]\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"}],\"name\":\"jobIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"sig\",\"type\":\"bytes\"}],\"name\":\"resultOutcome\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"next\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structAsaLedgerVerifier.Credit[]\",\"name\":\"credits\",\"type\":\"tuple[]\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"contractIAsaLedgerChain\",\"name\":\"chain\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"pre\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"internalType\":\"structIAsaLedgerTypes.AccountWitness[]\",\"name\":\"accounts\",\"type\":\"tuple[]\"}],\"name\":\"verify\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"post\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "fe70009d107d990aec7c819f2934c1e9a8",
	Bin: "0x6080806040523460155761462e908161001a8239f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c80630c520fa014610ad957806316157b9c14610a3e5780632a70062e146109ea5780633a2da29614610928578063425b2b2f146108195780634a80330414610740578063709bb23f146105855780637ecc184d14610323578063ac20c593146101ef578063c043d9b81461013d5763e7df744814610092575f80fd5b34610139576020366003190112610139576004356001600160401b038111610139576100c2903690600401610cce565b90818101604082820312610139576100d982610e4a565b9160208101356001600160401b03811161013957610126926100fc91830161170e565b936040519161012183610113888860208401611048565b03601f19810185528461111b565b612338565b61013560405192839283611048565b0390f35b5f80fd5b34610139576020366003190112610139576004356001600160401b0381116101395761016d903690600401610cce565b6101756116ca565b5061017e611b4a565b50808201916102a0818403126101395761019781611294565b9160208201356001600160401b03811161013957826101cb6101c1876101e394610135970161117d565b9660408301611446565b926040519161012183610113878b8b60208501611016565b60405193849384611016565b34610139576020366003190112610139576004356001600160401b0381116101395761021f903690600401610cce565b610227611c81565b9080830160a0848203126101395761023e84611294565b9160208501359460408101359560608201359360808301356001600160401b038111610139578301906102709161170e565b9260208701976040880194606089019660808a0198828a52818952838852858c5263ffffffff1692838b52604051958694602086015260408501526060840152608083015260a0820160a0905260c082016102ca91610ded565b03601f19810183526102dc908361111b565b6102e592612338565b604051948594602086525163ffffffff1660208601525160408501525160608401525160808301525160a0820160a0905260c0820161013591610ded565b34610139576020366003190112610139576004356001600160401b03811161013957610353903690600401610cce565b61035b611c0d565b9080830190838203906103e082126101395761037685611294565b9460208101356001600160401b038111610139578461039691830161117d565b926101006103a78660408501611446565b9161029f190112610139576040516103be816110e4565b6102a083013581526102c083013560208201526103de6102e084016115b6565b60408201526103f06103008401611278565b60608201526104026103208401611287565b608082015261034083013560a082015261036083013560c082015261042a61038084016115b6565b60e08201526103a0830135956001600160a01b0387168703610139576103c0840135926001600160401b0384116101395788610504986104e363ffffffff6101359d8b6020610481610113996101219c8e0161170e565b968760a082015260018060a01b03871660808201528a606082015288604082015201521695868d526104d86104cd6040519c8d9960208b01526103e060408b01526104008a0190610d43565b956060890190610e83565b6102c0870190610fba565b6001600160a01b03166103c0850152838203601f19016103e0850152610ded565b6040519182916020835263ffffffff815116602084015260a061053860208301516103e06040870152610400860190610d43565b9161054b60408201516060870190610e83565b61055e60608201516102c0870190610fba565b60808101515f196001841b01166103c08601520151838203601f19016103e0850152610ded565b34610139576020366003190112610139576004356001600160401b038111610139576105b5903690600401610cce565b906105be611bd3565b90828101926102e0828503126101395781356001600160401b03811161013957846105ea91840161117d565b9360208301356001600160401b038111610139578161060a91850161170e565b9260408101359360608201356001600160401b03811161013957610631908490840161170e565b9261063f9060808401611446565b9360208701976040880195606089019560808a0198828a52818852808952858c52838b52604051958694602086016102e09052610300860161068091610d43565b858103601f1901604087015261069591610ded565b906060850152601f198482030160808501526106b091610ded565b9060a083016106be91610e83565b03601f19810183526106d0908361111b565b6106d992612338565b6040519485946020865251602086016102e0905261030086016106fb91610d43565b9051858203601f190160408701526107139190610ded565b9151606085015251838203601f190160808501526107319190610ded565b905160a0830161013591610e83565b34610139576105e0366003190112610139576004356001600160a01b03811681036101395760643560ff81168103610139576084356001600160401b03811161013957610791903690600401610cce565b90929060803660a3190112610139576104a036610123190112610139576105c435936001600160401b0385116101395736602386011215610139578460040135936001600160401b03851161013957366024610320870288010111610139576024610805960193604435906024359061179d565b604080519215158352602083019190915290f35b34610139576080366003190112610139576024356004356001600160401b038211610139576101206003198336030112610139576064356001600160401b0381116101395761086c903690600401610cce565b6024610887610881949394368760040161117d565b846122c4565b940135916001600160a01b03831683036101395761091593604261090f9260405160208101907fdc9baeab6d1cb3c28d4be02717514c4f42f3fb30536f7b467a2d5b62aaef9cbc82528960408201526044356060820152606081526108ed60808261111b565b5190206040519161190160f01b835260028301526022820152209236916115e5565b91612359565b6040805191151582526020820192909252f35b34610139576020366003190112610139576004356001600160401b03811161013957610958903690600401610cce565b6109606116ca565b50808201916080818403126101395761097881611294565b9160208201356001600160401b038111610139578461099891840161117d565b936040830135906060840135936001600160401b038511610139576109c56109de9261013596830161170e565b93604051916101218361011388888d8d60208601610e11565b60405194859485610e11565b34610139576040366003190112610139576024356001600160401b03811161013957610120600319823603011261013957610a36610a2e602092369060040161117d565b6004356122c4565b604051908152f35b34610139576103603660031901126101395760a03660431901126101395760e4356001600160401b038111610139576101206003198236030112610139576102603661010319011261013957610aba90610aa5610a9a3661161b565b91369060040161117d565b610aae366112a5565b9160243560043561204d565b9061013560405192839215158352604060208401526040830190610cfb565b34610139576104a03660031901126101395760a03660431901126101395760e4356001600160401b0381116101395761012060031982360301126101395761026036610103190112610139576101003661036319011261013957610464356001600160a01b038116919082900361013957610484356001600160401b03811161013957610b6a903690600401610cce565b610b7592919261113c565b50610b9360405192610b8684611062565b5f8452369060040161117d565b6020830152610ba1366112a5565b604083015260405192610bb3846110e4565b6103643584526103843560208501526103a4356001600160401b03811681036101395760408501526103c43561ffff811681036101395760608501526103e43580151581036101395760808501526104043560a08501526104243560c085015261044435916001600160401b0383168303610139576101359585610c4a9460e0610c639801526060860152608085015236916115e5565b60a0820152610c583661161b565b602435600435611ccb565b6080604094929451948594151585528051602086015260ff6020820151166040860152604081015160608601526001600160401b0360608201511682860152015160a084015260e060c084015260e0830190610cfb565b35906001600160a01b038216820361013957565b9181601f84011215610139578235916001600160401b038311610139576020838186019501011161013957565b90602080835192838152019201905f5b818110610d185750505090565b825180516001600160a01b031685526020908101518186015260409094019390920191600101610d0b565b80516001600160a01b039081168352602080830151909116818401526040808301516101209185018290528051918501829052610140850194939201905f5b818110610dce575050506101008160ff6060839401511660608501526080810151608085015260a081015160a085015260c081015160c085015260e081015160e0850152015191015290565b82516001600160a01b0316865260209586019590920191600101610d82565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b90610e47949263ffffffff610e3492168352608060208401526080830190610d43565b9260408201526060818403910152610ded565b90565b359060ff8216820361013957565b60041115610e6257565b634e487b7160e01b5f52602160045260245ffd5b906005821015610e625752565b61024080918051610e9381610e58565b845260ff602082015116602085015260ff6040820151166040850152610ec160608201516060860190610e76565b610ed360808201516080860190610e76565b610ee560a082015160a0860190610e76565b61ffff60c08201511660c085015261ffff60e08201511660e085015261ffff61010082015116610100850152610120810151151561012085015263ffffffff6101408201511661014085015263ffffffff6101608201511661016085015263ffffffff6101808201511661018085015263ffffffff6101a0820151166101a085015263ffffffff6101c0820151166101c085015263ffffffff6101e0820151166101e085015260018060a01b036102008201511661020085015260018060a01b03610220820151166102208501520151910152565b6001600160401b0360e08092805185526020810151602086015282604082015116604086015261ffff606082015116606086015260808101511515608086015260a081015160a086015260c081015160c0860152015116910152565b93929061103e6110469363ffffffff6040931687526102a060208801526102a0870190610d43565b940190610e83565b565b60409060ff610e4794931681528160208201520190610ded565b60c081019081106001600160401b0382111761107d57604052565b634e487b7160e01b5f52604160045260245ffd5b60a081019081106001600160401b0382111761107d57604052565b61012081019081106001600160401b0382111761107d57604052565b61026081019081106001600160401b0382111761107d57604052565b61010081019081106001600160401b0382111761107d57604052565b604081019081106001600160401b0382111761107d57604052565b90601f801991011681019081106001600160401b0382111761107d57604052565b6040519061114982611091565b5f6080838281528260208201528260408201528260608201520152565b6001600160401b03811161107d5760051b60200190565b919091610120818403126101395760405190611198826110ac565b81936111a382610cba565b83526111b160208301610cba565b602084015260408201356001600160401b0381116101395782019080601f830112156101395781356111e281611166565b926111f0604051948561111b565b81845260208085019260051b82010192831161013957602001905b82821061126057505050610100918291604085015261122c60608201610e4a565b60608501526080810135608085015260a081013560a085015260c081013560c085015260e081013560e08501520135910152565b6020809161126d84610cba565b81520191019061120b565b359061ffff8216820361013957565b3590811515820361013957565b359063ffffffff8216820361013957565b6102609061010319011261013957604051906112c0826110c8565b816101043560048110156101395781526101243560ff811681036101395760208201526101443560ff811681036101395760408201526101643560058110156101395760608201526101843560058110156101395760808201526101a43560058110156101395760a08201526101c43561ffff811681036101395760c08201526101e43561ffff811681036101395760e08201526102043561ffff8116810361013957610100820152610224358015158103610139576101208201526102443563ffffffff81168103610139576101408201526102643563ffffffff81168103610139576101608201526102843563ffffffff81168103610139576101808201526102a43563ffffffff81168103610139576101a08201526102c43563ffffffff81168103610139576101c08201526102e43563ffffffff81168103610139576101e0820152610304356001600160a01b038116810361013957610200820152610324356001600160a01b03811681036101395761022082015261024061034435910152565b9190826102609103126101395760405161145f816110c8565b80928035600481101561013957825261147a60208201610e4a565b602083015261148b60408201610e4a565b6040830152606081013560058110156101395760608301526080810135600581101561013957608083015260a081013560058110156101395761024091829160a08501526114db60c08201611278565b60c08501526114ec60e08201611278565b60e08501526114fe6101008201611278565b6101008501526115116101208201611287565b6101208501526115246101408201611294565b6101408501526115376101608201611294565b61016085015261154a6101808201611294565b61018085015261155d6101a08201611294565b6101a08501526115706101c08201611294565b6101c08501526115836101e08201611294565b6101e08501526115966102008201610cba565b6102008501526115a96102208201610cba565b6102208501520135910152565b35906001600160401b038216820361013957565b6001600160401b03811161107d57601f01601f191660200190565b9291926115f1826115ca565b916115ff604051938461111b565b829481845281830111610139578281602093845f960137010152565b60a0906043190112610139576040519061163482611091565b81604435815260643560ff81168103610139576020820152608435604082015260a4356001600160401b0381168103610139576060820152608060c435910152565b91908260a09103126101395760405161168e81611091565b6080808294803584526116a360208201610e4a565b6020850152604081013560408501526116be606082016115b6565b60608501520135910152565b604051906116d7826110ac565b5f61010083828152826020820152606060408201528260608201528260808201528260a08201528260c08201528260e08201520152565b9080601f8301121561013957816020610e47933591016115e5565b356001600160401b03811681036101395790565b51906001600160401b038216820361013957565b919082604091031261013957610e4760208351930161173d565b6001600160401b036001911601906001600160401b03821161178957565b634e487b7160e01b5f52601160045260245ffd5b9291969495939560405193606085018581106001600160401b0382111761107d5760405260018060a01b0316918285526020850152604084019780895260e435926001600160401b03841693848103610139575061010435996001600160401b038b169a8b810361013957506040519461181686611091565b60a4358652602086019560c43587526040810191825260608101908d82525f6080820152809d60405163562dd64960e01b81526020816004818a5afa8015611961575f90611b0a575b6001600160401b03915016119760ff8a1694600686146119875750505050506001811090811561197c575b5061196c5789936118cd575b5050906118ad6118b39761012495949336916115e5565b926124aa565b156118c6576118c190612509565b600191565b505f905f90565b90919493926001600160401b0360606040920151166024825180948193633f3ae35f60e21b835260048301525afa8015611961576001600160401b03915f91611930575b50161061192357909186905f80611896565b505050505050505f905f90565b611952915060403d60401161195a575b61194a818361111b565b810190611751565b90505f611911565b503d611940565b6040513d5f823e3d90fd5b505050505050505050505f905f90565b60059150115f61188a565b95929b9950969350969c9b919a98949c15611ad55760406001600160401b038b51166024825180948193633f3ae35f60e21b835260048301525afa908115611961575f905f92611ae8575b506119de3685856115e5565b6020815191012003611ad5576001600160401b03169b8c1015611ac3576118c19b611a0993526123e0565b939092909180611ab5575b80611aa8575b611a48575b505050505050505050606081016001600160401b03611a408183511661176b565b169052612509565b611a8e976001600160401b0380610124975194519b5116915116906040519a8b94611a7286611091565b85526020850152604084015260608301525f60808301526124aa565b611aa0575b8080808080808080611a1f565b90505f611a93565b50600660ff841610611a1a565b50600160ff84161015611a14565b5050505050505050505050505f905f90565b505050505050505050505050505f905f90565b9050611b03915060403d60401161195a5761194a818361111b565b905f6119d2565b506020813d602011611b42575b81611b246020938361111b565b8101031261013957611b3d6001600160401b039161173d565b61185f565b3d9150611b17565b60405190611b57826110c8565b5f610240838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e082015282610200820152826102208201520152565b60405190611be082611091565b81611be96116ca565b8152606060208201525f60408201526060808201526080611c08611b4a565b910152565b60405190611c1a82611062565b606060a0835f8152611c2a6116ca565b6020820152611c37611b4a565b6040820152604051611c48816110e4565b5f81525f60208201525f60408201525f848201525f60808201525f838201525f60c08201525f60e0820152838201525f60808201520152565b60405190611c8e82611091565b60606080835f81525f60208201525f60408201525f838201520152565b9190820180921161178957565b8181029291811591840414171561178957565b90939193611cd761113c565b50606093602081015191611ceb83856122c4565b9384885114801590611fe9575b611fde5760408301928351604051611d14602082018093610e83565b6102608152611d256102808261111b565b519020608086015103611f7f5760608901611d576001600160401b0382511663ffffffff610160885101511690611cab565b841015611fd15760608201519687511490811591611fbe575b8115611fa2575b50611f7f57606086019261271061ffff85511611908115611f8b575b50611f7f5760408501918251611db7608084019160018060a01b0383511690612557565b9160808c01938451925f1985148015611f71575b611f6057600160a01b60019003905116918a5160208c015160408d01516001600160401b03168a5161ffff169d608081019e8f51151560a08301519160c08401519360e001516001600160401b0316946040519660208801987f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb808a5260408901526060880152608087015260a086015260c085015260e08401526101008301526101208201526101208152611e826101408261111b565b5190206040519161190160f01b835260028301526022820152604290209060a0015190611eae92612359565b15611f525760ff8160081c169460018601809611611789575161ffff166001600160fc1b0383168303611789578260041b60100180601011611789571b8560081b179061ff0019906001841b171617965115611f38575b50859052515114611f1b575b5050506001929190565b611f2893945051906125aa565b90600360208401525f8080611f11565b60909691960180609011611789576001901b17945f611f05565b50505050505050505f929190565b50505050505050505050505f929190565b506001851b84161515611dcb565b5050505050505f929190565b90506001600160401b0360e088015116105f611d93565b90506001600160401b038060408901511691511614155f611d77565b602088015160408c015114159150611d70565b505050505050505f929190565b50505050505f929190565b50600260ff60208a0151161415611cf8565b8051156120085760200190565b634e487b7160e01b5f52603260045260245ffd5b8051600110156120085760400190565b80518210156120085760209160051b010190565b9190820391821161178957565b9094939294606091612061878551926122c4565b036122ba5760405160208101906120788287610e83565b61026081526120896102808261111b565b5190206080870151036122ba5760208301600160ff82511614612226575160ff16600214801591906121fa575b506121f157506080015160ff60608501511660ff8260081c1610156121e6575060600180516005811015610e62576001036121c757506113885b61271061210260c08501928351611cb8565b04604051936060612113818761111b565b60028652601f19015f5b8181106121a457505060208101516040516121769392916001600160a01b031661214682611100565b815282602082015261215787611ffb565b5261216186611ffb565b505192516001600160a01b0390931692612040565b6040519161218383611100565b825260208201526121938361201c565b5261219d8261201c565b5060019190565b6020906040516121b381611100565b5f81525f8382015282828a0101520161211d565b516005811015610e62576003036121e0576127106120f0565b5f6120f0565b906118c192936125aa565b935050505f9190565b905061221f6001600160401b0360608501511663ffffffff6101608701511690611cab565b115f6120b6565b509150915060e0840151116122b45750604080519290612246818561111b565b60018452601f19015f5b818110612291575050805160c090910151604051916001600160a01b031661227783611100565b8252602082015261228783611ffb565b5261219d82611ffb565b6020906040516122a081611100565b5f81525f8382015282828801015201612250565b5f925090565b50935050505f9190565b6042916101006122d382612892565b9101516040519060208201927f0c8c62838fe6659579e92e4c4dbee10cf3fcd9ba2ad5499806b2c781f1fced518452604083015260608201526060815261231b60808261111b565b5190206040519161190160f01b8352600283015260228201522090565b6123439136916115e5565b6020815191012090602081519101200361013957565b9161236391612971565b5061236d81610e58565b15918261237957505090565b6001600160a01b03918216911614919050565b519060ff8216820361013957565b81601f82011215610139578051906123b1826115ca565b926123bf604051948561111b565b8284526020838301011161013957815f9260208093018386015e8301015290565b905f8160445a946040519485938492631cfbee8960e31b845260206004850152816024850152848401378181018301859052601f01601f19168101030181305afa805f925f9261245c575b5061245357505061243b906129ab565b5f905f9060405161244d60208261111b565b5f815290565b60019391925090565b925090503d805f843e61246f818461111b565b820191604081840312610139576124858161238c565b9260208201516001600160401b038111610139576124a3920161239a565b905f61242b565b959493929160ff16600181146124fc57600281146124f257600381146124e3576004146124da57610e4795613a55565b610e479561381d565b509193509150610e47936135a1565b50610e47956130d0565b50909150610e47946129eb565b8051906020810151906001600160401b03606081604084015116920151169060405192602084019485526040840152606083015260808201526080815261255160a08261111b565b51902090565b906001600160a01b03165f5b825181101561259457816001600160a01b0361257f838661202c565b51161461258e57600101612563565b91505090565b5050505f1990565b5f1981146117895760010190565b929160408401908151519260ff8260081c166125c581611166565b6125d2604051918261111b565b818152601f196125e183611166565b013660208301375f905f5f5b88811061280d5750508160011b918083046002149015171561178957889183116127e457506127106126438161263261ffff60e060c05f975b01519801511687611cb8565b049261263e8487612040565b611cb8565b04928260020193846002116117895761265b85611166565b94612669604051968761111b565b808652612678601f1991611166565b015f5b8181106127c15750506126d9906126d484879c60018060a01b03602082015116604051906126a882611100565b81528460208201526126b98a611ffb565b526126c389611ffb565b50516001600160a01b031694612040565b612040565b604051916126e683611100565b825260208201526126f68461201c565b526127008361201c565b5081156127ad578061271b8361272193979697049384611cb8565b90612040565b926002945f955b878710612739575050505050505050565b6001871b8216156127a3576127959061276660018060a01b0361275d8a875161202c565b51169786611cab565b6040519761277389611100565b885260208801526127838161259c565b9661278e828861202c565b528561202c565b5060015f965b019594612728565b949560019061279b565b634e487b7160e01b5f52601260045260245ffd5b6020906040516127d081611100565b5f81525f8382015282828a0101520161267b565b61264361271061263261ffff60e060c06128076128018698613be6565b8b613ce7565b97612626565b6001811b87161561288a576001600160fc1b0381168103611789578060041b60100191826010116117895761285261ffff896128488461259c565b951c16918561202c565b5280609001806090116117895760018881921c1614612876575b6001905b016125ed565b9261288260019161259c565b93905061286c565b600190612870565b60018060a01b0381511660018060a01b036020830151169060808301519060ff606085015116916040850151604051938492602084019660c0850195885260408501526060840152608083015260a0808301528051809352602060e083019101925f5b81811061294f575050612911925003601f19810183528261111b565b5190209060a08101519060e060c08201519101519060405192602084019485526040840152606083015260808201526080815261255160a08261111b565b84516001600160a01b03168352602094850194869450909201916001016128f5565b81519190604183036129a15761299a9250602082015190606060408401519301515f1a90613d69565b9192909190565b50505f9160029190565b5a9060051c116129b757565b6307099c5360e21b5f5260045ffd5b519063ffffffff8216820361013957565b51906001600160a01b038216820361013957565b919293612a1f5f5a956129fc611c81565b506040518093819263ac20c59360e01b8352602060048401526024830190610ded565b0381305afa5f9181612da1575b50612a435750505050612a3f91506129ab565b5f90565b90919293509363ffffffff8551169283158015612d22575b612d1857845160405163f4ede5bd60e01b81526004810186905290602090829060249082906001600160a01b03165afa908115611961575f91612ce6575b506080870180515182919015612cce57602088015190604260608b0192835160405160208101917f2fedcf862a21a4aec225bbf9061abd87b3b7c5fdfa9fbf905065755b2f6b16c18352604082015260408152612af760608261111b565b5190206040519161190160f01b835260028301526022820152209060018060a01b038a51169160208a60246040518096819362faa81960e11b835260048301525afa918215611961575f92612c91575b612b5393505191612359565b15612be65751908111612c89575b505b612b6f85858585613e42565b956020880197885191604089019283518110918215612c12575b5050612be657604001908151926060890193845191828210928315612bf3575b505050612be657612bbd8951895190611cab565b612bcd60208a0151845190611cab565b11612be657612be198519052519052613e98565b600190565b5050505050505050505f90565b821192509082612c08575b50505f8080612ba9565b1190505f80612bfe565b5160405163291414a760e21b8152600481018b90529250602090839060249082906001600160a01b03165afa918215611961575f92612c55575b50115f80612b89565b9091506020813d602011612c81575b81612c716020938361111b565b810103126101395751905f612c4c565b3d9150612c64565b90505f612b61565b91506020833d602011612cc6575b81612cac6020938361111b565b8101031261013957612cc0612b53936129d7565b91612b47565b3d9150612c9f565b5050606087015115612b63575b505050505050505f90565b90506020813d602011612d10575b81612d016020938361111b565b8101031261013957515f612a99565b3d9150612cf4565b5050505050505f90565b50845160405163392bca7f60e21b815290602090829060049082906001600160a01b03165afa8015611961575f90612d64575b63ffffffff9150168411612a5b565b506020813d602011612d99575b81612d7e6020938361111b565b8101031261013957612d9463ffffffff916129c6565b612d55565b3d9150612d71565b9091503d805f833e612db3818361111b565b810190602081830312610139578051906001600160401b038211610139570160a0818303126101395760405191612de983611091565b612df2826129c6565b835260208201516020840152604082015160408401526060820151606084015260808201516001600160401b03811161013957612e2f920161239a565b6080820152905f612a2c565b919091610120818403126101395760405190612e56826110ac565b8193612e61826129d7565b8352612e6f602083016129d7565b602084015260408201516001600160401b0381116101395782019080601f83011215610139578151612ea081611166565b92612eae604051948561111b565b81845260208085019260051b82010192831161013957602001905b828210612f1e575050506101009182916040850152612eea6060820161238c565b60608501526080810151608085015260a081015160a085015260c081015160c085015260e081015160e08501520151910152565b60208091612f2b846129d7565b815201910190612ec9565b519061ffff8216820361013957565b5190811515820361013957565b91908261026091031261013957604051612f6b816110c8565b809280516004811015610139578252612f866020820161238c565b6020830152612f976040820161238c565b6040830152606081015160058110156101395760608301526080810151600581101561013957608083015260a081015160058110156101395761024091829160a0850152612fe760c08201612f36565b60c0850152612ff860e08201612f36565b60e085015261300a6101008201612f36565b61010085015261301d6101208201612f45565b61012085015261303061014082016129c6565b61014085015261304361016082016129c6565b61016085015261305661018082016129c6565b6101808501526130696101a082016129c6565b6101a085015261307c6101c082016129c6565b6101c085015261308f6101e082016129c6565b6101e08501526130a261020082016129d7565b6102008501526130b561022082016129d7565b6102208501520151910152565b3560ff811681036101395790565b939091936131055f5a966130e2611bd3565b506040518093819263709bb23f60e01b8352602060048401526024830190610ded565b0381305afa5f91816134d0575b50613126575050505050612a3f91506129ab565b909192939450805160018060a01b03835116602060018060a01b038351166024604051809481936310cd602760e31b835260048301525afa908115611961575f91613496575b5063ffffffff8116158015613485575b61347957602061318b83612892565b9401938451936042610100850195865160405160208101917f0c8c62838fe6659579e92e4c4dbee10cf3fcd9ba2ad5499806b2c781f1fced5183528660408301526060820152606081526131e060808261111b565b5190206040519161190160f01b835260028301526022820152209561321460018060a01b0386511688602085015191612359565b156133f9576132a5926042915190875160408501516040519160208301937f68b04950d7d5b71ad077d48dec11b22edb5ac048400704c008731bd4d9d4419a85526040840152606083015260808201526080815261327360a08261111b565b5190206040519161190160f01b83526002830152602282015220606060018060a01b0360208701511692015191612359565b156134795760408601976001600160401b038951169563ffffffff871015613408576132df60a08a0180986132da368d611676565b6141d6565b9860208901998a510361346a5780351590811591613451575b8115613443575b8115613424575b8115613416575b506134085761331e8383838b613e42565b93608085019586519051036133f95761333d6040860151865190611cab565b90602086019161336360c0613358855160608b015190611cab565b930192835190611cab565b116133e95761337490518251611cab565b905284519760018901809911611789576133cb986133929652613e98565b6040519061339f82611091565b8152600160208201525f60408201525f60608201525f60808201526001600160401b03855116906141d6565b90526001600160401b036133e18183511661176b565b169052600190565b5050505050505050505050505f90565b50505050505050505050505f90565b505050505050505050505f90565b60809150013515155f61330d565b90506001600160401b0361343a60608301611729565b16151590613306565b6040810135151591506132ff565b905060ff613461602083016130c2565b161515906132f8565b6342525deb60e11b5f5260045ffd5b50505050505050505f90565b506134908385613ed3565b1561317c565b90506020813d6020116134c8575b816134b16020938361111b565b81010312610139576134c2906129c6565b5f61316c565b3d91506134a4565b9091503d805f833e6134e2818361111b565b810190602081830312610139578051906001600160401b03821161013957016102e081830312610139576040519161351983611091565b81516001600160401b0381116101395781613535918401612e3b565b835260208201516001600160401b038111610139578161355691840161239a565b60208401526040820151604084015260608201516001600160401b038111610139578261358a83608093613595960161239a565b606086015201612f52565b6080820152905f613112565b926135d591935f5a946135b26116ca565b5060405180958192631d16d14b60e11b8352602060048401526024830190610ded565b0381305afa905f915f90805f965f926137a4575b506135fe57505050505050612a3f91506129ab565b90919293949550949063ffffffff6001600160401b03604089015116941693841015612cdb5760208301956136348288516122c4565b9360a0870196602061364b89896132da3686611676565b9a01998a510361346a578581351490811591613789575b811561377b575b811561375c575b811561374e575b50612be65760400196875160e08401511115612be657604261370893602060018060a01b0391015116915160405160208101907fdc9baeab6d1cb3c28d4be02717514c4f42f3fb30536f7b467a2d5b62aaef9cbc8252886040820152876060820152606081526136e860808261111b565b5190206040519161190160f01b8352600283015260228201522090612359565b15612d18576001600160401b03613747955116906040519261372984611091565b835260026020840152604083015260608201525f60808201526141d6565b9052600190565b60809150013515155f613677565b90506001600160401b0361377260608301611729565b16151590613670565b604081013515159150613669565b9050600160ff61379b602084016130c2565b16141590613662565b9450955050503d805f843e6137b9818461111b565b8201608083820312610139576137ce836129c6565b9460208401516001600160401b03811161013957826137ee918601612e3b565b9360408101519260608201516001600160401b03811161013957613812920161239a565b95939195905f6135e9565b91939294906138535f5a96613830611c0d565b5060405180938192637ecc184d60e01b8352602060048401526024830190610ded565b0381305afa5f91816138fd575b50613874575050505050612a3f91506129ab565b90919293945063ffffffff815116936001600160401b03604084015116851015612cdb576138ab60a0880180966132da368b611676565b96602084019788510361346a57826138d9916020840151906138d36040860151913690611676565b91611ccb565b9195909515612be6576137479763ffffffff956138f59461428f565b5116906141d6565b9091503d805f833e61390f818361111b565b810190602081830312610139578051906001600160401b0382116101395701808203916103e08312610139576040519261394884611062565b613951836129c6565b84526020830151906001600160401b0382116101395761397683610100938601612e3b565b60208601526139888360408601612f52565b604086015261029f190112610139576040516139a3816110e4565b6102a083015181526102c083015160208201526139c36102e0840161173d565b60408201526139d56103008401612f36565b60608201526139e76103208401612f45565b608082015261034083015160a082015261036083015160c0820152613a0f610380840161173d565b60e08201526060840152613a266103a083016129d7565b60808401526103c08201516001600160401b03811161013957613a49920161239a565b60a0820152905f613860565b92613a969591939492945f5a96613a6a6116ca565b50613a73611b4a565b50604051809981926318087b3760e31b8352602060048401526024830190610ded565b0381305afa935f94805f995f92613b84575b50613abe5750505050505050612a3f91506129ab565b909192939495965096949363ffffffff6001600160401b036040890151169516948510156134795760a0840195613afa87876132da3689611676565b9860208901998a510361346a57613b259160208601516040870151613b1f368a611676565b9161204d565b929015612be65761374797613b399461428f565b6080613b4760608301611729565b916001600160401b0360405193613b5d85611091565b823585526003602086015260408301356040860152166060840152013560808201526141d6565b96509850503d805f873e613b98818761111b565b8501976102a0868a031261013957613baf866129c6565b986020870151906001600160401b038211610139576040613bd582613bdc948b01612e3b565b9801612f52565b989598905f613aa8565b80519060015b828110613c4c575060018083811c931614613c3a575f198201908282116117895761ffff613c2b819482613c23613c33968661202c565b51169361202c565b511690611cab565b60011c1690565b61ffff91613c479161202c565b511690565b9261ffff613c5a858461202c565b511692845b8015801580613cc5575b15613cad575f1982019180831161178957613c9361ffff613c8a858961202c565b5116918761202c565b5215613c5f57634e487b7160e01b5f52601160045260245ffd5b5093613cbe6001939692958561202c565b5201613bec565b505f1982018281116117895761ffff613cdf88928861202c565b511611613c69565b60028151613cf481610e58565b613cfd81610e58565b14613d6157602081019161ffff1690610240015f5b60ff845116811015613d595781516001600160fb1b0382168203611789578160051b1c61ffff8160101c16841015613d4d5750600101613d12565b61ffff16949350505050565b505050505f90565b5061ffff1690565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411613de0579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15611961575f516001600160a01b03811615613dd657905f905f90565b505f906001905f90565b5050505f9160039190565b919081101561200857610320020190565b91908260a091031261013957604051613e1481611091565b6080808294803584526020810135602085015260408101356040850152606081013560608501520135910152565b9190613e4c61113c565b506080830190828251101561346a57613e8692613e6a925191613deb565b92613e753685613dfc565b63ffffffff60a0860192169061437d565b90510361346a57610e47903690613dfc565b92909363ffffffff60a0613eb7613ec095976080880198895191613deb565b0192169061437d565b9052805190600182018092116117895752565b81516020810180519192916001600160a01b0316801580156141b2575b6141a95782516040516310cd602760e31b81526004810192909252602090829060249082906001600160a01b03165afa8015611961575f9061416c575b63ffffffff91501615613d595760408301908151519182158015614162575b8015614153575b8015614143575b612d18575f5b83811061403b575050505060c08201518015908115614026575b506140085760400151604083015181116140085760e0820180518281119081159161400f575b50613d5957608091613fb29151612040565b92019182519063ffffffff6101e0830151161161400857608090604051613fdd602082018093610e83565b6102608152613fee6102808261111b565b5190209101510361400357610e47905161442a565b505f90565b5050505f90565b6303c267008401915081841161178957115f613fa0565b6affffffffffffffffffffff9150115f613f7a565b81516001600160a01b039061405190839061202c565b511680158015614130575b801561411d575b613479575f5b8281106140fb575085516040516310cd602760e31b81526004810192909252602090829060249082906001600160a01b03165afa8015611961575f906140bf575b63ffffffff91501615612cdb57600101613f60565b506020813d82116140f3575b816140d86020938361111b565b81010312610139576140ee63ffffffff916129c6565b6140aa565b3d91506140cb565b8160018060a01b0361410e83875161202c565b511614612be657600101614069565b5083516001600160a01b03168114614063565b5086516001600160a01b0316811461405c565b508260ff60608701511611613f5a565b5060ff60608601511615613f53565b5060088311613f4c565b506020813d6020116141a1575b816141866020938361111b565b810103126101395761419c63ffffffff916129c6565b613f2d565b3d9150614179565b50505050505f90565b5083516001600160a01b03168114613ef0565b9060208110156120085760051b0190565b9291909280519060ff6020820151169060408101519060806001600160401b0360608301511691015191604051936020850195865260408501526060840152608083015260a082015260a0815261422e60c08261111b565b519020925f915b6020831061424257505050565b90919360018084871c16145f146142735761425d85836141c5565b355f52602052600160405f205b94019190614235565b61427d85836141c5565b35905f52602052600160405f2061426a565b9493929091945f5b84518110156143635781516001600160a01b0390811691906020906142bc838961202c565b5151166024604051809581936310cd602760e31b835260048301525afa918215611961575f92614324575b5061431e826142fa600194878c8a613e42565b90614314602061430a868c61202c565b5101518351611cab565b8252868b89613e98565b01614297565b91506020823d821161435b575b8161433e6020938361111b565b810103126101395761431e6143546001936129c6565b92506142e7565b3d9150614331565b50505050509050565b9060148110156120085760051b0190565b929190928051906020810151906040810151906080606082015191015191604051936020850195865260408501526060840152608083015260a082015260a081526143c960c08261111b565b519020925f915b601483106143dd57505050565b90919360018084871c16145f1461440e576143f8858361436c565b355f52602052600160405f205b940191906143d0565b614418858361436c565b35905f52602052600160405f20614405565b60ff6040820151161580159061461c575b8015614605575b6140035761ffff60c082015116158015906145f1575b80156145de575b614003576103e861ffff60e083015116116140035760608101516005811015610e62576001811415905f826145d0575b826145be575b505061400357600281516144a881610e58565b6144b181610e58565b146145a057600181516144c381610e58565b6144cc81610e58565b0361400357602081015160ff8116908115908115614595575b8115614573575b5061456d57905f90610240015f195b83831061450b5750505050600190565b81516001600160fb1b0384168403611789578360051b1c61ffff8160101c1691612710831191821561455b575b508115614550575b50613d59576001909201916144fb565b90508110155f614540565b61271091925061ffff1611905f614538565b50505f90565b610240840151915060ff811683036117895760051b611fe0161c15155f6144ec565b6008831191506144e5565b60ff6020820151161590816145b3575090565b610240915001511590565b909150610e6257600314155f80614495565b50600281141591505f61448f565b5063ffffffff610160820151161561445f565b5063ffffffff6101a0820151161515614458565b506102208101516001600160a01b03161515614442565b5061ffff61010082015116151561443b56",
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
// Solidity: function decodeSync(bytes data) pure returns((uint32,uint256,uint256,uint256,bytes) d)
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
// Solidity: function decodeSync(bytes data) pure returns((uint32,uint256,uint256,uint256,bytes) d)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackDecodeSync(data []byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("decodeSync", data)
}

// UnpackDecodeSync is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xac20c593.
//
// Solidity: function decodeSync(bytes data) pure returns((uint32,uint256,uint256,uint256,bytes) d)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackDecodeSync(data []byte) (AsaLedgerVerifierSyncData, error) {
	out, err := asaLedgerVerifier.abi.Unpack("decodeSync", data)
	if err != nil {
		return *new(AsaLedgerVerifierSyncData), err
	}
	out0 := *abi.ConvertType(out[0], new(AsaLedgerVerifierSyncData)).(*AsaLedgerVerifierSyncData)
	return out0, nil
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
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["FrontierGone"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackFrontierGoneError(raw[4:])
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
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["InvalidParameters"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackInvalidParametersError(raw[4:])
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

// AsaLedgerVerifierFrontierGone represents a FrontierGone error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierFrontierGone struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FrontierGone(uint64 epoch)
func AsaLedgerVerifierFrontierGoneErrorID() common.Hash {
	return common.HexToHash("0x07db46c2085fb29aab24f47ab839fc8934e9c806b0a8d61c06a28c3412705189")
}

// UnpackFrontierGoneError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FrontierGone(uint64 epoch)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackFrontierGoneError(raw []byte) (*AsaLedgerVerifierFrontierGone, error) {
	out := new(AsaLedgerVerifierFrontierGone)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "FrontierGone", raw); err != nil {
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

// AsaLedgerVerifierInvalidParameters represents a InvalidParameters error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierInvalidParameters struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidParameters()
func AsaLedgerVerifierInvalidParametersErrorID() common.Hash {
	return common.HexToHash("0xe52390909f87229f872871b8ab57a0e139663fb951ac6346f3852d332ca460b7")
}

// UnpackInvalidParametersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidParameters()
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackInvalidParametersError(raw []byte) (*AsaLedgerVerifierInvalidParameters, error) {
	out := new(AsaLedgerVerifierInvalidParameters)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "InvalidParameters", raw); err != nil {
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
