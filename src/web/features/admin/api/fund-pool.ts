import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';
import { invalidateAdminLedger } from './ledger-keys';

export interface FundPoolRequest {
  /** Decimal QTT as text. */
  amount: string;
  reason: string;
  idempotencyKey: string;
}

/** Moves newly issued QTT into the reward pool. */
export const fundPool = ({ idempotencyKey, ...body }: FundPoolRequest) =>
  apiFetch<{ id: string; replayed?: boolean }>('/api/admin/ledger/fund-pool', {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  });

export function useFundPool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fundPool,
    onSuccess: () => invalidateAdminLedger(client),
  });
}
