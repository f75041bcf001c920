import { desc, eq } from 'drizzle-orm';
import type { SecurityGameSession, SecurityWithheldGame } from '@/domain/api/security-center';
import { findGame } from '@/domain/games/catalog';
import { unitsToDecimal } from '@/domain/money/qtt';
import type { Database } from '../db/open-database';
import { gameSession, user } from '../db/schema';

const base = (s: typeof gameSession.$inferSelect, userName: string | null) => ({
  _id: s.id,
  userId: s.userId,
  userName,
  gameId: s.gameId,
  gameTitle: findGame(s.gameId)?.title ?? null,
  seconds: Math.floor(s.verifiedMs / 1000),
});

/** The latest game sessions, newest first; the secret material never leaves the server. */
export async function listGameSessions(
  db: Database,
  limit: number,
): Promise<SecurityGameSession[]> {
  const rows = await db
    .select({ s: gameSession, userName: user.name })
    .from(gameSession)
    .leftJoin(user, eq(user.id, gameSession.userId))
    .orderBy(desc(gameSession.startedAt))
    .limit(limit);
  return rows.map(({ s, userName }) => ({
    ...base(s, userName),
    status: s.status,
    outcome: s.outcome,
    reward: unitsToDecimal(s.reward),
    startedAt: s.startedAt.toISOString(),
    finishedAt: s.finishedAt?.toISOString() ?? null,
  }));
}

/** The latest results withheld as implausible, with the reason the judge gave. */
export async function listWithheldGames(
  db: Database,
  limit: number,
): Promise<SecurityWithheldGame[]> {
  const rows = await db
    .select({ s: gameSession, userName: user.name })
    .from(gameSession)
    .leftJoin(user, eq(user.id, gameSession.userId))
    .where(eq(gameSession.status, 'withheld'))
    .orderBy(desc(gameSession.finishedAt))
    .limit(limit);
  return rows.map(({ s, userName }) => ({
    ...base(s, userName),
    reason: s.withheldReason ?? 'No reason recorded',
    finishedAt: s.finishedAt?.toISOString() ?? null,
  }));
}
