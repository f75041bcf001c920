import { z } from 'zod';
import { transferTypes } from '../ledger/transfer-types';
import { decimalQtt, isoTimestamp, text, uuid } from './fields';

/** POST /api/admin/reward-holds (admin session or bearer admin key). */
export const holdRewardsRequestSchema = z.object({
  userId: uuid('Choose an account to hold.'),
  reason: text({ min: 3, max: 500, label: 'The reason' }),
});
export type HoldRewardsRequest = z.input<typeof holdRewardsRequestSchema>;

/** POST /api/admin/reward-holds/:userId/release: the path's user id. */
export const releaseRewardsParamsSchema = z.object({ userId: uuid('No such account.') });

export const rewardHoldSchema = z.object({
  userId: z.string(),
  userName: z.string().nullable(),
  reason: z.string(),
  /** The admin's user id, or `admin-key`. */
  heldBy: z.string(),
  heldAt: isoTimestamp,
  /** Rewards earned while held, never paid. */
  withheldCount: z.number(),
  withheldTotal: decimalQtt,
});
export type RewardHold = z.infer<typeof rewardHoldSchema>;

export const withheldRewardSchema = z.object({
  userId: z.string(),
  userName: z.string().nullable(),
  type: z.enum(transferTypes),
  amount: decimalQtt,
  createdAt: isoTimestamp,
});
export type WithheldReward = z.infer<typeof withheldRewardSchema>;

/** GET /api/admin/reward-holds: the holds, and the latest rewards withheld under them. */
export const rewardHoldsResponseSchema = z.object({
  holds: z.array(rewardHoldSchema),
  withheld: z.array(withheldRewardSchema),
});
export type RewardHoldsResponse = z.infer<typeof rewardHoldsResponseSchema>;

export const releaseRewardsResponseSchema = z.object({
  userId: z.string(),
  released: z.literal(true),
});

export const holdRewardsResponseSchema = z.object({
  userId: z.string(),
  reason: z.string(),
  heldBy: z.string(),
  heldAt: isoTimestamp,
});
