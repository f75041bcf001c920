import {
  piConfigSchema,
  piLinkResponseSchema,
  piSignInResponseSchema,
  piTokenRequestSchema,
  verifyPiTokenResponseSchema,
} from '@/domain/api/pi';
import { AppError } from '../http/app-error';
import { defineRoutes } from '../http/define-route';
import type { PiPlatform } from '../integrations/pi/pi-platform';
import { linkPiIdentity, readPiLink } from './pi-accounts';
import { piConfigView } from './pi-config-view';
import { createAddressRateLimit } from '../http/address-rate-limit';
import { signInWithPi } from './pi-sign-in';

/** The Pi Platform, or 503 PI_NOT_CONFIGURED when this server has no Pi API key. */
export function requirePi(piPlatform: PiPlatform | null): PiPlatform {
  if (!piPlatform)
    throw new AppError('PI_NOT_CONFIGURED', 'Pi payments are not set up on this server.');
  return piPlatform;
}

/** What asking the Pi Platform about a token can answer. */
const platformErrors = [
  'PI_NOT_CONFIGURED',
  'PI_TOKEN_INVALID',
  'PI_PLATFORM_UNAVAILABLE',
  'PI_PLATFORM_FAILED',
  'RATE_LIMITED',
] as const;

/** Pi sign-in, linking and the test page's token check (docs/decisions/016). */
export const piRoutes = defineRoutes({
  area: 'pi',
  setup: ({ config, auth, db, piPlatform, shared }) => ({
    config,
    auth,
    db,
    piPlatform,
    // Each costs a Pi Platform request: limited per address like better-auth's sign-in.
    limit: createAddressRateLimit({ enabled: config.AUTH_RATE_LIMIT, shared }),
  }),
  routes: (route) => [
    route({
      method: 'GET',
      name: 'pi-config',
      operationId: 'getPiConfig',
      summary: 'Whether Pi is on here, and where the browser loads the Pi SDK',
      access: 'visitor',
      responses: { 200: piConfigSchema },
      errors: [],
      handler: ({ deps, reply }) =>
        reply.header('cache-control', 'no-store').send(piConfigView(deps.config)),
    }),
    route({
      method: 'POST',
      name: 'pi-sign-in',
      operationId: 'signInWithPi',
      summary: 'Signs in with a Pi access token (verified with the Pi Platform); sets the session',
      access: 'visitor',
      before: ({ deps, request }) => deps.limit.check('pi-sign-in', request.ip),
      body: piTokenRequestSchema,
      responses: { 200: piSignInResponseSchema },
      errors: [...platformErrors, 'FORBIDDEN'],
      handler: ({ deps, body, request, reply }) => {
        const pi = requirePi(deps.piPlatform);
        return signInWithPi({ auth: deps.auth, db: deps.db, pi }, request, reply, body.accessToken);
      },
    }),
    route({
      method: 'GET',
      name: 'pi-link',
      operationId: 'getPiLink',
      summary: "The signed-in account's Pi identity",
      access: 'member',
      responses: { 200: piLinkResponseSchema },
      errors: ['PI_NOT_CONFIGURED'],
      handler: ({ deps, caller }) => {
        requirePi(deps.piPlatform);
        return readPiLink(deps.db, caller.id);
      },
    }),
    route({
      method: 'POST',
      name: 'pi-link',
      operationId: 'linkPi',
      summary: 'Links the Pi identity of an access token to the signed-in account',
      access: 'member',
      before: ({ deps, request }) => deps.limit.check('pi-link', request.ip),
      body: piTokenRequestSchema,
      responses: { 200: piLinkResponseSchema },
      errors: [...platformErrors, 'PI_ALREADY_LINKED'],
      handler: async ({ deps, caller, body }) => {
        const piUser = await requirePi(deps.piPlatform).me(body.accessToken);
        await linkPiIdentity(deps.db, caller.id, piUser);
        return readPiLink(deps.db, caller.id);
      },
    }),
    route({
      method: 'POST',
      name: 'verify-pi-token',
      operationId: 'verifyPiToken',
      summary: 'Checks a Pi access token with the Pi Platform',
      access: 'visitor',
      before: ({ deps, request }) => deps.limit.check('verify-pi-token', request.ip),
      body: piTokenRequestSchema,
      responses: { 200: verifyPiTokenResponseSchema },
      errors: platformErrors,
      handler: async ({ deps, body, reply }) => {
        const piUser = await requirePi(deps.piPlatform).me(body.accessToken);
        reply.header('cache-control', 'no-store');
        return { valid: true as const, uid: piUser.uid, username: piUser.username };
      },
    }),
  ],
});
