import { queryOptions, useQuery } from '@tanstack/react-query';
import { pilotDailyRewardsSchema } from '@/domain/api/pilot';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { adminCredentialHeaders, type AdminCredential } from '@/web/lib/admin-credential';

export const getPilotSummary = (credential: AdminCredential) =>
  apiFetch('/api/pilot-daily-rewards', {
    schema: pilotDailyRewardsSchema,
    headers: adminCredentialHeaders(credential),
  });

export const pilotSummaryQueryOptions = (credential: AdminCredential) =>
  queryOptions({
    // The key itself stays out of the cache key, as in the Security Center.
    queryKey: queryKeys.admin.pilot.summary(credential.kind),
    queryFn: () => getPilotSummary(credential),
  });

export const usePilotSummary = (credential: AdminCredential) =>
  useQuery(pilotSummaryQueryOptions(credential));
