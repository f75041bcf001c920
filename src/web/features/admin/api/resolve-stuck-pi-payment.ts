import { useMutation, useQueryClient } from '@tanstack/react-query';
import { piAdminActionResponseSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export type StuckAction = 'retry' | 'cancel';

/** Retry finishes the payment with the Pi Platform (credit once); cancel gives it up. */
export const resolveStuckPiPayment = ({
  orderId,
  action,
}: {
  orderId: string;
  action: StuckAction;
}) =>
  apiFetch(`/api/admin/pi-payments/${encodeURIComponent(orderId)}/${action}`, {
    schema: piAdminActionResponseSchema,
    method: 'POST',
    body: '{}',
  });

export function useResolveStuckPiPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveStuckPiPayment,
    // A credit moves the ledger too.
    onSettled: () =>
      Promise.all(
        [queryKeys.admin.piStuck(), queryKeys.admin.ledger.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
