import { Keyboard, Timer, Trophy } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { carRaceUrgentSeconds, formatRaceTime } from '@/domain/games/timed/timed-rules';
import { findGame } from '@/domain/games/catalog';
import { Badge } from '@/web/components/ui/badge';
import { Button, ButtonLink } from '@/web/components/ui/button';
import { cn } from '@/web/components/ui/cn';
import { useAuth } from '@/web/lib/auth-context';
import { paths } from '@/web/lib/paths';
import { useCarRace, type RacePhase } from './car-racer/use-car-race';
import { GameResultCard } from './components/game-result-card';
import { SignInToEarn } from './components/sign-in-to-earn';
import { GameFrame } from './embedded/game-frame';

const gameUrl = findGame('car-racer')?.gameUrl ?? '/games/embedded/car-racer/index.html';

const phaseBadge: Record<RacePhase, { label: string; tone: 'warning' | 'success' | 'accent' }> = {
  ready: { label: 'Ready', tone: 'warning' },
  active: { label: 'Game Active', tone: 'success' },
  complete: { label: 'Complete', tone: 'accent' },
};

/** SUV Traffic Racer (product rules R6): 5 QTT for each finish the server verified. */
export function CarRacerPage() {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const race = useCarRace(signedIn);
  const [search] = useSearchParams();
  // Only shortens the drawn road (browser tests); the server's minimum race time still holds.
  const src = search.get('track') === 'short' ? `${gameUrl}?track=short` : gameUrl;
  const urgent = race.seconds >= carRaceUrgentSeconds;
  const badge = phaseBadge[race.phase];

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-4 sm:px-6 sm:py-6">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <Badge tone={badge.tone}>{badge.label}</Badge>
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
      <h1 className="mb-3 text-2xl font-bold text-white sm:text-3xl">SUV Traffic Racer</h1>
      {!signedIn && status !== 'loading' && (
        <SignInToEarn
          className="mb-3"
          text="Visitors race for fun: sign in to earn 5 QTT for each finish."
        />
      )}
      {/* Taller than wide on a phone: the game fills its frame, so the road is as wide as the
          screen allows and its text stays readable. */}
      <div className="aspect-[3/4] max-h-[80dvh] w-full max-w-[800px] sm:aspect-video">
        <GameFrame src={src} title="SUV Traffic Racer game" onMessage={race.onMessage} />
      </div>
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-300">
        <Keyboard className="size-4 shrink-0 text-slate-400" aria-hidden />
        Tap the road or press any key to start. Steer with ← → or A D, or tap left or right of your
        car.
      </p>
      {race.phase === 'complete' && (race.outcome || race.checking) && (
        <GameResultCard outcome={race.outcome} className="mt-4 max-w-[800px]" />
      )}
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
