import type { FastifyRequest } from 'fastify';
import type { PlayHandle } from '@/domain/api/games-timed';
import { sessionTokenFromCookie } from '../../auth/session-cookie';
import { AppError } from '../../http/app-error';
import { handleLifetimeMs } from '../../watch/heartbeat-rules';
import type { HandleSequences } from '../../shared-state/shared-state';
import { ReplayGuard } from '../../watch/replay-guard';
import {
  createWatchTokenSigner,
  sessionBinding,
  type WatchState,
  type WatchTokenSigner,
} from '../../watch/watch-token';

/**
 * Game play handles: the Proof of Watch Time handle (docs/decisions/006) signed with a key
 * of its own, so a watch handle is never a game handle nor the reverse. In the state, `s`
 * is the game session id and `c` carries it again (the watch layout's content id slot).
 */
export const gamePlayHandleLabel = 'qtn/game-play-handle/v1';

export interface PlayHandles {
  signer: WatchTokenSigner;
  guard: ReplayGuard;
  /** Shared across processes, keyed `game:<session id>` apart from watch sessions. */
  sequences?: HandleSequences | null;
}

export function createPlayHandles(
  secret: string,
  sequences: HandleSequences | null = null,
): PlayHandles {
  return {
    signer: createWatchTokenSigner(secret, gamePlayHandleLabel),
    guard: new ReplayGuard(),
    sequences,
  };
}

export const playErrors = {
  invalid: () =>
    new AppError('WATCH_SESSION_INVALID', 'This game session is not valid or has expired.'),
  notYours: () =>
    new AppError('WATCH_SESSION_FORBIDDEN', 'This game session belongs to another sign-in.'),
  used: () =>
    new AppError('WATCH_HANDLE_USED', 'This game handle was already used; use the newest one.'),
};

/** The game session id as the uuid the handle layout keeps in its content slot. */
export const sessionAsUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export function firstPlayState(o: {
  sessionId: string;
  userId: string;
  binding: string;
  nowMs: number;
}): WatchState {
  const ms = o.nowMs;
  const s = o.sessionId;
  return {
    s,
    u: o.userId,
    c: sessionAsUuid(s),
    k: o.binding,
    st: ms,
    lt: ms,
    v: 0,
    h: 0,
    q: 0,
    d: 0,
    t: ms,
    e: ms + handleLifetimeMs,
  };
}

/** Signs the state into the handle the client must send next, and remembers it. */
export function toPlayHandle(handles: PlayHandles, state: WatchState): PlayHandle {
  const nonce = handles.signer.sign(state);
  handles.guard.issued(state, nonce);
  return { sessionId: state.s, nonce, ts: state.t };
}

/**
 * The verified state behind a play handle for the sign-in that sent it: signature, expiry,
 * session id, sign-in binding, and its sequence number claimed so that it works once.
 */
export function readPlayHandle(
  handles: PlayHandles,
  request: FastifyRequest,
  handle: PlayHandle,
  now: number,
): WatchState {
  const known = handles.guard.lookup(handle.sessionId, handle.nonce);
  const state = known && known.e > now ? known : handles.signer.verify(handle.nonce, now);
  if (!state || state.s !== handle.sessionId || state.t !== handle.ts) throw playErrors.invalid();
  if (state.c !== sessionAsUuid(state.s)) throw playErrors.invalid();
  const token = sessionTokenFromCookie(request);
  if (!token || sessionBinding(token) !== state.k) throw playErrors.notYours();
  if (state === known) handles.guard.spend(state);
  // Shared sequences decide instead: this process may not have seen the newest handle.
  else if (!handles.sequences && !handles.guard.claim(state.s, state.q, state.e, now)) {
    throw playErrors.used();
  }
  return state;
}

/** readPlayHandle, then the sequence number claimed across every process when shared. */
export async function readSharedPlayHandle(
  handles: PlayHandles,
  request: FastifyRequest,
  handle: PlayHandle,
  now: number,
): Promise<WatchState> {
  const state = readPlayHandle(handles, request, handle, now);
  if (handles.sequences && !(await handles.sequences.claim(`game:${state.s}`, state.q, state.e))) {
    throw playErrors.used();
  }
  return state;
}
