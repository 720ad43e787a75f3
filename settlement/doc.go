// Package settlement is the off-chain mirror of the ASA escrow's settlement rules.
//
// It computes, to the token base unit, what the escrow contract pays for a job (release policies,
// dead-man actions, disputes, the evaluator fee, the k-of-n median), turns an ASA agreement document
// into the on-chain job terms and createAsaJob/fund arguments, projects an ASA Verification Result
// document onto the contract's EIP-712 Result and signs or verifies it, checks a Verification Result
// against its agreement's quality criteria (CheckVerification: the composite recomputed, gates, the
// determination and Passed), classifies every clause of an agreement (CheckAgreement) and verifies its
// signatures block, and maps ASA agreement states to on-chain job states.
//
// It is pure: no chain access, no clock, no I/O. Callers (the daemon, the CLI) pass the chain state in
// (pair history, deadlines, the current time) and send the transactions themselves. The contract in
// contracts/src/AsaEscrow.sol is the authority; this package must agree with it exactly, and its
// differential test (in the onchain subpackage, which also converts to and from the abigen
// bindings and packs the calls) checks that against the real contract.
package settlement
