import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vaultViewSchema } from '@/domain/api/vaults';
import { apiFetch } from '@/web/lib/api-client';
import { invalidateAfterVaultAction } from './vault-query-keys';

/** Pays amount × multiplier once the vault has unlocked; 409 VAULT_LOCKED before. */
export const claimVault = (vaultId: string) =>
  apiFetch(`/api/vaults/${encodeURIComponent(vaultId)}/claim`, {
    method: 'POST',
    schema: vaultViewSchema,
  });

export function useClaimVault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimVault,
    onSettled: () => invalidateAfterVaultAction(queryClient),
  });
}
