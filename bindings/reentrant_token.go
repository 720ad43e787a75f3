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

// ReentrantTokenMetaData contains all meta data concerning the ReentrantToken contract.
var ReentrantTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target_\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"payload_\",\"type\":\"bytes\"}],\"name\":\"arm\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"armed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastReentrySucceeded\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"payload\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reentryAttempts\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"target\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ReentrantToken",
	Bin: "0x60806040523461032e57604080519081016001600160401b03811182821017610236576040908152600f82526e2932b2b73a3930b73a102a37b5b2b760891b602083015280519081016001600160401b0381118282101761023657604052600381526252454560e81b602082015281516001600160401b03811161023657600354600181811c91168015610324575b602082101461021857601f81116102b6575b50602092601f821160011461025557928192935f9261024a575b50508160011b915f199060031b1c1916176003555b80516001600160401b03811161023657600454600181811c9116801561022c575b602082101461021857601f81116101aa575b50602091601f821160011461014a579181925f9261013f575b50508160011b915f199060031b1c1916176004555b604051610be690816103338239f35b015190505f8061011b565b601f1982169260045f52805f20915f5b8581106101925750836001951061017a575b505050811b01600455610130565b01515f1960f88460031b161c191690555f808061016c565b9192602060018192868501518155019401920161015a565b818111156101025760045f52601f820160051c7f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b60208410610210575b81601f9101920160051c03905f5b828110610203575050610102565b5f828201556001016101f5565b5f91506101e7565b634e487b7160e01b5f52602260045260245ffd5b90607f16906100f0565b634e487b7160e01b5f52604160045260245ffd5b015190505f806100ba565b601f1982169360035f52805f20915f5b86811061029e5750836001959610610286575b505050811b016003556100cf565b01515f1960f88460031b161c191690555f8080610278565b91926020600181928685015181550194019201610265565b818111156100a05760035f52601f820160051c7fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b6020841061031c575b81601f9101920160051c03905f5b82811061030f5750506100a0565b5f82820155600101610301565b5f91506102f3565b90607f169061008e565b5f80fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816306fdde031461089f57508063095ea7b31461081d57806318160ddd1461080057806323b872dd146107215780632f411093146106ff578063313ce567146106e45780633522bfd01461054b57806340c10f191461036657806370a082311461032f57806395d89b411461028a578063995b1eba14610265578063a8745cd214610248578063a878f85814610179578063a9059cbb14610148578063d4b83992146101205763dd62ed3e146100cc575f80fd5b3461011c57604036600319011261011c576100e5610965565b6100ed61097b565b6001600160a01b039182165f908152600160209081526040808320949093168252928352819020549051908152f35b5f80fd5b3461011c575f36600319011261011c576005546040516001600160a01b039091168152602090f35b3461011c57604036600319011261011c5761016e610164610965565b60243590336109eb565b602060405160018152f35b3461011c575f36600319011261011c576040515f60065461019981610991565b808452906001811690811561022457506001146101d9575b6101d5836101c1818503826109c9565b604051918291602083526020830190610941565b0390f35b91905060065f525f516020610bc65f395f51905f52915f905b80821061020a575090915081016020016101c16101b1565b9192600181602092548385880101520191019092916101f2565b60ff191660208086019190915291151560051b840190910191506101c190506101b1565b3461011c575f36600319011261011c576020600854604051908152f35b3461011c575f36600319011261011c57602060ff60075460081c166040519015158152f35b3461011c575f36600319011261011c576040515f6004546102aa81610991565b808452906001811690811561022457506001146102d1576101d5836101c1818503826109c9565b91905060045f527f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b915f905b808210610315575090915081016020016101c16101b1565b9192600181602092548385880101520191019092916102fd565b3461011c57602036600319011261011c576001600160a01b03610350610965565b165f525f602052602060405f2054604051908152f35b3461011c57604036600319011261011c5761037f610965565b6001600160a01b031660243581156105385760075460ff811680610531575b80610529575b61040e575b50600254908082018092116103fa5760207fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef915f9360025584845283825260408420818154019055604051908152a3005b634e487b7160e01b5f52601160045260245ffd5b60ff19166007556008545f1981146103fa5760010160085560018060a01b03600554166040515f60065461044181610991565b906001811690811561051457506001146104d8575b5091815f809493819403925af13d156104d0573d9067ffffffffffffffff82116104bc57604051600192610494601f8201601f1916602001836109c9565b81525f60203d92013e5b61ff0060075491151560081b169061ffff19161717600755826103a9565b634e487b7160e01b5f52604160045260245ffd5b60019061049e565b905060065f525f516020610bc65f395f51905f525f905b828210610500575050810181610456565b6001816020925484870152019101906104ef565b60ff1916845250801515028201905081610456565b5060016103a4565b505f61039e565b63ec442f0560e01b5f525f60045260245ffd5b3461011c57604036600319011261011c57610564610965565b6024359067ffffffffffffffff821161011c573660238301121561011c5781600401359067ffffffffffffffff821161011c57366024838501011161011c5760018060a01b03166bffffffffffffffffffffffff60a01b60055416176005556105ce600654610991565b601f811161068d575b505f601f821160011461061f5781925f92610611575b50508160011b915f199060031b1c1916176006555b6007805460ff19166001179055005b6024925001013582806105ed565b601f198216925f516020610bc65f395f51905f52915f5b85811061067257508360019510610656575b505050811b01600655610602565b01602401355f19600384901b60f8161c19169055828080610648565b90926020600181926024878701013581550194019101610636565b818111156105d757601f820160051c90602083106106dc575b601f82910160051c03905f5b8281106106c05750506105d7565b5f8282015f516020610bc65f395f51905f5201556001016106b2565b5f91506106a6565b3461011c575f36600319011261011c57602060405160128152f35b3461011c575f36600319011261011c57602060ff600754166040519015158152f35b3461011c57606036600319011261011c5761073a610965565b61074261097b565b6001600160a01b0382165f818152600160209081526040808320338452909152902054909260443592915f198110610780575b5061016e93506109eb565b8381106107e55784156107d25733156107bf5761016e945f52600160205260405f2060018060a01b0333165f526020528360405f209103905584610775565b634a1406b160e11b5f525f60045260245ffd5b63e602df0560e01b5f525f60045260245ffd5b8390637dc7a0d960e11b5f523360045260245260445260645ffd5b3461011c575f36600319011261011c576020600254604051908152f35b3461011c57604036600319011261011c57610836610965565b6024359033156107d2576001600160a01b03169081156107bf57335f52600160205260405f20825f526020528060405f20556040519081527f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560203392a3602060405160018152f35b3461011c575f36600319011261011c575f6003546108bc81610991565b808452906001811690811561022457506001146108e3576101d5836101c1818503826109c9565b91905060035f527fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b915f905b808210610927575090915081016020016101c16101b1565b91926001816020925483858801015201910190929161090f565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b600435906001600160a01b038216820361011c57565b602435906001600160a01b038216820361011c57565b90600182811c921680156109bf575b60208310146109ab57565b634e487b7160e01b5f52602260045260245ffd5b91607f16916109a0565b90601f8019910116810190811067ffffffffffffffff8211176104bc57604052565b6001600160a01b0316908115610bb2576001600160a01b03169182156105385760075460ff811680610baa575b80610ba2575b610a9b575b50815f525f60205260405f2054818110610a8257817fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef92602092855f525f84520360405f2055845f525f825260405f20818154019055604051908152a3565b8263391434e360e21b5f5260045260245260445260645ffd5b60ff19166007556008545f1981146103fa5760010160085560018060a01b03600554166040515f600654610ace81610991565b9060018116908115610b8d5750600114610b51575b5091815f809493819403925af13d15610b49573d9067ffffffffffffffff82116104bc57604051600192610b21601f8201601f1916602001836109c9565b81525f60203d92013e5b61ff0060075491151560081b169061ffff191617176007555f610a23565b600190610b2b565b905060065f525f516020610bc65f395f51905f525f905b828210610b79575050810181610ae3565b600181602092548487015201910190610b68565b60ff1916845250801515028201905081610ae3565b506001610a1e565b506001610a18565b634b637e8f60e11b5f525f60045260245ffdfef652222313e28459528d920b65115c16c04f3efc82aaedc97be59f3f377c0d3f",
}

// ReentrantToken is an auto generated Go binding around an Ethereum contract.
type ReentrantToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ReentrantToken) GetABI() abi.ABI {
	return c.abi
}

// NewReentrantToken creates a new instance of ReentrantToken.
func NewReentrantToken() *ReentrantToken {
	parsed, err := ReentrantTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ReentrantToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ReentrantToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (reentrantToken *ReentrantToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := reentrantToken.abi.Pack("allowance", owner, spender)
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
func (reentrantToken *ReentrantToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return reentrantToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("allowance", data)
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
func (reentrantToken *ReentrantToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("approve", spender, value)
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
func (reentrantToken *ReentrantToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackApprove(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackArm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3522bfd0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arm(address target_, bytes payload_) returns()
func (reentrantToken *ReentrantToken) PackArm(target common.Address, payload []byte) []byte {
	enc, err := reentrantToken.abi.Pack("arm", target, payload)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3522bfd0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arm(address target_, bytes payload_) returns()
func (reentrantToken *ReentrantToken) TryPackArm(target common.Address, payload []byte) ([]byte, error) {
	return reentrantToken.abi.Pack("arm", target, payload)
}

// PackArmed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f411093.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function armed() view returns(bool)
func (reentrantToken *ReentrantToken) PackArmed() []byte {
	enc, err := reentrantToken.abi.Pack("armed")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArmed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f411093.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function armed() view returns(bool)
func (reentrantToken *ReentrantToken) TryPackArmed() ([]byte, error) {
	return reentrantToken.abi.Pack("armed")
}

// UnpackArmed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2f411093.
//
// Solidity: function armed() view returns(bool)
func (reentrantToken *ReentrantToken) UnpackArmed(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("armed", data)
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
func (reentrantToken *ReentrantToken) PackBalanceOf(account common.Address) []byte {
	enc, err := reentrantToken.abi.Pack("balanceOf", account)
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
func (reentrantToken *ReentrantToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return reentrantToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("balanceOf", data)
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
func (reentrantToken *ReentrantToken) PackDecimals() []byte {
	enc, err := reentrantToken.abi.Pack("decimals")
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
func (reentrantToken *ReentrantToken) TryPackDecimals() ([]byte, error) {
	return reentrantToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (reentrantToken *ReentrantToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := reentrantToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackLastReentrySucceeded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x995b1eba.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lastReentrySucceeded() view returns(bool)
func (reentrantToken *ReentrantToken) PackLastReentrySucceeded() []byte {
	enc, err := reentrantToken.abi.Pack("lastReentrySucceeded")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLastReentrySucceeded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x995b1eba.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lastReentrySucceeded() view returns(bool)
func (reentrantToken *ReentrantToken) TryPackLastReentrySucceeded() ([]byte, error) {
	return reentrantToken.abi.Pack("lastReentrySucceeded")
}

// UnpackLastReentrySucceeded is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x995b1eba.
//
// Solidity: function lastReentrySucceeded() view returns(bool)
func (reentrantToken *ReentrantToken) UnpackLastReentrySucceeded(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("lastReentrySucceeded", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (reentrantToken *ReentrantToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("mint", to, amount)
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
func (reentrantToken *ReentrantToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (reentrantToken *ReentrantToken) PackName() []byte {
	enc, err := reentrantToken.abi.Pack("name")
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
func (reentrantToken *ReentrantToken) TryPackName() ([]byte, error) {
	return reentrantToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (reentrantToken *ReentrantToken) UnpackName(data []byte) (string, error) {
	out, err := reentrantToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackPayload is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa878f858.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payload() view returns(bytes)
func (reentrantToken *ReentrantToken) PackPayload() []byte {
	enc, err := reentrantToken.abi.Pack("payload")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayload is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa878f858.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payload() view returns(bytes)
func (reentrantToken *ReentrantToken) TryPackPayload() ([]byte, error) {
	return reentrantToken.abi.Pack("payload")
}

// UnpackPayload is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa878f858.
//
// Solidity: function payload() view returns(bytes)
func (reentrantToken *ReentrantToken) UnpackPayload(data []byte) ([]byte, error) {
	out, err := reentrantToken.abi.Unpack("payload", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackReentryAttempts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8745cd2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reentryAttempts() view returns(uint256)
func (reentrantToken *ReentrantToken) PackReentryAttempts() []byte {
	enc, err := reentrantToken.abi.Pack("reentryAttempts")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReentryAttempts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8745cd2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reentryAttempts() view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackReentryAttempts() ([]byte, error) {
	return reentrantToken.abi.Pack("reentryAttempts")
}

// UnpackReentryAttempts is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa8745cd2.
//
// Solidity: function reentryAttempts() view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackReentryAttempts(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("reentryAttempts", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (reentrantToken *ReentrantToken) PackSymbol() []byte {
	enc, err := reentrantToken.abi.Pack("symbol")
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
func (reentrantToken *ReentrantToken) TryPackSymbol() ([]byte, error) {
	return reentrantToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (reentrantToken *ReentrantToken) UnpackSymbol(data []byte) (string, error) {
	out, err := reentrantToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTarget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4b83992.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function target() view returns(address)
func (reentrantToken *ReentrantToken) PackTarget() []byte {
	enc, err := reentrantToken.abi.Pack("target")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTarget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4b83992.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function target() view returns(address)
func (reentrantToken *ReentrantToken) TryPackTarget() ([]byte, error) {
	return reentrantToken.abi.Pack("target")
}

// UnpackTarget is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd4b83992.
//
// Solidity: function target() view returns(address)
func (reentrantToken *ReentrantToken) UnpackTarget(data []byte) (common.Address, error) {
	out, err := reentrantToken.abi.Unpack("target", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (reentrantToken *ReentrantToken) PackTotalSupply() []byte {
	enc, err := reentrantToken.abi.Pack("totalSupply")
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
func (reentrantToken *ReentrantToken) TryPackTotalSupply() ([]byte, error) {
	return reentrantToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("totalSupply", data)
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
func (reentrantToken *ReentrantToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("transfer", to, value)
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
func (reentrantToken *ReentrantToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("transfer", data)
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
func (reentrantToken *ReentrantToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("transferFrom", from, to, value)
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
func (reentrantToken *ReentrantToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// ReentrantTokenApproval represents a Approval event raised by the ReentrantToken contract.
type ReentrantTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const ReentrantTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (ReentrantTokenApproval) ContractEventName() string {
	return ReentrantTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (reentrantToken *ReentrantToken) UnpackApprovalEvent(log *types.Log) (*ReentrantTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reentrantToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReentrantTokenApproval)
	if len(log.Data) > 0 {
		if err := reentrantToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reentrantToken.abi.Events[event].Inputs {
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

// ReentrantTokenTransfer represents a Transfer event raised by the ReentrantToken contract.
type ReentrantTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const ReentrantTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (ReentrantTokenTransfer) ContractEventName() string {
	return ReentrantTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (reentrantToken *ReentrantToken) UnpackTransferEvent(log *types.Log) (*ReentrantTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reentrantToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReentrantTokenTransfer)
	if len(log.Data) > 0 {
		if err := reentrantToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reentrantToken.abi.Events[event].Inputs {
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
func (reentrantToken *ReentrantToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReentrantTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the ReentrantToken contract.
type ReentrantTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func ReentrantTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (reentrantToken *ReentrantToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*ReentrantTokenERC20InsufficientAllowance, error) {
	out := new(ReentrantTokenERC20InsufficientAllowance)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the ReentrantToken contract.
type ReentrantTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func ReentrantTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (reentrantToken *ReentrantToken) UnpackERC20InsufficientBalanceError(raw []byte) (*ReentrantTokenERC20InsufficientBalance, error) {
	out := new(ReentrantTokenERC20InsufficientBalance)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func ReentrantTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidApproverError(raw []byte) (*ReentrantTokenERC20InvalidApprover, error) {
	out := new(ReentrantTokenERC20InvalidApprover)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func ReentrantTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidReceiverError(raw []byte) (*ReentrantTokenERC20InvalidReceiver, error) {
	out := new(ReentrantTokenERC20InvalidReceiver)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func ReentrantTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidSenderError(raw []byte) (*ReentrantTokenERC20InvalidSender, error) {
	out := new(ReentrantTokenERC20InvalidSender)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func ReentrantTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidSpenderError(raw []byte) (*ReentrantTokenERC20InvalidSpender, error) {
	out := new(ReentrantTokenERC20InvalidSpender)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}
