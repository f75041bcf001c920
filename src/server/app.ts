import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/open-database';
import { registerHealthRoutes } from './health/health-routes';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { version } from './version';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Directory of the built web app, or null to serve the API only. */
  webRoot: string | null;
}

/** Builds the HTTP app around its dependencies; it neither listens nor opens the database. */
export async function buildApp({ config, database, webRoot }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.NODE_ENV === 'production');
  registerHealthRoutes(app, { database, version, startedAt: Date.now() });
  await registerWebApp(app, webRoot);
  return app;
}
