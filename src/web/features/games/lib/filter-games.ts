import type { GameEntry } from '@/domain/api/games';
import { gameCategories, type GameCategory } from '@/domain/games/catalog';

export interface GameFilters {
  /** Matched, ignoring case, against each game's title and description. */
  search: string;
  /** null: All. */
  category: GameCategory | null;
}

export function filterGames(games: readonly GameEntry[], { search, category }: GameFilters) {
  const needle = search.trim().toLocaleLowerCase();
  return games.filter(
    (g) =>
      (category === null || g.category === category) &&
      (needle === '' ||
        g.title.toLocaleLowerCase().includes(needle) ||
        g.description.toLocaleLowerCase().includes(needle)),
  );
}

/** The categories the catalogue uses, in the catalogue's canonical order. */
export function categoriesOf(games: readonly GameEntry[]): GameCategory[] {
  const used = new Set(games.map((g) => g.category));
  return gameCategories.filter((c) => used.has(c));
}

export function parseCategory(value: string | null): GameCategory | null {
  return gameCategories.find((c) => c === value) ?? null;
}
