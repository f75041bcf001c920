import { asc } from 'drizzle-orm';
import { okResponseSchema, testPilotUsageSchema } from '@/domain/api/testing';
import { startOfUtcDay } from '@/server/clock';
import { content } from '@/server/db/schema';
import { insertUsage } from '@/server/demo/insert-usage';
import { AppError } from '@/server/http/app-error';
import { forgetDayRollup } from '@/server/pilot/roll-up-usage';
import { utcDayOf } from '@/domain/pilot/utc-days';
import { defineRoutes } from '@/server/http/define-route';

const dayMs = 86_400_000;

/**
 * Browser tests of Run Now and today's pool need verified usage on a chosen UTC day without
 * watching for minutes: mid-day of that day by the server's clock, never later than now.
 * Registered only with ENABLE_TEST_ROUTES, which production refuses.
 */
export const pilotUsageRoutes = defineRoutes({
  area: 'testing',
  testOnly: true,
  setup: ({ db, clock }) => ({ db, clock }),
  routes: (route) => [
    route({
      method: 'POST',
      name: 'test/pilot-usage',
      operationId: 'testPilotUsage',
      summary: 'Records verified usage on a chosen UTC day (tests only)',
      access: 'member',
      body: testPilotUsageSchema,
      responses: { 200: okResponseSchema },
      errors: ['NOT_FOUND'],
      handler: async ({ deps, caller: user, body: input }) => {
        const now = deps.clock.now();
        const noon = startOfUtcDay(now).getTime() - input.daysAgo * dayMs + dayMs / 2;
        const [item] = await deps.db
          .select({ id: content.id })
          .from(content)
          .orderBy(asc(content.createdAt))
          .limit(1);
        if (!item) throw AppError.notFound('No content to watch.');
        const at = new Date(Math.min(noon, now.getTime()));
        await insertUsage(deps.db, {
          userId: user.id,
          contentId: item.id,
          at,
          watchSeconds: input.watchSeconds,
          gameSeconds: input.gameSeconds,
        });
        // A day already over has changed: the report's rollup of it must be written again.
        if (input.daysAgo > 0) await forgetDayRollup(deps.db, utcDayOf(at));
        return { ok: true as const };
      },
    }),
  ],
});
