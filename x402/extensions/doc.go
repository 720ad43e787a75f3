// Package extensions holds what the x402 protocol extensions share: reading an extension's
// {info, schema} object out of a PaymentRequired, PaymentPayload or SettleResponse, and checking
// an info object against the JSON Schema its extension carries, as @x402/extensions does.
//
// Each extension lives in a subpackage: paymentid (payment-identifier, idempotent payments),
// offerreceipt (offer-receipt, signed offers and receipts), siwx (sign-in-with-x, wallet sign-in)
// and bazaar (resource discovery). None of them touches HTTP routing or the daemon's store: they
// define the wire format, its checks, and the storage they need as interfaces.
package extensions
