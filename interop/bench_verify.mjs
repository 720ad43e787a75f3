// Throughput of the official TypeScript facilitator logic (@x402/evm ExactEvmScheme, exact
// EIP-3009, with its default on-chain simulation) verifying and settling the same kind of payloads as
// the Go facilitator, against the same anvil node. Driven by BenchmarkX402VerifyGoVsTS
// (x402_bench_test.go). Reads {rpc, chainId, requests:[{paymentPayload, paymentRequirements}],
// settles:[...fresh authorizations, each settled once], rounds, perRound, concurrency,
// op:"verify"|"settle", pollingMs, nonceManager, interactive} as the first stdin line; writes
// {rounds:[ops per second...]}. With nonceManager the settlement account hands out nonces locally
// (viem's nonce manager), so settlements can be in flight together, as an operator would run it.
// The facilitator key (only used to settle) comes from X402_INTEROP_KEY and is never printed.
import { ExactEvmScheme } from "@x402/evm/exact/facilitator";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { createWalletClient, http, publicActions, defineChain } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createNonceManager, jsonRpc } from "viem/nonce";
import { createInterface } from "node:readline";

// The first stdin line is the JSON command; with "interactive": true, each further line
// "<op> <count> <concurrency>" runs one timed round and answers {"rate": ops per second, "failed": n}
// on a line, so that the Go benchmark can interleave its rounds with these under the same machine load;
// "rpc <url>" moves to another node (answering {"ready": true}).
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const cmd = JSON.parse((await lines.next()).value);

// connect builds the facilitator on the node at url: a fresh nonce manager each time, since a fresh
// node starts the settlement account's nonce at 0 again.
let scheme;
function connect(url) {
  const chain = defineChain({
    id: cmd.chainId, name: "anvil", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
  const account = privateKeyToAccount(process.env.X402_INTEROP_KEY,
    cmd.nonceManager ? { nonceManager: createNonceManager({ source: jsonRpc() }) } : undefined);
  const client = createWalletClient({ account, chain, transport: http(url), pollingInterval: cmd.pollingMs || 4000 }).extend(publicActions);
  const signer = toFacilitatorEvmSigner({
    address: account.address,
    readContract: (a) => client.readContract({ ...a, args: a.args || [] }),
    verifyTypedData: (a) => client.verifyTypedData(a),
    writeContract: (a) => client.writeContract({ ...a, args: a.args || [] }),
    sendTransaction: (a) => client.sendTransaction(a),
    // A receipt not seen within 10 s fails that settlement (it is counted) instead of holding the round
    // for viem's default of minutes (runs of this benchmark saw single settlements here whose receipt
    // never came, with 8 in flight through viem's nonce manager).
    waitForTransactionReceipt: (a) => client.waitForTransactionReceipt({ pollingInterval: cmd.pollingMs || 4000, timeout: 10_000, ...a }),
    getCode: (a) => client.getCode(a),
  });
  scheme = new ExactEvmScheme(signer);
}
connect(cmd.rpc);

let next = 0;
let nextSettle = 0;
let failed = 0;
async function one(op) {
  const settle = op === "settle";
  const list = settle ? (cmd.settles || cmd.requests) : cmd.requests;
  const i = settle ? nextSettle++ : next++ % list.length;
  if (i >= list.length) throw new Error(`out of fresh authorizations (${list.length})`);
  const r = list[i];
  const res = settle
    ? await scheme.settle(r.paymentPayload, r.paymentRequirements)
    : await scheme.verify(r.paymentPayload, r.paymentRequirements);
  const ok = settle ? res.success : res.isValid;
  if (!ok) {
    failed++;
    if (!settle) throw new Error(`${op} failed: ${JSON.stringify(res)}`);
  }
}

async function round(n, concurrency = cmd.concurrency, op = cmd.op) {
  let left = n;
  const worker = async () => {
    while (left > 0) {
      left--;
      try {
        await one(op);
      } catch (e) {
        if (op !== "settle") throw e;
        failed++; // a settlement that threw (nonce trouble, a dropped receipt) counts as failed
      }
    }
  };
  const start = process.hrtime.bigint();
  await Promise.all(Array.from({ length: concurrency || 1 }, worker));
  return n / (Number(process.hrtime.bigint() - start) / 1e9);
}

try {
  if (cmd.interactive) {
    await round(100, 1, "verify"); // warm up (JIT, connections)
    if (cmd.settles) await round(cmd.warmSettles || 10, 1, "settle");
    failed = 0;
    process.stdout.write(JSON.stringify({ ready: true }) + "\n");
    for (;;) {
      const { value, done } = await lines.next();
      if (done) break;
      const [op, n, c] = value.trim().split(/\s+/);
      if (op === "rpc") { // "rpc <url>": the next rounds run against another node
        connect(n);
        process.stdout.write(JSON.stringify({ ready: true }) + "\n");
        continue;
      }
      const before = failed;
      const rate = await round(Number(n), Number(c), op);
      process.stdout.write(JSON.stringify({ rate, failed: failed - before }) + "\n");
    }
    process.exit(0);
  }
  if (cmd.op !== "settle") await round(Math.min(50, cmd.perRound)); // warm up (JIT, connections)
  const rounds = [];
  for (let i = 0; i < cmd.rounds; i++) rounds.push(await round(cmd.perRound));
  process.stdout.write(JSON.stringify({ rounds }));
} catch (e) {
  process.stdout.write(JSON.stringify({ error: String(e && e.stack ? e.stack : e) }));
}
