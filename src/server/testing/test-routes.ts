import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { qtt } from '@/domain/money/qtt';
import type { Auth } from '../auth/create-auth';
import { requireUser } from '../auth/session-guards';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import { vault } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { grantQtt } from '../ledger/grant-qtt';
import { AppError } from '../http/app-error';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import { registerPaidWatchRoute } from './paid-watch-route';
import { registerPilotUsageRoute } from './pilot-usage-route';

/**
 * Browser tests need money and time: a grant to the signed-in user and a shift of the
 * server's clock. Registered only with ENABLE_TEST_ROUTES, which production refuses.
 */
export function registerTestRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Database; clock: Clock & { shiftMs: number } },
) {
  registerPaidWatchRoute(app, deps);
  registerPilotUsageRoute(app, deps);
  mountFunction(app, {
    method: 'POST',
    name: 'test/grant',
    handler: async (request, reply) => {
      const user = await requireUser(deps.auth, request, reply);
      const { amount } = parseInput(
        z.object({ amount: z.number().int().min(1).max(100_000) }),
        request.body ?? {},
      );
      await withTransaction(deps.db, (tx) =>
        grantQtt(tx, {
          userId: user.id,
          amount: qtt(amount),
          reason: 'Test grant',
          idempotencyKey: `test-grant:${randomUUID()}`,
        }),
      );
      return { ok: true };
    },
  });
  // Moves one of the caller's vaults into the past so it is ready to claim, without
  // touching the shared clock other tests run on.
  mountFunction(app, {
    method: 'POST',
    name: 'test/vaults/:id/unlock',
    handler: async (request, reply) => {
      const user = await requireUser(deps.auth, request, reply);
      const { id } = parseInput(z.object({ id: z.string() }), request.params);
      const shift = sql`make_interval(days => ${vault.durationDays}) + interval '1 minute'`;
      const [moved] = await deps.db
        .update(vault)
        .set({
          createdAt: sql`${vault.createdAt} - (${shift})`,
          unlockAt: sql`${vault.unlockAt} - (${shift})`,
        })
        .where(and(eq(vault.id, id), eq(vault.userId, user.id), eq(vault.status, 'active')))
        .returning({ id: vault.id });
      if (!moved) throw AppError.notFound('Vault not found');
      return { ok: true };
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'test/clock',
    handler: async (request, reply) => {
      await requireUser(deps.auth, request, reply);
      const { shiftDays } = parseInput(
        z.object({ shiftDays: z.number().min(0).max(400) }),
        request.body ?? {},
      );
      deps.clock.shiftMs = shiftDays * 86_400_000;
      return { now: deps.clock.now().toISOString() };
    },
  });
}
