import {
  holdRewardsRequestSchema,
  holdRewardsResponseSchema,
  releaseRewardsParamsSchema,
  releaseRewardsResponseSchema,
  rewardHoldsResponseSchema,
} from '@/domain/api/reward-holds';
import {
  securityCenterQuerySchema,
  securityCenterResponseSchema,
} from '@/domain/api/security-center';
import { securityFlagsResponseSchema } from '@/domain/api/security-flags';
import { qtt } from '@/domain/money/qtt';
import { defineRoutes } from '../http/define-route';
import { holdRewards, releaseRewards } from './hold-rewards';
import { listFarmFlags } from './list-farm-flags';
import { listRewardHolds } from './list-reward-holds';
import { securityCenter } from './security-center';

/**
 * The Security Center: sessions and rewards, farm flags and reward holds. An admin account
 * or the bearer admin key (product rules R8, decision 036).
 */
export const securityRoutes = defineRoutes({
  area: 'security',
  setup: ({ db, clock, config, heartbeats }) => ({
    db,
    clock,
    heartbeats,
    /** Most watch QTT per user per UTC day, in units (a flag compares against it). */
    dailyCapUnits: qtt(config.WATCH_DAILY_CAP_QTT),
    /** The game earning limits and the daily game cap (docs/decisions/032). */
    games: {
      perAddress: config.GAME_ACCOUNTS_PER_IP,
      perSubnet: config.GAME_ACCOUNTS_PER_SUBNET,
      dailyCapUnits: qtt(config.GAME_DAILY_CAP_QTT),
    },
    /** Fresh senders to one member in 24 h that flag it (docs/decisions/041). */
    funnelSenders: config.SEND_FUNNEL_SENDERS,
  }),
  routes: (route) => [
    route({
      method: 'GET',
      name: 'security-center',
      operationId: 'getSecurityCenter',
      summary: 'Sessions and rewards (admin or admin key); summary=1 for the counts only',
      access: 'admin-or-admin-key',
      query: securityCenterQuerySchema,
      responses: { 200: securityCenterResponseSchema },
      errors: [],
      handler: async ({ deps, query }) => {
        await deps.heartbeats.flush();
        return securityCenter(deps.db, {
          now: deps.clock.now(),
          summary: query.summary,
          rejectedHeartbeats: deps.heartbeats.rejectedTotal,
        });
      },
    }),
    route({
      method: 'GET',
      name: 'security-flags',
      operationId: 'listSecurityFlags',
      summary: 'Flagged accounts, with reasons (admin or admin key)',
      access: 'admin-or-admin-key',
      responses: { 200: securityFlagsResponseSchema },
      errors: [],
      handler: ({ deps }) =>
        listFarmFlags(deps.db, {
          now: deps.clock.now(),
          dailyCapUnits: deps.dailyCapUnits,
          games: deps.games,
          funnelSenders: deps.funnelSenders,
        }),
    }),
    route({
      method: 'GET',
      name: 'admin/reward-holds',
      operationId: 'listRewardHolds',
      summary: 'Accounts whose rewards are on hold, and what was withheld (admin or admin key)',
      access: 'admin-or-admin-key',
      responses: { 200: rewardHoldsResponseSchema },
      errors: [],
      handler: ({ deps }) => listRewardHolds(deps.db),
    }),
    route({
      method: 'POST',
      name: 'admin/reward-holds',
      operationId: 'holdRewards',
      summary: 'Holds an account’s future rewards (admin or admin key)',
      access: 'admin-or-admin-key',
      body: holdRewardsRequestSchema,
      responses: { 200: holdRewardsResponseSchema },
      errors: ['NOT_FOUND', 'CONFLICT'],
      handler: async ({ deps, caller, body, request }) => {
        const hold = await holdRewards(deps.db, { ...body, heldBy: caller, now: deps.clock.now() });
        request.log.warn({ userId: hold.userId, heldBy: caller }, 'rewards held');
        return { ...hold, heldAt: hold.heldAt.toISOString() };
      },
    }),
    route({
      method: 'POST',
      name: 'admin/reward-holds/:userId/release',
      operationId: 'releaseRewards',
      summary: 'Releases a hold; withheld rewards stay unpaid (admin or admin key)',
      access: 'admin-or-admin-key',
      params: releaseRewardsParamsSchema,
      responses: { 200: releaseRewardsResponseSchema },
      errors: ['NOT_FOUND', 'CONFLICT'],
      handler: async ({ deps, caller, params, request }) => {
        await releaseRewards(deps.db, params.userId);
        request.log.warn({ userId: params.userId, by: caller }, 'rewards released');
        return { userId: params.userId, released: true as const };
      },
    }),
  ],
});
