import {
  betaCsvFileName,
  betaSignupErrors,
  betaSignupRequestSchema,
  betaSignupResponseSchema,
  betaSignupsQuerySchema,
  betaSignupsResponseSchema,
} from '@/domain/api/beta';
import { resolveAuthSecret } from '../auth/auth-secret';
import { AppError } from '../http/app-error';
import { defineRoutes } from '../http/define-route';
import { createAddressRateLimit } from '../http/address-rate-limit';
import { betaSignupsCsv } from './beta-csv';
import { allBetaSignups, listBetaSignups } from './list-beta-signups';
import { saveBetaSignup } from './save-beta-signup';

/** Signups from one address: enough for a family or a shared office, not for a script. */
export const betaSignupLimit = { max: 10, windowMs: 10 * 60_000 };

/** Every refused field's message at once, for the form that shows them all. */
function refusedSignup(raw: unknown) {
  const fields = betaSignupErrors(raw);
  if (Object.keys(fields).length > 0) return AppError.invalidFields(fields);
  return new AppError('VALIDATION_FAILED', 'Send the signup form as a JSON object.');
}

/** The beta signup and the admins' list and CSV (decision 020). */
export const betaRoutes = defineRoutes({
  area: 'beta',
  setup: ({ db, clock, config, shared }) => ({
    db,
    clock,
    /** Keys the Beta IDs (the server's auth secret). */
    secret: resolveAuthSecret(config),
    // Off with AUTH_RATE_LIMIT=false, like the other per-address limits.
    limit: createAddressRateLimit({
      enabled: config.AUTH_RATE_LIMIT,
      ...betaSignupLimit,
      name: 'beta',
      shared,
    }),
  }),
  routes: (route) => [
    route({
      method: 'POST',
      name: 'beta-signup',
      operationId: 'signUpForBeta',
      summary:
        "Signs up for the beta; one signup per email (a repeat answers the same Beta ID and changes it only for the address's confirmed, signed-in owner)",
      access: 'visitor',
      readsSession: true,
      before: ({ deps, request }) => deps.limit.check('beta-signup', request.ip),
      body: betaSignupRequestSchema,
      invalid: { body: refusedSignup },
      responses: { 200: betaSignupResponseSchema },
      errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
      handler: async ({ deps, body, session, reply }) => {
        const user = await session();
        const saved = await saveBetaSignup(deps.db, {
          secret: deps.secret,
          input: body,
          account: user
            ? { id: user.id, email: user.email, emailVerified: Boolean(user.emailVerified) }
            : null,
          now: deps.clock.now(),
        });
        // The same answer for a new address, a repeat and its owner's update: nothing tells them apart.
        return reply.header('cache-control', 'no-store').send(saved);
      },
    }),
    route({
      method: 'GET',
      name: 'beta-signups',
      operationId: 'listBetaSignups',
      summary:
        'Beta signups, newest first, searchable; format=csv downloads beta-signups.csv (admin)',
      access: 'admin',
      query: betaSignupsQuerySchema,
      responses: { 200: betaSignupsResponseSchema },
      csvFile: betaCsvFileName,
      errors: [],
      handler: async ({ deps, query, reply }) => {
        reply.header('cache-control', 'no-store');
        if (query.format !== 'csv') return listBetaSignups(deps.db, query);
        const csv = betaSignupsCsv(await allBetaSignups(deps.db, query.q));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${betaCsvFileName}"`)
          .send(csv);
      },
    }),
  ],
});
