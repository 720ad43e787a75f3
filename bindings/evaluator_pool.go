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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIAsaEscrow\",\"name\":\"escrow_\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint96\",\"name\":\"minStake\",\"type\":\"uint96\"},{\"internalType\":\"uint32\",\"name\":\"minEvaluations\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"minCanaries\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"minCanaryPassBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"canaryToleranceBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxDeviationBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"grossMissBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"slashBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"overturnBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"unbondingDelay\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"mutualWindow\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"canaryOperator\",\"type\":\"address\"}],\"internalType\":\"structIEvaluatorPool.Config\",\"name\":\"cfg\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyAssigned\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"committedAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"assignedAt\",\"type\":\"uint256\"}],\"name\":\"CanaryCommittedLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"CanaryRevealed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CloneArgumentsTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Create2EmptyBytecode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawWindowMissed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedDeployment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidConfig\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidPolicy\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"NegotiationOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NegotiationOver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NoDrawRequested\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAParty\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotCanaryOperator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"NotEligible\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"wanted\",\"type\":\"uint256\"}],\"name\":\"NotEnoughEvaluators\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NotForSeat\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"NotRecordable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotTheResolver\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minStake\",\"type\":\"uint256\"}],\"name\":\"StakeTooLow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"leaveAt\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"openJobs\",\"type\":\"uint32\"}],\"name\":\"StillBonded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"}],\"name\":\"UnknownCanary\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"}],\"name\":\"UnknownSeat\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"}],\"name\":\"WrongMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumIEvaluatorPool.Role\",\"name\":\"role\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"}],\"name\":\"Assigned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"CanariesCommitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"deviation\",\"type\":\"uint16\"}],\"name\":\"CanaryScored\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"counted\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"deviation\",\"type\":\"uint16\"}],\"name\":\"Evaluated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"leaveAt\",\"type\":\"uint256\"}],\"name\":\"Left\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"NegotiationOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Mode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rounds\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rotation\",\"type\":\"uint8\"},{\"internalType\":\"enumIEvaluatorPool.FailureAction\",\"name\":\"failureAction\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"canaryEvery\",\"type\":\"uint16\"}],\"indexed\":false,\"internalType\":\"structIEvaluatorPool.Policy\",\"name\":\"policy\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluatorsSeat\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"backupSeat\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"resolverSeat\",\"type\":\"address\"}],\"name\":\"PolicyOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"name\":\"Proposed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"enumIEvaluatorPool.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"QualificationChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"tally\",\"type\":\"uint256\"}],\"name\":\"Recorded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"Registered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"policyBps\",\"type\":\"uint16\"}],\"name\":\"ResolvedThroughPool\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"Slashed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"StakeAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BURN\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CANARY_WINDOW\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"uint96\",\"name\":\"amount\",\"type\":\"uint96\"}],\"name\":\"addStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"appointProbation\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"assignmentOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"requestBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint40\",\"name\":\"assignedAt\",\"type\":\"uint40\"},{\"internalType\":\"bool\",\"name\":\"recorded\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"canaryRevealed\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"tally\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"internalType\":\"structIEvaluatorPool.Assignment\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"commitments\",\"type\":\"bytes32[]\"}],\"name\":\"commitCanaries\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"config\",\"outputs\":[{\"components\":[{\"internalType\":\"uint96\",\"name\":\"minStake\",\"type\":\"uint96\"},{\"internalType\":\"uint32\",\"name\":\"minEvaluations\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"minCanaries\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"minCanaryPassBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"canaryToleranceBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxDeviationBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"grossMissBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"slashBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"overturnBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"unbondingDelay\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"mutualWindow\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"canaryOperator\",\"type\":\"address\"}],\"internalType\":\"structIEvaluatorPool.Config\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"draw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"entry\",\"outputs\":[{\"components\":[{\"internalType\":\"uint96\",\"name\":\"stake\",\"type\":\"uint96\"},{\"internalType\":\"enumIEvaluatorPool.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"evaluations\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"canaryWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"canaryCount\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"listIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"openJobs\",\"type\":\"uint32\"},{\"internalType\":\"uint40\",\"name\":\"leaveAt\",\"type\":\"uint40\"},{\"internalType\":\"uint64\",\"name\":\"deviationSum\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"deviationSamples\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"canaryPasses\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"canaryMisses\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"silences\",\"type\":\"uint32\"}],\"internalType\":\"structIEvaluatorPool.Entry\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"contractIAsaEscrow\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Mode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rounds\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rotation\",\"type\":\"uint8\"},{\"internalType\":\"enumIEvaluatorPool.FailureAction\",\"name\":\"failureAction\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"canaryEvery\",\"type\":\"uint16\"}],\"internalType\":\"structIEvaluatorPool.Policy\",\"name\":\"policy\",\"type\":\"tuple\"}],\"name\":\"openPolicy\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"}],\"name\":\"policyOf\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Mode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rounds\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rotation\",\"type\":\"uint8\"},{\"internalType\":\"enumIEvaluatorPool.FailureAction\",\"name\":\"failureAction\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"canaryEvery\",\"type\":\"uint16\"}],\"internalType\":\"structIEvaluatorPool.Policy\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"propose\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"qualified\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"record\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"uint96\",\"name\":\"stake\",\"type\":\"uint96\"}],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"requestDraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"resign\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"expectedScore\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"expectedPassed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"revealCanary\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"seatCode\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"}],\"name\":\"seatInfo\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"known\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Role\",\"name\":\"role\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "EvaluatorPool",
	Bin: "0x60e0806040523461041a5780615dfa803803809161001d8285610537565b83398101036101a0811261041a578151906001600160a01b0382169081830361041a5761018090601f19011261041a576040519061018082016001600160401b038111838210176103cc5760405260208401516001600160601b038116810361041a57825261008e6040850161055a565b60208301908152606085015160ff8116810361041a57858493918492604084019182526100bd6080840161056b565b91606085019283526100d160a0850161056b565b90608086019182526100e560c0860161056b565b9060a087019182526100f960e0870161056b565b9360c0880194855261018061014f6101606101176101008b0161056b565b9960e08c019a8b5261010061012f610120830161056b565b9c019b8c52610120610144610140830161055a565b9e019d8e520161055a565b6101408d019081529d01519b6001600160a01b038d16808e0361041a576101608d019d8e52821590811561052e575b506104f9578b516001600160601b0316156104c75761271061ffff8851161180156104b7575b80156104a7575b61045b5761271061ffff895116118015610497575b8015610487575b61045b57601460ff8451161161042657608052604051637e062a3560e11b8152602081600481855afa9081156103c1575f916103e0575b5060a052604051906104e28083016001600160401b038111848210176103cc576020928492615918843981520301905ff0998a156103c1576001600160a01b03909a1660c05298515f805498519a519551935192519451965197516001600160e81b03199099166001600160601b03929092169190911760609a909a1b6fffffffff000000000000000000000000169990991760809490941b60ff60801b169390931760889190911b61ffff60881b161760989290921b61ffff60981b169190911760a89190911b61ffff60a81b161760b89190911b61ffff60b81b161760c89190911b61ffff60c81b161760d89190911b61ffff60d81b16179091555160018054935192516001600160e01b031990941663ffffffff929092169190911760209290921b67ffffffff000000001691909117604092831b600160401b600160e01b03161790555161539d908161057b823960805181818161065f015281816117fc01528181611a0d01528181611dc9015281816134f401528181613df7015281816144cf0152614b6b015260a0518181816101380152818161096b0152818161377901528181614d300152614e1e015260c05181818161219b01526131d10152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b90506020813d60201161041e575b816103fb60209383610537565b8101031261041a57516001600160a01b038116810361041a575f6101fe565b5f80fd5b3d91506103ee565b6040516389a6198960e01b815260206004820152600c60248201526b6d696e2063616e617269657360a01b6044820152606490fd5b6040516389a6198960e01b815260206004820152600360248201526262707360e81b6044820152606490fd5b5061271061ffff8a5116116101c7565b5061271061ffff875116116101c0565b5061271061ffff855116116101ab565b5061271061ffff865116116101a4565b6040516389a6198960e01b81526020600482015260096024820152686d696e207374616b6560b81b6044820152606490fd5b6040516389a6198960e01b815260206004820152600c60248201526b7a65726f206164647265737360a01b6044820152606490fd5b9050155f61017e565b601f909101601f19168101906001600160401b038211908210176103cc57604052565b519063ffffffff8216820361041a57565b519061ffff8216820361041a5756fe6102006040526004361015610012575f80fd5b5f5f3560e01c806306ef405d1461266e57806307399c37146121ca57806310b3a8b71461218657806316f40a20146121455780631c544d761461203c5780633863661814611d2f5780633ee5440b1461196a5780634a03707c14610f9b5780635483a0b514610e61578063571ed14714610e455780635a31613b14610d285780635b222de014610c315780636b050b1a14610c0b57806379502c5514610a515780638e19899e14610894578063a0e7fb8614610851578063baaedef91461082b578063c0a2526c1461080e578063c6685617146107e5578063e1c6c8881461068e578063e2fdcc1714610649578063eeb1faa2146103a3578063f1f7ed261461016a5763fc0c546a14610123575f80fd5b346101675780600319360112610167576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b5034610167576040366003190112610167576101846127ab565b8161018060405161019481612970565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e082015282610100820152826101208201528261014082015282610160820152015260018060a01b031681526002602052604081206024358252602052604081206040519061020b82612970565b80546001600160601b038116835260ff8160601c16936020840194600581101561038f5763ffffffff9291859187526040820192848160681c1684526060830195858260881c1687526080840160ff8360a81c168152600160a0860192888560b01c1684528860c088019560d01c168552015497889660e087019564ffffffffff8916875261010088019c8d6001600160401b038b60281c1690528a6101806101208b019a828d60681c168c5261014081019c8d848260881c16905261016082019e8f9160a81c169052019c60c81c168c526001600160601b036040519d51168d525190600582101561037b575060208c01525163ffffffff90811660408c01529051811660608b0152905160ff1660808a01529051811660a08901529051811660c0880152905164ffffffffff1660e087015295516001600160401b0316610100860152518516610120850152518416610140840152518316610160830152519091166101808201526101a090f35b634e487b7160e01b81526021600452602490fd5b634e487b7160e01b82526021600452602482fd5b5034610167576103b236612805565b909392916103be61372f565b60015460401c6001600160a01b03163303610636576103dc83613b6d565b91908552600460205260408520906103f38361284b565b821580159061061b575b6105ff5761040c818487613d6c565b60018060a01b03861680885260076020526040882083895260205264ffffffffff604089205460401c166105e8575080516020919091018051600185015491926001600160a01b039182169291169060081c60ff1687036105b05784549091895b8881106104af5750509151979861049c986001600160a01b0316966104969350369250906129f1565b9461402b565b805f51602061537d5f395f51905f525d80f35b8a6104c46104bf838f8d90612c61565b613ff0565b60ff604060018060a01b038316938481526002602052818120888252602052205460601c16600581101561059c5786818f600288941491821561058d575b505015928315610579575b505050610567578b5b8d8b84831061052b575050505060010161046d565b83916001600160a01b0391610545916104bf918691612c61565b161461055357600101610516565b633a1c154560e01b8d52600482905260248dfd5b633a1c154560e01b8c5260045260248bfd5b61058493508b614fe3565b1583865f61050d565b90915060019150148f5f610502565b634e487b7160e01b8e52602160045260248efd5b6040516353e95a6760e01b8152806105e46004820160609060208152600460208201526373697a6560e01b60408201520190565b0390fd5b634b3344f160e11b88526004526024829052604487fd5b6392e8213360e01b86526001600160a01b038516600452602486fd5b50600260ff60018401541661062f8161284b565b14156103fd565b6302976ccb60e31b845233600452602484fd5b50346101675780600319360112610167576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346101675760403660031901126101675764ffffffffff906106af6127ab565b606060a06040516106bf81612955565b8481528460208201528460408201528483820152846080820152015260018060a01b03168152600760205260408120602435825260205260408120906040519061070882612955565b82546001600160401b03811683526020830193858260401c168552604084019160ff8160681c161515835260ff606086019160701c161515815261075a60026001840154936080880194855201612f15565b9260a08601938452604051978897602089526001600160401b0360e08a0198511660208a015251166040880152511515606087015251151560808601525160a0850152519160c0808501528251809152602061010085019301915b8181106107c3575050500390f35b82516001600160a01b03168452859450602093840193909201916001016107b5565b50346101675760403660031901126101675761080b6108026127ab565b602435906134b7565b80f35b5034610167578060031936011261016757602060405161dead8152f35b5034610167576101003660031901126101675750602061084961303d565b604051908152f35b50346101675760203660031901126101675761087c6040610890926004358152600360205220612f15565b604051918291602083526020830190612873565b0390f35b503461016757602036600319011261016757600435906108b261372f565b3381526002602052604081208282526020526040812080549260ff8460601c169360058510159081610a3d576003861495861580610a2f575b610a0f575064ffffffffff60018501541680421080156109fd575b6109df57506001600160601b03169283156109c65780546bffffffffffffffffffffffff191690556109b25761049c929361098f575b6040518281527f1353fec506e912e37c0fbf3dddb0aa594d9b70ae58b1cc56ee735f589c351b6860203392a3337f0000000000000000000000000000000000000000000000000000000000000000614f62565b33845260026020526040842081855260205283600160408220828155015561093c565b634e487b7160e01b83526021600452602483fd5b63829f116360e01b855260048590526001602452604485fd5b63c3fa65b360e01b865260045260d01c63ffffffff16602452604484fd5b5063ffffffff8260d01c161515610906565b85610a2d60649286637dbba70560e11b8452336004526024526128af565bfd5b5085925060048114156108eb565b634e487b7160e01b85526021600452602485fd5b503461016757806003193601126101675780604051610a6f81612939565b8181528160208201528160408201528160608201528160808201528160a08201528160c08201528160e0820152816101008201528161012082015281610140820152610160015260405190610ac382612939565b546001600160601b03811691828152602081018260601c63ffffffff16815260408201928060801c60ff168452606083018160881c61ffff168152608084018260981c61ffff16815260a085018360a81c61ffff16815260c08601918460b81c61ffff16835260e08701938560c81c61ffff16855261010088019560d81c61ffff1686526001549861012089019763ffffffff8b1689526101408a01998b60201c63ffffffff168b52610160019a600160a01b600190039060401c168b526040519b8c525163ffffffff1660208c01525160ff1660408b01525161ffff1660608a01525161ffff1660808901525161ffff1660a08801525161ffff1660c08701525161ffff1660e08601525161ffff166101008501525163ffffffff166101208401525163ffffffff16610140830152600160a01b6001900390511661016082015261018090f35b50346101675760403660031901126101675761080b610c286127ab565b60243590612caf565b5034610167576020366003190112610167576004356001600160401b038111610d2457610c629036906004016127d5565b60015491929160401c6001600160a01b03163303610d1157815b818110610cb2575060207fb6461c4accf4ab555bea401dfc35fc662bc9046fb5174bb0167fc6207616c82291604051908152a180f35b80610cc06001928487612c61565b358452600a60205264ffffffffff60408520541615610ce0575b01610c7c565b610ceb818487612c61565b358452600a60205260408420805464ffffffffff19164264ffffffffff16179055610cda565b6302976ccb60e31b825233600452602482fd5b5080fd5b5034610167576020366003190112610167576004353382526002602052604082208183526020526040822060ff815460601c166005811015610e3157600181141580610e26575b610e08575064ffffffffff81610d86849384614e76565b805460ff60601b1916600360601b178155600180548391908290610db09063ffffffff16426128bd565b1692019116821982541617815554166040519081527fb896c11cccafb2952a593a1446efc6440f7f537d3f79e63742534421825773e060203392a3604051600381525f51602061535d5f395f51905f5260203392a380f35b83610a2d60649285637dbba70560e11b8452336004526024526128af565b506002811415610d6f565b634e487b7160e01b84526021600452602484fd5b5034610167578060031936011261016757602060405160148152f35b5034610167576020366003190112610167578060e0604051610e8281612909565b8281528260208201528260408201528260608201528260808201528260a08201528260c082015201526004358152600460205260408120600160405191610ec883612909565b80548352015491602082019160ff8416610ee18161284b565b83526040810160ff8560081c1681526060820160ff8660101c168152608083019160ff8760181c16835260a084019360ff8860201c16855260ff8860281c1660c0820196600282101561037b5750610f929460ff88958180966101009d9a96829661ffff9d528c60e082019c60301c168c5260206040519e8f925183525191610f698361284b565b0152511660408c0152511660608a015251166080880152511660a08601525160c0850190612866565b511660e0820152f35b503461016757604036600319011261016757610fb56127ab565b610fbd61372f565b610fc681613b6d565b9083526004602052604083206101a052610fe36024358284613d6c565b9160018060a01b03811684526007602052604084206024358552602052604084205464ffffffffff8160401c16611948576001600160401b03168015611926576001810180821161191257804311156118fe57409081156118ec57506040516020810191825260018060a01b038316604082015260243560608201526060815261106e6080826129a8565b5190209261107b8361284b565b8460c05282155f146117df576040516110956020826129a8565b8581525f36813760c0525b6110a98361284b565b826117d85760ff60016101a051015460081c165b81516001600160a01b0390811661012052602080840151909116610140526101a0515460a0819052875260039052604086206101008190525460e05261111861110860ff83166129da565b60405161016052610160516129a8565b6101605160ff82169081905261112d906129da565b601f19013660206101605101376101808690525b60ff8116610180511061164357506020908101516001600160a01b038381168752600783526040808820602435895290935282872080546cffffffffff000000000000000019164290941b64ffffffffff60401b169390931783556101605151911693916002016001600160401b03821161162f57600160401b821161162f578054828255808310611604575b506020610160510190875260208720875b8381106115e757505050506101a05154926111f98261284b565b600282036114c9575b50845b85610160515182101561127c5750600190818060a01b036112298261016051614017565b511687526002602052604087208588526020526112766040882061125663ffffffff825460d01c1661349f565b815463ffffffff60d01b191660d09190911b63ffffffff60d01b16179055565b01611205565b808484886040519061128d8361284b565b828252606060208301526112a76060830161016051612873565b9060408301527f633b7bf5eea4c37ae19ef3fbcb46683cddd321b4ccef80e590bc920dc9cae1f1602435928060018060a01b038716930390a36112e98161284b565b806113bd5750602435825260096020526040822080546001600160a01b0319166001600160a01b0383169081179091556101a0516001015460101c60ff1691903b156113b957829182916040518094818094637bc8e55f60e11b82526024356004830152606060248301526113646064830161016051612873565b604483019190915203926001600160a01b03165af180156113ae57611399575b5050805f51602061537d5f395f51905f525d80f35b816113a3916129a8565b610167578082611384565b6040513d84823e3d90fd5b5050fd5b6001906113c98161284b565b146113d6575b505061049c565b6024358252600960205260408220546001600160a01b0316801515806114a3575b611476575b506001600160a01b0381163b1561147357816040518092637bc8e55f60e11b825260243560048301526060602483015281838161143f6064820161016051612873565b6001604483015203926001600160a01b03165af180156113ae57156113cf5781611468916129a8565b6101675780826113cf565b50fd5b8061149d91845260056020526040842054845260046020526040842054906024359061446a565b836113fc565b50808352600760205260408320602435845260205260ff604084205460681c16156113f7565b929093838652600b6020526001600160401b03604087205416916114ec83612c71565b858852600b602090815260408920805467ffffffffffffffff19166001600160401b0384161790551b6bffffffffffffffff000000001693875b61016051518110156115d957600190878a52600c60205260408a20828060a01b036115548361016051614017565b5116838060a01b03165f5260205260405f2054868160201c14806115d0575b156115c95763ffffffff611587911661349f565b888b52600c60205260408b20838060a01b036115a68461016051614017565b5116848060a01b03165f5260205263ffffffff60405f2091168817905501611526565b5081611587565b50861515611573565b50935093509390505f611202565b82516001600160a01b0316818301556020909201916001016111df565b818852828060208a2001910390885b8281106116215750506111ce565b808a60019284015501611613565b634e487b7160e01b87526041600452602487fd5b6101c0869052608086905293949392845b60088110806117c4575b156117ba5760e05115611701576116f2906116a6604051602081018a81526101805160408301528360608301526060825261169a6080836129a8565b60e05191519020614e58565b6080526116b860805161010051612c1e565b60018060a01b0391549060031b1c166116e760c05161018051610160516101405161012051866101a051615238565b6116f7575b50614e4a565b611654565b6101c0525f6116ec565b50909294915b60015b60e0518110806117a6575b1561174657611741906116b861173860e051611733846080516128bd565b614e58565b61010051612c1e565b61170a565b5091939492909260018060a01b036101c051161561178b5760018060a01b036101c0511661177a6101805161016051614017565b526001610180510161018052611141565b632dd228a160e11b865260a05160045260ff16602452604485fd5b506101c0516001600160a01b031615611715565b5090929491611707565b506101c0516001600160a01b03161561165e565b60016110bd565b60405163758639a960e11b815260248035600483015286908290817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa9081156118e157869161183d575b5060c0526110a0565b90503d8087833e61184e81836129a8565b8101906020818303126118d9578051906001600160401b0382116118dd57019080601f830112156118d9578151611884816129da565b9261189260405194856129a8565b81845260208085019260051b8201019283116118d557602001905b8282106118bd575050505f611834565b602080916118ca84612a7c565b8152019101906118ad565b8880fd5b8680fd5b8780fd5b6040513d88823e3d90fd5b63d29dae1b60e01b8652600452602485fd5b633c0e95bd60e11b86526004829052602486fd5b634e487b7160e01b86526011600452602486fd5b63fb8f521160e01b85526001600160a01b038216600452602480359052604485fd5b634b3344f160e11b85526001600160a01b038216600452602480359052604485fd5b5034611ca0576080366003190112611ca05760026119866127ab565b60243590611992612855565b9061199b61372f565b6119a481613b6d565b9094906119b08161284b565b03611d0f5760018060a01b031690815f52600760205260405f20835f5260205260405f209384549464ffffffffff8660401c16158015611ce8575b611cd55760405163bf22c45760e01b81526004810186905295610240876024817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa968715611c95575f97611ca4575b50600160681b9060ff60681b19161790555f52600460205260405f2054335f52600260205260405f20905f52602052611a8e60405f2061125663ffffffff825460d01c16612c33565b813b15611ca0576040519363c251c9ab60e01b855283600486015261ffff82169485602482015260643560448201525f8160648183885af18015611c9557611c80575b50838652600960205260408620548691906001600160a01b031680611b3d575b505061ffff91506040519485521660208401527f5a7f685dc0990720932604c92fc2da0c5f0329b590f66f225133c62b082fb7f560403394a4805f51602061537d5f395f51905f525d80f35b80919250875260076020526040872085885260205260408720918188526005602052604088205488526004602052604088205491828760ff865460681c1615611c6f575b505050600183015490611b948282614b10565b9461ffff8616891190868215611c6057611bad91612c4b565b61ffff808c5460d81c16911611611bc9575b5050839250611af1565b899498939792959699505f14611c4d57602001516001600160a01b0316979496945b6002849601955b8654811015611c355780600180921b8716611c0e575b01611bf2565b611c308b8a611c1d848c612c1e565b868060a01b0391549060031b1c16614c5f565b611c08565b50945094509490955061ffff9150905f808080611bbf565b516001600160a01b031697949694611beb565b90611c6a91612c4b565b611bad565b611c789261446a565b5f8287611b81565b611c8d9196505f906129a8565b5f945f611ad1565b6040513d5f823e3d90fd5b5f80fd5b611cc79197506102403d8111611cce575b611cbf81836129a8565b810190612aba565b955f611a45565b503d611cb5565b634b1e8a3f60e01b5f523360045260245ffd5b50611cf560028201612bf8565b90543360039290921b1c6001600160a01b031614156119eb565b6392e8213360e01b5f9081526001600160a01b0391909116600452602490fd5b34611ca05760a0366003190112611ca057611d486127ab565b602435611d53612855565b60643580151591828203611ca057611d6961372f565b60015460401c6001600160a01b03163303612029576002611d8986613b6d565b909190611d958161284b565b1461200b575f52600460205260405f206040519563bf22c45760e01b87528560048801526102408760248160018060a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa968715611c95575f97611fea575b506060870180516008811015611fd65760ff6003911610611fb1575060018060a01b0381165f52600760205260405f20865f5260205260405f209485549760ff8960701c16611f9e57610100015190604051906020820192835261ffff861660408301526060820152608435608082015260808152611e7960a0826129a8565b519020805f52600a60205264ffffffffff60405f205416978815611f8b5760401c64ffffffffff169788158015611f82575b611f6b57505f908152600a60205260409020805464ffffffffff19169055845460ff60701b1916600160701b1780865582549697509495948590889060681c60ff1615611f5a575b5050506001850154600160025f97019201955b8254811015611f485780611f42868683868c8e8d60ff611f2860019b8e612c1e565b8c8060a01b0391549060031b1c16935460281c16926147e9565b01611f06565b5f5f51602061537d5f395f51905f525d005b611f639261446a565b868487611ef3565b889063501d199960e11b5f5260045260245260445ffd5b50888111611eab565b50631c7c4e8160e31b5f5260045260245ffd5b8763e7d671ab60e01b5f5260045260245ffd5b8690516008811015611fd65760ff9163fcbff22b60e01b5f526004521660245260445ffd5b634e487b7160e01b5f52602160045260245ffd5b6120049197506102403d8111611cce57611cbf81836129a8565b9587611df9565b6392e8213360e01b5f9081526001600160a01b038716600452602490fd5b6302976ccb60e31b5f523360045260245ffd5b34611ca05761204a36612785565b61205261372f565b335f52600260205260405f20825f5260205260405f2060ff815460601c166005811015611fd6578061212457506001600160601b035f5416916001600160601b0381169280841061210e57506120af6001600160601b0391613764565b166001600160601b0319825416178155600160601b60ff60601b198254161790556040519081527fb7f299e98a5f1a10cac6f9de415eb1bcaa2a60a33cc22c24d2e334c8870ad26b60203392a35f5f51602061537d5f395f51905f525d005b8363829f116360e01b5f5260045260245260445ffd5b637dbba70560e11b5f52336004526024849052612140906128af565b60645ffd5b34611ca0576020366003190112611ca05760606121686121636127ab565b612a45565b906040519215158352602083015261217f8161284b565b6040820152f35b34611ca0575f366003190112611ca0576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b34611ca0576121d836612805565b9092916121e361372f565b6121ec83613b6d565b91905f52600460205260405f20906122038361284b565b8215801590612654575b6126365761221c818487613d6c565b60018060a01b0386165f52600760205260405f20825f5260205264ffffffffff60405f205460401c166126115760018060a01b0386165f52600860205260405f20825f5260205260405f2064ffffffffff600282015460101c1680155f146125e857506122c264ffffffffff61229d63ffffffff60015460201c16426128bd565b16600283019066ffffffffff000082549160101b169066ffffffffff00001916179055565b8264ffffffffff600283015460101c166040519081527ff10cf4d9469e211d0fa3488e02979466c9b1a82bb49c3dd51849004aed708c50602060018060a01b038b1692a35b8151602083015160018601546001600160a01b0392831692919091169060081c60ff1688036105b057855491905f5b8b8a8083106124f657505050505050604051602081019060208252612372816123648c8b60408401916128ca565b03601f1981018352826129a8565b5190209060018060a01b0383511633145f146124825760ff60028201541660ff600187015460181c1681101561245f576123ad6001916129c9565b60028301805460ff191660ff8316179055838355910154905b84604051916040835260ff6123e08d8c60408701916128ca565b9116602084015233926001600160a01b038c16917f07318635e95497795fd4b4ddcba1055b57f6a1b9c39fefa0bcd360ba1627030d919081900390a414612433575f5f51602061537d5f395f51905f525d005b60200151612453966001600160a01b0390911694610496913691906129f1565b80808080808080611f48565b6346f97dc160e01b5f9081526001600160a01b038a166004526024869052604490fd5b6020830151336001600160a01b03909116036124e35760ff600282015460081c1660ff600187015460181c1681101561245f576124be906129c9565b60028201805461ff001916600883901b61ff00161790559082600182015554906123c6565b63544fc10d60e01b5f523360045260245ffd5b826104bf9161250493612c61565b60018060a01b0381165f52600260205260405f20855f5260205260ff60405f205460601c166005811015611fd65760021480156125e1575b1580156125ce575b6125ae575f8b8e5b84831061255f5750505050600101612336565b6001600160a01b0384811692909161257d916104bf91869190612c61565b161461258d576001018b8e61254c565b50633a1c154560e01b5f9081526001600160a01b0391909116600452602490fd5b633a1c154560e01b5f9081526001600160a01b0391909116600452602490fd5b506125db8385838c614fe3565b15612544565b505f61253c565b4210612307576346f97dc160e01b5f9081526001600160a01b0388166004526024849052604490fd5b50634b3344f160e11b5f9081526001600160a01b038616600452602491909152604490fd5b6392e8213360e01b5f9081526001600160a01b038616600452602490fd5b50600160ff81840154166126678161284b565b141561220d565b34611ca05761267c36612785565b9061268561372f565b335f52600260205260405f20815f5260205260405f209060ff825460601c166005811015611fd65760018114158061277a575b61276057506126c683613764565b6001600160601b03808454169116016001600160601b03811161274c57611f48936001600160601b038392166001600160601b03198554161784556001600160601b038454166001600160601b036040519216825260208201527f54e573b59e0d7c4cff33729201a91437c2d4c23618f0e1ea3b54df3fd76c92df60403392a3336138ef565b634e487b7160e01b5f52601160045260245ffd5b61214091637dbba70560e11b5f52336004526024526128af565b5060028114156126b8565b6040906003190112611ca057600435906024356001600160601b0381168103611ca05790565b600435906001600160a01b0382168203611ca057565b35906001600160a01b0382168203611ca057565b9181601f84011215611ca0578235916001600160401b038311611ca0576020808501948460051b010111611ca057565b6060600319820112611ca0576004356001600160a01b0381168103611ca0579160243591604435906001600160401b038211611ca057612847916004016127d5565b9091565b60031115611fd657565b6044359061ffff82168203611ca057565b906002821015611fd65752565b90602080835192838152019201905f5b8181106128905750505090565b82516001600160a01b0316845260209384019390920191600101612883565b6005811015611fd657604452565b9190820180921161274c57565b916020908281520191905f5b8181106128e35750505090565b909192602080600192838060a01b036128fb886127c1565b1681520194019291016128d6565b61010081019081106001600160401b0382111761292557604052565b634e487b7160e01b5f52604160045260245ffd5b61018081019081106001600160401b0382111761292557604052565b60c081019081106001600160401b0382111761292557604052565b6101a081019081106001600160401b0382111761292557604052565b61024081019081106001600160401b0382111761292557604052565b90601f801991011681019081106001600160401b0382111761292557604052565b60ff1660ff811461274c5760010190565b6001600160401b0381116129255760051b60200190565b9291906129fd816129da565b93612a0b60405195866129a8565b602085838152019160051b8101928311611ca057905b828210612a2d57505050565b60208091612a3a846127c1565b815201910190612a21565b6001600160a01b0381165f9081526006602052604090205460ff1615612a7357612a6e90613b6d565b600192565b505f905f905f90565b51906001600160a01b0382168203611ca057565b519061ffff82168203611ca057565b519060ff82168203611ca057565b51908115158203611ca057565b9081610240910312611ca05760405190612ad38261298c565b612adc81612a7c565b8252612aea60208201612a7c565b6020830152612afb60408201612a7c565b604083015260608101516008811015611ca05760608301526080810151608083015260a081015160a083015260c081015160c083015260e081015160e0830152610100810151610100830152612b546101208201612a90565b610120830152612b676101408201612a9f565b610140830152612b7a6101608201612a9f565b610160830152612b8d6101808201612aad565b6101808301526101a0810151906001600160401b0382168203611ca057610220916101a0840152612bc16101c08201612aad565b6101c0840152612bd46101e08201612aad565b6101e0840152612be76102008201612aad565b610200840152015161022082015290565b805415612c0a575f5260205f20905f90565b634e487b7160e01b5f52603260045260245ffd5b8054821015612c0a575f5260205f2001905f90565b63ffffffff5f199116019063ffffffff821161274c57565b9061ffff8091169116039061ffff821161274c57565b9190811015612c0a5760051b0190565b6001600160401b036001911601906001600160401b03821161274c57565b906001600160401b03809116911601906001600160401b03821161274c57565b612cb881613b6d565b905f52600460205260405f2091612cd0848383613d6c565b5060018060a01b031691825f52600760205260405f20845f5260205260405f209164ffffffffff835460401c16612efd57612d0a8161284b565b1580612ee4575b612db6575b506001600160401b0381541680151580612d91575b612d7757506001600160401b03804316166001600160401b03198254161790557f67fc6ee5ed5f49fdbbd342fc965ac6a86b2f6716b2ca0ff030c33d171fbc65526020604051438152a3565b8383637206f3d160e01b5f5260045260245260445260645ffd5b5061010181016001600160401b03811161274c576001600160401b0316431115612d2b565b600101600260ff825416612dc98161284b565b14612ed157825f52600860205260405f20845f52602052600260405f200164ffffffffff815460101c1615612e5e5760ff9054915460181c168060ff831610159081612e4d575b501580612e3a575b15612d165764ffffffffff9063363493c760e21b5f5260101c1660045260245ffd5b5064ffffffffff8160101c164210612e18565b905060ff8260081c1610155f612e10565b7ff10cf4d9469e211d0fa3488e02979466c9b1a82bb49c3dd51849004aed708c5092506020915064ffffffffff90612ec382612ea463ffffffff600154871c16426128bd565b835466ffffffffff00001916911660101b66ffffffffff000016178255565b5460101c16604051908152a3565b826392e8213360e01b5f5260045260245ffd5b5060ff600182015416612ef68161284b565b1515612d11565b505050634b3344f160e11b5f5260045260245260445ffd5b90604051918281549182825260208201905f5260205f20925f5b818110612f46575050612f44925003836129a8565b565b84546001600160a01b0316835260019485019487945060209093019201612f2f565b359060ff82168203611ca057565b8035825260208101356003811015611ca057612f918161284b565b602083015260ff612fa460408301612f68565b16604083015260ff612fb860608301612f68565b16606083015260ff612fcc60808301612f68565b16608083015260ff612fe060a08301612f68565b1660a083015260c0810135906002821015611ca05761300560e09260c0850190612866565b01359061ffff8216809203611ca05760e00152565b906003811015612c0a5760051b0190565b60ff60019116019060ff821161274c57565b60043590811561346a5760443560ff8116808214159081611ca057801590811561345c575b8115613443575b8115613425575b506105b057602435916003831015611ca05761308b8361284b565b6084359160ff8316808403611ca057151560018514036133f65760405160208101906130b8826004612f76565b61010081526130c9610120826129a8565b51902095865f52600460205260ff600160405f20015460081c166133ef57600190875f52600460205260405f2090815501936131048161284b565b60ff80198654169116178455611ca057825461ff00191660089190911b61ff00161782556064359060ff82168203611ca05782549060a43560ff81168103611ca05760c435926002841015611ca05760e4359061ffff82168203611ca05765ff00000000009363ff00000067ffff00000000000064ff000000009460301b169767ffff000000000000199362ff000088199260101b169064ffffff0000191617169160181b1617169160201b16179160281b16171790556060604051916131cb82846129a8565b813684377f0000000000000000000000000000000000000000000000000000000000000000821b6bffffffffffffffffffffffff19165f5b60ff811690866003831015613381575060405160208101908882528360408201526040815261323287826129a8565b615fd381511161337257805190602d820180921161274c5760576132c7916040519485916020830195606160f81b875261ffff60f01b9060f01b166021840152703d81600a3d39f3363d3d373d3d3d363d7360781b60238401528960348401526e5af43d82803e903d91602b57fd5bf360881b60488401525180918484015e81015f838201520301601f1981018452836129a8565b8151156133635790516001600160a01b03918991905ff51690811561334f57826001926132f660ff958a61301a565b52828060a01b03613307828a61301a565b51165f5260056020528860405f205561331f8261302b565b90613330848060a01b03918a61301a565b51165f5260066020528360405f20911684198254161790550116613203565b3d611c955763b06ebf3d60e01b5f5260045ffd5b631328927760e21b5f5260045ffd5b63250a241560e21b5f5260045ffd5b86516020880151604098890151985196989297507f7509d89d6dc7f4cf97614215711ca59259d8476843cf57f11d95f8b12e75bfdc96610160965094506001600160a01b039283169350821691166133da846004612f76565b610100840152610120830152610140820152a2565b5050505050565b6040516353e95a6760e01b8152602060048201526006602482015265726f756e647360d01b6044820152606490fd5b905060643560ff811690818103611ca0575082611ca057115f613070565b905060643560ff811690818103611ca057501590613069565b5f9250600881119150613062565b6040516353e95a6760e01b815260206004820152600c60248201526b73657276696365207479706560a01b6044820152606490fd5b63ffffffff60019116019063ffffffff821161274c57565b91906134c283613b6d565b91905f52600460205260405f20549160405163bf22c45760e01b81528260048201526102408160248160018060a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa8015611c95576060915f91613710575b500151906008821015611fd65760029061353f8161284b565b146135725760ff16936003851061355b57612f4493945061446a565b848263fcbff22b60e01b5f5260045260245260445ffd5b9190929360018060a01b031691825f52600760205260405f20845f5260205260405f209081549064ffffffffff8260401c16158015613703575b80156136f6575b6136dc575060ff60681b1916600160681b178155839190613672906002016135da81612bf8565b60018060a01b0391549060031b1c165f52600260205260405f20835f5260205261366d600160405f2061363961361963ffffffff835460d01c16612c33565b825463ffffffff60d01b191660d09190911b63ffffffff60d01b16178255565b0161364d63ffffffff825460c81c1661349f565b815463ffffffff60c81b191660c89190911b63ffffffff60c81b16179055565b612bf8565b60018060a01b0391549060031b1c167f4d14321aa89825b8ffed5f6089caf110c393c44d8495a3c587edf6b8a42c45d7604080515f81525f6020820152a47f4a4e83199e0c51e5945d1d5e13d633e81bfea965c768f4f52f9d808c602a190c60206040515f8152a3565b60ff908663fcbff22b60e01b5f526004521660245260445ffd5b50600760ff8216146135b3565b5060ff8260681c166135ac565b61372991506102403d8111611cce57611cbf81836129a8565b5f613526565b5f51602061537d5f395f51905f525c6137555760015f51602061537d5f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811691602081602481865afa908115611c95575f916138bd575b506001600160601b03841692604051926323b872dd60e01b5f5233600452306024528460445260205f60648180855af19060015f511482161561389e575b50836040525f6060521561388c57826024816020936370a0823160e01b82523060048301525afa918215611c95575f92613858575b50810390811161274c5781810361384357505090565b63829f116360e01b5f5260045260245260445ffd5b9091506020813d602011613884575b81613874602093836129a8565b81010312611ca05751905f61382d565b3d9150613867565b635274afe760e01b5f5260045260245ffd5b60018215166138b4573b15153d1516165f6137f8565b843d5f823e3d90fd5b90506020813d6020116138e7575b816138d8602093836129a8565b81010312611ca057515f6137ba565b3d91506138cb565b9091805460ff8160601c1660058110159182611fd6576001821490811580613b5f575b613b565760ff8160a81c1661392f63ffffffff8360881c1661520c565b5f54916001600160601b0383166001600160601b03851610159384613b3a575b5083613b28575b83613af4575b505081613aa5575b5080918482613a97575b505015613a2f57505050825f52600360205260405f208054600160401b811015612925576139a6816139ca9360018794018155612c1e565b81546001600160a01b0393841660039290921b91821b9390911b1916919091179055565b5f83815260036020526040902054815463ffffffff60b01b191660b09190911b63ffffffff60b01b16178155805460ff60601b1916600160611b179055604051600281526001600160a01b03909116905f51602061535d5f395f51905f5290602090a3565b159182613a86575b5050613a43575b505050565b613a4d8184614e76565b805460ff60601b1916600160601b179055604051600181526001600160a01b03909116905f51602061535d5f395f51905f5290602090a3565b909150611fd6576002145f80613a37565b909150611fd6575f8461396e565b9050600185015463ffffffff8160681c168015928315613ac9575b5050505f613964565b6001600160401b039293509061ffff613ae59260a81c16614004565b9160281c1611155f8080613ac0565b90919250612710820291808304612710149015171561274c57613b1e9061ffff8460881c16614004565b1115905f8061395c565b925060ff8260801c1683101592613956565b90935063ffffffff808460601c169160681c161015925f61394f565b50505050505050565b505f93506002831415613912565b6001600160a01b03165f8181526006602052604090205460ff1691908215613bb8575f52600560205260405f2054915f190160ff811161274c5760ff1691613bb48361284b565b9190565b633558698360e01b5f5260045260245ffd5b519063ffffffff82168203611ca057565b809291036102808112611ca05761026013611ca05760405161026081018181106001600160401b038211176129255760405282516004811015611ca0578152613c2660208401612a9f565b6020820152613c3760408401612a9f565b604082015260608301516005811015611ca057606082015260808301516005811015611ca057608082015260a0830151906005821015611ca0576102609160a0820152613c8660c08501612a90565b60c0820152613c9760e08501612a90565b60e0820152613ca96101008501612a90565b610100820152613cbc6101208501612aad565b610120820152613ccf6101408501613bca565b610140820152613ce26101608501613bca565b610160820152613cf56101808501613bca565b610180820152613d086101a08501613bca565b6101a0820152613d1b6101c08501613bca565b6101c0820152613d2e6101e08501613bca565b6101e0820152613d416102008501612a7c565b610200820152613d546102208501612a7c565b61022082015261024084015161024082015292015190565b929190925f610220604051613d808161298c565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e082015282610200820152015260018060a01b037f0000000000000000000000000000000000000000000000000000000000000000166040519463bf22c45760e01b865283600487015261024086602481855afa958615611c95575f96613fcf575b508560608101519160088310159384611fd6575f91613e618161284b565b80613ed057505050604001516001600160a01b038481169116149182613eaa575b50505b15613e8e575050565b6299a8b760e01b5f5260018060a01b031660045260245260445ffd5b909150611fd65760018114908115613ec5575b505f80613e82565b60029150145f613ebd565b90939194506001600160401b036101a08401511680613ef4575b5050505050613e85565b61028091929394955060246040518097819363177a387560e01b835260048301525afa938415611c95575f94613f9a575b50600190613f328161284b565b03613f6d5750610180015115159081613f52575b505b5f80808080613eea565b61020001516001600160a01b0383811691161490505f613f46565b60079150149081613f7f575b50613f48565b61022001516001600160a01b0383811691161490505f613f79565b6001919450613fc0906102803d8111613fc8575b613fb881836129a8565b810190613bdb565b509390613f25565b503d613fae565b613fe99196506102403d8111611cce57611cbf81836129a8565b945f613e43565b356001600160a01b0381168103611ca05790565b8181029291811591840414171561274c57565b8051821015612c0a5760209160051b010190565b919492945f9260018060a01b031690815f52600760205260405f20835f52602052600260405f20805464ffffffffff60401b4260401b169064ffffffffff60401b1916178155018551906001600160401b03821161292557600160401b8211612925578054828255808310614440575b5060208701905f5260205f205f5b83811061442357505050508054956140c08861284b565b600288036142f9575b505f5b855181101561411d576001906001600160a01b036140ea8289614017565b51165f52600260205260405f20885f5260205261411760405f2061125663ffffffff825460d01c1661349f565b016140cc565b5091945092919484847f633b7bf5eea4c37ae19ef3fbcb46683cddd321b4ccef80e590bc920dc9cae1f16040516141538561284b565b848152606060208201528061416b6060820189612873565b5f60408301520390a361417d8161284b565b80614211575083855260096020526040852080546001600160a01b031916841790556001015460101c60ff1692823b1561420d57916141e39185809460405196879586948593637bc8e55f60e11b85526004850152606060248501526064840190612873565b90604483015203925af180156113ae576141fb575050565b6142068280926129a8565b6101675750565b8480fd5b90506001919294506142228161284b565b1461422c57505050565b5f828152600960205260409020546001600160a01b0316801515806142d5575b6142ab575b50823b15611ca057614289925f9283604051809681958294637bc8e55f60e11b84526004840152606060248401526064830190612873565b6001604483015203925af18015611c95576142a15750565b5f612f44916129a8565b806142cf915f52600560205260405f20545f5260046020528360405f20549161446a565b5f614251565b50805f52600760205260405f20835f5260205260ff60405f205460681c161561424c565b60018060a0999497969893991b031695865f52600b6020526001600160401b0360405f2054169361432985612c71565b96885f52600b60205260405f206001600160401b0389166001600160401b03198254161790556bffffffffffffffff000000005f9860201b16975b8751811015614412575f8a8152600c60205260409020600191906001600160a01b03614390838c614017565b5116838060a01b03165f5260205260405f2054888160201c1480614409575b156144025763ffffffff6143c3911661349f565b8b5f52600c60205260405f20838060a01b036143df848d614017565b5116848060a01b03165f5260205263ffffffff60405f2091168b17905501614364565b50816143c3565b508815156143af565b50939892975093509394505f6140c9565b82516001600160a01b0316818301556020909201916001016140a9565b815f52828060205f20019103905f5b82811061445d57505061409b565b5f8282015560010161444f565b91909160018060a01b031690815f52600760205260405f20835f5260205260405f2090815464ffffffffff8160401c16156147d15760ff8160681c166133ef5760ff60681b1916600160681b178255604051631c24b7cd60e21b8152600481018590527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690602081602481855afa8015611c95575f6101e05261479b575b506102406024916101e05160018601556040519283809263bf22c45760e01b82528960048301525afa8015611c955760e0915f9161477c575b5001511515906002830154915f5b8381106145935750505050507f4a4e83199e0c51e5945d1d5e13d633e81bfea965c768f4f52f9d808c602a190c60206040516101e0518152a3565b806146a06145a660019360028901612c1e565b848060a01b0391549060031b1c16805f52600260205260405f20865f526020528560405f20916146026145e263ffffffff855460d01c16612c33565b845463ffffffff60d01b191660d09190911b63ffffffff60d01b16178455565b8b82827f4d14321aa89825b8ffed5f6089caf110c393c44d8495a3c587edf6b8a42c45d78c8a8a1b6101e0511615155f918d825f14614757575061467261465263ffffffff8c5460681c1661349f565b8b5463ffffffff60681b191660689190911b63ffffffff60681b16178b55565b8c60ff6101e05160081c16116146a6575b505b60408051911515825261ffff929092166020820152a46138ef565b01614558565b6146cd9192506146c78c6146bd816101e051615049565b926101e051615072565b906151e5565b906147518c8a0161471e6146f261ffff86166001600160401b03845460281c16612c8f565b82546cffffffffffffffff0000000000191660289190911b6cffffffffffffffff000000000016178255565b61473163ffffffff825460681c1661349f565b815463ffffffff60681b191660689190911b63ffffffff60681b16179055565b8e614683565b905015614685576147778c8a0161364d63ffffffff825460c81c1661349f565b614685565b61479591506102403d8111611cce57611cbf81836129a8565b5f61454a565b6020813d6020116147c9575b816147b4602093836129a8565b81010312611ca057516101e052610240614511565b3d91506147a7565b50505063fb8f521160e01b5f5260045260245260445ffd5b9395909496919660018060a01b03851697885f52600260205260405f20875f5260205260405f20976001831b81161515948594855f14614b0657614836906148318685615049565b6151e5565b935b8596614ae2575b50505083908194614aca575b61488a895460871c865f14614abe57620ffffe60ff60015b8d5463ffffffff60881b19169290931692169190911760881b63ffffffff60881b16178a55565b885460ff8160a81c1660148110614a99575b50508415614a6157836148df60018b016148bf63ffffffff825460881c1661349f565b815463ffffffff60881b191660889190911b63ffffffff60881b16179055565b614a37575b60408051861515815261ffff8516602082015289918c917f17615f5375ac736b41777d413a10e64d7ffa742420ccae139b71454ba39643889190a482614a10575b5050614a01575b1590816149ed575b50806149d2575b806149b7575b61494f57612f4493506138ef565b50919061495c8184614e76565b805460ff60601b1916600160621b1781556001805464ffffffffff9190829061498b9063ffffffff16426128bd565b169201911664ffffffffff198254161790555f51602061535d5f395f51905f52602060405160048152a3565b5060ff835460601c166005811015611fd65760041415614941565b5060ff835460601c166005811015611fd6576003141561493b565b90506002811015611fd6576001145f614934565b614a0b8484614d59565b61492c565b1591508115614a22575b505f80614925565b905061ffff805f5460b81c169116115f614a1a565b614a5c60018a0161471e6146f261ffff87166001600160401b03845460281c16612c8f565b6148e4565b8360018a01805463ffffffff60a81b614a8263ffffffff8360a81c1661349f565b60a81b169063ffffffff60a81b19161790556148df565b60ff60a81b90614aa89061302b565b60a81b169060ff60a81b19161789555f8061489c565b620ffffe60ff5f614863565b935061ffff5f5460981c1661ffff831611159361484b565b9091929550609001918260901161274c576001911515921c161514925f808061483f565b5061271093614838565b90614b2660ff808360081c169260901c1661520c565b908015159182614c40575b5050614c3b576101a081015160405163177a387560e01b81526001600160401b039091166004820152610280816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa908115611c95575f91614c1b575b5080516004811015611fd657600214614c0e5790610120015f5b60ff602084015116811015614c07576102408301516001600160fb1b038216820361274c578160051b1c61ffff83511661ffff8260101c161115614bfc5750600101614bb5565b61ffff169392505050565b5050505f90565b50610120015161ffff1690565b614c3491506102803d8111613fc857613fb881836129a8565b505f614b9b565b505f90565b8091925060011b908082046002149015171561274c5710155f80614b31565b919060018060a01b03831692835f52600260205260405f20825f5260205260405f20926001600160601b03845416612710614ca261ffff5f5460c81c1683614004565b04908115613b56576001600160601b0382169003916001600160601b03831161274c57612f44966001600160601b03614d5494166001600160601b03198854161787558560405191848352691bdd995c9d1d5c9b995960b21b60208401527fa8dfa8709c54068c633abcdb1dd984eeb8d8ff8106e30d72c490ba1a76cac872604060018060a01b03861694a47f0000000000000000000000000000000000000000000000000000000000000000614f62565b6138ef565b60018060a01b03811691825f52600260205260405f20815f5260205260405f20916001600160601b03835416612710614d9a61ffff5f5460c81c1683614004565b04908115614e42576001600160601b0382169003906001600160601b03821161274c5761dead84612f44976001600160601b03614d5495166001600160601b03198954161788557fa8dfa8709c54068c633abcdb1dd984eeb8d8ff8106e30d72c490ba1a76cac872604080518681526563616e61727960d01b6020820152a461dead7f0000000000000000000000000000000000000000000000000000000000000000614f62565b505050505050565b5f19811461274c5760010190565b8115614e62570690565b634e487b7160e01b5f52601260045260245ffd5b63ffffffff825460b01c16908115613a3e57805f52600360205260405f209182545f19810190811161274c57614eac9084612c1e565b90545f198301939160031b1c6001600160a01b031682841161274c57614ed9816139a6614f0f9688612c1e565b5f52600260205260405f20905f5260205260405f209081549063ffffffff60b01b9060b01b169063ffffffff60b01b1916179055565b80548015614f4e575f190190614f258282612c1e565b81546001600160a01b0360039290921b9190911b1916905555805463ffffffff60b01b19169055565b634e487b7160e01b5f52603160045260245ffd5b916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180865af19060015f5114821615614fc2575b60405215614fa25750565b635274afe760e01b5f9081526001600160a01b0391909116600452602490fd5b906001811516614fda57823b15153d15161690614f97565b503d5f823e3d90fd5b6001600160a01b038281169316831415939284615035575b8461502b575b508361500e575b50505090565b60010154615023935060201c60ff16916152cd565b5f8080615008565b151593505f615001565b6001600160a01b0384168114159450614ffb565b906001600160fc1b038116810361274c5760041b601001908160101161274c5761ffff911c1690565b9161507c826129da565b9161508a60405193846129a8565b808352601f19615099826129da565b013660208501375f935f925b828410615108575050505060018083811c9316146150f6575f1982019082821161274c5761ffff6150e78194826150df6150ef9686614017565b511693614017565b5116906128bd565b60011c1690565b61ffff9161510391614017565b511690565b919482849792941480156151d8575b6151cb576151258785615049565b9561512f82614e4a565b915b80158015806151a5575b1561517f575f1982019180831161274c5761516561ffff61515c858c614017565b5116918a614017565b521561513157634e487b7160e01b5f52601160045260245ffd5b509661ffff615197600194999a939796959a89614017565b911690525b019291906150a5565b505f19820182811161274c576151be61ffff918a614017565b511661ffff8a161061513b565b949291909560019061519c565b506001871b841615615117565b61ffff821661ffff8216115f14615203579061520091612c4b565b90565b61520091612c4b565b905f915b63ffffffff811661521e5750565b9161522890614e4a565b9161523281612c33565b16615210565b91816152479395949295614fe3565b156152c5576001600160a01b0390911691905f5b82811061529a575050505f5b825181101561529257816001600160a01b036152838386614017565b511614614c0757600101615267565b505050600190565b836001600160a01b036152ad8385614017565b5116146152bc5760010161525b565b50505050505f90565b505050505f90565b9160ff169182156152925760018060a01b031690815f52600c60205260405f209060018060a01b03165f5260205260405f205491815f52600b6020526001600160401b0360405f2054168360201c149283159361534c575b50508115615331575090565b90505f52600b6020526001600160401b0360405f2054161590565b63ffffffff161091505f8061532556fedffd825d19ef5fab637f7c38cae2cb07d65dd1407530661c7cdb8cfc124011659b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0060c03461009157601f6104e238819003918201601f19168301916001600160401b038311848410176100955780849260209460405283398101031261009157516001600160a01b0381168103610091573360805260a05260405161043890816100aa823960805181818160b80152818161024201526103b7015260a05181818160e8015281816101f001526102720152f35b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f905f3560e01c90816316f0115b146103a5575080637bf6df911461030f578063c251c9ab1461021f578063e2fdcc17146101da5763f791cabe14610055575f80fd5b34610181576060366003190112610181576024359067ffffffffffffffff8211610181573660238301121561018157816004013567ffffffffffffffff81116101d6573660248260051b850101116101d6576044359260ff84168094036101d2577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101bf577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031693843b156101bb57604051926334c30b5360e11b845280606485016004356004870152606060248701525260246084850193019085905b80821061018f57505050839483858181958195604483015203925af18015610184576101705750f35b8161017a916103e6565b6101815780f35b80fd5b6040513d84823e3d90fd5b909193843560018060a01b0381168091036101b7578152602090810194019160010190610147565b8780fd5b8380fd5b6312aa1e0360e21b835233600452602483fd5b8280fd5b5080fd5b50346101815780600319360112610181576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346102f85760603660031901126102f85760243561ffff81168091036102f8577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036102fc577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690813b156102f8575f91606483926040519485938492636b6d20a760e11b84526004356004850152602484015260443560448401525af180156102ed576102df575080f35b6102eb91505f906103e6565b005b6040513d5f823e3d90fd5b5f80fd5b6312aa1e0360e21b5f523360045260245ffd5b346102f8575f3660031901126102f857303b602c1981019081116103915761034f6103398261041c565b9161034760405193846103e6565b80835261041c565b6020820190601f19013682378151602d82303c6040828051810103126102f857604090519101519060ff82168092036102f85760409182519182526020820152f35b634e487b7160e01b5f52601160045260245ffd5b346102f8575f3660031901126102f8577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b90601f8019910116810190811067ffffffffffffffff82111761040857604052565b634e487b7160e01b5f52604160045260245ffd5b67ffffffffffffffff811161040857601f01601f19166020019056",
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
// Solidity: event Assigned(address indexed seat, uint256 indexed jobId, uint8 role, address[] evaluators, bytes32 seed)
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
