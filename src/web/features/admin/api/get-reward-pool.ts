import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardPoolSchema } from '@/domain/api/pilot';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export const getRewardPool = () => apiFetch('/api/reward-pool', { schema: rewardPoolSchema });

export const rewardPoolQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.rewardPool(), queryFn: getRewardPool });

export const useRewardPool = () => useQuery(rewardPoolQueryOptions());
