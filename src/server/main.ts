import { fileURLToPath } from 'node:url';
import { createAdmission } from './admission/admission';
import { buildApp } from './app';
import { createClock } from './clock';
import { createAppAuth } from './auth/create-app-auth';
import { promoteConfiguredAdmins } from './auth/create-admin';
import { ConfigError, loadConfig, type Config } from './config';
import { openConfiguredDatabaseOrExit } from './db/open-configured-database';
import { retryWhileUnavailable } from './db/retry-while-unavailable';
import { seedDemoData } from './db/seed';
import { withStartupLock } from './db/startup-lock';
import { demoSeedSteps } from './demo/demo-seed';
import { serverJobs } from './jobs/server-jobs';
import { createLogger } from './logger';
import { logStartupSummary } from './logging/startup-summary';
import { fundRewardPoolOnce } from './ledger/fund-reward-pool-once';
import { createConfiguredMailer } from './integrations/mail/mailer';
import { openSharedState } from './shared-state/open-shared-state';

const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
}

const config = readConfig();
const logger = createLogger(config);
// No safety net that keeps a crashed process running (docs/decisions/031): an uncaught
// error still ends it, but leaves a structured line saying why before Node's own report.
process.on('uncaughtExceptionMonitor', (err, origin) => logger.fatal({ err, origin }, 'crashed'));
const database = await openConfiguredDatabaseOrExit(config, logger);
const clock = createClock();
const admission = createAdmission(config);
const mailer = createConfiguredMailer(config, logger);
// One per process (one Redis connection); the app closes it (decision 021).
const shared = openSharedState(config, database);
const auth = createAppAuth(config, database.db, mailer, clock, admission, shared);
let admins = { admins: [] as string[], waiting: [] as string[] };
// Many processes may start at once on one PostgreSQL: one of them does this at a time. A
// database that is down (or goes down half-way) is waited for; every step may run again.
await retryWhileUnavailable(
  'start-up',
  () =>
    withStartupLock(database, async () => {
      await database.migrate();
      await fundRewardPoolOnce(database.db, config.REWARD_POOL_INITIAL_QTT);
      if (config.SEED_DEMO_DATA) {
        const seeded = await seedDemoData({ db: database.db, auth }, demoSeedSteps);
        if (seeded.length > 0) logger.info({ steps: seeded }, 'seeded demo data');
      }
      admins = await promoteConfiguredAdmins(database.db, config.ADMIN_EMAILS);
    }),
  { logger },
);
const app = await buildApp({
  config,
  database,
  auth,
  logger,
  clock,
  webRoot,
  admission,
  shared,
  // Started when the app is ready, stopped (each waited for) by app.close() on shutdown.
  jobs: serverJobs,
  // Test code is loaded only when asked for; config refuses ENABLE_TEST_ROUTES outside NODE_ENV=test.
  testRoutes: config.ENABLE_TEST_ROUTES
    ? (await import('../test/routes/test-route-groups')).testRouteGroups
    : [],
});

const drainMs = 5_000;
const exitMs = 8_000;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Idle keep-alive sockets close at once (Fastify's default); in-flight requests get
  // until drainMs, then every socket is cut, and the process is gone by exitMs at the latest.
  const drain = setTimeout(() => app.server.closeAllConnections(), drainMs);
  const force = setTimeout(() => process.exit(1), exitMs);
  drain.unref();
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

// A deep accept queue: a burst of connections waits for accept() instead of SYN retries.
await app.listen({ host: config.HOST, port: config.PORT, backlog: 4096 });
logStartupSummary(logger, config, {
  database: database.driver,
  sharedState: shared.kind,
  admins,
});
