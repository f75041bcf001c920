import { speedTyping, type TypingTally } from './speed-typing-rules';

/**
 * One entry of a round's log: `[t, value]`, the input box's whole value right after a
 * change, `t` ms after the round started. A value ending in whitespace submits the word
 * (the web appends a space for Enter). Snapshots rather than keys, so phone keyboards,
 * autocorrect and deletion replay the same way they were seen.
 */
export type TypingEvent = readonly [t: number, value: string];

/** The live state of a round; the web renders it and the server replays into it. */
export interface TypingState {
  index: number;
  input: string;
  words: number;
  errors: number;
  /** When the last word of the round was typed, ms; null while words remain. */
  completedAtMs: number | null;
}

export const initialTypingState: TypingState = {
  index: 0,
  input: '',
  words: 0,
  errors: 0,
  completedAtMs: null,
};

/**
 * Applies one change of the input box (docs/games.md): a submission counts a
 * word when the trimmed input equals the target, else an error, and moves to the next word
 * either way; an empty submission is ignored. Typing past the target's length is an error
 * and clears the input. Changes after the last word or past the round's end change nothing.
 */
export function applyTypingInput(
  words: readonly string[],
  s: TypingState,
  t: number,
  value: string,
): TypingState {
  const target = words[s.index];
  if (target === undefined || !acceptsTypingInput(words, s, t)) return s;
  const typed = value.trimStart();
  if (/\s$/.test(value)) {
    const word = typed.trim();
    if (word === '') return { ...s, input: '' };
    const right = word === target;
    const index = s.index + 1;
    return {
      index,
      input: '',
      words: s.words + (right ? 1 : 0),
      errors: s.errors + (right ? 0 : 1),
      completedAtMs: index >= words.length ? t : null,
    };
  }
  if (typed.length > target.length) return { ...s, input: '', errors: s.errors + 1 };
  return { ...s, input: typed };
}

/** Whether the round still takes a change at `t`: words remain and the 60 s are not over. */
export function acceptsTypingInput(words: readonly string[], s: TypingState, t: number): boolean {
  return s.index < words.length && s.completedAtMs === null && t <= speedTyping.roundMs;
}

/** The tally of a state: accuracy, points and seconds left, as defined in TypingTally. */
export function tallyTyping(s: TypingState): TypingTally {
  const attempts = s.words + s.errors;
  return {
    words: s.words,
    errors: s.errors,
    accuracy: attempts === 0 ? 0 : Math.floor((s.words * 100) / attempts),
    points: s.words * speedTyping.pointsPerWord,
    secondsLeft:
      s.completedAtMs === null ? 0 : Math.floor((speedTyping.roundMs - s.completedAtMs) / 1000),
  };
}

/** Replays a whole log against the round's words: the server's only source of a score. */
export function replayTyping(words: readonly string[], log: readonly TypingEvent[]): TypingState {
  let s = initialTypingState;
  for (const [t, value] of log) s = applyTypingInput(words, s, t, value);
  return s;
}

/**
 * The play a round's log shows (docs/decisions/033): up to the last change the replay
 * accepts, never more than the server's clock saw from the start to the finish, and so at
 * most the 60 s round. A log with no accepted change shows no play.
 */
export function typingPlayedMs(
  words: readonly string[],
  log: readonly TypingEvent[],
  elapsedMs: number,
): number {
  let s = initialTypingState;
  let lastMs = 0;
  for (const [t, value] of log) {
    if (acceptsTypingInput(words, s, t)) lastMs = Math.max(lastMs, t);
    s = applyTypingInput(words, s, t, value);
  }
  return Math.max(0, Math.min(lastMs, elapsedMs, speedTyping.roundMs));
}
