import { useCallback, useEffect, useRef, useState } from 'react';
import type { MemoryMasterResult } from '@/domain/api/games-scored';
import type { MemoryFaceId } from '@/domain/games/memory-faces';
import { memoryMaster, memoryMasterReward } from '@/domain/games/memory-master-rules';
import { track } from '@/web/lib/analytics/track';
import { finishMemoryMaster } from '../api/finish-memory-master';
import { useLogGameSession } from '../api/log-game-session';
import { startMemoryMaster } from '../api/start-memory-master';
import { useAnnouncePayout } from '../hooks/use-announce-payout';
import { practiceFlipper, serverFlipper, type Flipper } from './memory-flipper';

export type MemoryPhase = 'ready' | 'starting' | 'playing' | 'completed';
export type MemoryOutcome =
  | { kind: 'server'; result: MemoryMasterResult }
  | { kind: 'practice'; moves: number; seconds: number; wouldEarn: number; won: boolean }
  | { kind: 'error'; message: string };

const noFaces = (): Array<MemoryFaceId | null> =>
  Array.from({ length: memoryMaster.cards }, () => null);

/**
 * One Memory Master game. Faces are known only once flipped; a mismatched pair shows for
 * 1 s and flips back, and no card can be flipped meanwhile (two at a time).
 */
export function useMemoryGame(signedIn: boolean) {
  const [phase, setPhase] = useState<MemoryPhase>('ready');
  const [faces, setFaces] = useState(noFaces);
  const [matched, setMatched] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<number[]>([]);
  const [moves, setMoves] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<MemoryOutcome | null>(null);
  const game = useRef({ flipper: null as Flipper | null, sessionId: '', t0: 0, done: false });
  const announce = useAnnouncePayout();
  const logSession = useLogGameSession();

  const complete = useCallback(
    async (won: boolean, finalMoves: number) => {
      const g = game.current;
      if (g.done) return;
      g.done = true;
      setPhase('completed');
      const secs = Math.floor((performance.now() - g.t0) / 1000);
      if (!g.sessionId) {
        const wouldEarn = won ? memoryMasterReward(finalMoves, secs * 1000) : 0;
        setOutcome({ kind: 'practice', moves: finalMoves, seconds: secs, wouldEarn, won });
        return;
      }
      try {
        const result = await finishMemoryMaster(g.sessionId);
        setOutcome({ kind: 'server', result });
        announce(result);
        logSession('memory-master', secs);
      } catch (e) {
        setOutcome({ kind: 'error', message: (e as Error).message });
      }
    },
    [announce, logSession],
  );

  const start = useCallback(async () => {
    track('game_start', { gameId: 'memory-master' });
    setPhase('starting');
    setOutcome(null);
    let flipper = practiceFlipper();
    let sessionId = '';
    if (signedIn) {
      try {
        sessionId = (await startMemoryMaster()).sessionId;
        flipper = serverFlipper(sessionId);
      } catch (e) {
        setPhase('ready');
        setOutcome({ kind: 'error', message: (e as Error).message });
        return;
      }
    }
    game.current = { flipper, sessionId, t0: performance.now(), done: false };
    setFaces(noFaces());
    setMatched(new Set());
    setOpen([]);
    setMoves(0);
    setSeconds(0);
    setBusy(false);
    setPhase('playing');
  }, [signedIn]);

  const flip = useCallback(
    async (index: number) => {
      const { flipper } = game.current;
      if (!flipper || busy || open.includes(index) || matched.has(index) || open.length >= 2)
        return;
      setBusy(true);
      try {
        const r = await flipper(index);
        setFaces((f) => f.map((x, i) => (i === index ? r.face : x)));
        setMoves(r.moves);
        const pair = [...open, index];
        if (r.matched === true) {
          setMatched((m) => new Set([...m, ...pair]));
          setOpen([]);
        } else if (r.matched === false) {
          setOpen(pair);
          await new Promise((resolve) => window.setTimeout(resolve, memoryMaster.flipBackMs));
          setFaces((f) => f.map((x, i) => (pair.includes(i) ? null : x)));
          setOpen([]);
        } else setOpen(pair);
        if (r.won) void complete(true, r.moves);
      } catch (e) {
        setOutcome({ kind: 'error', message: (e as Error).message });
      } finally {
        setBusy(false);
      }
    },
    [busy, open, matched, complete],
  );

  useEffect(() => {
    if (phase !== 'playing') return;
    const id = window.setInterval(() => {
      const secs = Math.floor((performance.now() - game.current.t0) / 1000);
      setSeconds(secs);
      if (secs * 1000 >= memoryMaster.timeLimitMs) void complete(false, moves);
    }, 250);
    return () => window.clearInterval(id);
  }, [phase, complete, moves]);

  const reset = useCallback(() => {
    game.current.done = true;
    setPhase('ready');
    setOutcome(null);
  }, []);

  return { phase, faces, matched, open, moves, seconds, busy, outcome, start, flip, reset };
}
