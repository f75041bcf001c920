import { randomBytes } from 'node:crypto';
import { gameSession } from '@/server/db/schema';
import type { TestApp } from './test-app';

type GameSessionInsert = typeof gameSession.$inferInsert;

/** Inserts a game_session row as the settle step would leave it; finished now by default. */
export async function insertGameSession(
  t: TestApp,
  o: Pick<GameSessionInsert, 'userId'> & Partial<GameSessionInsert>,
) {
  const now = t.clock.now();
  const id = randomBytes(16).toString('hex');
  await t.database.db.insert(gameSession).values({
    id,
    gameId: 'speed-typing',
    kind: 'speed-typing',
    status: 'finished',
    outcome: 'paid',
    startedAt: new Date(now.getTime() - (o.verifiedMs ?? 60_000)),
    finishedAt: now,
    verifiedMs: 60_000,
    ...o,
  });
  return id;
}
