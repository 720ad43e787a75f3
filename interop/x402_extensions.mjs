// The official x402 extensions package (@x402/extensions 2.27) against this repository's Go
// implementation (x402/extensions/...). Driven by extensions_test.go: reads one JSON command (or an
// array of them, answered by an array) on stdin and writes one JSON answer on stdout. A signing
// key, when an op needs one, comes from X402_INTEROP_KEY and is never printed.
//
// Commands:
//   {"op":"pidDeclare"}                          -> declarations (required false and true)
//   {"op":"pidCheck","ext":{...}}                -> validatePaymentIdentifier / extract on a payload
//   {"op":"fetchPaid","url","id","network","asset","max"}
//        @x402/fetch pays POST url with payment id `id`, checks the signed offers and the receipt
//        with the official helpers, re-sends its exact PAYMENT-SIGNATURE (a retry), then pays again
//        with the same id (a new payload) -> everything observed
//   {"op":"orIssue","resourceUrl","requirements","payer","network","transaction"}
//        the official EIP-712 issuer signs an offer and a receipt -> {offer, receipt, offerHash, receiptHash}
//   {"op":"orVerify","offer"?,"receipt"?,"typed"?}
//        official verification -> {offerSigner, receiptSigner, typedSigner} (or {error})
//   {"op":"siweFormat","info","address"}        -> {message} as formatSIWEMessage renders it
//   {"op":"siweParse","message"}                -> {ok, fields} as SiweMessage parses it
//   {"op":"siwxChallenge","origin","resourceUrl","network","statement"} -> the official server's challenge
//   {"op":"siwxSign","info","requestUrl","wallet"?,"wrap6492"?:{factory,data}} -> {header} or {error}
//   {"op":"siwxVerify","header","origin","rpc"?} -> {validation, verification}
//   {"op":"bazaarDeclare","path","routePattern"} -> an official POST json discovery extension, enriched
//   {"op":"bazaarCheck","ext","paymentPayload"?,"requirements"?} -> {validation, discovered}
//   {"op":"bazaarList","url","params"}          -> withBazaar(...).listResources(params)
import { x402Client, wrapFetchWithPayment, decodePaymentResponseHeader } from "@x402/fetch";
import { decodePaymentRequiredHeader, HTTPFacilitatorClient } from "@x402/core/http";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import {
  appendPaymentIdentifierToExtensions, declarePaymentIdentifierExtension, validatePaymentIdentifier,
  extractAndValidatePaymentIdentifier,
} from "@x402/extensions/payment-identifier";
import {
  createEIP712OfferReceiptIssuer, verifyOfferSignatureEIP712, verifyReceiptSignatureEIP712, hashOfferTypedData,
  hashReceiptTypedData, extractOffersFromPaymentRequired, findAcceptsObjectFromSignedOffer, extractReceiptFromResponse,
  verifyReceiptMatchesOffer,
} from "@x402/extensions/offer-receipt";
import {
  formatSIWEMessage, createSIWxPayload, encodeSIWxHeader, parseSIWxHeader, validateSIWxMessage, verifySIWxSignature,
  createSIWxResourceServerExtension, declareSIWxExtension, InMemorySIWxStorage, SIGN_IN_WITH_X,
} from "@x402/extensions/sign-in-with-x";
import {
  declareDiscoveryExtension, bazaarResourceServerExtension, validateDiscoveryExtension, extractDiscoveryInfo, withBazaar,
} from "@x402/extensions/bazaar";
import { SiweMessage } from "@signinwithethereum/siwe";
import { privateKeyToAccount } from "viem/accounts";
import { createPublicClient, http, recoverTypedDataAddress, serializeErc6492Signature } from "viem";

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const input = JSON.parse(Buffer.concat(chunks).toString("utf8"));

function account() {
  const key = process.env.X402_INTEROP_KEY;
  if (!key) throw new Error("X402_INTEROP_KEY is not set");
  return privateKeyToAccount(key);
}

const errorOf = (e) => String(e && e.message ? e.message : e);

async function body(resp) {
  const text = await resp.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function fetchPaid(cmd) {
  const acct = account();
  const client = new x402Client();
  registerExactEvmScheme(client, { signer: acct });
  client.setSpendControls({ allowedAssets: [{ network: cmd.network, asset: cmd.asset, maxAmountPerPayment: cmd.max }] });
  client.onBeforePaymentCreation(async ({ paymentRequired }) => {
    if (paymentRequired.extensions) appendPaymentIdentifierToExtensions(paymentRequired.extensions, cmd.id);
  });
  // Record what goes over the wire: the 402's PAYMENT-REQUIRED and the paying request's header.
  const seen = { paymentRequired: null, signature: null };
  const recording = async (input, init) => {
    const req = new Request(input, init);
    if (req.headers.get("PAYMENT-SIGNATURE")) seen.signature = req.headers.get("PAYMENT-SIGNATURE");
    const resp = await fetch(req);
    if (resp.status === 402 && resp.headers.get("PAYMENT-REQUIRED")) seen.paymentRequired = resp.headers.get("PAYMENT-REQUIRED");
    return resp;
  };
  const pay = wrapFetchWithPayment(recording, client);
  const out = {};
  const first = await pay(cmd.url, { method: "POST" });
  out.first = { status: first.status, body: await body(first) };
  const prh = first.headers.get("PAYMENT-RESPONSE");
  out.first.paymentResponse = prh ? decodePaymentResponseHeader(prh) : null;

  // Signed offers and the receipt, checked with the official helpers.
  const pr = decodePaymentRequiredHeader(seen.paymentRequired);
  out.paymentRequired = pr;
  out.offers = [];
  for (const offer of extractOffersFromPaymentRequired(pr)) {
    const { signer, payload } = await verifyOfferSignatureEIP712(offer);
    const accepts = findAcceptsObjectFromSignedOffer(offer, pr.accepts);
    out.offers.push({ signer, payload, matchedAccepts: accepts ? pr.accepts.indexOf(accepts) : -1 });
  }
  const receipt = extractReceiptFromResponse(first);
  if (receipt) {
    const { signer, payload } = await verifyReceiptSignatureEIP712(receipt);
    out.receipt = { signer, payload, matchesOffer: out.offers.length > 0 && verifyReceiptMatchesOffer(receipt, out.offers[0].payload, [acct.address]) };
  }
  const sent = JSON.parse(Buffer.from(seen.signature, "base64").toString("utf8"));
  out.sentPaymentId = extractAndValidatePaymentIdentifier(sent);

  // A retry of the same request: the identical PAYMENT-SIGNATURE again.
  const retry = await fetch(cmd.url, { method: "POST", headers: { "PAYMENT-SIGNATURE": seen.signature } });
  out.retry = { status: retry.status, body: await body(retry) };
  const rh = retry.headers.get("PAYMENT-RESPONSE");
  out.retry.paymentResponse = rh ? decodePaymentResponseHeader(rh) : null;

  // The same id on a new payment (the official client signs a fresh authorization).
  const again = await pay(cmd.url, { method: "POST" });
  out.again = { status: again.status, body: await body(again) };
  return out;
}

function publicClient(rpc) {
  return createPublicClient({ transport: http(rpc) });
}

async function run(cmd) {
  switch (cmd.op) {
    case "pidDeclare":
      return { optional: declarePaymentIdentifierExtension(false), required: declarePaymentIdentifierExtension(true) };
    case "pidCheck": {
      const v = validatePaymentIdentifier(cmd.ext);
      const extracted = extractAndValidatePaymentIdentifier({ x402Version: 2, extensions: { "payment-identifier": cmd.ext } });
      return { valid: v.valid, errors: v.errors ?? [], id: extracted.id };
    }
    case "fetchPaid":
      return fetchPaid(cmd);
    case "orIssue": {
      const acct = account();
      const issuer = createEIP712OfferReceiptIssuer("did:pkh:eip155:1:" + acct.address, (args) => acct.signTypedData(args));
      const offer = await issuer.issueOffer(cmd.resourceUrl, {
        acceptIndex: 0, scheme: cmd.requirements.scheme, network: cmd.requirements.network, asset: cmd.requirements.asset,
        payTo: cmd.requirements.payTo, amount: cmd.requirements.amount, offerValiditySeconds: 60,
      });
      const receipt = await issuer.issueReceipt(cmd.resourceUrl, cmd.payer, cmd.network, cmd.transaction);
      return { offer, receipt, offerHash: hashOfferTypedData(offer.payload), receiptHash: hashReceiptTypedData(receipt.payload) };
    }
    case "orVerify": {
      const out = {};
      try {
        if (cmd.offer) out.offerSigner = (await verifyOfferSignatureEIP712(cmd.offer)).signer;
        if (cmd.receipt) out.receiptSigner = (await verifyReceiptSignatureEIP712(cmd.receipt)).signer;
        if (cmd.typed) out.typedSigner = await recoverTypedDataAddress(cmd.typed);
      } catch (e) {
        out.error = errorOf(e);
      }
      return out;
    }
    case "siweFormat":
      return { message: formatSIWEMessage(cmd.info, cmd.address) };
    case "siweParse":
      try {
        const m = new SiweMessage(cmd.message);
        return { ok: true, message: m.prepareMessage() };
      } catch (e) {
        return { ok: false, error: errorOf(e) };
      }
    case "siwxChallenge": {
      const ext = createSIWxResourceServerExtension({ origin: cmd.origin, storage: new InMemorySIWxStorage() });
      const decl = declareSIWxExtension({ network: cmd.network, statement: cmd.statement, expirationSeconds: 300 })[SIGN_IN_WITH_X];
      return ext.enrichPaymentRequiredResponse(decl, { resourceInfo: { url: cmd.resourceUrl }, requirements: [{ network: cmd.network }] });
    }
    case "siwxSign": {
      const acct = account();
      let signer = acct;
      if (cmd.wallet) {
        // A smart wallet whose owner signs: the wallet's address, the owner's EIP-191 signature,
        // wrapped per ERC-6492 when the wallet does not exist yet.
        signer = {
          address: cmd.wallet,
          signMessage: async ({ message }) => {
            const sig = await acct.signMessage({ message });
            return cmd.wrap6492 ? serializeErc6492Signature({ address: cmd.wrap6492.factory, data: cmd.wrap6492.data, signature: sig }) : sig;
          },
        };
      }
      try {
        const payload = await createSIWxPayload(cmd.info, signer, cmd.requestUrl);
        return { header: encodeSIWxHeader(payload), payload };
      } catch (e) {
        return { error: errorOf(e) };
      }
    }
    case "siwxVerify": {
      try {
        const payload = parseSIWxHeader(cmd.header);
        const validation = await validateSIWxMessage(payload, new URL(cmd.origin));
        const opts = cmd.rpc ? { evmVerifier: (args) => publicClient(cmd.rpc).verifyMessage(args) } : undefined;
        const verification = await verifySIWxSignature(payload, opts);
        return { validation, verification };
      } catch (e) {
        return { error: errorOf(e) };
      }
    }
    case "bazaarDeclare": {
      const decl = declareDiscoveryExtension({
        bodyType: "json", input: { memo: "hello" },
        inputSchema: { properties: { memo: { type: "string" } }, required: ["memo"] },
        output: { example: { ok: true }, schema: { properties: { ok: { type: "boolean" } }, required: ["ok"] } },
      }).bazaar;
      const ctx = { method: "POST", routePattern: cmd.routePattern, adapter: { getPath: () => cmd.path } };
      return bazaarResourceServerExtension.enrichDeclaration(decl, ctx);
    }
    case "bazaarCheck": {
      const validation = validateDiscoveryExtension(cmd.ext);
      let discovered = null;
      if (cmd.paymentPayload) discovered = extractDiscoveryInfo(cmd.paymentPayload, cmd.requirements);
      return { validation, discovered };
    }
    case "bazaarList": {
      const client = withBazaar(new HTTPFacilitatorClient({ url: cmd.url }));
      return client.extensions.bazaar.listResources(cmd.params);
    }
    default:
      throw new Error(`unknown op ${cmd.op}`);
  }
}

let result;
try {
  result = Array.isArray(input) ? await Promise.all(input.map(run)) : await run(input);
} catch (e) {
  process.stderr.write(`x402_extensions: ${errorOf(e)}\n`);
  process.exit(1);
}
process.stdout.write(JSON.stringify(result));
