import { describe, expect, it } from 'vitest';
import { embeddedReward, formatRaceTime } from './timed-rules';

describe('embedded game reward: floor(verified seconds / 15), clamped to the maximum', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [14.99, 0],
    [15, 1],
    [29, 1],
    [30, 2],
    [89, 5],
    [90, 6],
    [91, 6],
    [10_000, 6],
  ])('%s s with a maximum of 6 gives %s QTT', (seconds, qtt) => {
    expect(embeddedReward(seconds, 6)).toBe(qtt);
  });

  it('uses each game maximum', () => {
    expect(embeddedReward(200, 8)).toBe(8);
    expect(embeddedReward(105, 8)).toBe(7);
  });
});

describe('race timer', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [55, '0:55'],
    [61, '1:01'],
    [600, '10:00'],
    [-3, '0:00'],
  ])('%s s reads %s', (s, text) => {
    expect(formatRaceTime(s)).toBe(text);
  });
});
