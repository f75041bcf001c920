import {
  waitMs,
  withFailure,
  withoutFailure,
  type DelayPolicy,
  type ThrottleState,
} from './progressive-delay';
import type { ThrottleStore } from './throttle-store';

/**
 * One progressive-delay counter family over a store. An attempt is counted as a failure
 * before it runs, so a burst of parallel guesses cannot all slip through one open slot;
 * the outcome then forgives or refunds it.
 */
export interface Throttle {
  /** 0 when the attempt may go ahead (and is now counted), else how long to wait. */
  acquire(key: string): Promise<number>;
  /** The secret was right: this key starts again from zero. */
  forgive(key: string): Promise<void>;
  /** The attempt tested no secret (bad request, unconfirmed email …): uncount it. */
  refund(key: string): Promise<void>;
}

export function createThrottle(
  store: ThrottleStore,
  policy: DelayPolicy,
  now: () => number,
): Throttle {
  return {
    async acquire(key) {
      let wait = 0;
      await store.update(key, policy.forgetMs, (state: ThrottleState | undefined) => {
        wait = waitMs(state, policy, now());
        return wait > 0 ? state : withFailure(state, policy, now());
      });
      return wait;
    },
    async forgive(key) {
      await store.update(key, policy.forgetMs, () => undefined);
    },
    async refund(key) {
      await store.update(key, policy.forgetMs, withoutFailure);
    },
  };
}
