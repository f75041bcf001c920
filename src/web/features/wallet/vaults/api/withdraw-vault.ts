import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vaultViewSchema } from '@/domain/api/vaults';
import { apiFetch } from '@/web/lib/api-client';
import { invalidateAfterVaultAction } from './vault-query-keys';

/** Returns 85 % of the principal while locked (15 % penalty, reward forfeited); 409 after. */
export const withdrawVault = (vaultId: string) =>
  apiFetch(`/api/vaults/${encodeURIComponent(vaultId)}/withdraw`, {
    method: 'POST',
    schema: vaultViewSchema,
  });

export function useWithdrawVault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawVault,
    onSettled: () => invalidateAfterVaultAction(queryClient),
  });
}
