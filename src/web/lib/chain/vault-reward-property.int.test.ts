import fc from 'fast-check';
import { parseEventLogs, parseUnits } from 'viem';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '@/test/anvil-chain';
import { onchainMultiplierBps, onchainReward } from '@/domain/chain/onchain-vault-rules';
import { maxLockAmount, reservationHeadroom } from '@/domain/vaults/reservation-cap';
import { qtnVaultAbi } from '@/domain/chain/qtn-vault-abi';
import { qttTokenAbi } from '@/domain/chain/qtt-token-abi';
import { devAccount } from '../../../../dev/chain/dev-accounts';
import { walletClients } from './wallet-clients';
import { evmNetworks } from '@/domain/chain/networks';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(() => chain?.stop());

/**
 * The contract and src/domain compute the same multiplier, reward and reservation cap: for
 * random amounts (1 wei to 10^9 QTT) and durations (7 to 365 days), a real lockVault's
 * calculateReward and getMultiplier equal onchainMultiplierBps and onchainReward to the wei,
 * and getMaxLockAmount, with the account's reservations growing run by run, equals
 * maxLockAmount of reservationHeadroom.
 */
it('calculateReward and getMaxLockAmount after real locks equal the domain maths', async () => {
  const { vault, token } = chain.deployment;
  // The deployer owns the token: it mints what 40 runs of up to 10^9 QTT lock, and a reserve
  // whose 10 % share covers their rewards (at most 60 % each, 2.4 × 10^10 QTT in all).
  const owner = devAccount(0).address;
  const { rpcUrl } = chain;
  // This chain mines only on transactions: one confirmation, or `confirmed` waits for a block
  // that never comes.
  const { network } = { network: { ...evmNetworks.local, rpcUrl, confirmations: 1 } };
  const provider = {
    request: ({ method, params }: { method: string; params?: unknown }) =>
      chain.rpc(method, (params ?? []) as unknown[]),
  };
  const { publicClient, send, confirmed } = walletClients(
    provider,
    { network, contracts: { vault, token }, mockMode: false },
    owner,
  );
  const tokenC = { address: token, abi: qttTokenAbi } as const;
  const vaultC = { address: vault, abi: qtnVaultAbi } as const;
  const reserve = parseUnits('1000000000', 18);
  await confirmed(await send({ ...tokenC, functionName: 'mint', args: [owner, reserve * 400n] }));
  await confirmed(
    await send({ ...tokenC, functionName: 'approve', args: [vault, reserve * 400n] }),
  );
  await confirmed(await send({ ...vaultC, functionName: 'fundReserve', args: [reserve * 300n] }));
  const read = <T>(functionName: string, args: readonly unknown[] = []) =>
    publicClient.readContract({
      ...vaultC,
      functionName: functionName as 'getRewardReserve',
      args: args as [],
    }) as Promise<T>;
  const share = Number(await read<bigint>('getReserveShare'));

  await fc.assert(
    fc.asyncProperty(
      fc.bigInt({ min: 1n, max: parseUnits('1000000000', 18) }),
      fc.integer({ min: 7, max: 365 }),
      async (amount, days) => {
        const bps = await publicClient.readContract({
          ...vaultC,
          functionName: 'getMultiplier',
          args: [BigInt(days)],
        });
        expect(Number(bps)).toBe(onchainMultiplierBps(days));
        const free = await read<bigint>('getRewardReserve');
        const reserved = await read<bigint>('getReservedOf', [owner]);
        const most = await read<bigint>('getMaxLockAmount', [owner, BigInt(days)]);
        expect(most).toBe(maxLockAmount(reservationHeadroom(free, reserved, share), Number(bps)));
        const hash = await send({
          ...vaultC,
          functionName: 'lockVault',
          args: [amount, BigInt(days)],
        });
        const logs = parseEventLogs({ abi: qtnVaultAbi, logs: (await confirmed(hash)).logs });
        const locked = logs.find((l) => l.eventName === 'VaultLocked');
        if (!locked) throw new Error('No VaultLocked event');
        const reward = await publicClient.readContract({
          ...vaultC,
          functionName: 'calculateReward',
          args: [locked.args.vaultId],
        });
        expect(reward).toBe(onchainReward(amount, onchainMultiplierBps(days)));
      },
    ),
    { numRuns: 40 },
  );
});
