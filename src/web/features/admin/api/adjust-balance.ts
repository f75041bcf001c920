import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';
import { invalidateAdminLedger } from './ledger-keys';

export interface AdjustBalanceRequest {
  userId: string;
  /** Decimal QTT as text ("12.5"): money never travels as a float. */
  amount: string;
  direction: 'grant' | 'deduct';
  reason: string;
  idempotencyKey: string;
}

export const adjustBalance = ({ idempotencyKey, ...body }: AdjustBalanceRequest) =>
  apiFetch<{ id: string; replayed?: boolean }>('/api/admin/ledger/adjustments', {
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
