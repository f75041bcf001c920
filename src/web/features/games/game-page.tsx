import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import type { GameEntry } from '@/domain/api/games';
import { hasErrorCode } from '@/web/lib/api-client';
import { paths } from '@/web/lib/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { LoadError } from '@/web/components/ui/load-error';
import { useGame } from './api/get-game';
import { GameHeader } from './components/game-header';
import {
  GameComingSoon,
  GameExited,
  GameNotFound,
  GameSkeleton,
} from './components/game-page-states';
import { GamePlayer } from './components/game-player';
import { HowToPlayModal } from './components/how-to-play-modal';
import type { PlayOutcome } from './lib/result-words';

/** A game's page (/games/{id}). A new id is a new page: its state starts afresh. */
export function GamePage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <GameView key={id} id={id} />
    </div>
  );
}

function GameView({ id }: { id: string }) {
  const game = useGame(id);
  const notFound = game.isError && hasErrorCode(game.error, 'NOT_FOUND');
  useDocumentTitle(game.data?.title ?? (notFound ? 'Game Not Found' : undefined));
  if (game.isPending) return <GameSkeleton />;
  if (notFound) return <GameNotFound />;
  if (game.isError)
    return (
      <LoadError
        layout="page"
        title="Game"
        titleAs="h1"
        message="Failed to load this game. Please try again."
        busy={game.isFetching}
        onRetry={() => void game.refetch()}
      />
    );
  if (game.data.kind === 'car-racer') return <Navigate to={paths.carRacer} replace />;
  if (game.data.kind === 'coming-soon')
    return (
      <>
        <GameHeader game={game.data} />
        <GameComingSoon />
      </>
    );
  return <PlayableGame game={game.data} />;
}

/**
 * Opens with the how-to-play modal; the game itself mounts once it is read (an embedded
 * game's verified play time starts with it, never while the player reads). Exit shows the
 * exited view, Play again a fresh game.
 */
function PlayableGame({ game }: { game: GameEntry }) {
  const [howTo, setHowTo] = useState(true);
  const [read, setRead] = useState(false);
  const [exited, setExited] = useState<{ outcome?: PlayOutcome } | null>(null);
  const [round, setRound] = useState(0);
  return (
    <>
      <GameHeader game={game} onHowTo={() => setHowTo(true)} />
      {exited ? (
        <GameExited
          title={game.title}
          outcome={exited.outcome}
          onPlayAgain={() => {
            setExited(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        read && <GamePlayer key={round} game={game} onExit={(outcome) => setExited({ outcome })} />
      )}
      {howTo && (
        <HowToPlayModal
          game={game}
          onClose={() => {
            setHowTo(false);
            setRead(true);
          }}
        />
      )}
    </>
  );
}
