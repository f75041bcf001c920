import { gameResultSchema } from '@/domain/api/games';
import {
  carRaceFinishRequestSchema,
  carRaceStartRequestSchema,
  carRaceStartResponseSchema,
  gamePlayFinishRequestSchema,
  gamePlayFinishResponseSchema,
  gamePlayHeartbeatRequestSchema,
  gamePlayHeartbeatResponseSchema,
  gamePlayStartRequestSchema,
  gamePlayStartResponseSchema,
} from '@/domain/api/games-timed';
import type { ApiRoute } from '../../openapi/api-routes';

/** The timed-play routes for the OpenAPI document and the fuzz suite. */
export const timedGameApiRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/game-play-start',
    summary: 'Starts an embedded game’s verified play',
    body: gamePlayStartRequestSchema,
    response: gamePlayStartResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/game-play-heartbeat',
    summary: 'Reports playing an embedded game',
    body: gamePlayHeartbeatRequestSchema,
    response: gamePlayHeartbeatResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/game-play-finish',
    summary: 'Ends an embedded game and pays its verified play',
    body: gamePlayFinishRequestSchema,
    response: gamePlayFinishResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/car-race-start',
    summary: 'Starts a car race on the server clock',
    body: carRaceStartRequestSchema,
    response: carRaceStartResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/car-race-finish',
    summary: 'Finishes a car race; pays 5 QTT when plausible',
    body: carRaceFinishRequestSchema,
    response: gameResultSchema,
  },
];
