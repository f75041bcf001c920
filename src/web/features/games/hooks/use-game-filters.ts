import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { GameCategory } from '@/domain/games/catalog';
import { parseCategory, type GameFilters } from '../lib/filter-games';

/** The search text and the chosen chip, kept in `?q=` and `?category=` (shareable, Back-safe). */
export function useGameFilters() {
  const [params, setParams] = useSearchParams();
  const filters: GameFilters = {
    search: params.get('q') ?? '',
    category: parseCategory(params.get('category')),
  };
  const update = useCallback(
    (name: 'q' | 'category', value: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const setSearch = useCallback((search: string) => update('q', search), [update]);
  const setCategory = useCallback(
    (category: GameCategory | null) => update('category', category),
    [update],
  );
  const clear = useCallback(
    () => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { filters, setSearch, setCategory, clear };
}
