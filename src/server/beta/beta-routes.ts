import type { FastifyInstance } from 'fastify';
import {
  betaCsvFileName,
  betaSignupErrors,
  betaSignupRequestSchema,
  betaSignupsQuerySchema,
} from '@/domain/api/beta';
import type { Auth } from '../auth/create-auth';
import { readSession, requireAdmin } from '../auth/session-guards';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import { AppError } from '../http/app-error';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import { createPiRateLimit } from '../pi/pi-rate-limit';
import type { SharedState } from '../shared-state/shared-state';
import { betaSignupsCsv } from './beta-csv';
import { allBetaSignups, listBetaSignups } from './list-beta-signups';
import { saveBetaSignup } from './save-beta-signup';

export interface BetaRouteDeps {
  auth: Auth;
  db: Database;
  clock: Clock;
  /** Keys the Beta IDs (the server's auth secret). */
  secret: string;
  /** Off with AUTH_RATE_LIMIT=false, like the other per-address limits. */
  rateLimit: boolean;
  /** Counts across server processes (decision 021); this process's memory without it. */
  shared?: SharedState;
}

/** Signups from one address: enough for a family or a shared office, not for a script. */
export const betaSignupLimit = { max: 10, windowMs: 10 * 60_000 };

/** The beta signup (specification part 2) and the admins' list and CSV (decision 020). */
export function registerBetaRoutes(app: FastifyInstance, deps: BetaRouteDeps) {
  const limit = createPiRateLimit({
    enabled: deps.rateLimit,
    ...betaSignupLimit,
    name: 'beta',
    ...(deps.shared ? { shared: deps.shared } : {}),
  });

  mountFunction(app, {
    method: 'POST',
    name: 'beta-signup',
    handler: async (request, reply) => {
      await limit.check('beta-signup', request.ip);
      const body: unknown = request.body ?? {};
      const parsed = betaSignupRequestSchema.safeParse(body);
      if (!parsed.success) {
        const fields = betaSignupErrors(body);
        if (Object.keys(fields).length > 0) throw AppError.invalidFields(fields);
        throw new AppError('VALIDATION_FAILED', 'Send the signup form as a JSON object.');
      }
      const user = await readSession(deps.auth, request, reply);
      const saved = await saveBetaSignup(deps.db, {
        secret: deps.secret,
        input: parsed.data,
        account: user
          ? { id: user.id, email: user.email, emailVerified: Boolean(user.emailVerified) }
          : null,
        now: deps.clock.now(),
      });
      // The same answer for a new address, a repeat and its owner's update: nothing tells them apart.
      return reply.header('cache-control', 'no-store').send(saved);
    },
  });

  mountFunction(app, {
    method: 'GET',
    name: 'beta-signups',
    handler: async (request, reply) => {
      await requireAdmin(deps.auth, request, reply);
      const query = parseInput(betaSignupsQuerySchema, request.query);
      reply.header('cache-control', 'no-store');
      if (query.format !== 'csv') return listBetaSignups(deps.db, query);
      const csv = betaSignupsCsv(await allBetaSignups(deps.db, query.q));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${betaCsvFileName}"`)
        .send(csv);
    },
  });
}
