import { z } from 'zod';
import { decimalQtt, isoTimestamp } from './fields';

/** GET /api/powt-rewards-summary: the signed-in user's paid watch rewards. */
export const watchRewardSchema = z.object({
  contentId: z.string(),
  /** The item's title (null if it was removed). */
  contentTitle: z.string().nullable(),
  reward: decimalQtt,
  createdAt: isoTimestamp,
});
export type WatchReward = z.infer<typeof watchRewardSchema>;

export const watchRewardsSummarySchema = z.object({
  total: decimalQtt,
  count: z.number(),
  recent: z.array(watchRewardSchema),
});
export type WatchRewardsSummary = z.infer<typeof watchRewardsSummarySchema>;

/** GET /api/watch-earned: the items whose watch reward the signed-in user was paid. */
export const watchEarnedSchema = z.object({
  items: z.array(z.object({ contentId: z.string(), reward: decimalQtt })),
});
export type WatchEarned = z.infer<typeof watchEarnedSchema>;
