import { sql } from 'drizzle-orm';
import type { PilotRange, PilotReport } from '@/domain/api/pilot';
import { pilotMinutes } from '@/domain/pilot/minutes';
import { addDays, daysBetween, utcDayOf } from '@/domain/pilot/utc-days';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { add, userNames, type Seconds } from './pilot-report';
import { ensureRolledUp, windowUsers } from './roll-up-usage';
import { verifiedUsage } from './verified-usage';

interface Summed {
  user_id: string;
  watch: number;
  game: number;
}

/**
 * Everyone's report over the last `days` UTC days (decision 027): the ended days from the
 * rollup, today live from the sessions, the rows a page of `limit` users after `cursor` in
 * user id order. Reads a page of users, the range's per-day totals and today's usage: not
 * every usage row of the range.
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
  },
): Promise<PilotReport> {
  const today = utcDayOf(o.now);
  const since = addDays(today, -(o.days - 1));
  const yesterday = addDays(today, -1);
  await ensureRolledUp(db, since, yesterday, o.ceilingSeconds);
  const live = await verifiedUsage(db, {
    first: today,
    last: today,
    until: o.now,
    ceilingSeconds: o.ceilingSeconds,
  });

  const perDay = new Map<string, Seconds>();
  const total: Seconds = { watch: 0, game: 0 };
  const ended = await queryRows<{ day: string; watch: number; game: number }>(
    db,
    sql`select day::text as day, watch_seconds::float8 as watch, game_seconds::float8 as game
      from pilot_usage_day where day between ${since}::date and ${yesterday}::date`,
  );
  const todayTotal: Seconds = { watch: 0, game: 0 };
  for (const u of live) add(todayTotal, u);
  for (const d of [...ended, { day: today, ...todayTotal }]) {
    perDay.set(d.day, { watch: d.watch, game: d.game });
    total.watch += d.watch;
    total.game += d.game;
  }

  // The page: the first `limit` ids after the cursor among the rolled-up users and today's.
  const after = (id: string) => o.cursor === undefined || id > o.cursor;
  const rolled = await queryRows<Summed>(
    db,
    sql`select user_id, sum(watch_seconds)::float8 as watch, sum(game_seconds)::float8 as game
      from pilot_usage_daily
      where day between ${since}::date and ${yesterday}::date
        ${o.cursor === undefined ? sql`` : sql`and user_id > ${o.cursor}::uuid`}
      group by user_id order by user_id limit ${o.limit + 1}`,
  );
  const perUser = new Map<string, Seconds>(rolled.map((r) => [r.user_id, { ...r }]));
  for (const u of live) {
    if (!after(u.userId)) continue;
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
      (await onlyToday(
        db,
        live.map((u) => u.userId),
        since,
        yesterday,
      )),
    since,
    series: o.series
      ? daysBetween(since, today).map((day) => {
          const s = perDay.get(day) ?? { watch: 0, game: 0 };
          return { day, ...pilotMinutes(s.watch, s.game) };
        })
      : [],
  };
}

/** Today's users with no usage on the range's ended days: one key lookup each. */
async function onlyToday(db: Database, ids: string[], first: string, last: string) {
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
