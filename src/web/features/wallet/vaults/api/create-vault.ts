import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vaultViewSchema, type CreateVaultRequest } from '@/domain/api/vaults';
import { apiFetch } from '@/web/lib/api-client';
import { invalidateAfterVaultAction } from './vault-query-keys';

export const createVault = ({
  amount,
  durationDays,
  idempotencyKey,
}: CreateVaultRequest & { idempotencyKey: string }) =>
  apiFetch('/api/vaults', {
    schema: vaultViewSchema,
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
