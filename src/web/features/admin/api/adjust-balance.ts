import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postedTransferSchema, type AdjustBalanceRequest } from '@/domain/api/admin-ledger';
import { apiFetch } from '@/web/lib/api-client';
import { invalidateAdminLedger } from './ledger-keys';

export const adjustBalance = ({
  idempotencyKey,
  ...body
}: AdjustBalanceRequest & { idempotencyKey: string }) =>
  apiFetch('/api/admin/ledger/adjustments', {
    schema: postedTransferSchema,
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  });

export function useAdjustBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: () => invalidateAdminLedger(client),
  });
}
