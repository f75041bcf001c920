import { useQuery } from '@tanstack/react-query';
import { chainConfigSchema } from '@/domain/api/chain';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getChainConfig = () => apiFetch('/api/chain', { schema: chainConfigSchema });

/** The configured network and contract addresses; they change only with a redeploy. */
export function useChainConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.chain.config(),
    queryFn: getChainConfig,
    staleTime: Infinity,
    enabled,
  });
}
