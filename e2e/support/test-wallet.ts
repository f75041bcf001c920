import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { advanceChainTime, jsonRpc, type RpcErrorObject } from '../../dev/chain/json-rpc';
import { devAccount } from '../../dev/chain/dev-accounts';
import { chainConfigSchema } from '../../src/domain/api/chain';
import { e2eChainRpcUrl } from './e2e-env';
import { injectTestWallet } from './test-wallet-script';

const binding = '__qtnTestWalletRpc';

/**
 * anvil's dev accounts for browser tests, each holding 10,000 QTT. Tests that run at the
 * same time must not share one (desktop and mobile run in parallel): pick by project.
 */
export const testWalletAccounts = [1, 2, 3, 4].map((i) => devAccount(i).address);
export const walletAccountFor = (projectName: string, offset = 0) =>
  testWalletAccounts[((projectName === 'mobile' ? 1 : 0) + offset * 2) % 4] as `0x${string}`;

export interface TestWalletOptions {
  account: `0x${string}`;
  rpcUrl?: string;
  /** The chain the wallet reports until the app asks it to switch (default 1, a wrong one). */
  startChainId?: number;
}

/**
 * Injects an EIP-1193 wallet (window.ethereum) into every page of `page`'s context before
 * the app's scripts run: accounts and chain switching answered in the page, every other call
 * (eth_call, eth_sendTransaction from the unlocked anvil account, …) forwarded to anvil.
 */
export async function installTestWallet(page: Page, options: TestWalletOptions) {
  const rpcUrl = options.rpcUrl ?? e2eChainRpcUrl;
  const nodeChainId = Number(await jsonRpc(rpcUrl, 'eth_chainId'));
  await page.exposeBinding(binding, async (_source, method: string, params: unknown) => {
    try {
      return { result: await jsonRpc(rpcUrl, method, params) };
    } catch (err) {
      const e = err as Partial<RpcErrorObject> & Error;
      return { error: { code: e.code ?? -32603, message: e.message, data: e.data } };
    }
  });
  await page.addInitScript(injectTestWallet, {
    account: options.account,
    startChainId: options.startChainId ?? 1,
    nodeChainId,
    binding,
  });
}

/** Moves the test chain's clock forward (every test on this chain sees it). */
export const advanceTestChain = (seconds: number, rpcUrl = e2eChainRpcUrl) =>
  advanceChainTime(rpcUrl, seconds);

/** Mines `blocks` blocks at once, so a deposit gains its confirmations without waiting. */
export const mineTestBlocks = (blocks: number, rpcUrl = e2eChainRpcUrl) =>
  jsonRpc(rpcUrl, 'anvil_mine', [`0x${blocks.toString(16)}`]);

/** Waits until the server answers the deployed contracts (the chain deploys beside it). */
export async function waitForChainDeployment(request: APIRequestContext) {
  let contracts: { vault: string | null; token: string | null } = { vault: null, token: null };
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/chain');
        contracts = chainConfigSchema.parse(await res.json()).contracts;
        return contracts.vault;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  return contracts as { vault: `0x${string}`; token: `0x${string}` };
}
