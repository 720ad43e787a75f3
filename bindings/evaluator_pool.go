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

// IEvaluatorPoolAssignment is an auto generated low-level Go binding around an user-defined struct.
type IEvaluatorPoolAssignment struct {
	RequestBlock   uint64
	AssignedAt     *big.Int
	Recorded       bool
	CanaryRevealed bool
	Tally          *big.Int
	Evaluators     []common.Address
}

// IEvaluatorPoolConfig is an auto generated low-level Go binding around an user-defined struct.
type IEvaluatorPoolConfig struct {
	MinStake           *big.Int
	MinEvaluations     uint32
	MinCanaries        uint8
	MinCanaryPassBps   uint16
	CanaryToleranceBps uint16
	MaxDeviationBps    uint16
	GrossMissBps       uint16
	SlashBps           uint16
	OverturnBps        uint16
	UnbondingDelay     uint32
	MutualWindow       uint32
	CanaryOperator     common.Address
}

// IEvaluatorPoolEntry is an auto generated low-level Go binding around an user-defined struct.
type IEvaluatorPoolEntry struct {
	Stake            *big.Int
	Status           uint8
	Evaluations      uint32
	CanaryWindow     uint32
	CanaryCount      uint8
	ListIndex        uint32
	OpenJobs         uint32
	LeaveAt          *big.Int
	DeviationSum     uint64
	DeviationSamples uint32
	CanaryPasses     uint32
	CanaryMisses     uint32
	Silences         uint32
}

// IEvaluatorPoolNegotiation is an auto generated low-level Go binding around an user-defined struct.
type IEvaluatorPoolNegotiation struct {
	ClientProposal   [32]byte
	ProviderProposal [32]byte
	ClientRounds     uint8
	ProviderRounds   uint8
	Deadline         *big.Int
}

// IEvaluatorPoolPolicy is an auto generated low-level Go binding around an user-defined struct.
type IEvaluatorPoolPolicy struct {
	ServiceType   [32]byte
	Mode          uint8
	Size          uint8
	Quorum        uint8
	Rounds        uint8
	Rotation      uint8
	FailureAction uint8
	CanaryEvery   uint16
}

// EvaluatorPoolMetaData contains all meta data concerning the EvaluatorPool contract.
var EvaluatorPoolMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIAsaEscrow\",\"name\":\"escrow_\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint96\",\"name\":\"minStake\",\"type\":\"uint96\"},{\"internalType\":\"uint32\",\"name\":\"minEvaluations\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"minCanaries\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"minCanaryPassBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"canaryToleranceBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxDeviationBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"grossMissBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"slashBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"overturnBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"unbondingDelay\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"mutualWindow\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"canaryOperator\",\"type\":\"address\"}],\"internalType\":\"structIEvaluatorPool.Config\",\"name\":\"cfg\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyAssigned\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"committedAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"assignedAt\",\"type\":\"uint256\"}],\"name\":\"CanaryCommittedLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"CanaryRevealed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CloneArgumentsTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Create2EmptyBytecode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawWindowMissed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedDeployment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidConfig\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidPolicy\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"NegotiationOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NegotiationOver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NoDrawRequested\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAParty\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotCanaryOperator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"NotEligible\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"wanted\",\"type\":\"uint256\"}],\"name\":\"NotEnoughEvaluators\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NotForSeat\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"NotRecordable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotTheResolver\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minStake\",\"type\":\"uint256\"}],\"name\":\"StakeTooLow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"leaveAt\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"openJobs\",\"type\":\"uint32\"}],\"name\":\"StillBonded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"}],\"name\":\"UnknownCanary\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"}],\"name\":\"UnknownSeat\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"}],\"name\":\"WrongMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumIEvaluatorPool.Role\",\"name\":\"role\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"}],\"name\":\"Assigned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"CanariesCommitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"deviation\",\"type\":\"uint16\"}],\"name\":\"CanaryScored\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"counted\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"deviation\",\"type\":\"uint16\"}],\"name\":\"Evaluated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"leaveAt\",\"type\":\"uint256\"}],\"name\":\"Left\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"NegotiationOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Mode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rounds\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rotation\",\"type\":\"uint8\"},{\"internalType\":\"enumIEvaluatorPool.FailureAction\",\"name\":\"failureAction\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"canaryEvery\",\"type\":\"uint16\"}],\"indexed\":false,\"internalType\":\"structIEvaluatorPool.Policy\",\"name\":\"policy\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluatorsSeat\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"backupSeat\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"resolverSeat\",\"type\":\"address\"}],\"name\":\"PolicyOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"name\":\"Proposed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"enumIEvaluatorPool.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"QualificationChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"tally\",\"type\":\"uint256\"}],\"name\":\"Recorded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"Registered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"policyBps\",\"type\":\"uint16\"}],\"name\":\"ResolvedThroughPool\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"Slashed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"StakeAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"stateMutability\":\"nonpayable\",\"type\":\"fallback\"},{\"inputs\":[],\"name\":\"BURN\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CANARY_WINDOW\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"uint96\",\"name\":\"amount\",\"type\":\"uint96\"}],\"name\":\"addStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"appointProbation\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"commitments\",\"type\":\"bytes32[]\"}],\"name\":\"commitCanaries\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"draw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"contractIAsaEscrow\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Mode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rounds\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rotation\",\"type\":\"uint8\"},{\"internalType\":\"enumIEvaluatorPool.FailureAction\",\"name\":\"failureAction\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"canaryEvery\",\"type\":\"uint16\"}],\"internalType\":\"structIEvaluatorPool.Policy\",\"name\":\"policy\",\"type\":\"tuple\"}],\"name\":\"openPolicy\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"propose\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"record\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"uint96\",\"name\":\"stake\",\"type\":\"uint96\"}],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"requestDraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"resign\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"expectedScore\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"expectedPassed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"revealCanary\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"seatCode\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"assignmentOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"requestBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint40\",\"name\":\"assignedAt\",\"type\":\"uint40\"},{\"internalType\":\"bool\",\"name\":\"recorded\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"canaryRevealed\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"tally\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"internalType\":\"structIEvaluatorPool.Assignment\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"config\",\"outputs\":[{\"components\":[{\"internalType\":\"uint96\",\"name\":\"minStake\",\"type\":\"uint96\"},{\"internalType\":\"uint32\",\"name\":\"minEvaluations\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"minCanaries\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"minCanaryPassBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"canaryToleranceBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxDeviationBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"grossMissBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"slashBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"overturnBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"unbondingDelay\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"mutualWindow\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"canaryOperator\",\"type\":\"address\"}],\"internalType\":\"structIEvaluatorPool.Config\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"entry\",\"outputs\":[{\"components\":[{\"internalType\":\"uint96\",\"name\":\"stake\",\"type\":\"uint96\"},{\"internalType\":\"enumIEvaluatorPool.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"evaluations\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"canaryWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"canaryCount\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"listIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"openJobs\",\"type\":\"uint32\"},{\"internalType\":\"uint40\",\"name\":\"leaveAt\",\"type\":\"uint40\"},{\"internalType\":\"uint64\",\"name\":\"deviationSum\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"deviationSamples\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"canaryPasses\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"canaryMisses\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"silences\",\"type\":\"uint32\"}],\"internalType\":\"structIEvaluatorPool.Entry\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"negotiationOf\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"clientProposal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"providerProposal\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"clientRounds\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"providerRounds\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"deadline\",\"type\":\"uint40\"}],\"internalType\":\"structIEvaluatorPool.Negotiation\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"}],\"name\":\"policyOf\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Mode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rounds\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rotation\",\"type\":\"uint8\"},{\"internalType\":\"enumIEvaluatorPool.FailureAction\",\"name\":\"failureAction\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"canaryEvery\",\"type\":\"uint16\"}],\"internalType\":\"structIEvaluatorPool.Policy\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"qualified\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"}],\"name\":\"seatInfo\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"known\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Role\",\"name\":\"role\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "EvaluatorPool",
	Bin: "0x610100806040523461045b5780616111803803809161001e8285610578565b83398101036101a0811261045b578151906001600160a01b0382169081830361045b5761018090601f19011261045b576040519061018082016001600160401b0381118382101761040d5760405260208401516001600160601b038116810361045b57825261008f6040850161059b565b60208301908152606085015160ff8116810361045b57858493918492604084019182526100be608084016105ac565b91606085019283526100d260a085016105ac565b90608086019182526100e660c086016105ac565b9060a087019182526100fa60e087016105ac565b9360c088019485526101806101506101606101186101008b016105ac565b9960e08c019a8b5261010061013061012083016105ac565b9c019b8c52610120610145610140830161059b565b9e019d8e520161059b565b6101408d019081529d01519b6001600160a01b038d16808e0361045b576101608d019d8e52821590811561056f575b5061053a578b516001600160601b0316156105085761271061ffff8851161180156104f8575b80156104e8575b61049c5761271061ffff8951161180156104d8575b80156104c8575b61049c57601460ff8451161161046757608052604051637e062a3560e11b8152602081600481855afa908115610402575f91610421575b5060a052604051906104e28083016001600160401b0381118482101761040d5760209284926151e0843981520301905ff08015610402576001600160a01b031660c052604051610a4f8082016001600160401b0381118382101761040d5782916156c2833903905ff0998a15610402576001600160a01b03909a1660e05298515f805498519a519551935192519451965197516001600160e81b03199099166001600160601b03929092169190911760609a909a1b6fffffffff000000000000000000000000169990991760809490941b60ff60801b169390931760889190911b61ffff60881b161760989290921b61ffff60981b169190911760a89190911b61ffff60a81b161760b89190911b61ffff60b81b161760c89190911b61ffff60c81b161760d89190911b61ffff60d81b16179091555160018054935192516001600160e01b031990941663ffffffff929092169190911760209290921b67ffffffff000000001691909117604092831b600160401b600160e01b031617905551614c2490816105bc823960805181818161042b0152818161116a0152818161137b0152818161173301528181612cd3015281816135d801528181613d5601526143f2015260a05181818161013d0152818161059d01528181612f5a015281816145b701526146a5015260c051818181611ac401526129b0015260e0518160210152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b90506020813d60201161045f575b8161043c60209383610578565b8101031261045b57516001600160a01b038116810361045b575f6101ff565b5f80fd5b3d915061042f565b6040516389a6198960e01b815260206004820152600c60248201526b6d696e2063616e617269657360a01b6044820152606490fd5b6040516389a6198960e01b815260206004820152600360248201526262707360e81b6044820152606490fd5b5061271061ffff8a5116116101c8565b5061271061ffff875116116101c1565b5061271061ffff855116116101ac565b5061271061ffff865116116101a5565b6040516389a6198960e01b81526020600482015260096024820152686d696e207374616b6560b81b6044820152606490fd5b6040516389a6198960e01b815260206004820152600c60248201526b7a65726f206164647265737360a01b6044820152606490fd5b9050155f61017f565b601f909101601f19168101906001600160401b0382119082101761040d57604052565b519063ffffffff8216820361045b57565b519061ffff8216820361045b5756fe6102006040526004361015610057575b3461005357604051365f82375f8036837f00000000000000000000000000000000000000000000000000000000000000005af43d5f833e1561004f573d90f35b3d90fd5b5f80fd5b5f5f3560e01c806306ef405d14611f9757806307399c3714611af357806310b3a8b714611aaf5780631c544d76146119a657806338636618146116995780633ee5440b146112d85780634a03707c146108d9578063571ed147146108bd5780635a31613b146107a05780635b222de0146106a95780636b050b1a146106835780638e19899e146104c6578063baaedef9146104a0578063c0a2526c14610483578063c66856171461045a578063e2fdcc1714610415578063eeb1faa21461016f5763fc0c546a14610128575061000f565b3461016c578060031936011261016c576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b503461016c5761017e3661212e565b9093929161018a612f10565b60015460401c6001600160a01b03163303610402576101a88361334e565b91908552600460205260408520906101bf83612193565b82158015906103e7575b6103cb576101d881848761354d565b60018060a01b03861680885260076020526040882083895260205264ffffffffff604089205460401c166103b4575080516020919091018051600185015491926001600160a01b039182169291169060081c60ff16870361037c5784549091895b88811061027b57505091519798610268986001600160a01b031696610262935036925090612262565b94613861565b805f516020614c045f395f51905f525d80f35b8a61029061028b838f8d9061249b565b6137ea565b60ff604060018060a01b038316938481526002602052818120888252602052205460601c1660058110156103685786818f6002889414918215610359575b505015928315610345575b505050610333578b5b8d8b8483106102f75750505050600101610239565b83916001600160a01b03916103119161028b91869161249b565b161461031f576001016102e2565b633a1c154560e01b8d52600482905260248dfd5b633a1c154560e01b8c5260045260248bfd5b61035093508b61486a565b1583865f6102d9565b90915060019150148f5f6102ce565b634e487b7160e01b8e52602160045260248efd5b6040516353e95a6760e01b8152806103b06004820160609060208152600460208201526373697a6560e01b60408201520190565b0390fd5b634b3344f160e11b88526004526024829052604487fd5b6392e8213360e01b86526001600160a01b038516600452602486fd5b50600260ff6001840154166103fb81612193565b14156101c9565b6302976ccb60e31b845233600452602484fd5b503461016c578060031936011261016c576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b503461016c57604036600319011261016c576104806104776120d4565b60243590612c96565b80f35b503461016c578060031936011261016c57602060405161dead8152f35b503461016c5761010036600319011261016c575060206104be61281c565b604051908152f35b503461016c57602036600319011261016c57600435906104e4612f10565b3381526002602052604081208282526020526040812080549260ff8460601c16936005851015908161066f576003861495861580610661575b610641575064ffffffffff600185015416804210801561062f575b61061157506001600160601b03169283156105f85780546bffffffffffffffffffffffff191690556105e45761026892936105c1575b6040518281527f1353fec506e912e37c0fbf3dddb0aa594d9b70ae58b1cc56ee735f589c351b6860203392a3337f00000000000000000000000000000000000000000000000000000000000000006147e9565b33845260026020526040842081855260205283600160408220828155015561056e565b634e487b7160e01b83526021600452602483fd5b63829f116360e01b855260048590526001602452604485fd5b63c3fa65b360e01b865260045260d01c63ffffffff16602452604484fd5b5063ffffffff8260d01c161515610538565b8561065f60649286637dbba70560e11b845233600452602452612185565bfd5b50859250600481141561051d565b634e487b7160e01b85526021600452602485fd5b503461016c57604036600319011261016c576104806106a06120d4565b602435906124e9565b503461016c57602036600319011261016c576004356001600160401b03811161079c576106da9036906004016120fe565b60015491929160401c6001600160a01b0316330361078957815b81811061072a575060207fb6461c4accf4ab555bea401dfc35fc662bc9046fb5174bb0167fc6207616c82291604051908152a180f35b80610738600192848761249b565b358452600a60205264ffffffffff60408520541615610758575b016106f4565b61076381848761249b565b358452600a60205260408420805464ffffffffff19164264ffffffffff16179055610752565b6302976ccb60e31b825233600452602482fd5b5080fd5b503461016c57602036600319011261016c576004353382526002602052604082208183526020526040822060ff815460601c1660058110156108a95760018114158061089e575b610880575064ffffffffff816107fe8493846146fd565b805460ff60601b1916600360601b1781556001805483919082906108289063ffffffff164261219d565b1692019116821982541617815554166040519081527fb896c11cccafb2952a593a1446efc6440f7f537d3f79e63742534421825773e060203392a3604051600381525f516020614be45f395f51905f5260203392a380f35b8361065f60649285637dbba70560e11b845233600452602452612185565b5060028114156107e7565b634e487b7160e01b84526021600452602484fd5b503461016c578060031936011261016c57602060405160148152f35b503461016c57604036600319011261016c576108f36120d4565b6108fb612f10565b6109048161334e565b9083526004602052604083206101a052610921602435828461354d565b9160018060a01b03811684526007602052604084206024358552602052604084205464ffffffffff8160401c166112b6576001600160401b031680156112945760018101808211611280578043111561126c574090811561125a57506040516020810191825260018060a01b03831660408201526024356060820152606081526109ac608082612219565b519020926109b983612193565b8460c05282155f1461114d576040516109d3602082612219565b8581525f36813760c0525b6109e783612193565b826111465760ff60016101a051015460081c165b81516001600160a01b0390811661012052602080840151909116610140526101a0515460a0819052875260039052604086206101008190525460e052610a56610a4660ff831661224b565b6040516101605261016051612219565b6101605160ff821690819052610a6b9061224b565b601f19013660206101605101376101808690525b60ff81166101805110610fb157506020908101516001600160a01b038381168752600783526040808820602435895290935282872080546cffffffffff000000000000000019164290941b64ffffffffff60401b169390931783556101605151911693916002016001600160401b038211610f9d57600160401b8211610f9d578054828255808310610f72575b506020610160510190875260208720875b838110610f5557505050506101a0515492610b3782612193565b60028203610e37575b50845b856101605151821015610bba5750600190818060a01b03610b678261016051613811565b51168752600260205260408720858852602052610bb460408820610b9463ffffffff825460d01c16612c7e565b815463ffffffff60d01b191660d09190911b63ffffffff60d01b16179055565b01610b43565b80848488610bc782612193565b81610e305760ff60016101a051015460101c165b60405191610be884612193565b8383526080602084015260ff610c046080850161016051613825565b921660408401526060830152602435916001600160a01b038516917fa5dc1da9ac9ad7da2aa3c91993ce87a42d453843b0ffbceeee796ab120230803919081900390a3610c5081612193565b80610d245750602435825260096020526040822080546001600160a01b0319166001600160a01b0383169081179091556101a0516001015460101c60ff1691903b15610d2057829182916040518094818094637bc8e55f60e11b8252602435600483015260606024830152610ccb6064830161016051613825565b604483019190915203926001600160a01b03165af18015610d1557610d00575b5050805f516020614c045f395f51905f525d80f35b81610d0a91612219565b61016c578082610ceb565b6040513d84823e3d90fd5b5050fd5b600190610d3081612193565b14610d3d575b5050610268565b6024358252600960205260408220546001600160a01b031680151580610e0a575b610ddd575b506001600160a01b0381163b15610dda57816040518092637bc8e55f60e11b8252602435600483015260606024830152818381610da66064820161016051613825565b6001604483015203926001600160a01b03165af18015610d155715610d365781610dcf91612219565b61016c578082610d36565b50fd5b80610e04918452600560205260408420548452600460205260408420549060243590613cf1565b83610d63565b50808352600760205260408320602435845260205260ff604084205460681c1615610d5e565b6001610bdb565b929093838652600b6020526001600160401b0360408720541691610e5a836124ab565b858852600b602090815260408920805467ffffffffffffffff19166001600160401b0384161790551b6bffffffffffffffff000000001693875b6101605151811015610f4757600190878a52600c60205260408a20828060a01b03610ec28361016051613811565b5116838060a01b03165f5260205260405f2054868160201c1480610f3e575b15610f375763ffffffff610ef59116612c7e565b888b52600c60205260408b20838060a01b03610f148461016051613811565b5116848060a01b03165f5260205263ffffffff60405f2091168817905501610e94565b5081610ef5565b50861515610ee1565b50935093509390505f610b40565b82516001600160a01b031681830155602090920191600101610b1d565b818852828060208a2001910390885b828110610f8f575050610b0c565b808a60019284015501610f81565b634e487b7160e01b87526041600452602487fd5b6101c0869052608086905293949392845b6008811080611132575b156111285760e0511561106f5761106090611014604051602081018a815261018051604083015283606083015260608252611008608083612219565b60e051915190206146df565b60805261102660805161010051612458565b60018060a01b0391549060031b1c1661105560c05161018051610160516101405161012051866101a051614abf565b611065575b506146d1565b610fc2565b6101c0525f61105a565b50909294915b60015b60e051811080611114575b156110b4576110af906110266110a660e0516110a18460805161219d565b6146df565b61010051612458565b611078565b5091939492909260018060a01b036101c05116156110f95760018060a01b036101c051166110e86101805161016051613811565b526001610180510161018052610a7f565b632dd228a160e11b865260a05160045260ff16602452604485fd5b506101c0516001600160a01b031615611083565b5090929491611075565b506101c0516001600160a01b031615610fcc565b60016109fb565b60405163758639a960e11b815260248035600483015286908290817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa90811561124f5786916111ab575b5060c0526109de565b90503d8087833e6111bc8183612219565b810190602081830312611247578051906001600160401b03821161124b57019080601f830112156112475781516111f28161224b565b926112006040519485612219565b81845260208085019260051b82010192831161124357602001905b82821061122b575050505f6111a2565b60208091611238846122b6565b81520191019061121b565b8880fd5b8680fd5b8780fd5b6040513d88823e3d90fd5b63d29dae1b60e01b8652600452602485fd5b633c0e95bd60e11b86526004829052602486fd5b634e487b7160e01b86526011600452602486fd5b63fb8f521160e01b85526001600160a01b038216600452602480359052604485fd5b634b3344f160e11b85526001600160a01b038216600452602480359052604485fd5b50346100535760803660031901126100535760026112f46120d4565b60243590611300612174565b90611309612f10565b6113128161334e565b90949061131e81612193565b036116795760018060a01b031690815f52600760205260405f20835f5260205260405f209384549464ffffffffff8660401c16158015611652575b61163f5760405163bf22c45760e01b81526004810186905295610240876024817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa968715611603575f9761160e575b50600160681b9060ff60681b19161790555f52600460205260405f2054335f52600260205260405f20905f526020526113fc60405f20610b9463ffffffff825460d01c1661246d565b813b15610053576040519363c251c9ab60e01b855283600486015261ffff82169485602482015260643560448201525f8160648183885af18015611603576115ee575b50838652600960205260408620548691906001600160a01b0316806114ab575b505061ffff91506040519485521660208401527f5a7f685dc0990720932604c92fc2da0c5f0329b590f66f225133c62b082fb7f560403394a4805f516020614c045f395f51905f525d80f35b80919250875260076020526040872085885260205260408720918188526005602052604088205488526004602052604088205491828760ff865460681c16156115dd575b5050506001830154906115028282614397565b9461ffff86168911908682156115ce5761151b91612485565b61ffff808c5460d81c16911611611537575b505083925061145f565b899498939792959699505f146115bb57602001516001600160a01b0316979496945b6002849601955b86548110156115a35780600180921b871661157c575b01611560565b61159e8b8a61158b848c612458565b868060a01b0391549060031b1c166144e6565b611576565b50945094509490955061ffff9150905f80808061152d565b516001600160a01b031697949694611559565b906115d891612485565b61151b565b6115e692613cf1565b5f82876114ef565b6115fb9196505f90612219565b5f945f61143f565b6040513d5f823e3d90fd5b6116319197506102403d8111611638575b6116298183612219565b8101906122f4565b955f6113b3565b503d61161f565b634b1e8a3f60e01b5f523360045260245ffd5b5061165f60028201612432565b90543360039290921b1c6001600160a01b03161415611359565b6392e8213360e01b5f9081526001600160a01b0391909116600452602490fd5b346100535760a0366003190112610053576116b26120d4565b6024356116bd612174565b60643580151591828203610053576116d3612f10565b60015460401c6001600160a01b031633036119935760026116f38661334e565b9091906116ff81612193565b14611975575f52600460205260405f206040519563bf22c45760e01b87528560048801526102408760248160018060a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa968715611603575f97611954575b5060608701805160088110156119405760ff600391161061191b575060018060a01b0381165f52600760205260405f20865f5260205260405f209485549760ff8960701c1661190857610100015190604051906020820192835261ffff8616604083015260608201526084356080820152608081526117e360a082612219565b519020805f52600a60205264ffffffffff60405f2054169788156118f55760401c64ffffffffff1697881580156118ec575b6118d557505f908152600a60205260409020805464ffffffffff19169055845460ff60701b1916600160701b1780865582549697509495948590889060681c60ff16156118c4575b5050506001850154600160025f97019201955b82548110156118b257806118ac868683868c8e8d60ff61189260019b8e612458565b8c8060a01b0391549060031b1c16935460281c1692614070565b01611870565b5f5f516020614c045f395f51905f525d005b6118cd92613cf1565b86848761185d565b889063501d199960e11b5f5260045260245260445ffd5b50888111611815565b50631c7c4e8160e31b5f5260045260245ffd5b8763e7d671ab60e01b5f5260045260245ffd5b86905160088110156119405760ff9163fcbff22b60e01b5f526004521660245260445ffd5b634e487b7160e01b5f52602160045260245ffd5b61196e9197506102403d8111611638576116298183612219565b9587611763565b6392e8213360e01b5f9081526001600160a01b038716600452602490fd5b6302976ccb60e31b5f523360045260245ffd5b34610053576119b4366120ae565b6119bc612f10565b335f52600260205260405f20825f5260205260405f2060ff815460601c1660058110156119405780611a8e57506001600160601b035f5416916001600160601b03811692808410611a785750611a196001600160601b0391612f45565b166001600160601b0319825416178155600160601b60ff60601b198254161790556040519081527fb7f299e98a5f1a10cac6f9de415eb1bcaa2a60a33cc22c24d2e334c8870ad26b60203392a35f5f516020614c045f395f51905f525d005b8363829f116360e01b5f5260045260245260445ffd5b637dbba70560e11b5f52336004526024849052611aaa90612185565b60645ffd5b34610053575f366003190112610053576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b3461005357611b013661212e565b909291611b0c612f10565b611b158361334e565b91905f52600460205260405f2090611b2c83612193565b8215801590611f7d575b611f5f57611b4581848761354d565b60018060a01b0386165f52600760205260405f20825f5260205264ffffffffff60405f205460401c16611f3a5760018060a01b0386165f52600860205260405f20825f5260205260405f2064ffffffffff600282015460101c1680155f14611f115750611beb64ffffffffff611bc663ffffffff60015460201c164261219d565b16600283019066ffffffffff000082549160101b169066ffffffffff00001916179055565b8264ffffffffff600283015460101c166040519081527ff10cf4d9469e211d0fa3488e02979466c9b1a82bb49c3dd51849004aed708c50602060018060a01b038b1692a35b8151602083015160018601546001600160a01b0392831692919091169060081c60ff16880361037c57855491905f5b8b8a808310611e1f57505050505050604051602081019060208252611c9b81611c8d8c8b60408401916121aa565b03601f198101835282612219565b5190209060018060a01b0383511633145f14611dab5760ff60028201541660ff600187015460181c16811015611d8857611cd660019161223a565b60028301805460ff191660ff8316179055838355910154905b84604051916040835260ff611d098d8c60408701916121aa565b9116602084015233926001600160a01b038c16917f07318635e95497795fd4b4ddcba1055b57f6a1b9c39fefa0bcd360ba1627030d919081900390a414611d5c575f5f516020614c045f395f51905f525d005b60200151611d7c966001600160a01b039091169461026291369190612262565b808080808080806118b2565b6346f97dc160e01b5f9081526001600160a01b038a166004526024869052604490fd5b6020830151336001600160a01b0390911603611e0c5760ff600282015460081c1660ff600187015460181c16811015611d8857611de79061223a565b60028201805461ff001916600883901b61ff0016179055908260018201555490611cef565b63544fc10d60e01b5f523360045260245ffd5b8261028b91611e2d9361249b565b60018060a01b0381165f52600260205260405f20855f5260205260ff60405f205460601c166005811015611940576002148015611f0a575b158015611ef7575b611ed7575f8b8e5b848310611e885750505050600101611c5f565b6001600160a01b03848116929091611ea69161028b9186919061249b565b1614611eb6576001018b8e611e75565b50633a1c154560e01b5f9081526001600160a01b0391909116600452602490fd5b633a1c154560e01b5f9081526001600160a01b0391909116600452602490fd5b50611f048385838c61486a565b15611e6d565b505f611e65565b4210611c30576346f97dc160e01b5f9081526001600160a01b0388166004526024849052604490fd5b50634b3344f160e11b5f9081526001600160a01b038616600452602491909152604490fd5b6392e8213360e01b5f9081526001600160a01b038616600452602490fd5b50600160ff8184015416611f9081612193565b1415611b36565b3461005357611fa5366120ae565b90611fae612f10565b335f52600260205260405f20815f5260205260405f209060ff825460601c166005811015611940576001811415806120a3575b6120895750611fef83612f45565b6001600160601b03808454169116016001600160601b038111612075576118b2936001600160601b038392166001600160601b03198554161784556001600160601b038454166001600160601b036040519216825260208201527f54e573b59e0d7c4cff33729201a91437c2d4c23618f0e1ea3b54df3fd76c92df60403392a3336130d0565b634e487b7160e01b5f52601160045260245ffd5b611aaa91637dbba70560e11b5f5233600452602452612185565b506002811415611fe1565b604090600319011261005357600435906024356001600160601b03811681036100535790565b600435906001600160a01b038216820361005357565b35906001600160a01b038216820361005357565b9181601f84011215610053578235916001600160401b038311610053576020808501948460051b01011161005357565b6060600319820112610053576004356001600160a01b0381168103610053579160243591604435906001600160401b03821161005357612170916004016120fe565b9091565b6044359061ffff8216820361005357565b600581101561194057604452565b6003111561194057565b9190820180921161207557565b916020908281520191905f5b8181106121c35750505090565b909192602080600192838060a01b036121db886120ea565b1681520194019291016121b6565b61024081019081106001600160401b0382111761220557604052565b634e487b7160e01b5f52604160045260245ffd5b90601f801991011681019081106001600160401b0382111761220557604052565b60ff1660ff81146120755760010190565b6001600160401b0381116122055760051b60200190565b92919061226e8161224b565b9361227c6040519586612219565b602085838152019160051b810192831161005357905b82821061229e57505050565b602080916122ab846120ea565b815201910190612292565b51906001600160a01b038216820361005357565b519061ffff8216820361005357565b519060ff8216820361005357565b5190811515820361005357565b9081610240910312610053576040519061230d826121e9565b612316816122b6565b8252612324602082016122b6565b6020830152612335604082016122b6565b6040830152606081015160088110156100535760608301526080810151608083015260a081015160a083015260c081015160c083015260e081015160e083015261010081015161010083015261238e61012082016122ca565b6101208301526123a161014082016122d9565b6101408301526123b461016082016122d9565b6101608301526123c761018082016122e7565b6101808301526101a0810151906001600160401b038216820361005357610220916101a08401526123fb6101c082016122e7565b6101c084015261240e6101e082016122e7565b6101e084015261242161020082016122e7565b610200840152015161022082015290565b805415612444575f5260205f20905f90565b634e487b7160e01b5f52603260045260245ffd5b8054821015612444575f5260205f2001905f90565b63ffffffff5f199116019063ffffffff821161207557565b9061ffff8091169116039061ffff821161207557565b91908110156124445760051b0190565b6001600160401b036001911601906001600160401b03821161207557565b906001600160401b03809116911601906001600160401b03821161207557565b6124f28161334e565b905f52600460205260405f209161250a84838361354d565b5060018060a01b031691825f52600760205260405f20845f5260205260405f209164ffffffffff835460401c166127375761254481612193565b158061271e575b6125f0575b506001600160401b03815416801515806125cb575b6125b157506001600160401b03804316166001600160401b03198254161790557f67fc6ee5ed5f49fdbbd342fc965ac6a86b2f6716b2ca0ff030c33d171fbc65526020604051438152a3565b8383637206f3d160e01b5f5260045260245260445260645ffd5b5061010181016001600160401b038111612075576001600160401b0316431115612565565b600101600260ff82541661260381612193565b1461270b57825f52600860205260405f20845f52602052600260405f200164ffffffffff815460101c16156126985760ff9054915460181c168060ff831610159081612687575b501580612674575b156125505764ffffffffff9063363493c760e21b5f5260101c1660045260245ffd5b5064ffffffffff8160101c164210612652565b905060ff8260081c1610155f61264a565b7ff10cf4d9469e211d0fa3488e02979466c9b1a82bb49c3dd51849004aed708c5092506020915064ffffffffff906126fd826126de63ffffffff600154871c164261219d565b835466ffffffffff00001916911660101b66ffffffffff000016178255565b5460101c16604051908152a3565b826392e8213360e01b5f5260045260245ffd5b5060ff60018201541661273081612193565b151561254b565b505050634b3344f160e11b5f5260045260245260445ffd5b359060ff8216820361005357565b80358252602081013560038110156100535761277881612193565b602083015260ff61278b6040830161274f565b16604083015260ff61279f6060830161274f565b16606083015260ff6127b36080830161274f565b16608083015260ff6127c760a0830161274f565b1660a083015260c08101359060028210156100535760e09160c084015201359061ffff82168092036100535760e00152565b9060038110156124445760051b0190565b60ff60019116019060ff821161207557565b600435908115612c495760443560ff8116808214159081610053578015908115612c3b575b8115612c22575b8115612c04575b5061037c576024359160038310156100535761286a83612193565b6084359160ff83168084036100535715156001851403612bd557604051602081019061289782600461275d565b61010081526128a861012082612219565b51902095865f52600460205260ff600160405f20015460081c16612bce57600190875f52600460205260405f2090815501936128e381612193565b60ff8019865416911617845561005357825461ff00191660089190911b61ff00161782556064359060ff821682036100535782549060a43560ff811681036100535760c4359260028410156100535760e4359061ffff821682036100535765ff00000000009363ff00000067ffff00000000000064ff000000009460301b169767ffff000000000000199362ff000088199260101b169064ffffff0000191617169160181b1617169160201b16179160281b16171790556060604051916129aa8284612219565b813684377f0000000000000000000000000000000000000000000000000000000000000000821b6bffffffffffffffffffffffff19165f5b60ff811690866003831015612b605750604051602081019088825283604082015260408152612a118782612219565b615fd3815111612b5157805190602d8201809211612075576057612aa6916040519485916020830195606160f81b875261ffff60f01b9060f01b166021840152703d81600a3d39f3363d3d373d3d3d363d7360781b60238401528960348401526e5af43d82803e903d91602b57fd5bf360881b60488401525180918484015e81015f838201520301601f198101845283612219565b815115612b425790516001600160a01b03918991905ff516908115612b2e5782600192612ad560ff958a6127f9565b52828060a01b03612ae6828a6127f9565b51165f5260056020528860405f2055612afe8261280a565b90612b0f848060a01b03918a6127f9565b51165f5260066020528360405f209116841982541617905501166129e2565b3d6116035763b06ebf3d60e01b5f5260045ffd5b631328927760e21b5f5260045ffd5b63250a241560e21b5f5260045ffd5b86516020880151604098890151985196989297507f7509d89d6dc7f4cf97614215711ca59259d8476843cf57f11d95f8b12e75bfdc96610160965094506001600160a01b03928316935082169116612bb984600461275d565b610100840152610120830152610140820152a2565b5050505050565b6040516353e95a6760e01b8152602060048201526006602482015265726f756e647360d01b6044820152606490fd5b905060643560ff81169081810361005357508261005357115f61284f565b905060643560ff81169081810361005357501590612848565b5f9250600881119150612841565b6040516353e95a6760e01b815260206004820152600c60248201526b73657276696365207479706560a01b6044820152606490fd5b63ffffffff60019116019063ffffffff821161207557565b9190612ca18361334e565b91905f52600460205260405f20549160405163bf22c45760e01b81528260048201526102408160248160018060a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa8015611603576060915f91612ef1575b50015190600882101561194057600290612d1e81612193565b14612d535760ff169360038510612d3c57612d3a939450613cf1565b565b848263fcbff22b60e01b5f5260045260245260445ffd5b9190929360018060a01b031691825f52600760205260405f20845f5260205260405f209081549064ffffffffff8260401c16158015612ee4575b8015612ed7575b612ebd575060ff60681b1916600160681b178155839190612e5390600201612dbb81612432565b60018060a01b0391549060031b1c165f52600260205260405f20835f52602052612e4e600160405f20612e1a612dfa63ffffffff835460d01c1661246d565b825463ffffffff60d01b191660d09190911b63ffffffff60d01b16178255565b01612e2e63ffffffff825460c81c16612c7e565b815463ffffffff60c81b191660c89190911b63ffffffff60c81b16179055565b612432565b60018060a01b0391549060031b1c167f4d14321aa89825b8ffed5f6089caf110c393c44d8495a3c587edf6b8a42c45d7604080515f81525f6020820152a47f4a4e83199e0c51e5945d1d5e13d633e81bfea965c768f4f52f9d808c602a190c60206040515f8152a3565b60ff908663fcbff22b60e01b5f526004521660245260445ffd5b50600760ff821614612d94565b5060ff8260681c16612d8d565b612f0a91506102403d8111611638576116298183612219565b5f612d05565b5f516020614c045f395f51905f525c612f365760015f516020614c045f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811691602081602481865afa908115611603575f9161309e575b506001600160601b03841692604051926323b872dd60e01b5f5233600452306024528460445260205f60648180855af19060015f511482161561307f575b50836040525f6060521561306d57826024816020936370a0823160e01b82523060048301525afa918215611603575f92613039575b5081039081116120755781810361302457505090565b63829f116360e01b5f5260045260245260445ffd5b9091506020813d602011613065575b8161305560209383612219565b810103126100535751905f61300e565b3d9150613048565b635274afe760e01b5f5260045260245ffd5b6001821516613095573b15153d1516165f612fd9565b843d5f823e3d90fd5b90506020813d6020116130c8575b816130b960209383612219565b8101031261005357515f612f9b565b3d91506130ac565b9091805460ff8160601c1660058110159182611940576001821490811580613340575b6133375760ff8160a81c1661311063ffffffff8360881c16614a93565b5f54916001600160601b0383166001600160601b0385161015938461331b575b5083613309575b836132d5575b505081613286575b5080918482613278575b50501561321057505050825f52600360205260405f208054600160401b81101561220557613187816131ab9360018794018155612458565b81546001600160a01b0393841660039290921b91821b9390911b1916919091179055565b5f83815260036020526040902054815463ffffffff60b01b191660b09190911b63ffffffff60b01b16178155805460ff60601b1916600160611b179055604051600281526001600160a01b03909116905f516020614be45f395f51905f5290602090a3565b159182613267575b5050613224575b505050565b61322e81846146fd565b805460ff60601b1916600160601b179055604051600181526001600160a01b03909116905f516020614be45f395f51905f5290602090a3565b909150611940576002145f80613218565b909150611940575f8461314f565b9050600185015463ffffffff8160681c1680159283156132aa575b5050505f613145565b6001600160401b039293509061ffff6132c69260a81c166137fe565b9160281c1611155f80806132a1565b909192506127108202918083046127101490151715612075576132ff9061ffff8460881c166137fe565b1115905f8061313d565b925060ff8260801c1683101592613137565b90935063ffffffff808460601c169160681c161015925f613130565b50505050505050565b505f935060028314156130f3565b6001600160a01b03165f8181526006602052604090205460ff1691908215613399575f52600560205260405f2054915f190160ff81116120755760ff169161339583612193565b9190565b633558698360e01b5f5260045260245ffd5b519063ffffffff8216820361005357565b80929103610280811261005357610260136100535760405161026081018181106001600160401b038211176122055760405282516004811015610053578152613407602084016122d9565b6020820152613418604084016122d9565b6040820152606083015160058110156100535760608201526080830151600581101561005357608082015260a0830151906005821015610053576102609160a082015261346760c085016122ca565b60c082015261347860e085016122ca565b60e082015261348a61010085016122ca565b61010082015261349d61012085016122e7565b6101208201526134b061014085016133ab565b6101408201526134c361016085016133ab565b6101608201526134d661018085016133ab565b6101808201526134e96101a085016133ab565b6101a08201526134fc6101c085016133ab565b6101c082015261350f6101e085016133ab565b6101e082015261352261020085016122b6565b61020082015261353561022085016122b6565b61022082015261024084015161024082015292015190565b929190925f610220604051613561816121e9565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e082015282610200820152015260018060a01b037f000000000000000000000000000000000000000000000000000000000000000016936040519063bf22c45760e01b825283600483015261024082602481895afa918215611603575f926137c9575b50819560608301519160088310159182611940575f9161364481612193565b806136c95750505060408301516001600160a01b0385811691161492836136bb575b5082613695575b50505b15613679575050565b6299a8b760e01b5f5260018060a01b031660045260245260445ffd5b90915061194057600181149081156136b0575b505f8061366d565b60029150145f6136a8565b61018001511592505f613666565b9093919492506001600160401b036101a084015116806136ee575b5050505050613670565b61028091929394955060246040518097819363177a387560e01b835260048301525afa938415611603575f94613794575b5060019061372c81612193565b03613767575061018001511515908161374c575b505b5f808080806136e4565b61020001516001600160a01b0383811691161490505f613740565b60079150149081613779575b50613742565b61022001516001600160a01b0383811691161490505f613773565b60019194506137ba906102803d81116137c2575b6137b28183612219565b8101906133bc565b50939061371f565b503d6137a8565b6137e39192506102403d8111611638576116298183612219565b905f613625565b356001600160a01b03811681036100535790565b8181029291811591840414171561207557565b80518210156124445760209160051b010190565b90602080835192838152019201905f5b8181106138425750505090565b82516001600160a01b0316845260209384019390920191600101613835565b919492945f9260018060a01b031690815f52600760205260405f20835f52602052600260405f20805464ffffffffff60401b4260401b169064ffffffffff60401b1916178155018551906001600160401b03821161220557600160401b8211612205578054828255808310613cc7575b5060208701905f5260205f205f5b838110613caa57505050508054956138f688612193565b60028803613b80575b505f5b8551811015613953576001906001600160a01b036139208289613811565b51165f52600260205260405f20885f5260205261394d60405f20610b9463ffffffff825460d01c16612c7e565b01613902565b5091945092919461396381612193565b80158015613b565785857fa5dc1da9ac9ad7da2aa3c91993ce87a42d453843b0ffbceeee796ab12023080360ff600187015460101c165b60405180916139a888612193565b8782526080602083015260ff6139c1608084018c613825565b911660408301525f60608301520390a36139da82612193565b15613a6e575083855260096020526040852080546001600160a01b031916841790556001015460101c60ff1692823b15613a6a5791613a409185809460405196879586948593637bc8e55f60e11b85526004850152606060248501526064840190613825565b90604483015203925af18015610d1557613a58575050565b613a63828092612219565b61016c5750565b8480fd5b9050600191929450613a7f81612193565b14613a8957505050565b5f828152600960205260409020546001600160a01b031680151580613b32575b613b08575b50823b1561005357613ae6925f9283604051809681958294637bc8e55f60e11b84526004840152606060248401526064830190613825565b6001604483015203925af1801561160357613afe5750565b5f612d3a91612219565b80613b2c915f52600560205260405f20545f5260046020528360405f205491613cf1565b5f613aae565b50805f52600760205260405f20835f5260205260ff60405f205460681c1615613aa9565b85857fa5dc1da9ac9ad7da2aa3c91993ce87a42d453843b0ffbceeee796ab120230803600161399a565b60018060a0999497969893991b031695865f52600b6020526001600160401b0360405f20541693613bb0856124ab565b96885f52600b60205260405f206001600160401b0389166001600160401b03198254161790556bffffffffffffffff000000005f9860201b16975b8751811015613c99575f8a8152600c60205260409020600191906001600160a01b03613c17838c613811565b5116838060a01b03165f5260205260405f2054888160201c1480613c90575b15613c895763ffffffff613c4a9116612c7e565b8b5f52600c60205260405f20838060a01b03613c66848d613811565b5116848060a01b03165f5260205263ffffffff60405f2091168b17905501613beb565b5081613c4a565b50881515613c36565b50939892975093509394505f6138ff565b82516001600160a01b0316818301556020909201916001016138df565b815f52828060205f20019103905f5b828110613ce45750506138d1565b5f82820155600101613cd6565b91909160018060a01b031690815f52600760205260405f20835f5260205260405f2090815464ffffffffff8160401c16156140585760ff8160681c16612bce5760ff60681b1916600160681b178255604051631c24b7cd60e21b8152600481018590527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690602081602481855afa8015611603575f6101e052614022575b506102406024916101e05160018601556040519283809263bf22c45760e01b82528960048301525afa80156116035760e0915f91614003575b5001511515906002830154915f5b838110613e1a5750505050507f4a4e83199e0c51e5945d1d5e13d633e81bfea965c768f4f52f9d808c602a190c60206040516101e0518152a3565b80613f27613e2d60019360028901612458565b848060a01b0391549060031b1c16805f52600260205260405f20865f526020528560405f2091613e89613e6963ffffffff855460d01c1661246d565b845463ffffffff60d01b191660d09190911b63ffffffff60d01b16178455565b8b82827f4d14321aa89825b8ffed5f6089caf110c393c44d8495a3c587edf6b8a42c45d78c8a8a1b6101e0511615155f918d825f14613fde5750613ef9613ed963ffffffff8c5460681c16612c7e565b8b5463ffffffff60681b191660689190911b63ffffffff60681b16178b55565b8c60ff6101e05160081c1611613f2d575b505b60408051911515825261ffff929092166020820152a46130d0565b01613ddf565b613f54919250613f4e8c613f44816101e0516148d0565b926101e0516148f9565b90614a6c565b90613fd88c8a01613fa5613f7961ffff86166001600160401b03845460281c166124c9565b82546cffffffffffffffff0000000000191660289190911b6cffffffffffffffff000000000016178255565b613fb863ffffffff825460681c16612c7e565b815463ffffffff60681b191660689190911b63ffffffff60681b16179055565b8e613f0a565b905015613f0c57613ffe8c8a01612e2e63ffffffff825460c81c16612c7e565b613f0c565b61401c91506102403d8111611638576116298183612219565b5f613dd1565b6020813d602011614050575b8161403b60209383612219565b8101031261005357516101e052610240613d98565b3d915061402e565b50505063fb8f521160e01b5f5260045260245260445ffd5b9395909496919660018060a01b03851697885f52600260205260405f20875f5260205260405f20976001831b81161515948594855f1461438d576140bd906140b886856148d0565b614a6c565b935b8596614369575b50505083908194614351575b614111895460871c865f1461434557620ffffe60ff60015b8d5463ffffffff60881b19169290931692169190911760881b63ffffffff60881b16178a55565b885460ff8160a81c1660148110614320575b505084156142e8578361416660018b0161414663ffffffff825460881c16612c7e565b815463ffffffff60881b191660889190911b63ffffffff60881b16179055565b6142be575b60408051861515815261ffff8516602082015289918c917f17615f5375ac736b41777d413a10e64d7ffa742420ccae139b71454ba39643889190a482614297575b5050614288575b159081614274575b5080614259575b8061423e575b6141d657612d3a93506130d0565b5091906141e381846146fd565b805460ff60601b1916600160621b1781556001805464ffffffffff919082906142129063ffffffff164261219d565b169201911664ffffffffff198254161790555f516020614be45f395f51905f52602060405160048152a3565b5060ff835460601c16600581101561194057600414156141c8565b5060ff835460601c16600581101561194057600314156141c2565b90506002811015611940576001145f6141bb565b61429284846145e0565b6141b3565b15915081156142a9575b505f806141ac565b905061ffff805f5460b81c169116115f6142a1565b6142e360018a01613fa5613f7961ffff87166001600160401b03845460281c166124c9565b61416b565b8360018a01805463ffffffff60a81b61430963ffffffff8360a81c16612c7e565b60a81b169063ffffffff60a81b1916179055614166565b60ff60a81b9061432f9061280a565b60a81b169060ff60a81b19161789555f80614123565b620ffffe60ff5f6140ea565b935061ffff5f5460981c1661ffff83161115936140d2565b90919295506090019182609011612075576001911515921c161514925f80806140c6565b50612710936140bf565b906143ad60ff808360081c169260901c16614a93565b9080151591826144c7575b50506144c2576101a081015160405163177a387560e01b81526001600160401b039091166004820152610280816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa908115611603575f916144a2575b5080516004811015611940576002146144955790610120015f5b60ff60208401511681101561448e576102408301516001600160fb1b0382168203612075578160051b1c61ffff83511661ffff8260101c161115614483575060010161443c565b61ffff169392505050565b5050505f90565b50610120015161ffff1690565b6144bb91506102803d81116137c2576137b28183612219565b505f614422565b505f90565b8091925060011b90808204600214901517156120755710155f806143b8565b919060018060a01b03831692835f52600260205260405f20825f5260205260405f20926001600160601b0384541661271061452961ffff5f5460c81c16836137fe565b04908115613337576001600160601b0382169003916001600160601b03831161207557612d3a966001600160601b036145db94166001600160601b03198854161787558560405191848352691bdd995c9d1d5c9b995960b21b60208401527fa8dfa8709c54068c633abcdb1dd984eeb8d8ff8106e30d72c490ba1a76cac872604060018060a01b03861694a47f00000000000000000000000000000000000000000000000000000000000000006147e9565b6130d0565b60018060a01b03811691825f52600260205260405f20815f5260205260405f20916001600160601b0383541661271061462161ffff5f5460c81c16836137fe565b049081156146c9576001600160601b0382169003906001600160601b0382116120755761dead84612d3a976001600160601b036145db95166001600160601b03198954161788557fa8dfa8709c54068c633abcdb1dd984eeb8d8ff8106e30d72c490ba1a76cac872604080518681526563616e61727960d01b6020820152a461dead7f00000000000000000000000000000000000000000000000000000000000000006147e9565b505050505050565b5f1981146120755760010190565b81156146e9570690565b634e487b7160e01b5f52601260045260245ffd5b63ffffffff825460b01c1690811561321f57805f52600360205260405f209182545f198101908111612075576147339084612458565b90545f198301939160031b1c6001600160a01b031682841161207557614760816131876147969688612458565b5f52600260205260405f20905f5260205260405f209081549063ffffffff60b01b9060b01b169063ffffffff60b01b1916179055565b805480156147d5575f1901906147ac8282612458565b81546001600160a01b0360039290921b9190911b1916905555805463ffffffff60b01b19169055565b634e487b7160e01b5f52603160045260245ffd5b916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180865af19060015f5114821615614849575b604052156148295750565b635274afe760e01b5f9081526001600160a01b0391909116600452602490fd5b90600181151661486157823b15153d1516169061481e565b503d5f823e3d90fd5b6001600160a01b0382811693168314159392846148bc575b846148b2575b5083614895575b50505090565b600101546148aa935060201c60ff1691614b54565b5f808061488f565b151593505f614888565b6001600160a01b0384168114159450614882565b906001600160fc1b03811681036120755760041b60100190816010116120755761ffff911c1690565b916149038261224b565b916149116040519384612219565b808352601f196149208261224b565b013660208501375f935f925b82841061498f575050505060018083811c93161461497d575f198201908282116120755761ffff61496e8194826149666149769686613811565b511693613811565b51169061219d565b60011c1690565b61ffff9161498a91613811565b511690565b91948284979294148015614a5f575b614a52576149ac87856148d0565b956149b6826146d1565b915b8015801580614a2c575b15614a06575f19820191808311612075576149ec61ffff6149e3858c613811565b5116918a613811565b52156149b857634e487b7160e01b5f52601160045260245ffd5b509661ffff614a1e600194999a939796959a89613811565b911690525b0192919061492c565b505f19820182811161207557614a4561ffff918a613811565b511661ffff8a16106149c2565b9492919095600190614a23565b506001871b84161561499e565b61ffff821661ffff8216115f14614a8a5790614a8791612485565b90565b614a8791612485565b905f915b63ffffffff8116614aa55750565b91614aaf906146d1565b91614ab98161246d565b16614a97565b9181614ace939594929561486a565b15614b4c576001600160a01b0390911691905f5b828110614b21575050505f5b8251811015614b1957816001600160a01b03614b0a8386613811565b51161461448e57600101614aee565b505050600190565b836001600160a01b03614b348385613811565b511614614b4357600101614ae2565b50505050505f90565b505050505f90565b9160ff16918215614b195760018060a01b031690815f52600c60205260405f209060018060a01b03165f5260205260405f205491815f52600b6020526001600160401b0360405f2054168360201c1492831593614bd3575b50508115614bb8575090565b90505f52600b6020526001600160401b0360405f2054161590565b63ffffffff161091505f80614bac56fedffd825d19ef5fab637f7c38cae2cb07d65dd1407530661c7cdb8cfc124011659b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0060c03461009157601f6104e238819003918201601f19168301916001600160401b038311848410176100955780849260209460405283398101031261009157516001600160a01b0381168103610091573360805260a05260405161043890816100aa823960805181818160b80152818161024201526103b7015260a05181818160e8015281816101f001526102720152f35b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f905f3560e01c90816316f0115b146103a5575080637bf6df911461030f578063c251c9ab1461021f578063e2fdcc17146101da5763f791cabe14610055575f80fd5b34610181576060366003190112610181576024359067ffffffffffffffff8211610181573660238301121561018157816004013567ffffffffffffffff81116101d6573660248260051b850101116101d6576044359260ff84168094036101d2577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101bf577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031693843b156101bb57604051926334c30b5360e11b845280606485016004356004870152606060248701525260246084850193019085905b80821061018f57505050839483858181958195604483015203925af18015610184576101705750f35b8161017a916103e6565b6101815780f35b80fd5b6040513d84823e3d90fd5b909193843560018060a01b0381168091036101b7578152602090810194019160010190610147565b8780fd5b8380fd5b6312aa1e0360e21b835233600452602483fd5b8280fd5b5080fd5b50346101815780600319360112610181576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346102f85760603660031901126102f85760243561ffff81168091036102f8577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036102fc577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690813b156102f8575f91606483926040519485938492636b6d20a760e11b84526004356004850152602484015260443560448401525af180156102ed576102df575080f35b6102eb91505f906103e6565b005b6040513d5f823e3d90fd5b5f80fd5b6312aa1e0360e21b5f523360045260245ffd5b346102f8575f3660031901126102f857303b602c1981019081116103915761034f6103398261041c565b9161034760405193846103e6565b80835261041c565b6020820190601f19013682378151602d82303c6040828051810103126102f857604090519101519060ff82168092036102f85760409182519182526020820152f35b634e487b7160e01b5f52601160045260245ffd5b346102f8575f3660031901126102f8577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b90601f8019910116810190811067ffffffffffffffff82111761040857604052565b634e487b7160e01b5f52604160045260245ffd5b67ffffffffffffffff811161040857601f01601f1916602001905660808060405234601557610a35908161001a8239f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c806316f40a201461083e5780635483a0b5146107045780636ec2e7ac1461063157806379502c551461046d578063a0e7fb86146103f9578063e1c6c888146102a35763f1f7ed2614610066575f80fd5b3461029f57604036600319011261029f5761007f61087f565b5f61018060405161008f816109b3565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e082015282610100820152826101208201528261014082015282610160820152015260018060a01b03165f52600260205260405f206024355f5260205260405f20604051610105816109b3565b8154916001600160601b038316825260ff8360601c16906020830191600581101561028b5782526040830163ffffffff8560681c168152606084019263ffffffff8660881c168452608085019160ff8760a81c168352600160a087019463ffffffff8960b01c16865263ffffffff60c089019960d01c16895201549360e087019764ffffffffff8616895261010088019167ffffffffffffffff8760281c16835261012089019063ffffffff8860681c1682526101408a019363ffffffff8960881c1685526101608b019663ffffffff8a60a81c16885263ffffffff6101808d019a60c81c168a526001600160601b036040519c51168c5251600581101561028b576101a09c8c60c063ffffffff809e988167ffffffffffffffff98819f60ff90839f849e85809264ffffffffff9d60208d0152511660408b01525116606089015251166080870152511660a08501525116910152511660e08c015251166101008a01525116610120880152511661014086015251166101608401525116610180820152f35b634e487b7160e01b5f52602160045260245ffd5b5f80fd5b3461029f57604036600319011261029f576102bc61087f565b606060a06040516102cc81610997565b5f81525f60208201525f60408201525f838201525f6080820152015260018060a01b03165f52600760205260405f206024355f5260205264ffffffffff60405f2060405161031981610997565b815467ffffffffffffffff811682526020820192848260401c168452604083019160ff8160681c161515835260ff606085019160701c161515815261036c600260018401549360808701948552016109d0565b9260a085019384526040519687966020885267ffffffffffffffff60e08901975116602089015251166040870152511515606086015251151560808501525160a0840152519060c0808401528151809152602061010084019201905f5b8181106103d7575050500390f35b82516001600160a01b03168452859450602093840193909201916001016103c9565b3461029f57602036600319011261029f576004355f52600360205261042060405f206109d0565b6040518091602082016020835281518091526020604084019201905f5b81811061044b575050500390f35b82516001600160a01b031684528594506020938401939092019160010161043d565b3461029f575f36600319011261029f576040516104898161097a565b5f8152602081015f9052604081015f9052606081015f9052608081015f905260a081015f905260c081015f905260e081015f905261010081015f905261012081015f905261014081015f9052610160015f90526040516104e88161097a565b5f546001600160601b03811691828152602081018260601c63ffffffff16815260408201928060801c60ff168452606083018160881c61ffff168152608084018260981c61ffff16815260a085018360a81c61ffff16815260c08601918460b81c61ffff16835260e08701938560c81c61ffff16855261010088019560d81c61ffff1686526001549861012089019763ffffffff8b1689526101408a01998b60201c63ffffffff168b52610160019a600160a01b600190039060401c168b526040519b8c525163ffffffff1660208c01525160ff1660408b01525161ffff1660608a01525161ffff1660808901525161ffff1660a08801525161ffff1660c08701525161ffff1660e08601525161ffff166101008501525163ffffffff166101208401525163ffffffff16610140830152600160a01b6001900390511661016082015261018090f35b3461029f57604036600319011261029f5761064a61087f565b5f60806040516106598161095e565b828152826020820152826040820152826060820152015260018060a01b03165f52600860205260405f206024355f5260205260a060405f2064ffffffffff604051916106a48361095e565b60ff81549384815281600260018501549460208401958652015493604083019082861682528660806060860195858960081c168752019660101c168652604051978852516020880152511660408601525116606084015251166080820152f35b3461029f57602036600319011261029f575f60e06040516107248161092d565b8281528260208201528260408201528260608201528260808201528260a08201528260c082015201526004355f52600460205260405f2060016040519161076a8361092d565b805483520154906020810160ff831661078281610895565b8152604082019060ff8460081c168252606083019160ff8560101c168352608084019060ff8660181c16825260a085019160ff8760201c16835260ff8760281c169360c0870195600286101561028b5760ff80969481959382948a5261ffff60e08c019c60301c168c526040519a518b52516107fd81610895565b60208b0152511660408901525116606087015251166080850152511660a083015251600281101561028b576101009261ffff9160c0840152511660e0820152f35b3461029f57602036600319011261029f57606061086161085c61087f565b61089f565b906040519215158352602083015261087881610895565b6040820152f35b600435906001600160a01b038216820361029f57565b6003111561028b57565b6001600160a01b03165f8181526006602052604090205460ff161561092457805f52600660205260ff60405f205416908115610912575f52600560205260405f2054905f190160ff81116108fe5760ff166108f981610895565b600192565b634e487b7160e01b5f52601160045260245ffd5b633558698360e01b5f5260045260245ffd5b505f905f905f90565b610100810190811067ffffffffffffffff82111761094a57604052565b634e487b7160e01b5f52604160045260245ffd5b60a0810190811067ffffffffffffffff82111761094a57604052565b610180810190811067ffffffffffffffff82111761094a57604052565b60c0810190811067ffffffffffffffff82111761094a57604052565b6101a0810190811067ffffffffffffffff82111761094a57604052565b9060405191805480845260208401915f5260205f20905f5b818110610a1657505050829003601f01601f1916820167ffffffffffffffff81118382101761094a57604052565b82546001600160a01b03168452602090930192600192830192016109e856",
}

// EvaluatorPool is an auto generated Go binding around an Ethereum contract.
type EvaluatorPool struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *EvaluatorPool) GetABI() abi.ABI {
	return c.abi
}

// NewEvaluatorPool creates a new instance of EvaluatorPool.
func NewEvaluatorPool() *EvaluatorPool {
	parsed, err := EvaluatorPoolMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &EvaluatorPool{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *EvaluatorPool) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address escrow_, (uint96,uint32,uint8,uint16,uint16,uint16,uint16,uint16,uint16,uint32,uint32,address) cfg) returns()
func (evaluatorPool *EvaluatorPool) PackConstructor(escrow_ common.Address, cfg IEvaluatorPoolConfig) []byte {
	enc, err := evaluatorPool.abi.Pack("", escrow_, cfg)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBURN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc0a2526c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BURN() view returns(address)
func (evaluatorPool *EvaluatorPool) PackBURN() []byte {
	enc, err := evaluatorPool.abi.Pack("BURN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBURN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc0a2526c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BURN() view returns(address)
func (evaluatorPool *EvaluatorPool) TryPackBURN() ([]byte, error) {
	return evaluatorPool.abi.Pack("BURN")
}

// UnpackBURN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc0a2526c.
//
// Solidity: function BURN() view returns(address)
func (evaluatorPool *EvaluatorPool) UnpackBURN(data []byte) (common.Address, error) {
	out, err := evaluatorPool.abi.Unpack("BURN", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCANARYWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x571ed147.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CANARY_WINDOW() view returns(uint8)
func (evaluatorPool *EvaluatorPool) PackCANARYWINDOW() []byte {
	enc, err := evaluatorPool.abi.Pack("CANARY_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCANARYWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x571ed147.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CANARY_WINDOW() view returns(uint8)
func (evaluatorPool *EvaluatorPool) TryPackCANARYWINDOW() ([]byte, error) {
	return evaluatorPool.abi.Pack("CANARY_WINDOW")
}

// UnpackCANARYWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x571ed147.
//
// Solidity: function CANARY_WINDOW() view returns(uint8)
func (evaluatorPool *EvaluatorPool) UnpackCANARYWINDOW(data []byte) (uint8, error) {
	out, err := evaluatorPool.abi.Unpack("CANARY_WINDOW", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackAddStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06ef405d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addStake(bytes32 serviceType, uint96 amount) returns()
func (evaluatorPool *EvaluatorPool) PackAddStake(serviceType [32]byte, amount *big.Int) []byte {
	enc, err := evaluatorPool.abi.Pack("addStake", serviceType, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06ef405d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addStake(bytes32 serviceType, uint96 amount) returns()
func (evaluatorPool *EvaluatorPool) TryPackAddStake(serviceType [32]byte, amount *big.Int) ([]byte, error) {
	return evaluatorPool.abi.Pack("addStake", serviceType, amount)
}

// PackAppointProbation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeeb1faa2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function appointProbation(address seat, uint256 jobId, address[] evaluators) returns()
func (evaluatorPool *EvaluatorPool) PackAppointProbation(seat common.Address, jobId *big.Int, evaluators []common.Address) []byte {
	enc, err := evaluatorPool.abi.Pack("appointProbation", seat, jobId, evaluators)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAppointProbation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeeb1faa2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function appointProbation(address seat, uint256 jobId, address[] evaluators) returns()
func (evaluatorPool *EvaluatorPool) TryPackAppointProbation(seat common.Address, jobId *big.Int, evaluators []common.Address) ([]byte, error) {
	return evaluatorPool.abi.Pack("appointProbation", seat, jobId, evaluators)
}

// PackAssignmentOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe1c6c888.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assignmentOf(address seat, uint256 jobId) view returns((uint64,uint40,bool,bool,uint256,address[]))
func (evaluatorPool *EvaluatorPool) PackAssignmentOf(seat common.Address, jobId *big.Int) []byte {
	enc, err := evaluatorPool.abi.Pack("assignmentOf", seat, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssignmentOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe1c6c888.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assignmentOf(address seat, uint256 jobId) view returns((uint64,uint40,bool,bool,uint256,address[]))
func (evaluatorPool *EvaluatorPool) TryPackAssignmentOf(seat common.Address, jobId *big.Int) ([]byte, error) {
	return evaluatorPool.abi.Pack("assignmentOf", seat, jobId)
}

// UnpackAssignmentOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe1c6c888.
//
// Solidity: function assignmentOf(address seat, uint256 jobId) view returns((uint64,uint40,bool,bool,uint256,address[]))
func (evaluatorPool *EvaluatorPool) UnpackAssignmentOf(data []byte) (IEvaluatorPoolAssignment, error) {
	out, err := evaluatorPool.abi.Unpack("assignmentOf", data)
	if err != nil {
		return *new(IEvaluatorPoolAssignment), err
	}
	out0 := *abi.ConvertType(out[0], new(IEvaluatorPoolAssignment)).(*IEvaluatorPoolAssignment)
	return out0, nil
}

// PackCommitCanaries is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b222de0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitCanaries(bytes32[] commitments) returns()
func (evaluatorPool *EvaluatorPool) PackCommitCanaries(commitments [][32]byte) []byte {
	enc, err := evaluatorPool.abi.Pack("commitCanaries", commitments)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitCanaries is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b222de0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitCanaries(bytes32[] commitments) returns()
func (evaluatorPool *EvaluatorPool) TryPackCommitCanaries(commitments [][32]byte) ([]byte, error) {
	return evaluatorPool.abi.Pack("commitCanaries", commitments)
}

// PackConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79502c55.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function config() view returns((uint96,uint32,uint8,uint16,uint16,uint16,uint16,uint16,uint16,uint32,uint32,address))
func (evaluatorPool *EvaluatorPool) PackConfig() []byte {
	enc, err := evaluatorPool.abi.Pack("config")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConfig is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79502c55.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function config() view returns((uint96,uint32,uint8,uint16,uint16,uint16,uint16,uint16,uint16,uint32,uint32,address))
func (evaluatorPool *EvaluatorPool) TryPackConfig() ([]byte, error) {
	return evaluatorPool.abi.Pack("config")
}

// UnpackConfig is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x79502c55.
//
// Solidity: function config() view returns((uint96,uint32,uint8,uint16,uint16,uint16,uint16,uint16,uint16,uint32,uint32,address))
func (evaluatorPool *EvaluatorPool) UnpackConfig(data []byte) (IEvaluatorPoolConfig, error) {
	out, err := evaluatorPool.abi.Unpack("config", data)
	if err != nil {
		return *new(IEvaluatorPoolConfig), err
	}
	out0 := *abi.ConvertType(out[0], new(IEvaluatorPoolConfig)).(*IEvaluatorPoolConfig)
	return out0, nil
}

// PackDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a03707c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function draw(address seat, uint256 jobId) returns()
func (evaluatorPool *EvaluatorPool) PackDraw(seat common.Address, jobId *big.Int) []byte {
	enc, err := evaluatorPool.abi.Pack("draw", seat, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a03707c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function draw(address seat, uint256 jobId) returns()
func (evaluatorPool *EvaluatorPool) TryPackDraw(seat common.Address, jobId *big.Int) ([]byte, error) {
	return evaluatorPool.abi.Pack("draw", seat, jobId)
}

// PackEntry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf1f7ed26.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entry(address evaluator, bytes32 serviceType) view returns((uint96,uint8,uint32,uint32,uint8,uint32,uint32,uint40,uint64,uint32,uint32,uint32,uint32))
func (evaluatorPool *EvaluatorPool) PackEntry(evaluator common.Address, serviceType [32]byte) []byte {
	enc, err := evaluatorPool.abi.Pack("entry", evaluator, serviceType)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEntry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf1f7ed26.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function entry(address evaluator, bytes32 serviceType) view returns((uint96,uint8,uint32,uint32,uint8,uint32,uint32,uint40,uint64,uint32,uint32,uint32,uint32))
func (evaluatorPool *EvaluatorPool) TryPackEntry(evaluator common.Address, serviceType [32]byte) ([]byte, error) {
	return evaluatorPool.abi.Pack("entry", evaluator, serviceType)
}

// UnpackEntry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf1f7ed26.
//
// Solidity: function entry(address evaluator, bytes32 serviceType) view returns((uint96,uint8,uint32,uint32,uint8,uint32,uint32,uint40,uint64,uint32,uint32,uint32,uint32))
func (evaluatorPool *EvaluatorPool) UnpackEntry(data []byte) (IEvaluatorPoolEntry, error) {
	out, err := evaluatorPool.abi.Unpack("entry", data)
	if err != nil {
		return *new(IEvaluatorPoolEntry), err
	}
	out0 := *abi.ConvertType(out[0], new(IEvaluatorPoolEntry)).(*IEvaluatorPoolEntry)
	return out0, nil
}

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow() view returns(address)
func (evaluatorPool *EvaluatorPool) PackEscrow() []byte {
	enc, err := evaluatorPool.abi.Pack("escrow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrow() view returns(address)
func (evaluatorPool *EvaluatorPool) TryPackEscrow() ([]byte, error) {
	return evaluatorPool.abi.Pack("escrow")
}

// UnpackEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe2fdcc17.
//
// Solidity: function escrow() view returns(address)
func (evaluatorPool *EvaluatorPool) UnpackEscrow(data []byte) (common.Address, error) {
	out, err := evaluatorPool.abi.Unpack("escrow", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackNegotiationOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ec2e7ac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function negotiationOf(address seat, uint256 jobId) view returns((bytes32,bytes32,uint8,uint8,uint40))
func (evaluatorPool *EvaluatorPool) PackNegotiationOf(seat common.Address, jobId *big.Int) []byte {
	enc, err := evaluatorPool.abi.Pack("negotiationOf", seat, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNegotiationOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ec2e7ac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function negotiationOf(address seat, uint256 jobId) view returns((bytes32,bytes32,uint8,uint8,uint40))
func (evaluatorPool *EvaluatorPool) TryPackNegotiationOf(seat common.Address, jobId *big.Int) ([]byte, error) {
	return evaluatorPool.abi.Pack("negotiationOf", seat, jobId)
}

// UnpackNegotiationOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6ec2e7ac.
//
// Solidity: function negotiationOf(address seat, uint256 jobId) view returns((bytes32,bytes32,uint8,uint8,uint40))
func (evaluatorPool *EvaluatorPool) UnpackNegotiationOf(data []byte) (IEvaluatorPoolNegotiation, error) {
	out, err := evaluatorPool.abi.Unpack("negotiationOf", data)
	if err != nil {
		return *new(IEvaluatorPoolNegotiation), err
	}
	out0 := *abi.ConvertType(out[0], new(IEvaluatorPoolNegotiation)).(*IEvaluatorPoolNegotiation)
	return out0, nil
}

// PackOpenPolicy is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbaaedef9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openPolicy((bytes32,uint8,uint8,uint8,uint8,uint8,uint8,uint16) policy) returns(bytes32 policyId)
func (evaluatorPool *EvaluatorPool) PackOpenPolicy(policy IEvaluatorPoolPolicy) []byte {
	enc, err := evaluatorPool.abi.Pack("openPolicy", policy)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenPolicy is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbaaedef9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openPolicy((bytes32,uint8,uint8,uint8,uint8,uint8,uint8,uint16) policy) returns(bytes32 policyId)
func (evaluatorPool *EvaluatorPool) TryPackOpenPolicy(policy IEvaluatorPoolPolicy) ([]byte, error) {
	return evaluatorPool.abi.Pack("openPolicy", policy)
}

// UnpackOpenPolicy is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbaaedef9.
//
// Solidity: function openPolicy((bytes32,uint8,uint8,uint8,uint8,uint8,uint8,uint16) policy) returns(bytes32 policyId)
func (evaluatorPool *EvaluatorPool) UnpackOpenPolicy(data []byte) ([32]byte, error) {
	out, err := evaluatorPool.abi.Unpack("openPolicy", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPolicyOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5483a0b5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function policyOf(bytes32 policyId) view returns((bytes32,uint8,uint8,uint8,uint8,uint8,uint8,uint16))
func (evaluatorPool *EvaluatorPool) PackPolicyOf(policyId [32]byte) []byte {
	enc, err := evaluatorPool.abi.Pack("policyOf", policyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPolicyOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5483a0b5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function policyOf(bytes32 policyId) view returns((bytes32,uint8,uint8,uint8,uint8,uint8,uint8,uint16))
func (evaluatorPool *EvaluatorPool) TryPackPolicyOf(policyId [32]byte) ([]byte, error) {
	return evaluatorPool.abi.Pack("policyOf", policyId)
}

// UnpackPolicyOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5483a0b5.
//
// Solidity: function policyOf(bytes32 policyId) view returns((bytes32,uint8,uint8,uint8,uint8,uint8,uint8,uint16))
func (evaluatorPool *EvaluatorPool) UnpackPolicyOf(data []byte) (IEvaluatorPoolPolicy, error) {
	out, err := evaluatorPool.abi.Unpack("policyOf", data)
	if err != nil {
		return *new(IEvaluatorPoolPolicy), err
	}
	out0 := *abi.ConvertType(out[0], new(IEvaluatorPoolPolicy)).(*IEvaluatorPoolPolicy)
	return out0, nil
}

// PackPropose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07399c37.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function propose(address seat, uint256 jobId, address[] evaluators) returns()
func (evaluatorPool *EvaluatorPool) PackPropose(seat common.Address, jobId *big.Int, evaluators []common.Address) []byte {
	enc, err := evaluatorPool.abi.Pack("propose", seat, jobId, evaluators)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPropose is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07399c37.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function propose(address seat, uint256 jobId, address[] evaluators) returns()
func (evaluatorPool *EvaluatorPool) TryPackPropose(seat common.Address, jobId *big.Int, evaluators []common.Address) ([]byte, error) {
	return evaluatorPool.abi.Pack("propose", seat, jobId, evaluators)
}

// PackQualified is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0e7fb86.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function qualified(bytes32 serviceType) view returns(address[])
func (evaluatorPool *EvaluatorPool) PackQualified(serviceType [32]byte) []byte {
	enc, err := evaluatorPool.abi.Pack("qualified", serviceType)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQualified is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0e7fb86.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function qualified(bytes32 serviceType) view returns(address[])
func (evaluatorPool *EvaluatorPool) TryPackQualified(serviceType [32]byte) ([]byte, error) {
	return evaluatorPool.abi.Pack("qualified", serviceType)
}

// UnpackQualified is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa0e7fb86.
//
// Solidity: function qualified(bytes32 serviceType) view returns(address[])
func (evaluatorPool *EvaluatorPool) UnpackQualified(data []byte) ([]common.Address, error) {
	out, err := evaluatorPool.abi.Unpack("qualified", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6685617.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function record(address seat, uint256 jobId) returns()
func (evaluatorPool *EvaluatorPool) PackRecord(seat common.Address, jobId *big.Int) []byte {
	enc, err := evaluatorPool.abi.Pack("record", seat, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6685617.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function record(address seat, uint256 jobId) returns()
func (evaluatorPool *EvaluatorPool) TryPackRecord(seat common.Address, jobId *big.Int) ([]byte, error) {
	return evaluatorPool.abi.Pack("record", seat, jobId)
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c544d76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(bytes32 serviceType, uint96 stake) returns()
func (evaluatorPool *EvaluatorPool) PackRegister(serviceType [32]byte, stake *big.Int) []byte {
	enc, err := evaluatorPool.abi.Pack("register", serviceType, stake)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c544d76.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(bytes32 serviceType, uint96 stake) returns()
func (evaluatorPool *EvaluatorPool) TryPackRegister(serviceType [32]byte, stake *big.Int) ([]byte, error) {
	return evaluatorPool.abi.Pack("register", serviceType, stake)
}

// PackRequestDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b050b1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestDraw(address seat, uint256 jobId) returns()
func (evaluatorPool *EvaluatorPool) PackRequestDraw(seat common.Address, jobId *big.Int) []byte {
	enc, err := evaluatorPool.abi.Pack("requestDraw", seat, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b050b1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestDraw(address seat, uint256 jobId) returns()
func (evaluatorPool *EvaluatorPool) TryPackRequestDraw(seat common.Address, jobId *big.Int) ([]byte, error) {
	return evaluatorPool.abi.Pack("requestDraw", seat, jobId)
}

// PackResign is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a31613b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resign(bytes32 serviceType) returns()
func (evaluatorPool *EvaluatorPool) PackResign(serviceType [32]byte) []byte {
	enc, err := evaluatorPool.abi.Pack("resign", serviceType)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResign is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a31613b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resign(bytes32 serviceType) returns()
func (evaluatorPool *EvaluatorPool) TryPackResign(serviceType [32]byte) ([]byte, error) {
	return evaluatorPool.abi.Pack("resign", serviceType)
}

// PackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ee5440b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolve(address seat, uint256 jobId, uint16 providerBps, bytes32 reason) returns()
func (evaluatorPool *EvaluatorPool) PackResolve(seat common.Address, jobId *big.Int, providerBps uint16, reason [32]byte) []byte {
	enc, err := evaluatorPool.abi.Pack("resolve", seat, jobId, providerBps, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ee5440b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolve(address seat, uint256 jobId, uint16 providerBps, bytes32 reason) returns()
func (evaluatorPool *EvaluatorPool) TryPackResolve(seat common.Address, jobId *big.Int, providerBps uint16, reason [32]byte) ([]byte, error) {
	return evaluatorPool.abi.Pack("resolve", seat, jobId, providerBps, reason)
}

// PackRevealCanary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38636618.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revealCanary(address seat, uint256 jobId, uint16 expectedScore, bool expectedPassed, bytes32 salt) returns()
func (evaluatorPool *EvaluatorPool) PackRevealCanary(seat common.Address, jobId *big.Int, expectedScore uint16, expectedPassed bool, salt [32]byte) []byte {
	enc, err := evaluatorPool.abi.Pack("revealCanary", seat, jobId, expectedScore, expectedPassed, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevealCanary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38636618.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revealCanary(address seat, uint256 jobId, uint16 expectedScore, bool expectedPassed, bytes32 salt) returns()
func (evaluatorPool *EvaluatorPool) TryPackRevealCanary(seat common.Address, jobId *big.Int, expectedScore uint16, expectedPassed bool, salt [32]byte) ([]byte, error) {
	return evaluatorPool.abi.Pack("revealCanary", seat, jobId, expectedScore, expectedPassed, salt)
}

// PackSeatCode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10b3a8b7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function seatCode() view returns(address)
func (evaluatorPool *EvaluatorPool) PackSeatCode() []byte {
	enc, err := evaluatorPool.abi.Pack("seatCode")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSeatCode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10b3a8b7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function seatCode() view returns(address)
func (evaluatorPool *EvaluatorPool) TryPackSeatCode() ([]byte, error) {
	return evaluatorPool.abi.Pack("seatCode")
}

// UnpackSeatCode is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x10b3a8b7.
//
// Solidity: function seatCode() view returns(address)
func (evaluatorPool *EvaluatorPool) UnpackSeatCode(data []byte) (common.Address, error) {
	out, err := evaluatorPool.abi.Unpack("seatCode", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSeatInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16f40a20.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function seatInfo(address seat) view returns(bool known, bytes32 policyId, uint8 role)
func (evaluatorPool *EvaluatorPool) PackSeatInfo(seat common.Address) []byte {
	enc, err := evaluatorPool.abi.Pack("seatInfo", seat)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSeatInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16f40a20.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function seatInfo(address seat) view returns(bool known, bytes32 policyId, uint8 role)
func (evaluatorPool *EvaluatorPool) TryPackSeatInfo(seat common.Address) ([]byte, error) {
	return evaluatorPool.abi.Pack("seatInfo", seat)
}

// SeatInfoOutput serves as a container for the return parameters of contract
// method SeatInfo.
type SeatInfoOutput struct {
	Known    bool
	PolicyId [32]byte
	Role     uint8
}

// UnpackSeatInfo is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x16f40a20.
//
// Solidity: function seatInfo(address seat) view returns(bool known, bytes32 policyId, uint8 role)
func (evaluatorPool *EvaluatorPool) UnpackSeatInfo(data []byte) (SeatInfoOutput, error) {
	out, err := evaluatorPool.abi.Unpack("seatInfo", data)
	outstruct := new(SeatInfoOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Known = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.PolicyId = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	outstruct.Role = *abi.ConvertType(out[2], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc0c546a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token() view returns(address)
func (evaluatorPool *EvaluatorPool) PackToken() []byte {
	enc, err := evaluatorPool.abi.Pack("token")
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
func (evaluatorPool *EvaluatorPool) TryPackToken() ([]byte, error) {
	return evaluatorPool.abi.Pack("token")
}

// UnpackToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc0c546a.
//
// Solidity: function token() view returns(address)
func (evaluatorPool *EvaluatorPool) UnpackToken(data []byte) (common.Address, error) {
	out, err := evaluatorPool.abi.Unpack("token", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e19899e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(bytes32 serviceType) returns()
func (evaluatorPool *EvaluatorPool) PackWithdraw(serviceType [32]byte) []byte {
	enc, err := evaluatorPool.abi.Pack("withdraw", serviceType)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e19899e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(bytes32 serviceType) returns()
func (evaluatorPool *EvaluatorPool) TryPackWithdraw(serviceType [32]byte) ([]byte, error) {
	return evaluatorPool.abi.Pack("withdraw", serviceType)
}

// EvaluatorPoolAssigned represents a Assigned event raised by the EvaluatorPool contract.
type EvaluatorPoolAssigned struct {
	Seat       common.Address
	JobId      *big.Int
	Role       uint8
	Evaluators []common.Address
	Quorum     uint8
	Seed       [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolAssignedEventName = "Assigned"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolAssigned) ContractEventName() string {
	return EvaluatorPoolAssignedEventName
}

// UnpackAssignedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Assigned(address indexed seat, uint256 indexed jobId, uint8 role, address[] evaluators, uint8 quorum, bytes32 seed)
func (evaluatorPool *EvaluatorPool) UnpackAssignedEvent(log *types.Log) (*EvaluatorPoolAssigned, error) {
	event := "Assigned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolAssigned)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolCanariesCommitted represents a CanariesCommitted event raised by the EvaluatorPool contract.
type EvaluatorPoolCanariesCommitted struct {
	Count *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolCanariesCommittedEventName = "CanariesCommitted"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolCanariesCommitted) ContractEventName() string {
	return EvaluatorPoolCanariesCommittedEventName
}

// UnpackCanariesCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CanariesCommitted(uint256 count)
func (evaluatorPool *EvaluatorPool) UnpackCanariesCommittedEvent(log *types.Log) (*EvaluatorPoolCanariesCommitted, error) {
	event := "CanariesCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolCanariesCommitted)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolCanaryScored represents a CanaryScored event raised by the EvaluatorPool contract.
type EvaluatorPoolCanaryScored struct {
	Evaluator   common.Address
	ServiceType [32]byte
	JobId       *big.Int
	Passed      bool
	Deviation   uint16
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolCanaryScoredEventName = "CanaryScored"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolCanaryScored) ContractEventName() string {
	return EvaluatorPoolCanaryScoredEventName
}

// UnpackCanaryScoredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CanaryScored(address indexed evaluator, bytes32 indexed serviceType, uint256 indexed jobId, bool passed, uint16 deviation)
func (evaluatorPool *EvaluatorPool) UnpackCanaryScoredEvent(log *types.Log) (*EvaluatorPoolCanaryScored, error) {
	event := "CanaryScored"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolCanaryScored)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolDrawRequested represents a DrawRequested event raised by the EvaluatorPool contract.
type EvaluatorPoolDrawRequested struct {
	Seat         common.Address
	JobId        *big.Int
	RequestBlock *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolDrawRequestedEventName = "DrawRequested"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolDrawRequested) ContractEventName() string {
	return EvaluatorPoolDrawRequestedEventName
}

// UnpackDrawRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DrawRequested(address indexed seat, uint256 indexed jobId, uint256 requestBlock)
func (evaluatorPool *EvaluatorPool) UnpackDrawRequestedEvent(log *types.Log) (*EvaluatorPoolDrawRequested, error) {
	event := "DrawRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolDrawRequested)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolEvaluated represents a Evaluated event raised by the EvaluatorPool contract.
type EvaluatorPoolEvaluated struct {
	Evaluator   common.Address
	ServiceType [32]byte
	JobId       *big.Int
	Counted     bool
	Deviation   uint16
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolEvaluatedEventName = "Evaluated"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolEvaluated) ContractEventName() string {
	return EvaluatorPoolEvaluatedEventName
}

// UnpackEvaluatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Evaluated(address indexed evaluator, bytes32 indexed serviceType, uint256 indexed jobId, bool counted, uint16 deviation)
func (evaluatorPool *EvaluatorPool) UnpackEvaluatedEvent(log *types.Log) (*EvaluatorPoolEvaluated, error) {
	event := "Evaluated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolEvaluated)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolLeft represents a Left event raised by the EvaluatorPool contract.
type EvaluatorPoolLeft struct {
	Evaluator   common.Address
	ServiceType [32]byte
	LeaveAt     *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolLeftEventName = "Left"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolLeft) ContractEventName() string {
	return EvaluatorPoolLeftEventName
}

// UnpackLeftEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Left(address indexed evaluator, bytes32 indexed serviceType, uint256 leaveAt)
func (evaluatorPool *EvaluatorPool) UnpackLeftEvent(log *types.Log) (*EvaluatorPoolLeft, error) {
	event := "Left"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolLeft)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolNegotiationOpened represents a NegotiationOpened event raised by the EvaluatorPool contract.
type EvaluatorPoolNegotiationOpened struct {
	Seat     common.Address
	JobId    *big.Int
	Deadline *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolNegotiationOpenedEventName = "NegotiationOpened"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolNegotiationOpened) ContractEventName() string {
	return EvaluatorPoolNegotiationOpenedEventName
}

// UnpackNegotiationOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NegotiationOpened(address indexed seat, uint256 indexed jobId, uint256 deadline)
func (evaluatorPool *EvaluatorPool) UnpackNegotiationOpenedEvent(log *types.Log) (*EvaluatorPoolNegotiationOpened, error) {
	event := "NegotiationOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolNegotiationOpened)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolPolicyOpened represents a PolicyOpened event raised by the EvaluatorPool contract.
type EvaluatorPoolPolicyOpened struct {
	PolicyId       [32]byte
	Policy         IEvaluatorPoolPolicy
	EvaluatorsSeat common.Address
	BackupSeat     common.Address
	ResolverSeat   common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolPolicyOpenedEventName = "PolicyOpened"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolPolicyOpened) ContractEventName() string {
	return EvaluatorPoolPolicyOpenedEventName
}

// UnpackPolicyOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PolicyOpened(bytes32 indexed policyId, (bytes32,uint8,uint8,uint8,uint8,uint8,uint8,uint16) policy, address evaluatorsSeat, address backupSeat, address resolverSeat)
func (evaluatorPool *EvaluatorPool) UnpackPolicyOpenedEvent(log *types.Log) (*EvaluatorPoolPolicyOpened, error) {
	event := "PolicyOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolPolicyOpened)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolProposed represents a Proposed event raised by the EvaluatorPool contract.
type EvaluatorPoolProposed struct {
	Seat       common.Address
	JobId      *big.Int
	By         common.Address
	Evaluators []common.Address
	Round      uint8
	Raw        *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolProposedEventName = "Proposed"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolProposed) ContractEventName() string {
	return EvaluatorPoolProposedEventName
}

// UnpackProposedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Proposed(address indexed seat, uint256 indexed jobId, address indexed by, address[] evaluators, uint8 round)
func (evaluatorPool *EvaluatorPool) UnpackProposedEvent(log *types.Log) (*EvaluatorPoolProposed, error) {
	event := "Proposed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolProposed)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolQualificationChanged represents a QualificationChanged event raised by the EvaluatorPool contract.
type EvaluatorPoolQualificationChanged struct {
	Evaluator   common.Address
	ServiceType [32]byte
	Status      uint8
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolQualificationChangedEventName = "QualificationChanged"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolQualificationChanged) ContractEventName() string {
	return EvaluatorPoolQualificationChangedEventName
}

// UnpackQualificationChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event QualificationChanged(address indexed evaluator, bytes32 indexed serviceType, uint8 status)
func (evaluatorPool *EvaluatorPool) UnpackQualificationChangedEvent(log *types.Log) (*EvaluatorPoolQualificationChanged, error) {
	event := "QualificationChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolQualificationChanged)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolRecorded represents a Recorded event raised by the EvaluatorPool contract.
type EvaluatorPoolRecorded struct {
	Seat  common.Address
	JobId *big.Int
	Tally *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolRecordedEventName = "Recorded"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolRecorded) ContractEventName() string {
	return EvaluatorPoolRecordedEventName
}

// UnpackRecordedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Recorded(address indexed seat, uint256 indexed jobId, uint256 tally)
func (evaluatorPool *EvaluatorPool) UnpackRecordedEvent(log *types.Log) (*EvaluatorPoolRecorded, error) {
	event := "Recorded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolRecorded)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolRegistered represents a Registered event raised by the EvaluatorPool contract.
type EvaluatorPoolRegistered struct {
	Evaluator   common.Address
	ServiceType [32]byte
	Stake       *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolRegisteredEventName = "Registered"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolRegistered) ContractEventName() string {
	return EvaluatorPoolRegisteredEventName
}

// UnpackRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Registered(address indexed evaluator, bytes32 indexed serviceType, uint256 stake)
func (evaluatorPool *EvaluatorPool) UnpackRegisteredEvent(log *types.Log) (*EvaluatorPoolRegistered, error) {
	event := "Registered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolRegistered)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolResolvedThroughPool represents a ResolvedThroughPool event raised by the EvaluatorPool contract.
type EvaluatorPoolResolvedThroughPool struct {
	Seat        common.Address
	JobId       *big.Int
	Resolver    common.Address
	ProviderBps uint16
	PolicyBps   uint16
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolResolvedThroughPoolEventName = "ResolvedThroughPool"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolResolvedThroughPool) ContractEventName() string {
	return EvaluatorPoolResolvedThroughPoolEventName
}

// UnpackResolvedThroughPoolEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ResolvedThroughPool(address indexed seat, uint256 indexed jobId, address indexed resolver, uint16 providerBps, uint16 policyBps)
func (evaluatorPool *EvaluatorPool) UnpackResolvedThroughPoolEvent(log *types.Log) (*EvaluatorPoolResolvedThroughPool, error) {
	event := "ResolvedThroughPool"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolResolvedThroughPool)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolSlashed represents a Slashed event raised by the EvaluatorPool contract.
type EvaluatorPoolSlashed struct {
	Evaluator   common.Address
	ServiceType [32]byte
	Amount      *big.Int
	To          common.Address
	Reason      [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolSlashedEventName = "Slashed"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolSlashed) ContractEventName() string {
	return EvaluatorPoolSlashedEventName
}

// UnpackSlashedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Slashed(address indexed evaluator, bytes32 indexed serviceType, uint256 amount, address indexed to, bytes32 reason)
func (evaluatorPool *EvaluatorPool) UnpackSlashedEvent(log *types.Log) (*EvaluatorPoolSlashed, error) {
	event := "Slashed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolSlashed)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolStakeAdded represents a StakeAdded event raised by the EvaluatorPool contract.
type EvaluatorPoolStakeAdded struct {
	Evaluator   common.Address
	ServiceType [32]byte
	Amount      *big.Int
	Stake       *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolStakeAddedEventName = "StakeAdded"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolStakeAdded) ContractEventName() string {
	return EvaluatorPoolStakeAddedEventName
}

// UnpackStakeAddedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StakeAdded(address indexed evaluator, bytes32 indexed serviceType, uint256 amount, uint256 stake)
func (evaluatorPool *EvaluatorPool) UnpackStakeAddedEvent(log *types.Log) (*EvaluatorPoolStakeAdded, error) {
	event := "StakeAdded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolStakeAdded)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// EvaluatorPoolWithdrawn represents a Withdrawn event raised by the EvaluatorPool contract.
type EvaluatorPoolWithdrawn struct {
	Evaluator   common.Address
	ServiceType [32]byte
	Amount      *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const EvaluatorPoolWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (EvaluatorPoolWithdrawn) ContractEventName() string {
	return EvaluatorPoolWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed evaluator, bytes32 indexed serviceType, uint256 amount)
func (evaluatorPool *EvaluatorPool) UnpackWithdrawnEvent(log *types.Log) (*EvaluatorPoolWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != evaluatorPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EvaluatorPoolWithdrawn)
	if len(log.Data) > 0 {
		if err := evaluatorPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range evaluatorPool.abi.Events[event].Inputs {
		if arg.Indexed {
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
func (evaluatorPool *EvaluatorPool) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["AlreadyAssigned"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackAlreadyAssignedError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["CanaryCommittedLate"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackCanaryCommittedLateError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["CanaryRevealed"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackCanaryRevealedError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["CloneArgumentsTooLong"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackCloneArgumentsTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["Create2EmptyBytecode"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackCreate2EmptyBytecodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["DrawPending"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackDrawPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["DrawTooEarly"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackDrawTooEarlyError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["DrawWindowMissed"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackDrawWindowMissedError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["FailedDeployment"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackFailedDeploymentError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["InsufficientBalance"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackInsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["InvalidConfig"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackInvalidConfigError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["InvalidPolicy"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackInvalidPolicyError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["NegotiationOpen"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackNegotiationOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["NegotiationOver"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackNegotiationOverError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["NoDrawRequested"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackNoDrawRequestedError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["NotAParty"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackNotAPartyError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["NotCanaryOperator"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackNotCanaryOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["NotEligible"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackNotEligibleError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["NotEnoughEvaluators"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackNotEnoughEvaluatorsError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["NotForSeat"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackNotForSeatError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["NotRecordable"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackNotRecordableError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["NotTheResolver"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackNotTheResolverError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["StakeTooLow"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackStakeTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["StillBonded"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackStillBondedError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["UnknownCanary"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackUnknownCanaryError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["UnknownSeat"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackUnknownSeatError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["WrongMode"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackWrongModeError(raw[4:])
	}
	if bytes.Equal(raw[:4], evaluatorPool.abi.Errors["WrongStatus"].ID.Bytes()[:4]) {
		return evaluatorPool.UnpackWrongStatusError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// EvaluatorPoolAlreadyAssigned represents a AlreadyAssigned error raised by the EvaluatorPool contract.
type EvaluatorPoolAlreadyAssigned struct {
	Seat  common.Address
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyAssigned(address seat, uint256 jobId)
func EvaluatorPoolAlreadyAssignedErrorID() common.Hash {
	return common.HexToHash("0x966689e287d07c11217bf1bdf18c374e0b7f0c9c0e44cad04dcbda894c03dc66")
}

// UnpackAlreadyAssignedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyAssigned(address seat, uint256 jobId)
func (evaluatorPool *EvaluatorPool) UnpackAlreadyAssignedError(raw []byte) (*EvaluatorPoolAlreadyAssigned, error) {
	out := new(EvaluatorPoolAlreadyAssigned)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "AlreadyAssigned", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolCanaryCommittedLate represents a CanaryCommittedLate error raised by the EvaluatorPool contract.
type EvaluatorPoolCanaryCommittedLate struct {
	CommittedAt *big.Int
	AssignedAt  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CanaryCommittedLate(uint256 committedAt, uint256 assignedAt)
func EvaluatorPoolCanaryCommittedLateErrorID() common.Hash {
	return common.HexToHash("0xa03a3332630982941a91699f48b9598ab592372a0cd627d7bda3e5b9ad23328d")
}

// UnpackCanaryCommittedLateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CanaryCommittedLate(uint256 committedAt, uint256 assignedAt)
func (evaluatorPool *EvaluatorPool) UnpackCanaryCommittedLateError(raw []byte) (*EvaluatorPoolCanaryCommittedLate, error) {
	out := new(EvaluatorPoolCanaryCommittedLate)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "CanaryCommittedLate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolCanaryRevealed represents a CanaryRevealed error raised by the EvaluatorPool contract.
type EvaluatorPoolCanaryRevealed struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CanaryRevealed(uint256 jobId)
func EvaluatorPoolCanaryRevealedErrorID() common.Hash {
	return common.HexToHash("0xe7d671abfd996647b1bc0237613eca944922d477c9744ad871a415795c2c5f63")
}

// UnpackCanaryRevealedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CanaryRevealed(uint256 jobId)
func (evaluatorPool *EvaluatorPool) UnpackCanaryRevealedError(raw []byte) (*EvaluatorPoolCanaryRevealed, error) {
	out := new(EvaluatorPoolCanaryRevealed)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "CanaryRevealed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolCloneArgumentsTooLong represents a CloneArgumentsTooLong error raised by the EvaluatorPool contract.
type EvaluatorPoolCloneArgumentsTooLong struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CloneArgumentsTooLong()
func EvaluatorPoolCloneArgumentsTooLongErrorID() common.Hash {
	return common.HexToHash("0x94289054871591d3430cc609d2f0e85b3474ba36313e71e06c09c95ae956555b")
}

// UnpackCloneArgumentsTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CloneArgumentsTooLong()
func (evaluatorPool *EvaluatorPool) UnpackCloneArgumentsTooLongError(raw []byte) (*EvaluatorPoolCloneArgumentsTooLong, error) {
	out := new(EvaluatorPoolCloneArgumentsTooLong)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "CloneArgumentsTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolCreate2EmptyBytecode represents a Create2EmptyBytecode error raised by the EvaluatorPool contract.
type EvaluatorPoolCreate2EmptyBytecode struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Create2EmptyBytecode()
func EvaluatorPoolCreate2EmptyBytecodeErrorID() common.Hash {
	return common.HexToHash("0x4ca249dcffe41558ef8b961d71c905e4fa4317a1663f377b9610642e4e0abdb6")
}

// UnpackCreate2EmptyBytecodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Create2EmptyBytecode()
func (evaluatorPool *EvaluatorPool) UnpackCreate2EmptyBytecodeError(raw []byte) (*EvaluatorPoolCreate2EmptyBytecode, error) {
	out := new(EvaluatorPoolCreate2EmptyBytecode)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "Create2EmptyBytecode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolDrawPending represents a DrawPending error raised by the EvaluatorPool contract.
type EvaluatorPoolDrawPending struct {
	Seat         common.Address
	JobId        *big.Int
	RequestBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DrawPending(address seat, uint256 jobId, uint256 requestBlock)
func EvaluatorPoolDrawPendingErrorID() common.Hash {
	return common.HexToHash("0x7206f3d1d9c5ae30dd375db9d95a1918ccfc20a4c54e153dd5df9d2b81854e85")
}

// UnpackDrawPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DrawPending(address seat, uint256 jobId, uint256 requestBlock)
func (evaluatorPool *EvaluatorPool) UnpackDrawPendingError(raw []byte) (*EvaluatorPoolDrawPending, error) {
	out := new(EvaluatorPoolDrawPending)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "DrawPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolDrawTooEarly represents a DrawTooEarly error raised by the EvaluatorPool contract.
type EvaluatorPoolDrawTooEarly struct {
	RequestBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DrawTooEarly(uint256 requestBlock)
func EvaluatorPoolDrawTooEarlyErrorID() common.Hash {
	return common.HexToHash("0x781d2b7a54c2d34a74b7376b33797434505da813991e4d2bd70437178a568b89")
}

// UnpackDrawTooEarlyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DrawTooEarly(uint256 requestBlock)
func (evaluatorPool *EvaluatorPool) UnpackDrawTooEarlyError(raw []byte) (*EvaluatorPoolDrawTooEarly, error) {
	out := new(EvaluatorPoolDrawTooEarly)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "DrawTooEarly", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolDrawWindowMissed represents a DrawWindowMissed error raised by the EvaluatorPool contract.
type EvaluatorPoolDrawWindowMissed struct {
	RequestBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DrawWindowMissed(uint256 requestBlock)
func EvaluatorPoolDrawWindowMissedErrorID() common.Hash {
	return common.HexToHash("0xd29dae1be52a536917d38e5c59ff5a40d0ca38fb717a7cbd9ff822a2d315671c")
}

// UnpackDrawWindowMissedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DrawWindowMissed(uint256 requestBlock)
func (evaluatorPool *EvaluatorPool) UnpackDrawWindowMissedError(raw []byte) (*EvaluatorPoolDrawWindowMissed, error) {
	out := new(EvaluatorPoolDrawWindowMissed)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "DrawWindowMissed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolFailedDeployment represents a FailedDeployment error raised by the EvaluatorPool contract.
type EvaluatorPoolFailedDeployment struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedDeployment()
func EvaluatorPoolFailedDeploymentErrorID() common.Hash {
	return common.HexToHash("0xb06ebf3d5067824a3fe5d5ba19471e035a7de6c88dac362c77b162830a5b9093")
}

// UnpackFailedDeploymentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedDeployment()
func (evaluatorPool *EvaluatorPool) UnpackFailedDeploymentError(raw []byte) (*EvaluatorPoolFailedDeployment, error) {
	out := new(EvaluatorPoolFailedDeployment)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "FailedDeployment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolInsufficientBalance represents a InsufficientBalance error raised by the EvaluatorPool contract.
type EvaluatorPoolInsufficientBalance struct {
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func EvaluatorPoolInsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xcf4791818fba6e019216eb4864093b4947f674afada5d305e57d598b641dad1d")
}

// UnpackInsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func (evaluatorPool *EvaluatorPool) UnpackInsufficientBalanceError(raw []byte) (*EvaluatorPoolInsufficientBalance, error) {
	out := new(EvaluatorPoolInsufficientBalance)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolInvalidConfig represents a InvalidConfig error raised by the EvaluatorPool contract.
type EvaluatorPoolInvalidConfig struct {
	Reason string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidConfig(string reason)
func EvaluatorPoolInvalidConfigErrorID() common.Hash {
	return common.HexToHash("0x89a61989863f97edef3cf9672465dbf8e5f073c532d59146a86917af6f971ea7")
}

// UnpackInvalidConfigError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidConfig(string reason)
func (evaluatorPool *EvaluatorPool) UnpackInvalidConfigError(raw []byte) (*EvaluatorPoolInvalidConfig, error) {
	out := new(EvaluatorPoolInvalidConfig)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "InvalidConfig", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolInvalidPolicy represents a InvalidPolicy error raised by the EvaluatorPool contract.
type EvaluatorPoolInvalidPolicy struct {
	Reason string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidPolicy(string reason)
func EvaluatorPoolInvalidPolicyErrorID() common.Hash {
	return common.HexToHash("0x53e95a6746b73babc907c0d961843a348e2d705a653b69415d10bb437dd74c83")
}

// UnpackInvalidPolicyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidPolicy(string reason)
func (evaluatorPool *EvaluatorPool) UnpackInvalidPolicyError(raw []byte) (*EvaluatorPoolInvalidPolicy, error) {
	out := new(EvaluatorPoolInvalidPolicy)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "InvalidPolicy", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolNegotiationOpen represents a NegotiationOpen error raised by the EvaluatorPool contract.
type EvaluatorPoolNegotiationOpen struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NegotiationOpen(uint256 deadline)
func EvaluatorPoolNegotiationOpenErrorID() common.Hash {
	return common.HexToHash("0xd8d24f1ca342c6309393fe22aa75d42049e1c5ffb49627ef3ec905ae8440e6a5")
}

// UnpackNegotiationOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NegotiationOpen(uint256 deadline)
func (evaluatorPool *EvaluatorPool) UnpackNegotiationOpenError(raw []byte) (*EvaluatorPoolNegotiationOpen, error) {
	out := new(EvaluatorPoolNegotiationOpen)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "NegotiationOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolNegotiationOver represents a NegotiationOver error raised by the EvaluatorPool contract.
type EvaluatorPoolNegotiationOver struct {
	Seat  common.Address
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NegotiationOver(address seat, uint256 jobId)
func EvaluatorPoolNegotiationOverErrorID() common.Hash {
	return common.HexToHash("0x46f97dc1aa30cc2ae3a0bcd1dc03f6f5cdbb3f7945f5d19baa0aa2b77addbc16")
}

// UnpackNegotiationOverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NegotiationOver(address seat, uint256 jobId)
func (evaluatorPool *EvaluatorPool) UnpackNegotiationOverError(raw []byte) (*EvaluatorPoolNegotiationOver, error) {
	out := new(EvaluatorPoolNegotiationOver)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "NegotiationOver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolNoDrawRequested represents a NoDrawRequested error raised by the EvaluatorPool contract.
type EvaluatorPoolNoDrawRequested struct {
	Seat  common.Address
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoDrawRequested(address seat, uint256 jobId)
func EvaluatorPoolNoDrawRequestedErrorID() common.Hash {
	return common.HexToHash("0xfb8f52112fd2be87e9722c68200c10faf8aee133083b912d8f2e7c00ef7df181")
}

// UnpackNoDrawRequestedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoDrawRequested(address seat, uint256 jobId)
func (evaluatorPool *EvaluatorPool) UnpackNoDrawRequestedError(raw []byte) (*EvaluatorPoolNoDrawRequested, error) {
	out := new(EvaluatorPoolNoDrawRequested)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "NoDrawRequested", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolNotAParty represents a NotAParty error raised by the EvaluatorPool contract.
type EvaluatorPoolNotAParty struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAParty(address caller)
func EvaluatorPoolNotAPartyErrorID() common.Hash {
	return common.HexToHash("0x544fc10d7aff1e3529ab59ec6d6be15cbf0faaaf24bef75e9574c9055153dfe6")
}

// UnpackNotAPartyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAParty(address caller)
func (evaluatorPool *EvaluatorPool) UnpackNotAPartyError(raw []byte) (*EvaluatorPoolNotAParty, error) {
	out := new(EvaluatorPoolNotAParty)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "NotAParty", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolNotCanaryOperator represents a NotCanaryOperator error raised by the EvaluatorPool contract.
type EvaluatorPoolNotCanaryOperator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotCanaryOperator(address caller)
func EvaluatorPoolNotCanaryOperatorErrorID() common.Hash {
	return common.HexToHash("0x14bb6658838e9b54f101da64ef5c132df6b15aae5ee6411b20b51a3b33f18e67")
}

// UnpackNotCanaryOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotCanaryOperator(address caller)
func (evaluatorPool *EvaluatorPool) UnpackNotCanaryOperatorError(raw []byte) (*EvaluatorPoolNotCanaryOperator, error) {
	out := new(EvaluatorPoolNotCanaryOperator)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "NotCanaryOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolNotEligible represents a NotEligible error raised by the EvaluatorPool contract.
type EvaluatorPoolNotEligible struct {
	Evaluator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotEligible(address evaluator)
func EvaluatorPoolNotEligibleErrorID() common.Hash {
	return common.HexToHash("0x3a1c15459966f5fa3e7d8713ad0e63b4cee156d349e2b0fad60740a4394a2731")
}

// UnpackNotEligibleError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotEligible(address evaluator)
func (evaluatorPool *EvaluatorPool) UnpackNotEligibleError(raw []byte) (*EvaluatorPoolNotEligible, error) {
	out := new(EvaluatorPoolNotEligible)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "NotEligible", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolNotEnoughEvaluators represents a NotEnoughEvaluators error raised by the EvaluatorPool contract.
type EvaluatorPoolNotEnoughEvaluators struct {
	ServiceType [32]byte
	Wanted      *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotEnoughEvaluators(bytes32 serviceType, uint256 wanted)
func EvaluatorPoolNotEnoughEvaluatorsErrorID() common.Hash {
	return common.HexToHash("0x5ba451420ace49fff1835e396962874f7dc25a1028fb86191d87bba8d784507a")
}

// UnpackNotEnoughEvaluatorsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotEnoughEvaluators(bytes32 serviceType, uint256 wanted)
func (evaluatorPool *EvaluatorPool) UnpackNotEnoughEvaluatorsError(raw []byte) (*EvaluatorPoolNotEnoughEvaluators, error) {
	out := new(EvaluatorPoolNotEnoughEvaluators)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "NotEnoughEvaluators", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolNotForSeat represents a NotForSeat error raised by the EvaluatorPool contract.
type EvaluatorPoolNotForSeat struct {
	Seat  common.Address
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotForSeat(address seat, uint256 jobId)
func EvaluatorPoolNotForSeatErrorID() common.Hash {
	return common.HexToHash("0x0099a8b748d8904c9ab34b9127c67993d315a427f8977a9ff4ccbae2b0c5f14f")
}

// UnpackNotForSeatError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotForSeat(address seat, uint256 jobId)
func (evaluatorPool *EvaluatorPool) UnpackNotForSeatError(raw []byte) (*EvaluatorPoolNotForSeat, error) {
	out := new(EvaluatorPoolNotForSeat)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "NotForSeat", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolNotRecordable represents a NotRecordable error raised by the EvaluatorPool contract.
type EvaluatorPoolNotRecordable struct {
	JobId  *big.Int
	Status uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRecordable(uint256 jobId, uint8 status)
func EvaluatorPoolNotRecordableErrorID() common.Hash {
	return common.HexToHash("0xfcbff22b754761cb374cd100eca4977f244b7d3a7e4f27c00bae0d375dbcf44a")
}

// UnpackNotRecordableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRecordable(uint256 jobId, uint8 status)
func (evaluatorPool *EvaluatorPool) UnpackNotRecordableError(raw []byte) (*EvaluatorPoolNotRecordable, error) {
	out := new(EvaluatorPoolNotRecordable)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "NotRecordable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolNotTheResolver represents a NotTheResolver error raised by the EvaluatorPool contract.
type EvaluatorPoolNotTheResolver struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotTheResolver(address caller)
func EvaluatorPoolNotTheResolverErrorID() common.Hash {
	return common.HexToHash("0x4b1e8a3f41f427277a2de471cadc547660aaff72d0f2829f27d1ad364edba98d")
}

// UnpackNotTheResolverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotTheResolver(address caller)
func (evaluatorPool *EvaluatorPool) UnpackNotTheResolverError(raw []byte) (*EvaluatorPoolNotTheResolver, error) {
	out := new(EvaluatorPoolNotTheResolver)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "NotTheResolver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the EvaluatorPool contract.
type EvaluatorPoolReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func EvaluatorPoolReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (evaluatorPool *EvaluatorPool) UnpackReentrancyGuardReentrantCallError(raw []byte) (*EvaluatorPoolReentrancyGuardReentrantCall, error) {
	out := new(EvaluatorPoolReentrancyGuardReentrantCall)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the EvaluatorPool contract.
type EvaluatorPoolSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func EvaluatorPoolSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (evaluatorPool *EvaluatorPool) UnpackSafeERC20FailedOperationError(raw []byte) (*EvaluatorPoolSafeERC20FailedOperation, error) {
	out := new(EvaluatorPoolSafeERC20FailedOperation)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolStakeTooLow represents a StakeTooLow error raised by the EvaluatorPool contract.
type EvaluatorPoolStakeTooLow struct {
	Stake    *big.Int
	MinStake *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StakeTooLow(uint256 stake, uint256 minStake)
func EvaluatorPoolStakeTooLowErrorID() common.Hash {
	return common.HexToHash("0x829f11638d406de2605d01f8ea108c1f13393def0f2b7b6e6ffffd9996d50bd5")
}

// UnpackStakeTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StakeTooLow(uint256 stake, uint256 minStake)
func (evaluatorPool *EvaluatorPool) UnpackStakeTooLowError(raw []byte) (*EvaluatorPoolStakeTooLow, error) {
	out := new(EvaluatorPoolStakeTooLow)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "StakeTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolStillBonded represents a StillBonded error raised by the EvaluatorPool contract.
type EvaluatorPoolStillBonded struct {
	LeaveAt  *big.Int
	OpenJobs uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StillBonded(uint256 leaveAt, uint32 openJobs)
func EvaluatorPoolStillBondedErrorID() common.Hash {
	return common.HexToHash("0xc3fa65b3faab9ee27b03e34871ca8254ed39dda2054af5ecbd788df02fe5f5e2")
}

// UnpackStillBondedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StillBonded(uint256 leaveAt, uint32 openJobs)
func (evaluatorPool *EvaluatorPool) UnpackStillBondedError(raw []byte) (*EvaluatorPoolStillBonded, error) {
	out := new(EvaluatorPoolStillBonded)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "StillBonded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolUnknownCanary represents a UnknownCanary error raised by the EvaluatorPool contract.
type EvaluatorPoolUnknownCanary struct {
	Commitment [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownCanary(bytes32 commitment)
func EvaluatorPoolUnknownCanaryErrorID() common.Hash {
	return common.HexToHash("0xe3e27408b99a11333bf100a3eb91b40bf03a38f171cb17e455fce78e89b962e7")
}

// UnpackUnknownCanaryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownCanary(bytes32 commitment)
func (evaluatorPool *EvaluatorPool) UnpackUnknownCanaryError(raw []byte) (*EvaluatorPoolUnknownCanary, error) {
	out := new(EvaluatorPoolUnknownCanary)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "UnknownCanary", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolUnknownSeat represents a UnknownSeat error raised by the EvaluatorPool contract.
type EvaluatorPoolUnknownSeat struct {
	Seat common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownSeat(address seat)
func EvaluatorPoolUnknownSeatErrorID() common.Hash {
	return common.HexToHash("0x35586983b1cbe7f9f660c2d7ffc1158343a9452dfb488df1d251fb67b37aabd9")
}

// UnpackUnknownSeatError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownSeat(address seat)
func (evaluatorPool *EvaluatorPool) UnpackUnknownSeatError(raw []byte) (*EvaluatorPoolUnknownSeat, error) {
	out := new(EvaluatorPoolUnknownSeat)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "UnknownSeat", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolWrongMode represents a WrongMode error raised by the EvaluatorPool contract.
type EvaluatorPoolWrongMode struct {
	Seat common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongMode(address seat)
func EvaluatorPoolWrongModeErrorID() common.Hash {
	return common.HexToHash("0x92e82133a0d7dd0e597faf1555ebb86c05463a511cee0ee0787fb3959523392f")
}

// UnpackWrongModeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongMode(address seat)
func (evaluatorPool *EvaluatorPool) UnpackWrongModeError(raw []byte) (*EvaluatorPoolWrongMode, error) {
	out := new(EvaluatorPoolWrongMode)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "WrongMode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluatorPoolWrongStatus represents a WrongStatus error raised by the EvaluatorPool contract.
type EvaluatorPoolWrongStatus struct {
	Evaluator   common.Address
	ServiceType [32]byte
	Status      uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongStatus(address evaluator, bytes32 serviceType, uint8 status)
func EvaluatorPoolWrongStatusErrorID() common.Hash {
	return common.HexToHash("0xfb774e0a395877919a38c59f69f42b0db47e667d549aaaf37add025b60d5edd9")
}

// UnpackWrongStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongStatus(address evaluator, bytes32 serviceType, uint8 status)
func (evaluatorPool *EvaluatorPool) UnpackWrongStatusError(raw []byte) (*EvaluatorPoolWrongStatus, error) {
	out := new(EvaluatorPoolWrongStatus)
	if err := evaluatorPool.abi.UnpackIntoInterface(out, "WrongStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}
