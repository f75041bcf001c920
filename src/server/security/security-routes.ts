import type { FastifyInstance } from 'fastify';
import { securityCenterQuerySchema } from '@/domain/api/security-center';
import type { Auth } from '../auth/create-auth';
import { requireAdmin } from '../auth/session-guards';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import { AppError } from '../http/app-error';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import type { HeartbeatActivity } from '../watch/heartbeat-activity';
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
      if (request.headers.authorization !== undefined && deps.adminKey === undefined) {
        // Say so, rather than fall through to "Please log in first." for a key typed in.
        throw new AppError('UNAUTHORIZED', 'Admin keys are not enabled on this server.');
      }
      await requireAdmin(deps.auth, request, reply, { adminKey: deps.adminKey });
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
