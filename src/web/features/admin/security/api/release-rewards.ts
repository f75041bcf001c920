import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releaseRewardsResponseSchema } from '@/domain/api/reward-holds';
import { apiFetch } from '@/web/lib/api-client';
import { adminCredentialHeaders, type AdminCredential } from '@/web/lib/admin-credential';
import { invalidateHolds } from './security-keys';

/** Ends a hold: only rewards earned afterwards are paid. */
export const releaseRewards = (credential: AdminCredential, userId: string) =>
  apiFetch(`/api/admin/reward-holds/${encodeURIComponent(userId)}/release`, {
    schema: releaseRewardsResponseSchema,
    method: 'POST',
    headers: adminCredentialHeaders(credential),
  });

export function useReleaseRewards(credential: AdminCredential) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => releaseRewards(credential, userId),
    onSuccess: () => invalidateHolds(client, credential),
  });
}
