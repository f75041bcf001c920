import { useCallback, useRef, useState } from 'react';
import type { FrameMessage } from '@/domain/games/timed/frame-messages';
import type { GameId } from '@/domain/games/catalog';
import { useAuth } from '@/web/lib/auth-context';
import { toast } from '@/web/lib/toast';
import { errorMessage } from '@/web/lib/api-client';
import type { GamePlayProps } from '../game-play-props';
import { useLogGameSession } from '../api/log-game-session';
import type { PlayOutcome } from '../lib/result-words';
import { useTrackGameStart } from '../hooks/use-track-game-start';
import { GameFrame } from './game-frame';
import { PlayInfoPanel } from './play-info-panel';
import { useVerifiedPlay } from './use-verified-play';

const hints: Partial<Record<FrameMessage['event'], string>> = {
  paused: 'Paused: tap the game to go on.',
  'game-over': 'Game over: tap the game to play again. Your play time keeps counting.',
};

/**
 * An embedded game filling the page beside its info panel. The QTT counter shows what the
 * server verified (floor(seconds / 15), clamped), never anything the game reports.
 */
export function EmbeddedGame({ game, onExit }: GamePlayProps) {
  const { status } = useAuth();
  const canEarn = status === 'signed-in';
  const play = useVerifiedPlay({ gameId: game.id as GameId, maxReward: game.maxReward, canEarn });
  const logSession = useLogGameSession();
  useTrackGameStart(game.id);
  const [hint, setHint] = useState<string | null>(null);
  const [exiting, setExiting] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const onMessage = useCallback((m: FrameMessage) => setHint(hints[m.event] ?? null), []);

  const exit = async () => {
    setExiting(true);
    let outcome: PlayOutcome = { kind: 'visitor' };
    if (canEarn) {
      try {
        const result = await play.finish();
        if (result) {
          logSession(game.id as GameId, play.verifiedSeconds);
          outcome = { kind: 'result', result };
          if (result.outcome === 'paid') toast.success(`You earned ${result.credited} QTT!`);
        } else {
          outcome = { kind: 'error', message: 'The play was not verified by the server.' };
        }
      } catch (error) {
        outcome = { kind: 'error', message: errorMessage(error, 'The server did not answer.') };
      }
    }
    onExit(outcome);
  };

  return (
    <div className="grid w-full gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div ref={box} className="aspect-video w-full lg:aspect-auto lg:h-[calc(100vh-9rem)]">
        <GameFrame src={game.gameUrl ?? ''} title={game.title} onMessage={onMessage} />
      </div>
      <PlayInfoPanel
        title={game.title}
        maxReward={game.maxReward}
        canEarn={canEarn}
        earned={play.earned}
        verifiedSeconds={play.verifiedSeconds}
        hint={hint}
        exiting={exiting}
        onFullscreen={() => void box.current?.requestFullscreen?.().catch(() => undefined)}
        onExit={() => void exit()}
      />
    </div>
  );
}
