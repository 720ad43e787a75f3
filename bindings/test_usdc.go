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
	Bin: "0x60c060405234610138576134b68038038061001981610150565b928339810190602081830312610138578051906001600160401b038211610138570181601f820112156101385780516001600160401b03811161013c57610069601f8201601f1916602001610150565b9181835260208301936020838301011161013857815f926020809301865e83010152601f8151116100fc5780518251602082106100ec575b1760805251902060a0526008805460ff60a01b1916600160a01b1790556012805460ff19166003179055604051613340908161017682396080518161115d015260a05181612b440152f35b5f198260200360031b1b166100a1565b60449060405192839163305a27a960e01b8352602060048401525180918160248501528484015e5f828201840152601f01601f19168101030190fd5b5f80fd5b634e487b7160e01b5f52604160045260245ffd5b6040519190601f01601f191682016001600160401b0381118382101761013c5760405256fe60806040526004361015610011575f80fd5b5f3560e01c806306fdde0314612284578063095ea7b31461224c57806318160ddd1461222f5780631a895266146121b857806323b872dd1461204c5780632ab6004514611f805780633092afd514611ef857806330adf81f14611ebe578063313ce56714611e9e5780633357162b146117b857806335d99f35146117905780633644e5151461177657806338a631831461174e57806339509351146116f55780633f4ba83a1461169e57806340c10f191461142157806342966c68146112755780634e44d956146111ce57806354fd4d501461114b578063554bab3c146110815780635a049a70146110015780635c975abb14610fdc57806370a0823114610f935780637ecebe0014610f5b5780637f2eecc314610f215780638456cb5914610ec457806388b7ab6314610e345780638a6db9c314610dfc5780638da5cb5b14610dd557806395d89b4114610d305780639fd0506d14610d085780639fd5a6cf14610caf578063a0cc6a6814610c75578063a457c2d714610bb9578063a9059cbb14610b2d578063aa20e1e414610ab4578063aa271e1a14610a77578063ad38bf22146109a3578063b2118a8d14610898578063b7b728991461083f578063bd10243014610817578063cf0929951461079b578063d505accf14610705578063d9169487146106cb578063dd62ed3e1461067b578063e3ee160e146105f0578063e5a6b10f1461050e578063e94a0102146104c5578063ef55bec6146103eb578063f2fde38b14610317578063f9f92be4146102a35763fe575a8714610255575f80fd5b3461029f57602036600319011261029f576020610295610273612394565b6001600160a01b03165f90815260096020526040902054600160ff1b16151590565b6040519015158152f35b5f80fd5b3461029f57602036600319011261029f576102bc612394565b6102d160018060a01b03600254163314612517565b6001600160a01b03165f8181526009602052604081208054600160ff1b1790557fffa4e6181777692565cf28528fc88fd1516ea86b56da075235fa575af6a4b8559080a2005b3461029f57602036600319011261029f57610330612394565b5f546001600160a01b038116916103483384146125f3565b6001600160a01b03169182156103975760407f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0918151908152846020820152a16001600160a01b031916175f55005b60405162461bcd60e51b815260206004820152602660248201527f4f776e61626c653a206e6577206f776e657220697320746865207a65726f206160448201526564647265737360d01b6064820152608490fd5b3461029f576104c36104be6104b06104023661247a565b999298909161041f60ff60019a969a9997995460a01c16156124d8565b6001600160a01b0385165f9081526009602052604090205461044a90600160ff1b1615155b15612578565b6001600160a01b0386165f9081526009602052604090205461047390600160ff1b161515610444565b6104876001600160a01b03871633146127ad565b6040519a8b936020850191604193918352602083015260ff60f81b9060f81b1660408201520190565b03601f19810189528861234e565b612e2b565b005b3461029f57604036600319011261029f576001600160a01b036104e6612394565b165f52601060205260405f206024355f52602052602060ff60405f2054166040519015158152f35b3461029f575f36600319011261029f576040515f60075461052e81612316565b80845290600181169081156105cc575060011461056e575b61056a836105568185038261234e565b604051918291602083526020830190612370565b0390f35b60075f9081527fa66cc928b5edb82af9bd49922954155ab7b0942694bea4ce44661d9a8736c688939250905b8082106105b257509091508101602001610556610546565b91926001816020925483858801015201910190929161059a565b60ff191660208086019190915291151560051b840190910191506105569050610546565b3461029f576104c36106766104b06106073661247a565b999298909161062460ff60019a969a9997995460a01c16156124d8565b6001600160a01b0385165f9081526009602052604090205461064d90600160ff1b161515610444565b6001600160a01b0386165f9081526009602052604090205461048790600160ff1b161515610444565b612fcd565b3461029f57604036600319011261029f57610694612394565b61069c6123aa565b6001600160a01b039182165f908152600a60209081526040808320949093168252928352819020549051908152f35b3461029f575f36600319011261029f5760206040517f158b0a9edf7a828aad02f63cd515c68ef2f50ba807396f6d12842833a15974298152f35b3461029f5760e036600319011261029f5761071e612394565b6107266123aa565b6084359060ff8216820361029f576104c39261078e6107809361075160ff60015460a01c16156124d8565b60405194859160c43560a4356020850191604193918352602083015260ff60f81b9060f81b1660408201520190565b03601f19810185528461234e565b6064359160443591613064565b3461029f576104c36107ac36612414565b956107c560ff60019793979694965460a01c16156124d8565b6001600160a01b0381165f908152600960205260409020546107ee90600160ff1b161515610444565b6001600160a01b0382165f9081526009602052604090205461067690600160ff1b161515610444565b3461029f575f36600319011261029f576002546040516001600160a01b039091168152602090f35b3461029f57606036600319011261029f57610858612394565b6044359067ffffffffffffffff821161029f5761087c6104c39236906004016123c0565b9061088f60ff60015460a01c16156124d8565b60243590612d72565b3461029f57606036600319011261029f576004356001600160a01b0381169081810361029f576108c66123aa565b600e549091906001600160a01b031633036109525760405163a9059cbb60e01b5f9081526001600160a01b039093166004526044803560245290926020918180855af19160015f5114831615610932575b50501561092057005b635274afe760e01b5f5260045260245ffd5b600183151661094a57503b15153d1516168280610917565b3d5f823e3d90fd5b60405162461bcd60e51b8152602060048201526024808201527f526573637561626c653a2063616c6c6572206973206e6f74207468652072657360448201526331bab2b960e11b6064820152608490fd5b3461029f57602036600319011261029f576109bc612394565b6109d060018060a01b035f541633146125f3565b6001600160a01b03168015610a1757600280546001600160a01b031916821790557fc67398012c111ce95ecb7429b933096c977380ee6c421175a71a4a4c6c88c06e5f80a2005b60405162461bcd60e51b815260206004820152603260248201527f426c61636b6c69737461626c653a206e657720626c61636b6c697374657220696044820152717320746865207a65726f206164647265737360701b6064820152608490fd5b3461029f57602036600319011261029f576001600160a01b03610a98612394565b165f52600c602052602060ff60405f2054166040519015158152f35b3461029f57602036600319011261029f57610acd612394565b610ae160018060a01b035f541633146125f3565b6001600160a01b0316610af581151561269c565b600880546001600160a01b031916821790557fdb66dfa9c6b8f5226fe9aac7e51897ae8ee94ac31dc70bb6c9900b2574b707e65f80a2005b3461029f57604036600319011261029f57610bae610b49612394565b610b5b60ff60015460a01c16156124d8565b335f90815260096020526040902054610b7b90600160ff1b161515610444565b6001600160a01b0381165f90815260096020526040902054610ba490600160ff1b161515610444565b602435903361290b565b602060405160018152f35b3461029f57604036600319011261029f57610bd2612394565b60243590610be860ff60015460a01c16156124d8565b335f52600a60205260405f2060018060a01b0382165f5260205260405f2054808311610c2257610bae92610c1b916125d2565b9033612807565b60405162461bcd60e51b815260206004820152602560248201527f45524332303a2064656372656173656420616c6c6f77616e63652062656c6f77604482015264207a65726f60d81b6064820152608490fd5b3461029f575f36600319011261029f5760206040517f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a22678152f35b3461029f5760a036600319011261029f57610cc8612394565b610cd06123aa565b906084359167ffffffffffffffff831161029f57610cf56104c39336906004016123c0565b9161078e60ff60015460a01c16156124d8565b3461029f575f36600319011261029f576001546040516001600160a01b039091168152602090f35b3461029f575f36600319011261029f576040515f600554610d5081612316565b80845290600181169081156105cc5750600114610d775761056a836105568185038261234e565b60055f9081527f036b6384b5eca791c62761152d0c79bb0604c104a5fb6f4eb0703f3154bb3db0939250905b808210610dbb57509091508101602001610556610546565b919260018160209254838588010152019101909291610da3565b3461029f575f36600319011261029f575f546040516001600160a01b039091168152602090f35b3461029f57602036600319011261029f576001600160a01b03610e1d612394565b165f52600d602052602060405f2054604051908152f35b3461029f576104c3610e4536612414565b95610e5e60ff60019793979694965460a01c16156124d8565b6001600160a01b0381165f90815260096020526040902054610e8790600160ff1b161515610444565b6001600160a01b0382165f90815260096020526040902054610eb090600160ff1b161515610444565b6104be6001600160a01b03831633146127ad565b3461029f575f36600319011261029f57600154610eeb336001600160a01b03831614612700565b60ff60a01b1916600160a01b176001557f6985a02210a168e66602d3235cb6db0e70f92b3ba4d376a33c0f3d9434bff6255f80a1005b3461029f575f36600319011261029f5760206040517fd099cc98ef71107a616c4f0f941f04c322d8e254fe26b3c6668db87aae413de88152f35b3461029f57602036600319011261029f576001600160a01b03610f7c612394565b165f526011602052602060405f2054604051908152f35b3461029f57602036600319011261029f576020610fd4610fb1612394565b6001600160a01b03165f908152600960205260409020546001600160ff1b031690565b604051908152f35b3461029f575f36600319011261029f57602060ff60015460a01c166040519015158152f35b3461029f5760a036600319011261029f5761101a612394565b60443560ff8116810361029f576104c39161088f6110739261104460ff60015460a01c16156124d8565b6040519384916084356064356020850191604193918352602083015260ff60f81b9060f81b1660408201520190565b03601f19810184528361234e565b3461029f57602036600319011261029f5761109a612394565b6110ae60018060a01b035f541633146125f3565b6001600160a01b031680156110f557600180546001600160a01b031916821790557fb80482a293ca2e013eda8683c9bd7fc8347cfdaeea5ede58cba46df502c2a6045f80a2005b60405162461bcd60e51b815260206004820152602860248201527f5061757361626c653a206e65772070617573657220697320746865207a65726f604482015267206164647265737360c01b6064820152608490fd5b3461029f575f36600319011261029f577f000000000000000000000000000000000000000000000000000000000000000060ff8116601f81116111bf5761056a916040519161119b60408461234e565b60208084528381019190368337835252604051918291602083526020830190612370565b632cd44ac360e21b5f5260045ffd5b3461029f57604036600319011261029f576111e7612394565b7f46980fca912ef9bcdbd36877427b6b90e860769f604e89c0e67720cece530d2060206024359261122060ff60015460a01c16156124d8565b61123560018060a01b0360085416331461263e565b6001600160a01b03165f818152600c83526040808220805460ff19166001179055828252600d8452908190208590555193845292a2602060405160018152f35b3461029f57602036600319011261029f5760043561129b60ff60015460a01c16156124d8565b335f52600c6020526112b360ff60405f205416612757565b335f908152600960205260409020546112d390600160ff1b161515610444565b335f908152600960205260409020546001600160ff1b03169080156113ca578082106113765761131c611316825f9461130e82600b546125d2565b600b556125d2565b33612c43565b6040518181527fcc16f5dbb4873280815c1ee09dbd06736cffcc184412cf7a71a0fdb75d397ca560203392a26040519081527fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef60203392a3005b60405162461bcd60e51b815260206004820152602660248201527f46696174546f6b656e3a206275726e20616d6f756e7420657863656564732062604482015265616c616e636560d01b6064820152608490fd5b60405162461bcd60e51b815260206004820152602960248201527f46696174546f6b656e3a206275726e20616d6f756e74206e6f7420677265617460448201526806572207468616e20360bc1b6064820152608490fd5b3461029f57604036600319011261029f5761143a612394565b60243561144f60ff60015460a01c16156124d8565b335f52600c60205261146760ff60405f205416612757565b335f9081526009602052604090205461148790600160ff1b161515610444565b6001600160a01b0382165f908152600960205260409020546114b090600160ff1b161515610444565b6001600160a01b03821691821561164d5781156115f657335f52600d60205260405f20549081831161159a5782611550817fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9461154b6020956115165f99600b54612bf1565b600b556001600160a01b0381165f908152600960205260409020546115459085906001600160ff1b0316612bf1565b90612c43565b6125d2565b338552600d83526040852055846040518281527fab8530f87dc9b59234c4623bf917212bb2536d647574c8e7e5da92c2ede0c9f8843392a3604051908152a3602060405160018152f35b60405162461bcd60e51b815260206004820152602e60248201527f46696174546f6b656e3a206d696e7420616d6f756e742065786365656473206d60448201526d696e746572416c6c6f77616e636560901b6064820152608490fd5b60405162461bcd60e51b815260206004820152602960248201527f46696174546f6b656e3a206d696e7420616d6f756e74206e6f7420677265617460448201526806572207468616e20360bc1b6064820152608490fd5b60405162461bcd60e51b815260206004820152602360248201527f46696174546f6b656e3a206d696e7420746f20746865207a65726f206164647260448201526265737360e81b6064820152608490fd5b3461029f575f36600319011261029f576001546116c5336001600160a01b03831614612700565b60ff60a01b19166001557f7805862f689e2f13df9f062ff482ad3ad112aca9e0847911ed832e158c525b335f80a1005b3461029f57604036600319011261029f57610bae611711612394565b61172360ff60015460a01c16156124d8565b335f52600a60205260405f2060018060a01b0382165f52602052610c1b60405f206024359054612bf1565b3461029f575f36600319011261029f57600e546040516001600160a01b039091168152602090f35b3461029f575f36600319011261029f576020610fd4612ad3565b3461029f575f36600319011261029f576008546040516001600160a01b039091168152602090f35b3461029f5761010036600319011261029f5760043567ffffffffffffffff811161029f576117ea9036906004016123c0565b60243567ffffffffffffffff811161029f5761180a9036906004016123c0565b60443567ffffffffffffffff811161029f5761182a9036906004016123c0565b916064359160ff831680930361029f576084356001600160a01b038116939084900361029f5760a4356001600160a01b038116959086900361029f5760c4356001600160a01b038116939084900361029f5760e4356001600160a01b038116959086900361029f5760ff60085460a01c16611e46576118aa87151561269c565b8715611def578415611d93578515611d3d5780519067ffffffffffffffff8211611b435781906118db600454612316565b601f8111611cd9575b50602090601f8311600114611c68575f92611c5d575b50508160011b915f199060031b1c1916176004555b80519067ffffffffffffffff8211611b4357819061192e600554612316565b601f8111611be6575b50602090601f8311600114611b62575f92611b57575b50508160011b915f199060031b1c1916176005555b80519067ffffffffffffffff8211611b43578190611981600754612316565b601f8111611acc575b50602090601f8311600114611a48575f92611a3d575b50508160011b915f199060031b1c1916176007555b60ff196006541617600655600854936001600160601b0360a01b60015416176001556001600160601b0360a01b60025416176002556001600160601b0360a01b5f5416175f55600160a01b916affffffffffffffffffffff60a81b161717600855305f52600960205260405f20600160ff1b8154179055600360ff1960125416176012555f80f35b0151905087806119a0565b60075f9081527fa66cc928b5edb82af9bd49922954155ab7b0942694bea4ce44661d9a8736c6889350601f198516905b818110611ab45750908460019594939210611a9c575b505050811b016007556119b5565b01515f1960f88460031b161c19169055878080611a8e565b92936020600181928786015181550195019301611a78565b8281111561198a5790915060075f52601f830160051c9060208410611b3b575b9080601f8594930160051c03905f5b828110611b0957505061198a565b5f8183017fa66cc928b5edb82af9bd49922954155ab7b0942694bea4ce44661d9a8736c6880155859450600101611afb565b5f9150611aec565b634e487b7160e01b5f52604160045260245ffd5b01519050888061194d565b60055f9081527f036b6384b5eca791c62761152d0c79bb0604c104a5fb6f4eb0703f3154bb3db09350601f198516905b818110611bce5750908460019594939210611bb6575b505050811b01600555611962565b01515f1960f88460031b161c19169055888080611ba8565b92936020600181928786015181550195019301611b92565b828111156119375790915060055f52601f830160051c9060208410611c55575b9080601f8594930160051c03905f5b828110611c23575050611937565b5f8183017f036b6384b5eca791c62761152d0c79bb0604c104a5fb6f4eb0703f3154bb3db00155859450600101611c15565b5f9150611c06565b0151905089806118fa565b60045f9081525f5160206133205f395f51905f529350601f198516905b818110611cc15750908460019594939210611ca9575b505050811b0160045561190f565b01515f1960f88460031b161c19169055898080611c9b565b92936020600181928786015181550195019301611c85565b828111156118e45790915060045f52601f830160051c9060208410611d35575b9080601f8594930160051c03905f5b828110611d165750506118e4565b5f8183015f5160206133205f395f51905f520155859450600101611d08565b5f9150611cf9565b60405162461bcd60e51b815260206004820152602860248201527f46696174546f6b656e3a206e6577206f776e657220697320746865207a65726f604482015267206164647265737360c01b6064820152608490fd5b60405162461bcd60e51b815260206004820152602e60248201527f46696174546f6b656e3a206e657720626c61636b6c697374657220697320746860448201526d65207a65726f206164647265737360901b6064820152608490fd5b60405162461bcd60e51b815260206004820152602960248201527f46696174546f6b656e3a206e65772070617573657220697320746865207a65726044820152686f206164647265737360b81b6064820152608490fd5b60405162461bcd60e51b815260206004820152602a60248201527f46696174546f6b656e3a20636f6e747261637420697320616c726561647920696044820152691b9a5d1a585b1a5e995960b21b6064820152608490fd5b3461029f575f36600319011261029f57602060ff60065416604051908152f35b3461029f575f36600319011261029f5760206040517f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c98152f35b3461029f57602036600319011261029f576020611f13612394565b611f2860018060a01b0360085416331461263e565b6001600160a01b03165f818152600c83526040808220805460ff19169055828252600d84528082208290555191907fe94479a9f7e1952cc78f2d6baab678adc1b772d936c6583def489e524cb666929080a260018152f35b3461029f57602036600319011261029f57611f99612394565b611fad60018060a01b035f541633146125f3565b6001600160a01b03168015611ff457600e80546001600160a01b031916821790557fe475e580d85111348e40d8ca33cfdd74c30fe1655c2d8537a13abc10065ffa5a5f80a2005b60405162461bcd60e51b815260206004820152602a60248201527f526573637561626c653a206e6577207265736375657220697320746865207a65604482015269726f206164647265737360b01b6064820152608490fd5b3461029f57606036600319011261029f57612065612394565b61206d6123aa565b906044359161208460ff60015460a01c16156124d8565b335f908152600960205260409020546120a490600160ff1b161515610444565b6001600160a01b0382165f908152600960205260409020546120cd90600160ff1b161515610444565b6001600160a01b0381165f908152600960205260409020546120f690600160ff1b161515610444565b6001600160a01b0382165f818152600a6020908152604080832033845290915290205490929084116121625761212d91849161290b565b5f52600a60205260405f2060018060a01b0333165f5260205261215560405f209182546125d2565b9055602060405160018152f35b60405162461bcd60e51b815260206004820152602860248201527f45524332303a207472616e7366657220616d6f756e74206578636565647320616044820152676c6c6f77616e636560c01b6064820152608490fd5b3461029f57602036600319011261029f576121d1612394565b6121e660018060a01b03600254163314612517565b6001600160a01b03165f81815260096020526040812080546001600160ff1b031690557f117e3210bb9aa7d9baff172026820255c6f6c30ba8999d1c2fd88e2848137c4e9080a2005b3461029f575f36600319011261029f576020600b54604051908152f35b3461029f57604036600319011261029f57610bae612268612394565b61227a60ff60015460a01c16156124d8565b6024359033612807565b3461029f575f36600319011261029f576040515f6004546122a481612316565b80845290600181169081156105cc57506001146122cb5761056a836105568185038261234e565b60045f9081525f5160206133205f395f51905f52939250905b8082106122fc57509091508101602001610556610546565b9192600181602092548385880101520191019092916122e4565b90600182811c92168015612344575b602083101461233057565b634e487b7160e01b5f52602260045260245ffd5b91607f1691612325565b90601f8019910116810190811067ffffffffffffffff821117611b4357604052565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b600435906001600160a01b038216820361029f57565b602435906001600160a01b038216820361029f57565b81601f8201121561029f5760208135910167ffffffffffffffff8211611b4357604051926123f8601f8401601f19166020018561234e565b8284528282011161029f57815f92602092838601378301015290565b60e060031982011261029f576004356001600160a01b038116810361029f57916024356001600160a01b038116810361029f579160443591606435916084359160a4359160c4359067ffffffffffffffff821161029f57612477916004016123c0565b90565b61012090600319011261029f576004356001600160a01b038116810361029f57906024356001600160a01b038116810361029f579060443590606435906084359060a4359060c43560ff8116810361029f579060e435906101043590565b156124df57565b60405162461bcd60e51b815260206004820152601060248201526f14185d5cd8589b194e881c185d5cd95960821b6044820152606490fd5b1561251e57565b60405162461bcd60e51b815260206004820152602c60248201527f426c61636b6c69737461626c653a2063616c6c6572206973206e6f742074686560448201526b10313630b1b5b634b9ba32b960a11b6064820152608490fd5b1561257f57565b60405162461bcd60e51b815260206004820152602560248201527f426c61636b6c69737461626c653a206163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b6064820152608490fd5b919082039182116125df57565b634e487b7160e01b5f52601160045260245ffd5b156125fa57565b606460405162461bcd60e51b815260206004820152602060248201527f4f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e65726044820152fd5b1561264557565b60405162461bcd60e51b815260206004820152602960248201527f46696174546f6b656e3a2063616c6c6572206973206e6f7420746865206d61736044820152683a32b926b4b73a32b960b91b6064820152608490fd5b156126a357565b60405162461bcd60e51b815260206004820152602f60248201527f46696174546f6b656e3a206e6577206d61737465724d696e746572206973207460448201526e6865207a65726f206164647265737360881b6064820152608490fd5b1561270757565b60405162461bcd60e51b815260206004820152602260248201527f5061757361626c653a2063616c6c6572206973206e6f7420746865207061757360448201526132b960f11b6064820152608490fd5b1561275e57565b60405162461bcd60e51b815260206004820152602160248201527f46696174546f6b656e3a2063616c6c6572206973206e6f742061206d696e74656044820152603960f91b6064820152608490fd5b156127b457565b60405162461bcd60e51b815260206004820152602560248201527f46696174546f6b656e56323a2063616c6c6572206d7573742062652074686520604482015264706179656560d81b6064820152608490fd5b6001600160a01b03169081156128ba576001600160a01b031691821561286a5760207f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92591835f52600a825260405f20855f5282528060405f2055604051908152a3565b60405162461bcd60e51b815260206004820152602260248201527f45524332303a20617070726f766520746f20746865207a65726f206164647265604482015261737360f01b6064820152608490fd5b60405162461bcd60e51b8152602060048201526024808201527f45524332303a20617070726f76652066726f6d20746865207a65726f206164646044820152637265737360e01b6064820152608490fd5b6001600160a01b038116918215612a80576001600160a01b038116938415612a2f576001600160a01b0383165f908152600960205260409020546001600160ff1b031681116129db576129d26020926129a6856115458561154b7fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9960018060a01b03165f52600960205260018060ff1b0360405f20541690565b6001600160a01b0381165f908152600960205260409020546115459084906001600160ff1b0316612bf1565b604051908152a3565b60405162461bcd60e51b815260206004820152602660248201527f45524332303a207472616e7366657220616d6f756e7420657863656564732062604482015265616c616e636560d01b6064820152608490fd5b60405162461bcd60e51b815260206004820152602360248201527f45524332303a207472616e7366657220746f20746865207a65726f206164647260448201526265737360e81b6064820152608490fd5b60405162461bcd60e51b815260206004820152602560248201527f45524332303a207472616e736665722066726f6d20746865207a65726f206164604482015264647265737360d81b6064820152608490fd5b604051600454905f81612ae584612316565b9182825260208201946001811690815f14612bd55750600114612b89575b612b0f9250038261234e565b51902060405160208101917f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f835260408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152612b8360c08261234e565b51902090565b509060045f525f5160206133205f395f51905f52905f915b818310612bb9575050906020612b0f92820101612b03565b6020919350806001915483858801015201910190918392612ba1565b60ff1916865250612b0f92151560051b82016020019050612b03565b91908201918210612bfe57565b60405162461bcd60e51b815260206004820152601b60248201527f536166654d6174683a206164646974696f6e206f766572666c6f7700000000006044820152606490fd5b6001600160ff1b038211612cdf576001600160a01b0381165f90815260096020526040902054600160ff1b16612c8c576001600160a01b03165f90815260096020526040902055565b60405162461bcd60e51b815260206004820152602560248201527f46696174546f6b656e56325f323a204163636f756e7420697320626c61636b6c6044820152641a5cdd195960da1b6064820152608490fd5b60405162461bcd60e51b815260206004820152602a60248201527f46696174546f6b656e56325f323a2042616c616e636520657863656564732028604482015269325e323535202d20312960b01b6064820152608490fd5b60405190612d4660408361234e565b601e82527f46696174546f6b656e56323a20696e76616c6964207369676e617475726500006020830152565b612de490929192612d8384826131a0565b60405192602084017f158b0a9edf7a828aad02f63cd515c68ef2f50ba807396f6d12842833a1597429815260018060a01b0383169485604082015286606082015260608152612dd360808261234e565b519020612dde612d37565b92613223565b805f52601060205260405f20825f5260205260405f20600160ff198254161790557f1cdd46ff242716cdaa72d159d339a485b3438398348d68f09d7c8c0a59353d815f80a3565b92909394919481421115612f745780421015612f2157612f1f96612ed591612e5385876131a0565b60405160208101917fd099cc98ef71107a616c4f0f941f04c322d8e254fe26b3c6668db87aae413de8835260018060a01b0388169586604084015260018060a01b038a1660608401528a608084015260a083015260c08201528560e082015260e08152612ec26101008261234e565b51902090612ece612d37565b9186613223565b805f52601060205260405f20825f5260205260405f20600160ff198254161790557f98de503528ee59b575ef0c0a2576a82497bfc029a5685b209e9ec333479b10a55f80a361290b565b565b60405162461bcd60e51b815260206004820152602560248201527f46696174546f6b656e56323a20617574686f72697a6174696f6e2069732065786044820152641c1a5c995960da1b6064820152608490fd5b60405162461bcd60e51b815260206004820152602b60248201527f46696174546f6b656e56323a20617574686f72697a6174696f6e206973206e6f60448201526a1d081e595d081d985b1a5960aa1b6064820152608490fd5b92909394919481421115612f745780421015612f2157612f1f96612ed591612ff585876131a0565b60405160208101917f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a2267835260018060a01b0388169586604084015260018060a01b038a1660608401528a608084015260a083015260c08201528560e082015260e08152612ec26101008261234e565b909192935f1985148015613196575b15613151576001600160a01b0382165f8181526011602052604090208054909291905f1981146125df57612f1f9761314c946001830190556040519160208301937f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c98552604084015260018060a01b038816606084015288608084015260a083015260c082015260c0815261310960e08261234e565b519020906040519161311c60408461234e565b601a83527f454950323631323a20696e76616c6964207369676e6174757265000000000000602084015284613223565b612807565b60405162461bcd60e51b815260206004820152601e60248201527f46696174546f6b656e56323a207065726d6974206973206578706972656400006044820152606490fd5b5042851015613073565b60018060a01b03165f52601060205260405f20905f5260205260ff60405f2054166131c757565b60405162461bcd60e51b815260206004820152602e60248201527f46696174546f6b656e56323a20617574686f72697a6174696f6e20697320757360448201526d1959081bdc8818d85b98d95b195960921b6064820152608490fd5b6042602092613230612ad3565b906040519161190160f01b83526002830152602282015220906132816040519485938493633667532960e11b855260018060a01b031660048501526024840152606060448401526064830190612370565b038173__$d1bdcd657534093bb950c4267867786e0e$__5af4908115613314575f916132d9575b50156132b15750565b60405162461bcd60e51b8152602060048201529081906132d5906024830190612370565b0390fd5b90506020813d60201161330c575b816132f46020938361234e565b8101031261029f5751801515810361029f575f6132a8565b3d91506132e7565b6040513d5f823e3d90fdfe8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b",
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
	Bin: "0x6080806040523460195761044a908161001e823930815050f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c636ccea65214610024575f80fd5b60603660031901126100c2576004356001600160a01b03811681036100c25760443567ffffffffffffffff81116100c257366023820112156100c25780600401359161006f83610101565b9061007d60405192836100da565b83825236602485850101116100c2575f6020856100be9660246100ac970183870137840101526024359061018d565b60405190151581529081906020820190565b0390f35b5f80fd5b634e487b7160e01b5f52604160045260245ffd5b90601f8019910116810190811067ffffffffffffffff8211176100fc57604052565b6100c6565b67ffffffffffffffff81116100fc57601f01601f191660200190565b9060609260209183526040828401528051918291826040860152018484015e5f828201840152601f01601f1916010190565b3d15610179573d9061016082610101565b9161016e60405193846100da565b82523d5f602084013e565b606090565b908160209103126100c2575190565b91823b1561021757915f92916101bf6101cd85946040519283916020830195630b135d3f60e11b87526024840161011d565b03601f1981018352826100da565b51915afa6101d961014f565b81610209575b816101e8575090565b9050610205630b135d3f60e11b916020808251830101910161017e565b1490565b9050602081511015906101df565b8060209261022960415f9451146102e5565b6102a4848301519260606040820151910151851a9361026a7f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a083111561033d565b601b851480156102db575b61027e90610398565b604051948594859094939260ff6060936080840197845216602083015260408201520152565b838052039060015afa156102d6575f516001600160a01b0316906102c98215156103fe565b6001600160a01b03161490565b6103f3565b50601c8514610275565b156102ec57565b60405162461bcd60e51b815260206004820152602360248201527f45435265636f7665723a20696e76616c6964207369676e6174757265206c656e6044820152620cee8d60eb1b6064820152608490fd5b1561034457565b60405162461bcd60e51b815260206004820152602660248201527f45435265636f7665723a20696e76616c6964207369676e6174757265202773276044820152652076616c756560d01b6064820152608490fd5b1561039f57565b60405162461bcd60e51b815260206004820152602660248201527f45435265636f7665723a20696e76616c6964207369676e6174757265202776276044820152652076616c756560d01b6064820152608490fd5b6040513d5f823e3d90fd5b1561040557565b60405162461bcd60e51b815260206004820152601c60248201527f45435265636f7665723a20696e76616c6964207369676e6174757265000000006044820152606490fd",
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
