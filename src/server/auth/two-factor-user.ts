import type { createAuthMiddleware } from 'better-auth/api';
import { getSessionFromCtx } from 'better-auth/api';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The user a two-factor request is about: the session's, or during sign-in the pending one. */
export async function twoFactorUserOf(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  // During sign-in the person is named by the signed two-factor cookie.
  const cookie = ctx.context.createAuthCookie('two_factor');
  const id = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!id) return null;
  const value = await ctx.context.internalAdapter.findVerificationValue(id);
  return value?.value ?? null;
}
