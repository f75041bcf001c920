import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import {
  pilotCsvFileName,
  pilotDailyRewardsQuerySchema,
  pilotReportQuerySchema,
  type PilotRunNow,
  type RewardPool,
} from '@/domain/api/pilot';
import { parseQtt, unitsToDecimal } from '@/domain/money/qtt';
import type { Auth } from '../auth/create-auth';
import { readSession, requireAdmin } from '../auth/session-guards';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/open-database';
import { AppError } from '../http/app-error';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import { requireSecurityAdmin } from '../security/require-security-admin';
import { allocateDue } from './allocate-due';
import { pilotPool } from './pilot-pool';
import { pagedPilotReport } from './paged-pilot-report';
import { pilotReport } from './pilot-report';
import { pilotReportCsv } from './pilot-report-csv';
import { startPilotScheduler, type PilotScheduler } from './pilot-scheduler';
import { pilotSummary } from './pilot-summary';
import { rewardPoolBalance } from './reward-pool-balance';

export interface PilotDeps {
  auth: Auth;
  db: Database;
  clock: Clock;
  logger: Logger;
  config: Pick<
    Config,
    | 'PILOT_DAILY_BUDGET_QTT'
    | 'PILOT_DAILY_MINUTES_CAP'
    | 'PILOT_SCHEDULER'
    | 'PILOT_SCHEDULER_MS'
    | 'REQUIRE_EMAIL_CONFIRMATION'
  >;
  adminKey?: string;
}

/** The daily usage bonus (decisions D7, docs/decisions/018): its routes and its scheduler. */
export function registerPilot(app: FastifyInstance, deps: PilotDeps) {
  const budget = parseQtt(deps.config.PILOT_DAILY_BUDGET_QTT);
  // Every reader of usage counts under the same ceiling: run, report, rollup and pool agree.
  const ceilingSeconds = deps.config.PILOT_DAILY_MINUTES_CAP * 60;
  const allocate = (startedBy: string) =>
    allocateDue(deps.db, {
      now: deps.clock.now(),
      budget,
      startedBy,
      ceilingSeconds,
      requireConfirmedEmail: deps.config.REQUIRE_EMAIL_CONFIRMATION,
    });

  mountFunction(app, {
    method: 'GET',
    name: 'pilot-daily-rewards',
    handler: async (request, reply) => {
      const { run } = parseInput(pilotDailyRewardsQuerySchema, request.query);
      // A GET must change nothing: a link or an image on another site could send it with
      // an admin's cookie (decision 036). Refused before the session is even read.
      if (run === 'now') {
        reply.header('allow', 'POST');
        throw new AppError('METHOD_NOT_ALLOWED', 'Run Now needs a POST request.');
      }
      await requireSecurityAdmin(deps, request, reply);
      return pilotSummary(deps.db, budget);
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'pilot-daily-rewards',
    handler: async (request, reply) => {
      const actor = await requireSecurityAdmin(deps, request, reply);
      parseInput(pilotDailyRewardsQuerySchema, request.query);
      const allocated = await allocate(actor);
      const answer: PilotRunNow = {
        message: 'Manual allocation run requested',
        allocated,
        summary: await pilotSummary(deps.db, budget),
      };
      return answer;
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'pilot-report',
    handler: async (request, reply) => {
      await requireAdmin(deps.auth, request, reply);
      const q = parseInput(pilotReportQuerySchema, request.query);
      const o = { days: q.days, series: q.series === '1', now: deps.clock.now(), ceilingSeconds };
      // Everyone's JSON is paged from the rollup; one user and the CSV stay complete.
      if (q.format !== 'csv' && q.userId === undefined)
        return pagedPilotReport(deps.db, { ...o, cursor: q.cursor, limit: q.limit });
      const report = await pilotReport(deps.db, { ...o, userId: q.userId });
      if (q.format !== 'csv') return report;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${pilotCsvFileName}"`)
        .send(pilotReportCsv(report));
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'pilot-pool',
    handler: async (request, reply) => {
      const user = await readSession(deps.auth, request, reply);
      return pilotPool(deps.db, {
        budget,
        now: deps.clock.now(),
        userId: user?.id ?? null,
        ceilingSeconds,
      });
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'reward-pool',
    handler: async (request, reply) => {
      await requireAdmin(deps.auth, request, reply);
      const balance = await rewardPoolBalance(deps.db);
      const answer: RewardPool = {
        balanceQtt: unitsToDecimal(balance),
        dailyBudgetQtt: unitsToDecimal(budget),
        daysOfBudget: budget === 0n ? null : Number((balance < 0n ? 0n : balance) / budget),
      };
      return answer;
    },
  });

  if (deps.config.PILOT_SCHEDULER === 'on') {
    let scheduler: PilotScheduler | undefined;
    app.addHook('onReady', async () => {
      scheduler = startPilotScheduler({
        intervalMs: deps.config.PILOT_SCHEDULER_MS,
        logger: deps.logger,
        pass: () => allocate('scheduler'),
      });
    });
    app.addHook('onClose', async () => scheduler?.stop());
  }
}
