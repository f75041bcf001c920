import type { FastifyReply, FastifyRequest } from 'fastify';
import { isValidAdminKey } from '../auth/admin-key';
import type { Auth } from '../auth/create-auth';
import { requireAdmin } from '../auth/session-guards';
import { AppError } from '../http/app-error';

/** Who acted, for the record: an admin's user id, or `admin-key`. */
export type Actor = string;

/**
 * The Security Center and Run Now (and only they): an admin account, or the configured
 * bearer admin key (product rules R8, decision 036). Every other admin route calls
 * `requireAdmin`, which never reads the key.
 */
export async function requireSecurityAdmin(
  deps: { auth: Auth; adminKey?: string | undefined },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Actor> {
  const bearer = request.headers.authorization;
  if (bearer !== undefined) {
    // Say so, rather than fall through to "Please log in first." for a key typed in.
    if (deps.adminKey === undefined) {
      throw new AppError('UNAUTHORIZED', 'Admin keys are not enabled on this server.');
    }
    if (isValidAdminKey(deps.adminKey, bearer)) return 'admin-key';
    throw new AppError('UNAUTHORIZED', 'The admin key is not valid.');
  }
  return (await requireAdmin(deps.auth, request, reply)).id;
}
