import type { PilotPool } from '@/domain/api/pilot';
import { unitsToDecimal, type Units } from '@/domain/money/qtt';
import { minutesOf } from '@/domain/pilot/minutes';
import { demandFor, splitBudget } from '@/domain/pilot/split-budget';
import { utcDayOf } from '@/domain/pilot/utc-days';
import type { Database } from '../db/open-database';
import { effectiveBudget, pendingShares, rewardPoolBalance } from './reward-pool-balance';
import { verifiedUsage } from './verified-usage';

/**
 * Today's pool as it stands: if the day ended now, the run would share this budget (capped
 * by the pool) among this usage with this split, so the projection is the run's rule.
 */
export async function pilotPool(
  db: Database,
  o: { budget: Units; now: Date; userId: string | null; ceilingSeconds: number },
): Promise<PilotPool> {
  const day = utcDayOf(o.now);
  const usage = await verifiedUsage(db, {
    first: day,
    last: day,
    until: o.now,
    ceilingSeconds: o.ceilingSeconds,
  });
  const free = (await rewardPoolBalance(db)) - (await pendingShares(db));
  const budget = effectiveBudget(o.budget, free);
  const seconds = usage.map((u) => u.watchSeconds + u.gameSeconds);
  const split = splitBudget(
    budget,
    usage.map((u, i) => ({ userId: u.userId, demand: demandFor(seconds[i] ?? 0) })),
  );
  const mine = o.userId === null ? -1 : usage.findIndex((u) => u.userId === o.userId);
  return {
    day,
    dailyBudgetQtt: unitsToDecimal(o.budget),
    verifiedMinutes: minutesOf(seconds.reduce((s, x) => s + x, 0)),
    users: usage.length,
    demandQtt: unitsToDecimal(split.demand),
    scale: split.scale,
    scaled: split.scaled,
    you:
      o.userId === null
        ? null
        : {
            minutes: minutesOf(seconds[mine] ?? 0),
            projectedShareQtt: unitsToDecimal(split.shares[mine]?.amount ?? 0n),
          },
  };
}
