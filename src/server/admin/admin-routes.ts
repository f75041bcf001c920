import { desc, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountsQuerySchema } from '@/domain/api/admin-accounts';
import { shownEmail } from '@/domain/pi/pi-account';
import type { Auth } from '../auth/create-auth';
import { requireAdmin } from '../auth/session-guards';
import type { Database } from '../db/open-database';
import { user } from '../db/schema';
import { AppError } from '../http/app-error';
import { mountFunction } from '../http/mount-function';
import { registerLedgerAdminRoutes } from './ledger-admin-routes';

export function registerAdminRoutes(app: FastifyInstance, deps: { auth: Auth; db: Database }) {
  registerLedgerAdminRoutes(app, deps);
  mountFunction(app, {
    method: 'GET',
    name: 'admin/accounts',
    handler: async (request, reply) => {
      await requireAdmin(deps.auth, request, reply);
      const parsed = accountsQuerySchema.safeParse(request.query);
      if (!parsed.success) throw AppError.badRequest('Use q (text) and limit (1–200).');
      const { q, limit } = parsed.data;
      const rows = await deps.db
        .select({
          id: user.id,
          email: user.email,
          displayName: user.displayUsername,
          role: user.role,
          twoFactorEnabled: user.twoFactorEnabled,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(
          q
            ? or(
                ilike(user.email, `%${q}%`),
                ilike(user.username, `%${q}%`),
                ilike(user.displayUsername, `%${q}%`),
              )
            : undefined,
        )
        .orderBy(desc(user.createdAt))
        .limit(limit);
      return {
        accounts: rows.map((r) => ({
          ...r,
          // A Pi account has no address to show, only its placeholder (decision 016).
          email: shownEmail(r.email) ?? `Pi account: ${r.displayName ?? r.id}`,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  });
}
