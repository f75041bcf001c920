import { describe, expect, it } from 'vitest';
import {
  carRaceMaxSeconds,
  carRaceMinSeconds,
  carRacePlayedMs,
  embeddedReward,
  formatRaceTime,
} from './timed-rules';

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

describe('car race play counted as usage', () => {
  it.each([
    [0, 0],
    [carRaceMinSeconds * 1000 - 1, 0],
    [carRaceMinSeconds * 1000, carRaceMinSeconds * 1000],
    [52_300, 52_300],
    [carRaceMaxSeconds * 1000, carRaceMaxSeconds * 1000],
    [carRaceMaxSeconds * 1000 + 1, 0],
    [6 * 60_000, 0],
    [23 * 3_600_000, 0],
    [Number.NaN, 0],
  ])('a race of %s ms counts %s ms', (raceMs, counted) => {
    expect(carRacePlayedMs(raceMs)).toBe(counted);
  });

  it('keeps the maximum above the slowest drive and well under an idle six minutes', () => {
    expect(carRaceMaxSeconds).toBeGreaterThan(105);
    expect(carRaceMaxSeconds * 1000).toBeLessThan(6 * 60_000);
  });
});
