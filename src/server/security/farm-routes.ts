import type { FastifyInstance } from 'fastify';
import { holdRewardsRequestSchema, releaseRewardsParamsSchema } from '@/domain/api/reward-holds';
import type { Auth } from '../auth/create-auth';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import { holdRewards, releaseRewards } from './hold-rewards';
import { listFarmFlags, type GameFlagSettings } from './list-farm-flags';
import { listRewardHolds } from './list-reward-holds';
import { requireSecurityAdmin } from './require-security-admin';

export interface FarmRouteDeps {
  auth: Auth;
  db: Database;
  clock: Clock;
  adminKey?: string;
  /** Most watch QTT per user per UTC day, in units (a flag compares against it). */
  dailyCapUnits: bigint;
  /** The game earning limits and the daily game cap (docs/decisions/032). */
  games: GameFlagSettings;
}

/** Security Center flags and reward holds: an admin account or the bearer admin key. */
export function registerFarmRoutes(app: FastifyInstance, deps: FarmRouteDeps) {
  mountFunction(app, {
    method: 'GET',
    name: 'security-flags',
    handler: async (request, reply) => {
      await requireSecurityAdmin(deps, request, reply);
      return listFarmFlags(deps.db, {
        now: deps.clock.now(),
        dailyCapUnits: deps.dailyCapUnits,
        games: deps.games,
      });
    },
  });
  mountFunction(app, {
    method: 'GET',
    name: 'admin/reward-holds',
    handler: async (request, reply) => {
      await requireSecurityAdmin(deps, request, reply);
      return listRewardHolds(deps.db);
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'admin/reward-holds',
    handler: async (request, reply) => {
      const heldBy = await requireSecurityAdmin(deps, request, reply);
      const body = parseInput(holdRewardsRequestSchema, request.body ?? {});
      const hold = await holdRewards(deps.db, { ...body, heldBy, now: deps.clock.now() });
      request.log.warn({ userId: hold.userId, heldBy }, 'rewards held');
      return { ...hold, heldAt: hold.heldAt.toISOString() };
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'admin/reward-holds/:userId/release',
    handler: async (request, reply) => {
      const by = await requireSecurityAdmin(deps, request, reply);
      const { userId } = parseInput(releaseRewardsParamsSchema, request.params);
      await releaseRewards(deps.db, userId);
      request.log.warn({ userId, by }, 'rewards released');
      return { userId, released: true as const };
    },
  });
}
