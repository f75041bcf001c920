import { sql } from 'drizzle-orm';
import type { PilotRange, PilotReport } from '@/domain/api/pilot';
import { pilotMinutes } from '@/domain/pilot/minutes';
import { addDays, daysBetween, utcDayOf } from '@/domain/pilot/utc-days';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { user } from '../db/schema';
import { verifiedUsage, type DayUsage } from './verified-usage';

export interface Seconds {
  watch: number;
  game: number;
}

export const add = (to: Seconds, u: DayUsage) => {
  to.watch += u.watchSeconds;
  to.game += u.gameSeconds;
};

function addTo(map: Map<string, Seconds>, key: string, u: DayUsage) {
  const entry = map.get(key) ?? { watch: 0, game: 0 };
  add(entry, u);
  map.set(key, entry);
}

/**
 * Verified minutes over the last `days` UTC days including today (so far), per user and in
 * total, and per day with zeros when `series`, read live from the sessions. The run counts
 * the same usage. Complete: one user's report and the CSV; everyone's JSON is paged from
 * the rollup (`pagedPilotReport`).
 */
export async function pilotReport(
  db: Database,
  o: {
    days: PilotRange;
    userId?: string | undefined;
    series: boolean;
    now: Date;
    ceilingSeconds: number;
  },
): Promise<PilotReport> {
  const today = utcDayOf(o.now);
  const since = addDays(today, -(o.days - 1));
  const usage = await verifiedUsage(db, {
    first: since,
    last: today,
    until: o.now,
    userId: o.userId,
    ceilingSeconds: o.ceilingSeconds,
  });
  const total: Seconds = { watch: 0, game: 0 };
  const perUser = new Map<string, Seconds>();
  const perDay = new Map<string, Seconds>();
  for (const u of usage) {
    add(total, u);
    addTo(perUser, u.userId, u);
    addTo(perDay, u.day, u);
  }
  const names = await userNames(db, [...perUser.keys()]);
  const rows = [...perUser.entries()]
    .sort(([a, x], [b, y]) => y.watch + y.game - (x.watch + x.game) || a.localeCompare(b))
    .map(([userId, s]) => ({
      userId,
      userName: names.get(userId) ?? null,
      ...pilotMinutes(s.watch, s.game),
    }));
  const series = o.series
    ? daysBetween(since, today).map((day) => {
        const s = perDay.get(day) ?? { watch: 0, game: 0 };
        return { day, ...pilotMinutes(s.watch, s.game) };
      })
    : [];
  return {
    totals: pilotMinutes(total.watch, total.game),
    rows,
    nextCursor: null,
    users: rows.length,
    since,
    series,
  };
}

export async function userNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  // The ids as one JSON parameter: a list of 10^5 users passes PostgreSQL's 65,535.
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from ${user}
      where id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
