// The x402 v1 clients (x402-axios 0.7.2, x402-fetch 1.2) against a 402 that offers nothing in v1 (a chain
// with no v1 network name). Driven by v1_fallback_test.go: reads one JSON command on stdin, writes one
// JSON answer on stdout. The payer key comes from X402_INTEROP_KEY and is never printed.
//
//   {"client":"axios"|"fetch","url":...,"network":"base-sepolia","max":"<atomic>"}
//     -> {"outcome": "response"|"rejected", "status", "errorName", "errorMessage", "zodIssues", "paid"}
import axios from "axios";
import { withPaymentInterceptor, createSigner as createAxiosSigner } from "x402-axios";
import { wrapFetchWithPayment, createSigner as createFetchSigner } from "x402-fetch";

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const cmd = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const key = process.env.X402_INTEROP_KEY;
if (!key) throw new Error("X402_INTEROP_KEY is not set");

// Every request the client sends, so the test can see whether it ever signed a payment (X-PAYMENT).
let paid = false;
const watchedFetch = async (input, init) => {
  if (init?.headers?.["X-PAYMENT"]) paid = true;
  return fetch(input, init);
};

function describe(e) {
  return {
    outcome: "rejected", errorName: e?.name ?? typeof e, errorMessage: String(e?.message ?? e),
    zodIssues: Array.isArray(e?.issues) ? e.issues.map((i) => `${i.path.join(".")}: ${i.message}`) : [],
    status: e?.response?.status ?? 0, paid,
  };
}

async function run() {
  if (cmd.client === "axios") {
    const signer = await createAxiosSigner(cmd.network, key);
    const api = withPaymentInterceptor(axios.create(), signer);
    api.interceptors.request.use((c) => { if (c.headers?.["X-PAYMENT"]) paid = true; return c; });
    try {
      const resp = await api.post(cmd.url);
      return { outcome: "response", status: resp.status, paid };
    } catch (e) {
      return describe(e);
    }
  }
  const signer = await createFetchSigner(cmd.network, key);
  const pay = wrapFetchWithPayment(watchedFetch, signer, BigInt(cmd.max));
  try {
    const resp = await pay(cmd.url, { method: "POST" });
    return { outcome: "response", status: resp.status, paid };
  } catch (e) {
    return describe(e);
  }
}

process.stdout.write(JSON.stringify(await run()) + "\n");
