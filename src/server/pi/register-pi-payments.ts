import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Auth } from '../auth/create-auth';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/open-database';
import type { PiPlatform } from '../integrations/pi/pi-platform';
import { registerPiAdminRoutes } from './pi-admin-routes';
import type { PiDeps } from './pi-deps';
import { registerPiPaymentRoutes } from './pi-payment-routes';

/** Buying QTT with Pi and the admin's stuck payments; with Pi off, every route answers 503. */
export function registerPiPayments(
  app: FastifyInstance,
  o: {
    auth: Auth;
    config: Config;
    db: Database;
    clock: Clock;
    logger: Logger;
    piPlatform: PiPlatform | null;
  },
) {
  const pi: PiDeps | null = o.piPlatform && {
    db: o.db,
    clock: o.clock,
    logger: o.logger,
    platform: o.piPlatform,
    network: o.config.PI_NETWORK,
    stuckAfterS: o.config.PI_STUCK_AFTER_S,
  };
  registerPiPaymentRoutes(app, { auth: o.auth, pi });
  registerPiAdminRoutes(app, { auth: o.auth, pi });
}
