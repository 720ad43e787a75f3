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

// FickleWalletMetaData contains all meta data concerning the FickleWallet contract.
var FickleWalletMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"enumFickleWallet.Mode\",\"name\":\"mode\",\"type\":\"uint8\"}],\"name\":\"ModeSet\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"isValidSignature\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"mode\",\"outputs\":[{\"internalType\":\"enumFickleWallet.Mode\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"enumFickleWallet.Mode\",\"name\":\"mode_\",\"type\":\"uint8\"}],\"name\":\"setMode\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "FickleWallet",
	Bin: "0x60a034607257601f6104a638819003918201601f19168301916001600160401b03831184841017607657808492602094604052833981010312607257516001600160a01b038116810360725760805260405161041b908161008b8239608051818181605a0152818160d401526102d90152f35b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe60806040526004361015610011575f80fd5b5f3560e01c80631626ba7e1461017657806321175b4a146100b5578063295a52121461008d57638da5cb5b14610045575f80fd5b34610089575f366003190112610089576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b5f80fd5b34610089575f366003190112610089576100b160ff5f5416604051918291826101ea565b0390f35b34610089576020366003190112610089576004356003811015610089577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03163303610145576101407f3999b8ac9be57cf2fb4f2508733bf803394c77fbeae3203cf5593067125e7c9c9160ff195f541660ff8216175f55604051918291826101ea565b0390a1005b60405162461bcd60e51b81526020600482015260096024820152683737ba1037bbb732b960b91b6044820152606490fd5b346100895760403660031901126100895760243567ffffffffffffffff811161008957366023820112156100895780600401359067ffffffffffffffff82116100895736602483830101116100895760209160246101d79201600435610247565b6040516001600160e01b03199091168152f35b9190602083019260038210156101fd5752565b634e487b7160e01b5f52602160045260245ffd5b90601f8019910116810190811067ffffffffffffffff82111761023357604052565b634e487b7160e01b5f52604160045260245ffd5b91909160ff5f541660038110156101fd57600281146103155760011461030e5767ffffffffffffffff8211610233576040519161028e601f8201601f191660200184610211565b8083523681850111610089576020815f926102b0968387013784010152610354565b5060048110156101fd571590816102d7575b50156102d357630b135d3f60e11b90565b5f90565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0390811691161490505f6102c2565b5050505f90565b509150505b60645a111561034457604051602081019182526020815261033c604082610211565b51902061031a565b60e01b6001600160e01b03191690565b81519190604183036103845761037d9250602082015190606060408401519301515f1a9061038e565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411610410579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15610405575f516001600160a01b038116156103fb57905f905f90565b505f906001905f90565b6040513d5f823e3d90fd5b5050505f916003919056",
}

// FickleWallet is an auto generated Go binding around an Ethereum contract.
type FickleWallet struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *FickleWallet) GetABI() abi.ABI {
	return c.abi
}

// NewFickleWallet creates a new instance of FickleWallet.
func NewFickleWallet() *FickleWallet {
	parsed, err := FickleWalletMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &FickleWallet{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *FickleWallet) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_) returns()
func (fickleWallet *FickleWallet) PackConstructor(owner_ common.Address) []byte {
	enc, err := fickleWallet.abi.Pack("", owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackIsValidSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1626ba7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isValidSignature(bytes32 hash, bytes signature) view returns(bytes4)
func (fickleWallet *FickleWallet) PackIsValidSignature(hash [32]byte, signature []byte) []byte {
	enc, err := fickleWallet.abi.Pack("isValidSignature", hash, signature)
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
func (fickleWallet *FickleWallet) TryPackIsValidSignature(hash [32]byte, signature []byte) ([]byte, error) {
	return fickleWallet.abi.Pack("isValidSignature", hash, signature)
}

// UnpackIsValidSignature is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1626ba7e.
//
// Solidity: function isValidSignature(bytes32 hash, bytes signature) view returns(bytes4)
func (fickleWallet *FickleWallet) UnpackIsValidSignature(data []byte) ([4]byte, error) {
	out, err := fickleWallet.abi.Unpack("isValidSignature", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x295a5212.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mode() view returns(uint8)
func (fickleWallet *FickleWallet) PackMode() []byte {
	enc, err := fickleWallet.abi.Pack("mode")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x295a5212.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mode() view returns(uint8)
func (fickleWallet *FickleWallet) TryPackMode() ([]byte, error) {
	return fickleWallet.abi.Pack("mode")
}

// UnpackMode is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x295a5212.
//
// Solidity: function mode() view returns(uint8)
func (fickleWallet *FickleWallet) UnpackMode(data []byte) (uint8, error) {
	out, err := fickleWallet.abi.Unpack("mode", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (fickleWallet *FickleWallet) PackOwner() []byte {
	enc, err := fickleWallet.abi.Pack("owner")
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
func (fickleWallet *FickleWallet) TryPackOwner() ([]byte, error) {
	return fickleWallet.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (fickleWallet *FickleWallet) UnpackOwner(data []byte) (common.Address, error) {
	out, err := fickleWallet.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21175b4a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMode(uint8 mode_) returns()
func (fickleWallet *FickleWallet) PackSetMode(mode uint8) []byte {
	enc, err := fickleWallet.abi.Pack("setMode", mode)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21175b4a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMode(uint8 mode_) returns()
func (fickleWallet *FickleWallet) TryPackSetMode(mode uint8) ([]byte, error) {
	return fickleWallet.abi.Pack("setMode", mode)
}

// FickleWalletModeSet represents a ModeSet event raised by the FickleWallet contract.
type FickleWalletModeSet struct {
	Mode uint8
	Raw  *types.Log // Blockchain specific contextual infos
}

const FickleWalletModeSetEventName = "ModeSet"

// ContractEventName returns the user-defined event name.
func (FickleWalletModeSet) ContractEventName() string {
	return FickleWalletModeSetEventName
}

// UnpackModeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ModeSet(uint8 mode)
func (fickleWallet *FickleWallet) UnpackModeSetEvent(log *types.Log) (*FickleWalletModeSet, error) {
	event := "ModeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != fickleWallet.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FickleWalletModeSet)
	if len(log.Data) > 0 {
		if err := fickleWallet.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range fickleWallet.abi.Events[event].Inputs {
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
