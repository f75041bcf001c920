import { sql } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import { demandFor, splitBudget } from '@/domain/pilot/split-budget';
import type { Database } from '../db/open-database';
import { unconfirmedAmong } from '../auth/unconfirmed-email';
import { pilotAllocationRun } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { effectiveBudget, pendingShares, rewardPoolBalance } from './reward-pool-balance';
import { verifiedUsage } from './verified-usage';
import { writeDayRollup } from './roll-up-usage';

/**
 * Records `day`'s run and every user's share in one transaction, unpaid (`allocating`).
 * The run's primary key allocates a day once: when another process or press got there
 * first, this writes nothing and returns false. The budget is the configured one capped by
 * the pool's balance at this moment, so a short pool still pays everyone proportionally.
 * Where email confirmation is required an unconfirmed account earns nothing (decision 032):
 * its usage is recorded but asks for no share.
 */
export async function startRun(
  db: Database,
  o: {
    day: string;
    budget: Units;
    startedBy: string;
    now: Date;
    ceilingSeconds: number;
    requireConfirmedEmail?: boolean;
  },
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    // Starts take turns across processes, so each day's budget sees the shares the day
    // before it left pending.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pilot:start-run'))`);
    const usage = await verifiedUsage(tx, {
      first: o.day,
      last: o.day,
      ceilingSeconds: o.ceilingSeconds,
    });
    // The report's rollup of the day, from the very usage the run pays (decision 027).
    await writeDayRollup(tx, o.day, usage);
    const free = (await rewardPoolBalance(tx)) - (await pendingShares(tx));
    const budget = effectiveBudget(o.budget, free);
    const unconfirmed = o.requireConfirmedEmail
      ? await unconfirmedAmong(
          tx,
          usage.map((u) => u.userId),
        )
      : new Set<string>();
    const split = splitBudget(
      budget,
      usage.map((u) => ({
        userId: u.userId,
        demand: unconfirmed.has(u.userId) ? 0n : demandFor(u.watchSeconds + u.gameSeconds),
      })),
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
    const shares = usage.map((u, i) => ({
      userId: u.userId,
      watchSeconds: u.watchSeconds,
      gameSeconds: u.gameSeconds,
      amount: (split.shares[i]?.amount ?? 0n).toString(),
    }));
    // One statement with one parameter, whatever the number of users: a built multi-row
    // insert costs the server ~0.15 ms a row just to assemble and caps at 65,535 parameters.
    await tx.execute(sql`insert into pilot_allocation_share
        (day, user_id, watch_seconds, game_seconds, amount, status, settled_at)
      select ${o.day}::date, s."userId", s."watchSeconds", s."gameSeconds", s.amount,
        case when s.amount > 0 then 'pending' else 'skipped' end,
        case when s.amount > 0 then null else ${o.now.toISOString()}::timestamptz end
      from jsonb_to_recordset(${JSON.stringify(shares)}::jsonb)
        as s("userId" uuid, "watchSeconds" int, "gameSeconds" int, amount bigint)`);
    return true;
  });
}
