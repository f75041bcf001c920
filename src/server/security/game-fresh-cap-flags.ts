import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { unitsToDecimal } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { gameSession, user } from '../db/schema';
import { farmFlagRules as rules } from './farm-flag-rules';
import type { RawFlag } from './raw-flag';

/**
 * New accounts (signed up in the last 7 days) paid at least 90% of the daily game cap from
 * games within 24 hours of signing up (docs/decisions/032): a farm's accounts are new and
 * go straight for the cap; a keen new player may too, so this only asks for a look.
 */
export async function gameFreshCapFlags(
  db: Database,
  now: Date,
  dailyCapUnits: bigint,
): Promise<RawFlag[]> {
  if (dailyCapUnits <= 0n) return [];
  const since = new Date(now.getTime() - rules.rateDays * 86_400_000);
  const firstDay = sql`${user.createdAt} + make_interval(secs => ${rules.freshAccountMs / 1000})`;
  const rows = await db
    .select({
      userId: gameSession.userId,
      total: sql<string>`sum(${gameSession.reward})::text`,
      first: sql<string>`min(${gameSession.finishedAt})`,
      last: sql<string>`max(${gameSession.finishedAt})`,
    })
    .from(gameSession)
    .innerJoin(user, eq(user.id, gameSession.userId))
    .where(
      and(
        gte(user.createdAt, since),
        eq(gameSession.status, 'finished'),
        gt(gameSession.reward, 0n),
        sql`${gameSession.finishedAt} < ${firstDay}`,
      ),
    )
    .groupBy(gameSession.userId)
    .limit(10_000);
  const share = BigInt(Math.round(rules.freshCapShare * 100));
  return rows
    .filter((r) => BigInt(r.total) * 100n >= dailyCapUnits * share)
    .map((r) => ({
      userId: r.userId,
      kind: 'game_fresh_cap' as const,
      reason:
        `New account: paid ${unitsToDecimal(BigInt(r.total))} QTT from games within 24 hours ` +
        `of signing up (the daily game cap is ${unitsToDecimal(dailyCapUnits)}).`,
      address: null,
      figures: {
        'paid QTT': Number(unitsToDecimal(BigInt(r.total))),
        'daily cap QTT': Number(unitsToDecimal(dailyCapUnits)),
      },
      firstSeen: new Date(r.first),
      lastSeen: new Date(r.last),
    }));
}
