import { describe, expect, it } from 'vitest';
import { qtt } from '../money/qtt';
import { clampGameReward, rewardToUnits } from './reward-clamp';

describe('clampGameReward', () => {
  it('never pays less than 1 QTT', () => {
    expect(clampGameReward(0, 10)).toBe(1);
    expect(clampGameReward(0.94, 10)).toBe(1);
    expect(clampGameReward(-3, 10)).toBe(1);
  });

  it('never pays more than the maximum', () => {
    expect(clampGameReward(10.04, 10)).toBe(10);
    expect(clampGameReward(99, 8)).toBe(8);
  });

  it('rounds to one decimal, halves up', () => {
    expect(clampGameReward(4.25, 10)).toBe(4.3);
    expect(clampGameReward(4.24, 10)).toBe(4.2);
    expect(clampGameReward(2 + 0.1 * 3, 10)).toBe(2.3);
  });
});

describe('rewardToUnits', () => {
  it('turns tenths of QTT into exact units', () => {
    expect(rewardToUnits(4.3)).toBe(qtt(43) / 10n);
    expect(rewardToUnits(5)).toBe(qtt(5));
  });

  it('refuses what is not a reward', () => {
    expect(() => rewardToUnits(Number.NaN)).toThrow(RangeError);
    expect(() => rewardToUnits(-1)).toThrow(RangeError);
  });
});
