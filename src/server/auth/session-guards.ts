import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { Auth } from './create-auth';
import { toWebHeaders } from './web-headers';

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];

/**
 * The signed-in user or null. Forwards the cookie better-auth re-sends while sliding the
 * idle timeout, so the browser's cookie lives as long as the session row.
 */
export async function readSession(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const { headers, response } = await auth.api.getSession({
    headers: toWebHeaders(request),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return response?.user ?? null;
}

export async function requireUser(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const user = await readSession(auth, request, reply);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in first.');
  return user;
}

/**
 * Admin endpoints need an admin account, signed in. The bearer admin key is not read here:
 * it opens only the Security Center and Run Now, whose routes ask `requireSecurityAdmin`
 * (security/require-security-admin.ts) instead (product rules R8, decision 036).
 */
export async function requireAdmin(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser> {
  const user = await readSession(auth, request, reply);
  if (!user) {
    throw new AppError(
      'UNAUTHORIZED',
      request.headers.authorization === undefined
        ? 'Please log in first.'
        : 'Please log in as an admin: the admin key opens only the Security Center and Run Now.',
    );
  }
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'This page is for admins only.');
  return user;
}
