import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/create-auth';
import { requireAdmin } from '../auth/session-guards';
import { AppError } from '../http/app-error';

/** Who acted, for the record: an admin's user id, or `admin-key`. */
export type Actor = string;

/** An admin account, or the bearer admin key where it is enabled (like the Security Center). */
export async function requireSecurityAdmin(
  deps: { auth: Auth; adminKey?: string | undefined },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Actor> {
  if (request.headers.authorization !== undefined && deps.adminKey === undefined) {
    throw new AppError('UNAUTHORIZED', 'Admin keys are not enabled on this server.');
  }
  const admin = await requireAdmin(deps.auth, request, reply, { adminKey: deps.adminKey });
  return admin.via === 'key' ? 'admin-key' : admin.user.id;
}
