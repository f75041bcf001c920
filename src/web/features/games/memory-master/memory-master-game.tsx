import { Button } from '@/web/components/ui/button';
import { SignInToEarn } from '../components/sign-in-to-earn';
import { useAuth } from '@/web/lib/auth-context';
import type { GamePlayProps } from '../game-play-props';
import { MemoryCard } from './memory-card';
import { MemoryResults } from './memory-results';
import { useMemoryGame } from './use-memory-game';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Memory Master: ready → playing (a 4×6 board, two cards at a time) → completed; Exit → ready. */
export function MemoryMasterGame({ game, onExit }: GamePlayProps) {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const g = useMemoryGame(signedIn);
  const exit = () => {
    g.reset();
    onExit();
  };
  return (
    <section aria-label={game.title} className="space-y-4 rounded-2xl bg-ink-800/60 p-3 sm:p-6">
      {g.phase === 'ready' || g.phase === 'starting' ? (
        <div className="space-y-3">
          <p className="text-slate-300">
            Find all 12 pairs. Cards that do not match flip back after a second.
          </p>
          {!signedIn && (
            <SignInToEarn text="You are not signed in: this is a practice game and earns nothing." />
          )}
          {g.outcome?.kind === 'error' && (
            <p role="alert" className="text-sm text-rose-300">
              {g.outcome.message}
            </p>
          )}
          <Button onClick={() => void g.start()} disabled={g.phase === 'starting'}>
            Start game
          </Button>
        </div>
      ) : (
        <>
          <p className="flex gap-4 text-sm text-slate-300">
            <span>
              Moves: <strong className="text-white">{g.moves}</strong>
            </span>
            <span>
              Time: <strong className="text-white">{clock(g.seconds)}</strong> / 10:00
            </span>
            <span>
              Pairs: <strong className="text-white">{g.matched.size / 2}</strong> / 12
            </span>
          </p>
          {g.phase === 'completed' ? (
            <div className="space-y-4">
              <h2 className="text-xl font-bold text-white">Game complete</h2>
              <MemoryResults outcome={g.outcome} />
              <Button onClick={() => void g.start()} disabled={!g.outcome}>
                Play Again
              </Button>
            </div>
          ) : (
            <div role="group" aria-label="Cards" className="grid grid-cols-4 gap-2 sm:grid-cols-6">
              {g.faces.map((face, i) => (
                <MemoryCard
                  key={i}
                  index={i}
                  face={face}
                  matched={g.matched.has(i)}
                  onFlip={(index) => void g.flip(index)}
                />
              ))}
            </div>
          )}
        </>
      )}
      {g.phase !== 'ready' && (
        <Button variant="ghost" onClick={exit}>
          Exit
        </Button>
      )}
    </section>
  );
}
