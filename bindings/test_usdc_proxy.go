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

// TestUSDCProxyMetaData contains all meta data concerning the TestUSDCProxy contract.
var TestUSDCProxyMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"implementation_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"previousAdmin\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"AdminChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"Upgraded\",\"type\":\"event\"},{\"stateMutability\":\"payable\",\"type\":\"fallback\"},{\"inputs\":[],\"name\":\"admin\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newAdmin\",\"type\":\"address\"}],\"name\":\"changeAdmin\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"implementation\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newImplementation\",\"type\":\"address\"}],\"name\":\"upgradeTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newImplementation\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"upgradeToAndCall\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "TestUSDCProxy",
	Bin: "0x60803461011557601f61063638819003918201601f19168301916001600160401b038311848410176101195780849260209460405283398101031261011557516001600160a01b038116810361011557803b156100aa577f7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c355337f10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b55604051610508908161012e8239f35b60405162461bcd60e51b815260206004820152603b60248201527f43616e6e6f742073657420612070726f787920696d706c656d656e746174696f60448201527f6e20746f2061206e6f6e2d636f6e7472616374206164647265737300000000006064820152608490fd5b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe60806040526004361015610019575b3661035d575b61035d565b5f3560e01c80633659cfe6146100685780634f1ef286146100635780635c60da1b1461005e5780638f283970146100595763f851a4400361000e5761030e565b610205565b6101be565b6100c6565b346100ac5760203660031901126100ac576100816100b0565b5f5160206104e85f395f51905f5254336001600160a01b0390911603610014576100aa90610419565b005b5f80fd5b600435906001600160a01b03821682036100ac57565b60403660031901126100ac576100da6100b0565b6024359067ffffffffffffffff82116100ac57366023830112156100ac5781600401359067ffffffffffffffff82116100ac5736602483850101116100ac575f5160206104e85f395f51905f5254336001600160a01b0390911603610014575f928392610148602493610419565b806040519384930183378101838152039034305af13d156101b5573d9067ffffffffffffffff82116101b057604051601f8301601f19908116603f011681019267ffffffffffffffff8411828510176101b0576100aa9360405281525f60203d92013e610356565b610342565b6100aa90610356565b346100ac575f3660031901126100ac577f7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c3546040516001600160a01b039091168152602090f35b346100ac5760203660031901126100ac5761021e6100b0565b5f5160206104e85f395f51905f5254336001600160a01b0390911603610014576001600160a01b0381169081156102aa577f7e644d79422f17c01e4894b5f4f588d331ebfa28653d42ae832dc59e38c9798f60406100aa935f5160206104e85f395f51905f52549082519160018060a01b031682526020820152a15f5160206104e85f395f51905f5255565b60405162461bcd60e51b815260206004820152603660248201527f43616e6e6f74206368616e6765207468652061646d696e206f6620612070726f604482015275787920746f20746865207a65726f206164647265737360501b6064820152608490fd5b346100ac575f3660031901126100ac575f5160206104e85f395f51905f52546040516001600160a01b039091168152602090f35b634e487b7160e01b5f52604160045260245ffd5b156100ac57565b5f5160206104e85f395f51905f52546001600160a01b031633146103b9575f807f7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c354368280378136915af43d5f803e156103b5573d5ff35b3d5ffd5b60405162461bcd60e51b815260206004820152603260248201527f43616e6e6f742063616c6c2066616c6c6261636b2066756e6374696f6e20667260448201527137b6903a343290383937bc3c9030b236b4b760711b6064820152608490fd5b803b1561047c577f7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c38190556040516001600160a01b0390911681527fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b90602090a1565b60405162461bcd60e51b815260206004820152603b60248201527f43616e6e6f742073657420612070726f787920696d706c656d656e746174696f60448201527f6e20746f2061206e6f6e2d636f6e7472616374206164647265737300000000006064820152608490fdfe10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b",
}

// TestUSDCProxy is an auto generated Go binding around an Ethereum contract.
type TestUSDCProxy struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TestUSDCProxy) GetABI() abi.ABI {
	return c.abi
}

// NewTestUSDCProxy creates a new instance of TestUSDCProxy.
func NewTestUSDCProxy() *TestUSDCProxy {
	parsed, err := TestUSDCProxyMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TestUSDCProxy{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TestUSDCProxy) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address implementation_) returns()
func (testUSDCProxy *TestUSDCProxy) PackConstructor(implementation_ common.Address) []byte {
	enc, err := testUSDCProxy.abi.Pack("", implementation_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf851a440.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function admin() view returns(address)
func (testUSDCProxy *TestUSDCProxy) PackAdmin() []byte {
	enc, err := testUSDCProxy.abi.Pack("admin")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf851a440.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function admin() view returns(address)
func (testUSDCProxy *TestUSDCProxy) TryPackAdmin() ([]byte, error) {
	return testUSDCProxy.abi.Pack("admin")
}

// UnpackAdmin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf851a440.
//
// Solidity: function admin() view returns(address)
func (testUSDCProxy *TestUSDCProxy) UnpackAdmin(data []byte) (common.Address, error) {
	out, err := testUSDCProxy.abi.Unpack("admin", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackChangeAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f283970.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function changeAdmin(address newAdmin) returns()
func (testUSDCProxy *TestUSDCProxy) PackChangeAdmin(newAdmin common.Address) []byte {
	enc, err := testUSDCProxy.abi.Pack("changeAdmin", newAdmin)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChangeAdmin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f283970.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function changeAdmin(address newAdmin) returns()
func (testUSDCProxy *TestUSDCProxy) TryPackChangeAdmin(newAdmin common.Address) ([]byte, error) {
	return testUSDCProxy.abi.Pack("changeAdmin", newAdmin)
}

// PackImplementation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c60da1b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function implementation() view returns(address)
func (testUSDCProxy *TestUSDCProxy) PackImplementation() []byte {
	enc, err := testUSDCProxy.abi.Pack("implementation")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackImplementation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c60da1b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function implementation() view returns(address)
func (testUSDCProxy *TestUSDCProxy) TryPackImplementation() ([]byte, error) {
	return testUSDCProxy.abi.Pack("implementation")
}

// UnpackImplementation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c60da1b.
//
// Solidity: function implementation() view returns(address)
func (testUSDCProxy *TestUSDCProxy) UnpackImplementation(data []byte) (common.Address, error) {
	out, err := testUSDCProxy.abi.Unpack("implementation", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackUpgradeTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3659cfe6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradeTo(address newImplementation) returns()
func (testUSDCProxy *TestUSDCProxy) PackUpgradeTo(newImplementation common.Address) []byte {
	enc, err := testUSDCProxy.abi.Pack("upgradeTo", newImplementation)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradeTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3659cfe6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradeTo(address newImplementation) returns()
func (testUSDCProxy *TestUSDCProxy) TryPackUpgradeTo(newImplementation common.Address) ([]byte, error) {
	return testUSDCProxy.abi.Pack("upgradeTo", newImplementation)
}

// PackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (testUSDCProxy *TestUSDCProxy) PackUpgradeToAndCall(newImplementation common.Address, data []byte) []byte {
	enc, err := testUSDCProxy.abi.Pack("upgradeToAndCall", newImplementation, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (testUSDCProxy *TestUSDCProxy) TryPackUpgradeToAndCall(newImplementation common.Address, data []byte) ([]byte, error) {
	return testUSDCProxy.abi.Pack("upgradeToAndCall", newImplementation, data)
}

// TestUSDCProxyAdminChanged represents a AdminChanged event raised by the TestUSDCProxy contract.
type TestUSDCProxyAdminChanged struct {
	PreviousAdmin common.Address
	NewAdmin      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const TestUSDCProxyAdminChangedEventName = "AdminChanged"

// ContractEventName returns the user-defined event name.
func (TestUSDCProxyAdminChanged) ContractEventName() string {
	return TestUSDCProxyAdminChangedEventName
}

// UnpackAdminChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AdminChanged(address previousAdmin, address newAdmin)
func (testUSDCProxy *TestUSDCProxy) UnpackAdminChangedEvent(log *types.Log) (*TestUSDCProxyAdminChanged, error) {
	event := "AdminChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDCProxy.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCProxyAdminChanged)
	if len(log.Data) > 0 {
		if err := testUSDCProxy.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDCProxy.abi.Events[event].Inputs {
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

// TestUSDCProxyUpgraded represents a Upgraded event raised by the TestUSDCProxy contract.
type TestUSDCProxyUpgraded struct {
	Implementation common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const TestUSDCProxyUpgradedEventName = "Upgraded"

// ContractEventName returns the user-defined event name.
func (TestUSDCProxyUpgraded) ContractEventName() string {
	return TestUSDCProxyUpgradedEventName
}

// UnpackUpgradedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Upgraded(address implementation)
func (testUSDCProxy *TestUSDCProxy) UnpackUpgradedEvent(log *types.Log) (*TestUSDCProxyUpgraded, error) {
	event := "Upgraded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDCProxy.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCProxyUpgraded)
	if len(log.Data) > 0 {
		if err := testUSDCProxy.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDCProxy.abi.Events[event].Inputs {
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
