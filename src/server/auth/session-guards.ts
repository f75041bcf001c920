import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { isValidAdminKey } from './admin-key';
import type { Auth } from './create-auth';
import { toWebHeaders } from './web-headers';

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];

/** Who acted, for the record: an admin's user id, or `admin-key`. */
export type Actor = string;

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

/** A route's `member` access (src/server/http/define-route.ts). */
export async function requireUser(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const user = await readSession(auth, request, reply);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in first.');
  return user;
}

/**
 * A route's `admin` access: an admin account, signed in. The bearer admin key is not read
 * here: it opens only the Security Center and Run Now, whose routes declare
 * `admin-or-admin-key` instead (product rules R8, decision 036).
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

/**
 * A route's `admin-or-admin-key` access, the Security Center and Run Now only: an admin
 * account, or the configured bearer admin key (product rules R8, decision 036).
 */
export async function requireAdminOrKey(
  gate: { auth: Auth; adminKey?: string | undefined },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Actor> {
  const bearer = request.headers.authorization;
  if (bearer !== undefined) {
    // Say so, rather than fall through to "Please log in first." for a key typed in.
    if (gate.adminKey === undefined) {
      throw new AppError('UNAUTHORIZED', 'Admin keys are not enabled on this server.');
    }
    if (isValidAdminKey(gate.adminKey, bearer)) return 'admin-key';
    throw new AppError('UNAUTHORIZED', 'The admin key is not valid.');
  }
  return (await requireAdmin(gate.auth, request, reply)).id;
}
