import { useMemo } from 'react';
import { Page } from '@/web/components/ui/page';
import { LoadError } from '@/web/components/ui/load-error';
import { useGames } from './api/get-games';
import { CategoryChips } from './components/category-chips';
import { GameSearch } from './components/game-search';
import { GamesGrid } from './components/games-grid';
import { GamesSkeleton } from './components/games-skeleton';
import { NoGamesFound } from './components/games-states';
import { useGameFilters } from './hooks/use-game-filters';
import { categoriesOf, filterGames } from './lib/filter-games';

/** The Game Center (/games): search, category chips and the cards of the catalogue. */
export function GamesPage() {
  const list = useGames();
  const { filters, setSearch, setCategory, clear } = useGameFilters();
  const games = useMemo(() => list.data ?? [], [list.data]);
  const categories = useMemo(() => categoriesOf(games), [games]);
  const shown = useMemo(() => filterGames(games, filters), [games, filters]);

  let body;
  if (list.isPending) body = <GamesSkeleton />;
  else if (list.isError)
    body = (
      <LoadError
        layout="page"
        message="Failed to load games. Please try again."
        busy={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  else
    body = (
      <>
        <div className="mb-6 flex flex-col gap-4">
          <GameSearch value={filters.search} onChange={setSearch} />
          <CategoryChips categories={categories} value={filters.category} onChange={setCategory} />
        </div>
        <p role="status" className="sr-only">
          {shown.length === 1 ? '1 game' : `${shown.length} games`}
        </p>
        {shown.length > 0 ? <GamesGrid games={shown} /> : <NoGamesFound onClear={clear} />}
      </>
    );

  return (
    <Page
      eyebrow="Games"
      title="Game Center"
      lead="Quick games that reward skill, memory and focus. Rewards are worked out on the server from how you actually played."
    >
      {body}
    </Page>
  );
}
