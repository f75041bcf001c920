import type { Page } from '@playwright/test';
import { encodeFunctionData, parseUnits } from 'viem';
import { qttTokenAbi } from '../src/domain/chain/qtt-token-abi';
import { expect, test } from './fixtures';
import {
  advanceTestChain,
  installTestWallet,
  waitForChainDeployment,
  walletAccountFor,
} from './support/test-wallet';

type Request = { method: string; params?: unknown[] };
const ask = (page: Page, request: Request) =>
  page.evaluate(
    (r) =>
      (
        window as unknown as { ethereum: { request(r: Request): Promise<unknown> } }
      ).ethereum.request(r),
    request,
  );

// The browser tests' chain and wallet work before any UI uses them: the page's
// window.ethereum connects, starts on a wrong chain, switches, keeps the chain over a
// reload, and reads the deployed token through anvil.
test('the injected test wallet connects, switches chain and reads the chain', async ({
  page,
  request,
}, testInfo) => {
  const { token } = await waitForChainDeployment(request);
  const account = walletAccountFor(testInfo.project.name);
  await installTestWallet(page, { account });
  await page.goto('/');

  expect(await ask(page, { method: 'eth_accounts' })).toEqual([]);
  expect(await ask(page, { method: 'eth_requestAccounts' })).toEqual([account]);
  expect(await ask(page, { method: 'eth_chainId' })).toBe('0x1');
  const unknownChain = page.evaluate(() =>
    (window as unknown as { ethereum: { request(r: Request): Promise<unknown> } }).ethereum
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
      .catch((e: { code: number }) => e.code),
  );
  expect(await unknownChain).toBe(4902);
  await ask(page, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
  expect(await ask(page, { method: 'eth_chainId' })).toBe('0x7a69');

  await page.reload();
  expect(await ask(page, { method: 'eth_chainId' })).toBe('0x7a69');
  expect(await ask(page, { method: 'eth_accounts' })).toEqual([account]);
  const data = encodeFunctionData({ abi: qttTokenAbi, functionName: 'balanceOf', args: [account] });
  const balance = await ask(page, { method: 'eth_call', params: [{ to: token, data }, 'latest'] });
  expect(BigInt(balance as string)).toBeGreaterThanOrEqual(parseUnits('1', 18));

  const before = (await ask(page, {
    method: 'eth_getBlockByNumber',
    params: ['latest', false],
  })) as {
    timestamp: string;
  };
  await advanceTestChain(3_600);
  const after = (await ask(page, {
    method: 'eth_getBlockByNumber',
    params: ['latest', false],
  })) as {
    timestamp: string;
  };
  expect(Number(after.timestamp) - Number(before.timestamp)).toBeGreaterThanOrEqual(3_600);
});
