import { createPublicClient, encodeFunctionData, http, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '@/test/anvil-chain';
import { testWallet } from '@/test/eip1193-test-wallet';
import type { ChainConfig } from '@/domain/api/chain';
import { evmNetworks } from '@/domain/chain/networks';
import { qttTokenAbi } from '@/domain/chain/qtt-token-abi';
import { qtnVaultAbi } from '@/domain/chain/qtn-vault-abi';
import {
  onchainEarlyExit,
  onchainLockLimitMessage,
  onchainMultiplierBps,
  onchainReward,
} from '@/domain/chain/onchain-vault-rules';
import { maxLockAmount, reservationHeadroom } from '@/domain/vaults/reservation-cap';
import { devAccount } from '../../../../dev/chain/dev-accounts';
import { demoQtt } from '../../../../dev/chain/deploy-contracts';
import { minedReceipt } from '../../../../dev/chain/mined-receipt';
import { chainErrorDetail } from './chain-error-detail';
import { connectInjectedWallet } from './connect-wallet';
import type { VaultChain } from './vault-chain';

const approveSelector = '0x095ea7b3';
const qtt = (n: string) => parseUnits(n, 18);
const day = 86_400;
const tokenCall = (functionName: 'approve' | 'mint', args: readonly [`0x${string}`, bigint]) =>
  encodeFunctionData({ abi: qttTokenAbi, functionName, args });

let chain: TestChain;
let config: ChainConfig;
beforeAll(async () => {
  chain = await startTestChain();
  const { key, chainId, name, explorerUrl, blockTimeS, nativeCurrency } = evmNetworks.local;
  config = {
    network: {
      key,
      chainId,
      name,
      rpcUrl: chain.rpcUrl,
      explorerUrl,
      blockTimeS,
      // This anvil mines only when a transaction arrives, so a second confirmation would
      // never come: the local network's 2 confirmations are for `npm run chain`'s block timer.
      confirmations: 1,
      nativeCurrency,
    },
    contracts: { vault: chain.deployment.vault, token: chain.deployment.token },
    mockMode: false,
  };
});
afterAll(() => chain?.stop());

async function newest(vaults: VaultChain) {
  const [vault] = await vaults.vaults();
  if (!vault) throw new Error('No vault');
  return vault;
}

const walletFor = (index: number, options: { knowsChain?: boolean } = {}) =>
  testWallet({ rpcUrl: chain.rpcUrl, account: devAccount(index).address, ...options });

/** The deployer owns the token: QTT for an account, mined before the call returns. */
async function mint(to: `0x${string}`, amount: bigint) {
  const hash = (await chain.rpc('eth_sendTransaction', [
    {
      from: devAccount(0).address,
      to: config.contracts.token,
      data: tokenCall('mint', [to, amount]),
    },
  ])) as `0x${string}`;
  await minedReceipt(createPublicClient({ transport: http(chain.rpcUrl) }), hash);
}

const readVault = <T>(functionName: string, args: readonly unknown[] = []) =>
  createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
    address: chain.deployment.vault,
    abi: qtnVaultAbi,
    functionName: functionName as 'getRewardReserve',
    args: args as [],
  }) as Promise<T>;

describe('the real VaultChain against anvil', () => {
  it('asks a wallet on the wrong chain to switch, and adds the chain when it is unknown (4902)', async () => {
    const known = walletFor(1);
    await connectInjectedWallet(config, known.provider);
    expect(known.methods()).toContain('wallet_switchEthereumChain');
    expect(known.methods()).not.toContain('wallet_addEthereumChain');
    expect(await known.provider.request({ method: 'eth_chainId' })).toBe('0x7a69');

    const unknown = walletFor(1, { knowsChain: false });
    await connectInjectedWallet(config, unknown.provider);
    expect(unknown.methods()).toContain('wallet_addEthereumChain');
  });

  it('locks 100 QTT for 30 days, then claims principal plus reward to the wei', async () => {
    const wallet = walletFor(2);
    const vaults = await connectInjectedWallet(config, wallet.provider);
    const start = await vaults.balance();
    expect(start).toBe(qtt(demoQtt));

    const steps: string[] = [];
    const locked = await vaults.lock(qtt('100'), 30, (s) => steps.push(s));
    expect(steps).toEqual(['approving', 'locking', 'confirming']);
    expect(wallet.sentSelectors()[0]).toBe(approveSelector);
    expect(await vaults.balance()).toBe(start - qtt('100'));

    const bps = onchainMultiplierBps(30);
    const reward = onchainReward(qtt('100'), bps);
    const vault = await newest(vaults);
    expect(vault).toMatchObject({ id: locked.vaultId, amount: qtt('100'), durationDays: 30 });
    expect(vault).toMatchObject({ multiplierBps: bps, reward, isLocked: true, claimed: false });
    expect(vault.unlockTime.getTime() - vault.lockTime.getTime()).toBe(30 * day * 1000);

    await expect(vaults.claim(locked.vaultId)).rejects.toSatisfy(
      (e) => chainErrorDetail(e) === 'VaultStillLocked',
    );
    await chain.advance(30 * day);
    expect((await vaults.now()).getTime()).toBeGreaterThanOrEqual(vault.unlockTime.getTime());
    const claimed = await vaults.claim(locked.vaultId);
    expect(claimed.reward).toBe(reward);
    expect(await vaults.balance()).toBe(start + reward);
    const [after] = await vaults.vaults();
    expect(after).toMatchObject({ isLocked: false, claimed: true });
    await expect(vaults.claim(locked.vaultId)).rejects.toSatisfy(
      (e) => chainErrorDetail(e) === 'VaultNotLocked',
    );
  });

  it('sends no approve when the allowance covers the lock, and returns 85 % on an early unlock', async () => {
    const wallet = walletFor(3);
    const vaults = await connectInjectedWallet(config, wallet.provider);
    const start = await vaults.balance();
    await vaults.lock(qtt('100'), 7);
    const approval = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: vaults.account,
          to: config.contracts.token,
          data: tokenCall('approve', [chain.deployment.vault, qtt('1000')]),
        },
      ],
    })) as `0x${string}`;
    // Mined before the lock reads the allowance (on a loaded machine it may not be yet).
    await minedReceipt(createPublicClient({ transport: http(chain.rpcUrl) }), approval);
    const before = wallet.sentSelectors().length;
    const steps: string[] = [];
    const second = await vaults.lock(qtt('50.5'), 90, (s) => steps.push(s));
    expect(steps).toEqual(['locking', 'confirming']);
    expect(wallet.sentSelectors().slice(before)).not.toContain(approveSelector);
    expect((await vaults.vaults()).map((v) => v.id)).toEqual([second.vaultId, second.vaultId - 1n]);

    const unlocked = await vaults.unlock(second.vaultId);
    const exit = onchainEarlyExit(qtt('50.5'));
    expect(unlocked).toMatchObject({ returned: exit.returned, penalty: exit.penalty, reward: 0n });
    expect(await vaults.balance()).toBe(start - qtt('100') - exit.penalty);
    const [vault] = await vaults.vaults();
    expect(vault).toMatchObject({
      isLocked: false,
      claimed: false,
      penalty: exit.penalty,
      reward: 0n,
    });
  });

  it('turns failures into short details: custom errors, bad input, a refusal in the wallet', async () => {
    const wallet = walletFor(4);
    const vaults = await connectInjectedWallet(config, wallet.provider);
    await expect(vaults.lock(0n, 30)).rejects.toThrow('Invalid amount');
    await expect(vaults.lock(qtt('1'), 6)).rejects.toSatisfy(
      (e) => chainErrorDetail(e) === 'InvalidDuration',
    );
    await expect(vaults.unlock(1n)).rejects.toSatisfy(
      (e) => chainErrorDetail(e) === 'NotVaultOwner',
    );
    await expect(vaults.claim(999n)).rejects.toSatisfy(
      (e) => chainErrorDetail(e) === 'VaultNotFound',
    );
    // A reward past the account's share (and the whole reserve): 10,000,000 QTT for a year
    // wants 6,000,000 QTT; the refusal says the most in words.
    await mint(vaults.account, qtt('10000000'));
    const most = await vaults.maxLockAmount(365);
    if (most === null) throw new Error('no cap');
    await expect(vaults.lock(qtt('10000000'), 365)).rejects.toSatisfy(
      (e) => chainErrorDetail(e) === onchainLockLimitMessage(most, 365),
    );

    const refusing = walletFor(4);
    const request = refusing.provider.request.bind(refusing.provider);
    refusing.provider.request = async (args) => {
      if (args.method === 'eth_sendTransaction') throw { code: 4001, message: 'User denied' };
      return request(args);
    };
    const refused = await connectInjectedWallet(config, refusing.provider);
    await expect(refused.lock(qtt('1'), 30)).rejects.toSatisfy(
      (e) => chainErrorDetail(e) === 'Request rejected in the wallet',
    );
  });

  it('caps an account at 10 % of the free reserve: the most it can lock passes, a wei more is refused', async () => {
    const wallet = walletFor(5);
    const vaults = await connectInjectedWallet(config, wallet.provider);
    await mint(vaults.account, qtt('3000000'));
    expect(await readVault<bigint>('getReserveShare')).toBe(1_000n);
    // The domain's maths and the contract's view agree, from the contract's own books.
    const free = await readVault<bigint>('getRewardReserve');
    const headroom = reservationHeadroom(free, 0n, 1_000);
    const most = await vaults.maxLockAmount(7);
    expect(most).toBe(maxLockAmount(headroom, onchainMultiplierBps(7)));
    if (most === null) throw new Error('no cap');
    await expect(vaults.lock(most + 1n, 7)).rejects.toSatisfy(
      (e) => chainErrorDetail(e) === onchainLockLimitMessage(most, 7),
    );
    await vaults.lock(most, 7);
    expect(await readVault<bigint>('getReservedOf', [vaults.account])).toBe(headroom);
    // At the cap: the limit for any duration is now under a cent, and says so.
    expect(onchainLockLimitMessage((await vaults.maxLockAmount(180)) ?? 0n, 180)).toBe(
      'You cannot lock QTT for 180 days now.',
    );
    await expect(vaults.lock(qtt('1'), 180)).rejects.toSatisfy(
      (e) => chainErrorDetail(e) === 'You cannot lock QTT for 180 days now.',
    );
    // Another account keeps its own share of what is free.
    const other = await connectInjectedWallet(config, walletFor(6).provider);
    const left = await readVault<bigint>('getRewardReserve');
    expect(await other.maxLockAmount(7)).toBe(
      maxLockAmount(reservationHeadroom(left, 0n, 1_000), onchainMultiplierBps(7)),
    );
  });
});
