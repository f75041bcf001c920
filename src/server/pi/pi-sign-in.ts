import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PiSignInResponse } from '@/domain/api/pi';
import type { Auth } from '../auth/create-auth';
import { toWebHeaders } from '../auth/web-headers';
import type { Database } from '../db/open-database';
import { AppError } from '../http/app-error';
import type { PiPlatform } from '../integrations/pi/pi-platform';
import { findOrCreatePiAccount } from './pi-accounts';

/**
 * Sign in with Pi: the Pi Platform says whose token it is (/v2/me), the uid it returns picks
 * or opens the account, and better-auth opens the same session any sign-in gets. Nothing
 * the browser says about the user is read. An account with a second factor signs in with
 * its password and code instead: Pi must not become a way around that factor.
 */
export async function signInWithPi(
  deps: { auth: Auth; db: Database; pi: PiPlatform },
  request: FastifyRequest,
  reply: FastifyReply,
  accessToken: string,
): Promise<PiSignInResponse> {
  const piUser = await deps.pi.me(accessToken);
  const account = await findOrCreatePiAccount(deps.db, piUser);
  if (account.twoFactorEnabled) {
    throw new AppError(
      'FORBIDDEN',
      'This account uses two-factor authentication: log in with your password and code.',
    );
  }
  const { headers } = await deps.auth.api.openPiSession({
    body: { userId: account.userId },
    headers: toWebHeaders(request),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
  return {
    user: { id: account.userId, displayName: account.displayName },
    piUsername: piUser.username,
    created: account.created,
  };
}
