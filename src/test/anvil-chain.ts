import net from 'node:net';
import { startAnvil, type RunningAnvil } from '../../dev/chain/anvil-process';
import { deployContracts } from '../../dev/chain/deploy-contracts';
import { advanceChainTime, jsonRpc } from '../../dev/chain/json-rpc';
import type { Deployment } from '@/server/chain/deployment-file';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface TestChain {
  anvil: RunningAnvil;
  deployment: Deployment;
  rpcUrl: string;
  advance(seconds: number): Promise<void>;
  /** Mines `blocks` empty blocks (this chain mines only on transactions otherwise). */
  mine(blocks: number): Promise<void>;
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * A real anvil on a free port with the contracts deployed by the same module `npm run chain`
 * uses. One per test file: start it in beforeAll, stop it in afterAll.
 */
export async function startTestChain(): Promise<TestChain> {
  const anvil = await startAnvil({ port: await freePort() });
  try {
    const deployment = await deployContracts(anvil.rpcUrl);
    return {
      anvil,
      deployment,
      rpcUrl: anvil.rpcUrl,
      advance: (seconds) => advanceChainTime(anvil.rpcUrl, seconds),
      mine: async (blocks) => {
        await jsonRpc(anvil.rpcUrl, 'anvil_mine', [`0x${blocks.toString(16)}`]);
      },
      rpc: (method, params = []) => jsonRpc(anvil.rpcUrl, method, params),
      stop: () => anvil.stop(),
    };
  } catch (err) {
    await anvil.stop();
    throw err;
  }
}
