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

// JobDepositMetaData contains all meta data concerning the JobDeposit contract.
var JobDepositMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"OnlyEscrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"sweep\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "JobDeposit",
	Bin: "0x60a08060405234602757336080526101f6908161002c82396080518181816047015260a30152f35b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816301681a621461007a575063e2fdcc1714610032575f80fd5b34610076575f366003190112610076576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610076576020366003190112610076576004356001600160a01b0381169190828103610076577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101e3576370a0823160e01b8252306004830152602082602481865afa9182156101d8575f9261017a575b508161010a575b602082604051908152f35b6040519063a9059cbb60e01b5f52336004528260245260205f60448180855af19060015f511482161561015b575b50906040521561014857816100ff565b50635274afe760e01b5f5260045260245ffd5b6001821516610171573b15153d15161684610138565b823d5f823e3d90fd5b90915060203d6020116101d1575b601f8101601f1916820167ffffffffffffffff8111838210176101bd57602091839160405281010312610076575190836100f8565b634e487b7160e01b5f52604160045260245ffd5b503d610188565b6040513d5f823e3d90fd5b63bc552e7760e01b5f523360045260245ffd",
}

// JobDeposit is an auto generated Go binding around an Ethereum contract.
type JobDeposit struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *JobDeposit) GetABI() abi.ABI {
	return c.abi
}

// NewJobDeposit creates a new instance of JobDeposit.
func NewJobDeposit() *JobDeposit {
	parsed, err := JobDepositMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &JobDeposit{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *JobDeposit) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow() view returns(address)
func (jobDeposit *JobDeposit) PackEscrow() []byte {
	enc, err := jobDeposit.abi.Pack("escrow")
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
func (jobDeposit *JobDeposit) TryPackEscrow() ([]byte, error) {
	return jobDeposit.abi.Pack("escrow")
}

// UnpackEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe2fdcc17.
//
// Solidity: function escrow() view returns(address)
func (jobDeposit *JobDeposit) UnpackEscrow(data []byte) (common.Address, error) {
	out, err := jobDeposit.abi.Unpack("escrow", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01681a62.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sweep(address token) returns(uint256 amount)
func (jobDeposit *JobDeposit) PackSweep(token common.Address) []byte {
	enc, err := jobDeposit.abi.Pack("sweep", token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01681a62.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sweep(address token) returns(uint256 amount)
func (jobDeposit *JobDeposit) TryPackSweep(token common.Address) ([]byte, error) {
	return jobDeposit.abi.Pack("sweep", token)
}

// UnpackSweep is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01681a62.
//
// Solidity: function sweep(address token) returns(uint256 amount)
func (jobDeposit *JobDeposit) UnpackSweep(data []byte) (*big.Int, error) {
	out, err := jobDeposit.abi.Unpack("sweep", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (jobDeposit *JobDeposit) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], jobDeposit.abi.Errors["OnlyEscrow"].ID.Bytes()[:4]) {
		return jobDeposit.UnpackOnlyEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], jobDeposit.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return jobDeposit.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// JobDepositOnlyEscrow represents a OnlyEscrow error raised by the JobDeposit contract.
type JobDepositOnlyEscrow struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyEscrow(address caller)
func JobDepositOnlyEscrowErrorID() common.Hash {
	return common.HexToHash("0xbc552e779285e449212bcb53b4b23d439e0a4c2d6c7a727c709195cef7aec419")
}

// UnpackOnlyEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyEscrow(address caller)
func (jobDeposit *JobDeposit) UnpackOnlyEscrowError(raw []byte) (*JobDepositOnlyEscrow, error) {
	out := new(JobDepositOnlyEscrow)
	if err := jobDeposit.abi.UnpackIntoInterface(out, "OnlyEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// JobDepositSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the JobDeposit contract.
type JobDepositSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func JobDepositSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (jobDeposit *JobDeposit) UnpackSafeERC20FailedOperationError(raw []byte) (*JobDepositSafeERC20FailedOperation, error) {
	out := new(JobDepositSafeERC20FailedOperation)
	if err := jobDeposit.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}
