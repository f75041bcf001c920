import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { errorCodes } from '@/domain/api-error';
import { retryAfterSeconds, tooManyAttemptsMessage } from '@/domain/auth/wait-message';
import { secondFactorPolicy } from './throttle/sign-in-policies';
import { createThrottle } from './throttle/throttle';
import type { ThrottleStore } from './throttle/throttle-store';
import { twoFactorUserOf } from './two-factor-user';

/** Authenticator codes and recovery codes are counted apart: one never slows the other. */
const counters = new Map([
  ['/two-factor/verify-totp', 'totp'],
  ['/two-factor/verify-backup-code', 'recovery'],
]);

/**
 * Replaces better-auth's two-factor lockout, which refused even the right code for 15
 * minutes and could be renewed for ever by whoever knew the password: failures per
 * account bring a growing delay instead, and once it has passed the right code works.
 */
export function secondFactorThrottle(store: ThrottleStore, now: () => number) {
  const throttle = createThrottle(store, secondFactorPolicy, now);
  // The key a request acquired, so its outcome settles that key and no other.
  const acquired = new WeakMap<object, string>();

  return {
    id: 'second-factor-throttle',
    hooks: {
      before: [
        {
          matcher: (ctx) => counters.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await twoFactorUserOf(ctx);
            if (!userId) return;
            const key = `${counters.get(ctx.path ?? '')}:${userId}`;
            const wait = await throttle.acquire(key);
            if (wait > 0) {
              throw new APIError(
                'TOO_MANY_REQUESTS',
                { code: errorCodes.rateLimited, message: tooManyAttemptsMessage(wait) },
                { 'retry-after': String(retryAfterSeconds(wait)) },
              );
            }
            acquired.set(ctx.request ?? ctx, key);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => counters.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const key = acquired.get(ctx.request ?? ctx);
            if (!key) return;
            const returned = ctx.context.returned;
            if (!(returned instanceof APIError)) return throttle.forgive(key);
            if (returned.statusCode !== 401) return throttle.refund(key);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
