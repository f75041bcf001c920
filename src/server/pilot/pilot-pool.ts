import type { PilotPool } from '@/domain/api/pilot';
import { unitsToDecimal, type Units } from '@/domain/money/qtt';
import { minutesOf } from '@/domain/pilot/minutes';
import type { Database } from '../db/open-database';
import { effectiveBudget, pendingShares, rewardPoolBalance } from './reward-pool-balance';
import { countToday, type TodayUsage } from './today-usage';

/**
 * Today's pool as it stands: if the day ended now, the run would share this budget (capped
 * by the pool) among this usage with this split, so the projection is the run's rule.
 * `today`: a count the caller keeps (todayUsageReader); counted here when not given.
 */
export async function pilotPool(
  db: Database,
  o: {
    budget: Units;
    now: Date;
    userId: string | null;
    ceilingSeconds: number;
    today?: TodayUsage;
  },
): Promise<PilotPool> {
  const today = o.today ?? (await countToday(db, o.now, o.ceilingSeconds));
  const { day, usage } = today;
  const free = (await rewardPoolBalance(db)) - (await pendingShares(db));
  const budget = effectiveBudget(o.budget, free);
  const split = today.splitFor(budget);
  const mine = o.userId === null ? -1 : (today.indexOf.get(o.userId) ?? -1);
  return {
    day,
    dailyBudgetQtt: unitsToDecimal(o.budget),
    verifiedMinutes: minutesOf(today.watchSeconds + today.gameSeconds),
    users: usage.length,
    demandQtt: unitsToDecimal(split.demand),
    scale: split.scale,
    scaled: split.scaled,
    you:
      o.userId === null
        ? null
        : {
            minutes: minutesOf((usage[mine]?.watchSeconds ?? 0) + (usage[mine]?.gameSeconds ?? 0)),
            projectedShareQtt: unitsToDecimal(split.shares[mine]?.amount ?? 0n),
          },
  };
}
