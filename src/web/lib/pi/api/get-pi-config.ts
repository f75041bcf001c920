import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { piConfigSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Whether Pi is configured on this server, and where its SDK comes from. */
export const getPiConfig = () => apiFetch('/api/pi-config', { schema: piConfigSchema });

export const piConfigQueryOptions = () =>
  // Configuration changes only with a server restart.
  queryOptions({ queryKey: queryKeys.pi.config(), queryFn: getPiConfig, staleTime: Infinity });

export const usePiConfig = () => useQuery(piConfigQueryOptions());

/** The cached configuration, read once when a Pi flow starts outside a component. */
export const fetchPiConfig = (client: QueryClient) => client.fetchQuery(piConfigQueryOptions());
