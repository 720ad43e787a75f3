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

// ReputationRegistryMetaData contains all meta data concerning the ReputationRegistry contract.
var ReputationRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"}],\"name\":\"AlreadyRevoked\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"BadInitialization\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ClientAddressesRequired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyResponseURI\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"SelfFeedback\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"}],\"name\":\"TooManyDecimals\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"}],\"name\":\"UnknownFeedback\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"int128\",\"name\":\"value\",\"type\":\"int128\"}],\"name\":\"ValueTooLarge\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"}],\"name\":\"FeedbackRevoked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"identityRegistry\",\"type\":\"address\"}],\"name\":\"Initialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"int128\",\"name\":\"value\",\"type\":\"int128\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"string\",\"name\":\"indexedTag1\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"endpoint\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"feedbackURI\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"feedbackHash\",\"type\":\"bytes32\"}],\"name\":\"NewFeedback\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"responder\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"responseURI\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"responseHash\",\"type\":\"bytes32\"}],\"name\":\"ResponseAppended\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_ABS_VALUE\",\"outputs\":[{\"internalType\":\"int128\",\"name\":\"\",\"type\":\"int128\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"responseURI\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"responseHash\",\"type\":\"bytes32\"}],\"name\":\"appendResponse\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"getClients\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getIdentityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"identityRegistry\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"}],\"name\":\"getLastIndex\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"},{\"internalType\":\"address[]\",\"name\":\"responders\",\"type\":\"address[]\"}],\"name\":\"getResponseCount\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"clientAddresses\",\"type\":\"address[]\"},{\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"}],\"name\":\"getSummary\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"count\",\"type\":\"uint64\"},{\"internalType\":\"int128\",\"name\":\"summaryValue\",\"type\":\"int128\"},{\"internalType\":\"uint8\",\"name\":\"summaryValueDecimals\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"int128\",\"name\":\"value\",\"type\":\"int128\"},{\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"},{\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"endpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"feedbackURI\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"feedbackHash\",\"type\":\"bytes32\"}],\"name\":\"giveFeedback\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"identityRegistry_\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"clientAddresses\",\"type\":\"address[]\"},{\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"includeRevoked\",\"type\":\"bool\"}],\"name\":\"readAllFeedback\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"clients\",\"type\":\"address[]\"},{\"internalType\":\"uint64[]\",\"name\":\"feedbackIndexes\",\"type\":\"uint64[]\"},{\"internalType\":\"int128[]\",\"name\":\"values\",\"type\":\"int128[]\"},{\"internalType\":\"uint8[]\",\"name\":\"valueDecimals\",\"type\":\"uint8[]\"},{\"internalType\":\"string[]\",\"name\":\"tag1s\",\"type\":\"string[]\"},{\"internalType\":\"string[]\",\"name\":\"tag2s\",\"type\":\"string[]\"},{\"internalType\":\"bool[]\",\"name\":\"revokedStatuses\",\"type\":\"bool[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"}],\"name\":\"readFeedback\",\"outputs\":[{\"internalType\":\"int128\",\"name\":\"value\",\"type\":\"int128\"},{\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"},{\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isRevoked\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"}],\"name\":\"revokeFeedback\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ReputationRegistry",
	Bin: "0x60a0806040523460225733608052611d23908161002782396080518161076d0152f35b5f80fdfe6102806040526004361015610012575f80fd5b5f3560e01c8063232b0810146114845780633c036a7e14610eaa57806342dd519c14610e25578063499c9c6d14610dfb5780634ab3ca9914610d6b5780636e04cacd14610a6557806381bbba58146109bc578063bc4d861b14610995578063c2349ab214610817578063c4d66de814610744578063d9d84224146100ef5763f2d817591461009e575f80fd5b346100eb5760403660031901126100eb576100b7611532565b6004355f52600260205260405f209060018060a01b03165f5260205260206001600160401b0360405f205416604051908152f35b5f80fd5b346100eb5760a03660031901126100eb576024356001600160401b0381116100eb5761011f9036906004016115eb565b906044356001600160401b0381116100eb5761013f903690600401611582565b61018052610240526064356001600160401b0381116100eb57610166903690600401611582565b9061014052916084359182151583036100eb57606061010081905261012081905261016081905260c081905260e08190526101a08190526101e0526101ac913691611844565b610200526102005151156106dd575b5f608081905260a0525b600260a0511061032a5760405160e08152806101e760e08201610100516115af565b81810360208301526020610120515191828152019060206101205101905f5b8181106103085750505081810360408301526020610160515191828152019060206101605101905f5b8181106102ec575050508181036060830152602060c05151918281520190602060c05101905f5b8181106102d05750505061027781836102889303608085015260e05161161b565b82810360a08401526101a05161161b565b81810360c083015260206101e0515191828152019060206101e05101905f5b8181106102b5575050500390f35b825115158452859450602093840193909201916001016102a7565b825160ff16845285945060209384019390920191600101610256565b8251600f0b84528594506020938401939092019160010161022f565b82516001600160401b0316845285945060209384019390920191600101610206565b600160a051146105aa575b5f6101c0525b61020051516101c051101561059c576004355f52600260205260405f2060018060a01b0361036f6101c05161020051611830565b511660018060a01b03165f526020526001600160401b0360405f205416610260526001610220525b610260516001600160401b0361022051161161058c576004355f52600160205260405f2060018060a01b036103d26101c05161020051611830565b511660018060a01b03165f5260205260405f206001600160401b0361022051165f5260205260405f2080549060ff8260881c1691828093610584575b8015610567575b61055f57600160a05114610464575b5050505f1960805114610450576001608051016080525b6104476102205161174d565b61022052610397565b634e487b7160e01b5f52601160045260245ffd5b60029160ff6105239260018060a01b036104846101c05161020051611830565b511661049560805161010051611830565b526001600160401b0361022051166104b260805161012051611830565b5280600f0b6104c660805161016051611830565b5260801c166104d960805160c051611830565b526040516104f5816104ee81600186016116ab565b038261172c565b61050360805160e051611830565b5261051260805160e051611830565b506104ee60405180948193016116ab565b6105326080516101a051611830565b526105426080516101a051611830565b506105526080516101e051611830565b9015159052828080610424565b50505061043b565b5061057e8561014051610180516102405186611c7b565b15610415565b50831561040e565b60016101c051016101c05261033b565b600160a0510160a0526101c5565b6105b5608051611819565b6105c2604051918261172c565b6080518152601f196105d5608051611819565b01366020830137610100526105eb608051611819565b6105f8604051918261172c565b6080518152601f1961060b608051611819565b0136602083013761012052610621608051611819565b61062e604051918261172c565b6080518152601f19610641608051611819565b0136602083013761016052610657608051611819565b610664604051918261172c565b6080518152601f19610677608051611819565b0136602083013760c05261068c608051611ba0565b60e05261069a608051611ba0565b6101a0526106a9608051611819565b6106b6604051918261172c565b6080518152601f196106c9608051611819565b013660208301376101e0525f608052610335565b6004355f52600360205260405f20604051808260208294549384815201905f5260205f20925f5b8181106107225750506107199250038261172c565b610200526101bb565b84546001600160a01b0316835260019485019486945060209093019201610704565b346100eb5760203660031901126100eb576004356001600160a01b038116908190036100eb57337f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031614801590610804575b80156107fc575b6107ed576020817f908408e307fc569b417f6cbec5d5a06f44a0a505ac0479b47d421a4b2fd6a1e6926bffffffffffffffffffffffff60a01b5f5416175f55604051908152a1005b63a502659d60e01b5f5260045ffd5b5080156107a5565b505f546001600160a01b0316151561079e565b346100eb5760a03660031901126100eb57600435610833611532565b9061083c611548565b906064356001600160401b0381116100eb5761085c903690600401611582565b610867848685611be9565b508015610986577fb1c6be0b5b8aef6539e2fac0fd131a2faa7b49edf8e505b5eb0ad487d56051d49161092a91845f52600460205260405f2060018060a01b0388165f5260205260405f206001600160401b0387165f5260205260405f2060018060a01b0333165f5260205260405f206001600160401b03815416906001600160401b036108f48361174d565b166001600160401b031982541617905515610946575b6001600160401b03604051961686526060602087015260608601916117f9565b608435604085015233946001600160a01b0316939081900390a4005b845f52600560205260405f2060018060a01b0388165f5260205260405f206001600160401b0387165f5260205261098160405f20339061176a565b61090a565b633e75d08b60e21b5f5260045ffd5b346100eb575f3660031901126100eb575f546040516001600160a01b039091168152602090f35b346100eb5760803660031901126100eb576024356001600160401b0381116100eb576109ec9036906004016115eb565b6044356001600160401b0381116100eb57610a0b903690600401611582565b929091606435916001600160401b0383116100eb5760609460ff94610a37610a42953690600401611582565b949093600435611910565b906001600160401b0360409493945194168452600f0b6020840152166040820152f35b346100eb5760803660031901126100eb57600435610a81611532565b90610a8a611548565b906064356001600160401b0381116100eb57610aaa9036906004016115eb565b935f91906001600160a01b031680610d2d5750825f52600360205260405f20604051808260208294549384815201905f5260205f20925f5b818110610d0b575050610af79250038261172c565b905b6001600160401b03851615945f5b8351811015610cf7578615610cf0575f8681526002602052604090206001600160a01b03610b358387611830565b511660018060a01b03165f526020526001600160401b0360405f20541660015b905b6001600160401b0381166001600160401b0383161115610b7b575050600101610b07565b9095610b8f9992959498979936848b611844565b97885115610c4d575b5f915b8951831015610c34575f8c81526004602052604090206001600160a01b03610bc38a8a611830565b511660018060a01b03165f5260205260405f206001600160401b038a165f5260205260405f2060018060a01b03610bfa858d611830565b511660018060a01b03165f526020526001600160401b038060405f2054169116016001600160401b03811161045057600190920191610b9b565b9790999596939a9850610c47915061174d565b90610b57565b5f8b81526005602052604090209098506001600160a01b03610c6f8888611830565b511660018060a01b03165f5260205260405f206001600160401b0388165f5260205260405f20604051808260208294549384815201905f5260205f20925f905b808210610cca575050610cc49250038261172c565b97610b98565b84546001600160a01b031683526001948501948694506020909301929190910190610caf565b8180610b55565b6020856001600160401b0360405191168152f35b84546001600160a01b0316835260019485019486945060209093019201610ae2565b9060405191610d3d60408461172c565b60018352602080840190368237835115610d575752610af9565b634e487b7160e01b5f52603260045260245ffd5b346100eb5760403660031901126100eb57600435602435906001600160401b038216918281036100eb57610da0903383611be9565b805460ff8160881c16610de45760ff60881b1916600160881b17905533907f25156fd3288212246d8b008d5921fde376c71ed14ac2e072a506eb06fde6d09d5f80a4005b505063176dead160e31b5f5260045260245260445ffd5b346100eb575f3660031901126100eb5760206040516f4b3b4ca85a86c47a098a2240000000008152f35b346100eb5760203660031901126100eb576004355f52600360205260405f206040519081602082549182815201915f5260205f20905f5b818110610e8b57610e8785610e738187038261172c565b6040519182916020835260208301906115af565b0390f35b82546001600160a01b0316845260209093019260019283019201610e5c565b346100eb576101003660031901126100eb576004356024359081600f0b8092036100eb576044359060ff82168092036100eb576064356001600160401b0381116100eb57610efc903690600401611582565b906084356001600160401b0381116100eb57610f1c903690600401611582565b9060a4356001600160401b0381116100eb57610f3c903690600401611582565b91909260c4356001600160401b0381116100eb57610f5e903690600401611582565b95909660128a11611471576f4b3b4ca85a86c47a098a2240000000008b138015611457575b611444575f54604051636caf395f60e11b8152336004820152602481018b905290602090829060449082906001600160a01b03165afa908115611439575f916113fe575b506113e757885f52600260205260405f2060018060a01b0333165f526020526001600160401b0360405f20610ffe8282541661174d565b8154831916921691821790559960018b146113cd575b60405160a08101908082106001600160401b038311176112f6578b916040528d81528c6020820184815260408301905f825261105136888a6117b4565b9260608501938452611064368b8d6117b4565b60808681019182525f978852600160208181526040808b20338c528252808b20958b5294905292909720955186549351945171ffffffffffffffffffffffffffffffffffff199094166fffffffffffffffffffffffffffffffff909116179390961b60ff60801b169290921790151560881b60ff60881b161783559051805191830191906001600160401b0382116112f6576111008354611673565b601f811161137c575b50602090601f8311600114611315576002949392915f918361130a575b50508160011b915f199060031b1c19161790555b0190518051906001600160401b0382116112f657819061115a8454611673565b601f811161129d575b50602090601f831160011461123a575f9261122f575b50508160011b915f199060031b1c19161790555b60405182848237808381015f81520390209b6040519b8c5260208c015260408b015260608a0161010090526101008a01906111c7926117f9565b9088820360808a01526111d9926117f9565b9086820360a08801526111eb926117f9565b9084820360c08601526111fd926117f9565b9160e43560e0820152803393037f6a4a61743519c9d648a14e6493f47dbe3ff1aa29e7785c96c8326a205e58febc91a4005b015190508f80611179565b5f8581528281209350601f198516905b818110611285575090846001959493921061126d575b505050811b01905561118d565b01515f1960f88460031b161c191690558f8080611260565b9293602060018192878601518155019501930161124a565b8281111561116357909150835f5260205f20601f840160051c90602085106112ee575b849392601f0160051c82900391015f5b8281106112de575050611163565b5f818301558594506001016112d0565b5f91506112c0565b634e487b7160e01b5f52604160045260245ffd5b015190505f80611126565b90601f19831691845f52815f20925f5b81811061136457509160019391856002989796941061134c575b505050811b01905561113a565b01515f1960f88460031b161c191690555f808061133f565b92936020600181928786015181550195019301611325565b8281111561110957835f5260205f20601f840160051c90602085106113c5575b81601f9101920160051c03905f5b8281106113b8575050611109565b5f828201556001016113aa565b5f915061139c565b895f5260036020526113e23360405f2061176a565b611014565b88631341f36760e31b5f526004523360245260445ffd5b90506020813d602011611431575b816114196020938361172c565b810103126100eb575180151581036100eb578c610fc7565b3d915061140c565b6040513d5f823e3d90fd5b8a63dfa033f560e01b5f5260045260245ffd5b506f4b3b4ca85a86c47a098a223fffffffff198b12610f83565b89631de6e59160e31b5f5260045260245ffd5b346100eb5760603660031901126100eb576115146114b46114a3611532565b6114ab611548565b90600435611be9565b805460ff61152260026114ec604051956114dc876114d581600185016116ab565b038861172c565b6104ee60405180948193016116ab565b60405195869585600f0b8752848660801c16602088015260a0604088015260a087019061155e565b90858203606087015261155e565b9160881c16151560808301520390f35b602435906001600160a01b03821682036100eb57565b604435906001600160401b03821682036100eb57565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b9181601f840112156100eb578235916001600160401b0383116100eb57602083818601950101116100eb57565b90602080835192838152019201905f5b8181106115cc5750505090565b82516001600160a01b03168452602093840193909201916001016115bf565b9181601f840112156100eb578235916001600160401b0383116100eb576020808501948460051b0101116100eb57565b9080602083519182815201916020808360051b8301019401925f915b83831061164657505050505090565b9091929394602080611664600193601f19868203018752895161155e565b97019301930191939290611637565b90600182811c921680156116a1575b602083101461168d57565b634e487b7160e01b5f52602260045260245ffd5b91607f1691611682565b5f92918154916116ba83611673565b808352926001811690811561170f57506001146116d657505050565b5f9081526020812093945091925b8383106116f5575060209250010190565b6001816020929493945483858701015201910191906116e4565b915050602093945060ff929192191683830152151560051b010190565b90601f801991011681019081106001600160401b038211176112f657604052565b6001600160401b03166001600160401b0381146104505760010190565b805490680100000000000000008210156112f65760018201808255821015610d57575f5260205f20019060018060a01b03166bffffffffffffffffffffffff60a01b825416179055565b9291926001600160401b0382116112f657604051916117dd601f8201601f19166020018461172c565b8294818452818301116100eb578281602093845f960137010152565b908060209392818452848401375f828201840152601f01601f1916010190565b6001600160401b0381116112f65760051b60200190565b8051821015610d575760209160051b010190565b929161184f82611819565b9361185d604051958661172c565b602085848152019260051b81019182116100eb57915b81831061187f57505050565b82356001600160a01b03811681036100eb57815260209283019201611873565b9190811015610d575760051b0190565b356001600160a01b03811681036100eb5790565b604d811161045057600a0a90565b906013811015610d575760051b0190565b81156118fc57600160ff1b81145f19831416610450570590565b634e487b7160e01b5f52601260045260245ffd5b909396925f975f978415611b91575f976102609760405198611932818b61172c565b368a375f5b878110611a125750505050505050506001600160401b03851615611a05575f905f5b60ff8116601281116119c2576001600160401b0361197782876118d1565b51166001600160401b0385161061199d575b5060ff1660ff811461045057600101611959565b6001600160401b039296506119b4919350846118d1565b51169360ff82959290611989565b5050939290506119dd91506001600160401b038516906118e2565b60ff82166012039060128211610450576119f96119ff926118c3565b906118e2565b600f0b91565b93505050505f905f905f90565b865f52600260205260405f20611a31611a2c838b8661189f565b6118af565b60018060a01b03165f526020526001600160401b0360405f2054166001905b806001600160401b0383161115611a6b575050600101611937565b909d8e895f5260016020528a611a89611a2c8660405f20938961189f565b60018060a01b03165f526020526001600160401b0360405f2091165f5260205260405f2080549087878a8c60ff8660881c16948515611b7c575b5050505050611b715760ff81600f0b9160801c169d8e6012036012811161045057611aed906118c3565b82810292905f8212600160ff1b821416610450578184051490151715610450575f8282019283129112908015821691151617610450579c8c611b2f82826118d1565b516001600160401b0316611b429061174d565b91611b4c916118d1565b906001600160401b03169052611b619061174d565b9d611b6b9061174d565b90611a50565b509d611b6b9061174d565b611b869550611c7b565b1587878a8c5f611ac3565b639dab54e360e01b5f5260045ffd5b90611baa82611819565b611bb7604051918261172c565b8281528092611bc8601f1991611819565b01905f5b828110611bd857505050565b806060602080938501015201611bcc565b916001600160401b03169182158015611c4b575b611c2b575f52600160205260405f209060018060a01b03165f5260205260405f20905f5260205260405f2090565b631704e02360e31b5f5260045260018060a01b031660245260445260645ffd5b50805f52600260205260405f2060018060a01b0383165f526020526001600160401b0360405f2054168311611bfd565b919392908415948515611ceb575b505083611c97575b50505090565b8215935090918315611caf575b5050505f8080611c91565b6002929350611cdb91611cc39136916117b4565b60208151910120926104ee60405180948193016116ab565b60208151910120145f8080611ca4565b611cf892955036916117b4565b60208151910120604051611d13816104ee81600187016116ab565b6020815191012014925f80611c8956",
}

// ReputationRegistry is an auto generated Go binding around an Ethereum contract.
type ReputationRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ReputationRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewReputationRegistry creates a new instance of ReputationRegistry.
func NewReputationRegistry() *ReputationRegistry {
	parsed, err := ReputationRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ReputationRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ReputationRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackMAXABSVALUE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x499c9c6d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_ABS_VALUE() view returns(int128)
func (reputationRegistry *ReputationRegistry) PackMAXABSVALUE() []byte {
	enc, err := reputationRegistry.abi.Pack("MAX_ABS_VALUE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXABSVALUE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x499c9c6d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_ABS_VALUE() view returns(int128)
func (reputationRegistry *ReputationRegistry) TryPackMAXABSVALUE() ([]byte, error) {
	return reputationRegistry.abi.Pack("MAX_ABS_VALUE")
}

// UnpackMAXABSVALUE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x499c9c6d.
//
// Solidity: function MAX_ABS_VALUE() view returns(int128)
func (reputationRegistry *ReputationRegistry) UnpackMAXABSVALUE(data []byte) (*big.Int, error) {
	out, err := reputationRegistry.abi.Unpack("MAX_ABS_VALUE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAppendResponse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc2349ab2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function appendResponse(uint256 agentId, address clientAddress, uint64 feedbackIndex, string responseURI, bytes32 responseHash) returns()
func (reputationRegistry *ReputationRegistry) PackAppendResponse(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64, responseURI string, responseHash [32]byte) []byte {
	enc, err := reputationRegistry.abi.Pack("appendResponse", agentId, clientAddress, feedbackIndex, responseURI, responseHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAppendResponse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc2349ab2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function appendResponse(uint256 agentId, address clientAddress, uint64 feedbackIndex, string responseURI, bytes32 responseHash) returns()
func (reputationRegistry *ReputationRegistry) TryPackAppendResponse(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64, responseURI string, responseHash [32]byte) ([]byte, error) {
	return reputationRegistry.abi.Pack("appendResponse", agentId, clientAddress, feedbackIndex, responseURI, responseHash)
}

// PackGetClients is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42dd519c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (reputationRegistry *ReputationRegistry) PackGetClients(agentId *big.Int) []byte {
	enc, err := reputationRegistry.abi.Pack("getClients", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetClients is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42dd519c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (reputationRegistry *ReputationRegistry) TryPackGetClients(agentId *big.Int) ([]byte, error) {
	return reputationRegistry.abi.Pack("getClients", agentId)
}

// UnpackGetClients is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42dd519c.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (reputationRegistry *ReputationRegistry) UnpackGetClients(data []byte) ([]common.Address, error) {
	out, err := reputationRegistry.abi.Unpack("getClients", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackGetIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4d861b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getIdentityRegistry() view returns(address identityRegistry)
func (reputationRegistry *ReputationRegistry) PackGetIdentityRegistry() []byte {
	enc, err := reputationRegistry.abi.Pack("getIdentityRegistry")
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
func (reputationRegistry *ReputationRegistry) TryPackGetIdentityRegistry() ([]byte, error) {
	return reputationRegistry.abi.Pack("getIdentityRegistry")
}

// UnpackGetIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc4d861b.
//
// Solidity: function getIdentityRegistry() view returns(address identityRegistry)
func (reputationRegistry *ReputationRegistry) UnpackGetIdentityRegistry(data []byte) (common.Address, error) {
	out, err := reputationRegistry.abi.Unpack("getIdentityRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetLastIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2d81759.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (reputationRegistry *ReputationRegistry) PackGetLastIndex(agentId *big.Int, clientAddress common.Address) []byte {
	enc, err := reputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetLastIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2d81759.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (reputationRegistry *ReputationRegistry) TryPackGetLastIndex(agentId *big.Int, clientAddress common.Address) ([]byte, error) {
	return reputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
}

// UnpackGetLastIndex is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf2d81759.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (reputationRegistry *ReputationRegistry) UnpackGetLastIndex(data []byte) (uint64, error) {
	out, err := reputationRegistry.abi.Unpack("getLastIndex", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackGetResponseCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e04cacd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getResponseCount(uint256 agentId, address clientAddress, uint64 feedbackIndex, address[] responders) view returns(uint64 count)
func (reputationRegistry *ReputationRegistry) PackGetResponseCount(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64, responders []common.Address) []byte {
	enc, err := reputationRegistry.abi.Pack("getResponseCount", agentId, clientAddress, feedbackIndex, responders)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetResponseCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6e04cacd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getResponseCount(uint256 agentId, address clientAddress, uint64 feedbackIndex, address[] responders) view returns(uint64 count)
func (reputationRegistry *ReputationRegistry) TryPackGetResponseCount(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64, responders []common.Address) ([]byte, error) {
	return reputationRegistry.abi.Pack("getResponseCount", agentId, clientAddress, feedbackIndex, responders)
}

// UnpackGetResponseCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6e04cacd.
//
// Solidity: function getResponseCount(uint256 agentId, address clientAddress, uint64 feedbackIndex, address[] responders) view returns(uint64 count)
func (reputationRegistry *ReputationRegistry) UnpackGetResponseCount(data []byte) (uint64, error) {
	out, err := reputationRegistry.abi.Unpack("getResponseCount", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackGetSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81bbba58.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, string tag1, string tag2) view returns(uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
func (reputationRegistry *ReputationRegistry) PackGetSummary(agentId *big.Int, clientAddresses []common.Address, tag1 string, tag2 string) []byte {
	enc, err := reputationRegistry.abi.Pack("getSummary", agentId, clientAddresses, tag1, tag2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSummary is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81bbba58.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, string tag1, string tag2) view returns(uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
func (reputationRegistry *ReputationRegistry) TryPackGetSummary(agentId *big.Int, clientAddresses []common.Address, tag1 string, tag2 string) ([]byte, error) {
	return reputationRegistry.abi.Pack("getSummary", agentId, clientAddresses, tag1, tag2)
}

// GetSummaryOutput serves as a container for the return parameters of contract
// method GetSummary.
type GetSummaryOutput struct {
	Count                uint64
	SummaryValue         *big.Int
	SummaryValueDecimals uint8
}

// UnpackGetSummary is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81bbba58.
//
// Solidity: function getSummary(uint256 agentId, address[] clientAddresses, string tag1, string tag2) view returns(uint64 count, int128 summaryValue, uint8 summaryValueDecimals)
func (reputationRegistry *ReputationRegistry) UnpackGetSummary(data []byte) (GetSummaryOutput, error) {
	out, err := reputationRegistry.abi.Unpack("getSummary", data)
	outstruct := new(GetSummaryOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Count = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.SummaryValue = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.SummaryValueDecimals = *abi.ConvertType(out[2], new(uint8)).(*uint8)
	return *outstruct, nil
}

// PackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c036a7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function giveFeedback(uint256 agentId, int128 value, uint8 valueDecimals, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash) returns()
func (reputationRegistry *ReputationRegistry) PackGiveFeedback(agentId *big.Int, value *big.Int, valueDecimals uint8, tag1 string, tag2 string, endpoint string, feedbackURI string, feedbackHash [32]byte) []byte {
	enc, err := reputationRegistry.abi.Pack("giveFeedback", agentId, value, valueDecimals, tag1, tag2, endpoint, feedbackURI, feedbackHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c036a7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function giveFeedback(uint256 agentId, int128 value, uint8 valueDecimals, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash) returns()
func (reputationRegistry *ReputationRegistry) TryPackGiveFeedback(agentId *big.Int, value *big.Int, valueDecimals uint8, tag1 string, tag2 string, endpoint string, feedbackURI string, feedbackHash [32]byte) ([]byte, error) {
	return reputationRegistry.abi.Pack("giveFeedback", agentId, value, valueDecimals, tag1, tag2, endpoint, feedbackURI, feedbackHash)
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address identityRegistry_) returns()
func (reputationRegistry *ReputationRegistry) PackInitialize(identityRegistry common.Address) []byte {
	enc, err := reputationRegistry.abi.Pack("initialize", identityRegistry)
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
func (reputationRegistry *ReputationRegistry) TryPackInitialize(identityRegistry common.Address) ([]byte, error) {
	return reputationRegistry.abi.Pack("initialize", identityRegistry)
}

// PackReadAllFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9d84224.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function readAllFeedback(uint256 agentId, address[] clientAddresses, string tag1, string tag2, bool includeRevoked) view returns(address[] clients, uint64[] feedbackIndexes, int128[] values, uint8[] valueDecimals, string[] tag1s, string[] tag2s, bool[] revokedStatuses)
func (reputationRegistry *ReputationRegistry) PackReadAllFeedback(agentId *big.Int, clientAddresses []common.Address, tag1 string, tag2 string, includeRevoked bool) []byte {
	enc, err := reputationRegistry.abi.Pack("readAllFeedback", agentId, clientAddresses, tag1, tag2, includeRevoked)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReadAllFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9d84224.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function readAllFeedback(uint256 agentId, address[] clientAddresses, string tag1, string tag2, bool includeRevoked) view returns(address[] clients, uint64[] feedbackIndexes, int128[] values, uint8[] valueDecimals, string[] tag1s, string[] tag2s, bool[] revokedStatuses)
func (reputationRegistry *ReputationRegistry) TryPackReadAllFeedback(agentId *big.Int, clientAddresses []common.Address, tag1 string, tag2 string, includeRevoked bool) ([]byte, error) {
	return reputationRegistry.abi.Pack("readAllFeedback", agentId, clientAddresses, tag1, tag2, includeRevoked)
}

// ReadAllFeedbackOutput serves as a container for the return parameters of contract
// method ReadAllFeedback.
type ReadAllFeedbackOutput struct {
	Clients         []common.Address
	FeedbackIndexes []uint64
	Values          []*big.Int
	ValueDecimals   []uint8
	Tag1s           []string
	Tag2s           []string
	RevokedStatuses []bool
}

// UnpackReadAllFeedback is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd9d84224.
//
// Solidity: function readAllFeedback(uint256 agentId, address[] clientAddresses, string tag1, string tag2, bool includeRevoked) view returns(address[] clients, uint64[] feedbackIndexes, int128[] values, uint8[] valueDecimals, string[] tag1s, string[] tag2s, bool[] revokedStatuses)
func (reputationRegistry *ReputationRegistry) UnpackReadAllFeedback(data []byte) (ReadAllFeedbackOutput, error) {
	out, err := reputationRegistry.abi.Unpack("readAllFeedback", data)
	outstruct := new(ReadAllFeedbackOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Clients = *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	outstruct.FeedbackIndexes = *abi.ConvertType(out[1], new([]uint64)).(*[]uint64)
	outstruct.Values = *abi.ConvertType(out[2], new([]*big.Int)).(*[]*big.Int)
	outstruct.ValueDecimals = *abi.ConvertType(out[3], new([]uint8)).(*[]uint8)
	outstruct.Tag1s = *abi.ConvertType(out[4], new([]string)).(*[]string)
	outstruct.Tag2s = *abi.ConvertType(out[5], new([]string)).(*[]string)
	outstruct.RevokedStatuses = *abi.ConvertType(out[6], new([]bool)).(*[]bool)
	return *outstruct, nil
}

// PackReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (reputationRegistry *ReputationRegistry) PackReadFeedback(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64) []byte {
	enc, err := reputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, feedbackIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (reputationRegistry *ReputationRegistry) TryPackReadFeedback(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64) ([]byte, error) {
	return reputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, feedbackIndex)
}

// ReadFeedbackOutput serves as a container for the return parameters of contract
// method ReadFeedback.
type ReadFeedbackOutput struct {
	Value         *big.Int
	ValueDecimals uint8
	Tag1          string
	Tag2          string
	IsRevoked     bool
}

// UnpackReadFeedback is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x232b0810.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (reputationRegistry *ReputationRegistry) UnpackReadFeedback(data []byte) (ReadFeedbackOutput, error) {
	out, err := reputationRegistry.abi.Unpack("readFeedback", data)
	outstruct := new(ReadFeedbackOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Value = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ValueDecimals = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	outstruct.Tag1 = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.Tag2 = *abi.ConvertType(out[3], new(string)).(*string)
	outstruct.IsRevoked = *abi.ConvertType(out[4], new(bool)).(*bool)
	return *outstruct, nil
}

// PackRevokeFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ab3ca99.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revokeFeedback(uint256 agentId, uint64 feedbackIndex) returns()
func (reputationRegistry *ReputationRegistry) PackRevokeFeedback(agentId *big.Int, feedbackIndex uint64) []byte {
	enc, err := reputationRegistry.abi.Pack("revokeFeedback", agentId, feedbackIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevokeFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ab3ca99.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revokeFeedback(uint256 agentId, uint64 feedbackIndex) returns()
func (reputationRegistry *ReputationRegistry) TryPackRevokeFeedback(agentId *big.Int, feedbackIndex uint64) ([]byte, error) {
	return reputationRegistry.abi.Pack("revokeFeedback", agentId, feedbackIndex)
}

// ReputationRegistryFeedbackRevoked represents a FeedbackRevoked event raised by the ReputationRegistry contract.
type ReputationRegistryFeedbackRevoked struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
	Raw           *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryFeedbackRevokedEventName = "FeedbackRevoked"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryFeedbackRevoked) ContractEventName() string {
	return ReputationRegistryFeedbackRevokedEventName
}

// UnpackFeedbackRevokedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeedbackRevoked(uint256 indexed agentId, address indexed clientAddress, uint64 indexed feedbackIndex)
func (reputationRegistry *ReputationRegistry) UnpackFeedbackRevokedEvent(log *types.Log) (*ReputationRegistryFeedbackRevoked, error) {
	event := "FeedbackRevoked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryFeedbackRevoked)
	if len(log.Data) > 0 {
		if err := reputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationRegistry.abi.Events[event].Inputs {
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

// ReputationRegistryInitialized represents a Initialized event raised by the ReputationRegistry contract.
type ReputationRegistryInitialized struct {
	IdentityRegistry common.Address
	Raw              *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryInitializedEventName = "Initialized"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryInitialized) ContractEventName() string {
	return ReputationRegistryInitializedEventName
}

// UnpackInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Initialized(address identityRegistry)
func (reputationRegistry *ReputationRegistry) UnpackInitializedEvent(log *types.Log) (*ReputationRegistryInitialized, error) {
	event := "Initialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryInitialized)
	if len(log.Data) > 0 {
		if err := reputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationRegistry.abi.Events[event].Inputs {
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

// ReputationRegistryNewFeedback represents a NewFeedback event raised by the ReputationRegistry contract.
type ReputationRegistryNewFeedback struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
	Value         *big.Int
	ValueDecimals uint8
	IndexedTag1   common.Hash
	Tag1          string
	Tag2          string
	Endpoint      string
	FeedbackURI   string
	FeedbackHash  [32]byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryNewFeedbackEventName = "NewFeedback"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryNewFeedback) ContractEventName() string {
	return ReputationRegistryNewFeedbackEventName
}

// UnpackNewFeedbackEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NewFeedback(uint256 indexed agentId, address indexed clientAddress, uint64 feedbackIndex, int128 value, uint8 valueDecimals, string indexed indexedTag1, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash)
func (reputationRegistry *ReputationRegistry) UnpackNewFeedbackEvent(log *types.Log) (*ReputationRegistryNewFeedback, error) {
	event := "NewFeedback"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryNewFeedback)
	if len(log.Data) > 0 {
		if err := reputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationRegistry.abi.Events[event].Inputs {
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

// ReputationRegistryResponseAppended represents a ResponseAppended event raised by the ReputationRegistry contract.
type ReputationRegistryResponseAppended struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
	Responder     common.Address
	ResponseURI   string
	ResponseHash  [32]byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const ReputationRegistryResponseAppendedEventName = "ResponseAppended"

// ContractEventName returns the user-defined event name.
func (ReputationRegistryResponseAppended) ContractEventName() string {
	return ReputationRegistryResponseAppendedEventName
}

// UnpackResponseAppendedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ResponseAppended(uint256 indexed agentId, address indexed clientAddress, uint64 feedbackIndex, address indexed responder, string responseURI, bytes32 responseHash)
func (reputationRegistry *ReputationRegistry) UnpackResponseAppendedEvent(log *types.Log) (*ReputationRegistryResponseAppended, error) {
	event := "ResponseAppended"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReputationRegistryResponseAppended)
	if len(log.Data) > 0 {
		if err := reputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reputationRegistry.abi.Events[event].Inputs {
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
func (reputationRegistry *ReputationRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["AlreadyRevoked"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackAlreadyRevokedError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["BadInitialization"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackBadInitializationError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ClientAddressesRequired"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackClientAddressesRequiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["EmptyResponseURI"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackEmptyResponseURIError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["SelfFeedback"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackSelfFeedbackError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["TooManyDecimals"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackTooManyDecimalsError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["UnknownFeedback"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackUnknownFeedbackError(raw[4:])
	}
	if bytes.Equal(raw[:4], reputationRegistry.abi.Errors["ValueTooLarge"].ID.Bytes()[:4]) {
		return reputationRegistry.UnpackValueTooLargeError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReputationRegistryAlreadyRevoked represents a AlreadyRevoked error raised by the ReputationRegistry contract.
type ReputationRegistryAlreadyRevoked struct {
	AgentId       *big.Int
	FeedbackIndex uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRevoked(uint256 agentId, uint64 feedbackIndex)
func ReputationRegistryAlreadyRevokedErrorID() common.Hash {
	return common.HexToHash("0xbb6f5688b37c544ef766c8951756a0bd8fb1e50a3fde3070687d9a78b685fc95")
}

// UnpackAlreadyRevokedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRevoked(uint256 agentId, uint64 feedbackIndex)
func (reputationRegistry *ReputationRegistry) UnpackAlreadyRevokedError(raw []byte) (*ReputationRegistryAlreadyRevoked, error) {
	out := new(ReputationRegistryAlreadyRevoked)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "AlreadyRevoked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryBadInitialization represents a BadInitialization error raised by the ReputationRegistry contract.
type ReputationRegistryBadInitialization struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadInitialization()
func ReputationRegistryBadInitializationErrorID() common.Hash {
	return common.HexToHash("0xa502659d4223f3c1c7256d934b1a4c3f006c043adea1cf9b14208acc5d5f0bff")
}

// UnpackBadInitializationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadInitialization()
func (reputationRegistry *ReputationRegistry) UnpackBadInitializationError(raw []byte) (*ReputationRegistryBadInitialization, error) {
	out := new(ReputationRegistryBadInitialization)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "BadInitialization", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryClientAddressesRequired represents a ClientAddressesRequired error raised by the ReputationRegistry contract.
type ReputationRegistryClientAddressesRequired struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ClientAddressesRequired()
func ReputationRegistryClientAddressesRequiredErrorID() common.Hash {
	return common.HexToHash("0x9dab54e3b0f47945736a4dcaf67cfe197698ea1aefdf896cd61128630bf486fa")
}

// UnpackClientAddressesRequiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ClientAddressesRequired()
func (reputationRegistry *ReputationRegistry) UnpackClientAddressesRequiredError(raw []byte) (*ReputationRegistryClientAddressesRequired, error) {
	out := new(ReputationRegistryClientAddressesRequired)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ClientAddressesRequired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryEmptyResponseURI represents a EmptyResponseURI error raised by the ReputationRegistry contract.
type ReputationRegistryEmptyResponseURI struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyResponseURI()
func ReputationRegistryEmptyResponseURIErrorID() common.Hash {
	return common.HexToHash("0xf9d7422c53fb5185472505470bb4ada755f19bab409bea652765af5358f71b6b")
}

// UnpackEmptyResponseURIError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyResponseURI()
func (reputationRegistry *ReputationRegistry) UnpackEmptyResponseURIError(raw []byte) (*ReputationRegistryEmptyResponseURI, error) {
	out := new(ReputationRegistryEmptyResponseURI)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "EmptyResponseURI", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistrySelfFeedback represents a SelfFeedback error raised by the ReputationRegistry contract.
type ReputationRegistrySelfFeedback struct {
	AgentId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SelfFeedback(uint256 agentId, address caller)
func ReputationRegistrySelfFeedbackErrorID() common.Hash {
	return common.HexToHash("0x9a0f9b3819feca7caa0bb78500ab6f49e71f1a33922908419e4a14ac542e9299")
}

// UnpackSelfFeedbackError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SelfFeedback(uint256 agentId, address caller)
func (reputationRegistry *ReputationRegistry) UnpackSelfFeedbackError(raw []byte) (*ReputationRegistrySelfFeedback, error) {
	out := new(ReputationRegistrySelfFeedback)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "SelfFeedback", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryTooManyDecimals represents a TooManyDecimals error raised by the ReputationRegistry contract.
type ReputationRegistryTooManyDecimals struct {
	ValueDecimals uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManyDecimals(uint8 valueDecimals)
func ReputationRegistryTooManyDecimalsErrorID() common.Hash {
	return common.HexToHash("0xef372c885459b2fb1769901f2a4ea43f87a5288854e1d8e02c46a826b1afa97b")
}

// UnpackTooManyDecimalsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManyDecimals(uint8 valueDecimals)
func (reputationRegistry *ReputationRegistry) UnpackTooManyDecimalsError(raw []byte) (*ReputationRegistryTooManyDecimals, error) {
	out := new(ReputationRegistryTooManyDecimals)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "TooManyDecimals", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryUnknownFeedback represents a UnknownFeedback error raised by the ReputationRegistry contract.
type ReputationRegistryUnknownFeedback struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex)
func ReputationRegistryUnknownFeedbackErrorID() common.Hash {
	return common.HexToHash("0xb82701185a241220cda697613be55523d8b408067cae1560b93f0a5892f52ef0")
}

// UnpackUnknownFeedbackError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex)
func (reputationRegistry *ReputationRegistry) UnpackUnknownFeedbackError(raw []byte) (*ReputationRegistryUnknownFeedback, error) {
	out := new(ReputationRegistryUnknownFeedback)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "UnknownFeedback", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReputationRegistryValueTooLarge represents a ValueTooLarge error raised by the ReputationRegistry contract.
type ReputationRegistryValueTooLarge struct {
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ValueTooLarge(int128 value)
func ReputationRegistryValueTooLargeErrorID() common.Hash {
	return common.HexToHash("0xdfa033f5af160621aa0ef5e29b549899d2e51e59b4035a377fe4e3aa11051976")
}

// UnpackValueTooLargeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ValueTooLarge(int128 value)
func (reputationRegistry *ReputationRegistry) UnpackValueTooLargeError(raw []byte) (*ReputationRegistryValueTooLarge, error) {
	out := new(ReputationRegistryValueTooLarge)
	if err := reputationRegistry.abi.UnpackIntoInterface(out, "ValueTooLarge", raw); err != nil {
		return nil, err
	}
	return out, nil
}
