import {
  mockMultiplierBpsByDays,
  onchainMultiplierTiers,
  vaultDurationRangeDays,
  vaultEarlyWithdrawalPenaltyPercent,
} from '../constants';
import { lockLimitMessage } from '../vaults/reservation-cap';
import { weiToDecimal } from './qtt-wei';

/**
 * The on-chain vault's maths (product rules R4), the one source of truth the contract
 * (`contracts/QTNVault.sol`) is tested against. Amounts are token wei (18 decimals), as
 * bigint; every division rounds down, exactly as Solidity's integer division does.
 */

const bpsDenominator = 10_000n;

export function isOnchainDuration(durationDays: number): boolean {
  return (
    Number.isInteger(durationDays) &&
    durationDays >= vaultDurationRangeDays.min &&
    durationDays <= vaultDurationRangeDays.max
  );
}

/** Multiplier in basis points for a lock of 7 to 365 days; throws outside that range. */
export function onchainMultiplierBps(durationDays: number): number {
  if (!isOnchainDuration(durationDays)) {
    throw new RangeError(`Duration must be ${vaultDurationRangeDays.min} to 365 days.`);
  }
  const tier = onchainMultiplierTiers.find(
    (t) => durationDays >= t.fromDays && durationDays <= t.toDays,
  );
  if (!tier) throw new RangeError(`No multiplier tier for ${durationDays} days.`);
  return tier.multiplierBps;
}

/** Reward = amount × (bps − 10000) / 10000, rounded down to the wei. */
export function onchainReward(amountWei: bigint, multiplierBps: number): bigint {
  return (amountWei * BigInt(multiplierBps - 10_000)) / bpsDenominator;
}

/**
 * Unlocking before the unlock time returns 85 % of the principal, rounded down; the rest is
 * the penalty, so principal = returned + penalty to the wei.
 */
export function onchainEarlyExit(amountWei: bigint): { returned: bigint; penalty: bigint } {
  const returned = (amountWei * BigInt(100 - vaultEarlyWithdrawalPenaltyPercent)) / 100n;
  return { returned, penalty: amountWei - returned };
}

/**
 * The contract's limit (ReserveShareExceeded's `maxAmount`, or getMaxLockAmount) in the words
 * the ledger's refusal uses: the most in whole cents, rounded down, as the form takes amounts
 * with 2 decimals; under a cent nothing can be locked.
 */
export function onchainLockLimitMessage(maxWei: bigint, durationDays: number): string {
  const cents = weiToDecimal(maxWei, 2);
  const [whole = '0', fraction = ''] = cents.split('.');
  const most = `${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(2, '0')}`;
  return lockLimitMessage(cents === '0' ? null : most, durationDays);
}

/** Mock mode's multiplier: the preset table, 10000 (1.0×) for any other duration. */
export function mockMultiplierBps(durationDays: number): number {
  return mockMultiplierBpsByDays[durationDays] ?? 10_000;
}

/** Mock reward: amount × (bps − 10000) / 10000, and 0 while the vault is still locked. */
export function mockReward(amountWei: bigint, multiplierBps: number, isLocked: boolean): bigint {
  return isLocked ? 0n : onchainReward(amountWei, multiplierBps);
}
