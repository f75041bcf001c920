import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';

/**
 * Hard cap on a session's age regardless of activity (the sliding `session.expiresIn` is the idle
 * timeout). Runs before every better-auth endpoint, including server-side auth.api.* calls.
 */
export const absoluteSessionLifetime = (maxAgeSeconds: number) =>
  ({
    id: 'absolute-session-lifetime',
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const token = await ctx.getSignedCookie(
              ctx.context.authCookies.sessionToken.name,
              ctx.context.secret,
            );
            if (!token) return;
            const found = await ctx.context.internalAdapter.findSession(token);
            if (found && Date.now() - found.session.createdAt.getTime() > maxAgeSeconds * 1000) {
              // getSession will then find no row, answer null and clear the cookie itself.
              await ctx.context.internalAdapter.deleteSession(token);
            }
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
