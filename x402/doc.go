// Package x402 holds the x402 wire format as the official TypeScript SDK (@x402/core 2.x for
// protocol version 2, x402 1.x for version 1) speaks it: the JSON types of payment requirements,
// payloads and settlement receipts, the base64 header codec, amounts and network identifiers, and
// the invalid/error reason codes a facilitator answers with.
//
// It is not a payment scheme (see x402/exact), a facilitator (x402/facilitator) or HTTP plumbing
// (x402/httpx); it only says what goes over the wire and checks that it is well formed.
package x402
