import type { FastifyInstance } from 'fastify';
import { securityCenterQuerySchema } from '@/domain/api/security-center';
import type { Auth } from '../auth/create-auth';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import type { HeartbeatActivity } from '../watch/heartbeat-activity';
import { requireSecurityAdmin } from './require-security-admin';
import { securityCenter } from './security-center';

/** GET security-center (and ?summary=1): an admin account, or the bearer admin key (product rules R8). */
export function registerSecurityRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Database; clock: Clock; activity: HeartbeatActivity; adminKey?: string },
) {
  mountFunction(app, {
    method: 'GET',
    name: 'security-center',
    handler: async (request, reply) => {
      await requireSecurityAdmin(deps, request, reply);
      await deps.activity.flush();
      const { summary } = parseInput(securityCenterQuerySchema, request.query);
      return securityCenter(deps.db, {
        now: deps.clock.now(),
        summary,
        rejectedHeartbeats: deps.activity.rejectedTotal,
      });
    },
  });
}
