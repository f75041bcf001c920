import type { Config } from '../config';
import type { DatabaseHandle } from '../db/open-database';
import { createPgHandleSequences, createRedisHandleSequences } from './handle-sequences';
import { createMemorySharedState } from './memory-shared-state';
import { createPgThrottleStore } from './pg-throttle-store';
import { openRedis } from '../integrations/redis/redis-client';
import { createRedisThrottleStore } from './redis-throttle-store';
import {
  createAuthRateLimitStorage,
  createCounter,
  postgresLimiters,
  redisLimiters,
  type MakeLimiter,
} from './shared-counters';
import type { SharedState } from './shared-state';
import { createPgStartLimiter, createRedisStartLimiter } from './shared-start-limiter';
import { createPgSingleUseCodes, createRedisSingleUseCodes } from './single-use-codes';

/**
 * Where this process keeps what all processes must share (docs/decisions/021): Redis when
 * REDIS_URL is set, else PostgreSQL when the database is PostgreSQL, else memory (the
 * embedded database is one process by construction).
 */
export function openSharedState(
  config: Pick<Config, 'REDIS_URL'>,
  database: DatabaseHandle,
  /** Prepended to every Redis key: tests sharing one Redis keep apart. */
  redisKeyPrefix = '',
): SharedState {
  if (config.REDIS_URL) return redisSharedState(config.REDIS_URL, redisKeyPrefix);
  if (database.driver === 'postgres' && database.pool) {
    return postgresSharedState(database, postgresLimiters(database.pool));
  }
  return createMemorySharedState();
}

const counterOf = (make: MakeLimiter) => (name: string, max: number, windowMs: number) =>
  createCounter(make(name, max, Math.ceil(windowMs / 1000)));

function postgresSharedState(database: DatabaseHandle, make: MakeLimiter): SharedState {
  const { db } = database;
  return {
    kind: 'postgres',
    throttleStore: (namespace) => createPgThrottleStore(db, namespace),
    singleUseCodes: createPgSingleUseCodes(db),
    counter: counterOf(make),
    authRateLimit: createAuthRateLimitStorage(make),
    handleSequences: createPgHandleSequences(db),
    startLimiter: (limits) => createPgStartLimiter(db, limits),
    // The pool is the database handle's; whoever opened it closes it.
    close: () => Promise.resolve(),
  };
}

function redisSharedState(url: string, keyPrefix: string): SharedState {
  const client = openRedis(url, keyPrefix);
  const make = redisLimiters(client);
  return {
    kind: 'redis',
    throttleStore: (namespace) => createRedisThrottleStore(client, namespace),
    singleUseCodes: createRedisSingleUseCodes(client),
    counter: counterOf(make),
    authRateLimit: createAuthRateLimitStorage(make),
    handleSequences: createRedisHandleSequences(client),
    startLimiter: (limits) => createRedisStartLimiter(client, limits),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
