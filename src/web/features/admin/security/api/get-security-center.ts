import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { securityCenterResponseSchema } from '@/domain/api/security-center';
import { apiFetch } from '@/web/lib/api-client';
import { adminCredentialHeaders, type AdminCredential } from '@/web/lib/admin-credential';
import { queryKeys } from '@/web/lib/query-keys';
import { invalidateHolds, retryUnlessRefused, securityKeys } from './security-keys';

export const getSecurityCenter = (credential: AdminCredential, summary: boolean) =>
  apiFetch(`/api/security-center${summary ? '?summary=1' : ''}`, {
    schema: securityCenterResponseSchema,
    headers: adminCredentialHeaders(credential),
  });

export const securityCenterQueryOptions = (credential: AdminCredential, summary: boolean) =>
  queryOptions({
    // The key itself stays out of the cache key; forgetting it removes these queries.
    queryKey: securityKeys.view(credential, summary ? 'summary' : 'full'),
    queryFn: () => getSecurityCenter(credential, summary),
    retry: retryUnlessRefused,
    staleTime: 0,
  });

/**
 * The Security Center's Refresh: the summary request and the full request, together; the
 * flags and holds below them are read again too.
 */
export function useSecurityCenter(credential: AdminCredential) {
  const client = useQueryClient();
  const summary = useQuery(securityCenterQueryOptions(credential, true));
  const full = useQuery(securityCenterQueryOptions(credential, false));
  const refresh = () =>
    Promise.all([summary.refetch(), full.refetch(), invalidateHolds(client, credential)]);
  return { summary, full, refresh, isRefreshing: summary.isFetching || full.isFetching };
}

/** After the key is forgotten, nothing fetched with it should be shown again. */
export function useForgetSecurityData() {
  const client = useQueryClient();
  return () => client.removeQueries({ queryKey: queryKeys.admin.securityCenter.all });
}
