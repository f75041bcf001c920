import type { FastifyRequest } from 'fastify';
import type { WatchHandle } from '@/domain/api/watch';
import { sessionTokenFromCookie } from '../auth/session-cookie';
import type { HandleSequences } from '../shared-state/shared-state';
import type { WatchDeps } from './watch-deps';
import { watchErrors } from './watch-errors';
import { sessionBinding, type WatchState } from './watch-token';

/**
 * The verified state behind a handle, for the sign-in session that sent it. Checks the
 * signature and expiry, that the handle belongs to the session id and sign-in, and claims
 * its sequence number so that it works once. No database; with shared sequences the claim
 * is readSharedHandle's.
 */
export function readHandle(
  deps: WatchDeps,
  request: FastifyRequest,
  handle: WatchHandle,
  now: number,
): WatchState {
  // The handle this process issued last needs no signature check (it is our own string).
  const known = deps.guard.lookup(handle.sessionId, handle.nonce);
  const state = known && known.e > now ? known : deps.signer.verify(handle.nonce, now);
  if (!state || state.s !== handle.sessionId || state.t !== handle.ts) {
    deps.activity.rejected(state?.s ?? null, now);
    throw watchErrors.invalid();
  }
  const token = sessionTokenFromCookie(request);
  if (!token || sessionBinding(token) !== state.k) {
    deps.activity.rejected(state.s, now);
    throw watchErrors.notYours();
  }
  if (state === known) deps.guard.spend(state);
  // Shared sequences decide instead: this process may not have seen the newest handle.
  else if (!deps.sequences && !deps.guard.claim(state.s, state.q, state.e, now)) {
    throw replayed(deps, state, now);
  }
  return state;
}

/** readHandle, then the sequence number claimed across every process (one round trip). */
export async function readSharedHandle(
  deps: WatchDeps & { sequences: HandleSequences },
  request: FastifyRequest,
  handle: WatchHandle,
  now: number,
): Promise<WatchState> {
  const state = readHandle(deps, request, handle, now);
  if (!(await deps.sequences.claim(state.s, state.q, state.e))) throw replayed(deps, state, now);
  return state;
}

function replayed(deps: WatchDeps, state: WatchState, now: number) {
  deps.activity.rejected(state.s, now);
  deps.logger.warn({ sessionId: state.s, seq: state.q }, 'watch handle replayed');
  return watchErrors.used();
}
