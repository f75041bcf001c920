import { describe, expect, it } from 'vitest';
import { inputRhythm } from './input-rhythm';

const times = (gaps: number[], start = 200) =>
  gaps.reduce<number[]>((acc, g) => [...acc, (acc.at(-1) ?? start) + g], [start]);
const scripted = Array.from({ length: 40 }, (_, i) => 150 + ((i * 37) % 90));

describe('inputRhythm', () => {
  it('is the same for one timing replayed from another start, and null below 10 inputs', () => {
    expect(inputRhythm(times(scripted), 10)).toBe(inputRhythm(times(scripted, 950), 10));
    expect(inputRhythm(times(scripted.slice(0, 8)), 10)).toBeNull();
  });

  it('absorbs jitter within its resolution but not a different rhythm', () => {
    // A script flipping a card every 700 or 1,700 ms, seen through 20 ms of network jitter.
    const flips = Array.from({ length: 40 }, (_, i) => (i % 2 ? 1_700 : 700));
    const jittered = flips.map((g, i) => g + (i % 3) * 10 - 10);
    expect(inputRhythm(times(jittered), 100)).toBe(inputRhythm(times(flips), 100));
    expect(inputRhythm(times(jittered), 10)).not.toBe(inputRhythm(times(flips), 10));
    const human = scripted.map((g, i) => g + ((i * 7919) % 61));
    expect(inputRhythm(times(human), 10)).not.toBe(inputRhythm(times(scripted), 10));
  });

  it('compares only the first 30 gaps', () => {
    const tail = [...scripted.slice(0, 30), 999, 999];
    expect(inputRhythm(times(tail), 10)).toBe(inputRhythm(times(scripted), 10));
  });
});
