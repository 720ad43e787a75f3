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

// TestUSDCMetaData contains all meta data concerning the TestUSDC contract.
var TestUSDCMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"version_\",\"type\":\"string\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"authorizer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"AuthorizationCanceled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"authorizer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"AuthorizationUsed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"_account\",\"type\":\"address\"}],\"name\":\"Blacklisted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newBlacklister\",\"type\":\"address\"}],\"name\":\"BlacklisterChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"burner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Burn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newMasterMinter\",\"type\":\"address\"}],\"name\":\"MasterMinterChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Mint\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"minterAllowedAmount\",\"type\":\"uint256\"}],\"name\":\"MinterConfigured\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"oldMinter\",\"type\":\"address\"}],\"name\":\"MinterRemoved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"Pause\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newAddress\",\"type\":\"address\"}],\"name\":\"PauserChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newRescuer\",\"type\":\"address\"}],\"name\":\"RescuerChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"_account\",\"type\":\"address\"}],\"name\":\"UnBlacklisted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"Unpause\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CANCEL_AUTHORIZATION_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PERMIT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RECEIVE_WITH_AUTHORIZATION_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"TRANSFER_WITH_AUTHORIZATION_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authorizer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"authorizationState\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"blacklist\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"blacklister\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"burn\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authorizer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"cancelAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authorizer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"cancelAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"minterAllowedAmount\",\"type\":\"uint256\"}],\"name\":\"configureMinter\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"currency\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"decrement\",\"type\":\"uint256\"}],\"name\":\"decreaseAllowance\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"increment\",\"type\":\"uint256\"}],\"name\":\"increaseAllowance\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"tokenName\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"tokenSymbol\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"tokenCurrency\",\"type\":\"string\"},{\"internalType\":\"uint8\",\"name\":\"tokenDecimals\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"newMasterMinter\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"newPauser\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"newBlacklister\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isBlacklisted\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isMinter\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"masterMinter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"}],\"name\":\"minterAllowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"name\":\"nonces\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pauser\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"permit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"permit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"receiveWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"receiveWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"minter\",\"type\":\"address\"}],\"name\":\"removeMinter\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"tokenContract\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"rescueERC20\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"rescuer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"transferWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"transferWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"unBlacklist\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newBlacklister\",\"type\":\"address\"}],\"name\":\"updateBlacklister\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newMasterMinter\",\"type\":\"address\"}],\"name\":\"updateMasterMinter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newPauser\",\"type\":\"address\"}],\"name\":\"updatePauser\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newRescuer\",\"type\":\"address\"}],\"name\":\"updateRescuer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"version\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "4b4b60722d1ba05d8aea9daa291d10e7a7",
	Bin: "0x60a060405234801561000f575f5ffd5b5060405161450a38038061450a83398101604081905261002e916100ba565b61003781610060565b608052506008805460ff60a01b1916600160a01b1790556012805460ff191660031790556101c5565b5f5f829050601f81511115610093578260405163305a27a960e01b815260040161008a919061016a565b60405180910390fd5b805161009e8261019f565b179392505050565b634e487b7160e01b5f52604160045260245ffd5b5f602082840312156100ca575f5ffd5b81516001600160401b038111156100df575f5ffd5b8201601f810184136100ef575f5ffd5b80516001600160401b03811115610108576101086100a6565b604051601f8201601f19908116603f011681016001600160401b0381118282101715610136576101366100a6565b60405281815282820160200186101561014d575f5ffd5b8160208401602083015e5f91810160200191909152949350505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156101bf575f198160200360031b1b821691505b50919050565b6080516143266101e45f395f8181611b6401526132e701526143265ff3fe608060405234801561000f575f5ffd5b506004361061033b575f3560e01c806388b7ab63116101b3578063b7b72899116100f3578063e3ee160e1161009e578063ef55bec611610079578063ef55bec6146107a5578063f2fde38b146107b8578063f9f92be4146107cb578063fe575a87146107de575f5ffd5b8063e3ee160e14610752578063e5a6b10f14610765578063e94a01021461076d575f5ffd5b8063d505accf116100ce578063d505accf146106e0578063d9169487146106f3578063dd62ed3e1461071a575f5ffd5b8063b7b72899146106a7578063bd102430146106ba578063cf092995146106cd575f5ffd5b8063a0cc6a681161015e578063aa20e1e411610139578063aa20e1e414610643578063aa271e1a14610656578063ad38bf2214610681578063b2118a8d14610694575f5ffd5b8063a0cc6a68146105f6578063a457c2d71461061d578063a9059cbb14610630575f5ffd5b806395d89b411161018e57806395d89b41146105c85780639fd0506d146105d05780639fd5a6cf146105e3575f5ffd5b806388b7ab631461057d5780638a6db9c3146105905780638da5cb5b146105b8575f5ffd5b8063395093511161027e578063554bab3c1161022957806370a082311161020457806370a08231146105135780637ecebe00146105265780637f2eecc31461054e5780638456cb5914610575575f5ffd5b8063554bab3c146104d95780635a049a70146104ec5780635c975abb146104ff575f5ffd5b806342966c681161025957806342966c68146104ab5780634e44d956146104be57806354fd4d50146104d1575f5ffd5b8063395093511461047d5780633f4ba83a1461049057806340c10f1914610498575f5ffd5b80633092afd5116102e95780633357162b116102c45780633357162b1461042657806335d99f35146104395780633644e5151461046457806338a631831461046c575f5ffd5b80633092afd5146103cd57806330adf81f146103e0578063313ce56714610407575f5ffd5b80631a895266116103195780631a8952661461039257806323b872dd146103a75780632ab60045146103ba575f5ffd5b806306fdde031461033f578063095ea7b31461035d57806318160ddd14610380575b5f5ffd5b6103476107f1565b6040516103549190613bc7565b60405180910390f35b61037061036b366004613c02565b61087d565b6040519015158152602001610354565b600b545b604051908152602001610354565b6103a56103a0366004613c2c565b6108e6565b005b6103706103b5366004613c47565b6109b3565b6103a56103c8366004613c2c565b610c5d565b6103706103db366004613c2c565b610d88565b6103847f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c981565b6006546104149060ff1681565b60405160ff9091168152602001610354565b6103a5610434366004613d3a565b610e65565b60085461044c906001600160a01b031681565b6040516001600160a01b039091168152602001610354565b6103846111bb565b600e546001600160a01b031661044c565b61037061048b366004613c02565b6111c9565b6103a5611251565b6103706104a6366004613c02565b611323565b6103a56104b9366004613e1a565b61174c565b6103706104cc366004613c02565b611a25565b610347611b5d565b6103a56104e7366004613c2c565b611b88565b6103a56104fa366004613e31565b611cb3565b60015461037090600160a01b900460ff1681565b610384610521366004613c2c565b611d63565b610384610534366004613c2c565b6001600160a01b03165f9081526011602052604090205490565b6103847fd099cc98ef71107a616c4f0f941f04c322d8e254fe26b3c6668db87aae413de881565b6103a5611d89565b6103a561058b366004613e7d565b611e61565b61038461059e366004613c2c565b6001600160a01b03165f908152600d602052604090205490565b5f546001600160a01b031661044c565b61034761206b565b60015461044c906001600160a01b031681565b6103a56105f1366004613f00565b612078565b6103847f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a226781565b61037061062b366004613c02565b6120d2565b61037061063e366004613c02565b6121d3565b6103a5610651366004613c2c565b61232a565b610370610664366004613c2c565b6001600160a01b03165f908152600c602052604090205460ff1690565b6103a561068f366004613c2c565b612455565b6103a56106a2366004613c47565b612580565b6103a56106b5366004613f71565b612618565b60025461044c906001600160a01b031681565b6103a56106db366004613e7d565b612670565b6103a56106ee366004613fc6565b6127f1565b6103847f158b0a9edf7a828aad02f63cd515c68ef2f50ba807396f6d12842833a159742981565b610384610728366004614030565b6001600160a01b039182165f908152600a6020908152604080832093909416825291909152205490565b6103a5610760366004614067565b6128ad565b610347612a94565b61037061077b366004613c02565b6001600160a01b03919091165f908152601060209081526040808320938352929052205460ff1690565b6103a56107b3366004614067565b612aa1565b6103a56107c6366004613c2c565b612ce5565b6103a56107d9366004613c2c565b612e2e565b6103706107ec366004613c2c565b612ef8565b600480546107fe906140e6565b80601f016020809104026020016040519081016040528092919081815260200182805461082a906140e6565b80156108755780601f1061084c57610100808354040283529160200191610875565b820191905f5260205f20905b81548152906001019060200180831161085857829003601f168201915b505050505081565b6001545f90600160a01b900460ff16156108d15760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064015b60405180910390fd5b6108dc338484612f1d565b5060015b92915050565b6002546001600160a01b031633146109665760405162461bcd60e51b815260206004820152602c60248201527f426c61636b6c69737461626c653a2063616c6c6572206973206e6f742074686560448201527f20626c61636b6c6973746572000000000000000000000000000000000000000060648201526084016108c8565b6001600160a01b0381165f8181526009602052604080822080546001600160ff1b03169055517f117e3210bb9aa7d9baff172026820255c6f6c30ba8999d1c2fd88e2848137c4e9190a250565b6001545f90600160a01b900460ff1615610a025760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b335f81815260096020526040902054600160ff1b1615610a725760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b84610a99816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b15610af45760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b84610b1b816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b15610b765760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b6001600160a01b0387165f908152600a60209081526040808320338452909152902054851115610c0e5760405162461bcd60e51b815260206004820152602860248201527f45524332303a207472616e7366657220616d6f756e742065786365656473206160448201527f6c6c6f77616e636500000000000000000000000000000000000000000000000060648201526084016108c8565b610c1987878761306c565b6001600160a01b0387165f908152600a6020908152604080832033845290915281208054879290610c4b908490614132565b90915550600198975050505050505050565b5f546001600160a01b03163314610cb65760405162461bcd60e51b815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e657260448201526064016108c8565b6001600160a01b038116610d325760405162461bcd60e51b815260206004820152602a60248201527f526573637561626c653a206e6577207265736375657220697320746865207a6560448201527f726f20616464726573730000000000000000000000000000000000000000000060648201526084016108c8565b600e805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b0383169081179091556040517fe475e580d85111348e40d8ca33cfdd74c30fe1655c2d8537a13abc10065ffa5a905f90a250565b6008545f906001600160a01b03163314610e0a5760405162461bcd60e51b815260206004820152602960248201527f46696174546f6b656e3a2063616c6c6572206973206e6f7420746865206d617360448201527f7465724d696e746572000000000000000000000000000000000000000000000060648201526084016108c8565b6001600160a01b0382165f818152600c60209081526040808320805460ff19169055600d909152808220829055517fe94479a9f7e1952cc78f2d6baab678adc1b772d936c6583def489e524cb666929190a25060015b919050565b600854600160a01b900460ff1615610ee55760405162461bcd60e51b815260206004820152602a60248201527f46696174546f6b656e3a20636f6e747261637420697320616c7265616479206960448201527f6e697469616c697a65640000000000000000000000000000000000000000000060648201526084016108c8565b6001600160a01b038416610f615760405162461bcd60e51b815260206004820152602f60248201527f46696174546f6b656e3a206e6577206d61737465724d696e746572206973207460448201527f6865207a65726f2061646472657373000000000000000000000000000000000060648201526084016108c8565b6001600160a01b038316610fdd5760405162461bcd60e51b815260206004820152602960248201527f46696174546f6b656e3a206e65772070617573657220697320746865207a657260448201527f6f2061646472657373000000000000000000000000000000000000000000000060648201526084016108c8565b6001600160a01b0382166110595760405162461bcd60e51b815260206004820152602e60248201527f46696174546f6b656e3a206e657720626c61636b6c697374657220697320746860448201527f65207a65726f206164647265737300000000000000000000000000000000000060648201526084016108c8565b6001600160a01b0381166110d55760405162461bcd60e51b815260206004820152602860248201527f46696174546f6b656e3a206e6577206f776e657220697320746865207a65726f60448201527f206164647265737300000000000000000000000000000000000000000000000060648201526084016108c8565b60046110e18982614193565b5060056110ee8882614193565b5060076110fb8782614193565b506006805460ff90961660ff1996871617905560088054600180546001600160a01b0396871673ffffffffffffffffffffffffffffffffffffffff199182161790915560028054958716958216959095179094555f8054938616939094169290921783557fffffffffffffffffffffff0000000000000000000000000000000000000000009091169290931691909117600160a01b179091553081526009602052604090208054600160ff1b179055601280549091166003179055505050565b5f6111c46132a9565b905090565b6001545f90600160a01b900460ff16156112185760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b335f818152600a602090815260408083206001600160a01b03881684529091529020546108dc9190859061124c9086613357565b612f1d565b6001546001600160a01b031633146112d15760405162461bcd60e51b815260206004820152602260248201527f5061757361626c653a2063616c6c6572206973206e6f7420746865207061757360448201527f657200000000000000000000000000000000000000000000000000000000000060648201526084016108c8565b600180547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff1690556040517f7805862f689e2f13df9f062ff482ad3ad112aca9e0847911ed832e158c525b33905f90a1565b6001545f90600160a01b900460ff16156113725760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b335f908152600c602052604090205460ff166113f65760405162461bcd60e51b815260206004820152602160248201527f46696174546f6b656e3a2063616c6c6572206973206e6f742061206d696e746560448201527f720000000000000000000000000000000000000000000000000000000000000060648201526084016108c8565b335f81815260096020526040902054600160ff1b16156114665760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b8361148d816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b156114e85760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b6001600160a01b0385166115645760405162461bcd60e51b815260206004820152602360248201527f46696174546f6b656e3a206d696e7420746f20746865207a65726f206164647260448201527f657373000000000000000000000000000000000000000000000000000000000060648201526084016108c8565b5f84116115d95760405162461bcd60e51b815260206004820152602960248201527f46696174546f6b656e3a206d696e7420616d6f756e74206e6f7420677265617460448201527f6572207468616e2030000000000000000000000000000000000000000000000060648201526084016108c8565b335f908152600d60205260409020548085111561165e5760405162461bcd60e51b815260206004820152602e60248201527f46696174546f6b656e3a206d696e7420616d6f756e742065786365656473206d60448201527f696e746572416c6c6f77616e636500000000000000000000000000000000000060648201526084016108c8565b61166a600b5486613357565b600b556116a6866116a161169b826001600160a01b03165f908152600960205260409020546001600160ff1b031690565b88613357565b6133aa565b6116b08582614132565b335f818152600d602090815260409182902093909355518781526001600160a01b038916927fab8530f87dc9b59234c4623bf917212bb2536d647574c8e7e5da92c2ede0c9f8910160405180910390a36040518581526001600160a01b038716905f907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9060200160405180910390a350600195945050505050565b600154600160a01b900460ff16156117995760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b335f908152600c602052604090205460ff1661181d5760405162461bcd60e51b815260206004820152602160248201527f46696174546f6b656e3a2063616c6c6572206973206e6f742061206d696e746560448201527f720000000000000000000000000000000000000000000000000000000000000060648201526084016108c8565b335f81815260096020526040902054600160ff1b161561188d5760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b335f908152600960205260409020546001600160ff1b0316826119185760405162461bcd60e51b815260206004820152602960248201527f46696174546f6b656e3a206275726e20616d6f756e74206e6f7420677265617460448201527f6572207468616e2030000000000000000000000000000000000000000000000060648201526084016108c8565b8281101561198e5760405162461bcd60e51b815260206004820152602660248201527f46696174546f6b656e3a206275726e20616d6f756e742065786365656473206260448201527f616c616e6365000000000000000000000000000000000000000000000000000060648201526084016108c8565b82600b5f82825461199f9190614132565b909155506119b39050336116a18584614132565b60405183815233907fcc16f5dbb4873280815c1ee09dbd06736cffcc184412cf7a71a0fdb75d397ca59060200160405180910390a26040518381525f9033907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef906020015b60405180910390a3505050565b6001545f90600160a01b900460ff1615611a745760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b6008546001600160a01b03163314611af45760405162461bcd60e51b815260206004820152602960248201527f46696174546f6b656e3a2063616c6c6572206973206e6f7420746865206d617360448201527f7465724d696e746572000000000000000000000000000000000000000000000060648201526084016108c8565b6001600160a01b0383165f818152600c60209081526040808320805460ff19166001179055600d82529182902085905590518481527f46980fca912ef9bcdbd36877427b6b90e860769f604e89c0e67720cece530d20910160405180910390a250600192915050565b60606111c47f00000000000000000000000000000000000000000000000000000000000000006134bb565b5f546001600160a01b03163314611be15760405162461bcd60e51b815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e657260448201526064016108c8565b6001600160a01b038116611c5d5760405162461bcd60e51b815260206004820152602860248201527f5061757361626c653a206e65772070617573657220697320746865207a65726f60448201527f206164647265737300000000000000000000000000000000000000000000000060648201526084016108c8565b6001805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b0383169081179091556040517fb80482a293ca2e013eda8683c9bd7fc8347cfdaeea5ede58cba46df502c2a604905f90a250565b600154600160a01b900460ff1615611d005760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b60408051602081018490529081018290527fff0000000000000000000000000000000000000000000000000000000000000060f885901b166060820152611d5c90869086906061016040516020818303038152906040526134f8565b5050505050565b6001600160a01b0381165f908152600960205260408120546001600160ff1b03166108e0565b6001546001600160a01b03163314611e095760405162461bcd60e51b815260206004820152602260248201527f5061757361626c653a2063616c6c6572206973206e6f7420746865207061757360448201527f657200000000000000000000000000000000000000000000000000000000000060648201526084016108c8565b600180547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff16600160a01b1790556040517f6985a02210a168e66602d3235cb6db0e70f92b3ba4d376a33c0f3d9434bff625905f90a1565b600154600160a01b900460ff1615611eae5760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b86611ed5816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b15611f305760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b86611f57816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b15611fb25760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b6001600160a01b03881633146120305760405162461bcd60e51b815260206004820152602560248201527f46696174546f6b656e56323a2063616c6c6572206d757374206265207468652060448201527f706179656500000000000000000000000000000000000000000000000000000060648201526084016108c8565b6120607fd099cc98ef71107a616c4f0f941f04c322d8e254fe26b3c6668db87aae413de88a8a8a8a8a8a8a6135fa565b505050505050505050565b600580546107fe906140e6565b600154600160a01b900460ff16156120c55760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b611d5c85858585856137a8565b6001545f90600160a01b900460ff16156121215760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b335f908152600a602090815260408083206001600160a01b0387168452909152902054808311156121ba5760405162461bcd60e51b815260206004820152602560248201527f45524332303a2064656372656173656420616c6c6f77616e63652062656c6f7760448201527f207a65726f00000000000000000000000000000000000000000000000000000060648201526084016108c8565b6121c9338561124c8685614132565b5060019392505050565b6001545f90600160a01b900460ff16156122225760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b335f81815260096020526040902054600160ff1b16156122925760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b836122b9816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b156123145760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b61231f33868661306c565b506001949350505050565b5f546001600160a01b031633146123835760405162461bcd60e51b815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e657260448201526064016108c8565b6001600160a01b0381166123ff5760405162461bcd60e51b815260206004820152602f60248201527f46696174546f6b656e3a206e6577206d61737465724d696e746572206973207460448201527f6865207a65726f2061646472657373000000000000000000000000000000000060648201526084016108c8565b6008805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b0383169081179091556040517fdb66dfa9c6b8f5226fe9aac7e51897ae8ee94ac31dc70bb6c9900b2574b707e6905f90a250565b5f546001600160a01b031633146124ae5760405162461bcd60e51b815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e657260448201526064016108c8565b6001600160a01b03811661252a5760405162461bcd60e51b815260206004820152603260248201527f426c61636b6c69737461626c653a206e657720626c61636b6c6973746572206960448201527f7320746865207a65726f2061646472657373000000000000000000000000000060648201526084016108c8565b6002805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b0383169081179091556040517fc67398012c111ce95ecb7429b933096c977380ee6c421175a71a4a4c6c88c06e905f90a250565b600e546001600160a01b031633146125ff5760405162461bcd60e51b8152602060048201526024808201527f526573637561626c653a2063616c6c6572206973206e6f74207468652072657360448201527f637565720000000000000000000000000000000000000000000000000000000060648201526084016108c8565b6126136001600160a01b03841683836138f7565b505050565b600154600160a01b900460ff16156126655760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b6126138383836134f8565b600154600160a01b900460ff16156126bd5760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b866126e4816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b1561273f5760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b86612766816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b156127c15760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b6120607f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a22678a8a8a8a8a8a8a6135fa565b600154600160a01b900460ff161561283e5760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b6128a48787878786868960405160200161289093929190928352602083019190915260f81b7fff0000000000000000000000000000000000000000000000000000000000000016604082015260410190565b6040516020818303038152906040526137a8565b50505050505050565b600154600160a01b900460ff16156128fa5760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b88612921816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b1561297c5760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b886129a3816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b156129fe5760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b612a877f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a22678c8c8c8c8c8c8b8b8e604051602001612a7393929190928352602083019190915260f81b7fff0000000000000000000000000000000000000000000000000000000000000016604082015260410190565b6040516020818303038152906040526135fa565b5050505050505050505050565b600780546107fe906140e6565b600154600160a01b900460ff1615612aee5760405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b60448201526064016108c8565b88612b15816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b15612b705760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b88612b97816001600160a01b03165f90815260096020526040902054600160ff1b16151590565b15612bf25760405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b6001600160a01b038a163314612c705760405162461bcd60e51b815260206004820152602560248201527f46696174546f6b656e56323a2063616c6c6572206d757374206265207468652060448201527f706179656500000000000000000000000000000000000000000000000000000060648201526084016108c8565b612a877fd099cc98ef71107a616c4f0f941f04c322d8e254fe26b3c6668db87aae413de88c8c8c8c8c8c8b8b8e604051602001612a7393929190928352602083019190915260f81b7fff0000000000000000000000000000000000000000000000000000000000000016604082015260410190565b5f546001600160a01b03163314612d3e5760405162461bcd60e51b815260206004820181905260248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e657260448201526064016108c8565b6001600160a01b038116612dba5760405162461bcd60e51b815260206004820152602660248201527f4f776e61626c653a206e6577206f776e657220697320746865207a65726f206160448201527f646472657373000000000000000000000000000000000000000000000000000060648201526084016108c8565b5f54604080516001600160a01b03928316815291831660208301527f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0910160405180910390a15f805473ffffffffffffffffffffffffffffffffffffffff19166001600160a01b0392909216919091179055565b6002546001600160a01b03163314612eae5760405162461bcd60e51b815260206004820152602c60248201527f426c61636b6c69737461626c653a2063616c6c6572206973206e6f742074686560448201527f20626c61636b6c6973746572000000000000000000000000000000000000000060648201526084016108c8565b6001600160a01b0381165f818152600960205260408082208054600160ff1b179055517fffa4e6181777692565cf28528fc88fd1516ea86b56da075235fa575af6a4b8559190a250565b6001600160a01b0381165f90815260096020526040812054600160ff1b1615156108e0565b6001600160a01b038316612f985760405162461bcd60e51b8152602060048201526024808201527f45524332303a20617070726f76652066726f6d20746865207a65726f2061646460448201527f726573730000000000000000000000000000000000000000000000000000000060648201526084016108c8565b6001600160a01b0382166130145760405162461bcd60e51b815260206004820152602260248201527f45524332303a20617070726f766520746f20746865207a65726f20616464726560448201527f737300000000000000000000000000000000000000000000000000000000000060648201526084016108c8565b6001600160a01b038381165f818152600a602090815260408083209487168084529482529182902085905590518481527f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9259101611a18565b6001600160a01b0383166130e85760405162461bcd60e51b815260206004820152602560248201527f45524332303a207472616e736665722066726f6d20746865207a65726f20616460448201527f647265737300000000000000000000000000000000000000000000000000000060648201526084016108c8565b6001600160a01b0382166131645760405162461bcd60e51b815260206004820152602360248201527f45524332303a207472616e7366657220746f20746865207a65726f206164647260448201527f657373000000000000000000000000000000000000000000000000000000000060648201526084016108c8565b6001600160a01b0383165f908152600960205260409020546001600160ff1b03168111156131fa5760405162461bcd60e51b815260206004820152602660248201527f45524332303a207472616e7366657220616d6f756e742065786365656473206260448201527f616c616e6365000000000000000000000000000000000000000000000000000060648201526084016108c8565b6132308382613226866001600160a01b03165f908152600960205260409020546001600160ff1b031690565b6116a19190614132565b613264826116a161325e856001600160a01b03165f908152600960205260409020546001600160ff1b031690565b84613357565b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef83604051611a1891815260200190565b5f7f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60046040516132da919061424e565b604051809103902061330b7f00000000000000000000000000000000000000000000000000000000000000006134bb565b805160209182012060408051928301949094529281019190915260608101919091524660808201523060a082015260c00160405160208183030381529060405280519060200120905090565b818101828110156108e05760405162461bcd60e51b815260206004820152601b60248201527f536166654d6174683a206164646974696f6e206f766572666c6f77000000000060448201526064016108c8565b6001600160ff1b038111156134275760405162461bcd60e51b815260206004820152602a60248201527f46696174546f6b656e56325f323a2042616c616e63652065786365656473202860448201527f325e323535202d2031290000000000000000000000000000000000000000000060648201526084016108c8565b6001600160a01b0382165f90815260096020526040902054600160ff1b16156134a05760405162461bcd60e51b815260206004820152602560248201527f46696174546f6b656e56325f323a204163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b60648201526084016108c8565b6001600160a01b039091165f90815260096020526040902055565b60605f6134c783613945565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b6135028383613985565b604080517f158b0a9edf7a828aad02f63cd515c68ef2f50ba807396f6d12842833a159742960208201526001600160a01b03851691810191909152606081018390526135a09084906080015b60405160208183030381529060405280519060200120836040518060400160405280601e81526020017f46696174546f6b656e56323a20696e76616c6964207369676e61747572650000815250613a22565b6001600160a01b0383165f818152601060209081526040808320868452909152808220805460ff19166001179055518492917f1cdd46ff242716cdaa72d159d339a485b3438398348d68f09d7c8c0a59353d8191a3505050565b83421161366f5760405162461bcd60e51b815260206004820152602b60248201527f46696174546f6b656e56323a20617574686f72697a6174696f6e206973206e6f60448201527f74207965742076616c696400000000000000000000000000000000000000000060648201526084016108c8565b8242106136e45760405162461bcd60e51b815260206004820152602560248201527f46696174546f6b656e56323a20617574686f72697a6174696f6e20697320657860448201527f706972656400000000000000000000000000000000000000000000000000000060648201526084016108c8565b6136ee8783613985565b60408051602081018a90526001600160a01b03808a169282019290925290871660608201526080810186905260a0810185905260c0810184905260e0810183905261373e9088906101000161354e565b6001600160a01b0387165f818152601060209081526040808320868452909152808220805460ff19166001179055518492917f98de503528ee59b575ef0c0a2576a82497bfc029a5685b209e9ec333479b10a591a361379e87878761306c565b5050505050505050565b5f198214806137b75750428210155b6138035760405162461bcd60e51b815260206004820152601e60248201527f46696174546f6b656e56323a207065726d69742069732065787069726564000060448201526064016108c8565b6001600160a01b0385165f90815260116020526040812080547f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c991889188918891908661384f836142bf565b909155506040805160208101969096526001600160a01b0394851690860152929091166060840152608083015260a082015260c0810184905260e0016040516020818303038152906040528051906020012090506138e48682846040518060400160405280601a81526020017f454950323631323a20696e76616c6964207369676e6174757265000000000000815250613a22565b6138ef868686612f1d565b505050505050565b6139048383836001613b1e565b612613576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b03841660048201526024016108c8565b5f60ff8216601f8111156108e0576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b0382165f90815260106020908152604080832084845290915290205460ff1615613a1e5760405162461bcd60e51b815260206004820152602e60248201527f46696174546f6b656e56323a20617574686f72697a6174696f6e20697320757360448201527f6564206f722063616e63656c656400000000000000000000000000000000000060648201526084016108c8565b5050565b5f613a69613a2e6132a9565b856040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b6040517f6ccea65200000000000000000000000000000000000000000000000000000000815290915073__$d1bdcd657534093bb950c4267867786e0e$__90636ccea65290613ac0908890859088906004016142d7565b602060405180830381865af4158015613adb573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613aff9190614307565b82906138ef5760405162461bcd60e51b81526004016108c89190613bc7565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316613b8d578383151615613b81573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f613bd96020830184613b99565b9392505050565b6001600160a01b0381168114613bf4575f5ffd5b50565b8035610e6081613be0565b5f5f60408385031215613c13575f5ffd5b8235613c1e81613be0565b946020939093013593505050565b5f60208284031215613c3c575f5ffd5b8135613bd981613be0565b5f5f5f60608486031215613c59575f5ffd5b8335613c6481613be0565b92506020840135613c7481613be0565b929592945050506040919091013590565b634e487b7160e01b5f52604160045260245ffd5b5f82601f830112613ca8575f5ffd5b8135602083015f5f67ffffffffffffffff841115613cc857613cc8613c85565b50604051601f19601f85018116603f0116810181811067ffffffffffffffff82111715613cf757613cf7613c85565b604052838152905080828401871015613d0e575f5ffd5b838360208301375f602085830101528094505050505092915050565b803560ff81168114610e60575f5ffd5b5f5f5f5f5f5f5f5f610100898b031215613d52575f5ffd5b883567ffffffffffffffff811115613d68575f5ffd5b613d748b828c01613c99565b985050602089013567ffffffffffffffff811115613d90575f5ffd5b613d9c8b828c01613c99565b975050604089013567ffffffffffffffff811115613db8575f5ffd5b613dc48b828c01613c99565b965050613dd360608a01613d2a565b9450613de160808a01613bf7565b9350613def60a08a01613bf7565b9250613dfd60c08a01613bf7565b9150613e0b60e08a01613bf7565b90509295985092959890939650565b5f60208284031215613e2a575f5ffd5b5035919050565b5f5f5f5f5f60a08688031215613e45575f5ffd5b8535613e5081613be0565b945060208601359350613e6560408701613d2a565b94979396509394606081013594506080013592915050565b5f5f5f5f5f5f5f60e0888a031215613e93575f5ffd5b8735613e9e81613be0565b96506020880135613eae81613be0565b955060408801359450606088013593506080880135925060a0880135915060c088013567ffffffffffffffff811115613ee5575f5ffd5b613ef18a828b01613c99565b91505092959891949750929550565b5f5f5f5f5f60a08688031215613f14575f5ffd5b8535613f1f81613be0565b94506020860135613f2f81613be0565b93506040860135925060608601359150608086013567ffffffffffffffff811115613f58575f5ffd5b613f6488828901613c99565b9150509295509295909350565b5f5f5f60608486031215613f83575f5ffd5b8335613f8e81613be0565b925060208401359150604084013567ffffffffffffffff811115613fb0575f5ffd5b613fbc86828701613c99565b9150509250925092565b5f5f5f5f5f5f5f60e0888a031215613fdc575f5ffd5b8735613fe781613be0565b96506020880135613ff781613be0565b9550604088013594506060880135935061401360808901613d2a565b9699959850939692959460a0840135945060c09093013592915050565b5f5f60408385031215614041575f5ffd5b823561404c81613be0565b9150602083013561405c81613be0565b809150509250929050565b5f5f5f5f5f5f5f5f5f6101208a8c031215614080575f5ffd5b893561408b81613be0565b985060208a013561409b81613be0565b975060408a0135965060608a0135955060808a0135945060a08a013593506140c560c08b01613d2a565b989b979a50959894979396929550929360e081013593506101000135919050565b600181811c908216806140fa57607f821691505b60208210810361411857634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156108e0576108e061411e565b601f821115612613578282111561261357805f5260205f20601f840160051c602085101561417057505f5b90810190601f840160051c035f5b818110156138ef575f8382015560010161417e565b815167ffffffffffffffff8111156141ad576141ad613c85565b6141c1816141bb84546140e6565b84614145565b6020601f8211600181146141f3575f83156141dc5750848201515b5f19600385901b1c1916600184901b178455611d5c565b5f84815260208120601f198516915b828110156142225787850151825560209485019460019092019101614202565b508482101561423f57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b5f5f835461425b816140e6565b6001821680156142725760018114614287576142b4565b60ff19831686528115158202860193506142b4565b865f5260205f205f5b838110156142ac57815488820152600190910190602001614290565b505081860193505b509195945050505050565b5f600182016142d0576142d061411e565b5060010190565b6001600160a01b0384168152826020820152606060408201525f6142fe6060830184613b99565b95945050505050565b5f60208284031215614317575f5ffd5b81518015158114613bd9575f5ffd",
	Deps: []*bind.MetaData{
		&TestUSDCSignatureCheckerMetaData,
	},
}

// TestUSDC is an auto generated Go binding around an Ethereum contract.
type TestUSDC struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TestUSDC) GetABI() abi.ABI {
	return c.abi
}

// NewTestUSDC creates a new instance of TestUSDC.
func NewTestUSDC() *TestUSDC {
	parsed, err := TestUSDCMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TestUSDC{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TestUSDC) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string version_) returns()
func (testUSDC *TestUSDC) PackConstructor(version_ string) []byte {
	enc, err := testUSDC.abi.Pack("", version_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCANCELAUTHORIZATIONTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9169487.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CANCEL_AUTHORIZATION_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) PackCANCELAUTHORIZATIONTYPEHASH() []byte {
	enc, err := testUSDC.abi.Pack("CANCEL_AUTHORIZATION_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCANCELAUTHORIZATIONTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9169487.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CANCEL_AUTHORIZATION_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) TryPackCANCELAUTHORIZATIONTYPEHASH() ([]byte, error) {
	return testUSDC.abi.Pack("CANCEL_AUTHORIZATION_TYPEHASH")
}

// UnpackCANCELAUTHORIZATIONTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd9169487.
//
// Solidity: function CANCEL_AUTHORIZATION_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) UnpackCANCELAUTHORIZATIONTYPEHASH(data []byte) ([32]byte, error) {
	out, err := testUSDC.abi.Unpack("CANCEL_AUTHORIZATION_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (testUSDC *TestUSDC) PackDOMAINSEPARATOR() []byte {
	enc, err := testUSDC.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (testUSDC *TestUSDC) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return testUSDC.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (testUSDC *TestUSDC) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := testUSDC.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPERMITTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30adf81f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PERMIT_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) PackPERMITTYPEHASH() []byte {
	enc, err := testUSDC.abi.Pack("PERMIT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPERMITTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30adf81f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PERMIT_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) TryPackPERMITTYPEHASH() ([]byte, error) {
	return testUSDC.abi.Pack("PERMIT_TYPEHASH")
}

// UnpackPERMITTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x30adf81f.
//
// Solidity: function PERMIT_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) UnpackPERMITTYPEHASH(data []byte) ([32]byte, error) {
	out, err := testUSDC.abi.Unpack("PERMIT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRECEIVEWITHAUTHORIZATIONTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f2eecc3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function RECEIVE_WITH_AUTHORIZATION_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) PackRECEIVEWITHAUTHORIZATIONTYPEHASH() []byte {
	enc, err := testUSDC.abi.Pack("RECEIVE_WITH_AUTHORIZATION_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRECEIVEWITHAUTHORIZATIONTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f2eecc3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function RECEIVE_WITH_AUTHORIZATION_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) TryPackRECEIVEWITHAUTHORIZATIONTYPEHASH() ([]byte, error) {
	return testUSDC.abi.Pack("RECEIVE_WITH_AUTHORIZATION_TYPEHASH")
}

// UnpackRECEIVEWITHAUTHORIZATIONTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7f2eecc3.
//
// Solidity: function RECEIVE_WITH_AUTHORIZATION_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) UnpackRECEIVEWITHAUTHORIZATIONTYPEHASH(data []byte) ([32]byte, error) {
	out, err := testUSDC.abi.Unpack("RECEIVE_WITH_AUTHORIZATION_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackTRANSFERWITHAUTHORIZATIONTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0cc6a68.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TRANSFER_WITH_AUTHORIZATION_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) PackTRANSFERWITHAUTHORIZATIONTYPEHASH() []byte {
	enc, err := testUSDC.abi.Pack("TRANSFER_WITH_AUTHORIZATION_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTRANSFERWITHAUTHORIZATIONTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa0cc6a68.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TRANSFER_WITH_AUTHORIZATION_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) TryPackTRANSFERWITHAUTHORIZATIONTYPEHASH() ([]byte, error) {
	return testUSDC.abi.Pack("TRANSFER_WITH_AUTHORIZATION_TYPEHASH")
}

// UnpackTRANSFERWITHAUTHORIZATIONTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa0cc6a68.
//
// Solidity: function TRANSFER_WITH_AUTHORIZATION_TYPEHASH() view returns(bytes32)
func (testUSDC *TestUSDC) UnpackTRANSFERWITHAUTHORIZATIONTYPEHASH(data []byte) ([32]byte, error) {
	out, err := testUSDC.abi.Unpack("TRANSFER_WITH_AUTHORIZATION_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner_, address spender) view returns(uint256)
func (testUSDC *TestUSDC) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := testUSDC.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner_, address spender) view returns(uint256)
func (testUSDC *TestUSDC) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner_, address spender) view returns(uint256)
func (testUSDC *TestUSDC) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := testUSDC.abi.Unpack("allowance", data)
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
func (testUSDC *TestUSDC) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("approve", spender, value)
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
func (testUSDC *TestUSDC) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (testUSDC *TestUSDC) UnpackApprove(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackAuthorizationState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe94a0102.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function authorizationState(address authorizer, bytes32 nonce) view returns(bool)
func (testUSDC *TestUSDC) PackAuthorizationState(authorizer common.Address, nonce [32]byte) []byte {
	enc, err := testUSDC.abi.Pack("authorizationState", authorizer, nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAuthorizationState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe94a0102.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function authorizationState(address authorizer, bytes32 nonce) view returns(bool)
func (testUSDC *TestUSDC) TryPackAuthorizationState(authorizer common.Address, nonce [32]byte) ([]byte, error) {
	return testUSDC.abi.Pack("authorizationState", authorizer, nonce)
}

// UnpackAuthorizationState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe94a0102.
//
// Solidity: function authorizationState(address authorizer, bytes32 nonce) view returns(bool)
func (testUSDC *TestUSDC) UnpackAuthorizationState(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("authorizationState", data)
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
func (testUSDC *TestUSDC) PackBalanceOf(account common.Address) []byte {
	enc, err := testUSDC.abi.Pack("balanceOf", account)
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
func (testUSDC *TestUSDC) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (testUSDC *TestUSDC) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := testUSDC.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBlacklist is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9f92be4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function blacklist(address account) returns()
func (testUSDC *TestUSDC) PackBlacklist(account common.Address) []byte {
	enc, err := testUSDC.abi.Pack("blacklist", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBlacklist is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9f92be4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function blacklist(address account) returns()
func (testUSDC *TestUSDC) TryPackBlacklist(account common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("blacklist", account)
}

// PackBlacklister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd102430.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function blacklister() view returns(address)
func (testUSDC *TestUSDC) PackBlacklister() []byte {
	enc, err := testUSDC.abi.Pack("blacklister")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBlacklister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbd102430.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function blacklister() view returns(address)
func (testUSDC *TestUSDC) TryPackBlacklister() ([]byte, error) {
	return testUSDC.abi.Pack("blacklister")
}

// UnpackBlacklister is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbd102430.
//
// Solidity: function blacklister() view returns(address)
func (testUSDC *TestUSDC) UnpackBlacklister(data []byte) (common.Address, error) {
	out, err := testUSDC.abi.Unpack("blacklister", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42966c68.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burn(uint256 amount) returns()
func (testUSDC *TestUSDC) PackBurn(amount *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("burn", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42966c68.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burn(uint256 amount) returns()
func (testUSDC *TestUSDC) TryPackBurn(amount *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("burn", amount)
}

// PackCancelAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a049a70.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancelAuthorization(address authorizer, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) PackCancelAuthorization(authorizer common.Address, nonce [32]byte, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := testUSDC.abi.Pack("cancelAuthorization", authorizer, nonce, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancelAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a049a70.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancelAuthorization(address authorizer, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) TryPackCancelAuthorization(authorizer common.Address, nonce [32]byte, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return testUSDC.abi.Pack("cancelAuthorization", authorizer, nonce, v, r, s)
}

// PackCancelAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7b72899.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancelAuthorization(address authorizer, bytes32 nonce, bytes signature) returns()
func (testUSDC *TestUSDC) PackCancelAuthorization0(authorizer common.Address, nonce [32]byte, signature []byte) []byte {
	enc, err := testUSDC.abi.Pack("cancelAuthorization0", authorizer, nonce, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancelAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7b72899.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancelAuthorization(address authorizer, bytes32 nonce, bytes signature) returns()
func (testUSDC *TestUSDC) TryPackCancelAuthorization0(authorizer common.Address, nonce [32]byte, signature []byte) ([]byte, error) {
	return testUSDC.abi.Pack("cancelAuthorization0", authorizer, nonce, signature)
}

// PackConfigureMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e44d956.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function configureMinter(address minter, uint256 minterAllowedAmount) returns(bool)
func (testUSDC *TestUSDC) PackConfigureMinter(minter common.Address, minterAllowedAmount *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("configureMinter", minter, minterAllowedAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConfigureMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4e44d956.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function configureMinter(address minter, uint256 minterAllowedAmount) returns(bool)
func (testUSDC *TestUSDC) TryPackConfigureMinter(minter common.Address, minterAllowedAmount *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("configureMinter", minter, minterAllowedAmount)
}

// UnpackConfigureMinter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4e44d956.
//
// Solidity: function configureMinter(address minter, uint256 minterAllowedAmount) returns(bool)
func (testUSDC *TestUSDC) UnpackConfigureMinter(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("configureMinter", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackCurrency is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5a6b10f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function currency() view returns(string)
func (testUSDC *TestUSDC) PackCurrency() []byte {
	enc, err := testUSDC.abi.Pack("currency")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCurrency is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5a6b10f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function currency() view returns(string)
func (testUSDC *TestUSDC) TryPackCurrency() ([]byte, error) {
	return testUSDC.abi.Pack("currency")
}

// UnpackCurrency is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe5a6b10f.
//
// Solidity: function currency() view returns(string)
func (testUSDC *TestUSDC) UnpackCurrency(data []byte) (string, error) {
	out, err := testUSDC.abi.Unpack("currency", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (testUSDC *TestUSDC) PackDecimals() []byte {
	enc, err := testUSDC.abi.Pack("decimals")
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
func (testUSDC *TestUSDC) TryPackDecimals() ([]byte, error) {
	return testUSDC.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (testUSDC *TestUSDC) UnpackDecimals(data []byte) (uint8, error) {
	out, err := testUSDC.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDecreaseAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa457c2d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decreaseAllowance(address spender, uint256 decrement) returns(bool)
func (testUSDC *TestUSDC) PackDecreaseAllowance(spender common.Address, decrement *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("decreaseAllowance", spender, decrement)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecreaseAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa457c2d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decreaseAllowance(address spender, uint256 decrement) returns(bool)
func (testUSDC *TestUSDC) TryPackDecreaseAllowance(spender common.Address, decrement *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("decreaseAllowance", spender, decrement)
}

// UnpackDecreaseAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa457c2d7.
//
// Solidity: function decreaseAllowance(address spender, uint256 decrement) returns(bool)
func (testUSDC *TestUSDC) UnpackDecreaseAllowance(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("decreaseAllowance", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIncreaseAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39509351.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function increaseAllowance(address spender, uint256 increment) returns(bool)
func (testUSDC *TestUSDC) PackIncreaseAllowance(spender common.Address, increment *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("increaseAllowance", spender, increment)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIncreaseAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39509351.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function increaseAllowance(address spender, uint256 increment) returns(bool)
func (testUSDC *TestUSDC) TryPackIncreaseAllowance(spender common.Address, increment *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("increaseAllowance", spender, increment)
}

// UnpackIncreaseAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39509351.
//
// Solidity: function increaseAllowance(address spender, uint256 increment) returns(bool)
func (testUSDC *TestUSDC) UnpackIncreaseAllowance(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("increaseAllowance", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3357162b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(string tokenName, string tokenSymbol, string tokenCurrency, uint8 tokenDecimals, address newMasterMinter, address newPauser, address newBlacklister, address newOwner) returns()
func (testUSDC *TestUSDC) PackInitialize(tokenName string, tokenSymbol string, tokenCurrency string, tokenDecimals uint8, newMasterMinter common.Address, newPauser common.Address, newBlacklister common.Address, newOwner common.Address) []byte {
	enc, err := testUSDC.abi.Pack("initialize", tokenName, tokenSymbol, tokenCurrency, tokenDecimals, newMasterMinter, newPauser, newBlacklister, newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3357162b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(string tokenName, string tokenSymbol, string tokenCurrency, uint8 tokenDecimals, address newMasterMinter, address newPauser, address newBlacklister, address newOwner) returns()
func (testUSDC *TestUSDC) TryPackInitialize(tokenName string, tokenSymbol string, tokenCurrency string, tokenDecimals uint8, newMasterMinter common.Address, newPauser common.Address, newBlacklister common.Address, newOwner common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("initialize", tokenName, tokenSymbol, tokenCurrency, tokenDecimals, newMasterMinter, newPauser, newBlacklister, newOwner)
}

// PackIsBlacklisted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe575a87.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isBlacklisted(address account) view returns(bool)
func (testUSDC *TestUSDC) PackIsBlacklisted(account common.Address) []byte {
	enc, err := testUSDC.abi.Pack("isBlacklisted", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsBlacklisted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe575a87.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isBlacklisted(address account) view returns(bool)
func (testUSDC *TestUSDC) TryPackIsBlacklisted(account common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("isBlacklisted", account)
}

// UnpackIsBlacklisted is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfe575a87.
//
// Solidity: function isBlacklisted(address account) view returns(bool)
func (testUSDC *TestUSDC) UnpackIsBlacklisted(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("isBlacklisted", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa271e1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isMinter(address account) view returns(bool)
func (testUSDC *TestUSDC) PackIsMinter(account common.Address) []byte {
	enc, err := testUSDC.abi.Pack("isMinter", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa271e1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isMinter(address account) view returns(bool)
func (testUSDC *TestUSDC) TryPackIsMinter(account common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("isMinter", account)
}

// UnpackIsMinter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaa271e1a.
//
// Solidity: function isMinter(address account) view returns(bool)
func (testUSDC *TestUSDC) UnpackIsMinter(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("isMinter", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMasterMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35d99f35.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function masterMinter() view returns(address)
func (testUSDC *TestUSDC) PackMasterMinter() []byte {
	enc, err := testUSDC.abi.Pack("masterMinter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMasterMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35d99f35.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function masterMinter() view returns(address)
func (testUSDC *TestUSDC) TryPackMasterMinter() ([]byte, error) {
	return testUSDC.abi.Pack("masterMinter")
}

// UnpackMasterMinter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x35d99f35.
//
// Solidity: function masterMinter() view returns(address)
func (testUSDC *TestUSDC) UnpackMasterMinter(data []byte) (common.Address, error) {
	out, err := testUSDC.abi.Unpack("masterMinter", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns(bool)
func (testUSDC *TestUSDC) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns(bool)
func (testUSDC *TestUSDC) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("mint", to, amount)
}

// UnpackMint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x40c10f19.
//
// Solidity: function mint(address to, uint256 amount) returns(bool)
func (testUSDC *TestUSDC) UnpackMint(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("mint", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMinterAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a6db9c3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minterAllowance(address minter) view returns(uint256)
func (testUSDC *TestUSDC) PackMinterAllowance(minter common.Address) []byte {
	enc, err := testUSDC.abi.Pack("minterAllowance", minter)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinterAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a6db9c3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minterAllowance(address minter) view returns(uint256)
func (testUSDC *TestUSDC) TryPackMinterAllowance(minter common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("minterAllowance", minter)
}

// UnpackMinterAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8a6db9c3.
//
// Solidity: function minterAllowance(address minter) view returns(uint256)
func (testUSDC *TestUSDC) UnpackMinterAllowance(data []byte) (*big.Int, error) {
	out, err := testUSDC.abi.Unpack("minterAllowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (testUSDC *TestUSDC) PackName() []byte {
	enc, err := testUSDC.abi.Pack("name")
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
func (testUSDC *TestUSDC) TryPackName() ([]byte, error) {
	return testUSDC.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (testUSDC *TestUSDC) UnpackName(data []byte) (string, error) {
	out, err := testUSDC.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonces(address owner_) view returns(uint256)
func (testUSDC *TestUSDC) PackNonces(owner common.Address) []byte {
	enc, err := testUSDC.abi.Pack("nonces", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonces(address owner_) view returns(uint256)
func (testUSDC *TestUSDC) TryPackNonces(owner common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("nonces", owner)
}

// UnpackNonces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ecebe00.
//
// Solidity: function nonces(address owner_) view returns(uint256)
func (testUSDC *TestUSDC) UnpackNonces(data []byte) (*big.Int, error) {
	out, err := testUSDC.abi.Unpack("nonces", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (testUSDC *TestUSDC) PackOwner() []byte {
	enc, err := testUSDC.abi.Pack("owner")
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
func (testUSDC *TestUSDC) TryPackOwner() ([]byte, error) {
	return testUSDC.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (testUSDC *TestUSDC) UnpackOwner(data []byte) (common.Address, error) {
	out, err := testUSDC.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8456cb59.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pause() returns()
func (testUSDC *TestUSDC) PackPause() []byte {
	enc, err := testUSDC.abi.Pack("pause")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8456cb59.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pause() returns()
func (testUSDC *TestUSDC) TryPackPause() ([]byte, error) {
	return testUSDC.abi.Pack("pause")
}

// PackPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c975abb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paused() view returns(bool)
func (testUSDC *TestUSDC) PackPaused() []byte {
	enc, err := testUSDC.abi.Pack("paused")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c975abb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paused() view returns(bool)
func (testUSDC *TestUSDC) TryPackPaused() ([]byte, error) {
	return testUSDC.abi.Pack("paused")
}

// UnpackPaused is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c975abb.
//
// Solidity: function paused() view returns(bool)
func (testUSDC *TestUSDC) UnpackPaused(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("paused", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackPauser is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fd0506d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pauser() view returns(address)
func (testUSDC *TestUSDC) PackPauser() []byte {
	enc, err := testUSDC.abi.Pack("pauser")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPauser is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fd0506d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pauser() view returns(address)
func (testUSDC *TestUSDC) TryPackPauser() ([]byte, error) {
	return testUSDC.abi.Pack("pauser")
}

// UnpackPauser is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9fd0506d.
//
// Solidity: function pauser() view returns(address)
func (testUSDC *TestUSDC) UnpackPauser(data []byte) (common.Address, error) {
	out, err := testUSDC.abi.Unpack("pauser", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fd5a6cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit(address owner_, address spender, uint256 value, uint256 deadline, bytes signature) returns()
func (testUSDC *TestUSDC) PackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, signature []byte) []byte {
	enc, err := testUSDC.abi.Pack("permit", owner, spender, value, deadline, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fd5a6cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit(address owner_, address spender, uint256 value, uint256 deadline, bytes signature) returns()
func (testUSDC *TestUSDC) TryPackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, signature []byte) ([]byte, error) {
	return testUSDC.abi.Pack("permit", owner, spender, value, deadline, signature)
}

// PackPermit0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit(address owner_, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) PackPermit0(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := testUSDC.abi.Pack("permit0", owner, spender, value, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit(address owner_, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) TryPackPermit0(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return testUSDC.abi.Pack("permit0", owner, spender, value, deadline, v, r, s)
}

// PackReceiveWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88b7ab63.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns()
func (testUSDC *TestUSDC) PackReceiveWithAuthorization(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) []byte {
	enc, err := testUSDC.abi.Pack("receiveWithAuthorization", from, to, value, validAfter, validBefore, nonce, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiveWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88b7ab63.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns()
func (testUSDC *TestUSDC) TryPackReceiveWithAuthorization(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) ([]byte, error) {
	return testUSDC.abi.Pack("receiveWithAuthorization", from, to, value, validAfter, validBefore, nonce, signature)
}

// PackReceiveWithAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef55bec6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) PackReceiveWithAuthorization0(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := testUSDC.abi.Pack("receiveWithAuthorization0", from, to, value, validAfter, validBefore, nonce, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiveWithAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef55bec6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) TryPackReceiveWithAuthorization0(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return testUSDC.abi.Pack("receiveWithAuthorization0", from, to, value, validAfter, validBefore, nonce, v, r, s)
}

// PackRemoveMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3092afd5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeMinter(address minter) returns(bool)
func (testUSDC *TestUSDC) PackRemoveMinter(minter common.Address) []byte {
	enc, err := testUSDC.abi.Pack("removeMinter", minter)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3092afd5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeMinter(address minter) returns(bool)
func (testUSDC *TestUSDC) TryPackRemoveMinter(minter common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("removeMinter", minter)
}

// UnpackRemoveMinter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3092afd5.
//
// Solidity: function removeMinter(address minter) returns(bool)
func (testUSDC *TestUSDC) UnpackRemoveMinter(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("removeMinter", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackRescueERC20 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb2118a8d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rescueERC20(address tokenContract, address to, uint256 amount) returns()
func (testUSDC *TestUSDC) PackRescueERC20(tokenContract common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("rescueERC20", tokenContract, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRescueERC20 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb2118a8d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rescueERC20(address tokenContract, address to, uint256 amount) returns()
func (testUSDC *TestUSDC) TryPackRescueERC20(tokenContract common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("rescueERC20", tokenContract, to, amount)
}

// PackRescuer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38a63183.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rescuer() view returns(address)
func (testUSDC *TestUSDC) PackRescuer() []byte {
	enc, err := testUSDC.abi.Pack("rescuer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRescuer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38a63183.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rescuer() view returns(address)
func (testUSDC *TestUSDC) TryPackRescuer() ([]byte, error) {
	return testUSDC.abi.Pack("rescuer")
}

// UnpackRescuer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38a63183.
//
// Solidity: function rescuer() view returns(address)
func (testUSDC *TestUSDC) UnpackRescuer(data []byte) (common.Address, error) {
	out, err := testUSDC.abi.Unpack("rescuer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (testUSDC *TestUSDC) PackSymbol() []byte {
	enc, err := testUSDC.abi.Pack("symbol")
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
func (testUSDC *TestUSDC) TryPackSymbol() ([]byte, error) {
	return testUSDC.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (testUSDC *TestUSDC) UnpackSymbol(data []byte) (string, error) {
	out, err := testUSDC.abi.Unpack("symbol", data)
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
func (testUSDC *TestUSDC) PackTotalSupply() []byte {
	enc, err := testUSDC.abi.Pack("totalSupply")
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
func (testUSDC *TestUSDC) TryPackTotalSupply() ([]byte, error) {
	return testUSDC.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (testUSDC *TestUSDC) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := testUSDC.abi.Unpack("totalSupply", data)
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
func (testUSDC *TestUSDC) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("transfer", to, value)
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
func (testUSDC *TestUSDC) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (testUSDC *TestUSDC) UnpackTransfer(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("transfer", data)
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
func (testUSDC *TestUSDC) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := testUSDC.abi.Pack("transferFrom", from, to, value)
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
func (testUSDC *TestUSDC) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (testUSDC *TestUSDC) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := testUSDC.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (testUSDC *TestUSDC) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := testUSDC.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (testUSDC *TestUSDC) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("transferOwnership", newOwner)
}

// PackTransferWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf092995.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns()
func (testUSDC *TestUSDC) PackTransferWithAuthorization(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) []byte {
	enc, err := testUSDC.abi.Pack("transferWithAuthorization", from, to, value, validAfter, validBefore, nonce, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf092995.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns()
func (testUSDC *TestUSDC) TryPackTransferWithAuthorization(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) ([]byte, error) {
	return testUSDC.abi.Pack("transferWithAuthorization", from, to, value, validAfter, validBefore, nonce, signature)
}

// PackTransferWithAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe3ee160e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) PackTransferWithAuthorization0(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := testUSDC.abi.Pack("transferWithAuthorization0", from, to, value, validAfter, validBefore, nonce, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferWithAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe3ee160e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) TryPackTransferWithAuthorization0(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return testUSDC.abi.Pack("transferWithAuthorization0", from, to, value, validAfter, validBefore, nonce, v, r, s)
}

// PackUnBlacklist is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1a895266.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unBlacklist(address account) returns()
func (testUSDC *TestUSDC) PackUnBlacklist(account common.Address) []byte {
	enc, err := testUSDC.abi.Pack("unBlacklist", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnBlacklist is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1a895266.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unBlacklist(address account) returns()
func (testUSDC *TestUSDC) TryPackUnBlacklist(account common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("unBlacklist", account)
}

// PackUnpause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f4ba83a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unpause() returns()
func (testUSDC *TestUSDC) PackUnpause() []byte {
	enc, err := testUSDC.abi.Pack("unpause")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnpause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f4ba83a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unpause() returns()
func (testUSDC *TestUSDC) TryPackUnpause() ([]byte, error) {
	return testUSDC.abi.Pack("unpause")
}

// PackUpdateBlacklister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad38bf22.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateBlacklister(address newBlacklister) returns()
func (testUSDC *TestUSDC) PackUpdateBlacklister(newBlacklister common.Address) []byte {
	enc, err := testUSDC.abi.Pack("updateBlacklister", newBlacklister)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateBlacklister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad38bf22.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateBlacklister(address newBlacklister) returns()
func (testUSDC *TestUSDC) TryPackUpdateBlacklister(newBlacklister common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("updateBlacklister", newBlacklister)
}

// PackUpdateMasterMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa20e1e4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateMasterMinter(address newMasterMinter) returns()
func (testUSDC *TestUSDC) PackUpdateMasterMinter(newMasterMinter common.Address) []byte {
	enc, err := testUSDC.abi.Pack("updateMasterMinter", newMasterMinter)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateMasterMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa20e1e4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateMasterMinter(address newMasterMinter) returns()
func (testUSDC *TestUSDC) TryPackUpdateMasterMinter(newMasterMinter common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("updateMasterMinter", newMasterMinter)
}

// PackUpdatePauser is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x554bab3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updatePauser(address newPauser) returns()
func (testUSDC *TestUSDC) PackUpdatePauser(newPauser common.Address) []byte {
	enc, err := testUSDC.abi.Pack("updatePauser", newPauser)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdatePauser is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x554bab3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updatePauser(address newPauser) returns()
func (testUSDC *TestUSDC) TryPackUpdatePauser(newPauser common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("updatePauser", newPauser)
}

// PackUpdateRescuer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ab60045.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function updateRescuer(address newRescuer) returns()
func (testUSDC *TestUSDC) PackUpdateRescuer(newRescuer common.Address) []byte {
	enc, err := testUSDC.abi.Pack("updateRescuer", newRescuer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpdateRescuer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ab60045.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function updateRescuer(address newRescuer) returns()
func (testUSDC *TestUSDC) TryPackUpdateRescuer(newRescuer common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("updateRescuer", newRescuer)
}

// PackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function version() view returns(string)
func (testUSDC *TestUSDC) PackVersion() []byte {
	enc, err := testUSDC.abi.Pack("version")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function version() view returns(string)
func (testUSDC *TestUSDC) TryPackVersion() ([]byte, error) {
	return testUSDC.abi.Pack("version")
}

// UnpackVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x54fd4d50.
//
// Solidity: function version() view returns(string)
func (testUSDC *TestUSDC) UnpackVersion(data []byte) (string, error) {
	out, err := testUSDC.abi.Unpack("version", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// TestUSDCApproval represents a Approval event raised by the TestUSDC contract.
type TestUSDCApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const TestUSDCApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (TestUSDCApproval) ContractEventName() string {
	return TestUSDCApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (testUSDC *TestUSDC) UnpackApprovalEvent(log *types.Log) (*TestUSDCApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCApproval)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCAuthorizationCanceled represents a AuthorizationCanceled event raised by the TestUSDC contract.
type TestUSDCAuthorizationCanceled struct {
	Authorizer common.Address
	Nonce      [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const TestUSDCAuthorizationCanceledEventName = "AuthorizationCanceled"

// ContractEventName returns the user-defined event name.
func (TestUSDCAuthorizationCanceled) ContractEventName() string {
	return TestUSDCAuthorizationCanceledEventName
}

// UnpackAuthorizationCanceledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AuthorizationCanceled(address indexed authorizer, bytes32 indexed nonce)
func (testUSDC *TestUSDC) UnpackAuthorizationCanceledEvent(log *types.Log) (*TestUSDCAuthorizationCanceled, error) {
	event := "AuthorizationCanceled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCAuthorizationCanceled)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCAuthorizationUsed represents a AuthorizationUsed event raised by the TestUSDC contract.
type TestUSDCAuthorizationUsed struct {
	Authorizer common.Address
	Nonce      [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const TestUSDCAuthorizationUsedEventName = "AuthorizationUsed"

// ContractEventName returns the user-defined event name.
func (TestUSDCAuthorizationUsed) ContractEventName() string {
	return TestUSDCAuthorizationUsedEventName
}

// UnpackAuthorizationUsedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)
func (testUSDC *TestUSDC) UnpackAuthorizationUsedEvent(log *types.Log) (*TestUSDCAuthorizationUsed, error) {
	event := "AuthorizationUsed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCAuthorizationUsed)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCBlacklisted represents a Blacklisted event raised by the TestUSDC contract.
type TestUSDCBlacklisted struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const TestUSDCBlacklistedEventName = "Blacklisted"

// ContractEventName returns the user-defined event name.
func (TestUSDCBlacklisted) ContractEventName() string {
	return TestUSDCBlacklistedEventName
}

// UnpackBlacklistedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Blacklisted(address indexed _account)
func (testUSDC *TestUSDC) UnpackBlacklistedEvent(log *types.Log) (*TestUSDCBlacklisted, error) {
	event := "Blacklisted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCBlacklisted)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCBlacklisterChanged represents a BlacklisterChanged event raised by the TestUSDC contract.
type TestUSDCBlacklisterChanged struct {
	NewBlacklister common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const TestUSDCBlacklisterChangedEventName = "BlacklisterChanged"

// ContractEventName returns the user-defined event name.
func (TestUSDCBlacklisterChanged) ContractEventName() string {
	return TestUSDCBlacklisterChangedEventName
}

// UnpackBlacklisterChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BlacklisterChanged(address indexed newBlacklister)
func (testUSDC *TestUSDC) UnpackBlacklisterChangedEvent(log *types.Log) (*TestUSDCBlacklisterChanged, error) {
	event := "BlacklisterChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCBlacklisterChanged)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCBurn represents a Burn event raised by the TestUSDC contract.
type TestUSDCBurn struct {
	Burner common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const TestUSDCBurnEventName = "Burn"

// ContractEventName returns the user-defined event name.
func (TestUSDCBurn) ContractEventName() string {
	return TestUSDCBurnEventName
}

// UnpackBurnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Burn(address indexed burner, uint256 amount)
func (testUSDC *TestUSDC) UnpackBurnEvent(log *types.Log) (*TestUSDCBurn, error) {
	event := "Burn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCBurn)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCMasterMinterChanged represents a MasterMinterChanged event raised by the TestUSDC contract.
type TestUSDCMasterMinterChanged struct {
	NewMasterMinter common.Address
	Raw             *types.Log // Blockchain specific contextual infos
}

const TestUSDCMasterMinterChangedEventName = "MasterMinterChanged"

// ContractEventName returns the user-defined event name.
func (TestUSDCMasterMinterChanged) ContractEventName() string {
	return TestUSDCMasterMinterChangedEventName
}

// UnpackMasterMinterChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MasterMinterChanged(address indexed newMasterMinter)
func (testUSDC *TestUSDC) UnpackMasterMinterChangedEvent(log *types.Log) (*TestUSDCMasterMinterChanged, error) {
	event := "MasterMinterChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCMasterMinterChanged)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCMint represents a Mint event raised by the TestUSDC contract.
type TestUSDCMint struct {
	Minter common.Address
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const TestUSDCMintEventName = "Mint"

// ContractEventName returns the user-defined event name.
func (TestUSDCMint) ContractEventName() string {
	return TestUSDCMintEventName
}

// UnpackMintEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Mint(address indexed minter, address indexed to, uint256 amount)
func (testUSDC *TestUSDC) UnpackMintEvent(log *types.Log) (*TestUSDCMint, error) {
	event := "Mint"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCMint)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCMinterConfigured represents a MinterConfigured event raised by the TestUSDC contract.
type TestUSDCMinterConfigured struct {
	Minter              common.Address
	MinterAllowedAmount *big.Int
	Raw                 *types.Log // Blockchain specific contextual infos
}

const TestUSDCMinterConfiguredEventName = "MinterConfigured"

// ContractEventName returns the user-defined event name.
func (TestUSDCMinterConfigured) ContractEventName() string {
	return TestUSDCMinterConfiguredEventName
}

// UnpackMinterConfiguredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MinterConfigured(address indexed minter, uint256 minterAllowedAmount)
func (testUSDC *TestUSDC) UnpackMinterConfiguredEvent(log *types.Log) (*TestUSDCMinterConfigured, error) {
	event := "MinterConfigured"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCMinterConfigured)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCMinterRemoved represents a MinterRemoved event raised by the TestUSDC contract.
type TestUSDCMinterRemoved struct {
	OldMinter common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const TestUSDCMinterRemovedEventName = "MinterRemoved"

// ContractEventName returns the user-defined event name.
func (TestUSDCMinterRemoved) ContractEventName() string {
	return TestUSDCMinterRemovedEventName
}

// UnpackMinterRemovedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MinterRemoved(address indexed oldMinter)
func (testUSDC *TestUSDC) UnpackMinterRemovedEvent(log *types.Log) (*TestUSDCMinterRemoved, error) {
	event := "MinterRemoved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCMinterRemoved)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCOwnershipTransferred represents a OwnershipTransferred event raised by the TestUSDC contract.
type TestUSDCOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const TestUSDCOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (TestUSDCOwnershipTransferred) ContractEventName() string {
	return TestUSDCOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address previousOwner, address newOwner)
func (testUSDC *TestUSDC) UnpackOwnershipTransferredEvent(log *types.Log) (*TestUSDCOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCPause represents a Pause event raised by the TestUSDC contract.
type TestUSDCPause struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const TestUSDCPauseEventName = "Pause"

// ContractEventName returns the user-defined event name.
func (TestUSDCPause) ContractEventName() string {
	return TestUSDCPauseEventName
}

// UnpackPauseEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Pause()
func (testUSDC *TestUSDC) UnpackPauseEvent(log *types.Log) (*TestUSDCPause, error) {
	event := "Pause"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCPause)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCPauserChanged represents a PauserChanged event raised by the TestUSDC contract.
type TestUSDCPauserChanged struct {
	NewAddress common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const TestUSDCPauserChangedEventName = "PauserChanged"

// ContractEventName returns the user-defined event name.
func (TestUSDCPauserChanged) ContractEventName() string {
	return TestUSDCPauserChangedEventName
}

// UnpackPauserChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PauserChanged(address indexed newAddress)
func (testUSDC *TestUSDC) UnpackPauserChangedEvent(log *types.Log) (*TestUSDCPauserChanged, error) {
	event := "PauserChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCPauserChanged)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCRescuerChanged represents a RescuerChanged event raised by the TestUSDC contract.
type TestUSDCRescuerChanged struct {
	NewRescuer common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const TestUSDCRescuerChangedEventName = "RescuerChanged"

// ContractEventName returns the user-defined event name.
func (TestUSDCRescuerChanged) ContractEventName() string {
	return TestUSDCRescuerChangedEventName
}

// UnpackRescuerChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RescuerChanged(address indexed newRescuer)
func (testUSDC *TestUSDC) UnpackRescuerChangedEvent(log *types.Log) (*TestUSDCRescuerChanged, error) {
	event := "RescuerChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCRescuerChanged)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCTransfer represents a Transfer event raised by the TestUSDC contract.
type TestUSDCTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const TestUSDCTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (TestUSDCTransfer) ContractEventName() string {
	return TestUSDCTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (testUSDC *TestUSDC) UnpackTransferEvent(log *types.Log) (*TestUSDCTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCTransfer)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCUnBlacklisted represents a UnBlacklisted event raised by the TestUSDC contract.
type TestUSDCUnBlacklisted struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const TestUSDCUnBlacklistedEventName = "UnBlacklisted"

// ContractEventName returns the user-defined event name.
func (TestUSDCUnBlacklisted) ContractEventName() string {
	return TestUSDCUnBlacklistedEventName
}

// UnpackUnBlacklistedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnBlacklisted(address indexed _account)
func (testUSDC *TestUSDC) UnpackUnBlacklistedEvent(log *types.Log) (*TestUSDCUnBlacklisted, error) {
	event := "UnBlacklisted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCUnBlacklisted)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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

// TestUSDCUnpause represents a Unpause event raised by the TestUSDC contract.
type TestUSDCUnpause struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const TestUSDCUnpauseEventName = "Unpause"

// ContractEventName returns the user-defined event name.
func (TestUSDCUnpause) ContractEventName() string {
	return TestUSDCUnpauseEventName
}

// UnpackUnpauseEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Unpause()
func (testUSDC *TestUSDC) UnpackUnpauseEvent(log *types.Log) (*TestUSDCUnpause, error) {
	event := "Unpause"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCUnpause)
	if len(log.Data) > 0 {
		if err := testUSDC.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testUSDC.abi.Events[event].Inputs {
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
func (testUSDC *TestUSDC) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return testUSDC.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return testUSDC.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return testUSDC.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TestUSDCInvalidShortString represents a InvalidShortString error raised by the TestUSDC contract.
type TestUSDCInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func TestUSDCInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (testUSDC *TestUSDC) UnpackInvalidShortStringError(raw []byte) (*TestUSDCInvalidShortString, error) {
	out := new(TestUSDCInvalidShortString)
	if err := testUSDC.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the TestUSDC contract.
type TestUSDCSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func TestUSDCSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (testUSDC *TestUSDC) UnpackSafeERC20FailedOperationError(raw []byte) (*TestUSDCSafeERC20FailedOperation, error) {
	out := new(TestUSDCSafeERC20FailedOperation)
	if err := testUSDC.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCStringTooLong represents a StringTooLong error raised by the TestUSDC contract.
type TestUSDCStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func TestUSDCStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (testUSDC *TestUSDC) UnpackStringTooLongError(raw []byte) (*TestUSDCStringTooLong, error) {
	out := new(TestUSDCStringTooLong)
	if err := testUSDC.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCSignatureCheckerMetaData contains all meta data concerning the TestUSDCSignatureChecker contract.
var TestUSDCSignatureCheckerMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"digest\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"isValidSignatureNow\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "d1bdcd657534093bb950c4267867786e0e",
	Bin: "0x6105ea610034600b8282823980515f1a607314602857634e487b7160e01b5f525f60045260245ffd5b305f52607381538281f3fe7300000000000000000000000000000000000000003014608060405260043610610034575f3560e01c80636ccea65214610038575b5f5ffd5b61004b61004636600461049a565b61005f565b604051901515815260200160405180910390f35b5f8373ffffffffffffffffffffffffffffffffffffffff163b5f036100bd578373ffffffffffffffffffffffffffffffffffffffff1661009f84846101f9565b73ffffffffffffffffffffffffffffffffffffffff161490506101f2565b5f5f8573ffffffffffffffffffffffffffffffffffffffff16631626ba7e60e01b86866040516024016100f1929190610581565b60408051601f198184030181529181526020820180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fffffffff0000000000000000000000000000000000000000000000000000000090941693909317909252905161015c91906105bd565b5f60405180830381855afa9150503d805f8114610194576040519150601f19603f3d011682016040523d82523d5f602084013e610199565b606091505b50915091508180156101ad57506020815110155b80156101ed575080517f1626ba7e00000000000000000000000000000000000000000000000000000000906101eb90830160209081019084016105d3565b145b925050505b9392505050565b5f81516041146102765760405162461bcd60e51b815260206004820152602360248201527f45435265636f7665723a20696e76616c6964207369676e6174757265206c656e60448201527f677468000000000000000000000000000000000000000000000000000000000060648201526084015b60405180910390fd5b6020820151604083015160608401515f1a7f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a082111561031d5760405162461bcd60e51b815260206004820152602660248201527f45435265636f7665723a20696e76616c6964207369676e61747572652027732760448201527f2076616c75650000000000000000000000000000000000000000000000000000606482015260840161026d565b8060ff16601b148061033257508060ff16601c145b6103a45760405162461bcd60e51b815260206004820152602660248201527f45435265636f7665723a20696e76616c6964207369676e61747572652027762760448201527f2076616c75650000000000000000000000000000000000000000000000000000606482015260840161026d565b604080515f81526020810180835288905260ff831691810191909152606081018490526080810183905260019060a0016020604051602081039080840390855afa1580156103f4573d5f5f3e3d5ffd5b5050604051601f19015194505073ffffffffffffffffffffffffffffffffffffffff84166104645760405162461bcd60e51b815260206004820152601c60248201527f45435265636f7665723a20696e76616c6964207369676e617475726500000000604482015260640161026d565b50505092915050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5f5f5f606084860312156104ac575f5ffd5b833573ffffffffffffffffffffffffffffffffffffffff811681146104cf575f5ffd5b925060208401359150604084013567ffffffffffffffff8111156104f1575f5ffd5b8401601f81018613610501575f5ffd5b803567ffffffffffffffff81111561051b5761051b61046d565b604051601f19603f601f19601f8501160116810181811067ffffffffffffffff8211171561054b5761054b61046d565b604052818152828201602001881015610562575f5ffd5b816020840160208301375f602083830101528093505050509250925092565b828152604060208201525f82518060408401528060208501606085015e5f606082850101526060601f19601f8301168401019150509392505050565b5f82518060208501845e5f920191825250919050565b5f602082840312156105e3575f5ffd5b505191905056",
}

// TestUSDCSignatureChecker is an auto generated Go binding around an Ethereum contract.
type TestUSDCSignatureChecker struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TestUSDCSignatureChecker) GetABI() abi.ABI {
	return c.abi
}

// NewTestUSDCSignatureChecker creates a new instance of TestUSDCSignatureChecker.
func NewTestUSDCSignatureChecker() *TestUSDCSignatureChecker {
	parsed, err := TestUSDCSignatureCheckerMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TestUSDCSignatureChecker{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TestUSDCSignatureChecker) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackIsValidSignatureNow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ccea652.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isValidSignatureNow(address signer, bytes32 digest, bytes signature) view returns(bool)
func (testUSDCSignatureChecker *TestUSDCSignatureChecker) PackIsValidSignatureNow(signer common.Address, digest [32]byte, signature []byte) []byte {
	enc, err := testUSDCSignatureChecker.abi.Pack("isValidSignatureNow", signer, digest, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsValidSignatureNow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ccea652.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isValidSignatureNow(address signer, bytes32 digest, bytes signature) view returns(bool)
func (testUSDCSignatureChecker *TestUSDCSignatureChecker) TryPackIsValidSignatureNow(signer common.Address, digest [32]byte, signature []byte) ([]byte, error) {
	return testUSDCSignatureChecker.abi.Pack("isValidSignatureNow", signer, digest, signature)
}

// UnpackIsValidSignatureNow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6ccea652.
//
// Solidity: function isValidSignatureNow(address signer, bytes32 digest, bytes signature) view returns(bool)
func (testUSDCSignatureChecker *TestUSDCSignatureChecker) UnpackIsValidSignatureNow(data []byte) (bool, error) {
	out, err := testUSDCSignatureChecker.abi.Unpack("isValidSignatureNow", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}
