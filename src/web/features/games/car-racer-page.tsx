import { Timer, Trophy } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { carRaceUrgentSeconds, formatRaceTime } from '@/domain/games/timed/timed-rules';
import { findGame } from '@/domain/games/catalog';
import { Badge } from '@/web/components/ui/badge';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { cn } from '@/web/components/ui/cn';
import { useAuth } from '@/web/lib/auth-context';
import { paths } from '@/web/lib/paths';
import { useCarRace } from './car-racer/use-car-race';
import { GameFrame } from './embedded/game-frame';

const gameUrl = findGame('car-racer')?.gameUrl ?? '/games/embedded/car-racer/index.html';

/** SUV Traffic Racer (product rules R6): 5 QTT for each finish the server verified. */
export function CarRacerPage() {
  const { status } = useAuth();
  const race = useCarRace(status === 'signed-in');
  const [search] = useSearchParams();
  // Only shortens the drawn road (browser tests); the server's minimum race time still holds.
  const src = search.get('track') === 'short' ? `${gameUrl}?track=short` : gameUrl;
  const urgent = race.seconds >= carRaceUrgentSeconds;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Badge tone={race.phase === 'active' ? 'success' : 'accent'}>
          {race.phase === 'active' ? 'Game Active' : 'Complete'}
        </Badge>
        <span
          role="timer"
          aria-label="Race time"
          className={cn(
            'inline-flex items-center gap-1 font-mono text-lg text-slate-200',
            urgent && 'animate-pulse font-bold text-rose-400',
          )}
        >
          <Timer className="size-4" aria-hidden />
          {formatRaceTime(race.seconds)}
        </span>
        <Badge tone="warning">
          <Trophy className="size-3" aria-hidden />5 QTT
        </Badge>
      </div>
      <h1 className="mb-4 text-2xl font-bold text-white sm:text-3xl">SUV Traffic Racer</h1>
      <div className="aspect-[16/9] w-full max-w-[800px]">
        <GameFrame src={src} title="SUV Traffic Racer game" onMessage={race.onMessage} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {import.meta.env.DEV && (
          <Button variant="secondary" onClick={race.simulateFinish}>
            Simulate Finish (DevMode)
          </Button>
        )}
        <ButtonLink to={paths.games} variant="danger">
          Exit Game
        </ButtonLink>
        <ButtonLink to={paths.games} variant="ghost">
          Game Center
        </ButtonLink>
      </div>
    </div>
  );
}
