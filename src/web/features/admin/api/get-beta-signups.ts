import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { betaSignupsResponseSchema } from '@/domain/api/beta';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The list's address: the search (when there is one) and the page or the format. */
export const betaSignupsPath = (q: string, extra: Record<string, string>) => {
  const params = new URLSearchParams(extra);
  if (q) params.set('q', q);
  return `/api/beta-signups?${params.toString()}`;
};

/** A page of beta signups, newest first. */
export const getBetaSignups = (q: string, page: number) =>
  apiFetch(betaSignupsPath(q, { page: String(page) }), { schema: betaSignupsResponseSchema });

export const betaSignupsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.betaSignups(q, page),
    queryFn: () => getBetaSignups(q, page),
    // The previous page stays shown while the next loads.
    placeholderData: keepPreviousData,
  });

export const useBetaSignups = (q: string, page: number) =>
  useQuery(betaSignupsQueryOptions(q, page));
