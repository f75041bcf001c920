import { queryOptions, useQuery } from '@tanstack/react-query';
import { vaultListSchema } from '@/domain/api/vaults';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getVaults = () => apiFetch('/api/vaults', { schema: vaultListSchema });

export const vaultsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.vaults.all, queryFn: getVaults });

/** The signed-in user's vaults (newest first), the server's clock and the four stats. */
export function useVaults({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vaultsQueryOptions(), enabled });
}
