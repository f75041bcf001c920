import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsSummarySchema } from '@/domain/api/analytics';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getAnalyticsSummary = (days: number) =>
  apiFetch(`/api/analytics-summary?days=${days}`, { schema: analyticsSummarySchema });

export const analyticsSummaryQueryOptions = (days: number) =>
  queryOptions({
    queryKey: queryKeys.admin.analytics(days),
    queryFn: () => getAnalyticsSummary(days),
    // The table keeps the last range on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAnalyticsSummary = (days: number) => useQuery(analyticsSummaryQueryOptions(days));
