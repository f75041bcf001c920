import { queryOptions, useQuery } from '@tanstack/react-query';
import { piLinkResponseSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Whether the signed-in account has a Pi identity linked, and its Pi username. */
export const getPiLink = () => apiFetch('/api/pi-link', { schema: piLinkResponseSchema });

export const piLinkQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.pi.link(), queryFn: getPiLink });

/** Idle until `enabled` (a signed-in account, a server with Pi). */
export const usePiLink = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...piLinkQueryOptions(), enabled });
