import { gamePlayStartResponseSchema } from '@/domain/api/games-timed';
import type { GameId } from '@/domain/games/catalog';
import { apiFetch } from '@/web/lib/api-client';

/** Opens verified play time for an embedded game; the answer is the first handle. */
export const startGamePlay = (gameId: GameId) =>
  apiFetch('/api/game-play-start', {
    method: 'POST',
    body: JSON.stringify({ gameId }),
    schema: gamePlayStartResponseSchema,
  });
