import { useQuery } from '@tanstack/react-query';
import { withdrawalListSchema, type WithdrawalList } from '@/domain/api/bridge';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** How often the lists are read again while something waits on the chain or the server. */
export const bridgePollMs = 3_000;

export const getWithdrawals = () =>
  apiFetch('/api/bridge/withdrawals', { schema: withdrawalListSchema });

/** Issued and expired withdrawals change without the page doing anything: poll while any is. */
export const withdrawalsWaiting = (list: WithdrawalList | undefined) =>
  list?.withdrawals.some((w) => w.state === 'issued' || w.state === 'expired') ?? false;

export const useWithdrawals = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: queryKeys.wallet.bridgeWithdrawals(),
    queryFn: getWithdrawals,
    enabled,
    refetchInterval: (q) => (withdrawalsWaiting(q.state.data) ? bridgePollMs : false),
  });
