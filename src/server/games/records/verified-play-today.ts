import { and, eq, gte, sql } from 'drizzle-orm';
import { startOfUtcDay } from '../../clock';
import type { Database } from '../../db/open-database';
import { gameSession } from '../../db/schema';

/**
 * Milliseconds of play the server verified for one user and game since UTC midnight:
 * finished sessions only (a withheld result's time was not believed, an open one is not
 * settled yet).
 */
export async function verifiedPlayTodayMs(
  db: Database,
  o: { userId: string; gameId: string; now: Date },
): Promise<number> {
  const [row] = await db
    .select({ ms: sql<string>`coalesce(sum(${gameSession.verifiedMs}), 0)::text` })
    .from(gameSession)
    .where(
      and(
        eq(gameSession.userId, o.userId),
        eq(gameSession.gameId, o.gameId),
        eq(gameSession.status, 'finished'),
        gte(gameSession.finishedAt, startOfUtcDay(o.now)),
      ),
    );
  return Number(row?.ms ?? 0);
}
