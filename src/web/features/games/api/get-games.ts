import { queryOptions, useQuery } from '@tanstack/react-query';
import { gamesResponseSchema, type GameEntry } from '@/domain/api/games';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The whole catalogue, in the catalogue's order. */
export async function getGames(): Promise<GameEntry[]> {
  const { games } = await apiFetch('/api/games', { schema: gamesResponseSchema });
  return games;
}

export const gamesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.games.list(), queryFn: getGames, staleTime: 5 * 60_000 });

export function useGames() {
  return useQuery(gamesQueryOptions());
}
