import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { isValidAdminKey } from './admin-key';
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
 * Admin endpoints need an admin account. Where the specification allows it (Security
 * Center, Run Now), the configured bearer admin key is accepted instead.
 */
export async function requireAdmin(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { adminKey?: string | undefined } = {},
): Promise<{ via: 'key' } | { via: 'session'; user: SessionUser }> {
  const bearer = request.headers.authorization;
  if (bearer !== undefined && options.adminKey !== undefined) {
    if (isValidAdminKey(options.adminKey, bearer)) return { via: 'key' };
    throw new AppError('UNAUTHORIZED', 'The admin key is not valid.');
  }
  const user = await readSession(auth, request, reply);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in first.');
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'This page is for admins only.');
  return { via: 'session', user };
}
