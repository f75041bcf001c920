import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pilotReportSchema, type PilotRange } from '@/domain/api/pilot';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { adminCredentialHeaders, type AdminCredential } from '@/web/lib/admin-credential';

export interface PilotReportQuery {
  days: PilotRange;
  /** A validated user id, or null for everyone. */
  userId: string | null;
  /** The page of users after this user id (everyone's report only); the first page without. */
  cursor?: string | null;
}

/** The report's query string; `format=csv` asks for the same rows as a file. */
export function pilotReportSearch({ days, userId, cursor }: PilotReportQuery, format?: 'csv') {
  const search = new URLSearchParams({ days: String(days) });
  if (userId) search.set('userId', userId);
  // The CSV is always complete: no page.
  if (format) search.set('format', format);
  else {
    search.set('series', '1');
    if (cursor) search.set('cursor', cursor);
  }
  return search.toString();
}

export const getPilotReport = (credential: AdminCredential, query: PilotReportQuery) =>
  apiFetch(`/api/pilot-report?${pilotReportSearch(query)}`, {
    schema: pilotReportSchema,
    headers: adminCredentialHeaders(credential),
  });

export const pilotReportQueryOptions = (credential: AdminCredential, query: PilotReportQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.pilot.report(credential.kind, query),
    queryFn: () => getPilotReport(credential, query),
    // A new range keeps the last figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export const usePilotReport = (credential: AdminCredential, query: PilotReportQuery) =>
  useQuery(pilotReportQueryOptions(credential, query));
