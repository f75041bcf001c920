import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Logger } from 'pino';
import { createAdmission, type Admission } from './admission/admission';
import { registerAdmission } from './admission/register-admission';
import { serverTimeouts } from './admission/server-timeouts';
import type { AppServices } from './app-services';
import type { Auth } from './auth/create-auth';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/open-database';
import { GamePlayActivity } from './games/timed/game-play-activity';
import type { PiPlatform } from './integrations/pi/pi-platform';
import { piPlatformFromConfig } from './integrations/pi/pi-platform-from-config';
import { registerCompression } from './http/compression';
import { registerCsrfGuard } from './http/csrf-guard';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import type { RouteGroup } from './http/define-route';
import { mountRouteGroups, refuseUndeclaredRoutes } from './http/mount-routes';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import type { Job } from './jobs/job';
import { startJobs } from './jobs/start-jobs';
import { routeGroups } from './route-registry';
import { openSharedState } from './shared-state/open-shared-state';
import type { SharedState } from './shared-state/shared-state';
import { HeartbeatActivity } from './watch/heartbeat-activity';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  clock: Clock & { shiftMs: number };
  /** Directory of the built web app, or null to serve the API only. */
  webRoot: string | null;
  /** Sees every route as it is added (tests check the OpenAPI document lists them all). */
  onRoute?: (route: RouteOptions) => void;
  /** The hashing limiter and load limits; the auth service must share its limiter. */
  admission?: Admission;
  /** The Pi Platform; by default from the configuration (null when PI_API_KEY is unset). */
  piPlatform?: PiPlatform | null;
  /** State shared with other server processes; the auth service must use the same. Closed with the app. */
  shared?: SharedState;
  /** Background jobs to run while the app is up (`serverJobs` in a server process); none by default. */
  jobs?: readonly Job[];
  /** Test-only route groups (src/test/routes); mounted only with ENABLE_TEST_ROUTES. */
  testRoutes?: readonly RouteGroup[];
}

/** Builds the HTTP app around its dependencies; it neither listens nor opens the database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, auth } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    ...serverTimeouts.fastify,
    frameworkErrors: answerFrameworkError,
  }) as unknown as FastifyInstance;
  app.server.headersTimeout = serverTimeouts.headersTimeout;
  const admission = deps.admission ?? createAdmission(config);
  const shared = deps.shared ?? openSharedState(config, database);
  app.addHook('onClose', async () => shared.close());
  // Every Pi route takes this one client; null means Pi is off (PI_NOT_CONFIGURED).
  const piPlatform = deps.piPlatform !== undefined ? deps.piPlatform : piPlatformFromConfig(config);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  refuseUndeclaredRoutes(app);
  registerErrorHandler(app);
  registerAdmission(app, admission);
  await registerSecurityHeaders(
    app,
    config.NODE_ENV === 'production',
    piPlatform ? { sdkUrl: config.PI_SDK_URL, sandbox: config.PI_SANDBOX ?? true } : null,
  );
  await registerCompression(app);
  registerCsrfGuard(app, config.TRUSTED_ORIGINS);
  const services: AppServices = {
    config,
    auth,
    database,
    db: database.db,
    clock: deps.clock,
    logger: deps.logger,
    shared,
    admission,
    piPlatform,
    heartbeats: new HeartbeatActivity(database.db, deps.logger),
    gamePlay: new GamePlayActivity(database.db, deps.logger),
  };
  startJobs(app, services, deps.jobs ?? []);
  await mountRouteGroups(app, services, [...routeGroups, ...(deps.testRoutes ?? [])]);
  await registerWebApp(app, deps.webRoot);
  return app;
}
