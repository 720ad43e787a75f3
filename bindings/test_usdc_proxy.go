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
	Bin: "0x608060405234801561000f575f5ffd5b5060405161078038038061078083398101604081905261002e9161010c565b61003781610065565b61005f337f10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b55565b50610139565b5f816001600160a01b03163b116100e85760405162461bcd60e51b815260206004820152603b60248201527f43616e6e6f742073657420612070726f787920696d706c656d656e746174696f60448201527f6e20746f2061206e6f6e2d636f6e747261637420616464726573730000000000606482015260840160405180910390fd5b7f7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c355565b5f6020828403121561011c575f5ffd5b81516001600160a01b0381168114610132575f5ffd5b9392505050565b61063a806101465f395ff3fe60806040526004361061005d575f3560e01c80635c60da1b116100425780635c60da1b146100a65780638f283970146100d6578063f851a440146100f55761006c565b80633659cfe6146100745780634f1ef286146100935761006c565b3661006c5761006a610109565b005b61006a610109565b34801561007f575f5ffd5b5061006a61008e36600461058d565b6101fb565b61006a6100a13660046105ad565b610240565b3480156100b1575f5ffd5b506100ba6102f0565b6040516001600160a01b03909116815260200160405180910390f35b3480156100e1575f5ffd5b5061006a6100f036600461058d565b61031e565b348015610100575f5ffd5b506100ba61045e565b7f10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b546001600160a01b031633036101ad5760405162461bcd60e51b815260206004820152603260248201527f43616e6e6f742063616c6c2066616c6c6261636b2066756e6374696f6e20667260448201527f6f6d207468652070726f78792061646d696e000000000000000000000000000060648201526084015b60405180910390fd5b5f6101d67f7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c35490565b9050365f5f375f5f365f845af43d5f5f3e8080156101f2573d5ff35b3d5ffd5b505050565b7f10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b546001600160a01b031633036102385761023581610487565b50565b610235610109565b7f10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b546001600160a01b031633036102e85761027a83610487565b5f306001600160a01b031634848460405161029692919061062b565b5f6040518083038185875af1925050503d805f81146102d0576040519150601f19603f3d011682016040523d82523d5f602084013e6102d5565b606091505b50509050806102e2575f5ffd5b50505050565b6101f6610109565b5f6103197f7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c35490565b905090565b7f10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b546001600160a01b03163303610238576001600160a01b0381166103cb5760405162461bcd60e51b815260206004820152603660248201527f43616e6e6f74206368616e6765207468652061646d696e206f6620612070726f60448201527f787920746f20746865207a65726f20616464726573730000000000000000000060648201526084016101a4565b7f7e644d79422f17c01e4894b5f4f588d331ebfa28653d42ae832dc59e38c9798f6104147f10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b5490565b604080516001600160a01b03928316815291841660208301520160405180910390a1610235817f10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b55565b5f6103197f10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b5490565b610490816104cf565b6040516001600160a01b03821681527fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b9060200160405180910390a150565b5f816001600160a01b03163b1161054e5760405162461bcd60e51b815260206004820152603b60248201527f43616e6e6f742073657420612070726f787920696d706c656d656e746174696f60448201527f6e20746f2061206e6f6e2d636f6e74726163742061646472657373000000000060648201526084016101a4565b7f7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c355565b80356001600160a01b0381168114610588575f5ffd5b919050565b5f6020828403121561059d575f5ffd5b6105a682610572565b9392505050565b5f5f5f604084860312156105bf575f5ffd5b6105c884610572565b9250602084013567ffffffffffffffff8111156105e3575f5ffd5b8401601f810186136105f3575f5ffd5b803567ffffffffffffffff811115610609575f5ffd5b86602082840101111561061a575f5ffd5b939660209190910195509293505050565b818382375f910190815291905056",
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
