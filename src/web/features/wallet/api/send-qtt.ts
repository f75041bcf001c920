import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sentTransferSchema, type SendQttRequest } from '@/domain/api/send';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** One attempt: the same key on a retry moves the money at most once (decision 041). */
export const sendQtt = ({ idempotencyKey, ...body }: SendQttRequest & { idempotencyKey: string }) =>
  apiFetch('/api/wallet/send', {
    schema: sentTransferSchema,
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  });

export function useSendQtt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQtt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}
