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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"operator_\",\"type\":\"address\"},{\"internalType\":\"contractAsaLedgerVerifier\",\"name\":\"verifier_\",\"type\":\"address\"},{\"internalType\":\"uint256[6]\",\"name\":\"params\",\"type\":\"uint256[6]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"BadWitness\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"}],\"name\":\"BondMissing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BondSlashed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Create2EmptyBytecode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"CutoffOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochNotFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expected\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"given\",\"type\":\"uint64\"}],\"name\":\"EpochOutOfOrder\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"next\",\"type\":\"uint256\"}],\"name\":\"EpochTooSoon\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochAlreadyFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochNotFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedDeployment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"ForcedNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"ForcedPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ForcedTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"FrontierGone\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"InvalidExitStep\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"InvalidKind\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidParameters\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"JobNotOpen\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFraud\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoPendingRequest\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"since\",\"type\":\"uint256\"}],\"name\":\"OperatorNotSilent\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"due\",\"type\":\"uint256\"}],\"name\":\"RequestNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"RequestWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyAccounts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"}],\"name\":\"TooManyTransitions\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"UnknownEpoch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"UnknownForced\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"AccountPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"AccountRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"}],\"name\":\"BondPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BondReclaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"DataRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"viaAddress\",\"type\":\"bool\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"EpochPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"enumIAsaLedgerTypes.Fault\",\"name\":\"fault\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"EpochVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ExitCredited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"ExitEpochFixed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"applied\",\"type\":\"bool\"}],\"name\":\"ExitForcedProcessed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"ExitJobProgressed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"silent\",\"type\":\"bool\"}],\"name\":\"ExitModeStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"ForcedQueued\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"TransitionPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"WithdrawalRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"exit\",\"type\":\"bool\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"accountAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"accountCount\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"accountIndex\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondAmount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondSlashed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"last\",\"type\":\"tuple\"}],\"name\":\"challengeEpochEnd\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"}],\"name\":\"challengeForcedLag\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"prev\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"claimed\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"pre\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"internalType\":\"structIAsaLedgerTypes.AccountWitness[]\",\"name\":\"accounts\",\"type\":\"tuple[]\"}],\"name\":\"challengeTransition\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"dataRequestFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"declareOperatorSilent\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"depositWithAuthorization\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"swept\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"deposited\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"epochs\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"postedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.Epoch\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitAt\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"exitCredited\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitEpoch\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitEpochFixed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"exitExpire\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"exitJobs\",\"outputs\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.ExitJob\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitMode\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"}],\"name\":\"exitProcessForced\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"sig\",\"type\":\"bytes\"}],\"name\":\"exitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"name\":\"exitSubmit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[14]\",\"name\":\"path\",\"type\":\"bytes32[14]\"}],\"name\":\"exitWithdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"fixExitEpoch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"forceInclude\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"forcedEntry\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"queuedAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"forcedLength\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"isFinal\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastEpoch\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"livenessTimeout\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minEpochInterval\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"operator\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"paid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"pendingRequest\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"postBond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"fields\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"},{\"internalType\":\"bytes32[64]\",\"name\":\"frontier\",\"type\":\"bytes32[64]\"}],\"name\":\"postEpoch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"publishAccount\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"w\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"publishTransition\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reclaimBond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"register\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registrationFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"requestData\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"requestWithdrawal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"requested\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"sweepDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"swept\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifier\",\"outputs\":[{\"internalType\":\"contractAsaLedgerVerifier\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"voidUnanswered\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[14]\",\"name\":\"path\",\"type\":\"bytes32[14]\"}],\"name\":\"withdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "fa6634bcfd5d7645890b41eeffc92e3e23",
	Bin: "0x6102a0806040523461066f57615d39803803809161001d8285610673565b833981016101208282031261066f5781516001600160a01b038116919082810361066f576020840151916001600160a01b0383169081840361066f576040860151946001600160a01b0386169182870361066f5780607f8901121561066f576040519760c089016001600160401b0381118a821017610593576040528890610120810192831161066f57606001905b82821061065f575050506040516100c4604082610673565b600a815260208101906920a9a0902632b233b2b960b11b8252604051916100ec604084610673565b600183526020830191603160f81b835261010581610696565b6101205261011284610696565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261017b60c082610673565b5190206080523060c05260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005515918215610656575b50811561064d575b5061063a5761016052610180526101a05280516101c0526020810180516001600160401b039081166101e05260408301805182166102005260608401519091166102205260808301516102405260a09092015161026052815115919082156105ef575b50506105e0575f60405160208101905f82525f60408201525f60608201525f60808201525f60a082015260a0815261025660c082610673565b5190205f5b601481106105bb575060405160208101905f82525f60408201525f60608201525f60808201525f60a082015260a0815261029660c082610673565b5190205f5b602081106105a75750604051906020820192835260408201525f60608201525f6080820152608081526102cf60a082610673565b5190206102809190915260405190426001600160401b03908116919060a08401908111848210176105935760409081529083525f6020808501828152858401838152606080880187815260808901978852948052600b845296517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f765590517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f7755517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f788054935195516001600160a01b031990941663ffffffff92909216919091179490911b6bffffffffffffffff000000001693909317931b73ffffffffffffffff00000000000000000000000016929092179055516156379081610702823960805181614fd3015260a0518161508a015260c05181614f9d015260e0518161502201526101005181615048015261012051816123020152610140518161232c0152610160518181816105f701528181610a4a015281816112be0152818161173b01528181611c0101528181611e4201528181612a40015281816131c0015281816136740152818161392801528181613de10152614a0c015261018051818181611bdf01528181611fb00152818161247c01528181612ebd015281816135f301528181613dbf0152614bd801526101a05181818161051901528181610cf001528181610f1701528181611535015281816119c50152818161256c015281816130d601526135aa01526101c0518181816123fc01526124b701526101e051818181611ae201528181611cef015281816122c4015261450b0152610200518181816120b3015281816127bd01526128110152610220518181816121530152613760015261024051818181611b610152613b61015261026051818181611f6101528181613b9b01528181613d920152614b6201526102805181818161124001526129b10152f35b634e487b7160e01b5f52604160045260245ffd5b90805f52602052600160405f20910161029b565b90600e82146105d8575b805f52602052600160405f20910161025b565b9150816105c5565b630e52390960e41b5f5260045ffd5b519051915081156106265704600881018091116106125761080011155f8061021d565b634e487b7160e01b5f52601160045260245ffd5b634e487b7160e01b5f52601260045260245ffd5b63472511eb60e11b5f525f60045260245ffd5b9050155f6101ba565b1591505f6101b2565b81518152602091820191016100ac565b5f80fd5b601f909101601f19168101906001600160401b0382119082101761059357604052565b601f8151116106c15760208151910151602082106106b2571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe6080806040526004361015610012575f80fd5b5f905f3560e01c90816301f5503214613c095750806306a4c98314613be35780630bcfedc014613bbe57806314c44e0914613b8457806317a3238514613b4a5780631aa3a00814613b095780631c04dde314613a325780631cfb47a61461382b5780631f08c876146137f657806322a23b451461371457806328e18a89146136f257806329b52bd7146135d95780632b7ac3f31461359557806335abda66146133bb5780634bd2d7f9146132ec5780634d41299c1461314a57806350e940b114612f13578063562dd64914612eec578063570ca73514612ea75780635a3a53a314612d425780635e90064e14612bac57806364c9ec6f14612b8e57806371334227146128d357806372f2a4d51461241f57806380f323a7146123e457806384b0196e146122e8578063861a1412146122a4578063866b0138146122645780639ee679e8146121da578063a0d7031a146121ac578063a450529c14612177578063a4b4063b14612133578063a71d5f2d1461210d578063b00425e1146120d7578063b18d108e14612093578063b6b55f2514611e02578063bdc6881c14611c7b578063c10f51a714611a95578063cb649f51146118e9578063d858dbfe146118bf578063d89b73d014611703578063db5dabe0146116be578063e248dd8914611448578063e4af29fc14611424578063eb04224f14611154578063ec1a02b114611125578063ee898fec14610b7a578063f4ede5bd14610b45578063f5c4732e14610a9c578063f698da2514610a79578063fc0c546a14610a34578063fceb8d7c146109b9578063fd22798d14610815578063fd2a56b1146107e0578063fde1ee20146107b65763ff093d6114610286575f80fd5b346107b357610c603660031901126107b3576102a0613c7e565b6102a8613c58565b6103603660431901126107b157610360366103a31901126107b157610704356001600160401b0381116107ad576102e3903690600401613cff565b906080366107231901126107a9576104a0366107a31901126107a957610c4435906001600160401b0382116107a557366023830112156107a5578160040135906001600160401b0382116107a1573660246103208402850101116107a1576103496145e6565b6103528661479c565b93600285015463ffffffff87169563ffffffff82168710156106dc5760010154906103a4359760ff891692838a0361079d578b986103c435826103e4359b8c60405160208101918a83528560408301526060820152606081526103b6608082613e97565b51902090805b601882106107295750500361071a576103d636888a614355565b602081519101200361070b576106eb5750506001600160401b036103f98a613e22565b168a52600b60205260408a20545b60405160208101906104188261441b565b6080815261042760a082613e97565b519020036106dc57906001600160401b03610482949392610446614f9a565b9950604051996312a00cc160e21b8b523060048c015260248b015260201c16604489015260648801526105e060848801526105e4870191613eef565b61048e60a4860161441b565b6107a4356101248601526107c43560ff81168091036106d8576020869493926024926101448701526107e4356101648701526001600160401b036104d0613c94565b16610184870152610824356101a48701526104006108446101c4880137858103600319016105c487015283815201920190875b81811061068757506040939283900391508290507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa801561067c5784928591610647575b508261063d575b505061062e576001600160401b0361057082613e22565b166001600160401b0319600a541617600a55600954908260095560ff60105461010061ff00198216176010551615610621575b6040516105af84614185565b8381528260208201525f5160206155f75f395f51905f5260406001600160401b0333941692a3806105f0575b5060015f5160206156175f395f51905f525580f35b61061b90337f000000000000000000000000000000000000000000000000000000000000000061492f565b5f6105db565b6106296148d9565b6105a3565b63bb6a9cb560e01b8252600482fd5b1490505f80610559565b905061066c91925060403d604011610675575b6106648183613e97565b810190614597565b9190915f610552565b503d61065a565b6040513d86823e3d90fd5b9193509161032080600192863581526020870135602082015260408701356040820152606087013560608201526080870135608082015261028060a0880160a0830137019401910191859392610503565b8780fd5b6342525deb60e11b8a5260048afd5b63ffffffff6106fc61070393613e0a565b1690614824565b608435610407565b6342525deb60e11b8d5260048dfd5b6342525deb60e11b8e5260048efd5b5091505f19600185841c1601610779576018821015610765578f6040906001928460051b61040401358252602052205b9101908f9185926103bc565b634e487b7160e01b5f52603260045260245ffd5b6018821015610765578f52610404600582901b013560205260408f20600190610759565b8b80fd5b8680fd5b8580fd5b8480fd5b8380fd5b825b80fd5b50346107b357806003193601126107b35760206001600160401b0360105460581c16604051908152f35b50346107b35760203660031901126107b357604060209163ffffffff610804613c45565b168152600783522054604051908152f35b50346107b35760403660031901126107b3576004359060ff8216918281036109b5576024356001600160401b0381116107b157610856903690600401613cff565b9361085f6148cd565b801580156109ab575b61099a5750611000841161098657600d54926001600160401b0384169360405160208101906108ab8161089d8a888a876145b4565b03601f198101835282613e97565b51902090600160401b811015610972578060016108cb9201600d556145ce565b819291549060031b91821b915f19901b1916179055600e5490600160401b82101561095e575060209484926109278360017f15c039d3021a7426a02a8951ba67428475c5c775936a666cb6727b98b37f38479501600e5561439a565b81549060031b906001600160401b03804216831b921b19161790556109536040519283923397846145b4565b0390a3604051908152f35b634e487b7160e01b81526041600452602490fd5b634e487b7160e01b83526041600452602483fd5b63210355f560e21b83526004849052602483fd5b62240c1960e51b8452600452602483fd5b5060058111610868565b5080fd5b50346107b35760203660031901126107b3576109d3613c7e565b90600d546001600160401b03831690811015610a21576040836001600160401b03610a0d610a00836145ce565b90549060031b1c9261439a565b90549060031b1c1682519182526020820152f35b630b2afe1b60e01b825260045260249150fd5b50346107b357806003193601126107b3576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346107b357806003193601126107b3576020610a94614f9a565b604051908152f35b50346107b35760203660031901126107b357604060809163ffffffff610ac0613c45565b8260608551610ace81613e7c565b82815282602082015282878201520152168152601160205220604051610af381613e7c565b6001600160401b0360ff83541692838352600181015460208401908152606060038460028501541693604087019485520154940193845260405194855251602085015251166040830152516060820152f35b50346107b35760203660031901126107b357604060209163ffffffff610b69613c45565b168152600683522054604051908152f35b50346107b357366003190161056081126109b5576080136107b35760843560ff811681036109b55760a4356001600160401b0381116107b157610bc1903690600401613cff565b90913660c319016104a081126107a957610bd96145e6565b6040519260208401600435815260243560408601526044356001600160401b0381168091036106d8576060860152606435946001600160401b03861680870361109457608082015260808152610c3060a082613e97565b519020610c3b6151c9565b03611116576012549360ff8560401c165f1461111057506001600160401b038416935b600d546001600160401b03861610156110f4576040516020810190610c898161089d868b8a876145b4565b519020610c95866145ce565b90549060031b1c0361102857600160401b906001600160401b03610cb8876144a9565b169068ffffffffffffffffff1916171760125560405194634632bf9d60e01b865260408680610cec858589600485016145b4565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa9283156110e95787968894611098575b508796610d7f575b87877f5e2419949ed7b54ab359e034bef02a11242b0bf1f9a890d3da27ac72e9522d4b60206001600160401b038a60405194151585521692a260015f5160206156175f395f51905f525580f35b909192939550610d8d613eb8565b50610d966151c9565b6040516020810190610da9826004614460565b60808152610db860a082613e97565b519020036110285760ff60e435168060e435036106d8576001600160401b0361012435168061012435036110945760405190602082019260c4358452604083015261010435606083015260808201526101443560a082015260a08152610e1f60c082613e97565b519020875b60208110611037575060243503611028579060a0879392126107b157604051610e4c81613e4d565b60c43581526020810160e435815260408201906101043582526060830191610124358352608084019061014435825263ffffffff8916885260116020526040882060ff8154169485610fff575b505050505050610ea7613eb8565b50610f13610f08610eb6614f9a565b936001600160401b03610ec88a61439a565b90549060031b1c169560ff6040519b8c98899863a50acdcd60e01b8a5260048a015260248901521660448701526101206064870152610124860191613eef565b916084840190614054565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa801561067c57849385908692610fa2575b50926020926001600160401b03927f5e2419949ed7b54ab359e034bef02a11242b0bf1f9a890d3da27ac72e9522d4b9587610f91575b50829550610d32565b610f9a926150b0565b5f8080610f88565b60209395506001600160401b0392507f5e2419949ed7b54ab359e034bef02a11242b0bf1f9a890d3da27ac72e9522d4b949150610ff0903d8089833e610fe88183613e97565b810190613fbf565b91969295509193909250610f52565b60018201549360036001600160401b0360028501541693015490525252525f8080808080610e99565b6342525deb60e11b8752600487fd5b9060018063ffffffff8816841c16145f14611071576020821015610765578160051b610164013589526020526001604089205b9101610e24565b6020821015610765578160051b610164019089523560205260016040892061106a565b8880fd5b965092506040863d6040116110e1575b816110b560409383613e97565b810103126107a15760206110c887613ee2565b9601519563ffffffff871687036106d85795925f610d2a565b3d91506110a8565b6040513d89823e3d90fd5b630b2afe1b60e01b87526001600160401b038516600452602487fd5b93610c5e565b6342525deb60e11b8652600486fd5b50346107b35760203660031901126107b35760ff60406020926004358152600f84522054166040519015158152f35b50346107b3576102a03660031901126107b35761116f613cd5565b90611178613cab565b9060a03660431901126107b357366102a4116107b3576111966145e6565b61119e6148cd565b6111a7826144c7565b15611409576111b58361518f565b6001600160401b0383169261080084018085116113f5576001600160401b03600a541610156113e157604080516044356020820190815260643592820192909252608435606082015260a4356080820181905260c43560a08301529391906112208160c0810161089d565b51902091849563ffffffff8316965b600e811061138c575061133d5750507f0000000000000000000000000000000000000000000000000000000000000000905b0361132e57828252600760205260408220548082111561131257602094826112ac6040937f2fd83d5e9f5d240bed47a97a24cf354e4047e25edc2da27b01fd95e5e8a0c9a59561449c565b95855260078752828520556112e285827f000000000000000000000000000000000000000000000000000000000000000061492f565b8151858152868101949094526001600160a01b031692a260015f5160206156175f395f51905f5255604051908152f35b636e34ee0b60e11b83526001600160a01b038516600452602483fd5b6342525deb60e11b8252600482fd5b6107ff16604081029080820460401490151715611378576203ffff61136692600e1c1690613e40565b8352600c602052604083205490611261565b634e487b7160e01b5f52601160045260245ffd5b9360018089871c16145f146113bf57600e851015610765578460051b60e4013587526020526001604087205b940161122f565b600e851015610765578460051b60e401908752356020526001604087206113b8565b6303eda36160e11b83526004849052602483fd5b634e487b7160e01b84526011600452602484fd5b6001600160401b0360249263691cc9a560e01b835216600452fd5b50346107b357806003193601126107b357602063ffffffff60025416604051908152f35b50346107b3576105a03660031901126107b357611463613c45565b60803660231901126109b5576104a03660a31901126109b55761054435906001600160401b0382116107b15761012060031983360301126107b1576105643590610584356001600160401b0381116107a9576114c3903690600401613cff565b90936114cd6145e6565b60406114d884614d50565b926114e1614f3f565b6114e9614f9a565b6115318351988993849363425b2b2f60e01b8552600485015260806024850152611519608485018860040161408d565b918a6044860152600319858403016064860152613eef565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa9485156116b3578690879661168f575b5015918215611683575b8215611670575b508115611661575b506116495760036040519161159c83613e7c565b60028352602083019384526001600160401b0360408401814216815263ffffffff60608601938985521695868952601160205260ff60408a2096511660ff1987541617865551600186015551166001600160401b036002850191166001600160401b0319825416179055519101557fd7b5b464729b47cc2cf9613ebd7ce7039d59b2e32853463ef1f363cb418c9ae6602060405160028152a360015f5160206156175f395f51905f525580f35b63512cf55360e01b845263ffffffff16600452602483fd5b60e4915001354210155f611588565b6020015160ff166001141591505f611580565b80518614159250611579565b90506116ab91955060403d604011610675576106648183613e97565b94905f61156f565b6040513d88823e3d90fd5b50346107b35760203660031901126107b35760206116ea6116dd613cd5565b6116e56145e6565b6149d7565b60015f5160206156175f395f51905f5255604051908152f35b50346107b35760203660031901126107b3576004356117206145e6565b80156118b0576040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811691602081602481865afa9182156118a5578491869361186c575b50926117926020926024953090339061470a565b6040516370a0823160e01b815230600482015293849182905afa801561067c578490611834575b6117c3925061449c565b81810361181e57506040816117fb7f644d2aa06d4f63348089f9438ef6246ed82252dd0eb4b3104a0679250983c57493600954613e40565b8060095582519182526020820152a160015f5160206156175f395f51905f525580f35b6044929163049c0a1d60e11b8352600452602452fd5b506020823d602011611864575b8161184e60209383613e97565b81010312611860576117c391516117b9565b5f80fd5b3d9150611841565b915091506020813d60201161189d575b8161188960209383613e97565b81010312611860575190839061179261177e565b3d915061187c565b6040513d87823e3d90fd5b631f2a200560e01b8252600482fd5b50346107b357806003193601126107b35760206001600160401b0360105460181c16604051908152f35b50346107b3576107c03660031901126107b357611904613c45565b9060803660231901126107b3576104a03660a31901126107b357610544356001600160401b0381116109b55761012060031982360301126109b557610260366105631901126109b5576119b4906119596145e6565b8261196385614d50565b9161196c614f3f565b611974614f9a565b60405194859283926305855ee760e21b8452600484015242602484015261199e6044840187614054565b61036060e484015261036483019060040161408d565b6119c1610104830161419c565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa918215611a8a5783908493611a3c575b5015611a2357611a0f9293615211565b60015f5160206156175f395f51905f525580f35b63512cf55360e01b835263ffffffff8416600452602483fd5b9250503d8084843e611a4e8184613e97565b82016040838203126107ad57611a6383613ee2565b926020810151906001600160401b0382116107a557611a83929101613f0f565b915f6119ff565b6040513d85823e3d90fd5b50346107b35760603660031901126107b357611aaf613c7e565b611ab7613d50565b611abf613c6b565b611ac76145e6565b6002611ad28461479c565b0154611b17677fffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000060011c166001600160401b038360601c16613e40565b421015611c5f578215611c3a5763ffffffff1663ffffffff821610155b611c2b5780611b4963ffffffff92848661499a565b8552600f60205260408520805460ff191660011790557f000000000000000000000000000000000000000000000000000000000000000080611bd9575b5060405192151583521660208201527f3135da1d95d54b5867da2083da669c673f31301e285ed82e5769aada37dd4a7060406001600160401b0333941692a360015f5160206156175f395f51905f525580f35b611c25907f0000000000000000000000000000000000000000000000000000000000000000337f000000000000000000000000000000000000000000000000000000000000000061470a565b5f611b86565b6342525deb60e11b8452600484fd5b5063ffffffff81168015908115611c52575b50611b34565b620fffff9150115f611c4c565b633b524a1f60e21b85526001600160401b038416600452602485fd5b50346107b35760603660031901126107b357611c95613c7e565b611c9d613d50565b611cc0611ca8613c6b565b611cb06145e6565b611cb98461479c565b928461499a565b8352600f60205260ff60408420541615611df35760026001600160401b0391015460601c166001600160401b037f0000000000000000000000000000000000000000000000000000000000000000166003810290808204600314901517156113f55790611d309160021c90613e40565b804210611de157506001600160401b03611d4982613e22565b166001600160401b0319600a541617600a55600954908260095560ff60105461010061ff00198216176010551615611dd4575b604051600381528260208201525f5160206155f75f395f51905f5260406001600160401b0333941692a3806105f0575060015f5160206156175f395f51905f525580f35b634e487b7160e01b5f52602160045260245ffd5b611ddc6148d9565b611d7c565b63e7e3e4a960e01b8352600452602482fd5b63198580dd60e31b8352600483fd5b50346107b35760203660031901126107b357600435611e1f6145e6565b611e276148cd565b80156118b0576040516370a0823160e01b81523060048201527f0000000000000000000000000000000000000000000000000000000000000000906001600160a01b038216602082602481845afa9182156118a557859261205e575b50906020602492611e968630338861470a565b6040516370a0823160e01b815230600482015293849182905afa80156118a557859061202a575b611ec7925061449c565b828103612013575081338452600360205263ffffffff604085205416918215611f51575b505063ffffffff168252600560205260408220611f09828254613e40565b90556040519081528160208201527f35dbbfd0d3585577ae3feb7437be44befd94c36d05e086795fa0016e0d22d49660403392a260015f5160206156175f395f51905f525580f35b9150929150611f5f3361461e565b7f00000000000000000000000000000000000000000000000000000000000000009182851115611fdc57611f9a8363ffffffff94959661449c565b9380611faa575b50819250611eeb565b611fd5917f00000000000000000000000000000000000000000000000000000000000000009061492f565b5f80611fa1565b50509160018301809311611fff5760449263049c0a1d60e11b8352600452602452fd5b634e487b7160e01b82526011600452602482fd5b63049c0a1d60e11b84526004839052602452604483fd5b506020823d602011612056575b8161204460209383613e97565b8101031261186057611ec79151611ebd565b3d9150612037565b91506020823d60201161208b575b8161207960209383613e97565b81010312611860579051906020611e83565b3d915061206c565b50346107b357806003193601126107b35760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346107b35760203660031901126107b35760206120fb6120f6613cd5565b614542565b6040516001600160a01b039091168152f35b50346107b357806003193601126107b357602060ff60105460101c166040519015158152f35b50346107b357806003193601126107b35760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346107b35760203660031901126107b357604060209163ffffffff61219b613c45565b168152600583522054604051908152f35b50346107b35760203660031901126107b35760206121d06121cb613c7e565b6144c7565b6040519015158152f35b50346107b35760203660031901126107b3576004356121f76148cd565b80156118b05763ffffffff61220b3361518f565b168083526006602052612222826040852054613e40565b908352600660205280604084205560405191825260208201527f24b91f4f47caf44230a57777a9be744924e82bf666f2d5702faf97df35e60f9f60403392a280f35b50346107b35760203660031901126107b35760209063ffffffff906040906001600160a01b03612292613cd5565b16815260038452205416604051908152f35b50346107b357806003193601126107b35760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346107b357806003193601126107b357612388906123267f0000000000000000000000000000000000000000000000000000000000000000615385565b906123507f0000000000000000000000000000000000000000000000000000000000000000615385565b906020612396604051936123648386613e97565b8385525f368137604051968796600f60f81b885260e08589015260e0880190613d2c565b908682036040880152613d2c565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b8281106123cd57505050500390f35b8351855286955093810193928101926001016123be565b50346107b357806003193601126107b35760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b50346107b3576109003660031901126107b35761243a613c7e565b9060803660231901126107b35760a4359060c4359263ffffffff84168094036109b55760e4356001600160401b0381168091036107b15736610904116107b1577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036128c0576124b26148cd565b6009547f0000000000000000000000000000000000000000000000000000000000000000908181106128ab5750506001600160401b03600a5416906001600160401b036124fe836144a9565b16916001600160401b03841692830361288357808552600b6020526040852090428311801561286a575b8015612851575b61283e571515806127f2575b61279c57506301000000861161278857604051634dacc1c160e11b81526108006101046004830137602081610804817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa9081156118a5578591612756575b50602435809103612747576040516020810191825260443560408201526064356001600160401b0381168091036107a15760608201526084356001600160401b0381168091036107a15760808201526080815261260260a082613e97565b519020906107ff60409416968488029780890486149015171561137857855b8581101561265057600190612636818b613e40565b8852600c6020528060051b61010401358789205501612621565b507f36e53da0386c5054da6b8c32c811d09e286bc72808c198ce3566971d7ea99e78946080949697815161268381613e4d565b858152888a63ffffffff8060026020860195878752888101968a88528960608301968d88528f8401986001600160401b0342168a528152600b6020522091518255516001820155019451161663ffffffff1984541617835551906bffffffffffffffff000000008354916001600160401b0360601b905160601b169260201b169073ffffffffffffffffffffffffffffffff00000000191617179055876001600160401b0319600a541617600a55815194855260208501528301526060820152a280f35b6342525deb60e11b8552600485fd5b90506020813d602011612780575b8161277160209383613e97565b810103126107a957515f6125a4565b3d9150612764565b63e59fdd3160e01b84526004869052602484fd5b846127e36001600160401b036002602494015460601c166001600160401b037f00000000000000000000000000000000000000000000000000000000000000001690613e40565b6311d945e760e11b8252600452fd5b506128376001600160401b03600283015460601c166001600160401b037f00000000000000000000000000000000000000000000000000000000000000001690613e40565b421061253b565b62b0811560e51b86526004839052602486fd5b506001600160401b03600283015460201c16831061252f565b506001600160401b03600283015460601c168310612528565b84836001600160401b036128986044946144a9565b632abeb08d60e21b845216600452602452fd5b63059d2d8360e11b8552600452602452604483fd5b63472511eb60e11b835233600452602483fd5b50346107b3576102803660031901126107b3576128ee613cd5565b60a03660231901126109b55736610284116109b55761290b6145e6565b6129148161518f565b9061291d6151c9565b5060105460581c916001600160401b038316926108008401808511612b7a576001600160401b03600a54161015612b665760408051602435602082018181526044359383018490526064356060840152608435608084015260a43560a0840152929490939290916129918160c0810161089d565b51902091879663ffffffff8316975b600e8110612b115750612ad65750507f0000000000000000000000000000000000000000000000000000000000000000905b036127475790612a076129f4612a0c9386885260056020526040882054613e40565b8587526008602052604087205490613e40565b61449c565b8284526007602052604084205480821115612aba57602094612a306040928461449c565b948152600786522055612a6482827f000000000000000000000000000000000000000000000000000000000000000061492f565b604080518381526001858201526001600160a01b03909216917f2fd83d5e9f5d240bed47a97a24cf354e4047e25edc2da27b01fd95e5e8a0c9a59190a260015f5160206156175f395f51905f5255604051908152f35b636e34ee0b60e11b85526001600160a01b038316600452602485fd5b6107ff16604081029080820460401490151715611378576203ffff612aff92600e1c1690613e40565b8652600c6020526040862054906129d2565b936001808a871c16145f14612b4457600e851015610765578460051b60c401358a52602052600160408a205b94016129a0565b600e851015610765578460051b60c401908a5235602052600160408a20612b3d565b6303eda36160e11b85526004849052602485fd5b634e487b7160e01b86526011600452602486fd5b50346107b357806003193601126107b3576020600954604051908152f35b50346107b35760c03660031901126107b357612bc6613c7e565b612bce613cab565b60803660431901126107b157612be26145e6565b612beb8261479c565b600e54916001600160401b03811692831015612d2e57612c126001600160401b039161439a565b90549060031b1c166001600160401b03600283015460201c161115612d1a576040516020810190612c42826143da565b60808152612c5160a082613e97565b519020905403612d0b5760a4356001600160401b038116908181036107a957501161062e576001600160401b03612c8782613e22565b166001600160401b0319600a541617600a55600954908260095560ff60105461010061ff00198216176010551615612cfe575b604051600281528260208201525f5160206155f75f395f51905f5260406001600160401b0333941692a3806105f0575060015f5160206156175f395f51905f525580f35b612d066148d9565b612cba565b6342525deb60e11b8352600483fd5b6371f32d3360e01b84526004829052602484fd5b630b2afe1b60e01b85526004839052602485fd5b50346107b3576103c03660031901126107b357612d5d613c7e565b612d65613c58565b906103603660431901126107b1576103a4356001600160401b0381116107ad57612d93903690600401613cff565b906001600160401b0380600a54169316928311612e9357828552600b6020526040852063ffffffff8060028301541695169485101561111657846001612dda920154614824565b606435612de8368484614355565b6020815191012081036111165760405160208101908582526001604082015286606082015260608152612e1c608082613e97565b5190208652600f6020526040862060ff198154169055604051916044359060ff82168092036106d8577fc28f7149c0310fd185887522b747587689d348a218dccd27b531ccc0b0ab0641948493612e8d93855260208501526084356040850152608060608501526080840191613eef565b0390a380f35b632938879b60e21b85526004839052602485fd5b50346107b357806003193601126107b3576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346107b357806003193601126107b35760206001600160401b03600d5416604051908152f35b50346107b3576109003660031901126107b357612f2e613c45565b9060803660231901126107b3576104a03660a31901126107b357610544356001600160401b0381116109b55761012060031982360301126109b557610260366105631901126109b557610100366107c31901126109b5576108c4356001600160a01b038116908190036107b1576108e4356001600160401b0381116107ad57612fbb903690600401613cff565b90612fc46145e6565b61301d612fd087614d50565b94612fd9614f3f565b613007612fe4614f9a565b96604051976262907d60e51b895260048901524260248901526044880190614054565b6104a060e48701526104a486019060040161408d565b9261302b610104860161419c565b6107c4356103648601526107e4356103848601526001600160401b0361304f613c94565b166103a48601526108243561ffff81168091036107a1576103c4860152610844358015158091036107a1576103e486015261086435610404860152610884356104248601526108a4356001600160401b0381168091036107a15793859384936130d293899761044487015261046486015260031985840301610484860152613eef565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa90811561313f578283918493613121575b5015611a2357611a0f92936150b0565b91505061313891503d8084833e610fe88183613e97565b915f613111565b6040513d84823e3d90fd5b346118605760c036600319011261186057613163613cd5565b6084359060a4356001600160401b03811161186057613186903690600401613cff565b9261318f6145e6565b6131976148cd565b6040516374a5008160e11b81526001600160a01b038481166004830181905260248301849052937f000000000000000000000000000000000000000000000000000000000000000090911691602081604481865afa9081156132a7575f916132b2575b501561320c575b60206116ea866149d7565b61321585614542565b90823b15611860575f946132788692604051998a978896879563cf09299560e01b8752600487015260018060a01b0316602486015260243560448601526044356064860152606435608486015260a485015260e060c485015260e4840191613eef565b03925af19081156132a7576020926116ea92613297575b819281613201565b5f6132a191613e97565b5f61328f565b6040513d5f823e3d90fd5b90506020813d6020116132e4575b816132cd60209383613e97565b81010312611860576132de90613ee2565b876131fa565b3d91506132c0565b3461186057602036600319011261186057613305613c7e565b61330d613eb8565b506001600160401b0380600a541691169081116133a9575f52600b60205260a060405f206001600160401b036040519161334683613e4d565b8181549384815263ffffffff600260018501549460208401958652015493604083019082861682528460806060860195828960201c168752019660601c168652604051978852516020880152511660408601525116606084015251166080820152f35b632938879b60e21b5f5260045260245ffd5b34611860576103e0366003190112611860576133d5613c7e565b6133dd613c58565b9060803660431901126118605760a03660c319011261186057366103e411611860576001600160401b0380600a541691169081116133a957805f52600b60205260405f20546040516020810190613433826143da565b6080815261344260a082613e97565b5190200361353f5760c43560e435610104359161012435610144359060405160208101906134978161089d86868b8b8b899192608093969594919660a084019784526020840152604083015260608201520152565b51902063ffffffff5f9816975b6014811061354e57506044350361353f577f44ea3e5beb44ea3ea90da6037e567dfe6b0c37722fa1e60b435475c050a5ce91946103209460405160208101908982525f60408201528a606082015260608152613501608082613e97565b5190205f52600f60205260405f2060ff198154169055604051948552602085015260408401526060830152608082015261028061016460a0830137a3005b6342525deb60e11b5f5260045ffd5b906001808a841c16145f1461357a5761356682614987565b355f52602052600160405f205b91016134a4565b61358382614987565b35905f52602052600160405f20613573565b34611860575f366003190112611860576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b34611860575f366003190112611860576135f16145e6565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811633036136df5760105460ff8160081c166136d05760101c60ff16156136c1576009549081156136b257816136987f0693debc661ba0b6fa6985694ed2d1e018fcbac46275653715f2409ea135471a936020935f6009557f000000000000000000000000000000000000000000000000000000000000000061492f565b604051908152a160015f5160206156175f395f51905f5255005b631f2a200560e01b5f5260045ffd5b6370858df160e01b5f5260045ffd5b6323777ded60e11b5f5260045ffd5b63472511eb60e11b5f523360045260245ffd5b34611860575f36600319011261186057602060ff601054166040519015158152f35b34611860575f3660031901126118605761372c6148cd565b6001600160401b03600a54165f52600b6020526137866001600160401b03600260405f20015460601c166001600160401b037f00000000000000000000000000000000000000000000000000000000000000001690613e40565b8042106137e45760016010546affffffffffffffff0000004260181b16906affffffffffffffff0000ff191617176010557f1a1e11968afa77413a98237726dbff2cac92504c19cd2c3aa7d29bfb3f7741ca602060405160018152a1005b6328dbcc8f60e21b5f5260045260245ffd5b346118605760203660031901126118605763ffffffff613814613c45565b165f526008602052602060405f2054604051908152f35b346118605761038036600319011261186057613845613c7e565b6103603660231901126118605761385a6145e6565b6138638161479c565b600281015463ffffffff168061396e57506001600160401b0361388583613e22565b165f52600b60205260405f2054905b541461395f576001600160401b036138ab82613e22565b166001600160401b0319600a541617600a55600954905f60095560ff60105461010061ff00198216176010551615613952575b604051600181528260208201525f5160206155f75f395f51905f5260406001600160401b0333941692a380613921575b60015f5160206156175f395f51905f5255005b61394c90337f000000000000000000000000000000000000000000000000000000000000000061492f565b8061390e565b61395a6148d9565b6138de565b63bb6a9cb560e01b5f5260045ffd5b63ffffffff613981600184015492613e0a565b16906024359160ff831692838103611860575060643592604051602081019182526044356040820152846060820152606081526139bf608082613e97565b519020905f905b601882106139db5750500361353f5790613894565b909160018083851c16145f14613a10576018831015610765578260051b608401355f52602052600160405f205b9201906139c6565b6018831015610765578260051b608401905f5235602052600160405f20613a08565b34611860575f3660031901126118605760105460ff811615613afa5760ff8160101c16613aeb57600a54906001600160401b03821691613a71836144c7565b15613ad85772ffffffffffffffff0000000000000000ff00001990911660589190911b67ffffffffffffffff60581b161762010000176010556040519081527f119fca767239dfbe400acfa805fa52c52bafaab7956b03581dc6d396915c8bec90602090a1005b8263691cc9a560e01b5f5260045260245ffd5b63ad2f380d60e01b5f5260045ffd5b6311465c5d60e21b5f5260045ffd5b34611860575f36600319011261186057613b216145e6565b6020613b2b613d6d565b60015f5160206156175f395f51905f525563ffffffff60405191168152f35b34611860575f3660031901126118605760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34611860575f3660031901126118605760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34611860575f36600319011261186057602060ff60105460081c166040519015158152f35b34611860575f3660031901126118605760206001600160401b03600a5416604051908152f35b346118605760203660031901126118605760209063ffffffff613c2a613c45565b165f9081526004835260409020546001600160a01b03168152f35b6004359063ffffffff8216820361186057565b6024359063ffffffff8216820361186057565b6044359063ffffffff8216820361186057565b600435906001600160401b038216820361186057565b61080435906001600160401b038216820361186057565b602435906001600160401b038216820361186057565b35906001600160401b038216820361186057565b600435906001600160a01b038216820361186057565b35906001600160a01b038216820361186057565b9181601f84011215611860578235916001600160401b038311611860576020838186019501011161186057565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b60243590811515820361186057565b359060ff8216820361186057565b335f52600360205263ffffffff60405f20541680613e075750613d8f3361461e565b907f000000000000000000000000000000000000000000000000000000000000000080613db95750565b613e05907f0000000000000000000000000000000000000000000000000000000000000000337f000000000000000000000000000000000000000000000000000000000000000061470a565b565b90565b63ffffffff5f199116019063ffffffff821161137857565b6001600160401b035f19911601906001600160401b03821161137857565b9190820180921161137857565b60a081019081106001600160401b03821117613e6857604052565b634e487b7160e01b5f52604160045260245ffd5b608081019081106001600160401b03821117613e6857604052565b90601f801991011681019081106001600160401b03821117613e6857604052565b60405190613ec582613e4d565b5f6080838281528260208201528260408201528260608201520152565b5190811515820361186057565b908060209392818452848401375f828201840152601f01601f1916010190565b81601f82011215611860578051906001600160401b038211613e685760208260051b0192613f406040519485613e97565b82845260208085019360061b8301019181831161186057602001925b828410613f6a575050505090565b6040848303126118605760405190604082018281106001600160401b03821117613e68576040528451906001600160a01b03821682036118605782602092604094528287015183820152815201930192613f5c565b918282039260e084126118605760a0613fd782613ee2565b94601f19011261186057604051613fed81613e4d565b60208201518152604082015160ff811681036118605760208201526060820151604082015260808201516001600160401b038116810361186057606082015260a082015160808201529260c08201516001600160401b03811161186057613e079201613f0f565b608080918051845260ff6020820151166020850152604081015160408501526001600160401b0360608201511660608501520151910152565b610120820191906001600160a01b036140a582613ceb565b1682526001600160a01b036140bc60208301613ceb565b1660208301526040810135601e1982360301811215611860578101602081359101936001600160401b038211611860578160051b36038513611860578190610120604086015252610140830193905f5b81811061415f575050506101008160ff6141296060849501613d5f565b1660608501526080810135608085015260a081013560a085015260c081013560c085015260e081013560e0850152013591015290565b909194602080600192838060a01b036141778a613ceb565b16815201960192910161410c565b60041115611dc057565b906005821015611dc05752565b610564356004811015611860576141b281614185565b81526105843560ff81168091036118605760208201526105a43560ff81168091036118605760408201526105c4356005811015611860576141f790606083019061418f565b6105e43560058110156118605761421290608083019061418f565b6106043560058110156118605761422d9060a083019061418f565b6106243561ffff81168091036118605760c08201526106443561ffff81168091036118605760e08201526106643561ffff81168091036118605761010082015261068435801515809103611860576101208201526106a43563ffffffff8116809103611860576101408201526106c43563ffffffff8116809103611860576101608201526106e43563ffffffff8116809103611860576101808201526107043563ffffffff8116809103611860576101a08201526107243563ffffffff8116809103611860576101c08201526107443563ffffffff8116809103611860576101e0820152610764356001600160a01b0381169081900361186057610200820152610784356001600160a01b03811690819003611860576102208201526102406107a435910152565b9291926001600160401b038211613e68576040519161437e601f8201601f191660200184613e97565b829481845281830111611860578281602093845f960137010152565b90600e5482101561076557600e5f52600282901c7fbb7b4a454dc3493923482f07822329ed19e8244eff582cc204f8554c3620c3fd019160031b60181690565b604435815260643560208201526084356001600160401b03811680910361186057604082015260a435906001600160401b0382168092036118605760600152565b610724358152610744356020820152610764356001600160401b03811680910361186057604082015261078435906001600160401b0382168092036118605760600152565b6001600160401b036144966060809380358652602081013560208701528361448a60408301613cc1565b16604087015201613cc1565b16910152565b9190820391821161137857565b6001600160401b036001911601906001600160401b03821161137857565b6001600160401b0380600a5416911690811161453d578015614537575f52600b6020526145316001600160401b03600260405f20015460601c166001600160401b037f00000000000000000000000000000000000000000000000000000000000000001690613e40565b42101590565b50600190565b505f90565b600b906102226040516145586020830182613e97565b81815260208101916153d583395190209060405191604083015260018060a01b031660208201523081520160ff8153605590206001600160a01b031690565b91908260409103126118605760206145ae83613ee2565b92015190565b60409060ff613e0795931681528160208201520191613eef565b600d5481101561076557600d5f5260205f2001905f90565b60025f5160206156175f395f51905f52541461460f5760025f5160206156175f395f51905f5255565b633ee5aeb560e01b5f5260045ffd5b6001600160a01b03165f8181526003602052604090205490919063ffffffff1680614706575081156146f35760025463ffffffff8116620fffff8110156146e45763ffffffff81146113785760010163ffffffff8116809263ffffffff19161760025592805f52600360205260405f208263ffffffff19825416179055815f52600460205260405f20816bffffffffffffffffffffffff60a01b8254161790557f7d263e6f741197e6aa54802bf9dc0302242dba5461171a0abd1a431c66b46f965f80a3565b639ed3ecbb60e01b5f5260045ffd5b5063bfc6c33760e01b5f5260045260245ffd5b9150565b6040516323b872dd60e01b5f9081526001600160a01b039384166004529290931660245260449390935260209060648180865af19060015f511482161561477b575b6040525f6060521561475b5750565b635274afe760e01b5f9081526001600160a01b0391909116600452602490fd5b90600181151661479357823b15153d1516169061474c565b503d5f823e3d90fd5b60ff60105460101c16614815576001600160401b0381169081158015614801575b6147ee576147ca906144c7565b6147dc575f52600b60205260405f2090565b634e974da560e01b5f5260045260245ffd5b50632938879b60e21b5f5260045260245ffd5b506001600160401b03600a541682116147bd565b6325de280960e11b5f5260045ffd5b9060443560ff811690818103611860575060405160208101918252606435604082015260843560608201526060815261485e608082613e97565b519020905f905b601882106148765750500361353f57565b909160018083851c16145f146148ab576018831015610765578260051b60a401355f52602052600160405f205b920190614865565b6018831015610765578260051b60a401905f5235602052600160405f206148a3565b60ff6010541661481557565b60016010546affffffffffffffff0000004260181b16906affffffffffffffff0000ff191617176010557f1a1e11968afa77413a98237726dbff2cac92504c19cd2c3aa7d29bfb3f7741ca60206040515f8152a1565b916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180865af19060015f511482161561496f575b6040521561475b5750565b90600181151661479357823b15153d15161690614964565b60148110156107655760051b6101640190565b9163ffffffff90604051926001600160401b03602085019516855215156040840152166060820152606081526149d1608082613e97565b51902090565b906001600160a01b0382166149eb83614542565b6040516370a0823160e01b81526001600160a01b03808316600483018190527f00000000000000000000000000000000000000000000000000000000000000009391841692909190602081602481875afa9081156132a7575f91614d1e575b50156136b2573b15614cbf575b6040516370a0823160e01b815230600482015290602082602481865afa9182156132a7575f92614c8a575b5060205f9160246040518094819362b40d3160e11b83528860048401525af180156132a757614c59575b506020602492604051938480926370a0823160e01b82523060048301525afa80156132a7575f90614c25575b614ae2925061449c565b938491835f52600360205263ffffffff60405f205416918215614b53575b50507f35dbbfd0d3585577ae3feb7437be44befd94c36d05e086795fa0016e0d22d4969163ffffffff604092165f526005602052815f20614b42828254613e40565b9055815190815260016020820152a2565b909250614b60915061461e565b7f00000000000000000000000000000000000000000000000000000000000000009182861115614c04579163ffffffff6040927f35dbbfd0d3585577ae3feb7437be44befd94c36d05e086795fa0016e0d22d49694614bbf848a61449c565b9380614bd2575b50509250819350614b00565b614bfd917f00000000000000000000000000000000000000000000000000000000000000009061492f565b5f80614bc6565b85600184018085116113785763049c0a1d60e11b5f5260045260245260445ffd5b506020823d602011614c51575b81614c3f60209383613e97565b8101031261186057614ae29151614ad8565b3d9150614c32565b6020813d602011614c82575b81614c7260209383613e97565b8101031261186057506020614aac565b3d9150614c65565b9091506020813d602011614cb7575b81614ca660209383613e97565b810103126118605751906020614a82565b3d9150614c99565b604051610222614cd26020820183613e97565b80825260208201906153d58239815115614d0f5790516001600160a01b03918691905ff516614a57573d6132a75763b06ebf3d60e01b5f5260045ffd5b631328927760e21b5f5260045ffd5b90506020813d602011614d48575b81614d3960209383613e97565b8101031261186057515f614a4a565b3d9150614d2c565b90614d59613eb8565b5060a4614d64613eb8565b50614d6d6151c9565b6040516020810190614d80826024614460565b60808152614d8f60a082613e97565b5190200361353f5763ffffffff60a0820193169080356020820191823560ff811681036118605760408201359160608101978835926001600160401b0384168403611860576080830135936001600160401b036040519160ff60208401948a86521660408401528760608401521660808201528460a082015260a08152614e1760c082613e97565b519020905f905b60208210614ef45750506044350361353f5760a09036031261186057614e6b614e5760ff9560405195614e5087613e4d565b8652613d5f565b976020850198895260408501938452613cc1565b916060840192835260808401918252855f52601160205260405f20858154169384614ecb575b505050505093511660018114159081614ebf575b50614ead5750565b637350147f60e11b5f5260045260245ffd5b6002915014155f614ea5565b60018201549360036001600160401b036002850154169301549052525285525f80808080614e91565b90916001808a851c16145f14614f2357614f0e83836153c3565b355f52602052600160405f205b920190614e1e565b614f2d83836153c3565b35905f52602052600160405f20614f1b565b60125460ff8160401c165f14614f82576001600160401b03165b6001600160401b03600d549116908110614f705750565b630bf1f04d60e41b5f5260045260245ffd5b506084356001600160401b0381168114614f59575f80fd5b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480615087575b15614ff5577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a081526149d160c082613e97565b507f00000000000000000000000000000000000000000000000000000000000000004614614fcc565b9190602081019260ff845116600381145f146150d15750613e059350615211565b60209193508260ff91600360407fd7b5b464729b47cc2cf9613ebd7ce7039d59b2e32853463ef1f363cb418c9ae6960151966001600160401b038060608601511663ffffffff6080870151936040519661512a88613e7c565b87528987019b8c52604087019283526060870194855216998a5f52601189528760405f20965116881987541617865551600186015551166001600160401b036002850191166001600160401b03198254161790555191015551945116604051908152a3565b6001600160a01b03165f8181526003602052604090205463ffffffff16919082156151b75750565b63bfc6c33760e01b5f5260045260245ffd5b60105460ff811615613afa5760ff8160101c16156136c1576001600160401b039060581c165f52600b60205260405f205490565b80518210156107655760209160051b010190565b91909160408301519060036001600160401b036060860151166001600160401b0360808701519163ffffffff6040519561524a87613e7c565b8587526020870197885260408701928352606087019485521695865f52601160205260ff60405f2096511660ff1987541617865551600186015551166001600160401b036002850191166001600160401b0319825416179055519101555f5b8251811015615352576001906152d26001600160a01b036152ca83876151fd565b51511661518f565b63ffffffff60206152e384886151fd565b51015191165f5260086020526152fe60405f20918254613e40565b9055818060a01b0361531082866151fd565b515116837f832034bd5b640a6a427f57429221868982608aad95465de4800590969fc7c940602080615342868a6151fd565b510151604051908152a3016152a9565b5091905051907fd7b5b464729b47cc2cf9613ebd7ce7039d59b2e32853463ef1f363cb418c9ae6602060405160038152a3565b60ff811690601f82116153b457604051916153a1604084613e97565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b9060208110156107655760051b019056fe60a08060405234602757336080526101f6908161002c82396080518181816047015260a30152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816301681a621461007a575063e2fdcc1714610032575f80fd5b34610076575f366003190112610076576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610076576020366003190112610076576004356001600160a01b0381169190828103610076577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101e3576370a0823160e01b8252306004830152602082602481865afa9182156101d8575f9261017a575b508161010a575b602082604051908152f35b6040519063a9059cbb60e01b5f52336004528260245260205f60448180855af19060015f511482161561015b575b50906040521561014857816100ff565b50635274afe760e01b5f5260045260245ffd5b6001821516610171573b15153d15161684610138565b823d5f823e3d90fd5b90915060203d6020116101d1575b601f8101601f1916820167ffffffffffffffff8111838210176101bd57602091839160405281010312610076575190836100f8565b634e487b7160e01b5f52604160045260245ffd5b503d610188565b6040513d5f823e3d90fd5b63bc552e7760e01b5f523360045260245ffda4808c6e656c5f32e8ff92935228192c7c338fa9f1ba92b70a37ff4b5865885b9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00",
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

// PackExitProcessForced is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee898fec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitProcessForced((bytes32,bytes32,uint64,uint64) state, uint8 kind, bytes data, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job) returns()
func (asaLedger *AsaLedger) PackExitProcessForced(state IAsaLedgerTypesStateFields, kind uint8, data []byte, job IAsaLedgerTypesJobWitness) []byte {
	enc, err := asaLedger.abi.Pack("exitProcessForced", state, kind, data, job)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitProcessForced is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee898fec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitProcessForced((bytes32,bytes32,uint64,uint64) state, uint8 kind, bytes data, ((bytes32,uint8,bytes32,uint64,uint256),bytes32[32]) job) returns()
func (asaLedger *AsaLedger) TryPackExitProcessForced(state IAsaLedgerTypesStateFields, kind uint8, data []byte, job IAsaLedgerTypesJobWitness) ([]byte, error) {
	return asaLedger.abi.Pack("exitProcessForced", state, kind, data, job)
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

// AsaLedgerExitForcedProcessed represents a ExitForcedProcessed event raised by the AsaLedger contract.
type AsaLedgerExitForcedProcessed struct {
	Position uint64
	Applied  bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const AsaLedgerExitForcedProcessedEventName = "ExitForcedProcessed"

// ContractEventName returns the user-defined event name.
func (AsaLedgerExitForcedProcessed) ContractEventName() string {
	return AsaLedgerExitForcedProcessedEventName
}

// UnpackExitForcedProcessedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitForcedProcessed(uint64 indexed position, bool applied)
func (asaLedger *AsaLedger) UnpackExitForcedProcessedEvent(log *types.Log) (*AsaLedgerExitForcedProcessed, error) {
	event := "ExitForcedProcessed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedger.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerExitForcedProcessed)
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
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["ForcedPending"].ID.Bytes()[:4]) {
		return asaLedger.UnpackForcedPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["ForcedTooLarge"].ID.Bytes()[:4]) {
		return asaLedger.UnpackForcedTooLargeError(raw[4:])
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

// AsaLedgerForcedPending represents a ForcedPending error raised by the AsaLedger contract.
type AsaLedgerForcedPending struct {
	Position uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ForcedPending(uint64 position)
func AsaLedgerForcedPendingErrorID() common.Hash {
	return common.HexToHash("0xbf1f04d045f693d4e0ed865b82687a51ef6bb083a595a6983ac2829254c5f7be")
}

// UnpackForcedPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ForcedPending(uint64 position)
func (asaLedger *AsaLedger) UnpackForcedPendingError(raw []byte) (*AsaLedgerForcedPending, error) {
	out := new(AsaLedgerForcedPending)
	if err := asaLedger.abi.UnpackIntoInterface(out, "ForcedPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerForcedTooLarge represents a ForcedTooLarge error raised by the AsaLedger contract.
type AsaLedgerForcedTooLarge struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ForcedTooLarge(uint256 length)
func AsaLedgerForcedTooLargeErrorID() common.Hash {
	return common.HexToHash("0x840d57d49a0c633d3d1e2305837198ea29c6515ed90612d642132aececd5a0a2")
}

// UnpackForcedTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ForcedTooLarge(uint256 length)
func (asaLedger *AsaLedger) UnpackForcedTooLargeError(raw []byte) (*AsaLedgerForcedTooLarge, error) {
	out := new(AsaLedgerForcedTooLarge)
	if err := asaLedger.abi.UnpackIntoInterface(out, "ForcedTooLarge", raw); err != nil {
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
	ABI: "[{\"inputs\":[],\"name\":\"BadWitness\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"}],\"name\":\"BondMissing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BondSlashed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"CutoffOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochNotFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expected\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"given\",\"type\":\"uint64\"}],\"name\":\"EpochOutOfOrder\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"next\",\"type\":\"uint256\"}],\"name\":\"EpochTooSoon\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochAlreadyFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochNotFixed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"ForcedNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"ForcedPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ForcedTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"FrontierGone\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InExitMode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"InvalidExitStep\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"InvalidKind\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidParameters\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"JobNotOpen\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFraud\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoPendingRequest\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"since\",\"type\":\"uint256\"}],\"name\":\"OperatorNotSilent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"due\",\"type\":\"uint256\"}],\"name\":\"RequestNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"RequestWindowClosed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyAccounts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"}],\"name\":\"TooManyTransitions\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"UnknownEpoch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"UnknownForced\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"AccountPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"AccountRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"}],\"name\":\"BondPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BondReclaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"DataRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"viaAddress\",\"type\":\"bool\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"EpochPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"enumIAsaLedgerTypes.Fault\",\"name\":\"fault\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"EpochVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ExitCredited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"ExitEpochFixed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"applied\",\"type\":\"bool\"}],\"name\":\"ExitForcedProcessed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"ExitJobProgressed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"silent\",\"type\":\"bool\"}],\"name\":\"ExitModeStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"ForcedQueued\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"TransitionPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"WithdrawalRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"exit\",\"type\":\"bool\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeExpire\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeForced\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"inner\",\"type\":\"bytes\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeOpen\",\"outputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"clientSig\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"acceptanceDeadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"acceptanceSig\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"internalType\":\"structAsaLedgerVerifier.OpenData\",\"name\":\"o\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeResult\",\"outputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"sig\",\"type\":\"bytes\"}],\"internalType\":\"structAsaLedgerVerifier.ResultData\",\"name\":\"d\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeSubmit\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeSync\",\"outputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"signedTotal\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"sig\",\"type\":\"bytes\"}],\"internalType\":\"structAsaLedgerVerifier.SyncData\",\"name\":\"d\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"name\":\"deliveryValid\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"expireOutcome\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structAsaLedgerVerifier.Credit[]\",\"name\":\"credits\",\"type\":\"tuple[]\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"queuedAt\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"}],\"name\":\"forcedJobOutcome\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"applied\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"next\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structAsaLedgerVerifier.Credit[]\",\"name\":\"credits\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"forcedJobSlot\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"ok\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[64]\",\"name\":\"frontier\",\"type\":\"bytes32[64]\"}],\"name\":\"frontierRoot\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"}],\"name\":\"jobIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result\",\"name\":\"result\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"sig\",\"type\":\"bytes\"}],\"name\":\"resultOutcome\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"next\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structAsaLedgerVerifier.Credit[]\",\"name\":\"credits\",\"type\":\"tuple[]\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"contractIAsaLedgerChain\",\"name\":\"chain\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"pre\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"votes\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"internalType\":\"structIAsaLedgerTypes.AccountWitness[]\",\"name\":\"accounts\",\"type\":\"tuple[]\"}],\"name\":\"verify\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"post\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "fe70009d107d990aec7c819f2934c1e9a8",
	Bin: "0x60808060405234601557614c01908161001a8239f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c80630c520fa014610cc357806316157b9c14610c285780632a70062e14610bd45780633a2da29614610b12578063425b2b2f14610a035780634632bf9d146109a35780634a803304146108ca578063709bb23f1461070f5780637ecc184d146104ad5780639b598382146103b3578063a50acdcd14610344578063ac20c59314610210578063c043d9b81461015e5763e7df7448146100b3575f80fd5b3461015a57602036600319011261015a576004356001600160401b03811161015a576100e3903690600401610e61565b9081810160408282031261015a576100fa8261102f565b9160208101356001600160401b03811161015a576101479261011d9183016118f3565b93604051916101428361013488886020840161122d565b03601f198101855284611300565b612e35565b6101566040519283928361122d565b0390f35b5f80fd5b3461015a57602036600319011261015a576004356001600160401b03811161015a5761018e903690600401610e61565b6101966118af565b5061019f6123a0565b50808201916102a08184031261015a576101b881611479565b9160208201356001600160401b03811161015a57826101ec6101e287610204946101569701611362565b966040830161162b565b926040519161014283610134878b8b602085016111fb565b604051938493846111fb565b3461015a57602036600319011261015a576004356001600160401b03811161015a57610240903690600401610e61565b6102486127ea565b9080830160a08482031261015a5761025f84611479565b9160208501359460408101359560608201359360808301356001600160401b03811161015a57830190610291916118f3565b9260208701976040880194606089019660808a0198828a52818952838852858c5263ffffffff1692838b52604051958694602086015260408501526060840152608083015260a0820160a0905260c082016102eb91610fd5565b03601f19810183526102fd9083611300565b61030692612e35565b604051948594602086525163ffffffff1660208601525160408501525160608401525160808301525160a0820160a0905260c0820161015691610fd5565b3461015a5761012036600319011261015a5760443560ff8116810361015a576064356001600160401b03811161015a57610382903690600401610e61565b90919060a036608319011261015a57610156926103a49260243560043561254a565b60409391935193849384610ed6565b3461015a5761080036600319011261015a57366108041161015a576040516108206103de8183611300565b60408252601f19013660208301375f5b6040811015610413576001908060051b6004013561040c8285612508565b52016103ee565b506020805b610430576020610427836124d7565b51604051908152f35b905f5b82811061044557509060011c80610418565b600181901b906001600160ff1b0381168103610499576104658284612508565b51600183018093116104995761047d60019385612508565b51905f5260205260405f206104928285612508565b5201610433565b634e487b7160e01b5f52601160045260245ffd5b3461015a57602036600319011261015a576004356001600160401b03811161015a576104dd903690600401610e61565b6104e5612463565b9080830190838203906103e0821261015a5761050085611479565b9460208101356001600160401b03811161015a5784610520918301611362565b92610100610531866040850161162b565b9161029f19011261015a57604051610548816112c9565b6102a083013581526102c083013560208201526105686102e0840161179b565b604082015261057a610300840161145d565b606082015261058c610320840161146c565b608082015261034083013560a082015261036083013560c08201526105b4610380840161179b565b60e08201526103a0830135956001600160a01b038716870361015a576103c0840135926001600160401b03841161015a578861068e9861066d63ffffffff6101569d8b602061060b610134996101429c8e016118f3565b968760a082015260018060a01b03871660808201528a606082015288604082015201521695868d526106626106576040519c8d9960208b01526103e060408b01526104008a0190610f2b565b956060890190611068565b6102c087019061119f565b6001600160a01b03166103c0850152838203601f19016103e0850152610fd5565b6040519182916020835263ffffffff815116602084015260a06106c260208301516103e06040870152610400860190610f2b565b916106d560408201516060870190611068565b6106e860608201516102c087019061119f565b60808101515f196001841b01166103c08601520151838203601f19016103e0850152610fd5565b3461015a57602036600319011261015a576004356001600160401b03811161015a5761073f903690600401610e61565b90610748612429565b90828101926102e08285031261015a5781356001600160401b03811161015a5784610774918401611362565b9360208301356001600160401b03811161015a57816107949185016118f3565b9260408101359360608201356001600160401b03811161015a576107bb90849084016118f3565b926107c9906080840161162b565b9360208701976040880195606089019560808a0198828a52818852808952858c52838b52604051958694602086016102e09052610300860161080a91610f2b565b858103601f1901604087015261081f91610fd5565b906060850152601f1984820301608085015261083a91610fd5565b9060a0830161084891611068565b03601f198101835261085a9083611300565b61086392612e35565b6040519485946020865251602086016102e09052610300860161088591610f2b565b9051858203601f1901604087015261089d9190610fd5565b9151606085015251838203601f190160808501526108bb9190610fd5565b905160a0830161015691611068565b3461015a576105e036600319011261015a576004356001600160a01b038116810361015a5760643560ff8116810361015a576084356001600160401b03811161015a5761091b903690600401610e61565b90929060803660a319011261015a576104a03661012319011261015a576105c435936001600160401b03851161015a573660238601121561015a578460040135936001600160401b03851161015a5736602461032087028801011161015a57602461098f9601936044359060243590611ff3565b604080519215158352602083019190915290f35b3461015a57604036600319011261015a5760043560ff8116810361015a57602435906001600160401b03821161015a576109f263ffffffff916109ec6040943690600401610e61565b91611e23565b835191151582529091166020820152f35b3461015a57608036600319011261015a576024356004356001600160401b03821161015a57610120600319833603011261015a576064356001600160401b03811161015a57610a56903690600401610e61565b6024610a71610a6b9493943687600401611362565b84612dc1565b940135916001600160a01b038316830361015a57610aff936042610af99260405160208101907fdc9baeab6d1cb3c28d4be02717514c4f42f3fb30536f7b467a2d5b62aaef9cbc8252896040820152604435606082015260608152610ad7608082611300565b5190206040519161190160f01b835260028301526022820152209236916117ca565b91612e56565b6040805191151582526020820192909252f35b3461015a57602036600319011261015a576004356001600160401b03811161015a57610b42903690600401610e61565b610b4a6118af565b508082019160808184031261015a57610b6281611479565b9160208201356001600160401b03811161015a5784610b82918401611362565b936040830135906060840135936001600160401b03851161015a57610baf610bc8926101569683016118f3565b93604051916101428361013488888d8d60208601610ff9565b60405194859485610ff9565b3461015a57604036600319011261015a576024356001600160401b03811161015a57610120600319823603011261015a57610c20610c186020923690600401611362565b600435612dc1565b604051908152f35b3461015a5761036036600319011261015a5760a036604319011261015a5760e4356001600160401b03811161015a57610120600319823603011261015a576102603661010319011261015a57610ca490610c8f610c8436611800565b913690600401611362565b610c983661148a565b91602435600435612b51565b9061015660405192839215158352604060208401526040830190610e8e565b3461015a576104a036600319011261015a5760a036604319011261015a5760e4356001600160401b03811161015a57610120600319823603011261015a576102603661010319011261015a576101003661036319011261015a57610464356001600160a01b038116919082900361015a57610484356001600160401b03811161015a57610d54903690600401610e61565b610d5f929192611321565b50610d7d60405192610d7084611247565b5f84523690600401611362565b6020830152610d8b3661148a565b604083015260405192610d9d846112c9565b6103643584526103843560208501526103a4356001600160401b038116810361015a5760408501526103c43561ffff8116810361015a5760608501526103e435801515810361015a5760808501526104043560a08501526104243560c085015261044435916001600160401b038316830361015a576101569585610e349460e06103a49801526060860152608085015236916117ca565b60a0820152610e4236611800565b602435600435612814565b35906001600160a01b038216820361015a57565b9181601f8401121561015a578235916001600160401b03831161015a576020838186019501011161015a57565b90602080835192838152019201905f5b818110610eab5750505090565b825180516001600160a01b031685526020908101518186015260409094019390920191600101610e9e565b6080610f28949360e093151583528051602084015260ff6020820151166040840152604081015160608401526001600160401b0360608201511682840152015160a08201528160c08201520190610e8e565b90565b80516001600160a01b039081168352602080830151909116818401526040808301516101209185018290528051918501829052610140850194939201905f5b818110610fb6575050506101008160ff6060839401511660608501526080810151608085015260a081015160a085015260c081015160c085015260e081015160e0850152015191015290565b82516001600160a01b0316865260209586019590920191600101610f6a565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b90610f28949263ffffffff61101c92168352608060208401526080830190610f2b565b9260408201526060818403910152610fd5565b359060ff8216820361015a57565b6004111561104757565b634e487b7160e01b5f52602160045260245ffd5b9060058210156110475752565b610240809180516110788161103d565b845260ff602082015116602085015260ff60408201511660408501526110a66060820151606086019061105b565b6110b86080820151608086019061105b565b6110ca60a082015160a086019061105b565b61ffff60c08201511660c085015261ffff60e08201511660e085015261ffff61010082015116610100850152610120810151151561012085015263ffffffff6101408201511661014085015263ffffffff6101608201511661016085015263ffffffff6101808201511661018085015263ffffffff6101a0820151166101a085015263ffffffff6101c0820151166101c085015263ffffffff6101e0820151166101e085015260018060a01b036102008201511661020085015260018060a01b03610220820151166102208501520151910152565b6001600160401b0360e08092805185526020810151602086015282604082015116604086015261ffff606082015116606086015260808101511515608086015260a081015160a086015260c081015160c0860152015116910152565b93929061122361122b9363ffffffff6040931687526102a060208801526102a0870190610f2b565b940190611068565b565b60409060ff610f2894931681528160208201520190610fd5565b60c081019081106001600160401b0382111761126257604052565b634e487b7160e01b5f52604160045260245ffd5b60a081019081106001600160401b0382111761126257604052565b61012081019081106001600160401b0382111761126257604052565b61026081019081106001600160401b0382111761126257604052565b61010081019081106001600160401b0382111761126257604052565b604081019081106001600160401b0382111761126257604052565b90601f801991011681019081106001600160401b0382111761126257604052565b6040519061132e82611276565b5f6080838281528260208201528260408201528260608201520152565b6001600160401b0381116112625760051b60200190565b9190916101208184031261015a576040519061137d82611291565b819361138882610e4d565b835261139660208301610e4d565b602084015260408201356001600160401b03811161015a5782019080601f8301121561015a5781356113c78161134b565b926113d56040519485611300565b81845260208085019260051b82010192831161015a57602001905b8282106114455750505061010091829160408501526114116060820161102f565b60608501526080810135608085015260a081013560a085015260c081013560c085015260e081013560e08501520135910152565b6020809161145284610e4d565b8152019101906113f0565b359061ffff8216820361015a57565b3590811515820361015a57565b359063ffffffff8216820361015a57565b6102609061010319011261015a57604051906114a5826112ad565b8161010435600481101561015a5781526101243560ff8116810361015a5760208201526101443560ff8116810361015a57604082015261016435600581101561015a57606082015261018435600581101561015a5760808201526101a435600581101561015a5760a08201526101c43561ffff8116810361015a5760c08201526101e43561ffff8116810361015a5760e08201526102043561ffff8116810361015a5761010082015261022435801515810361015a576101208201526102443563ffffffff8116810361015a576101408201526102643563ffffffff8116810361015a576101608201526102843563ffffffff8116810361015a576101808201526102a43563ffffffff8116810361015a576101a08201526102c43563ffffffff8116810361015a576101c08201526102e43563ffffffff8116810361015a576101e0820152610304356001600160a01b038116810361015a57610200820152610324356001600160a01b038116810361015a5761022082015261024061034435910152565b91908261026091031261015a57604051611644816112ad565b80928035600481101561015a57825261165f6020820161102f565b60208301526116706040820161102f565b60408301526060810135600581101561015a5760608301526080810135600581101561015a57608083015260a0810135600581101561015a5761024091829160a08501526116c060c0820161145d565b60c08501526116d160e0820161145d565b60e08501526116e3610100820161145d565b6101008501526116f6610120820161146c565b6101208501526117096101408201611479565b61014085015261171c6101608201611479565b61016085015261172f6101808201611479565b6101808501526117426101a08201611479565b6101a08501526117556101c08201611479565b6101c08501526117686101e08201611479565b6101e085015261177b6102008201610e4d565b61020085015261178e6102208201610e4d565b6102208501520135910152565b35906001600160401b038216820361015a57565b6001600160401b03811161126257601f01601f191660200190565b9291926117d6826117af565b916117e46040519384611300565b82948184528183011161015a578281602093845f960137010152565b60a090604319011261015a576040519061181982611276565b81604435815260643560ff8116810361015a576020820152608435604082015260a4356001600160401b038116810361015a576060820152608060c435910152565b91908260a091031261015a5760405161187381611276565b6080808294803584526118886020820161102f565b6020850152604081013560408501526118a36060820161179b565b60608501520135910152565b604051906118bc82611291565b5f61010083828152826020820152606060408201528260608201528260808201528260a08201528260c08201528260e08201520152565b9080601f8301121561015a57816020610f28933591016117ca565b519063ffffffff8216820361015a57565b51906001600160a01b038216820361015a57565b519060ff8216820361015a57565b9190916101208184031261015a576040519061195c82611291565b81936119678261191f565b83526119756020830161191f565b602084015260408201516001600160401b03811161015a5782019080601f8301121561015a5781516119a68161134b565b926119b46040519485611300565b81845260208085019260051b82010192831161015a57602001905b828210611a245750505061010091829160408501526119f060608201611933565b60608501526080810151608085015260a081015160a085015260c081015160c085015260e081015160e08501520151910152565b60208091611a318461191f565b8152019101906119cf565b519061ffff8216820361015a57565b5190811515820361015a57565b91908261026091031261015a57604051611a71816112ad565b80928051600481101561015a578252611a8c60208201611933565b6020830152611a9d60408201611933565b60408301526060810151600581101561015a5760608301526080810151600581101561015a57608083015260a0810151600581101561015a5761024091829160a0850152611aed60c08201611a3c565b60c0850152611afe60e08201611a3c565b60e0850152611b106101008201611a3c565b610100850152611b236101208201611a4b565b610120850152611b36610140820161190e565b610140850152611b49610160820161190e565b610160850152611b5c610180820161190e565b610180850152611b6f6101a0820161190e565b6101a0850152611b826101c0820161190e565b6101c0850152611b956101e0820161190e565b6101e0850152611ba8610200820161191f565b610200850152611bbb610220820161191f565b6102208501520151910152565b90916102a08284031261015a57611bde8261190e565b926020830151906001600160401b03821161015a576040611c0482610f28948701611941565b9401611a58565b90918060409360208452816020850152848401375f828201840152601f01601f1916010190565b51906001600160401b038216820361015a57565b81601f8201121561015a57805190611c5d826117af565b92611c6b6040519485611300565b8284526020838301011161015a57815f9260208093018386015e8301015290565b60208183031261015a578051906001600160401b03821161015a5701808203916103e0831261015a5760405192611cc284611247565b611ccb8361190e565b84526020830151906001600160401b03821161015a57611cf083610100938601611941565b6020860152611d028360408601611a58565b604086015261029f19011261015a57604051611d1d816112c9565b6102a083015181526102c08301516020820152611d3d6102e08401611c32565b6040820152611d4f6103008401611a3c565b6060820152611d616103208401611a4b565b608082015261034083015160a082015261036083015160c0820152611d896103808401611c32565b60e08201526060840152611da06103a0830161191f565b60808401526103c08201516001600160401b03811161015a57611dc39201611c46565b60a082015290565b9060808282031261015a57611ddf8261190e565b9260208301516001600160401b03811161015a5782611dff918501611941565b9260408101519260608201516001600160401b03811161015a57610f289201611c46565b9092919260ff5a921660038103611ea85750604051631d16d14b60e11b8152935f9185918291611e57919060048401611c0b565b0381305afa5f9381611e81575b50611e7a57611e74919250612e89565b5f905f90565b5060019190565b611e9e9194503d805f833e611e968183611300565b810190611dcb565b505050925f611e64565b60048103611f295750611ed49192935f916040519384928392637ecc184d60e01b845260048401611c0b565b0381305afa5f9181611f05575b50611ef55750611ef090612e89565b611e74565b63ffffffff915051169060019190565b611f229192503d805f833e611f1a8183611300565b810190611c8c565b905f611ee1565b600514611f3a575b50509050611e74565b6040516318087b3760e31b8152935f9185918291611f5c919060048401611c0b565b0381305afa5f9381611f81575b50611e7a57611f79919250612e89565b805f80611f31565b611f9e9194503d805f833e611f968183611300565b810190611bc8565b5050925f611f69565b356001600160401b038116810361015a5790565b919082604091031261015a57610f28602083519301611c32565b6001600160401b036001911601906001600160401b03821161049957565b9291969495939560405193606085018581106001600160401b038211176112625760405260018060a01b0316918285526020850152604084019780895260e435926001600160401b0384169384810361015a575061010435996001600160401b038b169a8b810361015a57506040519461206c86611276565b60a4358652602086019560c43587526040810191825260608101908d82525f6080820152809d60405163562dd64960e01b81526020816004818a5afa80156121b7575f90612360575b6001600160401b03915016119760ff8a1694600686146121dd575050505050600181109081156121d2575b506121c2578993612123575b5050906121036121099761012495949336916117ca565b92612f55565b1561211c5761211790612fb4565b600191565b505f905f90565b90919493926001600160401b0360606040920151166024825180948193633f3ae35f60e21b835260048301525afa80156121b7576001600160401b03915f91612186575b50161061217957909186905f806120ec565b505050505050505f905f90565b6121a8915060403d6040116121b0575b6121a08183611300565b810190611fbb565b90505f612167565b503d612196565b6040513d5f823e3d90fd5b505050505050505050505f905f90565b60059150115f6120e0565b95929b9950969350969c9b919a98949c1561232b5760406001600160401b038b51166024825180948193633f3ae35f60e21b835260048301525afa9081156121b7575f905f9261233e575b506122343685856117ca565b602081519101200361232b576001600160401b03169b8c1015612319576121179b61225f9352612ea4565b93909290918061230b575b806122fe575b61229e575b505050505050505050606081016001600160401b0361229681835116611fd5565b169052612fb4565b6122e4976001600160401b0380610124975194519b5116915116906040519a8b946122c886611276565b85526020850152604084015260608301525f6080830152612f55565b6122f6575b8080808080808080612275565b90505f6122e9565b50600660ff841610612270565b50600160ff8416101561226a565b5050505050505050505050505f905f90565b505050505050505050505050505f905f90565b9050612359915060403d6040116121b0576121a08183611300565b905f612228565b506020813d602011612398575b8161237a60209383611300565b8101031261015a576123936001600160401b0391611c32565b6120b5565b3d915061236d565b604051906123ad826112ad565b5f610240838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e082015282610200820152826102208201520152565b6040519061243682611276565b8161243f6118af565b8152606060208201525f6040820152606080820152608061245e6123a0565b910152565b6040519061247082611247565b606060a0835f81526124806118af565b602082015261248d6123a0565b604082015260405161249e816112c9565b5f81525f60208201525f60408201525f848201525f60808201525f838201525f60c08201525f60e0820152838201525f60808201520152565b8051156124e45760200190565b634e487b7160e01b5f52603260045260245ffd5b8051600110156124e45760400190565b80518210156124e45760209160051b010190565b8181029291811591840414171561049957565b9190820180921161049957565b3560ff8116810361015a5790565b91939092612556611321565b50606060ff61256636608461185b565b9616906003821461266957506004146125fb576040516318087b3760e31b8152915f918391829161259b919060048401611c0b565b0381305afa9182156121b7576125c6935f925f946125d8575b506125c036608461185b565b91612b51565b9092836125cf57565b60036020840152565b9093506125f09192503d805f833e611f968183611300565b92915091925f6125b4565b604051637ecc184d60e01b815294505f918591829161261d9160048401611c0b565b0381305afa9182156121b757612646935f9361264d575b5061264036608461185b565b91612814565b9192909190565b6126629193503d805f833e611f1a8183611300565b915f612634565b95915f91509261269293604098969598519485928392631d16d14b60e11b845260048401611c0b565b0381305afa80156121b7575f965f935f926127c5575b506126b38882612dc1565b9788608435148015906127ab575b801561279d575b612790579060426127489392602060018060a01b03910151169160405160208101907fdc9baeab6d1cb3c28d4be02717514c4f42f3fb30536f7b467a2d5b62aaef9cbc82528c604082015288606082015260608152612728608082611300565b5190206040519161190160f01b8352600283015260228201522090612e56565b156127865750906001600160401b03916040519561276587611276565b86526002602087015260408601521660608401525f60808401526001929190565b945050505f929190565b505050945050505f929190565b5060e08101518610156126c8565b5060a43560ff811680820361015a576001915014156126c1565b915096506127de9192503d805f833e611e968183611300565b9197909392505f6126a8565b604051906127f782611276565b60606080835f81525f60208201525f60408201525f838201520152565b90939193612820611321565b506060936020810151916128348385612dc1565b9384885114801590612b32575b612b27576040830192835160405161285d602082018093611068565b610260815261286e61028082611300565b519020608086015103612ac857606089016128a06001600160401b0382511663ffffffff61016088510151169061252f565b841015612b1a5760608201519687511490811591612b07575b8115612aeb575b50612ac857606086019261271061ffff85511611908115612ad4575b50612ac85760408501918251612900608084019160018060a01b0383511690613002565b9160808c01938451925f1985148015612aba575b612aa957600160a01b60019003905116918a5160208c015160408d01516001600160401b03168a5161ffff169d608081019e8f51151560a08301519160c08401519360e001516001600160401b0316946040519660208801987f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb808a5260408901526060880152608087015260a086015260c085015260e084015261010083015261012082015261012081526129cb61014082611300565b5190206040519161190160f01b835260028301526022820152604290209060a00151906129f792612e56565b15612a9b5760ff8160081c169460018601809611610499575161ffff166001600160fc1b0383168303610499578260041b60100180601011610499571b8560081b179061ff0019906001841b171617965115612a81575b50859052515114612a64575b5050506001929190565b612a719394505190613055565b90600360208401525f8080612a5a565b60909691960180609011610499576001901b17945f612a4e565b50505050505050505f929190565b50505050505050505050505f929190565b506001851b84161515612914565b5050505050505f929190565b90506001600160401b0360e088015116105f6128dc565b90506001600160401b038060408901511691511614155f6128c0565b602088015160408c0151141591506128b9565b505050505050505f929190565b50505050505f929190565b50600260ff60208a0151161415612841565b9190820391821161049957565b9094939294606091612b6587855192612dc1565b03612db7576040516020810190612b7c8287611068565b6102608152612b8d61028082611300565b519020608087015103612db75760208301600160ff82511614612d23575160ff1660021480159190612cf7575b50612cee57506080015160ff60608501511660ff8260081c161015612ce357506060018051600581101561104757600103612cc457506113885b612710612c0660c0850192835161251c565b04604051936060612c178187611300565b60028652601f19015f5b818110612ca15750506020810151604051612c7a9392916001600160a01b0316612c4a826112e5565b8152826020820152612c5b876124d7565b52612c65866124d7565b505192516001600160a01b0390931692612b44565b60405191612c87836112e5565b82526020820152612c97836124f8565b52611e7a826124f8565b602090604051612cb0816112e5565b5f81525f8382015282828a01015201612c21565b51600581101561104757600303612cdd57612710612bf4565b5f612bf4565b906121179293613055565b935050505f9190565b9050612d1c6001600160401b0360608501511663ffffffff610160870151169061252f565b115f612bba565b509150915060e084015111612db15750604080519290612d438185611300565b60018452601f19015f5b818110612d8e575050805160c090910151604051916001600160a01b0316612d74836112e5565b82526020820152612d84836124d7565b52611e7a826124d7565b602090604051612d9d816112e5565b5f81525f8382015282828801015201612d4d565b5f925090565b50935050505f9190565b604291610100612dd08261333d565b9101516040519060208201927f0c8c62838fe6659579e92e4c4dbee10cf3fcd9ba2ad5499806b2c781f1fced5184526040830152606082015260608152612e18608082611300565b5190206040519161190160f01b8352600283015260228201522090565b612e409136916117ca565b6020815191012090602081519101200361015a57565b91612e609161341c565b50612e6a8161103d565b159182612e7657505090565b6001600160a01b03918216911614919050565b5a9060051c11612e9557565b6307099c5360e21b5f5260045ffd5b905f612ec7915a936040519384928392631cfbee8960e31b845260048401611c0b565b0381305afa805f925f92612f07575b50612efe575050612ee690612e89565b5f905f90604051612ef8602082611300565b5f815290565b60019391925090565b925090503d805f843e612f1a8184611300565b82019160408184031261015a57612f3081611933565b9260208201516001600160401b03811161015a57612f4e9201611c46565b905f612ed6565b959493929160ff1660018114612fa75760028114612f9d5760038114612f8e57600414612f8557610f289561406d565b610f2895613f77565b509193509150610f2893613d70565b50610f289561389f565b50909150610f289461344f565b8051906020810151906001600160401b036060816040840151169201511690604051926020840194855260408401526060830152608082015260808152612ffc60a082611300565b51902090565b906001600160a01b03165f5b825181101561303f57816001600160a01b0361302a8386612508565b5116146130395760010161300e565b91505090565b5050505f1990565b5f1981146104995760010190565b929160408401908151519260ff8260081c166130708161134b565b61307d6040519182611300565b818152601f1961308c8361134b565b013660208301375f905f5f5b8881106132b85750508160011b9180830460021490151715610499578891831161328f57506127106130ee816130dd61ffff60e060c05f975b0151980151168761251c565b04926130e98487612b44565b61251c565b0492826002019384600211610499576131068561134b565b946131146040519687611300565b808652613123601f199161134b565b015f5b81811061326c5750506131849061317f84879c60018060a01b0360208201511660405190613153826112e5565b81528460208201526131648a6124d7565b5261316e896124d7565b50516001600160a01b031694612b44565b612b44565b60405191613191836112e5565b825260208201526131a1846124f8565b526131ab836124f8565b50811561325857806131c6836131cc9397969704938461251c565b90612b44565b926002945f955b8787106131e4575050505050505050565b6001871b82161561324e576132409061321160018060a01b036132088a8751612508565b5116978661252f565b6040519761321e896112e5565b8852602088015261322e81613047565b966132398288612508565b5285612508565b5060015f965b0195946131d3565b9495600190613246565b634e487b7160e01b5f52601260045260245ffd5b60209060405161327b816112e5565b5f81525f8382015282828a01015201613126565b6130ee6127106130dd61ffff60e060c06132b26132ac86986141b9565b8b6142ba565b976130d1565b6001811b871615613335576001600160fc1b0381168103610499578060041b6010019182601011610499576132fd61ffff896132f384613047565b951c169185612508565b5280609001806090116104995760018881921c1614613321575b6001905b01613098565b9261332d600191613047565b939050613317565b60019061331b565b60018060a01b0381511660018060a01b036020830151169060808301519060ff606085015116916040850151604051938492602084019660c0850195885260408501526060840152608083015260a0808301528051809352602060e083019101925f5b8181106133fa5750506133bc925003601f198101835282611300565b5190209060a08101519060e060c082015191015190604051926020840194855260408401526060830152608082015260808152612ffc60a082611300565b84516001600160a01b03168352602094850194869450909201916001016133a0565b8151919060418303613445576126469250602082015190606060408401519301515f1a9061433c565b50505f9160029190565b9192936134835f5a956134606127ea565b506040518093819263ac20c59360e01b8352602060048401526024830190610fd5565b0381305afa5f9181613805575b506134a757505050506134a39150612e89565b5f90565b90919293509363ffffffff8551169283158015613786575b61377c57845160405163f4ede5bd60e01b81526004810186905290602090829060249082906001600160a01b03165afa9081156121b7575f9161374a575b50608087018051518291901561373257602088015190604260608b0192835160405160208101917f2fedcf862a21a4aec225bbf9061abd87b3b7c5fdfa9fbf905065755b2f6b16c1835260408201526040815261355b606082611300565b5190206040519161190160f01b835260028301526022820152209060018060a01b038a51169160208a60246040518096819362faa81960e11b835260048301525afa9182156121b7575f926136f5575b6135b793505191612e56565b1561364a57519081116136ed575b505b6135d385858585614415565b956020880197885191604089019283518110918215613676575b505061364a57604001908151926060890193845191828210928315613657575b50505061364a57613621895189519061252f565b61363160208a015184519061252f565b1161364a576136459851905251905261446b565b600190565b5050505050505050505f90565b82119250908261366c575b50505f808061360d565b1190505f80613662565b5160405163291414a760e21b8152600481018b90529250602090839060249082906001600160a01b03165afa9182156121b7575f926136b9575b50115f806135ed565b9091506020813d6020116136e5575b816136d560209383611300565b8101031261015a5751905f6136b0565b3d91506136c8565b90505f6135c5565b91506020833d60201161372a575b8161371060209383611300565b8101031261015a576137246135b79361191f565b916135ab565b3d9150613703565b50506060870151156135c7575b505050505050505f90565b90506020813d602011613774575b8161376560209383611300565b8101031261015a57515f6134fd565b3d9150613758565b5050505050505f90565b50845160405163392bca7f60e21b815290602090829060049082906001600160a01b03165afa80156121b7575f906137c8575b63ffffffff91501684116134bf565b506020813d6020116137fd575b816137e260209383611300565b8101031261015a576137f863ffffffff9161190e565b6137b9565b3d91506137d5565b9091503d805f833e6138178183611300565b81019060208183031261015a578051906001600160401b03821161015a570160a08183031261015a576040519161384d83611276565b6138568261190e565b835260208201516020840152604082015160408401526060820151606084015260808201516001600160401b03811161015a576138939201611c46565b6080820152905f613490565b939091936138d45f5a966138b1612429565b506040518093819263709bb23f60e01b8352602060048401526024830190610fd5565b0381305afa5f9181613c9f575b506138f55750505050506134a39150612e89565b909192939450805160018060a01b03835116602060018060a01b038351166024604051809481936310cd602760e31b835260048301525afa9081156121b7575f91613c65575b5063ffffffff8116158015613c54575b613c4857602061395a8361333d565b9401938451936042610100850195865160405160208101917f0c8c62838fe6659579e92e4c4dbee10cf3fcd9ba2ad5499806b2c781f1fced5183528660408301526060820152606081526139af608082611300565b5190206040519161190160f01b83526002830152602282015220956139e360018060a01b0386511688602085015191612e56565b15613bc857613a74926042915190875160408501516040519160208301937f68b04950d7d5b71ad077d48dec11b22edb5ac048400704c008731bd4d9d4419a855260408401526060830152608082015260808152613a4260a082611300565b5190206040519161190160f01b83526002830152602282015220606060018060a01b0360208701511692015191612e56565b15613c485760408601976001600160401b038951169563ffffffff871015613bd757613aae60a08a018098613aa9368d61185b565b6147a9565b9860208901998a5103613c395780351590811591613c20575b8115613c12575b8115613bf3575b8115613be5575b50613bd757613aed8383838b614415565b9360808501958651905103613bc857613b0c604086015186519061252f565b906020860191613b3260c0613b27855160608b01519061252f565b93019283519061252f565b11613bb857613b439051825161252f565b90528451976001890180991161049957613b9a98613b61965261446b565b60405190613b6e82611276565b8152600160208201525f60408201525f60608201525f60808201526001600160401b03855116906147a9565b90526001600160401b03613bb081835116611fd5565b169052600190565b5050505050505050505050505f90565b50505050505050505050505f90565b505050505050505050505f90565b60809150013515155f613adc565b90506001600160401b03613c0960608301611fa7565b16151590613ad5565b604081013515159150613ace565b905060ff613c306020830161253c565b16151590613ac7565b6342525deb60e11b5f5260045ffd5b50505050505050505f90565b50613c5f83856144a6565b1561394b565b90506020813d602011613c97575b81613c8060209383611300565b8101031261015a57613c919061190e565b5f61393b565b3d9150613c73565b9091503d805f833e613cb18183611300565b81019060208183031261015a578051906001600160401b03821161015a57016102e08183031261015a5760405191613ce883611276565b81516001600160401b03811161015a5781613d04918401611941565b835260208201516001600160401b03811161015a5781613d25918401611c46565b60208401526040820151604084015260608201516001600160401b03811161015a5782613d5983608093613d649601611c46565b606086015201611a58565b6080820152905f6138e1565b92613da491935f5a94613d816118af565b5060405180958192631d16d14b60e11b8352602060048401526024830190610fd5565b0381305afa905f915f90805f965f92613f53575b50613dcd575050505050506134a39150612e89565b90919293949550949063ffffffff6001600160401b0360408901511694169384101561373f576020830195613e03828851612dc1565b9360a08701966020613e1a8989613aa9368661185b565b9a01998a5103613c39578581351490811591613f38575b8115613f2a575b8115613f0b575b8115613efd575b5061364a5760400196875160e0840151111561364a576042613eb793602060018060a01b0391015116915160405160208101907fdc9baeab6d1cb3c28d4be02717514c4f42f3fb30536f7b467a2d5b62aaef9cbc825288604082015287606082015260608152612728608082611300565b1561377c576001600160401b03613ef69551169060405192613ed884611276565b835260026020840152604083015260608201525f60808201526147a9565b9052600190565b60809150013515155f613e46565b90506001600160401b03613f2160608301611fa7565b16151590613e3f565b604081013515159150613e38565b9050600160ff613f4a6020840161253c565b16141590613e31565b9250935050613f6d9194503d805f833e611e968183611300565b909592935f613db8565b9193929490613fad5f5a96613f8a612463565b5060405180938192637ecc184d60e01b8352602060048401526024830190610fd5565b0381305afa5f9181614051575b50613fce5750505050506134a39150612e89565b90919293945063ffffffff815116936001600160401b0360408401511685101561373f5761400560a088018096613aa9368b61185b565b966020840197885103613c39578261402d91602084015190612640604086015191369061185b565b919590951561364a57613ef69763ffffffff9561404994614862565b5116906147a9565b6140669192503d805f833e611f1a8183611300565b905f613fba565b926140ae9591939492945f5a966140826118af565b5061408b6123a0565b50604051809981926318087b3760e31b8352602060048401526024830190610fd5565b0381305afa935f94805f995f92614196575b506140d657505050505050506134a39150612e89565b909192939495965096949363ffffffff6001600160401b03604089015116951694851015613c485760a08401956141128787613aa9368961185b565b9860208901998a5103613c395761413791602086015160408701516125c0368a61185b565b92901561364a57613ef69761414b94614862565b608061415960608301611fa7565b916001600160401b036040519361416f85611276565b823585526003602086015260408301356040860152166060840152013560808201526147a9565b915095506141af9198503d805f833e611f968183611300565b909891955f6140c0565b80519060015b82811061421f575060018083811c93161461420d575f198201908282116104995761ffff6141fe8194826141f66142069686612508565b511693612508565b51169061252f565b60011c1690565b61ffff9161421a91612508565b511690565b9261ffff61422d8584612508565b511692845b8015801580614298575b15614280575f198201918083116104995761426661ffff61425d8589612508565b51169187612508565b521561423257634e487b7160e01b5f52601160045260245ffd5b509361429160019396929585612508565b52016141bf565b505f1982018281116104995761ffff6142b2889288612508565b51161161423c565b600281516142c78161103d565b6142d08161103d565b1461433457602081019161ffff1690610240015f5b60ff84511681101561432c5781516001600160fb1b0382168203610499578160051b1c61ffff8160101c1684101561432057506001016142e5565b61ffff16949350505050565b505050505f90565b5061ffff1690565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084116143b3579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa156121b7575f516001600160a01b038116156143a957905f905f90565b505f906001905f90565b5050505f9160039190565b91908110156124e457610320020190565b91908260a091031261015a576040516143e781611276565b6080808294803584526020810135602085015260408101356040850152606081013560608501520135910152565b919061441f611321565b5060808301908282511015613c39576144599261443d9251916143be565b9261444836856143cf565b63ffffffff60a08601921690614950565b905103613c3957610f289036906143cf565b92909363ffffffff60a061448a614493959760808801988951916143be565b01921690614950565b9052805190600182018092116104995752565b81516020810180519192916001600160a01b031680158015614785575b61477c5782516040516310cd602760e31b81526004810192909252602090829060249082906001600160a01b03165afa80156121b7575f9061473f575b63ffffffff9150161561432c5760408301908151519182158015614735575b8015614726575b8015614716575b61377c575f5b83811061460e575050505060c082015180159081156145f9575b506145db5760400151604083015181116145db5760e082018051828111908115916145e2575b5061432c576080916145859151612b44565b92019182519063ffffffff6101e083015116116145db576080906040516145b0602082018093611068565b61026081526145c161028082611300565b519020910151036145d657610f2890516149fd565b505f90565b5050505f90565b6303c267008401915081841161049957115f614573565b6affffffffffffffffffffff9150115f61454d565b81516001600160a01b0390614624908390612508565b511680158015614703575b80156146f0575b613c48575f5b8281106146ce575085516040516310cd602760e31b81526004810192909252602090829060249082906001600160a01b03165afa80156121b7575f90614692575b63ffffffff9150161561373f57600101614533565b506020813d82116146c6575b816146ab60209383611300565b8101031261015a576146c163ffffffff9161190e565b61467d565b3d915061469e565b8160018060a01b036146e1838751612508565b51161461364a5760010161463c565b5083516001600160a01b03168114614636565b5086516001600160a01b0316811461462f565b508260ff6060870151161161452d565b5060ff60608601511615614526565b506008831161451f565b506020813d602011614774575b8161475960209383611300565b8101031261015a5761476f63ffffffff9161190e565b614500565b3d915061474c565b50505050505f90565b5083516001600160a01b031681146144c3565b9060208110156124e45760051b0190565b9291909280519060ff6020820151169060408101519060806001600160401b0360608301511691015191604051936020850195865260408501526060840152608083015260a082015260a0815261480160c082611300565b519020925f915b6020831061481557505050565b90919360018084871c16145f14614846576148308583614798565b355f52602052600160405f205b94019190614808565b6148508583614798565b35905f52602052600160405f2061483d565b9493929091945f5b84518110156149365781516001600160a01b03908116919060209061488f8389612508565b5151166024604051809581936310cd602760e31b835260048301525afa9182156121b7575f926148f7575b506148f1826148cd600194878c8a614415565b906148e760206148dd868c612508565b510151835161252f565b8252868b8961446b565b0161486a565b91506020823d821161492e575b8161491160209383611300565b8101031261015a576148f161492760019361190e565b92506148ba565b3d9150614904565b50505050509050565b9060148110156124e45760051b0190565b929190928051906020810151906040810151906080606082015191015191604051936020850195865260408501526060840152608083015260a082015260a0815261499c60c082611300565b519020925f915b601483106149b057505050565b90919360018084871c16145f146149e1576149cb858361493f565b355f52602052600160405f205b940191906149a3565b6149eb858361493f565b35905f52602052600160405f206149d8565b60ff60408201511615801590614bef575b8015614bd8575b6145d65761ffff60c08201511615801590614bc4575b8015614bb1575b6145d6576103e861ffff60e083015116116145d65760608101516005811015611047576001811415905f82614ba3575b82614b91575b50506145d65760028151614a7b8161103d565b614a848161103d565b14614b735760018151614a968161103d565b614a9f8161103d565b036145d657602081015160ff8116908115908115614b68575b8115614b46575b50614b4057905f90610240015f195b838310614ade5750505050600190565b81516001600160fb1b0384168403610499578360051b1c61ffff8160101c16916127108311918215614b2e575b508115614b23575b5061432c57600190920191614ace565b90508110155f614b13565b61271091925061ffff1611905f614b0b565b50505f90565b610240840151915060ff811683036104995760051b611fe0161c15155f614abf565b600883119150614ab8565b60ff602082015116159081614b86575090565b610240915001511590565b90915061104757600314155f80614a68565b50600281141591505f614a62565b5063ffffffff6101608201511615614a32565b5063ffffffff6101a0820151161515614a2b565b506102208101516001600160a01b03161515614a15565b5061ffff610100820151161515614a0e56",
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

// PackForcedJobOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa50acdcd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forcedJobOutcome(bytes32 domain, uint256 queuedAt, uint8 kind, bytes data, (bytes32,uint8,bytes32,uint64,uint256) leaf) view returns(bool applied, (bytes32,uint8,bytes32,uint64,uint256) next, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) PackForcedJobOutcome(domain [32]byte, queuedAt *big.Int, kind uint8, data []byte, leaf IAsaLedgerTypesJobLeaf) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("forcedJobOutcome", domain, queuedAt, kind, data, leaf)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForcedJobOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa50acdcd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forcedJobOutcome(bytes32 domain, uint256 queuedAt, uint8 kind, bytes data, (bytes32,uint8,bytes32,uint64,uint256) leaf) view returns(bool applied, (bytes32,uint8,bytes32,uint64,uint256) next, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackForcedJobOutcome(domain [32]byte, queuedAt *big.Int, kind uint8, data []byte, leaf IAsaLedgerTypesJobLeaf) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("forcedJobOutcome", domain, queuedAt, kind, data, leaf)
}

// ForcedJobOutcomeOutput serves as a container for the return parameters of contract
// method ForcedJobOutcome.
type ForcedJobOutcomeOutput struct {
	Applied bool
	Next    IAsaLedgerTypesJobLeaf
	Credits []AsaLedgerVerifierCredit
}

// UnpackForcedJobOutcome is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa50acdcd.
//
// Solidity: function forcedJobOutcome(bytes32 domain, uint256 queuedAt, uint8 kind, bytes data, (bytes32,uint8,bytes32,uint64,uint256) leaf) view returns(bool applied, (bytes32,uint8,bytes32,uint64,uint256) next, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackForcedJobOutcome(data []byte) (ForcedJobOutcomeOutput, error) {
	out, err := asaLedgerVerifier.abi.Unpack("forcedJobOutcome", data)
	outstruct := new(ForcedJobOutcomeOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Applied = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Next = *abi.ConvertType(out[1], new(IAsaLedgerTypesJobLeaf)).(*IAsaLedgerTypesJobLeaf)
	outstruct.Credits = *abi.ConvertType(out[2], new([]AsaLedgerVerifierCredit)).(*[]AsaLedgerVerifierCredit)
	return *outstruct, nil
}

// PackForcedJobSlot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4632bf9d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forcedJobSlot(uint8 kind, bytes data) view returns(bool ok, uint32 slot)
func (asaLedgerVerifier *AsaLedgerVerifier) PackForcedJobSlot(kind uint8, data []byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("forcedJobSlot", kind, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForcedJobSlot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4632bf9d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forcedJobSlot(uint8 kind, bytes data) view returns(bool ok, uint32 slot)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackForcedJobSlot(kind uint8, data []byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("forcedJobSlot", kind, data)
}

// ForcedJobSlotOutput serves as a container for the return parameters of contract
// method ForcedJobSlot.
type ForcedJobSlotOutput struct {
	Ok   bool
	Slot uint32
}

// UnpackForcedJobSlot is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4632bf9d.
//
// Solidity: function forcedJobSlot(uint8 kind, bytes data) view returns(bool ok, uint32 slot)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackForcedJobSlot(data []byte) (ForcedJobSlotOutput, error) {
	out, err := asaLedgerVerifier.abi.Unpack("forcedJobSlot", data)
	outstruct := new(ForcedJobSlotOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ok = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Slot = *abi.ConvertType(out[1], new(uint32)).(*uint32)
	return *outstruct, nil
}

// PackFrontierRoot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b598382.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function frontierRoot(bytes32[64] frontier) pure returns(bytes32)
func (asaLedgerVerifier *AsaLedgerVerifier) PackFrontierRoot(frontier [64][32]byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("frontierRoot", frontier)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFrontierRoot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b598382.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function frontierRoot(bytes32[64] frontier) pure returns(bytes32)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackFrontierRoot(frontier [64][32]byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("frontierRoot", frontier)
}

// UnpackFrontierRoot is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9b598382.
//
// Solidity: function frontierRoot(bytes32[64] frontier) pure returns(bytes32)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackFrontierRoot(data []byte) ([32]byte, error) {
	out, err := asaLedgerVerifier.abi.Unpack("frontierRoot", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
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

// AsaLedgerVerifierExitForcedProcessed represents a ExitForcedProcessed event raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierExitForcedProcessed struct {
	Position uint64
	Applied  bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const AsaLedgerVerifierExitForcedProcessedEventName = "ExitForcedProcessed"

// ContractEventName returns the user-defined event name.
func (AsaLedgerVerifierExitForcedProcessed) ContractEventName() string {
	return AsaLedgerVerifierExitForcedProcessedEventName
}

// UnpackExitForcedProcessedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitForcedProcessed(uint64 indexed position, bool applied)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackExitForcedProcessedEvent(log *types.Log) (*AsaLedgerVerifierExitForcedProcessed, error) {
	event := "ExitForcedProcessed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != asaLedgerVerifier.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AsaLedgerVerifierExitForcedProcessed)
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
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["ForcedPending"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackForcedPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["ForcedTooLarge"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackForcedTooLargeError(raw[4:])
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

// AsaLedgerVerifierForcedPending represents a ForcedPending error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierForcedPending struct {
	Position uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ForcedPending(uint64 position)
func AsaLedgerVerifierForcedPendingErrorID() common.Hash {
	return common.HexToHash("0xbf1f04d045f693d4e0ed865b82687a51ef6bb083a595a6983ac2829254c5f7be")
}

// UnpackForcedPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ForcedPending(uint64 position)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackForcedPendingError(raw []byte) (*AsaLedgerVerifierForcedPending, error) {
	out := new(AsaLedgerVerifierForcedPending)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "ForcedPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AsaLedgerVerifierForcedTooLarge represents a ForcedTooLarge error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierForcedTooLarge struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ForcedTooLarge(uint256 length)
func AsaLedgerVerifierForcedTooLargeErrorID() common.Hash {
	return common.HexToHash("0x840d57d49a0c633d3d1e2305837198ea29c6515ed90612d642132aececd5a0a2")
}

// UnpackForcedTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ForcedTooLarge(uint256 length)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackForcedTooLargeError(raw []byte) (*AsaLedgerVerifierForcedTooLarge, error) {
	out := new(AsaLedgerVerifierForcedTooLarge)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "ForcedTooLarge", raw); err != nil {
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
