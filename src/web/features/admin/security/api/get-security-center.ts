import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { securityCenterResponseSchema } from '@/domain/api/security-center';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** How the Security Center is asked: the admin's session cookie, or the bearer admin key. */
export type SecurityCredential = { kind: 'session' } | { kind: 'key'; key: string };

export const getSecurityCenter = (credential: SecurityCredential, summary: boolean) =>
  apiFetch(`/api/security-center${summary ? '?summary=1' : ''}`, {
    schema: securityCenterResponseSchema,
    headers: credential.kind === 'key' ? { authorization: `Bearer ${credential.key}` } : {},
  });

// A refused key or session stays refused: asking again only delays the message.
const retry = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1;

export const securityCenterQueryOptions = (credential: SecurityCredential, summary: boolean) =>
  queryOptions({
    // The key itself stays out of the cache key; forgetting it removes these queries.
    queryKey: queryKeys.admin.securityCenter.view(credential.kind, summary ? 'summary' : 'full'),
    queryFn: () => getSecurityCenter(credential, summary),
    retry,
    staleTime: 0,
  });

/**
 * Refresh in the specification: the summary request and the full request, together; the
 * flags and holds below them are read again too.
 */
export function useSecurityCenter(credential: SecurityCredential) {
  const client = useQueryClient();
  const summary = useQuery(securityCenterQueryOptions(credential, true));
  const full = useQuery(securityCenterQueryOptions(credential, false));
  const view = queryKeys.admin.securityCenter.view;
  const refresh = () =>
    Promise.all([
      summary.refetch(),
      full.refetch(),
      client.invalidateQueries({ queryKey: view(credential.kind, 'flags') }),
      client.invalidateQueries({ queryKey: view(credential.kind, 'holds') }),
    ]);
  return { summary, full, refresh, isRefreshing: summary.isFetching || full.isFetching };
}

/** After the key is forgotten, nothing fetched with it should be shown again. */
export function useForgetSecurityData() {
  const client = useQueryClient();
  return () => client.removeQueries({ queryKey: queryKeys.admin.securityCenter.all });
}
