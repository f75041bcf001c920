import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameResult } from '@/domain/api/games';
import type { FrameMessage } from '@/domain/games/timed/frame-messages';
import { queryKeys } from '@/web/lib/query-keys';
import { toast } from '@/web/lib/toast';
import { errorMessage } from '@/web/lib/api-client';
import { useLogGameSession } from '../api/log-game-session';
import { useTrackGameStart } from '../hooks/use-track-game-start';
import { finishCarRace } from '../api/finish-car-race';
import { startCarRace } from '../api/start-car-race';

export type RacePhase = 'active' | 'complete';

const outcomeWords: Partial<Record<GameResult['outcome'], string>> = {
  daily_cap: 'Daily game reward limit reached.',
  pool_empty: 'The reward pool is empty.',
  held: 'Rewards on this account are on hold.',
  session_closed: 'This race was already settled.',
};
const failure = (r: GameResult) => r.message ?? outcomeWords[r.outcome] ?? r.outcome;

/**
 * The car racer's states (docs/games.md): active, then complete when the game
 * posts `car-race-finished` or Simulate Finish is pressed; once only per race. A signed-in
 * driver's race is started on the server with the page (the game starts on load) and again
 * when the game starts a new one; only the server's verdict pays. Simulate Finish ends the
 * race here and never calls the server.
 */
export function useCarRace(signedIn: boolean) {
  const queryClient = useQueryClient();
  const logSession = useLogGameSession();
  useTrackGameStart('car-racer');
  const [phase, setPhase] = useState<RacePhase>('active');
  const [seconds, setSeconds] = useState(0);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const race = useRef<Promise<string | null> | null>(null);
  const done = useRef(false);

  useEffect(() => {
    if (phase !== 'active') return;
    const timer = window.setInterval(() => setSeconds((Date.now() - startedAt) / 1000), 250);
    return () => window.clearInterval(timer);
  }, [phase, startedAt]);

  const startServerRace = useCallback(() => {
    race.current = signedIn
      ? startCarRace().then(
          (r) => r.sessionId,
          () => null,
        )
      : null;
  }, [signedIn]);

  // The game starts its first race as soon as it loads: so does the server, once signed in.
  useEffect(() => {
    if (signedIn && race.current === null && !done.current) startServerRace();
  }, [signedIn, startServerRace]);

  const finish = useCallback(
    async (simulated: boolean) => {
      if (done.current) return;
      done.current = true;
      setPhase('complete');
      if (simulated) return;
      if (!signedIn) {
        toast.error('You must be logged in to earn QTT!');
        return;
      }
      try {
        const sessionId = await race.current;
        if (!sessionId) throw new Error('The race was not started on the server.');
        const result = await finishCarRace(sessionId);
        logSession('car-racer', (Date.now() - startedAt) / 1000);
        if (result.outcome === 'paid') toast.success('You earned 5 QTT for racing!');
        else toast.error(`Failed to award QTT: ${failure(result)}`);
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
      } catch (error) {
        toast.error(`Failed to award QTT: ${errorMessage(error, 'unknown')}`);
      }
    },
    [signedIn, queryClient, logSession, startedAt],
  );

  const onMessage = useCallback(
    (m: FrameMessage) => {
      if (m.event === 'car-race-finished') void finish(false);
      // A new race in the frame (the first, or "race again" after a finish).
      if (m.event === 'playing' && (race.current === null || done.current)) {
        const restart = done.current;
        done.current = false;
        setPhase('active');
        if (restart) {
          setStartedAt(Date.now());
          setSeconds(0);
        }
        startServerRace();
      }
    },
    [finish, startServerRace],
  );

  return { phase, seconds, onMessage, simulateFinish: () => void finish(true) };
}
