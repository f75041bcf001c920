import { unitsPerQtt, type Units } from '../money/qtt';

/**
 * Every formula game's reward is clamped to [1, maxReward] QTT and rounded to one decimal
 * (docs/games.md). Worked in tenths, so 2.25 + 0.1 can never round the wrong way
 * through a float: the raw reward is rounded to tenths once, then clamped as integers.
 */
export function clampGameReward(raw: number, maxReward: number): number {
  const tenths = Math.round(raw * 10 + Number.EPSILON);
  return Math.min(Math.max(tenths, 10), Math.round(maxReward * 10)) / 10;
}

/** A reward of whole tenths of QTT (as `clampGameReward` returns) in ledger units. */
export function rewardToUnits(reward: number): Units {
  const tenths = Math.round(reward * 10);
  if (!Number.isSafeInteger(tenths) || tenths < 0) throw new RangeError('Not a game reward.');
  return BigInt(tenths) * (unitsPerQtt / 10n);
}
