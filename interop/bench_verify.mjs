// Throughput of the official TypeScript facilitator logic (@x402/evm ExactEvmScheme, exact
// EIP-3009, with its default on-chain simulation) verifying the same payloads as the Go
// facilitator, against the same anvil node. Driven by BenchmarkX402VerifyGoVsTS
// (x402_bench_test.go). Reads {rpc, chainId, requests:[{paymentPayload, paymentRequirements}],
// rounds, perRound, concurrency, op:"verify"|"settle", pollingMs, interactive} as the first stdin
// line; writes {rounds:[ops per second...]}.
// The facilitator key (only used to settle) comes from X402_INTEROP_KEY and is never printed.
import { ExactEvmScheme } from "@x402/evm/exact/facilitator";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { createWalletClient, http, publicActions, defineChain } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createInterface } from "node:readline";

// The first stdin line is the JSON command; with "interactive": true, each further line
// "<count> <concurrency>" runs one timed round and answers {"rate": ops per second} on a line, so
// that the Go benchmark can interleave its rounds with these under the same machine load.
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const cmd = JSON.parse((await lines.next()).value);

const chain = defineChain({
  id: cmd.chainId, name: "anvil", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [cmd.rpc] } },
});
const account = privateKeyToAccount(process.env.X402_INTEROP_KEY);
const client = createWalletClient({ account, chain, transport: http(cmd.rpc), pollingInterval: cmd.pollingMs || 4000 }).extend(publicActions);
const signer = toFacilitatorEvmSigner({
  address: account.address,
  readContract: (a) => client.readContract({ ...a, args: a.args || [] }),
  verifyTypedData: (a) => client.verifyTypedData(a),
  writeContract: (a) => client.writeContract({ ...a, args: a.args || [] }),
  sendTransaction: (a) => client.sendTransaction(a),
  waitForTransactionReceipt: (a) => client.waitForTransactionReceipt({ pollingInterval: cmd.pollingMs || 4000, ...a }),
  getCode: (a) => client.getCode(a),
});
const scheme = new ExactEvmScheme(signer);

let next = 0;
async function one() {
  const r = cmd.requests[next++ % cmd.requests.length];
  const res = cmd.op === "settle"
    ? await scheme.settle(r.paymentPayload, r.paymentRequirements)
    : await scheme.verify(r.paymentPayload, r.paymentRequirements);
  const ok = cmd.op === "settle" ? res.success : res.isValid;
  if (!ok) throw new Error(`${cmd.op} failed: ${JSON.stringify(res)}`);
}

async function round(n, concurrency = cmd.concurrency) {
  let left = n;
  const worker = async () => {
    while (left > 0) {
      left--;
      await one();
    }
  };
  const start = process.hrtime.bigint();
  await Promise.all(Array.from({ length: concurrency || 1 }, worker));
  return n / (Number(process.hrtime.bigint() - start) / 1e9);
}

try {
  if (cmd.interactive) {
    await round(100, 1); // warm up (JIT, connections)
    process.stdout.write(JSON.stringify({ ready: true }) + "\n");
    for (;;) {
      const { value, done } = await lines.next();
      if (done) break;
      const [n, c] = value.trim().split(/\s+/).map(Number);
      process.stdout.write(JSON.stringify({ rate: await round(n, c) }) + "\n");
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
