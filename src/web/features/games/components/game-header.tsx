import { ArrowLeft, CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import type { GameEntry } from '@/domain/api/games';
import { rewardRange } from '@/domain/games/reward-range';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';

export function GameHeader({ game, onHowTo }: { game: GameEntry; onHowTo?: () => void }) {
  return (
    <header className="mb-6">
      <Link
        to={paths.games}
        className="mb-4 inline-flex items-center gap-2 rounded-lg text-sm font-medium text-slate-400 transition hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All games
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-white">{game.title}</h1>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge tone="brand">{rewardRange(game)}</Badge>
            <Badge>{game.category}</Badge>
            <Badge>{game.difficulty}</Badge>
          </div>
        </div>
        {onHowTo && (
          <Button variant="secondary" size="sm" onClick={onHowTo}>
            <CircleHelp className="size-4" aria-hidden />
            How to play
          </Button>
        )}
      </div>
      <p className="mt-3 max-w-3xl text-slate-400">{game.description}</p>
    </header>
  );
}
