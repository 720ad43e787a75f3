// Official clients against the daemon's x402 endpoints (daemon/paywall). Driven by
// daemon_x402_test.go: reads one JSON command on stdin, writes one JSON answer on stdout. The
// payer key comes from X402_INTEROP_KEY and is never printed.
//
// Commands:
//   {"op":"fetchV2","url":...,"network":"eip155:<id>","asset":TOKEN,"max":"<atomic>"}
//       @x402/fetch + @x402/evm 2.x pay POST url (spend controls allow exactly this asset)
//       -> {"status", "body", "paymentResponse"}
//   {"op":"fetchV1","url":...,"network":"base-sepolia","max":"<atomic>"}
//       x402-fetch 1.x pays POST url in protocol v1 -> {"status", "body", "xPaymentResponse"}
//   {"op":"fetchTwice","url":...,"network":...,"asset":...,"max":...}
//       @x402/fetch pays POST url, then at once POSTs it again with the same wrapped fetch
//       -> {"first", "second": {"status", "body", "paymentResponse", "ms"}, "signatures"} (signatures
//       counts the EIP-712 authorizations the client was asked to sign)
//   {"op":"settle","facilitator":URL/x402,"requirements":{...},"network":...,"asset":...,"max":...}
//       the client signs an authorization for requirements; the official HTTPFacilitatorClient
//       settles it -> {"settle": SettleResponse}
//
// The A2A agent's interop with @a2a-js/sdk is daemon_a2a.mjs.
import { x402Client as CoreClient } from "@x402/core/client";
import { x402Client, wrapFetchWithPayment, decodePaymentResponseHeader } from "@x402/fetch";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import { privateKeyToAccount } from "viem/accounts";
import { wrapFetchWithPayment as wrapFetchV1, createSigner, decodeXPaymentResponse } from "x402-fetch";
import { HTTPFacilitatorClient } from "@x402/core/server";

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const cmd = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const key = process.env.X402_INTEROP_KEY;
if (!key) throw new Error("X402_INTEROP_KEY is not set");

function allow(client) {
  client.setSpendControls({ allowedAssets: [{ network: cmd.network, asset: cmd.asset, maxAmountPerPayment: cmd.max }] });
  return client;
}

async function body(resp) {
  const text = await resp.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// countingAccount signs as the payer and counts the authorizations it was asked to sign.
function countingAccount() {
  const account = privateKeyToAccount(key);
  const counted = { ...account, signatures: 0 };
  counted.signTypedData = async (args) => {
    counted.signatures++;
    return account.signTypedData(args);
  };
  return counted;
}

async function timedPost(pay, url) {
  const start = Date.now();
  const resp = await pay(url, { method: "POST" });
  const h = resp.headers.get("PAYMENT-RESPONSE");
  return { status: resp.status, body: await body(resp), paymentResponse: h ? decodePaymentResponseHeader(h) : null, ms: Date.now() - start };
}

async function run() {
  switch (cmd.op) {
    case "fetchV2": {
      const client = allow(new x402Client());
      registerExactEvmScheme(client, { signer: privateKeyToAccount(key) });
      const pay = wrapFetchWithPayment(fetch, client);
      const resp = await pay(cmd.url, { method: "POST" });
      const h = resp.headers.get("PAYMENT-RESPONSE");
      return { status: resp.status, body: await body(resp), paymentResponse: h ? decodePaymentResponseHeader(h) : null };
    }
    case "fetchTwice": {
      const account = countingAccount();
      const client = allow(new x402Client());
      registerExactEvmScheme(client, { signer: account });
      const pay = wrapFetchWithPayment(fetch, client);
      const first = await timedPost(pay, cmd.url);
      const second = await timedPost(pay, cmd.url);
      return { first, second, signatures: account.signatures };
    }
    case "timed": {
      const client = allow(new x402Client());
      registerExactEvmScheme(client, { signer: privateKeyToAccount(key) });
      return timedPost(wrapFetchWithPayment(fetch, client), cmd.url);
    }
    case "settle": {
      const payer = allow(new CoreClient());
      registerExactEvmScheme(payer, { signer: privateKeyToAccount(key) });
      const required = { x402Version: 2, resource: { url: "http://deposit.example/", description: "", mimeType: "" }, accepts: [cmd.requirements] };
      const payload = await payer.createPaymentPayload(required);
      const facilitator = new HTTPFacilitatorClient({ url: cmd.facilitator });
      let settle;
      try {
        settle = await facilitator.settle(payload, cmd.requirements);
      } catch (e) {
        settle = { thrown: String(e), ...(e?.response ?? {}) };
      }
      return { settle };
    }
    case "fetchV1": {
      const signer = await createSigner(cmd.network, key);
      const pay = wrapFetchV1(fetch, signer, BigInt(cmd.max));
      const resp = await pay(cmd.url, { method: "POST" });
      const h = resp.headers.get("X-PAYMENT-RESPONSE");
      return { status: resp.status, body: await body(resp), xPaymentResponse: h ? decodeXPaymentResponse(h) : null };
    }
    default:
      throw new Error(`unknown op ${cmd.op}`);
  }
}

try {
  process.stdout.write(JSON.stringify(await run()));
} catch (e) {
  process.stdout.write(JSON.stringify({ error: String(e && e.stack ? e.stack : e) }));
}
