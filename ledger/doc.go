// Package ledger is the off-chain side of the netted ledger (AsaLedger) specified in docs/ledger.md:
// the state (an accounts tree, a jobs tree and two counters), the six transitions that change it, the
// epochs the operator posts, and the verifier that replays a posted epoch and produces the witnesses the
// contract's fraud proofs consume.
//
// Every hash and encoding here is the contract's, bit for bit: messages are EIP-712 in the ledger's
// domain ("ASA Ledger", version 1), transition data is Solidity abi.encode, and the trees are fixed-depth
// positional keccak256 Merkle trees. The money rule is the escrow's, computed by the settlement package.
//
// The package is pure: chain state (registrations, deposits, withdrawal requests, the forced queue and
// signature validity) comes in through the Chain interface, and the current time is the epoch's cutoff.
package ledger
