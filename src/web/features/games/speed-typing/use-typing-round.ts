import { useCallback, useEffect, useRef, useState } from 'react';
import type { SpeedTypingResult } from '@/domain/api/games-scored';
import {
  applyTypingInput,
  initialTypingState,
  tallyTyping,
  type TypingState,
} from '@/domain/games/speed-typing-replay';
import {
  speedTyping,
  speedTypingReward,
  type TypingTally,
} from '@/domain/games/speed-typing-rules';
import { pickTypingWords } from '@/domain/games/typing-words';
import { track } from '@/web/lib/analytics/track';
import { finishSpeedTyping } from '../api/finish-speed-typing';
import { useLogGameSession } from '../api/log-game-session';
import { startSpeedTyping } from '../api/start-speed-typing';
import { useAnnouncePayout } from '../hooks/use-announce-payout';

export type TypingPhase = 'ready' | 'starting' | 'playing' | 'completed';

/** How a round ended: the server's judgement, or a practice round's own tally (earns nothing). */
export type TypingOutcome =
  | { kind: 'server'; result: SpeedTypingResult }
  | { kind: 'practice'; score: TypingTally; wouldEarn: string }
  | { kind: 'error'; message: string; score: TypingTally };

const practiceRandom = (n: number) => Math.floor(Math.random() * n);

/**
 * One Speed Typing round. Signed in, the server deals the words and judges the log of input
 * changes this hook records; a visitor plays a practice round dealt here that earns nothing.
 */
export function useTypingRound(signedIn: boolean) {
  const [phase, setPhase] = useState<TypingPhase>('ready');
  const [words, setWords] = useState<string[]>([]);
  const [state, setState] = useState<TypingState>(initialTypingState);
  const [msLeft, setMsLeft] = useState<number>(speedTyping.roundMs);
  const [outcome, setOutcome] = useState<TypingOutcome | null>(null);
  const round = useRef({ t0: 0, sessionId: '', log: [] as Array<[number, string]>, done: false });
  const announce = useAnnouncePayout();
  const logSession = useLogGameSession();

  const complete = useCallback(
    async (final: TypingState) => {
      const r = round.current;
      if (r.done) return;
      r.done = true;
      setPhase('completed');
      const score = tallyTyping(final);
      if (!r.sessionId) {
        const reward = speedTypingReward(score);
        setOutcome({ kind: 'practice', score, wouldEarn: reward.ok ? String(reward.reward) : '0' });
        return;
      }
      try {
        const result = await finishSpeedTyping(r.sessionId, { log: r.log });
        setOutcome({ kind: 'server', result });
        announce(result);
        logSession('speed-typing', speedTyping.roundMs / 1000);
      } catch (e) {
        setOutcome({ kind: 'error', message: (e as Error).message, score });
      }
    },
    [announce, logSession],
  );

  const start = useCallback(async () => {
    track('game_start', { gameId: 'speed-typing' });
    setPhase('starting');
    setOutcome(null);
    let sessionId = '';
    let dealt = pickTypingWords(speedTyping.wordsPerRound, practiceRandom);
    if (signedIn) {
      try {
        const started = await startSpeedTyping();
        sessionId = started.sessionId;
        dealt = started.words;
      } catch (e) {
        setPhase('ready');
        setOutcome({
          kind: 'error',
          message: (e as Error).message,
          score: tallyTyping(initialTypingState),
        });
        return;
      }
    }
    round.current = { t0: performance.now(), sessionId, log: [], done: false };
    setWords(dealt);
    setState(initialTypingState);
    setMsLeft(speedTyping.roundMs);
    setPhase('playing');
  }, [signedIn]);

  const type = useCallback(
    (value: string) => {
      const r = round.current;
      if (r.done) return;
      const t = Math.min(Math.round(performance.now() - r.t0), speedTyping.roundMs);
      r.log.push([t, value]);
      setState((s) => {
        const next = applyTypingInput(words, s, t, value);
        if (next.completedAtMs !== null) queueMicrotask(() => void complete(next));
        return next;
      });
    },
    [words, complete],
  );

  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  useEffect(() => {
    if (phase !== 'playing') return;
    const id = window.setInterval(() => {
      const left = speedTyping.roundMs - (performance.now() - round.current.t0);
      setMsLeft(Math.max(0, left));
      if (left <= 0) void complete(stateRef.current);
    }, 200);
    return () => window.clearInterval(id);
  }, [phase, complete]);

  const reset = useCallback(() => {
    round.current.done = true;
    setPhase('ready');
    setOutcome(null);
  }, []);

  return { phase, words, state, msLeft, outcome, start, type, reset };
}
