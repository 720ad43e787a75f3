// An @x402/express resource server that uses a Go facilitator through the official
// HTTPFacilitatorClient, paid first by the official @x402/fetch client. Driven by
// TestExpressServerGoFacilitator in x402_test.go.
//
// Environment: FACILITATOR_URL (Go facilitator base URL, e.g. http://127.0.0.1:PORT/x402),
// NETWORK (eip155:<id>), TOKEN, MERCHANT, AMOUNT, X402_INTEROP_KEY (payer key, never printed).
// Prints one JSON line {"url": server URL, "ts": result of the TS client's paid request}, then
// keeps serving until stdin closes (the Go client pays in the meantime).
import express from "express";
import { paymentMiddleware, x402ResourceServer } from "@x402/express";
import { HTTPFacilitatorClient } from "@x402/core/server";
import { ExactEvmScheme } from "@x402/evm/exact/server";
import { x402Client, wrapFetchWithPayment, decodePaymentResponseHeader } from "@x402/fetch";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import { privateKeyToAccount } from "viem/accounts";

const env = (k) => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is not set`);
  return v;
};
const network = env("NETWORK");

const facilitator = new HTTPFacilitatorClient({ url: env("FACILITATOR_URL") });
const server = new x402ResourceServer(facilitator).register(network, new ExactEvmScheme());
const app = express();
app.use(
  paymentMiddleware(
    {
      "GET /report": {
        accepts: {
          scheme: "exact",
          network,
          payTo: env("MERCHANT"),
          price: { amount: env("AMOUNT"), asset: env("TOKEN"), extra: { name: "USD Coin", version: "2" } },
          maxTimeoutSeconds: 120,
        },
        description: "a paid report",
        mimeType: "application/json",
      },
    },
    server,
  ),
);
app.get("/report", (req, res) => res.json({ report: "paid content" }));

const listener = app.listen(0, "127.0.0.1", async () => {
  const url = `http://127.0.0.1:${listener.address().port}`;
  let ts;
  try {
    const client = new x402Client();
    registerExactEvmScheme(client, { signer: privateKeyToAccount(env("X402_INTEROP_KEY")) });
    client.setSpendControls(false);
    const pay = wrapFetchWithPayment(fetch, client);
    const resp = await pay(`${url}/report`);
    const header = resp.headers.get("PAYMENT-RESPONSE");
    ts = {
      status: resp.status,
      body: await resp.text(),
      paymentResponse: header ? decodePaymentResponseHeader(header) : null,
    };
  } catch (e) {
    ts = { error: String(e && e.stack ? e.stack : e) };
  }
  process.stdout.write(JSON.stringify({ url, ts }) + "\n");
});

process.stdin.on("data", () => {});
process.stdin.on("end", () => {
  listener.close();
  process.exit(0);
});
