import type { Redis } from 'ioredis';
import type { ThrottleState } from '../auth/throttle/progressive-delay';
import type { ThrottleStore } from '../auth/throttle/throttle-store';
import { redisScript } from './redis-script';
import { orUnavailable } from './shared-state-unavailable';

/** Writes the new value only if the key still holds the one read: compare-and-set. */
const compareAndSet = `
local current = redis.call('GET', KEYS[1]) or ''
if current ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1])
else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`;

const encode = (s: ThrottleState | undefined) => (s ? `${s.failures}:${s.lastFailureAt}` : '');
const decode = (v: string | null): ThrottleState | undefined => {
  if (!v) return undefined;
  const [failures, lastFailureAt] = v.split(':').map(Number);
  return { failures: failures ?? 0, lastFailureAt: lastFailureAt ?? 0 };
};

/**
 * Throttle counters in Redis (qtn:throttle:<namespace>:<key>, expiring with the policy's
 * forget time). Read, decide, then a Lua compare-and-set: a write that lost a race to
 * another process reads again, so each attempt is counted exactly once.
 */
export function createRedisThrottleStore(client: Redis, namespace: string): ThrottleStore {
  const cas = redisScript(client, 'qtnThrottleCas', 1, compareAndSet);
  return {
    update(rawKey, ttlMs, change) {
      const key = `qtn:throttle:${namespace}:${rawKey}`;
      return orUnavailable(async () => {
        for (let attempt = 0; attempt < 100; attempt++) {
          const read = (await client.get(key)) ?? '';
          const next = change(decode(read));
          if ((await cas(key, read, encode(next), ttlMs)) === 1) return next;
        }
        throw new Error('throttle key too contended');
      });
    },
  };
}
