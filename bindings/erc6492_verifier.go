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

// ERC6492VerifierMetaData contains all meta data concerning the ERC6492Verifier contract.
var ERC6492VerifierMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"}]",
	ID:  "ERC6492Verifier",
	Bin: "0x608060405234610074576103b68038038061001981610078565b928339810190606081830312610074578051906001600160a01b03821682036100745760208101516040820151939091906001600160401b0385116100745761006c9461006692016100cc565b9161010d565b5f526001601ff35b5f80fd5b6040519190601f01601f191682016001600160401b0381118382101761009d57604052565b634e487b7160e01b5f52604160045260245ffd5b6001600160401b03811161009d57601f01601f191660200190565b81601f82011215610074578051906100eb6100e6836100b1565b610078565b928284526020838301011161007457815f9260208093018386015e8301015290565b919081515f602082101561029a575b7f6492649264926492649264926492649264926492649264926492649264926492146101b9575061014d82826102f8565b5060048110156101a55715908161018f575b5061018757823b15159283610175575b50505090565b61017f93506102a4565b5f808061016f565b505050600190565b6001600160a01b0385811691161490505f61015f565b634e487b7160e01b5f52602160045260245ffd5b601f198101835282016060601f1984830301126100745760208301516001600160a01b03811693908490036100745760408101516001600160401b0381116100745782602061020a928401016100cc565b6060820151909290916001600160401b0383116100745761022e92016020016100cc565b92843b15610245575b5050610242926102a4565b90565b815f92918360208194519301915af13d15610295573d6102676100e6826100b1565b9081525f60203d92013e5b15801561028c575b610285575f80610237565b5050505f90565b50823b1561027a565b610272565b508281015161011c565b5f91606460209480519060405193630b135d3f60e11b855260048501526040602485015286820190604485015e8281018201859052601f01601f191601915afa630b135d3f60e11b5f5114601f3d11161690565b8151919060418303610328576103219250602082015190606060408401519301515f1a90610332565b9192909190565b50505f9160029190565b91906fa2a8918ca85bafe22016d0b997e4df60600160ff1b0384116103aa579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa1561039f575f516001600160a01b0381161561039557905f905f90565b505f906001905f90565b6040513d5f823e3d90fd5b5050505f916003919056fe",
}

// ERC6492Verifier is an auto generated Go binding around an Ethereum contract.
type ERC6492Verifier struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ERC6492Verifier) GetABI() abi.ABI {
	return c.abi
}

// NewERC6492Verifier creates a new instance of ERC6492Verifier.
func NewERC6492Verifier() *ERC6492Verifier {
	parsed, err := ERC6492VerifierMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ERC6492Verifier{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ERC6492Verifier) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address signer, bytes32 hash, bytes signature) returns()
func (eRC6492Verifier *ERC6492Verifier) PackConstructor(signer common.Address, hash [32]byte, signature []byte) []byte {
	enc, err := eRC6492Verifier.abi.Pack("", signer, hash, signature)
	if err != nil {
		panic(err)
	}
	return enc
}
