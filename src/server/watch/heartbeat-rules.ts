import { heartbeatIntervalSeconds } from '@/domain/watch/watch-rules';
import type { WatchState } from './watch-token';

const intervalMs = heartbeatIntervalSeconds * 1000;
/** Heartbeats closer together than this add nothing (too frequent). */
export const minHeartbeatGapMs = intervalMs * 0.8;
/**
 * One heartbeat never verifies more than this, however long the gap: a paused or
 * throttled player resumes without a windfall.
 */
export const maxIntervalCreditMs = intervalMs * 1.2;
/** A handle left unused this long expires; the session can no longer accrue. */
export const handleLifetimeMs = 30 * 60 * 1000;

export interface Attention {
  visible: boolean;
  focused: boolean;
}

export type HeartbeatOutcome =
  | { accepted: true; state: WatchState }
  | { accepted: false; reason: 'too_frequent' | 'not_visible'; state: WatchState };

/**
 * The next state after a heartbeat at server time `now` (product rules R5): only a visible,
 * focused interval of a normal length counts, capped so that verified time never exceeds
 * the server's time since the start or the content's duration.
 */
export function applyHeartbeat(
  state: WatchState,
  now: number,
  attention: Attention,
): HeartbeatOutcome {
  const next = { ...state, q: state.q + 1, t: now, e: now + handleLifetimeMs };
  const gap = now - state.lt;
  if (gap < minHeartbeatGapMs) return { accepted: false, reason: 'too_frequent', state: next };
  if (!attention.visible || !attention.focused)
    return { accepted: false, reason: 'not_visible', state: { ...next, lt: now } };
  return {
    accepted: true,
    state: { ...next, lt: now, h: state.h + 1, v: accrue(state, now, gap) },
  };
}

/** The last interval, counted at completion: it may be short (the video ended), never long. */
export function applyFinalInterval(
  state: WatchState,
  now: number,
  attention: Attention,
): WatchState {
  const gap = now - state.lt;
  if (gap <= 0 || !attention.visible || !attention.focused) return state;
  return { ...state, lt: now, v: accrue(state, now, gap) };
}

function accrue(state: WatchState, now: number, gap: number): number {
  let v = state.v + Math.min(gap, maxIntervalCreditMs);
  v = Math.min(v, now - state.st);
  if (state.d > 0) v = Math.min(v, state.d);
  return Math.max(state.v, v);
}
