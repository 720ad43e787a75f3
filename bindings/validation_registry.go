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

// ValidationRegistryMetaData contains all meta data concerning the ValidationRegistry contract.
var ValidationRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"BadInitialization\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"}],\"name\":\"BadRequest\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAgentOperator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotValidator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"response\",\"type\":\"uint8\"}],\"name\":\"ResponseOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"}],\"name\":\"UnknownRequest\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"identityRegistry\",\"type\":\"address\"}],\"name\":\"Initialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validatorAddress\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"requestURI\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"}],\"name\":\"ValidationRequest\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validatorAddress\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"response\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"responseURI\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"responseHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"tag\",\"type\":\"string\"}],\"name\":\"ValidationResponse\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"getAgentValidations\",\"outputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"requestHashes\",\"type\":\"bytes32[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getIdentityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"identityRegistry\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"validatorAddresses\",\"type\":\"address[]\"},{\"internalType\":\"string\",\"name\":\"tag\",\"type\":\"string\"}],\"name\":\"getSummary\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"averageResponse\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"}],\"name\":\"getValidationStatus\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"validatorAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"response\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"responseHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"tag\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"lastUpdate\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validatorAddress\",\"type\":\"address\"}],\"name\":\"getValidatorRequests\",\"outputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"requestHashes\",\"type\":\"bytes32[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"identityRegistry_\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validatorAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"requestURI\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"}],\"name\":\"validationRequest\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"response\",\"type\":\"uint8\"},{\"internalType\":\"string\",\"name\":\"responseURI\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"responseHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"tag\",\"type\":\"string\"}],\"name\":\"validationResponse\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ValidationRegistry",
	Bin: "0x60a0806040523460225733608052610c0c908161002782396080518161015b0152f35b5f80fdfe60806040526004361015610011575f80fd5b5f3560e01c80631b7cabd61461079f5780633d659a96146104f35780634bf3158c146104815780638d5d0c2d1461040d578063aaf400c41461023c578063bc4d861b14610215578063c4d66de81461013f5763ff2febfc14610071575f80fd5b3461013b57602036600319011261013b576004355f8181526001602052604090208054916001600160a01b038316919082156101295750906020826004600260e09501549560ff6001840154916100de6003860154956100d76040518097819301610b32565b0385610ad9565b60405198899788528688015260a01c166040860152606085015260c0608085015280519283918260c0870152018585015e5f83830185015260a0830152601f01601f19168101030190f35b637bbe34c960e01b5f5260045260245ffd5b5f80fd5b3461013b57602036600319011261013b57610158610a75565b337f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031614801590610202575b80156101f1575b6101e2575f80546001600160a01b0319166001600160a01b0390921691821790556040519081527f908408e307fc569b417f6cbec5d5a06f44a0a505ac0479b47d421a4b2fd6a1e690602090a1005b63a502659d60e01b5f5260045ffd5b506001600160a01b03811615610193565b505f546001600160a01b0316151561018c565b3461013b575f36600319011261013b575f546040516001600160a01b039091168152602090f35b3461013b57608036600319011261013b57610255610a75565b6024356044356001600160401b03811161013b57610277903690600401610a48565b5f54604051636caf395f60e11b8152336004820152602481018590526064359591602090829060449082906001600160a01b03165afa908115610402575f916103c7575b50156103b0576001600160a01b031691821580156103a8575b8015610389575b610376577f530436c3634a98e1e626b0898be2f1e9980cc1bd2a78c07a0aba52d0a48a505991855f52600160205260405f20846bffffffffffffffffffffffff60a01b825416178155856002820155600342910155845f5260026020526103458660405f20610bd3565b835f52600360205261035a8660405f20610bd3565b610371604051928392602084526020840191610bb3565b0390a4005b8463045c52e960e11b5f5260045260245ffd5b505f858152600160205260409020546001600160a01b031615156102db565b5084156102d4565b83634b03c45760e01b5f526004523360245260445ffd5b90506020813d6020116103fa575b816103e260209383610ad9565b8101031261013b5751801515810361013b57866102bb565b3d91506103d5565b6040513d5f823e3d90fd5b3461013b57602036600319011261013b576004355f52600260205260405f206040519081602082549182815201915f5260205f20905f5b81811061046b576104678561045b81870382610ad9565b60405191829182610a8b565b0390f35b8254845260209093019260019283019201610444565b3461013b57602036600319011261013b576001600160a01b036104a2610a75565b165f52600360205260405f206040519081602082549182815201915f5260205f20905f5b8181106104dd576104678561045b81870382610ad9565b82548452602090930192600192830192016104c6565b3461013b5760a036600319011261013b5760043560243560ff81169081810361013b576044356001600160401b03811161013b57610535903690600401610a48565b90926064356084356001600160401b03811161013b57610559903690600401610a48565b9094875f52600160205260405f2090815460018060a01b038116801561078c57330361077557606486116107625761ffff60a01b191660a09190911b60ff60a01b1617600160a81b17815560018101839055600481016001600160401b03831161074e576105c78154610afa565b601f81116106fd575b505f601f841160011461066a5760027fafddf629e874ccc3963b6a888c477bd464a6c8525024fc88759ea3b2326349ae9796959385936103719661064a945f9161065f575b508560011b905f198760031b1c19161790555b4260038201550154986040519687968752608060208801526080870191610bb3565b91604085015283820360608501523396610bb3565b90508b01358e610615565b601f19841690825f5260205f20915f5b8a8282106106e557505093859361064a93600293610371987fafddf629e874ccc3963b6a888c477bd464a6c8525024fc88759ea3b2326349ae9c9b9a98106106cc575b5050600185811b019055610628565b8c01355f19600388901b60f8161c191690558d806106bd565b6001849560209395849301358155019401920161067a565b838111156105d057815f5260205f20601f850160051c9060208610610746575b81601f9101920160051c03905f5b8281106107395750506105d0565b5f8282015560010161072b565b5f915061071d565b634e487b7160e01b5f52604160045260245ffd5b856371d34f6b60e11b5f5260045260245ffd5b896302bba8ad60e61b5f526004523360245260445ffd5b8a637bbe34c960e01b5f5260045260245ffd5b3461013b57606036600319011261013b576024356001600160401b03811161013b573660238201121561013b578060040135906001600160401b03821161013b573660248360051b8301011161013b576044356001600160401b03811161013b5761080e903690600401610a48565b925f915f946004355f52600260205260405f20925f955f94805494831515915b868810610886578a6001600160401b038a168b8115801561085c575b6040805184815260ff86166020820152f35b9092506108725760ff808260409404169261084a565b634e487b7160e01b5f52601260045260245ffd5b9091929394959697986108998983610ac4565b90549060031b1c5f52600160205260405f2080549060ff8260a81c1615610a3c5788151590816109c7575b506109b45784610920575b60ff9060a01c16810180911161090c576001600160401b039099166001600160401b03811461090c576001809101985b019695949392919061082e565b634e487b7160e01b5f52601160045260245ffd5b959a6001600160a01b0387169a95995f999098929795939491939092918a8e5b8c109081806109bf575b1561099f57501561098b57602460058c901b8d0101356001600160a01b0381169081900361013b578d14955f198c1461090c5760018f9c019b969096610940565b634e487b7160e01b5f52603260045260245ffd5b9297939a9c989d505094939c979299506108cf575b5098976001906108ff565b50801561094a565b90506001600160401b03891161074e576040516109ee601f8b01601f191660200182610ad9565b8981526020810190368b88011161013b5781610a2d915f60208e808c600498378301015251902092610a266040518094819301610b32565b0382610ad9565b6020815191012014158d6108c4565b505098976001906108ff565b9181601f8401121561013b578235916001600160401b03831161013b576020838186019501011161013b57565b600435906001600160a01b038216820361013b57565b60206040818301928281528451809452019201905f5b818110610aae5750505090565b8251845260209384019390920191600101610aa1565b805482101561098b575f5260205f2001905f90565b90601f801991011681019081106001600160401b0382111761074e57604052565b90600182811c92168015610b28575b6020831014610b1457565b634e487b7160e01b5f52602260045260245ffd5b91607f1691610b09565b5f9291815491610b4183610afa565b8083529260018116908115610b965750600114610b5d57505050565b5f9081526020812093945091925b838310610b7c575060209250010190565b600181602092949394548385870101520191019190610b6b565b915050602093945060ff929192191683830152151560051b010190565b908060209392818452848401375f828201840152601f01601f1916010190565b80546801000000000000000081101561074e57610bf591600182018155610ac4565b819291549060031b91821b915f19901b191617905556",
}

// ValidationRegistry is an auto generated Go binding around an Ethereum contract.
type ValidationRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ValidationRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewValidationRegistry creates a new instance of ValidationRegistry.
func NewValidationRegistry() *ValidationRegistry {
	parsed, err := ValidationRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ValidationRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ValidationRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackGetAgentValidations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d5d0c2d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAgentValidations(uint256 agentId) view returns(bytes32[] requestHashes)
func (validationRegistry *ValidationRegistry) PackGetAgentValidations(agentId *big.Int) []byte {
	enc, err := validationRegistry.abi.Pack("getAgentValidations", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAgentValidations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d5d0c2d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAgentValidations(uint256 agentId) view returns(bytes32[] requestHashes)
func (validationRegistry *ValidationRegistry) TryPackGetAgentValidations(agentId *big.Int) ([]byte, error) {
	return validationRegistry.abi.Pack("getAgentValidations", agentId)
}

// UnpackGetAgentValidations is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8d5d0c2d.
//
// Solidity: function getAgentValidations(uint256 agentId) view returns(bytes32[] requestHashes)
func (validationRegistry *ValidationRegistry) UnpackGetAgentValidations(data []byte) ([][32]byte, error) {
	out, err := validationRegistry.abi.Unpack("getAgentValidations", data)
	if err != nil {
		return *new([][32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	return out0, nil
}

// PackGetIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4d861b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getIdentityRegistry() view returns(address identityRegistry)
func (validationRegistry *ValidationRegistry) PackGetIdentityRegistry() []byte {
	enc, err := validationRegistry.abi.Pack("getIdentityRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4d861b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getIdentityRegistry() view returns(address identityRegistry)
func (validationRegistry *ValidationRegistry) TryPackGetIdentityRegistry() ([]byte, error) {
	return validationRegistry.abi.Pack("getIdentityRegistry")
}

// UnpackGetIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc4d861b.
//
// Solidity: function getIdentityRegistry() view returns(address identityRegistry)
func (validationRegistry *ValidationRegistry) UnpackGetIdentityRegistry(data []byte) (common.Address, error) {
	out, err := validationRegistry.abi.Unpack("getIdentityRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackValidationSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b7cabd6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSummary(uint256 agentId, address[] validatorAddresses, string tag) view returns(uint64 count, uint8 averageResponse)
func (validationRegistry *ValidationRegistry) PackValidationSummary(agentId *big.Int, validatorAddresses []common.Address, tag string) []byte {
	enc, err := validationRegistry.abi.Pack("getSummary", agentId, validatorAddresses, tag)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidationSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b7cabd6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSummary(uint256 agentId, address[] validatorAddresses, string tag) view returns(uint64 count, uint8 averageResponse)
func (validationRegistry *ValidationRegistry) TryPackValidationSummary(agentId *big.Int, validatorAddresses []common.Address, tag string) ([]byte, error) {
	return validationRegistry.abi.Pack("getSummary", agentId, validatorAddresses, tag)
}

// ValidationSummaryOutput serves as a container for the return parameters of contract
// method ValidationSummary.
type ValidationSummaryOutput struct {
	Count           uint64
	AverageResponse uint8
}

// UnpackValidationSummary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1b7cabd6.
//
// Solidity: function getSummary(uint256 agentId, address[] validatorAddresses, string tag) view returns(uint64 count, uint8 averageResponse)
func (validationRegistry *ValidationRegistry) UnpackValidationSummary(data []byte) (ValidationSummaryOutput, error) {
	out, err := validationRegistry.abi.Unpack("getSummary", data)
	outstruct := new(ValidationSummaryOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Count = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.AverageResponse = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackGetValidationStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff2febfc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getValidationStatus(bytes32 requestHash) view returns(address validatorAddress, uint256 agentId, uint8 response, bytes32 responseHash, string tag, uint256 lastUpdate)
func (validationRegistry *ValidationRegistry) PackGetValidationStatus(requestHash [32]byte) []byte {
	enc, err := validationRegistry.abi.Pack("getValidationStatus", requestHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetValidationStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff2febfc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getValidationStatus(bytes32 requestHash) view returns(address validatorAddress, uint256 agentId, uint8 response, bytes32 responseHash, string tag, uint256 lastUpdate)
func (validationRegistry *ValidationRegistry) TryPackGetValidationStatus(requestHash [32]byte) ([]byte, error) {
	return validationRegistry.abi.Pack("getValidationStatus", requestHash)
}

// GetValidationStatusOutput serves as a container for the return parameters of contract
// method GetValidationStatus.
type GetValidationStatusOutput struct {
	ValidatorAddress common.Address
	AgentId          *big.Int
	Response         uint8
	ResponseHash     [32]byte
	Tag              string
	LastUpdate       *big.Int
}

// UnpackGetValidationStatus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff2febfc.
//
// Solidity: function getValidationStatus(bytes32 requestHash) view returns(address validatorAddress, uint256 agentId, uint8 response, bytes32 responseHash, string tag, uint256 lastUpdate)
func (validationRegistry *ValidationRegistry) UnpackGetValidationStatus(data []byte) (GetValidationStatusOutput, error) {
	out, err := validationRegistry.abi.Unpack("getValidationStatus", data)
	outstruct := new(GetValidationStatusOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.ValidatorAddress = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.AgentId = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Response = *abi.ConvertType(out[2], new(uint8)).(*uint8)
	outstruct.ResponseHash = *abi.ConvertType(out[3], new([32]byte)).(*[32]byte)
	outstruct.Tag = *abi.ConvertType(out[4], new(string)).(*string)
	outstruct.LastUpdate = abi.ConvertType(out[5], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetValidatorRequests is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bf3158c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getValidatorRequests(address validatorAddress) view returns(bytes32[] requestHashes)
func (validationRegistry *ValidationRegistry) PackGetValidatorRequests(validatorAddress common.Address) []byte {
	enc, err := validationRegistry.abi.Pack("getValidatorRequests", validatorAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetValidatorRequests is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bf3158c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getValidatorRequests(address validatorAddress) view returns(bytes32[] requestHashes)
func (validationRegistry *ValidationRegistry) TryPackGetValidatorRequests(validatorAddress common.Address) ([]byte, error) {
	return validationRegistry.abi.Pack("getValidatorRequests", validatorAddress)
}

// UnpackGetValidatorRequests is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4bf3158c.
//
// Solidity: function getValidatorRequests(address validatorAddress) view returns(bytes32[] requestHashes)
func (validationRegistry *ValidationRegistry) UnpackGetValidatorRequests(data []byte) ([][32]byte, error) {
	out, err := validationRegistry.abi.Unpack("getValidatorRequests", data)
	if err != nil {
		return *new([][32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address identityRegistry_) returns()
func (validationRegistry *ValidationRegistry) PackInitialize(identityRegistry common.Address) []byte {
	enc, err := validationRegistry.abi.Pack("initialize", identityRegistry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address identityRegistry_) returns()
func (validationRegistry *ValidationRegistry) TryPackInitialize(identityRegistry common.Address) ([]byte, error) {
	return validationRegistry.abi.Pack("initialize", identityRegistry)
}

// PackValidationRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaaf400c4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validationRequest(address validatorAddress, uint256 agentId, string requestURI, bytes32 requestHash) returns()
func (validationRegistry *ValidationRegistry) PackValidationRequest(validatorAddress common.Address, agentId *big.Int, requestURI string, requestHash [32]byte) []byte {
	enc, err := validationRegistry.abi.Pack("validationRequest", validatorAddress, agentId, requestURI, requestHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidationRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaaf400c4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validationRequest(address validatorAddress, uint256 agentId, string requestURI, bytes32 requestHash) returns()
func (validationRegistry *ValidationRegistry) TryPackValidationRequest(validatorAddress common.Address, agentId *big.Int, requestURI string, requestHash [32]byte) ([]byte, error) {
	return validationRegistry.abi.Pack("validationRequest", validatorAddress, agentId, requestURI, requestHash)
}

// PackValidationResponse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d659a96.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validationResponse(bytes32 requestHash, uint8 response, string responseURI, bytes32 responseHash, string tag) returns()
func (validationRegistry *ValidationRegistry) PackValidationResponse(requestHash [32]byte, response uint8, responseURI string, responseHash [32]byte, tag string) []byte {
	enc, err := validationRegistry.abi.Pack("validationResponse", requestHash, response, responseURI, responseHash, tag)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidationResponse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d659a96.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validationResponse(bytes32 requestHash, uint8 response, string responseURI, bytes32 responseHash, string tag) returns()
func (validationRegistry *ValidationRegistry) TryPackValidationResponse(requestHash [32]byte, response uint8, responseURI string, responseHash [32]byte, tag string) ([]byte, error) {
	return validationRegistry.abi.Pack("validationResponse", requestHash, response, responseURI, responseHash, tag)
}

// ValidationRegistryInitialized represents a Initialized event raised by the ValidationRegistry contract.
type ValidationRegistryInitialized struct {
	IdentityRegistry common.Address
	Raw              *types.Log // Blockchain specific contextual infos
}

const ValidationRegistryInitializedEventName = "Initialized"

// ContractEventName returns the user-defined event name.
func (ValidationRegistryInitialized) ContractEventName() string {
	return ValidationRegistryInitializedEventName
}

// UnpackInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Initialized(address identityRegistry)
func (validationRegistry *ValidationRegistry) UnpackInitializedEvent(log *types.Log) (*ValidationRegistryInitialized, error) {
	event := "Initialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidationRegistryInitialized)
	if len(log.Data) > 0 {
		if err := validationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validationRegistry.abi.Events[event].Inputs {
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

// ValidationRegistryValidationRequest represents a ValidationRequest event raised by the ValidationRegistry contract.
type ValidationRegistryValidationRequest struct {
	ValidatorAddress common.Address
	AgentId          *big.Int
	RequestURI       string
	RequestHash      [32]byte
	Raw              *types.Log // Blockchain specific contextual infos
}

const ValidationRegistryValidationRequestEventName = "ValidationRequest"

// ContractEventName returns the user-defined event name.
func (ValidationRegistryValidationRequest) ContractEventName() string {
	return ValidationRegistryValidationRequestEventName
}

// UnpackValidationRequestEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ValidationRequest(address indexed validatorAddress, uint256 indexed agentId, string requestURI, bytes32 indexed requestHash)
func (validationRegistry *ValidationRegistry) UnpackValidationRequestEvent(log *types.Log) (*ValidationRegistryValidationRequest, error) {
	event := "ValidationRequest"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidationRegistryValidationRequest)
	if len(log.Data) > 0 {
		if err := validationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validationRegistry.abi.Events[event].Inputs {
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

// ValidationRegistryValidationResponse represents a ValidationResponse event raised by the ValidationRegistry contract.
type ValidationRegistryValidationResponse struct {
	ValidatorAddress common.Address
	AgentId          *big.Int
	RequestHash      [32]byte
	Response         uint8
	ResponseURI      string
	ResponseHash     [32]byte
	Tag              string
	Raw              *types.Log // Blockchain specific contextual infos
}

const ValidationRegistryValidationResponseEventName = "ValidationResponse"

// ContractEventName returns the user-defined event name.
func (ValidationRegistryValidationResponse) ContractEventName() string {
	return ValidationRegistryValidationResponseEventName
}

// UnpackValidationResponseEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ValidationResponse(address indexed validatorAddress, uint256 indexed agentId, bytes32 indexed requestHash, uint8 response, string responseURI, bytes32 responseHash, string tag)
func (validationRegistry *ValidationRegistry) UnpackValidationResponseEvent(log *types.Log) (*ValidationRegistryValidationResponse, error) {
	event := "ValidationResponse"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != validationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ValidationRegistryValidationResponse)
	if len(log.Data) > 0 {
		if err := validationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range validationRegistry.abi.Events[event].Inputs {
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
func (validationRegistry *ValidationRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], validationRegistry.abi.Errors["BadInitialization"].ID.Bytes()[:4]) {
		return validationRegistry.UnpackBadInitializationError(raw[4:])
	}
	if bytes.Equal(raw[:4], validationRegistry.abi.Errors["BadRequest"].ID.Bytes()[:4]) {
		return validationRegistry.UnpackBadRequestError(raw[4:])
	}
	if bytes.Equal(raw[:4], validationRegistry.abi.Errors["NotAgentOperator"].ID.Bytes()[:4]) {
		return validationRegistry.UnpackNotAgentOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], validationRegistry.abi.Errors["NotValidator"].ID.Bytes()[:4]) {
		return validationRegistry.UnpackNotValidatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], validationRegistry.abi.Errors["ResponseOutOfRange"].ID.Bytes()[:4]) {
		return validationRegistry.UnpackResponseOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], validationRegistry.abi.Errors["UnknownRequest"].ID.Bytes()[:4]) {
		return validationRegistry.UnpackUnknownRequestError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ValidationRegistryBadInitialization represents a BadInitialization error raised by the ValidationRegistry contract.
type ValidationRegistryBadInitialization struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadInitialization()
func ValidationRegistryBadInitializationErrorID() common.Hash {
	return common.HexToHash("0xa502659d4223f3c1c7256d934b1a4c3f006c043adea1cf9b14208acc5d5f0bff")
}

// UnpackBadInitializationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadInitialization()
func (validationRegistry *ValidationRegistry) UnpackBadInitializationError(raw []byte) (*ValidationRegistryBadInitialization, error) {
	out := new(ValidationRegistryBadInitialization)
	if err := validationRegistry.abi.UnpackIntoInterface(out, "BadInitialization", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidationRegistryBadRequest represents a BadRequest error raised by the ValidationRegistry contract.
type ValidationRegistryBadRequest struct {
	RequestHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadRequest(bytes32 requestHash)
func ValidationRegistryBadRequestErrorID() common.Hash {
	return common.HexToHash("0x08b8a5d239c57e0bc082460989263b92ce38a0ff00481b2f8f024af7ce089488")
}

// UnpackBadRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadRequest(bytes32 requestHash)
func (validationRegistry *ValidationRegistry) UnpackBadRequestError(raw []byte) (*ValidationRegistryBadRequest, error) {
	out := new(ValidationRegistryBadRequest)
	if err := validationRegistry.abi.UnpackIntoInterface(out, "BadRequest", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidationRegistryNotAgentOperator represents a NotAgentOperator error raised by the ValidationRegistry contract.
type ValidationRegistryNotAgentOperator struct {
	AgentId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAgentOperator(uint256 agentId, address caller)
func ValidationRegistryNotAgentOperatorErrorID() common.Hash {
	return common.HexToHash("0x4b03c457dea7c11179e982fe5ca9be9c1d68c5dd8b80fbf1dcc4c6158e370b66")
}

// UnpackNotAgentOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAgentOperator(uint256 agentId, address caller)
func (validationRegistry *ValidationRegistry) UnpackNotAgentOperatorError(raw []byte) (*ValidationRegistryNotAgentOperator, error) {
	out := new(ValidationRegistryNotAgentOperator)
	if err := validationRegistry.abi.UnpackIntoInterface(out, "NotAgentOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidationRegistryNotValidator represents a NotValidator error raised by the ValidationRegistry contract.
type ValidationRegistryNotValidator struct {
	RequestHash [32]byte
	Caller      common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotValidator(bytes32 requestHash, address caller)
func ValidationRegistryNotValidatorErrorID() common.Hash {
	return common.HexToHash("0xaeea2b40c0a530f8307fc8dc124d63350c235e17205d9a61b710dbbe88ba3642")
}

// UnpackNotValidatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotValidator(bytes32 requestHash, address caller)
func (validationRegistry *ValidationRegistry) UnpackNotValidatorError(raw []byte) (*ValidationRegistryNotValidator, error) {
	out := new(ValidationRegistryNotValidator)
	if err := validationRegistry.abi.UnpackIntoInterface(out, "NotValidator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidationRegistryResponseOutOfRange represents a ResponseOutOfRange error raised by the ValidationRegistry contract.
type ValidationRegistryResponseOutOfRange struct {
	Response uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ResponseOutOfRange(uint8 response)
func ValidationRegistryResponseOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xe3a69ed6f6e9ce57470ab63d28129af0958c6787b322447693afeee5fe69361a")
}

// UnpackResponseOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ResponseOutOfRange(uint8 response)
func (validationRegistry *ValidationRegistry) UnpackResponseOutOfRangeError(raw []byte) (*ValidationRegistryResponseOutOfRange, error) {
	out := new(ValidationRegistryResponseOutOfRange)
	if err := validationRegistry.abi.UnpackIntoInterface(out, "ResponseOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ValidationRegistryUnknownRequest represents a UnknownRequest error raised by the ValidationRegistry contract.
type ValidationRegistryUnknownRequest struct {
	RequestHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownRequest(bytes32 requestHash)
func ValidationRegistryUnknownRequestErrorID() common.Hash {
	return common.HexToHash("0x7bbe34c9053d934edfcee0212dafa8d890e3f195bd69a9d5952188773cb7ad36")
}

// UnpackUnknownRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownRequest(bytes32 requestHash)
func (validationRegistry *ValidationRegistry) UnpackUnknownRequestError(raw []byte) (*ValidationRegistryUnknownRequest, error) {
	out := new(ValidationRegistryUnknownRequest)
	if err := validationRegistry.abi.UnpackIntoInterface(out, "UnknownRequest", raw); err != nil {
		return nil, err
	}
	return out, nil
}
