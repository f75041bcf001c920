import { createMemoryThrottleStore } from '../auth/throttle/throttle-store';
import { createMemoryStartLimiter } from '../watch/start-limiter';
import type { SharedState, SingleUseCodes } from './shared-state';

/** Single-use codes in this process's memory; expired ones are dropped on each claim. */
export function createMemorySingleUseCodes(now: () => number = Date.now): SingleUseCodes {
  const used = new Map<string, number>();
  return {
    claim(key, ttlMs) {
      const t = now();
      for (const [k, until] of used) if (until <= t) used.delete(k);
      if (used.has(key)) return Promise.resolve(false);
      used.set(key, t + ttlMs);
      return Promise.resolve(true);
    },
    release(key) {
      used.delete(key);
      return Promise.resolve();
    },
  };
}

/** One process (the embedded database): every store in memory, as before decision 021. */
export function createMemorySharedState(): SharedState {
  return {
    kind: 'memory',
    throttleStore: () => createMemoryThrottleStore(),
    singleUseCodes: createMemorySingleUseCodes(),
    counter: () => null,
    authRateLimit: undefined,
    handleSequences: null,
    startLimiter: (limits) => createMemoryStartLimiter(limits),
    close: () => Promise.resolve(),
  };
}
