import { vaultMinimumQtt } from '../constants';
import { formatQtt, qtt, type Units } from '../money/qtt';

/**
 * The reservation cap (docs/decisions/035-reservation-cap.md, product rules R3 and R4): one
 * member's open vaults may reserve at most a share of the reward pool's free balance. The
 * share is taken of the free balance *plus that member's own reservations*: the base does
 * not shrink as the member reserves, so one vault or fifty small ones reach the same total.
 * The same integer maths serves the ledger (units) and the contract (wei), rounding down
 * exactly as `contracts/ReserveShare.sol` does.
 */

const bps = 10_000n;

/**
 * The reward a member may still reserve: floor(share × (free + reserved) / 10000) − reserved,
 * never below 0. With a share of at most 100 % it never exceeds `free`.
 */
export function reservationHeadroom(free: bigint, reserved: bigint, shareBps: number): bigint {
  const cap = ((free + reserved) * BigInt(shareBps)) / bps;
  return cap > reserved ? cap - reserved : 0n;
}

/**
 * The largest principal, a whole number of `step`s, whose reward (amount × (bps − 10000) /
 * 10000, rounded down) is at most `headroom`: floor((headroom × 10000 + 9999) / (bps − 10000)),
 * rounded down to the step. The reward only grows with the amount, so every larger amount is
 * refused.
 */
export function maxLockAmount(headroom: bigint, multiplierBps: number, step = 1n): bigint {
  const largest = (headroom * bps + bps - 1n) / BigInt(multiplierBps - 10_000);
  return (largest / step) * step;
}

/** Off-chain amounts have at most 2 decimals (product rules R3): 0.01 QTT. */
export const vaultAmountStepUnits = qtt(1) / 100n;

/** The most QTT a member can lock off-chain at this multiplier, or null under the 10 QTT minimum. */
export function maxVaultAmount(headroom: Units, multiplierBps: number): Units | null {
  const most = maxLockAmount(headroom, multiplierBps, vaultAmountStepUnits);
  return most >= qtt(vaultMinimumQtt) ? most : null;
}

/** "10%", "12.5%" (as the vault tips write "15%") */
export function formatShare(shareBps: number): string {
  return `${shareBps / 100}%`;
}

/**
 * The limit in words, the same off-chain, on chain and in the form's preview. `most` is
 * formatted QTT ("1,234.56"), or null when nothing can be locked for that duration now.
 */
export function lockLimitMessage(most: string | null, durationDays: number): string {
  return most === null
    ? `You cannot lock QTT for ${durationDays} days now.`
    : `You can lock at most ${most} QTT for ${durationDays} days now.`;
}

/** The server's refusal: the limit and why (a 422 VAULT_RESERVE_LIMIT). */
export function reserveLimitRefusal(most: Units | null, durationDays: number, shareBps: number) {
  const limit = lockLimitMessage(most === null ? null : formatQtt(most), durationDays);
  return `${limit} Your open vaults may reserve at most ${formatShare(shareBps)} of the reward pool.`;
}

/**
 * The most a member can lock off-chain now, and why: the reservation cap for the duration
 * or, when it is lower, the wallet's balance (rounded down to the step). Null under the
 * 10 QTT minimum.
 */
export function offchainLockLimit(
  headroom: Units,
  balance: Units,
  multiplierBps: number,
): { most: Units | null; bound: 'cap' | 'balance' } {
  const byCap = maxVaultAmount(headroom, multiplierBps);
  const byBalance = (balance / vaultAmountStepUnits) * vaultAmountStepUnits;
  if (byCap === null || byCap <= byBalance) return { most: byCap, bound: 'cap' };
  return { most: byBalance >= qtt(vaultMinimumQtt) ? byBalance : null, bound: 'balance' };
}

/** The form's line for `offchainLockLimit`'s answer. */
export function offchainLockLimitMessage(
  limit: { most: Units | null; bound: 'cap' | 'balance' },
  balance: Units,
  durationDays: number,
): string {
  if (limit.bound === 'cap') {
    return lockLimitMessage(limit.most === null ? null : formatQtt(limit.most), durationDays);
  }
  return limit.most === null
    ? `You have ${formatQtt(balance)} QTT: a vault needs at least ${vaultMinimumQtt} QTT.`
    : `You can lock at most ${formatQtt(limit.most)} QTT now (your balance).`;
}
