import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { underDailyCeiling } from './daily-ceiling';

describe('underDailyCeiling', () => {
  it('leaves a day under the ceiling as it is', () => {
    const u = { day: '2026-11-20', watchSeconds: 3_600, gameSeconds: 1_200 };
    expect(underDailyCeiling(u, 43_200)).toEqual(u);
  });

  it('counts watching first and games up to what is left', () => {
    expect(underDailyCeiling({ watchSeconds: 30_000, gameSeconds: 30_000 }, 43_200)).toEqual({
      watchSeconds: 30_000,
      gameSeconds: 13_200,
    });
    expect(underDailyCeiling({ watchSeconds: 50_000, gameSeconds: 10 }, 43_200)).toEqual({
      watchSeconds: 43_200,
      gameSeconds: 0,
    });
  });

  it('never counts more than the ceiling, nor more of a kind than was verified', () => {
    const seconds = fc.integer({ min: 0, max: 400_000 });
    fc.assert(
      fc.property(seconds, seconds, fc.integer({ min: 0, max: 86_400 }), (w, g, ceiling) => {
        const c = underDailyCeiling({ watchSeconds: w, gameSeconds: g }, ceiling);
        expect(c.watchSeconds + c.gameSeconds).toBe(Math.min(w + g, ceiling));
        expect(c.watchSeconds).toBeLessThanOrEqual(w);
        expect(c.gameSeconds).toBeLessThanOrEqual(g);
        expect(c.gameSeconds).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
