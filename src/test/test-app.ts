import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createAdmission, type Admission } from '@/server/admission/admission';
import { buildApp } from '@/server/app';
import { createAppAuth } from '@/server/auth/create-app-auth';
import type { Auth } from '@/server/auth/create-auth';
import { createClock } from '@/server/clock';
import { loadConfig, type Config } from '@/server/config';
import type { DatabaseHandle } from '@/server/db/open-database';
import { serverJobs } from '@/server/jobs/server-jobs';
import { fundRewardPoolOnce } from '@/server/ledger/fund-reward-pool-once';
import { createLogger } from '@/server/logger';
import { createConfiguredMailer } from '@/server/integrations/mail/mailer';
import { openSharedState } from '@/server/shared-state/open-shared-state';
import { watchDeclaredAnswers } from './declared-answers';
import { testRouteGroups } from './routes/test-route-groups';
import { reusedPasswordHashing } from './reused-password-hashing';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  auth: Auth;
  clock: ReturnType<typeof createClock>;
  config: Config;
  database: DatabaseHandle;
  admission: Admission;
  /** This app's Redis keys start with it (when REDIS_URL is set): test files share one Redis. */
  redisKeyPrefix: string;
  /** Answers of declared routes so far: any undeclared one fails `close()`. */
  answers: ReturnType<typeof watchDeclaredAnswers>;
  close(): Promise<void>;
}

export const testOrigin = 'http://localhost:3000';

/** One per test process: every app of a worker reuses its hashes (decision 052). */
const passwordHashing = reusedPasswordHashing();

/** The real HTTP app, in process, over a fresh test database and a temporary data directory. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string | null;
    /** Registers extra routes before the app is ready, e.g. to exercise the error handler. */
    extend?: (app: FastifyInstance, auth: Auth) => void | Promise<void>;
    /** Sees every route the app adds, from the first. */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: testOrigin,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    AUTH_RATE_LIMIT: 'false',
    // A busy test machine must not make the app refuse work; tests of shedding turn it on.
    SHED_LOOP_DELAY_MS: '0',
    // Parallel sign-ups hash passwords on two busy cores: a 2 s wait for a hashing slot
    // turned sign-ups into 503s in CI. The admission tests set their own bounds.
    HASH_MAX_WAIT_MS: '60000',
    // Every injected request comes from 127.0.0.1; the limits have their own tests.
    WATCH_ACCOUNTS_PER_IP: '0',
    WATCH_ACCOUNTS_PER_SUBNET: '0',
    GAME_ACCOUNTS_PER_IP: '0',
    GAME_ACCOUNTS_PER_SUBNET: '0',
    // Runs appear only where a test asks for them (Run Now, or the scheduler's own tests).
    PILOT_SCHEDULER: 'off',
    // TEST_SHARED_STATE=redis runs any app test with its shared state in TEST_REDIS_URL.
    ...(process.env.TEST_SHARED_STATE === 'redis' ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...options.env,
  });
  const logger = createLogger(config);
  const clock = createClock();
  const admission = createAdmission(config);
  const mailer = createConfiguredMailer(config, logger);
  const redisKeyPrefix = `test-${randomBytes(6).toString('hex')}:`;
  const shared = openSharedState(config, database, redisKeyPrefix);
  const auth = createAppAuth(
    config,
    database.db,
    mailer,
    clock,
    admission,
    shared,
    passwordHashing,
  );
  await fundRewardPoolOnce(database.db, config.REWARD_POOL_INITIAL_QTT);
  const app = await buildApp({
    config,
    database,
    auth,
    logger,
    clock,
    webRoot: options.webRoot ?? null,
    admission,
    shared,
    // As main.ts does; the scheduler runs only where a test turns PILOT_SCHEDULER on.
    jobs: serverJobs,
    testRoutes: testRouteGroups,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  const answers = watchDeclaredAnswers(app);
  await options.extend?.(app, auth);
  await app.ready();
  return {
    app,
    auth,
    clock,
    config,
    database,
    admission,
    redisKeyPrefix,
    answers,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (answers.problems.length > 0)
        throw new Error(`Answers their routes do not declare:\n${answers.problems.join('\n')}`);
    },
  };
}
