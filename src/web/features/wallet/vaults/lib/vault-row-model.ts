import type { VaultList, VaultView } from '@/domain/api/wallet';
import { weiToDecimal } from '@/domain/chain/qtt-wei';
import { parseQtt, unitsToDecimal } from '@/domain/money/qtt';
import type { OnchainVault } from '@/web/lib/chain/vault-chain';

/** Where a listed vault lives: the QTN ledger, the configured chain, or mock mode. */
export type VaultOrigin = 'offchain' | 'onchain' | 'mock';
export type ChainOrigin = Exclude<VaultOrigin, 'offchain'>;

/**
 * A row of the vault list. Off-chain rows are the server's VaultView as is (no origin);
 * chain rows carry their origin and the contract's vault id, and reuse every list path
 * (search, filters, sort, status, timeline) through the same fields.
 */
export type VaultRowModel = VaultView & { origin?: ChainOrigin; chainVaultId?: bigint };

export const originOf = (v: VaultRowModel): VaultOrigin => v.origin ?? 'offchain';

/**
 * An on-chain (or mock) vault in the row model. Early unlock is "withdrawn" (penalty kept);
 * a paid vault is "claimed"; a mock vault unlocked without claiming stays "active", and
 * its unlock time (the moment it was unlocked) makes it ready to claim.
 */
export function chainVaultRow(v: OnchainVault, origin: ChainOrigin): VaultRowModel {
  const withdrawn = !v.isLocked && !v.claimed && v.penalty > 0n;
  const status = v.claimed ? 'claimed' : withdrawn ? 'withdrawn' : 'active';
  return {
    id: `${origin === 'mock' ? 'mock' : 'chain'}-${v.id}`,
    origin,
    chainVaultId: v.id,
    amount: weiToDecimal(v.amount),
    durationDays: v.durationDays,
    multiplierBps: v.multiplierBps,
    reward: weiToDecimal(v.reward),
    status,
    displayStatus: status === 'active' ? (v.isLocked ? 'locked' : 'ready') : status,
    createdAt: v.lockTime.toISOString(),
    unlockAt: v.unlockTime.toISOString(),
    closedAt: null,
    payout: v.claimed
      ? weiToDecimal(v.amount + v.reward)
      : withdrawn
        ? weiToDecimal(v.amount - v.penalty)
        : null,
    penalty: withdrawn ? weiToDecimal(v.penalty) : null,
  };
}

type Stats = VaultList['stats'];

/** The four stat cards over off-chain and chain vaults together (elite stays the ledger's). */
export function mergeStats(stats: Stats, chainVaults: readonly OnchainVault[], now: Date): Stats {
  const locked = chainVaults.filter((v) => v.isLocked);
  const add = (decimal: string, wei: bigint) =>
    unitsToDecimal(parseQtt(decimal) + parseQtt(weiToDecimal(wei)));
  const upcoming = [
    ...(stats.nextUnlockAt ? [new Date(stats.nextUnlockAt)] : []),
    ...locked.map((v) => v.unlockTime).filter((d) => d > now),
  ].sort((a, b) => a.getTime() - b.getTime());
  return {
    totalLocked: add(
      stats.totalLocked,
      locked.reduce((s, v) => s + v.amount, 0n),
    ),
    activeCount: stats.activeCount + locked.length,
    rewardsEarned: add(
      stats.rewardsEarned,
      chainVaults.filter((v) => v.claimed).reduce((s, v) => s + v.reward, 0n),
    ),
    nextUnlockAt: upcoming[0]?.toISOString() ?? null,
    elite: stats.elite,
  };
}
