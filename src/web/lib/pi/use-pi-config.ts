import { useQuery, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/web/lib/query-keys';
import { piApi } from './pi-api';

const piConfigQuery = {
  queryKey: queryKeys.pi.config(),
  queryFn: piApi.config,
  // Configuration changes only with a server restart.
  staleTime: Infinity,
};

/** Whether Pi is configured on this server, and where its SDK comes from. */
export const usePiConfig = () => useQuery(piConfigQuery);

export const fetchPiConfig = (client: QueryClient) => client.fetchQuery(piConfigQuery);
