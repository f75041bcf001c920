import { randomBytes } from 'node:crypto';
import { createTestDatabase } from './test-database';
import type { DatabaseHandle } from '@/server/db/open-database';
import { createMemorySharedState } from '@/server/shared-state/memory-shared-state';
import { openSharedState } from '@/server/shared-state/open-shared-state';
import { createPgHandleSequences } from '@/server/shared-state/handle-sequences';
import { createPgThrottleStore } from '@/server/shared-state/pg-throttle-store';
import type { SharedState } from '@/server/shared-state/shared-state';
import { createPgStartLimiter } from '@/server/shared-state/shared-start-limiter';
import { createPgSingleUseCodes } from '@/server/shared-state/single-use-codes';

export interface Backend {
  name: string;
  /** Why this backend is not tested here, or null when it is. */
  skipped: string | null;
  open(): Promise<{ state: SharedState; database: DatabaseHandle | null; close(): Promise<void> }>;
}

/** A fresh name, so parallel test files never share keys in one Redis or database. */
export const unique = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** TEST_REDIS_URL, which the PostgreSQL leg must have: there Redis is tested, never skipped. */
export function redisOnPostgresLeg(): string | undefined {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (process.env.TEST_DATABASE_URL && !redisUrl) {
    throw new Error(
      'TEST_REDIS_URL is not set: run the PostgreSQL leg through scripts/with-redis.sh',
    );
  }
  return redisUrl;
}

/**
 * The stores as each deployment uses them: memory (embedded, one process), the database
 * stores on PGlite (same SQL as PostgreSQL; counters need a pg pool, so none), PostgreSQL
 * (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL). On the PostgreSQL leg of `npm test`
 * (scripts/with-redis.sh sets TEST_REDIS_URL) Redis is required, never skipped.
 */
export function sharedBackends(): Backend[] {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = redisOnPostgresLeg();
  return [
    {
      name: 'memory',
      skipped: null,
      open: () => {
        const state = createMemorySharedState();
        return Promise.resolve({ state, database: null, close: () => state.close() });
      },
    },
    {
      name: 'PGlite',
      skipped: pgUrl ? 'the PostgreSQL leg tests PostgreSQL itself' : null,
      open: async () => {
        const database = await createTestDatabase();
        const { db } = database;
        const state: SharedState = {
          ...createMemorySharedState(),
          kind: 'postgres',
          throttleStore: (namespace) => createPgThrottleStore(db, namespace),
          singleUseCodes: createPgSingleUseCodes(db),
          handleSequences: createPgHandleSequences(db),
          startLimiter: (limits) => createPgStartLimiter(db, limits),
        };
        return { state, database, close: () => database.close() };
      },
    },
    {
      name: 'PostgreSQL',
      skipped: pgUrl ? null : 'TEST_DATABASE_URL is not set (npm run test:pg sets it)',
      open: async () => {
        const database = await createTestDatabase();
        const state = openSharedState({}, database);
        return { state, database, close: () => database.close() };
      },
    },
    {
      name: 'Redis',
      skipped: redisUrl ? null : 'TEST_REDIS_URL is not set (scripts/with-redis.sh sets it)',
      open: () => {
        const state = openSharedState({ REDIS_URL: redisUrl ?? '' }, {
          driver: 'pglite',
        } as DatabaseHandle);
        return Promise.resolve({ state, database: null, close: () => state.close() });
      },
    },
  ];
}
