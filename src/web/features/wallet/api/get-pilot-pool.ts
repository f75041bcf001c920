import { queryOptions, useQuery } from '@tanstack/react-query';
import { pilotPoolSchema } from '@/domain/api/pilot';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Others' minutes keep arriving while the tab is open; 30 s keeps the share honest. */
export const pilotPoolRefreshMs = 30_000;

export const getPilotPool = () => apiFetch('/api/pilot-pool', { schema: pilotPoolSchema });

/**
 * Under the wallet's key prefix, so a watch or game reward (which invalidates the wallet)
 * refreshes today's pool as well.
 */
export const pilotPoolQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.wallet.pilotPool(),
    queryFn: getPilotPool,
    refetchInterval: pilotPoolRefreshMs,
  });

export const usePilotPool = () => useQuery(pilotPoolQueryOptions());
