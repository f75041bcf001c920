import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Game } from '@/domain/games/catalog';
import { gameSession } from '../db/schema';
import { withTransaction, type Tx } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { GamesDeps } from './games-deps';

export type PlayableKind = Exclude<Game['kind'], 'coming-soon'>;

export interface StartedGameSession {
  id: string;
  startedAt: Date;
}

/**
 * Opens a single-use game session for the signed-in user. One open session per user and
 * game: a new start abandons the previous one, which can then never settle with a reward.
 * `secret` is the server-only material the game is judged against (words, deck).
 */
export async function startGameSession(
  deps: Pick<GamesDeps, 'db' | 'clock'>,
  o: {
    userId: string;
    game: Game;
    secret: Record<string, unknown>;
    ip: string | null;
    ua: string | null;
  },
): Promise<StartedGameSession> {
  if (o.game.kind === 'coming-soon') throw AppError.notFound('This game is coming soon to QTN!');
  const kind: PlayableKind = o.game.kind;
  const now = deps.clock.now();
  const id = randomBytes(16).toString('hex');
  await withTransaction(deps.db, async (tx) => {
    await lockPlayer(tx, o.userId);
    await tx
      .update(gameSession)
      .set({ status: 'abandoned', outcome: 'session_closed', finishedAt: now })
      .where(
        and(
          eq(gameSession.userId, o.userId),
          eq(gameSession.gameId, o.game.id),
          eq(gameSession.status, 'active'),
        ),
      );
    await tx.insert(gameSession).values({
      id,
      userId: o.userId,
      gameId: o.game.id,
      kind,
      secret: o.secret,
      startedAt: now,
      ip: o.ip,
      userAgent: o.ua?.slice(0, 400) ?? null,
    });
  });
  return { id, startedAt: now };
}

/** A user's game starts and settlements take turns (the lock ends with the transaction). */
export async function lockPlayer(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`game:${userId}`}))`);
}
