/**
 * How long an attacker must wait between guesses: a few free failures (typos), then a
 * delay that doubles with each further failure up to a ceiling. Failures are forgotten
 * after a quiet spell. No hard lock: whoever waits out the delay may try again.
 */
export interface DelayPolicy {
  /** Failures tolerated before any delay. */
  free: number;
  /** Delay after the first failure past `free`; it doubles with each one after. */
  baseMs: number;
  maxMs: number;
  /** A key with no failure for this long starts again from zero. */
  forgetMs: number;
}

export interface ThrottleState {
  failures: number;
  lastFailureAt: number;
}

export function delayAfter(failures: number, policy: DelayPolicy): number {
  if (failures <= policy.free) return 0;
  const doublings = Math.min(failures - policy.free - 1, 30);
  return Math.min(policy.baseMs * 2 ** doublings, policy.maxMs);
}

/** The state as it stands at `now`: undefined once the failures have been forgotten. */
export function live(
  state: ThrottleState | undefined,
  policy: DelayPolicy,
  now: number,
): ThrottleState | undefined {
  return state && now - state.lastFailureAt < policy.forgetMs ? state : undefined;
}

/** Milliseconds until the next attempt is allowed (0: now). */
export function waitMs(state: ThrottleState | undefined, policy: DelayPolicy, now: number): number {
  const s = live(state, policy, now);
  if (!s) return 0;
  return Math.max(0, s.lastFailureAt + delayAfter(s.failures, policy) - now);
}

export function withFailure(
  state: ThrottleState | undefined,
  policy: DelayPolicy,
  now: number,
): ThrottleState {
  const s = live(state, policy, now);
  return { failures: (s?.failures ?? 0) + 1, lastFailureAt: now };
}

/** One failure taken back (the attempt never tested a secret). */
export function withoutFailure(state: ThrottleState | undefined): ThrottleState | undefined {
  if (!state || state.failures <= 1) return undefined;
  return { ...state, failures: state.failures - 1 };
}
