import { clampGameReward } from './reward-clamp';

/** Memory Master's constants (docs/games.md). */
export const memoryMaster = {
  pairs: 12,
  cards: 24,
  flipBackMs: 1_000,
  timeLimitMs: 600_000,
  baseReward: 3,
  maxReward: 8,
  /** Twice the pairs: each move under it earns the efficiency bonus; at or under, perfect. */
  moveThreshold: 24,
  /** Seconds under which each second left earns the time bonus. */
  timeBonusUnderSeconds: 120,
} as const;

/**
 * A move is one pair of flips (the second flip of a pair completes it); `elapsedMs` runs from
 * the session's start to the flip that matched the last pair, on the server's clock.
 * Reward: base 3, +0.2 per move under 24, +0.1 per whole second under 120 s, +1 at 24 moves
 * or fewer; clamped to [1, 8]. Worked in tenths.
 */
export function memoryMasterReward(moves: number, elapsedMs: number): number {
  return clampGameReward(memoryMasterFormula(moves, elapsedMs), memoryMaster.maxReward);
}

/** What the rules give for a won game before the clamp to [1, 8] QTT. */
export function memoryMasterFormula(moves: number, elapsedMs: number): number {
  const m = memoryMaster;
  const seconds = Math.floor(elapsedMs / 1000);
  const tenths =
    m.baseReward * 10 +
    2 * Math.max(0, m.moveThreshold - moves) +
    Math.max(0, m.timeBonusUnderSeconds - seconds) +
    (moves <= m.moveThreshold ? 10 : 0);
  return tenths / 10;
}
