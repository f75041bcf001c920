import { describe, expect, it } from 'vitest';
import { memoryMasterReward } from './memory-master-rules';

describe('Memory Master reward', () => {
  it('pays base 3 + perfect 1 at exactly 24 moves and 120 s', () => {
    expect(memoryMasterReward(24, 120_000)).toBe(4);
    expect(memoryMasterReward(24, 120_999)).toBe(4);
  });

  it('loses the perfect bonus past 24 moves and never drops under 3 there', () => {
    expect(memoryMasterReward(25, 120_000)).toBe(3);
    expect(memoryMasterReward(80, 599_000)).toBe(3);
  });

  it('adds 0.2 per move under 24 and 0.1 per whole second under 120 s', () => {
    expect(memoryMasterReward(23, 120_000)).toBe(4.2);
    expect(memoryMasterReward(24, 119_999)).toBe(4.1);
    expect(memoryMasterReward(20, 100_000)).toBe(6.8);
  });

  it('clamps at the maximum of 8', () => {
    expect(memoryMasterReward(12, 60_000)).toBe(8);
    expect(memoryMasterReward(16, 90_000)).toBe(8);
    expect(memoryMasterReward(18, 110_000)).toBe(6.2);
  });
});
