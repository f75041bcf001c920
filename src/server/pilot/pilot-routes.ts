import {
  pilotCsvFileName,
  pilotDailyRewardsQuerySchema,
  pilotDailyRewardsSchema,
  pilotPoolSchema,
  pilotReportQuerySchema,
  pilotReportSchema,
  pilotRunNowSchema,
  rewardPoolSchema,
  type PilotRunNow,
  type RewardPool,
} from '@/domain/api/pilot';
import { unitsToDecimal } from '@/domain/money/qtt';
import { addDays, utcDayOf } from '@/domain/pilot/utc-days';
import { AppError } from '../http/app-error';
import { defineRoutes } from '../http/define-route';
import { parseInput } from '../http/parse-input';
import { pagedPilotReport } from './paged-pilot-report';
import { pilotAllocation } from './pilot-allocation';
import { pilotPool } from './pilot-pool';
import { pilotReport } from './pilot-report';
import { pilotReportCsv } from './pilot-report-csv';
import { pilotSummary } from './pilot-summary';
import { rewardPoolBalance } from './reward-pool-balance';
import { countToday, todayUsageReader } from './today-usage';

/** The daily usage bonus (docs/decisions/018): its routes; its scheduler is a job (src/server/jobs). */
export const pilotRoutes = defineRoutes({
  area: 'pilot',
  setup: (services) => {
    const allocation = pilotAllocation(services);
    return {
      db: services.db,
      clock: services.clock,
      ...allocation,
      // One count of today's usage serves every wallet's pool and the report (decision 054).
      todayUsage: todayUsageReader(
        (now) => countToday(services.db, now, allocation.ceilingSeconds),
        (err) => services.logger.error({ err }, "today's usage could not be counted again"),
      ),
    };
  },
  routes: (route) => [
    route({
      method: 'GET',
      name: 'pilot-daily-rewards',
      operationId: 'getPilotDailyRewards',
      summary:
        'The latest allocation runs and the daily budget (admin or admin key); run=now is ' +
        'refused with 405 (Run Now is a POST)',
      access: 'admin-or-admin-key',
      // A GET must change nothing: a link or an image on another site could send it with an
      // admin's cookie (decision 036). Refused before the session is even read.
      before: ({ request, reply }) => {
        if (parseInput(pilotDailyRewardsQuerySchema, request.query).run !== 'now') return;
        reply.header('allow', 'POST');
        throw new AppError('METHOD_NOT_ALLOWED', 'Run Now needs a POST request.');
      },
      query: pilotDailyRewardsQuerySchema,
      responses: { 200: pilotDailyRewardsSchema },
      errors: ['METHOD_NOT_ALLOWED'],
      handler: ({ deps }) => pilotSummary(deps.db, deps.budget),
    }),
    route({
      method: 'POST',
      name: 'pilot-daily-rewards',
      operationId: 'runDailyRewardsNow',
      summary:
        'Run Now (admin or admin key): allocates every ended day not yet allocated and ' +
        'answers what it did; run, when sent, must be now',
      access: 'admin-or-admin-key',
      query: pilotDailyRewardsQuerySchema,
      responses: { 200: pilotRunNowSchema },
      errors: [],
      handler: async ({ deps, caller }) => {
        const allocated = await deps.allocate(caller);
        const yesterday = addDays(utcDayOf(deps.clock.now()), -1);
        const answer: PilotRunNow = {
          // The run's own words: what it allocated, or that there was nothing to do.
          message:
            allocated.length > 0
              ? 'Manual allocation run requested'
              : `Nothing to allocate: ${yesterday} was already allocated.`,
          allocated,
          summary: await pilotSummary(deps.db, deps.budget),
        };
        return answer;
      },
    }),
    route({
      method: 'GET',
      name: 'pilot-report',
      operationId: 'getPilotReport',
      summary:
        'Verified watch and game minutes over the last 7, 14, 30 or 60 UTC days (admin); ' +
        'format=csv answers pilot-report.csv',
      access: 'admin',
      query: pilotReportQuerySchema,
      responses: { 200: pilotReportSchema },
      csvFile: pilotCsvFileName,
      errors: [],
      handler: async ({ deps, query: q, reply }) => {
        const o = {
          days: q.days,
          series: q.series === '1',
          now: deps.clock.now(),
          ceilingSeconds: deps.ceilingSeconds,
        };
        // Everyone's JSON is paged from the rollup; one user and the CSV stay complete.
        if (q.format !== 'csv' && q.userId === undefined)
          return pagedPilotReport(deps.db, {
            ...o,
            cursor: q.cursor,
            limit: q.limit,
            today: await deps.todayUsage(o.now),
          });
        const report = await pilotReport(deps.db, { ...o, userId: q.userId });
        if (q.format !== 'csv') return report;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${pilotCsvFileName}"`)
          .send(pilotReportCsv(report));
      },
    }),
    route({
      method: 'GET',
      name: 'pilot-pool',
      operationId: 'getPilotPool',
      summary: "Today's pool: usage so far, the scale that would apply, your projected share",
      access: 'visitor',
      readsSession: true,
      responses: { 200: pilotPoolSchema },
      errors: [],
      handler: async ({ deps, session }) => {
        const user = await session();
        const now = deps.clock.now();
        return pilotPool(deps.db, {
          budget: deps.budget,
          now,
          userId: user?.id ?? null,
          ceilingSeconds: deps.ceilingSeconds,
          today: await deps.todayUsage(now),
        });
      },
    }),
    route({
      method: 'GET',
      name: 'reward-pool',
      operationId: 'getRewardPool',
      summary: "The reward pool's balance and how many days of budget it holds (admin)",
      access: 'admin',
      responses: { 200: rewardPoolSchema },
      errors: [],
      handler: async ({ deps }) => {
        const balance = await rewardPoolBalance(deps.db);
        const { budget } = deps;
        const answer: RewardPool = {
          balanceQtt: unitsToDecimal(balance),
          dailyBudgetQtt: unitsToDecimal(budget),
          daysOfBudget: budget === 0n ? null : Number((balance < 0n ? 0n : balance) / budget),
        };
        return answer;
      },
    }),
  ],
});
