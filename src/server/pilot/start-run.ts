import type { Units } from '@/domain/money/qtt';
import { demandFor, splitBudget } from '@/domain/pilot/split-budget';
import type { Database } from '../db/open-database';
import { pilotAllocationRun, pilotAllocationShare } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { effectiveBudget, rewardPoolBalance } from './reward-pool-balance';
import { verifiedUsage } from './verified-usage';

/**
 * Records `day`'s run and every user's share in one transaction, unpaid (`allocating`).
 * The run's primary key allocates a day once: when another process or press got there
 * first, this writes nothing and returns false. The budget is the configured one capped by
 * the pool's balance at this moment, so a short pool still pays everyone proportionally.
 */
export async function startRun(
  db: Database,
  o: { day: string; budget: Units; startedBy: string; now: Date },
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const usage = await verifiedUsage(tx, { first: o.day, last: o.day });
    const budget = effectiveBudget(o.budget, await rewardPoolBalance(tx));
    const split = splitBudget(
      budget,
      usage.map((u) => ({ userId: u.userId, demand: demandFor(u.watchSeconds + u.gameSeconds) })),
    );
    const inserted = await tx
      .insert(pilotAllocationRun)
      .values({
        day: o.day,
        budget: o.budget,
        demand: split.demand,
        total: split.total,
        processed: split.shares.filter((s) => s.amount > 0n).length,
        scaled: split.scaled,
        scale: split.scale,
        state: 'allocating',
        startedBy: o.startedBy,
        startedAt: o.now,
      })
      .onConflictDoNothing({ target: pilotAllocationRun.day })
      .returning({ day: pilotAllocationRun.day });
    if (inserted.length === 0) return false;
    if (usage.length > 0) {
      await tx.insert(pilotAllocationShare).values(
        usage.map((u, i) => {
          const amount = split.shares[i]?.amount ?? 0n;
          return {
            day: o.day,
            userId: u.userId,
            watchSeconds: u.watchSeconds,
            gameSeconds: u.gameSeconds,
            amount,
            status: amount > 0n ? ('pending' as const) : ('skipped' as const),
            ...(amount > 0n ? {} : { settledAt: o.now }),
          };
        }),
      );
    }
    return true;
  });
}
