import type { FastifyInstance } from 'fastify';
import { signInLinkRequestSchema, verifySignInLinkRequestSchema } from '@/domain/api/sign-in-link';
import type { Clock } from '../../clock';
import { mountFunction } from '../../http/mount-function';
import { parseInput } from '../../http/parse-input';
import { createPiRateLimit } from '../../pi/pi-rate-limit';
import type { SharedState } from '../../shared-state/shared-state';
import type { Auth } from '../create-auth';
import type { DeviceCookie } from '../device-cookie';
import { answerNoSoonerThan, resetAnswerFloorMs } from '../reset-timing';
import { toWebHeaders } from '../web-headers';
import { requestSignInLink } from './request-sign-in-link';
import { verifySignInLink } from './verify-sign-in-link';

export interface SignInLinkRouteDeps {
  auth: Auth;
  clock: Clock;
  shared: SharedState;
  device: DeviceCookie;
  secret: string;
  requireEmailConfirmation: boolean;
  /** Per-address limits; off with AUTH_RATE_LIMIT=false like better-auth's. */
  rateLimit: boolean;
}

/** Requests from one address: enough for a person who mistyped, not for a mail cannon. */
export const signInLinkLimit = { max: 5, windowMs: 15 * 60_000 };

/** The emailed sign-in link (docs/decisions/034): asked for, then followed. */
export function registerSignInLinkRoutes(app: FastifyInstance, deps: SignInLinkRouteDeps) {
  const shared = { shared: deps.shared };
  const askLimit = createPiRateLimit({
    enabled: deps.rateLimit,
    ...signInLinkLimit,
    name: 'sign-in-link',
    ...shared,
  });
  const followLimit = createPiRateLimit({
    enabled: deps.rateLimit,
    name: 'sign-in-link-verify',
    ...shared,
  });

  mountFunction(app, {
    method: 'POST',
    name: 'sign-in-link',
    handler: async (request, reply) => {
      const started = performance.now();
      await askLimit.check('sign-in-link', request.ip);
      const { identifier } = parseInput(signInLinkRequestSchema, request.body ?? {});
      await requestSignInLink(
        { ...deps, codes: deps.shared.singleUseCodes },
        identifier,
        toWebHeaders(request),
      );
      // A known account writes a token; an unknown one only reads: the same time for both.
      await answerNoSoonerThan(started, resetAnswerFloorMs);
      return reply.header('cache-control', 'no-store').send({ sent: true });
    },
  });

  mountFunction(app, {
    method: 'POST',
    name: 'sign-in-link/verify',
    handler: async (request, reply) => {
      await followLimit.check('sign-in-link-verify', request.ip);
      const { token } = parseInput(verifySignInLinkRequestSchema, request.body ?? {});
      const signedIn = await verifySignInLink(deps, token, toWebHeaders(request));
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
  });
}
