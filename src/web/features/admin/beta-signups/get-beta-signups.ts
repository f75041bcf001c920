import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { betaCsvFileName, betaSignupsResponseSchema } from '@/domain/api/beta';
import { apiFetch } from '@/web/lib/api-client';
import { downloadFile } from '@/web/lib/download-file';
import { queryKeys } from '@/web/lib/query-keys';

const query = (q: string, extra: Record<string, string>) => {
  const params = new URLSearchParams(extra);
  if (q) params.set('q', q);
  return `/api/beta-signups?${params.toString()}`;
};

/** A page of beta signups, newest first; the previous page stays shown while the next loads. */
export const useBetaSignups = (q: string, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.betaSignups(q, page),
    queryFn: () =>
      apiFetch(query(q, { page: String(page) }), { schema: betaSignupsResponseSchema }),
    placeholderData: keepPreviousData,
  });

/** Every signup matching the search, as beta-signups.csv. */
export const exportBetaSignups = (q: string) =>
  downloadFile(query(q, { format: 'csv' }), betaCsvFileName);
