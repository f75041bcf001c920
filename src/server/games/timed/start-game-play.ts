import { and, eq } from 'drizzle-orm';
import type { PlayHandle } from '@/domain/api/games-timed';
import type { Game } from '@/domain/games/catalog';
import { gameSession } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { GamesDeps } from '../games-deps';
import { startGameSession } from '../start-game-session';
import type { GamePlayActivity } from './game-play-activity';
import { firstPlayState, toPlayHandle, type PlayHandles } from './play-handles';

/**
 * Opens an embedded game's play session and answers its first handle. One embedded game
 * accrues at a time per user (as one video does): a new start abandons the user's other
 * open embedded sessions, which then settle with nothing and keep the play verified before.
 */
export async function startGamePlay(
  deps: GamesDeps,
  handles: PlayHandles,
  activity: GamePlayActivity,
  o: { userId: string; game: Game; binding: string; ip: string | null; ua: string | null },
): Promise<PlayHandle> {
  if (o.game.kind !== 'embedded') throw AppError.notFound('This game is not an embedded game.');
  await activity.flush(o.userId);
  await deps.db
    .update(gameSession)
    .set({ status: 'abandoned', outcome: 'session_closed', finishedAt: deps.clock.now() })
    .where(
      and(
        eq(gameSession.userId, o.userId),
        eq(gameSession.kind, 'embedded'),
        eq(gameSession.status, 'active'),
      ),
    );
  const started = await startGameSession(deps, {
    userId: o.userId,
    game: o.game,
    secret: {},
    ip: o.ip,
    ua: o.ua,
  });
  const state = firstPlayState({
    sessionId: started.id,
    userId: o.userId,
    binding: o.binding,
    nowMs: started.startedAt.getTime(),
  });
  return toPlayHandle(handles, state);
}
