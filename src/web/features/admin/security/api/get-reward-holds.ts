import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardHoldsResponseSchema } from '@/domain/api/reward-holds';
import { apiFetch } from '@/web/lib/api-client';
import { adminCredentialHeaders, type AdminCredential } from '@/web/lib/admin-credential';
import { securityKeys } from './security-keys';

/** The accounts whose rewards are held, and what they would have earned meanwhile. */
export const getRewardHolds = (credential: AdminCredential) =>
  apiFetch('/api/admin/reward-holds', {
    schema: rewardHoldsResponseSchema,
    headers: adminCredentialHeaders(credential),
  });

export const rewardHoldsQueryOptions = (credential: AdminCredential) =>
  queryOptions({
    queryKey: securityKeys.view(credential, 'holds'),
    queryFn: () => getRewardHolds(credential),
    retry: false,
    staleTime: 0,
  });

export const useRewardHolds = (credential: AdminCredential) =>
  useQuery(rewardHoldsQueryOptions(credential));
