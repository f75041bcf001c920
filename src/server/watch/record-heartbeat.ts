import type { FastifyRequest } from 'fastify';
import type { PowtHeartbeatResponse, WatchHandle } from '@/domain/api/watch';
import { applyHeartbeat, type Attention } from './heartbeat-rules';
import { readHandle } from './read-handle';
import { toHandle } from './start-watch-session';
import type { WatchDeps } from './watch-deps';

/** The hottest path: verify the handle, apply the rules, sign the next handle. No database. */
export function recordHeartbeat(
  deps: WatchDeps,
  request: FastifyRequest,
  body: WatchHandle & Attention,
): PowtHeartbeatResponse {
  const now = deps.clock.now().getTime();
  const state = readHandle(deps, request, body, now);
  const outcome = applyHeartbeat(state, now, body);
  if (outcome.accepted) deps.activity.accepted(state.s, outcome.state.v, outcome.state.h, now);
  else deps.activity.accepted(state.s, state.v, state.h, now);
  return {
    ...toHandle(deps, outcome.state),
    accepted: outcome.accepted,
    ...(outcome.accepted ? {} : { reason: outcome.reason }),
    verifiedSeconds: Math.floor(outcome.state.v / 1000),
  };
}
