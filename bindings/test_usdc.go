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
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"}],\"name\":\"AuthorizationExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"}],\"name\":\"AuthorizationNotYetValid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authorizer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"AuthorizationUsedOrCanceled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Blacklisted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payee\",\"type\":\"address\"}],\"name\":\"CallerMustBePayee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"currentNonce\",\"type\":\"uint256\"}],\"name\":\"InvalidAccountNonce\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"expected\",\"type\":\"address\"}],\"name\":\"InvalidSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotMinter\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"PermitExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SupplyCapExceeded\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"authorizer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"AuthorizationCanceled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"authorizer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"AuthorizationUsed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"blacklisted\",\"type\":\"bool\"}],\"name\":\"BlacklistSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CANCEL_AUTHORIZATION_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PERMIT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"RECEIVE_WITH_AUTHORIZATION_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"TRANSFER_WITH_AUTHORIZATION_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authorizer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"}],\"name\":\"authorizationState\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authorizer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"cancelAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"authorizer\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"cancelAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isBlacklisted\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"nonces\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"permit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"receiveWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"receiveWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"blacklisted\",\"type\":\"bool\"}],\"name\":\"setBlacklisted\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"transferWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"nonce\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"transferWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "TestUSDC",
	Bin: "0x610180806040523461043e57611ac7803803809161001d8285610442565b8339810160608282031261043e5781516001600160401b03811161043e5781610047918401610465565b60208301519092906001600160401b03811161043e5782610069918301610465565b60408201519092906001600160401b03811161043e576100899201610465565b82519092906001600160401b03811161034357600354600181811c91168015610434575b602082101461032557601f81116103c6575b50806020601f8211600114610362575f91610357575b508160011b915f199060031b1c1916176003555b82516001600160401b03811161034357600454600181811c91168015610339575b602082101461032557601f81116102b7575b506020601f821160011461025457819293945f92610249575b50508160011b915f199060031b1c1916176004555b610153816104ba565b61012052610160826104ba565b6101405260208151910120908160e0526020815191012080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a081526101d160c082610442565b5190206080523060c05233610160526040516115a19081610526823960805181610fe3015260a051816110a0015260c05181610fad015260e05181611032015261010051816110580152610120518161077e015261014051816107a70152610160518181816104950152818161099a0152610c430152f35b015190505f80610135565b601f1982169060045f52805f20915f5b81811061029f57509583600195969710610287575b505050811b0160045561014a565b01515f1960f88460031b161c191690555f8080610279565b9192602060018192868b015181550194019201610264565b8181111561011c5760045f52601f820160051c7f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b6020841061031d575b81601f9101920160051c03905f5b82811061031057505061011c565b5f82820155600101610302565b5f91506102f4565b634e487b7160e01b5f52602260045260245ffd5b90607f169061010a565b634e487b7160e01b5f52604160045260245ffd5b90508201515f6100d5565b60035f9081528181209250601f198416905b8181106103ae57509083600194939210610396575b5050811b016003556100e9565b8401515f1960f88460031b161c191690555f80610389565b91926020600181928689015181550194019201610374565b818111156100bf5760035f52601f820160051c7fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b6020841061042c575b81601f9101920160051c03905f5b82811061041f5750506100bf565b5f82820155600101610411565b5f9150610403565b90607f16906100ad565b5f80fd5b601f909101601f19168101906001600160401b0382119082101761034357604052565b81601f8201121561043e578051906001600160401b0382116103435760405192610499601f8401601f191660200185610442565b8284526020838301011161043e57815f9260208093018386015e8301015290565b601f8151116104e55760208151910151602082106104d6571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe6080806040526004361015610012575f80fd5b5f3560e01c90816306fdde0314610c72575080630754617214610c2e578063095ea7b314610c0857806318160ddd14610beb57806323b872dd14610b0c57806330adf81f14610ad2578063313ce56714610ab75780633644e51514610a9557806340c10f191461097b5780635a049a701461091057806370a08231146108d05780637ecebe00146108985780637f2eecc31461085e57806384b0196e1461076657806388b7ab631461071c57806395d89b4114610610578063a0cc6a68146105d6578063a9059cbb146105a5578063b7b728991461055e578063cf09299514610541578063d01dd6d21461046b578063d505accf14610343578063d916948714610309578063dd62ed3e146102b9578063e3ee160e14610267578063e94a01021461021e578063ef55bec6146101945763fe575a8714610150575f80fd5b34610190576020366003190112610190576001600160a01b03610171610d4e565b165f5260096020526020600160ff1b60405f2054161515604051908152f35b5f80fd5b34610190576101a236610e6c565b90979096929593949392916001600160a01b0383163381036102085750610206986101f3610201926040519a8b936020850191604193918352602083015260ff60f81b9060f81b1660408201520190565b03601f198101895288610d7a565b611155565b005b631c5939f360e01b5f523360045260245260445ffd5b34610190576040366003190112610190576001600160a01b0361023f610d4e565b165f52600860205260405f206024355f52602052602060ff60405f2054166040519015158152f35b34610190576102066102b46101f361027e36610e6c565b60408051602081019390935282015260f89190911b6001600160f81b031916606082015297909691959294929188906061820190565b611249565b34610190576040366003190112610190576102d2610d4e565b6102da610d64565b6001600160a01b039182165f908152600160209081526040808320949093168252928352819020549051908152f35b34610190575f3660031901126101905760206040517f158b0a9edf7a828aad02f63cd515c68ef2f50ba807396f6d12842833a15974298152f35b346101905760e03660031901126101905761035c610d4e565b610364610d64565b604435906064359260843560ff81168103610190578442116104585761043f6104539161044d6102069760018060a01b03861690815f52600760205260405f20908154916001830190556040519160208301937f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c98552604084015260018060a01b038a1660608401528a608084015260a083015260c082015260c0815261040c60e082610d7a565b5190209160405193849160c43560a4356020850191604193918352602083015260ff60f81b9060f81b1660408201520190565b03601f198101845283610d7a565b836112e3565b611338565b84639e96b26f60e01b5f5260045260245ffd5b3461019057604036600319011261019057610484610d4e565b6024359081151590818303610190577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316330361052e577f921341769c2075d1ae425396063d5ab65ff5006c4bc0bd0821e50ce51fb601239160209160018060a01b031693845f526009835260405f2054905f1461052057600160ff1b175b845f526009835260405f2055604051908152a2005b6001600160ff1b031661050b565b631b0e18f960e11b5f523360045260245ffd5b346101905761020661055236610e06565b95949094939193611249565b3461019057606036600319011261019057610577610d4e565b6044359067ffffffffffffffff82116101905761059b610206923690600401610db0565b90602435906110c6565b34610190576040366003190112610190576105cb6105c1610d4e565b6024359033610eca565b602060405160018152f35b34610190575f3660031901126101905760206040517f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a22678152f35b34610190575f366003190112610190576040515f6004548060011c90600181168015610712575b6020831081146106fe578285529081156106da575060011461067c575b6106788361066481850382610d7a565b604051918291602083526020830190610d2a565b0390f35b91905060045f527f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b915f905b8082106106c057509091508101602001610664610654565b9192600181602092548385880101520191019092916106a8565b60ff191660208086019190915291151560051b840190910191506106649050610654565b634e487b7160e01b5f52602260045260245ffd5b91607f1691610637565b346101905761072a36610e06565b6001600160a01b0386169690959194929392919033880361074f576102069750611155565b87631c5939f360e01b5f523360045260245260445ffd5b34610190575f366003190112610190576108026107a27f00000000000000000000000000000000000000000000000000000000000000006113f8565b6107cb7f00000000000000000000000000000000000000000000000000000000000000006113f8565b6020610810604051926107de8385610d7a565b5f84525f368137604051958695600f60f81b875260e08588015260e0870190610d2a565b908582036040870152610d2a565b4660608501523060808501525f60a085015283810360c08501528180845192838152019301915f5b82811061084757505050500390f35b835185528695509381019392810192600101610838565b34610190575f3660031901126101905760206040517fd099cc98ef71107a616c4f0f941f04c322d8e254fe26b3c6668db87aae413de88152f35b34610190576020366003190112610190576001600160a01b036108b9610d4e565b165f526007602052602060405f2054604051908152f35b34610190576020366003190112610190576001600160a01b036108f1610d4e565b165f526009602052602060018060ff1b0360405f205416604051908152f35b346101905760a036600319011261019057610929610d4e565b60443560ff81168103610190576040805160643560208201526084359181019190915260f89190911b6001600160f81b031916606082015261020691610972826061810161043f565b602435906110c6565b3461019057604036600319011261019057610994610d4e565b602435907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316330361052e576001600160a01b0316908115610a8257600a54818101809111610a6e57600a819055600160ff1b1115610a5f575f8281526009602052604090205490600160ff1b8216610a4c576020817fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef925f9486865260098452016040852055604051908152a3005b82631ff49cc360e31b5f5260045260245ffd5b637ac7b99d60e11b5f5260045ffd5b634e487b7160e01b5f52601160045260245ffd5b63ec442f0560e01b5f525f60045260245ffd5b34610190575f366003190112610190576020610aaf610faa565b604051908152f35b34610190575f36600319011261019057602060405160068152f35b34610190575f3660031901126101905760206040517f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c98152f35b3461019057606036600319011261019057610b25610d4e565b610b2d610d64565b6001600160a01b0382165f818152600160209081526040808320338452909152902054909260443592915f198110610b6b575b506105cb9350610eca565b838110610bd0578415610bbd573315610baa576105cb945f52600160205260405f2060018060a01b0333165f526020528360405f209103905584610b60565b634a1406b160e11b5f525f60045260245ffd5b63e602df0560e01b5f525f60045260245ffd5b8390637dc7a0d960e11b5f523360045260245260445260645ffd5b34610190575f366003190112610190576020600a54604051908152f35b34610190576040366003190112610190576105cb610c24610d4e565b6024359033611338565b34610190575f366003190112610190576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b34610190575f366003190112610190575f6003548060011c90600181168015610d20575b6020831081146106fe578285529081156106da5750600114610cc2576106788361066481850382610d7a565b91905060035f527fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b915f905b808210610d0657509091508101602001610664610654565b919260018160209254838588010152019101909291610cee565b91607f1691610c96565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b600435906001600160a01b038216820361019057565b602435906001600160a01b038216820361019057565b90601f8019910116810190811067ffffffffffffffff821117610d9c57604052565b634e487b7160e01b5f52604160045260245ffd5b81601f820112156101905780359067ffffffffffffffff8211610d9c5760405192610de5601f8401601f191660200185610d7a565b8284526020838301011161019057815f926020809301838601378301015290565b60e0600319820112610190576004356001600160a01b038116810361019057916024356001600160a01b0381168103610190579160443591606435916084359160a4359160c4359067ffffffffffffffff821161019057610e6991600401610db0565b90565b610120906003190112610190576004356001600160a01b038116810361019057906024356001600160a01b0381168103610190579060443590606435906084359060a4359060c43560ff81168103610190579060e435906101043590565b6001600160a01b0316908115610f97576001600160a01b0316918215610a82575f82815260096020526040902054600160ff1b8116610a4c57818110610f7e575f83815260096020526040808220928490039092558481522054600160ff1b8116610f6b57817fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef92602092865f52600984520160405f2055604051908152a3565b83631ff49cc360e31b5f5260045260245ffd5b8263391434e360e21b5f5260045260245260445260645ffd5b634b637e8f60e11b5f525f60045260245ffd5b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316148061109d575b15611005577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a0815261109760c082610d7a565b51902090565b507f00000000000000000000000000000000000000000000000000000000000000004614610fdc565b909161112f906110d6848461139b565b60405192602084017f158b0a9edf7a828aad02f63cd515c68ef2f50ba807396f6d12842833a1597429815260018060a01b0382169485604082015286606082015260608152611126608082610d7a565b519020906112e3565b7f1cdd46ff242716cdaa72d159d339a485b3438398348d68f09d7c8c0a59353d815f80a3565b9290939695949194814211156112365787421015611223576111f8906112219798611180858761139b565b60405160208101917fd099cc98ef71107a616c4f0f941f04c322d8e254fe26b3c6668db87aae413de8835260018060a01b0388169586604084015260018060a01b038a1660608401528a608084015260a083015260c08201528560e082015260e081526111ef61010082610d7a565b519020856112e3565b7f98de503528ee59b575ef0c0a2576a82497bfc029a5685b209e9ec333479b10a55f80a3610eca565b565b87633d91b05f60e01b5f5260045260245ffd5b50637a4df07960e01b5f5260045260245ffd5b9290939695949194814211156112365787421015611223576111f8906112219798611274858761139b565b60405160208101917f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a2267835260018060a01b0388169586604084015260018060a01b038a1660608401528a608084015260a083015260c08201528560e082015260e081526111ef61010082610d7a565b916042611310926112f2610faa565b906040519161190160f01b8352600283015260228201522083611436565b156113185750565b63bf18af4360e01b5f9081526001600160a01b0391909116600452602490fd5b6001600160a01b0316908115610bbd576001600160a01b0316918215610baa5760207f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92591835f526001825260405f20855f5282528060405f2055604051908152a3565b60018060a01b0316805f52600860205260405f20825f5260205260ff60405f2054166113e3575f52600860205260405f20905f5260205260405f20600160ff19825416179055565b638ef82f7f60e01b5f5260045260245260445ffd5b60ff811690601f82116114275760405191611414604084610d7a565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b9190823b6114855790611448916114da565b5060048110156114715715918261145e57505090565b6001600160a01b03918216911614919050565b634e487b7160e01b5f52602160045260245ffd5b916020926064835f94519060405193630b135d3f60e11b855260048501526040602485015286820190604485015e8281018201859052601f01601f191601915afa630b135d3f60e11b5f5114601f3d11161690565b815191906041830361150a576115039250602082015190606060408401519301515f1a90611514565b9192909190565b50505f9160029190565b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411611596579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa1561158b575f516001600160a01b0381161561158157905f905f90565b505f906001905f90565b6040513d5f823e3d90fd5b5050505f916003919056",
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
// Solidity: constructor(string name_, string version_, string symbol_) returns()
func (testUSDC *TestUSDC) PackConstructor(name_ string, version_ string, symbol_ string) []byte {
	enc, err := testUSDC.abi.Pack("", name_, version_, symbol_)
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
// Solidity: function allowance(address owner, address spender) view returns(uint256)
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
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testUSDC *TestUSDC) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
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

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() pure returns(uint8)
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
// Solidity: function decimals() pure returns(uint8)
func (testUSDC *TestUSDC) TryPackDecimals() ([]byte, error) {
	return testUSDC.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (testUSDC *TestUSDC) UnpackDecimals(data []byte) (uint8, error) {
	out, err := testUSDC.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackTestUSDCEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (testUSDC *TestUSDC) PackTestUSDCEip712Domain() []byte {
	enc, err := testUSDC.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTestUSDCEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (testUSDC *TestUSDC) TryPackTestUSDCEip712Domain() ([]byte, error) {
	return testUSDC.abi.Pack("eip712Domain")
}

// TestUSDCEip712DomainOutput serves as a container for the return parameters of contract
// method TestUSDCEip712Domain.
type TestUSDCEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackTestUSDCEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (testUSDC *TestUSDC) UnpackTestUSDCEip712Domain(data []byte) (TestUSDCEip712DomainOutput, error) {
	out, err := testUSDC.abi.Unpack("eip712Domain", data)
	outstruct := new(TestUSDCEip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
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

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
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
// Solidity: function mint(address to, uint256 amount) returns()
func (testUSDC *TestUSDC) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return testUSDC.abi.Pack("mint", to, amount)
}

// PackMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07546172.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minter() view returns(address)
func (testUSDC *TestUSDC) PackMinter() []byte {
	enc, err := testUSDC.abi.Pack("minter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07546172.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minter() view returns(address)
func (testUSDC *TestUSDC) TryPackMinter() ([]byte, error) {
	return testUSDC.abi.Pack("minter")
}

// UnpackMinter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x07546172.
//
// Solidity: function minter() view returns(address)
func (testUSDC *TestUSDC) UnpackMinter(data []byte) (common.Address, error) {
	out, err := testUSDC.abi.Unpack("minter", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
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
// Solidity: function nonces(address owner) view returns(uint256)
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
// Solidity: function nonces(address owner) view returns(uint256)
func (testUSDC *TestUSDC) TryPackNonces(owner common.Address) ([]byte, error) {
	return testUSDC.abi.Pack("nonces", owner)
}

// UnpackNonces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ecebe00.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (testUSDC *TestUSDC) UnpackNonces(data []byte) (*big.Int, error) {
	out, err := testUSDC.abi.Unpack("nonces", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) PackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := testUSDC.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (testUSDC *TestUSDC) TryPackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return testUSDC.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
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

// PackSetBlacklisted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd01dd6d2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBlacklisted(address account, bool blacklisted) returns()
func (testUSDC *TestUSDC) PackSetBlacklisted(account common.Address, blacklisted bool) []byte {
	enc, err := testUSDC.abi.Pack("setBlacklisted", account, blacklisted)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBlacklisted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd01dd6d2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBlacklisted(address account, bool blacklisted) returns()
func (testUSDC *TestUSDC) TryPackSetBlacklisted(account common.Address, blacklisted bool) ([]byte, error) {
	return testUSDC.abi.Pack("setBlacklisted", account, blacklisted)
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

// TestUSDCBlacklistSet represents a BlacklistSet event raised by the TestUSDC contract.
type TestUSDCBlacklistSet struct {
	Account     common.Address
	Blacklisted bool
	Raw         *types.Log // Blockchain specific contextual infos
}

const TestUSDCBlacklistSetEventName = "BlacklistSet"

// ContractEventName returns the user-defined event name.
func (TestUSDCBlacklistSet) ContractEventName() string {
	return TestUSDCBlacklistSetEventName
}

// UnpackBlacklistSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BlacklistSet(address indexed account, bool blacklisted)
func (testUSDC *TestUSDC) UnpackBlacklistSetEvent(log *types.Log) (*TestUSDCBlacklistSet, error) {
	event := "BlacklistSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCBlacklistSet)
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

// TestUSDCEIP712DomainChanged represents a EIP712DomainChanged event raised by the TestUSDC contract.
type TestUSDCEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const TestUSDCEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (TestUSDCEIP712DomainChanged) ContractEventName() string {
	return TestUSDCEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (testUSDC *TestUSDC) UnpackEIP712DomainChangedEvent(log *types.Log) (*TestUSDCEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testUSDC.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestUSDCEIP712DomainChanged)
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

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (testUSDC *TestUSDC) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["AuthorizationExpired"].ID.Bytes()[:4]) {
		return testUSDC.UnpackAuthorizationExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["AuthorizationNotYetValid"].ID.Bytes()[:4]) {
		return testUSDC.UnpackAuthorizationNotYetValidError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["AuthorizationUsedOrCanceled"].ID.Bytes()[:4]) {
		return testUSDC.UnpackAuthorizationUsedOrCanceledError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["Blacklisted"].ID.Bytes()[:4]) {
		return testUSDC.UnpackBlacklistedError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["CallerMustBePayee"].ID.Bytes()[:4]) {
		return testUSDC.UnpackCallerMustBePayeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return testUSDC.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["InvalidAccountNonce"].ID.Bytes()[:4]) {
		return testUSDC.UnpackInvalidAccountNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return testUSDC.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["InvalidSigner"].ID.Bytes()[:4]) {
		return testUSDC.UnpackInvalidSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["NotMinter"].ID.Bytes()[:4]) {
		return testUSDC.UnpackNotMinterError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["PermitExpired"].ID.Bytes()[:4]) {
		return testUSDC.UnpackPermitExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return testUSDC.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], testUSDC.abi.Errors["SupplyCapExceeded"].ID.Bytes()[:4]) {
		return testUSDC.UnpackSupplyCapExceededError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TestUSDCAuthorizationExpired represents a AuthorizationExpired error raised by the TestUSDC contract.
type TestUSDCAuthorizationExpired struct {
	ValidBefore *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AuthorizationExpired(uint256 validBefore)
func TestUSDCAuthorizationExpiredErrorID() common.Hash {
	return common.HexToHash("0x3d91b05fdcd2d1cf4f2afc5066ced64e8f51b3c6231d2520419fdf3611015311")
}

// UnpackAuthorizationExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AuthorizationExpired(uint256 validBefore)
func (testUSDC *TestUSDC) UnpackAuthorizationExpiredError(raw []byte) (*TestUSDCAuthorizationExpired, error) {
	out := new(TestUSDCAuthorizationExpired)
	if err := testUSDC.abi.UnpackIntoInterface(out, "AuthorizationExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCAuthorizationNotYetValid represents a AuthorizationNotYetValid error raised by the TestUSDC contract.
type TestUSDCAuthorizationNotYetValid struct {
	ValidAfter *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AuthorizationNotYetValid(uint256 validAfter)
func TestUSDCAuthorizationNotYetValidErrorID() common.Hash {
	return common.HexToHash("0x7a4df07913fa2cec8ed6078f075884f9382e467bee96d3361aa5b2790d69573b")
}

// UnpackAuthorizationNotYetValidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AuthorizationNotYetValid(uint256 validAfter)
func (testUSDC *TestUSDC) UnpackAuthorizationNotYetValidError(raw []byte) (*TestUSDCAuthorizationNotYetValid, error) {
	out := new(TestUSDCAuthorizationNotYetValid)
	if err := testUSDC.abi.UnpackIntoInterface(out, "AuthorizationNotYetValid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCAuthorizationUsedOrCanceled represents a AuthorizationUsedOrCanceled error raised by the TestUSDC contract.
type TestUSDCAuthorizationUsedOrCanceled struct {
	Authorizer common.Address
	Nonce      [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AuthorizationUsedOrCanceled(address authorizer, bytes32 nonce)
func TestUSDCAuthorizationUsedOrCanceledErrorID() common.Hash {
	return common.HexToHash("0x8ef82f7f1bfa895e16bf92f70abe253e4ff843f7d7ef855b69b61792cb510759")
}

// UnpackAuthorizationUsedOrCanceledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AuthorizationUsedOrCanceled(address authorizer, bytes32 nonce)
func (testUSDC *TestUSDC) UnpackAuthorizationUsedOrCanceledError(raw []byte) (*TestUSDCAuthorizationUsedOrCanceled, error) {
	out := new(TestUSDCAuthorizationUsedOrCanceled)
	if err := testUSDC.abi.UnpackIntoInterface(out, "AuthorizationUsedOrCanceled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCBlacklisted represents a Blacklisted error raised by the TestUSDC contract.
type TestUSDCBlacklisted struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Blacklisted(address account)
func TestUSDCBlacklistedErrorID() common.Hash {
	return common.HexToHash("0xffa4e6181777692565cf28528fc88fd1516ea86b56da075235fa575af6a4b855")
}

// UnpackBlacklistedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Blacklisted(address account)
func (testUSDC *TestUSDC) UnpackBlacklistedError(raw []byte) (*TestUSDCBlacklisted, error) {
	out := new(TestUSDCBlacklisted)
	if err := testUSDC.abi.UnpackIntoInterface(out, "Blacklisted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCCallerMustBePayee represents a CallerMustBePayee error raised by the TestUSDC contract.
type TestUSDCCallerMustBePayee struct {
	Caller common.Address
	Payee  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CallerMustBePayee(address caller, address payee)
func TestUSDCCallerMustBePayeeErrorID() common.Hash {
	return common.HexToHash("0x1c5939f31210844d30e56777aa20aeb2885a4d01d2a8f4ac198ee1145de83799")
}

// UnpackCallerMustBePayeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CallerMustBePayee(address caller, address payee)
func (testUSDC *TestUSDC) UnpackCallerMustBePayeeError(raw []byte) (*TestUSDCCallerMustBePayee, error) {
	out := new(TestUSDCCallerMustBePayee)
	if err := testUSDC.abi.UnpackIntoInterface(out, "CallerMustBePayee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the TestUSDC contract.
type TestUSDCERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func TestUSDCERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (testUSDC *TestUSDC) UnpackERC20InsufficientAllowanceError(raw []byte) (*TestUSDCERC20InsufficientAllowance, error) {
	out := new(TestUSDCERC20InsufficientAllowance)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the TestUSDC contract.
type TestUSDCERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func TestUSDCERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (testUSDC *TestUSDC) UnpackERC20InsufficientBalanceError(raw []byte) (*TestUSDCERC20InsufficientBalance, error) {
	out := new(TestUSDCERC20InsufficientBalance)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InvalidApprover represents a ERC20InvalidApprover error raised by the TestUSDC contract.
type TestUSDCERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func TestUSDCERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (testUSDC *TestUSDC) UnpackERC20InvalidApproverError(raw []byte) (*TestUSDCERC20InvalidApprover, error) {
	out := new(TestUSDCERC20InvalidApprover)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the TestUSDC contract.
type TestUSDCERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func TestUSDCERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (testUSDC *TestUSDC) UnpackERC20InvalidReceiverError(raw []byte) (*TestUSDCERC20InvalidReceiver, error) {
	out := new(TestUSDCERC20InvalidReceiver)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InvalidSender represents a ERC20InvalidSender error raised by the TestUSDC contract.
type TestUSDCERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func TestUSDCERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (testUSDC *TestUSDC) UnpackERC20InvalidSenderError(raw []byte) (*TestUSDCERC20InvalidSender, error) {
	out := new(TestUSDCERC20InvalidSender)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCERC20InvalidSpender represents a ERC20InvalidSpender error raised by the TestUSDC contract.
type TestUSDCERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func TestUSDCERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (testUSDC *TestUSDC) UnpackERC20InvalidSpenderError(raw []byte) (*TestUSDCERC20InvalidSpender, error) {
	out := new(TestUSDCERC20InvalidSpender)
	if err := testUSDC.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCInvalidAccountNonce represents a InvalidAccountNonce error raised by the TestUSDC contract.
type TestUSDCInvalidAccountNonce struct {
	Account      common.Address
	CurrentNonce *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func TestUSDCInvalidAccountNonceErrorID() common.Hash {
	return common.HexToHash("0x752d88c0de02638abf10e8e31861e4c68dc1f3a1e7d840e580683f2c282bfc7a")
}

// UnpackInvalidAccountNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func (testUSDC *TestUSDC) UnpackInvalidAccountNonceError(raw []byte) (*TestUSDCInvalidAccountNonce, error) {
	out := new(TestUSDCInvalidAccountNonce)
	if err := testUSDC.abi.UnpackIntoInterface(out, "InvalidAccountNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// TestUSDCInvalidSigner represents a InvalidSigner error raised by the TestUSDC contract.
type TestUSDCInvalidSigner struct {
	Expected common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSigner(address expected)
func TestUSDCInvalidSignerErrorID() common.Hash {
	return common.HexToHash("0xbf18af4376e76b3bc6eff3f06259e7333a989b275646b90af2c119b5bf92ae45")
}

// UnpackInvalidSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSigner(address expected)
func (testUSDC *TestUSDC) UnpackInvalidSignerError(raw []byte) (*TestUSDCInvalidSigner, error) {
	out := new(TestUSDCInvalidSigner)
	if err := testUSDC.abi.UnpackIntoInterface(out, "InvalidSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCNotMinter represents a NotMinter error raised by the TestUSDC contract.
type TestUSDCNotMinter struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotMinter(address caller)
func TestUSDCNotMinterErrorID() common.Hash {
	return common.HexToHash("0x361c31f27e729a8322ec0a67a437cd1a685fbc0124c358ce2bac49ea8a779111")
}

// UnpackNotMinterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotMinter(address caller)
func (testUSDC *TestUSDC) UnpackNotMinterError(raw []byte) (*TestUSDCNotMinter, error) {
	out := new(TestUSDCNotMinter)
	if err := testUSDC.abi.UnpackIntoInterface(out, "NotMinter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestUSDCPermitExpired represents a PermitExpired error raised by the TestUSDC contract.
type TestUSDCPermitExpired struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PermitExpired(uint256 deadline)
func TestUSDCPermitExpiredErrorID() common.Hash {
	return common.HexToHash("0x9e96b26fa430cdb94aa7d06991102a0577730e9f5f52f05b4f010c56a086c2ad")
}

// UnpackPermitExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PermitExpired(uint256 deadline)
func (testUSDC *TestUSDC) UnpackPermitExpiredError(raw []byte) (*TestUSDCPermitExpired, error) {
	out := new(TestUSDCPermitExpired)
	if err := testUSDC.abi.UnpackIntoInterface(out, "PermitExpired", raw); err != nil {
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

// TestUSDCSupplyCapExceeded represents a SupplyCapExceeded error raised by the TestUSDC contract.
type TestUSDCSupplyCapExceeded struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SupplyCapExceeded()
func TestUSDCSupplyCapExceededErrorID() common.Hash {
	return common.HexToHash("0xf58f733a35221e7eb2306c3797a4027971632d126b141d16a9d40c700263a9d6")
}

// UnpackSupplyCapExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SupplyCapExceeded()
func (testUSDC *TestUSDC) UnpackSupplyCapExceededError(raw []byte) (*TestUSDCSupplyCapExceeded, error) {
	out := new(TestUSDCSupplyCapExceeded)
	if err := testUSDC.abi.UnpackIntoInterface(out, "SupplyCapExceeded", raw); err != nil {
		return nil, err
	}
	return out, nil
}
