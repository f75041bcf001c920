import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameResponseSchema, type GameEntry } from '@/domain/api/games';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** One game of the catalogue; an id the catalogue does not know answers 404. */
export async function getGame(id: string): Promise<GameEntry> {
  const { game } = await apiFetch(`/api/games/${encodeURIComponent(id)}`, {
    schema: gameResponseSchema,
  });
  return game;
}

// Not found stays not found: asking again only delays the message.
const retry = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && count < 2;

export const gameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.games.item(id),
    queryFn: () => getGame(id),
    staleTime: 5 * 60_000,
    retry,
  });

export function useGame(id: string) {
  return useQuery(gameQueryOptions(id));
}
