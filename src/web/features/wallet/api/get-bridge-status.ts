import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeStatusSchema } from '@/domain/api/bridge';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** Whether the bridge is on, its limits and the member's figures (GET /api/bridge). */
export const getBridgeStatus = () => apiFetch('/api/bridge', { schema: bridgeStatusSchema });

export const bridgeStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wallet.bridgeStatus(), queryFn: getBridgeStatus });

export const useBridgeStatus = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...bridgeStatusQueryOptions(), enabled });
