import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AuthRateLimitStorage, Counter } from './shared-state';
import { orUnavailable } from './shared-state-unavailable';

export type MakeLimiter = (
  keyPrefix: string,
  points: number,
  durationS: number,
) => RateLimiterAbstract;

/** rate-limiter-flexible over our rate_limit_counters table (migration 0010 creates it). */
export const postgresLimiters =
  (pool: pg.Pool): MakeLimiter =>
  (keyPrefix, points, duration) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limit_counters',
      tableCreated: true,
      keyPrefix,
      points,
      duration,
    });

/** rate-limiter-flexible in Redis: keys qtn:rl:<name>:<key>, each expiring with its window. */
export const redisLimiters =
  (client: Redis): MakeLimiter =>
  (keyPrefix, points, duration) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `qtn:rl:${keyPrefix}`,
      points,
      duration,
    });

/** One fixed window: 0 when the hit is allowed, else the milliseconds until the window ends. */
export function createCounter(limiter: RateLimiterAbstract): Counter {
  return {
    hit: (key) =>
      orUnavailable(async () => {
        try {
          await limiter.consume(key);
          return 0;
        } catch (res) {
          if (res instanceof RateLimiterRes) return Math.max(1, res.msBeforeNext);
          throw res;
        }
      }),
  };
}

/**
 * better-auth's rate limit over the same counters: one limiter per (window, max) rule its
 * configuration names, made on first use. better-auth answers 429 with X-Retry-After.
 */
export function createAuthRateLimitStorage(make: MakeLimiter): AuthRateLimitStorage {
  const counters = new Map<string, Counter>();
  return {
    async consume(key, rule) {
      const name = `auth:${rule.window}:${rule.max}`;
      let counter = counters.get(name);
      if (!counter) {
        counter = createCounter(make(name, rule.max, rule.window));
        counters.set(name, counter);
      }
      const waitMs = await counter.hit(key);
      return waitMs === 0
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: Math.ceil(waitMs / 1000) };
    },
  };
}
