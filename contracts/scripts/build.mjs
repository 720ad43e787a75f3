// Compiles contracts/src with the pinned solcjs (package-lock.json) and writes one artifact per contract
// to contracts/out/<Name>.json: {contractName, sourceName, compiler, abi, bytecode, deployedBytecode, libraries?}
// (libraries: the fully qualified names of the libraries whose addresses the bytecode's placeholders await).
// Output is deterministic (sorted keys, no timestamps) so `make check-generated` can diff it.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const solc = require("solc");

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const srcDir = path.join(root, "contracts", "src");
const outDir = process.env.ARTIFACTS_DIR ? path.resolve(process.env.ARTIFACTS_DIR) : path.join(root, "contracts", "out");
const settings = JSON.parse(fs.readFileSync(path.join(root, "contracts", "solc-settings.json"), "utf8"));
// The dev token (contracts/src/dev) is compiled apart: its job is to cost what USDC costs. Without the IR
// pipeline (whose linear function dispatch alone added up to ~700 gas per call) and with the optimizer runs at
// which its ERC-20 calls cost what USDC's do within ~100 gas (bench/gas.md says how that was compared).
const devDir = path.join(srcDir, "dev");
const devSettings = JSON.parse(fs.readFileSync(path.join(root, "contracts", "solc-settings-dev-token.json"), "utf8"));

function listSol(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? listSol(p) : e.name.endsWith(".sol") ? [p] : [];
  }).sort();
}

function findImports(importPath) {
  for (const base of [root, path.join(root, "node_modules")]) {
    const p = path.join(base, importPath);
    if (fs.existsSync(p)) return { contents: fs.readFileSync(p, "utf8") };
  }
  return { error: `import not found: ${importPath}` };
}

// compile returns the contracts of `files` (and of nothing they import) compiled with `settings`.
function compile(files, settings) {
  const sources = {};
  for (const file of files) sources[path.relative(root, file)] = { content: fs.readFileSync(file, "utf8") };
  const input = {
    language: "Solidity",
    sources,
    settings: {
      ...settings,
      outputSelection: {
        "*": { "*": ["abi", "evm.bytecode.object", "evm.bytecode.linkReferences", "evm.deployedBytecode.object", "storageLayout"] },
      },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  let failed = false;
  for (const e of output.errors ?? []) {
    if (e.severity === "error") failed = true;
    else if (e.sourceLocation?.file?.startsWith("@openzeppelin/")) continue; // known library notes
    process.stderr.write(e.formattedMessage + "\n");
  }
  if (failed) process.exit(1);
  return Object.entries(output.contracts)
    .filter(([sourceName]) => sources[sourceName])
    .map(([sourceName, contracts]) => [sourceName, contracts, settings]);
}

const all = listSol(srcDir);
const compiled = [
  ...compile(all.filter((f) => !f.startsWith(devDir + path.sep)), settings),
  ...compile(all.filter((f) => f.startsWith(devDir + path.sep)), devSettings),
];

// The escrow is three code units over one storage layout: AsaEscrow runs AsaEscrowExtension with DELEGATECALL
// from its fallback, and the extension's fallback runs AsaEscrowViews the same way. Refuse to build if their
// layouts differ, and give the AsaEscrow artifact the whole surface (IAsaEscrow) that callers use on its
// address, checked against what the units implement.
const unit = (file, name) => compiled.find(([sourceName]) => sourceName === `contracts/src/${file}`)[1][name];
const escrow = unit("AsaEscrow.sol", "AsaEscrow");
const extension = unit("AsaEscrowExtension.sol", "AsaEscrowExtension");
const views = unit("AsaEscrowViews.sol", "AsaEscrowViews");
const layout = (c) => JSON.stringify(c.storageLayout.storage.map(({ label, offset, slot, type }) => ({ label, offset, slot, type })));
if (layout(escrow) !== layout(extension) || layout(escrow) !== layout(views)) {
  process.stderr.write("AsaEscrow, AsaEscrowExtension and AsaEscrowViews storage layouts differ\n");
  process.exit(1);
}
const signature = (e) => `${e.type} ${e.name ?? ""}(${(e.inputs ?? []).map((i) => i.type).join(",")})`;
const merged = [...escrow.abi];
const seen = new Set(merged.map(signature));
for (const e of [...unit("IAsaEscrow.sol", "IAsaEscrowExtension").abi, ...unit("IAsaEscrow.sol", "IAsaEscrowViews").abi]) {
  if (!seen.has(signature(e))) {
    merged.push(e);
    seen.add(signature(e));
  }
}
const surface = new Set(unit("IAsaEscrow.sol", "IAsaEscrow").abi.filter((e) => e.type === "function").map(signature));
const implemented = new Set(merged.filter((e) => e.type === "function").map(signature));
// Public constants and immutables (BPS, token, jobCount, eip712Domain...) are getters outside the interface.
const getters = new Set(escrow.abi.filter((e) => e.type === "function" && ["view", "pure"].includes(e.stateMutability) && (e.inputs ?? []).length === 0).map(signature));
const missing = [...surface].filter((f) => !implemented.has(f));
const undeclared = [...implemented].filter((f) => !surface.has(f) && !getters.has(f));
if (missing.length || undeclared.length) {
  process.stderr.write(`IAsaEscrow and the escrow's code units disagree: missing ${missing.join("; ") || "none"}; undeclared ${undeclared.join("; ") || "none"}\n`);
  process.exit(1);
}
escrow.abi = merged;

// The evaluator pool is two code units the same way: EvaluatorPool runs EvaluatorPoolViews from its fallback.
// Same checks: one storage layout, and the pool's artifact carries the read functions (IEvaluatorPoolViews),
// which the views unit must implement exactly.
const pool = unit("pool/EvaluatorPool.sol", "EvaluatorPool");
const poolViews = unit("pool/EvaluatorPoolViews.sol", "EvaluatorPoolViews");
if (layout(pool) !== layout(poolViews)) {
  process.stderr.write("EvaluatorPool and EvaluatorPoolViews storage layouts differ\n");
  process.exit(1);
}
const poolSurface = unit("pool/IEvaluatorPool.sol", "IEvaluatorPoolViews").abi.filter((e) => e.type === "function");
const viewsImplemented = new Set(poolViews.abi.filter((e) => e.type === "function").map(signature));
const poolOwn = new Set(pool.abi.filter((e) => e.type === "function").map(signature));
const viewsMissing = poolSurface.map(signature).filter((f) => !viewsImplemented.has(f));
const viewsShadowed = poolSurface.map(signature).filter((f) => poolOwn.has(f));
if (viewsMissing.length || viewsShadowed.length || viewsImplemented.size !== poolSurface.length) {
  process.stderr.write(`IEvaluatorPoolViews and EvaluatorPoolViews disagree: missing ${viewsMissing.join("; ") || "none"}; also in EvaluatorPool ${viewsShadowed.join("; ") || "none"}\n`);
  process.exit(1);
}
pool.abi = [...pool.abi, ...poolSurface];

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const sizes = [];
for (const [sourceName, contracts, settings] of compiled) {
  for (const [name, c] of Object.entries(contracts)) {
    const bytecode = c.evm.bytecode.object;
    if (!bytecode) continue; // interfaces and abstract contracts
    const artifact = {
      contractName: name,
      sourceName,
      compiler: { version: solc.version(), settings },
      abi: c.abi,
      bytecode: "0x" + bytecode,
      deployedBytecode: "0x" + c.evm.deployedBytecode.object,
    };
    // Libraries with external functions are deployed on their own and linked: name them for the bindings.
    const links = Object.entries(c.evm.bytecode.linkReferences ?? {}).flatMap(([file, libs]) => Object.keys(libs).map((lib) => `${file}:${lib}`));
    if (links.length > 0) artifact.libraries = links.sort();
    fs.writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(artifact, null, 2) + "\n");
    sizes.push([name, c.evm.deployedBytecode.object.length / 2]);
  }
}
for (const [name, size] of sizes.sort()) {
  process.stdout.write(`${name.padEnd(28)} runtime ${String(size).padStart(6)} bytes${size > 24576 ? "  OVER EIP-170 LIMIT" : ""}\n`);
}
