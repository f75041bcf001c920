import type { FastifyRequest } from 'fastify';
import type { PowtHeartbeatResponse, WatchHandle } from '@/domain/api/watch';
import { applyHeartbeat, type Attention } from './heartbeat-rules';
import { readHandle, readSharedHandle } from './read-handle';
import { toHandle } from './start-watch-session';
import type { WatchDeps } from './watch-deps';
import type { WatchState } from './watch-token';

/**
 * The hottest path: verify the handle, apply the rules, sign the next handle. No database;
 * with several processes, one round trip to claim the handle's sequence number.
 */
export function recordHeartbeat(
  deps: WatchDeps,
  request: FastifyRequest,
  body: WatchHandle & Attention,
): PowtHeartbeatResponse | Promise<PowtHeartbeatResponse> {
  const now = deps.clock.now().getTime();
  const { sequences } = deps;
  if (sequences) {
    return readSharedHandle({ ...deps, sequences }, request, body, now).then((state) =>
      answer(deps, state, now, body),
    );
  }
  return answer(deps, readHandle(deps, request, body, now), now, body);
}

function answer(
  deps: WatchDeps,
  state: WatchState,
  now: number,
  body: Attention,
): PowtHeartbeatResponse {
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
