import type { FastifyInstance } from 'fastify';
import {
  logWatchEventRequestSchema,
  powtCompleteRequestSchema,
  powtHeartbeatRequestSchema,
  powtHeartbeatResponseSchema,
  powtStartRequestSchema,
} from '@/domain/api/watch';
import type { Auth } from '../auth/create-auth';
import { sessionTokenFromCookie } from '../auth/session-cookie';
import { requireUser } from '../auth/session-guards';
import { responseJsonSchema } from '../http/json-schema';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import { completeWatchSession } from './complete-watch-session';
import { logWatchEvent } from './log-watch-event';
import { readHandle, readSharedHandle } from './read-handle';
import { recordHeartbeat } from './record-heartbeat';
import { startWatchSession } from './start-watch-session';
import type { WatchDeps } from './watch-deps';
import { watchErrors } from './watch-errors';
import { sessionBinding } from './watch-token';

// Fastify compiles this into a fast serializer once, at boot; generated from the contract.
const heartbeatResponseSchema = responseJsonSchema(powtHeartbeatResponseSchema);

/**
 * Proof of Watch Time (product rules R5). The user comes from the sign-in session, never from
 * the body: unknown fields such as userId, amount or credited are dropped unread.
 */
export function registerWatchRoutes(app: FastifyInstance, auth: Auth, deps: WatchDeps) {
  mountFunction(app, {
    method: 'POST',
    name: 'powt-start',
    handler: async (request, reply) => {
      const user = await requireUser(auth, request, reply);
      const body = parseInput(powtStartRequestSchema, request.body ?? {});
      const token = sessionTokenFromCookie(request);
      if (!token) throw watchErrors.notYours();
      return startWatchSession(deps, {
        userId: user.id,
        contentId: body.contentId,
        binding: sessionBinding(token),
        ip: request.ip ?? null,
        ua: request.headers['user-agent'] ?? null,
      });
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'powt-heartbeat',
    schema: { response: { 200: heartbeatResponseSchema } },
    handler: async (request) =>
      recordHeartbeat(deps, request, parseInput(powtHeartbeatRequestSchema, request.body ?? {})),
  });
  mountFunction(app, {
    method: 'POST',
    name: 'powt-complete',
    handler: async (request, reply) => {
      // The session lookup also proves the sign-in is still alive before anything is paid.
      const user = await requireUser(auth, request, reply);
      const body = parseInput(powtCompleteRequestSchema, request.body ?? {});
      const now = deps.clock.now().getTime();
      const { sequences } = deps;
      const state = sequences
        ? await readSharedHandle({ ...deps, sequences }, request, body, now)
        : readHandle(deps, request, body, now);
      if (state.u !== user.id) throw watchErrors.notYours();
      return completeWatchSession(deps, state, body);
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'log-watch-event',
    handler: async (request, reply) => {
      const user = await requireUser(auth, request, reply);
      const body = parseInput(logWatchEventRequestSchema, request.body ?? {});
      return logWatchEvent(deps.db, { ...body, userId: user.id, now: deps.clock.now() });
    },
  });
}
