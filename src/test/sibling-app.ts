import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { createAppAuth } from '@/server/auth/create-app-auth';
import { serverJobs } from '@/server/jobs/server-jobs';
import { createLogger } from '@/server/logger';
import { createConfiguredMailer } from '@/server/integrations/mail/mailer';
import { openSharedState } from '@/server/shared-state/open-shared-state';
import { testRouteGroups } from './routes/test-route-groups';
import type { TestApp } from './test-app';

/**
 * A second app over the same database with its own memory and its own connection to the
 * shared store, as another server process would be (docs/decisions/021). Close it before `t`.
 */
export async function siblingApp(t: TestApp): Promise<FastifyInstance> {
  const logger = createLogger(t.config);
  const shared = openSharedState(t.config, t.database, t.redisKeyPrefix);
  const mailer = createConfiguredMailer(t.config, logger);
  const auth = createAppAuth(t.config, t.database.db, mailer, t.clock, t.admission, shared);
  const app = await buildApp({
    ...t,
    auth,
    logger,
    webRoot: null,
    shared,
    jobs: serverJobs,
    testRoutes: testRouteGroups,
  });
  await app.ready();
  return app;
}
