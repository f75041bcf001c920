import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * Opens the same better-auth session (row, cookie, idle and absolute lifetimes) as any
 * sign-in, for an account whose Pi identity the server has just verified. Server-only: it
 * has no URL, so only src/server/pi/pi-sign-in.ts reaches it, after /v2/me vouched for
 * the uid (docs/decisions/016).
 */
export const piSession = () =>
  ({
    id: 'pi-session',
    endpoints: {
      openPiSession: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('NOT_FOUND', { message: 'No such account.' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId: user.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
