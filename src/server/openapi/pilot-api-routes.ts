import {
  pilotDailyRewardsQuerySchema,
  pilotDailyRewardsSchema,
  pilotPoolSchema,
  pilotReportQuerySchema,
  pilotReportSchema,
  pilotRunNowSchema,
  rewardPoolSchema,
} from '@/domain/api/pilot';
import type { ApiRoute } from './api-routes';

/** The daily usage bonus (src/server/pilot, docs/decisions/018). */
export const pilotApiRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/pilot-daily-rewards',
    summary:
      'The latest allocation runs and the daily budget (admin or admin key); run=now is ' +
      'refused with 405 (Run Now is a POST)',
    query: pilotDailyRewardsQuerySchema,
    response: pilotDailyRewardsSchema,
  },
  {
    method: 'POST',
    path: '/api/pilot-daily-rewards',
    summary:
      'Run Now (admin or admin key): allocates every ended day not yet allocated and ' +
      'answers what it did; run, when sent, must be now',
    query: pilotDailyRewardsQuerySchema,
    response: pilotRunNowSchema,
  },
  {
    method: 'GET',
    path: '/api/pilot-report',
    summary:
      'Verified watch and game minutes over the last 7, 14, 30 or 60 UTC days (admin); ' +
      'format=csv answers pilot-report.csv',
    query: pilotReportQuerySchema,
    response: pilotReportSchema,
  },
  {
    method: 'GET',
    path: '/api/pilot-pool',
    summary: "Today's pool: usage so far, the scale that would apply, your projected share",
    response: pilotPoolSchema,
  },
  {
    method: 'GET',
    path: '/api/reward-pool',
    summary: "The reward pool's balance and how many days of budget it holds (admin)",
    response: rewardPoolSchema,
  },
];
