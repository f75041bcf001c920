import { useMutation, useQueryClient } from '@tanstack/react-query';
import { holdRewardsResponseSchema, type HoldRewardsRequest } from '@/domain/api/reward-holds';
import { apiFetch } from '@/web/lib/api-client';
import { adminCredentialHeaders, type AdminCredential } from '@/web/lib/admin-credential';
import { invalidateHolds } from './security-keys';

/** Holds an account's future rewards, with the admin's written reason. */
export const holdRewards = (credential: AdminCredential, body: HoldRewardsRequest) =>
  apiFetch('/api/admin/reward-holds', {
    schema: holdRewardsResponseSchema,
    method: 'POST',
    headers: adminCredentialHeaders(credential),
    body: JSON.stringify(body),
  });

export function useHoldRewards(credential: AdminCredential) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HoldRewardsRequest) => holdRewards(credential, body),
    onSuccess: () => invalidateHolds(client, credential),
  });
}
