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

// AsaLedgerVerifierSettleData is an auto generated low-level Go binding around an user-defined struct.
type AsaLedgerVerifierSettleData struct {
	Slot    uint32
	V       IAsaLedgerTypesVoucher
	Terms   IAsaEscrowTypesTerms
	Results []IAsaEscrowTypesResult
	Signers []common.Address
	Sigs    [][]byte
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
}

// IAsaLedgerTypesJobLeaf is an auto generated low-level Go binding around an user-defined struct.
type IAsaLedgerTypesJobLeaf struct {
	JobId       [32]byte
	Status      uint8
	Deliverable [32]byte
	SubmittedAt uint64
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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"operator_\",\"type\":\"address\"},{\"internalType\":\"contractAsaLedgerVerifier\",\"name\":\"verifier_\",\"type\":\"address\"},{\"internalType\":\"uint256[5]\",\"name\":\"params\",\"type\":\"uint256[5]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"BadWitness\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"}],\"name\":\"BondMissing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BondSlashed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Create2EmptyBytecode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"CutoffOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochNotFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expected\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"given\",\"type\":\"uint64\"}],\"name\":\"EpochOutOfOrder\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"next\",\"type\":\"uint256\"}],\"name\":\"EpochTooSoon\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochAlreadyFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochNotFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedDeployment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"ForcedNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"InvalidExitStep\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"InvalidKind\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"JobNotOpen\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFraud\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoPendingRequest\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"NotTheExitEpoch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"since\",\"type\":\"uint256\"}],\"name\":\"OperatorNotSilent\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"due\",\"type\":\"uint256\"}],\"name\":\"RequestNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"RequestWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyAccounts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"}],\"name\":\"TooManyTransitions\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"UnknownEpoch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"UnknownForced\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"AccountPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"AccountRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"}],\"name\":\"BondPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BondReclaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"DataRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"viaAddress\",\"type\":\"bool\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"EpochPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"enumIAsaLedgerTypes.Fault\",\"name\":\"fault\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"EpochVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ExitCredited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"ExitEpochFixed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"ExitJobProgressed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"silent\",\"type\":\"bool\"}],\"name\":\"ExitModeStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"ForcedQueued\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"TransitionPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"WithdrawalRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"exit\",\"type\":\"bool\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"accountAt\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"accountCount\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"accountIndex\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bond\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondAmount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bondSlashed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"last\",\"type\":\"tuple\"}],\"name\":\"challengeEpochEnd\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"}],\"name\":\"challengeForcedLag\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"prev\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"claimed\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"pre\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"internalType\":\"structIAsaLedgerTypes.AccountWitness[]\",\"name\":\"accounts\",\"type\":\"tuple[]\"}],\"name\":\"challengeTransition\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"dataRequestFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"declareOperatorSilent\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"depositWithAuthorization\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"swept\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"deposited\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"epochs\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"postedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.Epoch\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitAt\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"exitCredited\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitEpoch\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitEpochFixed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"exitExpire\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"exitJobs\",\"outputs\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.ExitJob\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"exitMode\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result[]\",\"name\":\"results\",\"type\":\"tuple[]\"},{\"internalType\":\"address[]\",\"name\":\"signers\",\"type\":\"address[]\"},{\"internalType\":\"bytes[]\",\"name\":\"sigs\",\"type\":\"bytes[]\"}],\"name\":\"exitSettle\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"name\":\"exitSubmit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"exitWithdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"fixExitEpoch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"forceInclude\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"forcedEntry\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"queuedAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"forcedLength\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"isFinal\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastEpoch\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"livenessTimeout\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minEpochInterval\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"operator\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"paid\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"key\",\"type\":\"bytes32\"}],\"name\":\"pendingRequest\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"postBond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"postEpoch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"publishAccount\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[24]\",\"name\":\"path\",\"type\":\"bytes32[24]\"}],\"internalType\":\"structIAsaLedgerTypes.TransitionWitness\",\"name\":\"w\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"publishTransition\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reclaimBond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"register\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"requestData\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"requestWithdrawal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"requested\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"sweepDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"swept\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifier\",\"outputs\":[{\"internalType\":\"contractAsaLedgerVerifier\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"voidUnanswered\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"state\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"withdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "fa6634bcfd5d7645890b41eeffc92e3e23",
	Bin: "0x61026080604052346105505761517b803803809161001d8285610583565b833981019061010081830312610550578051916001600160a01b03831690818403610550576020830151906001600160a01b03821690818303610550576040850151936001600160a01b038516918286036105505780607f88011215610550576040519661008a88610554565b8790610100810192831161055057606001905b828210610540575050506040516100b5604082610583565b600a815260208101906920a9a0902632b233b2b960b11b8252604051916100dd604084610583565b600183526020830191603160f81b83526100f6816105a6565b61012052610103846105a6565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261016c60c082610583565b5190206080523060c05260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005515918215610537575b50811561052e575b5061051b5760809361016052610180526101a05280516101c05260018060401b036020820151166101e05260018060401b036040820151166102005260018060401b036060820151166102205201516102405260405160208101905f82525f60408201525f60608201525f60808201525f60a082015260a0815261023060c082610583565b5190205f5b60148110610507575060405160208101905f82525f60408201525f60608201525f60808201526080815261026a60a082610583565b5190205f5b602081106104f35750604051906020820192835260408201525f60608201525f6080820152608081526102a360a082610583565b51902060405190426001600160401b0316906102be83610554565b82525f60208084018281526040808601848152606080880187815260808901978852958052600b855296517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f765591517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f775590517fdf7de25b7f1fd6d0b5205f0e18f1f35bd7b8d84cce336588d184533ce43a6f788054945195516001600160a01b031990951663ffffffff92909216919091179490921b6bffffffffffffffff0000000016939093179190931b73ffffffffffffffff000000000000000000000000161790915551614b699081610612823960805181614305015260a051816143c2015260c051816142cf015260e051816143540152610100518161437a01526101205181611698015261014051816116c20152610160518181816104ed015281816106d5015281816109fa01528181610bbf0152818161103f015281816114db0152818161207c015281816126ce01528181612b8301528181612e4a01526145bc0152610180518181816109d801528181611fb001528181612650015261314501526101a051818181610e3501528181611a430152818161237801528181612607015261298501526101c051818181611792015261318001526101e0518181816108db01528181610ae80152818161165a0152613bd40152610200518181816111e20152818161332f01526133860152610220518181816112820152612c8501526102405181818161095a0152612f870152f35b90805f52602052600160405f20910161026f565b90805f52602052600160405f209101610235565b63472511eb60e11b5f525f60045260245ffd5b9050155f6101ab565b1591505f6101a3565b815181526020918201910161009d565b5f80fd5b60a081019081106001600160401b0382111761056f57604052565b634e487b7160e01b5f52604160045260245ffd5b601f909101601f19168101906001600160401b0382119082101761056f57604052565b601f8151116105d15760208151910151602082106105c2571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe6080806040526004361015610012575f80fd5b5f905f3560e01c90816301f550321461341b57508063052afed4146130fe57806306a4c983146130d85780630bcfedc0146130b35780630d9a83a514612faa57806317a3238514612f705780631aa3a00814612f475780631cfb47a614612d505780631f08c87614612d1b57806322a23b4514612c3957806324e07e2014612aba5780632805c9fd1461276e57806328e18a891461274c57806329b52bd7146126365780632b7ac3f3146125f257806335abda66146124e15780634b5b520c146122945780634bd2d7f9146121a85780634d41299c14612006578063562dd64914611fdf578063570ca73514611f9a5780635a3a53a314611e265780635e90064e14611c8957806364c9ec6f14611c6b57806366b30049146117b557806380f323a71461177a57806384b0196e1461167e578063861a14121461163a578063866b0138146115fa578063872f6e9b146113935780639ee679e814611309578063a0d7031a146112db578063a450529c146112a6578063a4b4063b14611262578063a71d5f2d1461123c578063b00425e114611206578063b18d108e146111c2578063b6b55f2514610ff6578063b6e06e2b14610c32578063bdc6881c14610a74578063c10f51a71461088e578063d858dbfe14610864578063d89b73d01461069d578063db5dabe014610658578063e4af29fc14610634578063ec1a02b114610605578063f4ede5bd146105d0578063f5c4732e1461053f578063f698da251461051c578063fc0c546a146104d7578063fceb8d7c1461045c578063fd22798d146102d1578063fd2a56b11461029c5763fde1ee2014610270575f80fd5b3461029957806003193601126102995760206001600160401b03600f5460581c16604051908152f35b80fd5b503461029957602036600319011261029957604060209163ffffffff6102c0613457565b168152600783522054604051908152f35b5034610299576040366003190112610299576004359060ff821691828103610458576024356001600160401b038111610454576103129036906004016134fa565b9361031b613cb9565b8015801561044a575b6104395750600c54926001600160401b03841693604051602081019061035e816103508a888a87613c9c565b03601f19810183528261362e565b51902090600160401b8110156104255780600161037e9201600c55613c84565b819291549060031b91821b915f19901b1916179055600d5490600160401b821015610411575060209484926103da8360017f15c039d3021a7426a02a8951ba67428475c5c775936a666cb6727b98b37f38479501600d55613ad4565b81549060031b906001600160401b03804216831b921b1916179055610406604051928392339784613c9c565b0390a3604051908152f35b634e487b7160e01b81526041600452602490fd5b634e487b7160e01b83526041600452602483fd5b62240c1960e51b8452600452602483fd5b5060058111610324565b8280fd5b5080fd5b503461029957602036600319011261029957610476613490565b90600c546001600160401b038316908110156104c4576040836001600160401b036104b06104a383613c84565b90549060031b1c92613ad4565b90549060031b1c1682519182526020820152f35b630b2afe1b60e01b825260045260249150fd5b50346102995780600319360112610299576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b503461029957806003193601126102995760206105376142cc565b604051908152f35b503461029957602036600319011261029957604060609163ffffffff610563613457565b82848051610570816135f8565b82815282602082015201521681526010602052206001600160401b03604051610598816135f8565b60ff83541692838252604083600260018401549360208601948552015416920191825260405193845251602084015251166040820152f35b503461029957602036600319011261029957604060209163ffffffff6105f4613457565b168152600683522054604051908152f35b50346102995760203660031901126102995760ff60406020926004358152600e84522054166040519015158152f35b5034610299578060031936011261029957602063ffffffff60025416604051908152f35b50346102995760203660031901126102995760206106846106776134d0565b61067f613dc0565b614587565b60015f516020614b495f395f51905f5255604051908152f35b5034610299576020366003190112610299576004356106ba613dc0565b8015610855576040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811691602081602481865afa91821561084a5784918693610811575b509261072c6020926024953090339061485f565b6040516370a0823160e01b815230600482015293849182905afa80156108065784906107ce575b61075d9250613685565b8181036107b857506040816107957f644d2aa06d4f63348089f9438ef6246ed82252dd0eb4b3104a0679250983c574936009546135bc565b8060095582519182526020820152a160015f516020614b495f395f51905f525580f35b6044929163049c0a1d60e11b8352600452602452fd5b506020823d6020116107fe575b816107e86020938361362e565b810103126107fa5761075d9151610753565b5f80fd5b3d91506107db565b6040513d86823e3d90fd5b915091506020813d602011610842575b8161082e6020938361362e565b810103126107fa575190839061072c610718565b3d9150610821565b6040513d87823e3d90fd5b631f2a200560e01b8252600482fd5b503461029957806003193601126102995760206001600160401b03600f5460181c16604051908152f35b5034610299576060366003190112610299576108a8613490565b6108b061357b565b6108b861347d565b6108c0613dc0565b60026108cb84613df8565b0154610910677fffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000060011c166001600160401b038360601c166135bc565b421015610a58578215610a335763ffffffff1663ffffffff821610155b610a24578061094263ffffffff928486614550565b8552600e60205260408520805460ff191660011790557f0000000000000000000000000000000000000000000000000000000000000000806109d2575b5060405192151583521660208201527f3135da1d95d54b5867da2083da669c673f31301e285ed82e5769aada37dd4a7060406001600160401b0333941692a360015f516020614b495f395f51905f525580f35b610a1e907f0000000000000000000000000000000000000000000000000000000000000000337f000000000000000000000000000000000000000000000000000000000000000061485f565b5f61097f565b6342525deb60e11b8452600484fd5b5063ffffffff81168015908115610a4b575b5061092d565b620fffff9150115f610a45565b633b524a1f60e21b85526001600160401b038416600452602485fd5b503461029957606036600319011261029957610a8e613490565b610a9661357b565b610ab9610aa161347d565b610aa9613dc0565b610ab284613df8565b9284614550565b8352600e60205260ff60408420541615610c235760026001600160401b0391015460601c166001600160401b037f000000000000000000000000000000000000000000000000000000000000000016600381029080820460031490151715610c0f5790610b299160021c906135bc565b804210610bfd57506001600160401b03610b4282613667565b166001600160401b0319600a541617600a55600954908260095561010061ff0019600f541617600f55610b73613f15565b604051600381528260208201525f516020614b295f395f51905f5260406001600160401b0333941692a380610bb8575b5060015f516020614b495f395f51905f525580f35b610be390337f0000000000000000000000000000000000000000000000000000000000000000614088565b5f610ba3565b634e487b7160e01b5f52602160045260245ffd5b63e7e3e4a960e01b8352600452602482fd5b634e487b7160e01b84526011600452602484fd5b63198580dd60e31b8352600483fd5b50346102995761080036600319011261029957610c4d613457565b906080366023190112610299576104803660a319011261029957610524356001600160401b0381116104585761012060031982360301126104585761026036610543190112610458576107a4356001600160401b0381116104545736602382011215610454578060040135906001600160401b038211610ff2573660248360081b83010111610ff2576107c4356001600160401b038111610fee57610cf690369060040161354b565b90916107e4356001600160401b038111610fea5791610d1c87949593369060040161354b565b929091610d27613dc0565b610d308a614109565b96610d396142cc565b9560246020610da96040519c8d9a63c32d26b160e01b8c5260048c015242848c0152610d938d60448d01906001600160401b03606080928051855260ff602082015116602086015260408101516040860152015116910152565b6103a060c48c01526103a48b01906004016137b9565b610db560e48b01613899565b898103600319016103448b01528381520194019088905b808210610f3f5750505085830360031901610364870152610dee92919061377a565b9160031984840301610384850152808352602083019060208160051b85010193838791601e1982360301905b848410610ed657505050505050508190038160018060a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa918215610ecb5783908493610ea4575b5015610e8b57610e7792936143fc565b60015f516020614b495f395f51905f525580f35b63512cf55360e01b835263ffffffff8416600452602483fd5b9050610ec39192503d8085833e610ebb818361362e565b81019061369f565b91905f610e67565b6040513d85823e3d90fd5b92959850929590939650601f19828203018752873583811215610f3b5784016020813591016001600160401b038211610f37578136038113610f3757610f226001936020938493613a6f565b99019701940190928a9795928a979594610e1a565b8c80fd5b8b80fd5b9294919697509294975085358152602086013560208201526001600160401b03610f6b604088016134bc565b166040820152606086013561ffff811681036107fa5761ffff16606082015260808601359081151582036107fa5761010080916001931515608082015260a089013560a082015260c089013560c08201526001600160401b03610fd060e08b016134bc565b1660e08201520196019201918a9794928a97969492610dcc565b8680fd5b8480fd5b8380fd5b503461029957602036600319011261029957600435611013613dc0565b61101b613cb9565b80156108555761102a33613cd4565b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811691602081602481865afa9182156111b7578591879361117e575b50926110966020926024953090339061485f565b6040516370a0823160e01b815230600482015293849182905afa801561084a57859061114a575b6110c79250613685565b828103611133575063ffffffff1682526005602052604082206110eb8282546135bc565b90556040519081528160208201527f35dbbfd0d3585577ae3feb7437be44befd94c36d05e086795fa0016e0d22d49660403392a260015f516020614b495f395f51905f525580f35b63049c0a1d60e11b84526004839052602452604483fd5b506020823d602011611176575b816111646020938361362e565b810103126107fa576110c791516110bd565b3d9150611157565b915091506020813d6020116111af575b8161119b6020938361362e565b810103126107fa5751908490611096611082565b3d915061118e565b6040513d88823e3d90fd5b503461029957806003193601126102995760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461029957602036600319011261029957602061122a6112256134d0565b613c2f565b6040516001600160a01b039091168152f35b5034610299578060031936011261029957602060ff600f5460101c166040519015158152f35b503461029957806003193601126102995760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461029957602036600319011261029957604060209163ffffffff6112ca613457565b168152600583522054604051908152f35b50346102995760203660031901126102995760206112ff6112fa613490565b613b95565b6040519015158152f35b503461029957602036600319011261029957600435611326613cb9565b80156108555763ffffffff61133a33613f6b565b1680835260066020526113518260408520546135bc565b908352600660205280604084205560405191825260208201527f24b91f4f47caf44230a57777a9be744924e82bf666f2d5702faf97df35e60f9f60403392a280f35b5034610299576103c0366003190112610299576113ae6134d0565b60803660231901126104585760a03660a319011261045857366103c411610458576113d7613dc0565b6113e081613f6b565b906113e961481c565b60405160208101906113fc826024613b59565b6080815261140b60a08261362e565b519020036115eb5760a43560c43590604051602081019082825283604082015260e43560608201526101043560808201526101243560a082015260a0815261145460c08261362e565b51902063ffffffff869516945b6014811061158057506024350361157157906114a261148f6114a793868852600560205260408820546135bc565b85875260086020526040872054906135bc565b613685565b8284526007602052604084205480821115611555576020946114cb60409284613685565b9481526007865220556114ff82827f0000000000000000000000000000000000000000000000000000000000000000614088565b604080518381526001858201526001600160a01b03909216917f2fd83d5e9f5d240bed47a97a24cf354e4047e25edc2da27b01fd95e5e8a0c9a59190a260015f516020614b495f395f51905f5255604051908152f35b636e34ee0b60e11b85526001600160a01b038316600452602485fd5b6342525deb60e11b8552600485fd5b9060018087841c16145f146115c85760148210156115b4578160051b610144013587526020526001604087205b9101611461565b634e487b7160e01b5f52603260045260245ffd5b60148210156115b4578160051b61014401908752356020526001604087206115ad565b6342525deb60e11b8352600483fd5b50346102995760203660031901126102995760209063ffffffff906040906001600160a01b036116286134d0565b16815260038452205416604051908152f35b503461029957806003193601126102995760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b503461029957806003193601126102995761171e906116bc7f00000000000000000000000000000000000000000000000000000000000000006148c8565b906116e67f00000000000000000000000000000000000000000000000000000000000000006148c8565b90602061172c604051936116fa838661362e565b8385525f368137604051968796600f60f81b885260e08589015260e0880190613527565b908682036040880152613527565b904660608601523060808601528260a086015284820360c08601528080855193848152019401925b82811061176357505050500390f35b835185528695509381019392810192600101611754565b503461029957806003193601126102995760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b503461029957610c40366003190112610299576117d0613490565b6117d861346a565b61036036604319011261045457610360366103a319011261045457610704356001600160401b038111610ff2576118139036906004016134fa565b90608036610723190112610fee57610480366107a3190112610fee57610c2435906001600160401b038211611c675736602383011215611c67578160040135906001600160401b038211610fea57366024610320840285010111610fea57611879613dc0565b61188286613df8565b93600285015463ffffffff87169563ffffffff8216871015611bba5760010154906103a4359760ff891692838a03610f3b578b986103c435826103e4359b8c60405160208101918a83528560408301526060820152606081526118e660808261362e565b51902090805b60188210611c0757505003611bf85761190636888a613a8f565b6020815191012003611be957611bc95750506001600160401b036119298a613667565b168a52600b60205260408a20545b604051602081019061194882613b14565b6080815261195760a08261362e565b51902003611bba57906001600160401b036119b29493926119766142cc565b99506040519963096fce0d60e11b8b523060048c015260248b015260201c16604489015260648801526105c060848801526105c4870191613a6f565b6119be60a48601613b14565b6107a4356101248601526107c43560ff8116809103611bb6576101448601526107e435610164860152610804356001600160401b038116809103611bb6576020869493926024926101848701526104006108246101a4880137858103600319016105a487015283815201920190875b818110611b6557506040939283900391508290507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa80156108065784928591611b30575b5082611b26575b5050611b17576001600160401b03611a9a82613667565b166001600160401b0319600a541617600a55600954908260095561010061ff0019600f541617600f55611acb613f15565b604051611ad784613882565b8381528260208201525f516020614b295f395f51905f5260406001600160401b0333941692a380610bb8575060015f516020614b495f395f51905f525580f35b63bb6a9cb560e01b8252600482fd5b1490505f80611a83565b9050611b5591925060403d604011611b5e575b611b4d818361362e565b810190613a52565b9190915f611a7c565b503d611b43565b9193509161032080600192863581526020870135602082015260408701356040820152606087013560608201526080870135608082015261028060a0880160a0830137019401910191859392611a2d565b8780fd5b6342525deb60e11b8a5260048afd5b63ffffffff611bda611be19361364f565b1690613e6c565b608435611937565b6342525deb60e11b8d5260048dfd5b6342525deb60e11b8e5260048efd5b5091505f19600185841c1601611c435760188210156115b4578f6040906001928460051b61040401358252602052205b9101908f9185926118ec565b60188210156115b4578f52610404600582901b013560205260408f20600190611c37565b8580fd5b50346102995780600319360112610299576020600954604051908152f35b50346102995760c036600319011261029957611ca3613490565b611cab6134a6565b608036604319011261045457611cbf613dc0565b611cc882613df8565b600d54916001600160401b03811692831015611e1257611cef6001600160401b0391613ad4565b90549060031b1c166001600160401b03600283015460201c161115611dfe57604051906020820190604435825260643560408401526084356001600160401b038116809103610fea57606084015260a435916001600160401b03831693848403611bb65784608082015260808152611d6860a08261362e565b519020905403611571575011611b17576001600160401b03611d8982613667565b166001600160401b0319600a541617600a55600954908260095561010061ff0019600f541617600f55611dba613f15565b604051600281528260208201525f516020614b295f395f51905f5260406001600160401b0333941692a380610bb8575060015f516020614b495f395f51905f525580f35b6371f32d3360e01b84526004829052602484fd5b630b2afe1b60e01b85526004839052602485fd5b5034610299576103c036600319011261029957611e41613490565b611e4961346a565b90610360366043190112610454576103a4356001600160401b038111610ff257611e779036906004016134fa565b906001600160401b0380600a54169316928311611f8657828552600b6020526040852063ffffffff80600283015416951694851015611f7757846001611ebe920154613e6c565b606435611ecc368484613a8f565b602081519101208103611f775760405160208101908582526001604082015286606082015260608152611f0060808261362e565b5190208652600e6020526040862060ff198154169055604051916044359060ff8216809203611bb6577fc28f7149c0310fd185887522b747587689d348a218dccd27b531ccc0b0ab0641948493611f7193855260208501526084356040850152608060608501526080840191613a6f565b0390a380f35b6342525deb60e11b8652600486fd5b632938879b60e21b85526004839052602485fd5b50346102995780600319360112610299576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b503461029957806003193601126102995760206001600160401b03600c5416604051908152f35b346107fa5760c03660031901126107fa5761201f6134d0565b6084359060a4356001600160401b0381116107fa576120429036906004016134fa565b9261204b613dc0565b612053613cb9565b6040516374a5008160e11b81526001600160a01b038481166004830181905260248301849052937f000000000000000000000000000000000000000000000000000000000000000090911691602081604481865afa908115612163575f9161216e575b50156120c8575b602061068486614587565b6120d185613c2f565b90823b156107fa575f946121348692604051998a978896879563cf09299560e01b8752600487015260018060a01b0316602486015260243560448601526044356064860152606435608486015260a485015260e060c485015260e4840191613a6f565b03925af19081156121635760209261068492612153575b8192816120bd565b5f61215d9161362e565b5f61214b565b6040513d5f823e3d90fd5b90506020813d6020116121a0575b816121896020938361362e565b810103126107fa5761219a90613692565b876120b6565b3d915061217c565b346107fa5760203660031901126107fa576121c1613490565b5f60806040516121d0816135c9565b82815282602082015282604082015282606082015201526001600160401b0380600a54169116908111612282575f52600b60205260a060405f206001600160401b036040519161221f836135c9565b8181549384815263ffffffff600260018501549460208401958652015493604083019082861682528460806060860195828960201c168752019660601c168652604051978852516020880152511660408601525116606084015251166080820152f35b632938879b60e21b5f5260045260245ffd5b346107fa576105803660031901126107fa576122ae613457565b60803660231901126107fa576104803660a31901126107fa5761052435906001600160401b0382116107fa5761012060031983360301126107fa576105443590610564356001600160401b0381116107fa5761230e9036906004016134fa565b9093612318613dc0565b604061232384614109565b9261232c6142cc565b6123748351988993849363425b2b2f60e01b855260048501526080602485015261235c60848501886004016137b9565b918a6044860152600319858403016064860152613a6f565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa948515612163575f905f966124bd575b50159182156124b1575b821561249e575b50811561248f575b50612476576001600160401b03600281604051936123e8856135f8565b8285526020850195865263ffffffff604086019183421683521695865f52601060205260ff60405f2096511660ff198754161786555160018601555116920191166001600160401b03198254161790557fd7b5b464729b47cc2cf9613ebd7ce7039d59b2e32853463ef1f363cb418c9ae6602060405160028152a360015f516020614b495f395f51905f5255005b63ffffffff9063512cf55360e01b5f521660045260245ffd5b60e491500135421015846123cb565b6020015160ff16600114159150856123c3565b805186141592506123bc565b90506124d991955060403d604011611b5e57611b4d818361362e565b9490866123b2565b346107fa576103e03660031901126107fa576124fb613490565b61250361346a565b9060803660431901126107fa5760a03660c31901126107fa57366103e4116107fa576001600160401b0380600a5416911690811161228257805f52600b6020526125518260405f2054613fa5565b6040519163ffffffff60208401918383525f604086015216928360608201526060815261257f60808261362e565b5190205f52600e60205260405f2060ff1981541690557f44ea3e5beb44ea3ea90da6037e567dfe6b0c37722fa1e60b435475c050a5ce9161032060405160c435815260e435602082015261010435604082015261012435606082015261014435608082015261028061016460a0830137a3005b346107fa575f3660031901126107fa576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b346107fa575f3660031901126107fa5761264e613dc0565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b038116330361273957600f5460ff81161561272a5760081c60ff1661271b5760095490811561270c57816126f27f0693debc661ba0b6fa6985694ed2d1e018fcbac46275653715f2409ea135471a936020935f6009557f0000000000000000000000000000000000000000000000000000000000000000614088565b604051908152a160015f516020614b495f395f51905f5255005b631f2a200560e01b5f5260045ffd5b6323777ded60e11b5f5260045ffd5b6311465c5d60e21b5f5260045ffd5b63472511eb60e11b5f523360045260245ffd5b346107fa575f3660031901126107fa57602060ff600f54166040519015158152f35b346107fa576107a03660031901126107fa57612788613457565b60803660231901126107fa573660a3190161048081126107fa5761052435906001600160401b0382116107fa5761012060031983360301126107fa57610260366105431901126107fa576127da613dc0565b5f60606040516127e981613613565b828152826020820152826040820152015261280261481c565b6040516020810190612815826024613b59565b6080815261282460a08261362e565b51902003612a545763ffffffff83169260a4359160c43560ff81168082036107fa5760e4359261010435916001600160401b0383168084036107fa57604051906020820192898452604083015286606083015260808201526080815261288b60a08261362e565b5190205f5b60208110612a63575060443503612a54576080136107fa5760ff92604051956128b887613613565b8652602086019283526040860190815260608601918252875f52601060205260405f2090848254169283612a33575b50505050511660018114159081612a27575b50612a14575f6129759361290b6142cc565b6040519586928392630bbbf9c360e41b8452600484015242602484015261295f60448401886001600160401b03606080928051855260ff602082015116602086015260408101516040860152015116910152565b61034060c48401526103448301906004016137b9565b61298160e48301613899565b03817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa928315612163575f905f946129f5575b50156129e2576129cf93506143fc565b60015f516020614b495f395f51905f5255005b8363512cf55360e01b5f5260045260245ffd5b9050612a0c9193503d805f833e610ebb818361362e565b9290856129bf565b83637350147f60e11b5f5260045260245ffd5b600291501415856128f9565b6001600160401b0360026001850154940154169052528152868080806128e7565b6342525deb60e11b5f5260045ffd5b906001808b841c16145f14612a975760208210156115b4578160051b61012401355f52602052600160405f205b9101612890565b60208210156115b4578160051b61012401905f5235602052600160405f20612a90565b346107fa576103e03660031901126107fa57612ad46134d0565b612adc6134a6565b60803660431901126107fa5760a03660c31901126107fa57366103e4116107fa57612b05613dc0565b612b0d613cb9565b612b1681613b95565b15612c1d5763ffffffff906001600160401b03612b3284613f6b565b91165f52600b602052612b498160405f2054613fa5565b16805f52600760205260405f2054916101243583811115612bfc57612b7060209482613685565b925f526007845260405f2055612ba782827f0000000000000000000000000000000000000000000000000000000000000000614088565b604080518381525f858201526001600160a01b03909216917f2fd83d5e9f5d240bed47a97a24cf354e4047e25edc2da27b01fd95e5e8a0c9a59190a260015f516020614b495f395f51905f5255604051908152f35b50636e34ee0b60e11b5f9081526001600160a01b0391909116600452602490fd5b6001600160401b039063691cc9a560e01b5f521660045260245ffd5b346107fa575f3660031901126107fa57612c51613cb9565b6001600160401b03600a54165f52600b602052612cab6001600160401b03600260405f20015460601c166001600160401b037f000000000000000000000000000000000000000000000000000000000000000016906135bc565b804210612d09576001600f546affffffffffffffff0000004260181b16906affffffffffffffff0000ff19161717600f557f1a1e11968afa77413a98237726dbff2cac92504c19cd2c3aa7d29bfb3f7741ca602060405160018152a1005b6328dbcc8f60e21b5f5260045260245ffd5b346107fa5760203660031901126107fa5763ffffffff612d39613457565b165f526008602052602060405f2054604051908152f35b346107fa576103803660031901126107fa57612d6a613490565b6103603660231901126107fa57612d7f613dc0565b612d8881613df8565b600281015463ffffffff1680612e8357506001600160401b03612daa83613667565b165f52600b60205260405f2054905b5414612e74576001600160401b03612dd082613667565b166001600160401b0319600a541617600a55600954905f60095561010061ff0019600f541617600f55612e01613f15565b604051600181528260208201525f516020614b295f395f51905f5260406001600160401b0333941692a380612e435760015f516020614b495f395f51905f5255005b612e6e90337f0000000000000000000000000000000000000000000000000000000000000000614088565b806129cf565b63bb6a9cb560e01b5f5260045ffd5b63ffffffff612e9660018401549261364f565b16906024359160ff8316928381036107fa57506064359260405160208101918252604435604082015284606082015260608152612ed460808261362e565b519020905f905b60188210612ef057505003612a545790612db9565b909160018083851c16145f14612f255760188310156115b4578260051b608401355f52602052600160405f205b920190612edb565b60188310156115b4578260051b608401905f5235602052600160405f20612f1d565b346107fa575f3660031901126107fa576020612f6233613cd4565b63ffffffff60405191168152f35b346107fa575f3660031901126107fa5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b346107fa5760203660031901126107fa57612fc3613490565b600f5460ff81161561272a5760ff8160101c166130a457612fe382613b95565b158015613074575b6130585772ffffffffffffffff0000000000000000ff00001916605882901b67ffffffffffffffff60581b16176201000017600f556040516001600160401b0390911681527f119fca767239dfbe400acfa805fa52c52bafaab7956b03581dc6d396915c8bec90602090a1005b6001600160401b0382634e18843b60e01b5f521660045260245ffd5b506001600160401b03600a54166001600160401b038316108015612feb575061309f6112fa8361358a565b612feb565b63ad2f380d60e01b5f5260045ffd5b346107fa575f3660031901126107fa57602060ff600f5460081c166040519015158152f35b346107fa575f3660031901126107fa5760206001600160401b03600a5416604051908152f35b346107fa5760a03660031901126107fa57613117613490565b60243560443560643563ffffffff81168091036107fa57608435916001600160401b0383168093036107fa577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036127395761317b613cb9565b6009547f0000000000000000000000000000000000000000000000000000000000000000908181106134065750506001600160401b03600a54166001600160401b03806131c78361358a565b1696169586036133de57805f52600b60205260405f209042851180156133c5575b6133b357151580613367575b6133115750630100000082116132fe57917f36e53da0386c5054da6b8c32c811d09e286bc72808c198ce3566971d7ea99e789391608093604051613237816135c9565b848152876020820183815263ffffffff806002604086019588875260608101948a86528c8201966001600160401b03421688525f52600b60205260405f2091518255516001820155019451161663ffffffff1984541617835551906bffffffffffffffff000000008354916001600160401b0360601b905160601b169260201b169073ffffffffffffffffffffffffffffffff00000000191617179055866001600160401b0319600a541617600a55604051938452602084015260408301526060820152a2005b5063e59fdd3160e01b5f5260045260245ffd5b6001600160401b03600261335592015460601c166001600160401b037f000000000000000000000000000000000000000000000000000000000000000016906135bc565b6311d945e760e11b5f5260045260245ffd5b506133ac6001600160401b03600283015460601c166001600160401b037f000000000000000000000000000000000000000000000000000000000000000016906135bc565b42106131f4565b8462b0811560e51b5f5260045260245ffd5b506001600160401b03600283015460201c1685106131e8565b6001600160401b036133f0879261358a565b632abeb08d60e21b5f521660045260245260445ffd5b63059d2d8360e11b5f5260045260245260445ffd5b346107fa5760203660031901126107fa5760209063ffffffff61343c613457565b165f9081526004835260409020546001600160a01b03168152f35b6004359063ffffffff821682036107fa57565b6024359063ffffffff821682036107fa57565b6044359063ffffffff821682036107fa57565b600435906001600160401b03821682036107fa57565b602435906001600160401b03821682036107fa57565b35906001600160401b03821682036107fa57565b600435906001600160a01b03821682036107fa57565b35906001600160a01b03821682036107fa57565b9181601f840112156107fa578235916001600160401b0383116107fa57602083818601950101116107fa57565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b9181601f840112156107fa578235916001600160401b0383116107fa576020808501948460051b0101116107fa57565b6024359081151582036107fa57565b6001600160401b036001911601906001600160401b0382116135a857565b634e487b7160e01b5f52601160045260245ffd5b919082018092116135a857565b60a081019081106001600160401b038211176135e457604052565b634e487b7160e01b5f52604160045260245ffd5b606081019081106001600160401b038211176135e457604052565b608081019081106001600160401b038211176135e457604052565b90601f801991011681019081106001600160401b038211176135e457604052565b63ffffffff5f199116019063ffffffff82116135a857565b6001600160401b035f19911601906001600160401b0382116135a857565b919082039182116135a857565b519081151582036107fa57565b91906040838203126107fa576136b483613692565b926020810151906001600160401b0382116107fa570181601f820112156107fa578051906001600160401b0382116135e45760208260051b01926136fb604051948561362e565b82845260208085019360061b830101918183116107fa57602001925b828410613725575050505090565b6040848303126107fa5760405190604082018281106001600160401b038211176135e4576040528451906001600160a01b03821682036107fa5782602092604094528287015183820152815201930192613717565b916020908281520191905f5b8181106137935750505090565b909192602080600192838060a01b036137ab886134e6565b168152019401929101613786565b906001600160a01b036137cb836134e6565b1681526001600160a01b036137e2602084016134e6565b1660208201526040820135601e19833603018112156107fa5782016020813591016001600160401b0382116107fa578160051b360381136107fa5761383491610120604085015261012084019161377a565b91606081013560ff811681036107fa576101009160ff83921660608501526080810135608085015260a081013560a085015260c081013560c085015260e081013560e0850152013591015290565b60041115610be957565b906005821015610be95752565b6105443560048110156107fa576138af81613882565b81526105643560ff81168091036107fa5760208201526105843560ff81168091036107fa5760408201526105a43560058110156107fa576138f490606083019061388c565b6105c43560058110156107fa5761390f90608083019061388c565b6105e43560058110156107fa5761392a9060a083019061388c565b6106043561ffff81168091036107fa5760c08201526106243561ffff81168091036107fa5760e08201526106443561ffff81168091036107fa57610100820152610664358015158091036107fa576101208201526106843563ffffffff81168091036107fa576101408201526106a43563ffffffff81168091036107fa576101608201526106c43563ffffffff81168091036107fa576101808201526106e43563ffffffff81168091036107fa576101a08201526107043563ffffffff81168091036107fa576101c08201526107243563ffffffff81168091036107fa576101e0820152610744356001600160a01b038116908190036107fa57610200820152610764356001600160a01b038116908190036107fa5761022082015261024061078435910152565b91908260409103126107fa576020613a6983613692565b92015190565b908060209392818452848401375f828201840152601f01601f1916010190565b9291926001600160401b0382116135e45760405191613ab8601f8201601f19166020018461362e565b8294818452818301116107fa578281602093845f960137010152565b90600d548210156115b457600d5f52600282901c7fd7b6990105719101dabeb77144f2a3385c8033acd3af97e9423a695e81ad1eb5019160031b60181690565b610724358152610744356020820152610764356001600160401b0381168091036107fa57604082015261078435906001600160401b0382168092036107fa5760600152565b6001600160401b03613b8f60608093803586526020810135602087015283613b83604083016134bc565b166040870152016134bc565b16910152565b6001600160401b0380600a54169116908111613c2a57805f52600b602052613bfa6001600160401b03600260405f20015460601c166001600160401b037f000000000000000000000000000000000000000000000000000000000000000016906135bc565b9015613c2457600f5460ff811615613c1d5760181c6001600160401b0316101590565b5042101590565b50600190565b505f90565b600b90610222604051613c45602083018261362e565b818152602081019161490783395190209060405191604083015260018060a01b031660208201523081520160ff8153605590206001600160a01b031690565b600c548110156115b457600c5f5260205f2001905f90565b60409060ff613cb695931681528160208201520191613a6f565b90565b60ff600f5416613cc557565b6325de280960e11b5f5260045ffd5b6001600160a01b03165f8181526003602052604090205490919063ffffffff1680613dbc57508115613da95760025463ffffffff8116620fffff811015613d9a5763ffffffff81146135a85760010163ffffffff8116809263ffffffff19161760025592805f52600360205260405f208263ffffffff19825416179055815f52600460205260405f20816bffffffffffffffffffffffff60a01b8254161790557f7d263e6f741197e6aa54802bf9dc0302242dba5461171a0abd1a431c66b46f965f80a3565b639ed3ecbb60e01b5f5260045ffd5b5063bfc6c33760e01b5f5260045260245ffd5b9150565b60025f516020614b495f395f51905f525414613de95760025f516020614b495f395f51905f5255565b633ee5aeb560e01b5f5260045ffd5b613e00613cb9565b6001600160401b0381169081158015613e58575b613e4557613e2190613b95565b613e33575f52600b60205260405f2090565b634e974da560e01b5f5260045260245ffd5b50632938879b60e21b5f5260045260245ffd5b506001600160401b03600a54168211613e14565b9060443560ff8116908181036107fa5750604051602081019182526064356040820152608435606082015260608152613ea660808261362e565b519020905f905b60188210613ebe57505003612a5457565b909160018083851c16145f14613ef35760188310156115b4578260051b60a401355f52602052600160405f205b920190613ead565b60188310156115b4578260051b60a401905f5235602052600160405f20613eeb565b6001600f546affffffffffffffff0000004260181b16906affffffffffffffff0000ff19161717600f557f1a1e11968afa77413a98237726dbff2cac92504c19cd2c3aa7d29bfb3f7741ca60206040515f8152a1565b6001600160a01b03165f8181526003602052604090205463ffffffff1691908215613f935750565b63bfc6c33760e01b5f5260045260245ffd5b6040516020810190613fb8826044613b59565b60808152613fc760a08261362e565b51902003612a5457604051602081019060c435825260e43560408201526101043560608201526101243560808201526101443560a082015260a0815261400e60c08261362e565b5190209063ffffffff5f91165b6014821061402f57505060443503612a5457565b909160018083851c16145f146140655760148310156115b4578260051b61016401355f52602052600160405f205b92019061401b565b60148310156115b4578260051b61016401905f5235602052600160405f2061405d565b916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180865af19060015f51148216156140e8575b604052156140c85750565b635274afe760e01b5f9081526001600160a01b0391909116600452602490fd5b90600181151661410057823b15153d151616906140bd565b503d5f823e3d90fd5b5f606060405161411881613613565b828152826020820152826040820152015261413161481c565b6040516020810190614144826024613b59565b6080815261415360a08261362e565b51902003612a545763ffffffff169060a4359160c4359260ff8416938481036107fa5760e4359461010435906001600160401b0382168083036107fa5760405190602082019286845260408301528860608301526080820152608081526141bb60a08261362e565b5190205f5b60208110614275575060443503612a545760803660a31901126107fa5760405160ff936141ec82613613565b815260208101928352604081019687526060810191825295845f52601060205260405f2090848254169283614254575b50505050511660018114159081614248575b506142365750565b637350147f60e11b5f5260045260245ffd5b6002915014155f61422e565b6001600160401b03600260018501549401541690525281525f80808061421c565b9060018087841c16145f146142a95760208210156115b4578160051b61012401355f52602052600160405f205b91016141c0565b60208210156115b4578160051b61012401905f5235602052600160405f206142a2565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031614806143bf575b15614327577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a081526143b960c08261362e565b51902090565b507f000000000000000000000000000000000000000000000000000000000000000046146142fe565b80518210156115b45760209160051b010190565b9190916040830151906001600160401b036002818060608801511663ffffffff60405195614429876135f8565b6003875260208701978852604087019283521695865f52601060205260ff60405f2096511660ff198754161786555160018601555116920191166001600160401b03198254161790555f5b825181101561451d5760019061449d6001600160a01b0361449583876143e8565b515116613f6b565b63ffffffff60206144ae84886143e8565b51015191165f5260086020526144c960405f209182546135bc565b9055818060a01b036144db82866143e8565b515116837f832034bd5b640a6a427f57429221868982608aad95465de4800590969fc7c94060208061450d868a6143e8565b510151604051908152a301614474565b5091905051907fd7b5b464729b47cc2cf9613ebd7ce7039d59b2e32853463ef1f363cb418c9ae6602060405160038152a3565b9163ffffffff90604051926001600160401b03602085019516855215156040840152166060820152606081526143b960808261362e565b906001600160a01b03821661459b83613c2f565b6040516370a0823160e01b81526001600160a01b03828116600483018190527f000000000000000000000000000000000000000000000000000000000000000090911695909290916020816024818a5afa908115612163575f916147ea575b501561270c573b1561478b575b61461090613cd4565b93604051916370a0823160e01b8352306004840152602083602481855afa928315612163575f93614756575b5060205f9160246040518094819362b40d3160e11b83528760048401525af1801561216357614725575b506020602491604051928380926370a0823160e01b82523060048301525afa908115612163575f916146ef575b5063ffffffff916146a391613685565b93165f52600560205260405f206146bb8482546135bc565b90557f35dbbfd0d3585577ae3feb7437be44befd94c36d05e086795fa0016e0d22d4966040805185815260016020820152a2565b90506020813d60201161471d575b8161470a6020938361362e565b810103126107fa575163ffffffff614693565b3d91506146fd565b6020813d60201161474e575b8161473e6020938361362e565b810103126107fa57506020614666565b3d9150614731565b9092506020813d602011614783575b816147726020938361362e565b810103126107fa575191602061463c565b3d9150614765565b60405161022261479e602082018361362e565b808252602082019061490782398151156147db5790516001600160a01b03918591905ff516614607573d6121635763b06ebf3d60e01b5f5260045ffd5b631328927760e21b5f5260045ffd5b90506020813d602011614814575b816148056020938361362e565b810103126107fa57515f6145fa565b3d91506147f8565b600f5460ff81161561272a5760ff8160101c1615614850576001600160401b039060581c165f52600b60205260405f205490565b6370858df160e01b5f5260045ffd5b6040516323b872dd60e01b5f9081526001600160a01b039384166004529290931660245260449390935260209060648180865af19060015f51148216156148b0575b6040525f606052156140c85750565b90600181151661410057823b15153d151616906148a1565b60ff811690601f82116148f757604051916148e460408461362e565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffdfe60a08060405234602757336080526101f6908161002c82396080518181816047015260a30152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816301681a621461007a575063e2fdcc1714610032575f80fd5b34610076575f366003190112610076576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610076576020366003190112610076576004356001600160a01b0381169190828103610076577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101e3576370a0823160e01b8252306004830152602082602481865afa9182156101d8575f9261017a575b508161010a575b602082604051908152f35b6040519063a9059cbb60e01b5f52336004528260245260205f60448180855af19060015f511482161561015b575b50906040521561014857816100ff565b50635274afe760e01b5f5260045260245ffd5b6001821516610171573b15153d15161684610138565b823d5f823e3d90fd5b90915060203d6020116101d1575b601f8101601f1916820167ffffffffffffffff8111838210176101bd57602091839160405281010312610076575190836100f8565b634e487b7160e01b5f52604160045260245ffd5b503d610188565b6040513d5f823e3d90fd5b63bc552e7760e01b5f523360045260245ffda4808c6e656c5f32e8ff92935228192c7c338fa9f1ba92b70a37ff4b5865885b9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00",
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
// Solidity: constructor(address token_, address operator_, address verifier_, uint256[5] params) returns()
func (asaLedger *AsaLedger) PackConstructor(token_ common.Address, operator_ common.Address, verifier_ common.Address, params [5]*big.Int) []byte {
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
// the contract method with ID 0x66b30049.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeTransition(uint64 epoch, uint32 index, ((uint8,bytes32,bytes32),bytes32[24]) prev, ((uint8,bytes32,bytes32),bytes32[24]) claimed, bytes data, (bytes32,bytes32,uint64,uint64) pre, ((bytes32,uint8,bytes32,uint64),bytes32[32]) job, ((uint256,uint256,uint256,uint256,uint256),bytes32[20])[] accounts) returns()
func (asaLedger *AsaLedger) PackChallengeTransition(epoch uint64, index uint32, prev IAsaLedgerTypesTransitionWitness, claimed IAsaLedgerTypesTransitionWitness, data []byte, pre IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, accounts []IAsaLedgerTypesAccountWitness) []byte {
	enc, err := asaLedger.abi.Pack("challengeTransition", epoch, index, prev, claimed, data, pre, job, accounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeTransition is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x66b30049.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeTransition(uint64 epoch, uint32 index, ((uint8,bytes32,bytes32),bytes32[24]) prev, ((uint8,bytes32,bytes32),bytes32[24]) claimed, bytes data, (bytes32,bytes32,uint64,uint64) pre, ((bytes32,uint8,bytes32,uint64),bytes32[32]) job, ((uint256,uint256,uint256,uint256,uint256),bytes32[20])[] accounts) returns()
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
// the contract method with ID 0x2805c9fd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitExpire(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns()
func (asaLedger *AsaLedger) PackExitExpire(slot uint32, state IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms) []byte {
	enc, err := asaLedger.abi.Pack("exitExpire", slot, state, job, v, terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2805c9fd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitExpire(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) returns()
func (asaLedger *AsaLedger) TryPackExitExpire(slot uint32, state IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms) ([]byte, error) {
	return asaLedger.abi.Pack("exitExpire", slot, state, job, v, terms)
}

// PackExitJobs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5c4732e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitJobs(uint32 slot) view returns((uint8,bytes32,uint64))
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
// Solidity: function exitJobs(uint32 slot) view returns((uint8,bytes32,uint64))
func (asaLedger *AsaLedger) TryPackExitJobs(slot uint32) ([]byte, error) {
	return asaLedger.abi.Pack("exitJobs", slot)
}

// UnpackExitJobs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5c4732e.
//
// Solidity: function exitJobs(uint32 slot) view returns((uint8,bytes32,uint64))
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

// PackExitSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6e06e2b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitSettle(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, (uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64)[] results, address[] signers, bytes[] sigs) returns()
func (asaLedger *AsaLedger) PackExitSettle(slot uint32, state IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms, results []IAsaEscrowTypesResult, signers []common.Address, sigs [][]byte) []byte {
	enc, err := asaLedger.abi.Pack("exitSettle", slot, state, job, v, terms, results, signers, sigs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6e06e2b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitSettle(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, (uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64)[] results, address[] signers, bytes[] sigs) returns()
func (asaLedger *AsaLedger) TryPackExitSettle(slot uint32, state IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms, results []IAsaEscrowTypesResult, signers []common.Address, sigs [][]byte) ([]byte, error) {
	return asaLedger.abi.Pack("exitSettle", slot, state, job, v, terms, results, signers, sigs)
}

// PackExitSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b5b520c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exitSubmit(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, bytes32 deliverable, bytes providerSig) returns()
func (asaLedger *AsaLedger) PackExitSubmit(slot uint32, state IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, v IAsaLedgerTypesVoucher, deliverable [32]byte, providerSig []byte) []byte {
	enc, err := asaLedger.abi.Pack("exitSubmit", slot, state, job, v, deliverable, providerSig)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExitSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b5b520c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exitSubmit(uint32 slot, (bytes32,bytes32,uint64,uint64) state, ((bytes32,uint8,bytes32,uint64),bytes32[32]) job, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, bytes32 deliverable, bytes providerSig) returns()
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
// the contract method with ID 0x0d9a83a5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fixExitEpoch(uint64 epoch) returns()
func (asaLedger *AsaLedger) PackFixExitEpoch(epoch uint64) []byte {
	enc, err := asaLedger.abi.Pack("fixExitEpoch", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFixExitEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0d9a83a5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fixExitEpoch(uint64 epoch) returns()
func (asaLedger *AsaLedger) TryPackFixExitEpoch(epoch uint64) ([]byte, error) {
	return asaLedger.abi.Pack("fixExitEpoch", epoch)
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
	if bytes.Equal(raw[:4], asaLedger.abi.Errors["NotTheExitEpoch"].ID.Bytes()[:4]) {
		return asaLedger.UnpackNotTheExitEpochError(raw[4:])
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

// AsaLedgerNotTheExitEpoch represents a NotTheExitEpoch error raised by the AsaLedger contract.
type AsaLedgerNotTheExitEpoch struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotTheExitEpoch(uint64 epoch)
func AsaLedgerNotTheExitEpochErrorID() common.Hash {
	return common.HexToHash("0x4e18843ba69b0f096fe6eecf041c798429661c942ee107bfa79e1abff6ddeca2")
}

// UnpackNotTheExitEpochError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotTheExitEpoch(uint64 epoch)
func (asaLedger *AsaLedger) UnpackNotTheExitEpochError(raw []byte) (*AsaLedgerNotTheExitEpoch, error) {
	out := new(AsaLedgerNotTheExitEpoch)
	if err := asaLedger.abi.UnpackIntoInterface(out, "NotTheExitEpoch", raw); err != nil {
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
	ABI: "[{\"inputs\":[],\"name\":\"BadWitness\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"}],\"name\":\"BondMissing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BondSlashed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"CutoffOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"EpochNotFinal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expected\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"given\",\"type\":\"uint64\"}],\"name\":\"EpochOutOfOrder\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"next\",\"type\":\"uint256\"}],\"name\":\"EpochTooSoon\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochAlreadyFixed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExitEpochNotFixed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"ForcedNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"FundingShortfall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InExitMode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"InvalidExitStep\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"}],\"name\":\"InvalidKind\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"}],\"name\":\"JobNotOpen\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFraud\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoPendingRequest\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInExitMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"NotTheExitEpoch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"since\",\"type\":\"uint256\"}],\"name\":\"OperatorNotSilent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"due\",\"type\":\"uint256\"}],\"name\":\"RequestNotDue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"RequestWindowClosed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TooManyAccounts\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"}],\"name\":\"TooManyTransitions\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"UnknownEpoch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"}],\"name\":\"UnknownForced\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"name\":\"AccountPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"}],\"name\":\"AccountRegistered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bond\",\"type\":\"uint256\"}],\"name\":\"BondPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BondReclaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"isTransition\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"DataRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"viaAddress\",\"type\":\"bool\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"stateRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"transitionsRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"cutoff\",\"type\":\"uint64\"}],\"name\":\"EpochPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"enumIAsaLedgerTypes.Fault\",\"name\":\"fault\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"name\":\"EpochVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ExitCredited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"}],\"name\":\"ExitEpochFixed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"ExitJobProgressed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"silent\",\"type\":\"bool\"}],\"name\":\"ExitModeStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"position\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"}],\"name\":\"ForcedQueued\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"epoch\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"index\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"dataHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"postState\",\"type\":\"bytes32\"}],\"indexed\":false,\"internalType\":\"structIAsaLedgerTypes.TransitionLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"TransitionPublished\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"}],\"name\":\"WithdrawalRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"exit\",\"type\":\"bool\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeExpire\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeForced\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"inner\",\"type\":\"bytes\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeOpen\",\"outputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"clientSig\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"acceptanceDeadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"acceptanceSig\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"internalType\":\"structAsaLedgerVerifier.OpenData\",\"name\":\"o\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeSettle\",\"outputs\":[{\"components\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result[]\",\"name\":\"results\",\"type\":\"tuple[]\"},{\"internalType\":\"address[]\",\"name\":\"signers\",\"type\":\"address[]\"},{\"internalType\":\"bytes[]\",\"name\":\"sigs\",\"type\":\"bytes[]\"}],\"internalType\":\"structAsaLedgerVerifier.SettleData\",\"name\":\"s\",\"type\":\"tuple\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeSubmit\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"slot\",\"type\":\"uint32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"decodeSync\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"account\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"providerSig\",\"type\":\"bytes\"}],\"name\":\"deliveryValid\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"}],\"name\":\"expireOutcome\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structAsaLedgerVerifier.Credit[]\",\"name\":\"credits\",\"type\":\"tuple[]\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"}],\"name\":\"jobIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"termsHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"agreementHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.Voucher\",\"name\":\"v\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"enumIAsaEscrowTypes.Policy\",\"name\":\"policy\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"tierCount\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rollingWindow\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"silenceAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"fallbackAction\",\"type\":\"uint8\"},{\"internalType\":\"enumIAsaEscrowTypes.Action\",\"name\":\"disputeDefault\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"disputeThreshold\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"evaluatorFeeBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"collateralBps\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"acceptanceRequired\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"fundTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"evaluateTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"backupTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"challengeWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"disputeTimeout\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"minDeliveryTime\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"backupEvaluator\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tiers\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaEscrowTypes.Terms\",\"name\":\"terms\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint16\",\"name\":\"score\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaEscrowTypes.Result[]\",\"name\":\"results\",\"type\":\"tuple[]\"},{\"internalType\":\"address[]\",\"name\":\"signers\",\"type\":\"address[]\"},{\"internalType\":\"bytes[]\",\"name\":\"sigs\",\"type\":\"bytes[]\"}],\"name\":\"settleOutcome\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structAsaLedgerVerifier.Credit[]\",\"name\":\"credits\",\"type\":\"tuple[]\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"contractIAsaLedgerChain\",\"name\":\"chain\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"domain\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"now_\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"kind\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"accountsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"jobsRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"jobCount\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"forcedCount\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.StateFields\",\"name\":\"pre\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"jobId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"internalType\":\"structIAsaLedgerTypes.JobLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[32]\",\"name\":\"path\",\"type\":\"bytes32[32]\"}],\"internalType\":\"structIAsaLedgerTypes.JobWitness\",\"name\":\"job\",\"type\":\"tuple\"},{\"components\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"credited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"debited\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deposits\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"withdrawals\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIAsaLedgerTypes.AccountLeaf\",\"name\":\"leaf\",\"type\":\"tuple\"},{\"internalType\":\"bytes32[20]\",\"name\":\"path\",\"type\":\"bytes32[20]\"}],\"internalType\":\"structIAsaLedgerTypes.AccountWitness[]\",\"name\":\"accounts\",\"type\":\"tuple[]\"}],\"name\":\"verify\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"valid\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"post\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "fe70009d107d990aec7c819f2934c1e9a8",
	Bin: "0x608080604052346015576144f0908161001a8239f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c806312df9c1a14610a975780632a70062e14610a435780633a2da29614610981578063425b2b2f14610872578063709bb23f146106b7578063ac20c5931461060e578063bbbf9c3014610593578063c043d9b8146104e1578063c32d26b114610387578063e7df7448146102e45763eaea477914610092575f80fd5b346102e05760203660031901126102e0576004356001600160401b0381116102e0576100c2903690600401610b7e565b906100cb611ca7565b90828101610300828203126102e0576100e3826116ac565b60208301356001600160401b0381116102e057826101029185016115c5565b61010f8360408601611956565b936102a08101356001600160401b0381116102e057810184601f820112156102e0578481602061014193359101611b72565b916102c08201356001600160401b0381116102e057856101629184016115aa565b976102e08301356001600160401b0381116102e057830186601f820112156102e057889661019591803590602001611c3c565b9687602088019a8b9660408a01988660608c019960808d019c60a0019d8e52848d52838b52868c525263ffffffff1693848d52604051968795602087015260408601610300905261032086016101ea91610be7565b90606086016101f891610ceb565b848103601f19016102c086015261020e91610ef5565b838103601f19016102e085015261022491610bab565b828103601f190161030084015261023a91610f84565b03601f198101835261024c90836110b0565b61025592611f24565b604051958695602087525163ffffffff16602087015251604086016103009052610320860161028391610be7565b91516060860161029291610ceb565b51848203601f19016102c08601526102aa9190610ef5565b9051838203601f19016102e08501526102c39190610bab565b9051828203601f19016103008401526102dc9190610f84565b0390f35b5f80fd5b346102e05760203660031901126102e0576004356001600160401b0381116102e057610314903690600401610b7e565b908181016040828203126102e05761032b82610b70565b9160208101356001600160401b0381116102e0576103789261034e9183016116bd565b936040519161037383610365888860208401610edb565b03601f1981018552846110b0565b611f24565b6102dc60405192839283610edb565b346102e0576103a03660031901126102e05760803660431901126102e05760c4356001600160401b0381116102e05761012060031982360301126102e0576102603660e31901126102e05761034435906001600160401b0382116102e057366023830112156102e05781600401356001600160401b0381116102e0573660248260081b850101116102e057610364356001600160401b0381116102e057610432903690600401610eab565b919093610384356001600160401b0381116102e0576104d1956104b8946104a06104636104ac943690600401610eab565b9590966104836040519a6104768c610fdc565b5f8c5236906004016115c5565b60208b0152610491366117b7565b60408b01526024369201611b72565b60608801523691611556565b60808501523691611c3c565b60a08201526104c636611ada565b60243560043561224d565b906102dc60405192839283610e22565b346102e05760203660031901126102e0576004356001600160401b0381116102e057610511903690600401610b7e565b610519611668565b506105226116d8565b50808201916102a0818403126102e05761053b816116ac565b9160208201356001600160401b0381116102e0578261056f61056587610587946102dc97016115c5565b9660408301611956565b926040519161037383610365878b8b60208501610e79565b60405193849384610e79565b346102e0576103403660031901126102e05760803660431901126102e05760c4356001600160401b0381116102e05761012060031982360301126102e0576102603660e31901126102e0576104d1906105f96105ee36611ada565b9136906004016115c5565b610602366117b7565b91602435600435611fea565b346102e05760203660031901126102e0576004356001600160401b0381116102e05761063e903690600401610b7e565b60608282810103126102e0576102dc610656836116ac565b916106946020850135946040810135926040519161037383610365878b8b6020850160409194939263ffffffff606083019616825260208201520152565b6040519384938460409194939263ffffffff606083019616825260208201520152565b346102e05760203660031901126102e0576004356001600160401b0381116102e0576106e7903690600401610b7e565b906106f0611761565b90828101926102e0828503126102e05781356001600160401b0381116102e0578461071c9184016115c5565b9360208301356001600160401b0381116102e0578161073c9185016116bd565b9260408101359360608201356001600160401b0381116102e05761076390849084016116bd565b926107719060808401611956565b9360208701976040880195606089019560808a0198828a52818852808952858c52838b52604051958694602086016102e0905261030086016107b291610be7565b858103601f190160408701526107c791610c63565b906060850152601f198482030160808501526107e291610c63565b9060a083016107f091610ceb565b03601f198101835261080290836110b0565b61080b92611f24565b6040519485946020865251602086016102e09052610300860161082d91610be7565b9051858203601f190160408701526108459190610c63565b9151606085015251838203601f190160808501526108639190610c63565b905160a083016102dc91610ceb565b346102e05760803660031901126102e0576024356004356001600160401b0382116102e05761012060031983360301126102e0576064356001600160401b0381116102e0576108c5903690600401610b7e565b60246108e06108da94939436876004016115c5565b84611eb0565b940135916001600160a01b03831683036102e05761096e9360426109689260405160208101907fdc9baeab6d1cb3c28d4be02717514c4f42f3fb30536f7b467a2d5b62aaef9cbc82528960408201526044356060820152606081526109466080826110b0565b5190206040519161190160f01b8352600283015260228201522092369161112e565b91611f45565b6040805191151582526020820192909252f35b346102e05760203660031901126102e0576004356001600160401b0381116102e0576109b1903690600401610b7e565b6109b9611668565b50808201916080818403126102e0576109d1816116ac565b9160208201356001600160401b0381116102e057846109f19184016115c5565b936040830135906060840135936001600160401b0385116102e057610a1e610a37926102dc9683016116bd565b93604051916103738361036588888d8d60208601610c87565b60405194859485610c87565b346102e05760403660031901126102e0576024356001600160401b0381116102e05761012060031982360301126102e057610a8f610a8760209236906004016115c5565b600435611eb0565b604051908152f35b346102e0576105c03660031901126102e0576004356001600160a01b03811681036102e05760643560ff811681036102e0576084356001600160401b0381116102e057610ae8903690600401610b7e565b90929060803660a31901126102e057610480366101231901126102e0576105a435936001600160401b0385116102e057366023860112156102e0578460040135936001600160401b0385116102e0573660246103208702880101116102e0576024610b5c9601936044359060243590611196565b604080519215158352602083019190915290f35b359060ff821682036102e057565b9181601f840112156102e0578235916001600160401b0383116102e057602083818601950101116102e057565b90602080835192838152019201905f5b818110610bc85750505090565b82516001600160a01b0316845260209384019390920191600101610bbb565b9060018060a01b03825116815260018060a01b03602083015116602082015261010080610c2560408501516101206040860152610120850190610bab565b9360ff60608201511660608501526080810151608085015260a081015160a085015260c081015160c085015260e081015160e0850152015191015290565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b90610cbd949263ffffffff610caa92168352608060208401526080830190610be7565b9260408201526060818403910152610c63565b90565b60041115610cca57565b634e487b7160e01b5f52602160045260245ffd5b906005821015610cca5752565b61024080918051610cfb81610cc0565b845260ff602082015116602085015260ff6040820151166040850152610d2960608201516060860190610cde565b610d3b60808201516080860190610cde565b610d4d60a082015160a0860190610cde565b61ffff60c08201511660c085015261ffff60e08201511660e085015261ffff61010082015116610100850152610120810151151561012085015263ffffffff6101408201511661014085015263ffffffff6101608201511661016085015263ffffffff6101808201511661018085015263ffffffff6101a0820151166101a085015263ffffffff6101c0820151166101c085015263ffffffff6101e0820151166101e085015260018060a01b036102008201511661020085015260018060a01b03610220820151166102208501520151910152565b60606020916040810193151581526040838201528451809452019201905f5b818110610e4e5750505090565b825180516001600160a01b031685526020908101518186015260409094019390920191600101610e41565b939290610ea1610ea99363ffffffff6040931687526102a060208801526102a0870190610be7565b940190610ceb565b565b9181601f840112156102e0578235916001600160401b0383116102e0576020808501948460051b0101116102e057565b60409060ff610cbd94931681528160208201520190610c63565b90602080835192838152019201905f5b818110610f125750505090565b90919260206101006001926001600160401b0360e0885180518452858101518685015282604082015116604085015261ffff606082015116606085015260808101511515608085015260a081015160a085015260c081015160c085015201511660e08201520194019101919091610f05565b9080602083519182815201916020808360051b8301019401925f915b838310610faf57505050505090565b9091929394602080610fcd600193601f198682030187528951610c63565b97019301930191939290610fa0565b60c081019081106001600160401b03821117610ff757604052565b634e487b7160e01b5f52604160045260245ffd5b60a081019081106001600160401b03821117610ff757604052565b61012081019081106001600160401b03821117610ff757604052565b61026081019081106001600160401b03821117610ff757604052565b608081019081106001600160401b03821117610ff757604052565b61010081019081106001600160401b03821117610ff757604052565b604081019081106001600160401b03821117610ff757604052565b90601f801991011681019081106001600160401b03821117610ff757604052565b356001600160401b03811681036102e05790565b51906001600160401b03821682036102e057565b91908260409103126102e057610cbd6020835193016110e5565b6001600160401b038111610ff757601f01601f191660200190565b92919261113a82611113565b9161114860405193846110b0565b8294818452818301116102e0578281602093845f960137010152565b6001600160401b036001911601906001600160401b03821161118257565b634e487b7160e01b5f52601160045260245ffd5b929190969495939560405193606085018581106001600160401b03821117610ff75760405260018060a01b0316978885526020850152604084019180835260e435986001600160401b038a16998a81036102e0575061010435996001600160401b038b169a8b81036102e05750604051946112108661100b565b60a4358652602086019160c435835260408701908152606087018d81525f6080890152879d60405163562dd64960e01b81526020816004818a5afa801561135a575f906114eb575b6001600160401b03915016119760ff8a16946006861461138057505050505060018110908115611375575b506113655789936112c6575b5050906112a66112ac97610124959493369161112e565b92611e03565b156112bf576112ba90611e62565b600191565b505f905f90565b90919493926001600160401b0360606040920151166024825180948193633f3ae35f60e21b835260048301525afa801561135a576001600160401b03915f91611329575b50161061131c57909186905f8061128f565b505050505050505f905f90565b61134b915060403d604011611353575b61134381836110b0565b8101906110f9565b90505f61130a565b503d611339565b6040513d5f823e3d90fd5b505050505050505050505f905f90565b60059150115f611283565b97945097919b9995509997509b9a909b156114b55760406001600160401b038a51166024825180968193633f3ae35f60e21b835260048301525afa92831561135a575f905f946114c7575b506113d736848461112e565b60208151910120036114b5576112ba9b6001600160401b036113fb94169052611d39565b9390929091806114a7575b8061149a575b61143a575b505050505050505050606081016001600160401b0361143281835116611164565b169052611e62565b611480976001600160401b0380610124975194519b5116915116906040519a8b946114648661100b565b85526020850152604084015260608301525f6080830152611e03565b611492575b8080808080808080611411565b90505f611485565b50600660ff84161061140c565b50600160ff84161015611406565b5050505050505050505050505f905f90565b90506114e391935060403d6040116113535761134381836110b0565b92905f6113cb565b506020813d602011611523575b81611505602093836110b0565b810103126102e05761151e6001600160401b03916110e5565b611258565b3d91506114f8565b35906001600160a01b03821682036102e057565b6001600160401b038111610ff75760051b60200190565b9291906115628161153f565b9361157060405195866110b0565b602085838152019160051b81019283116102e057905b82821061159257505050565b6020809161159f8461152b565b815201910190611586565b9080601f830112156102e057816020610cbd93359101611556565b919091610120818403126102e057604051906115e082611026565b81936115eb8261152b565b83526115f96020830161152b565b60208401526040820135916001600160401b0383116102e0576116236101009392849383016115aa565b604085015261163460608201610b70565b60608501526080810135608085015260a081013560a085015260c081013560c085015260e081013560e08501520135910152565b6040519061167582611026565b5f61010083828152826020820152606060408201528260608201528260808201528260a08201528260c08201528260e08201520152565b359063ffffffff821682036102e057565b9080601f830112156102e057816020610cbd9335910161112e565b604051906116e582611042565b5f610240838281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e082015282610200820152826102208201520152565b6040519061176e8261100b565b81611777611668565b8152606060208201525f604082015260608082015260806117966116d8565b910152565b359061ffff821682036102e057565b359081151582036102e057565b6102609060e31901126102e057604051906117d182611042565b8160e43560048110156102e05781526101043560ff811681036102e05760208201526101243560ff811681036102e05760408201526101443560058110156102e05760608201526101643560058110156102e05760808201526101843560058110156102e05760a08201526101a43561ffff811681036102e05760c08201526101c43561ffff811681036102e05760e08201526101e43561ffff811681036102e0576101008201526102043580151581036102e0576101208201526102243563ffffffff811681036102e0576101408201526102443563ffffffff811681036102e0576101608201526102643563ffffffff811681036102e0576101808201526102843563ffffffff811681036102e0576101a08201526102a43563ffffffff811681036102e0576101c08201526102c43563ffffffff811681036102e0576101e08201526102e4356001600160a01b03811681036102e057610200820152610304356001600160a01b03811681036102e05761022082015261024061032435910152565b9190826102609103126102e05760405161196f81611042565b8092803560048110156102e057825261198a60208201610b70565b602083015261199b60408201610b70565b6040830152606081013560058110156102e0576060830152608081013560058110156102e057608083015260a081013560058110156102e05761024091829160a08501526119eb60c0820161179b565b60c08501526119fc60e0820161179b565b60e0850152611a0e610100820161179b565b610100850152611a2161012082016117aa565b610120850152611a3461014082016116ac565b610140850152611a4761016082016116ac565b610160850152611a5a61018082016116ac565b610180850152611a6d6101a082016116ac565b6101a0850152611a806101c082016116ac565b6101c0850152611a936101e082016116ac565b6101e0850152611aa6610200820161152b565b610200850152611ab9610220820161152b565b6102208501520135910152565b35906001600160401b03821682036102e057565b60809060431901126102e05760405190611af38261105e565b81604435815260643560ff811681036102e0576020820152608435604082015260a435906001600160401b03821682036102e05760600152565b91908260809103126102e057604051611b458161105e565b606061179681839580358552611b5d60208201610b70565b60208601526040810135604086015201611ac6565b929192611b7e8261153f565b93611b8c60405195866110b0565b602085848152019260081b8201918183116102e057925b828410611bb05750505050565b610100848303126102e057602061010091604051611bcd81611079565b863581528287013583820152611be560408801611ac6565b6040820152611bf66060880161179b565b6060820152611c07608088016117aa565b608082015260a087013560a082015260c087013560c0820152611c2c60e08801611ac6565b60e0820152815201930192611ba3565b929190611c488161153f565b93611c5660405195866110b0565b602085838152019160051b8101918383116102e05781905b838210611c7c575050505050565b81356001600160401b0381116102e057602091611c9c87849387016116bd565b815201910190611c6e565b60405190611cb482610fdc565b606060a0835f8152611cc4611668565b6020820152611cd16116d8565b604082015282808201528260808201520152565b519060ff821682036102e057565b81601f820112156102e057805190611d0a82611113565b92611d1860405194856110b0565b828452602083830101116102e057815f9260208093018386015e8301015290565b905f8160445a946040519485938492631cfbee8960e31b845260206004850152816024850152848401378181018301859052601f01601f19168101030181305afa805f925f92611db5575b50611dac575050611d94906127ea565b5f905f90604051611da66020826110b0565b5f815290565b60019391925090565b925090503d805f843e611dc881846110b0565b8201916040818403126102e057611dde81611ce5565b9260208201516001600160401b0381116102e057611dfc9201611cf3565b905f611d84565b959493929160ff1660018114611e555760028114611e4b5760038114611e3c57600414611e3357610cbd956137e9565b610cbd95613497565b509193509150610cbd93613221565b50610cbd95612d85565b50909150610cbd94612816565b8051906020810151906001600160401b036060816040840151169201511690604051926020840194855260408401526060830152608082015260808152611eaa60a0826110b0565b51902090565b604291610100611ebf8261396e565b9101516040519060208201927f0c8c62838fe6659579e92e4c4dbee10cf3fcd9ba2ad5499806b2c781f1fced5184526040830152606082015260608152611f076080826110b0565b5190206040519161190160f01b8352600283015260228201522090565b611f2f91369161112e565b602081519101209060208151910120036102e057565b91611f4f91613a17565b50611f5981610cc0565b159182611f6557505090565b6001600160a01b03918216911614919050565b805115611f855760200190565b634e487b7160e01b5f52603260045260245ffd5b805160011015611f855760400190565b8051821015611f855760209160051b010190565b9190820180921161118257565b8181029291811591840414171561118257565b9190820391821161118257565b919094939294606092611fff87845192611eb0565b036122355760405160208101906120168287610ceb565b6102608152612027610280826110b0565b5190206080870151036122355760208201600160ff825116146121a1575160ff1660021480159290612173575b505061216b575060600180516005811015610cca5760010361214c57506113885b61271061208760c08501928351611fca565b0460405193606061209881876110b0565b60028652601f19015f5b81811061212957505060208101516040516120fb9392916001600160a01b03166120cb82611095565b81528260208201526120dc87611f78565b526120e686611f78565b505192516001600160a01b0390931692611fdd565b6040519161210883611095565b8252602082015261211883611f99565b5261212282611f99565b5060019190565b60209060405161213881611095565b5f81525f8382015282828a010152016120a2565b516005811015610cca5760030361216557612710612075565b5f612075565b9250505f9190565b61219991925060606001600160401b039101511663ffffffff6101608601511690611fbd565b115f80612054565b509192505060e08401511161222f57506040805192906121c181856110b0565b60018452601f19015f5b81811061220c575050805160c090910151604051916001600160a01b03166121f283611095565b8252602082015261220283611f78565b5261212282611f78565b60209060405161221b81611095565b5f81525f83820152828288010152016121cb565b5f925090565b50509250505f9190565b5f1981146111825760010190565b929390936060946020820151946122648682611eb0565b808651148015906127d8575b6127cc57604084015160405161228a602082018093610ceb565b610260815261229b610280826110b0565b5190206080880151036127cc576122cf6001600160401b0360608801511663ffffffff610160604088015101511690611fbd565b8310156127cc576060840151519560ff60608901511687148015906127bd575b80156127ae575b6127a1575f985f936123078961153f565b9561231560405197886110b0565b898752601f196123248b61153f565b013660208901375f5b8a8110612560575050505050508060011b908082046002149015171561118257841161254357505f5b6127106123898161237861ffff60e0604060c08c015198015101511686611fca565b04926123848486611fdd565b611fca565b0491846002019283600211611182576123a18461153f565b936123af60405195866110b0565b8085526123be601f199161153f565b015f5b818110612520575050602087015160405161242192916001600160a01b03166123e982611095565b81528160208201526123fa86611f78565b5261240485611f78565b5087516001600160a01b03169261241c908590611fdd565b611fdd565b6040519161242e83611095565b8252602082015261243e83611f99565b5261244882611f99565b50831561250c57806124638561246993969596049485611fca565b90611fdd565b916002935f945b604087015180518710156124fd576001871b8916156124f0576124de91906124af906001600160a01b03906124a6908a90611fa9565b51169685611fbd565b604051966124bc88611095565b875260208701526124cc8161223f565b956124d78287611fa9565b5284611fa9565b50604060015f965b0195949050612470565b50939460016040916124e6565b50509450509350505060019190565b634e487b7160e01b5f52601260045260245ffd5b60209060405161252f81611095565b5f81525f83820152828289010152016123c1565b61255b90612555604084015191613a96565b90613b97565b612356565b61256e8160608b0151611fa9565b519c8d878151149081159161278e575b8115612769575b5061271d578d61271061ffff60608301511611908115612752575b5061271d576125cb60408e01518b6125c385608060018060a01b03930151611fa9565b511690613a51565b5f1981148015612744575b612730576001901b179c6126d38a6125f984608060018060a01b03930151611fa9565b51168b6126cc8560a06042875160208901516001600160401b0360408b0151168a61ffff6060820151166080820151151587830151916001600160401b0360e060c086015195015116946040519660208801987f1b27073d153f3fc5126eb614a370af05d4a5c0f7bca58dc7f9df0f52bd31fb808a526040890152606088015260808701528886015260c085015260e084015261010083015261012082015261012081526126a9610140826110b0565b5190206040519061190160f01b82528c6002830152602282015220930151611fa9565b5191611f45565b1561271d57608081015115612700575b9061ffff60606001930151166126f9828b611fa9565b520161232d565b969061ffff606061271260019461223f565b9992935050506126e3565b50505050985050505050509150505f9190565b5050505050985050505050509150505f9190565b506001811b821615156125d6565b6001600160401b03915060e001511683118e6125a0565b6001600160401b03915060400151166001600160401b0360608801511614158e612585565b602081015160408901511415915061257e565b50505050509150505f9190565b508660a08601515114156122f6565b508660808601515114156122ef565b505050509150505f9190565b50600260ff6020880151161415612270565b5a9060051c116127f657565b6307099c5360e21b5f5260045ffd5b519063ffffffff821682036102e057565b9361284391929360605a956040518095819263ac20c59360e01b8352602060048401526024830190610c63565b0381305afa935f94805f955f92612a83575b5061286e5750505050505061286a91506127ea565b5f90565b939550919290919063ffffffff851680158015612a04575b6129f85761289686868686613c70565b966040880198895182108015612983575b612975576060890192835185109182156128fd575b50506128f0576128cd885182611fbd565b6128db8460208b0151611fbd565b116128f0576128eb985252613ce3565b600190565b5050505050505050505f90565b5160405163f4ede5bd60e01b81526004810192909252909150602090829060249082906001600160a01b03165afa90811561135a575f91612943575b5083115f806128bc565b90506020813d60201161296d575b8161295e602093836110b0565b810103126102e057515f612939565b3d9150612951565b505050505050505050505f90565b50805160405163291414a760e21b81526004810185905290602090829060249082906001600160a01b03165afa90811561135a575f916129c6575b5082116128a7565b90506020813d6020116129f0575b816129e1602093836110b0565b810103126102e057515f6129be565b3d91506129d4565b50505050505050505f90565b50875160405163392bca7f60e21b815290602090829060049082906001600160a01b03165afa801561135a575f90612a46575b63ffffffff9150168111612886565b506020813d602011612a7b575b81612a60602093836110b0565b810103126102e057612a7663ffffffff91612805565b612a37565b3d9150612a53565b96509450506060853d606011612ac7575b81612aa1606093836110b0565b810103126102e057612ab285612805565b9360406020870151960151949594905f612855565b3d9150612a94565b51906001600160a01b03821682036102e057565b9080601f830112156102e0578151612afa8161153f565b92612b0860405194856110b0565b81845260208085019260051b8201019283116102e057602001905b828210612b305750505090565b60208091612b3d84612acf565b815201910190612b23565b919091610120818403126102e05760405190612b6382611026565b8193612b6e82612acf565b8352612b7c60208301612acf565b60208401526040820151916001600160401b0383116102e057612ba6610100939284938301612ae3565b6040850152612bb760608201611ce5565b60608501526080810151608085015260a081015160a085015260c081015160c085015260e081015160e08501520151910152565b519061ffff821682036102e057565b519081151582036102e057565b9190826102609103126102e057604051612c2081611042565b8092805160048110156102e0578252612c3b60208201611ce5565b6020830152612c4c60408201611ce5565b6040830152606081015160058110156102e0576060830152608081015160058110156102e057608083015260a081015160058110156102e05761024091829160a0850152612c9c60c08201612beb565b60c0850152612cad60e08201612beb565b60e0850152612cbf6101008201612beb565b610100850152612cd26101208201612bfa565b610120850152612ce56101408201612805565b610140850152612cf86101608201612805565b610160850152612d0b6101808201612805565b610180850152612d1e6101a08201612805565b6101a0850152612d316101c08201612805565b6101c0850152612d446101e08201612805565b6101e0850152612d576102008201612acf565b610200850152612d6a6102208201612acf565b6102208501520151910152565b3560ff811681036102e05790565b93909193612dba5f5a96612d97611761565b506040518093819263709bb23f60e01b8352602060048401526024830190610c63565b0381305afa5f9181613150575b50612ddb57505050505061286a91506127ea565b909192939450805160018060a01b03835116602060018060a01b038351166024604051809481936310cd602760e31b835260048301525afa90811561135a575f91613116575b5063ffffffff8116158015613105575b6129f8576020612e408361396e565b9401938451936042610100850195865160405160208101917f0c8c62838fe6659579e92e4c4dbee10cf3fcd9ba2ad5499806b2c781f1fced518352866040830152606082015260608152612e956080826110b0565b5190206040519161190160f01b8352600283015260228201522095612ec960018060a01b0386511688602085015191611f45565b156130a157612f5a926042915190875160408501516040519160208301937f68b04950d7d5b71ad077d48dec11b22edb5ac048400704c008731bd4d9d4419a855260408401526060830152608082015260808152612f2860a0826110b0565b5190206040519161190160f01b83526002830152602282015220606060018060a01b0360208701511692015191611f45565b156129f85760408601976001600160401b038951169563ffffffff87101561297557612f9460808a018098612f8f368d611b2d565b614021565b9860208901998a51036130f657803515908115916130dd575b81156130cf575b81156130b0575b5061297557612fcc8383838b613c70565b93608085019586519051036130a157612feb6040860151865190611fbd565b90602086019161301160c0613006855160608b015190611fbd565b930192835190611fbd565b116130915761302290518251611fbd565b90528451976001890180991161118257613073986130409652613ce3565b6040519061304d8261105e565b8152600160208201525f60408201525f60608201526001600160401b0385511690614021565b90526001600160401b0361308981835116611164565b169052600190565b5050505050505050505050505f90565b50505050505050505050505f90565b6001600160401b03915060606130c691016110d1565b1615155f612fbb565b604081013515159150612fb4565b905060ff6130ed60208301612d77565b16151590612fad565b6342525deb60e11b5f5260045ffd5b506131108385613d1e565b15612e31565b90506020813d602011613148575b81613131602093836110b0565b810103126102e05761314290612805565b5f612e21565b3d9150613124565b9091503d805f833e61316281836110b0565b8101906020818303126102e0578051906001600160401b0382116102e057016102e0818303126102e057604051916131998361100b565b81516001600160401b0381116102e057816131b5918401612b48565b835260208201516001600160401b0381116102e057816131d6918401611cf3565b60208401526040820151604084015260608201516001600160401b0381116102e0578261320a836080936132159601611cf3565b606086015201612c07565b6080820152905f612dc7565b9261325591935f5a94613232611668565b5060405180958192631d16d14b60e11b8352602060048401526024830190610c63565b0381305afa905f915f90805f965f9261341e575b5061327e5750505050505061286a91506127ea565b90919293949550949063ffffffff6001600160401b036040890151169416938410156134135760208301956132b4828851611eb0565b93608087019660206132cb8989612f8f3686611b2d565b9a01998a51036130f65785813514908115916133f8575b81156133ea575b81156133cb575b506128f05760400196875160e084015111156128f057604261338193602060018060a01b0391015116915160405160208101907fdc9baeab6d1cb3c28d4be02717514c4f42f3fb30536f7b467a2d5b62aaef9cbc8252886040820152876060820152606081526133616080826110b0565b5190206040519161190160f01b8352600283015260228201522090611f45565b156133c1576001600160401b036133ba95511690604051926133a28461105e565b83526002602084015260408301526060820152614021565b9052600190565b5050505050505f90565b6001600160401b03915060606133e191016110d1565b1615155f6132f0565b6040810135151591506132e9565b9050600160ff61340a60208401612d77565b161415906132e2565b505050505050505f90565b9450955050503d805f843e61343381846110b0565b82016080838203126102e05761344883612805565b9460208401516001600160401b0381116102e05782613468918601612b48565b9360408101519260608201516001600160401b0381116102e05761348c9201611cf3565b95939195905f613269565b919392906134cc5f5a966134a9611ca7565b506040518093819263eaea477960e01b8352602060048401526024830190610c63565b0381305afa5f91816135ab575b506134ed57505050505061286a91506127ea565b90919293945063ffffffff815116936001600160401b0360408401511685101561341357613524608085018096612f8f3688611b2d565b9660208401978851036130f65761354f8360208401516040850151613549368a611b2d565b9161224d565b9190156128f0576133ba9763ffffffff95613569946140cf565b6001600160401b0361357d606085016110d1565b604080519561358b8761105e565b803587526003602088015201356040860152166060840152511690614021565b9091503d805f833e6135bd81836110b0565b8101906020818303126102e0578051906001600160401b0382116102e0570190610300828203126102e057604051916135f583610fdc565b6135fe81612805565b835260208101516001600160401b0381116102e0578261361f918301612b48565b60208401526136318260408301612c07565b60408401526102a08101516001600160401b0381116102e057810182601f820112156102e05780516136628161153f565b9161367060405193846110b0565b81835260208084019260081b820101908582116102e057602001915b81831061375d5750505060608401526102c08101516001600160401b0381116102e057826136bb918301612ae3565b60808401526102e0810151906001600160401b0382116102e057019080601f830112156102e05781516136ed8161153f565b926136fb60405194856110b0565b81845260208085019260051b820101918383116102e05760208201905b83821061373057505050505060a0820152905f6134d9565b81516001600160401b0381116102e05760209161375287848094880101611cf3565b815201910190613718565b610100838703126102e05760206101009160405161377a81611079565b855181528286015183820152613792604087016110e5565b60408201526137a360608701612beb565b60608201526137b460808701612bfa565b608082015260a086015160a082015260c086015160c08201526137d960e087016110e5565b60e082015281520192019161368c565b9261382a9591939492945f5a966137fe611668565b506138076116d8565b50604051809981926318087b3760e31b8352602060048401526024830190610c63565b0381305afa935f94805f995f9261390c575b50613852575050505050505061286a91506127ea565b909192939495965096949363ffffffff6001600160401b036040890151169516948510156129f857608084019561388e8787612f8f3689611b2d565b9860208901998a51036130f6576138b991602086015160408701516138b3368a611b2d565b91611fea565b9290156128f0576133ba976138cd946140cf565b6001600160401b036138e1606083016110d1565b60408051936138ef8561105e565b803585526003602086015201356040840152166060820152614021565b96509850503d805f873e61392081876110b0565b8501976102a0868a03126102e05761393786612805565b986020870151906001600160401b0382116102e057604061395d82613964948b01612b48565b9801612c07565b989598905f61383c565b60018060a01b0381511660018060a01b036020830151166139d96080840151916139cb60ff6060870151166040870151906040519586946020860198895260408601526060850152608084015260a08084015260c0830190610bab565b03601f1981018352826110b0565b5190209060a08101519060e060c082015191015190604051926020840194855260408401526060830152608082015260808152611eaa60a0826110b0565b8151919060418303613a4757613a409250602082015190606060408401519301515f1a906141ac565b9192909190565b50505f9160029190565b906001600160a01b03165f5b8251811015613a8e57816001600160a01b03613a798386611fa9565b511614613a8857600101613a5d565b91505090565b5050505f1990565b80519060015b828110613afc575060018083811c931614613aea575f198201908282116111825761ffff613adb819482613ad3613ae39686611fa9565b511693611fa9565b511690611fbd565b60011c1690565b61ffff91613af791611fa9565b511690565b9261ffff613b0a8584611fa9565b511692845b8015801580613b75575b15613b5d575f1982019180831161118257613b4361ffff613b3a8589611fa9565b51169187611fa9565b5215613b0f57634e487b7160e01b5f52601160045260245ffd5b5093613b6e60019396929585611fa9565b5201613a9c565b505f1982018281116111825761ffff613b8f889288611fa9565b511611613b19565b60028151613ba481610cc0565b613bad81610cc0565b14613c1157602081019161ffff1690610240015f5b60ff845116811015613c095781516001600160fb1b0382168203611182578160051b1c61ffff8160101c16841015613bfd5750600101613bc2565b61ffff16949350505050565b505050505f90565b5061ffff1690565b9190811015611f8557610320020190565b91908260a09103126102e057604051613c428161100b565b6080808294803584526020810135602085015260408101356040850152606081013560608501520135910152565b91905f6080604051613c818161100b565b8281528260208201528260408201528260608201520152608083019082825110156130f657613cd192613cb5925191613c19565b92613cc03685613c2a565b63ffffffff60a0860192169061423f565b9051036130f657610cbd903690613c2a565b92909363ffffffff60a0613d02613d0b95976080880198895191613c19565b0192169061423f565b9052805190600182018092116111825752565b81516020810180519192916001600160a01b031680158015613ffd575b613ff45782516040516310cd602760e31b81526004810192909252602090829060249082906001600160a01b03165afa801561135a575f90613fb7575b63ffffffff91501615613c095760408301908151519182158015613fad575b8015613f9e575b8015613f8e575b6133c1575f5b838110613e86575050505060c08201518015908115613e71575b50613e53576040015160408301518111613e535760e08201805182811190811591613e5a575b50613c0957608091613dfd9151611fdd565b92019182519063ffffffff6101e08301511611613e5357608090604051613e28602082018093610ceb565b6102608152613e39610280826110b0565b51902091015103613e4e57610cbd90516142ec565b505f90565b5050505f90565b6303c267008401915081841161118257115f613deb565b6affffffffffffffffffffff9150115f613dc5565b81516001600160a01b0390613e9c908390611fa9565b511680158015613f7b575b8015613f68575b6129f8575f5b828110613f46575085516040516310cd602760e31b81526004810192909252602090829060249082906001600160a01b03165afa801561135a575f90613f0a575b63ffffffff9150161561341357600101613dab565b506020813d8211613f3e575b81613f23602093836110b0565b810103126102e057613f3963ffffffff91612805565b613ef5565b3d9150613f16565b8160018060a01b03613f59838751611fa9565b5116146128f057600101613eb4565b5083516001600160a01b03168114613eae565b5086516001600160a01b03168114613ea7565b508260ff60608701511611613da5565b5060ff60608601511615613d9e565b5060088311613d97565b506020813d602011613fec575b81613fd1602093836110b0565b810103126102e057613fe763ffffffff91612805565b613d78565b3d9150613fc4565b50505050505f90565b5083516001600160a01b03168114613d3b565b906020811015611f855760051b0190565b9291909280519060ff602082015116906001600160401b0360606040830151920151169060405192602084019485526040840152606083015260808201526080815261406e60a0826110b0565b519020925f915b6020831061408257505050565b90919360018084871c16145f146140b35761409d8583614010565b355f52602052600160405f205b94019190614075565b6140bd8583614010565b35905f52602052600160405f206140aa565b9493929091945f5b84518110156141a35781516001600160a01b0390811691906020906140fc8389611fa9565b5151166024604051809581936310cd602760e31b835260048301525afa91821561135a575f92614164575b5061415e8261413a600194878c8a613c70565b90614154602061414a868c611fa9565b5101518351611fbd565b8252868b89613ce3565b016140d7565b91506020823d821161419b575b8161417e602093836110b0565b810103126102e05761415e614194600193612805565b9250614127565b3d9150614171565b50505050509050565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411614223579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa1561135a575f516001600160a01b0381161561421957905f905f90565b505f906001905f90565b5050505f9160039190565b906014811015611f855760051b0190565b929190928051906020810151906040810151906080606082015191015191604051936020850195865260408501526060840152608083015260a082015260a0815261428b60c0826110b0565b519020925f915b6014831061429f57505050565b90919360018084871c16145f146142d0576142ba858361422e565b355f52602052600160405f205b94019190614292565b6142da858361422e565b35905f52602052600160405f206142c7565b60ff604082015116158015906144de575b80156144c7575b613e4e5761ffff60c082015116158015906144b3575b80156144a0575b613e4e576103e861ffff60e08301511611613e4e5760608101516005811015610cca576001811415905f82614492575b82614480575b5050613e4e576002815161436a81610cc0565b61437381610cc0565b14614462576001815161438581610cc0565b61438e81610cc0565b03613e4e57602081015160ff8116908115908115614457575b8115614435575b5061442f57905f90610240015f195b8383106143cd5750505050600190565b81516001600160fb1b0384168403611182578360051b1c61ffff8160101c1691612710831191821561441d575b508115614412575b50613c09576001909201916143bd565b90508110155f614402565b61271091925061ffff1611905f6143fa565b50505f90565b610240840151915060ff811683036111825760051b611fe0161c15155f6143ae565b6008831191506143a7565b60ff602082015116159081614475575090565b610240915001511590565b909150610cca57600314155f80614357565b50600281141591505f614351565b5063ffffffff6101608201511615614321565b5063ffffffff6101a082015116151561431a565b506102208101516001600160a01b03161515614304565b5061ffff6101008201511615156142fd56",
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

// PackDecodeSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeaea4779.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decodeSettle(bytes data) pure returns((uint32,(address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256),(uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256),(uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64)[],address[],bytes[]) s)
func (asaLedgerVerifier *AsaLedgerVerifier) PackDecodeSettle(data []byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("decodeSettle", data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecodeSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeaea4779.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decodeSettle(bytes data) pure returns((uint32,(address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256),(uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256),(uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64)[],address[],bytes[]) s)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackDecodeSettle(data []byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("decodeSettle", data)
}

// UnpackDecodeSettle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeaea4779.
//
// Solidity: function decodeSettle(bytes data) pure returns((uint32,(address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256),(uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256),(uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64)[],address[],bytes[]) s)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackDecodeSettle(data []byte) (AsaLedgerVerifierSettleData, error) {
	out, err := asaLedgerVerifier.abi.Unpack("decodeSettle", data)
	if err != nil {
		return *new(AsaLedgerVerifierSettleData), err
	}
	out0 := *abi.ConvertType(out[0], new(AsaLedgerVerifierSettleData)).(*AsaLedgerVerifierSettleData)
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
// the contract method with ID 0xbbbf9c30.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function expireOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) pure returns(bool valid, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) PackExpireOutcome(domain [32]byte, now *big.Int, leaf IAsaLedgerTypesJobLeaf, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("expireOutcome", domain, now, leaf, v, terms)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExpireOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbbbf9c30.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function expireOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) pure returns(bool valid, (address,uint256)[] credits)
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
// from invoking the contract method with ID 0xbbbf9c30.
//
// Solidity: function expireOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms) pure returns(bool valid, (address,uint256)[] credits)
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

// PackSettleOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc32d26b1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settleOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, (uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64)[] results, address[] signers, bytes[] sigs) pure returns(bool valid, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) PackSettleOutcome(domain [32]byte, now *big.Int, leaf IAsaLedgerTypesJobLeaf, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms, results []IAsaEscrowTypesResult, signers []common.Address, sigs [][]byte) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("settleOutcome", domain, now, leaf, v, terms, results, signers, sigs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettleOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc32d26b1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settleOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, (uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64)[] results, address[] signers, bytes[] sigs) pure returns(bool valid, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) TryPackSettleOutcome(domain [32]byte, now *big.Int, leaf IAsaLedgerTypesJobLeaf, v IAsaLedgerTypesVoucher, terms IAsaEscrowTypesTerms, results []IAsaEscrowTypesResult, signers []common.Address, sigs [][]byte) ([]byte, error) {
	return asaLedgerVerifier.abi.Pack("settleOutcome", domain, now, leaf, v, terms, results, signers, sigs)
}

// SettleOutcomeOutput serves as a container for the return parameters of contract
// method SettleOutcome.
type SettleOutcomeOutput struct {
	Valid   bool
	Credits []AsaLedgerVerifierCredit
}

// UnpackSettleOutcome is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc32d26b1.
//
// Solidity: function settleOutcome(bytes32 domain, uint256 now_, (bytes32,uint8,bytes32,uint64) leaf, (address,address,address[],uint8,bytes32,bytes32,uint256,uint256,uint256) v, (uint8,uint8,uint8,uint8,uint8,uint8,uint16,uint16,uint16,bool,uint32,uint32,uint32,uint32,uint32,uint32,address,address,uint256) terms, (uint256,bytes32,uint64,uint16,bool,bytes32,uint256,uint64)[] results, address[] signers, bytes[] sigs) pure returns(bool valid, (address,uint256)[] credits)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackSettleOutcome(data []byte) (SettleOutcomeOutput, error) {
	out, err := asaLedgerVerifier.abi.Unpack("settleOutcome", data)
	outstruct := new(SettleOutcomeOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Valid = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Credits = *abi.ConvertType(out[1], new([]AsaLedgerVerifierCredit)).(*[]AsaLedgerVerifierCredit)
	return *outstruct, nil
}

// PackVerify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12df9c1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verify(address chain, bytes32 domain, uint256 now_, uint8 kind, bytes data, (bytes32,bytes32,uint64,uint64) pre, ((bytes32,uint8,bytes32,uint64),bytes32[32]) job, ((uint256,uint256,uint256,uint256,uint256),bytes32[20])[] accounts) view returns(bool valid, bytes32 post)
func (asaLedgerVerifier *AsaLedgerVerifier) PackVerify(chain common.Address, domain [32]byte, now *big.Int, kind uint8, data []byte, pre IAsaLedgerTypesStateFields, job IAsaLedgerTypesJobWitness, accounts []IAsaLedgerTypesAccountWitness) []byte {
	enc, err := asaLedgerVerifier.abi.Pack("verify", chain, domain, now, kind, data, pre, job, accounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12df9c1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verify(address chain, bytes32 domain, uint256 now_, uint8 kind, bytes data, (bytes32,bytes32,uint64,uint64) pre, ((bytes32,uint8,bytes32,uint64),bytes32[32]) job, ((uint256,uint256,uint256,uint256,uint256),bytes32[20])[] accounts) view returns(bool valid, bytes32 post)
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
// from invoking the contract method with ID 0x12df9c1a.
//
// Solidity: function verify(address chain, bytes32 domain, uint256 now_, uint8 kind, bytes data, (bytes32,bytes32,uint64,uint64) pre, ((bytes32,uint8,bytes32,uint64),bytes32[32]) job, ((uint256,uint256,uint256,uint256,uint256),bytes32[20])[] accounts) view returns(bool valid, bytes32 post)
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
	if bytes.Equal(raw[:4], asaLedgerVerifier.abi.Errors["NotTheExitEpoch"].ID.Bytes()[:4]) {
		return asaLedgerVerifier.UnpackNotTheExitEpochError(raw[4:])
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

// AsaLedgerVerifierNotTheExitEpoch represents a NotTheExitEpoch error raised by the AsaLedgerVerifier contract.
type AsaLedgerVerifierNotTheExitEpoch struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotTheExitEpoch(uint64 epoch)
func AsaLedgerVerifierNotTheExitEpochErrorID() common.Hash {
	return common.HexToHash("0x4e18843ba69b0f096fe6eecf041c798429661c942ee107bfa79e1abff6ddeca2")
}

// UnpackNotTheExitEpochError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotTheExitEpoch(uint64 epoch)
func (asaLedgerVerifier *AsaLedgerVerifier) UnpackNotTheExitEpochError(raw []byte) (*AsaLedgerVerifierNotTheExitEpoch, error) {
	out := new(AsaLedgerVerifierNotTheExitEpoch)
	if err := asaLedgerVerifier.abi.UnpackIntoInterface(out, "NotTheExitEpoch", raw); err != nil {
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
