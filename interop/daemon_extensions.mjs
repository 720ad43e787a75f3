// The official x402 extensions (@x402/extensions 2.27, with @x402/fetch, @x402/core and @x402/evm)
// against the running daemon (daemon/paywall). Driven by daemon_extensions_test.go: reads one JSON
// command on stdin, writes one JSON answer on stdout. The payer key comes from X402_INTEROP_KEY and
// is never printed.
//
// Commands:
//   {"op":"pay","url","id","network","asset","max","once"?}
//       the 402 of POST url is read and checked with the official helpers (payment-identifier
//       declaration, signed offers, bazaar declaration, sign-in challenge bound to the origin);
//       @x402/fetch with the payment-identifier hook pays it; the receipt is checked with the
//       official helpers; unless once: the identical PAYMENT-SIGNATURE is sent again (a retry), and a
//       second payload the official client creates with the same id (a new authorization) is sent
//       -> everything observed (with "once", the paying header too, for a retry after a restart)
//   {"op":"signIn","url","openUrl","challengeUrl"}
//       the funded job's 409 carries a sign-in challenge: the official createSIWxPayload signs it and
//       the SIGN-IN-WITH-X header gets the receipt; the same header again; a message that expired;
//       the official server helpers validate and verify the header; wrapFetchWithSIWx on an open job
//       -> everything observed
//   {"op":"facilitator","facilitator","requirements","id","network","asset","max"}
//       the official client creates a payment with a payment id; the official HTTPFacilitatorClient
//       verifies and settles it at the daemon's facilitator twice, then settles a new payment with
//       the same id; getSupported; withBazaar(...).listResources -> everything observed
import { x402Client, wrapFetchWithPayment, decodePaymentResponseHeader } from "@x402/fetch";
import { decodePaymentRequiredHeader, encodePaymentSignatureHeader } from "@x402/core/http";
import { HTTPFacilitatorClient } from "@x402/core/server";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import {
  appendPaymentIdentifierToExtensions, validatePaymentIdentifier, extractAndValidatePaymentIdentifier,
  declarePaymentIdentifierExtension, PAYMENT_IDENTIFIER,
} from "@x402/extensions/payment-identifier";
import {
  extractOffersFromPaymentRequired, verifyOfferSignatureEIP712, findAcceptsObjectFromSignedOffer, extractReceiptFromResponse,
  verifyReceiptSignatureEIP712, verifyReceiptMatchesOffer, decodeSignedOffers,
} from "@x402/extensions/offer-receipt";
import {
  createSIWxPayload, encodeSIWxHeader, parseSIWxHeader, validateSIWxMessage, verifySIWxSignature, wrapFetchWithSIWx,
  assertSIWxChallengeBoundToOrigin, SIGN_IN_WITH_X,
} from "@x402/extensions/sign-in-with-x";
import { validateDiscoveryExtension, withBazaar } from "@x402/extensions/bazaar";
import { privateKeyToAccount } from "viem/accounts";

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const cmd = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const key = process.env.X402_INTEROP_KEY;
if (!key) throw new Error("X402_INTEROP_KEY is not set");
const account = privateKeyToAccount(key);
const errorOf = (e) => String(e && e.message ? e.message : e);

async function answer(resp) {
  const text = await resp.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {}
  const prh = resp.headers.get("PAYMENT-RESPONSE");
  return { status: resp.status, body, replayed: resp.headers.get("Idempotent-Replayed"), paymentResponse: prh ? decodePaymentResponseHeader(prh) : null };
}

function payingClient() {
  const client = new x402Client();
  registerExactEvmScheme(client, { signer: account });
  client.setSpendControls({ allowedAssets: [{ network: cmd.network, asset: cmd.asset, maxAmountPerPayment: cmd.max }] });
  client.onBeforePaymentCreation(async ({ paymentRequired }) => {
    if (paymentRequired.extensions) appendPaymentIdentifierToExtensions(paymentRequired.extensions, cmd.id);
  });
  return client;
}

async function pay() {
  const out = {};
  const first402 = await fetch(cmd.url, { method: "POST" });
  const pr = decodePaymentRequiredHeader(first402.headers.get("PAYMENT-REQUIRED"));
  out.paymentRequired = pr;
  out.paymentIdDeclaration = validatePaymentIdentifier(pr.extensions[PAYMENT_IDENTIFIER]);
  out.bazaar = validateDiscoveryExtension(pr.extensions.bazaar);
  try {
    assertSIWxChallengeBoundToOrigin(pr.extensions[SIGN_IN_WITH_X].info, cmd.url);
    out.signInBound = true;
  } catch (e) {
    out.signInBound = errorOf(e);
  }
  out.offers = [];
  for (const offer of extractOffersFromPaymentRequired(pr)) {
    const { signer, payload } = await verifyOfferSignatureEIP712(offer);
    const accepts = findAcceptsObjectFromSignedOffer(offer, pr.accepts);
    out.offers.push({ signer, payload, matchedAccepts: accepts ? pr.accepts.indexOf(accepts) : -1 });
  }

  const client = payingClient();
  let signature = null;
  const recording = async (input, init) => {
    const req = new Request(input, init);
    if (req.headers.get("PAYMENT-SIGNATURE")) signature = req.headers.get("PAYMENT-SIGNATURE");
    return fetch(req);
  };
  const first = await wrapFetchWithPayment(recording, client)(cmd.url, { method: "POST" });
  const receipt = extractReceiptFromResponse(first.clone());
  out.first = await answer(first);
  out.signature = cmd.once ? signature : undefined;
  out.sentPaymentId = extractAndValidatePaymentIdentifier(JSON.parse(Buffer.from(signature, "base64").toString("utf8")));
  if (receipt) {
    const { signer, payload } = await verifyReceiptSignatureEIP712(receipt);
    const [offer] = decodeSignedOffers(extractOffersFromPaymentRequired(pr));
    out.receipt = { signer, payload, matchesOffer: verifyReceiptMatchesOffer(receipt, offer, [account.address]) };
  }
  if (cmd.once) return out;

  out.retry = await answer(await fetch(cmd.url, { method: "POST", headers: { "PAYMENT-SIGNATURE": signature } }));
  // A new payment the official client creates for the same 402 with the same id: a new authorization.
  const again = await client.createPaymentPayload(pr);
  out.again = await answer(await fetch(cmd.url, { method: "POST", headers: { "PAYMENT-SIGNATURE": encodePaymentSignatureHeader(again) } }));
  return out;
}

async function signIn() {
  const out = {};
  const refused = await fetch(cmd.url, { method: "POST" });
  out.refused = { status: refused.status, body: await refused.json() };
  const challenge = out.refused.body.signIn;
  const complete = (ext) => ({ ...ext.info, chainId: ext.supportedChains[0].chainId, type: ext.supportedChains[0].type });
  const payload = await createSIWxPayload(complete(challenge), account, cmd.url);
  const header = encodeSIWxHeader(payload);
  // The official server helpers read the daemon's challenge, signed by the official client, as valid.
  const parsed = parseSIWxHeader(header);
  out.validation = await validateSIWxMessage(parsed, new URL(new URL(cmd.url).origin));
  out.verification = await verifySIWxSignature(parsed);

  const granted = await fetch(cmd.url, { method: "POST", headers: { [SIGN_IN_WITH_X]: header } });
  out.granted = await answer(granted);
  if (out.granted.body && out.granted.body.receipt) {
    out.receiptSigner = (await verifyReceiptSignatureEIP712(out.granted.body.receipt.receipt)).signer;
  }
  out.replayed = await answer(await fetch(cmd.url, { method: "POST", headers: { [SIGN_IN_WITH_X]: header } }));

  // A message whose expiration time has passed (for a fresh challenge of the daemon's).
  const fresh = await (await fetch(cmd.challengeUrl, { method: "POST" })).json();
  const info = complete(fresh);
  info.expirationTime = new Date(Date.now() - 1000).toISOString();
  const expired = encodeSIWxHeader(await createSIWxPayload(info, account, cmd.url));
  out.expired = await answer(await fetch(cmd.url, { method: "POST", headers: { [SIGN_IN_WITH_X]: expired } }));

  // wrapFetchWithSIWx on an open job's 402: the client signs the challenge and asks again; the job is
  // not funded, so the daemon asks for payment again.
  let signedRetry = false;
  const recording = async (input, init) => {
    const req = new Request(input, init);
    if (req.headers.get(SIGN_IN_WITH_X)) signedRetry = true;
    return fetch(req);
  };
  const open = await wrapFetchWithSIWx(recording, account)(cmd.openUrl, { method: "POST" });
  out.open = { status: open.status, signedRetry, body: await open.json() };
  return out;
}

async function facilitator() {
  const out = {};
  const client = payingClient();
  const pr = { x402Version: 2, resource: { url: "http://shop.example/report" }, accepts: [cmd.requirements],
    extensions: { [PAYMENT_IDENTIFIER]: declarePaymentIdentifierExtension(false) } };
  const p1 = await client.createPaymentPayload(structuredClone(pr));
  const fac = new HTTPFacilitatorClient({ url: cmd.facilitator });
  out.verify1 = await fac.verify(p1, cmd.requirements);
  out.settle1 = await fac.settle(p1, cmd.requirements);
  out.settle2 = await fac.settle(p1, cmd.requirements);
  out.verify2 = await fac.verify(p1, cmd.requirements);
  const p2 = await client.createPaymentPayload(structuredClone(pr));
  // The official client reads a refused id as a VerifyError / SettleError carrying the reason.
  const refusal = (e) => ({ name: e?.name ?? String(e), statusCode: e?.statusCode ?? null, reason: e?.errorReason ?? e?.invalidReason ?? null,
    network: e?.network ?? null, message: errorOf(e) });
  try {
    out.settle3 = await fac.settle(p2, cmd.requirements);
  } catch (e) {
    out.settle3Error = refusal(e);
  }
  try {
    out.verify3 = await fac.verify(p2, cmd.requirements);
  } catch (e) {
    out.verify3Error = refusal(e);
  }
  out.supported = await fac.getSupported();
  const bz = withBazaar(fac).extensions.bazaar;
  out.discovery = await bz.listResources({ type: "http" });
  out.search = await bz.search({ query: "fund an escrow job", type: "http", limit: 5 });
  out.searchNone = await bz.search({ query: "weather forecast" });
  return out;
}

let result;
try {
  switch (cmd.op) {
    case "pay":
      result = await pay();
      break;
    case "signIn":
      result = await signIn();
      break;
    case "facilitator":
      result = await facilitator();
      break;
    default:
      throw new Error(`unknown op ${cmd.op}`);
  }
} catch (e) {
  result = { error: String(e && e.stack ? e.stack : e) };
}
process.stdout.write(JSON.stringify(result));
