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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIAsaEscrow\",\"name\":\"escrow_\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint96\",\"name\":\"minStake\",\"type\":\"uint96\"},{\"internalType\":\"uint32\",\"name\":\"minEvaluations\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"minCanaries\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"minCanaryPassBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"canaryToleranceBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxDeviationBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"grossMissBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"slashBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"overturnBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"unbondingDelay\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"mutualWindow\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"canaryOperator\",\"type\":\"address\"}],\"internalType\":\"structIEvaluatorPool.Config\",\"name\":\"cfg\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"AlreadyAssigned\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"committedAt\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"assignedAt\",\"type\":\"uint256\"}],\"name\":\"CanaryCommittedLate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"CanaryRevealed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"CloneArgumentsTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Create2EmptyBytecode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawWindowMissed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedDeployment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidConfig\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"InvalidPolicy\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"NegotiationOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NegotiationOver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NoDrawRequested\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAParty\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotCanaryOperator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"NotEligible\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"wanted\",\"type\":\"uint256\"}],\"name\":\"NotEnoughEvaluators\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NotForSeat\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"NotRecordable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotTheResolver\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minStake\",\"type\":\"uint256\"}],\"name\":\"StakeTooLow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"leaveAt\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"openJobs\",\"type\":\"uint32\"}],\"name\":\"StillBonded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"}],\"name\":\"UnknownCanary\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"}],\"name\":\"UnknownSeat\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"}],\"name\":\"WrongMode\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"enumIEvaluatorPool.Role\",\"name\":\"role\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"}],\"name\":\"Assigned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"CanariesCommitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"passed\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"deviation\",\"type\":\"uint16\"}],\"name\":\"CanaryScored\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"requestBlock\",\"type\":\"uint256\"}],\"name\":\"DrawRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"counted\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"deviation\",\"type\":\"uint16\"}],\"name\":\"Evaluated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"leaveAt\",\"type\":\"uint256\"}],\"name\":\"Left\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"NegotiationOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Mode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rounds\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rotation\",\"type\":\"uint8\"},{\"internalType\":\"enumIEvaluatorPool.FailureAction\",\"name\":\"failureAction\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"canaryEvery\",\"type\":\"uint16\"}],\"indexed\":false,\"internalType\":\"structIEvaluatorPool.Policy\",\"name\":\"policy\",\"type\":\"tuple\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluatorsSeat\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"backupSeat\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"resolverSeat\",\"type\":\"address\"}],\"name\":\"PolicyOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"by\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"name\":\"Proposed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"enumIEvaluatorPool.Status\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"QualificationChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"tally\",\"type\":\"uint256\"}],\"name\":\"Recorded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"Registered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"resolver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"policyBps\",\"type\":\"uint16\"}],\"name\":\"ResolvedThroughPool\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"Slashed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"}],\"name\":\"StakeAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BURN\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CANARY_WINDOW\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"uint96\",\"name\":\"amount\",\"type\":\"uint96\"}],\"name\":\"addStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"appointProbation\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"assignmentOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint64\",\"name\":\"requestBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint40\",\"name\":\"assignedAt\",\"type\":\"uint40\"},{\"internalType\":\"bool\",\"name\":\"recorded\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"canaryRevealed\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"tally\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"internalType\":\"structIEvaluatorPool.Assignment\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"commitments\",\"type\":\"bytes32[]\"}],\"name\":\"commitCanaries\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"config\",\"outputs\":[{\"components\":[{\"internalType\":\"uint96\",\"name\":\"minStake\",\"type\":\"uint96\"},{\"internalType\":\"uint32\",\"name\":\"minEvaluations\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"minCanaries\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"minCanaryPassBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"canaryToleranceBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxDeviationBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"grossMissBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"slashBps\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"overturnBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"unbondingDelay\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"mutualWindow\",\"type\":\"uint32\"},{\"internalType\":\"address\",\"name\":\"canaryOperator\",\"type\":\"address\"}],\"internalType\":\"structIEvaluatorPool.Config\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"draw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"entry\",\"outputs\":[{\"components\":[{\"internalType\":\"uint96\",\"name\":\"stake\",\"type\":\"uint96\"},{\"internalType\":\"enumIEvaluatorPool.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"evaluations\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"canaryWindow\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"canaryCount\",\"type\":\"uint8\"},{\"internalType\":\"uint32\",\"name\":\"listIndex\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"openJobs\",\"type\":\"uint32\"},{\"internalType\":\"uint40\",\"name\":\"leaveAt\",\"type\":\"uint40\"},{\"internalType\":\"uint64\",\"name\":\"deviationSum\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"deviationSamples\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"canaryPasses\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"canaryMisses\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"silences\",\"type\":\"uint32\"}],\"internalType\":\"structIEvaluatorPool.Entry\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"contractIAsaEscrow\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"negotiationOf\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"clientProposal\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"providerProposal\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"clientRounds\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"providerRounds\",\"type\":\"uint8\"},{\"internalType\":\"uint40\",\"name\":\"deadline\",\"type\":\"uint40\"}],\"internalType\":\"structIEvaluatorPool.Negotiation\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Mode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rounds\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rotation\",\"type\":\"uint8\"},{\"internalType\":\"enumIEvaluatorPool.FailureAction\",\"name\":\"failureAction\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"canaryEvery\",\"type\":\"uint16\"}],\"internalType\":\"structIEvaluatorPool.Policy\",\"name\":\"policy\",\"type\":\"tuple\"}],\"name\":\"openPolicy\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"}],\"name\":\"policyOf\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Mode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rounds\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"rotation\",\"type\":\"uint8\"},{\"internalType\":\"enumIEvaluatorPool.FailureAction\",\"name\":\"failureAction\",\"type\":\"uint8\"},{\"internalType\":\"uint16\",\"name\":\"canaryEvery\",\"type\":\"uint16\"}],\"internalType\":\"structIEvaluatorPool.Policy\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"}],\"name\":\"propose\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"qualified\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"record\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"},{\"internalType\":\"uint96\",\"name\":\"stake\",\"type\":\"uint96\"}],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"requestDraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"resign\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"expectedScore\",\"type\":\"uint16\"},{\"internalType\":\"bool\",\"name\":\"expectedPassed\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"revealCanary\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"seatCode\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"seat\",\"type\":\"address\"}],\"name\":\"seatInfo\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"known\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"},{\"internalType\":\"enumIEvaluatorPool.Role\",\"name\":\"role\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"serviceType\",\"type\":\"bytes32\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "EvaluatorPool",
	Bin: "0x60e0806040523461041a5780615f71803803809161001d8285610537565b83398101036101a0811261041a578151906001600160a01b0382169081830361041a5761018090601f19011261041a576040519061018082016001600160401b038111838210176103cc5760405260208401516001600160601b038116810361041a57825261008e6040850161055a565b60208301908152606085015160ff8116810361041a57858493918492604084019182526100bd6080840161056b565b91606085019283526100d160a0850161056b565b90608086019182526100e560c0860161056b565b9060a087019182526100f960e0870161056b565b9360c0880194855261018061014f6101606101176101008b0161056b565b9960e08c019a8b5261010061012f610120830161056b565b9c019b8c52610120610144610140830161055a565b9e019d8e520161055a565b6101408d019081529d01519b6001600160a01b038d16808e0361041a576101608d019d8e52821590811561052e575b506104f9578b516001600160601b0316156104c75761271061ffff8851161180156104b7575b80156104a7575b61045b5761271061ffff895116118015610497575b8015610487575b61045b57601460ff8451161161042657608052604051637e062a3560e11b8152602081600481855afa9081156103c1575f916103e0575b5060a052604051906104e28083016001600160401b038111848210176103cc576020928492615a8f843981520301905ff0998a156103c1576001600160a01b03909a1660c05298515f805498519a519551935192519451965197516001600160e81b03199099166001600160601b03929092169190911760609a909a1b6fffffffff000000000000000000000000169990991760809490941b60ff60801b169390931760889190911b61ffff60881b161760989290921b61ffff60981b169190911760a89190911b61ffff60a81b161760b89190911b61ffff60b81b161760c89190911b61ffff60c81b161760d89190911b61ffff60d81b16179091555160018054935192516001600160e01b031990941663ffffffff929092169190911760209290921b67ffffffff000000001691909117604092831b600160401b600160e01b031617905551615514908161057b823960805181818161066a0152818161190701528181611b1801528181611ed40152818161361a01528181613f1d015281816146460152614ce2015260a051818181610143015281816109760152818161389f01528181614ea70152614f95015260c0518181816122a601526132f70152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b90506020813d60201161041e575b816103fb60209383610537565b8101031261041a57516001600160a01b038116810361041a575f6101fe565b5f80fd5b3d91506103ee565b6040516389a6198960e01b815260206004820152600c60248201526b6d696e2063616e617269657360a01b6044820152606490fd5b6040516389a6198960e01b815260206004820152600360248201526262707360e81b6044820152606490fd5b5061271061ffff8a5116116101c7565b5061271061ffff875116116101c0565b5061271061ffff855116116101ab565b5061271061ffff865116116101a4565b6040516389a6198960e01b81526020600482015260096024820152686d696e207374616b6560b81b6044820152606490fd5b6040516389a6198960e01b815260206004820152600c60248201526b7a65726f206164647265737360a01b6044820152606490fd5b9050155f61017e565b601f909101601f19168101906001600160401b038211908210176103cc57604052565b519063ffffffff8216820361041a57565b519061ffff8216820361041a5756fe6102006040526004361015610012575f80fd5b5f5f3560e01c806306ef405d1461277957806307399c37146122d557806310b3a8b71461229157806316f40a20146122505780631c544d76146121475780633863661814611e3a5780633ee5440b14611a755780634a03707c146110765780635483a0b514610f3c578063571ed14714610f205780635a31613b14610e035780635b222de014610d0c5780636b050b1a14610ce65780636ec2e7ac14610c1657806379502c5514610a5c5780638e19899e1461089f578063a0e7fb861461085c578063baaedef914610836578063c0a2526c14610819578063c6685617146107f0578063e1c6c88814610699578063e2fdcc1714610654578063eeb1faa2146103ae578063f1f7ed26146101755763fc0c546a1461012e575f80fd5b346101725780600319360112610172576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b50346101725760403660031901126101725761018f6128b6565b8161018060405161019f81612a96565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e082015282610100820152826101208201528261014082015282610160820152015260018060a01b031681526002602052604081206024358252602052604081206040519061021682612a96565b80546001600160601b038116835260ff8160601c16936020840194600581101561039a5763ffffffff9291859187526040820192848160681c1684526060830195858260881c1687526080840160ff8360a81c168152600160a0860192888560b01c1684528860c088019560d01c168552015497889660e087019564ffffffffff8916875261010088019c8d6001600160401b038b60281c1690528a6101806101208b019a828d60681c168c5261014081019c8d848260881c16905261016082019e8f9160a81c169052019c60c81c168c526001600160601b036040519d51168d5251906005821015610386575060208c01525163ffffffff90811660408c01529051811660608b0152905160ff1660808a01529051811660a08901529051811660c0880152905164ffffffffff1660e087015295516001600160401b0316610100860152518516610120850152518416610140840152518316610160830152519091166101808201526101a090f35b634e487b7160e01b81526021600452602490fd5b634e487b7160e01b82526021600452602482fd5b5034610172576103bd36612910565b909392916103c9613855565b60015460401c6001600160a01b03163303610641576103e783613c93565b91908552600460205260408520906103fe83612956565b8215801590610626575b61060a57610417818487613e92565b60018060a01b03861680885260076020526040882083895260205264ffffffffff604089205460401c166105f3575080516020919091018051600185015491926001600160a01b039182169291169060081c60ff1687036105bb5784549091895b8881106104ba575050915197986104a7986001600160a01b0316966104a1935036925090612b17565b94614151565b805f5160206154f45f395f51905f525d80f35b8a6104cf6104ca838f8d90612d87565b614116565b60ff604060018060a01b038316938481526002602052818120888252602052205460601c1660058110156105a75786818f6002889414918215610598575b505015928315610584575b505050610572578b5b8d8b8483106105365750505050600101610478565b83916001600160a01b0391610550916104ca918691612d87565b161461055e57600101610521565b633a1c154560e01b8d52600482905260248dfd5b633a1c154560e01b8c5260045260248bfd5b61058f93508b61515a565b1583865f610518565b90915060019150148f5f61050d565b634e487b7160e01b8e52602160045260248efd5b6040516353e95a6760e01b8152806105ef6004820160609060208152600460208201526373697a6560e01b60408201520190565b0390fd5b634b3344f160e11b88526004526024829052604487fd5b6392e8213360e01b86526001600160a01b038516600452602486fd5b50600260ff60018401541661063a81612956565b1415610408565b6302976ccb60e31b845233600452602484fd5b50346101725780600319360112610172576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346101725760403660031901126101725764ffffffffff906106ba6128b6565b606060a06040516106ca81612a7b565b8481528460208201528460408201528483820152846080820152015260018060a01b03168152600760205260408120602435825260205260408120906040519061071382612a7b565b82546001600160401b03811683526020830193858260401c168552604084019160ff8160681c161515835260ff606086019160701c16151581526107656002600184015493608088019485520161303b565b9260a08601938452604051978897602089526001600160401b0360e08a0198511660208a015251166040880152511515606087015251151560808601525160a0850152519160c0808501528251809152602061010085019301915b8181106107ce575050500390f35b82516001600160a01b03168452859450602093840193909201916001016107c0565b50346101725760403660031901126101725761081661080d6128b6565b602435906135dd565b80f35b5034610172578060031936011261017257602060405161dead8152f35b50346101725761010036600319011261017257506020610854613163565b604051908152f35b503461017257602036600319011261017257610887604061089b92600435815260036020522061303b565b60405191829160208352602083019061297e565b0390f35b503461017257602036600319011261017257600435906108bd613855565b3381526002602052604081208282526020526040812080549260ff8460601c169360058510159081610a48576003861495861580610a3a575b610a1a575064ffffffffff6001850154168042108015610a08575b6109ea57506001600160601b03169283156109d15780546bffffffffffffffffffffffff191690556109bd576104a7929361099a575b6040518281527f1353fec506e912e37c0fbf3dddb0aa594d9b70ae58b1cc56ee735f589c351b6860203392a3337f00000000000000000000000000000000000000000000000000000000000000006150d9565b338452600260205260408420818552602052836001604082208281550155610947565b634e487b7160e01b83526021600452602483fd5b63829f116360e01b855260048590526001602452604485fd5b63c3fa65b360e01b865260045260d01c63ffffffff16602452604484fd5b5063ffffffff8260d01c161515610911565b85610a3860649286637dbba70560e11b8452336004526024526129ba565bfd5b5085925060048114156108f6565b634e487b7160e01b85526021600452602485fd5b503461017257806003193601126101725780604051610a7a81612a5f565b8181528160208201528160408201528160608201528160808201528160a08201528160c08201528160e0820152816101008201528161012082015281610140820152610160015260405190610ace82612a5f565b546001600160601b03811691828152602081018260601c63ffffffff16815260408201928060801c60ff168452606083018160881c61ffff168152608084018260981c61ffff16815260a085018360a81c61ffff16815260c08601918460b81c61ffff16835260e08701938560c81c61ffff16855261010088019560d81c61ffff1686526001549861012089019763ffffffff8b1689526101408a01998b60201c63ffffffff168b52610160019a600160a01b600190039060401c168b526040519b8c525163ffffffff1660208c01525160ff1660408b01525161ffff1660608a01525161ffff1660808901525161ffff1660a08801525161ffff1660c08701525161ffff1660e08601525161ffff166101008501525163ffffffff166101208401525163ffffffff16610140830152600160a01b6001900390511661016082015261018090f35b503461017257604036600319011261017257604060a091610c356128b6565b8160808451610c4381612a44565b82815282602082015282868201528260608201520152600180851b03168152600860205281812060243582526020522064ffffffffff60405191610c8683612a44565b60ff81549384815281600260018501549460208401958652015493604083019082861682528660806060860195858960081c168752019660101c168652604051978852516020880152511660408601525116606084015251166080820152f35b503461017257604036600319011261017257610816610d036128b6565b60243590612dd5565b5034610172576020366003190112610172576004356001600160401b038111610dff57610d3d9036906004016128e0565b60015491929160401c6001600160a01b03163303610dec57815b818110610d8d575060207fb6461c4accf4ab555bea401dfc35fc662bc9046fb5174bb0167fc6207616c82291604051908152a180f35b80610d9b6001928487612d87565b358452600a60205264ffffffffff60408520541615610dbb575b01610d57565b610dc6818487612d87565b358452600a60205260408420805464ffffffffff19164264ffffffffff16179055610db5565b6302976ccb60e31b825233600452602482fd5b5080fd5b5034610172576020366003190112610172576004353382526002602052604082208183526020526040822060ff815460601c166005811015610f0c57600181141580610f01575b610ee3575064ffffffffff81610e61849384614fed565b805460ff60601b1916600360601b178155600180548391908290610e8b9063ffffffff16426129c8565b1692019116821982541617815554166040519081527fb896c11cccafb2952a593a1446efc6440f7f537d3f79e63742534421825773e060203392a3604051600381525f5160206154d45f395f51905f5260203392a380f35b83610a3860649285637dbba70560e11b8452336004526024526129ba565b506002811415610e4a565b634e487b7160e01b84526021600452602484fd5b5034610172578060031936011261017257602060405160148152f35b5034610172576020366003190112610172578060e0604051610f5d81612a14565b8281528260208201528260408201528260608201528260808201528260a08201528260c082015201526004358152600460205260408120600160405191610fa383612a14565b80548352015491602082019160ff8416610fbc81612956565b83526040810160ff8560081c1681526060820160ff8660101c168152608083019160ff8760181c16835260a084019360ff8860201c16855260ff8860281c1660c08201966002821015610386575061106d9460ff88958180966101009d9a96829661ffff9d528c60e082019c60301c168c5260206040519e8f92518352519161104483612956565b0152511660408c0152511660608a015251166080880152511660a08601525160c0850190612971565b511660e0820152f35b5034610172576040366003190112610172576110906128b6565b611098613855565b6110a181613c93565b9083526004602052604083206101a0526110be6024358284613e92565b9160018060a01b03811684526007602052604084206024358552602052604084205464ffffffffff8160401c16611a53576001600160401b03168015611a315760018101808211611a1d5780431115611a0957409081156119f757506040516020810191825260018060a01b0383166040820152602435606082015260608152611149608082612ace565b5190209261115683612956565b8460c05282155f146118ea57604051611170602082612ace565b8581525f36813760c0525b61118483612956565b826118e35760ff60016101a051015460081c165b81516001600160a01b0390811661012052602080840151909116610140526101a0515460a0819052875260039052604086206101008190525460e0526111f36111e360ff8316612b00565b6040516101605261016051612ace565b6101605160ff82169081905261120890612b00565b601f19013660206101605101376101808690525b60ff8116610180511061174e57506020908101516001600160a01b038381168752600783526040808820602435895290935282872080546cffffffffff000000000000000019164290941b64ffffffffff60401b169390931783556101605151911693916002016001600160401b03821161173a57600160401b821161173a57805482825580831061170f575b506020610160510190875260208720875b8381106116f257505050506101a05154926112d482612956565b600282036115d4575b50845b8561016051518210156113575750600190818060a01b03611304826101605161413d565b511687526002602052604087208588526020526113516040882061133163ffffffff825460d01c166135c5565b815463ffffffff60d01b191660d09190911b63ffffffff60d01b16179055565b016112e0565b8084848861136482612956565b816115cd5760ff60016101a051015460101c165b6040519161138584612956565b8383526080602084015260ff6113a1608085016101605161297e565b921660408401526060830152602435916001600160a01b038516917fa5dc1da9ac9ad7da2aa3c91993ce87a42d453843b0ffbceeee796ab120230803919081900390a36113ed81612956565b806114c15750602435825260096020526040822080546001600160a01b0319166001600160a01b0383169081179091556101a0516001015460101c60ff1691903b156114bd57829182916040518094818094637bc8e55f60e11b8252602435600483015260606024830152611468606483016101605161297e565b604483019190915203926001600160a01b03165af180156114b25761149d575b5050805f5160206154f45f395f51905f525d80f35b816114a791612ace565b610172578082611488565b6040513d84823e3d90fd5b5050fd5b6001906114cd81612956565b146114da575b50506104a7565b6024358252600960205260408220546001600160a01b0316801515806115a7575b61157a575b506001600160a01b0381163b1561157757816040518092637bc8e55f60e11b8252602435600483015260606024830152818381611543606482016101605161297e565b6001604483015203926001600160a01b03165af180156114b257156114d3578161156c91612ace565b6101725780826114d3565b50fd5b806115a19184526005602052604084205484526004602052604084205490602435906145e1565b83611500565b50808352600760205260408320602435845260205260ff604084205460681c16156114fb565b6001611378565b929093838652600b6020526001600160401b03604087205416916115f783612d97565b858852600b602090815260408920805467ffffffffffffffff19166001600160401b0384161790551b6bffffffffffffffff000000001693875b61016051518110156116e457600190878a52600c60205260408a20828060a01b0361165f836101605161413d565b5116838060a01b03165f5260205260405f2054868160201c14806116db575b156116d45763ffffffff61169291166135c5565b888b52600c60205260408b20838060a01b036116b1846101605161413d565b5116848060a01b03165f5260205263ffffffff60405f2091168817905501611631565b5081611692565b5086151561167e565b50935093509390505f6112dd565b82516001600160a01b0316818301556020909201916001016112ba565b818852828060208a2001910390885b82811061172c5750506112a9565b808a6001928401550161171e565b634e487b7160e01b87526041600452602487fd5b6101c0869052608086905293949392845b60088110806118cf575b156118c55760e0511561180c576117fd906117b1604051602081018a8152610180516040830152836060830152606082526117a5608083612ace565b60e05191519020614fcf565b6080526117c360805161010051612d44565b60018060a01b0391549060031b1c166117f260c05161018051610160516101405161012051866101a0516153af565b611802575b50614fc1565b61175f565b6101c0525f6117f7565b50909294915b60015b60e0518110806118b1575b156118515761184c906117c361184360e05161183e846080516129c8565b614fcf565b61010051612d44565b611815565b5091939492909260018060a01b036101c05116156118965760018060a01b036101c05116611885610180516101605161413d565b52600161018051016101805261121c565b632dd228a160e11b865260a05160045260ff16602452604485fd5b506101c0516001600160a01b031615611820565b5090929491611812565b506101c0516001600160a01b031615611769565b6001611198565b60405163758639a960e11b815260248035600483015286908290817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa9081156119ec578691611948575b5060c05261117b565b90503d8087833e6119598183612ace565b8101906020818303126119e4578051906001600160401b0382116119e857019080601f830112156119e457815161198f81612b00565b9261199d6040519485612ace565b81845260208085019260051b8201019283116119e057602001905b8282106119c8575050505f61193f565b602080916119d584612ba2565b8152019101906119b8565b8880fd5b8680fd5b8780fd5b6040513d88823e3d90fd5b63d29dae1b60e01b8652600452602485fd5b633c0e95bd60e11b86526004829052602486fd5b634e487b7160e01b86526011600452602486fd5b63fb8f521160e01b85526001600160a01b038216600452602480359052604485fd5b634b3344f160e11b85526001600160a01b038216600452602480359052604485fd5b5034611dab576080366003190112611dab576002611a916128b6565b60243590611a9d612960565b90611aa6613855565b611aaf81613c93565b909490611abb81612956565b03611e1a5760018060a01b031690815f52600760205260405f20835f5260205260405f209384549464ffffffffff8660401c16158015611df3575b611de05760405163bf22c45760e01b81526004810186905295610240876024817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa968715611da0575f97611daf575b50600160681b9060ff60681b19161790555f52600460205260405f2054335f52600260205260405f20905f52602052611b9960405f2061133163ffffffff825460d01c16612d59565b813b15611dab576040519363c251c9ab60e01b855283600486015261ffff82169485602482015260643560448201525f8160648183885af18015611da057611d8b575b50838652600960205260408620548691906001600160a01b031680611c48575b505061ffff91506040519485521660208401527f5a7f685dc0990720932604c92fc2da0c5f0329b590f66f225133c62b082fb7f560403394a4805f5160206154f45f395f51905f525d80f35b80919250875260076020526040872085885260205260408720918188526005602052604088205488526004602052604088205491828760ff865460681c1615611d7a575b505050600183015490611c9f8282614c87565b9461ffff8616891190868215611d6b57611cb891612d71565b61ffff808c5460d81c16911611611cd4575b5050839250611bfc565b899498939792959699505f14611d5857602001516001600160a01b0316979496945b6002849601955b8654811015611d405780600180921b8716611d19575b01611cfd565b611d3b8b8a611d28848c612d44565b868060a01b0391549060031b1c16614dd6565b611d13565b50945094509490955061ffff9150905f808080611cca565b516001600160a01b031697949694611cf6565b90611d7591612d71565b611cb8565b611d83926145e1565b5f8287611c8c565b611d989196505f90612ace565b5f945f611bdc565b6040513d5f823e3d90fd5b5f80fd5b611dd29197506102403d8111611dd9575b611dca8183612ace565b810190612be0565b955f611b50565b503d611dc0565b634b1e8a3f60e01b5f523360045260245ffd5b50611e0060028201612d1e565b90543360039290921b1c6001600160a01b03161415611af6565b6392e8213360e01b5f9081526001600160a01b0391909116600452602490fd5b34611dab5760a0366003190112611dab57611e536128b6565b602435611e5e612960565b60643580151591828203611dab57611e74613855565b60015460401c6001600160a01b03163303612134576002611e9486613c93565b909190611ea081612956565b14612116575f52600460205260405f206040519563bf22c45760e01b87528560048801526102408760248160018060a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa968715611da0575f976120f5575b5060608701805160088110156120e15760ff60039116106120bc575060018060a01b0381165f52600760205260405f20865f5260205260405f209485549760ff8960701c166120a957610100015190604051906020820192835261ffff861660408301526060820152608435608082015260808152611f8460a082612ace565b519020805f52600a60205264ffffffffff60405f2054169788156120965760401c64ffffffffff16978815801561208d575b61207657505f908152600a60205260409020805464ffffffffff19169055845460ff60701b1916600160701b1780865582549697509495948590889060681c60ff1615612065575b5050506001850154600160025f97019201955b8254811015612053578061204d868683868c8e8d60ff61203360019b8e612d44565b8c8060a01b0391549060031b1c16935460281c1692614960565b01612011565b5f5f5160206154f45f395f51905f525d005b61206e926145e1565b868487611ffe565b889063501d199960e11b5f5260045260245260445ffd5b50888111611fb6565b50631c7c4e8160e31b5f5260045260245ffd5b8763e7d671ab60e01b5f5260045260245ffd5b86905160088110156120e15760ff9163fcbff22b60e01b5f526004521660245260445ffd5b634e487b7160e01b5f52602160045260245ffd5b61210f9197506102403d8111611dd957611dca8183612ace565b9587611f04565b6392e8213360e01b5f9081526001600160a01b038716600452602490fd5b6302976ccb60e31b5f523360045260245ffd5b34611dab5761215536612890565b61215d613855565b335f52600260205260405f20825f5260205260405f2060ff815460601c1660058110156120e1578061222f57506001600160601b035f5416916001600160601b0381169280841061221957506121ba6001600160601b039161388a565b166001600160601b0319825416178155600160601b60ff60601b198254161790556040519081527fb7f299e98a5f1a10cac6f9de415eb1bcaa2a60a33cc22c24d2e334c8870ad26b60203392a35f5f5160206154f45f395f51905f525d005b8363829f116360e01b5f5260045260245260445ffd5b637dbba70560e11b5f5233600452602484905261224b906129ba565b60645ffd5b34611dab576020366003190112611dab57606061227361226e6128b6565b612b6b565b906040519215158352602083015261228a81612956565b6040820152f35b34611dab575f366003190112611dab576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b34611dab576122e336612910565b9092916122ee613855565b6122f783613c93565b91905f52600460205260405f209061230e83612956565b821580159061275f575b61274157612327818487613e92565b60018060a01b0386165f52600760205260405f20825f5260205264ffffffffff60405f205460401c1661271c5760018060a01b0386165f52600860205260405f20825f5260205260405f2064ffffffffff600282015460101c1680155f146126f357506123cd64ffffffffff6123a863ffffffff60015460201c16426129c8565b16600283019066ffffffffff000082549160101b169066ffffffffff00001916179055565b8264ffffffffff600283015460101c166040519081527ff10cf4d9469e211d0fa3488e02979466c9b1a82bb49c3dd51849004aed708c50602060018060a01b038b1692a35b8151602083015160018601546001600160a01b0392831692919091169060081c60ff1688036105bb57855491905f5b8b8a8083106126015750505050505060405160208101906020825261247d8161246f8c8b60408401916129d5565b03601f198101835282612ace565b5190209060018060a01b0383511633145f1461258d5760ff60028201541660ff600187015460181c1681101561256a576124b8600191612aef565b60028301805460ff191660ff8316179055838355910154905b84604051916040835260ff6124eb8d8c60408701916129d5565b9116602084015233926001600160a01b038c16917f07318635e95497795fd4b4ddcba1055b57f6a1b9c39fefa0bcd360ba1627030d919081900390a41461253e575f5f5160206154f45f395f51905f525d005b6020015161255e966001600160a01b03909116946104a191369190612b17565b80808080808080612053565b6346f97dc160e01b5f9081526001600160a01b038a166004526024869052604490fd5b6020830151336001600160a01b03909116036125ee5760ff600282015460081c1660ff600187015460181c1681101561256a576125c990612aef565b60028201805461ff001916600883901b61ff00161790559082600182015554906124d1565b63544fc10d60e01b5f523360045260245ffd5b826104ca9161260f93612d87565b60018060a01b0381165f52600260205260405f20855f5260205260ff60405f205460601c1660058110156120e15760021480156126ec575b1580156126d9575b6126b9575f8b8e5b84831061266a5750505050600101612441565b6001600160a01b03848116929091612688916104ca91869190612d87565b1614612698576001018b8e612657565b50633a1c154560e01b5f9081526001600160a01b0391909116600452602490fd5b633a1c154560e01b5f9081526001600160a01b0391909116600452602490fd5b506126e68385838c61515a565b1561264f565b505f612647565b4210612412576346f97dc160e01b5f9081526001600160a01b0388166004526024849052604490fd5b50634b3344f160e11b5f9081526001600160a01b038616600452602491909152604490fd5b6392e8213360e01b5f9081526001600160a01b038616600452602490fd5b50600160ff818401541661277281612956565b1415612318565b34611dab5761278736612890565b90612790613855565b335f52600260205260405f20815f5260205260405f209060ff825460601c1660058110156120e157600181141580612885575b61286b57506127d18361388a565b6001600160601b03808454169116016001600160601b03811161285757612053936001600160601b038392166001600160601b03198554161784556001600160601b038454166001600160601b036040519216825260208201527f54e573b59e0d7c4cff33729201a91437c2d4c23618f0e1ea3b54df3fd76c92df60403392a333613a15565b634e487b7160e01b5f52601160045260245ffd5b61224b91637dbba70560e11b5f52336004526024526129ba565b5060028114156127c3565b6040906003190112611dab57600435906024356001600160601b0381168103611dab5790565b600435906001600160a01b0382168203611dab57565b35906001600160a01b0382168203611dab57565b9181601f84011215611dab578235916001600160401b038311611dab576020808501948460051b010111611dab57565b6060600319820112611dab576004356001600160a01b0381168103611dab579160243591604435906001600160401b038211611dab57612952916004016128e0565b9091565b600311156120e157565b6044359061ffff82168203611dab57565b9060028210156120e15752565b90602080835192838152019201905f5b81811061299b5750505090565b82516001600160a01b031684526020938401939092019160010161298e565b60058110156120e157604452565b9190820180921161285757565b916020908281520191905f5b8181106129ee5750505090565b909192602080600192838060a01b03612a06886128cc565b1681520194019291016129e1565b61010081019081106001600160401b03821117612a3057604052565b634e487b7160e01b5f52604160045260245ffd5b60a081019081106001600160401b03821117612a3057604052565b61018081019081106001600160401b03821117612a3057604052565b60c081019081106001600160401b03821117612a3057604052565b6101a081019081106001600160401b03821117612a3057604052565b61024081019081106001600160401b03821117612a3057604052565b90601f801991011681019081106001600160401b03821117612a3057604052565b60ff1660ff81146128575760010190565b6001600160401b038111612a305760051b60200190565b929190612b2381612b00565b93612b316040519586612ace565b602085838152019160051b8101928311611dab57905b828210612b5357505050565b60208091612b60846128cc565b815201910190612b47565b6001600160a01b0381165f9081526006602052604090205460ff1615612b9957612b9490613c93565b600192565b505f905f905f90565b51906001600160a01b0382168203611dab57565b519061ffff82168203611dab57565b519060ff82168203611dab57565b51908115158203611dab57565b9081610240910312611dab5760405190612bf982612ab2565b612c0281612ba2565b8252612c1060208201612ba2565b6020830152612c2160408201612ba2565b604083015260608101516008811015611dab5760608301526080810151608083015260a081015160a083015260c081015160c083015260e081015160e0830152610100810151610100830152612c7a6101208201612bb6565b610120830152612c8d6101408201612bc5565b610140830152612ca06101608201612bc5565b610160830152612cb36101808201612bd3565b6101808301526101a0810151906001600160401b0382168203611dab57610220916101a0840152612ce76101c08201612bd3565b6101c0840152612cfa6101e08201612bd3565b6101e0840152612d0d6102008201612bd3565b610200840152015161022082015290565b805415612d30575f5260205f20905f90565b634e487b7160e01b5f52603260045260245ffd5b8054821015612d30575f5260205f2001905f90565b63ffffffff5f199116019063ffffffff821161285757565b9061ffff8091169116039061ffff821161285757565b9190811015612d305760051b0190565b6001600160401b036001911601906001600160401b03821161285757565b906001600160401b03809116911601906001600160401b03821161285757565b612dde81613c93565b905f52600460205260405f2091612df6848383613e92565b5060018060a01b031691825f52600760205260405f20845f5260205260405f209164ffffffffff835460401c1661302357612e3081612956565b158061300a575b612edc575b506001600160401b0381541680151580612eb7575b612e9d57506001600160401b03804316166001600160401b03198254161790557f67fc6ee5ed5f49fdbbd342fc965ac6a86b2f6716b2ca0ff030c33d171fbc65526020604051438152a3565b8383637206f3d160e01b5f5260045260245260445260645ffd5b5061010181016001600160401b038111612857576001600160401b0316431115612e51565b600101600260ff825416612eef81612956565b14612ff757825f52600860205260405f20845f52602052600260405f200164ffffffffff815460101c1615612f845760ff9054915460181c168060ff831610159081612f73575b501580612f60575b15612e3c5764ffffffffff9063363493c760e21b5f5260101c1660045260245ffd5b5064ffffffffff8160101c164210612f3e565b905060ff8260081c1610155f612f36565b7ff10cf4d9469e211d0fa3488e02979466c9b1a82bb49c3dd51849004aed708c5092506020915064ffffffffff90612fe982612fca63ffffffff600154871c16426129c8565b835466ffffffffff00001916911660101b66ffffffffff000016178255565b5460101c16604051908152a3565b826392e8213360e01b5f5260045260245ffd5b5060ff60018201541661301c81612956565b1515612e37565b505050634b3344f160e11b5f5260045260245260445ffd5b90604051918281549182825260208201905f5260205f20925f5b81811061306c57505061306a92500383612ace565b565b84546001600160a01b0316835260019485019487945060209093019201613055565b359060ff82168203611dab57565b8035825260208101356003811015611dab576130b781612956565b602083015260ff6130ca6040830161308e565b16604083015260ff6130de6060830161308e565b16606083015260ff6130f26080830161308e565b16608083015260ff61310660a0830161308e565b1660a083015260c0810135906002821015611dab5761312b60e09260c0850190612971565b01359061ffff8216809203611dab5760e00152565b906003811015612d305760051b0190565b60ff60019116019060ff821161285757565b6004359081156135905760443560ff8116808214159081611dab578015908115613582575b8115613569575b811561354b575b506105bb57602435916003831015611dab576131b183612956565b6084359160ff8316808403611dab571515600185140361351c5760405160208101906131de82600461309c565b61010081526131ef61012082612ace565b51902095865f52600460205260ff600160405f20015460081c1661351557600190875f52600460205260405f20908155019361322a81612956565b60ff80198654169116178455611dab57825461ff00191660089190911b61ff00161782556064359060ff82168203611dab5782549060a43560ff81168103611dab5760c435926002841015611dab5760e4359061ffff82168203611dab5765ff00000000009363ff00000067ffff00000000000064ff000000009460301b169767ffff000000000000199362ff000088199260101b169064ffffff0000191617169160181b1617169160201b16179160281b16171790556060604051916132f18284612ace565b813684377f0000000000000000000000000000000000000000000000000000000000000000821b6bffffffffffffffffffffffff19165f5b60ff8116908660038310156134a757506040516020810190888252836040820152604081526133588782612ace565b615fd381511161349857805190602d82018092116128575760576133ed916040519485916020830195606160f81b875261ffff60f01b9060f01b166021840152703d81600a3d39f3363d3d373d3d3d363d7360781b60238401528960348401526e5af43d82803e903d91602b57fd5bf360881b60488401525180918484015e81015f838201520301601f198101845283612ace565b8151156134895790516001600160a01b03918991905ff516908115613475578260019261341c60ff958a613140565b52828060a01b0361342d828a613140565b51165f5260056020528860405f205561344582613151565b90613456848060a01b03918a613140565b51165f5260066020528360405f20911684198254161790550116613329565b3d611da05763b06ebf3d60e01b5f5260045ffd5b631328927760e21b5f5260045ffd5b63250a241560e21b5f5260045ffd5b86516020880151604098890151985196989297507f7509d89d6dc7f4cf97614215711ca59259d8476843cf57f11d95f8b12e75bfdc96610160965094506001600160a01b0392831693508216911661350084600461309c565b610100840152610120830152610140820152a2565b5050505050565b6040516353e95a6760e01b8152602060048201526006602482015265726f756e647360d01b6044820152606490fd5b905060643560ff811690818103611dab575082611dab57115f613196565b905060643560ff811690818103611dab5750159061318f565b5f9250600881119150613188565b6040516353e95a6760e01b815260206004820152600c60248201526b73657276696365207479706560a01b6044820152606490fd5b63ffffffff60019116019063ffffffff821161285757565b91906135e883613c93565b91905f52600460205260405f20549160405163bf22c45760e01b81528260048201526102408160248160018060a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa8015611da0576060915f91613836575b5001519060088210156120e15760029061366581612956565b146136985760ff1693600385106136815761306a9394506145e1565b848263fcbff22b60e01b5f5260045260245260445ffd5b9190929360018060a01b031691825f52600760205260405f20845f5260205260405f209081549064ffffffffff8260401c16158015613829575b801561381c575b613802575060ff60681b1916600160681b1781558391906137989060020161370081612d1e565b60018060a01b0391549060031b1c165f52600260205260405f20835f52602052613793600160405f2061375f61373f63ffffffff835460d01c16612d59565b825463ffffffff60d01b191660d09190911b63ffffffff60d01b16178255565b0161377363ffffffff825460c81c166135c5565b815463ffffffff60c81b191660c89190911b63ffffffff60c81b16179055565b612d1e565b60018060a01b0391549060031b1c167f4d14321aa89825b8ffed5f6089caf110c393c44d8495a3c587edf6b8a42c45d7604080515f81525f6020820152a47f4a4e83199e0c51e5945d1d5e13d633e81bfea965c768f4f52f9d808c602a190c60206040515f8152a3565b60ff908663fcbff22b60e01b5f526004521660245260445ffd5b50600760ff8216146136d9565b5060ff8260681c166136d2565b61384f91506102403d8111611dd957611dca8183612ace565b5f61364c565b5f5160206154f45f395f51905f525c61387b5760015f5160206154f45f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811691602081602481865afa908115611da0575f916139e3575b506001600160601b03841692604051926323b872dd60e01b5f5233600452306024528460445260205f60648180855af19060015f51148216156139c4575b50836040525f606052156139b257826024816020936370a0823160e01b82523060048301525afa918215611da0575f9261397e575b5081039081116128575781810361396957505090565b63829f116360e01b5f5260045260245260445ffd5b9091506020813d6020116139aa575b8161399a60209383612ace565b81010312611dab5751905f613953565b3d915061398d565b635274afe760e01b5f5260045260245ffd5b60018215166139da573b15153d1516165f61391e565b843d5f823e3d90fd5b90506020813d602011613a0d575b816139fe60209383612ace565b81010312611dab57515f6138e0565b3d91506139f1565b9091805460ff8160601c16600581101591826120e1576001821490811580613c85575b613c7c5760ff8160a81c16613a5563ffffffff8360881c16615383565b5f54916001600160601b0383166001600160601b03851610159384613c60575b5083613c4e575b83613c1a575b505081613bcb575b5080918482613bbd575b505015613b5557505050825f52600360205260405f208054600160401b811015612a3057613acc81613af09360018794018155612d44565b81546001600160a01b0393841660039290921b91821b9390911b1916919091179055565b5f83815260036020526040902054815463ffffffff60b01b191660b09190911b63ffffffff60b01b16178155805460ff60601b1916600160611b179055604051600281526001600160a01b03909116905f5160206154d45f395f51905f5290602090a3565b159182613bac575b5050613b69575b505050565b613b738184614fed565b805460ff60601b1916600160601b179055604051600181526001600160a01b03909116905f5160206154d45f395f51905f5290602090a3565b9091506120e1576002145f80613b5d565b9091506120e1575f84613a94565b9050600185015463ffffffff8160681c168015928315613bef575b5050505f613a8a565b6001600160401b039293509061ffff613c0b9260a81c1661412a565b9160281c1611155f8080613be6565b90919250612710820291808304612710149015171561285757613c449061ffff8460881c1661412a565b1115905f80613a82565b925060ff8260801c1683101592613a7c565b90935063ffffffff808460601c169160681c161015925f613a75565b50505050505050565b505f93506002831415613a38565b6001600160a01b03165f8181526006602052604090205460ff1691908215613cde575f52600560205260405f2054915f190160ff81116128575760ff1691613cda83612956565b9190565b633558698360e01b5f5260045260245ffd5b519063ffffffff82168203611dab57565b809291036102808112611dab5761026013611dab5760405161026081018181106001600160401b03821117612a305760405282516004811015611dab578152613d4c60208401612bc5565b6020820152613d5d60408401612bc5565b604082015260608301516005811015611dab57606082015260808301516005811015611dab57608082015260a0830151906005821015611dab576102609160a0820152613dac60c08501612bb6565b60c0820152613dbd60e08501612bb6565b60e0820152613dcf6101008501612bb6565b610100820152613de26101208501612bd3565b610120820152613df56101408501613cf0565b610140820152613e086101608501613cf0565b610160820152613e1b6101808501613cf0565b610180820152613e2e6101a08501613cf0565b6101a0820152613e416101c08501613cf0565b6101c0820152613e546101e08501613cf0565b6101e0820152613e676102008501612ba2565b610200820152613e7a6102208501612ba2565b61022082015261024084015161024082015292015190565b929190925f610220604051613ea681612ab2565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e082015282610200820152015260018060a01b037f0000000000000000000000000000000000000000000000000000000000000000166040519463bf22c45760e01b865283600487015261024086602481855afa958615611da0575f966140f5575b5085606081015191600883101593846120e1575f91613f8781612956565b80613ff657505050604001516001600160a01b038481169116149182613fd0575b50505b15613fb4575050565b6299a8b760e01b5f5260018060a01b031660045260245260445ffd5b9091506120e15760018114908115613feb575b505f80613fa8565b60029150145f613fe3565b90939194506001600160401b036101a0840151168061401a575b5050505050613fab565b61028091929394955060246040518097819363177a387560e01b835260048301525afa938415611da0575f946140c0575b5060019061405881612956565b036140935750610180015115159081614078575b505b5f80808080614010565b61020001516001600160a01b0383811691161490505f61406c565b600791501490816140a5575b5061406e565b61022001516001600160a01b0383811691161490505f61409f565b60019194506140e6906102803d81116140ee575b6140de8183612ace565b810190613d01565b50939061404b565b503d6140d4565b61410f9196506102403d8111611dd957611dca8183612ace565b945f613f69565b356001600160a01b0381168103611dab5790565b8181029291811591840414171561285757565b8051821015612d305760209160051b010190565b919492945f9260018060a01b031690815f52600760205260405f20835f52602052600260405f20805464ffffffffff60401b4260401b169064ffffffffff60401b1916178155018551906001600160401b038211612a3057600160401b8211612a305780548282558083106145b7575b5060208701905f5260205f205f5b83811061459a57505050508054956141e688612956565b60028803614470575b505f5b8551811015614243576001906001600160a01b03614210828961413d565b51165f52600260205260405f20885f5260205261423d60405f2061133163ffffffff825460d01c166135c5565b016141f2565b5091945092919461425381612956565b801580156144465785857fa5dc1da9ac9ad7da2aa3c91993ce87a42d453843b0ffbceeee796ab12023080360ff600187015460101c165b604051809161429888612956565b8782526080602083015260ff6142b1608084018c61297e565b911660408301525f60608301520390a36142ca82612956565b1561435e575083855260096020526040852080546001600160a01b031916841790556001015460101c60ff1692823b1561435a57916143309185809460405196879586948593637bc8e55f60e11b8552600485015260606024850152606484019061297e565b90604483015203925af180156114b257614348575050565b614353828092612ace565b6101725750565b8480fd5b905060019192945061436f81612956565b1461437957505050565b5f828152600960205260409020546001600160a01b031680151580614422575b6143f8575b50823b15611dab576143d6925f9283604051809681958294637bc8e55f60e11b8452600484015260606024840152606483019061297e565b6001604483015203925af18015611da0576143ee5750565b5f61306a91612ace565b8061441c915f52600560205260405f20545f5260046020528360405f2054916145e1565b5f61439e565b50805f52600760205260405f20835f5260205260ff60405f205460681c1615614399565b85857fa5dc1da9ac9ad7da2aa3c91993ce87a42d453843b0ffbceeee796ab120230803600161428a565b60018060a0999497969893991b031695865f52600b6020526001600160401b0360405f205416936144a085612d97565b96885f52600b60205260405f206001600160401b0389166001600160401b03198254161790556bffffffffffffffff000000005f9860201b16975b8751811015614589575f8a8152600c60205260409020600191906001600160a01b03614507838c61413d565b5116838060a01b03165f5260205260405f2054888160201c1480614580575b156145795763ffffffff61453a91166135c5565b8b5f52600c60205260405f20838060a01b03614556848d61413d565b5116848060a01b03165f5260205263ffffffff60405f2091168b179055016144db565b508161453a565b50881515614526565b50939892975093509394505f6141ef565b82516001600160a01b0316818301556020909201916001016141cf565b815f52828060205f20019103905f5b8281106145d45750506141c1565b5f828201556001016145c6565b91909160018060a01b031690815f52600760205260405f20835f5260205260405f2090815464ffffffffff8160401c16156149485760ff8160681c166135155760ff60681b1916600160681b178255604051631c24b7cd60e21b8152600481018590527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690602081602481855afa8015611da0575f6101e052614912575b506102406024916101e05160018601556040519283809263bf22c45760e01b82528960048301525afa8015611da05760e0915f916148f3575b5001511515906002830154915f5b83811061470a5750505050507f4a4e83199e0c51e5945d1d5e13d633e81bfea965c768f4f52f9d808c602a190c60206040516101e0518152a3565b8061481761471d60019360028901612d44565b848060a01b0391549060031b1c16805f52600260205260405f20865f526020528560405f209161477961475963ffffffff855460d01c16612d59565b845463ffffffff60d01b191660d09190911b63ffffffff60d01b16178455565b8b82827f4d14321aa89825b8ffed5f6089caf110c393c44d8495a3c587edf6b8a42c45d78c8a8a1b6101e0511615155f918d825f146148ce57506147e96147c963ffffffff8c5460681c166135c5565b8b5463ffffffff60681b191660689190911b63ffffffff60681b16178b55565b8c60ff6101e05160081c161161481d575b505b60408051911515825261ffff929092166020820152a4613a15565b016146cf565b61484491925061483e8c614834816101e0516151c0565b926101e0516151e9565b9061535c565b906148c88c8a0161489561486961ffff86166001600160401b03845460281c16612db5565b82546cffffffffffffffff0000000000191660289190911b6cffffffffffffffff000000000016178255565b6148a863ffffffff825460681c166135c5565b815463ffffffff60681b191660689190911b63ffffffff60681b16179055565b8e6147fa565b9050156147fc576148ee8c8a0161377363ffffffff825460c81c166135c5565b6147fc565b61490c91506102403d8111611dd957611dca8183612ace565b5f6146c1565b6020813d602011614940575b8161492b60209383612ace565b81010312611dab57516101e052610240614688565b3d915061491e565b50505063fb8f521160e01b5f5260045260245260445ffd5b9395909496919660018060a01b03851697885f52600260205260405f20875f5260205260405f20976001831b81161515948594855f14614c7d576149ad906149a886856151c0565b61535c565b935b8596614c59575b50505083908194614c41575b614a01895460871c865f14614c3557620ffffe60ff60015b8d5463ffffffff60881b19169290931692169190911760881b63ffffffff60881b16178a55565b885460ff8160a81c1660148110614c10575b50508415614bd85783614a5660018b01614a3663ffffffff825460881c166135c5565b815463ffffffff60881b191660889190911b63ffffffff60881b16179055565b614bae575b60408051861515815261ffff8516602082015289918c917f17615f5375ac736b41777d413a10e64d7ffa742420ccae139b71454ba39643889190a482614b87575b5050614b78575b159081614b64575b5080614b49575b80614b2e575b614ac65761306a9350613a15565b509190614ad38184614fed565b805460ff60601b1916600160621b1781556001805464ffffffffff91908290614b029063ffffffff16426129c8565b169201911664ffffffffff198254161790555f5160206154d45f395f51905f52602060405160048152a3565b5060ff835460601c1660058110156120e15760041415614ab8565b5060ff835460601c1660058110156120e15760031415614ab2565b905060028110156120e1576001145f614aab565b614b828484614ed0565b614aa3565b1591508115614b99575b505f80614a9c565b905061ffff805f5460b81c169116115f614b91565b614bd360018a0161489561486961ffff87166001600160401b03845460281c16612db5565b614a5b565b8360018a01805463ffffffff60a81b614bf963ffffffff8360a81c166135c5565b60a81b169063ffffffff60a81b1916179055614a56565b60ff60a81b90614c1f90613151565b60a81b169060ff60a81b19161789555f80614a13565b620ffffe60ff5f6149da565b935061ffff5f5460981c1661ffff83161115936149c2565b90919295506090019182609011612857576001911515921c161514925f80806149b6565b50612710936149af565b90614c9d60ff808360081c169260901c16615383565b908015159182614db7575b5050614db2576101a081015160405163177a387560e01b81526001600160401b039091166004820152610280816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa908115611da0575f91614d92575b50805160048110156120e157600214614d855790610120015f5b60ff602084015116811015614d7e576102408301516001600160fb1b0382168203612857578160051b1c61ffff83511661ffff8260101c161115614d735750600101614d2c565b61ffff169392505050565b5050505f90565b50610120015161ffff1690565b614dab91506102803d81116140ee576140de8183612ace565b505f614d12565b505f90565b8091925060011b90808204600214901517156128575710155f80614ca8565b919060018060a01b03831692835f52600260205260405f20825f5260205260405f20926001600160601b03845416612710614e1961ffff5f5460c81c168361412a565b04908115613c7c576001600160601b0382169003916001600160601b0383116128575761306a966001600160601b03614ecb94166001600160601b03198854161787558560405191848352691bdd995c9d1d5c9b995960b21b60208401527fa8dfa8709c54068c633abcdb1dd984eeb8d8ff8106e30d72c490ba1a76cac872604060018060a01b03861694a47f00000000000000000000000000000000000000000000000000000000000000006150d9565b613a15565b60018060a01b03811691825f52600260205260405f20815f5260205260405f20916001600160601b03835416612710614f1161ffff5f5460c81c168361412a565b04908115614fb9576001600160601b0382169003906001600160601b0382116128575761dead8461306a976001600160601b03614ecb95166001600160601b03198954161788557fa8dfa8709c54068c633abcdb1dd984eeb8d8ff8106e30d72c490ba1a76cac872604080518681526563616e61727960d01b6020820152a461dead7f00000000000000000000000000000000000000000000000000000000000000006150d9565b505050505050565b5f1981146128575760010190565b8115614fd9570690565b634e487b7160e01b5f52601260045260245ffd5b63ffffffff825460b01c16908115613b6457805f52600360205260405f209182545f198101908111612857576150239084612d44565b90545f198301939160031b1c6001600160a01b03168284116128575761505081613acc6150869688612d44565b5f52600260205260405f20905f5260205260405f209081549063ffffffff60b01b9060b01b169063ffffffff60b01b1916179055565b805480156150c5575f19019061509c8282612d44565b81546001600160a01b0360039290921b9190911b1916905555805463ffffffff60b01b19169055565b634e487b7160e01b5f52603160045260245ffd5b916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180865af19060015f5114821615615139575b604052156151195750565b635274afe760e01b5f9081526001600160a01b0391909116600452602490fd5b90600181151661515157823b15153d1516169061510e565b503d5f823e3d90fd5b6001600160a01b0382811693168314159392846151ac575b846151a2575b5083615185575b50505090565b6001015461519a935060201c60ff1691615444565b5f808061517f565b151593505f615178565b6001600160a01b0384168114159450615172565b906001600160fc1b03811681036128575760041b60100190816010116128575761ffff911c1690565b916151f382612b00565b916152016040519384612ace565b808352601f1961521082612b00565b013660208501375f935f925b82841061527f575050505060018083811c93161461526d575f198201908282116128575761ffff61525e819482615256615266968661413d565b51169361413d565b5116906129c8565b60011c1690565b61ffff9161527a9161413d565b511690565b9194828497929414801561534f575b6153425761529c87856151c0565b956152a682614fc1565b915b801580158061531c575b156152f6575f19820191808311612857576152dc61ffff6152d3858c61413d565b5116918a61413d565b52156152a857634e487b7160e01b5f52601160045260245ffd5b509661ffff61530e600194999a939796959a8961413d565b911690525b0192919061521c565b505f1982018281116128575761533561ffff918a61413d565b511661ffff8a16106152b2565b9492919095600190615313565b506001871b84161561528e565b61ffff821661ffff8216115f1461537a579061537791612d71565b90565b61537791612d71565b905f915b63ffffffff81166153955750565b9161539f90614fc1565b916153a981612d59565b16615387565b91816153be939594929561515a565b1561543c576001600160a01b0390911691905f5b828110615411575050505f5b825181101561540957816001600160a01b036153fa838661413d565b511614614d7e576001016153de565b505050600190565b836001600160a01b03615424838561413d565b511614615433576001016153d2565b50505050505f90565b505050505f90565b9160ff169182156154095760018060a01b031690815f52600c60205260405f209060018060a01b03165f5260205260405f205491815f52600b6020526001600160401b0360405f2054168360201c14928315936154c3575b505081156154a8575090565b90505f52600b6020526001600160401b0360405f2054161590565b63ffffffff161091505f8061549c56fedffd825d19ef5fab637f7c38cae2cb07d65dd1407530661c7cdb8cfc124011659b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0060c03461009157601f6104e238819003918201601f19168301916001600160401b038311848410176100955780849260209460405283398101031261009157516001600160a01b0381168103610091573360805260a05260405161043890816100aa823960805181818160b80152818161024201526103b7015260a05181818160e8015281816101f001526102720152f35b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f905f3560e01c90816316f0115b146103a5575080637bf6df911461030f578063c251c9ab1461021f578063e2fdcc17146101da5763f791cabe14610055575f80fd5b34610181576060366003190112610181576024359067ffffffffffffffff8211610181573660238301121561018157816004013567ffffffffffffffff81116101d6573660248260051b850101116101d6576044359260ff84168094036101d2577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101bf577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031693843b156101bb57604051926334c30b5360e11b845280606485016004356004870152606060248701525260246084850193019085905b80821061018f57505050839483858181958195604483015203925af18015610184576101705750f35b8161017a916103e6565b6101815780f35b80fd5b6040513d84823e3d90fd5b909193843560018060a01b0381168091036101b7578152602090810194019160010190610147565b8780fd5b8380fd5b6312aa1e0360e21b835233600452602483fd5b8280fd5b5080fd5b50346101815780600319360112610181576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346102f85760603660031901126102f85760243561ffff81168091036102f8577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036102fc577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690813b156102f8575f91606483926040519485938492636b6d20a760e11b84526004356004850152602484015260443560448401525af180156102ed576102df575080f35b6102eb91505f906103e6565b005b6040513d5f823e3d90fd5b5f80fd5b6312aa1e0360e21b5f523360045260245ffd5b346102f8575f3660031901126102f857303b602c1981019081116103915761034f6103398261041c565b9161034760405193846103e6565b80835261041c565b6020820190601f19013682378151602d82303c6040828051810103126102f857604090519101519060ff82168092036102f85760409182519182526020820152f35b634e487b7160e01b5f52601160045260245ffd5b346102f8575f3660031901126102f8577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b90601f8019910116810190811067ffffffffffffffff82111761040857604052565b634e487b7160e01b5f52604160045260245ffd5b67ffffffffffffffff811161040857601f01601f19166020019056",
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
