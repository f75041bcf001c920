import { queryOptions, useQuery } from '@tanstack/react-query';
import { stuckPiPaymentsResponseSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Pi payments not completed within a few minutes, with what the Pi Platform says of each. */
export const getStuckPiPayments = () =>
  apiFetch('/api/admin/pi-payments/stuck', { schema: stuckPiPaymentsResponseSchema });

export const stuckPiPaymentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.piStuck(), queryFn: getStuckPiPayments });

export const useStuckPiPayments = () => useQuery(stuckPiPaymentsQueryOptions());
