import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GamePlayFinishResponse, PlayHandle } from '@/domain/api/games-timed';
import type { GameId } from '@/domain/games/catalog';
import { embeddedReward } from '@/domain/games/timed/timed-rules';
import { heartbeatIntervalSeconds } from '@/domain/watch/watch-rules';
import { queryKeys } from '@/web/lib/query-keys';
import { finishGamePlay } from '../api/finish-game-play';
import { sendGamePlayHeartbeat } from '../api/send-game-play-heartbeat';
import { startGamePlay } from '../api/start-game-play';
import { playAttention } from './play-attention';

export interface VerifiedPlay {
  /** Verified seconds, as the server's last heartbeat answered. */
  verifiedSeconds: number;
  /** floor(verifiedSeconds / 15), clamped to the game's maximum: the in-game counter. */
  earned: number;
  /** Ends the play and settles it once; null when nothing was being verified. */
  finish(): Promise<GamePlayFinishResponse | null>;
}

/**
 * Verified play time for a signed-in player (docs/decisions/015, "Timed play"): a play
 * session from mount, a heartbeat every 10 s carrying whether the page is visible and has
 * focus, and the server's answer as the counter. A visitor plays without any of it.
 */
export function useVerifiedPlay(o: { gameId: GameId; maxReward: number; canEarn: boolean }) {
  const queryClient = useQueryClient();
  const [verifiedSeconds, setVerified] = useState(0);
  const handle = useRef<Promise<PlayHandle | null> | null>(null);
  const { gameId, canEarn } = o;

  useEffect(() => {
    if (!canEarn) return;
    const started = startGamePlay(gameId).catch(() => null);
    handle.current = started;
    const timer = window.setInterval(() => {
      const current = handle.current;
      if (!current) return;
      handle.current = current.then(async (h) => {
        if (!h) return null;
        try {
          const next = await sendGamePlayHeartbeat({ ...h, ...playAttention() });
          setVerified(next.verifiedSeconds);
          return next;
        } catch {
          return null; // an expired or refused handle ends the verified play
        }
      });
    }, heartbeatIntervalSeconds * 1000);
    return () => {
      window.clearInterval(timer);
      // Leaving without Exit still settles what was verified (once; a second finish is refused).
      void current(handle)?.then((h) => h && finishGamePlay({ ...h, ...playAttention() }));
      handle.current = null;
    };
  }, [gameId, canEarn]);

  const finish = useCallback(async () => {
    const pending = handle.current;
    handle.current = null;
    const h = await pending;
    if (!h) return null;
    const result = await finishGamePlay({ ...h, ...playAttention() });
    setVerified(result.verifiedSeconds);
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
    return result;
  }, [queryClient]);

  return { verifiedSeconds, earned: embeddedReward(verifiedSeconds, o.maxReward), finish };
}

const current = (ref: { current: Promise<PlayHandle | null> | null }) => ref.current;
