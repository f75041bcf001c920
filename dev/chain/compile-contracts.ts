import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';
import type { Abi, Hex } from 'viem';

/**
 * Compiles contracts/ in memory with the pinned solc-js (no committed artifacts, no compiler
 * download). `npm run chain`, the integration tests and the browser tests' chain all deploy
 * what this answers, so none of them can run bytecode older than the source.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const contractNames = ['QTTToken', 'QTNVault', 'QTNBridge'] as const;
export type ContractName = (typeof contractNames)[number];
export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

/**
 * solc-js takes seconds per compile, and every test file with a chain compiles: the output is
 * kept under .tmp/, keyed by the exact input, the compiler's version and OpenZeppelin's.
 */
function cachedCompile(input: string, importFrom: (p: string) => object): string {
  const oz = fs.readFileSync(path.join(root, 'node_modules/@openzeppelin/contracts/package.json'));
  const key = crypto.createHash('sha256').update(input).update(solc.version()).update(oz);
  const file = path.join(root, '.tmp/solc-cache', `${key.digest('hex')}.json`);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const output = solc.compile(input, { import: importFrom });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a parallel reader never sees half a file.
  fs.writeFileSync(`${file}.${process.pid}`, output);
  fs.renameSync(`${file}.${process.pid}`, file);
  return output;
}

let cached: Promise<Record<ContractName, CompiledContract>> | undefined;

function compileNow(): Record<ContractName, CompiledContract> {
  // Every source under contracts/ (not its tests), so a change to a library the contracts
  // import changes the input, and with it the cache key.
  const files = fs
    .readdirSync(path.join(root, 'contracts'))
    .filter((f) => f.endsWith('.sol'))
    .sort()
    .map((f) => `contracts/${f}`);
  const sources = Object.fromEntries(
    files.map((file) => [file, { content: fs.readFileSync(path.join(root, file), 'utf8') }]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // The EVM version foundry.toml tests: Cancun runs on Polygon Amoy and most networks.
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  // OpenZeppelin's imports resolve from node_modules, as the forge tests resolve them.
  const importFrom = (p: string) => {
    const file = path.join(root, 'node_modules', p);
    return fs.existsSync(file)
      ? { contents: fs.readFileSync(file, 'utf8') }
      : { error: `Not found: ${p}` };
  };
  const output = JSON.parse(cachedCompile(JSON.stringify(input), importFrom)) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const pick = (name: ContractName): CompiledContract => {
    const c = output.contracts[`contracts/${name}.sol`]?.[name];
    if (!c) throw new Error(`solc produced no ${name}`);
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  };
  return {
    QTTToken: pick('QTTToken'),
    QTNVault: pick('QTNVault'),
    QTNBridge: pick('QTNBridge'),
  };
}

/** The compiled contracts, compiled once per process (about two seconds). */
export function compileContracts(): Promise<Record<ContractName, CompiledContract>> {
  cached ??= Promise.resolve().then(compileNow);
  return cached;
}
