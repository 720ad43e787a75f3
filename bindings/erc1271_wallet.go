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

// ERC1271WalletMetaData contains all meta data concerning the ERC1271Wallet contract.
var ERC1271WalletMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"execute\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"isValidSignature\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ERC1271Wallet",
	Bin: "0x60a034607357601f6104b138819003918201601f19168301916001600160401b03831184841017607757808492602094604052833981010312607357516001600160a01b0381168103607357608052604051610425908161008c823960805181818160fa015281816101d201526102840152f35b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe60806040526004361015610011575f80fd5b5f3560e01c80631626ba7e146100445780631cff79cd1461003f57638da5cb5b1461003a575f80fd5b61026f565b61018b565b3461012f57604036600319011261012f5760243567ffffffffffffffff811161012f57610075903690600401610133565b610086610081826102f2565b6102c7565b90808252368184011161012f576020815f926100ac95838601378301015260043561035e565b506100b68161030e565b1590816100f8575b50156100ef576100eb630b135d3f60e11b5b6040516001600160e01b031990911681529081906020820190565b0390f35b6100eb5f6100d0565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b039081169116149050816100be565b5f80fd5b9181601f8401121561012f5782359167ffffffffffffffff831161012f576020838186019501011161012f57565b602060409281835280519182918282860152018484015e5f828201840152601f01601f1916010190565b3461012f57604036600319011261012f576004356001600160a01b038116810361012f5760243567ffffffffffffffff811161012f576101cf903690600401610133565b917f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316330361023e575f928380936102146040518094819361032c565b03925af1610220610339565b9015610236576100eb9060405191829182610161565b602081519101fd5b60405162461bcd60e51b81526020600482015260096024820152683737ba1037bbb732b960b91b6044820152606490fd5b3461012f575f36600319011261012f576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b634e487b7160e01b5f52604160045260245ffd5b6040519190601f01601f1916820167ffffffffffffffff8111838210176102ed57604052565b6102b3565b67ffffffffffffffff81116102ed57601f01601f191660200190565b6004111561031857565b634e487b7160e01b5f52602160045260245ffd5b908092918237015f815290565b3d15610359573d9061034d610081836102f2565b9182523d5f602084013e565b606090565b815191906041830361038e576103879250602082015190606060408401519301515f1a90610398565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841161041a579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa1561040f575f516001600160a01b0381161561040557905f905f90565b505f906001905f90565b6040513d5f823e3d90fd5b5050505f916003919056",
}

// ERC1271Wallet is an auto generated Go binding around an Ethereum contract.
type ERC1271Wallet struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ERC1271Wallet) GetABI() abi.ABI {
	return c.abi
}

// NewERC1271Wallet creates a new instance of ERC1271Wallet.
func NewERC1271Wallet() *ERC1271Wallet {
	parsed, err := ERC1271WalletMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ERC1271Wallet{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ERC1271Wallet) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_) returns()
func (eRC1271Wallet *ERC1271Wallet) PackConstructor(owner_ common.Address) []byte {
	enc, err := eRC1271Wallet.abi.Pack("", owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cff79cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(address target, bytes data) returns(bytes)
func (eRC1271Wallet *ERC1271Wallet) PackExecute(target common.Address, data []byte) []byte {
	enc, err := eRC1271Wallet.abi.Pack("execute", target, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cff79cd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(address target, bytes data) returns(bytes)
func (eRC1271Wallet *ERC1271Wallet) TryPackExecute(target common.Address, data []byte) ([]byte, error) {
	return eRC1271Wallet.abi.Pack("execute", target, data)
}

// UnpackExecute is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1cff79cd.
//
// Solidity: function execute(address target, bytes data) returns(bytes)
func (eRC1271Wallet *ERC1271Wallet) UnpackExecute(data []byte) ([]byte, error) {
	out, err := eRC1271Wallet.abi.Unpack("execute", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackIsValidSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1626ba7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isValidSignature(bytes32 hash, bytes signature) view returns(bytes4)
func (eRC1271Wallet *ERC1271Wallet) PackIsValidSignature(hash [32]byte, signature []byte) []byte {
	enc, err := eRC1271Wallet.abi.Pack("isValidSignature", hash, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsValidSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1626ba7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isValidSignature(bytes32 hash, bytes signature) view returns(bytes4)
func (eRC1271Wallet *ERC1271Wallet) TryPackIsValidSignature(hash [32]byte, signature []byte) ([]byte, error) {
	return eRC1271Wallet.abi.Pack("isValidSignature", hash, signature)
}

// UnpackIsValidSignature is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1626ba7e.
//
// Solidity: function isValidSignature(bytes32 hash, bytes signature) view returns(bytes4)
func (eRC1271Wallet *ERC1271Wallet) UnpackIsValidSignature(data []byte) ([4]byte, error) {
	out, err := eRC1271Wallet.abi.Unpack("isValidSignature", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (eRC1271Wallet *ERC1271Wallet) PackOwner() []byte {
	enc, err := eRC1271Wallet.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (eRC1271Wallet *ERC1271Wallet) TryPackOwner() ([]byte, error) {
	return eRC1271Wallet.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (eRC1271Wallet *ERC1271Wallet) UnpackOwner(data []byte) (common.Address, error) {
	out, err := eRC1271Wallet.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}
