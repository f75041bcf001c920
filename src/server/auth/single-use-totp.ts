import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { SingleUseCodes } from '../shared-state/shared-state';
import { twoFactorUserOf } from './two-factor-user';

const path = '/two-factor/verify-totp';
/** Longer than the window better-auth accepts a code in (its step and one either side). */
const rememberMs = 2 * 60_000;

/**
 * better-auth accepts a TOTP code for about 90 seconds and does not remember it, so a
 * code seen over someone's shoulder would work again. RFC 6238 (and ASVS) want each code
 * used once: a (user, code) pair is claimed before the check, atomically in the shared
 * store (decision 021), so two requests racing with one code cannot both pass; a code
 * the check refuses is released, since it was never used.
 */
export function singleUseTotp(codes: SingleUseCodes) {
  // The pair a request claimed, so its outcome releases that pair and no other.
  const claimed = new WeakMap<object, string>();

  return {
    id: 'single-use-totp',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === path,
          handler: createAuthMiddleware(async (ctx) => {
            const code: unknown = ctx.body?.code;
            const userId = await twoFactorUserOf(ctx);
            if (!userId || typeof code !== 'string') return;
            const key = `totp:${userId}:${code}`;
            if (!(await codes.claim(key, rememberMs))) {
              throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });
            }
            claimed.set(ctx.request ?? ctx, key);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === path,
          handler: createAuthMiddleware(async (ctx) => {
            const key = claimed.get(ctx.request ?? ctx);
            const returned = ctx.context.returned;
            if (key && (returned instanceof APIError || returned instanceof Error)) {
              await codes.release(key);
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
