import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, hasErrorCode } from '@/web/lib/api-client';
import { watchRewardsSummarySchema, type WatchRewardsSummary } from '@/domain/api/watch-rewards';
import { queryKeys } from '@/web/lib/query-keys';

export type { WatchReward, WatchRewardsSummary } from '@/domain/api/watch-rewards';

export const noWatchRewards: WatchRewardsSummary = { total: '0', count: 0, recent: [] };

/** The user's watch rewards, read from the ledger by the server. */
export async function getWatchRewards(): Promise<WatchRewardsSummary> {
  try {
    return await apiFetch('/api/powt-rewards-summary', { schema: watchRewardsSummarySchema });
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) return noWatchRewards;
    throw error;
  }
}

export const watchRewardsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wallet.watchRewards(), queryFn: getWatchRewards });

/** A failed summary is ignored silently (product rules R11): callers fall back to zero. */
export function useWatchRewards({ enabled }: { enabled: boolean }) {
  return useQuery({ ...watchRewardsQueryOptions(), enabled, retry: false });
}
