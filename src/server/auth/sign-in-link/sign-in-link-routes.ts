import {
  signInLinkRequestSchema,
  signInLinkResponseSchema,
  verifySignInLinkRequestSchema,
  verifySignInLinkResponseSchema,
} from '@/domain/api/sign-in-link';
import { defineRoutes } from '../../http/define-route';
import { createAddressRateLimit } from '../../http/address-rate-limit';
import { resolveAuthSecret } from '../auth-secret';
import { createAppDeviceCookie } from '../create-app-sign-in-guard';
import { answerNoSoonerThan, resetAnswerFloorMs } from '../reset-timing';
import { toWebHeaders } from '../web-headers';
import { requestSignInLink } from './request-sign-in-link';
import { verifySignInLink } from './verify-sign-in-link';

/** Requests from one address: enough for a person who mistyped, not for a mail cannon. */
export const signInLinkLimit = { max: 5, windowMs: 15 * 60_000 };

/** The emailed sign-in link (docs/decisions/034): asked for, then followed. */
export const signInLinkRoutes = defineRoutes({
  area: 'auth',
  setup: ({ auth, clock, shared, config }) => {
    // Per-address limits; off with AUTH_RATE_LIMIT=false like better-auth's.
    const enabled = config.AUTH_RATE_LIMIT;
    return {
      auth,
      clock,
      secret: resolveAuthSecret(config),
      requireEmailConfirmation: config.REQUIRE_EMAIL_CONFIRMATION,
      codes: shared.singleUseCodes,
      device: createAppDeviceCookie(config),
      askLimit: createAddressRateLimit({
        enabled,
        ...signInLinkLimit,
        name: 'sign-in-link',
        shared,
      }),
      followLimit: createAddressRateLimit({ enabled, name: 'sign-in-link-verify', shared }),
    };
  },
  routes: (route) => [
    route({
      method: 'POST',
      name: 'sign-in-link',
      operationId: 'requestSignInLink',
      summary:
        'Emails a single-use sign-in link to the account an email or username names; the same answer whether or not one does',
      access: 'visitor',
      before: ({ deps, request }) => deps.askLimit.check('sign-in-link', request.ip),
      body: signInLinkRequestSchema,
      responses: { 200: signInLinkResponseSchema },
      errors: ['RATE_LIMITED'],
      handler: async ({ deps, body, request, reply }) => {
        const started = performance.now();
        await requestSignInLink(deps, body.identifier, toWebHeaders(request));
        // A known account writes a token; an unknown one only reads: the same time for both.
        await answerNoSoonerThan(started, resetAnswerFloorMs);
        return reply.header('cache-control', 'no-store').send({ sent: true as const });
      },
    }),
    route({
      method: 'POST',
      name: 'sign-in-link/verify',
      operationId: 'followSignInLink',
      summary: 'Follows a sign-in link: sets the session, or starts the second factor',
      access: 'visitor',
      before: ({ deps, request }) => deps.followLimit.check('sign-in-link-verify', request.ip),
      body: verifySignInLinkRequestSchema,
      responses: { 200: verifySignInLinkResponseSchema },
      errors: ['SIGN_IN_LINK_INVALID', 'RATE_LIMITED'],
      handler: async ({ deps, body, request, reply }) => {
        const signedIn = await verifySignInLink(deps, body.token, toWebHeaders(request));
        const cookies = [...signedIn.cookies];
        // A link that signs in marks this browser as the owner's device, as a password does.
        if (signedIn.outcome === 'signed-in') {
          const known = deps.device.read(request.headers.cookie);
          cookies.push(
            deps.device.issue(
              signedIn.userId,
              known?.userId === signedIn.userId ? known.deviceId : undefined,
            ),
          );
        }
        reply.header('set-cookie', cookies).header('cache-control', 'no-store');
        return { outcome: signedIn.outcome };
      },
    }),
  ],
});
