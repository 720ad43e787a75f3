// The official A2A client (@a2a-js/sdk 1.3, A2A 1.0) against the daemon's A2A agent. Driven by
// daemon_a2a_test.go: reads one JSON command on stdin, writes one JSON answer on stdout. The payer key
// comes from X402_INTEROP_KEY and is never printed; bearer tokens come in the command (sessions of the
// daemon's wallet sign-in, made by the Go test) and are never printed either. A daemon serving HTTPS with
// a test certificate is reached through NODE_EXTRA_CA_CERTS.
//
// Every call sends the credential (Authorization: Bearer, through the SDK's authenticating fetch) and
// activates the x402 extension (A2A-Extensions, through withA2AExtensions) unless the command says not to.
//
// Commands (all take "base": the daemon URL, "token": a bearer token, "extension": the x402 URI):
//   {"op":"fund","jobId","network","asset","max","otherToken"}
//       card; SendMessage "fund job N" (input-required, x402.payment.required); the same messageId with
//       other text (refused); SendMessage with payment-submitted; the same message again; GetTask; a
//       message to the completed task (refused); CancelTask of it (refused); GetTask and CancelTask as
//       another signed-in caller (not found); calls without the extension and without a credential
//       -> {"card", "first", "paid", "retried", "got", "errors": {name: {name, code}}, "submit"}
//   {"op":"open","jobId"} -> {"task"} (a task waiting for payment)
//   {"op":"pay","task":{id, contextId, required},"network","asset","max","returnImmediately"}
//       -> {"task", "submit"} (submit is the message sent, to be sent again later)
//   {"op":"underpay","task"} -> {"task", "echoed"} (a payment one unit short of the requirement)
//   Any command with "legacyHeader": true sends the extension in X-A2A-Extensions (the a2a-x402 v0.2
//   spelling) instead of A2A-Extensions; "echoed" is the answer's X-A2A-Extensions.
//   {"op":"resend","message"} -> {"task"} (the same message again)
//   {"op":"get","id"} -> {"task"};  {"op":"cancel","id"} -> {"task"} or {"error"}
import { randomUUID } from "node:crypto";
import { x402Client as CoreClient } from "@x402/core/client";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import { privateKeyToAccount } from "viem/accounts";
import { ClientFactory, ClientFactoryOptions, DefaultAgentCardResolver, JsonRpcTransportFactory, createAuthenticatingFetchWithRetry, withA2AExtensions } from "@a2a-js/sdk/client";

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const cmd = JSON.parse(Buffer.concat(chunks).toString("utf8"));

// echoed is the X-A2A-Extensions answer header of the last call made with cmd.legacyHeader.
let echoed = null;

// legacyFetch sends the SDK's A2A-Extensions header as X-A2A-Extensions, the spelling of the a2a-x402
// v0.2 text (a client written to that text), and notes the answer's X-A2A-Extensions.
function legacyFetch(inner) {
  return async (input, init = {}) => {
    const headers = new Headers(init.headers ?? {});
    const v = headers.get("A2A-Extensions");
    if (v !== null) {
      headers.delete("A2A-Extensions");
      headers.set("X-A2A-Extensions", v);
    }
    const resp = await inner(input, { ...init, headers });
    if (resp.headers.get("X-A2A-Extensions") !== null) echoed = resp.headers.get("X-A2A-Extensions");
    return resp;
  };
}

// client returns an SDK client authenticated with token (none: no Authorization header).
async function client(token) {
  const auth = {
    headers: async () => (token ? { Authorization: `Bearer ${token}` } : {}),
    shouldRetryWithHeaders: async () => undefined,
  };
  const fetchImpl = createAuthenticatingFetchWithRetry(cmd.legacyHeader ? legacyFetch(fetch) : fetch, auth);
  const options = ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
    transports: [new JsonRpcTransportFactory({ fetchImpl })],
    cardResolver: new DefaultAgentCardResolver({ fetchImpl }),
  });
  return new ClientFactory(options).createFromUrl(cmd.base);
}

// activate is the call option that activates the x402 extension (A2A-Extensions).
const activate = { serviceParameters: {} };
withA2AExtensions(cmd.extension)(activate.serviceParameters);

function userMessage(text, extra = {}) {
  return {
    messageId: randomUUID(), contextId: "", taskId: "", role: 1 /* ROLE_USER */,
    parts: [{ content: { $case: "text", value: text } }], extensions: [], referenceTaskIds: [], ...extra,
  };
}

function summary(task) {
  const meta = task?.status?.message?.metadata ?? {};
  return { id: task.id, contextId: task.contextId, state: task.status?.state, metadata: meta, artifacts: task.artifacts?.length ?? 0, history: task.history?.length ?? 0 };
}

// failure runs f and returns the SDK error it throws ({name, code}), or {name: "none"}.
async function failure(f) {
  try {
    await f();
    return { name: "none" };
  } catch (e) {
    return { name: e?.name ?? String(e), code: e?.envelopeCode ?? null, message: String(e?.message ?? e) };
  }
}

async function payment(required) {
  const key = process.env.X402_INTEROP_KEY;
  if (!key) throw new Error("X402_INTEROP_KEY is not set");
  const payer = new CoreClient();
  payer.setSpendControls({ allowedAssets: [{ network: cmd.network, asset: cmd.asset, maxAmountPerPayment: cmd.max }] });
  registerExactEvmScheme(payer, { signer: privateKeyToAccount(key) });
  return payer.createPaymentPayload(required);
}

async function run() {
  const c = await client(cmd.token);
  switch (cmd.op) {
    case "fund": {
      const card = await c.getAgentCard();
      const first = await c.sendMessage({ message: userMessage(`fund job ${cmd.jobId}`) }, activate);
      const errors = {};
      errors.otherContent = await failure(() =>
        c.sendMessage({ message: { ...userMessage(`fund job ${Number(cmd.jobId) + 1}`), messageId: first.history[0].messageId } }, activate));
      const required = first.status.message.metadata["x402.payment.required"];
      const submit = userMessage("payment authorization", {
        taskId: first.id, contextId: first.contextId,
        metadata: { "x402.payment.status": "payment-submitted", "x402.payment.payload": await payment(required) },
      });
      const paid = await c.sendMessage({ message: submit }, activate);
      const retried = await c.sendMessage({ message: submit }, activate);
      const got = await c.getTask({ id: first.id, tenant: "" }, activate);
      errors.terminal = await failure(() => c.sendMessage({ message: { ...submit, messageId: randomUUID() } }, activate));
      errors.cancelCompleted = await failure(() => c.cancelTask({ id: first.id, tenant: "" }, activate));
      errors.noExtension = await failure(() => c.sendMessage({ message: userMessage(`fund job ${cmd.jobId}`) }));
      const other = await client(cmd.otherToken);
      errors.otherGet = await failure(() => other.getTask({ id: first.id, tenant: "" }, activate));
      errors.otherCancel = await failure(() => other.cancelTask({ id: first.id, tenant: "" }, activate));
      const anonymous = await client("");
      errors.anonymous = await failure(() => anonymous.getTask({ id: first.id, tenant: "" }, activate));
      return {
        card: { name: card.name, extensions: card.capabilities?.extensions ?? [], skills: card.skills, securitySchemes: card.securitySchemes,
          securityRequirements: card.securityRequirements, interfaces: card.supportedInterfaces },
        first: summary(first), paid: summary(paid), retried: summary(retried), got: summary(got), errors,
      };
    }
    case "open": {
      const task = await c.sendMessage({ message: userMessage(`fund job ${cmd.jobId}`) }, activate);
      return { task: { ...summary(task), required: task.status.message.metadata["x402.payment.required"] }, echoed };
    }
    case "pay": {
      const submit = userMessage("payment authorization", {
        taskId: cmd.task.id, contextId: cmd.task.contextId,
        metadata: { "x402.payment.status": "payment-submitted", "x402.payment.payload": await payment(cmd.task.required) },
      });
      const task = await c.sendMessage({ message: submit, configuration: { returnImmediately: !!cmd.returnImmediately } }, activate);
      return { task: summary(task), submit };
    }
    case "underpay": {
      // A payment whose authorization is one unit short of the requirement (as a payer's wallet that
      // rounded down would sign it): the task fails with INVALID_AMOUNT.
      const required = structuredClone(cmd.task.required);
      required.accepts = required.accepts.map((a) => ({ ...a, amount: String(BigInt(a.amount) - 1n) }));
      const payload = await payment(required);
      payload.accepted = cmd.task.required.accepts[0];
      const submit = userMessage("payment authorization", {
        taskId: cmd.task.id, contextId: cmd.task.contextId,
        metadata: { "x402.payment.status": "payment-submitted", "x402.payment.payload": payload },
      });
      const task = await c.sendMessage({ message: submit }, activate);
      return { task: summary(task), echoed };
    }
    case "resend":
      return { task: summary(await c.sendMessage({ message: cmd.message }, activate)) };
    case "get":
      return { task: summary(await c.getTask({ id: cmd.id, tenant: "" }, activate)) };
    case "cancel": {
      try {
        return { task: summary(await c.cancelTask({ id: cmd.id, tenant: "" }, activate)) };
      } catch (e) {
        return { error: { name: e?.name, code: e?.envelopeCode ?? null } };
      }
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
