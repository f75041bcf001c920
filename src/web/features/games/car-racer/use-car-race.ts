import { useCallback, useEffect, useRef, useState } from 'react';
import type { FrameMessage } from '@/domain/games/timed/frame-messages';
import { errorMessage } from '@/web/lib/api-client';
import { useLogGameSession } from '../api/log-game-session';
import { finishCarRace } from '../api/finish-car-race';
import { startCarRace } from '../api/start-car-race';
import { useAnnouncePayout } from '../hooks/use-announce-payout';
import { useTrackGameStart } from '../hooks/use-track-game-start';
import type { PlayOutcome } from '../lib/result-words';

export type RacePhase = 'ready' | 'active' | 'complete';

/**
 * The car racer's states (docs/games.md): ready until the driver starts a race in the game
 * (a tap or a key), active, then complete when the game posts `car-race-finished` or
 * Simulate Finish is pressed; once only per race. A signed-in driver's race is started on
 * the server when the game says it started, so the server's clock times only driving; only
 * the server's verdict pays, and the result card shows it. Simulate Finish ends the race
 * here and never calls the server.
 */
export function useCarRace(signedIn: boolean) {
  const announce = useAnnouncePayout();
  const logSession = useLogGameSession();
  useTrackGameStart('car-racer');
  const [phase, setPhase] = useState<RacePhase>('ready');
  const [outcome, setOutcome] = useState<PlayOutcome | null>(null);
  const [checking, setChecking] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [startedAt, setStartedAt] = useState(0);
  const race = useRef<Promise<string | null> | null>(null);
  /** True from a race's start to its finish: a finish counts once, a resume starts nothing. */
  const running = useRef(false);

  useEffect(() => {
    if (phase !== 'active') return;
    const timer = window.setInterval(() => setSeconds((Date.now() - startedAt) / 1000), 250);
    return () => window.clearInterval(timer);
  }, [phase, startedAt]);

  const begin = useCallback(() => {
    running.current = true;
    setStartedAt(Date.now());
    setSeconds(0);
    setPhase('active');
    setOutcome(null);
    race.current = signedIn
      ? startCarRace().then(
          (r) => r.sessionId,
          () => null,
        )
      : null;
  }, [signedIn]);

  const finish = useCallback(
    async (simulated: boolean) => {
      if (!running.current) return;
      running.current = false;
      setPhase('complete');
      if (simulated) return;
      if (!signedIn) {
        setOutcome({ kind: 'visitor' });
        return;
      }
      setChecking(true);
      try {
        const sessionId = await race.current;
        if (!sessionId) throw new Error('The race was not started on the server.');
        const result = await finishCarRace(sessionId);
        logSession('car-racer', (Date.now() - startedAt) / 1000);
        setOutcome({ kind: 'result', result });
        announce(result);
      } catch (error) {
        setOutcome({ kind: 'error', message: errorMessage(error, 'The server did not answer.') });
      } finally {
        setChecking(false);
      }
    },
    [signedIn, logSession, startedAt, announce],
  );

  const onMessage = useCallback(
    (m: FrameMessage) => {
      if (m.event === 'car-race-finished') void finish(false);
      // A new race in the frame: the first, or "race again" after a finish.
      if (m.event === 'playing' && !running.current) begin();
    },
    [finish, begin],
  );

  return {
    phase,
    seconds,
    outcome,
    checking,
    onMessage,
    /** Development builds: ends the race here, started or not, with no server call. */
    simulateFinish: () => {
      if (phase === 'complete') return;
      running.current = true;
      void finish(true);
    },
  };
}
