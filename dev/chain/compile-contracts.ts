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
export const contractNames = ['QTTToken', 'QTNVault'] as const;
export type ContractName = (typeof contractNames)[number];
export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

let cached: Promise<Record<ContractName, CompiledContract>> | undefined;

function compileNow(): Record<ContractName, CompiledContract> {
  const sources = Object.fromEntries(
    contractNames.map((name) => {
      const file = `contracts/${name}.sol`;
      return [file, { content: fs.readFileSync(path.join(root, file), 'utf8') }];
    }),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
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
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: importFrom }),
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const pick = (name: ContractName): CompiledContract => {
    const c = output.contracts[`contracts/${name}.sol`]?.[name];
    if (!c) throw new Error(`solc produced no ${name}`);
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  };
  return { QTTToken: pick('QTTToken'), QTNVault: pick('QTNVault') };
}

/** The compiled contracts, compiled once per process (about two seconds). */
export function compileContracts(): Promise<Record<ContractName, CompiledContract>> {
  cached ??= Promise.resolve().then(compileNow);
  return cached;
}
