import { sql } from 'drizzle-orm';
import type { PilotRange, PilotReport } from '@/domain/api/pilot';
import { pilotMinutes } from '@/domain/pilot/minutes';
import { addDays, daysBetween, utcDayOf } from '@/domain/pilot/utc-days';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { add, userNames, type Seconds } from './pilot-report';
import { ensureRolledUp, windowUsers } from './roll-up-usage';
import { countToday, type TodayUsage } from './today-usage';

interface Summed {
  user_id: string;
  watch: number;
  game: number;
}

/**
 * Everyone's report over the last `days` UTC days (decision 027): the ended days from the
 * rollup, today live from the sessions, the rows a page of `limit` users after `cursor` in
 * user id order. Reads a page of users, the range's per-day totals and today's usage: not
 * every usage row of the range. `today`: a count the caller keeps (todayUsageReader, decision
 * 054); counted here when not given.
 */
export async function pagedPilotReport(
  db: Database,
  o: {
    days: PilotRange;
    series: boolean;
    now: Date;
    cursor?: string | undefined;
    limit: number;
    ceilingSeconds: number;
    today?: TodayUsage;
  },
): Promise<PilotReport> {
  const today = utcDayOf(o.now);
  const since = addDays(today, -(o.days - 1));
  const yesterday = addDays(today, -1);
  await ensureRolledUp(db, since, yesterday, o.ceilingSeconds);
  const counted = o.today ?? (await countToday(db, o.now, o.ceilingSeconds));
  const live = counted.usage;

  const perDay = new Map<string, Seconds>();
  const total: Seconds = { watch: 0, game: 0 };
  const ended = await queryRows<{ day: string; watch: number; game: number }>(
    db,
    sql`select day::text as day, watch_seconds::float8 as watch, game_seconds::float8 as game
      from pilot_usage_day where day between ${since}::date and ${yesterday}::date`,
  );
  const todayTotal: Seconds = { watch: counted.watchSeconds, game: counted.gameSeconds };
  for (const d of [...ended, { day: today, ...todayTotal }]) {
    perDay.set(d.day, { watch: d.watch, game: d.game });
    total.watch += d.watch;
    total.game += d.game;
  }

  // The page: the first `limit` ids after the cursor among the rolled-up users and today's.
  const rolled = await queryRows<Summed>(
    db,
    sql`select user_id, sum(watch_seconds)::float8 as watch, sum(game_seconds)::float8 as game
      from pilot_usage_daily
      where day between ${since}::date and ${yesterday}::date
        ${o.cursor === undefined ? sql`` : sql`and user_id > ${o.cursor}::uuid`}
      group by user_id order by user_id limit ${o.limit + 1}`,
  );
  const perUser = new Map<string, Seconds>(rolled.map((r) => [r.user_id, { ...r }]));
  // Today's rows are in user id order: the first `limit + 1` after the cursor are all a page
  // can take from them (with as many rolled-up ones, they hold the union's first limit + 1).
  const from = o.cursor === undefined ? 0 : firstAfter(live, o.cursor);
  for (const u of live.slice(from, from + o.limit + 1)) {
    const entry = perUser.get(u.userId) ?? { watch: 0, game: 0 };
    add(entry, u);
    perUser.set(u.userId, entry);
  }
  const ids = [...perUser.keys()].sort();
  const pageIds = ids.slice(0, o.limit);
  const names = await userNames(db, pageIds);
  const rows = pageIds.map((userId) => {
    const s = perUser.get(userId) ?? { watch: 0, game: 0 };
    return { userId, userName: names.get(userId) ?? null, ...pilotMinutes(s.watch, s.game) };
  });

  return {
    totals: pilotMinutes(total.watch, total.game),
    rows,
    nextCursor: ids.length > o.limit ? (pageIds.at(-1) ?? null) : null,
    users:
      (await windowUsers(db, { days: o.days, first: since, last: yesterday })) +
      (await onlyToday(db, counted, since, yesterday)),
    since,
    series: o.series
      ? daysBetween(since, today).map((day) => {
          const s = perDay.get(day) ?? { watch: 0, game: 0 };
          return { day, ...pilotMinutes(s.watch, s.game) };
        })
      : [],
  };
}

/** The index of the first row whose user id sorts after `cursor`. */
function firstAfter(rows: ReadonlyArray<{ userId: string }>, cursor: string) {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((rows[mid]?.userId ?? '') > cursor) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Today's users with no usage on the range's ended days: one key lookup each, once per count
 * of today and range.
 */
async function onlyToday(db: Database, today: TodayUsage, first: string, last: string) {
  const key = `only-today:${first}:${last}`;
  const kept = today.memo.get(key);
  if (kept !== undefined) return kept;
  const n = await countOnlyToday(
    db,
    today.usage.map((u) => u.userId),
    first,
    last,
  );
  today.memo.set(key, n);
  return n;
}

async function countOnlyToday(db: Database, ids: string[], first: string, last: string) {
  if (ids.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
      from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as t(id)
      where not exists (select 1 from pilot_usage_daily d
        where d.user_id = t.id::uuid and d.day between ${first}::date and ${last}::date)`,
  );
  return row?.n ?? 0;
}
