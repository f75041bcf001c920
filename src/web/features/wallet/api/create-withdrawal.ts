import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalSchema, type WithdrawRequest } from '@/domain/api/bridge';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/**
 * One attempt, one Idempotency-Key: a retry with the same key issues the voucher at most
 * once (docs/decisions/045-bridge-vouchers.md).
 */
export const createWithdrawal = ({
  idempotencyKey,
  ...body
}: WithdrawRequest & { idempotencyKey: string }) =>
  apiFetch('/api/bridge/withdrawals', {
    schema: withdrawalSchema,
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  });

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}
