import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseContentFilter, type ContentFilter } from '@/domain/content/featured';

/** The chosen filter chip, kept in the `filter` query parameter (product rules R11). */
export function useContentFilter() {
  const [params, setParams] = useSearchParams();
  const filter = parseContentFilter(params.get('filter'));
  const setFilter = useCallback(
    (next: ContentFilter) =>
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          updated.set('filter', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [filter, setFilter] as const;
}
