import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VaultView } from '@/domain/api/wallet';
import { apiFetch } from '@/web/lib/api-client';
import { invalidateAfterVaultAction } from './vault-query-keys';

/** Returns 85 % of the principal while locked (15 % penalty, reward forfeited); 409 after. */
export const withdrawVault = (vaultId: string) =>
  apiFetch<VaultView>(`/api/vaults/${encodeURIComponent(vaultId)}/withdraw`, { method: 'POST' });

export function useWithdrawVault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawVault,
    onSettled: () => invalidateAfterVaultAction(queryClient),
  });
}
