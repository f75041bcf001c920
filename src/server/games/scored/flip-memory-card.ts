import { and, eq } from 'drizzle-orm';
import type { MemoryFlipResponse } from '@/domain/api/games-scored';
import { flipCard, memoryPlayedMs, replayFlips } from '@/domain/games/memory-board';
import { addPlay } from '@/domain/pilot/played-time';
import { gameSession } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { GamesDeps } from '../games-deps';
import { lockPlayer } from '../start-game-session';
import { memorySecretSchema, readSecret } from './scored-secrets';

/** Far more flips than ten minutes of human play can make; keeps a session's record bounded. */
const maxFlips = 600;

/**
 * Flips one card on the server: answers that card's face only, and records the flip with
 * the server's time since the start. The rules (src/domain/games/memory-board.ts) refuse a
 * matched card, the open card, or a third card before a mismatch has flipped back: 409.
 */
export async function flipMemoryCard(
  deps: GamesDeps,
  o: { userId: string; sessionId: string; index: number },
): Promise<MemoryFlipResponse> {
  return withTransaction(deps.db, async (tx) => {
    await lockPlayer(tx, o.userId);
    const [session] = await tx
      .select()
      .from(gameSession)
      .where(
        and(
          eq(gameSession.id, o.sessionId),
          eq(gameSession.userId, o.userId),
          eq(gameSession.status, 'active'),
        ),
      );
    if (!session) throw AppError.notFound('Game session not found.');
    const secret = readSecret(session, 'memory-master', memorySecretSchema);
    if (secret.flips.length >= maxFlips) throw AppError.conflict('Too many flips.');
    const now = deps.clock.now();
    const atMs = now.getTime() - session.startedAt.getTime();
    const flipped = flipCard(secret.deck, replayFlips(secret.deck, secret.flips), o.index, atMs);
    if (!flipped.ok) throw AppError.conflict(flipped.reason);
    const flips = [...secret.flips, [o.index, atMs] as [number, number]];
    // Each flip is play as it happens: a game nobody finishes still counts its flips' span.
    await tx
      .update(gameSession)
      .set({ secret: { ...secret, flips }, ...addPlay(session, memoryPlayedMs(flips), now) })
      .where(eq(gameSession.id, session.id));
    const { board } = flipped;
    return {
      index: o.index,
      face: secret.deck[o.index] as MemoryFlipResponse['face'],
      matched: flipped.matched,
      moves: board.moves,
      pairsFound: board.matched.length / 2,
      won: board.wonAtMs !== null,
    };
  });
}
