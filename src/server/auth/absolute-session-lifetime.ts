import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const isGetSession = (ctx: { path?: string }) => ctx.path === '/get-session';

const tooOld = (createdAt: Date | string, maxAgeSeconds: number) =>
  Date.now() - new Date(createdAt).getTime() > maxAgeSeconds * 1000;

/**
 * Hard cap on a session's age regardless of activity (the sliding `session.expiresIn` is the idle
 * timeout). `/get-session`, which every signed-in API request runs (readSession), is checked
 * after it has read the session, at no extra cost; every other better-auth endpoint is checked
 * before it runs, with one read of the session row.
 */
export const absoluteSessionLifetime = (maxAgeSeconds: number) =>
  ({
    id: 'absolute-session-lifetime',
    hooks: {
      before: [
        {
          matcher: (ctx) => !isGetSession(ctx),
          handler: createAuthMiddleware(async (ctx) => {
            const token = await sessionToken(ctx);
            if (!token) return;
            const found = await ctx.context.internalAdapter.findSession(token);
            // The endpoint will then find no row and act as signed out.
            if (found && tooOld(found.session.createdAt, maxAgeSeconds)) {
              await ctx.context.internalAdapter.deleteSession(token);
            }
          }),
        },
      ],
      after: [
        {
          matcher: isGetSession,
          handler: createAuthMiddleware(async (ctx) => {
            const found = ctx.context.returned as { session?: { createdAt: Date | string } } | null;
            if (!found?.session || !tooOld(found.session.createdAt, maxAgeSeconds)) return;
            const token = await sessionToken(ctx);
            if (token) await ctx.context.internalAdapter.deleteSession(token);
            deleteSessionCookie(ctx);
            return ctx.json(null);
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;

function sessionToken(ctx: HookContext) {
  return ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
}
