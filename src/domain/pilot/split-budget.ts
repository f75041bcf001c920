import { watchRateQttPerSecond } from '../constants';
import { unitsPerQtt, type Units } from '../money/qtt';

/** 0.01 QTT a verified second (product rules R7), in base units: exactly 1,000,000. */
export const pilotUnitsPerSecond: Units =
  unitsPerQtt / BigInt(Math.round(1 / watchRateQttPerSecond));

/** What a user's verified seconds of one day ask for, before any scaling. */
export function demandFor(seconds: number): Units {
  if (!Number.isInteger(seconds) || seconds < 0) throw new RangeError('seconds must be whole');
  return BigInt(seconds) * pilotUnitsPerSecond;
}

export interface Demand {
  userId: string;
  demand: Units;
}

export interface Split {
  /** One per demand, in the order given. */
  shares: Array<{ userId: string; amount: Units }>;
  demand: Units;
  /** What the shares add up to: exactly min(budget, demand). */
  total: Units;
  scaled: boolean;
  /** total / demand when scaled, else 1; for display only (the shares are exact). */
  scale: number;
}

/**
 * Shares `budget` among `demands` in proportion (the largest-remainder method): each gets
 * floor(demand × budget / total), and the units left over go one each to the largest
 * remainders, ties to the smaller user id, so the shares sum exactly to the budget and none
 * exceeds its demand. When the demand fits the budget everyone gets their demand.
 */
export function splitBudget(budget: Units, demands: readonly Demand[]): Split {
  if (budget < 0n) throw new RangeError('budget must not be negative');
  const demand = demands.reduce((s, d) => s + d.demand, 0n);
  if (demand <= budget) {
    const shares = demands.map((d) => ({ userId: d.userId, amount: d.demand }));
    return { shares, demand, total: demand, scaled: false, scale: 1 };
  }
  const exact = demands.map((d) => ({
    userId: d.userId,
    floor: (d.demand * budget) / demand,
    remainder: (d.demand * budget) % demand,
  }));
  let leftover = budget - exact.reduce((s, e) => s + e.floor, 0n);
  const bonus = new Set<string>();
  const byRemainder = [...exact].sort((a, b) =>
    a.remainder === b.remainder
      ? a.userId.localeCompare(b.userId)
      : a.remainder > b.remainder
        ? -1
        : 1,
  );
  for (const e of byRemainder) {
    if (leftover === 0n) break;
    bonus.add(e.userId);
    leftover -= 1n;
  }
  const shares = exact.map((e) => ({
    userId: e.userId,
    amount: e.floor + (bonus.has(e.userId) ? 1n : 0n),
  }));
  return { shares, demand, total: budget, scaled: true, scale: Number(budget) / Number(demand) };
}
