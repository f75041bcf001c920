import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  holdRewardsResponseSchema,
  releaseRewardsResponseSchema,
  rewardHoldsResponseSchema,
  type HoldRewardsRequest,
} from '@/domain/api/reward-holds';
import { securityFlagsResponseSchema } from '@/domain/api/security-flags';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import type { SecurityCredential } from './get-security-center';

const headersOf = (credential: SecurityCredential): Record<string, string> =>
  credential.kind === 'key' ? { authorization: `Bearer ${credential.key}` } : {};

// Under the Security Center's key, so Refresh and Forget key cover these too.
const flagsKey = (c: SecurityCredential) => queryKeys.admin.securityCenter.view(c.kind, 'flags');
const holdsKey = (c: SecurityCredential) => queryKeys.admin.securityCenter.view(c.kind, 'holds');

export const securityFlagsQueryOptions = (credential: SecurityCredential) =>
  queryOptions({
    queryKey: flagsKey(credential),
    queryFn: () =>
      apiFetch('/api/security-flags', {
        schema: securityFlagsResponseSchema,
        headers: headersOf(credential),
      }),
    retry: false,
    staleTime: 0,
  });

export const rewardHoldsQueryOptions = (credential: SecurityCredential) =>
  queryOptions({
    queryKey: holdsKey(credential),
    queryFn: () =>
      apiFetch('/api/admin/reward-holds', {
        schema: rewardHoldsResponseSchema,
        headers: headersOf(credential),
      }),
    retry: false,
    staleTime: 0,
  });

export const useSecurityFlags = (c: SecurityCredential) => useQuery(securityFlagsQueryOptions(c));
export const useRewardHolds = (c: SecurityCredential) => useQuery(rewardHoldsQueryOptions(c));

/** Hold and Release; either refreshes the flags (their Held mark) and the holds. */
export function useHoldActions(credential: SecurityCredential) {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: flagsKey(credential) }),
      client.invalidateQueries({ queryKey: holdsKey(credential) }),
    ]);
  const hold = useMutation({
    mutationFn: (body: HoldRewardsRequest) =>
      apiFetch('/api/admin/reward-holds', {
        schema: holdRewardsResponseSchema,
        method: 'POST',
        headers: headersOf(credential),
        body: JSON.stringify(body),
      }),
    onSuccess,
  });
  const release = useMutation({
    mutationFn: (userId: string) =>
      apiFetch(`/api/admin/reward-holds/${encodeURIComponent(userId)}/release`, {
        schema: releaseRewardsResponseSchema,
        method: 'POST',
        headers: headersOf(credential),
      }),
    onSuccess,
  });
  return { hold, release };
}
