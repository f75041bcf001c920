import { describe, expect, it } from 'vitest';
import { rewardRange } from './reward-range';

describe('rewardRange', () => {
  it('shows base to maximum, or one figure when they agree', () => {
    expect(rewardRange({ baseReward: 2, maxReward: 10 })).toBe('2–10 QTT');
    expect(rewardRange({ baseReward: 5, maxReward: 5 })).toBe('5 QTT');
  });
});
