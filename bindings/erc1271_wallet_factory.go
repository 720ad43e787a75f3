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

// ERC1271WalletFactoryMetaData contains all meta data concerning the ERC1271WalletFactory contract.
var ERC1271WalletFactoryMetaData = bind.MetaData{
	ABI: "[{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"WalletCreated\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"createWallet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"}],\"name\":\"walletAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ERC1271WalletFactory",
	Bin: "0x608080604052346015576106c8908161001a8239f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c8063b20ca8181461005e5763e07718231461002f575f80fd5b3461005a57602061004861004236610077565b9061016f565b6040516001600160a01b039091168152f35b5f80fd5b3461005a57602061004861007136610077565b9061009d565b604090600319011261005a576004356001600160a01b038116810361005a579060243590565b9190916100aa838261016f565b92833b610149576040516104b1908181019381851067ffffffffffffffff8611176101355781602091859461021783396001600160a01b0316808752950301905ff51561012a576040519081526001600160a01b038416907fbdbcb584581e4f688b28038d847fa0c73130b688da678029bcb98e32fec769a290602090a3565b6040513d5f823e3d90fd5b634e487b7160e01b5f52604160045260245ffd5b5050565b90601f8019910116810190811067ffffffffffffffff82111761013557604052565b604051600b92916101ec6104b1610189602082018561014d565b80845260208401906102178239604080516001600160a01b039094166020858101918252808652916101bb908661014d565b60405194859383850197518091895e840190838201905f8252519283915e01015f815203601f19810183528261014d565b5190209060405191604083015260208201523081520160ff8153605590206001600160a01b03169056fe60a034607357601f6104b138819003918201601f19168301916001600160401b03831184841017607757808492602094604052833981010312607357516001600160a01b0381168103607357608052604051610425908161008c823960805181818160fa015281816101d201526102840152f35b5f80fd5b634e487b7160e01b5f52604160045260245ffdfe60806040526004361015610011575f80fd5b5f3560e01c80631626ba7e146100445780631cff79cd1461003f57638da5cb5b1461003a575f80fd5b61026f565b61018b565b3461012f57604036600319011261012f5760243567ffffffffffffffff811161012f57610075903690600401610133565b610086610081826102f2565b6102c7565b90808252368184011161012f576020815f926100ac95838601378301015260043561035e565b506100b68161030e565b1590816100f8575b50156100ef576100eb630b135d3f60e11b5b6040516001600160e01b031990911681529081906020820190565b0390f35b6100eb5f6100d0565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b039081169116149050816100be565b5f80fd5b9181601f8401121561012f5782359167ffffffffffffffff831161012f576020838186019501011161012f57565b602060409281835280519182918282860152018484015e5f828201840152601f01601f1916010190565b3461012f57604036600319011261012f576004356001600160a01b038116810361012f5760243567ffffffffffffffff811161012f576101cf903690600401610133565b917f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316330361023e575f928380936102146040518094819361032c565b03925af1610220610339565b9015610236576100eb9060405191829182610161565b602081519101fd5b60405162461bcd60e51b81526020600482015260096024820152683737ba1037bbb732b960b91b6044820152606490fd5b3461012f575f36600319011261012f576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b634e487b7160e01b5f52604160045260245ffd5b6040519190601f01601f1916820167ffffffffffffffff8111838210176102ed57604052565b6102b3565b67ffffffffffffffff81116102ed57601f01601f191660200190565b6004111561031857565b634e487b7160e01b5f52602160045260245ffd5b908092918237015f815290565b3d15610359573d9061034d610081836102f2565b9182523d5f602084013e565b606090565b815191906041830361038e576103879250602082015190606060408401519301515f1a90610398565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841161041a579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa1561040f575f516001600160a01b0381161561040557905f905f90565b505f906001905f90565b6040513d5f823e3d90fd5b5050505f916003919056",
}

// ERC1271WalletFactory is an auto generated Go binding around an Ethereum contract.
type ERC1271WalletFactory struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ERC1271WalletFactory) GetABI() abi.ABI {
	return c.abi
}

// NewERC1271WalletFactory creates a new instance of ERC1271WalletFactory.
func NewERC1271WalletFactory() *ERC1271WalletFactory {
	parsed, err := ERC1271WalletFactoryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ERC1271WalletFactory{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ERC1271WalletFactory) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackCreateWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb20ca818.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createWallet(address owner, bytes32 salt) returns(address wallet)
func (eRC1271WalletFactory *ERC1271WalletFactory) PackCreateWallet(owner common.Address, salt [32]byte) []byte {
	enc, err := eRC1271WalletFactory.abi.Pack("createWallet", owner, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb20ca818.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createWallet(address owner, bytes32 salt) returns(address wallet)
func (eRC1271WalletFactory *ERC1271WalletFactory) TryPackCreateWallet(owner common.Address, salt [32]byte) ([]byte, error) {
	return eRC1271WalletFactory.abi.Pack("createWallet", owner, salt)
}

// UnpackCreateWallet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb20ca818.
//
// Solidity: function createWallet(address owner, bytes32 salt) returns(address wallet)
func (eRC1271WalletFactory *ERC1271WalletFactory) UnpackCreateWallet(data []byte) (common.Address, error) {
	out, err := eRC1271WalletFactory.abi.Unpack("createWallet", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWalletAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe0771823.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function walletAddress(address owner, bytes32 salt) view returns(address)
func (eRC1271WalletFactory *ERC1271WalletFactory) PackWalletAddress(owner common.Address, salt [32]byte) []byte {
	enc, err := eRC1271WalletFactory.abi.Pack("walletAddress", owner, salt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWalletAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe0771823.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function walletAddress(address owner, bytes32 salt) view returns(address)
func (eRC1271WalletFactory *ERC1271WalletFactory) TryPackWalletAddress(owner common.Address, salt [32]byte) ([]byte, error) {
	return eRC1271WalletFactory.abi.Pack("walletAddress", owner, salt)
}

// UnpackWalletAddress is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe0771823.
//
// Solidity: function walletAddress(address owner, bytes32 salt) view returns(address)
func (eRC1271WalletFactory *ERC1271WalletFactory) UnpackWalletAddress(data []byte) (common.Address, error) {
	out, err := eRC1271WalletFactory.abi.Unpack("walletAddress", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// ERC1271WalletFactoryWalletCreated represents a WalletCreated event raised by the ERC1271WalletFactory contract.
type ERC1271WalletFactoryWalletCreated struct {
	Wallet common.Address
	Owner  common.Address
	Salt   [32]byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const ERC1271WalletFactoryWalletCreatedEventName = "WalletCreated"

// ContractEventName returns the user-defined event name.
func (ERC1271WalletFactoryWalletCreated) ContractEventName() string {
	return ERC1271WalletFactoryWalletCreatedEventName
}

// UnpackWalletCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event WalletCreated(address indexed wallet, address indexed owner, bytes32 salt)
func (eRC1271WalletFactory *ERC1271WalletFactory) UnpackWalletCreatedEvent(log *types.Log) (*ERC1271WalletFactoryWalletCreated, error) {
	event := "WalletCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eRC1271WalletFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ERC1271WalletFactoryWalletCreated)
	if len(log.Data) > 0 {
		if err := eRC1271WalletFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eRC1271WalletFactory.abi.Events[event].Inputs {
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
