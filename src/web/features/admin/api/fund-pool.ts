import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postedTransferSchema, type FundPoolRequest } from '@/domain/api/admin-ledger';
import { apiFetch } from '@/web/lib/api-client';
import { invalidateAdminLedger } from './ledger-keys';

/** Moves newly issued QTT into the reward pool. */
export const fundPool = ({
  idempotencyKey,
  ...body
}: FundPoolRequest & { idempotencyKey: string }) =>
  apiFetch('/api/admin/ledger/fund-pool', {
    schema: postedTransferSchema,
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
