import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { piAdminActionResponseSchema, stuckPiPaymentsResponseSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type StuckAction = 'retry' | 'cancel';

export const useStuckPiPayments = () =>
  useQuery({
    queryKey: queryKeys.admin.piStuck(),
    queryFn: () =>
      apiFetch('/api/admin/pi-payments/stuck', { schema: stuckPiPaymentsResponseSchema }),
  });

/** Retry finishes the payment with the Pi Platform (credit once); cancel gives it up. */
export function useStuckPiAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, action }: { orderId: string; action: StuckAction }) =>
      apiFetch(`/api/admin/pi-payments/${encodeURIComponent(orderId)}/${action}`, {
        schema: piAdminActionResponseSchema,
        method: 'POST',
        body: '{}',
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.piStuck() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.ledger.all }),
      ]),
  });
}
