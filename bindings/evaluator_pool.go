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
	Bin: "0x60e0806040523461041a5780616430803803809161001d8285610537565b83398101036101a0811261041a578151906001600160a01b0382169081830361041a5761018090601f19011261041a576040519061018082016001600160401b038111838210176103cc5760405260208401516001600160601b038116810361041a57825261008e6040850161055a565b60208301908152606085015160ff8116810361041a57858493918492604084019182526100bd6080840161056b565b91606085019283526100d160a0850161056b565b90608086019182526100e560c0860161056b565b9060a087019182526100f960e0870161056b565b9360c0880194855261018061014f6101606101176101008b0161056b565b9960e08c019a8b5261010061012f610120830161056b565b9c019b8c52610120610144610140830161055a565b9e019d8e520161055a565b6101408d019081529d01519b6001600160a01b038d16808e0361041a576101608d019d8e52821590811561052e575b506104f9578b516001600160601b0316156104c75761271061ffff8851161180156104b7575b80156104a7575b61045b5761271061ffff895116118015610497575b8015610487575b61045b57601460ff8451161161042657608052604051637e062a3560e11b8152602081600481855afa9081156103c1575f916103e0575b5060a052604051906104e28083016001600160401b038111848210176103cc576020928492615f4e843981520301905ff0998a156103c1576001600160a01b03909a1660c05298515f805498519a519551935192519451965197516001600160e81b03199099166001600160601b03929092169190911760609a909a1b6fffffffff000000000000000000000000169990991760809490941b60ff60801b169390931760889190911b61ffff60881b161760989290921b61ffff60981b169190911760a89190911b61ffff60a81b161760b89190911b61ffff60b81b161760c89190911b61ffff60c81b161760d89190911b61ffff60d81b16179091555160018054935192516001600160e01b031990941663ffffffff929092169190911760209290921b67ffffffff000000001691909117604092831b600160401b600160e01b0316179055516159d3908161057b8239608051818181610b1201528181611d5b01528181611f6c0152818161232501528181613f300152818161483301528181614ae50152615181015260a05181818161014301528181610e1e015281816141b5015281816153460152615434015260c0518181816126f50152613c0d0152f35b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b90506020813d60201161041e575b816103fb60209383610537565b8101031261041a57516001600160a01b038116810361041a575f6101fe565b5f80fd5b3d91506103ee565b6040516389a6198960e01b815260206004820152600c60248201526b6d696e2063616e617269657360a01b6044820152606490fd5b6040516389a6198960e01b815260206004820152600360248201526262707360e81b6044820152606490fd5b5061271061ffff8a5116116101c7565b5061271061ffff875116116101c0565b5061271061ffff855116116101ab565b5061271061ffff865116116101a4565b6040516389a6198960e01b81526020600482015260096024820152686d696e207374616b6560b81b6044820152606490fd5b6040516389a6198960e01b815260206004820152600c60248201526b7a65726f206164647265737360a01b6044820152606490fd5b9050155f61017e565b601f909101601f19168101906001600160401b038211908210176103cc57604052565b519063ffffffff8216820361041a57565b519061ffff8216820361041a5756fe6102006040526004361015610012575f80fd5b5f5f3560e01c806306ef405d1461308c57806307399c371461272457806310b3a8b7146126df57806316f40a201461269d5780631c544d7614612594578063386366181461228b5780633ee5440b14611ec95780634a03707c1461151e5780635483a0b5146113e4578063571ed147146113c85780635a31613b146112ab5780635b222de0146111b45780636b050b1a1461118e5780636ec2e7ac146110be57806379502c5514610f045780638e19899e14610d47578063a0e7fb8614610d04578063baaedef914610cde578063c0a2526c14610cc1578063c668561714610c98578063e1c6c88814610b41578063e2fdcc1714610afc578063eeb1faa2146103ae578063f1f7ed26146101755763fc0c546a1461012e575f80fd5b346101725780600319360112610172576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b80fd5b50346101725760403660031901126101725761018f6131e0565b8161018060405161019f816133ac565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e082015282610100820152826101208201528261014082015282610160820152015260018060a01b0316815260026020526040812060243582526020526040812060405190610216826133ac565b80546001600160601b038116835260ff8160601c16936020840194600581101561039a5763ffffffff9291859187526040820192848160681c1684526060830195858260881c1687526080840160ff8360a81c168152600160a0860192888560b01c1684528860c088019560d01c168552015497889660e087019564ffffffffff8916875261010088019c8d6001600160401b038b60281c1690528a6101806101208b019a828d60681c168c5261014081019c8d848260881c16905261016082019e8f9160a81c169052019c60c81c168c526001600160601b036040519d51168d5251906005821015610386575060208c01525163ffffffff90811660408c01529051811660608b0152905160ff1660808a01529051811660a08901529051811660c0880152905164ffffffffff1660e087015295516001600160401b0316610100860152518516610120850152518416610140840152518316610160830152519091166101808201526101a090f35b634e487b7160e01b81526021600452602490fd5b634e487b7160e01b82526021600452602482fd5b5034610172576103bd3661323a565b91926103c761416b565b60015460401c6001600160a01b03163303610ae9576103e5816145a9565b94908652600460205260408620926103fc86613280565b8515158615610ace575b610ab2576104158287856147a8565b9260018060a01b03169283885260076020526040882083895260205264ffffffffff604089205460401c16610a9b578051602082015160018701546001600160a01b03918216929091169060081c60ff168803610a6357865490918a5b8b8a80831061095a575050506020909301516001600160a01b03169761049f94369450909250905061342d565b92828752600760205260408720828852602052600260408820805464ffffffffff60401b4260401b169064ffffffffff60401b1916178155018451906001600160401b03821161094657600160401b821161094657805482825580831061091b575b506020860190895260208920895b8381106108fe575050505080549461052687613280565b600287036107e0575b50865b8785518210156105a557506001906001600160a01b036105528288614a6c565b51168952600260205260408920878a5260205261059f60408a2061057f63ffffffff825460d01c16613edb565b815463ffffffff60d01b191660d09190911b63ffffffff60d01b16179055565b01610532565b80858786868c6105b481613280565b806107c95782855f5160206159735f395f51905f5260ff600186015460101c165b60405180916105e387613280565b8682526080602083015260ff6105fc608084018c6132a8565b911660408301528b60608301520390a361061581613280565b806106c9575081855260096020526040852080546001600160a01b031916851790556001015460101c60ff1692803b156106c55784928361067a9360405196879586948593637bc8e55f60e11b855260048501526060602485015260648401906132a8565b90604483015203925af180156106ba576106a5575b50505b805f5160206159b35f395f51905f525d80f35b816106af916133e4565b61017257808261068f565b6040513d84823e3d90fd5b8480fd5b919291600191506106d981613280565b146106e8575b50505050610692565b818452600960205260408420546001600160a01b0316801515806107a5575b61077b575b50823b156107765761074492849283604051809681958294637bc8e55f60e11b845260048401526060602484015260648301906132a8565b6001604483015203925af180156106ba57610761575b80806106df565b8161076b916133e4565b61017257808261075a565b505050fd5b8061079f918652600560205260408620548652600460205283604087205491614a80565b8561070c565b5080855260076020526040852083865260205260ff604086205460681c1615610707565b82855f5160206159735f395f51905f5260016105d5565b9485889792979594939552600b6020526001600160401b0360408920541692610808846136ad565b878a52600b602090815260408b20805467ffffffffffffffff19166001600160401b0384161790551b6bffffffffffffffff000000001695895b86518110156108ef57888b52600c60205260408b20600191906001600160a01b0361086d838b614a6c565b5116838060a01b03165f5260205260405f2054878160201c14806108e6575b156108df5763ffffffff6108a09116613edb565b8a8d52600c60205260408d20838060a01b036108bc848c614a6c565b5116848060a01b03165f5260205263ffffffff60405f2091168a17905501610842565b50816108a0565b5087151561088c565b5093509394509450945f61052f565b82516001600160a01b03168183015560209092019160010161050f565b818a52828060208c20019103908a5b828110610938575050610501565b808c6001928401550161092a565b634e487b7160e01b89526041600452602489fd5b604061097161096c8560ff948c61369d565b614a45565b6001600160a01b038116845260026020908152828520888652905292205460601c166005811015610a4f578d60028214918215610a41575b5050158015610a2e575b610a13578c5b8281106109ca575050600101610472565b60018060a01b0382168c6109e961096c8460018060a01b03938d61369d565b16146109f7576001016109b9565b633a1c154560e01b8e526001600160a01b03821660045260248efd5b633a1c154560e01b8d526001600160a01b031660045260248cfd5b50610a3b8386838d6155f9565b156109b3565b60011491508e90505f6109a9565b634e487b7160e01b8e52602160045260248efd5b6040516353e95a6760e01b815280610a976004820160609060208152600460208201526373697a6560e01b60408201520190565b0390fd5b6044888486634b3344f160e11b8352600452602452fd5b6392e8213360e01b87526001600160a01b038316600452602487fd5b50600260ff600186015416610ae281613280565b1415610406565b6302976ccb60e31b855233600452602485fd5b50346101725780600319360112610172576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346101725760403660031901126101725764ffffffffff90610b626131e0565b606060a0604051610b7281613391565b8481528460208201528460408201528483820152846080820152015260018060a01b031681526007602052604081206024358252602052604081209060405190610bbb82613391565b82546001600160401b03811683526020830193858260401c168552604084019160ff8160681c161515835260ff606086019160701c1615158152610c0d60026001840154936080880194855201613951565b9260a08601938452604051978897602089526001600160401b0360e08a0198511660208a015251166040880152511515606087015251151560808601525160a0850152519160c0808501528251809152602061010085019301915b818110610c76575050500390f35b82516001600160a01b0316845285945060209384019390920191600101610c68565b503461017257604036600319011261017257610cbe610cb56131e0565b60243590613ef3565b80f35b5034610172578060031936011261017257602060405161dead8152f35b50346101725761010036600319011261017257506020610cfc613a79565b604051908152f35b503461017257602036600319011261017257610d2f6040610d43926004358152600360205220613951565b6040519182916020835260208301906132a8565b0390f35b50346101725760203660031901126101725760043590610d6561416b565b3381526002602052604081208282526020526040812080549260ff8460601c169360058510159081610ef0576003861495861580610ee2575b610ec2575064ffffffffff6001850154168042108015610eb0575b610e9257506001600160601b0316928315610e795780546bffffffffffffffffffffffff19169055610e65576106929293610e42575b6040518281527f1353fec506e912e37c0fbf3dddb0aa594d9b70ae58b1cc56ee735f589c351b6860203392a3337f0000000000000000000000000000000000000000000000000000000000000000615578565b338452600260205260408420818552602052836001604082208281550155610def565b634e487b7160e01b83526021600452602483fd5b63829f116360e01b855260048590526001602452604485fd5b63c3fa65b360e01b865260045260d01c63ffffffff16602452604484fd5b5063ffffffff8260d01c161515610db9565b85610ee060649286637dbba70560e11b8452336004526024526132e4565bfd5b508592506004811415610d9e565b634e487b7160e01b85526021600452602485fd5b503461017257806003193601126101725780604051610f2281613375565b8181528160208201528160408201528160608201528160808201528160a08201528160c08201528160e0820152816101008201528161012082015281610140820152610160015260405190610f7682613375565b546001600160601b03811691828152602081018260601c63ffffffff16815260408201928060801c60ff168452606083018160881c61ffff168152608084018260981c61ffff16815260a085018360a81c61ffff16815260c08601918460b81c61ffff16835260e08701938560c81c61ffff16855261010088019560d81c61ffff1686526001549861012089019763ffffffff8b1689526101408a01998b60201c63ffffffff168b52610160019a600160a01b600190039060401c168b526040519b8c525163ffffffff1660208c01525160ff1660408b01525161ffff1660608a01525161ffff1660808901525161ffff1660a08801525161ffff1660c08701525161ffff1660e08601525161ffff166101008501525163ffffffff166101208401525163ffffffff16610140830152600160a01b6001900390511661016082015261018090f35b503461017257604036600319011261017257604060a0916110dd6131e0565b81608084516110eb8161335a565b82815282602082015282868201528260608201520152600180851b03168152600860205281812060243582526020522064ffffffffff6040519161112e8361335a565b60ff81549384815281600260018501549460208401958652015493604083019082861682528660806060860195858960081c168752019660101c168652604051978852516020880152511660408601525116606084015251166080820152f35b503461017257604036600319011261017257610cbe6111ab6131e0565b602435906136eb565b5034610172576020366003190112610172576004356001600160401b0381116112a7576111e590369060040161320a565b60015491929160401c6001600160a01b0316330361129457815b818110611235575060207fb6461c4accf4ab555bea401dfc35fc662bc9046fb5174bb0167fc6207616c82291604051908152a180f35b80611243600192848761369d565b358452600a60205264ffffffffff60408520541615611263575b016111ff565b61126e81848761369d565b358452600a60205260408420805464ffffffffff19164264ffffffffff1617905561125d565b6302976ccb60e31b825233600452602482fd5b5080fd5b5034610172576020366003190112610172576004353382526002602052604082208183526020526040822060ff815460601c1660058110156113b4576001811415806113a9575b61138b575064ffffffffff8161130984938461548c565b805460ff60601b1916600360601b1781556001805483919082906113339063ffffffff16426132f2565b1692019116821982541617815554166040519081527fb896c11cccafb2952a593a1446efc6440f7f537d3f79e63742534421825773e060203392a3604051600381525f5160206159935f395f51905f5260203392a380f35b83610ee060649285637dbba70560e11b8452336004526024526132e4565b5060028114156112f2565b634e487b7160e01b84526021600452602484fd5b5034610172578060031936011261017257602060405160148152f35b5034610172576020366003190112610172578060e06040516114058161333e565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201520152600435815260046020526040812060016040519161144b8361333e565b80548352015491602082019160ff841661146481613280565b83526040810160ff8560081c1681526060820160ff8660101c168152608083019160ff8760181c16835260a084019360ff8860201c16855260ff8860281c1660c0820196600282101561038657506115159460ff88958180966101009d9a96829661ffff9d528c60e082019c60301c168c5260206040519e8f9251835251916114ec83613280565b0152511660408c0152511660608a015251166080880152511660a08601525160c085019061329b565b511660e0820152f35b5034610172576040366003190112610172576115386131e0565b61154061416b565b611549816145a9565b9083526004602052604083206101a05261156660243582846147a8565b9160018060a01b03811684526007602052604084206024358552602052604084205464ffffffffff8160401c16611ea7576001600160401b03168015611e855760018101808211611e715780431115611e5d5740908115611e4b57506040516020810191825260018060a01b03831660408201526024356060820152606081526115f16080826133e4565b519020926115fe83613280565b8460c05282155f14611d3e576040516116186020826133e4565b8581525f36813760c0525b61162c83613280565b82611d375760ff60016101a051015460081c165b81516001600160a01b0390811661012052602080840151909116610140526101a0515460a0819052875260039052604086206101008190525460e05261169b61168b60ff8316613416565b60405161016052610160516133e4565b6101605160ff8216908190526116b090613416565b601f19013660206101605101376101808690525b60ff81166101805110611ba257506020908101516001600160a01b038381168752600783526040808820602435895290935282872080546cffffffffff000000000000000019164290941b64ffffffffff60401b169390931783556101605151911693916002016001600160401b038211611b8e57600160401b8211611b8e578054828255808310611b63575b506020610160510190875260208720875b838110611b4657505050506101a051549261177c82613280565b60028203611a28575b50845b8561016051518210156117df5750600190818060a01b036117ac8261016051614a6c565b511687526002602052604087208588526020526117d96040882061057f63ffffffff825460d01c16613edb565b01611788565b808484886117ec82613280565b81611a215760ff60016101a051015460101c165b6040519161180d84613280565b8383526080602084015260ff61182960808501610160516132a8565b921660408401526060830152602435916001600160a01b038516915f5160206159735f395f51905f52919081900390a361186281613280565b806119155750602435825260096020526040822080546001600160a01b0319166001600160a01b0383169081179091556101a0516001015460101c60ff1691903b1561191157829182916040518094818094637bc8e55f60e11b82526024356004830152606060248301526118dd60648301610160516132a8565b604483019190915203926001600160a01b03165af180156106ba576106a5575050805f5160206159b35f395f51905f525d80f35b5050fd5b60019061192181613280565b1461192e575b5050610692565b6024358252600960205260408220546001600160a01b0316801515806119fb575b6119ce575b506001600160a01b0381163b156119cb57816040518092637bc8e55f60e11b825260243560048301526060602483015281838161199760648201610160516132a8565b6001604483015203926001600160a01b03165af180156106ba571561192757816119c0916133e4565b610172578082611927565b50fd5b806119f5918452600560205260408420548452600460205260408420549060243590614a80565b83611954565b50808352600760205260408320602435845260205260ff604084205460681c161561194f565b6001611800565b929093838652600b6020526001600160401b0360408720541691611a4b836136ad565b858852600b602090815260408920805467ffffffffffffffff19166001600160401b0384161790551b6bffffffffffffffff000000001693875b6101605151811015611b3857600190878a52600c60205260408a20828060a01b03611ab38361016051614a6c565b5116838060a01b03165f5260205260405f2054868160201c1480611b2f575b15611b285763ffffffff611ae69116613edb565b888b52600c60205260408b20838060a01b03611b058461016051614a6c565b5116848060a01b03165f5260205263ffffffff60405f2091168817905501611a85565b5081611ae6565b50861515611ad2565b50935093509390505f611785565b82516001600160a01b031681830155602090920191600101611762565b818852828060208a2001910390885b828110611b80575050611751565b808a60019284015501611b72565b634e487b7160e01b87526041600452602487fd5b6101c0869052608086905293949392845b6008811080611d23575b15611d195760e05115611c6057611c5190611c05604051602081018a815261018051604083015283606083015260608252611bf96080836133e4565b60e0519151902061546e565b608052611c176080516101005161365a565b60018060a01b0391549060031b1c16611c4660c05161018051610160516101405161012051866101a05161584e565b611c56575b50615460565b611bb3565b6101c0525f611c4b565b50909294915b60015b60e051811080611d05575b15611ca557611ca090611c17611c9760e051611c92846080516132f2565b61546e565b6101005161365a565b611c69565b5091939492909260018060a01b036101c0511615611cea5760018060a01b036101c05116611cd96101805161016051614a6c565b5260016101805101610180526116c4565b632dd228a160e11b865260a05160045260ff16602452604485fd5b506101c0516001600160a01b031615611c74565b5090929491611c66565b506101c0516001600160a01b031615611bbd565b6001611640565b60405163758639a960e11b815260248035600483015286908290817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa908115611e40578691611d9c575b5060c052611623565b90503d8087833e611dad81836133e4565b810190602081830312611e38578051906001600160401b038211611e3c57019080601f83011215611e38578151611de381613416565b92611df160405194856133e4565b81845260208085019260051b820101928311611e3457602001905b828210611e1c575050505f611d93565b60208091611e29846134b8565b815201910190611e0c565b8880fd5b8680fd5b8780fd5b6040513d88823e3d90fd5b63d29dae1b60e01b8652600452602485fd5b633c0e95bd60e11b86526004829052602486fd5b634e487b7160e01b86526011600452602486fd5b63fb8f521160e01b85526001600160a01b038216600452602480359052604485fd5b634b3344f160e11b85526001600160a01b038216600452602480359052604485fd5b5034610172576080366003190112610172576002611ee56131e0565b60243590611ef161328a565b90611efa61416b565b611f03816145a9565b909490611f0f81613280565b036122705760018060a01b031690818552600760205260408520838652602052604085209384549464ffffffffff8660401c16158015612249575b6122365760405163bf22c45760e01b81526004810186905295610240876024817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa96871561222b5788976121fa575b50600160681b9060ff60681b1916179055855260046020526040852054338652600260205260408620908652602052611fed6040862061057f63ffffffff825460d01c1661366f565b813b156106c5576040519363c251c9ab60e01b85528360048601528561ffff8316958660248201526064356044820152818160648183895af180156106ba576121e1575b5050838652600960205260408620548691906001600160a01b03168061209e575b505061ffff91506040519485521660208401527f5a7f685dc0990720932604c92fc2da0c5f0329b590f66f225133c62b082fb7f560403394a4805f5160206159b35f395f51905f525d80f35b80919250875260076020526040872085885260205260408720918188526005602052604088205488526004602052604088205491828760ff865460681c16156121d0575b5050506001830154906120f58282615126565b9461ffff86168911908682156121c15761210e91613687565b61ffff808c5460d81c1691161161212a575b5050839250612052565b899498939792959699505f146121ae57602001516001600160a01b0316979496945b6002849601955b86548110156121965780600180921b871661216f575b01612153565b6121918b8a61217e848c61365a565b868060a01b0391549060031b1c16615275565b612169565b50945094509490955061ffff9150905f808080612120565b516001600160a01b03169794969461214c565b906121cb91613687565b61210e565b6121d992614a80565b5f82876120e2565b816121eb916133e4565b6121f657855f612031565b8580fd5b61221d9197506102403d8111612224575b61221581836133e4565b8101906134f6565b955f611fa4565b503d61220b565b6040513d8a823e3d90fd5b634b1e8a3f60e01b875233600452602487fd5b5061225660028201613634565b90543360039290921b1c6001600160a01b03161415611f4a565b6392e8213360e01b85526001600160a01b0316600452602484fd5b50346101725760a0366003190112610172576122a56131e0565b602435906122b161328a565b9060643593841515938486036112a7576122c961416b565b60015460401c6001600160a01b031633036112945760026122e9846145a9565b9091906122f581613280565b14612578578252600460208190526040808420905163bf22c45760e01b81529182018390529390610240816024817f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165afa90811561256d57849161254e575b50606081018051600881101561253a5760ff6003911610612514575060018060a01b0382168452600760205260408420838552602052604084209687549160ff8360701c1661250057610100015190604051906020820192835261ffff8916604083015260608201526084356080820152608081526123dd60a0826133e4565b51902090818552600a60205264ffffffffff6040862054169081156124ec5760401c64ffffffffff1690811580156124e3575b6124ce5750508352600a60205260408320805464ffffffffff19169055855460ff60701b1916600160701b17808755845491908290849060681c60ff16156124bd575b505050600186810154939693940192600201865b81548110156124a957806124a38a89838a8a8a8a60ff61248960019b8d61365a565b8c8060a01b0391549060031b1c16935460281c1692614dff565b01612467565b87805f5160206159b35f395f51905f525d80f35b6124c692614a80565b5f8183612453565b63501d199960e11b8652600452602452604484fd5b50818111612410565b631c7c4e8160e31b86526004839052602486fd5b63e7d671ab60e01b86526004859052602486fd5b518484600883101561039a5763fcbff22b60e01b825260045260ff909116602452604490fd5b634e487b7160e01b86526021600452602486fd5b61256791506102403d81116122245761221581836133e4565b5f61235d565b6040513d86823e3d90fd5b6392e8213360e01b83526001600160a01b038416600452602483fd5b5034610172576125a3366131ba565b6125ab61416b565b3383526002602052604083208284526020526040832060ff815460601c166005811015610ef0578061267f57506001600160601b03845416916001600160601b0381169280841061266857506126086001600160601b03916141a0565b166001600160601b0319825416178155600160601b60ff60601b198254161790556040519081527fb7f299e98a5f1a10cac6f9de415eb1bcaa2a60a33cc22c24d2e334c8870ad26b60203392a3805f5160206159b35f395f51905f525d80f35b63829f116360e01b86526004849052602452604485fd5b84610ee060649286637dbba70560e11b8452336004526024526132e4565b50346101725760203660031901126101725760606126c16126bc6131e0565b613481565b90604051921515835260208301526126d881613280565b6040820152f35b50346101725780600319360112610172576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5034612c8f576127333661323a565b919261273d61416b565b612746816145a9565b94905f52600460205260405f209261275d86613280565b851595861587613072575b613054576127778382866147a8565b60018060a01b0385165f52600760205260405f20845f5260205264ffffffffff60405f205460401c166130315760018060a01b0385165f52600860205260405f20845f5260205260405f209264ffffffffff600285015460101c1680155f14613008575061281e64ffffffffff6127f963ffffffff60015460201c16426132f2565b16600286019066ffffffffff000082549160101b169066ffffffffff00001916179055565b8464ffffffffff600286015460101c166040519081527ff10cf4d9469e211d0fa3488e02979466c9b1a82bb49c3dd51849004aed708c50602060018060a01b038a1692a35b815160208301516001890180549096926001600160a01b0390811692169060081c60ff168b03610a6357895491905f5b8c808210612efa5750505050506040516020810190602082526128cd816128bf8d6040830190886132ff565b03601f1981018352826133e4565b5190209060018060a01b0384511633145f14612e875760ff60028201541660ff875460181c16811015612e64578760016129078d93613405565b60028501805460ff191660ff8316179055858555930154925b60ff61293860405194604086526040860190896132ff565b9116602084015233926001600160a01b038c16917f07318635e95497795fd4b4ddcba1055b57f6a1b9c39fefa0bcd360ba1627030d919081900390a41461298e575b89805f5160206159b35f395f51905f525d80f35b6020909101516001600160a01b0316966129aa9136919061342d565b9460018060a01b0385165f52600760205260405f20845f52602052600260405f20805464ffffffffff60401b4260401b169064ffffffffff60401b1916178155018651906001600160401b038211612e5057600160401b8211612e50578054828255808310612e26575b5060208801905f5260205f205f5b838110612e0957505050505495612a3882613280565b60028203612ce9575b505f5b888651821015612a9757506001906001600160a01b03612a648289614a6c565b51165f52600260205260405f20885f52602052612a9160405f2061057f63ffffffff825460d01c16613edb565b01612a44565b9791929394965050612aa882613280565b8015612ce1578360ff845460101c165b5f5160206159735f395f51905f52604051612ad286613280565b8581526080602082015260ff612aeb608083018b6132a8565b931660408201525f60608201526001600160a01b038a169281900390a3612b1182613280565b15612bc6575081855260096020526040852080546001600160a01b0319166001600160a01b038616908117909155905460101c60ff1693903b156106c557849283612b809360405196879586948593637bc8e55f60e11b855260048501526060602485015260648401906132a8565b604483019190915203926001600160a01b03165af180156106ba57612bb1575b50505b5f808080808080808061297a565b81612bbb916133e4565b61017257805f612ba0565b9050600191939450612bd781613280565b14612be5575b505050612ba3565b5f828152600960205260409020546001600160a01b031680151580612cbd575b612c93575b506001600160a01b0383163b15612c8f57612c4b925f9283604051809681958294637bc8e55f60e11b845260048401526060602484015260648301906132a8565b6001604483015203926001600160a01b03165af18015612c8457612c71575b8080612bdd565b612c7d91505f906133e4565b5f5f612c6a565b6040513d5f823e3d90fd5b5f80fd5b80612cb7915f52600560205260405f20545f5260046020528360405f205491614a80565b5f612c0a565b50805f52600760205260405f20835f5260205260ff60405f205460681c1615612c05565b836001612ab8565b959096919493865f52600b6020526001600160401b0360405f20541693612d0f856136ad565b96885f52600b60205260405f206001600160401b0389166001600160401b03198254161790556bffffffffffffffff000000005f9860201b16975b8751811015612df8575f8a8152600c60205260409020600191906001600160a01b03612d76838c614a6c565b5116838060a01b03165f5260205260405f2054888160201c1480612def575b15612de85763ffffffff612da99116613edb565b8b5f52600c60205260405f20838060a01b03612dc5848d614a6c565b5116848060a01b03165f5260205263ffffffff60405f2091168b17905501612d4a565b5081612da9565b50881515612d95565b50939892975093509394505f612a41565b82516001600160a01b031681830155602090920191600101612a22565b815f52828060205f20019103905f5b828110612e43575050612a14565b5f82820155600101612e35565b634e487b7160e01b5f52604160045260245ffd5b6346f97dc160e01b5f9081526001600160a01b038a166004526024899052604490fd5b6020840151336001600160a01b0390911603612ee75760ff600282015460081c1660ff875460181c16811015612e645787612ec28c92613405565b60028401805461ff001916600883901b61ff0016179055928460018201555492612920565b63544fc10d60e01b5f523360045260245ffd5b61096c82612f08928961369d565b60018060a01b0381165f52600260205260405f20855f5260205260ff60405f205460601c166005811015612ff45783858f9260028591148015612fed575b15938415612fd8575b50505050612fb8575f8e5b838210612f6c57505050600101612893565b6001600160a01b0383811691612f889061096c9085908d61369d565b1614612f97576001018e612f5a565b50633a1c154560e01b5f9081526001600160a01b0391909116600452602490fd5b633a1c154560e01b5f9081526001600160a01b0391909116600452602490fd5b612fe294506155f9565b1583858f8490612f4f565b505f612f46565b634e487b7160e01b5f52602160045260245ffd5b4210612863576346f97dc160e01b5f9081526001600160a01b0387166004526024869052604490fd5b634b3344f160e11b5f9081526001600160a01b0386166004526024859052604490fd5b6392e8213360e01b5f9081526001600160a01b038516600452602490fd5b50600160ff818701541661308581613280565b1415612768565b34612c8f5761309a366131ba565b906130a361416b565b335f52600260205260405f20815f5260205260405f209060ff825460601c166005811015612ff4576001811415806131af575b61319057506130e4836141a0565b6001600160601b03808454169116016001600160601b03811161317c5761316a936001600160601b038392166001600160601b03198554161784556001600160601b038454166001600160601b036040519216825260208201527f54e573b59e0d7c4cff33729201a91437c2d4c23618f0e1ea3b54df3fd76c92df60403392a33361432b565b5f5f5160206159b35f395f51905f525d005b634e487b7160e01b5f52601160045260245ffd5b6131aa91637dbba70560e11b5f52336004526024526132e4565b60645ffd5b5060028114156130d6565b6040906003190112612c8f57600435906024356001600160601b0381168103612c8f5790565b600435906001600160a01b0382168203612c8f57565b35906001600160a01b0382168203612c8f57565b9181601f84011215612c8f578235916001600160401b038311612c8f576020808501948460051b010111612c8f57565b6060600319820112612c8f576004356001600160a01b0381168103612c8f579160243591604435906001600160401b038211612c8f5761327c9160040161320a565b9091565b60031115612ff457565b6044359061ffff82168203612c8f57565b906002821015612ff45752565b90602080835192838152019201905f5b8181106132c55750505090565b82516001600160a01b03168452602093840193909201916001016132b8565b6005811015612ff457604452565b9190820180921161317c57565b916020908281520191905f5b8181106133185750505090565b909192602080600192838060a01b03613330886131f6565b16815201940192910161330b565b61010081019081106001600160401b03821117612e5057604052565b60a081019081106001600160401b03821117612e5057604052565b61018081019081106001600160401b03821117612e5057604052565b60c081019081106001600160401b03821117612e5057604052565b6101a081019081106001600160401b03821117612e5057604052565b61024081019081106001600160401b03821117612e5057604052565b90601f801991011681019081106001600160401b03821117612e5057604052565b60ff1660ff811461317c5760010190565b6001600160401b038111612e505760051b60200190565b92919061343981613416565b9361344760405195866133e4565b602085838152019160051b8101928311612c8f57905b82821061346957505050565b60208091613476846131f6565b81520191019061345d565b6001600160a01b0381165f9081526006602052604090205460ff16156134af576134aa906145a9565b600192565b505f905f905f90565b51906001600160a01b0382168203612c8f57565b519061ffff82168203612c8f57565b519060ff82168203612c8f57565b51908115158203612c8f57565b9081610240910312612c8f576040519061350f826133c8565b613518816134b8565b8252613526602082016134b8565b6020830152613537604082016134b8565b604083015260608101516008811015612c8f5760608301526080810151608083015260a081015160a083015260c081015160c083015260e081015160e083015261010081015161010083015261359061012082016134cc565b6101208301526135a361014082016134db565b6101408301526135b661016082016134db565b6101608301526135c961018082016134e9565b6101808301526101a0810151906001600160401b0382168203612c8f57610220916101a08401526135fd6101c082016134e9565b6101c08401526136106101e082016134e9565b6101e084015261362361020082016134e9565b610200840152015161022082015290565b805415613646575f5260205f20905f90565b634e487b7160e01b5f52603260045260245ffd5b8054821015613646575f5260205f2001905f90565b63ffffffff5f199116019063ffffffff821161317c57565b9061ffff8091169116039061ffff821161317c57565b91908110156136465760051b0190565b6001600160401b036001911601906001600160401b03821161317c57565b906001600160401b03809116911601906001600160401b03821161317c57565b6136f4816145a9565b905f52600460205260405f209161370c8483836147a8565b5060018060a01b031691825f52600760205260405f20845f5260205260405f209164ffffffffff835460401c166139395761374681613280565b1580613920575b6137f2575b506001600160401b03815416801515806137cd575b6137b357506001600160401b03804316166001600160401b03198254161790557f67fc6ee5ed5f49fdbbd342fc965ac6a86b2f6716b2ca0ff030c33d171fbc65526020604051438152a3565b8383637206f3d160e01b5f5260045260245260445260645ffd5b5061010181016001600160401b03811161317c576001600160401b0316431115613767565b600101600260ff82541661380581613280565b1461390d57825f52600860205260405f20845f52602052600260405f200164ffffffffff815460101c161561389a5760ff9054915460181c168060ff831610159081613889575b501580613876575b156137525764ffffffffff9063363493c760e21b5f5260101c1660045260245ffd5b5064ffffffffff8160101c164210613854565b905060ff8260081c1610155f61384c565b7ff10cf4d9469e211d0fa3488e02979466c9b1a82bb49c3dd51849004aed708c5092506020915064ffffffffff906138ff826138e063ffffffff600154871c16426132f2565b835466ffffffffff00001916911660101b66ffffffffff000016178255565b5460101c16604051908152a3565b826392e8213360e01b5f5260045260245ffd5b5060ff60018201541661393281613280565b151561374d565b505050634b3344f160e11b5f5260045260245260445ffd5b90604051918281549182825260208201905f5260205f20925f5b818110613982575050613980925003836133e4565b565b84546001600160a01b031683526001948501948794506020909301920161396b565b359060ff82168203612c8f57565b8035825260208101356003811015612c8f576139cd81613280565b602083015260ff6139e0604083016139a4565b16604083015260ff6139f4606083016139a4565b16606083015260ff613a08608083016139a4565b16608083015260ff613a1c60a083016139a4565b1660a083015260c0810135906002821015612c8f57613a4160e09260c085019061329b565b01359061ffff8216809203612c8f5760e00152565b9060038110156136465760051b0190565b60ff60019116019060ff821161317c57565b600435908115613ea65760443560ff8116808214159081612c8f578015908115613e98575b8115613e7f575b8115613e61575b50610a6357602435916003831015612c8f57613ac783613280565b6084359160ff8316808403612c8f5715156001851403613e32576040516020810190613af48260046139b2565b6101008152613b05610120826133e4565b51902095865f52600460205260ff600160405f20015460081c16613e2b57600190875f52600460205260405f209081550193613b4081613280565b60ff80198654169116178455612c8f57825461ff00191660089190911b61ff00161782556064359060ff82168203612c8f5782549060a43560ff81168103612c8f5760c435926002841015612c8f5760e4359061ffff82168203612c8f5765ff00000000009363ff00000067ffff00000000000064ff000000009460301b169767ffff000000000000199362ff000088199260101b169064ffffff0000191617169160181b1617169160201b16179160281b1617179055606060405191613c0782846133e4565b813684377f0000000000000000000000000000000000000000000000000000000000000000821b6bffffffffffffffffffffffff19165f5b60ff811690866003831015613dbd5750604051602081019088825283604082015260408152613c6e87826133e4565b615fd3815111613dae57805190602d820180921161317c576057613d03916040519485916020830195606160f81b875261ffff60f01b9060f01b166021840152703d81600a3d39f3363d3d373d3d3d363d7360781b60238401528960348401526e5af43d82803e903d91602b57fd5bf360881b60488401525180918484015e81015f838201520301601f1981018452836133e4565b815115613d9f5790516001600160a01b03918991905ff516908115613d8b5782600192613d3260ff958a613a56565b52828060a01b03613d43828a613a56565b51165f5260056020528860405f2055613d5b82613a67565b90613d6c848060a01b03918a613a56565b51165f5260066020528360405f20911684198254161790550116613c3f565b3d612c845763b06ebf3d60e01b5f5260045ffd5b631328927760e21b5f5260045ffd5b63250a241560e21b5f5260045ffd5b86516020880151604098890151985196989297507f7509d89d6dc7f4cf97614215711ca59259d8476843cf57f11d95f8b12e75bfdc96610160965094506001600160a01b03928316935082169116613e168460046139b2565b610100840152610120830152610140820152a2565b5050505050565b6040516353e95a6760e01b8152602060048201526006602482015265726f756e647360d01b6044820152606490fd5b905060643560ff811690818103612c8f575082612c8f57115f613aac565b905060643560ff811690818103612c8f57501590613aa5565b5f9250600881119150613a9e565b6040516353e95a6760e01b815260206004820152600c60248201526b73657276696365207479706560a01b6044820152606490fd5b63ffffffff60019116019063ffffffff821161317c57565b9190613efe836145a9565b91905f52600460205260405f20549160405163bf22c45760e01b81528260048201526102408160248160018060a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa8015612c84576060915f9161414c575b500151906008821015612ff457600290613f7b81613280565b14613fae5760ff169360038510613f9757613980939450614a80565b848263fcbff22b60e01b5f5260045260245260445ffd5b9190929360018060a01b031691825f52600760205260405f20845f5260205260405f209081549064ffffffffff8260401c1615801561413f575b8015614132575b614118575060ff60681b1916600160681b1781558391906140ae9060020161401681613634565b60018060a01b0391549060031b1c165f52600260205260405f20835f526020526140a9600160405f2061407561405563ffffffff835460d01c1661366f565b825463ffffffff60d01b191660d09190911b63ffffffff60d01b16178255565b0161408963ffffffff825460c81c16613edb565b815463ffffffff60c81b191660c89190911b63ffffffff60c81b16179055565b613634565b60018060a01b0391549060031b1c167f4d14321aa89825b8ffed5f6089caf110c393c44d8495a3c587edf6b8a42c45d7604080515f81525f6020820152a47f4a4e83199e0c51e5945d1d5e13d633e81bfea965c768f4f52f9d808c602a190c60206040515f8152a3565b60ff908663fcbff22b60e01b5f526004521660245260445ffd5b50600760ff821614613fef565b5060ff8260681c16613fe8565b61416591506102403d81116122245761221581836133e4565b5f613f62565b5f5160206159b35f395f51905f525c6141915760015f5160206159b35f395f51905f525d565b633ee5aeb560e01b5f5260045ffd5b6040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03811691602081602481865afa908115612c84575f916142f9575b506001600160601b03841692604051926323b872dd60e01b5f5233600452306024528460445260205f60648180855af19060015f51148216156142da575b50836040525f606052156142c857826024816020936370a0823160e01b82523060048301525afa918215612c84575f92614294575b50810390811161317c5781810361427f57505090565b63829f116360e01b5f5260045260245260445ffd5b9091506020813d6020116142c0575b816142b0602093836133e4565b81010312612c8f5751905f614269565b3d91506142a3565b635274afe760e01b5f5260045260245ffd5b60018215166142f0573b15153d1516165f614234565b843d5f823e3d90fd5b90506020813d602011614323575b81614314602093836133e4565b81010312612c8f57515f6141f6565b3d9150614307565b9091805460ff8160601c1660058110159182612ff457600182149081158061459b575b6145925760ff8160a81c1661436b63ffffffff8360881c16615822565b5f54916001600160601b0383166001600160601b03851610159384614576575b5083614564575b83614530575b5050816144e1575b50809184826144d3575b50501561446b57505050825f52600360205260405f208054600160401b811015612e50576143e281614406936001879401815561365a565b81546001600160a01b0393841660039290921b91821b9390911b1916919091179055565b5f83815260036020526040902054815463ffffffff60b01b191660b09190911b63ffffffff60b01b16178155805460ff60601b1916600160611b179055604051600281526001600160a01b03909116905f5160206159935f395f51905f5290602090a3565b1591826144c2575b505061447f575b505050565b614489818461548c565b805460ff60601b1916600160601b179055604051600181526001600160a01b03909116905f5160206159935f395f51905f5290602090a3565b909150612ff4576002145f80614473565b909150612ff4575f846143aa565b9050600185015463ffffffff8160681c168015928315614505575b5050505f6143a0565b6001600160401b039293509061ffff6145219260a81c16614a59565b9160281c1611155f80806144fc565b90919250612710820291808304612710149015171561317c5761455a9061ffff8460881c16614a59565b1115905f80614398565b925060ff8260801c1683101592614392565b90935063ffffffff808460601c169160681c161015925f61438b565b50505050505050565b505f9350600283141561434e565b6001600160a01b03165f8181526006602052604090205460ff16919082156145f4575f52600560205260405f2054915f190160ff811161317c5760ff16916145f083613280565b9190565b633558698360e01b5f5260045260245ffd5b519063ffffffff82168203612c8f57565b809291036102808112612c8f5761026013612c8f5760405161026081018181106001600160401b03821117612e505760405282516004811015612c8f578152614662602084016134db565b6020820152614673604084016134db565b604082015260608301516005811015612c8f57606082015260808301516005811015612c8f57608082015260a0830151906005821015612c8f576102609160a08201526146c260c085016134cc565b60c08201526146d360e085016134cc565b60e08201526146e561010085016134cc565b6101008201526146f861012085016134e9565b61012082015261470b6101408501614606565b61014082015261471e6101608501614606565b6101608201526147316101808501614606565b6101808201526147446101a08501614606565b6101a08201526147576101c08501614606565b6101c082015261476a6101e08501614606565b6101e082015261477d61020085016134b8565b61020082015261479061022085016134b8565b61022082015261024084015161024082015292015190565b929190925f6102206040516147bc816133c8565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c0820152826101e082015282610200820152015260018060a01b037f000000000000000000000000000000000000000000000000000000000000000016936040519063bf22c45760e01b825283600483015261024082602481895afa918215612c84575f92614a24575b50819560608301519160088310159182612ff4575f9161489f81613280565b806149245750505060408301516001600160a01b038581169116149283614916575b50826148f0575b50505b156148d4575050565b6299a8b760e01b5f5260018060a01b031660045260245260445ffd5b909150612ff4576001811490811561490b575b505f806148c8565b60029150145f614903565b61018001511592505f6148c1565b9093919492506001600160401b036101a08401511680614949575b50505050506148cb565b61028091929394955060246040518097819363177a387560e01b835260048301525afa938415612c84575f946149ef575b5060019061498781613280565b036149c257506101800151151590816149a7575b505b5f8080808061493f565b61020001516001600160a01b0383811691161490505f61499b565b600791501490816149d4575b5061499d565b61022001516001600160a01b0383811691161490505f6149ce565b6001919450614a15906102803d8111614a1d575b614a0d81836133e4565b810190614617565b50939061497a565b503d614a03565b614a3e9192506102403d81116122245761221581836133e4565b905f614880565b356001600160a01b0381168103612c8f5790565b8181029291811591840414171561317c57565b80518210156136465760209160051b010190565b91909160018060a01b031690815f52600760205260405f20835f5260205260405f2090815464ffffffffff8160401c1615614de75760ff8160681c16613e2b5760ff60681b1916600160681b178255604051631c24b7cd60e21b8152600481018590527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690602081602481855afa8015612c84575f6101e052614db1575b506102406024916101e05160018601556040519283809263bf22c45760e01b82528960048301525afa8015612c845760e0915f91614d92575b5001511515906002830154915f5b838110614ba95750505050507f4a4e83199e0c51e5945d1d5e13d633e81bfea965c768f4f52f9d808c602a190c60206040516101e0518152a3565b80614cb6614bbc6001936002890161365a565b848060a01b0391549060031b1c16805f52600260205260405f20865f526020528560405f2091614c18614bf863ffffffff855460d01c1661366f565b845463ffffffff60d01b191660d09190911b63ffffffff60d01b16178455565b8b82827f4d14321aa89825b8ffed5f6089caf110c393c44d8495a3c587edf6b8a42c45d78c8a8a1b6101e0511615155f918d825f14614d6d5750614c88614c6863ffffffff8c5460681c16613edb565b8b5463ffffffff60681b191660689190911b63ffffffff60681b16178b55565b8c60ff6101e05160081c1611614cbc575b505b60408051911515825261ffff929092166020820152a461432b565b01614b6e565b614ce3919250614cdd8c614cd3816101e05161565f565b926101e051615688565b906157fb565b90614d678c8a01614d34614d0861ffff86166001600160401b03845460281c166136cb565b82546cffffffffffffffff0000000000191660289190911b6cffffffffffffffff000000000016178255565b614d4763ffffffff825460681c16613edb565b815463ffffffff60681b191660689190911b63ffffffff60681b16179055565b8e614c99565b905015614c9b57614d8d8c8a0161408963ffffffff825460c81c16613edb565b614c9b565b614dab91506102403d81116122245761221581836133e4565b5f614b60565b6020813d602011614ddf575b81614dca602093836133e4565b81010312612c8f57516101e052610240614b27565b3d9150614dbd565b50505063fb8f521160e01b5f5260045260245260445ffd5b9395909496919660018060a01b03851697885f52600260205260405f20875f5260205260405f20976001831b81161515948594855f1461511c57614e4c90614e47868561565f565b6157fb565b935b85966150f8575b505050839081946150e0575b614ea0895460871c865f146150d457620ffffe60ff60015b8d5463ffffffff60881b19169290931692169190911760881b63ffffffff60881b16178a55565b885460ff8160a81c16601481106150af575b505084156150775783614ef560018b01614ed563ffffffff825460881c16613edb565b815463ffffffff60881b191660889190911b63ffffffff60881b16179055565b61504d575b60408051861515815261ffff8516602082015289918c917f17615f5375ac736b41777d413a10e64d7ffa742420ccae139b71454ba39643889190a482615026575b5050615017575b159081615003575b5080614fe8575b80614fcd575b614f6557613980935061432b565b509190614f72818461548c565b805460ff60601b1916600160621b1781556001805464ffffffffff91908290614fa19063ffffffff16426132f2565b169201911664ffffffffff198254161790555f5160206159935f395f51905f52602060405160048152a3565b5060ff835460601c166005811015612ff45760041415614f57565b5060ff835460601c166005811015612ff45760031415614f51565b90506002811015612ff4576001145f614f4a565b615021848461536f565b614f42565b1591508115615038575b505f80614f3b565b905061ffff805f5460b81c169116115f615030565b61507260018a01614d34614d0861ffff87166001600160401b03845460281c166136cb565b614efa565b8360018a01805463ffffffff60a81b61509863ffffffff8360a81c16613edb565b60a81b169063ffffffff60a81b1916179055614ef5565b60ff60a81b906150be90613a67565b60a81b169060ff60a81b19161789555f80614eb2565b620ffffe60ff5f614e79565b935061ffff5f5460981c1661ffff8316111593614e61565b9091929550609001918260901161317c576001911515921c161514925f8080614e55565b5061271093614e4e565b9061513c60ff808360081c169260901c16615822565b908015159182615256575b5050615251576101a081015160405163177a387560e01b81526001600160401b039091166004820152610280816024816001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165afa908115612c84575f91615231575b5080516004811015612ff4576002146152245790610120015f5b60ff60208401511681101561521d576102408301516001600160fb1b038216820361317c578160051b1c61ffff83511661ffff8260101c16111561521257506001016151cb565b61ffff169392505050565b5050505f90565b50610120015161ffff1690565b61524a91506102803d8111614a1d57614a0d81836133e4565b505f6151b1565b505f90565b8091925060011b908082046002149015171561317c5710155f80615147565b919060018060a01b03831692835f52600260205260405f20825f5260205260405f20926001600160601b038454166127106152b861ffff5f5460c81c1683614a59565b04908115614592576001600160601b0382169003916001600160601b03831161317c57613980966001600160601b0361536a94166001600160601b03198854161787558560405191848352691bdd995c9d1d5c9b995960b21b60208401527fa8dfa8709c54068c633abcdb1dd984eeb8d8ff8106e30d72c490ba1a76cac872604060018060a01b03861694a47f0000000000000000000000000000000000000000000000000000000000000000615578565b61432b565b60018060a01b03811691825f52600260205260405f20815f5260205260405f20916001600160601b038354166127106153b061ffff5f5460c81c1683614a59565b04908115615458576001600160601b0382169003906001600160601b03821161317c5761dead84613980976001600160601b0361536a95166001600160601b03198954161788557fa8dfa8709c54068c633abcdb1dd984eeb8d8ff8106e30d72c490ba1a76cac872604080518681526563616e61727960d01b6020820152a461dead7f0000000000000000000000000000000000000000000000000000000000000000615578565b505050505050565b5f19811461317c5760010190565b8115615478570690565b634e487b7160e01b5f52601260045260245ffd5b63ffffffff825460b01c1690811561447a57805f52600360205260405f209182545f19810190811161317c576154c2908461365a565b90545f198301939160031b1c6001600160a01b031682841161317c576154ef816143e2615525968861365a565b5f52600260205260405f20905f5260205260405f209081549063ffffffff60b01b9060b01b169063ffffffff60b01b1916179055565b80548015615564575f19019061553b828261365a565b81546001600160a01b0360039290921b9190911b1916905555805463ffffffff60b01b19169055565b634e487b7160e01b5f52603160045260245ffd5b916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180865af19060015f51148216156155d8575b604052156155b85750565b635274afe760e01b5f9081526001600160a01b0391909116600452602490fd5b9060018115166155f057823b15153d151616906155ad565b503d5f823e3d90fd5b6001600160a01b03828116931683141593928461564b575b84615641575b5083615624575b50505090565b60010154615639935060201c60ff16916158e3565b5f808061561e565b151593505f615617565b6001600160a01b0384168114159450615611565b906001600160fc1b038116810361317c5760041b601001908160101161317c5761ffff911c1690565b9161569282613416565b916156a060405193846133e4565b808352601f196156af82613416565b013660208501375f935f925b82841061571e575050505060018083811c93161461570c575f1982019082821161317c5761ffff6156fd8194826156f56157059686614a6c565b511693614a6c565b5116906132f2565b60011c1690565b61ffff9161571991614a6c565b511690565b919482849792941480156157ee575b6157e15761573b878561565f565b9561574582615460565b915b80158015806157bb575b15615795575f1982019180831161317c5761577b61ffff615772858c614a6c565b5116918a614a6c565b521561574757634e487b7160e01b5f52601160045260245ffd5b509661ffff6157ad600194999a939796959a89614a6c565b911690525b019291906156bb565b505f19820182811161317c576157d461ffff918a614a6c565b511661ffff8a1610615751565b94929190956001906157b2565b506001871b84161561572d565b61ffff821661ffff8216115f14615819579061581691613687565b90565b61581691613687565b905f915b63ffffffff81166158345750565b9161583e90615460565b916158488161366f565b16615826565b918161585d93959492956155f9565b156158db576001600160a01b0390911691905f5b8281106158b0575050505f5b82518110156158a857816001600160a01b036158998386614a6c565b51161461521d5760010161587d565b505050600190565b836001600160a01b036158c38385614a6c565b5116146158d257600101615871565b50505050505f90565b505050505f90565b9160ff169182156158a85760018060a01b031690815f52600c60205260405f209060018060a01b03165f5260205260405f205491815f52600b6020526001600160401b0360405f2054168360201c1492831593615962575b50508115615947575090565b90505f52600b6020526001600160401b0360405f2054161590565b63ffffffff161091505f8061593b56fea5dc1da9ac9ad7da2aa3c91993ce87a42d453843b0ffbceeee796ab120230803dffd825d19ef5fab637f7c38cae2cb07d65dd1407530661c7cdb8cfc124011659b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0060c03461009157601f6104e238819003918201601f19168301916001600160401b038311848410176100955780849260209460405283398101031261009157516001600160a01b0381168103610091573360805260a05260405161043890816100aa823960805181818160b80152818161024201526103b7015260a05181818160e8015281816101f001526102720152f35b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f905f3560e01c90816316f0115b146103a5575080637bf6df911461030f578063c251c9ab1461021f578063e2fdcc17146101da5763f791cabe14610055575f80fd5b34610181576060366003190112610181576024359067ffffffffffffffff8211610181573660238301121561018157816004013567ffffffffffffffff81116101d6573660248260051b850101116101d6576044359260ff84168094036101d2577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101bf577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031693843b156101bb57604051926334c30b5360e11b845280606485016004356004870152606060248701525260246084850193019085905b80821061018f57505050839483858181958195604483015203925af18015610184576101705750f35b8161017a916103e6565b6101815780f35b80fd5b6040513d84823e3d90fd5b909193843560018060a01b0381168091036101b7578152602090810194019160010190610147565b8780fd5b8380fd5b6312aa1e0360e21b835233600452602483fd5b8280fd5b5080fd5b50346101815780600319360112610181576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346102f85760603660031901126102f85760243561ffff81168091036102f8577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036102fc577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690813b156102f8575f91606483926040519485938492636b6d20a760e11b84526004356004850152602484015260443560448401525af180156102ed576102df575080f35b6102eb91505f906103e6565b005b6040513d5f823e3d90fd5b5f80fd5b6312aa1e0360e21b5f523360045260245ffd5b346102f8575f3660031901126102f857303b602c1981019081116103915761034f6103398261041c565b9161034760405193846103e6565b80835261041c565b6020820190601f19013682378151602d82303c6040828051810103126102f857604090519101519060ff82168092036102f85760409182519182526020820152f35b634e487b7160e01b5f52601160045260245ffd5b346102f8575f3660031901126102f8577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b90601f8019910116810190811067ffffffffffffffff82111761040857604052565b634e487b7160e01b5f52604160045260245ffd5b67ffffffffffffffff811161040857601f01601f19166020019056",
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
