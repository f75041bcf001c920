import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

/** As better-auth's twoFactor plugin: the pending sign-in lasts ten minutes. */
const challengeSeconds = 10 * 60;

/**
 * better-auth's twoFactor plugin turns a password sign-in of an account with two-factor
 * on into a challenge, but not a magic-link sign-in: the link alone would get around the
 * second factor. This does for the link what the twoFactor plugin does for a password
 * (same cookie, same records), so the person then enters a code through the usual
 * /two-factor/verify-* endpoints, with their throttle and single-use checks.
 */
export const linkSecondFactor = () =>
  ({
    id: 'sign-in-link-second-factor',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/magic-link/verify',
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            const user = signedIn?.user as { id: string; twoFactorEnabled?: boolean } | undefined;
            if (!signedIn || !user?.twoFactorEnabled) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
            ctx.context.setNewSession(null);
            const cookie = ctx.context.createAuthCookie('two_factor', { maxAge: challengeSeconds });
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + challengeSeconds * 1000);
            const adapter = ctx.context.internalAdapter;
            await adapter.createVerificationValue({ value: user.id, identifier, expiresAt });
            await adapter.createVerificationValue({
              value: '0',
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            await ctx.setSignedCookie(
              cookie.name,
              identifier,
              ctx.context.secret,
              cookie.attributes,
            );
            return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
