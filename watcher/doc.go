// Package watcher is a generic, reorg-safe Ethereum log poller.
//
// It scans a contract's logs in bounded block ranges up to a confirmed head
// (latest, safe or finalized minus a confirmation depth) and hands them, block
// by block, to a Handler inside the same SQL transaction that records the
// processed blocks (number, hash, parent) in a Checkpoint. Derived state and
// the checkpoint therefore never diverge: either both commit or neither does.
//
// Reorgs are detected by hashes, never by `removed` logs (anvil emits none on
// anvil_reorg): before a new range is applied its first block's parent must
// equal the stored hash of the previous block, and when there is nothing new
// the stored tip is compared with the chain. On a mismatch the watcher walks
// back over its stored blocks to the newest one whose hash the chain still
// has (the common ancestor), and in one transaction calls Handler.Rewind and
// deletes the stored blocks above it; then it re-scans.
//
// What is stored: every block that carried logs, plus the most recent
// MaxReorgDepth blocks of the scanned range (headers only). Older blocks
// without logs are pruned. Because the newest MaxReorgDepth blocks are always
// contiguous in the store, the ancestor search finds the ancestor of any
// reorg up to MaxReorgDepth deep; a deeper one stops the watcher with
// ErrReorgTooDeep rather than guessing.
//
// The package knows nothing about the escrow: decoding events and keeping
// job state is the Handler's business.
package watcher
