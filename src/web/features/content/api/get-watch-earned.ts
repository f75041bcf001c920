import { useQuery } from '@tanstack/react-query';
import { watchEarnedSchema, type WatchEarned } from '@/domain/api/watch-rewards';
import { apiFetch } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth-context';
import { queryKeys } from '@/web/lib/query-keys';

export function getWatchEarned(): Promise<WatchEarned> {
  return apiFetch('/api/watch-earned', { schema: watchEarnedSchema });
}

/**
 * The reward the signed-in viewer was already paid for this item (decimal QTT), or null:
 * one request for every card on the page, none for a visitor.
 */
export function useEarnedReward(contentId: string): string | null {
  const { status } = useAuth();
  const earned = useQuery({
    queryKey: queryKeys.wallet.watchEarned(),
    queryFn: getWatchEarned,
    enabled: status === 'signed-in',
    select: (d) => new Map(d.items.map((i) => [i.contentId, i.reward])),
    staleTime: 30_000,
  });
  return status === 'signed-in' ? (earned.data?.get(contentId) ?? null) : null;
}
