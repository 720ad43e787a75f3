// Package ledger is the off-chain side of the netted ledger (AsaLedger) specified in docs/ledger.md:
// the state (an accounts tree, a jobs tree and two counters), the six transitions that change it, the
// epochs the operator posts, and the verifier that replays a posted epoch and produces the witnesses the
// contract's fraud proofs consume.
//
// Every hash and encoding here is the contract's, bit for bit: messages are EIP-712 in the ledger's
// domain ("ASA Ledger", version 1), transition data is Solidity abi.encode, and the trees are fixed-depth
// positional keccak256 Merkle trees. The money rule is the escrow's, computed by the settlement package.
// testdata/vectors.json holds known answers (digests, leaves, roots, transition data) of one epoch.
//
// # Encodings
//
// A transition's data must be exactly the abi.encode of its kind's tuple: data that decodes but is not the
// canonical encoding of what it decodes to (dirty high bits of an address or small integer, trailing
// bytes, non-standard offsets) is malformed, and a malformed transition is invalid (inside FORCED: skipped).
//
// # Witnesses
//
// State.Apply returns, against the pre-state, the job slot's leaf and path (OPEN: the empty slot jobCount;
// SUBMIT, SETTLE, EXPIRE: the named slot; SYNC: none) and the accounts it touches in this order, each path
// against the accounts root after the earlier ones were updated: SYNC [account]; OPEN [client]; SETTLE
// [provider, client, the signers in the voucher's evaluator order]; EXPIRE refund [client], silence
// [provider, client]; SUBMIT none; FORCED the inner transition's. Every listed account is updated, even by
// a zero credit. For an invalid transition: SYNC and OPEN give the account's (SYNC) or the client's (OPEN)
// leaf when it is registered, and OPEN the empty slot; SUBMIT, SETTLE and EXPIRE give the job slot only.
//
// The package is pure: chain state (registrations, deposits, withdrawal requests, the forced queue and
// signature validity) comes in through the Chain interface, and the current time is the epoch's cutoff.
package ledger
