import { queryOptions, useQuery } from '@tanstack/react-query';
import { chainConfigSchema } from '@/domain/api/chain';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The configured network and contract addresses. */
export const getChainConfig = () => apiFetch('/api/chain', { schema: chainConfigSchema });

export const chainConfigQueryOptions = () =>
  // They change only with a redeploy.
  queryOptions({
    queryKey: queryKeys.chain.config(),
    queryFn: getChainConfig,
    staleTime: Infinity,
  });

export function useChainConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...chainConfigQueryOptions(), enabled });
}
