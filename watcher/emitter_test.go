package watcher_test

// The Emitter test contract (testdata/Emitter.sol), compiled with
// node_modules/.bin/solcjs 0.8.37: solcjs --bin --abi --optimize Emitter.sol.
// ping(tag, count) emits count Ping(seq, from, tag) events, seq counting up
// from 1 over the contract's life.
const (
	emitterABI = `[{"anonymous":false,"inputs":[{"indexed":true,"internalType":"uint256","name":"seq","type":"uint256"},{"indexed":true,"internalType":"address","name":"from","type":"address"},{"indexed":false,"internalType":"uint256","name":"tag","type":"uint256"}],"name":"Ping","type":"event"},{"inputs":[{"internalType":"uint256","name":"tag","type":"uint256"},{"internalType":"uint256","name":"count","type":"uint256"}],"name":"ping","outputs":[],"stateMutability":"nonpayable","type":"function"},{"inputs":[],"name":"seq","outputs":[{"internalType":"uint256","name":"","type":"uint256"}],"stateMutability":"view","type":"function"}]`
	emitterBin = "6080604052348015600e575f5ffd5b506101348061001c5f395ff3fe6080604052348015600e575f5ffd5b50600436106030575f3560e01c8063146475ee1460345780636857ab40146045575b5f5ffd5b6043603f36600460bc565b605e565b005b604c5f5481565b60405190815260200160405180910390f35b5f5b8181101560b7575f8054908060738360db565b90915550505f546040518481523391907f55c5abc0e08371271c19ba299c1e8ed0f7448d6335c7f1001d2eda714d9531fb9060200160405180910390a36001016060565b505050565b5f5f6040838503121560cc575f5ffd5b50508035926020909101359150565b5f6001820160f757634e487b7160e01b5f52601160045260245ffd5b506001019056fea26469706673582212200f822f09c03f2fe35c267f0a87fa10c880d9fe032ce46001ddaa454f798abdee64736f6c63430008250033"
)
