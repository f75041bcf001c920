import {
  gamePlayHeartbeatResponseSchema,
  type GamePlayHeartbeatRequest,
} from '@/domain/api/games-timed';
import { apiFetch } from '@/web/lib/api-client';

/** Spends the handle on what the page saw; it carries no amount: the server measures. */
export const sendGamePlayHeartbeat = (body: GamePlayHeartbeatRequest) =>
  apiFetch('/api/game-play-heartbeat', {
    method: 'POST',
    body: JSON.stringify(body),
    schema: gamePlayHeartbeatResponseSchema,
  });
