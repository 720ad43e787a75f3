// Compiles contracts/src with the pinned solcjs (package-lock.json) and writes one artifact per contract
// to contracts/out/<Name>.json: {contractName, sourceName, compiler, abi, bytecode, deployedBytecode}.
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

function listSol(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? listSol(p) : e.name.endsWith(".sol") ? [p] : [];
  }).sort();
}

const sources = {};
for (const file of listSol(srcDir)) {
  sources[path.relative(root, file)] = { content: fs.readFileSync(file, "utf8") };
}

function findImports(importPath) {
  for (const base of [root, path.join(root, "node_modules")]) {
    const p = path.join(base, importPath);
    if (fs.existsSync(p)) return { contents: fs.readFileSync(p, "utf8") };
  }
  return { error: `import not found: ${importPath}` };
}

const input = {
  language: "Solidity",
  sources,
  settings: {
    ...settings,
    outputSelection: { "*": { "*": ["abi", "evm.bytecode.object", "evm.deployedBytecode.object", "storageLayout"] } },
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

// The escrow is two code units over one storage layout: AsaEscrow runs AsaEscrowExtension with DELEGATECALL
// from its fallback. Refuse to build if their layouts differ, and give the AsaEscrow artifact the whole
// surface (IAsaEscrow) that callers use on its address, checked against what the two units implement.
const unit = (file, name) => output.contracts[`contracts/src/${file}`][name];
const escrow = unit("AsaEscrow.sol", "AsaEscrow");
const extension = unit("AsaEscrowExtension.sol", "AsaEscrowExtension");
const layout = (c) => JSON.stringify(c.storageLayout.storage.map(({ label, offset, slot, type }) => ({ label, offset, slot, type })));
if (layout(escrow) !== layout(extension)) {
  process.stderr.write("AsaEscrow and AsaEscrowExtension storage layouts differ\n");
  process.exit(1);
}
const signature = (e) => `${e.type} ${e.name ?? ""}(${(e.inputs ?? []).map((i) => i.type).join(",")})`;
const merged = [...escrow.abi];
const seen = new Set(merged.map(signature));
for (const e of unit("IAsaEscrow.sol", "IAsaEscrowExtension").abi) {
  if (!seen.has(signature(e))) {
    merged.push(e);
    seen.add(signature(e));
  }
}
const surface = new Set(unit("IAsaEscrow.sol", "IAsaEscrow").abi.filter((e) => e.type === "function").map(signature));
const implemented = new Set(merged.filter((e) => e.type === "function").map(signature));
const publicExtras = new Set(escrow.abi.filter((e) => e.type === "function" && (e.stateMutability === "view" || e.stateMutability === "pure") && (e.inputs ?? []).length === 0).map(signature));
const missing = [...surface].filter((f) => !implemented.has(f));
const undeclared = [...implemented].filter((f) => !surface.has(f) && !publicExtras.has(f));
if (missing.length || undeclared.length) {
  process.stderr.write(`IAsaEscrow and the escrow's code units disagree: missing ${missing.join("; ") || "none"}; undeclared ${undeclared.join("; ") || "none"}\n`);
  process.exit(1);
}
escrow.abi = merged;

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const sizes = [];
for (const [sourceName, contracts] of Object.entries(output.contracts)) {
  if (!sourceName.startsWith("contracts/src/")) continue;
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
    fs.writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(artifact, null, 2) + "\n");
    sizes.push([name, c.evm.deployedBytecode.object.length / 2]);
  }
}
for (const [name, size] of sizes.sort()) {
  process.stdout.write(`${name.padEnd(28)} runtime ${String(size).padStart(6)} bytes${size > 24576 ? "  OVER EIP-170 LIMIT" : ""}\n`);
}
