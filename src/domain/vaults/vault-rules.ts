import {
  vaultEarlyWithdrawalPenaltyPercent,
  vaultMinimumQtt,
  vaultMultiplierTiers,
} from '../constants';
import { qtt, type Units } from '../money/qtt';

/** Multiplier in basis points by lock duration (product rules R3): 1.1× is 11000. */
export function multiplierBpsFor(durationDays: number): number {
  const tier = vaultMultiplierTiers.findLast((t) => durationDays >= t.fromDays);
  return (tier ?? vaultMultiplierTiers[0]).multiplierBps;
}

/** The reward reserved at creation: amount × (multiplier − 1), rounded down to a unit. */
export function vaultReward(amount: Units, multiplierBps: number): Units {
  return (amount * BigInt(multiplierBps - 10_000)) / 10_000n;
}

/**
 * An early withdrawal returns 85 % of the principal, rounded down; the remainder is the
 * penalty, so principal = returned + penalty to the unit.
 */
export function earlyWithdrawalSplit(amount: Units): { returned: Units; penalty: Units } {
  const returned = (amount * BigInt(100 - vaultEarlyWithdrawalPenaltyPercent)) / 100n;
  return { returned, penalty: amount - returned };
}

export const vaultMinimumUnits = qtt(vaultMinimumQtt);

export type VaultDisplayStatus = 'locked' | 'ready' | 'claimed' | 'withdrawn';

export function vaultDisplayStatus(
  v: { status: 'active' | 'claimed' | 'withdrawn'; unlockAt: Date },
  now: Date,
): VaultDisplayStatus {
  if (v.status === 'claimed') return 'claimed';
  if (v.status === 'withdrawn') return 'withdrawn';
  return now.getTime() >= v.unlockAt.getTime() ? 'ready' : 'locked';
}
