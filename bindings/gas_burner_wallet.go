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

// GasBurnerWalletMetaData contains all meta data concerning the GasBurnerWallet contract.
var GasBurnerWalletMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"isValidSignature\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "GasBurnerWallet",
	Bin: "0x6080806040523460135760d2908160188239f35b5f80fdfe608060405260043610156010575f80fd5b5f3560e01c631626ba7e146022575f80fd5b3460ce57604036600319011260ce5760243567ffffffffffffffff811160ce573660238201121560ce57806004013567ffffffffffffffff811160ce573691016024011160ce576004355b5a1560b45760405160208101918252602081526040810181811067ffffffffffffffff82111760a057604052519020606d565b634e487b7160e01b5f52604160045260245ffd5b60405160e09190911b6001600160e01b0319168152602090f35b5f80fd",
}

// GasBurnerWallet is an auto generated Go binding around an Ethereum contract.
type GasBurnerWallet struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *GasBurnerWallet) GetABI() abi.ABI {
	return c.abi
}

// NewGasBurnerWallet creates a new instance of GasBurnerWallet.
func NewGasBurnerWallet() *GasBurnerWallet {
	parsed, err := GasBurnerWalletMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &GasBurnerWallet{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *GasBurnerWallet) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackIsValidSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1626ba7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isValidSignature(bytes32 hash, bytes ) view returns(bytes4)
func (gasBurnerWallet *GasBurnerWallet) PackIsValidSignature(hash [32]byte, arg1 []byte) []byte {
	enc, err := gasBurnerWallet.abi.Pack("isValidSignature", hash, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsValidSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1626ba7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isValidSignature(bytes32 hash, bytes ) view returns(bytes4)
func (gasBurnerWallet *GasBurnerWallet) TryPackIsValidSignature(hash [32]byte, arg1 []byte) ([]byte, error) {
	return gasBurnerWallet.abi.Pack("isValidSignature", hash, arg1)
}

// UnpackIsValidSignature is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1626ba7e.
//
// Solidity: function isValidSignature(bytes32 hash, bytes ) view returns(bytes4)
func (gasBurnerWallet *GasBurnerWallet) UnpackIsValidSignature(data []byte) ([4]byte, error) {
	out, err := gasBurnerWallet.abi.Unpack("isValidSignature", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}
