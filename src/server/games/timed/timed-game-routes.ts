import type { FastifyRequest } from 'fastify';
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
import { findGame } from '@/domain/games/catalog';
import { sessionTokenFromCookie } from '../../auth/session-cookie';
import { AppError } from '../../http/app-error';
import { applyHeartbeat } from '../../watch/heartbeat-rules';
import { sessionBinding } from '../../watch/watch-token';
import type { GameRouteMaker } from '../games-deps';
import { finishCarRace, startCarRace } from './car-race';
import { finishGamePlay } from './finish-game-play';
import { playErrors, readSharedPlayHandle, toPlayHandle } from './play-handles';
import { startGamePlay } from './start-game-play';

const client = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  ua: request.headers['user-agent'] ?? null,
});

const handleErrors = [
  'WATCH_SESSION_INVALID',
  'WATCH_SESSION_FORBIDDEN',
  'WATCH_HANDLE_USED',
] as const;

/**
 * Embedded games (paid for verified play time) and the car racer (paid per verified finish).
 * The user comes from the session cookie; unknown body fields are dropped unread.
 */
export const timedGameRoutes = (route: GameRouteMaker) => [
  route({
    method: 'POST',
    name: 'game-play-start',
    operationId: 'startGamePlay',
    summary: 'Starts an embedded game’s verified play',
    access: 'member',
    body: gamePlayStartRequestSchema,
    responses: { 200: gamePlayStartResponseSchema },
    errors: ['NOT_FOUND', 'WATCH_SESSION_FORBIDDEN'],
    handler: ({ deps, caller, body, request }) => {
      const game = findGame(body.gameId);
      if (!game || game.kind !== 'embedded')
        throw AppError.notFound('The requested game could not be found.');
      const token = sessionTokenFromCookie(request);
      if (!token) throw playErrors.notYours();
      return startGamePlay(deps, deps.handles, deps.activity, {
        userId: caller.id,
        game,
        binding: sessionBinding(token),
        ...client(request),
      });
    },
  }),
  // Like the watch heartbeat, no database: the signed handle is the session's state, and its
  // play reaches the session row with the next flush.
  route({
    method: 'POST',
    name: 'game-play-heartbeat',
    operationId: 'gamePlayHeartbeat',
    summary: 'Reports playing an embedded game',
    access: 'visitor',
    body: gamePlayHeartbeatRequestSchema,
    responses: { 200: gamePlayHeartbeatResponseSchema },
    errors: handleErrors,
    handler: async ({ deps, body, request }) => {
      const now = deps.clock.now().getTime();
      const state = await readSharedPlayHandle(deps.handles, request, body, now);
      const outcome = applyHeartbeat(state, now, body);
      if (outcome.state.v > state.v)
        deps.activity.played(state.s, { userId: state.u, verifiedMs: outcome.state.v, at: now });
      return {
        ...toPlayHandle(deps.handles, outcome.state),
        accepted: outcome.accepted,
        ...(outcome.accepted ? {} : { reason: outcome.reason }),
        verifiedSeconds: Math.floor(outcome.state.v / 1000),
      };
    },
  }),
  route({
    method: 'POST',
    name: 'game-play-finish',
    operationId: 'finishGamePlay',
    summary: 'Ends an embedded game and pays its verified play',
    access: 'member',
    body: gamePlayFinishRequestSchema,
    responses: { 200: gamePlayFinishResponseSchema },
    errors: [...handleErrors, 'NOT_FOUND'],
    handler: async ({ deps, caller, body, request }) => {
      const now = deps.clock.now().getTime();
      const state = await readSharedPlayHandle(deps.handles, request, body, now);
      if (state.u !== caller.id) throw playErrors.notYours();
      return finishGamePlay(deps, deps.handles, state, body);
    },
  }),
  route({
    method: 'POST',
    name: 'car-race-start',
    operationId: 'startCarRace',
    summary: 'Starts a car race on the server clock',
    access: 'member',
    // The body names the game, so a stray request without one never starts a race.
    body: carRaceStartRequestSchema,
    readBody: (raw) => raw,
    responses: { 200: carRaceStartResponseSchema },
    errors: [],
    handler: ({ deps, caller, request }) =>
      startCarRace(deps, { userId: caller.id, ...client(request) }),
  }),
  route({
    method: 'POST',
    name: 'car-race-finish',
    operationId: 'finishCarRace',
    summary: 'Finishes a car race; pays 5 QTT when plausible',
    access: 'member',
    body: carRaceFinishRequestSchema,
    responses: { 200: gameResultSchema },
    errors: ['NOT_FOUND'],
    handler: ({ deps, caller, body }) =>
      finishCarRace(deps, { userId: caller.id, sessionId: body.sessionId }),
  }),
];
