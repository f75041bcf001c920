import { sql } from 'drizzle-orm';
import { addDays, dayStart } from '@/domain/pilot/utc-days';
import type { Database } from '../db/open-database';
import type { Tx } from '../db/transaction';

/** One user's verified seconds on one UTC day. */
export interface DayUsage {
  day: string;
  userId: string;
  watchSeconds: number;
  gameSeconds: number;
}

/**
 * Verified seconds per user and UTC day, for days `first`..`last` (inclusive), cut off at
 * `until` when given (today so far). The one source of usage: the run, the report and
 * today's pool all read it, so they always agree.
 *
 * A watch counts once `completed` and a game once `finished`, on the UTC day they ended;
 * withheld, abandoned, superseded and unfinished sessions never count. watch_session has
 * no index on completed_at, so both scans are bounded by the indexed started_at, one day
 * before the range at most: a session that ran longer than a day is not counted.
 */
export async function verifiedUsage(
  db: Database | Tx,
  range: { first: string; last: string; until?: Date; userId?: string | undefined },
): Promise<DayUsage[]> {
  const from = dayStart(range.first).toISOString();
  const end = dayStart(addDays(range.last, 1));
  const to = (range.until && range.until < end ? range.until : end).toISOString();
  const scanFrom = dayStart(addDays(range.first, -1)).toISOString();
  // One user's usage reads that user's rows only (an index each), never everyone's.
  const oneUser = range.userId === undefined ? sql`` : sql`and user_id = ${range.userId}::uuid`;
  const result = (await db.execute(sql`
    select day, user_id, sum(watch_ms)::text as watch_ms, sum(game_ms)::text as game_ms from (
      select to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD') as day, user_id,
        verified_ms as watch_ms, 0 as game_ms
      from watch_session
      where status = 'completed'
        and started_at >= ${scanFrom}::timestamptz and started_at < ${to}::timestamptz
        and completed_at >= ${from}::timestamptz and completed_at < ${to}::timestamptz
        ${oneUser}
      union all
      select to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD') as day, user_id,
        0 as watch_ms, verified_ms as game_ms
      from game_session
      where status = 'finished'
        and started_at >= ${scanFrom}::timestamptz and started_at < ${to}::timestamptz
        and finished_at >= ${from}::timestamptz and finished_at < ${to}::timestamptz
        ${oneUser}
    ) u
    group by day, user_id
    order by day, user_id`)) as unknown as {
    rows: Array<{ day: string; user_id: string; watch_ms: string; game_ms: string }>;
  };
  return result.rows.map((r) => ({
    day: r.day,
    userId: r.user_id,
    // Whole seconds per kind and day: the demand is 0.01 QTT for each.
    watchSeconds: Math.floor(Number(r.watch_ms) / 1000),
    gameSeconds: Math.floor(Number(r.game_ms) / 1000),
  }));
}
