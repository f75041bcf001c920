import { queryOptions, useQuery } from '@tanstack/react-query';
import { myPiPaymentsResponseSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The signed-in user's recent Pi payments with their state. */
export const getMyPiPayments = () =>
  apiFetch('/api/pi-payments', { schema: myPiPaymentsResponseSchema });

export const myPiPaymentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.pi.payments(), queryFn: getMyPiPayments });

export const useMyPiPayments = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...myPiPaymentsQueryOptions(), enabled });
