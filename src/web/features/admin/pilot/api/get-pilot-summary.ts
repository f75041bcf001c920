import { queryOptions, useQuery } from '@tanstack/react-query';
import { pilotDailyRewardsSchema } from '@/domain/api/pilot';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { credentialHeaders, type PilotCredential } from './pilot-credential';

export const getPilotSummary = (credential: PilotCredential) =>
  apiFetch('/api/pilot-daily-rewards', {
    schema: pilotDailyRewardsSchema,
    headers: credentialHeaders(credential),
  });

export const pilotSummaryQueryOptions = (credential: PilotCredential) =>
  queryOptions({
    // The key itself stays out of the cache key, as in the Security Center.
    queryKey: queryKeys.admin.pilot.summary(credential.kind),
    queryFn: () => getPilotSummary(credential),
  });

export const usePilotSummary = (credential: PilotCredential) =>
  useQuery(pilotSummaryQueryOptions(credential));
