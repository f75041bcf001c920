import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactorUserOf } from './two-factor-user';

const path = '/two-factor/verify-totp';
/** Longer than the window better-auth accepts a code in (its step and one either side). */
const rememberMs = 2 * 60_000;

/**
 * better-auth accepts a TOTP code for about 90 seconds and does not remember it, so a
 * code seen over someone's shoulder would work again. RFC 6238 (and ASVS) want each code
 * used once: we remember (user, code) pairs that succeeded and refuse them a second time.
 * In memory: one server process.
 */
export function singleUseTotp(now: () => number = Date.now) {
  const used = new Map<string, number>();
  const prune = () => {
    for (const [key, until] of used) if (until <= now()) used.delete(key);
  };

  return {
    id: 'single-use-totp',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === path,
          handler: createAuthMiddleware(async (ctx) => {
            prune();
            const code: unknown = ctx.body?.code;
            const userId = await twoFactorUserOf(ctx);
            if (userId && typeof code === 'string' && used.has(`${userId}:${code}`)) {
              throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === path,
          handler: createAuthMiddleware(async (ctx) => {
            const code: unknown = ctx.body?.code;
            const returned = ctx.context.returned;
            if (
              typeof code !== 'string' ||
              returned instanceof APIError ||
              returned instanceof Error
            )
              return;
            const userId = ctx.context.newSession?.user.id ?? (await twoFactorUserOf(ctx));
            if (userId) used.set(`${userId}:${code}`, now() + rememberMs);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
