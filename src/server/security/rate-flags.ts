import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { startOfUtcDay } from '../clock';
import type { Database } from '../db/open-database';
import { watchReward, watchSession } from '../db/schema';
import { farmFlagRules as rules } from './farm-flag-rules';
import type { RawFlag } from './raw-flag';

const dayMs = 86_400_000;
const sinceOf = (now: Date) =>
  new Date(startOfUtcDay(now).getTime() - (rules.rateDays - 1) * dayMs);

/** Accounts at the daily watch cap on several of the last 7 UTC days. */
export async function dailyCapFlags(
  db: Database,
  now: Date,
  dailyCapUnits: bigint,
): Promise<RawFlag[]> {
  if (dailyCapUnits <= 0n) return [];
  const day = sql`date_trunc('day', ${watchReward.createdAt} at time zone 'UTC')`;
  const rows = await db
    .select({
      userId: watchReward.userId,
      total: sql<string>`sum(${watchReward.amount})::text`,
      first: sql<string>`min(${watchReward.createdAt})`,
      last: sql<string>`max(${watchReward.createdAt})`,
    })
    .from(watchReward)
    .where(gte(watchReward.createdAt, sinceOf(now)))
    .groupBy(watchReward.userId, day);
  // 90% of the cap in exact units: a day whose total reaches it had no room for more.
  const atCap = (total: bigint) => total * 10n >= dailyCapUnits * BigInt(rules.capShare * 10);
  const byUser = new Map<string, { days: number; first: number; last: number }>();
  for (const r of rows) {
    if (!atCap(BigInt(r.total))) continue;
    const seen = byUser.get(r.userId) ?? { days: 0, first: Infinity, last: 0 };
    byUser.set(r.userId, {
      days: seen.days + 1,
      first: Math.min(seen.first, new Date(r.first).getTime()),
      last: Math.max(seen.last, new Date(r.last).getTime()),
    });
  }
  return [...byUser]
    .filter(([, s]) => s.days >= rules.capDays)
    .map(([userId, s]) => ({
      userId,
      kind: 'daily_cap_days',
      reason: `Reached the daily watch cap on ${s.days} of the last ${rules.rateDays} UTC days.`,
      address: null,
      figures: { days: s.days, ofDays: rules.rateDays },
      firstSeen: new Date(s.first),
      lastSeen: new Date(s.last),
    }));
}

/** Accounts whose rewarded sessions nearly all verified every second the server saw pass. */
export async function maxRateFlags(db: Database, now: Date): Promise<RawFlag[]> {
  const elapsedMs = sql`extract(epoch from (${watchSession.completedAt} - ${watchSession.startedAt})) * 1000`;
  const rows = await db
    .select({
      userId: watchSession.userId,
      sessions: sql<number>`count(*)::int`,
      atMax: sql<number>`(count(*) filter (where ${watchSession.verifiedMs} >= ${elapsedMs} - ${rules.maxRateSlackMs}))::int`,
      first: sql<string>`min(${watchSession.startedAt})`,
      last: sql<string>`max(${watchSession.completedAt})`,
    })
    .from(watchSession)
    .where(
      and(
        eq(watchSession.status, 'completed'),
        gt(watchSession.credited, 0n),
        gte(watchSession.completedAt, sinceOf(now)),
      ),
    )
    .groupBy(watchSession.userId)
    .having(sql`count(*) >= ${rules.minSessions}`);
  return rows
    .filter((r) => r.atMax >= r.sessions * rules.maxRateShare)
    .map((r) => ({
      userId: r.userId,
      kind: 'max_rate_sessions',
      reason: `Verified time equalled the server-time maximum in ${r.atMax} of ${r.sessions} rewarded sessions in ${rules.rateDays} days.`,
      address: null,
      figures: { sessions: r.sessions, atMaximum: r.atMax },
      firstSeen: new Date(r.first),
      lastSeen: new Date(r.last),
    }));
}
