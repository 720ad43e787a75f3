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
// SUBMIT, RESULT, EXPIRE: the named slot; SYNC: none) and the accounts it touches in this order, each path
// against the accounts root after the earlier ones were updated: SYNC [account]; OPEN [client]; a RESULT
// that is not the job's last evaluator's none, the last one's [provider, client, the counted evaluators in
// the voucher's order]; EXPIRE refund [client], at the evaluation deadline with quorum results counted
// [provider, client, the counted evaluators in the voucher's order], silence [provider, client]; SUBMIT
// none; FORCED the inner transition's. Every listed account is updated, even by a zero credit. For an
// invalid transition: SYNC and OPEN give the account's (SYNC) or the client's (OPEN) leaf when it is
// registered, and OPEN the empty slot; SUBMIT, RESULT and EXPIRE give the job slot only; a transition of
// kinds 1..5 placed while a forced entry queued before the cutoff is pending gives none.
//
// # Time and the forced queue
//
// `now` is the epoch's cutoff, except inside FORCED, whose inner transition runs at the time its entry was
// queued. The forced entries queued before the cutoff come first: EpochBuilder.Add refuses an operator
// transition while one is pending (ErrForcedDue) and EpochBuilder.AddDueForced adds them in order; Check
// reports an epoch whose end state has not processed them (FraudForcedLag). Fraud.Calldata packs the
// contract call of each fraud proof with the generated bindings (bindings/ledgerbind); the ToBinding
// methods convert the witnesses to the contract's structs.
//
// # Withdrawals
//
// A SYNC counts an account's withdrawals up to what it requested on chain or, with its signature
// (SignWithdrawal: EIP-712 Withdrawal(uint256 total)), up to a total it signed off chain. Each epoch posts its
// accounts tree's 64 nodes at FrontierLevel (State.Frontier, State.PostEpochCalldata), and a withdrawal proves
// its leaf up to them (State.WithdrawProofBinding): 14 levels instead of 20.
//
// The rules are pure: chain state (registrations, deposits, withdrawal requests, the forced queue and
// signature validity) comes in through the Chain interface, and the current time is the epoch's cutoff.
// MemChain is a Chain in memory; Snapshot is the contract's state at one block, which a Reader reads from a
// node (every call and log query at that block) and refreshes from the logs since (docs/ledger.md, section 5,
// "Reading the chain").
package ledger
