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

// PoolSeatMetaData contains all meta data concerning the PoolSeat contract.
var PoolSeatMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIAsaEscrow\",\"name\":\"escrow_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"OnlyPool\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"evaluators\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"quorum\",\"type\":\"uint8\"}],\"name\":\"appoint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"contractIAsaEscrow\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pool\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"providerBps\",\"type\":\"uint16\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"resolve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"seat\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"policyId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"role\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "PoolSeat",
	Bin: "0x60c03461009157601f6104e238819003918201601f19168301916001600160401b038311848410176100955780849260209460405283398101031261009157516001600160a01b0381168103610091573360805260a05260405161043890816100aa823960805181818160b80152818161024201526103b7015260a05181818160e8015281816101f001526102720152f35b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe6080806040526004361015610012575f80fd5b5f905f3560e01c90816316f0115b146103a5575080637bf6df911461030f578063c251c9ab1461021f578063e2fdcc17146101da5763f791cabe14610055575f80fd5b34610181576060366003190112610181576024359067ffffffffffffffff8211610181573660238301121561018157816004013567ffffffffffffffff81116101d6573660248260051b850101116101d6576044359260ff84168094036101d2577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036101bf577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031693843b156101bb57604051926334c30b5360e11b845280606485016004356004870152606060248701525260246084850193019085905b80821061018f57505050839483858181958195604483015203925af18015610184576101705750f35b8161017a916103e6565b6101815780f35b80fd5b6040513d84823e3d90fd5b909193843560018060a01b0381168091036101b7578152602090810194019160010190610147565b8780fd5b8380fd5b6312aa1e0360e21b835233600452602483fd5b8280fd5b5080fd5b50346101815780600319360112610181576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b50346102f85760603660031901126102f85760243561ffff81168091036102f8577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031633036102fc577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690813b156102f8575f91606483926040519485938492636b6d20a760e11b84526004356004850152602484015260443560448401525af180156102ed576102df575080f35b6102eb91505f906103e6565b005b6040513d5f823e3d90fd5b5f80fd5b6312aa1e0360e21b5f523360045260245ffd5b346102f8575f3660031901126102f857303b602c1981019081116103915761034f6103398261041c565b9161034760405193846103e6565b80835261041c565b6020820190601f19013682378151602d82303c6040828051810103126102f857604090519101519060ff82168092036102f85760409182519182526020820152f35b634e487b7160e01b5f52601160045260245ffd5b346102f8575f3660031901126102f8577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b90601f8019910116810190811067ffffffffffffffff82111761040857604052565b634e487b7160e01b5f52604160045260245ffd5b67ffffffffffffffff811161040857601f01601f19166020019056",
}

// PoolSeat is an auto generated Go binding around an Ethereum contract.
type PoolSeat struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *PoolSeat) GetABI() abi.ABI {
	return c.abi
}

// NewPoolSeat creates a new instance of PoolSeat.
func NewPoolSeat() *PoolSeat {
	parsed, err := PoolSeatMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &PoolSeat{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *PoolSeat) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address escrow_) returns()
func (poolSeat *PoolSeat) PackConstructor(escrow_ common.Address) []byte {
	enc, err := poolSeat.abi.Pack("", escrow_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAppoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf791cabe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function appoint(uint256 jobId, address[] evaluators, uint8 quorum) returns()
func (poolSeat *PoolSeat) PackAppoint(jobId *big.Int, evaluators []common.Address, quorum uint8) []byte {
	enc, err := poolSeat.abi.Pack("appoint", jobId, evaluators, quorum)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAppoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf791cabe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function appoint(uint256 jobId, address[] evaluators, uint8 quorum) returns()
func (poolSeat *PoolSeat) TryPackAppoint(jobId *big.Int, evaluators []common.Address, quorum uint8) ([]byte, error) {
	return poolSeat.abi.Pack("appoint", jobId, evaluators, quorum)
}

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow() view returns(address)
func (poolSeat *PoolSeat) PackEscrow() []byte {
	enc, err := poolSeat.abi.Pack("escrow")
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
func (poolSeat *PoolSeat) TryPackEscrow() ([]byte, error) {
	return poolSeat.abi.Pack("escrow")
}

// UnpackEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe2fdcc17.
//
// Solidity: function escrow() view returns(address)
func (poolSeat *PoolSeat) UnpackEscrow(data []byte) (common.Address, error) {
	out, err := poolSeat.abi.Unpack("escrow", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPool is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16f0115b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pool() view returns(address)
func (poolSeat *PoolSeat) PackPool() []byte {
	enc, err := poolSeat.abi.Pack("pool")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPool is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x16f0115b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pool() view returns(address)
func (poolSeat *PoolSeat) TryPackPool() ([]byte, error) {
	return poolSeat.abi.Pack("pool")
}

// UnpackPool is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x16f0115b.
//
// Solidity: function pool() view returns(address)
func (poolSeat *PoolSeat) UnpackPool(data []byte) (common.Address, error) {
	out, err := poolSeat.abi.Unpack("pool", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc251c9ab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolve(uint256 jobId, uint16 providerBps, bytes32 reason) returns()
func (poolSeat *PoolSeat) PackResolve(jobId *big.Int, providerBps uint16, reason [32]byte) []byte {
	enc, err := poolSeat.abi.Pack("resolve", jobId, providerBps, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc251c9ab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolve(uint256 jobId, uint16 providerBps, bytes32 reason) returns()
func (poolSeat *PoolSeat) TryPackResolve(jobId *big.Int, providerBps uint16, reason [32]byte) ([]byte, error) {
	return poolSeat.abi.Pack("resolve", jobId, providerBps, reason)
}

// PackSeat is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7bf6df91.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function seat() view returns(bytes32 policyId, uint8 role)
func (poolSeat *PoolSeat) PackSeat() []byte {
	enc, err := poolSeat.abi.Pack("seat")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSeat is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7bf6df91.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function seat() view returns(bytes32 policyId, uint8 role)
func (poolSeat *PoolSeat) TryPackSeat() ([]byte, error) {
	return poolSeat.abi.Pack("seat")
}

// SeatOutput serves as a container for the return parameters of contract
// method Seat.
type SeatOutput struct {
	PolicyId [32]byte
	Role     uint8
}

// UnpackSeat is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7bf6df91.
//
// Solidity: function seat() view returns(bytes32 policyId, uint8 role)
func (poolSeat *PoolSeat) UnpackSeat(data []byte) (SeatOutput, error) {
	out, err := poolSeat.abi.Unpack("seat", data)
	outstruct := new(SeatOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.PolicyId = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Role = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (poolSeat *PoolSeat) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], poolSeat.abi.Errors["OnlyPool"].ID.Bytes()[:4]) {
		return poolSeat.UnpackOnlyPoolError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// PoolSeatOnlyPool represents a OnlyPool error raised by the PoolSeat contract.
type PoolSeatOnlyPool struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyPool(address caller)
func PoolSeatOnlyPoolErrorID() common.Hash {
	return common.HexToHash("0x4aa8780cfd673116352983b570e47ad83d2cf09cd66b04a57a9bae653bbe2004")
}

// UnpackOnlyPoolError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyPool(address caller)
func (poolSeat *PoolSeat) UnpackOnlyPoolError(raw []byte) (*PoolSeatOnlyPool, error) {
	out := new(PoolSeatOnlyPool)
	if err := poolSeat.abi.UnpackIntoInterface(out, "OnlyPool", raw); err != nil {
		return nil, err
	}
	return out, nil
}
