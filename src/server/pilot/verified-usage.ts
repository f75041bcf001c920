import { sql } from 'drizzle-orm';
import { underDailyCeiling } from '@/domain/pilot/daily-ceiling';
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
 * Counted seconds per user and UTC day, for days `first`..`last` (inclusive), cut off at
 * `until` when given (today so far), each user's day under `ceilingSeconds`
 * (PILOT_DAILY_MINUTES_CAP). The one source of usage: the run, the report, its rollup and
 * today's pool all read it, so they always agree (docs/decisions/018, 027, 033).
 *
 * A watch counts once `completed`, on the UTC day it ended, with the seconds its heartbeats
 * verified; superseded and unfinished watches never count. A watch that ran longer than a
 * day is not counted either: the range's watches started at most one day before it (the
 * scan reads the completed ones by completed_at, `watch_session_completed_idx`).
 *
 * A game counts the play its inputs verified, finished or not (withheld sessions never), on
 * the UTC day that play happened (src/domain/pilot/played-time.ts): the part on the day of
 * its last input, and the part on the previous day with play.
 */
export async function verifiedUsage(
  db: Database | Tx,
  range: {
    first: string;
    last: string;
    until?: Date;
    userId?: string | undefined;
    ceilingSeconds: number;
  },
): Promise<DayUsage[]> {
  const from = dayStart(range.first).toISOString();
  const end = dayStart(addDays(range.last, 1));
  // `until` itself counts (usage at this very instant is today's so far): bounds are exclusive.
  const untilNext = range.until && new Date(range.until.getTime() + 1);
  const to = (untilNext && untilNext < end ? untilNext : end).toISOString();
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
      select to_char(played_at at time zone 'UTC', 'YYYY-MM-DD') as day, user_id,
        0 as watch_ms, verified_ms - earlier_ms as game_ms
      from game_session
      where status <> 'withheld'
        and played_at >= ${from}::timestamptz and played_at < ${to}::timestamptz
        ${oneUser}
      union all
      select to_char(prev_day, 'YYYY-MM-DD') as day, user_id, 0 as watch_ms, prev_day_ms as game_ms
      from game_session
      where status <> 'withheld' and prev_day is not null
        and prev_day >= ${range.first}::date and prev_day <= ${range.last}::date
        ${oneUser}
    ) u
    group by day, user_id
    order by day, user_id`)) as unknown as {
    rows: Array<{ day: string; user_id: string; watch_ms: string; game_ms: string }>;
  };
  return result.rows.map((r) =>
    underDailyCeiling(
      {
        day: r.day,
        userId: r.user_id,
        // Whole seconds per kind and day: the demand is 0.01 QTT for each.
        watchSeconds: Math.floor(Number(r.watch_ms) / 1000),
        gameSeconds: Math.floor(Number(r.game_ms) / 1000),
      },
      range.ceilingSeconds,
    ),
  );
}
