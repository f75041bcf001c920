import { Clock, Hourglass, Play, Users } from 'lucide-react';
import type { GameEntry } from '@/domain/api/games';
import { rewardRange } from '@/domain/games/reward-range';
import { Badge } from '@/web/components/ui/badge';
import { ButtonLink } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';

const difficultyTone = { Easy: 'success', Medium: 'warning', Hard: 'accent' } as const;

/** The car racer has its own page; every other game opens /games/{id}. */
export const gamePath = (game: Pick<GameEntry, 'id' | 'kind'>) =>
  game.kind === 'car-racer' ? paths.carRacer : paths.game(game.id);

export function GameCard({ game }: { game: GameEntry }) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-ink-800/80 ring-1 ring-white/10">
      <img
        src={game.thumbnail}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        className="aspect-video w-full bg-white/5 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-white">{game.title}</h3>
          {game.status === 'coming-soon' ? (
            <Badge tone="warning">Coming soon</Badge>
          ) : (
            <Badge tone={difficultyTone[game.difficulty]}>{game.difficulty}</Badge>
          )}
        </div>
        <p className="line-clamp-2 text-sm text-slate-400">{game.description}</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="brand">{rewardRange(game)}</Badge>
          <Badge>{game.category}</Badge>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-400">
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden />
            {game.players}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {game.playTime}
          </span>
        </p>
        {game.status === 'coming-soon' ? (
          // Not built yet: said plainly, and nothing to press that opens an empty page.
          <p className="mt-auto inline-flex items-center gap-1.5 self-start text-sm font-medium text-amber-300">
            <Hourglass className="size-4" aria-hidden />
            Coming soon: not playable yet
          </p>
        ) : (
          <ButtonLink
            to={gamePath(game)}
            size="sm"
            aria-label={`Play Now ${game.title}`}
            className="mt-auto self-start"
          >
            <Play className="size-4" aria-hidden />
            Play Now
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
