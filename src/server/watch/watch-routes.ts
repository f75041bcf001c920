import {
  logWatchEventRequestSchema,
  logWatchEventResponseSchema,
  powtCompleteRequestSchema,
  powtCompleteResponseSchema,
  powtHeartbeatRequestSchema,
  powtHeartbeatResponseSchema,
  powtStartRequestSchema,
  powtStartResponseSchema,
} from '@/domain/api/watch';
import { watchEarnedSchema } from '@/domain/api/watch-rewards';
import { qtt } from '@/domain/money/qtt';
import { resolveAuthSecret } from '../auth/auth-secret';
import { sessionTokenFromCookie } from '../auth/session-cookie';
import { defineRoutes } from '../http/define-route';
import { completeWatchSession } from './complete-watch-session';
import { logWatchEvent } from './log-watch-event';
import { readHandle, readSharedHandle } from './read-handle';
import { recordHeartbeat } from './record-heartbeat';
import { ReplayGuard } from './replay-guard';
import { startWatchSession } from './start-watch-session';
import { watchEarned } from './watch-earned';
import type { WatchDeps } from './watch-deps';
import { watchErrors } from './watch-errors';
import { createWatchTokenSigner, sessionBinding } from './watch-token';

const handleErrors = [
  'WATCH_SESSION_INVALID',
  'WATCH_SESSION_FORBIDDEN',
  'WATCH_HANDLE_USED',
] as const;

/**
 * Proof of Watch Time (product rules R5). The user comes from the sign-in session, never from
 * the body: unknown fields such as userId, amount or credited are dropped unread.
 */
export const watchRoutes = defineRoutes({
  area: 'watch',
  setup: ({ config, db, clock, logger, shared, heartbeats }): WatchDeps => ({
    db,
    clock,
    logger,
    signer: createWatchTokenSigner(resolveAuthSecret(config)),
    guard: new ReplayGuard(),
    sequences: shared.handleSequences,
    activity: heartbeats,
    dailyCapUnits: qtt(config.WATCH_DAILY_CAP_QTT),
    startLimiter: shared.startLimiter({
      perAddress: config.WATCH_ACCOUNTS_PER_IP,
      perSubnet: config.WATCH_ACCOUNTS_PER_SUBNET,
      windowMs: 3_600_000,
    }),
    requireConfirmedEmail: config.REQUIRE_EMAIL_CONFIRMATION,
  }),
  routes: (route) => [
    route({
      method: 'GET',
      name: 'watch-earned',
      operationId: 'listWatchEarned',
      summary: 'The items whose watch reward the user was paid',
      access: 'member',
      responses: { 200: watchEarnedSchema },
      errors: [],
      handler: ({ deps, caller }) => watchEarned(deps.db, caller.id),
    }),
    route({
      method: 'POST',
      name: 'powt-start',
      operationId: 'startWatch',
      summary: 'Starts a watch',
      access: 'member',
      body: powtStartRequestSchema,
      responses: { 200: powtStartResponseSchema },
      errors: ['NOT_FOUND', 'WATCH_SESSION_FORBIDDEN', 'RATE_LIMITED'],
      handler: ({ deps, caller, body, request }) => {
        const token = sessionTokenFromCookie(request);
        if (!token) throw watchErrors.notYours();
        return startWatchSession(deps, {
          userId: caller.id,
          contentId: body.contentId,
          binding: sessionBinding(token),
          ip: request.ip ?? null,
          ua: request.headers['user-agent'] ?? null,
        });
      },
    }),
    // The hottest path: no session read; the signed handle is the session's state.
    route({
      method: 'POST',
      name: 'powt-heartbeat',
      operationId: 'watchHeartbeat',
      summary: 'Reports watching; answers the next handle',
      access: 'visitor',
      body: powtHeartbeatRequestSchema,
      responses: { 200: powtHeartbeatResponseSchema },
      errors: handleErrors,
      fastSerializer: true,
      handler: ({ deps, body, request }) => recordHeartbeat(deps, request, body),
    }),
    route({
      method: 'POST',
      name: 'powt-complete',
      operationId: 'completeWatch',
      summary: 'Ends a watch and credits it',
      access: 'member',
      body: powtCompleteRequestSchema,
      responses: { 200: powtCompleteResponseSchema },
      errors: handleErrors,
      // The session lookup also proves the sign-in is still alive before anything is paid.
      handler: async ({ deps, caller, body, request }) => {
        const now = deps.clock.now().getTime();
        const { sequences } = deps;
        const state = sequences
          ? await readSharedHandle({ ...deps, sequences }, request, body, now)
          : readHandle(deps, request, body, now);
        if (state.u !== caller.id) throw watchErrors.notYours();
        return completeWatchSession(deps, state, body);
      },
    }),
    route({
      method: 'POST',
      name: 'log-watch-event',
      operationId: 'logWatchEvent',
      summary: 'Logs a player event',
      access: 'member',
      body: logWatchEventRequestSchema,
      responses: { 200: logWatchEventResponseSchema },
      errors: ['NOT_FOUND'],
      handler: ({ deps, caller, body }) =>
        logWatchEvent(deps.db, { ...body, userId: caller.id, now: deps.clock.now() }),
    }),
  ],
});
