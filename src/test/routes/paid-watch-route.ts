import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { content, watchReward, watchSession } from '@/server/db/schema';
import { withTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/http/app-error';
import { payReward } from '@/server/ledger/pay-reward';
import { defineRoutes } from '@/server/http/define-route';

/**
 * Browser tests need a farm pattern without watching for minutes: pays the signed-in user one
 * reward-eligible item's watch reward, as a completed session from the caller's address.
 * Registered only with ENABLE_TEST_ROUTES, which production refuses.
 */
export const paidWatchRoutes = defineRoutes({
  area: 'testing',
  testOnly: true,
  setup: ({ db, clock }) => ({ db, clock }),
  routes: (route) => [
    route({
      method: 'POST',
      name: 'test/paid-watch',
      operationId: 'testPaidWatch',
      summary: "Pays the signed-in user one item's watch reward (tests only)",
      access: 'member',
      responses: { 200: z.object({ paid: z.boolean(), reason: z.string().optional() }) },
      errors: ['NOT_FOUND'],
      handler: async ({ deps, caller: user, request }) => {
        const now = deps.clock.now();
        const [item] = await deps.db
          .select()
          .from(content)
          .where(and(eq(content.rewardEligible, true), gt(content.qttReward, 0n)))
          .limit(1);
        if (!item) throw AppError.notFound('No reward-eligible content.');
        const sessionId = randomBytes(16).toString('hex');
        const ms = (item.durationSeconds ?? 30) * 1000;
        return withTransaction(deps.db, async (tx) => {
          await tx.insert(watchSession).values({
            id: sessionId,
            userId: user.id,
            contentId: item.id,
            status: 'completed',
            startedAt: new Date(now.getTime() - ms),
            lastSeenAt: now,
            completedAt: now,
            verifiedMs: ms,
            credited: item.qttReward,
            ip: request.ip,
          });
          const paid = await payReward({
            tx,
            userId: user.id,
            amount: item.qttReward,
            type: 'watch',
            reason: 'Watch time reward',
            key: `watch:${user.id}:${item.id}`,
            evidence: { contentId: item.id, sessionId, test: true },
            now,
          });
          if (!paid.paid) return { paid: false, reason: paid.reason };
          await tx.insert(watchReward).values({
            userId: user.id,
            contentId: item.id,
            sessionId,
            amount: item.qttReward,
            verifiedSeconds: ms / 1000,
            heartbeats: 0,
            transferId: paid.transferId,
            createdAt: now,
          });
          return { paid: true };
        });
      },
    }),
  ],
});
