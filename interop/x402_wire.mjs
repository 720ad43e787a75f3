// Wire-format interop between the Go x402 packages and the official TypeScript SDK
// (@x402/core, @x402/evm 2.x). Driven by x402/interop_test.go; reads one JSON command on stdin
// and writes one JSON answer on stdout. The private key comes from X402_INTEROP_KEY and is never
// printed.
//
// Commands (one object, or an array of them answered by an array):
//   {"op":"pay", "paymentRequired": {...}}      -> {"header": PAYMENT-SIGNATURE value, "payload": decoded}
//   {"op":"payV1", "paymentRequired": {...}}    -> {"header": X-PAYMENT value}
//   {"op":"decode", "kind":"signature"|"required"|"response", "header": "..."}
//        -> {"ok":true, "value": decoded, "recovered": signer address (signature only)}
//        or {"ok":false, "error": message}
//   {"op":"encode", "kind":"required"|"response", "value": {...}} -> {"header": "..."}
import { x402Client } from "@x402/core/client";
import {
  decodePaymentSignatureHeader,
  decodePaymentRequiredHeader,
  decodePaymentResponseHeader,
  encodePaymentSignatureHeader,
  encodePaymentRequiredHeader,
  encodePaymentResponseHeader,
} from "@x402/core/http";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import { privateKeyToAccount } from "viem/accounts";
import { recoverTypedDataAddress, getAddress } from "viem";

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const input = JSON.parse(Buffer.concat(chunks).toString("utf8"));

function client() {
  const key = process.env.X402_INTEROP_KEY;
  if (!key) throw new Error("X402_INTEROP_KEY is not set");
  const account = privateKeyToAccount(key);
  const c = new x402Client();
  registerExactEvmScheme(c, { signer: account });
  c.setSpendControls(false);
  return c;
}

const types = {
  TransferWithAuthorization: [
    { name: "from", type: "address" },
    { name: "to", type: "address" },
    { name: "value", type: "uint256" },
    { name: "validAfter", type: "uint256" },
    { name: "validBefore", type: "uint256" },
    { name: "nonce", type: "bytes32" },
  ],
};

async function recover(pp) {
  const req = pp.accepted ?? null;
  if (!req) return null;
  const a = pp.payload.authorization;
  return recoverTypedDataAddress({
    domain: {
      name: req.extra.name,
      version: req.extra.version,
      chainId: Number(req.network.split(":")[1]),
      verifyingContract: getAddress(req.asset),
    },
    types,
    primaryType: "TransferWithAuthorization",
    message: {
      from: a.from, to: a.to, value: BigInt(a.value), validAfter: BigInt(a.validAfter),
      validBefore: BigInt(a.validBefore), nonce: a.nonce,
    },
    signature: pp.payload.signature,
  });
}

async function run(cmd) {
  let out;
  switch (cmd.op) {
    case "pay": {
      const pp = await client().createPaymentPayload(cmd.paymentRequired);
      out = { header: encodePaymentSignatureHeader(pp), payload: pp };
      break;
    }
    case "payV1": {
      const pp = await client().createPaymentPayload(cmd.paymentRequired);
      out = { header: encodePaymentSignatureHeader(pp), payload: pp };
      break;
    }
    case "decode": {
      try {
        let value;
        if (cmd.kind === "signature") value = decodePaymentSignatureHeader(cmd.header);
        else if (cmd.kind === "required") value = decodePaymentRequiredHeader(cmd.header);
        else value = decodePaymentResponseHeader(cmd.header);
        out = { ok: true, value };
        if (cmd.kind === "signature") out.recovered = await recover(value);
      } catch (e) {
        out = { ok: false, error: String(e && e.message ? e.message : e) };
      }
      break;
    }
    case "encode": {
      const enc = cmd.kind === "required" ? encodePaymentRequiredHeader : encodePaymentResponseHeader;
      out = { header: enc(cmd.value) };
      break;
    }
    default:
      throw new Error(`unknown op ${cmd.op}`);
  }
  return out;
}

let result;
try {
  // A JSON array runs several commands in one process (node start-up dominates the cost).
  result = Array.isArray(input) ? await Promise.all(input.map(run)) : await run(input);
} catch (e) {
  process.stderr.write(`x402_wire: ${e && e.message ? e.message : e}\n`);
  process.exit(1);
}
process.stdout.write(JSON.stringify(result));
