import { gamePlayFinishResponseSchema, type GamePlayFinishRequest } from '@/domain/api/games-timed';
import { apiFetch } from '@/web/lib/api-client';

/** Ends verified play; the server answers what it paid for the time it verified. */
export const finishGamePlay = (body: GamePlayFinishRequest) =>
  apiFetch('/api/game-play-finish', {
    method: 'POST',
    body: JSON.stringify(body),
    schema: gamePlayFinishResponseSchema,
  });
