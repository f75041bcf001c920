import type { ThrottleState } from './progressive-delay';

/**
 * Where throttle counters live. In memory today (one server process); a PostgreSQL or
 * Redis store can replace it when the server scales out, as long as `update` is atomic
 * per key (e.g. SELECT … FOR UPDATE, or a Lua script).
 */
export interface ThrottleStore {
  /** Replaces the state under `key` with `change(current)`; undefined deletes it. */
  update(
    key: string,
    ttlMs: number,
    change: (current: ThrottleState | undefined) => ThrottleState | undefined,
  ): Promise<ThrottleState | undefined>;
}

export function createMemoryThrottleStore(maxEntries = 100_000): ThrottleStore {
  const entries = new Map<string, { state: ThrottleState; expiresAt: number }>();
  const evict = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    // Still full: drop the oldest keys rather than grow without bound under a flood.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };
  return {
    // Synchronous inside: single-threaded JS makes read-change-write atomic per key.
    update(key, ttlMs, change) {
      const entry = entries.get(key);
      const current = entry && entry.expiresAt > Date.now() ? entry.state : undefined;
      const next = change(current);
      entries.delete(key);
      if (next) {
        if (entries.size >= maxEntries) evict();
        entries.set(key, { state: next, expiresAt: Date.now() + ttlMs });
      }
      return Promise.resolve(next);
    },
  };
}
