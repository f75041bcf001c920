import { useCallback } from 'react';
import {
  logGameSessionResponseSchema,
  type LogGameSessionRequest,
} from '@/domain/api/games-records';
import type { GameId } from '@/domain/games/catalog';
import { track } from '@/web/lib/analytics/track';
import { apiFetch } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth-context';

export function logGameSession(body: LogGameSessionRequest) {
  return apiFetch('/api/log-game-session', {
    method: 'POST',
    body: JSON.stringify(body),
    schema: logGameSessionResponseSchema,
  });
}

/**
 * For a play component when a game ends: fire and forget (product rules R6).
 * A visitor's play is not recorded, so nothing is sent; a failure changes nothing shown.
 * The duration is only a hint: the server answers with the time it verified.
 */
export function useLogGameSession() {
  const { status } = useAuth();
  return useCallback(
    (gameSlug: GameId, durationSeconds: number) => {
      const seconds = Math.min(86_400, Math.max(0, Math.round(durationSeconds)));
      track('game_finish', { gameId: gameSlug, seconds });
      if (status !== 'signed-in') return;
      logGameSession({ gameSlug, event: 'complete', durationSeconds: seconds }).catch(
        () => undefined,
      );
    },
    [status],
  );
}
