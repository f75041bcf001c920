import type { LogGameSessionRequest, LogGameSessionResponse } from '@/domain/api/games-records';
import type { GamesDeps } from '../games-deps';
import { verifiedPlayTodayMs } from './verified-play-today';

/**
 * log-game-session (product rules R6): answers the verified time and records the call
 * as a structured log line. No table: the pilot usage report reads verified time from
 * game_session itself, so the client's durationSeconds is kept only as a hint to compare.
 */
export async function logGameSession(
  deps: Pick<GamesDeps, 'db' | 'clock' | 'logger'>,
  o: LogGameSessionRequest & { userId: string },
): Promise<LogGameSessionResponse> {
  const ms = await verifiedPlayTodayMs(deps.db, {
    userId: o.userId,
    gameId: o.gameSlug,
    now: deps.clock.now(),
  });
  const answer = {
    gameSlug: o.gameSlug,
    verifiedSeconds: Math.floor(ms / 1000),
    verifiedMinutes: Math.floor(ms / 60_000),
  };
  deps.logger.info(
    { userId: o.userId, event: o.event, claimedSeconds: o.durationSeconds, ...answer },
    'game session logged',
  );
  return answer;
}
