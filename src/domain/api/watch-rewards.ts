/** GET /api/powt-rewards-summary: the signed-in user's paid watch rewards (amounts are decimal QTT strings). */
export interface WatchReward {
  contentId: string;
  /** The item's title (null if it was removed). */
  contentTitle: string | null;
  reward: string;
  createdAt: string;
}

export interface WatchRewardsSummary {
  total: string;
  count: number;
  recent: WatchReward[];
}
