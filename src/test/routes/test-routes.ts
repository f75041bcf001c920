import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  okResponseSchema,
  testClockResponseSchema,
  testClockSchema,
  testGrantSchema,
} from '@/domain/api/testing';
import { qtt } from '@/domain/money/qtt';
import { vault } from '@/server/db/schema';
import { withTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/http/app-error';
import { defineRoutes } from '@/server/http/define-route';
import { grantQtt } from '@/server/ledger/grant-qtt';

/**
 * Browser tests need money and time: a grant to the signed-in user and a shift of the
 * server's clock. Mounted only with ENABLE_TEST_ROUTES, which production refuses.
 */
export const testRoutes = defineRoutes({
  area: 'testing',
  testOnly: true,
  setup: ({ db, clock }) => ({ db, clock }),
  routes: (route) => [
    route({
      method: 'POST',
      name: 'test/grant',
      operationId: 'testGrant',
      summary: 'Grants the signed-in user QTT (tests only)',
      access: 'member',
      body: testGrantSchema,
      responses: { 200: okResponseSchema },
      errors: [],
      handler: async ({ deps, caller, body }) => {
        await withTransaction(deps.db, (tx) =>
          grantQtt(tx, {
            userId: caller.id,
            amount: qtt(body.amount),
            reason: 'Test grant',
            idempotencyKey: `test-grant:${randomUUID()}`,
          }),
        );
        return { ok: true as const };
      },
    }),
    // The money bench's floor: everything a signed-in request costs (the session read, the
    // origin check, the body's parse) and nothing else.
    route({
      method: 'POST',
      name: 'test/no-op',
      operationId: 'testNoOp',
      summary: 'Answers a signed-in caller and does nothing else (tests only)',
      access: 'member',
      responses: { 200: okResponseSchema },
      errors: [],
      handler: () => Promise.resolve({ ok: true as const }),
    }),
    // Moves one of the caller's vaults into the past so it is ready to claim, without
    // touching the shared clock other tests run on.
    route({
      method: 'POST',
      name: 'test/vaults/:id/unlock',
      operationId: 'testUnlockVault',
      summary: "Makes one of the caller's vaults ready to claim (tests only)",
      access: 'member',
      params: z.object({ id: z.string() }),
      responses: { 200: okResponseSchema },
      errors: ['NOT_FOUND'],
      handler: async ({ deps, caller, params }) => {
        const shift = sql`make_interval(days => ${vault.durationDays}) + interval '1 minute'`;
        const [moved] = await deps.db
          .update(vault)
          .set({
            createdAt: sql`${vault.createdAt} - (${shift})`,
            unlockAt: sql`${vault.unlockAt} - (${shift})`,
          })
          .where(
            and(eq(vault.id, params.id), eq(vault.userId, caller.id), eq(vault.status, 'active')),
          )
          .returning({ id: vault.id });
        if (!moved) throw AppError.notFound('Vault not found');
        return { ok: true as const };
      },
    }),
    route({
      method: 'POST',
      name: 'test/clock',
      operationId: 'testShiftClock',
      summary: "Shifts the server's clock forward (tests only)",
      access: 'member',
      body: testClockSchema,
      responses: { 200: testClockResponseSchema },
      errors: [],
      handler: ({ deps, body }) => {
        deps.clock.shiftMs = body.shiftDays * 86_400_000;
        return { now: deps.clock.now().toISOString() };
      },
    }),
  ],
});
