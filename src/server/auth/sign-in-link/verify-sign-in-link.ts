import { signInLinkMinutes, type VerifySignInLinkResponse } from '@/domain/api/sign-in-link';
import { authMessages } from '@/domain/auth/messages';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { Auth } from '../create-auth';
import { unpackLinkToken } from './link-token';

/** A link issued by a process whose clock runs this far ahead still counts as fresh. */
const clockSkewMs = 60_000;

export interface VerifySignInLinkDeps {
  auth: Auth;
  clock: Clock;
  secret: string;
  requireEmailConfirmation: boolean;
}

export interface LinkSignIn extends VerifySignInLinkResponse {
  userId: string;
  /** better-auth's Set-Cookie values: the session, or the pending second factor. */
  cookies: string[];
}

const invalid = () => new AppError('SIGN_IN_LINK_INVALID', authMessages.signInLinkInvalid);

/**
 * Spends a sign-in link: once, within 15 minutes by the server's clock, for the account it
 * was sent for. An account with two-factor on gets the second step instead of a session.
 */
export async function verifySignInLink(
  deps: VerifySignInLinkDeps,
  packed: string,
  headers: Headers,
): Promise<LinkSignIn> {
  const claims = unpackLinkToken(deps.secret, packed);
  if (!claims) throw invalid();
  const age = deps.clock.now().getTime() - claims.issuedAtMs;
  if (age >= signInLinkMinutes * 60_000 || age < -clockSkewMs) throw invalid();

  const ctx = await deps.auth.$context;
  const user = await ctx.internalAdapter.findUserById(claims.userId);
  if (!user) throw invalid();
  if (!user.emailVerified) {
    if (deps.requireEmailConfirmation) throw invalid();
    // The link reached the address, which confirms it. Left unconfirmed, better-auth would
    // take the account for an unproven one and delete its password at this sign-in.
    await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
  }

  const response = await deps.auth.api.magicLinkVerify({
    query: { token: claims.token },
    headers,
    asResponse: true,
  });
  // Spent, expired or unknown: better-auth redirects to an error page instead of a 200.
  if (response.status !== 200) throw invalid();
  const body = (await response.json()) as {
    token?: string;
    user?: { id?: string };
    twoFactorRedirect?: boolean;
  };
  const cookies = response.headers.getSetCookie();
  if (body.twoFactorRedirect) return { outcome: 'two-factor', userId: claims.userId, cookies };
  if (body.user?.id !== claims.userId) {
    // The address moved to another account since the link was sent: sign nobody in.
    if (body.token) await ctx.internalAdapter.deleteSession(body.token);
    throw invalid();
  }
  return { outcome: 'signed-in', userId: claims.userId, cookies };
}
