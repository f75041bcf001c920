import { clampGameReward } from './reward-clamp';

/** Speed Typing's constants (docs/games.md). */
export const speedTyping = {
  roundMs: 60_000,
  pointsPerWord: 10,
  /**
   * Words a round offers: enough for a 150-words-a-minute typist to type for the whole 60 s
   * (50 ran out after 20 s at that speed). Typing them all before 0 s earns the time bonus.
   */
  wordsPerRound: 150,
  baseReward: 2,
  maxReward: 10,
  minWords: 5,
  minAccuracy: 50,
} as const;

/** What a round's inputs add up to, as the server's replay (and the web's live view) sees it. */
export interface TypingTally {
  /** Words whose trimmed input equalled the target when submitted. */
  words: number;
  /** Wrong submissions plus extra-length overflows. */
  errors: number;
  /**
   * Whole percent of attempts that were right: words / (words + errors), rounded down, so
   * 89.9% never earns the 90% bonus; 0 when nothing was attempted.
   */
  accuracy: number;
  points: number;
  /** Whole seconds left when every word of the round was typed; 0 when time ran out. */
  secondsLeft: number;
}

export type TypingReward =
  /** `formula`: what the rules give before the clamp, so a capped round can say so. */
  { ok: true; reward: number; formula: number } | { ok: false; message: string };

/**
 * The reward of a round: base 2, +0.5 per full 10 words (from 10 words), +1 at ≥ 90% accuracy
 * (+0.5 at ≥ 80%), +0.1 per second left, clamped to [1, 10]. Worked in tenths so no float
 * sum can land beside a threshold. Below 5 words or 50% accuracy nothing is paid.
 */
export function speedTypingReward(t: TypingTally): TypingReward {
  if (t.words < speedTyping.minWords) {
    return { ok: false, message: `You need at least ${speedTyping.minWords} words to earn QTT.` };
  }
  if (t.accuracy < speedTyping.minAccuracy) {
    return {
      ok: false,
      message: `You need at least ${speedTyping.minAccuracy}% accuracy to earn QTT.`,
    };
  }
  const speed = t.words >= 10 ? Math.floor(t.words / 10) * 5 : 0;
  const accuracy = t.accuracy >= 90 ? 10 : t.accuracy >= 80 ? 5 : 0;
  const tenths = speedTyping.baseReward * 10 + speed + accuracy + t.secondsLeft;
  const formula = tenths / 10;
  return { ok: true, reward: clampGameReward(formula, speedTyping.maxReward), formula };
}
