import type { PublicClient } from 'viem';
import { qtnVaultAbi } from '@/domain/chain/qtn-vault-abi';
import type { Address, OnchainVault } from './vault-chain';

const fromSeconds = (s: bigint) => new Date(Number(s) * 1000);

/**
 * The account's vaults, newest first: getUserVaults, then getVaultDetails for each in
 * parallel (anvil has no Multicall3 unless deployed, and a wallet batches nothing anyway).
 */
export async function readVaults(
  client: PublicClient,
  vault: Address,
  account: Address,
): Promise<OnchainVault[]> {
  const contract = { address: vault, abi: qtnVaultAbi } as const;
  const ids = await client.readContract({
    ...contract,
    functionName: 'getUserVaults',
    args: [account],
  });
  const details = await Promise.all(
    ids.map((id) =>
      client.readContract({ ...contract, functionName: 'getVaultDetails', args: [id] }),
    ),
  );
  return details
    .map((v) => ({
      id: v.id,
      amount: v.amount,
      durationDays: Number(v.duration),
      lockTime: fromSeconds(v.lockTime),
      unlockTime: fromSeconds(v.unlockTime),
      isLocked: v.isLocked,
      multiplierBps: Number(v.multiplier),
      reward: v.accruedReward,
      claimed: v.claimed,
      penalty: v.penalty,
    }))
    .reverse();
}
