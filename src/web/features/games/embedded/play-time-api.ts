import type { z } from 'zod';
import {
  gamePlayFinishResponseSchema,
  gamePlayHeartbeatResponseSchema,
  gamePlayStartResponseSchema,
  type GamePlayFinishRequest,
  type GamePlayHeartbeatRequest,
} from '@/domain/api/games-timed';
import type { GameId } from '@/domain/games/catalog';
import { apiFetch } from '@/web/lib/api-client';

const post = <S extends z.ZodType>(path: string, schema: S, body: unknown) =>
  apiFetch(path, { method: 'POST', body: JSON.stringify(body), schema });

/** Verified play time for embedded games. None carries an amount: the server measures. */
export const playTimeApi = {
  start: (gameId: GameId) => post('/api/game-play-start', gamePlayStartResponseSchema, { gameId }),
  heartbeat: (body: GamePlayHeartbeatRequest) =>
    post('/api/game-play-heartbeat', gamePlayHeartbeatResponseSchema, body),
  finish: (body: GamePlayFinishRequest) =>
    post('/api/game-play-finish', gamePlayFinishResponseSchema, body),
};

/** What the server credits: only a visible page that has focus (its game frame counts). */
export function playAttention() {
  return { visible: document.visibilityState === 'visible', focused: document.hasFocus() };
}
