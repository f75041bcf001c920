import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { PiDeps } from './pi-deps';
import { requirePiIdentity } from './pi-identity-of';

/**
 * The Pi callbacks (product rules R9) send the Pi access token as a bearer token. The session
 * already names the account, so the token is optional; when sent it must be a live token
 * (the Pi Platform's /v2/me accepts it) of the account's own Pi uid, else 401. A forged,
 * expired or another user's token can therefore never ride on someone's session.
 */
export async function checkBearerToken(
  deps: PiDeps,
  request: FastifyRequest,
  userId: string,
): Promise<void> {
  const header = request.headers.authorization;
  if (header === undefined) return;
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header.trim());
  if (!match?.[1]) throw new AppError('PI_TOKEN_INVALID', 'The Pi access token is not valid.');
  const identity = await requirePiIdentity(deps.db, userId);
  const me = await deps.platform.me(match[1]);
  if (me.uid !== identity.piUid) {
    throw new AppError('PI_TOKEN_INVALID', 'The Pi access token belongs to another Pi user.');
  }
}
