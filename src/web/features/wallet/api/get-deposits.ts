import { useQuery } from '@tanstack/react-query';
import { depositListSchema, type DepositList } from '@/domain/api/bridge';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { bridgePollMs } from './get-withdrawals';

export const getDeposits = () => apiFetch('/api/bridge/deposits', { schema: depositListSchema });

export const depositsPending = (list: DepositList | undefined) =>
  list?.deposits.some((d) => d.state === 'pending') ?? false;

/**
 * Polls while a deposit is pending, and while `awaiting` (a deposit this page sent that the
 * server's watcher has not reported yet).
 */
export const useDeposits = ({
  enabled = true,
  awaiting = false,
}: { enabled?: boolean; awaiting?: boolean } = {}) =>
  useQuery({
    queryKey: queryKeys.wallet.bridgeDeposits(),
    queryFn: getDeposits,
    enabled,
    refetchInterval: (q) => (awaiting || depositsPending(q.state.data) ? bridgePollMs : false),
  });
