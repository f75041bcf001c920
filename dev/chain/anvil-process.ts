import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { jsonRpc } from './json-rpc';

/**
 * anvil from the pinned @foundry-rs/anvil-linux-amd64 package (an optional dependency: the
 * registry mirror lacks the other platforms' packages, docs/decisions/017), spawned directly
 * so a stop signal reaches anvil itself.
 */
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}/package.json`;
  try {
    const dir = path.dirname(createRequire(import.meta.url).resolve(pkg));
    return path.join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  } catch {
    throw new Error(
      `anvil is not installed for ${process.platform}-${arch}: QTN pins it for Linux x64 ` +
        '(@foundry-rs/anvil-linux-amd64). Elsewhere, install Foundry and put anvil on PATH.',
    );
  }
}

export interface AnvilOptions {
  port: number;
  host?: string;
  chainId?: number;
  /**
   * Also mine a block every this many seconds, while still mining each transaction at once
   * (anvil's mixed mining). Without it anvil mines only on transactions, so a deposit would
   * never gain its confirmations on an idle chain. Tests leave it off and mine with anvil_mine.
   */
  blockTimeS?: number;
  /** Show anvil's own errors (npm run chain) or nothing (tests). Requests are never logged. */
  stdio?: 'inherit' | 'ignore';
}

export interface RunningAnvil {
  rpcUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The chain id the node at rpcUrl answers, or null when nothing answers there. */
export async function rpcChainId(rpcUrl: string): Promise<number | null> {
  try {
    return Number(await jsonRpc(rpcUrl, 'eth_chainId', [], 1_000));
  } catch {
    return null;
  }
}

export async function startAnvil(options: AnvilOptions): Promise<RunningAnvil> {
  const host = options.host ?? '127.0.0.1';
  const rpcUrl = `http://${host}:${options.port}`;
  const args = ['--host', host, '--port', String(options.port)];
  args.push('--chain-id', String(options.chainId ?? 31_337), '--silent');
  if (options.blockTimeS) args.push('--block-time', String(options.blockTimeS), '--mixed-mining');
  const child = spawn(anvilBinary(), args, { stdio: options.stdio ?? 'ignore' });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
  };
  for (let waited = 0; waited < 20_000; waited += 100) {
    if (exited) throw new Error(`anvil exited before answering on ${rpcUrl}`);
    if ((await rpcChainId(rpcUrl)) !== null) return { rpcUrl, process: child, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`anvil did not answer on ${rpcUrl} within 20 s`);
}
