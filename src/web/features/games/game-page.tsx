import { useParams } from 'react-router';
import { findGame } from '@/domain/games/catalog';
import { ComingSoon } from '@/web/components/ui/coming-soon';
import { paths } from '@/web/lib/paths';
import { MemoryMasterGame } from './memory-master/memory-master-game';
import { SpeedTypingGame } from './speed-typing/speed-typing-game';

/** Embedded games earn one QTT for each full 15 seconds of verified play. */
const embeddedSecondsPerQtt = 15;

export function GamePage() {
  const { id } = useParams();
  // Temporary (branch `scored`): plays the two scored games until `center`'s page shell lands.
  const game = findGame(id ?? '');
  if (game?.kind === 'speed-typing' || game?.kind === 'memory-master') {
    const Play = game.kind === 'speed-typing' ? SpeedTypingGame : MemoryMasterGame;
    return (
      <main className="mx-auto max-w-3xl space-y-4 p-3 sm:p-6">
        <h1 className="text-2xl font-bold text-white">{game.title}</h1>
        <Play game={game} onExit={() => undefined} />
      </main>
    );
  }
  return (
    <ComingSoon
      eyebrow="Games"
      title="Game"
      lead="Each game gets its own page: how to play, the game itself and what you earned."
      bullets={[
        'A short how-to-play guide before you start.',
        'Speed Typing: 60 seconds, 10 points a word, 1–10 QTT.',
        'Memory Master: 12 pairs to match, 1–8 QTT.',
        `Embedded games: 1 QTT for every ${embeddedSecondsPerQtt} seconds of verified play.`,
      ]}
      links={[
        { to: paths.earnGames, label: 'Games to try' },
        { to: paths.earn, label: 'Ways to earn' },
      ]}
    >
      {id && (
        <p className="mt-5 truncate text-xs text-slate-500">
          Game requested: <code className="text-slate-400">{id}</code>
        </p>
      )}
    </ComingSoon>
  );
}
