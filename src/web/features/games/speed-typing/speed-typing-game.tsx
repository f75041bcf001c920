import { Button } from '@/web/components/ui/button';
import { SignInToEarn } from '../components/sign-in-to-earn';
import { useAuth } from '@/web/lib/auth-context';
import type { GamePlayProps } from '../game-play-props';
import { TypingBoard } from './typing-board';
import { TypingResults } from './typing-results';
import { useTypingRound } from './use-typing-round';

/** Speed Typing: ready → playing (60 s) → completed with the server's result; Play Again. */
export function SpeedTypingGame({ game, onExit }: GamePlayProps) {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const round = useTypingRound(signedIn);
  const exit = () => {
    round.reset();
    onExit();
  };
  return (
    <section aria-label={game.title} className="space-y-4 rounded-2xl bg-ink-800/60 p-4 sm:p-6">
      {round.phase === 'ready' || round.phase === 'starting' ? (
        <div className="space-y-3">
          <p className="text-slate-300">
            Type as many words as you can in 60 seconds. Each word is worth 10 points.
          </p>
          {!signedIn && (
            <SignInToEarn text="You are not signed in: this is a practice round and earns nothing." />
          )}
          {round.outcome?.kind === 'error' && (
            <p role="alert" className="text-sm text-rose-300">
              {round.outcome.message}
            </p>
          )}
          <Button onClick={() => void round.start()} disabled={round.phase === 'starting'}>
            Start typing
          </Button>
        </div>
      ) : round.phase === 'playing' ? (
        <TypingBoard
          words={round.words}
          state={round.state}
          msLeft={round.msLeft}
          onType={round.type}
        />
      ) : (
        <div className="space-y-4">
          <h2 className="text-xl font-bold text-white">Round complete</h2>
          <TypingResults outcome={round.outcome} />
          <Button onClick={() => void round.start()} disabled={!round.outcome}>
            Play Again
          </Button>
        </div>
      )}
      {round.phase !== 'ready' && (
        <Button variant="ghost" onClick={exit}>
          Exit
        </Button>
      )}
    </section>
  );
}
