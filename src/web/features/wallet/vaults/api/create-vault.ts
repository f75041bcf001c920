import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VaultView } from '@/domain/api/wallet';
import { apiFetch } from '@/web/lib/api-client';
import { invalidateAfterVaultAction } from './vault-query-keys';

export interface CreateVaultRequest {
  /** Decimal QTT as text ("25.50"): money never travels as a float. */
  amount: string;
  durationDays: number;
  /** One per submit attempt, so a retried request creates the vault once. */
  idempotencyKey: string;
}

export const createVault = ({ amount, durationDays, idempotencyKey }: CreateVaultRequest) =>
  apiFetch<VaultView>('/api/vaults', {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ amount, durationDays }),
  });

export function useCreateVault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVault,
    onSettled: () => invalidateAfterVaultAction(queryClient),
  });
}
