import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { mountFunction } from '../http/mount-function';
import type { PiPlatform } from '../integrations/pi/pi-platform';
import { piConfigView } from './pi-config-view';

export interface PiRouteDeps {
  config: Config;
  /** Null when Pi is off here; the Pi endpoints then answer PI_NOT_CONFIGURED. */
  piPlatform: PiPlatform | null;
}

/** Pi sign-in, linking and the test page's small endpoints (docs/decisions/016). */
export function registerPiRoutes(app: FastifyInstance, deps: PiRouteDeps) {
  mountFunction(app, {
    method: 'GET',
    name: 'pi-config',
    handler: async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(piConfigView(deps.config)),
  });
}
