import type { GameEntry } from '@/domain/api/games';
import { GameCard } from './game-card';

export const gamesGridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function GamesGrid({ games }: { games: GameEntry[] }) {
  return (
    <ul className={gamesGridClass} aria-label="Games">
      {games.map((game) => (
        <li key={game.id} className="flex">
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
