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

// FeeOnTransferTokenMetaData contains all meta data concerning the FeeOnTransferToken contract.
var FeeOnTransferTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "FeeOnTransferToken",
	Bin: "0x60806040523461032857604080519081016001600160401b0381118282101761023057604090815260098252682332b2902a37b5b2b760b91b602083015280519081016001600160401b0381118282101761023057604052600381526246454560e81b602082015281516001600160401b03811161023057600354600181811c9116801561031e575b602082101461021257601f81116102b0575b50602092601f821160011461024f57928192935f92610244575b50508160011b915f199060031b1c1916176003555b80516001600160401b03811161023057600454600181811c91168015610226575b602082101461021257601f81116101a4575b50602091601f8211600114610144579181925f92610139575b50508160011b915f199060031b1c1916176004555b604051610785908161032d8239f35b015190505f80610115565b601f1982169260045f52805f20915f5b85811061018c57508360019510610174575b505050811b0160045561012a565b01515f1960f88460031b161c191690555f8080610166565b91926020600181928685015181550194019201610154565b818111156100fc5760045f52601f820160051c7f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b6020841061020a575b81601f9101920160051c03905f5b8281106101fd5750506100fc565b5f828201556001016101ef565b5f91506101e1565b634e487b7160e01b5f52602260045260245ffd5b90607f16906100ea565b634e487b7160e01b5f52604160045260245ffd5b015190505f806100b4565b601f1982169360035f52805f20915f5b8681106102985750836001959610610280575b505050811b016003556100c9565b01515f1960f88460031b161c191690555f8080610272565b9192602060018192868501518155019401920161025f565b8181111561009a5760035f52601f820160051c7fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b60208410610316575b81601f9101920160051c03905f5b82811061030957505061009a565b5f828201556001016102fb565b5f91506102ed565b90607f1690610088565b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816306fdde031461044457508063095ea7b3146103c257806318160ddd146103a557806323b872dd146102c6578063313ce567146102ab57806340c10f191461026157806370a082311461022a57806395d89b411461010f578063a9059cbb146100de5763dd62ed3e1461008a575f80fd5b346100da5760403660031901126100da576100a361053d565b6100ab610553565b6001600160a01b039182165f908152600160209081526040808320949093168252928352819020549051908152f35b5f80fd5b346100da5760403660031901126100da576101046100fa61053d565b6024359033610569565b602060405160018152f35b346100da575f3660031901126100da576040515f6004548060011c90600181168015610220575b60208310811461020c578285529081156101f0575060011461019b575b50819003601f01601f191681019067ffffffffffffffff8211818310176101875761018382918260405282610513565b0390f35b634e487b7160e01b5f52604160045260245ffd5b905060045f527f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b5f905b8282106101da57506020915082010182610153565b60018160209254838588010152019101906101c5565b90506020925060ff191682840152151560051b82010182610153565b634e487b7160e01b5f52602260045260245ffd5b91607f1691610136565b346100da5760203660031901126100da576001600160a01b0361024b61053d565b165f525f602052602060405f2054604051908152f35b346100da5760403660031901126100da5761027a61053d565b6001600160a01b038116156102985761029690602435906105a7565b005b63ec442f0560e01b5f525f60045260245ffd5b346100da575f3660031901126100da57602060405160128152f35b346100da5760603660031901126100da576102df61053d565b6102e7610553565b6001600160a01b0382165f818152600160209081526040808320338452909152902054909260443592915f198110610325575b506101049350610569565b83811061038a57841561037757331561036457610104945f52600160205260405f2060018060a01b0333165f526020528360405f20910390558461031a565b634a1406b160e11b5f525f60045260245ffd5b63e602df0560e01b5f525f60045260245ffd5b8390637dc7a0d960e11b5f523360045260245260445260645ffd5b346100da575f3660031901126100da576020600254604051908152f35b346100da5760403660031901126100da576103db61053d565b602435903315610377576001600160a01b031690811561036457335f52600160205260405f20825f526020528060405f20556040519081527f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560203392a3602060405160018152f35b346100da575f3660031901126100da575f6003548060011c90600181168015610509575b60208310811461020c578285529081156101f057506001146104b45750819003601f01601f191681019067ffffffffffffffff8211818310176101875761018382918260405282610513565b905060035f527fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b5f905b8282106104f357506020915082010182610153565b60018160209254838588010152019101906104de565b91607f1691610468565b602060409281835280519182918282860152018484015e5f828201840152601f01601f1916010190565b600435906001600160a01b03821682036100da57565b602435906001600160a01b03821682036100da57565b91906001600160a01b03831615610594576001600160a01b0381161561029857610592926105b2565b565b634b637e8f60e11b5f525f60045260245ffd5b90610592915f6106a5565b91906001600160a01b038316158015610694575b61068b57606482046001600160a01b038416806106495760025490828201809211610635575f916002555b82600254036002557fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef6020604051858152a3820391821161063557610592926106a5565b634e487b7160e01b5f52601160045260245ffd5b805f525f60205260405f20548281106106725790825f92828452836020520360408320556105f1565b9063391434e360e21b5f5260045260245260445260645ffd5b610592926106a5565b506001600160a01b038116156105c6565b6001600160a01b0316908161072057600254838101809111610635577fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef916020916002555b6001600160a01b0316938461070b5780600254036002555b604051908152a3565b845f525f825260405f20818154019055610702565b815f525f60205260405f205483811061076a577fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9184602092855f525f84520360405f20556106ea565b91905063391434e360e21b5f5260045260245260445260645ffd",
}

// FeeOnTransferToken is an auto generated Go binding around an Ethereum contract.
type FeeOnTransferToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *FeeOnTransferToken) GetABI() abi.ABI {
	return c.abi
}

// NewFeeOnTransferToken creates a new instance of FeeOnTransferToken.
func NewFeeOnTransferToken() *FeeOnTransferToken {
	parsed, err := FeeOnTransferTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &FeeOnTransferToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *FeeOnTransferToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := feeOnTransferToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackApprove(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackBalanceOf(account common.Address) []byte {
	enc, err := feeOnTransferToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (feeOnTransferToken *FeeOnTransferToken) PackDecimals() []byte {
	enc, err := feeOnTransferToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (feeOnTransferToken *FeeOnTransferToken) TryPackDecimals() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (feeOnTransferToken *FeeOnTransferToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := feeOnTransferToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (feeOnTransferToken *FeeOnTransferToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (feeOnTransferToken *FeeOnTransferToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) PackName() []byte {
	enc, err := feeOnTransferToken.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) TryPackName() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) UnpackName(data []byte) (string, error) {
	out, err := feeOnTransferToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) PackSymbol() []byte {
	enc, err := feeOnTransferToken.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) TryPackSymbol() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) UnpackSymbol(data []byte) (string, error) {
	out, err := feeOnTransferToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackTotalSupply() []byte {
	enc, err := feeOnTransferToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) TryPackTotalSupply() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// FeeOnTransferTokenApproval represents a Approval event raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const FeeOnTransferTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (FeeOnTransferTokenApproval) ContractEventName() string {
	return FeeOnTransferTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (feeOnTransferToken *FeeOnTransferToken) UnpackApprovalEvent(log *types.Log) (*FeeOnTransferTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeOnTransferToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeOnTransferTokenApproval)
	if len(log.Data) > 0 {
		if err := feeOnTransferToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeOnTransferToken.abi.Events[event].Inputs {
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

// FeeOnTransferTokenTransfer represents a Transfer event raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const FeeOnTransferTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (FeeOnTransferTokenTransfer) ContractEventName() string {
	return FeeOnTransferTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransferEvent(log *types.Log) (*FeeOnTransferTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeOnTransferToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeOnTransferTokenTransfer)
	if len(log.Data) > 0 {
		if err := feeOnTransferToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeOnTransferToken.abi.Events[event].Inputs {
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
func (feeOnTransferToken *FeeOnTransferToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// FeeOnTransferTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func FeeOnTransferTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*FeeOnTransferTokenERC20InsufficientAllowance, error) {
	out := new(FeeOnTransferTokenERC20InsufficientAllowance)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func FeeOnTransferTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InsufficientBalanceError(raw []byte) (*FeeOnTransferTokenERC20InsufficientBalance, error) {
	out := new(FeeOnTransferTokenERC20InsufficientBalance)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func FeeOnTransferTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidApproverError(raw []byte) (*FeeOnTransferTokenERC20InvalidApprover, error) {
	out := new(FeeOnTransferTokenERC20InvalidApprover)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func FeeOnTransferTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidReceiverError(raw []byte) (*FeeOnTransferTokenERC20InvalidReceiver, error) {
	out := new(FeeOnTransferTokenERC20InvalidReceiver)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func FeeOnTransferTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidSenderError(raw []byte) (*FeeOnTransferTokenERC20InvalidSender, error) {
	out := new(FeeOnTransferTokenERC20InvalidSender)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func FeeOnTransferTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidSpenderError(raw []byte) (*FeeOnTransferTokenERC20InvalidSpender, error) {
	out := new(FeeOnTransferTokenERC20InvalidSpender)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}
