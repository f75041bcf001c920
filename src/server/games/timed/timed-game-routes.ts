import type { FastifyInstance } from 'fastify';
import {
  carRaceFinishRequestSchema,
  carRaceStartRequestSchema,
  gamePlayFinishRequestSchema,
  gamePlayHeartbeatRequestSchema,
  gamePlayStartRequestSchema,
} from '@/domain/api/games-timed';
import { findGame } from '@/domain/games/catalog';
import { sessionTokenFromCookie } from '../../auth/session-cookie';
import { requireUser } from '../../auth/session-guards';
import { AppError } from '../../http/app-error';
import { mountFunction } from '../../http/mount-function';
import { parseInput } from '../../http/parse-input';
import { applyHeartbeat } from '../../watch/heartbeat-rules';
import { sessionBinding } from '../../watch/watch-token';
import type { GamesDeps } from '../games-deps';
import { finishCarRace, startCarRace } from './car-race';
import { finishGamePlay } from './finish-game-play';
import { GamePlayActivity } from './game-play-activity';
import { createPlayHandles, playErrors, readSharedPlayHandle, toPlayHandle } from './play-handles';
import { startGamePlay } from './start-game-play';

/**
 * Embedded games (paid for verified play time) and the car racer (paid per verified finish).
 * The user comes from the session cookie; unknown body fields are dropped unread.
 */
export function registerTimedGameRoutes(app: FastifyInstance, deps: GamesDeps) {
  const handles = createPlayHandles(deps.secret, deps.sequences ?? null);
  const activity = new GamePlayActivity(deps.db, deps.logger);
  activity.start(deps.playFlushMs ?? 15_000);
  app.addHook('onClose', async () => activity.stop());
  const client = (request: { ip?: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip ?? null,
    ua: request.headers['user-agent'] ?? null,
  });

  mountFunction(app, {
    method: 'POST',
    name: 'game-play-start',
    handler: async (request, reply) => {
      const user = await requireUser(deps.auth, request, reply);
      const body = parseInput(gamePlayStartRequestSchema, request.body ?? {});
      const game = findGame(body.gameId);
      if (!game || game.kind !== 'embedded')
        throw AppError.notFound('The requested game could not be found.');
      const token = sessionTokenFromCookie(request);
      if (!token) throw playErrors.notYours();
      return startGamePlay(deps, handles, activity, {
        userId: user.id,
        game,
        binding: sessionBinding(token),
        ...client(request),
      });
    },
  });
  // Like the watch heartbeat, no database: the signed handle is the session's state, and its
  // play reaches the session row with the next flush.
  mountFunction(app, {
    method: 'POST',
    name: 'game-play-heartbeat',
    handler: async (request) => {
      const body = parseInput(gamePlayHeartbeatRequestSchema, request.body ?? {});
      const now = deps.clock.now().getTime();
      const state = await readSharedPlayHandle(handles, request, body, now);
      const outcome = applyHeartbeat(state, now, body);
      if (outcome.state.v > state.v)
        activity.played(state.s, { userId: state.u, verifiedMs: outcome.state.v, at: now });
      return {
        ...toPlayHandle(handles, outcome.state),
        accepted: outcome.accepted,
        ...(outcome.accepted ? {} : { reason: outcome.reason }),
        verifiedSeconds: Math.floor(outcome.state.v / 1000),
      };
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'game-play-finish',
    handler: async (request, reply) => {
      const user = await requireUser(deps.auth, request, reply);
      const body = parseInput(gamePlayFinishRequestSchema, request.body ?? {});
      const state = await readSharedPlayHandle(handles, request, body, deps.clock.now().getTime());
      if (state.u !== user.id) throw playErrors.notYours();
      return finishGamePlay(deps, handles, state, body);
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'car-race-start',
    handler: async (request, reply) => {
      const user = await requireUser(deps.auth, request, reply);
      // The body names the game, so a stray request without one never starts a race.
      parseInput(carRaceStartRequestSchema, request.body);
      return startCarRace(deps, { userId: user.id, ...client(request) });
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'car-race-finish',
    handler: async (request, reply) => {
      const user = await requireUser(deps.auth, request, reply);
      const body = parseInput(carRaceFinishRequestSchema, request.body ?? {});
      return finishCarRace(deps, { userId: user.id, sessionId: body.sessionId });
    },
  });
}
