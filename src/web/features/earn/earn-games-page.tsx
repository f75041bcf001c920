import { ArrowRight, Gamepad2 } from 'lucide-react';
import { Link } from 'react-router';
import { findGame, type Game, type GameId } from '@/domain/games/catalog';
import { rewardRange } from '@/domain/games/reward-range';
import { Badge } from '@/web/components/ui/badge';
import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';
import { paths } from '@/web/lib/paths';

/** Three real games of the catalogue: the two scored in the app and one embedded game. */
const sampleIds: GameId[] = ['speed-typing', 'memory-master', 'flappy-dragon'];
const sampleGames = sampleIds.map(findGame).filter((g): g is Game => g !== undefined);

export function EarnGamesPage() {
  return (
    <Page
      eyebrow="Games"
      title="Play Games to Earn QTT"
      lead="Quick games that reward skill, memory and focus. The better you play, the more QTT you earn."
    >
      <ButtonLink to={paths.games} size="lg">
        <Gamepad2 className="size-5" aria-hidden />
        Open the Game Center
      </ButtonLink>

      <h2 className="mt-10 text-xl font-semibold text-white">Games to try</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3" aria-label="Games to try">
        {sampleGames.map((game) => (
          <li key={game.id}>
            <Card className="flex h-full flex-col gap-4 overflow-hidden p-0">
              <img
                src={game.thumbnail}
                alt=""
                width={320}
                height={180}
                className="aspect-video w-full bg-white/5 object-cover"
              />
              <div className="flex flex-1 flex-col gap-3 px-5 pb-5">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="text-lg font-semibold text-white">{game.title}</h3>
                  <Badge>{game.category}</Badge>
                </div>
                <p className="flex-1 text-sm text-slate-400">{game.description}</p>
                <div className="flex items-center justify-between gap-3">
                  <Badge tone="brand">{rewardRange(game)}</Badge>
                  <Link
                    to={paths.game(game.id)}
                    aria-label={`Play ${game.title}`}
                    className="inline-flex items-center gap-1 text-sm font-semibold text-accent-300 hover:text-accent-400"
                  >
                    Play
                    <ArrowRight className="size-4" aria-hidden />
                  </Link>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-500">
        Rewards are worked out on the server from how you actually played.
      </p>
    </Page>
  );
}
