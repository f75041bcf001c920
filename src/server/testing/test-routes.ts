import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { qtt } from '@/domain/money/qtt';
import type { Auth } from '../auth/create-auth';
import { requireUser } from '../auth/session-guards';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import { grantQtt } from '../ledger/grant-qtt';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';

/**
 * Browser tests need money and time: a grant to the signed-in user and a shift of the
 * server's clock. Registered only with ENABLE_TEST_ROUTES, which production refuses.
 */
export function registerTestRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Database; clock: Clock & { shiftMs: number } },
) {
  mountFunction(app, {
    method: 'POST',
    name: 'test/grant',
    handler: async (request, reply) => {
      const user = await requireUser(deps.auth, request, reply);
      const { amount } = parseInput(
        z.object({ amount: z.number().int().min(1).max(100_000) }),
        request.body ?? {},
      );
      await grantQtt(deps.db, {
        userId: user.id,
        amount: qtt(amount),
        reason: 'Test grant',
        idempotencyKey: `test-grant:${randomUUID()}`,
      });
      return { ok: true };
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'test/clock',
    handler: async (request) => {
      const { shiftDays } = parseInput(
        z.object({ shiftDays: z.number().min(0).max(400) }),
        request.body ?? {},
      );
      deps.clock.shiftMs = shiftDays * 86_400_000;
      return { now: deps.clock.now().toISOString() };
    },
  });
}
