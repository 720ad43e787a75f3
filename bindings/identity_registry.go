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

// IIdentityRegistryMetadataEntry is an auto generated low-level Go binding around an user-defined struct.
type IIdentityRegistryMetadataEntry struct {
	MetadataKey   string
	MetadataValue []byte
}

// IdentityRegistryMetaData contains all meta data concerning the IdentityRegistry contract.
var IdentityRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"BadDeadline\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"ERC721IncorrectOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"ERC721InsufficientApproval\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC721InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"ERC721InvalidOperator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"ERC721InvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC721InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC721InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"ERC721NonexistentToken\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newWallet\",\"type\":\"address\"}],\"name\":\"InvalidWalletSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAgentOperator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReservedMetadataKey\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroWallet\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"approved\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"ApprovalForAll\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"_fromTokenId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"_toTokenId\",\"type\":\"uint256\"}],\"name\":\"BatchMetadataUpdate\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"string\",\"name\":\"indexedMetadataKey\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"metadataKey\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"metadataValue\",\"type\":\"bytes\"}],\"name\":\"MetadataSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"_tokenId\",\"type\":\"uint256\"}],\"name\":\"MetadataUpdate\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"agentURI\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"Registered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"newURI\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"updatedBy\",\"type\":\"address\"}],\"name\":\"URIUpdated\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"AGENT_WALLET_SET_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_DEADLINE_DELAY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"getAgentWallet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"getApproved\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"metadataKey\",\"type\":\"string\"}],\"name\":\"getMetadata\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"isApprovedForAll\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"isAuthorizedOrOwner\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"ownerOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"register\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"agentURI\",\"type\":\"string\"},{\"components\":[{\"internalType\":\"string\",\"name\":\"metadataKey\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"metadataValue\",\"type\":\"bytes\"}],\"internalType\":\"structIIdentityRegistry.MetadataEntry[]\",\"name\":\"metadata\",\"type\":\"tuple[]\"}],\"name\":\"register\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"agentURI\",\"type\":\"string\"}],\"name\":\"register\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"safeTransferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"safeTransferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"newURI\",\"type\":\"string\"}],\"name\":\"setAgentURI\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"newWallet\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"setAgentWallet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"setApprovalForAll\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"metadataKey\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"metadataValue\",\"type\":\"bytes\"}],\"name\":\"setMetadata\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"tokenURI\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"unsetAgentWallet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "IdentityRegistry",
	Bin: "0x6101606040523461044e57604051610018604082610452565b6017815260208101907f455243383030344964656e746974795265676973747279000000000000000000825260405191610053604084610452565b600183526020830191603160f81b8352604051610071604082610452565b600d81526c4167656e744964656e7469747960981b60208201526040519061009a604083610452565b60058252641051d1539560da1b60208301528051906001600160401b03821161034d575f5490600182811c92168015610444575b602083101461032f5781601f8493116103cf575b50602090601f831160011461036c575f92610361575b50508160011b915f199060031b1c1916175f555b8051906001600160401b03821161034d5760015490600182811c92168015610343575b602083101461032f5781601f8493116102b9575b50602090601f8311600114610253575f92610248575b50508160011b915f199060031b1c1916176001555b61017781610475565b6101205261018484610475565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a081526101ed60c082610452565b5190206080523060c052604051611fa690816104e1823960805181611dbe015260a05181611e7b015260c05181611d88015260e05181611e0d01526101005181611e33015261012051816106350152610140518161065e0152f35b015190505f80610159565b60015f9081528281209350601f198516905b8181106102a15750908460019594939210610289575b505050811b0160015561016e565b01515f1960f88460031b161c191690555f808061027b565b92936020600181928786015181550195019301610265565b828111156101435760015f52909150601f830160051c7fb10e2d527612073b26eecdfd717e6a320cf44b4afac2b0732d9fcbe2b7fa0cf660208510610327575b849392601f0160051c82900391015f5b828110610317575050610143565b5f81830155859450600101610309565b5f91506102f9565b634e487b7160e01b5f52602260045260245ffd5b91607f169161012f565b634e487b7160e01b5f52604160045260245ffd5b015190505f806100f8565b5f8080528281209350601f198516905b8181106103b7575090846001959493921061039f575b505050811b015f5561010c565b01515f1960f88460031b161c191690555f8080610392565b9293602060018192878601518155019501930161037c565b828111156100e2575f8052909150601f830160051c7f290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e5636020851061043c575b849392601f0160051c82900391015f5b82811061042c5750506100e2565b5f8183015585945060010161041e565b5f915061040e565b91607f16916100ce565b5f80fd5b601f909101601f19168101906001600160401b0382119082101761034d57604052565b601f8151116104a0576020815191015160208210610491571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe60806040526004361015610011575f80fd5b5f3560e01c806233950914610d5257806301ffc9a714610cca57806306fdde0314610c28578063081812fc14610bec578063095ea7b314610b025780630af28bd314610a5e5780631aa3a00814610a2c57806323b872dd14610a155780632d1ef5ae146108805780633fddcf191461084857806342842e0e14610819578063466648da146107b25780636352211e1461078257806370a08231146107315780637b93b2341461071557806384b0196e1461061d5780638ea42286146104e057806395d89b4114610416578063a22cb46514610362578063b88d4fde14610306578063c87b56dd146102e7578063cb4799f21461025c578063d95e72be14610222578063dbce4ce9146101e8578063e985e9c5146101915763f2c298be14610136575f80fd5b3461018d57602036600319011261018d576004356001600160401b03811161018d5761018561018061016e6020933690600401610e56565b9190610178611075565b923691610f28565b611523565b604051908152f35b5f80fd5b3461018d57604036600319011261018d576101aa610e2a565b6101b2610e40565b9060018060a01b03165f52600560205260405f209060018060a01b03165f52602052602060ff60405f2054166040519015158152f35b3461018d575f36600319011261018d5760206040517f678b53cd718d595370ab070ebf48edfdcd834beac116bf23e625fc7f4d5b7d328152f35b3461018d57604036600319011261018d576020610252610240610e2a565b6024359061024d8261130e565b611cfa565b6040519015158152f35b3461018d57604036600319011261018d576024356001600160401b03811161018d576102c86102cf6020806102986102e3953690600401610f5e565b6004355f52600a825260405f20604051938285935191829101845e82019081520301902060405192838092610fdd565b0382610eec565b604051918291602083526020830190610e06565b0390f35b3461018d57602036600319011261018d576102e36102cf600435611254565b3461018d57608036600319011261018d5761031f610e2a565b610327610e40565b90604435606435926001600160401b03841161018d5761034e610360943690600401610f5e565b9261035a8383836110bc565b33611bc4565b005b3461018d57604036600319011261018d5761037b610e2a565b6024359081151580920361018d573315610403576001600160a01b03169081156103f057335f52600560205260405f20825f5260205260405f2060ff1981541660ff83161790556040519081527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c3160203392a3005b50630b61174360e31b5f5260045260245ffd5b63a9fbf51f60e01b5f525f60045260245ffd5b3461018d575f36600319011261018d576040515f60015461043681610fa5565b80845290600181169081156104bc575060011461045e575b6102e3836102cf81850382610eec565b60015f9081527fb10e2d527612073b26eecdfd717e6a320cf44b4afac2b0732d9fcbe2b7fa0cf6939250905b8082106104a2575090915081016020016102cf61044e565b91926001816020925483858801015201910190929161048a565b60ff191660208086019190915291151560051b840190910191506102cf905061044e565b3461018d57604036600319011261018d576004356001600160401b03811161018d57610510903690600401610e56565b906024356001600160401b03811161018d573660238201121561018d578060040135926001600160401b03841161018d5760248460051b8301019236841161018d5761055d913691610f28565b916105678461105e565b936105756040519586610eec565b84526024820191602085015b8284106105945760206101858787611523565b83356001600160401b03811161018d5782016040602319823603011261018d57604051916105c183610ebd565b60248201356001600160401b03811161018d576105e49060243691850101610f5e565b83526044820135926001600160401b03841161018d5761060e602094936024869536920101610f5e565b83820152815201930192610581565b3461018d575f36600319011261018d576106b96106597f0000000000000000000000000000000000000000000000000000000000000000611edb565b6106827f0000000000000000000000000000000000000000000000000000000000000000611edb565b60206106c7604051926106958385610eec565b5f84525f368137604051958695600f60f81b875260e08588015260e0870190610e06565b908582036040870152610e06565b4660608501523060808501525f60a085015283810360c08501528180845192838152019301915f5b8281106106fe57505050500390f35b8351855286955093810193928101926001016106ef565b3461018d575f36600319011261018d57602060405161012c8152f35b3461018d57602036600319011261018d576001600160a01b03610752610e2a565b16801561076f575f526003602052602060405f2054604051908152f35b6322718ad960e21b5f525f60045260245ffd5b3461018d57602036600319011261018d5760206107a060043561130e565b6040516001600160a01b039091168152f35b3461018d57606036600319011261018d576004356024356001600160401b03811161018d576107e5903690600401610f5e565b90604435916001600160401b03831161018d57610809610360933690600401610f5e565b9161081381611342565b50611a4e565b3461018d5761036061082a36610e83565b906040519261083a602085610eec565b5f845261035a8383836110bc565b3461018d57602036600319011261018d5761036060043561086881611342565b5060405190610878602083610eec565b5f8252611916565b3461018d57608036600319011261018d5760043561089c610e40565b604435916064356001600160401b03811161018d576108bf903690600401610e56565b906108c983611342565b6001600160a01b038516958615610a065780421180156109de575b6109cc579160426109789261097f95946040519060208201927f678b53cd718d595370ab070ebf48edfdcd834beac116bf23e625fc7f4d5b7d3284528960408401528b606084015260018060a01b0316608083015260a082015260a0815261094d60c082610eec565b519020610958611d85565b906040519161190160f01b83526002830152602282015220923691610f28565b9084611831565b156109b9576103609250604051916bffffffffffffffffffffffff199060601b166020830152601482526109b4603483610eec565b611916565b82631f96fe8160e01b5f5260045260245ffd5b632f7d05d960e21b5f5260045260245ffd5b5061012c42018042116109f25781116108e4565b634e487b7160e01b5f52601160045260245ffd5b6304067c4760e31b5f5260045ffd5b3461018d57610360610a2636610e83565b916110bc565b3461018d575f36600319011261018d576020610185610a49611075565b604051610a568482610eec565b5f8152611523565b3461018d57604036600319011261018d576024356004356001600160401b03821161018d57610ab27f3a2c7fffc2cba7582c690e3b82c453ea02a308326a98a3ad7576c606336409fb923690600401610e56565b9290610abd83611342565b50610ad2610acc368684610f28565b846113d4565b83604051916020835281602084015260408301375f604085830101526040813395601f80199101168101030190a3005b3461018d57604036600319011261018d57610b1b610e2a565b602435610b278161130e565b33151580610bd9575b80610bac575b610b995781906001600160a01b0384811691167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9255f80a45f90815260046020526040902080546001600160a01b0319166001600160a01b03909216919091179055005b63a9fbf51f60e01b5f523360045260245ffd5b506001600160a01b0381165f90815260056020908152604080832033845290915290205460ff1615610b36565b506001600160a01b038116331415610b30565b3461018d57602036600319011261018d57600435610c098161130e565b505f526004602052602060018060a01b0360405f205416604051908152f35b3461018d575f36600319011261018d576040515f5f54610c4781610fa5565b80845290600181169081156104bc5750600114610c6e576102e3836102cf81850382610eec565b5f8080527f290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e563939250905b808210610cb0575090915081016020016102cf61044e565b919260018160209254838588010152019101909291610c98565b3461018d57602036600319011261018d5760043563ffffffff60e01b811680910361018d57602090632483248360e11b8114908115610d0f575b506040519015158152f35b6380ac58cd60e01b811491508115610d41575b8115610d30575b5082610d04565b6301ffc9a760e01b14905082610d29565b635b5e139f60e01b81149150610d22565b3461018d57602036600319011261018d576004355f52600a6020526020808060405f20610d7d610f7c565b90604051938285935191829101845e820190815203019020610d9f8154610fa5565b9080601f8311610df9575b50546bffffffffffffffffffffffff198116919060148210610dd4575b50506040519060601c8152f35b6bffffffffffffffffffffffff1960149290920360031b82901b161690508280610dc7565b90505f52815f2083610daa565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b600435906001600160a01b038216820361018d57565b602435906001600160a01b038216820361018d57565b9181601f8401121561018d578235916001600160401b03831161018d576020838186019501011161018d57565b606090600319011261018d576004356001600160a01b038116810361018d57906024356001600160a01b038116810361018d579060443590565b604081019081106001600160401b03821117610ed857604052565b634e487b7160e01b5f52604160045260245ffd5b90601f801991011681019081106001600160401b03821117610ed857604052565b6001600160401b038111610ed857601f01601f191660200190565b929192610f3482610f0d565b91610f426040519384610eec565b82948184528183011161018d578281602093845f960137010152565b9080601f8301121561018d57816020610f7993359101610f28565b90565b60405190610f8b604083610eec565b600b82526a1859d95b9d15d85b1b195d60aa1b6020830152565b90600182811c92168015610fd3575b6020831014610fbf57565b634e487b7160e01b5f52602260045260245ffd5b91607f1691610fb4565b5f9291815491610fec83610fa5565b8083529260018116908115611041575060011461100857505050565b5f9081526020812093945091925b838310611027575060209250010190565b600181602092949394548385870101520191019190611016565b915050602093945060ff929192191683830152151560051b010190565b6001600160401b038111610ed85760051b60200190565b60405190611084602083610eec565b5f80835282815b82811061109757505050565b6020906040516110a681610ebd565b606081526060838201528282850101520161108b565b6001600160a01b0390911691908215611241575f828152600260205260409020546001600160a01b0316151580611239575b61121a575b5f828152600260205260409020546001600160a01b0316928290336111d4575b846111a1575b805f52600360205260405f2060018154019055815f52600260205260405f20816bffffffffffffffffffffffff60a01b825416179055847fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef5f80a46001600160a01b031680830361118957505050565b6364283d7b60e01b5f5260045260245260445260645ffd5b5f82815260046020526040902080546001600160a01b0319169055845f52600360205260405f205f198154019055611119565b906111e0903386611cfa565b156111ec578290611113565b828461120457637e27328960e01b5f5260045260245ffd5b63177e802f60e01b5f523360045260245260445ffd5b61123460405161122b602082610eec565b5f815283611916565b6110f3565b5060016110ee565b633250574960e11b5f525f60045260245ffd5b61125d8161130e565b5060209060405161126e8382610eec565b5f8152815f52600683526102c861128e60405f2060405192838092610fdd565b81511561130757808491516112cc575050506112a99061130e565b505f6040516112b88382610eec565b526112c66040519182610eec565b5f815290565b610f79935081906040519584879551918291018487015e8401908282015f8152815193849201905e01015f815203601f198101835282610eec565b9250505090565b5f818152600260205260409020546001600160a01b0316908115611330575090565b637e27328960e01b5f5260045260245ffd5b9061134c8261130e565b91611358813385611cfa565b156113605750565b634b03c45760e01b5f526004523360245260445ffd5b919091601f8311611387575b505050565b81831161139357505050565b5f5260205f206020601f830160051c92106113cc575b81601f9101920160051c03905f5b82811015611382575f828201556001016113b7565b5f91506113a9565b919091805f52600660205260405f2083516001600160401b038111610ed857611407816114018454610fa5565b84611376565b6020601f82116001146114735781602094939261145c927ff8e1a15aba9398e019f0b49df1a4fde98ee17ae345cb5f6b5e2c27f5033e8ce797985f92611468575b50508160011b915f199060031b1c19161790565b90555b604051908152a1565b015190505f80611448565b601f19821695835f52815f20965f5b8181106114e3575096600192849260209796957ff8e1a15aba9398e019f0b49df1a4fde98ee17ae345cb5f6b5e2c27f5033e8ce7999a106114cb575b505050811b01905561145f565b01515f1960f88460031b161c191690555f80806114be565b83830151895560019098019760209384019301611482565b805182101561150f5760209160051b010190565b634e487b7160e01b5f52603260045260245ffd5b6009549291905f1984146109f2576001840160095583908051611822575b847fca52e62c367d81bb2e328eb795f7c7ba24afb478408a26c0e201d155c449bc4a604051602081528061157a33956020830190610e06565b0390a36115a16040513360601b60208201526014815261159b603482610eec565b85611916565b5f5b82518110156115da57806115d46115bc600193866114fb565b515160206115ca84886114fb565b5101519088611a4e565b016115a3565b50919050602092604051906115ef8583610eec565b5f82523315611241575f8181526002865260409020546001600160a01b031615158061181a575b6117fc575b5f8181526002865260409020546001600160a01b031680151590816117cb575b335f8181526003895260408082208054600101905585825260028a52812080546001600160a01b0319168317905584919083907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9080a4506117b857333b6116a5575b5050909150565b6116df9185916040519384928392630a85bd0160e11b84523360048501525f60248501526044840152608060648401526084830190610e06565b03815f335af15f9181611778575b5061174157833d15611739573d9061170482610f0d565b916117126040519384610eec565b82523d5f8284013e5b8151918261173657633250574960e11b5f523360045260245ffd5b01fd5b60609061171b565b919250906001600160e01b03191663757a42ff60e11b016117655781905f8061169e565b633250574960e11b5f523360045260245ffd5b9091508481813d83116117b1575b6117908183610eec565b8101031261018d57516001600160e01b03198116810361018d57905f6116ed565b503d611786565b6339e3563760e11b5f525f60045260245ffd5b5f8381526004602052604080822080546001600160a01b031916905582825260038952902080545f1901905561163b565b61181560405161180c8782610eec565b5f815282611916565b61161b565b506001611616565b61182c81866113d4565b611541565b9190823b611880579061184391611ea1565b50600481101561186c5715918261185957505090565b6001600160a01b03918216911614919050565b634e487b7160e01b5f52602160045260245ffd5b916020926064835f94519060405193630b135d3f60e11b855260048501526040602485015286820190604485015e8281018201859052601f01601f191601915afa630b135d3f60e11b5f5114601f3d11161690565b602090604051918183925191829101835e81015f815203902090565b9091611908610f7993604084526040840190610e06565b916020818403910152610e06565b805f52600a60205260208060405f2061192d610f7c565b90604051938285935191829101845e82019081520301902082516001600160401b038111610ed857611963816114018454610fa5565b6020601f82116001146119ee579080611990925f916119e3575b508160011b915f199060031b1c19161790565b90555b7f2c149ed548c6d2993cd73efe187df6eccabe4538091b33adbd25fafdb8a1468b6119bc610f7c565b926119ce6119c8610f7c565b946118d5565b936119de604051928392836118f1565b0390a3565b90508501515f61197d565b601f19821690835f52805f20915f5b818110611a3657509083600194939210611a1e575b5050811b019055611993565b8601515f1960f88460031b161c191690555f80611a12565b9192602060018192868b0151815501940192016119fd565b92919281517f2ac6109326e720d1435c0db66f7e35eda7839f52b6f1f5520a60788e132b4e396020840191822014611bb557815f52600a602052602060405f209160405192839186518091845e820190815203019020938051946001600160401b038611610ed857611aca86611ac48354610fa5565b83611376565b602095601f8111600114611b325780611b1b917f2c149ed548c6d2993cd73efe187df6eccabe4538091b33adbd25fafdb8a1468b959697985f91611b2757508160011b915f199060031b1c19161790565b90555b6119ce846118d5565b90508401515f61197d565b601f198116825f52875f20905f5b818110611b9d5750907f2c149ed548c6d2993cd73efe187df6eccabe4538091b33adbd25fafdb8a1468b95969798836001949310611b85575b5050811b019055611b1e565b8501515f1960f88460031b161c191690555f80611b79565b858a015183556020998a019960019093019201611b40565b631a66acab60e31b5f5260045ffd5b823b611bd2575b5050505050565b604051630a85bd0160e11b81526001600160a01b039182166004820152918116602483015260448201939093526080606482015291169160209082908190611c1e906084830190610e06565b03815f865af15f9181611cb5575b50611c8157503d15611c7a573d611c4281610f0d565b90611c506040519283610eec565b81523d5f602083013e5b80519081611c755782633250574960e11b5f5260045260245ffd5b602001fd5b6060611c5a565b6001600160e01b03191663757a42ff60e11b01611ca357505f80808080611bcb565b633250574960e11b5f5260045260245ffd5b9091506020813d602011611cf2575b81611cd160209383610eec565b8101031261018d57516001600160e01b03198116810361018d57905f611c2c565b3d9150611cc4565b6001600160a01b03909116801515929183611d16575b50505090565b6001600160a01b031680821493509091908315611d62575b508215611d40575b50505f8080611d10565b5f908152600460205260408120546001600160a01b0316909114915080611d36565b9092505f52600560205260405f20815f5260205260ff60405f205416915f611d2e565b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480611e78575b15611de0577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a08152611e7260c082610eec565b51902090565b507f00000000000000000000000000000000000000000000000000000000000000004614611db7565b8151919060418303611ed157611eca9250602082015190606060408401519301515f1a90611f19565b9192909190565b50505f9160029190565b60ff811690601f8211611f0a5760405191611ef7604084610eec565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411611f9b579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15611f90575f516001600160a01b03811615611f8657905f905f90565b505f906001905f90565b6040513d5f823e3d90fd5b5050505f916003919056",
}

// IdentityRegistry is an auto generated Go binding around an Ethereum contract.
type IdentityRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *IdentityRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewIdentityRegistry creates a new instance of IdentityRegistry.
func NewIdentityRegistry() *IdentityRegistry {
	parsed, err := IdentityRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &IdentityRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *IdentityRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAGENTWALLETSETTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbce4ce9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function AGENT_WALLET_SET_TYPEHASH() view returns(bytes32)
func (identityRegistry *IdentityRegistry) PackAGENTWALLETSETTYPEHASH() []byte {
	enc, err := identityRegistry.abi.Pack("AGENT_WALLET_SET_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAGENTWALLETSETTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbce4ce9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function AGENT_WALLET_SET_TYPEHASH() view returns(bytes32)
func (identityRegistry *IdentityRegistry) TryPackAGENTWALLETSETTYPEHASH() ([]byte, error) {
	return identityRegistry.abi.Pack("AGENT_WALLET_SET_TYPEHASH")
}

// UnpackAGENTWALLETSETTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdbce4ce9.
//
// Solidity: function AGENT_WALLET_SET_TYPEHASH() view returns(bytes32)
func (identityRegistry *IdentityRegistry) UnpackAGENTWALLETSETTYPEHASH(data []byte) ([32]byte, error) {
	out, err := identityRegistry.abi.Unpack("AGENT_WALLET_SET_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackMAXDEADLINEDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b93b234.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_DEADLINE_DELAY() view returns(uint256)
func (identityRegistry *IdentityRegistry) PackMAXDEADLINEDELAY() []byte {
	enc, err := identityRegistry.abi.Pack("MAX_DEADLINE_DELAY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXDEADLINEDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b93b234.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_DEADLINE_DELAY() view returns(uint256)
func (identityRegistry *IdentityRegistry) TryPackMAXDEADLINEDELAY() ([]byte, error) {
	return identityRegistry.abi.Pack("MAX_DEADLINE_DELAY")
}

// UnpackMAXDEADLINEDELAY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b93b234.
//
// Solidity: function MAX_DEADLINE_DELAY() view returns(uint256)
func (identityRegistry *IdentityRegistry) UnpackMAXDEADLINEDELAY(data []byte) (*big.Int, error) {
	out, err := identityRegistry.abi.Unpack("MAX_DEADLINE_DELAY", data)
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
// Solidity: function approve(address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) PackApprove(to common.Address, tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("approve", to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) TryPackApprove(to common.Address, tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("approve", to, tokenId)
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (identityRegistry *IdentityRegistry) PackBalanceOf(owner common.Address) []byte {
	enc, err := identityRegistry.abi.Pack("balanceOf", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (identityRegistry *IdentityRegistry) TryPackBalanceOf(owner common.Address) ([]byte, error) {
	return identityRegistry.abi.Pack("balanceOf", owner)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (identityRegistry *IdentityRegistry) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := identityRegistry.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIdentityRegistryEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (identityRegistry *IdentityRegistry) PackIdentityRegistryEip712Domain() []byte {
	enc, err := identityRegistry.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIdentityRegistryEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (identityRegistry *IdentityRegistry) TryPackIdentityRegistryEip712Domain() ([]byte, error) {
	return identityRegistry.abi.Pack("eip712Domain")
}

// IdentityRegistryEip712DomainOutput serves as a container for the return parameters of contract
// method IdentityRegistryEip712Domain.
type IdentityRegistryEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackIdentityRegistryEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (identityRegistry *IdentityRegistry) UnpackIdentityRegistryEip712Domain(data []byte) (IdentityRegistryEip712DomainOutput, error) {
	out, err := identityRegistry.abi.Unpack("eip712Domain", data)
	outstruct := new(IdentityRegistryEip712DomainOutput)
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

// PackGetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00339509.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAgentWallet(uint256 agentId) view returns(address)
func (identityRegistry *IdentityRegistry) PackGetAgentWallet(agentId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("getAgentWallet", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00339509.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAgentWallet(uint256 agentId) view returns(address)
func (identityRegistry *IdentityRegistry) TryPackGetAgentWallet(agentId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("getAgentWallet", agentId)
}

// UnpackGetAgentWallet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x00339509.
//
// Solidity: function getAgentWallet(uint256 agentId) view returns(address)
func (identityRegistry *IdentityRegistry) UnpackGetAgentWallet(data []byte) (common.Address, error) {
	out, err := identityRegistry.abi.Unpack("getAgentWallet", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x081812fc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) PackGetApproved(tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("getApproved", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x081812fc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) TryPackGetApproved(tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("getApproved", tokenId)
}

// UnpackGetApproved is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x081812fc.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) UnpackGetApproved(data []byte) (common.Address, error) {
	out, err := identityRegistry.abi.Unpack("getApproved", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb4799f2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMetadata(uint256 agentId, string metadataKey) view returns(bytes)
func (identityRegistry *IdentityRegistry) PackGetMetadata(agentId *big.Int, metadataKey string) []byte {
	enc, err := identityRegistry.abi.Pack("getMetadata", agentId, metadataKey)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb4799f2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMetadata(uint256 agentId, string metadataKey) view returns(bytes)
func (identityRegistry *IdentityRegistry) TryPackGetMetadata(agentId *big.Int, metadataKey string) ([]byte, error) {
	return identityRegistry.abi.Pack("getMetadata", agentId, metadataKey)
}

// UnpackGetMetadata is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcb4799f2.
//
// Solidity: function getMetadata(uint256 agentId, string metadataKey) view returns(bytes)
func (identityRegistry *IdentityRegistry) UnpackGetMetadata(data []byte) ([]byte, error) {
	out, err := identityRegistry.abi.Unpack("getMetadata", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackIsApprovedForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe985e9c5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (identityRegistry *IdentityRegistry) PackIsApprovedForAll(owner common.Address, operator common.Address) []byte {
	enc, err := identityRegistry.abi.Pack("isApprovedForAll", owner, operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsApprovedForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe985e9c5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (identityRegistry *IdentityRegistry) TryPackIsApprovedForAll(owner common.Address, operator common.Address) ([]byte, error) {
	return identityRegistry.abi.Pack("isApprovedForAll", owner, operator)
}

// UnpackIsApprovedForAll is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe985e9c5.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (identityRegistry *IdentityRegistry) UnpackIsApprovedForAll(data []byte) (bool, error) {
	out, err := identityRegistry.abi.Unpack("isApprovedForAll", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsAuthorizedOrOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd95e72be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isAuthorizedOrOwner(address spender, uint256 agentId) view returns(bool)
func (identityRegistry *IdentityRegistry) PackIsAuthorizedOrOwner(spender common.Address, agentId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("isAuthorizedOrOwner", spender, agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsAuthorizedOrOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd95e72be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isAuthorizedOrOwner(address spender, uint256 agentId) view returns(bool)
func (identityRegistry *IdentityRegistry) TryPackIsAuthorizedOrOwner(spender common.Address, agentId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("isAuthorizedOrOwner", spender, agentId)
}

// UnpackIsAuthorizedOrOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd95e72be.
//
// Solidity: function isAuthorizedOrOwner(address spender, uint256 agentId) view returns(bool)
func (identityRegistry *IdentityRegistry) UnpackIsAuthorizedOrOwner(data []byte) (bool, error) {
	out, err := identityRegistry.abi.Unpack("isAuthorizedOrOwner", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (identityRegistry *IdentityRegistry) PackName() []byte {
	enc, err := identityRegistry.abi.Pack("name")
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
func (identityRegistry *IdentityRegistry) TryPackName() ([]byte, error) {
	return identityRegistry.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (identityRegistry *IdentityRegistry) UnpackName(data []byte) (string, error) {
	out, err := identityRegistry.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6352211e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) PackOwnerOf(tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("ownerOf", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6352211e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) TryPackOwnerOf(tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("ownerOf", tokenId)
}

// UnpackOwnerOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6352211e.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) UnpackOwnerOf(data []byte) (common.Address, error) {
	out, err := identityRegistry.abi.Unpack("ownerOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1aa3a008.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register() returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) PackRegister() []byte {
	enc, err := identityRegistry.abi.Pack("register")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1aa3a008.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register() returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) TryPackRegister() ([]byte, error) {
	return identityRegistry.abi.Pack("register")
}

// UnpackRegister is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1aa3a008.
//
// Solidity: function register() returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) UnpackRegister(data []byte) (*big.Int, error) {
	out, err := identityRegistry.abi.Unpack("register", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegister0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ea42286.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(string agentURI, (string,bytes)[] metadata) returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) PackRegister0(agentURI string, metadata []IIdentityRegistryMetadataEntry) []byte {
	enc, err := identityRegistry.abi.Pack("register0", agentURI, metadata)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ea42286.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(string agentURI, (string,bytes)[] metadata) returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) TryPackRegister0(agentURI string, metadata []IIdentityRegistryMetadataEntry) ([]byte, error) {
	return identityRegistry.abi.Pack("register0", agentURI, metadata)
}

// UnpackRegister0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8ea42286.
//
// Solidity: function register(string agentURI, (string,bytes)[] metadata) returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) UnpackRegister0(data []byte) (*big.Int, error) {
	out, err := identityRegistry.abi.Unpack("register0", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegister1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2c298be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(string agentURI) returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) PackRegister1(agentURI string) []byte {
	enc, err := identityRegistry.abi.Pack("register1", agentURI)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2c298be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(string agentURI) returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) TryPackRegister1(agentURI string) ([]byte, error) {
	return identityRegistry.abi.Pack("register1", agentURI)
}

// UnpackRegister1 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf2c298be.
//
// Solidity: function register(string agentURI) returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) UnpackRegister1(data []byte) (*big.Int, error) {
	out, err := identityRegistry.abi.Unpack("register1", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSafeTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42842e0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) PackSafeTransferFrom(from common.Address, to common.Address, tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("safeTransferFrom", from, to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSafeTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42842e0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) TryPackSafeTransferFrom(from common.Address, to common.Address, tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("safeTransferFrom", from, to, tokenId)
}

// PackSafeTransferFrom0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb88d4fde.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId, bytes data) returns()
func (identityRegistry *IdentityRegistry) PackSafeTransferFrom0(from common.Address, to common.Address, tokenId *big.Int, data []byte) []byte {
	enc, err := identityRegistry.abi.Pack("safeTransferFrom0", from, to, tokenId, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSafeTransferFrom0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb88d4fde.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId, bytes data) returns()
func (identityRegistry *IdentityRegistry) TryPackSafeTransferFrom0(from common.Address, to common.Address, tokenId *big.Int, data []byte) ([]byte, error) {
	return identityRegistry.abi.Pack("safeTransferFrom0", from, to, tokenId, data)
}

// PackSetAgentURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0af28bd3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAgentURI(uint256 agentId, string newURI) returns()
func (identityRegistry *IdentityRegistry) PackSetAgentURI(agentId *big.Int, newURI string) []byte {
	enc, err := identityRegistry.abi.Pack("setAgentURI", agentId, newURI)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAgentURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0af28bd3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAgentURI(uint256 agentId, string newURI) returns()
func (identityRegistry *IdentityRegistry) TryPackSetAgentURI(agentId *big.Int, newURI string) ([]byte, error) {
	return identityRegistry.abi.Pack("setAgentURI", agentId, newURI)
}

// PackSetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d1ef5ae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAgentWallet(uint256 agentId, address newWallet, uint256 deadline, bytes signature) returns()
func (identityRegistry *IdentityRegistry) PackSetAgentWallet(agentId *big.Int, newWallet common.Address, deadline *big.Int, signature []byte) []byte {
	enc, err := identityRegistry.abi.Pack("setAgentWallet", agentId, newWallet, deadline, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d1ef5ae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAgentWallet(uint256 agentId, address newWallet, uint256 deadline, bytes signature) returns()
func (identityRegistry *IdentityRegistry) TryPackSetAgentWallet(agentId *big.Int, newWallet common.Address, deadline *big.Int, signature []byte) ([]byte, error) {
	return identityRegistry.abi.Pack("setAgentWallet", agentId, newWallet, deadline, signature)
}

// PackSetApprovalForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa22cb465.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setApprovalForAll(address operator, bool approved) returns()
func (identityRegistry *IdentityRegistry) PackSetApprovalForAll(operator common.Address, approved bool) []byte {
	enc, err := identityRegistry.abi.Pack("setApprovalForAll", operator, approved)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetApprovalForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa22cb465.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setApprovalForAll(address operator, bool approved) returns()
func (identityRegistry *IdentityRegistry) TryPackSetApprovalForAll(operator common.Address, approved bool) ([]byte, error) {
	return identityRegistry.abi.Pack("setApprovalForAll", operator, approved)
}

// PackSetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x466648da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMetadata(uint256 agentId, string metadataKey, bytes metadataValue) returns()
func (identityRegistry *IdentityRegistry) PackSetMetadata(agentId *big.Int, metadataKey string, metadataValue []byte) []byte {
	enc, err := identityRegistry.abi.Pack("setMetadata", agentId, metadataKey, metadataValue)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x466648da.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMetadata(uint256 agentId, string metadataKey, bytes metadataValue) returns()
func (identityRegistry *IdentityRegistry) TryPackSetMetadata(agentId *big.Int, metadataKey string, metadataValue []byte) ([]byte, error) {
	return identityRegistry.abi.Pack("setMetadata", agentId, metadataKey, metadataValue)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (identityRegistry *IdentityRegistry) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := identityRegistry.abi.Pack("supportsInterface", interfaceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (identityRegistry *IdentityRegistry) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return identityRegistry.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (identityRegistry *IdentityRegistry) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := identityRegistry.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (identityRegistry *IdentityRegistry) PackSymbol() []byte {
	enc, err := identityRegistry.abi.Pack("symbol")
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
func (identityRegistry *IdentityRegistry) TryPackSymbol() ([]byte, error) {
	return identityRegistry.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (identityRegistry *IdentityRegistry) UnpackSymbol(data []byte) (string, error) {
	out, err := identityRegistry.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTokenURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc87b56dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tokenURI(uint256 tokenId) view returns(string)
func (identityRegistry *IdentityRegistry) PackTokenURI(tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("tokenURI", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTokenURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc87b56dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tokenURI(uint256 tokenId) view returns(string)
func (identityRegistry *IdentityRegistry) TryPackTokenURI(tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("tokenURI", tokenId)
}

// UnpackTokenURI is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc87b56dd.
//
// Solidity: function tokenURI(uint256 tokenId) view returns(string)
func (identityRegistry *IdentityRegistry) UnpackTokenURI(data []byte) (string, error) {
	out, err := identityRegistry.abi.Unpack("tokenURI", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) PackTransferFrom(from common.Address, to common.Address, tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("transferFrom", from, to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) TryPackTransferFrom(from common.Address, to common.Address, tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("transferFrom", from, to, tokenId)
}

// PackUnsetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fddcf19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unsetAgentWallet(uint256 agentId) returns()
func (identityRegistry *IdentityRegistry) PackUnsetAgentWallet(agentId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("unsetAgentWallet", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnsetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fddcf19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unsetAgentWallet(uint256 agentId) returns()
func (identityRegistry *IdentityRegistry) TryPackUnsetAgentWallet(agentId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("unsetAgentWallet", agentId)
}

// IdentityRegistryApproval represents a Approval event raised by the IdentityRegistry contract.
type IdentityRegistryApproval struct {
	Owner    common.Address
	Approved common.Address
	TokenId  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryApproval) ContractEventName() string {
	return IdentityRegistryApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)
func (identityRegistry *IdentityRegistry) UnpackApprovalEvent(log *types.Log) (*IdentityRegistryApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryApproval)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryApprovalForAll represents a ApprovalForAll event raised by the IdentityRegistry contract.
type IdentityRegistryApprovalForAll struct {
	Owner    common.Address
	Operator common.Address
	Approved bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryApprovalForAllEventName = "ApprovalForAll"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryApprovalForAll) ContractEventName() string {
	return IdentityRegistryApprovalForAllEventName
}

// UnpackApprovalForAllEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ApprovalForAll(address indexed owner, address indexed operator, bool approved)
func (identityRegistry *IdentityRegistry) UnpackApprovalForAllEvent(log *types.Log) (*IdentityRegistryApprovalForAll, error) {
	event := "ApprovalForAll"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryApprovalForAll)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryBatchMetadataUpdate represents a BatchMetadataUpdate event raised by the IdentityRegistry contract.
type IdentityRegistryBatchMetadataUpdate struct {
	FromTokenId *big.Int
	ToTokenId   *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryBatchMetadataUpdateEventName = "BatchMetadataUpdate"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryBatchMetadataUpdate) ContractEventName() string {
	return IdentityRegistryBatchMetadataUpdateEventName
}

// UnpackBatchMetadataUpdateEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BatchMetadataUpdate(uint256 _fromTokenId, uint256 _toTokenId)
func (identityRegistry *IdentityRegistry) UnpackBatchMetadataUpdateEvent(log *types.Log) (*IdentityRegistryBatchMetadataUpdate, error) {
	event := "BatchMetadataUpdate"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryBatchMetadataUpdate)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryEIP712DomainChanged represents a EIP712DomainChanged event raised by the IdentityRegistry contract.
type IdentityRegistryEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryEIP712DomainChanged) ContractEventName() string {
	return IdentityRegistryEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (identityRegistry *IdentityRegistry) UnpackEIP712DomainChangedEvent(log *types.Log) (*IdentityRegistryEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryMetadataSet represents a MetadataSet event raised by the IdentityRegistry contract.
type IdentityRegistryMetadataSet struct {
	AgentId            *big.Int
	IndexedMetadataKey common.Hash
	MetadataKey        string
	MetadataValue      []byte
	Raw                *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryMetadataSetEventName = "MetadataSet"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryMetadataSet) ContractEventName() string {
	return IdentityRegistryMetadataSetEventName
}

// UnpackMetadataSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MetadataSet(uint256 indexed agentId, string indexed indexedMetadataKey, string metadataKey, bytes metadataValue)
func (identityRegistry *IdentityRegistry) UnpackMetadataSetEvent(log *types.Log) (*IdentityRegistryMetadataSet, error) {
	event := "MetadataSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryMetadataSet)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryMetadataUpdate represents a MetadataUpdate event raised by the IdentityRegistry contract.
type IdentityRegistryMetadataUpdate struct {
	TokenId *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryMetadataUpdateEventName = "MetadataUpdate"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryMetadataUpdate) ContractEventName() string {
	return IdentityRegistryMetadataUpdateEventName
}

// UnpackMetadataUpdateEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MetadataUpdate(uint256 _tokenId)
func (identityRegistry *IdentityRegistry) UnpackMetadataUpdateEvent(log *types.Log) (*IdentityRegistryMetadataUpdate, error) {
	event := "MetadataUpdate"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryMetadataUpdate)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryRegistered represents a Registered event raised by the IdentityRegistry contract.
type IdentityRegistryRegistered struct {
	AgentId  *big.Int
	AgentURI string
	Owner    common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryRegisteredEventName = "Registered"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryRegistered) ContractEventName() string {
	return IdentityRegistryRegisteredEventName
}

// UnpackRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Registered(uint256 indexed agentId, string agentURI, address indexed owner)
func (identityRegistry *IdentityRegistry) UnpackRegisteredEvent(log *types.Log) (*IdentityRegistryRegistered, error) {
	event := "Registered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryRegistered)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryTransfer represents a Transfer event raised by the IdentityRegistry contract.
type IdentityRegistryTransfer struct {
	From    common.Address
	To      common.Address
	TokenId *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryTransfer) ContractEventName() string {
	return IdentityRegistryTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)
func (identityRegistry *IdentityRegistry) UnpackTransferEvent(log *types.Log) (*IdentityRegistryTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryTransfer)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryURIUpdated represents a URIUpdated event raised by the IdentityRegistry contract.
type IdentityRegistryURIUpdated struct {
	AgentId   *big.Int
	NewURI    string
	UpdatedBy common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryURIUpdatedEventName = "URIUpdated"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryURIUpdated) ContractEventName() string {
	return IdentityRegistryURIUpdatedEventName
}

// UnpackURIUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event URIUpdated(uint256 indexed agentId, string newURI, address indexed updatedBy)
func (identityRegistry *IdentityRegistry) UnpackURIUpdatedEvent(log *types.Log) (*IdentityRegistryURIUpdated, error) {
	event := "URIUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryURIUpdated)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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
func (identityRegistry *IdentityRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["BadDeadline"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackBadDeadlineError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721IncorrectOwner"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721IncorrectOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InsufficientApproval"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InsufficientApprovalError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InvalidApprover"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InvalidOperator"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InvalidOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InvalidOwner"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InvalidReceiver"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InvalidSender"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721NonexistentToken"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721NonexistentTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["InvalidWalletSignature"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackInvalidWalletSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["NotAgentOperator"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackNotAgentOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ReservedMetadataKey"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackReservedMetadataKeyError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ZeroWallet"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackZeroWalletError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// IdentityRegistryBadDeadline represents a BadDeadline error raised by the IdentityRegistry contract.
type IdentityRegistryBadDeadline struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadDeadline(uint256 deadline)
func IdentityRegistryBadDeadlineErrorID() common.Hash {
	return common.HexToHash("0xbdf417648e661b8138c642e9a2debb8f28aefe17267a2c0a977a871d3bc3608c")
}

// UnpackBadDeadlineError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadDeadline(uint256 deadline)
func (identityRegistry *IdentityRegistry) UnpackBadDeadlineError(raw []byte) (*IdentityRegistryBadDeadline, error) {
	out := new(IdentityRegistryBadDeadline)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "BadDeadline", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721IncorrectOwner represents a ERC721IncorrectOwner error raised by the IdentityRegistry contract.
type IdentityRegistryERC721IncorrectOwner struct {
	Sender  common.Address
	TokenId *big.Int
	Owner   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)
func IdentityRegistryERC721IncorrectOwnerErrorID() common.Hash {
	return common.HexToHash("0x64283d7b313c8117c125f736876fa2b4e90ea3831a4716dfdb87d2f540e26289")
}

// UnpackERC721IncorrectOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)
func (identityRegistry *IdentityRegistry) UnpackERC721IncorrectOwnerError(raw []byte) (*IdentityRegistryERC721IncorrectOwner, error) {
	out := new(IdentityRegistryERC721IncorrectOwner)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721IncorrectOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InsufficientApproval represents a ERC721InsufficientApproval error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InsufficientApproval struct {
	Operator common.Address
	TokenId  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InsufficientApproval(address operator, uint256 tokenId)
func IdentityRegistryERC721InsufficientApprovalErrorID() common.Hash {
	return common.HexToHash("0x177e802f6f313bc89797ecace66d6d29ab4719cbaaacbb87367264048b1eb861")
}

// UnpackERC721InsufficientApprovalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InsufficientApproval(address operator, uint256 tokenId)
func (identityRegistry *IdentityRegistry) UnpackERC721InsufficientApprovalError(raw []byte) (*IdentityRegistryERC721InsufficientApproval, error) {
	out := new(IdentityRegistryERC721InsufficientApproval)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InsufficientApproval", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InvalidApprover represents a ERC721InvalidApprover error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidApprover(address approver)
func IdentityRegistryERC721InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xa9fbf51f86b8e03595d59dc726bb10c329bb24f62589be276d8dd193ca0b69ea")
}

// UnpackERC721InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidApprover(address approver)
func (identityRegistry *IdentityRegistry) UnpackERC721InvalidApproverError(raw []byte) (*IdentityRegistryERC721InvalidApprover, error) {
	out := new(IdentityRegistryERC721InvalidApprover)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InvalidOperator represents a ERC721InvalidOperator error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InvalidOperator struct {
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidOperator(address operator)
func IdentityRegistryERC721InvalidOperatorErrorID() common.Hash {
	return common.HexToHash("0x5b08ba185e8f577075361f3a3555a6580a227ce22734dcc979c1aeadf894658b")
}

// UnpackERC721InvalidOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidOperator(address operator)
func (identityRegistry *IdentityRegistry) UnpackERC721InvalidOperatorError(raw []byte) (*IdentityRegistryERC721InvalidOperator, error) {
	out := new(IdentityRegistryERC721InvalidOperator)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InvalidOwner represents a ERC721InvalidOwner error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidOwner(address owner)
func IdentityRegistryERC721InvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x89c62b6479af2e623826dcc39c5133061d35b66d72de92833401dd2fd6567480")
}

// UnpackERC721InvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidOwner(address owner)
func (identityRegistry *IdentityRegistry) UnpackERC721InvalidOwnerError(raw []byte) (*IdentityRegistryERC721InvalidOwner, error) {
	out := new(IdentityRegistryERC721InvalidOwner)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InvalidReceiver represents a ERC721InvalidReceiver error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidReceiver(address receiver)
func IdentityRegistryERC721InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0x64a0ae9278f805eaf991dcd18ca78756d280b7508b764ef1b255c55845c11df9")
}

// UnpackERC721InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidReceiver(address receiver)
func (identityRegistry *IdentityRegistry) UnpackERC721InvalidReceiverError(raw []byte) (*IdentityRegistryERC721InvalidReceiver, error) {
	out := new(IdentityRegistryERC721InvalidReceiver)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InvalidSender represents a ERC721InvalidSender error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidSender(address sender)
func IdentityRegistryERC721InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x73c6ac6e10798e95d99e1f130d923eb40193ecb8d094ec3dce93292564eb3b17")
}

// UnpackERC721InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidSender(address sender)
func (identityRegistry *IdentityRegistry) UnpackERC721InvalidSenderError(raw []byte) (*IdentityRegistryERC721InvalidSender, error) {
	out := new(IdentityRegistryERC721InvalidSender)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721NonexistentToken represents a ERC721NonexistentToken error raised by the IdentityRegistry contract.
type IdentityRegistryERC721NonexistentToken struct {
	TokenId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721NonexistentToken(uint256 tokenId)
func IdentityRegistryERC721NonexistentTokenErrorID() common.Hash {
	return common.HexToHash("0x7e273289a3a9ef6670f06df7dca227856fc925e956db96980692764a8bc734d7")
}

// UnpackERC721NonexistentTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721NonexistentToken(uint256 tokenId)
func (identityRegistry *IdentityRegistry) UnpackERC721NonexistentTokenError(raw []byte) (*IdentityRegistryERC721NonexistentToken, error) {
	out := new(IdentityRegistryERC721NonexistentToken)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721NonexistentToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryInvalidShortString represents a InvalidShortString error raised by the IdentityRegistry contract.
type IdentityRegistryInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func IdentityRegistryInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (identityRegistry *IdentityRegistry) UnpackInvalidShortStringError(raw []byte) (*IdentityRegistryInvalidShortString, error) {
	out := new(IdentityRegistryInvalidShortString)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryInvalidWalletSignature represents a InvalidWalletSignature error raised by the IdentityRegistry contract.
type IdentityRegistryInvalidWalletSignature struct {
	NewWallet common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidWalletSignature(address newWallet)
func IdentityRegistryInvalidWalletSignatureErrorID() common.Hash {
	return common.HexToHash("0x1f96fe811f3e3546aa5f0114a9f11ade807aefdf6aca72ecaae0036d7e863194")
}

// UnpackInvalidWalletSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidWalletSignature(address newWallet)
func (identityRegistry *IdentityRegistry) UnpackInvalidWalletSignatureError(raw []byte) (*IdentityRegistryInvalidWalletSignature, error) {
	out := new(IdentityRegistryInvalidWalletSignature)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "InvalidWalletSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryNotAgentOperator represents a NotAgentOperator error raised by the IdentityRegistry contract.
type IdentityRegistryNotAgentOperator struct {
	AgentId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAgentOperator(uint256 agentId, address caller)
func IdentityRegistryNotAgentOperatorErrorID() common.Hash {
	return common.HexToHash("0x4b03c457dea7c11179e982fe5ca9be9c1d68c5dd8b80fbf1dcc4c6158e370b66")
}

// UnpackNotAgentOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAgentOperator(uint256 agentId, address caller)
func (identityRegistry *IdentityRegistry) UnpackNotAgentOperatorError(raw []byte) (*IdentityRegistryNotAgentOperator, error) {
	out := new(IdentityRegistryNotAgentOperator)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "NotAgentOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryReservedMetadataKey represents a ReservedMetadataKey error raised by the IdentityRegistry contract.
type IdentityRegistryReservedMetadataKey struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReservedMetadataKey()
func IdentityRegistryReservedMetadataKeyErrorID() common.Hash {
	return common.HexToHash("0xd3356558800e43df2c97ba2a4a431d03919d1c5d3d35e083aea087d95befb971")
}

// UnpackReservedMetadataKeyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReservedMetadataKey()
func (identityRegistry *IdentityRegistry) UnpackReservedMetadataKeyError(raw []byte) (*IdentityRegistryReservedMetadataKey, error) {
	out := new(IdentityRegistryReservedMetadataKey)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ReservedMetadataKey", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryStringTooLong represents a StringTooLong error raised by the IdentityRegistry contract.
type IdentityRegistryStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func IdentityRegistryStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (identityRegistry *IdentityRegistry) UnpackStringTooLongError(raw []byte) (*IdentityRegistryStringTooLong, error) {
	out := new(IdentityRegistryStringTooLong)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryZeroWallet represents a ZeroWallet error raised by the IdentityRegistry contract.
type IdentityRegistryZeroWallet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroWallet()
func IdentityRegistryZeroWalletErrorID() common.Hash {
	return common.HexToHash("0x2033e238f182fe0828b491436090386027ebcd6fdf754761ced23cb6a134c921")
}

// UnpackZeroWalletError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroWallet()
func (identityRegistry *IdentityRegistry) UnpackZeroWalletError(raw []byte) (*IdentityRegistryZeroWallet, error) {
	out := new(IdentityRegistryZeroWallet)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ZeroWallet", raw); err != nil {
		return nil, err
	}
	return out, nil
}
