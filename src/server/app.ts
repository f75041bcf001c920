import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Logger } from 'pino';
import { registerAdminRoutes } from './admin/admin-routes';
import { registerAnalyticsRoutes } from './analytics/analytics-routes';
import { createAdmission, type Admission } from './admission/admission';
import { registerAdmission } from './admission/register-admission';
import { serverTimeouts } from './admission/server-timeouts';
import { resolveAuthSecret } from './auth/auth-secret';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerBetaRoutes } from './beta/beta-routes';
import { createAppDeviceCookie, createAppSignInGuard } from './auth/create-app-sign-in-guard';
import { registerSignInLinkRoutes } from './auth/sign-in-link/sign-in-link-routes';
import type { Auth } from './auth/create-auth';
import { registerChainRoutes } from './chain/chain-routes';
import type { Clock } from './clock';
import type { Config } from './config';
import { registerContentRoutes } from './content/content-routes';
import type { DatabaseHandle } from './db/open-database';
import { registerFarmRoutes } from './security/farm-routes';
import { registerHealthRoutes, registerPingRoute } from './health/health-routes';
import type { PiPlatform } from './integrations/pi/pi-platform';
import { piPlatformFromConfig } from './integrations/pi/pi-platform-from-config';
import { registerCompression } from './http/compression';
import { registerCsrfGuard } from './http/csrf-guard';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { registerPiPayments } from './pi/register-pi-payments';
import { registerPiRoutes } from './pi/pi-routes';
import { registerOpenApiRoute } from './openapi/openapi-document';
import { registerPilot } from './pilot/pilot-routes';
import { registerSecurityRoutes } from './security/security-routes';
import { openSharedState } from './shared-state/open-shared-state';
import type { SharedState } from './shared-state/shared-state';
import { registerTestRoutes } from './testing/test-routes';
import { version } from './version';
import { registerWalletRoutes } from './wallet/wallet-routes';
import { qtt } from '@/domain/money/qtt';
import { HeartbeatActivity } from './watch/heartbeat-activity';
import { ReplayGuard } from './watch/replay-guard';
import { gameEarning } from './games/game-earning';
import { registerGameRoutes } from './games/games-routes';
import { registerWatchRoutes } from './watch/watch-routes';
import { createWatchTokenSigner } from './watch/watch-token';

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
  registerErrorHandler(app);
  registerAdmission(app, admission);
  await registerSecurityHeaders(
    app,
    config.NODE_ENV === 'production',
    piPlatform ? { sdkUrl: config.PI_SDK_URL, sandbox: config.PI_SANDBOX ?? true } : null,
  );
  await registerCompression(app);
  registerCsrfGuard(app, config.TRUSTED_ORIGINS);
  registerHealthRoutes(app, { database, version, startedAt: Date.now(), admission });
  registerPingRoute(app);
  await registerAuthRoutes(
    app,
    auth,
    createAppSignInGuard(config, auth, deps.clock, shared),
    config.PUBLIC_URL,
    admission.authLimiter,
  );
  registerSignInLinkRoutes(app, {
    auth,
    clock: deps.clock,
    shared,
    device: createAppDeviceCookie(config),
    secret: resolveAuthSecret(config),
    requireEmailConfirmation: config.REQUIRE_EMAIL_CONFIRMATION,
    rateLimit: config.AUTH_RATE_LIMIT,
  });
  registerAdminRoutes(app, { auth, db: database.db });
  registerWalletRoutes(app, {
    auth,
    db: database.db,
    clock: deps.clock,
    vaultReserveShareBps: config.VAULT_RESERVE_SHARE_BPS,
  });
  registerChainRoutes(app, config);
  const activity = new HeartbeatActivity(database.db, deps.logger);
  activity.start(config.HEARTBEAT_FLUSH_MS);
  app.addHook('onClose', async () => activity.stop());
  registerWatchRoutes(app, auth, {
    db: database.db,
    clock: deps.clock,
    logger: deps.logger,
    signer: createWatchTokenSigner(resolveAuthSecret(config)),
    guard: new ReplayGuard(),
    sequences: shared.handleSequences,
    activity,
    dailyCapUnits: qtt(config.WATCH_DAILY_CAP_QTT),
    startLimiter: shared.startLimiter({
      perAddress: config.WATCH_ACCOUNTS_PER_IP,
      perSubnet: config.WATCH_ACCOUNTS_PER_SUBNET,
      windowMs: 3_600_000,
    }),
    requireConfirmedEmail: config.REQUIRE_EMAIL_CONFIRMATION,
  });
  await registerContentRoutes(app, {
    auth,
    db: database.db,
    clock: deps.clock,
    dataDir: config.DATA_DIR,
    oembedUrl: config.OEMBED_URL,
    uploadLimitBytes: config.UPLOAD_LIMIT_BYTES,
  });
  registerSecurityRoutes(app, {
    auth,
    db: database.db,
    clock: deps.clock,
    activity,
    ...(config.ADMIN_KEY ? { adminKey: config.ADMIN_KEY } : {}),
  });
  registerFarmRoutes(app, {
    auth,
    db: database.db,
    clock: deps.clock,
    dailyCapUnits: qtt(config.WATCH_DAILY_CAP_QTT),
    games: {
      perAddress: config.GAME_ACCOUNTS_PER_IP,
      perSubnet: config.GAME_ACCOUNTS_PER_SUBNET,
      dailyCapUnits: qtt(config.GAME_DAILY_CAP_QTT),
    },
    ...(config.ADMIN_KEY ? { adminKey: config.ADMIN_KEY } : {}),
  });
  registerGameRoutes(app, {
    auth,
    db: database.db,
    clock: deps.clock,
    logger: deps.logger,
    dailyCapUnits: qtt(config.GAME_DAILY_CAP_QTT),
    secret: resolveAuthSecret(config),
    devMode: config.NODE_ENV !== 'production',
    sequences: shared.handleSequences,
    playFlushMs: config.HEARTBEAT_FLUSH_MS,
    earning: gameEarning(config, shared),
  });
  registerPiRoutes(app, { config, auth, db: database.db, piPlatform, shared });
  registerPiPayments(app, {
    auth,
    config,
    db: database.db,
    clock: deps.clock,
    logger: deps.logger,
    piPlatform,
  });
  registerPilot(app, {
    auth,
    db: database.db,
    clock: deps.clock,
    logger: deps.logger,
    config,
    ...(config.ADMIN_KEY ? { adminKey: config.ADMIN_KEY } : {}),
  });
  registerBetaRoutes(app, {
    auth,
    db: database.db,
    clock: deps.clock,
    secret: resolveAuthSecret(config),
    rateLimit: config.AUTH_RATE_LIMIT,
    shared,
  });
  registerAnalyticsRoutes(app, {
    auth,
    db: database.db,
    clock: deps.clock,
    ratePerMinute: config.ANALYTICS_RATE_LIMIT,
    shared,
  });
  registerOpenApiRoute(app);
  if (config.ENABLE_TEST_ROUTES)
    registerTestRoutes(app, { auth, db: database.db, clock: deps.clock });
  await registerWebApp(app, deps.webRoot);
  return app;
}
