import { between, eq, sql } from 'drizzle-orm';
import { addDays } from '@/domain/pilot/utc-days';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { pilotUsageDaily, pilotUsageDay } from '../db/schema';
import { withTransaction, type Tx } from '../db/transaction';
import { verifiedUsage, type DayUsage } from './verified-usage';

/**
 * Writes an ended `day`'s usage (that day's `verifiedUsage`, nothing else) to the rollup,
 * once: the day's totals row is inserted first and a second writer, waiting on its key,
 * inserts nothing. A session counts on the day it ended, so an ended day never changes.
 */
export async function writeDayRollup(tx: Tx, day: string, usage: DayUsage[]): Promise<void> {
  const inserted = await tx
    .insert(pilotUsageDay)
    .values({
      day,
      users: usage.length,
      watchSeconds: usage.reduce((n, u) => n + u.watchSeconds, 0),
      gameSeconds: usage.reduce((n, u) => n + u.gameSeconds, 0),
    })
    .onConflictDoNothing({ target: pilotUsageDay.day })
    .returning({ day: pilotUsageDay.day });
  if (inserted.length === 0 || usage.length === 0) return;
  const rows = usage.map((u) => [u.userId, u.watchSeconds, u.gameSeconds]);
  // One JSON parameter, whatever the number of users (65,535 parameters at most).
  await tx.execute(sql`insert into pilot_usage_daily (user_id, day, watch_seconds, game_seconds)
    select (r->>0)::uuid, ${day}::date, (r->>1)::int, (r->>2)::int
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r`);
}

/**
 * Rolls up every ended day in `first`..`last` not yet rolled up, oldest first, under the
 * daily ceiling of now (a day the run rolled up keeps the ceiling it was paid under).
 */
export async function ensureRolledUp(
  db: Database,
  first: string,
  last: string,
  ceilingSeconds: number,
): Promise<void> {
  if (last < first) return;
  const done = await db
    .select({ day: pilotUsageDay.day })
    .from(pilotUsageDay)
    .where(between(pilotUsageDay.day, first, last));
  const have = new Set(done.map((d) => d.day));
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (have.has(day)) continue;
    await withTransaction(db, async (tx) =>
      writeDayRollup(tx, day, await verifiedUsage(tx, { first: day, last: day, ceilingSeconds })),
    );
  }
}

/**
 * Distinct users over the rolled-up days `first`..`last` of a report range of `days`: a
 * count over every row of the range, so it is kept on `last`'s totals row the first time
 * it is asked for (those days never change).
 */
export async function windowUsers(
  db: Database,
  o: { days: number; first: string; last: string },
): Promise<number> {
  if (o.last < o.first) return 0;
  const key = String(o.days);
  const [kept] = await db
    .select({ n: sql<number | null>`(${pilotUsageDay.windowUsers}->>${key})::int` })
    .from(pilotUsageDay)
    .where(eq(pilotUsageDay.day, o.last));
  if (kept?.n != null) return kept.n;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct user_id)::int as n from pilot_usage_daily
      where day between ${o.first}::date and ${o.last}::date`,
  );
  const n = row?.n ?? 0;
  await db
    .update(pilotUsageDay)
    .set({
      windowUsers: sql`${pilotUsageDay.windowUsers} || jsonb_build_object(${key}::text, ${n}::int)`,
    })
    .where(eq(pilotUsageDay.day, o.last));
  return n;
}

/**
 * Forgets an ended `day`'s rollup so the next read writes it again. Only for the test and
 * demo seams that add usage to a day already over, which real sessions never do.
 */
export async function forgetDayRollup(db: Database, day: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx.delete(pilotUsageDay).where(eq(pilotUsageDay.day, day));
    await tx.delete(pilotUsageDaily).where(eq(pilotUsageDaily.day, day));
  });
}
